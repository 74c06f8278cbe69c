"""The causative's error classes found on heldout-n (session 16): a suffix of disposition (忘れやすい, 忘れがち), a state
of habituation in 〜ている (慣れている), a mishap (時計をなくす, 財布を紛失する), a language spoken in the plain non-past
(an ability: フランス語を話しますか), a relation said with あたる (5分の1にあたる, いとこにあたる) and a subjectless time
clause marked as a topic after the subject (…初出場した時は). Acts keep their causative: a language spoken in the past,
あたる with a task (警備にあたる), a time clause without は, 失う (judged right), the other resultatives in 〜ている
(疲れている: judged right); and an object whose phrase holds a frequency or time adverbial of the clause, which the
causative leaves where it stands (毎朝１杯のコーヒーを, 同日、…女を).
"""

from fidelity_cases import rewrite_and_skip_tests

DISPOSITION = (
    "the predicate carries the suffix of disposition {} (忘れやすい, 忘れがち, 読みにくい): it says what the subject tends"
    " to do or finds easy or hard, no act, and the causative would go inside it and make the tendency the causer's"
    " (×ある人が彼に人の名前を忘れさせやすい)"
)
STATE = (
    "the predicate {} is in 〜ている/〜ていた, which with this verb says a state the subject is in (覚えている"
    " 'remembers', 凝っている 'is into', 太っている 'is fat'), not an act in progress: the causative would make it an act"
    " someone makes them do (覚えさせている 'is making … memorise')"
)
MISHAP = (
    "predicate {} is excluded by the rule (mishap_verbs: Verbs of mislaying, being bereaved or missing out (なくす, 紛失,"
    " 置き忘れる, 亡くす, 逃す): what befalls the subject, no act, so no one makes them do it with a make-causative (×ある人が私に時計を"
    "なくさせてしまった). 失う is not here: its causative was judged right (ある人が彼にすべての希望を失わせた), as were"
    " 忘れる and 間違える outside 〜ている)"
)
LANGUAGE = (
    "the predicate {} has a language as its object ({}) in the plain non-past, which says what the subject can do, an"
    " ability (フランス語を話します 'speaks French'), no act: the causative would make it an act someone makes them do,"
    " and the ability would be lost"
)
RELATION = (
    "the predicate {} with {}に says what the subject amounts to or is (5分の1にあたる 'amounts to a fifth', いとこにあたる"
    " 'is a cousin'), a relation, no act: no one makes the subject be in it"
)
TOPIC_TIME = (
    "the subject is followed by a time clause marked as a topic ({}) that has no subject of its own: its subject is the"
    " sentence's, and as a topic it stands outside the caused event, so with a causer as the sentence's subject the time"
    " clause would be read as the causer's"
)

RECURRENCE = (
    "毎朝 in 毎朝１杯のコーヒーを is an adverb of recurrence (how often), not part of the noun phrase: the phrase may move"
    " whole or change its particle in place, not trade places with another"
)

# (premise, op, pair, exact rewrite)
REWRITES = [
    # a language spoken in the past is an act
    ("彼は英語を話した。", "causative", "ga-o", "ある人が彼に英語を話させた。"),
    # an occasion or a habit said: an act, not a bare ability
    ("彼は会議で日本語を話します。", "causative", "ga-o", "ある人が彼に会議で日本語を話させます。"),
    ("彼は毎日英語を話します。", "causative", "ga-o", "ある人が彼に毎日英語を話させます。"),
    ("彼は今日英語を話す。", "causative", "ga-o", "ある人が彼に今日英語を話させる。"),
    # あたる with a task is an act
    ("警察官が現場の警備にあたった。", "causative", "ga", "ある人が警察官を現場の警備にあたらせた。"),
    # a time clause without は stays inside the caused event (judged right, heldout-b)
    (
        "彼女は部屋へ入るとき帽子を取った。",
        "causative",
        "ga-o",
        "ある人が彼女に部屋へ入るとき帽子を取らせた。",
    ),
    # 失う keeps its causative (judged right)
    ("彼はすべての希望を失った。", "causative", "ga-o", "ある人が彼にすべての希望を失わせた。"),
    # the other resultatives in 〜ている keep theirs (疲れさせている: judged right)
    (
        "なぜあなたは今日そんなに疲れているのですか。",
        "causative",
        "ga",
        "なぜある人があなたを今日そんなに疲れさせているのですか。",
    ),
    # the object holds an adverbial of the clause, and the causative leaves it where it stands (heldout-n: judged
    # rewritable)
    (
        "私の父は毎朝１杯のコーヒーを飲みます。",
        "causative",
        "ga-o",
        "ある人が私の父に毎朝１杯のコーヒーを飲ませます。",
    ),
    (
        "愛知県警は同日、春日井市の23歳の女を、殺人容疑で逮捕した。",
        "causative",
        "ga-o",
        "ある人が愛知県警に同日、春日井市の23歳の女を、殺人容疑で逮捕させた。",
    ),
]

# (premise, op, pair, skip reason)
SKIPS = [
    # the passive promotes the object, which would carry the adverb with it: the restriction stays for it
    ("私の父は毎朝１杯のコーヒーを飲みます。", "passive", "ga-o", RECURRENCE),
    ("彼は人の名前を忘れやすい。", "causative", "ga-o", DISPOSITION.format("やすい")),
    ("私達はこのことを忘れがちである。", "causative", "ga-o", DISPOSITION.format("がち")),
    ("彼はよく学校に遅れがちだ。", "causative", "ga", DISPOSITION.format("がち")),
    ("子供は野菜を食べにくい。", "causative", "ga-o", DISPOSITION.format("にくい")),
    ("彼はその仕事に慣れている。", "causative", "ga", STATE.format("慣れる")),
    ("私は時計をなくしてしまった。", "causative", "ga-o", MISHAP.format("なくす")),
    ("彼は財布を紛失した。", "causative", "ga-o", MISHAP.format("紛失")),
    ("あなたは私の言葉をしゃべりますね。", "causative", "ga-o", LANGUAGE.format("しゃべる", "私の言葉を")),
    ("彼女はフランス語を話しますか。", "causative", "ga-o", LANGUAGE.format("話す", "フランス語を")),
    ("罹患者は島民人口の5分の1にあたる。", "causative", "ga", RELATION.format("あたる", "5分の1")),
    ("彼は私のいとこにあたる。", "causative", "ga", RELATION.format("あたる", "いとこ")),
    (
        "北朝鮮は1966年の大会に初出場した時はベスト8に進んでいる。",
        "causative",
        "ga",
        TOPIC_TIME.format("1966年の大会に初出場した時は"),
    ),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
