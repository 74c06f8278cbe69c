"""Extra training rows made from perturbations (the JSICK paper's data augmentation, §5.2).

A label-keeping op (scramble) keeps the row's gold label. A label-changing op (particle-swap,
particle-delete, ...) gives the op's expected label, or with the `random` policy a label drawn at random,
as the paper does to test whether a model learns from the rewrite rather than from its label.

Sampling, per op: up to `per_op` of the op's rewrites, as balanced over the output labels as the
available rows allow. Rows are handed out one at a time to the label that has the fewest so far and
still has rows left (ties in the order entailment, neutral, contradiction); within a label the rows are
a uniform random sample. Each op has its own random generator, seeded by (seed, op), so adding an op
leaves the other ops' samples unchanged.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal, get_args

from stresskit.conventions import (
    KEEP,
    LABELS,
)
from stresskit.errors import StresskitError, key
from stresskit.rewriting.outcomes import Rewritten
from stresskit.rewriting.rows import PerturbedRow
from stresskit.rules.loader import RuleSet
from stresskit.tables import Table

LabelPolicy = Literal["expected", "random"]
LABEL_POLICIES: tuple[str, ...] = get_args(LabelPolicy)
ADDED_COLUMNS = ("op", "pair", "rule")


@dataclass
class AugmentResult:
    """The extra rows, and per op how many rewrites there were and how many were taken, by label."""

    table: Table
    available: Counter[str] = field(default_factory=Counter)
    labels: dict[str, Counter[str]] = field(default_factory=dict)


def sample_rows(
    columns: Sequence[str],
    perturbed: Iterable[PerturbedRow],
    rule_set: RuleSet,
    ops: Sequence[str],
    per_op: int,
    *,
    label_policy: LabelPolicy,
    seed: int,
    premise_col: str,
    label_col: str,
) -> AugmentResult:
    """Sample the extra rows from the perturb loop's rows; they keep the input's `columns` plus op, pair, rule.

    One pass over `perturbed` (a stream is fine); the candidates, one small record per rewrite, are kept.
    `columns` are the input's after `keep_user_columns`: a training file's own op column is input_op."""
    if per_op < 1:
        raise StresskitError(f"{key('sample.per_op')} must be at least 1, got {per_op}")
    if label_policy not in LABEL_POLICIES:
        raise StresskitError(f"unknown label policy {label_policy!r}: use {' or '.join(LABEL_POLICIES)}")
    if label_col not in columns:
        raise StresskitError(
            f"the training data has no label column '{label_col}'; name it with {key('input.label_col')}"
        )
    out_columns = [*columns, *(name for name in ADDED_COLUMNS if name not in columns)]
    result = AugmentResult(Table(out_columns, []))
    rngs = {op: random.Random(f"{seed}:{op}") for op in ops}
    by_op: dict[str, list[tuple[dict[str, str], str]]] = {op: [] for op in ops}
    for row in perturbed:
        outcome = row.outcome
        if not isinstance(outcome, Rewritten) or outcome.op not in by_op:
            continue
        keeps = rule_set.ops[outcome.op].expected_label == KEEP
        label = _label(row, label_col, keeps, label_policy, rngs[outcome.op])
        if label in LABELS:  # rows without a usable gold label cannot be labelled
            record = {**row.source, premise_col: outcome.text, "op": outcome.op, "pair": outcome.pair}
            by_op[outcome.op].append(({**record, "rule": outcome.rule}, label))
    for op in ops:
        rng, candidates = rngs[op], by_op[op]
        chosen = balanced_sample(candidates, per_op, rng)
        result.available[op] = len(candidates)
        result.labels[op] = Counter(label for _, label in chosen)
        for row, label in chosen:
            labelled = {**row, label_col: label}
            result.table.rows.append({column: labelled[column] for column in out_columns})
    return result


def merge_with_training(train: Iterable[Mapping[str, str]], extra: Table) -> Iterator[dict[str, str]]:
    """The training rows (op, pair and rule empty) followed by the extra rows, for `extra`'s one header."""
    for row in train:
        yield {column: row.get(column, "") for column in extra.columns}
    yield from extra.rows


def _label(row: PerturbedRow, label_col: str, keeps: bool, policy: LabelPolicy, rng: random.Random) -> str:
    if keeps:
        return row.source[label_col].strip()
    # Drawn for every candidate, in input order, so the draws do not depend on which rows are sampled.
    return rng.choice(LABELS) if policy == "random" else row.expected_label


def balanced_sample(
    candidates: list[tuple[dict[str, str], str]], total: int, rng: random.Random
) -> list[tuple[dict[str, str], str]]:
    """Up to `total` of the (row, label) candidates, label-balanced (see the module docstring), in input order."""
    by_label: dict[str, list[int]] = {label: [] for label in LABELS}
    for index, (_, label) in enumerate(candidates):
        by_label[label].append(index)
    quotas = balanced_quotas({label: len(indices) for label, indices in by_label.items()}, total)
    chosen = [i for label, indices in by_label.items() for i in rng.sample(indices, quotas[label])]
    return [candidates[i] for i in sorted(chosen)]  # input order, so the file reads like the source


def balanced_quotas(available: dict[str, int], total: int) -> dict[str, int]:
    """How many rows each label gets: one at a time to the label with the fewest that still has rows."""
    quotas = dict.fromkeys(available, 0)
    order = list(available)
    for _ in range(min(total, sum(available.values()))):
        open_labels = [label for label in order if quotas[label] < available[label]]
        quotas[min(open_labels, key=lambda label: (quotas[label], order.index(label)))] += 1
    return quotas
