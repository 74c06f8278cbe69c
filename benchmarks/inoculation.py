"""The built-in baseline's inoculation curve on JSICK: particle-swap and scramble, 0/100/300/1000 pairs per op.

    python benchmarks/inoculation.py [--shared ../shared] [--sizes 0,100,300,1000] [--seed 0]

Runs the same code as `stresskit inoculate TRAIN TEST --op particle-swap,scramble --sizes ...` (parse cache
under $STRESSKIT_CACHE_DIR) and prints the curve as a Markdown table, with the time taken.
"""

import argparse
import time
from pathlib import Path

from stresskit.evaluation.runner import Columns
from stresskit.parsing.parser import Parser
from stresskit.research.inoculation import inoculate
from stresskit.research.learners import make_learner
from stresskit.rewriting.perturb import default_cache_dir, make_options
from stresskit.rules.loader import load_rules
from stresskit.tables import read_table

REPO = Path(__file__).resolve().parent.parent


def percent(value: float) -> str:
    return f"{100 * value:.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=REPO.parent / "shared", help="holds data/jsick/")
    parser.add_argument("--sizes", default="0,100,300,1000")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    data_dir = args.shared / "data" / "jsick"
    rule_set = load_rules([])
    options = make_options(rule_set, "particle-swap,scramble", "all")
    started = time.perf_counter()
    curve = inoculate(
        read_table(data_dir / "train.tsv"),
        read_table(data_dir / "test.tsv"),
        rule_set,
        options,
        make_learner("baseline"),
        [int(size) for size in args.sizes.split(",")],
        columns=Columns(),
        parser=Parser(cache_dir=default_cache_dir()),
        seed=args.seed,
        report=print,
    )
    seconds = time.perf_counter() - started
    print()
    print("| size | op | added | original accuracy | consistency (95% CI) | expectation pass (95% CI) | n |")
    print("|---:|---|---:|---:|---:|---:|---:|")
    for p in curve.points:
        print(
            f"| {p['size']} | {p['op']} | {p['added']} | {percent(p['original_accuracy'])} | "
            f"{percent(p['consistency'])} ({percent(p['ci_low'])}–{percent(p['ci_high'])}) | "
            f"{percent(p['expectation_pass_rate'])} ({percent(p['pass_ci_low'])}–{percent(p['pass_ci_high'])}) | "
            f"{p['n']} |"
        )
    print(f"\n{curve.train_size} training pairs, {curve.test_size} test pairs; {seconds:.0f} s in all")


if __name__ == "__main__":
    from results_page import record

    record("inoculation", "Inoculation curves of the baseline", main)
