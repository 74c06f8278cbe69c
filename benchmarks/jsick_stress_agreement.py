"""Agreement of `stresskit perturb` with the published JSICK-stress reference (development slice).

For each reference file (scrum/ex/del × ga_o/ga_ni/ga_de) it prints:
  coverage  share of the reference's pair_IDs that we rewrote for that op and pair;
  exact     share of those where our premise equals the reference's;
  extras    rows we rewrote that the file lacks, among premises that occur in the slice at all (the slice is
            15% of the reference, split by premise, so premises outside it cannot be judged);
  adjudicated  share of our rows (covered + extras) that are right: equal to the reference, or judged right by a
            linguist where they differ from it or where the reference has no row (`--adjudications`, default
            benchmarks/jsick_stress_adjudicated.tsv: file, pair_ID, premise, reference, ours, correct, note); the
            share is printed only when every such row is judged (else `–`, with the count under `unjudged`).
Usage: python benchmarks/jsick_stress_agreement.py [--shared ../shared] [--show N] [--extras-sample N]
           [--adjudications TSV] [--unadjudicated TSV]
"""

from __future__ import annotations

import argparse
import csv
import random
from pathlib import Path

from stresskit.evaluation.api import perturb
from stresskit.tables import read_table

FILES = {"scrum": "scramble", "ex": "particle-swap", "del": "particle-delete"}
PAIRS = {"ga_o": "ga-o", "ga_ni": "ga-ni", "ga_de": "ga-de"}
ADJUDICATED = Path(__file__).resolve().parent / "jsick_stress_adjudicated.tsv"
COLUMNS = ["file", "pair_ID", "premise", "reference", "ours", "correct", "note"]


def read_adjudications(path: Path) -> dict[tuple[str, str, str], str]:
    """(file, pair_ID, our rewrite) -> "yes"/"no" from a judged TSV; an absent file judges nothing."""
    if not path.exists():
        return {}
    with path.open(encoding="utf-8", newline="") as handle:
        return {
            (row["file"], row["pair_ID"], row["ours"]): row["correct"]
            for row in csv.DictReader(handle, delimiter="\t")
            if row["correct"] in ("yes", "no")
        }


def adjudicate(
    name: str,
    ref_rows: dict[str, str],
    mine: dict[str, str],
    extras: list[str],
    judged: dict[tuple[str, str, str], str],
    premise_of: dict[str, str],
) -> tuple[str, list[dict[str, str]]]:
    """The adjudicated share of one file's rows and the differing rows not yet judged.

    Our rows are the reference's pair_IDs we rewrote plus `extras` (pair_IDs the file lacks). A row is right when it
    equals the reference's or a judgement of (file, pair_ID, our rewrite) says "yes". The share is "–" while any
    differing row is unjudged: a share over part of the rows would read as the whole."""
    covered = [pid for pid in ref_rows if pid in mine]
    right = sum(mine[pid] == ref_rows[pid] for pid in covered)
    waiting = []
    for pid in [pid for pid in covered if mine[pid] != ref_rows[pid]] + extras:
        verdict = judged.get((name, pid, mine[pid]))
        if verdict is None:
            values = [name, pid, premise_of[pid], ref_rows.get(pid, "—"), mine[pid], "", ""]
            waiting.append(dict(zip(COLUMNS, values, strict=True)))
        right += verdict == "yes"
    if waiting or not covered + extras:
        return "–", waiting
    return f"{right / len(covered + extras):.1%}", waiting


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=Path(__file__).resolve().parents[1].parent / "shared")
    parser.add_argument("--show", type=int, default=0, help="print up to N mismatches and misses per file")
    parser.add_argument("--extras-sample", type=int, default=0, help="print a seeded sample of N extras")
    parser.add_argument("--adjudications", type=Path, default=ADJUDICATED, help="judged differing rows (TSV)")
    parser.add_argument(
        "--unadjudicated", type=Path, help="write the differing rows not yet judged to this TSV"
    )
    args = parser.parse_args()
    judged = read_adjudications(args.adjudications)
    pending: list[dict[str, str]] = []
    data = args.shared / "data"
    test = read_table(data / "jsick" / "test.tsv")
    premise_of = {row["pair_ID"]: row["sentence_A_Ja"] for row in test.rows}
    reference = {
        (prefix, pair): {
            row["pair_ID"]: row["sentence_A_Ja"]
            for row in read_table(data / "jsick-stress-dev" / f"{prefix}_{pair}" / "test.tsv").rows
        }
        for prefix in FILES
        for pair in PAIRS
    }
    slice_premises = {premise_of[pid] for rows in reference.values() for pid in rows}
    result = perturb(test, ops=list(FILES.values()), pairs=list(PAIRS.values()))
    ours: dict[tuple[str, str], dict[str, str]] = {key: {} for key in reference}
    inverse_ops = {op: prefix for prefix, op in FILES.items()}
    inverse_pairs = {pair: name for name, pair in PAIRS.items()}
    for row in result.rows:
        ours[(inverse_ops[row["op"]], inverse_pairs[row["pair"]])][row["pair_ID"]] = row["sentence_A_Ja"]

    extras_pool = []
    print(
        f"{'file':<12}{'ref':>5}{'coverage':>10}{'exact':>8}{'extras':>8}{'adjudicated':>13}{'unjudged':>10}"
    )
    for (prefix, pair), ref_rows in reference.items():
        mine = ours[(prefix, pair)]
        covered = [pid for pid in ref_rows if pid in mine]
        exact = [pid for pid in covered if mine[pid] == ref_rows[pid]]
        extras = sorted(pid for pid in mine if pid not in ref_rows and premise_of[pid] in slice_premises)
        extras_pool += [(f"{prefix}_{pair}", premise_of[pid], mine[pid]) for pid in extras]
        name = f"{prefix}_{pair}"
        share, waiting = adjudicate(name, ref_rows, mine, extras, judged, premise_of)
        pending += waiting
        unjudged = len(waiting)
        print(
            f"{prefix}_{pair:<8}{len(ref_rows):>5}{len(covered) / len(ref_rows):>10.1%}"
            f"{len(exact) / max(len(covered), 1):>8.1%}{len(extras):>8}{share:>13}{unjudged:>10}"
        )
        shown = 0
        for pid in ref_rows:
            if shown >= args.show:
                break
            if mine.get(pid) != ref_rows[pid]:
                shown += 1
                print(
                    f"   {pid} {premise_of[pid]}\n      ref:  {ref_rows[pid]}\n      ours: {mine.get(pid, '—')}"
                )
    if args.unadjudicated:
        with args.unadjudicated.open("w", encoding="utf-8", newline="") as handle:
            writer = csv.DictWriter(handle, COLUMNS, delimiter="\t", lineterminator="\n")
            writer.writeheader()
            writer.writerows(pending)
        print(f"{len(pending)} differing rows not yet judged written to {args.unadjudicated}")
    if args.extras_sample:
        unique = sorted(set(extras_pool))
        for name, premise, rewrite in random.Random(0).sample(unique, min(args.extras_sample, len(unique))):
            print(f"{name}\t{premise}\t{rewrite}")


if __name__ == "__main__":
    from results_page import record

    record("jsick-stress-agreement", "Agreement with the JSICK-stress reference", main)
