"""How people judged JSICK-stress pairs: the reference row reports show beside a model.

The figures ship once, as `stresskit/data/jsick_stress_human.tsv` (its header comment names the source and
licence). `stresskit annotate import` writes new figures in the same layout, so a report can show either.
"""

from __future__ import annotations

import importlib.resources
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from functools import cache
from typing import Any

from stresskit.errors import StresskitError

HUMAN_REFERENCE_FILE = "jsick_stress_human.tsv"
HUMAN_COLUMNS = ("op", "pair", "gold_label", "n", "same_label_rate", "natural_rate")
HUMAN_SOURCE = (
    "JSICK-stress human judgements (Yanaka & Mineshima, TACL 2022; 3 annotators per pair; CC BY-SA 4.0)"
)


@dataclass(frozen=True)
class HumanFigure:
    """One cell of a human reference: of `n` perturbed pairs of an op × pair × original gold label (pair and
    gold label may be "all"), the share whose majority human label is the original gold label, and the share
    judged natural (None when the annotation did not ask)."""

    op: str
    pair: str
    gold_label: str
    n: int
    same_label_rate: float
    natural_rate: float | None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@cache
def jsick_stress_human() -> tuple[HumanFigure, ...]:
    """The JSICK-stress human figures shipped with stresskit."""
    text = importlib.resources.files("stresskit.data").joinpath(HUMAN_REFERENCE_FILE).read_text("utf-8")
    return parse_human_reference(text, HUMAN_REFERENCE_FILE)


def parse_human_reference(text: str, name: str) -> tuple[HumanFigure, ...]:
    """Figures from a TSV in the HUMAN_COLUMNS layout; lines starting with '#' are comments."""
    lines = [line for line in text.splitlines() if line.strip() and not line.startswith("#")]
    if not lines or tuple(lines[0].split("\t")) != HUMAN_COLUMNS:
        raise StresskitError(f"{name}: the header must be {' '.join(HUMAN_COLUMNS)} (tab-separated)")
    figures = []
    for number, line in enumerate(lines[1:], start=2):
        fields = line.split("\t")
        try:
            op, pair, gold, n, same, natural = fields
            figures.append(
                HumanFigure(op, pair, gold, int(n), float(same), float(natural) if natural else None)
            )
        except ValueError as error:
            raise StresskitError(
                f"{name}: data line {number} is not op, pair, gold_label, n and two rates ({error})"
            ) from error
    return tuple(figures)


def format_human_reference(figures: Sequence[HumanFigure], header: Sequence[str] = HUMAN_COLUMNS) -> str:
    """The TSV `parse_human_reference` reads (under another `header`, e.g. phenomenon and heuristic in place
    of op and pair for derived pairs, a table for people to read)."""
    lines = ["\t".join(header)]
    for f in figures:
        natural = "" if f.natural_rate is None else f"{f.natural_rate:.3f}"
        lines.append(f"{f.op}\t{f.pair}\t{f.gold_label}\t{f.n}\t{f.same_label_rate:.3f}\t{natural}")
    return "\n".join(lines) + "\n"
