"""Measure whether the corpus-derived case-frame lexicon separates right from wrong rewrites (issue 20).

    PYTHONPATH=. python benchmarks/case_frame_gate.py [--sets heldout heldout-b heldout-c heldout-d heldout-e]
        [--examples N] [--raw RAW.pkl] [--still-written] [--ops particle-swap,particle-delete,np-swap]

For every judged row of benchmarks/<set>/judgements.tsv whose op rewrites case phrases (scramble, particle-swap,
particle-delete, np-swap and the voice ops), the premise is parsed (cached) and the phrases the rewrite touched
are found: the characters between the longest common prefix and suffix of premise and rewrite, and the argument
phrases of the clause (stresskit.parsing.clauses.clause_view) that overlap them most. The gate refuses the row
when stresskit.parsing.case_frames.CaseFrames.verdict refuses any touched phrase. For each threshold setting the
table counts judged-wrong rows refused and judged-correct rows refused, per set and per op.

`--still-written` keeps only the rows today's rules still write (what a gate would add to main now); `--raw`
adds association tests on the build's raw counts; `--ops` keeps the rows of the ops named. The measured result:
docs/fidelity.md, "A corpus case-frame lexicon as an argumenthood gate".

The setting is chosen on the tuning sets (heldout, heldout-b, heldout-c: the most wrong rows refused with at
most 3% of correct rows refused) and checked on heldout-d and heldout-e, which it was not chosen on.
"""

from __future__ import annotations

import argparse
import csv
import math
import os
import pickle
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from stresskit.parsing.case_frames import (  # noqa: E402
    CaseFrames,
    Thresholds,
    case_frames,
    case_of,
    noun_key,
    predicate_key,
)
from stresskit.parsing.clauses import Argument, clause_view  # noqa: E402
from stresskit.parsing.parser import Parser  # noqa: E402

OPS = (
    "scramble",
    "particle-swap",
    "particle-delete",
    "np-swap",
    "passive",
    "voice-flip",
    "active",
    "decausative",
    "causative",
)
TUNE = ("heldout", "heldout-b", "heldout-c")
CHECK = ("heldout-d", "heldout-e")
OBLIQUE = ("に", "で")
SETTINGS = {
    "A frame, any case: >=20 clauses, rate <1%": Thresholds(min_clauses=20, max_rate=0.01),
    "B frame, any case: >=20 clauses, rate <3%": Thresholds(min_clauses=20, max_rate=0.03),
    "C frame, に/で: >=20 clauses, rate <5%": Thresholds(min_clauses=20, max_rate=0.05, cases=OBLIQUE),
    "D frame, に/で: >=20 clauses, rate <10%": Thresholds(min_clauses=20, max_rate=0.10, cases=OBLIQUE),
    "E noun spread, に/で: >=10 uses, >=0.7 predicates/use": Thresholds(
        max_rate=0, min_noun=10, spread=0.7, cases=OBLIQUE
    ),
    "F noun spread, any case: >=20 uses, >=0.7 predicates/use": Thresholds(
        max_rate=0, min_noun=20, spread=0.7
    ),
    "G adjunct share: >=5 uses, >=50% read as adjuncts": Thresholds(
        max_rate=0, min_noun=5, adjunct_share=0.5
    ),
    "H adjunct share: >=10 uses, >=30% read as adjuncts": Thresholds(
        max_rate=0, min_noun=10, adjunct_share=0.3
    ),
}
# The judges' error classes (benchmarks/precision_audit.py) a case-frame gate is meant for: 1 non-argument,
# 9 copula/adjectival で, 10 idiom chunk.
ARGUMENTHOOD = {"1", "9", "10"}
MAX_LOSS = 0.03


@dataclass(frozen=True)
class Touched:
    predicate: str
    noun: str
    case: str
    text: str


def changed_span(premise: str, rewrite: str) -> tuple[int, int]:
    """The characters of the premise a rewrite changed: between the longest common prefix and suffix."""
    prefix = 0
    while prefix < min(len(premise), len(rewrite)) and premise[prefix] == rewrite[prefix]:
        prefix += 1
    suffix = 0
    while suffix < min(len(premise), len(rewrite)) - prefix and premise[-1 - suffix] == rewrite[-1 - suffix]:
        suffix += 1
    return prefix, len(premise) - suffix


def touched_phrases(doc, rewrite: str) -> list[Touched]:
    """The case phrases of one clause that the rewrite changed (see the module docstring)."""
    start, end = changed_span(doc.text, rewrite)

    def overlaps(phrase: Argument) -> bool:
        return phrase.span.start_char < end and phrase.span.end_char > start

    best: tuple[int, int, list[Argument], str] | None = None
    for clause in clause_view(doc):
        # Adjuncts too: a row judged on an older version may have moved a phrase today's clause view reads as
        # an adjunct (先月1月にも); one left where it was (its text at the same place in the rewrite) is not touched.
        hit = [phrase for phrase in clause.phrases if overlaps(phrase)] + [
            phrase
            for phrase in clause.adjuncts
            if overlaps(phrase) and rewrite[phrase.span.start_char : phrase.span.end_char] != phrase.span.text
        ]
        if hit:
            width = sum(len(phrase.span.text) for phrase in hit)
            key = (len(hit), width)
            if best is None or key > best[:2]:
                best = (len(hit), width, hit, predicate_key(clause.predicate))
    if best is None:
        return []
    return [
        Touched(best[3], noun_key(phrase), case, phrase.span.text)
        for phrase in best[2]
        if (case := case_of(phrase)) is not None
    ]


def refused(frames: CaseFrames, phrases: list[Touched], thresholds) -> str | None:
    """The first touched phrase the gate refuses, with its reason; `thresholds` is a Thresholds for
    CaseFrames.verdict or a function of the phrase (the association tests of `association_settings`)."""
    for phrase in phrases:
        if isinstance(thresholds, Thresholds):
            reason = frames.verdict(phrase.predicate, phrase.noun, phrase.case, thresholds)
        else:
            reason = thresholds(phrase)
        if reason:
            return f"{phrase.text}: {reason}"
    return None


def association_settings(raw: Path) -> dict:
    """Association tests on the (predicate, noun, case) counts the build pickles with --raw (not shipped: too
    big): pointwise mutual information and Dunning's log-likelihood of the (noun, case) phrase with the predicate
    within the case, and an unseen pair of a frequent predicate and a frequent noun (head dependence: an argument's noun recurs with its
    predicate)."""
    counts = pickle.loads(raw.read_bytes())
    clauses = counts["clauses"]
    pair: Counter = Counter()
    noun: Counter = Counter()
    verb: Counter = Counter()
    total: Counter = Counter()
    for (predicate, head, case, _), count in counts["triples"].items():
        pair[(predicate, head, case)] += count
        noun[(head, case)] += count
        verb[(predicate, case)] += count
        total[case] += count

    def pmi(phrase: Touched) -> float | None:
        key = (phrase.predicate, phrase.noun, phrase.case)
        if not (noun[key[1:]] >= 5 and verb[(phrase.predicate, phrase.case)] >= 5):
            return None
        seen = pair[key] or 0.5  # an unseen pair counts half an occurrence
        return math.log(seen * total[phrase.case] / (noun[key[1:]] * verb[(phrase.predicate, phrase.case)]))

    def low_pmi(limit: float):
        def test(phrase: Touched) -> str | None:
            value = pmi(phrase) if phrase.case in OBLIQUE else None
            return f"PMI {value:.2f} < {limit}" if value is not None and value < limit else None

        return test

    def unseen(phrase: Touched) -> str | None:
        frequent = clauses[phrase.predicate] >= 50 and noun[(phrase.noun, phrase.case)] >= 10
        if phrase.case in OBLIQUE and frequent and not pair[(phrase.predicate, phrase.noun, phrase.case)]:
            return "the pair was never seen though both are frequent"
        return None

    def log_likelihood(phrase: Touched) -> str | None:
        """Dunning's G² of the 2×2 table (this noun or not) × (this predicate or not) within the case, when the
        pair is seen less often than expected: a significant negative association (G² >= 3.84, p < .05)."""
        if phrase.case not in OBLIQUE:
            return None
        a = pair[(phrase.predicate, phrase.noun, phrase.case)]
        row, column, n = (
            noun[(phrase.noun, phrase.case)],
            verb[(phrase.predicate, phrase.case)],
            total[phrase.case],
        )
        if not (row >= 5 and column >= 5) or a * n >= row * column:
            return None
        cells = [(a, row * column / n), (row - a, row * (n - column) / n)]
        cells += [(column - a, (n - row) * column / n), (n - row - column + a, (n - row) * (n - column) / n)]
        g2 = 2 * sum(observed * math.log(observed / expected) for observed, expected in cells if observed)
        return f"G² {g2:.1f}: the pair is rarer than chance" if g2 >= 3.84 else None

    return {
        "I association, に/で: PMI < -1 (both >= 5 uses)": low_pmi(-1.0),
        "J association, に/で: PMI < 0 (both >= 5 uses)": low_pmi(0.0),
        "K head dependence, に/で: pair unseen, predicate >= 50 clauses, noun >= 10 uses": unseen,
        "L association, に/で: log-likelihood G² >= 3.84, pair rarer than chance (both >= 5 uses)": log_likelihood,
    }


def still_written(rows: list[dict[str, str]]) -> list[dict[str, str]]:
    """The rows whose rewrite today's rules still write for the premise under the op."""
    from stresskit.evaluation.api import perturb

    premises = list(dict.fromkeys(row["premise"] for row in rows))
    cache = os.environ.get("STRESSKIT_CACHE_DIR")
    parser = Parser(cache_dir=Path(cache) if cache else None)
    result = perturb(
        premises,
        ops=tuple(dict.fromkeys(r["op"] for r in rows)),
        pairs="all",
        parser=parser,
        keep_unchanged=True,
    )
    written = {
        (row["sentence_A_Ja_origin"], row["op"], row["sentence_A_Ja"])
        for row in result.rows
        if not row["skip_reason"]
    }
    return [row for row in rows if (row["premise"], row["op"], row["rewrite"]) in written]


def judged_rows(sets: list[str]) -> list[dict[str, str]]:
    rows = []
    for name in sets:
        with (ROOT / "benchmarks" / name / "judgements.tsv").open(encoding="utf-8") as handle:
            for row in csv.DictReader(handle, delimiter="\t"):
                if row["op"] in OPS and row["correct"] in {"yes", "no"}:
                    rows.append({**row, "set": name})
    return rows


def percent(part: int, whole: int) -> str:
    return f"{part}/{whole} ({100 * part / whole:.1f}%)" if whole else "0/0"


def counts(rows, verdict, key) -> dict[str, list[int]]:
    """Per key: [wrong refused, wrong, argumenthood-class wrong refused, argumenthood-class wrong, correct
    refused, correct]."""
    cells: dict[str, list[int]] = defaultdict(lambda: [0] * 6)
    for row in rows:
        cell = cells[key(row)]
        hit = verdict[id(row)] is not None
        if row["correct"] == "no":
            cell[0] += hit
            cell[1] += 1
            if row["error_class"] in ARGUMENTHOOD:
                cell[2] += hit
                cell[3] += 1
        else:
            cell[4] += hit
            cell[5] += 1
    return cells


def table(rows, verdict, key) -> list[str]:
    return [
        f"| {name} | {percent(c[0], c[1])} | {percent(c[2], c[3])} | {percent(c[4], c[5])} |"
        for name, c in sorted(counts(rows, verdict, key).items())
    ]


HEADER = (
    "| rows | judged-wrong refused | of them classes 1/9/10 (non-argument, copula で, idiom) refused "
    "| judged-correct refused |\n|---|---|---|---|"
)


def part(row) -> str:
    return "tune (heldout, -b, -c)" if row["set"] in TUNE else "check (-d, -e)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", nargs="+", default=[*TUNE, *CHECK])
    parser.add_argument("--examples", type=int, default=0, help="print this many refused rows per setting")
    parser.add_argument(
        "--raw", type=Path, help="the counts case_frames_build.py --raw pickled: adds PMI tests"
    )
    parser.add_argument(
        "--ops", default=",".join(OPS), help="comma-separated ops whose rows count (default: every op above)"
    )
    parser.add_argument(
        "--still-written",
        action="store_true",
        help="only the judged rows today's rules still write (runs perturb on the judged premises)",
    )
    args = parser.parse_args()
    settings = {**SETTINGS, **(association_settings(args.raw) if args.raw else {})}
    rows = [row for row in judged_rows(args.sets) if row["op"] in args.ops.split(",")]
    if args.still_written:
        rows = still_written(rows)
    cache = os.environ.get("STRESSKIT_CACHE_DIR")
    docs = Parser(cache_dir=Path(cache) if cache else None).parse(row["premise"] for row in rows)
    frames = case_frames()
    touched = {id(row): touched_phrases(docs[row["premise"]], row["rewrite"]) for row in rows}
    print(
        f"{len(rows)} judged rows ({sum(r['correct'] == 'no' for r in rows)} wrong); "
        f"{sum(1 for t in touched.values() if not t)} with no touched case phrase found; lexicon: "
        f"{len(frames.frames)} predicates, {len(frames.nouns)} (noun, case) rows\n"
    )
    verdicts = {
        setting: {id(row): refused(frames, touched[id(row)], thresholds) for row in rows}
        for setting, thresholds in settings.items()
    }

    def covered(row) -> bool:
        """Every touched phrase's predicate has a frame of >= 20 clauses and its (noun, case) >= 10 uses."""
        phrases = touched[id(row)]
        return bool(phrases) and all(
            (frame := frames.frames.get(p.predicate)) is not None
            and frame.clauses >= 20
            and (use := frames.nouns.get((p.noun, p.case))) is not None
            and use.count >= 10
            for p in phrases
        )

    print(
        "Coverage (the lexicon knows every touched predicate, >= 20 clauses, and (noun, case), >= 10 uses):"
    )
    for label, chosen_rows in (
        (
            "judged-wrong, classes 1/9/10",
            [r for r in rows if r["correct"] == "no" and r["error_class"] in ARGUMENTHOOD],
        ),
        (
            "judged-wrong, other classes",
            [r for r in rows if r["correct"] == "no" and r["error_class"] not in ARGUMENTHOOD],
        ),
        ("judged-correct", [r for r in rows if r["correct"] == "yes"]),
    ):
        print(f"- {label}: {percent(sum(map(covered, chosen_rows)), len(chosen_rows))}")
    print()
    print("## Every setting, tuning and check sets\n")
    print(HEADER.replace("| rows |", "| setting, rows |"))
    for setting in settings:
        print("\n".join(table(rows, verdicts[setting], lambda row, s=setting: f"{s}: {part(row)}")))
    tune = [row for row in rows if row["set"] in TUNE]
    eligible = []
    for setting in settings:
        cell = counts(tune, verdicts[setting], lambda row: "all")["all"]
        if cell[5] and cell[4] / cell[5] <= MAX_LOSS:
            eligible.append((cell[0] / cell[1] if cell[1] else 0.0, setting))
    chosen = max(eligible)[1] if eligible else None
    print(
        f"\nChosen on the tuning sets (most wrong rows refused, at most {MAX_LOSS:.0%} of correct ones): {chosen}\n"
    )
    if chosen:
        print(HEADER)
        print("\n".join(table(rows, verdicts[chosen], lambda row: row["set"])))
        print("\n".join(table(rows, verdicts[chosen], lambda row: f"{part(row)} {row['op']}")))
        print()
        shown = 0
        for row in rows:
            reason = verdicts[chosen][id(row)]
            if reason and shown < args.examples:
                shown += 1
                print(f"- [{row['correct']}] {row['op']} {row['premise']} → {row['rewrite']} — {reason}")


if __name__ == "__main__":
    main()
