import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Punycode")
struct PunycodeTests {
    /// RFC 3492 section 7.1 sample strings, written as scalars to avoid any normalization.
    /// Mixed-case annotations are kept for basic code points; encoded deltas are lowercase.
    static let rfcSamples: [(name: String, input: String, output: String)] = [
        (
            "A Arabic (Egyptian)",
            "\u{644}\u{64A}\u{647}\u{645}\u{627}\u{628}\u{62A}\u{643}\u{644}\u{645}\u{648}\u{634}\u{639}\u{631}\u{628}\u{64A}\u{61F}",
            "egbpdaj6bu4bxfgehfvwxn"
        ),
        (
            "B Chinese (simplified)",
            "\u{4ED6}\u{4EEC}\u{4E3A}\u{4EC0}\u{4E48}\u{4E0D}\u{8BF4}\u{4E2D}\u{6587}",
            "ihqwcrb4cv8a8dqg056pqjye"
        ),
        (
            "C Chinese (traditional)",
            "\u{4ED6}\u{5011}\u{7232}\u{4EC0}\u{9EBD}\u{4E0D}\u{8AAA}\u{4E2D}\u{6587}",
            "ihqwctvzc91f659drss3x8bo0yb"
        ),
        (
            "D Czech",
            "Pro\u{10D}prost\u{11B}nemluv\u{ED}\u{10D}esky",
            "Proprostnemluvesky-uyb24dma41a"
        ),
        (
            "E Hebrew",
            "\u{5DC}\u{5DE}\u{5D4}\u{5D4}\u{5DD}\u{5E4}\u{5E9}\u{5D5}\u{5D8}\u{5DC}\u{5D0}\u{5DE}\u{5D3}\u{5D1}\u{5E8}\u{5D9}\u{5DD}\u{5E2}\u{5D1}\u{5E8}\u{5D9}\u{5EA}",
            "4dbcagdahymbxekheh6e0a7fei0b"
        ),
        (
            "F Hindi (Devanagari)",
            "\u{92F}\u{939}\u{932}\u{94B}\u{917}\u{939}\u{93F}\u{928}\u{94D}\u{926}\u{940}\u{915}\u{94D}\u{92F}\u{94B}\u{902}\u{928}\u{939}\u{940}\u{902}\u{92C}\u{94B}\u{932}\u{938}\u{915}\u{924}\u{947}\u{939}\u{948}\u{902}",
            "i1baa7eci9glrd9b2ae1bj0hfcgg6iyaf8o0a1dig0cd"
        ),
        (
            "G Japanese (kanji and hiragana)",
            "\u{306A}\u{305C}\u{307F}\u{3093}\u{306A}\u{65E5}\u{672C}\u{8A9E}\u{3092}\u{8A71}\u{3057}\u{3066}\u{304F}\u{308C}\u{306A}\u{3044}\u{306E}\u{304B}",
            "n8jok5ay5dzabd5bym9f0cm5685rrjetr6pdxa"
        ),
        (
            "H Korean (Hangul syllables)",
            "\u{C138}\u{ACC4}\u{C758}\u{BAA8}\u{B4E0}\u{C0AC}\u{B78C}\u{B4E4}\u{C774}\u{D55C}\u{AD6D}\u{C5B4}\u{B97C}\u{C774}\u{D574}\u{D55C}\u{B2E4}\u{BA74}\u{C5BC}\u{B9C8}\u{B098}\u{C88B}\u{C744}\u{AE4C}",
            "989aomsvi5e83db1d2a355cv1e0vak1dwrv93d5xbh15a0dt30a5jpsd879ccm6fea98c"
        ),
        (
            "I Russian (Cyrillic)",
            "\u{43F}\u{43E}\u{447}\u{435}\u{43C}\u{443}\u{436}\u{435}\u{43E}\u{43D}\u{438}\u{43D}\u{435}\u{433}\u{43E}\u{432}\u{43E}\u{440}\u{44F}\u{442}\u{43F}\u{43E}\u{440}\u{443}\u{441}\u{441}\u{43A}\u{438}",
            "b1abfaaepdrnnbgefbadotcwatmq2g4l"
        ),
        (
            "J Spanish",
            "Porqu\u{E9}nopuedensimplementehablarenEspa\u{F1}ol",
            "PorqunopuedensimplementehablarenEspaol-fmd56a"
        ),
        (
            "K Vietnamese",
            "T\u{1EA1}isaoh\u{1ECD}kh\u{F4}ngth\u{1EC3}ch\u{1EC9}n\u{F3}iti\u{1EBF}ngVi\u{1EC7}t",
            "TisaohkhngthchnitingVit-kjcr8268qyxafd2f1b9g"
        ),
        (
            "L 3<nen>B<gumi><kinpachi><sensei>", "3\u{5E74}B\u{7D44}\u{91D1}\u{516B}\u{5148}\u{751F}",
            "3B-ww4c5e180e575a65lsy2b"
        ),
        (
            "M <amuro><namie>-with-SUPER-MONKEYS",
            "\u{5B89}\u{5BA4}\u{5948}\u{7F8E}\u{6075}-with-SUPER-MONKEYS",
            "-with-SUPER-MONKEYS-pc58ag80a8qai00g7n9n"
        ),
        (
            "N Hello-Another-Way-<sorezore><no><basho>",
            "Hello-Another-Way-\u{305D}\u{308C}\u{305E}\u{308C}\u{306E}\u{5834}\u{6240}",
            "Hello-Another-Way--fc4qua05auwb3674vfr0b"
        ),
        (
            "O <hitotsu><yane><no><shita>2", "\u{3072}\u{3068}\u{3064}\u{5C4B}\u{6839}\u{306E}\u{4E0B}2",
            "2-u9tlzr9756bt3uc0v"
        ),
        (
            "P Maji<de>Koi<suru>5<byou><mae>", "Maji\u{3067}Koi\u{3059}\u{308B}5\u{79D2}\u{524D}",
            "MajiKoi5-783gue6qz075azm5e"
        ),
        ("Q <pafii>de<runba>", "\u{30D1}\u{30D5}\u{30A3}\u{30FC}de\u{30EB}\u{30F3}\u{30D0}", "de-jg4avhby1noc0d"),
        ("R <sono><supiido><de>", "\u{305D}\u{306E}\u{30B9}\u{30D4}\u{30FC}\u{30C9}\u{3067}", "d9juau41awczczp"),
        ("S -> $1.00 <-", "-> $1.00 <-", "-> $1.00 <--"),
    ]

    @Test("RFC 3492 section 7.1 samples", arguments: rfcSamples)
    func rfcSample(sample: (name: String, input: String, output: String)) {
        #expect(Punycode.encode(sample.input) == sample.output, "\(sample.name)")
    }

    @Test(
        "Encodes single labels",
        arguments: [
            ("bücher", "bcher-kva"),
            ("münchen", "mnchen-3ya"),
            ("josé", "jos-dma"),
            ("ü", "tda"),
            ("😀", "e28h"),
            ("日本語", "wgv71a119e"),
            ("\u{645}\u{62B}\u{627}\u{644}", "mgbh0fb"),  // Arabic, right-to-left
            ("e\u{301}cole", "ecole-6ed"),  // combining acute accent
            ("cafe\u{301}", "cafe-yvc"),
            ("caf\u{E9}", "caf-dma"),  // precomposed: a different label than the combining form
            ("\u{200F}\u{5E2}\u{5D1}", "5db7a485m"),  // right-to-left mark and Hebrew
            ("abc", "abc-"),  // all basic: copied, then the delimiter
            ("", ""),
        ])
    func encodesLabel(input: String, output: String) {
        #expect(Punycode.encode(input) == output)
    }

    @Test("Returns nil when a delta overflows 32 bits")
    func overflow() {
        // (0x10FFFF - 0x80) × (4000 + 1) > 2³² − 1.
        #expect(Punycode.encode(String(repeating: "a", count: 4000) + "\u{10FFFF}") == nil)
        // (0x10FFFF - 0x80) × (3000 + 1) still fits.
        let fits = Punycode.encode(String(repeating: "a", count: 3000) + "\u{10FFFF}")
        #expect(fits?.hasSuffix("a-7p74104y") == true)
        #expect(Punycode.toASCII(domain: "example." + String(repeating: "a", count: 4000) + "\u{10FFFF}") == nil)
    }

    @Test(
        "Converts domains label by label",
        arguments: [
            ("bücher", "xn--bcher-kva"),
            ("münchen", "xn--mnchen-3ya"),
            ("bücher.de", "xn--bcher-kva.de"),
            ("BÜCHER.DE", "xn--bcher-kva.de"),
            ("Example.COM", "example.com"),
            ("example.com", "example.com"),
            ("www.münchen.de", "www.xn--mnchen-3ya.de"),
            ("日本語.jp", "xn--wgv71a119e.jp"),
            ("😀.com", "xn--e28h.com"),
            ("\u{645}\u{62B}\u{627}\u{644}.\u{625}\u{62E}\u{62A}\u{628}\u{627}\u{631}", "xn--mgbh0fb.xn--kgbechtv"),
            ("bücher\u{3002}de", "xn--bcher-kva.de"),  // ideographic full stop
            ("bücher\u{FF0E}de", "xn--bcher-kva.de"),  // full-width full stop
            ("bücher\u{FF61}de", "xn--bcher-kva.de"),  // half-width ideographic full stop
            ("xn--bcher-kva.de", "xn--bcher-kva.de"),
            ("a..b", "a..b"),
            (".", "."),
            ("", ""),
        ])
    func convertsDomain(domain: String, ascii: String) {
        #expect(Punycode.toASCII(domain: domain) == ascii)
    }

    @Test(
        "Refuses labels holding controls, bidi overrides, separators, private use",
        arguments: [
            "\u{202E}abc.com",  // right-to-left override
            "b\u{FC}\u{0}cher.de",  // NUL
            "b\u{FC} cher.de",  // space
            "b\u{FC}\u{3000}cher.de",  // ideographic space
            "\u{E000}.com",  // private use
            "\u{FEFF}b\u{FC}cher.de",  // byte order mark
            "b\u{FC}cher\u{2028}.de",  // line separator
        ])
    func refusesLabel(domain: String) {
        #expect(Punycode.toASCII(domain: domain) == nil)
    }

    @Test("Keeps the joiners ZWNJ and ZWJ")
    func keepsJoiners() {
        #expect(Punycode.toASCII(domain: "\u{1F468}\u{200D}\u{1F469}.com")?.hasPrefix("xn--") == true)
        #expect(Punycode.toASCII(domain: "\u{645}\u{200C}\u{627}.com")?.hasPrefix("xn--") == true)
    }

    @Test("Long labels convert without trouble")
    func longLabels() {
        let label = String(repeating: "ü", count: 1000)
        let ascii = Punycode.toASCII(domain: label + ".de")
        #expect(ascii?.hasPrefix("xn--") == true)
        #expect(ascii?.hasSuffix(".de") == true)
        #expect(
            Punycode.toASCII(domain: String(repeating: "a.", count: 100_000)) == String(repeating: "a.", count: 100_000)
        )
    }

    /// The encoder's cost is the label's length times its distinct non-ASCII scalars, counted, not
    /// timed: linear in the length for a given set of scalars (callers bound the length).
    @Test("Encoding costs the length times the distinct scalars", arguments: [1, 2, 8, 32])
    func encodingWork(distinct: Int) {
        let alphabet = (0x4E00..<0x4E00 + distinct).compactMap(Unicode.Scalar.init).map(String.init)
        let label = HostileShape("(CJK + a)×n, \(distinct) distinct") { n in
            (0..<n).map { alphabet[$0 % distinct] + "a" }.joined()
        }
        StepCount.expectLinear(label, sizes: [64, 256, 1_024, 4_096]) { value in
            var steps = 0
            #expect(Punycode.encode(value, steps: &steps) != nil)
            return steps
        }
        var steps = 0
        let n = 1_000
        _ = Punycode.encode(label.make(n), steps: &steps)
        #expect(steps <= 2 * (2 * n) * (distinct + 1))
        let domain = HostileShape("label.label") { label.make($0) + "." + label.make($0) }
        StepCount.expectLinear(domain, ", toASCII", sizes: [64, 256, 1_024]) { value in
            var steps = 0
            #expect(Punycode.toASCII(domain: value, steps: &steps) != nil)
            return steps
        }
    }
}
