"""generate's derived hypotheses, the error classes of the heldout-k generate audit (session 13): a topic before a
first clause that may be that clause's or the main clause's alone; a quotation the parse leaves out of the first
clause; an adverb of certainty under a built modal frame; a predicate of rarity over a relative clause's head; and
once-only events (milestones, naming, founding) dated to another day. Exact premises, hypotheses, labels and skip
reasons, on sentences written for these tests."""

import pytest
from fidelity_cases import derived_pairs as _pairs
from fidelity_cases import derived_skips as _skips

DEICTIC = "time-point-deictic-built"


def _rules(parser, sentence, phenomenon):
    return {pair[0] for pair in _pairs(parser, sentence, phenomenon)}


# ------------------------------------------------------------------ a topic over the first clause


@pytest.mark.parametrize(
    ("sentence", "topic"),
    [
        ("妹は背が高いけれど力が弱い。", "妹は"),
        ("弟は体が小さいけれど健康だ。", "弟は"),
    ],
)
def test_a_topic_that_may_be_the_first_clauses_is_not_dropped(parser, sentence, topic):
    assert "first-clause" not in _rules(parser, sentence, "clause-coordination")
    assert _skips(parser, sentence, "clause-coordination")["first-clause"] == (
        f"extract-clause: the topic {topic} before the first clause may belong to it or only to the main clause: "
        "which is unsure"
    )


@pytest.mark.parametrize(
    ("sentence", "hypothesis"),
    [
        ("男の子が公園で走って、転んだ。", "男の子が公園で走った"),
        ("彼は本を読んで、寝た。", "彼は本を読んだ"),
        ("私はよく本を読んで夜遅くまで起きている。", "私は本を読んでいる"),
    ],
)
def test_a_first_clause_with_the_shared_subject_is_still_derived(parser, sentence, hypothesis):
    assert ("first-clause", sentence, hypothesis, "entailment") in _pairs(
        parser, sentence, "clause-coordination"
    )


def test_a_quotation_left_out_of_the_first_clause_skips_it(parser):
    sentence = "彼は会議を開くといって皆を集めた。"  # before: ×彼はいった
    assert "first-clause" not in _rules(parser, sentence, "clause-coordination")
    assert _skips(parser, sentence, "clause-coordination")["first-clause"] == (
        "extract-clause: 開く before the first clause depends on its verb but is left out of it: the clause would "
        "be cut"
    )


# ------------------------------------------------------------------ an adverb of certainty under a modal frame


def test_an_adverb_of_certainty_is_not_framed(parser):
    assert not {r for r in _rules(parser, "彼はきっと明日来る。", "modal-negation") if r.startswith("modal-")}
    assert ("modal-kanousei", "彼が明日来る可能性がある", "彼は明日来る。", "neutral") in _pairs(
        parser, "彼は明日来る。", "modal-negation"
    )


# ------------------------------------------------------------------ rarity over a relative clause's head


def test_a_predicate_of_rarity_keeps_the_relative_clause(parser):
    sentence = "地方で作られた映画が、海外で賞を取るのは極めて異例という。"  # before: ×映画が、…異例という。
    assert "relative-clause-drop" not in _rules(parser, sentence, "relative-clause")
    assert _skips(parser, sentence, "relative-clause")["relative-clause-drop"] == (
        "drop-relative-clause: 異例 says something is rare or unusual: dropping a modifier widens what it is said "
        "of, so the shorter sentence is not entailed"
    )
    assert (
        "relative-clause-drop",
        "雪の降る町で育った子供がスキーをしている。",
        "子供がスキーをしている。",
        "entailment",
    ) in _pairs(parser, "雪の降る町で育った子供がスキーをしている。", "relative-clause")


# ------------------------------------------------------------------ once-only events on another day


@pytest.mark.parametrize(
    ("sentence", "premise", "hypothesis"),
    [
        (
            "彼らは娘をハナと名づけた。",
            "今日は2019年11月5日である。彼らは昨日娘をハナと名づけた",
            "彼らは2019年11月3日に娘をハナと名づけた",
        ),
        (
            "兄は東京の大学に入学した。",
            "今日は2019年11月5日である。兄は昨日東京の大学に入学した",
            "兄は2019年11月3日に東京の大学に入学した",
        ),
    ],
)
def test_a_once_only_event_on_another_day_is_a_contradiction(parser, sentence, premise, hypothesis):
    pairs = _pairs(parser, sentence, "temporal")
    assert (DEICTIC, premise, hypothesis, "contradiction") in pairs
    assert (DEICTIC, premise, hypothesis.replace("11月3日", "11月4日"), "entailment") in pairs
