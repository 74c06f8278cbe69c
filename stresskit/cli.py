"""The `stresskit` command line."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table as RichTable

from stresskit.augment import AugmentResult, sample_rows
from stresskit.cli_options import (
    CauserOption,
    NoCacheOption,
    RulesOption,
    cli_parser,
    fail,
    load_rule_set,
    stderr,
)
from stresskit.cli_teaching import explain_command, serve_command
from stresskit.errors import StresskitError
from stresskit.models import SPEC_FORMS
from stresskit.parsing import Parser
from stresskit.pipeline import (
    ALL,
    DEFAULT_HYPOTHESIS_COL,
    DEFAULT_LABEL_COL,
    DEFAULT_PREMISE_COL,
    Options,
    Summary,
    default_cache_dir,
    make_options,
    pairs_for,
    run,
)
from stresskit.reports import html_report, markdown_report, terminal_table
from stresskit.rules import LABELS, RuleSet
from stresskit.runner import (
    CORE_OPS,
    DEFAULT_ID_COL,
    DEFAULT_PHENOMENA_COL,
    DEFAULT_SCORE_COL,
    Columns,
    Evaluation,
    PerturbedPair,
    collect_pairs,
    open_prediction_cache,
    resolve_model,
    score_pairs,
)
from stresskit.tables import format_for, read_table, write_table, write_text

app = typer.Typer(
    help="Stress-test language models on Japanese: rewrite premises (scrambling, case-particle swap and "
    "deletion, NP swap, passive/active, causative) with rules you can read and edit, write "
    "JSICK-stress-compatible files, measure how consistently a model answers, and show learners what each "
    "rewrite does (explain, serve).",
    add_completion=False,
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)
WIDE = 200


@app.command(
    epilog="Examples:  stresskit perturb jsick_test.tsv --op particle-swap  ·  "
    "stresskit perturb data.jsonl --op scramble,particle-delete --pair ga-o -o out.jsonl  ·  "
    "stresskit perturb test.tsv --op all --keep-unchanged --verify -o out.tsv"
)
def perturb(
    file: Annotated[
        Path, typer.Argument(help="Input table: TSV (JSICK layout), CSV or JSONL.", show_default=False)
    ],
    op: Annotated[
        str, typer.Option("--op", help="Comma-separated ops, or 'all'. See `stresskit ops`.")
    ] = "scramble",
    pair: Annotated[
        str, typer.Option("--pair", help="Case pairs: ga-o, ga-ni, ga-de (comma-separated) or 'all'.")
    ] = ALL,
    output: Annotated[
        Path | None,
        typer.Option("-o", "--output", help="Output file (default: stdout). Written only when complete."),
    ] = None,
    fmt: Annotated[
        str | None,
        typer.Option("--format", help="tsv, csv or jsonl (default: from the output file's extension)."),
    ] = None,
    premise_col: Annotated[
        str, typer.Option(help="Column holding the premise to rewrite.")
    ] = DEFAULT_PREMISE_COL,
    hypothesis_col: Annotated[
        str | None, typer.Option(help=f"Column holding the hypothesis, if not {DEFAULT_HYPOTHESIS_COL}.")
    ] = None,
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
    no_cache: NoCacheOption = False,
) -> None:
    """Rewrite the premises of FILE with the chosen ops; one output row per input row × op × pair that applied."""
    try:
        rule_set = load_rule_set(rules, causer)
        options = make_options(
            rule_set,
            op,
            pair,
            premise_col=premise_col,
            label_col=label_col,
            keep_unchanged=keep_unchanged,
            verify=verify,
            verified_only=verified_only,
        )
        out_format = format_for(output, fmt)
        required = [premise_col] + ([hypothesis_col] if hypothesis_col else [])
        table = read_table(
            file, required, hint="name the right columns with --premise-col / --hypothesis-col."
        )
        parser = cli_parser(no_cache)
        with _progress() as progress:
            task = progress.add_task("parsing", total=len({row[premise_col] for row in table.rows}))
            result = run(table, rule_set, options, parser, lambda n: progress.advance(task, n))
        write_table(result.table, output, out_format)
    except StresskitError as exc:
        fail(str(exc))
    _print_summary(result.summary, options, rule_set)


def _progress() -> Progress:
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=stderr,
        transient=True,
        disable=not sys.stderr.isatty(),
    )


def _print_summary(summary: Summary, options: Options, rule_set: RuleSet) -> None:
    stderr.print(
        f"read {summary.rows_read} rows ({summary.unique_premises} distinct premises, {summary.parsed} parsed, "
        f"the rest from the cache)",
        highlight=False,
    )
    table = RichTable("op", "pair", "rewritten", *(["verification failed"] if options.verify else []))
    for op in options.ops:
        for pair in pairs_for(op, rule_set, options.pairs):
            failed = [str(summary.verification_failed[(op, pair)])] if options.verify else []
            table.add_row(op, pair, str(summary.rewritten[(op, pair)]), *failed)
    stderr.print(table)
    if summary.skipped:
        skipped = RichTable("skipped (row × op × pair)", "count")
        for reason, count in sorted(summary.skipped.items(), key=lambda item: (-item[1], item[0])):
            skipped.add_row(reason, str(count))
        stderr.print(skipped)


@app.command()
def ops(rules: RulesOption = None) -> None:
    """List the ops, their rules and the label effect each one expects."""
    try:
        rule_set = load_rule_set(rules)
    except StresskitError as exc:
        fail(str(exc))
    console = Console(soft_wrap=True, highlight=False)
    for spec in rule_set.ops.values():
        console.print(f"[bold]{spec.op}[/]  meaning: {spec.meaning}; expected label: {spec.effect}")
        console.print(f"  {spec.description}")
        for rule in spec.rules:
            console.print(f"  rule [cyan]{rule.id}[/]: {rule.description}")
        console.print(f"  defined in {spec.source}")
    console.print("[bold]pairs[/]")
    for pair in rule_set.pairs.values():
        console.print(f"  [cyan]{pair.name}[/]: {pair.description}")


@app.command(
    "evaluate",
    epilog="Examples:  stresskit evaluate test.tsv --model python:my_model.py:predict --report report.json  ·  "
    "stresskit evaluate test.tsv --op all --model hf:./bert-jsick --html report.html --markdown report.md  ·  "
    "stresskit evaluate --perturbed perturbed.tsv --model baseline:./baseline --predictions preds.tsv",
)
def evaluate_command(
    model: Annotated[str, typer.Option("--model", help=f"Model spec: {SPEC_FORMS}.", show_default=False)],
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
    report: Annotated[Path | None, typer.Option("--report", help="Write the metrics as JSON.")] = None,
    html: Annotated[Path | None, typer.Option("--html", help="Write a self-contained HTML report.")] = None,
    markdown: Annotated[Path | None, typer.Option("--markdown", help="Write the tables as Markdown.")] = None,
    predictions: Annotated[
        Path | None,
        typer.Option("--predictions", help="Write one row per perturbed pair with both predictions."),
    ] = None,
    seed: Annotated[int, typer.Option(help="Seed of the bootstrap confidence intervals.")] = 0,
    no_cache: Annotated[
        bool, typer.Option("--no-cache", help="Neither read nor write the parse and prediction caches.")
    ] = False,
    premise_col: Annotated[str, typer.Option(help="Column holding the premise.")] = DEFAULT_PREMISE_COL,
    hypothesis_col: Annotated[
        str, typer.Option(help="Column holding the hypothesis.")
    ] = DEFAULT_HYPOTHESIS_COL,
    label_col: Annotated[str, typer.Option(help="Column holding the gold NLI label.")] = DEFAULT_LABEL_COL,
    score_col: Annotated[
        str, typer.Option(help="Column holding the gold STS score (used with score-giving models).")
    ] = DEFAULT_SCORE_COL,
    id_col: Annotated[str, typer.Option(help="Column identifying an original pair.")] = DEFAULT_ID_COL,
    rules: RulesOption = None,
    causer: CauserOption = None,
    verify: Annotated[bool, typer.Option(help="Re-parse each rewrite (see perturb).")] = False,
    verified_only: Annotated[bool, typer.Option(help="Score only rewrites that pass verification.")] = False,
) -> None:
    """Perturb FILE, ask the model about each original and perturbed pair once, and report its consistency."""
    try:
        rule_set = load_rule_set(rules, causer)
        options = make_options(
            rule_set,
            op or (ALL if perturbed else CORE_OPS),
            pair,
            premise_col=premise_col,
            label_col=label_col,
            verify=verify,
            verified_only=verified_only,
        )
        template = _read_prompt(prompt_template)
        resolved = resolve_model(model, base_url=base_url, prompt_template=template)
        columns = Columns(premise_col, hypothesis_col, label_col, score_col, DEFAULT_PHENOMENA_COL, id_col)
        cache_dir = None if no_cache else default_cache_dir()
        if perturbed is not None:
            originals = read_table(file) if file is not None else None
            chosen_ops = options.ops if op else None
            items = collect_pairs(
                read_table(perturbed), columns, chosen_ops, options.pairs, originals=originals
            )
        else:
            items = _perturb_for_evaluation(file, rule_set, options, columns, cache_dir)
        with open_prediction_cache(cache_dir) as cache, _progress() as progress:
            task = progress.add_task("predicting", total=2 * len(items))
            evaluation = score_pairs(
                items,
                resolved,
                batch_size=batch_size,
                cache=cache,
                seed=seed,
                progress=lambda n: progress.advance(task, n),
            )
        _write_evaluation(evaluation, report, html, markdown, predictions)
    except StresskitError as exc:
        fail(str(exc))
    # Piped output has no width to respect; squeezing the table to 80 columns would cut its numbers.
    Console(highlight=False, width=None if sys.stdout.isatty() else WIDE).print(
        terminal_table(evaluation.report)
    )


def _read_prompt(path: Path | None) -> str | None:
    if path is None:
        return None
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise StresskitError(
            f"cannot read the prompt template {path} ({error}): give a UTF-8 text file"
        ) from error


def _perturb_for_evaluation(
    file: Path | None, rule_set: RuleSet, options: Options, columns: Columns, cache_dir: Path | None
) -> list[PerturbedPair]:
    if file is None:
        raise StresskitError(
            "give FILE to perturb, or --perturbed with a file written by `stresskit perturb`"
        )
    table = read_table(
        file,
        [columns.premise, columns.hypothesis],
        hint="name the right columns with --premise-col / --hypothesis-col.",
    )
    parser = Parser(cache_dir=cache_dir)
    with _progress() as progress:
        task = progress.add_task("parsing", total=len({row[columns.premise] for row in table.rows}))
        result = run(table, rule_set, options, parser, lambda n: progress.advance(task, n))
    _print_summary(result.summary, options, rule_set)
    return collect_pairs(result.table, columns)


def _write_evaluation(
    evaluation: Evaluation,
    report: Path | None,
    html: Path | None,
    markdown: Path | None,
    predictions: Path | None,
) -> None:
    if report is not None:
        write_text(report, evaluation.report.to_json() + "\n")
    if html is not None:
        write_text(html, html_report(evaluation))
    if markdown is not None:
        write_text(markdown, markdown_report(evaluation.report))
    if predictions is not None:
        write_table(evaluation.predictions_table(), predictions)
    for path in (report, html, markdown, predictions):
        if path is not None:
            stderr.print(f"wrote {path}", highlight=False)


baseline_app = typer.Typer(help="The built-in character n-gram NLI baseline.", no_args_is_help=True)
app.add_typer(baseline_app, name="baseline")


@baseline_app.command(
    "train",
    epilog="Example:  stresskit baseline train train.tsv -o baseline/ && stresskit evaluate "
    "test.tsv --model baseline:baseline/",
)
def baseline_train(
    train_file: Annotated[Path, typer.Argument(help="Training table with gold labels.", show_default=False)],
    output: Annotated[Path, typer.Option("-o", "--output", help="Directory to save the model in.")],
    premise_col: Annotated[str, typer.Option(help="Column holding the premise.")] = DEFAULT_PREMISE_COL,
    hypothesis_col: Annotated[
        str, typer.Option(help="Column holding the hypothesis.")
    ] = DEFAULT_HYPOTHESIS_COL,
    label_col: Annotated[str, typer.Option(help="Column holding the gold NLI label.")] = DEFAULT_LABEL_COL,
    seed: Annotated[int, typer.Option(help="Seed recorded with the model.")] = 0,
) -> None:
    """Train the baseline on TRAIN_FILE and save it; use it as --model baseline:DIR."""
    try:
        from stresskit.baseline import train_baseline  # lazy: scikit-learn is an optional extra

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
    except ImportError as exc:
        fail(f"the baseline needs scikit-learn and joblib ({exc}): pip install 'stresskit[baseline]'")
    except StresskitError as exc:
        fail(str(exc))
    stderr.print(
        f"trained on {metrics['training_size']} pairs in {metrics['train_seconds']:.1f} s; "
        f"training accuracy {metrics['training_accuracy']:.1%}; saved to {output}\n"
        f"evaluate it with: stresskit evaluate FILE --model baseline:{output}",
        highlight=False,
        soft_wrap=True,
    )


@app.command(
    "augment",
    epilog="Example:  stresskit augment train.tsv --op scramble,particle-swap --per-op 300 -o extra.tsv  ·  "
    "cat train.tsv <(tail -n +2 extra.tsv) > train_plus.tsv (same columns plus op, pair, rule)",
)
def augment_command(
    train_file: Annotated[Path, typer.Argument(help="Training table with gold labels.", show_default=False)],
    op: Annotated[
        str, typer.Option("--op", help="Comma-separated ops, or 'all'.")
    ] = "scramble,particle-swap",
    pair: Annotated[str, typer.Option("--pair", help="Case pairs (comma-separated) or 'all'.")] = ALL,
    per_op: Annotated[int, typer.Option(help="Rows to sample per op (fewer if fewer rewrites apply).")] = 300,
    output: Annotated[
        Path | None, typer.Option("-o", "--output", help="Output file (default: stdout).")
    ] = None,
    fmt: Annotated[
        str | None, typer.Option("--format", help="tsv, csv or jsonl (default: the input's format).")
    ] = None,
    label_policy: Annotated[
        str,
        typer.Option(
            help="Label of rows from label-changing ops: 'expected' (the op's expected label) or 'random' "
            "(a seeded random label). Label-keeping ops keep the gold label."
        ),
    ] = "expected",
    seed: Annotated[int, typer.Option(help="Seed of the sampling and random labels.")] = 0,
    premise_col: Annotated[str, typer.Option(help="Column holding the premise.")] = DEFAULT_PREMISE_COL,
    label_col: Annotated[str, typer.Option(help="Column holding the gold NLI label.")] = DEFAULT_LABEL_COL,
    rules: RulesOption = None,
    causer: CauserOption = None,
    no_cache: NoCacheOption = False,
) -> None:
    """Make extra training rows from perturbations of TRAIN_FILE: up to --per-op rows per op, seeded.

    Label-balanced as far as the rewrites allow: one row at a time to the label with the fewest so far that has rows left. The output has TRAIN_FILE's format and columns plus op, pair and rule.
    """
    try:
        rule_set = load_rule_set(rules, causer)
        options = make_options(rule_set, op, pair, premise_col=premise_col, label_col=label_col)
        out_format = fmt or format_for(train_file, None)
        table = read_table(
            train_file, [premise_col, label_col], hint="name them with --premise-col / --label-col."
        )
        parser = cli_parser(no_cache)
        with _progress() as progress:
            task = progress.add_task("parsing", total=len({row[premise_col] for row in table.rows}))
            perturbed = run(table, rule_set, options, parser, lambda n: progress.advance(task, n))
        result = sample_rows(
            table.columns,
            perturbed.table,
            rule_set,
            options.ops,
            per_op,
            label_policy=label_policy,  # type: ignore[arg-type]  # checked by sample_rows
            seed=seed,
            premise_col=premise_col,
            label_col=label_col,
        )
        write_table(result.table, output, format_for(None, out_format))
    except StresskitError as exc:
        fail(str(exc))
    _print_augment_summary(result, per_op)


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
        stderr.print(f"fewer than {per_op} rewrites to sample for: {', '.join(short)}", highlight=False)


app.command(
    "explain",
    epilog='Examples:  stresskit explain "小さな女の子が女性を見ている"  ·  '
    'stresskit explain "猫が犬を追いかけた" "男の子が公園で遊んでいる" --html page.html  ·  '
    'stresskit explain "女性が男性に花を渡している" --json',
)(explain_command)
app.command("serve", epilog="Example:  stresskit serve --port 8000, then open http://127.0.0.1:8000/")(
    serve_command
)


def main() -> None:
    app()
