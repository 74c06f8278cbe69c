"""The `stresskit` command line."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table as RichTable

from stresskit.errors import StresskitError
from stresskit.parsing import Parser
from stresskit.pipeline import (
    ALL,
    DEFAULT_HYPOTHESIS_COL,
    DEFAULT_LABEL_COL,
    DEFAULT_PREMISE_COL,
    Options,
    Summary,
    default_cache_dir,
    make_options,
    run,
)
from stresskit.rules import load_rules
from stresskit.tables import format_for, read_table, write_table

app = typer.Typer(
    help="Stress-test language models on Japanese: rewrite premises (scrambling, case-particle swap and "
    "deletion, NP swap) with rules you can read and edit, and write JSICK-stress-compatible files.",
    add_completion=False,
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)
stderr = Console(stderr=True)

RulesOption = Annotated[
    list[Path] | None,
    typer.Option(
        "--rules",
        help="A rule file or a directory of them; its ops replace the built-in ones of the same name.",
    ),
]


def fail(message: str) -> None:
    stderr.print(f"[bold red]error:[/] {message}", highlight=False, soft_wrap=True)
    raise typer.Exit(1)


@app.command(
    epilog="Examples:  stresskit perturb jsick_test.tsv --op particle-swap  ·  "
    "stresskit perturb data.jsonl --op scramble,particle-delete --pair ga-o -o out.jsonl  ·  "
    "stresskit perturb test.tsv --op all --keep-unchanged --verify -o out.tsv"
)
def perturb(
    file: Annotated[
        Path, typer.Argument(help="Input table: TSV (JSICK layout), CSV or JSONL.", show_default=False)
    ],
    op: Annotated[
        str, typer.Option("--op", help="Comma-separated ops, or 'all'. See `stresskit ops`.")
    ] = "scramble",
    pair: Annotated[
        str, typer.Option("--pair", help="Case pairs: ga-o, ga-ni, ga-de (comma-separated) or 'all'.")
    ] = ALL,
    output: Annotated[
        Path | None,
        typer.Option("-o", "--output", help="Output file (default: stdout). Written only when complete."),
    ] = None,
    fmt: Annotated[
        str | None,
        typer.Option("--format", help="tsv, csv or jsonl (default: from the output file's extension)."),
    ] = None,
    premise_col: Annotated[
        str, typer.Option(help="Column holding the premise to rewrite.")
    ] = DEFAULT_PREMISE_COL,
    hypothesis_col: Annotated[
        str | None, typer.Option(help=f"Column holding the hypothesis, if not {DEFAULT_HYPOTHESIS_COL}.")
    ] = None,
    label_col: Annotated[
        str, typer.Option(help="Gold-label column used to fill expected_label (if present).")
    ] = DEFAULT_LABEL_COL,
    rules: RulesOption = None,
    keep_unchanged: Annotated[
        bool, typer.Option(help="Also write rows where nothing applied (mod_A False) with a skip_reason.")
    ] = False,
    verify: Annotated[bool, typer.Option(help="Re-parse each rewrite and add a 'verified' column.")] = False,
    verified_only: Annotated[bool, typer.Option(help="Verify and drop the rewrites that fail.")] = False,
    no_cache: Annotated[
        bool, typer.Option("--no-cache", help="Neither read nor write the parse cache.")
    ] = False,
) -> None:
    """Rewrite the premises of FILE with the chosen ops; one output row per input row × op × pair that applied."""
    try:
        rule_set = load_rules(rules or [])
        options = make_options(
            rule_set,
            op,
            pair,
            premise_col=premise_col,
            label_col=label_col,
            keep_unchanged=keep_unchanged,
            verify=verify,
            verified_only=verified_only,
        )
        out_format = format_for(output, fmt)
        required = [premise_col] + ([hypothesis_col] if hypothesis_col else [])
        table = read_table(
            file, required, hint="name the right columns with --premise-col / --hypothesis-col."
        )
        parser = Parser(cache_dir=None if no_cache else default_cache_dir())
        with _progress() as progress:
            task = progress.add_task("parsing", total=len({row[premise_col] for row in table.rows}))
            result = run(table, rule_set, options, parser, lambda n: progress.advance(task, n))
        write_table(result.table, output, out_format)
    except StresskitError as exc:
        fail(str(exc))
    _print_summary(result.summary, options)


def _progress() -> Progress:
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=stderr,
        transient=True,
        disable=not sys.stderr.isatty(),
    )


def _print_summary(summary: Summary, options: Options) -> None:
    stderr.print(
        f"read {summary.rows_read} rows ({summary.unique_premises} distinct premises, {summary.parsed} parsed, "
        f"the rest from the cache)",
        highlight=False,
    )
    table = RichTable("op", "pair", "rewritten", *(["verification failed"] if options.verify else []))
    for op in options.ops:
        for pair in options.pairs:
            failed = [str(summary.verification_failed[(op, pair)])] if options.verify else []
            table.add_row(op, pair, str(summary.rewritten[(op, pair)]), *failed)
    stderr.print(table)
    if summary.skipped:
        skipped = RichTable("skipped (row × op × pair)", "count")
        for reason, count in sorted(summary.skipped.items(), key=lambda item: (-item[1], item[0])):
            skipped.add_row(reason, str(count))
        stderr.print(skipped)


@app.command()
def ops(rules: RulesOption = None) -> None:
    """List the ops, their rules and the label effect each one expects."""
    try:
        rule_set = load_rules(rules or [])
    except StresskitError as exc:
        fail(str(exc))
    console = Console(soft_wrap=True, highlight=False)
    for spec in rule_set.ops.values():
        console.print(f"[bold]{spec.op}[/]  meaning: {spec.meaning}; expected label: {spec.effect}")
        console.print(f"  {spec.description}")
        for rule in spec.rules:
            console.print(f"  rule [cyan]{rule.id}[/]: {rule.description}")
        console.print(f"  defined in {spec.source}")
    console.print("[bold]pairs[/]")
    for pair in rule_set.pairs.values():
        console.print(f"  [cyan]{pair.name}[/]: {pair.description}")


def main() -> None:
    app()
