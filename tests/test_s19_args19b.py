"""Argument-op classes from heldout-r's judged errors (session 19, second pass, args19b): a noun of origin or
residence with the copula's te-form で (広島県出身で "being from Hiroshima"), and idiom chunks whose noun belongs to
the predicate (席を外す "be away from one's desk", 運命にある "be destined to"), and a が-phrase that is the subject
of the embedded nominal question after it (参拝が|私的行為か公的行為かを明確にする). Each with a near miss that is still
rewritten. Real parses."""

from __future__ import annotations

from fidelity_cases import rewrite_and_skip_tests

ORIGIN = (
    "{0}で says where someone comes from or lives: its で is the copula's te-form (being {0}, …), not a place or "
    "means of the predicate"
)

QUESTION = (
    "参拝が stands right before the embedded question 私的行為か公的行為か, whose predicate is a noun with its copula "
    "left out: it may be that question's subject (参拝 being 私的行為か公的行為か), not the subject of the main verb"
)

LIST = (
    "大垣共立銀行、百五銀行、三重銀行、第三銀行も follows the bare noun phrase 十六銀行、 with no particle: it may be the "
    "last item of a list or an apposition (十六銀行、大垣共立銀行、百五銀行、三重銀行、第三銀行も), which a move or a "
    "change of case would break"
)
BANKS = "日経によれば十六銀行、大垣共立銀行、百五銀行、三重銀行、第三銀行も利上げを表明している。"

SKIPS = [
    # heldout-r class 10: ×菊池はアメリカ大リーグへの参戦にも視野が進路が注目されていた
    (
        "菊池はアメリカ大リーグへの参戦も視野に進路が注目されていた。",
        "particle-swap",
        "ga-ni",
        "視野に says with what in view (a も-phrase with 視野に, 'with … in view'), not a goal or recipient: no case partner",
    ),
    # with 入れる it is the idiom, named as such
    (
        "両者とも2020年のオリンピックも視野に入れている。",
        "scramble",
        "ga-ni",
        "視野に is part of the idiom 視野に入れる, not an argument of its own",
    ),
    # heldout-r class 11: the list cut after its first item (×十六銀行、利上げを大垣共立銀行、…も表明している)
    (BANKS, "scramble", "ga-o", LIST),
    (BANKS, "np-swap", "ga-o", LIST),
    # heldout-r class 5: ×首相は、参拝を私的行為か公的行為かが明確にすべきだ
    ("首相は、参拝が私的行為か公的行為かを明確にすべきだ。", "particle-swap", "ga-o", QUESTION),
    ("首相は、参拝が私的行為か公的行為かを明確にすべきだ。", "np-swap", "ga-o", QUESTION),
    ("首相は、参拝が私的行為か公的行為かを明確にすべきだ。", "scramble", "ga-o", QUESTION),
    # heldout-r class 9: ×広島県出身で平山氏は…, ×平山氏で広島県出身が…
    ("平山氏は広島県出身で15歳の時に原爆で被爆する。", "scramble", "ga-de", ORIGIN.format("広島県出身")),
    ("平山氏は広島県出身で15歳の時に原爆で被爆する。", "particle-swap", "ga-de", ORIGIN.format("広島県出身")),
    ("彼女は大阪出身で東京の大学を卒業した。", "scramble", "ga-de", ORIGIN.format("大阪出身")),
    # heldout-r class 10: ×席を田中は今、外しております, ×田中を今、席が外しております
    (
        "田中は今、席を外しております。",
        "scramble",
        "ga-o",
        "席を is part of the idiom 席を外す, not an argument of its own",
    ),
    (
        "田中は今、席を外しております。",
        "particle-swap",
        "ga-o",
        "席を is part of the idiom 席を外す, not an argument of its own",
    ),
    (
        "田中は今、席を外しております。",
        "np-swap",
        "ga-o",
        "席を is part of the idiom 席を外す, not an argument of its own",
    ),
    # heldout-r class 9: ×人間に死ぬべき運命がある (a state, no role reversal)
    (
        "人間は死ぬべき運命にある。",
        "particle-swap",
        "ga-ni",
        "死ぬべき運命に is part of the idiom 運命にある, not an argument of its own",
    ),
    (
        "人間は死ぬべき運命にある。",
        "np-swap",
        "ga-ni",
        "死ぬべき運命に is part of the idiom 運命にある, not an argument of its own",
    ),
]

REWRITES = [
    # a whole list, nothing cut before it, still swaps as one phrase
    (
        "東京大学、京都大学、大阪大学が共同研究を発表した。",
        "np-swap",
        "ga-o",
        "共同研究が東京大学、京都大学、大阪大学を発表した。",
    ),
    # a wh-word with か is an indefinite ("something"), no question: its が-phrase is the verb's subject
    ("彼が何かを食べた。", "scramble", "ga-o", "何かを彼が食べた。"),
    # a で-phrase of place is still a partner
    ("彼は駅で友達を待った。", "scramble", "ga-de", "駅で彼は友達を待った。"),
    # other seats and other things taken off are literal objects
    ("彼は席を立った。", "particle-swap", "ga-o", "彼を席が立った。"),
    ("彼は眼鏡を外した。", "scramble", "ga-o", "眼鏡を彼は外した。"),
    # a place + にある is an existential like any other
    ("その村は山の中にある。", "particle-swap", "ga-ni", "その村に山の中がある。"),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
