"""`stresskit inoculate`: inoculation curves, optionally split into seen and unseen groups."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from stresskit.cli.options import (
    DEFAULT_OPS,
    CauserOption,
    HypothesisColOption,
    LabelColOption,
    NoCacheOption,
    OpsOption,
    PairOption,
    PremiseColOption,
    RulesOption,
    StrictOption,
    check_seed,
    cli_parser,
    fail,
    interrupted,
    load_rule_set,
    plain_console,
    stderr,
)
from stresskit.conventions import (
    ALL,
    DEFAULT_HYPOTHESIS_COL,
    DEFAULT_LABEL_COL,
    DEFAULT_PHENOMENA_COL,
    DEFAULT_PREMISE_COL,
)
from stresskit.errors import Interrupted, StresskitError

WIDE = 200
EPILOG = (
    "Examples:  stresskit inoculate train.tsv test.tsv --op scramble,particle-swap --sizes 0,100,300,1000 "
    "--report curve.json --html curve.html  ·  stresskit inoculate train.tsv test.tsv --split-by pair  ·  "
    "stresskit inoculate train.tsv test.tsv --split-by op --op all --seen scramble,passive  ·  "
    "stresskit generate train.tsv -o derived.tsv && stresskit inoculate train.tsv test.tsv --generated-pairs "
    "derived.tsv --sizes 0,100,300  ·  "
    "stresskit inoculate train.tsv test.tsv --learner hf:./bert-jsick --epochs 2 (wants a GPU)"
)


def inoculate_command(
    train_file: Annotated[Path, typer.Argument(help="Training table with gold labels.", show_default=False)],
    test_file: Annotated[Path, typer.Argument(help="Test table with gold labels.", show_default=False)],
    op: OpsOption = DEFAULT_OPS,
    pair: PairOption = ALL,
    sizes: Annotated[
        str,
        typer.Option(help="Perturbed training pairs added per op, one curve point each (comma-separated)."),
    ] = "0,100,300,1000",
    learner: Annotated[
        str,
        typer.Option(
            help="What to train: 'baseline' (the built-in baseline, offline, seconds) or 'hf:DIR' (fine-tune a "
            "local transformers NLI model, from DIR's weights at every size; wants a GPU)."
        ),
    ] = "baseline",
    split_by: Annotated[
        str | None,
        typer.Option(
            help="Add only some groups' perturbations (op, rule, pair, phenomenon; time-format: date, duration, "
            "clock, relative; time-span: hours, days, months, years) and score seen and unseen groups apart; by "
            "default each group is left out in turn."
        ),
    ] = None,
    seen: Annotated[
        str | None, typer.Option(help="With --split-by: the seen groups (comma-separated), one condition.")
    ] = None,
    generated_pairs: Annotated[
        Path | None,
        typer.Option(
            help="Add pairs `stresskit generate` wrote instead of perturbations of TRAIN: for each size k, up "
            "to k of one phenomenon's pairs (label-balanced, seeded), one model per phenomenon and one with "
            "every phenomenon ('all'); scored on TEST and its perturbations as usual.",
            show_default=False,
        ),
    ] = None,
    report: Annotated[Path | None, typer.Option("--report", help="Write the curve as JSON.")] = None,
    html: Annotated[
        Path | None, typer.Option("--html", help="Write a self-contained HTML page with the plot.")
    ] = None,
    seed: Annotated[int, typer.Option(help="Seed of the sampling, the training and the bootstrap.")] = 0,
    epochs: Annotated[int, typer.Option(help="hf: fine-tuning epochs.")] = 1,
    batch_size: Annotated[
        int, typer.Option(help="hf: fine-tuning batch size; also pairs per prediction call.")
    ] = 16,
    learning_rate: Annotated[float, typer.Option(help="hf: fine-tuning learning rate.")] = 2e-5,
    premise_col: PremiseColOption = DEFAULT_PREMISE_COL,
    hypothesis_col: HypothesisColOption = DEFAULT_HYPOTHESIS_COL,
    label_col: LabelColOption = DEFAULT_LABEL_COL,
    phenomena_col: Annotated[
        str, typer.Option(help="Column of '#'-separated phenomenon tags (for --split-by phenomenon).")
    ] = DEFAULT_PHENOMENA_COL,
    rules: RulesOption = None,
    causer: CauserOption = None,
    no_cache: NoCacheOption = False,
    strict: StrictOption = False,
) -> None:
    """Inoculation curves: retrain with k perturbed pairs per op added and score the stress tests again.

    For each size k in --sizes, train on TRAIN_FILE plus k perturbed training pairs per op (labelled by the
    op's expectation, label-balanced, as `augment` samples them), and score the model on TEST_FILE and on its
    perturbations: original accuracy, consistency and expectation pass rate per op, with bootstrap CIs.

    With --generated-pairs, the added pairs are `stresskit generate` output instead (TRAIN is not perturbed):
    up to k of one phenomenon's pairs, one model per phenomenon and one with every phenomenon ('all').

    Both files are parsed and perturbed once. The same command gives the same curve.
    """
    from stresskit.evaluation.runner import Columns
    from stresskit.reports.curves import curve_html, curve_tables
    from stresskit.reports.render import require_plotting
    from stresskit.research.inoculation import check_sizes, generated_pairs_of, inoculate
    from stresskit.research.learners import FineTuning, make_learner
    from stresskit.research.splits import SPLIT_KINDS
    from stresskit.rewriting.perturb import make_options
    from stresskit.tables import check_writable, read_table, write_text

    try:
        check_seed(seed)
        size_list = check_sizes(_numbers(sizes))
        if split_by is not None and split_by not in SPLIT_KINDS:
            raise StresskitError(f"unknown --split-by {split_by!r}: use {', '.join(SPLIT_KINDS)}")
        if split_by is not None and generated_pairs is not None:
            raise StresskitError("--generated-pairs and --split-by cannot be combined: give one of them")
        for path in (report, html):
            check_writable(path)
        if html is not None:
            require_plotting()  # fails now, naming the extra, rather than after the training
        chosen = make_learner(learner, FineTuning(epochs, batch_size, learning_rate))
        rule_set = load_rule_set(rules, causer)
        options = make_options(
            rule_set, op, pair, premise_col=premise_col, label_col=label_col, strict=strict
        )
        columns = [premise_col, hypothesis_col, label_col]
        hint = "name the right columns with --premise-col / --hypothesis-col / --label-col."
        train = read_table(train_file, columns, hint=hint)
        test = read_table(test_file, columns, hint=hint)
        generated = None if generated_pairs is None else generated_pairs_of(read_table(generated_pairs))
        curve = inoculate(
            train,
            test,
            rule_set,
            options,
            chosen,
            size_list,
            columns=Columns(premise_col, hypothesis_col, label_col, phenomena=phenomena_col),
            parser=cli_parser(no_cache),
            seed=seed,
            split_by=split_by,  # type: ignore[arg-type]  # checked above
            seen=None if seen is None else [name.strip() for name in seen.split(",") if name.strip()],
            generated=generated,
            batch_size=batch_size,
            report=lambda message: stderr.print(message, highlight=False),
        )
        payload = curve.to_dict()
        if report is not None:
            write_text(report, curve.to_json() + "\n")
        if html is not None:
            write_text(html, curve_html(payload))
    except StresskitError as exc:
        fail(exc)
    except Interrupted as exc:
        interrupted(str(exc))
    for path in (report, html):
        if path is not None:
            stderr.print(f"wrote {path}", highlight=False)
    console = plain_console(width=None if sys.stdout.isatty() else WIDE)
    for table in curve_tables(payload):
        console.print(table)


def _numbers(text: str) -> list[int]:
    try:
        return [int(part) for part in text.split(",") if part.strip()]
    except ValueError as error:
        raise StresskitError(
            f"--sizes must be comma-separated whole numbers, e.g. 0,100,300,1000; got {text!r}"
        ) from error
