"""The harness plug-ins, run for real and offline: an exported lm-eval task folder under lm-evaluation-harness
with a tiny GPT-2 built here, Inspect's `stresskit/nli` with its mock model, jaster datasets, and the round
trip (`evaluate --harness-log`) giving the numbers a direct `evaluate` gives on the same answers."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

import stresskit
from stresskit.cli.app import app
from stresskit.evaluation.api import perturb
from stresskit.evaluation.provenance import without_provenance
from stresskit.evaluation.runner import Columns
from stresskit.harness import lm_eval_utils
from stresskit.harness.items import UNCERTAIN_NOT_EXPORTED, read_input, stress_set
from stresskit.harness.lm_eval import export_lm_eval
from stresskit.harness.logs import answers_of, read_harness_log
from stresskit.rules.loader import load_rules
from stresskit.tables import Table, read_table

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "jsick_sample.tsv"
OPS = "scramble,particle-swap"
OFFLINE = {"HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}


@pytest.fixture(autouse=True)
def offline(monkeypatch, tmp_path_factory):
    for name, value in OFFLINE.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("STRESSKIT_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))


def invoke(*args):
    return CliRunner().invoke(app, [str(arg) for arg in args])


@pytest.fixture(scope="module")
def stress(parser):
    columns = Columns()
    return stress_set(read_input(EXAMPLE, columns), load_rules([]), columns, ops=OPS, parser=parser)


def test_stress_set_has_originals_and_one_task_per_op_and_pair(stress):
    # particle-swap's expected labels follow the hypothesis; 4 pairs are uncertain and left out of the export
    # (a harness item needs a target): #1 女性をピアノが… for 女性が楽器を演奏している and #7 男性をテレビが見ていて、
    # 子供が寝ている for 子供が眠っている (ga-o; 眠る is not the untouched clause's 寝る), #2 子供で砂浜が… and #10
    # 犬で川が泳いでいて… for 動物が泳いでいる (ga-de, which is left with none). Tasks come in the order their first
    # pair does, so scramble_ga_de now precedes particle_swap_ga_o.
    assert [(task.suffix, len(task.docs)) for task in stress.tasks] == [
        ("original", 8),
        ("scramble_ga_o", 10),
        ("scramble_ga_de", 4),
        ("particle_swap_ga_o", 6),
        ("scramble_ga_ni", 4),
        ("particle_swap_ga_ni", 4),
    ]
    assert stress.left_out == {UNCERTAIN_NOT_EXPORTED: 4}
    swapped = [
        (doc["pair_id"], doc["expected_label"])
        for task in stress.tasks
        if task.op == "particle-swap"
        for doc in task.docs
        if doc["role"] == "perturbed"
    ]
    # #6 猫を犬が追いかけている states 犬が猫を追いかけている; #10 (ga-ni) 猫に木が登っている leaves 犬が川で泳いで
    # いて alone, so 動物が泳いでいる keeps its gold entailment.
    assert swapped == [
        ("3", "neutral"),
        ("4", "neutral"),
        ("6", "entailment"),
        ("8", "neutral"),
        ("10", "entailment"),
    ]
    original, perturbed = stress.tasks[1].docs[:2]
    assert (original["role"], original["premise"], original["target_label"], original["label"]) == (
        "original", "髪の長い女性がピアノを弾いている", "entailment", 0,
    )  # fmt: skip
    assert (perturbed["role"], perturbed["pair_id"], perturbed["premise"], perturbed["expected_label"]) == (
        "perturbed", "1", "ピアノを髪の長い女性が弾いている", "entailment",
    )  # fmt: skip


def test_aggregations_pair_each_perturbed_doc_with_its_original():
    records = [
        ["1", "original", "entailment", "entailment"],
        ["1", "perturbed", "entailment", "entailment"],
        ["2", "original", "neutral", "contradiction"],
        ["2", "perturbed", "contradiction", "contradiction"],
        ["3", "original", None, "neutral"],
        ["3", "perturbed", None, "neutral"],
    ]
    assert lm_eval_utils.original_accuracy(records) == 1 / 3
    assert lm_eval_utils.consistency(records) == 1 / 3  # no answer is never consistent
    assert lm_eval_utils.expectation_pass_rate(records) == 2 / 3
    assert lm_eval_utils.answer_label("答え：矛盾です。含意ではない") == "contradiction"
    assert lm_eval_utils.answer_label("Neutral.") == "neutral"
    assert lm_eval_utils.answer_label("わからない") is None
    assert lm_eval_utils.prediction([[-3.0, False], [-1.5, False], [-1.5, True]]) == "contradiction"


def test_export_writes_a_group_yaml_and_jsonl_data_per_task(stress, tmp_path):
    exported = export_lm_eval(stress, tmp_path / "tasks")
    folder = tmp_path / "tasks"
    assert exported.groups == ("stresskit", "stresskit_gen")
    group = yaml.safe_load((folder / "_stresskit.yaml").read_text(encoding="utf-8"))
    assert group["task"] == [f"stresskit_{task.suffix}" for task in stress.tasks]
    assert [m["metric"] for m in group["aggregate_metric_list"]] == ["consistency", "expectation_pass_rate"]
    text = (folder / "stresskit_scramble_ga_o.yaml").read_text(encoding="utf-8")
    assert "process_results: !function utils.process_perturbed" in text
    assert "aggregation: !function utils.consistency" in text
    assert f"test: {folder.resolve() / 'stresskit_scramble_ga_o.jsonl'}" in text
    assert "output_type: generate_until" in (folder / "stresskit_scramble_ga_o_gen.yaml").read_text()
    docs = [json.loads(line) for line in (folder / "stresskit_original.jsonl").read_text().splitlines()]
    assert [doc["pair_id"] for doc in docs] == [
        "1",
        "2",
        "3",
        "4",
        "6",
        "7",
        "8",
        "10",
    ]  # 5, 9: no op applies
    assert docs[2]["answer"] == "矛盾"
    assert (folder / "utils.py").read_text() == Path(lm_eval_utils.__file__).read_text()


def test_export_refuses_a_folder_holding_other_files(stress, tmp_path):
    (tmp_path / "notes.txt").write_text("mine")
    result = invoke("export", "lm-eval", EXAMPLE, "--op", "scramble", "-o", tmp_path)
    assert result.exit_code == 1
    assert "holds other files" in result.output
    assert [path.name for path in tmp_path.iterdir()] == ["notes.txt"]


TINY_GPT2 = """
import sys
import torch
from tokenizers import Tokenizer, decoders, models
from tokenizers.pre_tokenizers import ByteLevel
from transformers import GPT2Config, GPT2LMHeadModel, PreTrainedTokenizerFast

torch.manual_seed(0)
vocab = {char: index for index, char in enumerate(sorted(ByteLevel.alphabet()))}
vocab["<|endoftext|>"] = len(vocab)
tokenizer = Tokenizer(models.BPE(vocab=vocab, merges=[]))
tokenizer.pre_tokenizer = ByteLevel(add_prefix_space=False)
tokenizer.decoder = decoders.ByteLevel()
fast = PreTrainedTokenizerFast(
    tokenizer_object=tokenizer, eos_token="<|endoftext|>", bos_token="<|endoftext|>", unk_token="<|endoftext|>"
)
fast.save_pretrained(sys.argv[1])
config = GPT2Config(
    vocab_size=len(vocab), n_positions=2048, n_embd=32, n_layer=1, n_head=2,
    bos_token_id=len(vocab) - 1, eos_token_id=len(vocab) - 1,
)
GPT2LMHeadModel(config).save_pretrained(sys.argv[1])
"""


@pytest.fixture(scope="module")
def tiny_gpt2(tmp_path_factory):
    """A randomly initialised one-layer GPT-2 with a byte-level tokenizer (any Japanese text encodes)."""
    directory = tmp_path_factory.mktemp("tiny-gpt2")
    subprocess.run([sys.executable, "-c", TINY_GPT2, str(directory)], check=True, env=os.environ | OFFLINE)
    return directory


@pytest.fixture(scope="module")
def lm_eval_logs(tmp_path_factory, tiny_gpt2, stress):
    """One lm_eval run of both groups of an exported folder on the tiny GPT-2; the samples of the multiple-
    choice group and of the generation group are split into folders of their own, as two runs write them."""
    root = tmp_path_factory.mktemp("lm-eval")
    export_lm_eval(stress, root / "tasks")
    command = [
        sys.executable, "-m", "lm_eval", "--model", "hf",
        "--model_args", f"pretrained={tiny_gpt2},dtype=float32", "--device", "cpu", "--batch_size", "16",
        "--tasks", "stresskit,stresskit_gen", "--include_path", str(root / "tasks"), "--log_samples",
        "-o", str(root / "out"),
    ]  # fmt: skip
    result = subprocess.run(command, capture_output=True, text=True, env=os.environ | OFFLINE, timeout=900)
    assert result.returncode == 0, result.stderr[-3000:]
    (results,) = (root / "out").rglob("results_*.json")
    for kind in ("mc", "gen"):
        (root / kind / "model").mkdir(parents=True)
        (root / kind / "model" / results.name).write_bytes(results.read_bytes())
    for samples in (root / "out").rglob("samples_*.jsonl"):
        kind = "gen" if "_gen_" in samples.name else "mc"
        samples.rename(root / kind / "model" / samples.name)
    return root, json.loads(results.read_text())["results"]


def logged_answers(answers):
    """A model answering each pair with the label the harness logged for it."""
    table = {f"{premise}\t{hypothesis}": label for (premise, hypothesis), label in answers}

    def predict(pairs):
        return [table[f"{premise}\t{hypothesis}"] for premise, hypothesis in pairs]

    return predict


def exported_pairs(parser):
    """The example perturbed as the export perturbs it, without the pairs whose expected label is uncertain:
    the export leaves them out (a harness item needs a target label), so the direct evaluate that a
    harness log is compared with scores the same pairs."""
    table = perturb(read_table(EXAMPLE), ops=OPS, parser=parser).table
    return Table(table.columns, [row for row in table.rows if row["expected_label"] != "uncertain"])


def numbers(report_path):
    payload = without_provenance(json.loads(report_path.read_text(encoding="utf-8")))
    payload.pop("model")
    return payload


def test_lm_eval_runs_the_exported_folder_and_the_round_trip_matches_a_direct_evaluate(
    tmp_path, lm_eval_logs, parser
):
    root, scores = lm_eval_logs
    assert set(scores) >= {"stresskit", "stresskit_original", "stresskit_scramble_ga_o", "stresskit_gen"}
    log = read_harness_log(root / "mc")
    assert log.harness == "lm-eval"
    assert len(log.answers) == 8 + 10 + 6 + 4 + 4 + 4  # no particle_swap_ga_de: both its pairs are uncertain
    # The in-harness aggregations agree with the answers logged per sample.
    records = [
        [a.doc["pair_id"], a.doc["role"], a.label, a.doc["target_label"]]
        for a in log.answers
        if a.task == "stresskit_scramble_ga_o"
    ]
    assert scores["stresskit_scramble_ga_o"]["consistency,none"] == pytest.approx(
        lm_eval_utils.consistency(records)
    )
    via_log = tmp_path / "via_log.json"
    result = invoke("evaluate", "--harness-log", root / "mc", "--report", via_log)
    assert result.exit_code == 0, result.output
    assert json.loads(via_log.read_text())["provenance"]["harness"]["name"] == "lm-eval"
    direct = tmp_path / "direct.json"
    report = stresskit.evaluate(
        exported_pairs(parser), logged_answers(answers_of(log)), ops=OPS, parser=parser, perturbed=True
    )
    direct.write_text(report.to_json(), encoding="utf-8")
    assert numbers(via_log) == numbers(direct)
    assert numbers(via_log)["results"]  # a report with rows, not two empty ones


def test_the_generation_variant_runs_and_its_unparsed_answers_count_as_unparsed(tmp_path, lm_eval_logs):
    root, scores = lm_eval_logs
    assert "consistency,none" in scores["stresskit_scramble_ga_o_gen"]
    log = read_harness_log(root / "gen")
    assert len(log.answers) == 36
    report = tmp_path / "report.json"
    result = invoke("evaluate", "--harness-log", root / "gen", "--report", report)
    assert result.exit_code == 0, result.output
    unparsed = len({pair for pair, label in answers_of(log) if label is None})
    assert json.loads(report.read_text())["unparsed_predictions"] == unparsed


def test_inspect_runs_the_registered_task_with_its_mock_model_and_the_round_trip_matches(tmp_path, parser):
    from inspect_ai import eval as inspect_eval
    from inspect_ai.model import ModelOutput, ModelUsage, get_model

    words = ["含意", "矛盾", "中立", "わかりません"]

    def answer(messages, tools, tool_choice, config):
        """The same answer for the same prompt, chosen by its text (usage given: no tokenizer download)."""
        text = messages[-1].text
        output = ModelOutput.from_content("mockllm/model", words[sum(map(ord, text)) % 4])
        output.usage = ModelUsage(input_tokens=1, output_tokens=1, total_tokens=2)
        return output

    model = get_model("mockllm/model", custom_outputs=answer)
    logs = inspect_eval(
        "stresskit/nli",
        task_args={"data": str(EXAMPLE), "ops": OPS},
        model=model,
        log_dir=str(tmp_path / "logs"),
        display="none",
        max_connections=1,
    )
    log = logs[0]
    assert log.status == "success"
    assert len(log.samples) == 8 + 5 + 3 + 2 + 2 + 2
    first = log.samples[0].metadata
    assert (first["pair_id"], first["op"], first["is_original"]) == ("1", "original", True)
    metric_names = {name for score in log.results.scores for name in score.metrics}
    assert {"original", "scramble", "particle-swap", "stderr", "consistency"} <= metric_names
    via_log = tmp_path / "via_log.json"
    result = invoke("evaluate", "--harness-log", tmp_path / "logs", "--report", via_log)
    assert result.exit_code == 0, result.output
    harness = read_harness_log(tmp_path / "logs")
    direct = tmp_path / "direct.json"
    report = stresskit.evaluate(
        exported_pairs(parser), logged_answers(answers_of(harness)), ops=OPS, parser=parser, perturbed=True
    )
    direct.write_text(report.to_json(), encoding="utf-8")
    assert numbers(via_log) == numbers(direct)
    consistency = log.results.scores[0].metrics["consistency"].value
    records = [[a.doc["pair_id"], a.doc["role"], a.label, a.doc["target_label"]] for a in harness.answers]
    expected = [
        r[2] is not None and r[2] == {o[0]: o[2] for o in records if o[1] == "original"}[r[0]]
        for r in records
        if r[1] == "perturbed"
    ]
    assert consistency == pytest.approx(sum(expected) / len(expected))


def test_jaster_writes_llm_jp_eval_datasets(tmp_path):
    result = invoke("export", "jaster", EXAMPLE, "--op", "scramble", "--pair", "ga-o", "-o", tmp_path / "j")
    assert result.exit_code == 0, result.output
    assert sorted(path.name for path in (tmp_path / "j").iterdir()) == [
        "stresskit_original.json",
        "stresskit_original.stresskit.jsonl",
        "stresskit_scramble_ga_o.json",
        "stresskit_scramble_ga_o.stresskit.jsonl",
    ]
    dataset = json.loads((tmp_path / "j" / "stresskit_scramble_ga_o.json").read_text(encoding="utf-8"))
    assert dataset["metrics"] == ["exact_match"]
    assert dataset["label_list"] == ["entailment", "contradiction", "neutral"]
    assert dataset["samples"][0] == {
        "input": "前提：ピアノを髪の長い女性が弾いている\n仮説：女性が楽器を演奏している",
        "output": "entailment",
    }
    assert len(dataset["samples"]) == 5


def test_harness_log_errors_are_one_line(tmp_path):
    result = invoke("evaluate", "--harness-log", tmp_path / "missing", "--model", "python:x:y")
    assert result.exit_code == 1
    assert result.output.strip() == "error: --harness-log reads the answers from the log: leave out --model"
    result = invoke("evaluate", "--harness-log", tmp_path / "missing")
    assert result.exit_code == 1
    assert "No such file or folder" in result.output and "Traceback" not in result.output
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "samples_task_2026-01-01T00-00-00.jsonl").write_text('{"doc": {"q": 1}}\n')
    result = invoke("evaluate", "--harness-log", tmp_path / "other")
    assert result.exit_code == 1
    assert "holds no samples of a task `stresskit export` wrote" in result.output


GENERATED = (
    "source_id\tsentence_A_Ja\tsentence_B_Ja\tentailment_label_Ja\tlabel_2way\tphenomenon\theuristic\trule\n"
    "1\tある人が女性にピアノを弾かせている\t女性がピアノを弾いている\tentailment\tentailment\tcausative\t"
    "overlap-order\tbuilt-causee-acts\n"
    "1\tある人が女性にピアノを弾かせている\tある人がピアノを弾いている\tneutral\tnon-entailment\tcausative\t"
    "overlap-order\tbuilt-causer-acts\n"
    "2\tピアノを女性が弾いている\t女性がピアノを弾いている\tentailment\tentailment\tscrambling\t"
    "overlap-full\tscramble\n"
)


def test_generate_output_becomes_one_accuracy_task_per_phenomenon(tmp_path):
    data = tmp_path / "derived.tsv"
    data.write_text(GENERATED, encoding="utf-8")
    result = invoke("export", "lm-eval", data, "-o", tmp_path / "tasks", "--name", "jd")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == ["jd_causative\t2 docs", "jd_scrambling\t1 docs"]
    task = yaml.safe_load((tmp_path / "tasks" / "jd_causative.yaml").read_text().replace("!function ", ""))
    assert task["process_results"] == "utils.process_generated"
    assert task["metric_list"] == [{"metric": "acc", "aggregation": "mean", "higher_is_better": True}]
    docs = [json.loads(line) for line in (tmp_path / "tasks" / "jd_causative.jsonl").read_text().splitlines()]
    assert [(d["hypothesis"], d["label"], d["answer"]) for d in docs] == [
        ("女性がピアノを弾いている", 0, "含意"),
        ("ある人がピアノを弾いている", 2, "中立"),
    ]
    assert lm_eval_utils.process_generated(docs[1], ["中立です"]) == {"acc": 1.0}
    # A log of derived pairs has no originals to be consistent with: diagnose scores it.
    samples = tmp_path / "out" / "m"
    samples.mkdir(parents=True)
    record = {"doc": docs[1], "acc": 1.0}
    (samples / "samples_jd_causative_2026-01-01T00-00-00.jsonl").write_text(json.dumps(record) + "\n")
    result = invoke("evaluate", "--harness-log", tmp_path / "out")
    assert result.exit_code == 1
    assert "score the file with `stresskit diagnose`" in result.output


def test_the_inspect_command_with_the_mock_model_runs_offline(tmp_path):
    """`inspect eval stresskit/nli --model mockllm/model`, as docs/harnesses.md shows it, with no network (every
    request goes to a closed port) and no tiktoken cache: the mock model's usage needs no encoding download."""
    from inspect_ai.log import read_eval_log

    from stresskit.harness.inspect_tasks import tiktoken_cached

    closed = "http://127.0.0.1:9"  # the discard port: nothing listens, a request fails at once
    env = {
        **os.environ, **OFFLINE, "HTTPS_PROXY": closed, "HTTP_PROXY": closed, "https_proxy": closed,
        "http_proxy": closed, "NO_PROXY": "", "no_proxy": "", "TIKTOKEN_CACHE_DIR": str(tmp_path / "tiktoken"),
        "STRESSKIT_CACHE_DIR": str(tmp_path / "cache"), "PYTHONPATH": str(EXAMPLE.parents[1]),
    }  # fmt: skip
    inspect = Path(sys.executable).with_name("inspect")
    command = [
        str(inspect), "eval", "stresskit/nli", "-T", f"data={EXAMPLE}", "-T", f"ops={OPS}",
        "--model", "mockllm/model", "--log-dir", str(tmp_path / "logs"), "--display", "plain",
    ]  # fmt: skip
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600, cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "openaipublic" not in result.stdout + result.stderr
    (log_file,) = (tmp_path / "logs").glob("*.eval")
    log = read_eval_log(str(log_file))
    assert log.status == "success"
    assert log.eval.model == "mockllm/model"
    assert log.samples is not None
    # `stresskit perturb --op scramble,particle-swap` makes 18 rewrites of 8 original pairs.
    originals = [sample for sample in log.samples if sample.metadata["is_original"]]
    assert (len(originals), len(log.samples) - len(originals)) == (8, 18)
    assert {sample.output.completion for sample in log.samples} == {"Default output from mockllm/model"}
    # The mock names no label: every answer is wrong and none is consistent.
    metrics = {name: metric.value for score in log.results.scores for name, metric in score.metrics.items()}
    assert metrics["all"] == 0.0 and metrics["consistency"] == 0.0
    assert not tiktoken_cached(), "the test must run without the encoding"
