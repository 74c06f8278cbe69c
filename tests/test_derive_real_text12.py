"""generate's derived hypotheses, the error classes of the heldout-o generate audit (session 16, second tuning): a
と before a noun of a relation (性格と|関係がある) read as a coordination; the が-subject of an embedded か-question
(ボブが時間どおりに来るか|疑わしい) taken as the main clause's. Exact premises, hypotheses, labels and skip reasons;
the heldout-o premises are marked, the rest are written for these tests."""

import pytest
from fidelity_cases import derived_pairs as _pairs
from fidelity_cases import derived_skips as _skips

CC = "clause-coordination"
NP = "np-coordination"


def _rule(parser, sentence, phenomenon, rule):
    return [p for p in _pairs(parser, sentence, phenomenon) if p[0] == rule]


# ------------------------------------------------------------------ 1. a comitative と of a noun of relation


@pytest.mark.parametrize(
    ("sentence", "pair"),
    [
        ("彼の失敗は性格と関係がありそうだ。", "性格と関係"),  # heldout-o: ×彼の失敗は性格がありそうだ
        ("彼はその交通事故と関係がある。", "交通事故と関係"),
        ("この病気は食生活と関連がある。", "食生活と関連"),
    ],
)
def test_a_to_before_a_noun_of_relation_is_its_partner(parser, sentence, pair):
    assert _rule(parser, sentence, NP, "and-conjunct") == []
    noun = pair.split("と")[1]
    assert _skips(parser, sentence, NP)["and-conjunct"] == (
        f"split-coordination: {pair}: と gives the partner of the {noun}, a comitative, not a conjunction"
    )


def test_two_subjects_joined_by_to_still_split(parser):
    sentence = "猫と犬が走っている。"
    assert _rule(parser, sentence, NP, "and-conjunct") == [
        ("and-conjunct", sentence, "猫が走っている。", "entailment"),
        ("and-conjunct", sentence, "犬が走っている。", "entailment"),
    ]


# ------------------------------------------------------------------ 2. the subject of an embedded か-question


def test_the_ga_subject_of_an_embedded_question_is_not_the_main_clauses(parser):
    sentence = "ボブが時間どおりに来るか疑わしい。"  # heldout-o: ×ボブが疑わしい
    assert _rule(parser, sentence, CC, "disjunct-main-clause") == []
    assert _skips(parser, sentence, CC)["disjunct-main-clause"] == (
        "extract-clause: か closes an embedded question (…来るか疑わしい): ボブが before its verb is that "
        "clause's subject, and the main predicate has none of its own"
    )
    # the embedded clause itself is still the neutral disjunct
    assert _rule(parser, sentence, CC, "disjunct-clause") == [
        ("disjunct-clause", sentence, "ボブが時間どおりに来る", "neutral")
    ]


def test_a_disjunction_of_two_clauses_keeps_its_second_clause(parser):
    sentence = "彼が来るか、あるいは私が行く。"
    assert _rule(parser, sentence, CC, "disjunct-main-clause") == [
        ("disjunct-main-clause", sentence, "私が行く。", "neutral")
    ]


# ------------------------------------------------------------------ 3. an ordinal event dated to another day

TEMPORAL = "temporal"


def _built(parser, sentence):
    return [p[2:] for p in _rule(parser, sentence, TEMPORAL, "time-point-deictic-built")]


@pytest.mark.parametrize(
    ("sentence", "own_day"),
    [
        (
            # heldout-o: ×…14度目の優勝が2019年11月3日に決まった (neutral): the 14th title is decided once
            "優勝決定戦では朝青龍が押し出しで琴欧州を下し、朝青龍の14度目の優勝が決まった。",
            "優勝決定戦では朝青龍が押し出しで琴欧州を下し、朝青龍の14度目の優勝が2019年11月4日に決まった",
        ),
        ("まもなく初雪が降った。", "まもなく初雪が2019年11月4日に降った"),
    ],
)
def test_an_ordinal_event_is_not_dated_to_another_day(parser, sentence, own_day):
    assert _built(parser, sentence) == [(own_day, "entailment")]


def test_an_ordinal_inside_a_clause_of_the_phrase_counts_another_event(parser):
    sentence = "内海は交流戦期間中、4勝0敗、防御率1.29の好成績をマークし、チームの交流戦初優勝に貢献した働きが評価された。"
    before = "内海は交流戦期間中、4勝0敗、防御率1.29の好成績をマークし、チームの交流戦初優勝に貢献した働きが"
    assert _built(parser, sentence) == [
        (before + "2019年11月4日に評価された", "entailment"),
        (before + "2019年11月3日に評価された", "neutral"),
    ]


# ------------------------------------------------------------------ 4. a time phrase right before a relative clause

RC = "relative-clause"


def test_a_date_with_ni_before_a_relative_clause_may_be_the_clauses(parser):
    sentence = "1999年には日本選手権大会初優勝を達成した実力を持つ。"  # heldout-o: ×1999年には実力を持つ
    assert _rule(parser, sentence, RC, "relative-clause-drop") == []
    assert _skips(parser, sentence, RC)["relative-clause-drop"] == (
        "drop-relative-clause: the time phrase 1999年には stands right before the relative clause "
        "日本選手権大会初優勝を達成した and may date it: which clause it belongs to is unsure"
    )


def test_a_day_with_wa_framing_a_present_sentence_stays(parser):
    sentence = "5日はデモ中の高校生が警察隊に投石する衝突が起こっている。"  # judged right (dev)
    assert _rule(parser, sentence, RC, "relative-clause-drop") == [
        ("relative-clause-drop", sentence, "5日は衝突が起こっている。", "entailment")
    ]


# ------------------------------------------------------------------ 5. the te-clause cause of a present feeling


def test_the_cause_of_a_present_feeling_is_no_first_clause(parser):
    sentence = "先週あなたのお手伝いができてうれしく思います。"  # heldout-o: ×あなたのお手伝いができる
    assert _rule(parser, sentence, CC, "first-clause") == []
    assert _skips(parser, sentence, CC)["first-clause"] == (
        "extract-clause: the te-clause gives the cause of the present feeling うれしく思います: its event may be "
        "past, so its tense is unsure"
    )


def test_the_cause_of_a_past_feeling_is_still_a_first_clause(parser):
    sentence = "私は彼女からプレゼントをもらって、とてもうれしかった。"  # judged right (dev)
    assert _rule(parser, sentence, CC, "first-clause") == [
        ("first-clause", sentence, "私は彼女からプレゼントをもらった", "entailment")
    ]


# ------------------------------------------------------------------ 6. the perfect 〜ていた of a lasting result


def test_a_perfect_of_a_birth_gets_no_present(parser):
    sentence = "2人の男の子を出産していた。"  # heldout-o: ×現在、2人の男の子を出産している (neutral)
    assert _rule(parser, sentence, TEMPORAL, "tense-aspect-present") == []
    assert _skips(parser, sentence, TEMPORAL)["tense-aspect-present"] == (
        "temporal-present: 〜ていた of an event whose result lasts (出産) is a perfect, its result holding now too: "
        "現在…ている is not merely neutral (or reads as the event going on now)"
    )


@pytest.mark.parametrize(
    ("sentence", "hypothesis"),
    [("男の子が走っていた。", "現在、男の子が走っている"), ("彼は結婚していた。", "現在、彼は結婚している")],
)
def test_a_past_state_that_may_lapse_stays_neutral(parser, sentence, hypothesis):
    assert _rule(parser, sentence, TEMPORAL, "tense-aspect-present") == [
        ("tense-aspect-present", sentence, hypothesis, "neutral")
    ]
