"""One default op set everywhere: the core ops, in the CLI and in Python, stated in every --help."""

import inspect
import re

import pytest
import typer.main
from typer.testing import CliRunner

from stresskit.cli.app import app
from stresskit.cli.options import DEFAULT_OPS
from stresskit.conventions import CORE_OPS
from stresskit.evaluation.api import augment, evaluate, perturb

CORE = ",".join(CORE_OPS)
COMMANDS = ("perturb", "evaluate", "augment", "inoculate")


@pytest.fixture(autouse=True)
def cache_dir(tmp_path_factory, monkeypatch):
    directory = tmp_path_factory.mktemp("cache")
    monkeypatch.setenv("STRESSKIT_CACHE_DIR", str(directory))
    return directory


def op_option(command: str):
    group = typer.main.get_command(app)
    (found,) = [p for p in group.commands[command].params if "--op" in getattr(p, "opts", ())]
    return found


def test_core_ops_are_the_three_of_the_jsick_stress_test():
    assert CORE_OPS == ("scramble", "particle-swap", "particle-delete")
    assert DEFAULT_OPS == CORE


@pytest.mark.parametrize("command", ["perturb", "augment", "inoculate"])
def test_cli_default_is_the_core_ops(command):
    assert op_option(command).default == CORE


def test_evaluate_cli_default_means_the_core_ops():
    # evaluate's --op is None by default so that --perturbed can mean "every row"; None means the core ops.
    assert op_option("evaluate").default is None


def test_python_defaults_are_the_core_ops():
    assert inspect.signature(perturb).parameters["ops"].default == CORE_OPS
    assert inspect.signature(augment).parameters["ops"].default == CORE_OPS
    assert inspect.signature(evaluate).parameters["ops"].default is None


@pytest.mark.parametrize("command", COMMANDS)
def test_every_help_states_the_default(command):
    result = CliRunner().invoke(app, [command, "--help"], env={"COLUMNS": "400"})
    assert result.exit_code == 0
    text = " ".join(re.sub(r"[│╭╮╰╯─]", " ", result.output).split())
    assert f"default: {CORE}" in text


def test_cli_and_python_perturb_without_ops_give_the_same_rows(tmp_path):
    source = tmp_path / "in.tsv"
    source.write_text(
        "pair_ID\tsentence_A_Ja\tsentence_B_Ja\tentailment_label_Ja\n"
        "1\t男の子が犬を追いかけている\t男の子が走っている\tentailment\n"
        "2\t女性が野菜を切っている\t人が料理をしている\tneutral\n",
        encoding="utf-8",
    )
    result = CliRunner().invoke(app, ["perturb", str(source)])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    op_at = lines[0].split("\t").index("op")
    cli_ops = [line.split("\t")[op_at] for line in lines[1:]]
    python_rows = [
        {
            "pair_ID": "1",
            "sentence_A_Ja": "男の子が犬を追いかけている",
            "sentence_B_Ja": "男の子が走っている",
        },
        {"pair_ID": "2", "sentence_A_Ja": "女性が野菜を切っている", "sentence_B_Ja": "人が料理をしている"},
    ]
    python_ops = [row["op"] for row in perturb(python_rows).rows]
    assert cli_ops == python_ops
    assert cli_ops == [
        "scramble",
        "particle-swap",
        "particle-delete",
        "scramble",
        "particle-swap",
        "particle-delete",
    ]
