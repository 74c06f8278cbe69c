"""Derived hypotheses (stresskit generate) over multi-genre sentences, with a hand-judged held-out sample.

The input is the sentences we wrote for this benchmark (benchmarks/corpora/derive_sentences.tsv: news, hotel
reviews in the polite style, fiction, captions and Jamp-style temporal premises) plus a seeded sample of the
distinct JSICK test premises (captions) when ../shared has them. It prints, per phenomenon and rule, the pairs
derived and from how many sentences, pairs per genre, then draws a seeded sample of 20 distinct pairs per
phenomenon. The judgements live in benchmarks/derived_hypotheses_judged.tsv (one row per sampled pair: is the
hypothesis grammatical, is the gold label right); the script prints % judged correct per phenomenon from it
and lists sampled pairs that have no judgement yet (`--write-sample` appends them, unjudged, for a linguist to
fill in). The default seed 1 is the held-out draw, judged once after the rules were written; seed 0 was the
development draw. The printed output goes to docs/results/derived.md.
Usage: python benchmarks/derived_hypotheses.py [--data ../shared/data/jsick/test.tsv] [--jsick 300] [--sample 20] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
from collections import Counter
from pathlib import Path

from stresskit.evaluation.api import generate
from stresskit.tables import Table, read_table, write_table

HERE = Path(__file__).resolve().parent
DEFAULT_DATA = HERE.parents[1] / "shared" / "data" / "jsick" / "test.tsv"
SENTENCES = HERE / "corpora" / "derive_sentences.tsv"
JUDGED = HERE / "derived_hypotheses_judged.tsv"
JUDGED_COLUMNS = [
    "phenomenon",
    "rule",
    "premise",
    "hypothesis",
    "label",
    "grammatical",
    "label_right",
    "note",
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--data", type=Path, default=DEFAULT_DATA, help="JSICK-layout TSV (premises in sentence_A_Ja)"
    )
    parser.add_argument("--jsick", type=int, default=300, help="JSICK premises to sample (0: none)")
    parser.add_argument("--sample", type=int, default=20, help="pairs to judge per phenomenon")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--write-sample", action="store_true", help="append unjudged sampled pairs to the judged file"
    )
    args = parser.parse_args()
    inputs = [
        {"pair_ID": row["id"], "genre": row["genre"], "sentence_A_Ja": row["sentence"]}
        for row in read_table(SENTENCES).rows
    ]
    if args.jsick and args.data.exists():
        premises = sorted(
            {row["sentence_A_Ja"] for row in read_table(args.data).rows if row["sentence_A_Ja"].strip()}
        )
        chosen = random.Random(0).sample(premises, min(args.jsick, len(premises)))
        inputs += [
            {"pair_ID": f"jsick{k}", "genre": "caption (JSICK)", "sentence_A_Ja": s}
            for k, s in enumerate(chosen)
        ]
    genre_of = {row["pair_ID"]: row["genre"] for row in inputs}
    result = generate(inputs, "all")
    rows = result.rows
    genres = Counter(row["genre"] for row in inputs)
    print(
        f"{len(inputs)} sentences ({', '.join(f'{g} {n}' for g, n in genres.items())}); {len(rows)} derived pairs"
    )
    print(f"{'phenomenon':<21}{'rule':<33}{'labels':<28}{'pairs':>7}{'sentences':>10}")
    by_rule: dict[tuple[str, str], list[dict[str, str]]] = {}
    for row in rows:
        by_rule.setdefault((row["phenomenon"], row["rule"]), []).append(row)
    for (phenomenon, rule), group in by_rule.items():
        sources = len({row["source_id"] for row in group})
        labels = "/".join(sorted({row["entailment_label_Ja"] for row in group}))
        print(f"{phenomenon:<21}{rule:<33}{labels:<28}{len(group):>7}{sources:>10}")
    per_phenomenon = Counter(row["phenomenon"] for row in rows)
    print("pairs per phenomenon: " + ", ".join(f"{name} {count}" for name, count in per_phenomenon.items()))
    per_genre = Counter(genre_of[row["source_id"]] for row in rows)
    print("pairs per genre: " + ", ".join(f"{name} {count}" for name, count in per_genre.items()))

    judged = _judged()
    samples = _samples(rows, args.sample, args.seed)
    missing = []
    print(f"\nhand-judged sample ({args.sample} per phenomenon, seed {args.seed}; {JUDGED.name}):")
    print(
        f"{'phenomenon':<21}{'sampled':>8}{'judged':>8}{'grammatical':>13}{'label right':>13}{'correct':>9}"
    )
    total = correct_total = 0
    for phenomenon, sample in samples.items():
        verdicts = [judged[key] for key in sample if key in judged]
        missing += [key for key in sample if key not in judged]
        grammatical = sum(v["grammatical"] == "yes" for v in verdicts)
        label_right = sum(v["label_right"] == "yes" for v in verdicts)
        correct = sum(v["grammatical"] == "yes" and v["label_right"] == "yes" for v in verdicts)
        total += len(verdicts)
        correct_total += correct
        share = f"{correct / len(verdicts):.0%}" if verdicts else "–"
        print(
            f"{phenomenon:<21}{len(sample):>8}{len(verdicts):>8}{grammatical:>13}{label_right:>13}{share:>9}"
        )
    if total:
        print(f"{'all':<21}{'':>8}{total:>8}{'':>13}{'':>13}{correct_total / total:>9.1%}")
    for phenomenon, rule, premise, hypothesis, label in missing:
        print(f"unjudged: {phenomenon}\t{rule}\t{premise}\t{hypothesis}\t{label}")
    if args.write_sample and missing:
        old = list(judged.values())
        new = [dict(zip(JUDGED_COLUMNS, [*key, "", "", ""], strict=True)) for key in missing]
        write_table(Table(JUDGED_COLUMNS, old + new), JUDGED)
        print(f"appended {len(new)} unjudged pairs to {JUDGED}")


def _samples(rows: list[dict[str, str]], size: int, seed: int) -> dict[str, list[tuple[str, ...]]]:
    pools: dict[str, set[tuple[str, ...]]] = {}
    for row in rows:
        key = (
            row["phenomenon"],
            row["rule"],
            row["sentence_A_Ja"],
            row["sentence_B_Ja"],
            row["entailment_label_Ja"],
        )
        pools.setdefault(row["phenomenon"], set()).add(key)
        if row["phenomenon"] == "temporal" and row["rule"] != "tense-aspect-present":
            # The Jamp fragments beyond 現在 (intervals, time points, order, habits), which captions rarely have:
            # a sample of their own, so that the temporal arithmetic is judged too.
            pools.setdefault("temporal (Jamp rules)", set()).add(key)
    return {
        name: random.Random(seed).sample(sorted(pool), min(size, len(pool))) for name, pool in pools.items()
    }


def _judged() -> dict[tuple[str, ...], dict[str, str]]:
    if not JUDGED.exists():
        return {}
    table = read_table(JUDGED)
    return {tuple(row[c] for c in JUDGED_COLUMNS[:5]): row for row in table.rows}


if __name__ == "__main__":
    from results_page import record

    record("derived", "Derived hypotheses (generate): pairs per phenomenon and judged precision", main)
