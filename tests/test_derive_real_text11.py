"""generate's derived hypotheses, the error classes of the heldout-n generate audit (session 16): a te-form before a
predicate of permission (考えていい) read as a first/second clause; 始めて written for the adverb 初めて; a か-clause
with a question adverb (どのように) read as a disjunct; a と before a noun of diagnosing or judging (末期がんと|診断を)
and a と between an activity and a non-activity (行方と|調べを進める) read as a coordination; a built 昨日 on a gradual
change (衰える); a settled act (設置) or an event inside one game (7回表に) dated to another day; 当初 left in a
present-tense hypothesis; a built side cutting a compound or a name (イモ|州, 朝鮮|日報, ばんえい|頂点, 毎日|新聞);
a reflexive rebound to the causer (自分たちで). Exact premises, hypotheses, labels and skip reasons; the heldout-n
premises are marked, the rest are written for these tests."""

import pytest
from fidelity_cases import derived_pairs as _pairs
from fidelity_cases import derived_skips as _skips

CC = "clause-coordination"
NP = "np-coordination"
TEMPORAL = "temporal"
CAUSATIVE = "causative"
TODAY = "今日は2019年11月5日である。"


def _rule(parser, sentence, phenomenon, rule):
    return [p for p in _pairs(parser, sentence, phenomenon) if p[0] == rule]


# ------------------------------------------------------------------ 1. a te-form of permission is one predicate


def test_a_te_form_before_permission_is_no_clause(parser):
    sentence = "君も将来のことを考えていい頃だ。"  # heldout-n: before ×君もいい頃だ, ×君も将来のことを考える
    assert _rule(parser, sentence, CC, "first-clause") == []
    assert _rule(parser, sentence, CC, "second-clause") == []
    skips = _skips(parser, sentence, CC)
    reason = "extract-clause: 考えていい is one predicate of permission or prohibition, not two clauses"
    assert skips["first-clause"] == reason
    assert skips["second-clause"] == reason


def test_a_te_form_before_a_comma_and_an_adjective_is_still_a_clause(parser):
    sentence = "彼は家に帰って、いい本を読んだ。"
    assert _rule(parser, sentence, CC, "first-clause") == [
        ("first-clause", sentence, "彼は家に帰った", "entailment")
    ]
    assert _rule(parser, sentence, CC, "second-clause") == [
        ("second-clause", sentence, "彼はいい本を読んだ。", "entailment")
    ]


# ------------------------------------------------------------------ 2. 始めて for 初めて


@pytest.mark.parametrize(
    "sentence",
    [
        "その中で、教皇が最後に語った言葉が始めて明らかにされた。",  # heldout-n: before ×…言葉が始めた
        "私は始めて日本に来た。",
    ],
)
def test_hajimete_with_no_object_before_a_predicate_is_the_adverb(parser, sentence):
    assert _rule(parser, sentence, CC, "first-clause") == []
    assert _skips(parser, sentence, CC)["first-clause"] == (
        "extract-clause: 始めて with no object before a predicate is the adverb 初めて (for the first time), "
        "not a clause"
    )


def test_the_main_clause_without_hajimete_is_still_entailed(parser):
    sentence = "私は始めて日本に来た。"
    assert _rule(parser, sentence, CC, "second-clause") == [
        ("second-clause", sentence, "私は日本に来た。", "entailment")
    ]


# ------------------------------------------------------------------ 3. a question adverb makes an embedded question


@pytest.mark.parametrize(
    "sentence",
    [
        "この機械がどのように動くか説明できますか。",  # heldout-n: before ×この機械が動く (neutral)
        "彼がどうしてそこに行ったか誰も知らない。",
    ],
)
def test_a_ka_clause_with_a_question_adverb_is_no_disjunct(parser, sentence):
    assert _rule(parser, sentence, CC, "disjunct-clause") == []
    assert _skips(parser, sentence, CC)["disjunct-clause"] == (
        "extract-clause: か after a question word closes an embedded question, not a disjunct"
    )


def test_a_yes_no_ka_clause_stays_a_disjunct(parser):
    sentence = "彼が来るか分からない。"
    assert _rule(parser, sentence, CC, "disjunct-clause") == [
        ("disjunct-clause", sentence, "彼が来る", "neutral")
    ]


# ------------------------------------------------------------------ 4. a complement と and an activity mismatch


def test_a_to_before_a_noun_of_diagnosing_is_a_complement(parser):
    sentence = "鈴木氏は今年1月に余命3ヶ月の末期がんと診断を受けた。"  # heldout-n class: ×…末期がんを受けた
    assert _rule(parser, sentence, NP, "and-conjunct-object") == []
    assert _skips(parser, sentence, NP)["and-conjunct-object"] == (
        "split-coordination: 末期がんと診断: と gives what the 診断 says, a complement, not a conjunction"
    )


def test_an_activity_verb_takes_no_non_activity_conjunct(parser):
    sentence = (
        "兵庫県警加古川署は殺人事件と見て犯人の行方と調べを進めている。"  # heldout-n: ×犯人の行方を進めている
    )
    assert _rule(parser, sentence, NP, "and-conjunct-object") == []
    assert _skips(parser, sentence, NP)["and-conjunct-object"] == (
        "split-coordination: 進める takes an activity: of 行方 and 調べ only one is, so the と joins no two objects"
    )


@pytest.mark.parametrize(
    ("sentence", "one", "other"),
    [
        ("警察は捜査と調べを進めている。", "警察は捜査を進めている。", "警察は調べを進めている。"),
        ("彼は準備と片付けを続けた。", "彼は準備を続けた。", "彼は片付けを続けた。"),
    ],
)
def test_two_activities_of_an_activity_verb_still_split(parser, sentence, one, other):
    assert _rule(parser, sentence, NP, "and-conjunct-object") == [
        ("and-conjunct-object", sentence, one, "entailment"),
        ("and-conjunct-object", sentence, other, "entailment"),
    ]


# ------------------------------------------------------------------ 5-7. temporal


def test_a_gradual_change_gets_no_built_yesterday(parser):
    sentence = "彼は健康が衰えた。"  # heldout-n: before ×彼は健康が昨日衰えた
    assert _rule(parser, sentence, TEMPORAL, "time-point-deictic-built") == []
    assert _skips(parser, sentence, TEMPORAL)["time-point-deictic-built"] == (
        "temporal-deictic: 衰える is a gradual change, not an event of one day"
    )


def test_a_research_summary_gets_no_built_yesterday(parser):
    sentence = "この技術は生物学の基礎研究から医療の新治療法開発までさまざまな分野での研究を発展させた。"  # heldout-n
    assert _skips(parser, sentence, TEMPORAL)["time-point-deictic-built"] == (
        "temporal-deictic: 発展 is a gradual change, not an event of one day"
    )


@pytest.mark.parametrize(
    ("sentence", "built", "dated"),
    [
        # heldout-n: the other day was labelled neutral; judged contradiction
        (
            "県警は殺人事件として捜査本部を設置した。",
            "県警は昨日殺人事件として",
            "県警は2019年11月4日に殺人事件として",
        ),
        (
            "キューバは7回表にグリエルのサードへの内野安打などで作ったチャンスに、二塁ゴロで同点にした。",
            "キューバは昨日7回表に",
            "キューバは2019年11月4日に7回表に",
        ),
    ],
)
def test_a_settled_act_or_an_inning_event_is_not_dated_to_another_day(parser, sentence, built, dated):
    head = built.replace("昨日", "")
    rest = sentence.rstrip("。")[len(head) :]
    assert _rule(parser, sentence, TEMPORAL, "time-point-deictic-built") == [
        ("time-point-deictic-built", TODAY + built + rest, dated + rest, "entailment")
    ]


def test_a_repeatable_event_keeps_its_neutral_other_day(parser):
    sentence = "彼は映画を見た。"
    premise = TODAY + "彼は昨日映画を見た"
    assert _rule(parser, sentence, TEMPORAL, "time-point-deictic-built") == [
        ("time-point-deictic-built", premise, "彼は2019年11月4日に映画を見た", "entailment"),
        ("time-point-deictic-built", premise, "彼は2019年11月3日に映画を見た", "neutral"),
    ]


def test_an_initial_time_word_blocks_the_present_hypothesis(parser):
    sentence = (
        "この3人は当初野球賭博とのかかわりを否定していた。"  # heldout-n: before ×現在、この3人は当初…している
    )
    assert _rule(parser, sentence, TEMPORAL, "tense-aspect-present") == []
    assert _skips(parser, sentence, TEMPORAL)["tense-aspect-present"] == (
        "temporal-present: 当初 places the state at an earlier time: 現在 would clash with it"
    )


# ------------------------------------------------------------------ 8. a compound or a name is not cut


@pytest.mark.parametrize(
    ("sentence", "phenomenon", "rule", "compound"),
    [
        (
            "イモ州の警察は5月8日に通報を受けて立ち入り捜査を行った。",
            CC,
            "second-clause",
            "イモ州",
        ),  # heldout-n
        ("イモ州の警察は5月8日に通報を受けて立ち入り捜査を行った。", CC, "first-clause", "イモ州"),
        (
            "朝鮮日報は、観光地である万里浦海水浴場の砂浜が原油で黒く染まった写真を掲載し、被害状況の深刻さを伝えた。",
            CC,
            "first-clause",
            "朝鮮日報",
        ),  # heldout-m
        ("毎日新聞は、事故の写真を掲載し、被害の深刻さを伝えた。", CC, "first-clause", "毎日新聞"),
        # (heldout-n's ×ファンが頂点のレースを見守る is now skipped earlier, its 見守る being non-past under the
        # past 暖めた: tests/test_s19_gen19.py)
    ],
)
def test_a_side_that_cuts_a_compound_is_ill_formed(parser, sentence, phenomenon, rule, compound):
    assert _rule(parser, sentence, phenomenon, rule) == []
    assert _skips(parser, sentence, phenomenon)[rule] == (
        f"the built sentence would be ill-formed: the compound {compound} is cut"
    )


def test_a_compound_kept_whole_is_extracted(parser):
    sentence = "東京都の警察は通報を受けて捜査を行った。"
    assert _rule(parser, sentence, CC, "first-clause") == [
        ("first-clause", sentence, "東京都の警察は通報を受けた", "entailment")
    ]


# ------------------------------------------------------------------ 9. a reflexive is not rebound to the causer


def test_a_reflexive_adjunct_blocks_the_built_causer_acts(parser):
    sentence = "生徒達は自分たちでその仕事をした。"  # heldout-n: before ×ある人は自分たちでその仕事をした
    assert _rule(parser, sentence, CAUSATIVE, "built-causer-acts") == []
    assert _skips(parser, sentence, CAUSATIVE)["built-causer-acts"] == (
        "built-causer-acts: the clause's phrase 自分たちで holds 自分たち, a word the rule keeps out of the clause"
    )
    assert _rule(parser, sentence, CAUSATIVE, "built-causee-acts") != []


def test_a_plural_reflexive_blocks_the_causer_acts(parser):
    sentence = "ある人が生徒達に自分たちでその仕事をさせた。"
    assert _rule(parser, sentence, CAUSATIVE, "causer-acts") == []
    assert _skips(parser, sentence, CAUSATIVE)["causer-acts"] == (
        "causer-acts: the clause's phrase 自分たちで holds 自分たち, a word the rule keeps out of the clause"
    )


def test_a_singular_reflexive_keeps_the_causer_acts(parser):
    sentence = "彼は息子に自分の部屋を掃除させた。"
    assert _rule(parser, sentence, CAUSATIVE, "causer-acts") == [
        ("causer-acts", sentence, "彼は自分の部屋を掃除した。", "neutral")
    ]


def test_a_clause_without_a_reflexive_keeps_the_built_causer_acts(parser):
    sentence = "子供たちは公園で遊んだ。"
    assert _rule(parser, sentence, CAUSATIVE, "built-causer-acts") == [
        ("built-causer-acts", "ある人が子供たちを公園で遊ばせた。", "ある人は公園で遊んだ。", "neutral")
    ]


def test_an_initial_time_word_of_an_earlier_clause_keeps_the_built_yesterday(parser):
    sentence = "スーダン国営テレビは当初ガラン第1副大統領の生存を報じたが、ヘリコプターの墜落による死亡が確認された。"
    built = sentence.rstrip("。").replace("死亡が", "死亡が昨日")
    assert _rule(parser, sentence, TEMPORAL, "time-point-deictic-built") == [
        ("time-point-deictic-built", TODAY + built, built.replace("昨日", "2019年11月4日に"), "entailment"),
        ("time-point-deictic-built", TODAY + built, built.replace("昨日", "2019年11月3日に"), "neutral"),
    ]
