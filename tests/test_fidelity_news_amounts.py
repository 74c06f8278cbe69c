"""Argument-op class found on news text (heldout-o/-k class 1 and 7, tuned): a ga-de clause whose subject is an amount,
a bare count (7万7千人が) or a noun of a magnitude (波の高さが, 最高気温が), beside a place で/では. Swapped into the で
slot the amount says how many together or in what respect, and no roles are reversed (measured_subject). Scrambling
keeps such clauses, and a subject that names people or things keeps its swaps. Sentences written for this test."""

from __future__ import annotations

from fidelity_cases import rewrite_and_skip_tests


def _count(phrase: str, partner: str) -> str:
    return (
        f"the subject {phrase} is a count, an amount that takes part in nothing: swapped with {partner}, {phrase}で "
        "would say how many together (as 二人で), not reverse who does what"
    )


def _measure(phrase: str, partner: str) -> str:
    return (
        f"the subject {phrase} is a measure, an amount that takes part in nothing: swapped with {partner}, {phrase}で "
        f"would say in what respect ('as to {phrase}'), not reverse who does what"
    )


REWRITES = [
    # scrambling keeps the meaning: the amount moves with its particle
    ("沿岸では波の高さが5メートルに達した。", "scramble", "ga-de", "波の高さが沿岸では5メートルに達した。"),
    ("被災地では2万人が避難している。", "scramble", "ga-de", "2万人が被災地では避難している。"),
    # a subject that names people or things keeps its swaps
    ("被災地では住民が避難している。", "particle-swap", "ga-de", "被災地が住民では避難している。"),
    ("沿岸では高い波が観測された。", "np-swap", "ga-de", "高い波では沿岸が観測された。"),
    # a count inside a phrase that names people is no bare count
    ("被災地では2万人の住民が避難している。", "np-swap", "ga-de", "2万人の住民では被災地が避難している。"),
    # a measure noun as the object: the subject is the one who measures
    ("気象庁が沿岸で波の高さを測った。", "particle-swap", "ga-de", "気象庁で沿岸が波の高さを測った。"),
]

SKIPS = [
    ("沿岸では波の高さが5メートルに達した。", "np-swap", "ga-de", _measure("波の高さ", "沿岸では")),
    ("沿岸では波の高さが5メートルに達した。", "particle-swap", "ga-de", _measure("波の高さ", "沿岸では")),
    ("各地で最高気温が30度を超えた。", "np-swap", "ga-de", _measure("最高気温", "各地で")),
    ("被災地では2万人が避難している。", "particle-swap", "ga-de", _count("2万人", "被災地では")),
    ("被災地では2万人が避難している。", "np-swap", "ga-de", _count("2万人", "被災地では")),
    ("北海道で約400戸が停電した。", "np-swap", "ga-de", _count("約400戸", "北海道で")),
    ("会場で全員が拍手した。", "particle-swap", "ga-de", _count("全員", "会場で")),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
