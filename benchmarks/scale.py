"""Scale: parallel cold parsing, a Dask LocalCluster, and flat memory on large inputs, in one run.

(1) the ceiling: a bare parse of JSICK train's distinct premises in 1 process and split over 2 (Python
start and model loading included); cold `stresskit perturb` (core ops, all pairs) of JSICK train with a fresh
cache: --workers 1, --workers 2 and --dask local --workers 2, end to end (model loading included); the speed-up and whether the three outputs
are byte-identical; then cold `stresskit generate` (every phenomenon) of JSICK train's premises with
--workers 1 and 2, the same way. (2) Peak RSS of a warm `stresskit perturb` of 20K, 100K and 500K rows made by
repeating JSICK test with new pair ids (the cache is filled first), each run in its own child process measured
with resource.getrusage(RUSAGE_CHILDREN), and of a warm `stresskit generate` of the 20K and 100K files (about 19
output rows per input row). (3) Peak RSS of `stresskit evaluate --perturbed` on 20K, 100K and 500K rows made the
same way from the perturbed JSICK test, with an instant `python:` model (no cache) and a --predictions file: the
runner's own memory (target: 500K ≤ 1.2× the 20K figure). (4) `stresskit evaluate` of JSICK test against an HTTP
model that sleeps 50 ms per request, at --concurrency 1 and 8 (benchmarks/remote_concurrency.py).
The machine's other load makes timings noisy: rerun to compare. `--evaluate-only` runs (3) alone,
`--generate-only` the generate parts of (1) and (2), `--remote-only` (4).
Usage: python benchmarks/scale.py [--shared ../shared] [--sizes 20000,100000,500000]
       [--generate-sizes 20000,100000] [--evaluate-sizes 20000,100000,500000] [--evaluate-only] [--generate-only] [--remote-only]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import remote_concurrency  # beside this script

from stresskit.tables import TableFile

OPS = ["--op", "scramble,particle-swap,particle-delete", "--pair", "all"]
PREMISE = "sentence_A_Ja"
EVALUATE_TARGET = 1.2  # peak RSS of the largest evaluate run / the smallest


def perturb(source: Path, target: Path, cache: Path, *extra: str) -> float:
    return timed(["stresskit", "perturb", str(source), *OPS, "-o", str(target), *extra], cache)


def generate(source: Path, target: Path, cache: Path, *extra: str) -> float:
    return timed(["stresskit", "generate", str(source), "-o", str(target), *extra], cache)


def timed(command: list[str], cache: Path) -> float:
    env = {**os.environ, "STRESSKIT_CACHE_DIR": str(cache)}
    start = time.perf_counter()
    subprocess.run(command, env=env, check=True, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


INSTANT_MODEL = """def predict(pairs):
    return ["entailment" if len(premise) % 2 else "neutral" for premise, _ in pairs]
"""


def peak_rss_mb(source: Path, target: Path, cache: Path) -> tuple[float, float]:
    """Peak RSS (MB) and wall time of one perturb run."""
    return peak_rss_of(["stresskit", "perturb", str(source), *OPS, "-o", str(target)], cache)


def peak_rss_of(command: list[str], cache: Path) -> tuple[float, float]:
    """Peak RSS (MB) and wall time of one command, measured in a fresh parent so no other child counts."""
    probe = (
        "import resource, subprocess, sys, time; start = time.perf_counter(); "
        "subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); "
        "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024, time.perf_counter() - start)"
    )
    env = {**os.environ, "STRESSKIT_CACHE_DIR": str(cache)}
    out = subprocess.run(
        [sys.executable, "-c", probe, *command], env=env, check=True, capture_output=True, text=True
    ).stdout.split()
    return float(out[0]), float(out[1])


def repeated(test: Path, rows: int, target: Path) -> Path:
    """`rows` rows cycling through JSICK test, each with a new pair_ID."""
    source = TableFile(test)
    body = list(source.rows())
    with target.open("w", encoding="utf-8") as out:
        out.write("\t".join(source.columns) + "\n")
        for i in range(rows):
            row = {**body[i % len(body)], "pair_ID": str(i + 1)}
            out.write("\t".join(row[column] for column in source.columns) + "\n")
    return target


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=Path(__file__).resolve().parents[1].parent / "shared")
    parser.add_argument("--sizes", default="20000,100000,500000")
    parser.add_argument("--evaluate-sizes", default="20000,100000,500000")
    parser.add_argument("--generate-sizes", default="20000,100000")
    parser.add_argument("--evaluate-only", action="store_true", help="measure only evaluate's peak memory")
    parser.add_argument("--generate-only", action="store_true", help="measure only generate")
    parser.add_argument("--remote-only", action="store_true", help="measure only --concurrency 1 vs 8")
    args = parser.parse_args()
    data = args.shared / "data" / "jsick"
    train, test = data / "train.tsv", data / "test.tsv"
    premises = {row[PREMISE] for row in TableFile(train).rows()}
    results: dict[str, object] = {"unique_premises": len(premises)}
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        if args.remote_only:
            results["remote_seconds"] = remote_concurrency.measure(test)
            print(json.dumps(results))
            return
        if args.evaluate_only:
            results["evaluate_peak_rss_mb"] = evaluate_memory(test, work, args.evaluate_sizes)
            print(json.dumps(results))
            return
        if args.generate_only:
            results |= generate_cold(train, work)
            cache = work / "warm-cache"
            generate(test, work / "fill.tsv", cache)  # every premise of the repeated files is now cached
            results["generate_peak_rss_mb"] = generate_memory(test, work, args.generate_sizes, cache)
            print(json.dumps(results))
            return
        runs = {
            "workers 1": [],
            "workers 2": ["--workers", "2"],
            "dask local, workers 2": ["--dask", "local", "--workers", "2"],
        }
        raw = raw_parse_times(sorted(premises), work)
        times, identical, _ = cold_runs(perturb, train, work, runs)
        print(f"unique premises                                {len(premises)}")
        print(f"speed-up, raw GiNZA parse, 2 processes vs 1    {raw[1] / raw[2]:.2f}x")
        print(
            f"speed-up, --workers 2 vs 1                     {times['workers 1'] / times['workers 2']:.2f}x"
        )
        print(
            f"speed-up, --dask local --workers 2 vs 1        {times['workers 1'] / times['dask local, workers 2']:.2f}x"
        )
        print(f"outputs identical                              {identical}")
        results |= {"cold_seconds": times, "identical": identical, "raw_parse_seconds": raw}
        results |= generate_cold(train, work)

        cache = work / "warm-cache"
        perturb(test, work / "fill.tsv", cache)  # every premise of the repeated files is now cached
        memory = {}
        for size in [int(size) for size in args.sizes.split(",")]:
            source = repeated(test, size, work / f"rows-{size}.tsv")
            rss, seconds = peak_rss_mb(source, work / f"out-{size}.tsv", cache)
            memory[size] = rss
            print(f"warm perturb of {size:>7,} rows: peak RSS {rss:7.1f} MB, {seconds:6.1f} s", flush=True)
            source.unlink()
            (work / f"out-{size}.tsv").unlink()
        sizes = sorted(memory)
        print(
            f"peak RSS, {sizes[-1]:,} rows / {sizes[0]:,} rows        {memory[sizes[-1]] / memory[sizes[0]]:.3f}x"
        )
        results["peak_rss_mb"] = memory
        results["generate_peak_rss_mb"] = generate_memory(test, work, args.generate_sizes, cache)
        results["evaluate_peak_rss_mb"] = evaluate_memory(test, work, args.evaluate_sizes, cache)
        results["remote_seconds"] = remote_concurrency.measure(test)
    print(json.dumps(results))


RAW_PARSE = """import sys, time
from stresskit.parsing.without_torch import parse_without_torch
parse_without_torch("ja_ginza")
from stresskit.rewriting.workers import limit_threads
limit_threads()
from stresskit.parsing.parser import Parser
texts = open(sys.argv[1], encoding="utf-8").read().splitlines()
Parser().parse(texts)
"""


def raw_parse_times(premises: list[str], work: Path) -> dict[int, float]:
    """The ceiling for --workers: wall time of a bare parse (stresskit's parser, no cache, nothing else), each
    process starting Python and loading GiNZA as a worker does, the premises in 1 process and split over 2."""
    times = {}
    for processes in (1, 2):
        parts = [premises[k::processes] for k in range(processes)]
        files = []
        for k, part in enumerate(parts):
            files.append(work / f"raw-{processes}-{k}.txt")
            files[-1].write_text("\n".join(part), encoding="utf-8")
        start = time.perf_counter()
        running = [subprocess.Popen([sys.executable, "-c", RAW_PARSE, str(file)]) for file in files]
        if any(process.wait() for process in running):
            raise SystemExit("the raw parse failed")
        times[processes] = time.perf_counter() - start
        print(f"raw GiNZA parse of the premises, {processes} process{'es' if processes > 1 else '  '}  "
              f"{times[processes]:7.1f} s", flush=True)  # fmt: skip
    return times


def cold_runs(
    command: Callable[..., float], train: Path, work: Path, runs: dict[str, list[str]]
) -> tuple[dict[str, float], bool, int]:
    """Times of `command` on JSICK train with a fresh cache per run, whether the outputs are identical, and
    the number of rows written."""
    times, outputs = {}, []
    for name, extra in runs.items():
        slug = f"{command.__name__}-{name.replace(' ', '_').replace(',', '')}"
        outputs.append(work / f"{slug}.tsv")
        times[name] = command(train, outputs[-1], work / f"cache-{slug}", *extra)
        print(f"cold {command.__name__} of JSICK train, {name:22s} {times[name]:7.1f} s", flush=True)
    first = outputs[0].read_bytes()
    identical = all(output.read_bytes() == first for output in outputs)
    for output in outputs:
        output.unlink()
    return times, identical, first.count(b"\n") - 1


def generate_cold(train: Path, work: Path) -> dict[str, object]:
    """Cold `stresskit generate` of JSICK train with --workers 1 and 2: times, speed-up, identical output."""
    times, identical, rows = cold_runs(
        generate, train, work, {"workers 1": [], "workers 2": ["--workers", "2"]}
    )
    print(f"generated rows                                 {rows}")
    print(f"speed-up, generate --workers 2 vs 1            {times['workers 1'] / times['workers 2']:.2f}x")
    print(f"generate outputs identical                     {identical}")
    return {"generate_cold_seconds": times, "generate_identical": identical}


def generate_memory(test: Path, work: Path, sizes: str, cache: Path) -> dict[int, float]:
    """Peak RSS of a warm `stresskit generate` of rows repeating JSICK test (its premises cached)."""
    memory = {}
    for size in [int(size) for size in sizes.split(",")]:
        source = repeated(test, size, work / f"rows-{size}.tsv")
        target = work / f"generated-{size}.tsv"
        rss, seconds = peak_rss_of(["stresskit", "generate", str(source), "-o", str(target)], cache)
        memory[size] = rss
        rows = sum(1 for _ in target.open(encoding="utf-8")) - 1
        print(f"warm generate of {size:>7,} rows ({rows:,} pairs): peak RSS {rss:7.1f} MB, {seconds:6.1f} s",
              flush=True)  # fmt: skip
        source.unlink()
        target.unlink()
    low, high = min(memory), max(memory)
    print(f"generate peak RSS, {high:,} rows / {low:,} rows  {memory[high] / memory[low]:.3f}x")
    return memory


def evaluate_memory(test: Path, work: Path, sizes: str, cache: Path | None = None) -> dict[int, float]:
    """Peak RSS of `stresskit evaluate --perturbed` on rows repeating the perturbed JSICK test."""
    cache = cache or work / "warm-cache"
    perturbed = work / "perturbed-test.tsv"
    perturb(test, perturbed, cache)
    model = work / "instant.py"
    model.write_text(INSTANT_MODEL, encoding="utf-8")
    memory = {}
    for size in [int(size) for size in sizes.split(",")]:
        source = repeated(perturbed, size, work / f"perturbed-{size}.tsv")
        command = ["stresskit", "evaluate", "--perturbed", str(source), "--model", f"python:{model}:predict",
                   "--no-cache", "--report", str(work / f"report-{size}.json"),
                   "--predictions", str(work / f"predictions-{size}.tsv")]  # fmt: skip
        rss, seconds = peak_rss_of(command, cache)
        memory[size] = rss
        print(f"evaluate of {size:>7,} perturbed rows: peak RSS {rss:7.1f} MB, {seconds:6.1f} s", flush=True)
        source.unlink()
        (work / f"predictions-{size}.tsv").unlink()
    low, high = min(memory), max(memory)
    print(
        f"evaluate peak RSS, {high:,} rows / {low:,} rows  {memory[high] / memory[low]:.3f}x "
        f"(target ≤ {EVALUATE_TARGET}x)"
    )
    return memory


if __name__ == "__main__":
    from results_page import record

    record("scale", "Scale: workers, streaming and memory", main)
