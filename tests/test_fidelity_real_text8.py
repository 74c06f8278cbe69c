"""Fidelity of the argument ops on the general error classes the news text of heldout-e … heldout-g showed (round
8): phrase boundaries (a number glued before a phrase, a list of people cut before its last item, particle
deletion that leaves a bare noun reading as part of a compound), another clause's phrase (a relative clause the
parse left as a root), and non-arguments (a で-phrase with のみ/だけ, a route noun of travel, Vところを).
Sentences are our own; each case pins the exact rewrite or the exact skip reason."""

from fidelity_cases import rewrite_and_skip_tests

GLUED_NUMBER = (
    "{phrase} follows the number {number} with no particle or comma ({number}{body}): the two read as one noun "
    "phrase the parse cut, and a move or exchange would leave the number behind"
)
LISTED = (
    "{phrase} follows the bare noun phrase {listed}、 with no particle: it may be the last item of a list or an "
    "apposition ({listed}、{phrase}), which a move or a change of case would break"
)
LONG_COMPOUND = (
    "dropping {particle} would put {noun} right before the kanji compound {compound}, which then reads as the first "
    "member of one longer compound ({noun}{compound})"
)
VERB_NOUN = "dropping {particle} would glue {noun} to {following}, the noun of the verb {verb}, into one compound ({noun}{following})"
REREAD = (
    "dropping {particle} would leave {noun} right before {adjective}, and the kanji {a} and {b} then read as the one "
    "word {a}{b}"
)
NO_DE_EVIDENCE = (
    "the で-phrase {phrase} is not clearly a place or instrument (it may be a cause, means, manner, source or "
    "company で): no case partner"
)
SITUATION = (
    "{phrase} is a clause on the formal noun ところ (Vところを: the situation in which it happened), not an object "
    "noun: it may move, not change case or trade roles"
)
RIVAL = "{phrase} may belong to the clause of {above} as well as to {predicate}: where it attaches is unclear"

# (premise, op, pair, exact rewrite)
REWRITES = [
    # class 11: a number glued before the phrase stays glued when the phrase keeps its place
    ("3容疑者は犯行を認めている。", "particle-swap", "ga-o", "3容疑者を犯行が認めている。"),
    ("3容疑者は犯行を認めている。", "particle-delete", "ga-o", "3容疑者犯行認めている。"),
    ("3容疑者は被害者を殴っている。", "voice-flip", "ga-o", "3容疑者は被害者に殴られている。"),
    # a number with a counter of time before a pronoun is an adverbial of the clause, not glued to it
    ("彼女は３０分彼を待っています。", "passive", "ga-o", "彼は３０分彼女に待たれています。"),
    # the last item of a list of people keeps particle-swap (every item changes case together)
    (
        "3年生の佐藤花子、2年生の田中一郎の両選手が大会で優勝した。",
        "particle-swap",
        "ga-de",
        "3年生の佐藤花子、2年生の田中一郎の両選手で大会が優勝した。",
    ),
    # a bare subject before a compound of two words is left to the reader (judged restorable)
    ("大統領が不正行為を行った。", "particle-delete", "ga-o", "大統領不正行為行った。"),
    # a kanji noun before an adjective whose kanji make no word with its last one: no rereading
    ("広場に長い列ができた。", "particle-delete", "ga-ni", "広場長い列できた。"),
    # Vところを may still move whole
    ("警察は男が逃げるところを捕まえた。", "scramble", "ga-o", "男が逃げるところを警察は捕まえた。"),
]

# (premise, op, pair, exact skip reason)
SKIPS = [
    # class 11: 3|容疑者は — moved or swapped, the phrase would leave its number behind
    (
        "3容疑者は犯行を認めている。",
        "scramble",
        "ga-o",
        GLUED_NUMBER.format(phrase="容疑者は", number="3", body="容疑者"),
    ),
    (
        "3容疑者は犯行を認めている。",
        "np-swap",
        "ga-o",
        GLUED_NUMBER.format(phrase="容疑者は", number="3", body="容疑者"),
    ),
    (
        "3容疑者は犯行を認めている。",
        "passive",
        "ga-o",
        GLUED_NUMBER.format(phrase="容疑者は", number="3", body="容疑者"),
    ),
    # a list of people: the parse cuts off the last item
    (
        "3年生の佐藤花子、2年生の田中一郎の両選手が大会で優勝した。",
        "scramble",
        "ga-de",
        LISTED.format(phrase="2年生の田中一郎の両選手が", listed="3年生の佐藤花子"),
    ),
    (
        "3年生の佐藤花子、2年生の田中一郎の両選手が大会で優勝した。",
        "np-swap",
        "ga-de",
        LISTED.format(phrase="2年生の田中一郎の両選手が", listed="3年生の佐藤花子"),
    ),
    # particle-delete: a bare noun before a kanji compound of three words reads as one more member of it
    (
        "委員会が人権侵害防止の勧告を出した。",
        "particle-delete",
        "ga-o",
        LONG_COMPOUND.format(particle="が", noun="委員会", compound="人権侵害防止"),
    ),
    # a noun ending in the suffix 庁 before the 連用形 noun 調べ: 警視庁調べ 'the police's findings'
    (
        "警視庁が調べを進めている。",
        "particle-delete",
        "ga-o",
        VERB_NOUN.format(particle="が", noun="警視庁", following="調べ", verb="調べる"),
    ),
    # 補給所|長い: the kanji 所 and 長 read as 所長 'chief'
    (
        "補給所に長い列ができた。",
        "particle-delete",
        "ga-ni",
        REREAD.format(particle="に", noun="補給所", adjective="長い", a="所", b="長"),
    ),
    # class 1: only relatives are still people, no place or tool
    (
        "遺族が近親者のみで密葬を行った。",
        "particle-swap",
        "ga-de",
        NO_DE_EVIDENCE.format(phrase="近親者のみで"),
    ),
    (
        "家族が親族だけで葬儀を行った。",
        "np-swap",
        "ga-de",
        NO_DE_EVIDENCE.format(phrase="親族だけで"),
    ),
    # 空路 'by air' is a way of travelling, though written with the place suffix 路
    ("空路では多くの便が欠航した。", "np-swap", "ga-de", NO_DE_EVIDENCE.format(phrase="空路では")),
    # Vところを names the situation, not an object noun
    (
        "警察は男が逃げるところを捕まえた。",
        "np-swap",
        "ga-o",
        SITUATION.format(phrase="男が逃げるところを"),
    ),
    (
        "警察は男が逃げるところを捕まえた。",
        "particle-swap",
        "ga-o",
        SITUATION.format(phrase="男が逃げるところを"),
    ),
    # class 5: 続く modifies 3回目 (a relative clause the parse left as a root); the topic before it may be the
    # main clause's
    (
        "山田は2005年に開かれたヘルシンキ大会に続く3回目のメダル獲得の快挙を成し遂げた。",
        "scramble",
        "ga-ni",
        RIVAL.format(phrase="山田は", above="成し遂げた", predicate="続く"),
    ),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
