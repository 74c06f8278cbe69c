"""An indefinite amount (幾らか, いくつか) floats off the phrase before it like たくさん: swaps and re-casings that would
leave it counting another noun are skipped (×花にはそこが幾らかあった, judged wrong on heldout-j); before a noun it
counts that noun (いくつか質問). A number with any measure counter (一ポンド, 1足) was tried as a floated quantifier too
and left out: on the judged sets it removed 4 wrong np-swaps but 7 judged-correct rows (彼を靴が１足買った, 17票差で,
1年生部員に). Sentences written for this test."""

from __future__ import annotations

from fidelity_cases import rewrite_and_skip_tests

REWRITES = [
    ("そこには花が幾らかあった。", "scramble", "ga-ni", "花がそこには幾らかあった。"),
    # いくつか before a noun counts that noun, not the phrase before it
    ("先生が彼にいくつか質問をした。", "scramble", "ga-ni", "彼に先生がいくつか質問をした。"),
]

SKIPS = [
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
