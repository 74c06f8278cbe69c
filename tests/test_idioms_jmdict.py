"""Fixed expressions from JMdict (issue 20, heldout-f's idiom chunks): stresskit/data/jmdict_expressions.tsv lists the
expressions NOUN + を/が/に/で + PREDICATE of JMdict kept with evidence that they are not compositional
(benchmarks/jmdict_idioms_build.py), and the clause view leaves their noun out of every op with a reason naming the
expression and its source. Compositional expressions JMdict also lists (手を取る, 夢を見る, 約束を守る, ゴールを決める,
指揮を執る) are not kept: their noun is rewritten like any other. Sentences are our own; each case pins the exact
rewrite or the exact skip reason, and the lexicon is checked when it is read."""

import importlib.util
from pathlib import Path

import pytest
from fidelity_cases import rewrite_and_skip_tests
from voice_reasons import thing_passive

from stresskit.parsing.jmdict_expressions import (
    ExpressionsFileError,
    jmdict_expressions,
    parse_expressions,
)

ROOT = Path(__file__).resolve().parents[1]
JMDICT = "{expression} is a fixed expression (JMdict): {noun} is part of the predicate, not a case argument"


def reason(expression: str, noun: str) -> str:
    return JMDICT.format(expression=expression, noun=noun)


BEST = reason("最善を尽くす", "最善")
UTMOST = reason("全力を尽くす", "全力")
SPEAK = reason("口をきく", "口")
SUFFER = reason("目にあう", "目")
NAIL = reason("釘を刺す", "釘")
SPOON = reason("匙を投げる", "匙")
CAT = reason("猫をかぶる", "猫")
GRUDGE = reason("根に持つ", "根")
WATER = reason("水に流す", "水")

# (premise, op, pair, exact rewrite): compositional expressions JMdict lists, and the real partners of an
# expression's clause, are still rewritten
REWRITES = [
    ("彼女は妹の手を取った。", "scramble", "ga-o", "妹の手を彼女は取った。"),
    ("彼女は妹の手を取った。", "particle-swap", "ga-o", "彼女を妹の手が取った。"),
    ("彼女は妹の手を取った。", "np-swap", "ga-o", "妹の手は彼女を取った。"),
    ("弟は怖い夢を見た。", "scramble", "ga-o", "怖い夢を弟は見た。"),
    ("弟は怖い夢を見た。", "particle-delete", "ga-o", "弟怖い夢見た。"),
    ("彼は友人との約束を守った。", "scramble", "ga-o", "友人との約束を彼は守った。"),
    ("その選手がゴールを決めた。", "scramble", "ga-o", "ゴールをその選手が決めた。"),
    ("その選手がゴールを決めた。", "passive", "ga-o", "ゴールがその選手によって決められた。"),
    ("社長が工事の指揮を執った。", "scramble", "ga-o", "工事の指揮を社長が執った。"),
    # the expression stays whole; the clause's real partners still move and swap
    ("兄は試験で最善を尽くした。", "scramble", "ga-de", "試験で兄は最善を尽くした。"),
    ("部長は部下に釘を刺した。", "scramble", "ga-ni", "部下に部長は釘を刺した。"),
    ("部長は部下に釘を刺した。", "np-swap", "ga-ni", "部下は部長に釘を刺した。"),
    ("兄は弟の失敗を水に流した。", "scramble", "ga-o", "弟の失敗を兄は水に流した。"),
    # the causative leaves the expression as it is
    ("兄は試験で最善を尽くした。", "causative", "ga-o", "ある人が兄に試験で最善を尽くさせた。"),
    ("彼は先生の前で猫をかぶっている。", "causative", "ga-o", "ある人が彼に先生の前で猫をかぶらせている。"),
]

# (premise, op, pair, exact skip reason): the expression's noun is no case argument for any op
SKIPS = [
    # 指揮を執る is no fixed expression (its scramble is written above): its passive is skipped for another reason, a
    # thing's passive of a native verb with a person as agent (×工事の指揮が社長によって執られた)
    ("社長が工事の指揮を執った。", "passive", "ga-o", thing_passive("工事の指揮", "執る", "社長")),
    ("兄は試験で最善を尽くした。", "scramble", "ga-o", BEST),
    ("兄は試験で最善を尽くした。", "particle-swap", "ga-o", BEST),
    ("兄は試験で最善を尽くした。", "particle-delete", "ga-o", BEST),
    ("兄は試験で最善を尽くした。", "np-swap", "ga-o", BEST),
    ("兄は試験で最善を尽くした。", "passive", "ga-o", BEST),
    ("兄は試験で最善を尽くした。", "voice-flip", "ga-o", BEST),
    # the decausative would make the noun the subject (×最善が尽きた)
    ("兄は試験で最善を尽くした。", "decausative", "ga", BEST),
    ("部長は部下に釘を刺した。", "decausative", "ga", NAIL),
    ("その選手は試合で全力を尽くした。", "scramble", "ga-o", UTMOST),
    ("その選手は試合で全力を尽くした。", "passive", "ga-o", UTMOST),
    # a modified noun is inside the chunk too
    ("その男はまるで王様のような口をきいた。", "scramble", "ga-o", SPEAK),
    ("その男はまるで王様のような口をきいた。", "particle-delete", "ga-o", SPEAK),
    # あった is the ta-form of あう as well as of ある (the parse reads ある)
    ("姉はひどい目にあった。", "scramble", "ga-ni", SUFFER),
    ("姉はひどい目にあった。", "particle-delete", "ga-ni", SUFFER),
    ("姉はひどい目にあった。", "np-swap", "ga-ni", SUFFER),
    ("部長は部下に釘を刺した。", "scramble", "ga-o", NAIL),
    ("部長は部下に釘を刺した。", "passive", "ga-o", NAIL),
    ("部長は部下に釘を刺した。", "voice-flip", "ga-o", NAIL),
    ("医者はその患者に匙を投げた。", "particle-swap", "ga-o", SPOON),
    ("医者はその患者に匙を投げた。", "passive", "ga-o", SPOON),
    ("彼は先生の前で猫をかぶっている。", "np-swap", "ga-o", CAT),
    ("彼は先生の前で猫をかぶっている。", "voice-flip", "ga-o", CAT),
    ("兄は弟の失敗を水に流した。", "scramble", "ga-ni", WATER),
    ("兄は弟の失敗を水に流した。", "particle-delete", "ga-ni", WATER),
    # にも stands for the expression's に
    ("彼はその冗談を根にも持たなかった。", "scramble", "ga-ni", GRUDGE),
    ("彼はその冗談を根にも持たなかった。", "np-swap", "ga-ni", GRUDGE),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)


def test_shipped_lexicon_loads_and_keeps_only_non_compositional_expressions():
    expressions = jmdict_expressions()
    assert len(expressions) == 4030
    assert expressions[("最善", "を", "尽くす")].evidence == "corpus 28/29"
    assert expressions[("口", "を", "きく")].evidence == "gloss"
    assert expressions[("口", "を", "きく")].jmdict_seq == 2086150
    for compositional in [
        ("手", "を", "取る"),
        ("夢", "を", "見る"),
        ("約束", "を", "守る"),
        ("ゴール", "を", "決める"),
    ]:
        assert compositional not in expressions
    # light predicates are left to the clause view's own rules
    assert not [key for key in expressions if key[2] in ("する", "ある", "ない", "なる", "できる")]


HEADER = "noun\tparticle\tpredicate\texpression\tjmdict_seq\tevidence"


@pytest.mark.parametrize(
    ("row", "message"),
    [
        (
            "最善\tを\t尽くす\t最善を尽くす\t1878300",
            "test.tsv:3: 5 tab-separated fields, expected 6: '最善\\tを\\t尽くす\\t最善を尽くす\\t1878300'",
        ),
        (
            "最善\tは\t尽くす\t最善は尽くす\t1878300\tgloss",
            "test.tsv:3: particle 'は' is not one of を, が, に, で",
        ),
        (
            "最善\tを\t尽くす\t最善が尽くす\t1878300\tgloss",
            "test.tsv:3: expression '最善が尽くす' is not noun + particle + predicate (最善を尽くす)",
        ),
        (
            "最善\tを\t尽くす\t最善を尽くす\tx1\tgloss",
            "test.tsv:3: jmdict_seq must be a number and evidence not empty: "
            "'最善\\tを\\t尽くす\\t最善を尽くす\\tx1\\tgloss'",
        ),
    ],
)
def test_a_bad_row_is_refused_in_one_line(row, message):
    with pytest.raises(ExpressionsFileError) as error:
        parse_expressions(["# comment", HEADER, row], "test.tsv")
    assert str(error.value) == message
    assert "\n" not in str(error.value)


def test_a_missing_header_is_refused():
    with pytest.raises(ExpressionsFileError) as error:
        parse_expressions(["最善\tを\t尽くす\t最善を尽くす\t1878300\tgloss"], "test.tsv")
    assert str(error.value) == (
        "test.tsv:1: the header must be noun particle predicate expression jmdict_seq evidence, "
        "not 最善 を 尽くす 最善を尽くす 1878300 gloss"
    )


def test_good_rows_load():
    loaded = parse_expressions([HEADER, "口\tを\tきく\t口をきく\t2086150\tgloss"], "test.tsv")
    assert [(e.text, e.jmdict_seq, e.evidence) for e in loaded.values()] == [("口をきく", 2086150, "gloss")]


def _build_module():
    spec = importlib.util.spec_from_file_location(
        "jmdict_idioms_build", ROOT / "benchmarks" / "jmdict_idioms_build.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_gloss_test_of_the_build():
    build = _build_module()
    # 口をきく "to speak" vs 口 "mouth": no word shared, so the expression is kept
    assert build.shared_word(["mouth"], ["to speak", "to talk"]) is None
    # 夢を見る "to dream" vs 夢 "dream"; 手を取る vs 手 "hand, arm": the noun keeps its meaning
    assert build.shared_word(["dream"], ["to dream (i.e. while asleep)", "to have a dream"]) == "dream"
    assert build.shared_word(["hand", "arm"], ["to take someone's hand"]) == "hand"
    # a stem shared: 約束 "promise" in "to keep a promise"; parenthesised asides do not count
    assert build.shared_word(["promise"], ["to keep a promise"]) == "promise"
    assert build.shared_word(["mouth"], ["to speak (with one's mouth)"]) is None
    row = {"shared": "", "uses": "0", "in_expression": "0"}
    assert build.non_compositional(row)
    assert build.non_compositional({"shared": "best", "uses": "29", "in_expression": "28"})
    assert not build.non_compositional({"shared": "dream", "uses": "83", "in_expression": "22"})
    assert not build.non_compositional({"shared": "lie", "uses": "5", "in_expression": "5"})


def test_a_modified_topic_or_genitive_noun_spells_no_expression(parser):
    """イヤな方は is a referring phrase ('people who dislike it'), not 方がいい 'had better' under a topic; 駅と公園の間に
    is a place, not 間に立つ 'mediate'."""
    from stresskit.parsing.clauses import clause_view

    sentences = [
        "お客さんはガヤガヤしたところがイヤな方はいいかもしれません。",
        "駅と公園の間に男が立っている。",
    ]
    docs = parser.parse(sentences)
    reasons = [
        phrase.limit.reason
        for sentence in sentences
        for clause in clause_view(docs[sentence])
        for phrase in clause.phrases
        if phrase.limit is not None
    ]
    assert [reason for reason in reasons if "(JMdict)" in reason] == []


def test_a_prefix_is_no_modifier(parser):
    """お目に: the prefix お leaves the expression 目にかかる 'meet (humble)' whole."""
    from stresskit.parsing.clauses import clause_view

    sentence = "あなたにお目にかかれて私は大変嬉しい。"
    doc = parser.parse([sentence])[sentence]
    limits = {
        phrase.span.text: phrase.limit.reason
        for clause in clause_view(doc)
        for phrase in clause.phrases
        if phrase.limit is not None
    }
    assert limits["お目に"] == reason("目に掛かる", "目")
