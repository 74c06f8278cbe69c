"""Voice classes from heldout-q's judged errors (session 18, second pass, vc18c): strong wishes held and a rank held
are states in ている (切望している, 占めている: no causative); a resolve or a conviction has no passive with the person as
agent (×禁煙は父によって決意された); a record kept with つける has no decausative (×日記はついた); a natural force
marked で caused the event, so no person causer (×ある人が壁を地震で崩した); weariness with its source
marked に has no causer beside it (×ある人が私を勉強に疲れさせた). Each with a near miss that is still
rewritten. Real parses."""

from __future__ import annotations

from fidelity_cases import rewrite_and_skip_tests

STATE = (
    "the predicate {0} is in 〜ている/〜ていた, which with this verb says a state the subject is in (覚えている"
    " 'remembers', 凝っている 'is into', 太っている 'is fat'), not an act in progress: the causative would make it an"
    " act someone makes them do (覚えさせている 'is making … memorise')"
)
RESOLVE = (
    "predicate {0} is excluded by the rule (resolving_verbs: Verbal nouns of a resolve or a conviction the subject"
    " comes to hold (決意する, 決心する, 覚悟する, 確信する, 自覚する): the object is the content of the subject's own"
    " mind, no thing acted on, and its passive with the person as agent is unnatural (×禁煙は父によって決意された))"
)
RECORD = (
    "the causee {0} is excluded by the rule ({1} is a record one keeps by writing in it: with this verb it says"
    " 'keep a record', and the intransitive partner has no such sense)"
)
WEARY = (
    "the predicate 疲れる is a verb of emotion with what the feeling is about marked に ({0}): its causative makes the"
    " causer the cause of the feeling, and the に-phrase beside it reads wrong (×ある人が老人をその知らせに驚かせた)"
)
NATURAL = (
    "{0} names a natural force that caused the event: with a person as the causer it would read as that person's"
    " means (×ある人が壁を地震で崩した)"
)

SKIPS = [
    # heldout-q class 6: ×ある人が私たちに君の試験での成功を切望させている
    ("私たちは君の試験での成功を切望している。", "causative", "ga-o", STATE.format("切望")),
    # heldout-q class 6: ×…世界第1位および第2位を占めさせている
    (
        "アメリカ合衆国と中国は、代表的な温室効果ガスである二酸化炭素の排出量で世界第1位および第2位を占めている。",
        "causative",
        "ga-o",
        STATE.format("占める"),
    ),
    # heldout-q class 4: ×禁煙は父によって決意された; heldout-c: ×彼の成功は私達によって確信されている
    ("父は禁煙を決意した。", "passive", "ga-o", RESOLVE.format("決意")),
    ("彼は成功を確信している。", "passive", "ga-o", RESOLVE.format("確信")),
    # heldout-q class 10: ×旅行の間日記はついた
    ("彼は旅行の間日記をつけた。", "decausative", "ga", RECORD.format("旅行の間日記", "日記")),
    ("彼は毎日家計簿をつけている。", "decausative", "ga", RECORD.format("家計簿", "家計簿")),
    # heldout-q class 6: ×ある人が私を勉強に疲れさせた
    ("私は勉強に疲れた。", "causative", "ga", WEARY.format("勉強に")),
    ("彼は仕事に疲れている。", "causative", "ga", WEARY.format("仕事に")),
    # heldout-q class 6: ×ある人が壁を地震で崩した
    ("壁が地震で崩れた。", "causative", "ga", NATURAL.format("地震で")),
    ("家が台風で倒れた。", "causative", "ga", NATURAL.format("台風で")),
]

REWRITES = [
    # outside ている the wish is an event that can be caused
    ("私たちは君の成功を切望した。", "causative", "ga-o", "ある人が私たちに君の成功を切望させた。"),
    # 一人占め is an act (judged right on heldout-i)
    (
        "彼女は大きな部屋を一人占めしている。",
        "causative",
        "ga-o",
        "ある人が彼女に大きな部屋を一人占めさせている。",
    ),
    # a thing wished for keeps its passive (judged right on heldout-f)
    ("人々は平和を熱望していた。", "passive", "ga-o", "平和は人々によって熱望されていた。"),
    # a light switched on keeps its decausative (judged right on heldout-g)
    ("私はライトをつけた。", "decausative", "ga", "ライトはついた。"),
    # no source of the weariness: the causative stays (judged right on heldout-b)
    (
        "なぜあなたは今日そんなに疲れているのですか。",
        "causative",
        "ga",
        "なぜある人があなたを今日そんなに疲れさせているのですか。",
    ),
    # no natural force: the lexical causative stays
    ("壁が昨日崩れた。", "causative", "ga", "ある人が壁を昨日崩した。"),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
