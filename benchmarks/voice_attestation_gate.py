"""Measure a corpus-attestation gate for the voice ops (issue 20): passive and voice-flip only for verbs whose
passive the Tanaka + Wikinews text uses, causative only for verbs whose させる form it uses.

    PYTHONPATH=. python benchmarks/voice_attestation_gate.py [--raw RAW.pkl] [--sets heldout ... heldout-f]

For every judged row of benchmarks/<set>/judgements.tsv of a voice op (passive, voice-flip, causative), the premise
and the rewrite are parsed (cached) and the predicates the rewrite newly puts in the target voice are found (their
stresskit.parsing.case_frames.predicate_key, e.g. 要する+passive, counted in the rewrite and not in the premise).
The attestation of each comes from the counts benchmarks/case_frames_build.py pickles with --raw (RAW.pkl): clauses
of the lemma in the target voice, in the active, and (passive) with a に-phrase. A gate "refuse unless the target
voice was seen at least k times and in at least a share r of the lemma's clauses", applied only to lemmas
seen in at least a active clauses (absence of evidence counts only where there is data), is then scored per set as
(judged-wrong rows refused) vs (judged-correct rows refused), for a grid of (k, r). Tune on heldout … heldout-d,
check on heldout-e and heldout-f. The measured result: docs/fidelity.md, "Corpus-attested passives as a voice gate".
"""

from __future__ import annotations

import argparse
import csv
import os
import pickle
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from stresskit.parsing.case_frames import predicate_key  # noqa: E402
from stresskit.parsing.parser import Parser  # noqa: E402

SETS = ("heldout", "heldout-b", "heldout-c", "heldout-d", "heldout-e", "heldout-f")
TUNE = ("heldout", "heldout-b", "heldout-c", "heldout-d")
TARGET = {"passive": "passive", "voice-flip": "passive", "causative": "causative"}


def voiced_keys(doc) -> Counter:
    """The predicate keys of the doc's verbs (a verbal noun stands for its する)."""
    keys: Counter = Counter()
    for token in doc:
        if token.pos_ == "VERB" and not (
            token.lemma_ == "する" and token.i > 0 and "サ変可能" in doc[token.i - 1].tag_
        ):
            keys[predicate_key(token)] += 1
        elif "サ変可能" in token.tag_ and token.i + 1 < len(doc) and doc[token.i + 1].lemma_ == "する":
            keys[predicate_key(token)] += 1
    return keys


def rows(sets: tuple[str, ...]) -> list[dict[str, str]]:
    found = []
    for name in sets:
        with (ROOT / "benchmarks" / name / "judgements.tsv").open(encoding="utf-8") as handle:
            for row in csv.DictReader(handle, delimiter="\t"):
                if row["op"] in TARGET and row["correct"] in ("yes", "no"):
                    found.append({**row, "set": name})
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--raw", type=Path, required=True)
    parser.add_argument("--sets", nargs="+", default=list(SETS))
    parser.add_argument("--ops", default="passive,voice-flip")
    parser.add_argument("--examples", action="store_true", help="print every row with its key and counts")
    args = parser.parse_args()
    raw = pickle.loads(args.raw.read_bytes())
    clauses, slots = raw["clauses"], raw["slots"]
    ops = set(args.ops.split(","))
    judged = [row for row in rows(tuple(args.sets)) if row["op"] in ops]
    cache = Path(os.environ.get("STRESSKIT_CACHE_DIR", "/tmp/stresskit-cache")) / "voice-gate"
    docs = Parser(cache_dir=cache).parse(
        sorted({row["premise"] for row in judged} | {row["rewrite"] for row in judged})
    )
    scored = []
    for row in judged:
        voice = TARGET[row["op"]]
        new = voiced_keys(docs[row["rewrite"]]) - voiced_keys(docs[row["premise"]])
        keys = [key for key in new if key.endswith("+" + voice)]
        if not keys:
            continue
        stats = []
        for key in keys:
            lemma = key.rsplit("+", 1)[0]
            stats.append((key, clauses.get(key, 0), clauses.get(lemma, 0), slots.get((key, "に"), 0)))
        scored.append((row, stats))
        if args.examples:
            print(row["set"], row["op"], row["correct"], row.get("error_class", ""), stats, row["rewrite"])
    print(f"{len(scored)} of {len(judged)} judged rows with a predicate newly in the target voice")
    grid = [(k, r, 0) for k in (1, 2, 3, 5, 10) for r in (0.0, 0.01, 0.02, 0.05)]
    grid += [(k, r, a) for a in (10, 20, 50, 100) for k in (1, 2, 3) for r in (0.0, 0.01, 0.02, 0.05)]
    print("k\tr\ta\t" + "\t".join(f"{name}(wrong/correct)" for name in (*args.sets, "tune", "check")))
    for k, r, a in grid:
        cells = []
        per: dict[str, list[int]] = {}
        for row, stats in scored:
            refused = any(
                active >= a and (voiced < k or voiced / max(1, voiced + active) < r)
                for _, voiced, active, _ in stats
            )
            group = per.setdefault(row["set"], [0, 0, 0, 0])  # wrong refused, wrong, correct refused, correct
            index = 0 if row["correct"] == "no" else 2
            group[index + 1] += 1
            group[index] += refused
        for name in args.sets:
            w_ref, w, c_ref, c = per.get(name, [0, 0, 0, 0])
            cells.append(f"{w_ref}/{w} {c_ref}/{c}")
        for names in (TUNE, tuple(name for name in args.sets if name not in TUNE)):
            total = [sum(per.get(name, [0, 0, 0, 0])[i] for name in names) for i in range(4)]
            cells.append(
                f"{total[0]}/{total[1]} ({total[0] / max(1, total[1]):.0%}) "
                f"{total[2]}/{total[3]} ({total[2] / max(1, total[3]):.0%})"
            )
        print(f"{k}\t{r}\t{a}\t" + "\t".join(cells))


if __name__ == "__main__":
    main()
