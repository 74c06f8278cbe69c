"""Find where a rule applies: the clauses whose argument phrases fill a rule's slots.

A rule's slots are the pair's `subject` and `partner` (scramble, particle-swap, ...) or the ones its pattern
declares (the voice ops). In each clause the matcher takes, over the op's rules that run for the pair, the
assignment of phrases to slots that comes first in the clause (the earliest phrase for the first slot, then
for the second, ...; a tie goes to the rule listed first) and that passes the pattern's conditions and every
operation's check. At most one match per clause; every clause that matches is rewritten.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from spacy.tokens import Token

from stresskit.operations.primitives import CLAUSE_START, PREDICATE, check
from stresskit.parsing.clauses import (
    PARTICLE_TAGS,
    SUBJECT_PARTICLES,
    Argument,
    Clause,
    Freedom,
    is_adnominal,
    is_manner_adverbial,
    is_negated,
)
from stresskit.parsing.conjugation import current_voice, predicate_chain
from stresskit.rules.loader import OpSpec, PairSpec, Rule, SlotSpec

# How far a clause got before a rule failed on it, as (step, detail): the steps in the order they are
# checked; for FILL the detail is twice the number of slots filled, plus one when the next slot's phrase
# was there but excluded. The furthest failure explains a skip.
FILL, ABSENT, ORDER, PREDICATE_CONDITION, OPERATION = range(5)


@dataclass(frozen=True)
class Failure:
    stage: tuple[int, int]
    reason: str


@dataclass(frozen=True)
class Match:
    rule: Rule
    clause: Clause
    slots: dict[str, Argument]  # the pattern's slots, plus `predicate` and `clause_start`


@dataclass(frozen=True)
class MatchResult:
    matches: tuple[Match, ...]
    skip_reason: str | None  # why nothing matched; None when something did


def fits(argument: Argument, slot: SlotSpec, clause: Clause) -> bool:
    if argument.particle not in slot.particles:
        return False
    if argument.head.lemma_ in slot.not_head or (slot.not_text and argument.body.text in slot.not_text):
        return False
    if slot.not_contains and any(token.lemma_ in slot.not_contains for token in argument.body):
        return False
    return argument.particle not in slot.only_in_final_clause or clause.ends_sentence


def match_op(clauses: Sequence[Clause], op: OpSpec, pair: PairSpec) -> MatchResult:
    """At most one match per clause; the skip reason, when none matched, is the most specific failure."""
    rules = [(rule, slots) for rule in op.rules if (slots := rule.slots_for(pair)) is not None]
    if not rules:  # op.runs_for(pair) is False
        return MatchResult((), f"{op.op} has no rule for pair {pair.name}")
    matches = []
    first_name, first_slot = next(iter(rules[0][1].items()))
    failure = Failure((-1, 0), f"no {first_name} marked {first_slot.label}")
    for clause in clauses:
        outcome = _match_clause(clause, clauses, rules)
        if isinstance(outcome, Match):
            matches.append(outcome)
        elif outcome.stage > failure.stage:
            failure = outcome
    if matches:
        return MatchResult(tuple(matches), None)
    if all(rule.plain for rule, _ in rules):
        return MatchResult((), _skip_reason(clauses, pair, rules[0][0]))
    return MatchResult((), failure.reason)


def _match_clause(
    clause: Clause, clauses: Sequence[Clause], rules: Sequence[tuple[Rule, Mapping[str, SlotSpec]]]
) -> Match | Failure:
    arguments = [with_compound_particle(argument) for argument in clause.arguments]
    predicate = _predicate_slot(clause)
    best: tuple[tuple[int, ...], int, Match] | None = None
    failure = Failure((-1, 0), "")
    for index, (rule, slots) in enumerate(rules):
        outcome = _match_rule(rule, slots, clause, clauses, arguments, predicate)
        if isinstance(outcome, Failure):
            failure = outcome if outcome.stage > failure.stage else failure
        elif best is None or (outcome[0], index) < best[:2]:
            best = (outcome[0], index, outcome[1])
    return best[2] if best is not None else failure


def _match_rule(
    rule: Rule,
    slots: Mapping[str, SlotSpec],
    clause: Clause,
    clauses: Sequence[Clause],
    arguments: Sequence[Argument],
    predicate: Argument,
) -> tuple[tuple[int, ...], Match] | Failure:
    """The first assignment of the clause's phrases to the rule's slots that passes everything, or why not."""
    names = list(slots)
    candidates = []
    for k, name in enumerate(names):
        spec = slots[name]
        fitting = [i for i, argument in enumerate(arguments) if fits(argument, spec, clause)]
        free = [i for i in fitting if allowed(arguments[i], rule)]
        if fitting and not free:
            return Failure((FILL, 2 * k + 1), _limit_reason(arguments[fitting[0]]))
        fitting = free
        if not fitting:
            marked = SlotSpec(spec.particles, spec.only_in_final_clause)
            excluded = [argument for argument in arguments if fits(argument, marked, clause)]
            if excluded:  # a phrase with the particle that the rule turns down says more than none at all
                return Failure(
                    (FILL, 2 * k + 1), f"the {name} {excluded[0].body.text} is excluded by the rule"
                )
            context = f" in a clause with {' and '.join(map(_a, names[:k]))}" if k else ""
            return Failure((FILL, 2 * k), f"no {name} marked {spec.label}{context}")
        candidates.append(fitting)
    if rule.absent:
        nearby = [*arguments, *_stray_phrases(clause, clauses)]
        for name, spec in rule.absent.items():
            if any(fits(argument, spec, clause) for argument in nearby):
                return Failure((ABSENT, 0), f"clause has {_a(name)} marked {spec.label}")
    distinct = [combo for combo in itertools.product(*candidates) if len(set(combo)) == len(combo)]
    if not distinct:
        last = names[-1]
        return Failure(
            (FILL, 2 * len(names) - 2), f"no {last} marked {slots[last].label} besides the {names[0]}"
        )
    in_order = [combo for combo in distinct if _in_order(rule, names, combo)]
    placed = [combo for combo in in_order if not rule.adjacent or _adjacent(arguments, combo)]
    if not placed:
        if in_order:
            return Failure((ORDER, 0), f"the {' and '.join(names)} phrases are not adjacent")
        return Failure(
            (ORDER, 0),
            f"the {' and '.join(names)} phrases are not in the order {', '.join(rule.order or ())}",
        )
    problem = _predicate_problem(rule, clause, clauses)
    if problem is not None:
        return Failure((PREDICATE_CONDITION, 0), problem)
    reason = ""
    for combo in placed:
        bound = {name: arguments[i] for name, i in zip(names, combo, strict=True)}
        bound[PREDICATE] = predicate
        bound[CLAUSE_START] = arguments[0]
        reason = next(
            (why for op in rule.operations if (why := check(op.name, bound, op.args)) is not None), ""
        )
        if not reason:
            return combo, Match(rule, clause, bound)
    return Failure((OPERATION, 0), reason)


def needed_freedom(rule: Rule) -> Freedom:
    """What the rule does to its phrases: moves them (scramble), re-cases them, or changes the voice."""
    if all(operation.name == "move" for operation in rule.operations):
        return Freedom.MOVE
    return Freedom.RECASE if rule.plain else Freedom.REVOICE


def allowed(argument: Argument, rule: Rule) -> bool:
    return argument.limit is None or argument.limit.freedom >= needed_freedom(rule)


def _limit_reason(argument: Argument) -> str:
    return argument.limit.reason if argument.limit else ""


def _stray_phrases(clause: Clause, clauses: Sequence[Clause]) -> list[Argument]:
    """Argument phrases the parse hung on a non-predicate (a noun, an adverb) inside the clause's span.

    GiNZA sometimes attaches an argument of the clause's verb to a word standing before it (浅瀬を|小走りに
    通っている: 浅瀬を → 小走り); `absent` looks at these too, so 犬が浅瀬を小走りに通っている has a を-phrase."""
    start = clause.arguments[0].start if clause.arguments else clause.predicate.i
    return [
        with_compound_particle(argument)
        for other in clauses
        if start <= other.predicate.i < clause.predicate.i and not _is_verbal(other.predicate)
        for argument in other.arguments
    ]


def _is_verbal(token: Token) -> bool:
    """A verb, adjective or サ変 noun + する: a word that can take arguments of its own."""
    if token.tag_.startswith(("動詞", "形容詞", "形状詞", "助動詞")):
        return True
    following = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
    return following is not None and following.lemma_ == "する"


def _a(name: str) -> str:
    return f"{'an' if name[:1] in 'aeiou' else 'a'} {name}"


def _in_order(rule: Rule, names: Sequence[str], combo: Sequence[int]) -> bool:
    if rule.order is None:
        return True
    position = dict(zip(names, combo, strict=True))
    wanted = [position[name] for name in rule.order]
    return wanted == sorted(wanted)


def _adjacent(arguments: Sequence[Argument], combo: Sequence[int]) -> bool:
    """The phrases stand next to each other, nothing but punctuation between them (男性が、ギターを)."""
    phrases = sorted((arguments[i] for i in combo), key=lambda argument: argument.start)
    return all(
        all(token.pos_ == "PUNCT" for token in left.span.doc[left.end : right.start])
        for left, right in itertools.pairwise(phrases)
    )


def _predicate_problem(rule: Rule, clause: Clause, clauses: Sequence[Clause]) -> str | None:
    spec = rule.predicate
    lemma = clause.predicate.lemma_
    if spec.voice is not None:
        voice = current_voice(predicate_chain(clause.predicate))
        if voice is not spec.voice:
            return f"predicate is {voice.value}, not {spec.voice.value}"
    if spec.lemma is not None and lemma not in spec.lemma:
        return f"predicate {lemma} is not one the rule lists"
    if lemma in spec.not_lemma:
        return f"predicate {lemma} is excluded by the rule"
    if spec.negated is not None and is_negated(predicate_chain(clause.predicate)) is not spec.negated:
        return "predicate is negated" if spec.negated is False else "predicate is not negated"
    if spec.adnominal is not None and is_adnominal(clause.predicate) is not spec.adnominal:
        return "clause modifies a noun" if spec.adnominal is False else "clause does not modify a noun"
    if spec.subject_shared is not None and subject_shared(clause, clauses) is not spec.subject_shared:
        return "subject shared with another clause" if spec.subject_shared is False else "subject not shared"
    return None


def _predicate_slot(clause: Clause) -> Argument:
    chain = predicate_chain(clause.predicate)
    return Argument(chain, clause.predicate, ())


def with_compound_particle(argument: Argument) -> Argument:
    """The phrase with a multiword case particle (に|よっ|て, に|より) as its particle.

    The clause view ends a phrase's particles at the first non-particle word, so 男性によって has none;
    here the fixed words after the case particle join it, and the phrase's particle reads によって."""
    if argument.particle_tokens:
        return argument
    doc = argument.span.doc
    i = argument.end
    while i - 1 > argument.head.i and doc[i - 1].dep_ == "fixed":
        i -= 1
    fixed_start = i
    while i - 1 > argument.head.i and doc[i - 1].tag_.startswith(PARTICLE_TAGS):
        i -= 1
    if fixed_start == argument.end or i == fixed_start:
        return argument
    return dataclasses.replace(argument, particle_tokens=tuple(doc[i : argument.end]))


def subject_shared(clause: Clause, clauses: Sequence[Clause]) -> bool:
    """Whether the clause's subject is also the understood subject of another clause.

    A te-form, 連用形 or other adverbial clause (…ために, …ながら) hands its subject on to the predicate it
    attaches to when that predicate has none of its own (男性がギターを弾いていて、歌っている; 男性が見られる
    ためにポーズをとっている); a clause nominalised by こと shares its subject with the predicate that controls
    it (…ことができる); a main clause shares its subject with a subjectless te-form clause standing
    between the two (男性が笑って、走っている); and a subject directly before a subjectless relative clause
    may be that clause's. Rewriting the subject of one would change who does the other."""
    with_subject = {c.predicate.i for c in clauses if any(_is_subject(a) for a in c.arguments)}
    predicate = clause.predicate
    chained = predicate.dep_ in ("advcl", "conj") or _is_conjunctive(predicate)
    if predicate.head.i != predicate.i and chained and predicate.head.i not in with_subject:
        return True
    chain = predicate_chain(predicate)
    if chain.end < len(predicate.doc) and predicate.doc[chain.end].lemma_ in NOMINALISERS:
        return True
    subjects = [argument for argument in clause.arguments if _is_subject(argument)]
    if not subjects:
        return False
    between = predicate.doc[subjects[0].end : predicate.i]
    if any(
        token.head.i == predicate.i
        and token.pos_ in ("VERB", "ADJ")
        and _is_conjunctive(token)
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


# Nouns that turn a clause into the complement of a predicate controlling its subject (…ことができる).
NOMINALISERS = frozenset({"こと"})


def _is_subject(argument: Argument) -> bool:
    return argument.particle in SUBJECT_PARTICLES


def _is_conjunctive(predicate: Token) -> bool:
    """Ends in the te-form (て/で) or the 連用形: chained to a later predicate."""
    last = predicate_chain(predicate)[-1]
    if last.pos_ == "SCONJ":
        return True
    return any("連用形" in value for value in last.morph.get("Inflection"))


def _skip_reason(clauses: Sequence[Clause], pair: PairSpec, rule: Rule) -> str:
    subject_slot, partner_slot = pair.slots["subject"], pair.slots["partner"]
    partner_particles = "/".join(sorted(partner_slot.particles))
    for clause in clauses:
        slots = (subject_slot, partner_slot)
        found = [[a for a in clause.arguments if fits(a, slot, clause)] for slot in slots]
        if all(found):
            limited = [a for phrases in found for a in phrases if not allowed(a, rule)]
            if limited and not all(any(allowed(a, rule) for a in phrases) for phrases in found):
                return _limit_reason(limited[0])
    with_subject = [c for c in clauses if any(fits(a, subject_slot, c) for a in c.arguments)]
    if not with_subject:
        return f"no subject marked {'/'.join(sorted(subject_slot.particles))}"
    if not any(fits(a, partner_slot, c) for c in with_subject for a in c.arguments):
        return f"no {partner_particles}-argument of a predicate with a subject"
    between = _between_subject_and_partner(with_subject, subject_slot, partner_slot)
    return f"no {partner_particles}-argument next to the subject" + (
        f" ({between} stands between)" if between else ""
    )


def _between_subject_and_partner(
    clauses: Sequence[Clause], subject_slot: SlotSpec, partner_slot: SlotSpec
) -> str:
    """The words between the first subject and the nearest partner of its clause (一緒に), for skip reasons."""
    for clause in clauses:
        subjects = [a for a in clause.arguments if fits(a, subject_slot, clause)]
        partners = [a for a in clause.arguments if fits(a, partner_slot, clause)]
        if subjects and partners:
            subject = subjects[0]
            partner = min(partners, key=lambda a: abs(a.start - subject.start))
            left, right = sorted((subject, partner), key=lambda a: a.start)
            return left.span.doc[left.end : right.start].text.strip("、")
    return ""
