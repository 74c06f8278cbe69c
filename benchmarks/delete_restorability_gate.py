"""Measure candidate restorability gates for particle-delete on every judged particle-delete row today's rules still
write (issue 20, fix-args5). None of them is in the rules: see docs/fidelity.md, "Argument ops, round 7".

    PYTHONPATH=. python benchmarks/delete_restorability_gate.py

For each judged row of benchmarks/heldout*/judgements.tsv (op particle-delete) whose rewrite today's rules still
write, the phrases whose particle was dropped are recorded as DeleteParticle.check lets them through (the last word
of the phrase, the word after it, the predicate), and each candidate gate is asked whether it would refuse the row.
The table counts wrong rows refused and correct rows refused per set; the gates were designed on heldout … heldout-d
and are checked on heldout-e and heldout-f. The bar (issue 20): refuse ≥25% of the wrong rows while refusing ≤3% of
the correct ones, on the check sets.
"""

from __future__ import annotations

import csv
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from stresskit.evaluation.api import perturb  # noqa: E402
from stresskit.operations import primitives  # noqa: E402
from stresskit.parsing.parser import Parser  # noqa: E402

SETS = ("heldout", "heldout-b", "heldout-c", "heldout-d", "heldout-e", "heldout-f")
PERSON_SUFFIXES = {"さん", "氏", "君", "くん", "ちゃん", "様", "さま", "たち", "ら", "達", "殿"}
EXISTENTIAL = ("ある", "有る", "いる", "居る")


def _common(tag: str) -> bool:
    return tag.startswith("名詞-普通名詞") and "副詞可能" not in tag


def bare_nouns(f: dict) -> bool:
    """A が/は phrase ending in a common noun (or a non-person suffix) right before a common noun."""
    last, fol, fol2 = f["last"], f["fol"], f["fol2"]
    if f["particle"] not in ("が", "は") or fol is None or not _common(fol[1]):
        return False
    if "形状詞可能" in fol[1] and fol2 and fol2[0] in ("な", "に", "と"):
        return False
    if last[1].startswith("接尾辞-名詞的"):
        return last[0] not in PERSON_SUFFIXES
    return _common(last[1])


def existential_ni(f: dict) -> bool:
    """The dropped particle is the に of an existential predicate (ある, いる)."""
    return f["particle"] == "に" and f["pred"] in EXISTENTIAL


def oblique_before_relative(f: dict) -> bool:
    """A に/で/へ/から dropped right before an adjective or verb that modifies the noun after it: the bare noun reads
    as the subject of that relative clause (丘のふもと|美しい湖 → ふもとが美しい湖)."""
    fol, head = f["fol"], f["fol_head"]
    return (
        f["particle"] in ("に", "で", "へ", "から")
        and fol is not None
        and fol[1].startswith(("形容詞", "動詞"))
        and head is not None
        and head[1] in ("NOUN", "PROPN")
        and head[2] > 0
    )


GATES = {
    "bare noun + noun (が/は)": bare_nouns,
    "existential に": existential_ni,
    "oblique before a relative clause": oblique_before_relative,
    "existential に or oblique before a relative clause": lambda f: (
        existential_ni(f) or oblique_before_relative(f)
    ),
}


def main() -> None:
    rows = []
    for name in SETS:
        with open(ROOT / "benchmarks" / name / "judgements.tsv", encoding="utf-8") as handle:
            rows += [
                dict(r, set=name)
                for r in csv.DictReader(handle, delimiter="\t")
                if r["op"] == "particle-delete"
            ]
    log: dict[str, list[dict]] = defaultdict(list)
    original = primitives.DeleteParticle.check

    def check(self, slots):  # records what the check lets through
        refused = original(self, slots)
        phrase = slots[self.args["delete_particle"]]
        doc = phrase.span.doc
        if refused is None and phrase.particle_tokens and len(phrase.body):
            fol = doc[phrase.end] if phrase.end < len(doc) else None
            fol2 = doc[phrase.end + 1] if phrase.end + 1 < len(doc) else None
            log[doc.text].append(
                {
                    "phrase": phrase.span.text,
                    "particle": phrase.particle,
                    "last": (phrase.body[-1].text, phrase.body[-1].tag_),
                    "fol": (fol.text, fol.tag_) if fol is not None else None,
                    "fol2": (fol2.text, fol2.tag_) if fol2 is not None else None,
                    "fol_head": (fol.head.text, fol.head.pos_, fol.head.i - fol.i)
                    if fol is not None
                    else None,
                    "pred": phrase.head.head.lemma_,
                }
            )
        return refused

    primitives.DeleteParticle.check = check
    premises = sorted({r["premise"] for r in rows})
    result = perturb(premises, ops=("particle-delete",), pairs="all", parser=Parser(), keep_unchanged=True)
    primitives.DeleteParticle.check = original
    written = {
        (row["sentence_A_Ja_origin"], row["sentence_A_Ja"]) for row in result.rows if not row["skip_reason"]
    }
    still = [r for r in rows if (r["premise"], r["rewrite"]) in written]
    print(f"judged particle-delete rows: {len(rows)}; still written today: {len(still)}\n")
    print("| gate | set | wrong refused | correct refused |")
    print("|---|---|---|---|")
    for gate_name, gate in GATES.items():
        counts: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0])
        for r in still:
            dropped = [f for f in log[r["premise"]] if f["phrase"] not in r["rewrite"]]
            hit = any(gate(f) for f in dropped)
            correct = r["correct"] in ("yes", "correct")
            c = counts[r["set"]]
            c[0 if correct else 2] += 1
            c[1 if correct else 3] += hit
        for name in SETS:
            c = counts[name]
            print(f"| {gate_name} | {name} | {c[3]}/{c[2]} | {c[1]}/{c[0]} |")


if __name__ == "__main__":
    main()
