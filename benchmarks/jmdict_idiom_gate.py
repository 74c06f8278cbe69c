"""Measure JMdict's fixed expressions as an idiom gate, with and without the compositionality filter (issue 20).

    python benchmarks/jmdict_idioms_build.py JAMDICT_DB --out /tmp/kept.tsv --all /tmp/all.tsv
    PYTHONPATH=. python benchmarks/jmdict_idiom_gate.py /tmp/all.tsv [--still-written] [--examples]

For every judged row of benchmarks/<set>/judgements.tsv of an op that rewrites case phrases, the premise is
parsed (cached) and the phrases the rewrite touched are found (benchmarks/case_frame_gate.py's
`touched_phrases`). A row is refused by a setting when a touched phrase's head noun (as written, lemma or
normalised form), its particle (は/も read as が/を, には/にも as に) and the verb right after it or the clause's
predicate spell a candidate expression the setting keeps. Per setting the table counts judged-wrong and
judged-correct rows refused, on the tuning sets (heldout, -b, -c, -d) and on each check set (-e, -f).
`--still-written` keeps only the rows today's rules still write (runs perturb on the judged premises).
"""

from __future__ import annotations

import argparse
import csv
import importlib.util
import os
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from stresskit.parsing.clauses import IDIOM_TOPIC_PARTICLES, clause_view, idiom_forms  # noqa: E402
from stresskit.parsing.parser import Parser  # noqa: E402

_spec = importlib.util.spec_from_file_location("case_frame_gate", ROOT / "benchmarks" / "case_frame_gate.py")
gate = importlib.util.module_from_spec(_spec)
sys.modules["case_frame_gate"] = gate
_spec.loader.exec_module(gate)

TUNE = ("heldout", "heldout-b", "heldout-c", "heldout-d")
CHECK = ("heldout-e", "heldout-f")
SETTINGS = {
    "A string level (every candidate)": lambda r: True,
    "B glosses share no noun word": lambda r: not r["shared"],
    "C tagged idiomatic": lambda r: r["tagged"] == "yes",
    "D B or C": lambda r: not r["shared"] or r["tagged"] == "yes",
    "E B and not modified": None,  # handled in `refuses`
    "F B or bound (>=10 uses, >=60% in it)": lambda r: not r["shared"] or bound(r, 10, 0.6),
    "G B or bound (>=5 uses, >=50% in it)": lambda r: not r["shared"] or bound(r, 5, 0.5),
    "H B or bound (>=20 uses, >=70% in it)": lambda r: not r["shared"] or bound(r, 20, 0.7),
    "I bound only (>=10, 60%)": lambda r: bound(r, 10, 0.6),
    "J B or bound (>=10 uses, >=80% in it)": lambda r: not r["shared"] or bound(r, 10, 0.8),
    "K shipped: J, a modified noun only after an adjective, a な-form or a prefix": "shipped",
}


def bound(row, uses: int, share: float) -> bool:
    return int(row["uses"]) >= uses and int(row["in_expression"]) >= share * int(row["uses"])


def touched(doc, rewrite: str):
    """(argument, clause) pairs the rewrite touched, as in case_frame_gate.touched_phrases."""
    start, end = gate.changed_span(doc.text, rewrite)
    best = None
    for clause in clause_view(doc):
        hit = [p for p in clause.phrases if p.span.start_char < end and p.span.end_char > start]
        if hit:
            key = (len(hit), sum(len(p.span.text) for p in hit))
            if best is None or key > best[0]:
                best = (key, [(p, clause) for p in hit])
    return best[1] if best else []


def matches(table, argument, clause) -> list[tuple[dict, bool]]:
    particle = "".join(t.text for t in argument.particle_tokens)
    cases = (particle, *IDIOM_TOPIC_PARTICLES.get(particle, ()))
    head = argument.head
    doc = head.doc
    after = argument.span.end
    verbs = [doc[after]] if after < len(doc) else []
    verbs.append(clause.predicate)
    modified = argument.span.start != head.i
    before = doc[head.i - 1]
    if modified and not (before.pos_ == "ADJ" or before.text == "な" or before.tag_.startswith("接頭辞")):
        modified = "genitive"  # the clause view matches only an adjective or a な-form before the noun
    found = []
    for case in cases:
        if modified and case != particle:
            case = "-"  # the clause view reads a topic as the expression's case only on a bare noun
        for noun in idiom_forms(head):
            for verb in verbs:
                for form in idiom_forms(verb):
                    for row in table.get((noun, case, form), ()):
                        found.append((row, modified))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("candidates", type=Path)
    parser.add_argument("--sets", nargs="+", default=[*TUNE, *CHECK])
    parser.add_argument("--still-written", action="store_true")
    parser.add_argument("--examples", action="store_true")
    args = parser.parse_args()
    table = defaultdict(list)
    with args.candidates.open(encoding="utf-8") as handle:
        for row in csv.DictReader(handle, delimiter="\t"):
            table[(row["noun"], row["particle"], row["predicate"])].append(row)
    rows = gate.judged_rows(args.sets)
    if args.still_written:
        rows = gate.still_written(rows)
    cache = os.environ.get("STRESSKIT_CACHE_DIR")
    docs = Parser(cache_dir=Path(cache) if cache else None).parse(row["premise"] for row in rows)
    found = {}
    for row in rows:
        hits = []
        for argument, clause in touched(docs[row["premise"]], row["rewrite"]):
            hits += matches(table, argument, clause)
        found[id(row)] = hits

    def refuses(setting, row):
        keep = SETTINGS[setting]
        for candidate, modified in found[id(row)]:
            if keep == "shipped":
                if modified != "genitive" and (not candidate["shared"] or bound(candidate, 10, 0.8)):
                    return candidate
            elif keep is None:
                if not candidate["shared"] and not modified:
                    return candidate
            elif keep(candidate):
                return candidate
        return None

    print(f"{len(rows)} judged rows ({sum(r['correct'] == 'no' for r in rows)} wrong)\n")
    print("| setting | rows | judged-wrong refused | judged-correct refused |\n|---|---|---|---|")
    for setting in SETTINGS:
        for label, names in (("tune", TUNE), *((name, (name,)) for name in CHECK)):
            part = [r for r in rows if r["set"] in names]
            wrong = [r for r in part if r["correct"] == "no"]
            right = [r for r in part if r["correct"] == "yes"]
            w = sum(1 for r in wrong if refuses(setting, r))
            c = sum(1 for r in right if refuses(setting, r))
            print(f"| {setting} | {label} | {gate.percent(w, len(wrong))} | {gate.percent(c, len(right))} |")
    if args.examples:
        for row in rows:
            hits = found[id(row)]
            if hits:
                cand, modified = hits[0]
                print(
                    f"- [{row['set']} {row['correct']} {row['error_class']}] {row['op']} {row['premise']} → "
                    f"{row['rewrite']} :: {cand['expression']} shared={cand['shared'] or '-'} "
                    f"tagged={cand['tagged']} modified={modified}"
                )


if __name__ == "__main__":
    main()
