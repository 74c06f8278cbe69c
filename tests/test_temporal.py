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
            [
                ("habitual-frequency", "男性は毎週月曜日に公園を走る", "entailment"),
                ("habitual-time-point", "男性は昨日公園を走った", "entailment"),
            ],
        ),
        (
            "女性は毎週日曜日に教会に行く",
            [("habitual-frequency", "女性は毎日教会に行く", "neutral")],
        ),
        (
            "太郎は決して肉を食べない",
            [
                ("habitual-frequency", "太郎は毎週月曜日に肉を食べない", "entailment"),
                ("habitual-time-point", "太郎は昨日肉を食べなかった", "entailment"),
            ],
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
        "老人はいつも公園のベンチに座る",  # いつも: whenever he sits, not every day
        "母はいつも6時に朝食を作ります",  # いつも: the habit's occasions, not its days
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


def test_the_clause_view_files_time_phrases_as_adjuncts(parser):
    from stresskit.parsing.clauses import clause_view

    doc = parser.parse(["太郎は夕食を食べた後に本を読んだ"])["太郎は夕食を食べた後に本を読んだ"]
    main = next(c for c in clause_view(doc) if c.predicate.text == "読ん")
    assert [a.span.text for a in main.arguments] == ["太郎は", "本を"]
    assert [(a.span.text, a.head.text, a.particle) for a in main.adjuncts] == [
        ("夕食を食べた後に", "後", "に")
    ]


def _rule_pairs(parser, sentence, rule):
    return [(h, label) for r, _, h, label in _pairs(parser, sentence) if r == rule]


def test_until_arithmetic():
    from stresskit.parsing.timex import before_now, deadline_label, state_label

    y2015, y2018, y2019, y2020 = (Date(y).days() for y in (2015, 2018, 2019, 2020))
    assert state_label(None, y2019, y2019) == "entailment"  # the end's year is covered
    assert state_label(None, y2019, y2018) == "neutral"  # the start is not stated
    assert state_label(y2015, y2019, y2018) == "entailment"
    assert state_label(y2015, y2019, Date(2014).days()) == "contradiction"
    assert state_label(y2015, y2019, y2020) == "contradiction"
    march, april = Date(None, 3).days(), Date(None, 4).days()
    assert deadline_label(march, april, by=True) == "entailment"
    assert deadline_label(april, march, by=True) == "neutral"
    assert deadline_label(march, april, by=False) == "contradiction"
    assert deadline_label(march, march, by=False) == "neutral"
    assert parse_date("3月", yearless=True) == Date(None, 3)
    assert parse_date("3月") is None
    assert before_now("3年前", Date(2019, 11)) == Date(2016)
    assert before_now("2か月前", Date(2019, 1)) == Date(2018, 11)
    assert before_now("5日前", Date(2019, 11)) is None  # now is not that precise
    assert Date(None, 12).shifted(1) is None  # 12月 → 1月 leaves the unstated year
    assert Date(2019, 12).shifted(1) == Date(2020, 1)


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "太郎は2019年まで東京に住んでいた",
            [
                ("太郎は2019年に東京に住んでいた", "entailment"),
                ("太郎は2018年に東京に住んでいた", "neutral"),
                ("太郎は2020年に東京に住んでいた", "contradiction"),
            ],
        ),
        (
            "太郎は2015年から2019年まで東京に住んでいた",
            [
                ("太郎は2019年に東京に住んでいた", "entailment"),
                ("太郎は2018年に東京に住んでいた", "entailment"),
                ("太郎は2020年に東京に住んでいた", "contradiction"),
                ("太郎は2014年に東京に住んでいた", "contradiction"),
            ],
        ),
        (
            "姉は2018年3月まで銀行に勤めていた",
            [
                ("姉は2018年3月に銀行に勤めていた", "entailment"),
                ("姉は2018年に銀行に勤めていた", "entailment"),
                ("姉は2018年2月に銀行に勤めていた", "neutral"),
                ("姉は2018年4月に銀行に勤めていた", "contradiction"),
            ],
        ),
        (  # a point counted back from the stated now
            "現在、2019年11月である。太郎は3年前まで大阪に住んでいた。",
            [
                ("太郎は2016年に大阪に住んでいた", "entailment"),
                ("太郎は2015年に大阪に住んでいた", "neutral"),
                ("太郎は2017年に大阪に住んでいた", "contradiction"),
            ],
        ),
        (  # までに: a deadline, with the year left to the context
            "花子は3月までにレポートを提出した",
            [
                ("花子は4月までにレポートを提出した", "entailment"),
                ("花子は2月までにレポートを提出した", "neutral"),
                ("花子は4月にレポートを提出した", "contradiction"),
            ],
        ),
        (
            "市は2020年までに新しい橋を建設した",
            [
                ("市は2021年までに新しい橋を建設した", "entailment"),
                ("市は2019年までに新しい橋を建設した", "neutral"),
                ("市は2021年に新しい橋を建設した", "contradiction"),
            ],
        ),
        ("花子は12月までにレポートを提出した", [("花子は11月までにレポートを提出した", "neutral")]),
    ],
)
def test_until_and_deadlines(parser, sentence, expected):
    assert _rule_pairs(parser, sentence, "time-point-until") == expected


@pytest.mark.parametrize(
    "sentence",
    [
        "太郎は2019年まで結婚しなかった",  # negated: 'not until 2019' says the event came in 2019
        "男の子は2019年まで走った",  # an activity, no lasting state: まで bounds nothing to distribute over
        "太郎は2025年まで東京に住んでいる",  # an end still to come
        "太郎は3年前まで大阪に住んでいた",  # counted from a now the premise does not state: undetermined
        "太郎は2015年から3月まで東京に住んでいた",  # a dated start and an end of an unstated year
        "太郎は5時まで公園で待っていた",  # a clock time, no date
        "祖父は最近まで東京に住んでいた",  # 最近: no date to reckon with
    ],
)
def test_until_must_not_fire(parser, sentence):
    assert _rule_pairs(parser, sentence, "time-point-until") == []


@pytest.mark.parametrize(
    ("premise", "expected"),
    [
        (  # A before B, B before C: A before C
            "太郎は花子より前に到着した。花子は次郎より前に到着した。",
            [("太郎は次郎より前に到着した", "entailment"), ("次郎は太郎より前に到着した", "contradiction")],
        ),
        (  # 後に and 先に: C before B, A after B
            "太郎は花子の後に駅に着いた。次郎は花子より先に駅に着いた。",
            [
                ("太郎は次郎より前に駅に着いた", "contradiction"),
                ("次郎は太郎より前に駅に着いた", "entailment"),
            ],
        ),
        (  # mixed: A before B, C before B — the order of A and C is open
            "太郎は花子より前に到着した。花子は次郎より後に到着した。",
            [("太郎は次郎より前に到着した", "neutral"), ("次郎は太郎より前に到着した", "neutral")],
        ),
        (  # mixed the other way: B before A and B before C
            "太郎は花子より後に到着した。花子は次郎より前に到着した。",
            [("太郎は次郎より前に到着した", "neutral"), ("次郎は太郎より前に到着した", "neutral")],
        ),
        (  # three events of one subject, linked by 後に (which states that both happened)
            "太郎は夕食を食べた後に本を読んだ。太郎は本を読んだ後に寝た。",
            [("太郎は夕食を食べた後に寝た", "entailment"), ("太郎は寝た後に夕食を食べた", "contradiction")],
        ),
        (  # mixed: both before the call — their own order is open
            "花子は駅に着いた後に友達に電話した。花子は買い物をした後に友達に電話した。",
            [
                ("花子は駅に着いた後に買い物をした", "neutral"),
                ("花子は買い物をした後に駅に着いた", "neutral"),
            ],
        ),
    ],
)
def test_transitivity_across_two_premises(parser, premise, expected):
    # The pair's premise is the input's two sentences as given; the hypothesis is built on the first.
    assert _pairs(parser, premise) == [
        ("time-point-transitivity", premise, hypothesis, label) for hypothesis, label in expected
    ]


@pytest.mark.parametrize(
    "premise",
    [
        "太郎は花子より前に到着した。花子は次郎より前に出発した。",  # two different events
        "太郎は花子より前に到着した。次郎は三郎より前に到着した。",  # no shared participant
        "太郎は花子より前に到着した。花子は太郎より後に到着した。",  # the same two participants
        "太郎は花子より前に到着しなかった。花子は次郎より前に到着した。",  # negated
        "太郎は花子の前に立った。花子は次郎の前に立った。",  # の前に: in front of, not before
        "太郎は花子より前に到着した。",  # one premise
        "太郎は夕食を食べた後に本を読んだ。花子は本を読んだ後に寝た。",  # two subjects
        "太郎は夕食を食べた後に本を読んだ。太郎は新聞を読んだ後に寝た。",  # no shared event
        "太郎は本を読む前に夕食を食べた。太郎は寝る前に本を読んだ。",  # 前に: the later event need not have happened
    ],
)
def test_transitivity_must_not_fire(parser, premise):
    assert _rule_pairs(parser, premise, "time-point-transitivity") == []


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # a present habit holds over a span that includes the days before now: 昨日 is inside it
        ("太郎は毎日7時に起きる", [("太郎は昨日7時に起きた", "entailment")]),
        ("母は毎日6時に朝食を作ります", [("母は昨日6時に朝食を作りました", "entailment")]),
        ("太郎は決して肉を食べない", [("太郎は昨日肉を食べなかった", "entailment")]),
        # 時々 quantifies over some days only
        ("太郎は時々公園を走る", [("太郎は昨日公園を走った", "neutral")]),
        (  # a past habit over a stated span: a day inside it, and the same day a year later
            "2019年は、太郎は毎日7時に起きた",
            [
                ("太郎は2019年6月1日の7時に起きた", "entailment"),
                ("太郎は2020年6月1日の7時に起きた", "neutral"),
            ],
        ),
        (
            "2018年の間、祖父は決して酒を飲まなかった",
            [
                ("祖父は2018年6月1日に酒を飲まなかった", "entailment"),
                ("祖父は2019年6月1日に酒を飲まなかった", "neutral"),
            ],
        ),
    ],
)
def test_habit_at_a_mentioned_day(parser, sentence, expected):
    assert _rule_pairs(parser, sentence, "habitual-time-point") == expected


@pytest.mark.parametrize(
    "sentence",
    [
        "男性は毎日は走らない",  # 毎日 under negation: not every day
        "老人はいつも公園のベンチに座る",  # いつも: whenever he sits, not every day
        "太郎は毎日7時に起きない",  # a negated 毎日: 'not every day' is a reading
        "太郎は毎日7時に起きた",  # a past habit with no stated span: a given day may be outside it
        "太郎は毎日公園で走っている",  # a ている habit: at one day it reads as an ongoing run
        "太郎は毎日7時に起きるか",  # a question
        "彼は毎日公園を走るのかな。",  # a question: Sudachi splits かな into か|な
        "彼は毎日公園を走るのかい。",  # か|い
        "太郎は昨日も毎日のように走る",  # already names a day
        "太郎は2019年から毎日走る",  # another date: 昨日 would stand beside it
    ],
)
def test_habit_at_a_mentioned_day_must_not_fire(parser, sentence):
    assert _rule_pairs(parser, sentence, "habitual-time-point") == []


@pytest.mark.parametrize(
    "sentence",
    ["彼は毎日公園を走るのかな。", "彼は毎日公園を走るのかい。", "太郎は毎日7時に起きるのかしら。"],
)
def test_a_habit_asked_about_gives_no_every_monday_pair(parser, sentence):
    assert _rule_pairs(parser, sentence, "habitual-frequency") == []


def test_a_habit_stated_still_gives_its_every_monday_pair(parser):
    assert _rule_pairs(parser, "彼は毎日公園を走るよ。", "habitual-frequency") == [
        ("彼は毎週月曜日に公園を走るよ", "entailment")
    ]


def test_a_caption_that_ginza_splits_is_still_one_premise_sentence(parser):
    from stresskit.operations.temporal import premise_sentences

    sentence = "一人の人が広大な氷氷河の野に立っている"
    doc = parser.parse([sentence])[sentence]
    assert len(list(doc.sents)) == 2  # GiNZA's sentence boundaries split it
    assert [s.text for s in premise_sentences(doc)] == [sentence]
    assert _rule_pairs(parser, sentence, "tense-aspect-present") == [(f"現在、{sentence}", "entailment")]
