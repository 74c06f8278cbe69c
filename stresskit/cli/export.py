"""`stresskit export`: write a stress set in the formats of the harnesses researchers run.

`export lm-eval` writes a task folder for lm-evaluation-harness, `export jaster` the dataset JSON of
llm-jp-eval. DATA is a plain NLI table (perturbed here, as `perturb` does), a file `stresskit perturb` wrote,
or a file `stresskit generate` wrote (one task per phenomenon).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from stresskit.cli.options import (
    CauserOption,
    HypothesisColOption,
    LabelColOption,
    NoCacheOption,
    PremiseColOption,
    RulesOption,
    cli_parser,
    fail,
    interrupted,
    load_rule_set,
    stderr,
)
from stresskit.conventions import (
    ALL,
    CORE_OPS,
    DEFAULT_HYPOTHESIS_COL,
    DEFAULT_ID_COL,
    DEFAULT_LABEL_COL,
    DEFAULT_PREMISE_COL,
)
from stresskit.errors import ParseInterrupted, StresskitError

if TYPE_CHECKING:
    from stresskit.harness.items import StressSet

export_app = typer.Typer(
    help="Write a stress set for lm-evaluation-harness (export lm-eval) or llm-jp-eval (export jaster).",
    no_args_is_help=True,
)

DataArgument = Annotated[
    Path,
    typer.Argument(
        help="An NLI table to perturb (TSV in JSICK layout, CSV or JSONL), or a file written by "
        "`stresskit perturb` or `stresskit generate`.",
        show_default=False,
    ),
]
OpOption = Annotated[
    str | None,
    typer.Option(
        "--op",
        help=f"Comma-separated ops, or 'all' (default: {','.join(CORE_OPS)}; for a perturbed file: every row).",
        show_default=False,
    ),
]
PairOption = Annotated[str, typer.Option("--pair", help="Case pairs (comma-separated) or 'all'.")]
IdColOption = Annotated[str, typer.Option(help="Column identifying an original pair.")]
NameOption = Annotated[
    str, typer.Option("--name", help="Name of the task group (and prefix of every task and dataset name).")
]
LM_EVAL_EPILOG = (
    "Example:  stresskit export lm-eval test.tsv --op scramble,particle-swap -o tasks/  ·  then  "
    "lm_eval --model hf --model_args pretrained=MODEL --tasks stresskit --include_path tasks/ "
    "--log_samples -o out/  ·  stresskit evaluate --harness-log out/ --report report.json"
)
JASTER_EPILOG = "Example:  stresskit export jaster test.tsv --op all -o jaster/"


def _stress_set(
    data: Path,
    op: str | None,
    pair: str,
    rules: list[Path] | None,
    causer: str | None,
    premise_col: str,
    hypothesis_col: str,
    label_col: str,
    id_col: str,
    no_cache: bool,
) -> StressSet:
    from stresskit.evaluation.runner import Columns
    from stresskit.harness.items import input_kind, read_input, stress_set

    columns = Columns(premise_col, hypothesis_col, label_col, pair_id=id_col)
    table = read_input(data, columns)
    rule_set = load_rule_set(rules, causer)
    parser = cli_parser(no_cache) if input_kind(table) == "original" else None
    stress = stress_set(table, rule_set, columns, ops=op, pairs=pair, parser=parser, name=str(data))
    note = stress.note()
    if note:
        stderr.print(note)
    return stress


@export_app.command("lm-eval", epilog=LM_EVAL_EPILOG)
def export_lm_eval_command(
    data: DataArgument,
    output: Annotated[
        Path, typer.Option("-o", "--output", help="Folder to write the tasks into.", show_default=False)
    ],
    op: OpOption = None,
    pair: PairOption = ALL,
    name: NameOption = "stresskit",
    rules: RulesOption = None,
    causer: CauserOption = None,
    premise_col: PremiseColOption = DEFAULT_PREMISE_COL,
    hypothesis_col: HypothesisColOption = DEFAULT_HYPOTHESIS_COL,
    label_col: LabelColOption = DEFAULT_LABEL_COL,
    id_col: IdColOption = DEFAULT_ID_COL,
    no_cache: NoCacheOption = False,
) -> None:
    """Write an lm-evaluation-harness task folder: group NAME (multiple choice) and NAME_gen (generation)."""
    from stresskit.harness.lm_eval import export_lm_eval

    try:
        stress = _stress_set(
            data, op, pair, rules, causer, premise_col, hypothesis_col, label_col, id_col, no_cache
        )
        exported = export_lm_eval(stress, output, name)
    except StresskitError as exc:
        fail(str(exc))
    except ParseInterrupted as exc:
        interrupted(str(exc))
    for task in stress.tasks:
        typer.echo(f"{name}_{task.suffix}\t{len(task.docs)} docs")
    stderr.print(
        f"wrote {len(exported.tasks)} tasks to {output}; run them with: lm_eval --tasks "
        f"{exported.groups[0]} (or {exported.groups[1]}) --include_path {output} --log_samples -o OUT"
    )


@export_app.command("jaster", epilog=JASTER_EPILOG)
def export_jaster_command(
    data: DataArgument,
    output: Annotated[
        Path, typer.Option("-o", "--output", help="Folder to write the datasets into.", show_default=False)
    ],
    op: OpOption = None,
    pair: PairOption = ALL,
    name: NameOption = "stresskit",
    rules: RulesOption = None,
    causer: CauserOption = None,
    premise_col: PremiseColOption = DEFAULT_PREMISE_COL,
    hypothesis_col: HypothesisColOption = DEFAULT_HYPOTHESIS_COL,
    label_col: LabelColOption = DEFAULT_LABEL_COL,
    id_col: IdColOption = DEFAULT_ID_COL,
    no_cache: NoCacheOption = False,
) -> None:
    """Write one llm-jp-eval (jaster) dataset JSON per task: the originals, each op × pair or phenomenon."""
    from stresskit.harness.jaster import export_jaster

    try:
        stress = _stress_set(
            data, op, pair, rules, causer, premise_col, hypothesis_col, label_col, id_col, no_cache
        )
        written = export_jaster(stress, output, name)
    except StresskitError as exc:
        fail(str(exc))
    except ParseInterrupted as exc:
        interrupted(str(exc))
    for path, count in written:
        typer.echo(f"{path.name}\t{count} samples")
    stderr.print(f"wrote {len(written)} datasets to {output}")
