"""generate precision on real text, third round: the error classes of the heldout-c generate audit, each on
sentences written for these tests (exact premises, hypotheses and labels, and the cases that must not fire)."""

import pytest

from stresskit.evaluation.api import generate


def _pairs(parser, sentence, phenomena):
    """(rule, premise, hypothesis, label) of every pair derived from the sentence."""
    rows = generate([sentence], phenomena, parser=parser).rows
    return [(r["rule"], r["sentence_A_Ja"], r["sentence_B_Ja"], r["entailment_label_Ja"]) for r in rows]


def _skips(parser, sentence, phenomena):
    """Skip reason per rule (the summary keys each skip by rule and reason)."""
    summary = generate([sentence], phenomena, parser=parser).summary
    return {rule: reason for (rule, reason) in summary.skipped}


# ------------------------------------------------------------------ 2. relative clauses: content nouns, boundaries


@pytest.mark.parametrize(
    "sentence",
    [
        "彼女は以前その町に住んでいた記憶がある。",  # 記憶: what is remembered (×彼女は記憶がある)
        "兄は工場の安全を管理する立場にいた。",  # 立場: which position (×兄は立場にいた)
        "明日は全国的に雨が降る予想となっている。",  # 予想: what is expected (×明日は予想となっている)
        "君はもう帰ったほうがいい。",  # 〜たほうがいい: advice (×君はほうがいい)
    ],
)
def test_a_content_noun_keeps_its_clause(parser, sentence):
    assert _pairs(parser, sentence, "relative-clause") == []


@pytest.mark.parametrize(
    "sentence",
    [
        # 3月の事故で belongs to the clause (×少年が事故で車にはねられて骨を折った, 3月の left behind)
        "3月の事故で車にはねられて骨を折った少年が退院した。",
        # 素朴で and 心温まる both modify 物語 (×彼は素朴で物語を書いた)
        "彼は素朴で心温まる物語を書いた。",
        # the clause before 所、 is the main clause's (×男性を発見。 drops the search)
        "部屋を調べた所、すぐに床に倒れていた男性を発見。",
    ],
)
def test_an_unsure_clause_boundary_leaves_the_clause_alone(parser, sentence):
    assert _pairs(parser, sentence, "relative-clause") == []


def test_conjuncts_inside_the_clause_do_not_block_it(parser):
    sentence = "祖父は米、野菜、果物の栽培を支える農家を訪ねた。"
    pairs = _pairs(parser, sentence, "relative-clause")
    assert ("relative-clause-drop", sentence, "祖父は農家を訪ねた。", "entailment") in pairs
    assert ("relative-clause-head", sentence, "農家が米、野菜、果物の栽培を支える", "entailment") in pairs


def test_a_clause_that_takes_its_dependents_is_still_dropped(parser):
    sentence = "昨夜の試合で相手に倒されて怪我をした選手が会見に臨んだ。"
    pairs = _pairs(parser, sentence, "relative-clause")
    assert ("relative-clause-drop", sentence, "選手が会見に臨んだ。", "entailment") in pairs
    assert (
        "relative-clause-head",
        sentence,
        "選手が昨夜の試合で相手に倒されて怪我をした",
        "entailment",
    ) in pairs


def test_a_head_under_a_negated_or_modal_predicate_is_not_said_to_exist(parser):
    sentence = "嘘をつく人とは一緒に働くことができない。"
    assert _pairs(parser, sentence, "relative-clause") == []
    assert _skips(parser, sentence, "relative-clause")["relative-clause-head"] == (
        "relative-clause-head: the phrase 嘘をつく人とは stands under a negated (働くことができない) predicate: "
        "it does not say such 人 exist"
    )
