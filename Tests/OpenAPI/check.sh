#!/usr/bin/env bash
# Checks a running Verdict example server through its OpenAPI document with third-party tools, over
# the loopback address only, each bounded in time (and in requests):
#
#   1. openapi-spec-validator accepts the served /openapi.json as OpenAPI 3.1, and jsonschema each
#      of its schemas as draft 2020-12, every $ref resolved in it (validate.py);
#   2. schemathesis, driven by the document, tests every operation with every check that applies (no
#      5xx, documented statuses, content types, headers and response schemas, schema-invalid bodies
#      refused, undeclared methods refused), seed 27, at most 100 examples per operation per phase
#      (schemathesis.toml);
#   3. jsonschema and the server agree on 200 seeded bodies per validated route, and each answer is
#      one its operation documents, content type and JSON schema (agree_routes.py).
#
# usage: Tests/OpenAPI/check.sh BASE_URL [PYTHON]
#   BASE_URL  http://127.0.0.1:PORT of the running server
#   PYTHON    the venv's python, with Tests/OpenAPI/requirements.txt installed (.build-py/bin/python)
set -euo pipefail
cd "$(dirname "$0")/../.."
base_url="${1:?usage: Tests/OpenAPI/check.sh BASE_URL [PYTHON]}"
python="${2:-.build-py/bin/python}"
case "$base_url" in
http://127.0.0.1:* | http://localhost:*) ;;
*)
    echo "check.sh: only a server on 127.0.0.1 is checked, not $base_url" >&2
    exit 2
    ;;
esac
# Nothing leaves the machine: no proxy, no report upload (schemathesis 4 has none), no Hypothesis
# database or schemathesis cache kept between runs (schemathesis.toml).
export no_proxy='*' NO_PROXY='*'
unset http_proxy https_proxy HTTP_PROXY HTTPS_PROXY all_proxy ALL_PROXY
bin="$(cd "$(dirname "$python")" && pwd)"
started=$SECONDS

# Each tool runs even when one before it failed, so that one run reports every finding.
failed=()
timeout 60 "$python" Tests/OpenAPI/validate.py --self-test || failed+=("validator self-test")
timeout 60 "$python" Tests/OpenAPI/validate.py "$base_url/openapi.json" || failed+=(openapi-spec-validator)
echo "openapi: openapi-spec-validator took $((SECONDS - started)) s"

started=$SECONDS
# Its files (reports of a failure) go to a temporary folder, not the clone.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
config="$PWD/Tests/OpenAPI/schemathesis.toml"
(cd "$work" && timeout 300 "$bin/schemathesis" --config-file "$config" run "$base_url/openapi.json" \
    --url "$base_url" --checks all --exclude-checks positive_data_acceptance --no-color) || failed+=(schemathesis)
echo "openapi: schemathesis took $((SECONDS - started)) s"

started=$SECONDS
timeout 60 "$python" Tests/OpenAPI/agree_routes.py --self-test || failed+=("agreement self-test")
timeout 300 "$python" Tests/OpenAPI/agree_routes.py "$base_url" --bodies 200 --seed 27 || failed+=("jsonschema agreement")
echo "openapi: jsonschema agreement took $((SECONDS - started)) s"
if [ ${#failed[@]} -gt 0 ]; then
    echo "openapi: failed: ${failed[*]}" >&2
    exit 1
fi
echo "openapi: 3 passed, 0 failed"
