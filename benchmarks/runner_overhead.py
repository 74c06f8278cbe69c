"""What `stresskit evaluate` costs on top of `stresskit perturb`, and the baseline's stress-test table.

Part 1, overhead: JSICK test, ops scramble, particle-swap, particle-delete, pairs all, parse cache warm
(warmed first, untimed). "perturb" reads the table, perturbs and writes the perturbed table; "evaluate"
reads, perturbs, asks a model that answers instantly about every distinct pair through a fresh prediction
cache (so every answer is stored), computes the report and writes report.json. Both are timed in this
process (the work itself) and as the two CLI commands (what a user waits for, start-up included). Each
is timed --repeat times and the fastest run counts. Target: evaluate ≤ 1.2 × perturb. Each in-process run
starts after a full garbage collection, so that neither side pays for the objects the previous run left
behind (a full collection of them costs ~0.25 s here, enough to swing the ratio by ±0.1).

Part 2, baseline: trains the char-n-gram baseline on JSICK train, evaluates JSICK test with the core ops
and prints the paper-layout table (terminal and Markdown) and the equivalent commands.

Usage: python benchmarks/runner_overhead.py [--shared ../shared] [--repeat 3] [--skip-baseline]
"""

from __future__ import annotations

import argparse
import gc
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from rich.console import Console

from stresskit.conventions import ALL, CORE_OPS
from stresskit.evaluation.baseline import train_baseline
from stresskit.evaluation.runner import (
    PREDICTIONS_SUBDIR,
    Columns,
    collect_pairs,
    open_prediction_cache,
    resolve_model,
    score_pairs,
)
from stresskit.parsing.parser import Parser
from stresskit.reports.render import markdown_report, terminal_table
from stresskit.rewriting.perturb import make_options, run
from stresskit.rules.loader import load_rules
from stresskit.tables import read_table, write_table, write_text

COLUMNS = Columns()
INSTANT_SOURCE = 'def instant(pairs):\n    return ["entailment"] * len(pairs)\n'


def instant(pairs):
    return ["entailment"] * len(pairs)


def perturb_only(source: Path, out: Path, cache_dir: Path) -> float:
    gc.collect()
    start = time.perf_counter()
    rules = load_rules()
    result = run(read_table(source), rules, make_options(rules, CORE_OPS, ALL), Parser(cache_dir=cache_dir))
    write_table(result.table, out)
    return time.perf_counter() - start


def evaluate_instant(source: Path, out: Path, cache_dir: Path, predictions_dir: Path) -> float:
    gc.collect()
    start = time.perf_counter()
    rules = load_rules()
    result = run(read_table(source), rules, make_options(rules, CORE_OPS, ALL), Parser(cache_dir=cache_dir))
    items = collect_pairs(result.table, COLUMNS)
    with open_prediction_cache(predictions_dir) as cache:
        evaluation = score_pairs(items, resolve_model(instant), cache=cache)
    write_text(out, evaluation.report.to_json() + "\n")
    return time.perf_counter() - start


def command_seconds(args: list[str], cache_dir: Path) -> float:
    # Only the parse cache is kept, so every evaluate run starts with a fresh prediction cache.
    shutil.rmtree(cache_dir / PREDICTIONS_SUBDIR, ignore_errors=True)
    start = time.perf_counter()
    subprocess.run(
        args, check=True, capture_output=True, env={**os.environ, "STRESSKIT_CACHE_DIR": str(cache_dir)}
    )
    return time.perf_counter() - start


def overhead(source: Path, repeat: int, tmp_path: Path) -> None:
    parses = tmp_path / "parses"
    perturb_only(source, tmp_path / "warmup.tsv", parses)
    perturb = min(perturb_only(source, tmp_path / "perturbed.tsv", parses) for _ in range(repeat))
    evaluate = min(
        evaluate_instant(source, tmp_path / "report.json", parses, tmp_path / f"predictions{i}")
        for i in range(repeat)
    )
    pairs = len(collect_pairs(read_table(tmp_path / "perturbed.tsv"), COLUMNS))
    common = [str(Path(sys.executable).parent / "stresskit")]  # the console script beside this Python
    ops = ["--op", ",".join(CORE_OPS), "--pair", ALL]
    perturb_cli = min(
        command_seconds([*common, "perturb", str(source), *ops, "-o", str(tmp_path / "cli.tsv")], parses)
        for _ in range(repeat)
    )
    # A module of its own: importing this benchmark would also import scikit-learn into the timed command.
    model = tmp_path / "instant_model.py"
    model.write_text(INSTANT_SOURCE, encoding="utf-8")
    evaluate_cli = min(
        command_seconds(
            [
                *common,
                "evaluate",
                str(source),
                *ops,
                "--model",
                f"python:{model}:instant",
                "--report",
                str(tmp_path / "cli.json"),
            ],
            parses,
        )  # fmt: skip
        for _ in range(repeat)
    )
    print(f"perturbed pairs {pairs}; warm parse cache, fresh prediction cache, fastest of {repeat}")
    print("                 perturb  evaluate  ratio   (target ≤ 1.2)")
    print(f"in process       {perturb:6.2f} s {evaluate:6.2f} s  {evaluate / perturb:5.3f}")
    print(f"CLI commands     {perturb_cli:6.2f} s {evaluate_cli:6.2f} s  {evaluate_cli / perturb_cli:5.3f}")


def baseline_table(data: Path, tmp_path: Path) -> None:
    model_dir = tmp_path / "baseline"
    metrics = train_baseline(
        read_table(data / "train.tsv").rows,
        model_dir,
        premise_col=COLUMNS.premise,
        hypothesis_col=COLUMNS.hypothesis,
        label_col=COLUMNS.label,
    )
    rules = load_rules()
    parser = Parser(cache_dir=tmp_path / "parses")
    result = run(read_table(data / "test.tsv"), rules, make_options(rules, CORE_OPS, ALL), parser)
    evaluation = score_pairs(collect_pairs(result.table, COLUMNS), resolve_model(f"baseline:{model_dir}"))
    print(f"\nbaseline: trained on {metrics['training_size']} pairs in {metrics['train_seconds']:.1f} s")
    print(
        "same as: stresskit baseline train ../shared/data/jsick/train.tsv -o baseline/ && stresskit evaluate"
    )
    print("         ../shared/data/jsick/test.tsv --model baseline:baseline/ --markdown baseline.md")
    Console(width=200).print(terminal_table(evaluation.report))
    print(markdown_report(evaluation.report))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=Path(__file__).resolve().parents[1].parent / "shared")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--skip-baseline", action="store_true")
    args = parser.parse_args()
    data = args.shared / "data" / "jsick"
    with tempfile.TemporaryDirectory() as tmp:
        overhead(data / "test.tsv", args.repeat, Path(tmp))
        if not args.skip_baseline:
            baseline_table(data, Path(tmp))


if __name__ == "__main__":
    from results_page import record

    record("runner-overhead", "Runner overhead", main)
