"""Run a model on original and perturbed pairs and score how consistently it answers.

rows → perturbed rows (`pipeline.run`, or a table `stresskit perturb` already wrote) → every distinct
(premise, hypothesis) pair predicted once, originals shared by all ops, through the prediction cache →
`ScoredPair`s → `Report`.
"""

from __future__ import annotations

import bisect
import json
import math
import pickle
import tempfile
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, ExitStack, nullcontext
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any

from stresskit.conventions import (
    DEFAULT_HYPOTHESIS_COL,
    DEFAULT_ID_COL,
    DEFAULT_LABEL_COL,
    DEFAULT_PHENOMENA_COL,
    DEFAULT_PREMISE_COL,
    DEFAULT_SCORE_COL,
    UNCERTAIN,
    gold_label,
)
from stresskit.errors import StresskitError, key, python_name
from stresskit.evaluation.human_reference import HumanFigure
from stresskit.evaluation.metrics import NLI_LABELS, MetricsAccumulator, Report, ScoredPair, label_matches
from stresskit.evaluation.models import (
    Model,
    Pair,
    Prediction,
    PythonModel,
    load_model,
    make_reading,
)
from stresskit.evaluation.prediction import Asker, PredictionCounts, SpilledAnswers, predict_all
from stresskit.evaluation.prediction_cache import PredictionCache
from stresskit.evaluation.provenance import build_provenance
from stresskit.rewriting.outcomes import Rewritten
from stresskit.rewriting.perturb import (
    ProgressCallback,
    require_label_column,
)
from stresskit.rewriting.rows import PerturbedRow
from stresskit.rules.loader import RuleSet
from stresskit.spill import SpilledMap
from stresskit.tables import Table, TableFile, UniqueRows, require_columns, write_rows

PHENOMENA_SEPARATOR = "#"
PREDICTIONS_SUBDIR = "predictions"
STRESS_COLUMNS = ("op", "pair", "expected_label")
UNIQUE_IDS = "ids must be unique — give each pair its own id"
EMPTY_HYPOTHESIS = "empty hypothesis"
UNPARSED_TEXT = "unparsed"  # the prediction column's value for an answer without a label
NO_PAIRS = "no perturbed pairs to evaluate: no op applied to the chosen rows, ops and pairs"
EXAMPLES_PER_GROUP = 5  # worst examples kept per op × pair, for the reports
CHUNK_PAIRS = 2048  # perturbed pairs read back, asked about and scored at a time
ORIGINAL = "original"  # the `Asker` tag of the original pairs

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


_PAIR_FIELDS = tuple(field.name for field in fields(PerturbedPair))  # as SpilledPairs writes them


@dataclass(frozen=True)
class Example:
    """A perturbed pair with the model's answers; `confidence` is its probability for the perturbed answer."""

    item: PerturbedPair
    scored: ScoredPair
    confidence: float | None


@dataclass(frozen=True)
class Evaluation:
    """A scored run: the report, where the answers came from, and what the reports show beside the numbers.

    Only `score_pairs` keeps every `Example` (`examples`); a streamed run (`score_stream`) keeps None.
    """

    report: Report
    predictions: PredictionCounts
    worst: WorstExamples
    # Per op, the expected label of each perturbed pair with a gold label: None where it keeps the gold label.
    expected_changes: dict[str, frozenset[str | None]]
    examples: list[Example] | None = None

    def cache_line(self, name: Callable[[str], str] = python_name) -> str:
        """Where the answers came from, printed on every run: a cache can hold an older model's answers.
        `name` names the spec key that asks again (the CLI's flag; by default the Python argument)."""
        run = self.predictions
        if not run.cache_used:
            return f"0 of {run.distinct} predictions from the cache (cache off; model key {run.model_key})"
        line = f"{run.from_cache} of {run.distinct} predictions from the cache (model key {run.model_key})"
        # What a python file loads is invisible to the key: say how to get fresh answers.
        return line + (f"; {name('model.refresh')} asks the model again" if run.from_cache else "")


class WorstExamples:
    """Per op × pair, the `size` pairs the model got right originally but wrong once perturbed ("wrong"
    against the op's expected label), most confident mistakes first, then in input order: all a report
    shows, however many pairs stream by."""

    def __init__(self, size: int = EXAMPLES_PER_GROUP) -> None:
        self.size = size
        self._groups: dict[tuple[str, str], list[tuple[float, int, Example]]] = {}
        self._seen = 0

    def add(self, example: Example) -> None:
        self._seen += 1
        s = example.scored
        if (
            s.expected_label == UNCERTAIN  # no expected label to be wrong against
            or not label_matches(s.original_prediction, s.gold_label)
            or label_matches(s.perturbed_prediction, s.expected_label)
        ):
            return
        group = self._groups.setdefault((s.op, s.pair), [])
        rank = (-(example.confidence or 0.0), self._seen)
        if len(group) < self.size or rank < group[-1][:2]:
            bisect.insort(group, (*rank, example), key=lambda entry: entry[:2])
            del group[self.size :]

    def of(self, op: str, pair: str, count: int) -> list[Example]:
        """The first `count` (at most `size`) worst examples of the op × pair."""
        if count > self.size:
            raise StresskitError(
                f"the evaluation kept {self.size} worst examples per op and pair, not {count}"
            )
        return [example for *_, example in self._groups.get((op, pair), [])[:count]]


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


def check_original_ids(table: Table | TableFile, columns: Columns, name: str) -> None:
    """Fail before any work if two rows of an original table share an id (each names one pair)."""
    with _unique_ids(table, columns, name) as unique:
        for position, row in _numbered(table):
            unique.see(row, position)


def _unique_ids(table: Table | TableFile, columns: Columns, name: str) -> UniqueRows:
    lines = not isinstance(table, Table) or table.line_numbers is not None
    return UniqueRows(table.columns, [columns.pair_id], name, UNIQUE_IDS, lines=lines)


def collect_pairs(
    table: Table,
    columns: Columns,
    ops: Sequence[str] | None = None,
    pairs: Sequence[str] | None = None,
    *,
    originals: Table | None = None,
    left_out: Counter[str] | None = None,
) -> list[PerturbedPair]:
    """The perturbed pairs of a table held in memory, as a list (see `perturbed_pairs`)."""
    return _nonempty(
        list(perturbed_pairs(table, columns, ops, pairs, originals=originals, left_out=left_out))
    )


def perturbed_pairs(
    table: Table | TableFile,
    columns: Columns,
    ops: Sequence[str] | None = None,
    pairs: Sequence[str] | None = None,
    *,
    originals: Table | TableFile | None = None,
    left_out: Counter[str] | None = None,
) -> Iterator[PerturbedPair]:
    """The perturbed pairs of a table in `stresskit perturb`'s layout (mod_A False rows left out), row by row.

    `ops`/`pairs` select rows; `originals` supplies each row's original premise by `columns.pair_id`.
    Rows that cannot be scored (an empty hypothesis) are left out and counted by reason in `left_out`.
    """
    needed = [columns.premise, columns.hypothesis, *STRESS_COLUMNS]
    needed += [columns.pair_id] if originals is not None else [columns.origin]
    require_columns(table, needed, "the perturbed table", "give a file written by `stresskit perturb`")
    require_label_column(table, columns.label, "the perturbed table")
    # One original pair is perturbed once per op and pair: a repeated triple is a copy-paste error.
    lines = not isinstance(table, Table) or table.line_numbers is not None
    key = [columns.pair_id, "op", "pair"]
    unique = UniqueRows(
        table.columns, key, "the perturbed table", "each row must be one rewrite", lines=lines
    )
    with ExitStack() as stack:
        stack.enter_context(unique)
        origin_of = stack.enter_context(_origins(originals, columns)) if originals is not None else None
        ids = stack.enter_context(_PairIds(columns))
        for number, (position, row) in enumerate(_numbered(table), start=2):  # line numbers, after the header
            unique.see(row, position)
            if row.get("mod_A", "").strip().lower() == "false":
                continue
            if (ops is not None and row["op"] not in ops) or (pairs is not None and row["pair"] not in pairs):
                continue
            if _left_out(row, columns, left_out):
                continue
            original = _original_premise(row, columns, origin_of, number)
            rewrite = Rewritten(row["op"], row["pair"], row[columns.premise], (row.get("rule", ""),), ())
            yield _perturbed_pair(row, columns, ids, original, rewrite, row["expected_label"], number)


def _numbered(table: Table | TableFile) -> Iterable[tuple[int, dict[str, str]]]:
    """Each row with its line number, or its row number when the table has no lines."""
    if isinstance(table, TableFile):
        return table.numbered_rows()
    return zip(table.line_numbers or range(1, len(table.rows) + 1), table.rows, strict=True)


def pairs_from_rows(
    rows: Iterable[PerturbedRow], columns: Columns, *, left_out: Counter[str] | None = None
) -> list[PerturbedPair]:
    """The perturbed pairs of the perturb loop's typed rows, as a list (see `pairs_of_rows`)."""
    return _nonempty(list(pairs_of_rows(rows, columns, left_out=left_out)))


def pairs_of_rows(
    rows: Iterable[PerturbedRow], columns: Columns, *, left_out: Counter[str] | None = None
) -> Iterator[PerturbedPair]:
    """The perturbed pairs of the perturb loop's typed rows as they stream by (the rewrites; skips are left
    out, and rows that cannot be scored are counted by reason in `left_out`)."""
    rewrites = (row for row in rows if isinstance(row.outcome, Rewritten))
    with _PairIds(columns) as ids:
        for number, row in enumerate(rewrites, start=2):
            if not _left_out(row.source, columns, left_out):
                yield _perturbed_pair(
                    row.source, columns, ids, row.premise, row.outcome, row.expected_label, number
                )


def _left_out(row: Mapping[str, str], columns: Columns, left_out: Counter[str] | None) -> bool:
    """Whether the row cannot be scored (an empty hypothesis); counted by reason in `left_out`."""
    if row[columns.hypothesis].strip():
        return False
    if left_out is not None:
        left_out[EMPTY_HYPOTHESIS] += 1
    return True


def _nonempty(items: list[PerturbedPair]) -> list[PerturbedPair]:
    if not items:
        raise StresskitError(NO_PAIRS)
    return items


class _PairIds:
    """Each row's pair id; without one, each distinct original pair gets "#1", "#2", … ("#" keeps it
    apart from real ids). The ids given are kept in a temporary file: use as a context manager."""

    def __init__(self, columns: Columns) -> None:
        self.columns = columns
        self._given = SpilledMap()
        self._count = 0

    def __enter__(self) -> _PairIds:
        return self

    def __exit__(self, *exc: object) -> None:
        self._given.close()

    def of(self, row: Mapping[str, str], original: str) -> str:
        if row.get(self.columns.pair_id):
            return row[self.columns.pair_id]
        new = f"#{self._count + 1}"
        given = self._given.setdefault(json.dumps([original, row[self.columns.hypothesis]]), new)
        self._count += given == new
        return given


def _origins(originals: Table | TableFile, columns: Columns) -> SpilledMap:
    """Each original pair's premise by its id, checked to be unique, kept in a temporary file."""
    require_columns(
        originals,
        [columns.pair_id, columns.premise],
        "the original table",
        "name them with the column options",
    )
    origin_of = SpilledMap()
    try:
        with _unique_ids(originals, columns, "the original table") as unique:
            for position, row in _numbered(originals):
                unique.see(row, position)
                origin_of.update([(row[columns.pair_id], row[columns.premise])])
    except BaseException:
        origin_of.close()
        raise
    return origin_of


def _original_premise(
    row: dict[str, str], columns: Columns, origin_of: SpilledMap | None, number: int
) -> str:
    if origin_of is None:
        return row[columns.origin]
    pair_id = row[columns.pair_id]
    premise = origin_of.get(pair_id)
    if premise is None:
        raise StresskitError(
            f"perturbed row {number}: {columns.pair_id} {pair_id!r} is not in the original table"
        )
    return premise


def _perturbed_pair(
    row: Mapping[str, str],
    columns: Columns,
    ids: _PairIds,
    original: str,
    rewrite: Rewritten,
    expected: str,
    number: int,
) -> PerturbedPair:
    if expected not in NLI_LABELS and expected != UNCERTAIN:
        raise StresskitError(
            f"perturbed row {number}: expected_label {expected!r} is not an NLI label; scoring needs "
            f"gold labels in column '{columns.label}' (name it with {key('input.label_col')})"
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
            f"column with {key('input.score_col')}"
        )
    return score


class SpilledPairs:
    """The perturbed pairs of a stream, read once (so every check of the input passes before a model is
    asked) into a temporary file that `chunks` reads back, `CHUNK_PAIRS` pairs at a time, as often as
    needed. Use as a context manager, or call `close()`, to delete the file."""

    def __init__(self, items: Iterable[PerturbedPair]) -> None:
        self._file = tempfile.TemporaryFile()
        self.count = 0
        self._chunks = 0
        self.ops: dict[str, None] = {}  # the ops, in the order they first appear
        try:
            chunk: list[tuple[Any, ...]] = []
            for item in items:
                chunk.append(tuple(getattr(item, name) for name in _PAIR_FIELDS))
                self.ops.setdefault(item.op, None)
                if len(chunk) == CHUNK_PAIRS:
                    self._write(chunk)
            self._write(chunk)
        except BaseException:
            self.close()
            raise
        if not self.count:
            self.close()
            raise StresskitError(NO_PAIRS)

    def _write(self, chunk: list[tuple[Any, ...]]) -> None:
        # Pickled tuples of text and numbers (a file this run wrote itself): the fastest to read back.
        if chunk:
            pickle.dump(chunk, self._file, protocol=pickle.HIGHEST_PROTOCOL)
            self.count += len(chunk)
            self._chunks += 1
            chunk.clear()

    def __enter__(self) -> SpilledPairs:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._file.close()

    def chunks(self) -> Iterator[list[PerturbedPair]]:
        self._file.seek(0)
        for _ in range(self._chunks):
            yield [PerturbedPair(*fields) for fields in pickle.load(self._file)]


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
    """`score_stream` for pairs held in memory, keeping every `Example` in `Evaluation.examples`."""
    with SpilledPairs(items) as spilled:
        return score_stream(
            spilled,
            model,
            batch_size=batch_size,
            cache=cache,
            seed=seed,
            progress=progress,
            rule_set=rule_set,
            human=human,
            keep_examples=True,
        )


def score_stream(
    items: SpilledPairs,
    model: Model,
    *,
    batch_size: int = 32,
    cache: PredictionCache | None = None,
    seed: int = 0,
    progress: ProgressCallback | None = None,
    rule_set: RuleSet | None = None,
    human: Sequence[HumanFigure] | None = None,
    predictions: Path | None = None,
    keep_examples: bool = False,
) -> Evaluation:
    """Predict each distinct pair once and score every perturbed pair against its original, chunk by chunk.

    The model is asked as if about one list, all originals first, then the perturbed pairs (the same
    batches whatever the chunk size); the answers wait in a temporary file. `predictions` receives one
    row per perturbed pair (the `--predictions` file) as the pairs are scored, renamed into place once
    the report is computed. `progress` is called with counts that add up to 2 × `items.count` (one
    original and one perturbed pair per item). The report's provenance names the files of `rule_set`
    behind the items' ops; `human` replaces the shipped JSICK-stress human reference.
    """
    with SpilledAnswers() as answers, MetricsAccumulator() as accumulator:
        asker = Asker(model, answers, batch_size=batch_size, cache=cache, progress=progress)
        for chunk in items.chunks():
            asker.ask([(item.original_premise, item.hypothesis) for item in chunk], ORIGINAL)
        for chunk in items.chunks():
            asker.ask([(item.perturbed_premise, item.hypothesis) for item in chunk])
        counts = asker.finish()
        # The score columns appear when an original pair was answered with a score (an STS model), known
        # before the first row is written.
        with_scores = asker.scored(ORIGINAL)
        worst = WorstExamples()
        expected: dict[str, set[str | None]] = {}
        examples: list[Example] | None = [] if keep_examples else None
        reports: list[Report] = []

        def rows() -> Iterator[dict[str, str]]:
            for chunk in items.chunks():
                for item in chunk:
                    example = _example(
                        item,
                        answers[(item.original_premise, item.hypothesis)],
                        answers[(item.perturbed_premise, item.hypothesis)],
                    )
                    accumulator.add(example.scored)
                    worst.add(example)
                    if item.gold_label is not None:
                        kept = label_matches(item.expected_label, item.gold_label)
                        expected.setdefault(item.op, set()).add(None if kept else item.expected_label)
                    if examples is not None:
                        examples.append(example)
                    yield _prediction_row(example, with_scores)
            # Still inside the predictions file's writing: a report that fails (originals that conflict)
            # leaves no file behind.
            reports.append(accumulator.report(model=model.name, seed=seed, human=human))

        if predictions is not None:
            write_rows(prediction_columns(with_scores), rows(), predictions)
        else:
            for _ in rows():
                pass
    provenance = build_provenance(
        rule_set=rule_set, ops=list(items.ops), model=model, predictions=counts, seed=seed
    )
    report = replace(reports[0], unparsed_predictions=counts.unparsed, provenance=provenance)
    changes = {op: frozenset(labels) for op, labels in expected.items()}
    return Evaluation(report, counts, worst, changes, examples)


def prediction_columns(with_scores: bool) -> list[str]:
    """The columns of the `--predictions` file; the score columns when the model answers scores."""
    columns = [
        "pair_ID", "op", "pair", "gold_label", "expected_label", "original_prediction",
        "perturbed_prediction", "rule", "original_premise", "perturbed_premise", "hypothesis",
    ]  # fmt: skip
    return columns + (["gold_score", "original_score", "perturbed_score"] if with_scores else [])


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
