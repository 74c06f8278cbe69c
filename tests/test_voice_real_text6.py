"""The voice ops on the error classes of the sixth held-out draw (issue 20, heldout-f): a を-object that names the
subject's own role or post (店長を勤める, 議長を務める) and the stative verbs of needing and having (治療を要する,
権利を有する), whose passive Japanese does not use (the Tanaka + Wikinews text the case-frame lexicon counts has
none: benchmarks/voice_attestation_gate.py), and the passive of a verb of creation in 〜ている with a topic subject,
which reads as the result (手紙は兄によって書かれている), not as the act in progress. Sentences of our own: the rewrites that must be made and the ones
that must now be skipped, with their exact reasons.
"""

from fidelity_cases import rewrite_and_skip_tests
from voice_reasons import flip_by_thing, specific_agent, thing_passive

ROLE = (
    "predicate {} is excluded by the rule (role_verbs: Verbs whose を-object names the subject's own role or post"
    " (店長を勤める, 議長を務める, 要職を歴任する): the object is no thing acted on, so the verb has no natural passive"
    " and no role to reverse)"
)
REQUIREMENT = (
    "predicate {} is excluded by the rule (requirement_verbs: Stative verbs of needing and having (治療を要する,"
    " 権利を有する, 大軍を擁する): the subject is in a state, it does not act on the object, so the verb has no natural"
    " passive or causative and no role to reverse)"
)

RESULTATIVE = (
    "the predicate is a verb of creation in 〜ている with a topic subject: its passive would make the thing made the"
    " topic and read as the resulting state (手紙は兄によって書かれている 'the letter is written by my brother'), not"
    " as the act in progress the active can say"
)
GLUE = (
    "dropping {0} would put {1} right before {2}; {1} names no person, animal or organisation, so the two read as"
    " one noun phrase ({1}{2})"
)

# (premise, op, pair, exact rewrite)
REWRITES = [
    # 1. A role verb keeps its causative: someone made him serve as chair.
    ("兄は去年委員会の議長を務めた。", "causative", "ga-o", "ある人が兄に去年委員会の議長を務めさせた。"),
    # … playing a part is no role held: 演じる keeps its passive (with an organisation as agent; with a person,
    # a thing's passive of a native verb is skipped: see SKIPS)
    ("その劇団がその役を演じた。", "passive", "ga-o", "その役がその劇団によって演じられた。"),
    # 2. Owning is no requirement verb: 所有する keeps its passive
    (
        "その会社は三つの工場を所有している。",
        "passive",
        "ga-o",
        "三つの工場はその会社によって所有されている。",
    ),
    # 4. particle-delete: an animal (the one recogniser) keeps apart from the next noun
    ("犬がボールを追いかけている。", "particle-delete", "ga-o", "犬ボール追いかけている。"),
]
# (premise, op, pair, skip reason)
SKIPS = [
    # 3. A verb of creation with a relative as its agent: since session 13 (fix-thing-passive) only a named author
    # keeps it (箱はクミによって作られた); a relative's is skipped like a pronoun's
    ("母がケーキを作っている。", "passive", "ga-o", specific_agent("ケーキ", "母", "母 names a relative")),
    ("兄は昨日手紙を書いた。", "passive", "ga-o", specific_agent("手紙", "兄", "兄 names a relative")),
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
    ("その患者はすぐに手術を要する。", "causative", "ga-o", REQUIREMENT.format("要する")),
    # 3. A verb of creation in 〜ている with a topic subject: the passive reads as the result.
    ("兄は部屋で手紙を書いている。", "passive", "ga-o", RESULTATIVE),
    # … and its flip: a thing as the new によって agent reads as a cause or a means (×兄は部屋で手紙によって書かれて
    # いる, the second judge on the dev sets)
    ("兄は部屋で手紙を書いている。", "voice-flip", "ga-o", flip_by_thing("手紙")),
    ("有名な俳優がその役を演じた。", "passive", "ga-o", thing_passive("その役", "演ずる", "有名な俳優")),
    ("父は小説を書いていますか。", "passive", "ga-o", RESULTATIVE),
    ("その建築家は新しい橋を設計していた。", "passive", "ga-o", RESULTATIVE),
    # 4. particle-delete: the head of the compound decides (the one recogniser): a children's pool is no person, so
    # 子供用プール水 would read as one noun phrase (the old word lists took 子供 anywhere in the compound)
    ("子供用プールが水をためている。", "particle-delete", "ga-o", GLUE.format("が", "子供用プール", "水")),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)


# The ops' and the derivations' own animate checks call the one recogniser (parsing/animacy.py): the head of the
# compound decides, so a cat toilet (猫用トイレ, read as animate by the old word lists, which took any word of the
# compound) names no animal, while a person suffix (子供たち), a name and an organisation (警察) are recognised.
ANIMATE_PHRASES = [
    ("猫用トイレ", False),
    ("子供たち", True),
    ("警察", True),
    ("机", False),
    ("田中さん", True),
]


def test_names_animate_reads_the_head(parser):
    from stresskit.operations.derivation import names_animate
    from stresskit.operations.primitives import _is_animate

    found = []
    for phrase, _ in ANIMATE_PHRASES:
        doc = parser.parse([f"{phrase}がある。"])[f"{phrase}がある。"]
        end = next(token.i for token in doc if token.text == "が")
        found.append((phrase, names_animate(doc, end), _is_animate(doc[0:end])))
    assert found == [(phrase, animate, animate) for phrase, animate in ANIMATE_PHRASES]
