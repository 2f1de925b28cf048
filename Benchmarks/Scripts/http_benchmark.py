#!/usr/bin/env python3
"""HTTP benchmark: what validating with Verdict costs a real server, over loopback.

Builds the two example servers in release, `Examples/Server` (Hummingbird) and
`Examples/VaporServer` (Vapor), starts them on free ports of 127.0.0.1, and loads these routes
with the same sign-up body (`wrk`, Debian's package; installed with apt-get when missing):

- `hummingbird/signup`              VerdictHummingbird's `request.validated` (the example's route)
- `hummingbird/signup/unvalidated`  the same body decoded with `JSONDecoder`, no validation
- `vapor/signup`                    VerdictVapor's `request.validated`
- `vapor/signup/unvalidated`        the body decoded with Vapor's `Content`, no validation
- `vapor/signup/validatable`        Vapor's `Validatable`, then `Content`

Every route answers the valid body with the same 201 and the same JSON. The routes are loaded in
turn, round after round (the machine is shared and noisy: a ratio of two routes measured in the
same round is what counts; every other round runs in reverse order), and the median requests per second of each is printed with the
ratios: Verdict's route against the unvalidated one of the same server (the cost of validation)
and against Vapor's `Validatable`.

Instruction counts: valgrind 3.19 cannot run these servers (it stops on the DWARF 5 debug
information of the release binaries, and with the debug information stripped it crashes in the
servers' signal handling), and `perf stat` has no instruction counter on these machines. The
handlers' own work is counted instead, in process, by the `route` suite of `VerdictBenchmarks`
(`--profile route/valid/<verdict|hand-written>` under callgrind): see `Benchmarks/HISTORY.md`.

Run from the repository root or from `Benchmarks/`:

    python3 Benchmarks/Scripts/http_benchmark.py --rounds 10 --seconds 5

`--body invalid` loads the validated routes with an invalid body instead (422 from Verdict, 400
from `Validatable`; the unvalidated routes are skipped, since they accept it). `--servers
hummingbird` (or `vapor`) builds and loads one server only.
"""

import argparse
import http.client
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

VALID = (
    '{"username":"bobby","email":"bob@example.com","password":"correct horse 1",'
    '"passwordRepeat":"correct horse 1","age":30,"website":"https://example.com","country":"US",'
    '"acceptedTerms":true}'
)
INVALID = (
    '{"username":"Al","email":"al@example","password":"short","passwordRepeat":"shorter",'
    '"age":12,"website":"ftp://x","country":"USA","acceptedTerms":false}'
)
ACCOUNT = (
    '{"username":"bobby","email":"bob@example.com","age":30,"website":"https://example.com",'
    '"country":"US","acceptedTerms":true,"isAdmin":false}'
)

SERVERS = {
    "hummingbird": ("Examples/Server", "verdict-server", ".build-bench-hummingbird"),
    "vapor": ("Examples/VaporServer", "verdict-vapor-server", ".build-bench-vapor"),
}

ROUTES = [
    ("hummingbird", "signup"),
    ("hummingbird", "signup/unvalidated"),
    ("vapor", "signup"),
    ("vapor", "signup/unvalidated"),
    ("vapor", "signup/validatable"),
]


def log(message):
    print(message, file=sys.stderr, flush=True)


def ensure_wrk():
    if shutil.which("wrk"):
        return
    log("wrk is missing: installing Debian's package")
    subprocess.run(["apt-get", "update", "-qq"], check=True)
    subprocess.run(["apt-get", "install", "-y", "-qq", "wrk"], check=True)


def build(server):
    package, product, scratch = SERVERS[server]
    scratch = os.path.join(ROOT, scratch)
    log(f"building {product} in release ({scratch})")
    # SwiftPM may keep a stale build plan that misses files added to a package it reaches by
    # path (the library's new files): the plan is made again without it, the objects are kept.
    for stale in ("release.yaml", os.path.join("release", "description.json")):
        if os.path.exists(os.path.join(scratch, stale)):
            os.remove(os.path.join(scratch, stale))
    subprocess.run(
        ["swift", "build", "-c", "release", "--package-path", package, "--scratch-path", scratch,
         "--product", product],
        cwd=ROOT, check=True, stdout=sys.stderr)
    bin_path = subprocess.run(
        ["swift", "build", "-c", "release", "--package-path", package, "--scratch-path", scratch,
         "--show-bin-path"],
        cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, product)


class Server:
    """A server started with `--port 0`, optionally under a wrapper (valgrind)."""

    def __init__(self, binary, wrapper=()):
        self.output = tempfile.NamedTemporaryFile("w+", delete=False)
        self.process = subprocess.Popen(
            [*wrapper, binary, "--port", "0"], stdout=self.output, stderr=subprocess.STDOUT)
        self.port = None
        deadline = time.time() + 300
        while time.time() < deadline:
            with open(self.output.name) as text:
                found = re.search(r"^listening on http://127\.0\.0\.1:(\d+)$", text.read(), re.M)
            if found:
                self.port = int(found.group(1))
                return
            if self.process.poll() is not None:
                break
            time.sleep(0.1)
        with open(self.output.name) as text:
            said = text.read()
        self.stop()
        raise SystemExit(f"{binary} did not start: {said}")

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=60)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        os.unlink(self.output.name)


def post(port, path, body, count=1):
    """`count` POSTs on one keep-alive connection; returns the last status and body."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
    status, answer = None, None
    for _ in range(count):
        connection.request("POST", "/" + path, body=body, headers={"Content-Type": "application/json"})
        response = connection.getresponse()
        status, answer = response.status, response.read().decode()
    connection.close()
    return status, answer


def check_answers(ports, routes, body):
    for server, path in routes:
        status, answer = post(ports[server], path, body)
        if body == VALID and (status != 201 or answer != ACCOUNT):
            raise SystemExit(f"{server}/{path} answered {status} {answer!r}, not the account")
        if body == INVALID and status not in (400, 422):
            raise SystemExit(f"{server}/{path} accepted the invalid body: {status}")


def cpu_seconds(pid):
    """User and system CPU time of process `pid` so far, from /proc (Linux)."""
    with open(f"/proc/{pid}/stat") as stat:
        # The command name, in parentheses, may hold spaces: the fields start after it.
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def wrk(port, path, body, seconds, connections, script_dir, pid):
    """Requests per second, non-2xx answers, and the server's CPU microseconds per request."""
    script = os.path.join(script_dir, "post.lua")
    with open(script, "w") as lua:
        quoted = body.replace("\\", "\\\\").replace('"', '\\"')
        lua.write('wrk.method = "POST"\n')
        lua.write('wrk.headers["Content-Type"] = "application/json"\n')
        lua.write(f'wrk.body = "{quoted}"\n')
    cpu_before = cpu_seconds(pid)
    result = subprocess.run(
        ["wrk", "-t1", f"-c{connections}", f"-d{seconds}s", "-s", script, f"http://127.0.0.1:{port}/{path}"],
        check=True, capture_output=True, text=True).stdout
    cpu = cpu_seconds(pid) - cpu_before
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", result).group(1))
    requests = int(re.search(r"(\d+) requests in", result).group(1))
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", result)
    socket_errors = re.search(r"Socket errors: (.*)", result)
    if socket_errors:
        raise SystemExit(f"wrk: socket errors on {path}: {socket_errors.group(1)}")
    return rate, int(errors.group(1)) if errors else 0, cpu * 1e6 / max(requests, 1)


def load(binaries, routes, body, args):
    servers = {name: Server(binary) for name, binary in binaries.items()}
    try:
        ports = {name: server.port for name, server in servers.items()}
        check_answers(ports, routes, body)
        pids = {name: server.process.pid for name, server in servers.items()}
        rates = {route: [] for route in routes}
        cpu = {route: [] for route in routes}
        with tempfile.TemporaryDirectory() as script_dir:
            for route in routes:  # warm-up
                wrk(ports[route[0]], route[1], body, 2, args.connections, script_dir, pids[route[0]])
            for round_number in range(args.rounds):
                # Every other round in reverse order, so that a drift of the machine's load
                # within a round weighs on both sides of a ratio alike.
                for route in routes if round_number % 2 == 0 else list(reversed(routes)):
                    rate, refused, microseconds = wrk(
                        ports[route[0]], route[1], body, args.seconds, args.connections, script_dir, pids[route[0]])
                    expected_refused = body == INVALID
                    if (refused > 0) != expected_refused:
                        raise SystemExit(f"{route}: {refused} non-2xx answers")
                    rates[route].append(rate)
                    cpu[route].append(microseconds)
                log(f"round {round_number + 1}: " + ", ".join(
                    f"{server}/{path} {rates[(server, path)][-1]:.0f}" for server, path in routes))
        return rates, cpu
    finally:
        for server in servers.values():
            server.stop()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--seconds", type=int, default=5, help="wrk's duration per route and round")
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument("--body", choices=["valid", "invalid"], default="valid")
    parser.add_argument(
        "--servers", nargs="+", choices=list(SERVERS), default=list(SERVERS),
        help="the servers to build and load (default: both)")
    args = parser.parse_args()

    ensure_wrk()
    binaries = {server: build(server) for server in args.servers}
    body = VALID if args.body == "valid" else INVALID
    routes = [
        route for route in ROUTES
        if route[0] in args.servers and (body == VALID or not route[1].endswith("unvalidated"))
    ]

    rates, cpu = load(binaries, routes, body, args)
    medians = {route: statistics.median(values) for route, values in rates.items()}
    print(f"\n{args.body} body, {args.rounds} rounds of {args.seconds} s, wrk -t1 -c{args.connections}\n")
    print("| route | requests/s (median) | server CPU µs/request (median) | all rounds (requests/s) |")
    print("| --- | ---: | ---: | --- |")
    for server, path in routes:
        values = ", ".join(f"{value:.0f}" for value in rates[(server, path)])
        cpu_median = statistics.median(cpu[(server, path)])
        print(f"| {server} /{path} | {medians[(server, path)]:,.0f} | {cpu_median:.1f} | {values} |")

    def ratio(numerator, denominator, table=rates):
        # Per round, then the median: both routes of a pair saw the same load in a round.
        pairs = [a / b for a, b in zip(table[numerator], table[denominator])]
        return statistics.median(pairs), min(pairs), max(pairs)

    # The server's CPU time per request, against the other route's: the same ratio as the request
    # rates' for a server that uses every core, and less moved by what else the machine runs.
    print("\n| ratio (per round, median [min–max]) | requests/s | server CPU per request (inverted) |")
    print("| --- | --- | --- |")
    pairs = [
        (("hummingbird", "signup"), ("hummingbird", "signup/unvalidated"), "Hummingbird: Verdict / unvalidated"),
        (("vapor", "signup"), ("vapor", "signup/unvalidated"), "Vapor: Verdict / unvalidated"),
        (("vapor", "signup"), ("vapor", "signup/validatable"), "Vapor: Verdict / Validatable"),
    ]
    for numerator, denominator, label in pairs:
        if numerator in rates and denominator in rates:
            middle, low, high = ratio(numerator, denominator)
            cpu_middle, cpu_low, cpu_high = ratio(denominator, numerator, cpu)
            print(
                f"| {label} | {middle:.3f} [{low:.3f}–{high:.3f}] "
                f"| {cpu_middle:.3f} [{cpu_low:.3f}–{cpu_high:.3f}] |")

if __name__ == "__main__":
    main()
