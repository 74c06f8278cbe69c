"""The output rows of `perturb`: a typed `PerturbedRow` per input row × task, and the one place that says
which columns a perturbed table has and how a row becomes strings (for files and DataFrames)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property

from stresskit.rewriting.outcomes import Outcome, Rewritten

ORIGIN_SUFFIX = "_origin"
STRESS_COLUMNS = ("mod_A", "op", "pair", "rule", "expected_label")
VERIFIED_COLUMN = "verified"
SKIP_REASON_COLUMN = "skip_reason"


def origin_column(premise_col: str) -> str:
    """The column that keeps the original premise beside the rewritten one."""
    return f"{premise_col}{ORIGIN_SUFFIX}"


@dataclass(frozen=True)
class PerturbedRow:
    """One input row with one task's outcome: the rewrite (or skip) and the label the pair should get."""

    source: Mapping[str, str]  # the input row as read
    premise: str  # the original premise
    outcome: Outcome
    expected_label: str

    @property
    def rewritten(self) -> bool:
        return isinstance(self.outcome, Rewritten)


@dataclass(frozen=True)
class RowSchema:
    """The columns of a perturbed table: the input's, then the origin and stress columns (and `verified`
    with verification, `skip_reason` with unchanged rows kept)."""

    input_columns: Sequence[str]
    premise_col: str
    verify: bool = False
    keep_unchanged: bool = False

    @cached_property  # read for every row written
    def columns(self) -> list[str]:
        extra = [origin_column(self.premise_col), *STRESS_COLUMNS]
        extra += [VERIFIED_COLUMN] if self.verify else []
        extra += [SKIP_REASON_COLUMN] if self.keep_unchanged else []
        return [*self.input_columns, *(name for name in extra if name not in self.input_columns)]

    def record(self, row: PerturbedRow) -> dict[str, str]:
        """The row as strings, one per column."""
        outcome = row.outcome
        values = {
            **row.source,
            origin_column(self.premise_col): row.premise,
            "op": outcome.op,
            "pair": outcome.pair,
            "expected_label": row.expected_label,
        }
        if isinstance(outcome, Rewritten):
            values[self.premise_col] = outcome.text
            values |= {"mod_A": "True", "rule": outcome.rule, SKIP_REASON_COLUMN: ""}
            values[VERIFIED_COLUMN] = "" if outcome.verified is None else str(outcome.verified)
        else:
            values |= {"mod_A": "False", "rule": "", VERIFIED_COLUMN: "", SKIP_REASON_COLUMN: outcome.reason}
        return {column: values.get(column, "") for column in self.columns}
