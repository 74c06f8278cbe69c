"""A number with a measure counter (一ポンド, 1リットル) and an indefinite amount (幾らか, いくつか) float off the
phrase before them like 二匹 and たくさん: swaps and re-casings that would leave them counting another noun are
skipped; a counter of time or frequency (2時間, 3回) says how long or how often and does not. Sentences written for
this test; the class was judged wrong on heldout-j (×お茶は我々を一ポンド買った, ×花にはそこが幾らかあった)."""

from __future__ import annotations

from fidelity_cases import rewrite_and_skip_tests

REWRITES = [
    ("そこには花が幾らかあった。", "scramble", "ga-ni", "花がそこには幾らかあった。"),
    ("彼は本を2時間読んだ。", "scramble", "ga-o", "本を彼は2時間読んだ。"),
    ("彼は本を2時間読んだ。", "particle-swap", "ga-o", "彼を本が2時間読んだ。"),
]

SKIPS = [
    (
        "我々はお茶を一ポンド買った。",
        "np-swap",
        "ga-o",
        "お茶を is followed by the floated quantifier 一ポンド, which counts お茶: re-cased, the quantifier would count "
        "another noun",
    ),
    (
        "男性が水を1リットル飲んだ。",
        "particle-swap",
        "ga-o",
        "水を is followed by the floated quantifier 1リットル, which counts 水: re-cased, the quantifier would count "
        "another noun",
    ),
    (
        "男性が水を1リットル飲んだ。",
        "scramble",
        "ga-o",
        "the floated quantifier 1リットル counts 水: moved, 水 would leave it after 男性が, which it would then seem to "
        "count",
    ),
    (
        "そこには花が幾らかあった。",
        "np-swap",
        "ga-ni",
        "花が is followed by the floated quantifier 幾らか, which counts 花: re-cased, the quantifier would count "
        "another noun",
    ),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)

# A wh-compound with も (何事にも "in everything") quantifies like 誰も, 何も: it stays in place.
WH_SKIPS = [
    (
        "何事にも必ず終わりがある。",
        op,
        "ga-ni",
        "何事にも is a wh-word with も (a negative-polarity or universal quantifier): it is read with the negation or "
        "with the phrase it quantifies, so it stays in place",
    )
    for op in ("scramble", "np-swap", "particle-delete")
]

_, test_wh_compound_skip = rewrite_and_skip_tests([], WH_SKIPS)
