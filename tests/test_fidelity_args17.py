"""Argument-op classes of the heldout-o leftovers, built as classes and shared by every op: an adjunct right before a
relative clause that opens a phrase (警部補の次に|トイレを利用した客が: the adjunct may be the relative clause's, so
the phrase neither moves nor trades its body), a quantifier word Sudachi joins to the noun after it (みんな|君に: the
quantifier floats off the phrase before and stays), a count right after もう/あと/さらに (もう|一人息子が: 'one more'),
and a relational noun before an attributive adjective with its に dropped (×丘のふもと美しい湖). Sentences written for
this test besides the judged ones."""

from __future__ import annotations

from fidelity_cases import rewrite_and_skip_tests

RELATIVE = (
    "{0} opens with the relative clause {1} right after the phrase {2}, with no comma between: {2} may belong to that"
    " relative clause, and a move or exchange would cut it off"
)
ONE_MORE = (
    "一人息子が opens with a count right after もう (もう一人息子: 'one more'): the count belongs with もう, and a move"
    " or exchange would leave もう behind"
)


def _relational(particle: str, noun: str, adjective: str) -> str:
    return (
        f"dropping {particle} would put the relational noun {noun} right before the adjective {adjective}, which then"
        f" reads as said of {noun} ({noun}が{adjective})"
    )


REWRITES = [
    # the adjunct stays with the relative clause where a rule leaves the phrase in place
    (
        "警部補の次にトイレを利用した客が拳銃を発見した。",
        "particle-swap",
        "ga-o",
        "警部補の次にトイレを利用した客を拳銃が発見した。",
    ),
    # after a comma the adjunct frames the clause: the phrase moves
    ("東京で、店を訪れた客が手紙を書いた。", "scramble", "ga-o", "東京で、手紙を店を訪れた客が書いた。"),
    # a relative clause the parse gives the adjunct to moves whole
    ("私は駅で買った新聞を読んだ。", "scramble", "ga-o", "駅で買った新聞を私は読んだ。"),
    # あと|二人の友達: the count is inside the phrase with its adverb
    ("彼女はあと二人の友達を呼んだ。", "scramble", "ga-o", "あと二人の友達を彼女は呼んだ。"),
    # a relational noun before a verb keeps the drop
    ("私はテーブルの下に隠れた。", "scramble", "ga-ni", "テーブルの下に私は隠れた。"),
    ("彼にはもう一人息子がいる。", "particle-delete", "ga-ni", "彼もう一人息子いる。"),
]

SKIPS = [
    (
        "警部補の次にトイレを利用した客が拳銃を発見した。",
        "scramble",
        "ga-o",
        RELATIVE.format("トイレを利用した客が", "トイレを利用した", "警部補の次に"),
    ),
    (
        "警部補の次にトイレを利用した客が拳銃を発見した。",
        "np-swap",
        "ga-o",
        RELATIVE.format("トイレを利用した客が", "トイレを利用した", "警部補の次に"),
    ),
    # heldout-o: ×みんな君にパーティーの事は任せるよ; みんな floats off パーティーの事は and stands between
    (
        "パーティーの事はみんな君に任せるよ。",
        "scramble",
        "ga-ni",
        "no に-argument next to the subject (みんな stands between)",
    ),
    (
        "彼らはみんな君を待っている。",
        "scramble",
        "ga-o",
        "no を-argument next to the subject (みんな stands between)",
    ),
    # heldout-e: ×一人息子が彼にはもういる
    ("彼にはもう一人息子がいる。", "scramble", "ga-ni", ONE_MORE),
    ("彼にはもう一人息子がいる。", "np-swap", "ga-ni", ONE_MORE),
    # heldout-e, heldout-o: ×丘のふもと美しい湖ある, ×彼らの前長い冬あった
    ("丘のふもとに美しい湖がある。", "particle-delete", "ga-ni", _relational("に", "ふもと", "美しい")),
    ("彼らの前には長い冬があった。", "particle-delete", "ga-ni", _relational("には", "前", "長い")),
    ("店の前に静かな犬がいた。", "particle-delete", "ga-ni", _relational("に", "前", "静か")),
]

SKIPS += [
    # heldout-g class 11: ×三都主からワシントンが田中闘莉王と渡ったボールを…
    (
        "後半も三都主から田中闘莉王と渡ったボールをワシントンがヘディングでこの日2点目の得点を挙げてリードを広げる。",
        "scramble",
        "ga-o",
        RELATIVE.format("田中闘莉王と渡ったボールを", "田中闘莉王と渡った", "三都主から"),
    ),
    # heldout-e/-o class 10: idiom chunks (×快方に彼は向かっている, ×彼は評判が生徒に良くない)
    (
        "彼は快方に向かっている。",
        "scramble",
        "ga-ni",
        "快方に is part of the idiom 快方に向かう, not an argument of its own",
    ),
    (
        "彼は快方に向かっている。",
        "np-swap",
        "ga-ni",
        "快方に is part of the idiom 快方に向かう, not an argument of its own",
    ),
    (
        "彼は生徒に評判が良くない。",
        "scramble",
        "ga-ni",
        "評判が is part of the idiom 評判が良い, not an argument of its own",
    ),
    (
        "この店は客に評判がいい。",
        "particle-swap",
        "ga-ni",
        "評判が is part of the idiom 評判がいい, not an argument of its own",
    ),
    # heldout-d class 1: 定刻 'the set time' says when
    (
        "列車は定刻に着いた。",
        "scramble",
        "ga-ni",
        "定刻に says when, how long or how often (a time phrase), not who or what takes part: no case partner",
    ),
]

REWRITES += [
    # an adjective alone is no relative clause the adjunct could belong to (judged right, heldout-e)
    ("彼女は英語でよい成績を取った。", "causative", "ga-o", "ある人が彼女に英語でよい成績を取らせた。"),
    # a calendar date opening the clause dates its main event (judged right, heldout-m)
    (
        "閉店に先立ち、29日付けで東京にある家電用品の大手ヨドバシカメラが土地と建物を買収する。",
        "np-swap",
        "ga-o",
        "閉店に先立ち、29日付けで土地と建物が東京にある家電用品の大手ヨドバシカメラを買収する。",
    ),
    # 向かう with a real goal keeps its rewrites
    ("彼は家に向かった。", "scramble", "ga-ni", "家に彼は向かった。"),
    ("彼は家に向かった。", "particle-swap", "ga-ni", "彼に家が向かった。"),
]

RECIPIENT = (
    "{0} opens with {1}, which the parse hangs on {2} inside it, but {3} takes a recipient with に and has none: {1}"
    " may be its, so the phrase may move whole but not trade places or roles"
)

SKIPS += [
    # heldout-h class 11: ×彼女に読むための漫画本は私をあげた
    (
        "私は彼女に読むための漫画本をあげた。",
        "np-swap",
        "ga-o",
        RECIPIENT.format("彼女に読むための漫画本を", "彼女に", "読む", "あげる"),
    ),
    (
        "私は子供に読んだ本を渡した。",
        "np-swap",
        "ga-o",
        RECIPIENT.format("子供に読んだ本を", "子供に", "読ん", "渡す"),
    ),
]

REWRITES += [
    # moved whole, the phrase keeps either reading
    ("私は彼女に読むための漫画本をあげた。", "scramble", "ga-o", "彼女に読むための漫画本を私はあげた。"),
    # a predicate with a recipient of its own (に対して) leaves the phrase free (judged right, heldout-h)
    (
        "一方、共同通信によると、日本教職員組合は、改正に反対する署名約61万人分を、70人の衆参国会議員に対して提出した。",
        "np-swap",
        "ga-o",
        "一方、共同通信によると、改正に反対する署名約61万人分は、日本教職員組合を、70人の衆参国会議員に対して提出した。",
    ),
    # a verb that takes no recipient leaves it free
    ("私は駅で買った新聞を読んだ。", "np-swap", "ga-o", "駅で買った新聞は私を読んだ。"),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
