"""Run a model on original and perturbed pairs and score how consistently it answers.

rows → perturbed rows (`pipeline.run`, or a table `stresskit perturb` already wrote) → every distinct
(premise, hypothesis) pair predicted once, originals shared by all ops, through the prediction cache →
`ScoredPair`s → `Report`.
"""

from __future__ import annotations

import math
import warnings
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from stresskit.conventions import (
    ALL,
    CORE_OPS,
    DEFAULT_HYPOTHESIS_COL,
    DEFAULT_ID_COL,
    DEFAULT_LABEL_COL,
    DEFAULT_PHENOMENA_COL,
    DEFAULT_PREMISE_COL,
    DEFAULT_SCORE_COL,
    gold_label,
)
from stresskit.errors import StresskitError
from stresskit.evaluation.human_reference import HumanFigure
from stresskit.evaluation.metrics import NLI_LABELS, Report, ScoredPair, compute_report
from stresskit.evaluation.models import (
    DEFAULT_CONCURRENCY,
    Model,
    Pair,
    Prediction,
    PythonModel,
    load_model,
    make_reading,
)
from stresskit.evaluation.prediction import PredictionRun, predict_all, predict_pairs
from stresskit.evaluation.prediction_cache import PredictionCache
from stresskit.evaluation.provenance import build_provenance
from stresskit.parsing.parser import Parser
from stresskit.rewriting.outcomes import Rewritten
from stresskit.rewriting.perturb import (
    ProgressCallback,
    as_table,
    default_cache_dir,
    make_options,
    require_label_column,
    run,
)
from stresskit.rewriting.rows import PerturbedRow
from stresskit.rules.loader import RuleSet, load_rules
from stresskit.tables import Table, require_columns, require_unique

PHENOMENA_SEPARATOR = "#"
PREDICTIONS_SUBDIR = "predictions"
STRESS_COLUMNS = ("op", "pair", "expected_label")
UNIQUE_IDS = "ids must be unique — give each pair its own id"
EMPTY_HYPOTHESIS = "empty hypothesis"
UNPARSED_TEXT = "unparsed"  # the prediction column's value for an answer without a label

ModelLike = str | Model | Callable[[list[Pair]], object]


@dataclass(frozen=True)
class Columns:
    """Where a table keeps each field the evaluation reads."""

    premise: str = DEFAULT_PREMISE_COL
    hypothesis: str = DEFAULT_HYPOTHESIS_COL
    label: str = DEFAULT_LABEL_COL
    score: str = DEFAULT_SCORE_COL
    phenomena: str = DEFAULT_PHENOMENA_COL
    pair_id: str = DEFAULT_ID_COL

    @property
    def origin(self) -> str:
        return f"{self.premise}_origin"


@dataclass(frozen=True)
class PerturbedPair:
    """One perturbed pair to score, with its original."""

    pair_id: str
    op: str
    pair: str
    rule: str
    original_premise: str
    perturbed_premise: str
    hypothesis: str
    gold_label: str | None
    expected_label: str
    gold_score: float | None
    phenomena: tuple[str, ...]


@dataclass(frozen=True)
class Example:
    """A perturbed pair with the model's answers; `confidence` is its probability for the perturbed answer."""

    item: PerturbedPair
    scored: ScoredPair
    confidence: float | None


@dataclass(frozen=True)
class Evaluation:
    report: Report
    examples: list[Example]
    predictions: PredictionRun

    def cache_line(self) -> str:
        """Where the answers came from, printed on every run: a cache can hold an older model's answers."""
        run = self.predictions
        if not run.cache_used:
            return f"0 of {run.distinct} predictions from the cache (cache off; model key {run.model_key})"
        line = f"{run.from_cache} of {run.distinct} predictions from the cache (model key {run.model_key})"
        # What a python file loads is invisible to the key: say how to get fresh answers.
        return line + ("; --refresh asks the model again" if run.from_cache else "")

    def predictions_table(self) -> Table:
        """One row per perturbed pair: what `--predictions` writes."""
        with_scores = any(e.scored.original_score is not None for e in self.examples)
        columns = [
            "pair_ID", "op", "pair", "gold_label", "expected_label", "original_prediction",
            "perturbed_prediction", "rule", "original_premise", "perturbed_premise", "hypothesis",
        ]  # fmt: skip
        columns += ["gold_score", "original_score", "perturbed_score"] if with_scores else []
        return Table(columns, [_prediction_row(example, with_scores) for example in self.examples])


def evaluate(
    data: Any,
    model: ModelLike,
    ops: Sequence[str] | str | None = None,
    pairs: Sequence[str] | str = ALL,
    *,
    perturbed: bool = False,
    originals: Any = None,
    premise_col: str = DEFAULT_PREMISE_COL,
    hypothesis_col: str = DEFAULT_HYPOTHESIS_COL,
    label_col: str = DEFAULT_LABEL_COL,
    score_col: str = DEFAULT_SCORE_COL,
    phenomena_col: str = DEFAULT_PHENOMENA_COL,
    id_col: str = DEFAULT_ID_COL,
    rules: Sequence[str | Path] = (),
    verify: bool = False,
    verified_only: bool = False,
    batch_size: int = 32,
    cache: bool | None = None,
    cache_dir: str | Path | None = None,
    seed: int = 0,
    base_url: str | None = None,
    prompt_template: str | None = None,
    parser: Parser | None = None,
    model_version: str | None = None,
    label_order: str | Sequence[str] | None = None,
    task: str | None = None,
    refresh: bool = False,
    timeout: float = 30.0,
    retries: int = 3,
    concurrency: int = DEFAULT_CONCURRENCY,
    human: Sequence[HumanFigure] | None = None,
) -> Report:
    """Perturb `data` (shapes as for `perturb`, a `datasets.Dataset` too), score `model`, return the `Report`.

    `model` is a spec string (see `stresskit.evaluation.models`), a `Model`, or a plain function from a list of
    (premise, hypothesis) pairs to labels, probability dicts or scores. `ops` defaults to the core ops
    (scramble, particle-swap, particle-delete). With `perturbed=True`, `data` is a table written by
    `stresskit perturb` and `ops`/`pairs`, when given, select its rows; `originals` (the source table,
    joined on `id_col`) then supplies the original premises instead of the `<premise_col>_origin` column.

    `cache=None` caches parses, and predictions of models that can be identified across runs (spec
    strings, `Model`s with a `fingerprint`); a plain function is asked afresh, since the state it
    captures cannot be fingerprinted. `cache=True`/`False` turns both caches on/off; `refresh=True`
    asks the model again and replaces its cached answers; `model_version` names what the spec cannot see
    (a checkpoint the function loads) and keys the cache. A model answering numbers needs `label_order`
    (class ids, e.g. "entailment,neutral,contradiction") or `task="sts"` (similarity scores).
    `timeout`, `retries` and `concurrency` (requests at once) apply to http(s) and openai models.
    `human` (figures from `parse_human_reference`, e.g. of `stresskit annotate import`) replaces the shipped
    JSICK-stress human reference in `report.human_reference`.
    """
    resolved = resolve_model(
        model,
        base_url=base_url,
        prompt_template=prompt_template,
        model_version=model_version,
        label_order=label_order,
        task=task,
        timeout=timeout,
        retries=retries,
        concurrency=concurrency,
    )
    columns = Columns(premise_col, hypothesis_col, label_col, score_col, phenomena_col, id_col)
    rule_set = load_rules([Path(path) for path in rules])
    default_ops = ALL if perturbed else CORE_OPS
    options = make_options(
        rule_set,
        ops or default_ops,
        pairs,
        premise_col=premise_col,
        label_col=label_col,
        verify=verify,
        verified_only=verified_only,
    )
    directory = Path(cache_dir) if cache_dir else default_cache_dir()
    table = as_table(data, premise_col, hypothesis_col)
    left_out: Counter[str] = Counter()
    if perturbed:
        source = None if originals is None else as_table(originals, premise_col, hypothesis_col)
        # Without ops named, every row counts: the file may hold ops of rule files not loaded now.
        chosen_ops = options.ops if ops else None
        items = collect_pairs(table, columns, chosen_ops, options.pairs, originals=source, left_out=left_out)
    else:
        check_original_ids(table, columns, "the data")
        parser = parser or Parser(cache_dir=directory if cache is not False else None)
        items = pairs_from_rows(run(table, rule_set, options, parser).perturbed, columns, left_out=left_out)
    if left_out:
        warnings.warn(left_out_line(left_out), stacklevel=2)
    use_cache = cache if cache is not None else _identifiable(model)
    with open_prediction_cache(directory if use_cache else None, refresh=refresh) as prediction_cache:
        evaluation = score_pairs(
            items,
            resolved,
            batch_size=batch_size,
            cache=prediction_cache,
            seed=seed,
            rule_set=rule_set,
            human=human,
        )
    return evaluation.report


def prediction_map(
    model: ModelLike,
    *,
    premise_col: str = DEFAULT_PREMISE_COL,
    hypothesis_col: str = DEFAULT_HYPOTHESIS_COL,
    base_url: str | None = None,
    prompt_template: str | None = None,
    label_order: str | Sequence[str] | None = None,
    task: str | None = None,
) -> Callable[[Mapping[str, list[Any]]], dict[str, list[str | None]]]:
    """A function for `datasets.Dataset.map(function, batched=True)` over rows that `perturb` wrote.

    It asks `model` (as for `evaluate`) about each row's original pair (premise in `<premise_col>_origin`)
    and perturbed pair, each distinct pair once per map batch, and adds their labels as the columns
    `original_prediction` and `perturbed_prediction`, as in `Evaluation.predictions_table()`.
    """
    resolved = resolve_model(
        model, base_url=base_url, prompt_template=prompt_template, label_order=label_order, task=task
    )
    origin_col = f"{premise_col}_origin"

    def add_predictions(batch: Mapping[str, list[Any]]) -> dict[str, list[str | None]]:
        require_columns(
            Table(list(batch), []),
            [premise_col, origin_col, hypothesis_col],
            "the mapped dataset",
            "map over rows written by `perturb`, and name the columns with premise_col=/hypothesis_col=",
        )
        rows = len(batch[hypothesis_col])
        premises = [*batch[origin_col], *batch[premise_col]]
        pairs = list(zip(premises, [*batch[hypothesis_col]] * 2, strict=True))
        # One model call per map batch, so `Dataset.map`'s batch_size is the model's batch size too.
        labels = [p.label for p in predict_all(resolved, pairs, batch_size=max(len(pairs), 1))]
        return {"original_prediction": labels[:rows], "perturbed_prediction": labels[rows:]}

    return add_predictions


def resolve_model(
    model: ModelLike,
    *,
    model_version: str | None = None,
    label_order: str | Sequence[str] | None = None,
    task: str | None = None,
    **options: Any,
) -> Model:
    """The `Model` a spec string, `Model` object or plain function stands for.

    `options` are `load_model`'s (base_url, prompt_template, timeout, retries, concurrency).
    """
    if isinstance(model, str):
        return load_model(model, model_version=model_version, label_order=label_order, task=task, **options)
    if callable(getattr(model, "predict", None)) and hasattr(model, "name"):
        if label_order or task:
            raise StresskitError(
                "label_order and task apply to spec strings and plain functions: a Model object "
                "returns Predictions itself"
            )
        return model
    if callable(model):
        name = f"{getattr(model, '__module__', '')}.{getattr(model, '__qualname__', type(model).__name__)}"
        function_model = PythonModel(name, model, make_reading(label_order, task))
        function_model.version = model_version or ""
        return function_model
    raise StresskitError(
        f"model must be a spec string, a Model or a function of a list of pairs, not {type(model).__name__}"
    )


def _identifiable(model: ModelLike) -> bool:
    return isinstance(model, str) or hasattr(model, "fingerprint")


def open_prediction_cache(
    directory: Path | None, *, refresh: bool = False
) -> AbstractContextManager[PredictionCache | None]:
    """The prediction cache kept under the stresskit cache `directory`; with None, no cache."""
    if directory is None:
        return nullcontext()
    return PredictionCache(directory / PREDICTIONS_SUBDIR, refresh=refresh)


def left_out_line(left_out: Counter[str]) -> str:
    """One line naming the perturbed rows that were not scored, by reason."""
    total = sum(left_out.values())
    reasons = ", ".join(
        f"{reason} ({count})" if len(left_out) > 1 else reason for reason, count in sorted(left_out.items())
    )
    return f"left out {total} perturbed row{'s' if total != 1 else ''}: {reasons}"


def check_original_ids(table: Table, columns: Columns, name: str) -> None:
    """Fail before any work if two rows of an original table share an id (each names one pair)."""
    require_unique(table, [columns.pair_id], name, UNIQUE_IDS)


def collect_pairs(
    table: Table,
    columns: Columns,
    ops: Sequence[str] | None = None,
    pairs: Sequence[str] | None = None,
    *,
    originals: Table | None = None,
    left_out: Counter[str] | None = None,
) -> list[PerturbedPair]:
    """The perturbed pairs of a table in `stresskit perturb`'s layout (mod_A False rows left out).

    `ops`/`pairs` select rows; `originals` supplies each row's original premise by `columns.pair_id`.
    Rows that cannot be scored (an empty hypothesis) are left out and counted by reason in `left_out`.
    """
    needed = [columns.premise, columns.hypothesis, *STRESS_COLUMNS]
    needed += [columns.pair_id] if originals is not None else [columns.origin]
    require_columns(table, needed, "the perturbed table", "give a file written by `stresskit perturb`")
    require_label_column(table, columns.label, "the perturbed table")
    # One original pair is perturbed once per op and pair: a repeated triple is a copy-paste error.
    require_unique(
        table, [columns.pair_id, "op", "pair"], "the perturbed table", "each row must be one rewrite"
    )
    origin_of = _origins(originals, columns) if originals is not None else None
    ids = _PairIds(columns)
    items = []
    for number, row in enumerate(table.rows, start=2):  # line numbers, after the header
        if row.get("mod_A", "").strip().lower() == "false":
            continue
        if (ops is not None and row["op"] not in ops) or (pairs is not None and row["pair"] not in pairs):
            continue
        if _left_out(row, columns, left_out):
            continue
        original = _original_premise(row, columns, origin_of, number)
        rewrite = Rewritten(row["op"], row["pair"], row[columns.premise], (row.get("rule", ""),), ())
        items.append(_perturbed_pair(row, columns, ids, original, rewrite, row["expected_label"], number))
    return _nonempty(items)


def pairs_from_rows(
    rows: Iterable[PerturbedRow], columns: Columns, *, left_out: Counter[str] | None = None
) -> list[PerturbedPair]:
    """The perturbed pairs of the perturb loop's typed rows (the rewrites; skips are left out, and rows that
    cannot be scored are counted by reason in `left_out`)."""
    ids = _PairIds(columns)
    rewrites = (row for row in rows if isinstance(row.outcome, Rewritten))
    items = [
        _perturbed_pair(row.source, columns, ids, row.premise, row.outcome, row.expected_label, number)
        for number, row in enumerate(rewrites, start=2)
        if not _left_out(row.source, columns, left_out)
    ]
    return _nonempty(items)


def _left_out(row: Mapping[str, str], columns: Columns, left_out: Counter[str] | None) -> bool:
    """Whether the row cannot be scored (an empty hypothesis); counted by reason in `left_out`."""
    if row[columns.hypothesis].strip():
        return False
    if left_out is not None:
        left_out[EMPTY_HYPOTHESIS] += 1
    return True


def _nonempty(items: list[PerturbedPair]) -> list[PerturbedPair]:
    if not items:
        raise StresskitError(
            "no perturbed pairs to evaluate: no op applied to the chosen rows, ops and pairs"
        )
    return items


class _PairIds:
    """Each row's pair id; without one, each distinct original pair gets "#1", "#2", … ("#" keeps it
    apart from real ids)."""

    def __init__(self, columns: Columns) -> None:
        self.columns = columns
        self._given: dict[tuple[str, str], str] = {}

    def of(self, row: Mapping[str, str], original: str) -> str:
        key = (original, row[self.columns.hypothesis])
        return row.get(self.columns.pair_id) or self._given.setdefault(key, f"#{len(self._given) + 1}")


def _origins(originals: Table, columns: Columns) -> dict[str, str]:
    require_columns(
        originals,
        [columns.pair_id, columns.premise],
        "the original table",
        "name them with the column options",
    )
    check_original_ids(originals, columns, "the original table")
    return {row[columns.pair_id]: row[columns.premise] for row in originals.rows}


def _original_premise(
    row: dict[str, str], columns: Columns, origin_of: dict[str, str] | None, number: int
) -> str:
    if origin_of is None:
        return row[columns.origin]
    pair_id = row[columns.pair_id]
    if pair_id not in origin_of:
        raise StresskitError(
            f"perturbed row {number}: {columns.pair_id} {pair_id!r} is not in the original table"
        )
    return origin_of[pair_id]


def _perturbed_pair(
    row: Mapping[str, str],
    columns: Columns,
    ids: _PairIds,
    original: str,
    rewrite: Rewritten,
    expected: str,
    number: int,
) -> PerturbedPair:
    if expected not in NLI_LABELS:
        raise StresskitError(
            f"perturbed row {number}: expected_label {expected!r} is not an NLI label; scoring needs "
            f"gold labels in column '{columns.label}' (name it with --label-col)"
        )
    return PerturbedPair(
        pair_id=ids.of(row, original),
        op=rewrite.op,
        pair=rewrite.pair,
        rule=rewrite.rule,
        original_premise=original,
        perturbed_premise=rewrite.text,
        hypothesis=row[columns.hypothesis],
        gold_label=_gold_label(row.get(columns.label, ""), columns, number),
        expected_label=expected,
        gold_score=_gold_score(row.get(columns.score, ""), columns, number),
        phenomena=tuple(
            tag.strip() for tag in row.get(columns.phenomena, "").split(PHENOMENA_SEPARATOR) if tag.strip()
        ),
    )


def _gold_label(value: str, columns: Columns, number: int) -> str | None:
    label = gold_label(value) or ""
    if label and label not in NLI_LABELS:
        raise StresskitError(
            f"perturbed row {number}: gold label {label!r} in column '{columns.label}' is not one of "
            f"{', '.join(NLI_LABELS)}"
        )
    return label or None


def _gold_score(value: str, columns: Columns, number: int) -> float | None:
    if not value.strip():
        return None
    try:
        score = float(value)
    except ValueError:
        score = math.nan
    if not math.isfinite(score):
        raise StresskitError(
            f"perturbed row {number}: {columns.score} {value!r} is not a number; name the STS gold "
            "column with --score-col"
        )
    return score


def score_pairs(
    items: Sequence[PerturbedPair],
    model: Model,
    *,
    batch_size: int = 32,
    cache: PredictionCache | None = None,
    seed: int = 0,
    progress: ProgressCallback | None = None,
    rule_set: RuleSet | None = None,
    human: Sequence[HumanFigure] | None = None,
) -> Evaluation:
    """Predict each distinct pair once and score every perturbed pair against its original.

    `progress` is called with counts that add up to 2 × len(items) (one original and one perturbed
    pair per item). The report's provenance names the files of `rule_set` behind the items' ops; `human`
    replaces the shipped JSICK-stress human reference.
    """
    asked = [(i.original_premise, i.hypothesis) for i in items] + [
        (i.perturbed_premise, i.hypothesis) for i in items
    ]
    run = predict_pairs(model, asked, batch_size=batch_size, cache=cache, progress=progress)
    answers = run.predictions
    examples = [
        _example(item, original, perturbed)
        for item, original, perturbed in zip(items, answers[: len(items)], answers[len(items) :], strict=True)
    ]
    report = compute_report((e.scored for e in examples), model=model.name, seed=seed, human=human)
    provenance = build_provenance(
        rule_set=rule_set, ops=[item.op for item in items], model=model, predictions=run, seed=seed
    )
    report = replace(report, unparsed_predictions=run.unparsed, provenance=provenance)
    return Evaluation(report, examples, run)


def _example(item: PerturbedPair, original: Prediction, perturbed: Prediction) -> Example:
    scored = ScoredPair(
        pair_id=item.pair_id,
        op=item.op,
        pair=item.pair,
        gold_label=item.gold_label,
        expected_label=item.expected_label,
        original_prediction=original.label,
        perturbed_prediction=perturbed.label,
        gold_score=item.gold_score,
        original_score=original.score,
        perturbed_score=perturbed.score,
        phenomena=item.phenomena,
    )
    probabilities = perturbed.probabilities or {}
    return Example(item, scored, probabilities.get(perturbed.label) if perturbed.label else None)


def _prediction_row(example: Example, with_scores: bool) -> dict[str, str]:
    item, scored = example.item, example.scored
    row = {
        "pair_ID": item.pair_id,
        "op": item.op,
        "pair": item.pair,
        "gold_label": item.gold_label or "",
        "expected_label": item.expected_label,
        "original_prediction": _prediction_text(scored.original_prediction, scored.original_score),
        "perturbed_prediction": _prediction_text(scored.perturbed_prediction, scored.perturbed_score),
        "rule": item.rule,
        "original_premise": item.original_premise,
        "perturbed_premise": item.perturbed_premise,
        "hypothesis": item.hypothesis,
    }
    if with_scores:
        for name in ("gold_score", "original_score", "perturbed_score"):
            value = getattr(scored, name)
            row[name] = "" if value is None else repr(value)
    return row


def _prediction_text(label: str | None, score: float | None) -> str:
    # An STS model's label column stays empty (its score has columns of its own).
    if label is not None:
        return label
    return "" if score is not None else UNPARSED_TEXT
