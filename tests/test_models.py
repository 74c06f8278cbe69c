"""Model adapters, batching, deduplication and the prediction cache, each against a real backend:
user modules and files, tiny transformers models, and local HTTP servers."""

from __future__ import annotations

import json
import math
import os
import re
import sys
import textwrap
import threading
import time
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from stresskit.conventions import LABELS, NON_ENTAILMENT
from stresskit.errors import StresskitError
from stresskit.evaluation import prediction_cache
from stresskit.evaluation.models import (
    OutputReading,
    Prediction,
    default_prompt_template,
    load_model,
    normalise_label,
    parse_answer_label,
    to_prediction,
    to_predictions,
)
from stresskit.evaluation.prediction import Asker, SpilledAnswers, predict_all, predict_pairs
from stresskit.evaluation.prediction_cache import PredictionCache

PAIRS = [
    ("猫が寝ている。", "猫が寝ている。"),
    ("犬が走る。", "猫が寝ている。"),
    ("太郎が花子を見た。", "花子が太郎に見られた。"),
    ("雨が降る。", "雨が降らない。"),
    ("私は本を読む。", "本が読まれる。"),
]

# --- fakes ------------------------------------------------------------------------------------------


class RecordingModel:
    """A model answering "neutral" that records every batch it is asked; can fail on one call."""

    def __init__(self, name: str = "recording", fail_on_call: int | None = None) -> None:
        self.name = name
        self.batches: list[list[tuple[str, str]]] = []
        self._fail_on_call = fail_on_call

    def predict(self, pairs):
        self.batches.append(list(pairs))
        if len(self.batches) == self._fail_on_call:
            raise RuntimeError("interrupted")
        return [
            Prediction(label="neutral", probabilities={"neutral": 0.75, "entailment": 0.25}) for _ in pairs
        ]


class QuietHTTPServer(ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        """The timeout test's client hangs up before the reply; the broken pipe is expected."""


class FakeServer:
    """A real HTTP server on 127.0.0.1; `respond(path, body)` returns (status, raw body bytes)."""

    def __init__(self, respond: Callable[[str, dict], tuple[int, bytes]]) -> None:
        self.requests: list[tuple[str, dict, dict]] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                server.requests.append((self.path, dict(self.headers), body))
                status, payload = respond(self.path, body)
                self.send_response(status)
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            def log_message(self, *args):
                pass

        self._httpd = QuietHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self._httpd.server_address[1]}"
        threading.Thread(target=self._httpd.serve_forever, args=(0.01,), daemon=True).start()

    def stop(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()


@pytest.fixture
def serve() -> Iterator[Callable[..., FakeServer]]:
    servers: list[FakeServer] = []

    def start(respond):
        servers.append(FakeServer(respond))
        return servers[-1]

    yield start
    for server in servers:
        server.stop()


def json_answer(payload: object, status: int = 200) -> tuple[int, bytes]:
    return status, json.dumps(payload, ensure_ascii=False).encode()


def http_model(url: str, **options):
    return load_model(url, retries=options.pop("retries", 2), backoff=0.001, **options)


@pytest.fixture
def workdir(tmp_path, monkeypatch):
    """A current directory for user model files; sys.path and sys.modules are restored afterwards."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", list(sys.path))
    before = set(sys.modules)
    yield tmp_path
    for name in set(sys.modules) - before:
        del sys.modules[name]


def write_module(directory, name: str, body: str):
    path = directory / name
    path.write_text(textwrap.dedent(body), encoding="utf-8")
    return path


# --- label normalisation and answer parsing -----------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "label"),
    [
        ("entailment", "entailment"),
        ("ENTAILMENT", "entailment"),
        ("Entail", "entailment"),
        ("含意", "entailment"),
        ("yes", "entailment"),
        ("contradiction", "contradiction"),
        ("contradict", "contradiction"),
        ("矛盾", "contradiction"),
        ("No", "contradiction"),
        ("neutral", "neutral"),
        ("中立", "neutral"),
        ("unknown", "neutral"),
        ("not_entailment", NON_ENTAILMENT),
        ("non-entailment", NON_ENTAILMENT),
        (" Non Entailment ", NON_ENTAILMENT),
    ],
)
def test_normalise_label(raw, label):
    assert normalise_label(raw) == label


def test_bare_class_index_label_asks_for_id2label():
    with pytest.raises(StresskitError, match="id2label"):
        normalise_label("LABEL_0")


def test_unknown_label_is_named():
    with pytest.raises(StresskitError, match="unknown label 'maybe'"):
        normalise_label("maybe")


def test_probability_dict_takes_argmax_of_normalised_keys():
    prediction = to_prediction({"ENTAILMENT": 0.2, "矛盾": 0.7, "neutral": 0.1})
    assert prediction == Prediction(
        "contradiction", {"entailment": 0.2, "contradiction": 0.7, "neutral": 0.1}
    )


@pytest.mark.parametrize("bad", [{"yes": 0.5, "entailment": 0.5}, {"entailment": "high"}, {}, None, True])
def test_malformed_outputs_are_rejected(bad):
    with pytest.raises(StresskitError):
        to_prediction(bad)


@pytest.mark.parametrize(
    ("answer", "label"),
    [
        ("含意", "entailment"),
        ("答え：矛盾です。", "contradiction"),
        ("「中立」", "neutral"),
        ("Entailment.", "entailment"),
        ("Answer: CONTRADICTION", "contradiction"),
        ("yes", "entailment"),
        ("No, it does not follow.", "contradiction"),
        ("Unknown", "neutral"),
        ("答えはyes", "entailment"),
        ("not entailment", NON_ENTAILMENT),
        ("<think>is it a contradiction? no...</think>\nneutral", "neutral"),
    ],
)
def test_parse_answer_label(answer, label):
    assert parse_answer_label(answer) == label


def test_parse_answer_ignores_keywords_inside_words():
    with pytest.raises(StresskitError, match="no NLI label: 'nothing known'"):
        parse_answer_label("nothing known")


# --- spec dispatch ---------------------------------------------------------------------------------


@pytest.mark.parametrize("spec", ["foo:bar", "model.bin", "hf:", "ftp://host/model"])
def test_unknown_spec_lists_valid_forms(spec):
    with pytest.raises(StresskitError, match="use one of python:module:function.*hf:PATH.*openai:MODEL"):
        load_model(spec)


# --- python: backends --------------------------------------------------------------------------------


def test_python_module_form_returns_labels(workdir):
    write_module(workdir, "labels_model.py", "def predict(pairs):\n    return ['含意' for _ in pairs]\n")
    model = load_model("python:labels_model:predict")
    assert model.name == "python:labels_model:predict"
    assert [p.label for p in model.predict(PAIRS[:2])] == ["entailment", "entailment"]


def test_python_file_form_returns_probabilities(workdir):
    (workdir / "models").mkdir()
    write_module(
        workdir / "models",
        "nli.py",
        """\
        def predict(pairs):
            return [{"entailment": 0.1, "neutral": 0.2, "contradiction": 0.7} for _ in pairs]
        """,
    )
    [prediction] = load_model("python:models/nli.py:predict").predict(PAIRS[:1])
    assert prediction.label == "contradiction"
    assert prediction.probabilities == {"entailment": 0.1, "neutral": 0.2, "contradiction": 0.7}


def test_python_file_form_returns_sts_scores(workdir):
    path = write_module(
        workdir, "sts.py", "def score(pairs):\n    return [len(p) / len(h) for p, h in pairs]\n"
    )
    predictions = load_model(f"python:{path}:score", task="sts").predict(PAIRS[:2])
    assert predictions == [Prediction(label=None, score=1.0), Prediction(label=None, score=5 / 7)]


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("python:no_such_module:predict", "cannot find module 'no_such_module'"),
        ("python:missing.py:predict", "no Python file missing.py"),
        ("python:good:absent", "has no function 'absent'"),
        ("python:good", "names no function"),
        ("python:needs_dep:predict", "needs 'not_installed_dependency_xyz'"),
    ],
)
def test_python_spec_errors(workdir, spec, message):
    write_module(workdir, "good.py", "def predict(pairs):\n    return []\n")
    write_module(workdir, "needs_dep.py", "import not_installed_dependency_xyz\n")
    with pytest.raises(StresskitError, match=message):
        load_model(spec)


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("return ['entailment']", "answered 1 predictions for 2 pairs"),
        ("return ['maybe', 'yes']", "unknown label 'maybe'"),
        ("return 'entailment'", "instead of a list"),
        ("return [None, None]", "NoneType"),
    ],
)
def test_python_bad_outputs(workdir, body, message):
    write_module(workdir, "bad.py", f"def predict(pairs):\n    {body}\n")
    with pytest.raises(StresskitError, match=message):
        load_model("python:bad.py:predict").predict(PAIRS[:2])


# --- hf: backend ---------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def hf_models(tmp_path_factory):
    """Tiny random BERT classifiers saved like real ones: a 3-way NLI head, an STS regression head,
    and one whose labels were never named."""
    from transformers import BertConfig, BertForSequenceClassification, BertTokenizer

    root = tmp_path_factory.mktemp("hf")
    vocab = root / "vocab.txt"
    vocab.write_text(
        "\n".join(["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", *"猫犬太郎花子雨本私。が"]) + "\n"
    )
    tokenizer = BertTokenizer(str(vocab))
    heads = {
        "nli": {"num_labels": 3, "id2label": {0: "ENTAILMENT", 1: "Neutral", 2: "CONTRADICTION"}},
        "sts": {"num_labels": 1},
        "unnamed": {"num_labels": 3},
    }
    for name, head in heads.items():
        config = BertConfig(
            vocab_size=tokenizer.vocab_size,
            hidden_size=32,
            num_hidden_layers=2,
            num_attention_heads=2,
            intermediate_size=64,
            max_position_embeddings=64,
            **head,
        )
        BertForSequenceClassification(config).save_pretrained(root / name)
        tokenizer.save_pretrained(root / name)
    return root


def test_hf_nli_model_batches_like_single_pairs(hf_models):
    model = load_model(f"hf:{hf_models / 'nli'}")
    batched = predict_all(model, PAIRS, batch_size=2)
    single = [model.predict([pair])[0] for pair in PAIRS]
    for one, many in zip(single, batched, strict=True):
        assert many.label in LABELS and many.label == one.label
        assert set(many.probabilities) == set(LABELS)
        assert math.isclose(sum(many.probabilities.values()), 1.0, rel_tol=1e-5)
        for label in LABELS:
            # Padding inside a batch must not change a pair's answer.
            assert math.isclose(many.probabilities[label], one.probabilities[label], abs_tol=1e-5)


def test_hf_regression_model_gives_scores(hf_models):
    predictions = load_model(f"hf:{hf_models / 'sts'}").predict(PAIRS[:3])
    assert all(
        p.label is None and p.probabilities is None and isinstance(p.score, float) for p in predictions
    )


def test_hf_model_without_label_names_is_rejected(hf_models):
    with pytest.raises(StresskitError, match="LABEL_0.*id2label"):
        load_model(f"hf:{hf_models / 'unnamed'}")


def test_hf_missing_directory_is_rejected(tmp_path):
    with pytest.raises(StresskitError, match="no config.json"):
        load_model(f"hf:{tmp_path / 'absent'}")


# --- http(s): backend -------------------------------------------------------------------------------


def test_http_model_posts_pairs_and_reads_labels_and_probabilities(serve):
    answers = ["entailment", {"neutral": 0.6, "contradiction": 0.4}, "矛盾"]
    server = serve(lambda path, body: json_answer({"predictions": answers[: len(body["pairs"])]}))
    predictions = http_model(server.url + "/predict").predict(PAIRS[:3])
    assert [p.label for p in predictions] == ["entailment", "neutral", "contradiction"]
    assert predictions[1].probabilities == {"neutral": 0.6, "contradiction": 0.4}
    path, headers, body = server.requests[0]
    assert path == "/predict" and headers["Content-Type"] == "application/json"
    assert body["pairs"][0] == {"premise": PAIRS[0][0], "hypothesis": PAIRS[0][1]}


def test_http_model_retries_after_a_server_error(serve):
    def flaky(path, body):
        if len(server.requests) == 1:
            return 500, b"busy"
        return json_answer({"predictions": ["yes"] * len(body["pairs"])})

    server = serve(flaky)
    assert [p.label for p in http_model(server.url).predict(PAIRS[:2])] == ["entailment", "entailment"]
    assert len(server.requests) == 2


def test_http_model_gives_up_on_persistent_server_errors(serve):
    server = serve(lambda path, body: (503, b"down for maintenance"))
    with pytest.raises(StresskitError, match="failed 3 attempt.*HTTP 503"):
        http_model(server.url).predict(PAIRS[:1])
    assert len(server.requests) == 3


def test_http_model_reports_a_server_that_is_down(serve):
    server = serve(lambda path, body: json_answer({}))
    server.stop()
    started = time.monotonic()
    with pytest.raises(StresskitError, match=f"model server {server.url} failed 3 attempt.*refused"):
        http_model(server.url).predict(PAIRS[:1])
    assert time.monotonic() - started < 5


def test_http_model_times_out(serve):
    def slow(path, body):
        time.sleep(1)
        return json_answer({"predictions": ["yes"]})

    server = serve(slow)
    with pytest.raises(StresskitError, match="failed 1 attempt.*timed out"):
        http_model(server.url, timeout=0.2, retries=0).predict(PAIRS[:1])


def test_http_client_error_is_not_retried(serve):
    server = serve(lambda path, body: (404, b"no such route"))
    with pytest.raises(StresskitError, match="HTTP 404.*'no such route'"):
        http_model(server.url).predict(PAIRS[:1])
    assert len(server.requests) == 1


@pytest.mark.parametrize(
    ("answer", "message"),
    [
        ((200, b"<html>oops</html>"), "answered non-JSON '<html>oops</html>'"),
        (json_answer({"labels": ["yes"]}), "without a predictions list"),
        (json_answer({"predictions": ["yes"]}), "answered 1 predictions for 2 pairs"),
        (json_answer({"predictions": ["yes", "perhaps"]}), "unknown label 'perhaps'"),
    ],
)
def test_http_bad_answers(serve, answer, message):
    server = serve(lambda path, body: answer)
    with pytest.raises(StresskitError, match=message):
        http_model(server.url).predict(PAIRS[:2])


# --- openai: backend ------------------------------------------------------------------------------------


def chat_answer(content: str) -> tuple[int, bytes]:
    return json_answer({"choices": [{"index": 0, "message": {"role": "assistant", "content": content}}]})


def test_openai_model_parses_varied_wordings(serve, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    # The template puts the premise first, so the fake model can answer with it.
    server = serve(lambda path, body: chat_answer(body["messages"][0]["content"].split("|")[0]))
    answers = ["含意", "答え: 矛盾", "Neutral.", "YES", "no", "unknown"]
    model = load_model(
        "openai:tiny-llm", base_url=server.url + "/v1/", prompt_template="{premise}|{hypothesis}"
    )
    predictions = predict_all(model, [(answer, "仮説") for answer in answers])
    assert [p.label for p in predictions] == ["entailment", "contradiction", "neutral"] * 2
    # Requests go out concurrently, so the server sees them in any order.
    prompts = sorted(body["messages"][0]["content"] for _, _, body in server.requests)
    assert prompts == sorted(f"{answer}|仮説" for answer in answers)
    for path, headers, body in server.requests:
        assert path == "/v1/chat/completions"
        assert headers["Authorization"] == "Bearer sk-test"
        assert body["model"] == "tiny-llm" and body["temperature"] == 0


def test_openai_default_template_and_no_key(serve, monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    server = serve(lambda path, body: chat_answer("中立"))
    [prediction] = load_model("openai:m", base_url=server.url).predict([("前提{hypothesis}", "仮説")])
    assert prediction.label == "neutral"
    path, headers, body = server.requests[0]
    assert path == "/v1/chat/completions" and "Authorization" not in headers
    prompt = body["messages"][0]["content"]
    assert prompt == default_prompt_template().format(premise="前提{hypothesis}", hypothesis="仮説")


def test_openai_malformed_response(serve):
    server = serve(lambda path, body: json_answer({"choices": []}))
    with pytest.raises(StresskitError, match="without choices"):
        load_model("openai:m", base_url=server.url).predict(PAIRS[:1])


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({}, "needs the http"),
        ({"base_url": "http://x/v1", "prompt_template": "{premise}"}, "lacks {hypothesis}"),
    ],
)
def test_openai_configuration_errors(options, message):
    with pytest.raises(StresskitError, match=message):
        load_model("openai:m", **options)


# --- predict_all: batching, deduplication, progress ----------------------------------------------------


def test_predict_all_batches_and_deduplicates():
    pairs = [PAIRS[i % 5] for i in range(12)]
    model = RecordingModel()
    reported: list[int] = []
    predictions = predict_all(model, pairs, batch_size=2, progress=reported.append)
    assert [len(batch) for batch in model.batches] == [2, 2, 1]
    assert sorted(pair for batch in model.batches for pair in batch) == sorted(PAIRS)
    assert len(predictions) == 12 and all(p.label == "neutral" for p in predictions)
    assert sum(reported) == 12


@pytest.mark.parametrize("chunk", [1, 2, 5, 12])
def test_asker_sends_the_same_batches_whatever_the_chunks(chunk):
    pairs = [PAIRS[i % 5] for i in range(12)] + [(p, "別の仮説") for p, _ in PAIRS]
    whole = RecordingModel()
    predict_all(whole, pairs, batch_size=3)
    model, reported = RecordingModel(), []
    with SpilledAnswers() as answers:
        asker = Asker(model, answers, batch_size=3, progress=reported.append)
        for start in range(0, len(pairs), chunk):
            asker.ask(pairs[start : start + chunk])
        counts = asker.finish()
        assert answers[PAIRS[2]] == Prediction("neutral", {"neutral": 0.75, "entailment": 0.25})
    assert model.batches == whole.batches
    assert [len(batch) for batch in model.batches] == [3, 3, 3, 1]
    assert sum(reported) == len(pairs) == 17
    assert (counts.distinct, counts.from_cache, counts.unparsed, counts.cache_used) == (10, 0, 0, False)


def test_predict_all_keeps_input_order(workdir):
    write_module(workdir, "echo.py", "def predict(pairs):\n    return [len(p) for p, h in pairs]\n")
    pairs = [PAIRS[3], PAIRS[0], PAIRS[3], PAIRS[1]]
    predictions = predict_all(load_model("python:echo.py:predict", task="sts"), pairs, batch_size=1)
    assert [p.score for p in predictions] == [float(len(premise)) for premise, _ in pairs]


def test_predict_all_rejects_wrong_batch_length():
    class Short(RecordingModel):
        def predict(self, pairs):
            return super().predict(pairs)[:-1]

    with pytest.raises(StresskitError, match="answered 1 predictions for 2 pairs"):
        predict_all(Short("short"), PAIRS[:2])


def test_predict_all_rejects_bad_batch_size():
    with pytest.raises(StresskitError, match="batch size"):
        predict_all(RecordingModel(), PAIRS, batch_size=0)


# --- prediction cache -----------------------------------------------------------------------------------


def test_cache_second_run_makes_no_calls(tmp_path):
    first, second = RecordingModel(), RecordingModel()
    with PredictionCache(tmp_path / "cache") as cache:
        expected = predict_all(first, PAIRS, batch_size=2, cache=cache)
    with PredictionCache(tmp_path / "cache") as cache:
        reported: list[int] = []
        assert (
            predict_all(second, PAIRS + PAIRS[:1], cache=cache, progress=reported.append)
            == expected + expected[:1]
        )
    assert len(first.batches) == 3 and second.batches == []
    assert reported == [6]


@pytest.mark.parametrize("point_lookups", [0, 5])  # one scan; a query per pair
def test_cache_finds_the_same_answers_by_scan_or_pair_by_pair(tmp_path, monkeypatch, point_lookups):
    monkeypatch.setattr(prediction_cache, "POINT_LOOKUPS", point_lookups)
    model = RecordingModel()
    with PredictionCache(tmp_path) as cache:
        predict_all(model, PAIRS[:3], cache=cache)
        found = cache.lookup(model, PAIRS[1:])
        assert cache.lookup(RecordingModel("other"), PAIRS) == {}
    assert sorted(found) == sorted(PAIRS[1:3])
    assert found[PAIRS[1]] == Prediction("neutral", {"neutral": 0.75, "entailment": 0.25})


def test_cache_resumes_an_interrupted_run(tmp_path):
    pairs = [(f"前提{i}", f"仮説{i}") for i in range(10)]
    with PredictionCache(tmp_path) as cache, pytest.raises(RuntimeError, match="interrupted"):
        predict_all(RecordingModel(fail_on_call=3), pairs, batch_size=2, cache=cache)
    resumed = RecordingModel()
    with PredictionCache(tmp_path) as cache:
        predictions = predict_all(resumed, pairs, batch_size=2, cache=cache)
    assert resumed.batches == [pairs[4:6], pairs[6:8], pairs[8:10]]
    assert len(predictions) == 10


def test_cache_commits_once_the_interval_has_passed_and_on_close(tmp_path, monkeypatch):
    model = RecordingModel()
    with PredictionCache(tmp_path) as writer:
        monkeypatch.setattr(prediction_cache, "COMMIT_INTERVAL_SECONDS", 3600)
        predict_all(model, PAIRS[:2], batch_size=1, cache=writer)
        with PredictionCache(tmp_path) as reader:  # the writer holds no lock while answers wait
            assert reader.lookup(model, PAIRS) == {}
        monkeypatch.setattr(prediction_cache, "COMMIT_INTERVAL_SECONDS", 0)
        predict_all(model, PAIRS[2:3], batch_size=1, cache=writer)
        with PredictionCache(tmp_path) as reader:
            assert set(reader.lookup(model, PAIRS)) == set(PAIRS[:3])
        monkeypatch.setattr(prediction_cache, "COMMIT_INTERVAL_SECONDS", 3600)
        predict_all(model, PAIRS[3:], batch_size=1, cache=writer)
    with PredictionCache(tmp_path) as reader:
        assert set(reader.lookup(model, PAIRS)) == set(PAIRS)


def test_cache_keeps_scores_and_separates_models(tmp_path, workdir):
    write_module(workdir, "a.py", "def predict(pairs):\n    return [0.25 for _ in pairs]\n")
    write_module(workdir, "b.py", "def predict(pairs):\n    return [0.75 for _ in pairs]\n")
    with PredictionCache(tmp_path / "cache") as cache:
        for name, score in [("a", 0.25), ("b", 0.75), ("a", 0.25)]:
            model = load_model(f"python:{name}.py:predict", task="sts")
            assert predict_all(model, PAIRS[:2], cache=cache) == [Prediction(None, score=score)] * 2


def test_cache_misses_after_the_model_file_changes(workdir):
    path = write_module(workdir, "m.py", "def predict(pairs):\n    return ['yes' for _ in pairs]\n")
    with PredictionCache(workdir / "cache") as cache:
        predict_all(load_model("python:m.py:predict"), PAIRS[:1], cache=cache)
        path.write_text("def predict(pairs):\n    return ['no' for _ in pairs]\n")
        later = os.stat(path).st_mtime_ns + 10**9
        os.utime(path, ns=(later, later))
        [prediction] = predict_all(load_model("python:m.py:predict"), PAIRS[:1], cache=cache)
    assert prediction.label == "contradiction"


def test_an_unreadable_cache_is_moved_aside_and_started_anew(workdir, capsys):
    tmp_path = workdir / "cache"
    tmp_path.mkdir()
    write_module(workdir, "m.py", "def predict(pairs):\n    return ['yes' for _ in pairs]\n")
    path = tmp_path / prediction_cache.DATABASE_NAME
    path.write_bytes(b"this is not a database" * 100)
    with PredictionCache(tmp_path) as cache:
        assert cache.lookup(load_model("python:m.py:predict"), PAIRS[:1]) == {}
    [aside] = tmp_path.glob(f"{path.name}.corrupt-*")
    assert aside.read_bytes() == b"this is not a database" * 100
    assert capsys.readouterr().err == (
        f"note: the prediction cache {path} is damaged (file is not a database); moved it to {aside} "
        "and starting a new one\n"
    )


# --- issue 9.1: the cache key is what identifies the model -------------------------------------------


def test_cache_misses_when_the_model_file_changes_even_with_the_same_mtime(workdir):
    path = write_module(workdir, "m.py", "def predict(pairs):\n    return ['yes' for _ in pairs]\n")
    stamp = os.stat(path).st_mtime_ns
    with PredictionCache(workdir / "cache") as cache:
        predict_all(load_model("python:m.py:predict"), PAIRS[:1], cache=cache)
        path.write_text("def predict(pairs):\n    return ['no' for _ in pairs]\n")
        os.utime(path, ns=(stamp, stamp))  # a checkout or copy that keeps the old time stamp
        [prediction] = predict_all(load_model("python:m.py:predict"), PAIRS[:1], cache=cache)
    assert prediction.label == "contradiction"


def test_model_version_names_what_the_spec_cannot_see(workdir):
    # The file loads a "checkpoint" the spec cannot see: --model-version tells the versions apart.
    (workdir / "checkpoint.txt").write_text("yes")
    write_module(
        workdir,
        "loader.py",
        """\
        from pathlib import Path
        ANSWER = (Path(__file__).parent / "checkpoint.txt").read_text()
        def predict(pairs):
            return [ANSWER for _ in pairs]
        """,
    )
    with PredictionCache(workdir / "cache") as cache:
        first = predict_pairs(
            load_model("python:loader.py:predict", model_version="v1"), PAIRS[:2], cache=cache
        )
        (workdir / "checkpoint.txt").write_text("no")
        same = predict_pairs(
            load_model("python:loader.py:predict", model_version="v1"), PAIRS[:2], cache=cache
        )
        second = predict_pairs(
            load_model("python:loader.py:predict", model_version="v2"), PAIRS[:2], cache=cache
        )
    assert [p.label for p in first.predictions] == ["entailment", "entailment"]
    assert (first.from_cache, first.distinct) == (0, 2)
    # Same version: served from the cache, and the run says so.
    assert (same.from_cache, same.distinct) == (2, 2) and same.model_key == first.model_key
    assert [p.label for p in second.predictions] == ["contradiction", "contradiction"]
    assert second.from_cache == 0 and second.model_key != first.model_key
    assert re.fullmatch(r"[0-9a-f]{12}", first.model_key)


def test_refresh_asks_the_model_again_and_replaces_the_cached_answers(tmp_path):
    model = RecordingModel()
    with PredictionCache(tmp_path) as cache:
        predict_all(model, PAIRS, cache=cache)
    with PredictionCache(tmp_path, refresh=True) as cache:
        run = predict_pairs(model, PAIRS, cache=cache)
    assert run.from_cache == 0 and len(model.batches) == 2
    with PredictionCache(tmp_path) as cache:
        assert predict_pairs(model, PAIRS, cache=cache).from_cache == 5


def test_http_server_reported_model_keys_the_cache(serve, tmp_path):
    serving = {"model": "bert-a", "answer": "yes"}

    def answer(path, body):
        return json_answer(
            {"model": serving["model"], "predictions": [serving["answer"]] * len(body["pairs"])}
        )

    server = serve(answer)
    with PredictionCache(tmp_path) as cache:
        first = predict_pairs(http_model(server.url), PAIRS, cache=cache)
        again = predict_pairs(http_model(server.url), PAIRS, cache=cache)
        serving.update(model="bert-b", answer="no")  # the server restarted with another model
        switched = predict_pairs(http_model(server.url), PAIRS, cache=cache)
    assert [p.label for p in first.predictions] == ["entailment"] * 5
    # One request learns who answers; the other four pairs come from the cache.
    assert (again.from_cache, again.distinct) == (4, 5)
    assert [p.label for p in switched.predictions] == ["contradiction"] * 5
    assert switched.from_cache == 0 and switched.model_key != first.model_key


def test_http_server_switching_models_mid_run_is_an_error(serve):
    def answer(path, body):
        name = "a" if len(server.requests) == 1 else "b"
        return json_answer({"version": name, "predictions": ["yes"] * len(body["pairs"])})

    server = serve(answer)
    with pytest.raises(StresskitError, match="switched from version 'a' to version 'b'"):
        predict_all(http_model(server.url, concurrency=1), PAIRS, batch_size=1)


# --- issue 9.2: integers are class ids or scores only when the user says which ---------------------------


def test_integer_answers_without_a_label_order_or_task_are_an_error(workdir):
    write_module(workdir, "ids.py", "def predict(pairs):\n    return [i % 3 for i in range(len(pairs))]\n")
    with pytest.raises(
        StresskitError,
        match=r"answered the number 0.*give the label of each id with label_order \(e.g. entailment,neutral,contradiction\); if it is a similarity score, say so with task sts$",
    ):
        load_model("python:ids.py:predict").predict(PAIRS[:3])


def test_label_order_turns_class_ids_into_labels(workdir):
    write_module(workdir, "ids.py", "def predict(pairs):\n    return [i % 3 for i in range(len(pairs))]\n")
    model = load_model("python:ids.py:predict", label_order="contradiction,entailment,neutral")
    assert [p.label for p in model.predict(PAIRS[:4])] == [
        "contradiction", "entailment", "neutral", "contradiction"
    ]  # fmt: skip
    with pytest.raises(StresskitError, match="class id 3.*3 labels"):
        to_predictions([3], 1, reading=OutputReading(label_order=LABELS))
    with pytest.raises(StresskitError, match="class id 1.5"):
        to_predictions([1.5], 1, reading=OutputReading(label_order=LABELS))


def test_task_sts_turns_numbers_into_scores():
    predictions = to_predictions([1, 4.5], 2, reading=OutputReading(task="sts"))
    assert predictions == [Prediction(None, score=1.0), Prediction(None, score=4.5)]


@pytest.mark.parametrize(
    ("outputs", "reading", "message"),
    [
        (["entailment", 2], OutputReading(task="sts"), "both labels and numbers.*'entailment' and 2"),
        ([0, "neutral"], OutputReading(label_order=LABELS), "both labels and numbers.*'neutral' and 0"),
        ([{"entailment": math.nan, "neutral": 0.5}], OutputReading(), "probability nan for 'entailment'"),
        ([math.nan], OutputReading(task="sts"), "score nan"),
        (["perhaps"], OutputReading(), "unknown label 'perhaps'"),
    ],
)
def test_mixed_or_nan_or_unknown_outputs_name_the_offending_value(outputs, reading, message):
    with pytest.raises(StresskitError, match=message):
        to_predictions(outputs, len(outputs), reading=reading)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"label_order": "entailment,maybe,contradiction"}, "unknown label 'maybe'"),
        ({"label_order": "entailment,entailment"}, "names entailment twice"),
        ({"task": "regression"}, "unknown task 'regression': use nli or sts"),
    ],
)
def test_bad_reading_options(options, message):
    with pytest.raises(StresskitError, match=message):
        load_model("http://127.0.0.1:9/", **options)


def test_hf_model_without_label_names_takes_a_label_order(hf_models):
    model = load_model(f"hf:{hf_models / 'unnamed'}", label_order="neutral,entailment,contradiction")
    assert {p.label for p in model.predict(PAIRS)} <= set(LABELS)


# --- issue 9.14: an unparsable LLM answer is one unparsed prediction ------------------------------------


def test_openai_unparsed_answer_is_counted_and_the_run_goes_on(serve):
    server = serve(lambda path, body: chat_answer(body["messages"][0]["content"].split("|")[0]))
    model = load_model("openai:m", base_url=server.url, prompt_template="{premise}|{hypothesis}")
    pairs = [("含意", "a"), ("I cannot decide.", "b"), ("矛盾", "c"), ("I cannot decide.", "d")]
    run = predict_pairs(model, pairs)
    assert [p.label for p in run.predictions] == ["entailment", None, "contradiction", None]
    assert [p.unparsed for p in run.predictions] == [False, True, False, True]
    assert run.unparsed == 2


# --- issue 12: remote models are asked concurrently, answers stay in input order ------------------------


def test_concurrent_requests_keep_input_order_and_fill_the_cache(serve, tmp_path):
    in_flight = {"now": 0, "most": 0}
    lock = threading.Lock()

    def answer(path, body):
        with lock:
            in_flight["now"] += 1
            in_flight["most"] = max(in_flight["most"], in_flight["now"])
        premises = [pair["premise"] for pair in body["pairs"]]
        # Earlier batches answer later, so answers arrive out of order.
        time.sleep(0.2 - 0.02 * int(premises[0].removeprefix("前提")))
        with lock:
            in_flight["now"] -= 1
        return json_answer({"predictions": [float(premise.removeprefix("前提")) for premise in premises]})

    server = serve(answer)
    pairs = [(f"前提{i}", "仮説") for i in range(8)]
    model = http_model(server.url, concurrency=4, task="sts")
    with PredictionCache(tmp_path) as cache:
        run = predict_pairs(model, pairs, batch_size=1, cache=cache)
    assert [p.score for p in run.predictions] == [float(i) for i in range(8)]
    assert in_flight["most"] == 4
    with PredictionCache(tmp_path) as cache:
        assert (
            predict_pairs(http_model(server.url, concurrency=4, task="sts"), pairs, cache=cache).from_cache
            == 7
        )


def test_an_interrupted_concurrent_run_keeps_the_answers_that_arrived(serve, tmp_path):
    def answer(path, body):
        premise = body["pairs"][0]["premise"]
        if premise == "前提5":
            return 404, b"gone"
        return json_answer({"predictions": ["yes"]})

    server = serve(answer)
    pairs = [(f"前提{i}", "仮説") for i in range(8)]
    with PredictionCache(tmp_path) as cache, pytest.raises(StresskitError, match="HTTP 404"):
        predict_all(http_model(server.url, concurrency=2), pairs, batch_size=1, cache=cache)
    with PredictionCache(tmp_path) as cache:
        stored = cache.lookup(http_model(server.url, concurrency=2), pairs)
    # Two requests at a time: when 前提5 fails, at most one of 前提0–4 can still be in flight.
    answered_before = {premise for premise, _ in stored} & {f"前提{i}" for i in range(5)}
    assert len(answered_before) >= 4
    assert ("前提5", "仮説") not in stored


# --- the evaluate command's model options, on a small perturbed file (no parsing needed) -------------------

PERTURBED_TSV = (
    "pair_ID\tsentence_A_Ja\tsentence_B_Ja\tentailment_label_Ja\tsentence_A_Ja_origin\tmod_A\top\tpair\trule\texpected_label\n"
    "1\tピアノを女性が弾いている\t女性が楽器を演奏している\tentailment\t女性がピアノを弾いている\tTrue\tscramble\tga-o\tscramble-fronting\tentailment\n"
    "2\t犬を猫が追いかけている\t動物が動いている\tentailment\t猫が犬を追いかけている\tTrue\tscramble\tga-o\tscramble-fronting\tentailment\n"
)


def evaluate_cli(*args):
    from typer.testing import CliRunner

    from stresskit.cli.app import app

    return CliRunner().invoke(app, ["evaluate", *[str(arg) for arg in args]])


@pytest.fixture
def perturbed_file(workdir, monkeypatch):
    monkeypatch.setenv("STRESSKIT_CACHE_DIR", str(workdir / "cache"))
    path = workdir / "perturbed.tsv"
    path.write_text(PERTURBED_TSV, encoding="utf-8")
    return path


def test_cli_class_ids_need_a_label_order(perturbed_file, workdir):
    write_module(workdir, "ids.py", "def predict(pairs):\n    return [0 for _ in pairs]\n")
    result = evaluate_cli("--perturbed", perturbed_file, "--model", "python:ids.py:predict")
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert result.stderr.startswith("error: python:ids.py:predict answered the number 0: if it is a class id")
    report = workdir / "report.json"
    result = evaluate_cli(
        "--perturbed", perturbed_file, "--model", "python:ids.py:predict",
        "--label-order", "entailment,neutral,contradiction", "--report", report,
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    payload = json.loads(report.read_text(encoding="utf-8"))
    assert payload["original_accuracy"] == 1.0
    assert payload["provenance"]["label_convention"]["label_order"] == [
        "entailment",
        "neutral",
        "contradiction",
    ]


def test_cli_refresh_and_model_version_ask_the_model_again(perturbed_file, workdir):
    write_module(
        workdir,
        "counted.py",
        """\
        from pathlib import Path
        def predict(pairs):
            with open(Path(__file__).parent / "calls.log", "a") as log:
                log.write(f"{len(pairs)}\\n")
            return ["entailment" for _ in pairs]
        """,
    )
    calls = workdir / "calls.log"
    args = ("--perturbed", perturbed_file, "--model", "python:counted.py:predict")
    first = evaluate_cli(*args)
    assert first.exit_code == 0, first.output
    assert "0 of 4 predictions from the cache (model key" in first.stderr
    assert "4 of 4 predictions from the cache" in evaluate_cli(*args).stderr
    assert calls.read_text() == "4\n"
    assert "0 of 4 predictions from the cache" in evaluate_cli(*args, "--refresh").stderr
    assert calls.read_text() == "4\n4\n"
    versioned = evaluate_cli(*args, "--model-version", "checkpoint-2")
    assert "0 of 4 predictions from the cache" in versioned.stderr
    assert calls.read_text() == "4\n4\n4\n"
    assert "0 of 4 predictions from the cache (cache off" in evaluate_cli(*args, "--no-cache").stderr


def test_cli_timeout_and_retries_reach_the_http_model(perturbed_file, serve):
    def slow(path, body):
        time.sleep(0.5)
        return json_answer({"predictions": ["yes"] * len(body["pairs"])})

    server = serve(slow)
    result = evaluate_cli(
        "--perturbed",
        perturbed_file,
        "--model",
        server.url,
        "--timeout",
        "0.1",
        "--retries",
        "0",
        "--no-cache",
    )
    assert result.exit_code == 1
    assert (
        f"model server {server.url} failed 1 attempt(s) (last: timed out: no complete answer within 0.1 s)"
        in result.stderr
    )


def test_cli_counts_unparsed_llm_answers_and_goes_on(perturbed_file, serve, workdir):
    def answer(path, body):
        # The fake LLM answers "含意" about the originals (が before を) and rambles about the scrambled ones.
        premise = body["messages"][0]["content"].split("|")[0]
        return chat_answer("含意" if premise.index("が") < premise.index("を") else "Hmm, hard to say.")

    server = serve(answer)
    template = workdir / "prompt.txt"
    template.write_text("{premise}|{hypothesis}", encoding="utf-8")
    report, preds = workdir / "report.json", workdir / "preds.tsv"
    result = evaluate_cli(
        "--perturbed", perturbed_file, "--model", "openai:m", "--base-url", server.url,
        "--prompt-template", template, "--report", report, "--predictions", preds,
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "2 answers had no NLI label: counted as 'unparsed'" in result.stderr
    payload = json.loads(report.read_text(encoding="utf-8"))
    assert payload["unparsed_predictions"] == 2
    [row] = [r for r in payload["results"] if r["gold_label"] == "all"]
    assert (row["consistency"], row["accuracy_original"], row["accuracy_perturbed"]) == (0.0, 1.0, 0.0)
    assert [line.split("\t")[6] for line in preds.read_text(encoding="utf-8").splitlines()[1:]] == [
        "unparsed", "unparsed"
    ]  # fmt: skip
