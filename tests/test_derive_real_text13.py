"""generate's derived hypotheses, session 17: leftovers of the dev generate judgements (heldout-b … heldout-o)
built as classes. Exact premises, hypotheses, labels and skip reasons; judged dev premises are marked, the rest
are written for these tests."""

import pytest
from fidelity_cases import derived_pairs as _pairs
from fidelity_cases import derived_skips as _skips

CC = "clause-coordination"


def _rule(parser, sentence, phenomenon, rule):
    return [p for p in _pairs(parser, sentence, phenomenon) if p[0] == rule]


# ------------------------------------------------- 1. 〜く/〜に思う, 感じる: a present feeling whatever the adjective


@pytest.mark.parametrize(
    ("sentence", "feeling"),
    [
        ("私はそれを聞いてたいへん気の毒に思う。", "気の毒に思う"),  # heldout-k: ×私はそれを聞く
        ("私は手紙をもらって懐かしく感じる。", "懐かしく感じる"),
    ],
)
def test_the_cause_of_a_present_evaluation_is_no_first_clause(parser, sentence, feeling):
    assert _rule(parser, sentence, CC, "first-clause") == []
    assert _skips(parser, sentence, CC)["first-clause"] == (
        f"extract-clause: the te-clause gives the cause of the present feeling {feeling}: its event may be past, "
        "so its tense is unsure"
    )


def test_the_feeling_itself_stays_a_second_clause(parser):
    sentence = "私はそれを聞いてたいへん気の毒に思う。"
    assert _rule(parser, sentence, CC, "second-clause") == [
        ("second-clause", sentence, "私はたいへん気の毒に思う。", "entailment")
    ]


def test_the_cause_of_a_past_evaluation_is_still_a_first_clause(parser):
    sentence = "彼は家に帰って、それを不思議に思った。"
    assert _rule(parser, sentence, CC, "first-clause") == [
        ("first-clause", sentence, "彼は家に帰った", "entailment")
    ]
