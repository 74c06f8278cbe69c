"""Session 17, second pass (vc17b): voice and causative classes found on heldout-p.

- transitive verbs with their object elided or topicalised (調べる, 認める, 学ぶ; 言う in kana, いう, with こう/そう
  standing for what is said): the causee takes に, never を (×神戸西警察署を…調べさせている, ×監督をこういわせた,
  heldout-p class 6): `causative` writes the に-causee;
- verbs of showing or setting down in a text (示す, 記載, 掲載) with no を-phrase: the は-phrase is what is shown
  (候補者の所属政党、推薦政党は括弧内に示す, heldout-p class 8): `causative` skips; with a を-object it keeps it;
- verbs of being fit for or worth something (その職に堪える): a capacity, no act (heldout-p class 6): `causative` skips;
- 姿をくらませる is the 下一段 spelling of 姿をくらます (JMdict): the parse splits it into くらむ + せる, and the
  decausative wrote ×姿はくらんでいた (heldout-p class 10): `decausative` skips the idiom chunk;
- a negated adversative (×約束は決して彼に破られない) tells of nothing that befell the thing: `passive` skips it with a
  particular person as agent; the affirmative keeps it (約束は彼に破られた);
- a name with a title after it (小泉純一郎首相, スレッジ選手) names one particular person, and verbal nouns of viewing
  (鑑賞, 観戦) are experiences like 経験: ×オペラは…小泉純一郎首相によって鑑賞された, `passive` skips; a group keeps it;
- intransitive verbal nouns (休業) and verbal nouns whose target takes に (抗議, 反対) have no を-object to promote
  (×芸能活動は仲根さんによって休業される, ×一連の事件は…日本側によって抗議された): `passive` skips; the active of
  反対された takes the に-object (みんなは彼の提案に反対した).
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
    # an embedded question as the elided object's stand-in keeps the に-causee
    (
        "専門家は問題がどれほど深刻かを調べている。",
        "causative",
        "ga",
        "ある人が専門家に問題がどれほど深刻かを調べさせている。",
    ),
    # a を-object keeps the transitive rule
    (
        "判決後、高見被告側は控訴の意向を示した。",
        "causative",
        "ga-o",
        "ある人が判決後、高見被告側に控訴の意向を示させた。",
    ),
    # a causative that is no idiom keeps its decausative
    ("先生が生徒を立たせている。", "decausative", "ga", "生徒が立っている。"),
    ("彼は約束を破った。", "passive", "ga-o", "約束は彼に破られた。"),
    ("多くの観客がそのオペラを鑑賞した。", "passive", "ga-o", "そのオペラが多くの観客によって鑑賞された。"),
    ("小泉純一郎首相は計画を承認した。", "passive", "ga-o", "計画は小泉純一郎首相によって承認された。"),
    ("彼の提案はみんなに反対された。", "active", "ga-o", "みんなは彼の提案に反対した。"),
    # a weapon's を keeps its passive (JSICK, judged right)
    ("男性がショットガンを発砲している。", "passive", "ga-o", "ショットガンが男性によって発砲されている。"),
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
THING = (
    "nothing shows that {} names a person or an animal, and its agent {} names someone in particular ({}): a thing's"
    " passive with one particular person as its agent reads as translated Japanese (×新しい車は彼に買われた) unless"
    " it is the written register's (a Sino-Japanese verbal noun with によって: 目的は彼女によって達成された), names a"
    " work's author (この絵はピカソによって描かれた), reads as adversative (約束は彼に破られた) or marks who feels"
    " (その知らせは彼に喜ばれた){}"
)
NEGATED = "; negated, the adversative tells of nothing that befell it (×約束は決して彼に破られない)"
INTRANSITIVE = (
    "predicate {} is excluded by the rule (resting_verbal_nouns: Verbal nouns of resting from work or school (休業する,"
    " 休養する, 休学する): intransitive; a を-phrase with them (芸能活動を休業する) is rare and no thing acted on, so it"
    " has no passive (×芸能活動は仲根さんによって休業される))"
)
DATIVE = "predicate {} is excluded by the rule (dative_verbs: Verbs whose object is marked に, not を (馬に乗る, 箱に触れる))"
OPERA = "朝日新聞によると、フィギュアスケートの荒川静香選手と小泉純一郎首相は3日、東京のサントリーホールでオペラを鑑賞した。"
IDIOM = "{} is a fixed expression (JMdict): {} is part of the predicate, not a case argument"

# (premise, op, pair, skip reason)
SKIPS = [
    ("候補者の所属政党、推薦政党は括弧内に示す。", "causative", "ga", DISPLAY.format("示す")),
    ("同社はウェブサイトに掲載している。", "causative", "ga", DISPLAY.format("掲載")),
    ("彼は十分その職に堪える。", "causative", "ga", CAPACITY.format("堪える")),
    ("彼女はその任に堪える。", "causative", "ga", CAPACITY.format("堪える")),
    ("カラジッチは1996年以来、姿をくらませていた。", "decausative", "ga", IDIOM.format("姿をくらます", "姿")),
    ("犯人は行方をくらませた。", "decausative", "ga", IDIOM.format("行方をくらます", "行方")),
    (
        "彼は決して約束を破らないだろう。",
        "passive",
        "ga-o",
        THING.format("約束", "彼", "彼 is a personal pronoun", NEGATED),
    ),
    (
        OPERA,
        "passive",
        "ga-o",
        THING.format(
            "オペラ",
            "フィギュアスケートの荒川静香選手と小泉純一郎首相",
            "純一郎首相 is a personal name with a title",
            "",
        ),
    ),
    ("なお仲根さんは結婚後当面は芸能活動を休業する。", "passive", "ga-o", INTRANSITIVE.format("休業")),
    (
        "銃撃により乗組員1人が死亡しており、一連の事件を日本側はあらためて強く抗議した。",
        "passive",
        "ga-o",
        DATIVE.format("抗議"),
    ),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
