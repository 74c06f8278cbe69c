"""`stresskit serve`: the explain page as a local web app."""

from __future__ import annotations

from typing import Annotated

import typer

from stresskit.cli.options import (
    CauserOption,
    NoCacheOption,
    RulesOption,
    cli_parser,
    fail,
    load_rule_set,
    stderr,
)
from stresskit.conventions import DEFAULT_HOST, DEFAULT_PORT
from stresskit.errors import StresskitError

EPILOG = "Example:  stresskit serve --port 8000, then open http://127.0.0.1:8000/"


def serve_command(
    port: Annotated[int, typer.Option("--port", help="Port to listen on (0: any free port).")] = DEFAULT_PORT,
    host: Annotated[
        str, typer.Option("--host", help="Address to bind; the default keeps the page on this machine.")
    ] = DEFAULT_HOST,
    rules: RulesOption = None,
    causer: CauserOption = None,
    no_cache: NoCacheOption = False,
) -> None:
    """Serve the explain page as a local web app: type a sentence, see every rewrite and its tree."""
    from stresskit.teaching.serve import make_server

    try:
        parser = cli_parser(no_cache)
        server = make_server(load_rule_set(rules, causer), parser, host, port)
    except StresskitError as exc:
        fail(exc)
    stderr.print(f"serving on {server.url} (Ctrl+C to stop)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        stderr.print("stopped")
    finally:
        server.server_close()
