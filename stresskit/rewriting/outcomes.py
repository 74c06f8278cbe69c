"""What the perturb loop finds for one premise and one (op, pair): a rewrite or a skip.

Outcomes are small frozen records (no spaCy objects), so worker processes and Dask workers send them back
as they are; the output row schema (rewriting/rows.py) turns them into strings at the edge.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SlotSpan:
    """Where a rule's slot (subject, partner, predicate, …) lay in the original premise, in characters."""

    name: str
    start: int
    end: int


@dataclass(frozen=True)
class Rewritten:
    op: str
    pair: str
    text: str  # the rewritten premise
    rules: tuple[str, ...]  # the ids of the rules that matched, in order, each once; () for a function op
    slots: tuple[SlotSpan, ...]
    verified: bool | None = None  # the re-parse shows what the operations claim; None: not checked

    @property
    def rule(self) -> str:
        return "+".join(self.rules)


@dataclass(frozen=True)
class Skipped:
    op: str
    pair: str
    reason: str


Outcome = Rewritten | Skipped
