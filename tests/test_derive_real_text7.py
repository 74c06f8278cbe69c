"""generate's derived hypotheses on news and colloquial text, the error classes of the heldout-b…h generate audits
(session 11): a built 昨日 beside a word that already places the event in a narrative sequence, a gradual change
or a stretch of a life; no other-day hypothesis for an event at last or for the first time (ついに, 初めて); and
three と that are no coordinator (a conditional after a verb, a name と a light verb's event noun) or a second
conjunct that points back at the first (その). Exact premises, hypotheses, labels and skip reasons."""

import pytest
from fidelity_cases import derived_pairs as _pairs
from fidelity_cases import derived_skips as _skips

DEICTIC = "time-point-deictic-built"

# ------------------------------------------------------------------ a built 昨日 beside a time frame


@pytest.mark.parametrize(
    ("sentence", "word"),
    [
        ("後に少年は無事アメリカに帰国した。", "後に"),  # heldout-h Wikinews: ×後に少年は昨日…帰国した
        ("彼は次に大阪へ向かった。", "次に"),  # heldout-d PUD: ×フィリッポス2世は昨日次に、…進軍した
        ("物価は次第に上昇した。", "次第に"),
        ("町が発展するにつれて、川は汚れた。", "につれ"),  # heldout-d PUD: …繁栄するに連れて、…昨日…悪化した
        ("彼は辛い人生を送った。", "人生"),  # heldout-h Wikinews: ×昨日…人生を、…追求にささげた
    ],
)
def test_no_built_yesterday_beside_a_time_frame(parser, sentence, word):
    assert [p for p in _pairs(parser, sentence, "temporal") if p[0] == DEICTIC] == []
    assert _skips(parser, sentence, "temporal")[DEICTIC] == (
        f"temporal-deictic: {word} already places the event in a sequence or a stretch of time: 昨日 would clash "
        "with it"
    )


@pytest.mark.parametrize(
    ("sentence", "premise", "hypothesis"),
    [
        # 後で / 後に after a clause or a count date the event by another one, which 昨日 can join
        (
            "私は勉強した後でテニスをした。",
            "今日は2019年11月5日である。私は昨日勉強した後でテニスをした",
            "私は2019年11月4日に勉強した後でテニスをした",
        ),
        # 生涯 modifying a noun is no time of the event
        (
            "彼は生涯の仕事を決めた。",
            "今日は2019年11月5日である。彼は昨日生涯の仕事を決めた",
            "彼は2019年11月4日に生涯の仕事を決めた",
        ),
    ],
)
def test_a_time_word_of_another_phrase_keeps_the_built_yesterday(parser, sentence, premise, hypothesis):
    assert (DEICTIC, premise, hypothesis, "entailment") in _pairs(parser, sentence, "temporal")


@pytest.mark.parametrize(
    ("sentence", "premise", "hypothesis"),
    [
        (
            "その男はついに自分のしたことを白状した。",
            "今日は2019年11月5日である。その男は昨日ついに自分のしたことを白状した",
            "その男は2019年11月4日についに自分のしたことを白状した",
        ),
        (
            "私は初めてスキーをした。",
            "今日は2019年11月5日である。私は昨日初めてスキーをした",
            "私は2019年11月4日に初めてスキーをした",
        ),
    ],
)
def test_an_event_at_last_gets_no_other_day_hypothesis(parser, sentence, premise, hypothesis):
    # 11月3日についに白状した / 11月3日に初めてスキーをした is excluded by the premise, not merely neutral
    pairs = [p for p in _pairs(parser, sentence, "temporal") if p[0] == DEICTIC]
    assert pairs == [(DEICTIC, premise, hypothesis, "entailment")]


# ------------------------------------------------------------------ と that is no coordinator


def test_a_conditional_to_after_a_verb_is_no_conjunction(parser):
    # heldout-d Wikinews: ×国民1人あたりになおすは約648万円になる (GiNZA tags なおす NOUN)
    sentence = "読売新聞によれば、総額は過去最高額を更新し、国民1人あたりになおすと借金は約648万円になる。"
    assert [p for p in _pairs(parser, sentence, "np-coordination") if p[0] == "and-conjunct"] == []
    assert _skips(parser, sentence, "np-coordination")["and-conjunct"] == (
        "split-coordination: no が/は/も-phrase coordinated with と"
    )


def test_a_name_and_a_light_verbs_event_noun_is_a_comitative(parser):
    # heldout-h Wikinews: ×ニッポン放送を行った (ニッポン放送と契約更新を行った: the renewal was with it)
    sentence = "また、読売新聞によると、ラジオ中継について、ニッポン放送と契約更新を行った。"
    assert [p for p in _pairs(parser, sentence, "np-coordination") if p[0] == "and-conjunct-object"] == []
    assert _skips(parser, sentence, "np-coordination")["and-conjunct-object"] == (
        "split-coordination: a name と the event noun of 行う: the と is a comitative (with …), not a conjunction"
    )


def test_two_event_nouns_of_a_light_verb_still_split(parser):
    assert _pairs(parser, "彼は調査と分析を行った。", "np-coordination") == [
        ("and-conjunct-object", "彼は調査と分析を行った。", "彼は調査を行った。", "entailment"),
        ("and-conjunct-object", "彼は調査と分析を行った。", "彼は分析を行った。", "entailment"),
    ]


@pytest.mark.parametrize(
    ("sentence", "first"),
    [
        # heldout-h Wikinews: ×失業率とともにその一掃が焦点となっていた (その loses 前政権の汚職)
        (
            "選挙では、失業率とともに前政権の汚職とその一掃が焦点となっていた。",
            "選挙では、失業率とともに前政権の汚職が焦点となっていた。",
        ),
        ("太郎とその妻が来た。", "太郎が来た。"),
    ],
)
def test_a_second_conjunct_pointing_back_is_not_split_off(parser, sentence, first):
    pairs = [p for p in _pairs(parser, sentence, "np-coordination") if p[0] == "and-conjunct"]
    assert pairs == [("and-conjunct", sentence, first, "entailment")]


def test_plain_conjuncts_still_split(parser):
    assert [
        p[2] for p in _pairs(parser, "猫と犬が走っている。", "np-coordination") if p[0] == "and-conjunct"
    ] == [
        "猫が走っている。",
        "犬が走っている。",
    ]


# ------------------------------------------------------------------ speech acts in a frame


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        # heldout-h Tanaka: ×私を手伝って下さってありがとうござれば、ある人が喜ぶだろう
        (
            "私を手伝って下さってありがとうございます。",
            "embed: the sentence ends in the formula ありがとうございます, a speech act: it asserts nothing a frame "
            "could embed",
        ),
        (
            "本当にすみません。",
            "embed: the sentence ends in the formula すみません, a speech act: it asserts nothing a frame could embed",
        ),
        # heldout-h Tanaka: ×ある人が来るなら、できるだけ早い返事をお待ちしているだろう
        (
            "できるだけ早い返事をお待ちしています。",
            "embed: the main predicate お待ちし… is a humble form, the speaker's own act offered to the hearer: a "
            "frame cannot embed it",
        ),
    ],
)
def test_a_speech_act_is_not_embedded(parser, sentence, reason):
    for phenomenon, rule in (
        ("subordination", "built-conditional-ba"),
        ("subordination", "built-conditional-nara-main"),
        ("modal-negation", "modal-kamoshirenai"),
        ("factive", "factive-koto-kakujitsu"),
    ):
        assert [p for p in _pairs(parser, sentence, phenomenon) if p[0] == rule] == []
        assert _skips(parser, sentence, phenomenon)[rule] == reason


def test_a_reported_thanks_is_still_embedded(parser):
    assert ("modal-kamoshirenai", "彼は私に感謝したかもしれない", "彼は私に感謝した。", "neutral") in _pairs(
        parser, "彼は私に感謝した。", "modal-negation"
    )
