"""Find where a rule applies: the clauses whose argument phrases fill a rule's slots.

A rule's slots are the pair's `subject` and `partner` (scramble, particle-swap, ...) or the ones its pattern
declares (the voice ops). In each clause the matcher takes, over the op's rules that run for the pair, the
assignment of phrases to slots that comes first in the clause (the earliest phrase for the first slot, then
for the second, ...; a tie goes to the rule listed first) and that passes the pattern's conditions and every
operation's check. At most one match per clause; every clause that matches is rewritten.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

from stresskit.operations.base import CLAUSE_START, PREDICATE
from stresskit.parsing.animacy import recognise_tokens
from stresskit.parsing.clauses import (
    Argument,
    Clause,
    Freedom,
    _RepairedTree,
    clause_lexicons,
    is_adnominal,
    lexicon_words,
    stays_before_predicate,
    time_word_evidence,
)
from stresskit.parsing.conjugation import predicate_chain
from stresskit.rules.conditions import Adnominal, PredicateTest, VoiceIs
from stresskit.rules.loader import OpSpec, PairSpec, Rule, SlotSpec

# How far a clause got before a rule failed on it, as (step, detail): the steps in the order they are
# checked; for FILL the detail is twice the number of slots filled, plus one when the next slot's phrase
# was there but excluded. The furthest failure explains a skip.
FILL, ABSENT, ORDER, PREDICATE_CONDITION, OPERATION = range(5)


@dataclass(frozen=True)
class Failure:
    stage: tuple[int, int]
    reason: str
    condition: str = (
        ""  # the pattern key that rejected the clause (pattern.predicate.voice), for rule authors
    )


@dataclass(frozen=True)
class Match:
    rule: Rule
    clause: Clause
    slots: dict[str, Argument]  # the pattern's slots, plus `predicate` and `clause_start`


@dataclass(frozen=True)
class MatchResult:
    matches: tuple[Match, ...]
    skip_reason: str | None  # why nothing matched; None when something did


def match_op(clauses: Sequence[Clause], op: OpSpec, pair: PairSpec) -> MatchResult:
    """At most one match per clause; the skip reason, when none matched, is the most specific failure."""
    rules = [(rule, slots) for rule in op.rules if (slots := rule.slots_for(pair)) is not None]
    if not rules:  # op.runs_for(pair) is False
        return MatchResult((), f"{op.op} has no rule for pair {pair.name}")
    matches = []
    first_name, first_slot = next(iter(rules[0][1].items()))
    failure = Failure((-1, 0), f"no {first_name} marked {first_slot.label}")
    failures: list[tuple[Clause, Failure]] = []
    for clause in clauses:
        outcome = _match_clause(clause, clauses, rules)
        if isinstance(outcome, Match):
            matches.append(outcome)
        else:
            failures.append((clause, outcome))
            if outcome.stage > failure.stage:
                failure = outcome
    if matches:
        return MatchResult(tuple(matches), None)
    # A pair pattern with no slots of its own (scramble, particle-swap) finds its phrases the plain way: when it
    # failed before its predicate conditions (viewpoint_auxiliary) and operations, say why the plain way.
    if all(rule.plain_slots for rule, _ in rules) and failure.stage[0] < PREDICATE_CONDITION:
        return MatchResult((), _skip_reason(clauses, pair, rules[0][0]))
    if failure.reason == f"no {first_name} marked {first_slot.label}":
        # The first slot found nothing: say so only when no phrase carries its particle at all.
        reason = _unmarked_reason(clauses, first_slot) or failure.reason
        reason = _marked_elsewhere_reason(clauses, rules, reason) or reason
        if reason == failure.reason:  # still the plain reason: false if a clause the rule turned down has one
            reason = _marked_in_failed_clause_reason(failures, first_name, first_slot, reason) or reason
        if reason == failure.reason and first_name == "subject":  # 重傷者のうち1人は: read as an adverbial
            reason = _adverbial_topic_reason(clauses, first_slot) or reason
        return MatchResult((), reason)
    return MatchResult((), _marked_elsewhere_reason(clauses, rules, failure.reason) or failure.reason)


def _marked_in_failed_clause_reason(
    failures: Sequence[tuple[Clause, Failure]], name: str, slot: SlotSpec, plain: str
) -> str | None:
    """A truer wording of "no subject marked が/は" (or of another first slot) when a clause does have a phrase
    marked so, but the rule turned that clause down for another reason that ranks lower (its predicate is passive:
    記念し、…各国で記念行事が行われている, whose only subject 記念行事が is the subject of the passive 行われている):
    the reason names the phrase, its predicate and why the rule does not apply there, or None."""
    named = []
    for clause, failure in failures:
        if not failure.reason or failure.reason == plain:
            continue
        phrase = next((a for a in clause.arguments if slot.marks(a, clause)), None)
        if phrase is None:
            continue
        # A phrase marked like a subject is named as such; for another slot (the decausative's causer) only
        # its particle is, since on the other predicate it is no such participant (記念行事が of 行われている).
        role = "subject" if name == "subject" else "phrase"
        named.append(
            f"the {phrase.particle}-{role} {phrase.span.text} belongs to {_predicate_words(clause.predicate)} in the "
            f"parse, and the rule does not apply there: {failure.reason}"
        )
    if not named:
        return None
    return "; ".join(named[:2])


def _predicate_words(predicate: Token) -> str:
    """The predicate with its auxiliaries (行われている, 保護された), without a connective after a finite form (が)."""
    doc = predicate.doc
    end = max(predicate_chain(predicate).end, predicate.i + 1)
    # a te-form stays whole (着ていて: 着てい is no word), a connective after a finite form goes (入れられたが)
    while end - 1 > predicate.i and (
        doc[end - 1].pos_ == "PUNCT"
        or (
            (doc[end - 1].pos_ == "SCONJ" or doc[end - 1].dep_ == "mark")
            and doc[end - 1].text not in ("て", "で")
        )
    ):
        end -= 1
    return doc[predicate.i : end].text


def rule_outcomes(
    clauses: Sequence[Clause], op: OpSpec, pair: PairSpec
) -> list[tuple[Clause, Rule, Match | Failure]]:
    """Every rule of the op that runs for the pair, tried on every clause: its match or why it failed.

    For rule authors (`stresskit try`): match_op keeps only the best match per clause."""
    outcomes: list[tuple[Clause, Rule, Match | Failure]] = []
    for clause in clauses:
        for rule in op.rules:
            slots = rule.slots_for(pair)
            if slots is not None:
                outcome = _match_rule(rule, slots, clause, clauses, clause.phrases, clause.predicate_phrase)
                outcomes.append((clause, rule, outcome if isinstance(outcome, Failure) else outcome[1]))
    return outcomes


def _unmarked_later_slot(
    slots: Mapping[str, SlotSpec], later: Sequence[str], arguments: Sequence[Argument], clause: Clause
) -> str | None:
    """'no object marked を' when no phrase of the clause carries the particle of a later slot, else None."""
    for name in later:
        if not any(slots[name].marks(argument, clause) for argument in arguments):
            return f"no {name} marked {slots[name].label}"
    return None


def _failed_tests(spec: SlotSpec, argument: Argument, clause: Clause, where: str) -> str:
    """Which of the slot's tests turned the phrase down: pattern.slots.object.head.LEMMA.NOT_IN."""
    failed = [f"{where}.{test.key}" for test in spec.tests if not test.passes(argument, clause)]
    return ", ".join(failed) or where


def _why(spec: SlotSpec, argument: Argument, clause: Clause) -> str:
    """The linguistic reason of the first test that turned the phrase down, when it says one."""
    for test in spec.tests:
        if not test.passes(argument, clause):
            why_in = getattr(test, "why_in", None)  # a reason that needs the clause (SpecificHabitual)
            if why_in is not None:
                return why_in(argument, clause)
            why = getattr(test, "why", None)
            return why(argument) if why is not None else ""
    return ""


def _exclusion_reason(name: str, spec: SlotSpec, argument: Argument, clause: Clause) -> str:
    """Why the slot's rule turns down the phrase, true of the sentence: a test that only lacks evidence (nothing
    recognised the phrase as a person) says so in its own words (`exclusion`); any other says the rule excludes
    the phrase, with its linguistic reason. A phrase that is no noun phrase (天候によっては: は after a te-form) is
    not called the slot's phrase: its own limit says what it is."""
    body = argument.body
    if argument.limit is not None and len(body) and not _ends_nominal(body):
        return argument.limit.reason
    ga_object = _ga_object_reason(name, argument, clause)
    if ga_object is not None and not all(test.passes(argument, clause) for test in spec.tests):
        return ga_object
    for test in spec.tests:
        if not test.passes(argument, clause):
            exclusion = getattr(test, "exclusion", None)
            wording = exclusion(argument) if exclusion is not None else None
            if wording is not None:
                return f"the {name} {argument.body.text} {wording}"
            break
    return f"the {name} {argument.body.text} is excluded by the rule{_why(spec, argument, clause)}"


def _ga_object_reason(name: str, argument: Argument, clause: Clause) -> str | None:
    """A truer wording when the phrase the tool takes as the subject is the が-object of an adjective of liking,
    skill, fear, wish or need (`ga_object_adjectives`: 私もそういうのが欲しい, 私は何か冷たいものが欲しい; heldout-f,
    -h, -o: "the subject そういうの is not recognised as a person" was judged false, the subject being 私も), with a
    は/も-phrase beside it in the clause: the reason says what the が-phrase is, or None."""
    if name != "subject" or argument.particle != "が":
        return None
    predicate = clause.predicate
    if predicate.lemma_ not in lexicon_words("ga_object_adjectives"):
        return None
    # 私は, 私も: the parse may label the topic dislocated and leave it out of the clause's phrases
    if not any(
        token.text in ("は", "も")
        and token.pos_ == "ADP"
        and token.head.head.i == predicate.i
        and token.head.i < argument.start
        for token in predicate.doc[: argument.start]
    ):
        return None
    return (
        f"the が-phrase {argument.body.text} is the object of the adjective {predicate.lemma_} (adjectives of liking,"
        " skill, fear, wish and need take what they are about with が: 魚が好きだ), not its subject, and this rule"
        " needs a subject here"
    )


def _match_clause(
    clause: Clause, clauses: Sequence[Clause], rules: Sequence[tuple[Rule, Mapping[str, SlotSpec]]]
) -> Match | Failure:
    arguments, predicate = clause.phrases, clause.predicate_phrase
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
    voice = _voice_problem(rule, clause, clauses)
    if voice is not None:
        return voice
    names = list(slots)
    candidates = []
    touched = {slot for operation in rule.operations for slot in operation.slots_used()}
    for k, name in enumerate(names):
        spec = slots[name]
        fitting = [i for i, argument in enumerate(arguments) if spec.fits(argument, clause)]
        free = [
            i
            for i in fitting
            if allowed(arguments[i], rule)
            or kept_idiom(arguments[i], name, touched)
            or kept_whole(arguments[i], name, touched, rule)
        ]
        if fitting and not free:
            missing = _unmarked_later_slot(slots, names[k + 1 :], arguments, clause)
            if missing is not None:
                # no phrase at all for a later slot (no を-object): that, not the earlier phrase's limit, is why the
                # rule does not apply (大原さんは…仰向けになって倒れ has no object to passivise)
                return Failure((FILL, 2 * k + 1), missing, f"pattern.slots.{names[k + 1 :][0]}")
            return Failure((FILL, 2 * k + 1), _limit_reason(arguments[fitting[0]]), f"pattern.slots.{name}")
        fitting = free
        if not fitting:
            excluded = [argument for argument in arguments if spec.marks(argument, clause)]
            missing = _unmarked_later_slot(slots, names[k + 1 :], arguments, clause)
            if excluded and missing is not None:
                # The clause has no phrase at all for a later slot (no を-object): that is why the rule does not
                # apply, whatever the earlier phrase is (私達は…働いています has a person as subject and no object).
                return Failure((FILL, 2 * k + 1), missing, f"pattern.slots.{names[k + 1 :][0]}")
            if excluded:  # a phrase with the particle that the rule turns down says more than none at all
                return Failure(
                    (FILL, 2 * k + 1),
                    _exclusion_reason(name, spec, excluded[0], clause),
                    _failed_tests(spec, excluded[0], clause, f"pattern.slots.{name}"),
                )
            context = f" in a clause with {' and '.join(map(_a, names[:k]))}" if k else ""
            return Failure((FILL, 2 * k), f"no {name} marked {spec.label}{context}", f"pattern.slots.{name}")
        candidates.append(fitting)
    if rule.absent:
        nearby = [*arguments, *_stray_phrases(clause, clauses)]
        for name, spec in rule.absent.items():
            if any(spec.fits(argument, clause) for argument in nearby):
                return Failure(
                    (ABSENT, 0), f"clause has {_a(name)} marked {spec.label}", f"pattern.absent.{name}"
                )
    distinct = [combo for combo in itertools.product(*candidates) if len(set(combo)) == len(combo)]
    if not distinct:
        last = names[-1]
        return Failure(
            (FILL, 2 * len(names) - 2),
            f"no {last} marked {slots[last].label} besides the {names[0]}",
            f"pattern.slots.{last}",
        )
    in_order = [combo for combo in distinct if _in_order(rule, names, combo)]
    placed = [
        combo
        for combo in in_order
        if not rule.adjacent
        or _adjacent(arguments, combo)
        or _only_adverbs_between(rule, clause, arguments, combo)
    ]
    if not placed:
        if in_order:
            return Failure(
                (ORDER, 0), f"the {' and '.join(names)} phrases are not adjacent", "pattern.adjacent"
            )
        return Failure(
            (ORDER, 0),
            f"the {' and '.join(names)} phrases are not in the order {', '.join(rule.order or ())}",
            "pattern.order",
        )
    for condition in rule.conditions:
        if not _concerns_partner(condition, names, arguments, placed):
            continue
        problem = condition.reason(clause, clauses)
        if problem is not None:
            return Failure(_condition_stage(condition), problem, f"pattern.predicate.{condition.name}")
    failure = Failure((OPERATION, 0), "")
    for combo in placed:
        bound = {name: arguments[i] for name, i in zip(names, combo, strict=True)}
        bound[PREDICATE] = predicate
        bound[CLAUSE_START] = arguments[0]
        failure = next(
            (
                Failure((OPERATION, 0), why, f"operation {op.name}")
                for op in rule.operations
                if (why := op.check(bound)) is not None
            ),
            None,
        )
        if failure is None:
            return combo, Match(rule, clause, bound)
    return failure


def _concerns_partner(condition: object, names: Sequence[str], arguments: Sequence, placed: Sequence) -> bool:
    """Whether a predicate condition that speaks of one kind of partner (`partner_particles`: the に-partner of a
    symmetric predicate) concerns this match: 出会う is symmetric in its に-partner, not in a で-place
    (私は偶然電車の中で旧友に出会った keeps its ga-de swap)."""
    particles = getattr(condition, "partner_particles", None)
    if particles is None or "partner" not in names:
        return True
    slot = list(names).index("partner")
    return any(arguments[combo[slot]].particle in particles for combo in placed)


def _voice_problem(rule: Rule, clause: Clause, clauses: Sequence[Clause]) -> Failure | None:
    """The predicate is not in the voice the rule needs (`voice: passive` on an active clause), or None.

    Checked before the slots: a rule for passives says nothing about the phrases of an active clause, so
    the true reason is the voice (predicate is active, not passive), not that the clause's に-phrase is no
    agent. It ranks with a predicate the rule does not list: any other failure says more."""
    for condition in rule.conditions:
        if isinstance(condition, VoiceIs):
            problem = condition.reason(clause, clauses)
            if problem is not None:
                return Failure((FILL, -1), problem, f"pattern.predicate.{condition.name}")
    return None


def _condition_stage(condition: object) -> tuple[int, int]:
    """How far a clause got when `condition` turned it down.

    A predicate the rule does not list (`head: {LEMMA: {IN: …}}`) means the rule is not about this verb
    at all: that says less than any other failure, so a rule for other verbs (passive-by, causative-lexical)
    never hides the reason a rule for this verb gives. A condition marked `decisive` is the last word on a clause
    every other condition of its rule let through (passive-by-default's `native_thing_passive`: the rules before it
    turned the clause down only for not being theirs), so its reason says more than theirs.
    """
    test = getattr(condition, "test", None)
    if isinstance(condition, PredicateTest) and test is not None and test.operator == "IN":
        return (FILL, -1)
    if getattr(condition, "decisive", False):
        return (PREDICATE_CONDITION, 1)
    return (PREDICATE_CONDITION, 0)


def needed_freedom(rule: Rule) -> Freedom:
    """What the rule does to its phrases: moves them (scramble), re-cases them, or changes the voice."""
    if all(operation.name == "move" for operation in rule.operations):
        return Freedom.MOVE
    return Freedom.RECASE if rule.plain_slots else Freedom.REVOICE


# Operations that leave every phrase where it stands (they change particles or the predicate): a phrase cut from
# the words before it may take part in them as far as its Limit.in_place lets it. Not move, exchange_bodies,
# exchange_phrases, insert_phrase (a phrase put in front could land between the two) or remove_phrase.
IN_PLACE_OPERATIONS = frozenset({"delete_particle", "set_particle", "revoice", "relexicalise"})


def allowed(argument: Argument, rule: Rule) -> bool:
    if (
        argument.limit is not None
        and argument.limit.in_place > Freedom.NONE
        and all(operation.name in IN_PLACE_OPERATIONS for operation in rule.operations)
    ):
        return argument.limit.in_place >= needed_freedom(rule)
    if argument.limit is not None and argument.limit.deletable and rule.plain_slots:
        # particle deletion leaves every phrase in place: a floated quantifier keeps its noun
        return all(operation.name == "delete_particle" for operation in rule.operations) or (
            argument.limit.freedom >= needed_freedom(rule)
        )
    return argument.limit is None or argument.limit.freedom >= needed_freedom(rule)


# Operations that reorder or take out phrases: a phrase with words of the clause glued in front (`Limit.stays`) cannot
# stay whole beside them.
REORDERING_OPERATIONS = frozenset({"move", "exchange_bodies", "exchange_phrases", "remove_phrase"})


def kept_whole(argument: Argument, slot: str, touched: set[str], rule: Rule) -> bool:
    """A phrase that holds a time or frequency adverbial of its clause (同日、…女を, 毎朝１杯のコーヒーを: `Limit.stays`)
    in a slot no operation of the rule touches, in a rule that reorders no phrase: it stays as it stands, adverbial
    and all (the causative's object: 愛知県警は同日、…女を逮捕した → ある人が愛知県警に同日、…女を逮捕させた)."""
    return (
        argument.limit is not None
        and argument.limit.stays
        and slot not in touched
        and not any(operation.name in REORDERING_OPERATIONS for operation in rule.operations)
    )


def kept_idiom(argument: Argument, slot: str, touched: set[str]) -> bool:
    """An idiom chunk's noun (出欠を of 出欠をとる) in a slot no operation of the rule touches: it stays as it is,
    part of its predicate (the causative's object: 先生が出欠をとった → ある人が先生に出欠をとらせた)."""
    return argument.limit is not None and argument.limit.idiom and slot not in touched


def _limit_reason(argument: Argument) -> str:
    return argument.limit.reason if argument.limit else ""


def _stray_phrases(clause: Clause, clauses: Sequence[Clause]) -> list[Argument]:
    """Argument phrases the parse hung on a non-predicate (a noun, an adverb) inside the clause's span.

    GiNZA sometimes attaches an argument of the clause's verb to a word standing before it (浅瀬を|小走りに
    通っている: 浅瀬を → 小走り); `absent` looks at these too, so 犬が浅瀬を小走りに通っている has a を-phrase."""
    start = clause.arguments[0].start if clause.arguments else clause.predicate.i
    return [
        argument
        for other in clauses
        if start <= other.predicate.i < clause.predicate.i and not _is_verbal(other.predicate)
        for argument in other.phrases
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


# The operations of the two-phrase ops (scramble, particle-swap, particle-delete, np-swap): each leaves the words
# between the phrases where they are.
PHRASE_OPERATIONS = frozenset({"move", "set_particle", "delete_particle", "exchange_bodies"})


def _only_adverbs_between(
    rule: Rule, clause: Clause, arguments: Sequence[Argument], combo: Sequence[int]
) -> bool:
    """For the two-phrase ops: nothing but adverbs of the predicate stands between the phrases (兄は|いつも|朝刊を
    読む, 私たちは|毎朝|コーヒーを飲む), so the phrases move, change case or trade places around them and the adverb
    stays before the predicate (朝刊を兄はいつも読む). See `stays_before_predicate`; for particle deletion, only an
    adverb written in kana."""
    if not all(operation.name in PHRASE_OPERATIONS for operation in rule.operations):
        return False
    # Particle deletion leaves the phrase's noun right before the adverb: a word written in kanji there (父|今,
    # 部長|毎朝, 闘争|十分) reads as one compound with it, so for it only an adverb in kana (いつも, まだ) may stand
    # between.
    deletes = any(operation.name == "delete_particle" for operation in rule.operations)
    phrases = sorted((arguments[i] for i in combo), key=lambda argument: argument.start)
    doc = clause.predicate.doc
    for left, right in itertools.pairwise(phrases):
        between = [token for token in doc[left.end : right.start] if token.pos_ != "PUNCT"]
        if not between or not all(stays_before_predicate(token, clause.predicate) for token in between):
            return False
        if deletes and _starts_in_kanji(between[0].text):
            return False
        if _may_belong_to_next(between[-1], right):
            return False
    return True


def _may_belong_to_next(adverb: Token, phrase: Argument) -> bool:
    """The adverb may modify the start of the phrase after it, not the predicate: a modifier word there (まったく|
    ひどいショックを: a degree adverb of the adjective), or a suffix or relational noun that can close a word with
    it (午前|中病院に: 午前中 split by the parse)."""
    first = phrase.span[0]
    if first.tag_.startswith(("形容詞", "形状詞", "連体詞", "動詞", "接頭辞")) or first.pos_ in (
        "ADJ",
        "VERB",
        "DET",
    ):
        return True
    return first.tag_.startswith("接尾辞") or (
        not adverb.tag_.startswith("副詞") and first.text in clause_lexicons().time_after_verb
    )


def _starts_in_kanji(text: str) -> bool:
    """The word begins with a kanji or a digit (今, 昨日, 3日): after a noun it can read as one compound."""
    first = text[:1]
    return first.isdigit() or "\u4e00" <= first <= "\u9fff" or first in "々〆ヶ"


def _skip_reason(clauses: Sequence[Clause], pair: PairSpec, rule: Rule) -> str:
    subject_slot, partner_slot = pair.slots["subject"], pair.slots["partner"]
    partner_particles = partner_slot.label
    # Each clause's subject and partner phrases, found once for the questions below.
    found = [
        (
            [a for a in clause.arguments if subject_slot.fits(a, clause)],
            [a for a in clause.arguments if partner_slot.fits(a, clause)],
        )
        for clause in clauses
    ]
    for subjects, partners in found:
        if subjects and partners:
            limited = [a for phrases in (subjects, partners) for a in phrases if not allowed(a, rule)]
            if limited and not all(
                any(allowed(a, rule) for a in phrases) for phrases in (subjects, partners)
            ):
                return _limit_reason(limited[0])
    with_subject = [(subjects, partners) for subjects, partners in found if subjects]
    if not with_subject:
        return _no_subject_reason(clauses, subject_slot)
    if not any(partners for _, partners in with_subject):
        return _no_partner_reason(clauses, found, partner_slot)
    between = _between_subject_and_partner(with_subject)
    return f"no {partner_particles}-argument next to the subject" + (
        f" ({between} stands between)" if between else ""
    )


def _no_subject_reason(clauses: Sequence[Clause], subject_slot: SlotSpec) -> str:
    """Why no clause has a subject, true of the sentence: there is none, or the parse puts the one there is in a
    clause that does not end the sentence (a は-topic counts only in the main clause), or under no predicate."""
    plain = f"no subject marked {subject_slot.label}"
    return _unmarked_reason(clauses, subject_slot) or _adverbial_topic_reason(clauses, subject_slot) or plain


def _adverbial_topic_reason(clauses: Sequence[Clause], subject_slot: SlotSpec) -> str | None:
    """A truer wording of "no subject marked が/は/も" when a modified noun phrase with one of those particles is
    there but the tool reads it as an adverbial, with no reason of its own, because Sudachi marks its noun usable as
    an adverb (その事実は|すべての人に知られている: 事実、'in fact'; heldout-m): the reason names the phrase and the
    tool's reading, or None. A time phrase (今朝は, 二日目は, 夏休みの間は) keeps the plain reason: it is no subject."""
    for clause in clauses:
        for adjunct in clause.adjuncts:
            if not adjunct.particle_tokens or adjunct.particle_tokens[-1].text not in subject_slot.particles:
                continue
            if (adjunct.limit is not None and adjunct.limit.reason) or adjunct.start == adjunct.head.i:
                continue
            head = adjunct.head
            if head.lemma_ in lexicon_words("spatial_nouns") or time_word_evidence(
                head.text, head.lemma_, head.tag_
            ):
                continue  # 夏休みの間は, 事故の後は, 先週の金曜日は: a time, rightly no subject
            if any(token.pos_ in ("VERB", "AUX", "ADJ") for token in adjunct.body):
                continue  # 部屋を出るときには, 開催する場合は: a clause of time or condition, rightly no subject
            if "副詞可能" in head.tag_:
                why = f"Sudachi marks {adjunct.head.text} usable as an adverb"
                return (
                    f"no subject marked {subject_slot.label} that the tool takes as one: it reads {adjunct.span.text} "
                    f"as an adverbial ({why})"
                )
    return None


def _covered_tokens(clauses: Sequence[Clause]) -> set[int]:
    """The token indices inside a phrase (argument or adjunct) of some clause."""
    return {
        i
        for clause in clauses
        for phrase in (*clause.arguments, *clause.adjuncts)
        for i in range(phrase.span.start, phrase.span.end)
    }


def _unmarked_reason(clauses: Sequence[Clause], slot: SlotSpec) -> str:
    """Why a phrase that carries one of the slot's particles still fills no clause's slot, true of the
    sentence (the parse's attachment is named as the parse's, not as a fact about the sentence), or ''.

    - a は-topic the parse hangs on a predicate that does not end the sentence (a は-topic is taken as a
      subject only in the main clause);
    - a phrase whose particles stack on the slot's (誰もが: もが);
    - a phrase with the particle that the parse hangs on no predicate of a clause (まず最初は…オハイオ川でした:
      the topic of a noun predicate)."""
    for clause in clauses:
        for argument in clause.arguments:
            if _is_noun_topic(argument) and "は" in slot.particles and not clause.ends_sentence:
                if clause.under_control and clause.final_frame is not None:
                    return control_frame_reason(
                        argument.span.text, clause.predicate.text, clause.final_frame.words
                    )
                return topic_attachment_reason(argument.span.text, _predicate_as_parsed(clause.predicate))
    for clause in clauses:
        for argument in clause.arguments:
            particle, tokens = argument.particle, argument.particle_tokens
            if (
                len(tokens) > 1
                and particle not in slot.particles
                and tokens[-1].text in slot.particles
                and not tokens[0].tag_.startswith("助詞-格助詞")  # には, では: a case phrase, not a subject
            ):
                return (
                    f"{argument.span.text} ends in the stacked particles {particle}, not in {slot.label} alone: "
                    "the rule does not take it as marked"
                )
    if not clauses:
        return ""
    doc = clauses[0].predicate.doc
    covered = _covered_tokens(clauses)
    for token in doc:
        if (
            token.text in slot.particles
            and token.tag_.startswith(("助詞-係助詞", "助詞-格助詞"))
            and token.i not in covered
            and token.i > 0
            and not doc[token.i - 1].tag_.startswith("助詞")  # 日曜には, 予想では: no subject marking
            and token.head.i == token.i - 1
            and token.head.pos_ in ("NOUN", "PROPN", "PRON")
            and token.head.lemma_ not in FORMAL_NOUNS
            and token.head.head.pos_ in ("NOUN", "PROPN", "PRON", "NUM")
            and token.head.head.i != token.head.i
        ):
            noun = token.head
            phrase = doc[noun.left_edge.i : token.i + 1].text
            return (
                f"{phrase} is marked {token.text}, but the parse hangs it on the noun {noun.head.text}, not on "
                "a predicate the op rewrites"
            )
    return _nominalised_subject_reason(doc, slot)


# Words that turn a clause into a noun phrase before が/は (話すことが, 勧めるのは, どうなるかは).
NOMINALISERS = frozenset({"こと", "事", "の", "もの", "か"})


def _nominalised_subject_reason(doc: Doc, slot: SlotSpec) -> str:
    """A clause nominalised with こと, の or か and marked が/は (何か話すことがありますか, 物事を整頓するのはとても
    難しい, 敗者復活からグランプリを獲得したのは…初めてである: a cleft) is the subject or topic of the predicate after
    it, which the tool takes as no participant of a clause it rewrites; the verb inside has no subject of its own.
    Said so, naming the phrase, when the sentence has no other phrase marked so; '' otherwise."""
    if not slot.particles & {"が", "は"}:
        return ""
    for token in doc[2:]:
        nominaliser, verb = doc[token.i - 1], doc[token.i - 2]
        if (
            token.text not in slot.particles
            or not token.tag_.startswith(("助詞-格助詞", "助詞-係助詞"))
            or nominaliser.text not in NOMINALISERS
            or not nominaliser.tag_.startswith(("名詞", "助詞-準体助詞", "助詞-副助詞", "助詞-終助詞"))
            or verb.pos_ not in ("VERB", "AUX", "ADJ")
        ):
            continue
        inner = next(
            (t for t in reversed(doc[: nominaliser.i]) if t.pos_ in ("VERB", "ADJ") and t.i >= verb.i - 4),
            None,
        )
        if inner is None:
            return ""
        link = inner
        while link.dep_ in ("aux", "fixed", "mark") and link.head.i < link.i:
            link = link.head  # 提供してくれるのは: the clause's verb is 提供, くれる its auxiliary
            if link.pos_ in ("VERB", "ADJ"):
                inner = link
        start = min(inner.left_edge.i, inner.i)
        if (
            inner.lemma_ in ("いう", "言う")
            and start == inner.i
            and inner.i >= 2
            and doc[inner.i - 1].text == "と"
        ):
            start = doc[
                inner.i - 2
            ].left_edge.i  # シュートを打つというのも: the quoted clause is part of the phrase
        commas = [t.i for t in doc[start : inner.i] if t.text in ("、", ",", "，")]
        start = commas[-1] + 1 if commas else start
        if any(_marks_like(t, slot) for t in doc if t.i != token.i):
            return ""  # another phrase marked so: not the only one, say nothing of it
        verb_words = doc[inner.i : nominaliser.i].text  # 提供してくれる, 獲得した
        return (
            f"{doc[start : token.i + 1].text} is a clause nominalised with {nominaliser.text} and marked {token.text}, "
            f"which the op does not take as a subject, and {verb_words} inside it has no subject marked {slot.label} "
            "of its own"
        )
    return ""


def _marks_like(token: Token, slot: SlotSpec) -> bool:
    """A particle of the slot's that marks the phrase before it (私が, 彼は), not one stacked on another particle
    (には, でも, とは) or a conjunction (…たが)."""
    return (
        token.text in slot.particles
        and token.tag_.startswith(("助詞-格助詞", "助詞-係助詞"))
        and token.i > 0
        and not token.doc[token.i - 1].tag_.startswith("助詞")
    )


# Formal nouns that head a nominalised clause (会ったことがある, 読むのが好きだ): their が/は marks no participant.
FORMAL_NOUNS = frozenset(
    {"こと", "事", "もの", "物", "の", "ところ", "所", "わけ", "訳", "はず", "ため", "為"}
)


def _no_partner_reason(
    clauses: Sequence[Clause], found: Sequence[tuple[list[Argument], list[Argument]]], partner_slot: SlotSpec
) -> str:
    """Why no clause with a subject has a partner, true of the sentence: there is none, or the parse hangs the
    one there is on a predicate without a subject (修理業者が|壊れた蛇口を直した: 修理業者が → 壊れた)."""
    label = partner_slot.label
    # A partner inside a subject's relative clause (料理をしている男性が) is no partner of any subject.
    inside = {i for subjects, _ in found for subject in subjects for i in range(subject.start, subject.end)}
    for clause, (subjects, partners) in zip(clauses, found, strict=True):
        if partners and not subjects and clause.predicate.i in inside:
            # 洗濯機が|大きな音を立てるのが残念: the parse gives the partner's clause away as a second subject
            for other, (others, _) in zip(clauses, found, strict=True):
                holder = next((s for s in others if s.start <= clause.predicate.i < s.end), None)
                if holder is not None and len(others) > 1:
                    shown = ", ".join(s.span.text for s in others)
                    return (
                        f"the parse gives {other.predicate.text} two subjects ({shown}), and the {label}-phrase "
                        f"{partners[0].span.text} is inside {holder.span.text}"
                    )
        if partners and not subjects and clause.predicate.i not in inside:
            partner = partners[0]
            if partner.limit is not None and partner.limit.freedom == Freedom.NONE:
                return partner.limit.reason
            return _split_pair_reason(clause, partner, label, clauses, found)
    for clause, (subjects, partners) in zip(clauses, found, strict=True):
        if partners and not subjects and clause.predicate.i in inside and partners[0].particle != "を":
            # 大阪市の阪神百貨店で|この記録達成を祝う|セレモニーがあり: a place or a goal before a relative clause
            # may be either predicate's, so the reason names the parse's choice (a を-phrase there is the relative
            # clause's object, 料理をしている男性が: "no を-argument of a predicate with a subject" is true of it)
            holder = next(s for ss, _ in found for s in ss if s.start <= clause.predicate.i < s.end)
            return (
                f"the parse hangs the {label}-phrase {partners[0].span.text} on {clause.predicate.text} inside "
                f"the subject {holder.span.text}, not on the subject's predicate"
            )
    return (
        _adjunct_reason(clauses, partner_slot)
        or _unlimited_adjunct_reason(clauses, found, partner_slot)
        or _buried_partner_reason(clauses, partner_slot)
        or _unattached_partner_reason(clauses, partner_slot)
        or _copula_partner_reason(clauses, found, partner_slot)
        or _unclaimed_partner_reason(clauses, partner_slot)
        or f"no {label}-argument of a predicate with a subject"
    )


def _copula_partner_reason(
    clauses: Sequence[Clause], found: Sequence[tuple[list[Argument], list[Argument]]], partner_slot: SlotSpec
) -> str:
    """A phrase of a predicate with a subject that ends in the partner's particle plus a focus particle where
    Sudachi tags that particle as the copula's conjunctive form (他の検索ページでも: で+も; 最終的には: the
    na-adjective 最終的 with に+は), so the clause view marks the phrase with the focus particle alone: said so,
    naming the phrase, or ''."""
    for clause, (subjects, _) in zip(clauses, found, strict=True):
        if not subjects:
            continue
        for argument in clause.arguments:
            tokens = argument.particle_tokens
            doc = argument.span.doc
            if not tokens or tokens[0].i <= argument.start:
                continue
            before = doc[tokens[0].i - 1]
            if (
                before.text not in partner_slot.particles
                or not before.tag_.startswith("助動詞")
                or not tokens[0].tag_.startswith("助詞-係助詞")
            ):
                continue
            stem = doc[before.i - 1] if before.i > argument.start else None
            if (
                stem is not None and "形状詞" in stem.tag_ and stem.text.endswith("的")
            ):  # 最終的 (not メジャー)
                adjective = doc[min(argument.head.i, stem.i) : stem.i + 1].text
                return (
                    f"{argument.span.text} is the na-adjective {adjective} with {before.text} and {tokens[0].text}, "
                    "an adverbial, not a case partner"
                )
            return (
                f"the parse tags the {before.text} of {argument.span.text} as the copula (だ), not as the case "
                f"particle {before.text}: the tool does not take the phrase as a {partner_slot.label}-argument"
            )
    return ""


def _is_postposition(token: Token) -> bool:
    """The token is (part of) a compound postposition in the clause view (をもって, に向けて, に関係なく)."""
    return _RepairedTree(token.doc).is_postposition(token.i)


def _unclaimed_partner_reason(clauses: Sequence[Clause], partner_slot: SlotSpec) -> str:
    """A noun marked with the partner's case particle that is a phrase of no clause because the parse hangs it on
    a word the tool does not read as a clause's predicate (父の仕事に → the verbal noun 従事 of 従事する), or
    reads it as a clause of its own (にわか雨に tagged as an adjective, advcl of 会っ): said as the parse's
    attachment, or ''."""
    if not clauses:
        return ""
    doc = clauses[0].predicate.doc
    covered = _covered_tokens(clauses)
    predicates = {clause.predicate.i: clause for clause in clauses}
    for token in doc:
        noun = token.head
        if (
            token.text not in partner_slot.particles
            or not token.tag_.startswith("助詞-格助詞")
            or token.i == 0
            or token.i in covered
            or noun.i != token.i - 1
            or not noun.tag_.startswith(("名詞", "代名詞"))
            # the parse's head before the phrase (値段のわりに → 値段): no attachment worth naming
            or noun.head.i <= token.i
            # ために, と共に, のわりに, 同日に, 1965年に: a formal noun, an adverb-like or a counted noun, no argument
            or noun.lemma_ in FORMAL_NOUNS
            or "副詞可能" in noun.tag_
            or "助数詞" in noun.tag_
            or noun.pos_ == "NUM"
            or (noun.i > 0 and doc[noun.i - 1].text == "と" and doc[noun.i - 1].pos_ == "ADP")  # と共に
            or (token.i + 1 < len(doc) and doc[token.i + 1].dep_ == "fixed")  # によれば, において
        ):
            continue
        start = first = noun.left_edge.i
        for k in range(first, noun.i):
            # The parse's subtree may reach over phrases of their own: a topic (…父親は|製薬会社の元会長で), a comma
            # after a particle or a date (そのうちの、|鶴の湯温泉で, 12日、), or a phrase hanging outside the subtree
            # (「…」と|口コミで); not a phrase hanging inside it (必要とされる水準に, 収益が見込める路線に) nor a list
            # (米ドル、欧州ユーロ、日本円の3大通貨に).
            marker = doc[k]
            before = doc[k - 1] if k > 0 else marker
            if (
                (marker.text in ("は", "も") and marker.tag_.startswith("助詞-係助詞"))
                or (
                    marker.tag_.startswith("補助記号-読点")
                    and (
                        before.pos_ in ("ADP", "AUX", "VERB")
                        or ("助数詞" in before.tag_ and k >= 2 and doc[k - 2].pos_ == "NUM")  # 12日、
                    )
                )
                or (
                    marker.tag_.startswith(("補助記号-括弧", "助詞-格助詞", "助詞-係助詞"))
                    and marker.text != "の"
                    and not first <= marker.head.head.i <= noun.i
                )
            ):
                start = k + 1
        shown = doc[start : token.i + 1].text
        host = noun.head
        if (
            host.i not in predicates
            and host.pos_ in ("NOUN", "PROPN", "PRON", "NUM")
            and (host.dep_ == "ROOT" or (host.i + 1 < len(doc) and doc[host.i + 1].tag_.startswith("接尾辞")))
        ):
            continue  # …4-3と勝ち越し。, 打撃的であり: the noun is (part of) a predicate the tool does not build
        if host.i not in predicates and _is_postposition(host):
            continue  # 今月末をもって, オリンピックに向けて, 年齢に関係なく: no partner of any clause
        if host.i not in predicates and host.pos_ in ("NOUN", "PROPN", "PRON", "NUM"):
            return f"the tool does not pair {shown}: the parse hangs it on the noun {host.text}, not on a predicate"
        if host.i not in predicates:
            return (
                f"the parse attaches the {partner_slot.label}-phrase {shown} to {host.text}, which has no phrase the "
                "tool takes as its subject"
            )
        inner = doc[start : noun.i]
        if noun.dep_ == "advcl" and not any(t.text in ("が", "を", "は") and t.pos_ == "ADP" for t in inner):
            # (not ある人が米沢市長を…あいさつで: the parse's clause spans phrases of their own)
            return (
                f"the tool does not pair {shown}: the parse links it to {host.text} as a clause of its own (advcl), "
                "not as a phrase of it"
            )
    return ""


def _unattached_partner_reason(clauses: Sequence[Clause], partner_slot: SlotSpec) -> str:
    """A noun marked with the partner's case particle that no clause has as a phrase of its own, said as where the
    parse puts it: inside another phrase (フランス本土でも|似た症状が: on the relative clause 似た inside the subject)
    or on a noun as its modifier (横浜市で|音楽活動を|開始: nmod of the verbal noun 開始), or ''."""
    if not clauses:
        return ""
    doc = clauses[0].predicate.doc
    phrases = [phrase for clause in clauses for phrase in (*clause.arguments, *clause.adjuncts)]
    own = {
        t.i for phrase in phrases for t in phrase.particle_tokens
    }  # particles that end a phrase of its own
    for token in doc:
        if (
            token.text not in partner_slot.particles
            or not token.tag_.startswith("助詞-格助詞")
            or token.i == 0
            or token.head.i != token.i - 1
            or token.head.pos_ not in ("NOUN", "PROPN", "PRON")
        ):
            continue
        noun = token.head
        if token.i in own:
            continue
        if token.i + 1 < len(doc) and doc[token.i + 1].dep_ == "fixed":
            continue  # によれば, において: a compound postposition
        end = token.i + 1
        while end < len(doc) and doc[end].tag_.startswith("助詞-係助詞") and doc[end].head.i == noun.i:
            end += 1  # フランス本土でも: the focus particle stays with its phrase
        start = noun.left_edge.i
        for k in range(start, noun.i):
            if doc[k].text in ("が", "は", "も", "、") and doc[k].tag_.startswith(("助詞", "補助記号")):
                start = k + 1  # 水が|フィールドで: the parse's subtree may reach over a phrase of its own
        shown = doc[start:end].text
        holder = next((p for p in phrases if p.span.start <= token.i < p.span.end), None)
        if holder is not None:
            return (
                f"the parse puts {shown} inside the phrase {holder.span.text} (on {noun.head.text}), so the tool "
                "does not take it as a phrase of a predicate the op rewrites"
            )
        if noun.dep_ == "nmod":
            return (
                f"the parse attaches {shown} to {noun.head.text} as a noun's modifier, so the tool does not take it "
                "as a phrase of a predicate the op rewrites"
            )
    return ""


def _unlimited_adjunct_reason(
    clauses: Sequence[Clause], found: Sequence[tuple[list[Argument], list[Argument]]], partner_slot: SlotSpec
) -> str:
    """A phrase with the partner's particle that the clause view reads as an adverbial of a predicate with a subject,
    without a reason of its own (全国10都市以上で, 歌うことに), first in a clause with a subject: said as the tool's
    reading, or ''."""
    with_subject = [clause for clause, (subjects, _) in zip(clauses, found, strict=True) if subjects]
    for clause in [*with_subject, *(c for c in clauses if c not in with_subject)]:
        for adjunct in clause.adjuncts:
            case = next((t.text for t in adjunct.particle_tokens if t.tag_.startswith("助詞-格助詞")), "")
            if adjunct.limit is None and (case or adjunct.particle) in partner_slot.particles:
                return (
                    f"the tool reads the {partner_slot.label}-phrase {adjunct.span.text} as an adverbial of "
                    f"{clause.predicate.text}, not as a case partner"
                )
    return ""


def _buried_partner_reason(clauses: Sequence[Clause], partner_slot: SlotSpec) -> str:
    """A noun marked with the partner's particle that the parse hangs on a later noun inside a bigger phrase
    (千葉県内の病院で|下咽頭癌のため: 病院 → 下咽頭癌), so no predicate has it as a phrase of its own, or ''."""
    for clause in clauses:
        for argument in clause.arguments:
            if argument.is_subject:
                continue  # 漫画家で江戸風俗研究家だった…さんが: a modifier of the subject, no partner of the verb
            doc = argument.span.doc
            for token in doc[argument.start : argument.end - len(argument.particle_tokens)]:
                noun = token.head
                if (
                    token.text in partner_slot.particles
                    and token.tag_.startswith("助詞-格助詞")
                    and noun.i == token.i - 1
                    and noun.pos_ in ("NOUN", "PROPN", "PRON")
                    and noun.head.i > token.i
                    and noun.head.pos_ in ("NOUN", "PROPN")
                    # 病院で|下咽頭癌, １日に|３分: a noun follows; not によると, ところによれば (a compound postposition)
                    and doc[token.i + 1].pos_ in ("NOUN", "PROPN", "PRON", "NUM")
                ):
                    phrase = doc[argument.start : token.i + 1].text
                    return (
                        f"{phrase} is marked {token.text}, but the parse hangs it on the noun {noun.head.text} "
                        f"inside {argument.span.text}, not on a predicate the op rewrites"
                    )
    return ""


def _adjunct_reason(clauses: Sequence[Clause], partner_slot: SlotSpec) -> str:
    """Why a phrase with the partner's particle is no partner, when the clause view says (三日前に: a time
    phrase; 今回の調査で: an event), or ''."""
    for clause in clauses:
        for adjunct in clause.adjuncts:
            case = next((t.text for t in adjunct.particle_tokens if t.tag_.startswith("助詞-格助詞")), "")
            if adjunct.limit is not None and (case or adjunct.particle) in partner_slot.particles:
                return adjunct.limit.reason
    return ""


def _between_subject_and_partner(found: Sequence[tuple[list[Argument], list[Argument]]]) -> str:
    """The words between the first subject and the nearest partner of its clause (一緒に), for skip reasons."""
    for subjects, partners in found:
        if subjects and partners:
            subject = subjects[0]
            partner = min(partners, key=lambda a: abs(a.start - subject.start))
            left, right = sorted((subject, partner), key=lambda a: a.start)
            return left.span.doc[left.end : right.start].text.strip("、")
    return ""


def _predicate_as_parsed(predicate: Token) -> str:
    """The predicate's word for a skip reason; an adjective's 〜く + とも is an adverb the parse took as a predicate
    (少なくとも 'at least', 遅くとも, 早くとも, 多くとも): named so, since the adverb is no predicate of the sentence
    (heldout-m: むきアンの商品は少なくとも… — "a predicate" was judged untrue of 少なく)."""
    doc = predicate.doc
    after = doc[predicate.i + 1] if predicate.i + 1 < len(doc) else None
    if (
        predicate.pos_ == "ADJ"
        and predicate.text.endswith("く")
        and after is not None
        and after.text == "とも"
    ):
        return f"{predicate.text} (of the adverb {predicate.text}とも, which the parse reads as a predicate)"
    return predicate.text


def topic_attachment_reason(topic: str, predicate: str) -> str:
    """A は-topic the tool does not take as a subject because of where the parse attaches it: said as the parse's
    attachment and the tool's policy, not as a fact about the sentence (the topic may well be the subject of the
    whole sentence: 彼は私に会社を辞めたいといった, with the parse attaching 彼は to 辞め)."""
    return (
        f"the parse attaches the topic {topic} to {predicate}, a predicate that does not end the sentence: the tool "
        "takes a は-topic as a subject only of the predicate the parse attaches it to, and only when that "
        "predicate ends the sentence"
    )


def control_frame_reason(topic: str, predicate: str, frame: str) -> str:
    """A は-topic of a predicate before a control frame (彼は音楽会に行くつもりだ): the topic is the one who intends
    and the controlled subject of the predicate; a voice change of the predicate would make another phrase the one
    who intends, so the voice ops leave the clause alone (the argument ops do rewrite it)."""
    return (
        f"{topic} is the topic of {predicate} under {frame}, which says what the topic intends: a voice change of "
        f"{predicate} would make another phrase the one who intends, so the op leaves the clause alone"
    )


def _ends_nominal(body: Span) -> bool:
    """The phrase's body ends in a noun, pronoun, number or nominal suffix (not a te-form: 天候によっ|て)."""
    return body[-1].pos_ in ("NOUN", "PROPN", "PRON", "NUM") or body[-1].tag_.startswith("接尾辞")


def _is_noun_topic(argument: Argument) -> bool:
    """A noun phrase marked は alone (私は), not a conditional adverbial that ends in は (状況によっては, 場合には)."""
    if argument.particle != "は" or len(argument.particle_tokens) != 1:
        return False
    body = argument.body
    return bool(len(body)) and _ends_nominal(body)


def _topic_and_phrase_reason(clause: Clause, label: str, phrase: Argument) -> str | None:
    """The parse attaches a noun topic and the phrase to one predicate that does not end the sentence: said as the
    parse's attachment and the tool's policy, or None when the clause has no such topic."""
    if clause.ends_sentence:
        return None
    topic = next((a for a in clause.arguments if _is_noun_topic(a)), None)
    if topic is None:
        return None
    return (
        f"the parse attaches both the topic {topic.span.text} and the {label}-phrase {phrase.span.text} to "
        f"{clause.predicate.text}, a predicate that does not end the sentence: the tool takes a は-topic as a "
        "subject only of a predicate that ends the sentence"
    )


def _chained_subject_reason(
    clause: Clause, label: str, phrase: Argument, clauses: Sequence[Clause]
) -> str | None:
    """彼女は床に横たわって|読書を始めた: the parse attaches the subject to a predicate that chains to the phrase's
    predicate (a te-form or 連用形 link), and the clause view reads it as that predicate's subject too
    (`_shared_subject_limit`). Saying that the predicate "has no phrase the tool takes as its subject" then
    contradicts the pair beside it ("彼女は is also the subject of 始めた": heldout-o, judged false): the reason
    names both attachments instead, as the parse's, or None."""
    for other in clauses:
        if (
            other is clause
            or other.predicate.head.i != clause.predicate.i
            or other.predicate.i > phrase.start
        ):
            continue
        for subject in other.arguments:
            if (
                subject.is_subject
                and subject.limit is not None
                and " is also the subject of " in subject.limit.reason
            ):
                return (
                    f"the parse attaches the {label}-phrase {phrase.span.text} to {clause.predicate.text} and the "
                    f"subject {subject.span.text} to {other.predicate.text}, a predicate chained to "
                    f"{clause.predicate.text}: the tool pairs two phrases only when the parse attaches both to one "
                    "predicate"
                )
    return None


def _split_pair_reason(
    clause: Clause,
    partner: Argument,
    label: str,
    clauses: Sequence[Clause],
    found: Sequence[tuple[list[Argument], list[Argument]]],
) -> str:
    """The partner hangs on a predicate with no phrase the tool takes as its subject: say where the parse attaches
    it and the subjects it finds, as the parse's attachment (the sentence may pair them all the same: 子供たちは
    先生のまねをしようとした, with the parse attaching 先生のまねを to しよう and 子供たちは to し)."""
    both = _topic_and_phrase_reason(clause, label, partner) or _chained_subject_reason(
        clause, label, partner, clauses
    )
    if both is not None:
        return both
    elsewhere = [
        f"{subjects[0].span.text} to {other.predicate.text}"
        for other, (subjects, _) in zip(clauses, found, strict=True)
        if subjects
    ][:3]
    where = f", and the subject{'s' if len(elsewhere) > 1 else ''} it finds to other predicates ({'; '.join(elsewhere)})"
    return (
        f"the parse attaches the {label}-phrase {partner.span.text} to {clause.predicate.text}, which has no phrase "
        f"the tool takes as its subject{where if elsewhere else ''}: the tool pairs two phrases only when the parse "
        "attaches both to one predicate"
    )


def _marked_elsewhere_reason(
    clauses: Sequence[Clause], rules: Sequence[tuple[Rule, Mapping[str, SlotSpec]]], reason: str
) -> str | None:
    """A truer wording of "no subject marked が/は" and "no object marked を" when the sentence does have such a
    phrase, but not where the rule can take it, or None:

    - the subject candidate is marked も, which the rule does not take (今回だけは彼も本当のことを言ったようだ);
    - the only を-phrase is inside a relative clause (タリウムを含む殺鼠剤が…);
    - the を-phrases hang on predicates with no subject in the parse."""
    for _, slots in rules:
        for name, spec in slots.items():
            plain = f"no {name} marked {spec.label}"
            if reason != plain and not reason.startswith(plain + " in a clause with"):
                continue
            if name == "subject":
                return _other_subject_particle_reason(clauses, spec)
            if spec.particles & set(_SUBJECT_MARKERS):
                return None  # a causer or another slot marked like a subject: no partner to place
            if not all(
                any(isinstance(c, Adnominal) and c.value is False for c in r.conditions) for r, _ in rules
            ):
                return None  # a rule of the op may rewrite a clause that modifies a noun: say no more
            return _partner_placement_reason(clauses, name, spec)
    return None


# Particles that mark a subject in some rule (が, は, も): a phrase with one the rule does not take is named.
_SUBJECT_MARKERS = ("が", "は", "も")


def _other_subject_particle_reason(clauses: Sequence[Clause], spec: SlotSpec) -> str | None:
    for clause in clauses:
        for argument in clause.arguments:
            particle = argument.particle
            if (
                particle in _SUBJECT_MARKERS
                and particle not in spec.particles
                and len(argument.particle_tokens) == 1
                and len(argument.body)
                and argument.body[-1].pos_ in ("NOUN", "PROPN", "PRON")
                and argument.body[-1].lemma_ not in FORMAL_NOUNS  # 課すことも: a clause, not a participant
                and (argument.limit is None or argument.limit.freedom > Freedom.NONE)
                # a subject candidate: it names someone who acts, or its clause has a を-object besides it (前売りも
                # 延期する: a も-object is not named)
                and (
                    recognise_tokens(argument.body) is not None
                    or any(a.particle == "を" for a in clause.arguments if a is not argument)
                )
            ):
                return (
                    f"{argument.span.text} is marked {particle}, which this rule does not take as a subject "
                    f"(only {spec.label})"
                )
    return None


def _modified_noun(predicate: Token) -> str:
    """The noun a relative clause modifies: its head in the parse when that is a noun (パルマに住んでいた|ユダヤ教に
    改宗した|人々: 住ん → 人々), else the word after its predicate chain."""
    if predicate.dep_ == "acl" and predicate.head.pos_ in ("NOUN", "PROPN", "PRON", "NUM"):
        return predicate.head.text
    return predicate.doc[predicate_chain(predicate).end].text


def _partner_placement_reason(clauses: Sequence[Clause], name: str, spec: SlotSpec) -> str | None:
    marked = [(clause, a) for clause in clauses for a in clause.phrases if a.particle in spec.particles]
    if not marked or any(a.limit is not None and a.limit.freedom == Freedom.NONE for _, a in marked):
        return None  # a phrase the parse cuts wrong (ニッポンを of スポーツニッポンを) is not quoted as one
    label = spec.label
    if all(is_adnominal(clause.predicate) for clause, _ in marked):
        links = "; ".join(
            dict.fromkeys(f"{c.predicate.text} → {_modified_noun(c.predicate)}" for c, _ in marked)
        )
        phrases = ", ".join(a.span.text for _, a in marked)
        doc = marked[0][0].predicate.doc
        particles = sum(t.text in spec.particles and t.tag_.startswith("助詞-格助詞") for t in doc)
        only = "only " if particles == len(marked) else ""  # no other に in the sentence (an adjunct's)
        if len(marked) == 1:
            return (
                f"the {only}{label}-phrase, {phrases}, is inside a clause that modifies a noun in the parse ({links}), "
                "which the op does not rewrite"
            )
        return (
            f"the {label}-phrases, {phrases}, are inside clauses that modify a noun in the parse ({links}), which the "
            "op does not rewrite"
        )
    clause, phrase = next((c, a) for c, a in marked if not is_adnominal(c.predicate))
    if any(t.text == "が" and t.tag_.startswith("助詞-格助詞") for t in phrase.body):
        return (
            None  # the parse glued a subject into the phrase (…前大統領が列車での移動を): not quoted as one
        )
    if any(a.is_subject and (a.particle != "は" or clause.ends_sentence) for a in clause.arguments):
        return None  # the clause has a subject of its own: the rule's own reason stands
    both = _topic_and_phrase_reason(clause, label, phrase) or _chained_subject_reason(
        clause, label, phrase, clauses
    )
    if both is not None:
        return both
    return (
        f"the parse attaches the {label}-phrase {phrase.span.text} to {clause.predicate.text}, which has no phrase "
        "the tool takes as its subject"
    )
