"""Phrase boundaries, particle-delete glue, extents and adverbial nouns (issue 20, heldout-d classes 1 and 11):

1. a clause connective (一方, また) or a comma-closed frame noun phrase (この大会、) the parse hangs on a phrase's
   noun is cut from the phrase and stays at the clause start; a list or an apposition before a comma stays in;
2. particle deletion that would leave a bare noun reading as something else: a noun GiNZA calls ADJ before a
   number, a noun before a サ変形状詞可能 noun (独立), a pronoun before a school, a で-phrase before a verb whose
   を-object is unsaid;
3. a を-phrase that is a bare number with a counter of time, distance or repetition is an extent;
4. a bound one-kanji noun with に (常に) is a fixed adverb, no に-partner.

Sentences are our own; each case pins the exact rewrite or the exact skip reason."""

from fidelity_cases import rewrite_and_skip_tests

from stresskit.parsing.clauses import lexicon_words

EXTENT = (
    "{0} says how long, how far or how many times (a number with the counter {1}), not who or what {2} affects: "
    "no case partner"
)
OBJECT_READING = (
    "dropping で would leave {0} right before {1}, whose を-object is unsaid: the bare noun reads as its object or "
    "path ({0}を{2}), not as {0}で"
)
BOUND = "{0}に is the bound noun {0} with に, a fixed adverb ({0}に), not a noun phrase: no evidence that it is a case partner"

# (premise, op, pair, exact rewrite)
REWRITES = [
    # 1. the connective 一方, which the parse hangs on the subject's noun, stays at the clause start
    (
        "男性の多くは賛成したが、一方5人中4人は計画を批判している。",
        "scramble",
        "ga-o",
        "男性の多くは賛成したが、一方計画を5人中4人は批判している。",
    ),
    (
        "男性の多くは賛成したが、一方5人中4人は計画を批判している。",
        "np-swap",
        "ga-o",
        "男性の多くは賛成したが、一方計画は5人中4人を批判している。",
    ),
    (
        "男性の多くは賛成したが、一方5人中4人は計画を批判している。",
        "passive",
        "ga-o",
        "男性の多くは賛成したが、一方計画は5人中4人によって批判されている。",
    ),
    # a connective the parse leaves outside the phrase stays where it is
    (
        "兄は東京に住み、一方弟は大阪で店を開いた。",
        "scramble",
        "ga-de",
        "兄は東京に住み、一方大阪で弟は店を開いた。",
    ),
    # また, tagged 副詞 here, is a connective of the closed lexicon
    (
        "その後、また別の研究者がこの説を唱えた。",
        "scramble",
        "ga-o",
        "その後、またこの説を別の研究者が唱えた。",
    ),
    # 1. the frame この大会、 stays before the clause
    ("この大会、山田選手は新記録を出した。", "scramble", "ga-o", "この大会、新記録を山田選手は出した。"),
    ("この大会、山田選手は新記録を出した。", "np-swap", "ga-o", "この大会、新記録は山田選手を出した。"),
    # a list and an apposition before a comma are one phrase, and move whole
    ("日本語、英語、フランス語を彼女は話す。", "scramble", "ga-o", "彼女は日本語、英語、フランス語を話す。"),
    (
        "国王は財務監視の長、モハンマドを解任した。",
        "scramble",
        "ga-o",
        "財務監視の長、モハンマドを国王は解任した。",
    ),
    # 2. the deletions a reader restores still happen
    (
        "猫が小さなボールで遊んでいる。",
        "particle-delete",
        "ga-de",
        "猫小さなボール遊んでいる。",
    ),  # 遊ぶ takes no を
    ("人々は彼を大学者と呼んだ。", "particle-delete", "ga-o", "人々彼大学者と呼んだ。"),  # 大学者 is no 大学
    (
        "選手は結果を心配している。",
        "particle-delete",
        "ga-o",
        "選手結果心配している。",
    ),  # 心配 is the predicate
    ("男性がギターを弾いている", "particle-delete", "ga-o", "男性ギター弾いている"),
    # 3. a span that 過ごす takes as its object may move; an amount that 超える compares is its object
    ("私たちは3日間を海辺で過ごした。", "scramble", "ga-o", "3日間を私たちは海辺で過ごした。"),
    ("気温は摂氏35度を超えた。", "scramble", "ga-o", "摂氏35度を気温は超えた。"),
    ("候補者が400人を超えた。", "np-swap", "ga-o", "400人が候補者を超えた。"),  # people are no extent
    ("同協会は第7回を東京で開催した。", "scramble", "ga-o", "第7回を同協会は東京で開催した。"),  # an ordinal
    # 4. free one-kanji nouns with に stay partners
    ("男性が壁に絵を掛けた。", "scramble", "ga-ni", "壁に男性が絵を掛けた。"),
    ("猫が箱に入った。", "scramble", "ga-ni", "箱に猫が入った。"),
]

# (premise, op, pair, exact skip reason)
# 常に is an adverbial に-noun (session 13, the adverbial に-nouns completed): said before any boundary check
ADVERBIAL_TSUNENI = "the tool reads the に-phrase 常に as an adverbial of ある, not as a case partner"

SKIPS = [
    # 1. an approximator before the subject modifies its first word
    (
        "ほぼ全ての兵士が町を離れた。",
        "scramble",
        "ga-o",
        "the degree adverb ほぼ right before 全ての兵士が may modify its first word (ほぼ全て): the moved phrase would "
        "come between them",
    ),
    # 2. glue: GiNZA calls クラテン ADJ, Sudachi 名詞; the stacked では cannot be restored before a number
    (
        "クラテンでは数百隻の漁船が沈んだ。",
        "particle-delete",
        "ga-de",
        "dropping では would glue クラテン to 数百 into one compound",
    ),
    # 独立 is サ変形状詞可能: 移民独立 is one compound
    (
        "移民は独立の重要性を強く感じた。",
        "particle-delete",
        "ga-o",
        "dropping は would glue 移民 to the verbal noun 独立 into one compound (移民独立)",
    ),
    # a pronoun before a school reads as its possessor (or as 私大学 'private university')
    (
        "私が大学を辞めてから三年が過ぎた。",
        "particle-delete",
        "ga-o",
        "dropping が would put the pronoun 私 right before 大学, which then reads as 私の大学",
    ),
    # で dropped before a verb with no を-object: the bare noun reads as the object
    (
        "誰かがトラックで運び出した。",
        "particle-delete",
        "ga-de",
        OBJECT_READING.format("トラック", "運び出し", "運び出す"),
    ),
    # 3. extents of repetition and distance
    ("エースは9回を投げ抜いた。", "scramble", "ga-o", EXTENT.format("9回を", "回", "投げる")),
    ("彼は毎朝5キロを走る。", "particle-swap", "ga-o", EXTENT.format("毎朝5キロを", "キロ", "走る")),
    (
        "私たちは3日間を海辺で過ごした。",
        "particle-swap",
        "ga-o",
        "3日間を is a span (日間: a counter of time) that 過ごす takes as its object: swapped or re-cased it does not "
        "reverse roles",
    ),
    # 4. the bound noun 常 with に, though the verb of existence selects a に-phrase
    ("国際的な市場は常に政治的な面がある。", "scramble", "ga-ni", ADVERBIAL_TSUNENI),
    ("国際的な市場は常に政治的な面がある。", "np-swap", "ga-ni", ADVERBIAL_TSUNENI),
]


def test_lexicons_hold_the_classes():
    """The closed classes the checks read, and what they must not hold: a free noun (壁), a person counter (人)."""
    assert {"一方", "また", "なお"} <= lexicon_words("clause_connectives")
    assert {"常", "共", "既"} <= lexicon_words("bound_adverbial_nouns")
    assert "壁" not in lexicon_words("bound_adverbial_nouns")
    assert {"回", "キロ", "日間"} <= lexicon_words("extent_counters")
    assert "人" not in lexicon_words("extent_counters") and "度" not in lexicon_words("extent_counters")
    assert "過ごす" in lexicon_words("time_object_verbs") and "超える" in lexicon_words("amount_object_verbs")


test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
