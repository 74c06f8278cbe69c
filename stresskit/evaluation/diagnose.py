"""Score a model on a labelled diagnostic set by phenomenon × heuristic × gold label (JaNLI's Table 8).

Any table with premise, hypothesis, gold label, phenomenon and heuristic columns: `stresskit generate`'s
output, or an existing set such as JaNLI (its `semtag` and `heuristics` columns). Gold labels may be 3-way
or 2-way (entailment / non-entailment); 3-way accuracy is left empty (None) where the gold is 2-way.
Predictions go through the same model adapters and prediction cache as `evaluate`; the confidence
intervals are the same seeded percentile bootstrap (metrics.bootstrap_ci).
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from stresskit.conventions import ALL, HEURISTICS, LABELS, NON_ENTAILMENT
from stresskit.errors import StresskitError
from stresskit.evaluation.metrics import FLOAT_DIGITS, bootstrap_ci
from stresskit.evaluation.models import Model, Prediction, normalise_label
from stresskit.evaluation.prediction import predict_all
from stresskit.evaluation.prediction_cache import PredictionCache
from stresskit.rewriting.perturb import ProgressCallback
from stresskit.tables import Table, require_columns

GOLD_ORDER = (*LABELS, NON_ENTAILMENT)


@dataclass(frozen=True)
class DiagnoseColumns:
    premise: str
    hypothesis: str
    label: str
    phenomenon: str
    heuristic: str


@dataclass(frozen=True)
class DiagnosticPair:
    line: int  # the row's line in the input file, so a reader can find it
    premise: str
    hypothesis: str
    gold: str  # one of LABELS, or NON_ENTAILMENT for a 2-way set
    phenomenon: str
    heuristic: str

    @property
    def gold_2way(self) -> str:
        return "entailment" if self.gold == "entailment" else NON_ENTAILMENT


@dataclass(frozen=True)
class DiagnosticExample:
    item: DiagnosticPair
    prediction: str | None  # the model's label; None when it gave none

    @property
    def correct_2way(self) -> bool:
        if self.prediction is None:
            return False
        return (self.prediction == "entailment") == (self.item.gold == "entailment")

    @property
    def correct_3way(self) -> bool | None:
        """None where the gold or the prediction is 2-way: 3-way accuracy is not defined there."""
        if self.item.gold == NON_ENTAILMENT or self.prediction == NON_ENTAILMENT:
            return None
        return self.prediction == self.item.gold

    def confidence(self, prediction: Prediction) -> float:
        return (prediction.probabilities or {}).get(self.prediction or "", 0.0)


@dataclass(frozen=True)
class Diagnosis:
    model: str
    results: list[dict[str, Any]]
    examples: list[DiagnosticExample]
    confidences: list[float]  # the model's probability for its answer, per example (0 without probabilities)
    seed: int = 0
    resamples: int = 1000
    confidence: float = 0.95

    def to_json(self) -> str:
        payload = {
            "model": self.model,
            "seed": self.seed,
            "resamples": self.resamples,
            "confidence": self.confidence,
            "results": [
                {k: round(v, FLOAT_DIGITS) + 0.0 if isinstance(v, float) else v for k, v in row.items()}
                for row in self.results
            ],
        }
        return json.dumps(payload, ensure_ascii=False, indent=2)

    def worst_examples(self, per_group: int = 3) -> list[tuple[DiagnosticExample, float]]:
        """Per phenomenon × heuristic × gold label, the wrong answers the model was surest of (then file order)."""
        groups: dict[tuple[str, str, str], list[tuple[DiagnosticExample, float]]] = {}
        for example, confidence in zip(self.examples, self.confidences, strict=True):
            if not example.correct_2way or example.correct_3way is False:
                item = example.item
                groups.setdefault((item.phenomenon, item.heuristic, item.gold), []).append(
                    (example, confidence)
                )
        ranked = (sorted(group, key=lambda pair: -pair[1])[:per_group] for _, group in sorted(groups.items()))
        return [pair for group in ranked for pair in group]


def read_diagnostic_pairs(table: Table, columns: DiagnoseColumns) -> list[DiagnosticPair]:
    require_columns(
        table,
        [columns.premise, columns.hypothesis, columns.label, columns.phenomenon, columns.heuristic],
        "the diagnostic set",
        "name them with --premise-col, --hypothesis-col, --label-col, --phenomenon-col and --heuristic-col",
    )
    items = []
    for number, row in enumerate(table.rows, start=2):
        raw = row[columns.label].strip()
        try:
            gold = normalise_label(raw, f"row {number}, column {columns.label}") if raw else ""
        except StresskitError as exc:
            raise StresskitError(
                f"{exc.template} (gold labels must be 3-way or entailment/non-entailment)"
            ) from exc
        if not gold:
            raise StresskitError(f"row {number} has no gold label in column '{columns.label}'")
        items.append(
            DiagnosticPair(
                number,
                row[columns.premise],
                row[columns.hypothesis],
                gold,
                row[columns.phenomenon].strip() or "(none)",
                row[columns.heuristic].strip() or "(none)",
            )
        )
    if not items:
        raise StresskitError("the diagnostic set has no rows: give a table written by `stresskit generate`")
    return items


def diagnose_pairs(
    items: Sequence[DiagnosticPair],
    model: Model,
    *,
    batch_size: int = 32,
    cache: PredictionCache | None = None,
    seed: int = 0,
    resamples: int = 1000,
    confidence: float = 0.95,
    progress: ProgressCallback | None = None,
) -> Diagnosis:
    """Ask the model about every distinct pair once and aggregate its accuracy per group."""
    predictions = predict_all(
        model,
        [(i.premise, i.hypothesis) for i in items],
        batch_size=batch_size,
        cache=cache,
        progress=progress,
    )
    examples = [
        DiagnosticExample(item, prediction.label) for item, prediction in zip(items, predictions, strict=True)
    ]
    confidences = [e.confidence(p) for e, p in zip(examples, predictions, strict=True)]
    results = _results(examples, seed, resamples, confidence)
    return Diagnosis(model.name, results, examples, confidences, seed, resamples, confidence)


def _results(
    examples: Sequence[DiagnosticExample], seed: int, resamples: int, confidence: float
) -> list[dict[str, Any]]:
    phenomena = list(dict.fromkeys(e.item.phenomenon for e in examples))
    seen = dict.fromkeys(e.item.heuristic for e in examples)
    heuristics = [h for h in HEURISTICS if h in seen] + [h for h in seen if h not in HEURISTICS]
    golds = [g for g in GOLD_ORDER if any(e.item.gold == g for e in examples)]
    results = []
    for phenomenon in [*phenomena, ALL]:
        for heuristic in [*heuristics, ALL]:
            for gold in [*golds, ALL]:
                group = [
                    e
                    for e in examples
                    if phenomenon in (ALL, e.item.phenomenon)
                    and heuristic in (ALL, e.item.heuristic)
                    and gold in (ALL, e.item.gold)
                ]
                if group:
                    key = {"phenomenon": phenomenon, "heuristic": heuristic, "gold_label": gold}
                    results.append({**key, **_numbers(group, key, seed, resamples, confidence)})
    return results


def _numbers(
    group: Sequence[DiagnosticExample], key: dict[str, str], seed: int, resamples: int, confidence: float
) -> dict[str, Any]:
    n = len(group)
    right_2way = sum(e.correct_2way for e in group)
    three_way = [e.correct_3way for e in group]
    accuracy = None if None in three_way else sum(bool(c) for c in three_way) / n
    # The interval is for the row's headline accuracy: 3-way where defined, else 2-way.
    successes = right_2way if accuracy is None else sum(bool(c) for c in three_way)
    name = "\x1f".join(f"{k}={v}" for k, v in key.items())
    rng = np.random.default_rng([seed, zlib.crc32(name.encode("utf-8"))])
    low, high = bootstrap_ci(successes, n, rng=rng, resamples=resamples, confidence=confidence)
    return {"n": n, "accuracy": accuracy, "accuracy_2way": right_2way / n, "ci_low": low, "ci_high": high}
