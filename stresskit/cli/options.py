"""What every `stresskit` command shares: the rule and cache options, progress bars, and how a failure is reported."""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, NoReturn

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.text import Text

from stresskit.conventions import CORE_OPS

if TYPE_CHECKING:  # the commands import the engine when they run, so that --help stays fast
    from stresskit.parsing.parser import Parser
    from stresskit.rewriting.workers import Executor
    from stresskit.rules.loader import RuleSet


def plain_console(*, stderr: bool = False, width: int | None = None) -> Console:
    """A console that prints strings as they are: file names, sentences and op names may hold "[...]",
    which rich markup would eat or fail on; styles come from Text objects instead."""
    return Console(stderr=stderr, width=width, markup=False, highlight=False, soft_wrap=True)


stderr = plain_console(stderr=True)

# One default op set on every command and in Python: the core ops (conventions.CORE_OPS).
DEFAULT_OPS = ",".join(CORE_OPS)
OPS_HELP = f"Comma-separated ops, or 'all' (default: {DEFAULT_OPS}, the core ops). See `stresskit ops`."
OpsOption = Annotated[str, typer.Option("--op", help=OPS_HELP, show_default=False)]

StrictOption = Annotated[
    bool,
    typer.Option(
        "--strict",
        help="Stop at an unexpected error on one sentence, with its traceback (default: the sentence is "
        "skipped with the reason 'internal error (ExceptionType); please report' and the run goes on).",
    ),
]

RulesOption = Annotated[
    list[Path] | None,
    typer.Option(
        "--rules",
        help="A rule file or a directory of them; its ops replace the built-in ones of the same name.",
    ),
]


CauserOption = Annotated[
    str | None,
    typer.Option(
        "--causer",
        help="Causer nouns the causative op may add, comma-separated; per row the first that the premise and hypothesis do not use (default: ある人,誰か,別の人物).",
    ),
]


PremiseColOption = Annotated[str, typer.Option(help="Column holding the premise.")]
HypothesisColOption = Annotated[str, typer.Option(help="Column holding the hypothesis.")]
LabelColOption = Annotated[str, typer.Option(help="Column holding the gold NLI label.")]


OutputOption = Annotated[
    Path | None,
    typer.Option("-o", "--output", help="Output file (default: stdout). Written only when complete."),
]


FormatOption = Annotated[
    str | None,
    typer.Option("--format", help="tsv, csv or jsonl (default: from the output file's extension)."),
]


NoCacheOption = Annotated[bool, typer.Option("--no-cache", help="Neither read nor write the parse cache.")]


WorkersOption = Annotated[
    int,
    typer.Option(
        "--workers",
        help="Parse and rewrite (generate: derive) in N processes (each loads GiNZA once; ~0.5 GB each). "
        "Same output as 1.",
        min=1,
    ),
]
DaskOption = Annotated[
    str | None,
    typer.Option(
        "--dask",
        help="Run the parsing on a Dask cluster: its scheduler address (tcp://host:8786), or 'local' for a "
        "LocalCluster of --workers processes. Needs pip install 'stresskit\\[dask]'.",
        show_default=False,
    ),
]
INTERRUPTED_EXIT = 130  # what a shell reports for a command stopped by Ctrl-C


def cli_executor(workers: int, dask: str | None) -> Executor | None:
    """The worker processes or Dask cluster that --workers / --dask ask for (None: this process)."""
    from stresskit.parsing.parser import DEFAULT_MODEL
    from stresskit.rewriting.workers import make_executor

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
    stderr.print(Text.assemble(("error:", "bold red"), " ", message))
    raise typer.Exit(1)


SkipDetailsOption = Annotated[
    bool,
    typer.Option(
        "--skip-details", help="List every skip reason in the summary, not one line per kind of reason."
    ),
]

# Without a terminal (a log file, CI) a redrawn bar is noise: one plain line this often instead.
PLAIN_PROGRESS_SECONDS = 10.0


def progress_bar() -> Progress | PlainProgress:
    if not sys.stderr.isatty():
        return PlainProgress()
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=stderr,
        transient=True,
    )


@dataclass
class _PlainTask:
    description: str
    total: int | None
    started: float
    printed: float
    done: int = 0


class PlainProgress:
    """The part of rich's Progress the commands use, printing "parsing: 1200/3348 (10 s)" every interval."""

    def __init__(self) -> None:
        self._tasks: list[_PlainTask] = []

    def __enter__(self) -> PlainProgress:
        return self

    def __exit__(self, *exc_info: object) -> None:
        return None

    def add_task(self, description: str, total: int | None) -> int:
        now = time.monotonic()
        self._tasks.append(_PlainTask(description, total, now, now))
        return len(self._tasks) - 1

    def update(self, task_id: int, *, advance: int = 0, total: int | None = None) -> None:
        if total is not None:
            self._tasks[task_id].total = total
        self.advance(task_id, advance)

    def advance(self, task_id: int, advance: int) -> None:
        task = self._tasks[task_id]
        task.done += advance
        now = time.monotonic()
        if now - task.printed >= PLAIN_PROGRESS_SECONDS:
            task.printed = now
            stderr.print(f"{task.description}: {task.done}/{task.total} ({now - task.started:.0f} s)")
