#!/usr/bin/env python3
"""Counts heap allocations per operation of benchmark contenders, with valgrind's DHAT.

Usage (from the repository root or Benchmarks/):
    python3 Benchmarks/Scripts/count_allocations.py [--binary PATH] [target ...]

Each target is a `--profile` target of VerdictBenchmarks (`sign-up/valid-full/verdict`…); the
default list covers the sign-up cases, a model without a pattern rule (`graph-compile/100-rules/
validate`) and the incremental edit. DHAT counts every block the process allocates, one-time
work included, so each target runs twice, with 100 and with 300 iterations, and the difference
over the 200 extra iterations is what one operation allocates. Without --binary, the release
build is made first in /tmp/verdict-allocations (needs `valgrind`; `.ci/run` does not call this).
"""
import pathlib
import re
import subprocess
import sys

DEFAULT_TARGETS = [
    "sign-up/valid-full/verdict",
    "sign-up/valid-full/hand-written",
    "sign-up/invalid-full/verdict",
    "sign-up/invalid-full/hand-written",
    "sign-up/valid-fast/verdict",
    "sign-up/invalid-fast/verdict",
    "graph-compile/100-rules/validate",
    "incremental/1000-rules/incremental",
]
FEW, MANY = 100, 300


def build() -> pathlib.Path:
    package = pathlib.Path(__file__).resolve().parent.parent
    scratch = "/tmp/verdict-allocations"
    subprocess.run(["swift", "build", "-c", "release", "--scratch-path", scratch], cwd=package, check=True)
    return pathlib.Path(scratch) / "release" / "VerdictBenchmarks"


def totals(binary: pathlib.Path, target: str, iterations: int) -> tuple[int, int]:
    """(bytes, blocks) the whole run allocates."""
    run = subprocess.run(
        ["valgrind", "--tool=dhat", "--dhat-out-file=/dev/null", str(binary), "--profile", target, str(iterations)],
        capture_output=True, text=True)
    match = re.search(r"Total:\s+([\d,]+) bytes in ([\d,]+) blocks", run.stderr)
    if run.returncode != 0 or not match:
        sys.exit(f"{target}: valgrind failed:\n{run.stderr[-2000:]}")
    return int(match.group(1).replace(",", "")), int(match.group(2).replace(",", ""))


def main() -> None:
    arguments = sys.argv[1:]
    binary = None
    if arguments[:1] == ["--binary"]:
        if len(arguments) < 2:
            sys.exit(__doc__)
        binary = pathlib.Path(arguments[1])
        arguments = arguments[2:]
    if any(argument.startswith("-") for argument in arguments):
        sys.exit(__doc__)
    binary = binary or build()
    print(f"{'target':<40} {'allocations/op':>15} {'bytes/op':>10}")
    for target in arguments or DEFAULT_TARGETS:
        few_bytes, few_blocks = totals(binary, target, FEW)
        many_bytes, many_blocks = totals(binary, target, MANY)
        extra = MANY - FEW
        print(f"{target:<40} {(many_blocks - few_blocks) / extra:>15.2f} {(many_bytes - few_bytes) / extra:>10.0f}")


if __name__ == "__main__":
    main()
