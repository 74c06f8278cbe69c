"""Voice and causative classes left open after session 10 (heldout-h), fixed as classes:

- voice-flip: a place or a time made the に-agent reads as where or when the event happens, whatever the verb
  (×君は明日この部屋に使われてもよい, ×彼は老後に心配されているようだ); things one acts on keep their flip
  (男性が木に切られている);
- causative: the お/ご honorific or humble form has no voice change (×ある人が君に何冊の本をお持たせですか);
  attitudes, feelings and mistakes in 〜ている are states (×ある人が私に母を大変愛させています, ×ある人が彼を完全に
  間違わせていた), while outside 〜ている they keep their causative; the undergoing and emotion classes are complete;
- particle-swap and np-swap: a verbal noun + できる whose object may be marked が (我慢できる) with a person as subject
  keeps its に-phrase in place (私に彼の傲慢さが我慢できない says the same); a に-goal of another potential
  (電話できる) keeps its swap.
"""

from fidelity_cases import rewrite_and_skip_tests

SETTING = (
    "the object {} is no agent: {} names a {}, and as the agent with に it would read as {} the event happens, not as"
    " who acted"
)
STATE = (
    "the predicate {} is in 〜ている/〜ていた, which with this verb says a state the subject is in (覚えている"
    " 'remembers', 凝っている 'is into', 太っている 'is fat'), not an act in progress: the causative would make it an"
    " act someone makes them do (覚えさせている 'is making … memorise')"
)
STIMULUS = (
    "the predicate {} is a verb of emotion with what the feeling is about marked に ({}): its causative makes the"
    " causer the cause of the feeling, and the に-phrase beside it reads wrong (×ある人が老人をその知らせに驚かせた)"
)
HONORIFIC = "honorific or humble form {}: its voice does not change"
POTENTIAL = (
    "{} is what the potential 我慢できる is about, whose object may be marked が (私には…が我慢できる): swapped with"
    " the subject, the subject's noun becomes the potential's dative subject and the sentence says the same"
)

# (premise, op, pair, exact rewrite)
REWRITES = [
    # esteem is instilled: its causative in 〜ている keeps (judged right on heldout-d and heldout-i)
    ("彼女は先生をとても尊敬している。", "causative", "ga-o", "ある人が彼女に先生をとても尊敬させている。"),
    # things acted on keep their に-agent flip, surfaces too
    ("男性が木を切っている。", "voice-flip", "ga-o", "男性が木に切られている。"),
    ("女性が床を掃除している。", "voice-flip", "ga-o", "女性が床に掃除されている。"),
    ("男の子がボールを蹴っている。", "voice-flip", "ga-o", "男の子がボールに蹴られている。"),
    # the land and countries keep it (judged right on the captions; a country acts as a polity)
    (
        "三人の男性が遠方の大きな緑の丘を見つめている",
        "voice-flip",
        "ga-o",
        "三人の男性が遠方の大きな緑の丘に見つめられている",
    ),
    (
        "ある人がヤカンの中のチリをかき混ぜている",
        "voice-flip",
        "ga-o",
        "ある人がヤカンの中のチリにかき混ぜられている",
    ),
    # outside 〜ている the causative of a feeling or a mistake is an event (judged right on the dev sets)
    # (私は隣人を愛すべきである: a deontic べき is skipped since session 19, tests/test_s19_caus19.py)
    ("私は隣人を愛した。", "causative", "ga-o", "ある人が私に隣人を愛させた。"),
    ("バスの運転手が道を間違えた。", "causative", "ga-o", "ある人がバスの運転手に道を間違えさせた。"),
    # a に-goal of a potential keeps its swap
    ("彼は友達に電話できる。", "np-swap", "ga-ni", "友達は彼に電話できる。"),
    ("彼は友達に電話できる。", "particle-swap", "ga-ni", "彼に友達が電話できる。"),
]

# (premise, op, pair, skip reason)
SKIPS = [
    (
        "君は明日この部屋を使ってもよい。",
        "voice-flip",
        "ga-o",
        SETTING.format("この部屋", "部屋", "place", "where"),
    ),
    (
        "私は月ぎめで部屋を借りている。",
        "voice-flip",
        "ga-o",
        SETTING.format("部屋", "部屋", "place", "where"),
    ),
    (
        "子供たちが公園を掃除している。",
        "voice-flip",
        "ga-o",
        SETTING.format("公園", "公園", "place", "where"),
    ),
    ("彼は老後を心配しているようだ。", "voice-flip", "ga-o", SETTING.format("老後", "老後", "time", "when")),
    ("彼は将来を心配している。", "voice-flip", "ga-o", SETTING.format("将来", "将来", "time", "when")),
    # with a verb ni_agent does not list, its general reason stays (as before)
    (
        "彼は週末を楽しんだ。",
        "voice-flip",
        "ga-o",
        "nothing shows that the object 週末 names a person or an animal, and the verb is no physical action, feeling or"
        " knowing: as the agent, with に it would read as a place, a state or a cause, and with によって as a cause or a"
        " means",
    ),
    (
        "観光客が京都を眺めている。",
        "voice-flip",
        "ga-o",
        SETTING.format("京都", "京都", "place (Sudachi tags 京都 a place name)", "where"),
    ),
    ("子供たちが庭を掃除している。", "voice-flip", "ga-o", SETTING.format("庭", "庭", "place", "where")),
    # the お/ご honorific and humble forms
    ("君は何冊の本をお持ちですか。", "causative", "ga-o", HONORIFIC.format("お持ちです")),
    ("先生がお待ちです。", "causative", "ga", HONORIFIC.format("お待ちです")),
    ("私が荷物をお持ちします。", "causative", "ga-o", HONORIFIC.format("お持ちします")),
    # attitudes, feelings and mistakes in 〜ている
    ("彼は私を愛しているかしら。", "causative", "ga-o", STATE.format("愛する")),
    ("私は母を大変愛しています。", "causative", "ga-o", STATE.format("愛する")),
    ("彼は彼女の言葉を誤解している。", "causative", "ga-o", STATE.format("誤解")),
    ("彼は完全に間違っていた。", "causative", "ga", STATE.format("間違う")),
    # the emotion class with its に-stimulus
    ("彼はパリに憧れている。", "causative", "ga", STIMULUS.format("憧れる", "パリに")),
    ("彼は母に感謝した。", "causative", "ga", STIMULUS.format("感謝", "母に")),
    # the potential of a verbal noun whose object may be marked が
    ("私は彼の傲慢さにこれ以上我慢できない。", "particle-swap", "ga-ni", POTENTIAL.format("彼の傲慢さに")),
    ("私は彼の傲慢さにこれ以上我慢できない。", "np-swap", "ga-ni", POTENTIAL.format("彼の傲慢さに")),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
