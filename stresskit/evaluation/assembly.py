"""The one assembler of an evaluation run: `RunSpec` → read → perturb (or read a perturbed file) → predict
→ score. `stresskit evaluate`, `stresskit run` and `stresskit.evaluate` build a spec and call `assemble`;
the front doors differ only in how they show progress (`Hooks`) and what they write afterwards.
"""

from __future__ import annotations

import dataclasses
import sys
import warnings
from collections import Counter
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Any

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
from stresskit.errors import StresskitError
from stresskit.evaluation.backends import check_model_options
from stresskit.evaluation.human_reference import HumanFigure
from stresskit.evaluation.metrics import Report
from stresskit.evaluation.models import DEFAULT_CONCURRENCY, PythonModel
from stresskit.evaluation.runner import (
    Columns,
    Evaluation,
    ModelLike,
    SpilledPairs,
    _identifiable,
    check_original_ids,
    left_out_line,
    open_prediction_cache,
    pairs_of_rows,
    perturbed_pairs,
    resolve_model,
    score_stream,
)
from stresskit.evaluation.spec import (
    EngineSpec,
    InputSpec,
    ModelSpec,
    OutputSpec,
    RulesSpec,
    RunSpec,
    SelectionSpec,
)
from stresskit.parsing.parser import Parser
from stresskit.rewriting.perturb import (
    InputRows,
    Options,
    Perturbation,
    Summary,
    as_table,
    default_cache_dir,
    make_options,
    prepared,
)
from stresskit.rewriting.workers import Executor, make_executor
from stresskit.rules.loader import RuleSet, load_rules
from stresskit.tables import TableFile

ParseProgress = Callable[[int, int | None], None]
SPEC_KEY = "spec"  # the provenance key that records the run spec


@dataclass
class Hooks:
    """How a front door shows a run: progress while parsing and predicting, the perturb summary, and
    one-line notes (rows left out). The defaults show nothing."""

    parsing: Callable[[], AbstractContextManager[ParseProgress | None]] = lambda: nullcontext()
    predicting: Callable[[int], AbstractContextManager[Callable[[int], None] | None]] = lambda total: (
        nullcontext()
    )
    perturbed: Callable[[Summary, Options, RuleSet], None] = lambda summary, options, rules: None
    note: Callable[[str], None] = lambda line: None
    column_hint: str = "name the right columns with input.premise_col / input.hypothesis_col."


@dataclass(frozen=True)
class Overrides:
    """What a Python caller hands over in memory instead of naming in the spec."""

    data: Any = None  # a table to perturb (see `as_table`) instead of input.data
    perturbed_data: Any = None  # a table `perturb` wrote instead of input.perturbed
    originals: Any = None
    model: ModelLike | None = None  # a Model or function instead of model.spec
    parser: Parser | None = None
    human: Sequence[HumanFigure] | None = None
    executor: Executor | None = None


def recorded_spec(spec: RunSpec) -> dict[str, Any]:
    """The spec as a report records it: what produced the numbers, so not where the outputs went (a
    report is the same file whatever it is called)."""
    recorded = spec.to_dict()
    recorded["outputs"] = {
        key: value
        for key, value in recorded["outputs"].items()
        if key not in ("report", "html", "markdown", "predictions")
    }
    return recorded


def rule_set_of(spec: RunSpec) -> RuleSet:
    causer = spec.rules.causer
    return load_rules(
        [Path(path) for path in spec.rules.files], variables={"causer": causer} if causer else None
    )


def options_of(spec: RunSpec, rule_set: RuleSet) -> Options:
    perturbed = spec.input.perturbed is not None
    return make_options(
        rule_set,
        spec.selection.ops or (ALL if perturbed else CORE_OPS),
        spec.selection.pairs or ALL,
        premise_col=spec.input.premise_col,
        label_col=spec.input.label_col,
        verify=spec.selection.verify,
        verified_only=spec.selection.verified_only,
        hypothesis_col=spec.input.hypothesis_col,
        strict=spec.engine.strict,
    )


def model_of(spec: RunSpec, override: ModelLike | None = None) -> Any:
    """The model of the spec (or the caller's object), with the spec's backend options."""
    if override is None:
        return resolve_model(spec.model.spec, **check_model_options(spec.model.spec, spec.model.options))
    options = dict(spec.model.options)
    return resolve_model(override, **options)


def assemble(
    spec: RunSpec,
    *,
    hooks: Hooks | None = None,
    overrides: Overrides | None = None,
    rule_set: RuleSet | None = None,
    prediction_cache: bool | None = None,
) -> Evaluation:
    """Run `spec` and return its evaluation (the `--predictions` file written as the pairs are scored;
    the other outputs are the caller's). The report's provenance records the spec."""
    hooks = hooks or Hooks()
    overrides = overrides or Overrides()
    rule_set = rule_set or rule_set_of(spec)
    options = options_of(spec, rule_set)
    model = model_of(spec, overrides.model)
    columns = Columns(
        spec.input.premise_col,
        spec.input.hypothesis_col,
        spec.input.label_col,
        spec.input.score_col,
        spec.input.phenomena_col,
        spec.input.id_col,
    )
    directory = Path(spec.engine.cache_dir) if spec.engine.cache_dir else default_cache_dir()
    cache_dir = directory if spec.engine.cache else None
    left_out: Counter[str] = Counter()
    if spec.input.perturbed is not None or overrides.perturbed_data is not None:
        items = _read_perturbed(spec, overrides, options, columns, left_out)
    else:
        items = _perturb(spec, overrides, rule_set, options, columns, cache_dir, hooks, left_out)
    if left_out:
        hooks.note(left_out_line(left_out))
    use_cache = spec.engine.cache if prediction_cache is None else prediction_cache
    predictions = Path(spec.outputs.predictions) if spec.outputs.predictions else None
    with (
        items,
        open_prediction_cache(directory if use_cache else None, refresh=spec.model.refresh) as cache,
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


def _perturb(
    spec: RunSpec,
    overrides: Overrides,
    rule_set: RuleSet,
    options: Options,
    columns: Columns,
    cache_dir: Path | None,
    hooks: Hooks,
    left_out: Counter[str],
) -> SpilledPairs:
    from stresskit.errors import StresskitError

    parser = overrides.parser or Parser(cache_dir=cache_dir)
    executor = overrides.executor or make_executor(spec.engine.workers, spec.engine.dask, parser.model)
    if overrides.data is not None:
        table = as_table(overrides.data, columns.premise, columns.hypothesis)
        check_original_ids(table, columns, "the data")
        with hooks.parsing() as progress:
            perturbation, renamed = prepared(table, rule_set, options, parser, progress, executor)
        rows: Any = renamed.rows
    else:
        if spec.input.data is None:
            raise StresskitError("give input.data (a table to perturb) or input.perturbed")
        source = TableFile(spec.input.data, [columns.premise, columns.hypothesis], hint=hooks.column_hint)
        check_original_ids(source, columns, spec.input.data)
        input_rows = InputRows.of(source, options)
        perturbation = Perturbation(rule_set, options, parser, executor)
        with hooks.parsing() as progress:
            perturbation.prepare((row.get(options.premise_col, "") for row in input_rows.rows()), progress)
        rows = input_rows.rows()
    items = SpilledPairs(pairs_of_rows(perturbation.rows(rows), columns, left_out=left_out))
    hooks.perturbed(perturbation.summary, options, rule_set)
    return items


def evaluate(
    data: Any,
    model: ModelLike,
    ops: Sequence[str] | str | None = None,
    pairs: Sequence[str] | str = ALL,
    *,
    perturbed: bool = False,
    originals: Any = None,
    premise_col: str = DEFAULT_PREMISE_COL,
    hypothesis_col: str = DEFAULT_HYPOTHESIS_COL,
    label_col: str = DEFAULT_LABEL_COL,
    score_col: str = DEFAULT_SCORE_COL,
    phenomena_col: str = DEFAULT_PHENOMENA_COL,
    id_col: str = DEFAULT_ID_COL,
    rules: Sequence[str | Path] = (),
    causer: str | None = None,
    verify: bool = False,
    verified_only: bool = False,
    batch_size: int = 32,
    cache: bool | None = None,
    cache_dir: str | Path | None = None,
    seed: int = 0,
    base_url: str | None = None,
    prompt_template: str | None = None,
    parser: Parser | None = None,
    model_version: str | None = None,
    label_order: str | Sequence[str] | None = None,
    task: str | None = None,
    refresh: bool = False,
    timeout: float = 30.0,
    retries: int = 3,
    concurrency: int = DEFAULT_CONCURRENCY,
    human: Sequence[HumanFigure] | None = None,
    workers: int = 1,
    dask: str | None = None,
    strict: bool = False,
) -> Report:
    """Perturb `data` (shapes as for `perturb`, a `datasets.Dataset` too), score `model`, return the `Report`.

    `model` is a spec string (see `stresskit.evaluation.models`), a `Model`, or a plain function from a list of
    (premise, hypothesis) pairs to labels, probability dicts or scores. `ops` defaults to the core ops
    (scramble, particle-swap, particle-delete). With `perturbed=True`, `data` is a table written by
    `stresskit perturb` and `ops`/`pairs`, when given, select its rows; `originals` (the source table,
    joined on `id_col`) then supplies the original premises instead of the `<premise_col>_origin` column.

    `cache=None` caches parses, and predictions of models that can be identified across runs (spec
    strings, `Model`s with a `fingerprint`); a plain function is asked afresh, since the state it
    captures cannot be fingerprinted. `cache=True`/`False` turns both caches on/off; `refresh=True`
    asks the model again and replaces its cached answers; `model_version` names what the spec cannot see
    (a checkpoint the function loads) and keys the cache. A model answering numbers needs `label_order`
    (class ids, e.g. "entailment,neutral,contradiction") or `task="sts"` (similarity scores).
    `timeout`, `retries` and `concurrency` (requests at once) apply to http(s) and openai models.
    `human` (figures from `parse_human_reference`, e.g. of `stresskit annotate import`) replaces the shipped
    JSICK-stress human reference in `report.human_reference`. An unexpected error on one premise makes
    its pairs skips ("internal error (ExceptionType); please report"); `strict=True` raises it instead.
    The call builds a `RunSpec` and runs it
    through `assemble`, as `stresskit evaluate` and `stresskit run` do.
    """
    spec_name = model if isinstance(model, str) else getattr(model, "name", None) or "python-object"
    given = {
        "base_url": base_url, "prompt_template": prompt_template, "model_version": model_version,
        "label_order": ",".join(label_order) if isinstance(label_order, list | tuple) else label_order,
        "task": task, "timeout": timeout, "retries": retries, "concurrency": concurrency,
    }  # fmt: skip
    defaults = {"timeout": 30.0, "retries": 3, "concurrency": DEFAULT_CONCURRENCY}
    options = {key: value for key, value in given.items() if value is not None and defaults.get(key) != value}
    spec = RunSpec(
        input=InputSpec(
            premise_col=premise_col,
            hypothesis_col=hypothesis_col,
            label_col=label_col,
            score_col=score_col,
            phenomena_col=phenomena_col,
            id_col=id_col,
        ),  # fmt: skip
        model=ModelSpec(spec=spec_name, options=options, batch_size=batch_size, refresh=refresh),
        rules=RulesSpec(files=tuple(str(path) for path in rules), causer=causer),
        selection=SelectionSpec(
            ops=tuple(_names(ops)) if ops else None,
            pairs=None if pairs == ALL else tuple(_names(pairs)),
            verify=verify,
            verified_only=verified_only,
        ),
        engine=EngineSpec(
            cache=cache is not False,
            cache_dir=None if cache_dir is None else str(cache_dir),
            workers=workers,
            dask=dask,
            strict=strict,
        ),
        outputs=OutputSpec(seed=seed),
    )
    overrides = Overrides(
        data=None if perturbed else data,
        perturbed_data=data if perturbed else None,
        originals=originals,
        model=None if isinstance(model, str) else model,
        parser=parser,
        human=human,
    )
    use_cache = cache if cache is not None else _identifiable(model)
    if use_cache:
        _check_cacheable(model, model_version)
    evaluation = assemble(
        spec, hooks=Hooks(note=lambda line: warnings.warn(line, stacklevel=4)), overrides=overrides,
        prediction_cache=use_cache,
    )  # fmt: skip
    if use_cache:
        # As the CLI does: say whose answers were read, since a cache can hold another model's.
        sys.stderr.write(evaluation.cache_line() + "\n")
    return evaluation.report


def _check_cacheable(model: ModelLike, model_version: str | None) -> None:
    """Refuse to cache the answers of an in-process callable that cannot be told apart from another
    of its name, unless `model_version` names it."""
    if isinstance(model, str) or model_version:
        return
    resolved = resolve_model(model)
    if not isinstance(resolved, PythonModel):
        return
    reason = resolved.unidentifiable
    if reason is not None:
        raise StresskitError(
            f"cannot tell {resolved.name} apart from other functions of its name ({reason}), so its cached "
            "answers could be another's: pass model_version='…' (change it whenever its answers may "
            "change) or cache=False"
        )


def _names(requested: Sequence[str] | str) -> list[str]:
    items = requested.split(",") if isinstance(requested, str) else list(requested)
    return [item.strip() for item in items if item.strip()]
