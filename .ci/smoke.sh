#!/usr/bin/env bash
# Smoke test of an installed stresskit: every command once, from a directory outside the checkout, each
# checked for a non-empty result (an installation missing its rules must fail here, not print a header).
# Usage: .ci/smoke.sh VENV  (a virtual environment with stresskit installed from a wheel or an sdist)
set -euo pipefail
venv=$(cd "$1" && pwd)
checkout=$(cd "$(dirname "$0")/.." && pwd)
stresskit="$venv/bin/stresskit"
python="$venv/bin/python"
work=$(mktemp -d)
server_pid=
cleanup() {
    if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT
cp "$checkout/examples/jsick_sample.tsv" "$work/sample.tsv"
cp "$checkout/examples/rules/topicalize.yaml" "$work/topicalize.yaml"
cd "$work"
export STRESSKIT_CACHE_DIR="$work/cache"

fail() { echo "smoke: $*" >&2; exit 1; }
# rows FILE MIN: FILE has at least MIN data rows (lines after the header)
rows() {
    local count=$(($(wc -l <"$1") - 1))
    [ "$count" -ge "$2" ] || fail "$1 has $count data rows, expected at least $2"
    echo "smoke: $1: $count rows"
}

# The code must come from the installation, not from the checkout.
location=$("$python" -c 'import stresskit, sys; sys.stdout.write(stresskit.__file__)')
case "$location" in "$checkout"/*) fail "stresskit was imported from the checkout ($location)";; esac
echo "smoke: stresskit from $location"

"$stresskit" --version
"$stresskit" ops >ops.txt
for op in scramble particle-swap particle-delete np-swap passive active voice-flip causative decausative; do
    grep -q "$op" ops.txt || fail "stresskit ops does not list $op"
done
"$stresskit" perturb sample.tsv --op scramble,particle-swap,particle-delete -o perturbed.tsv
rows perturbed.tsv 10
"$stresskit" generate sample.tsv -o derived.tsv
rows derived.tsv 10
"$stresskit" baseline train sample.tsv -o baseline
[ -s baseline/metadata.json ] || fail "baseline train wrote no model"
"$stresskit" evaluate sample.tsv --op scramble,particle-swap --model baseline:baseline \
    --predictions predictions.tsv --report report.json --markdown report.md
rows predictions.tsv 5
"$python" - <<'PY'
import json
report = json.load(open("report.json", encoding="utf-8"))
ops = {row["op"] for row in report["results"]}
assert {"scramble", "particle-swap"} <= ops, f"report.json has results for {sorted(ops)}"
PY
"$stresskit" diagnose derived.tsv --model baseline:baseline --report diagnosis.json
"$python" - <<'PY'
import json
results = json.load(open("diagnosis.json", encoding="utf-8"))["results"]
total = next(r for r in results if (r["phenomenon"], r["heuristic"], r["gold_label"]) == ("all", "all", "all"))
assert total["n"] >= 10, f"diagnose scored {total['n']} pairs"
PY
"$stresskit" explain "小さな女の子が女性を見ている" >explain.txt
grep -q "女性を小さな女の子が見ている" explain.txt || fail "explain shows no scrambled rewrite"
"$stresskit" explain "小さな女の子が女性を見ている" --bracketed >bracketed.txt
grep -q "(" bracketed.txt || fail "explain --bracketed printed no tree"
"$stresskit" try topicalize.yaml "男の子が走っていて、猫が犬を追いかけている" >try.txt
grep -q "→" try.txt || fail "try rewrote nothing"

"$stresskit" serve --port 0 2>serve.log &
server_pid=$!
url=
for _ in $(seq 1 240); do
    url=$(sed -n 's/^serving on \(http[^ ]*\).*/\1/p' serve.log)
    [ -n "$url" ] && break
    kill -0 "$server_pid" 2>/dev/null || fail "serve exited: $(cat serve.log)"
    sleep 0.5
done
[ -n "$url" ] || fail "serve did not start in 120 s"
"$python" - "$url" <<'PY'
import sys, urllib.parse, urllib.request
with urllib.request.urlopen(sys.argv[1] + "?s=" + urllib.parse.quote("小さな女の子が女性を見ている"), timeout=120) as page:
    body = page.read().decode("utf-8")
assert page.status == 200 and body.count('<div class="transformation"') > 0, "serve answered without rewrites"
PY
kill "$server_pid"
wait "$server_pid" 2>/dev/null || true
server_pid=
echo "smoke: serve answered $url"
echo "smoke: every command ran and wrote a non-empty result"
