"""The voice ops' error classes of session 19's second pass (vc19b, heldout-r): a causative ending in the volitional
(×ある人が私達をどこでバスに乗らせましょう: the volitional's subject is the speaker); an adverb in にも judging the
subject (×ある人が彼を勇敢にもそこへ行かせた: it would judge the causer); envy, an emotion like 羨む
(×ある人がみんなに私の成功をねたませた); an illness marked により made the subject of the active (×熱中症が…を病院に
搬送した); and a te-clause chained into a subjectless relative clause, whose understood subject
it shares (×幸満ちゃんが何者かに連れ去られて、発見現場で遺体を置き去りにした…). Near misses keep their rewrite: the
conjecture でしょう, the same clause without the adverb, 祝う (no emotion verb), a person によって, a natural force (地震が家を壊した, tests/test_voice_l.py), and the te-clause
alone.
"""

from fidelity_cases import rewrite_and_skip_tests

VOLITIONAL = (
    "the predicate ends the sentence in its volitional form (〜う/よう, 〜ましょう), whose subject is the one who speaks"
    " or proposes: on the causative verb it would make the causer ある人 the one who proposes"
    " (×ある人が私達をどこでバスに乗らせましょう), which is ill-formed"
)
BRAVELY = (
    "the adverb 勇敢にも judges the subject for doing the act: on the causative it would judge the causer, who becomes"
    " the subject (×ある人が彼を勇敢にもそこへ行かせた), and what it says of the subject is lost"
)
ENVY = (
    "predicate ねたむ is excluded by the rule (emotion_verbs: Verbs of emotion (喜ぶ, 悲しむ, 驚く, 怒る, 困る, 楽しむ):"
    " their causative takes the one who feels with を (スミス氏を喜ばせる), so a を-object of theirs (子どもの成功を喜ぶ)"
    " cannot stay beside it (×スミス氏に子どもの成功を喜ばせる, ×スミス氏を子どもの成功を喜ばせる))"
)
HOSPITAL = (
    "the agent 病院 is not recognised as a person, an animal or a vehicle (no lexicon word, name suffix, person-name"
    " tag or entity label shows it), which this rule needs here"
)
CHAINED = (
    "連れ去っ ends in a form that chains it to the next predicate, し, a relative clause with no subject of its own in"
    " the parse: its understood subject is the subject of 連れ去っ, and a rewrite of one would change who does the"
    " other"
)
ABDUCTION = (
    "その後何者かが幸満ちゃんを連れ去って、発見現場で遺体を置き去りにした死体遺棄の疑いがもたれている。"
)

# (premise, op, pair, exact rewrite)
REWRITES = [
    # the conjecture でしょう is no volitional: kept
    ("彼はバスで駅に来るでしょう。", "causative", "ga", "ある人が彼をバスで駅に来させるでしょう。"),
    # without the adverb
    ("彼はそこへ行った。", "causative", "ga", "ある人が彼をそこへ行かせた。"),
    # 祝う is an act, not an emotion verb
    ("彼は私の成功を祝った。", "causative", "ga-o", "ある人が彼に私の成功を祝わせた。"),
    # a person によって stays the agent
    ("この写真は彼によって撮影された。", "active", "ga-o", "彼はこの写真を撮影した。"),
    # the te-clause alone, with no relative clause after it
    ("その後何者かが幸満ちゃんを連れ去った。", "passive", "ga-o", "その後幸満ちゃんが何者かに連れ去られた。"),
    # the relative clause is on the next clause's own subject, a person (JSICK test): its subject is 男性, not the
    # te-clause's
    (
        "緑色の服を着た男性がサッカーボールを蹴っていて、紫色と白の服を着た男性が起き上がっている",
        "passive",
        "ga-o",
        "サッカーボールが緑色の服を着た男性に蹴られていて、紫色と白の服を着た男性が起き上がっている",
    ),
]

# (premise, op, pair, skip reason)
SKIPS = [
    ("私達はどこでバスに乗りましょう。", "causative", "ga", VOLITIONAL),
    ("私たちはどこでバスに乗りましょうか。", "causative", "ga", VOLITIONAL),
    ("私が花の世話をしましょう。", "causative", "ga-o", VOLITIONAL),
    ("彼は勇敢にもそこへ行った。", "causative", "ga", BRAVELY),
    ("みんなが私の成功をねたんだ。", "causative", "ga-o", ENVY),
    # 熱中症 (illness_causes) is no agent; the rule that is left takes 病院に as the agent and finds no person
    (
        "また、東京都では、14日午後10時までに男性20人と女性5人が熱中症により病院に搬送された。",
        "active",
        "ga-o",
        HOSPITAL,
    ),
    (ABDUCTION, "passive", "ga-o", CHAINED),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
