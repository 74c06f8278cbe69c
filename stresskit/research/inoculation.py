"""Inoculation curves (Liu et al. 2019; JSICK Table 18): add k perturbed training pairs per op, retrain,
and watch the stress-test numbers move.

TRAIN and TEST are parsed and perturbed once. For each size k the learner is trained on TRAIN plus up to k
rewrites of TRAIN per op, labelled by the op's expectation and label-balanced (`augment`'s sampling), and
evaluated on TEST (original accuracy) and on TEST's rewrites per op (consistency, expectation pass rate),
each with a seeded bootstrap interval. With a split (`splits.py`), only the rewrites of the seen groups are
added, every group is scored, and the gap between seen and unseen groups is reported per condition.

With generated pairs (`stresskit generate` output) as the additions, TRAIN is not perturbed: for each size k
the learner is trained on TRAIN plus up to k of one phenomenon's pairs — one model per phenomenon, and one
("all") with up to k of every phenomenon — sampled label-balanced as `augment` samples (each phenomenon with its
own generator, so its sample is the same alone and in "all"), and scored on TEST and its rewrites per op as
above; each point carries the phenomenon (or "all") as its `group`.
Same inputs and seed → the same curve.
"""

from __future__ import annotations

import json
import random
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from stresskit.conventions import (
    ALL,
    DEFAULT_HYPOTHESIS_COL,
    DEFAULT_LABEL_COL,
    DEFAULT_PREMISE_COL,
    LABELS,
    UNCERTAIN,
)
from stresskit.errors import StresskitError
from stresskit.evaluation.baseline import read_labelled_pairs
from stresskit.evaluation.metrics import Bootstrap, label_matches, rounded
from stresskit.evaluation.prediction import predict_all
from stresskit.evaluation.provenance import build_provenance
from stresskit.evaluation.runner import Columns, Example, pairs_from_rows, score_pairs
from stresskit.parsing.parser import Parser
from stresskit.research.learners import Learner
from stresskit.research.splits import Condition, SplitBy, conditions, ordered_groups, row_groups
from stresskit.rewriting.augment import balanced_sample, sample_rows
from stresskit.rewriting.generate import PHENOMENON_COL
from stresskit.rewriting.outcomes import Rewritten
from stresskit.rewriting.perturb import Options, run
from stresskit.rewriting.rows import PerturbedRow
from stresskit.rules.loader import RuleSet
from stresskit.tables import Table, require_columns
from stresskit.wording import counted

DEFAULT_SIZES = (0, 100, 300, 1000)
ALL_SEEN = Condition((), ())  # no split: every op's rewrites may be added
GENERATED_COLUMNS = (DEFAULT_PREMISE_COL, DEFAULT_HYPOTHESIS_COL, DEFAULT_LABEL_COL, PHENOMENON_COL)
Pool = list[tuple[dict[str, str], str]]  # (row, label) candidates of one phenomenon


@dataclass(frozen=True)
class Curve:
    learner: str
    ops: tuple[str, ...]
    pairs: tuple[str, ...]
    sizes: tuple[int, ...]
    seed: int
    split_by: str | None
    train_size: int
    test_size: int
    points: list[dict[str, Any]]
    gaps: list[dict[str, Any]] = field(default_factory=list)
    additions: str = "perturbed"  # what the training additions are: "perturbed" or "generated" pairs
    resamples: int = 1000
    confidence: float = 0.95
    provenance: dict[str, Any] | None = None  # stresskit.evaluation.provenance: versions, rule files, seed

    def to_dict(self) -> dict[str, Any]:
        return {
            "learner": self.learner,
            "ops": list(self.ops),
            "pairs": list(self.pairs),
            "sizes": list(self.sizes),
            "seed": self.seed,
            "split_by": self.split_by,
            "additions": self.additions,
            "train_size": self.train_size,
            "test_size": self.test_size,
            "resamples": self.resamples,
            "confidence": self.confidence,
            "points": self.points,
            "gaps": self.gaps,
            "provenance": self.provenance,
        }

    def to_json(self) -> str:
        return json.dumps(rounded(self.to_dict()), ensure_ascii=False, indent=2)


def check_sizes(sizes: Sequence[int]) -> tuple[int, ...]:
    if not sizes or any(size < 0 for size in sizes):
        raise StresskitError("--sizes must be one or more numbers of at least 0, e.g. 0,100,300,1000")
    return tuple(sorted(set(sizes)))


def inoculate(
    train: Table,
    test: Table,
    rule_set: RuleSet,
    options: Options,
    learner: Learner,
    sizes: Sequence[int] = DEFAULT_SIZES,
    *,
    columns: Columns,
    parser: Parser,
    seed: int = 0,
    split_by: SplitBy | None = None,
    seen: Sequence[str] | None = None,
    batch_size: int = 32,
    resamples: int = 1000,
    confidence: float = 0.95,
    generated: Table | None = None,
    report: Callable[[str], None] = lambda message: None,
) -> Curve:
    """Train `learner` once per size (and per condition with a split, or per phenomenon of `generated`) and
    score it; see the module docstring."""
    sizes = check_sizes(sizes)
    if seen is not None and split_by is None:
        raise StresskitError("--seen needs --split-by (op, rule, pair, phenomenon, time-format or time-span)")
    if generated is not None and split_by is not None:
        raise StresskitError("--generated-pairs and --split-by cannot be combined: give one of them")
    pools = None if generated is None else generated_pools(generated)
    base = read_labelled_pairs(train.rows, columns.premise, columns.hypothesis, columns.label)
    test_pairs, test_labels = read_labelled_pairs(
        test.rows, columns.premise, columns.hypothesis, columns.label, name="test"
    )
    if pools is None:
        report(f"perturbing {len(train.rows)} training and {len(test.rows)} test rows (once for all sizes)")
        perturbed_train = run(train, rule_set, options, parser).perturbed
    else:
        report(f"perturbing {counted(len(test.rows), 'test row')} (once for all sizes)")
    items = pairs_from_rows(run(test, rule_set, options, parser).perturbed, columns)

    def groups_of(op: str, pair: str, rule: str, phenomena: str, text: str) -> tuple[str, ...]:
        return row_groups(split_by, op, pair, rule, phenomena, text) if split_by else (op,)

    item_groups = [
        groups_of(i.op, i.pair, i.rule, "#".join(i.phenomena), f"{i.original_premise}\n{i.hypothesis}")
        for i in items
    ]
    groups = ordered_groups(split_by or "op", (g for found in item_groups for g in found), options.ops)
    if pools is not None:  # one condition per phenomenon, then all of them
        chosen = [*(Condition((name,), ()) for name in pools), Condition(tuple(pools), ())]
    else:
        chosen = conditions(groups, seen, split_by) if split_by else [ALL_SEEN]
    bootstrap = Bootstrap(seed=seed, resamples=resamples, confidence=confidence)
    trained: dict[tuple[tuple[str, ...], int], _Trained] = {}
    points: list[dict[str, Any]] = []
    gaps: list[dict[str, Any]] = []
    for condition in chosen:
        if pools is None:
            allowed = _allowed_rows(perturbed_train, condition, columns, groups_of)
            group_name = condition.name if split_by else None
        else:
            group_name = condition.seen[0] if len(condition.seen) == 1 else ALL
        for size in sizes:
            key = (condition.seen, size) if size else ((), 0)  # size 0 adds nothing: one model for all
            if key not in trained:
                if pools is None:
                    extra = _extra_rows(train, allowed, rule_set, options, size, seed, columns)
                    added_pairs = [(row[columns.premise], row[columns.hypothesis]) for row in extra]
                    added_labels = [row[columns.label] for row in extra]
                    added = {op: sum(row["op"] == op for row in extra) for op in options.ops}
                else:
                    chosen_rows = _generated_rows(pools, condition.seen, size, seed)
                    added_pairs = [
                        (row[DEFAULT_PREMISE_COL], row[DEFAULT_HYPOTHESIS_COL]) for row, _ in chosen_rows
                    ]
                    added_labels = [label for _, label in chosen_rows]
                    added = {str(group_name): len(chosen_rows)}
                pairs, labels = [*base[0], *added_pairs], [*base[1], *added_labels]
                where_text = f"{group_name}, " if group_name else ""
                report(f"{where_text}size {size}: training on {counted(len(pairs), 'pair')}")
                model = learner.fit(pairs, labels, seed)
                original = predict_all(model, test_pairs, batch_size=batch_size)
                trained[key] = _Trained(
                    right=sum(label_matches(p.label, g) for p, g in zip(original, test_labels, strict=True)),
                    examples=score_pairs(items, model, batch_size=batch_size, seed=seed).examples,
                    added=added,
                )
            result = trained[key]
            # Keyed by what was trained, so one model's intervals are the same under every condition.
            where = {"seen": "+".join(key[0]), "size": str(size)}
            accuracy = {
                "original_accuracy": result.right / len(test_labels),
                **_interval("original", bootstrap, result.right, len(test_labels), where),
            }
            for op in options.ops:
                for group in groups if split_by else (None,):
                    subset = [
                        e
                        for e, found in zip(result.examples, item_groups, strict=True)
                        if e.item.op == op and (group is None or group in found)
                    ]
                    if not subset:
                        continue
                    head: dict[str, Any] = {"size": size, "op": op}
                    if split_by:
                        head = {"seen_groups": list(condition.seen), **head, "group": group}
                        head["seen"] = group in condition.seen
                    if pools is not None:
                        head = {"group": group_name, **head}
                    # Size 0 is one model whatever the condition: its "added" is 0 under every name.
                    added_here = result.added.get(op if pools is None else str(group_name), 0)
                    numbers = _rates(subset, bootstrap, {**where, "op": op, "group": str(group)})
                    points.append({**head, "added": added_here, **accuracy, **numbers})
            if split_by:
                gaps.append(_gap(condition, size, result.examples, item_groups))
    _add_gains(gaps)
    return Curve(
        learner=learner.name,
        ops=options.ops,
        pairs=options.pairs,
        sizes=sizes,
        seed=seed,
        split_by=split_by,
        train_size=len(base[0]),
        test_size=len(test_pairs),
        points=points,
        gaps=gaps,
        additions="perturbed" if pools is None else "generated",
        resamples=resamples,
        confidence=confidence,
        provenance=build_provenance(rule_set=rule_set, ops=options.ops, seed=seed),
    )


def generated_pairs_of(table: Table) -> Table:
    """Check that `table` is `stresskit generate` output the learner can train on (3-way gold labels)."""
    require_columns(table, GENERATED_COLUMNS, "the generated pairs", "give a file `stresskit generate` wrote")
    for number, row in enumerate(table.rows, start=2):
        if row[DEFAULT_LABEL_COL].strip() not in LABELS:
            raise StresskitError(
                f"the generated pairs, line {number}: gold label {row[DEFAULT_LABEL_COL]!r} is not "
                f"{', '.join(LABELS)}: the learners train on 3-way labels"
            )
    if not table.rows:
        raise StresskitError("the generated pairs file has no rows: give a file `stresskit generate` wrote")
    return table


def generated_pools(table: Table) -> dict[str, Pool]:
    """Each phenomenon's (row, label) candidates, phenomena in alphabetical order."""
    pools: dict[str, Pool] = defaultdict(list)
    for row in generated_pairs_of(table).rows:
        pools[row[PHENOMENON_COL]].append((row, row[DEFAULT_LABEL_COL].strip()))
    return dict(sorted(pools.items()))


def _generated_rows(pools: dict[str, Pool], phenomena: Sequence[str], size: int, seed: int) -> Pool:
    """Up to `size` label-balanced pairs of each phenomenon, each drawn with its own generator."""
    if size == 0:
        return []
    return [
        chosen
        for name in phenomena
        for chosen in balanced_sample(pools[name], size, random.Random(f"{seed}:{name}"))
    ]


@dataclass(frozen=True)
class _Trained:
    """One trained model's answers: test pairs right, scored perturbed pairs, rows added per op (or under
    the phenomenon name, for generated pairs)."""

    right: int
    examples: list[Example]
    added: dict[str, int]


def _allowed_rows(
    perturbed: list[PerturbedRow],
    condition: Condition,
    columns: Columns,
    groups_of: Callable[[str, str, str, str, str], tuple[str, ...]],
) -> list[PerturbedRow]:
    """The perturbed training rows a condition may add: every group of the row is seen."""
    if condition is ALL_SEEN:
        return perturbed
    rows = []
    for row in perturbed:
        outcome = row.outcome
        rule = outcome.rule if isinstance(outcome, Rewritten) else ""
        text = f"{row.premise}\n{row.source.get(columns.hypothesis, '')}"
        found = groups_of(outcome.op, outcome.pair, rule, row.source.get(columns.phenomena, ""), text)
        if found and all(group in condition.seen for group in found):
            rows.append(row)
    return rows


def _extra_rows(
    train: Table,
    allowed: list[PerturbedRow],
    rule_set: RuleSet,
    options: Options,
    size: int,
    seed: int,
    columns: Columns,
) -> list[dict[str, str]]:
    if size == 0:
        return []
    return sample_rows(
        train.columns,
        allowed,
        rule_set,
        options.ops,
        size,
        label_policy="expected",
        seed=seed,
        premise_col=columns.premise,
        label_col=columns.label,
    ).table.rows


def _interval(
    prefix: str, bootstrap: Bootstrap, successes: int, n: int, key: dict[str, str]
) -> dict[str, float]:
    low, high = bootstrap.interval(successes, n, key, prefix)
    return {f"{prefix}_ci_low": low, f"{prefix}_ci_high": high}


def _rates(examples: Sequence[Example], bootstrap: Bootstrap, key: dict[str, str]) -> dict[str, Any]:
    n = len(examples)
    consistent = sum(map(_consistent, examples))
    scored = [example for example in examples if _scored(example)]
    passed = sum(map(_passed, scored))
    consistency = _interval("consistency", bootstrap, consistent, n, key)
    passing = _interval("pass", bootstrap, passed, len(scored), key) if scored else {}
    return {
        "n": n,
        "consistency": consistent / n,
        "ci_low": consistency["consistency_ci_low"],
        "ci_high": consistency["consistency_ci_high"],
        "expectation_pass_rate": passed / len(scored) if scored else None,
        "pass_ci_low": passing.get("pass_ci_low"),
        "pass_ci_high": passing.get("pass_ci_high"),
    }


def _gap(
    condition: Condition, size: int, examples: Sequence[Example], item_groups: Sequence[tuple[str, ...]]
) -> dict[str, Any]:
    """Expectation pass rate and consistency pooled over the seen and over the unseen groups' pairs."""
    pooled: dict[bool, list[Example]] = {True: [], False: []}
    for example, found in zip(examples, item_groups, strict=True):
        if found:
            pooled[all(group in condition.seen for group in found)].append(example)
    row: dict[str, Any] = {
        "seen_groups": list(condition.seen),
        "unseen_groups": list(condition.unseen),
        "size": size,
    }
    for name, subset in (("seen", pooled[True]), ("unseen", pooled[False])):
        n = len(subset)
        scored = [example for example in subset if _scored(example)]
        row[f"{name}_n"] = n
        row[f"{name}_pass_rate"] = sum(map(_passed, scored)) / len(scored) if scored else None
        row[f"{name}_consistency"] = sum(map(_consistent, subset)) / n if n else None
    seen_rate, unseen_rate = row["seen_pass_rate"], row["unseen_pass_rate"]
    row["gap"] = None if seen_rate is None or unseen_rate is None else seen_rate - unseen_rate
    return row


def _add_gains(gaps: list[dict[str, Any]]) -> None:
    """Each condition's change in pass rate since size 0, seen and unseen: the gap at size 0 is the groups'
    difference in difficulty, the change is what training on the seen groups did."""
    start = {tuple(row["seen_groups"]): row for row in gaps if row["size"] == 0}
    for row in gaps:
        before = start.get(tuple(row["seen_groups"]))
        for name in ("seen", "unseen"):
            now = row[f"{name}_pass_rate"]
            then = None if before is None else before[f"{name}_pass_rate"]
            row[f"{name}_gain"] = None if now is None or then is None else now - then


def _consistent(example: Example) -> bool:
    original = example.scored.original_prediction
    return original is not None and original == example.scored.perturbed_prediction


def _scored(example: Example) -> bool:
    """Whether the pair counts for the expectation pass rate: its expected label is not `uncertain`."""
    return example.scored.expected_label != UNCERTAIN


def _passed(example: Example) -> bool:
    return label_matches(example.scored.perturbed_prediction, example.scored.expected_label)
