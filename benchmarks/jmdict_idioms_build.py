"""Make stresskit/data/jmdict_expressions.tsv, the fixed expressions of JMdict the clause view reads (issue 20).

The source is JMdict (EDRDG; CC BY-SA, see stresskit/data/JMDICT-LICENSE.txt) as packaged in the sqlite
database of the PyPI sdist jamdict-data 1.5 (JMdict 1.08, 2020-05-29):

    mkdir -p /tmp/pk && cd /tmp/pk
    pip download --no-deps --no-binary :all: jamdict-data==1.5
    tar xzf jamdict_data-1.5.tar.gz
    xz -dk jamdict_data-1.5/jamdict_data/jamdict.db.xz
    cd - && python benchmarks/jmdict_idioms_build.py /tmp/pk/jamdict_data-1.5/jamdict_data/jamdict.db

What is taken: every entry with a sense tagged "expressions (phrases, clauses, etc.)" one of whose spellings
(kanji or kana) splits as NOUN + を/が/に/で + PREDICATE, where NOUN is the spelling of a JMdict noun entry and
PREDICATE that of a verb or i-adjective entry (最善を尽くす, 口をきく, 目に遭う, 功を奏する). Light predicates
(する, できる, ある, ない, なる and their kanji spellings) are left out: the clause view's own rules (light verbs,
predicative に, the hand idiom list) handle them.

What is kept (the compositionality filter, `non_compositional`): an expression is kept only with evidence that
its noun is not an ordinary referential argument. The evidence: none of the English glosses of the
expression contains (a stem of) a gloss word of the noun's first, literal sense (口をきく "to speak, to talk" vs 口
"mouth": kept; 夢を見る "to dream" vs 夢 "dream", 手を取る "to take someone's hand" vs 手 "hand, arm": left out,
the noun keeps its own meaning in the expression). `--all PATH` also writes every candidate with its evidence
(for benchmarks/jmdict_idiom_gate.py, which measures the filter on the judged rows).
"""

from __future__ import annotations

import argparse
import pickle
import re
import sqlite3
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "stresskit" / "data" / "jmdict_expressions.tsv"
EXPRESSION_POS = "expressions (phrases, clauses, etc.)"
PARTICLES = "をがにで"
LIGHT = frozenset("する 為る できる 出来る ある 有る 在る ない 無い なる 成る".split())
NOUN_POS = ("noun (common) (futsuumeishi)", "nouns which may take the genitive case particle 'no'")
# words of a gloss that say nothing about the noun's meaning
STOP = frozenset(
    "to a an the of in on at for with by from as one one's oneself someone someone's something sth "
    "be is are being get make do have it its or and up out off into over e.g i.e etc very".split()
)
SUFFIXES = ("ations", "ation", "ings", "ing", "ness", "ences", "ence", "ances", "ance", "ions", "ion")
SUFFIXES += ("ies", "es", "ed", "s", "e", "y")
HEADER = ("noun", "particle", "predicate", "expression", "jmdict_seq", "evidence")


def is_predicate_pos(pos: str) -> bool:
    """A verb or an i-adjective of JMdict (Godan, Ichidan, Kuru, suru special class, keiyoushi)."""
    return pos.startswith(("Godan verb", "Ichidan verb", "Kuru verb", "suru verb - special")) or pos == (
        "adjective (keiyoushi)"
    )


def stem(word: str) -> str:
    for suffix in SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def words(gloss: str) -> list[str]:
    """The content words of an English gloss, parenthesised asides left out."""
    gloss = re.sub(r"\([^)]*\)", " ", gloss.lower())
    return [w for w in re.findall(r"[a-z][a-z']*", gloss) if w not in STOP]


def shared_word(noun_glosses: list[str], expression_glosses: list[str]) -> str | None:
    """A gloss word of the noun found (as a stem) in a gloss of the expression, or None."""
    expression = {stem(w) for gloss in expression_glosses for w in words(gloss)}
    for gloss in noun_glosses:
        for word in words(gloss):
            s = stem(word)
            if s in expression or any(
                len(s) >= 5 and len(e) >= 5 and (e.startswith(s) or s.startswith(e)) for e in expression
            ):
                return word
    return None


def load(db: Path):
    con = sqlite3.connect(db)
    pos_of: dict[int, set[str]] = defaultdict(set)  # idseq -> pos tags of any sense
    first_pos: dict[int, set[str]] = defaultdict(set)
    senses: dict[int, list[int]] = defaultdict(list)
    for idseq, sid in con.execute("SELECT idseq, ID FROM Sense ORDER BY idseq, ID"):
        senses[idseq].append(sid)
    for sid, text in con.execute("SELECT sid, text FROM pos"):
        pos_of[sid].add(text)
    glosses: dict[int, list[str]] = defaultdict(list)
    for sid, text in con.execute("SELECT sid, text FROM SenseGloss WHERE lang = 'eng' ORDER BY rowid"):
        glosses[sid].append(text)
    misc: dict[int, set[str]] = defaultdict(set)
    for sid, text in con.execute("SELECT sid, text FROM misc"):
        misc[sid].add(text)
    forms: dict[int, list[str]] = defaultdict(list)
    for idseq, text in con.execute("SELECT idseq, text FROM Kanji UNION ALL SELECT idseq, text FROM Kana"):
        forms[idseq].append(text)
    # JMdict lists a sense's part of speech once and lets the next senses inherit it
    for sids in senses.values():
        current: set[str] = set()
        for sid in sids:
            current = pos_of[sid] or current
            first_pos[sid] = current
    return senses, first_pos, glosses, misc, forms


def candidates(db: Path) -> list[dict[str, str]]:
    senses, pos, glosses, misc, forms = load(db)
    noun_first: dict[str, list[str]] = defaultdict(
        list
    )  # spelling -> glosses of each noun entry's first sense
    predicates: set[str] = set()
    for idseq, sids in senses.items():
        noun_sense = next((sid for sid in sids if pos[sid] & set(NOUN_POS)), None)
        for form in forms[idseq]:
            if noun_sense is not None:
                noun_first[form] += glosses[noun_sense]
            if any(is_predicate_pos(p) for sid in sids for p in pos[sid]) and EXPRESSION_POS not in {
                p for sid in sids for p in pos[sid]
            }:
                predicates.add(form)
    rows = []
    for idseq, sids in senses.items():
        if not any(EXPRESSION_POS in pos[sid] for sid in sids):
            continue
        expression_glosses = [g for sid in sids for g in glosses[sid]]
        tagged = any("idiomatic expression" in misc[sid] for sid in sids)
        seen = set()
        for form in forms[idseq]:
            for i, char in enumerate(form):
                noun, predicate = form[:i], form[i + 1 :]
                if char not in PARTICLES or not noun or predicate in LIGHT:
                    continue
                if noun not in noun_first or predicate not in predicates or (noun, char, predicate) in seen:
                    continue
                seen.add((noun, char, predicate))
                shared = shared_word(noun_first[noun], expression_glosses)
                rows.append(
                    {
                        "noun": noun,
                        "particle": char,
                        "predicate": predicate,
                        "expression": form,
                        "jmdict_seq": str(idseq),
                        "shared": shared or "",
                        "tagged": "yes" if tagged else "no",
                        "noun_gloss": "; ".join(noun_first[noun][:4]),
                        "expression_gloss": "; ".join(expression_glosses[:4]),
                    }
                )
    return rows


def add_corpus_counts(rows: list[dict[str, str]], raw: Path) -> None:
    """Each candidate's `uses` (the noun's case-marked phrases in the case-frame corpus) and `in_expression` (those
    with the expression's particle and one of its predicate spellings), from the raw counts of
    benchmarks/case_frames_build.py --raw."""
    triples = pickle.loads(raw.read_bytes())["triples"]
    uses: dict[str, int] = defaultdict(int)
    pairs: dict[tuple[str, str, str], int] = defaultdict(int)
    for (predicate, noun, case, _), count in triples.items():
        uses[noun] += count
        pairs[(noun, case, predicate.split("+")[0])] += count
    spellings: dict[str, set[str]] = defaultdict(set)  # jmdict_seq -> its predicate spellings
    for row in rows:
        spellings[row["jmdict_seq"]].add(row["predicate"])
    for row in rows:
        row["uses"] = str(uses[row["noun"]])
        row["in_expression"] = str(
            sum(pairs[(row["noun"], row["particle"], p)] for p in spellings[row["jmdict_seq"]])
        )


MIN_USES, MIN_SHARE = 10, 0.8


def bound(row: dict[str, str]) -> bool:
    """The noun is seen >= MIN_USES times in the corpus, >= MIN_SHARE of them in this expression: it hardly
    occurs as a phrase of its own (最善 28 of 29 times in 最善を尽くす)."""
    uses = int(row.get("uses") or 0)
    return uses >= MIN_USES and int(row["in_expression"]) >= MIN_SHARE * uses


def non_compositional(row: dict[str, str]) -> bool:
    """The compositionality filter (chosen on heldout, -b, -c, -d: benchmarks/jmdict_idiom_gate.py)."""
    return not row["shared"] or bound(row)


def evidence(row: dict[str, str]) -> str:
    """`gloss` (the glosses share no word) or `corpus N/M` (the noun occurs N of its M times in the expression)."""
    return "gloss" if not row["shared"] else f"corpus {row['in_expression']}/{row['uses']}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("db", type=Path, help="jamdict.db of jamdict-data 1.5 (see the docstring)")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument(
        "--corpus",
        type=Path,
        help="raw counts of benchmarks/case_frames_build.py --raw (the bound-noun test)",
    )
    parser.add_argument("--all", type=Path, help="also write every candidate with its evidence here")
    args = parser.parse_args()
    rows = candidates(args.db)
    if args.corpus:
        add_corpus_counts(rows, args.corpus)
    if args.all:
        keys = list(rows[0])
        with args.all.open("w", encoding="utf-8") as handle:
            handle.write("\t".join(keys) + "\n")
            for row in rows:
                handle.write("\t".join(row[k] for k in keys) + "\n")
    kept = sorted(
        {(r["noun"], r["particle"], r["predicate"]): r for r in rows if non_compositional(r)}.values(),
        key=lambda r: (r["noun"], r["particle"], r["predicate"]),
    )
    with args.out.open("w", encoding="utf-8") as handle:
        handle.write(
            "# Fixed expressions NOUN + を/が/に/で + PREDICATE of JMdict (EDRDG, CC BY-SA; JMDICT-LICENSE.txt),\n"
            f"# made by benchmarks/jmdict_idioms_build.py from jamdict-data 1.5: {len(kept)} of {len(rows)} "
            "candidates, kept because the expression's glosses share no word with the noun's first sense (gloss)\n"
            "# or the noun occurs in the expression in >= 80% of its >= 10 uses in the case-frame corpus (corpus).\n"
        )
        handle.write("\t".join(HEADER) + "\n")
        for row in kept:
            handle.write("\t".join([*(row[k] for k in HEADER[:-1]), evidence(row)]) + "\n")
    print(f"{len(rows)} candidates, {len(kept)} kept -> {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
