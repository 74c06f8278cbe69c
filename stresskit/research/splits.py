"""Seen / unseen splits of perturbations: which group a perturbed row belongs to, and the training conditions.

A group is an op, a rule, a case pair, a phenomenon tag (the `semtag_short` column, '#'-separated; a row
may carry several), or what the pair's texts say of time (Jamp's generalisation splits): the time formats
they use (date, duration, clock, relative: `time-format`) or the magnitude of their durations (hours, days,
months, years: `time-span`); a pair may have several. Under a condition, a training row is added only when every group it belongs to is seen,
so nothing of an unseen group leaks into training; rows without a phenomenon tag belong to no phenomenon
group and are neither added nor scored under `--split-by phenomenon`, nor rows without time expressions
under the time splits.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal, get_args

from stresskit.errors import StresskitError
from stresskit.evaluation.metrics import PAIR_ORDER
from stresskit.parsing.timex import TIME_FORMATS, TIME_SPANS, time_formats, time_spans

SplitBy = Literal["op", "rule", "pair", "phenomenon", "time-format", "time-span"]
SPLIT_KINDS: tuple[str, ...] = get_args(SplitBy)
PHENOMENA_SEPARATOR = "#"


@dataclass(frozen=True)
class Condition:
    """One training condition: the groups whose perturbations may be added to training."""

    seen: tuple[str, ...]
    unseen: tuple[str, ...]

    @property
    def name(self) -> str:
        return "unseen: " + ", ".join(self.unseen) if self.unseen else "all seen"


def row_groups(
    split_by: SplitBy, op: str, pair: str, rule: str, phenomena: str, text: str = ""
) -> tuple[str, ...]:
    """The groups of one perturbed row; `text` is its premise and hypothesis (for the time splits)."""
    if split_by == "time-format":
        return time_formats(text)
    if split_by == "time-span":
        return time_spans(text)
    if split_by == "op":
        return (op,)
    if split_by == "pair":
        return (pair,)
    if split_by == "rule":
        return (rule,)
    return tuple(dict.fromkeys(tag.strip() for tag in phenomena.split(PHENOMENA_SEPARATOR) if tag.strip()))


def ordered_groups(split_by: SplitBy, found: Iterable[str], ops: Sequence[str]) -> tuple[str, ...]:
    """Groups in a stable order: ops as requested, pairs canonically, time groups smallest first, rules and
    tags alphabetically."""
    groups = set(found)
    if split_by in ("time-format", "time-span"):
        return tuple(g for g in (TIME_FORMATS if split_by == "time-format" else TIME_SPANS) if g in groups)
    if split_by == "op":
        return tuple(op for op in ops if op in groups)
    if split_by == "pair":
        known = [pair for pair in PAIR_ORDER if pair in groups]
        return (*known, *sorted(groups - set(known)))
    return tuple(sorted(groups))


def conditions(groups: Sequence[str], seen: Sequence[str] | None, split_by: str) -> list[Condition]:
    """The chosen seen groups as one condition, or by default one condition per group left out."""
    if seen is not None:
        unknown = [group for group in seen if group not in groups]
        if unknown or not seen:
            raise StresskitError(
                f"--seen names no {split_by} group of the data: {', '.join(unknown) or '(none)'}; "
                f"the groups are {', '.join(groups)}"
            )
        chosen = set(seen)
        return [
            Condition(tuple(g for g in groups if g in chosen), tuple(g for g in groups if g not in chosen))
        ]
    if len(groups) < 2:
        raise StresskitError(
            f"a seen/unseen split needs at least two {split_by} groups in the test perturbations, found "
            f"{', '.join(groups) or 'none'}: choose more ops or pairs, or another --split-by"
        )
    return [Condition(tuple(g for g in groups if g != left_out), (left_out,)) for left_out in groups]
