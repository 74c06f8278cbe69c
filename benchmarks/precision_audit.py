"""Precision of every op on JSICK train, against hand judgements kept in benchmarks/precision_judgements.tsv.

Takes a seeded sample of 40 distinct rewrites per op (the premises ranked by a seeded hash) from ../shared/data/jsick/train.tsv, looks each up in
the judgements file by (premise, op, rewrite) — so a judgement survives rule changes as long as the rewrite
is the same — and prints, per op, how many were judged correct, the precision with its 95% Wilson interval,
and how many sampled rewrites have no judgement yet (they count in neither direction). `--unjudged FILE`
writes those rows, with an empty `correct` column, for a linguist to judge and append.

A judgement says whether the rewrite is grammatical Japanese, does what the op claims (the right phrases,
the right particles, the right voice) and carries the right expected label; `error_class` names the issue-11
class (1 non-argument, 2 quantifier, 3 voice form, 4 unnatural passive, 5 parse, 6 causer, 7 label) of a
wrong one.

    python benchmarks/precision_audit.py [--per-op 40] [--seed 11] [--unjudged unjudged.tsv]
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import math
from pathlib import Path

from stresskit.parsing.parser import Parser
from stresskit.rewriting.perturb import default_cache_dir, perturb

ROOT = Path(__file__).resolve().parents[1]
TRAIN = ROOT.parent / "shared" / "data" / "jsick" / "train.tsv"
JUDGEMENTS = ROOT / "benchmarks" / "precision_judgements.tsv"
OPS = ("scramble", "particle-swap", "particle-delete", "np-swap", "passive", "active", "voice-flip")
OPS += ("causative", "decausative")
FIELDS = ["premise", "op", "rewrite", "correct", "error_class", "note"]


def wilson(correct: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = correct / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (centre - half, centre + half)


def sample(per_op: int, seed: int) -> dict[str, list[tuple[str, str]]]:
    with TRAIN.open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    parser = Parser(cache_dir=default_cache_dir())
    result = perturb(rows, ops=OPS, pairs="all", parser=parser)
    drawn = {}
    for op in OPS:
        items = {(r["sentence_A_Ja_origin"], r["sentence_A_Ja"]) for r in result.rows if r["op"] == op}
        # Ranked by a seeded hash of premise and rewrite, not drawn from a list: a rule change that adds or
        # removes other rewrites does not reshuffle the sample, so the judgements keep applying.
        drawn[op] = sorted(items, key=lambda item, op=op: _rank(seed, op, *item))[:per_op]
    return drawn


def _rank(seed: int, op: str, premise: str, rewrite: str) -> str:
    return hashlib.sha256(f"{seed}\t{op}\t{premise}\t{rewrite}".encode()).hexdigest()


def read_judgements() -> dict[tuple[str, str, str], dict[str, str]]:
    if not JUDGEMENTS.exists():
        return {}
    with JUDGEMENTS.open(encoding="utf-8") as handle:
        return {(r["premise"], r["op"], r["rewrite"]): r for r in csv.DictReader(handle, delimiter="\t")}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-op", type=int, default=40)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--unjudged", type=Path, help="write the sampled rewrites without a judgement here")
    parser.add_argument("--errors", action="store_true", help="also print the sampled rewrites judged wrong")
    args = parser.parse_args()
    judgements = read_judgements()
    drawn = sample(args.per_op, args.seed)
    unjudged = []
    print(
        f"{'op':16} {'sampled':>7} {'judged':>6} {'correct':>7} {'precision':>9}  95% Wilson      errors by class"
    )
    for op, items in drawn.items():
        judged = [judgements[(p, op, r)] for p, r in items if (p, op, r) in judgements]
        unjudged += [{"premise": p, "op": op, "rewrite": r} for p, r in items if (p, op, r) not in judgements]
        correct = sum(j["correct"] == "yes" for j in judged)
        low, high = wilson(correct, len(judged))
        classes = sorted({j["error_class"] for j in judged if j["correct"] != "yes"})
        errors = ", ".join(
            f"{c}×{sum(j['error_class'] == c and j['correct'] != 'yes' for j in judged)}" for c in classes
        )
        precision = f"{correct / len(judged):.1%}" if judged else "–"
        print(
            f"{op:16} {len(items):7} {len(judged):6} {correct:7} {precision:>9}  [{low:.1%}, {high:.1%}]  {errors}"
        )
    print(f"unjudged: {len(unjudged)}")
    if args.errors:
        for op, items in drawn.items():
            for premise, rewrite in items:
                judgement = judgements.get((premise, op, rewrite))
                if judgement is not None and judgement["correct"] != "yes":
                    print(
                        f"{op}\t{premise} → {rewrite}\tclass {judgement['error_class']}: {judgement['note']}"
                    )
    if args.unjudged:
        with args.unjudged.open("w", encoding="utf-8", newline="") as handle:
            writer = csv.DictWriter(handle, FIELDS, delimiter="\t", extrasaction="ignore")
            writer.writeheader()
            writer.writerows(unjudged)


if __name__ == "__main__":
    main()
