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
# is a crash), a memory error, a leak, an input slower than FUZZ_TIMEOUT seconds or more than 2 GB
# of memory, never on its own length (`-max_total_time` ends it with success); the input that did
# it is kept as a crash-/leak-/timeout- file in the artifacts folder, and replays with
# `TARGET_BINARY ARTIFACT`. The script prints, for each target, the executions and the outcome,
# and exits non-zero if any target failed.
#
# The per-input timeout stays far below the run's length, so that only a slow input fails, not a
# slow machine: by default a sixth of SECONDS, between 2 and 10 s (5 s for CI's 30 s; 10 s with
# FUZZ_RUNS), where one input of a linear target takes milliseconds. Inputs are at most
# FUZZ_MAX_LEN bytes (default 4096, whatever the kept corpus holds: Punycode's encoder and the
# reference decoder of FuzzPunycode are quadratic in the worst case), and FuzzReference's at most
# 257 (its oracle is ICU's backtracking engine).
set -euo pipefail
cd "$(dirname "$0")"
fuzz_dir="$PWD"
scratch="${FUZZ_SCRATCH:-$fuzz_dir/../.build-fuzz}"
seconds="${1:-30}"
shift || true
all_targets=(FuzzEmail FuzzURL FuzzPunycode FuzzValueRules FuzzTemplates FuzzReportDecoding FuzzAssignment FuzzReference FuzzPattern FuzzApply)
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${all_targets[@]}")
jobs="${FUZZ_JOBS:-1}"
if [ -z "${FUZZ_TIMEOUT:-}" ]; then
    timeout=$((seconds / 6)) # with FUZZ_RUNS (SECONDS 0) there is no run length: 10 s
    [ "$seconds" -eq 0 ] && timeout=10
    [ "$timeout" -lt 2 ] && timeout=2
    [ "$timeout" -gt 10 ] && timeout=10
else
    timeout="$FUZZ_TIMEOUT"
fi
max_len="${FUZZ_MAX_LEN:-4096}"

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
    if [ "$target" = FuzzReference ]; then args+=(-max_len=257); else args+=(-max_len="$max_len"); fi
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
