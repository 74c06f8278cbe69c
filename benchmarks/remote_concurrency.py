"""How much `--concurrency` saves with a remote model that takes its time.

A local HTTP model server (in this process, one thread per connection) sleeps 50 ms per request, as a
model behind a network would, then answers each pair by a simple particle rule. `stresskit evaluate` runs
on JSICK test (core ops, all pairs) against it as the CLI command a user types, with --refresh so every
distinct pair is asked (no cached answers) and the parse cache warm (warmed first, untimed), at
--concurrency 1 and --concurrency 8: it prints the wall time of each command, the requests the server saw
and whether the two report.json files agree once their provenance blocks are left out. The machine's other
work moves the command times by seconds, so the prediction step is then timed alone, in this process: the
same distinct pairs the command asks about, through the same adapter, at both concurrencies.

Usage: python benchmarks/remote_concurrency.py [--shared ../shared] [--delay 0.05] [--batch-size 32]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from stresskit.conventions import ALL, CORE_OPS
from stresskit.evaluation.models import load_model
from stresskit.evaluation.prediction import predict_pairs
from stresskit.evaluation.provenance import without_provenance
from stresskit.evaluation.runner import Columns, collect_pairs
from stresskit.parsing.parser import Parser
from stresskit.rewriting.perturb import default_cache_dir, make_options, run
from stresskit.rules.loader import load_rules
from stresskit.tables import read_table

HERE = Path(__file__).resolve().parent


def answer(premise: str) -> str:
    return "contradiction" if "ない" in premise else "entailment" if "が" in premise else "neutral"


class SlowModelServer:
    """Answers POST {"pairs": [...]} after `delay` seconds; counts requests and the most at once."""

    def __init__(self, delay: float) -> None:
        self.requests = 0
        self.most_at_once = 0
        self._now = 0
        lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                with lock:
                    server.requests += 1
                    server._now += 1
                    server.most_at_once = max(server.most_at_once, server._now)
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                time.sleep(delay)
                payload = json.dumps(
                    {"predictions": [answer(pair["premise"]) for pair in body["pairs"]]}
                ).encode()
                with lock:
                    server._now -= 1
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            def log_message(self, *args: object) -> None:
                pass

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self._httpd.server_address[1]}/predict"
        threading.Thread(target=self._httpd.serve_forever, daemon=True).start()

    def reset(self) -> None:
        self.requests = self.most_at_once = 0

    def stop(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()


def evaluate(test: Path, url: str, concurrency: int, batch_size: int, report: Path, env: dict) -> float:
    command = [
        sys.executable, "-m", "stresskit", "evaluate", str(test), "--model", url, "--refresh",
        "--concurrency", str(concurrency), "--batch-size", str(batch_size), "--report", str(report),
    ]  # fmt: skip
    start = time.perf_counter()
    subprocess.run(command, check=True, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--shared", type=Path, default=HERE.parent.parent / "shared")
    parser.add_argument("--delay", type=float, default=0.05, help="seconds the server sleeps per request")
    parser.add_argument("--batch-size", type=int, default=32)
    args = parser.parse_args()
    test = args.shared / "data" / "jsick" / "test.tsv"
    if not test.is_file():
        sys.exit(f"no {test}: pass --shared with the folder that holds data/jsick/test.tsv")
    measure(test, args.delay, args.batch_size)


def measure(test: Path, delay: float = 0.05, batch_size: int = 32) -> dict[int, float]:
    """Print and return the wall time of `stresskit evaluate` at --concurrency 1 and 8 (then time the
    prediction step alone)."""
    server = SlowModelServer(delay)
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        env = {
            **os.environ,
            "STRESSKIT_CACHE_DIR": os.environ.get("STRESSKIT_CACHE_DIR", str(work / "cache")),
        }
        # Untimed: warms the parse cache, so both timed runs differ only in how they ask the model.
        evaluate(test, server.url, 8, batch_size, work / "warm.json", env)
        print(f"JSICK test, core ops, HTTP model sleeping {delay * 1000:.0f} ms per request, "
              f"batch size {batch_size}, parse cache warm, --refresh:")  # fmt: skip
        reports = {}
        times = {}
        for concurrency in (1, 8):
            server.reset()
            reports[concurrency] = work / f"report-{concurrency}.json"
            times[concurrency] = evaluate(
                test, server.url, concurrency, batch_size, reports[concurrency], env
            )
            print(
                f"  stresskit evaluate --concurrency {concurrency}: {times[concurrency]:6.2f} s  "
                f"({server.requests} requests, at most {server.most_at_once} at once)"
            )
        same = [without_provenance(json.loads(reports[n].read_text(encoding="utf-8"))) for n in (1, 8)]
        print(f"  speed-up {times[1] / times[8]:.2f}x; reports identical: {same[0] == same[1]}")
        os.environ["STRESSKIT_CACHE_DIR"] = env["STRESSKIT_CACHE_DIR"]
        prediction_step(test, server, batch_size)
    server.stop()
    return times


def prediction_step(test: Path, server: SlowModelServer, batch_size: int) -> None:
    """Time asking the model alone (no prediction cache), as evaluate does it, at concurrency 1 and 8."""
    rules = load_rules()
    result = run(
        read_table(test), rules, make_options(rules, CORE_OPS, ALL), Parser(cache_dir=default_cache_dir())
    )
    items = collect_pairs(result.table, Columns())
    asked = [(i.original_premise, i.hypothesis) for i in items] + [
        (i.perturbed_premise, i.hypothesis) for i in items
    ]
    print(f"prediction step alone ({len(set(asked))} distinct pairs of {len(asked)}):")
    seconds = {}
    for concurrency in (1, 8):
        server.reset()
        model = load_model(server.url, concurrency=concurrency)
        start = time.perf_counter()
        predict_pairs(model, asked, batch_size=batch_size)
        seconds[concurrency] = time.perf_counter() - start
        print(f"  --concurrency {concurrency}: {seconds[concurrency]:6.2f} s  ({server.requests} requests)")
    print(f"  speed-up {seconds[1] / seconds[8]:.2f}x")


if __name__ == "__main__":
    from results_page import record

    record("remote-concurrency", "Remote model concurrency", main)
