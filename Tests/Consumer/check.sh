#!/usr/bin/env bash
# The consumer check (issue 36): Verdict as a user's package gets it, by URL. Makes a bare clone of
# this checkout, tags its HEAD 1.0.0 (the commit only: uncommitted changes are not in it), and
# builds the packages of this folder against it, each depending on it by `file://` URL and
# `from: "1.0.0"`, one per trait set, and runs each:
#   NoTraitConsumer      no trait: one validation of a rule set with the product VerdictValidation
#                        alone, its output checked against NoTraitConsumer/expected-output.txt.
#                        Its Package.resolved must pin exactly one package, Verdict at 1.0.0, and
#                        its build must have fetched nothing else: its scratch folder's checkouts/
#                        and repositories/ hold Verdict alone. Its executable must not load
#                        FoundationNetworking or libcurl (`readelf -d`, `ldd`), and its second
#                        one, UmbrellaConsumer (`import Verdict`: an assignment, a remote rule
#                        declared), must, or the check would prove nothing.
#   HummingbirdConsumer  trait Hummingbird: a server on 127.0.0.1 (port 0) to which curl posts a
#                        sign-up it must refuse, 422 with application/problem+json, and one it must
#                        accept, 200.
#   VaporConsumer        trait Vapor: the same on Vapor.
#   MacrosConsumer       trait Macros: an @Observable @AttributeNames model validated, its output
#                        checked against MacrosConsumer/expected-output.txt.
# Servers listen on 127.0.0.1 only and are stopped on exit, whether the check passed or not. (A
# package's identity is its folder's name: a consumer in a folder named Hummingbird would be the
# package `hummingbird`, and its own dependency on Hummingbird would not resolve.)
#
#     Tests/Consumer/check.sh [--scratch-path DIR] [--warm]
#
# The trait-less consumer builds in a new scratch folder of its own, so that what it fetched is all
# it needed; so does the Macros consumer, which shares no package with the others. The Hummingbird
# and Vapor consumers share one: DIR when given, else a new one. `.ci/run` gives the scratch folder
# where it built the root package with every trait and then the example servers: these consumers
# reuse what was compiled there (NIO and its kin, and Hummingbird, which the Hummingbird server's
# build left checked out), the same versions at the same paths compiled with the same flags (hence
# `-Xswiftc -warnings-as-errors` here too). Resolving a package removes the checkouts its graph does
# not use, so the Vapor consumer checks out and compiles Vapor's own packages again (and
# swift-syntax, which only the root's build used, is gone from DIR by then: sharing it would spare
# the Macros consumer nothing). Verdict itself is compiled for each trait set, from the bare clone:
# each trait set is a configuration of its own. The consumers are built in debug, as a user's first
# `swift build` is.
# --warm: after each consumer's first build, touches its source file and builds it again (the time
# of a user's next build), and prints both times.
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$PWD"
shared_scratch=""
warm=false
while [ $# -gt 0 ]; do
    case "$1" in
    --scratch-path)
        shared_scratch="$2"
        shift 2
        ;;
    --warm)
        warm=true
        shift
        ;;
    *)
        echo "usage: Tests/Consumer/check.sh [--scratch-path DIR] [--warm]" >&2
        exit 2
        ;;
    esac
done

work="$(mktemp -d "${TMPDIR:-/tmp}/verdict-consumer.XXXXXX")"
server_pid=""
stop_server() {
    if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
        kill -TERM "$server_pid" 2>/dev/null || true
        for _ in $(seq 1 100); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.1; done
        kill -KILL "$server_pid" 2>/dev/null || true
    fi
    [ -n "$server_pid" ] && { wait "$server_pid" 2>/dev/null || true; }
    server_pid=""
}
# SwiftPM leaves a lock file in the temporary folder for each scratch folder there, named after its
# path (/tmp/a/b → /tmp/_tmp_a_b.lock, and …_workspace-state.json.lock): removed with the rest.
trap 'stop_server; rm -rf "$work" "$(dirname "$work")/$(echo "$work" | tr / _)"_*.lock' EXIT
[ -n "$shared_scratch" ] || shared_scratch="$work/scratch"
mkdir -p "$shared_scratch"
shared_scratch="$(cd "$shared_scratch" && pwd)"

# 1. The bare clone, tagged. Its other tags are removed, so that `from: "1.0.0"` can only be HEAD.
head="$(git rev-parse HEAD)"
echo "consumer: Verdict is HEAD, $(git log -1 --format='%h %s' | cut -c1-100)"
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
    echo "consumer: note: the checkout has uncommitted changes; they are not tested (the bare clone holds commits)"
fi
git clone --quiet --bare "$root" "$work/Verdict.git"
git -C "$work/Verdict.git" tag -l | while IFS= read -r tag; do git -C "$work/Verdict.git" tag -d "$tag" >/dev/null; done
git -C "$work/Verdict.git" tag 1.0.0 "$head"
url="file://$work/Verdict.git"
echo "consumer: $url, tag 1.0.0"

now() { date +%s.%N; }
elapsed() { python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f}')" "$1" "$(now)"; }

# build NAME SCRATCH: copies the consumer NAME here, points it at the bare clone and builds it;
# sets `bin` to its bin folder and `dir` to the copy.
build() {
    local name="$1" scratch="$2" start
    dir="$work/$name"
    cp -R "Tests/Consumer/$name" "$dir"
    sed -i "s|\"VERDICT_URL\"|\"$url\"|" "$dir/Package.swift"
    # Another package was built last in this scratch folder: without its build description, SwiftPM
    # once answered "Build complete!" for a package it had not built.
    rm -f "$scratch/debug.yaml"
    start="$(now)"
    if ! swift build --package-path "$dir" --scratch-path "$scratch" -Xswiftc -warnings-as-errors \
        >"$work/$name.build.log" 2>&1; then
        cat "$work/$name.build.log" >&2
        echo "consumer: $name does not build (above)" >&2
        exit 1
    fi
    grep -E '^(Computed|Build complete)' "$work/$name.build.log" | sed "s|^|    |" || true
    echo "consumer: $name built in $(elapsed "$start") s"
    if $warm; then
        touch "$dir"/Sources/*/*.swift
        start="$(now)"
        swift build --package-path "$dir" --scratch-path "$scratch" -Xswiftc -warnings-as-errors >/dev/null
        echo "consumer: $name built again, its source file touched, in $(elapsed "$start") s"
    fi
    bin="$(swift build --package-path "$dir" --scratch-path "$scratch" --show-bin-path)"
}

# run_and_compare NAME EXECUTABLE: runs it and compares its output with NAME/expected-output.txt.
run_and_compare() {
    local name="$1" executable="$2"
    "$bin/$executable" >"$work/$name.out"
    echo "consumer: $name prints:"
    sed 's/^/    /' "$work/$name.out"
    if ! diff -u "Tests/Consumer/$name/expected-output.txt" "$work/$name.out"; then
        echo "consumer: $name: the output differs from Tests/Consumer/$name/expected-output.txt (above)" >&2
        exit 1
    fi
}

# serve_and_post NAME EXECUTABLE: starts the server, posts a refused and an accepted sign-up.
serve_and_post() {
    local name="$1" executable="$2" port=""
    "$bin/$executable" >"$work/$name.out" 2>"$work/$name.err" &
    server_pid=$!
    for _ in $(seq 1 600); do # 60 s
        port="$(sed -n 's|^listening on http://127\.0\.0\.1:\([0-9][0-9]*\)$|\1|p' "$work/$name.out" | head -n 1)"
        [ -n "$port" ] && break
        kill -0 "$server_pid" 2>/dev/null || break
        sleep 0.1
    done
    if [ -z "$port" ]; then
        cat "$work/$name.out" "$work/$name.err" >&2
        echo "consumer: $name did not listen" >&2
        exit 1
    fi
    echo "consumer: $name listening on 127.0.0.1:$port"
    local refused accepted type
    refused="$(curl -sS --noproxy '*' --max-time 30 -o "$work/$name.body" -D "$work/$name.headers" \
        -w '%{http_code}' -H 'Content-Type: application/json' --data '{"username":" Al ","email":"al@example"}' \
        "http://127.0.0.1:$port/signup")"
    type="$(tr -d '\r' <"$work/$name.headers" | sed -n 's/^[Cc]ontent-[Tt]ype: *//p' | head -n 1)"
    echo "consumer: $name: POST /signup {\"username\":\" Al \",\"email\":\"al@example\"} -> $refused, $type"
    sed 's/^/    /' "$work/$name.body"
    echo
    accepted="$(curl -sS --noproxy '*' --max-time 30 -o "$work/$name.accepted" -w '%{http_code}' \
        -H 'Content-Type: application/json' --data '{"username":"alice","email":"alice@example.com"}' \
        "http://127.0.0.1:$port/signup")"
    echo "consumer: $name: POST /signup {\"username\":\"alice\",\"email\":\"alice@example.com\"} -> $accepted, $(cat "$work/$name.accepted")"
    stop_server
    if [ "$refused" != 422 ] || [ "${type%%;*}" != application/problem+json ] ||
        ! grep -q '"string.tooShort"' "$work/$name.body" || ! grep -q '"email.invalid"' "$work/$name.body" ||
        [ "$accepted" != 200 ] || [ "$(cat "$work/$name.accepted")" != "welcome, alice" ]; then
        cat "$work/$name.err" >&2
        echo "consumer: $name: expected 422 application/problem+json with string.tooShort and email.invalid," \
            "then 200 'welcome, alice'" >&2
        exit 1
    fi
}

# 2–4. No trait: one package, nothing else fetched.
echo "consumer: trait set: none"
plain_scratch="$work/scratch-no-trait"
build NoTraitConsumer "$plain_scratch"
run_and_compare NoTraitConsumer NoTraitConsumer
echo "consumer: NoTraitConsumer's Package.resolved:"
sed 's/^/    /' "$dir/Package.resolved"
# A file:// URL is pinned as a local repository, by its path.
python3 - "$dir/Package.resolved" "$work/Verdict.git" "$head" <<'PY'
import json, sys
pins = json.load(open(sys.argv[1], encoding="utf-8"))["pins"]
if len(pins) != 1 or pins[0]["identity"] != "verdict" or pins[0]["location"] != sys.argv[2] \
        or pins[0]["state"].get("version") != "1.0.0" or pins[0]["state"].get("revision") != sys.argv[3]:
    sys.exit(f"consumer: the Package.resolved must pin Verdict 1.0.0 (HEAD) alone; it pins {pins}")
PY
fetched="$(ls "$plain_scratch/checkouts") $(ls "$plain_scratch/repositories" | sed 's/-[^-]*$//')"
if [ "$fetched" != "Verdict Verdict" ]; then
    echo "consumer: NoTraitConsumer fetched more than Verdict: checkouts and repositories hold '$fetched'" >&2
    exit 1
fi
echo "consumer: NoTraitConsumer resolved 1 package (Verdict 1.0.0); checkouts/ and repositories/ hold Verdict alone"
# The validation module alone loads no FoundationNetworking (nor libcurl behind it), directly
# (`readelf -d`: its NEEDED entries) or through another library (`ldd`); the umbrella, which holds
# the remote checks, loads it, so that this check can fail.
"$bin/UmbrellaConsumer" >"$work/UmbrellaConsumer.out"
echo "consumer: UmbrellaConsumer prints:"
sed 's/^/    /' "$work/UmbrellaConsumer.out"
if ! diff -u Tests/Consumer/NoTraitConsumer/umbrella-expected-output.txt "$work/UmbrellaConsumer.out"; then
    echo "consumer: UmbrellaConsumer: the output differs from Tests/Consumer/NoTraitConsumer/umbrella-expected-output.txt (above)" >&2
    exit 1
fi
networking() { ldd "$1" | awk '{ print $1 }' | grep -E '^lib(FoundationNetworking|curl)\.' | sort | tr '\n' ' ' || true; }
for executable in NoTraitConsumer UmbrellaConsumer; do
    echo "consumer: $executable: readelf -d, NEEDED: $(readelf -d "$bin/$executable" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' ')"
    echo "consumer: $executable: ldd, FoundationNetworking and libcurl: $(networking "$bin/$executable")"
done
if [ -n "$(networking "$bin/NoTraitConsumer")" ] || readelf -d "$bin/NoTraitConsumer" | grep -q FoundationNetworking; then
    echo "consumer: NoTraitConsumer, which uses VerdictValidation alone, loads FoundationNetworking or libcurl" >&2
    exit 1
fi
if [ -z "$(networking "$bin/UmbrellaConsumer")" ]; then
    echo "consumer: UmbrellaConsumer, which imports Verdict and its remote checks, loads no FoundationNetworking: the check above proves nothing" >&2
    exit 1
fi
echo "consumer: NoTraitConsumer (VerdictValidation) loads no FoundationNetworking and no libcurl; UmbrellaConsumer (Verdict) loads both"

echo "consumer: trait set: Hummingbird"
build HummingbirdConsumer "$shared_scratch"
serve_and_post HummingbirdConsumer HummingbirdConsumer

echo "consumer: trait set: Vapor"
build VaporConsumer "$shared_scratch"
serve_and_post VaporConsumer VaporConsumer

echo "consumer: trait set: Macros"
build MacrosConsumer "$work/scratch-macros"
run_and_compare MacrosConsumer MacrosConsumer

echo "consumer: 4 trait sets (none, Hummingbird, Vapor, Macros) built by URL and run"
