"""`stresskit serve`: the explain page as a small local web app.

One page, GET only: `/` shows the form and example sentences, `/?s=SENTENCE` the same page with the
explanation below. The parser is loaded once, before the first request. Requests are answered one at a
time (spaCy pipelines are not meant to be shared between threads), and every failure of a request is
answered as a page of its own, so no input can stop the server.
"""

from __future__ import annotations

import sys
import threading
import traceback
from html import escape
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, quote, urlsplit

from stresskit.conventions import DEFAULT_HOST, DEFAULT_PORT
from stresskit.errors import StresskitError
from stresskit.parsing.parser import Parser
from stresskit.rules.loader import RuleSet
from stresskit.teaching.explain import MAX_SENTENCE_CHARS, explain, sentence_problem
from stresskit.teaching.html import page_html

TITLE = "stresskit: Japanese word order and case particles"
EXAMPLES = (
    "小さな女の子が女性を見ている",
    "男の子が公園で犬を走らせている",
    "女性が男性に花を渡している",
    "犬が男の子に追いかけられている",
    "猫がボールで遊んでいる",
)
# A connection that sends no complete request in this time is closed, so idle clients cannot hold threads.
IDLE_TIMEOUT_SECONDS = 30.0
MAX_PORT = 65535
# Longer query strings are refused before they are decoded: a sentence of MAX_SENTENCE_CHARS characters
# takes at most 9 bytes per character percent-encoded.
MAX_QUERY_BYTES = 9 * MAX_SENTENCE_CHARS + 64


def form_html(sentence: str = "", error: str = "") -> str:
    examples = " ".join(f'<a href="/?s={quote(text)}">{escape(text)}</a>' for text in EXAMPLES)
    message = f'<p class="error" role="alert">{escape(error)}</p>' if error else ""
    return (
        '<form method="get" action="/"><label for="sentence">Japanese sentence: </label>'
        f'<input type="text" id="sentence" name="s" value="{escape(sentence)}" '
        f'maxlength="{MAX_SENTENCE_CHARS}" autofocus> <button type="submit">Explain</button></form>'
        f'<p class="examples">Examples: {examples}</p>{message}'
    )


class ExplainServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, address: tuple[str, int], rules: RuleSet, parser: Parser) -> None:
        super().__init__(address, _Handler)
        self.rules = rules
        self.parser = parser
        self.lock = threading.Lock()
        self.idle_timeout = IDLE_TIMEOUT_SECONDS

    def handle_error(self, request: object, client_address: tuple[str, int]) -> None:
        error = sys.exc_info()[1]
        if isinstance(error, ConnectionError | TimeoutError):  # the client left or stalled: not our bug
            reason = getattr(error, "strerror", None) or error
            sys.stderr.write(f"{client_address[0]} disconnected before the answer was sent ({reason})\n")
        else:
            super().handle_error(request, client_address)

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host}:{port}/"

    def start_in_thread(self) -> str:
        """Serve from a daemon thread (tests, notebooks, a classroom script); returns the page's URL."""
        threading.Thread(target=self.serve_forever, daemon=True).start()
        return self.url

    def page(self, query: str) -> tuple[HTTPStatus, str]:
        if len(query.encode()) > MAX_QUERY_BYTES:
            return HTTPStatus.REQUEST_URI_TOO_LONG, page_html([], TITLE, form_html(error=_too_long()))
        values = parse_qs(query, errors="replace").get("s", [])
        sentence = values[0].strip() if values else ""
        if not sentence:
            return HTTPStatus.OK, page_html([], TITLE, form_html())
        if problem := sentence_problem(sentence):
            return HTTPStatus.BAD_REQUEST, page_html(
                [], TITLE, form_html(sentence[:MAX_SENTENCE_CHARS], problem)
            )
        with self.lock:
            explanations = explain([sentence], self.rules, self.parser)
        return HTTPStatus.OK, page_html(explanations, TITLE, form_html(sentence))


def _too_long() -> str:
    return f"the sentence is too long; explain takes one sentence of at most {MAX_SENTENCE_CHARS} characters"


class _Handler(BaseHTTPRequestHandler):
    server: ExplainServer
    server_version = "stresskit"

    def setup(self) -> None:
        self.timeout = self.server.idle_timeout  # read by StreamRequestHandler.setup for the socket
        super().setup()

    def do_GET(self) -> None:  # noqa: N802 (the name http.server dispatches to)
        self._answer(send_body=True)

    def do_HEAD(self) -> None:  # noqa: N802
        self._answer(send_body=False)

    def _answer(self, send_body: bool) -> None:
        url = urlsplit(self.path)
        if url.path != "/":
            status, body = HTTPStatus.NOT_FOUND, page_html([], TITLE, form_html(error="no such page"))
        else:
            try:
                status, body = self.server.page(url.query)
            except StresskitError as exc:
                status, body = HTTPStatus.BAD_REQUEST, page_html([], TITLE, form_html(error=str(exc)))
            except Exception:  # a bug must cost one request, not the server
                traceback.print_exc(file=sys.stderr)
                status = HTTPStatus.INTERNAL_SERVER_ERROR
                body = page_html(
                    [], TITLE, form_html(error="internal error; the details are in the server log")
                )
        data = body.encode()
        self.send_response(status)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
        self.end_headers()
        if send_body:
            self.wfile.write(data)

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 (http.server's signature)
        sys.stderr.write(f"{self.address_string()} {format % args}\n")


def make_server(
    rules: RuleSet, parser: Parser, host: str = DEFAULT_HOST, port: int = DEFAULT_PORT
) -> ExplainServer:
    """A server bound to host:port (port 0: any free port) with the parser loaded, not yet serving."""
    if not 0 <= port <= MAX_PORT:
        raise StresskitError(f"--port must be between 0 and {MAX_PORT} (0: any free port), not {port}")
    try:
        server = ExplainServer((host, port), rules, parser)
    except OSError as exc:
        raise StresskitError(
            f"cannot listen on {host}:{port} ({exc.strerror}); choose another --port"
        ) from exc
    parser.nlp  # noqa: B018 (load the model now, so the first request is as fast as the rest)
    return server
