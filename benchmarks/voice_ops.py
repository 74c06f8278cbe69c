"""The voice ops (passive, active, voice-flip, causative, decausative) over the JSICK test premises.

For each op it prints how many distinct premises it rewrote, how many rewrites (op × pair rows) that made,
the share of those that fail verification (the re-parse does not show the predicate in the intended voice
with the arguments carrying the intended particles), the most frequent skip reasons, and a seeded random
sample of rewrites (original → rewrite) to judge by hand.
Usage: python benchmarks/voice_ops.py [--shared ../shared] [--sample 30] [--seed 0]
"""

from __future__ import annotations

import argparse
import random
from collections import Counter
from pathlib import Path

from stresskit.evaluation.api import perturb
from stresskit.tables import read_table

OPS = ("passive", "active", "voice-flip", "causative", "decausative")
DEFAULT_SHARED = Path(__file__).resolve().parents[1].parent / "shared"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=DEFAULT_SHARED, help="holds data/jsick/test.tsv")
    parser.add_argument("--sample", type=int, default=30, help="rewrites to print per op")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--ops", default=",".join(OPS))
    parser.add_argument("--skips", type=int, default=5, help="most frequent skip reasons to print per op")
    args = parser.parse_args()
    data = args.shared / "data" / "jsick" / "test.tsv"
    premises = sorted({row["sentence_A_Ja"] for row in read_table(data).rows if row["sentence_A_Ja"].strip()})
    ops = args.ops.split(",")
    result = perturb(premises, ops=ops, pairs="all", verify=True, keep_unchanged=True)
    print(f"{len(premises)} distinct premises from {data}")
    print(f"{'op':<13}{'premises':>9}{'applied':>9}{'rewrites':>9}{'verify fail':>12}")
    samples = {}
    for op in ops:
        rows = [row for row in result.rows if row["op"] == op]
        done = [row for row in rows if row["mod_A"] == "True"]
        failed = [row for row in done if row["verified"] != "True"]
        applied = {row["sentence_A_Ja_origin"] for row in done}
        rate = len(failed) / max(len(done), 1)
        print(f"{op:<13}{len(premises):>9}{len(applied):>9}{len(done):>9}{rate:>12.1%}")
        skips = Counter(
            row["skip_reason"]
            for row in rows
            if row["mod_A"] == "False" and "has no rule" not in row["skip_reason"]
        )
        for reason, count in skips.most_common(args.skips):
            print(f"{'':<13}skip {count:>5}  {reason}")
        pool = sorted(
            (row["sentence_A_Ja_origin"], row["sentence_A_Ja"], row["pair"], row["rule"], row["verified"])
            for row in done
        )
        samples[op] = random.Random(args.seed).sample(pool, min(args.sample, len(pool)))
    for op, sample in samples.items():
        print(f"\n== {op}: {len(sample)} sampled rewrites (seed {args.seed})")
        for n, (original, rewrite, pair, rule, verified) in enumerate(sample, 1):
            flag = "" if verified == "True" else "  [verification failed]"
            print(f"{n:>3}. [{pair} {rule}] {original}\n     → {rewrite}{flag}")


if __name__ == "__main__":
    from results_page import record

    record("voice-ops", "Voice ops on JSICK test", main)
