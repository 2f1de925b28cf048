#!/usr/bin/env bash
# Type-checks each snippet here against the built Verdict module and requires it to FAIL, with
# the first error a user sees being exactly the text on the snippet's first line
# (`// expect-error: TEXT`): these are the mistakes the DSL must reject at compile time, and the
# words it rejects them with. Run after `swift build`. A lone file given to `swiftc -typecheck` is
# type-checked as a `main.swift` (its top-level code runs in order; an `await` there makes it
# asynchronous), which is how a snippet shows what the top level of a user's `main.swift` does.
set -uo pipefail
cd "$(dirname "$0")/../.."
modules="$(swift build --show-bin-path)/Modules"
status=0
checked=0
for file in Tests/CompileFailures/*.swift; do
    expected=$(head -n 1 "$file" | sed -n 's#^// expect-error: ##p')
    if output=$(swiftc -typecheck -swift-version 6 -I "$modules" "$file" 2>&1); then
        echo "FAIL $file: compiled, but must not"
        status=1
        checked=$((checked + 1))
        continue
    fi
    first=$(grep -m 1 -E '^[^ ].*: error: ' <<<"$output" | sed 's#^.*: error: ##')
    if [[ -z "$expected" ]]; then
        echo "FAIL $file: no '// expect-error: ' first line"
        status=1
    elif [[ "$first" != "$expected" ]]; then
        echo "FAIL $file: the first error must read"
        echo "       $expected"
        echo "     but reads"
        echo "       $first"
        status=1
    else
        echo "ok   $file: $first"
    fi
    checked=$((checked + 1))
done
echo "compile-failure checks: $checked run"
exit $status
