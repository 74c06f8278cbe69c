"""Consistency metrics for perturbed NLI / STS pairs.

Every perturbed pair is scored against two references: the model's own answer on the original pair
(consistency) and the label the perturbation rule expects (expectation pass rate). Rates come with
percentile-bootstrap confidence intervals and McNemar's test on the change in correctness, so a
drop can be told apart from noise.
"""

from __future__ import annotations

import json
import sqlite3
import zlib
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd

from stresskit.conventions import UNCERTAIN
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

    def to_pandas(self, table: str = "results") -> Any:
        """One of the report's tables as a DataFrame, numbers typed (a missing one NaN): "results" (per
        op × pair × gold label), "by_phenomenon", "sts" or "human_reference"."""
        tables = {
            "results": self.results,
            "by_phenomenon": self.by_phenomenon,
            "sts": self.sts,
            "human_reference": self.human_reference,
        }
        if table not in tables:
            raise StresskitError(f"no table {table!r} in a report: use one of {', '.join(tables)}")
        frame = pd.DataFrame(tables[table])
        for column in frame.columns:  # a column of numbers with a None (no pairs) is float with NaN
            values = frame[column]
            if values.dtype == object and values.map(lambda v: v is None or isinstance(v, int | float)).all():
                if not values.map(lambda v: isinstance(v, bool)).any() and values.notna().any():
                    frame[column] = pd.to_numeric(values)
        return frame

    @property
    def uncertain(self) -> int:
        """Perturbed pairs whose expected label is `uncertain`: in consistency, not in expectation pass."""
        return sum(row.get("n_uncertain", 0) for row in self.results if row["gold_label"] == ALL_LABELS)

    def to_json(self) -> str:
        payload = {
            "model": self.model,
            "original_accuracy": self.original_accuracy,
            "unparsed_predictions": self.unparsed_predictions,
            "n_uncertain": self.uncertain,
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

    `records` may be a stream: they are counted one by one (see `MetricsAccumulator`), never all kept.
    `human` (default: the JSICK-stress human figures) gives the human reference rows.
    """
    if resamples < 1:
        raise StresskitError(f"resamples must be at least 1, got {resamples}")
    if not 0 < confidence < 1:
        raise StresskitError(f"confidence must be between 0 and 1, got {confidence}")
    with MetricsAccumulator() as accumulator:
        for record in records:
            accumulator.add(record)
        return accumulator.report(
            model=model, seed=seed, resamples=resamples, confidence=confidence, human=human
        )


# What a row's NLI numbers depend on: (gold label, expected label, original prediction, perturbed prediction).
Outcome = tuple[str | None, str, str | None, str | None]


class MetricsAccumulator:
    """Counts scored pairs as they stream by, so memory stays flat with the number of rows.

    Each op × pair cell and each op × pair × phenomenon cell keeps a Counter of `Outcome`s (at most
    4 × 3 × 5 × 5 keys): every rate, flip matrix, McNemar count and bootstrap input is a function of
    those counts. What must grow with the rows goes to a temporary SQLite file: each original pair's
    (gold label, original prediction), to count it once and catch conflicts, and the STS score triples,
    read back one cell at a time in input order (so sums run in the same order as over a list).
    Use as a context manager, or call `close()`, to delete the file.
    """

    SPILL_EVERY = 10_000  # rows buffered before one executemany into the spill file

    def __init__(self) -> None:
        self._cells: dict[tuple[str, str], Counter[Outcome]] = {}
        self._tags: dict[tuple[str, str], dict[str, Counter[Outcome]]] = {}
        self._cell_ids: dict[tuple[str, str], int] = {}
        self._pairs_seen: dict[str, None] = {}
        self._two_way = False
        # "" is SQLite's private temporary on-disk database: deleted on close, paged out past its cache.
        self._spill = sqlite3.connect("")
        self._spill.execute("CREATE TABLE originals (pair_id TEXT, gold TEXT, prediction TEXT)")
        self._spill.execute("CREATE TABLE sts (cell INTEGER, gold REAL, original REAL, perturbed REAL)")
        self._originals: list[tuple[str, str | None, str | None]] = []
        self._scores: list[tuple[int, float, float, float]] = []
        self.n = 0

    def __enter__(self) -> MetricsAccumulator:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._spill.close()

    def add(self, record: ScoredPair) -> None:
        _validate(record)
        self.n += 1
        cell = (record.op, record.pair)
        original, perturbed = record.original_prediction, record.perturbed_prediction
        counts = self._cells.get(cell)
        if counts is None:
            counts = self._cells[cell] = Counter()
            self._tags[cell] = {}
            self._cell_ids[cell] = len(self._cell_ids)
        self._pairs_seen.setdefault(record.pair, None)
        outcome = (record.gold_label, record.expected_label, original, perturbed)
        counts[outcome] += 1
        tags = self._tags[cell]
        for tag in set(record.phenomena):
            tags.setdefault(tag, Counter())[outcome] += 1
        self._two_way = self._two_way or NON_ENTAILMENT in (original, perturbed)
        self._originals.append((record.pair_id, record.gold_label, original))
        scores = (record.gold_score, record.original_score, record.perturbed_score)
        if None not in scores:
            self._scores.append((self._cell_ids[cell], *scores))  # type: ignore[arg-type]
        if len(self._originals) >= self.SPILL_EVERY:
            self._flush()

    def _flush(self) -> None:
        self._spill.executemany("INSERT INTO originals VALUES (?, ?, ?)", self._originals)
        self._spill.executemany("INSERT INTO sts VALUES (?, ?, ?, ?)", self._scores)
        self._originals.clear()
        self._scores.clear()

    def report(
        self,
        *,
        model: str,
        seed: int = 0,
        resamples: int = 1000,
        confidence: float = 0.95,
        human: Sequence[HumanFigure] | None = None,
    ) -> Report:
        """The report of every pair added so far; `human` as for `compute_report`."""
        if not self.n:
            raise StresskitError("no scored pairs to evaluate: run the model on at least one perturbed pair")
        self._flush()
        # Same axes in every row of a report, so flip matrices can be compared or summed across rows.
        flip_labels = (*NLI_LABELS, NON_ENTAILMENT) if self._two_way else NLI_LABELS
        bootstrap = Bootstrap(seed=seed, resamples=resamples, confidence=confidence)
        results: list[dict[str, Any]] = []
        by_phenomenon: list[dict[str, Any]] = []
        sts: list[dict[str, Any]] = []
        for op, pair in self._ordered_cells():
            head = {"op": op, "pair": pair}
            counts = self._cells[op, pair]
            for label in (*NLI_LABELS, ALL_LABELS):
                subset = (
                    counts
                    if label == ALL_LABELS
                    else Counter({o: k for o, k in counts.items() if o[0] == label})
                )
                if subset:
                    key = {**head, "gold_label": label}
                    results.append({**key, **_nli_numbers(subset, key, flip_labels, bootstrap)})
            tags = self._tags[op, pair]
            for tag in sorted(tags):
                key = {**head, "phenomenon": tag}
                by_phenomenon.append({**key, **_nli_numbers(tags[tag], key, flip_labels, bootstrap)})
            sts_row = self._sts_numbers(self._cell_ids[op, pair])
            if sts_row is not None:
                sts.append({**head, **sts_row})
        return Report(
            model=model,
            original_accuracy=self._original_accuracy(),
            results=results,
            by_phenomenon=by_phenomenon,
            sts=sts,
            seed=seed,
            resamples=resamples,
            confidence=confidence,
            human_reference=self._human_rows(jsick_stress_human() if human is None else human, bootstrap),
        )

    def _ordered_cells(self) -> list[tuple[str, str]]:
        op_rank = {op: i for i, op in enumerate(dict.fromkeys(op for op, _ in self._cells))}
        pair_rank = _first_seen_rank(list(self._pairs_seen), preferred=PAIR_ORDER)
        return sorted(self._cells, key=lambda cell: (op_rank[cell[0]], pair_rank[cell[1]]))

    def _original_accuracy(self) -> float | None:
        # Named: the first original pair, in input order, whose perturbations disagree on gold or answer.
        conflict = self._spill.execute(
            "SELECT pair_id FROM originals GROUP BY pair_id "
            "HAVING COUNT(DISTINCT COALESCE(gold, '') || char(31) || COALESCE(prediction, '')) > 1 "
            "ORDER BY MIN(rowid) LIMIT 1"
        ).fetchone()
        if conflict is not None:
            raise StresskitError(
                f"pair {conflict[0]} has conflicting gold labels or original predictions across its "
                "perturbations; each original pair must be scored once"
            )
        right = total = 0
        for gold, prediction, count in self._spill.execute(
            "SELECT gold, prediction, COUNT(*) FROM (SELECT DISTINCT pair_id, gold, prediction FROM originals) "
            "WHERE gold IS NOT NULL GROUP BY gold, prediction"
        ):
            total += count
            right += count * label_matches(prediction, gold)
        return right / total if total else None

    def _sts_numbers(self, cell: int) -> dict[str, Any] | None:
        rows = self._spill.execute(
            "SELECT gold, original, perturbed FROM sts WHERE cell = ? ORDER BY rowid", (cell,)
        ).fetchall()
        if not rows:
            return None
        gold, original, perturbed = np.array(rows, dtype=float).T
        return {
            "n": len(rows),
            "pearson_original": _pearson(original, gold),
            "spearman_original": _spearman(original, gold),
            "pearson_perturbed": _pearson(perturbed, gold),
            "spearman_perturbed": _spearman(perturbed, gold),
            "mean_shift": float(np.mean(perturbed - original)),
        }

    def _human_rows(self, human: Sequence[HumanFigure], bootstrap: Bootstrap) -> list[dict[str, Any]]:
        """Each human figure whose cell the model was scored on, with the model's share of perturbed
        predictions equal to the original gold label: the number comparable to the human rate (consistency
        is not, since it compares the model with itself)."""
        rows = []
        for figure in human:
            n = same = 0
            for (op, pair), counts in self._cells.items():
                if op != figure.op or figure.pair not in (ALL_LABELS, pair):
                    continue
                for (gold, _, _, perturbed), count in counts.items():
                    if gold is not None and figure.gold_label in (ALL_LABELS, gold):
                        n += count
                        same += count * label_matches(perturbed, gold)
            if not n:
                continue
            key = {"op": figure.op, "pair": figure.pair, "gold_label": figure.gold_label}
            low, high = bootstrap.interval(same, n, key, "model_same_label_rate")
            rows.append(
                {
                    **figure.to_dict(),
                    "model_n": n,
                    "model_same_label_rate": same / n,
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
        ("expected_label", record.expected_label, (*NLI_LABELS, UNCERTAIN)),
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


def _first_seen_rank(values: Sequence[str], *, preferred: Sequence[str]) -> dict[str, int]:
    """Rank known values in their canonical order, then unknown ones in the order they appear."""
    unknown = [v for v in dict.fromkeys(values) if v not in preferred]
    return {v: i for i, v in enumerate([*preferred, *unknown])}


def _nli_numbers(
    counts: Counter[Outcome],
    key: dict[str, str],
    flip_labels: Sequence[str],
    bootstrap: Bootstrap,
) -> dict[str, Any]:
    n = counts.total()
    consistent = passed = missing = with_gold = originally_right = b = c = uncertain = 0
    # Original prediction (outer key) × perturbed prediction; missing answers are left out.
    flips = {original: dict.fromkeys(flip_labels, 0) for original in flip_labels}
    for (gold, expected, original, perturbed), count in counts.items():
        if original is None or perturbed is None:
            missing += count
        else:
            flips[original][perturbed] += count
            consistent += count * (original == perturbed)
        if gold is not None:
            original_right = label_matches(original, gold)
            with_gold += count
            originally_right += count * original_right
        # A pair whose expected label the op's rule could not tell (rules/label_rules.py) counts for
        # consistency and the original accuracy, never for the expectation pass rate or McNemar.
        if expected == UNCERTAIN:
            uncertain += count
            continue
        perturbed_right = label_matches(perturbed, expected)
        passed += count * perturbed_right
        if gold is not None:
            b += count * (original_right and not perturbed_right)
            c += count * (perturbed_right and not original_right)
    ci_low, ci_high = bootstrap.interval(consistent, n, key, "consistency")
    scored = n - uncertain
    pass_rate = passed / scored if scored else None
    pass_low, pass_high = (
        bootstrap.interval(passed, scored, key, "expectation_pass_rate") if scored else (None, None)
    )
    return {
        "n": n,
        "n_missing": missing,
        "n_uncertain": uncertain,  # in n and in consistency; not in the expectation pass rate
        "consistency": consistent / n,
        "ci_low": ci_low,
        "ci_high": ci_high,
        "expectation_pass_rate": pass_rate,
        "pass_ci_low": pass_low,
        "pass_ci_high": pass_high,
        "accuracy_original": originally_right / with_gold if with_gold else None,
        # Same quantity as expectation_pass_rate by definition; kept so the two accuracies that
        # McNemar compares sit side by side in a row.
        "accuracy_perturbed": pass_rate,
        "mcnemar_b": b,
        "mcnemar_c": c,
        "mcnemar_p": mcnemar_exact(b, c),
        "flips": flips,
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
