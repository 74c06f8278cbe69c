"""The command line: output formats, bad input, determinism and the parse cache."""

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from stresskit.cli.app import app
from stresskit.parsing.parser import Parser
from stresskit.rewriting.perturb import perturb

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "jsick_sample.tsv"
HEADER = "pair_ID\tsentence_A_Ja\tsentence_B_Ja\tentailment_label_Ja"


@pytest.fixture(autouse=True)
def cache_dir(tmp_path_factory, monkeypatch):
    directory = tmp_path_factory.mktemp("cache")
    monkeypatch.setenv("STRESSKIT_CACHE_DIR", str(directory))
    return directory


def invoke(*args):
    return CliRunner().invoke(app, [str(arg) for arg in args])


def write(path, text):
    path.write_text(text, encoding="utf-8")
    return path


def test_tsv_to_stdout_keeps_input_columns_and_adds_stress_columns():
    result = invoke("perturb", EXAMPLE, "--op", "particle-swap", "--pair", "ga-o")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0] == (
        "pair_ID\tsentence_A_Ja\tsentence_B_Ja\tentailment_label_Ja\trelatedness_score_Ja\t"
        "sentence_A_Ja_origin\tmod_A\top\tpair\trule\texpected_label"
    )
    assert lines[1] == (
        "1\t髪の長い女性をピアノが弾いている\t女性が楽器を演奏している\tentailment\t4.5\t"
        "髪の長い女性がピアノを弾いている\tTrue\tparticle-swap\tga-o\tparticle-swap\tneutral"
    )
    assert len(lines) == 1 + 5


def test_jsonl_and_csv_by_extension(tmp_path):
    jsonl = tmp_path / "out.jsonl"
    assert invoke("perturb", EXAMPLE, "--op", "scramble", "--pair", "ga-de", "-o", jsonl).exit_code == 0
    records = [json.loads(line) for line in jsonl.read_text(encoding="utf-8").splitlines()]
    assert [(r["pair_ID"], r["sentence_A_Ja"]) for r in records] == [
        ("2", "砂浜で子供がボールを蹴っている"),
        ("10", "川で犬が泳いでいて、猫が木に登っている"),
    ]
    csv_out = tmp_path / "out.csv"
    assert invoke("perturb", EXAMPLE, "--op", "scramble", "--pair", "ga-de", "-o", csv_out).exit_code == 0
    assert csv_out.read_text(encoding="utf-8").splitlines()[1].startswith("2,砂浜で子供がボールを蹴っている,")


def test_same_input_gives_byte_identical_output(tmp_path):
    first, second = tmp_path / "a.tsv", tmp_path / "b.tsv"
    args = ("perturb", EXAMPLE, "--op", "scramble,particle-swap,particle-delete", "--keep-unchanged")
    assert invoke(*args, "-o", first).exit_code == 0
    assert invoke(*args, "--no-cache", "-o", second).exit_code == 0
    assert first.read_bytes() == second.read_bytes()
    assert len(first.read_text(encoding="utf-8").splitlines()) == 1 + 10 * 3 * 3


def test_keep_unchanged_lists_skips_with_reasons():
    result = invoke("perturb", EXAMPLE, "--op", "scramble", "--pair", "ga-o", "--keep-unchanged")
    rows = [line.split("\t") for line in result.stdout.splitlines()]
    header = rows[0]
    skipped = [
        dict(zip(header, row, strict=True)) for row in rows[1:] if row[header.index("mod_A")] == "False"
    ]
    assert [(r["pair_ID"], r["skip_reason"]) for r in skipped] == [
        ("2", "no を-argument next to the subject (砂浜で stands between)"),
        ("5", "no を-argument of a predicate with a subject"),
        ("8", "no を-argument of a predicate with a subject"),
        ("9", "no を-argument of a predicate with a subject"),
        ("10", "no を-argument of a predicate with a subject"),
    ]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "No such file:"),
        (b"", "is empty"),
        (b"\x89PNG\r\n\x1a\n\x00\x00binary", "is not a UTF-8 text table"),
        (
            f"{HEADER}\n1\tA\tB\tneutral\n2\tA\tB\n".encode(),
            "line 3: expected 4 fields (as in the header), found 3",
        ),
        (b"pair_ID\tpremise\n1\tx\n", "has no column 'sentence_A_Ja' (columns: pair_ID, premise)"),
    ],
)
def test_bad_input_is_one_line_error_and_leaves_output_untouched(tmp_path, content, message):
    source = tmp_path / "in.tsv"
    if content is not None:
        source.write_bytes(content)
    out = write(tmp_path / "out.tsv", "previous output\n")
    result = invoke("perturb", source, "-o", out)
    assert result.exit_code == 1
    assert message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert "Traceback" not in result.output
    assert out.read_text(encoding="utf-8") == "previous output\n"


def test_unknown_op_lists_valid_ones():
    result = invoke("perturb", EXAMPLE, "--op", "scramble,shuffle")
    assert result.exit_code == 1
    assert "unknown op 'shuffle'; valid ops:" in result.stderr
    assert "scramble" in result.stderr.split("valid ops:")[1]


def test_ops_lists_rules_and_label_effects():
    result = invoke("ops")
    assert result.exit_code == 0
    for text in (
        "scramble-fronting",
        "scramble-restore",
        "particle-swap",
        "entailment→neutral",
        "label kept",
    ):
        assert text in result.stdout


def test_user_rule_file_replaces_builtin_op(tmp_path):
    rule = write(
        tmp_path / "swap-to-wa.yaml",
        "op: particle-swap\nexpected_label: keep\nrules:\n"
        "  - id: my-swap\n    pattern: {order: any}\n    operations:\n"
        "      - {set_particle: subject, to: {particle_of: partner}}\n      - {set_particle: partner, to: は}\n",
    )
    result = invoke("perturb", EXAMPLE, "--op", "particle-swap", "--pair", "ga-o", "--rules", rule)
    assert result.exit_code == 0
    assert "\t髪の長い女性をピアノは弾いている\t" in result.stdout
    assert "\tmy-swap\tentailment\n" in result.stdout


def test_warm_rerun_reads_every_parse_from_the_cache_without_loading_the_model(cache_dir):
    premises = ["髪の長い女性がピアノを弾いている", "女性が公園に座っている"]
    cold_parser = Parser(cache_dir=cache_dir)
    cold = perturb(premises, ops="all", parser=cold_parser)
    assert cold_parser.parsed_count == 2
    warm_parser = Parser(cache_dir=cache_dir)
    warm = perturb(premises, ops="all", parser=warm_parser)
    assert warm_parser.parsed_count == 0
    assert "nlp" not in vars(warm_parser)  # the model was never loaded
    assert warm.rows == cold.rows


def test_each_premise_is_parsed_once_across_ops_and_pairs(cache_dir):
    parser = Parser(cache_dir=None)
    premises = ["女性が公園に座っている", "女性が公園に座っている", "猫が犬を追いかけている"]
    result = perturb(premises, ops="all", pairs="all", parser=parser)
    assert parser.parsed_count == 2
    assert result.summary.unique_premises == 2


def test_causer_option_names_the_added_causer():
    result = invoke("perturb", EXAMPLE, "--op", "causative", "--pair", "ga", "--causer", "先生")
    assert result.exit_code == 0
    rewrites = [line.split("\t")[1] for line in result.stdout.splitlines()[1:]]
    assert rewrites == [
        "先生が料理をしている男性を笑わせている",
        "男性がテレビを見ていて、先生が子供を寝させている",
        "先生が女性を公園に座らせている",
        "先生が男の子を走らせている",
        "先生が犬を川で泳がせていて、先生が猫を木に登らせている",
    ]
