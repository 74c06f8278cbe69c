"""The voice ops on the error classes found on real text (issue 20): every class with exact sentences,
the rewrites that must be made and the ones that must now be skipped, with their reasons.

Every case runs the real parser through `perturb`; all sentences are rewritten in one run (one model load).
"""

import pytest
from voice_reasons import flip_by_thing, flip_thing, thing_passive

from stresskit.evaluation.api import perturb

VOICE_OPS = ("passive", "active", "voice-flip", "causative", "decausative")

NOT_ANIMATE = (
    " is not recognised as a person, an animal or a vehicle (no lexicon word, name suffix, person-name tag or entity"
    " label shows it), which this rule needs here"
)
NOT_AGENTIVE = (
    " is not recognised as a person, an animal, a vehicle or an organisation (no lexicon word, name suffix,"
    " person-name tag or entity label shows it), which this rule needs here"
)
PATH = (
    " is excluded by the rule (path_verbs: Verbs of motion whose を marks the path (道を歩く → 道が歩かれる reads"
    " wrong, 橋を渡る) or the place left (部屋を出る) or visited (市役所を訪れる), not an affected object)"
)
GIVING = (
    " is excluded by the rule (giving_verbs: Verbs of giving and showing, whose lone に-phrase is a recipient"
    " (男の子に泥が投げられた), not an agent)"
)
FLOATED = "clause has a floated quantifier, which would be stranded or read with another phrase"
LEARNING = (
    " is excluded by the rule (learning_verbs: Verbs of knowing, learning, practising and borrowing (知る, 分かる,"
    " 習う, 練習する, 借りる): what one knows, learns or borrows is not affected by it, so their passive with a thing"
    " as subject or as に-agent reads wrong (×ピアノが少女に練習されていた, ×お金が銀行から兄に借りられた,"
    " ×その事実が学生に知られなかった); 分かる has no passive at all)"
)
WH_TOPIC = ": it cannot take the topic or focus particle は"
INTERVENING = (
    "a predicate of another clause stands between the subject and the predicate; the subject may be its"
)

# (premise, op, pair, exact rewrite)
REWRITES = [
    # an organisation is a natural によって-agent (parsing/animacy.py: kind organisation)
    ("政府が新しい方針を発表した。", "passive", "ga-o", "新しい方針が政府によって発表された。"),
    # ている passives the parse reads with an advcl いる (運ばれ|て|いる) are revoiced like any other
    ("荷物が店員に運ばれている", "active", "ga-o", "店員が荷物を運んでいる"),
    ("荷物が店員に運ばれている", "voice-flip", "ga-o", "荷物が店員を運んでいる"),
    # verbs of creation: the demoted subject takes によって, and によって agents turn active
    ("画家がこの絵を描いた", "passive", "ga-o", "この絵が画家によって描かれた"),
    ("建築家がその建物を設計した", "passive", "ga-o", "その建物が建築家によって設計された"),
    # the flip's によって agent must be a person or an animal (画家がこの絵によって描かれた is skipped: see SKIPS)
    ("画家が少女を描いた", "voice-flip", "ga-o", "画家が少女によって描かれた"),
    ("画家はこの絵を描いた", "passive", "ga-o", "この絵は画家によって描かれた"),
    ("この絵は画家によって描かれた", "active", "ga-o", "画家はこの絵を描いた"),
    # verbs of giving: ボールが男性に投げられた would read "thrown to the man"
    ("男性がボールを投げた", "passive", "ga-o", "ボールが男性によって投げられた"),
    # an agentive intransitive with a person as causee keeps the させる causative
    ("子供たちが並んでいる", "causative", "ga", "ある人が子供たちを並ばせている"),
    # lexical causatives: a 自他 pair takes its transitive partner in the same form, not させる
    ("電気がついた", "causative", "ga", "ある人が電気をつけた"),
    ("木が倒れた", "causative", "ga", "ある人が木を倒した"),
    ("男の子が倒れた", "causative", "ga", "ある人が男の子を倒した"),
    ("子供が起きた", "causative", "ga", "ある人が子供を起こした"),
    ("電気がつきました", "causative", "ga", "ある人が電気をつけました"),
    ("財布が落ちました", "causative", "ga", "ある人が財布を落としました"),
    ("お湯が沸いた", "causative", "ga", "ある人がお湯を沸かした"),
    # an activity's ている is progressive with either verb (鳴っている, 鳴らしている)
    ("ベルが鳴っている", "causative", "ga", "ある人がベルを鳴らしている"),
    ("男性がベルを鳴らしている", "decausative", "ga", "ベルが鳴っている"),
    # an agentive pair with a thing as subject takes the transitive (本を並べる, not 本を並ばせる)
    ("本が棚に並んだ", "causative", "ga", "ある人が本を棚に並べた"),
    # the causer inserted before a causee that starts with the determiner ある gets a comma (誰かがある人 would
    # read "a person someone has")
    ("ある人が手紙を読んでいる", "causative", "ga-o", "誰かが、ある人に手紙を読ませている"),
    ("ある人が手紙を翻訳している", "passive", "ga-o", "手紙が、ある人によって翻訳されている"),
    # an agentive pair verb with a person as subject keeps the make-causative (降りさせる, not 降ろす)
    ("男性が車から降りた", "causative", "ga", "ある人が男性を車から降りさせた"),
    # decausative: the transitive becomes its intransitive partner
    ("男性が電気をつけた", "decausative", "ga", "電気がついた"),
    ("男性が財布を落とした", "decausative", "ga", "財布が落ちた"),
    ("母親が子供を育てた", "decausative", "ga", "子供が育った"),
    ("店員が車を止めました", "decausative", "ga", "車が止まりました"),
    # a floated quantifier of the causee stays with it when the causee keeps its place (を)
    # path を: the causee takes に (no double を)
    ("男の子が公園を走っている", "causative", "ga-o", "ある人が男の子に公園を走らせている"),
    ("弁護士が市役所を訪れた", "causative", "ga-o", "ある人が弁護士に市役所を訪れさせた"),
    # polite forms: ました, ています, ませんでした keep their politeness in every voice
    ("男性が本を注文しました", "passive", "ga-o", "本が男性によって注文されました"),
    ("男性が本を注文しています", "passive", "ga-o", "本が男性によって注文されています"),
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
    # issue 20, voice on real text: with a thing as the new subject the agent takes に only for a verb that
    # physically acts on it (passive-thing); buying does not, so によって is written for a verbal noun + する
    # (reading is a native verb: 本が彼によって読まれている is skipped, see SKIPS, while a scene as it goes on with a
    # common noun as agent is kept: tests/test_voice_scene_passives.py);
    # 上げる is also あげる 'give', so its agent takes によって (×スイッチが係員に上げられた)
    ("学生が本を購入している", "passive", "ga-o", "本が学生によって購入されている"),
    # a verb of learning keeps its に-agent in the flip (ni_agent: [..., $learning_verbs])
    ("少女がピアノを練習していた", "voice-flip", "ga-o", "少女がピアノに練習されていた"),
    ("係員がスイッチを上げた", "passive", "ga-o", "スイッチが係員によって上げられた"),
    # like conjuncts (two people) stay one coordinated phrase; only a person と before a thing is a partner
    ("女性が男の子と女の子を抱いている", "passive", "ga-o", "男の子と女の子が女性に抱かれている"),
    # a question word may take が or に, never the topic: a person's passive (a thing's is skipped since heldout-l,
    # class 4: ×ピアノが誰に弾かれているのですか; tests/test_voice_l.py)
    ("誰が彼をたたいたのですか", "passive", "ga-o", "彼が誰にたたかれたのですか"),
    # サ変 verbal nouns that take を keep a に-causee without their object; intransitive ones take を
    ("裁判官が審理する", "causative", "ga", "ある人が裁判官に審理させる"),
    ("警察が捜査している", "causative", "ga", "ある人が警察に捜査させている"),
    ("男性が散歩している", "causative", "ga", "ある人が男性を散歩させている"),
    # an idiom chunk the causative leaves as it is stays part of its predicate
    ("先生が出欠をとった", "causative", "ga-o", "ある人が先生に出欠をとらせた"),
    ("男性が独り言を言っている", "causative", "ga-o", "ある人が男性に独り言を言わせている"),
    # a place's から-phrase is where from, no agent
    ("本が棚から落ちた", "causative", "ga", "ある人が本を棚から落とした"),
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
    ("壁に絵が掛けられている", "voice-flip", "ga-o", "the agent 壁" + NOT_ANIMATE),
    # the subject a passive demotes to the に-agent must be a person or an animal (近年は is a frame topic)
    ("近年は構造変化を成し遂げている。", "passive", "ga-o", "no subject marked が/は"),
    # a floated quantifier after the subject: the clause view does not re-case the phrase (precision first; this
    # also refuses the acceptable ある人が子供を三人走らせた)
    (
        "子供が三人走った",
        "causative",
        "ga",
        "子供が is followed by the floated quantifier 三人, which counts 子供: re-cased, the quantifier would "
        "count another noun",
    ),
    # every exclusion carries its lexicon's reason
    ("ボールが少年に投げられた", "active", "ga-o", "predicate 投げる" + GIVING),
    ("弁護士が市役所を訪れた", "passive", "ga-o", "predicate 訪れる" + PATH),
    ("男の子が公園を走っている", "passive", "ga-o", "predicate 走る" + PATH),
    # the speaker as the demoted agent of a plain passive reads wrong
    (
        "私はカレーを頼みました。",
        "passive",
        "ga-o",
        "the subject 私 is excluded by the rule (first_person: The speaker as the subject a passive demotes: a"
        ' first-person に-agent reads wrong in a plain passive (×カレーは私に頼まれました reads "curry was asked of'
        ' me"); Japanese keeps the speaker as subject)',
    ),
    # an event or a choice as を-object is no affected thing
    (
        "夫が組み立てを一時間で終えました。",
        "passive",
        "ga-o",
        "predicate 終える is excluded by the rule (event_object_verbs: Verbs whose を-object is an event or a choice,"
        " not an affected thing (勉強を再開する, 組み立てを終える, 道を間違える): as the subject of a passive it reads"
        " wrong (×組み立てが夫に終えられました))",
    ),
    (
        "バスの運転手が道を間違えた。",
        "voice-flip",
        "ga-o",
        "predicate 間違える is excluded by the rule (event_object_verbs: Verbs whose を-object is an event or a"
        " choice, not an affected thing (勉強を再開する, 道を間違える): made the agent, it gives no role reversal"
        " (×運転手が道に間違えられた))",
    ),
    # a complement clause (…ことを) is no participant whose role could be reversed
    (
        "男性は猫が寝ていることを知った。",
        "voice-flip",
        "ga-o",
        "the object 猫が寝ていること is excluded by the rule (clause_nouns: Formal nouns heading a complement clause"
        " (…ことを知った): a fact or an event is no participant whose role could be reversed"
        " (×ジャーヴィスは…ことに知られた))",
    ),
    # lexical causatives: a pair the op cannot be sure of is skipped with the reason
    (
        "チケットが取れた",
        "causative",
        "ga",
        "取れる is also the potential of 取る ('can 取る'): its が-phrase may be what someone can 取る, not what changed",
    ),
    (
        "窓が開いた",
        "causative",
        "ga",
        "開く reads あく (intransitive, partner 開ける) or ひらく, itself transitive (ドアを開く): which verb it is,"
        " the spelling does not say",
    ),
    (
        "道がつながった",
        "causative",
        "ga",
        "つながる has 2 transitive partners, つなぐ and つなげる: which one is meant is not certain",
    ),
    (
        "男性が子供を起こした",
        "decausative",
        "ga",
        "起こす has 2 intransitive partners, 起きる and 起こる: which one is meant is not certain",
    ),
    (
        "男性が手紙を出した",
        "decausative",
        "ga",
        "出る has senses that 出す does not cause (結果が出る, 元気が出る, 熱が出る)",
    ),
    # a change of state's ている is the resulting state, the transitive's the act going on
    (
        "電気がついています",
        "causative",
        "ga",
        "ついています: the ている of つく is the state its change leaves, the ている of つける the act going on,"
        " so the aspect would change",
    ),
    (
        "女性が植物を植えている",
        "decausative",
        "ga",
        "植えている: the ている of 植わる is the state its change leaves, the ている of 植える the act going on,"
        " so the aspect would change",
    ),
    # an idiom's verb has no partner of its own (気に入る is not caused with 気に入れる)
    (
        "お店の雰囲気が気に入りました。",
        "causative",
        "ga",
        "気に入る is an idiom: its verb has no partner of its own there",
    ),
    (
        "荷物が棚から降りた",
        "causative",
        "ga",
        "降りる is said of people getting off or down, 降ろす of things lowered and people let off: the two do not"
        " map back and forth",
    ),
    # a relative clause before an adjective (鼻が付いた|面白い|眼鏡) is a relative clause too
    ("女の子が大きな鼻が付いた面白い眼鏡をかけている", "causative", "ga", "clause modifies a noun"),
    # a verb with no partner keeps the make-causative's reason (the lexical rule is not about it)
    ("雨が降った", "causative", "ga", "the subject 雨" + NOT_AGENTIVE),
    ("男の子が泣かなかった", "causative", "ga", "predicate is negated"),
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
        "voice-flip",  # (passive names its first-person subject first)
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
    ("ハーダーは従軍星章を受章した。", "passive", "ga-o", "the subject ハーダー" + NOT_AGENTIVE),
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
    # issue 20: verbs of knowing, learning, practising and borrowing have no natural passive of a thing
    ("少女がピアノを練習していた", "passive", "ga-o", "predicate 練習" + LEARNING),
    ("兄が銀行からお金を借りた", "passive", "ga-o", "predicate 借りる" + LEARNING),
    ("学生がその事実を知らなかった", "passive", "ga-o", "predicate 知る" + LEARNING),
    ("男の子が英語を習っている", "passive", "ga-o", "predicate 習う" + LEARNING),
    # the flip keeps the animate subject and reverses the roles (少女がピアノに練習されていた); 分かる has no passive
    (
        "彼が答えを分かっていた",
        "voice-flip",
        "ga-o",
        "predicate 分かる is excluded by the rule (no_passive_verbs: Verbs with no passive at all (×分かられる): the"
        " flip's passive could not be formed. Other verbs of knowing and learning keep their flip"
        " (学生がその事実に知られていなかった reverses the roles as 学生が本に読まれている does))",
    ),
    # 上げる's に-phrase may be a recipient (あげる 'give')
    ("スイッチが係員に上げられた", "active", "ga-o", "predicate 上げる" + GIVING),
    # idiom chunks: the noun is part of the predicate
    (
        "先生が出欠をとった",
        "passive",
        "ga-o",
        "出欠を is part of the idiom 出欠をとる, not an argument of its own",
    ),
    (
        "先生が出欠をとった",
        "voice-flip",
        "ga-o",
        "出欠を is part of the idiom 出欠をとる, not an argument of its own",
    ),
    (
        "兄は弟の言葉に腹を立てた",
        "decausative",
        "ga",
        "腹を is part of the idiom 腹を立てる, not an argument of its own",
    ),
    (
        "兄は弟の言葉に腹を立てた",
        "voice-flip",
        "ga-o",
        "腹を is part of the idiom 腹を立てる, not an argument of its own",
    ),
    (
        "男性が独り言を言っている",
        "voice-flip",
        "ga-o",
        "独り言を is the object of the set phrase 独り言を言う, whose noun names the act of saying itself: the tool"
        " keeps it whole with its verb, not as an argument to move, re-case or swap",
    ),
    # a person と right before a thing is the verb's partner: re-cased, the two would read as coordinated
    (
        "私は隣人ともめごとを起こした",
        "voice-flip",
        "ga-o",
        "the object 隣人ともめごと is excluded by the rule (隣人と before もめごと reads as the verb's partner"
        " ('with 隣人'), not a conjunct: re-cased, 隣人ともめごと would read as one coordinated phrase)",
    ),
    (
        "彼は隣人ともめごとを起こした",
        "passive",
        "ga-o",
        "the object 隣人ともめごと is excluded by the rule (隣人と before もめごと reads as the verb's partner"
        " ('with 隣人'), not a conjunct: re-cased, 隣人ともめごと would read as one coordinated phrase)",
    ),
    # causatives: the causer would land in the first of two chained clauses (…与えた他、…教えていた)
    ("母は少女に食事を与えた他、漢字を教えていた", "causative", "ga-o", INTERVENING),
    # a person's から-phrase already names who did it
    ("市長から反論が上がった", "causative", "ga", "clause has an agent marked から"),
    # a question word, or an indefinite made from one, never becomes the topic
    ("ケンは何を食べていますか", "passive", "ga-o", "何 is a wh-word" + WH_TOPIC),
    ("ケーキは誰に食べられたのですか", "active", "ga-o", "誰 is a wh-word" + WH_TOPIC),
    ("男性はどの本を注文したのですか", "passive", "ga-o", "どの本 holds the wh-word どの" + WH_TOPIC),
    # a thing's passive of a native verb with a definite person as agent reads as translationese (×本が彼によって読まれて
    # いる), and a thing as the flip's によって agent as a cause or a means (×画家がこの絵によって描かれた)
    ("彼が本を読んでいる", "passive", "ga-o", thing_passive("本", "読む", "彼")),
    ("男性が本を読みました", "passive", "ga-o", thing_passive("本", "読む", "男性")),
    ("男性はどの本を読んだのですか", "passive", "ga-o", thing_passive("どの本", "読む", "男性")),
    ("画家がこの絵を描いた", "voice-flip", "ga-o", flip_by_thing("この絵")),
    ("学生が本を読んでいる", "voice-flip", "ga-o", flip_thing("本")),
    ("男性は何かを食べている", "passive", "ga-o", "何か is an indefinite made from a wh-word" + WH_TOPIC),
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
# verification fails (issue 20: the re-parse check does not separate right from wrong on such text). None now:
# また渡辺弁護士は,こうも指摘します。 verifies since the connective また stays out of the causee's phrase
# (clauses.is_clause_connective), in the premise's view and in the re-parse's alike.
UNVERIFIABLE: set[tuple[str, str, str]] = set()


@pytest.mark.parametrize(("premise", "op", "pair", "expected"), REWRITES)
def test_rewrite_is_verified_by_the_reparse(rows, premise, op, pair, expected):
    assert rows[(premise, op, pair)]["verified"] == str((premise, op, pair) not in UNVERIFIABLE)
