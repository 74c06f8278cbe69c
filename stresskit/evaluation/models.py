"""Model adapters: one `Model` interface over several backends, chosen by a spec string.

Spec forms:
    python:module:function            a function in a module importable from the current directory
    python:path/to/file.py:function   a function in a Python file
    hf:PATH                           a local transformers sequence-classification model directory
    http(s)://URL                     a JSON server: POST {"pairs": [...]} -> {"predictions": [...]}
    openai:MODEL                      an OpenAI-compatible chat endpoint (needs base_url), one call per pair
    baseline:DIR                      the built-in baseline (stresskit.evaluation.baseline)

Every backend answers, per pair, a label string, a dict of label probabilities, or a number: a class id
(read through a `--label-order`) or an STS score (with `--task sts`); see `OutputReading`. Labels are
normalised to `LABELS`. A two-way model (entailment / not-entailment) keeps its
second label as `NON_ENTAILMENT`; downstream consistency checks treat "non-entailment" as matching
both "neutral" and "contradiction".
"""

from __future__ import annotations

import hashlib
import http.client
import importlib
import importlib.util
import inspect
import json
import math
import numbers
import os
import re
import socket
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any, Protocol

from stresskit.conventions import LABELS, NON_ENTAILMENT
from stresskit.errors import ModelFailed, StresskitError
from stresskit.errors import key as spec_key

Pair = tuple[str, str]  # (premise, hypothesis)

SPEC_FORMS = (
    "python:module:function, python:path/to/file.py:function, hf:PATH, http(s)://URL, "
    "openai:MODEL (with a base URL), baseline:DIR"
)

_LABEL_ALIASES = {
    "entailment": "entailment",
    "entail": "entailment",
    "entails": "entailment",
    "yes": "entailment",
    "含意": "entailment",
    "contradiction": "contradiction",
    "contradict": "contradiction",
    "contradicts": "contradiction",
    "no": "contradiction",
    "矛盾": "contradiction",
    "neutral": "neutral",
    "unknown": "neutral",
    "中立": "neutral",
    "non_entailment": NON_ENTAILMENT,
    "not_entailment": NON_ENTAILMENT,
}

# Free-text answers: the earliest keyword wins. English words must not touch other ASCII letters
# ("no" inside "unknown" or "not" is not an answer); Japanese has no word boundaries to check.
_ANSWER_KEYWORDS = {
    "non[ _-]?entailment": NON_ENTAILMENT,
    "not[ _-]?entailment": NON_ENTAILMENT,
    "entailment|entails?|yes": "entailment",
    "contradiction|contradicts?|no": "contradiction",
    "neutral|unknown|undetermined": "neutral",
}
_JAPANESE_KEYWORDS = {
    "含意": "entailment",
    "はい": "entailment",
    "矛盾": "contradiction",
    "いいえ": "contradiction",
    "中立": "neutral",
    "不明": "neutral",
    "どちらとも": "neutral",
}
_ANSWER_PATTERN = re.compile(
    "|".join(
        [f"(?<![a-z])(?P<en{i}>{words})(?![a-z])" for i, words in enumerate(_ANSWER_KEYWORDS)]
        + [f"(?P<ja{i}>{word})" for i, word in enumerate(_JAPANESE_KEYWORDS)]
    ),
    re.IGNORECASE,
)
_ANSWER_LABELS = {f"en{i}": label for i, label in enumerate(_ANSWER_KEYWORDS.values())} | {
    f"ja{i}": label for i, label in enumerate(_JAPANESE_KEYWORDS.values())
}
# Reasoning models may deliberate over every label before answering; only the answer counts.
_THINKING = re.compile(r"<think>.*?</think>", re.DOTALL | re.IGNORECASE)

_HTTP_EXPECTED = 'it must answer {"predictions": [...]} with one label, probability dict or number per pair'
_OPENAI_EXPECTED = "it must be an OpenAI-compatible /v1/chat/completions endpoint"


TASKS = ("nli", "sts")
DEFAULT_CONCURRENCY = 8  # requests an http(s) or openai model is sent at once


@dataclass(frozen=True)
class Prediction:
    label: str | None  # normalised NLI label, or None for a pure STS model or an unparsed answer
    probabilities: dict[str, float] | None = None
    score: float | None = None  # STS similarity score

    @property
    def unparsed(self) -> bool:
        """The model answered, but with no label and no score (an LLM's free text without a label)."""
        return self.label is None and self.score is None


UNPARSED = Prediction(label=None)


@dataclass(frozen=True)
class OutputReading:
    """How to read the numbers a model answers: class ids by `label_order`, or STS scores (`task="sts"`).

    A bare number is ambiguous (an argmax id 0/1/2 or a similarity score?), so without one of these
    it is an error rather than a guess.
    """

    label_order: tuple[str, ...] | None = None
    task: str = "nli"

    def describe(self) -> str:
        order = ",".join(self.label_order) if self.label_order else "-"
        return f"task={self.task} label_order={order}"


def make_reading(label_order: str | Sequence[str] | None = None, task: str | None = None) -> OutputReading:
    """Check the user's `--label-order` / `--task` and build the `OutputReading` they describe."""
    if task is not None and task not in TASKS:
        raise StresskitError(f"unknown task {task!r}: use nli or sts ({spec_key('model.options.task')})")
    order = None
    if label_order:
        names = label_order.split(",") if isinstance(label_order, str) else list(label_order)
        order = tuple(
            normalise_label(name, spec_key("model.options.label_order")) for name in names if name.strip()
        )
        twice = [label for label, count in Counter(order).items() if count > 1]
        if twice:
            raise StresskitError(
                f"{spec_key('model.options.label_order')} names {twice[0]} twice: give each class id's label once, in id order, "
                f"e.g. {','.join(LABELS)}"
            )
    return OutputReading(label_order=order, task=task or "nli")


class Model(Protocol):
    name: str

    def predict(self, pairs: Sequence[Pair]) -> list[Prediction]: ...


def normalise_label(raw: str, source: str = "model") -> str:
    """Map a label as a model spells it to one of `LABELS` or `NON_ENTAILMENT`."""
    key = re.sub(r"[\s-]+", "_", raw.strip().lower())
    if key in _LABEL_ALIASES:
        return _LABEL_ALIASES[key]
    if re.fullmatch(r"label_\d+", key):
        raise StresskitError(
            f"{source} gave the bare class name {raw!r}: give the model an id2label mapping "
            "(config.json) naming entailment/neutral/contradiction"
        )
    raise StresskitError(
        f"{source} gave the unknown label {raw!r}: use entailment/neutral/contradiction "
        "(or 含意/中立/矛盾, yes/unknown/no, entailment/not_entailment)"
    )


def parse_answer_label(answer: str, source: str = "model") -> str:
    """Read an NLI label from a free-text (chat) answer: the first label keyword in it."""
    match = _ANSWER_PATTERN.search(_THINKING.sub("", answer))
    if match is None or match.lastgroup is None:
        raise StresskitError(
            f"{source} gave an answer with no NLI label: {_snippet(answer)!r}; the answer must contain "
            "含意/矛盾/中立 or entailment/contradiction/neutral (adjust the prompt template)"
        )
    return _ANSWER_LABELS[match.lastgroup]


def to_prediction(value: object, source: str = "model", reading: OutputReading | None = None) -> Prediction:
    """Turn one raw model output (label, probability dict or number) into a `Prediction`."""
    if isinstance(value, str):
        return Prediction(label=normalise_label(value, source))
    if isinstance(value, Mapping):
        return _from_probabilities(value, source)
    if _is_number(value):
        return _from_number(float(value), value, source, reading or OutputReading())  # type: ignore[arg-type]
    raise StresskitError(
        f"{source} answered {_snippet(repr(value))} ({type(value).__name__}): each prediction must be "
        "a label string, a dict of label probabilities or a number"
    )


def to_predictions(
    outputs: object, count: int, source: str = "model", reading: OutputReading | None = None
) -> list[Prediction]:
    """Convert a whole batch of raw outputs, checking there is exactly one per pair."""
    if isinstance(outputs, str | bytes | Mapping) or not isinstance(outputs, Iterable):
        raise StresskitError(
            f"{source} answered {type(outputs).__name__} {_snippet(repr(outputs))} instead of a list "
            "with one prediction per pair"
        )
    items = list(outputs)
    check_count(len(items), count, source)
    label = next((item for item in items if isinstance(item, str)), None)
    number = next((item for item in items if _is_number(item)), None)
    if label is not None and number is not None:
        raise StresskitError(
            f"{source} answered both labels and numbers in one batch ({label!r} and {number!r}): "
            "a model must answer labels (or probability dicts) or scores, not a mix"
        )
    # A batch holds a handful of distinct label strings: normalise each once, not once per pair.
    distinct = dict.fromkeys(item for item in items if isinstance(item, str))
    labels = {text: to_prediction(text, source) for text in distinct}
    return [labels[item] if isinstance(item, str) else to_prediction(item, source, reading) for item in items]


def _is_number(value: object) -> bool:
    return isinstance(value, numbers.Real) and not isinstance(value, bool)


def _from_number(number: float, raw: object, source: str, reading: OutputReading) -> Prediction:
    if not math.isfinite(number):
        raise StresskitError(f"{source} answered the score {number}: every score must be a finite number")
    order = reading.label_order
    if order is not None:
        if not number.is_integer() or not 0 <= number < len(order):
            raise StresskitError(
                f"{source} answered the class id {raw!r}, but {spec_key('model.options.label_order')} names {len(order)} labels "
                f"(ids 0 to {len(order) - 1}): give the label of every class id the model answers"
            )
        return Prediction(label=order[int(number)])
    if reading.task == "sts":
        return Prediction(label=None, score=number)
    raise StresskitError(
        f"{source} answered the number {raw!r}: if it is a class id, give the label of each id with "
        f"{spec_key('model.options.label_order')} (e.g. {','.join(LABELS)}); if it is a similarity score, say so with "
        f"{spec_key('model.options.task')} sts"
    )


def _from_probabilities(raw: Mapping[Any, Any], source: str) -> Prediction:
    probabilities: dict[str, float] = {}
    for key, value in raw.items():
        label = normalise_label(str(key), source)
        if label in probabilities:
            raise StresskitError(f"{source} gave two probabilities for {label!r} in {_snippet(repr(raw))}")
        if not _is_number(value):
            raise StresskitError(f"{source} gave the non-numeric probability {value!r} for {key!r}")
        if not math.isfinite(value):
            raise StresskitError(
                f"{source} gave the probability {value} for {key!r} in {_snippet(repr(dict(raw)))}: "
                "every probability must be a finite number"
            )
        probabilities[label] = float(value)
    if not probabilities:
        raise StresskitError(f"{source} answered an empty probability dict: give one entry per label")
    return _from_distribution(list(probabilities), list(probabilities.values()))


def _from_distribution(labels: list[str], row: list[float]) -> Prediction:
    probabilities = dict(zip(labels, row, strict=True))
    return Prediction(label=max(probabilities, key=probabilities.__getitem__), probabilities=probabilities)


def check_count(got: int, expected: int, source: str) -> None:
    if got != expected:
        raise StresskitError(
            f"{source} answered {got} predictions for {expected} pairs: it must answer exactly one per pair"
        )


def _snippet(text: str, limit: int = 80) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


# --- loading ---------------------------------------------------------------------------------------


def load_model(
    spec: str,
    *,
    base_url: str | None = None,
    prompt_template: str | None = None,
    timeout: float = 30.0,
    retries: int = 3,
    backoff: float = 0.5,
    concurrency: int = DEFAULT_CONCURRENCY,
    model_version: str | None = None,
    label_order: str | Sequence[str] | None = None,
    task: str | None = None,
) -> Model:
    """Build the model a spec string names (see the module docstring for the forms).

    `timeout`, `retries`, `backoff` (first retry delay in seconds, doubling) and `concurrency`
    (requests at once) apply to the http(s) and openai backends; `base_url` and `prompt_template` to
    openai only. `model_version` names what the spec cannot see (a checkpoint a python file loads) and
    keys the prediction cache; `label_order` and `task` say how numbers are read (`OutputReading`).
    """
    if timeout <= 0 or retries < 0 or backoff < 0:
        raise StresskitError("timeout must be > 0 and retries/backoff >= 0: fix the model options")
    if concurrency < 1:
        raise StresskitError(f"concurrency must be at least 1, got {concurrency}")
    reading = make_reading(label_order, task)
    model = _build(spec, base_url, prompt_template, (timeout, retries, backoff), concurrency, reading)
    model.version = model_version or ""
    return model


def _build(
    spec: str,
    base_url: str | None,
    template: str | None,
    http: tuple[float, int, float],
    concurrency: int,
    reading: OutputReading,
) -> _Adapter:
    scheme, _, rest = spec.partition(":")
    if scheme in ("http", "https") and rest.startswith("//"):
        return HttpModel(spec, _Endpoint(spec, *http, _HTTP_EXPECTED), reading, concurrency)
    if rest and scheme == "python":
        return _load_python(spec, rest, reading)
    if rest and scheme == "hf":
        return HuggingFaceModel(spec, Path(rest), reading)
    if rest and scheme == "openai":
        return _load_openai(spec, rest, base_url, template, http, concurrency)
    if rest and scheme == "baseline":
        return _load_baseline(spec, Path(rest))
    raise StresskitError(f"unknown model spec {spec!r}: use one of {SPEC_FORMS}")


class _Adapter:
    """What every adapter shares: its name, how its numbers are read, and what identifies it.

    `fingerprint` keys the prediction cache: whatever would change the answers (the source the adapter
    can see, the user's `version` for what it cannot, and the reading of numbers) is in it.
    """

    name: str
    version: str = ""
    concurrency: int = 1  # calls at once; user functions and local models are not assumed thread-safe
    max_batch: int | None = None  # pairs one call can take (None: any number)
    cache_name: str  # when set: the name that identifies the model in the cache instead of its spec

    def __init__(self, name: str, source_identity: str, reading: OutputReading) -> None:
        self.name = name
        self.source_identity = source_identity
        self.reading = reading

    @property
    def fingerprint(self) -> str:
        return f"{self.source_identity}\nversion={self.version}\n{self.reading.describe()}"


def _load_baseline(spec: str, directory: Path) -> _Adapter:
    from stresskit.evaluation.baseline import load_baseline  # lazy: only baseline users pay for its imports

    # Its probabilities, through the python adapter, become Predictions; the saved files are its identity.
    model = PythonModel(spec, load_baseline(directory).predict_proba)
    model.cache_name = f"baseline:{directory.resolve()}"  # however the path was spelt
    model.source_identity = _directory_fingerprint(
        directory, sorted(p for p in directory.iterdir() if p.is_file())
    )
    return model


# --- python:module:function / python:file.py:function ----------------------------------------------


class PythonModel(_Adapter):
    """A user function mapping a list of pairs to a list of labels, probability dicts or scores."""

    def __init__(
        self, name: str, function: Callable[[list[Pair]], object], reading: OutputReading | None = None
    ) -> None:
        super().__init__(name, _function_fingerprint(function), reading or OutputReading())
        self._function = function

    @property
    def unidentifiable(self) -> str | None:
        """Why the function's answers cannot be told apart from another's of its name (then only
        `version` can key its cache), or None."""
        try:
            code_identity(self._function)
        except Unidentifiable as exc:
            return str(exc)
        return None

    def predict(self, pairs: Sequence[Pair]) -> list[Prediction]:
        batch = list(pairs)
        with user_code(self.name):
            outputs = self._function(batch)
        return to_predictions(outputs, len(batch), self.name, self.reading)


@contextmanager
def user_code(name: str, when: str = "") -> Iterator[None]:
    """Run the user's model code: its exception, or its `sys.exit`, becomes one `ModelFailed` line naming the
    model and the error. Ctrl-C (KeyboardInterrupt) passes through, to be reported as an interruption."""
    try:
        yield
    except (KeyboardInterrupt, StresskitError):
        raise
    except SystemExit as error:
        raise ModelFailed(
            f"{name} called sys.exit({error.code!r}){when}: a model must return its answers or raise"
        ) from error
    except Exception as error:
        detail = _snippet(str(error))
        raise ModelFailed(
            f"{name} raised {type(error).__name__}{': ' + detail if detail else ''}{when}"
        ) from error


def _load_python(spec: str, target_and_function: str, reading: OutputReading) -> PythonModel:
    target, _, function_name = target_and_function.rpartition(":")
    if not target or not function_name:
        raise StresskitError(
            f"model spec {spec!r} names no function: use python:module:function or "
            "python:path/to/file.py:function"
        )
    with user_code(spec, " while its module was imported"):
        module = _import_file(Path(target)) if target.endswith(".py") else _import_module(target)
    function = getattr(module, function_name, None)
    if not callable(function):
        raise StresskitError(f"{target} has no function {function_name!r}: check the name after the last ':'")
    return PythonModel(spec, function, reading)


def _import_module(name: str) -> object:
    cwd = os.getcwd()
    if cwd not in sys.path:
        sys.path.insert(0, cwd)
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name is not None and (name == error.name or name.startswith(error.name + ".")):
            raise StresskitError(
                f"cannot find module {name!r} from {cwd}: run from the directory that holds it, "
                "or use python:path/to/file.py:function"
            ) from error
        raise StresskitError(
            f"module {name!r} needs {error.name!r}, which is not installed: pip install it"
        ) from error


def _import_file(path: Path) -> object:
    file = path.resolve()
    if not file.is_file():
        raise StresskitError(f"no Python file {path} (looked at {file}): check the path in the model spec")
    module_name = "_stresskit_model_" + hashlib.sha1(str(file).encode()).hexdigest()[:12]
    module_spec = importlib.util.spec_from_file_location(module_name, file)
    if module_spec is None or module_spec.loader is None:
        raise StresskitError(f"cannot import {file} as a Python module: give a .py file")
    module = importlib.util.module_from_spec(module_spec)
    # Registered before running so dataclasses and pickle can find the module by name; the file's
    # folder goes on sys.path so it can import its neighbours, as when run as a script.
    sys.modules[module_name] = module
    if str(file.parent) not in sys.path:
        sys.path.insert(0, str(file.parent))
    module_spec.loader.exec_module(module)
    return module


def _function_fingerprint(function: Callable[..., object]) -> str:
    qualname = getattr(function, "__qualname__", type(function).__qualname__)
    module = inspect.getmodule(function)
    source = getattr(module, "__file__", None)
    # The source file's content, not its mtime (a checkout or copy can keep an old one), says whether
    # the code changed; what the code loads (a checkpoint) is for the user's --model-version to name.
    digest = _file_sha256(Path(source)) if source and os.path.isfile(source) else "-"
    # Functions of one name in one file (redefined in a notebook, made by exec or a factory) differ in
    # their code, defaults and closures: those are in the key too, as far as they can be read.
    try:
        code = f"code={code_identity(function)}"
    except Unidentifiable as exc:
        code = f"code=unidentifiable ({exc})"
    return f"{getattr(function, '__module__', '')}.{qualname}@{source}:sha256={digest}\n{code}"


class Unidentifiable(Exception):
    """What a callable's answers depend on cannot be read: its message names what."""


def code_identity(function: object) -> str:
    """A hash of what a function's answers depend on that can be read without running it: its code
    (bytecode, constants, names, nested functions), its defaults and the values its closure holds. Raises
    Unidentifiable when it holds state other than plain values (numbers, strings, tuples, …) and functions
    of its module: an object in its closure or defaults, a callable instance, a bound method's object."""
    digest = hashlib.sha256()
    home = getattr(getattr(function, "func", function), "__module__", None)  # a partial's function's
    digest.update(_described(function, set(), home).encode("utf-8", "surrogatepass"))
    return digest.hexdigest()[:16]


_PLAIN = (type(None), bool, int, float, complex, str, bytes)


def _described(value: object, seen: set[int], home: str | None) -> str:
    """A stable text for `value`: equal for equal plain values and equal code, Unidentifiable otherwise.
    Functions of modules other than `home` (libraries) are named, not read."""
    import functools
    import types

    if isinstance(value, _PLAIN):
        return f"{type(value).__name__}:{value!r}"
    if isinstance(value, tuple | list):
        return f"{type(value).__name__}({','.join(_described(v, seen, home) for v in value)})"
    if isinstance(value, frozenset | set):
        return f"{type(value).__name__}({','.join(sorted(_described(v, seen, home) for v in value))})"
    if isinstance(value, dict):
        items = sorted(f"{_described(k, seen, home)}:{_described(v, seen, home)}" for k, v in value.items())
        return f"dict({','.join(items)})"
    if isinstance(value, types.ModuleType):
        return f"module:{value.__name__}"
    if isinstance(value, type | types.BuiltinFunctionType):
        return f"{type(value).__name__}:{value.__module__}.{value.__qualname__}"
    if isinstance(value, functools.partial):
        parts = (_described(part, seen, home) for part in (value.func, value.args, value.keywords))
        return f"partial({','.join(parts)})"
    if isinstance(value, types.FunctionType):
        if id(value) in seen or value.__module__ != home:  # recursion, or a library's function
            return f"function:{value.__module__}.{value.__qualname__}"
        seen.add(id(value))
        closure = [cell.cell_contents for cell in value.__closure__ or () if _cell_filled(cell)]
        # The globals it reads are in the key by name (co_names), not by value: what the module loads
        # (a checkpoint, a label list read from a file) is for model_version to name.
        return (
            f"function:{value.__qualname__}:{_code_text(value.__code__)}"
            f";defaults={_described(value.__defaults__, seen, home)}"
            f";kwdefaults={_described(value.__kwdefaults__ or {}, seen, home)}"
            f";closure={_described(closure, seen, home)}"
        )
    raise Unidentifiable(f"it holds a value of type {type(value).__name__}, whose state cannot be read")


def _cell_filled(cell: Any) -> bool:
    try:
        cell.cell_contents  # noqa: B018
    except ValueError:  # an empty cell: a variable the function defines later
        return False
    return True


def _code_text(code: Any) -> str:
    """The bytecode, constants (nested code recursively) and names of a code object; not its line numbers."""
    consts = ",".join(
        _code_text(c) if hasattr(c, "co_code") else f"{type(c).__name__}:{c!r}" for c in code.co_consts
    )
    return f"{code.co_code.hex()}|{consts}|{','.join(code.co_names)}|{','.join(code.co_varnames)}"


def _file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


# --- hf:PATH ----------------------------------------------------------------------------------------


class HuggingFaceModel(_Adapter):
    """A local transformers sequence-classification model, run batched on the CPU."""

    def __init__(self, name: str, directory: Path, reading: OutputReading) -> None:
        if not (directory / "config.json").is_file():
            raise StresskitError(
                f"{directory} is not a transformers model directory (no config.json): give the folder "
                "saved with save_pretrained (models are never downloaded)"
            )
        torch, transformers = import_transformers()
        weights = [*sorted(directory.glob("*.safetensors")), *sorted(directory.glob("*.bin"))]
        super().__init__(
            name, _directory_fingerprint(directory, [directory / "config.json", *weights]), reading
        )
        self._torch = torch
        try:
            self._tokenizer = transformers.AutoTokenizer.from_pretrained(directory, local_files_only=True)
            self._model = transformers.AutoModelForSequenceClassification.from_pretrained(
                directory, local_files_only=True
            )
        except (OSError, ValueError) as error:
            raise StresskitError(
                f"cannot load the transformers model in {directory} ({_snippet(str(error))}): it needs "
                "config.json, weights and tokenizer files"
            ) from error
        self._model.eval()
        config = self._model.config
        self._labels = _class_labels(name, config.num_labels, config.id2label, reading)
        self._max_length = min(
            self._tokenizer.model_max_length, getattr(config, "max_position_embeddings", 512)
        )

    def predict(self, pairs: Sequence[Pair]) -> list[Prediction]:
        encoded = self._tokenizer(
            [premise for premise, _ in pairs],
            [hypothesis for _, hypothesis in pairs],
            padding=True,
            truncation=True,
            max_length=self._max_length,
            return_tensors="pt",
        )
        with self._torch.no_grad():
            logits = self._model(**encoded).logits
        labels = self._labels
        if labels is None:
            return [Prediction(label=None, score=score) for score in logits[:, 0].tolist()]
        return [_from_distribution(labels, row) for row in logits.softmax(dim=-1).tolist()]


def _class_labels(
    name: str, num_labels: int, id2label: Mapping[int, str], reading: OutputReading
) -> list[str] | None:
    """The label of each output unit: --label-order if given, else the model's own id2label.

    One output unit means a regression (STS) head, whose config says what it is; otherwise every
    class must name an NLI label.
    """
    if num_labels == 1:
        return None
    if reading.label_order is None:
        return [normalise_label(id2label[i], f"{name} (config.id2label)") for i in range(num_labels)]
    if len(reading.label_order) != num_labels:
        raise StresskitError(
            f"{name} has {num_labels} classes but {spec_key('model.options.label_order')} names {len(reading.label_order)}: "
            "give one label per class, in id order"
        )
    return list(reading.label_order)


def import_transformers() -> tuple[Any, Any]:
    try:
        import torch
        import transformers
    except ImportError as error:
        raise StresskitError(
            f"hf: models need torch and transformers ({error}): pip install 'stresskit[hf]'"
        ) from error
    return torch, transformers


def _directory_fingerprint(directory: Path, files: Sequence[Path]) -> str:
    """The directory and the size and mtime of the files whose change changes the answers."""
    stats = [f"{file.name}:{file.stat().st_size}:{file.stat().st_mtime_ns}" for file in files]
    return hashlib.sha256("\n".join([str(directory.resolve()), *stats]).encode()).hexdigest()


# --- JSON over HTTP ----------------------------------------------------------------------------------


class _TransientError(Exception):
    """A failure worth retrying: connection trouble, a timeout, a broken response, HTTP 429 or 5xx."""


@dataclass(frozen=True)
class _Endpoint:
    url: str
    timeout: float
    retries: int
    backoff: float
    expected: str  # what the server must do, for error messages
    headers: Mapping[str, str] = field(default_factory=dict)


def _post_json(endpoint: _Endpoint, payload: object) -> object:
    body = json.dumps(payload, ensure_ascii=False).encode("utf-8")
    attempts = endpoint.retries + 1
    failure = ""
    for attempt in range(attempts):
        if attempt:
            time.sleep(endpoint.backoff * 2 ** (attempt - 1))
        try:
            raw = _send(endpoint, body)
        except _TransientError as error:
            failure = str(error)
            continue
        return _decode_json(endpoint, raw)
    raise StresskitError(
        f"model server {endpoint.url} failed {attempts} attempt(s) (last: {failure}): check that it is "
        "running and healthy, or raise the timeout/retries"
    )


def _send(endpoint: _Endpoint, body: bytes) -> bytes:
    headers = {"Content-Type": "application/json", **endpoint.headers}
    request = urllib.request.Request(endpoint.url, data=body, headers=headers, method="POST")
    deadline = _Deadline(endpoint.timeout)
    opener = urllib.request.build_opener(_HTTPHandler(deadline), _HTTPSHandler(deadline))
    try:
        with deadline, opener.open(request, timeout=endpoint.timeout) as response:
            return response.read()
    except urllib.error.HTTPError as error:
        status = f"HTTP {error.code} {error.reason}"
        if error.code >= 500 or error.code == 429:
            raise _TransientError(status) from error
        detail = _snippet(error.read().decode("utf-8", errors="replace"))
        raise StresskitError(
            f"model server {endpoint.url} rejected the request with {status} ({detail!r}): "
            f"{endpoint.expected}"
        ) from error
    except (OSError, http.client.HTTPException, ValueError) as error:
        # URLError, timeouts and resets are OSErrors; a cut-short body (IncompleteRead), a garbled status
        # line (BadStatusLine) or broken chunked encoding are HTTPExceptions (or, from some of http.client's
        # parsing, a ValueError): all worth another attempt.
        if deadline.expired or isinstance(getattr(error, "reason", error), TimeoutError):
            raise _TransientError(f"timed out: no complete answer within {endpoint.timeout:g} s") from error
        raise _TransientError(_transport_failure(error)) from error


def _transport_failure(error: BaseException) -> str:
    if isinstance(error, http.client.HTTPException | ValueError) and not isinstance(error, ConnectionError):
        return f"broken response ({type(error).__name__}: {_snippet(str(error) or repr(error))})"
    return str(getattr(error, "reason", error)) or type(error).__name__


class _Deadline:
    """A request's wall-clock limit: when it passes, the request's connections are shut down.

    The socket timeout bounds each read, so a server dripping its answer a byte at a time would pass
    it forever; shutting the socket down ends the read in progress, in whichever thread waits on it.
    """

    def __init__(self, seconds: float) -> None:
        self.expired = False
        self._sockets: list[socket.socket] = []
        self._lock = threading.Lock()
        self._timer = threading.Timer(seconds, self._expire)
        self._timer.daemon = True

    def __enter__(self) -> _Deadline:
        self._timer.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._timer.cancel()

    def watch(self, sock: socket.socket) -> None:
        """Cut `sock` (just connected) at the deadline, or now if it has passed. The socket, not its
        connection: the response reads on from it after the connection has let it go."""
        with self._lock:
            self._sockets.append(sock)
            if self.expired:
                _shut_down(sock)

    def _expire(self) -> None:
        with self._lock:
            self.expired = True
            for sock in self._sockets:
                _shut_down(sock)


def _shut_down(sock: socket.socket) -> None:
    try:
        # The plain socket's shutdown, also under TLS: the SSL object stays with the reading thread.
        socket.socket.shutdown(sock, socket.SHUT_RDWR)
    except OSError:
        pass  # already closed


def _watched(connection_class: type[http.client.HTTPConnection], deadline: _Deadline) -> Any:
    class Watched(connection_class):  # type: ignore[valid-type,misc]
        def connect(self) -> None:
            super().connect()
            deadline.watch(self.sock)

    return Watched


class _HTTPHandler(urllib.request.HTTPHandler):
    def __init__(self, deadline: _Deadline) -> None:
        super().__init__()
        self._deadline = deadline

    def do_open(self, http_class: Any, req: Any, **http_conn_args: Any) -> Any:
        return super().do_open(_watched(http_class, self._deadline), req, **http_conn_args)


class _HTTPSHandler(urllib.request.HTTPSHandler):
    def __init__(self, deadline: _Deadline) -> None:
        super().__init__()
        self._deadline = deadline

    def do_open(self, http_class: Any, req: Any, **http_conn_args: Any) -> Any:
        return super().do_open(_watched(http_class, self._deadline), req, **http_conn_args)


def _decode_json(endpoint: _Endpoint, raw: bytes) -> object:
    try:
        return json.loads(raw)
    except ValueError as error:
        text = _snippet(raw.decode("utf-8", errors="replace"))
        raise StresskitError(
            f"model server {endpoint.url} answered non-JSON {text!r}: {endpoint.expected}"
        ) from error


class HttpModel(_Adapter):
    """A server answering POST {"pairs": [{"premise", "hypothesis"}...]} with {"predictions": [...]}.

    A server may add `model` and/or `version` fields to its answer; they join the cache key, so a server
    restarted with another model is not served the old one's predictions. The URL alone cannot tell.
    """

    max_batch = None

    def __init__(self, url: str, endpoint: _Endpoint, reading: OutputReading, concurrency: int) -> None:
        super().__init__(url, url, reading)
        self.concurrency = concurrency
        self._endpoint = endpoint
        self._server: dict[str, str] | None = None  # what the server says it runs, once it has answered
        self._lock = threading.Lock()

    @property
    def fingerprint(self) -> str:
        server = json.dumps(self._server or {}, ensure_ascii=False, sort_keys=True)
        return f"{super().fingerprint}\nserver={server}"

    def identify(self, pair: Pair) -> Prediction:
        """Ask about one pair, learning the model and version the server reports (before the cache is read)."""
        [prediction] = self.predict([pair])
        return prediction

    def predict(self, pairs: Sequence[Pair]) -> list[Prediction]:
        payload = {"pairs": [{"premise": premise, "hypothesis": hypothesis} for premise, hypothesis in pairs]}
        answer = _post_json(self._endpoint, payload)
        predictions = answer.get("predictions") if isinstance(answer, dict) else None
        if not isinstance(answer, dict) or not isinstance(predictions, list):
            raise StresskitError(
                f"model server {self.name} answered {_snippet(json.dumps(answer, ensure_ascii=False))!r} "
                f"without a predictions list: {_HTTP_EXPECTED}"
            )
        self._check_server({key: str(answer[key]) for key in ("model", "version") if key in answer})
        return to_predictions(predictions, len(pairs), f"model server {self.name}", self.reading)

    def _check_server(self, server: dict[str, str]) -> None:
        with self._lock:
            if self._server is None:
                self._server = server
            elif server != self._server:
                raise StresskitError(
                    f"model server {self.name} switched from {_describe(self._server)} to "
                    f"{_describe(server)} during the run: rerun once it serves one model"
                )


def _describe(server: Mapping[str, str]) -> str:
    return " ".join(f"{key} {value!r}" for key, value in server.items()) or "no model/version field"


# --- openai:MODEL --------------------------------------------------------------------------------------


def default_prompt_template() -> str:
    """The packaged Japanese NLI prompt, with {premise} and {hypothesis} placeholders."""
    return resources.files("stresskit").joinpath("data/nli_prompt.txt").read_text(encoding="utf-8")


class OpenAIModel(_Adapter):
    """An OpenAI-compatible chat model asked one prompt per pair; its free-text answer is parsed.

    An answer without a label is an `UNPARSED` prediction (wrong and inconsistent in the metrics, and
    counted), not the end of the run: one odd answer among thousands should not throw the rest away.
    """

    max_batch = 1  # one prompt per request: concurrency, not batching, keeps it fast

    def __init__(
        self, name: str, model_id: str, endpoint: _Endpoint, template: str, concurrency: int
    ) -> None:
        identity = hashlib.sha256("\n".join([endpoint.url, model_id, template]).encode()).hexdigest()
        super().__init__(name, identity, OutputReading())
        self.concurrency = concurrency
        self._model_id = model_id
        self._endpoint = endpoint
        self._template = template

    def predict(self, pairs: Sequence[Pair]) -> list[Prediction]:
        return [self._ask(premise, hypothesis) for premise, hypothesis in pairs]

    def _ask(self, premise: str, hypothesis: str) -> Prediction:
        values = {"premise": premise, "hypothesis": hypothesis}
        # One pass, so a sentence that itself contains "{hypothesis}" is not substituted again.
        prompt = re.sub(r"\{(premise|hypothesis)\}", lambda match: values[match.group(1)], self._template)
        payload = {
            "model": self._model_id,
            "messages": [{"role": "user", "content": prompt}],
            "temperature": 0,
        }
        answer = _post_json(self._endpoint, payload)
        try:
            content = answer["choices"][0]["message"]["content"]  # type: ignore[index]
        except (KeyError, IndexError, TypeError):
            content = None
        if not isinstance(content, str):
            raise StresskitError(
                f"{self.name} answered {_snippet(json.dumps(answer, ensure_ascii=False))!r} without "
                f"choices[0].message.content: {_OPENAI_EXPECTED}"
            )
        try:
            return Prediction(label=parse_answer_label(content, self.name))
        except StresskitError:
            return UNPARSED


def _load_openai(
    spec: str,
    model_id: str,
    base_url: str | None,
    template: str | None,
    http: tuple[float, int, float],
    concurrency: int,
) -> OpenAIModel:
    if not base_url or urllib.parse.urlsplit(base_url).scheme not in ("http", "https"):
        raise StresskitError(
            f"{spec} needs the http(s) base URL of an OpenAI-compatible server, e.g. http://localhost:8000/v1"
        )
    template = default_prompt_template() if template is None else template
    missing = [slot for slot in ("{premise}", "{hypothesis}") if slot not in template]
    if missing:
        raise StresskitError(
            f"the prompt template lacks {' and '.join(missing)}: put both placeholders in it"
        )
    api_key = os.environ.get("OPENAI_API_KEY")
    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
    endpoint = _Endpoint(_chat_url(base_url), *http, _OPENAI_EXPECTED, headers)
    return OpenAIModel(spec, model_id, endpoint, template, concurrency)


def _chat_url(base_url: str) -> str:
    url = base_url.rstrip("/")
    if url.endswith("/chat/completions"):
        return url
    # A bare host gets the conventional /v1 prefix; any explicit path is the user's choice.
    if not urllib.parse.urlsplit(url).path:
        url += "/v1"
    return url + "/chat/completions"
