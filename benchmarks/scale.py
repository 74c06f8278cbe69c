"""Scale: parallel cold parsing, a Dask LocalCluster, and flat memory on large inputs, in one run.

(1) cold `stresskit perturb` (core ops, all pairs) of JSICK train with a fresh cache: --workers 1, --workers 2
and --dask local --workers 2, end to end (model loading included); the speed-up and whether the three outputs
are byte-identical. (2) Peak RSS of a warm `stresskit perturb` of 20K, 100K and 500K rows made by repeating
JSICK test with new pair ids (the cache is filled first), each run in its own child process measured with
resource.getrusage(RUSAGE_CHILDREN). The machine's other load makes timings noisy: rerun to compare.
Usage: python benchmarks/scale.py [--shared ../shared] [--sizes 20000,100000,500000]
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


def perturb(source: Path, target: Path, cache: Path, *extra: str) -> float:
    env = {**os.environ, "STRESSKIT_CACHE_DIR": str(cache)}
    start = time.perf_counter()
    subprocess.run(["stresskit", "perturb", str(source), *OPS, "-o", str(target), *extra], env=env, check=True,
                   stderr=subprocess.DEVNULL)  # fmt: skip
    return time.perf_counter() - start


def peak_rss_mb(source: Path, target: Path, cache: Path) -> tuple[float, float]:
    """Peak RSS (MB) and wall time of one perturb run, measured in a fresh parent so no other child counts."""
    probe = (
        "import resource, subprocess, sys, time; start = time.perf_counter(); "
        "subprocess.run(sys.argv[1:], check=True, stderr=subprocess.DEVNULL); "
        "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024, time.perf_counter() - start)"
    )
    env = {**os.environ, "STRESSKIT_CACHE_DIR": str(cache)}
    command = [sys.executable, "-c", probe, "stresskit", "perturb", str(source), *OPS, "-o", str(target)]
    out = subprocess.run(command, env=env, check=True, capture_output=True, text=True).stdout.split()
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
    args = parser.parse_args()
    data = args.shared / "data" / "jsick"
    train, test = data / "train.tsv", data / "test.tsv"
    premises = {row[PREMISE] for row in TableFile(train).rows()}
    results: dict[str, object] = {"unique_premises": len(premises)}
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
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
    print(json.dumps(results))


if __name__ == "__main__":
    main()
