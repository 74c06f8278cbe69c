"""The voice ops on the error classes of the second held-out draw (issue 20): the passive's agent marking,
verbs of giving, telling and goals, the を of verbs of leaving, and causatives that Japanese says with a lexical
verb or with a を-causee. Every class with sentences of our own, the rewrites that must be made and the ones
that must now be skipped, with their exact reasons.

Every case runs the real parser through `perturb`; all sentences are rewritten in one run (one model load).
"""

import pytest
from voice_reasons import flip_by_thing, specific_agent, thing_passive

from stresskit.evaluation.api import perturb

VOICE_OPS = ("passive", "active", "voice-flip", "causative", "decausative")

SOURCE = (
    " is excluded by the rule (source_verbs: Intransitive verbs of leaving, whose を marks the place, post or job"
    " left or the event one is absent from (家を出る, 大学を卒業する, 大統領を辞任する, 会社を辞める, 会議を欠席する),"
    " not an object: it has no passive and no role to reverse)"
)
ADDRESSEE = (
    " is excluded by the rule (addressee_verbs: Verbs of telling, asking, ordering and showing off, whose"
    " に-phrase is the addressee (彼に言う, 部下に命じる, 理解を求める, 時計を見せびらかす): as a passive's"
    " に-agent it reads as the one told or asked (×理解は谷垣氏に求められた); the agent takes によって)"
)
GOAL = (
    " is excluded by the rule (goal_verbs: Verbs whose に-phrase is the goal reached or the role or form given"
    " (世界に拡大する, 代表に選ぶ, 赤に変える, 来月に決める): a に-agent would read as that goal or role"
    " (×罰則に選ばれた 'chosen as the penalty'); the agent takes によって)"
)
LEXICAL_CAUSATIVE = (
    " is excluded by the rule (lexical_causative_verbs: Verbs whose causative is a lexical verb of its own"
    " (知る → 知らせる 'inform'; 着る → 着せる 'dress someone'; 浴びる → 浴びせる), which the op does not write, and 住む"
    " in kana (すむ, which may be 済む))"
)
EMOTION = (
    " is excluded by the rule (emotion_verbs: Verbs of emotion (喜ぶ, 悲しむ, 驚く, 怒る, 困る, 楽しむ): their"
    " causative takes the one who feels with を (スミス氏を喜ばせる), so a を-object of theirs (子どもの成功を喜ぶ)"
    " cannot stay beside it (×スミス氏に子どもの成功を喜ばせる, ×スミス氏を子どもの成功を喜ばせる))"
)
QUOTE = (
    "the predicate takes a quoted complement (…と), as a verb of saying or thinking does: its causee may take に"
    " (…と言わせる) rather than を, which the op cannot tell"
)

# (premise, op, pair, rule, exact rewrite)
REWRITES = [
    # 住む's causative is 住まわせる (the causative of 住まう; session 15)
    (
        "家族が東京に住んでいる",
        "causative",
        "ga",
        "causative-intransitive",
        "ある人が家族を東京に住まわせている",
    ),
    # 1. The passive's agent takes に only with positive evidence that it reads as the agent.
    # A person or an animal as the new subject: the affected-person passive.
    ("先生が生徒を叱った", "passive", "ga-o", "passive", "生徒が先生に叱られた"),
    ("男の子が猫を抱いている", "passive", "ga-o", "passive", "猫が男の子に抱かれている"),
    # A thing the verb physically acts on (affecting_verbs), as JSICK's translators write it.
    ("男性がボールを蹴っている", "passive", "ga-o", "passive-thing", "ボールが男性に蹴られている"),
    ("女性が野菜を洗っている", "passive", "ga-o", "passive-thing", "野菜が女性に洗われている"),
    # The object of a feeling: the experiencer takes に (experiencer_verbs).
    (
        "多くの人がこの歌を愛している。",
        "passive",
        "ga-o",
        "passive-thing",
        "この歌が多くの人に愛されている。",
    ),
    # Any other verb with a thing as the new subject: によって, always grammatical (×約束は彼に守られる), for a
    # verbal noun + する or an organisation as agent (a native verb's is skipped: 約束はいつも彼によって守られる, SKIPS)
    ("父が会社を経営している", "passive", "ga-o", "passive-by-default", "会社が父によって経営されている"),
    (
        "彼女はすぐに計画を実行した。",
        "passive",
        "ga-o",
        "passive-by-default",
        "計画はすぐに彼女によって実行された。",
    ),
    # watching a thing keeps に, as JSICK's translators write it (タワーがブロンドの婦人に見られている)
    ("男の子がテレビを見ている", "passive", "ga-o", "passive-thing", "テレビが男の子に見られている"),
    # reading does not: no evidence for に, and with によって a native verb's thing passive is skipped (SKIPS)
    # another に-phrase in the clause (８時に, ３時に): a に-agent beside it would read with it, so によって
    # (姉は毎朝７時に朝食を食べている is now skipped: the generic object of a habit, tests/test_voice_real_text5.py)
    (
        "姉は今朝７時に部屋を掃除した。",
        "passive",
        "ga-o",
        "passive-by-default",
        "部屋は今朝７時に姉によって掃除された。",
    ),
    ("先生が３時に生徒を叱った", "passive", "ga-o", "passive-by-default", "生徒が３時に先生によって叱られた"),
    # 2. Verbs of giving, telling, asking and goals: a に-phrase would be the recipient, addressee or goal.
    # the flip's によって agent is a person or an animal (社長は理解によって求められた is skipped: SKIPS)
    (
        "監督は若い選手を選んだ。",
        "voice-flip",
        "ga-o",
        "flip-to-passive-by",
        "監督は若い選手によって選ばれた。",
    ),
    ("選手が優勝旗を返上した。", "passive", "ga-o", "passive-by", "優勝旗が選手によって返上された。"),
    ("父が事業を拡大した。", "passive", "ga-o", "passive-by", "事業が父によって拡大された。"),
    # a person as the new subject of a giving verb takes によって too (男性が女性に紹介された: 'introduced to her')
    ("女性が男性を紹介した。", "passive", "ga-o", "passive-by", "男性が女性によって紹介された。"),
    ("監督が新しい選手を選んだ。", "passive", "ga-o", "passive-by", "新しい選手が監督によって選ばれた。"),
    # 3. The place left keeps its を in the causative, whose causee takes に (no double を)
    (
        "姉が去年高校を卒業した。",
        "causative",
        "ga-o",
        "causative-transitive",
        "ある人が姉に去年高校を卒業させた。",
    ),
    # 5. Causatives: emotion verbs without an object take a を-causee; 乗る and 見る keep their regular causative.
    ("父が困っている", "causative", "ga", "causative-intransitive", "ある人が父を困らせている"),
    ("男の子が驚いた", "causative", "ga", "causative-intransitive", "ある人が男の子を驚かせた"),
    (
        "男の子が馬に乗っている",
        "causative",
        "ga",
        "causative-intransitive",
        "ある人が男の子を馬に乗らせている",
    ),
    (
        "男の子がテレビを見ている",
        "causative",
        "ga-o",
        "causative-transitive",
        "ある人が男の子にテレビを見させている",
    ),
    # 4. the causative of such a collocation is natural: someone made her live a happy life
    (
        "祖母は幸せな人生を送った。",
        "causative",
        "ga-o",
        "causative-transitive",
        "ある人が祖母に幸せな人生を送らせた。",
    ),
    # an intransitive's causee is promoted as before
    ("監督が選手を休ませた", "decausative", "ga", "decausative-intransitive", "選手が休んだ"),
    # a transitive verb whose object is a quoted clause keeps the に-causee
    (
        "彼は私が悪いと責めた。",
        "causative",
        "ga",
        "causative-object-elided",
        "ある人が彼に私が悪いと責めさせた。",
    ),
    ("先生が生徒を叱った", "causative", "ga-o", "causative-transitive", "ある人が先生に生徒を叱らせた"),
]

OWN_STATE = (
    " is excluded by the rule (own_states: Nouns for the subject's own life, time, breath, mind or state"
    " (人生を送る, 意識を取り戻す, 息を吹き返す, 正気を失う): the を-phrase is no thing acted on, so it has no passive"
    " and no role to reverse)"
)

# (premise, op, pair, skip reason)
SKIPS = [
    # a verbal noun of undergoing with a relative as the agent (specific_agent_thing_passive): what he lived through
    # is no thing acted on (×多くの危険は戦争中ボブに体験された, heldout-b, class 4)
    (
        "兄が多くの困難を経験した。",
        "passive",
        "ga-o",
        specific_agent("多くの困難", "兄", "兄 names a relative"),
    ),
    # native verbs of telling and showing off (passive-by-telling): a thing's passive with a specific agent reads as
    # translationese (heldout-i, class 4)
    ("社長は理解を求めた。", "passive", "ga-o", thing_passive("理解", "求める", "社長")),
    (
        "男の子が新しいおもちゃを見せびらかした。",
        "passive",
        "ga-o",
        thing_passive("新しいおもちゃ", "見せびらかす", "男の子"),
    ),
    # a thing's passive of a native verb with a person as agent reads as translationese; a thing as the flip's
    # によって agent reads as a cause or a means (voice_second_opinion.tsv, docs/fidelity.md "Two judges")
    ("彼はいつも約束を守る。", "passive", "ga-o", thing_passive("約束", "守る", "彼")),
    ("彼女が新聞を読んでいる", "passive", "ga-o", thing_passive("新聞", "読む", "彼女")),
    ("社長は理解を求めた。", "voice-flip", "ga-o", flip_by_thing("理解")),
    ("選手が優勝旗を返上した。", "voice-flip", "ga-o", flip_by_thing("優勝旗")),
    ("父が事業を拡大した。", "voice-flip", "ga-o", flip_by_thing("事業")),
    ("女性は赤いスカートを選んだ。", "voice-flip", "ga-o", flip_by_thing("赤いスカート")),
    # the addressee is not demoted to the agent of a thing's passive (second_person, issue 20 heldout-e); the
    # `passive` rule's object test is the reason that goes furthest
    (
        "君はこの手紙を読まなければならない。",
        "passive",
        "ga-o",
        "the object この手紙 is not recognised as a person, an animal or a vehicle (no lexicon word, name suffix,"
        " person-name tag or entity label shows it), which this rule needs here",
    ),
    # 4. Collocations with the subject's own life, mind or state: no passive, no flip (the causative keeps them)
    ("祖母は幸せな人生を送った。", "passive", "ga-o", "the object 幸せな人生" + OWN_STATE),
    ("祖母は幸せな人生を送った。", "voice-flip", "ga-o", "the object 幸せな人生" + OWN_STATE),
    ("男性が突然意識を取り戻した。", "passive", "ga-o", "the object 意識" + OWN_STATE),
    ("男の子が自信を失った。", "voice-flip", "ga-o", "the object 自信" + OWN_STATE),
    # 2. A に-phrase of a verb of telling or of goals may be the addressee or the role: no active clause.
    ("仕事が先生に頼まれた。", "active", "ga-o", "predicate 頼む" + ADDRESSEE),
    ("仕事が先生に頼まれた。", "voice-flip", "ga-o", "predicate 頼む" + ADDRESSEE),
    ("彼女が監督に選ばれた。", "active", "ga-o", "predicate 選ぶ" + GOAL),
    # 3. The を of a verb of leaving marks the place left: no passive, no role reversal. The kana spelling
    # (でた) is found through Sudachi's normalised form.
    ("兄が朝早く家をでた。", "passive", "ga-o", "predicate 出る" + SOURCE),
    ("兄が朝早く家をでた。", "voice-flip", "ga-o", "predicate 出る" + SOURCE),
    ("姉が去年高校を卒業した。", "passive", "ga-o", "predicate 卒業" + SOURCE),
    ("姉が去年高校を卒業した。", "voice-flip", "ga-o", "predicate 卒業" + SOURCE),
    ("男性が駅を発った。", "passive", "ga-o", "predicate 発つ" + SOURCE),
    ("乗客がバスを降りた。", "voice-flip", "ga-o", "predicate 降りる" + SOURCE),
    # 5. Causatives Japanese says with a lexical verb of its own
    ("弟はその歌をよく知っている。", "causative", "ga-o", "predicate 知る" + LEXICAL_CAUSATIVE),
    ("女の子が浴衣を着た。", "causative", "ga-o", "predicate 着る" + LEXICAL_CAUSATIVE),
    # an emotion verb with a を-object: its causee would take を beside it
    ("母が息子の合格を喜んだ。", "causative", "ga-o", "predicate 喜ぶ" + EMOTION),
    ("子供たちが音楽を楽しんでいる", "causative", "ga-o", "predicate 楽しむ" + EMOTION),
    # 6. decausative: the causative of a transitive verb with its causee unsaid has no causee to promote
    (
        "父が車を修理させた。",
        "decausative",
        "ga",
        "predicate 修理 is excluded by the rule (transitive_bases: Transitive verbs: in their causative a lone"
        " を-phrase is the object (父が車を修理させた: he had the car repaired by someone unsaid), not the causee;"
        " there is no causee to promote (×車は修理した))",
    ),
    # a quoted complement of a verb the op does not list: its causee's particle is not certain
    ("少女が「ありがとう」と笑った。", "causative", "ga", QUOTE),
]


@pytest.fixture(scope="module")
def rows():
    sentences = sorted({case[0] for case in REWRITES + SKIPS})
    result = perturb(sentences, ops=VOICE_OPS, pairs="all", cache=False, keep_unchanged=True)
    return {(row["sentence_A_Ja_origin"], row["op"], row["pair"]): row for row in result.rows}


@pytest.mark.parametrize(("premise", "op", "pair", "rule", "expected"), REWRITES)
def test_rewrite(rows, premise, op, pair, rule, expected):
    row = rows[(premise, op, pair)]
    assert (row["mod_A"], row["rule"], row["sentence_A_Ja"], row["skip_reason"]) == (
        "True",
        rule,
        expected,
        "",
    )


@pytest.mark.parametrize(("premise", "op", "pair", "reason"), SKIPS)
def test_skip_reason(rows, premise, op, pair, reason):
    row = rows[(premise, op, pair)]
    assert (row["mod_A"], row["sentence_A_Ja"], row["skip_reason"]) == ("False", premise, reason)


def test_a_passive_agent_takes_ni_only_with_evidence(rows):
    """Over every passive above: a に-agent only from the rules that have the evidence (a person or an
    animal as the new subject, or a verb that physically acts on its thing or is a feeling)."""
    made = [row for row in rows.values() if row["op"] == "passive" and row["mod_A"] == "True"]
    assert len(made) >= 15
    by_rule = {row["rule"] for row in made if "によって" not in row["sentence_A_Ja"]}
    assert by_rule == {"passive", "passive-thing"}


@pytest.mark.parametrize(
    ("sentence", "quote"),
    [
        ("彼は私が悪いと責めた。", True),  # a clause before と
        ("少女が「ありがとう」と笑った。", True),  # a closing quotation mark before と
        ("男の子が友達と遊んだ。", False),  # a noun before と: a partner
        ("雨が降ると、道が濡れる。", False),  # the conjunctive と (助詞-接続助詞)
    ],
)
def test_quoted_complement_needs_a_predicate_or_a_quote_before_to(parser, sentence, quote):
    from stresskit.rules.conditions import quoted_complement

    doc = parser.parse([sentence])[sentence]
    root = next(token for token in doc if token.dep_ == "ROOT")
    assert (quoted_complement(root) is not None) is quote
