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
    """GiNZA's dependency heads with two systematic attachment errors undone.

    1. Japanese is head-final between bunsetsu, yet GiNZA sometimes hangs a relative clause on the noun
       before it (男の子が|赤いカーペットが敷かれた|床の上に: 敷かれた → 男の子); such a bunsetsu is
       re-attached to the next bunsetsu's head, the noun it modifies.
    2. A sentence- or clause-initial subject is often sunk into the first argument of its predicate
       (男性が|フルートで|作っている: 男性 → フルート; ゴールは|…を着た|選手に|守られている: ゴール → 着た).
       When the predicate has no subject of its own and a subject-marked phrase opens its leftmost
       argument phrase, that phrase is re-attached to the predicate.
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
        self._index_children()
        self._raise_sunken_subjects()

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


def _particles(head: Token, end: int) -> tuple[Token, ...]:
    """The case and binding particles (が, を, に, で, は, も, …) that close the phrase of `head`."""
    particles: list[Token] = []
    for token in reversed(head.doc[head.i + 1 : end]):
        if not token.tag_.startswith(PARTICLE_TAGS):
            break
        particles.insert(0, token)
    return tuple(particles)
