"""Precision of `stresskit generate` on real text: the dev corpora (wiki = UD-GSD, hotel reviews, blog).

Issue 20 found generate's pairs on hotel reviews judged right only 55% of the time. This script runs
`generate` (every phenomenon) on benchmarks/corpora/{wiki,reviews,blog}/sentences.txt (one sentence a line),
draws a seeded sample of distinct pairs per (genre, phenomenon) — 8 by default — and scores the sample with
the hand judgements in benchmarks/generate_real_text_judged.tsv (is the hypothesis grammatical Japanese, is
the gold label right given the premise; the `commit` column says at which commit each pair was judged). Pairs
of the sample without a judgement are listed (`--write-sample` appends them, unjudged, for a linguist).
Usage: python benchmarks/generate_real_text.py [--sample 8] [--seed 20] [--write-sample]
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path

from precision_audit import wilson

from stresskit.evaluation.api import generate
from stresskit.tables import Table, read_table, write_table

HERE = Path(__file__).resolve().parent
GENRES = ("wiki", "reviews", "blog")
JUDGED = HERE / "generate_real_text_judged.tsv"
KEY = ["genre", "phenomenon", "rule", "premise", "hypothesis", "label"]
COLUMNS = [*KEY, "grammatical", "label_right", "error_class", "note", "commit"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sample", type=int, default=8, help="pairs to judge per genre and phenomenon")
    parser.add_argument("--seed", type=int, default=20)
    parser.add_argument("--write-sample", action="store_true", help="append unjudged sampled pairs")
    parser.add_argument("--commit", default="", help="the commit written with --write-sample")
    args = parser.parse_args()
    judged = {tuple(row[c] for c in KEY): row for row in _all_judged()}
    missing: list[tuple[str, ...]] = []
    print(
        f"generate on the dev corpora; seeded sample of {args.sample} pairs per genre and phenomenon (seed {args.seed})"
    )
    print(f"{'genre':<9}{'phenomenon':<21}{'pairs':>7}{'sampled':>8}{'judged':>7}{'correct':>8}")
    totals: dict[str, list[int]] = {}
    for genre in GENRES:
        lines = (HERE / "corpora" / genre / "sentences.txt").read_text(encoding="utf-8").splitlines()
        rows = generate([line.strip() for line in lines if line.strip()], "all").rows
        pools: dict[str, set[tuple[str, ...]]] = {}
        for row in rows:
            key = (genre, row["phenomenon"], row["rule"], row["sentence_A_Ja"], row["sentence_B_Ja"])
            pools.setdefault(row["phenomenon"], set()).add((*key, row["entailment_label_Ja"]))
        for phenomenon in sorted(pools):
            pool = sorted(pools[phenomenon])
            sample = random.Random(f"{args.seed}-{genre}-{phenomenon}").sample(
                pool, min(args.sample, len(pool))
            )
            verdicts = [judged[key] for key in sample if key in judged]
            missing += [key for key in sample if key not in judged]
            correct = sum(v["grammatical"] == "yes" and v["label_right"] == "yes" for v in verdicts)
            for name in (genre, "all"):
                total = totals.setdefault(name, [0, 0])
                total[0] += correct
                total[1] += len(verdicts)
            print(f"{genre:<9}{phenomenon:<21}{len(pool):>7}{len(sample):>8}{len(verdicts):>7}{correct:>8}")
    for name, (correct, total) in totals.items():
        if total:
            low, high = wilson(correct, total)
            print(
                f"{name}: {correct}/{total} judged correct ({correct / total:.1%}, 95% Wilson {low:.1%}–{high:.1%})"
            )
    for key in missing:
        print("unjudged: " + "\t".join(key))
    if args.write_sample and missing:
        new = [dict(zip(COLUMNS, [*key, "", "", "", "", args.commit], strict=True)) for key in missing]
        write_table(Table(COLUMNS, _all_judged() + new), JUDGED)
        print(f"appended {len(new)} unjudged pairs to {JUDGED}")


def _all_judged() -> list[dict[str, str]]:
    if not JUDGED.exists():
        return []
    return [{c: row.get(c, "") for c in COLUMNS} for row in read_table(JUDGED).rows]


if __name__ == "__main__":
    main()
