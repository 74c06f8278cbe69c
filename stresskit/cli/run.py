"""`stresskit run SPEC`: run an evaluation described by a spec file (see `stresskit.evaluation.spec`)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from stresskit.cli.augment import print_augment_summary
from stresskit.cli.evaluate import run_spec_in_terminal
from stresskit.cli.generate import print_generate_summary
from stresskit.cli.options import fail, run_rows
from stresskit.cli.perturb import print_perturb_summary
from stresskit.errors import StresskitError

EPILOG = (
    "Example spec.yaml:  input: {data: test.tsv}  ·  selection: {ops: [scramble, particle-swap]}  ·  "
    "model: {spec: 'python:my_model.py:predict'}  ·  outputs: {report: report.json}.  "
    "Relative paths are taken from the spec file's folder; the report's provenance records the spec.  "
    "stages: [read, perturb, write] perturbs, [read, derive, write] generates, [read, perturb, sample, write] "
    "augments (rows to outputs.rows, or stdout)."
)


def run_command(
    spec_file: Annotated[
        Path, typer.Argument(help="A YAML run spec: input, rules, selection, engine, model, outputs.")
    ],
) -> None:
    """Run the spec a file describes, as the command of its stages runs its options: an evaluation as
    `evaluate` does, a perturb, derive or sample run as `perturb`, `generate` or `augment` do."""
    from stresskit.evaluation.spec import DERIVE, PREDICT, SAMPLE, load_spec

    try:
        spec = load_spec(spec_file)
    except StresskitError as exc:
        fail(exc, keys=str)
    if PREDICT in spec.stages:
        run_spec_in_terminal(spec, flags=False)
        return
    run = run_rows(spec, keys=str)
    details = spec.engine.skip_details
    if DERIVE in spec.stages:
        print_generate_summary(run.summary, details)  # type: ignore[arg-type]
        return
    if SAMPLE in spec.stages:
        print_augment_summary(run, spec)
        return
    assert run.options is not None
    print_perturb_summary(run.summary, run.options, run.rule_set, details)  # type: ignore[arg-type]
