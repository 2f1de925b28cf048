#!/usr/bin/env bash
# Builds the fuzz targets (libFuzzer with AddressSanitizer) and runs each for a given time.
#
#     Fuzz/run.sh [SECONDS] [TARGET ...]     # default: 30 s each, every target
#     FUZZ_JOBS=2 Fuzz/run.sh 30             # two targets at a time
#     FUZZ_RUNS=1000000 Fuzz/run.sh 0 FuzzEmail   # a number of executions instead of a time
#
# Each target starts from its committed seeds (Fuzz/Corpus/TARGET) plus what earlier runs found
# (kept in the scratch folder, never in the repository), with its dictionary
# (Fuzz/Dictionaries/TARGET.dict) when there is one. A run fails on a crash (a broken property
# is a crash), a memory error, a leak, an input slower than FUZZ_TIMEOUT seconds (default 10) or
# more than 2 GB of memory; the input that did it is kept as a crash-/leak-/timeout- file in the
# artifacts folder, and replays with `TARGET_BINARY ARTIFACT`. The script prints, for each target,
# the executions and the outcome, and exits non-zero if any target failed.
set -euo pipefail
cd "$(dirname "$0")"
fuzz_dir="$PWD"
scratch="${FUZZ_SCRATCH:-$fuzz_dir/../.build-fuzz}"
seconds="${1:-30}"
shift || true
all_targets=(FuzzEmail FuzzURL FuzzPunycode FuzzValueRules FuzzTemplates FuzzReportDecoding FuzzAssignment FuzzReference FuzzPattern)
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${all_targets[@]}")
jobs="${FUZZ_JOBS:-1}"
timeout="${FUZZ_TIMEOUT:-10}"

flags=(-c release --scratch-path "$scratch" -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing
    -Xswiftc -warnings-as-errors)
if [ -z "${FUZZ_SKIP_BUILD:-}" ]; then
    # Product by product: a plain `swift build` would also link the library package's own
    # executable (signup-demo) with the fuzzer's runtime, which defines a second `main`.
    for target in "${targets[@]}"; do swift build "${flags[@]}" --product "$target"; done
fi
bin="$(swift build "${flags[@]}" --show-bin-path)"
work="$scratch/fuzz-runs"
# Swift's backtracer would run under AddressSanitizer after a failed property and trip it; libFuzzer
# prints the stack itself.
export SWIFT_BACKTRACE=enable=no
mkdir -p "$work"

run_target() {
    local target="$1"
    local corpus="$work/corpus/$target" artifacts="$work/artifacts/$target/" log="$work/$target.log"
    mkdir -p "$corpus" "$artifacts"
    local args=(-timeout="$timeout" -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts")
    if [ -n "${FUZZ_RUNS:-}" ]; then args+=(-runs="$FUZZ_RUNS"); else args+=(-max_total_time="$seconds"); fi
    [ -f "$fuzz_dir/Dictionaries/$target.dict" ] && args+=(-dict="$fuzz_dir/Dictionaries/$target.dict")
    [ "$target" = FuzzReference ] && args+=(-max_len=257)
    local status=0
    "$bin/$target" "${args[@]}" "$corpus" "$fuzz_dir/Corpus/$target" >"$log" 2>&1 || status=$?
    local runs
    runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)"
    if [ "$status" -eq 0 ]; then
        echo "$target: ${runs:-?} executions, 0 crashes, 0 leaks, 0 timeouts"
    else
        echo "$target: FAILED (exit $status) after ${runs:-?} executions; log $log, artifacts $artifacts" >&2
        grep -E 'ERROR|property failed|Fatal error|SUMMARY|Test unit written|timeout' "$log" | head -n 20 >&2 || true
        return 1
    fi
}

failed=0
pids=()
for target in "${targets[@]}"; do
    run_target "$target" &
    pids+=($!)
    if [ ${#pids[@]} -ge "$jobs" ]; then
        wait "${pids[0]}" || failed=1
        pids=("${pids[@]:1}")
    fi
done
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
exit "$failed"
