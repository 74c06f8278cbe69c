"""The causative on what happens by chance or by itself (session 12, error class 6 "causer"): a make-causative says
someone makes the subject do something, so a clause that says the event happened by chance or without intent (an
adverb of chance or inadvertence: 偶然, たまたま, うっかり, ふと), a verb of happening upon (出くわす, 見かける), a verb
of arriving (着く, not 席に着く), a reciprocal feeling (愛し合う) and a natural event (地震が起きた) are skipped with
their reason. Acts keep their causative: つい before a time (つい最近), an adverb inside a phrase of another clause,
a seat or a post taken (席に着く, 眠りにつく), 到着 and reciprocal acts (助け合う).
"""

from fidelity_cases import rewrite_and_skip_tests

CHANCE = (
    "the adverb {} says the event happened by chance or without the subject meaning it, so no one made them do it:"
    " a causer contradicts it (×ある人が彼に偶然その光景を見させた)"
)
ARRIVAL = (
    "the predicate {} says arriving, the outcome of a journey, not an act one is made to do: no one makes a person"
    " arrive (×ある人が彼を明日パリにつかせる); taking a seat or a post (席に着く, 眠りにつく) would keep its causative"
)
ENCOUNTER = (
    "predicate {} is excluded by the rule (encounter_verbs: Verbs of happening upon someone or something (通りかかる,"
    " 出くわす, 行き当たる, 巡り合う, 居合わせる, 見かける): what chance brings, not an act; no one makes the subject"
    " do it (×ある人が私を昔の友人に出くわさせた))"
)
RECIPROCAL = (
    "predicate {} is excluded by the rule (reciprocal_feelings: Reciprocal verbs of a feeling or an attitude held"
    " (愛し合う, 憎み合う, 信じ合う, 分かり合う): a state two people are in towards each other, which no one makes them"
    " be in (×ある人が両親をお互いに愛し合わせている); reciprocal acts (助け合う, 話し合う) keep their causative)"
)

NOT_AGENT = (
    "the subject {} is not recognised as a person, an animal, a vehicle or an organisation (no lexicon word, name"
    " suffix, person-name tag or entity label shows it), which this rule needs here"
)

# (premise, op, pair, exact rewrite)
REWRITES = [
    # つい before a time says how recent, not inadvertence
    ("彼はつい最近結婚した。", "causative", "ga", "ある人が彼をつい最近結婚させた。"),
    # 偶然 as a noun (偶然の一致, 偶然性) names a thing, not how the act happened
    ("彼女は偶然の一致を指摘した。", "causative", "ga-o", "ある人が彼女に偶然の一致を指摘させた。"),
    ("彼は偶然性を研究した。", "causative", "ga-o", "ある人が彼に偶然性を研究させた。"),
    # the verb つい of について is no adverb
    ("男性がボールについて話している。", "causative", "ga", "ある人が男性にボールについて話させている。"),
    # a seat, a post or sleep taken with 着く/つく is an act; 到着 keeps its causative (judged right twice)
    ("父はテーブルの自分の席に着いた。", "causative", "ga", "ある人が父をテーブルの自分の席に着かせた。"),
    ("少女は眠りについた。", "causative", "ga", "ある人が少女を眠りにつかせた。"),
    ("私たちはローマのホテルに到着した。", "causative", "ga", "ある人が私たちをローマのホテルに到着させた。"),
    # reciprocal acts
    ("その男と妻は互いに助け合った。", "causative", "ga", "ある人がその男と妻を互いに助け合わせた。"),
    # an accident someone causes is not a natural event
    ("事故が起こった。", "causative", "ga", "ある人が事故を起こした。"),
    # meeting someone can be arranged (会わせる)
    ("私は再び彼に会った。", "causative", "ga", "ある人が私を再び彼に会わせた。"),
]

# (premise, op, pair, skip reason)
SKIPS = [
    # an adverb of chance or inadvertence governs the predicate
    ("彼は偶然その光景を見た。", "causative", "ga-o", CHANCE.format("偶然")),
    ("彼は偶然宝物を見つけた。", "causative", "ga-o", CHANCE.format("偶然")),
    ("私は偶然彼に出会った。", "causative", "ga", CHANCE.format("偶然")),
    ("私たちはたまたま同じ電車に乗っていた。", "causative", "ga", CHANCE.format("たまたま")),
    ("私はうっかり財布を忘れた。", "causative", "ga-o", CHANCE.format("うっかり")),
    ("彼はふと窓の外を見た。", "causative", "ga-o", CHANCE.format("ふと")),
    ("彼はつい甘いものを食べてしまう。", "causative", "ga-o", CHANCE.format("つい")),
    # arriving
    ("１０分歩くと、私は駅に着いた。", "causative", "ga", ARRIVAL.format("着く")),
    ("彼は明日パリにつくでしょう。", "causative", "ga", ARRIVAL.format("つく")),
    # happening upon
    ("私は昔の友人に出くわした。", "causative", "ga", ENCOUNTER.format("出くわす")),
    ("彼はその場に居合わせた。", "causative", "ga", ENCOUNTER.format("居合わせる")),
    ("私は駅で先生を見かけた。", "causative", "ga-o", ENCOUNTER.format("見かける")),
    ("男が公園を通りかかった。", "causative", "ga-o", ENCOUNTER.format("通りかかる")),
    # a reciprocal feeling
    ("両親はお互いに愛し合っている。", "causative", "ga", RECIPROCAL.format("愛し合う")),
    ("彼らは互いに信じ合っている。", "causative", "ga", RECIPROCAL.format("信じ合う")),
    # a natural event: the lexical transitive (×ある人が大きな地震を起こした) is refused too
    ("大きな地震が起きた。", "causative", "ga", NOT_AGENT.format("大きな地震")),
    ("偶然ドアが開いた。", "causative", "ga", CHANCE.format("偶然")),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
