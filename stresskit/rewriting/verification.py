"""Check a rewrite by re-parsing it: do the rewritten phrases carry the particles the operations claim?

Each operation states what it does to a slot's (phrase body, particle); verification replays those claims
on the original phrases and looks for a clause of the same predicate in the re-parse that has them all.
Operations that remove a phrase claim it is gone from that clause, and `revoice` claims the predicate's
new voice (conjugation.current_voice on the re-parse: the passive/causative auxiliary present or absent).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from spacy.tokens import Doc

from stresskit.operations.primitives import RESERVED_SLOTS
from stresskit.parsing.clauses import Clause, clause_view
from stresskit.parsing.conjugation import Voice, current_voice, predicate_chain
from stresskit.rewriting.matcher import Match, with_compound_particle

Claims = dict[str, tuple[str, str]]  # slot → (body text, particle)


@dataclass
class Expectation:
    """What the re-parse of one rewritten clause must show."""

    claims: Claims
    removed: set[str] = field(default_factory=set)  # phrase bodies no longer arguments of the clause
    voice: Voice | None = None  # the predicate's voice after the rewrite; None: not checked


def _set_particle(expected: Expectation, args: Mapping[str, Any], original: Claims) -> None:
    target = args["to"]
    particle = original[target["particle_of"]][1] if isinstance(target, dict) else str(target)
    slot = args["set_particle"]
    expected.claims[slot] = (expected.claims[slot][0], particle)


def _delete_particle(expected: Expectation, args: Mapping[str, Any], original: Claims) -> None:
    slot = args["delete_particle"]
    expected.claims[slot] = (expected.claims[slot][0], "")


def _exchange_bodies(expected: Expectation, args: Mapping[str, Any], original: Claims) -> None:
    first, second = args["exchange_bodies"]
    claims = expected.claims
    claims[first], claims[second] = (
        (claims[second][0], claims[first][1]),
        (claims[first][0], claims[second][1]),
    )


def _insert_phrase(expected: Expectation, args: Mapping[str, Any], original: Claims) -> None:
    target = args["particle"]
    particle = original[target["particle_of"]][1] if isinstance(target, dict) else str(target)
    expected.claims[str(args["insert_phrase"])] = (str(args["text"]), particle)


def _remove_phrase(expected: Expectation, args: Mapping[str, Any], original: Claims) -> None:
    body, _ = expected.claims.pop(args["remove_phrase"])
    expected.removed.add(body)


def _revoice(expected: Expectation, args: Mapping[str, Any], original: Claims) -> None:
    expected.voice = Voice(args["to"])


def _no_claim(expected: Expectation, args: Mapping[str, Any], original: Claims) -> None:
    """Moving or exchanging whole phrases changes no (body, particle) claim, only word order."""


CLAIMS: dict[str, Callable[[Expectation, Mapping[str, Any], Claims], None]] = {
    "move": _no_claim,
    "set_particle": _set_particle,
    "delete_particle": _delete_particle,
    "exchange_bodies": _exchange_bodies,
    "exchange_phrases": _no_claim,
    "insert_phrase": _insert_phrase,
    "remove_phrase": _remove_phrase,
    "revoice": _revoice,
}


def expectation(match: Match) -> Expectation:
    original = {
        slot: (argument.body.text, argument.particle)
        for slot, argument in match.slots.items()
        if slot not in RESERVED_SLOTS
    }
    expected = Expectation(dict(original))
    for operation in match.rule.operations:
        CLAIMS[operation.name](expected, operation.args, original)
    return expected


def verify_rewrite(matches: Sequence[Match], rewritten: Doc, causer: str | None = None) -> bool:
    """True when every rewritten clause is found in the re-parse with the claimed phrases and particles.

    `causer`: the causer noun the rewrite inserted, when it is not the rule's own text (perturb picks one the
    premise does not use)."""
    clauses = clause_view(rewritten)
    for match in matches:
        expected = expectation(match)
        if causer is not None:
            for operation in match.rule.operations:
                if operation.name == "insert_phrase":
                    slot = str(operation.args["insert_phrase"])
                    expected.claims[slot] = (causer, expected.claims[slot][1])
        wanted = set(expected.claims.values())
        lemma = match.clause.predicate.lemma_
        if not any(
            clause.predicate.lemma_ == lemma and _shows(clause, wanted, expected) for clause in clauses
        ):
            return False
    return True


def _shows(clause: Clause, wanted: set[tuple[str, str]], expected: Expectation) -> bool:
    phrases = {(argument.body.text, argument.particle) for argument in clause.arguments}
    if not wanted <= phrases:
        # 男性によって: the clause view leaves a multiword particle in the body.
        phrases |= {(a.body.text, a.particle) for a in map(with_compound_particle, clause.arguments)}
        if not wanted <= phrases:
            return False
    if expected.removed & {argument.body.text for argument in clause.arguments}:
        return False
    return expected.voice is None or current_voice(predicate_chain(clause.predicate)) is expected.voice
