"""Argument-op classes judged wrong on heldout-j (tuned): a unit of time before に with a count after it makes a rate
(週に1回: no partner), and the に-chunks of a state entered or a course taken (道に迷う, 売りに出す, 途方に暮れる) keep
their に-noun. Sentences written for this test."""

from __future__ import annotations

from fidelity_cases import rewrite_and_skip_tests

IDIOM = "{0} is part of the idiom {1}, not an argument of its own"

REWRITES = [
    # the goal 病院に is still a partner of 行く once the rate phrase is set aside (moved with the subject's consent)
    ("彼女は病院に週に一回行きます。", "scramble", "ga-ni", "病院に彼女は週に一回行きます。"),
]

SKIPS = [
    (
        "彼は週に3回泳ぐ。",
        "scramble",
        "ga-ni",
        "週に is the unit of a rate (週に + a count: how often or how much per 週), not who or what takes part: "
        "no case partner",
    ),
    ("私達は道に迷ってしまった。", "scramble", "ga-ni", IDIOM.format("道に", "道に迷う")),
    ("私達は道に迷ってしまった。", "particle-swap", "ga-ni", IDIOM.format("道に", "道に迷う")),
    ("彼の家は売りに出されている。", "np-swap", "ga-ni", IDIOM.format("売りに", "売りに出す")),
    ("彼は途方に暮れていた。", "scramble", "ga-ni", IDIOM.format("途方に", "途方に暮れる")),
    (
        "彼女は週に１回病院に行きます。",
        "np-swap",
        "ga-ni",
        "no に-argument next to the subject (週に１回 stands between)",
    ),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
