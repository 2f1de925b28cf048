"""What Verdict and a JSON Schema validator must agree on, shared by agree.py (bodies Verdict judged
in-process) and agree_routes.py (bodies a running server judged over HTTP).

A schema is sound when it never refuses a body Verdict accepts; where it leaves no rule out (no
`x-verdict-unchecked` anywhere in it), it must also refuse every body Verdict refuses: the two agree
on every body.
"""

import json

OMISSION_KEYWORD = "x-verdict-unchecked"
KINDS = ("both accept", "both refuse", "only Verdict refuses", "only the schema refuses")


def omissions_in(schema) -> list:
    """Every `x-verdict-unchecked` entry anywhere in `schema` (a loop over a stack, not recursion)."""
    found, stack = [], [schema]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            for key, value in node.items():
                if key == OMISSION_KEYWORD:
                    found.extend(value if isinstance(value, list) else [value])
                else:
                    stack.append(value)
        elif isinstance(node, list):
            stack.extend(node)
    return found


class Tally:
    """The four counts of one case, and the violations found in it."""

    def __init__(self, name: str, has_omissions: bool):
        self.name = name
        self.has_omissions = has_omissions
        self.counts = dict.fromkeys(KINDS, 0)
        self.violations = []

    def record(self, verdict_accepts: bool, schema_accepts: bool, body: str, answer: str = "") -> None:
        """Counts one body (its JSON text) and notes a violation: the schema refuses a body Verdict
        accepts, or, with no omission, accepts one Verdict refuses. `answer` says what Verdict
        answered, for the message."""
        if verdict_accepts:
            kind = "both accept" if schema_accepts else "only the schema refuses"
        else:
            kind = "only Verdict refuses" if schema_accepts else "both refuse"
        self.counts[kind] += 1
        suffix = f" (answer: {answer})" if answer else ""
        if verdict_accepts and not schema_accepts:
            self.violations.append(f"{self.name}: the schema refuses a body that Verdict accepts: {body}{suffix}")
        elif schema_accepts and not verdict_accepts and not self.has_omissions:
            self.violations.append(
                f"{self.name}: no omission, yet the schema accepts a body that Verdict refuses: {body}{suffix}")

    def summary(self) -> str:
        return ", ".join(f"{count} {kind}" for kind, count in self.counts.items())

    def total(self) -> int:
        return sum(self.counts.values())


def dumps(body) -> str:
    """A body as compact JSON text, for messages."""
    return json.dumps(body, ensure_ascii=False, separators=(",", ":"))
