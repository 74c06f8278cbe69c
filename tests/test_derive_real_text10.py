"""generate's derived hypotheses, the error classes of the heldout-m generate audit (session 15): a te-form
lexicalised as an adverb (間違って by mistake, 合わせて in all) read as a first clause; the tense of an extracted
conjunct (a state verb 位置し, a headline ending in a bare verbal noun); a conjunct inside a relative clause
(…を募り、…を行う公的機関); an evidential modal noun after の (軽傷の模様である) framed; a relative-clause drop
leaving a stance noun (態勢) or a look (青ざめた顔をしていた) bare; a dative swap of a predicate of suitability
(教師に向いていない); a name opening with 毎日 read as a time word; 決して with a verb of resolve. Exact premises,
hypotheses, labels and skip reasons; most sentences are written for these tests, a few are heldout-m's premises."""

import pytest
from fidelity_cases import derived_pairs as _pairs
from fidelity_cases import derived_skips as _skips

CC = "clause-coordination"


def _rule(parser, sentence, phenomenon, rule):
    return [p for p in _pairs(parser, sentence, phenomenon) if p[0] == rule]


# ------------------------------------------------------------------ 1. a lexicalised te-adverb is no clause


@pytest.mark.parametrize(
    ("sentence", "said"),
    [
        ("彼は間違って私を殴った。", "間違って"),  # heldout-m: before ×彼は間違った
        ("彼は誤って窓ガラスを割った。", "誤って"),
    ],
)
def test_a_te_adverb_of_mistake_is_no_first_clause(parser, sentence, said):
    assert _rule(parser, sentence, CC, "first-clause") == []
    assert _skips(parser, sentence, CC)["first-clause"] == (
        f"extract-clause: {said} is a lexicalised adverb (gladly, in a hurry, …) saying how, not a clause"
    )


def test_a_te_form_of_mistake_with_its_own_object_is_a_clause(parser):
    sentence = "彼は道を間違えて、引き返した。"
    assert _rule(parser, sentence, CC, "first-clause") == [
        ("first-clause", sentence, "彼は道を間違えた", "entailment")
    ]


def test_a_total_before_a_number_is_no_first_clause(parser):
    sentence = "今日の試合では第1試合の林崎選手の2ラン本塁打を始め、2試合合わせて8本の本塁打が出た。"
    assert _rule(parser, sentence, CC, "first-clause") == []  # before: ×…2試合合わせた
    assert _skips(parser, sentence, CC)["first-clause"] == (
        "extract-clause: 合わせて before a number counts a total (in all), not a clause"
    )


# ------------------------------------------------------------------ 2. the tense of an extracted conjunct


def test_a_state_said_to_be_current_is_stated_in_the_present(parser):
    sentence = "現在の展望スペースは、高松市内を一望できる南側に位置し、開業1年目の2004年度の利用者は32万人を突破した。"
    assert _rule(parser, sentence, CC, "first-clause") == [
        (
            "first-clause",
            sentence,
            "現在の展望スペースは、高松市内を一望できる南側に位置している",
            "entailment",
        )
    ]  # before: ×…位置した


def test_a_state_before_a_past_main_verb_is_skipped(parser):
    sentence = "その城は丘の上に位置し、1600年に焼失した。"
    assert _rule(parser, sentence, CC, "first-clause") == []
    assert _skips(parser, sentence, CC)["first-clause"] == (
        "extract-clause: 位置し names a lasting state, not an event the main verb's past follows: whether it still "
        "holds is not said"
    )


def test_a_state_before_a_present_main_verb_keeps_its_aspect(parser):
    sentence = "彼らは、全国平均グレード4に位置し、全国平均グレード8よりも優れている。"
    assert _rule(parser, sentence, CC, "first-clause") == [
        ("first-clause", sentence, "彼らは、全国平均グレード4に位置している", "entailment")
    ]


def test_a_headline_ending_in_a_verbal_noun_narrates_in_the_past(parser):
    sentence = "大学側は、事実関係を把握した後、翌27日から対外試合などの活動を自粛し、8月2日に京滋大学野球連盟に報告。"
    assert _rule(parser, sentence, CC, "first-clause") == [
        (
            "first-clause",
            sentence,
            "大学側は事実関係を把握した後、翌27日から対外試合などの活動を自粛した",
            "entailment",
        )
    ]  # before: ×…自粛する


def test_a_headline_with_no_past_or_date_may_announce_a_plan(parser):
    sentence = "同市が実施主体となり、同市森林組合に対し作業を委託。"
    assert _rule(parser, sentence, CC, "first-clause") == []
    assert _skips(parser, sentence, CC)["first-clause"] == (
        "extract-clause: the sentence ends in the bare verbal noun 委託, with no past verb or date: whether it "
        "narrates or announces a plan is not said"
    )


def test_a_sentence_ending_in_a_bare_noun_says_no_tense(parser):
    sentence = "男性は両手首と腰の骨を折り、全治3ヶ月の重傷。"
    assert _rule(parser, sentence, CC, "first-clause") == []  # before: ×男性は両手首と腰の骨を折る
    assert _skips(parser, sentence, CC)["first-clause"] == (
        "extract-clause: the sentence ends in the bare noun 重傷: the first clause's tense is not said"
    )


# ------------------------------------------------------------------ 3. a conjunct inside a relative clause


def test_a_conjunct_of_a_relative_clause_is_not_extracted(parser):
    sentence = "骨髄バンクは白血病などの血液疾患の患者に対して骨髄液の提供者を募り、患者への斡旋を行う公的機関として設置された。"
    assert _rule(parser, sentence, CC, "first-clause") == []  # before: ×骨髄バンクは…募った
    assert _skips(parser, sentence, CC)["first-clause"] == (
        "extract-clause: the next predicate 行う modifies the noun 公的機関 and has no subject of its own: the first "
        "clause may be part of that relative clause, which the sentence does not assert"
    )


def test_a_relative_clause_with_its_own_subject_after_the_conjunct_keeps_it(parser):
    sentence = "彼は家に帰り、母が作った料理を食べた。"
    assert _rule(parser, sentence, CC, "first-clause") == [
        ("first-clause", sentence, "彼は家に帰った", "entailment")
    ]


# ------------------------------------------------------------------ 4. an evidential noun after の is not framed


def test_an_evidential_said_of_a_noun_is_not_framed(parser):
    sentence = "このうち、三等陸尉は頭に重傷を負っており、残り3人は打撲などの軽傷の模様である。"
    rules = {p[0] for p in _pairs(parser, sentence, "modal-negation")}
    assert not {"negation-nodewanai", "modal-youda", "negation-wakedewanai"} & rules
    assert _skips(parser, sentence, "modal-negation")["negation-nodewanai"] == (
        "embed: the sentence's predicate is made of the modal noun 模様 (…模様がある, …模様である): it asserts no "
        "plain fact, and a frame would stack a second modal on it"
    )


# ------------------------------------------------------------------ 5. a relative-clause drop leaving a bare head


@pytest.mark.parametrize(
    "sentence",
    [
        "新会社の新車販売台数は世界第3位となり、首位のトヨタ自動車を追撃する態勢となる。",  # ×…態勢となる
        "彼は放心した顔つきをしていた。",  # ×彼は顔つきをしていた
    ],
)
def test_a_stance_noun_keeps_its_clause(parser, sentence):
    assert _rule(parser, sentence, "relative-clause", "relative-clause-drop") == []
    assert _skips(parser, sentence, "relative-clause")["relative-clause-drop"] == (
        "drop-relative-clause: no verbal relative clause in a main-clause phrase"
    )


def test_a_resolve_is_still_dropped_to(parser):
    sentence = "彼はそこへ行く決心をした。"  # 彼は決心をした: judged entailed (heldout-h)
    assert _rule(parser, sentence, "relative-clause", "relative-clause-drop") == [
        ("relative-clause-drop", sentence, "彼は決心をした。", "entailment")
    ]


def test_a_look_said_with_suru_keeps_its_modifier(parser):
    sentence = "彼女は青ざめた顔をしていた。"
    assert _rule(parser, sentence, "relative-clause", "relative-clause-drop") == []  # ×彼女は顔をしていた
    assert _skips(parser, sentence, "relative-clause")["relative-clause-drop"] == (
        "drop-relative-clause: 顔をし says what one looks like by its modifier 青ざめた: without it nothing is said"
    )


def test_a_face_that_is_seen_is_still_dropped_to(parser):
    sentence = "彼は泣いている顔を見た。"
    assert _rule(parser, sentence, "relative-clause", "relative-clause-drop") == [
        ("relative-clause-drop", sentence, "彼は顔を見た。", "entailment")
    ]


# ------------------------------------------------------------------ 6. a dative swap of a predicate of suitability


def test_suitability_gets_no_dative_swap(parser):
    sentence = (
        "彼女は教師に向いていない。"  # heldout-m (in kana there): 彼女に教師が向いていない says the same
    )
    assert _rule(parser, sentence, "scrambling", "particle-swap-dative") == []
    assert _skips(parser, sentence, "scrambling")["particle-swap-dative"] == (
        "particle-swap-dative: predicate 向く is excluded by the rule"
    )


def test_peeling_in_kana_keeps_its_dative_swap(parser):
    sentence = "ジャガイモが女性に皮をむかれている"  # JSICK: むく is 剥く here, no suitability
    assert _rule(parser, sentence, "scrambling", "particle-swap-dative") == [
        ("particle-swap-dative", sentence, "ジャガイモに女性が皮をむかれている", "neutral")
    ]


def test_an_act_toward_a_person_keeps_its_dative_swap(parser):
    sentence = "若者が男性に話しかけた。"
    assert _rule(parser, sentence, "scrambling", "particle-swap-dative") == [
        ("particle-swap-dative", sentence, "若者に男性が話しかけた。", "neutral")
    ]


# ------------------------------------------------------------------ temporal: names and resolves


def test_a_newspaper_named_mainichi_places_nothing_in_time(parser):
    sentence = "毎日新聞は、チャドは産油国であることから、断交により台湾が打撃を受けるだろうとしている。"
    assert _rule(parser, sentence, "temporal", "tense-aspect-present") == [
        (
            "tense-aspect-present",
            sentence,
            "現在、毎日新聞は、チャドは産油国であることから、断交により台湾が打撃を受けるだろうとしている",
            "entailment",
        )
    ]  # before: skipped, "the sentence already places the event in time"


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        (
            "君に会ったことを私は決して忘れません。",
            "決して…ない with 忘れる is a resolve for all time (never forget, never forgive), not a habit over days",
        ),
        (
            "きみには決して分かりはしないけど。",
            "決して over the state 分かりはしないけど: an emphatic 'by no means', not a habit over days",
        ),
    ],
)
def test_kesshite_with_a_resolve_or_a_focused_state_is_no_habit(parser, sentence, reason):
    assert _rule(parser, sentence, "temporal", "habitual-frequency") == []
    skips = _skips(parser, sentence, "temporal")
    assert skips["habitual-frequency"] == f"temporal-habitual: {reason}"
    assert skips["habitual-time-point"] == f"temporal-habitual-point: {reason}"


def test_kesshite_with_an_act_is_still_a_habit(parser):
    sentence = "私の叔父は決して手紙を書かない。"
    assert _rule(parser, sentence, "temporal", "habitual-frequency") == [
        ("habitual-frequency", sentence, "私の叔父は毎週月曜日に手紙を書かない", "entailment")
    ]
