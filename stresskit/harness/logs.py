"""The round trip: a harness's per-sample log → stresskit's own report.

lm-evaluation-harness (`--log_samples`: `samples_<task>_<time>.jsonl` files) and Inspect (`.eval` or
`.json` logs) keep, for each sample, the doc stresskit exported (pair id, op, pair, role, both premises,
gold and expected labels) and the model's answer. Each distinct (premise, hypothesis) pair gets the label
the harness recorded, and the perturbed pairs are scored by the same `score_stream` that `evaluate` uses,
so the report has the same numbers as an `evaluate` run whose model gives those answers.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from stresskit.errors import StresskitError
from stresskit.evaluation.human_reference import HumanFigure
from stresskit.evaluation.models import Pair, Prediction
from stresskit.evaluation.runner import Evaluation, PerturbedPair, SpilledPairs, score_stream
from stresskit.harness.lm_eval_utils import LABELS, NON_ENTAILMENT, ORIGINAL, PERTURBED

NOT_STRESSKIT = "holds no samples of a task `stresskit export` wrote"
GENERATED_LOG = (
    "the log is of `generate` output (derived pairs, no originals): lm-eval's acc is its score, or score the "
    "file with `stresskit diagnose`"
)
_DOC_KEYS = ("pair_id", "role", "premise", "hypothesis", "original_premise", "perturbed_premise")


@dataclass(frozen=True)
class Answer:
    """One sample of a harness log: the stresskit doc it asked about and the label the model gave."""

    doc: dict[str, Any]
    label: str | None
    task: str


@dataclass(frozen=True)
class HarnessLog:
    """Every answer a harness log holds, which harness wrote it, and the model it names."""

    harness: str  # "lm-eval" or "inspect"
    model: str
    answers: list[Answer]
    files: list[str]


class ReplayModel:
    """A model that answers each pair with the label the harness recorded for it."""

    def __init__(self, name: str, labels: dict[Pair, str | None]) -> None:
        self.name = name
        self._labels = labels

    def predict(self, pairs: Sequence[Pair]) -> list[Prediction]:
        return [Prediction(label=self._labels[pair]) for pair in pairs]


def read_harness_log(path: Path) -> HarnessLog:
    """The answers in an lm-eval `--log_samples` output folder (or one samples file) or an Inspect log."""
    path = Path(path)
    if not path.exists():
        raise StresskitError(
            f"No such file or folder: {path} — give lm-eval's output folder or an Inspect log."
        )
    lm_eval_files = (
        sorted(path.rglob("samples_*.jsonl")) if path.is_dir() else [path] if path.suffix == ".jsonl" else []
    )
    if lm_eval_files:
        return _lm_eval_log(path, lm_eval_files)
    inspect_files = sorted(
        file for file in (path.rglob("*") if path.is_dir() else [path]) if file.suffix in (".eval", ".json")
    )
    inspect_files = [file for file in inspect_files if not file.name.startswith("results_")]
    if inspect_files:
        return _inspect_log(inspect_files)
    raise StresskitError(
        f"{path} holds no lm-eval samples (samples_*.jsonl, from --log_samples) and no Inspect log (.eval)"
    )


def _lm_eval_log(root: Path, files: list[Path]) -> HarnessLog:
    answers: list[Answer] = []
    for file in files:
        for number, line in enumerate(file.read_text(encoding="utf-8").splitlines(), start=1):
            if not line.strip():
                continue
            try:
                sample = json.loads(line)
            except json.JSONDecodeError as error:
                raise StresskitError(f"{file}, line {number}: not JSON ({error.msg})") from error
            record = sample.get("original_accuracy")
            doc = sample.get("doc")
            if isinstance(doc, dict) and doc.get("role") == "generated":
                raise StresskitError(GENERATED_LOG)
            if not isinstance(doc, dict) or not isinstance(record, list) or len(record) != 4:
                raise StresskitError(f"{file}, line {number}: {NOT_STRESSKIT}")
            answers.append(Answer(doc, _label(record[2], f"{file}, line {number}"), _task_of(file)))
    return HarnessLog("lm-eval", _lm_eval_model(root, files), answers, [str(file) for file in files])


def _task_of(file: Path) -> str:
    # samples_<task>_<ISO time>.jsonl; the time has no underscore
    return file.stem.removeprefix("samples_").rpartition("_")[0]


def _lm_eval_model(root: Path, files: list[Path]) -> str:
    """`lm-eval:<model>`, as the results file next to the samples names it (its `model_name`)."""
    folder = root if root.is_dir() else root.parent
    for results in sorted({*folder.rglob("results_*.json"), *files[0].parent.glob("results_*.json")}):
        try:
            payload = json.loads(results.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError):
            continue
        name = payload.get("model_name") or (payload.get("config") or {}).get("model")
        if name:
            return f"lm-eval:{name}"
    return f"lm-eval:{files[0].parent.name}"


def _inspect_log(files: list[Path]) -> HarnessLog:
    try:
        from inspect_ai.log import read_eval_log
    except ImportError as error:
        raise StresskitError(
            "reading an Inspect log needs inspect-ai: pip install 'stresskit[inspect]'"
        ) from error
    answers: list[Answer] = []
    models: list[str] = []
    for file in files:
        try:
            log = read_eval_log(str(file))
        except Exception as error:  # Inspect raises several kinds for a file that is no log
            raise StresskitError(f"{file} is not an Inspect log ({error})") from error
        models.append(log.eval.model)
        for sample in log.samples or []:
            doc = dict(sample.metadata or {})
            score = next(iter((sample.scores or {}).values()), None)
            if not doc.get("role") or score is None:
                raise StresskitError(f"{file}: {NOT_STRESSKIT}")
            label = (score.metadata or {}).get("label", score.answer)
            answers.append(Answer(doc, _label(label, str(file)), log.eval.task))
    return HarnessLog("inspect", f"inspect:{models[0]}", answers, [str(file) for file in files])


def _label(value: object, where: str) -> str | None:
    if value is None or value == "":
        return None
    if value not in (*LABELS, NON_ENTAILMENT):
        raise StresskitError(f"{where}: answer {value!r} is not an NLI label — {NOT_STRESSKIT}")
    return str(value)


def replay(log: HarnessLog) -> tuple[list[PerturbedPair], ReplayModel, int]:
    """The perturbed pairs the log asked about, a model answering as the harness did, and how many pairs
    were answered differently in two tasks (the originals task's answer, else the first, is kept)."""
    labels: dict[Pair, str | None] = {}
    conflicts: set[Pair] = set()
    items: dict[tuple[str, str, str], tuple[int, PerturbedPair]] = {}
    # The originals task first: its answer is the one a pair asked in several tasks keeps.
    ordered = sorted(
        log.answers, key=lambda answer: not str(answer.doc.get("doc_id", "")).startswith(f"{ORIGINAL}-")
    )
    for answer in ordered:
        doc = answer.doc
        if any(key not in doc for key in _DOC_KEYS):
            if doc.get("role") == "generated":
                raise StresskitError(GENERATED_LOG)
            raise StresskitError(f"a sample of task {answer.task} lacks stresskit's fields: {NOT_STRESSKIT}")
        pair = (doc["premise"], doc["hypothesis"])
        if pair in labels and labels[pair] != answer.label:
            conflicts.add(pair)
        labels.setdefault(pair, answer.label)
        if doc["role"] == PERTURBED:
            key = (doc["pair_id"], doc["op"], doc["pair"])
            items.setdefault(key, (doc.get("item", 0), _perturbed_pair(doc)))
    ordered_items = [item for _, item in sorted(items.values(), key=lambda entry: entry[0])]
    for item in ordered_items:
        if (item.original_premise, item.hypothesis) not in labels:
            raise StresskitError(
                f"the log has no answer on the original of pair {item.pair_id} ({item.op} {item.pair}): "
                f"run every task of the group, {ORIGINAL}s included"
            )
    if not items:
        raise StresskitError("the log holds no perturbed pairs: run the group's op × pair tasks too")
    return ordered_items, ReplayModel(log.model, labels), len(conflicts)


def _perturbed_pair(doc: dict[str, Any]) -> PerturbedPair:
    return PerturbedPair(
        pair_id=str(doc["pair_id"]),
        op=doc["op"],
        pair=doc["pair"],
        rule=doc.get("rule") or "",
        original_premise=doc["original_premise"],
        perturbed_premise=doc["perturbed_premise"],
        hypothesis=doc["hypothesis"],
        gold_label=doc.get("gold_label") or None,
        expected_label=doc["expected_label"],
        gold_score=doc.get("gold_score"),
        phenomena=tuple(doc.get("phenomena") or ()),
    )


def evaluate_harness_log(
    path: Path,
    *,
    seed: int = 0,
    human: Sequence[HumanFigure] | None = None,
    predictions: Path | None = None,
) -> tuple[Evaluation, HarnessLog, int]:
    """stresskit's evaluation of the answers a harness logged (see the module docstring).

    Returns the evaluation, the log read, and the number of pairs answered differently in two tasks.
    """
    log = read_harness_log(path)
    items, model, conflicts = replay(log)
    with SpilledPairs(iter(items)) as spilled:
        evaluation = score_stream(spilled, model, seed=seed, human=human, predictions=predictions)
    provenance = dict(evaluation.report.provenance or {})
    provenance["harness"] = {"name": log.harness, "files": [Path(file).name for file in log.files]}
    return replace(evaluation, report=replace(evaluation.report, provenance=provenance)), log, conflicts


def answers_of(log: HarnessLog) -> Iterator[tuple[Pair, str | None]]:
    """Each sample's (premise, hypothesis) and answer, in log order (for tests and diagnostics)."""
    for answer in log.answers:
        yield (answer.doc["premise"], answer.doc["hypothesis"]), answer.label
