"""`stresskit probe` on a small table whose hypotheses give the label away and whose premises do not."""

import json

from typer.testing import CliRunner

from stresskit.cli.app import app
from stresskit.research.probe import artifact_tokens, probe, tokenize
from stresskit.tables import Table

E, N, C = "entailment", "neutral", "contradiction"
P, H, L = "sentence_A_Ja", "sentence_B_Ja", "entailment_label_Ja"
SUBJECTS = ("男性", "女性", "子供", "猫", "犬", "老人")
VERBS = ("走っている", "座っている", "笑っている", "泳いでいる", "寝ている")
# The hypothesis alone decides the label: a negation for contradiction, 公園 for neutral.
HYPOTHESES = {E: "{}が何かをしている", N: "{}が公園にいる", C: "{}が何もしていない"}


def table(labels):
    rows = []
    for i, label in enumerate(labels):
        subject = SUBJECTS[i % len(SUBJECTS)]
        premise = f"{SUBJECTS[(i + 1) % len(SUBJECTS)]}が{VERBS[i % len(VERBS)]}"
        rows.append({P: premise, H: HYPOTHESES[label].format(subject), L: label})
    return Table([P, H, L], rows)


TRAIN = table([E, N, C, N, E, N, C, N, E, N] * 4)  # 12 E, 20 N, 8 C
TEST = table([C, E, N, N, C, E] * 2)


def invoke(*args):
    return CliRunner().invoke(app, [str(arg) for arg in args])


def test_tokenize_gives_sudachi_short_units():
    assert tokenize(["男性が何もしていない", ""]) == [
        ["男性", "が", "何", "も", "し", "て", "い", "ない"],
        [],
    ]


def test_artifact_test_finds_the_give_away_words_with_bonferroni():
    texts = [HYPOTHESES[label].format("猫") for label in (E, N, C, N) * 5]
    labels = [E, N, C, N] * 5
    found, tests = artifact_tokens(texts, labels, alpha=0.01)
    # Words: 猫 が 何 か を し て いる 公園 に い も ない = 13, × 3 labels.
    assert tests == 39
    # 5 of 5 contradiction pairs have ない against a chance rate of 1/4: p = 0.25⁵ ≈ 0.00098, not below
    # 0.01 / 39 ≈ 0.00026; 10 of 10 neutral pairs have 公園 against 1/2: p = 0.5¹⁰ ≈ 0.00098 either.
    assert found == []
    found, tests = artifact_tokens(texts * 2, labels * 2, alpha=0.01)
    # Twice the data: 0.25¹⁰ = 0.5²⁰ ≈ 9.5e-7 passes; the words both labels share (何, し, て) never do.
    assert tests == 39
    assert [(t.token, t.label, t.count, t.total, t.expected_share) for t in found] == [
        ("に", N, 20, 20, 0.5), ("公園", N, 20, 20, 0.5),
        ("い", C, 10, 10, 0.25), ("か", E, 10, 10, 0.25), ("ない", C, 10, 10, 0.25), ("も", C, 10, 10, 0.25),
        ("を", E, 10, 10, 0.25),
    ]  # fmt: skip
    assert found[0].p_value == 0.5**20


def test_probe_tells_a_give_away_hypothesis_from_an_uninformative_premise():
    result = probe(TRAIN, TEST, premise_col=P, hypothesis_col=H, label_col=L)
    assert (result.train_size, result.test_size, result.majority_label) == (40, 12, N)
    assert result.majority_accuracy == 4 / 12
    assert result.full_accuracy == 1.0
    assert result.hypothesis_only_accuracy == 1.0
    assert result.premise_only_accuracy == 3 / 12  # premises cycle independently of the labels
    # 3-fold cross-validation on TRAIN, right of 40 for C = 0.1 / 1 / 10: hypotheses 40/40/40 (a tie goes to
    # the weakest model), full pairs 36/39/39, premises 20/31/40 (a training premise recurs 30 rows later with
    # the same label, so memorising premises pays on TRAIN; on TEST it does not).
    assert result.inverse_regularisation == {"full": 1.0, "hypothesis": 0.1, "premise": 10.0}
    assert [(t.token, t.label, t.count) for t in result.artifact_tokens] == [
        ("か", E, 12), ("を", E, 12), ("に", N, 20), ("公園", N, 20), ("い", C, 8), ("ない", C, 8), ("も", C, 8),
    ]  # fmt: skip
    assert result.tests == 54
    premise_side = probe(TRAIN, TEST, premise_col=P, hypothesis_col=H, label_col=L, side="premise")
    assert premise_side.artifact_tokens == []


def test_cli_writes_the_probe_report(tmp_path):
    train, test, report = tmp_path / "train.tsv", tmp_path / "test.tsv", tmp_path / "probe.json"
    for path, data in ((train, TRAIN), (test, TEST)):
        lines = ["\t".join(data.columns), *("\t".join(row[c] for c in data.columns) for row in data.rows)]
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = invoke("probe", train, test, "--report", report)
    assert result.exit_code == 0, result.output
    assert "baseline, hypothesis only │ 0.1                 │ 100.0" in result.output
    assert "│ ない │ contradiction │ 8 " in result.output
    payload = json.loads(report.read_text(encoding="utf-8"))
    assert list(payload)[:7] == [
        "train_size", "test_size", "majority_label", "majority_accuracy", "full_accuracy",
        "hypothesis_only_accuracy", "premise_only_accuracy",
    ]  # fmt: skip
    assert payload["artifact_tokens"][5] == {
        "token": "ない", "label": C, "count": 8, "total": 8, "expected_share": 0.2, "p_value": 0.2**8,
    }  # fmt: skip
    assert payload["provenance"]["seed"] == 0 and payload["provenance"]["rule_files"] is None
    again = tmp_path / "again.json"
    assert invoke("probe", train, test, "--report", again).exit_code == 0
    assert again.read_bytes() == report.read_bytes()


def test_cli_rejects_an_unknown_label_in_one_line(tmp_path):
    train = tmp_path / "train.tsv"
    train.write_text(f"{P}\t{H}\t{L}\n猫が寝ている\t猫がいる\tyes\n", encoding="utf-8")
    result = invoke("probe", train, train)
    assert result.exit_code == 1
    assert "training row 1: unknown label 'yes'" in result.output
    assert "Traceback" not in result.output
