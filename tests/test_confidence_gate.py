"""The confidence-gate measurement (issue 20, branch fix-gate): the general features of a candidate rewrite
(stresskit/parsing/gate_features.py) on exact sentences, and the pieces of benchmarks/confidence_gate.py that
choose thresholds, score and write the fitted weights. The gate did not clear the bar, so it is not wired into
the ops and no confidence_gate.json ships (docs/fidelity.md, "A confidence gate learned from the judged rows")."""

from __future__ import annotations

import importlib.util
import json
import math
import sys
from pathlib import Path

import numpy as np
import pytest

from stresskit.parsing.clauses import clause_view
from stresskit.parsing.gate_features import phrase_slots, rewrite_features
from stresskit.rewriting.perturb import pairs_for
from stresskit.rewriting.sentence import Applied, Task, apply_ops
from stresskit.rules.loader import load_rules

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def gate():
    spec = importlib.util.spec_from_file_location(
        "confidence_gate", ROOT / "benchmarks" / "confidence_gate.py"
    )
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def rules():
    return load_rules()


def _first_rewrite(parser, rules, text: str, op: str):
    """The first rewrite the op writes for the sentence (over its pairs, in order), with the sentence's clauses."""
    doc = parser.parse([text])[text]
    clauses = clause_view(doc)
    tasks = [Task(op, pair) for pair in pairs_for(op, rules, tuple(rules.pairs))]
    applied = next(r for r in apply_ops(doc, clauses, rules, tasks) if isinstance(r, Applied))
    return applied, clauses


def _on(features: dict[str, float]) -> dict[str, float]:
    return {name: value for name, value in features.items() if value}


def test_features_of_a_topic_and_a_de_phrase(parser, rules) -> None:
    applied, clauses = _first_rewrite(
        parser, rules, "田中さんは駅前の本屋で新しい辞書を買った。", "particle-swap"
    )
    assert (applied.pair, applied.text) == ("ga-de", "田中さんで駅前の本屋が新しい辞書を買った。")
    match = applied.matches[0]
    a, b = phrase_slots(match.slots)
    assert (a.span.text, b.span.text) == ("田中さんは", "駅前の本屋で")
    features = rewrite_features(match.slots, match.clause, clauses)
    on = _on(features)
    # the topic names a person (さん), stands first, seven words before the predicate 買っ
    assert {k: on[k] for k in ("a_topic", "a_suffix", "a_person", "a_bunsetsu", "a_first")} == {
        "a_topic": 1.0,
        "a_suffix": 1.0,
        "a_person": 1.0,
        "a_bunsetsu": 1.0,
        "a_first": 1.0,
    }
    assert on["a_to_predicate"] == math.log1p(7)
    assert on["a_tokens"] == math.log1p(2)
    # 駅前の本屋で: two bunsetsu, a shop (本屋: an organisation word), no relative clause, no coordination
    assert on["b_de"] == 1.0 and on["b_bunsetsu"] == 2.0 and on["b_organisation"] == 1.0
    assert features["b_relative"] == 0.0 and features["b_coordination"] == 0.0
    assert on["pair_adjacent"] == 1.0 and features["pair_punct"] == 0.0
    assert on["pred_root"] == 1.0 and on["clause_arguments"] == 3.0 and on["sentence_clauses"] == 1.0
    for name in (
        "pred_teiru",
        "pred_passive",
        "pred_polite",
        "pred_nonfinal",
        "pred_adnominal",
        "pred_copula",
    ):
        assert features[name] == 0.0


def test_features_of_a_polite_teiru_clause_with_a_comma(parser, rules) -> None:
    applied, clauses = _first_rewrite(parser, rules, "学生たちが、先生に花束を渡しています。", "np-swap")
    assert applied.text == "先生が、学生たちに花束を渡しています。"
    match = applied.matches[0]
    on = _on(rewrite_features(match.slots, match.clause, clauses))
    assert on["a_ga"] == 1.0 and on["a_person"] == 1.0
    assert on["b_ni"] == 1.0 and on["b_person"] == 1.0
    assert on["pair_gap"] == math.log1p(1) and on["pair_punct"] == 1.0 and "pair_adjacent" not in on
    assert on["pred_teiru"] == 1.0 and on["pred_polite"] == 1.0 and on["sentence_commas"] == 1.0


def test_features_of_a_relative_clause_subject_and_a_passive(parser, rules) -> None:
    applied, clauses = _first_rewrite(
        parser, rules, "昨日、窓を割った少年が近所の人に叱られた。", "voice-flip"
    )
    assert applied.text == "昨日、窓を割った少年が近所の人を叱った。"
    match = applied.matches[0]
    a, b = phrase_slots(match.slots)  # the voice op's slots: subject and agent
    assert (a.span.text, b.span.text) == ("窓を割った少年が", "近所の人に")
    on = _on(rewrite_features(match.slots, match.clause, clauses))
    assert on["a_relative"] == 1.0 and on["a_bunsetsu"] == 3.0 and "a_first" not in on
    assert on["pred_passive"] == 1.0 and on["sentence_clauses"] == 2.0


def test_features_come_in_a_fixed_order(parser, rules) -> None:
    one, clauses_one = _first_rewrite(
        parser, rules, "田中さんは駅前の本屋で新しい辞書を買った。", "particle-swap"
    )
    two, clauses_two = _first_rewrite(
        parser, rules, "昨日、窓を割った少年が近所の人に叱られた。", "voice-flip"
    )
    names = list(rewrite_features(one.matches[0].slots, one.matches[0].clause, clauses_one))
    assert names == list(rewrite_features(two.matches[0].slots, two.matches[0].clause, clauses_two))
    assert len(names) == 84 and names[0] == "a_present" and names[-1] == "sentence_commas"


def test_touched_phrases_from_the_text(parser, gate) -> None:
    text = "田中さんは駅前の本屋で新しい辞書を買った。"
    doc = parser.parse([text])[text]
    clause, slots = gate.touched(doc, "駅前の本屋で田中さんは新しい辞書を買った。", clause_view(doc))
    assert clause.predicate.text == "買っ"
    assert {name: phrase.span.text for name, phrase in slots.items()} == {
        "subject": "田中さんは",
        "partner": "駅前の本屋で",
    }


def test_threshold_refuses_at_most_the_share_of_correct_rows(gate) -> None:
    scores = np.array([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0.0, 0.95])
    wrong = np.array([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1.0])
    assert gate.threshold_for(scores, wrong, 0.10) == 0.8  # one correct row (0.9) may be refused
    assert gate.threshold_for(scores, wrong, 0.05) == 0.9  # none may
    assert gate.auc(scores, wrong) == 1.0
    assert gate.auc(np.array([0.1, 0.1, 0.5]), np.array([1.0, 0.0, 0.0])) == 0.25


def test_fitted_weights_are_written_deterministically(gate) -> None:
    rng = np.random.default_rng(7)
    x = rng.normal(size=(200, 3))
    y = (x[:, 0] + 0.5 * rng.normal(size=200) > 1).astype(float)
    names = ["f_one", "f_two", "f_three"]
    first = gate.gate_json(gate.Logistic(1.0).fit(x, y), names, 0.123456789, 0.03)
    second = gate.gate_json(gate.Logistic(1.0).fit(x, y), names, 0.123456789, 0.03)
    assert first == second
    data = json.loads(first)
    assert list(data["weights"]) == names and data["threshold"] == 0.123457
    assert data["weights"]["f_one"] > 1 > abs(data["weights"]["f_two"])


def test_decision_list_reads_as_rules(gate) -> None:
    x = np.array([[0.0, 1.0]] * 40 + [[1.0, 0.0]] * 5 + [[1.0, 1.0]] * 1)
    y = np.array([0.0] * 40 + [1.0] * 5 + [0.0])
    model = gate.DecisionList(["adverbial", "person"], budget=0.03).fit(x, y)
    assert model.describe() == ["person <= 0"]
    assert list(model.score(x[[0, 40, 45]])) == [0.0, 1.0, 0.0]
