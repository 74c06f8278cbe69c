"""Derived hypotheses (stresskit generate) over multi-genre sentences, with a hand-judged held-out sample.

The input is the sentences we wrote for this benchmark (benchmarks/corpora/derive_sentences.tsv: news, hotel
reviews in the polite style, fiction, captions and Jamp-style temporal premises; and, for the temporal rules
only, benchmarks/corpora/temporal_sentences.tsv) plus a seeded sample of the
distinct JSICK test premises (captions) when ../shared has them. It prints, per phenomenon and rule, the pairs
derived and from how many sentences, pairs per genre, then draws a seeded sample of 20 distinct pairs per
phenomenon. The judgements live in benchmarks/derived_hypotheses_judged.tsv (one row per sampled pair and
seed: is the hypothesis grammatical, is the gold label right); the script prints, per phenomenon, % judged
correct with its 95% Wilson interval from the rows of the chosen seed, and lists sampled pairs that have no
judgement for that seed yet (`--write-sample` appends them, unjudged, for a linguist to fill in).
Seeds: 0 was the first development draw and 1 the first held-out draw (re-drawn as rules changed; those rows
are marked "0/1"); 2026 is the clean held-out draw, made once after the rules were final and never used to fix
rules. The printed output goes to docs/results/derived.md.
Usage: python benchmarks/derived_hypotheses.py [--data ../shared/data/jsick/test.tsv] [--jsick 300] [--sample 20] [--seed 2026]
"""

from __future__ import annotations

import argparse
import random
from collections import Counter
from pathlib import Path

from precision_audit import wilson

from stresskit.evaluation.api import generate
from stresskit.tables import Table, read_table, write_table

HERE = Path(__file__).resolve().parent
DEFAULT_DATA = HERE.parents[1] / "shared" / "data" / "jsick" / "test.tsv"
SENTENCES = HERE / "corpora" / "derive_sentences.tsv"
# Premises for the temporal rules added after the judged draws above (まで/までに, two premises, habits at a day),
# derived with the temporal rules only and sampled in a pool of their own, so the earlier samples stay as drawn.
TEMPORAL_SENTENCES = HERE / "corpora" / "temporal_sentences.tsv"
NEW_TEMPORAL_RULES = frozenset({"time-point-until", "time-point-transitivity", "habitual-time-point"})
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
    "seed",
]
HELD_OUT_SEED = 2026


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--data", type=Path, default=DEFAULT_DATA, help="JSICK-layout TSV (premises in sentence_A_Ja)"
    )
    parser.add_argument("--jsick", type=int, default=300, help="JSICK premises to sample (0: none)")
    parser.add_argument("--sample", type=int, default=20, help="pairs to judge per phenomenon")
    parser.add_argument("--seed", type=int, default=HELD_OUT_SEED)
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
    temporal_inputs = [
        {"pair_ID": row["id"], "genre": row["genre"], "sentence_A_Ja": row["sentence"]}
        for row in read_table(TEMPORAL_SENTENCES).rows
    ]
    genre_of = {row["pair_ID"]: row["genre"] for row in [*inputs, *temporal_inputs]}
    rows = generate(inputs, "all").rows + generate(temporal_inputs, "temporal").rows
    added = {row["pair_ID"] for row in temporal_inputs}
    inputs += temporal_inputs
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

    judged = _judged(str(args.seed))
    samples = _samples(rows, args.sample, args.seed, added)
    missing = []
    print(f"\nhand-judged sample ({args.sample} per phenomenon, seed {args.seed}; {JUDGED.name}):")
    print(
        f"{'phenomenon':<23}{'pool':>6}{'sampled':>8}{'judged':>7}{'grammatical':>12}{'label right':>12}"
        f"{'correct':>8}{'share':>7}  95% Wilson"
    )
    pool_sizes = _pool_sizes(rows, added)
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
        low, high = wilson(correct, len(verdicts))
        print(
            f"{phenomenon:<23}{pool_sizes[phenomenon]:>6}{len(sample):>8}{len(verdicts):>7}{grammatical:>12}"
            f"{label_right:>12}{correct:>8}{share:>7}  {low:.1%}–{high:.1%}"
        )
    if total:
        low, high = wilson(correct_total, total)
        print(
            f"{'all':<23}{'':>6}{'':>8}{total:>7}{'':>12}{'':>12}{correct_total:>8}"
            f"{correct_total / total:>7.1%}  {low:.1%}–{high:.1%}"
        )
    for phenomenon, rule, premise, hypothesis, label in missing:
        print(f"unjudged: {phenomenon}\t{rule}\t{premise}\t{hypothesis}\t{label}")
    if args.write_sample and missing:
        new = [dict(zip(JUDGED_COLUMNS, [*key, "", "", "", str(args.seed)], strict=True)) for key in missing]
        write_table(Table(JUDGED_COLUMNS, _all_judged() + new), JUDGED)
        print(f"appended {len(new)} unjudged pairs to {JUDGED}")


def _pool_sizes(rows: list[dict[str, str]], added: set[str]) -> Counter[str]:
    return Counter({name: len(pool) for name, pool in _pools(rows, added).items()})


def _samples(
    rows: list[dict[str, str]], size: int, seed: int, added: set[str]
) -> dict[str, list[tuple[str, ...]]]:
    return {
        name: random.Random(seed).sample(sorted(pool), min(size, len(pool)))
        for name, pool in _pools(rows, added).items()
    }


def _pools(rows: list[dict[str, str]], added: set[str]) -> dict[str, set[tuple[str, ...]]]:
    pools: dict[str, set[tuple[str, ...]]] = {}
    for row in rows:
        key = (
            row["phenomenon"],
            row["rule"],
            row["sentence_A_Ja"],
            row["sentence_B_Ja"],
            row["entailment_label_Ja"],
        )
        if row["rule"] in NEW_TEMPORAL_RULES:
            # まで/までに, transitivity over two premises, habits at a day: added after the judged draws of the
            # other pools, so sampled (and judged) on their own.
            pools.setdefault("temporal (until, transitivity, habit at a day)", set()).add(key)
            continue
        if row["source_id"] in added:
            continue  # premises written for the new rules: they would move the earlier pools' draws
        pools.setdefault(row["phenomenon"], set()).add(key)
        if row["phenomenon"] == "temporal" and row["rule"] != "tense-aspect-present":
            # The Jamp fragments beyond 現在 (intervals, time points, order, habits), which captions rarely have:
            # a sample of their own, so that the temporal arithmetic is judged too.
            pools.setdefault("temporal (Jamp rules)", set()).add(key)
    return pools


def _all_judged() -> list[dict[str, str]]:
    if not JUDGED.exists():
        return []
    return [{c: row.get(c, "") for c in JUDGED_COLUMNS} for row in read_table(JUDGED).rows]


def _judged(seed: str) -> dict[tuple[str, ...], dict[str, str]]:
    """The judgements made for the draw of `seed`, by pair."""
    return {tuple(row[c] for c in JUDGED_COLUMNS[:5]): row for row in _all_judged() if row["seed"] == seed}


if __name__ == "__main__":
    from results_page import record

    record("derived", "Derived hypotheses (generate): pairs per phenomenon and judged precision", main)
