"""What a clause or phrase must be for a rule to match: attribute tests and named linguistic conditions.

Attribute tests are generic, spaCy-Matcher-style: an attribute of a word compared with `IN`, `NOT_IN` or
`REGEX` (re.search). A slot tests its head word (`head`), its text without the particle (`body`, TEXT
only), or the words of its body (`any_token`: at least one passes, `every_token`: all pass); a pattern's
`predicate` tests its head verb (`head`):

    object: {particle: [を], head: {LEMMA: {NOT_IN: [$body_parts, 煙]}}, every_token: {LEMMA: {NOT_IN: [$reflexives]}}}
    predicate: {voice: active, head: {LEMMA: {NOT_IN: [$path_verbs]}}, negated: false}

Word lists hold words and `$name` references to lexicons (rules/lexicons/*.yaml or the op file's own
`lexicons:`). Named conditions are the linguistic tests no attribute expresses (is the clause a relative
clause? does this particle count only in the main clause?); each is a registered class (CONDITIONS)
taking one value, written under `predicate` (a Condition) or in a slot (a SlotCondition).
A package adds its own through the `stresskit.conditions` entry-point group (stresskit/registry.py).
The conditions under `predicate` are checked in the order written; the first that fails is the reason.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from stresskit.parsing.clauses import (
    Argument,
    Clause,
    is_adnominal,
    is_conjunctive_form,
    is_manner_adverbial,
    is_negated,
)
from stresskit.parsing.conjugation import Voice, current_voice, predicate_chain
from stresskit.registry import Registry, Written

if TYPE_CHECKING:
    from spacy.tokens import Token

# The word attributes a test can read, and how.
ATTRIBUTES = {
    "LEMMA": lambda token: token.lemma_,
    "TEXT": lambda token: token.text,
    "POS": lambda token: token.pos_,
    "TAG": lambda token: token.tag_,
}
OPERATORS = ("IN", "NOT_IN", "REGEX")
# Where a slot's tests look: its head word, its body text, any or every word of its body.
PHRASE_TARGETS = ("head", "body", "any_token", "every_token")


@dataclass(frozen=True)
class AttributeTest:
    """`attribute OPERATOR value` on one word (or, for the `body` target, the body text)."""

    attribute: str
    operator: str
    words: frozenset[str] = frozenset()  # for IN / NOT_IN
    regex: re.Pattern[str] | None = None  # for REGEX

    def passes(self, value: str) -> bool:
        if self.operator == "IN":
            return value in self.words
        if self.operator == "NOT_IN":
            return value not in self.words
        return self.regex is not None and self.regex.search(value) is not None

    def value_of(self, token: Token) -> str:
        return ATTRIBUTES[self.attribute](token)


@dataclass(frozen=True)
class PhraseTest:
    """An attribute test applied where a slot says: head, body, any_token or every_token."""

    target: str
    test: AttributeTest
    marking: ClassVar[bool] = False  # see SlotCondition

    @property
    def key(self) -> str:
        """Where the test is written in the slot: head.LEMMA.NOT_IN."""
        return f"{self.target}.{self.test.attribute}.{self.test.operator}"

    def passes(self, argument: Argument, clause: Clause) -> bool:
        if self.target == "head":
            return self.test.passes(self.test.value_of(argument.head))
        if self.target == "body":
            return self.test.passes(argument.body.text)
        values = (self.test.passes(self.test.value_of(token)) for token in argument.body)
        return any(values) if self.target == "any_token" else all(values)


class NamedCondition(Written, ABC):
    """A registered condition, written `name: value`; the registry (CONDITIONS) holds both kinds below."""

    name: ClassVar[str]
    values: ClassVar[tuple[Any, ...]]  # the values the rule file may give it (or override `problem`)
    example: ClassVar[Any]  # a value the loader accepts

    def __init__(self, value: Any) -> None:
        self.value = value

    def written(self) -> Any:
        return self.value

    @classmethod
    def problem(cls, value: Any) -> str | None:
        """What is wrong with the value as written in a rule file, or None."""
        if any(value == v and isinstance(value, bool) == isinstance(v, bool) for v in cls.values):
            return None
        shown = ", ".join(str(v).lower() if isinstance(v, bool) else str(v) for v in cls.values)
        return f"must be one of {shown}, not {value!r}"


class Condition(NamedCondition):
    """A named condition on a clause, written under a pattern's `predicate`."""

    @abstractmethod
    def reason(self, clause: Clause, clauses: Sequence[Clause]) -> str | None:
        """Why the clause fails the condition, or None when it passes."""


class SlotCondition(NamedCondition):
    """A named condition on a slot's phrase, written in the slot next to its `particle`.

    A `marking` condition is part of what makes the phrase count as carrying the slot's particle at all
    (only_in_final_clause); a phrase failing any other condition is one "the rule excludes"."""

    marking: ClassVar[bool] = False

    @property
    def key(self) -> str:
        return self.name

    @abstractmethod
    def passes(self, argument: Argument, clause: Clause) -> bool:
        """Whether the phrase, in this clause, fits the condition."""


class PredicateTest(Condition):
    """An attribute test on the clause's predicate word (`head:` under `predicate`); not registered."""

    name = "head"
    values = ()
    example = None

    def __init__(self, test: AttributeTest) -> None:
        super().__init__(test)
        self.test = test

    def reason(self, clause: Clause, clauses: Sequence[Clause]) -> str | None:
        value = self.test.value_of(clause.predicate)
        if self.test.passes(value):
            return None
        if self.test.operator == "IN":
            return f"predicate {value} is not one the rule lists"
        if self.test.operator == "NOT_IN":
            return f"predicate {value} is excluded by the rule"
        return f"predicate {value} does not match {self.test.regex.pattern if self.test.regex else ''}"


CONDITIONS: Registry[type[NamedCondition]] = Registry(
    "condition", NamedCondition, group="stresskit.conditions", builtins=("stresskit.rules.conditions",)
)

BOOLEAN = (True, False)


@CONDITIONS.register
class VoiceIs(Condition):
    """`voice: active | passive | causative`: the predicate is in that voice (conjugation.current_voice)."""

    name = "voice"
    values = tuple(Voice)
    example = "active"

    def reason(self, clause: Clause, clauses: Sequence[Clause]) -> str | None:
        voice = current_voice(predicate_chain(clause.predicate))
        return None if voice is Voice(self.value) else f"predicate is {voice.value}, not {self.value}"


class BooleanCondition(Condition):
    """A yes/no property of the clause: `name: true` wants it, `name: false` wants it absent."""

    values = BOOLEAN
    present: ClassVar[str]  # the reason when the clause has the property and the rule says false
    missing: ClassVar[str]  # the reason when it lacks the property and the rule says true

    @abstractmethod
    def holds(self, clause: Clause, clauses: Sequence[Clause]) -> bool:
        """Whether the clause has the property."""

    def reason(self, clause: Clause, clauses: Sequence[Clause]) -> str | None:
        holds = self.holds(clause, clauses)
        if holds is self.value:
            return None
        return self.present if holds else self.missing


@CONDITIONS.register
class Negated(BooleanCondition):
    """`negated: false`: only affirmative predicates (no ない/ず/ぬ); `true`: only negated ones."""

    name = "negated"
    example = False
    present = "predicate is negated"
    missing = "predicate is not negated"

    def holds(self, clause: Clause, clauses: Sequence[Clause]) -> bool:
        return is_negated(predicate_chain(clause.predicate))


@CONDITIONS.register
class Adnominal(BooleanCondition):
    """`adnominal: false`: not a relative clause (…ている|男性); `true`: only relative clauses."""

    name = "adnominal"
    example = False
    present = "clause modifies a noun"
    missing = "clause does not modify a noun"

    def holds(self, clause: Clause, clauses: Sequence[Clause]) -> bool:
        return is_adnominal(clause.predicate)


@CONDITIONS.register
class SubjectShared(BooleanCondition):
    """`subject_shared: false`: skip a clause whose subject is also understood in another one."""

    name = "subject_shared"
    example = False
    present = "subject shared with another clause"
    missing = "subject not shared"

    def holds(self, clause: Clause, clauses: Sequence[Clause]) -> bool:
        return subject_shared(clause, clauses)


@CONDITIONS.register
class MainClause(BooleanCondition):
    """`main_clause: true`: only the sentence's main clause (its root predicate, or a te-form link of the
    chain that ends the sentence when the chain's last predicate has no subject of its own: Clause.ends_sentence);
    `false`: only the others."""

    name = "main_clause"
    example = True
    present = "clause is the main clause"
    missing = "clause is not the main clause"

    def holds(self, clause: Clause, clauses: Sequence[Clause]) -> bool:
        return clause.ends_sentence


@CONDITIONS.register
class OnlyInFinalClause(SlotCondition):
    """`only_in_final_clause: [は]`: of the slot's particles, those that count only in the main clause.

    A topic は usually belongs to the sentence's main clause, not to the clause it stands in."""

    name = "only_in_final_clause"
    marking = True
    example = ["は"]

    def __init__(self, value: Any) -> None:
        super().__init__(frozenset(value))

    @classmethod
    def problem(cls, value: Any) -> str | None:
        if isinstance(value, list) and all(isinstance(item, str) and item for item in value):
            return None
        return f"must be a list of particles, not {value!r}"

    def passes(self, argument: Argument, clause: Clause) -> bool:
        return argument.particle not in self.value or clause.ends_sentence


# Nouns that turn a clause into the complement of a predicate controlling its subject (…ことができる).
NOMINALISERS = frozenset({"こと"})


def _ends_conjunctive(predicate: Token) -> bool:
    """The predicate chain ends in the te-form (て/で) or the 連用形: chained to a later predicate."""
    return is_conjunctive_form(predicate_chain(predicate)[-1])


def subject_shared(clause: Clause, clauses: Sequence[Clause]) -> bool:
    """Whether the clause's subject is also the understood subject of another clause.

    A te-form, 連用形 or other adverbial clause (…ために, …ながら) hands its subject on to the predicate it
    attaches to when that predicate has none of its own (男性がギターを弾いていて、歌っている; 男性が見られる
    ためにポーズをとっている); a clause nominalised by こと shares its subject with the predicate that controls
    it (…ことができる); a main clause shares its subject with a subjectless te-form clause standing
    between the two (男性が笑って、走っている); and a subject directly before a subjectless relative clause
    may be that clause's. Rewriting the subject of one would change who does the other."""
    with_subject = {c.predicate.i for c in clauses if any(a.is_subject for a in c.arguments)}
    predicate = clause.predicate
    chained = predicate.dep_ in ("advcl", "conj") or _ends_conjunctive(predicate)
    if predicate.head.i != predicate.i and chained and predicate.head.i not in with_subject:
        return True
    chain = predicate_chain(predicate)
    if chain.end < len(predicate.doc) and predicate.doc[chain.end].lemma_ in NOMINALISERS:
        return True
    subjects = [argument for argument in clause.arguments if argument.is_subject]
    if not subjects:
        return False
    between = predicate.doc[subjects[0].end : predicate.i]
    if any(
        token.head.i == predicate.i
        and token.pos_ in ("VERB", "ADJ")
        and _ends_conjunctive(token)
        and token.i not in with_subject
        and not is_manner_adverbial(token)
        for token in between
    ):
        return True
    # A subject right before a subjectless relative clause may as well be that clause's (白い文字が|
    # あしらわれた|シャツが…着られている): the parse gave it to this clause, but it is a guess.
    following = next((token for token in between if token.pos_ != "PUNCT"), None)
    return (
        following is not None
        and following.i != predicate.i
        and following.tag_.startswith("動詞")
        and following.lemma_ != "ある"  # ある人, ある物: the 連体詞 "a certain", often tagged as the verb
        and is_adnominal(following)
        and following.i not in with_subject
    )
