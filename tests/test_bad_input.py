"""Inputs a new user gets wrong (issue 18, item 11): each gets one line saying what to do, and a line break
inside a value survives the TSV output."""

import re

import pytest
from typer.testing import CliRunner

from stresskit.cli.app import app
from stresskit.errors import StresskitError
from stresskit.parsing.japanese import has_japanese, require_japanese
from stresskit.tables import read_table, shown

PROGRESS = re.compile(r"\w+: \d+/\d+ \(\d+ s\)")


@pytest.fixture(autouse=True)
def cache_dir(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("STRESSKIT_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))


def invoke(*args):
    return CliRunner().invoke(app, [str(arg) for arg in args])


def one_line_error(result):
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    lines = [line for line in result.stderr.splitlines() if not PROGRESS.fullmatch(line)]
    assert len(lines) == 1, result.stderr
    return lines[0]


def test_a_huge_one_line_file_is_not_echoed_whole(tmp_path):
    source = tmp_path / "big.tsv"
    source.write_text("あ" * 7_000_000, encoding="utf-8")  # 21 MB, no line break
    line = one_line_error(invoke("perturb", source))
    assert line == (
        f"error: {source} has no column 'sentence_A_Ja' (columns: {'あ' * 60}… (7,000,000 characters)); "
        "name the right columns with --premise-col."
    )


def test_shown_cuts_long_text_and_says_how_long_it_was():
    assert shown("abc", 3) == "abc"
    assert shown("abcd", 3) == "abc… (4 characters)"
    assert shown("abcd", 3, quote=True) == "'abc…' (4 characters)"
    assert shown("ab'c", 4, quote=True) == '"ab\'c"'


@pytest.mark.parametrize("command", ["perturb", "generate"])
def test_a_comma_separated_file_named_tsv_is_named_as_such(tmp_path, command):
    source = tmp_path / "pairs.tsv"
    source.write_text(
        "pair_ID,sentence_A_Ja,sentence_B_Ja\n1,猫が犬を追いかけている,猫が走る\n", encoding="utf-8"
    )
    assert one_line_error(invoke(command, source)) == (
        f"error: {source} has no column 'sentence_A_Ja' (columns: pair_ID,sentence_A_Ja,sentence_B_Ja); "
        "it looks comma-separated: rename it to .csv (a .tsv or .txt file is read as tab-separated)."
    )


ENGLISH = "pair_ID\tsentence_A_Ja\tsentence_B_Ja\n1\tA man is playing a guitar\tA man plays\n2\tThe cat chases the dog\tA cat runs\n"  # fmt: skip


@pytest.mark.parametrize("command", ["perturb", "generate"])
def test_english_premises_are_an_error_not_an_empty_result(tmp_path, command):
    source, out = tmp_path / "english.tsv", tmp_path / "out.tsv"
    source.write_text(ENGLISH, encoding="utf-8")
    assert one_line_error(invoke(command, source, "-o", out)) == (
        "error: no Japanese text found: none of the 2 distinct sentences in column 'sentence_A_Ja' holds kana "
        "or kanji (e.g. 'A man is playing a guitar') — stresskit rewrites Japanese sentences; name the right "
        "column with --premise-col."
    )
    assert not out.exists()


def test_one_japanese_premise_is_enough():
    require_japanese(["A man is playing", "ｶﾀｶﾅ only"], "s")  # half-width katakana counts
    require_japanese([], "s")  # nothing to rewrite is not this error
    assert (
        has_japanese("漢字")
        and has_japanese("ひらがな")
        and not has_japanese("Ｆｕｌｌｗｉｄｔｈ ａｓｃｉｉ")
    )
    with pytest.raises(StresskitError, match="none of the 1 distinct sentence in column 's'"):
        require_japanese(["only English"], "s")


def test_a_line_break_inside_a_value_survives_tsv_output(tmp_path):
    source, out = tmp_path / "in.csv", tmp_path / "out.tsv"
    source.write_text(
        'pair_ID,sentence_A_Ja,sentence_B_Ja,note\n1,"猫が犬を追いかけている。\n犬が走っている。",猫が走る,"two\nlines"\n',
        encoding="utf-8",
    )
    result = invoke("perturb", source, "--op", "scramble", "--pair", "ga-o", "-o", out)
    assert result.exit_code == 0, result.output
    rows = read_table(out).rows
    assert [(row["sentence_A_Ja"], row["sentence_A_Ja_origin"], row["note"]) for row in rows] == [
        (
            "犬を猫が追いかけている。\n犬が走っている。",
            "猫が犬を追いかけている。\n犬が走っている。",
            "two\nlines",
        )
    ]
    assert out.read_text(encoding="utf-8").splitlines()[1:] == [  # one row on four lines, its values quoted
        '1\t"犬を猫が追いかけている。',
        '犬が走っている。"\t猫が走る\t"two',
        'lines"\t"猫が犬を追いかけている。',
        '犬が走っている。"\tTrue\tscramble\tga-o\tscramble-fronting\tunchanged',
    ]
