"""`stresskit annotate export|import`: a blind annotation sheet of perturbed pairs, and the human row from it."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table as RichTable

from stresskit.cli.options import (
    HypothesisColOption,
    LabelColOption,
    PlainHelpCommand,
    PlainHelpGroup,
    PremiseColOption,
    check_seed,
    fail,
    plain_console,
    stderr,
    transactional,
)
from stresskit.conventions import (
    DEFAULT_HYPOTHESIS_COL,
    DEFAULT_ID_COL,
    DEFAULT_LABEL_COL,
    DEFAULT_PHENOMENA_COL,
    DEFAULT_PREMISE_COL,
)
from stresskit.errors import StresskitError
from stresskit.wording import counted

annotate_app = typer.Typer(
    cls=PlainHelpGroup,
    help="Have people label perturbed or derived pairs: export a blind, stratified sheet (and an HTML form), "
    "import the filled sheets for majority labels, agreement and the human reference row.",
    no_args_is_help=True,
)


@annotate_app.command(
    "export",
    cls=PlainHelpCommand,
    epilog="Examples:  stresskit perturb test.tsv -o pairs.tsv && stresskit annotate export pairs.tsv "
    "--per-group 30 -o sheet.csv --html sheet.html  (keep sheet.key.csv to yourself)  ·  "
    "stresskit generate test.tsv -o derived.tsv && stresskit annotate export derived.tsv --per-group 10 "
    "-o sheet.csv",
)
@transactional
def export_command(
    pairs_file: Annotated[
        Path,
        typer.Argument(
            help="Perturbed pairs as `stresskit perturb` writes them, or derived pairs as `stresskit generate` "
            "writes them (told apart by their columns).",
            show_default=False,
        ),
    ],
    output: Annotated[
        Path, typer.Option("-o", "--output", help="The sheet to write (CSV).", show_default=False)
    ],
    per_group: Annotated[int, typer.Option(help="Pairs to draw per stratum (fewer if fewer exist).")] = 30,
    by: Annotated[
        str | None,
        typer.Option(
            help="Strata: 'op-pair-gold' (perturbed pairs: op × case pair × gold label, their default), "
            "'phenomenon-heuristic-gold' (derived pairs: phenomenon × heuristic × gold label, their default) "
            "or 'phenomenon' (perturbed: per tag in --phenomena-col; derived: per phenomenon).",
            show_default=False,
        ),
    ] = None,
    key: Annotated[
        Path | None,
        typer.Option(
            help="Where the hidden answers go (default: the sheet's name with .key before the suffix)."
        ),
    ] = None,
    html: Annotated[
        Path | None, typer.Option("--html", help="Also write a local HTML form that saves the filled sheet.")
    ] = None,
    seed: Annotated[int, typer.Option(help="Seed of the sampling and the shuffle.")] = 0,
    premise_col: PremiseColOption = DEFAULT_PREMISE_COL,
    hypothesis_col: HypothesisColOption = DEFAULT_HYPOTHESIS_COL,
    label_col: LabelColOption = DEFAULT_LABEL_COL,
    phenomena_col: Annotated[
        str, typer.Option(help="Column of '#'-separated phenomenon tags.")
    ] = DEFAULT_PHENOMENA_COL,
    id_col: Annotated[str, typer.Option(help="Column identifying an original pair.")] = DEFAULT_ID_COL,
) -> None:
    """Draw a seeded, stratified sample of PAIRS_FILE into a shuffled sheet with an item id and columns for the
    annotator, label, naturalness and a reason. What the pairs are is hidden from annotators and written to the
    key file instead: perturbed pairs' op, pair, rule, gold and expected label and original premise; derived
    pairs' phenomenon, heuristic, rule and gold label."""
    from stresskit.evaluation.runner import Columns
    from stresskit.research.annotation import export_sheet
    from stresskit.research.annotation_form import annotation_form
    from stresskit.tables import check_writable, output_format, read_table, write_table, write_text

    key_path = key or output.with_name(f"{output.stem}.key{output.suffix or '.csv'}")
    try:
        check_seed(seed)
        if output.suffix.lower() != ".csv":
            raise StresskitError(
                f"the sheet is a CSV file (the form saves CSV too): name it .csv, not {output.name}"
            )
        key_format = output_format(key_path, None)
        if key_path.resolve() == output.resolve():
            raise StresskitError("--key must differ from the sheet: annotators must not see the answers")
        for path in (output, key_path, html):
            check_writable(path)
        columns = Columns(premise_col, hypothesis_col, label_col, phenomena=phenomena_col, pair_id=id_col)
        exported = export_sheet(
            read_table(pairs_file),
            columns,
            per_group=per_group,
            by=by,
            seed=seed,  # type: ignore[arg-type]
        )
        write_table(exported.sheet, output, "csv")
        write_table(exported.key, key_path, key_format)
        if html is not None:
            write_text(html, annotation_form(exported.sheet, output.stem))
    except StresskitError as exc:
        fail(exc)
    title = f"{counted(len(exported.sheet.rows), 'item')} ({exported.layout.kind} pairs)"
    summary = RichTable("stratum", "available", "drawn", title=title)
    for name, (available, drawn) in exported.strata.items():
        summary.add_row(name, str(available), str(drawn))
    stderr.print(summary)
    for path in (output, key_path, html):
        if path is not None:
            stderr.print(f"wrote {path}", highlight=False)


@annotate_app.command(
    "import",
    cls=PlainHelpCommand,
    epilog="Example:  stresskit annotate import ann1.csv ann2.csv ann3.csv --key sheet.key.csv -o human.tsv "
    "--report agreement.json  ·  stresskit evaluate test.tsv --model ... --human human.tsv",
)
@transactional
def import_command(
    sheets: Annotated[
        list[Path], typer.Argument(help="Filled sheets (CSV), one or more.", show_default=False)
    ],
    key: Annotated[Path, typer.Option(help="The key file `annotate export` wrote.", show_default=False)],
    output: Annotated[
        Path | None,
        typer.Option(
            "-o",
            "--output",
            help="Write the human reference (TSV; for perturbed pairs the layout `evaluate --human` reads).",
        ),
    ] = None,
    report: Annotated[
        Path | None,
        typer.Option("--report", help="Write agreement, per-item majority labels and figures as JSON."),
    ] = None,
) -> None:
    """Majority label per item, agreement (Krippendorff's α, multi-κ; nltk) and, per op × case pair × gold
    label (derived pairs: phenomenon × heuristic × gold label), the share of items whose majority label is the
    gold label and the share judged natural."""
    try:
        import nltk.metrics.agreement  # noqa: F401  # checked before any file is read

        from stresskit.evaluation.human_reference import format_human_reference
        from stresskit.research.annotation import import_sheets
        from stresskit.tables import check_writable, read_table, write_text

        for path in (output, report):
            check_writable(path)
        tables = [(str(path), read_table(path, fmt="csv")) for path in sheets]
        result = import_sheets(tables, read_table(key))
        if output is not None:
            write_text(output, format_human_reference(result.figures, result.layout.human_columns))
        if report is not None:
            write_text(report, json.dumps(result.to_dict(), ensure_ascii=False, indent=2) + "\n")
    except ImportError as exc:
        fail(f"annotate import needs nltk ({exc}): pip install 'stresskit[nltk]'")
    except StresskitError as exc:
        fail(exc)
    agreement = result.agreement
    console = plain_console(width=None if sys.stdout.isatty() else 120)
    console.print(
        f"{counted(agreement.items, 'item')}, {counted(len(agreement.annotators), 'annotator')} ({', '.join(agreement.annotators)}); "
        f"Krippendorff's α {_number(agreement.krippendorff_alpha)}, multi-κ {_number(agreement.multi_kappa)} "
        f"(on the {agreement.complete_items} items every annotator labelled)"
    )
    for annotator, count in sorted(result.unlabelled.items()):
        console.print(f"{annotator} left {counted(count, 'item')} without a label (not counted)")
    layout = result.layout
    table = RichTable(
        layout.group, layout.subgroup, "gold", "n", "label = gold (%)", "natural (%)", title="human reference"
    )
    for f in result.figures:
        natural = "–" if f.natural_rate is None else f"{100 * f.natural_rate:.1f}"
        table.add_row(f.op, f.pair, f.gold_label, str(f.n), f"{100 * f.same_label_rate:.1f}", natural)
    console.print(table)
    for path in (output, report):
        if path is not None:
            stderr.print(f"wrote {path}", highlight=False)


def _number(value: float | None) -> str:
    return "undefined" if value is None else f"{value:.3f}"
