"""A run is data: `RunSpec` says what to read, which rules and ops, how to run the engine, which model with
which backend options, and what to write. `stresskit run spec.yaml` runs one from a file; the report's
provenance records it, so a published number can be re-run from that one file.

The spec file mirrors the dataclasses (every key optional except one of `input.data` / `input.perturbed`,
and `model.spec` when the run predicts):

    stages:    [read, perturb, predict, score, write]                  # the default: an evaluation
    input:     {data: test.tsv, premise_col: sentence_A_Ja, ...}      # or perturbed: perturbed.tsv
    rules:     {files: [my_rules.yaml], causer: ある人, derive_files: []}
    selection: {ops: [scramble, particle-swap], pairs: all, verify: false, verified_only: false,
                keep_unchanged: false, phenomena: all}
    sample:    {per_op: 300, label_policy: expected, seed: 0, merge: false}    # the sample stage (augment)
    engine:    {cache: true, workers: 1, dask: null}
    model:     {spec: "openai:gpt-4o-mini", batch_size: 32, refresh: false,
                options: {base_url: "http://127.0.0.1:8000/v1", timeout: 30}}
    outputs:   {report: report.json, html: null, markdown: null, predictions: null, seed: 0, human: null,
                rows: null, format: null}

`stages` names the pipeline: `[read, perturb, predict, score, write]` evaluates (with `input.perturbed` the
perturb stage reads the rows `perturb` wrote), `[read, perturb, write]` perturbs, `[read, derive, write]`
generates and `[read, perturb, sample, write]` augments; `outputs.rows` is where the last three write their
rows (stdout when empty).

Errors name spec keys (`model.options.timeout`), never command-line flags.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from pathlib import Path
from types import UnionType
from typing import Any, get_args, get_origin, get_type_hints

import yaml

from stresskit.conventions import (
    ALL,
    DEFAULT_HYPOTHESIS_COL,
    DEFAULT_ID_COL,
    DEFAULT_LABEL_COL,
    DEFAULT_MODEL,
    DEFAULT_PHENOMENA_COL,
    DEFAULT_PREMISE_COL,
    DEFAULT_SCORE_COL,
)
from stresskit.errors import StresskitError
from stresskit.evaluation.models import DEFAULT_CONCURRENCY

READ, PERTURB, DERIVE, SAMPLE, PREDICT, SCORE, WRITE = (
    "read",
    "perturb",
    "derive",
    "sample",
    "predict",
    "score",
    "write",
)
EVALUATE_STAGES = (READ, PERTURB, PREDICT, SCORE, WRITE)
PERTURB_STAGES = (READ, PERTURB, WRITE)
GENERATE_STAGES = (READ, DERIVE, WRITE)
AUGMENT_STAGES = (READ, PERTURB, SAMPLE, WRITE)
PIPELINES = (EVALUATE_STAGES, PERTURB_STAGES, GENERATE_STAGES, AUGMENT_STAGES)


@dataclass(frozen=True, kw_only=True)
class InputSpec:
    """What to read: a table to perturb (`data`), or a file `perturb` wrote (`perturbed`, with the optional
    `originals` table whose premises replace its origin column), and the columns to read."""

    data: str | None = None
    perturbed: str | None = None
    originals: str | None = None
    premise_col: str = DEFAULT_PREMISE_COL
    hypothesis_col: str = DEFAULT_HYPOTHESIS_COL
    label_col: str = DEFAULT_LABEL_COL
    score_col: str = DEFAULT_SCORE_COL
    phenomena_col: str = DEFAULT_PHENOMENA_COL
    id_col: str = DEFAULT_ID_COL


@dataclass(frozen=True, kw_only=True)
class RulesSpec:
    """Rule files (or directories) beside the built-in ones, and the causer nouns of the causative op."""

    files: tuple[str, ...] = ()
    causer: str | None = None
    derive_files: tuple[str, ...] = ()  # derivation rule files or directories (the derive stage)


@dataclass(frozen=True, kw_only=True)
class SelectionSpec:
    """Which ops and case pairs (None: the core ops; with a perturbed file, every row), and which phenomena
    the derive stage derives (None: all)."""

    ops: tuple[str, ...] | None = None
    pairs: tuple[str, ...] | None = None  # None: all
    verify: bool = False
    verified_only: bool = False
    keep_unchanged: bool = False  # the perturb stage also passes on the rows where nothing applied
    phenomena: tuple[str, ...] | None = None  # None: all


@dataclass(frozen=True, kw_only=True)
class SampleSpec:
    """The sample stage (augment): up to `per_op` rewrites per op, label-balanced, seeded; `merge` writes the
    input rows first."""

    per_op: int = 300
    label_policy: str = "expected"  # or "random": a seeded random label for label-changing ops
    seed: int = 0
    merge: bool = False


@dataclass(frozen=True, kw_only=True)
class EngineSpec:
    """How the engine runs: the parse and prediction caches, worker processes, a Dask cluster."""

    cache: bool = True
    cache_dir: str | None = None  # default: STRESSKIT_CACHE_DIR or the user cache folder
    workers: int = 1
    dask: str | None = None
    skip_details: bool = False
    strict: bool = False  # an unexpected error on one sentence stops the run instead of being a skip
    parser_model: str = DEFAULT_MODEL  # the spaCy/GiNZA model that parses


@dataclass(frozen=True, kw_only=True)
class ModelSpec:
    """The model: its spec string, its backend's own options (checked against the backend's schema, see
    `stresskit.evaluation.backends`), the batch size and whether to ask again instead of reading the cache."""

    spec: str
    options: Mapping[str, Any] = field(default_factory=dict)
    batch_size: int = 32
    refresh: bool = False


@dataclass(frozen=True, kw_only=True)
class OutputSpec:
    """What to write, the seed of the bootstrap intervals, and the human reference to show."""

    report: str | None = None
    html: str | None = None
    markdown: str | None = None
    predictions: str | None = None
    seed: int = 0
    human: str | None = None
    rows: str | None = None  # where a perturb, derive or sample run writes its rows (None: stdout)
    format: str | None = None  # tsv, csv or jsonl (None: from the file's extension)


@dataclass(frozen=True, kw_only=True)
class RunSpec:
    """One run, as data: its stages (see the module docstring) and their settings."""

    input: InputSpec
    model: ModelSpec | None = None  # required when the run predicts
    stages: tuple[str, ...] = EVALUATE_STAGES
    rules: RulesSpec = field(default_factory=RulesSpec)
    selection: SelectionSpec = field(default_factory=SelectionSpec)
    sample: SampleSpec = field(default_factory=SampleSpec)
    engine: EngineSpec = field(default_factory=EngineSpec)
    outputs: OutputSpec = field(default_factory=OutputSpec)

    def check(self, source: str = "the run spec") -> None:
        """Fail naming the key of a spec whose stages are no pipeline or lack what they need."""
        if self.stages not in PIPELINES:
            shown = " | ".join("[" + ", ".join(stages) + "]" for stages in PIPELINES)
            raise StresskitError(f"{source}: stages must be one of {shown}")
        if PREDICT in self.stages and self.model is None:
            raise StresskitError(f"{source}: model.spec is required")
        if self.input.perturbed is not None and self.stages != EVALUATE_STAGES:
            raise StresskitError(f"{source}: input.perturbed is read only by an evaluation; give input.data")

    def to_dict(self) -> dict[str, Any]:
        """The spec as plain data (what `from_dict` reads and provenance records)."""
        return _plain(dataclasses.asdict(self))

    @classmethod
    def from_dict(cls, data: object, source: str = "the run spec") -> RunSpec:
        """A spec from plain data; an unknown or mistyped key is an error naming it (`model.options.x`)."""
        spec = _build(cls, data, "", source)
        if spec.input.data is None and spec.input.perturbed is None:
            raise StresskitError(f"{source}: give input.data (a table to perturb) or input.perturbed")
        if spec.input.data is not None and spec.input.perturbed is not None:
            raise StresskitError(f"{source}: give input.data or input.perturbed, not both")
        spec.check(source)
        if spec.model is None:
            return spec
        from stresskit.evaluation.backends import check_model_options

        try:
            check_model_options(spec.model.spec, spec.model.options)
        except StresskitError as error:
            raise StresskitError(f"{source}: {error.template}") from error
        return spec

    def resolved(self, base: Path) -> RunSpec:
        """The spec with its relative file paths taken from `base` (the spec file's folder)."""

        def at(value: str | None) -> str | None:
            return None if value is None else str(base / value)

        return dataclasses.replace(
            self,
            model=None
            if self.model is None
            else dataclasses.replace(self.model, spec=_model_spec_at(self.model.spec, base)),
            input=dataclasses.replace(
                self.input,
                data=at(self.input.data),
                perturbed=at(self.input.perturbed),
                originals=at(self.input.originals),
            ),  # fmt: skip
            rules=dataclasses.replace(
                self.rules,
                files=tuple(str(base / path) for path in self.rules.files),
                derive_files=tuple(str(base / path) for path in self.rules.derive_files),
            ),
            outputs=dataclasses.replace(
                self.outputs,
                report=at(self.outputs.report),
                html=at(self.outputs.html),
                markdown=at(self.outputs.markdown),
                predictions=at(self.outputs.predictions),
                human=at(self.outputs.human),
                rows=at(self.outputs.rows),
            ),  # fmt: skip
        )


# The backend options a front door passes only when they differ from the backends' defaults (the python
# backend takes no timeout: a default must not count as given).
MODEL_OPTION_DEFAULTS = {"timeout": 30.0, "retries": 3, "concurrency": DEFAULT_CONCURRENCY}
MODEL_OPTIONS = (
    "base_url",
    "prompt_template",
    "model_version",
    "label_order",
    "task",
    *MODEL_OPTION_DEFAULTS,
)
# A setting whose name is not its key's last part (the rest are found by name in the sections).
_SETTING_KEYS = {"rules": "rules.files", "derive_rules": "rules.derive_files"}
_SELECTED = ("ops", "pairs", "phenomena")


def spec_of(stages: tuple[str, ...], **settings: Any) -> RunSpec:
    """The spec of a front door's options, each named as its key's last part (`premise_col`, `workers`, `seed`;
    `rules` and `derive_rules` are the rule files): the one way every command and Python function turns its
    options into a run. `model` is the model to ask when the stages predict, else the spaCy model that
    parses; `seed` seeds the sample stage when there is one, else the bootstrap; the model options go to
    model.options when they differ from the backends' defaults. Lists and paths become tuples and text,
    comma-separated names are split, and 'all' pairs or phenomena are None."""
    sections: dict[str, dict[str, Any]] = {"input": {}}
    hints = get_type_hints(RunSpec)
    options: dict[str, Any] = {}
    for name, value in settings.items():
        if name in MODEL_OPTIONS:
            if value is not None and MODEL_OPTION_DEFAULTS.get(name) != value:
                options[name] = ",".join(value) if isinstance(value, list | tuple) else value
            continue
        section, field_name = _setting_key(name, stages).split(".")
        sections.setdefault(section, {})[field_name] = _setting(field_name, value)
    model = sections.pop("model", None)
    return RunSpec(
        stages=stages,
        model=None if model is None else ModelSpec(**model, options=options),
        **{name: _section(hints[name])(**values) for name, values in sections.items()},
    )


def _setting_key(name: str, stages: tuple[str, ...]) -> str:
    if name == "model":
        return "model.spec" if PREDICT in stages else "engine.parser_model"
    if name == "seed":
        return "sample.seed" if SAMPLE in stages else "outputs.seed"
    if name in _SETTING_KEYS:
        return _SETTING_KEYS[name]
    for section, hint in get_type_hints(RunSpec).items():
        kind = _section(hint)
        if dataclasses.is_dataclass(kind) and name in {f.name for f in fields(kind)}:
            return f"{section}.{name}"
    raise TypeError(f"no run-spec key for the setting {name!r}")


def _section(hint: Any) -> Any:
    return next((option for option in get_args(hint) or (hint,) if dataclasses.is_dataclass(option)), hint)


def _setting(name: str, value: Any) -> Any:
    """A front door's value as the spec holds it."""
    if isinstance(value, Path):
        return str(value)
    if name in _SELECTED or name in ("files", "derive_files"):
        if value is None:
            return None if name in _SELECTED else ()
        items = value.split(",") if isinstance(value, str) else [str(item) for item in value]
        names = tuple(item.strip() for item in items if item.strip())
        if name in _SELECTED and (not names or (names == (ALL,) and name != "ops")):
            return None
        return names
    return value


def _model_spec_at(spec: str, base: Path) -> str:
    """A model spec whose file or folder (python:FILE.py:FUNCTION, hf:DIR, baseline:DIR) is taken from
    `base` when it is relative and there."""
    scheme, _, rest = spec.partition(":")
    target, colon, function = rest.rpartition(":") if scheme == "python" else (rest, "", "")
    if scheme not in ("python", "hf", "baseline") or not target or Path(target).is_absolute():
        return spec
    if scheme == "python" and not target.endswith(".py"):
        return spec  # a module name
    if not (base / target).exists():
        return spec
    return f"{scheme}:{base / target}{colon}{function}"


def load_spec(path: Path) -> RunSpec:
    """The spec a YAML (or JSON) file holds, its relative paths taken from the file's folder."""
    try:
        data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    except OSError as error:
        raise StresskitError(f"cannot read the run spec {path} ({error.strerror}): check the path") from error
    except (yaml.YAMLError, UnicodeDecodeError) as error:
        raise StresskitError(f"{path} is not a YAML file ({error}): fix the run spec") from error
    return RunSpec.from_dict(data, str(path)).resolved(Path(path).parent)


def _build(cls: type, data: object, prefix: str, source: str) -> Any:
    where = prefix.rstrip(".") or "the top level"
    if not isinstance(data, Mapping):
        raise StresskitError(f"{source}: {where} must be a mapping of keys to values")
    known = {f.name: f for f in fields(cls)}
    unknown = [str(key) for key in data if key not in known]
    if unknown:
        raise StresskitError(
            f"{source}: unknown key {prefix}{unknown[0]} — the keys of {where} are {', '.join(known)}"
        )
    hints = get_type_hints(cls)
    values = {}
    for name, f in known.items():
        if name not in data:
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise StresskitError(f"{source}: {prefix}{name} is required")
            continue
        values[name] = _value(hints[name], data[name], f"{prefix}{name}", source)
    return cls(**values)


def _value(hint: Any, value: object, key: str, source: str) -> Any:
    options = get_args(hint) if isinstance(hint, UnionType) else (hint,)
    if value is None:
        if type(None) in options:
            return None
        raise StresskitError(f"{source}: {key} may not be empty")
    for option in options:
        if dataclasses.is_dataclass(option):
            return _build(option, value, f"{key}.", source)
    if any(get_origin(option) is tuple for option in options):
        items = value.split(",") if isinstance(value, str) else value
        if not isinstance(items, list | tuple) or not all(isinstance(item, str) for item in items):
            raise StresskitError(f"{source}: {key} must be a list of names (or one comma-separated string)")
        names = tuple(item.strip() for item in items if item.strip())
        selects = key.endswith(("ops", "pairs", "phenomena"))
        if selects and (not names or (names == (ALL,) and not key.endswith("ops"))):
            return None  # every pair, every phenomenon; no ops named: the core ops
        return names
    if any(get_origin(option) is Mapping for option in options):
        if not isinstance(value, Mapping):
            raise StresskitError(f"{source}: {key} must be a mapping of option names to values")
        return dict(value)
    for kind in (bool, int, float, str):
        if kind in options:
            if kind is float and isinstance(value, int) and not isinstance(value, bool):
                return float(value)
            if isinstance(value, kind) and not (kind is int and isinstance(value, bool)):
                return value
    wanted = " or ".join(getattr(option, "__name__", str(option)) for option in options)
    raise StresskitError(f"{source}: {key} must be {wanted}, not {value!r}")


def _plain(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_plain(item) for item in value]
    if isinstance(value, Mapping):
        return {key: _plain(item) for key, item in value.items()}
    return value
