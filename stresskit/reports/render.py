"""Human-readable forms of an evaluation: a terminal table, Markdown for papers and one HTML file.

The central table follows the JSICK stress-test paper: one row per op, a column group per case pair,
and in each group the consistency (%) on pairs whose gold label is entailment (Yes), contradiction (No)
and neutral (Unk), and the number of perturbed pairs.
"""

from __future__ import annotations

import base64
import html
import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rich.table import Table as RichTable
from rich.text import Text

from stresskit.conventions import UNCERTAIN
from stresskit.errors import StresskitError
from stresskit.evaluation.diagnose import GOLD_ORDER, Diagnosis
from stresskit.evaluation.human_reference import HUMAN_SOURCE
from stresskit.evaluation.metrics import ALL_LABELS, PAIR_ORDER, Report
from stresskit.evaluation.runner import EXAMPLES_PER_GROUP, Evaluation, Example

GOLD_GROUPS = (("entailment", "Yes"), ("contradiction", "No"), ("neutral", "Unk"))
SUBHEADS = (*(head for _, head in GOLD_GROUPS), "n")
MISSING = "–"
RESULT_HEADER = (
    "op", "pair", "gold", "n", "uncertain", "consistency", "CI", "expectation pass", "CI",
    "accuracy original", "accuracy perturbed", "McNemar p",
)  # fmt: skip
STS_HEADER = (
    "op", "pair", "n", "Pearson original", "Pearson perturbed", "Spearman original",
    "Spearman perturbed", "mean shift",
)  # fmt: skip
PHENOMENON_HEADER = ("op", "pair", "phenomenon", "n", "uncertain", "consistency", "CI", "expectation pass")
HUMAN_HEADER = (
    "op", "pair", "gold", "human n", "human label = gold", "human natural", "model n", "model label = gold",
    "CI",
)  # fmt: skip
SHORT_LABELS = {"entailment": "ent", "neutral": "neu", "contradiction": "con", "non-entailment": "non-ent"}


@dataclass(frozen=True)
class PaperTable:
    """Consistency (%) per op (rows) × case pair × gold label (columns), as formatted cells."""

    pairs: list[str]
    rows: list[tuple[str, list[str]]]  # op, len(pairs) × len(SUBHEADS) cells

    def flat_header(self) -> list[str]:
        return ["op", *(f"{pair} {sub}" for pair in self.pairs for sub in SUBHEADS)]


def paper_table(report: Report) -> PaperTable:
    by_key = {(r["op"], r["pair"], r["gold_label"]): r for r in report.results}
    ops = list(dict.fromkeys(r["op"] for r in report.results))
    # Canonical pair order even when the first op lacks a pair a later op has; unknown pairs go last.
    rank = {pair: i for i, pair in enumerate(PAIR_ORDER)}
    pairs = sorted(dict.fromkeys(r["pair"] for r in report.results), key=lambda p: rank.get(p, len(rank)))
    rows = []
    for op in ops:
        cells = []
        for pair in pairs:
            cells += [
                _percent(by_key.get((op, pair, gold), {}).get("consistency")) for gold, _ in GOLD_GROUPS
            ]
            cells.append(str(by_key.get((op, pair, ALL_LABELS), {}).get("n", 0)))
        rows.append((op, cells))
        rows += _human_paper_rows(report, op, pairs)
    return PaperTable(pairs, rows)


def _human_paper_rows(report: Report, op: str, pairs: Sequence[str]) -> list[tuple[str, list[str]]]:
    """Under an op with a human reference: the human and the model share of perturbed pairs labelled as the
    original gold (the rates people and model can be compared on), with the human n."""
    found = {(r["pair"], r["gold_label"]): r for r in report.human_reference if r["op"] == op}
    if not found:
        return []
    rows = []
    for who, rate, count in (
        ("human", "same_label_rate", "n"),
        ("model", "model_same_label_rate", "model_n"),
    ):
        cells = []
        for pair in pairs:
            cells += [_percent(found.get((pair, gold), {}).get(rate)) for gold, _ in GOLD_GROUPS]
            cells.append(str(found.get((pair, ALL_LABELS), {}).get(count, 0)))
        rows.append((f"{op}: {who}, label = gold", cells))
    return rows


def label_effects(evaluation: Evaluation) -> dict[str, str | None]:
    """Per op, what its perturbed pairs are expected to be: None when each keeps its gold label (scramble),
    else the one label they all get (particle-swap: neutral), or "changed" when that differs by pair."""
    labels: dict[str, str | None] = {}
    for op, expected in evaluation.expected_changes.items():
        changed = set(expected - {None, UNCERTAIN})
        labels[op] = None if not changed else (changed.pop() if len(changed) == 1 else "changed")
    return labels


READ_CAPTION = (
    "Read consistency where the op keeps the label, expectation pass where it changes it (in bold): "
    "high consistency on a label-changing op means the model missed the change."
)


def terminal_table(report: Report, effects: Mapping[str, str | None] | None = None) -> RichTable:
    """One row per op × pair: consistency and expectation pass rate by gold label (Yes/No/Unk) and overall.

    `effects` (from `label_effects`) fills the "expects" column and bolds the number to read: consistency
    for an op that keeps the label, the expectation pass rate for one that changes it.
    """
    effects = effects or {}
    by_key = {(r["op"], r["pair"], r["gold_label"]): r for r in report.results}
    accuracy = _percent(report.original_accuracy)
    # Text, not str, for every name: a "[...]" in a model spec or an op must not be read as rich markup.
    rich = RichTable(
        title=Text(
            f"consistency and expectation pass rate (%) of {report.model} (original accuracy {accuracy}%)"
        ),
        caption=Text(READ_CAPTION),
    )
    for header in ("op", "pair", "expects"):
        rich.add_column(header)
    for metric in ("consistency", "expectation pass"):
        for i, (_, sub) in enumerate((*GOLD_GROUPS, (ALL_LABELS, "all"))):
            rich.add_column(f"{metric if i == 0 else ''}\n{sub}", justify="right")
    rich.add_column("n", justify="right")
    for row in report.results:
        if row["gold_label"] != ALL_LABELS:
            continue
        op, pair = row["op"], row["pair"]
        effect = effects.get(op, "")
        read = "consistency" if effect is None else "expectation_pass_rate" if effect else ""
        numbers = []
        for metric in ("consistency", "expectation_pass_rate"):
            style = "bold" if metric == read else ""
            for gold in (*(gold for gold, _ in GOLD_GROUPS), ALL_LABELS):
                numbers.append(Text(_percent(by_key.get((op, pair, gold), {}).get(metric)), style=style))
        expects = "label kept" if effect is None else f"→ {effect}" if effect else ""
        rich.add_row(Text(op), Text(pair), Text(expects), *numbers, Text(str(row["n"])))
    return rich


def human_table(report: Report) -> RichTable | None:
    """Beside the terminal table: per core op × pair, the human and the model share of perturbed pairs labelled
    as the original gold (Yes/No/Unk and all), with each one's n; None without a human reference."""
    if not report.human_reference:
        return None
    rich = RichTable(title=Text("label = original gold (%): people (JSICK-stress) and the model"))
    for header in ("op", "pair"):
        rich.add_column(header)
    for who in ("human", "model"):
        for i, (_, sub) in enumerate((*GOLD_GROUPS, (ALL_LABELS, "all"))):
            rich.add_column(f"{who if i == 0 else ''}\n{sub}", justify="right")
        rich.add_column("n", justify="right")
    found = {(r["op"], r["pair"], r["gold_label"]): r for r in report.human_reference}
    for op, pair in dict.fromkeys((r["op"], r["pair"]) for r in report.human_reference):
        cells = []
        for rate, count in (("same_label_rate", "n"), ("model_same_label_rate", "model_n")):
            for gold in (*(gold for gold, _ in GOLD_GROUPS), ALL_LABELS):
                cells.append(Text(_percent(found.get((op, pair, gold), {}).get(rate))))
            cells.append(Text(str(found.get((op, pair, ALL_LABELS), {}).get(count, 0))))
        rich.add_row(Text(op), Text(pair), *cells)
    return rich


def markdown_report(evaluation: Evaluation, *, examples_per_group: int = EXAMPLES_PER_GROUP) -> str:
    """The HTML report's sections (without its plots) as Markdown: tables, by phenomenon, worst examples."""
    report = evaluation.report
    table = paper_table(report)
    lines = [
        f"# Stress test: {_md(report.model)}",
        "",
        _summary_line(report),
        "",
        "## Consistency (%) by op, case pair and gold label",
        "",
        *_md_table(table.flat_header(), [[op, *cells] for op, cells in table.rows], names=1),
        "",
        "## Results",
        "",
        *_md_table(RESULT_HEADER, [_result_cells(row) for row in report.results]),
    ]
    if report.human_reference:
        rows = [_human_cells(row) for row in report.human_reference]
        lines += ["", "## Human reference", "", _HUMAN_NOTE, "", *_md_table(HUMAN_HEADER, rows)]
    if report.by_phenomenon:
        rows = [_phenomenon_cells(row) for row in report.by_phenomenon]
        lines += ["", "## By phenomenon", "", *_md_table(PHENOMENON_HEADER, rows)]
    if report.sts:
        lines += ["", "## STS", "", *_md_table(STS_HEADER, [_sts_cells(row) for row in report.sts], names=2)]
    examples = worst_examples(evaluation, examples_per_group)
    lines += ["", "## Worst examples", "", _WORST_NOTE, ""]
    lines += (
        _md_table(EXAMPLE_COLUMNS, [_example_texts(e) for e in examples], names=10) if examples else ["None."]
    )
    return "\n".join(lines) + "\n"


_WORST_NOTE = "Right on the original pair, wrong (against the op's expected label) on the perturbed one."
EXAMPLE_COLUMNS = ("op", "pair", "pair_ID", "original premise", "perturbed premise", "hypothesis", "gold",
                   "original prediction", "expected", "perturbed prediction")  # fmt: skip


def _example_texts(example: Example) -> list[str]:
    item, s = example.item, example.scored
    labels = (s.gold_label, s.original_prediction, s.expected_label, s.perturbed_prediction)
    return [s.op, s.pair, s.pair_id, item.original_premise, item.perturbed_premise, item.hypothesis,
            *(label or MISSING for label in labels)]  # fmt: skip


_HUMAN_NOTE = (
    f"{HUMAN_SOURCE}. Label = gold: share of perturbed pairs labelled as the original pair's gold label "
    "(humans: majority of 3 annotators; model: its perturbed prediction). Natural: share judged natural."
)


def _human_cells(row: dict[str, Any]) -> list[str]:
    return [
        row["op"],
        row["pair"],
        row["gold_label"],
        str(row["n"]),
        _percent(row["same_label_rate"]),
        _percent(row["natural_rate"]),
        str(row["model_n"]),
        _percent(row["model_same_label_rate"]),
        _interval(row["model_ci_low"], row["model_ci_high"]),
    ]


def _summary_line(report: Report) -> str:
    line = (
        f"Original accuracy {_percent(report.original_accuracy)}%. Consistency: share of perturbed pairs "
        f"answered as the original; CI: {report.confidence:.0%} percentile bootstrap "
        f"({report.resamples} resamples, seed {report.seed})."
    )
    return f"{line} {uncertain_line(report)}"


def uncertain_line(report: Report) -> str:
    """How many perturbed pairs have the expected label `uncertain`, and how they count; in every report."""
    n = report.uncertain
    if not n:
        return "0 uncertain, not scored."
    pairs = "pair has" if n == 1 else "pairs have"
    return (
        f"{n} uncertain, not scored: {n} perturbed {pairs} the expected label uncertain (the op's rule cannot "
        "tell what the rewrite does to the hypothesis); counted in n and consistency, left out of the "
        "expectation pass rate."
    )


def _md(text: str) -> str:
    return text.replace("\\", "\\\\").replace("|", "\\|").replace("\n", " ")


def _md_table(header: Sequence[str], rows: Sequence[Sequence[str]], names: int = 3) -> list[str]:
    """A pipe table whose first `names` columns hold names (left-aligned) and the rest numbers."""

    def line(cells: Sequence[str]) -> str:
        return "| " + " | ".join(_md(cell) for cell in cells) + " |"

    rule = "|" + "|".join("---" if i < names else "---:" for i in range(len(header))) + "|"
    return [line(header), rule, *(line(row) for row in rows)]


def _result_cells(row: dict[str, Any]) -> list[str]:
    return [
        row["op"],
        row["pair"],
        row["gold_label"],
        str(row["n"]),
        str(row.get("n_uncertain", 0)),
        _percent(row["consistency"]),
        _interval(row["ci_low"], row["ci_high"]),
        _percent(row["expectation_pass_rate"]),
        _interval(row["pass_ci_low"], row["pass_ci_high"]),
        _percent(row["accuracy_original"]),
        _percent(row["accuracy_perturbed"]),
        f"{row['mcnemar_p']:.3g}",
    ]


def _phenomenon_cells(row: dict[str, Any]) -> list[str]:
    return [
        row["op"],
        row["pair"],
        row["phenomenon"],
        str(row["n"]),
        str(row.get("n_uncertain", 0)),
        _percent(row["consistency"]),
        _interval(row["ci_low"], row["ci_high"]),
        _percent(row["expectation_pass_rate"]),
    ]


def _sts_cells(row: dict[str, Any]) -> list[str]:
    names = ("pearson_original", "pearson_perturbed", "spearman_original", "spearman_perturbed")
    return [
        row["op"],
        row["pair"],
        str(row["n"]),
        *(MISSING if row[name] is None else f"{row[name]:.3f}" for name in names),
        f"{row['mean_shift']:+.3f}",
    ]


def _percent(value: float | None) -> str:
    return MISSING if value is None else f"{100 * value:.1f}"


def _interval(low: float | None, high: float | None) -> str:
    return MISSING if low is None or high is None else f"{_percent(low)}–{_percent(high)}"


# --- worst examples ----------------------------------------------------------------------------------


def worst_examples(evaluation: Evaluation, per_group: int = EXAMPLES_PER_GROUP) -> list[Example]:
    """Per op × pair (in report order), pairs the model got right originally but wrong once perturbed.

    "Wrong" is measured against the op's expected label, so for particle-swap it catches the model that
    keeps its answer though the roles changed. Most confident mistakes first, then input order.
    """
    groups = dict.fromkeys((r["op"], r["pair"]) for r in evaluation.report.results)
    return [example for op, pair in groups for example in evaluation.worst.of(op, pair, per_group)]


# --- HTML --------------------------------------------------------------------------------------------

_CSS = """
body { font-family: system-ui, sans-serif; margin: 2em; color: #222; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
th { background: #f3f3f3; }
td.text { max-width: 28em; }
img { max-width: 100%; }
"""


def html_report(evaluation: Evaluation, *, examples_per_group: int = EXAMPLES_PER_GROUP) -> str:
    """One self-contained HTML page: tables, plots as embedded PNG, and the worst examples."""
    report = evaluation.report
    plots = _plots(report)
    parts = [
        "<!DOCTYPE html>",
        '<html lang="ja"><head><meta charset="utf-8">',
        f"<title>stresskit: {_h(report.model)}</title><style>{_CSS}</style></head><body>",
        f"<h1>Stress test: {_h(report.model)}</h1>",
        f"<p>{_h(_summary_line(report))}</p>",
        "<h2>Consistency (%) by op, case pair and gold label</h2>",
        _html_paper_table(paper_table(report)),
        "<h2>Consistency and expectation pass rate per op and case pair</h2>",
        _img(
            plots["consistency"],
            "consistency and expectation pass rate per op and case pair, with confidence intervals",
        ),
        "<h2>Flip matrices (original prediction → perturbed prediction)</h2>",
        _img(plots["flips"], "flip matrices per op and case pair"),
        "<h2>Results</h2>",
        _html_table(RESULT_HEADER, [_result_cells(row) for row in report.results]),
    ]
    if report.human_reference:
        rows = [_human_cells(row) for row in report.human_reference]
        parts += ["<h2>Human reference</h2>", f"<p>{_h(_HUMAN_NOTE)}</p>", _html_table(HUMAN_HEADER, rows)]
    if report.by_phenomenon:
        rows = [_phenomenon_cells(row) for row in report.by_phenomenon]
        parts += ["<h2>By phenomenon</h2>", _html_table(PHENOMENON_HEADER, rows)]
    if report.sts:
        parts += ["<h2>STS</h2>", _html_table(STS_HEADER, [_sts_cells(row) for row in report.sts], names=2)]
    parts += [
        "<h2>Worst examples</h2>",
        f"<p>{_h(_WORST_NOTE)}</p>",
        _html_examples(worst_examples(evaluation, examples_per_group)),
        "</body></html>",
    ]
    return "\n".join(parts) + "\n"


def _h(text: object) -> str:
    return html.escape(str(text), quote=True)


def _numbers(cells: Sequence[str]) -> str:
    return "".join(f'<td class="num">{_h(cell)}</td>' for cell in cells)


def _html_table(header: Sequence[str], rows: Sequence[Sequence[str]], names: int = 3) -> str:
    """A table whose first `names` columns hold names and the rest numbers."""
    head = "".join(f"<th>{_h(cell)}</th>" for cell in header)
    body = "".join(
        "<tr>" + "".join(f"<td>{_h(cell)}</td>" for cell in row[:names]) + _numbers(row[names:]) + "</tr>"
        for row in rows
    )
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _html_paper_table(table: PaperTable) -> str:
    groups = "".join(f'<th colspan="{len(SUBHEADS)}">{_h(pair)}</th>' for pair in table.pairs)
    subheads = "".join(f"<th>{_h(sub)}</th>" for _ in table.pairs for sub in SUBHEADS)
    body = "".join(f"<tr><th>{_h(op)}</th>{_numbers(cells)}</tr>" for op, cells in table.rows)
    return (
        f'<table><thead><tr><th rowspan="2">op</th>{groups}</tr><tr>{subheads}</tr></thead>'
        f"<tbody>{body}</tbody></table>"
    )


def _html_examples(examples: Sequence[Example]) -> str:
    if not examples:
        return "<p>None.</p>"
    head = "".join(f"<th>{_h(cell)}</th>" for cell in EXAMPLE_COLUMNS)
    rows = []
    for e in examples:
        item, s = e.item, e.scored
        texts = (item.original_premise, item.perturbed_premise, item.hypothesis)
        labels = (s.gold_label, s.original_prediction, s.expected_label, s.perturbed_prediction)
        rows.append(
            "<tr>"
            + "".join(f"<td>{_h(cell)}</td>" for cell in (s.op, s.pair, s.pair_id))
            + "".join(f'<td class="text">{_h(text)}</td>' for text in texts)
            + "".join(f"<td>{_h(label or MISSING)}</td>" for label in labels)
            + "</tr>"
        )
    return f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"


def _img(png: bytes, alt: str) -> str:
    return f'<img alt="{_h(alt)}" src="data:image/png;base64,{base64.b64encode(png).decode("ascii")}">'


# --- plots -------------------------------------------------------------------------------------------


def require_plotting() -> type:
    """matplotlib's Figure, or the one-line error naming the extra; the CLI calls it before any work."""
    try:
        from matplotlib.figure import Figure  # lazy: only HTML reports need it
    except ImportError as error:
        raise StresskitError("HTML reports need matplotlib: pip install 'stresskit[report]'") from error
    return Figure


def _plots(report: Report) -> dict[str, bytes]:
    Figure = require_plotting()  # noqa: N806 (a class)
    overall = [row for row in report.results if row["gold_label"] == ALL_LABELS]
    # A bare Figure (no pyplot) keeps no global state between reports and needs no GUI backend.
    flips = Figure(layout="constrained")
    _draw_flips(flips, overall)
    return {"consistency": _png(consistency_figure(report)), "flips": _png(flips)}


def _png(figure: Any) -> bytes:
    buffer = io.BytesIO()
    # No "Software" stamp: the same report gives byte-identical images across matplotlib versions.
    figure.savefig(buffer, format="png", dpi=100, bbox_inches="tight", metadata={"Software": None})
    return buffer.getvalue()


CHARTS_PER_ROW = 4


def consistency_figure(report: Report) -> Any:
    """One small bar chart per op (however many ops there are): per case pair, consistency and expectation
    pass rate with their confidence intervals, on a shared 0–100 axis."""
    Figure = require_plotting()  # noqa: N806 (a class)
    rows = [row for row in report.results if row["gold_label"] == ALL_LABELS]
    ops = list(dict.fromkeys(row["op"] for row in rows))
    columns = min(CHARTS_PER_ROW, len(ops))
    lines = -(-len(ops) // columns)
    figure = Figure(figsize=(3.5 * columns, 2.8 * lines), layout="constrained")
    grid = figure.subplots(lines, columns, squeeze=False, sharey=True)
    for k, op in enumerate(ops):
        _draw_op_bars(grid[k // columns][k % columns], op, [row for row in rows if row["op"] == op])
    for k in range(len(ops), lines * columns):
        figure.delaxes(grid[k // columns][k % columns])
    figure.supylabel("% of perturbed pairs")
    handles, labels = figure.axes[0].get_legend_handles_labels()
    figure.legend(handles, labels, loc="outside lower center", ncols=2)
    return figure


def _draw_op_bars(axes: Any, op: str, rows: list[dict[str, Any]]) -> None:
    width = 0.4
    for j, (metric, low, high, label) in enumerate(
        (
            ("consistency", "ci_low", "ci_high", "consistency"),
            ("expectation_pass_rate", "pass_ci_low", "pass_ci_high", "expectation pass"),
        )
    ):
        # No expectation pass rate (every pair's expected label uncertain): no bar.
        scored = [row[metric] is not None for row in rows]
        values = [100 * row[metric] if ok else 0.0 for row, ok in zip(rows, scored, strict=True)]
        errors = [
            [100 * (row[metric] - row[low]) if ok else 0.0 for row, ok in zip(rows, scored, strict=True)],
            [100 * (row[high] - row[metric]) if ok else 0.0 for row, ok in zip(rows, scored, strict=True)],
        ]
        xs = [i + (j - 0.5) * width for i in range(len(rows))]
        axes.bar(xs, values, width, yerr=errors, capsize=2, label=label)
    axes.set_xticks(range(len(rows)), [row["pair"] for row in rows])
    axes.set_ylim(0, 105)
    axes.set_title(op, fontsize=10)


def _draw_flips(figure: Any, rows: list[dict[str, Any]]) -> None:
    ops = list(dict.fromkeys(row["op"] for row in rows))
    pairs = list(dict.fromkeys(row["pair"] for row in rows))
    figure.set_size_inches(2.6 * len(pairs) + 0.5, 2.6 * len(ops) + 0.3)
    found = {(row["op"], row["pair"]): row for row in rows}
    grid = figure.subplots(len(ops), len(pairs), squeeze=False)
    for i, op in enumerate(ops):
        for j, pair in enumerate(pairs):
            axes = grid[i][j]
            if (op, pair) not in found:
                axes.axis("off")
                continue
            _draw_matrix(axes, found[(op, pair)]["flips"], f"{op} {pair}")
    figure.supxlabel("perturbed prediction")
    figure.supylabel("original prediction")


def _draw_matrix(axes: Any, flips: dict[str, dict[str, int]], title: str) -> None:
    labels = list(flips)
    counts = [[flips[original][perturbed] for perturbed in labels] for original in labels]
    axes.imshow(counts, cmap="Blues")
    peak = max(max(row) for row in counts) or 1
    for y, row in enumerate(counts):
        for x, count in enumerate(row):
            axes.text(
                x, y, str(count), ha="center", va="center", color="white" if count > peak / 2 else "black"
            )
    short = [SHORT_LABELS.get(label, label) for label in labels]
    axes.set_xticks(range(len(labels)), short, fontsize=8)
    axes.set_yticks(range(len(labels)), short, fontsize=8)
    axes.set_title(title, fontsize=9)


# --- files -------------------------------------------------------------------------------------------


# --- diagnose: accuracy by phenomenon × heuristic × gold label (JaNLI's Table 8) ------------------------

EXAMPLE_HEADER = ("phenomenon", "heuristic", "gold", "prediction", "premise", "hypothesis", "line")


def diagnosis_table(diagnosis: Diagnosis) -> tuple[list[str], list[list[str]]]:
    """Rows: phenomenon × heuristic (with their `all` totals); columns: accuracy (%) per gold label (3-way
    where the gold is 3-way, else 2-way), over all gold labels 3-way and 2-way, the CI of the row's headline
    accuracy, and n."""
    by_key = {(r["phenomenon"], r["heuristic"], r["gold_label"]): r for r in diagnosis.results}
    golds = [g for g in GOLD_ORDER if any(r["gold_label"] == g for r in diagnosis.results)]
    header = ["phenomenon", "heuristic", *golds, "all 3-way", "all 2-way", "95% CI", "n"]
    rows = []
    for (phenomenon, heuristic, gold), total in by_key.items():
        if gold != ALL_LABELS:
            continue
        cells = []
        for label in golds:
            row = by_key.get((phenomenon, heuristic, label))
            cells.append(_percent(None if row is None else _headline(row)))
        rows.append(
            [
                phenomenon,
                heuristic,
                *cells,
                _percent(total["accuracy"]),
                _percent(total["accuracy_2way"]),
                _interval(total["ci_low"], total["ci_high"]),
                str(total["n"]),
            ]
        )
    return header, rows


def _headline(row: dict[str, Any]) -> float:
    return row["accuracy"] if row["accuracy"] is not None else row["accuracy_2way"]


def diagnosis_terminal_table(diagnosis: Diagnosis) -> RichTable:
    header, rows = diagnosis_table(diagnosis)
    rich = RichTable(title=Text(f"accuracy (%) of {diagnosis.model} by phenomenon × heuristic × gold label"))
    for i, name in enumerate(header):
        rich.add_column(name, justify="left" if i < 2 else "right")
    for row in rows:
        rich.add_row(*(Text(cell) for cell in row))
    return rich


def _example_cells(diagnosis: Diagnosis, per_group: int) -> list[list[str]]:
    return [
        [
            e.item.phenomenon,
            e.item.heuristic,
            e.item.gold,
            e.prediction or MISSING,
            e.item.premise,
            e.item.hypothesis,
            str(e.item.line),
        ]
        for e, _ in diagnosis.worst_examples(per_group)
    ]


def _diagnosis_note(diagnosis: Diagnosis) -> str:
    return (
        f"Accuracy (%): 3-way where the gold label is 3-way, else 2-way (entailment / non-entailment); "
        f"CI: {diagnosis.confidence:.0%} percentile bootstrap of the row's headline accuracy "
        f"({diagnosis.resamples} resamples, seed {diagnosis.seed})."
    )


def diagnosis_markdown(diagnosis: Diagnosis, *, examples_per_group: int = 3) -> str:
    header, rows = diagnosis_table(diagnosis)
    lines = [
        f"# Diagnosis: {_md(diagnosis.model)}",
        "",
        _diagnosis_note(diagnosis),
        "",
        *_md_table(header, rows, names=2),
        "",
        "## Worst examples",
        "",
        *_md_table(EXAMPLE_HEADER, _example_cells(diagnosis, examples_per_group), names=6),
    ]
    return "\n".join(lines) + "\n"


def diagnosis_html(diagnosis: Diagnosis, *, examples_per_group: int = 3) -> str:
    header, rows = diagnosis_table(diagnosis)
    parts = [
        "<!DOCTYPE html>",
        '<html lang="ja"><head><meta charset="utf-8">',
        f"<title>stresskit diagnose: {_h(diagnosis.model)}</title><style>{_CSS}</style></head><body>",
        f"<h1>Diagnosis: {_h(diagnosis.model)}</h1>",
        f"<p>{_h(_diagnosis_note(diagnosis))}</p>",
        _html_table(header, rows, names=2),
        "<h2>Worst examples</h2>",
        "<p>Wrong answers the model was surest of, per phenomenon × heuristic × gold label.</p>",
        _html_table(EXAMPLE_HEADER, _example_cells(diagnosis, examples_per_group), names=6),
        "</body></html>",
    ]
    return "\n".join(parts) + "\n"
