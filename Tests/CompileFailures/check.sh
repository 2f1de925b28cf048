#!/usr/bin/env bash
# Type-checks each snippet here against the built Verdict module and requires it to FAIL with
# the text on its first line (`// expect-error: TEXT`): these are the mistakes the DSL must
# reject at compile time. Run after `swift build`.
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
    elif ! grep -qF -- "$expected" <<<"$output"; then
        echo "FAIL $file: failed without '$expected':"
        echo "$output" | head -n 20
        status=1
    else
        echo "ok   $file: rejected"
    fi
    checked=$((checked + 1))
done
echo "compile-failure checks: $checked run"
exit $status
