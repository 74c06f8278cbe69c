"""Fidelity of the argument ops on the general error classes heldout-f showed (issue 20, round 7): floated
quantifiers and wh-words with も. Sentences are our own; each case pins the exact rewrite or the exact skip
reason."""

from fidelity_cases import rewrite_and_skip_tests

WH_MO = (
    "{phrase} is a wh-word with も (a negative-polarity or universal quantifier): it is read with the negation or "
    "with the phrase it quantifies, so it stays in place"
)
STRANDED = (
    "the floated quantifier {q} counts {host}: moved, {host} would leave it after {first}, which it would then "
    "seem to count"
)
RECASED = "{phrase} is followed by the floated quantifier {q}{counts}: re-cased, the quantifier would count another noun"

# (premise, op, pair, exact rewrite)
REWRITES = [
    # class 2: a floated quantifier keeps counting the noun before it when only the particle goes
    ("生徒たちは先生をみな尊敬している。", "particle-delete", "ga-o", "生徒たち先生みな尊敬している。"),
    # a wh-word inside a phrase (誰の) or with が (誰が) is no quantifier: it moves
    ("誰が窓を割ったのか。", "scramble", "ga-o", "窓を誰が割ったのか。"),
    ("誰の車が道をふさいでいるのか。", "scramble", "ga-o", "道を誰の車がふさいでいるのか。"),
]

# (premise, op, pair, exact skip reason)
SKIPS = [
    # class 2: みな is 皆 in kana (Sudachi's normalised form); it floats off the object before it
    (
        "生徒たちは先生をみな尊敬している。",
        "scramble",
        "ga-o",
        STRANDED.format(q="みな", host="先生", first="生徒たちは"),
    ),
    (
        "生徒たちは先生をみな尊敬している。",
        "np-swap",
        "ga-o",
        RECASED.format(phrase="先生を", q="みな", counts=", which counts 先生"),
    ),
    # それぞれ 'each' floats off the topic before it
    (
        "兄弟はそれぞれ自転車を買った。",
        "particle-swap",
        "ga-o",
        RECASED.format(phrase="兄弟は", q="それぞれ", counts=""),
    ),
    # class 13 and 2: 誰も, 何も, いずれも never move or change
    ("誰もその手紙を読まなかった。", "scramble", "ga-o", WH_MO.format(phrase="誰も")),
    ("誰もその手紙を読まなかった。", "np-swap", "ga-o", WH_MO.format(phrase="誰も")),
    ("捕まった3人は、いずれも罪を認めた。", "scramble", "ga-o", WH_MO.format(phrase="いずれも")),
    ("捕まった3人は、いずれも罪を認めた。", "particle-delete", "ga-o", WH_MO.format(phrase="いずれも")),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
