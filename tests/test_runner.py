"""The evaluation runner: exact reports for rule-based fake models, files it writes, caching, errors."""

import hashlib
import json
import re
import shutil
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest
from datasets import ClassLabel, Dataset, DatasetDict, Features, Value
from typer.testing import CliRunner

import stresskit.rules.loader
from stresskit.cli.app import app
from stresskit.conventions import CORE_OPS
from stresskit.errors import StresskitError
from stresskit.evaluation import runner
from stresskit.evaluation.api import evaluate, perturb
from stresskit.evaluation.prediction import SpilledAnswers
from stresskit.evaluation.provenance import without_provenance
from stresskit.evaluation.runner import prediction_map
from stresskit.parsing.parser import Parser
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


def confident(pairs):
    # The rule's label with a probability that ties on some pairs (0.4, 0.5 or 0.6 by premise length).
    counting(pairs)
    answers = []
    for premise, _ in pairs:
        top = 0.4 + len(premise) % 3 / 10
        answers.append({label: top if label == rule(premise) else (1 - top) / 2 for label in LABELS})
    return answers


LABELS = ("entailment", "neutral", "contradiction")
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
    ]  # fmt: skip
    # particle-delete leaves ga-ni and ga-de alone here: dropping both particles would glue 女性|公園, 子供|砂浜 and
    # 男性|台所 into one noun phrase (test_fidelity_chunks.py)
    scramble = row(report, "scramble", "ga-o")
    assert (scramble["n"], scramble["consistency"], scramble["expectation_pass_rate"]) == (3, 1.0, 2 / 3)
    # The model ignores the swapped roles: fully consistent. Its one pass is #2, whose rewrite 猫を犬が追いかけて
    # いる says what the hypothesis 犬が猫を追いかけている says (expected entailment, answered entailment: the
    # model was wrong on the original, so McNemar's c); #3 is expected neutral and answered contradiction (b).
    # #1 (女性をピアノが弾いている for 女性が楽器を演奏している) is uncertain: counted, not scored for expectation.
    swap = row(report, "particle-swap", "ga-o")
    assert (swap["n"], swap["n_uncertain"], swap["consistency"]) == (3, 1, 1.0)
    assert (swap["expectation_pass_rate"], swap["mcnemar_b"], swap["mcnemar_c"]) == (0.5, 1, 1)
    # ga-de: #5 (子供で砂浜が… for 子供がボールで遊んでいる) uncertain, #7 expected neutral, answered contradiction.
    ga_de = row(report, "particle-swap", "ga-de")
    assert (ga_de["n"], ga_de["n_uncertain"], ga_de["expectation_pass_rate"]) == (2, 1, 0.0)
    assert report.uncertain == 2
    assert swap["flips"] == {E: {E: 2, N: 0, C: 0}, N: {E: 0, N: 0, C: 0}, C: {E: 0, N: 0, C: 1}}
    delete = row(report, "particle-delete", "ga-o")
    assert delete["consistency"] == pytest.approx(1 / 3)  # only the negated #3 keeps its answer
    assert delete["expectation_pass_rate"] == pytest.approx(2 / 3)
    assert row(report, "particle-delete", "ga-o", C)["consistency"] == 1.0
    negation = [r for r in report.by_phenomenon if r["phenomenon"] == "Negation"]
    assert [(r["op"], r["pair"], r["n"], r["consistency"]) for r in negation] == [
        ("scramble", "ga-o", 1, 1.0), ("scramble", "ga-de", 1, 1.0),
        ("particle-swap", "ga-o", 1, 1.0), ("particle-swap", "ga-de", 1, 1.0),
        ("particle-delete", "ga-o", 1, 1.0),
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
        "model", "original_accuracy", "unparsed_predictions", "n_uncertain", "seed", "resamples", "confidence",
        "results", "by_phenomenon", "sts", "human_reference", "provenance",
    ]  # fmt: skip
    assert payload["n_uncertain"] == 2  # particle-swap's #1 (ga-o) and #5 (ga-de)
    assert [(r["op"], r["pair"], r["gold_label"]) for r in payload["human_reference"]][:3] == [
        ("scramble", "ga-o", E), ("scramble", "ga-o", C), ("scramble", "ga-o", N),
    ]  # fmt: skip
    assert payload["model"] == f"python:{files / 'model.py'}:predict"
    provenance = payload["provenance"]
    assert provenance["versions"] == {
        "stresskit": version("stresskit"), "spacy": version("spacy"), "ginza": version("ginza"),
        "ja-ginza": version("ja-ginza"),
    }  # fmt: skip
    key = re.search(r"21 predictions from the cache \(model key ([0-9a-f]{12})\)", result.stderr)
    assert key and result.stderr.count("0 of 21 predictions from the cache") == 1
    assert provenance["model"] == {"spec": payload["model"], "key": key[1], "version": None}
    rules = Path(stresskit.rules.loader.builtin_rules_dir())
    assert provenance["rule_files"] == {
        f"builtin:{name}": hashlib.sha256((rules / name).read_bytes()).hexdigest()
        for name in ("pairs.yaml", "scramble.yaml", "particle-swap.yaml", "particle-delete.yaml")
    }
    assert provenance["seed"] == 0
    assert provenance["label_convention"] == {
        "labels": [E, N, C], "non-entailment": "matches neutral and contradiction", "task": "nli",
        "label_order": None,
    }  # fmt: skip
    assert provenance["cached_predictions"] == {"from_cache": 0, "distinct": 21, "cache": "on"}
    rerun = invoke(
        "evaluate", files / "data.tsv", "--model", f"python:{files / 'model.py'}:predict", "--report", report,
    )  # fmt: skip
    assert f"21 of 21 predictions from the cache (model key {key[1]})" in rerun.stderr
    again = json.loads(report.read_text(encoding="utf-8"))
    assert again["provenance"]["cached_predictions"] == {"from_cache": 21, "distinct": 21, "cache": "on"}
    assert without_provenance(again) == without_provenance(payload)
    assert payload["original_accuracy"] == 0.8333
    api = json.loads(evaluate(fixture_table(), predict, parser=parser).to_json())
    assert payload["results"] == api["results"]  # same numbers as the plain callable
    lines = preds.read_text(encoding="utf-8").splitlines()
    assert lines[0].split("\t") == [
        "pair_ID", "op", "pair", "gold_label", "expected_label", "original_prediction", "perturbed_prediction",
        "rule", "original_premise", "perturbed_premise", "hypothesis",
    ]  # fmt: skip
    assert len(lines) == 1 + 15
    assert lines[1:4] == [
        "1\tscramble\tga-o\tentailment\tentailment\tentailment\tentailment\tscramble-fronting\t"
        "髪の長い女性がピアノを弾いている\tピアノを髪の長い女性が弾いている\t女性が楽器を演奏している",
        "1\tparticle-swap\tga-o\tentailment\tuncertain\tentailment\tentailment\tparticle-swap\t"
        "髪の長い女性がピアノを弾いている\t髪の長い女性をピアノが弾いている\t女性が楽器を演奏している",
        "1\tparticle-delete\tga-o\tentailment\tentailment\tentailment\tneutral\tparticle-delete\t"
        "髪の長い女性がピアノを弾いている\t髪の長い女性ピアノ弾いている\t女性が楽器を演奏している",
    ]
    assert "particle-swap" in result.stdout and "Unk" in result.stdout


def test_each_distinct_pair_is_asked_once_and_a_rerun_asks_nothing(files):
    args = ("evaluate", files / "data.tsv", "--model", f"python:{files / 'model.py'}:counting")
    assert invoke(*args).exit_code == 0
    # 6 originals + 15 perturbed premises, each with its own hypothesis: 21 distinct pairs, one batch.
    assert (files / "calls.log").read_text() == "21\n"
    assert invoke(*args).exit_code == 0
    assert (files / "calls.log").read_text() == "21\n"
    assert invoke(*args, "--no-cache").exit_code == 0
    assert (files / "calls.log").read_text() == "21\n21\n"


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
    failed = invoke(*args)
    assert failed.exit_code == 1
    assert failed.stderr.endswith(
        ":counting raised RuntimeError: interrupted; 10 answers cached; run again to resume\n"
    )
    assert (files / "calls.log").read_text() == "10\n10\n"
    (files / "broken").unlink()
    (files / "calls.log").unlink()
    assert invoke(*args).exit_code == 0
    assert (files / "calls.log").read_text() == "10\n1\n"  # the first batch came from the cache
    (files / "calls.log").unlink()
    assert invoke(*args).exit_code == 0
    assert not (files / "calls.log").exists()


@pytest.mark.parametrize(
    ("function", "message"),
    [
        ("unknown_label", "gave the unknown label 'maybe'"),
        ("wrong_count", "answered 20 predictions for 21 pairs"),
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
    assert without_provenance(json.loads(on_the_fly.read_text(encoding="utf-8"))) == without_provenance(
        json.loads(from_file.read_text(encoding="utf-8"))
    )
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
        "evaluate",
        files / "data.tsv",
        "--model",
        spec,
        "--report",
        report,
        "--predictions",
        preds,
        "--task",
        "sts",
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
    with pytest.raises(
        StresskitError,
        match=r"expected_label 'unchanged' is not an NLI label; .* \(name it with label_col\)$",
    ):
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
    # One call per map batch of 8 and 7 rows: its rewrites and their 3 and 4 distinct originals.
    assert calls == [11, 11]
    origins = list(perturbed["sentence_A_Ja_origin"])
    assert [len(set(origins[start : start + 8])) for start in (0, 8)] == [3, 4]
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


# --- issue 9: bad input is refused before the work, and no number is silently wrong ---------------------


def spec_of(files, function="predict"):
    return f"python:{files / 'model.py'}:{function}"


def test_gold_labels_in_another_case_are_read_as_labels(parser):
    table = fixture_table()
    spelled = {E: "ENTAILMENT", N: "Neutral", C: " Contradiction"}
    shouting = Table(
        table.columns, [{**r, "entailment_label_Ja": spelled[r["entailment_label_Ja"]]} for r in table.rows]
    )
    loud = json.loads(evaluate(shouting, predict, parser=parser).to_json())
    quiet = json.loads(evaluate(table, predict, parser=parser).to_json())
    assert without_provenance(loud) == without_provenance(quiet)
    rows = perturb(shouting, ops="scramble,particle-swap", pairs="ga-o", parser=parser).rows
    assert [(r["pair_ID"], r["op"], r["entailment_label_Ja"], r["expected_label"]) for r in rows] == [
        ("1", "scramble", "ENTAILMENT", E), ("1", "particle-swap", "ENTAILMENT", "uncertain"),
        ("2", "scramble", "Neutral", N), ("2", "particle-swap", "Neutral", E),
        ("3", "scramble", " Contradiction", C), ("3", "particle-swap", " Contradiction", N),
    ]  # fmt: skip


@pytest.mark.parametrize("command", ["perturb", "augment", "evaluate", "evaluate --perturbed"])
def test_a_missing_label_column_is_named_with_the_columns_the_file_has(files, command):
    data = files / "data.tsv"
    columns = "pair_ID, sentence_A_Ja, sentence_B_Ja, entailment_label_Ja, relatedness_score_Ja, semtag_short"
    if command.endswith("--perturbed"):
        data = files / "perturbed.tsv"
        assert invoke("perturb", files / "data.tsv", "-o", data).exit_code == 0
        columns += ", sentence_A_Ja_origin, mod_A, op, pair, rule, expected_label"
    args = command.split() + [data, "--label-col", "gold"]
    if command.startswith("evaluate"):
        args += ["--model", spec_of(files, "counting")]
    result = invoke(*args)
    assert result.exit_code == 1
    assert f"has no column 'gold' (columns: {columns});" in result.stderr.replace("\n", "")
    assert not (files / "calls.log").exists()


@pytest.mark.parametrize(
    "args",
    [
        ["perturb", "DATA", "-o", "DATA"],
        ["perturb", "DATA", "-o", "SAME"],
        ["augment", "DATA", "-o", "DATA"],
        ["baseline", "train", "DATA", "-o", "SAME"],
        ["evaluate", "DATA", "--model", "SPEC", "--report", "DATA"],
        ["evaluate", "DATA", "--model", "SPEC", "--predictions", "SAME"],
        ["evaluate", "--perturbed", "DATA", "--model", "SPEC", "--markdown", "DATA"],
        ["evaluate", "--perturbed", "OTHER", "DATA", "--model", "SPEC", "--html", "DATA"],
    ],
)
def test_output_naming_an_input_file_is_refused(files, args):
    data = files / "data.tsv"
    before = data.read_bytes()
    names = {
        "DATA": data,
        "SAME": files / "." / "data.tsv",
        "OTHER": files / "other.tsv",
        "SPEC": spec_of(files, "counting"),
    }
    result = invoke(*[names.get(arg, arg) for arg in args])
    assert result.exit_code == 1
    assert f"is the input file {data}" in result.stderr.replace("\n", "")
    assert data.read_bytes() == before
    assert not (files / "calls.log").exists()


def test_duplicate_pair_ids_are_found_before_any_prediction(files):
    data = files / "data.tsv"
    data.write_text(
        "\n".join([HEADER, *ROWS, ROWS[2].replace("その男性", "その女性")]) + "\n", encoding="utf-8"
    )
    result = invoke("evaluate", data, "--model", spec_of(files, "counting"))
    assert result.exit_code == 1
    assert (
        f"{data} has pair_ID '3' more than once (lines 4 and 9): ids must be unique"
        in result.stderr.replace("\n", "")
    )
    assert not (files / "calls.log").exists()


def test_duplicate_rows_of_a_perturbed_file_are_named_by_id_op_and_pair(files):
    perturbed = files / "perturbed.tsv"
    assert (
        invoke("perturb", files / "data.tsv", "--op", "scramble", "--pair", "ga-o", "-o", perturbed).exit_code
        == 0
    )
    lines = perturbed.read_text(encoding="utf-8").splitlines()
    # The same id under another op is fine; the same id, op and pair twice is not.
    perturbed.write_text(
        "\n".join([*lines, lines[1].replace("\tscramble\t", "\tparticle-swap\t")]) + "\n", encoding="utf-8"
    )
    assert invoke("evaluate", "--perturbed", perturbed, "--model", spec_of(files)).exit_code == 0
    perturbed.write_text("\n".join([*lines, lines[2]]) + "\n", encoding="utf-8")
    result = invoke("evaluate", "--perturbed", perturbed, "--model", spec_of(files, "counting"))
    assert result.exit_code == 1
    assert (
        "has pair_ID '2', op 'scramble', pair 'ga-o' more than once (lines 3 and 5)"
        in result.stderr.replace("\n", "")
    )
    assert not (files / "calls.log").exists()


def test_missing_values_in_a_dataframe_are_empty_and_skipped_with_a_reason(parser):
    import numpy as np
    import pandas as pd

    frame = pd.DataFrame(
        {
            "sentence_A_Ja": ["猫が犬を追いかけている", np.nan, "女性が公園に座っている"],
            "sentence_B_Ja": ["猫がいる", "犬がいる", None],
            "entailment_label_Ja": ["entailment", "neutral", np.nan],
        }
    )
    result = perturb(frame, ops="scramble", parser=parser)
    assert result.summary.skipped["empty premise"] == 3  # the NaN premise, once per pair of scramble
    assert [(r["sentence_A_Ja"], r["sentence_B_Ja"], r["entailment_label_Ja"]) for r in result.rows] == [
        ("犬を猫が追いかけている", "猫がいる", "entailment"),
        ("公園に女性が座っている", "", ""),
    ]
    asked = []

    def model(pairs):
        asked.extend(pairs)
        return predict(pairs)

    with pytest.warns(UserWarning, match="left out 1 perturbed row: empty hypothesis"):
        report = evaluate(frame, model, ops="scramble", parser=parser)
    assert all(isinstance(hypothesis, str) and hypothesis for _, hypothesis in asked)
    assert [(r["op"], r["pair"], r["n"]) for r in report.results if r["gold_label"] == "all"] == [
        ("scramble", "ga-o", 1)
    ]


def test_user_columns_named_like_stresskit_columns_are_kept_with_a_prefix(files, parser):
    # A file that already went through a stress pipeline (as the JSICK-stress files did) holds columns
    # that perturb writes; the user's values survive under input_<name>.
    user = {"op": "orig-op", "pair": "p", "rule": "r", "expected_label": "x", "mod_A": "TRUE",
            "sentence_A_Ja_origin": "元の文", "input_op": "taken"}  # fmt: skip
    table = fixture_table()
    tagged = Table([*table.columns, *user], [{**r, **user} for r in table.rows])
    result = perturb(tagged, ops="scramble", pairs="ga-o", parser=parser).table
    assert result.columns == [
        *table.columns, "input_input_op", "input_pair", "input_rule", "input_expected_label", "input_mod_A",
        "input_sentence_A_Ja_origin", "input_op", "sentence_A_Ja_origin", "mod_A", "op", "pair", "rule",
        "expected_label",
    ]  # fmt: skip
    first = result.rows[0]
    # The user's own input_op keeps its name, so their op column moves one prefix further.
    assert (first["input_input_op"], first["input_op"], first["input_sentence_A_Ja_origin"]) == (
        "orig-op",
        "taken",
        "元の文",
    )
    assert (first["op"], first["pair"], first["sentence_A_Ja_origin"]) == (
        "scramble",
        "ga-o",
        "髪の長い女性がピアノを弾いている",
    )
    # stresskit reads its own output: the same report as from the untagged table.
    write_table(result, files / "perturbed.tsv")
    from_file = evaluate(read_table(files / "perturbed.tsv"), predict, perturbed=True)
    direct = evaluate(table, predict, ops="scramble", pairs="ga-o", parser=parser)
    assert without_provenance(json.loads(from_file.to_json())) == without_provenance(
        json.loads(direct.to_json())
    )


def test_a_premise_column_with_a_name_stresskit_writes_is_refused(parser):
    with pytest.raises(StresskitError, match="premise column 'rule' has a name stresskit writes"):
        perturb([{"rule": "猫が犬を追いかけている"}], ops="scramble", premise_col="rule", parser=parser)


def test_evaluate_takes_other_human_figures(parser):
    from stresskit.evaluation.human_reference import parse_human_reference

    figures = parse_human_reference(
        "# my annotators\nop\tpair\tgold_label\tn\tsame_label_rate\tnatural_rate\n"
        "particle-swap\tall\tall\t30\t0.400\t\n",
        "mine.tsv",
    )
    report = evaluate(fixture_table(), predict, ops="particle-swap", parser=parser, human=figures)
    assert [(r["op"], r["pair"], r["gold_label"], r["n"], r["same_label_rate"], r["natural_rate"])
            for r in report.human_reference] == [("particle-swap", "all", "all", 30, 0.4, None)]  # fmt: skip
    assert report.human_reference[0]["model_n"] == sum(
        r["n"] for r in report.results if r["gold_label"] == "all"
    )


# --- streaming: chunk size changes nothing, not even the model calls ---------------------------------------


def _outputs(files, tag, *args):
    out = files / tag
    out.mkdir()
    result = invoke(
        "evaluate", *args, "--model", spec_of(files, "confident"), "--no-cache", "--batch-size", "5",
        "--report", out / "report.json", "--predictions", out / "preds.tsv", "--markdown", out / "report.md",
        "--html", out / "report.html",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    calls = (files / "calls.log").read_text()
    (files / "calls.log").unlink()
    files_written = {path.name: path.read_bytes() for path in sorted(out.iterdir())}
    return calls, files_written, result.stdout


@pytest.mark.parametrize("perturbed", [False, True])
def test_tiny_chunks_write_the_same_files_and_ask_the_model_the_same_batches(files, monkeypatch, perturbed):
    if perturbed:
        perturb_args = (
            "perturb",
            files / "data.tsv",
            "--op",
            ",".join(CORE_OPS),
            "-o",
            files / "perturbed.tsv",
        )
        assert invoke(*perturb_args).exit_code == 0
    args = ("--perturbed", files / "perturbed.tsv") if perturbed else (files / "data.tsv",)
    one_chunk = _outputs(files, "one", *args)
    # 6 originals + 15 perturbed pairs, 21 distinct, in batches of 5 across the originals/perturbed boundary.
    assert one_chunk[0] == "5\n5\n5\n5\n1\n"
    assert len(one_chunk[1]["preds.tsv"].decode().splitlines()) == 1 + 15
    monkeypatch.setattr(runner, "CHUNK_PAIRS", 1)
    monkeypatch.setattr(SpilledAnswers, "IN_MEMORY", 1)  # every answer read back from the spill file
    assert _outputs(files, "tiny", *args) == one_chunk


def _worst_rows(files, *data):
    result = invoke(
        "evaluate", *data, "--model", spec_of(files, "confident"),
        "--op", "particle-delete,particle-swap", "--html", files / "report.html",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    page = (files / "report.html").read_text(encoding="utf-8")
    examples = page[page.index("<h2>Worst examples</h2>") :]
    return re.findall(r"<tr><td>([^<]*)</td><td>([^<]*)</td><td>([^<]*)</td>", examples)


def test_worst_examples_rank_by_confidence_then_input_order(files):
    # Right originally, wrong once perturbed (against the expected label); a pair whose expected label is
    # uncertain is never one: particle-swap's #1 and #5 are left out.
    assert _worst_rows(files, files / "data.tsv") == [
        ("particle-delete", "ga-o", "1"),
        ("particle-swap", "ga-o", "3"), ("particle-swap", "ga-ni", "4"), ("particle-swap", "ga-de", "7"),
    ]  # fmt: skip
    # With #5 judged neutral by hand in the perturbed file, particle-swap ga-de has two: per op × pair in
    # report order, the perturbed answer's probability first (子供で砂浜が… 0.4 < 男性で台所が… 0.6, so pair 7
    # before pair 5), then input order.
    perturbed = files / "perturbed.tsv"
    args = ("perturb", files / "data.tsv", "--op", "particle-delete,particle-swap", "-o", perturbed)
    assert invoke(*args).exit_code == 0
    table = read_table(perturbed)
    judged = [
        {**r, "expected_label": N}
        if (r["pair_ID"], r["op"], r["pair"]) == ("5", "particle-swap", "ga-de")
        else r
        for r in table.rows
    ]
    assert [
        r["expected_label"] for r in table.rows if r["pair_ID"] == "5" and r["op"] == "particle-swap"
    ] == ["uncertain"]
    write_table(Table(table.columns, judged), perturbed)
    assert _worst_rows(files, "--perturbed", perturbed) == [
        ("particle-delete", "ga-o", "1"),
        ("particle-swap", "ga-o", "3"), ("particle-swap", "ga-ni", "4"),
        ("particle-swap", "ga-de", "7"), ("particle-swap", "ga-de", "5"),
    ]  # fmt: skip


def test_a_report_that_fails_leaves_no_predictions_file(files):
    perturbed = files / "perturbed.tsv"
    assert (
        invoke("perturb", files / "data.tsv", "--op", "scramble,particle-swap", "-o", perturbed).exit_code
        == 0
    )
    lines = perturbed.read_text(encoding="utf-8").splitlines()
    # Pair 1's second rewrite claims another gold label: its original is scored twice, differently.
    lines[2] = lines[2].replace("\tentailment\t4.5\t", "\tneutral\t4.5\t", 1)
    perturbed.write_text("\n".join(lines) + "\n", encoding="utf-8")
    preds = files / "out" / "preds.tsv"
    preds.parent.mkdir()
    result = invoke(
        "evaluate", "--perturbed", perturbed, "--model", spec_of(files), "--predictions", preds, "--no-cache"
    )
    assert result.exit_code == 1
    assert "pair 1 has conflicting gold labels or original predictions" in result.stderr.replace("\n", "")
    assert list(preds.parent.iterdir()) == []
