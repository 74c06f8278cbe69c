"""What every op does to one sentence, for teaching: the same parse → clause view → rules pipeline as
`perturb`, kept with the details a learner needs to see.

For each sentence: its bunsetsu and the dependencies between them, each argument with its case particle
and role, every (op, pair) that applies with the rewritten sentence split into highlighted segments, the
rule, the meaning and the NLI label effect, and for every (op, pair) that does not apply, why not.

Colours belong to phrases, not to ops: each argument phrase of the original sentence gets one palette
index, so 女性を has the same colour in the original tree and in every rewrite that moves it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, replace
from typing import Any

import ginza
from spacy.tokens import Doc, Span, Token

from stresskit.conventions import ALL, KEEP, LABELS
from stresskit.errors import StresskitError
from stresskit.operations.base import CLAUSE_START, Operation
from stresskit.operations.rewrite import Rewrite
from stresskit.parsing.clauses import Argument, Clause, clause_view
from stresskit.parsing.parser import Parser
from stresskit.rewriting.generate import derive_pairs
from stresskit.rewriting.guard import guarded
from stresskit.rewriting.matcher import Match
from stresskit.rewriting.outcomes import Skipped
from stresskit.rewriting.perturb import default_cache_dir, pairs_for, resolve_pairs
from stresskit.rewriting.sentence import Applied, Task, apply_ops
from stresskit.rewriting.verification import verify_rewrite
from stresskit.rules.derivations import DeriveRule, load_derivations
from stresskit.rules.loader import OpSpec, RuleSet, load_rules

# A teaching view is about one sentence; a paragraph would give a tree nobody can read.
MAX_SENTENCE_CHARS = 200

CASE_NAMES = {
    "が": "nominative",
    "を": "accusative",
    "に": "dative",
    "で": "instrumental/locative",
    "は": "topic",
    "も": "inclusive",
    "と": "comitative",
    "から": "ablative",
    "まで": "terminative",
    "へ": "allative",
    "より": "comparative",
}
ROLE_NAMES = {
    "nsubj": "subject",
    "nsubj:pass": "passive subject",
    "csubj": "clausal subject",
    "obj": "object",
    "iobj": "indirect object",
    "obl": "oblique",
}

# The order a lesson takes: word order first, then particles, then voice. Ops from user rule files follow.
TEACHING_ORDER = (
    "scramble",
    "particle-swap",
    "particle-delete",
    "np-swap",
    "passive",
    "active",
    "voice-flip",
    "causative",
    "decausative",
)

# Segment marks: how a piece of text differs between the original and the rewrite.
CHANGED = "changed"  # new text in place (a swapped particle, a re-inflected verb)
INSERTED = "inserted"  # text the rewrite adds (the causer)
REMOVED = "removed"  # shown on the original only: text the rewrite drops (a deleted particle)


@dataclass(frozen=True)
class Segment:
    text: str
    colour: int | None  # palette index of the phrase this text belongs to; None: not highlighted
    mark: str = ""  # "", CHANGED, INSERTED or REMOVED


@dataclass(frozen=True)
class Bunsetsu:
    index: int
    text: str
    start_char: int
    end_char: int
    head: int | None  # index of the bunsetsu it depends on; None for the root
    relation: str  # dependency label of its head word


@dataclass(frozen=True)
class ArgumentInfo:
    predicate: str
    phrase: str
    particle: str
    case: str
    role: str
    colour: int


@dataclass(frozen=True)
class Transformation:
    op: str
    pair: str
    rules: tuple[str, ...]
    rewritten: str
    changes: tuple[str, ...]
    meaning: str
    label_effect: str
    verified: bool  # the parser reads the rewrite back with the intended roles
    original_segments: tuple[Segment, ...]
    rewritten_segments: tuple[Segment, ...]
    rewritten_bunsetsu: tuple[Bunsetsu, ...]


NotApplicable = Skipped  # an (op, pair) that does not apply to the sentence, and why


@dataclass(frozen=True)
class DerivedHypothesis:
    """A JaNLI-style pair derived from the sentence (stresskit generate), with its gold label."""

    phenomenon: str
    rule: str
    premise: str
    hypothesis: str
    label: str
    heuristic: str


@dataclass(frozen=True)
class Explanation:
    sentence: str
    bunsetsu: tuple[Bunsetsu, ...]
    arguments: tuple[ArgumentInfo, ...]
    segments: tuple[Segment, ...]  # the sentence with every argument phrase in its colour
    transformations: tuple[Transformation, ...]
    not_applicable: tuple[NotApplicable, ...]
    colours: int  # how many palette indices are in use
    derived: tuple[DerivedHypothesis, ...] = ()  # hypotheses derived from the sentence, per phenomenon

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def sentence_problem(text: str) -> str | None:
    """Why a sentence cannot be explained, or None."""
    if not text.strip():
        return "the sentence is empty; give a Japanese sentence such as 小さな女の子が女性を見ている"
    if len(text) > MAX_SENTENCE_CHARS:
        return (
            f"the sentence has {len(text)} characters; explain takes one sentence of at most "
            f"{MAX_SENTENCE_CHARS} characters"
        )
    return None


def explain(
    sentences: Sequence[str] | str,
    rules: RuleSet | None = None,
    parser: Parser | None = None,
    pairs: Sequence[str] | str = ALL,
    strict: bool = False,
) -> list[Explanation]:
    """Explain each sentence; the sentences and all their rewrites are parsed in two batches.

    Without `rules`, the built-in ones; without `parser`, GiNZA behind the default parse cache. An
    unexpected error in one op or derivation shows as that op's "internal error (…); please report" (the
    derivation is left out); `strict=True` raises it instead."""
    sentences = [sentences] if isinstance(sentences, str) else list(sentences)
    rules = rules if rules is not None else load_rules()
    parser = parser if parser is not None else Parser(cache_dir=default_cache_dir())
    for text in sentences:
        if problem := sentence_problem(text):
            raise StresskitError(problem)
    docs = parser.parse(sentences)
    pair_names = resolve_pairs(pairs, rules)
    planned = {text: _plan(docs[text], rules, pair_names, strict) for text in dict.fromkeys(sentences)}
    rewritten = parser.parse(applied.text for plan in planned.values() for applied in plan.applied)
    derivation_rules = [rule for phenomenon in load_derivations(rules).values() for rule in phenomenon.rules]
    return [
        replace(
            _explanation(docs[text], planned[text], rules, rewritten),
            derived=_derived(docs[text], planned[text].clauses, derivation_rules, rules, strict),
        )
        for text in sentences
    ]


def _derived(
    doc: Doc,
    clauses: Sequence[Clause],
    derivation_rules: Sequence[DeriveRule],
    rules: RuleSet,
    strict: bool,
) -> tuple[DerivedHypothesis, ...]:
    found = []
    for rule in derivation_rules:
        outcome = guarded(
            lambda rule=rule: derive_pairs(doc, clauses, rule, rules),  # type: ignore[misc]
            lambda reason: reason,
            strict=strict,
        )
        if not isinstance(outcome, str):
            found += [
                DerivedHypothesis(rule.phenomenon, rule.id, p.premise, p.hypothesis, p.label, p.heuristic)
                for p in outcome
            ]
    return tuple(found)


@dataclass
class _Plan:
    clauses: list[Clause]
    applied: list[Applied]
    not_applicable: list[NotApplicable]


def _plan(doc: Doc, rules: RuleSet, pairs: Sequence[str], strict: bool) -> _Plan:
    clauses = clause_view(doc)
    plan = _Plan(clauses, [], [])
    tasks = [
        Task(op, pair)
        for op in sorted(rules.ops, key=_lesson_position)
        for pair in pairs_for(op, rules, pairs)
    ]
    for result in apply_ops(doc, clauses, rules, tasks, strict=strict):
        if isinstance(result, Skipped):
            plan.not_applicable.append(result)
        else:
            plan.applied.append(result)
    return plan


def _with_causer(operation: Operation, causer: str | None) -> Operation:
    """The operation with the causer perturb chose for this premise as the inserted text."""
    if operation.name == "insert_phrase" and causer is not None:
        return type(operation)({**operation.args, "text": causer})
    return operation


def _lesson_position(op: str) -> tuple[int, str]:
    return (TEACHING_ORDER.index(op) if op in TEACHING_ORDER else len(TEACHING_ORDER), op)


def label_effect(spec: OpSpec) -> str:
    """The NLI label effect in a learner's words: "label kept", "every label → neutral", or the map."""
    if spec.expected_label == KEEP:
        return "label kept"
    targets = set(spec.expected_label.values())
    if len(targets) == 1 and set(spec.expected_label) == set(LABELS):
        return f"every label → {targets.pop()}"
    return spec.effect


def _explanation(doc: Doc, plan: _Plan, rules: RuleSet, rewritten: Mapping[str, Doc]) -> Explanation:
    arguments = [(clause, a) for clause in plan.clauses for a in clause.phrases]
    phrases = [argument for _, argument in arguments]
    palette = _Palette(phrases)
    transformations = []
    for applied in plan.applied:
        op, pair, matches, rewrite, finished = (
            applied.op,
            applied.pair,
            applied.matches,
            applied.rewrite,
            applied.finished,
        )
        assert rewrite is not None and finished is not None  # explain runs rule ops only
        spec = rules.ops[op]
        new_doc = rewritten[rewrite.text()]
        original, changed = _segments(doc, matches, rewrite, palette)
        transformations.append(
            Transformation(
                op=op,
                pair=pair,
                rules=tuple(dict.fromkeys(match.rule.id for match in matches)),
                rewritten=rewrite.text(),
                changes=tuple(
                    _with_causer(operation, finished.causer).describe(match.slots)
                    for match in matches
                    for operation in match.rule.operations
                ),
                meaning=spec.meaning,
                label_effect=label_effect(spec),
                verified=verify_rewrite(matches, new_doc, finished.causer),
                original_segments=original,
                rewritten_segments=changed,
                rewritten_bunsetsu=bunsetsu_of(new_doc),
            )
        )
    return Explanation(
        sentence=doc.text,
        bunsetsu=bunsetsu_of(doc),
        arguments=tuple(
            ArgumentInfo(
                predicate=_predicate_text(clause.predicate),
                phrase=argument.span.text,
                particle=argument.particle,
                case=case_name(argument.particle),
                role=ROLE_NAMES.get(argument.role, argument.role),
                colour=palette.colour(argument),
            )
            for clause, argument in arguments
        ),
        segments=_merge((token.text_with_ws, palette.token_colour(token.i, phrases), "") for token in doc),
        transformations=tuple(transformations),
        not_applicable=tuple(plan.not_applicable),
        colours=palette.size,
    )


def _predicate_text(predicate: Token) -> str:
    """The predicate's bunsetsu without the punctuation GiNZA keeps in it (弾いている。)."""
    span = ginza.bunsetu_span(predicate)
    end = span.end
    while end > span.start + 1 and span.doc[end - 1].pos_ == "PUNCT":
        end -= 1
    return span.doc[span.start : end].text


def case_name(particle: str) -> str:
    """には → "dative に + topic は"; an unknown particle is named by itself."""
    names = []
    rest = particle
    while rest:
        known = next((p for p in sorted(CASE_NAMES, key=len, reverse=True) if rest.startswith(p)), None)
        if known is None:
            return " + ".join([*names, rest]) if names else rest
        names.append(f"{CASE_NAMES[known]} {known}")
        rest = rest[len(known) :]
    return " + ".join(names) or "no particle"


def bunsetsu_of(doc: Doc) -> tuple[Bunsetsu, ...]:
    """GiNZA's bunsetsu with the dependency between them (the head word's head, in another bunsetsu)."""
    spans: list[Span] = list(ginza.bunsetu_spans(doc))
    index_of = {i: k for k, span in enumerate(spans) for i in range(span.start, span.end)}
    heads = ginza.bunsetu_head_list(doc)
    result = []
    for k, (span, head) in enumerate(zip(spans, heads, strict=True)):
        head_token = doc[head]
        target = index_of[head_token.head.i]
        result.append(
            Bunsetsu(
                index=k,
                text=span.text,
                start_char=span.start_char,
                end_char=span.end_char,
                head=None if target == k else target,
                relation=head_token.dep_,
            )
        )
    return tuple(result)


class _Palette:
    """One colour per argument phrase, in surface order (outer phrases first); inserted text (a token index
    past the end of the sentence) is keyed by that index."""

    def __init__(self, arguments: Iterable[Argument]) -> None:
        spans = sorted({(a.start, a.end) for a in arguments}, key=lambda s: (s[0], -s[1]))
        self._index = {span: k for k, span in enumerate(spans)}
        self.size = len(spans)

    def colour(self, argument: Argument) -> int:
        """The phrase's colour; a phrase that is no argument (a predicate, an inserted causer) gets the next."""
        return self.colour_of((argument.start, argument.end))

    def colour_of(self, span: tuple[int, int]) -> int:
        if span not in self._index:
            self._index[span] = self.size
            self.size += 1
        return self._index[span]

    def token_colour(self, i: int, phrases: Sequence[Argument]) -> int | None:
        """The colour of the innermost phrase that holds token i."""
        holding = [a for a in phrases if a.start <= i < a.end]
        return self.colour(min(holding, key=lambda a: a.end - a.start)) if holding else None


def _highlighted(matches: Sequence[Match]) -> list[Argument]:
    """The phrases an op acts on; `clause_start` only anchors an insertion, so it keeps its plain look."""
    names = [
        (match, name)
        for match in matches
        for operation in match.rule.operations
        for name in operation.slots_used()
        if name != CLAUSE_START
    ]
    phrases = (match.slots[name] for match, name in names)
    return list({(phrase.start, phrase.end): phrase for phrase in phrases}.values())


def _segments(
    doc: Doc, matches: Sequence[Match], rewrite: Rewrite, palette: _Palette
) -> tuple[tuple[Segment, ...], tuple[Segment, ...]]:
    phrases = _highlighted(matches)
    return _merge(
        (token.text_with_ws, palette.token_colour(token.i, phrases), mark)
        for token, mark in zip(doc, _original_marks(doc, rewrite), strict=True)
    ), _merge(_rewritten_pieces(doc, rewrite, phrases, palette))


def _original_marks(doc: Doc, rewrite: Rewrite) -> list[str]:
    """A token a replacement empties (ている in 見ている → 見られている) belongs to the changed text before
    it; one emptied on its own (a deleted particle) or dropped from the order is removed."""
    kept = {i for i, _ in rewrite.pieces()}
    marks = []
    for token in doc:
        new_text = rewrite.texts[token.i]
        if token.i not in kept and not (new_text == "" and marks and marks[-1] == CHANGED):
            marks.append(REMOVED)
        elif new_text != token.text_with_ws:
            marks.append(CHANGED)
        else:
            marks.append("")
    return marks


def _rewritten_pieces(
    doc: Doc, rewrite: Rewrite, phrases: Sequence[Argument], palette: _Palette
) -> Iterable[tuple[str, int | None, str]]:
    """The rewrite's text pieces with colour and mark. A particle that stays in place while its phrase's
    body moves away (np-swap) is no longer part of that phrase, so it loses the colour."""
    pieces = rewrite.pieces()
    owner = {token.i: phrase for phrase in phrases for token in phrase.particle_tokens}
    for position, (i, text) in enumerate(pieces):
        if i >= len(doc):
            yield text, palette.colour_of((i, i)), INSERTED
            continue
        colour = palette.token_colour(i, phrases)
        phrase = owner.get(i)
        if phrase is not None and not (position and phrase.start <= pieces[position - 1][0] < phrase.end):
            colour = None
        yield text, colour, CHANGED if text != doc[i].text_with_ws else ""


def _merge(pieces: Iterable[tuple[str, int | None, str]]) -> tuple[Segment, ...]:
    segments: list[Segment] = []
    for text, colour, mark in pieces:
        if segments and (segments[-1].colour, segments[-1].mark) == (colour, mark):
            segments[-1] = Segment(segments[-1].text + text, colour, mark)
        else:
            segments.append(Segment(text, colour, mark))
    return tuple(segments)
