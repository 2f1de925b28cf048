#!/usr/bin/env python3
"""Memory a client can grow: the Hummingbird example server's RSS under invented `Accept-Language` tags.

Builds `Examples/Server` (Hummingbird) in release, starts it on a free port of 127.0.0.1 (`--port
0`, the port read from its `listening on` line, as `.ci/run` does), and reads its resident set
(`VmRSS` of `/proc/<pid>/status`):

1. after a warm-up of `--warmup` requests that all send the same `Accept-Language: de`;
2. after a first batch of `--requests` (50,000) requests, each with a distinct invented tag;
3. after a second batch of as many, with other distinct tags.

Every request is `POST /signup` with the body `{}`: refused (422), so that the server negotiates
the problem's language from the tag. The tags are well-formed BCP 47 and invented, such as
`de-Zabc-QA-x-1a2b`: a language the server knows, then a script, a region and a private-use
subtag that vary from request to request (every tag of a run is distinct). The requests go over
`--connections` keep-alive connections (`http.client`, one thread each). A server that keeps
something per tag grows by about as much in the second batch as in the first; one that does not
stays flat after the first.

Loopback only; bounded: at most 1,000,000 requests a batch, and the run stops after
`--timeout` seconds (600). Linux only (`/proc`). No third-party module.

Run from the repository root or from `Benchmarks/`:

    python3 Benchmarks/Scripts/accept_language_rss.py
    python3 Benchmarks/Scripts/accept_language_rss.py --requests 20000 --connections 2
"""

import argparse
import http.client
import os
import re
import sys
import threading
import time

# The build and the server's start are the HTTP benchmark's (the same folder).
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import http_benchmark  # noqa: E402

PRODUCT = "verdict-server"
LANGUAGES = ["de", "fr", "en", "ru", "ar", "ja", "es", "pt", "zh", "tr"]
LETTERS = "abcdefghijklmnopqrstuvwxyz"
MAXIMUM_REQUESTS = 1_000_000


class Server(http_benchmark.Server):
    """The server started with `--port 0` on 127.0.0.1 (see `http_benchmark.py`), and its memory."""

    def rss_kib(self):
        """The resident set, in KiB (`VmRSS`)."""
        with open(f"/proc/{self.process.pid}/status") as status:
            return int(re.search(r"^VmRSS:\s+(\d+) kB$", status.read(), re.M).group(1))


def tag(index):
    """The invented tag of `index`, distinct for every index: `de-Zabc-QA-x-<index in base 36>`."""
    language = LANGUAGES[index % len(LANGUAGES)]
    script = "Z" + "".join(LETTERS[index // 26**k % 26] for k in range(3))
    region_number = index // 17_576
    region = LETTERS[region_number // 26 % 26].upper() + LETTERS[region_number % 26].upper()
    private = ""
    rest = index
    while True:
        private = "0123456789abcdefghijklmnopqrstuvwxyz"[rest % 36] + private
        rest //= 36
        if rest == 0:
            break
    return f"{language}-{script}-{region}-x-{private}"


def send(port, tags, deadline, failures, answered):
    """POSTs `{}` to /signup once per tag, on one keep-alive connection; every answer must be 422.
    Adds each answer's `Content-Language` to `answered`."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        for language in tags:
            if time.monotonic() > deadline:
                failures.append("timeout")
                return
            connection.request(
                "POST", "/signup", body=b"{}",
                headers={"Content-Type": "application/json", "Accept-Language": language})
            response = connection.getresponse()
            response.read()
            answered.add(response.getheader("Content-Language"))
            if response.status != 422:
                failures.append(f"{language}: {response.status}")
                return
    except OSError as error:
        failures.append(f"{type(error).__name__}: {error}")
    finally:
        connection.close()


def batch(port, tags, connections, deadline, answered):
    """Sends one request per tag over `connections` connections at once; returns the seconds taken."""
    started = time.monotonic()
    failures = []
    threads = [
        threading.Thread(target=send, args=(port, tags[number::connections], deadline, failures, answered))
        for number in range(connections)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if failures:
        raise SystemExit(f"the batch failed: {failures[0]}")
    return time.monotonic() - started


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--requests", type=int, default=50_000, help="requests a batch (50,000)")
    parser.add_argument("--warmup", type=int, default=2_000, help="requests with `de` first (2,000)")
    parser.add_argument("--connections", type=int, default=4, help="keep-alive connections (4)")
    parser.add_argument("--timeout", type=float, default=600, help="seconds the run may take (600)")
    parser.add_argument("--binary", help="a server binary already built (skips the build)")
    args = parser.parse_args()
    if not 0 < args.requests <= MAXIMUM_REQUESTS or not 0 < args.connections <= 64 or args.warmup < 0:
        raise SystemExit(f"--requests must be 1 to {MAXIMUM_REQUESTS:,}, --connections 1 to 64")
    binary = args.binary or http_benchmark.build("hummingbird")
    server = Server(binary)
    try:
        deadline = time.monotonic() + args.timeout
        batch(server.port, ["de"] * args.warmup, args.connections, deadline, set())
        answered = set()
        readings = [("after the warm-up", server.rss_kib(), 0.0)]
        for number in range(2):
            first = number * args.requests
            tags = [tag(index) for index in range(first, first + args.requests)]
            seconds = batch(server.port, tags, args.connections, deadline, answered)
            readings.append((f"after batch {number + 1}", server.rss_kib(), seconds))
    finally:
        server.stop()
    print(f"{PRODUCT}: {args.requests:,} requests a batch, distinct Accept-Language tags "
          f"(such as {tag(0)}, {tag(args.requests)}), {args.connections} connections")
    print(f"{'reading':<20} {'VmRSS KiB':>10} {'growth KiB':>11} {'seconds':>8}")
    previous = readings[0][1]
    for name, rss, seconds in readings:
        print(f"{name:<20} {rss:>10,} {rss - previous:>+11,} {seconds:>8.1f}")
        previous = rss
    growth = [readings[1][1] - readings[0][1], readings[2][1] - readings[1][1]]
    print(f"growth per 1,000 requests: batch 1 {growth[0] * 1000 / args.requests:+.1f} KiB, "
          f"batch 2 {growth[1] * 1000 / args.requests:+.1f} KiB")
    # A server that echoes the tag it was sent answers with as many languages as it had tags.
    shown = ", ".join(sorted(str(language) for language in answered)[:12])
    print(f"Content-Language answered: {len(answered):,} distinct values ({shown}{', …' if len(answered) > 12 else ''})")


if __name__ == "__main__":
    main()
