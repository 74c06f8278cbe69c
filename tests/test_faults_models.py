"""Model faults: a server that drips its answer, broken HTTP transports, and python: models that raise,
exit or are interrupted. Each fault is served for real: a local HTTP server, a raw socket, a model file."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from stresskit.errors import StresskitError
from stresskit.evaluation.models import load_model

PAIRS = [("猫が寝ている。", "猫が寝ている。"), ("犬が走る。", "猫が寝ている。")]
ROOT = Path(__file__).resolve().parent.parent


def answer_for(pairs: int) -> bytes:
    return json.dumps({"predictions": ["entailment"] * pairs}).encode()


# --- a server that drips its answer ------------------------------------------------------------------------


class DripServer:
    """Answers with a correct Content-Length, then sends the body one byte every `interval` seconds."""

    def __init__(self, interval: float) -> None:
        self.requests = 0
        owner = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                owner.requests += 1
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                payload = answer_for(len(body["pairs"]))
                self.send_response(200)
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                try:
                    for byte in payload:
                        self.wfile.write(bytes([byte]))
                        self.wfile.flush()
                        time.sleep(interval)
                except OSError:
                    pass  # the client hung up, as it should

            def log_message(self, *args):
                pass

        class Server(ThreadingHTTPServer):
            daemon_threads = True

            def handle_error(self, request, client_address):
                pass

        self._httpd = Server(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self._httpd.server_address[1]}"
        threading.Thread(target=self._httpd.serve_forever, args=(0.01,), daemon=True).start()

    def stop(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()


@pytest.fixture
def drip() -> Iterator[DripServer]:
    server = DripServer(0.3)
    yield server
    server.stop()


def test_a_dripping_server_is_cut_off_at_the_timeout(drip):
    # Every read gets a byte well within 1 s, so only a deadline on the whole request stops it (the answer
    # takes ~14 s to drip).
    model = load_model(drip.url, timeout=1.0, retries=0, backoff=0)
    started = time.monotonic()
    with pytest.raises(StresskitError) as raised:
        model.predict(PAIRS)
    elapsed = time.monotonic() - started
    assert elapsed < 2.0, elapsed
    assert str(raised.value).startswith(
        f"model server {drip.url} failed 1 attempt(s) (last: timed out: no complete answer within 1 s)"
    )


def test_a_dripping_server_is_retried_like_a_timeout(drip):
    model = load_model(drip.url, timeout=0.5, retries=2, backoff=0.05)
    started = time.monotonic()
    with pytest.raises(StresskitError, match=r"failed 3 attempt\(s\) \(last: timed out"):
        model.predict(PAIRS)
    # Three attempts of 0.5 s and two pauses (0.05 s, 0.1 s).
    assert time.monotonic() - started < 3 * 0.5 + 0.15 + 1.0
    assert drip.requests == 3


def test_a_fast_answer_is_not_cut_by_the_deadline(serve_raw):
    payload = answer_for(2)
    server = serve_raw([_complete(payload)])
    model = load_model(server.url, timeout=5.0, retries=0, backoff=0)
    assert [prediction.label for prediction in model.predict(PAIRS)] == ["entailment", "entailment"]


# --- broken transports, from a raw socket --------------------------------------------------------------------


class RawServer:
    """Reads each request whole, then writes the next of `replies` (raw bytes) and closes the connection."""

    def __init__(self, replies: list[bytes]) -> None:
        self.replies = list(replies)
        self.requests = 0
        self._socket = socket.create_server(("127.0.0.1", 0))
        self._socket.settimeout(0.05)
        self.url = f"http://127.0.0.1:{self._socket.getsockname()[1]}"
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        while not self._stop.is_set():
            try:
                connection, _ = self._socket.accept()
            except TimeoutError:
                continue
            with connection:
                connection.settimeout(5)
                _read_request(connection)
                reply = self.replies[min(self.requests, len(self.replies) - 1)]
                self.requests += 1
                connection.sendall(reply)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()
        self._socket.close()


def _read_request(connection: socket.socket) -> None:
    data = b""
    while b"\r\n\r\n" not in data:
        data += connection.recv(65536)
    head, _, body = data.partition(b"\r\n\r\n")
    length = next(
        int(line.split(b":")[1]) for line in head.split(b"\r\n") if line.lower().startswith(b"content-length")
    )
    while len(body) < length:
        body += connection.recv(65536)


def _complete(payload: bytes) -> bytes:
    return b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n%s" % (len(payload), payload)


@pytest.fixture
def serve_raw() -> Iterator[Callable[[list[bytes]], RawServer]]:
    servers: list[RawServer] = []

    def start(replies: list[bytes]) -> RawServer:
        servers.append(RawServer(replies))
        return servers[-1]

    yield start
    for server in servers:
        server.stop()


PAYLOAD = answer_for(2)
TRANSPORT_FAULTS = {
    # The body is shorter than its Content-Length: http.client's IncompleteRead.
    "short body": (
        b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n%s" % (len(PAYLOAD) + 20, PAYLOAD),
        "IncompleteRead",
    ),
    # Not HTTP at all: BadStatusLine.
    "garbage status line": (b"SSH-2.0-OpenSSH_9.6\r\n\r\n", "BadStatusLine"),
    # A chunk size that is not hexadecimal.
    "broken chunked encoding": (
        b'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"pre\r\nzz\r\n',
        "IncompleteRead",
    ),
}


@pytest.mark.parametrize("fault", list(TRANSPORT_FAULTS))
def test_a_transport_fault_is_retried_and_then_answered(serve_raw, fault):
    broken, _ = TRANSPORT_FAULTS[fault]
    server = serve_raw([broken, _complete(PAYLOAD)])
    model = load_model(server.url, timeout=5.0, retries=1, backoff=0)
    assert [prediction.label for prediction in model.predict(PAIRS)] == ["entailment", "entailment"]
    assert server.requests == 2


@pytest.mark.parametrize("fault", list(TRANSPORT_FAULTS))
def test_a_persistent_transport_fault_ends_in_one_line(serve_raw, fault):
    broken, name = TRANSPORT_FAULTS[fault]
    server = serve_raw([broken])
    model = load_model(server.url, timeout=5.0, retries=2, backoff=0)
    with pytest.raises(StresskitError) as raised:
        model.predict(PAIRS)
    message = str(raised.value)
    assert message.startswith(f"model server {server.url} failed 3 attempt(s) (last: broken response ({name}")
    assert "\n" not in message
    assert server.requests == 3


# --- python: models that raise, exit or are interrupted ------------------------------------------------------

# Six pairs whose original and perturbed premises all differ: twelve distinct questions to the model.
PERTURBED_ROWS = [
    ("女性がピアノを弾いている", "ピアノを女性が弾いている", "女性が楽器を演奏している"),
    ("猫が犬を追いかけている", "犬を猫が追いかけている", "動物が動いている"),
    ("男性が本を読んでいる", "本を男性が読んでいる", "人が何かを読んでいる"),
    ("子供がボールを蹴っている", "ボールを子供が蹴っている", "子供が遊んでいる"),
    ("少女が花を摘んでいる", "花を少女が摘んでいる", "少女が外にいる"),
    ("料理人が野菜を切っている", "野菜を料理人が切っている", "料理人が料理をしている"),
]
PERTURBED_TSV = (
    "pair_ID\tsentence_A_Ja\tsentence_B_Ja\tentailment_label_Ja\tsentence_A_Ja_origin\tmod_A\top\tpair\trule\texpected_label\n"
    + "".join(
        f"{number}\t{perturbed}\t{hypothesis}\tentailment\t{original}\tTrue\tscramble\tga-o\tscramble-fronting\tentailment\n"
        for number, (original, perturbed, hypothesis) in enumerate(PERTURBED_ROWS, start=1)
    )
)
QUESTIONS = 2 * len(PERTURBED_ROWS)

# Counts its calls in calls.log; on the call that $FAIL_ON_CALL names, fails the way $FAILURE says.
FLAKY_MODEL = """\
import os, sys, time
from pathlib import Path

def predict(pairs):
    log = Path(__file__).parent / "calls.log"
    with log.open("a") as calls:
        calls.write("call\\n")
    call = len(log.read_text().splitlines())
    if os.environ.get("FAIL_ON_CALL") == str(call):
        failure = os.environ["FAILURE"]
        if failure == "raise":
            raise RuntimeError(f"CUDA out of memory on call {call}")
        if failure == "exit":
            sys.exit(0)
        if failure == "sleep":
            (Path(__file__).parent / "sleeping").touch()
            time.sleep(60)
    return ["entailment" for _ in pairs]
"""


@pytest.fixture
def model_dir(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", list(sys.path))
    monkeypatch.setenv("STRESSKIT_CACHE_DIR", str(tmp_path / "cache"))
    (tmp_path / "perturbed.tsv").write_text(PERTURBED_TSV, encoding="utf-8")
    (tmp_path / "flaky.py").write_text(FLAKY_MODEL, encoding="utf-8")
    yield tmp_path
    for name in [name for name in sys.modules if name.startswith("_stresskit_model_")]:
        del sys.modules[name]  # the model files of this test, imported by path


def evaluate_cli(*args: object):
    from typer.testing import CliRunner

    from stresskit.cli.app import app

    arguments = ["evaluate", "--perturbed", "perturbed.tsv", "--batch-size", "1", *map(str, args)]
    return CliRunner().invoke(app, arguments)


def calls(directory: Path) -> int:
    log = directory / "calls.log"
    return len(log.read_text().splitlines()) if log.exists() else 0


def test_a_model_that_raises_halfway_gives_one_line_and_the_rerun_resumes(model_dir, monkeypatch):
    monkeypatch.setenv("FAIL_ON_CALL", "7")
    monkeypatch.setenv("FAILURE", "raise")
    failed = evaluate_cli("--model", "python:flaky.py:predict", "--report", "report.json")
    assert failed.exit_code == 1
    assert failed.stderr == (
        "error: python:flaky.py:predict raised RuntimeError: CUDA out of memory on call 7; "
        "6 answers cached; run again to resume\n"
    )
    assert not (model_dir / "report.json").exists()
    assert calls(model_dir) == 7
    # The fault has passed (the same model file: the same cache key): the six answers are not asked again.
    monkeypatch.delenv("FAIL_ON_CALL")
    resumed = evaluate_cli("--model", "python:flaky.py:predict", "--report", "report.json")
    assert resumed.exit_code == 0, resumed.output
    assert "6 of 12 predictions from the cache" in resumed.stderr
    assert calls(model_dir) == 7 + QUESTIONS - 6
    assert json.loads((model_dir / "report.json").read_text())["original_accuracy"] == 1.0


def test_a_model_that_raises_without_the_cache_says_nothing_is_kept(model_dir, monkeypatch):
    monkeypatch.setenv("FAIL_ON_CALL", "3")
    monkeypatch.setenv("FAILURE", "raise")
    failed = evaluate_cli("--model", "python:flaky.py:predict", "--no-cache")
    assert failed.exit_code == 1
    assert failed.stderr == (
        "error: python:flaky.py:predict raised RuntimeError: CUDA out of memory on call 3; "
        "2 answers (--no-cache: nothing kept)\n"
    )


def test_a_model_that_calls_sys_exit_is_an_error_not_a_success(model_dir, monkeypatch):
    monkeypatch.setenv("FAIL_ON_CALL", "4")
    monkeypatch.setenv("FAILURE", "exit")
    failed = evaluate_cli("--model", "python:flaky.py:predict", "--report", "report.json")
    assert failed.exit_code == 1
    assert failed.stderr == (
        "error: python:flaky.py:predict called sys.exit(0): a model must return its answers or raise; "
        "3 answers cached; run again to resume\n"
    )
    assert not (model_dir / "report.json").exists()


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("import sys\nsys.exit(0)\n", "called sys.exit(0) while its module was imported: a model must"),
        (
            "raise ImportError('no GPU found')\n",
            "raised ImportError: no GPU found while its module was imported",
        ),
    ],
)
def test_a_model_file_that_exits_or_raises_on_import_is_one_line(model_dir, body, message):
    (model_dir / "broken.py").write_text(body + "def predict(pairs):\n    return []\n", encoding="utf-8")
    failed = evaluate_cli("--model", "python:broken.py:predict")
    assert failed.exit_code == 1
    assert failed.stderr == f"error: python:broken.py:predict {message}" + failed.stderr.split(message)[1]
    assert failed.stderr.count("\n") == 1 and "Traceback" not in failed.output


def test_ctrl_c_while_the_model_answers_says_how_many_answers_are_cached(model_dir):
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "FAIL_ON_CALL": "4",
        "FAILURE": "sleep",
    }
    process = subprocess.Popen(
        [sys.executable, "-m", "stresskit", "evaluate", "--perturbed", "perturbed.tsv", "--batch-size", "1",
         "--model", "python:flaky.py:predict"],
        cwd=model_dir, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while not (model_dir / "sleeping").exists():
            assert process.poll() is None and time.monotonic() < deadline, process.communicate()
            time.sleep(0.05)
        process.send_signal(signal.SIGINT)
        _, stderr = process.communicate(timeout=20)
    finally:
        process.kill()
    assert process.returncode == 130
    assert stderr.splitlines()[-1] == "interrupted: 3 answers cached; run again to resume"
    assert "Traceback" not in stderr
    rerun = evaluate_cli("--model", "python:flaky.py:predict")  # in this process: quicker to start
    assert rerun.exit_code == 0, rerun.output
    assert "3 of 12 predictions from the cache" in rerun.stderr
    assert calls(model_dir) == 4 + QUESTIONS - 3
