"""Argument-op classes judged wrong on heldout-k (tuned), each built as a class: the dative of a verbal-noun potential
(合格できる), wh-words in their other spellings (いづれも), adverbial に-nouns (試しに), the adverbial XをNに (声を
限りに, この試合を最後に), idiom and support-verb chunks (納得がいく, 目を離す, 名乗りを上げる, 怪我をする), an event
noun with 前 and 時間帯 as time phrases, a person pronoun or group given で, the copula で after a topic and a comma
and of a tally, the major subject of a double-subject clause, and a を-phrase written right before a clause that
could take it (garden path). Sentences written for this test."""

from __future__ import annotations

from fidelity_cases import rewrite_and_skip_tests

IDIOM = "{0} is part of the idiom {1}, not an argument of its own"
POTENTIAL = (
    "{0} is what the potential {1} is about, not a person: swapped with the subject, the subject's noun becomes the "
    "potential's dative subject (私に…が{1}), and the sentence says the same or is ill-formed"
)
GROUP_DE = (
    "私たちで would be a plural person pronoun with で after the topic ここは, which says who does it (together, or "
    "among themselves), not a place or an instrument: the roles would not be reversed"
)
MAJOR = (
    "この品種が is the major subject of a double-subject clause: コクが is the subject of ある itself, so この品種が "
    "has no role of the predicate to trade or to move past another phrase"
)
GARDEN = (
    "{0}を would stand right before {1}, which opens with the clause {2}: its verb may take a を-object and has "
    "none, so a reader attaches {0}を to it"
)
WO_NI = "{0}を belongs to {1}に (the adverbial {0}を{1}に: with {0} as its {1}), not to the predicate: no object of its own"

REWRITES = [
    # a person in the に-phrase of a potential: 彼は私にがまんできない reverses who can bear whom
    ("私は彼にがまんできない。", "np-swap", "ga-ni", "彼は私にがまんできない。"),
    # the potential's に-phrase may still move
    ("私はその試験に合格できる。", "scramble", "ga-ni", "その試験に私は合格できる。"),
    # an event noun with 前 is a time phrase: the goal 教室に is the partner
    ("授業前に学生が教室に集まった。", "scramble", "ga-ni", "授業前に教室に学生が集まった。"),
    # a person noun (not a pronoun or group) with で keeps its swap
    ("男性が公園で遊んでいる。", "np-swap", "ga-de", "公園が男性で遊んでいる。"),
    # with が on the place (not the topic は) the group with で reads reversed: kept (judged right on heldout-f)
    ("私たちは来週ここで会議を開く。", "particle-swap", "ga-de", "私たちで来週ここが会議を開く。"),
    # after a は-topic the inner subject of ある keeps its pairs
    ("彼はその町に友達がいる。", "scramble", "ga-ni", "彼は友達がその町にいる。"),
    # the relative clause holds its own を-object: no garden path
    ("男性が帽子をかぶった女性を見ている。", "particle-swap", "ga-o", "男性を帽子をかぶった女性が見ている。"),
    # an intransitive verbal noun (混雑する) takes no object: no garden path
    ("人々は混雑した駅を通って帰った。", "particle-swap", "ga-o", "人々を混雑した駅が通って帰った。"),
    # a comma between keeps the boundary
    ("兵士たちは、攻撃された村を離れた。", "np-swap", "ga-o", "攻撃された村は、兵士たちを離れた。"),
]

SKIPS = [
    ("私はその試験に合格できる。", "particle-swap", "ga-ni", POTENTIAL.format("その試験に", "合格できる")),
    ("私はその試験に合格できる。", "np-swap", "ga-ni", POTENTIAL.format("その試験に", "合格できる")),
    (
        "選手たちはいづれも大会に出場した。",
        "particle-swap",
        "ga-ni",
        "選手たちは is followed by the floated quantifier いづれも: re-cased, the quantifier would count another noun",
    ),
    ("その説明はみんなに納得がいくものだった。", "scramble", "ga-ni", IDIOM.format("納得が", "納得がいく")),
    ("母親が子供から目を離した。", "particle-swap", "ga-o", IDIOM.format("目を", "目を離す")),
    ("選手が練習で怪我をした。", "scramble", "ga-o", IDIOM.format("怪我を", "怪我をする")),
    ("三人の候補者が名乗りを上げた。", "np-swap", "ga-o", IDIOM.format("名乗りを", "名乗りを上げる")),
    ("子供たちは声を限りに歌った。", "scramble", "ga-o", WO_NI.format("声", "限り")),
    ("彼はこの試合を最後に引退した。", "particle-swap", "ga-o", WO_NI.format("この試合", "最後")),
    (
        "試合前には選手が緊張する。",
        "particle-swap",
        "ga-ni",
        "試合前には says when (前 after the verbal noun 試合: a time phrase), not who or what takes part: no case "
        "partner",
    ),
    (
        "閉店時間帯に男が侵入した。",
        "np-swap",
        "ga-ni",
        "閉店時間帯に says when, how long or how often (a time phrase), not who or what takes part: no case partner",
    ),
    ("私たちは来週ここで会議を開く。", "np-swap", "ga-de", GROUP_DE),
    (
        "この大会は、若い選手の技術を競う全国的なスポーツイベントで、毎年秋に開催されている。",
        "scramble",
        "ga-de",
        "若い選手の技術を競う全国的なスポーツイベントで、 right after この大会は names no place and has the form "
        "Xは Yで、 of the copula's te-form (X is Y, and …): whether 若い選手の技術を競う全国的なスポーツイベントで is a "
        "means or the copula is not for the engine to guess",
    ),
    (
        "参加者は大阪5、京都2、奈良1で8名が会議に出席した。",
        "particle-swap",
        "ga-de",
        "大阪5、京都2、奈良1で is a tally (names with their counts, listed): its で is the copula's te-form (X being "
        "so many), not a place or means",
    ),
    ("この品種が味にコクがある。", "scramble", "ga-ni", MAJOR),
    ("この品種が味にコクがある。", "particle-swap", "ga-ni", MAJOR),
    (
        "警察は逮捕された男の名前を公表した。",
        "particle-swap",
        "ga-o",
        GARDEN.format("警察", "逮捕された男の名前", "逮捕された"),
    ),
    # a caption of the same class (was pinned as a rewrite in tests/test_fidelity_real_text.py)
    (
        "女性が切られたトマトを食べている",
        "particle-swap",
        "ga-o",
        GARDEN.format("女性", "切られたトマト", "切られた"),
    ),
    (
        "ミサイルの発射の後に、攻撃された艦船は港を離れた。",
        "scramble",
        "ga-o",
        GARDEN.format("港", "攻撃された艦船", "攻撃された"),
    ),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
