#!/usr/bin/env bash
# The DocC catalogs (Sources/Verdict/Verdict.docc, Sources/VerdictTesting/VerdictTesting.docc) build
# with no warning (issue 26): the toolchain's `docc convert --warnings-as-errors`, over the symbol
# graphs of the main package's build in `.build` (`swift symbolgraph-extract`, public declarations;
# Verdict's graph includes the modules it re-exports), so the library keeps no plugin dependency.
# It also fails when a public type of the module (a top-level struct, class, enum, protocol or
# typealias in its symbol graphs, underscored ones apart) is curated in no topic group of the
# catalog: every one is listed as "- ``Name``" in some page's Topics section.
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
        -experimental-allowed-reexported-modules=VerdictRules,VerdictVocabulary,VerdictValidation,VerdictAssignment,VerdictSchema,VerdictForms,VerdictRemote -output-dir "$graphs"
    catalog="Sources/$module/$module.docc"
    if ! docc convert "$catalog" --additional-symbol-graph-dir "$graphs" --output-path "$output/$module.doccarchive" \
        --fallback-display-name "$module" --fallback-bundle-identifier "$module" --warnings-as-errors \
        >"$work/docc.log" 2>&1; then
        cat "$work/docc.log" >&2
        echo "docs: $catalog does not build without warnings (above)" >&2
        exit 1
    fi
    if ! python3 - "$graphs" "$catalog" <<'PY'
import json, pathlib, re, sys

graphs, catalog = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
kinds = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias"}
types = set()
for graph in graphs.glob("*.symbols.json"):
    for symbol in json.loads(graph.read_text())["symbols"]:
        path = symbol["pathComponents"]
        if symbol["kind"]["identifier"] in kinds and len(path) == 1 and not path[0].startswith("_"):
            types.add(path[0])
curated = set()
for page in catalog.glob("*.md"):
    text = page.read_text()
    if "## Topics" not in text:
        continue
    topics = text[text.index("## Topics"):]
    curated.update(re.findall(r"^- ``([A-Za-z0-9_]+)(?:[/`<])", topics, re.MULTILINE))
missing = sorted(types - curated)
for name in missing:
    print(f"docs: {catalog}: the public type {name} is in no topic group: list it as - ``{name}``", file=sys.stderr)
sys.exit(1 if missing else 0)
PY
    then
        exit 1
    fi
    echo "docs: $catalog: 0 warnings, every public type curated"
done
