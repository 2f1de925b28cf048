extension JSONText {
    /// Appends `value`, a tree (the assignment's input values), as JSON text: `shape` tells what
    /// each value is, `member` the key and value of an object's member. Written with a stack of
    /// the arrays and objects still open rather than by recursion, so that a tree of any depth
    /// writes in constant call stack.
    package static func appendTree<Value, Member>(
        _ value: Value, to bytes: inout [UInt8], shape: (Value) -> JSONShape<Value, Member>,
        member: (Member) -> (key: String, value: Value)
    ) {
        var open: [OpenContainer<Value, Member>] = []
        var current: Value? = value
        while true {
            if let value = current {
                current = nil
                switch shape(value) {
                case .literal(let text): bytes.append(contentsOf: text.utf8)
                case .string(let text): appendString(text, to: &bytes)
                case .array(let elements):
                    bytes.append(UInt8(ascii: "["))
                    open.append(.array(elements, next: 0))
                case .object(let members):
                    bytes.append(UInt8(ascii: "{"))
                    open.append(.object(members, next: 0))
                }
            }
            guard let top = open.popLast() else { return }
            switch top {
            case .array(let elements, let next):
                guard next < elements.count else {
                    bytes.append(UInt8(ascii: "]"))
                    continue
                }
                if next > 0 { bytes.append(UInt8(ascii: ",")) }
                open.append(.array(elements, next: next + 1))
                current = elements[next]
            case .object(let members, let next):
                guard next < members.count else {
                    bytes.append(UInt8(ascii: "}"))
                    continue
                }
                if next > 0 { bytes.append(UInt8(ascii: ",")) }
                let (key, value) = member(members[next])
                appendString(key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                open.append(.object(members, next: next + 1))
                current = value
            }
        }
    }

    /// An array or object that ``appendTree(_:to:shape:member:)`` has opened, with the position of
    /// the next element or member to write.
    private enum OpenContainer<Value, Member> {
        case array([Value], next: Int)
        case object([Member], next: Int)
    }
}
