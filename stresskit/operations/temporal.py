"""Temporal derivations (Jamp's fragments): hypotheses whose labels follow from time arithmetic.

Each primitive reads the time expressions of a premise (stresskit.parsing.timex) and the aspect and tense of
its main predicate, and derives hypotheses each carrying the label the arithmetic gives — never a label
written per rule (rules say `label: computed`):

- tense and aspect: a present ている holds now (現在、…ている: entailment), a past ていた need not (neutral);
  a duration drops (2年住んだ → 住んだ); 読み終えた entails 読んだ and 読み始めた;
- intervals: 3年以内に → 5年以内に (entailment), 2年以内に (neutral); ちょうど3年 → 4年以上 (contradiction);
- time points: with a stated now (現在、2019年11月である。), 2015年から…ている → 3年以上 (entailment),
  4年以上 (neutral), 5年以上 (contradiction); 昨日 with a stated date (今日は2019年11月5日である。);
- time points: まで / までに with dates (2015年から2019年まで住んでいた → 2018年に住んでいた; 3月までに提出した →
  4月までに提出した), and the order of three participants or events across two premises (transitivity);
- habitual: 毎日 / いつも / 決して…ない over every day entails the same over every Monday, and holds on a day
  inside the habit's span (毎日7時に起きる → 昨日7時に起きた).

A premise may state the context sentence itself (現在、2019年11月である。…), or a rule builds it from a
simple sentence (`build: true`), as the factive frames do. The event is the last sentence's main clause.
Nothing is derived from a negated predicate (except 決して…ない), and a bare amount (2時間) bounds the event
only with a durative verb (住む, 働く: the `durative` list); 2時間でケーキを作った gets no interval hypothesis.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from spacy.tokens import Doc, Span, Token

from stresskit.operations.derivation import (
    DERIVATIONS,
    POLITE,
    SAME_TIME_ANAPHORS,
    Derivation,
    Derived,
    Outcome,
    clause_of,
    discourse_opening,
    event_lemma,
    kept,
    question_ending,
    same_anaphor,
    without_trailing_punctuation,
)
from stresskit.operations.derive_lexicons import derive_lexicon
from stresskit.operations.rewrite import Rewrite
from stresskit.parsing.clauses import NOMINAL_POS, SUBJECT_PARTICLES, Clause, is_negated
from stresskit.parsing.conjugation import Finite, UnsupportedForm, finite_form, finite_shape, predicate_chain
from stresskit.parsing.timex import (
    AT_LEAST,
    BEFORE_NOW,
    CALENDAR,
    CLOCK_TIME,
    CONTRADICTION,
    DATE,
    ENTAILMENT,
    NEUTRAL,
    SMALLER_UNIT,
    UNITS,
    WITHIN,
    YEARLESS_DATE,
    Date,
    Duration,
    DurationPhrase,
    Interval,
    before_now,
    deadline_label,
    elapsed_months,
    find_durations,
    interval_label,
    parse_date,
    state_label,
)

# Words that already place the event in time: a premise with one gets no 現在 and no built time point.
TIME_WORDS = frozenset(
    {
        "現在", "今", "今日", "昨日", "明日", "一昨日", "毎日", "毎週", "毎朝", "毎晩", "毎年", "いつも", "決して",
        "以前", "かつて", "当時", "最近", "先週", "来週", "先月", "来月", "今年", "去年", "昨年", "来年", "今朝",
        "昨夜", "今夜", "さっき", "既に", "すでに", "もう", "まだ", "これから", "将来", "昔", "時々", "ときどき",
    }
)  # fmt: skip
# Words that place the main predicate's event or state at an earlier time than now (この3人は当初…否定していた: at
# first; 元々, 従来, 先日, 一時期): a hypothesis with 現在 or a built 昨日 beside them clashes (×現在、この3人は当初…
# 否定している). Only on the main predicate itself, and not as a starting point (当初から…指摘している: since the
# start, up to now) nor inside another phrase (従来の理論では, 当初…報じたが、…昨日確認された).
PAST_POINT_WORDS = frozenset(
    {"当初", "元々", "もともと", "元来", "従来", "先日", "先ほど", "先程", "先頃", "往年", "一時期", "一時"}
)


def past_point_word(doc: Doc, predicate: Token) -> str | None:
    """A `PAST_POINT_WORDS` word that modifies the main predicate (not before から or の), else None."""
    for token in doc[: predicate.i]:
        following = doc[token.i + 1].text if token.i + 1 < len(doc) else ""
        if (
            token.text in PAST_POINT_WORDS
            and token.head.i == predicate.i
            and following not in ("から", "の", "より")
        ):
            return token.text
    return None


# The context sentence a premise may open with: 現在、2019年11月である。 / 今日は2019年11月5日だ。
NOW_SENTENCE = re.compile(rf"^(?P<word>現在、|現在は|今日は)(?P<date>{DATE.pattern})(?:である|だ|です)。")
# Verbs of state and perception: 海が見えました holds over a stretch, not on the one day 昨日 names.
STATIVE_VERBS = frozenset(
    {"ある", "いる", "見える", "聞こえる", "できる", "わかる", "分かる", "要る", "似る", "違う"}
)
DEICTIC_DAYS = {"一昨日": -2, "昨日": -1, "今日": 0, "明日": 1}
PHASE_VERBS = {"始める": "start", "始まる": "start", "終える": "end", "終わる": "end"}


def _flat(items: Sequence[Any]) -> list[str]:
    return [w for item in items for w in (_flat(item) if isinstance(item, list) else [item])]


SENTENCE_ENDS = frozenset({"。", "．", "！", "？", "!", "?"})


def premise_sentences(doc: Doc) -> list[Span]:
    """The sentences of a premise as written, split after 。/！/？ (not GiNZA's sentence boundaries, which can
    split one long caption in two)."""
    spans, start = [], 0
    for token in doc:
        if token.text in SENTENCE_ENDS and token.i + 1 < len(doc):
            spans.append(doc[start : token.i + 1])
            start = token.i + 1
    if start < len(doc):
        spans.append(doc[start:])
    return spans


def event_clause(doc: Doc, clauses: Sequence[Clause]) -> Clause | None:
    """The main clause of the premise's last sentence (the event, after a context sentence)."""
    roots = [token for token in doc if token.dep_ == "ROOT"]
    return clause_of(roots[-1], clauses) if roots else None


def stated_now(doc: Doc) -> tuple[str, Date, int] | None:
    """The context sentence's word (現在 / 今日), its date and the first token after it, or None."""
    match = NOW_SENTENCE.match(doc.text)
    if match is None:
        return None
    date = parse_date(match["date"])
    after = next((token.i for token in doc if token.idx >= match.end()), None)
    if date is None or after is None:
        return None
    return match["word"].rstrip("、は"), date, after


def _tokens_at(doc: Doc, start: int, end: int) -> range | None:
    """The tokens covering characters [start, end) exactly, or None when a boundary falls inside a token."""
    first = next((t.i for t in doc if t.idx == start), None)
    last = next((t.i for t in doc if t.idx + len(t.text) == end), None)
    if first is None or last is None or last < first:
        return None
    return range(first, last + 1)


def _problem(doc: Doc, clause: Clause | None) -> str | None:
    """Why no temporal hypothesis is drawn from the sentence's event, or None."""
    if clause is None:
        return "no main clause"
    sentences = len(premise_sentences(doc))
    if sentences > 2 or (sentences == 2 and stated_now(doc) is None):
        return "several sentences: only a context sentence (現在、…である。) may precede the event"
    chain = predicate_chain(clause.predicate)
    if is_negated(chain):
        return "the main predicate is negated (a time bound under negation does not distribute)"
    if question_ending(doc) is not None:
        return "a question"
    return headline(doc)


def headline(doc: Doc) -> str | None:
    """Why the sentence is a headline fragment (…の疑いで逮捕。: it ends in a noun, no finite predicate), else
    None: with no tense of its own there is no event time to reason about, and a rewrite keeps the fragment."""
    words = [t for t in doc if t.pos_ != "PUNCT"]
    if words and words[-1].tag_.startswith("名詞") and not words[-1].morph.get("Inflection"):
        return (
            f"the sentence ends in the noun {words[-1].text} (a headline): no finite predicate with a tense"
        )
    return None


# An absolute time of the sentence's own: a century, decade, year or month (6世紀に, 1770年, 1350年代),
# or a named period (平安時代, 後古典期). A deictic word (昨日, 現在) added to it would clash.
ABSOLUTE_TIME = re.compile(
    r"[0-9０-９一二三四五六七八九十百千]+(?:世紀|年代|年|月)|時代|[^時]期(?:に|には|の|、|は)"
)


# Names that open with a time word (毎日新聞, 毎日放送): the word is part of the name (data/derive_lexicons.yaml).
TIME_WORD_NAMES = derive_lexicon("time_word_names")
RESOLVE_VERBS = derive_lexicon("resolve_verbs")


def starts_time_word_name(token: Token) -> bool:
    """The token opens a name that begins with a time word (毎日|新聞, 毎日|放送: data/derive_lexicons.yaml
    time_word_names): it is part of the name, no time word."""
    doc = token.doc
    ends = {t.idx + len(t.text) for t in doc[token.i + 1 :]}
    rest_text = doc.text[token.idx :]
    return any(rest_text.startswith(name) and token.idx + len(name) in ends for name in TIME_WORD_NAMES)


def in_compound(token: Token) -> bool:
    """A time word that is the first part of a noun compound or a name (毎日|新聞によると, 毎日|放送の): no
    time word. GiNZA parses 毎日新聞 as the adverb and a noun; a noun right after it that is a source
    (…によると, …によれば) or modifies another noun (…の) cannot be what an adverb 'every day' stands before;
    nor can a case particle right after the word (毎日|によると: the newspaper's short name)."""
    doc = token.doc
    following = doc[token.i + 1] if token.i + 1 < len(doc) else None
    if starts_time_word_name(token):
        return True  # 毎日|新聞は…展開する: the name of the newspaper (data/derive_lexicons.yaml time_word_names)
    if token.text == "毎週":
        return False  # 毎週|日曜日に: the weekday is the adverb's own
    if following is not None and following.tag_ == "助詞-格助詞":
        # 毎日|によると (the newspaper 毎日), 毎日|の生活: an adverb takes no case particle, so this is a noun
        return True
    if following is None or following.pos_ not in ("NOUN", "PROPN"):
        return False
    if token.head.i == following.i and token.dep_ == "compound":
        return True
    rest = doc[following.i + 1 : following.i + 3]
    if len(rest) and rest[0].text == "の":
        return True
    return len(rest) == 2 and rest[0].text == "に" and rest[1].lemma_ == "よる"


# Time nouns that date an event when a particle follows (同じ年に, その日には, 子供の頃は, 彼が来た時に).
TIME_HEAD_NOUNS = frozenset(
    {"年", "月", "週", "日", "世紀", "時代", "頃", "ころ", "時", "とき", "翌年", "翌日", "同年", "当日"}
)


# Words that make a time noun point at a time named elsewhere (この日の, 同じ日、: the day an earlier sentence gave).
TIME_ANAPHOR_DETERMINERS = frozenset({"この", "その", "あの", "同じ"})


def _dated_by_time_noun(doc: Doc, start: int) -> bool:
    return any(
        t.pos_ == "NOUN"
        and t.lemma_ in TIME_HEAD_NOUNS
        and t.i + 1 < len(doc)
        and (
            # も: このときも, その日も (that time too) date the event as much as に or は
            doc[t.i + 1].text in ("に", "は", "には", "から", "まで", "も", "にも")
            # この日の両駅ホームには…, 同じ日、…: a time anaphor dates the sentence whatever follows it
            or (t.i > start and doc[t.i - 1].text in TIME_ANAPHOR_DETERMINERS)
        )
        for t in doc[start:]
    )


def _has_time_word(doc: Doc, start: int = 0) -> bool:
    text = doc[start:].text
    return (
        bool(ABSOLUTE_TIME.search(text))
        or _dated_by_time_noun(doc, start)
        # (not the first word of a name: 毎日|新聞は…, the newspaper, places nothing in time)
        or any(
            (t.lemma_ in TIME_WORDS or t.text in TIME_WORDS) and not starts_time_word_name(t)
            for t in doc[start:]
        )
        or any(pattern.search(text) for pattern in (DATE, YEARLESS_DATE, BEFORE_NOW, CLOCK_TIME))
        or bool(find_durations(text))
    )


def _event_rewrite(doc: Doc, start: int) -> Rewrite:
    """The premise without its context sentence (the hypothesis speaks of the event alone)."""
    return kept(doc, range(start, len(doc)))


def _without_final_period(rewrite: Rewrite) -> Rewrite:
    while (
        rewrite.order
        and rewrite.doc[rewrite.order[-1]].text in ("。", "．")
        and rewrite.order[-1] < len(rewrite.doc)
    ):
        rewrite.order.pop()
    return rewrite


def _insert(rewrite: Rewrite, text: str, position: int) -> None:
    rewrite.texts.append(text)
    rewrite.order.insert(position, len(rewrite.texts) - 1)


def _subject_end(clause: Clause, start: int) -> int | None:
    """One past the first subject phrase at or after `start` (where a time adverb goes), or None."""
    found = [a for a in clause.arguments if a.particle in SUBJECT_PARTICLES and a.start >= start]
    return min((a.end for a in found), default=None)


def _place_time(doc: Doc, clause: Clause) -> int:
    """Where (an index in the token order) a time adverb goes: after the subject (男性が|2015年から|東京に…);
    0 when there is no subject phrase it could follow."""
    end = _subject_end(clause, 0)
    if end is not None and not (end < len(doc) and doc[end].pos_ == "PUNCT"):
        return end
    return 0


def _embedded_subject(doc: Doc, clause: Clause, position: int) -> str | None:
    """Why the time phrase cannot go after the subject the clause view gives the main clause, else None: the
    parse hangs that subject on a predicate before the main one whose clause is quoted or embedded (この計画が|
    平和目的である|との主張を繰り返した: the plan's being peaceful is the claim's content), so the phrase would date
    that clause, not the main event."""
    subject = next((a for a in clause.arguments if a.end == position), None)
    if subject is None or subject.particle != "が":
        return None  # (a topic with は scopes over the main clause: 裁判所は|これが…であるということで…合意しました)
    head = subject.head.head
    predicate = clause.predicate.i
    if not (position <= head.i < predicate) or head.pos_ not in ("VERB", "ADJ", "NOUN", "AUX"):
        return None
    for token in doc[head.i + 1 : predicate]:
        if (
            token.head.i == head.i
            and token.text in ("と", "って", "か", "という", "との")
            and token.pos_ in ("ADP", "PART", "SCONJ")
        ):
            words = doc[subject.start : token.i + 1].text
            return (
                f"the subject {subject.span.text} belongs to a quoted or embedded clause ({words}): a time phrase "
                "after it would date that clause, not the main event"
            )
    return None


def _whole(doc: Doc) -> Rewrite:
    """The whole premise as a rewrite, without its final period (a hypothesis ends bare)."""
    return _without_final_period(kept(doc, range(len(doc))))


class _Temporal(Derivation):
    """A temporal derivation from the event of a premise (`derive`), once `_problem` finds nothing against
    it; derivations that read other premises (a habit, two sentences) override `apply` itself."""

    computes_label = True
    arguments: ClassVar[Mapping[str, type]] = {"durative": list}

    def apply(self, doc: Doc, clauses: Sequence[Clause]) -> Outcome:
        clause = event_clause(doc, clauses)
        reason = _problem(doc, clause)
        if reason is not None:
            return reason
        assert clause is not None
        return self.derive(doc, clause)

    def derive(self, doc: Doc, clause: Clause) -> Outcome:
        raise NotImplementedError(f"{self.name} derives in apply")

    def placed(
        self, doc: Doc, clause: Clause, built: tuple[str, str], hypotheses: list[tuple[str, str]]
    ) -> Outcome:
        """Pairs with a time phrase put after the subject: with `build`, the premise (the `built` phrase, and
        the context sentence first); else one hypothesis per (phrase, label)."""
        position = _place_time(doc, clause)
        if position == 0:
            return "no subject phrase to put the time after"
        embedded = _embedded_subject(doc, clause, position)
        if embedded is not None:
            return embedded
        if self.args.get("build"):
            rewrite = _whole(doc)
            _insert(rewrite, built[0], position)
            _insert(rewrite, built[1], 0)
            return [Derived(rewrite)]
        derived = []
        for text, label in hypotheses:
            rewrite = _whole(doc)
            _insert(rewrite, text, position)
            derived.append(Derived(rewrite, label=label))
        return derived

    def durative(self, token: Token) -> bool:
        lemma = token.lemma_
        if token.pos_ == "NOUN" and token.i + 1 < len(token.doc) and token.doc[token.i + 1].lemma_ == "する":
            lemma += "する"
        return lemma in set(_flat(self.args.get("durative", [])))


# ------------------------------------------------------------------------------------- tense and aspect


class PresentState(_Temporal):
    """男の子が走っている → 現在、男の子が走っている (entailment); …走っていた → 現在、…走っている (neutral)."""

    name = "temporal-present"
    summary = "現在 is stated: a present ている holds now (entailment), a past ていた need not (neutral)"
    arguments: ClassVar[Mapping[str, type]] = {}

    def derive(self, doc: Doc, clause: Clause) -> Outcome:
        if stated_now(doc) is not None or _has_time_word(doc):
            return "the sentence already places the event in time"
        earlier = past_point_word(doc, clause.predicate)
        if earlier is not None:
            # この3人は当初…否定していた: ×現在、この3人は当初…否定している
            return f"{earlier} places the state at an earlier time: 現在 would clash with it"
        opening = discourse_opening(doc)
        if opening is not None:
            # ×現在、しかし…生活している: 現在 would stand before the link to the earlier sentence.
            return f"{opening}: 現在 cannot stand before it"
        bound = next((t for t in doc if t.text == "まで" and t.tag_.startswith("助詞")), None)
        if bound is not None:
            # スミスが死亡する|まで、忘れ去られていた: the state ended at a past bound, and 現在 with the same まで
            # (×現在、…死亡するまで、忘れ去られている) is incoherent.
            return f"a まで-phrase ({doc[bound.i - 1].text}まで) bounds the state: 現在 cannot stand with it"
        chain = predicate_chain(clause.predicate)
        shape = finite_shape(chain)
        if not shape.progressive or chain.end < len(doc) and doc[chain.end].pos_ != "PUNCT":
            return "the main predicate is not a finite ている / ていた"
        for token in doc[: chain.start]:
            after = doc[token.i + 1] if token.i + 1 < len(doc) else None
            if (
                token.lemma_ == "た"
                and token.pos_ == "AUX"
                and after is not None
                and (after.tag_.startswith("助詞-接続助詞") or after.text in ("、", ","))
            ):
                # 前作では…出てきたが、本作では…なっている: 現在 before the sentence would take in the past clause too.
                return "an earlier clause is past: 現在 before the sentence would take it in"
        if shape.past and event_lemma(clause.predicate) in LASTING_RESULTS:
            # 2人の男の子を出産していた: a perfect (had borne); ×現在、…出産している reads as giving birth now
            return (
                f"〜ていた of an event whose result lasts ({event_lemma(clause.predicate)}) is a perfect, its result "
                "holding now too: 現在…ている is not merely neutral (or reads as the event going on now)"
            )
        tokens = list(chain)
        k = next(i for i, t in enumerate(tokens) if i > 0 and t.lemma_ in ("いる", "てる", "でる"))
        if tokens[k].lemma_ != "いる":
            return "a contracted てる form"
        if not shape.past and any(t.lemma_ == "た" and t.pos_ == "AUX" for t in tokens[k:]):
            # 少年は…通っていたらしい: the ending after ていた hides its past (×現在、…通っていたらしい)
            return f"the past {chain.text} ends in {tokens[-1].text}: the state is past, and 現在 would clash with it"
        polite = any(t.lemma_ == "ます" for t in tokens[k:])
        rewrite = _whole(doc)
        if shape.past:
            rest = "います" if polite else "いる"
            rewrite.replace(tuple(range(tokens[k].i, chain.end)), rest)
        _insert(rewrite, "現在、", 0)
        return [Derived(rewrite, label=NEUTRAL if shape.past else ENTAILMENT)]


class DropDuration(_Temporal):
    """2年住んだ → 住んだ, 3年以内に家を建てた → 家を建てた: the event happened whatever its time bound."""

    name = "temporal-drop-duration"
    summary = "a time bound is dropped (2年住んだ → 住んだ): the event happened whatever the bound"

    def derive(self, doc: Doc, clause: Clause) -> Outcome:
        derived = []
        for phrase, tokens in _main_durations(doc, clause):
            drop = list(tokens)
            if tokens.stop < len(doc) and doc[tokens.stop].text in ("に", "で", "、", "は"):
                drop.append(tokens.stop)
            if phrase.bound is None and not phrase.kan and not self.durative(clause.predicate):
                continue  # 3時間後に, 2年生: a bare amount that may not bound the event
            rewrite = _without_final_period(kept(doc, [i for i in range(len(doc)) if i not in drop]))
            derived.append(Derived(rewrite, label=ENTAILMENT))
        return derived or "no time bound of the main predicate"


def _main_durations(doc: Doc, clause: Clause) -> list[tuple[DurationPhrase, range]]:
    """The duration phrases that modify the main predicate, with their tokens."""
    found = []
    start = stated_now(doc)[2] if stated_now(doc) else 0
    offset = doc[start].idx if start < len(doc) else 0
    chain = predicate_chain(clause.predicate)
    for phrase in find_durations(doc.text[offset:]):
        tokens = _tokens_at(doc, phrase.start + offset, phrase.end + offset)
        if tokens is None:
            continue
        last = doc[tokens[-1]]
        attached = last.head.i == clause.predicate.i or last.head.i in range(chain.start, chain.end)
        if attached or any(doc[i].head.i == clause.predicate.i for i in tokens):
            found.append((phrase, tokens))
    return found


class Phase(_Temporal):
    """読み終えた → 読んだ, 読み始めた (entailment); 読み始めた → 読み終えた (neutral)."""

    name = "temporal-phase"
    summary = "the phases of an event: finishing entails doing and starting; starting entails neither"
    arguments: ClassVar[Mapping[str, type]] = {}
    RANK: ClassVar[Mapping[str, int]] = {"start": 1, "end": 2, "event": 2}

    def derive(self, doc: Doc, clause: Clause) -> Outcome:
        verb = clause.predicate
        phase_verb = doc[verb.i + 1] if verb.i + 1 < len(doc) else None
        if (
            phase_verb is None
            or phase_verb.lemma_ not in PHASE_VERBS
            or "連用形" not in ";".join(verb.morph.get("Inflection"))
        ):
            return "the main predicate is not V-始めた / V-終えた"
        end = phase_verb.i + 1  # GiNZA hangs 終え off 読み: the chain of 読み stops before it
        while end < len(doc) and doc[end].pos_ == "AUX":
            end += 1
        if [t.text for t in doc[phase_verb.i + 1 : end]] != ["た"]:
            return "only a plain past V-始めた / V-終えた"
        premise_phase = PHASE_VERBS[phase_verb.lemma_]
        if premise_phase == "start" and not any(a.particle == "を" for a in clause.arguments):
            return "V-始めた without an object (雨が降り始めた): its end is no natural V-終えた"
        hypotheses = {"start": verb.text + "始めた", "end": verb.text + "終えた"}
        try:
            hypotheses["event"] = finite_form(doc[verb.i : verb.i + 1], Finite(progressive=False, past=True))
        except UnsupportedForm as exc:
            return str(exc)
        derived = []
        for phase, text in hypotheses.items():
            if phase == premise_phase or (premise_phase == "start" and phase == "event"):
                continue  # started reading ⇒ read? telic and atelic verbs differ: not claimed
            label = ENTAILMENT if self.RANK[premise_phase] >= self.RANK[phase] else NEUTRAL
            rewrite = _whole(doc)
            rewrite.replace(tuple(range(verb.i, end)), text)
            derived.append(Derived(rewrite, label=label))
        return derived


# ------------------------------------------------------------------------------------------- intervals


class IntervalBounds(_Temporal):
    """3年以内に建てた → 5年以内に (entailment), 2年以内に (neutral), 36か月以内に (entailment); ちょうど3年 /
    a bare 3年 with a durative verb → 2年以上 (entailment), 4年以上 (contradiction)."""

    name = "temporal-interval"
    summary = "the time bound is changed; the label is the relation of the two intervals"

    def derive(self, doc: Doc, clause: Clause) -> Outcome:
        durative = self.durative(clause.predicate)
        derived = []
        for phrase, tokens in _main_durations(doc, clause):
            premise = phrase.interval(durative)
            if tokens.stop < len(doc) and doc[tokens.stop].text == "で":
                continue  # 3年で書き上げた: the time it took, which 以上/以内 would not say (×2年以上で書き上げた)
            if premise is None:
                continue  # 2時間でケーキを作った: a bare amount with a non-durative verb bounds nothing
            for text, hypothesis in _alternatives(phrase):
                label = interval_label(premise, hypothesis)
                if label is None:
                    continue
                rewrite = _whole(doc)
                rewrite.replace(tuple(tokens), text)
                derived.append(Derived(rewrite, label=label))
        return derived or "no time bound of the main predicate that the arithmetic can compare"


def _alternatives(phrase: DurationPhrase) -> list[tuple[str, Interval]]:
    """Other bounds of the same kind: a larger and a smaller amount, and the amount in a smaller unit."""
    duration = phrase.duration
    amounts = [duration.amount + 2, duration.amount - 1] if phrase.bound == WITHIN else []
    if phrase.bound != WITHIN:
        amounts = [duration.amount - 1, duration.amount + 1]
    found = []
    bound = WITHIN if phrase.bound == WITHIN else AT_LEAST
    for amount in amounts:
        if amount >= 1:
            other = Duration(amount, duration.unit)
            found.append((f"{other.text()}{bound}", _bounded(other, bound)))
    smaller = SMALLER_UNIT.get(duration.unit)
    if smaller is not None and phrase.bound in (WITHIN, AT_LEAST):
        other = Duration(duration.size // UNITS[smaller][1], smaller)  # 3年 → 36か月, 2日 → 48時間
        found.append((f"{other.text()}{bound}", _bounded(other, bound)))
    return found


def _bounded(duration: Duration, bound: str) -> Interval:
    if bound == WITHIN:
        return Interval(duration.family, 0, duration.size)
    return Interval(duration.family, duration.size, None)


# ----------------------------------------------------------------------------------------- time points


class Since(_Temporal):
    """現在、2019年11月である。太郎は2015年から東京に住んでいる → 太郎は3年以上東京に住んでいる (entailment),
    4年以上 (neutral), 5年以上 (contradiction). With `build: true` the premise is built from a simple sentence
    (男性が東京に住んでいる → 現在、2019年11月である。男性が2015年から東京に住んでいる), with `now` and `since`."""

    name = "temporal-since"
    summary = "from a stated now and a から / 以来 date, how long a state has held (N年以上)"
    arguments: ClassVar[Mapping[str, type]] = {"durative": list, "build": bool, "now": str, "since": str}
    # `durative` here lists the states a から-date can bound (住んでいる, 働いている), not activities (走っている)

    def derive(self, doc: Doc, clause: Clause) -> Outcome:
        chain = predicate_chain(clause.predicate)
        shape = finite_shape(chain)
        if not shape.progressive or shape.past:
            return "the main predicate is not a present ている (a state that holds now)"
        now = stated_now(doc)
        if now is not None:
            if self.args.get("build"):
                return "the premise states its own now"
            return self._given(doc, clause, now)
        return self._built(doc, clause)

    def _given(self, doc: Doc, clause: Clause, now: tuple[str, Date, int]) -> Outcome:
        word, today, start = now
        if word != "現在":
            return "the context sentence states today's date, not 現在"
        for argument in clause.arguments:
            if argument.particle not in ("から", "以来") or argument.start < start:
                continue
            date = parse_date(argument.body.text)
            if date is None:
                continue
            derived = []
            for text, label in self._hypotheses(date, today):
                rewrite = _without_final_period(_event_rewrite(doc, start))
                rewrite.replace(tuple(range(argument.start, argument.end)), text)
                derived.append(Derived(rewrite, label=label))
            return derived or "the elapsed time is under a year"
        return "no から / 以来 date of the main predicate"

    def _built(self, doc: Doc, clause: Clause) -> Outcome:
        if "now" not in self.args or "since" not in self.args:
            return "no stated now (現在、…である。) and no date of the main predicate"
        if not self.durative(clause.predicate):
            return (
                f"{clause.predicate.lemma_} is not a durative verb (住む, 働く, …) that a から-date can bound"
            )
        if _has_time_word(doc):
            return "the sentence already places the event in time"
        now, since = parse_date(self.args["now"]), parse_date(self.args["since"])
        assert now is not None and since is not None
        built = (f"{since.text()}から", f"現在、{now.text()}である。")
        return (
            self.placed(doc, clause, built, self._hypotheses(since, now))
            or "the elapsed time is under a year"
        )

    @staticmethod
    def _hypotheses(since: Date, now: Date) -> list[tuple[str, str]]:
        elapsed = elapsed_months(since, now)
        years = sorted({elapsed.low // 12, elapsed.low // 12 + 1, (elapsed.high or 0) // 12 + 1})
        found = []
        for n in years:
            if n >= 1:
                label = interval_label(elapsed, Interval(CALENDAR, 12 * n, None))
                if label is not None:
                    found.append((f"{n}年以上", label))
        return found


class Deictic(_Temporal):
    """今日は2019年11月5日である。太郎は昨日映画を見た → 太郎は2019年11月4日に映画を見た (entailment),
    2019年11月3日に (neutral). With `build: true` the premise is built from a simple past sentence."""

    name = "temporal-deictic"
    summary = "昨日 / 今日 with a stated date: the day they name"
    arguments: ClassVar[Mapping[str, type]] = {"build": bool, "today": str}

    def derive(self, doc: Doc, clause: Clause) -> Outcome:
        now = stated_now(doc)
        if now is not None and self.args.get("build"):
            return "the premise states its own date"
        if now is not None:
            word, today, start = now
            if word != "今日" or today.day is None:
                return "the context sentence states no day (今日は…日である。)"
            words = [t for t in doc[start:] if t.text in DEICTIC_DAYS and t.head.i == clause.predicate.i]
            if not words:
                return "no 昨日 / 今日 / 明日 of the main predicate"
            token = words[0]
            offset = DEICTIC_DAYS[token.text]
            tokens = [token.i] + ([token.i + 1] if doc[token.i + 1].text == "、" else [])
            return [
                Derived(self._replaced(doc, start, tokens, _day(today, delta)), label=label)
                for delta, label in ((offset, ENTAILMENT), (offset - 1, _other_day_label(clause)))
                if label is not None
            ]
        return self._built(doc, clause)

    def _replaced(self, doc: Doc, start: int, tokens: list[int], day: Date) -> Rewrite:
        rewrite = _without_final_period(_event_rewrite(doc, start))
        rewrite.replace(tuple(tokens), f"{day.text()}に")
        return rewrite

    def _built(self, doc: Doc, clause: Clause) -> Outcome:
        if "today" not in self.args:
            return "no stated date (今日は…日である。)"
        today = parse_date(self.args["today"])
        assert today is not None and today.day is not None
        chain = predicate_chain(clause.predicate)
        shape = finite_shape(chain)
        if not shape.past or shape.progressive or chain.end < len(doc) and doc[chain.end].pos_ != "PUNCT":
            return "the main predicate is not a plain past (…た) event"
        copula = any(
            f in ";".join(t.morph.get("Inflection")) for t in chain for f in ("助動詞-ダ", "助動詞-デス")
        )
        if clause.predicate.pos_ != "VERB" or copula:
            return "not a verb: a state (丁寧でした) has no one day to name"
        if clause.predicate.lemma_ in STATIVE_VERBS:
            return f"{clause.predicate.lemma_} is a state, not an event of one day"
        gradual = {event_lemma(clause.predicate), clause.predicate.lemma_} & GRADUAL_CHANGES
        if gradual:
            # ×彼は健康が昨日衰えた, ×この技術は昨日…研究を発展させた
            return f"{min(gradual)} is a gradual change, not an event of one day"
        if _has_time_word(doc):
            return "the sentence already places the event in time"
        earlier = past_point_word(doc, clause.predicate)
        if earlier is not None:
            return f"{earlier} places the event at an earlier time: a built 昨日 would clash with it"
        anaphor = _same_anaphor(doc)
        if anaphor is not None:
            # また同日…試合が行われ、…: 同日 / 同大学 point back to what an earlier sentence named; after the built
            # 今日は…である。 they would point at the stated day instead.
            return (
                f"{anaphor} refers back to an earlier sentence: the built context would change what it names"
            )
        framed = _time_frame_word(doc)
        if framed is not None:
            # 後に少年は帰国した, …繁栄するに連れて…悪化した, 人生を…ささげた: a built 昨日 would clash with it
            return f"{framed} already places the event in a sequence or a stretch of time: 昨日 would clash with it"
        opening = discourse_opening(doc)
        if opening is not None:
            # このため…昨日決まった: the built 今日は…である。 would stand between the link and what it links to.
            return f"{opening}: the built context sentence would come between them"
        days = [
            (f"{_day(today, delta).text()}に", label)
            for delta, label in ((-1, ENTAILMENT), (-2, _other_day_label(clause)))
            if label is not None
        ]
        return self.placed(doc, clause, ("昨日", f"今日は{today.text()}である。"), days)


# Events that happen once to the same participants (birth and death, an end of existence, leaving or taking an
# office, a settled outcome): dated to another day they contradict the premise (data/derive_lexicons.yaml
# `once_only_events`, class by class with its reason).
ONCE_ONLY_EVENTS = derive_lexicon("once_only_events")


# The once-only events whose result lasts for good (birth and death, an end of existence: the first two classes of
# `once_only_events`): their 〜ていた is a perfect (出産していた: had borne), and 現在…ている is not neutral of it
# (×現在、2人の男の子を出産している reads as giving birth now). (Marriage, office and membership may lapse: 結婚
# していた → 現在、結婚している stays neutral.)
LASTING_RESULTS = ONCE_ONLY_EVENTS & frozenset(
    {"生まれる", "産まれる", "誕生", "出産", "死ぬ", "死亡", "死去", "亡くなる", "逝去", "他界", "急死", "病死", "戦死",
     "殉職", "絶滅", "滅亡", "全焼", "全壊"}
)  # fmt: skip


# Outcomes of a contest (優勝, 勝利): once-only for one named contest, repeatable for a subject that competes
# again; the other day's label is unsure (data/derive_lexicons.yaml `contest_outcomes`).
CONTEST_OUTCOMES = derive_lexicon("contest_outcomes")


# Acts that settle or set up one definite matter (却下, 設置, 決心, 発見, 同点に|する): the other day's label is
# unsure (data/derive_lexicons.yaml `settled_acts`).
SETTLED_ACTS = derive_lexicon("settled_acts")


# Gradual changes (衰える, 発展, 普及): no premise is built with 昨日 (data/derive_lexicons.yaml `gradual_changes`).
GRADUAL_CHANGES = derive_lexicon("gradual_changes")


def _result_noun(predicate: Token) -> str:
    """The noun before に of a する / なる predicate (同点|に|した → 同点), else ""."""
    doc = predicate.doc
    if (
        predicate.lemma_ in ("する", "為る", "なる", "成る")
        and predicate.i > 1
        and doc[predicate.i - 1].text == "に"
    ):
        return doc[predicate.i - 2].lemma_
    return ""


# A game's inning or a numbered round (7回表に, 第3戦で): a point inside one contest, so the event is that
# contest's one event.
INNING = re.compile(
    r"[0-9０-９一二三四五六七八九十]+回[表裏]|第[0-9０-９一二三四五六七八九十]+(?:戦|試合|局|セット|ピリオド|クォーター)"
)


# An ordinal of the event (14度目の優勝, 3回目の挑戦, 第1回投票, 初の金メダル, 初優勝, 初雪): the nth one happens once,
# so another day is not merely neutral, yet the event the ordinal counts may be another than the predicate's.
# (only an ordinal before の or a noun, which it counts: 7回目まで投票を繰り返した counts the ballots of another verb)
ORDINAL = re.compile(
    r"(?:[0-9０-９一二三四五六七八九十百]+(?:度目|回目)|第[0-9０-９一二三四五六七八九十百]+回)(?=の|[\u4e00-\u9fff])"
    # a streak counts its last event as the nth in a row (3大会連続のメダル獲得, 2連覇を達成した, 5連敗を喫した):
    # that nth one happens once too
    r"|[0-9０-９一二三四五六七八九十百]+(?:大会|年|季|シーズン|試合|場所|期|度|日|戦)?連(?:覇|勝|敗|続|投)"
)
# 初 words that count no event: a time (初め, 初日, 初旬, 初頭, 初期, 初夏 …) or a generation (初代)
_NOT_ORDINAL_HATSU = (
    "初め",
    "初日",
    "初旬",
    "初頭",
    "初期",
    "初夏",
    "初春",
    "初秋",
    "初冬",
    "初代",
    "初心",
    "初歩",
)


def _ordinal_event(clause: Clause) -> str | None:
    """An ordinal in one of the main clause's phrases (14度目, 第1回, a 初 prefix or noun) outside a clause inside
    the phrase (チームの初優勝に貢献した働きが評価された counts no evaluation), else None."""
    for phrase in (*clause.arguments, *clause.adjuncts):
        for token in phrase.span:
            text = token.doc.text
            match = ORDINAL.match(text, token.idx)
            word = match.group() if match else ""
            # (Sudachi may cut 初|日)
            if (
                not word
                and token.text.startswith("初")
                # (初めての優勝: the first one, an ordinal too, though 初め alone is a time)
                and (
                    not text[token.idx :].startswith(_NOT_ORDINAL_HATSU)
                    or text.startswith("初めての", token.idx)
                )
            ):
                word = token.text
            if word and not _in_inner_clause(token, phrase.head):
                return word
    return None


def _in_inner_clause(token: Token, head: Token) -> bool:
    """Whether a verb or adjective stands between the token and its phrase's head on the token's path up to it."""
    seen = 0
    while token.i != head.i and token.head.i != token.i and seen < 50:
        token, seen = token.head, seen + 1
        if token.i != head.i and token.pos_ in ("VERB", "ADJ", "AUX"):
            return True
    return False


# Adverbs of an event at last or for the first time (ついに, 初めて): no earlier day for it; the other day's label is
# unsure (data/derive_lexicons.yaml `culmination_adverbs`).
CULMINATION_ADVERBS = derive_lexicon("culmination_adverbs")


# A numeral with its counter written as one token (1人, ３人).
_COUNTED = re.compile(r"^[0-9０-９]+[^0-9０-９]")


def _other_day_label(clause: Clause) -> str | None:
    """The label of the hypothesis that dates the premise's event to another day: contradiction for a once-only
    event (`ONCE_ONLY_EVENTS`), neutral when the event may have happened on both days, None when that is unsure
    (a contest's outcome, `CONTEST_OUTCOMES`: no such hypothesis is written)."""
    predicate = clause.predicate
    lemma = event_lemma(predicate)  # 辞任|する → 辞任
    if is_negated(predicate_chain(predicate)):
        return NEUTRAL  # 昨日は辞任しなかった says nothing of another day
    if lemma in CONTEST_OUTCOMES or predicate.lemma_ in CONTEST_OUTCOMES:
        return None  # 団体戦ではフランスが優勝した: one contest, one win; チームが勝利した: maybe again
    if {lemma, predicate.lemma_, _result_noun(predicate)} & SETTLED_ACTS:
        return None  # 捜査本部を設置した, 要求を却下した, 同点にした: one act on one matter, a second not excluded
    if INNING.search(predicate.doc.text):
        return None  # 7回表に…同点にした: a point inside one game, which happened once
    if _ordinal_event(clause) is not None or _result_noun(predicate).startswith("初"):
        return None  # 14度目の優勝が昨日決まった, 初の金メダルを獲得した: the nth event happens on one day
    if any(t.text in CULMINATION_ADVERBS and t.head.i == predicate.i for t in predicate.doc):
        return None  # 昨日ついに白状した / 初めて訪ねた: not before that day, so not merely neutral on the day before
    if any(t.pos_ == "NUM" or _COUNTED.match(t.text) for a in clause.arguments for t in a.span):
        # 4人が死亡した: another four may have died on another day (GiNZA keeps 1人 as one noun, no NUM)
        return NEUTRAL
    return CONTRADICTION if lemma in ONCE_ONLY_EVENTS else NEUTRAL


def _same_anaphor(doc: Doc) -> str | None:
    """A 同-anaphor of the sentence (a time one Sudachi keeps whole, `SAME_TIME_ANAPHORS`: 同日 the same day, 同年,
    同月, 同夜; or 同 before a noun: 同|大学), else None."""
    return same_anaphor(doc, range(len(doc)), SAME_TIME_ANAPHORS)


# Words that place an event in a narrative sequence (後に, 次に), a gradual change (次第に, …に連れて) or a stretch of a
# life (人生, 晩年): data/derive_lexicons.yaml `time_frame_words`, class by class with its reason.
TIME_FRAME_WORDS = derive_lexicon("time_frame_words")
_AFTER_NOUNS = frozenset({"後", "のち", "あと", "後ほど", "のちほど"})
_TIME_FRAME_SPANS = tuple(sorted(w for w in TIME_FRAME_WORDS if w.startswith("に")))


def _time_frame_word(doc: Doc) -> str | None:
    """A `TIME_FRAME_WORDS` word of the sentence (a token's form or lemma, a token with the next, or a
    several-token entry opening with に in the text), else None."""
    for token in doc:
        following = doc[token.i + 1].text if token.i + 1 < len(doc) else ""
        before = doc[token.i - 1] if token.i > 0 else None
        if token.text in _AFTER_NOUNS and before is not None and before.pos_ not in ("PUNCT", "ADP"):
            continue  # 勉強した後で, 2時間後に: dated by another event, which 昨日 can join
        if token.pos_ in ("NOUN", "PROPN") and following == "の":
            continue  # 生涯の仕事: a noun's modifier, no time of the event
        for form in (token.text, token.lemma_, token.text + following):
            if form in TIME_FRAME_WORDS:
                return form
    return next((span for span in _TIME_FRAME_SPANS if span in doc.text), None)


def _day(date: Date, delta: int) -> Date:
    assert date.year is not None and date.month is not None and date.day is not None
    day = datetime.date(date.year, date.month, date.day) + datetime.timedelta(days=delta)
    return Date(day.year, day.month, day.day)


# The phrase of a stretch's end (2019年まで), with its start (2015年から2019年まで) or as a deadline (3月までに).
UNTIL_PHRASE = re.compile(r"^(?:(?P<since>.+?)から)?(?P<until>.+?)まで(?P<by>に)?$")


class Until(_Temporal):
    """まで and までに with dates (or a point counted back from a stated now, 3年前).

    A state up to a date: 太郎は2015年から2019年まで東京に住んでいた → 2018年に…住んでいた (entailment), 2020年に
    (contradiction); without its start (2019年まで) the days before the end are neutral. A deadline:
    3月までに提出した → 4月までに提出した (entailment), 2月までに (neutral), 4月に提出した (contradiction)."""

    name = "temporal-until"
    summary = "まで / までに with dates: a state up to a date, and an event by a deadline"

    def derive(self, doc: Doc, clause: Clause) -> Outcome:
        now = stated_now(doc)
        start = now[2] if now else 0
        shape = finite_shape(predicate_chain(clause.predicate))
        if not shape.past:
            return "the main predicate is not past (a stretch or deadline still to come is not reckoned)"
        phrases = [p for p in (*clause.arguments, *clause.adjuncts) if p.start >= start]
        undated = None
        for phrase in phrases:
            match = UNTIL_PHRASE.match(phrase.span.text)
            if match is None:
                continue
            until = self._point(match["until"], now)
            if until is None:  # 駅まで, 5時まで, or 3年前 with no stated now
                undated = f"{match['until']} is no date (or counts from a now the premise does not state)"
                continue
            rewrite_of = self._rewriter(doc, start, phrase, phrases, match["since"])
            if match["by"]:
                if match["since"] or shape.progressive:
                    return "までに with a start or a ている predicate: no one event by a deadline"
                return self._deadline(until, rewrite_of)
            if not self.durative(clause.predicate):
                return f"{clause.predicate.lemma_} is no lasting state (住む, 働く, …) that まで can bound"
            since_text = match["since"] or self._separate_since(phrases)
            since = self._point(since_text, now) if since_text else None
            if since_text and (since is None or (since.year is None) != (until.year is None)):
                return f"{since_text}から does not compare with {match['until']}まで"
            derived = self._state(since, until, rewrite_of)
            earlier = DATE.search(doc[start : phrase.start].text) if since is None else None
            if earlier is not None:
                # 1985年、…大統領に選出され、1992年まで務めた: the earlier date may be when the state began, so a day
                # between it and the end is not merely neutral (the judges: served 1985–1992 entails 1991)
                derived = [d for d in derived if d.label != NEUTRAL]
            return derived
        return undated or "no まで / までに date of the main predicate"

    @staticmethod
    def _point(text: str, now: tuple[str, Date, int] | None) -> Date | None:
        return parse_date(text, yearless=True) or (before_now(text, now[1]) if now else None)

    @staticmethod
    def _separate_since(phrases: Sequence[Any]) -> str | None:
        """The body of a から-date the parse gives as a phrase of its own (2015年から|2019年まで)."""
        return next(
            (p.body.text for p in phrases if p.particle == "から" and DATE.fullmatch(p.body.text)), None
        )

    @staticmethod
    def _rewriter(doc: Doc, start: int, phrase: Any, phrases: Sequence[Any], since: str | None) -> Any:
        """A function from a hypothesis's time phrase to the event sentence with it in place of the premise's
        まで-phrase (and of a separate から-date, which the point in time replaces as well)."""
        drop = [
            i
            for p in phrases
            if p is not phrase and since is None and p.particle == "から" and DATE.fullmatch(p.body.text)
            for i in range(p.start, p.end)
        ]

        def rewrite(text: str) -> Rewrite:
            kept_tokens = [i for i in range(start, len(doc)) if i not in drop]
            result = _without_final_period(kept(doc, kept_tokens))
            result.replace(tuple(range(phrase.start, phrase.end)), text)
            return result

        return rewrite

    @staticmethod
    def _state(since: Date | None, until: Date, rewrite_of: Any) -> Outcome:
        points = [until, Date(until.year) if until.month and until.year else None]
        points += [until.shifted(-1), until.shifted(1), since.shifted(-1) if since else None]
        derived, seen = [], set()
        for point in points:
            if point is None or point.text() in seen:
                continue
            seen.add(point.text())
            label = state_label(since.days() if since else None, until.days(), point.days())
            derived.append(Derived(rewrite_of(f"{point.text()}に"), label=label))
        return derived

    @staticmethod
    def _deadline(until: Date, rewrite_of: Any) -> Outcome:
        later, earlier = until.shifted(1), until.shifted(-1)
        derived = []
        for point, by in ((later, True), (earlier, True), (later, False)):
            if point is not None:
                label = deadline_label(until.days(), point.days(), by=by)
                text = f"{point.text()}{'までに' if by else 'に'}"
                derived.append(Derived(rewrite_of(text), label=label))
        return derived or "no date before or after the deadline to compare with"


class Order(_Temporal):
    """太郎は夕食を食べた後に本を読んだ → 太郎は本を読む前に夕食を食べた (the converse: entailment), 太郎は夕食を
    食べた, 太郎は本を読んだ (entailment); from 読む前に…食べた the converse (entailment), 食べた (entailment),
    and 読んだ (neutral: 前に does not say the later event happened)."""

    name = "temporal-order"
    summary = "A した後に B した ⇔ B する前に A した; 後に states both events, 前に only the main one"
    arguments: ClassVar[Mapping[str, type]] = {}
    VERIDICAL: ClassVar[Mapping[str, bool]] = {"後": True, "前": False}
    CONVERSE: ClassVar[Mapping[str, str]] = {"後": "前", "前": "後"}

    def derive(self, doc: Doc, clause: Clause) -> Outcome:
        main_chain = predicate_chain(clause.predicate)
        shape = finite_shape(main_chain)
        if not shape.past or shape.progressive or any(t.lemma_ in ("ます", "です") for t in main_chain):
            return "the main predicate is not a plain past event (…た)"
        for argument in clause.adjuncts:  # 夕食を食べた後に: the clause view files it as an adjunct
            link = argument.head.text
            if (
                link not in self.VERIDICAL
                or argument.particle != "に"
                or argument.head.i != argument.body.end - 1
            ):
                continue
            verbs = [
                t
                for t in doc[argument.start : argument.head.i]
                if t.head.i == argument.head.i and t.pos_ == "VERB"
            ]
            if len(verbs) != 1:
                continue
            chain = predicate_chain(verbs[0])
            if chain.end != argument.head.i or is_negated(chain) or finite_shape(chain).progressive:
                continue
            if finite_shape(chain).past != (link == "後") or len(chain) > 2:
                return f"the clause before {link}に is not in the tense {link}に takes"
            first = [
                a for a in clause.arguments if a.particle in SUBJECT_PARTICLES and a.end <= argument.start
            ]
            if any(t.text == "が" and t.pos_ == "ADP" for t in doc[argument.start : chain.start]):
                return "the clause before 後に / 前に has a subject of its own"
            return self._pairs(doc, argument, chain, main_chain, first, link)
        return "no clause linked by 後に / 前に to the main predicate"

    def _pairs(
        self, doc: Doc, argument: Any, chain: Span, main_chain: Span, subject: list[Any], link: str
    ) -> Outcome:
        prefix = list(range(subject[0].start, subject[0].end)) if subject else []
        content = range(0, main_chain.end)
        first = list(range(argument.start, chain.end))  # A: 夕食を食べた
        rest = [i for i in content if i not in prefix and not argument.start <= i < argument.end]  # B
        try:
            if link == "後":  # A た後に B た → B る前に A た
                main_text = finite_form(main_chain[:-1], Finite(progressive=False, past=False))
                first_text = chain.text
            else:  # A る前に B た → B た後に A た
                main_text = main_chain.text
                first_text = finite_form(chain, Finite(progressive=False, past=True))
        except UnsupportedForm as exc:
            return str(exc)
        converse = kept(doc, [*prefix, *rest])
        converse.replace(tuple(range(main_chain.start, main_chain.end)), main_text)
        _insert(converse, f"{self.CONVERSE[link]}に", len(converse.order))
        for i in first:
            converse.order.append(i)
        converse.replace(tuple(range(chain.start, chain.end)), first_text)
        alone_first = kept(doc, [*prefix, *first])
        alone_first.replace(tuple(range(chain.start, chain.end)), first_text)
        alone_main = kept(doc, [*prefix, *rest])
        return [
            Derived(converse, label=ENTAILMENT),
            Derived(alone_first, label=ENTAILMENT if self.VERIDICAL[link] else NEUTRAL),
            Derived(alone_main, label=ENTAILMENT),
        ]


# 太郎は花子より前に到着した: the subject's event before (前, 先) or after (後) the other participant's.
ORDER_WORDS = {"前": True, "先": True, "後": False}


@dataclass(frozen=True)
class _Ranked:
    """One premise sentence that orders two participants of one event: A は B より前に REST."""

    subject: range  # A
    particle: str  # は / が
    other: range  # B
    link: int  # 前 / 先 / 後
    rest: str  # what A and B did (駅に到着した), the same in both premises
    tokens: range  # the sentence without its final punctuation
    before: bool  # A's event came first


def _ranked(doc: Doc, sentence: Span) -> _Ranked | str:
    end = without_trailing_punctuation(doc, sentence.start, sentence.end).stop
    links = [
        t.i
        for t in doc[sentence.start : end]
        if t.text in ORDER_WORDS
        and t.i + 1 < end
        and doc[t.i + 1].text == "に"
        and t.i - 1 > sentence.start
        and doc[t.i - 1].text in ("より", "の")
        and not (doc[t.i - 1].text == "の" and t.text != "後")  # 花子の前に: in front of her, or before her
    ]
    if len(links) != 1:
        return "no one participant ordered by より前に / より先に / より後に / の後に"
    link = links[0]
    start = link - 2
    while start - 1 >= sentence.start and doc[start - 1].pos_ in NOMINAL_POS:
        start -= 1
    topic = start - 1
    if (
        start == link - 1
        or topic <= sentence.start
        or doc[topic].text not in ("は", "が")
        or any(t.pos_ not in NOMINAL_POS for t in doc[sentence.start : topic])
    ):
        return "the sentence is not 'A は B より前に …' with two noun phrases"
    chain = predicate_chain(sentence.root)
    shape = finite_shape(chain)
    if is_negated(chain) or not shape.past or shape.progressive:
        return "a premise's predicate is not a plain past event (…た)"
    return _Ranked(
        subject=range(sentence.start, topic),
        particle=doc[topic].text,
        other=range(start, link - 1),
        link=link,
        rest=doc[link + 2 : end].text,
        tokens=range(sentence.start, end),
        before=ORDER_WORDS[doc[link].text],
    )


@dataclass(frozen=True)
class _Sequenced:
    """One premise sentence that orders two events of one subject: S は A た後に B た."""

    subject: range  # S は
    earlier: tuple[int, ...]  # A た (the clause before 後に)
    later: tuple[int, ...]  # B た (the main clause without the subject and the 後に-phrase)


def _sequenced(doc: Doc, sentence: Span, clauses: Sequence[Clause]) -> _Sequenced | None:
    root = sentence.root
    clause = clause_of(root, clauses)
    chain = predicate_chain(root)
    shape = finite_shape(chain)
    if is_negated(chain) or not shape.past or shape.progressive or any(t.lemma_ in POLITE for t in chain):
        return None
    subjects = [a for a in clause.arguments if a.particle in SUBJECT_PARTICLES]
    links = [
        a
        for a in clause.adjuncts
        if a.head.text == "後" and a.particle == "に" and a.head.i == a.body.end - 1
    ]
    if len(subjects) != 1 or len(links) != 1 or subjects[0].start != sentence.start:
        return None
    subject, link = subjects[0], links[0]
    verbs = [t for t in doc[link.start : link.head.i] if t.head.i == link.head.i and t.pos_ == "VERB"]
    if len(verbs) != 1 or link.start < subject.end:
        return None
    own = predicate_chain(verbs[0])
    own_shape = finite_shape(own)
    if own.end != link.head.i or is_negated(own) or not own_shape.past or own_shape.progressive:
        return None
    if any(t.text == "が" and t.pos_ == "ADP" for t in doc[link.start : own.start]):
        return None  # the earlier clause has a subject of its own
    later = tuple(i for i in range(subject.end, chain.end) if not link.start <= i < link.end)
    return _Sequenced(range(subject.start, subject.end), tuple(range(link.start, own.end)), later)


def _order_label(orders: set[tuple[str, str]], first: str, then: str) -> str:
    """The label of 'first came before then' from two premises' (earlier, later) pairs and their one-step
    transitive closure."""
    closure = orders | {(a, d) for a, b in orders for c, d in orders if b == c}
    return ENTAILMENT if (first, then) in closure else CONTRADICTION if (then, first) in closure else NEUTRAL


class Transitivity(_Temporal):
    """Two premises that order three participants of one event, or three events of one subject.

    太郎は花子より前に到着した。花子は次郎より前に到着した。 → 太郎は次郎より前に到着した (entailment), 次郎は太郎より
    前に到着した (contradiction); with the orders mixed (花子は次郎より後に到着した) both are neutral.
    太郎は夕食を食べた後に本を読んだ。太郎は本を読んだ後に寝た。 → 太郎は夕食を食べた後に寝た (entailment), 太郎は
    寝た後に夕食を食べた (contradiction). Only 後に links events: it states that both happened (前に does not).
    The pair's premise is the two sentences as the input gives them."""

    name = "temporal-transitivity"
    summary = "two premises ordering three participants or events (A before B, B before C): A and C"
    arguments: ClassVar[Mapping[str, type]] = {}

    def apply(self, doc: Doc, clauses: Sequence[Clause]) -> Outcome:
        sentences = premise_sentences(doc)
        if len(sentences) != 2:
            return "not two premise sentences"
        first, second = (_ranked(doc, sentence) for sentence in sentences)
        if isinstance(first, _Ranked) and isinstance(second, _Ranked):
            return self._participants(doc, first, second)
        events = [_sequenced(doc, sentence, clauses) for sentence in sentences]
        if events[0] is not None and events[1] is not None:
            return self._events(doc, events[0], events[1])
        return first if isinstance(first, str) else str(second)

    @staticmethod
    def _participants(doc: Doc, first: _Ranked, second: _Ranked) -> Outcome:
        if first.rest != second.rest or first.particle != second.particle:
            return "the two premises order different events"
        names = [
            doc[r.start : r.stop].text for r in (first.subject, first.other, second.subject, second.other)
        ]
        shared = set(names[:2]) & set(names[2:])
        if len(set(names)) != 3 or len(shared) != 1:
            return "the two premises share no one participant (or order the same two)"
        orders = {
            (names[0], names[1]) if first.before else (names[1], names[0]),
            (names[2], names[3]) if second.before else (names[3], names[2]),
        }
        p, q = (name for name in names if name not in shared)
        word = doc[first.link].text if first.before else "前"
        derived = []
        for x, y in ((p, q), (q, p)):
            rewrite = _without_final_period(kept(doc, first.tokens))
            rewrite.replace(tuple(first.subject), x)
            rewrite.replace(tuple(range(first.other.start, first.link + 1)), f"{y}より{word}")
            derived.append(Derived(rewrite, label=_order_label(orders, x, y)))
        return derived

    @staticmethod
    def _events(doc: Doc, first: _Sequenced, second: _Sequenced) -> Outcome:
        def text(tokens: Sequence[int]) -> str:
            return "".join(doc[i].text for i in tokens)

        if text(first.subject) != text(second.subject):
            return "the two premises are about different subjects"
        tokens = {text(t): t for e in (first, second) for t in (e.earlier, e.later)}
        keys = [text(t) for t in (first.earlier, first.later, second.earlier, second.later)]
        shared = set(keys[:2]) & set(keys[2:])
        if len(set(keys)) != 3 or len(shared) != 1:
            return "the two premises share no one event (or order the same two)"
        orders = {(keys[0], keys[1]), (keys[2], keys[3])}
        p, q = (key for key in keys if key not in shared)
        derived = []
        for x, y in ((p, q), (q, p)):
            rewrite = kept(doc, [*first.subject, *tokens[x], *tokens[y]])
            _insert(rewrite, "後に", len(first.subject) + len(tokens[x]))
            derived.append(Derived(rewrite, label=_order_label(orders, x, y)))
        return derived


# -------------------------------------------------------------------------------------------- habitual

# The days a frequency adverb quantifies over (0 = Monday): 毎日 every day, 毎週月曜日 the Mondays (いつも is
# over occasions, not days: see OCCASION_FREQUENCY).
WEEKDAYS = ("月", "火", "水", "木", "金", "土", "日")
EVERY_DAY = frozenset(range(7))


def _kesshite_state(clause: Clause, chain: Span) -> str | None:
    """Why 決して…ない here is the emphatic 'by no means' over a state, not 'never' over the days of a habit, or
    None. 決して negates with emphasis; it reads as a habit's 'never' only with an action verb in the simple form
    (祖母は決して肉を食べない). Over a state (決して満足していない, 決して孤独ではない, 決して少なくない) no days are
    quantified, and a built day or weekday is wrong (×その結果に毎週月曜日に満足していない)."""
    copula = any(
        f in ";".join(t.morph.get("Inflection")) for t in chain for f in ("助動詞-ダ", "助動詞-デス")
    )
    predicate = clause.predicate
    doc = predicate.doc
    focused = (  # 分かり|は|し|ない: the verb under focus is the predicate, する only carries the negation
        doc[predicate.i - 2]
        if predicate.lemma_ == "する"
        and predicate.i >= 2
        and doc[predicate.i - 1].text in ("は", "も")
        and doc[predicate.i - 2].tag_.startswith("動詞")
        else None
    )
    if (
        predicate.pos_ != "VERB"
        or copula
        or finite_shape(chain).progressive
        or predicate.lemma_ in STATIVE_VERBS
        or (focused is not None and focused.lemma_ in STATIVE_VERBS)
    ):
        doc, end = predicate.doc, chain.end
        while end < len(doc) and doc[end].pos_ in ("AUX", "ADP", "SCONJ", "PART"):
            end += 1  # 孤独で|は|ない: the negation the chain leaves out
        first = min(predicate.i, chain.start, focused.i if focused is not None else len(doc))
        said = doc[first:end].text
        return f"決して over the state {said}: an emphatic 'by no means', not a habit over days"
    verb = focused.lemma_ if focused is not None else predicate.lemma_
    if verb in ("する", "為る") and predicate.i > 0:
        verb = doc[predicate.i - 1].lemma_  # 後悔|し
    if verb in RESOLVE_VERBS or predicate.text in RESOLVE_VERBS:
        return f"決して…ない with {verb} is a resolve for all time (never forget, never forgive), not a habit over days"
    return None


class Habitual(_Temporal):
    """男性は毎日公園を走る → 男性は毎週月曜日に公園を走る (entailment); 毎週月曜日に → 毎日 (neutral);
    決して…ない → 毎週月曜日に…ない (entailment): what holds on every day holds on every Monday."""

    name = "temporal-habitual"
    summary = "a habit over every day (毎日, 決して…ない) holds over every Monday; not the converse"
    arguments: ClassVar[Mapping[str, type]] = {}

    def apply(self, doc: Doc, clauses: Sequence[Clause]) -> Outcome:
        clause = event_clause(doc, clauses)
        if clause is None:
            return "no main clause"
        fragment = headline(doc)
        if fragment is not None:
            return fragment
        if question_ending(doc) is not None:
            return "a question (it asserts no habit for another sentence to follow from)"
        chain = predicate_chain(clause.predicate)
        negated = is_negated(chain)
        if finite_shape(chain).past:
            return "a past predicate (a habit is stated in the non-past)"
        for token in doc[: chain.start]:
            if token.head.i != clause.predicate.i and token.text != "毎週":
                continue
            days, tokens = self._days(doc, token)
            if days is None:
                continue
            if token.text == "決して":
                state = _kesshite_state(clause, chain)
                if state is not None:
                    return state
            if (token.text == "決して") != negated:
                return "決して without a negation, or a negated 毎日 / いつも (not every day)"
            if doc[tokens[-1] + 1].text == "は" if tokens[-1] + 1 < len(doc) else False:
                return "a frequency adverb with は (contrast: 毎日は…)"
            alternatives = {"毎週月曜日に": frozenset({0})} if days == EVERY_DAY else {"毎日": EVERY_DAY}
            derived = []
            for text, other in alternatives.items():
                label = ENTAILMENT if other <= days else NEUTRAL
                rewrite = _whole(doc)
                rewrite.replace(tuple(tokens), text)
                derived.append(Derived(rewrite, label=label))
            return derived
        return "no frequency adverb (毎日, いつも, 毎週…曜日に, 決して) of the main predicate"

    @staticmethod
    def _days(doc: Doc, token: Token) -> tuple[frozenset[int] | None, list[int]]:
        if in_compound(token):
            return None, []  # 毎日|新聞: part of a compound or a name, not the adverb 'every day'
        if token.text in ("毎日", "決して"):
            return EVERY_DAY, [token.i]
        if token.text == "毎週":
            span: Span = doc[token.i : min(token.i + 4, len(doc))]
            match = re.match(r"毎週([月火水木金土日])曜日?に?", span.text)
            if match is None:
                return None, []
            end = token.i
            while end < len(doc) and doc[end].idx + len(doc[end].text) <= doc[token.i].idx + match.end():
                end += 1
            return frozenset({WEEKDAYS.index(match[1])}), list(range(token.i, end))
        return None, []


# Frequency adverbs by what they quantify over: every day (毎日; 決して with a negation: no occasion), or some
# (時々, たまに), which says nothing of one given day. いつも quantifies over the occasions of the event
# (いつもベンチに座る: whenever he sits), not over days, so it says nothing of one given day either and makes
# no pair: a reader may take it as daily, and the rule cannot tell.
UNIVERSAL_FREQUENCY = frozenset({"毎日", "決して"})
OCCASION_FREQUENCY = frozenset({"いつも"})
SOME_FREQUENCY = frozenset({"時々", "ときどき", "たまに", "時たま"})
# The stretch a past habit is stated over: 2019年は、 / 2019年の間、 / 2019年3月の間は
HABIT_SPAN = re.compile(rf"(?P<date>{DATE.pattern})(?:は|の間は?|の間に)、?")


class HabitualPoint(_Temporal):
    """A habit at a mentioned time point. 毎日 read as quantifying over every day of the habit's span,
    決して…ない over every occasion: what holds on every day of the span holds on a day inside it.

    - A present habit (太郎は毎日7時に起きる) is stated of a span that includes now and the days before it
      (a habit reported now has held for a while): 昨日 is inside it → 太郎は昨日7時に起きた (entailment).
    - A past habit over a stated span (2019年は、太郎は毎日7時に起きた): a day of 2019 is inside it
      (entailment); the same day a year later is outside (neutral: the habit may or may not have gone on).
    - 決して…ない → at the time point, not V (entailment inside the span, neutral outside).
    - 時々 / たまに quantify over some days only: 昨日 is neutral."""

    name = "temporal-habitual-point"
    summary = "a habit (毎日, 決して…ない, 時々) at a mentioned day inside or outside its span"
    arguments: ClassVar[Mapping[str, type]] = {}

    def apply(self, doc: Doc, clauses: Sequence[Clause]) -> Outcome:
        clause = event_clause(doc, clauses)
        if clause is None or len(premise_sentences(doc)) > 1:
            return "no one sentence with a main clause"
        chain = predicate_chain(clause.predicate)
        shape = finite_shape(chain)
        negated = is_negated(chain)
        adverbs = [
            t
            for t in doc[: chain.start]
            if t.text in UNIVERSAL_FREQUENCY | SOME_FREQUENCY | OCCASION_FREQUENCY
            and clause.predicate.i in (t.head.i, t.head.head.i)  # 毎日|7時に起きる: through the time noun
            and not in_compound(t)
        ]
        if len(adverbs) != 1:
            return "no one frequency adverb (毎日, いつも, 決して, 時々) of the main predicate"
        adverb = adverbs[0]
        if adverb.text in OCCASION_FREQUENCY:
            return (
                "いつも quantifies over the event's occasions, not days: it says nothing certain of one day"
            )
        if adverb.text == "決して":
            state = _kesshite_state(clause, chain)
            if state is not None:
                return state
        if (adverb.text == "決して") != negated:
            return "決して without a negation, or a negated 毎日 / いつも / 時々 (not every day)"
        if adverb.i + 1 < len(doc) and doc[adverb.i + 1].text in ("は", "も"):
            return "a frequency adverb with は / も (contrast: 毎日は…)"
        if shape.progressive or question_ending(doc) is not None:
            return "a ている habit or a question"
        if any(t.text in DEICTIC_DAYS for t in doc):
            return "the sentence already names a day"
        span = HABIT_SPAN.search(doc.text)
        rest = doc.text[: span.start()] + doc.text[span.end() :] if span else doc.text
        if any(p.search(rest) for p in (DATE, YEARLESS_DATE, BEFORE_NOW)) or find_durations(rest):
            return "another date or duration besides the habit's span (2019年から毎日…)"
        if shape.past:
            return self._past(doc, chain, adverb, span)
        if span is not None:
            return "a present habit with a stated span"
        try:
            past = _past_form(chain)
        except UnsupportedForm as exc:
            return str(exc)
        label = ENTAILMENT if adverb.text in UNIVERSAL_FREQUENCY else NEUTRAL
        return [Derived(self._at(doc, adverb, chain, "昨日", past, None), label=label)]

    def _past(self, doc: Doc, chain: Span, adverb: Token, span: re.Match[str] | None) -> Outcome:
        date = parse_date(span["date"]) if span else None
        if span is None or date is None:
            return "a past habit with no stated span (2019年は、…): a given day may be outside it"
        tokens = _tokens_at(doc, span.start(), span.end())
        if tokens is None or tokens.stop > adverb.i:
            return "the span is not a phrase before the frequency adverb"
        inside = Date(date.year, date.month or 6, date.day or (15 if date.month else 1))
        outside = Date(inside.year + 1 if inside.year is not None else None, inside.month, inside.day)
        universal = adverb.text in UNIVERSAL_FREQUENCY
        return [
            Derived(self._at(doc, adverb, chain, day.text(), chain.text, tokens), label=label)
            for day, label in ((inside, ENTAILMENT if universal else NEUTRAL), (outside, NEUTRAL))
        ]

    @staticmethod
    def _at(doc: Doc, adverb: Token, chain: Span, day: str, predicate: str, span: range | None) -> Rewrite:
        """The sentence at one day: the adverb replaced by the day (昨日7時に, 2019年6月1日の7時に, 2019年6月1日に
        肉を), the stated span dropped, the predicate in the past."""
        clock = adverb.i + 1 < len(doc) and bool(CLOCK_TIME.match(doc[adverb.i + 1 :].text))
        text = day if day == "昨日" else f"{day}{'の' if clock else 'に'}"
        rewrite = _without_final_period(
            kept(doc, [i for i in range(len(doc)) if span is None or i not in span])
        )
        rewrite.replace((adverb.i,), text)
        rewrite.replace(tuple(range(chain.start, chain.end)), predicate)
        return rewrite


def _past_form(chain: Span) -> str:
    """A non-past predicate in the past: 起きる → 起きた, 食べない → 食べなかった, 作ります → 作りました."""
    text, last = chain.text, chain[-1].text
    if last == "ない":
        return text[: -len(last)] + "なかった"
    if last == "ません":
        return text + "でした"
    if last == "ます":
        return text[:-1] + "した"
    return finite_form(chain, Finite(progressive=False, past=True))


for _derivation in (
    PresentState,
    DropDuration,
    Phase,
    IntervalBounds,
    Since,
    Deictic,
    Until,
    Order,
    Transitivity,
    Habitual,
    HabitualPoint,
):
    DERIVATIONS.register(_derivation)
