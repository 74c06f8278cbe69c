"""Chunks the argument ops must not break (issue 20): particle deletion that would glue two nouns into one noun
phrase, idiom chunks in any spelling, and noun + が + ある/ない predicates. Sentences are our own, in the style of
benchmarks/corpora/; each case pins the exact rewrite or the exact skip reason."""

import pytest

from stresskit.evaluation.api import perturb

# (premise, op, pair, exact rewrite)
REWRITES = [
    # a common noun subject before its object is left to the reader, as the JSICK-stress reference does
    ("髪の長い女性がピアノを弾いている", "particle-delete", "ga-o", "髪の長い女性ピアノ弾いている"),
    # a comma keeps the two nouns apart, and the で-phrase stands before the verb: nothing glues
    ("公園で、子供たちが遊んでいる", "particle-delete", "ga-de", "公園、子供たち遊んでいる"),
    ("その男性が、舞台で歌っている", "particle-delete", "ga-de", "その男性、舞台歌っている"),
    # a pronoun before a noun that is not possessed (ボール) stays rewritable
    ("彼がボールを蹴った", "particle-delete", "ga-o", "彼ボール蹴った"),
]

# (premise, op, pair, exact skip reason)
SKIPS = [
    # (a) a に/で phrase directly before a noun: readers do not restore the dropped particle between two nouns
    (
        "棚の上に箱がある",
        "particle-delete",
        "ga-ni",
        "dropping に would put 上 right before 箱; the two read as one noun phrase and a reader does not restore に",
    ),
    (
        "駅前のカフェで火事が起きた",
        "particle-delete",
        "ga-de",
        "dropping で would put カフェ right before 火事; the two read as one noun phrase and a reader does not "
        "restore で",
    ),
    # (b) a subject before a に/で phrase whose particle goes too
    (
        "男の子が公園にいる",
        "particle-delete",
        "ga-ni",
        "dropping が and the に of 公園 would glue 男の子 to 公園 into one noun phrase",
    ),
    (
        "男が工場で爆発を目撃した",
        "particle-delete",
        "ga-de",
        "dropping が and the で of 工場 would glue 男 to 工場 into one noun phrase",
    ),
    # (c) a pronoun before a kinship or home noun reads as its possessor
    (
        "彼は息子に家を残した",
        "particle-delete",
        "ga-ni",
        "dropping は would put the pronoun 彼 right before 息子, which then reads as 彼の息子",
    ),
    (
        "彼女は部屋に一人でいた",
        "particle-delete",
        "ga-ni",
        "dropping は would put the pronoun 彼女 right before 部屋, which then reads as 彼女の部屋",
    ),
    # (d) a kanji noun before a kanji verbal noun reads as one Sino-Japanese compound
    (
        "市が決定を発表した",
        "particle-delete",
        "ga-o",
        "dropping が would glue 市 to the verbal noun 決定 into one compound (市決定)",
    ),
]


@pytest.mark.parametrize(("premise", "op", "pair", "expected"), REWRITES)
def test_rewrite(parser, premise, op, pair, expected):
    result = perturb([premise], ops=[op], pairs=[pair], parser=parser)
    assert [row["sentence_A_Ja"] for row in result.rows] == [expected]


@pytest.mark.parametrize(("premise", "op", "pair", "reason"), SKIPS)
def test_skip(parser, premise, op, pair, reason):
    result = perturb([premise], ops=[op], pairs=[pair], parser=parser, keep_unchanged=True)
    assert [(row["sentence_A_Ja"], row["skip_reason"]) for row in result.rows] == [(premise, reason)]
