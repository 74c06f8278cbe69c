"""Argument-op classes judged wrong on heldout-o (tuned), each built as a class: the が-object of a potential or of
a verbal noun's できる or of 分かる (どこで本が買えますか: no subject to trade with a place), an illness with で (a
cause, like 風邪で), an amount bounded by 以下/未満 with で (1日2ドル以下で生活する: at how much, no place), and 半分
floated off the phrase before (宿題を半分しかやらない), and a demonstrative that is a noun predicate's subject hung
on a relative clause's verb (これがあなたの時計を見つけてくれた少年です), and a Sino-Japanese adverbial noun glued
to the verbal noun after it (結果|発表が: one compound). Sentences written for this test."""

from __future__ import annotations

from fidelity_cases import rewrite_and_skip_tests


def _object(phrase: str, kind: str) -> str:
    return (
        f"{phrase} is the object of {kind}, which marks its object が (本が買える): it is not the subject, so traded "
        "with another phrase it reverses no roles"
    )


def _cause(phrase: str) -> str:
    return f"{phrase} says why (a cause or reason with で), not where or with what: no case partner"


AMOUNT = "1日2ドル以下で is an amount bounded by 以下 (with で: at or on how much), not where or with what: no case partner"
HALF = (
    "宿題を is followed by the floated quantifier 半分, which counts 宿題: re-cased, the quantifier would count "
    "another noun"
)

POINTING = (
    "それが is the subject of the noun predicate 男だ, pointing at what 男 names, not a phrase of the relative clause "
    "of 盗む that the parse hangs it on"
)

REWRITES = [
    # a pronoun that is the relative clause's own subject, with no noun predicate after it, keeps its pairs
    ("彼が私の財布を盗んだ。", "particle-swap", "ga-o", "彼を私の財布が盗んだ。"),
    # an adverbial noun of frequency before a verbal noun stays a word of its own (いつも|授業)
    ("彼はいつも授業に遅れる。", "scramble", "ga-ni", "授業に彼はいつも遅れる。"),
    # a modal noun after the clause (はずです) makes it the predicate: ここでは is its place
    ("ここでは安い靴が見つかるはずです。", "scramble", "ga-de", "安い靴がここでは見つかるはずです。"),
    # the が-object of a potential still moves
    ("駅前で切符が買えますか。", "scramble", "ga-de", "切符が駅前で買えますか。"),
    ("この会場で講演ができます。", "scramble", "ga-de", "講演がこの会場でできます。"),
    # the one who can is the subject: an animate が-phrase, or a が-phrase beside a を-object, keeps its pairs
    ("子供たちがプールで泳げる。", "particle-swap", "ga-de", "子供たちでプールが泳げる。"),
    ("彼女がこの部屋でピアノを弾ける。", "particle-swap", "ga-de", "彼女でこの部屋がピアノを弾ける。"),
    # できる of coming into being (not after a verbal noun) takes a subject
    ("新しい駅が町の北側にできた。", "particle-swap", "ga-ni", "新しい駅に町の北側ができた。"),
    # 見える: what shows is the subject of a spontaneous event (a place swap judged right on heldout)
    ("列車の中で彼女の姿が見えた。", "particle-swap", "ga-de", "列車の中が彼女の姿で見えた。"),
    # a place with で stays a partner
    ("彼女は大阪で服を買った。", "particle-swap", "ga-de", "彼女で大阪が服を買った。"),
    # 半分 as a phrase of its own, with に, is no floated quantifier
    ("彼はそのリンゴを半分に切った。", "np-swap", "ga-o", "そのリンゴは彼を半分に切った。"),
    # a floated quantifier may stay where it is while the particles go
    ("彼女はケーキを半分食べた。", "particle-delete", "ga-o", "彼女ケーキ半分食べた。"),
]

COMPOUND = (
    "発表が starts right after the noun 結果 with nothing between: 結果発表 may be one compound noun, which a rewrite "
    "of the phrase would cut"
)

SKIPS = [
    ("町のサイトで結果発表が行われた。", "np-swap", "ga-de", COMPOUND),
    ("町のサイトで結果発表が行われた。", "scramble", "ga-de", COMPOUND),
    ("それが私の財布を盗んだ男だ。", "scramble", "ga-o", POINTING),
    ("それが私の財布を盗んだ男だ。", "particle-delete", "ga-o", POINTING),
    (
        "駅前で切符が買えますか。",
        "particle-swap",
        "ga-de",
        _object("切符が", "the potential 買える (can 買う)"),
    ),
    ("駅前で切符が買えますか。", "np-swap", "ga-de", _object("切符が", "the potential 買える (can 買う)")),
    (
        "この会場で講演ができます。",
        "np-swap",
        "ga-de",
        _object("講演が", "できる, the potential of 講演する"),
    ),
    (
        "あの国で英語が分かりますか。",
        "particle-swap",
        "ga-de",
        _object("英語が", "分かる, a predicate of understanding"),
    ),
    ("祖父はインフルエンザで病院に行った。", "particle-swap", "ga-de", _cause("インフルエンザで")),
    ("彼は結核で入院した。", "np-swap", "ga-de", _cause("結核で")),
    ("住民の多くが1日2ドル以下で生活している。", "particle-swap", "ga-de", AMOUNT),
    ("住民の多くが1日2ドル以下で生活している。", "np-swap", "ga-de", AMOUNT),
    ("彼は宿題を半分しかやらない。", "np-swap", "ga-o", HALF),
    ("彼は宿題を半分しかやらない。", "particle-swap", "ga-o", HALF),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
