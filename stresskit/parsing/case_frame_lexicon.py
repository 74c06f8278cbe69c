"""The data half of the corpus-derived case-frame lexicon (`stresskit/data/case_frames.tsv`,
`stresskit/data/case_frame_nouns.tsv`): the counts per predicate and per (noun, case), read and validated. It needs
no parse, so the clause view may read it (stresskit/parsing/clauses.py asks which verbs never take a を-object)
without importing `stresskit.parsing.case_frames`, which reads clauses to count them."""

from __future__ import annotations

import csv
from dataclasses import dataclass
from functools import cache
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "data"
FRAMES_FILE = DATA / "case_frames.tsv"
NOUNS_FILE = DATA / "case_frame_nouns.tsv"
# The slots counted: the four case particles, and a topic (は, も) with no case particle before it.
CASES = ("が", "を", "に", "で", "topic")
TOPIC_PARTICLES = frozenset({"は", "も"})


@dataclass(frozen=True)
class Frame:
    predicate: str
    clauses: int  # clauses with this predicate that have at least one case-marked phrase
    counts: dict[str, int]  # case → clauses with a phrase in that case

    def rate(self, case: str) -> float:
        return self.counts.get(case, 0) / self.clauses


@dataclass(frozen=True)
class NounUse:
    noun: str
    case: str
    count: int
    predicates: int  # distinct predicates the (noun, case) phrase occurs with
    adjunct: int  # occurrences the clause view reads as an adjunct (time, manner, frame phrases)


@dataclass(frozen=True)
class Thresholds:
    """When the gate refuses a phrase: its predicate was seen in at least `min_clauses` clauses and fewer than
    `max_rate` of them have a phrase in its case (the slot is outside the frame), or the (noun, case) phrase was
    seen at least `min_noun` times with at least `spread` distinct predicates per occurrence (it attaches to
    anything: an adjunct's head independence) and at least `adjunct_share` of its occurrences read as adjuncts
    by the clause view. The tests apply to phrases in `cases` only. A threshold of 0 turns its test off."""

    min_clauses: int = 20
    max_rate: float = 0.02
    min_noun: int = 0
    spread: float = 0.0
    adjunct_share: float = 0.0
    cases: tuple[str, ...] = CASES


class CaseFrames:
    def __init__(self, frames: dict[str, Frame], nouns: dict[tuple[str, str], NounUse]) -> None:
        self.frames = frames
        self.nouns = nouns

    def verdict(self, predicate: str, noun: str, case: str, thresholds: Thresholds) -> str | None:
        """Why the (noun, case) phrase is not in the predicate's case frame on corpus evidence, or None."""
        if case not in thresholds.cases:
            return None
        frame = self.frames.get(predicate)
        if (
            thresholds.max_rate > 0
            and frame is not None
            and frame.clauses >= thresholds.min_clauses
            and frame.rate(case) < thresholds.max_rate
        ):
            seen = frame.counts.get(case, 0)
            return (
                f"{case}-phrase is not in {predicate}'s case frame (corpus evidence: {seen} of {frame.clauses} "
                f"clauses of {predicate} have one)"
            )
        use = self.nouns.get((noun, case))
        if (
            thresholds.min_noun > 0
            and use is not None
            and use.count >= thresholds.min_noun
            and use.predicates / use.count >= thresholds.spread
            and use.adjunct / use.count >= thresholds.adjunct_share
        ):
            return (
                f"{noun}{'' if case == 'topic' else case} attaches to any predicate (corpus evidence: "
                f"{use.predicates} distinct predicates in {use.count} occurrences, {use.adjunct} read as adjuncts)"
            )
        return None


def _rows(path: Path, columns: tuple[str, ...]) -> list[dict[str, str]]:
    with path.open(encoding="utf-8") as handle:
        reader = csv.DictReader((line for line in handle if not line.startswith("#")), delimiter="\t")
        for column in columns:
            if column not in (reader.fieldnames or ()):
                raise ValueError(f"{path} lacks the column {column}")
        return list(reader)


def load(frames_file: Path = FRAMES_FILE, nouns_file: Path = NOUNS_FILE) -> CaseFrames:
    """Read and validate the lexicon: every count a non-negative integer, no case count above its clauses."""
    frames: dict[str, Frame] = {}
    for row in _rows(frames_file, ("predicate", "clauses", *CASES)):
        clauses = int(row["clauses"])
        counts = {case: int(row[case]) for case in CASES}
        if clauses <= 0 or any(not 0 <= count <= clauses for count in counts.values()):
            raise ValueError(f"{frames_file}: bad counts for {row['predicate']}")
        if row["predicate"] in frames:
            raise ValueError(f"{frames_file}: {row['predicate']} listed twice")
        frames[row["predicate"]] = Frame(row["predicate"], clauses, counts)
    nouns: dict[tuple[str, str], NounUse] = {}
    for row in _rows(nouns_file, ("noun", "case", "count", "predicates", "adjunct")):
        use = NounUse(
            row["noun"], row["case"], int(row["count"]), int(row["predicates"]), int(row["adjunct"])
        )
        if use.case not in CASES or not 0 < use.predicates <= use.count or not 0 <= use.adjunct <= use.count:
            raise ValueError(f"{nouns_file}: bad row for {use.noun}{use.case}")
        nouns[(use.noun, use.case)] = use
    return CaseFrames(frames, nouns)


@cache
def case_frames() -> CaseFrames:
    return load()
