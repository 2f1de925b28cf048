import Foundation
import VerdictEngine

/// Converts an input value to one attribute type, recording failures in the run; made once per
/// type when an assignment plan is compiled, so a type without a conversion is known then.
///
/// `@unchecked Sendable`: the closure captures only immutable things (metatypes, other
/// converters, constants), but it calls the value type's requirements through its metatype, which
/// Swift 6 does not let a `@Sendable` closure capture in generic code.
final class ValueConverter<Value>: @unchecked Sendable {
    let convert: (InputValue, inout ConversionRun) -> Value?
    /// Converts and, when the last argument says so, stores the value at its offset in the
    /// model (a stored property of a struct); `false` when the conversion failed. Made with the
    /// converter, so that for a built-in type it runs specialized code.
    let store: (InputValue, inout ConversionRun, ModelPointer, FieldOffset<Value>, Bool) -> Bool

    init(_ convert: @escaping (InputValue, inout ConversionRun) -> Value?) {
        self.convert = convert
        store = { input, run, model, offset, writes in
            guard let value = convert(input, &run) else { return false }
            if writes { model.store(value, at: offset) }
            return true
        }
    }

    /// A converter of a type that throws its failure.
    convenience init(throwing convert: @escaping (InputValue, AssignmentOptions) throws(InputConversionError) -> Value)
    {
        self.init { input, run in
            do throws(InputConversionError) {
                return try convert(input, run.options)
            } catch {
                run.fail(error)
                return nil
            }
        }
    }
}

/// The wrappers that a converter looks through; the standard library's types conform.
package protocol OptionalInput {
    associatedtype Wrapped
    static func wrapping(_ value: Wrapped?) -> Self
}

extension Optional: OptionalInput {
    package static func wrapping(_ value: Wrapped?) -> Self { value }
}

package protocol ArrayInput {
    associatedtype Element
    static func collecting(_ elements: [Element]) -> Self
}

extension Array: ArrayInput {
    package static func collecting(_ elements: [Element]) -> Self { elements }
}

package protocol SetInput {
    associatedtype Element: Hashable
    static func collecting(_ elements: [Element]) -> Self
}

extension Set: SetInput {
    package static func collecting(_ elements: [Element]) -> Self { Set(elements) }
}

enum ValueConverters {
    /// The converter of `Value`, or `nil` when there is none: built-in types first (with the
    /// assignment's options), then ``InputConvertible``, optionals, arrays and sets of a
    /// convertible type, `RawRepresentable` types over one, and `Decodable` types.
    static func make<Value>(_: Value.Type) -> ValueConverter<Value>? {
        if let builtIn = builtIn(Value.self) { return builtIn as? ValueConverter<Value> }
        if Value.self == Date.self {
            return ValueConverter<Date>(throwing: { input, options throws(InputConversionError) in
                try Date.converted(from: input, reading: options.dateParser)
            }) as? ValueConverter<Value>
        }
        let converter: AnyObject?
        if let convertible = Value.self as? any InputConvertible.Type {
            converter = self.convertible(convertible)
        } else if let optional = Value.self as? any OptionalInput.Type {
            converter = self.optional(optional)
        } else if let array = Value.self as? any ArrayInput.Type {
            converter = self.array(array)
        } else if let set = Value.self as? any SetInput.Type {
            converter = self.set(set)
        } else if let raw = Value.self as? any RawRepresentable.Type, let made = rawRepresentable(raw) {
            converter = made
        } else if let decodable = Value.self as? any Decodable.Type {
            converter = self.decodable(decodable)
        } else {
            converter = nil
        }
        return converter as? ValueConverter<Value>
    }

    /// The converters of the standard types, their optionals and arrays, made where the type is
    /// known, so that they run specialized code.
    private static func builtIn(_ type: Any.Type) -> AnyObject? {
        let factories: [(Any.Type) -> AnyObject?] = [
            { concrete(String.self, $0) }, { concrete(Int.self, $0) }, { concrete(Bool.self, $0) },
            { floating(Double.self, $0, Double.converted) }, { floating(Float.self, $0, Float.converted) },
            { concrete(Int64.self, $0) }, { concrete(Int32.self, $0) }, { concrete(Int16.self, $0) },
            { concrete(Int8.self, $0) }, { concrete(UInt.self, $0) }, { concrete(UInt64.self, $0) },
            { concrete(UInt32.self, $0) }, { concrete(UInt16.self, $0) }, { concrete(UInt8.self, $0) },
            { concrete(Decimal.self, $0) }, { concrete(URL.self, $0) }, { concrete(UUID.self, $0) },
        ]
        for factory in factories {
            if let converter = factory(type) { return converter }
        }
        return nil
    }

    /// The converter of `Convertible`, `Convertible?` or `[Convertible]` when `type` is one.
    private static func concrete<Convertible: InputConvertible>(_: Convertible.Type, _ type: Any.Type) -> AnyObject? {
        if type == Convertible.self {
            return ValueConverter<Convertible>(throwing: { input, _ throws(InputConversionError) in
                try Convertible(input: input)
            })
        }
        return wrappers(of: Convertible.self, type) { input, _ throws(InputConversionError) in
            try Convertible(input: input)
        }
    }

    private static func floating<Number>(
        _: Number.Type, _ type: Any.Type,
        _ convert: @escaping (InputValue, Bool) throws(InputConversionError) -> Number
    ) -> AnyObject? {
        let read = { (input: InputValue, options: AssignmentOptions) throws(InputConversionError) -> Number in
            try convert(input, options.allowsNonFiniteNumbers)
        }
        if type == Number.self { return ValueConverter<Number>(throwing: read) }
        return wrappers(of: Number.self, type, read)
    }

    /// The converter of `Element?` or `[Element]` when `type` is one.
    private static func wrappers<Element>(
        of _: Element.Type, _ type: Any.Type,
        _ read: @escaping (InputValue, AssignmentOptions) throws(InputConversionError) -> Element
    ) -> AnyObject? {
        if type == Element?.self {
            return ValueConverter<Element?>(throwing: { input, options throws(InputConversionError) in
                if input.isNull { return nil }
                return try read(input, options)
            })
        }
        if type == [Element].self {
            let element = ValueConverter<Element>(throwing: read)
            return ValueConverter<[Element]> { input, run in elements(of: input, element, &run) }
        }
        return nil
    }

    private static func convertible<Value: InputConvertible>(_ type: Value.Type) -> AnyObject {
        return ValueConverter<Value>(throwing: { input, _ throws(InputConversionError) in try type.init(input: input) })
    }

    private static func optional<Value: OptionalInput>(_ type: Value.Type) -> AnyObject? {
        guard let wrapped = make(Value.Wrapped.self) else { return nil }
        return ValueConverter<Value> { input, run in
            if input.isNull { return type.wrapping(nil) }
            return wrapped.convert(input, &run).map { type.wrapping($0) }
        }
    }

    private static func elements<Element>(
        of input: InputValue, _ element: ValueConverter<Element>, _ run: inout ConversionRun
    ) -> [Element]? {
        guard let inputs = input.elements else {
            run.fail(.list)
            return nil
        }
        var elements: [Element] = []
        elements.reserveCapacity(inputs.count)
        var failed = false
        for (index, input) in inputs.enumerated() {
            run.trail.append(.index(index))
            if let value = element.convert(input, &run) {
                elements.append(value)
            } else {
                failed = true
            }
            run.trail.removeLast()
        }
        return failed ? nil : elements
    }

    private static func array<Value: ArrayInput>(_ type: Value.Type) -> AnyObject? {
        guard let element = make(Value.Element.self) else { return nil }
        return ValueConverter<Value> { input, run in
            elements(of: input, element, &run).map { type.collecting($0) }
        }
    }

    private static func set<Value: SetInput>(_ type: Value.Type) -> AnyObject? {
        guard let element = make(Value.Element.self) else { return nil }
        return ValueConverter<Value> { input, run in
            elements(of: input, element, &run).map { type.collecting($0) }
        }
    }

    private static func rawRepresentable<Value: RawRepresentable>(_ type: Value.Type) -> AnyObject? {
        guard let raw = make(Value.RawValue.self) else { return nil }
        let expected: InputConversionError
        if let cases = Value.self as? any CaseIterable.Type {
            let names = Self.rawValues(of: cases).prefix(21).map { "\($0)" }
            expected = InputConversionError(
                expected: "one of " + names.prefix(20).joined(separator: ", ") + (names.count > 20 ? ", …" : ""))
        } else {
            expected = InputConversionError(expected: "one of the allowed values")
        }
        return ValueConverter<Value> { input, run in
            var probe = ConversionRun(options: run.options)
            guard let rawValue = raw.convert(input, &probe), let value = type.init(rawValue: rawValue) else {
                run.fail(expected)
                return nil
            }
            return value
        }
    }

    private static func rawValues<Cases: CaseIterable>(of _: Cases.Type) -> [Any] {
        Cases.allCases.prefix(21).map { ($0 as? any RawRepresentable)?.rawValue ?? $0 }
    }

    private static func decodable<Value: Decodable>(_ type: Value.Type) -> AnyObject {
        let expected = InputConversionError(expected: "a value of the expected form")
        return ValueConverter<Value> { input, run in
            let decoder = JSONDecoder()
            let read = run.options.dateParser
            decoder.dateDecodingStrategy = .custom { decoder in
                let text = try decoder.singleValueContainer().decode(String.self)
                guard let date = read(text) else {
                    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "date"))
                }
                return date
            }
            guard let value = try? decoder.decode(type, from: input.jsonData) else {
                run.fail(expected)
                return nil
            }
            return value
        }
    }
}
