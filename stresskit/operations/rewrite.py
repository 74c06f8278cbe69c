"""A sentence being rewritten, as an ordering of its tokens plus replacement texts.

Operations from several clauses of one sentence compose on one Rewrite: a clause inside a moved phrase
moves with it. Operations (stresskit/operations/primitives.py) change it only through these methods.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc


class Rewrite:
    """A sentence being rewritten: token order and per-token replacement text."""

    def __init__(self, doc: Doc) -> None:
        self.doc = doc
        self.order = list(range(len(doc)))
        self.texts = [token.text_with_ws for token in doc]

    def text(self) -> str:
        return "".join(self.texts[i] for i in self.order)

    def pieces(self) -> list[tuple[int, str]]:
        """The sentence as (token index, text) in its new order; an index ≥ len(doc) is inserted text."""
        return [(i, self.texts[i]) for i in self.order if self.texts[i]]

    def present(self, tokens: range | tuple[int, ...]) -> bool:
        """Whether any of the tokens is still in the sentence (an earlier step may have removed a phrase,
        e.g. the relative clause that was part of a slot's span)."""
        order = set(self.order)
        return any(i in order for i in tokens)

    def move_before(self, tokens: range, anchor: range) -> None:
        """Move the tokens (kept in their current relative order) in front of the anchor's first token
        still in the sentence."""
        moving = set(tokens)
        kept = [i for i in self.order if i not in moving]
        moved = [i for i in self.order if i in moving]
        position = min(_positions(kept, anchor))
        self.order = kept[:position] + moved + kept[position:]

    def exchange(self, first: range, second: range) -> None:
        """Swap the places of two disjoint token blocks, each contiguous in the current order (tokens an
        earlier step removed are not in it)."""
        positions = sorted((_positions(self.order, block) for block in (first, second)), key=min)
        (a_start, a_end), (b_start, b_end) = ((min(block), max(block) + 1) for block in positions)
        order = self.order
        self.order = (
            order[:a_start]
            + order[b_start:b_end]
            + order[a_end:b_start]
            + order[a_start:a_end]
            + order[b_end:]
        )

    def replace(self, tokens: tuple[int, ...], text: str) -> None:
        """Give the first token the new text and empty the rest; keeps trailing whitespace of the last."""
        trailing = self.doc[tokens[-1]].whitespace_
        for i in tokens:
            self.texts[i] = ""
        self.texts[tokens[0]] = text + trailing

    def insert_before(self, text: str, anchor: range) -> None:
        """Add new text, as a token of its own, in front of the anchor's first token."""
        position = min(_positions(self.order, anchor))
        self.texts.append(text)
        self.order.insert(position, len(self.texts) - 1)

    def remove(self, tokens: range) -> None:
        """Drop the tokens from the sentence."""
        removed = set(tokens)
        self.order = [i for i in self.order if i not in removed]


class RemovedAnchor(ValueError):
    """An operation's tokens are all gone from the sentence: an earlier step removed them."""


def _positions(order: list[int], tokens: range | tuple[int, ...]) -> list[int]:
    """Where the tokens still in the sentence stand in `order`; RemovedAnchor when none is."""
    where = {token: position for position, token in enumerate(order)}
    found = [where[i] for i in tokens if i in where]
    if not found:
        raise RemovedAnchor(f"tokens {tokens[0]}..{tokens[-1]} were removed by an earlier step")
    return found
