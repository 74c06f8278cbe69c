"""The run spec: `stresskit run spec.yaml` runs what `stresskit evaluate` runs, the spec's errors name its keys,
model options are checked against their backend, and every CLI option of evaluate has a spec key and a Python
argument with the same default."""

import dataclasses
import inspect
import json
import re
import typing
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

import stresskit
from stresskit.cli.app import app
from stresskit.cli.augment import augment_command
from stresskit.cli.evaluate import evaluate_command
from stresskit.cli.generate import generate_command
from stresskit.cli.options import SPEC_FLAGS
from stresskit.cli.perturb import perturb as perturb_command
from stresskit.conventions import ALL, CORE_OPS
from stresskit.errors import StresskitError
from stresskit.evaluation.backends import BUILTIN_BACKENDS, check_model_options
from stresskit.evaluation.provenance import without_provenance
from stresskit.evaluation.spec import MODEL_OPTION_DEFAULTS, RunSpec, load_spec

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "jsick_sample.tsv"
MODEL = (
    'def predict(pairs):\n    return ["contradiction" if "ない" in p else "entailment" for p, _ in pairs]\n'
)


@pytest.fixture(autouse=True)
def cache_dir(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("STRESSKIT_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))


def invoke(*args):
    return CliRunner().invoke(app, [str(arg) for arg in args])


def test_run_spec_gives_the_report_evaluate_gives_and_records_the_spec(tmp_path):
    (tmp_path / "model.py").write_text(MODEL, encoding="utf-8")
    (tmp_path / "spec.yaml").write_text(
        f"input: {{data: {EXAMPLE}}}\n"
        "selection: {ops: [scramble, particle-swap], pairs: ga-o}\n"
        "model: {spec: 'python:model.py:predict'}\n"
        "outputs: {report: from_spec.json, seed: 3}\n",
        encoding="utf-8",
    )
    result = invoke("run", tmp_path / "spec.yaml")
    assert result.exit_code == 0, result.output
    direct = tmp_path / "direct.json"
    result = invoke(
        "evaluate", EXAMPLE, "--op", "scramble,particle-swap", "--pair", "ga-o", "--seed", "3",
        "--model", f"python:{tmp_path / 'model.py'}:predict", "--report", direct,
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    from_spec = json.loads((tmp_path / "from_spec.json").read_text(encoding="utf-8"))
    by_cli = json.loads(direct.read_text(encoding="utf-8"))
    assert without_provenance(from_spec) == without_provenance(by_cli)
    assert [(r["op"], r["pair"], r["gold_label"], r["n"]) for r in from_spec["results"]][:2] == [
        ("scramble", "ga-o", "entailment", 2),
        ("scramble", "ga-o", "neutral", 1),
    ]
    recorded = from_spec["provenance"]["spec"]
    assert recorded["selection"]["ops"] == ["scramble", "particle-swap"]
    assert recorded["model"]["spec"] == f"python:{tmp_path / 'model.py'}:predict"
    assert recorded["outputs"] == {"seed": 3, "human": None}  # where the report went is not recorded
    # The recorded spec is the spec that ran.
    ran = load_spec(tmp_path / "spec.yaml")
    assert RunSpec.from_dict(recorded) == dataclasses.replace(
        ran, outputs=dataclasses.replace(ran.outputs, report=None)
    )
    assert by_cli["provenance"]["spec"]["input"]["data"] == str(EXAMPLE)


def test_spec_errors_name_spec_keys_and_the_cli_names_flags(tmp_path):
    spec = tmp_path / "spec.yaml"
    spec.write_text("input: {data: x.tsv}\nmodel: {spec: 'python:m.py:f', options: {timeout: 5}}\n")
    result = invoke("run", spec)
    assert result.exit_code == 1
    assert result.output.strip() == (
        f"error: {spec}: model.options.timeout: the python backend does not take it "
        "(it takes model_version, label_order, task)"
    )
    spec.write_text("input: {data: x.tsv, premise: a}\nmodel: {spec: 'python:m.py:f'}\n")
    assert invoke("run", spec).output.strip() == (
        f"error: {spec}: unknown key input.premise — the keys of input are data, perturbed, originals, "
        "premise_col, hypothesis_col, label_col, score_col, phenomena_col, id_col"
    )
    spec.write_text("input: {data: x.tsv}\nmodel: {spec: 'python:m.py:f', batch_size: many}\n")
    assert invoke("run", spec).output.strip() == f"error: {spec}: model.batch_size must be int, not 'many'"
    result = invoke("evaluate", EXAMPLE, "--model", "python:m.py:f", "--timeout", "5")
    assert result.exit_code == 1
    assert result.output.strip() == (
        "error: --timeout: the python backend does not take it (it takes model_version, label_order, task)"
    )


def test_backend_options_are_checked_against_their_schema():
    assert check_model_options("openai:m", {"timeout": 5, "base_url": "http://127.0.0.1:1/v1"}) == {
        "timeout": 5.0,
        "base_url": "http://127.0.0.1:1/v1",
    }
    with pytest.raises(StresskitError, match=r"^model.options.retries must be int, not 'x'$"):
        check_model_options("http://127.0.0.1:1/p", {"retries": "x"})
    with pytest.raises(StresskitError, match="unknown model spec 'gpt:x'"):
        check_model_options("gpt:x", {})


# Per command: CLI option → (spec key, Python argument); None where one side has no equivalent.
EVALUATE_OPTIONS = {
    "model": ("model.spec", "model"),
    "file": ("input.data", "data"),
    "op": ("selection.ops", "ops"),
    "pair": ("selection.pairs", "pairs"),
    "perturbed": ("input.perturbed", None),  # Python: perturbed=True with the table as data
    "base_url": ("model.options.base_url", "base_url"),
    "prompt_template": ("model.options.prompt_template", "prompt_template"),
    "batch_size": ("model.batch_size", "batch_size"),
    "label_order": ("model.options.label_order", "label_order"),
    "task": ("model.options.task", "task"),
    "model_version": ("model.options.model_version", "model_version"),
    "refresh": ("model.refresh", "refresh"),
    "timeout": ("model.options.timeout", "timeout"),
    "retries": ("model.options.retries", "retries"),
    "concurrency": ("model.options.concurrency", "concurrency"),
    "report": ("outputs.report", None),  # Python: the returned Report
    "html": ("outputs.html", None),
    "markdown": ("outputs.markdown", None),
    "predictions": ("outputs.predictions", None),
    "seed": ("outputs.seed", "seed"),
    "human": ("outputs.human", "human"),
    "no_cache": ("engine.cache", "cache"),
    "premise_col": ("input.premise_col", "premise_col"),
    "hypothesis_col": ("input.hypothesis_col", "hypothesis_col"),
    "label_col": ("input.label_col", "label_col"),
    "score_col": ("input.score_col", "score_col"),
    "id_col": ("input.id_col", "id_col"),
    "rules": ("rules.files", "rules"),
    "causer": ("rules.causer", "causer"),
    "verify": ("selection.verify", "verify"),
    "verified_only": ("selection.verified_only", "verified_only"),
    "skip_details": ("engine.skip_details", None),  # the terminal summary only
    "workers": ("engine.workers", "workers"),
    "dask": ("engine.dask", "dask"),
    "strict": ("engine.strict", "strict"),
    "harness_log": (None, None),  # another kind of run: stresskit.harness.logs.evaluate_harness_log
}
# What every command that perturbs or derives shares.
ENGINE_OPTIONS = {
    "rules": ("rules.files", "rules"),
    "skip_details": ("engine.skip_details", None),  # the terminal summary only
    "strict": ("engine.strict", "strict"),
    "no_cache": ("engine.cache", "cache"),
    "workers": ("engine.workers", "workers"),
    "dask": ("engine.dask", "dask"),
    "output": ("outputs.rows", None),  # Python: the rows are returned
    "fmt": ("outputs.format", None),
}
PERTURB_OPTIONS = {
    **ENGINE_OPTIONS,
    "file": ("input.data", "data"),
    "op": ("selection.ops", "ops"),
    "pair": ("selection.pairs", "pairs"),
    "premise_col": ("input.premise_col", "premise_col"),
    "hypothesis_col": ("input.hypothesis_col", "hypothesis_col"),
    "label_col": ("input.label_col", "label_col"),
    "causer": ("rules.causer", "causer"),
    "keep_unchanged": ("selection.keep_unchanged", "keep_unchanged"),
    "verify": ("selection.verify", "verify"),
    "verified_only": ("selection.verified_only", "verified_only"),
}
GENERATE_OPTIONS = {
    **ENGINE_OPTIONS,
    "file": ("input.data", "data"),
    "phenomena": ("selection.phenomena", "phenomena"),
    "premise_col": ("input.premise_col", "premise_col"),
    "id_col": ("input.id_col", "id_col"),
    "derive_rules": ("rules.derive_files", "derive_rules"),
}
AUGMENT_OPTIONS = {
    **ENGINE_OPTIONS,
    "train_file": ("input.data", "data"),
    "op": ("selection.ops", "ops"),
    "pair": ("selection.pairs", "pairs"),
    "per_op": ("sample.per_op", "per_op"),
    "merge": ("sample.merge", None),  # Python: the training rows are the caller's already
    "label_policy": ("sample.label_policy", "label_policy"),
    "seed": ("sample.seed", "seed"),
    "premise_col": ("input.premise_col", "premise_col"),
    "hypothesis_col": ("input.hypothesis_col", "hypothesis_col"),
    "label_col": ("input.label_col", "label_col"),
    "causer": ("rules.causer", "causer"),
}
COMMANDS = {
    "evaluate": (evaluate_command, "evaluate", EVALUATE_OPTIONS),
    "perturb": (perturb_command, "perturb", PERTURB_OPTIONS),
    "generate": (generate_command, "generate", GENERATE_OPTIONS),
    "augment": (augment_command, "augment", AUGMENT_OPTIONS),
}
INPUTS = ("model", "file", "train_file")  # required: no default to compare


def _spec_default(key):
    """The default of a spec key (a backend option's default from the backends' schemas)."""
    part, _, rest = key.partition(".")
    if part == "model" and rest.startswith("options."):
        name = rest.removeprefix("options.")
        return {b.options[name].default for b in BUILTIN_BACKENDS.values() if name in b.options}.pop()
    section = typing.get_type_hints(RunSpec)[part]
    section = next(
        option for option in typing.get_args(section) or (section,) if dataclasses.is_dataclass(option)
    )
    field = {f.name: f for f in dataclasses.fields(section)}[rest]
    if field.default is not dataclasses.MISSING:
        return field.default
    return field.default_factory()


def _cli_default(parameter):
    default = parameter.default
    return None if default is inspect.Parameter.empty else default


def _same(name, cli, other):
    """Whether two defaults mean the same (CLI "all" is the spec's None; --no-cache off is cache on; no ops
    named are the core ops)."""
    if name == "no_cache":
        return cli is False and other in (True, None)
    if name in ("pair", "phenomena"):
        return cli == ALL and other in (None, ALL)
    if name in ("rules", "derive_rules"):
        return cli is None and tuple(other or ()) == ()
    if name == "op" and isinstance(cli, str):
        return tuple(cli.split(",")) == (CORE_OPS if other is None else tuple(other))
    return cli == other


@pytest.mark.parametrize("command", COMMANDS)
def test_every_cli_option_has_a_spec_key_and_a_python_argument_with_the_same_default(command):
    function, public, table = COMMANDS[command]
    cli = inspect.signature(function).parameters
    python = inspect.signature(getattr(stresskit, public)).parameters
    assert set(cli) == set(table)
    compared = 0
    for name, (spec_key, argument) in table.items():
        if name in INPUTS:
            continue
        default = _cli_default(cli[name])
        if spec_key is not None:
            assert _same(name, default, _spec_default(spec_key)), (name, spec_key)
        if argument is not None:
            assert argument in python, (name, argument)
            assert _same(name, default, python[argument].default), (name, argument)
            compared += 1
    assert compared >= 9


@pytest.mark.parametrize("command", COMMANDS)
def test_the_flag_table_names_each_option_by_its_flag(command):
    """An engine message names a spec key; the CLI shows it as the flag of the option that sets that key."""
    click_command = typer.main.get_command(app).commands[command]
    _, _, table = COMMANDS[command]
    for parameter in click_command.params:
        spec_key = table[parameter.name][0]
        if spec_key is None or parameter.param_type_name == "argument":  # the input file: FILE in messages
            continue
        shown = SPEC_FLAGS[spec_key]
        assert shown in parameter.opts or shown == parameter.name.upper(), (parameter.name, shown)


def test_evaluate_model_option_defaults_are_the_backends():
    assert MODEL_OPTION_DEFAULTS == {
        name: _spec_default(f"model.options.{name}") for name in ("timeout", "retries", "concurrency")
    }


ENGINE = Path(stresskit.__file__).parent
SPEC_KEY_IN_MESSAGE = re.compile(r"""\b(?:spec_key|key)\(\s*["']([a-z_.]+)["']\s*\)""")


def test_every_spec_key_an_engine_message_names_has_a_flag():
    used = {
        name
        for path in ENGINE.rglob("*.py")
        if "cli" not in path.parts
        for name in SPEC_KEY_IN_MESSAGE.findall(path.read_text(encoding="utf-8"))
    }
    assert {"input.label_col", "input.premise_col", "engine.workers", "model.options.label_order"} <= used
    assert sorted(used - set(SPEC_FLAGS)) == []


def test_python_reads_the_argument_the_cli_the_flag_and_a_spec_file_the_key(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    Path("data.tsv").write_text("sentence_A_Ja\n猫が犬を追いかけている\n", encoding="utf-8")
    message = (
        "the input table has no column 'gold' (columns: sentence_A_Ja); name the gold label column with "
    )
    with pytest.raises(StresskitError) as info:
        stresskit.perturb(["猫が犬を追いかけている"], label_col="gold")
    assert str(info.value) == message + "label_col"
    assert info.value.keys == ("input.label_col",)
    result = invoke("perturb", "data.tsv", "--label-col", "gold")
    assert result.exit_code == 1
    assert result.output.strip() == "error: " + message + "--label-col"
    Path("spec.yaml").write_text(
        "stages: [read, perturb, write]\ninput: {data: data.tsv, label_col: gold}\n", encoding="utf-8"
    )
    result = invoke("run", "spec.yaml")
    assert result.exit_code == 1
    assert result.output.strip() == "error: " + message + "input.label_col"


def test_a_spec_file_runs_perturb_generate_and_augment_as_their_commands_do(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    commands = {
        "perturb": ("[read, perturb, write]", ["perturb", EXAMPLE, "--op", "scramble"], "selection: {ops: scramble}"),
        "generate": ("[read, derive, write]", ["generate", EXAMPLE, "--phenomena", "voice"], "selection: {phenomena: voice}"),
        "augment": (
            "[read, perturb, sample, write]", ["augment", EXAMPLE, "--per-op", "3", "--seed", "2"],
            "sample: {per_op: 3, seed: 2}",
        ),
    }  # fmt: skip
    for name, (stages, command, settings) in commands.items():
        by_cli = invoke(*command, "-o", f"{name}_cli.tsv")
        assert by_cli.exit_code == 0, by_cli.output
        Path(f"{name}.yaml").write_text(
            f"stages: {stages}\ninput: {{data: {EXAMPLE}}}\n{settings}\noutputs: {{rows: {name}_spec.tsv}}\n",
            encoding="utf-8",
        )
        by_spec = invoke("run", f"{name}.yaml")
        assert by_spec.exit_code == 0, by_spec.output
        assert Path(f"{name}_spec.tsv").read_bytes() == Path(f"{name}_cli.tsv").read_bytes()
        # The same summary; the second run reads the parses from the cache.
        assert by_spec.stderr == by_cli.stderr.replace(" 10 parsed,", " 0 parsed,")
    lines = Path("perturb_spec.tsv").read_text(encoding="utf-8").splitlines()
    assert len(lines) == 10
    assert lines[1].split("\t") == [
        "1", "ピアノを髪の長い女性が弾いている", "女性が楽器を演奏している", "entailment", "4.5",
        "髪の長い女性がピアノを弾いている", "True", "scramble", "ga-o", "scramble-fronting", "entailment",
    ]  # fmt: skip


def test_options_become_spec_keys_by_name():
    from stresskit.evaluation.spec import AUGMENT_STAGES, EVALUATE_STAGES, spec_of

    augment = spec_of(
        AUGMENT_STAGES, seed=3, rules=[Path("a.yaml")], pairs="all", ops="scramble,np-swap", model="ja_ginza",
        per_op=5, cache=False,
    )  # fmt: skip
    assert (augment.sample.seed, augment.outputs.seed, augment.sample.per_op) == (3, 0, 5)
    assert (augment.rules.files, augment.selection.pairs, augment.selection.ops) == (
        ("a.yaml",), None, ("scramble", "np-swap"),
    )  # fmt: skip
    assert (augment.engine.parser_model, augment.engine.cache, augment.model) == ("ja_ginza", False, None)
    evaluate = spec_of(
        EVALUATE_STAGES, seed=3, model="python:m.py:f", timeout=30.0, retries=5, label_order=["a", "b"]
    )
    assert (evaluate.outputs.seed, evaluate.sample.seed, evaluate.model.spec) == (3, 0, "python:m.py:f")
    assert evaluate.model.options == {"retries": 5, "label_order": "a,b"}  # the default timeout is not given
    with pytest.raises(TypeError, match="no run-spec key for the setting 'colour'"):
        spec_of(EVALUATE_STAGES, colour="red")
