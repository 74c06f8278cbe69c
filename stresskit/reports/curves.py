"""Inoculation curves for people: terminal tables, and one self-contained HTML page with the plot.

Reads the plain dict of `Curve.to_dict()` (stresskit/research/inoculation.py), so this layer needs nothing
from the research layer.
"""

from __future__ import annotations

import math
from typing import Any

from rich.table import Table as RichTable
from rich.text import Text

from stresskit.reports.render import (
    _CSS,
    MISSING,
    _h,
    _html_table,
    _img,
    _interval,
    _percent,
    _png,
    require_plotting,
)

POINT_HEADER = (
    "size", "op", "added", "original accuracy", "CI", "n", "consistency", "CI", "expectation pass", "CI",
)  # fmt: skip
SPLIT_POINT_HEADER = ("seen groups", "size", "op", "group", "seen", *POINT_HEADER[2:])
GENERATED_POINT_HEADER = ("trained on", *POINT_HEADER)  # the phenomenon whose generated pairs were added
GAP_HEADER = (
    "seen groups", "unseen groups", "size", "seen n", "seen pass", "unseen n", "unseen pass", "gap",
    "seen gain", "unseen gain",
)  # fmt: skip


def curve_tables(curve: dict[str, Any]) -> list[RichTable]:
    """The points (and with a split, the seen/unseen gaps) as terminal tables."""
    split = curve["split_by"] is not None
    header = _point_header(curve)
    # Text throughout: a "[...]" in a learner path or a group name must not be read as rich markup.
    title = Text(f"inoculation of {curve['learner']} (%; CI {curve['confidence']:.0%} bootstrap)")
    points = RichTable(*header, title=title)
    for row in _point_rows(curve):
        points.add_row(*map(Text, row))
    tables = [points]
    if split:
        groups = _groups(curve)
        matrix = RichTable(title="expectation pass (%) per group, pooled over ops; * = seen in training")
        for header in ("trained on", "size", *map(Text, groups), "gap"):
            matrix.add_column(header)
        for row in _matrix_rows(curve, groups):
            matrix.add_row(*map(Text, row))
        tables.append(matrix)
        gaps = RichTable(
            *GAP_HEADER, title=Text(f"seen vs unseen {curve['split_by']} groups: expectation pass (%)")
        )
        for row in _gap_rows(curve):
            gaps.add_row(*map(Text, row))
        tables.append(gaps)
    return tables


def _point_header(curve: dict[str, Any]) -> tuple[str, ...]:
    if curve["split_by"] is not None:
        return SPLIT_POINT_HEADER
    return GENERATED_POINT_HEADER if _generated(curve) else POINT_HEADER


def _generated(curve: dict[str, Any]) -> bool:
    return curve.get("additions") == "generated"


def curve_html(curve: dict[str, Any]) -> str:
    """One page: the settings, the plot (embedded PNG), the points and, with a split, the gaps."""
    split = curve["split_by"] is not None
    added = (
        "generated pairs added per phenomenon (each phenomenon alone, and all together)"
        if _generated(curve)
        else "perturbed training pairs added per op"
    )
    settings = (
        f"Learner {curve['learner']}; ops {', '.join(curve['ops'])}; pairs {', '.join(curve['pairs'])}; "
        f"sizes {', '.join(map(str, curve['sizes']))} {added} to "
        f"{curve['train_size']} training pairs; {curve['test_size']} test pairs; seed {curve['seed']}"
        + (f"; split by {curve['split_by']}" if split else "")
        + "."
    )
    parts = [
        "<!DOCTYPE html>",
        '<html lang="ja"><head><meta charset="utf-8">',
        f"<title>stresskit inoculation: {_h(curve['learner'])}</title><style>{_CSS}</style></head><body>",
        f"<h1>Inoculation: {_h(curve['learner'])}</h1>",
        f"<p>{_h(settings)}</p>",
        _img(curve_png(curve), "original accuracy, consistency and expectation pass rate by training size"),
        "<h2>Points</h2>",
        _html_table(
            _point_header(curve), _point_rows(curve), names=5 if split else 3 if _generated(curve) else 2
        ),
    ]
    if split:
        groups = _groups(curve)
        parts += [
            "<h2>Seen / unseen matrix</h2>",
            "<p>Expectation pass rate (%) per group, pooled over ops; * marks the groups seen in training.</p>",
            _html_table(["trained on", "size", *groups, "gap"], _matrix_rows(curve, groups), names=1),
            "<h2>Seen vs unseen groups</h2>",
            _html_table(GAP_HEADER, _gap_rows(curve), names=2),
        ]
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def curve_png(curve: dict[str, Any]) -> bytes:
    """Original accuracy, consistency and expectation pass rate against the number of added pairs per op:
    one line per op (with a split: per op, group and condition, dashed when the group was unseen)."""
    figure = require_plotting()(layout="constrained")
    figure.set_size_inches(12.0, 3.8)
    grid = figure.subplots(1, 3, sharex=True)
    metrics = (
        ("original accuracy (%)", "original_accuracy", "original_ci_low", "original_ci_high"),
        ("consistency (%)", "consistency", "ci_low", "ci_high"),
        ("expectation pass rate (%)", "expectation_pass_rate", "pass_ci_low", "pass_ci_high"),
    )
    lines: dict[tuple[str, ...], list[dict[str, Any]]] = {}
    for point in curve["points"]:
        lines.setdefault(_line_key(point), []).append(point)
    for axes, (title, value, low, high) in zip(grid, metrics, strict=True):
        for key, points in lines.items():
            sizes = [p["size"] for p in points]
            style = "--" if points[0].get("seen") is False else "-"
            axes.plot(sizes, [_scaled(p[value]) for p in points], style, marker="o", label=" ".join(key))
            axes.fill_between(
                sizes, [_scaled(p[low]) for p in points], [_scaled(p[high]) for p in points], alpha=0.15
            )
        axes.set_title(title)
        axes.set_xlabel("added pairs per phenomenon" if _generated(curve) else "added pairs per op")
        axes.set_ylim(0, 105)
    grid[-1].legend(loc="upper left", bbox_to_anchor=(1.01, 1), fontsize="small")
    return _png(figure)


def _scaled(value: float | None) -> float:
    """A rate in percent; no rate (every pair's expected label uncertain) is a gap in the line."""
    return math.nan if value is None else 100 * value


def _line_key(point: dict[str, Any]) -> tuple[str, ...]:
    if "group" not in point:
        return (point["op"],)
    if "seen" not in point:  # generated pairs of one phenomenon (or all) added
        return (point["op"], f"(trained on {point['group']})")
    group = [] if point["group"] == point["op"] else [point["group"]]
    seen = "seen" if point["seen"] else "unseen"
    return (point["op"], *group, seen, f"(trained on {'+'.join(point['seen_groups'])})")


def _point_rows(curve: dict[str, Any]) -> list[list[str]]:
    rows = []
    for p in curve["points"]:
        head = [str(p["size"]), p["op"]]
        if "group" in p and "seen" not in p:
            head = [p["group"], *head]
        elif "group" in p:
            head = [
                ", ".join(p["seen_groups"]),
                str(p["size"]),
                p["op"],
                p["group"],
                "yes" if p["seen"] else "no",
            ]
        rows.append(
            [
                *head,
                str(p["added"]),
                _percent(p["original_accuracy"]),
                _interval(p["original_ci_low"], p["original_ci_high"]),
                str(p["n"]),
                _percent(p["consistency"]),
                _interval(p["ci_low"], p["ci_high"]),
                _percent(p["expectation_pass_rate"]),
                _interval(p["pass_ci_low"], p["pass_ci_high"]),
            ]
        )
    return rows


def _groups(curve: dict[str, Any]) -> list[str]:
    return list(dict.fromkeys(p["group"] for p in curve["points"]))


def _matrix_rows(curve: dict[str, Any], groups: list[str]) -> list[list[str]]:
    """One row per condition × size: each group's pass rate pooled over ops (weighted by n), and the gap."""
    passed: dict[tuple[tuple[str, ...], int, str], list[float]] = {}
    for p in curve["points"]:
        cell = passed.setdefault((tuple(p["seen_groups"]), p["size"], p["group"]), [0.0, 0.0])
        if p["expectation_pass_rate"] is not None:  # None: every pair's expected label uncertain
            cell[0] += p["expectation_pass_rate"] * p["n"]
            cell[1] += p["n"]
    gap = {(tuple(g["seen_groups"]), g["size"]): g["gap"] for g in curve["gaps"]}
    rows = []
    for seen, size in dict.fromkeys((key[0], key[1]) for key in passed):
        cells = []
        for group in groups:
            found = passed.get((seen, size, group))
            mark = "*" if group in seen else ""
            cells.append(MISSING if not found or not found[1] else f"{_percent(found[0] / found[1])}{mark}")
        rows.append([", ".join(seen), str(size), *cells, _signed(gap.get((seen, size)))])
    return rows


def _gap_rows(curve: dict[str, Any]) -> list[list[str]]:
    return [
        [
            ", ".join(g["seen_groups"]),
            ", ".join(g["unseen_groups"]),
            str(g["size"]),
            str(g["seen_n"]),
            _percent(g["seen_pass_rate"]),
            str(g["unseen_n"]),
            _percent(g["unseen_pass_rate"]),
            _signed(g["gap"]),
            _signed(g["seen_gain"]),
            _signed(g["unseen_gain"]),
        ]
        for g in curve["gaps"]
    ]


def _signed(value: float | None) -> str:
    return MISSING if value is None else f"{100 * value:+.1f}"
