"""Session 17, second pass (vc17b): voice and causative classes found on heldout-p.

- transitive verbs with their object elided or topicalised (調べる, 認める, 学ぶ; 言う in kana, いう, with こう/そう
  standing for what is said): the causee takes に, never を (×神戸西警察署を…調べさせている, ×監督をこういわせた,
  heldout-p class 6): `causative` writes the に-causee;
- verbs of showing or setting down in a text (示す, 記載, 掲載) with no を-phrase: the は-phrase is what is shown
  (候補者の所属政党、推薦政党は括弧内に示す, heldout-p class 8): `causative` skips; with a を-object it keeps it;
- verbs of being fit for or worth something (その職に堪える): a capacity, no act (heldout-p class 6): `causative` skips;
- 姿をくらませる is the 下一段 spelling of 姿をくらます (JMdict): the parse splits it into くらむ + せる, and the
  decausative wrote ×姿はくらんでいた (heldout-p class 10): `decausative` skips the idiom chunk.
"""

from fidelity_cases import rewrite_and_skip_tests

CHASE = "警察が調べたところ、このジュースから殺虫剤の成分が検出され、神戸西警察署は傷害および異物混入の疑いで調べている。"

# (premise, op, pair, exact rewrite)
REWRITES = [
    (
        CHASE,
        "causative",
        "ga",
        "警察が調べたところ、このジュースから殺虫剤の成分が検出され、ある人が神戸西警察署に傷害および異物混入の疑いで"
        "調べさせている。",
    ),
    (
        "試合後にできた円陣でダリッチ監督はこういったという。",
        "causative",
        "ga",
        "ある人が試合後にできた円陣でダリッチ監督にこういわせたという。",
    ),
    ("彼はそういった。", "causative", "ga", "ある人が彼にそういわせた。"),
    ("他の4人は認めている。", "causative", "ga", "ある人が他の4人に認めさせている。"),
    # a を-object keeps the transitive rule
    (
        "判決後、高見被告側は控訴の意向を示した。",
        "causative",
        "ga-o",
        "ある人が判決後、高見被告側に控訴の意向を示させた。",
    ),
    # a causative that is no idiom keeps its decausative
    ("先生が生徒を立たせている。", "decausative", "ga", "生徒が立っている。"),
]

DISPLAY = (
    "predicate {} is excluded by the rule (text_display_verbs: Verbs of showing or setting down in a text (示す, 記す,"
    " 記載, 掲載, 表示): with no を-phrase the は-phrase is what is shown, the writer unsaid (候補者の所属政党、推薦政党は"
    "括弧内に示す, an editorial note), so it is neither a causee with を nor one with に)"
)
CAPACITY = (
    "predicate {} is excluded by the rule (capacity_verbs: Verbs of being fit for or worth something (その職に堪える"
    " 'is competent for the post', 鑑賞に堪える, 一読に値する): a capacity the subject has, no act; their"
    " make-causative turns it into enduring (×ある人が彼を十分その職に堪えさせる). 耐える 'endure' keeps its causative"
    " (苦痛に耐えさせる))"
)
IDIOM = "{} is a fixed expression (JMdict): {} is part of the predicate, not a case argument"

# (premise, op, pair, skip reason)
SKIPS = [
    ("候補者の所属政党、推薦政党は括弧内に示す。", "causative", "ga", DISPLAY.format("示す")),
    ("同社はウェブサイトに掲載している。", "causative", "ga", DISPLAY.format("掲載")),
    ("彼は十分その職に堪える。", "causative", "ga", CAPACITY.format("堪える")),
    ("彼女はその任に堪える。", "causative", "ga", CAPACITY.format("堪える")),
    ("カラジッチは1996年以来、姿をくらませていた。", "decausative", "ga", IDIOM.format("姿をくらます", "姿")),
    ("犯人は行方をくらませた。", "decausative", "ga", IDIOM.format("行方をくらます", "行方")),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
