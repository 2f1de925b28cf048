"""Writes a generated Swift file, or checks that the committed one is up to date (`--check`)."""
import sys


def write_or_check(output, text, script, usage):
    """`output`: the file's Path; `script`: how to run the generator again; `usage`: its doc."""
    if sys.argv[1:] == ["--check"]:
        current = output.read_text() if output.exists() else ""
        if current != text:
            print(f"{output} is out of date: run python3 {script}", file=sys.stderr)
            sys.exit(1)
        print(f"{output.name} is up to date")
        return
    if sys.argv[1:]:
        print(usage, file=sys.stderr)
        sys.exit(2)
    output.write_text(text)
    print(f"wrote {output}")
