"""The causative's error classes found on heldout-k (session 13): the causee of a verbal noun not known to be
intransitive (告訴する with its object unsaid takes に, never を) and of a verb of believing with a と-complement
(思いこむ: に), the causee's に that would read as the addressee of a verb of conveying news with its object unsaid
(伝える, 報じる), verbs with no make-causative (くれる, くださる; a toll of people with 出る; a sanction undergone with
受ける; a resolved state in ている) and a causer that would split a compound or a name (毎日|新聞). Acts keep their
causative: listed intransitive verbal nouns, a pronoun after a time noun, a conveying verb with its object said,
what one is sent to undergo (健康診断を受ける) and もらう.
"""

from fidelity_cases import rewrite_and_skip_tests

NOT_INTRANSITIVE = (
    "the predicate {}する is a verbal noun not known to be intransitive: if it takes an object left unsaid (告訴する,"
    " 覚悟する), its causee takes に, and を would read as that object (×男性を告訴させた 'had someone sue the man'),"
    " which the op cannot tell"
)
CONVEYING = (
    "the predicate {} conveys news to someone and its object is unsaid: the causee's に would read as the one told or"
    " the paper it is told in (…各社に伝えさせた 'had it conveyed to the papers'), not as the one who tells"
)
COMPOUND = (
    "{0} stands right before the clause's first phrase with no particle or punctuation between them: {0}{1} may be"
    " one compound or name, which a phrase inserted there would split"
)
TOLL = (
    "the subject {} is excluded by the rule (死者 counts the people an event leaves, with a verb of occurring"
    " (死者が出た 'there were deaths'): they do nothing that anyone makes them do, so the causative is not said"
    " (×ある人が死者を出させた)"
)
UNDERGONE = (
    "the object {} is excluded by the rule ({} is what befalls the subject with this verb (ショックを受ける, 年をとる),"
    " not an act: no one makes them do it, and one who brings it about is said with a verb of its own (ショックを与える),"
    " not the causative)"
)
GIVING = (
    "predicate {} is excluded by the rule (deictic_giving_verbs: Verbs of giving toward the speaker's side (くれる,"
    " くださる): who gives is fixed by the speaker's viewpoint, and they have no make-causative"
    " (×ある人が彼に時々電話をくれさせます))"
)
STATE = (
    "the predicate {} is in 〜ている/〜ていた, which with this verb says a state the subject is in (覚えている"
    " 'remembers', 凝っている 'is into', 太っている 'is fat'), not an act in progress: the causative would make it an act"
    " someone makes them do (覚えさせている 'is making … memorise')"
)

# (premise, op, pair, exact rewrite)
REWRITES = [
    # listed intransitive verbal nouns keep the を-causee
    ("彼は会議に出席した。", "causative", "ga", "ある人が彼を会議に出席させた。"),
    ("選手たちは大会に出場した。", "causative", "ga", "ある人が選手たちを大会に出場させた。"),
    ("祖父は長生きした。", "causative", "ga", "ある人が祖父を長生きさせた。"),
    # a transitive verbal noun with its object unsaid: に
    ("女性はすぐに告訴した。", "causative", "ga", "ある人が女性にすぐに告訴させた。"),
    # a time noun before a pronoun is no compound
    ("昨日彼が来た。", "causative", "ga", "昨日ある人が彼を来させた。"),
    # a verb of conveying with its object said, what one is sent to undergo, and もらう keep their causative
    ("先生はその結果を伝えた。", "causative", "ga-o", "ある人が先生にその結果を伝えさせた。"),
    ("学生は健康診断を受けた。", "causative", "ga-o", "ある人が学生に健康診断を受けさせた。"),
    (
        "彼は友人からプレゼントをもらった。",
        "causative",
        "ga-o",
        "ある人が彼に友人からプレゼントをもらわせた。",
    ),
    # a verb of believing with a と-complement takes a に-causee (the parse hangs 病気 elsewhere)
    ("兄は、弟が病気だと思いこんでいた。", "causative", "ga", "ある人が兄に、弟が病気だと思いこませていた。"),
    ("私は彼が犯人だと信じこんでいた。", "causative", "ga", "ある人が私に彼が犯人だと信じこませていた。"),
    # a person coming out of somewhere is an act
    ("乗客が出口から出た。", "causative", "ga", "ある人が乗客を出口から出させた。"),
]

QUOTED = (
    "the predicate takes a quoted complement (…と), as a verb of saying or thinking does: its causee may take に"
    " (…と言わせる) rather than を, which the op cannot tell"
)

# (premise, op, pair, skip reason)
SKIPS = [
    # a quotative と right before an unlisted predicate is its complement, whatever the parse hangs it on
    ("彼は、それが本物だと感じた。", "causative", "ga", QUOTED),
    ("男は、計画が完璧だとうぬぼれていた。", "causative", "ga", QUOTED),
    # a verbal noun not listed as intransitive may have its object unsaid
    ("彼はついに覚悟した。", "causative", "ga", NOT_INTRANSITIVE.format("覚悟")),
    ("彼女はすぐに謝罪した。", "causative", "ga", NOT_INTRANSITIVE.format("謝罪")),
    # a resolved state in ている
    ("彼はすでに覚悟していた。", "causative", "ga", STATE.format("覚悟")),
    ("彼は死を覚悟していた。", "causative", "ga-o", STATE.format("覚悟")),
    ("地元の新聞が報じた。", "causative", "ga", CONVEYING.format("報ずる")),
    ("毎日新聞が発表した。", "causative", "ga", COMPOUND.format("毎日", "新聞")),
    ("事故で多くの死者が出た。", "causative", "ga", TOLL.format("多くの死者")),
    ("その選手は出場停止処分を受けた。", "causative", "ga-o", UNDERGONE.format("出場停止処分", "処分")),
    ("会社は当局から指摘を受けた。", "causative", "ga-o", UNDERGONE.format("指摘", "指摘")),
    ("先生がいつも本をくださる。", "causative", "ga-o", GIVING.format("くださる")),
    ("彼は時々手紙をくれる。", "causative", "ga-o", GIVING.format("くれる")),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
