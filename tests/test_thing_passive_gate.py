"""The thing's-passive gate (`specific_agent_thing_passive`, `specific_agent_ni_thing_passive`, every passive
rule): a thing's passive (非情の受身) with one particular person as its agent is natural Japanese only as the written
register's passive of a Sino-Japanese verbal noun with によって, a work with its author, an adversative (a verb of
damaging) or a feeling's passive. A personal pronoun as the agent (彼, 彼女) marks a sentence translated from English:
with any other verb its thing's passive is skipped, physical action included (×冷たい水は彼女に飲まれています). A
relative or a name as the agent keeps physical action (a described scene), and a group or people at large, or a
person noun (先生, 店員), is no one in particular. Sentences written for this file; exact rewrites and exact reasons
on real parses.
"""

from fidelity_cases import rewrite_and_skip_tests
from voice_reasons import specific_agent

# (premise, op, pair, exact rewrite)
REWRITES = [
    # the written register: a Sino-Japanese verbal noun with によって, even with a pronoun
    ("彼女はその提案を承認した。", "passive", "ga-o", "その提案は彼女によって承認された。"),
    # adversative: a verb of damaging ($damaging_verbs), with a pronoun
    ("彼は窓ガラスを割った。", "passive", "ga-o", "窓ガラスは彼に割られた。"),
    # a native verb of feeling marks the experiencer
    ("彼女はその贈り物を喜んだ。", "passive", "ga-o", "その贈り物は彼女に喜ばれた。"),
    # a work and its named author
    ("ケンは小さな椅子を作った。", "passive", "ga-o", "小さな椅子はケンによって作られた。"),
    # a relative or a person noun with physical action on a thing: a described scene
    ("兄はその自転車を丁寧に磨いています。", "passive", "ga-o", "その自転車は兄に丁寧に磨かれています。"),
    ("店員が床を拭いていた。", "passive", "ga-o", "床が店員に拭かれていた。"),
    # the thing has a person as its possessor: the possessor's passive
    ("彼は私の傘を使った。", "passive", "ga-o", "私の傘は彼に使われた。"),
    # a person noun names no one in particular (the dev judges kept its thing's passives in every genre)
    ("先生はその古い本を売った。", "passive", "ga-o", "その古い本は先生によって売られた。"),
    # people at large are no one in particular
    ("多くの若者がその歌を歌っている。", "passive", "ga-o", "その歌が多くの若者によって歌われている。"),
]

# (premise, op, pair, skip reason)
SKIPS = [
    # a pronoun with physical action: passive-thing (に)
    (
        "彼女は冷たい水を飲んでいます。",
        "passive",
        "ga-o",
        specific_agent("冷たい水", "彼女", "彼女 is a personal pronoun"),
    ),
    (
        "彼は昨日その映画を見ました。",
        "passive",
        "ga-o",
        specific_agent("その映画", "彼", "彼 is a personal pronoun"),
    ),
    # a pronoun as the author of an everyday thing: passive-by (によって)
    (
        "彼は短い手紙を書いた。",
        "passive",
        "ga-o",
        specific_agent("短い手紙", "彼", "彼 is a personal pronoun"),
    ),
    # a Sino-Japanese verbal noun of everyday physical action with a pronoun: neither に nor によって
    (
        "彼女は台所を掃除した。",
        "passive",
        "ga-o",
        specific_agent("台所", "彼女", "彼女 is a personal pronoun"),
    ),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
