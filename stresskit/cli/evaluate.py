"""`stresskit evaluate`: perturb, ask the model about each original and perturbed pair once, report."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from stresskit.cli.options import (
    CauserOption,
    DaskOption,
    HypothesisColOption,
    LabelColOption,
    PremiseColOption,
    RulesOption,
    SkipDetailsOption,
    WorkersOption,
    cli_executor,
    fail,
    interrupted,
    load_rule_set,
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
    DEFAULT_PHENOMENA_COL,
    DEFAULT_PREMISE_COL,
    DEFAULT_SCORE_COL,
)
from stresskit.errors import ParseInterrupted, StresskitError
from stresskit.evaluation.models import DEFAULT_CONCURRENCY, SPEC_FORMS

if TYPE_CHECKING:
    from stresskit.evaluation.human_reference import HumanFigure
    from stresskit.evaluation.runner import Columns, Evaluation, SpilledPairs
    from stresskit.rewriting.perturb import Options
    from stresskit.rules.loader import RuleSet

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
    pair: Annotated[str, typer.Option("--pair", help="Case pairs (comma-separated) or 'all'.")] = ALL,
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
    timeout: Annotated[float, typer.Option(help="Seconds to wait for each http(s)/openai request.")] = 30.0,
    retries: Annotated[
        int, typer.Option(help="Retries of a failed http(s)/openai request (timeouts, HTTP 429/5xx).")
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
    from stresskit.evaluation.runner import (
        Columns,
        SpilledPairs,
        left_out_line,
        open_prediction_cache,
        perturbed_pairs,
        resolve_model,
        score_stream,
    )
    from stresskit.reports.render import human_table, label_effects, require_plotting, terminal_table
    from stresskit.rewriting.perturb import default_cache_dir, make_options
    from stresskit.tables import TableFile, check_writable, output_format, refuse_overwriting_inputs

    try:
        refuse_overwriting_inputs([report, html, markdown, predictions], [file, perturbed])
        for path in (report, html, markdown, predictions):
            check_writable(path)
        output_format(predictions, None)
        if html is not None:
            require_plotting()
        rule_set = load_rule_set(rules, causer)
        options = make_options(
            rule_set,
            op or (ALL if perturbed else CORE_OPS),
            pair,
            premise_col=premise_col,
            label_col=label_col,
            verify=verify,
            verified_only=verified_only,
            hypothesis_col=hypothesis_col,
        )
        template = _read_prompt(prompt_template)
        figures = _read_human(human)
        resolved = resolve_model(
            model,
            base_url=base_url,
            prompt_template=template,
            model_version=model_version,
            label_order=label_order,
            task=task,
            timeout=timeout,
            retries=retries,
            concurrency=concurrency,
        )
        columns = Columns(premise_col, hypothesis_col, label_col, score_col, DEFAULT_PHENOMENA_COL, id_col)
        cache_dir = None if no_cache else default_cache_dir()
        left_out: Counter[str] = Counter()
        if perturbed is not None:
            originals = TableFile(file) if file is not None else None
            chosen_ops = options.ops if op else None
            source = TableFile(perturbed)
            items = SpilledPairs(
                perturbed_pairs(
                    source, columns, chosen_ops, options.pairs, originals=originals, left_out=left_out
                )
            )
        else:
            items = _perturb_for_evaluation(
                file, rule_set, options, columns, cache_dir, skip_details, left_out, workers, dask
            )
        if left_out:
            stderr.print(left_out_line(left_out))
        with items, open_prediction_cache(cache_dir, refresh=refresh) as cache, progress_bar() as progress:
            bar = progress.add_task("predicting", total=2 * items.count)
            evaluation = score_stream(
                items,
                resolved,
                batch_size=batch_size,
                cache=cache,
                seed=seed,
                progress=lambda n: progress.advance(bar, n),
                rule_set=rule_set,
                human=figures,
                predictions=predictions,
            )
        stderr.print(evaluation.cache_line())
        if evaluation.predictions.unparsed:
            stderr.print(
                f"{evaluation.predictions.unparsed} answers had no NLI label: counted as 'unparsed' "
                "(wrong and inconsistent); adjust the prompt template"
            )
        _write_evaluation(evaluation, report, html, markdown, predictions)
    except StresskitError as exc:
        fail(str(exc))
    except ParseInterrupted as exc:
        interrupted(str(exc))
    # Piped output has no width to respect; squeezing the table to 80 columns would cut its numbers.
    console = plain_console(width=None if sys.stdout.isatty() else WIDE)
    console.print(terminal_table(evaluation.report, label_effects(evaluation)))
    beside_people = human_table(evaluation.report)
    if beside_people is not None:
        console.print(beside_people)


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


def _perturb_for_evaluation(
    file: Path | None,
    rule_set: RuleSet,
    options: Options,
    columns: Columns,
    cache_dir: Path | None,
    skip_details: bool,
    left_out: Counter[str],
    workers: int,
    dask: str | None,
) -> SpilledPairs:
    """FILE's perturbed pairs, perturbed row by row (as `stresskit perturb` does) into a temporary file."""
    from stresskit.evaluation.runner import SpilledPairs, check_original_ids, pairs_of_rows
    from stresskit.parsing.parser import Parser
    from stresskit.rewriting.perturb import InputRows, Perturbation
    from stresskit.tables import TableFile

    if file is None:
        raise StresskitError(
            "give FILE to perturb, or --perturbed with a file written by `stresskit perturb`"
        )
    source = TableFile(
        file,
        [columns.premise, columns.hypothesis],
        hint="name the right columns with --premise-col / --hypothesis-col.",
    )
    check_original_ids(source, columns, str(file))
    rows = InputRows.of(source, options)
    perturbation = Perturbation(rule_set, options, Parser(cache_dir=cache_dir), cli_executor(workers, dask))
    with progress_bar() as progress:
        task = progress.add_task("parsing", total=None)
        perturbation.prepare(
            (row.get(options.premise_col, "") for row in rows.rows()),
            lambda n, total: progress.update(task, advance=n, total=total),
        )
    items = SpilledPairs(pairs_of_rows(perturbation.rows(rows.rows()), columns, left_out=left_out))
    print_perturb_summary(perturbation.summary, options, rule_set, skip_details)
    return items


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
        write_text(markdown, markdown_report(evaluation.report))
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
    from stresskit.harness.logs import evaluate_harness_log
    from stresskit.reports.render import human_table, label_effects, require_plotting, terminal_table
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
        fail(str(exc))
    console = plain_console(width=None if sys.stdout.isatty() else WIDE)
    console.print(terminal_table(evaluation.report, label_effects(evaluation)))
    beside_people = human_table(evaluation.report)
    if beside_people is not None:
        console.print(beside_people)
