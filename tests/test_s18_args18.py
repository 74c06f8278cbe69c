"""Argument-op classes found on colloquial text in session 18 (args18): a noun with と and a comma right before the
phrase (私と、|あなたには: the first conjunct of a coordination the comma sets off), Xなしに/Xなしで ('without X', a
manner adverbial), 前/後 after a time noun in one compound (正午|前に: when, not where), and the idioms of being at a
loss for words (言葉に困る). Each with a near miss that is still rewritten. Real parses."""

from __future__ import annotations

from fidelity_cases import rewrite_and_skip_tests

ADVERBIAL = "the tool reads the に-phrase {0} as an adverbial of {1}, not as a case partner"

SKIPS = [
    # heldout-p class 11: ×私と、共通点があなたにはある
    (
        "私と、あなたには共通点がある。",
        "scramble",
        "ga-ni",
        "私と、 right before あなたには may be the first conjunct of a coordination (私と、あなたには: both of them):"
        " the moved phrase would come between them",
    ),
    (
        "彼と、彼女には共通点が多い。",
        "np-swap",
        "ga-ni",
        "彼と、 right before 彼女には may be the first conjunct of a coordination (彼と、彼女には: both of them):"
        " the phrase would move or change without it",
    ),
    # args18 class 1: ×知恵には経験なしが得られない
    ("知恵は経験なしには得られない。", "particle-swap", "ga-ni", ADVERBIAL.format("経験なしには", "得")),
    ("知恵は経験なしには得られない。", "scramble", "ga-ni", ADVERBIAL.format("経験なしには", "得")),
    # args18 class 1: ×正午前が私にそこへ着くことは不可能です
    (
        "私が正午前にそこへ着くことは不可能です。",
        "np-swap",
        "ga-ni",
        ADVERBIAL.format("正午前に", "着く"),
    ),
    # args18 class 10: ×言葉に私は困った
    (
        "私は言葉に困った。",
        "scramble",
        "ga-ni",
        "言葉に is part of the idiom 言葉に困る, not an argument of its own",
    ),
    (
        "私は言葉に困った。",
        "particle-swap",
        "ga-ni",
        "言葉に is part of the idiom 言葉に困る, not an argument of its own",
    ),
]

REWRITES = [
    # without the comma the coordination is one phrase and moves whole
    ("私とあなたには共通点がある。", "scramble", "ga-ni", "共通点が私とあなたにはある。"),
    # a place with 前 after a noun and の is a place
    ("バスは家の前に停まった。", "scramble", "ga-ni", "家の前にバスは停まった。"),
    # 困る with a real partner
    ("私は彼に困った。", "scramble", "ga-ni", "彼に私は困った。"),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
