"""What the perturb loop finds for one premise and one (op, pair): a rewrite or a skip.

Outcomes are small frozen records (no spaCy objects), so worker processes and Dask workers send them back
as they are; the output row schema (rewriting/rows.py) turns them into strings at the edge.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from stresskit.rules.label_rules import RewriteReading


@dataclass(frozen=True)
class SlotSpan:
    """Where a rule's slot (subject, partner, predicate, …) lay in the original premise, in characters."""

    name: str
    start: int
    end: int


CAUSER = "causer"  # the variable naming the causer candidates (rules/causative.yaml)


@dataclass(frozen=True)
class CauserSlot:
    """A rewrite with inserted causer phrases, the causer chosen per row from the candidates.

    The causer must be a noun the premise and the row's hypothesis do not already use: ある人 is common in
    JSICK hypotheses, and ある人が…させている against a hypothesis about ある人 would say something else."""

    segments: tuple[str, ...]  # the rewritten sentence cut where each inserted causer noun goes
    candidates: tuple[str, ...]

    def choose(self, *texts: str) -> str | None:
        """The first candidate that occurs in none of the texts."""
        return next((name for name in self.candidates if not any(name in text for text in texts)), None)

    def fill(self, causer: str) -> str:
        return causer.join(self.segments)

    def none_free(self, where: str) -> str:
        return f"every causer candidate ({', '.join(self.candidates)}) already occurs in the {where}"


@dataclass(frozen=True)
class Rewritten:
    op: str
    pair: str
    text: str  # the rewritten premise
    rules: tuple[str, ...]  # the ids of the rules that matched, in order, each once; () for a function op
    slots: tuple[SlotSpan, ...]
    verified: bool | None = None  # the re-parse shows what the operations claim; None: not checked
    causer_slot: CauserSlot | None = None  # causative: the causer is chosen again for each row's hypothesis
    # What the rewrite says, for ops whose expected label follows the hypothesis (rules/label_rules.py).
    reading: RewriteReading | None = None

    @property
    def rule(self) -> str:
        return "+".join(self.rules)


@dataclass(frozen=True)
class Skipped:
    op: str
    pair: str
    reason: str


Outcome = Rewritten | Skipped


def encode_outcomes(outcomes: tuple[Outcome, ...]) -> str:
    """A premise's outcomes as JSON, the form the rewrite cache keeps (no pickles in a cache file)."""
    return json.dumps([_encoded(outcome) for outcome in outcomes], ensure_ascii=False)


def decode_outcomes(text: str) -> tuple[Outcome, ...]:
    return tuple(_decoded(item) for item in json.loads(text))


def _encoded(outcome: Outcome) -> list[Any]:
    if isinstance(outcome, Skipped):
        return ["skipped", outcome.op, outcome.pair, outcome.reason]
    slot = outcome.causer_slot
    return [
        "rewritten", outcome.op, outcome.pair, outcome.text, outcome.rules,
        [(span.name, span.start, span.end) for span in outcome.slots],
        outcome.verified,
        None if slot is None else [slot.segments, slot.candidates],
        None if outcome.reading is None else outcome.reading.to_json(),
    ]  # fmt: skip


def _decoded(item: list[Any]) -> Outcome:
    if item[0] == "skipped":
        _, op, pair, reason = item
        return Skipped(op, pair, reason)
    _, op, pair, text, rules, slots, verified, causer, reading = item
    slot = None if causer is None else CauserSlot(tuple(causer[0]), tuple(causer[1]))
    spans = tuple(SlotSpan(*span) for span in slots)
    read = None if reading is None else RewriteReading.from_json(reading)
    return Rewritten(op, pair, text, tuple(rules), spans, verified, slot, read)
