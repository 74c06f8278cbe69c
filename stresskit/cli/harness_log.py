"""`stresskit evaluate --harness-log PATH`: stresskit's report on the answers lm-eval or Inspect logged."""

from __future__ import annotations

import sys
from pathlib import Path

from stresskit.cli.evaluate import WIDE, _read_human, _write_evaluation
from stresskit.cli.options import fail, plain_console, stderr
from stresskit.errors import StresskitError


def report_harness_log(
    path: Path,
    *,
    given: dict[str, object],
    seed: int,
    human: Path | None,
    outputs: tuple[Path | None, Path | None, Path | None, Path | None],
) -> None:
    """Score the logged answers as `evaluate` scores a model's, write the reports and print the tables."""
    from stresskit.harness.logs import evaluate_harness_log
    from stresskit.reports.render import human_table, label_effects, require_plotting, terminal_table
    from stresskit.tables import check_writable, output_format, refuse_overwriting_inputs

    report, html, markdown, predictions = outputs
    clashing = [name for name, value in given.items() if value is not None]
    if clashing:
        fail(f"--harness-log reads the answers from the log: leave out {' and '.join(clashing)}")
    try:
        refuse_overwriting_inputs([report, html, markdown, predictions], [path])
        for output in outputs:
            check_writable(output)
        output_format(predictions, None)
        if html is not None:
            require_plotting()
        evaluation, log, conflicts = evaluate_harness_log(
            path, seed=seed, human=_read_human(human), predictions=predictions
        )
        stderr.print(
            f"read {len(log.answers)} {log.harness} samples from {len(log.files)} file"
            f"{'s' if len(log.files) != 1 else ''} ({log.model})"
        )
        if conflicts:
            stderr.print(
                f"{conflicts} pairs were answered differently in two tasks (a sampling model?): the "
                "originals task's answer is used"
            )
        if evaluation.predictions.unparsed:
            stderr.print(
                f"{evaluation.predictions.unparsed} answers had no NLI label: counted as 'unparsed' "
                "(wrong and inconsistent)"
            )
        _write_evaluation(evaluation, report, html, markdown, predictions)
    except StresskitError as exc:
        fail(str(exc))
    console = plain_console(width=None if sys.stdout.isatty() else WIDE)
    console.print(terminal_table(evaluation.report, label_effects(evaluation)))
    beside_people = human_table(evaluation.report)
    if beside_people is not None:
        console.print(beside_people)
