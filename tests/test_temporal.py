"""Temporal inference (generate --phenomena temporal): the time normaliser, the interval arithmetic, and exact
pairs and computed labels per Jamp fragment on real parses, with the cases that must not fire."""

import pytest

from stresskit.errors import StresskitError
from stresskit.evaluation.api import generate
from stresskit.parsing.timex import (
    CALENDAR,
    CLOCK,
    Date,
    Interval,
    elapsed_months,
    find_durations,
    interval_label,
    parse_date,
    parse_number,
)
from stresskit.rules.derivations import load_derivations
from stresskit.rules.loader import load_rules


def _pairs(parser, sentence):
    rows = generate([sentence], "temporal", parser=parser).rows
    return [(r["rule"], r["sentence_A_Ja"], r["sentence_B_Ja"], r["entailment_label_Ja"]) for r in rows]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("3", 3),
        ("３", 3),
        ("三", 3),
        ("十二", 12),
        ("二十四", 24),
        ("百", 100),
        ("二〇一九", 2019),
        ("年", None),
    ],
)
def test_numbers(text, value):
    assert parse_number(text) == value


def test_durations_are_found_with_their_bounds_and_dates_are_not_durations():
    found = find_durations("3年以内に、ちょうど二か月、5時間以上、2年間、2015年から2019年11月まで")
    assert [(p.duration.text(), p.bound, p.kan, p.duration.size) for p in found] == [
        ("3年", "以内", False, 36),
        ("2か月", "ちょうど", False, 2),
        ("5時間", "以上", False, 300),
        ("2年", None, True, 24),
    ]


def test_interval_labels():
    within3, within5, within2 = (Interval(CALENDAR, 0, n) for n in (36, 60, 24))
    assert interval_label(within3, within5) == "entailment"
    assert interval_label(within3, within2) == "neutral"
    assert interval_label(Interval(CALENDAR, 36, 36), Interval(CALENDAR, 48, None)) == "contradiction"
    # 1か月 vs 30日: different unit families, undetermined, no label
    assert interval_label(Interval(CALENDAR, 0, 1), Interval(CLOCK, 0, 30 * 24 * 60)) is None


def test_dates_and_elapsed_months():
    assert parse_date("2019年11月") == Date(2019, 11)
    assert parse_date("2019年13月") is None
    # from some day of 2015 to some day of November 2019: 46 to 58 whole months
    assert elapsed_months(Date(2015), Date(2019, 11)) == Interval(CALENDAR, 46, 58)


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (  # Intervals: 以内 in years, and in months (the smaller unit)
            "太郎は3年以内に家を建てた",
            [
                ("tense-aspect-completion", "太郎は家を建てた", "entailment"),
                ("interval-bounds", "太郎は5年以内に家を建てた", "entailment"),
                ("interval-bounds", "太郎は2年以内に家を建てた", "neutral"),
                ("interval-bounds", "太郎は36か月以内に家を建てた", "entailment"),
            ],
        ),
        (  # 以上 with hours: minutes in the smaller unit
            "男性は5時間以上働いた",
            [
                ("tense-aspect-completion", "男性は働いた", "entailment"),
                ("interval-bounds", "男性は4時間以上働いた", "entailment"),
                ("interval-bounds", "男性は6時間以上働いた", "neutral"),
                ("interval-bounds", "男性は300分以上働いた", "entailment"),
            ],
        ),
        (  # a bare duration with a durative verb is exact: completion, and 以上 bounds
            "花子は2年間東京に住んだ",
            [
                ("tense-aspect-completion", "花子は東京に住んだ", "entailment"),
                ("interval-bounds", "花子は1年以上東京に住んだ", "entailment"),
                ("interval-bounds", "花子は3年以上東京に住んだ", "contradiction"),
            ],
        ),
        (
            "男の子が走っている",
            [("tense-aspect-present", "現在、男の子が走っている", "entailment")],
        ),
        (
            "男の子が走っていた",
            [("tense-aspect-present", "現在、男の子が走っている", "neutral")],
        ),
        (  # polite forms keep their politeness
            "女性が野菜を切っていました",
            [("tense-aspect-present", "現在、女性が野菜を切っています", "neutral")],
        ),
        (
            "太郎は本を読み終えた",
            [
                ("tense-aspect-phase", "太郎は本を読み始めた", "entailment"),
                ("tense-aspect-phase", "太郎は本を読んだ", "entailment"),
            ],
        ),
        ("太郎は本を読み始めた", [("tense-aspect-phase", "太郎は本を読み終えた", "neutral")]),
        (
            "現在、2019年11月である。太郎は2015年から東京に住んでいる。",
            [
                ("time-point-since", "太郎は3年以上東京に住んでいる", "entailment"),
                ("time-point-since", "太郎は4年以上東京に住んでいる", "neutral"),
                ("time-point-since", "太郎は5年以上東京に住んでいる", "contradiction"),
            ],
        ),
        (
            "今日は2019年11月5日である。太郎は昨日映画を見た",
            [
                ("time-point-deictic", "太郎は2019年11月4日に映画を見た", "entailment"),
                ("time-point-deictic", "太郎は2019年11月3日に映画を見た", "neutral"),
            ],
        ),
        (
            "男性は毎日公園を走る",
            [("habitual-frequency", "男性は毎週月曜日に公園を走る", "entailment")],
        ),
        (
            "女性は毎週日曜日に教会に行く",
            [("habitual-frequency", "女性は毎日教会に行く", "neutral")],
        ),
        (
            "太郎は決して肉を食べない",
            [("habitual-frequency", "太郎は毎週月曜日に肉を食べない", "entailment")],
        ),
    ],
)
def test_given_premises(parser, sentence, expected):
    assert _pairs(parser, sentence) == [(rule, sentence, h, label) for rule, h, label in expected]


def test_order_of_two_events(parser):
    def order(sentence):
        return [(h, label) for rule, _, h, label in _pairs(parser, sentence) if rule == "time-point-order"]

    assert order("太郎は夕食を食べた後に本を読んだ") == [
        ("太郎は本を読む前に夕食を食べた", "entailment"),
        ("太郎は夕食を食べた", "entailment"),
        ("太郎は本を読んだ", "entailment"),
    ]
    # 前に does not say that the later event happened
    assert order("太郎は本を読む前に夕食を食べた") == [
        ("太郎は夕食を食べた後に本を読んだ", "entailment"),
        ("太郎は本を読んだ", "neutral"),
        ("太郎は夕食を食べた", "entailment"),
    ]
    assert order("太郎は夕食を食べた後に本を読まなかった") == []  # negated


def test_premises_built_from_a_simple_sentence(parser):
    assert _pairs(parser, "男性が東京に住んでいる") == [
        ("tense-aspect-present", "男性が東京に住んでいる", "現在、男性が東京に住んでいる", "entailment"),
        *(
            (
                "time-point-since-built",
                "現在、2019年11月である。男性が2015年から東京に住んでいる",
                f"男性が{n}年以上東京に住んでいる",
                label,
            )
            for n, label in ((3, "entailment"), (4, "neutral"), (5, "contradiction"))
        ),
    ]
    assert _pairs(parser, "男の子が公園で遊んだ") == [
        (
            "time-point-deictic-built",
            "今日は2019年11月5日である。男の子が昨日公園で遊んだ",
            "男の子が2019年11月4日に公園で遊んだ",
            "entailment",
        ),
        (
            "time-point-deictic-built",
            "今日は2019年11月5日である。男の子が昨日公園で遊んだ",
            "男の子が2019年11月3日に公園で遊んだ",
            "neutral",
        ),
    ]


@pytest.mark.parametrize(
    "sentence",
    [
        "太郎は3年以内に家を建てなかった",  # negated: a bound under negation does not distribute
        "男の子が走っていない",  # negated ている
        "太郎は2時間でケーキを作った",  # non-distributive: a bare amount with a telic verb bounds nothing
        "男性は毎日は走らない",  # 毎日 under negation: not every day
        "雨が降り始めた",  # no object: 降り終えた is no natural sentence
        "男の子が昨日走っていた",  # already placed in time: no 現在
    ],
)
def test_must_not_fire(parser, sentence):
    assert _pairs(parser, sentence) == []


def test_an_activity_gets_no_built_date(parser):
    # 走っている is no lasting state: 2015年から走っている would read as one long run; 現在 still holds.
    assert [rule for rule, *_ in _pairs(parser, "男の子が公園で走っている")] == ["tense-aspect-present"]


def test_a_cross_family_interval_is_undetermined_and_skipped(parser):
    # 1か月以内 → 30日以内 would need the month's length: the arithmetic gives no label, so no pair.
    hypotheses = [h for _, _, h, _ in _pairs(parser, "太郎は1か月以内に家を建てた")]
    assert hypotheses == ["太郎は家を建てた", "太郎は3か月以内に家を建てた"]


def test_computed_label_needs_a_computing_derivation(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text(
        "phenomenon: bad\nrules:\n  - {id: x, label: computed, hypothesis: {op: scramble}}\n",
        encoding="utf-8",
    )
    with pytest.raises(StresskitError, match="label 'computed' needs a derivation that computes labels"):
        load_derivations(load_rules([]), [path])
