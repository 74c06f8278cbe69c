"""The causative's and decausative's error classes of session 19 (caus19): a deontic べき, which the causative would
hand to the causer (×ある人が君を彼女に謝らせるべきだ); happenings written in kana (恋におちる; not a kana つく, which
may be 着く and keeps its arrival reason); reaction idioms with the verb in kana (腹をたてる);
missing out on a prize (世界一を逃す, a mishap); やる 'do' with its object unsaid, whose causee takes に
(私にちゃんとやらせます, not ×私を); and 返す 'give back', whose partner 返る is not said of a thing given back
(×図書館に本は返った). Near misses keep their rewrite: the same predicates without べき, a kana verb of no list
(バスにのった), やる with its object, 出る (not a happening), 失う (judged right), and 止める → 止まる.
"""

from fidelity_cases import rewrite_and_skip_tests

OBLIGATION = (
    "the predicate carries べき, an obligation or advice said of its subject: the causer would become the subject of"
    " the causative verb and take the obligation over (×ある人が君を彼女に謝らせるべきだ 'someone ought to make you"
    " apologise'), and the causee's own obligation would be lost"
)
REACTION = (
    "the object 腹 is excluded by the rule (腹 with this verb is an idiom of a reaction (腹を立てる 'get angry'): what"
    " the subject feels in response, no act anyone makes them do)"
)
HAPPENING = (
    "predicate おちる is excluded by the rule (happenings: Things that happen rather than are done: someone"
    ' "making" them reads wrong (太陽を沈ませる, 舌を垂れ下がらせる); Japanese uses a lexical transitive instead'
    " (落とす, 鳴らす), if anything)"
)
BLOCKED = HAPPENING.replace("おちる", "ふさがる")
MISHAP = (
    "predicate 逃す is excluded by the rule (mishap_verbs: Verbs of mislaying, being bereaved or missing out (なくす,"
    " 紛失, 置き忘れる, 亡くす, 逃す): what befalls the subject, no act, so no one makes them do it with a"
    " make-causative (×ある人が私に時計をなくさせてしまった). 失う is not here: its causative was judged right"
    " (ある人が彼にすべての希望を失わせた), as were 忘れる and 間違える outside 〜ている)"
)
MANNER = (
    "the adverb よく judges how well the subject does it, an ability or a performance of their own: no causer can make"
    " someone do it well (×ある人が彼に中国語をとても上手に話させる)"
)
GIVEN_BACK = (
    "predicate 返す is excluded by the rule (restricted_partners: Transitives whose intransitive partner is not said"
    " of the thing the transitive acts on (返す 'give back' → 返る): 返る is said of a return to a former state or"
    " self (我に返る, 生き返る, 静まり返る) and of a thing handed back only in 返ってくる, so a thing given back does"
    " not plainly 返る (×図書館に本は返った, ×2点が返る 'scored back'))"
)

# (premise, op, pair, exact rewrite)
REWRITES = [
    # やる with its object unsaid: the causee takes に (it took を before: ×私をちゃんとやらせますから)
    ("私がちゃんとやりますから。", "causative", "ga", "ある人が私にちゃんとやらせますから。"),
    # やる with its object
    ("私は夕食後に宿題をやった。", "causative", "ga-o", "ある人が私に夕食後に宿題をやらせた。"),
    # the same predicates without べき keep their causative
    ("彼は今すぐにでも戻った。", "causative", "ga", "ある人が彼を今すぐにでも戻らせた。"),
    ("あなたは借金を払った。", "causative", "ga-o", "ある人があなたに借金を払わせた。"),
    # 予定 is a schedule, not an obligation: kept (judged right on heldout-k and heldout-m)
    ("彼は明日来る予定です。", "causative", "ga", "ある人が彼を明日来させる予定です。"),
    # a kana verb of no list keeps its causative (のる, norm 乗る)
    ("彼は公園までバスにのった。", "causative", "ga", "ある人が彼を公園までバスにのらせた。"),
    # 出る is no happening; 失う no mishap (judged right)
    ("彼は試合に出た。", "causative", "ga", "ある人が彼を試合に出させた。"),
    ("彼はすべての希望を失った。", "causative", "ga-o", "ある人が彼にすべての希望を失わせた。"),
    # a 自他 pair said of the thing itself keeps its decausative
    ("彼は車を止めた。", "decausative", "ga", "車は止まった。"),
]

# (premise, op, pair, skip reason)
SKIPS = [
    ("君はその事について彼女に謝るべきだ。", "causative", "ga", OBLIGATION),
    ("あなたは借金を払うべきだ。", "causative", "ga-o", OBLIGATION),
    # kept until session 19 (tests/test_causative_m.py, tests/test_voice_causative_classes.py)
    ("君はその本を読むべきだ。", "causative", "ga-o", OBLIGATION),
    ("彼は早く寝るべきだ。", "causative", "ga", OBLIGATION),
    ("私は隣人を愛すべきである。", "causative", "ga-o", OBLIGATION),
    ("彼は腹をたてた。", "causative", "ga-o", REACTION),
    # よく+やる with its object unsaid: the manner is the reason, not the intransitive rule's list (やる is object_elided)
    ("彼らは期待以上によくやった。", "causative", "ga", MANNER),
    ("彼らはきっと恋におちる。", "causative", "ga", HAPPENING),
    ("今手がふさがっている。", "causative", "ga", BLOCKED),
    ("またアメリカは3回目の女子世界一を逃している。", "causative", "ga-o", MISHAP),
    ("彼女は図書館に本を返した。", "decausative", "ga", GIVEN_BACK),
    # やってくる 'come along' is no やる 'do' without its object: it keeps the reason it had
    (
        "事故の後すぐ警察がやってきた。",
        "causative",
        "ga",
        "the parse links やっ to き, which has no subject of its own in the parse: the tool takes the subject of やっ as"
        " that of き too, and a rewrite of one would change who does the other",
    ),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
