"""JaNLI breadth in generate (issue 22): exact pairs and labels per class on real parses, the cases that must not
fire, and the precision fixes (polite predicates in frames, content nouns, connective debris)."""

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
        ("causer-acts", "母親がベッドで眠った", "neutral"),
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
                ("conditional-main-clause", "試合は中止になるだろう", "neutral"),
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
