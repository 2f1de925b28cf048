/// The cardinal plural rules of CLDR (`plurals.xml`), one per family of languages that share
/// them, written from the rules' text. The comment of each case is the CLDR rule; `e` (the
/// compact exponent) is always 0 here, since messages show numbers in full.
enum PluralRule: Sendable {
    /// `one: i = 1 and v = 0` (English, German, Dutch, Swedish, Finnish).
    case oneIfExactlyOne
    /// `one: i = 1 and v = 0; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0` (Italian, and
    /// Portuguese in Portugal).
    case italian
    /// `one: n = 1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0` (Spanish).
    case spanish
    /// `one: i = 0,1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0` (French).
    case french
    /// `one: i = 0..1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0` (Portuguese).
    case portuguese
    /// `one: n = 1` (Norwegian Bokmål, Turkish).
    case oneIfNIsOne
    /// `one: n = 1 or t != 0 and i = 0,1` (Danish).
    case danish
    /// `one: i = 1 and v = 0; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14;
    /// many: v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14`
    /// (Polish).
    case polish
    /// `one: i = 1 and v = 0; few: i = 2..4 and v = 0; many: v != 0` (Czech).
    case czech
    /// `one: v = 0 and i % 10 = 1 and i % 100 != 11; few: v = 0 and i % 10 = 2..4 and
    /// i % 100 != 12..14; many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and
    /// i % 100 = 11..14` (Russian, Ukrainian).
    case eastSlavic
    /// `zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99` (Arabic).
    case arabic
    /// `one: i = 1 and v = 0 or i = 0 and v != 0; two: i = 2 and v = 0` (Hebrew).
    case hebrew
    /// `one: i = 0 or n = 1` (Hindi).
    case hindi
    /// `other` only (Japanese, Korean, Chinese, Indonesian).
    case otherOnly

    /// The category of a number with these operands.
    func category(_ o: PluralOperands) -> PluralCategory {
        switch self {
        case .oneIfExactlyOne:
            return o.i == 1 && o.v == 0 ? .one : .other
        case .italian:
            if o.i == 1 && o.v == 0 { return .one }
            return Self.isMillions(o) ? .many : .other
        case .spanish:
            if o.n == 1 { return .one }
            return Self.isMillions(o) ? .many : .other
        case .french:
            if o.i == 0 || o.i == 1 { return .one }
            return Self.isMillions(o) ? .many : .other
        case .portuguese:
            if o.i == 0 || o.i == 1 { return .one }
            return Self.isMillions(o) ? .many : .other
        case .oneIfNIsOne:
            return o.n == 1 ? .one : .other
        case .danish:
            return o.n == 1 || (o.t != 0 && (o.i == 0 || o.i == 1)) ? .one : .other
        case .polish:
            guard o.v == 0 else { return .other }
            let (ones, hundreds) = (o.i % 10, o.i % 100)
            if o.i == 1 { return .one }
            if (2...4).contains(ones) && !(12...14).contains(hundreds) { return .few }
            return .many
        case .czech:
            if o.v != 0 { return .many }
            if o.i == 1 { return .one }
            return (2...4).contains(o.i) ? .few : .other
        case .eastSlavic:
            guard o.v == 0 else { return .other }
            let (ones, hundreds) = (o.i % 10, o.i % 100)
            if ones == 1 && hundreds != 11 { return .one }
            if (2...4).contains(ones) && !(12...14).contains(hundreds) { return .few }
            return .many
        case .arabic:
            guard o.isWhole else { return .other }
            if o.i == 0 { return .zero }
            if o.i == 1 { return .one }
            if o.i == 2 { return .two }
            let hundreds = o.i % 100
            if (3...10).contains(hundreds) { return .few }
            if (11...99).contains(hundreds) { return .many }
            return .other
        case .hebrew:
            if (o.i == 1 && o.v == 0) || (o.i == 0 && o.v != 0) { return .one }
            return o.i == 2 && o.v == 0 ? .two : .other
        case .hindi:
            return o.i == 0 || o.n == 1 ? .one : .other
        case .otherOnly:
            return .other
        }
    }

    /// `e = 0 and i != 0 and i % 1000000 = 0 and v = 0`.
    private static func isMillions(_ o: PluralOperands) -> Bool {
        o.v == 0 && o.i != 0 && o.i % 1_000_000 == 0
    }
}
