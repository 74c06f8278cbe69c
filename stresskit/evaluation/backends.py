"""Model backends by spec prefix, each with its own option schema.

A run spec's `model.options` go to the one backend its `model.spec` names, checked against that backend's
options (an option another backend takes is an error naming the spec key, not silently ignored). A
third-party package adds a backend through an entry point:

    [project.entry-points."stresskit.models"]
    mybackend = "my_package.models:BACKEND"

where BACKEND is a `Backend` whose `load(spec, options)` returns a model (an object with `name` and
`predict(pairs) -> list[Prediction]`, see `stresskit.evaluation.models.Model`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from importlib import metadata
from typing import Any

from stresskit.errors import StresskitError
from stresskit.evaluation.models import DEFAULT_CONCURRENCY, SPEC_FORMS, Model, load_model

ENTRY_POINT_GROUP = "stresskit.models"


@dataclass(frozen=True)
class Option:
    """One backend option: its type, default and what it does."""

    kind: type
    default: Any
    help: str


@dataclass(frozen=True)
class Backend:
    """A model backend: the spec prefix it serves, its options, and how to load a model from a spec."""

    prefix: str
    options: Mapping[str, Option]
    load: Callable[[str, Mapping[str, Any]], Model]
    description: str = ""


_READING = {
    "model_version": Option(str, None, "names what the spec cannot see; keys the prediction cache"),
    "label_order": Option(str, None, "the label of class id 0, 1, 2…, comma-separated"),
    "task": Option(str, None, "nli (labels, default) or sts (similarity scores)"),
}
_REMOTE = {
    "timeout": Option(float, 30.0, "seconds to wait for each request"),
    "retries": Option(int, 3, "retries of a failed request (timeouts, HTTP 429/5xx)"),
    "backoff": Option(float, 0.5, "seconds before the first retry, doubling"),
    "concurrency": Option(int, DEFAULT_CONCURRENCY, "requests sent at once"),
}
_OPENAI = {
    "base_url": Option(str, None, "base URL of the OpenAI-compatible server"),
    "prompt_template": Option(str, None, "the prompt, with {premise} and {hypothesis} placeholders"),
}


def _builtin(spec: str, options: Mapping[str, Any]) -> Model:
    return load_model(spec, **options)


BUILTIN_BACKENDS: dict[str, Backend] = {
    "python": Backend("python", _READING, _builtin, "python:FILE.py:FUNCTION or python:MODULE:FUNCTION"),
    "hf": Backend("hf", _READING, _builtin, "hf:DIRECTORY (a transformers sequence classifier)"),
    "baseline": Backend("baseline", {"model_version": _READING["model_version"]}, _builtin, "baseline:DIR"),
    "http": Backend("http", _READING | _REMOTE, _builtin, "http://HOST/PATH answering JSON predictions"),
    "https": Backend("https", _READING | _REMOTE, _builtin, "https://HOST/PATH answering JSON predictions"),
    "openai": Backend(
        "openai", {"model_version": _READING["model_version"]} | _REMOTE | _OPENAI, _builtin, "openai:MODEL"
    ),
}


def backends() -> dict[str, Backend]:
    """Every backend: the built-in ones and those of installed packages' `stresskit.models` entry points."""
    found = dict(BUILTIN_BACKENDS)
    for entry in metadata.entry_points(group=ENTRY_POINT_GROUP):
        try:
            backend = entry.load()
        except Exception as error:  # a broken plug-in is named, whatever it raised
            raise StresskitError(
                f"the model backend entry point {entry.name!r} failed to load: {error}"
            ) from error
        if not isinstance(backend, Backend) or backend.prefix != entry.name:
            raise StresskitError(
                f"the model backend entry point {entry.name!r} must name a Backend whose prefix is {entry.name!r}"
            )
        if entry.name in BUILTIN_BACKENDS:
            raise StresskitError(f"the model backend entry point {entry.name!r} reuses a built-in prefix")
        found[entry.name] = backend
    return found


def backend_of(spec: str) -> Backend:
    """The backend a model spec names by its prefix (`openai:gpt-4o` → openai)."""
    prefix = spec.partition(":")[0]
    backend = backends().get(prefix)
    if backend is None:
        raise StresskitError(f"unknown model spec {spec!r}: use one of {SPEC_FORMS}")
    return backend


def check_model_options(spec: str, options: Mapping[str, Any]) -> dict[str, Any]:
    """`options` checked against the backend of `spec`: the known ones, of the right type."""
    backend = backend_of(spec)
    checked = {}
    for name, value in options.items():
        option = backend.options.get(name)
        if option is None:
            takes = ", ".join(backend.options) or "no options"
            raise StresskitError(
                f"model.options.{name}: the {backend.prefix} backend does not take it (it takes {takes})"
            )
        if value is not None and not _is(value, option.kind):
            raise StresskitError(f"model.options.{name} must be {option.kind.__name__}, not {value!r}")
        checked[name] = float(value) if option.kind is float and value is not None else value
    return checked


def _is(value: object, kind: type) -> bool:
    if kind is float:
        return isinstance(value, int | float) and not isinstance(value, bool)
    if kind is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, kind)


def load_backend_model(spec: str, options: Mapping[str, Any]) -> Model:
    """The model `spec` names, loaded by its backend with its checked options."""
    return backend_of(spec).load(spec, check_model_options(spec, options))
