"""The named operations a rule can apply, Tsurgeon-style, to the phrases a pattern matched.

A `Rewrite` holds the sentence as an ordering of its tokens plus replacement texts, so operations from
several clauses of one sentence compose: a clause inside a moved phrase moves with it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from spacy.tokens import Doc

from stresskit.clauses import Argument


class Rewrite:
    """A sentence being rewritten: token order and per-token replacement text."""

    def __init__(self, doc: Doc) -> None:
        self.doc = doc
        self.order = list(range(len(doc)))
        self.texts = [token.text_with_ws for token in doc]

    def text(self) -> str:
        return "".join(self.texts[i] for i in self.order)

    def move_before(self, tokens: range, anchor: range) -> None:
        """Move the tokens (kept in their current relative order) in front of the anchor's first token."""
        moving = set(tokens)
        kept = [i for i in self.order if i not in moving]
        moved = [i for i in self.order if i in moving]
        position = min(kept.index(i) for i in anchor)
        self.order = kept[:position] + moved + kept[position:]

    def exchange(self, first: range, second: range) -> None:
        """Swap the places of two disjoint token blocks, each contiguous in the current order."""
        positions = sorted(([self.order.index(i) for i in block] for block in (first, second)), key=min)
        (a_start, a_end), (b_start, b_end) = ((min(block), max(block) + 1) for block in positions)
        order = self.order
        self.order = order[:a_start] + order[b_start:b_end] + order[a_end:b_start] + order[a_start:a_end] + order[b_end:]

    def replace(self, tokens: tuple[int, ...], text: str) -> None:
        """Give the first token the new text and empty the rest; keeps trailing whitespace of the last."""
        trailing = self.doc[tokens[-1]].whitespace_
        for i in tokens:
            self.texts[i] = ""
        self.texts[tokens[0]] = text + trailing


Slots = Mapping[str, Argument]
OperationFunction = Callable[[Rewrite, Slots, Mapping[str, Any]], None]


def _token_range(argument: Argument) -> range:
    return range(argument.start, argument.end)


def _particle_indices(argument: Argument) -> tuple[int, ...]:
    return tuple(token.i for token in argument.particle_tokens)


def move(rewrite: Rewrite, slots: Slots, args: Mapping[str, Any]) -> None:
    """`{move: A, before: B}`: the whole phrase A goes immediately in front of phrase B."""
    rewrite.move_before(_token_range(slots[args["move"]]), _token_range(slots[args["before"]]))


def set_particle(rewrite: Rewrite, slots: Slots, args: Mapping[str, Any]) -> None:
    """`{set_particle: A, to: が}` or `{set_particle: A, to: {particle_of: B}}` (B's original particle)."""
    target = args["to"]
    particle = slots[target["particle_of"]].particle if isinstance(target, dict) else str(target)
    rewrite.replace(_particle_indices(slots[args["set_particle"]]), particle)


def delete_particle(rewrite: Rewrite, slots: Slots, args: Mapping[str, Any]) -> None:
    """`{delete_particle: A}`: the phrase loses its case particle(s)."""
    rewrite.replace(_particle_indices(slots[args["delete_particle"]]), "")


def exchange_bodies(rewrite: Rewrite, slots: Slots, args: Mapping[str, Any]) -> None:
    """`{exchange_bodies: [A, B]}`: the phrases without their particles swap places; particles stay."""
    first, second = (slots[name] for name in args["exchange_bodies"])
    rewrite.exchange(range(first.body.start, first.body.end), range(second.body.start, second.body.end))


OPERATIONS: dict[str, OperationFunction] = {
    "move": move,
    "set_particle": set_particle,
    "delete_particle": delete_particle,
    "exchange_bodies": exchange_bodies,
}
