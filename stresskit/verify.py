"""Check a rewrite by re-parsing it: do the rewritten phrases carry the particles the operations claim?

Each operation states what it does to a slot's (phrase body, particle); verification replays those claims
on the original phrases and looks for a clause of the same predicate in the re-parse that has them all.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from spacy.tokens import Doc

from stresskit.clauses import clause_view
from stresskit.matching import Match

Claims = dict[str, tuple[str, str]]  # slot → (body text, particle)


def _set_particle(claims: Claims, args: Mapping[str, Any], original: Claims) -> None:
    target = args["to"]
    particle = original[target["particle_of"]][1] if isinstance(target, dict) else str(target)
    slot = args["set_particle"]
    claims[slot] = (claims[slot][0], particle)


def _delete_particle(claims: Claims, args: Mapping[str, Any], original: Claims) -> None:
    slot = args["delete_particle"]
    claims[slot] = (claims[slot][0], "")


def _exchange_bodies(claims: Claims, args: Mapping[str, Any], original: Claims) -> None:
    first, second = args["exchange_bodies"]
    claims[first], claims[second] = (claims[second][0], claims[first][1]), (claims[first][0], claims[second][1])


# Moving a phrase changes no (body, particle) claim, only word order.
CLAIMS: dict[str, Callable[[Claims, Mapping[str, Any], Claims], None]] = {
    "move": lambda claims, args, original: None,
    "set_particle": _set_particle,
    "delete_particle": _delete_particle,
    "exchange_bodies": _exchange_bodies,
}


def expected_claims(match: Match) -> Claims:
    original = {slot: (argument.body.text, argument.particle) for slot, argument in match.slots.items()}
    claims = dict(original)
    for operation in match.rule.operations:
        CLAIMS[operation.name](claims, operation.args, original)
    return claims


def verify_rewrite(matches: Sequence[Match], rewritten: Doc) -> bool:
    """True when every rewritten clause is found in the re-parse with the claimed phrases and particles."""
    clauses = clause_view(rewritten)
    for match in matches:
        wanted = set(expected_claims(match).values())
        lemma = match.clause.predicate.lemma_
        if not any(
            clause.predicate.lemma_ == lemma
            and wanted <= {(argument.body.text, argument.particle) for argument in clause.arguments}
            for clause in clauses
        ):
            return False
    return True
