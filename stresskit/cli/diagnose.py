"""`stresskit diagnose`: a model's accuracy on a labelled diagnostic set, by phenomenon × heuristic × gold label."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.markup import escape

from stresskit.cli.options import (
    HypothesisColOption,
    PremiseColOption,
    check_seed,
    fail,
    interrupted,
    progress_bar,
    stderr,
)
from stresskit.conventions import DEFAULT_HYPOTHESIS_COL, DEFAULT_LABEL_COL, DEFAULT_PREMISE_COL
from stresskit.errors import Interrupted, StresskitError
from stresskit.evaluation.models import SPEC_FORMS

WIDE = 200
TERMINAL_EXAMPLES = 8
EPILOG = (
    "Examples:  stresskit diagnose pairs.tsv --model baseline:./baseline  ·  "
    "stresskit diagnose pairs.tsv --model hf:./bert-jsick --report r.json --html r.html --markdown r.md  ·  "
    "stresskit diagnose janli_test.tsv --model python:m.py:predict --premise-col premise "
    "--hypothesis-col hypothesis --label-col label --phenomenon-col semtag --heuristic-col heuristics"
)


def diagnose_command(
    pairs: Annotated[
        Path,
        typer.Argument(
            help="Labelled pairs: `stresskit generate` output or any table with premise, hypothesis, gold "
            "label (3-way or entailment/non-entailment), phenomenon and heuristic columns.",
            show_default=False,
        ),
    ],
    model: Annotated[str, typer.Option("--model", help=f"Model spec: {SPEC_FORMS}.", show_default=False)],
    report: Annotated[Path | None, typer.Option("--report", help="Write the results as JSON.")] = None,
    html: Annotated[Path | None, typer.Option("--html", help="Write a self-contained HTML report.")] = None,
    markdown: Annotated[Path | None, typer.Option("--markdown", help="Write the tables as Markdown.")] = None,
    premise_col: PremiseColOption = DEFAULT_PREMISE_COL,
    hypothesis_col: HypothesisColOption = DEFAULT_HYPOTHESIS_COL,
    label_col: Annotated[str, typer.Option(help="Column holding the gold label.")] = DEFAULT_LABEL_COL,
    phenomenon_col: Annotated[str, typer.Option(help="Column naming each pair's phenomenon.")] = "phenomenon",
    heuristic_col: Annotated[str, typer.Option(help="Column naming each pair's heuristic.")] = "heuristic",
    base_url: Annotated[str | None, typer.Option(help="Base URL of an openai: model's server.")] = None,
    batch_size: Annotated[int, typer.Option(help="Pairs per model call.")] = 32,
    seed: Annotated[int, typer.Option(help="Seed of the bootstrap confidence intervals.")] = 0,
    no_cache: Annotated[
        bool, typer.Option("--no-cache", help="Neither read nor write the prediction cache.")
    ] = False,
) -> None:
    """Ask the model about every pair of PAIRS and report its accuracy by phenomenon × heuristic × gold label
    (2-way and 3-way, with 95% bootstrap CIs) in JaNLI's Table 8 layout, with the worst examples."""
    from stresskit.evaluation.diagnose import DiagnoseColumns, diagnose_pairs, read_diagnostic_pairs
    from stresskit.evaluation.runner import open_prediction_cache, resolve_model
    from stresskit.reports.render import diagnosis_html, diagnosis_markdown, diagnosis_terminal_table
    from stresskit.rewriting.perturb import default_cache_dir
    from stresskit.tables import check_writable, read_table, write_text

    try:
        check_seed(seed)
        for path in (report, html, markdown):
            check_writable(path)  # before any model is asked
        columns = DiagnoseColumns(premise_col, hypothesis_col, label_col, phenomenon_col, heuristic_col)
        items = read_diagnostic_pairs(read_table(pairs), columns)
        resolved = resolve_model(model, base_url=base_url)
        with (
            open_prediction_cache(None if no_cache else default_cache_dir()) as cache,
            progress_bar() as progress,
        ):
            task = progress.add_task("predicting", total=len(items))
            diagnosis = diagnose_pairs(
                items,
                resolved,
                batch_size=batch_size,
                cache=cache,
                seed=seed,
                progress=lambda n: progress.advance(task, n),
            )
        outputs = [
            (report, lambda: diagnosis.to_json() + "\n"),
            (html, lambda: diagnosis_html(diagnosis)),
            (markdown, lambda: diagnosis_markdown(diagnosis)),
        ]
        for path, render in outputs:
            if path is not None:
                write_text(path, render())
                stderr.print(f"wrote {escape(str(path))}", highlight=False)
    except StresskitError as exc:
        fail(exc)
    except Interrupted as exc:
        interrupted(str(exc))
    console = Console(highlight=False, width=None if sys.stdout.isatty() else WIDE)
    console.print(diagnosis_terminal_table(diagnosis))
    worst = diagnosis.worst_examples(per_group=1)[:TERMINAL_EXAMPLES]
    if worst:
        console.print("worst examples (the model's surest wrong answers, one per group):")
        for example, _ in worst:
            item = example.item
            console.print(
                f"  {escape(item.phenomenon)}/{escape(item.heuristic)} gold {item.gold}, "
                f"predicted {example.prediction or '–'}: {escape(item.premise)} → {escape(item.hypothesis)}"
            )
