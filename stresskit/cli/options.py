"""What every `stresskit` command shares: the rule and cache options, progress bars, and how a failure is reported."""

from __future__ import annotations

import functools
import math
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, NoReturn

import rich.markup
import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.text import Text
from typer.core import TyperArgument, TyperCommand, TyperGroup, TyperOption

from stresskit.conventions import CORE_OPS
from stresskit.errors import Interrupted, StresskitError

if TYPE_CHECKING:  # the commands import the engine when they run, so that --help stays fast
    from stresskit.evaluation.assembly import Run
    from stresskit.evaluation.spec import RunSpec
    from stresskit.parsing.parser import Parser
    from stresskit.rewriting.workers import Executor
    from stresskit.rules.loader import RuleSet


# How help names a value: "<str>" and "<list[Path]>" are Python, not what a user types.
_VALUE_NAMES = {
    "str": "TEXT",
    "int": "INTEGER",
    "int range": "INTEGER",
    "float": "NUMBER",
    "float range": "NUMBER",
}


def _plain_metavars(command: TyperCommand | TyperGroup) -> None:
    """Name values as the README does: TEXT, PATH, INTEGER beside an option, nothing beside a flag (it takes
    no value), FILE for an argument (in the usage line and in errors: "Missing argument 'FILE'")."""
    ctx = typer.Context(command)
    # Help is rendered as Rich markup, which eats "[nltk]" in "pip install 'stresskit[nltk]'": no help
    # string here uses markup, so every bracket is text.
    command.help, command.epilog = _markup_escaped(command.help), _markup_escaped(command.epilog)
    for param in command.get_params(ctx):
        if isinstance(param, TyperOption | TyperArgument):
            param.help = _markup_escaped(param.help)
        if param.metavar is not None:
            continue
        label = param.display_type(ctx).strip("<>").removeprefix("list[").removesuffix("]").lower()
        value = _VALUE_NAMES.get(label, label.upper())
        if isinstance(param, TyperOption) and param.is_flag:
            param.metavar = ""
        elif isinstance(param, TyperArgument):
            param.metavar = (param.name or "").upper()
            # The type column beside an argument has no metavar of its own: PATH, not "<path>".
            param.display_type_rich = lambda ctx, value=value: value  # type: ignore[method-assign]
        else:
            param.metavar = value


def _markup_escaped(text: str | None) -> str | None:
    return None if text is None else rich.markup.escape(text)


def _usage_pieces(command: TyperCommand | TyperGroup, ctx: typer.Context) -> list[str]:
    """The usage line: `stresskit perturb [OPTIONS] FILE`, optional arguments in [], repeatable ones with ..."""
    pieces = [command.options_metavar] if command.options_metavar else []
    for param in command.get_params(ctx):
        if isinstance(param, TyperArgument):
            name = (param.name or "").upper() + ("..." if param.nargs != 1 else "")
            pieces.append(name if param.required else f"[{name}]")
    return pieces


class PlainHelpCommand(TyperCommand):
    """A command whose --help names values as a user types them (FILE, TEXT, PATH; nothing after a flag)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _plain_metavars(self)

    def collect_usage_pieces(self, ctx: typer.Context) -> list[str]:
        return _usage_pieces(self, ctx)


class PlainHelpGroup(TyperGroup):
    """A command group (stresskit, stresskit baseline, stresskit annotate) with the same plain help."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _plain_metavars(self)


def plain_console(*, stderr: bool = False, width: int | None = None) -> Console:
    """A console that prints strings as they are: file names, sentences and op names may hold "[...]",
    which rich markup would eat or fail on; styles come from Text objects instead."""
    return Console(stderr=stderr, width=width, markup=False, highlight=False, soft_wrap=True)


stderr = plain_console(stderr=True)

# One default op set on every command and in Python: the core ops (conventions.CORE_OPS).
DEFAULT_OPS = ",".join(CORE_OPS)
OPS_HELP = f"Comma-separated ops, or 'all' (default: {DEFAULT_OPS}, the core ops). See `stresskit ops`."
OpsOption = Annotated[str, typer.Option("--op", help=OPS_HELP, show_default=False)]
PairOption = Annotated[
    str,
    typer.Option(
        "--pair", help="Case pairs: ga-o, ga-ni, ga-de, ga (the built-in ones), comma-separated, or 'all'."
    ),
]

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
        "LocalCluster of --workers processes. Needs pip install 'stresskit[dask]'.",
        show_default=False,
    ),
]
INTERRUPTED_EXIT = 130  # what a shell reports for a command stopped by Ctrl-C (128 + SIGINT)
TERMINATED_EXIT = 143  # and by SIGTERM (128 + SIGTERM)
_signals = {"terminated": False}


def stop_on_sigterm(context: typer.Context) -> None:
    """SIGTERM (kill, a job scheduler, a container stop) stops the command as Ctrl-C does: the same clean-up
    and "interrupted: …" line, exit 143. A second SIGTERM during the clean-up ends the process at once."""
    if threading.current_thread() is not threading.main_thread():
        return  # signal handlers belong to the main thread (a command run from a test's thread)

    def on_sigterm(signum: int, frame: object) -> None:
        _signals["terminated"] = True
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGTERM, on_sigterm)
    context.call_on_close(lambda: signal.signal(signal.SIGTERM, previous))


def cli_executor(workers: int, dask: str | None) -> Executor | None:
    """The worker processes or Dask cluster that --workers / --dask ask for (None: this process)."""
    from stresskit.parsing.parser import DEFAULT_MODEL
    from stresskit.rewriting.workers import make_executor

    return make_executor(workers, dask, DEFAULT_MODEL)


def interrupted(message: str) -> NoReturn:
    """Ctrl-C (or SIGTERM): one line on what is kept, exit 130 (143 after SIGTERM)."""
    stderr.print(message, highlight=False, soft_wrap=True)
    raise typer.Exit(TERMINATED_EXIT if _signals["terminated"] else INTERRUPTED_EXIT)


def cli_parser(no_cache: bool) -> Parser:
    """GiNZA behind the default parse cache, or behind none with --no-cache."""
    from stresskit.parsing.parser import Parser
    from stresskit.rewriting.perturb import default_cache_dir

    return Parser(cache_dir=None if no_cache else default_cache_dir())


def load_rule_set(paths: list[Path] | None, causer: str | None = None) -> RuleSet:
    """Built-in rules plus --rules files, with --causer filled into the causative rules."""
    from stresskit.rules.loader import load_rules

    return load_rules(paths or [], variables={"causer": causer} if causer else None)


def check_seed(seed: int) -> None:
    """Fail before any work on a seed the random generators refuse (numpy's take 0 and up)."""
    if seed < 0:
        raise StresskitError(f"--seed must be a whole number from 0 up, not {seed}")


def check_seconds(option: str, value: float) -> None:
    """Fail before any work unless `value` is a finite number of seconds above 0 (not nan or inf)."""
    if not math.isfinite(value) or value <= 0:
        raise StresskitError(f"{option} must be a number of seconds above 0, not {value}")


def transactional(command: Callable[..., None]) -> Callable[..., None]:
    """`command` with every file it writes committed together when it ends (an output set): a command that
    fails half-way, or is interrupted, leaves all its outputs as they were."""

    @functools.wraps(command)
    def run(*args: Any, **kwargs: Any) -> None:
        from stresskit.tables import output_set

        try:
            with output_set():
                command(*args, **kwargs)
        except StresskitError as exc:  # renaming the finished files failed
            fail(exc)

    return run


# The one table from run-spec keys to the command line's flags: an engine message names a spec key (see
# `stresskit.errors.key`), which a Python user reads as the argument (label_col), a CLI user as the flag.
SPEC_FLAGS = {
    "input.data": "FILE",
    "input.perturbed": "--perturbed",
    "input.originals": "FILE",
    "input.premise_col": "--premise-col",
    "input.hypothesis_col": "--hypothesis-col",
    "input.label_col": "--label-col",
    "input.score_col": "--score-col",
    "input.phenomena_col": "--phenomena-col",
    "input.id_col": "--id-col",
    "rules.files": "--rules",
    "rules.causer": "--causer",
    "rules.derive_files": "--derive-rules",
    "selection.ops": "--op",
    "selection.pairs": "--pair",
    "selection.phenomena": "--phenomena",
    "selection.verify": "--verify",
    "selection.verified_only": "--verified-only",
    "selection.keep_unchanged": "--keep-unchanged",
    "sample.per_op": "--per-op",
    "sample.label_policy": "--label-policy",
    "sample.seed": "--seed",
    "sample.merge": "--merge",
    "engine.cache": "--no-cache",
    "engine.workers": "--workers",
    "engine.dask": "--dask",
    "engine.strict": "--strict",
    "engine.skip_details": "--skip-details",
    "model.spec": "--model",
    "model.batch_size": "--batch-size",
    "model.refresh": "--refresh",
    "model.options.base_url": "--base-url",
    "model.options.prompt_template": "--prompt-template",
    "model.options.label_order": "--label-order",
    "model.options.task": "--task",
    "model.options.model_version": "--model-version",
    "model.options.timeout": "--timeout",
    "model.options.retries": "--retries",
    "model.options.concurrency": "--concurrency",
    "outputs.report": "--report",
    "outputs.html": "--html",
    "outputs.markdown": "--markdown",
    "outputs.predictions": "--predictions",
    "outputs.seed": "--seed",
    "outputs.human": "--human",
    "outputs.rows": "-o",
    "outputs.format": "--format",
}


def flag(key: str) -> str:
    """The command-line flag of a run-spec key."""
    return SPEC_FLAGS[key]


def fail(message: str | StresskitError, *, keys: Callable[[str], str] = flag) -> NoReturn:
    """One line, "error: …", and exit 1; an engine error's spec keys named by `keys` (the flags)."""
    text = message.named(keys) if isinstance(message, StresskitError) else str(message)
    stderr.print(Text.assemble(("error:", "bold red"), " ", text))
    raise typer.Exit(1)


@contextmanager
def parsing_progress() -> Iterator[Callable[[int, int | None], None]]:
    """A progress bar while the premises are parsed (the assembler's `Hooks.parsing`)."""
    with progress_bar() as progress:
        task = progress.add_task("parsing", total=None)
        yield lambda n, total: progress.update(task, advance=n, total=total)


# A command's parameter names where they differ from the settings of `spec_of` (no_cache: cache off).
_SETTINGS = {
    "file": "data",
    "train_file": "data",
    "op": "ops",
    "pair": "pairs",
    "output": "rows",
    "fmt": "format",
}


def cli_spec(stages: tuple[str, ...], options: dict[str, Any]) -> RunSpec:
    """The run spec of a command's options (its parameters, as `locals()` holds them on entry)."""
    from stresskit.evaluation.spec import spec_of

    settings = {_SETTINGS.get(name, name): value for name, value in options.items() if name != "no_cache"}
    return spec_of(stages, **settings, cache=not options.get("no_cache", False))


def run_rows(spec: RunSpec, *, keys: Callable[[str], str] = flag) -> Run:
    """Run a spec that writes rows, with a progress bar while parsing; a failure or Ctrl-C is one line
    (its spec keys named by `keys`: the flags, or for a spec file the keys themselves)."""
    from stresskit.evaluation.assembly import Hooks, assemble

    try:
        return assemble(spec, hooks=Hooks(parsing=parsing_progress))
    except StresskitError as exc:
        fail(exc, keys=keys)
    except Interrupted as exc:
        interrupted(str(exc))
    except KeyboardInterrupt:
        interrupted("interrupted: nothing written")


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
