"""generate's derived hypotheses on news text, the error classes of the heldout-b…g generate audits on Wikinews and
PUD (session 10): negation frames over a concession, a topic turned to が beside a が-subject, relation and
shared-burden predicates, ずつ, time anaphors and a contest's outcome in the temporal rules, relative clauses of a
sentence with no predicate, and the たら-conditional of a voice auxiliary. Exact premises, hypotheses, labels and
skip reasons."""

import pytest
from fidelity_cases import derived_pairs as _pairs
from fidelity_cases import derived_skips as _skips

# ------------------------------------------------------------------ negation frames over a concession


@pytest.mark.parametrize(
    ("sentence", "concession"),
    [
        # heldout-g Wikinews: ×…無いものの、…延期したのではない (only the last clause is denied)
        (
            "選手の命に別条は無いものの、関係者に与えた衝撃は大きく、この日予定していた2試合と、"
            "翌14日の全5試合を延期した。",
            "無いものの",
        ),
        ("彼は熱があったが、学校に行った。", "たが"),
        ("雨が降っていたけれど、試合は行われた。", "たけれど"),
        (
            "読売新聞は国民の80%は禁煙に賛成しているとの世論調査結果を伝える一方で、一部の市民からの不満の声も報じた。",
            "伝える一方で",
        ),
    ],
)
def test_a_negation_frame_does_not_deny_a_concessive_sentence(parser, sentence, concession):
    pairs = _pairs(parser, sentence, "modal-negation")
    assert [p for p in pairs if p[0].startswith("negation-")] == []
    skips = _skips(parser, sentence, "modal-negation")
    for rule, words in (
        ("negation-nodewanai", "のではない"),
        ("negation-wakedewaarimasen", "わけではありません"),
    ):
        assert skips[rule] == (
            f"embed: the sentence has a concessive or contrastive clause (…{concession}): {words} would deny its last clause "
            "alone and leave the concession hanging"
        )
    # the other frames still take it
    assert ("modal-kamoshirenai", f"{sentence[:-1]}かもしれない", sentence, "neutral") in pairs


@pytest.mark.parametrize(
    ("sentence", "clause"),
    [
        # heldout-g Wikinews: ×…含まれず、…支払うわけではない
        (
            "コマーシャルなどはこの包括契約に含まれず、利用ごとの使用料を広告関係の事業者が支払う。",
            "含まれず",
        ),
        ("レニーは女性運がなく、ずっと独身である。", "運がなく"),
        ("彼は何も食べないで、寝た。", "食べないで"),
        (
            "世界各地に数多くの販売代理店があるにもかかわらず、そのドイツの会社は財政難に陥っていた。",
            "あるにもかかわらず",
        ),
    ],
)
def test_a_negation_frame_does_not_stack_on_a_negative_renyo_clause(parser, sentence, clause):
    pairs = _pairs(parser, sentence, "modal-negation")
    assert [p for p in pairs if p[0].startswith("negation-")] == []
    assert _skips(parser, sentence, "modal-negation")["negation-wakedewanai"] == (
        f"embed: the sentence has a clause in a negative 連用形 (…{clause}、): わけではない would stack a second "
        "negation, and which clause it denies is unclear"
    )


@pytest.mark.parametrize(
    "sentence",
    [
        # heldout-c PUD: 間もなく (soon after) and 問わず (regardless of) are adverbials, no negated clause
        "ドイツ軍が国境を越えて間もなく、チェンバレンは内閣での演説で、ドイツとオーストリアの両国を非難した。",
        "公私を問わず、シュプリンガーは精力的にユダヤ人との融和を追求し、何度もイスラエルに旅行した。",
    ],
)
def test_a_lexicalised_negative_adverbial_is_no_negated_clause(parser, sentence):
    pairs = _pairs(parser, sentence, "modal-negation")
    assert ("negation-nodewanai", f"{sentence[:-1]}のではない", sentence, "contradiction") in pairs


def test_a_negation_frame_still_denies_a_plain_sentence(parser):
    pairs = _pairs(parser, "男性がギターを弾いている。", "modal-negation")
    assert (
        "negation-nodewanai",
        "彼は家に帰って、寝たのではない",
        "彼は家に帰って、寝た。",
        "contradiction",
    ) in _pairs(parser, "彼は家に帰って、寝た。", "modal-negation")
    assert (
        "negation-nodewanai",
        "男性がギターを弾いているのではない",
        "男性がギターを弾いている。",
        "contradiction",
    ) in pairs


# ------------------------------------------------------------------ a topic turned to が beside a が-subject


def test_a_topic_over_a_clause_with_its_own_ga_subject_is_not_turned_to_ga(parser):
    sentence = "今後この2名はガンバの絡む試合への入場が一切禁じられる。"
    pairs = _pairs(parser, sentence, ["factive", "subordination"])
    assert [p for p in pairs if p[0] in ("factive-koto-kakujitsu", "built-conditional-tara")] == []
    skips = _skips(parser, sentence, ["factive", "subordination"])
    reason = (
        "embed: the topic この2名は stands over a clause with its own subject ガンバの絡む試合への入場が: turned to "
        "が, the framed clause would have two が-subjects"
    )
    assert skips["factive-koto-kakujitsu"] == reason
    assert skips["built-conditional-tara"] == reason


def test_a_ga_noun_of_aru_is_part_of_the_predicate_not_a_second_subject(parser):
    # heldout-c PUD: 必要|が|ある is the predicate; 私たちが…必要があることは確実だ reads well
    sentence = "最初に、私たちは、オンラインでより安全に自分を保護する方法について人々を教育する必要がある。"
    assert (
        "factive-koto-kakujitsu",
        "最初に、私たちが、オンラインでより安全に自分を保護する方法について人々を教育する必要があることは確実だ",
        sentence,
        "entailment",
    ) in _pairs(parser, sentence, "factive")


def test_a_topic_alone_is_still_turned_to_ga(parser):
    pairs = _pairs(parser, "男性はギターを弾いている。", "factive")
    assert (
        "factive-koto-kakujitsu",
        "男性がギターを弾いていることは確実だ",
        "男性はギターを弾いている。",
        "entailment",
    ) in pairs


# ------------------------------------------------------------------ np-coordination


@pytest.mark.parametrize(
    "sentence",
    [
        # heldout-g Wikinews: 顔見知り holds between the two (×畠山容疑者は顔見知りだった)
        "秋田さきがけによると、殺された豪憲君と畠山彩香ちゃんは友人関係で、畠山容疑者と豪憲君は顔見知りだった。",
        # the cost was shared (×費用は地方議会が負担した)
        "計画にかかった費用は民間銀行および同村と地方議会が負担した。",
        "太郎と花子は知り合いだった。",
    ],
)
def test_a_relation_or_a_shared_burden_is_not_split(parser, sentence):
    assert [p for p in _pairs(parser, sentence, "np-coordination") if p[0] == "and-conjunct"] == []
    assert _skips(parser, sentence, "np-coordination")["and-conjunct"] == (
        "split-coordination: the predicate is collective or reciprocal (集まる, 出会う, …): not distributive"
    )


def test_zutsu_keeps_the_conjuncts_together(parser):
    sentence = "今後は詰めの協議に入り、中国四川省の保護センターにいるパンダの中から都がオスとメス一頭ずつを選ぶことになる。"
    assert [p for p in _pairs(parser, sentence, "np-coordination") if p[0] == "and-conjunct-object"] == []
    assert _skips(parser, sentence, "np-coordination")["and-conjunct-object"] == (
        "split-coordination: 一頭ずつ distributes a number over the conjuncts: one alone cannot keep it"
    )


def test_a_distributive_predicate_is_still_split(parser):
    pairs = _pairs(parser, "猫と犬が走っている。", "np-coordination")
    assert ("and-conjunct", "猫と犬が走っている。", "猫が走っている。", "entailment") in pairs
    assert ("and-conjunct", "猫と犬が走っている。", "犬が走っている。", "entailment") in pairs


# ------------------------------------------------------------------ temporal


def test_present_is_not_put_before_sono_ato(parser):
    sentence = "その後はソロでタレント活動を続けていた。"  # heldout-g Wikinews: ×現在、その後は…
    assert [p for p in _pairs(parser, sentence, "temporal") if p[0] == "tense-aspect-present"] == []
    assert _skips(parser, sentence, "temporal")["tense-aspect-present"] == (
        "temporal-present: the sentence opens with その後, which points back to an earlier sentence: 現在 cannot "
        "stand before it"
    )


@pytest.mark.parametrize(
    "sentence",
    [
        # heldout-g Wikinews: ×この日の…声援が昨日送られた
        "共同通信によると、この日の両駅ホームには鉄道ファンらが多数詰め掛け、発車と共に一斉に声援が送られた。",
        "また、神奈川県でも、同じ日、バスに銃弾が撃ち込まれたと思われる事件が発生した。",
    ],
)
def test_a_time_anaphor_dates_the_sentence(parser, sentence):
    assert [p for p in _pairs(parser, sentence, "temporal") if p[0] == "time-point-deictic-built"] == []
    assert _skips(parser, sentence, "temporal")["time-point-deictic-built"] == (
        "temporal-deictic: the sentence already places the event in time"
    )


def test_a_contest_outcome_gets_no_other_day_hypothesis(parser):
    # heldout-g Wikinews: 11月3日に優勝した is a contradiction if 団体戦 is one contest, neutral if not: not written
    pairs = [
        p
        for p in _pairs(parser, "団体戦ではフランスが優勝した。", "temporal")
        if p[0] == "time-point-deictic-built"
    ]
    assert pairs == [
        (
            "time-point-deictic-built",
            "今日は2019年11月5日である。団体戦ではフランスが昨日優勝した",
            "団体戦ではフランスが2019年11月4日に優勝した",
            "entailment",
        )
    ]


def test_a_prize_won_gets_no_other_day_hypothesis(parser):
    sentence = "この大会で2位だった宮本プロが優勝賞金を受賞した。"
    pairs = [p for p in _pairs(parser, sentence, "temporal") if p[0] == "time-point-deictic-built"]
    assert [p[3] for p in pairs] == ["entailment"]


def test_a_counted_subject_of_a_once_only_event_is_neutral_on_another_day(parser):
    # heldout-g Wikinews: 1人が昨日死亡した says nothing of another person dying on another day (GiNZA: 1人 one noun)
    pairs = _pairs(parser, "両県警などによると、1人が死亡した。", "temporal")
    assert (
        "time-point-deictic-built",
        "今日は2019年11月5日である。両県警などによると、1人が昨日死亡した",
        "両県警などによると、1人が2019年11月3日に死亡した",
        "neutral",
    ) in pairs


def test_a_repeatable_event_keeps_its_neutral_other_day(parser):
    pairs = [
        p for p in _pairs(parser, "太郎が映画を見た。", "temporal") if p[0] == "time-point-deictic-built"
    ]
    assert (
        "time-point-deictic-built",
        "今日は2019年11月5日である。太郎が昨日映画を見た",
        "太郎が2019年11月3日に映画を見た",
        "neutral",
    ) in pairs


# ------------------------------------------------------------------ relative clauses of a sentence with no predicate


@pytest.mark.parametrize(
    ("sentence", "last"),
    [
        ("先に3勝したチームがリーグ優勝。", "優勝"),  # heldout-g Wikinews: ×チームがリーグ優勝。
        ("その人気ぶりは、ツアーの最後に貰える特製メダルを集めている人がいるほど。", "ほど"),
    ],
)
def test_no_relative_clause_is_dropped_from_a_fragment(parser, sentence, last):
    assert [p for p in _pairs(parser, sentence, "relative-clause") if p[0] == "relative-clause-drop"] == []
    assert _skips(parser, sentence, "relative-clause")["relative-clause-drop"] == (
        f"drop-relative-clause: the sentence ends in {last}, not a predicate: the relative clause may be the "
        "condition the fragment states"
    )


def test_a_relative_clause_is_still_dropped_from_a_sentence(parser):
    pairs = _pairs(parser, "子供が走っている猫を追いかけた。", "relative-clause")
    assert (
        "relative-clause-drop",
        "子供が走っている猫を追いかけた。",
        "子供が猫を追いかけた。",
        "entailment",
    ) in pairs


# ------------------------------------------------------------------ たら of a voice auxiliary


@pytest.mark.parametrize(
    ("sentence", "premise"),
    [
        # heldout-g Wikinews: ×実施されるたら
        (
            "来年1月に韓国で開催されるマスターズ大会から本格的に実施される。",
            "来年1月に韓国で開催されるマスターズ大会から本格的に実施されたら、ある人が喜ぶだろう",
        ),
        ("新しい駅が建設される。", "新しい駅が建設されたら、ある人が喜ぶだろう"),
    ],
)
def test_the_tara_conditional_of_a_passive(parser, sentence, premise):
    pairs = _pairs(parser, sentence, "subordination")
    assert ("built-conditional-tara", premise, sentence, "neutral") in pairs
