"""A clause/argument view of a GiNZA parse: every predicate with its case-marked argument phrases.

Rules match against this view rather than against raw tokens, so a rule can talk about "the phrase marked
を next to the subject" without knowing how GiNZA attached each modifier.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import ginza
from spacy.tokens import Doc, Span, Token

from stresskit.parsing.conjugation import predicate_chain

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

    @cached_property
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
    for i, lemma in enumerate(tree.lemma):
        if lemma in POSTPOSITIONAL_VERBS:
            continue
        arguments = [
            argument for child in tree.arguments_of(i) for argument in [tree.argument(child)] if argument
        ]
        if arguments:
            clauses.append(Clause(doc[i], tuple(sorted(arguments, key=lambda a: a.start))))
    return clauses


# Auxiliaries that negate the predicate (ない, ず, and ぬ as in ません).
NEGATIVE_AUXILIARIES = frozenset({"ない", "ず", "ぬ"})


def is_negated(chain: Span) -> bool:
    return any(token.pos_ == "AUX" and token.lemma_ in NEGATIVE_AUXILIARIES for token in chain)


def is_adnominal(predicate: Token) -> bool:
    """A relative clause: the predicate chain ends in the 連体形 right before a noun (弾いている|男性)."""
    chain = predicate_chain(predicate)
    doc = predicate.doc
    if chain.end >= len(doc) or doc[chain.end].pos_ not in NOMINAL_POS:
        return False
    return any("連体形" in value for value in chain[-1].morph.get("Inflection"))


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
       (男性が|フルートで|作っている: 男性 → 作っている, not フルート), which also undoes GiNZA's garden path
       (子供が|走っている|猫を追いかけた: 子供 → 追いかけた, not the relative clause's 走っている);
    5. a subject followed directly by an argument of a te-form/連用形 clause with no subject of its own
       is the subject of that clause (犬が|草地の上で|回っていて、…追いかけている).
    """

    def __init__(self, doc: Doc) -> None:
        self.doc = doc
        # Plain lists: reading attributes through spaCy Token objects dominated the run time.
        self.pos, self.tag, self.dep, self.lemma, self.text, self.inflection, self.heads = (
            [] for _ in range(7)
        )
        for token in doc:
            self.pos.append(token.pos_)
            self.tag.append(token.tag_)
            self.dep.append(token.dep_)
            self.lemma.append(token.lemma_)
            self.text.append(token.text)
            self.inflection.append(";".join(token.morph.get("Inflection")))
            self.heads.append(token.head.i)
        self.bunsetsu = [0] * len(doc)  # bunsetsu number of each token
        self.bunsetsu_bounds = [(span.start, span.end, span.root.i) for span in ginza.bunsetu_spans(doc)]
        for number, (start, end, _) in enumerate(self.bunsetsu_bounds):
            for i in range(start, end):
                self.bunsetsu[i] = number
        self._reattach_leftward_modifiers()
        self._reattach_adnominal_clauses()
        self._reattach_objects_of_adjectives()
        self._index_children()
        self._raise_sunken_subjects()
        self._lower_subjects_into_conjunctive_clauses()

    def _index_children(self) -> None:
        self.children: list[list[int]] = [[] for _ in self.heads]
        for i, head in enumerate(self.heads):
            if head != i:
                self.children[head].append(i)
        self._subtrees: dict[int, list[int]] = {}

    def arguments_of(self, predicate: int) -> list[int]:
        return [i for i in self.children[predicate] if self.dep[i] in ARGUMENT_DEPS]

    def _reattach_leftward_modifiers(self) -> None:
        for i, head in enumerate(self.heads):
            number = self.bunsetsu[i]
            crosses_bunsetsu = head < i and self.bunsetsu[head] != number
            if crosses_bunsetsu and self.pos[i] != "PUNCT" and number + 1 < len(self.bunsetsu_bounds):
                self.heads[i] = self.bunsetsu_bounds[number + 1][2]

    def _reattach_adnominal_clauses(self) -> None:
        for i, dep in enumerate(self.dep):
            number = self.bunsetsu[i]
            if dep != "advcl" or number + 1 >= len(self.bunsetsu_bounds):
                continue
            following = self.bunsetsu_bounds[number + 1][2]
            if "連体形" in self.inflection[self._last_word(i)] and self.pos[following] in NOMINAL_POS:
                self.heads[i] = following

    def _reattach_objects_of_adjectives(self) -> None:
        for i, dep in enumerate(self.dep):
            head = self.heads[i]
            if dep == "obj" and self.tag[head].startswith(ADJECTIVE_TAGS) and self.heads[head] != head:
                self.heads[i] = self.heads[head]

    def _raise_sunken_subjects(self) -> None:
        for predicate in range(len(self.heads)):
            arguments = self.arguments_of(predicate)
            if not arguments or any(self._is_subject(i) for i in arguments):
                continue
            first = min(arguments, key=lambda i: self.subtree(i)[0])
            start = self.subtree(first)[0]
            sunken = [
                i
                for i in self.subtree(first)
                if i != first and self._is_subject(i) and self.subtree(i)[0] == start
            ]
            if sunken:
                self.heads[sunken[0]] = predicate
                self._index_children()

    def _lower_subjects_into_conjunctive_clauses(self) -> None:
        for i, predicate in enumerate(self.heads):
            if predicate < i or not self._is_subject(i):
                continue
            phrase_end = self._bunsetsu_end(i)
            for clause in range(phrase_end, predicate):
                arguments = self.arguments_of(clause)
                if (
                    any(self.subtree(a)[0] == phrase_end for a in arguments)
                    and not any(self._is_subject(a) for a in arguments)
                    and self._is_conjunctive(clause)
                ):
                    self.heads[i] = clause
                    self._index_children()
                    break

    def _is_conjunctive(self, predicate: int) -> bool:
        """Ends in the te-form or 連用形, i.e. a clause coordinated with or subordinate to a later one."""
        if self.lemma[predicate] in POSTPOSITIONAL_VERBS:
            return False
        last = self._last_word(predicate)
        return self.tag[last] == "助詞-接続助詞" or "連用形" in self.inflection[last]

    def _is_subject(self, i: int) -> bool:
        particles = self._particle_indices(i, self._bunsetsu_end(i))
        return (
            bool(particles) and self.text[particles[-1]] in SUBJECT_PARTICLES and self.pos[i] in NOMINAL_POS
        )

    def _particle_indices(self, head: int, end: int) -> list[int]:
        """The case and binding particles (が, を, に, で, は, も, …) that close the phrase of `head`."""
        start = end
        while start > head + 1 and self.tag[start - 1].startswith(PARTICLE_TAGS):
            start -= 1
        return list(range(start, end))

    def _bunsetsu_end(self, i: int) -> int:
        end = self.bunsetsu_bounds[self.bunsetsu[i]][1]
        # Trailing punctuation (読点) separates phrases but belongs to neither.
        while end > i + 1 and self.pos[end - 1] == "PUNCT":
            end -= 1
        return end

    def _last_word(self, i: int) -> int:
        """The last non-punctuation token of the token's bunsetsu."""
        return self._bunsetsu_end(i) - 1

    def subtree(self, i: int) -> list[int]:
        if i not in self._subtrees:
            found = [i]
            for child in self.children[i]:
                found += self.subtree(child)
            self._subtrees[i] = sorted(found)
        return self._subtrees[i]

    def argument(self, head: int) -> Argument | None:
        """The phrase headed by `head`, or None when its tokens are not contiguous."""
        subtree = self.subtree(head)
        start, end = subtree[0], self._bunsetsu_end(head)
        inside = [i for i in subtree if i < end]
        if len(inside) != end - start:
            return None
        particles = tuple(self.doc[i] for i in self._particle_indices(head, end))
        return Argument(self.doc[start:end], self.doc[head], particles)
