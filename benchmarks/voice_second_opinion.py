"""Two judges on the voice ops: per rule, the passive and voice-flip rewrites main writes on the development sets,
judged correct by the sets' own judges (benchmarks/heldout*/judgements.tsv) and by a second, stricter judge who
re-judged them blind (benchmarks/voice_second_opinion.tsv; issue 20, docs/fidelity.md "Two judges on the voice ops").

    python benchmarks/voice_second_opinion.py [--sets heldout,heldout-b,heldout-c,heldout-d,heldout-e,heldout-f]

A row counts when main writes it today and both judgements exist; rows the rules no longer write drop out, rows they
newly write are listed as unjudged.
"""

from __future__ import annotations

import argparse
import csv
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from stresskit.evaluation.api import perturb  # noqa: E402
from stresskit.parsing.parser import Parser  # noqa: E402
from stresskit.rewriting.perturb import default_cache_dir  # noqa: E402

SETS = "heldout,heldout-b,heldout-c,heldout-d,heldout-e,heldout-f"
OPS = ("passive", "voice-flip")


def _read(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default=SETS, help=f"comma-separated development sets (default: {SETS})")
    args = parser.parse_args()
    second = {
        (r["op"], r["premise"], r["rewrite"]): r["correct"]
        for r in _read(ROOT / "benchmarks" / "voice_second_opinion.tsv")
    }
    text_parser = Parser(cache_dir=default_cache_dir())
    table: Counter = Counter()
    unjudged = 0
    for name in args.sets.split(","):
        directory = ROOT / "benchmarks" / name
        first = {
            (r["op"], r["premise"], r["rewrite"]): r["correct"] for r in _read(directory / "judgements.tsv")
        }
        premises: list[str] = []
        for path in sorted(directory.glob("*/sentences.tsv")):
            premises += [row["sentence"] for row in _read(path)]
        result = perturb(list(dict.fromkeys(premises)), ops=OPS, pairs="all", parser=text_parser)
        for row in result.rows:
            key = (row["op"], row["sentence_A_Ja_origin"], row["sentence_A_Ja"])
            if key not in first or key not in second:
                unjudged += key not in second
                continue
            table[(row["op"], row["rule"], "rows")] += 1
            table[(row["op"], row["rule"], "first")] += first[key] == "yes"
            table[(row["op"], row["rule"], "second")] += second[key] == "yes"
    print("| op | rule | rows | correct (sets' judges) | correct (second judge) |")
    print("|---|---|---|---|---|")
    for op, rule in sorted({(op, rule) for op, rule, _ in table}):
        rows = table[(op, rule, "rows")]
        print(f"| {op} | {rule} | {rows} | {table[(op, rule, 'first')]} | {table[(op, rule, 'second')]} |")
    for op in OPS:
        rows = sum(v for (o, _, k), v in table.items() if o == op and k == "rows")
        first_yes = sum(v for (o, _, k), v in table.items() if o == op and k == "first")
        second_yes = sum(v for (o, _, k), v in table.items() if o == op and k == "second")
        print(f"{op}: {rows} rows; sets' judges {first_yes}/{rows}, second judge {second_yes}/{rows}")
    print(f"rows written today with no second judgement: {unjudged}")


if __name__ == "__main__":
    main()
