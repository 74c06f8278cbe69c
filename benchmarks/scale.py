"""Scale: parallel cold parsing, a Dask LocalCluster, and flat memory on large inputs, in one run.

(1) cold `stresskit perturb` (core ops, all pairs) of JSICK train with a fresh cache: --workers 1, --workers 2
and --dask local --workers 2, end to end (model loading included); the speed-up and whether the three outputs
are byte-identical. (2) Peak RSS of a warm `stresskit perturb` of 20K, 100K and 500K rows made by repeating
JSICK test with new pair ids (the cache is filled first), each run in its own child process measured with
resource.getrusage(RUSAGE_CHILDREN). (3) Peak RSS of `stresskit evaluate --perturbed` on 20K, 100K and 500K rows
made the same way from the perturbed JSICK test, with an instant `python:` model (no cache) and a --predictions
file: the runner's own memory (target: 500K ≤ 1.2× the 20K figure).
The machine's other load makes timings noisy: rerun to compare. `--evaluate-only` runs (3) alone.
Usage: python benchmarks/scale.py [--shared ../shared] [--sizes 20000,100000,500000]
       [--evaluate-sizes 20000,100000,500000] [--evaluate-only]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from stresskit.tables import TableFile

OPS = ["--op", "scramble,particle-swap,particle-delete", "--pair", "all"]
PREMISE = "sentence_A_Ja"
EVALUATE_TARGET = 1.2  # peak RSS of the largest evaluate run / the smallest


def perturb(source: Path, target: Path, cache: Path, *extra: str) -> float:
    env = {**os.environ, "STRESSKIT_CACHE_DIR": str(cache)}
    start = time.perf_counter()
    subprocess.run(["stresskit", "perturb", str(source), *OPS, "-o", str(target), *extra], env=env, check=True,
                   stderr=subprocess.DEVNULL)  # fmt: skip
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
    parser.add_argument("--evaluate-only", action="store_true", help="measure only evaluate's peak memory")
    args = parser.parse_args()
    data = args.shared / "data" / "jsick"
    train, test = data / "train.tsv", data / "test.tsv"
    premises = {row[PREMISE] for row in TableFile(train).rows()}
    results: dict[str, object] = {"unique_premises": len(premises)}
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        if args.evaluate_only:
            results["evaluate_peak_rss_mb"] = evaluate_memory(test, work, args.evaluate_sizes)
            print(json.dumps(results))
            return
        runs = {
            "workers 1": [],
            "workers 2": ["--workers", "2"],
            "dask local, workers 2": ["--dask", "local", "--workers", "2"],
        }
        times = {}
        for name, extra in runs.items():
            cache = work / f"cache-{name.replace(' ', '_').replace(',', '')}"
            times[name] = perturb(train, work / f"{name}.tsv", cache, *extra)
            print(f"cold perturb of JSICK train, {name:22s} {times[name]:7.1f} s", flush=True)
        outputs = [(work / f"{name}.tsv").read_bytes() for name in runs]
        identical = all(output == outputs[0] for output in outputs)
        print(f"unique premises                                {len(premises)}")
        print(
            f"speed-up, --workers 2 vs 1                     {times['workers 1'] / times['workers 2']:.2f}x"
        )
        print(
            f"speed-up, --dask local --workers 2 vs 1        {times['workers 1'] / times['dask local, workers 2']:.2f}x"
        )
        print(f"outputs identical                              {identical}")
        results |= {"cold_seconds": times, "identical": identical}

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
        results["evaluate_peak_rss_mb"] = evaluate_memory(test, work, args.evaluate_sizes, cache)
    print(json.dumps(results))


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
    main()
