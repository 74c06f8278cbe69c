"""`stresskit run SPEC`: run an evaluation described by a spec file (see `stresskit.evaluation.spec`)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from stresskit.cli.evaluate import run_spec_in_terminal
from stresskit.cli.options import fail
from stresskit.errors import StresskitError

EPILOG = (
    "Example spec.yaml:  input: {data: test.tsv}  ·  selection: {ops: [scramble, particle-swap]}  ·  "
    "model: {spec: 'python:my_model.py:predict'}  ·  outputs: {report: report.json}.  "
    "Relative paths are taken from the spec file's folder; the report's provenance records the spec."
)


def run_command(
    spec_file: Annotated[
        Path, typer.Argument(help="A YAML run spec: input, rules, selection, engine, model, outputs.")
    ],
) -> None:
    """Run the evaluation a spec file describes, as `stresskit evaluate` runs its options."""
    from stresskit.evaluation.spec import load_spec

    try:
        spec = load_spec(spec_file)
    except StresskitError as exc:
        fail(str(exc))
    run_spec_in_terminal(spec, flags=False)
