"""JaNLI breadth in generate (issue 22): exact pairs and labels per class on real parses, the cases that must not
fire, and the precision fixes (polite predicates in frames, content nouns, connective debris)."""

import re

import pytest

from stresskit.evaluation.api import generate


def _pairs(parser, sentence, phenomena):
    rows = generate([sentence], phenomena, parser=parser).rows
    return [
        (r["rule"], r["sentence_B_Ja"], r["entailment_label_Ja"])
        for r in rows
        if r["sentence_A_Ja"] == sentence
    ]


def _built(parser, sentence, phenomena, rule):
    rows = generate([sentence], phenomena, parser=parser).rows
    return [
        (r["sentence_A_Ja"], r["sentence_B_Ja"], r["entailment_label_Ja"]) for r in rows if r["rule"] == rule
    ]


def test_causee_of_a_past_causative_is_in_the_resulting_state(parser):
    assert _pairs(parser, "母親がベッドで子供を眠らせた", "causative") == [
        ("causee-state", "ベッドで子供が眠っている", "entailment"),
        ("causee-state", "子供が眠っている", "entailment"),
        ("causee-acts", "ベッドで子供が眠った", "entailment"),
        ("causee-acts-bare", "子供が眠った", "entailment"),
        ("causer-acts", "母親がベッドで眠った", "neutral"),
        ("causer-acts-bare", "母親が眠った", "neutral"),
    ]
    # a progressive causative keeps its aspect; the causer hypothesis stays neutral
    assert _pairs(parser, "男の子が子供を走らせている", "causative") == [
        ("causee-acts", "子供が走っている", "entailment"),
        ("causer-acts", "男の子が走っている", "neutral"),
    ]
    # must not fire: negated, and a verb with no resulting state (読む)
    assert [r for r, _, _ in _pairs(parser, "母親が子供を眠らせなかった", "causative")] == []
    assert "causee-state" not in [r for r, _, _ in _pairs(parser, "先生が生徒に本を読ませた", "causative")]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "男性が猫と犬を見ている",
            [
                ("and-conjunct-object", "男性が猫を見ている", "entailment"),
                ("and-conjunct-object", "男性が犬を見ている", "entailment"),
            ],
        ),
        (
            "男性が猫か犬を見ている",
            [
                ("or-disjunct-object", "男性が猫を見ている", "neutral"),
                ("or-disjunct-object", "男性が犬を見ている", "neutral"),
            ],
        ),
        (  # scrambled: the object first
            "猫と犬を男性が見ている",
            [
                ("and-conjunct-object", "猫を男性が見ている", "entailment"),
                ("and-conjunct-object", "犬を男性が見ている", "entailment"),
            ],
        ),
        ("女性が塩と胡椒を混ぜている", []),  # non-distributive: mixed together
        ("男性が猫と犬を見ていない", []),  # negated: not seeing both does not mean not seeing each
    ],
)
def test_np_coordination_on_objects(parser, sentence, expected):
    assert _pairs(parser, sentence, "np-coordination") == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "雨が降ったせいで、試合が中止になった",
            [
                ("reason-clause", "雨が降った", "entailment"),
                ("reason-main-clause", "試合が中止になった", "entailment"),
            ],
        ),
        (
            "雨が降ったのに、子供が外で遊んでいる",
            [
                ("concessive-clause", "雨が降った", "entailment"),
                ("concessive-main-clause", "子供が外で遊んでいる", "entailment"),
            ],
        ),
        (
            "雨が降っているにもかかわらず、子供が外で遊んでいる",
            [
                ("concessive-clause", "雨が降っている", "entailment"),
                ("concessive-main-clause", "子供が外で遊んでいる", "entailment"),
            ],
        ),
        (
            "雨が降れば、試合は中止になるだろう",
            [
                ("conditional-clause", "雨が降る", "neutral"),
                ("conditional-main-clause", "試合は中止になる", "neutral"),  # without its modal ending
            ],
        ),
    ],
)
def test_subordination_connectives(parser, sentence, expected):
    assert _pairs(parser, sentence, "subordination") == expected


def test_disjoined_clauses_are_neutral(parser):
    assert _pairs(parser, "男性が歌っているか、もしくは女性が踊っている", "clause-coordination") == [
        ("disjunct-clause", "男性が歌っている", "neutral"),
        ("disjunct-main-clause", "女性が踊っている", "neutral"),
    ]


def test_a_content_noun_is_no_relative_clause_head(parser):
    # ×せいで、試合が中止になった (the clause dropped, its connective left) and ×可能性が庭で座っている
    assert _pairs(parser, "雨が降ったせいで、試合が中止になった", "relative-clause") == []
    assert _pairs(parser, "男性が庭で座っている可能性がある", "relative-clause") == []
    # … and no other phenomenon leaves the connective or takes the frame noun as an argument either
    rows = generate(
        ["雨が降ったせいで、試合が中止になった", "男性が庭で座っている可能性がある"], "all", parser=parser
    ).rows
    hypotheses = [r["sentence_B_Ja"] for r in rows]
    assert len(hypotheses) > 10
    debris = re.compile(r"^(せい|おかげ|ため|、|可能性)|せいが|可能性が(?!ある)")
    assert not [h for h in hypotheses if debris.search(h)]


@pytest.mark.parametrize(
    ("rule", "premise", "label"),
    [
        ("factive-adverb-machigainaku", "間違いなく男の子が笑っている", "entailment"),
        ("factive-adverb-tashikani", "確かに男の子が笑っている", "entailment"),
        ("factive-shitteiru", "男の子が笑っていることを知っている", "entailment"),
        ("factive-oboeteiru", "男の子が笑っていることを覚えている", "entailment"),
        ("nonfactive-adverb-moshikasuruto", "もしかすると男の子が笑っているかもしれない", "neutral"),
        ("nonfactive-adverb-tabun", "たぶん男の子が笑っているだろう", "neutral"),
        ("nonfactive-shinjirareteiru", "男の子が笑っていると信じられている", "neutral"),
        ("nonfactive-uwasa", "男の子が笑っているという噂がある", "neutral"),
        ("nonfactive-shuchou", "男の子が笑っているとある人が主張した", "neutral"),
        ("modal-rashii", "男の子が笑っているらしい", "neutral"),
        ("modal-youda", "男の子が笑っているようだ", "neutral"),
        ("modal-nichigainai", "男の子が笑っているに違いない", "entailment"),
        ("negation-wakedewaarimasen", "男の子が笑っているわけではありません", "contradiction"),
        ("negation-nodewaarimasen", "男の子が笑っているのではありません", "contradiction"),
    ],
)
def test_more_frames(parser, rule, premise, label):
    assert _built(parser, "男の子が笑っている", "factive,modal-negation", rule) == [
        (premise, "男の子が笑っている", label)
    ]


def test_unwrapping_a_necessity_frame(parser):
    assert _pairs(parser, "男性がギターを弾いているに違いない", "modal-negation") == [
        ("unwrap-necessity", "男性がギターを弾いている", "entailment")
    ]


def test_frame_adverbs_are_not_put_before_several_clauses(parser):
    rules = [
        r["rule"] for r in generate(["雨が降ったせいで、試合が中止になった"], "factive", parser=parser).rows
    ]
    assert "factive-adverb-kakujitsu" not in rules and "factive-koto-kakujitsu" in rules


def test_dative_topicalisation(parser):
    assert ("dative-topicalisation", "男性には若者が飛びかかった", "entailment") in _pairs(
        parser, "若者が男性に飛びかかった", "scrambling"
    )


@pytest.mark.parametrize(
    ("sentence", "premise"),
    [
        ("ホテルに泊まりました", "ホテルに泊まったことは確実だ"),
        ("男性がギターを弾いています", "男性がギターを弾いていることは確実だ"),
        ("本が学生に読まれていました", "本が学生に読まれていたことは確実だ"),
        ("料理はおいしかったです", "料理がおいしかったことは確実だ"),
    ],
)
def test_a_polite_predicate_takes_its_plain_form_inside_a_frame(parser, sentence, premise):
    assert _built(parser, sentence, "factive", "factive-koto-kakujitsu") == [
        (premise, sentence, "entailment")
    ]


def test_no_polite_predicate_is_ever_embedded(parser):
    sentences = [
        "ホテルに泊まりました",
        "料理はおいしかったです",
        "スタッフが親切でした",
        "部屋は広くなかったです",
    ]
    rows = generate(sentences, "factive,modal-negation", parser=parser).rows
    premises = {
        r["sentence_A_Ja"] for r in rows if r["rule"].startswith(("factive-", "nonfactive-", "modal-"))
    }
    assert premises and not [p for p in premises if any(w in p for w in ("ました", "です", "でした"))]
    # a copula でした needs である, and a negated adjective is negation: both skipped
    assert not [p for p in premises if "親切" in p or "広く" in p]


def test_polite_chains_without_a_plain_form_and_several_sentences_are_not_framed(parser):
    rows = generate(
        ["スタッフが荷物を部屋まで運んでくれました", "今日は2019年11月5日である。次郎は昨日映画を見た。"],
        "factive",
        parser=parser,
    )
    assert [r for r in rows.rows if r["rule"] != "unwrap-factive"] == []
    skipped = {reason for (rule, reason) in rows.summary.skipped if rule == "factive-koto-kakujitsu"}
    assert skipped == {
        "embed: a polite predicate with no plain form here: unsupported conjunctive chain 運んでくれ",
        "embed: several sentences: a frame would take in only the last",
    }


def test_a_disjoined_noun_and_a_doubled_subject_are_no_clauses(parser):
    # りんごか|みかんを: GiNZA calls りんご a verb heading a clause; 少年が|雨が降っているのに: whose subject is 少年?
    assert _pairs(parser, "村人がりんごかみかんを売っている", "clause-coordination") == []
    assert _pairs(parser, "少年が雨が降っているのに、外で遊んでいる", "subordination") == []


def test_role_swaps_leave_adjuncts_alone(parser):
    # で and locative に phrases are adjuncts: no ×多くの列車で、大雨のせいが…, no ×女性で火の近くが…
    rules = [r for r, _, _ in _pairs(parser, "女性が火の近くでダンスをしている", "scrambling")]
    assert rules == ["scramble"]
    hypotheses = [h for r, h, _ in _pairs(parser, "大雨のせいで、多くの列車が運転を見合わせた", "scrambling")]
    assert not [h for h in hypotheses if "せいが" in h or "列車で" in h]
    # a passive's に is its agent: no には
    assert "dative-topicalisation" not in [
        r for r, _, _ in _pairs(parser, "肉が女性に切られている", "scrambling")
    ]


def test_an_op_step_may_name_its_case_pairs(tmp_path):
    from stresskit.errors import StresskitError
    from stresskit.rules.derivations import load_derivations
    from stresskit.rules.loader import load_rules

    path = tmp_path / "bad.yaml"
    path.write_text(
        "phenomenon: bad\nrules:\n  - {id: x, label: neutral, hypothesis: {op: np-swap, pairs: [ga-xx]}}\n",
        encoding="utf-8",
    )
    with pytest.raises(StresskitError, match="unknown case pair 'ga-xx'"):
        load_derivations(load_rules([]), [path])


def test_a_comitative_or_a_modifier_conjunct_is_not_split(parser):
    # 彼自身と|別の男の写真が: GiNZA makes 彼自身と a phrase of its own; the conjunct is inside the modifier
    assert _pairs(parser, "彼自身と別の男の写真がその男性により撮られている", "np-coordination") == []
    assert _pairs(parser, "男性が猫か犬の飼い主を見ている", "np-coordination") == []


def test_compound_nouns_stay_whole(parser):
    rows = generate(["テニス選手が会社員を見ている"], "all", parser=parser).rows
    assert rows and not [r for r in rows if "テニス会社員" in r["sentence_B_Ja"] + r["sentence_A_Ja"]]


@pytest.mark.parametrize(
    ("sentence", "hypothesis"),
    [
        ("泣いている犬を子供が追いかけた", "子供が泣いている"),  # scrambled: the relative clause's NP first
        ("赤い服を着た女性を男性が見ている", "男性が赤い服を着ている"),  # the adnominal た read as a state
    ],
)
def test_scrambled_garden_path(parser, sentence, hypothesis):
    assert ("garden-path-scrambled", hypothesis, "neutral") in _pairs(parser, sentence, "relative-clause")


def test_garden_path_states_a_resultative_clause(parser):
    assert ("garden-path", "男性が赤い服を着ている", "neutral") in _pairs(
        parser, "男性が赤い服を着た女性を見ている", "relative-clause"
    )


@pytest.mark.parametrize(
    "sentence",
    ["猿が肩に乗って歩いているカップルがいる", "猿が後ろをついて歩いているカップルが写真を撮っている"],
)
def test_a_relative_clause_head_gets_no_second_subject(parser, sentence):
    # ×カップルが猿が肩に乗って歩いている: the clause's own subject hangs on its te-clause (乗って), not its verb
    hypotheses = [h for _, h, _ in _pairs(parser, sentence, "relative-clause")]
    assert hypotheses and not [h for h in hypotheses if h.count("が") > 1]
    assert "relative-clause-head" not in [r for r, _, _ in _pairs(parser, sentence, "relative-clause")]


def test_an_adnominal_past_is_a_state_only_for_resultative_verbs(parser):
    # 猫を追いかけた犬: the dog chased the cat (an event), not 犬が猫を追いかけている; 着た女性 is 着ている (a state).
    pairs = _pairs(parser, "子供が猫を追いかけた犬を見ている", "relative-clause")
    assert ("relative-clause-head", "犬が猫を追いかけた", "entailment") in pairs
    assert ("garden-path", "子供が猫を追いかけた", "neutral") in pairs
    assert not [h for _, h, _ in pairs if "追いかけている" in h]
    assert ("relative-clause-head", "女性が赤い服を着ている", "entailment") in _pairs(
        parser, "男性が赤い服を着た女性を見ている", "relative-clause"
    )


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "雨が降るなら、試合は中止になるだろう",
            [
                ("conditional-clause", "雨が降る", "neutral"),
                ("conditional-main-clause", "試合は中止になる", "neutral"),
            ],
        ),
        (
            "もし雨が降るなら、子供は家にいるだろう",
            [
                ("conditional-clause", "雨が降る", "neutral"),
                ("conditional-main-clause", "子供は家にいる", "neutral"),
            ],
        ),
        (  # the main clause under the modal noun はず
            "男性が走っているのでなければ、女性が走っているはずだ",
            [
                ("conditional-clause", "男性が走っている", "neutral"),
                ("conditional-main-clause", "女性が走っている", "neutral"),
            ],
        ),
    ],
)
def test_conditionals_found_in_text_entail_neither_clause(parser, sentence, expected):
    assert _pairs(parser, sentence, "subordination") == expected


def test_conditionals_built_from_a_simple_sentence(parser):
    rows = generate(["男の子が泳ぐ"], "subordination", parser=parser).rows
    assert [(r["rule"], r["sentence_A_Ja"], r["sentence_B_Ja"], r["entailment_label_Ja"]) for r in rows] == [
        ("built-conditional-ba", "男の子が泳げば、ある人が喜ぶだろう", "男の子が泳ぐ", "neutral"),
        ("built-conditional-tara", "男の子が泳いだら、ある人が喜ぶだろう", "男の子が泳ぐ", "neutral"),
        ("built-conditional-nara", "男の子が泳ぐなら、ある人が喜ぶだろう", "男の子が泳ぐ", "neutral"),
        ("built-conditional-nara-main", "ある人が来るなら、男の子が泳ぐだろう", "男の子が泳ぐ", "neutral"),
        (
            "built-conditional-nodenakereba",
            "ある人が来るのでなければ、男の子が泳ぐはずだ",
            "男の子が泳ぐ",
            "neutral",
        ),
    ]
    assert _built(parser, "男の子が笑っている", "subordination", "built-conditional-ba") == [
        ("男の子が笑っていれば、ある人が喜ぶだろう", "男の子が笑っている", "neutral")
    ]
    assert _built(parser, "空が青い", "subordination", "built-conditional-tara") == [
        ("空が青かったら、ある人が喜ぶだろう", "空が青い", "neutral")
    ]
    # must not fire: a past sentence has no ば-conditional of its tense; several clauses are not put in a conditional
    assert _built(parser, "犬が猫を追いかけた", "subordination", "built-conditional-ba") == []
    several = generate(["雨が降ったので、試合が中止になった"], "subordination", parser=parser).rows
    assert not [r for r in several if r["rule"].startswith("built-")]


def test_garden_path_variants_keep_the_main_verb_or_topicalise(parser):
    pairs = _pairs(parser, "子供が泣いている犬を追いかけた", "relative-clause")
    assert ("garden-path-topic", "子供は泣いている", "neutral") in pairs
    assert ("relative-clause-drop-np-swap", "犬が子供を追いかけた", "neutral") in pairs
    assert ("relative-clause-drop-scramble", "犬を子供が追いかけた", "entailment") in pairs
    # a に-partner: the child approached the dog, so 犬に子供が近づいた is entailed and 犬が子供に近づいた is not
    pairs = _pairs(parser, "子供が泣いている犬に近づいた", "relative-clause")
    assert ("relative-clause-drop-scramble", "犬に子供が近づいた", "entailment") in pairs
    assert ("relative-clause-drop-np-swap-dative", "犬が子供に近づいた", "neutral") in pairs
    # は is already a topic: no garden-path-topic
    assert "garden-path-topic" not in [
        r for r, _, _ in _pairs(parser, "子供は泣いている犬を追いかけた", "relative-clause")
    ]


@pytest.mark.parametrize(
    ("sentence", "hypothesis"),
    [
        ("犬が泣いている子供を追いかけた", "犬が泣いている"),  # an animal as the first NP
        ("ボールが遊んでいる子供に当たった", "ボールが遊んでいる"),  # an object as the first NP
        ("子供が、泣いている犬を追いかけた", "子供が泣いている"),  # the comma after the first subject
    ],
)
def test_garden_path_selectional_and_comma_variants(parser, sentence, hypothesis):
    assert ("garden-path", hypothesis, "neutral") in _pairs(parser, sentence, "relative-clause")


def test_causative_hypotheses_with_the_adjuncts_dropped(parser):
    assert _pairs(parser, "男の子が公園で子供を走らせている", "causative") == [
        ("causee-acts", "公園で子供が走っている", "entailment"),
        ("causee-acts-bare", "子供が走っている", "entailment"),
        ("causer-acts", "男の子が公園で走っている", "neutral"),
        ("causer-acts-bare", "男の子が走っている", "neutral"),
    ]


def test_a_body_part_trades_no_roles(parser):
    # ×猿に肩が乗って歩いている: a body part (like 上, 前) names a part of someone, not a participant
    rules = [r for r, _, _ in _pairs(parser, "猿が肩に乗って歩いているカップルがいる", "scrambling")]
    assert "particle-swap-dative" not in rules
    assert ("particle-swap-dative", "若者に男性が飛びかかった", "neutral") in _pairs(
        parser, "若者が男性に飛びかかった", "scrambling"
    )


@pytest.mark.parametrize(
    ("sentence", "hypothesis"),
    [
        (
            "毛のふわふわした犬は草で覆われたエリアを走り抜けている",
            "エリアが草で覆われている",
        ),  # a passive of covering
        (
            "浅黒い肌をした男性は黄色のビルの前で逆立ちをしている",
            "男性が浅黒い肌をしている",
        ),  # a property with する
    ],
)
def test_an_adnominal_past_states_a_resulting_state(parser, sentence, hypothesis):
    assert ("relative-clause-head", hypothesis, "entailment") in _pairs(parser, sentence, "relative-clause")


def test_a_sahen_verb_links_a_conditional(parser):
    # 回復|する|なら and 検討|する|だろう: GiNZA labels the サ変 noun VERB
    assert _pairs(parser, "景気が回復するなら、政府は増税を検討するだろう", "subordination") == [
        ("conditional-clause", "景気が回復する", "neutral"),
        ("conditional-main-clause", "政府は増税を検討する", "neutral"),
    ]


@pytest.mark.parametrize(
    ("sentence", "phenomenon", "rule"),
    [
        # a role swap needs a participant who could act: no ×女性をポークチョップが調理している
        ("女性がパン粉のついたポークチョップを調理している", "relative-clause", "relative-clause-drop-swap"),
        # a vehicle trades no roles with a person: no ×車が男性に乗り込んでいる
        ("男性がガレージにある車に乗り込んでいる", "relative-clause", "relative-clause-drop-np-swap-dative"),
        # a lexical causative (翼をはためかせる) has no causee acting: no ×カモがはためいている
        ("カモが水の中で翼をはためかせている", "causative", "causer-acts"),
        # the relative clause must not take in the main subject and its comma (×白い文字が女の子に着られている)
        (
            "白い文字があしらわれたピンク色のシャツが、草の中で横たわっている女の子に着られている",
            "relative-clause",
            "relative-clause-drop",
        ),
    ],
)
def test_swaps_and_drops_that_would_make_nonsense_are_not_made(parser, sentence, phenomenon, rule):
    assert rule not in [r for r, _, _ in _pairs(parser, sentence, phenomenon)]
