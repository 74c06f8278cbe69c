"""The voice and causative error classes found on heldout-o (session 16): an emotion verb's に-stimulus headed by a
noun the clause view reads as an adverbial (試験の結果に満足している), a judged feeling whose adjective GiNZA tags ADV
(苦々しく思う), a causee that is also the subject of a copular te-clause before it (…人物で、), an amount of money
as the subject of a thing's passive with a person as its agent (約9,000円はこの女性によって支払われた), a passive's object
put between an adjunct and the relative clause it may belong to (警部補の次に|トイレを利用した客が), and 名 after a number
as the counter of people (70名). What is no member of these classes keeps its rewrite.
"""

from fidelity_cases import rewrite_and_skip_tests

STIMULUS = (
    "the predicate 満足 is a verb of emotion with what the feeling is about marked に ({}): its causative makes the"
    " causer the cause of the feeling, and the に-phrase beside it reads wrong (×ある人が老人をその知らせに驚かせた)"
)
FEELING = (
    "the predicate 思う takes {0} as the subject's judgement ({0}思う): a feeling of the subject's own, which no one"
    " makes them have (×ある人が私に…を残念に思わせる)"
)

# (premise, op, pair, exact rewrite)
REWRITES = [
    # an emotion verb without a に-stimulus keeps its causative
    ("彼女は満足した。", "causative", "ga", "ある人が彼女を満足させた。"),
    # a に-phrase that is a clause with its own subject is not read as the adverbial stimulus (judged right)
    ("彼女は彼が現れたことに驚いた。", "causative", "ga", "ある人が彼女を彼が現れたことに驚かせた。"),
    # an organisation's spending is the news register's and keeps its passive
    ("政府は100億円を支出した。", "passive", "ga-o", "100億円は政府によって支出された。"),
    # a comma after the adjunct closes it off: the relative clause opens the subject alone
    (
        "東京で、店を訪れた客が手紙を書いた。",
        "passive",
        "ga-o",
        "東京で、手紙が店を訪れた客によって書かれた。",
    ),
    # 名 after a number counts people, as 人 does (heldout-o: the skip reason "not recognised as a person" was false)
    ("70名が集会に参加した。", "causative", "ga", "ある人が70名を集会に参加させた。"),
    # 思う with a と-complement keeps its causative (judged right on heldout-i)
    ("私は当然彼女がそこにいると思った。", "causative", "ga", "ある人が私に当然彼女がそこにいると思わせた。"),
    # a で the parse calls a copula after a noun that names no person is a place or an occasion (judged right)
    (
        "米沢市長は前述にあった新年のあいさつで、きゅう舎関係者による競馬法の違反に関する不祥事にも触れた。",
        "causative",
        "ga",
        "ある人が米沢市長を前述にあった新年のあいさつで、きゅう舎関係者による競馬法の違反に関する不祥事にも触れさせた。",
    ),
]

COPULAR = (
    "the subject is followed by a copular te-clause ({}) that has no subject of its own: the subject is that clause's"
    " subject too, and re-cased as a causee it would take the copular clause with it (×ある人がジョーンズ氏に…人物で、"
    "人気を博させた)"
)

MONEY = (
    "the object {0} is excluded by the rule ({0} is an amount of money, which the subject pays, spends or earns, no"
    " thing acted on: as the subject of a passive with a person as its agent it reads as translated Japanese"
    " (×約9,000円はこの女性によって支払われた))"
)

RELATIVE = (
    "{0} opens with the relative clause {1} right after the phrase {2}, with no comma between: {2} may belong to that"
    " relative clause, and a move or exchange would cut it off"
)

SKIPS = [
    ("彼女は試験の結果に満足しているようだった。", "causative", "ga", STIMULUS.format("試験の結果に")),
    ("彼は結果に満足した。", "causative", "ga", STIMULUS.format("結果に")),
    ("私はそれをとても苦々しく思う。", "causative", "ga-o", FEELING.format("苦々しく")),
    ("私はそれを嬉しく思う。", "causative", "ga-o", FEELING.format("嬉しく")),
    ("この女性は約9,000円を支払った模様である。", "passive", "ga-o", MONEY.format("約9,000円")),
    ("この女性は9,450円を支払っている。", "passive", "ga-o", MONEY.format("9,450円")),
    ("彼は100万ドル以上を稼いだ。", "passive", "ga-o", MONEY.format("100万ドル以上")),
    (
        "警部補の次にトイレを利用した客が拳銃を発見した。",
        "passive",
        "ga-o",
        RELATIVE.format("トイレを利用した客が", "トイレを利用した", "警部補の次に"),
    ),
    # 人気を博した is an acclaim idiom since session 17 (tests/test_voice_vc17.py), whose object condition speaks first;
    # the copular frame is tested with another object
    (
        "ジョーンズ氏はメンバーで唯一イギリス出身の人物で、端正なルックスから多くのファンを集めた。",
        "causative",
        "ga-o",
        COPULAR.format("メンバーで唯一イギリス出身の人物で、"),
    ),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
