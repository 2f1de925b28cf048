"""Checks Verdict's JSON Schemas with a third-party validator (Python's jsonschema).

usage: agree.py CORPUS

CORPUS holds a folder per case (written by SchemaCorpusTests): schema.json, omissions.txt (the
case's name, then one omission a line) and bodies.jsonl (one {"accepted": …, "body": …} a line,
`accepted` being Verdict's verdict). Fails when a `pattern` of the schema does not compile
(patterns.py), when the schema refuses a body that Verdict accepts, or, for a schema with no
omission, when the two disagree on any body (agreement.py). Formats are not checked (an
annotation in draft 2020-12).
"""

import json
import pathlib
import sys

from jsonschema import Draft202012Validator

from agreement import Tally, dumps
from patterns import uncompiled


def main(corpus: pathlib.Path) -> int:
    failures = 0
    patterns_checked = 0
    cases = sorted(path for path in corpus.iterdir() if path.is_dir())
    if not cases:
        print(f"agree.py: no case in {corpus}", file=sys.stderr)
        return 1
    for case in cases:
        schema = json.loads((case / "schema.json").read_text(encoding="utf-8"))
        # Every pattern first, each named: the meta-schema's check stops at the first.
        pattern_count, bad_patterns = uncompiled(schema)
        for failure in bad_patterns:
            print(f"{case.name}: {failure}", file=sys.stderr)
        failures += len(bad_patterns)
        patterns_checked += pattern_count
        if bad_patterns:
            continue
        Draft202012Validator.check_schema(schema)
        validator = Draft202012Validator(schema)
        name, *omissions = (case / "omissions.txt").read_text(encoding="utf-8").splitlines()
        tally = Tally(name, has_omissions=bool(omissions))
        # Split at "\n" only: a body may hold U+2028, which splitlines() would cut at.
        for line in filter(None, (case / "bodies.jsonl").read_text(encoding="utf-8").split("\n")):
            entry = json.loads(line)
            tally.record(entry["accepted"], validator.is_valid(entry["body"]), dumps(entry["body"]))
        for violation in tally.violations:
            print(violation, file=sys.stderr)
        failures += len(tally.violations)
        print(f"jsonschema: {name}: {tally.total()} bodies: {tally.summary()}; {len(omissions)} omissions")
    print(f"jsonschema: {patterns_checked} patterns compiled by Python's re, as jsonschema compiles them")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(pathlib.Path(sys.argv[1])))
