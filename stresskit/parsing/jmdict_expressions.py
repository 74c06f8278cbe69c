"""JMdict's fixed expressions NOUN + を/が/に/で + PREDICATE whose noun is part of the predicate (issue 20).

The lexicon is data (`stresskit/data/jmdict_expressions.tsv`, derived from JMdict by the EDRDG under CC BY-SA;
licence and attribution in `stresskit/data/JMDICT-LICENSE.txt`), made by benchmarks/jmdict_idioms_build.py. It
keeps only the expressions with evidence that they are not compositional: the English glosses of the expression
share no word with the noun's own (口をきく "to speak" vs 口 "mouth"), or the noun hardly occurs outside the
expression in the case-frame corpus (最善 28 of 29 times in 最善を尽くす). 夢を見る, 手を取る, 約束を守る are
listed by JMdict but not kept: their noun keeps its meaning and is an argument like any other.

The clause view reads it as an addition to its hand list of idioms (data/clause_lexicons.yaml `idioms`):
`jmdict_expression` matches the noun, its particle and the verb by every spelling (`idiom_forms`: as written,
the lemma, Sudachi's normalised form).
"""

from __future__ import annotations

import importlib.resources
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Token

FILE = "jmdict_expressions.tsv"
HEADER = ("noun", "particle", "predicate", "expression", "jmdict_seq", "evidence")
PARTICLES = frozenset("をがにで")


class ExpressionsFileError(ValueError):
    """A row of jmdict_expressions.tsv that cannot be read (the message is one line: file, line, what is wrong)."""


@dataclass(frozen=True)
class Expression:
    """One fixed expression: its noun, particle and predicate (dictionary form), as JMdict spells it."""

    noun: str
    particle: str
    predicate: str
    jmdict_seq: int
    evidence: str

    @property
    def text(self) -> str:
        return f"{self.noun}{self.particle}{self.predicate}"


def parse_expressions(lines: Iterable[str], source: str = FILE) -> dict[tuple[str, str, str], Expression]:
    """The expressions of the TSV `lines`, keyed by (noun, particle, predicate); a bad row raises
    ExpressionsFileError naming the file and the line."""
    expressions: dict[tuple[str, str, str], Expression] = {}
    header_seen = False
    for number, line in enumerate(lines, 1):
        line = line.rstrip("\n")
        if not line or line.startswith("#"):
            continue
        fields = line.split("\t")
        if not header_seen:
            if tuple(fields) != HEADER:
                raise ExpressionsFileError(
                    f"{source}:{number}: the header must be {' '.join(HEADER)}, not {' '.join(fields)}"
                )
            header_seen = True
            continue
        if len(fields) != len(HEADER):
            raise ExpressionsFileError(
                f"{source}:{number}: {len(fields)} tab-separated fields, expected {len(HEADER)}: {line!r}"
            )
        noun, particle, predicate, written, seq, evidence = fields
        if particle not in PARTICLES:
            raise ExpressionsFileError(
                f"{source}:{number}: particle {particle!r} is not one of を, が, に, で"
            )
        if not noun or not predicate or written != f"{noun}{particle}{predicate}":
            raise ExpressionsFileError(
                f"{source}:{number}: expression {written!r} is not noun + particle + predicate "
                f"({noun}{particle}{predicate})"
            )
        if not seq.isdigit() or not evidence:
            raise ExpressionsFileError(
                f"{source}:{number}: jmdict_seq must be a number and evidence not empty: {line!r}"
            )
        expressions[(noun, particle, predicate)] = Expression(noun, particle, predicate, int(seq), evidence)
    if not header_seen:
        raise ExpressionsFileError(f"{source}: no header line ({' '.join(HEADER)})")
    return expressions


@cache
def jmdict_expressions() -> dict[tuple[str, str, str], Expression]:
    """The shipped lexicon, read and checked once per process."""
    text = importlib.resources.files("stresskit.data").joinpath(FILE).read_text("utf-8")
    return parse_expressions(text.splitlines(), f"stresskit/data/{FILE}")


def spellings(token: Token) -> list[str]:
    """The spellings a lexicon entry may match a word in, in this order: as written, its lemma and Sudachi's
    normalised form (GiNZA's norm_, which unifies kana and kanji spellings: くる → 来る, つける → 付ける), without
    repeats. The clause view's idiom lexicon (`clauses.idiom_forms`) reads the same spellings."""
    return list(dict.fromkeys((token.text, token.lemma_, token.norm_)))


def _forms(token: Token) -> list[str]:
    """`spellings`, and あう for the form あっ (あった, あって), which spells the ta/te-form of あう "meet, undergo" as
    well as of ある (the parse reads ひどい目にあった with ある)."""
    forms = spellings(token)
    if token.text == "あっ" and token.lemma_ in ("ある", "有る", "在る"):
        forms.append("あう")
    forms.extend(_short_causative(token))
    return forms


# The a-row kana a godan verb's irrealis (未然形) ends in, before the causative せる (くらま|せる, 驚か|せる).
_IRREALIS_ENDINGS = frozenset("かがさたなばまらわ")


def _short_causative(token: Token) -> list[str]:
    """The godan verb in す that a causative form may spell (くらま|せる → くらます, 眩ま|せる → 眩ます): the parse splits
    姿をくらませる into くらむ + せる, but くらませる is the 下一段 spelling of くらます, the verb of the expression
    姿をくらます (heldout-p class 10, ×姿はくらんでいた). Only a verb stem ending in an a-row kana with the
    auxiliary せる right after it."""
    doc = token.doc
    if token.i + 1 >= len(doc) or doc[token.i + 1].lemma_ != "せる" or doc[token.i + 1].pos_ != "AUX":
        return []
    if not token.text or token.text[-1] not in _IRREALIS_ENDINGS or token.pos_ != "VERB":
        return []
    return [token.text + "す"]


def jmdict_expression(noun: Token, particles: Iterable[str], verb: Token) -> Expression | None:
    """The expression the noun, one of `particles` (a case particle and the cases a topic stands for) and the verb
    spell, or None. Of several spellings the one closest to the sentence (as written before the lemma) wins."""
    table = jmdict_expressions()
    for particle in particles:
        for noun_form in _forms(noun):
            for verb_form in _forms(verb):
                if (found := table.get((noun_form, particle, verb_form))) is not None:
                    return found
    return None
