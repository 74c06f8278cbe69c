"""The causative on states and non-volitional events (session 10, error class 6 "causer"): a make-causative says
someone makes the subject do something, so a predicate no causer can bring about that way is skipped with its
reason: a verb of what befalls the subject (患う, きたす), what befalls them with 受ける or とる (ショックを受ける,
年をとる), a verb whose 〜ている is a state (覚えている, 凝っている), a trait had in 〜ている (気高い心を持っている), and a
verb of emotion with what the feeling is about marked に (その知らせに驚いた). Acts, also in 〜ている when it is the
act in progress, keep their causative, and so do a thing held in the hand and an emotion verb without its に-phrase.
"""

from fidelity_cases import rewrite_and_skip_tests

STATE = (
    "the predicate {} is in 〜ている/〜ていた, which with this verb says a state the subject is in (覚えている"
    " 'remembers', 凝っている 'is into', 太っている 'is fat'), not an act in progress: the causative would make it an"
    " act someone makes them do (覚えさせている 'is making … memorise')"
)
TRAIT = (
    "the object {} is excluded by the rule ({} is a trait, an ability or a build of the subject's own: had in"
    " 〜ている it is a state, which no one makes them be in; the causative would say someone makes them hold it)"
)
BEFALLS = (
    "the object {} is excluded by the rule ({} is what befalls the subject with this verb (ショックを受ける, 年をとる),"
    " not an act: no one makes them do it, and one who brings it about is said with a verb of its own"
    " (ショックを与える), not the causative)"
)
UNDERGOING = (
    "predicate {} is excluded by the rule (undergoing_verbs: Verbs of what befalls the subject (患う 'suffer from an"
    " illness', 来す 'fall into' confusion or trouble, 病む 'fall ill'): no act of theirs, so no one makes them do"
    " it; their make-causative is not said (×ある人がシーガル氏に長年パーキンソン病を患わせていた,"
    " ×ある人が乗客に混乱をきたさせた))"
)
STIMULUS = (
    "the predicate {} is a verb of emotion with what the feeling is about marked に ({}): its causative makes the"
    " causer the cause of the feeling, and the に-phrase beside it reads wrong (×ある人が老人をその知らせに驚かせた)"
)

# (premise, op, pair, exact rewrite)
REWRITES = [
    # Acts, also in ている as the act in progress
    ("男の子が走っている。", "causative", "ga", "ある人が男の子を走らせている。"),
    ("子供たちが公園で遊んでいる。", "causative", "ga", "ある人が子供たちを公園で遊ばせている。"),
    ("男性がギターを弾いている。", "causative", "ga-o", "ある人が男性にギターを弾かせている。"),
    ("彼はピアノを練習している。", "causative", "ga-o", "ある人が彼にピアノを練習させている。"),
    # 覚える outside ている is 'memorise', an act
    ("彼は英語の単語を覚えた。", "causative", "ga-o", "ある人が彼に英語の単語を覚えさせた。"),
    # a thing held or owned, not a trait (JSICK's 持っている is holding)
    ("子供が水鉄砲を持っている。", "causative", "ga-o", "ある人が子供に水鉄砲を持たせている。"),
    ("彼女は傘を持った。", "causative", "ga-o", "ある人が彼女に傘を持たせた。"),
    ("彼は大きな家を持っている。", "causative", "ga-o", "ある人が彼に大きな家を持たせている。"),
    # what one is made to undergo on purpose
    ("彼は病院で治療を受けた。", "causative", "ga-o", "ある人が彼に病院で治療を受けさせた。"),
    ("学生が試験を受けている。", "causative", "ga-o", "ある人が学生に試験を受けさせている。"),
    # an emotion verb without a に-phrase: the causer is the cause of the feeling
    ("老人が驚いた。", "causative", "ga", "ある人が老人を驚かせた。"),
    ("父が困っている。", "causative", "ga", "ある人が父を困らせている。"),
]

# (premise, op, pair, skip reason)
SKIPS = [
    # a state in ている: ×ある人が私に今でも彼女の名前を覚えさせている ('is making me memorise')
    ("私は今でも彼女の名前を覚えている。", "causative", "ga-o", STATE.format("覚える")),
    ("彼は昔のことをよく覚えていた。", "causative", "ga-o", STATE.format("覚える")),
    ("兄は最近、釣りに凝っている。", "causative", "ga", STATE.format("凝る")),
    ("彼女はとても太っている。", "causative", "ga", STATE.format("太る")),
    ("彼女は数学に優れている。", "causative", "ga", STATE.format("優れる")),
    # a trait had: ×ある人が彼に優しい心を持たせている
    ("彼は優しい心を持っている。", "causative", "ga-o", TRAIT.format("優しい心", "心")),
    ("彼女は音楽の才能を持っていた。", "causative", "ga-o", TRAIT.format("音楽の才能", "才能")),
    # what befalls the subject: ×ある人が祖父に年をとらせている, ×ある人が彼にショックを受けさせた
    ("祖父は年をとっている。", "causative", "ga-o", BEFALLS.format("年", "年")),
    ("彼はその知らせにショックを受けた。", "causative", "ga-o", BEFALLS.format("ショック", "ショック")),
    ("農家が台風で大きな被害を受けた。", "causative", "ga-o", BEFALLS.format("大きな被害", "被害")),
    ("父は長年、糖尿病を患っていた。", "causative", "ga-o", UNDERGOING.format("患う")),
    ("乗客が混乱をきたした。", "causative", "ga-o", UNDERGOING.format("きたす")),
    # an emotion verb with its に-phrase: ×ある人が老人をその知らせに驚かせた
    ("老人はその知らせに驚いた。", "causative", "ga", STIMULUS.format("驚く", "その知らせに")),
    ("彼女は新しい仕事に満足している。", "causative", "ga", STIMULUS.format("満足", "新しい仕事に")),
    ("兄はその映画に感動した。", "causative", "ga", STIMULUS.format("感動", "その映画に")),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
