"""Who does what to whom in a clause, as the expected-label rules of role-reversing ops compare it.

A `Proposition` is one clause read from its parse: the predicate's lemma, its voice, whether it is negated,
and each argument phrase as a `Phrase` (the head noun's lemma, the content words of its body, its particle).
`case_roles` turns a particle into the case roles it can mark, with the passive undone: in 魚が料理人に
焼かれた, 魚が holds the role 魚を holds in 料理人が魚を焼いた. rules/label_rules.py compares a rewrite's
propositions with a hypothesis's (`read_hypothesis`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # loading the rules (rules/label_rules.py) must not load spaCy
    from spacy.tokens import Doc, Token

    from stresskit.parsing.clauses import Argument, Clause

ACTIVE, PASSIVE = "active", "passive"  # conjugation.Voice's values

# Words that carry content: what a hypothesis may say only if the premise says it too.
CONTENT_POS = frozenset(("NOUN", "PROPN", "VERB", "ADJ", "ADV", "NUM", "PRON"))
# Parts of a predicate chain (て|いる, られ|ない) and of compound particles (に|よっ|て): no content of their own.
FUNCTION_DEPS = frozenset(("aux", "fixed", "mark", "case", "cop"))
# The numeral one with its counter (一人の男性, 一匹の犬, 一台の車): JSICK's translation of the English
# indefinite article, which says no more than the bare noun.
ONE = frozenset(("一", "1", "１"))
ONE_WORDS = frozenset(("一人", "一つ"))
COUNTER_TAG = "接尾辞-名詞的-助数詞"

SUBJECT = "ga"  # the active subject (agent, experiencer)
# The case role each particle marks in an active clause (the topic and focus particles stand for が, as the
# clause view's pairs read them; には/では keep their case particle's role).
ACTIVE_ROLES: Mapping[str, frozenset[str]] = {
    "が": frozenset((SUBJECT,)),
    "は": frozenset((SUBJECT,)),
    "も": frozenset((SUBJECT,)),
    "を": frozenset(("o",)),
    "に": frozenset(("ni",)),
    "には": frozenset(("ni",)),
    "にも": frozenset(("ni",)),
    "へ": frozenset(("ni",)),
    "で": frozenset(("de",)),
    "では": frozenset(("de",)),
    "でも": frozenset(("de",)),
    "と": frozenset(("to",)),
    "から": frozenset(("kara",)),
}
# In a passive clause the subject held the active を- or に-role (魚が焼かれた, 女性が花を渡された), and
# the agent is marked に, によって, により or から.
PASSIVE_SUBJECT = frozenset(("o", "ni"))
PASSIVE_AGENT_PARTICLES = frozenset(("に", "によって", "により", "から"))


@dataclass(frozen=True)
class Phrase:
    """One argument phrase: its head noun's lemma, the content words of its body, its particle, and the rule
    slot whose phrase it is ("" for the clause's other phrases)."""

    head: str
    words: tuple[str, ...]
    particle: str
    slot: str = ""

    def to_json(self) -> list[Any]:
        return [self.head, list(self.words), self.particle, self.slot]

    @classmethod
    def from_json(cls, item: list[Any]) -> Phrase:
        head, words, particle, slot = item
        return cls(head, tuple(words), particle, slot)


@dataclass(frozen=True)
class Proposition:
    """One clause: predicate lemma, voice (active, passive or causative), polarity and argument phrases."""

    predicate: str
    voice: str
    negated: bool
    phrases: tuple[Phrase, ...]

    @property
    def voice_class(self) -> str:
        """The passive reads as its active (the roles undo it); a causative says something else."""
        return ACTIVE if self.voice == PASSIVE else self.voice

    def roles(self, phrase: Phrase) -> frozenset[str]:
        return case_roles(phrase.particle, self.voice)

    def to_json(self) -> list[Any]:
        return [self.predicate, self.voice, self.negated, [phrase.to_json() for phrase in self.phrases]]

    @classmethod
    def from_json(cls, item: list[Any]) -> Proposition:
        predicate, voice, negated, phrases = item
        return cls(predicate, voice, bool(negated), tuple(Phrase.from_json(p) for p in phrases))


def case_roles(particle: str, voice: str) -> frozenset[str]:
    """The case roles a phrase with this particle can hold, the passive undone; empty for no case role."""
    if voice == PASSIVE:
        if particle in ("が", "は", "も"):
            return PASSIVE_SUBJECT
        if particle in PASSIVE_AGENT_PARTICLES:
            return frozenset((SUBJECT,))
    return ACTIVE_ROLES.get(particle, frozenset())


def content_words(tokens: Iterable[Token]) -> tuple[str, ...]:
    """The lemmas of the content words, in order, without the indefinite 一人の / 一匹の."""
    words = []
    for token in tokens:
        if token.pos_ not in CONTENT_POS or token.dep_ in FUNCTION_DEPS or _is_indefinite_one(token):
            continue
        words.append(token.lemma_)
    return tuple(words)


def _is_indefinite_one(token: Token) -> bool:
    if token.lemma_ in ONE_WORDS:
        return True
    if token.text in ONE and token.i + 1 < len(token.doc):
        return token.doc[token.i + 1].tag_ == COUNTER_TAG
    if token.tag_ == COUNTER_TAG and token.i > 0:
        return token.doc[token.i - 1].text in ONE
    return False


def phrase_of(argument: Argument, slot: str = "") -> Phrase:
    return Phrase(argument.head.lemma_, content_words(argument.body), argument.particle, slot)


def proposition_of(clause: Clause, phrases: tuple[Phrase, ...] | None = None) -> Proposition:
    """The clause as a proposition; `phrases` replaces the parse's own (a rewrite's, before it is parsed)."""
    from stresskit.parsing.clauses import is_negated
    from stresskit.parsing.conjugation import current_voice, predicate_chain

    chain = predicate_chain(clause.predicate)
    return Proposition(
        clause.predicate.lemma_,
        current_voice(chain).value,
        is_negated(chain),
        tuple(phrase_of(argument) for argument in clause.phrases) if phrases is None else phrases,
    )


@dataclass(frozen=True)
class HypothesisReading:
    """A hypothesis as the label rules read it: its clauses, every lemma it uses, its content words."""

    propositions: tuple[Proposition, ...]
    lemmas: frozenset[str]
    words: frozenset[str]

    def mentions(self, lemma: str) -> bool:
        return lemma in self.lemmas


def read_hypothesis(doc: Doc) -> HypothesisReading:
    from stresskit.parsing.clauses import clause_view

    return HypothesisReading(
        tuple(proposition_of(clause) for clause in clause_view(doc)),
        frozenset(token.lemma_ for token in doc),
        frozenset(content_words(doc)),
    )
