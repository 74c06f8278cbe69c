"""The one assembler: `RunSpec` → read → perturb or derive → [sample] → [predict → score] → write.

Every front door builds a spec and calls `assemble`: `stresskit evaluate`, `stresskit run`, `perturb`,
`generate` and `augment`, and their Python functions (`stresskit.evaluation.api`). The spec's `stages` say
which stages run; the doors differ only in how they show a run (`Hooks`), what a Python caller hands over in
memory (`Overrides`) and what they print from the `Run` it returns.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from stresskit.conventions import ALL, CORE_OPS, DEFAULT_HYPOTHESIS_COL
from stresskit.errors import StresskitError, WriteInterrupted, key
from stresskit.evaluation.backends import check_model_options
from stresskit.evaluation.human_reference import HumanFigure
from stresskit.evaluation.runner import (
    Columns,
    Evaluation,
    ModelLike,
    SpilledPairs,
    check_original_ids,
    left_out_line,
    open_prediction_cache,
    pairs_of_rows,
    perturbed_pairs,
    resolve_model,
    score_stream,
)
from stresskit.evaluation.spec import DERIVE, PREDICT, SAMPLE, RunSpec
from stresskit.parsing.parser import Parser
from stresskit.rewriting.augment import AugmentResult, merge_with_training, sample_rows
from stresskit.rewriting.frames import input_types
from stresskit.rewriting.generate import (
    OUTPUT_COLUMNS,
    GenerateOptions,
    GenerateResult,
    GenerateSummary,
    Generation,
    resolve_phenomena,
)
from stresskit.rewriting.perturb import (
    InputRows,
    Options,
    Perturbation,
    PerturbResult,
    Summary,
    as_table,
    check_gold_label,
    default_cache_dir,
    keep_user_columns,
    make_options,
    require_label_column,
)
from stresskit.rewriting.workers import Executor, make_executor
from stresskit.rules.derivations import load_derivations
from stresskit.rules.loader import RuleSet, load_rules
from stresskit.tables import (
    Table,
    TableFile,
    check_writable,
    format_for,
    is_stdout,
    output_format,
    refuse_overwriting_inputs,
    text_lines,
    write_rows,
)

ParseProgress = Callable[[int, int | None], None]
SPEC_KEY = "spec"  # the provenance key that records the run spec


@dataclass
class Hooks:
    """How a front door shows a run: progress while parsing and predicting, the perturb summary of an
    evaluation, and one-line notes (rows left out). The defaults show nothing."""

    parsing: Callable[[], AbstractContextManager[ParseProgress | None]] = lambda: nullcontext()
    predicting: Callable[[int], AbstractContextManager[Callable[[int], None] | None]] = lambda total: (
        nullcontext()
    )
    perturbed: Callable[[Summary, Options, RuleSet], None] = lambda summary, options, rules: None
    note: Callable[[str], None] = lambda line: None


@dataclass(frozen=True)
class Overrides:
    """What a Python caller hands over in memory instead of naming in the spec."""

    data: Any = None  # a table to perturb or derive from (see `as_table`) instead of input.data
    perturbed_data: Any = None  # a table `perturb` wrote instead of input.perturbed
    originals: Any = None
    model: ModelLike | None = None  # a Model or function instead of model.spec
    parser: Parser | None = None
    human: Sequence[HumanFigure] | None = None
    executor: Executor | None = None
    collect: bool = False  # keep the rows in memory (the Python functions) instead of writing outputs.rows
    data_name: str = "the data"  # how messages name `data`


@dataclass
class Run:
    """What a run made: the perturb or derive summary, the rows kept in memory (with `Overrides.collect`),
    the augmented rows, or the evaluation."""

    rule_set: RuleSet
    options: Options | None = None  # the perturb stage's
    summary: Summary | GenerateSummary | None = None
    perturbed: PerturbResult | None = None
    generated: GenerateResult | None = None
    augmented: AugmentResult | None = None
    evaluation: Evaluation | None = None


@dataclass(frozen=True)
class _Source:
    """The read stage's rows: a new pass at each call of `rows`, the file's numbered rows (for the gold-label
    check), and the line of the first data row (a derived pair's source_id without an id column)."""

    columns: list[str]
    rows: Callable[[], Iterable[dict[str, str]]]
    numbered: Callable[[], Iterable[tuple[int, dict[str, str]]]] | None = None
    name: str = "the data"
    first_line: int = 1


def recorded_spec(spec: RunSpec) -> dict[str, Any]:
    """The spec as a report records it: what produced the numbers, so not where the outputs went (a
    report is the same file whatever it is called)."""
    recorded = spec.to_dict()
    recorded["outputs"] = {
        name: value
        for name, value in recorded["outputs"].items()
        if name not in ("report", "html", "markdown", "predictions", "rows", "format")
    }
    return recorded


def rule_set_of(spec: RunSpec) -> RuleSet:
    causer = spec.rules.causer
    return load_rules(
        [Path(path) for path in spec.rules.files], variables={"causer": causer} if causer else None
    )


def options_of(
    spec: RunSpec, rule_set: RuleSet, functions: Sequence[Callable[..., Any]] = (), *, perturbed: bool = False
) -> Options:
    """The perturb stage's options; with a perturbed table (`perturbed`, or input.perturbed) no ops named
    select every row."""
    perturbed = perturbed or spec.input.perturbed is not None
    ops: list[Any] = [*(spec.selection.ops or ()), *functions]
    return make_options(
        rule_set,
        ops or (ALL if perturbed else CORE_OPS),
        spec.selection.pairs or ALL,
        premise_col=spec.input.premise_col,
        label_col=spec.input.label_col,
        keep_unchanged=spec.selection.keep_unchanged,
        verify=spec.selection.verify,
        verified_only=spec.selection.verified_only,
        hypothesis_col=spec.input.hypothesis_col,
        strict=spec.engine.strict,
    )


def model_of(spec: RunSpec, override: ModelLike | None = None) -> Any:
    """The model of the spec (or the caller's object), with the spec's backend options."""
    assert spec.model is not None  # RunSpec.check: a run that predicts has a model
    if override is None:
        return resolve_model(spec.model.spec, **check_model_options(spec.model.spec, spec.model.options))
    return resolve_model(override, **dict(spec.model.options))


def columns_of(spec: RunSpec) -> Columns:
    given = spec.input
    return Columns(
        given.premise_col,
        given.hypothesis_col,
        given.label_col,
        given.score_col,
        given.phenomena_col,
        given.id_col,
    )


def assemble(
    spec: RunSpec,
    *,
    hooks: Hooks | None = None,
    overrides: Overrides | None = None,
    rule_set: RuleSet | None = None,
    prediction_cache: bool | None = None,
    functions: Sequence[Callable[..., Any]] = (),
) -> Run:
    """Run `spec`'s stages and return what they made. A run that writes rows writes them to outputs.rows
    (stdout when empty) unless `overrides.collect` keeps them; an evaluation writes its `--predictions`
    file as the pairs are scored and returns the rest for the caller to write, its report's provenance
    recording the spec. `functions` are ops given as Python functions (see rewriting/function_ops.py)."""
    spec.check()
    hooks = hooks or Hooks()
    overrides = overrides or Overrides()
    rule_set = rule_set or rule_set_of(spec)
    run = Run(rule_set)
    if DERIVE in spec.stages:
        return _derive(spec, overrides, hooks, run)
    run.options = options_of(spec, rule_set, functions, perturbed=_perturbed_input(spec, overrides))
    if PREDICT in spec.stages:
        run.evaluation = _evaluate(spec, overrides, hooks, run.options, rule_set, prediction_cache)
        return run
    target, fmt = _row_target(spec, overrides)
    source = _read(spec, overrides, run.options)
    perturbation = _perturbed(spec, overrides, hooks, rule_set, run.options, source)
    run.summary = perturbation.summary
    rows = perturbation.rows(source.rows())
    if SAMPLE in spec.stages:
        run.augmented = sample_rows(
            source.columns, rows, rule_set, run.options.ops, spec.sample.per_op,
            label_policy=spec.sample.label_policy,  # type: ignore[arg-type]  # sample_rows checks it
            seed=spec.sample.seed, premise_col=spec.input.premise_col, label_col=spec.input.label_col,
        )  # fmt: skip
        if not overrides.collect:
            table = run.augmented.table
            merged = merge_with_training(source.rows(), table) if spec.sample.merge else table.rows
            _write(table.columns, merged, target, fmt, perturbation.parser)
        return run
    schema = run.options.schema(source.columns)
    if overrides.collect:
        types = input_types(overrides.data)
        run.perturbed = PerturbResult(list(rows), schema, perturbation.summary, types)
    else:
        _write(schema.columns, map(schema.record, rows), target, fmt, perturbation.parser)
    return run


def _evaluate(
    spec: RunSpec,
    overrides: Overrides,
    hooks: Hooks,
    options: Options,
    rule_set: RuleSet,
    prediction_cache: bool | None,
) -> Evaluation:
    """The predict and score stages over the perturbed pairs (or the pairs of a perturbed file)."""
    assert spec.model is not None
    model = model_of(spec, overrides.model)
    left_out: Counter[str] = Counter()
    items = _pairs(spec, overrides, hooks, options, rule_set, left_out)
    if left_out:
        hooks.note(left_out_line(left_out))
    use_cache = spec.engine.cache if prediction_cache is None else prediction_cache
    predictions = Path(spec.outputs.predictions) if spec.outputs.predictions else None
    with (
        items,
        open_prediction_cache(_cache_dir(spec) if use_cache else None, refresh=spec.model.refresh) as cache,
        hooks.predicting(2 * items.count) as progress,
    ):
        evaluation = score_stream(
            items,
            model,
            batch_size=spec.model.batch_size,
            cache=cache,
            seed=spec.outputs.seed,
            progress=progress,
            rule_set=rule_set,
            human=overrides.human,
            predictions=predictions,
        )
    provenance = dict(evaluation.report.provenance or {})
    provenance[SPEC_KEY] = recorded_spec(spec)
    return dataclasses.replace(
        evaluation, report=dataclasses.replace(evaluation.report, provenance=provenance)
    )


def stress_pairs(
    spec: RunSpec, overrides: Overrides | None = None, rule_set: RuleSet | None = None
) -> tuple[SpilledPairs, Counter[str]]:
    """The pairs an evaluation's predict stage would ask (read, then perturb or read a perturbed table), and
    the rows left out by reason: for a harness that asks the model itself (`stresskit export`, the Inspect
    task). The caller closes the pairs (a context manager)."""
    overrides = overrides or Overrides()
    rule_set = rule_set or rule_set_of(spec)
    left_out: Counter[str] = Counter()
    options = options_of(spec, rule_set, perturbed=_perturbed_input(spec, overrides))
    return _pairs(spec, overrides, Hooks(), options, rule_set, left_out), left_out


def _perturbed_input(spec: RunSpec, overrides: Overrides) -> bool:
    return spec.input.perturbed is not None or overrides.perturbed_data is not None


def _pairs(
    spec: RunSpec,
    overrides: Overrides,
    hooks: Hooks,
    options: Options,
    rule_set: RuleSet,
    left_out: Counter[str],
) -> SpilledPairs:
    columns = columns_of(spec)
    if _perturbed_input(spec, overrides):
        return _read_perturbed(spec, overrides, options, columns, left_out)
    source = _read(spec, overrides, options)
    perturbation = _perturbed(spec, overrides, hooks, rule_set, options, source)
    items = SpilledPairs(pairs_of_rows(perturbation.rows(source.rows()), columns, left_out=left_out))
    hooks.perturbed(perturbation.summary, options, rule_set)
    return items


def _cache_dir(spec: RunSpec) -> Path:
    return Path(spec.engine.cache_dir) if spec.engine.cache_dir else default_cache_dir()


def _parser(spec: RunSpec, overrides: Overrides) -> Parser:
    if overrides.parser is not None:
        return overrides.parser
    return Parser(spec.engine.parser_model, _cache_dir(spec) if spec.engine.cache else None)


def _executor(spec: RunSpec, overrides: Overrides, parser: Parser) -> Executor | None:
    return overrides.executor or make_executor(spec.engine.workers, spec.engine.dask, parser.model)


def _row_target(spec: RunSpec, overrides: Overrides) -> tuple[Path | None, str | None]:
    """Where the rows go and in which format, checked before any work (nothing for rows kept in memory).
    On stdout a sample run writes the input's format (its rows join the input's), the others TSV unless
    outputs.format says otherwise."""
    if overrides.collect:
        return None, None
    target = None if spec.outputs.rows is None else Path(spec.outputs.rows)
    data = None if spec.input.data is None else Path(spec.input.data)
    refuse_overwriting_inputs([target], [data])
    if SAMPLE in spec.stages and is_stdout(target):
        fmt: str | None = format_for(data, spec.outputs.format)
    else:
        fmt = output_format(target, spec.outputs.format)
    check_writable(target)
    return target, fmt


def _write(
    columns: Sequence[str],
    rows: Iterable[dict[str, str]],
    target: Path | None,
    fmt: str | None,
    parser: Parser,
) -> None:
    """The write stage: rows as they are made, to `target` (stdout when None)."""
    try:
        write_rows(columns, rows, target, fmt)
    except KeyboardInterrupt:
        to_stdout = is_stdout(target)
        # A device or named pipe is written in place (a file, through a temporary one renamed at the end).
        streamed = not to_stdout and Path(str(target)).exists() and not Path(str(target)).is_file()
        raise WriteInterrupted(
            None if to_stdout else target, parser.cache is not None, streamed=streamed
        ) from None


def _read(spec: RunSpec, overrides: Overrides, options: Options) -> _Source:
    """The read stage for the perturb stage: the rows of the caller's table or of input.data, with the
    input columns perturb would overwrite renamed. The columns the later stages need must be there: the
    premise, the hypothesis when the pairs are scored (or one was named), the gold label when sampled."""
    given = spec.input
    predicts = PREDICT in spec.stages
    if overrides.data is not None:
        table = as_table(overrides.data, given.premise_col, given.hypothesis_col)
        if predicts:
            check_original_ids(table, columns_of(spec), overrides.data_name)
        require_label_column(table, given.label_col, "the input table")
        table = keep_user_columns(table, options)
        return _Source(table.columns, lambda: table.rows)
    if given.data is None:
        raise StresskitError("give input.data (a table to perturb) or input.perturbed")
    needed = [("input.premise_col", given.premise_col)]
    if predicts or given.hypothesis_col != DEFAULT_HYPOTHESIS_COL:
        needed.append(("input.hypothesis_col", given.hypothesis_col))
    if SAMPLE in spec.stages:
        needed.append(("input.label_col", given.label_col))
    hint = f"name the right columns with {' / '.join(key(name) for name, _ in needed)}."
    source = TableFile(given.data, [column for _, column in needed], hint=hint)
    if predicts:
        check_original_ids(source, columns_of(spec), given.data)
    rows = InputRows.of(source, options)
    return _Source(rows.columns, rows.rows, source.numbered_rows, source.name)


def _perturbed(
    spec: RunSpec, overrides: Overrides, hooks: Hooks, rule_set: RuleSet, options: Options, source: _Source
) -> Perturbation:
    """The perturb stage, its premises parsed: `rows` then gives the perturbed rows of a pass over the input."""
    parser = _parser(spec, overrides)
    perturbation = Perturbation(rule_set, options, parser, _executor(spec, overrides, parser))
    with hooks.parsing() as progress:
        perturbation.prepare(_premises(source, options), progress)
    return perturbation


def _premises(source: _Source, options: Options) -> Iterator[str]:
    """The premises of a pass over the input; a file's gold labels are checked on the way, so a typo stops
    the run before any output."""
    if source.numbered is None:
        yield from (row.get(options.premise_col, "") for row in source.rows())
        return
    for number, row in source.numbered():
        check_gold_label(row.get(options.label_col), source.name, number, options.label_col)
        yield row.get(options.premise_col, "")


def _derive(spec: RunSpec, overrides: Overrides, hooks: Hooks, run: Run) -> Run:
    """read → derive → write: labelled pairs derived from each sentence."""
    phenomena = load_derivations(run.rule_set, [Path(path) for path in spec.rules.derive_files])
    chosen = resolve_phenomena(spec.selection.phenomena or ALL, phenomena)
    target, fmt = _row_target(spec, overrides)
    source = _sentences(spec, overrides)
    given = spec.input
    options = GenerateOptions(
        tuple(p.name for p in chosen), given.premise_col, given.id_col, source.first_line, spec.engine.strict
    )
    parser = _parser(spec, overrides)
    generation = Generation(chosen, run.rule_set, options, parser, _executor(spec, overrides, parser))
    with hooks.parsing() as progress:
        generation.prepare(source.rows(), progress)
    run.summary = generation.summary
    rows = generation.rows(source.rows())
    if overrides.collect:
        run.generated = GenerateResult(Table(list(OUTPUT_COLUMNS), list(rows)), generation.summary)
    else:
        _write(OUTPUT_COLUMNS, rows, target, fmt, parser)
    return run


def _sentences(spec: RunSpec, overrides: Overrides) -> _Source:
    """The read stage for the derive stage: a table's sentences (in input.premise_col) or a .txt file's
    lines, one sentence each."""
    premise_col = spec.input.premise_col
    if overrides.data is not None:
        table = as_table(overrides.data, premise_col, spec.input.hypothesis_col)
        return _Source(table.columns, lambda: table.rows)
    path = Path(spec.input.data or "")
    if path.suffix.lower() == ".txt":
        if not any(line.strip() for line in text_lines(path)):
            raise StresskitError(f"{path} is empty — give one sentence per line.")

        def lines() -> Iterator[dict[str, str]]:
            return ({premise_col: line} for line in text_lines(path))

        return _Source([premise_col], lines, name=str(path))
    source = TableFile(path, [premise_col], hint=f"name the sentence column with {key('input.premise_col')}.")
    return _Source(
        source.columns, source.rows, name=source.name, first_line=1 if source.format == "jsonl" else 2
    )


def _read_perturbed(
    spec: RunSpec, overrides: Overrides, options: Options, columns: Columns, left_out: Counter[str]
) -> SpilledPairs:
    chosen_ops = options.ops if spec.selection.ops else None
    if overrides.perturbed_data is not None:
        source: Any = as_table(overrides.perturbed_data, columns.premise, columns.hypothesis)
        originals = (
            None
            if overrides.originals is None
            else as_table(overrides.originals, columns.premise, columns.hypothesis)
        )
    else:
        source = TableFile(spec.input.perturbed or "")
        originals = TableFile(spec.input.originals) if spec.input.originals else None
    return SpilledPairs(
        perturbed_pairs(source, columns, chosen_ops, options.pairs, originals=originals, left_out=left_out)
    )
