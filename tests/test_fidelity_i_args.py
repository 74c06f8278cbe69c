"""Argument-op classes from heldout-i: idiom chunks of the theatrical 幕 (幕を下ろす "come to an end") and of
〜にわたる "span" (広範囲にわたる, 多岐にわたる, 長期にわたる), while 渡る "pass to, cross to" keeps its goal.
Sentences are our own; each case pins the exact skip reason or the exact rewrite that must still appear."""

from fidelity_cases import rewrite_and_skip_tests

SKIPS = [
    # class 10: 幕を下ろす "end": no curtain is lowered and no subject lowers one
    (
        "長い戦いがついに幕を下ろした。",
        "scramble",
        "ga-o",
        "幕を is part of the idiom 幕を下ろす, not an argument of its own",
    ),
    (
        "長い戦いがついに幕を下ろした。",
        "np-swap",
        "ga-o",
        "幕を is part of the idiom 幕を下ろす, not an argument of its own",
    ),
    # class 10: 〜にわたる "span": the に-noun is the extent, not a goal
    (
        "豪雨の被害が広範囲に渡った。",
        "particle-swap",
        "ga-ni",
        "広範囲に is part of the idiom 広範囲に渡る, not an argument of its own",
    ),
    (
        "その交渉は長期にわたった。",
        "scramble",
        "ga-ni",
        "長期に is part of the idiom 長期にわたる, not an argument of its own",
    ),
]

REWRITES = [
    # 渡る "pass to" and "cross to" keep their goal: no idiom
    ("少年に財布が渡った。", "scramble", "ga-ni", "財布が少年に渡った。"),
    ("兄が米国に渡った。", "scramble", "ga-ni", "米国に兄が渡った。"),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
