"""The voice ops on the error classes found on real text (issue 20): every class with exact sentences,
the rewrites that must be made and the ones that must now be skipped, with their reasons.

Every case runs the real parser through `perturb`; all sentences are rewritten in one run (one model load).
"""

import pytest

from stresskit.evaluation.api import perturb

VOICE_OPS = ("passive", "active", "voice-flip", "causative", "decausative")

NOT_ANIMATE = " is excluded by the rule (not shown to name a person or an animal: a place or a thing is no agent or causee)"
PATH = (
    " is excluded by the rule (path_verbs: Verbs of motion whose を marks the path (道を歩く → 道が歩かれる reads"
    " wrong, 橋を渡る) or the place left (部屋を出る) or visited (市役所を訪れる), not an affected object)"
)
PAIRS = (
    " is excluded by the rule (lexical_causative_pairs: Intransitive verbs with a transitive partner (自他 pair:"
    " つく/つける, 壊れる/壊す, 始まる/始める): causing the event is said with the transitive verb, not with the"
    " させる form (×電気をつかせた for 電気をつけた))"
)
GIVING = (
    " is excluded by the rule (giving_verbs: Verbs of giving and showing, whose lone に-phrase is a recipient"
    " (男の子に泥が投げられた), not an agent)"
)
FLOATED = "clause has a floated quantifier, which would be stranded or read with another phrase"

# (premise, op, pair, exact rewrite)
REWRITES = [
    # ている passives the parse reads with an advcl いる (運ばれ|て|いる) are revoiced like any other
    ("荷物が店員に運ばれている", "active", "ga-o", "店員が荷物を運んでいる"),
    ("荷物が店員に運ばれている", "voice-flip", "ga-o", "荷物が店員を運んでいる"),
    # verbs of creation: the demoted subject takes によって, and によって agents turn active
    ("画家がこの絵を描いた", "passive", "ga-o", "この絵が画家によって描かれた"),
    ("建築家がその建物を設計した", "passive", "ga-o", "その建物が建築家によって設計された"),
    ("画家がこの絵を描いた", "voice-flip", "ga-o", "画家がこの絵によって描かれた"),
    ("この絵は画家によって描かれた", "active", "ga-o", "画家はこの絵を描いた"),
    # verbs of giving: ボールが男性に投げられた would read "thrown to the man"
    ("男性がボールを投げた", "passive", "ga-o", "ボールが男性によって投げられた"),
    # an agentive intransitive with a person as causee keeps the させる causative
    ("子供たちが並んでいる", "causative", "ga", "ある人が子供たちを並ばせている"),
    # a floated quantifier of the causee stays with it when the causee keeps its place (を)
    # path を: the causee takes に (no double を)
    ("男の子が公園を走っている", "causative", "ga-o", "ある人が男の子に公園を走らせている"),
    ("弁護士が市役所を訪れた", "causative", "ga-o", "ある人が弁護士に市役所を訪れさせた"),
    # polite forms: ました, ています, ませんでした keep their politeness in every voice
    ("男性が本を読みました", "passive", "ga-o", "本が男性に読まれました"),
    ("男性が本を読んでいます", "passive", "ga-o", "本が男性に読まれています"),
    ("男性が本を読んでいます", "causative", "ga-o", "ある人が男性に本を読ませています"),
    ("本が男性に読まれませんでした", "active", "ga-o", "男性が本を読みませんでした"),
    ("子供が笑いました", "causative", "ga", "ある人が子供を笑わせました"),
    ("先生が生徒を立たせました", "decausative", "ga", "生徒が立ちました"),
    ("親が子供に野菜を食べさせました", "decausative", "ga-o", "子供が野菜を食べました"),
    ("監督が選手を休ませた", "decausative", "ga", "選手が休んだ"),
    # formal acts and statements: the actor takes によって
    (
        "大統領は欧州統合を目指す意向を表明した。",
        "passive",
        "ga-o",
        "欧州統合を目指す意向は大統領によって表明された。",
    ),
    # a formal act without its object: the causee takes に, not を (×渡辺弁護士をこうも指摘させます)
    (
        "また渡辺弁護士は,こうも指摘します。",
        "causative",
        "ga",
        "またある人が渡辺弁護士に,こうも指摘させます。",
    ),
    # a later clause with a subject of its own keeps it
    (
        "男性がギターを弾いていて、女性が歌っている",
        "passive",
        "ga-o",
        "ギターが男性に弾かれていて、女性が歌っている",
    ),
]

# (premise, op, pair, skip reason)
SKIPS = [
    # a place or a thing marked に is no agent
    ("車が駐車場に止められている", "active", "ga-o", "the agent 駐車場" + NOT_ANIMATE),
    ("旗が屋根に立てられている", "voice-flip", "ga-o", "the agent 屋根" + NOT_ANIMATE),
    ("壁に絵が掛けられている", "active", "ga-o", "the agent 壁" + NOT_ANIMATE),
    # the subject a passive demotes to the に-agent must be a person or an animal (近年は is a frame topic)
    ("近年は構造変化を成し遂げている。", "passive", "ga-o", "no subject marked が/は"),
    # a floated quantifier after the subject: the clause view does not re-case the phrase (precision first; this
    # also refuses the acceptable ある人が子供を三人走らせた)
    (
        "子供が三人走った",
        "causative",
        "ga",
        "子供が is followed by the floated quantifier 三人: re-cased, the quantifier would count another noun",
    ),
    # every exclusion carries its lexicon's reason
    ("ボールが少年に投げられた", "active", "ga-o", "predicate 投げる" + GIVING),
    ("弁護士が市役所を訪れた", "passive", "ga-o", "predicate 訪れる" + PATH),
    ("男の子が公園を走っている", "passive", "ga-o", "predicate 走る" + PATH),
    # lexical causatives: a thing's change is no make-causative; a 自他 pair takes its transitive
    ("電気がついた", "causative", "ga", "the subject 電気" + NOT_ANIMATE),
    ("男の子が倒れた", "causative", "ga", "predicate 倒れる" + PAIRS),
    # potential verbs are never causativised
    ("男性が泳げる", "causative", "ga", "potential verb 泳げる ('can 泳ぐ'): it has no passive or causative"),
    # floated quantifiers
    ("学生が二人本を読んだ", "passive", "ga-o", FLOATED),
    ("学生が二人本を読んだ", "causative", "ga-o", FLOATED),
    # guards against clauses the parse gets wrong on real text
    (
        "豚が美味しかったので、また行きます。",
        "causative",
        "ga",
        "a predicate of another clause stands between the subject and the predicate; the subject may be its",
    ),
    (
        "2500円のコースで、私はお肉・相方がお魚を選びました。",
        "passive",
        "ga-o",
        "clause has two subject or topic phrases (私は, お肉・相方が): which is the subject is not certain",
    ),
    (
        "弁護士が「必要な措置を講じて欲しい」と述べた。",
        "passive",
        "ga-o",
        "「必要な措置を is cut by a quotation mark or bracket",
    ),
    (
        "この日は、男の子が公園で走った。",
        "causative",
        "ga",
        "the clause does not begin the sentence or follow a clause boundary (、 before it)",
    ),
    ("ハーダーは従軍星章を受章した。", "passive", "ga-o", "the subject ハーダー" + NOT_ANIMATE),
    ("政府が新しい方針を発表した。", "passive", "ga-o", "the subject 政府" + NOT_ANIMATE),  # an organisation
    (
        "留学生が韓国料理をふるまい、韓国語も教える。",
        "passive",
        "ga-o",
        "a later clause chained to this one has no subject of its own and would take this clause's",
    ),
    (
        "アンリはリズと結婚しようとしていた。",
        "causative",
        "ga",
        "predicate する is excluded by the rule (bare_suru: する without a noun of its own (結婚しようとする,"
        " 〜とする, 音がする): its subject does no action that someone could make it do)",
    ),
    (
        "参加した人が乗り込み別れを惜しんだ。",
        "passive",
        "ga-o",
        "the phrase 乗り込み別れを starts with the 連用形 of a clause of its own (乗り込み)",
    ),
]


@pytest.fixture(scope="module")
def rows():
    sentences = sorted({case[0] for case in REWRITES + SKIPS})
    result = perturb(sentences, ops=VOICE_OPS, pairs="all", cache=False, keep_unchanged=True, verify=True)
    return {(row["sentence_A_Ja_origin"], row["op"], row["pair"]): row for row in result.rows}


@pytest.mark.parametrize(("premise", "op", "pair", "expected"), REWRITES)
def test_rewrite(rows, premise, op, pair, expected):
    row = rows[(premise, op, pair)]
    assert (row["mod_A"], row["sentence_A_Ja"], row["skip_reason"]) == ("True", expected, "")


@pytest.mark.parametrize(("premise", "op", "pair", "reason"), SKIPS)
def test_skip_reason(rows, premise, op, pair, reason):
    row = rows[(premise, op, pair)]
    assert (row["mod_A"], row["sentence_A_Ja"], row["skip_reason"]) == ("False", premise, reason)


def test_no_voice_op_writes_a_double_wo_or_a_sasegata_of_a_pair_verb(rows):
    """Over every sentence above: a causative of a clause with a を-phrase (pair ga-o: transitive or path を)
    adds no second を, its causee takes に; and no op makes つかせ/倒れさせ/取れさせ."""
    made = [row for row in rows.values() if row["mod_A"] == "True"]
    transitive = [row for row in made if (row["op"], row["pair"]) == ("causative", "ga-o")]
    assert len(transitive) >= 4  # 男の子が公園を走っている, 弁護士が市役所を訪れた, …
    origin = "sentence_A_Ja_origin"
    assert [
        row["sentence_A_Ja"]
        for row in transitive
        if row["sentence_A_Ja"].count("を") != row[origin].count("を")
    ] == []
    bad = ("つかせ", "倒れさせ", "取れさせ")
    assert [row["sentence_A_Ja"] for row in made if any(b in row["sentence_A_Ja"] for b in bad)] == []


@pytest.mark.parametrize(
    ("sentence", "animate"),
    [
        ("男性", True),
        ("子供たち", True),  # one word in Sudachi: the plural of an animate noun
        ("店員", True),  # a compound ending in 員
        ("弁護士", True),
        ("彼女", True),  # a personal pronoun
        ("駐車場", False),
        ("近年", False),
        ("民家", False),  # ends in 家 but names a house
        ("定員", False),  # ends in 員 but names a number
    ],
)
def test_animacy_needs_positive_evidence(parser, sentence, animate):
    from stresskit.rules.conditions import animacy_evidence
    from stresskit.rules.loader import load_rules

    text = sentence + "が来た"
    doc = parser.parse([text])[text]
    particle = [token.i for token in doc if token.text == "が"][-1]
    nouns = load_rules().lexicons["animates"]
    assert (animacy_evidence(doc[:particle], nouns) is not None) is animate


# A right rewrite whose re-parse does not show the causee and the causative as GiNZA reads it back, so
# verification fails (issue 20: the re-parse check does not separate right from wrong on such text).
UNVERIFIABLE = {("また渡辺弁護士は,こうも指摘します。", "causative", "ga")}


@pytest.mark.parametrize(("premise", "op", "pair", "expected"), REWRITES)
def test_rewrite_is_verified_by_the_reparse(rows, premise, op, pair, expected):
    assert rows[(premise, op, pair)]["verified"] == str((premise, op, pair) not in UNVERIFIABLE)
