"""Compiles every `pattern` of a JSON Schema as a validator does (Tests/Schema/agree.py).

usage: patterns.py SCHEMA.json ...

No ECMA-262 engine is among the pinned packages (Tests/OpenAPI/requirements.txt: jsonschema 4.26
depends on no `regress`, and jsonschema_rs accepts patterns that ECMA-262 refuses, such as `^*a`),
so each pattern is compiled with Python's `re` as jsonschema 4.26 itself compiles it, with no
translation: `re.compile` for the `regex` format of the meta-schema (`_format.is_regex`) and
`re.search` for the `pattern` keyword (`_keywords.pattern`). A pattern that does not compile is a
failure: the schema could not be used by that validator.
"""

import json
import pathlib
import re
import sys
from collections.abc import Iterator

# The keywords whose value is a schema, a list of schemas, or a map of them (draft 2020-12's
# applicators); `enum` and `const` hold values, whose keys are no keywords.
SCHEMA = ("items", "not", "additionalProperties", "contains", "if", "then", "else", "propertyNames")
SCHEMA_LISTS = ("anyOf", "allOf", "oneOf", "prefixItems")
SCHEMA_MAPS = ("properties", "patternProperties", "$defs", "dependentSchemas")


def patterns(schema: object, at: str = "#") -> Iterator[tuple[str, str]]:
    """Each pattern of `schema`, with the JSON Pointer of the schema that holds it."""
    if not isinstance(schema, dict):
        return
    if isinstance(schema.get("pattern"), str):
        yield at, schema["pattern"]
    for key in schema.get("patternProperties", {}):
        yield f"{at}/patternProperties", key
    for keyword in SCHEMA:
        if keyword in schema:
            yield from patterns(schema[keyword], f"{at}/{keyword}")
    for keyword in SCHEMA_LISTS:
        for index, item in enumerate(schema.get(keyword, [])):
            yield from patterns(item, f"{at}/{keyword}/{index}")
    for keyword in SCHEMA_MAPS:
        for key, item in schema.get(keyword, {}).items():
            pointer = key.replace("~", "~0").replace("/", "~1")
            yield from patterns(item, f"{at}/{keyword}/{pointer}")


def uncompiled(schema: object) -> tuple[int, list[str]]:
    """How many patterns `schema` holds, and one line for each that `re` does not compile."""
    count = 0
    failures = []
    for pointer, pattern in patterns(schema):
        count += 1
        try:
            re.compile(pattern)
        except re.error as error:
            failures.append(f"{pointer}: pattern {json.dumps(pattern)} does not compile: {error}")
    return count, failures


def main(paths: list[str]) -> int:
    failed = False
    for path in paths:
        count, failures = uncompiled(json.loads(pathlib.Path(path).read_text(encoding="utf-8")))
        for failure in failures:
            print(f"{path}: {failure}", file=sys.stderr)
        failed = failed or bool(failures)
        print(f"patterns: {path}: {count} patterns, {len(failures)} that do not compile")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
