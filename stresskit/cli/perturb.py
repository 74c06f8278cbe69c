"""`stresskit perturb`: rewrite the premises of a table, one output row per row × op × pair."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.table import Table as RichTable

from stresskit.cli.options import (
    DEFAULT_OPS,
    CauserOption,
    DaskOption,
    FormatOption,
    NoCacheOption,
    OpsOption,
    OutputOption,
    PairOption,
    RulesOption,
    SkipDetailsOption,
    StrictOption,
    WorkersOption,
    cli_spec,
    run_rows,
    stderr,
)
from stresskit.conventions import ALL, DEFAULT_HYPOTHESIS_COL, DEFAULT_LABEL_COL, DEFAULT_PREMISE_COL
from stresskit.wording import counted

if TYPE_CHECKING:
    from stresskit.rewriting.perturb import Options, Summary
    from stresskit.rules.loader import RuleSet

EPILOG = (
    "Examples:  stresskit perturb jsick_test.tsv --op particle-swap  ·  "
    "stresskit perturb data.jsonl --op scramble,particle-delete --pair ga-o -o out.jsonl  ·  "
    "stresskit perturb test.tsv --op all --keep-unchanged --verify -o out.tsv"
)


def perturb(
    file: Annotated[
        Path, typer.Argument(help="Input table: TSV (JSICK layout), CSV or JSONL.", show_default=False)
    ],
    op: OpsOption = DEFAULT_OPS,
    pair: PairOption = ALL,
    output: OutputOption = None,
    fmt: FormatOption = None,
    premise_col: Annotated[
        str, typer.Option(help="Column holding the premise to rewrite.")
    ] = DEFAULT_PREMISE_COL,
    hypothesis_col: Annotated[
        str, typer.Option(help="Column holding the hypothesis (read if the input has it).")
    ] = DEFAULT_HYPOTHESIS_COL,
    label_col: Annotated[
        str, typer.Option(help="Gold-label column used to fill expected_label (if present).")
    ] = DEFAULT_LABEL_COL,
    rules: RulesOption = None,
    causer: CauserOption = None,
    keep_unchanged: Annotated[
        bool, typer.Option(help="Also write rows where nothing applied (mod_A False) with a skip_reason.")
    ] = False,
    verify: Annotated[bool, typer.Option(help="Re-parse each rewrite and add a 'verified' column.")] = False,
    verified_only: Annotated[bool, typer.Option(help="Verify and drop the rewrites that fail.")] = False,
    skip_details: SkipDetailsOption = False,
    strict: StrictOption = False,
    no_cache: NoCacheOption = False,
    workers: WorkersOption = 1,
    dask: DaskOption = None,
) -> None:
    """Rewrite the premises of FILE with the chosen ops; one output row per input row × op × pair that applied."""
    options = dict(locals())  # the parameters, before anything else is defined
    from stresskit.evaluation.spec import PERTURB_STAGES

    spec = cli_spec(PERTURB_STAGES, options)
    run = run_rows(spec)
    assert run.summary is not None and run.options is not None
    print_perturb_summary(run.summary, run.options, run.rule_set, skip_details)  # type: ignore[arg-type]


def print_perturb_summary(
    summary: Summary, options: Options, rule_set: RuleSet, skip_details: bool = False
) -> None:
    from stresskit.rewriting.perturb import pairs_for

    stderr.print(
        f"read {counted(summary.rows_read, 'row')} ({counted(summary.unique_premises, 'distinct premise')}, {summary.parsed} parsed, "
        f"the rest from the cache)",
    )
    if summary.pretokenised:
        stderr.print(
            f"{summary.pretokenised} premises were pre-tokenised (words separated by spaces): their tokens were "
            "joined before parsing, and their rewrites are written without the spaces"
        )
    table = RichTable("op", "pair", "rewritten", *(["verification failed"] if options.verify else []))
    for op in options.ops:
        for pair in pairs_for(op, rule_set, options.pairs, options):
            failed = [str(summary.verification_failed[(op, pair)])] if options.verify else []
            table.add_row(op, pair, str(summary.rewritten[(op, pair)]), *failed)
    stderr.print(table)
    print_skips(summary, skip_details)
    print_pairs_without_rules(options, rule_set)


def print_skips(summary: Summary, details: bool) -> None:
    """Skip counts, one line per kind of reason (predicate … is excluded by the rule) unless `details`."""
    from stresskit.rewriting.perturb import reason_kind

    if not summary.skipped:
        return
    counts = summary.skipped
    if not details:
        counts = Counter()
        for reason, count in summary.skipped.items():
            counts[reason_kind(reason)] += count
    table = RichTable("skipped (row × op × pair)", "count")
    for reason, count in sorted(counts.items(), key=lambda item: (-item[1], item[0])):
        table.add_row(reason, str(count))
    stderr.print(table)
    if len(counts) < len(summary.skipped):
        stderr.print(
            f"{counted(len(counts), 'kind')} of {counted(len(summary.skipped), 'reason')}; --skip-details lists each reason"
        )


def print_pairs_without_rules(options: Options, rule_set: RuleSet) -> None:
    """With pairs named on the command line, say which of them an op has no rule for (skipped silently otherwise)."""
    from stresskit.rewriting.perturb import pairs_for

    if options.pairs == tuple(rule_set.pairs):  # --pair all: each op runs on its own pairs, as documented
        return
    for op in options.ops:
        runs_on = pairs_for(op, rule_set, tuple(rule_set.pairs))
        missing = [pair for pair in options.pairs if pair not in runs_on]
        if missing:
            label = "pair" if len(missing) == 1 else "pairs"
            stderr.print(
                f"note: {op} has no rule for {label} {', '.join(missing)} (it runs on {', '.join(runs_on)})"
            )
