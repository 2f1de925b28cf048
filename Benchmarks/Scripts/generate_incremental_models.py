#!/usr/bin/env python3
"""Generates Sources/VerdictBenchmarks/IncrementalModels.swift: the models of the "incremental"
benchmark suite.

Two models of the same shape, built from groups of ten attributes with ten rules each (a check
counts as a rule of the attribute it reports on):

    IncrementalModel10    1 group:   10 attributes,   100 rules
    IncrementalModel100  10 groups: 100 attributes, 1,000 rules

Every group has the same ten attributes (suffixed with the group's two-digit number): text, codes,
numbers, an optional number, a numeric string, a choice, a slug. Three of them depend on another
attribute of their group (`codeRepeat` on `code`, `limit` on `quantity`, `slug` on `title`,
through `Compare(.equal, to:)`, `Compare(.greaterOrEqual, to:)` and `Constraint(reads:)`), so the rule
graph's dependency index matters. The benchmark edits `reference` of the last group but two
(`reference00` in the small model, `reference07` in the large one, at attribute position 75,
past the first 64): no other rule reads it. Each model also gets `editedRules`, a rule set with
that attribute's own `Field` alone: the baseline of the incremental case.

The default values pass every rule.

Usage (from Benchmarks/):
    python3 Scripts/generate_incremental_models.py           # rewrites the Swift file
    python3 Scripts/generate_incremental_models.py --check   # exits 1 if it is out of date
"""

from pathlib import Path

from generated_file import write_or_check

OUTPUT = Path(__file__).resolve().parent.parent / "Sources" / "VerdictBenchmarks" / "IncrementalModels.swift"

ALNUM = "Characters.only { $0.isASCII && ($0.isLetter || $0.isNumber) }"


def attributes(g):
    """The ten attributes of group `g`: (name, Swift type, default value, field rules, checks)."""
    s = f"{g:02d}"
    return [
        (
            f"title{s}", "String", '"Quarterly report 7"',
            [
                "Trim()",
                "Required<String>()",
                "Length(3...40)",
                "Characters.containsLetter",
                "Characters.containsUppercase",
                "Characters.containsLowercase",
                'Characters.only { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }',
                'In<String>(["Untitled", "TODO"], not: true)',
                'Custom<String> { !$0.hasPrefix("-") }',
                'Custom<String> { !$0.contains("  ") }',
            ],
            [],
        ),
        (
            f"code{s}", "String", '"QX7Y2Z9"',
            [
                "Trim()",
                "Required<String>()",
                "Length(6...12)",
                "Characters.containsDigit",
                "Characters.containsLetter",
                "Characters.containsUppercase",
                ALNUM,
                'In<String>(["ABC123", "PASSWORD1"], not: true)',
                "Custom<String> { $0.first?.isLetter ?? false }",
                'Custom<String> { !$0.hasSuffix("0") }',
            ],
            [],
        ),
        (
            f"codeRepeat{s}", "String", '"QX7Y2Z9"',
            [
                "Trim()",
                "Required<String>()",
                "Length(6...12)",
                "Characters.containsDigit",
                "Characters.containsLetter",
                "Characters.containsUppercase",
                ALNUM,
                "Custom<String> { $0.first?.isLetter ?? false }",
                f"Compare(.equal, to: \\.code{s})",
            ],
            [
                (
                    f"[\\.code{s}, \\.codeRepeat{s}]",
                    '"code.caseMismatch"',
                    f"$0.code{s}.lowercased() == $0.codeRepeat{s}.lowercased()",
                ),
            ],
        ),
        (
            f"quantity{s}", "Int", "12",
            [
                "Custom<Int> { $0 != 777 }",
                "Number<Int>(min: 1, max: 1_000)",
                "Number<Int>(max: 5_000)",
                "Compare(.greaterOrEqual, 1)",
                "Compare(.lessOrEqual, 1_000)",
                "Compare(.notEqual, 13)",
                "In<Int>([13, 666], not: true)",
                "Custom<Int> { $0 != 999 }",
                "Custom<Int> { $0 > 0 }",
                "Custom<Int> { $0 % 100 != 99 }",
            ],
            [],
        ),
        (
            f"limit{s}", "Int?", "500",
            [
                "Required<Int>()",
                "Number<Int>(min: 1, max: 10_000)",
                f"Compare(.greaterOrEqual, to: \\.quantity{s})",
                "Compare(.lessOrEqual, 10_000)",
                "Compare(.notEqual, 666)",
                "In<Int>([0, 666], not: true)",
                "Custom<Int> { $0 > 0 }",
                "Custom<Int> { $0 != 9_999 }",
                "Custom<Int> { $0 % 1_000 != 999 }",
            ],
            [
                (
                    f"[\\.quantity{s}, \\.limit{s}]",
                    '"limit.tooHigh"',
                    f"($0.limit{s} ?? 0) <= $0.quantity{s} * 100",
                ),
            ],
        ),
        (
            f"reference{s}", "String", '"REF-2024-0042"',
            [
                "Trim()",
                "Required<String>()",
                "Length(8...16)",
                "Characters.containsDigit",
                "Characters.containsLetter",
                "Characters.containsUppercase",
                'Characters.only { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }',
                'In<String>(["REF-0000", "REF-TEST"], not: true)',
                'Custom<String> { $0.hasPrefix("REF-") }',
                "Custom<String> { $0.last?.isNumber ?? false }",
            ],
            [],
        ),
        (
            f"postcode{s}", "String", '"75011"',
            [
                "Trim()",
                "Required<String>()",
                "Length(4...10)",
                "Number<String>(min: 1_000, max: 99_999, integerOnly: true)",
                "Characters.containsDigit",
                "Characters.only { $0.isASCII && $0.isNumber }",
                'In<String>(["00000"], not: true)',
                'Custom<String> { !$0.hasPrefix("0") }',
                'Compare(.notEqual, "99999")',
                "Length(max: 5)",
            ],
            [],
        ),
        (
            f"category{s}", "String", '"garden"',
            [
                "Trim()",
                "Required<String>()",
                'In<String>(["books", "music", "games", "tools", "garden", "kitchen"])',
                "Length(4...16)",
                "Characters.containsLetter",
                "Characters.containsLowercase",
                "Characters.only { $0.isLowercase }",
                'Compare(.notEqual, "none")',
                "Custom<String> { $0.count > 3 }",
                'Custom<String> { !$0.contains(" ") }',
            ],
            [],
        ),
        (
            f"percent{s}", "Int", "25",
            [
                "Custom<Int> { $0 != 77 }",
                "Number<Int>(min: 0, max: 100)",
                "Number<Int>(min: 0)",
                "Number<Int>(max: 100)",
                "Compare(.greaterOrEqual, 0)",
                "Compare(.lessOrEqual, 100)",
                "In<Int>([13, 99], not: true)",
                "Custom<Int> { $0 % 5 == 0 }",
                "Custom<Int> { $0 != 95 }",
                "Custom<Int> { $0 >= 0 }",
            ],
            [],
        ),
        (
            f"slug{s}", "String", '"quarterly-report-7"',
            [
                "Trim()",
                "Required<String>()",
                "Length(3...48)",
                "Characters.containsLetter",
                "Characters.containsLowercase",
                'Characters.only { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }',
                'In<String>(["admin", "new"], not: true)',
                'Custom<String> { !$0.hasPrefix("-") }',
                'Custom<String> { !$0.contains("--") }',
            ],
            [
                (
                    f"[\\.title{s}, \\.slug{s}]",
                    '"slug.mismatch"',
                    f"$0.slug{s}.first == $0.title{s}.lowercased().first",
                ),
            ],
        ),
    ]


GROUP_KINDS = [
    "title", "code", "codeRepeat", "quantity", "limit", "reference", "postcode", "category", "percent", "slug",
]


def call(name, arguments, indent, end, width=120):
    """`name(arguments)` and `end` on one line if it fits, else the arguments on lines of their own."""
    pad = " " * indent
    one = f"{pad}{name}({', '.join(arguments)}){end}"
    if len(one) <= width:
        return [one]
    lines, line = [f"{pad}{name}("], pad + "    "
    for index, argument in enumerate(arguments):
        piece = argument + ("," if index < len(arguments) - 1 else ")" + end)
        if len(line) + len(piece) > width and line.strip():
            lines.append(line.rstrip())
            line = pad + "    "
        line += piece + " "
    lines.append(line.rstrip())
    return lines


def field(name, swift_type, rules, indent):
    pad = " " * indent
    lines = [f"{pad}Attribute(\\.{name}) {{"]
    lines += [f"{pad}    {rule}" for rule in rules]
    lines.append(f"{pad}}}")
    return lines


def model(type_name, groups, edited_group):
    attrs = [a for g in range(groups) for a in attributes(g)]
    rule_count = sum(len(rules) + len(checks) for _, _, _, rules, checks in attrs)
    edited = f"reference{edited_group:02d}"
    edited_rules = next(rules for name, _, _, rules, _ in attrs if name == edited)
    position = [name for name, *_ in attrs].index(edited)
    out = [
        f"/// {len(attrs)} attributes, {rule_count} rules: {groups} group{'s' if groups > 1 else ''} of the ten attributes",
        "/// of `Scripts/generate_incremental_models.py`. The defaults pass every rule.",
        f"struct {type_name}: IncrementalBenchmarkModel, Equatable {{",
    ]
    for name, swift_type, default, _, _ in attrs:
        out.append(f"    var {name}: {swift_type} = {default}")
    out += [
        "",
        f"    static let attributeCount = {len(attrs)}",
        f"    static let ruleCount = {rule_count}",
        f"    static let editedName = \"{edited}\"",
        f"    static let editedPosition = {position}",
        f"    static var edited: WritableKeyPath<{type_name}, String> {{ \\.{edited} }}",
        "",
        "    /// The key paths of each group, for the correctness check's edits.",
        f"    static var groups: [IncrementalGroup<{type_name}>] {{",
        "        [",
    ]
    for g in range(groups):
        arguments = [f"{kind}: \\.{kind}{g:02d}" for kind in GROUP_KINDS]
        # swift-format wants a trailing comma in a list of several lines, none after a lone element.
        out += call("IncrementalGroup", arguments, 12, "," if groups > 1 else "")
    out += [
        "        ]",
        "    }",
        "",
        f"    static let rules = RuleSet<{type_name}> {{",
    ]
    for name, swift_type, _, rules, checks in attrs:
        out += field(name, swift_type, rules, 8)
        for reads, code, body in checks:
            out.append(f"        Constraint(\\.{name}, reads: {reads}, code: {code}) {{")
            out.append(f"            {body}")
            out.append("        }")
    out += [
        "    }",
        "",
        f"    /// The rules of `{edited}` alone, as declared in ``rules``.",
        f"    static let editedRules = RuleSet<{type_name}> {{",
    ]
    out += field(edited, "String", edited_rules, 8)
    out += ["    }", "}"]
    return out


def generate():
    lines = [
        "// GENERATED FILE, DO NOT EDIT. Generated by Benchmarks/Scripts/generate_incremental_models.py;",
        "// to change the models, edit the script and run `python3 Scripts/generate_incremental_models.py`",
        "// from Benchmarks/ (`--check` tells whether this file is up to date).",
        "",
        "import Verdict",
        "",
    ]
    lines += model("IncrementalModel10", 1, 0)
    lines.append("")
    lines += model("IncrementalModel100", 10, 7)
    return "\n".join(lines) + "\n"


def main():
    write_or_check(OUTPUT, generate(), "Scripts/generate_incremental_models.py", __doc__)


if __name__ == "__main__":
    main()
