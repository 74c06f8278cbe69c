"""stresskit diagnose: accuracy by phenomenon × heuristic × gold label, 2-way and 3-way, exact numbers."""

import json

import pytest
from typer.testing import CliRunner

from stresskit.cli.app import app
from stresskit.errors import StresskitError
from stresskit.evaluation.diagnose import DiagnoseColumns, diagnose_pairs, read_diagnostic_pairs
from stresskit.evaluation.models import PythonModel
from stresskit.reports.render import diagnosis_markdown, diagnosis_table
from stresskit.tables import Table

COLUMNS = DiagnoseColumns("sentence_A_Ja", "sentence_B_Ja", "entailment_label_Ja", "phenomenon", "heuristic")
ROWS = [
    # premise, hypothesis, gold, phenomenon, heuristic
    ("子供が走っている猫を追いかけた", "猫が走っている", "entailment", "relative-clause", "overlap-nonorder"),
    ("子供が走っている猫を追いかけた", "子供が走っている", "neutral", "relative-clause", "subsequence"),
    ("ある人が男の子を走らせた", "ある人が走った", "neutral", "causative", "overlap-order"),
    (
        "男の子が走っているわけではない",
        "男の子が走っている",
        "contradiction",
        "modal-negation",
        "constituent",
    ),
]


def _table(rows):
    names = ["sentence_A_Ja", "sentence_B_Ja", "entailment_label_Ja", "phenomenon", "heuristic"]
    return Table(names, [dict(zip(names, row, strict=True)) for row in rows])


def always_entailment(pairs):
    return ["entailment" for _ in pairs]


def test_three_way_results_and_totals():
    items = read_diagnostic_pairs(_table(ROWS), COLUMNS)
    diagnosis = diagnose_pairs(items, PythonModel("always", always_entailment), seed=0)
    by_key = {(r["phenomenon"], r["heuristic"], r["gold_label"]): r for r in diagnosis.results}
    row = by_key[("relative-clause", "overlap-nonorder", "entailment")]
    assert (row["n"], row["accuracy"], row["accuracy_2way"], row["ci_low"], row["ci_high"]) == (
        1,
        1.0,
        1.0,
        1.0,
        1.0,
    )
    assert by_key[("relative-clause", "subsequence", "neutral")]["accuracy"] == 0.0
    assert {k: by_key[("relative-clause", "all", "all")][k] for k in ("n", "accuracy", "accuracy_2way")} == {
        "n": 2,
        "accuracy": 0.5,
        "accuracy_2way": 0.5,
    }
    total = by_key[("all", "all", "all")]
    assert (total["n"], total["accuracy"], total["accuracy_2way"]) == (4, 0.25, 0.25)
    assert list(total) == [
        "phenomenon",
        "heuristic",
        "gold_label",
        "n",
        "accuracy",
        "accuracy_2way",
        "ci_low",
        "ci_high",
    ]
    assert len(diagnosis.results) == len(by_key)
    header, rows = diagnosis_table(diagnosis)
    assert header == [
        "phenomenon",
        "heuristic",
        "entailment",
        "neutral",
        "contradiction",
        "all 3-way",
        "all 2-way",
        "95% CI",
        "n",
    ]
    assert rows[2] == ["relative-clause", "all", "100.0", "0.0", "–", "50.0", "50.0", "0.0–100.0", "2"]
    assert rows[-1] == ["all", "all", "100.0", "0.0", "0.0", "25.0", "25.0", "0.0–75.0", "4"]
    worst = [(e.item.hypothesis, e.prediction) for e, _ in diagnosis.worst_examples()]
    assert worst == [
        ("ある人が走った", "entailment"),
        ("男の子が走っている", "entailment"),
        ("子供が走っている", "entailment"),
    ]
    assert (
        "| relative-clause | overlap-nonorder | 100.0 | – | – | 100.0 | 100.0 | 100.0–100.0 | 1 |"
        in diagnosis_markdown(diagnosis)
    )


def test_two_way_gold_leaves_three_way_accuracy_empty():
    rows = [
        (p, h, "entailment" if g == "entailment" else "non-entailment", ph, he) for p, h, g, ph, he in ROWS
    ]
    diagnosis = diagnose_pairs(
        read_diagnostic_pairs(_table(rows), COLUMNS), PythonModel("always", always_entailment)
    )
    total = next(
        r
        for r in diagnosis.results
        if (r["phenomenon"], r["heuristic"], r["gold_label"]) == ("all", "all", "all")
    )
    assert (total["accuracy"], total["accuracy_2way"]) == (None, 0.25)
    assert {r["gold_label"] for r in diagnosis.results} == {"entailment", "non-entailment", "all"}


def test_bad_gold_label_is_refused():
    rows = [("a", "b", "maybe", "p", "h")]
    with pytest.raises(
        StresskitError, match="row 2, column entailment_label_Ja gave the unknown label 'maybe'"
    ):
        read_diagnostic_pairs(_table(rows), COLUMNS)


def test_cli_writes_report_markdown_and_html(tmp_path, monkeypatch):
    monkeypatch.setenv("STRESSKIT_CACHE_DIR", str(tmp_path / "cache"))
    pairs = tmp_path / "pairs.tsv"
    header = "sentence_A_Ja\tsentence_B_Ja\tentailment_label_Ja\tphenomenon\theuristic\n"
    pairs.write_text(header + "".join("\t".join(row) + "\n" for row in ROWS), encoding="utf-8")
    model = tmp_path / "model.py"
    model.write_text("def predict(pairs):\n    return ['neutral' for _ in pairs]\n", encoding="utf-8")
    report, page, md = tmp_path / "r.json", tmp_path / "r.html", tmp_path / "r.md"
    args = ["diagnose", str(pairs), "--model", f"python:{model}:predict", "--report", str(report)]
    result = CliRunner().invoke(app, [*args, "--html", str(page), "--markdown", str(md)])
    assert result.exit_code == 0, result.output
    results = json.loads(report.read_text(encoding="utf-8"))["results"]
    total = next(
        r for r in results if (r["phenomenon"], r["heuristic"], r["gold_label"]) == ("all", "all", "all")
    )
    assert (total["n"], total["accuracy"], total["accuracy_2way"]) == (4, 0.5, 0.75)
    assert "<h1>Diagnosis:" in page.read_text(encoding="utf-8")
    assert "## Worst examples" in md.read_text(encoding="utf-8")
    assert "accuracy (%) of" in result.output
    missing = CliRunner().invoke(app, ["diagnose", str(pairs), "--model", "baseline:/nonexistent"])
    assert missing.exit_code == 1 and "Traceback" not in missing.output
