"""generate's derived hypotheses, session 17 second pass: the classes of heldout-p's generate judgements built
broadly. Exact premises, hypotheses, labels and skip reasons; judged dev premises are marked, the rest are
written for these tests."""

import pytest
from fidelity_cases import derived_pairs as _pairs
from fidelity_cases import derived_skips as _skips

RC = "relative-clause"


def _rule(parser, sentence, phenomenon, rule):
    return [p for p in _pairs(parser, sentence, phenomenon) if p[0] == rule]


# ------------------------------------------------- 1. garden-path: the head may be the object of the clause


@pytest.mark.parametrize(
    ("sentence", "clause", "head", "subject"),
    [
        (  # heldout-p: the front did hold the prisoners, so ×neutral
            "西サハラで独立を求める武装組織ポリサリオ戦線が、最後まで拘留していたモロッコ人捕虜404人を18日解放した。",
            "拘留していた",
            "モロッコ人捕虜404人",
            "西サハラで独立を求める武装組織ポリサリオ戦線が",
        ),
        ("警察が長年監禁していた少女を保護した。", "監禁していた", "少女", "警察が"),
    ],
)
def test_no_garden_path_when_the_head_may_be_the_clause_object(parser, sentence, clause, head, subject):
    for rule in ("garden-path", "garden-path-topic"):
        assert _rule(parser, sentence, RC, rule) == []
        assert _skips(parser, sentence, RC)[rule] == (
            f"garden-path: {clause} has no object of its own and may take one: {head} may be its object and "
            f"{subject} its unexpressed subject, so the misreading may be true (the neutral label is unsure)"
        )


@pytest.mark.parametrize(
    ("sentence", "hypothesis"),
    [
        ("少女が泣いている子犬を抱き上げた", "少女が泣いている"),  # 泣く: no を in the case frames
        ("警察官が逃げている男を追いかけた", "警察官が逃げている"),  # the intransitive of 逃がす
        ("犬が走っている猫を見ている", "犬が走っている"),  # a path verb
        ("その警官はいなくなった少年を捜した。", "その警官はいなくなった"),  # heldout-e
    ],
)
def test_the_garden_path_of_an_intransitive_clause_stays(parser, sentence, hypothesis):
    assert ("garden-path", sentence, hypothesis, "neutral") in _pairs(parser, sentence, RC)
