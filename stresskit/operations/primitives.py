"""The built-in operation primitives, Tsurgeon-style: each acts on the phrases a pattern matched.

One class per primitive (see base.Operation for what each method is for). `revoice` is the one that can
fail on a particular clause (a verb form the conjugation table lacks): its `check` gives the reason, and
the matcher skips such a clause instead of rewriting it wrongly.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING

from stresskit.operations.base import (
    CLAUSE_START,
    OPERATIONS,
    PREDICATE,
    Claims,
    Expectation,
    Kind,
    Operation,
    Param,
    Slots,
    particle_text,
)
from stresskit.operations.verb_pairs import builtin_pairs
from stresskit.parsing.animacy import ANIMAL, ORGANISATION, PERSON, kind_words, recognise_tokens
from stresskit.parsing.clauses import (
    clause_lexicons,
    floated_quantifier,
    is_clause_connective,
    is_idiom,
    lexicon_words,
    quantifier_host,
    rule_lexicon_words,
)
from stresskit.parsing.conjugation import (
    UnsupportedForm,
    Voice,
    causative_form_refusal,
    dictionary_words,
    finite_shape,
    relexicalise,
    revoice,
    starts_bunsetsu,
    stem_verb,
    voice_change_refusal,
)
from stresskit.parsing.script import DURATION_COUNTERS
from stresskit.parsing.script import has_kanji as _has_kanji
from stresskit.parsing.script import is_hiragana as _is_hiragana
from stresskit.parsing.script import is_kanji as _is_kanji
from stresskit.parsing.script import is_katakana as _is_katakana

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

    from stresskit.operations.rewrite import Rewrite
    from stresskit.parsing.case_frames import Frame
    from stresskit.parsing.clauses import Argument

COMMAS = frozenset({"、", "，", ","})
NOMINAL_POS = frozenset({"NOUN", "PROPN", "PRON", "NUM"})
DIGITS = frozenset("0123456789０１２３４５６７８９")
_LATIN = re.compile(r"[A-Za-zＡ-Ｚａ-ｚ0-9０-９]")


def _kanji_word(text: str) -> bool:
    """Written in kanji alone, counting the iteration mark 々 as the kanji it repeats (国々, 人々, 様々, 佐々木):
    a word like 国々 glues onto the kanji noun after it as readily as 国 does (国々|独立 → ×国々独立)."""
    return bool(text) and text[0] != "々" and _is_kanji(text.replace("々", ""))


def _is_name(token: Token) -> bool:
    """A proper noun by Sudachi's tag (GiNZA's PROPN also covers common katakana nouns), or a Latin word."""
    return token.tag_.startswith("名詞-固有名詞") or bool(_LATIN.search(token.text))


ARU = frozenset({"ある", "有る", "在る"})  # the verb of existence, by lemma (the parse cache keeps no norm)


TOPIC_PARTICLES = frozenset({"は", "も"})


def wh_word(argument: Argument) -> str | None:
    """The question word in the phrase's body (何を, 誰が, どの本を), or the indefinite made from one (何かを, 誰かが),
    by data/clause_lexicons.yaml `wh_words`; None when there is none."""
    body = argument.body
    for token in body:
        if token.lemma_ not in clause_lexicons().wh_words and token.text not in clause_lexicons().wh_words:
            continue
        after = token.i + 1
        indefinite = after < body.end and body.doc[after].text == "か"
        after += indefinite
        # 誰かの脚の間にあるボール, いくつかのパン: an indefinite modifying the phrase's noun, which is no question
        # word; a bare wh-word with の (何の項目, 誰の本, どこの店) asks which one, so the phrase is a question phrase
        # (×何の項目はこの本に入りますか, heldout-m class 13)
        modifier = indefinite and after < body.end and body.doc[after].text == "の"
        in_relative = any(word.pos_ in ("VERB", "ADJ", "AUX") for word in body.doc[after : body.end])
        if not modifier and not in_relative:
            return token.text + ("か" if indefinite else "")
    return None


def wh_topic_refusal(phrase: Argument, particle: str) -> str | None:
    """Why `particle` must not go on the phrase: the particle holds the topic は or the focus も and the phrase
    holds a question word or an indefinite made from one (`wh_word`): ×何はケンを食べている, ×誰には."""
    if not any(mark in particle for mark in TOPIC_PARTICLES):
        return None
    wh = wh_word(phrase)
    if wh is None:
        return None
    body = phrase.body.text
    if body == wh:
        what = "is an indefinite made from a wh-word" if wh.endswith("か") else "is a wh-word"
    else:
        what = f"holds the wh-word {wh}"
    return f"{body} {what}: it cannot take the topic or focus particle {particle}"


def topic_de_refusal(first: Argument, second: Argument) -> str | None:
    """Why two bodies must not be exchanged: the で-phrase stands right after a は/も-phrase (nothing but a comma
    between) and the body it would carry names a person or an animal (parsing/animacy.py), so the exchanged
    ＸはＹで reads as the copula 'X is Y and' (ホテルは具さんで…), not as a place or an instrument (issue 20,
    heldout-e class 9). After が (プールが子供たちで遊んでいた) the clause goes on."""
    topic, de = (first, second) if first.start < second.start else (second, first)
    if topic.particle not in ("は", "も") or not de.particle.startswith("で"):
        return None
    doc = topic.span.doc
    if any(doc[k].text not in COMMAS for k in range(topic.end, de.start)):
        return None
    found = recognise_tokens(topic.body)  # the body that will carry で
    if found is None or found.kind not in (PERSON, ANIMAL):
        return None  # 中国はアヒルのおもちゃで製造され: a thing with で still reads as a place or means
    written = f"{de.body.text}{topic.particle}{topic.span.doc[topic.end : de.start].text}{topic.body.text}{de.particle}"
    return (
        f"the exchange would write {written}, a person or animal with で right after the topic, where ＸはＹで reads "
        "as the copula 'X is Y and', not as a place or an instrument"
    )


def group_de_refusal(phrase: Argument, particle: str, other: Span, other_particle: str) -> str | None:
    """Why the exchange must not put the phrase's body before で while the other body takes the topic は/も: the
    body is a plural person pronoun (私たち, 彼ら, 我々) or a noun of a group of people (家族, 仲間, みんな), and such a
    body with で says who does it, together or among themselves, so ここは明日私たちで会議をもつ reads 'here, we hold
    a meeting among ourselves', the roles kept, not reversed (heldout-k class 7). With が on the other body
    (私たちでパーティーが…) or a single person (私で) judges read a reversal."""
    if not particle.startswith("で") or not any(mark in other_particle for mark in TOPIC_PARTICLES):
        return None
    body = phrase.body
    if not len(body):
        return None
    last = body[-1]
    plural = (
        last.tag_.startswith("接尾辞")
        and last.lemma_ in ("たち", "達", "ら", "等", "ども", "共")
        and len(body) > 1
    )
    if plural:
        last = body[-2]
    # 私たち, 僕ら, 我々 as one word: a pronoun spelt with its plural
    plural = (
        plural
        or last.text.endswith(("たち", "達", "ら", "ども"))
        or last.text in ("我々", "我ら", "われわれ")
    )
    person_pronoun = (
        plural
        and last.tag_.startswith("代名詞")
        and (found := recognise_tokens([last])) is not None
        and found.kind == PERSON
    )
    group = lexicon_words("group_de_nouns")  # data/clause_lexicons.yaml (its entry says why)
    if not person_pronoun and last.lemma_ not in group and last.text not in group:
        return None
    what = "a plural person pronoun" if person_pronoun else "a group of people"
    return (
        f"{body.text}{particle} would be {what} with で after the topic {other.text}{other_particle}, which says "
        "who does it (together, or among themselves), not a place or an instrument: the roles would not be reversed"
    )


@cache
def _object_frames() -> dict[str, float]:
    """The を-rate of each predicate of data/case_frames.tsv (active voice): how often its clauses hold a を-phrase."""
    from stresskit.parsing.case_frames import load

    return {key: frame.rate("を") for key, frame in load().frames.items() if "+" not in key}


def _may_take_object(doc: Doc, k: int) -> bool:
    """The verb at k (a verb, or a Sino-Japanese verbal noun before する / される) may take a を-phrase: its を-rate
    in data/case_frames.tsv is at least 0.3, or, absent from it, it is a kanji verbal noun that data/clause_lexicons.yaml
    does not list as unaccusative and rules/lexicons/intransitive_verbal_nouns.yaml does not list as taking no
    を-object (攻撃する, 拉致する, 出産する; not 混雑する, 到着する: 人々を混雑した街路が… is no garden path) — that list is
    the causative's `known_intransitive` one too, one class kept once — or one of those whose を marks a place left
    or gone along (data/clause_lexicons.yaml `place_wo_verbal_nouns`: ×会社を退職した社員が…)."""
    token = doc[k]
    verbal_noun = (
        "サ変可能" in token.tag_
        and k + 1 < len(doc)
        and doc[k + 1].lemma_ in ("する", "為る", "出来る", "できる")
    )
    key = token.lemma_ + ("する" if verbal_noun else "")
    if key in clause_lexicons().unaccusative_verbs or token.lemma_ in clause_lexicons().unaccusative_verbs:
        return False
    rate = _object_frames().get(key)
    if rate is not None:
        return rate >= 0.3
    return (
        verbal_noun
        and _is_kanji(token.text)
        and (
            token.lemma_ not in rule_lexicon_words("intransitive_verbal_nouns")
            or token.lemma_ in lexicon_words("place_wo_verbal_nouns")
        )
    )


def garden_path_refusal(phrase: Argument, particle: str, slots: Slots) -> str | None:
    """Why the phrase must not stand with the particle を right before the phrase that follows it in the rewrite:
    that phrase opens with a clause of its own (a relative clause, 攻撃された|米艦二隻, or a こと/の-clause, …出産する
    こと) whose verb may take a を-object and has none before it, so a reader attaches the を-phrase to that verb (×アカバ
    港を攻撃された米艦二隻は離れた 'the ships whose port was attacked', ×警察を拉致された人数が…, ×宮内庁を…出産すること
    が発表した: heldout-k class 11). The check is on the phrase right after this one, in the order the rewrite
    writes."""
    if particle != "を":
        return None
    after = phrase.end  # right after it: a comma between (兵士たちを、攻撃された村が) marks the boundary
    following = next(
        (
            slot
            for name, slot in slots.items()
            if name not in (PREDICATE, CLAUSE_START) and slot is not phrase and slot.start == after
        ),
        None,
    )
    return _opens_open_clause(phrase, following)


def _opens_open_clause(phrase: Argument, following: Argument | None) -> str | None:
    """The garden path of `garden_path_refusal`: `following` opens (after adverbs) with a verb that may take a
    を-object (攻撃された米艦, 拉致された人数). A clause whose own phrases come first (英語で書かれた新聞, …空港から
    脱出しようとした乗客) gives the reader other attachments: judges read those swaps right."""
    if following is None or following is phrase:
        return None
    doc, body = following.span.doc, following.body
    k = body.start
    while k < body.end - 1 and (doc[k].pos_ == "ADV" or doc[k].tag_.startswith("副詞")):
        k += 1  # 新たに|設立された: an adverb before the verb
    if k >= body.end - 1:
        return None
    token, next_token = doc[k], doc[k + 1]
    verb = (token.pos_ == "VERB" and not next_token.tag_.startswith("接尾辞")) or (
        "サ変可能" in token.tag_ and next_token.lemma_ in ("する", "為る")
    )
    if not verb or not _may_take_object(doc, k):
        return None  # ギターの弾き方, 座っている男性: no verb that could take it
    end = k + 1
    while end < body.end - 1 and (doc[end].pos_ == "AUX" or doc[end].lemma_ in ("する", "為る")):
        end += 1
    clause = doc[body.start : end].text
    # 退職した, 飛行した (place_wo_verbal_nouns, where the case frames do not decide): its を is the place left or
    # gone along, no object
    place = (
        token.lemma_ in lexicon_words("place_wo_verbal_nouns")
        and token.lemma_ + "する" not in _object_frames()
    )
    what = "a を of the place left or gone along" if place else "a を-object"
    return (
        f"{phrase.body.text}を would stand right before {following.body.text}, which opens with the clause "
        f"{clause}: its verb may take {what} and has none, so a reader attaches {phrase.body.text}を to it"
    )


@cache
def _case_rates() -> dict[str, Frame]:
    """The frames of data/case_frames.tsv (active voice), by predicate."""
    from stresskit.parsing.case_frames import load

    return {key: frame for key, frame in load().frames.items() if "+" not in key}


def _may_take_dative(doc: Doc, k: int) -> bool:
    """The verb at k (or a verbal noun before する / される) takes a に-phrase in at least a fifth of its clauses in
    data/case_frames.tsv (ある, 住む, 倒れる, 行く); absent from it, no evidence either way, so no."""
    token = doc[k]
    verbal_noun = "サ変可能" in token.tag_ and k + 1 < len(doc) and doc[k + 1].lemma_ in ("する", "為る")
    frame = _case_rates().get(token.lemma_ + ("する" if verbal_noun else ""))
    return frame is not None and frame.rate("に") >= 0.2


def open_clause_landing(particle: str, text: str, doc: Doc, start: int, end: int) -> str | None:
    """The phrase `text` (its body and `particle`) would stand, in the rewrite, right before the words start..end
    (the body of the phrase after it), which open with a verb: a relative clause with nothing of its own before its
    verb (連れ去られた|場所近くでは, 発見した|警備員に, 犯行があった…|厩舎は). A reader attaches the が-phrase to
    that verb as its subject (×近所の主婦が連れ去られた場所近くでは立ち話をしていた 'the place where the housewife
    was taken away', ×広島中央署が発見した警備員に通報し) when the clause's subject is open (see below), a に-phrase
    to a verb that takes one (×計4箇所に犯行があった
    とされる厩舎は及ぶ), a を-phrase to a verb that may take an object (×行動を反対する市民らは開始していた: heldout
    and dev-s19 class 11). None when the words open otherwise, or the verb cannot take the case."""
    k = start
    while k < end - 1 and (doc[k].pos_ == "ADV" or doc[k].tag_.startswith("副詞")):
        k += 1  # 新たに|設立された: an adverb before the verb
    if k >= end - 1:
        return None
    token, next_token = doc[k], doc[k + 1]
    verb = (token.pos_ == "VERB" and not next_token.tag_.startswith("接尾辞")) or (
        "サ変可能" in token.tag_ and next_token.lemma_ in ("する", "為る")
    )
    if not verb:
        return None
    stop = k + 1
    while stop < end - 1 and doc[stop].pos_ not in ("NOUN", "PROPN", "PRON", "NUM"):
        stop += 1  # 遅れて着いた|客: the clause up to its noun
    if particle == "を":
        fits = _may_take_object(doc, k)
    elif particle == "に":
        fits = _may_take_dative(doc, k)
    else:
        # が: the clause's subject is open when its noun may be the verb's object (発見した|警備員) or, for a passive
        # verb, a place the clause happens at (連れ去られた|場所近く: spatial_nouns, place_nouns); an intransitive
        # verb is said of its noun, person, thing or place (泣いている|小さな子供: 母親が泣いている小さな子供に抱かれて
        # いる is read right; 湿った|地面, 至る|ところ)
        places = clause_lexicons().spatial_nouns | lexicon_words("place_nouns")
        passive = any(
            doc[j].pos_ == "AUX" and doc[j].lemma_ in ("れる", "られる") for j in range(k + 1, stop)
        )
        fits = particle == "が" and (
            _may_take_object(doc, k) or (passive and any(doc[j].lemma_ in places for j in range(stop, end)))
        )
    if not fits:
        return None
    clause = doc[start:stop].text
    role = {"が": "its subject", "を": "its object", "に": "its に-partner"}[particle]
    return (
        f"{text}{particle} would stand right before a relative clause that opens with its verb ({clause}): a reader "
        f"takes {text}{particle} as {role}, not as the partner of the main predicate"
    )


def _open_adnominal_after(phrase: Argument) -> Token | None:
    """The verb or adjective of a relative clause that opens right after the phrase (after adverbs) with no subject
    of its own (彼女は|見えないところに: 見え), or None."""
    doc = phrase.span.doc
    k = phrase.end
    while k < len(doc) - 1 and (doc[k].pos_ == "ADV" or doc[k].tag_.startswith("副詞")):
        k += 1
    if k >= len(doc):
        return None
    token = doc[k]
    verbal_noun = "サ変可能" in token.tag_ and k + 1 < len(doc) and doc[k + 1].lemma_ in ("する", "為る")
    if not (token.pos_ in ("VERB", "ADJ") or verbal_noun) or token.dep_ != "acl":
        return None
    if any(child.dep_ in ("nsubj", "csubj") for child in token.children):
        return None
    return token


def _takes_experiencer(verb: Token) -> bool:
    """The verb takes a dative or bare experiencer (見える, 聞こえる, わかる, できる, 要る: dative_subject_verbs); not
    ある, whose に is a place and which before a noun is mostly the determiner 'a certain' (ピアノは|ある人に)."""
    return verb.lemma_ in clause_lexicons().dative_subject_verbs and verb.lemma_ not in (
        "ある",
        "有る",
        "在る",
    )


def dative_relative_refusal(phrase: Argument, particle: str) -> str | None:
    """彼女は|見えないところに → ×彼女に見えないところが: a phrase given に right before a relative clause whose
    predicate takes a dative experiencer or possessor (見える, 聞こえる, わかる, できる, 要る: dative_subject_verbs)
    and has none reads as that clause's experiencer ('a place she cannot see'), not the main predicate's
    partner (heldout-l class 11)."""
    if not particle.startswith("に"):
        return None
    verb = _open_adnominal_after(phrase)
    if verb is None or not _takes_experiencer(verb):
        return None
    return (
        f"{phrase.body.text}{particle} would stand right before the relative clause of {verb.text}, which takes a "
        f"に-experiencer and has none: a reader takes {phrase.body.text}{particle} as its ({verb.lemma_})"
    )


def bare_before_relative_refusal(phrase: Argument) -> str | None:
    """彼女は|見えないところに → ×彼女見えないところ: a noun left bare right before a relative clause whose verb takes
    a dative or bare experiencer (見える, 聞こえる, わかる, できる: dative_subject_verbs) and has no subject of its
    own reads as that clause's experiencer ('a place she cannot see'), and the dropped particle is not restored
    (heldout-l class 11). Other relative clauses (その少年|無くした鍵, 彼|新しい車) were judged restorable."""
    verb = _open_adnominal_after(phrase)
    if verb is None or verb.pos_ != "VERB" or not _takes_experiencer(verb):
        return None  # その少年|無くした鍵, 彼|新しい車: judged restorable; 見えない, 聞こえない take the bare noun
    return (
        f"dropping {phrase.particle} would leave {phrase.body.text} right before the relative clause of {verb.text}, "
        f"which has no subject of its own: a reader takes {phrase.body.text} as its subject"
    )


def _comma_between(first: Argument, second: Argument) -> bool:
    """A comma stands between the two phrases (the move keeps it between them: 男性は、ボールを → ボールを、男性は)."""
    doc = first.span.doc
    gap = range(first.end, second.start) if first.start < second.start else range(second.end, first.start)
    return any(doc[k].text in COMMAS for k in gap)


_LOCATIVE_PARTICLES = frozenset({"に", "で", "へ", "から"})
_CORE_PARTICLES = frozenset({"が", "は", "を"})


def _relational_before_adjective(last: Token, following: Token) -> bool:
    """A relational noun of place (data/clause_lexicons.yaml spatial_nouns: 前, 上, ふもと) before an adjective in its
    attributive form (長い冬, 美しい湖, 静かな町), with no comma between."""
    spatial = clause_lexicons().spatial_nouns
    if last.text not in spatial and last.lemma_ not in spatial:
        return False
    adjective = following.tag_.startswith("形容詞") or (
        following.tag_.startswith("形状詞") and following.nbor(1).text == "な"
        if following.i + 1 < len(following.doc)
        else False
    )
    return adjective and (
        "連体形" in ";".join(following.morph.get("Inflection")) or following.tag_.startswith("形状詞")
    )


def _starts_noun_phrase(token: Token) -> bool:
    """A noun, pronoun or numeral, a prefix (お, 各) or an adnominal (その, この): the start of a noun phrase."""
    return (
        token.pos_ in NOMINAL_POS
        or token.tag_.startswith(("接頭辞", "連体詞", "名詞", "代名詞"))
        or token.pos_ == "DET"
    )


def _indefinite_glue(phrase: Argument, last: Token, following: Token) -> str | None:
    """どこかで|子供が → ×どこか子供: an indefinite (a wh-word with か) that loses its に/で/へ/から before a noun phrase
    reads as that noun's modifier ('some child', 'somehow childlike'), and the dropped particle is not restored
    (heldout-l). A bare indefinite subject or object (だれか助け求めている) reads as it was."""
    body = phrase.body
    if len(body) == 0 or not _starts_noun_phrase(following):
        return None
    if not phrase.particle_tokens or phrase.particle_tokens[0].text not in _LOCATIVE_PARTICLES:
        return None  # だれかが|助けを → だれか助け求めている: judged restorable; a bare indefinite reads as the subject
    wh = clause_lexicons().wh_words  # with か an indefinite: どこか somewhere, 何か something, 誰か someone
    if last.text == "か" and len(body) >= 2 and body[-2].text in wh:
        word = body[-2].text + "か"
    elif len(last.text) > 1 and last.text.endswith("か") and last.text[:-1] in wh:
        word = last.text
    else:
        return None
    return (
        f"dropping {phrase.particle} would put the indefinite {word} right before {following.text}: the two "
        f"read as one phrase ({word}{following.text}, {word} modifying {following.text}) and the dropped "
        f"{phrase.particle} is not restored"
    )


def _is_noun(token: Token) -> bool:
    """A noun, pronoun or numeral by GiNZA's POS or Sudachi's tag (GiNZA calls シードゥー ADJ; Sudachi 名詞)."""
    return token.pos_ in NOMINAL_POS or token.tag_.startswith(("名詞", "代名詞"))


def _oblique_phrase_particle(start: int, doc: Doc) -> str:
    """The particle (に, で, へ, から) of the noun phrase that starts at `start` (nouns joined by の: ストーブの上の
    鍋に), or '' when no such phrase starts there."""
    i = start
    while i < len(doc) and (
        doc[i].pos_ in NOMINAL_POS or doc[i].text == "の" or doc[i].tag_.startswith("接頭辞")
    ):
        i += 1
    if i == start or i >= len(doc) or not doc[i].tag_.startswith("助詞-格助詞"):
        return ""
    if i == start + 1 and i + 1 < len(doc) and _is_idiom(doc[start], doc[i].text, doc[i + 1]):
        return ""  # 煮物を|気に入って: 気に is part of the predicate, no noun phrase to glue onto
    return doc[i].text if doc[i].text in _LOCATIVE_PARTICLES else ""


def _is_idiom(noun: Token, particle: str, verb: Token) -> bool:
    return is_idiom(noun, particle, verb) is not None


def _tokens(argument: Argument) -> range:
    return range(argument.start, argument.end)


def _only_punctuation_between(first: Argument, second: Argument) -> bool:
    left, right = sorted((first, second), key=lambda argument: argument.start)
    if left.end > right.start:
        return False
    return all(token.pos_ == "PUNCT" for token in left.span.doc[left.end : right.start])


def _particle_indices(argument: Argument) -> tuple[int, ...]:
    return tuple(token.i for token in argument.particle_tokens)


def _particles(slots: Slots) -> dict[str, str]:
    return {name: argument.particle for name, argument in slots.items()}


def _original_particles(original: Claims) -> dict[str, str]:
    return {name: particle for name, (_, particle) in original.items()}


# Particles of the phrases a floated quantifier can be read to count: the subject or the object (a は/も-topic
# may be either), not a に/で-phrase (観光客が駅前に|大勢: 大勢 counts 観光客).
QUANTIFIED_PARTICLES = frozenset({"が", "を", "は", "も"})


def stranded_quantifier(moving: Argument, anchor: Argument) -> str | None:
    """Moving a phrase in front of another must not leave a floated quantifier after a phrase it would then
    count (先生が学生を|三人|呼んだ → ×学生を先生が三人呼んだ: 三人 now reads as counting 先生). Fine when the
    quantifier ends up after its own host (駅前に観光客が|大勢) or after a に/で-phrase (トマトが庭に|たくさん)."""
    doc = moving.span.doc
    later = moving if moving.start > anchor.start else anchor
    counted = floated_quantifier(doc, later.end)
    if not counted:
        return None
    host = quantifier_host(doc, later.end)
    # After the move the phrase right before the quantifier is the one that stood first.
    first = anchor if later is moving else moving
    if first.particle not in QUANTIFIED_PARTICLES or first.body.text.endswith(host or "\0"):
        return None
    if not _could_count(counted, first):
        return None  # 猫を子供たちが|二匹: 匹 cannot count 子供たち, so 二匹 still counts 猫
    counts = host or later.body.text
    return (
        f"the floated quantifier {counted} counts {counts}: moved, {counts} would leave it after "
        f"{first.span.text}, which it would then seem to count"
    )


# Counters of pairs, sets and measures that float off the object they measure (靴を|一足|買った, お茶を|一ポンド|買った,
# 卵を|１ダース): the clause view's floated quantifiers leave them out, since they stay by their noun when a phrase
# is only re-cased (我々をお茶が一ポンド買った, judged right), but an exchange of bodies puts another noun before them.
_MEASURE_COUNT = re.compile(
    r"^[0-9０-９一二三四五六七八九十百千万数]+(足|ポンド|キロ|グラム|リットル|ダース|組)$"
)


def _measure_after(doc: Doc, i: int) -> str:
    """A count of pairs or a measure (一足, 一ポンド) standing at token i on its own (no の or case particle after:
    not 一足の靴), as one token or a number and a counter; or ''."""
    for j in (i + 1, i + 2):
        if j > len(doc):
            break
        text = doc[i:j].text
        if _MEASURE_COUNT.match(text):
            follows = doc[j] if j < len(doc) else None
            if follows is not None and (follows.text == "の" or follows.tag_.startswith("助詞-格助詞")):
                return ""
            return text
    return ""


def swapped_quantifier(first: Argument, second: Argument) -> str | None:
    """Exchanging two phrases' bodies must not put another noun before a quantifier floated off one of them: the
    quantifier stays where it stands and counts the noun now before it (彼は靴を|１足|買った → ×靴は彼を１足買った,
    我々はお茶を|一ポンド|買った → ×お茶は我々を一ポンド買った; dev class 2). Fine when the counter cannot count the
    incoming noun (`_could_count`)."""
    doc = first.span.doc
    for here, other in ((first, second), (second, first)):
        counted = floated_quantifier(doc, here.end) or _measure_after(doc, here.end)
        if counted and _could_count(counted, other):
            return (
                f"the quantifier {counted} after {here.span.text} stays in place: with the bodies exchanged it "
                f"would follow {other.body.text} and count it"
            )
    return None


# Counters of people, of animals, and of things: a quantifier with one of them cannot count a noun of another
# kind (子供たちが|二匹: 匹 counts no children). Other quantifiers (つ, 個, たくさん, 多数) count anything.
# What the ops' own animate checks take: people, animals and organisations (no vehicles: those are the voice ops').
ANIMATE_KINDS = (PERSON, ANIMAL, ORGANISATION)
PERSON_COUNTERS = ("人", "名", "大勢", "全員", "みんな", "皆")
ANIMAL_COUNTERS = ("匹", "頭", "羽")
THING_COUNTERS = ("冊", "本", "枚", "台", "着", "杯", "軒")
# The animals of the one animacy lexicon (rules/lexicons/animals.yaml): the nouns an animal counter (匹, 頭, 羽) can
# count.
ANIMALS = kind_words(ANIMAL)


def _could_count(counted: str, phrase: Argument) -> bool:
    """Whether the quantifier could be read as counting the phrase (by its counter and the phrase's noun)."""
    lexicons = clause_lexicons()
    body = phrase.body
    last = body[-1] if len(body) else None
    animate = last is not None and (
        last.lemma_ in lexicons.animate_nouns
        or last.text in lexicons.animate_words
        or "人名" in last.tag_
        or (len(body.text) > 1 and body.text.endswith(lexicons.animate_suffixes))
        or body.text.endswith(("たち", "達"))
    )
    if counted.endswith(THING_COUNTERS):
        return not animate
    if counted.endswith(PERSON_COUNTERS):
        return animate
    if counted.endswith(ANIMAL_COUNTERS):
        return not animate or last is None or last.lemma_ in ANIMALS  # 子供たちが|二匹: no children counted
    return True


_DEMONSTRATIVES = frozenset(
    {"その", "この", "あの", "どの", "それ", "これ", "あれ", "そこ", "ここ", "あそこ"}
)


def _token_animate(token: Token) -> bool:
    """The one word names a person, an animal or an organisation (女性, 監督, 人々; not 水, 窓): the one recogniser,
    parsing/animacy.py `recognise`, on the word alone."""
    found = recognise_tokens([token])
    return found is not None and found.kind in ANIMATE_KINDS


def _degree_adverb_before(adverb: Token, first: Token) -> bool:
    """A degree adverb (data/clause_lexicons.yaml `degree_adverbs`) right before a word it could modify: not a
    demonstrative or a pronoun (さらに|その手前には), which no degree adverb modifies."""
    if (
        adverb.lemma_ not in clause_lexicons().degree_adverbs
        and adverb.text not in clause_lexicons().degree_adverbs
    ):
        return False
    return not (
        first.pos_ in ("DET", "PRON") or first.tag_.startswith("代名詞") or first.lemma_ in _DEMONSTRATIVES
    )


# Words that bound a number from below or above (少なくとも55人が, 最大10万人が): written before the numeral they
# belong to its phrase, though Sudachi splits 少なく|とも and GiNZA hangs them on the predicate.
_QUANTITY_BOUNDS = frozenset(
    {"少なくとも", "多くとも", "多くて", "少なくて", "最低", "最大", "最高", "最多", "最少", "最長"}
)


# A day or a date with no particle (18日, 3月5日, 2009年10月2日): the whole of the words before a comma.
_BARE_DATE = re.compile(r"^(?:[0-9０-９]+年)?(?:[0-9０-９]+月)?[0-9０-９]+日$")


def _topic_date_opening(phrase: Argument) -> str | None:
    """A phrase that opens with a bare date, a comma and another day right after a は-topic (市は|18日、19日、20日に
    影響が予測される…ことを決めた, heldout-m class 11): the news date after the topic may say when the main clause's
    event happened, and the parse took it into the phrase as the first of a list of days; moved, it joins the list.
    The date, or None."""
    doc = phrase.span.doc
    if (
        phrase.start < 2
        or doc[phrase.start - 1].text != "は"
        or not doc[phrase.start - 1].tag_.startswith("助詞")
    ):
        return None
    k = phrase.start
    while k < phrase.end and doc[k].text not in COMMAS:
        k += 1
    if k >= phrase.end - 1:
        return None
    date = "".join(token.text for token in doc[phrase.start : k])
    # only before another day (18日、19日、20日に): a list of days the moved date would join; a date before the
    # phrase's own words (18日、男性が所属する団体を) moves with it and still reads as the event's date (judged right)
    following = "".join(token.text for token in doc[k + 1 : min(k + 3, phrase.end)])
    if not _BARE_DATE.match(date) or not re.match(r"^[0-9０-９]+日", following):
        return None
    return date


def _quantity_bound_before(phrase: Argument) -> str | None:
    """The bound (`_QUANTITY_BOUNDS`) written right before a phrase that opens with a number (少なくとも|55人が:
    heldout-m class 11), or None."""
    doc = phrase.span.doc
    first = doc[phrase.start]
    if phrase.start == 0 or not (first.pos_ == "NUM" or first.text[:1] in DIGITS):
        return None
    for width in (1, 2):
        if phrase.start - width >= 0:
            words = "".join(token.text for token in doc[phrase.start - width : phrase.start])
            if words in _QUANTITY_BOUNDS:
                return words
    return None


def _move_boundary(moving: Argument, anchor: Argument) -> str | None:
    """The moving phrase must be exactly its phrase and leave no degree adverb or topic behind, and must not land
    between the anchor and a word of the anchor's own (a degree adverb, a complement clause's topic) —
    `phrase_boundary_refusal` on both; the move carries the whole phrase, so an adjunct inside it moves along."""
    refusal = phrase_boundary_refusal(moving, anchor, moved_whole=True)
    if refusal:
        return refusal
    # the anchor stays, but the moved phrase lands right before it: between it and a word of its own
    refusal = phrase_boundary_refusal(anchor, moving, moved_whole=True)
    if refusal:
        return refusal.rsplit(": ", 1)[0] + ": the moved phrase would come between them"
    return None


def _copula_landing(moving: Argument, anchor: Argument) -> str | None:
    """Moving `moving` in front of `anchor` must not leave a で-phrase (で, では, でも) right before ある or ない,
    where it reads as the copula (火災現場では|ある → ではある "is"): the word that will stand before the verb after
    the move is the one before the moving phrase, or the anchor's last when the two change places across a comma."""
    doc = moving.span.doc
    if moving.end >= len(doc) or moving.start == 0:
        return None
    following = doc[moving.end]
    if following.lemma_ not in ARU and not (
        following.lemma_ == "ない" and following.tag_.startswith("形容詞")
    ):
        return None
    exchanged = _only_punctuation_between(moving, anchor) and anchor.start < moving.start
    landing = anchor.span[-1] if exchanged else doc[moving.start - 1]
    case = landing
    if landing.text in TOPIC_PARTICLES and landing.i > 0:
        case = doc[landing.i - 1]
    if case.text == "で" and case.tag_.startswith("助詞-格助詞"):
        phrase = doc[case.i - 1].text + "".join(t.text for t in doc[case.i : landing.i + 1])
        return f"the move would leave {phrase} right before {following.text}, read as the copula ({phrase}{following.text})"
    return None


def _comma_conjunct_before(phrase: Argument) -> str | None:
    """私と、|あなたには共通点がある (heldout-p class 11): a noun phrase with と and a comma right before the phrase
    may be the first conjunct of a coordination the comma sets off (私と、あなたには = 'to you and me'), whose last
    conjunct the phrase is; the text of that noun phrase with its と, or None. Only a と on a noun (the 格助詞, not
    the quoting or conditional と after a verb: 箱を開けると、)."""
    doc = phrase.span.doc
    if phrase.start < 3 or doc[phrase.start - 1].text not in COMMAS:
        return None
    to, noun = doc[phrase.start - 2], doc[phrase.start - 3]
    if to.text != "と" or not to.tag_.startswith("助詞-格助詞") or not _is_noun(noun):
        return None
    return doc[noun.left_edge.i : to.i + 1].text


def phrase_boundary_refusal(
    phrase: Argument, other: Argument | None = None, *, moved_whole: bool = False
) -> str | None:
    """The phrase a move or an exchange carries must be exactly the phrase (issue 20, heldout-c class 11): every
    dependent of its words and nothing else. None when it is; else why not:

    (a) a word before the span hangs on a word inside it (現代のドイツは|[ナチス政権と分離しなければならない
        こと]を: the complement clause's topic would be left behind);
    (b) a degree adverb (data/clause_lexicons.yaml `degree_adverbs`) stands right before it and may modify its
        first word (さらに|南の地域では: さらに南, "further south");
    (c) the body holds a case-marked phrase that hangs on its noun with no verb after it, an adjunct the parse
        took in (橋の上で押し合いが: 橋の上で is where it happened);
    (d) the body is N1と N2 with a person or an animal as N1 and a thing as N2 (彼と電話で連絡が取れる): と may
        be the predicate's comitative rather than a conjunction.
    (e) a noun with と and a comma stands right before it (私と、|あなたには): the first conjunct of a coordination
        the comma sets off may be left behind (`_comma_conjunct_before`).

    (c) and (d) hold for an exchange of bodies only: a move (`moved_whole`) carries the adjunct or the と-phrase
    along with the phrase, in its place before it.

    `other` is the rule's other phrase, which moves or changes anyway: its words do not count for (a)."""
    doc, body = phrase.span.doc, phrase.body
    if not len(body):
        return None
    inside = range(body.start, body.end)
    for k in range(phrase.start - 1, -1, -1):
        if doc[k].pos_ == "PUNCT":
            break
        if other is not None and other.start <= k < other.end:
            continue  # the other phrase of the rule (a parse hanging the topic on the partner) moves anyway
        if is_clause_connective(doc[k]):
            continue  # 一方|10人中9人は: the connective frames the clause and stays at its start
        if doc[k].head.i in inside and doc[k].head.i != k:
            return (
                f"{doc[k].text} before {phrase.span.text} hangs on {doc[k].head.text} inside it: the phrase "
                "would move without a word of its own"
            )
    before = doc[phrase.start - 1] if phrase.start > 0 else None
    conjunct = _comma_conjunct_before(phrase)
    if conjunct is not None:
        return (
            f"{conjunct}、 right before {phrase.span.text} may be the first conjunct of a coordination "
            f"({conjunct}、{phrase.span.text}: both of them): the phrase would move or change without it"
        )
    if before is not None and _degree_adverb_before(before, doc[phrase.start]):
        return (
            f"the degree adverb {before.text} right before {phrase.span.text} may modify its first word "
            f"({before.text}{doc[phrase.start].text}): the phrase would move without it"
        )
    date = _topic_date_opening(phrase)
    if date is not None:
        return (
            f"{phrase.span.text} opens with the date {date}、 right after the topic {doc[phrase.start - 2].text}"
            f"{doc[phrase.start - 1].text}: a date there may say when the main clause's event happened (市は18日、"
            "…ことを決めた), not belong to the phrase, so the phrase's left edge is unclear"
        )
    bound = _quantity_bound_before(phrase)
    if bound is not None:
        return (
            f"{bound} right before {phrase.span.text} bounds its number ({bound}{doc[phrase.start].text}): the "
            "phrase would move without it"
        )
    if (
        before is not None
        and before.text in ("は", "が")
        and before.tag_.startswith("助詞")
        and before.i > 0
        and _is_noun(doc[before.i - 1])
        and phrase.head.lemma_ in ("こと", "事", "の")
        and phrase.head.i > body.start
        and doc[phrase.head.i - 1].tag_.startswith(("動詞", "助動詞", "形容詞"))
        and not any(
            doc[j].text in ("が", "は") and doc[j].tag_.startswith("助詞") and _is_noun(doc[j - 1])
            for j in range(body.start + 1, phrase.head.i)
        )
    ):
        # その国は|[核兵器を持つべきではないこと]を: the topic right before a complement clause may be its own
        topic = doc[doc[before.i - 1].left_edge.i : before.i + 1].text
        return (
            f"{topic} right before the complement clause {body.text} may be its topic: the phrase would move "
            "without it"
        )
    for i in inside:
        token = doc[i]
        if (
            not moved_whole
            and token.tag_.startswith("助詞-格助詞")
            and token.text in ("が", "を", "に", "で", "へ", "から")
            and i + 1 < body.end
            and doc[i + 1].text != "の"
            # Sudachi's tags, not GiNZA's POS: 押し合い is VERB to GiNZA and a noun (名詞) to Sudachi
            and not any(doc[j].tag_.startswith(("動詞", "形容詞", "助動詞")) for j in range(i + 1, body.end))
        ):
            inner = doc[body.start : i + 1].text
            return (
                f"the phrase {body.text} holds the {token.text}-phrase {inner}, which hangs on its noun with no "
                "verb after it: an adjunct the parse took into the phrase"
            )
    for i in inside:
        token = doc[i]
        if (
            not moved_whole
            and token.text == "と"
            and token.tag_.startswith("助詞")
            and body.start < i < body.end - 1
            and _is_noun(doc[i + 1])
            and not any(doc[j].tag_.startswith(("動詞", "形容詞", "助動詞")) for j in range(i + 1, body.end))
        ):
            if _is_animate(doc[body.start : i]) and not _is_animate(doc[i + 1 : body.end]):
                return (
                    f"{doc[body.start : i + 1].text} in {body.text} may be the predicate's comitative (with "
                    f"{doc[body.start : i].text}), not a conjunct of {doc[i + 1 : body.end].text}"
                )
    return None


@OPERATIONS.register
class Move(Operation):
    """`{move: A, before: B}`: the whole phrase A goes immediately in front of phrase B."""

    name = "move"
    params = {"move": Param(Kind.SLOT), "before": Param(Kind.SLOT)}
    example = {"move": "partner", "before": "subject"}

    def check(self, slots: Slots) -> str | None:
        """The move must not strand a floated quantifier after a phrase it could count (`stranded_quantifier`),
        nor leave a で-phrase right before ある or ない, where it reads as the copula (`_copula_landing`)."""
        moving, anchor = slots[self.args["move"]], slots[self.args["before"]]
        return (
            stranded_quantifier(moving, anchor)
            or _copula_landing(moving, anchor)
            or _move_boundary(moving, anchor)
            or (
                _opens_open_clause(moving, anchor)
                if moving.particle == "を" and not _comma_between(moving, anchor)
                else None
            )
            or (
                # 近所の主婦が|連れ去られた場所近くでは, 計4箇所に|犯行があった…厩舎は (dev-s19 class 11)
                open_clause_landing(
                    moving.particle, moving.body.text, anchor.span.doc, anchor.body.start, anchor.body.end
                )
                if moving.particle in ("が", "に") and not _comma_between(moving, anchor)
                else None
            )
        )

    def apply(self, rewrite: Rewrite, slots: Slots) -> None:
        moving, anchor = slots[self.args["move"]], slots[self.args["before"]]
        if _only_punctuation_between(moving, anchor):
            # 男性は、ボールを → ボールを、男性は: a comma between the phrases stays between them, never
            # stranded before the predicate.
            rewrite.exchange(_tokens(moving), _tokens(anchor))
        else:
            rewrite.move_before(_tokens(moving), _tokens(anchor))

    def describe(self, slots: Slots) -> str:
        return (
            f"{slots[self.args['move']].span.text} moved in front of {slots[self.args['before']].span.text}"
        )

    def expect(self, expected: Expectation, original: Claims) -> None:
        """Moving a whole phrase changes no (body, particle) claim, only word order."""


@OPERATIONS.register
class SetParticle(Operation):
    """`{set_particle: A, to: が}` or `{set_particle: A, to: {particle_of: B}}` (B's original particle).

    `focus: keep` keeps the focus particle も of a phrase that had も for its case particle when the new particle
    is に (私もパーティーに行った → 私にもパーティーが行った, not ×私にパーティーが…, which loses "too"); with を or で
    the phrase takes the case particle alone (をも is literary, でも reads as "even")."""

    name = "set_particle"
    params = {
        "set_particle": Param(Kind.SLOT),
        "to": Param(Kind.PARTICLE),
        "focus": Param(Kind.TEXT, required=False, choices=("keep",)),
    }
    example = {"set_particle": "subject", "to": {"particle_of": "partner"}}

    def _written(self, slots: Slots) -> str:
        """The particle written in place of the phrase's own: the new one, with も kept under `focus: keep`."""
        phrase = slots[self.args["set_particle"]]
        particle = particle_text(self.args["to"], _particles(slots))
        if self.args.get("focus") == "keep" and phrase.particle == "も" and particle == "に":
            return particle + "も"
        return particle

    def check(self, slots: Slots) -> str | None:
        phrase = slots[self.args["set_particle"]]
        particle = particle_text(self.args["to"], _particles(slots))
        doc = phrase.span.doc
        following = doc[phrase.end] if phrase.end < len(doc) else None
        if (
            particle in ("で", "では", "でも")
            and following is not None
            and following.pos_ == "VERB"
            and following.lemma_ in ARU
        ):
            return (
                f"{phrase.body.text}{particle} before the verb ある would read as the copula {particle}ある"
            )
        return (
            wh_topic_refusal(phrase, particle)
            or garden_path_refusal(phrase, particle, slots)
            or dative_relative_refusal(phrase, particle)
        )

    def apply(self, rewrite: Rewrite, slots: Slots) -> None:
        phrase = slots[self.args["set_particle"]]
        rewrite.replace(_particle_indices(phrase), self._written(slots))

    def describe(self, slots: Slots) -> str:
        phrase = slots[self.args["set_particle"]]
        return f"{phrase.span.text} → {phrase.body.text}{self._written(slots)}"

    def expect(self, expected: Expectation, original: Claims) -> None:
        slot = self.args["set_particle"]
        particle = particle_text(self.args["to"], _original_particles(original))
        expected.claims[slot] = (expected.claims[slot][0], particle)


@OPERATIONS.register
class DeleteParticle(Operation):
    """`{delete_particle: A}`: the phrase loses its case particle(s)."""

    name = "delete_particle"
    params = {"delete_particle": Param(Kind.SLOT)}
    example = {"delete_particle": "subject"}
    deleted_with: frozenset[str] = frozenset()  # the slots whose particles the same rule drops (see_rule)

    def check(self, slots: Slots) -> str | None:
        """Dropping the particle must not glue a name to the next word into one longer name: a proper noun or a
        Latin word before another name, a Latin word, a katakana word or a number (ヴェルナー・ハーン|Me210,
        ジャーヴィス|スペイン艦隊, SAGAWA|ボール, 清水茂次|20戦), or a katakana word before Arabic digits
        (シアター・ディストリクト|9つ); then `_noun_glue` and `_nominal_glue` (any particle before a pronoun, a name,
        a number, a prefix or suffix, a counter noun: 彼|彼女, チーム|日本シリーズ, 投資家|数10億ドル). Never も
        (私も → 私 loses "too"), and never a non-subject particle before a comma (平壌で、 → 平壌、 reads as a
        topic or a list item)."""
        phrase = slots[self.args["delete_particle"]]
        doc = phrase.span.doc
        if not phrase.particle_tokens or not len(phrase.body):
            return None
        if any(token.text == "も" for token in phrase.particle_tokens):
            # 私も → 私: "I too" becomes "I"; the additive meaning cannot be restored from word order
            return f"dropping {phrase.particle} would lose the additive も ({phrase.body.text}も: also {phrase.body.text})"
        passive = _de_before_passive(phrase) or _ni_before_passive(phrase) or _degree_clause_subject(phrase)
        if passive:
            return passive
        if phrase.end >= len(doc):
            return None
        last, following = phrase.body[-1], doc[phrase.end]
        possessive = _possessive_no_glue(phrase, last, following)
        if possessive:
            return possessive
        object_reading = _object_reading_glue(phrase, following)
        if object_reading:
            return object_reading
        if following.text in COMMAS and not phrase.particle.endswith(("が", "は")):
            # 平壌で、 → 平壌、, ボールを、 → ボール、: a bare noun phrase before a comma reads as a topic or an item
            # of a list. A subject's (女性が、 → 女性、) or a framing topic's (彼らの間には、 → 彼らの間、) reads
            # as the topic it was (judged restorable on heldout-b).
            return (
                f"dropping {phrase.particle} would leave the bare noun phrase {phrase.body.text} before a comma, "
                "where it reads as a topic or an item of a list"
            )
        indefinite = _indefinite_glue(phrase, last, following) or bare_before_relative_refusal(phrase)
        if indefinite:
            return indefinite
        listed_or_existential = _listing_glue(phrase, last, following) or _existential_ni_glue(
            phrase, following
        )
        if listed_or_existential:
            return listed_or_existential
        # By Sudachi's tag too: GiNZA calls some nouns ADJ (ケブメン|では|数百隻 must still be checked)
        if following.pos_ == "PUNCT" or not _is_noun(last):
            return None
        if len(phrase.particle_tokens) > 1 and following.pos_ in NOMINAL_POS:
            # 駅では|案内係が → 駅案内係: the stacked は/も cannot be restored, and the nouns read as one compound
            return f"dropping {phrase.particle} would glue {last.text} to {following.text} into one compound"
        digits = following.text[:1] in DIGITS
        if (
            last.tag_.startswith("名詞-固有名詞")
            and following.tag_.startswith("名詞")
            and _kanji_word(following.text)
        ):
            # ボストン|装備, 千葉|宿泊: a place or person name before a Sino-Japanese noun reads as one compound
            return f"dropping {phrase.particle} would glue the name {last.text} to {following.text}"
        if _is_name(last) and (_is_name(following) or digits or _is_katakana(following.text)):
            return f"dropping {phrase.particle} would glue the name {last.text} to {following.text}"
        if _is_katakana(last.text) and (digits or _LATIN.match(following.text)):
            return f"dropping {phrase.particle} would glue {last.text} to {following.text} into one name"
        return (
            self._noun_glue(phrase, slots, last, following)
            or _nominal_glue(phrase, last, following)
            or self._bare_noun_glue(phrase, slots, last, following)
            or _compound_glue(phrase, last, following)
            or _verb_reread(phrase, last, following)
        )

    def see_rule(self, operations: Sequence[Operation]) -> None:
        self.deleted_with = frozenset(
            str(op.args["delete_particle"]) for op in operations if isinstance(op, DeleteParticle)
        )

    def _noun_glue(self, phrase: Argument, slots: Slots, last: Token, following: Token) -> str | None:
        """Two nouns left side by side read as one noun phrase, and the reader restores の or nothing, never
        the dropped particle (issue 20's judged real text):

        (a) a に/で/へ/から phrase before a nominal (棚の上に|箱が → ×棚の上箱, 駅前のカフェで|火事が): people do not
            restore a dropped locative particle between two nouns;
        (b) a が/は/を phrase before a に/で phrase whose particle the rule drops too (男が|工場で → ×男工場), or
            before any noun phrase marked に/で/へ/から (パスタを|皿に → ×パスタ皿に, 木を|斧で → ×木斧で);
        (c) a pronoun before a noun of kin, body, home or belongings (data/clause_lexicons.yaml
            possessed_nouns): 彼は|息子に → ×彼息子 reads as 彼の息子 "his son";
        (d) a kanji noun before a kanji verbal noun (名詞-普通名詞-サ変可能): 工場で|爆発が → ×工場爆発, one
            Sino-Japanese compound."""
        particle = phrase.particle_tokens[0].text
        doc = following.doc
        # the possessed noun ends its word: not 大学|者 (彼|大学者とみなした: 大学者 is no 大学)
        suffixed = following.i + 1 < len(doc) and doc[following.i + 1].tag_.startswith("接尾辞")
        if (
            last.tag_.startswith("代名詞")
            and (
                following.lemma_ in clause_lexicons().possessed_nouns
                or following.text in clause_lexicons().possessed_nouns
            )
            and not suffixed
        ):
            return (
                f"dropping {particle} would put the pronoun {last.text} right before {following.text}, "
                f"which then reads as {last.text}の{following.text}"
            )
        relational = clause_lexicons().relational_person_nouns
        if (
            (following.lemma_ in relational or following.text in relational)
            and not suffixed
            and _kanji_word(last.text)
            and _kanji_word(following.text)
            and _is_animate(phrase.body)
        ):
            # 首長が|部下の職員を → ×首長部下の職員: a person before a kanji noun of kin or relation reads as one
            # Sino-Japanese compound, whose relative it is (スミス氏|子どもの成功 stays two words: judged right)
            person = _final_compound(phrase.body)
            return (
                f"dropping {particle} would put {person} right before {following.text}, a "
                f"noun of kin or relation, which then reads as {person}の{following.text}"
            )
        if (
            _kanji_word(last.text)
            and last.tag_.startswith("名詞")
            and _kanji_word(following.text)
            # a noun also サ変形状詞可能 (独立, 安定): 入植者|独立の必要性 → ×入植者独立; not the predicate (結果|心配する)
            and (
                "サ変可能" in following.tag_
                or ("サ変形状詞可能" in following.tag_ and following.pos_ == "NOUN")
            )
        ):
            return (
                f"dropping {particle} would glue {last.text} to the verbal noun {following.text} "
                f"into one compound ({last.text}{following.text})"
            )
        named = last.tag_.startswith("名詞-固有名詞") or last.text in _NAME_HONORIFICS
        if named and "サ変可能" in following.tag_ and following.pos_ == "NOUN":
            # 山本寛斎氏|デザインを手がけた → ×山本寛斎氏デザイン: a name before a verbal noun reads as its maker's label
            name = _final_compound(phrase.body)
            return (
                f"dropping {particle} would glue the name {name} to the verbal noun {following.text} "
                f"into one compound ({name}{following.text})"
            )
        if particle in _LOCATIVE_PARTICLES and _relational_before_adjective(last, following):
            # 丘のふもとに|美しい湖が → ×丘のふもと美しい湖, 彼らの前には|長い冬が → ×彼らの前長い冬 (heldout-e,
            # heldout-o class 11): a relational noun names a side or part of something, which an adjective after
            # it then describes ('the foot is beautiful'); the dropped particle is not restored
            return (
                f"dropping {phrase.particle} would put the relational noun {last.text} right before the adjective "
                f"{following.text}, which then reads as said of {last.text} ({last.text}が{following.text})"
            )
        if particle in _LOCATIVE_PARTICLES and _starts_noun_phrase(following):
            return (
                f"dropping {particle} would put {last.text} right before {following.text}; the two read as "
                f"one noun phrase and a reader does not restore {particle}"
            )
        if particle in _CORE_PARTICLES and _is_noun(following):
            for name, other in slots.items():
                if (
                    name in self.deleted_with
                    and other is not phrase
                    and other.start == phrase.end
                    and other.particle_tokens
                    and other.particle_tokens[0].text in ("に", "で")
                ):
                    return (
                        f"dropping {particle} and the {other.particle_tokens[0].text} of {other.body.text} "
                        f"would glue {last.text} to {following.text} into one noun phrase"
                    )
        if (
            particle in _CORE_PARTICLES
            and _is_noun(following)
            and (oblique := _oblique_phrase_particle(phrase.end, phrase.span.doc))
        ):
            # パスタを|皿に入れる → ×パスタ皿に, 木を|斧で → ×木斧で: the object glues onto the oblique phrase's noun
            return (
                f"dropping {particle} would glue {last.text} to {following.text}, the start of a {oblique}-phrase, "
                "into one noun phrase"
            )
        return None

    def _bare_noun_glue(self, phrase: Argument, slots: Slots, last: Token, following: Token) -> str | None:
        """A single が/は/を dropped before a noun is left to the reader (男性がギターを → 男性ギター弾いている, as the
        caption reference writes) only with positive evidence that the two stay two phrases; without it the bare
        nouns read as one noun phrase (a compound, an apposition or a count) and the dropped particle is lost:

        (a) a number or counter before the noun counts it (騎手1人を|女性が → ×騎手1人女性: "one woman");
        (b) the noun opens a phrase the rule leaves marked, or a modifier inside one (当局は|ドローンを追跡する
            アプローチを → ×当局ドローンを追跡する…: 当局ドローン is one noun phrase with ドローンを's particle);
        (c) the next noun phrase is the other phrase the rule strips, and the phrase's noun names no person,
            animal, organisation or vehicle, so nothing marks it as the agent before it (ポンプが|水を → ×ポンプ水,
            雨が|窓を → ×雨窓): an inanimate noun before a noun reads as its modifier."""
        if [token.text for token in phrase.particle_tokens] not in (["が"], ["は"], ["を"]):
            return None
        if not _is_noun(following) or following.pos_ == "PRON" or following.tag_.startswith("代名詞"):
            return None  # 警官|彼の腕, 私|彼女: a pronoun opens a phrase of its own
        particle = phrase.particle
        if following.pos_ == "NUM" or following.text[:1] in DIGITS:
            return None  # 候補者|400人: a number opens a phrase of its own (left to the reader)
        if _is_count(last) and _token_animate(following):
            return (
                f"dropping {particle} would put the count {_final_compound(phrase.body)} right before "
                f"{following.text}, which it then reads as counting ({_final_compound(phrase.body)}{following.text})"
            )
        noun = _final_compound(phrase.body)
        deleted = {
            token.i
            for name, other in slots.items()
            if name in self.deleted_with and other is not phrase
            for token in other.particle_tokens
        }
        doc, i = following.doc, following.i
        if i + 2 < len(doc) and _is_idiom(following, doc[i + 1].text, doc[i + 2]):
            return None  # 煮物を|気に入った: 気に is part of the predicate, no noun phrase to glue onto
        # the next noun phrase, over の and the conjunctions と/や (美と希望の新しい世代を, 料理長と呼ぶ)
        while i < len(doc) and (
            _is_noun(doc[i])
            or doc[i].text in ("の", "と", "や")
            or doc[i].tag_.startswith(("接頭辞", "接尾辞"))
        ):
            i += 1
        # (b) needs the rule's other deletions (see_rule): used outside a rule, the check cannot tell them
        if self.deleted_with and i < len(doc) and doc[i].tag_.startswith("助詞") and i not in deleted:
            # 当局は|ドローンを追跡するアプローチを: ドローン's を stays, inside a relative clause of the partner
            return (
                f"dropping {particle} would put {noun} right before {doc[following.i : i + 1].text}, a phrase "
                f"that keeps its particle: the two read as one noun phrase ({noun}{doc[following.i : i + 1].text})"
            )
        if i < len(doc) and i in deleted and not _is_animate(phrase.body) and not _token_animate(following):
            return (
                f"dropping {particle} would put {noun} right before {following.text}; {noun} names no person, "
                f"animal or organisation, so the two read as one noun phrase ({noun}{following.text})"
            )
        return None

    def apply(self, rewrite: Rewrite, slots: Slots) -> None:
        rewrite.replace(_particle_indices(slots[self.args["delete_particle"]]), "")

    def describe(self, slots: Slots) -> str:
        phrase = slots[self.args["delete_particle"]]
        return f"{phrase.span.text} → {phrase.body.text} (particle {phrase.particle} dropped)"

    def expect(self, expected: Expectation, original: Claims) -> None:
        slot = self.args["delete_particle"]
        expected.claims[slot] = (expected.claims[slot][0], "")


# Honorific suffixes that close a person's name (山本寛斎氏, 田中さん).
_NAME_HONORIFICS = frozenset("氏 さん 様 さま 君 くん ちゃん 殿".split())

# Demonstratives open a noun phrase of their own, like adnominals (男性|それらのドラム): no glue.
DEMONSTRATIVE_PRONOUNS = frozenset("これ それ あれ ここ そこ あそこ こちら そちら あちら".split())


def _glue_kind(token: Token) -> str | None:
    """What kind of nominal `token` is, when a noun left right before it would join it into one noun phrase
    (a proper noun, 数, a prefix or suffix, a counter noun, an adjectival noun before a noun, a one-character
    person noun or one before の); None when it opens a noun phrase of its own: a plain common noun (ギター, 玉ねぎ,
    魚, which the caption reference leaves to the reader: 男性がギターを弾いている → 男性ギター弾いている), a pronoun,
    a number in digits or kanji (候補者|400人), an adnominal or a demonstrative (その, 大きな, それら). A
    one-character noun glues only as the head of an appositive compound (修習生|男) or before の, where the two
    nouns read as one modifier (同署|車の行方, 男性|靴の紐)."""
    tag, doc = token.tag_, token.doc
    following = doc[token.i + 1] if token.i + 1 < len(doc) else None
    if tag.startswith("代名詞") or token.pos_ == "PRON":
        return None  # a pronoun opens a noun phrase of its own (警官|彼の腕), but for the pronoun compounds
    if tag.startswith("名詞-固有名詞"):
        return "a proper noun"
    if token.text[:1] == "数" and (tag.startswith("名詞-数詞") or token.pos_ == "NUM"):
        return "数, which also reads as the suffix 'number of'"  # 投資家|数10億ドル → 投資家数, 会社|数百人
    if token.pos_ == "NUM" or tag.startswith("名詞-数詞"):
        return None  # 候補者|400人, 女の子|二切れの: a number opens its own phrase
    if tag.startswith("接頭辞") and token.text not in ("お", "ご", "御"):
        return "a prefix"  # 同|署, 各|部署; not the honorific お/ご, which starts a word of its own (お茶)
    if tag.startswith("接尾辞"):
        return "a suffix"
    if tag.startswith("形状詞"):
        nominal = following is not None and (following.pos_ in NOMINAL_POS or following.text == "の")
        return "an adjectival noun before a noun" if nominal else None
    if not tag.startswith("名詞"):
        return None
    if "助数詞可能" in tag:
        return "a noun that also serves as a counter or suffix"
    if len(token.text) < 2 and token.text in clause_lexicons().appositive_heads:
        return "a one-character noun for a person, which reads as the head of an appositive compound"
    if len(token.text) < 2 and following is not None and following.text == "の":
        return "a one-character noun before の, which joins the noun before it into one modifier"
    return None


def _is_count(token: Token) -> bool:
    """A number or a counted quantity (3, 3人 as numeral + counter, 1人, 二人): before a noun it counts it."""
    doc = token.doc
    if token.pos_ == "NUM" or token.text[:1] in DIGITS:
        return True
    if token.i > 0 and doc[token.i - 1].pos_ == "NUM" and token.tag_.startswith("接尾辞"):
        return True
    return (
        len(token.text) == 2
        and token.text[0] in "一二三四五六七八九十何数"
        and token.text[1] in "人名匹頭台本個枚冊"
    )


def _final_compound(body: Span) -> str:
    """The noun compound a phrase body ends in (司法修習生, 騎手1人), as the reader sees it."""
    start = body.end - 1
    while start > body.start and (_is_noun(body.doc[start - 1]) or body.doc[start].tag_.startswith("接尾辞")):
        start -= 1
    return body.doc[start : body.end].text


def _is_animate(body: Span) -> bool:
    """The body's final noun compound names a person, an animal or an organisation: the one recogniser,
    parsing/animacy.py `recognise` (a lexicon word at its head, a person's name, a person suffix, an entity label)."""
    doc, start = body.doc, body.end
    while start > body.start and doc[start - 1].pos_ in NOMINAL_POS:
        start -= 1
    if start == body.end:
        return False
    found = recognise_tokens(doc[start : body.end])
    return found is not None and found.kind in ANIMATE_KINDS


def _listing_glue(phrase: Argument, last: Token, following: Token) -> str | None:
    """A phrase closed by the listing particle など or 等 (住宅などに|被害が): dropped, its particle leaves など right
    before the next noun, and "N など N" reads as one noun phrase, the second noun exemplified by the first
    (×住宅など被害 "damage such as houses"), so the dropped locative particle is not restored (heldout-i class 11),
    as for a noun (`_noun_glue` (a)). A dropped が/は/を is left to the reader, as after a noun (硫黄島などが|暴風域に
    入っている → 硫黄島など暴風域入っている, judged restorable on heldout-d)."""
    if last.text not in ("など", "等", "なんか") or not _is_noun(following):
        return None
    if phrase.particle_tokens[0].text not in _LOCATIVE_PARTICLES:
        return None
    if following.pos_ == "PRON" or following.tag_.startswith("代名詞") or following.pos_ == "NUM":
        return None  # a pronoun or a number opens a phrase of its own
    return (
        f"dropping {phrase.particle} would put {phrase.body.text} right before {following.text}; a noun after "
        f"{last.text} reads as the thing it exemplifies, one noun phrase ({phrase.body.text}{following.text})"
    )


# Relational nouns of position beyond `spatial_nouns` (川の真向かい, 駅の北側, 店の向かい).
_POSITION_ENDINGS = frozenset({"向かい", "側", "沿い", "寄り"})


def _existential_ni_glue(phrase: Argument, following: Token) -> str | None:
    """A に-phrase right before the verb of existence (住宅街に|ある): dropped, its bare noun reads as what exists
    (住宅街(が)ある "there is a residential area"), not where something is, and a reader does not restore に
    (heldout-i class 11). Not after a relational noun of position (川の真向かいに|ある, 机の上に|ある: judged
    restorable on heldout-e), which names no thing that could exist: the place stays a place."""
    if [token.text for token in phrase.particle_tokens] != ["に"] or following.lemma_ not in ARU:
        return None
    if following.pos_ not in ("VERB", "AUX"):
        return None
    noun = _final_compound(phrase.body)
    if not noun or noun.endswith(tuple(clause_lexicons().spatial_nouns | _POSITION_ENDINGS)):
        return None
    return (
        f"dropping に would leave {noun} right before the verb {following.text}, where a bare "
        "noun reads as what exists, not where it is: a reader does not restore に"
    )


def _possessive_no_glue(phrase: Argument, last: Token, following: Token) -> str | None:
    """A phrase whose body ends in の (あなたのは "yours", 母のを "mother's"): dropped, its particle leaves the
    の right before the next word, which it then possesses (あなたのは|向こうに → ×あなたの向こう "beyond you")."""
    if last.text != "の" or not last.tag_.startswith("助詞") or following.pos_ == "PUNCT":
        return None
    return (
        f"dropping {phrase.particle} would leave {phrase.body.text} right before {following.text}, which it then "
        f"reads as possessing ({phrase.body.text}{following.text})"
    )


def _de_before_passive(phrase: Argument) -> str | None:
    """A で-phrase of a passive predicate (プロパガンダで使われた): bare, the noun reads as the passive's subject
    (×プロパガンダ使われた restores as プロパガンダが使われた), not as the place or means it was."""
    if phrase.particle != "で":
        return None  # では, でも: a topic or focus, not read as the subject
    verb = phrase.head.head
    if verb is phrase.head or not any(
        child.lemma_ in ("れる", "られる") and child.dep_ == "aux" and child.i > verb.i
        for child in verb.children
    ):
        return None
    return (
        f"dropping で before the passive {verb.text}{''.join(c.text for c in verb.children if c.dep_ == 'aux')} "
        f"would let {phrase.body.text} read as its subject ({phrase.body.text}が), not as the place or means it was"
    )


def _ni_before_passive(phrase: Argument) -> str | None:
    """The に-phrase of a passive predicate that names a person, its agent (その老人に追いかけられる, 村の全ての人に
    知られている): bare, the noun reads as a second subject or as the object (×若い女性その老人追いかけられる: who
    chases whom?), and a reader does not restore the に (heldout-q class 1)."""
    if phrase.particle != "に" or not _is_animate(phrase.body):
        # 施設には、…が含まれる, 表面に…と印字され: a place or a framing topic before a passive was judged
        # restorable (5 of 6 on the dev sets); a person is the agent
        return None
    verb = phrase.head.head
    auxiliaries = [c for c in verb.children if c.dep_ == "aux" and c.i > verb.i]
    if verb is phrase.head or not any(c.lemma_ in ("れる", "られる") for c in auxiliaries):
        return None
    return (
        f"dropping {phrase.particle} before the passive {verb.text}{''.join(c.text for c in auxiliaries)} "
        f"would leave {phrase.body.text} bare, where it reads as a subject or an object; a reader does not restore "
        "the に of the passive's agent"
    )


# The markers of a clause of degree or manner (知っているほど, 泣くくらい, 言われたように): its subject is not the
# main clause's.
_DEGREE_CLAUSE_MARKS = frozenset({"ほど", "程", "くらい", "ぐらい", "位", "よう", "ように"})


def _degree_clause_subject(phrase: Argument) -> str | None:
    """The が-subject that opens the sentence, of a clause of degree or manner (彼がそれを知っているほど愚かではない)
    whose main clause has no subject or topic of its own (heldout-m class 5): bare, the noun opens the sentence
    as the main clause's topic (×彼それ知っているほど愚かではない reads 彼は…愚かではない), not as the embedded
    subject, and が is not what a reader restores."""
    if phrase.particle != "が" or phrase.start != 0:
        return None
    verb = phrase.head.head
    mark = next((c for c in verb.children if c.dep_ == "mark" and c.text in _DEGREE_CLAUSE_MARKS), None)
    if verb is phrase.head or verb.dep_ != "advcl" or mark is None:
        return None
    main = verb.head
    if any(
        child.dep_ in ("nsubj", "csubj")
        or any(c.dep_ == "case" and c.text in ("は", "が") for c in child.children)
        for child in main.children
        if child is not verb and child.i < main.i
    ):
        return None
    return (
        f"dropping が would leave {phrase.body.text} opening the sentence, where it reads as the topic of the main "
        f"predicate {main.text} ({phrase.body.text}は), not as the subject of the clause of {mark.text}"
    )


# Cases whose phrase, left bare right before a verb that takes a を-object, reads as that object or path when the
# clause has none (何者かがトラックで持ち出した → ×何者かトラック持ち出した 'took the truck out'). Not に/へ: a bare
# noun before a verb of giving, telling or deciding is restored as its recipient or goal (judged on heldout-b:
# 阪急側|伝えた, その赤い車|決めた); nor before a verb with no object (ボールで遊んでいる → ボール遊んでいる).
_OBJECT_READING_CASES = frozenset({"で", "から", "より"})


@cache
def _transitive_verbs() -> frozenset[str]:
    """The transitive verbs of the built-in 自他 pairs (built once, not per candidate)."""
    return builtin_pairs().transitives()


def _takes_object(verb: Token) -> bool:
    """The verb takes a を-object by positive evidence: the transitive verb of a 自他 pair or a compound verb ending
    in one (持ち出す ends in 出す), a 五段 verb in -す (Sudachi's 五段-サ行: 出す, 渡す, 壊す, nearly all transitive),
    a transitive verbal noun (rules/lexicons/transitive_verbal_nouns.yaml), or a verb of motion whose を marks
    the path (rules/lexicons/path_verbs.yaml: 走る, 渡る)."""
    lemma = verb.lemma_
    transitives = _transitive_verbs()
    if lemma in transitives or any(len(lemma) > len(t) and lemma.endswith(t) for t in transitives):
        return True
    if any(value.startswith("五段-サ行") for value in verb.morph.get("Inflection")):
        return True
    return lemma in rule_lexicon_words("transitive_verbal_nouns") or lemma in rule_lexicon_words("path_verbs")


def _object_reading_glue(phrase: Argument, following: Token) -> str | None:
    """A phrase marked で/から/より that stands right before its own verb, a verb that takes a を-object
    (`_takes_object`), in a clause with no を-phrase: bare, the noun fills the verb's empty object slot in
    the reader's mind (何者かがトラックで持ち出した → ×何者かトラック持ち出した reads 'took the truck out'), and the
    dropped particle is not restored (issue 20, heldout-d)."""
    case = phrase.particle_tokens[0].text
    verb = phrase.head.head
    if (
        verb.i != following.i
        or verb is phrase.head
        or not verb.tag_.startswith(("動詞", "名詞-普通名詞-サ変"))
    ):
        return None
    if case not in _OBJECT_READING_CASES or not _takes_object(verb):
        return None
    if any(
        grandchild.text == "を" and grandchild.tag_.startswith("助詞-格助詞")
        for child in verb.children
        for grandchild in child.children
    ):
        return None  # the verb has its object: the bare noun before it is not read as a second one
    return (
        f"dropping {phrase.particle} would leave {phrase.body.text} right before {following.text}, whose を-object "
        f"is unsaid: the bare noun reads as its object or path ({phrase.body.text}を{following.lemma_}), not as "
        f"{phrase.span.text}"
    )


# The u-row kana of the i-row ending of a 五段 verb's 連用形 (支払い → 支払う, 踊り → 踊る).


def _verb_stem_noun(token: Token) -> str | None:
    """The verb whose 連用形 the noun is (調べ ← 調べる, 支払い ← 支払う, 踊り ← 踊る), by the dictionary: the noun
    has a kanji and ends in kana, and Sudachi reads the spelt-out verb as one verb of that dictionary form."""
    text = token.text
    if (
        not token.tag_.startswith("名詞")
        or len(text) < 2
        or not _has_kanji(text)
        or not _is_hiragana(text[-1])
    ):
        return None
    return stem_verb(text)


def _compound_glue(phrase: Argument, last: Token, following: Token) -> str | None:
    """Two nouns left side by side that Japanese writes as one compound (issue 20, heldout-e class 11): the two
    spelt together are one word of Sudachi's dictionary (人|命 → 人命); a kanji noun before the 連用形 noun of a verb
    (警視庁|調べ → 警視庁調べ 'the police's findings', 料金|支払い); a verbal noun naming an event before a number
    with a counter of time (停電|1日 'a one-day outage'); a bare が/は/を noun before a kanji compound of three or
    more words (委員会|人権侵害中止, 女性|王位継承権: Japanese strings nouns into compounds freely, and the bare noun
    reads as one more member); a kanji that reads as one word with the first kanji of the adjective after it
    (`_kanji_reread`: 補給所|長い → 所長). Not a kanji noun before a shorter kanji compound (主将|選手宣誓,
    乗客|軌道上, 大統領|不正行為 were judged restorable).
    The reader takes the compound and does not restore the dropped particle."""
    doc = following.doc
    particle = phrase.particle
    if not _is_noun(last) or following.pos_ == "PUNCT":
        return None
    after = doc[following.i + 1] if following.i + 1 < len(doc) else None
    if (following.pos_ == "NUM" or following.text[:1] in DIGITS) and after is not None:
        # an event (Sudachi サ変可能: 停電, 工事) lasts: 停電|1日 reads as its length; 財団|7日 stays a date
        if (
            after.text in DURATION_COUNTERS
            and after.tag_.startswith(("接尾辞", "名詞"))
            and last.tag_.startswith("名詞-普通名詞-サ変可能")
        ):
            return (
                f"dropping {particle} would put {last.text} right before {following.text}{after.text}, which then "
                f"reads as how long it lasted ({last.text}{following.text}{after.text})"
            )
        return None
    reread = _kanji_reread(last, following)
    if reread:
        return f"dropping {particle} would {reread}"
    if not _is_noun(following):
        return None
    words = dictionary_words(last.text + following.text)
    if len(words) == 1 and words[0][1].startswith("名詞"):
        return (
            f"dropping {particle} would glue {last.text} to {following.text} into the one word {words[0][0]}"
        )
    # a kanji noun or a noun suffix (警視|庁, 委員|会): the last word of a kanji compound
    if not (_kanji_word(last.text) and last.tag_.startswith(("名詞", "接尾辞-名詞的"))):
        return None
    compound = _kanji_compound_after(following)
    if phrase.particle in _CORE_PARTICLES and len(compound) >= 3:
        # 委員会が|人権侵害中止の勧告を → ×委員会人権侵害中止の勧告: Japanese strings nouns into compounds freely, and
        # the bare noun reads as one more member of the long compound after it
        text, noun = "".join(token.text for token in compound), _final_compound(phrase.body)
        return (
            f"dropping {particle} would put {noun} right before the kanji compound {text}, which then reads as "
            f"the first member of one longer compound ({noun}{text})"
        )
    verb = _verb_stem_noun(following)
    if verb is not None:
        noun = _final_compound(phrase.body)
        return (
            f"dropping {particle} would glue {noun} to {following.text}, the noun of the verb {verb}, into one "
            f"compound ({noun}{following.text})"
        )
    return None


def _kanji_reread(last: Token, following: Token) -> str | None:
    """A kanji compound noun right before an adjective that starts with a kanji, where the two kanji
    written together are a noun of Sudachi's dictionary (補給所|長い → 所長 'chief'): the reader segments the kanji
    run anew and takes the noun, not the adjective. None otherwise, and before a noun (運転士|列車 is read as 列車)."""
    if following.whitespace_ or last.whitespace_ or _is_noun(following):
        return None
    if not following.tag_.startswith("形容詞"):
        return None  # a bare object before its verb is read as its object (疑念|持っている, 答申|出していた)
    # a kanji compound (補給|所 as one word 補給所), whose last kanji a reader may take as the start of the next
    # word; not a one-kanji word (男の|子|白い: 子 stands apart)
    if len(last.text) < 2 or not _kanji_word(last.text) or not _has_kanji(following.text[:1]):
        return None
    pair = last.text[-1] + following.text[0]
    words = dictionary_words(pair)
    if len(words) != 1 or not words[0][1].startswith("名詞") or words[0][0] != pair:
        return None
    return (
        f"leave {last.text} right before {following.text}, and the kanji {last.text[-1]} and "
        f"{following.text[0]} then read as the one word {pair}"
    )


# Kanji that, written after a noun, read as its plural suffix (成年達, 子供等), where a verb or adjective starts with one
# (達する, 等しい): 成年に達していない → ×成年達していない reads 'the adults are not…' (heldout-m class 11).
_PLURAL_SUFFIX_KANJI = frozenset("達等")


def _verb_reread(phrase: Argument, last: Token, following: Token) -> str | None:
    """A kanji noun left right before a verb or adjective that starts with a kanji, where the reader takes that kanji
    as a suffix of the noun (heldout-m class 11): the verb's first kanji is a plural suffix (成年|達していない → 成年達),
    or Sudachi's dictionary, segmenting the run anew, keeps the noun and reads the verb's first kanji as a noun suffix
    (建設|用いられる → 建設|用|いられる, 'for construction'). Not when the run reads as a compound word across the
    boundary (夢|見た → 夢見た, 本|読み終えた: judged restorable), nor after a kana or katakana word (マーク|付された:
    the script change marks the boundary). The dropped particle is not restored."""
    if following.whitespace_ or last.whitespace_ or not _has_kanji(following.text[:1]):
        return None
    if not following.tag_.startswith(("動詞", "形容詞")) or not _is_kanji(last.text[-1:]):
        return None
    particle = phrase.particle
    if following.text[0] in _PLURAL_SUFFIX_KANJI:
        return (
            f"dropping {particle} would leave {last.text} right before {following.text}, whose {following.text[0]} "
            f"then reads as the plural suffix ({last.text}{following.text[0]}), and {particle} is not restored"
        )
    doc = following.doc
    run = [last, *doc[following.i : min(following.i + 4, len(doc))]]
    words = dictionary_words("".join(token.text for token in run))
    offset = 0
    for surface, tag, _ in words:
        if offset == len(last.text):
            if not tag.startswith("接尾辞"):
                return None
            return (
                f"dropping {particle} would leave {last.text} right before {following.text}, and the reader takes "
                f"{surface} as a suffix of {last.text} ({last.text}{surface}; the run reads "
                f"{'|'.join(w[0] for w in words)}), not as the start of {following.lemma_}"
            )
        offset += len(surface)
        if offset > len(last.text):
            return None
    return None


def _kanji_compound_after(first: Token) -> list[Token]:
    """The kanji nouns, noun prefixes and suffixes written together from `first` on (人権|侵害|中止, 王位|継承|権,
    事件|現場|近く: each word has a kanji), up to a particle, a space or any other word."""
    doc, words = first.doc, []
    for token in doc[first.i :]:
        if not (
            _has_kanji(token.text)
            and token.tag_.startswith(("名詞-普通名詞", "接頭辞", "接尾辞-名詞的"))
            and not token.tag_.startswith("名詞-数詞")
        ):
            break
        words.append(token)
        if token.whitespace_:
            break
    return words


def _nominal_glue(phrase: Argument, last: Token, following: Token) -> str | None:
    """Two nominals left side by side glue into one noun phrase whatever the particle dropped between them
    (同署|車の行方, ダイムラー社|クライスラー社の株式, 司法修習生|男, チーム|日本シリーズ, 投資家|数10億ドル, 彼|彼女,
    誰|彼, 彼女|通り, 川の水|有害物質): skip. Left to the reader (judged restorable on heldout-b, and what the
    JSICK-stress reference writes): a single が/は/を before a plain common noun (男性|ギター, 女性|魚), a pronoun
    (警官|彼の腕, 私|彼女) unless the two make a pronoun compound (誰彼, 彼彼女: data/clause_lexicons.yaml
    `pronoun_compounds`), a number in digits (候補者|400人), an adnominal or a demonstrative (男性|そのピアノ)."""
    doc, i = following.doc, following.i
    if i + 2 < len(doc) and _is_idiom(following, doc[i + 1].text, doc[i + 2]):
        return None  # 煮物を|気に入った: 気に is part of the predicate, no noun phrase to glue onto
    kind = _glue_kind(following)
    if kind is None and last.text + following.text in clause_lexicons().pronoun_compounds:
        kind = f"{last.text}{following.text} is one word"
    core = [token.text for token in phrase.particle_tokens] in (["が"], ["は"], ["を"])
    if kind is None and core:
        return None
    if kind is None and not _is_noun(following):
        return None
    what = f" ({kind})" if kind else ""
    body = phrase.body
    # the noun compound the phrase ends in (司法修習生, ダイムラー社), as the reader sees it
    start = body.end - 1
    while start > body.start and (_is_noun(body.doc[start - 1]) or body.doc[start].tag_.startswith("接尾辞")):
        start -= 1
    noun = body.doc[start : body.end].text
    return (
        f"dropping {phrase.particle} would put {noun} right before {following.text}{what}: the two read as "
        f"one noun phrase ({noun}{following.text}), and a reader does not restore {phrase.particle}"
    )


def _swapped_body_landing(first: Argument, second: Argument) -> str | None:
    """np-swap of two adjacent phrases whose earlier one's body opens with a relative clause (発見した警備員が|広島県警
    広島中央署に): after the swap the later body takes the earlier particle right before that clause (×広島中央署が
    発見した警備員に通報し, heldout class 11), and `open_clause_landing` says whether a reader attaches it there."""
    earlier, later = sorted((first, second), key=lambda phrase: phrase.start)
    if earlier.end != later.start or earlier.particle not in ("が", "を", "に"):
        return None
    doc = earlier.span.doc
    return open_clause_landing(earlier.particle, later.body.text, doc, earlier.body.start, earlier.body.end)


@OPERATIONS.register
class ExchangeBodies(Operation):
    """`{exchange_bodies: [A, B]}`: the phrases without their particles swap places; particles stay."""

    name = "exchange_bodies"
    params = {"exchange_bodies": Param(Kind.SLOT_PAIR)}
    example = {"exchange_bodies": ["subject", "partner"]}

    def check(self, slots: Slots) -> str | None:
        """A wh-word's body must not move into a phrase marked with the topic は or the focus も, and a quantifier
        floated off one phrase must not end up after the other's body (`swapped_quantifier`)."""
        first, second = (slots[name] for name in self.args["exchange_bodies"])
        return (
            wh_topic_refusal(first, second.particle)
            or wh_topic_refusal(second, first.particle)
            or phrase_boundary_refusal(first, second)
            or phrase_boundary_refusal(second, first)
            or topic_de_refusal(first, second)
            or group_de_refusal(first, second.particle, second.body, first.particle)
            or group_de_refusal(second, first.particle, first.body, second.particle)
            or _swapped_body_landing(first, second)
            or swapped_quantifier(first, second)
        )

    def apply(self, rewrite: Rewrite, slots: Slots) -> None:
        first, second = (slots[name].body for name in self.args["exchange_bodies"])
        rewrite.exchange(range(first.start, first.end), range(second.start, second.end))

    def describe(self, slots: Slots) -> str:
        first, second = (slots[name] for name in self.args["exchange_bodies"])
        return f"{first.body.text} ⇄ {second.body.text} (the particles stay in place)"

    def expect(self, expected: Expectation, original: Claims) -> None:
        first, second = self.args["exchange_bodies"]
        claims = expected.claims
        claims[first], claims[second] = (
            (claims[second][0], claims[first][1]),
            (claims[first][0], claims[second][1]),
        )


@OPERATIONS.register
class ExchangePhrases(Operation):
    """`{exchange_phrases: [A, B]}`: the whole phrases, particles included, swap places.

    Whatever stands between them stays where it is; set_particle then re-marks each phrase."""

    name = "exchange_phrases"
    params = {"exchange_phrases": Param(Kind.SLOT_PAIR)}
    example = {"exchange_phrases": ["subject", "partner"]}

    def apply(self, rewrite: Rewrite, slots: Slots) -> None:
        first, second = (slots[name] for name in self.args["exchange_phrases"])
        rewrite.exchange(_tokens(first), _tokens(second))

    def describe(self, slots: Slots) -> str:
        first, second = (slots[name] for name in self.args["exchange_phrases"])
        return f"{first.span.text} ⇄ {second.span.text} (whole phrases change places)"

    def expect(self, expected: Expectation, original: Claims) -> None:
        """Exchanging whole phrases changes no (body, particle) claim, only word order."""


@OPERATIONS.register
class InsertPhrase(Operation):
    """`{insert_phrase: C, text: ある人, particle: が, before: A}`: a new phrase C in front of phrase A.

    The text may be a placeholder such as "{causer}" that the op file declares under `variables`."""

    name = "insert_phrase"
    params = {
        "insert_phrase": Param(Kind.NEW_SLOT),
        "text": Param(Kind.TEXT),
        "particle": Param(Kind.PARTICLE),
        "before": Param(Kind.SLOT),
    }
    example = {"insert_phrase": "causer", "text": "ある人", "particle": "が", "before": "clause_start"}

    def _text(self, slots: Slots) -> str:
        return str(self.args["text"]) + particle_text(self.args["particle"], _particles(slots))

    def apply(self, rewrite: Rewrite, slots: Slots) -> None:
        rewrite.insert_before(self._text(slots), _tokens(slots[self.args["before"]]))

    def describe(self, slots: Slots) -> str:
        return f"{self._text(slots)} added in front of {slots[self.args['before']].span.text}"

    def expect(self, expected: Expectation, original: Claims) -> None:
        particle = particle_text(self.args["particle"], _original_particles(original))
        expected.claims[str(self.args["insert_phrase"])] = (str(self.args["text"]), particle)


@OPERATIONS.register
class RemovePhrase(Operation):
    """`{remove_phrase: A}`: the whole phrase goes, with a comma (読点) right after it."""

    name = "remove_phrase"
    params = {"remove_phrase": Param(Kind.SLOT)}
    example = {"remove_phrase": "partner"}

    def apply(self, rewrite: Rewrite, slots: Slots) -> None:
        phrase = slots[self.args["remove_phrase"]]
        end = phrase.end
        doc = phrase.span.doc
        if end < len(doc) and doc[end].pos_ == "PUNCT" and doc[end].text in COMMAS:
            end += 1
        rewrite.remove(range(phrase.start, end))

    def describe(self, slots: Slots) -> str:
        return f"{slots[self.args['remove_phrase']].span.text} removed"

    def expect(self, expected: Expectation, original: Claims) -> None:
        body, _ = expected.claims.pop(self.args["remove_phrase"])
        expected.removed.add(body)


def _idiom(chain: Span) -> str | None:
    """気に入る, 背を向ける: the verb is part of an idiom chunk (data/clause_lexicons.yaml) with the noun and
    particle before it, and its 自他 partner is no part of that idiom."""
    doc, start = chain.doc, chain.start
    if start < 2:
        return None
    noun, particle, verb = doc[start - 2], doc[start - 1], chain[0]
    if is_idiom(noun, particle.text, verb) is not None:
        return (
            f"{noun.text}{particle.text}{verb.lemma_} is an idiom: its verb has no partner of its own there"
        )
    return None


def voice_form_refusal(chain: Span, target: Voice) -> str | None:
    """Why the predicate's form takes no voice change into `target` at all (a potential, an honorific, 〜ておく, a
    negated non-past made passive …), or None: the first checks of `revoice`. The voice ops' conditions that judge
    the clause's meaning (`native_thing_passive`, `thing_by_agent`, `ni_agent`) defer to it, so that a form with no
    passive is skipped for its form."""
    refusal = voice_change_refusal(chain, target) or _auxiliary_verb_refusal(chain)
    if refusal is None and target is Voice.PASSIVE:
        refusal = _negated_present_refusal(chain)
    return refusal


def _auxiliary_verb_refusal(chain: Span) -> str | None:
    """Why the chain is not the whole predicate (an auxiliary verb follows or is inside it), or None."""
    doc = chain.doc
    following = doc[chain.end] if chain.end < len(doc) else None
    if following is not None and following.pos_ in ("VERB", "AUX") and not starts_bunsetsu(following):
        # 放して|もらう, 滑り出て|くる: the chain the engine re-inflects is not the whole predicate, and
        # which verb the voice belongs to is not for the engine to guess.
        return f"unsupported auxiliary verb {following.lemma_}"
    for token in chain[1:]:
        # やり|そこなう: an auxiliary that is itself a verb; the voice could attach to either.
        if token.pos_ == "AUX" and token.tag_.startswith("動詞") and token.lemma_ != "する":
            return f"unsupported auxiliary verb {token.lemma_}"
    return None


NEGATED_PRESENT_ENDINGS = frozenset({"ない", "ないです", "ません", "ぬ", "ん", "ず"})


def _negated_present_refusal(chain: Span) -> str | None:
    """Why a negated non-past predicate without ている (知らない, 食べない, 読みません) is not made passive, or None.

    Its passive, 知られない / 食べられない, reads as 'cannot be …' (for 一段 verbs the passive and the
    potential are one form) or as what will not happen, not as the present state or habit the active
    negation states (彼女はまだ真実を知らない → ×真実はまだ彼女に知られない); the state needs ている
    (知られていない), which is another sentence."""
    # The whole rest of the chain is the negation (知ら|ない, 守り|ませ|ん): not 読ま|なけれ|ば|なら|ない
    # (an obligation), not a past (なかった) and not ている (知って|い|ない).
    if "".join(token.text for token in chain[1:]) not in NEGATED_PRESENT_ENDINGS:
        return None
    if chain[0].lemma_ == "知る":  # written with its state kept (_negated_state: 知らない → 知られていない)
        return None
    return (
        f"{chain.text} is a negated non-past without ている: its passive would read as 'cannot be …' or as what"
        " will not happen, not as the state the negation states (食べない → ×食べられない)"
    )


@OPERATIONS.register
class Revoice(Operation):
    """`{revoice: predicate, to: passive}`: re-inflect the predicate chain into active/passive/causative.

    Tense, aspect, negation and the connective form are kept (conjugation.revoice)."""

    name = "revoice"
    params = {"revoice": Param(Kind.SLOT), "to": Param(Kind.TEXT, choices=tuple(Voice))}
    example = {"revoice": "predicate", "to": "passive"}

    def _new_predicate(self, slots: Slots) -> str:
        chain = slots[self.args["revoice"]].span
        return _negated_state(chain, revoice(chain, Voice(self.args["to"])), Voice(self.args["to"]))

    def check(self, slots: Slots) -> str | None:
        chain = slots[self.args["revoice"]].span
        refusal = voice_form_refusal(chain, Voice(self.args["to"]))
        if refusal is not None:
            return refusal
        try:
            new = self._new_predicate(slots)
        except UnsupportedForm as exc:
            return str(exc)
        if Voice(self.args["to"]) is Voice.CAUSATIVE:
            return causative_form_refusal(chain, new)
        return None

    def apply(self, rewrite: Rewrite, slots: Slots) -> None:
        chain = slots[self.args["revoice"]]
        rewrite.replace(tuple(range(chain.start, chain.end)), self._new_predicate(slots))

    def describe(self, slots: Slots) -> str:
        phrase = slots[self.args["revoice"]]
        return f"{phrase.span.text} → {self._new_predicate(slots)} ({self.args['to']} voice)"

    def expect(self, expected: Expectation, original: Claims) -> None:
        expected.voice = Voice(self.args["to"])


def _negated_state(chain: Span, new: str, target: Voice) -> str:
    """知る negated is the negation of the state 知っている (真実を知らない "does not know"), so its passive keeps the
    state: 知らない → 知られていない, not ×知られない (which reads as "will not become known" or the potential); the
    same for 知らなかった, 知りません."""
    if target is not Voice.PASSIVE or chain[0].lemma_ != "知る" or not len(chain):
        return new
    if any(token.lemma_ in ("いる", "居る") for token in chain[1:]):
        return new
    for negation in ("られな", "られませ"):
        if negation in new:
            return new.replace(negation, "られてい" + negation.removeprefix("られ"), 1)
    return new


PARTNERS = ("transitive", "intransitive")


@OPERATIONS.register
class Relexicalise(Operation):
    """`{relexicalise: predicate, to: transitive}`: the verb becomes its 自他 partner in the same form.

    電気がついた → 電気をつけた (to: transitive, the lexical causative), 倒した → 倒れた (to: intransitive).
    The pairs are rules/lexicons/lexical_causative_pairs.yaml (operations/verb_pairs.py); a verb with
    several partners or a pair the file marks unsure is refused with the reason. Tense, aspect, negation,
    politeness and the connective form are kept (conjugation.relexicalise)."""

    name = "relexicalise"
    params = {"relexicalise": Param(Kind.SLOT), "to": Param(Kind.TEXT, choices=PARTNERS)}
    example = {"relexicalise": "predicate", "to": "intransitive"}

    def _partner(self, slots: Slots) -> tuple[str, str]:
        """The partner verb's lemma and conjugation type; UnsupportedForm when it is not certain."""
        chain = slots[self.args["relexicalise"]].span
        pair = builtin_pairs().partner(chain[0].lemma_, self.args["to"])
        if isinstance(pair, str):
            raise UnsupportedForm(pair)
        if self.args["to"] == "transitive":
            return pair.transitive, pair.transitive_type
        return pair.intransitive, pair.intransitive_type

    def new_lemma(self, slots: Slots) -> str:
        """The verb the predicate becomes (what the re-parse of the rewrite must show)."""
        return self._partner(slots)[0]

    def _new_predicate(self, slots: Slots) -> str:
        return relexicalise(slots[self.args["relexicalise"]].span, *self._partner(slots))

    def check(self, slots: Slots) -> str | None:
        chain = slots[self.args["relexicalise"]].span
        target = Voice.CAUSATIVE if self.args["to"] == "transitive" else Voice.ACTIVE
        refusal = voice_change_refusal(chain, target) or _auxiliary_verb_refusal(chain) or _idiom(chain)
        if refusal is not None:
            return refusal
        pair = builtin_pairs().partner(chain[0].lemma_, self.args["to"])
        if not isinstance(pair, str) and not pair.activity and finite_shape(chain).progressive:
            # 電気がついている 'the light is on' is a state; 電気をつけている 'is switching it on' an act.
            return (
                f"{chain.text}: the ている of {pair.intransitive} is the state its change leaves, the ている of"
                f" {pair.transitive} the act going on, so the aspect would change"
            )
        try:
            self._new_predicate(slots)
        except UnsupportedForm as exc:
            return str(exc)
        return None

    def apply(self, rewrite: Rewrite, slots: Slots) -> None:
        chain = slots[self.args["relexicalise"]]
        rewrite.replace(tuple(range(chain.start, chain.end)), self._new_predicate(slots))

    def describe(self, slots: Slots) -> str:
        phrase = slots[self.args["relexicalise"]]
        return f"{phrase.span.text} → {self._new_predicate(slots)} ({self.args['to']} partner, 自他 pair)"

    def expect(self, expected: Expectation, original: Claims) -> None:
        expected.voice = Voice.ACTIVE
