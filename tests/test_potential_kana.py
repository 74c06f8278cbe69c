"""A potential verb written in kana whose normal form is a kanji 五段 verb (やれる of 遣る) has no passive and no
causative (×この仕事が誰によってやれられますか, ×ある人が誰にこの仕事をやれさせますか), as the potentials spelt like their
verb (読める of 読む) already did; a 下一段 verb of its own (くれる, normal form 呉れる) is no potential.
"""

from fidelity_cases import rewrite_and_skip_tests

POTENTIAL = "potential verb やれる ('can 遣る'): it has no passive or causative"

# (premise, op, pair, exact rewrite)
REWRITES = [
    ("子供が本を読んでいる。", "causative", "ga-o", "ある人が子供に本を読ませている。"),
    ("彼がその仕事をやった。", "causative", "ga-o", "ある人が彼にその仕事をやらせた。"),
]

# (premise, op, pair, skip reason)
SKIPS = [
    ("誰がこの仕事をやれますか。", "causative", "ga-o", POTENTIAL),
    # (誰がこの仕事をやれますか: its passive is now refused first for the question word as a thing's agent)
    ("彼がこの仕事をやれますか。", "passive", "ga-o", POTENTIAL),
    (
        "彼はその本を読める。",
        "causative",
        "ga-o",
        "potential verb 読める ('can 読む'): it has no passive or causative",
    ),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
