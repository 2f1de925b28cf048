#!/usr/bin/env bash
# The public API, listed in API/<module>.txt (issue 26): every library module of the package (the
# vocabulary, the rules, the feature modules, the `Verdict` umbrella, VerdictTesting) and the
# integrations VerdictHummingbird and VerdictVapor; the engine declares nothing public. Each file
# is the module's symbol graph (`swift symbolgraph-extract`, public and SPI declarations, no
# inherited members) reduced by `api-listing.py` to one sorted line per declaration and per
# conformance. A change of a public declaration is a change of these files, in the same commit.
#
#     Tests/Lint/api.sh [--write] [main] [hummingbird] [vapor]
#
# Reads the modules of builds already made, as `.ci/run` makes them: the main package with its
# default traits in `.build`, and VerdictHummingbird and VerdictVapor from its build with every trait
# in `.build-traits` (none given: all three). Checks that API/ matches them, or with `--write`
# rewrites API/ from them.
set -euo pipefail
cd "$(dirname "$0")/../.."
write=false
groups=()
for argument in "$@"; do
    case "$argument" in
    --write) write=true ;;
    main | hummingbird | vapor) groups+=("$argument") ;;
    *)
        echo "usage: Tests/Lint/api.sh [--write] [main] [hummingbird] [vapor]" >&2
        exit 2
        ;;
    esac
done
[ ${#groups[@]} -eq 0 ] && groups=(main hummingbird vapor)

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/API"
failed=false
for group in "${groups[@]}"; do
    case "$group" in
    main)
        scratch=.build traits=""
        modules="VerdictVocabulary VerdictRules VerdictValidation VerdictAssignment VerdictSchema VerdictForms VerdictRemote Verdict VerdictTesting"
        ;;
    hummingbird) scratch=.build-traits traits=" --traits Hummingbird,Vapor,Macros" modules=VerdictHummingbird ;;
    vapor) scratch=.build-traits traits=" --traits Hummingbird,Vapor,Macros" modules=VerdictVapor ;;
    esac
    bin="$(swift build --scratch-path "$PWD/$scratch" --show-bin-path)"
    triple="$(basename "$(dirname "$bin")")"
    for module in $modules; do
        if [ ! -f "$bin/Modules/$module.swiftmodule" ]; then
            echo "api: $bin/Modules/$module.swiftmodule is missing: build it first" \
                "(swift build --scratch-path $scratch$traits -Xswiftc -warnings-as-errors)" >&2
            exit 1
        fi
        # The C modules of the dependencies (NIO's, for the integrations): the `-Xcc` arguments the
        # build compiled the module with, read from the build's description.
        clang_arguments=()
        while IFS= read -r argument; do
            clang_arguments+=(-Xcc "$argument")
        done < <(python3 -c '
import json, sys
commands = json.load(open(sys.argv[1], encoding="utf-8"))["swiftCommands"].values()
arguments = next(command["otherArguments"] for command in commands if command["moduleName"] == sys.argv[2])
for index, argument in enumerate(arguments[:-1]):
    if argument == "-Xcc":
        print(arguments[index + 1])
' "$bin/description.json" "$module")
        graphs="$work/graphs/$module"
        mkdir -p "$graphs"
        swift symbolgraph-extract -module-name "$module" -target "$triple" -I "$bin/Modules" ${clang_arguments[@]+"${clang_arguments[@]}"} \
            -module-cache-path "$work/module-cache" -minimum-access-level public -include-spi-symbols \
            -skip-synthesized-members -emit-extension-block-symbols -output-dir "$graphs"
        python3 Tests/Lint/api-listing.py "$module" "$graphs" >"$work/API/$module.txt"
        if $write; then
            mkdir -p API
            cp "$work/API/$module.txt" "API/$module.txt"
            echo "api: wrote API/$module.txt ($(wc -l <"API/$module.txt") lines)"
        elif ! diff -u "API/$module.txt" "$work/API/$module.txt"; then
            failed=true
        fi
    done
done
if $failed; then
    echo "api: the public API differs from API/ (above, - is API/, + is the build). If the change is" \
        "meant, update the listing in the same commit: Tests/Lint/api.sh --write" >&2
    exit 1
fi
$write || echo "api: ${groups[*]}: API/ matches the build"
