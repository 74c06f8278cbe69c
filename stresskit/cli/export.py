"""`stresskit export`: write a stress set in the formats of the harnesses researchers run.

`export lm-eval` writes a task folder for lm-evaluation-harness, `export jaster` the dataset JSON of
llm-jp-eval. DATA is a plain NLI table (perturbed here, as `perturb` does), a file `stresskit perturb` wrote,
or a file `stresskit generate` wrote (one task per phenomenon).
"""

from __future__ import annotations

from collections.abc import Callable
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


Exporter = Callable[["StressSet", Path, str], Callable[[], None]]


def _export_command(exporter: Callable[[], Exporter], written: str, doc: str) -> Callable[..., None]:
    """One export command: the stress set of DATA, written by `exporter` (imported when the command runs:
    it writes, then returns what to print); `written` names what goes into the output folder."""

    def command(
        data: DataArgument,
        output: Path,  # annotated below: its help names what is written
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
        try:
            stress = _stress_set(
                data, op, pair, rules, causer, premise_col, hypothesis_col, label_col, id_col, no_cache
            )
            show = exporter()(stress, output, name)
        except StresskitError as exc:
            fail(exc)
        except ParseInterrupted as exc:
            interrupted(str(exc))
        show()

    command.__doc__ = doc
    command.__annotations__["output"] = Annotated[
        Path, typer.Option("-o", "--output", help=f"Folder to write the {written} into.", show_default=False)
    ]
    return command


def _lm_eval() -> Exporter:
    from stresskit.harness.lm_eval import export_lm_eval

    def write(stress: StressSet, output: Path, name: str) -> Callable[[], None]:
        exported = export_lm_eval(stress, output, name)

        def show() -> None:
            for task in stress.tasks:
                typer.echo(f"{name}_{task.suffix}\t{len(task.docs)} docs")
            stderr.print(
                f"wrote {len(exported.tasks)} tasks to {output}; run them with: lm_eval --tasks "
                f"{exported.groups[0]} (or {exported.groups[1]}) --include_path {output} --log_samples -o OUT"
            )

        return show

    return write


def _jaster() -> Exporter:
    from stresskit.harness.jaster import export_jaster

    def write(stress: StressSet, output: Path, name: str) -> Callable[[], None]:
        written = export_jaster(stress, output, name)

        def show() -> None:
            for path, count in written:
                typer.echo(f"{path.name}\t{count} samples")
            stderr.print(f"wrote {len(written)} datasets to {output}")

        return show

    return write


export_lm_eval_command = export_app.command("lm-eval", epilog=LM_EVAL_EPILOG)(
    _export_command(
        _lm_eval,
        "tasks",
        "Write an lm-evaluation-harness task folder: group NAME (multiple choice) and NAME_gen (generation).",
    )
)
export_jaster_command = export_app.command("jaster", epilog=JASTER_EPILOG)(
    _export_command(
        _jaster,
        "datasets",
        "Write one llm-jp-eval (jaster) dataset JSON per task: the originals, each op × pair or phenomenon.",
    )
)
