"""Argument-op classes from heldout-h: volitional and imperative predicates (no swap of their fixed subject), に関係なく and (まで)をもって as compound postpositions, idiom chunks (意味をなす, 目をつける, ショックを受ける), and meeting (会う, 出会う) is mutual, so swapping its subject and its に-partner
says the same, no reversal of roles; the symmetry is in the に-partner only, so a で-place of the same clause is still
swapped. Sentences are our own; each case pins the exact skip reason or the exact rewrite that must still appear."""

from fidelity_cases import rewrite_and_skip_tests

SYMMETRIC = (
    "is near-symmetric (AがBに似ている says BがAに似ている too): with the subject and partner swapped the sentence says "
    "the same, which is no reversal of roles"
)

NO_NI = "no に-argument of a predicate with a subject"
NO_WO = "no を-argument of a predicate with a subject"

VOLITIONAL = (
    "the predicate ends the sentence in its volitional form (う/よう), whose subject is the one who speaks"
    " (やってみよう 'let me try'): with the roles reversed another phrase would be the one who intends"
    " (×私をそれがやってみよう), which is ill-formed, not a reversal"
)
IMPERATIVE = (
    "the predicate ends the sentence in its imperative form, whose subject is the one addressed: with the"
    " roles reversed another phrase would be ordered (×宿題が君をしろ), which is ill-formed, not a reversal"
)

SKIPS = [
    # a volitional or imperative predicate fixes its subject: the speaker or the one addressed
    ("僕はこの本を読んでみよう。", "particle-swap", "ga-o", VOLITIONAL),
    ("私が彼を手伝いましょう。", "np-swap", "ga-o", VOLITIONAL),
    ("お前が犯人を捕まえろ。", "particle-swap", "ga-o", IMPERATIVE),
    # に関係なく 'regardless of' (class 1/5): the に-phrase belongs to the postposition, not to a clause of ない
    ("彼は年齢に関係なく友達が多い。", "scramble", "ga-ni", NO_NI),
    ("私は天候に関係なく毎朝走る。", "particle-swap", "ga-ni", NO_NI),
    # をもって 'as of' after a date and まで: no object of 持つ
    ("この部も来年3月までを持って休部にする。", "scramble", "ga-o", NO_WO),
    # idiom chunks (class 10): the noun is part of the predicate, in either spelling and with a modifier
    (
        "その説明は意味をなさない。",
        "scramble",
        "ga-o",
        "意味を is part of the idiom 意味をなす, not an argument of its own",
    ),
    (
        "兄はその土地に目をつけた。",
        "np-swap",
        "ga-o",
        "目を is part of the idiom 目をつける, not an argument of its own",
    ),
    (
        "その知らせを聞いて、父は大きなショックを受けた。",
        "particle-swap",
        "ga-o",
        "大きなショックを is part of the idiom ショックを受ける, not an argument of its own",
    ),
    ("兄は先週先生に会った。", "particle-swap", "ga-ni", f"the predicate 会う {SYMMETRIC}"),
    ("兄は先週先生に会った。", "np-swap", "ga-ni", f"the predicate 会う {SYMMETRIC}"),
    ("姉は偶然昔の同級生に出会った。", "np-swap", "ga-ni", f"the predicate 出会う {SYMMETRIC}"),
]

REWRITES = [
    # the conjecture だろう is no volitional: the swap is a reversal as before
    ("彼は犬を飼っているだろう。", "particle-swap", "ga-o", "彼を犬が飼っているだろう。"),
    # a volitional clause may still be scrambled
    ("僕はこの本を読んでみよう。", "scramble", "ga-o", "この本を僕は読んでみよう。"),
    # 関係ない as the sentence's own predicate keeps its に-partner
    ("それは私に関係ない。", "scramble", "ga-ni", "私にそれは関係ない。"),
    # 受ける with a thing received is no idiom
    ("父は手紙を受けた。", "particle-swap", "ga-o", "父を手紙が受けた。"),
    # the で-place of the same clause is no partner of the symmetry: its swap is a reversal as before
    ("兄は駅で先生に会った。", "particle-swap", "ga-de", "兄で駅が先生に会った。"),
    # meeting may still be scrambled
    ("兄は先週先生に会った。", "scramble", "ga-ni", "先生に兄は先週会った。"),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)


def test_mishap_is_not_mutual(parser):
    """遭う (normalised to 会う) is meeting with a mishap (事故に遭う): not the mutual 会う, so not skipped as one."""
    from stresskit.evaluation.api import perturb

    rows = perturb(
        ["彼は事故に遭った。"], ops=["np-swap"], pairs=["ga-ni"], parser=parser, keep_unchanged=True
    ).rows
    assert [row["skip_reason"] for row in rows] != [f"the predicate 遭う {SYMMETRIC}"]
    assert all("near-symmetric" not in row["skip_reason"] for row in rows)
