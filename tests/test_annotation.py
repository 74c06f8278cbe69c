"""`stresskit annotate export` and `import` on perturbations of a small table (real GiNZA parses)."""

import csv
import io
import json

import pytest
from typer.testing import CliRunner

from stresskit.cli.app import app
from stresskit.errors import StresskitError
from stresskit.evaluation.api import generate, perturb
from stresskit.evaluation.human_reference import parse_human_reference
from stresskit.evaluation.runner import Columns
from stresskit.research.annotation import (
    DERIVED,
    DERIVED_KEY_COLUMNS,
    KEY_COLUMNS,
    SHEET_COLUMNS,
    export_sheet,
    import_sheets,
)
from stresskit.research.annotation_form import annotation_form
from stresskit.tables import Table, read_table

E, N, C = "entailment", "neutral", "contradiction"
P, H, L = "sentence_A_Ja", "sentence_B_Ja", "entailment_label_Ja"
SOURCE = [
    ("1", "男性がギターを弾いている", "男性が楽器を弾いている", E, "A"),
    ("2", "女性が本を読んでいる", "女性が本を読んでいない", C, "A#B"),
    ("3", "子供がボールを蹴っている", "子供が公園にいる", N, "B"),
    ("4", "猫が魚を食べている", "猫が何かを食べている", E, ""),
    ("5", "少年が手紙を書いている", "少年が手紙を書いていない", C, "B"),
]


@pytest.fixture(scope="module")
def pairs(parser):
    table = Table(
        ["pair_ID", P, H, L, "semtag_short"],
        [dict(zip(["pair_ID", P, H, L, "semtag_short"], row, strict=True)) for row in SOURCE],
    )
    result = perturb(table, ops="scramble,particle-swap", pairs="ga-o", parser=parser)
    return Table(result.table.columns, result.table.rows)


def invoke(*args):
    return CliRunner().invoke(app, [str(arg) for arg in args])


def tsv(path, table):
    lines = ["\t".join(table.columns), *("\t".join(r[c] for c in table.columns) for r in table.rows)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_export_draws_per_stratum_hides_the_answers_and_shuffles(pairs):
    exported = export_sheet(pairs, Columns(), per_group=1, seed=0)
    # 2 ops × ga-o × 3 gold labels; 2 entailment and 2 contradiction rows per op, 1 neutral.
    assert exported.strata == {
        "particle-swap ga-o contradiction": (2, 1), "particle-swap ga-o entailment": (2, 1),
        "particle-swap ga-o neutral": (1, 1), "scramble ga-o contradiction": (2, 1),
        "scramble ga-o entailment": (2, 1), "scramble ga-o neutral": (1, 1),
    }  # fmt: skip
    assert exported.sheet.columns == list(SHEET_COLUMNS)
    assert exported.key.columns == list(KEY_COLUMNS)
    assert [row["item_id"] for row in exported.sheet.rows] == [f"item-{i}" for i in range(1, 7)]
    sheet_text = " ".join(" ".join(row.values()) for row in exported.sheet.rows)
    for hidden in ("scramble", "particle-swap", E, N, C, "ga-o"):
        assert hidden not in sheet_text
    assert all(row["label"] == row["naturalness"] == row["annotator"] == "" for row in exported.sheet.rows)
    key = {row["item_id"]: row for row in exported.key.rows}
    by_premise = {row[P]: row for row in pairs.rows}
    for row in exported.sheet.rows:  # the key says what each item is
        source = by_premise[row["premise"]]
        assert (key[row["item_id"]]["op"], key[row["item_id"]]["expected_label"]) == (
            source["op"], source["expected_label"],
        )  # fmt: skip
        assert key[row["item_id"]]["original_premise"] == source[f"{P}_origin"]
    ops = [key[row["item_id"]]["op"] for row in exported.sheet.rows]
    assert ops != sorted(ops) and ops != sorted(ops, reverse=True)  # shuffled, not grouped
    assert export_sheet(pairs, Columns(), per_group=1, seed=0) == exported
    assert export_sheet(pairs, Columns(), per_group=1, seed=1).sheet != exported.sheet


def test_export_by_phenomenon_asks_about_a_row_once(pairs):
    exported = export_sheet(pairs, Columns(), per_group=5, by="phenomenon")
    # A: pairs 1 and 2, B: pairs 2, 3 and 5, each with a scramble and a swap row; pair 2 is in both.
    assert exported.strata == {"A": (4, 4), "B": (6, 5)}
    assert len(exported.sheet.rows) == 8
    assert sorted(row["source_id"] for row in exported.key.rows) == ["1", "1", "2", "2", "3", "3", "5", "5"]


def filled(exported, annotator, labels, natural):
    """A sheet as an annotator returns it: `labels` and `natural` by item number (1-based)."""
    rows = []
    for number, row in enumerate(exported.sheet.rows, start=1):
        label = labels.get(number, "")
        rows.append({**row, "annotator": annotator, "label": label, "naturalness": natural.get(number, "")})
    return Table(list(SHEET_COLUMNS), rows)


def test_import_majority_agreement_and_the_human_row(pairs):
    exported = export_sheet(pairs, Columns(), per_group=1, seed=0)
    gold = {i: row["gold_label"] for i, row in enumerate(exported.key.rows, start=1)}
    expected = {i: row["expected_label"] for i, row in enumerate(exported.key.rows, start=1)}
    # Two annotators give the op's expected label (swap → neutral); the third keeps the gold label
    # everywhere and leaves item 6 blank. Everyone finds the scrambles natural and the swaps unnatural.
    natural = {
        i: "natural" if row["op"] == "scramble" else "不自然" for i, row in enumerate(exported.key.rows, 1)
    }
    third = {i: gold[i] for i in range(1, 6)}
    sheets = [
        ("a.csv", filled(exported, "a", expected, natural)),
        ("b.csv", filled(exported, "b", expected, natural)),
        ("c.csv", filled(exported, "c", third, natural)),
    ]
    result = import_sheets(sheets, exported.key)
    assert result.unlabelled == {"c": 1}
    by_op = {}
    for j in result.judgements:
        by_op.setdefault(j.op, []).append((j.gold_label, j.majority_label, j.natural))
    assert sorted(by_op["scramble"]) == [(C, C, True), (E, E, True), (N, N, True)]
    assert sorted(by_op["particle-swap"]) == [(C, N, False), (E, N, False), (N, N, False)]
    figures = {(f.op, f.pair, f.gold_label): (f.n, f.same_label_rate, f.natural_rate) for f in result.figures}
    assert figures[("scramble", "ga-o", "all")] == (3, 1.0, 1.0)
    assert figures[("particle-swap", "ga-o", E)] == (1, 0.0, 0.0)
    assert figures[("particle-swap", "all", "all")] == (3, 1 / 3, 0.0)
    agreement = result.agreement
    assert (agreement.annotators, agreement.items, agreement.complete_items) == (("a", "b", "c"), 6, 5)
    # The third annotator departs from the others on item 5 only (a swapped contradiction pair; item 6, the
    # other, is the one left blank). Nominal α from the coincidence matrix (17 values): 1 − D_o/D_e = 33/41.
    # Multi-κ on items 1–5: observed pairwise agreement (1 + 4/5 + 4/5)/3 = 0.8667, expected
    # (0.44 + 0.36 + 0.36)/3 = 0.3867 from each pair's label shares, κ = 0.48 / 0.6133 = 0.7826.
    assert agreement.krippendorff_alpha == pytest.approx(33 / 41)
    assert agreement.multi_kappa == pytest.approx(0.48 / (1 - 1.16 / 3))
    perfect = import_sheets(sheets[:2], exported.key).agreement
    assert perfect.krippendorff_alpha == 1.0 and perfect.multi_kappa == 1.0


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"item_id": "item-99"}, "a.csv line 2: item 'item-99' is not in the key file"),
        ({"label": "maybe"}, "a.csv line 2 gave the unknown label 'maybe'"),
        ({"naturalness": "so-so"}, "a.csv line 2: naturalness 'so-so' is not natural or unnatural"),
    ],
)
def test_import_names_the_bad_line(pairs, change, message):
    exported = export_sheet(pairs, Columns(), per_group=1)
    sheet = filled(exported, "a", {1: E}, {})
    sheet.rows[0].update(change)
    with pytest.raises(StresskitError, match=message):
        import_sheets([("a.csv", sheet)], exported.key)


def test_form_is_self_contained_and_keeps_text_inert(pairs):
    exported = export_sheet(pairs, Columns(), per_group=1)
    exported.sheet.rows[0]["premise"] = "</script><script>alert(1)</script>"
    page = annotation_form(exported.sheet, "sheet <1>")
    assert "http://" not in page and "https://" not in page and " src=" not in page
    assert page.count("</script>") == 2 and "\\u003c/script>\\u003cscript>alert(1)\\u003c/script>" in page
    assert "<title>stresskit annotation: sheet &lt;1&gt;</title>" in page
    assert '["item_id", "annotator", "premise", "hypothesis", "label", "naturalness", "reason"]' in page


def test_cli_export_then_import_round_trip(tmp_path, pairs):
    source = tsv(tmp_path / "pairs.tsv", pairs)
    sheet, form = tmp_path / "sheet.csv", tmp_path / "sheet.html"
    result = invoke("annotate", "export", source, "--per-group", "1", "-o", sheet, "--html", form)
    assert result.exit_code == 0, result.output
    key = tmp_path / "sheet.key.csv"
    assert key.exists() and form.exists()
    rows = list(csv.DictReader(io.StringIO(sheet.read_text(encoding="utf-8"))))
    assert list(rows[0]) == list(SHEET_COLUMNS) and len(rows) == 6
    gold = {row["item_id"]: row["gold_label"] for row in read_table(key).rows}
    for name in ("x", "y"):
        out = io.StringIO()
        writer = csv.DictWriter(out, SHEET_COLUMNS, lineterminator="\n")
        writer.writeheader()
        writer.writerows(
            {**row, "annotator": name, "label": gold[row["item_id"]], "naturalness": "自然"} for row in rows
        )
        (tmp_path / f"{name}.csv").write_text(out.getvalue(), encoding="utf-8")
    human, report = tmp_path / "human.tsv", tmp_path / "agreement.json"
    result = invoke(
        "annotate",
        "import",
        tmp_path / "x.csv",
        tmp_path / "y.csv",
        "--key",
        key,
        "-o",
        human,
        "--report",
        report,
    )
    assert result.exit_code == 0, result.output
    assert "6 items, 2 annotators (x, y); Krippendorff's α 1.000, multi-κ 1.000" in result.output
    figures = parse_human_reference(human.read_text(encoding="utf-8"), "human.tsv")
    assert [(f.op, f.pair, f.gold_label, f.n, f.same_label_rate, f.natural_rate) for f in figures][-1] == (
        "particle-swap", "all", "all", 3, 1.0, 1.0,
    )  # fmt: skip
    payload = json.loads(report.read_text(encoding="utf-8"))
    assert payload["krippendorff_alpha"] == 1.0 and len(payload["judgements"]) == 6
    assert list(payload)[-1] == "provenance"
    # The imported figures replace the shipped ones beside the model.
    model = tmp_path / "model.py"
    model.write_text("def predict(pairs):\n    return ['neutral' for _ in pairs]\n", encoding="utf-8")
    scored = tmp_path / "report.json"
    result = invoke(
        "evaluate", "--perturbed", source, "--model", f"python:{model}:predict", "--human", human,
        "--report", scored, "--no-cache",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    rows = json.loads(scored.read_text(encoding="utf-8"))["human_reference"]
    swap = {(r["pair"], r["gold_label"]): r for r in rows if r["op"] == "particle-swap"}
    assert (swap[("all", "all")]["n"], swap[("all", "all")]["same_label_rate"]) == (3, 1.0)
    # The model says neutral throughout: of the file's 5 swapped pairs, only the neutral one keeps its gold.
    assert (swap[("all", "all")]["model_n"], swap[("all", "all")]["model_same_label_rate"]) == (5, 0.2)


def test_cli_export_refuses_to_put_the_key_in_the_sheet_or_a_sheet_in_tsv(tmp_path, pairs):
    source = tsv(tmp_path / "pairs.tsv", pairs)
    result = invoke("annotate", "export", source, "-o", tmp_path / "s.csv", "--key", tmp_path / "s.csv")
    assert result.exit_code == 1 and "--key must differ from the sheet" in result.output
    result = invoke("annotate", "export", source, "-o", tmp_path / "s.tsv")
    assert (
        result.exit_code == 1
        and "the sheet is a CSV file (the form saves CSV too): name it .csv" in result.output
    )
    assert list(tmp_path.iterdir()) == [source]
    result = invoke("annotate", "export", source, "-o", tmp_path / "s.csv", "--key", tmp_path / "answers.tsv")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "answers.tsv").read_text(encoding="utf-8").startswith("item_id\top\tpair\t")


# Derived pairs (`stresskit generate` output): strata per phenomenon × heuristic × gold label.
DERIVED_SOURCE = ["犬が猫を追いかけた", "男の子がボールを蹴った", "猫と犬が走っている"]


@pytest.fixture(scope="module")
def derived(parser):
    result = generate(DERIVED_SOURCE, "scrambling,np-coordination", parser=parser)
    return Table(result.table.columns, result.table.rows)


def test_export_of_derived_pairs_stratifies_by_phenomenon_heuristic_gold_and_hides_them(derived):
    # Per scrambled sentence: scramble and object-topicalisation (entailment), particle-swap and np-swap
    # (neutral); the と-coordination gives one conjunct in order (overlap-order) and one not (subsequence).
    exported = export_sheet(derived, Columns(), per_group=1, seed=0)
    assert exported.layout is DERIVED
    assert exported.strata == {
        "np-coordination overlap-order entailment": (1, 1), "np-coordination subsequence entailment": (1, 1),
        "scrambling overlap-full entailment": (4, 1), "scrambling overlap-full neutral": (4, 1),
    }  # fmt: skip
    assert exported.key.columns == list(DERIVED_KEY_COLUMNS)
    assert exported.sheet.columns == list(SHEET_COLUMNS)
    sheet_text = " ".join(" ".join(row.values()) for row in exported.sheet.rows)
    for hidden in ("scrambling", "np-coordination", "overlap", "subsequence", E, N, "swap", "conjunct"):
        assert hidden not in sheet_text
    source = {(row[P], row[H]): row for row in derived.rows}
    key = {row["item_id"]: row for row in exported.key.rows}
    for row in exported.sheet.rows:
        pair = source[(row["premise"], row["hypothesis"])]
        assert key[row["item_id"]] == {
            "item_id": row["item_id"], "phenomenon": pair["phenomenon"], "heuristic": pair["heuristic"],
            "rule": pair["rule"], "gold_label": pair[L], "source_id": pair["source_id"],
        }  # fmt: skip
    assert export_sheet(derived, Columns(), per_group=1, seed=0) == exported
    by_phenomenon = export_sheet(derived, Columns(), per_group=3, by="phenomenon", seed=0)
    assert by_phenomenon.strata == {"np-coordination": (2, 2), "scrambling": (8, 3)}
    assert len(by_phenomenon.sheet.rows) == 5


def test_export_names_the_expected_columns_of_either_kind(derived, pairs):
    with pytest.raises(StresskitError, match="--by op-pair-gold does not apply to derived pairs"):
        export_sheet(derived, Columns(), per_group=1, by="op-pair-gold")
    with pytest.raises(StresskitError, match="--by phenomenon-heuristic-gold does not apply to perturbed"):
        export_sheet(pairs, Columns(), per_group=1, by="phenomenon-heuristic-gold")
    plain = Table([P, H, L], [{P: "犬が走る", H: "犬が走る", L: E}])
    with pytest.raises(StresskitError) as caught:
        export_sheet(plain, Columns(), per_group=1)
    assert str(caught.value) == (
        "the pairs file is neither `stresskit perturb` output (columns sentence_A_Ja, sentence_B_Ja, "
        "sentence_A_Ja_origin, op, pair, expected_label) nor `stresskit generate` output (columns "
        "sentence_A_Ja, sentence_B_Ja, entailment_label_Ja, phenomenon, heuristic, rule); it has "
        "sentence_A_Ja, sentence_B_Ja, entailment_label_Ja (name the columns with --premise-col / "
        "--hypothesis-col / --label-col)"
    )


def test_import_of_derived_pairs_gives_the_human_row_per_phenomenon(derived):
    exported = export_sheet(derived, Columns(), per_group=2, seed=0)
    gold = {i: row["gold_label"] for i, row in enumerate(exported.key.rows, start=1)}
    assert sorted(gold.values()) == [E, E, E, E, N, N]
    # Annotator a gives the gold label; b too except that b calls every neutral scrambling pair entailment
    # (the overlap heuristic); c agrees with b. Majority: a neutral pair's label is entailment, not neutral.
    overlap = {i: E for i in gold}
    sheets = [
        ("a.csv", filled(exported, "a", gold, {})),
        ("b.csv", filled(exported, "b", overlap, {i: "natural" for i in gold})),
        ("c.csv", filled(exported, "c", overlap, {})),
    ]
    result = import_sheets(sheets, exported.key)
    assert result.layout is DERIVED
    figures = [(f.op, f.pair, f.gold_label, f.n, f.same_label_rate, f.natural_rate) for f in result.figures]
    assert figures == [
        ("np-coordination", "overlap-order", E, 1, 1.0, 1.0),
        ("np-coordination", "overlap-order", "all", 1, 1.0, 1.0),
        ("np-coordination", "subsequence", E, 1, 1.0, 1.0),
        ("np-coordination", "subsequence", "all", 1, 1.0, 1.0),
        ("np-coordination", "all", E, 2, 1.0, 1.0),
        ("np-coordination", "all", "all", 2, 1.0, 1.0),
        ("scrambling", "overlap-full", E, 2, 1.0, 1.0),
        ("scrambling", "overlap-full", N, 2, 0.0, 1.0),
        ("scrambling", "overlap-full", "all", 4, 0.5, 1.0),
        ("scrambling", "all", E, 2, 1.0, 1.0),
        ("scrambling", "all", N, 2, 0.0, 1.0),
        ("scrambling", "all", "all", 4, 0.5, 1.0),
    ]
    payload = result.to_dict()
    assert payload["pairs"] == "derived"
    assert payload["human_reference"][0] == {
        "phenomenon": "np-coordination", "heuristic": "overlap-order", "gold_label": E, "n": 1,
        "same_label_rate": 1.0, "natural_rate": 1.0,
    }  # fmt: skip
    assert set(payload["judgements"][0]) == {
        "item_id", "phenomenon", "heuristic", "gold_label", "labels", "majority_label", "natural",
    }  # fmt: skip


def test_cli_round_trip_of_derived_pairs(tmp_path, derived):
    source = tsv(tmp_path / "derived.tsv", derived)
    sheet = tmp_path / "sheet.csv"
    result = invoke("annotate", "export", source, "--per-group", "1", "-o", sheet)
    assert result.exit_code == 0, result.output
    assert "4 items (derived pairs)" in result.output
    key = tmp_path / "sheet.key.csv"
    assert key.read_text(encoding="utf-8").startswith(
        "item_id,phenomenon,heuristic,rule,gold_label,source_id\n"
    )
    rows = list(csv.DictReader(io.StringIO(sheet.read_text(encoding="utf-8"))))
    gold = {row["item_id"]: row["gold_label"] for row in read_table(key).rows}
    out = io.StringIO()
    writer = csv.DictWriter(out, SHEET_COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows({**row, "annotator": "x", "label": gold[row["item_id"]]} for row in rows)
    (tmp_path / "x.csv").write_text(out.getvalue(), encoding="utf-8")
    human = tmp_path / "human.tsv"
    result = invoke("annotate", "import", tmp_path / "x.csv", "--key", key, "-o", human)
    assert result.exit_code == 0, result.output
    assert "┃ phenomenon      ┃ heuristic     ┃ gold" in result.output
    lines = human.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "phenomenon\theuristic\tgold_label\tn\tsame_label_rate\tnatural_rate"
    assert lines[-1] == "scrambling\tall\tall\t2\t1.000\t"
    result = invoke("annotate", "export", tmp_path / "x.csv", "-o", tmp_path / "again.csv")
    assert result.exit_code == 1 and "neither `stresskit perturb` output" in result.output
