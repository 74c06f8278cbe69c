"""The Python functions: `stresskit.perturb`, `generate`, `augment` and `evaluate`. Each builds a `RunSpec`
from its arguments (the same settings, with the same defaults, as its command's options) and runs it through
the one assembler (`stresskit.evaluation.assembly`), keeping the rows in memory instead of writing them."""

from __future__ import annotations

import sys
import warnings
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import stresskit.conventions as defaults
from stresskit.conventions import ALL
from stresskit.errors import StresskitError
from stresskit.evaluation.assembly import Hooks, Overrides, assemble
from stresskit.evaluation.human_reference import HumanFigure
from stresskit.evaluation.metrics import Report
from stresskit.evaluation.models import DEFAULT_CONCURRENCY, PythonModel
from stresskit.evaluation.runner import ModelLike, _identifiable, resolve_model
from stresskit.evaluation.spec import (
    AUGMENT_STAGES,
    EVALUATE_STAGES,
    GENERATE_STAGES,
    PERTURB_STAGES,
    spec_of,
)
from stresskit.parsing.parser import Parser
from stresskit.rewriting.augment import AugmentResult, LabelPolicy
from stresskit.rewriting.generate import GenerateResult
from stresskit.rewriting.perturb import PerturbResult


def perturb(
    data: Any,
    ops: Sequence[str | Callable[..., Any]] | str = defaults.CORE_OPS,
    pairs: Sequence[str] | str = ALL,
    *,
    premise_col: str = defaults.DEFAULT_PREMISE_COL,
    hypothesis_col: str = defaults.DEFAULT_HYPOTHESIS_COL,
    label_col: str = defaults.DEFAULT_LABEL_COL,
    rules: Sequence[str | Path] = (),
    causer: str | None = None,
    keep_unchanged: bool = False,
    verify: bool = False,
    verified_only: bool = False,
    cache: bool = True,
    cache_dir: str | Path | None = None,
    model: str = defaults.DEFAULT_MODEL,
    parser: Parser | None = None,
    workers: int = 1,
    dask: str | None = None,
    strict: bool = False,
) -> PerturbResult:
    """Perturb premises from Python.

    `data` is a list of premise strings, a list of (premise, hypothesis) pairs, a list of row dicts, a pandas
    DataFrame, a Hugging Face `datasets.Dataset` or a `Table`; the result holds the same rows the CLI
    writes (`result.rows`, `result.to_pandas()`, or `datasets.Dataset.from_list(result.rows)`), and the
    typed rows (`result.perturbed`). `result.to_pandas()` keeps the input's column types (and
    `result.to_dataset()` a Dataset's features).

    `ops` may hold Python functions beside op names: each gets the premise's clause view and returns the
    rewritten sentence or `Skip(reason)` (see `stresskit.rewriting.function_ops`). `workers` > 1 parses
    and rewrites in that many processes; `dask` runs on a Dask cluster ("tcp://host:8786" or "local").
    An unexpected error on one premise becomes a skip, "internal error (ExceptionType); please report";
    `strict=True` raises it instead. `model` is the spaCy model that parses.
    """
    functions = [] if isinstance(ops, str) else [op for op in ops if not isinstance(op, str)]
    names = ops if isinstance(ops, str) else [op for op in ops if isinstance(op, str)]
    spec = spec_of(
        PERTURB_STAGES, **_settings(locals(), "data", "parser", "functions", "names", "ops"), ops=names
    )
    run = assemble(spec, overrides=Overrides(data=data, parser=parser, collect=True), functions=functions)
    assert run.perturbed is not None
    return run.perturbed


def generate(
    data: Any,
    phenomena: Sequence[str] | str = ALL,
    *,
    premise_col: str = defaults.DEFAULT_PREMISE_COL,
    id_col: str = defaults.DEFAULT_ID_COL,
    rules: Sequence[str | Path] = (),
    derive_rules: Sequence[str | Path] = (),
    cache: bool = True,
    cache_dir: str | Path | None = None,
    model: str = defaults.DEFAULT_MODEL,
    parser: Parser | None = None,
    workers: int = 1,
    dask: str | None = None,
    strict: bool = False,
) -> GenerateResult:
    """Derive JaNLI-style labelled pairs from sentences, from Python.

    `data` takes the shapes `perturb` takes (sentences, row dicts, a DataFrame, a `datasets.Dataset`); each
    sentence in `premise_col` is the input of every rule of the chosen `phenomena` (comma-separated names or
    'all'). `source_id` is the row's `id_col` value, else its position (1 for the first sentence).
    The result's rows have the columns of `stresskit generate` (`result.rows`, `result.to_pandas()`).
    `workers` > 1 parses and derives in that many processes; `dask` runs on a Dask cluster ("tcp://host:8786"
    or "local"); the rows are the same. An unexpected error on one sentence becomes a skip, "internal
    error (ExceptionType); please report"; `strict=True` raises it instead."""
    spec = spec_of(GENERATE_STAGES, **_settings(locals(), "data", "parser"))
    run = assemble(spec, overrides=Overrides(data=data, parser=parser, collect=True))
    assert run.generated is not None
    return run.generated


def augment(
    data: Any,
    ops: Sequence[str] | str = defaults.CORE_OPS,
    per_op: int = 300,
    *,
    pairs: Sequence[str] | str = ALL,
    label_policy: LabelPolicy = "expected",
    seed: int = 0,
    premise_col: str = defaults.DEFAULT_PREMISE_COL,
    hypothesis_col: str = defaults.DEFAULT_HYPOTHESIS_COL,
    label_col: str = defaults.DEFAULT_LABEL_COL,
    rules: Sequence[str | Path] = (),
    causer: str | None = None,
    cache: bool = True,
    cache_dir: str | Path | None = None,
    model: str = defaults.DEFAULT_MODEL,
    parser: Parser | None = None,
    workers: int = 1,
    dask: str | None = None,
    strict: bool = False,
) -> AugmentResult:
    """Perturb training `data` (shapes as for `perturb`) and sample up to `per_op` labelled rows per op,
    label-balanced and seeded (see `stresskit.rewriting.augment`); the other arguments as for `perturb`."""
    spec = spec_of(AUGMENT_STAGES, **_settings(locals(), "data", "parser"))
    run = assemble(spec, overrides=Overrides(data=data, parser=parser, collect=True))
    assert run.augmented is not None
    return run.augmented


def _settings(given: dict[str, Any], *left_out: str) -> dict[str, Any]:
    """A function's arguments as the settings of its run spec, without those it hands over in memory."""
    return {name: value for name, value in given.items() if name not in left_out}


def evaluate(
    data: Any,
    model: ModelLike,
    ops: Sequence[str] | str | None = None,
    pairs: Sequence[str] | str = ALL,
    *,
    perturbed: bool = False,
    originals: Any = None,
    premise_col: str = defaults.DEFAULT_PREMISE_COL,
    hypothesis_col: str = defaults.DEFAULT_HYPOTHESIS_COL,
    label_col: str = defaults.DEFAULT_LABEL_COL,
    score_col: str = defaults.DEFAULT_SCORE_COL,
    phenomena_col: str = defaults.DEFAULT_PHENOMENA_COL,
    id_col: str = defaults.DEFAULT_ID_COL,
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
    settings = _settings(locals(), "data", "perturbed", "originals", "parser", "human")
    settings["model"] = model if isinstance(model, str) else getattr(model, "name", None) or "python-object"
    settings["cache"] = cache is not False  # None: parses cached, predictions as use_cache says below
    spec = spec_of(EVALUATE_STAGES, **settings)
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
    ).evaluation  # fmt: skip
    assert evaluation is not None
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
