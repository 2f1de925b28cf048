import Foundation

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
    /// an array, `tags[]` appends. Values are text and convert to the attribute's type.
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
            return .query(String(decoding: data, as: UTF8.self))
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
            return AssignmentInput(source: .value(try Self.value(of: dictionary, trail: [], depth: 0)))
        } catch {
            return AssignmentInput(source: .unreadable(error))
        }
    }

    /// The input as a value, within the options' limits.
    func read(_ options: AssignmentOptions) throws(InputFailure) -> InputValue {
        switch source {
        case .json(let data):
            guard data.count <= options.maximumBytes else { throw .tooLarge(maximum: options.maximumBytes) }
            let result = data.withUnsafeBytes { raw in
                Result { () throws(InputFailure) in
                    try JSONInputReader.read(raw.bindMemory(to: UInt8.self), maximumDepth: options.maximumDepth)
                }
            }
            return try result.get()
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
        case .value(let value):
            var trail: [FieldPath.Component] = []
            try Self.check(value, limit: options.maximumDepth, trail: &trail, depth: 0)
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
    /// nesting beyond `limit`, no key twice in one object.
    private static func check(_ value: InputValue, limit: Int, trail: inout [FieldPath.Component], depth: Int)
        throws(InputFailure)
    {
        switch value {
        case .array(let elements):
            guard depth < limit else { throw .tooDeep(maximum: limit, at: FieldPath(trail)) }
            for (index, element) in elements.enumerated() {
                trail.append(.index(index))
                try check(element, limit: limit, trail: &trail, depth: depth + 1)
                trail.removeLast()
            }
        case .object(let members):
            guard depth < limit else { throw .tooDeep(maximum: limit, at: FieldPath(trail)) }
            var keys = Set<String>()
            for member in members {
                trail.append(.property(member.key))
                guard keys.insert(member.key).inserted else { throw .duplicate(at: FieldPath(trail)) }
                try check(member.value, limit: limit, trail: &trail, depth: depth + 1)
                trail.removeLast()
            }
        default: return
        }
    }

    private static func value(of object: Any, trail: [FieldPath.Component], depth: Int) throws(InputFailure)
        -> InputValue
    {
        guard depth <= 512 else { throw .tooDeep(maximum: 512, at: FieldPath(trail)) }
        switch object {
        case is NSNull: return .null
        case let flag as Bool where type(of: object) == Bool.self: return .bool(flag)
        case let text as String: return .string(text)
        case let number as NSNumber where type(of: object) is NSNumber.Type:
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            return .number(number.stringValue)
        case let number as any BinaryInteger: return .number("\(number)")
        case let number as any BinaryFloatingPoint: return .number("\(number)")
        case let elements as [Any]:
            var values: [InputValue] = []
            values.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                values.append(try value(of: element, trail: trail + [.index(index)], depth: depth + 1))
            }
            return .array(values)
        case let dictionary as [String: Any]:
            var members: [InputMember] = []
            members.reserveCapacity(dictionary.count)
            for key in dictionary.keys.sorted() {
                members.append(
                    InputMember(
                        key: key,
                        value: try value(of: dictionary[key]!, trail: trail + [.property(key)], depth: depth + 1)))
            }
            return .object(members)
        default:
            throw .malformed(
                "input", "a value of type \(type(of: object)) that JSON cannot hold", at: FieldPath(trail), offset: nil)
        }
    }
}
