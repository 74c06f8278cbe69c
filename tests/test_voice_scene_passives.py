"""passive-by-default's `native_thing_passive`: a thing's passive of a native verb with a specific agent reads as
translationese (×高価な服は彼女によって買われた), but a scene described as it goes on — a non-past 〜ている whose agent
is named by a common noun, as image captions name it — is the register of caption Japanese
(ショットガンが男性によって撃たれている). A definite agent (a pronoun, a name, a relative, 同/その + noun) or a past
keeps the skip. Exact rewrites and exact reasons on real parses.
"""

from fidelity_cases import rewrite_and_skip_tests
from voice_reasons import thing_passive

# (premise, op, pair, exact rewrite)
REWRITES = [
    ("男性がショットガンを撃っている", "passive", "ga-o", "ショットガンが男性によって撃たれている"),
    ("学生が本を読んでいる", "passive", "ga-o", "本が学生によって読まれている"),
    (
        "赤いドレスを着た女性が楽器を片づけている",
        "passive",
        "ga-o",
        "楽器が赤いドレスを着た女性によって片づけられている",
    ),
    (
        "二人の男性がタイヤをひっくり返している",
        "passive",
        "ga-o",
        "タイヤが二人の男性によってひっくり返されている",
    ),
    ("ある人がベッドを整えていない", "passive", "ga-o", "ベッドが、ある人によって整えられていない"),
]

# (premise, op, pair, skip reason)
SKIPS = [
    # a past is an event told, not a scene described
    ("学生が本を読んでいた", "passive", "ga-o", thing_passive("本", "読む", "学生")),
    ("男性がショットガンを撃った", "passive", "ga-o", thing_passive("ショットガン", "撃つ", "男性")),
    # a definite agent: a pronoun, a relative, an anaphoric 同 + noun
    ("彼がショットガンを撃っている", "passive", "ga-o", thing_passive("ショットガン", "撃つ", "彼")),
    ("母は私の将来を案じている", "passive", "ga-o", thing_passive("私の将来", "案ずる", "母")),
    ("同チームは優勝を目指している", "passive", "ga-o", thing_passive("優勝", "目指す", "同チーム")),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
