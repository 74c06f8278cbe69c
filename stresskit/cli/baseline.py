"""`stresskit baseline train`: the built-in character n-gram NLI baseline."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from stresskit.cli.options import (
    HypothesisColOption,
    LabelColOption,
    PlainHelpCommand,
    PlainHelpGroup,
    PremiseColOption,
    check_seed,
    fail,
    stderr,
    transactional,
)
from stresskit.conventions import DEFAULT_HYPOTHESIS_COL, DEFAULT_LABEL_COL, DEFAULT_PREMISE_COL
from stresskit.errors import StresskitError
from stresskit.wording import counted

baseline_app = typer.Typer(
    cls=PlainHelpGroup, help="The built-in character n-gram NLI baseline.", no_args_is_help=True
)


@baseline_app.command(
    "train",
    cls=PlainHelpCommand,
    epilog="Example:  stresskit baseline train train.tsv -o baseline/ && stresskit evaluate "
    "test.tsv --model baseline:baseline/",
)
@transactional
def baseline_train(
    train_file: Annotated[Path, typer.Argument(help="Training table with gold labels.", show_default=False)],
    output: Annotated[Path, typer.Option("-o", "--output", help="Directory to save the model in.")],
    premise_col: PremiseColOption = DEFAULT_PREMISE_COL,
    hypothesis_col: HypothesisColOption = DEFAULT_HYPOTHESIS_COL,
    label_col: LabelColOption = DEFAULT_LABEL_COL,
    seed: Annotated[int, typer.Option(help="Seed recorded with the model.")] = 0,
) -> None:
    """Train the baseline on TRAIN_FILE and save it; use it as --model baseline:DIR."""
    try:
        check_seed(seed)
        from stresskit.evaluation.baseline import train_baseline  # lazy: scikit-learn loads in ~1 s
        from stresskit.tables import check_writable_directory, read_table, refuse_overwriting_inputs

        refuse_overwriting_inputs([output], [train_file])
        check_writable_directory(output)
        table = read_table(
            train_file,
            [premise_col, hypothesis_col, label_col],
            hint="name the right columns with --premise-col / --hypothesis-col / --label-col.",
        )
        metrics = train_baseline(
            table.rows,
            output,
            premise_col=premise_col,
            hypothesis_col=hypothesis_col,
            label_col=label_col,
            seed=seed,
        )
    except StresskitError as exc:
        fail(exc)
    stderr.print(
        f"trained on {counted(metrics['training_size'], 'pair')} in {metrics['train_seconds']:.1f} s; "
        f"training accuracy {metrics['training_accuracy']:.1%}; saved to {output}\n"
        f"evaluate it with: stresskit evaluate FILE --model baseline:{output}",
    )
