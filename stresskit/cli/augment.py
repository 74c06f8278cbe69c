"""`stresskit augment`: extra training rows made from perturbations, label-balanced and seeded."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.table import Table as RichTable

from stresskit.cli.options import (
    DEFAULT_OPS,
    CauserOption,
    DaskOption,
    LabelColOption,
    NoCacheOption,
    OpsOption,
    PairOption,
    PremiseColOption,
    RulesOption,
    SkipDetailsOption,
    StrictOption,
    WorkersOption,
    check_seed,
    cli_executor,
    cli_parser,
    fail,
    interrupted,
    load_rule_set,
    progress_bar,
    stderr,
)
from stresskit.cli.perturb import print_pairs_without_rules, print_skips
from stresskit.conventions import ALL, DEFAULT_LABEL_COL, DEFAULT_PREMISE_COL, LABELS
from stresskit.errors import ParseInterrupted, StresskitError
from stresskit.wording import counted

if TYPE_CHECKING:
    from stresskit.rewriting.augment import AugmentResult

EPILOG = (
    "Examples:  stresskit augment train.tsv --op scramble,particle-swap --per-op 300 -o extra.tsv  ·  "
    "stresskit augment train.tsv --merge -o train_plus.tsv (the training rows, then the extra ones, one "
    "header; ready for `stresskit baseline train`)"
)


def augment_command(
    train_file: Annotated[Path, typer.Argument(help="Training table with gold labels.", show_default=False)],
    op: OpsOption = DEFAULT_OPS,
    pair: PairOption = ALL,
    per_op: Annotated[int, typer.Option(help="Rows to sample per op (fewer if fewer rewrites apply).")] = 300,
    output: Annotated[
        Path | None, typer.Option("-o", "--output", help="Output file (default: stdout).")
    ] = None,
    fmt: Annotated[
        str | None,
        typer.Option(
            "--format",
            help="tsv, csv or jsonl (default: from the output file's extension; on stdout, the input's format).",
        ),
    ] = None,
    merge: Annotated[
        bool,
        typer.Option(
            "--merge",
            help="Write the training rows first (op, pair and rule empty), then the extra rows, under one header.",
        ),
    ] = False,
    label_policy: Annotated[
        str,
        typer.Option(
            help="Label of rows from label-changing ops: 'expected' (the op's expected label) or 'random' "
            "(a seeded random label). Label-keeping ops keep the gold label."
        ),
    ] = "expected",
    seed: Annotated[int, typer.Option(help="Seed of the sampling and random labels.")] = 0,
    premise_col: PremiseColOption = DEFAULT_PREMISE_COL,
    label_col: LabelColOption = DEFAULT_LABEL_COL,
    rules: RulesOption = None,
    causer: CauserOption = None,
    skip_details: SkipDetailsOption = False,
    strict: StrictOption = False,
    no_cache: NoCacheOption = False,
    workers: WorkersOption = 1,
    dask: DaskOption = None,
) -> None:
    """Make extra training rows from perturbations of TRAIN_FILE: up to --per-op rows per op, seeded.

    Label-balanced as far as the rewrites allow: one row at a time to the label with the fewest so far that has rows left. The output has TRAIN_FILE's columns plus op, pair and rule, in the format of -o's extension (TRAIN_FILE's on stdout); --merge puts the training rows first.
    """
    from stresskit.rewriting.augment import merge_with_training, sample_rows
    from stresskit.rewriting.perturb import InputRows, Perturbation, make_options
    from stresskit.tables import (
        TableFile,
        check_writable,
        format_for,
        is_stdout,
        output_format,
        refuse_overwriting_inputs,
        write_rows,
        write_table,
    )

    try:
        check_seed(seed)
        refuse_overwriting_inputs([output], [train_file])
        rule_set = load_rule_set(rules, causer)
        options = make_options(
            rule_set, op, pair, premise_col=premise_col, label_col=label_col, strict=strict
        )
        out_format = output_format(output, fmt) if not is_stdout(output) else format_for(train_file, fmt)
        check_writable(output)
        source = InputRows.of(
            TableFile(
                train_file, [premise_col, label_col], hint="name them with --premise-col / --label-col."
            ),
            options,
        )
        perturbation = Perturbation(rule_set, options, cli_parser(no_cache), cli_executor(workers, dask))
        with progress_bar() as progress:
            task = progress.add_task("parsing", total=None)
            perturbation.prepare(
                (row[premise_col] for row in source.rows()),
                lambda n, total: progress.update(task, advance=n, total=total),
            )
        result = sample_rows(
            source.columns,
            perturbation.rows(source.rows()),
            rule_set,
            options.ops,
            per_op,
            label_policy=label_policy,  # type: ignore[arg-type]  # checked by sample_rows
            seed=seed,
            premise_col=premise_col,
            label_col=label_col,
        )
        if merge:
            write_rows(
                result.table.columns, merge_with_training(source.rows(), result.table), output, out_format
            )
        else:
            write_table(result.table, output, out_format)
    except StresskitError as exc:
        fail(str(exc))
    except ParseInterrupted as exc:
        interrupted(str(exc))
    _print_augment_summary(result, per_op)
    print_skips(perturbation.summary, skip_details)
    print_pairs_without_rules(options, rule_set)
    if merge:
        stderr.print(
            f"wrote {counted(perturbation.summary.rows_read, 'training row')} and {counted(len(result.table.rows), 'augmented row')}"
        )


def _print_augment_summary(result: AugmentResult, per_op: int) -> None:
    table = RichTable("op", "rewrites", "taken", *LABELS)
    for op, labels in result.labels.items():
        table.add_row(
            op,
            str(result.available[op]),
            str(sum(labels.values())),
            *(str(labels[label]) for label in LABELS),
        )
    stderr.print(table)
    short = [op for op, labels in result.labels.items() if sum(labels.values()) < per_op]
    if short:
        stderr.print(f"fewer than {per_op} rewrites to sample for: {', '.join(short)}")
