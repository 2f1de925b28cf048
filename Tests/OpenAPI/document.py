"""Reads an OpenAPI document from a running server (or a file), bounded in size and time, for the
scripts of this folder. No address but the loopback one is ever asked."""

import json
import pathlib
import urllib.error
import urllib.parse
import urllib.request

MAXIMUM_BYTES = 4 * 1024 * 1024
TIMEOUT_SECONDS = 10


def load(location: str) -> dict:
    """The document at `location`: an http URL on 127.0.0.1 or localhost, or a file's path."""
    parsed = urllib.parse.urlsplit(location)
    if parsed.scheme in ("http", "https"):
        if parsed.hostname not in ("127.0.0.1", "localhost", "::1"):
            raise ValueError(f"only loopback addresses are asked, not {parsed.hostname}")
        # No proxy, whatever the environment says: the request stays on this machine.
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        try:
            with opener.open(location, timeout=TIMEOUT_SECONDS) as response:
                text = response.read(MAXIMUM_BYTES + 1)
        except urllib.error.HTTPError as error:
            raise ValueError(f"{location} answered {error.code}, not 200") from None
    else:
        text = pathlib.Path(location).read_bytes()
    if len(text) > MAXIMUM_BYTES:
        raise ValueError(f"{location} is larger than {MAXIMUM_BYTES} bytes")
    return json.loads(text)
