"""Are the skip reasons printed to users true of the sentence? Re-run the judged skips of held-out sets.

Each directory given (benchmarks/heldout-c, …) holds a `skip_judgements.tsv` (columns domain, premise, op, reason,
rewritable, reason_true, note): the skips a judge saw, with the reason printed then and whether it was true of the
sentence. This script runs each judged (premise, op) through today's code and sorts it:

- skipped with the SAME reason as a judged row: counted true or false as judged;
- skipped with a CHANGED reason (no row judges this wording): listed with the old and new reason, to be judged
  by hand (the script cannot know whether a new wording is true);
- now rewritten: listed with the rewrites written (unjudged, to be judged by hand).

    python benchmarks/skip_reason_truth.py benchmarks/heldout-c benchmarks/heldout-d benchmarks/heldout-e
        [--list changed,rewritten,false] [--tsv out.tsv]
"""

from __future__ import annotations

import argparse
import csv
from collections import defaultdict
from pathlib import Path

from stresskit.evaluation.api import perturb
from stresskit.parsing.parser import Parser
from stresskit.rewriting.perturb import default_cache_dir

PREMISE = "sentence_A_Ja"
OUT_FIELDS = ["set", "premise", "op", "status", "judged_true", "old_reason", "reason", "rewrites", "note"]


def read_rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


def outcomes(
    premises: list[str], ops: list[str], parser: Parser
) -> tuple[dict[tuple[str, str], str], dict[tuple[str, str], set[str]]]:
    """Per (premise, op): the skip reason printed today (pairs joined as in the audit: `ga-o: … | ga-ni: …`) and
    the rewrites written."""
    reasons: dict[tuple[str, str], list[str]] = defaultdict(list)
    rewrites: dict[tuple[str, str], set[str]] = defaultdict(set)
    result = perturb(premises, ops=tuple(ops), pairs="all", parser=parser, keep_unchanged=True)
    for row in result.rows:
        key = (row[f"{PREMISE}_origin"], row["op"])
        if row["skip_reason"]:
            reasons[key].append(f"{row['pair']}: {row['skip_reason']}")
        else:
            rewrites[key].add(row[PREMISE])
    return {key: " | ".join(value) for key, value in reasons.items()}, rewrites


def audit(directory: Path, parser: Parser) -> list[dict[str, str]]:
    judged = read_rows(directory / "skip_judgements.tsv")
    by_key: dict[tuple[str, str], list[dict[str, str]]] = defaultdict(list)
    for row in judged:
        by_key[(row["premise"], row["op"])].append(row)
    premises = list(dict.fromkeys(premise for premise, _ in by_key))
    ops = sorted({op for _, op in by_key})
    reasons, rewrites = outcomes(premises, ops, parser)
    out = []
    for (premise, op), rows in by_key.items():
        # The latest judged row stands for the old reason; a row judging today's wording, when there is one, wins.
        reason = reasons.get((premise, op), "")
        same = next((row for row in reversed(rows) if row["reason"] == reason), None)
        latest = rows[-1]
        record = {
            "set": directory.name,
            "premise": premise,
            "op": op,
            "old_reason": latest["reason"],
            "reason": reason,
            "rewrites": " ‖ ".join(sorted(rewrites.get((premise, op), ()))),
            "note": (same or latest)["note"],
            "judged_true": (same or latest)["reason_true"],
        }
        if rewrites.get((premise, op)):
            record["status"] = "rewritten"
        elif same is not None:
            record["status"] = "same"
        else:
            record["status"] = "changed"
        out.append(record)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directories", nargs="+", type=Path, help="held-out dirs with skip_judgements.tsv")
    parser.add_argument("--list", default="changed,rewritten", help="which statuses to list in full")
    parser.add_argument("--tsv", type=Path, help="write every row here")
    args = parser.parse_args()
    listed = set(args.list.split(",")) if args.list else set()
    spacy_parser = Parser(cache_dir=default_cache_dir())
    everything = []
    for directory in args.directories:
        rows = audit(directory, spacy_parser)
        everything += rows
        same = [r for r in rows if r["status"] == "same"]
        true = sum(r["judged_true"] == "yes" for r in same)
        changed = [r for r in rows if r["status"] == "changed"]
        rewritten = [r for r in rows if r["status"] == "rewritten"]
        print(
            f"{directory.name}: {len(rows)} judged skips; same reason {len(same)} "
            f"(true {true}, false {len(same) - true}); changed reason {len(changed)}; rewritten {len(rewritten)}"
        )
        if "false" in listed:
            for r in same:
                if r["judged_true"] != "yes":
                    print(f"  FALSE  [{r['op']}] {r['premise']}\n    reason: {r['reason']}")
        if "changed" in listed:
            for r in changed:
                print(
                    f"  CHANGED [{r['op']}] {r['premise']} (old judged true: {r['judged_true']})\n"
                    f"    old: {r['old_reason']}\n    new: {r['reason']}"
                )
        if "rewritten" in listed:
            for r in rewritten:
                print(f"  REWRITTEN [{r['op']}] {r['premise']}\n    → {r['rewrites']}")
    if args.tsv:
        with args.tsv.open("w", encoding="utf-8", newline="") as handle:
            writer = csv.DictWriter(handle, fieldnames=OUT_FIELDS, delimiter="\t")
            writer.writeheader()
            writer.writerows(everything)


if __name__ == "__main__":
    main()
