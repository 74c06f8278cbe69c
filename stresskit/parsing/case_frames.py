"""A corpus-derived case-frame lexicon: per predicate, how often each case particle marks one of its phrases, and
per (noun, particle), across how many distinct predicates the phrase occurs (issue 20: argumenthood evidence
from corpus statistics rather than the parse alone).

The lexicon is data (`stresskit/data/case_frames.tsv`, `stresskit/data/case_frame_nouns.tsv`), made by
`benchmarks/case_frames_build.py` from the Tanaka Corpus and Japanese Wikinews with this module's
`observations` (see stresskit/data/case_frames.md). `CaseFrames.verdict` is the gate
`benchmarks/case_frame_gate.py` measures; it says why a phrase is outside its predicate's frame, or None.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from spacy.tokens import Doc, Token

# The lexicon's data half lives in case_frame_lexicon (the clause view reads it); its names are this module's too.
from stresskit.parsing.case_frame_lexicon import (
    CASES,
    DATA,
    FRAMES_FILE,
    NOUNS_FILE,
    TOPIC_PARTICLES,
    CaseFrames,
    Frame,
    NounUse,
    Thresholds,
    case_frames,
    load,
)
from stresskit.parsing.clauses import Argument, Clause, clause_view
from stresskit.parsing.conjugation import Voice, current_voice, predicate_chain

__all__ = [
    "CASES",
    "DATA",
    "FRAMES_FILE",
    "NOUNS_FILE",
    "TOPIC_PARTICLES",
    "CaseFrames",
    "Frame",
    "NounUse",
    "Observation",
    "Thresholds",
    "case_frames",
    "case_of",
    "clause_observations",
    "load",
    "noun_key",
    "observations",
    "predicate_key",
]


def case_of(argument: Argument) -> str | None:
    """The slot a phrase fills: its first particle when a case particle (には → に, では → で), `topic` for a
    bare は or も, None for any other particle (と, から, へ, まで, の)."""
    if not argument.particle_tokens:
        return None
    first = argument.particle_tokens[0].text
    if first in CASES:
        return first
    return "topic" if argument.particle in TOPIC_PARTICLES else None


def predicate_key(predicate: Token) -> str:
    """The predicate's lemma, with する after a verbal noun (電話する), and its voice when not active
    (届ける+passive): a passive or causative has a frame of its own."""
    lemma = predicate.lemma_
    doc = predicate.doc
    if predicate.i + 1 < len(doc) and doc[predicate.i + 1].lemma_ == "する" and "サ変可能" in predicate.tag_:
        lemma += "する"
    try:
        voice = current_voice(predicate_chain(predicate))
    except Exception:  # a chain conjugation.py cannot read: counted as active
        voice = Voice.ACTIVE
    return lemma if voice == Voice.ACTIVE else f"{lemma}+{voice.value}"


def noun_key(argument: Argument) -> str:
    """The phrase's head noun lemma (時間 for とんでもない時間に)."""
    return argument.head.lemma_


@dataclass(frozen=True)
class Observation:
    predicate: str
    noun: str
    case: str
    argument: bool  # the clause view reads it as an argument (else an adjunct)


def clause_observations(clause: Clause) -> Iterator[Observation]:
    predicate = predicate_key(clause.predicate)
    for phrases, is_argument in ((clause.phrases, True), (clause.adjuncts, False)):
        for phrase in phrases:
            case = case_of(phrase)
            if case is not None:
                yield Observation(predicate, noun_key(phrase), case, is_argument)


def observations(doc: Doc) -> Iterator[Observation]:
    """Every case-marked phrase of every clause of `doc`, arguments and adjuncts alike."""
    for clause in clause_view(doc):
        yield from clause_observations(clause)
