"""How long the web app takes to answer: each example sentence requested over HTTP on localhost.

The server is started as `stresskit serve` starts it (parser loaded before the first request) with a
fresh parse cache, so "first" is a request whose sentence and rewrites are all parsed anew, and "again"
the same request answered from the parse cache. Target: well under a second per request.

Usage: python benchmarks/explain_latency.py [--repeat 5]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
import urllib.request
from pathlib import Path
from urllib.parse import quote

from stresskit.parsing.parser import Parser
from stresskit.rules.loader import load_rules
from stresskit.teaching.serve import EXAMPLES, make_server


def seconds(url: str) -> float:
    start = time.perf_counter()
    with urllib.request.urlopen(url, timeout=60) as response:
        response.read()
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        server = make_server(load_rules(), Parser(cache_dir=Path(tmp)), port=0)
        print(f"server ready in {time.perf_counter() - start:.2f} s (GiNZA loaded)")
        url = server.start_in_thread()
        print(f"   first    again  sentence   (again: median of {args.repeat})")
        for sentence in EXAMPLES:
            page = f"{url}?s={quote(sentence)}"
            first = seconds(page)
            again = statistics.median(seconds(page) for _ in range(args.repeat))
            print(f"{first * 1000:5.0f} ms {again * 1000:5.0f} ms  {sentence}")
        server.shutdown()


if __name__ == "__main__":
    from results_page import record

    record("explain-latency", "explain latency", main)
