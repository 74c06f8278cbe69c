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
    str | None,
    typer.Option(
        "--causer",
        help="Causer nouns the causative op may add, comma-separated; per row the first that the premise and hypothesis do not use (default: ある人,誰か,別の人物).",
    ),
]


NoCacheOption = Annotated[bool, typer.Option("--no-cache", help="Neither read nor write the parse cache.")]


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
