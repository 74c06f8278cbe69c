"""The causative's error classes found on heldout-m (session 15): a kana verb whose 連用形 spells a 五段 and an 一段
verb alike (おきます: 置く or 起きる), satiation compounds of 飽きる, a message received (便りをもらう), an adverb judging
the subject's performance (上手に, うまく, よくやる), a wish for another's act (〜てほしい: refused with every voice op,
data/conjugation.yaml) on the predicate, a chunk of asking (事情を聴く) and a verb of reporting to an authority with its report
unsaid (届け出る: に-causee); 住む's causative is written 住まわせる (the causative of 住まう). Acts keep their causative: よく 'often', a thing received (本をもらう), a story heard
(話を聞く), a kana form only one verb spells (おきた) and 届け出る without a に-phrase.
"""

from fidelity_cases import rewrite_and_skip_tests

KANA = (
    "{0} is written in kana and spells the 連用形 of both {1} and {2} (五段 and 一段 verbs share it): which verb it is,"
    " and so its causative ({3} or another), is not known"
)
SATIATION = (
    "predicate {} is excluded by the rule (emotion_verbs: Verbs of emotion (喜ぶ, 悲しむ, 驚く, 怒る, 困る, 楽しむ): their"
    " causative takes the one who feels with を (スミス氏を喜ばせる), so a を-object of theirs (子どもの成功を喜ぶ) cannot"
    " stay beside it (×スミス氏に子どもの成功を喜ばせる, ×スミス氏を子どもの成功を喜ばせる))"
)
UNDERGONE = (
    "the object {} is excluded by the rule ({} is what befalls the subject with this verb (ショックを受ける, 年をとる),"
    " not an act: no one makes them do it, and one who brings it about is said with a verb of its own (ショックを与える),"
    " not the causative)"
)
MANNER = (
    "the adverb {} judges how well the subject does it, an ability or a performance of their own: no causer can make"
    " someone do it well (×ある人が彼に中国語をとても上手に話させる)"
)
OBLIGATION = "predicate is negated inside the obligation {} (a negation built into the modal)"
WISH = "〜てほしい (wishing someone would act): its subject is the one who wishes, not the agent of the verb before it"
ASKING = (
    "the object {} is excluded by the rule ({} with this verb asks someone for it (事情を聴く 'question someone'): its"
    " causative 聞かせる would read as 'tell', the asked one's act, not the asker's)"
)
MESSAGE = (
    "predicate 届け出る is excluded by the rule (message_verbs: Verbs of promising, asking and informing (約束する, 誓う,"
    " 依頼する, 連絡する): they take a message, said or unsaid (来ると約束する, 協力を依頼する), so their causee takes に"
    " (彼に…約束させる), never を (×彼を来ると私に約束させる))"
)

KANA_SUMU = (
    "predicate すむ is excluded by the rule (lexical_causative_verbs: Verbs whose causative is a lexical verb of its own"
    " (知る → 知らせる 'inform'; 着る → 着せる 'dress someone'; 浴びる → 浴びせる), which the op does not write, and 住む in"
    " kana (すむ, which may be 済む))"
)

# (premise, op, pair, exact rewrite)
REWRITES = [
    # (a deontic べき kept its causative here until session 19; it is skipped since caus19, the obligation moving onto
    # the causer: tests/test_s19_caus19.py)
    # よく 'often' is no judgement of performance
    ("彼はよく図書館に行く。", "causative", "ga", "ある人が彼をよく図書館に行かせる。"),
    # (彼は英語を話す, a language in the plain non-past, is an ability since heldout-n: tests/test_causative_n.py)
    ("彼は英語を話している。", "causative", "ga-o", "ある人が彼に英語を話させている。"),
    # a thing received and a story heard keep their causative
    ("彼は友人から本をもらった。", "causative", "ga-o", "ある人が彼に友人から本をもらわせた。"),
    ("私は彼からその話を聞いた。", "causative", "ga-o", "ある人が私に彼からその話を聞かせた。"),
    # 住む's causative is 住まわせる, built on 住まう (judged right on heldout-m)
    ("スミスは３年間京都に住んでいる。", "causative", "ga", "ある人がスミスを３年間京都に住まわせている。"),
    ("家族は郊外に住みます。", "causative", "ga", "ある人が家族を郊外に住まわせます。"),
    # 届け出る with no に-phrase: the causee takes に
    ("住民がすぐに届け出た。", "causative", "ga", "ある人が住民にすぐに届け出させた。"),
]

# (premise, op, pair, skip reason)
SKIPS = [
    ("私は毎朝６時におきます。", "causative", "ga", KANA.format("おき", "おく", "起きる", "おかせます")),
    (
        "彼は図書館で本をかります。",
        "causative",
        "ga-o",
        KANA.format("かり", "かりる", "かる", "かりさせます"),
    ),
    ("彼はテレビを見飽きている。", "causative", "ga-o", SATIATION.format("見飽きる")),
    ("私はその話を聞き飽きた。", "causative", "ga-o", SATIATION.format("聞き飽きる")),
    ("彼は友人からよく便りをもらう。", "causative", "ga-o", UNDERGONE.format("便り", "便り")),
    ("彼女は英語をとても上手に話す。", "causative", "ga-o", MANNER.format("上手に")),
    ("彼はその道具をうまく使った。", "causative", "ga-o", MANNER.format("うまく")),
    ("彼らは期待以上によくやった。", "causative", "ga", MANNER.format("よく")),
    ("あなたは宿題をしなければならない。", "causative", "ga-o", OBLIGATION.format("なければならない")),
    ("私はこの本を読んでほしい。", "causative", "ga-o", WISH),
    ("警察が男性から事情を聴いている。", "causative", "ga-o", ASKING.format("事情", "事情")),
    ("住民が警察に届け出た。", "causative", "ga", MESSAGE),
    # a kana すむ may be 済む
    ("私は東京にすんでいる。", "causative", "ga", KANA_SUMU),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
