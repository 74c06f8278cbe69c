"""A rewrite's clauses before and after, read from the premise's parse and the operations' claims, for the
expected-label rules of rules/label_rules.py (`hypothesis_label:` in an op file).

The rewrite is not re-parsed: the parser would read 猫を犬が追いかけている with its own mistakes. Each matched
clause is read from the premise (parsing/propositions.py), and the operations' claims (Operation.expect,
which `--verify` checks) say which phrase body ends up with which particle, which phrases are removed and
what voice the predicate takes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from spacy.tokens import Doc

from stresskit.operations.base import RESERVED_SLOTS
from stresskit.parsing.clauses import clause_view
from stresskit.parsing.propositions import Phrase, Proposition, content_words, phrase_of, proposition_of
from stresskit.rewriting.matcher import Match
from stresskit.rewriting.verification import expectation
from stresskit.rules.label_rules import RewriteReading


def rewrite_reading(doc: Doc, matches: Sequence[Match]) -> RewriteReading:
    changes: list[tuple[Proposition, Proposition]] = []
    removed: list[Phrase] = []
    removed_tokens: set[int] = set()
    for match in matches:
        expected = expectation(match)
        slots = {name: arg for name, arg in match.slots.items() if name not in RESERVED_SLOTS}
        slot_at = {argument.start: name for name, argument in slots.items()}
        before_phrases = tuple(phrase_of(a, slot_at.get(a.start, "")) for a in match.clause.phrases)
        by_body: dict[str, Phrase] = {}
        for name, argument in slots.items():
            by_body.setdefault(argument.body.text, phrase_of(argument, name))
        after_phrases = []
        for phrase in before_phrases:
            if not phrase.slot:
                after_phrases.append(phrase)
            elif phrase.slot in expected.claims:
                body, particle = expected.claims[phrase.slot]
                after_phrases.append(replace(by_body.get(body, phrase), particle=particle))
        for name, (body, particle) in expected.claims.items():
            if name not in slots:  # an inserted phrase (causative's causer)
                after_phrases.append(Phrase(body, (body,), particle, name))
        before = proposition_of(match.clause, before_phrases)
        voice = expected.voice.value if expected.voice is not None else before.voice
        changes.append((before, replace(before, voice=voice, phrases=tuple(after_phrases))))
        for name, argument in slots.items():
            if name not in expected.claims:
                removed.append(phrase_of(argument, name))
                removed_tokens.update(range(argument.start, argument.end))
    words = content_words(token for token in doc if token.i not in removed_tokens)
    touched = {match.clause.predicate.i for match in matches}
    kept = tuple(c.predicate.lemma_ for c in clause_view(doc) if c.predicate.i not in touched)
    return RewriteReading(tuple(changes), tuple(removed), words, kept)
