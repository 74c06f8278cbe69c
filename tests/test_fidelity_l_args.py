"""Argument-op classes judged wrong on heldout-l (tuned), each built as a class: 代わりに in its other spellings
(かわりに, 代りに) as an adverbial, a で-phrase listing examples with など that names no place (a means), the
sentence-initial connective そこで, an indefinite (どこか) that loses its で before a noun, a phrase re-cased or left
bare before a relative clause whose verb takes an experiencer (見えない, 聞こえない), the subject shared by a
purpose clause and its main predicate, a に-phrase before a verbal-noun subject (Xに警戒が必要だ), a subject quoted
with との, a proportion subject (約3割が) with a で-partner, floated counts of cases (3件) and a で-phrase of a
change of value (東京で気温が30度になった). Sentences written for this test."""

from __future__ import annotations

from fidelity_cases import rewrite_and_skip_tests

LISTED = (
    "the で-phrase {0} lists examples with など and names no place: a means, cause or occasion (by such things), "
    "not a place where: no case partner"
)
SOKODE = (
    "そこで opens the sentence before the clause of 調べ, which is not the main clause: it reads as the connective "
    "そこで (so, thereupon), not the place そこ with で: no case partner"
)
PURPOSE = (
    "兵士とトラックが opens the purpose clause 捜索するために, whose main predicate 派遣されていた has no subject of "
    "its own: it is that predicate's subject too, and rewritten with a phrase of the purpose clause it changes the "
    "main clause"
)
TARGET = (
    "大雨や強風などに stands right before the verbal noun 警戒, the subject of 必要だ: it is the target of 警戒 "
    "(大雨や強風などに警戒する), not a partner of 必要だ"
)
QUOTED = (
    "延期することが is followed by 妥当との, a quotation with no subject of its own: 延期することが is the subject "
    "inside it, not of 受けた"
)

REWRITES = [
    # かわり as the object (彼のかわりをする 'stand in for him') stays a partner
    ("兄が父のかわりを務めた。", "scramble", "ga-o", "父のかわりを兄が務めた。"),
    # places listed with など keep their evidence
    ("東京などで気温が上がった。", "scramble", "ga-de", "気温が東京などで上がった。"),
    # a sentence-initial そこで on the main predicate may be the place (judged right on heldout-f)
    ("そこで人々が殺された。", "particle-swap", "ga-de", "そこが人々で殺された。"),
    # a bare indefinite subject reads as it was (だれか助け求めている: judged restorable)
    ("だれかが助けを求めている。", "particle-delete", "ga-o", "だれか助け求めている。"),
    # a proportion subject with a に-partner reads reversed (judged right on heldout-f)
    ("売り上げの一部が寄付に使われる。", "particle-swap", "ga-ni", "売り上げの一部に寄付が使われる。"),
    # a proportion subject and a floated count may still move
    ("野菜の約3割が北海道で生産された。", "scramble", "ga-de", "北海道で野菜の約3割が生産された。"),
    ("工場で火災が3件発生した。", "scramble", "ga-de", "火災が工場で3件発生した。"),
    # a で-phrase of a change of value may move
    ("東京で気温が30度になった。", "scramble", "ga-de", "気温が東京で30度になった。"),
    # the target of the verbal noun may move
    ("大雨や強風などに警戒が必要だ。", "scramble", "ga-ni", "警戒が大雨や強風などに必要だ。"),
    # なつく takes a に-phrase (heldout-l's judges found the skip "no evidence that かれに is an argument" false)
    ("赤ん坊がかれになついた。", "scramble", "ga-ni", "かれに赤ん坊がなついた。"),
    # 30名程の教室: a count of the noun after it, not floated
    ("学生が30名程の教室に集まった。", "scramble", "ga-ni", "30名程の教室に学生が集まった。"),
]

SKIPS = [
    (
        "母が私のかわりに手紙を書いた。",
        "particle-swap",
        "ga-ni",
        "the tool reads the に-phrase 私のかわりに as an adverbial of 書い, not as a case partner",
    ),
    ("市はアンケートなどで住民の意見を調べた。", "scramble", "ga-de", LISTED.format("アンケートなどで")),
    ("チームがホームランなどで相手を圧倒した。", "np-swap", "ga-de", LISTED.format("ホームランなどで")),
    (
        "市はアンケートで住民の意見を調べた。",
        "scramble",
        "ga-de",
        "the で-phrase アンケートで is not clearly a place or instrument (it may be a cause, means, manner, source or "
        "company で): no case partner",
    ),
    ("そこで彼が調べた結果、問題が見つかった。", "np-swap", "ga-de", SOKODE),
    (
        "どこかで犬が吠えている。",
        "particle-delete",
        "ga-de",
        "dropping で would put the indefinite どこか right before 犬: the two read as one phrase (どこか犬, どこか "
        "modifying 犬) and the dropped で is not restored",
    ),
    (
        "彼は聞こえないところに手紙を隠した。",
        "particle-swap",
        "ga-ni",
        "彼に would stand right before the relative clause of 聞こえ, which takes a に-experiencer and has none: a "
        "reader takes 彼に as its (聞こえる)",
    ),
    (
        "彼は聞こえないところに手紙を隠した。",
        "particle-delete",
        "ga-ni",
        "dropping は would leave 彼 right before the relative clause of 聞こえ, which has no subject of its own: a "
        "reader takes 彼 as its subject",
    ),
    (
        "現場には、兵士とトラックが基地近くの道路で爆弾を捜索するために派遣されていた。",
        "scramble",
        "ga-de",
        PURPOSE,
    ),
    (
        "現場には、兵士とトラックが基地近くの道路で爆弾を捜索するために派遣されていた。",
        "np-swap",
        "ga-de",
        PURPOSE,
    ),
    ("大雨や強風などに警戒が必要だ。", "np-swap", "ga-ni", TARGET),
    ("延期することが妥当との意見を受けた。", "np-swap", "ga-o", QUOTED),
    (
        "野菜の約3割が北海道で生産された。",
        "particle-swap",
        "ga-de",
        "野菜の約3割が is a proportion or part of a whole (a quantity): re-cased it reads as a quantity (野菜の約3割で "
        "'at, by that share'), not a participant",
    ),
    (
        "工場で火災が3件発生した。",
        "particle-swap",
        "ga-de",
        "火災が is followed by the floated quantifier 3件, which counts 火災: re-cased, the quantifier would count "
        "another noun",
    ),
    (
        "東京で気温が30度になった。",
        "np-swap",
        "ga-de",
        "東京で says where the change 30度になった happens: swapped or re-cased with the subject it tells the same "
        "change, not a reversal of roles",
    ),
]

# a true reason for a skip heldout-l's judges found false ("騎手ならび may be one compound noun")
SKIPS.append(
    (
        "北村騎手ならびに清水調教師は今回が初めての菊花賞制覇となる。",
        "particle-swap",
        "ga-ni",
        "ならびに is the conjunction ならびに (A ならびに B: 'and'), not a noun with に: no case partner",
    )
)

# the class of 彼のかわりに: a formal noun the parse hangs on the phrase's noun as a subordinator (年の割には)
SKIPS.append(
    (
        "年の割には、彼はとても元気そうである。",
        "particle-swap",
        "ga-ni",
        "年の割には is an adverbial built on the formal noun 割 (〜割には), not who or what takes part: no case partner",
    )
)

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)


def test_sentence_initial_sokode_before_a_place_of_the_predicate_is_the_connective() -> None:
    # そこで彼女は公園で待った: 公園で is the place of 待つ, so そこで is 'so, thereupon' and stays first
    from stresskit.evaluation.api import perturb

    result = perturb(["そこで彼女は公園で待った。"], ops=["scramble"], pairs="all")
    assert [(row["pair"], row["sentence_A_Ja"]) for row in result.rows] == [
        ("ga-de", "そこで公園で彼女は待った。")
    ]
