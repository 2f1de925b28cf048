"""Checks an OpenAPI 3.1 document with a third-party validator (openapi-spec-validator).

usage: validate.py LOCATION
       validate.py --self-test

LOCATION is the served document (http://127.0.0.1:PORT/openapi.json) or a file. Fails when the
document is not OpenAPI 3.1; when openapi-spec-validator finds it invalid (it checks the document
against the OpenAPI 3.1 schema, the path parameters and the operation ids); when a Schema Object
in it is not a draft 2020-12 schema (jsonschema's meta-schema check: the validator takes any
object there); or when a `$ref` names no part of the document (the validator follows `$ref`s
lazily and lets a dangling one pass; a served document must also be self-contained, so that no
tool fetches anything else).
"""

import sys

from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError
from openapi_spec_validator import validate

import agree_routes
import document

METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")


def dangling_refs(spec) -> list:
    """The `$ref`s of `spec` that name nothing in it (a loop over a stack, not recursion)."""
    dangling, stack = [], [spec]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str):
                try:
                    agree_routes.pointer_get(spec, ref)
                except (ValueError, KeyError, IndexError, TypeError):
                    dangling.append(ref)
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return dangling


def schemas_of(spec) -> list:
    """(where, schema) for every Schema Object of `spec`: the components' and every `schema` of a
    media type or a parameter (a loop over a stack, not recursion)."""
    found = [(f"#/components/schemas/{name}", schema)
             for name, schema in ((spec.get("components") or {}).get("schemas") or {}).items()]
    stack = [("#/paths", spec.get("paths") or {}), ("#/components", spec.get("components") or {})]
    while stack:
        where, node = stack.pop()
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "schemas" and where == "#/components":
                    continue
                if key == "schema" and isinstance(value, (dict, bool)):
                    found.append((f"{where}/schema", value))
                else:
                    stack.append((f"{where}/{key}", value))
        elif isinstance(node, list):
            stack.extend((f"{where}/{index}", item) for index, item in enumerate(node))
    return found


def main(location: str) -> int:
    try:
        spec = document.load(location)
    except (OSError, ValueError) as error:
        print(f"validate.py: {error}", file=sys.stderr)
        return 1
    version = spec.get("openapi", "")
    if not isinstance(version, str) or not version.startswith("3.1."):
        print(f"validate.py: {location} is OpenAPI {version!r}, not 3.1", file=sys.stderr)
        return 1
    try:
        validate(spec)
    except Exception as error:  # the validator's own error, with its path into the document
        print(f"validate.py: openapi-spec-validator refuses {location}: {error}", file=sys.stderr)
        return 1
    # openapi-spec-validator checks a Schema Object only as "an object or a boolean" (the 3.1
    # dialect's own meta-schema is dynamic): each is checked here against draft 2020-12's.
    for where, schema in schemas_of(spec):
        try:
            Draft202012Validator.check_schema(schema)
        except SchemaError as error:
            print(f"validate.py: the schema at {where} is not a draft 2020-12 schema: {error.message}", file=sys.stderr)
            return 1
    dangling = dangling_refs(spec)
    if dangling:
        print(f"validate.py: $refs that name nothing in {location}: {', '.join(sorted(set(dangling)))}", file=sys.stderr)
        return 1
    paths = spec.get("paths") or {}
    operations = sum(1 for item in paths.values() for method in METHODS if method in item)
    print(f"openapi-spec-validator: {location}: valid OpenAPI {version}, {len(paths)} paths, {operations} operations")
    return 0


def self_test() -> int:
    """The checks must refuse a broken copy of agree_routes.py's self-test document, each broken in
    one way, and accept the document itself."""
    import copy
    import json
    import tempfile

    def broken(change):
        spec = copy.deepcopy(agree_routes.SELF_TEST_DOCUMENT)
        change(spec)
        return spec

    cases = {
        "the document itself": (agree_routes.SELF_TEST_DOCUMENT, 0),
        "OpenAPI 3.0": (broken(lambda spec: spec.update(openapi="3.0.3")), 1),
        "a path parameter not declared": (broken(lambda spec: spec["paths"]["/forms/{username}"]["post"].pop(
            "parameters")), 1),
        "a type that does not exist": (broken(lambda spec: spec["components"]["schemas"]["Form"].update(
            type="strin")), 1),
        "a dangling $ref": (broken(lambda spec: spec["paths"]["/forms/{username}"]["post"]["requestBody"][
            "content"]["application/json"]["schema"].update({"$ref": "#/components/schemas/Nope"})), 1),
    }
    failed = []
    with tempfile.TemporaryDirectory() as folder:
        for name, (spec, expected) in cases.items():
            path = f"{folder}/openapi.json"
            with open(path, "w", encoding="utf-8") as file:
                json.dump(spec, file)
            stderr, sys.stderr = sys.stderr, open("/dev/null", "w")
            stdout, sys.stdout = sys.stdout, sys.stderr
            try:
                code = main(path)
            finally:
                sys.stderr.close()
                sys.stderr, sys.stdout = stderr, stdout
            verdict = "ok" if code == expected else "WRONG"
            print(f"validate.py self-test: {name}: exit {code}, expected {expected}: {verdict}")
            if code != expected:
                failed.append(name)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(self_test() if sys.argv[1:] == ["--self-test"] else main(sys.argv[1]))
