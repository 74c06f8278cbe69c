"""How often `--verify` rejects a rewrite of JSICK test's premises, per op and pair, with examples.

Usage: python benchmarks/verification_rate.py [--ops scramble,particle-swap,particle-delete,np-swap]
       [--shared ../shared] [--examples N]
"""

from __future__ import annotations

import argparse
import random
from collections import Counter
from pathlib import Path

from stresskit.evaluation.api import perturb
from stresskit.rewriting.perturb import default_cache_dir
from stresskit.tables import read_table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=Path(__file__).resolve().parents[1].parent / "shared")
    parser.add_argument("--ops", default="scramble,particle-swap,particle-delete,np-swap")
    parser.add_argument("--examples", type=int, default=5, help="failed rewrites to print per op")
    args = parser.parse_args()
    test = read_table(args.shared / "data" / "jsick" / "test.tsv")
    unique = {row["sentence_A_Ja"]: row for row in test.rows}  # one row per distinct premise
    result = perturb(
        list(unique.values()), ops=args.ops, pairs="all", verify=True, cache_dir=default_cache_dir()
    )
    total, failed = Counter(), Counter()
    failures: dict[str, list[tuple[str, str]]] = {}
    for row in result.rows:
        key = (row["op"], row["pair"])
        total[key] += 1
        if row["verified"] == "False":
            failed[key] += 1
            failures.setdefault(row["op"], []).append((row["sentence_A_Ja_origin"], row["sentence_A_Ja"]))
    print(f"{'op':<17}{'pair':<7}{'rewrites':>9}{'failed':>8}{'rate':>8}")
    for op, pair in total:
        print(
            f"{op:<17}{pair:<7}{total[(op, pair)]:>9}{failed[(op, pair)]:>8}{failed[(op, pair)] / total[(op, pair)]:>8.1%}"
        )
    for op, pairs in failures.items():
        print(f"\n{op}: sample of failed rewrites")
        for original, rewrite in random.Random(0).sample(pairs, min(args.examples, len(pairs))):
            print(f"  {original} → {rewrite}")


if __name__ == "__main__":
    from results_page import record

    record("verification-rate", "Verification rates on JSICK test", main)
