#!/usr/bin/env python3
"""Compile-time benchmark: how long does `swiftc -typecheck` take on a large rule set?

Generates, for each size N (number of fields) and each shape, one Swift file declaring the rules
of a model with N fields, plus the hand-written baseline (the same checks as plain `if`
statements), type-checks each against the built Verdict module, and prints the user CPU seconds
of the compiler and the ratio to the hand-written file of the same size.

Shapes (every field gets the same checks; three fields in four are `String`, one `Int?`):

- flat       one `RuleSet { … }` with N `Attribute(\\.fK) { Trim(); Required(); Length(4...24) }`
- scenarios  the same attributes in `Scenario(.sJ) { … }` groups of 10, each name a constant
             (`extension ScenarioName { static let sJ = ScenarioName("sJ") }`)
- iffor      the same attributes in `if strict { … }` blocks of 5 and `for` loops of 5 (over
             key paths of a field group)
- nested     N/10 child models of 10 fields, each with its own `static let rules`, and the root
             declaring `Nested(\\.partJ, PartJ.rules)`
- each       N array fields, `Each(\\.fK) { Trim(); Required(); Length(4...24) }`
- parts      the flat attributes in `static let partJ = RuleSet<Model> { … }` properties of 10,
             which the root includes: `RuleSet<Model> { part0; part1; … }`
- hand       the baseline: a `validate(_:)` function with the same checks as `if` statements

Run from the repository root or from `Benchmarks/`:

    python3 Benchmarks/Scripts/typecheck_benchmark.py --sizes 50,200,500 --shapes flat,hand

The library is built in debug (`swift build --scratch-path …`, the same module as for tests and
for `Tests/CompileFailures/check.sh`); `--release` builds it in release. Type-checking time does
not depend on the library's optimization level, only on its interface.
"""

import argparse
import os
import resource
import subprocess
import sys
import tempfile

ALL_SHAPES = ["hand", "flat", "scenarios", "iffor", "nested", "each", "parts"]
GROUP = 10


def is_int(k):
    return k % 4 == 3


def model(name, count, start=0, array=False):
    lines = [f"struct {name}: Sendable {{"]
    for k in range(start, start + count):
        if array:
            lines.append(f"    var f{k}: [String] = []")
        elif is_int(k):
            lines.append(f"    var f{k}: Int? = nil")
        else:
            lines.append(f'    var f{k} = ""')
    return lines


def attribute(k, key_path=None):
    path = key_path or f"\\.f{k}"
    if is_int(k):
        return f"Attribute({path}) {{ Required(); Number(min: 0, max: 120) }}"
    return f"Attribute({path}) {{ Trim(); Required(); Length(4...24) }}"


def flat(n):
    lines = ["import Verdict", ""] + model("Model", n)
    lines.append("    static let rules = RuleSet<Model> {")
    lines += [f"        {attribute(k)}" for k in range(n)]
    lines += ["    }", "}"]
    return lines


def scenarios(n):
    lines = ["import Verdict", "", "extension ScenarioName {"]
    lines += [f'    static let s{j} = ScenarioName("s{j}")' for j in range((n + GROUP - 1) // GROUP)]
    lines += ["}", ""] + model("Model", n)
    lines.append("    static let rules = RuleSet<Model> {")
    for start in range(0, n, GROUP):
        lines.append(f"        Scenario(.s{start // GROUP}) {{")
        lines += [f"            {attribute(k)}" for k in range(start, min(n, start + GROUP))]
        lines.append("        }")
    lines += ["    }", "}"]
    return lines


def iffor(n):
    lines = ["import Verdict", "", "let strict = Bool.random()", ""] + model("Model", n)
    lines.append("    static let rules = RuleSet<Model> {")
    half = GROUP // 2
    for start in range(0, n, GROUP):
        group = range(start, min(n, start + GROUP))
        first, second = list(group)[:half], list(group)[half:]
        lines.append("        if strict {")
        lines += [f"            {attribute(k)}" for k in first]
        lines.append("        }")
        strings = [k for k in second if not is_int(k)]
        ints = [k for k in second if is_int(k)]
        if strings:
            paths = ", ".join(f"\\Model.f{k}" for k in strings)
            lines.append(f"        for field in [{paths}] {{")
            lines.append(f"            {attribute(strings[0], 'field')}")
            lines.append("        }")
        lines += [f"        {attribute(k)}" for k in ints]
    lines += ["    }", "}"]
    return lines


def nested(n):
    lines = ["import Verdict", ""]
    parts = list(range(0, n, GROUP))
    for start in parts:
        count = min(n, start + GROUP) - start
        lines += model(f"Part{start // GROUP}", count, start)
        lines.append(f"    static let rules = RuleSet<Part{start // GROUP}> {{")
        lines += [f"        {attribute(k)}" for k in range(start, start + count)]
        lines += ["    }", "}", ""]
    lines.append("struct Model: Sendable {")
    lines += [f"    var part{j // GROUP} = Part{j // GROUP}()" for j in parts]
    lines.append("    static let rules = RuleSet<Model> {")
    lines += [f"        Nested(\\.part{j // GROUP}, Part{j // GROUP}.rules)" for j in parts]
    lines += ["    }", "}"]
    return lines


def each(n):
    lines = ["import Verdict", ""] + model("Model", n, array=True)
    lines.append("    static let rules = RuleSet<Model> {")
    lines += [f"        Each(\\.f{k}) {{ Trim(); Required(); Length(4...24) }}" for k in range(n)]
    lines += ["    }", "}"]
    return lines


def hand(n):
    lines = ["import Foundation", ""] + model("Model", n)
    lines += [
        "    static func validate(_ model: inout Model) -> [String] {",
        "        var errors: [String] = []",
    ]
    for k in range(n):
        if is_int(k):
            lines += [
                f"        if let value = model.f{k} {{",
                f"            if value < 0 || value > 120 {{ errors.append(\"f{k}: number\") }}",
                f"        }} else {{ errors.append(\"f{k}: required\") }}",
            ]
        else:
            lines += [
                f"        model.f{k} = model.f{k}.trimmingCharacters(in: .whitespacesAndNewlines)",
                f"        if model.f{k}.isEmpty {{ errors.append(\"f{k}: required\") }}",
                f"        else if !(4...24).contains(model.f{k}.count) {{ errors.append(\"f{k}: length\") }}",
            ]
    lines += ["        return errors", "    }", "}"]
    return lines


def parts(n):
    lines = ["import Verdict", ""] + model("Model", n)
    starts = list(range(0, n, GROUP))
    for start in starts:
        lines.append(f"    static let part{start // GROUP} = RuleSet<Model> {{")
        lines += [f"        {attribute(k)}" for k in range(start, min(n, start + GROUP))]
        lines.append("    }")
    lines.append("    static let rules = RuleSet<Model> {")
    lines += [f"        part{start // GROUP}" for start in starts]
    lines += ["    }", "}"]
    return lines


GENERATORS = {"hand": hand, "flat": flat, "scenarios": scenarios, "iffor": iffor, "nested": nested, "each": each,
              "parts": parts}


def repo_root():
    here = os.path.dirname(os.path.abspath(__file__))
    return os.path.normpath(os.path.join(here, "..", ".."))


def build(root, scratch, release):
    config = ["-c", "release"] if release else []
    subprocess.run(["swift", "build", *config, "--scratch-path", scratch], cwd=root, check=True,
                   stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(["swift", "build", *config, "--scratch-path", scratch, "--show-bin-path"],
                              cwd=root, check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, "Modules")


def typecheck(path, modules, extra):
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime
    result = subprocess.run(["swiftc", "-typecheck", "-swift-version", "6", "-I", modules, *extra, path],
                            capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime
    if result.returncode != 0:
        sys.exit(f"{path} does not type-check:\n{result.stderr[:3000]}")
    return after - before


def main():
    global GROUP
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="50,200,500,1000", help="field counts, comma-separated")
    parser.add_argument("--shapes", default=",".join(ALL_SHAPES), help="shapes, comma-separated")
    parser.add_argument("--repeat", type=int, default=1, help="runs per file; the minimum is kept")
    parser.add_argument("--scratch-path", default=os.path.join(tempfile.gettempdir(), "verdict-typecheck-build"))
    parser.add_argument("--modules", help="a built Modules directory: skips the build")
    parser.add_argument("--release", action="store_true", help="build the library with -c release")
    parser.add_argument("--keep", help="write the generated files into this directory and keep them")
    parser.add_argument("--group", type=int, default=GROUP,
                        help="fields per scenario, if/for group, nested model or part (default 10)")
    parser.add_argument("--extra", default="", help="extra swiftc flags, space-separated")
    args = parser.parse_args()
    GROUP = args.group

    sizes = [int(s) for s in args.sizes.split(",")]
    shapes = [s for s in args.shapes.split(",")]
    for shape in shapes:
        if shape not in GENERATORS:
            sys.exit(f"unknown shape {shape}; known: {', '.join(ALL_SHAPES)}")
    if "hand" not in shapes:
        shapes.insert(0, "hand")
    modules = args.modules or build(repo_root(), args.scratch_path, args.release)
    directory = args.keep or tempfile.mkdtemp(prefix="verdict-typecheck-")
    os.makedirs(directory, exist_ok=True)
    extra = args.extra.split()

    print(f"swiftc -typecheck -swift-version 6 -I {modules}; user seconds, min of {args.repeat}")
    header = f"| {'shape':<10} |" + "".join(f" {n:>6} fields |" for n in sizes)
    print(header)
    print("|" + "---|" * (len(sizes) + 1))
    baseline = {}
    times = {}
    for shape in shapes:
        cells = []
        times[shape] = []
        for n in sizes:
            path = os.path.join(directory, f"{shape}_{n}.swift")
            with open(path, "w") as f:
                f.write("\n".join(GENERATORS[shape](n)) + "\n")
            seconds = min(typecheck(path, modules, extra) for _ in range(args.repeat))
            times[shape].append(seconds)
            if shape == "hand":
                baseline[n] = seconds
                cells.append(f"{seconds:6.2f} s      ")
            else:
                cells.append(f"{seconds:6.2f} s {seconds / max(baseline[n], 0.01):4.1f}x")
        print(f"| {shape:<10} |" + "".join(f" {c} |" for c in cells), flush=True)
    if len(sizes) > 1:
        growth = ", ".join(f"{shape} {t[-1] / max(t[-2], 0.01):.1f}x" for shape, t in times.items())
        print(f"growth from {sizes[-2]} to {sizes[-1]} fields (linear: {sizes[-1] / sizes[-2]:.1f}x): {growth}")
    if not args.keep:
        print(f"files in {directory}")


if __name__ == "__main__":
    main()
