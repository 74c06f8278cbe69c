"""The voice ops on the error classes of the fifth held-out draw (issue 20, heldout-e): the を of leaving a post or a
job and of an event one is absent from (大統領を辞任する, 会議を欠席する), verbs of losing, an attitude shown (懸念を示す),
the generic object of a habit (彼はよく酒を飲む), the passive spelt as the potential (見られる), idioms (面倒を見る,
命を失う), wh-words and demonstratives as the flip's agent, and the causative of a desiderative, of a body's emission,
of a verb whose を-phrase the parse hangs elsewhere, of a vehicle and of a figure changing to a number. Every class
with sentences of our own: the rewrites that must be made and the ones that must now be skipped, with their exact
reasons.
"""

from fidelity_cases import rewrite_and_skip_tests
from voice_reasons import thing_passive

SOURCE = (
    "predicate {} is excluded by the rule (source_verbs: Intransitive verbs of leaving, whose を marks the place, post"
    " or job left or the event one is absent from (家を出る, 大学を卒業する, 大統領を辞任する, 会社を辞める, 会議を欠席する),"
    " not an object: it has no passive and no role to reverse)"
)
LOSS = (
    "predicate {} is excluded by the rule (loss_verbs: Verbs of losing (失う, 亡くす, なくす) and of missing out (逃す,"
    " 逸する): the subject suffers the loss, it does not act on what is lost, so the verb has no agentive passive and no"
    " role to reverse)"
)
ACHIEVED = (
    "the object {} is excluded by the rule (achieved_states: Nouns of a score, a grade, a qualification, leave or a"
    " fit of temper the subject achieves or goes through (満点を取る, よい成績を取る, 休暇を取る, 癇癪を起こす): the"
    " を-phrase is no thing acted on, so it has no natural passive)"
)
ATTITUDE = (
    "the object {} is excluded by the rule ({} is the subject's own attitude or feeling that the verb shows or holds:"
    " no thing acted on, so its passive is unnatural and it is no agent)"
)
HABIT = (
    "the object {0} is excluded by the rule ({0} is a bare noun, the generic object of a habit ({1}): as a passive's"
    " subject or the flip's agent a generic thing is unnatural)"
)
PRONOUN = (
    "the object {} is excluded by the rule (thing_pronouns: A wh-word or a demonstrative pronoun for a thing (何, どれ,"
    " これ, それ): as the flip's agent it reads as a cause or a means, not as who acted (×彼は何によって見物されたのか,"
    " ×これによって首相は拒否された 'the prime minister was refused because of this'))"
)
IDIOM = "{} is part of the idiom {}, not an argument of its own"
DESIDERATIVE = (
    "the predicate carries the desiderative 〜たがる: the causative would go inside it and make the causer the one"
    " who wants, and the subject's own wish would be lost"
)
BODY = (
    "the subject is part of or comes out of a body (a body part, what a body gives off, or a person's or a body"
    " part's): what a body does is not caused from outside, and the transitive would make the causer the one whose"
    " body it is"
)
VEHICLE = (
    "the subject {0} is excluded by the rule ({0} names a vehicle: a vehicle moves but is not told to do a transitive"
    " act, so as a に-causee it reads wrong)"
)
FIGURE = (
    "the clause says a figure changing to a number (a に/まで-phrase with a number): its subject is a count or a"
    " measure, which no causer changes"
)

# (premise, op, pair, exact rewrite)
REWRITES = [
    # 1. A verb of leaving keeps its causative: someone made him resign.
    ("兄は去年市長を辞任した。", "causative", "ga-o", "ある人が兄に去年市長を辞任させた。"),
    # 2. A verb of losing keeps its causative (ある人が彼にあらゆる希望を失わせた was judged right).
    ("彼は戦争で友人を失った。", "causative", "ga-o", "ある人が彼に戦争で友人を失わせた。"),
    # … the verb 懸念する (not the noun shown with 示す) keeps its passive.
    ("政府は事故の被害を懸念している。", "passive", "ga-o", "事故の被害は政府によって懸念されている。"),
    # … the bare non-past of a 五段 or サ変 verb keeps its passive and flip (no potential reading)
    ("兄は空き時間を上手に利用する。", "passive", "ga-o", "空き時間は兄によって上手に利用される。"),
    # … an event noun keeps its passive with a frequency adverb (with a verbal noun + する: a native verb's thing
    # passive is skipped, 約束はいつも彼によって守られる in test_voice_real_text2)
    ("兄はいつも約束を実行する。", "passive", "ga-o", "約束はいつも兄によって実行される。"),
    # … and 何か 'something' is no wh-word: it keeps its flip (tests/test_voice_real_text4.py)
    ("男性が何かを蹴っている。", "voice-flip", "ga-o", "男性が何かに蹴られている。"),
    # … a specific object of a particular past event keeps its passive.
    ("彼は昨日その本を購入した。", "passive", "ga-o", "その本は昨日彼によって購入された。"),
    # 3. The 一段 passive in the progressive is unambiguous and keeps に; a 五段 verb's passive too.
    ("男性がケーキを食べている。", "passive", "ga-o", "ケーキが男性に食べられている。"),
    ("男性がボールを蹴った。", "passive", "ga-o", "ボールが男性に蹴られた。"),
    # … a non-past, non-progressive 一段 passive with a thing as the subject takes によって (×その車は警察に
    # 調べられる 'the police can examine the car'), here with an organisation as agent; its past keeps に (a past
    # passive with its agent reads as one)
    ("警察はその車を調べる。", "passive", "ga-o", "その車は警察によって調べられる。"),
    ("男性がリンゴを食べた。", "passive", "ga-o", "リンゴが男性に食べられた。"),
    ("男性がリンゴを食べている。", "voice-flip", "ga-o", "男性がリンゴに食べられている。"),
    # 7. The addressee stays the に-agent of a person's passive (only a thing's passive skips it).
    ("君は彼を助けた。", "passive", "ga-o", "彼は君に助けられた。"),
    # 6. A vehicle stays a に-agent of a physical act, and a person a に-causee.
    ("電車が荷物を運んでいる。", "passive", "ga-o", "荷物が電車に運ばれている。"),
    ("男の子が車を洗っている。", "causative", "ga-o", "ある人が男の子に車を洗わせている。"),
    # … and a vehicle made to move along a path keeps its causative (a path verb is its own motion)
    ("飛行機が空を飛んでいる。", "causative", "ga-o", "ある人が飛行機に空を飛ばせている。"),
    # … a spill from a container (no body) keeps its lexical transitive.
    ("コップから水がこぼれた。", "causative", "ga", "ある人がコップから水をこぼした。"),
]

# (premise, op, pair, skip reason)
SKIPS = [
    # A thing's passive of a native verb with a person as agent reads as translationese (×そのリンゴは男性によって
    # 食べられる, ×その本は昨日彼によって読まれた); the flip's thing agent is skipped with the potential's reason
    # (×男性はそのリンゴに食べられる 'the apple can eat him'; with によって a thing reads as a cause or a means)
    ("男性はそのリンゴを食べる。", "passive", "ga-o", thing_passive("そのリンゴ", "食べる", "男性")),
    ("彼は昨日その本を読んだ。", "passive", "ga-o", thing_passive("その本", "読む", "彼")),
    ("兄はいつも約束を守る。", "passive", "ga-o", thing_passive("約束", "守る", "兄")),
    (
        "男性はそのリンゴを食べる。",
        "voice-flip",
        "ga-o",
        "the passive of this 一段 or カ変 verb is spelt as its potential (見られる 'can see'): with a に-agent it would"
        " read as the potential, so no に-agent is written",
    ),
    # 1. The を of leaving a post or a job, or of an event one is absent from, is no object.
    ("兄は去年市長を辞任した。", "passive", "ga-o", SOURCE.format("辞任")),
    ("兄は去年市長を辞任した。", "voice-flip", "ga-o", SOURCE.format("辞任")),
    ("彼女は三月に会社を辞めた。", "passive", "ga-o", SOURCE.format("辞める")),
    ("議員たちは昨日の会議を欠席した。", "passive", "ga-o", SOURCE.format("欠席")),
    ("議員たちは昨日の会議を欠席した。", "voice-flip", "ga-o", SOURCE.format("欠席")),
    ("父は昨年銀行を退職した。", "voice-flip", "ga-o", SOURCE.format("退職")),
    # 2. Verbs of losing; a grade obtained; an attitude shown; the generic object of a habit.
    ("彼は戦争で友人を失った。", "passive", "ga-o", LOSS.format("失う")),
    ("彼は戦争で友人を失った。", "voice-flip", "ga-o", LOSS.format("失う")),
    ("母は電車で財布をなくした。", "passive", "ga-o", LOSS.format("なくす")),
    ("彼女は英語でよい成績を取った。", "passive", "ga-o", ACHIEVED.format("よい成績")),
    ("委員長は新しい計画に難色を示した。", "passive", "ga-o", ATTITUDE.format("難色", "難色")),
    ("委員長は新しい計画に難色を示した。", "voice-flip", "ga-o", ATTITUDE.format("難色", "難色")),
    ("父はよく酒を飲む。", "passive", "ga-o", HABIT.format("酒", "the adverb よく")),
    ("父はよく酒を飲む。", "voice-flip", "ga-o", HABIT.format("酒", "the adverb よく")),
    ("姉は毎朝新聞を読みます。", "passive", "ga-o", HABIT.format("新聞", "the adverb 毎朝")),
    # … in the progressive too (this was 朝食は毎朝７時に姉によって食べられている in tests/test_voice_real_text2.py)
    ("姉は毎朝７時に朝食を食べている。", "passive", "ga-o", HABIT.format("朝食", "the adverb 毎朝")),
    # 3. … the bare non-past of a verb whose passive is its potential says a habit too (見られます 'can watch')
    (
        "彼は夕食後テレビを見ます。",
        "passive",
        "ga-o",
        HABIT.format("テレビ", "the non-past 見ます with no ている, whose passive is spelt as its potential"),
    ),
    (
        "彼は夕食後テレビを見ます。",
        "voice-flip",
        "ga-o",
        HABIT.format("テレビ", "the non-past 見ます with no ている, whose passive is spelt as its potential"),
    ),
    # 4. Idioms: the noun is part of the predicate.
    ("祖父は毎日孫の面倒を見ている。", "passive", "ga-o", IDIOM.format("孫の面倒を", "面倒を見る")),
    ("祖父は毎日孫の面倒を見ている。", "voice-flip", "ga-o", IDIOM.format("孫の面倒を", "面倒を見る")),
    # 命を失う is no idiom entry (its swaps were judged right): the voice ops skip it as a verb of losing
    ("多くの兵士が命を失った。", "passive", "ga-o", LOSS.format("失う")),
    # 5. A wh-word or a demonstrative as the flip's agent reads as a cause or a means.
    ("彼女は何を作ったのか。", "voice-flip", "ga-o", PRONOUN.format("何")),
    ("それを部長は断った。", "voice-flip", "ga-o", PRONOUN.format("それ")),
    # 6. Causatives: a desiderative, a body's emission, a stray を, a vehicle as に-causee, a figure.
    ("妹は遊園地に行きたがっている。", "causative", "ga", DESIDERATIVE),
    ("兄は新しい車を買いたがっている。", "causative", "ga-o", DESIDERATIVE),
    ("彼の額から汗が流れた。", "causative", "ga", BODY),
    ("彼女の涙がこぼれた。", "causative", "ga", BODY),
    ("電車が荷物を運んでいる。", "causative", "ga-o", VEHICLE.format("電車")),
    # 7. The addressee demoted to the agent of a thing's passive (×この本は君によってもう読まれましたか); the
    # passive-by rules' subject test fails first, the `passive` rule's object test (a person as the new subject)
    # is the reason that goes furthest
    (
        "あなたはその手紙を書きましたか。",
        "passive",
        "ga-o",
        "the object その手紙 is not recognised as a person, an animal or a vehicle (no lexicon word, name suffix,"
        " person-name tag or entity label shows it), which this rule needs here",
    ),
    ("人口が1万人に減った。", "causative", "ga", FIGURE),
    ("気温が30度まで上がった。", "causative", "ga", FIGURE),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
