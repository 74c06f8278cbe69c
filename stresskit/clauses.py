"""A clause/argument view of a GiNZA parse: every predicate with its case-marked argument phrases.

Rules match against this view rather than against raw tokens, so a rule can talk about "the phrase marked
を next to the subject" without knowing how GiNZA attached each modifier.
"""

from __future__ import annotations

from dataclasses import dataclass

import ginza
from spacy.tokens import Doc, Span, Token

# Dependency labels that attach an argument or adjunct phrase to its predicate.
ARGUMENT_DEPS = frozenset({"nsubj", "nsubj:pass", "obj", "iobj", "obl", "csubj"})
# Case particles and the binding particles は/も; not 副助詞 such as か in 誰かが, which belongs to the noun.
PARTICLE_TAGS = ("助詞-格助詞", "助詞-係助詞")
SUBJECT_PARTICLES = frozenset({"が", "は", "も"})
NOMINAL_POS = frozenset({"NOUN", "PROPN", "PRON", "NUM"})
ADJECTIVE_TAGS = ("形容詞", "形状詞")
# Verbs that, in the te-form after に, act as compound postpositions (に沿って, に向かって, に対して, …):
# their に-phrase is an adjunct of the next predicate, not an argument of a clause of their own.
POSTPOSITIONAL_VERBS = frozenset({"沿う", "向かう", "対する", "関する", "よる"})


@dataclass(frozen=True)
class Argument:
    """One argument phrase: the whole contiguous span with all its modifiers, ending in its particles."""

    span: Span
    head: Token
    particle_tokens: tuple[Token, ...]

    @property
    def role(self) -> str:
        return self.head.dep_

    @property
    def particle(self) -> str:
        return "".join(token.text for token in self.particle_tokens)

    @property
    def body(self) -> Span:
        """The phrase without its trailing particles."""
        return self.span.doc[self.span.start : self.span.end - len(self.particle_tokens)]

    @property
    def start(self) -> int:
        return self.span.start

    @property
    def end(self) -> int:
        return self.span.end


@dataclass(frozen=True)
class Clause:
    predicate: Token
    arguments: tuple[Argument, ...]  # in surface order

    @property
    def ends_sentence(self) -> bool:
        """True when the predicate is the sentence's main predicate (its root)."""
        return self.predicate.dep_ == "ROOT"


def clause_view(doc: Doc) -> list[Clause]:
    """Every predicate of `doc` that has at least one argument phrase, in surface order."""
    tree = _RepairedTree(doc)
    clauses = []
    for token in doc:
        if token.lemma_ in POSTPOSITIONAL_VERBS:
            continue
        arguments = [
            argument
            for child in tree.children[token.i]
            if doc[child].dep_ in ARGUMENT_DEPS
            for argument in [tree.argument(doc[child])]
            if argument is not None
        ]
        if arguments:
            clauses.append(Clause(token, tuple(sorted(arguments, key=lambda a: a.start))))
    return clauses


class _RepairedTree:
    """GiNZA's dependency heads with its systematic attachment errors on JSICK-style sentences undone.

    Japanese is head-final between bunsetsu, an adnominal (連体形) clause modifies the noun after it,
    adjectives take no を-object, and a subject stands in the clause it opens. The repairs, in order:
    1. a bunsetsu hung on a word before it is re-attached to the next bunsetsu's head
       (男の子が|赤いカーペットが敷かれた|床の上に: 敷かれた → 床, not 男の子);
    2. a clause labelled adverbial but ending in 連体形 before a noun becomes that noun's modifier
       (競技会に出場している|数人の男性が: 出場している → 人);
    3. a を-phrase attached to an adjective goes to the adjective's head (ラマを|もの珍しそうに|見ている);
    4. a subject sunk into the first argument of a predicate that has no subject is raised to it
       (男性が|フルートで|作っている: 男性 → 作っている, not フルート);
    5. a subject followed directly by an argument of a te-form/連用形 clause with no subject of its own
       is the subject of that clause (犬が|草地の上で|回っていて、…追いかけている).
    """

    def __init__(self, doc: Doc) -> None:
        self.doc = doc
        self.bunsetsu = [0] * len(doc)  # bunsetsu number of each token
        self.bunsetsu_spans = list(ginza.bunsetu_spans(doc))
        for number, span in enumerate(self.bunsetsu_spans):
            for i in range(span.start, span.end):
                self.bunsetsu[i] = number
        self.heads = [token.head.i for token in doc]
        self._reattach_leftward_modifiers()
        self._reattach_adnominal_clauses()
        self._reattach_objects_of_adjectives()
        self._index_children()
        self._raise_sunken_subjects()
        self._lower_subjects_into_conjunctive_clauses()

    def _index_children(self) -> None:
        self.children: list[list[int]] = [[] for _ in self.doc]
        for i, head in enumerate(self.heads):
            if head != i:
                self.children[head].append(i)

    def _reattach_leftward_modifiers(self) -> None:
        for token in self.doc:
            head = self.heads[token.i]
            number = self.bunsetsu[token.i]
            crosses_bunsetsu = head < token.i and self.bunsetsu[head] != number
            if crosses_bunsetsu and token.pos_ != "PUNCT" and number + 1 < len(self.bunsetsu_spans):
                self.heads[token.i] = self.bunsetsu_spans[number + 1].root.i

    def _last_word(self, token: Token) -> Token:
        """The last non-punctuation token of the token's bunsetsu."""
        return self.doc[self._bunsetsu_end(token) - 1]

    def _reattach_adnominal_clauses(self) -> None:
        for token in self.doc:
            number = self.bunsetsu[token.i]
            if token.dep_ != "advcl" or number + 1 >= len(self.bunsetsu_spans):
                continue
            following = self.bunsetsu_spans[number + 1].root
            if "連体形" in _inflection(self._last_word(token)) and following.pos_ in NOMINAL_POS:
                self.heads[token.i] = following.i

    def _reattach_objects_of_adjectives(self) -> None:
        for token in self.doc:
            head = self.doc[self.heads[token.i]]
            if token.dep_ == "obj" and head.tag_.startswith(ADJECTIVE_TAGS) and self.heads[head.i] != head.i:
                self.heads[token.i] = self.heads[head.i]

    def _lower_subjects_into_conjunctive_clauses(self) -> None:
        for token in self.doc:
            predicate = self.heads[token.i]
            if not self._is_subject(token.i) or predicate < token.i:
                continue
            phrase_end = self._bunsetsu_end(token)
            for clause in range(phrase_end, predicate):
                arguments = [i for i in self.children[clause] if self.doc[i].dep_ in ARGUMENT_DEPS]
                if (
                    any(self.subtree(i)[0] == phrase_end for i in arguments)
                    and not any(self._is_subject(i) for i in arguments)
                    and self._is_conjunctive(self.doc[clause])
                ):
                    self.heads[token.i] = clause
                    self._index_children()
                    break

    def _is_conjunctive(self, predicate: Token) -> bool:
        """Ends in the te-form or 連用形, i.e. a clause coordinated with or subordinate to a later one."""
        last = self._last_word(predicate)
        if predicate.lemma_ in POSTPOSITIONAL_VERBS:
            return False
        return last.tag_ == "助詞-接続助詞" or "連用形" in _inflection(last)

    def _raise_sunken_subjects(self) -> None:
        for predicate in self.doc:
            arguments = [i for i in self.children[predicate.i] if self.doc[i].dep_ in ARGUMENT_DEPS]
            if not arguments or any(self._is_subject(i) for i in arguments):
                continue
            first = min(arguments, key=lambda i: self.subtree(i)[0])
            start = self.subtree(first)[0]
            sunken = [
                i for i in self.subtree(first) if i != first and self._is_subject(i) and self.subtree(i)[0] == start
            ]
            if sunken:
                self.heads[sunken[0]] = predicate.i
                self._index_children()

    def _is_subject(self, i: int) -> bool:
        token = self.doc[i]
        particles = _particles(token, self._bunsetsu_end(token))
        return bool(particles) and particles[-1].text in SUBJECT_PARTICLES and token.pos_ in NOMINAL_POS

    def _bunsetsu_end(self, token: Token) -> int:
        end = self.bunsetsu_spans[self.bunsetsu[token.i]].end
        # Trailing punctuation (読点) separates phrases but belongs to neither.
        while end > token.i + 1 and self.doc[end - 1].pos_ == "PUNCT":
            end -= 1
        return end

    def subtree(self, i: int) -> list[int]:
        found = [i]
        for child in self.children[i]:
            found += self.subtree(child)
        return sorted(found)

    def argument(self, head: Token) -> Argument | None:
        """The phrase headed by `head`, or None when its tokens are not contiguous."""
        subtree = self.subtree(head.i)
        start, end = subtree[0], self._bunsetsu_end(head)
        inside = [i for i in subtree if i < end]
        if len(inside) != end - start:
            return None
        return Argument(self.doc[start:end], head, _particles(head, end))


def _inflection(token: Token) -> str:
    return ";".join(token.morph.get("Inflection"))


def _particles(head: Token, end: int) -> tuple[Token, ...]:
    """The case and binding particles (が, を, に, で, は, も, …) that close the phrase of `head`."""
    particles: list[Token] = []
    for token in reversed(head.doc[head.i + 1 : end]):
        if not token.tag_.startswith(PARTICLE_TAGS):
            break
        particles.insert(0, token)
    return tuple(particles)
