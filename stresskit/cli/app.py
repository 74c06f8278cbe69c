"""The `stresskit` command line: one module per command, registered here.

Each command imports the engine (spaCy, GiNZA, pandas) only when it runs, so `stresskit --help` is quick.
"""

from __future__ import annotations

from importlib.metadata import version
from typing import Annotated, Any

import click
import typer

from stresskit.cli import (
    annotate,
    augment,
    baseline,
    diagnose,
    evaluate,
    explain,
    export,
    generate,
    inoculate,
    ops,
    perturb,
    probe,
    run,
    serve,
    try_rules,
)
from stresskit.cli.options import (
    PlainHelpCommand,
    PlainHelpGroup,
    interrupted,
    stop_on_sigterm,
    transactional,
)
from stresskit.conventions import DEFAULT_MODEL
from stresskit.errors import Interrupted
from stresskit.parsing.without_torch import parse_without_torch


class _Commands(PlainHelpGroup):
    """The commands, with the last word on an interruption: a stage that knows what it keeps says so
    (`Interrupted`); Ctrl-C or SIGTERM anywhere else is one line too, exit 130 / 143, never a traceback."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except Interrupted as exc:
            interrupted(str(exc))
        except KeyboardInterrupt:
            interrupted("interrupted")


app = typer.Typer(
    cls=_Commands,
    help="Stress-test language models on Japanese: rewrite premises (scrambling, case-particle swap and "
    "deletion, NP swap, passive/active, causative) with rules you can read and edit, write "
    "JSICK-stress-compatible files, measure how consistently a model answers, run the research workflows of "
    "the JSICK and Jamp papers (probe, inoculate, annotate), and show learners what each rewrite does "
    "(explain, serve).",
    add_completion=False,
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)


def _print_version(value: bool) -> None:
    if value:
        typer.echo(f"stresskit {version('stresskit')}")
        raise typer.Exit()


# Commands that parse and rewrite but never run a model: their process starts without PyTorch.
PARSE_ONLY_COMMANDS = frozenset(("perturb", "augment", "generate", "explain", "serve", "try", "ops"))


@app.callback()
def _options(
    context: typer.Context,
    show_version: Annotated[
        bool,
        typer.Option("--version", help="Print the version and exit.", callback=_print_version, is_eager=True),
    ] = False,
) -> None:
    """Options that come before any command."""
    stop_on_sigterm(context)
    if context.invoked_subcommand in PARSE_ONLY_COMMANDS:
        parse_without_torch(DEFAULT_MODEL)


app.command(cls=PlainHelpCommand, epilog=perturb.EPILOG)(transactional(perturb.perturb))
app.command(cls=PlainHelpCommand)(transactional(ops.ops))
app.command(cls=PlainHelpCommand, name="evaluate", epilog=evaluate.EPILOG)(
    transactional(evaluate.evaluate_command)
)
app.add_typer(baseline.baseline_app, name="baseline")
app.command(cls=PlainHelpCommand, name="augment", epilog=augment.EPILOG)(
    transactional(augment.augment_command)
)
app.command(cls=PlainHelpCommand, name="explain", epilog=explain.EPILOG)(
    transactional(explain.explain_command)
)
app.command(cls=PlainHelpCommand, name="serve", epilog=serve.EPILOG)(transactional(serve.serve_command))
app.command(cls=PlainHelpCommand, name="try", epilog=try_rules.EPILOG)(transactional(try_rules.try_command))
app.command(cls=PlainHelpCommand, name="generate", epilog=generate.EPILOG)(
    transactional(generate.generate_command)
)
app.command(cls=PlainHelpCommand, name="diagnose", epilog=diagnose.EPILOG)(
    transactional(diagnose.diagnose_command)
)
app.command(cls=PlainHelpCommand, name="probe", epilog=probe.EPILOG)(transactional(probe.probe_command))
app.command(cls=PlainHelpCommand, name="inoculate", epilog=inoculate.EPILOG)(
    transactional(inoculate.inoculate_command)
)
app.add_typer(annotate.annotate_app, name="annotate")
app.add_typer(export.export_app, name="export")
app.command("run", epilog=run.EPILOG)(run.run_command)


def main() -> None:
    app()
