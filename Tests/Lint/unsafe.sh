#!/usr/bin/env bash
# Unsafe code in one place (issue 25). Fails, printing file:line, when a pointer, offset or
# unmanaged-reference operation appears in the engine or the Verdict target outside
# Sources/VerdictEngine/Unsafe/, whose files state the invariants they rely on (and
# Tests/VerdictTests/Unsafe/ tests them). The engine is built with strict memory safety
# (Package.swift), so each remaining `unsafe` expression elsewhere is marked as such.
# Comments are not read.
set -euo pipefail
cd "$(dirname "$0")/../.."
pattern='Unmanaged|unsafeDowncast|unsafeBitCast|UnsafeMutableRawPointer|UnsafeRawPointer|\.advanced\(by:|assumingMemoryBound'
files=()
while IFS= read -r file; do files+=("$file"); done < <(
    find Sources/VerdictEngine Sources/Verdict -name '*.swift' -not -path 'Sources/VerdictEngine/Unsafe/*' | sort)
if offending="$(awk '{ line = $0; sub(/\/\/.*/, "", line); print FILENAME ":" FNR ":" line }' "${files[@]}" |
    grep -E "^[^:]*:[0-9]+:.*($pattern)")"; then
    echo "$offending" | while IFS=: read -r file line _; do
        echo "$file:$line: an unsafe pointer or reference operation: move it into Sources/VerdictEngine/Unsafe/"
    done
    exit 1
fi
echo "unsafe: no pointer or unmanaged operation outside Sources/VerdictEngine/Unsafe/"
