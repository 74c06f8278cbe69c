"""Attachment agreement, new shapes (issue 20, class 5 "phrase from another clause"): the second, bunsetsu-level
analysis of where a case phrase attaches now also sees attributive adjectives, conditional clauses, adverbial
clauses after a comma and gapped coordinations as rivals. Each shape is skipped with its exact reason; ordinary
sentences still rewrite. Sentences are our own."""

from fidelity_cases import rewrite_and_skip_tests

from stresskit.parsing.clauses import clause_view

UNCLEAR = "where it attaches is unclear"

# (premise, op, pair, exact skip reason)
SKIPS = [
    # 1. an attributive adjective with no subject of its own right after a が-phrase that names no person or
    #    animal: the phrase may be the adjective's subject (準備が面倒な = whose preparation is tiresome)
    (
        "準備が面倒な料理を作った。",
        "scramble",
        "ga-o",
        f"準備が may belong to the clause of 面倒な as well as to 作った: {UNCLEAR}",
    ),
    (
        "操作が簡単なカメラを買った。",
        "particle-swap",
        "ga-o",
        f"操作が may belong to the clause of 簡単な as well as to 買った: {UNCLEAR}",
    ),
    # ... and for any が-phrase when the adjective takes its object with が (好き: the cat that likes fish)
    (
        "魚が好きな猫に餌をあげた。",
        "np-swap",
        "ga-ni",
        f"魚が may belong to the clause of 好きな as well as to あげた: {UNCLEAR}",
    ),
    (
        "魚が好きな猫に餌をあげた。",
        "scramble",
        "ga-ni",
        f"魚が may belong to the clause of 好きな as well as to あげた: {UNCLEAR}",
    ),
    # ... and for a に-phrase when the adjective takes a に-partner; the phrase the adjective opens may then
    #    begin earlier (moved alone it would strand 子供に: ×子供に生徒に優しい先生が)
    (
        "子供に優しい先生が生徒に本を貸した。",
        "scramble",
        "ga-ni",
        "子供に right before 優しい先生が may be the partner of its 優しい: where 優しい先生が starts is unclear",
    ),
    (
        "首相が増税に前向きな姿勢を示した。",
        "scramble",
        "ga-o",
        "増税に right before 前向きな姿勢を may be the partner of its 前向きな: where 前向きな姿勢を starts is unclear",
    ),
    (
        "首相が増税に前向きな姿勢を示した。",
        "particle-swap",
        "ga-ni",
        f"増税に may belong to the clause of 前向きな as well as to 示した: {UNCLEAR}",
    ),
    # 2. a conditional clause (a noun with なら) with no subject of its own between the が-phrase and the
    #    predicate the parse gives it
    (
        "もし彼が君の立場なら同じ事をするだろう。",
        "causative",
        "ga-o",
        f"彼が may belong to the clause of 君の立場なら as well as to するだろう: {UNCLEAR}",
    ),
    (
        "彼女が社長の時代なら会社を売っただろう。",
        "passive",
        "ga-o",
        f"彼女が may belong to the clause of 社長の時代なら as well as to 売っただろう: {UNCLEAR}",
    ),
    # 3. a phrase closed by a comma at the left edge of an adverbial clause (…後に): it may be the setting of
    #    the predicate above the clause
    (
        "図書館で、友人が帰った後に本を読んだ。",
        "scramble",
        "ga-de",
        f"図書館で may belong to the clause of 読んだ as well as to 帰った: {UNCLEAR}",
    ),
    (
        "公園の入り口近くで、雨が降り出した後に試合が中止された。",
        "particle-swap",
        "ga-de",
        f"公園の入り口近くで may belong to the clause of 中止された as well as to 降り出した: {UNCLEAR}",
    ),
    # ... and a relative clause on a time noun (時), whose subject is its own even with an object of its own
    (
        "選手が大会で記録を破った時の写真を飾った。",
        "scramble",
        "ga-o",
        f"選手が may belong to the clause of 破った as well as to 飾った: {UNCLEAR}",
    ),
    # 4. a gapped coordination: the first conjunct (父が京都に、) has no predicate; the second is not rewritten
    (
        "父が京都に、母が奈良への旅行を計画している。",
        "particle-swap",
        "ga-o",
        "母が is in the second conjunct of a gapped coordination: the first, 父が京都に、 has no predicate of its "
        "own and shares 計画している, and the second rewritten alone no longer parallels it",
    ),
    (
        "会議で、部長が東京に、課長が大阪への出張を提案した。",
        "np-swap",
        "ga-o",
        "課長が is in the second conjunct of a gapped coordination: the first, 部長が東京に、 has no predicate of its "
        "own and shares 提案した, and the second rewritten alone no longer parallels it",
    ),
]

# (premise, op, pair, exact rewrite): no rival, or positive evidence for the parse's attachment
REWRITES = [
    ("子供が公園で遊んでいる。", "scramble", "ga-de", "公園で子供が遊んでいる。"),
    ("私は昨日買った本を読んだ。", "scramble", "ga-o", "昨日買った本を私は読んだ。"),
    # the adjective has its own subject (背が高い): no rival for the topic before it
    ("彼は背が高い人に会った。", "scramble", "ga-ni", "背が高い人に彼は会った。"),
    ("彼は背が高い人に話しかけた。", "np-swap", "ga-ni", "背が高い人は彼に話しかけた。"),
    # a person or an animal before an adjective of colour or taste is the main predicate's
    ("男性が白いシャツを着ている。", "particle-swap", "ga-o", "男性を白いシャツが着ている。"),
    ("子供が辛い料理を食べた。", "passive", "ga-o", "辛い料理が子供に食べられた。"),
    # a person noun with the tag of a verbal noun (監督, サ変可能) is no event the adjective evaluates
    ("監督が若い選手を褒めた。", "passive", "ga-o", "若い選手が監督に褒められた。"),
    # a conditional clause with its own subject is no rival (値段が安ければ: 私は is the main clause's)
    ("値段が安ければ私はそれを買う。", "scramble", "ga-o", "値段が安ければそれを私は買う。"),
    # a comma after a topic-and-case phrase with no subject after it: no gapped coordination
    ("私は駅で、彼が来るのを待った。", "scramble", "ga-de", "駅で私は、彼が来るのを待った。"),
    # the first conjunct of a gapped coordination, with no verb, may still be rewritten inside itself
    (
        "会議で、部長が東京に、課長が大阪への出張を提案した。",
        "scramble",
        "ga-ni",
        "会議で、東京に部長が、課長が大阪への出張を提案した。",
    ),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)


def test_adjective_rival_keeps_the_phrase_in_place(parser):
    """The gate limits the phrase and leaves it where the parse put it: 準備が stays 作った's, with no freedom
    left, and the phrase after it (面倒な料理を) may begin earlier."""
    premise = "準備が面倒な料理を作った。"
    doc = parser.parse([premise])[premise]
    clause = next(c for c in clause_view(doc) if c.predicate.text == "作っ")
    limits = {a.span.text: a.limit for a in clause.arguments}
    assert limits["準備が"] is not None and limits["準備が"].freedom == 0
    assert limits["面倒な料理を"] is not None and limits["面倒な料理を"].reason == (
        "準備が right before 面倒な料理を may be the partner of its 面倒な: where 面倒な料理を starts is unclear"
    )
