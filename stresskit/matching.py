"""Find where a rule applies: the clauses whose subject and partner phrases fit a case pair."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from stresskit.clauses import Argument, Clause
from stresskit.rules import OpSpec, PairSpec, Rule, SlotSpec


@dataclass(frozen=True)
class Match:
    rule: Rule
    clause: Clause
    slots: dict[str, Argument]


@dataclass(frozen=True)
class MatchResult:
    matches: tuple[Match, ...]
    skip_reason: str | None  # why nothing matched; None when something did


def fits(argument: Argument, slot: SlotSpec, clause: Clause) -> bool:
    if argument.particle not in slot.particles:
        return False
    return argument.particle not in slot.only_in_final_clause or clause.ends_sentence


def match_op(clauses: Sequence[Clause], op: OpSpec, pair: PairSpec) -> MatchResult:
    """At most one match per clause: the first adjacent subject/partner pair whose order a rule accepts."""
    matches = []
    for clause in clauses:
        match = _match_clause(clause, op, pair)
        if match is not None:
            matches.append(match)
    if matches:
        return MatchResult(tuple(matches), None)
    return MatchResult((), _skip_reason(clauses, pair))


def _match_clause(clause: Clause, op: OpSpec, pair: PairSpec) -> Match | None:
    subject_slot, partner_slot = pair.slots["subject"], pair.slots["partner"]
    for subject in clause.arguments:
        if not fits(subject, subject_slot, clause):
            continue
        for partner in clause.arguments:
            if partner is subject or not fits(partner, partner_slot, clause):
                continue
            order = _adjacent_order(subject, partner)
            rule = next((rule for rule in op.rules if order and rule.order in (None, order)), None)
            if rule is not None:
                return Match(rule, clause, {"subject": subject, "partner": partner})
    return None


def _adjacent_order(subject: Argument, partner: Argument) -> tuple[str, str] | None:
    if subject.end == partner.start:
        return ("subject", "partner")
    if partner.end == subject.start:
        return ("partner", "subject")
    return None


def _skip_reason(clauses: Sequence[Clause], pair: PairSpec) -> str:
    subject_slot, partner_slot = pair.slots["subject"], pair.slots["partner"]
    partner_particles = "/".join(sorted(partner_slot.particles))
    with_subject = [c for c in clauses if any(fits(a, subject_slot, c) for a in c.arguments)]
    if not with_subject:
        return f"no subject marked {'/'.join(sorted(subject_slot.particles))}"
    if not any(fits(a, partner_slot, c) for c in with_subject for a in c.arguments):
        return f"no {partner_particles}-argument of a predicate with a subject"
    return f"no {partner_particles}-argument next to the subject"
