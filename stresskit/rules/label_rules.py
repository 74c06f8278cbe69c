"""Expected labels that follow the row's hypothesis: the `hypothesis_label:` cases of an op file.

A role-reversing op (particle-swap, np-swap, voice-flip) or one that drops a phrase (decausative) changes
what the premise says about some phrases, so the label a perturbed pair should get depends on what the
hypothesis is about. The op file lists cases, tried in order; the first whose condition holds gives the
label:

    hypothesis_label:
      - {when: states_rewrite, label: entailment}
      - {when: denies_rewrite, label: contradiction}
      - {when: relies_on_changed_role, label: expected}
      - {when: about_untouched_content, label: gold}
      - {when: otherwise, label: uncertain}

A label is an NLI label, `gold` (the row's gold label stands), `expected` (the op's `expected_label` map) or
`uncertain` (the rule cannot tell: written as such, never scored for expectation, counted in reports). No
case holding gives `expected`. The conditions compare the rewrite's clauses, read from the premise's parse
and the operations' claims (`RewriteReading`), with the parsed hypothesis (parsing/propositions.py); see
LABEL_CONDITIONS. "A phrase" is one the rule rewrote (a slot's phrase); phrases are compared by their head noun's
lemma, a hypothesis phrase may leave out words of the rewrite's (猫 for 黒い猫) but not add any.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from stresskit.conventions import LABELS, UNCERTAIN
from stresskit.parsing.propositions import HypothesisReading, Phrase, Proposition

GOLD = "gold"  # the row's gold label stands
EXPECTED = "expected"  # the op's expected_label map
OTHERWISE = "otherwise"
CASE_LABELS = (*LABELS, GOLD, EXPECTED, UNCERTAIN)
CASE_KEYS = ("when", "label", "gold")


@dataclass(frozen=True)
class RewriteReading:
    """What a rewrite says, for the label rules: each rewritten clause before and after, the phrases it
    removed, the content words of the rewritten sentence and the predicates of the clauses it left alone."""

    changes: tuple[tuple[Proposition, Proposition], ...]
    removed: tuple[Phrase, ...] = ()
    words: tuple[str, ...] = ()
    kept: tuple[str, ...] = ()  # the lemmas of the predicates of the premise's other clauses

    def to_json(self) -> list[Any]:
        return [
            [[before.to_json(), after.to_json()] for before, after in self.changes],
            [phrase.to_json() for phrase in self.removed],
            list(self.words),
            list(self.kept),
        ]

    @classmethod
    def from_json(cls, item: list[Any]) -> RewriteReading:
        changes, removed, words, kept = item
        return cls(
            tuple((Proposition.from_json(a), Proposition.from_json(b)) for a, b in changes),
            tuple(Phrase.from_json(p) for p in removed),
            tuple(words),
            tuple(kept),
        )


def _same_phrase(hypothesis: Proposition, said: Phrase, clause: Proposition, phrase: Phrase) -> bool:
    """The hypothesis's phrase names the clause's phrase (same head, no word the clause's lacks) in a
    role the clause gives it."""
    return (
        said.head == phrase.head
        and set(said.words) <= set(phrase.words)
        and bool(hypothesis.roles(said) & clause.roles(phrase))
    )


def _says(hypothesis: Proposition, clause: Proposition) -> bool:
    """Every phrase of the hypothesis's clause is one of the clause's in the same role, and one of them is
    a phrase the rule rewrote; same predicate and voice (the passive read as its active)."""
    if hypothesis.predicate != clause.predicate or hypothesis.voice_class != clause.voice_class:
        return False
    found = []
    for said in hypothesis.phrases:
        match = next((p for p in clause.phrases if _same_phrase(hypothesis, said, clause, p)), None)
        if match is None:
            return False
        found.append(match)
    return any(phrase.slot for phrase in found)


def _stated(reading: RewriteReading, hypothesis: HypothesisReading, *, same_polarity: bool) -> bool:
    # One clause, and no content word the rewritten sentence lacks (an adverb, a second clause, a noun of
    # another phrase would each say more).
    if len(hypothesis.propositions) != 1 or not hypothesis.words <= set(reading.words):
        return False
    said = hypothesis.propositions[0]
    return any(
        _says(said, after) and (said.negated == after.negated) == same_polarity
        for _, after in reading.changes
    )


def states_rewrite(reading: RewriteReading, hypothesis: HypothesisReading) -> bool:
    """The hypothesis is one clause that the rewrite states: same predicate, voice and polarity, each of its
    phrases a phrase of the rewritten clause in the role the rewrite gives it (犬が猫を追いかけている for
    猫を犬が追いかけている), with no content word the rewritten sentence lacks."""
    return _stated(reading, hypothesis, same_polarity=True)


def denies_rewrite(reading: RewriteReading, hypothesis: HypothesisReading) -> bool:
    """As states_rewrite, with the opposite polarity (犬は猫を追いかけていない for 犬が猫を追いかけている)."""
    return _stated(reading, hypothesis, same_polarity=False)


def relies_on_changed_role(reading: RewriteReading, hypothesis: HypothesisReading) -> bool:
    """A clause of the hypothesis with the original predicate and voice gives a rewritten phrase the role it
    had before the rewrite, which the rewrite took from it (男性が楽器を弾いている for 男性がギターを弾いている
    → 男性をギターが弾いている): what the hypothesis relies on is no longer said."""
    for said in hypothesis.propositions:
        for before, after in reading.changes:
            if said.predicate != before.predicate or said.voice_class != before.voice_class:
                continue
            for phrase in (p for p in before.phrases if p.slot):
                now = next((p for p in after.phrases if p.slot == phrase.slot), None)
                for named in said.phrases:
                    had = named.head == phrase.head and said.roles(named) & before.roles(phrase)
                    if had and (now is None or not said.roles(named) & after.roles(now)):
                        return True
    return False


def _named_roles(reading: RewriteReading, hypothesis: HypothesisReading) -> list[tuple[bool, bool]]:
    """For each phrase of a hypothesis clause that names a rewritten phrase whose role the rewrite changed:
    (whether the hypothesis gives it its role before the rewrite, whether it gives it its role after)."""
    found = []
    for said in hypothesis.propositions:
        for before, after in reading.changes:
            for phrase in (p for p in before.phrases if p.slot):
                now = next((p for p in after.phrases if p.slot == phrase.slot), None)
                old_roles = before.roles(phrase)
                new_roles = after.roles(now) if now is not None else frozenset()
                if old_roles == new_roles and before.voice_class == after.voice_class:
                    continue  # a phrase whose role the rewrite kept
                for named in (p for p in said.phrases if p.head == phrase.head):
                    roles = said.roles(named)
                    found.append((bool(roles & old_roles), bool(roles & new_roles)))
    return found


def relies_on_original_roles(reading: RewriteReading, hypothesis: HypothesisReading) -> bool:
    """One clause of the hypothesis, whatever its predicate, names two or more rewritten phrases, each in
    the role it had before the rewrite (男性がギターを弾いている for ギターは男性をかき鳴らしている, rewritten from
    男性はギターをかき鳴らしている): the relation it relies on is the one the rewrite reversed."""
    for said in hypothesis.propositions:
        one = HypothesisReading((said,), hypothesis.lemmas, hypothesis.words)
        if sum(old and not new for old, new in _named_roles(reading, one)) >= 2:
            return True
    return False


def gives_new_role(reading: RewriteReading, hypothesis: HypothesisReading) -> bool:
    """A clause of the hypothesis gives a rewritten phrase the role the rewrite gave it (犬が走っている for
    猫が犬を追いかけている → 犬が猫を追いかけている): the rewrite may now support or contradict it."""
    return any(new and not old for old, new in _named_roles(reading, hypothesis))


def mentions_removed(reading: RewriteReading, hypothesis: HypothesisReading) -> bool:
    """The hypothesis names a phrase the rewrite removed (decausative's causer): the rewrite no longer
    says anything about it."""
    return any(hypothesis.mentions(phrase.head) for phrase in reading.removed)


def about_untouched_content(reading: RewriteReading, hypothesis: HypothesisReading) -> bool:
    """The hypothesis names none of the phrases the rule rewrote or removed and not the rewritten
    predicate, and each of its clauses has the predicate of a premise clause the rewrite left alone
    (道化師が歌っている for 道化師が歌っていて、人々がダンスをしている → …人々をダンスがしている). Not naming
    them is not enough: その人は食事をしている speaks of 男性がいくらかの食物を食べている in other words."""
    heads = {p.head for before, _ in reading.changes for p in before.phrases if p.slot}
    heads |= {phrase.head for phrase in reading.removed}
    heads |= {before.predicate for before, _ in reading.changes}
    if any(hypothesis.mentions(head) for head in heads) or not hypothesis.propositions:
        return False
    return all(said.predicate in reading.kept for said in hypothesis.propositions)


def otherwise(reading: RewriteReading, hypothesis: HypothesisReading) -> bool:
    """Always holds: the last case."""
    return True


LABEL_CONDITIONS: Mapping[str, Callable[[RewriteReading, HypothesisReading], bool]] = {
    "states_rewrite": states_rewrite,
    "denies_rewrite": denies_rewrite,
    "relies_on_changed_role": relies_on_changed_role,
    "relies_on_original_roles": relies_on_original_roles,
    "gives_new_role": gives_new_role,
    "mentions_removed": mentions_removed,
    "about_untouched_content": about_untouched_content,
    OTHERWISE: otherwise,
}


@dataclass(frozen=True)
class LabelCase:
    """One `{when: CONDITION, label: LABEL}` of an op file's hypothesis_label; `gold: [LABEL, ...]` limits
    it to rows with one of those gold labels."""

    when: str
    label: str
    gold: tuple[str, ...] = ()

    def holds(self, reading: RewriteReading, hypothesis: HypothesisReading, gold: str | None) -> bool:
        if self.gold and gold not in self.gold:
            return False
        return LABEL_CONDITIONS[self.when](reading, hypothesis)


def case_label(
    cases: tuple[LabelCase, ...],
    reading: RewriteReading,
    hypothesis: HypothesisReading,
    gold: str | None,
    expected: str,
) -> str:
    """The label of the first case that holds: `expected` is the op's label map's answer for the row."""
    for case in cases:
        if case.holds(reading, hypothesis, gold):
            if case.label == EXPECTED:
                return expected
            if case.label == GOLD:
                return gold if gold in LABELS else expected
            return case.label
    return expected
