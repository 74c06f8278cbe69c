"""particle-delete and two nouns that read as one compound once the particle between them is gone (class 11).

Japanese writes compounds without a boundary mark, so the glue gate of `DeleteParticle.check` reads the script
of the two words: a kanji word before a kanji verbal noun or a kanji noun of kin reads as one Sino-Japanese
compound. A kanji word spelt with the iteration mark 々 (国々, 人々, 村々) is a kanji word like any other and
glues the same way (国々|独立 → ×国々独立). The script test is not widened to every noun pair: on the judged dev
sets (heldout, heldout-b … -i) a skip for any kanji/katakana/digit junction before a noun would drop 182
judged-correct rewrites (126 of them Tanaka's 私|ギター, 彼女|ショック …) to remove 6 judged wrong; the
rewrites below pin the side that must stay. Sentences are our own; each case pins the exact rewrite or reason."""

from fidelity_cases import rewrite_and_skip_tests

VERBAL = "dropping {0} would glue {1} to the verbal noun {2} into one compound ({1}{2})"
KIN = "dropping {0} would put {1} right before {2}, a noun of kin or relation, which then reads as {1}の{2}"
LOCATIVE = "dropping {0} would put {1} right before {2}; the two read as one noun phrase and a reader does not restore {0}"

# (premise, op, pair, exact rewrite)
REWRITES = [
    # a pronoun before a katakana or kanji noun stays two phrases (judged restorable in Tanaka's casual speech)
    ("彼女はショックを受けた。", "particle-delete", "ga-o", "彼女ショック受けた。"),
    ("私はギターを弾きたい。", "particle-delete", "ga-o", "私ギター弾きたい。"),
    # a pronoun spelt with 々 before a pronoun: no compound (我々|彼女)
    ("我々は彼女を支援した。", "particle-delete", "ga-o", "我々彼女支援した。"),
    # 々 after the dropped particle, in an adjectival (様々な) that opens a phrase of its own
    ("市民が様々な意見を述べた。", "particle-delete", "ga-o", "市民様々な意見述べた。"),
    # a 々 noun before a katakana noun: no kanji compound
    ("人々がデモを行った。", "particle-delete", "ga-o", "人々デモ行った。"),
    # the caption reference's own form: a person before the object's noun
    ("男性がギターを弾いている", "particle-delete", "ga-o", "男性ギター弾いている"),
]

# (premise, op, pair, exact skip reason)
SKIPS = [
    # a kanji word with 々 before a kanji verbal noun: one Sino-Japanese compound (国々独立 'national independence')
    ("多くの国々が独立を勝ち取った。", "particle-delete", "ga-o", VERBAL.format("が", "国々", "独立")),
    ("近隣の国々が支援を求めた。", "particle-delete", "ga-o", VERBAL.format("が", "国々", "支援")),
    # a kanji word with 々 before a kanji noun of kin: 人々家族 reads as 人々の家族
    ("人々が家族を守った。", "particle-delete", "ga-o", KIN.format("が", "人々", "家族")),
    # the classes of the judged news rows stay skipped (島|ハリケーン, 彼|彼女)
    ("島でハリケーンが発生した。", "particle-delete", "ga-de", LOCATIVE.format("で", "島", "ハリケーン")),
    (
        "彼は彼女を愛している。",
        "particle-delete",
        "ga-o",
        "dropping は would put 彼 right before 彼女 (彼彼女 is one word): the two read as one noun phrase (彼彼女), "
        "and a reader does not restore は",
    ),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
