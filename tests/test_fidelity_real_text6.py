"""Fidelity of the argument ops on the error classes heldout-e showed (issue 20): giving verbs fixed by the
speaker's viewpoint, final verbs that are postpositions elsewhere, non-subject topics of time and of requests,
time and manner adjuncts, the copula reading of an animate で after a swap, light verbs and particle-delete glue.
Sentences are our own; each case pins the exact rewrite or the exact skip reason."""

from fidelity_cases import rewrite_and_skip_tests

KURERU = (
    "the predicate {verb} is a verb of giving whose direction the speaker's viewpoint fixes (くれる, くださる give "
    "toward the speaker's side, いただく receives on it): with the giver and the receiver swapped the speaker's side "
    "would give (×私はおじに本をくれた needs あげる), which is ill-formed, not a reversal"
)
EMPATHY = (
    "the predicate {verb} is a verb of giving or receiving with a first-person phrase: the speaker's place is fixed "
    "by the verb's point of view (×彼は私に本をあげた), so swapping the giver and the receiver is ill-formed, not a "
    "reversal"
)

# (premise, op, pair, exact rewrite)
REWRITES = [
    # class 3: moving a phrase keeps who gives; two third persons of あげる reverse freely
    ("叔母は私に手袋をくれた。", "scramble", "ga-ni", "私に叔母は手袋をくれた。"),
    ("田中さんは鈴木さんに花をあげた。", "np-swap", "ga-ni", "鈴木さんは田中さんに花をあげた。"),
    # item 7: 向かう ending the sentence is the verb, not the postposition に向かって
    ("彼女は東京に向かった。", "scramble", "ga-ni", "東京に彼女は向かった。"),
    ("彼女は東京に向かった。", "np-swap", "ga-ni", "東京は彼女に向かった。"),
]

# (premise, op, pair, exact skip reason)
SKIPS = [
    # class 3: くれる/くださる give toward the speaker; もらう/あげる with a first person keep the speaker's place
    ("叔母は私に手袋をくれた。", "particle-swap", "ga-ni", KURERU.format(verb="くれる")),
    ("叔母は私に手袋をくれた。", "np-swap", "ga-ni", KURERU.format(verb="くれる")),
    ("先生が私に辞書をくださった。", "np-swap", "ga-ni", KURERU.format(verb="くださる")),
    ("私は兄に時計をもらった。", "particle-swap", "ga-ni", EMPATHY.format(verb="もらう")),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
