"""`stresskit explain`: what every op does to a sentence, what it means, and why others do not apply."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from stresskit.cli.options import (
    CauserOption,
    NoCacheOption,
    RulesOption,
    StrictOption,
    cli_parser,
    fail,
    load_rule_set,
    plain_console,
    stderr,
)
from stresskit.conventions import ALL
from stresskit.errors import StresskitError

if TYPE_CHECKING:
    from stresskit.teaching.explain import Explanation

EPILOG = (
    'Examples:  stresskit explain "小さな女の子が女性を見ている"  ·  '
    'stresskit explain "猫が犬を追いかけた" "男の子が公園で遊んでいる" --html page.html  ·  '
    'stresskit explain "女性が男性に花を渡している" --json'
)


def explain_command(
    sentences: Annotated[
        list[str], typer.Argument(help="One or more Japanese sentences (quote each one).", show_default=False)
    ],
    as_json: Annotated[
        bool, typer.Option("--json", help="Print a JSON object instead of the text view.")
    ] = False,
    bracketed: Annotated[
        bool,
        typer.Option(
            "--bracketed",
            help="Print each bunsetsu tree (the sentence's and each rewrite's) as bracketed text, for slides "
            "(needs nltk: pip install 'stresskit[nltk]').",
        ),
    ] = False,
    html: Annotated[
        Path | None,
        typer.Option("--html", help="Also write a self-contained HTML page with the trees as SVG."),
    ] = None,
    pair: Annotated[
        str,
        typer.Option("--pair", help="Case pairs to try: ga-o, ga-ni, ga-de, ga (comma-separated) or 'all'."),
    ] = ALL,
    rules: RulesOption = None,
    causer: CauserOption = None,
    no_cache: NoCacheOption = False,
    strict: StrictOption = False,
) -> None:
    """Show what every op does to a sentence, what it means, and why the others do not apply.

    For each sentence: the bunsetsu and the tree between them, each argument with its case particle and role, every rewrite (highlighted) with its rule, its meaning and its NLI label effect, and one line per op and pair that does not apply."""
    from stresskit.tables import check_writable, write_text
    from stresskit.teaching.explain import explain
    from stresskit.teaching.html import page_html
    from stresskit.teaching.text import print_explanation

    try:
        if as_json and bracketed:
            raise StresskitError("choose --json or --bracketed, not both")
        check_writable(html)
        rule_set = load_rule_set(rules, causer)
        parser = cli_parser(no_cache)
        explanations = explain(sentences, rule_set, parser, pair, strict=strict)
        if html is not None:
            write_text(html, page_html(explanations))
        trees = _bracketed_lines(explanations) if bracketed else []
    except StresskitError as exc:
        fail(exc)
    if bracketed:
        typer.echo("\n".join(trees))
    elif as_json:
        from stresskit.evaluation.provenance import build_provenance

        document = {
            "sentences": [explanation.to_dict() for explanation in explanations],
            "provenance": build_provenance(rule_set=rule_set, ops=rule_set.ops),
        }
        typer.echo(json.dumps(document, ensure_ascii=False, indent=2))
    else:
        console = plain_console()
        for k, explanation in enumerate(explanations):
            if k:
                console.rule()
            print_explanation(explanation, console)
    if html is not None:
        stderr.print(f"wrote {html}")


def _bracketed_lines(explanations: list[Explanation]) -> list[str]:
    from stresskit.teaching.bracketed import bracketed

    lines = []
    for explanation in explanations:
        lines.append(f"{explanation.sentence}\t{bracketed(explanation.bunsetsu)}")
        for t in explanation.transformations:
            lines.append(f"{t.op} ({t.pair})\t{t.rewritten}\t{bracketed(t.rewritten_bunsetsu)}")
    return lines
