"""Argument-op classes found on news text in session 19 (news19): a phrase the rewrite puts right before a relative
clause that opens with its verb (×近所の主婦が連れ去られた場所近くでは…, ×広島中央署が発見した警備員に通報し), a が-phrase at
the left edge of an intransitive relative clause under a sentence-final verbal noun (近くの住民が|[用水路に倒れていた]
男性を発見。), and a で-phrase before a relative clause's own subject (陸上種目で|[ロシアの選手が参加する]種目は). Each
with a near miss that is still rewritten. Real parses."""

from __future__ import annotations

from fidelity_cases import rewrite_and_skip_tests

LANDING = (
    "{0} would stand right before a relative clause that opens with its verb ({1}): a reader takes {0} as {2}, "
    "not as the partner of the main predicate"
)
RIVAL = "{0} may belong to the clause of {1} as well as to {2}: where it attaches is unclear"

SKIPS = [
    # heldout-l class 11: ×近所の主婦が連れ去られた場所近くでは立ち話をしていた ('the place where she was abducted')
    (
        "連れ去られた場所近くでは近所の主婦が立ち話をしていた。",
        "scramble",
        "ga-de",
        LANDING.format("近所の主婦が", "連れ去られた", "its subject"),
    ),
    # a に-phrase fronted onto a relative clause whose verb takes one: ×会場に遅れて着いた客が入った
    (
        "遅れて着いた客が会場に入った。",
        "scramble",
        "ga-ni",
        LANDING.format("会場に", "遅れて着いた", "its に-partner"),
    ),
    # heldout class 11 (np-swap): ×広島中央署が発見した警備員に通報し
    (
        "発見した警備員が広島中央署に通報し、同署は捜査している。",
        "np-swap",
        "ga-ni",
        LANDING.format("広島中央署が", "発見した", "its subject"),
    ),
    # heldout class 5: ×用水路が近くの住民に倒れていた諒介君を発見 — 近くの住民が is 発見's subject (体言止め)
    (
        "夜7時ごろに近くの住民が用水路に倒れていた男性を発見。",
        "np-swap",
        "ga-ni",
        RIVAL.format("近くの住民が", "発見", "倒れていた"),
    ),
    (
        "夜7時ごろに近くの住民が用水路に倒れていた男性を発見。",
        "particle-swap",
        "ga-ni",
        RIVAL.format("近くの住民が", "発見", "倒れていた"),
    ),
    # heldout class 5: ×陸上種目がロシアの選手で参加する種目は0となる — 陸上種目で may set the scene of なる
    (
        "陸上種目でロシアの選手が参加する種目は0となる。",
        "particle-swap",
        "ga-de",
        RIVAL.format("陸上種目で", "なる", "参加する"),
    ),
    (
        "陸上種目でロシアの選手が参加する種目は0となる。",
        "np-swap",
        "ga-de",
        RIVAL.format("陸上種目で", "なる", "参加する"),
    ),
]

REWRITES = [
    # the subject lands before a phrase that opens with a noun: no clause to attach it to
    ("公園では近所の主婦が立ち話をしていた。", "scramble", "ga-de", "近所の主婦が公園では立ち話をしていた。"),
    # an intransitive relative clause is said of its noun (湿った地面: the ground is wet), and a verbal noun of
    # relation (隣接する) takes no object: no garden path
    ("湿った地面に恐竜が触れた。", "scramble", "ga-ni", "恐竜が湿った地面に触れた。"),
    (
        "隣接するオーストリアにも援助が要請された。",
        "scramble",
        "ga-ni",
        "援助が隣接するオーストリアにも要請された。",
    ),
    # the partner lands on the plain subject; only the subject's body holds the relative clause
    (
        "発見した警備員が広島中央署に通報し、同署は捜査している。",
        "particle-swap",
        "ga-ni",
        "発見した警備員に広島中央署が通報し、同署は捜査している。",
    ),
    # np-swap of plain nouns: nothing opens a clause
    (
        "警備員が広島中央署に通報し、同署は捜査している。",
        "np-swap",
        "ga-ni",
        "広島中央署が警備員に通報し、同署は捜査している。",
    ),
    # the verbal noun's own partners are still paired
    ("近くの住民が男性を発見。", "np-swap", "ga-o", "男性が近くの住民を発見。"),
    # a clause on an adverbial noun (ため 'because') is no relative clause: its で-phrase is its own
    (
        "駅構内で2個の疑わしいスーツケースが発見されたため、駅は非常線が張られ人は退避させられていた。",
        "np-swap",
        "ga-de",
        "2個の疑わしいスーツケースで駅構内が発見されたため、駅は非常線が張られ人は退避させられていた。",
    ),
    # a verbal noun a clause modifies (行われる|予定) is no sentence-final predicate of its own
    (
        "その後、街頭演説会が東京、大阪、高松、仙台で行われる予定。",
        "scramble",
        "ga-de",
        "その後、東京、大阪、高松、仙台で街頭演説会が行われる予定。",
    ),
    # the で-phrase after the relative clause's subject is inside the clause
    (
        "ロシアの選手が陸上種目で参加する種目は0となる。",
        "particle-swap",
        "ga-de",
        "ロシアの選手で陸上種目が参加する種目は0となる。",
    ),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
