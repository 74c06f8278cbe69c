"""`stresskit explain` in the terminal: a rich rendering of an Explanation.

Colours show which phrase is which (the same colour in the original and the rewrite); underline marks
changed or added text, strike-through text the rewrite drops. Piped output loses the styles, so every
change is also spelled out in words.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text
from rich.tree import Tree

from stresskit.teaching.explain import (
    CHANGED,
    INSERTED,
    REMOVED,
    Bunsetsu,
    Explanation,
    Segment,
    Transformation,
)

TERMINAL_COLOURS = ("magenta", "cyan", "green", "yellow", "blue", "red")
MARK_STYLES = {CHANGED: "bold underline", INSERTED: "bold underline", REMOVED: "strike dim", "": ""}


def segments_text(segments: Sequence[Segment]) -> Text:
    text = Text()
    for segment in segments:
        colour = "" if segment.colour is None else TERMINAL_COLOURS[segment.colour % len(TERMINAL_COLOURS)]
        text.append(segment.text, style=f"{colour} {MARK_STYLES[segment.mark]}".strip())
    return text


def bunsetsu_tree(bunsetsu: Sequence[Bunsetsu]) -> Tree:
    """The dependency tree between bunsetsu, the root (the main predicate) on top."""
    children: dict[int | None, list[Bunsetsu]] = {}
    for unit in bunsetsu:
        children.setdefault(unit.head, []).append(unit)
    roots = children.get(None, [])
    tree = Tree(Text("(sentence)", style="dim"), hide_root=len(roots) == 1)

    def add(parent: Tree, unit: Bunsetsu) -> None:
        node = parent.add(Text.assemble(unit.text, ("  " + unit.relation, "dim")))
        for child in children.get(unit.index, []):
            add(node, child)

    for root in roots:
        add(tree, root)
    return tree


def _arguments_table(explanation: Explanation) -> Table:
    table = Table(box=None, pad_edge=False, show_header=True, header_style="bold")
    for column in ("predicate", "argument", "case particle", "role"):
        table.add_column(column)
    for argument in explanation.arguments:
        colour = TERMINAL_COLOURS[argument.colour % len(TERMINAL_COLOURS)]
        # Text, not str: a sentence may hold "[...]", which a str cell would have rich read as markup.
        table.add_row(
            Text(argument.predicate),
            Text(argument.phrase, style=colour),
            Text(argument.case),
            Text(argument.role),
        )
    return table


def _transformation(transformation: Transformation) -> RenderableType:
    check = (
        "parser reads the rewrite back as intended"
        if transformation.verified
        else ("parser reads the rewrite differently (a misparse, or a rewrite to check)")
    )
    lines = [
        Text.assemble(
            (f"{transformation.op} ({transformation.pair})", "bold"),
            ("  rule " + ", ".join(transformation.rules), "dim"),
        ),
        Text.assemble(
            "  ",
            segments_text(transformation.original_segments),
            " → ",
            segments_text(transformation.rewritten_segments),
        ),
        *(Text(f"  - {change}") for change in transformation.changes),
        Text(f"  meaning: {transformation.meaning}; NLI: {transformation.label_effect}"),
        Text(f"  {check}", style="dim"),
    ]
    return Group(*lines)


def print_explanation(explanation: Explanation, console: Console) -> None:
    console.print(segments_text(explanation.segments), style="bold")
    console.print(Text("bunsetsu: ") + Text(" | ".join(unit.text for unit in explanation.bunsetsu)))
    console.print(Text("dependency tree between bunsetsu:"))
    console.print(bunsetsu_tree(explanation.bunsetsu))
    if explanation.arguments:
        console.print(_arguments_table(explanation))
    else:
        console.print(Text("no case-marked argument phrases"))
    console.print()
    console.print(Text(f"transformations that apply ({len(explanation.transformations)}):", style="bold"))
    for transformation in explanation.transformations:
        console.print(_transformation(transformation))
    console.print()
    console.print(Text(f"do not apply ({len(explanation.not_applicable)}):", style="bold"))
    for item in explanation.not_applicable:
        console.print(Text(f"  {item.op} ({item.pair}): {item.reason}"))
    console.print()
    console.print(Text(f"derived hypotheses ({len(explanation.derived)}):", style="bold"))
    for pair in explanation.derived:
        premise = "" if pair.premise == explanation.sentence else f"premise {pair.premise} ⇒ "
        console.print(
            Text(
                f"  {pair.phenomenon} / {pair.rule}: {premise}{pair.hypothesis}  [{pair.label}, {pair.heuristic}]"
            )
        )
