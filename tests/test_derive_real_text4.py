"""generate's derived hypotheses on real text, the error classes of the heldout-e generate audit (relative
clauses, clause coordination, frames that cannot embed their sentence, once-only events), each on sentences
written for these tests: exact premises, hypotheses and labels, and the exact skip reasons."""

import pytest
from fidelity_cases import derived_pairs as _pairs
from fidelity_cases import derived_skips as _skips

# ------------------------------------------------------------------ 1. relative clauses


@pytest.mark.parametrize(
    "sentence",
    [
        "過去には大雨で決勝が延期された例がある。",  # ×例がある, ×例が延期された: 例 is what the clause shows
        "私は昔この絵を見たおぼえがある。",  # おぼえ (Sudachi's normalised 覚え): ×私はおぼえがある
        "この小説は一度読む価値がある。",  # ×この小説は価値がある
    ],
)
def test_a_content_noun_keeps_its_clause(parser, sentence):
    assert _pairs(parser, sentence, "relative-clause") == []
    skips = _skips(parser, sentence, "relative-clause")
    assert (
        skips["relative-clause-drop"]
        == "drop-relative-clause: no verbal relative clause in a main-clause phrase"
    )
    assert (
        skips["relative-clause-head"]
        == "relative-clause-head: no verbal relative clause in a main-clause phrase"
    )


def test_a_prohibition_entails_neither_the_drop_nor_the_clause(parser):
    sentence = "泣いている子供をからかうな。"  # ×子供をからかうな (downward), ×子供が泣いている (generic)
    assert _pairs(parser, sentence, "relative-clause") == []
    skips = _skips(parser, sentence, "relative-clause")
    assert skips["relative-clause-drop"] == (
        "drop-relative-clause: the main predicate is a prohibition (からかうな): a prohibition is "
        "downward-monotone, so dropping the relative clause is not entailed"
    )
    assert skips["relative-clause-head"] == (
        "relative-clause-head: the main predicate is a prohibition (からかうな): its relative clause describes "
        "any such referent, and does not say that one exists"
    )


def test_a_request_keeps_the_ga_phrase_with_its_relative_clause(parser):
    sentence = (
        "君が昨日焼いたケーキを食べさせてくれ。"  # ×君がケーキを食べさせてくれ: 君が is 焼いた's subject
    )
    assert [p for p in _pairs(parser, sentence, "relative-clause") if p[0] == "relative-clause-drop"] == []
    assert _skips(parser, sentence, "relative-clause")["relative-clause-drop"] == (
        "drop-relative-clause: 君が stands before the relative clause of a request (食べさせてくれ), whose own "
        "subject is the unexpressed addressee: it is the relative clause's subject"
    )


def test_a_time_adverb_before_a_relative_clause_is_not_kept_by_a_drop(parser):
    sentence = "先月大阪から来た社員に仕事を教えた。"  # ×先月社員に仕事を教えた: 先月 may date 来た
    assert _pairs(parser, sentence, "relative-clause") == [
        ("relative-clause-head", sentence, "社員が大阪から来た", "entailment")
    ]
    assert _skips(parser, sentence, "relative-clause")["relative-clause-drop"] == (
        "drop-relative-clause: 先月 stands right before the relative clause 来た and may modify it: which "
        "clause it belongs to is unsure"
    )


def test_an_adverb_inside_the_relative_clause_goes_with_it(parser):
    sentence = "いつも怒っている上司に報告した。"
    assert ("relative-clause-drop", sentence, "上司に報告した。", "entailment") in _pairs(
        parser, sentence, "relative-clause"
    )


def test_a_compound_postposition_before_the_clause_is_not_stranded(parser):
    sentence = "会社が工場を閉鎖したことに対する、従業員の反発に対応した処置という。"
    # ×…ことに対する、処置という: に対する says what the 反発 was about
    assert _pairs(parser, sentence, "relative-clause") == []
    assert _skips(parser, sentence, "relative-clause")["relative-clause-drop"] == (
        "drop-relative-clause: the modifier ending in 対する、 before the relative clause may modify a noun "
        "inside it: dropping the clause would hang it on the head"
    )


def test_a_stacked_relative_clause_after_a_comma_still_drops(parser):
    sentence = "新しい法律に抗議する、全国から集まった市民が行進した。"
    assert (
        "relative-clause-drop",
        sentence,
        "新しい法律に抗議する、市民が行進した。",
        "entailment",
    ) in _pairs(parser, sentence, "relative-clause")
