"""The local web app over real HTTP on localhost: pages, escaping, refusals, and surviving bad requests."""

import socket
import struct
import threading
import time
import urllib.error
import urllib.request
from urllib.parse import quote

import pytest
from typer.testing import CliRunner

from stresskit.cli.app import app
from stresskit.errors import StresskitError
from stresskit.parsing.parser import Parser
from stresskit.rules.loader import load_rules
from stresskit.teaching.explain import MAX_SENTENCE_CHARS
from stresskit.teaching.serve import EXAMPLES, make_server

GIRL = "小さな女の子が女性を見ている"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    # As `stresskit serve` runs it: with the disk parse cache, used from the request threads.
    server = make_server(load_rules(), Parser(cache_dir=tmp_path_factory.mktemp("parses")), port=0)
    server.start_in_thread()
    yield server
    server.shutdown()
    server.server_close()


def get(server, path, method="GET"):
    """(status, body) of a request; error statuses are answers too."""
    request = urllib.request.Request(server.url + path.lstrip("/"), method=method)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def test_binds_localhost_by_default(server):
    assert server.server_address[0] == "127.0.0.1"


def test_front_page_has_the_form_and_examples(server):
    status, body = get(server, "/")
    assert status == 200
    assert '<input type="text" id="sentence" name="s" value=""' in body
    for example in EXAMPLES:
        assert f'<a href="/?s={quote(example)}">{example}</a>' in body
    assert "<svg" not in body


def test_a_sentence_gives_its_rewrites_and_trees(server):
    status, body = get(server, "/?s=" + quote(GIRL))
    assert status == 200
    assert f'value="{GIRL}"' in body
    assert body.count('<div class="transformation"') == 7
    assert body.count("<svg ") == 8
    assert "女性を小さな女の子が見ている" in body.replace('<span class="c1">', "").replace(
        '<span class="c0">', ""
    ).replace("</span>", "")
    assert "<b>active (ga-o)</b>: predicate is active, not passive" in body


def test_markup_in_the_input_is_shown_as_text(server):
    status, body = get(server, "/?s=" + quote("<script>alert(1)</script>猫が犬を見た"))
    assert status == 200
    assert "<script>" not in body
    assert "&lt;script&gt;alert(1)&lt;/script&gt;猫が" in body


def test_too_long_input_is_refused_with_a_message(server):
    status, body = get(server, "/?s=" + quote("あ" * (MAX_SENTENCE_CHARS + 1)))
    assert status == 400
    assert f"the sentence has {MAX_SENTENCE_CHARS + 1} characters; explain takes one sentence" in body
    status, body = get(server, "/?s=" + "x" * 5000)
    assert status == 414
    assert "the sentence is too long" in body


def test_unknown_paths_and_broken_encodings(server):
    assert get(server, "/admin")[0] == 404
    status, body = get(server, "/?s=%ff%fe%E7%8C%AB%E3%81%8C%E7%8A%AC%E3%82%92%E8%A6%8B%E3%81%9F")
    assert status == 200
    assert "�" in body  # the undecodable bytes are shown as replacement characters
    assert get(server, "/", method="HEAD") == (200, "")
    assert get(server, "/", method="POST")[0] == 501


def test_garbage_on_the_socket_does_not_stop_the_server(server):
    host, port = server.server_address[:2]
    for garbage in (b"\x00\xff garbage\r\n\r\n", b"GET /" + b"a" * 70000 + b" HTTP/1.1\r\n\r\n", b""):
        with socket.create_connection((host, port), timeout=10) as connection:
            connection.sendall(garbage)
            connection.shutdown(socket.SHUT_WR)
            connection.recv(65536)
    assert get(server, "/?s=" + quote(GIRL))[0] == 200


def test_concurrent_requests_all_get_answers(server):
    results = []
    threads = [
        threading.Thread(target=lambda s=s: results.append(get(server, "/?s=" + quote(s))[0]))
        for s in EXAMPLES
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results == [200] * len(EXAMPLES)


def test_a_busy_port_is_a_one_line_error(server):
    host, port = server.server_address[:2]
    with pytest.raises(StresskitError) as error:
        make_server(load_rules(), Parser(), host, port)
    assert (
        str(error.value) == f"cannot listen on {host}:{port} (Address already in use); choose another --port"
    )


# --- ports, idle connections and disconnects (issue 9, item 12) --------------------------------------


@pytest.mark.parametrize("port", [70000, -1])
def test_a_port_out_of_range_is_a_one_line_error(port):
    with pytest.raises(StresskitError) as error:
        make_server(load_rules(), Parser(), "127.0.0.1", port)
    assert str(error.value) == f"--port must be between 0 and 65535 (0: any free port), not {port}"


def test_cli_port_out_of_range_is_a_one_line_error():
    result = CliRunner().invoke(app, ["serve", "--port", "70000"])
    assert result.exit_code == 1
    assert result.stderr == "error: --port must be between 0 and 65535 (0: any free port), not 70000\n"


def test_an_idle_connection_is_closed_after_the_timeout(server, monkeypatch, capsys):
    monkeypatch.setattr(server, "idle_timeout", 0.5)
    host, port = server.server_address[:2]
    with socket.create_connection((host, port), timeout=10) as connection:
        started = time.monotonic()
        assert connection.recv(1024) == b""  # closed by the server, nothing sent
        assert time.monotonic() - started < 5
    assert get(server, "/?s=" + quote(GIRL))[0] == 200
    log = wait_for_log(capsys, "timed out")
    assert "Request timed out: TimeoutError('timed out')" in log


def test_a_client_that_disconnects_costs_one_log_line(server, capsys):
    host, port = server.server_address[:2]
    connection = socket.create_connection((host, port), timeout=10)
    connection.sendall(f"GET /?s={quote('男の子が公園で犬を走らせている')} HTTP/1.0\r\n\r\n".encode())
    # Close with a reset (linger 0) before the answer comes: the server's write then fails.
    connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    connection.close()
    log = wait_for_log(capsys, "disconnected")
    assert "Traceback" not in log
    (line,) = [line for line in log.splitlines() if "disconnected" in line]
    assert line.startswith("127.0.0.1 disconnected before the answer was sent (")
    assert get(server, "/?s=" + quote(GIRL))[0] == 200


def wait_for_log(capsys, text):
    log = ""
    deadline = time.monotonic() + 20
    while text not in log and time.monotonic() < deadline:
        time.sleep(0.05)
        log += capsys.readouterr().err
    return log
