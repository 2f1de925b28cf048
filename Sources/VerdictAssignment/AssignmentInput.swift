import Foundation
import VerdictEngine

/// What massive assignment reads: a JSON body, a dictionary as `JSONSerialization` makes it,
/// form or query-string pairs, or an ``InputValue`` you built.
///
/// Reading is checked: a body larger than ``AssignmentOptions/maximumBytes``, nested deeper
/// than ``AssignmentOptions/maximumDepth``, not well-formed, or with a key given twice is an
/// error in the report (codes ``ErrorCode/inputTooLarge``, ``ErrorCode/inputTooDeep``,
/// ``ErrorCode/inputMalformed``, ``ErrorCode/inputDuplicateKey``), and nothing is written.
///
/// ```swift
/// let fromJSON = AssignmentInput.json(Data(#"{"username": "alice"}"#.utf8))
/// let fromForm = AssignmentInput.form([("username", "alice"), ("address[zip]", "10115")])
/// let fromQuery = AssignmentInput.query("username=alice&tags[]=a&tags[]=b")
/// ```
public struct AssignmentInput: Sendable {
    enum Source: Sendable {
        case json(Data)
        case pairs([(String, String)])
        case query(String)
        /// The bytes of a form body, as received.
        case formBody(Data)
        case value(InputValue)
        case unreadable(InputFailure)
        /// A body refused for its media type, unless it is too large.
        case refused(InputFailure, byteCount: Int)
        case oversized
    }

    let source: Source

    /// A JSON document (RFC 8259, UTF-8).
    ///
    /// ```swift
    /// let input = AssignmentInput.json(Data(#"{"age": 42}"#.utf8))
    /// ```
    public static func json(_ data: Data) -> AssignmentInput { AssignmentInput(source: .json(data)) }

    /// Form pairs, in order: `address[zip]` reaches a nested model, `items[0][qty]` an element of
    /// an array, `tags[]` appends; after `[]`, keys group into the last element until one comes
    /// again, as Rack reads them (`items[][sku]`, `items[][qty]`, `items[][sku]` are two items).
    /// Keys match exactly, Unicode scalar by scalar. Values are text and convert to the
    /// attribute's type.
    ///
    /// ```swift
    /// let input = AssignmentInput.form([("items[0][quantity]", "2"), ("items[0][sku]", "A-1")])
    /// ```
    public static func form(_ pairs: [(String, String)]) -> AssignmentInput { AssignmentInput(source: .pairs(pairs)) }

    /// A query string or an `application/x-www-form-urlencoded` body (`a=1&b%5Bc%5D=2`, `+` for a
    /// space), read as ``form(_:)`` pairs.
    ///
    /// ```swift
    /// let input = AssignmentInput.query("username=alice&address%5Bzip%5D=10115")
    /// ```
    public static func query(_ string: String) -> AssignmentInput { AssignmentInput(source: .query(string)) }

    /// A request's body as its `Content-Type` says: ``json(_:)`` for `application/json` and any
    /// type with the suffix `+json` (`application/problem+json`, `application/vnd.example+json`),
    /// ``query(_:)`` pairs for `application/x-www-form-urlencoded`; type and subtype in any case,
    /// parameters such as `charset` ignored. What a server integration passes; the type is read
    /// from its bytes, without allocating.
    ///
    /// Any other type, or none, fails with ``ErrorCode/inputUnsupportedMediaType`` (a 415
    /// problem); a form whose first byte that is not a space is `{` or `[` is JSON sent as a form
    /// (curl's `-d` without a type), and fails with ``ErrorCode/inputMalformed`` (format
    /// `form data`, a 400 problem) rather than being read as one unknown key. Either way a body
    /// over ``AssignmentOptions/maximumBytes`` is refused as too large first, and nothing is written.
    ///
    /// ```swift
    /// let input = AssignmentInput.body(Data("username=alice".utf8), contentType: "application/x-www-form-urlencoded")
    /// ```
    public static func body(_ data: Data, contentType: String?) -> AssignmentInput {
        switch contentType.flatMap(MediaType.init) {
        case .json: return .json(data)
        case .form:
            guard !MediaType.looksLikeJSON(data) else {
                return AssignmentInput(source: .refused(.jsonSentAsForm, byteCount: data.count))
            }
            return AssignmentInput(source: .formBody(data))
        case nil: return AssignmentInput(source: .refused(.unsupportedMediaType, byteCount: data.count))
        }
    }

    /// A value you built or read yourself.
    ///
    /// ```swift
    /// let input = AssignmentInput.value(.object([InputMember(key: "age", value: .number("42"))]))
    /// ```
    public static func value(_ value: InputValue) -> AssignmentInput { AssignmentInput(source: .value(value)) }

    /// A body that was not read because it is larger than ``AssignmentOptions/maximumBytes``:
    /// what a server passes when the `Content-Length` (or the bytes read so far) pass the limit.
    /// The assignment refuses it as it would the whole body (``ErrorCode/inputTooLarge``, a 413
    /// problem), without the bytes.
    ///
    /// ```swift
    /// let input: AssignmentInput = contentLength > options.maximumBytes ? .oversized : .json(body)
    /// ```
    public static let oversized = AssignmentInput(source: .oversized)

    /// A dictionary as `JSONSerialization` makes it (`NSNumber`, `NSNull`, arrays and
    /// dictionaries), or one of Swift's `String`, `Bool`, integers and floating-point numbers.
    /// It is read at once (keys in sorted order, as a dictionary has none); a value of another
    /// type makes the assignment fail with ``ErrorCode/inputMalformed``.
    ///
    /// ```swift
    /// let input = AssignmentInput.dictionary(["username": "alice", "age": 42])
    /// ```
    public static func dictionary(_ dictionary: [String: Any]) -> AssignmentInput {
        do throws(InputFailure) {
            return AssignmentInput(source: .value(try Self.value(of: dictionary)))
        } catch {
            return AssignmentInput(source: .unreadable(error))
        }
    }

    /// The input as a value, within the options' limits.
    func read(_ options: AssignmentOptions) throws(InputFailure) -> InputValue {
        switch source {
        case .json(let data):
            guard data.count <= options.maximumBytes else { throw .tooLarge(maximum: options.maximumBytes) }
            return try JSONInputReader.read(data, maximumDepth: options.maximumDepth)
        case .pairs(let pairs):
            var size = 0
            for (key, value) in pairs {
                size += key.utf8.count + value.utf8.count + 2
                guard size <= options.maximumBytes else { throw .tooLarge(maximum: options.maximumBytes) }
            }
            return try FormInputReader.read(pairs, maximumDepth: options.maximumDepth)
        case .query(let query):
            guard query.utf8.count <= options.maximumBytes else { throw .tooLarge(maximum: options.maximumBytes) }
            return try FormInputReader.read(FormInputReader.pairs(ofQuery: query), maximumDepth: options.maximumDepth)
        case .formBody(let data):
            // The limit holds on the bytes received; bytes that are not UTF-8 are refused, not replaced.
            guard data.count <= options.maximumBytes else { throw .tooLarge(maximum: options.maximumBytes) }
            return try FormInputReader.read(FormInputReader.pairs(of: data), maximumDepth: options.maximumDepth)
        case .value(let value):
            try Self.check(value, limit: options.maximumDepth)
            return value
        case .unreadable(let failure):
            throw failure
        case .refused(let failure, let byteCount):
            guard byteCount <= options.maximumBytes else { throw .tooLarge(maximum: options.maximumBytes) }
            throw failure
        case .oversized:
            throw .tooLarge(maximum: options.maximumBytes)
        }
    }

    /// Checks a value built by hand as the JSON reader checks a document, in the same order: no
    /// nesting beyond `limit`, no key twice in one object (the same Unicode scalars). The
    /// containers open are an explicit stack, not calls: depth costs no call stack.
    private static func check(_ value: InputValue, limit: Int) throws(InputFailure) {
        var trail: [AttributePath.Component] = []
        var open: [(value: InputValue, next: Int, keys: Set<ExactKey>)] = []
        var current: InputValue? = value
        while true {
            switch current?.representation {
            case .array?, .object?:
                guard open.count < limit else { throw .tooDeep(maximum: limit, at: AttributePath(trail)) }
                open.append((current!, 0, []))
            default: break
            }
            current = nil
            guard let last = open.indices.last else { return }
            // Read apart, so that the set of keys is not shared while it grows.
            let (container, next) = (open[last].value, open[last].next)
            if next > 0 { trail.removeLast() }
            switch container.representation {
            case .array(let elements) where next < elements.count:
                trail.append(.index(next))
                current = elements[next]
            case .object(let members) where next < members.count:
                trail.append(.property(members[next].key))
                guard open[last].keys.insert(ExactKey(members[next].key)).inserted else {
                    throw .duplicate(at: AttributePath(trail))
                }
                current = members[next].value
            default:
                open.removeLast()
                continue
            }
            open[last].next += 1
        }
    }

    /// A container of a dictionary being read: its children in order (a dictionary's by sorted
    /// key), and the values made of them so far.
    private struct OpenObject {
        var keys: [String]?
        var children: [Any]
        var values: [InputValue] = []
    }

    /// The value of a `JSONSerialization` object, read with an explicit stack of the containers
    /// open, not by recursion: depth costs no call stack.
    private static func value(of root: Any) throws(InputFailure) -> InputValue {
        var trail: [AttributePath.Component] = []
        var open: [OpenObject] = []
        var current = root
        while true {
            guard open.count <= 512 else { throw .tooDeep(maximum: 512, at: AttributePath(trail)) }
            var made: InputValue?
            switch current {
            case is NSNull: made = .null
            case let flag as Bool where type(of: current) == Bool.self: made = .bool(flag)
            case let text as String: made = .string(text)
            case let number as NSNumber where type(of: current) is NSNumber.Type:
                made = number.isBoolean ? .bool(number.boolValue) : .number(number.stringValue)
            case let number as any BinaryInteger: made = .number("\(number)")
            case let number as any BinaryFloatingPoint: made = .number("\(number)")
            case let elements as [Any]: open.append(OpenObject(keys: nil, children: elements))
            case let dictionary as [String: Any]:
                let keys = dictionary.keys.sorted()
                open.append(OpenObject(keys: keys, children: keys.map { dictionary[$0]! }))
            default:
                throw .malformed(
                    "input", "a value of type \(type(of: current)) that JSON cannot hold", at: AttributePath(trail),
                    offset: nil)
            }
            // Up while the innermost container is complete, then down into its next child.
            while true {
                if let value = made {
                    guard !open.isEmpty else { return value }
                    if !trail.isEmpty { trail.removeLast() }
                    open[open.count - 1].values.append(value)
                    made = nil
                }
                let top = open[open.count - 1]
                let position = top.values.count
                if position < top.children.count {
                    trail.append(top.keys.map { .property($0[position]) } ?? .index(position))
                    current = top.children[position]
                    break
                }
                open.removeLast()
                made =
                    top.keys.map { keys in .object(zip(keys, top.values).map { InputMember(key: $0, value: $1) }) }
                    ?? .array(top.values)
            }
        }
    }
}
