import VerdictVocabulary

/// Checks that a string is an email address, following Yii 2's `EmailValidator`.
///
/// The address must have the form `local@domain`. The local part is one or more runs of
/// letters, digits, a backquote and any of `!#$%&'*+/=?^_{|}~-`, separated by single dots;
/// the domain is two or more labels of letters, digits and inner hyphens, separated by
/// single dots. The local part holds at most 64 bytes and the whole address at most 254.
/// The check is a linear scan: any input, however long or strange, returns quickly.
///
/// - `allowName` also accepts `Name <local@domain>`: anything without `@` before the last
///   `<`, the address inside the angle brackets, nothing after `>`.
/// - `enableIDN` converts the local part and the domain with Punycode first, so
///   `josé@bücher.de` passes (without it, non-ASCII addresses fail).
/// - `checkDNS` then asks a ``DomainResolver`` whether the domain receives mail; if not the
///   failure is ``ErrorCode/emailDomainNotFound``. The question is **asynchronous**, always: the
///   rule is then an asynchronous rule, whose lookup runs after the address passed its syntax,
///   and the rule set is validated with `await`. By default the system's resolver answers
///   (``SystemDomainResolver``, on a thread of its own, never one of the cooperative pool); pass
///   `resolver:` for your own lookup. `validate(_:)` checks the syntax alone; `await
///   check(_:)` asks the resolver too.
///
/// ```swift
/// Email().validate("alice@example.com")                        // nil
/// Email().validate("alice@localhost")?.code                    // .emailInvalid
/// Email(allowName: true).validate("Alice <alice@example.com>") // nil
/// Email(enableIDN: true).validate("josé@bücher.de")            // nil
/// ```
public struct Email: ValueRule, AsynchronousRule {
    /// Whether `Name <local@domain>` is accepted as well as a bare address.
    ///
    /// ```swift
    /// Email(allowName: true).allowName // true
    /// ```
    public let allowName: Bool

    /// Whether non-ASCII local parts and domains are converted with Punycode before checking.
    ///
    /// ```swift
    /// Email(enableIDN: true).enableIDN // true
    /// ```
    public let enableIDN: Bool

    /// Whether a well-formed address must also have a domain that ``resolver`` accepts.
    ///
    /// ```swift
    /// Email(checkDNS: true).checkDNS // true
    /// ```
    public let checkDNS: Bool

    /// Who decides whether the domain receives mail, when ``checkDNS`` is on: the system's
    /// resolver unless another was given.
    ///
    /// ```swift
    /// Email().resolver is SystemDomainResolver // true
    /// ```
    public let resolver: any DomainResolver

    /// Creates the rule. With `checkDNS`, the domain is looked up asynchronously by `resolver`
    /// (the system's resolver unless given: an MX query, a cache, a fake in tests).
    ///
    /// ```swift
    /// let rule = Email(allowName: true, enableIDN: true)
    /// rule.validate("José <josé@bücher.de>") // nil
    /// let checked = Email(checkDNS: true, resolver: SystemDomainResolver())
    /// ```
    public init(
        allowName: Bool = false, enableIDN: Bool = false, checkDNS: Bool = false,
        resolver: any DomainResolver = SystemDomainResolver()
    ) {
        self.allowName = allowName
        self.enableIDN = enableIDN
        self.checkDNS = checkDNS
        self.resolver = resolver
    }

    /// The domain lookup, with `checkDNS`: it runs after the syntax passed.
    package var asynchronousRule: AsyncRule? {
        guard checkDNS else { return nil }
        let allowName = allowName
        let enableIDN = enableIDN
        let resolver = resolver
        return AsyncRule(
            name: "Email(checkDNS)", timeout: .seconds(10), answerLifetime: .seconds(300), skipsEmptyValues: true,
            box: CheckInput.boxing(String.self)
        ) { value, _ in
            let address = value as! String
            guard let domain = EmailScanner.domain(of: address, allowName: allowName, enableIDN: enableIDN) else {
                return nil  // the synchronous part reports the syntax
            }
            // With IDN the resolver gets the domain as IDNA ToASCII gives it: lowercased (an
            // encoded domain already is).
            let text = domain.text(in: address)
            guard try await resolver.acceptsMail(forDomain: enableIDN ? text.lowercased() : text) else {
                return RuleFailure(
                    code: .emailDomainNotFound, template: Self.domainNotFoundTemplate, attemptedValue: .string(address))
            }
            return nil
        }
    }

    /// The syntax runs with the other synchronous rules.
    package var keepsSynchronousPart: Bool { true }

    /// Checks `value`'s syntax; it is never rewritten. With `checkDNS`, the lookup is not made
    /// here: a rule set awaits it, and so does `await Email(…).check(value)`.
    ///
    /// ```swift
    /// var email = "bob@@example.com"
    /// Email().apply(to: &email)?.code // .emailInvalid
    /// ```
    public func apply(to value: inout String) -> RuleFailure? {
        guard EmailScanner.domain(of: value, allowName: allowName, enableIDN: enableIDN) != nil else {
            return RuleFailure(
                code: .emailInvalid, template: Self.invalidTemplate, attemptedValue: .string(value))
        }
        return nil
    }

    private static let invalidTemplate: MessageTemplate = "{attribute} is not a valid email address."
    private static let domainNotFoundTemplate: MessageTemplate =
        "{attribute} has a domain that does not receive email."
}

/// The linear-time scanner behind ``Email``, equivalent to Yii 2's patterns
/// `^[atext]+(?:\.[atext]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$`
/// and, for names, `^[^@]*<…>$`.
enum EmailScanner {
    static let maxLocalLength = 64
    static let maxAddressLength = 254
    /// The most UTF-8 bytes an address of ``maxAddressLength`` characters can take (4 per scalar,
    /// before Punycode): a longer address is refused before any scan.
    static let maxAddressBytes = 4 * maxAddressLength

    /// The ASCII domain of a valid address.
    enum Domain {
        /// The domain as written, at these offsets in the value's UTF-8 bytes.
        case written(Range<Int>)
        /// The domain converted with Punycode.
        case converted(String)

        /// The domain's text; `value` is the value that was scanned.
        func text(in value: String) -> String {
            switch self {
            case .written(let offsets):
                // Unsafe: `offsets` are those of this value's domain, found by the scan of the same bytes.
                unsafe value.withUTF8Bytes {
                    unsafe String(decoding: UnsafeBufferPointer(rebasing: $0[offsets]), as: UTF8.self)
                }
            case .converted(let text): text
            }
        }
    }

    /// The address's domain when `value` is a valid address, otherwise `nil`.
    ///
    /// With `enableIDN`, the parts are converted with Punycode when the address is not ASCII.
    /// An ASCII address needs no conversion: Punycode would only lowercase it, and the checks
    /// ignore ASCII case.
    static func domain(of value: String, allowName: Bool, enableIDN: Bool) -> Domain? {
        var steps = 0
        return domain(of: value, allowName: allowName, enableIDN: enableIDN, steps: &steps)
    }

    /// ``domain(of:allowName:enableIDN:)``, adding to `steps` the bytes each of its passes may
    /// visit (the tests' work counter: it shows that the scan is linear in the value).
    static func domain(of value: String, allowName: Bool, enableIDN: Bool, steps: inout Int) -> Domain? {
        // Unsafe: the bytes are read only during the call that lends them, below their count.
        unsafe value.withUTF8Bytes { bytes in
            guard let (local, domain) = unsafe addressParts(of: bytes, allowName: allowName, steps: &steps) else {
                return nil
            }
            let address = unsafe bytes[local.lowerBound..<domain.upperBound]
            unsafe steps += address.count
            if enableIDN, unsafe address.contains(where: { $0 >= 0x80 }) {
                return unsafe convertedDomain(local: bytes[local], domain: bytes[domain], steps: &steps).map(
                    Domain.converted)
            }
            unsafe steps += address.count
            return unsafe isAddress(local: bytes[local], domain: bytes[domain]) ? .written(domain) : nil
        }
    }

    /// The byte offsets of the local part and the domain: around the last `@` of the value or,
    /// with `allowName`, of the address in `Name <address>`.
    private static func addressParts(
        of bytes: UnsafeBufferPointer<UInt8>, allowName: Bool, steps: inout Int
    ) -> (local: Range<Int>, domain: Range<Int>)? {
        // Unsafe: reads only `bytes`' own indices and slices (the window, `address`, `..<open`).
        var address = 0..<bytes.count
        if allowName, unsafe bytes.last == UInt8(ascii: ">") {
            // The "<" of an address that is not too long is among the last bytes: look no further.
            let window = max(0, bytes.count - 2 - maxAddressBytes)..<(bytes.count - 1)
            steps += window.count
            if let open = unsafe bytes[window].lastIndex(of: UInt8(ascii: "<")) {
                steps += open
                guard unsafe !bytes[..<open].contains(UInt8(ascii: "@")) else { return nil }
                address = (open + 1)..<(bytes.count - 1)
            }
        }
        // An address longer than the standards allow fails before it is scanned.
        guard address.count <= maxAddressBytes else { return nil }
        steps += address.count
        // The domain starts after the last "@": a local part holding "@" fails anyway.
        guard let at = unsafe bytes[address].lastIndex(of: UInt8(ascii: "@")) else { return nil }
        return (address.lowerBound..<at, (at + 1)..<address.upperBound)
    }

    /// With IDN, the domain converted with Punycode when the converted address is valid.
    private static func convertedDomain(
        local: Slice<UnsafeBufferPointer<UInt8>>, domain: Slice<UnsafeBufferPointer<UInt8>>, steps: inout Int
    ) -> String? {
        // Punycode never shortens a label below its scalar count, so longer inputs fail
        // anyway; rejecting them first keeps the encoder's work small.
        // Unsafe: reads only the two slices, during the call that lends their bytes.
        unsafe steps += local.count + domain.count
        let localScalars = unsafe scalarCount(local)
        guard localScalars <= maxLocalLength, unsafe localScalars + 1 + scalarCount(domain) <= maxAddressLength
        else { return nil }
        let localText = unsafe String(decoding: local, as: UTF8.self)
        let asciiLocal = Punycode.toASCII(domain: localText, steps: &steps) ?? localText
        guard let asciiDomain = unsafe Punycode.toASCII(domain: String(decoding: domain, as: UTF8.self), steps: &steps)
        else { return nil }
        steps += asciiLocal.utf8.count + asciiDomain.utf8.count
        guard isAddress(local: asciiLocal.utf8, domain: asciiDomain.utf8) else { return nil }
        return asciiDomain
    }

    /// The length limits, then the local part's and the domain's patterns.
    static func isAddress(local: some Collection<UInt8>, domain: some Collection<UInt8>) -> Bool {
        local.count <= maxLocalLength && local.count + 1 + domain.count <= maxAddressLength
            && isDotAtom(local) && isHostname(domain)
    }

    /// `[atext]+(?:\.[atext]+)*`: runs of atext separated by single dots.
    static func isDotAtom(_ bytes: some Collection<UInt8>) -> Bool {
        var previousWasDot = true  // a leading dot is as bad as a double one
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                if previousWasDot { return false }
                previousWasDot = true
            } else {
                guard isAtext(byte) else { return false }
                previousWasDot = false
            }
        }
        return !previousWasDot
    }

    /// `(?:label\.)+label` with `label = [a-z0-9](?:[a-z0-9-]*[a-z0-9])?`: two or more labels.
    static func isHostname(_ bytes: some Collection<UInt8>) -> Bool {
        var labels = 0
        var labelLength = 0
        var last: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                guard labelLength > 0, isAlphanumeric(last) else { return false }
                labels += 1
                labelLength = 0
            } else if isAlphanumeric(byte) || (byte == UInt8(ascii: "-") && labelLength > 0) {
                labelLength += 1
            } else {
                return false
            }
            last = byte
        }
        guard labelLength > 0, isAlphanumeric(last) else { return false }
        return labels + 1 >= 2
    }

    /// `[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]`.
    static func isAtext(_ byte: UInt8) -> Bool {
        if isAlphanumeric(byte) { return true }
        switch byte {
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"),
            UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"),
            UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "?"), UInt8(ascii: "^"),
            UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "|"),
            UInt8(ascii: "}"), UInt8(ascii: "~"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// `[a-zA-Z0-9]`.
    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return false
        }
    }

    /// The number of Unicode scalars in valid UTF-8: the bytes that are not continuations.
    static func scalarCount(_ bytes: some Collection<UInt8>) -> Int {
        bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}
