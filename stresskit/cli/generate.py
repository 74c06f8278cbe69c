"""`stresskit generate`: derive JaNLI-style labelled premise–hypothesis pairs from sentences."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.markup import escape
from rich.table import Table as RichTable

from stresskit.cli.options import (
    DaskOption,
    FormatOption,
    NoCacheOption,
    OutputOption,
    RulesOption,
    SkipDetailsOption,
    StrictOption,
    WorkersOption,
    cli_spec,
    run_rows,
    stderr,
)
from stresskit.conventions import ALL, DEFAULT_ID_COL, DEFAULT_PREMISE_COL
from stresskit.wording import counted

if TYPE_CHECKING:
    from stresskit.rewriting.generate import GenerateSummary

EPILOG = (
    "Examples:  stresskit generate sentences.txt -o pairs.tsv  ·  "
    "stresskit generate jsick_test.tsv --phenomena relative-clause,np-coordination -o pairs.jsonl  ·  "
    "stresskit generate train.tsv --workers 2 -o pairs.tsv  ·  "
    "stresskit diagnose pairs.tsv --model baseline:./baseline"
)


def generate_command(
    file: Annotated[
        Path,
        typer.Argument(
            help="Sentences: a table (TSV/CSV/JSONL, sentences in --premise-col) or a .txt file, one per line.",
            show_default=False,
        ),
    ],
    phenomena: Annotated[
        str,
        typer.Option(
            "--phenomena",
            help="Comma-separated phenomena, or 'all': scrambling, voice, causative, relative-clause, "
            "np-coordination, subordination, clause-coordination, factive, modal-negation.",
        ),
    ] = ALL,
    output: OutputOption = None,
    fmt: FormatOption = None,
    premise_col: Annotated[str, typer.Option(help="Column holding the sentences.")] = DEFAULT_PREMISE_COL,
    id_col: Annotated[
        str,
        typer.Option(
            help="Column copied to source_id; where the input has no such column, the row's line number is."
        ),
    ] = DEFAULT_ID_COL,
    rules: RulesOption = None,
    derive_rules: Annotated[
        list[Path] | None,
        typer.Option(
            "--derive-rules",
            help="A derivation rule file or directory (see rules/derive/); replaces built-in phenomena of the same name.",
        ),
    ] = None,
    no_cache: NoCacheOption = False,
    skip_details: SkipDetailsOption = False,
    strict: StrictOption = False,
    workers: WorkersOption = 1,
    dask: DaskOption = None,
) -> None:
    """Derive labelled hypotheses from each sentence of FILE: one row per derived pair, with its gold label
    (3-way and 2-way), phenomenon, heuristic tag and rule."""
    options = dict(locals())  # the parameters, before anything else is defined
    from stresskit.evaluation.spec import GENERATE_STAGES

    spec = cli_spec(GENERATE_STAGES, options)
    run = run_rows(spec)
    assert run.summary is not None
    print_generate_summary(run.summary, skip_details)  # type: ignore[arg-type]


def print_generate_summary(summary: GenerateSummary, details: bool = False) -> None:
    from collections import Counter

    from stresskit.rewriting.perturb import reason_kind

    stderr.print(
        f"read {counted(summary.rows_read, 'sentence')} ({summary.unique_sentences} distinct, {summary.parsed} parsed, "
        "the rest from the cache)",
        highlight=False,
    )
    table = RichTable("phenomenon", "rule", "pairs")
    for (phenomenon, rule), count in summary.derived.items():
        table.add_row(phenomenon, rule, str(count))
    table.add_row("all", "all", str(sum(summary.derived.values())))
    stderr.print(table)
    if not summary.skipped:
        return
    counts: Counter[tuple[str, str]] = Counter()
    for (rule, reason), count in summary.skipped.items():
        counts[(rule, reason if details else reason_kind(reason))] += count
    skipped = RichTable("rule", "skipped (sentence × rule)", "count")
    for (rule, reason), count in sorted(counts.items(), key=lambda item: (-item[1], item[0])):
        skipped.add_row(rule, escape(reason), str(count))
    stderr.print(skipped)
    if len(counts) < len(summary.skipped):
        stderr.print(
            f"{counted(len(counts), 'kind')} of {counted(len(summary.skipped), 'reason')}; --skip-details lists each reason"
        )
