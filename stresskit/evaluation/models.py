"""Model adapters: one `Model` interface over several backends, chosen by a spec string.

Spec forms:
    python:module:function            a function in a module importable from the current directory
    python:path/to/file.py:function   a function in a Python file
    hf:PATH                           a local transformers sequence-classification model directory
    http(s)://URL                     a JSON server: POST {"pairs": [...]} -> {"predictions": [...]}
    openai:MODEL                      an OpenAI-compatible chat endpoint (needs base_url), one call per pair
    baseline:DIR                      the built-in baseline (stresskit.evaluation.baseline)

Every backend answers, per pair, a label string, a dict of label probabilities, or a number (an STS
score). Labels are normalised to `LABELS`. A two-way model (entailment / not-entailment) keeps its
second label as `NON_ENTAILMENT`; downstream consistency checks treat "non-entailment" as matching
both "neutral" and "contradiction".
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import inspect
import json
import numbers
import os
import re
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from stresskit.conventions import NON_ENTAILMENT
from stresskit.errors import StresskitError

if TYPE_CHECKING:
    from stresskit.evaluation.prediction_cache import PredictionCache

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


@dataclass(frozen=True)
class Prediction:
    label: str | None  # normalised NLI label, or None for a pure STS model
    probabilities: dict[str, float] | None = None
    score: float | None = None  # STS similarity score


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


def to_prediction(value: object, source: str = "model") -> Prediction:
    """Turn one raw model output (label, probability dict or score) into a `Prediction`."""
    if isinstance(value, str):
        return Prediction(label=normalise_label(value, source))
    if isinstance(value, Mapping):
        return _from_probabilities(value, source)
    if isinstance(value, numbers.Real) and not isinstance(value, bool):
        return Prediction(label=None, score=float(value))
    raise StresskitError(
        f"{source} answered {_snippet(repr(value))} ({type(value).__name__}): each prediction must be "
        "a label string, a dict of label probabilities or a number"
    )


def to_predictions(outputs: object, count: int, source: str = "model") -> list[Prediction]:
    """Convert a whole batch of raw outputs, checking there is exactly one per pair."""
    if isinstance(outputs, str | bytes | Mapping) or not isinstance(outputs, Iterable):
        raise StresskitError(
            f"{source} answered {type(outputs).__name__} {_snippet(repr(outputs))} instead of a list "
            "with one prediction per pair"
        )
    items = list(outputs)
    _check_count(len(items), count, source)
    # A batch holds a handful of distinct label strings: normalise each once, not once per pair.
    distinct = dict.fromkeys(item for item in items if isinstance(item, str))
    labels = {label: to_prediction(label, source) for label in distinct}
    return [labels[item] if isinstance(item, str) else to_prediction(item, source) for item in items]


def _from_probabilities(raw: Mapping[Any, Any], source: str) -> Prediction:
    probabilities: dict[str, float] = {}
    for key, value in raw.items():
        label = normalise_label(str(key), source)
        if label in probabilities:
            raise StresskitError(f"{source} gave two probabilities for {label!r} in {_snippet(repr(raw))}")
        if not isinstance(value, numbers.Real) or isinstance(value, bool):
            raise StresskitError(f"{source} gave the non-numeric probability {value!r} for {key!r}")
        probabilities[label] = float(value)
    if not probabilities:
        raise StresskitError(f"{source} answered an empty probability dict: give one entry per label")
    return _from_distribution(list(probabilities), list(probabilities.values()))


def _from_distribution(labels: list[str], row: list[float]) -> Prediction:
    probabilities = dict(zip(labels, row, strict=True))
    return Prediction(label=max(probabilities, key=probabilities.__getitem__), probabilities=probabilities)


def _check_count(got: int, expected: int, source: str) -> None:
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
) -> Model:
    """Build the model a spec string names (see the module docstring for the forms).

    `timeout`, `retries` and `backoff` (first retry delay in seconds, doubling) apply to the
    http(s) and openai backends; `base_url` and `prompt_template` to openai only.
    """
    if timeout <= 0 or retries < 0 or backoff < 0:
        raise StresskitError("timeout must be > 0 and retries/backoff >= 0: fix the model options")
    scheme, _, rest = spec.partition(":")
    if scheme in ("http", "https") and rest.startswith("//"):
        return HttpModel(spec, _Endpoint(spec, timeout, retries, backoff, _HTTP_EXPECTED))
    if rest and scheme == "python":
        return _load_python(spec, rest)
    if rest and scheme == "hf":
        return HuggingFaceModel(spec, Path(rest))
    if rest and scheme == "openai":
        return _load_openai(spec, rest, base_url, prompt_template, (timeout, retries, backoff))
    if rest and scheme == "baseline":
        return _load_baseline(spec, Path(rest))
    raise StresskitError(f"unknown model spec {spec!r}: use one of {SPEC_FORMS}")


def _load_baseline(spec: str, directory: Path) -> Model:
    from stresskit.evaluation.baseline import load_baseline  # lazy: only baseline users pay for its imports

    # Its probabilities, through the python adapter, become Predictions; the saved files are its identity.
    model = PythonModel(spec, load_baseline(directory).predict_proba)
    model.fingerprint = _directory_fingerprint(
        directory, sorted(p for p in directory.iterdir() if p.is_file())
    )
    return model


# --- python:module:function / python:file.py:function ----------------------------------------------


class PythonModel:
    """A user function mapping a list of pairs to a list of labels, probability dicts or scores."""

    def __init__(self, name: str, function: Callable[[list[Pair]], object]) -> None:
        self.name = name
        self.fingerprint = _function_fingerprint(function)
        self._function = function

    def predict(self, pairs: Sequence[Pair]) -> list[Prediction]:
        batch = list(pairs)
        return to_predictions(self._function(batch), len(batch), self.name)


def _load_python(spec: str, target_and_function: str) -> PythonModel:
    target, _, function_name = target_and_function.rpartition(":")
    if not target or not function_name:
        raise StresskitError(
            f"model spec {spec!r} names no function: use python:module:function or "
            "python:path/to/file.py:function"
        )
    module = _import_file(Path(target)) if target.endswith(".py") else _import_module(target)
    function = getattr(module, function_name, None)
    if not callable(function):
        raise StresskitError(f"{target} has no function {function_name!r}: check the name after the last ':'")
    return PythonModel(spec, function)


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
    # The source file's mtime stands in for "the code changed" so edited models are not served stale.
    mtime = os.stat(source).st_mtime_ns if source and os.path.exists(source) else 0
    return f"{getattr(function, '__module__', '')}.{qualname}@{source}:{mtime}"


# --- hf:PATH ----------------------------------------------------------------------------------------


class HuggingFaceModel:
    """A local transformers sequence-classification model, run batched on the CPU."""

    def __init__(self, name: str, directory: Path) -> None:
        if not (directory / "config.json").is_file():
            raise StresskitError(
                f"{directory} is not a transformers model directory (no config.json): give the folder "
                "saved with save_pretrained (models are never downloaded)"
            )
        torch, transformers = import_transformers()
        self.name = name
        weights = [*sorted(directory.glob("*.safetensors")), *sorted(directory.glob("*.bin"))]
        self.fingerprint = _directory_fingerprint(directory, [directory / "config.json", *weights])
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
        # One output unit means a regression (STS) head; otherwise every class must name an NLI label.
        self._labels = (
            None
            if config.num_labels == 1
            else [
                normalise_label(config.id2label[i], f"{name} (config.id2label)")
                for i in range(config.num_labels)
            ]
        )
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
    """A failure worth retrying: connection trouble, a timeout, HTTP 429 or 5xx."""


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
    try:
        with urllib.request.urlopen(request, timeout=endpoint.timeout) as response:
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
    except (urllib.error.URLError, TimeoutError, ConnectionError) as error:
        raise _TransientError(str(getattr(error, "reason", error)) or type(error).__name__) from error


def _decode_json(endpoint: _Endpoint, raw: bytes) -> object:
    try:
        return json.loads(raw)
    except ValueError as error:
        text = _snippet(raw.decode("utf-8", errors="replace"))
        raise StresskitError(
            f"model server {endpoint.url} answered non-JSON {text!r}: {endpoint.expected}"
        ) from error


class HttpModel:
    """A server answering POST {"pairs": [{"premise", "hypothesis"}...]} with {"predictions": [...]}."""

    def __init__(self, url: str, endpoint: _Endpoint) -> None:
        self.name = url
        self.fingerprint = url
        self._endpoint = endpoint

    def predict(self, pairs: Sequence[Pair]) -> list[Prediction]:
        payload = {"pairs": [{"premise": premise, "hypothesis": hypothesis} for premise, hypothesis in pairs]}
        answer = _post_json(self._endpoint, payload)
        predictions = answer.get("predictions") if isinstance(answer, dict) else None
        if not isinstance(predictions, list):
            raise StresskitError(
                f"model server {self.name} answered {_snippet(json.dumps(answer, ensure_ascii=False))!r} "
                f"without a predictions list: {_HTTP_EXPECTED}"
            )
        return to_predictions(predictions, len(pairs), f"model server {self.name}")


# --- openai:MODEL --------------------------------------------------------------------------------------


def default_prompt_template() -> str:
    """The packaged Japanese NLI prompt, with {premise} and {hypothesis} placeholders."""
    return resources.files("stresskit").joinpath("data/nli_prompt.txt").read_text(encoding="utf-8")


class OpenAIModel:
    """An OpenAI-compatible chat model asked one prompt per pair; its free-text answer is parsed."""

    def __init__(self, name: str, model_id: str, endpoint: _Endpoint, template: str) -> None:
        self.name = name
        self.fingerprint = hashlib.sha256("\n".join([endpoint.url, model_id, template]).encode()).hexdigest()
        self._model_id = model_id
        self._endpoint = endpoint
        self._template = template

    def predict(self, pairs: Sequence[Pair]) -> list[Prediction]:
        return [Prediction(label=self._ask(premise, hypothesis)) for premise, hypothesis in pairs]

    def _ask(self, premise: str, hypothesis: str) -> str:
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
        return parse_answer_label(content, self.name)


def _load_openai(
    spec: str, model_id: str, base_url: str | None, template: str | None, http: tuple[float, int, float]
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
    return OpenAIModel(spec, model_id, endpoint, template)


def _chat_url(base_url: str) -> str:
    url = base_url.rstrip("/")
    if url.endswith("/chat/completions"):
        return url
    # A bare host gets the conventional /v1 prefix; any explicit path is the user's choice.
    if not urllib.parse.urlsplit(url).path:
        url += "/v1"
    return url + "/chat/completions"


# --- running -------------------------------------------------------------------------------------------


def predict_all(
    model: Model,
    pairs: Sequence[Pair],
    *,
    batch_size: int = 32,
    cache: PredictionCache | None = None,
    progress: Callable[[int], None] | None = None,
) -> list[Prediction]:
    """Predict every pair, in input order, asking the model once per distinct pair.

    Cached pairs are not asked again, and each batch is stored in the cache as soon as it is answered,
    so an interrupted run resumes where it stopped. `progress` is called with the number of input
    pairs (duplicates included) each step settled, so the calls add up to `len(pairs)`.
    """
    if batch_size < 1:
        raise StresskitError(f"batch size must be at least 1, got {batch_size}")
    wanted = Counter((premise, hypothesis) for premise, hypothesis in pairs)
    known = cache.lookup(model, list(wanted)) if cache is not None else {}
    _report(progress, wanted, known)
    missing = [pair for pair in wanted if pair not in known]
    for start in range(0, len(missing), batch_size):
        batch = missing[start : start + batch_size]
        fresh = dict(zip(batch, _predict_batch(model, batch), strict=True))
        if cache is not None:
            cache.store(model, fresh)
        known.update(fresh)
        _report(progress, wanted, fresh)
    return [known[(premise, hypothesis)] for premise, hypothesis in pairs]


def _predict_batch(model: Model, batch: list[Pair]) -> list[Prediction]:
    predictions = model.predict(batch)
    _check_count(len(predictions), len(batch), model.name)
    return predictions


def _report(
    progress: Callable[[int], None] | None, wanted: Counter[Pair], done: Mapping[Pair, Prediction]
) -> None:
    if progress is not None and done:
        progress(sum(wanted[pair] for pair in done))
