"""The stress set a harness runs: perturbed pairs (with their originals) or derived pairs, as harness docs.

One source of docs for every plug-in (lm-eval task folders, Inspect tasks, jaster datasets), so the
harnesses ask the same questions stresskit's `evaluate` asks. The input is a table stresskit reads: a plain
NLI table (perturbed here with the engine `perturb` uses), a file `stresskit perturb` wrote, or a file
`stresskit generate` wrote (derived hypotheses, grouped by phenomenon).

A doc of a perturbed pair's task is asked twice, once with the original premise (`role` "original", scored
against the gold label) and once with the perturbed one (`role` "perturbed", scored against the label the
op expects): a harness computes consistency within one task, so both answers must be in it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from stresskit.conventions import ALL, UNCERTAIN
from stresskit.errors import StresskitError
from stresskit.evaluation.assembly import Overrides, stress_pairs
from stresskit.evaluation.runner import (
    NO_PAIRS,
    STRESS_COLUMNS,
    Columns,
    PerturbedPair,
    left_out_line,
)
from stresskit.evaluation.spec import InputSpec, RunSpec, SelectionSpec
from stresskit.harness.lm_eval_utils import CHOICES, LABELS, ORIGINAL, PERTURBED
from stresskit.parsing.parser import Parser
from stresskit.rewriting.generate import HEURISTIC_COL, PHENOMENON_COL, SOURCE_COL
from stresskit.rules.loader import RuleSet
from stresskit.tables import Table

PERTURBED_KIND = "perturbed"
GENERATED_KIND = "generated"
ORIGINALS_TASK = "original"


@dataclass(frozen=True)
class StressTask:
    """One harness task: its name suffix (`original`, `<op>_<pair>` or a phenomenon) and its docs."""

    suffix: str
    docs: list[dict[str, Any]]
    kind: str  # "original", "perturbed" (an op × pair) or "generated" (a phenomenon)
    op: str = ""
    pair: str = ""


@dataclass
class StressSet:
    """The tasks of one export, with the rows that could not be used counted by reason."""

    tasks: list[StressTask]
    kind: str  # PERTURBED_KIND or GENERATED_KIND
    left_out: Counter[str] = field(default_factory=Counter)

    def note(self) -> str | None:
        return left_out_line(self.left_out) if self.left_out else None


def input_kind(table: Table) -> str:
    """What a table holds: perturbed pairs (`perturb`'s layout), derived pairs (`generate`'s), or originals."""
    if all(column in table.columns for column in STRESS_COLUMNS):
        return PERTURBED_KIND
    if PHENOMENON_COL in table.columns and HEURISTIC_COL in table.columns:
        return GENERATED_KIND
    return "original"


def stress_set(
    table: Table,
    rule_set: RuleSet,
    columns: Columns,
    *,
    ops: Sequence[str] | str | None = None,
    pairs: Sequence[str] | str = ALL,
    parser: Parser | None = None,
    name: str = "the data",
) -> StressSet:
    """The tasks for `table`: perturbed with `ops` × `pairs` (default: the core ops) when it holds originals,
    selected by them when `perturb` wrote it, grouped by phenomenon when `generate` wrote it."""
    kind = input_kind(table)
    if kind == GENERATED_KIND:
        return _generated_set(table, columns)
    perturbed = kind == PERTURBED_KIND
    spec = RunSpec(
        input=InputSpec(
            premise_col=columns.premise, hypothesis_col=columns.hypothesis, label_col=columns.label,
            score_col=columns.score, phenomena_col=columns.phenomena, id_col=columns.pair_id,
        ),
        selection=SelectionSpec(ops=_names(ops), pairs=None if pairs == ALL else _names(pairs)),
    )  # fmt: skip
    overrides = Overrides(
        data=None if perturbed else table, perturbed_data=table if perturbed else None, parser=parser,
        data_name=name,
    )  # fmt: skip
    try:
        spilled, left_out = stress_pairs(spec, overrides, rule_set)
    except StresskitError as error:
        if error.template == NO_PAIRS:
            raise StresskitError(
                "no perturbed pairs to export: no op applied to the chosen rows, ops and pairs"
            ) from error
        raise
    with spilled:
        items = [item for chunk in spilled.chunks() for item in chunk]
    # A harness item is scored against its target label: a pair whose expected label the op's rule could
    # not tell has none, so it is left out of the export and counted (`evaluate` still scores its consistency).
    uncertain = sum(item.expected_label == UNCERTAIN for item in items)
    if uncertain:
        left_out[UNCERTAIN_NOT_EXPORTED] += uncertain
        items = [item for item in items if item.expected_label != UNCERTAIN]
    if not items:
        raise StresskitError("no perturbed pairs to export: no op applied to the chosen rows, ops and pairs")
    return StressSet(_perturbed_tasks(items), PERTURBED_KIND, left_out)


UNCERTAIN_NOT_EXPORTED = "expected label uncertain (a harness item needs a target label)"


def _names(requested: Sequence[str] | str | None) -> tuple[str, ...] | None:
    items = [requested] if isinstance(requested, str) else list(requested or ())
    names = tuple(name.strip() for item in items for name in item.split(",") if name.strip())
    return names or None


def task_suffix(op: str, pair: str) -> str:
    """A task name part for an op × pair: letters, digits and underscores only (`particle_swap_ga_o`)."""
    return _name_part(f"{op}_{pair}" if pair else op)


def _name_part(text: str) -> str:
    cleaned = "".join(char if char.isascii() and char.isalnum() else "_" for char in text.lower())
    return cleaned.strip("_") or "x"


def _perturbed_tasks(items: list[PerturbedPair]) -> list[StressTask]:
    originals: dict[tuple[str, str, str], dict[str, Any]] = {}
    groups: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for number, item in enumerate(items):
        original = _doc(item, ORIGINAL, number)
        originals.setdefault((item.pair_id, item.original_premise, item.hypothesis), original)
        groups.setdefault((item.op, item.pair), []).extend([original, _doc(item, PERTURBED, number)])
    tasks = [StressTask(ORIGINALS_TASK, _numbered(list(originals.values()), ORIGINALS_TASK), "original")]
    seen: set[str] = {ORIGINALS_TASK}
    for (op, pair), docs in groups.items():
        suffix = task_suffix(op, pair)
        if suffix in seen:
            raise StresskitError(
                f"ops {op!r} × {pair!r} and another op × pair give the same task name {suffix!r}: rename one op"
            )
        seen.add(suffix)
        tasks.append(StressTask(suffix, _numbered(docs, suffix), "perturbed", op, pair))
    return tasks


def _numbered(docs: list[dict[str, Any]], suffix: str) -> list[dict[str, Any]]:
    return [{"doc_id": f"{suffix}-{number}", **doc} for number, doc in enumerate(docs, start=1)]


def _doc(item: PerturbedPair, role: str, number: int) -> dict[str, Any]:
    target = (item.gold_label or item.expected_label) if role == ORIGINAL else item.expected_label
    return {
        "item": number,  # the pair's place in the stress set, so a harness log is scored in input order
        "pair_id": item.pair_id,
        "role": role,
        "op": item.op,
        "pair": item.pair,
        "rule": item.rule,
        "premise": item.original_premise if role == ORIGINAL else item.perturbed_premise,
        "hypothesis": item.hypothesis,
        "target_label": target,
        "label": _choice_index(target),
        "original_premise": item.original_premise,
        "perturbed_premise": item.perturbed_premise,
        "gold_label": item.gold_label,
        "expected_label": item.expected_label,
        "gold_score": item.gold_score,
        "phenomena": list(item.phenomena),
    }


def _choice_index(label: str) -> int:
    if label not in LABELS:
        raise StresskitError(
            f"label {label!r} is not one of {', '.join(LABELS)}: a harness task needs 3-way gold labels"
        )
    return LABELS.index(label)


def _generated_set(table: Table, columns: Columns) -> StressSet:
    left_out: Counter[str] = Counter()
    groups: dict[str, list[dict[str, Any]]] = {}
    for row in table.rows:
        premise, hypothesis = row.get(columns.premise, ""), row.get(columns.hypothesis, "")
        label = (row.get(columns.label) or "").strip().lower()
        if not premise.strip() or not hypothesis.strip():
            left_out["empty premise or hypothesis"] += 1
            continue
        phenomenon = row[PHENOMENON_COL].strip() or "(none)"
        groups.setdefault(phenomenon, []).append(
            {
                "pair_id": row.get(SOURCE_COL, ""),
                "role": "generated",
                "phenomenon": phenomenon,
                "heuristic": row[HEURISTIC_COL],
                "rule": row.get("rule", ""),
                "premise": premise,
                "hypothesis": hypothesis,
                "target_label": label,
                "label": _choice_index(label),
            }
        )
    if not groups:
        raise StresskitError("no derived pairs to export: every row lacks a premise or a hypothesis")
    tasks = []
    seen: set[str] = {ORIGINALS_TASK}
    for phenomenon, docs in groups.items():
        suffix = _name_part(phenomenon)
        if suffix in seen:
            raise StresskitError(f"phenomena that differ only in punctuation share the task name {suffix!r}")
        seen.add(suffix)
        tasks.append(StressTask(suffix, _numbered(docs, suffix), "generated"))
    return StressSet(tasks, GENERATED_KIND, left_out)


def read_input(path: Path, columns: Columns) -> Table:
    """The table behind DATA, with the premise and hypothesis columns it must have."""
    from stresskit.tables import read_table

    return read_table(
        path,
        [columns.premise, columns.hypothesis],
        hint="name the right columns with the premise and hypothesis column options.",
    )


__all__ = ["CHOICES", "StressSet", "StressTask", "input_kind", "read_input", "stress_set", "task_suffix"]
