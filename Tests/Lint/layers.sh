#!/usr/bin/env bash
# The layers (issue 25). The targets order most of them, and the compiler refuses a reference that
# runs against that order (VerdictVocabulary < VerdictRules < VerdictEngine < Verdict). This script
# checks the rest, and fails, printing file:line, when
#   - a file under Sources/VerdictEngine declares something `public` or `open`: the engine exposes
#     `package` declarations only, so that users never see it through `import Verdict`;
#   - inside the Verdict target, a file of a lower folder names a type declared in a higher one.
#     The order, lowest first: Options (what several folders share), DSL, Assignment, Schema (the
#     JSON Schema of what assignment reads), Validation,
#     State (State uses Assignment for `FormSession.assign`, so Assignment sits below it). Files at the
#     target's root (the re-exports) count as lowest. Comments and string literals are not read.
set -euo pipefail
cd "$(dirname "$0")/../.."
failed=0

# strip FILE...: prints FILE:LINE:TEXT for each line, comments and string literals removed.
strip() {
    awk '{
        line = $0
        gsub(/\\"/, "", line)
        gsub(/"[^"]*"/, "\"\"", line)
        sub(/\/\/.*/, "", line)
        print FILENAME ":" FNR ":" line
    }' "$@"
}

# 1. No `public` or `open` declaration in the engine.
engine_files=()
while IFS= read -r file; do engine_files+=("$file"); done < <(find Sources/VerdictEngine -name '*.swift' | sort)
if offending="$(strip "${engine_files[@]}" | grep -E '^[^:]*:[0-9]+:(.*[^[:alnum:]_.])?(public|open)([[:space:]]|\()')"; then
    echo "$offending" | while IFS=: read -r file line _; do
        echo "$file:$line: a public or open declaration in the engine: declare it package"
    done
    failed=1
fi

# 2. Inside the Verdict target, no folder names a type of a folder above it.
folders=(Options DSL Assignment Schema Validation State)
root=Sources/Verdict
# types FOLDER: the names of the types declared at the top level of FOLDER's files.
types() {
    [ -d "$root/$1" ] || return 0
    local sources=()
    while IFS= read -r file; do sources+=("$file"); done < <(find "$root/$1" -name '*.swift' | sort)
    [ "${#sources[@]}" -gt 0 ] || return 0
    strip "${sources[@]}" |
        sed -E -n 's/^[^:]*:[0-9]+:((@[[:alnum:]_]+(\([^)]*\))?|public|package|internal|fileprivate|private|final|indirect)[[:space:]]+)*(struct|enum|class|protocol|actor|typealias)[[:space:]]+([[:alnum:]_]+).*/\5/p' |
        sort -u
}
checked=0
for ((low = 0; low < ${#folders[@]}; low++)); do
    higher=()
    for ((high = low + 1; high < ${#folders[@]}; high++)); do
        while IFS= read -r name; do [ -n "$name" ] && higher+=("$name"); done < <(types "${folders[high]}")
    done
    files=()
    if [ "$low" = 0 ]; then
        while IFS= read -r file; do files+=("$file"); done < <(find "$root" -maxdepth 1 -name '*.swift' | sort)
    fi
    if [ -d "$root/${folders[low]}" ]; then
        while IFS= read -r file; do files+=("$file"); done < <(find "$root/${folders[low]}" -name '*.swift' | sort)
    fi
    checked=$((checked + ${#files[@]}))
    [ "${#higher[@]}" -gt 0 ] && [ "${#files[@]}" -gt 0 ] || continue
    pattern="$(printf '%s|' "${higher[@]}")"
    pattern="(${pattern%|})([^[:alnum:]_]|$)"
    if offending="$(strip "${files[@]}" | grep -E "^[^:]*:[0-9]+:(.*[^[:alnum:]_])?$pattern")"; then
        echo "$offending" | while IFS=: read -r file line text; do
            name="$(echo " $text" | grep -E -o "[^[:alnum:]_]$pattern" | head -n 1 | tr -cd '[:alnum:]_')"
            echo "$file:$line: ${file#"$root"/} names $name, declared in a folder above it"
        done
        failed=1
    fi
done
for folder in "$root"/*/; do
    folder="$(basename "$folder")"
    case "$folder" in *.docc) continue ;; esac
    case " ${folders[*]} " in *" $folder "*) ;; *)
        echo "$root/$folder: a folder outside the layer order (${folders[*]}): add it to Tests/Lint/layers.sh"
        failed=1
        ;;
    esac
done
[ "$failed" = 0 ] || exit 1
echo "layers: ${#engine_files[@]} engine files with no public declaration; $checked files of Verdict, no reference to a folder above"
