extension JSONText {
    /// Appends `value`, a tree of input values, as JSON text, keys in the order they have.
    /// Written with a stack of the arrays and objects still open rather than by recursion, so that
    /// a tree of any depth writes in constant call stack.
    ///
    /// Non-generic over the concrete ``InputValue`` and in the module of ``appendString(_:to:)``:
    /// a generic writer over a shape closure ran unspecialized from the `Verdict` module (metadata
    /// lookups and a closure call per value), 2.5 times the instructions of this one.
    package static func appendTree(_ value: InputValue, to bytes: inout [UInt8]) {
        var open: [OpenContainer] = []
        var current: InputValue? = value
        while true {
            if let value = current {
                current = nil
                switch value.representation {
                case .null: bytes.append(contentsOf: "null".utf8)
                case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
                case .number(let text): bytes.append(contentsOf: text.utf8)
                case .string(let text), .text(let text): appendString(text, to: &bytes)
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
                appendString(members[next].key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                open.append(.object(members, next: next + 1))
                current = members[next].value
            }
        }
    }

    /// An array or object that ``appendTree(_:to:)`` has opened, with the position of the next
    /// element or member to write.
    private enum OpenContainer {
        case array([InputValue], next: Int)
        case object([InputMember], next: Int)
    }
}
