#!/usr/bin/env bash
# The layers (issues 25 and 36). The targets order most of them, and the compiler refuses a
# reference that runs against that order: VerdictVocabulary < VerdictRules < VerdictEngine <
# VerdictValidation < VerdictAssignment < VerdictSchema, VerdictForms; VerdictRemote over the rules
# only; Verdict, the umbrella, over them all. This script checks the rest, and fails, printing
# file:line, when
#   - a file under Sources/VerdictEngine declares something `public` or `open`: the engine exposes
#     `package` declarations only, so that users never see it through `import Verdict`;
#   - a library module imports a module of this package that is not among its declared
#     dependencies (SwiftPM can let one through when it happens to be built first), or
#     FoundationNetworking outside VerdictRemote: a program that does not use remote checks
#     links no FoundationNetworking (nor libcurl behind it);
#   - inside VerdictValidation, a file of a lower folder names a type declared in a higher one.
#     The order, lowest first: Options (the check options, which validation and the features
#     above take), DSL, Validation. Files at the target's root count as lowest. Comments and
#     string literals are not read.
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

# 2. Each library module imports only its declared dependencies (the closure of the targets'
# dependencies in Package.swift), and FoundationNetworking only in VerdictRemote.
declare -A allowed=(
    [VerdictVocabulary]=""
    [VerdictRules]="VerdictVocabulary"
    [VerdictEngine]="VerdictVocabulary VerdictRules"
    [VerdictValidation]="VerdictVocabulary VerdictRules VerdictEngine"
    [VerdictAssignment]="VerdictVocabulary VerdictRules VerdictEngine VerdictValidation"
    [VerdictSchema]="VerdictVocabulary VerdictRules VerdictEngine VerdictValidation VerdictAssignment"
    [VerdictForms]="VerdictVocabulary VerdictRules VerdictEngine VerdictValidation VerdictAssignment"
    [VerdictRemote]="VerdictVocabulary VerdictRules"
    [Verdict]="VerdictVocabulary VerdictRules VerdictValidation VerdictAssignment VerdictSchema VerdictForms VerdictRemote"
    [VerdictTesting]="VerdictVocabulary VerdictRules VerdictValidation VerdictAssignment VerdictForms"
    [VerdictHummingbird]="VerdictVocabulary VerdictRules VerdictValidation VerdictAssignment VerdictSchema"
    [VerdictVapor]="VerdictVocabulary VerdictRules VerdictValidation VerdictAssignment VerdictSchema"
    [VerdictMacros]="VerdictVocabulary"
)
imports_checked=0
for module in "${!allowed[@]}"; do
    while IFS= read -r file; do
        imports_checked=$((imports_checked + 1))
        while IFS=: read -r line imported; do
            case "$imported" in
            FoundationNetworking)
                if [ "$module" != VerdictRemote ]; then
                    echo "$file:$line: imports FoundationNetworking: only VerdictRemote may (remote checks)"
                    failed=1
                fi
                ;;
            Verdict | Verdict[A-Z]*)
                case " ${allowed[$module]} " in *" $imported "*) ;; *)
                    echo "$file:$line: $module imports $imported, which is not among its dependencies (${allowed[$module]:-none})"
                    failed=1
                    ;;
                esac
                ;;
            esac
        done < <(awk '{
            line = $0
            sub(/\/\/.*/, "", line)
            if (match(line, /^[[:space:]]*(@[[:alnum:]_]+(\([^)]*\))?[[:space:]]+)*((public|package|internal)[[:space:]]+)?import[[:space:]]+[[:alnum:]_]+/)) {
                n = split(substr(line, RSTART, RLENGTH), words, /[[:space:]]+/)
                print FNR ":" words[n]
            }
        }' "$file")
    done < <(find "Sources/$module" -name '*.swift' | sort)
done

# 3. Inside VerdictValidation, no folder names a type of a folder above it.
folders=(Options DSL Validation)
root=Sources/VerdictValidation
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
echo "layers: ${#engine_files[@]} engine files with no public declaration; $imports_checked files import only their module's dependencies (FoundationNetworking only in VerdictRemote); $checked files of VerdictValidation, no reference to a folder above"
