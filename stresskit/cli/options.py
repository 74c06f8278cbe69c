"""What every `stresskit` command shares: the rule and cache options, progress bars, and how a failure is reported."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, NoReturn

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

if TYPE_CHECKING:  # the commands import the engine when they run, so that --help stays fast
    from stresskit.parsing.parser import Parser
    from stresskit.rewriting.execution import Executor
    from stresskit.rules.loader import RuleSet

stderr = Console(stderr=True)

RulesOption = Annotated[
    list[Path] | None,
    typer.Option(
        "--rules",
        help="A rule file or a directory of them; its ops replace the built-in ones of the same name.",
    ),
]


CauserOption = Annotated[
    str | None, typer.Option("--causer", help="The causer noun the causative op adds (default: ある人).")
]


NoCacheOption = Annotated[bool, typer.Option("--no-cache", help="Neither read nor write the parse cache.")]


WorkersOption = Annotated[
    int,
    typer.Option(
        "--workers",
        help="Parse and rewrite in N processes (each loads GiNZA once; ~0.5 GB each). Same output as 1.",
        min=1,
    ),
]
DaskOption = Annotated[
    str | None,
    typer.Option(
        "--dask",
        help="Run the parsing on a Dask cluster: its scheduler address (tcp://host:8786), or 'local' for a "
        "LocalCluster of --workers processes. Needs pip install 'stresskit[dask]'.",
        show_default=False,
    ),
]
INTERRUPTED_EXIT = 130  # what a shell reports for a command stopped by Ctrl-C


def cli_executor(workers: int, dask: str | None) -> Executor | None:
    """The worker processes or Dask cluster that --workers / --dask ask for (None: this process)."""
    from stresskit.parsing.parser import DEFAULT_MODEL
    from stresskit.rewriting.execution import make_executor

    return make_executor(workers, dask, DEFAULT_MODEL)


def interrupted(message: str) -> NoReturn:
    """Ctrl-C while parsing: one line on what is kept, exit 130."""
    stderr.print(message, highlight=False, soft_wrap=True)
    raise typer.Exit(INTERRUPTED_EXIT)


def cli_parser(no_cache: bool) -> Parser:
    """GiNZA behind the default parse cache, or behind none with --no-cache."""
    from stresskit.parsing.parser import Parser
    from stresskit.rewriting.perturb import default_cache_dir

    return Parser(cache_dir=None if no_cache else default_cache_dir())


def load_rule_set(paths: list[Path] | None, causer: str | None = None) -> RuleSet:
    """Built-in rules plus --rules files, with --causer filled into the causative rules."""
    from stresskit.rules.loader import load_rules

    return load_rules(paths or [], variables={"causer": causer} if causer else None)


def fail(message: str) -> NoReturn:
    stderr.print(f"[bold red]error:[/] {message}", highlight=False, soft_wrap=True)
    raise typer.Exit(1)


def progress_bar() -> Progress:
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=stderr,
        transient=True,
        disable=not sys.stderr.isatty(),
    )
