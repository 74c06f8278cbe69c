"""Held-out precision per fresh draw: the first ("before") column of every set judged before anyone tuned on it.

    python benchmarks/heldout_trend.py [--sets h i j k l m n o p q r] [--genre tanaka wikinews]

Each set from benchmarks/heldout-h/ on keeps `sample-main.tsv`: the rewrites main wrote when the set was drawn
(per genre × op, up to 40 distinct rewrites, seed 5), judged blind in `judgements.tsv` before any rule was changed
for that set. Joined on (op, rewrite), these rows are the held-out measurement of the state main was in when the set
was drawn, so reading them side by side shows whether precision on unseen text moves from one round to the next.
Nothing is parsed or rewritten: the script only counts judgements.

Prints, per genre × op, correct/judged per set and pooled over the sets (with the 95% Wilson interval), then the
same pooled over the genres.
"""

from __future__ import annotations

import argparse
import csv
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from precision_audit import wilson  # noqa: E402

OPS = (
    "scramble",
    "particle-swap",
    "particle-delete",
    "np-swap",
    "passive",
    "active",
    "voice-flip",
    "causative",
    "decausative",
)


def _read(path: Path) -> list[dict[str, str]]:
    if not path.is_file():
        raise SystemExit(
            f"{path.relative_to(ROOT)} is missing: pass with --sets only sets judged before tuning (heldout-h on)"
        )
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


def held_out_counts(letter: str) -> dict[tuple[str, str], list[int]]:
    """(genre, op) → [correct, judged] over the set's first sample, as judged before any tuning on it."""
    base = ROOT / "benchmarks" / f"heldout-{letter}"
    verdicts = {(row["op"], row["rewrite"]): row["correct"].strip() for row in _read(base / "judgements.tsv")}
    counts: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    for row in _read(base / "sample-main.tsv"):
        verdict = verdicts.get((row["op"], row["rewrite"]))
        if verdict not in ("yes", "no"):
            raise SystemExit(
                f"heldout-{letter}: a sampled rewrite has no judgement ({row['op']}: {row['rewrite']})"
            )
        genre = row["domain"].removeprefix(f"heldout-{letter}-")
        cell = counts[(genre, row["op"])]
        cell[0] += verdict == "yes"
        cell[1] += 1
    return counts


def _cell(correct: int, judged: int) -> str:
    return f"{correct}/{judged}" if judged else "–"


def _pooled(correct: int, judged: int) -> str:
    if not judged:
        return "–"
    low, high = wilson(correct, judged)
    return f"{100 * correct / judged:.1f}% [{100 * low:.1f}, {100 * high:.1f}]"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--sets",
        nargs="+",
        default=["h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r"],
        help="set letters (heldout-X)",
    )
    parser.add_argument("--genre", nargs="+", default=["tanaka", "wikinews"])
    args = parser.parse_args()
    per_set = {letter: held_out_counts(letter) for letter in args.sets}
    names = [f"heldout-{letter}" for letter in args.sets]
    print("| genre | op | " + " | ".join(names) + " | pooled (95% Wilson) |")
    print("|---" * (len(names) + 3) + "|")
    by_op: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for genre in args.genre:
        for op in OPS:
            cells = [per_set[letter].get((genre, op), [0, 0]) for letter in args.sets]
            correct, judged = sum(c for c, _ in cells), sum(j for _, j in cells)
            if not judged:
                continue
            by_op[op][0] += correct
            by_op[op][1] += judged
            shown = " | ".join(_cell(c, j) for c, j in cells)
            print(f"| {genre} | {op} | {shown} | {_pooled(correct, judged)} |")
    print()
    print("Pooled over the genres and the sets:")
    print()
    print("| op | correct/judged | precision (95% Wilson) |")
    print("|---|---|---|")
    for op in OPS:
        correct, judged = by_op[op]
        if judged:
            print(f"| {op} | {correct}/{judged} | {_pooled(correct, judged)} |")


if __name__ == "__main__":
    main()
