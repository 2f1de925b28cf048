"""Checks, over HTTP, that a running server and Python's jsonschema agree on the request bodies of
its routes, with the schemas its own OpenAPI document states.

usage: agree_routes.py BASE_URL [--document LOCATION] [--bodies N] [--seed N]
       agree_routes.py --self-test

For every operation of the document (BASE_URL/openapi.json, or LOCATION) that takes a JSON body and
documents a 422 (the routes Verdict validates), N seeded bodies (200 by default): bodies built from
the schema and the operation's examples, and mutations of them (wrong types, numbers out of range or
written oddly, required keys left out, keys added, long and odd strings, nested nonsense, text that
is not JSON). Each is judged by jsonschema (draft 2020-12, `$ref`s resolved in the document, formats
not asserted) and sent to the route. Fails when:

- the schema refuses a body the server accepts, or the schema leaves no rule out (no
  `x-verdict-unchecked` anywhere in it) and accepts a body the server refuses (agreement.py);
- the server answers anything but 2xx (accepted) or a 400/422 `application/problem+json` whose
  `status` is the answer's (refused), or a status the operation does not document, or a body
  whose content type or JSON its documented response does not have.

Path parameters take the operation's `example` when it has one, otherwise a value from
PATH_VALUES (a profile the example server starts with). A route's results do not depend on the
order of requests: the sign-up routes store nothing, and a profile update stores only a body the
server accepted, so the stored profile stays valid and the next verdict depends on the body alone.
Prints a table per route.
"""

import argparse
import http.client
import json
import math
import pathlib
import random
import re
import sys
import threading
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import referencing
import referencing.jsonschema
from jsonschema import Draft202012Validator

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "Schema"))
import document  # noqa: E402  (this folder)
from agreement import KINDS, Tally, omissions_in  # noqa: E402

METHODS = ("get", "put", "post", "delete", "patch")
# Values of path parameters, when the operation gives no example: the example server's seeded
# profile (ProfileStore.demo), so that an update reaches the store rather than its 404.
PATH_VALUES = {"username": "alice"}
DOCUMENT_URI = "urn:verdict:openapi"
# Bodies stay well under the example server's limit (SignUpRoutes.maximumBytes, 16 KiB), whose 413
# no schema states.
MAXIMUM_BODY_BYTES = 8 * 1024
ODD_STRINGS = [
    "", " ", "   ", "\t\n", " padded ", "é", "e\u0301", "👍🏽", "🇩🇪", "\u2028", "\u0000", "a\u0000b", "\u202ehello",
    "ＡＢＣ", "\ud800", "\ud83d\ude00", "null", "true", "0", "-1", "1e400", "NaN", "<script>", "' OR 1=1 --", "%00", "../../etc",
    "x" * 24, "x" * 25, "a" * 2, "abcd", "\ufeffbom", "Ω≈ç√", "ß", "ǅ",
]
ODD_NUMBER_TEXTS = ["-0", "30.0", "3e1", "1e400", "-1e400", "18.5", "1e-400", "99999999999999999999999", "0.0", "120.0000001"]
NOT_JSON = ["", "{", "NaN", "Infinity", "{\"a\":NaN}", "[1,]", "{'a':1}", "\ufeff{}", "{}{}", "nul", "\"\\ud800\"",
            "{\"\\udc00\":1}"]


SURROGATE = re.compile("[\ud800-\udfff]")


class NotJSON(ValueError):
    pass


def strict_json(text: str):
    """`text` parsed as JSON as RFC 8259 has it: no NaN or Infinity; a name repeated in one object
    makes the body ambiguous, and a lone surrogate (`"\\ud800"`) is no Unicode text (RFC 7493 §2.1,
    I-JSON): such a body is no instance either, as Verdict refuses both (400). A byte order mark
    first is ignored, as RFC 8259 §8.1 lets a parser do (and Verdict does)."""

    def constant(name):
        raise NotJSON(f"not JSON: {name}")

    def pairs(items):
        keys = [key for key, _ in items]
        if len(set(keys)) != len(keys):
            raise NotJSON("a name repeated in one object")
        return dict(items)

    text = text[1:] if text.startswith("\ufeff") else text
    try:
        value = json.loads(text, parse_constant=constant, object_pairs_hook=pairs)
    except (ValueError, RecursionError) as error:
        raise NotJSON(str(error)) from error
    stack = [value]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            stack.extend(node.keys())
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
        elif isinstance(node, str) and SURROGATE.search(node):
            raise NotJSON("a lone surrogate")
    return value


def pointer_get(root, ref: str):
    """The node a local `$ref` (`#/a/b`) names."""
    if not ref.startswith("#"):
        raise ValueError(f"only local $refs are followed, not {ref}")
    node = root
    for part in filter(None, ref[1:].split("/")):
        part = urllib.parse.unquote(part).replace("~1", "/").replace("~0", "~")
        node = node[int(part)] if isinstance(node, list) else node[part]
    return node


def deref(root, node, limit: int = 64):
    """`node`, with its `$ref` followed (a bounded number of times)."""
    for _ in range(limit):
        if not (isinstance(node, dict) and "$ref" in node):
            return node
        node = pointer_get(root, node["$ref"])
    raise ValueError("a $ref chain longer than 64")


def omissions_through_refs(root, schema) -> list:
    """The omissions of `schema` and of every schema its `$ref`s reach (each followed once)."""
    found, stack, seen = [], [schema], set()
    while stack:
        node = stack.pop()
        found.extend(omissions_in(node))
        nodes = [node]
        while nodes:
            item = nodes.pop()
            if isinstance(item, dict):
                ref = item.get("$ref")
                if isinstance(ref, str) and ref not in seen:
                    seen.add(ref)
                    stack.append(pointer_get(root, ref))
                nodes.extend(item.values())
            elif isinstance(item, list):
                nodes.extend(item)
    return found


class Operation:
    """One route under test: its method, its path with parameters filled in, its schema."""

    def __init__(self, spec, path: str, method: str, item: dict, operation: dict):
        self.name = f"{method.upper()} {path}"
        self.method = method.upper()
        self.spec = spec
        parameters = [deref(spec, p) for p in item.get("parameters", []) + operation.get("parameters", [])]
        target = path
        for parameter in parameters:
            if parameter.get("in") != "path":
                continue
            name = parameter["name"]
            value = parameter.get("example", PATH_VALUES.get(name))
            if value is None:
                raise ValueError(f"{self.name}: no value for the path parameter {name}")
            target = target.replace("{" + name + "}", urllib.parse.quote(str(value), safe=""))
        self.target = target
        body = deref(spec, operation["requestBody"])
        media = body["content"]["application/json"]
        self.schema = media.get("schema", {})
        pointer = "/".join(
            urllib.parse.quote(part.replace("~", "~0").replace("/", "~1"), safe="~")
            for part in ("paths", path, method, "requestBody", "content", "application/json", "schema"))
        if "$ref" in operation["requestBody"]:
            pointer = operation["requestBody"]["$ref"][2:] + "/content/application~1json/schema"
        resource = referencing.jsonschema.DRAFT202012.create_resource(spec)
        registry = referencing.Registry().with_resource(DOCUMENT_URI, resource)
        self.registry = registry
        self.validator = Draft202012Validator({"$ref": f"{DOCUMENT_URI}#/{pointer}"}, registry=registry)
        self.omissions = omissions_through_refs(spec, self.schema)
        self.examples = [media["example"]] if "example" in media else []
        for example in (media.get("examples") or {}).values():
            example = deref(spec, example)
            if "value" in example:
                self.examples.append(example["value"])
        self.responses = operation.get("responses") or {}
        self.statuses = set(self.responses.keys())
        self.response_pointer = "/".join(
            urllib.parse.quote(part.replace("~", "~0").replace("/", "~1"), safe="~")
            for part in ("paths", path, method, "responses"))

    def documents(self, status: int) -> bool:
        return str(status) in self.statuses or f"{str(status)[0]}XX" in self.statuses or "default" in self.statuses

    def answer_problem(self, status: int, content_type: str, answer: bytes):
        """What is wrong with an answer against its documented response: a content type it does
        not list, or JSON its schema refuses; None when nothing is."""
        key = next(k for k in (str(status), f"{str(status)[0]}XX", "default") if k in self.responses)
        response = deref(self.spec, self.responses[key])
        content = response.get("content") or {}
        media = content_type.split(";")[0].strip().lower()
        if not content:
            return None if not answer else f"answered {status} with a body the document does not describe"
        if media not in content:
            return f"answered {status} as {content_type!r}, which the document does not list ({', '.join(content)})"
        if "schema" not in content[media] or not media.endswith("json"):
            return None
        try:
            instance = strict_json(answer.decode("utf-8"))
        except (NotJSON, UnicodeDecodeError):
            return f"answered {status} with a body that is not JSON"
        ref = f"{self.response_pointer}/{urllib.parse.quote(key)}"
        if "$ref" in self.responses[key]:
            ref = self.responses[key]["$ref"][2:]
        ref += "/content/" + urllib.parse.quote(media.replace("~", "~0").replace("/", "~1"), safe="~") + "/schema"
        validator = Draft202012Validator({"$ref": f"{DOCUMENT_URI}#/{ref}"}, registry=self.registry)
        error = next(iter(validator.iter_errors(instance)), None)
        return None if error is None else f"answered {status} with a body its documented schema refuses ({error.message})"

    def schema_accepts(self, text: str) -> bool:
        try:
            instance = strict_json(text)
        except NotJSON:
            return False
        return self.validator.is_valid(instance)


class Generator:
    """Seeded bodies for one schema: built from its keywords, and mutated."""

    def __init__(self, spec, rng: random.Random):
        self.spec = spec
        self.rng = rng

    def value(self, schema, depth: int = 0, strings: list | None = None):
        """A value meant to satisfy `schema` (the validator has the last word)."""
        rng = self.rng
        schema = deref(self.spec, schema)
        if not isinstance(schema, dict):
            return None
        if "const" in schema:
            return schema["const"]
        if "enum" in schema:
            return rng.choice(schema["enum"])
        for keyword in ("anyOf", "oneOf"):
            if keyword in schema:
                return self.value(rng.choice(schema[keyword]), depth + 1, strings)
        types = schema.get("type", ["object", "string", "integer", "boolean"])
        types = types if isinstance(types, list) else [types]
        kind = rng.choice(types)
        if kind == "null" and len(types) > 1 and rng.random() < 0.7:
            kind = rng.choice([t for t in types if t != "null"])
        if kind == "object" and depth < 6:
            return self.object(schema, depth, strings)
        if kind == "array" and depth < 6:
            low = schema.get("minItems", 0)
            high = min(schema.get("maxItems", low + 4), low + 4)
            return [self.value(schema.get("items", {}), depth + 1) for _ in range(rng.randint(low, high))]
        if kind == "string":
            return self.string(schema, strings)
        if kind in ("integer", "number"):
            low = schema.get("minimum", -1000)
            high = schema.get("maximum", low + 2000)
            if kind == "integer":
                return rng.randint(math.ceil(low), math.floor(high))
            return round(rng.uniform(low, high), 3)
        if kind == "boolean":
            # A flag that must be set (accepted terms) is a rule left out; true is the likelier.
            return rng.random() < 0.75
        return None

    def object(self, schema, depth: int, strings: list | None):
        rng = self.rng
        properties = schema.get("properties", {})
        required = set(schema.get("required", []))
        strings = [] if strings is None else strings
        result = {}
        for key, subschema in properties.items():
            if key in required or rng.random() < 0.6:
                result[key] = self.value(subschema, depth + 1, strings)
        return result

    def string(self, schema, strings: list | None):
        rng = self.rng
        left_out = {entry.get("rule") for entry in omissions_in(schema) if isinstance(entry, dict)}
        # A field compared with another (a password's repetition) repeats the string before it, most
        # of the time; any string now and then repeats one of the same object.
        if strings and "Compare" in left_out and rng.random() < 0.8:
            return strings[-1]
        if strings and rng.random() < 0.1:
            candidate = rng.choice(strings)
            if schema.get("minLength", 0) <= len(candidate) <= schema.get("maxLength", len(candidate)):
                return candidate
        # Verdict names a format it leaves out (after a rewrite such as Trim) by its rule.
        form = schema.get("format") or {"Email": "email", "URLFormat": "uri"}.get(
            next((rule for rule in ("Email", "URLFormat") if rule in left_out), ""))
        if form == "email":
            text = f"user{rng.randint(0, 9999)}@example.com"
        elif form in ("uri", "url", "iri"):
            text = rng.choice(["https://example.com", f"https://example.org/{rng.randint(0, 99)}", "example.net"])
        else:
            low = schema.get("minLength", 0)
            # Without a maximum (one in characters may be left out), the minimum is the likeliest.
            high = schema.get("maxLength", low if rng.random() < 0.5 else low + 16)
            length = rng.randint(low, min(high, low + 16))
            alphabet = "abcdefghijklmnopqrstuvwxyz0123456789_"
            text = rng.choice("abcdefghijklmnopqrstuvwxyz") if length else ""
            text += "".join(rng.choice(alphabet) for _ in range(length - 2))
            text += rng.choice("0123456789") if length > 1 else ""
        if strings is not None:
            strings.append(text)
        return text

    def other_type(self, value):
        """A value of another JSON type than `value`."""
        choices = ["text", 42, -7.5, True, None, [], {}, [1, "a"], {"x": 1}]
        return self.rng.choice([c for c in choices if type(c) is not type(value)])

    def mutation(self, schema, base) -> str:
        """The JSON text of one mutation of `base`, a body meant for `schema`."""
        rng = self.rng
        schema = deref(self.spec, schema)
        properties = list((schema.get("properties") or {}).keys())
        body = dict(base) if isinstance(base, dict) else {}
        key = rng.choice(properties) if properties else "field"
        kind = rng.randrange(12)
        if kind == 0:
            body[key] = self.other_type(body.get(key))
        elif kind == 1:
            sub = deref(self.spec, (schema.get("properties") or {}).get(key, {}))
            bounds = [b for b in (sub.get("minimum"), sub.get("maximum")) if isinstance(b, (int, float))]
            numbers = [b - 1 for b in bounds] + [b + 1 for b in bounds] + [b for b in bounds]
            body[key] = rng.choice(numbers + [0, -1, 2**31, 2**63, -(2**63) - 1, 1e308, 0.5])
        elif kind == 2:
            text = json.dumps(body)
            placeholder = '"__number__"'
            body[key] = "__number__"
            return json.dumps(body).replace(placeholder, rng.choice(ODD_NUMBER_TEXTS)) if text else text
        elif kind == 3:
            required = schema.get("required") or properties
            if required:
                body.pop(rng.choice(required), None)
        elif kind == 4:
            body[rng.choice(["extra", "isAdmin", "role", "username", "id", "__proto__", "", "é"])] = self.other_type(None)
        elif kind == 5:
            body[key] = rng.choice("ab7_é👍") * rng.randint(100, 3000)
        elif kind == 6:
            body[key] = rng.choice(ODD_STRINGS)
        elif kind == 7:
            nested = rng.choice(["deep", "x"])
            for _ in range(rng.randint(2, 40)):
                nested = rng.choice([[nested], {"a": nested}])
            body[key] = nested
        elif kind == 8:
            return rng.choice(NOT_JSON)
        elif kind == 9:
            return json.dumps(rng.choice([[], "text", 1, None, True, [body]]))
        elif kind == 10:
            # A name twice: the body is ambiguous (RFC 8259 §4), and no instance of any schema.
            text = json.dumps(body)
            return text[:-1] + ("," if body else "") + f'"{key}":{json.dumps(body.get(key))}' + "}"
        else:
            body[key] = self.value((schema.get("properties") or {}).get(key, {}))
            body.pop(rng.choice(properties), None) if properties and rng.random() < 0.3 else None
        return json.dumps(body, ensure_ascii=rng.random() < 0.5)


def bodies(operation: Operation, count: int, seed: int) -> list:
    """`count` JSON texts for `operation`, the same for the same seed."""
    rng = random.Random(f"{seed}:{operation.name}")
    generator = Generator(operation.spec, rng)
    texts = [json.dumps(example) for example in operation.examples][:count]
    bases = list(operation.examples)
    while len(texts) < count:
        if rng.random() < 0.35 or not bases:
            base = generator.value(operation.schema)
            bases.append(base)
            text = json.dumps(base, ensure_ascii=rng.random() < 0.5)
        else:
            text = generator.mutation(operation.schema, rng.choice(bases))
        if len(text.encode("utf-8", "surrogatepass")) <= MAXIMUM_BODY_BYTES:
            texts.append(text)
    return texts


class Client:
    """Requests to one loopback server on one kept-alive connection, each answer capped."""

    MAXIMUM_ANSWER = 1024 * 1024

    def __init__(self, base_url: str):
        parsed = urllib.parse.urlsplit(base_url)
        if parsed.hostname not in ("127.0.0.1", "localhost", "::1") or parsed.scheme != "http":
            raise ValueError(f"only http on loopback addresses is asked, not {base_url}")
        self.host, self.port, self.prefix = parsed.hostname, parsed.port or 80, parsed.path.rstrip("/")
        self.connection = None

    def send(self, method: str, target: str, text: str):
        data = text.encode("utf-8", "surrogatepass")
        headers = {"Content-Type": "application/json", "Accept-Language": "en", "Content-Length": str(len(data))}
        for attempt in range(2):
            if self.connection is None:
                self.connection = http.client.HTTPConnection(self.host, self.port, timeout=10)
            try:
                self.connection.request(method, self.prefix + target, body=data, headers=headers)
                response = self.connection.getresponse()
                answer = response.read(self.MAXIMUM_ANSWER + 1)
                if len(answer) > self.MAXIMUM_ANSWER:
                    raise ValueError(f"{method} {target}: an answer larger than {self.MAXIMUM_ANSWER} bytes")
                return response.status, response.getheader("Content-Type", ""), answer
            except (http.client.HTTPException, ConnectionError):
                self.connection.close()
                self.connection = None
                if attempt:
                    raise
        raise AssertionError("unreachable")


def judge(operation: Operation, status: int, content_type: str, answer: bytes):
    """(accepted, problem): whether the server accepted the body, and what is wrong with its
    answer, if anything."""
    if not operation.documents(status):
        return False, f"answered {status}, which {operation.name} does not document"
    problem = operation.answer_problem(status, content_type, answer)
    if problem:
        return False, problem
    if 200 <= status < 300:
        return True, None
    if status not in (400, 422):
        return False, f"answered {status}, neither 2xx nor 400/422"
    if content_type.split(";")[0].strip().lower() != "application/problem+json":
        return False, f"answered {status} as {content_type!r}, not application/problem+json"
    try:
        problem = json.loads(answer)
    except ValueError:
        return False, f"answered {status} with a problem that is not JSON"
    if not isinstance(problem, dict) or problem.get("status") != status:
        return False, f"answered {status} with a problem whose status is not {status}"
    return False, None


def operations_of(spec) -> tuple:
    """(checked, skipped): the operations with a JSON body and a documented 422, and the names of
    the others that take a body."""
    checked, skipped = [], []
    for path, item in sorted((spec.get("paths") or {}).items()):
        item = deref(spec, item)
        for method in METHODS:
            operation = item.get(method)
            if not operation or "requestBody" not in operation:
                continue
            body = deref(spec, operation["requestBody"])
            if "application/json" in body.get("content", {}) and "422" in (operation.get("responses") or {}):
                checked.append(Operation(spec, path, method, item, operation))
            else:
                skipped.append(f"{method.upper()} {path}")
    return checked, skipped


def run(base_url: str, location: str, count: int, seed: int, out=sys.stdout) -> int:
    spec = document.load(location)
    checked, skipped = operations_of(spec)
    if not checked:
        print(f"agree_routes.py: no operation with a JSON body and a 422 in {location}", file=sys.stderr)
        return 1
    client = Client(base_url)
    failures, rows = 0, []
    for operation in checked:
        tally = Tally(operation.name, has_omissions=bool(operation.omissions))
        problems = []
        for text in bodies(operation, count, seed):
            status, content_type, answer = client.send(operation.method, operation.target, text)
            accepted, problem = judge(operation, status, content_type, answer)
            shown = text if len(text) <= 300 else text[:300] + f"… ({len(text)} characters)"
            if problem:
                problems.append(f"{operation.name}: {problem}, for the body {shown}: {answer[:300]!r}")
                continue
            tally.record(accepted, operation.schema_accepts(text), shown, f"{status} {answer[:200]!r}")
        for message in problems + tally.violations:
            print(message, file=sys.stderr)
        failures += len(problems) + len(tally.violations)
        rows.append((operation.name, tally, len(problems), len(operation.omissions)))
        print(f"agree_routes: {operation.name}: {tally.total()} bodies: {tally.summary()}; "
              f"{len(operation.omissions)} omissions; {len(problems)} wrong answers", file=out)
    print("", file=out)
    print("| route | bodies | " + " | ".join(KINDS) + " | omissions |", file=out)
    print("| --- | ---: | " + " | ".join("---:" for _ in KINDS) + " | ---: |", file=out)
    for name, tally, wrong, omissions in rows:
        cells = " | ".join(str(tally.counts[kind]) for kind in KINDS)
        print(f"| `{name}` | {tally.total() + wrong} | {cells} | {omissions} |", file=out)
    if skipped:
        print(f"agree_routes: not checked (no JSON body with a 422): {', '.join(skipped)}", file=out)
    return 1 if failures else 0


# The self-test: the script must fail against servers that break the agreement, and pass against
# one that judges with the schema itself.
SELF_TEST_DOCUMENT = {
    "openapi": "3.1.0",
    "info": {"title": "self-test", "version": "1"},
    "components": {"schemas": {"Form": {
        "type": "object", "properties": {"name": {"type": "string", "minLength": 2},
                                         "age": {"type": ["integer", "null"], "minimum": 18, "maximum": 120}},
        "required": ["name"], "additionalProperties": False}}},
    "paths": {"/forms/{username}": {"post": {
        "parameters": [{"name": "username", "in": "path", "required": True, "schema": {"type": "string"}}],
        "requestBody": {"required": True,
                        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Form"}}}},
        "responses": {
            "201": {"description": "created", "content": {"application/json": {"schema": {"type": "object"}}}},
            "400": {"$ref": "#/components/responses/Problem"}, "422": {"$ref": "#/components/responses/Problem"}}}}},
}
SELF_TEST_DOCUMENT["components"]["responses"] = {"Problem": {"description": "refused", "content": {
    "application/problem+json": {"schema": {"type": "object", "required": ["status"],
                                            "properties": {"status": {"type": "integer"}}}}}}}


def self_test() -> int:
    validator = Draft202012Validator(SELF_TEST_DOCUMENT["components"]["schemas"]["Form"])

    def honest(text):
        try:
            instance = strict_json(text)
        except NotJSON:
            return 400
        return 201 if validator.is_valid(instance) else 422

    stubs = {
        "honest": (honest, 0),
        "answers 201 with a body its schema refuses": (lambda text: -201, 1),
        "accepts everything": (lambda text: 201, 1),
        "refuses everything": (lambda text: 422, 1),
        "answers 500": (lambda text: 500, 1),
    }
    failed = []
    for name, (answer, expected) in stubs.items():

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            disable_nagle_algorithm = True

            def do_GET(self):
                self.reply(200, "application/json", json.dumps(SELF_TEST_DOCUMENT).encode())

            def do_POST(self):
                text = self.rfile.read(int(self.headers["Content-Length"])).decode("utf-8", "surrogatepass")
                status = answer(text)
                problem = json.dumps({"type": "about:blank", "title": "t", "status": status}).encode()
                self.reply(abs(status), "application/problem+json" if status >= 400 else "application/json",
                           problem if status >= 400 else b"{}" if status > 0 else b"[]")

            def reply(self, status, content_type, data):
                self.send_response(status)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args):
                pass

        server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        base = f"http://127.0.0.1:{server.server_address[1]}"
        try:
            with open("/dev/null", "w") as quiet:
                stderr, sys.stderr = sys.stderr, quiet
                try:
                    code = run(base, base + "/openapi.json", 100, 27, out=quiet)
                finally:
                    sys.stderr = stderr
        finally:
            server.shutdown()
            server.server_close()
        verdict = "ok" if code == expected else "WRONG"
        print(f"agree_routes self-test: a stub that {name}: exit {code}, expected {expected}: {verdict}")
        if code != expected:
            failed.append(name)
    return 1 if failed else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("base_url", nargs="?")
    parser.add_argument("--document", help="the OpenAPI document (default: BASE_URL/openapi.json)")
    parser.add_argument("--bodies", type=int, default=200)
    parser.add_argument("--seed", type=int, default=27)
    parser.add_argument("--self-test", action="store_true")
    arguments = parser.parse_args()
    if arguments.self_test:
        return self_test()
    if not arguments.base_url:
        parser.error("BASE_URL is required")
    base = arguments.base_url.rstrip("/")
    return run(base, arguments.document or base + "/openapi.json", arguments.bodies, arguments.seed)


if __name__ == "__main__":
    sys.exit(main())
