"""Skip reasons true of the sentence, and subject topics with positive evidence (issue 20, item 4).

1. A は-phrase naming an organisation or a person by its role (京都府警は, 両政党は, 委員会は) is the subject when
   the configuration leaves it no other role: no が-subject in its clause, and the verb has a を-object of its
   own. Without that configuration, or without the noun, the skip reason says exactly what is missing.
2. A skip reason names the parse's attachment as the parse's (the parse hangs the topic … on …), a phrase with
   stacked particles (誰もが) as stacked, and a は-phrase on no rewritable predicate as such, rather than
   claiming there is no subject.
Sentences are our own; each case pins the exact rewrite or the exact skip reason."""

from fidelity_cases import rewrite_and_skip_tests

AGENT_RULE = "such a topic is taken as the subject only of a verb with its own を-object and no が-subject"
MAIN_ONLY = (
    "a predicate that does not end the sentence: the tool takes a は-topic as a subject only of the predicate the "
    "parse attaches it to, and only when that predicate ends the sentence"
)
NO_EVIDENCE = (
    "the tool does not re-case the topic {phrase}: it does not recognise its noun as a person, an animal or an "
    "organisation (no lexicon word, name suffix or Sudachi person-name tag shows it), and {verb} is neither "
    "passive nor ある/いる; without such evidence a topic may be an object or a frame (夕食は部屋でいただいた has "
    "an object topic), so the tool only moves it"
)

# (premise, op, pair, the rewrite now written)
REWRITES = [
    # 1. organisation topics of a verb with its own を-object and no が-subject are its subject
    ("委員会は新しい規則を承認した", "particle-swap", "ga-o", "委員会を新しい規則が承認した"),
    ("委員会は新しい規則を承認した", "np-swap", "ga-o", "新しい規則は委員会を承認した"),
    ("委員会は新しい規則を承認した", "scramble", "ga-o", "新しい規則を委員会は承認した"),
    ("警視庁は男を逮捕した", "particle-swap", "ga-o", "警視庁を男が逮捕した"),
    ("両政党は新しい法案を国会に提出した", "particle-swap", "ga-o", "両政党を新しい法案が国会に提出した"),
    ("両政党は新しい法案を国会に提出した", "scramble", "ga-o", "新しい法案を両政党は国会に提出した"),
    # 3. a scramble that leaves a floated quantifier after its own host or after a に/で-phrase is fine
    ("観光客が駅前に大勢集まっていた", "scramble", "ga-ni", "駅前に観光客が大勢集まっていた"),
    ("庭に猫が二匹いました", "scramble", "ga-ni", "猫が庭に二匹いました"),
    ("男の子たちが川で何人も泳いでいた", "scramble", "ga-de", "川で男の子たちが何人も泳いでいた"),
    # a counter that cannot count the phrase it lands after keeps counting its host (冊 counts no students)
    ("学生が本を三冊買った", "scramble", "ga-o", "本を学生が三冊買った"),
    ("子供たちが猫を二匹追いかけた", "scramble", "ga-o", "猫を子供たちが二匹追いかけた"),
    # 何人かの + noun counts the noun after it: nothing is floated
    ("祖父が古い写真を何人かの孫に見せている", "scramble", "ga-o", "古い写真を祖父が何人かの孫に見せている"),
    # 4. the causer opens the main clause only, once, after a subordinate clause
    (
        "兄が弁当を作ったので、弟がそれを食べた",
        "causative",
        "ga-o",
        "兄が弁当を作ったので、ある人が弟にそれを食べさせた",
    ),
    (
        "子供たちが公園で遊び、母親たちはベンチで話した",
        "causative",
        "ga",
        "子供たちが公園で遊び、ある人が母親たちにベンチで話させた",
    ),
    # a relative clause inside the subject phrase stays inside it: the causer opens the whole clause
    (
        "昨日入院した祖父が病院で手紙を書いた",
        "causative",
        "ga-o",
        "ある人が昨日入院した祖父に病院で手紙を書かせた",
    ),
]

RECASED = "re-cased, the quantifier would count another noun"

# (premise, op, pair, exact skip reason)
SKIPS = [
    # 3. a floated quantifier counts the が- or を-phrase before it; re-cased, it would count the other noun
    (
        "庭に猫が二匹いました",
        "particle-swap",
        "ga-ni",
        f"猫が is followed by the floated quantifier 二匹, which counts 猫: {RECASED}",
    ),
    (
        "庭に猫が二匹いました",
        "np-swap",
        "ga-ni",
        f"猫が is followed by the floated quantifier 二匹, which counts 猫: {RECASED}",
    ),
    (
        "観光客が駅前に大勢集まっていた",
        "particle-swap",
        "ga-ni",
        f"駅前に is followed by the floated quantifier 大勢, which counts 観光客: {RECASED}",
    ),
    # 何 with a counter and も, and a number-counter word Sudachi keeps whole (二人), float too
    (
        "男の子たちが川で何人も泳いでいた",
        "particle-swap",
        "ga-de",
        # the parse makes 何人も the subject; as a bare number and counter it is never re-cased
        "何人も is a bare number and counter (a quantity, with no noun): re-cased it reads as a quantity "
        "(1人で 'alone', 3人に 'per three'), not a participant",
    ),
    (
        "母が子供を公園に二人連れて行った",
        "np-swap",
        "ga-ni",
        f"子供を公園に is followed by the floated quantifier 二人, which counts 子供: {RECASED}",
    ),
    # 4. a predicate that is not the sentence's main one is not causativised
    ("妹が歌を歌ったので、姉は喜んだ", "causative", "ga-o", "clause is not the main clause"),
    # scramble moves the host away from its quantifier only when no other subject or object takes its place
    (
        "先生が学生を三人呼んだ",
        "scramble",
        "ga-o",
        "the floated quantifier 三人 counts 学生: moved, 学生 would leave it after 先生が, which it would then seem "
        "to count",
    ),
    # 1. the organisation noun without the configuration: what is missing is said
    (
        "県警は現場に急行した",
        "particle-swap",
        "ga-ni",
        f"県警は names an organisation or a person by its role (県警), but 急行 has no を-object of its own: {AGENT_RULE}",
    ),
    # ... and a topic with neither the noun nor a passive: the reason says so, not "it may be the object"
    (
        "今年の大会は多くの観客を集めた",
        "particle-swap",
        "ga-o",
        NO_EVIDENCE.format(phrase="今年の大会は", verb="集める"),
    ),
    (
        "今年の大会は多くの観客を集めた",
        "np-swap",
        "ga-o",
        NO_EVIDENCE.format(phrase="今年の大会は", verb="集める"),
    ),
    # 2. a topic the parse hangs on a relative or subordinate predicate: the parse's attachment, named as such
    (
        "今年の目標は毎日日記を書くことです",
        "particle-delete",
        "ga-o",
        f"the parse attaches the topic 今年の目標は to 書く, {MAIN_ONLY}",
    ),
    # ... also where a voice op's subject slot turns it down (it said "no subject marked が/は")
    (
        "今年の目標は毎日日記を書くことです",
        "passive",
        "ga-o",
        f"the parse attaches the topic 今年の目標は to 書く, {MAIN_ONLY}",
    ),
    # a subject with stacked particles (もが) is not "no subject"
    (
        "誰もがその歌を知っている",
        "scramble",
        "ga-o",
        "誰もが ends in the stacked particles もが, not in が/は/も alone: the rule does not take it as marked",
    ),
    (
        "誰もがその歌を知っている",
        "passive",
        "ga-o",
        "誰もが ends in the stacked particles もが, not in が/は alone: the rule does not take it as marked",
    ),
]


test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
