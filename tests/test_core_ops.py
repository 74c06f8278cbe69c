"""The four core ops on hand-written sentences, with the exact rewrites a linguist would make."""

import pytest

from stresskit.evaluation.api import perturb


def rewrite(parser, sentence, op, pair):
    rows = perturb([sentence], ops=op, pairs=pair, parser=parser).rows
    assert len(rows) <= 1
    return rows[0]["sentence_A_Ja"] if rows else None


CASES = [
    # scramble, canonical → scrambled, each pair
    ("髪の長い女性がピアノを弾いている", "scramble", "ga-o", "ピアノを髪の長い女性が弾いている"),
    ("女性が公園に座っている", "scramble", "ga-ni", "公園に女性が座っている"),
    ("子供が砂浜でボールを蹴っている", "scramble", "ga-de", "砂浜で子供がボールを蹴っている"),
    ("子供が砂浜でボールを蹴っている", "scramble", "ga-o", None),  # 砂浜で stands between
    ("男性が女性に花を渡している", "scramble", "ga-ni", "女性に男性が花を渡している"),
    # scramble restores canonical order
    ("ピアノを髪の長い女性が弾いている", "scramble", "ga-o", "髪の長い女性がピアノを弾いている"),
    ("犬を猫が追いかけている", "scramble", "ga-o", "猫が犬を追いかけている"),
    ("公園で子供たちがサッカーをしている", "scramble", "ga-de", "子供たちが公園でサッカーをしている"),
    # は (final clause only) and も subjects
    ("その男性はギターを弾いていない", "scramble", "ga-o", "ギターをその男性は弾いていない"),
    (
        "その人々はレストランの前にあるベンチに座っていない",
        "scramble",
        "ga-ni",
        "レストランの前にあるベンチにその人々は座っていない",
    ),
    ("女の子も花を摘んでいる", "scramble", "ga-o", "花を女の子も摘んでいる"),
    ("男性はギターを弾いていて、女性が歌っている", "scramble", "ga-o", None),
    # relative clauses stay inside their phrase; a を inside a relative clause is not the clause's
    (
        "赤い帽子をかぶった男性がボールを投げている",
        "scramble",
        "ga-o",
        "ボールを赤い帽子をかぶった男性が投げている",
    ),
    ("料理をしている男性が笑っている", "scramble", "ga-o", None),
    (
        "競技会に出場している数人の男性が外で走っている",
        "scramble",
        "ga-de",
        "外で競技会に出場している数人の男性が走っている",
    ),
    # every qualifying clause of a sentence, in one output sentence
    (
        "男性がテレビを見ていて、女性が本を読んでいる",
        "scramble",
        "ga-o",
        "テレビを男性が見ていて、本を女性が読んでいる",
    ),
    ("犬が川で泳いでいて、猫が木に登っている", "scramble", "ga-ni", "犬が川で泳いでいて、木に猫が登っている"),
    ("犬が川で泳いでいて、猫が木に登っている", "scramble", "ga-de", "川で犬が泳いでいて、猫が木に登っている"),
    # particle-swap
    ("その男性はギターを弾いていない", "particle-swap", "ga-o", "その男性をギターが弾いていない"),
    ("髪の長い女性がピアノを弾いている", "particle-swap", "ga-o", "髪の長い女性をピアノが弾いている"),
    ("男性が女性に花を渡している", "particle-swap", "ga-ni", "男性に女性が花を渡している"),
    ("子供たちがナイフで野菜を切っている", "particle-swap", "ga-de", "子供たちでナイフが野菜を切っている"),
    ("犬を猫が追いかけている", "particle-swap", "ga-o", "犬が猫を追いかけている"),
    (
        "男性がテレビを見ていて、女性が本を読んでいる",
        "particle-swap",
        "ga-o",
        "男性をテレビが見ていて、女性を本が読んでいる",
    ),
    # particle-delete
    ("髪の長い女性がピアノを弾いている", "particle-delete", "ga-o", "髪の長い女性ピアノ弾いている"),
    # a comma keeps the subject from gluing onto the に/で-phrase (女性|公園 would read as one noun phrase)
    ("女性が、公園に座っている", "particle-delete", "ga-ni", "女性、公園座っている"),
    ("子供たちが、砂浜で遊んでいる", "particle-delete", "ga-de", "子供たち、砂浜遊んでいる"),
    # np-swap
    ("猫が犬を追いかけている", "np-swap", "ga-o", "犬が猫を追いかけている"),
    (
        "赤い帽子をかぶった男性がボールを投げている",
        "np-swap",
        "ga-o",
        "ボールが赤い帽子をかぶった男性を投げている",
    ),
    ("男性が女性に花を渡している", "np-swap", "ga-ni", "女性が男性に花を渡している"),
    ("料理をしている男性が笑っている", "np-swap", "ga-o", None),
]


@pytest.mark.parametrize(("sentence", "op", "pair", "expected"), CASES)
def test_rewrite(parser, sentence, op, pair, expected):
    assert rewrite(parser, sentence, op, pair) == expected


def test_all_pairs_give_one_row_each_with_rule_and_expected_label(parser):
    result = perturb(
        [
            {
                "pair_ID": "7",
                "sentence_A_Ja": "犬が川で泳いでいて、猫が木に登っている",
                "entailment_label_Ja": "entailment",
            }
        ],
        ops=["scramble", "particle-swap"],
        parser=parser,
    )
    summary = [(r["op"], r["pair"], r["rule"], r["expected_label"], r["sentence_A_Ja"]) for r in result.rows]
    assert summary == [
        ("scramble", "ga-ni", "scramble-fronting", "entailment", "犬が川で泳いでいて、木に猫が登っている"),
        ("scramble", "ga-de", "scramble-fronting", "entailment", "川で犬が泳いでいて、猫が木に登っている"),
        ("particle-swap", "ga-ni", "particle-swap", "neutral", "犬が川で泳いでいて、猫に木が登っている"),
        ("particle-swap", "ga-de", "particle-swap", "neutral", "犬で川が泳いでいて、猫が木に登っている"),
    ]
    assert result.summary.rewritten[("scramble", "ga-ni")] == 1
    assert result.summary.skipped == {
        "no を-argument of a predicate with a subject": 2,
    }


def test_skip_reasons_for_odd_rows(parser):
    premises = [
        "",
        "A man is playing a guitar",
        "😀🎸",
        "男性がギターを弾いている" * 300,
        "男の子が走っている",
    ]
    result = perturb(premises, ops="scramble", pairs="ga-o", keep_unchanged=True, parser=parser)
    assert [(r["mod_A"], r["skip_reason"]) for r in result.rows] == [
        ("False", "empty premise"),
        ("False", "no subject marked が/は/も"),
        ("False", "no subject marked が/は/も"),
        ("False", "premise longer than 2000 characters"),
        ("False", "no を-argument of a predicate with a subject"),
    ]
    assert [r["sentence_A_Ja"] for r in result.rows] == premises


def test_verify_marks_rewrites_the_reparse_confirms(parser):
    result = perturb(
        ["髪の長い女性がピアノを弾いている"],
        ops="scramble,particle-swap",
        pairs="ga-o",
        verify=True,
        parser=parser,
    )
    assert [(r["op"], r["verified"]) for r in result.rows] == [
        ("scramble", "True"),
        ("particle-swap", "True"),
    ]
