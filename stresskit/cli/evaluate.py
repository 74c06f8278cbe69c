"""`stresskit evaluate`: perturb, ask the model about each original and perturbed pair once, report."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from stresskit.cli.options import (
    SPEC_FLAGS,
    CauserOption,
    DaskOption,
    HypothesisColOption,
    LabelColOption,
    PairOption,
    PremiseColOption,
    RulesOption,
    SkipDetailsOption,
    StrictOption,
    WorkersOption,
    check_seconds,
    check_seed,
    cli_spec,
    fail,
    flag,
    interrupted,
    parsing_progress,
    plain_console,
    progress_bar,
    stderr,
)
from stresskit.cli.perturb import print_perturb_summary
from stresskit.conventions import (
    ALL,
    CORE_OPS,
    DEFAULT_HYPOTHESIS_COL,
    DEFAULT_ID_COL,
    DEFAULT_LABEL_COL,
    DEFAULT_PREMISE_COL,
    DEFAULT_SCORE_COL,
)
from stresskit.errors import Interrupted, StresskitError
from stresskit.evaluation.models import DEFAULT_CONCURRENCY, SPEC_FORMS
from stresskit.wording import counted

if TYPE_CHECKING:
    from stresskit.evaluation.human_reference import HumanFigure
    from stresskit.evaluation.runner import Evaluation
    from stresskit.evaluation.spec import RunSpec

WIDE = 200
EPILOG = (
    "Examples:  stresskit evaluate test.tsv --model python:my_model.py:predict --report report.json  ·  "
    "stresskit evaluate test.tsv --op all --model hf:./bert-jsick --html report.html --markdown report.md  ·  "
    "stresskit evaluate --perturbed perturbed.tsv --model baseline:./baseline --predictions preds.tsv"
)


def evaluate_command(
    model: Annotated[
        str | None,
        typer.Option("--model", help=f"Model spec: {SPEC_FORMS}.", show_default=False),
    ] = None,
    file: Annotated[
        Path | None,
        typer.Argument(
            help="Table to perturb (TSV in JSICK layout, CSV or JSONL). With --perturbed: optional; the "
            "original table whose premises (joined on --id-col) replace the perturbed file's _origin column.",
            show_default=False,
        ),
    ] = None,
    op: Annotated[
        str | None,
        typer.Option(
            "--op",
            help=f"Comma-separated ops, or 'all' (default: {','.join(CORE_OPS)}; with --perturbed: every "
            "row of the file).",
            show_default=False,
        ),
    ] = None,
    pair: PairOption = ALL,
    perturbed: Annotated[
        Path | None,
        typer.Option(
            "--perturbed", help="Score this file written by `stresskit perturb` instead of perturbing FILE."
        ),
    ] = None,
    base_url: Annotated[str | None, typer.Option(help="Base URL of an openai: model's server.")] = None,
    prompt_template: Annotated[
        Path | None,
        typer.Option(help="Prompt for openai: models, with {premise} and {hypothesis} placeholders."),
    ] = None,
    batch_size: Annotated[int, typer.Option(help="Pairs per model call.")] = 32,
    label_order: Annotated[
        str | None,
        typer.Option(
            help="The model answers class ids: the label of id 0, 1, 2…, comma-separated "
            "(e.g. entailment,neutral,contradiction). Overrides an hf: model's id2label.",
            show_default=False,
        ),
    ] = None,
    task: Annotated[
        str | None,
        typer.Option(
            help="sts: the numbers the model answers are similarity scores. nli (default): the model "
            "answers labels or probability dicts; numbers are an error unless --label-order is given.",
            show_default=False,
        ),
    ] = None,
    model_version: Annotated[
        str | None,
        typer.Option(
            help="A name for what the model spec cannot see (e.g. the checkpoint a python: file loads); "
            "predictions are cached per version.",
            show_default=False,
        ),
    ] = None,
    refresh: Annotated[
        bool, typer.Option("--refresh", help="Ask the model again and replace its cached predictions.")
    ] = False,
    timeout: Annotated[
        float,
        typer.Option(
            help="Seconds an http(s)/openai request may take in all, from connecting to the last byte."
        ),
    ] = 30.0,
    retries: Annotated[
        int,
        typer.Option(
            help="Retries of a failed http(s)/openai request (timeouts, resets, broken responses, HTTP 429/5xx)."
        ),
    ] = 3,
    concurrency: Annotated[
        int, typer.Option(help="http(s)/openai requests sent at once.")
    ] = DEFAULT_CONCURRENCY,
    report: Annotated[Path | None, typer.Option("--report", help="Write the metrics as JSON.")] = None,
    html: Annotated[Path | None, typer.Option("--html", help="Write a self-contained HTML report.")] = None,
    markdown: Annotated[Path | None, typer.Option("--markdown", help="Write the tables as Markdown.")] = None,
    predictions: Annotated[
        Path | None,
        typer.Option("--predictions", help="Write one row per perturbed pair with both predictions."),
    ] = None,
    seed: Annotated[int, typer.Option(help="Seed of the bootstrap confidence intervals.")] = 0,
    human: Annotated[
        Path | None,
        typer.Option(
            "--human",
            help="Human reference to show beside the model (TSV written by `annotate import`; default: the "
            "JSICK-stress human judgements shipped with stresskit).",
        ),
    ] = None,
    no_cache: Annotated[
        bool, typer.Option("--no-cache", help="Neither read nor write the parse and prediction caches.")
    ] = False,
    premise_col: PremiseColOption = DEFAULT_PREMISE_COL,
    hypothesis_col: HypothesisColOption = DEFAULT_HYPOTHESIS_COL,
    label_col: LabelColOption = DEFAULT_LABEL_COL,
    score_col: Annotated[
        str, typer.Option(help="Column holding the gold STS score (used with score-giving models).")
    ] = DEFAULT_SCORE_COL,
    id_col: Annotated[str, typer.Option(help="Column identifying an original pair.")] = DEFAULT_ID_COL,
    rules: RulesOption = None,
    causer: CauserOption = None,
    verify: Annotated[bool, typer.Option(help="Re-parse each rewrite (see perturb).")] = False,
    verified_only: Annotated[bool, typer.Option(help="Score only rewrites that pass verification.")] = False,
    skip_details: SkipDetailsOption = False,
    strict: StrictOption = False,
    workers: WorkersOption = 1,
    dask: DaskOption = None,
    harness_log: Annotated[
        Path | None,
        typer.Option(
            "--harness-log",
            help="Report on the answers a harness logged instead of asking a model: lm-eval's --log_samples "
            "output folder, or an Inspect log, of tasks `stresskit export` wrote.",
        ),
    ] = None,
) -> None:
    """Perturb FILE, ask the model about each original and perturbed pair once, and report its consistency."""
    options = dict(locals())
    if harness_log is not None:
        _report_harness_log(
            harness_log,
            given={"FILE": file, "--model": model, "--perturbed": perturbed},
            seed=seed,
            human=human,
            outputs=(report, html, markdown, predictions),
        )
        return
    if model is None:
        fail("give --model (the model to ask), or --harness-log with the log of a harness run")
    if file is None and perturbed is None:
        fail("give FILE to perturb, or --perturbed with a file written by `stresskit perturb`")
    from stresskit.evaluation.spec import EVALUATE_STAGES

    try:
        check_seed(seed)
        check_seconds("--timeout", timeout)
        template = _read_prompt(prompt_template)
    except StresskitError as exc:
        fail(exc)
    given = {
        name: value for name, value in options.items() if name not in ("harness_log", "file", "perturbed")
    }
    spec = cli_spec(
        EVALUATE_STAGES,
        {
            **given,
            "prompt_template": template,
            "data": None if perturbed is not None else file,
            "perturbed": perturbed,
            "originals": file if perturbed is not None else None,
        },
    )
    run_spec_in_terminal(spec)


def cli_message(message: str) -> str:
    """A message naming spec keys in plain text (the model options' schema checks) with the flags instead."""
    return re.sub(
        r"\b(?:model\.options|model|input|rules|selection|sample|engine|outputs)\.\w+",
        lambda match: SPEC_FLAGS.get(match[0], match[0]),
        message,
    )


def run_spec_in_terminal(spec: RunSpec, *, flags: bool = True) -> None:
    """Run `spec` with progress bars and the perturb summary, write its outputs, print its tables.

    With `flags`, messages name the evaluate command's flags instead of the spec's keys."""
    from rich.text import Text

    from stresskit.evaluation.assembly import Hooks, Overrides, assemble
    from stresskit.reports.render import (
        human_table,
        label_effects,
        require_plotting,
        terminal_table,
        uncertain_line,
    )
    from stresskit.tables import check_writable, output_format, refuse_overwriting_inputs

    outputs = [spec.outputs.report, spec.outputs.html, spec.outputs.markdown, spec.outputs.predictions]
    paths = [None if path is None else Path(path) for path in outputs]
    inputs = [spec.input.data, spec.input.perturbed, spec.input.originals]
    try:
        refuse_overwriting_inputs(paths, [None if path is None else Path(path) for path in inputs])
        for path in paths:
            check_writable(path)
        output_format(paths[3], None)
        if paths[1] is not None:
            require_plotting()
        figures = _read_human(None if spec.outputs.human is None else Path(spec.outputs.human))
        hooks = Hooks(
            parsing=parsing_progress,
            predicting=_predicting,
            perturbed=lambda summary, options, rules: print_perturb_summary(
                summary, options, rules, spec.engine.skip_details
            ),
            note=stderr.print,
        )
        evaluation = assemble(spec, hooks=hooks, overrides=Overrides(human=figures)).evaluation
        assert evaluation is not None
        stderr.print(evaluation.cache_line(flag))
        if evaluation.predictions.unparsed:
            stderr.print(
                f"{counted(evaluation.predictions.unparsed, 'answer')} had no NLI label: counted as 'unparsed' "
                "(wrong and inconsistent); adjust the prompt template"
            )
        _write_evaluation(evaluation, *paths)
    except StresskitError as exc:
        fail(cli_message(exc.named(flag)) if flags else exc.named(str))
    except Interrupted as exc:
        interrupted(str(exc))
    except KeyboardInterrupt:
        # Between the stages (perturbing the rows, writing the reports): no report is written or replaced.
        interrupted(
            "interrupted: no report written"
            + (
                ""
                if not spec.engine.cache
                else "; the parses and answers so far are cached; run again to resume"
            )
        )
    # Piped output has no width to respect; squeezing the table to 80 columns would cut its numbers.
    console = plain_console(width=None if sys.stdout.isatty() else WIDE)
    console.print(terminal_table(evaluation.report, label_effects(evaluation)))
    if evaluation.report.uncertain:
        console.print(Text(uncertain_line(evaluation.report)))
    beside_people = human_table(evaluation.report)
    if beside_people is not None:
        console.print(beside_people)


@contextmanager
def _predicting(total: int) -> Iterator[Callable[[int], None]]:
    with progress_bar() as progress:
        bar = progress.add_task("predicting", total=total)
        yield lambda n: progress.advance(bar, n)


def _read_prompt(path: Path | None) -> str | None:
    if path is None:
        return None
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise StresskitError(
            f"cannot read the prompt template {path} ({error}): give a UTF-8 text file"
        ) from error


def _read_human(path: Path | None) -> tuple[HumanFigure, ...] | None:
    from stresskit.evaluation.human_reference import parse_human_reference

    if path is None:
        return None
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise StresskitError(
            f"cannot read the human reference {path} ({error}): give a UTF-8 TSV file"
        ) from error
    return parse_human_reference(text, str(path))


def _write_evaluation(
    evaluation: Evaluation,
    report: Path | None,
    html: Path | None,
    markdown: Path | None,
    predictions: Path | None,
) -> None:
    """Write the reports (the predictions file was written as the pairs were scored) and name every file."""
    from stresskit.reports.render import html_report, markdown_report
    from stresskit.tables import write_text

    if report is not None:
        write_text(report, evaluation.report.to_json() + "\n")
    if html is not None:
        write_text(html, html_report(evaluation))
    if markdown is not None:
        write_text(markdown, markdown_report(evaluation))
    for path in (report, html, markdown, predictions):
        if path is not None:
            stderr.print(f"wrote {path}")


def _report_harness_log(
    path: Path,
    *,
    given: dict[str, object],
    seed: int,
    human: Path | None,
    outputs: tuple[Path | None, Path | None, Path | None, Path | None],
) -> None:
    """Score the logged answers as `evaluate` scores a model's, write the reports and print the tables."""
    from rich.text import Text

    from stresskit.harness.logs import evaluate_harness_log
    from stresskit.reports.render import (
        human_table,
        label_effects,
        require_plotting,
        terminal_table,
        uncertain_line,
    )
    from stresskit.tables import check_writable, output_format, refuse_overwriting_inputs

    report, html, markdown, predictions = outputs
    clashing = [name for name, value in given.items() if value is not None]
    if clashing:
        fail(f"--harness-log reads the answers from the log: leave out {' and '.join(clashing)}")
    try:
        refuse_overwriting_inputs([report, html, markdown, predictions], [path])
        for output in outputs:
            check_writable(output)
        output_format(predictions, None)
        if html is not None:
            require_plotting()
        evaluation, log, conflicts = evaluate_harness_log(
            path, seed=seed, human=_read_human(human), predictions=predictions
        )
        stderr.print(
            f"read {len(log.answers)} {log.harness} samples from {len(log.files)} file"
            f"{'s' if len(log.files) != 1 else ''} ({log.model})"
        )
        if conflicts:
            stderr.print(
                f"{conflicts} pairs were answered differently in two tasks (a sampling model?): the "
                "originals task's answer is used"
            )
        if evaluation.predictions.unparsed:
            stderr.print(
                f"{evaluation.predictions.unparsed} answers had no NLI label: counted as 'unparsed' "
                "(wrong and inconsistent)"
            )
        _write_evaluation(evaluation, report, html, markdown, predictions)
    except StresskitError as exc:
        fail(exc)
    console = plain_console(width=None if sys.stdout.isatty() else WIDE)
    console.print(terminal_table(evaluation.report, label_effects(evaluation)))
    if evaluation.report.uncertain:
        console.print(Text(uncertain_line(evaluation.report)))
    beside_people = human_table(evaluation.report)
    if beside_people is not None:
        console.print(beside_people)
