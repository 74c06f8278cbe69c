"""The voice ops on the error classes of the sixth held-out draw (issue 20, heldout-f): a を-object that names the
subject's own role or post (店長を勤める, 議長を務める) and the stative verbs of needing and having (治療を要する,
権利を有する), whose passive Japanese does not use (the Tanaka + Wikinews text the case-frame lexicon counts has
none: benchmarks/voice_attestation_gate.py). Sentences of our own: the rewrites that must be made and the ones
that must now be skipped, with their exact reasons.
"""

from fidelity_cases import rewrite_and_skip_tests

ROLE = (
    "predicate {} is excluded by the rule (role_verbs: Verbs whose を-object names the subject's own role or post"
    " (店長を勤める, 議長を務める, 要職を歴任する): the object is no thing acted on, so the verb has no natural passive"
    " and no role to reverse)"
)
REQUIREMENT = (
    "predicate {} is excluded by the rule (requirement_verbs: Stative verbs of needing and having (治療を要する,"
    " 権利を有する, 大軍を擁する): the subject is in a state, it does not act on the object, so the verb has no natural"
    " passive and no role to reverse)"
)

# (premise, op, pair, exact rewrite)
REWRITES = [
    # 1. A role verb keeps its causative: someone made him serve as chair.
    ("兄は去年委員会の議長を務めた。", "causative", "ga-o", "ある人が兄に去年委員会の議長を務めさせた。"),
    # … playing a part is no role held: 演じる keeps its passive
    ("有名な俳優がその役を演じた。", "passive", "ga-o", "その役が有名な俳優によって演じられた。"),
    # 2. Owning is no requirement verb: 所有する keeps its passive
    ("その会社は三つの工場を所有している。", "passive", "ga-o", "三つの工場はその会社によって所有されている。"),
]
# (premise, op, pair, skip reason)
SKIPS = [
    # 1. The role or post the subject holds is no object.
    ("兄は去年委員会の議長を務めた。", "passive", "ga-o", ROLE.format("務める")),
    ("兄は去年委員会の議長を務めた。", "voice-flip", "ga-o", ROLE.format("務める")),
    ("父は長年その工場の工場長を勤めていた。", "passive", "ga-o", ROLE.format("勤める")),
    ("父は長年その工場の工場長を勤めていた。", "voice-flip", "ga-o", ROLE.format("勤める")),
    ("彼女は政府の要職を歴任した。", "passive", "ga-o", ROLE.format("歴任")),
    # 2. Stative verbs of needing and having.
    ("その患者はすぐに手術を要する。", "passive", "ga-o", REQUIREMENT.format("要する")),
    ("その患者はすぐに手術を要する。", "voice-flip", "ga-o", REQUIREMENT.format("要する")),
    ("国民は投票の権利を有する。", "passive", "ga-o", REQUIREMENT.format("有する")),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
