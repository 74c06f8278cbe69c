"""--help reads as a user types (issue 18, item 12): FILE, TEXT, PATH; nothing beside a flag; extras keep
their brackets (item 8); --pair names every built-in pair; one default per option; counts agree in number."""

import re

import pytest
from typer.testing import CliRunner

from stresskit.cli.app import app
from stresskit.wording import counted

COMMANDS = [
    ["perturb"], ["ops"], ["evaluate"], ["augment"], ["explain"], ["serve"], ["try"], ["generate"],
    ["diagnose"], ["probe"], ["inoculate"], ["baseline", "train"], ["annotate", "export"],
    ["annotate", "import"], [], ["baseline"], ["annotate"],
]  # fmt: skip


def help_text(*command):
    result = CliRunner().invoke(app, [*command, "--help"], prog_name="stresskit", env={"COLUMNS": "250"})
    assert result.exit_code == 0, result.output
    return result.stdout


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_help_names_values_plainly(command):
    text = help_text(*command)
    assert not re.search(r"<(bool|str|path|int|float|list\[\w+\])[^>]*>", text), text
    usage = next(line for line in text.splitlines() if "Usage:" in line)
    assert "{" not in usage  # FILE, not {file}
    assert not re.search(r"--help\s+\S+\s+Show this message", text)  # a flag takes no value


def test_perturb_help_usage_types_and_pairs():
    text = help_text("perturb")
    assert "Usage: stresskit perturb [OPTIONS] FILE" in text
    assert re.search(r"\* +FILE +PATH +Input table", text)
    assert re.search(r"--rules +PATH +A rule file", text)
    assert re.search(r"--workers +INTEGER \[x>=1\]", text)
    assert re.search(r"--verify +--no-verify +Re-parse each rewrite", text)
    assert "Case pairs: ga-o, ga-ni, ga-de, ga (the built-in ones), comma-separated, or 'all'." in text
    assert "pip install 'stresskit[dask]'" in text


def test_optional_and_repeated_arguments_in_the_usage_line():
    assert "Usage: stresskit try [OPTIONS] RULES SENTENCES..." in help_text("try")
    assert "Usage: stresskit baseline train [OPTIONS] TRAIN_FILE" in help_text("baseline", "train")


def test_extras_keep_their_brackets():
    assert "(needs nltk: pip install 'stresskit[nltk]')." in help_text("explain")


def test_generate_id_col_states_one_default():
    line = " ".join(help_text("generate").split())
    assert "Column copied to source_id; where the input has no such column, the row's line number is. [default: pair_ID]" in line  # fmt: skip


def test_a_missing_argument_is_named_as_in_the_usage_line():
    result = CliRunner().invoke(app, ["perturb"])
    assert result.exit_code == 2 and "Missing argument 'FILE'." in result.output


def test_counted_agrees_in_number():
    assert [counted(0, "item"), counted(1, "item"), counted(2, "item")] == ["0 items", "1 item", "2 items"]
    assert counted(1, "distinct premise") == "1 distinct premise"
    assert counted(3, "analysis", "analyses") == "3 analyses"
