#!/usr/bin/env bash
# The DocC catalogs (Sources/Verdict/Verdict.docc, Sources/VerdictTesting/VerdictTesting.docc) build
# with no warning (issue 26): the toolchain's `docc convert --warnings-as-errors`, over the symbol
# graphs of the main package's build in `.build` (`swift symbolgraph-extract`, public declarations;
# Verdict's graph includes the modules it re-exports), so the library keeps no plugin dependency.
#
#     Tests/Lint/docs.sh [OUTPUT_DIR]
#
# Writes the archives to OUTPUT_DIR (a temporary folder, removed at the end, when none is given).
set -euo pipefail
cd "$(dirname "$0")/../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
output="${1:-$work/archives}"
bin="$(swift build --show-bin-path)"
triple="$(basename "$(dirname "$bin")")"
for module in Verdict VerdictTesting; do
    if [ ! -f "$bin/Modules/$module.swiftmodule" ]; then
        echo "docs: $bin/Modules/$module.swiftmodule is missing: build the package first" \
            "(swift build --build-tests -Xswiftc -warnings-as-errors)" >&2
        exit 1
    fi
    graphs="$work/graphs/$module"
    mkdir -p "$graphs" "$output"
    swift symbolgraph-extract -module-name "$module" -target "$triple" -I "$bin/Modules" \
        -module-cache-path "$work/module-cache" -minimum-access-level public -emit-extension-block-symbols \
        -experimental-allowed-reexported-modules=VerdictRules,VerdictVocabulary -output-dir "$graphs"
    catalog="Sources/$module/$module.docc"
    if ! docc convert "$catalog" --additional-symbol-graph-dir "$graphs" --output-path "$output/$module.doccarchive" \
        --fallback-display-name "$module" --fallback-bundle-identifier "$module" --warnings-as-errors \
        >"$work/docc.log" 2>&1; then
        cat "$work/docc.log" >&2
        echo "docs: $catalog does not build without warnings (above)" >&2
        exit 1
    fi
    echo "docs: $catalog: 0 warnings"
done
