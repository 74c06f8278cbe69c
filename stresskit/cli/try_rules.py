"""`stresskit try`: run a rule file on sentences and see the rewrite and which condition rejected each clause."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.text import Text

from stresskit.cli.options import NoCacheOption, cli_parser, fail, plain_console
from stresskit.conventions import ALL
from stresskit.errors import StresskitError

EPILOG = 'Example:  stresskit try my-rules/topicalize.yaml "男の子が走っていて、猫が犬を追いかけている"'


def try_command(
    rules: Annotated[
        Path,
        typer.Argument(help="A rule file, or a directory of them (with its lexicons/).", show_default=False),
    ],
    sentences: Annotated[
        list[str], typer.Argument(help="One or more Japanese sentences (quote each one).", show_default=False)
    ],
    pair: Annotated[
        str,
        typer.Option(
            "--pair",
            help="Case pairs to try: ga-o, ga-ni, ga-de, ga (or the rule file's own), comma-separated, or 'all'.",
        ),
    ] = ALL,
    no_cache: NoCacheOption = False,
) -> None:
    """Try the ops of a rule file on sentences: the rewrite, and for every clause and rule, the match or the condition that rejected it.

    The file is checked first: a mistake in it stops here with one line naming the file, rule and key."""
    from stresskit.rules.loader import load_rules
    from stresskit.teaching.trial import ops_from, try_rules

    try:
        rule_set = load_rules([rules])
        ops = ops_from(rule_set, [rules])
        if not ops:
            raise StresskitError(f"{rules} defines no op; an op file starts with 'op: NAME'")
        trials = try_rules(sentences, rule_set, ops, cli_parser(no_cache), pair)
    except StresskitError as exc:
        fail(exc)
    console = plain_console()
    for trial in trials:
        console.print(Text.assemble((trial.op, "bold"), f" ({trial.pair})  {trial.sentence}"))
        if trial.rewritten is None:
            console.print(f"  does not apply: {trial.skip_reason or ''}")
        else:
            console.print(f"  → {trial.rewritten}")
        for clause in trial.clauses:
            verdict = "matches" if clause.matched else f"rejected by {clause.condition}: {clause.reason}"
            console.print(f"  clause {clause.predicate}, rule {clause.rule}: {verdict}")
