#!/usr/bin/env python3
"""Reduces the symbol graphs of one module (`swift symbolgraph-extract`'s JSON files: MODULE.symbols.json
and MODULE@OTHER.symbols.json for its extensions of other modules' types) to the listing of its
public API kept in API/MODULE.txt: one declaration per line, sorted, with no identifier, path or
line number, so that the file changes exactly when a public declaration changes.

    api-listing.py MODULE SYMBOL_GRAPH_DIR > API/MODULE.txt

A line is the declaration as the compiler prints it, prefixed by the type it is declared in and the
constraints of the extension that declares it:

    struct RuleSet<Model>
    RuleSet: func validate(_ model: inout Model) throws(ValidationFailure) -> ValidationReport
    InputConvertible where Self: FixedWidthInteger: init(input: InputValue) throws(InputConversionError)

After the type, a protocol's requirement is marked `(requirement)` (the members of its extensions
are not), a declaration behind an SPI `@_spi`, and one with availability `@available(…)`, including
`@available(*, noasync)`, which the symbol graph leaves out and the source shows. Each
conformance is a line of its own (`RuleSet: conforms to Swift.Sendable`; `Copyable` and
`Escapable`, which every type has, are left out).
"""

import glob
import json
import os
import re
import sys
import urllib.parse

IMPLICIT_PROTOCOLS = {"Swift.Copyable", "Swift.Escapable", "Copyable", "Escapable"}


def spelled(fragments):
    return " ".join("".join(fragment["spelling"] for fragment in fragments).split())


def constraint_text(constraints):
    parts = []
    for constraint in constraints:
        if constraint["kind"] == "conformance" and constraint["rhs"] in IMPLICIT_PROTOCOLS:
            continue
        relation = {"conformance": ": ", "superclass": ": ", "sameType": " == "}.get(
            constraint["kind"], " " + constraint["kind"] + " ")
        parts.append(constraint["lhs"] + relation + constraint["rhs"])
    return ", ".join(sorted(parts))


def availability_text(entries):
    parts = []
    for entry in entries:
        domain = entry.get("domain", "*")
        if entry.get("isUnconditionallyUnavailable"):
            parts.append(domain + " unavailable")
            continue
        words = [domain]
        for key in ("introduced", "deprecated", "obsoleted"):
            if key in entry:
                version = entry[key]
                number = ".".join(str(version.get(part, 0)) for part in ("major", "minor", "patch"))
                words.append(key + " " + number)
        if entry.get("isUnconditionallyDeprecated"):
            words.append("deprecated")
        if "renamed" in entry:
            words.append("renamed " + entry["renamed"])
        parts.append(" ".join(words))
    return "@available(" + ", ".join(sorted(parts)) + ")" if parts else ""


def source_attributes(symbol, cache={}):
    """The `@available(*, noasync)` written above a declaration: the symbol graph does not carry
    `noasync`, so the listing reads the attribute lines between the declaration's doc comment and
    its first line, at the location the graph gives."""
    location = symbol.get("location")
    if not location or not location["uri"].startswith("file://"):
        return ""
    path = urllib.parse.unquote(location["uri"][len("file://"):])
    if path not in cache:
        try:
            with open(path, encoding="utf-8") as file:
                cache[path] = file.read().split("\n")
        except OSError:
            cache[path] = []
    lines = cache[path]
    index = location["position"]["line"]
    if index >= len(lines):
        return ""
    attributes = [lines[index]]
    index -= 1
    while index >= 0:
        line = lines[index].strip()
        if not line or line.startswith("//") or line.endswith("}") or line.endswith("{"):
            break
        attributes.append(line)
        index -= 1
    text = " ".join(reversed(attributes))
    return "@available(*, noasync)" if re.search(r"@available\(\s*\*\s*,\s*noasync", text) else ""


def main():
    module, directory = sys.argv[1], sys.argv[2]
    paths = [os.path.join(directory, module + ".symbols.json")]
    paths += sorted(glob.glob(os.path.join(directory, glob.escape(module) + "@*.symbols.json")))
    symbols = {}
    relationships = []
    for path in paths:
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            symbols[symbol["identifier"]["precise"]] = symbol
        relationships += graph["relationships"]

    def name(identifier, fallback=None):
        symbol = symbols.get(identifier)
        if symbol is not None:
            return ".".join(symbol["pathComponents"])
        return fallback or identifier

    # (the declaration's path, 0 for a declaration or 1 for a conformance, the line): sorted, a type's
    # declaration comes first, then its conformances, then its members.
    lines = []
    requirements = {r["source"]: r["kind"] for r in relationships if r["kind"].endswith("equirementOf")}
    for symbol in symbols.values():
        if symbol["kind"]["identifier"] == "swift.extension":
            continue
        prefix = []
        requirement = requirements.get(symbol["identifier"]["precise"])
        if requirement:
            prefix.append("(requirement)" if requirement == "requirementOf" else "(optional requirement)")
        if symbol.get("spi"):
            prefix.append("@_spi")
        if symbol.get("accessLevel", "public") not in ("public",):
            prefix.append(symbol["accessLevel"])
        availability = availability_text(symbol.get("availability", []))
        if availability:
            prefix.append(availability)
        noasync = source_attributes(symbol)
        if noasync:
            prefix.append(noasync)
        context = ".".join(symbol["pathComponents"][:-1])
        constraints = constraint_text(symbol.get("swiftExtension", {}).get("constraints", []))
        if constraints:
            context += " where " + constraints
        declaration = " ".join(prefix + [spelled(symbol["declarationFragments"])])
        lines.append((".".join(symbol["pathComponents"]), 0, context + ": " + declaration if context else declaration))

    conformances = set()
    for relationship in relationships:
        if relationship["kind"] not in ("conformsTo", "inheritsFrom"):
            continue
        target = name(relationship["target"], relationship.get("targetFallback"))
        if target in IMPLICIT_PROTOCOLS:
            continue
        source = symbols.get(relationship["source"])
        if source is None:
            continue
        path = ".".join(source["pathComponents"])
        constraints = source.get("swiftExtension", {}).get("constraints", [])
        constraints = constraint_text(constraints + relationship.get("swiftConstraints", []))
        verb = "conforms to" if relationship["kind"] == "conformsTo" else "inherits from"
        conformances.add((path, verb, target, constraints))
    for path, verb, target, constraints in conformances:
        # `Sendable` refines `SendableMetatype`: the compiler lists both for each `Sendable` type.
        if target == "Swift.SendableMetatype" and (path, verb, "Swift.Sendable", constraints) in conformances:
            continue
        line = path + ": " + verb + " " + target
        lines.append((path, 1, line + " where " + constraints if constraints else line))

    sys.stdout.write("".join(line + "\n" for _, _, line in sorted(set(lines))))


if __name__ == "__main__":
    main()
