"""Skip reasons that are true of the sentence (issue 20): when several rules and clauses fail, the reason printed
says what the tool lacks or where the parse put a phrase, never a property the sentence does not have.

- a subject the recogniser does not know is "not recognised as a person …", not "excluded by the rule";
- a は-topic the parse attaches to a non-final predicate is named as the parse's attachment and the tool's policy;
- a partner on a predicate with no subject names the parse's attachment (the tool pairs phrases under one
  predicate only), or the topic attached there with it;
- a subject marked も is said to be marked も, not missing; a を-phrase inside a noun-modifying clause is named;
- a は/も-topic the tool does not re-case says that the tool finds no evidence, not that nothing shows it;
- a conditional 〜によっては is no subject;
- people the recogniser now knows (元首相, いとこ, katakana roles) are agents and causees.

Sentences are our own; each case pins the exact rewrite or the exact skip reason."""

from fidelity_cases import rewrite_and_skip_tests

NOT_RECOGNISED = (
    "the subject {phrase} is not recognised as {kinds} (no lexicon word, name suffix, person-name tag or entity "
    "label shows it), which this rule needs here"
)
AGENTS = "a person, an animal, a vehicle or an organisation"
NO_EVIDENCE = (
    "the tool does not re-case the topic {phrase}: it does not recognise its noun as a person, an animal or an "
    "organisation (no lexicon word, name suffix or Sudachi person-name tag shows it), and {verb} is neither "
    "passive nor ある/いる; without such evidence a topic may be an object or a frame (夕食は部屋でいただいた has "
    "an object topic), so the tool only moves it"
)
NOT_FINAL = (
    "the parse attaches the topic {topic} to {predicate}, a predicate that does not end the sentence: the tool takes "
    "a は-topic as a subject only of the predicate the parse attaches it to, and only when that predicate ends the "
    "sentence"
)
SPLIT = (
    "the parse attaches the {label}-phrase {phrase} to {predicate}, which has no phrase the tool takes as its "
    "subject, and the subject it finds to other predicates ({subjects}): the tool pairs two phrases only when the "
    "parse attaches both to one predicate"
)

# (premise, op, pair, exact rewrite): people the recogniser now knows
REWRITES = [
    # a title written with its prefix as one word (元首相): a person, so a によって-agent and a causee
    ("元首相が新しい本を出版した。", "passive", "ga-o", "新しい本が元首相によって出版された。"),
    ("元首相が新しい本を出版した。", "causative", "ga-o", "ある人が元首相に新しい本を出版させた。"),
    # kinship in kana
    ("いとこが手紙を書いた。", "causative", "ga-o", "ある人がいとこに手紙を書かせた。"),
    # a katakana role only a person fills
    ("マネージャーが会議を招集した。", "passive", "ga-o", "会議がマネージャーによって招集された。"),
    # a one-word minister (〜相)
    ("外相が声明を発表した。", "passive", "ga-o", "声明が外相によって発表された。"),
    # 同 + a municipality acts as an organisation: a passive's によって-agent
    ("同市が道路を補修した。", "passive", "ga-o", "道路が同市によって補修された。"),
]

# (premise, op, pair, exact skip reason)
SKIPS = [
    # the tool lacks evidence: it says so, it does not say the rule excludes what the phrase names
    (
        "その装置が水を温めた。",
        "passive",
        "ga-o",
        NOT_RECOGNISED.format(phrase="その装置", kinds=AGENTS),
    ),
    (
        "その装置が水を温めた。",
        "voice-flip",
        "ga-o",
        NOT_RECOGNISED.format(phrase="その装置", kinds="a person, an animal or a vehicle"),
    ),
    # a topic without evidence: what the tool does not recognise, not "nothing marks its noun"
    (
        "この薬は痛みを和らげる。",
        "particle-swap",
        "ga-o",
        NO_EVIDENCE.format(phrase="この薬は", verb="和らげる"),
    ),
    # the parse attaches the topic to the quoted clause's verb: named as the parse's attachment
    (
        "兄は車を洗うと言って外に出た。",
        "scramble",
        "ga-o",
        NOT_FINAL.format(topic="兄は", predicate="洗う"),
    ),
    # the partner hangs on the try-verb (摘もう), the topic on する: the parse split them, the tool says so
    (
        "女の子は花を摘もうとした。",
        "scramble",
        "ga-o",
        SPLIT.format(label="を", phrase="花を", predicate="摘もう", subjects="女の子は to し"),
    ),
    (
        "母は毎朝パンを焼いてから仕事に出かける。",
        "passive",
        "ga-o",
        "the parse attaches the を-phrase パンを to 焼い, which has no phrase the tool takes as its subject",
    ),
    # a subject marked も: not "no subject marked が/は"
    (
        "昨日は兄も手紙を書いたらしい。",
        "passive",
        "ga-o",
        "兄も is marked も, which this rule does not take as a subject (only が/は)",
    ),
    (
        "昨日は兄も手紙を書いたらしい。",
        "causative",
        "ga-o",
        "兄も is marked も, which this rule does not take as a subject (only が/は)",
    ),
    # the only を-phrase is inside a relative clause: not "no object marked を"
    (
        "傘を持った男性が駅に着いた。",
        "passive",
        "ga-o",
        "the only を-phrase, 傘を, is inside a clause that modifies a noun in the parse (持っ → 男性), which the op "
        "does not rewrite",
    ),
    (
        "傘を持った男性が駅に着いた。",
        "voice-flip",
        "ga-o",
        "the only を-phrase, 傘を, is inside a clause that modifies a noun in the parse (持っ → 男性), which the op "
        "does not rewrite",
    ),
    # a partner the clause view reads as an adverbial: the tool's reading, not "no に-argument"
    (
        "子供たちが公園で一緒に遊んでいる。",
        "particle-swap",
        "ga-ni",
        "the tool reads the に-phrase 一緒に as an adverbial of 遊ん, not as a case partner",
    ),
    # a phrase with the partner's particle that the parse hangs on a later noun
    (
        "時計が一日に五分ずつ進む。",
        "particle-swap",
        "ga-ni",
        "一日に is marked に, but the parse hangs it on the noun 分 inside 一日に五分ずつ, not on a predicate the op "
        "rewrites",
    ),
    # a clause quoted by と with its own が-subject shares no subject with the verb that quotes it (since
    # tune-voice16): 彼女が is the subject of the embedded 正しい only, and the causative rewrites main clauses
    (
        "彼女が正しいとしよう。",
        "causative",
        "ga",
        "clause is not the main clause",
    ),
    # a conditional 〜によっては is no subject and no topic: its own limit says what it is
    (
        "天候によっては試合を中止することもある。",
        "passive",
        "ga-o",
        "天候によっては is no noun phrase: は after て closes a clause or an adverbial",
    ),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
