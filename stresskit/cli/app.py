"""The `stresskit` command line: one module per command, registered here.

Each command imports the engine (spaCy, GiNZA, pandas) only when it runs, so `stresskit --help` is quick.
"""

from __future__ import annotations

from importlib.metadata import version
from typing import Annotated

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
from stresskit.conventions import DEFAULT_MODEL
from stresskit.parsing.without_torch import parse_without_torch

app = typer.Typer(
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
    if context.invoked_subcommand in PARSE_ONLY_COMMANDS:
        parse_without_torch(DEFAULT_MODEL)


app.command(epilog=perturb.EPILOG)(perturb.perturb)
app.command()(ops.ops)
app.command("evaluate", epilog=evaluate.EPILOG)(evaluate.evaluate_command)
app.add_typer(baseline.baseline_app, name="baseline")
app.command("augment", epilog=augment.EPILOG)(augment.augment_command)
app.command("explain", epilog=explain.EPILOG)(explain.explain_command)
app.command("serve", epilog=serve.EPILOG)(serve.serve_command)
app.command("try", epilog=try_rules.EPILOG)(try_rules.try_command)
app.command("generate", epilog=generate.EPILOG)(generate.generate_command)
app.command("diagnose", epilog=diagnose.EPILOG)(diagnose.diagnose_command)
app.command("probe", epilog=probe.EPILOG)(probe.probe_command)
app.command("inoculate", epilog=inoculate.EPILOG)(inoculate.inoculate_command)
app.add_typer(annotate.annotate_app, name="annotate")
app.add_typer(export.export_app, name="export")
app.command("run", epilog=run.EPILOG)(run.run_command)


def main() -> None:
    app()
