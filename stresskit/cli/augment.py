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
    HypothesisColOption,
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
    cli_spec,
    fail,
    run_rows,
    stderr,
)
from stresskit.cli.perturb import print_pairs_without_rules, print_skips
from stresskit.conventions import ALL, DEFAULT_HYPOTHESIS_COL, DEFAULT_LABEL_COL, DEFAULT_PREMISE_COL, LABELS
from stresskit.errors import StresskitError
from stresskit.wording import counted

if TYPE_CHECKING:
    from stresskit.evaluation.assembly import Run
    from stresskit.evaluation.spec import RunSpec

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
    hypothesis_col: HypothesisColOption = DEFAULT_HYPOTHESIS_COL,
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
    options = dict(locals())  # the parameters, before anything else is defined
    from stresskit.evaluation.spec import AUGMENT_STAGES

    spec = cli_spec(AUGMENT_STAGES, options)
    try:
        check_seed(seed)
    except StresskitError as exc:
        fail(exc)
    run = run_rows(spec)
    print_augment_summary(run, spec)


def print_augment_summary(run: Run, spec: RunSpec) -> None:
    """The rows taken per op and label, the skips, and with --merge how many rows were written."""
    result, per_op = run.augmented, spec.sample.per_op
    assert result is not None and run.summary is not None and run.options is not None
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
    print_skips(run.summary, spec.engine.skip_details)  # type: ignore[arg-type]
    print_pairs_without_rules(run.options, run.rule_set)
    if spec.sample.merge:
        stderr.print(
            f"wrote {counted(run.summary.rows_read, 'training row')} and "
            f"{counted(len(result.table.rows), 'augmented row')}"
        )
