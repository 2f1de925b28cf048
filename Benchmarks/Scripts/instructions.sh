#!/usr/bin/env bash
# Callgrind instructions per call of one contender of each benchmark group that issue 25 names
# (sign-up valid, invalid and fast; incremental on 100 and 1,000 rules and their own rules; graph
# compile of 10,000 rules, and of 1,000 rules with and without its JSON Schema; assignment; route;
# languages; patterns), for one or more commits or working trees, printed as one Markdown table
# with the ratio last / first, then the incremental edit divided by the edited attribute's own
# rules.
#
# usage: Benchmarks/Scripts/instructions.sh [--times] [--scratch DIR] SOURCE [SOURCE ...]
#   SOURCE     a commit of this repository (anything `git rev-parse` takes: 3ff55ed, main, HEAD~2),
#              checked out in a worktree of its own under the scratch directory, or the path of a
#              working tree of Verdict (measured as it is on disk, uncommitted changes included)
#   --times    also time the suites with the harness (`VerdictBenchmarks SUITE …`, 30 rounds) on
#              every build in turn, and print the ratios it reports for the same cases
#   --scratch  where worktrees, builds and callgrind files go (default: .build-instructions at the
#              top of this repository, which git ignores)
#
# Each SOURCE gets a release build of Benchmarks/ with debug info and a scratch path of its own
# (`swift build -c release -Xswiftc -g`), then, per contender,
#   valgrind --tool=callgrind --toggle-collect='*runProfiled*' VerdictBenchmarks --profile C N
# whose total (callgrind's PROGRAM TOTALS, the `totals:` line) divided by N is the figure. The
# one-time work (compiling the rule graph) runs before `runProfiled` and is not counted. Hashing
# is made deterministic (SWIFT_DETERMINISTIC_HASHING=1), so that a figure repeats to the
# instruction. A contender that a SOURCE does not have (older commits have fewer) shows "—".
# The table goes to standard output; progress and per-SOURCE build and measure times to standard
# error. Needs valgrind (installed with apt-get when missing).
set -euo pipefail

# Contender and iteration count: N is chosen so that one callgrind run takes a few seconds.
CONTENDERS=(
    "sign-up/valid-full/verdict 2000"
    "sign-up/invalid-full/verdict 2000"
    "sign-up/valid-fast/verdict 2000"
    "sign-up/invalid-fast/verdict 5000"
    "incremental/100-rules/incremental 2000"
    "incremental/100-rules/own-rules 2000"
    "incremental/1000-rules/incremental 2000"
    "incremental/1000-rules/own-rules 2000"
    "graph-compile/10000-rules/compile 3"
    "graph-compile/1000-rules/compile 20"
    "graph-compile/1000-rules/schema 20"
    "assignment/valid/verdict 1000"
    "route/valid/verdict 1000"
    "languages/render/german 2000"
    "patterns/username/match 5000"
    "problem/20-errors/apply 2000"
)
# The incremental ratios: edit / own rules.
INCREMENTAL_RATIOS=(
    "100 rules|incremental/100-rules/incremental|incremental/100-rules/own-rules"
    "1,000 rules|incremental/1000-rules/incremental|incremental/1000-rules/own-rules"
)
# The suites that --times runs (graph-compile is left out: its calibration of 10,000-rule
# compilations alone takes minutes, and its instructions are in the table).
TIME_SUITES=(sign-up incremental assignment route languages patterns problem)

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repository="$(git -C "$here" rev-parse --show-toplevel)"
scratch="$repository/.build-instructions"
times=false
sources=()
while (($#)); do
    case "$1" in
    --times) times=true ;;
    --scratch)
        [[ $# -ge 2 ]] || { echo "--scratch needs a directory" >&2; exit 2; }
        scratch="$2"
        shift
        ;;
    -h | --help)
        sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'
        exit 0
        ;;
    -*) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
    *) sources+=("$1") ;;
    esac
    shift
done
((${#sources[@]})) || { echo "usage: $0 [--times] [--scratch DIR] SOURCE [SOURCE ...] (see --help)" >&2; exit 2; }

if ! command -v valgrind >/dev/null; then
    echo "installing valgrind" >&2
    apt-get update -qq && apt-get install -y -qq valgrind >&2
fi
mkdir -p "$scratch"
scratch="$(cd "$scratch" && pwd)"

log() { echo "[$(date -u +%H:%M:%S)] $*" >&2; }

# Sets `label`, `tree` (the working tree to build) and `key` (its builds' name) for a SOURCE.
resolve() {
    local source="$1"
    if [[ -d "$source" ]]; then
        tree="$(cd "$source" && pwd)"
        [[ -f "$tree/Benchmarks/Package.swift" ]] || { echo "$source: no Benchmarks/Package.swift" >&2; exit 1; }
        local head dirty=""
        head="$(git -C "$tree" rev-parse --short=7 HEAD 2>/dev/null || echo "?")"
        [[ -z "$(git -C "$tree" status --porcelain --untracked-files=no 2>/dev/null)" ]] || dirty="+changes"
        label="$(basename "$tree") ($head$dirty)"
        key="tree-$(echo "$tree" | tr -c 'A-Za-z0-9\n' '-' | sed 's/^-*//')"
    else
        local commit
        commit="$(git -C "$repository" rev-parse --verify --quiet "$source^{commit}")" ||
            { echo "$source: neither a directory nor a commit of $repository" >&2; exit 1; }
        label="${commit:0:7}"
        key="$label"
        tree="$scratch/src-$label"
        if [[ ! -d "$tree" ]]; then
            git -C "$repository" worktree add --quiet --detach "$tree" "$commit"
        elif [[ "$(git -C "$tree" rev-parse HEAD)" != "$commit" ]]; then
            echo "$tree exists but is not at $commit: remove it (git worktree remove --force $tree)" >&2
            exit 1
        fi
    fi
}

# Builds `tree`'s benchmarks into `$scratch/build-$key`; sets `binary`.
build() {
    local build_log="$scratch/build-$key.log"
    log "$label: building (swift build -c release -Xswiftc -g; log in $build_log)"
    if ! swift build -c release -Xswiftc -g --package-path "$tree/Benchmarks" \
        --scratch-path "$scratch/build-$key" >"$build_log" 2>&1; then
        tail -n 30 "$build_log" >&2
        echo "$label: the build failed (log: $build_log)" >&2
        exit 1
    fi
    binary="$scratch/build-$key/release/VerdictBenchmarks"
}

# Prints instructions per call of contender $1 over $2 iterations of `binary`, or "—" when the
# binary does not have it.
measure() {
    local contender="$1" iterations="$2" out="$scratch/$key.${1//\//_}.callgrind" output
    rm -f "$out"
    if ! output="$(SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out" \
        --toggle-collect='*runProfiled*' "$binary" --profile "$contender" "$iterations" 2>&1)"; then
        if grep -q '^usage:' <<<"$output"; then
            echo "—"
            return
        fi
        echo "$output" | tail -n 20 >&2
        echo "$label: $contender failed" >&2
        exit 1
    fi
    local total
    total="$(awk '$1 == "totals:" { print $2 }' "$out")"
    [[ -n "$total" ]] || total="$(awk '$1 == "summary:" { print $2 }' "$out")"
    awk -v total="$total" -v n="$iterations" 'BEGIN { printf "%.1f\n", total / n }'
}

# 12345.6 -> 12,346; 123.4 -> 123.4; 3 -> 3; "—" stays.
format() {
    awk -v value="$1" 'BEGIN {
        if (value !~ /^[0-9.]+$/) { print value; exit }
        if (value >= 1000 || value == int(value)) {
            text = sprintf("%.0f", value); result = ""
            while (length(text) > 3) { result = "," substr(text, length(text) - 2) result; text = substr(text, 1, length(text) - 3) }
            print text result
        } else printf "%.1f\n", value
    }'
}

# $1 / $2 with a sign-prefixed percentage, or "—".
# The header of a table with one column per build: `$1`, then each label.
label_header() {
    local header="| $1 |" rule="| --- |" label
    for label in "${labels[@]}"; do
        header+=" \`$label\` |"
        rule+=" ---: |"
    done
    echo "$header"
    echo "$rule"
}

change() {
    awk -v last="$1" -v first="$2" 'BEGIN {
        if (last !~ /^[0-9.]+$/ || first !~ /^[0-9.]+$/ || first == 0) { print "—"; exit }
        ratio = last / first
        printf "%.3f (%+.1f%%)\n", ratio, (ratio - 1) * 100
    }'
}

ratio() {
    awk -v a="$1" -v b="$2" 'BEGIN {
        if (a !~ /^[0-9.]+$/ || b !~ /^[0-9.]+$/ || b == 0) print "—"; else printf "%.2fx\n", a / b
    }'
}

declare -A figures
labels=()
binaries=()
for source in "${sources[@]}"; do
    resolve "$source"
    started=$SECONDS
    build
    built=$SECONDS
    log "$label: built in $((built - started)) s; measuring ${#CONTENDERS[@]} contenders under callgrind"
    for entry in "${CONTENDERS[@]}"; do
        read -r contender iterations <<<"$entry"
        figures["$label|$contender"]="$(measure "$contender" "$iterations")"
        log "$label: $contender: ${figures["$label|$contender"]} per call"
    done
    log "$label: measured in $((SECONDS - built)) s (build and measure: $((SECONDS - started)) s)"
    labels+=("$label")
    binaries+=("$binary")
done

first="${labels[0]}"
last="${labels[${#labels[@]} - 1]}"
cpu="$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)"
echo "Callgrind instructions per call (PROGRAM TOTALS / N, \`--toggle-collect='*runProfiled*'\`), release"
echo "builds with \`-g\`, $(uname -m) ($cpu), $(nproc) cores, $(swift --version 2>/dev/null | head -n 1 | sed 's/ (swiftlang.*//'),"
echo "$(valgrind --version), $(date -u +%Y-%m-%d). Command: \`Benchmarks/Scripts/instructions.sh ${sources[*]}\`."
echo
header="| contender | N |"
rule="| --- | ---: |"
for label in "${labels[@]}"; do
    header+=" \`$label\` |"
    rule+=" ---: |"
done
if ((${#labels[@]} > 1)); then
    header+=" last / first |"
    rule+=" ---: |"
fi
echo "$header"
echo "$rule"
for entry in "${CONTENDERS[@]}"; do
    read -r contender iterations <<<"$entry"
    line="| \`$contender\` | $(format "$iterations") |"
    for label in "${labels[@]}"; do line+=" $(format "${figures["$label|$contender"]}") |"; done
    if ((${#labels[@]} > 1)); then
        line+=" $(change "${figures["$last|$contender"]}" "${figures["$first|$contender"]}") |"
    fi
    echo "$line"
done
echo
label_header "incremental edit ÷ own rules (goal: at most 1.5x)"
for entry in "${INCREMENTAL_RATIOS[@]}"; do
    IFS='|' read -r name edit own <<<"$entry"
    line="| $name |"
    for label in "${labels[@]}"; do
        line+=" $(ratio "${figures["$label|$edit"]:-—}" "${figures["$label|$own"]:-—}") |"
    done
    echo "$line"
done

$times || exit 0

# The harness's time ratios: each suite runs on every build in turn, so that the machine's load
# falls on all builds alike; a case a build does not have shows "—".
declare -A ratios
rows=()
started=$SECONDS
for label in "${labels[@]}"; do : >"$scratch/times-${label//[^A-Za-z0-9]/-}.txt"; done
for suite in "${TIME_SUITES[@]}"; do
    for index in "${!labels[@]}"; do
        label="${labels[$index]}"
        output="$scratch/times-${label//[^A-Za-z0-9]/-}.txt"
        log "$label: timing $suite (output in $output)"
        # A suite the build does not have prints the usage; one whose check fails prints FAILED.
        echo "=== $suite" >>"$output"
        "${binaries[$index]}" "$suite" >>"$output" 2>&1 || log "$label: $suite did not pass (see $output)"
    done
done
log "timed in $((SECONDS - started)) s"
for label in "${labels[@]}"; do
    while IFS=$'\t' read -r row value; do
        [[ -n "${ratios["@$row"]:-}" ]] || rows+=("$row")
        ratios["@$row"]=1
        ratios["$label|$row"]="$value"
    done < <(awk '
        /^=== / { suite = $2; next }
        NF >= 5 && $NF ~ /^[0-9.]+-[0-9.]+$/ && $(NF - 1) ~ /x$/ {
            name = $0; sub(/[ ]+[^ ]+[ ]+[^ ]+[ ]+[^ ]+[ ]+[^ ]+[ ]*$/, "", name)
            printf "%s: %s\t%s (%s)\n", suite, name, $(NF - 1), $NF
        }' "$scratch/times-${label//[^A-Za-z0-9]/-}.txt")
done
echo
echo "Time ratios the harness prints (median of 30 rounds, p25-p75 in brackets), each suite run on"
echo "every build in turn (\`VerdictBenchmarks SUITE\` for ${TIME_SUITES[*]})."
echo
label_header "suite: case"
for row in "${rows[@]}"; do
    line="| $row |"
    for label in "${labels[@]}"; do line+=" ${ratios["$label|$row"]:-—} |"; done
    echo "$line"
done
