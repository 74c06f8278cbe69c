"""Adjuncts taken for partners, by class (issue 20, class 1 of the argument ops, session 11): an event, contest
or ceremony noun with に (今回の菊花賞には, 決勝戦に) says on what occasion unless the predicate takes an event as
its partner (参加する, 進む, 勝つ; a verb of going with no other goal: 卒業式に来た; existence: 大会には…あった);
a deverbal noun with に before a verb of going says what for (釣りに出かける, 買い物に行く); a noun of time after
an event (後, 最中, 途中) with に or で says when whatever stands before it (ニュースの後で); a noun of what befalls
(weather, illness, trouble, economic trouble) with で says why. Sentences are our own; each case pins the exact
rewrite or the exact skip reason."""

from fidelity_cases import rewrite_and_skip_tests


def occasion(phrase: str, noun: str, verb: str) -> str:
    return (
        f"{phrase} says on what occasion ({noun}: an event, contest or ceremony), and {verb} does not take an event "
        "as its partner (to join, attend, enter or win): no case partner"
    )


def purpose(phrase: str, noun: str, verb: str) -> str:
    return (
        f"{phrase} says what for (the deverbal noun {noun}, a verb's stem, with に before the verb of going {verb}: "
        "a purpose), not a goal: no case partner"
    )


def when(phrase: str, noun: str) -> str:
    return (
        f"{phrase} says when ({noun}: a noun of time after, during or around an event), not where or with what: "
        "no case partner"
    )


def why(phrase: str) -> str:
    return f"{phrase} says why (a cause or reason with で), not where or with what: no case partner"


# (premise, op, pair, exact rewrite): what must still be rewritten
REWRITES = [
    # the predicate takes the event as its goal: what one advances to, comes to
    ("日本は決勝戦に進んだ。", "scramble", "ga-ni", "決勝戦に日本は進んだ。"),
    ("彼女は卒業式に来た。", "scramble", "ga-ni", "卒業式に彼女は来た。"),
    # 後 after a person names the place behind them or the turn after them, not a time: 続く's partner
    (
        "あるグループの人々が彼女の後に続いている。",
        "scramble",
        "ga-ni",
        "彼女の後に、あるグループの人々が続いている。",
    ),
    # a katakana word that merely ends in an occasion ending (グラウンド: ラウンド) is the place it is
    (
        "グラウンドにはひとりの生徒もいなかった。",
        "scramble",
        "ga-ni",
        "ひとりの生徒もグラウンドにはいなかった。",
    ),
]

# (premise, op, pair, exact skip reason): what must now be refused, with a reason true of the sentence
SKIPS = [
    # an occasion with a verb whose goal is its を-phrase (町を訪れた) or that takes no event at all
    (
        "今年の夏祭りには多くの観光客が町を訪れた。",
        "scramble",
        "ga-ni",
        occasion("今年の夏祭りには", "夏祭り", "訪れる"),
    ),
    (
        "決勝戦に彼が見事なゴールを決めた。",
        "particle-swap",
        "ga-ni",
        occasion("決勝戦に", "決勝戦", "決める"),
    ),
    (
        "第1ラウンドに挑戦者がダウンを奪った。",
        "np-swap",
        "ga-ni",
        occasion("第1ラウンドに", "第1ラウンド", "奪う"),
    ),
    # a deverbal noun before a verb of going: a purpose
    ("兄は手伝いに来た。", "np-swap", "ga-ni", purpose("手伝いに", "手伝い", "来る")),
    ("父は釣りに行った。", "particle-swap", "ga-ni", purpose("釣りに", "釣り", "行く")),
    # a noun of time after an event, with で or に
    ("妹は映画の後で宿題をした。", "scramble", "ga-de", when("映画の後で", "後")),
    ("弟は夕食の後に手紙を書いた。", "np-swap", "ga-ni", when("夕食の後に", "後")),
    # a noun of what befalls with で: a cause
    ("電車が大雪で止まった。", "scramble", "ga-de", why("大雪で")),
    ("彼は風邪で学校を休んだ。", "particle-swap", "ga-de", why("風邪で")),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
