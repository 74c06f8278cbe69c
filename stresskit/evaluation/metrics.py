"""Consistency metrics for perturbed NLI / STS pairs.

Every perturbed pair is scored against two references: the model's own answer on the original pair
(consistency) and the label the perturbation rule expects (expectation pass rate). Rates come with
percentile-bootstrap confidence intervals and McNemar's test on the change in correctness, so a
drop can be told apart from noise.
"""

from __future__ import annotations

import json
import zlib
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd

from stresskit.errors import StresskitError
from stresskit.evaluation.human_reference import HumanFigure, jsick_stress_human

NLI_LABELS = ("entailment", "neutral", "contradiction")
NON_ENTAILMENT = "non-entailment"
PAIR_ORDER = ("ga-o", "ga-ni", "ga-de", "ga")
ALL_LABELS = "all"
FLOAT_DIGITS = 4


@dataclass(frozen=True, kw_only=True)
class ScoredPair:
    """One perturbed pair with the model's answers on it and on its original.

    Keyword-only because most fields are strings: a positional mix-up would pass silently.
    A prediction of None means the model gave no usable answer; it counts as wrong and inconsistent.
    """

    pair_id: str  # id of the original pair, so several perturbations of one pair count it once
    op: str
    pair: str
    gold_label: str | None
    expected_label: str
    original_prediction: str | None
    perturbed_prediction: str | None
    gold_score: float | None = None
    original_score: float | None = None
    perturbed_score: float | None = None
    phenomena: tuple[str, ...] = ()


@dataclass(frozen=True)
class Report:
    """Metrics for one model; `to_json` is the stable, diffable form."""

    model: str
    original_accuracy: float | None
    results: list[dict[str, Any]]
    by_phenomenon: list[dict[str, Any]]
    sts: list[dict[str, Any]]
    seed: int = 0
    resamples: int = 1000
    confidence: float = 0.95
    # Human figures for the ops scored here, each with the model's rate on the same cell (see _human_rows).
    human_reference: list[dict[str, Any]] = field(default_factory=list)
    unparsed_predictions: int = 0  # distinct pairs the model answered without a label or score
    # What produced the numbers (stresskit.evaluation.provenance); left out when comparing two runs.
    provenance: dict[str, Any] | None = None

    def to_json(self) -> str:
        payload = {
            "model": self.model,
            "original_accuracy": self.original_accuracy,
            "unparsed_predictions": self.unparsed_predictions,
            "seed": self.seed,
            "resamples": self.resamples,
            "confidence": self.confidence,
            "results": self.results,
            "by_phenomenon": self.by_phenomenon,
            "sts": self.sts,
            "human_reference": self.human_reference,
        }
        if self.provenance is not None:
            payload["provenance"] = self.provenance
        # Rows are built with a fixed key order, so no sort_keys: it would scatter related columns.
        return json.dumps(rounded(payload), ensure_ascii=False, indent=2)


def compute_report(
    records: Iterable[ScoredPair],
    *,
    model: str,
    seed: int = 0,
    resamples: int = 1000,
    confidence: float = 0.95,
    human: Sequence[HumanFigure] | None = None,
) -> Report:
    """Aggregate scored pairs into per op × pair × gold-label rows, phenomenon rows and STS rows.

    `human` (default: the JSICK-stress human figures) gives the human reference rows.
    """
    records = list(records)
    if not records:
        raise StresskitError("no scored pairs to evaluate: run the model on at least one perturbed pair")
    if resamples < 1:
        raise StresskitError(f"resamples must be at least 1, got {resamples}")
    if not 0 < confidence < 1:
        raise StresskitError(f"confidence must be between 0 and 1, got {confidence}")
    for record in records:
        _validate(record)

    flip_labels = _flip_labels(records)
    bootstrap = Bootstrap(seed=seed, resamples=resamples, confidence=confidence)
    results: list[dict[str, Any]] = []
    by_phenomenon: list[dict[str, Any]] = []
    sts: list[dict[str, Any]] = []
    for (op, pair), group in _group_by_op_pair(records):
        head = {"op": op, "pair": pair}
        by_gold: dict[str | None, list[ScoredPair]] = defaultdict(list)
        by_tag: dict[str, list[ScoredPair]] = defaultdict(list)
        for record in group:
            by_gold[record.gold_label].append(record)
            for tag in set(record.phenomena):
                by_tag[tag].append(record)
        for label in (*NLI_LABELS, ALL_LABELS):
            subset = group if label == ALL_LABELS else by_gold[label]
            if subset:
                key = {**head, "gold_label": label}
                results.append({**key, **_nli_numbers(subset, key, flip_labels, bootstrap)})
        for tag in sorted(by_tag):
            key = {**head, "phenomenon": tag}
            by_phenomenon.append({**key, **_nli_numbers(by_tag[tag], key, flip_labels, bootstrap)})
        sts_row = _sts_numbers(group)
        if sts_row is not None:
            sts.append({**head, **sts_row})

    return Report(
        model=model,
        original_accuracy=_original_accuracy(records),
        results=results,
        by_phenomenon=by_phenomenon,
        sts=sts,
        seed=seed,
        resamples=resamples,
        confidence=confidence,
        human_reference=_human_rows(records, jsick_stress_human() if human is None else human, bootstrap),
    )


def _human_rows(
    records: Sequence[ScoredPair], human: Sequence[HumanFigure], bootstrap: Bootstrap
) -> list[dict[str, Any]]:
    """Each human figure whose cell the model was scored on, with the model's share of perturbed predictions
    equal to the original gold label: the number comparable to the human rate (consistency is not, since
    it compares the model with itself)."""
    rows = []
    for figure in human:
        cell = [
            r
            for r in records
            if r.op == figure.op
            and r.gold_label is not None
            and figure.pair in (ALL_LABELS, r.pair)
            and figure.gold_label in (ALL_LABELS, r.gold_label)
        ]
        if not cell:
            continue
        same = sum(label_matches(r.perturbed_prediction, r.gold_label) for r in cell)
        key = {"op": figure.op, "pair": figure.pair, "gold_label": figure.gold_label}
        low, high = bootstrap.interval(same, len(cell), key, "model_same_label_rate")
        rows.append(
            {
                **figure.to_dict(),
                "model_n": len(cell),
                "model_same_label_rate": same / len(cell),
                "model_ci_low": low,
                "model_ci_high": high,
            }
        )
    return rows


def mcnemar_exact(b: int, c: int) -> float:
    """Two-sided exact McNemar p-value: a binomial test of b against Binomial(b + c, 1/2)."""
    n = b + c
    if n == 0:
        return 1.0
    # The binomial CDF through the regularised incomplete beta function: the same tail as summing the
    # binomial coefficients, in time independent of b + c (35 s per row at 10K discordant pairs before).
    from scipy.stats import binom

    return min(1.0, 2 * float(binom.cdf(min(b, c), n, 0.5)))


def bootstrap_ci(
    successes: int, n: int, *, rng: np.random.Generator, resamples: int = 1000, confidence: float = 0.95
) -> tuple[float, float]:
    """Percentile-bootstrap interval for a proportion of `successes` out of `n` binary outcomes."""
    # Resampling n binary outcomes with replacement and counting successes is exactly a
    # Binomial(n, successes / n) draw, so draw that: O(resamples) instead of O(resamples × n).
    means = rng.binomial(n, successes / n, size=resamples) / n
    alpha = (1 - confidence) / 2 * 100
    low, high = np.percentile(means, [alpha, 100 - alpha])
    return float(low), float(high)


@dataclass(frozen=True)
class Bootstrap:
    seed: int
    resamples: int
    confidence: float

    def interval(self, successes: int, n: int, key: dict[str, str], metric: str) -> tuple[float, float]:
        # One generator per row and metric, derived from its key: adding an op or a phenomenon then
        # leaves every other row's interval unchanged, which keeps reports diffable.
        name = "\x1f".join([*(f"{k}={v}" for k, v in key.items()), metric])
        rng = np.random.default_rng([self.seed, zlib.crc32(name.encode("utf-8"))])
        return bootstrap_ci(successes, n, rng=rng, resamples=self.resamples, confidence=self.confidence)


def _validate(record: ScoredPair) -> None:
    checks = [
        ("gold_label", record.gold_label, (*NLI_LABELS, None)),
        ("expected_label", record.expected_label, NLI_LABELS),
        ("original_prediction", record.original_prediction, (*NLI_LABELS, NON_ENTAILMENT, None)),
        ("perturbed_prediction", record.perturbed_prediction, (*NLI_LABELS, NON_ENTAILMENT, None)),
    ]
    for name, value, allowed in checks:
        if value not in allowed:
            raise StresskitError(
                f"pair {record.pair_id} ({record.op}): unknown {name} {value!r}; "
                f"expected one of {', '.join(a for a in allowed if a)}"
            )


def label_matches(prediction: str | None, target: str | None) -> bool:
    """Whether a prediction counts as the target label; a 2-way model's "non-entailment" covers both."""
    if prediction is None or target is None:
        return False
    return prediction == target or (prediction == NON_ENTAILMENT and target != "entailment")


def _group_by_op_pair(records: Sequence[ScoredPair]) -> list[tuple[tuple[str, str], list[ScoredPair]]]:
    groups: dict[tuple[str, str], list[ScoredPair]] = {}
    for record in records:
        groups.setdefault((record.op, record.pair), []).append(record)
    op_rank = {op: i for i, op in enumerate(dict.fromkeys(r.op for r in records))}
    pair_rank = _first_seen_rank([r.pair for r in records], preferred=PAIR_ORDER)
    return sorted(groups.items(), key=lambda item: (op_rank[item[0][0]], pair_rank[item[0][1]]))


def _first_seen_rank(values: Sequence[str], *, preferred: Sequence[str]) -> dict[str, int]:
    """Rank known values in their canonical order, then unknown ones in the order they appear."""
    unknown = [v for v in dict.fromkeys(values) if v not in preferred]
    return {v: i for i, v in enumerate([*preferred, *unknown])}


def _flip_labels(records: Sequence[ScoredPair]) -> tuple[str, ...]:
    # Same axes in every row of a report, so flip matrices can be compared or summed across rows.
    predictions = {r.original_prediction for r in records} | {r.perturbed_prediction for r in records}
    return (*NLI_LABELS, NON_ENTAILMENT) if NON_ENTAILMENT in predictions else NLI_LABELS


def _nli_numbers(
    records: Sequence[ScoredPair],
    key: dict[str, str],
    flip_labels: Sequence[str],
    bootstrap: Bootstrap,
) -> dict[str, Any]:
    n = len(records)
    consistent = passed = missing = with_gold = originally_right = b = c = 0
    # Original prediction (outer key) × perturbed prediction; missing answers are left out.
    flips = {original: dict.fromkeys(flip_labels, 0) for original in flip_labels}
    for r in records:
        original, perturbed = r.original_prediction, r.perturbed_prediction
        perturbed_right = label_matches(perturbed, r.expected_label)
        passed += perturbed_right
        if original is None or perturbed is None:
            missing += 1
        else:
            flips[original][perturbed] += 1
            consistent += original == perturbed
        if r.gold_label is not None:
            original_right = label_matches(original, r.gold_label)
            with_gold += 1
            originally_right += original_right
            b += original_right and not perturbed_right
            c += perturbed_right and not original_right
    ci_low, ci_high = bootstrap.interval(consistent, n, key, "consistency")
    pass_low, pass_high = bootstrap.interval(passed, n, key, "expectation_pass_rate")
    return {
        "n": n,
        "n_missing": missing,
        "consistency": consistent / n,
        "ci_low": ci_low,
        "ci_high": ci_high,
        "expectation_pass_rate": passed / n,
        "pass_ci_low": pass_low,
        "pass_ci_high": pass_high,
        "accuracy_original": originally_right / with_gold if with_gold else None,
        # Same quantity as expectation_pass_rate by definition; kept so the two accuracies that
        # McNemar compares sit side by side in a row.
        "accuracy_perturbed": passed / n,
        "mcnemar_b": b,
        "mcnemar_c": c,
        "mcnemar_p": mcnemar_exact(b, c),
        "flips": flips,
    }


def _original_accuracy(records: Sequence[ScoredPair]) -> float | None:
    originals: dict[str, tuple[str | None, str | None]] = {}
    for r in records:
        seen = originals.setdefault(r.pair_id, (r.gold_label, r.original_prediction))
        if seen != (r.gold_label, r.original_prediction):
            raise StresskitError(
                f"pair {r.pair_id} has conflicting gold labels or original predictions across its "
                "perturbations; each original pair must be scored once"
            )
    flags = [label_matches(pred, gold) for gold, pred in originals.values() if gold is not None]
    return sum(flags) / len(flags) if flags else None


def _sts_numbers(records: Sequence[ScoredPair]) -> dict[str, Any] | None:
    scored = [
        r
        for r in records
        if r.gold_score is not None and r.original_score is not None and r.perturbed_score is not None
    ]
    if not scored:
        return None
    gold = np.array([r.gold_score for r in scored], dtype=float)
    original = np.array([r.original_score for r in scored], dtype=float)
    perturbed = np.array([r.perturbed_score for r in scored], dtype=float)
    return {
        "n": len(scored),
        "pearson_original": _pearson(original, gold),
        "spearman_original": _spearman(original, gold),
        "pearson_perturbed": _pearson(perturbed, gold),
        "spearman_perturbed": _spearman(perturbed, gold),
        "mean_shift": float(np.mean(perturbed - original)),
    }


def _pearson(x: np.ndarray, y: np.ndarray) -> float | None:
    # Undefined for fewer than two points or a constant side; None instead of NaN keeps JSON valid.
    if len(x) < 2 or np.ptp(x) == 0 or np.ptp(y) == 0:
        return None
    return float(np.corrcoef(x, y)[0, 1])


def _spearman(x: np.ndarray, y: np.ndarray) -> float | None:
    # Spearman is Pearson on average ranks (ties share their mean rank).
    return _pearson(_ranks(x), _ranks(y))


def _ranks(values: np.ndarray) -> np.ndarray:
    return pd.Series(values).rank(method="average").to_numpy()


def rounded(value: Any) -> Any:
    if isinstance(value, float):
        return round(value, FLOAT_DIGITS) + 0.0  # + 0.0 turns -0.0 into 0.0
    if isinstance(value, dict):
        return {k: rounded(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [rounded(v) for v in value]
    return value
