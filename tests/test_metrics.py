import json

import numpy as np
import pytest

from stresskit.errors import StresskitError
from stresskit.evaluation.metrics import (
    MetricsAccumulator,
    Report,
    ScoredPair,
    bootstrap_ci,
    compute_report,
    mcnemar_exact,
)

E, N, C, NE = "entailment", "neutral", "contradiction", "non-entailment"


def sp(pair_id, original, perturbed, *, gold=E, expected=None, op="scramble", pair="ga-o", **kwargs):
    return ScoredPair(
        pair_id=pair_id,
        op=op,
        pair=pair,
        gold_label=gold,
        expected_label=expected if expected is not None else gold,
        original_prediction=original,
        perturbed_prediction=perturbed,
        **kwargs,
    )


def row(report: Report, op="scramble", pair="ga-o", gold_label="all"):
    matches = [r for r in report.results if (r["op"], r["pair"], r["gold_label"]) == (op, pair, gold_label)]
    assert len(matches) == 1
    return matches[0]


def test_four_pairs_three_consistent():
    records = [sp("1", E, E), sp("2", E, E), sp("3", E, E), sp("4", E, N)]
    r = row(compute_report(records, model="m"))
    assert r["n"] == 4
    assert r["consistency"] == 0.75
    assert r["expectation_pass_rate"] == 0.75
    assert r["accuracy_original"] == 1.0
    assert r["accuracy_perturbed"] == 0.75
    assert (r["mcnemar_b"], r["mcnemar_c"], r["mcnemar_p"]) == (1, 0, 1.0)


def test_consistency_and_expectation_are_different_references():
    # Swap expects neutral: a model that keeps its "entailment" is consistent but fails the rule.
    records = [
        sp("1", E, E, expected=N, op="particle-swap"),
        sp("2", E, N, expected=N, op="particle-swap"),
        sp("3", C, C, gold=C, expected=N, op="particle-swap"),
    ]
    report = compute_report(records, model="m")
    overall = row(report, op="particle-swap")
    assert overall["consistency"] == pytest.approx(2 / 3)
    assert overall["expectation_pass_rate"] == pytest.approx(1 / 3)
    # Originals 1-3 right, perturbed only #2 right: b = 2 (right -> wrong), c = 0.
    assert (overall["mcnemar_b"], overall["mcnemar_c"]) == (2, 0)
    assert row(report, op="particle-swap", gold_label=C)["consistency"] == 1.0


def test_exact_flip_matrix():
    records = [sp("1", E, E), sp("2", E, N), sp("3", E, N), sp("4", N, C, gold=N), sp("5", C, C, gold=C)]
    flips = row(compute_report(records, model="m"))["flips"]
    assert flips == {
        E: {E: 1, N: 2, C: 0},
        N: {E: 0, N: 0, C: 1},
        C: {E: 0, N: 0, C: 1},
    }
    assert list(flips) == [E, N, C]


def test_mcnemar_known_cases():
    assert mcnemar_exact(5, 0) == 0.0625
    assert mcnemar_exact(0, 5) == 0.0625
    assert mcnemar_exact(0, 0) == 1.0
    assert mcnemar_exact(3, 3) == 1.0
    # n = 12, P(X <= 2) = (1 + 12 + 66) / 4096, doubled.
    assert mcnemar_exact(10, 2) == pytest.approx(158 / 4096)


def test_mcnemar_in_report_five_broken_by_perturbation():
    records = [sp(str(i), E, N) for i in range(5)] + [sp("x", E, E)]
    r = row(compute_report(records, model="m"))
    assert (r["mcnemar_b"], r["mcnemar_c"], r["mcnemar_p"]) == (5, 0, 0.0625)


def mixed_records():
    # Large enough that the resampled rates are not all a few coarse steps apart.
    outcomes = [E, N, E, E, C, E, N, E, E, E, N, E, E] * 7
    return [sp(str(i), E, p) for i, p in enumerate(outcomes)]


def test_bootstrap_is_reproducible_per_seed():
    a = compute_report(mixed_records(), model="m", seed=7)
    b = compute_report(mixed_records(), model="m", seed=7)
    c = compute_report(mixed_records(), model="m", seed=8)
    assert a.to_json() == b.to_json()
    ra, rc = row(a), row(c)
    assert (ra["ci_low"], ra["ci_high"]) != (rc["ci_low"], rc["ci_high"])
    assert ra["ci_low"] <= ra["consistency"] <= ra["ci_high"]
    assert ra["pass_ci_low"] <= ra["expectation_pass_rate"] <= ra["pass_ci_high"]


def test_bootstrap_ci_direct_seeded_generator():
    first = bootstrap_ci(67, 97, rng=np.random.default_rng(1))
    again = bootstrap_ci(67, 97, rng=np.random.default_rng(1))
    other = bootstrap_ci(67, 97, rng=np.random.default_rng(2))
    assert first == again
    assert first != other
    assert 0.55 < first[0] < 67 / 97 < first[1] < 0.8


def test_bootstrap_of_constant_sample_is_a_point():
    assert bootstrap_ci(4, 4, rng=np.random.default_rng(0)) == (1.0, 1.0)
    assert bootstrap_ci(0, 4, rng=np.random.default_rng(0)) == (0.0, 0.0)
    r = row(compute_report([sp("1", E, E), sp("2", N, N, gold=N)], model="m"))
    assert (r["ci_low"], r["ci_high"]) == (1.0, 1.0)


def test_rows_one_per_gold_label_present_plus_all_in_stable_order():
    records = [
        sp("1", E, E, op="particle-swap", pair="ga-ni", expected=N),
        sp("2", C, C, gold=C, op="scramble", pair="ga-o"),
        sp("3", E, E, op="scramble", pair="ga-ni"),
        sp("4", E, N, op="scramble", pair="ga-o"),
        sp("5", N, N, gold=N, op="particle-swap", pair="ga-o", expected=N),
    ]
    keys = [(r["op"], r["pair"], r["gold_label"]) for r in compute_report(records, model="m").results]
    assert keys == [
        ("particle-swap", "ga-o", N),
        ("particle-swap", "ga-o", "all"),
        ("particle-swap", "ga-ni", E),
        ("particle-swap", "ga-ni", "all"),
        ("scramble", "ga-o", E),
        ("scramble", "ga-o", C),
        ("scramble", "ga-o", "all"),
        ("scramble", "ga-ni", E),
        ("scramble", "ga-ni", "all"),
    ]


def test_original_accuracy_counts_each_original_pair_once():
    # Pair 1 is right and perturbed three ways; pair 2 is wrong and perturbed once.
    records = [sp("1", E, E, op=op) for op in ("scramble", "particle-swap", "particle-delete")]
    records.append(sp("2", N, N))
    assert compute_report(records, model="m").original_accuracy == 0.5


def test_conflicting_original_prediction_for_one_pair_is_an_error():
    with pytest.raises(StresskitError, match="pair 1"):
        compute_report([sp("1", E, E), sp("1", N, N, op="particle-swap")], model="m")


def test_non_entailment_matches_neutral_and_contradiction_only():
    records = [
        sp("1", NE, NE, gold=N, expected=N, op="particle-swap"),
        sp("2", NE, NE, gold=C, expected=N, op="particle-swap"),
        sp("3", E, NE, gold=E, expected=N, op="particle-swap"),
        sp("4", NE, E, gold=E, expected=N, op="particle-swap"),
    ]
    report = compute_report(records, model="two-way")
    r = row(report, op="particle-swap")
    assert r["accuracy_original"] == 0.75
    assert r["expectation_pass_rate"] == 0.75
    assert r["consistency"] == 0.5
    assert r["flips"][NE] == {E: 1, N: 0, C: 0, NE: 2}
    assert list(r["flips"]) == [E, N, C, NE]
    assert report.original_accuracy == 0.75


def test_missing_predictions_count_as_wrong_and_inconsistent():
    r = row(compute_report([sp("1", None, None), sp("2", E, None), sp("3", E, E)], model="m"))
    assert r["n_missing"] == 2
    assert r["consistency"] == pytest.approx(1 / 3)
    assert r["accuracy_original"] == pytest.approx(2 / 3)
    assert sum(sum(v.values()) for v in r["flips"].values()) == 1


def test_gold_less_records_only_in_overall_row():
    report = compute_report([sp("1", E, E, gold=None, expected=E), sp("2", E, E)], model="m")
    assert [r["gold_label"] for r in report.results] == [E, "all"]
    assert row(report)["n"] == 2
    assert row(report)["accuracy_original"] == 1.0


def test_sts_correlations_and_shift():
    gold = [1.0, 2.0, 3.0, 4.0]
    original = [1.0, 2.0, 3.0, 4.0]
    perturbed = [1.0, 4.0, 9.0, 16.0]  # monotone but not linear in gold
    records = [
        sp(str(i), E, E, gold_score=g, original_score=o, perturbed_score=p)
        for i, (g, o, p) in enumerate(zip(gold, original, perturbed, strict=True))
    ]
    (s,) = compute_report(records, model="m").sts
    assert s["n"] == 4
    assert s["pearson_original"] == pytest.approx(1.0)
    assert s["spearman_original"] == pytest.approx(1.0)
    assert s["pearson_perturbed"] == pytest.approx(25 / np.sqrt(5 * 129))
    assert s["spearman_perturbed"] == pytest.approx(1.0)
    assert s["mean_shift"] == pytest.approx((0 + 2 + 6 + 12) / 4)


def test_sts_spearman_with_reordering_and_constant_side():
    records = [
        sp(str(i), E, E, gold_score=g, original_score=o, perturbed_score=2.0)
        for i, (g, o) in enumerate([(1.0, 1.0), (2.0, 3.0), (3.0, 2.0), (4.0, 4.0)])
    ]
    (s,) = compute_report(records, model="m").sts
    assert s["pearson_original"] == pytest.approx(0.8)
    assert s["spearman_original"] == pytest.approx(0.8)
    assert s["pearson_perturbed"] is None  # undefined for a constant prediction


def test_no_sts_rows_without_scores():
    assert compute_report([sp("1", E, E)], model="m").sts == []


def test_by_phenomenon_rows():
    records = [
        sp("1", E, E, phenomena=("negation", "scope")),
        sp("2", E, N, phenomena=("negation",)),
        sp("3", E, E),
    ]
    rows = compute_report(records, model="m").by_phenomenon
    assert [(r["phenomenon"], r["n"], r["consistency"]) for r in rows] == [
        ("negation", 2, 0.5),
        ("scope", 1, 1.0),
    ]


def test_to_json_rounds_and_keeps_key_order():
    records = [sp("1", E, E), sp("2", E, N), sp("3", E, N)]
    payload = json.loads(compute_report(records, model="m").to_json())
    assert list(payload) == [
        "model",
        "original_accuracy",
        "unparsed_predictions",
        "n_uncertain",
        "seed",
        "resamples",
        "confidence",
        "results",
        "by_phenomenon",
        "sts",
        "human_reference",
    ]
    first = payload["results"][0]
    assert list(first)[:4] == ["op", "pair", "gold_label", "n"]
    assert first["consistency"] == 0.3333


def test_human_reference_rows_sit_beside_the_models_same_label_rate():
    # Scramble keeps the label: the model keeps the gold on 2 of 3 entailment pairs (ga-o) and on its one
    # ga-ni contradiction pair; consistency would count pair 1 as consistent though its answer is wrong.
    records = [
        sp("1", N, N),
        sp("2", E, E),
        sp("3", N, E),
        sp("4", C, C, gold=C, pair="ga-ni"),
        sp("5", E, N, op="np-swap", expected=N),  # no human figures for np-swap
    ]
    rows = compute_report(records, model="m").human_reference
    found = {(r["op"], r["pair"], r["gold_label"]): r for r in rows}
    assert sorted(found) == [
        ("scramble", "all", "all"),
        ("scramble", "all", C),
        ("scramble", "all", E),
        ("scramble", "ga-ni", "all"),
        ("scramble", "ga-ni", C),
        ("scramble", "ga-o", "all"),
        ("scramble", "ga-o", E),
    ]
    entailment = found[("scramble", "ga-o", E)]
    assert list(entailment)[:6] == ["op", "pair", "gold_label", "n", "same_label_rate", "natural_rate"]
    assert (entailment["n"], entailment["same_label_rate"], entailment["natural_rate"]) == (21, 1.0, 1.0)
    assert (entailment["model_n"], entailment["model_same_label_rate"]) == (3, 2 / 3)
    overall = found[("scramble", "all", "all")]
    assert (overall["n"], overall["same_label_rate"], overall["model_n"]) == (300, 0.94, 4)
    assert overall["model_same_label_rate"] == 3 / 4
    assert 0 <= overall["model_ci_low"] <= 0.75 <= overall["model_ci_high"] <= 1


def test_empty_input_is_an_error():
    with pytest.raises(StresskitError, match="no scored pairs"):
        compute_report([], model="m")


def test_unknown_label_is_an_error():
    with pytest.raises(StresskitError, match="unknown perturbed_prediction 'entails'"):
        compute_report([sp("1", E, "entails")], model="m")


# Computed with the summed-binomial-coefficient implementation this replaced (stresskit 57a8911).
@pytest.mark.parametrize(
    ("b", "c", "p"),
    [
        (3, 7, 0.34375),
        (7, 3, 0.34375),
        (10, 10, 1.0),
        (25, 40, 0.08168153394154005),
        (0, 20, 1.9073486328125e-06),
        (100, 130, 0.055613577781392386),
        (5000, 5100, 0.3245815463313939),
    ],
)
def test_mcnemar_gives_the_numbers_of_the_exact_sum(b, c, p):
    assert mcnemar_exact(b, c) == pytest.approx(p, rel=1e-13)


def test_mcnemar_at_a_hundred_thousand_discordant_pairs():
    # Half the pairs broken each way but a 1,000-pair excess: a two-sided p of 0.00408 (binomial tail).
    assert mcnemar_exact(60_000, 61_000) == pytest.approx(0.00407963758118841, rel=1e-9)


@pytest.mark.parametrize(
    ("successes", "n", "interval"),
    [(3, 10, (0.0, 0.6)), (0, 5, (0.0, 0.0)), (5, 5, (1.0, 1.0)), (412, 500, (0.79, 0.858))],
)
def test_bootstrap_keeps_its_numbers(successes, n, interval):
    # Pinned from the implementation before the McNemar change, with the generator seeded [0, 42].
    rng = np.random.default_rng([0, 42])
    assert bootstrap_ci(successes, n, rng=rng) == interval


def streamed_records():
    """Two ops, gold labels of all kinds, phenomena and STS scores; pair ids repeat across ops."""
    golds = [E, N, C, None, E, N, E]
    outcomes = [E, N, C, NE, None, E, C]
    for i in range(70):
        gold = golds[i % len(golds)]
        yield sp(
            str(i % 35),
            outcomes[(i % 35) % 7],
            outcomes[(i * 3) % 7],
            gold=gold,
            expected=E if gold is None else gold,
            op="scramble" if i < 35 else "particle-swap",
            pair=["ga-o", "ga-ni", "ga"][i % 3],
            phenomena=("negation",) if i % 4 == 0 else (),
            gold_score=float(i % 5),
            original_score=float(i % 7) / 2,
            perturbed_score=float((i * 5) % 6) / 2,
        )


def test_report_from_a_stream_equals_the_report_from_a_list(monkeypatch):
    from_list = compute_report(list(streamed_records()), model="m", seed=3)
    # Spilling every 4 rows puts pair ids and STS scores of one cell in several flushes.
    monkeypatch.setattr(MetricsAccumulator, "SPILL_EVERY", 4)
    from_stream = compute_report(streamed_records(), model="m", seed=3)
    assert from_stream == from_list
    assert from_stream.to_json() == from_list.to_json()
    # Counted once per original pair (35 of them, 30 with a gold label), not once per perturbation.
    assert from_list.original_accuracy == 0.5  # ids ≡ 0, 1, 2 (mod 7) right, ≡ 4, 5, 6 wrong, ≡ 3 no gold
    assert [(r["op"], r["pair"], r["n"]) for r in from_list.sts] == [
        ("scramble", "ga-o", 12),
        ("scramble", "ga-ni", 12),
        ("scramble", "ga", 11),
        ("particle-swap", "ga-o", 12),
        ("particle-swap", "ga-ni", 11),
        ("particle-swap", "ga", 12),
    ]
    assert sum(r["n"] for r in from_list.results if r["gold_label"] == "all") == 70


def test_accumulator_finds_a_conflict_across_spills(monkeypatch):
    monkeypatch.setattr(MetricsAccumulator, "SPILL_EVERY", 2)
    records = [sp("1", E, E), sp("2", E, E), sp("3", N, N, gold=N), sp("1", N, N, op="particle-swap")]
    with pytest.raises(StresskitError, match="pair 1 has conflicting"):
        compute_report(iter(records), model="m")


def test_uncertain_pairs_count_for_consistency_but_not_for_the_expectation_pass_rate():
    # Four particle-swap pairs: two expected neutral (one answered neutral), two uncertain. Consistency is
    # over all four (pairs 1 and 3 keep the original's answer: 2/4); the pass rate over the two scored (1/2);
    # McNemar's b and c over the scored pairs only (pair 2: right originally, wrong perturbed -> b = 1; pair 1:
    # wrong originally (neutral for gold entailment), right perturbed -> c = 1).
    records = [
        sp("1", N, N, op="particle-swap", expected=N),
        sp("2", E, E, op="particle-swap", expected=N),
        sp("3", E, E, op="particle-swap", expected="uncertain"),
        sp("4", E, N, op="particle-swap", expected="uncertain"),
    ]
    report = compute_report(records, model="m")
    row = next(r for r in report.results if r["gold_label"] == "all")
    assert (row["n"], row["n_uncertain"]) == (4, 2)
    assert row["consistency"] == 0.75
    assert row["expectation_pass_rate"] == 0.5
    assert row["accuracy_perturbed"] == 0.5
    assert row["accuracy_original"] == 0.75
    assert (row["mcnemar_b"], row["mcnemar_c"]) == (1, 1)
    assert report.uncertain == 2
    assert json.loads(report.to_json())["n_uncertain"] == 2


def test_a_cell_of_only_uncertain_pairs_has_no_expectation_pass_rate():
    report = compute_report([sp("1", E, E, op="np-swap", expected="uncertain")], model="m")
    row = report.results[0]
    assert (row["n"], row["n_uncertain"], row["consistency"]) == (1, 1, 1.0)
    assert (row["expectation_pass_rate"], row["pass_ci_low"], row["pass_ci_high"]) == (None, None, None)
    assert (row["mcnemar_b"], row["mcnemar_c"], row["mcnemar_p"]) == (0, 0, 1.0)
