"""Model faults: a server that drips its answer, broken HTTP transports, and python: models that raise,
exit or are interrupted. Each fault is served for real: a local HTTP server, a raw socket, a model file."""

from __future__ import annotations

import json
import socket
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
