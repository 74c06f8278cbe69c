"""Report renderers on a hand-made evaluation (no parsing): terminal, Markdown, HTML, worst examples."""

import base64
import io
import re
import sys
from dataclasses import replace

import pytest
from rich.console import Console

from stresskit.errors import StresskitError
from stresskit.evaluation.metrics import Report
from stresskit.evaluation.models import OutputReading, PythonModel
from stresskit.evaluation.runner import PerturbedPair, WorstExamples, score_pairs
from stresskit.reports.render import (
    consistency_figure,
    html_report,
    human_table,
    label_effects,
    markdown_report,
    terminal_table,
    worst_examples,
)
from stresskit.tables import write_text

E, N, C = "entailment", "neutral", "contradiction"
SCRIPT = "<script>alert(\"x\")</script> & 'q'"

# (id, op, pair, gold, expected, original premise, perturbed premise)
ITEMS = [
    ("1", "scramble", "ga-o", E, E, "猫が犬を追っている", "犬を猫が追っている"),
    ("2", "scramble", "ga-o", E, E, "男性が本を読んでいる", "本を男性が読んでいる"),
    ("3", "particle-swap", "ga-o", E, N, "女性がピアノを弾いている", f"女性をピアノが弾いている{SCRIPT}"),
    ("4", "particle-swap", "ga-o", E, N, "子供がボールを蹴っている", "子供をボールが蹴っている"),
    ("5", "particle-swap", "ga-o", C, N, "男性がギターを弾いていない", "男性をギターが弾いていない"),
    ("6", "particle-delete", "ga-ni", N, N, "女性が公園にいる", "女性公園いる"),
]
# The model's answer (label, probability) per premise.
ANSWERS = {
    "猫が犬を追っている": (E, 0.8),
    "犬を猫が追っている": (E, 0.8),
    "男性が本を読んでいる": (E, 0.9),
    "本を男性が読んでいる": (N, 0.6),
    "女性がピアノを弾いている": (E, 0.6),
    f"女性をピアノが弾いている{SCRIPT}": (E, 0.9),
    "子供がボールを蹴っている": (E, 0.8),
    "子供をボールが蹴っている": (E, 0.7),
    "男性がギターを弾いていない": (C, 0.9),
    "男性をギターが弾いていない": (N, 0.5),
    "女性が公園にいる": (N, 0.7),
    "女性公園いる": (N, 0.7),
}


def answer(pairs):
    # The named label gets its probability and the other two share the rest.
    return [
        {label: p if label == chosen else (1 - p) / 2 for label in (E, N, C)}
        for chosen, p in (ANSWERS[premise] for premise, _ in pairs)
    ]


NLI = OutputReading()


def evaluation(function=answer, name="<b>m&m</b>", reading=NLI, phenomena=()):
    items = [
        PerturbedPair(
            pair_id=pair_id, op=op, pair=pair, rule=op, original_premise=original, perturbed_premise=perturbed,
            hypothesis="仮説", gold_label=gold, expected_label=expected, gold_score=3.0, phenomena=phenomena,
        )
        for pair_id, op, pair, gold, expected, original, perturbed in ITEMS
    ]  # fmt: skip
    return score_pairs(items, PythonModel(name, function, reading))


def cells(line):
    return [cell.strip() for cell in re.split("[│┃]", line.strip().strip("│┃"))]


def test_terminal_table_shows_expectation_pass_beside_consistency_and_which_to_read():
    result = evaluation(name="[bold]m[/]")
    assert label_effects(result) == {"scramble": None, "particle-swap": N, "particle-delete": None}
    console = Console(record=True, width=200, file=io.StringIO())
    console.print(terminal_table(result.report, label_effects(result)))
    lines = console.export_text().splitlines()
    assert "consistency and expectation pass rate (%) of [bold]m[/] (original accuracy 100.0%)" in lines[0]
    assert cells(lines[2]) == ["", "", "", "consistency", "", "", "", "expectation pass", "", "", "", ""]
    assert cells(lines[3]) == ["op", "pair", "expects", *("Yes No Unk all".split() * 2), "n"]
    body = [cells(line) for line in lines[5:8]]
    assert body == [
        ["scramble", "ga-o", "label kept", "50.0", "–", "–", "50.0", "50.0", "–", "–", "50.0", "2"],
        ["particle-swap", "ga-o", "→ neutral", "100.0", "0.0", "–", "66.7", "0.0", "100.0", "–", "33.3", "3"],
        [
            "particle-delete",
            "ga-ni",
            "label kept",
            "–",
            "–",
            "100.0",
            "100.0",
            "–",
            "–",
            "100.0",
            "100.0",
            "1",
        ],
    ]
    caption = " ".join(line.strip() for line in lines[9:])
    assert caption == (
        "Read consistency where the op keeps the label, expectation pass where it changes it (in bold): "
        "high consistency on a label-changing op means the model missed the change."
    )


def test_human_table_puts_people_beside_the_model():
    console = Console(record=True, width=200, file=io.StringIO())
    console.print(human_table(evaluation().report))
    lines = console.export_text().splitlines()
    assert "label = original gold (%): people (JSICK-stress) and the model" in lines[0]
    assert cells(lines[2]) == ["", "", "human", "", "", "", "", "model", "", "", "", ""]
    assert cells(lines[3]) == ["op", "pair", *("Yes No Unk all n".split() * 2)]
    # Only the cells the model was scored on; "all" pairs pool the case pairs.
    assert [cells(line) for line in lines[5:-1]] == [
        ["scramble", "ga-o", "100.0", "–", "–", "93.0", "100", "50.0", "–", "–", "50.0", "2"],
        ["scramble", "all", "93.1", "–", "–", "94.0", "300", "50.0", "–", "–", "50.0", "2"],
        ["particle-swap", "ga-o", "5.0", "5.0", "–", "62.0", "100", "100.0", "0.0", "–", "66.7", "3"],
        ["particle-swap", "all", "3.3", "4.7", "–", "66.7", "300", "100.0", "0.0", "–", "66.7", "3"],
        ["particle-delete", "ga-ni", "–", "–", "90.2", "87.0", "100", "–", "–", "100.0", "100.0", "1"],
        ["particle-delete", "all", "–", "–", "89.5", "86.3", "300", "–", "–", "100.0", "100.0", "1"],
    ]


def test_terminal_table_bolds_the_number_to_read():
    result = evaluation()
    console = Console(file=io.StringIO(), width=200, force_terminal=True, color_system="standard")
    console.print(terminal_table(result.report, label_effects(result)))
    text = console.file.getvalue()
    bold = re.findall(r"\x1b\[1m *([0-9.–]+)\x1b\[0m", text)
    # scramble keeps the label: its consistency; particle-swap changes it: its pass rate; particle-delete
    # (neutral pairs only, expected to stay neutral) keeps it.
    assert bold == ["50.0", "–", "–", "50.0", "0.0", "100.0", "–", "33.3", "–", "–", "100.0", "100.0"]


def test_markdown_tables_escape_pipes():
    text = markdown_report(evaluation(name="a|b"))
    lines = text.splitlines()
    assert lines[0] == "# Stress test: a\\|b"
    table = lines[lines.index("## Consistency (%) by op, case pair and gold label") + 2 :][:5]
    assert table == [
        "| op | ga-o Yes | ga-o No | ga-o Unk | ga-o n | ga-ni Yes | ga-ni No | ga-ni Unk | ga-ni n |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
        "| scramble | 50.0 | – | – | 2 | – | – | – | 0 |",
        "| scramble: human, label = gold | 100.0 | – | – | 100 | – | – | – | 0 |",
        "| scramble: model, label = gold | 50.0 | – | – | 2 | – | – | – | 0 |",
    ]
    assert "| particle-swap | ga-o | all | 3 | 0 | 66.7 |" in text  # n, uncertain, consistency
    human = lines[lines.index("## Human reference") + 4 :]
    assert human[:2] == [
        "| op | pair | gold | human n | human label = gold | human natural | model n | model label = gold | CI |",
        "|---|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    assert "| particle-swap | ga-o | entailment | 20 | 5.0 | 20.0 | 2 | 100.0 | 100.0–100.0 |" in human
    assert "| particle-swap | all | all | 300 | 66.7 | 8.0 | 3 | 66.7 |" in "\n".join(human)
    assert "## STS" not in text


def test_markdown_has_the_html_reports_by_phenomenon_and_worst_examples_sections():
    text = markdown_report(evaluation(name="m", phenomena=("Negation",)))
    lines = text.splitlines()
    by_phenomenon = lines[lines.index("## By phenomenon") + 2 :][:3]
    assert by_phenomenon[:2] == [
        "| op | pair | phenomenon | n | uncertain | consistency | CI | expectation pass |",
        "|---|---|---|---:|---:|---:|---:|---:|",
    ]
    # Every item is tagged Negation: scramble kept 1 of its 2 answers (pair 2 flipped to neutral).
    assert by_phenomenon[2] == "| scramble | ga-o | Negation | 2 | 0 | 50.0 | 0.0–100.0 | 50.0 |"
    worst = lines[lines.index("## Worst examples") + 2 :]
    assert (
        worst[0]
        == "Right on the original pair, wrong (against the op's expected label) on the perturbed one."
    )
    assert worst[2:4] == [
        "| op | pair | pair_ID | original premise | perturbed premise | hypothesis | gold | original prediction "
        "| expected | perturbed prediction |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    assert [row.split(" | ")[2] for row in worst[4:]] == ["2", "3", "4"]  # as worst_examples orders them
    assert worst[4] == (
        "| scramble | ga-o | 2 | 男性が本を読んでいる | 本を男性が読んでいる | 仮説 | entailment | entailment "
        "| entailment | neutral |"
    )
    assert "## By phenomenon" not in markdown_report(evaluation(name="m"))


def test_markdown_has_sts_rows_for_a_scoring_model():
    sts = OutputReading(task="sts")
    text = markdown_report(evaluation(lambda pairs: [float(len(p)) for p, _ in pairs], reading=sts))
    assert "| op | pair | n | Pearson original |" in text
    assert "| particle-delete | ga-ni | 1 | – | – | – | – | -2.000 |" in text


def test_html_is_self_contained_escaped_and_reproducible():
    page = html_report(evaluation())
    assert "http://" not in page and "https://" not in page
    sources = re.findall(r'(?:src|href)\s*=\s*"([^"]*)"', page)
    assert len(sources) == 2 and all(source.startswith("data:image/png;base64,") for source in sources)
    for source in sources:
        assert base64.b64decode(source.removeprefix("data:image/png;base64,")).startswith(b"\x89PNG\r\n")
    assert "<script" not in page
    assert (
        "女性をピアノが弾いている&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;q&#x27;"
        in page
    )
    assert "<h1>Stress test: &lt;b&gt;m&amp;m&lt;/b&gt;</h1>" in page
    assert '<th colspan="4">ga-o</th>' in page
    assert "<h2>Human reference</h2>" in page
    assert "<td>scramble</td><td>ga-o</td><td>entailment</td>" in page
    # Worst examples: most confident mistake first.
    assert page.index("女性をピアノが") < page.index("子供をボールが") < page.index("</body>")
    assert html_report(evaluation()) == page


def test_worst_examples_are_right_originally_and_wrong_after_perturbation():
    result = evaluation()
    assert [e.scored.pair_id for e in worst_examples(result)] == ["2", "3", "4"]
    assert [e.scored.pair_id for e in worst_examples(result, per_group=1)] == ["2", "3"]
    assert [e.confidence for e in worst_examples(result)] == [0.6, 0.9, 0.7]


def test_html_without_matplotlib_names_the_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib.figure", None)
    with pytest.raises(StresskitError, match=r"pip install 'stresskit\[report\]'"):
        html_report(evaluation())


def test_write_text_replaces_whole_files_and_names_missing_folders(tmp_path):
    target = tmp_path / "report.md"
    write_text(target, "old\n")
    write_text(target, "new\n")
    assert target.read_text(encoding="utf-8") == "new\n"
    assert [path.name for path in tmp_path.iterdir()] == ["report.md"]
    with pytest.raises(StresskitError, match="directory .*missing does not exist"):
        write_text(tmp_path / "missing" / "report.md", "x")


def test_consistency_chart_has_one_small_chart_per_op():
    figure = consistency_figure(evaluation().report)
    assert [axes.get_title() for axes in figure.axes] == ["scramble", "particle-swap", "particle-delete"]
    assert [[label.get_text() for label in axes.get_xticklabels()] for axes in figure.axes] == [
        ["ga-o"],
        ["ga-o"],
        ["ga-ni"],
    ]
    # Two bars per pair: consistency and expectation pass, as in the table.
    assert [len(axes.patches) for axes in figure.axes] == [2, 2, 2]
    assert [round(bar.get_height(), 1) for bar in figure.axes[1].patches] == [66.7, 33.3]


def test_consistency_chart_stays_readable_with_every_op():
    ops = ["scramble", "particle-swap", "particle-delete", "np-swap", "passive", "active", "voice-flip",
           "causative", "decausative"]  # fmt: skip
    report = Report(
        model="m",
        original_accuracy=1.0,
        results=[
            {
                "op": op,
                "pair": pair,
                "gold_label": "all",
                "n": 1,
                "consistency": 0.5,
                "ci_low": 0.4,
                "ci_high": 0.6,
                "expectation_pass_rate": 0.5,
                "pass_ci_low": 0.4,
                "pass_ci_high": 0.6,
            }
            for op in ops
            for pair in ("ga-o", "ga-ni", "ga-de", "ga")
        ],  # fmt: skip
        by_phenomenon=[],
        sts=[],
    )
    figure = consistency_figure(report)
    assert len(figure.axes) == 9
    width, height = figure.get_size_inches()
    assert (width, height) == (14.0, 3 * 2.8)


def test_worst_examples_keep_the_most_confident_then_the_first():
    worst = WorstExamples(size=2)
    items = evaluation().examples
    assert items is not None
    mistake = items[1]  # pair 2 under scramble: right originally, wrong once perturbed
    for number, confidence in enumerate([0.5, 0.9, 0.5, 0.9, None], start=1):
        worst.add(replace(mistake, confidence=confidence, item=replace(mistake.item, rule=str(number))))
    assert [e.item.rule for e in worst.of(mistake.item.op, mistake.item.pair, 2)] == ["2", "4"]
    assert [e.item.rule for e in worst.of(mistake.item.op, mistake.item.pair, 1)] == ["2"]
    with pytest.raises(StresskitError, match="kept 2 worst examples per op and pair, not 3"):
        worst.of(mistake.item.op, mistake.item.pair, 3)
