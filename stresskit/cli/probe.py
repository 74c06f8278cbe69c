"""`stresskit probe`: partial-input baselines and the artifact words of an NLI table."""

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
    PremiseColOption,
    check_seed,
    fail,
    interrupted,
    plain_console,
    stderr,
)
from stresskit.conventions import DEFAULT_HYPOTHESIS_COL, DEFAULT_LABEL_COL, DEFAULT_PREMISE_COL
from stresskit.errors import Interrupted, StresskitError
from stresskit.wording import counted

SHOWN_TOKENS = 30
EPILOG = (
    "Examples:  stresskit probe train.tsv test.tsv --report probe.json  ·  "
    "stresskit probe extra_train.tsv test.tsv --side premise (artifacts a perturbation left in the premises)"
)


def probe_command(
    train_file: Annotated[Path, typer.Argument(help="Training table with gold labels.", show_default=False)],
    test_file: Annotated[Path, typer.Argument(help="Test table with gold labels.", show_default=False)],
    report: Annotated[
        Path | None, typer.Option("--report", help="Write the accuracies and artifact words as JSON.")
    ] = None,
    side: Annotated[
        str, typer.Option(help="Sentence whose words the artifact test reads: hypothesis or premise.")
    ] = "hypothesis",
    alpha: Annotated[
        float, typer.Option(help="Significance level of the artifact test, before Bonferroni correction.")
    ] = 0.01,
    seed: Annotated[int, typer.Option(help="Seed of the baselines.")] = 0,
    premise_col: PremiseColOption = DEFAULT_PREMISE_COL,
    hypothesis_col: HypothesisColOption = DEFAULT_HYPOTHESIS_COL,
    label_col: LabelColOption = DEFAULT_LABEL_COL,
) -> None:
    """Partial-input baselines and the artifact words of an NLI table.

    Train the built-in baseline on TRAIN_FILE with full pairs, hypothesis only and premise only, score them
    on TEST_FILE beside the majority class, and list the words of TRAIN_FILE's hypotheses that predict a label
    more often than chance (one-sided binomial test per word and label, Bonferroni-corrected).

    Any NLI table works, stresskit's perturbed and augmented files included: a clean set has a hypothesis-only
    accuracy near the majority class and few artifact words.
    """
    try:
        check_seed(seed)
        from stresskit.research.probe import probe
        from stresskit.tables import check_writable, read_table, write_text

        check_writable(report)
        columns = [premise_col, hypothesis_col, label_col]
        hint = "name the right columns with --premise-col / --hypothesis-col / --label-col."
        train = read_table(train_file, columns, hint=hint)
        test = read_table(test_file, columns, hint=hint)
        result = probe(
            train,
            test,
            premise_col=premise_col,
            hypothesis_col=hypothesis_col,
            label_col=label_col,
            side=side,  # type: ignore[arg-type]  # checked by probe
            alpha=alpha,
            seed=seed,
        )
        if report is not None:
            write_text(report, json.dumps(result.to_dict(), ensure_ascii=False, indent=2) + "\n")
            stderr.print(f"wrote {report}", highlight=False)
    except StresskitError as exc:
        fail(exc)
    except Interrupted as exc:
        interrupted(str(exc))
    console = plain_console(width=None if sys.stdout.isatty() else 120)
    title = f"{result.train_size} training pairs, {result.test_size} test pairs"
    accuracies = RichTable("classifier", "C (chosen on train)", "test accuracy (%)", title=title)
    strength = result.inverse_regularisation
    for name, c, value in (
        (f"majority class ({result.majority_label})", "", result.majority_accuracy),
        ("baseline, full pairs", f"{strength['full']:g}", result.full_accuracy),
        ("baseline, hypothesis only", f"{strength['hypothesis']:g}", result.hypothesis_only_accuracy),
        ("baseline, premise only", f"{strength['premise']:g}", result.premise_only_accuracy),
    ):
        accuracies.add_row(name, c, f"{100 * value:.1f}")
    console.print(accuracies)
    found = result.artifact_tokens
    title = (
        f"{counted(len(found), 'artifact word')} in the {result.side} sentences (p < {result.alpha:g} / {counted(result.tests, 'test')})"
        + (f", first {SHOWN_TOKENS}" if len(found) > SHOWN_TOKENS else "")
    )
    words = RichTable("word", "label", "pairs with label", "pairs with word", "chance (%)", "p", title=title)
    for token in found[:SHOWN_TOKENS]:
        words.add_row(
            token.token,
            token.label,
            str(token.count),
            str(token.total),
            f"{100 * token.expected_share:.1f}",
            f"{token.p_value:.2g}",
        )
    console.print(words)
