#!/usr/bin/env bash
# Unsafe code in one place (issue 25). Fails, printing file:line, when a pointer, offset or
# unmanaged-reference operation appears in the engine or a feature module (validation, assignment,
# schema, forms, remote checks, and the umbrella `Verdict`) outside Sources/VerdictEngine/Unsafe/,
# whose files state the invariants they rely on (and Tests/VerdictEngineTests/Unsafe/ tests them).
# Every library target is built with strict memory safety (Package.swift), so each remaining
# `unsafe` expression elsewhere is marked as such.
# Comments are not read.
set -euo pipefail
cd "$(dirname "$0")/../.."
pattern='Unmanaged|unsafeDowncast|unsafeBitCast|Unsafe(Mutable)?(Raw)?(Buffer)?Pointer|withUnsafe|utf8Start|objCType|\.advanced\(by:|assumingMemoryBound|bindMemory'
files=()
while IFS= read -r file; do files+=("$file"); done < <(
    find Sources/VerdictEngine Sources/Verdict Sources/VerdictValidation Sources/VerdictAssignment Sources/VerdictSchema \
        Sources/VerdictForms Sources/VerdictRemote -name '*.swift' -not -path 'Sources/VerdictEngine/Unsafe/*' | sort)
if offending="$(awk '{ line = $0; sub(/\/\/.*/, "", line); print FILENAME ":" FNR ":" line }' "${files[@]}" |
    grep -E "^[^:]*:[0-9]+:.*($pattern)")"; then
    echo "$offending" | while IFS=: read -r file line _; do
        echo "$file:$line: an unsafe pointer or reference operation: move it into Sources/VerdictEngine/Unsafe/"
    done
    exit 1
fi
echo "unsafe: no pointer or unmanaged operation outside Sources/VerdictEngine/Unsafe/"

# Every `nonisolated(unsafe)` and `@unchecked Sendable` in Sources/ is listed, with the invariant
# that makes it safe, in Sources/VerdictEngine/Unsafe/README.md, by file and symbol (the type it
# declares, or the variable). An unlisted one fails with file:line; a listed one that is gone is
# only reported, so that removing a site never breaks CI.
inventory=Sources/VerdictEngine/Unsafe/README.md
listed="$(sed -n 's/^- `\([^`]*\)` `\([^`]*\)`.*/\1 \2/p' "$inventory" | sort -u)"
sites="$(find Sources -name '*.swift' | sort | xargs awk '
    { line = $0; sub(/\/\/.*/, "", line) }
    line ~ /nonisolated\(unsafe\)/ {
        if (match(line, /nonisolated\(unsafe\)([[:space:]]+[a-z]+)*[[:space:]]+(let|var)[[:space:]]+[A-Za-z_][A-Za-z0-9_]*/)) {
            n = split(substr(line, RSTART, RLENGTH), words, /[[:space:]]+/)
            print FILENAME, words[n], FNR
        } else print FILENAME, "?", FNR
    }
    line ~ /@unchecked[[:space:]]+Sendable/ {
        if (match(line, /(class|struct|enum|actor)[[:space:]]+[A-Za-z_][A-Za-z0-9_]*/)) {
            n = split(substr(line, RSTART, RLENGTH), words, /[[:space:]]+/)
            print FILENAME, words[n], FNR
        } else print FILENAME, "?", FNR
    }')"
unlisted=0
while read -r file symbol line; do
    [ -n "$file" ] || continue
    if ! grep -qxF "$file $symbol" <<<"$listed"; then
        echo "$file:$line: \`$symbol\` is nonisolated(unsafe) or @unchecked Sendable but not listed in $inventory: list it with the invariant that makes it safe"
        unlisted=1
    fi
done <<<"$sites"
while read -r file symbol; do
    [ -n "$file" ] || continue
    if ! grep -q "^$file $symbol " <<<"$sites"; then
        echo "warning: $inventory lists \`$symbol\` in $file, which is no longer there: remove the entry"
    fi
done <<<"$listed"
[ "$unlisted" -eq 0 ] || exit 1
echo "unsafe: every nonisolated(unsafe) and @unchecked Sendable in Sources/ is listed in $inventory"
