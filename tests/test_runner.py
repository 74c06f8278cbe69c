"""The evaluation runner: exact reports for rule-based fake models, files it writes, caching, errors."""

import json
import shutil
import subprocess
import sys

import pytest
from datasets import ClassLabel, Dataset, DatasetDict, Features, Value
from typer.testing import CliRunner

from stresskit.cli.app import app
from stresskit.conventions import CORE_OPS
from stresskit.errors import StresskitError
from stresskit.evaluation.runner import evaluate, prediction_map
from stresskit.parsing.parser import Parser
from stresskit.rewriting.perturb import perturb
from stresskit.tables import Table, read_table, write_table

HEADER = "pair_ID\tsentence_A_Ja\tsentence_B_Ja\tentailment_label_Ja\trelatedness_score_Ja\tsemtag_short"
ROWS = [
    "1\t髪の長い女性がピアノを弾いている\t女性が楽器を演奏している\tentailment\t4.5\tAdjective",
    "2\t猫が犬を追いかけている\t犬が猫を追いかけている\tneutral\t3.5\tArgument#Transitive",
    "3\tその男性はギターを弾いていない\t男性がギターを弾いている\tcontradiction\t4.2\tNegation",
    "4\t女性が公園に座っている\t女性が座っている\tentailment\t4.1\t",
    "5\t子供が砂浜でボールを蹴っている\t子供がボールで遊んでいる\tentailment\t4.0\t",
    "6\t男の子が走っている\t男の子が歩いている\tneutral\t3.2\t",  # no op applies
    "7\t男性が台所で料理をしていない\t男性が料理をしている\tcontradiction\t3.9\tNegation",
]
E, N, C = "entailment", "neutral", "contradiction"

# A model that reads particles but not roles: "ない" → contradiction, any が → entailment, else neutral.
# On the fixture it is right on every original but #2, consistent under scramble and particle-swap, and
# turns to neutral whenever particle-delete removes the が.
MODEL_SOURCE = """
from pathlib import Path

HERE = Path(__file__).parent


def rule(premise):
    return "contradiction" if "ない" in premise else "entailment" if "が" in premise else "neutral"


def predict(pairs):
    return [rule(premise) for premise, _ in pairs]


def counting(pairs):
    with open(HERE / "calls.log", "a") as log:
        log.write(f"{len(pairs)}\\n")
    calls = (HERE / "calls.log").read_text().count("\\n")
    # With a "broken" file, every call after the first fails: a run interrupted midway.
    if (HERE / "broken").exists() and calls > 1:
        raise RuntimeError("interrupted")
    return predict(pairs)


def unknown_label(pairs):
    return ["maybe" for _ in pairs]


def wrong_count(pairs):
    return predict(pairs)[1:]


def sts(pairs):
    return [float(len(premise)) for premise, _ in pairs]
"""


def rule(premise):
    return C if "ない" in premise else E if "が" in premise else N


def predict(pairs):
    return [rule(premise) for premise, _ in pairs]


@pytest.fixture(scope="module")
def warm_parses(tmp_path_factory, parser):
    """A parse cache holding the fixture, so CLI runs never load GiNZA again."""
    directory = tmp_path_factory.mktemp("parses")
    warm = Parser(cache_dir=directory)
    warm.nlp = parser.nlp  # borrow the session's loaded model instead of loading a second one
    perturb(fixture_table(), ops=CORE_OPS, parser=warm)
    return directory


@pytest.fixture(autouse=True)
def cache_dir(tmp_path, warm_parses, monkeypatch):
    directory = tmp_path / "cache"
    shutil.copytree(warm_parses, directory)
    monkeypatch.setenv("STRESSKIT_CACHE_DIR", str(directory))
    return directory


@pytest.fixture
def files(tmp_path):
    (tmp_path / "model.py").write_text(MODEL_SOURCE, encoding="utf-8")
    data = tmp_path / "data.tsv"
    data.write_text("\n".join([HEADER, *ROWS]) + "\n", encoding="utf-8")
    return tmp_path


def fixture_table():
    lines = [line.split("\t") for line in [HEADER, *ROWS]]
    return Table(lines[0], [dict(zip(lines[0], line, strict=True)) for line in lines[1:]])


def invoke(*args):
    return CliRunner().invoke(app, [str(arg) for arg in args])


def row(report, op, pair, gold="all"):
    (found,) = [r for r in report.results if (r["op"], r["pair"], r["gold_label"]) == (op, pair, gold)]
    return found


def test_plain_callable_gives_exact_report(parser):
    report = evaluate(fixture_table(), predict, parser=parser)
    assert report.model == "test_runner.predict"
    assert report.original_accuracy == pytest.approx(5 / 6)  # pairs 1-5 and 7; only #2 (neutral) is wrong
    keys = [(r["op"], r["pair"], r["gold_label"]) for r in report.results]
    assert keys == [
        ("scramble", "ga-o", E), ("scramble", "ga-o", N), ("scramble", "ga-o", C), ("scramble", "ga-o", "all"),
        ("scramble", "ga-ni", E), ("scramble", "ga-ni", "all"),
        ("scramble", "ga-de", E), ("scramble", "ga-de", C), ("scramble", "ga-de", "all"),
        ("particle-swap", "ga-o", E), ("particle-swap", "ga-o", N), ("particle-swap", "ga-o", C),
        ("particle-swap", "ga-o", "all"),
        ("particle-swap", "ga-ni", E), ("particle-swap", "ga-ni", "all"),
        ("particle-swap", "ga-de", E), ("particle-swap", "ga-de", C), ("particle-swap", "ga-de", "all"),
        ("particle-delete", "ga-o", E), ("particle-delete", "ga-o", N), ("particle-delete", "ga-o", C),
        ("particle-delete", "ga-o", "all"),
        ("particle-delete", "ga-ni", E), ("particle-delete", "ga-ni", "all"),
        ("particle-delete", "ga-de", E), ("particle-delete", "ga-de", C), ("particle-delete", "ga-de", "all"),
    ]  # fmt: skip
    scramble = row(report, "scramble", "ga-o")
    assert (scramble["n"], scramble["consistency"], scramble["expectation_pass_rate"]) == (3, 1.0, 2 / 3)
    # The model ignores the swapped roles: fully consistent, never the expected neutral.
    swap = row(report, "particle-swap", "ga-o")
    assert (swap["consistency"], swap["expectation_pass_rate"], swap["mcnemar_b"]) == (1.0, 0.0, 2)
    assert swap["flips"] == {E: {E: 2, N: 0, C: 0}, N: {E: 0, N: 0, C: 0}, C: {E: 0, N: 0, C: 1}}
    delete = row(report, "particle-delete", "ga-o")
    assert delete["consistency"] == pytest.approx(1 / 3)  # only the negated #3 keeps its answer
    assert delete["expectation_pass_rate"] == pytest.approx(2 / 3)
    assert row(report, "particle-delete", "ga-o", C)["consistency"] == 1.0
    assert row(report, "particle-delete", "ga-de")["consistency"] == 0.5
    negation = [r for r in report.by_phenomenon if r["phenomenon"] == "Negation"]
    assert [(r["op"], r["pair"], r["n"], r["consistency"]) for r in negation] == [
        ("scramble", "ga-o", 1, 1.0), ("scramble", "ga-de", 1, 1.0),
        ("particle-swap", "ga-o", 1, 1.0), ("particle-swap", "ga-de", 1, 1.0),
        ("particle-delete", "ga-o", 1, 1.0), ("particle-delete", "ga-de", 1, 1.0),
    ]  # fmt: skip
    assert report.sts == []


def test_cli_with_python_spec_writes_report_and_predictions(files, parser):
    report, preds = files / "report.json", files / "preds.tsv"
    result = invoke(
        "evaluate", files / "data.tsv", "--model", f"python:{files / 'model.py'}:predict",
        "--report", report, "--predictions", preds,
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    payload = json.loads(report.read_text(encoding="utf-8"))
    assert list(payload) == [
        "model", "original_accuracy", "seed", "resamples", "confidence", "results", "by_phenomenon", "sts",
    ]  # fmt: skip
    assert payload["model"] == f"python:{files / 'model.py'}:predict"
    assert payload["original_accuracy"] == 0.8333
    api = json.loads(evaluate(fixture_table(), predict, parser=parser).to_json())
    assert payload["results"] == api["results"]  # same numbers as the plain callable
    lines = preds.read_text(encoding="utf-8").splitlines()
    assert lines[0].split("\t") == [
        "pair_ID", "op", "pair", "gold_label", "expected_label", "original_prediction", "perturbed_prediction",
        "rule", "original_premise", "perturbed_premise", "hypothesis",
    ]  # fmt: skip
    assert len(lines) == 1 + 18
    assert lines[1:4] == [
        "1\tscramble\tga-o\tentailment\tentailment\tentailment\tentailment\tscramble-fronting\t"
        "髪の長い女性がピアノを弾いている\tピアノを髪の長い女性が弾いている\t女性が楽器を演奏している",
        "1\tparticle-swap\tga-o\tentailment\tneutral\tentailment\tentailment\tparticle-swap\t"
        "髪の長い女性がピアノを弾いている\t髪の長い女性をピアノが弾いている\t女性が楽器を演奏している",
        "1\tparticle-delete\tga-o\tentailment\tentailment\tentailment\tneutral\tparticle-delete\t"
        "髪の長い女性がピアノを弾いている\t髪の長い女性ピアノ弾いている\t女性が楽器を演奏している",
    ]
    assert "particle-swap" in result.stdout and "Unk" in result.stdout


def test_each_distinct_pair_is_asked_once_and_a_rerun_asks_nothing(files):
    args = ("evaluate", files / "data.tsv", "--model", f"python:{files / 'model.py'}:counting")
    assert invoke(*args).exit_code == 0
    # 6 originals + 18 perturbed premises, each with its own hypothesis: 24 distinct pairs, one batch.
    assert (files / "calls.log").read_text() == "24\n"
    assert invoke(*args).exit_code == 0
    assert (files / "calls.log").read_text() == "24\n"
    assert invoke(*args, "--no-cache").exit_code == 0
    assert (files / "calls.log").read_text() == "24\n24\n"


def test_interrupted_run_resumes_from_the_cache(files):
    args = (
        "evaluate",
        files / "data.tsv",
        "--model",
        f"python:{files / 'model.py'}:counting",
        "--batch-size",
        "10",
    )
    (files / "broken").touch()
    assert isinstance(invoke(*args).exception, RuntimeError)
    assert (files / "calls.log").read_text() == "10\n10\n"
    (files / "broken").unlink()
    (files / "calls.log").unlink()
    assert invoke(*args).exit_code == 0
    assert (files / "calls.log").read_text() == "10\n4\n"  # the first batch came from the cache
    (files / "calls.log").unlink()
    assert invoke(*args).exit_code == 0
    assert not (files / "calls.log").exists()


@pytest.mark.parametrize(
    ("function", "message"),
    [
        ("unknown_label", "gave the unknown label 'maybe'"),
        ("wrong_count", "answered 23 predictions for 24 pairs"),
    ],
)
def test_bad_model_output_is_a_one_line_error(files, function, message):
    result = invoke("evaluate", files / "data.tsv", "--model", f"python:{files / 'model.py'}:{function}")
    assert result.exit_code == 1
    # The perturbation summary comes first; the error is the one last line.
    last = result.stderr.strip().splitlines()[-1]
    assert last.startswith("error: ") and message in last
    assert "Traceback" not in result.output


def test_perturbed_file_gives_the_same_report_and_skips_unchanged_rows(files):
    perturbed = files / "perturbed.tsv"
    assert (
        invoke(
            "perturb", files / "data.tsv", "--op", ",".join(CORE_OPS), "--keep-unchanged", "-o", perturbed
        ).exit_code
        == 0
    )
    spec = f"python:{files / 'model.py'}:predict"
    on_the_fly, from_file = files / "a.json", files / "b.json"
    assert invoke("evaluate", files / "data.tsv", "--model", spec, "--report", on_the_fly).exit_code == 0
    assert invoke("evaluate", "--perturbed", perturbed, "--model", spec, "--report", from_file).exit_code == 0
    assert on_the_fly.read_text(encoding="utf-8") == from_file.read_text(encoding="utf-8")
    swap_only = evaluate(read_table(perturbed), predict, ops="particle-swap", perturbed=True)
    assert {r["op"] for r in swap_only.results} == {"particle-swap"}


def test_original_table_replaces_a_wrong_origin_column(files, parser):
    # As in the published JSICK-stress scrum files, whose _origin column holds another rewrite.
    table = perturb(fixture_table(), ops="scramble", pairs="ga-o", parser=parser).table
    broken = Table(table.columns, [{**r, "sentence_A_Ja_origin": "猫が走っている"} for r in table.rows])
    write_table(broken, files / "scrum.tsv")
    preds = files / "preds.tsv"
    args = ("evaluate", "--perturbed", files / "scrum.tsv", "--model", f"python:{files / 'model.py'}:predict")
    assert invoke(*args, files / "data.tsv", "--predictions", preds).exit_code == 0
    originals = [line.split("\t")[8] for line in preds.read_text(encoding="utf-8").splitlines()[1:]]
    assert originals == [
        "髪の長い女性がピアノを弾いている",
        "猫が犬を追いかけている",
        "その男性はギターを弾いていない",
    ]


def test_sts_scores_are_correlated_with_the_gold_scores(files):
    preds = files / "preds.tsv"
    report = files / "report.json"
    spec = f"python:{files / 'model.py'}:sts"
    result = invoke(
        "evaluate", files / "data.tsv", "--model", spec, "--report", report, "--predictions", preds
    )
    assert result.exit_code == 0, result.output
    sts = {(r["op"], r["pair"]): r for r in json.loads(report.read_text(encoding="utf-8"))["sts"]}
    assert sts[("scramble", "ga-o")]["mean_shift"] == 0.0  # the model scores length, which scrambling keeps
    assert sts[("particle-delete", "ga-o")]["mean_shift"] == -2.0  # two particles gone
    assert sts[("particle-delete", "ga-o")]["n"] == 3
    header, first = (line.split("\t") for line in preds.read_text(encoding="utf-8").splitlines()[:2])
    assert dict(zip(header, first, strict=True))["gold_score"] == "4.5"


def test_baseline_train_then_evaluate_and_retraining_is_not_served_from_the_cache(files):
    model_dir = files / "baseline"
    trained = invoke("baseline", "train", files / "data.tsv", "-o", model_dir)
    assert trained.exit_code == 0, trained.output
    assert "trained on 7 pairs" in trained.stderr
    assert f"--model baseline:{model_dir}" in trained.stderr
    preds = files / "preds.tsv"
    args = ("evaluate", files / "data.tsv", "--model", f"baseline:{model_dir}", "--predictions", preds)
    assert invoke(*args).exit_code == 0
    first = read_table(preds).rows
    assert {r["original_prediction"] for r in first} <= {E, N, C}
    # Retrained on rotated labels, the same directory must give new answers, not cached ones.
    rotate = {E: N, N: C, C: E}
    table = fixture_table()
    relabelled = [{**r, "entailment_label_Ja": rotate[r["entailment_label_Ja"]]} for r in table.rows]
    write_table(Table(table.columns, relabelled), files / "rotated.tsv")
    assert invoke("baseline", "train", files / "rotated.tsv", "-o", model_dir).exit_code == 0
    assert invoke(*args).exit_code == 0
    assert [r["original_prediction"] for r in read_table(preds).rows] != [
        r["original_prediction"] for r in first
    ]


def test_html_and_markdown_files(files):
    html, markdown = files / "report.html", files / "report.md"
    spec = f"python:{files / 'model.py'}:predict"
    result = invoke("evaluate", files / "data.tsv", "--model", spec, "--html", html, "--markdown", markdown)
    assert result.exit_code == 0, result.output
    page = html.read_text(encoding="utf-8")
    assert page.count('src="data:image/png;base64,') == 2
    assert "その男性をギターが弾いていない" in page  # a worst example: right originally, wrong after the swap
    assert (
        "| particle-swap | 100.0 | 100.0 | 100.0 | 3 | 100.0 | – | – | 1 | 100.0 | 100.0 | – | 2 |"
        in markdown.read_text(encoding="utf-8")
    )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ([], "give FILE to perturb, or --perturbed"),
        (["DATA", "--op", "shuffle"], "unknown op 'shuffle'"),
        (
            ["--perturbed", "DATA"],
            "the perturbed table has no columns 'op', 'pair', 'expected_label', 'sentence_A_Ja_origin'",
        ),
    ],
)
def test_usage_errors_are_one_line(files, args, message):
    args = [files / "data.tsv" if arg == "DATA" else arg for arg in args]
    result = invoke("evaluate", "--model", f"python:{files / 'model.py'}:predict", *args)
    assert result.exit_code == 1
    assert message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_data_without_gold_labels_cannot_be_scored(parser):
    with pytest.raises(StresskitError, match="expected_label 'unchanged' is not an NLI label; .*--label-col"):
        evaluate([("猫が犬を追いかけている", "猫がいる")], predict, ops="scramble", parser=parser)


def test_a_model_object_is_used_as_it_is(parser):
    class Fixed:
        name = "fixed"

        def predict(self, pairs):
            from stresskit.evaluation.models import Prediction

            return [Prediction(label=N) for _ in pairs]

    report = evaluate(fixture_table(), Fixed(), ops="scramble", pairs="ga-o", parser=parser)
    assert report.model == "fixed"
    assert row(report, "scramble", "ga-o")["consistency"] == 1.0
    assert report.original_accuracy == pytest.approx(1 / 3)


def test_unusable_model_argument_is_rejected():
    with pytest.raises(StresskitError, match="model must be a spec string, a Model or a function"):
        evaluate(fixture_table(), 42)


def test_python_api_takes_row_dicts_and_a_spec_string(files, parser):
    rows = read_table(files / "data.tsv").rows
    report = evaluate(rows, f"python:{files / 'model.py'}:predict", pairs="ga-o", parser=parser)
    assert {r["pair"] for r in report.results} == {"ga-o"}


# --- datasets.Dataset in, Dataset.map out ------------------------------------------------------------


def fixture_dataset():
    """The fixture as a Hugging Face dataset, typed as a dataset on the Hub would be."""
    labels = ClassLabel(names=[E, N, C])
    features = Features(
        {
            "pair_ID": Value("int64"),
            "sentence_A_Ja": Value("string"),
            "sentence_B_Ja": Value("string"),
            "entailment_label_Ja": labels,
            "relatedness_score_Ja": Value("float64"),
            "semtag_short": Value("string"),
        }
    )
    rows = [
        {
            **r,
            "pair_ID": int(r["pair_ID"]),
            "entailment_label_Ja": labels.str2int(r["entailment_label_Ja"]),
            "relatedness_score_Ja": float(r["relatedness_score_Ja"]),
        }
        for r in fixture_table().rows
    ]
    return Dataset.from_list(rows, features=features)


def test_a_dataset_gives_the_same_report_as_the_table(parser):
    report = evaluate(fixture_dataset(), predict, parser=parser)
    scramble, delete = row(report, "scramble", "ga-o"), row(report, "particle-delete", "ga-o")
    assert (scramble["n"], scramble["consistency"], delete["n"], delete["consistency"]) == (3, 1.0, 3, 1 / 3)
    assert report.original_accuracy == pytest.approx(5 / 6)  # class-label ids were read as their names
    assert report.to_json() == evaluate(fixture_table(), predict, parser=parser).to_json()


def test_perturb_takes_a_dataset_and_its_rows_make_one_again(parser):
    result = perturb(fixture_dataset(), ops="particle-swap", pairs="ga-o", parser=parser)
    perturbed = Dataset.from_list(result.rows)
    assert perturbed["sentence_A_Ja"] == [
        "髪の長い女性をピアノが弾いている",
        "猫を犬が追いかけている",
        "その男性をギターが弾いていない",
    ]
    assert perturbed["pair_ID"] == ["1", "2", "3"]
    assert perturbed["relatedness_score_Ja"] == ["4.5", "3.5", "4.2"]
    assert perturbed["entailment_label_Ja"] == [E, N, C]  # class-label ids as their names


def test_unlabelled_dataset_rows_have_no_gold_label(parser):
    unlabelled = fixture_dataset().map(lambda r: {"entailment_label_Ja": -1})
    result = perturb(unlabelled, ops="scramble", pairs="ga-o", parser=parser)
    assert [r["entailment_label_Ja"] for r in result.rows] == ["", "", ""]


def test_a_dataset_dict_asks_for_one_split():
    with pytest.raises(
        StresskitError, match=r"give one split of the DatasetDict \(test\), e.g. data\['test'\]"
    ):
        evaluate(DatasetDict(test=fixture_dataset()), predict)


def test_prediction_map_adds_the_predictions_that_evaluate_scores(parser):
    perturbed = Dataset.from_list(perturb(fixture_dataset(), ops=CORE_OPS, parser=parser).rows)
    calls = []

    def counting(pairs):
        calls.append(len(pairs))
        return predict(pairs)

    predicted = perturbed.map(prediction_map(counting), batched=True, batch_size=8)
    # One call per map batch of 8, 8 and 2 rows: its rewrites and their 3, 4 and 1 distinct originals.
    assert calls == [11, 12, 3]
    origins = list(perturbed["sentence_A_Ja_origin"])
    assert [len(set(origins[start : start + 8])) for start in (0, 8, 16)] == [3, 4, 1]
    deleted = predicted.filter(lambda r: (r["op"], r["pair"]) == ("particle-delete", "ga-o"))
    assert deleted["original_prediction"] == [E, E, C]
    assert deleted["perturbed_prediction"] == [N, N, C]
    # Scored by hand, the mapped columns give evaluate's n and consistency for every op and pair.
    consistent: dict[tuple[str, str], list[bool]] = {}
    for r in predicted:
        consistent.setdefault((r["op"], r["pair"]), []).append(
            r["original_prediction"] == r["perturbed_prediction"]
        )
    report = evaluate(fixture_dataset(), predict, parser=parser)
    assert {key: (len(flags), sum(flags) / len(flags)) for key, flags in consistent.items()} == {
        (r["op"], r["pair"]): (r["n"], r["consistency"]) for r in report.results if r["gold_label"] == "all"
    }


def test_prediction_map_names_missing_columns():
    plain = Dataset.from_list([{"sentence_A_Ja": "猫が走っている", "sentence_B_Ja": "猫がいる"}])
    with pytest.raises(StresskitError, match="the mapped dataset has no column 'sentence_A_Ja_origin'"):
        plain.map(prediction_map(predict), batched=True)


def test_importing_stresskit_does_not_import_datasets():
    code = "import sys, stresskit, stresskit.cli.app; assert 'datasets' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)
