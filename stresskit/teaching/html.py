"""Explanations as one self-contained HTML page: sentences with highlighted phrases and, for the original
and every rewrite, the dependency tree between bunsetsu as inline SVG.

No scripts, fonts or images are fetched: the page is plain HTML with its CSS inline, so it opens offline
and can be mailed to students. Bunsetsu-level arcs, not word-level ones: a learner reads 女の子が → 見ている
more easily than が → 女の子 → 見.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from html import escape

from stresskit.teaching.explain import Bunsetsu, Explanation, Segment, Transformation

# Colour-blind-friendly enough to tell six phrases apart (Okabe–Ito order, darkened for text on white).
PAGE_COLOURS = ("#c0267e", "#0072b2", "#00875a", "#b35900", "#6a3d9a", "#8c6d00")
FONT_SIZE = 18
GAP = 22
LEVEL_HEIGHT = 26

CSS = """
body { font-family: "Noto Sans CJK JP", "Hiragino Sans", "Yu Gothic", sans-serif; margin: 2rem auto;
       max-width: 70rem; padding: 0 1rem; color: #222; line-height: 1.5; }
h1 { font-size: 1.4rem; } h2 { font-size: 1.3rem; margin-top: 2.5rem; } h3 { font-size: 1.05rem; }
section.sentence { border-top: 2px solid #ddd; }
.transformation { border-left: 4px solid #ddd; padding: 0.2rem 0 0.2rem 1rem; margin: 1.2rem 0; }
.transformation h4 { margin: 0; font-size: 1rem; } .rule, .check { color: #666; font-size: 0.9rem; }
.sentence-line { font-size: 1.3rem; }
.changed, .inserted { font-weight: bold; text-decoration: underline; text-decoration-thickness: 2px; }
.inserted { text-decoration-style: double; }
.removed { text-decoration: line-through; opacity: 0.6; }
svg.tree { display: block; max-width: 100%; height: auto; margin: 0.5rem 0; }
svg.tree .arc { fill: none; stroke: #555; stroke-width: 1.3; }
svg.tree .arrow { fill: #555; }
svg.tree .label { font-size: 11px; fill: #555; }
svg.tree .unit { font-size: 18px; fill: #222; }
table.arguments td, table.arguments th { padding: 0.1rem 1rem 0.1rem 0; text-align: left; }
.legend { color: #555; font-size: 0.9rem; }
.reasons li { color: #444; }
form input[type=text] { font-size: 1.2rem; width: 32rem; max-width: 90%; padding: 0.3rem; }
form button { font-size: 1.1rem; padding: 0.3rem 1rem; }
.error { color: #b00020; font-weight: bold; }
.examples a { margin-right: 1rem; }
"""


def colour_css() -> str:
    return "\n".join(
        f".c{k} {{ color: {colour}; }} svg .c{k} {{ fill: {colour}; }}"
        for k, colour in enumerate(PAGE_COLOURS)
    )


def _classes(segment: Segment) -> str:
    names = [] if segment.colour is None else [f"c{segment.colour % len(PAGE_COLOURS)}"]
    return " ".join(names + ([segment.mark] if segment.mark else []))


def segments_html(segments: Sequence[Segment]) -> str:
    return "".join(
        f'<span class="{classes}">{escape(s.text)}</span>' if (classes := _classes(s)) else escape(s.text)
        for s in segments
    )


def _char_styles(segments: Sequence[Segment]) -> list[str]:
    """The classes of every character of the sentence the segments spell."""
    return [_classes(segment) for segment in segments for _ in segment.text]


def _width(text: str) -> float:
    return sum(FONT_SIZE if unicodedata.east_asian_width(ch) in "WF" else FONT_SIZE * 0.55 for ch in text)


def _levels(bunsetsu: Sequence[Bunsetsu]) -> dict[int, int]:
    """Arc heights: an arc stands one level above every arc it spans over, so no two arcs cross labels."""
    arcs = sorted(
        ((unit.index, unit.head) for unit in bunsetsu if unit.head is not None),
        key=lambda arc: abs(arc[1] - arc[0]),
    )
    level: dict[int, int] = {}
    for dependent, head in arcs:
        low, high = sorted((dependent, head))
        inner = [level[d] for d, h in arcs if d in level and low <= min(d, h) and max(d, h) <= high]
        level[dependent] = 1 + max(inner, default=0)
    return level


def tree_svg(bunsetsu: Sequence[Bunsetsu], segments: Sequence[Segment], title: str) -> str:
    """The bunsetsu of a sentence left to right with dependency arcs above them, the text in its colours."""
    styles = _char_styles(segments)
    levels = _levels(bunsetsu)
    top = (max(levels.values(), default=0) + 1) * LEVEL_HEIGHT
    baseline = top + FONT_SIZE + 6
    x, boxes, texts = GAP / 2, [], []
    for unit in bunsetsu:
        width = _width(unit.text)
        boxes.append((x, width))
        texts.append(_unit_text(unit, styles, x, baseline))
        x += width + GAP
    arcs = [
        _arc(
            _centre(boxes[unit.index]),
            _landing(boxes[unit.head], levels[unit.index]),
            levels[unit.index],
            top,
            unit.relation,
        )
        for unit in bunsetsu
        if unit.head is not None
    ]
    width, height = x - GAP / 2, baseline + 8
    return (
        f'<svg class="tree" xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
        f'viewBox="0 0 {width:.0f} {height:.0f}" role="img" aria-label="{escape(title)}">'
        f"<title>{escape(title)}</title>{''.join(arcs)}{''.join(texts)}</svg>"
    )


def _centre(box: tuple[float, float]) -> float:
    return box[0] + box[1] / 2


def _landing(box: tuple[float, float], level: int) -> float:
    """Where an arc ends on its head: higher arcs further right, so the arrows do not pile up."""
    left, width = box
    return left + min(width - 4, 6 + (level - 1) * 10)


def _unit_text(unit: Bunsetsu, styles: Sequence[str], x: float, baseline: float) -> str:
    runs: list[tuple[str, str]] = []
    for offset, ch in enumerate(unit.text):
        style = styles[unit.start_char + offset] if unit.start_char + offset < len(styles) else ""
        if runs and runs[-1][0] == style:
            runs[-1] = (style, runs[-1][1] + ch)
        else:
            runs.append((style, ch))
    spans = "".join(
        f'<tspan class="{style}">{escape(text)}</tspan>' if style else escape(text) for style, text in runs
    )
    return f'<text class="unit" x="{x:.1f}" y="{baseline:.1f}">{spans}</text>'


def _arc(start: float, end: float, level: int, top: float, relation: str) -> str:
    height = level * LEVEL_HEIGHT
    foot = top + 2
    peak = foot - height
    arrow = f"M{end:.1f},{foot:.1f} l-3.5,-7 l7,0 z"  # pointing down at the head
    return (
        f'<path class="arc" d="M{start:.1f},{foot:.1f} C{start:.1f},{peak:.1f} {end:.1f},{peak:.1f} '
        f'{end:.1f},{foot - 7:.1f}"/><path class="arrow" d="{arrow}"/>'
        f'<text class="label" x="{(start + end) / 2:.1f}" y="{foot - height * 0.75 - 3:.1f}" '
        f'text-anchor="middle">{escape(relation)}</text>'
    )


LEGEND = (
    '<p class="legend">Each colour is one phrase, the same in the original and in every rewrite. '
    '<span class="changed">Underlined</span>: changed; <span class="inserted">double underline</span>: '
    'added; <span class="removed">struck through</span>: dropped by the rewrite. Arcs go from each '
    "bunsetsu to the one it depends on, labelled with the dependency of its head word.</p>"
)


def _transformation_html(transformation: Transformation, number: int) -> str:
    check = (
        "the parser reads the rewrite back with the intended roles"
        if transformation.verified
        else "the parser reads the rewrite differently (a misparse, or a rewrite to check)"
    )
    changes = "".join(f"<li>{escape(change)}</li>" for change in transformation.changes)
    name = f"{transformation.op} ({transformation.pair})"
    return (
        f'<div class="transformation" data-op="{escape(transformation.op)}" '
        f'data-pair="{escape(transformation.pair)}">'
        f'<h4>{escape(name)} <span class="rule">rule {escape(", ".join(transformation.rules))}</span></h4>'
        f'<p class="sentence-line"><span class="original">{segments_html(transformation.original_segments)}'
        f'</span> → <span class="rewritten">{segments_html(transformation.rewritten_segments)}</span></p>'
        f"<ul>{changes}</ul>"
        f"<p>meaning: <b>{escape(transformation.meaning)}</b>; NLI: {escape(transformation.label_effect)}"
        f' <span class="check">· {check}</span></p>'
        + tree_svg(
            transformation.rewritten_bunsetsu,
            transformation.rewritten_segments,
            f"tree {number}: {transformation.rewritten}",
        )
        + "</div>"
    )


def sentence_html(explanation: Explanation) -> str:
    rows = "".join(
        f'<tr><td>{escape(a.predicate)}</td><td class="c{a.colour % len(PAGE_COLOURS)}">{escape(a.phrase)}'
        f"</td><td>{escape(a.case)}</td><td>{escape(a.role)}</td></tr>"
        for a in explanation.arguments
    )
    arguments = (
        '<table class="arguments"><tr><th>predicate</th><th>argument</th><th>case particle</th>'
        f"<th>role</th></tr>{rows}</table>"
        if rows
        else "<p>No case-marked argument phrases.</p>"
    )
    transformations = "".join(
        _transformation_html(t, k) for k, t in enumerate(explanation.transformations, start=1)
    )
    reasons = "".join(
        f"<li><b>{escape(item.op)} ({escape(item.pair)})</b>: {escape(item.reason)}</li>"
        for item in explanation.not_applicable
    )
    return (
        '<section class="sentence">'
        f'<h2 class="sentence-line">{segments_html(explanation.segments)}</h2>'
        f"<p>bunsetsu: {escape(' | '.join(unit.text for unit in explanation.bunsetsu))}</p>"
        + tree_svg(explanation.bunsetsu, explanation.segments, f"tree 0: {explanation.sentence}")
        + arguments
        + f"<h3>Transformations that apply ({len(explanation.transformations)})</h3>{transformations}"
        + f'<h3>Do not apply ({len(explanation.not_applicable)})</h3><ul class="reasons">{reasons}</ul>'
        + "</section>"
    )


def page_html(explanations: Sequence[Explanation], title: str = "stresskit explain", top: str = "") -> str:
    """A whole page; `top` is HTML placed above the sentences (the web app's form)."""
    body = "".join(sentence_html(explanation) for explanation in explanations)
    return (
        '<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{escape(title)}</title><style>{CSS}{colour_css()}</style></head>"
        f"<body><h1>{escape(title)}</h1>{top}{LEGEND if explanations else ''}{body}</body></html>\n"
    )
