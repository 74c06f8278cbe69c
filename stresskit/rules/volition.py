"""Conditions of the causative on volition (session 12, error class 6 "causer"): a make-causative says someone makes
the subject do something, so an event the clause itself says happened by chance, without intent or as the outcome
of a journey has no causer, and the op skips it with the reason (rules/causative.yaml).

- `chance_adverb`: an adverb of chance or inadvertence governs the predicate (偶然, たまたま, 思わず, うっかり, ふと):
  ×ある人が彼に偶然その光景を見させた.
- `arrival`: a verb of arriving (着く, たどり着く) without a seat or a post as its goal (席に着く, 眠りにつく, which
  are acts): ×ある人が彼を明日パリにつかせる.
- `evaluated_manner` (session 15): an adverb judging how well the subject does it (上手に, うまく, 流暢に; よくやる
  'do well') governs the predicate: an ability or a performance, which no causer can bring about
  (×ある人が彼に中国語をとても上手に話させる, ×ある人がジョンを期待以上によくやらせた).
- `asking_chunk` (session 15): a verb of hearing with a noun it asks for (事情を聴く 'question someone', 意見を聞く):
  its causative 聞かせる reads as 'tell' (×ある人が同署に…事情を聴かせている).

Registered with the other conditions (stresskit/rules/conditions.py names this module among its builtins)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from stresskit.parsing.clauses import Argument, Clause, rule_lexicon_words
from stresskit.rules.conditions import (
    CONDITIONS,
    FoundCondition,
    Reaction,
    VerbListCondition,
    _predicate_in,
)

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

# Parts of speech of a word that heads a predicate of its own: an adverb hung on one of them (偶然見つけた本を)
# belongs to that clause, not to the clause's predicate. An adjective is not one: an adverb of chance cannot modify
# it, so the parse that hangs one there (つい/甘い|ものを食べてしまう) has misplaced the verb's adverb.
PREDICATE_POS = frozenset({"VERB", "AUX"})
# A one-word match of these parts of speech is a verb's or a particle's form spelt like the adverb (つい of 付く in
# ついている, について), not the adverb.
NOT_ADVERB_POS = frozenset({"VERB", "AUX", "ADP", "SCONJ", "PART"})
# つい 'just' before a time (つい最近, つい先日) says how recent, not inadvertence (つい食べてしまう).
RECENT = frozenset(
    {"最近", "先日", "先ほど", "先程", "さっき", "今しがた", "この間", "こないだ", "今", "昨日", "今朝"}
)


def _governs(span: Span, predicate: Token) -> bool:
    """The words hang on the predicate with no other predicate between: the phrase's root, or the nouns it hangs on
    (知らず知らずのうちに: うち), reach the predicate before any verb or auxiliary of another clause."""
    token = span.root.head
    while token.i != predicate.i:
        if token.pos_ in PREDICATE_POS or token.head.i == token.i:
            return False
        token = token.head
    return True


def _adverb_at(doc: Doc, token: Token, word: str) -> Span | None:
    """The words from `token` spelling `word`, ending at a word boundary, or None."""
    if doc.text[token.idx : token.idx + len(word)] != word:
        return None
    end = token.idx + len(word)
    for last in doc[token.i :]:
        if last.idx + len(last.text) == end:
            return doc[token.i : last.i + 1]
        if last.idx + len(last.text) > end:
            return None
    return None


def _noun_use(doc: Doc, following: Token) -> bool:
    """The word before `following` is used as a noun: a suffix follows it (偶然性), or の that does not open
    のうちに/の間に (偶然の一致, but 知らず知らずのうちに)."""
    if following.tag_.startswith("接尾辞"):
        return True
    if following.text != "の":
        return False
    after = doc[following.i + 1] if following.i + 1 < len(doc) else None
    return after is None or after.text not in ("うち", "内", "間")


def chance_adverb(clause: Clause, adverbs: frozenset[str]) -> str | None:
    """The adverb of chance or inadvertence the list names that governs the clause's predicate (`_governs`), as
    written, or None. つい before a time (つい最近) is not one."""
    predicate = clause.predicate
    doc = predicate.doc
    words = sorted(adverbs, key=len, reverse=True)
    for token in doc[: predicate.i]:
        for word in words:
            span = _adverb_at(doc, token, word)
            if span is None or span.end > predicate.i:
                continue
            following = doc[span.end] if span.end < len(doc) else None
            if len(span) == 1 and span[0].pos_ in NOT_ADVERB_POS:
                continue  # the verb つい of ついている/について, not the adverb
            if following is not None and _noun_use(doc, following):
                continue  # 偶然の一致, 偶然性: a noun of chance, not an adverb of the act
            if word in ("つい", "ついつい") and following is not None:
                if following.lemma_ in RECENT or "副詞可能" in following.tag_ or following.pos_ == "NUM":
                    continue
            if _governs(span, predicate):
                return span.text
            break
    return None


@CONDITIONS.register
class ChanceAdverb(VerbListCondition):
    """`chance_adverb: [$chance_adverbs]`: skip a clause whose predicate an adverb of chance or inadvertence the list
    names governs (`chance_adverb`: 偶然, たまたま, 思わず, うっかり, ふと). The adverb says the event happened by
    chance or without the subject meaning it, so no one made them do it: a causer contradicts it
    (×ある人が彼に偶然その光景を見させた, ×ある人が私たちをたまたま同じ電車に乗らせていた). An adverb inside a phrase
    of another clause (偶然見つけた本を) does not count."""

    name = "chance_adverb"
    example = ["偶然"]

    def reason(self, clause: Clause, clauses: Sequence[Clause]) -> str | None:
        adverb = chance_adverb(clause, self.value)
        if adverb is None:
            return None
        return (
            f"the adverb {adverb} says the event happened by chance or without the subject meaning it, so no one"
            " made them do it: a causer contradicts it (×ある人が彼に偶然その光景を見させた)"
        )


def seat_or_post(clause: Clause) -> str | None:
    """The に-phrase before the predicate whose head is a seat, a post or sleep (rules/lexicons/posts.yaml: 席に,
    眠りに, 職に), as written, or None."""
    posts = rule_lexicon_words("posts")
    for argument in clause.arguments:
        if argument.particle != "に" or argument.start > clause.predicate.i:
            continue
        head = argument.head
        if {head.lemma_, head.norm_, head.text} & posts:
            return argument.span.text
    return None


@CONDITIONS.register
class Arrival(VerbListCondition):
    """`arrival: [$arrival_verbs]`: skip a verb of arriving the list names (着く, たどり着く) unless its に-goal is a
    seat, a post or sleep (`seat_or_post`: 席に着く, 眠りにつく, which are acts one is made to do). Arriving is the
    outcome of a journey, not an act done on command: no one makes a person arrive, one takes them there
    (×ある人が彼を明日パリにつかせる, ×１０分歩くと、ある人が私を駅に着かせた)."""

    name = "arrival"
    example = ["着く"]

    def reason(self, clause: Clause, clauses: Sequence[Clause]) -> str | None:
        if not _predicate_in(clause, self.value) or seat_or_post(clause) is not None:
            return None
        return (
            f"the predicate {clause.predicate.lemma_} says arriving, the outcome of a journey, not an act one is"
            " made to do: no one makes a person arrive (×ある人が彼を明日パリにつかせる); taking a seat or a post"
            " (席に着く, 眠りにつく) would keep its causative"
        )


def evaluated_manner(clause: Clause, entries: frozenset[str]) -> str | None:
    """The adverb of the list that judges how well the subject does the act and governs the predicate (`chance_adverb`
    finds it: 上手に, うまく, 流暢に), as written, or None. An entry ADVERB+VERB counts only with that verb (よく+やる
    'do well'; よく alone is also 'often')."""
    plain = frozenset(entry for entry in entries if "+" not in entry)
    paired = frozenset(
        adverb
        for adverb, verb in (entry.split("+", 1) for entry in entries if "+" in entry)
        if verb in (clause.predicate.lemma_, clause.predicate.norm_)
    )
    return chance_adverb(clause, plain | paired) if plain | paired else None


@CONDITIONS.register
class EvaluatedManner(VerbListCondition):
    """`evaluated_manner: [$manner_evaluations]`: skip a clause whose predicate an adverb judging the subject's
    performance governs (`evaluated_manner`: 上手に, 下手に, うまく, 流暢に, よく+やる). The clause says an ability or
    how well something was done, which is the subject's own: no causer makes someone speak a language well or do well
    (×ある人が彼に中国語をとても上手に話させる, ×ある人がジョンを期待以上によくやらせた, heldout-m class 6)."""

    name = "evaluated_manner"
    example = ["上手に"]
    # The last word on a clause the rest of its rule let through: with やる in `object_elided` (caus19) 彼らは期待以上に
    # よくやった is the object-elided rule's clause, and the manner is why it is skipped, not the intransitive rule's list
    decisive = True

    def reason(self, clause: Clause, clauses: Sequence[Clause]) -> str | None:
        adverb = evaluated_manner(clause, self.value)
        if adverb is None:
            return None
        return (
            f"the adverb {adverb} judges how well the subject does it, an ability or a performance of their own: no"
            " causer can make someone do it well (×ある人が彼に中国語をとても上手に話させる)"
        )


@CONDITIONS.register
class ElidedObject(VerbListCondition):
    """`elided_object: [$doing_verbs]`: skip a predicate the list names (やる 'do') in the intransitive rule. It is a
    transitive verb said without its object (私がちゃんとやりますから), so its causee takes に, which the object-elided rule
    writes (ある人が私にちゃんとやらせますから); with を the causee would read as the thing done (caus19 class 6)."""

    name = "elided_object"
    example = ["やる"]

    def reason(self, clause: Clause, clauses: Sequence[Clause]) -> str | None:
        if not _predicate_in(clause, self.value):
            return None
        return (
            f"the predicate {clause.predicate.lemma_} is a transitive verb ('do') said without its object: its causee"
            " takes に (ある人が私にちゃんとやらせます), not を, which would read as the thing done"
        )


@CONDITIONS.register
class AskingChunk(Reaction):
    """`asking_chunk: [事情+聴く]`: the phrase and the verb are not a chunk of asking the list names as NOUN+VERB
    (事情を聴く 'question someone', 意見を聞く 'ask for opinions', 言い分を聞く): the causative 聞かせる of such a verb reads
    as 'tell' (×ある人が同署に…事情を聴かせている 'let the station hear the circumstances', heldout-m class 10)."""

    name = "asking_chunk"
    example = ["事情+聴く"]

    def why(self, argument: Argument) -> str:
        return (
            f" ({argument.body.text} with this verb asks someone for it (事情を聴く 'question someone'): its causative"
            " 聞かせる would read as 'tell', the asked one's act, not the asker's)"
        )


@CONDITIONS.register
class AcclaimChunk(Reaction):
    """`acclaim: [人気+博す]`: the phrase and the verb are not a chunk of winning others' response the list names as
    NOUN+VERB (人気を博す 'gain popularity', 評判を得る, 注目を集める, 反感を買う): what others think of the subject is
    an outcome of their own, no act anyone makes the subject do (×ある人がジョーンズ氏に人気を博させた, heldout-o);
    one who brings it about is said with a verb of its own (注目させる is the audience's, not the subject's)."""

    name = "acclaim"
    example = ["人気+博す"]

    def why(self, argument: Argument) -> str:
        return (
            f" ({argument.body.text} with this verb is others' response the subject wins or draws (人気を博す 'gain"
            " popularity', 反感を買う): how others see them, no act anyone makes them do)"
        )


# Auxiliaries of the passive and the causative: a relative clause in either voice has its own role for the noun.
PASSIVE_CAUSATIVE = frozenset({"れる", "られる", "せる", "させる"})


def causer_relative(clause: Clause) -> tuple[str, str] | None:
    """(the relative clause, its verb) when the clause's first phrase, where the causer goes (`clause_start`), opens
    with a relative clause of its own (ネットで注文した|靴) whose verb may take a を-object and has neither a subject nor
    an object in it: the causer ある人が right before it reads as that verb's subject, with the phrase's noun as its
    object (ある人がネットで注文した靴 'the shoes someone ordered'), else None. A relative clause with its own subject or
    object (赤い服を着た女性) or an intransitive one (公園で遊んでいた子供) leaves the causer to the main clause."""
    from stresskit.operations.primitives import _object_frames

    if not clause.arguments:
        return None
    first = clause.arguments[0]
    span, doc = first.span, first.span.doc
    for token in span:
        if (
            token.dep_ != "acl"
            or not (span.start <= token.head.i < span.end)
            or token.left_edge.i != span.start
        ):
            continue
        if any(child.dep_ in ("nsubj", "csubj", "obj") for child in token.children):
            continue
        end = token.i + 1
        while end < token.head.i and (doc[end].pos_ == "AUX" or doc[end].lemma_ in ("する", "為る")):
            end += 1
        auxiliaries = {doc[k].lemma_ for k in range(token.i + 1, end)}
        if auxiliaries & PASSIVE_CAUSATIVE:
            continue  # 新たに逮捕された|熊谷容疑者: a passive's subject is the noun, no gap for the causer
        verbal_noun = (
            "サ変可能" in token.tag_
            and token.i + 1 < len(doc)
            and doc[token.i + 1].lemma_ in ("する", "為る")
        )
        # Evidence from the case frames only (買う, 注文する): a verbal noun they lack may be intransitive (露出した地面)
        if _object_frames().get(token.lemma_ + ("する" if verbal_noun else ""), 0.0) < 0.3:
            continue
        return doc[span.start : end].text, token.lemma_
    return None


@CONDITIONS.register
class CauserRelative(FoundCondition):
    """`causer_relative: false`: skip a clause whose first phrase opens with a relative clause that has no subject and
    no object of its own and a verb that may take one (`causer_relative`: ネットで注文した|靴が届きました). The causer
    inserted before it reads as that relative clause's subject (×ある人がネットで注文した靴を翌日に届けました 'the
    shoes someone ordered', heldout reviews class 6), so who ordered them would change."""

    name = "causer_relative"
    example = False
    present = ""
    missing = "the clause's first phrase opens with no relative clause lacking its subject and object"

    def find(self, clause: Clause) -> object | None:
        return causer_relative(clause)

    def explain(self, found: Any, clause: Clause) -> str:
        relative, verb = found
        return (
            f"the clause's first phrase opens with the relative clause {relative}, whose verb {verb} may take a"
            " を-object and has neither subject nor object: the causer inserted before it would read as its subject"
            " (ある人がネットで注文した靴 'the shoes someone ordered')"
        )


@CONDITIONS.register
class SubjectEvaluation(VerbListCondition):
    """`subject_evaluation: [$subject_evaluations]`: skip a clause whose predicate an adverb the list names governs
    (found as `chance_adverb` finds its adverbs: 勇敢にも, 親切にも, 愚かにも, 厚かましくも). The adverb judges the
    subject for doing the act; on a causative it would judge the causer, who becomes the subject
    (彼は勇敢にもそこへ行った → ×ある人が彼を勇敢にもそこへ行かせた 'someone bravely sent him there', heldout-r
    class 6), and what the premise says of the subject is lost."""

    name = "subject_evaluation"
    example = ["勇敢にも"]

    def reason(self, clause: Clause, clauses: Sequence[Clause]) -> str | None:
        adverb = chance_adverb(clause, self.value)
        if adverb is None:
            return None
        return (
            f"the adverb {adverb} judges the subject for doing the act: on the causative it would judge the causer,"
            " who becomes the subject (×ある人が彼を勇敢にもそこへ行かせた), and what it says of the subject is lost"
        )
