"""Check a rewrite by re-parsing it: do the rewritten phrases carry the particles the operations claim?

Each operation states what it does to a slot's (phrase body, particle) (Operation.expect); verification
replays those claims on the original phrases and looks for a clause of the same predicate in the re-parse
that has them all. Operations that remove a phrase claim it is gone from that clause, and `revoice` claims
the predicate's new voice (conjugation.current_voice on the re-parse: the passive/causative auxiliary);
`relexicalise` names the predicate's new verb (`new_lemma`), which the re-parse's clause must have.
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc

from stresskit.operations.base import RESERVED_SLOTS, Expectation
from stresskit.parsing.clauses import Clause, clause_view
from stresskit.parsing.conjugation import current_voice, predicate_chain
from stresskit.rewriting.matcher import Match


def expectation(match: Match) -> Expectation:
    original = {
        slot: (argument.body.text, argument.particle)
        for slot, argument in match.slots.items()
        if slot not in RESERVED_SLOTS
    }
    expected = Expectation(dict(original))
    for operation in match.rule.operations:
        operation.expect(expected, original)
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
        for operation in match.rule.operations:
            new_lemma = getattr(operation, "new_lemma", None)  # relexicalise: the 自他 partner
            if new_lemma is not None:
                lemma = new_lemma(match.slots)
        if not any(
            clause.predicate.lemma_ == lemma and _shows(clause, wanted, expected) for clause in clauses
        ):
            return False
    return True


def _shows(clause: Clause, wanted: set[tuple[str, str]], expected: Expectation) -> bool:
    phrases = {(argument.body.text, argument.particle) for argument in clause.arguments}
    if not wanted <= phrases:
        # 男性によって: the clause view leaves a multiword particle in the body.
        phrases |= {(a.body.text, a.particle) for a in clause.phrases}
        if not wanted <= phrases:
            return False
    if expected.removed & {argument.body.text for argument in clause.arguments}:
        return False
    return expected.voice is None or current_voice(predicate_chain(clause.predicate)) is expected.voice
