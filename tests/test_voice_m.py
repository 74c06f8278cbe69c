"""The voice error classes found on heldout-m (session 15): a named agent's thing passive of an act that is negated
(×夕食は昨日トムに食べられませんでした 'Tom could not eat') or of watching outside a scene (×何か赤いものはそこでトムに
見られました); an obligation modal moved onto the object by the passive (×子供はあなたに世話されなければならない); an
event with a doer of its own as a physical act's object (×登校が…教職員に見守られていた); a person's account heard
(事情を聴く 'question someone', 話を聞く); a verb in the te-form under ほしい, whose subject is the wisher (voice-flip and
causative alike); and 笑う, which takes a person を, so its passive is a direct one. What is no member of these classes
keeps its rewrite.
"""

from fidelity_cases import rewrite_and_skip_tests

THING = (
    "nothing shows that {0} names a person or an animal, and its agent {1} names someone in particular ({1} is a"
    " personal name): a thing's passive with one particular person as its agent reads as translated Japanese (×新しい車"
    "は彼に買われた) unless it is the written register's (a Sino-Japanese verbal noun with によって: 目的は彼女によって"
    "達成された), names a work's author (この絵はピカソによって描かれた), reads as adversative (約束は彼に破られた) or"
    " marks who feels (その知らせは彼に喜ばれた)"
)
OBLIGATION = (
    "the predicate carries なければならない, an obligation or advice said of its subject: a voice change that makes"
    " another phrase the subject would move it onto that phrase (×子供はあなたに世話されなければならない)"
)
EVENT = (
    "the object {0} is excluded by the rule ({1} names an event with a doer of its own (rules/lexicons/"
    "intransitive_verbal_nouns.yaml), no thing the act does anything to: it is no natural subject of a に-passive and no"
    " agent; its doers are the ones acted on)"
)
NATIVE = (
    "nothing shows that 登校 names a person or an animal, 見守る is no Sino-Japanese verbal noun + する, and nothing"
    " shows that its agent 約20人の教職員 is an organisation: a thing's passive with a specific agent would read as"
    " translationese (×高価な服は彼女によって買われた)"
)
ACCOUNT = (
    "the object {0} is excluded by the rule ({1} with a verb of hearing names a person's account or talk (事情を聴く"
    " 'question someone', 話を聞く 'listen to someone'): no thing acted on, so its passive is unnatural and it is no"
    " agent; the one affected is the person heard)"
)
WISH = "〜てほしい (wishing someone would act): its subject is the one who wishes, not the agent of the verb before it"
TRUCK = "トラックを運転していた男性は、道を間違えて引き返そうとしていたといい、同署が自動車運転過失致死の疑いで事情を聴いている。"

# (premise, op, pair, exact rewrite)
REWRITES = [
    # an affirmative physical act described keeps its named agent
    ("父がこのスマホを毎日使っています。", "passive", "ga-o", "このスマホが父に毎日使われています。"),
    # a feeling's object keeps its passive, an event noun too (成功 is an intransitive verbal noun)
    ("スミス氏は子どもの成功を喜んでいます。", "passive", "ga-o", "子どもの成功はスミス氏に喜ばれています。"),
    # people watched over, not their event
    ("教職員が生徒を見守っていた。", "passive", "ga-o", "生徒が教職員に見守られていた。"),
    # the flip keeps the subject and its obligation
    ("彼は先生に叱られなければならない。", "voice-flip", "ga-o", "彼は先生を叱らなければならない。"),
    (
        "あなたは子供を世話しなければならない。",
        "voice-flip",
        "ga-o",
        "あなたは子供に世話されなければならない。",
    ),
    # 事情 with another verb keeps its passive
    ("社長が事情を説明した。", "passive", "ga-o", "事情が社長によって説明された。"),
    # 笑う takes a person を: 友達に笑われる is a direct passive (heldout-m, reason judged untrue)
    ("彼は友達に笑われるだろう。", "voice-flip", "ga-o", "彼は友達を笑うだろう。"),
    ("彼は友達に笑われるだろう。", "active", "ga-o", "友達は彼を笑うだろう。"),
    # 泥棒 names a person (heldout-m, reason judged untrue)
    ("私達は泥棒を追いかけた。", "voice-flip", "ga-o", "私達は泥棒に追いかけられた。"),
]

SUKUNAKUTOMO = (
    "むきアンの商品は少なくとも2000年5月から今年1月までの間に月3000-6000キロ程度販売されていたといわれる。"
)
# (premise, op, pair, exact skip reason)
SKIPS = [
    # the parse hangs the topic on 少なく of the adverb 少なくとも: the reason says the parse reads it as a predicate
    (
        SUKUNAKUTOMO,
        "active",
        "ga-o",
        "the parse attaches the topic むきアンの商品は to 少なく (of the adverb 少なくとも, which the parse reads as a"
        " predicate), a predicate that does not end the sentence: the tool takes a は-topic as a subject only of the"
        " predicate the parse attaches it to, and only when that predicate ends the sentence",
    ),
    ("トムは昨日夕食を食べませんでした。", "passive", "ga-o", THING.format("夕食", "トム")),
    ("ジョンはリンゴを食べなかった。", "passive", "ga-o", THING.format("リンゴ", "ジョン")),
    ("トムはそこで何か赤いものを見ました。", "passive", "ga-o", THING.format("何か赤いもの", "トム")),
    ("あなたは子供を世話しなければならない。", "passive", "ga-o", OBLIGATION),
    ("学生は毎日宿題を提出しなければならない。", "passive", "ga-o", OBLIGATION),
    # active makes the agent the subject: the obligation would move onto it
    ("彼は先生に叱られなければならない。", "active", "ga-o", OBLIGATION),
    ("午前7時過ぎから約20人の教職員が通学路で登校を見守っていた。", "passive", "ga-o", NATIVE),
    ("保護者が子供たちの登校を見守っている。", "voice-flip", "ga-o", EVENT.format("子供たちの登校", "登校")),
    (TRUCK, "passive", "ga-o", ACCOUNT.format("事情", "事情")),
    ("先生は生徒の話を聞いた。", "voice-flip", "ga-o", ACCOUNT.format("生徒の話", "話")),
    ("私は、この手紙を今開けてほしい。", "voice-flip", "ga-o", WISH),
    ("私は、この手紙を今開けてほしい。", "causative", "ga-o", WISH),
    ("母は私が部屋を掃除してほしかった。", "voice-flip", "ga-o", WISH),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
