"""heldout-p's argument-op error classes (session 17, second pass): a kana あった of a person is あう, a potential's
inanimate は-topic beside a person with には is its object, a wh-determiner + noun + も is a quantifier. Each case
pins the exact rewrite or the exact skip reason on a real parse."""

import pytest

from stresskit.evaluation.api import perturb

OPS = ("scramble", "particle-swap", "particle-delete", "np-swap")

AU = (
    "交通事故に is what the subject met with: the kana あった of a person is あう (遭う), and swapped the sentence "
    "reads as existential ある (Xに…があった) and says the same"
)
WH = (
    "どの少年も is a universal or negative-polarity quantifier (the wh-determiner どの with も): re-cased, swapped "
    "or stripped of も it no longer quantifies (a question without か)"
)

KOTO = "琴光喜は単独首位に立ち、大関昇進最低ラインの12勝まで、あと2勝とした。"

RENTAL = "また、読売新聞によるとレンタカーの助手席には地図や新聞があったという。"
DEAD = "各社の報道は国連職員、警官、武装勢力に死者があったことを伝えている。"
CAREER = "航平さんはキャリアの中でいつも高い得点をとっている。"
SPAN = (
    "キャリアの中で says when (中 after キャリア, a span of time: during it), not where: no case partner of the "
    "subject, so only its word order may change"
)


def potential(person: str, chain: str) -> str:
    return (
        f"{person} is the person of {chain}, which may be the potential (can do), and the は-topic names no "
        "person: it is what can be done, so swapped with it the sentence says the same"
    )


REWRITES = [
    # the phrases may still move
    ("私の叔父は、昨日、交通事故にあった。", "scramble", "ga-ni", "交通事故に私の叔父は、昨日、あった。"),
    ("その質問は私達には答えられなかった。", "scramble", "ga-ni", "私達にはその質問は答えられなかった。"),
    ("どの少年も自転車を持っている。", "scramble", "ga-o", "自転車をどの少年も持っている。"),
    # existential ある with a thing as subject is still swapped
    ("机の上に本があった。", "particle-swap", "ga-ni", "机の上が本にあった。"),
    # a 五段 passive (話される) has no potential reading with られる
    ("その秘密は私には話されなかった。", "particle-swap", "ga-ni", "その秘密には私が話されなかった。"),
    # one may literally stand at the head of a line: 先頭に立つ is no idiom entry
    ("男性が列の先頭に立っている。", "np-swap", "ga-ni", "列の先頭が男性に立っている。"),
    # kana あった of a thing is existential ある (judged right on wikinews); a person with あった is existential too
    # unless its に-phrase is a mishap (encountered_mishaps)
    (
        RENTAL,
        "particle-swap",
        "ga-ni",
        "また、読売新聞によるとレンタカーの助手席が地図や新聞にはあったという。",
    ),
    (DEAD, "np-swap", "ga-ni", "各社の報道は死者に国連職員、警官、武装勢力があったことを伝えている。"),
    # the span may move (judged right on wikinews)
    (CAREER, "scramble", "ga-de", "キャリアの中で航平さんはいつも高い得点をとっている。"),
    # a place before 中 is still a place partner
    ("少年が部屋の中で遊んでいる。", "particle-swap", "ga-de", "少年で部屋の中が遊んでいる。"),
]

SKIPS = [
    ("私の叔父は、昨日、交通事故にあった。", "particle-swap", "ga-ni", AU),
    ("私の叔父は、昨日、交通事故にあった。", "np-swap", "ga-ni", AU),
    ("ボブは事故にあったのに違いない。", "particle-swap", "ga-ni", AU.replace("交通事故に", "事故に", 1)),
    (
        "その質問は私達には答えられなかった。",
        "particle-swap",
        "ga-ni",
        potential("私達には", "答えられなかった"),
    ),
    ("その質問は私達には答えられなかった。", "np-swap", "ga-ni", potential("私達には", "答えられなかった")),
    ("このケーキは私には食べられない。", "np-swap", "ga-ni", potential("私には", "食べられない")),
    ("どの少年も自転車を持っている。", "particle-swap", "ga-o", WH),
    ("どの少年も自転車を持っている。", "np-swap", "ga-o", WH),
    ("どの少年も自転車を持っている。", "particle-delete", "ga-o", WH),
    # a stricter limit before the wh-determiner's still holds (a coordination with も … も)
    (
        "あの人達には何の心配事も不安もない。",
        "scramble",
        "ga-ni",
        "何の心配事も is a conjunct of a coordination with も (A も B も): rewriting one conjunct breaks it",
    ),
    # idiom chunks (heldout-p class 10)
    (
        "彼のほうに分がある。",
        "particle-swap",
        "ga-ni",
        "分が is part of the idiom 分がある, not an argument of its own",
    ),
    (
        KOTO,
        "particle-swap",
        "ga-ni",
        "単独首位に is part of the idiom 首位に立つ, not an argument of its own",
    ),
    (KOTO, "np-swap", "ga-ni", "単独首位に is part of the idiom 首位に立つ, not an argument of its own"),
    # a span of a (working) life before 中/間/うち says when (heldout-p class 1)
    (CAREER, "particle-swap", "ga-de", SPAN),
    (CAREER, "np-swap", "ga-de", SPAN),
]


@pytest.fixture(scope="module")
def rows(parser):
    sentences = sorted({case[0] for case in REWRITES + SKIPS})
    result = perturb(sentences, ops=OPS, pairs="all", parser=parser, keep_unchanged=True)
    return {(row["sentence_A_Ja_origin"], row["op"], row["pair"]): row for row in result.rows}


@pytest.mark.parametrize(("premise", "op", "pair", "expected"), REWRITES)
def test_rewrite(rows, premise, op, pair, expected):
    row = rows[(premise, op, pair)]
    assert (row["mod_A"], row["sentence_A_Ja"], row["skip_reason"]) == ("True", expected, "")


@pytest.mark.parametrize(("premise", "op", "pair", "reason"), SKIPS)
def test_skip_reason(rows, premise, op, pair, reason):
    row = rows[(premise, op, pair)]
    assert (row["mod_A"], row["sentence_A_Ja"], row["skip_reason"]) == ("False", premise, reason)
