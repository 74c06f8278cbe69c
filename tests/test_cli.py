"""The command line: output formats, bad input, determinism and the parse cache."""

import json
import re
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from stresskit.cli import options
from stresskit.cli.app import app
from stresskit.evaluation import runner
from stresskit.evaluation.api import perturb
from stresskit.parsing.doc_cache import DocCache
from stresskit.parsing.parser import Parser
from stresskit.rewriting.perturb import reason_kind

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
        "髪の長い女性がピアノを弾いている\tTrue\tparticle-swap\tga-o\tparticle-swap\tuncertain"
    )  # 女性が楽器を演奏している keeps 女性 as the player with another predicate: the rule cannot tell
    assert len(lines) == 1 + 5


def test_jsonl_and_csv_by_extension(tmp_path):
    jsonl = tmp_path / "out.jsonl"
    assert invoke("perturb", EXAMPLE, "--op", "scramble", "--pair", "ga-de", "-o", jsonl).exit_code == 0
    records = [json.loads(line) for line in jsonl.read_text(encoding="utf-8").splitlines()]
    assert [(r["pair_ID"], r["sentence_A_Ja"]) for r in records] == [
        (2, "砂浜で子供がボールを蹴っている"),
        (10, "川で犬が泳いでいて、猫が木に登っている"),
    ]
    # Numbers and booleans keep their JSON types.
    assert (records[0]["relatedness_score_Ja"], records[0]["mod_A"]) == (4.0, True)
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
        "op: particle-swap\nversion: 1\nexpected_label: keep\nrules:\n"
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
        # one causer, in the main clause only (never 先生が…泳がせていて、先生が…)
        "犬が川で泳いでいて、先生が猫を木に登らせている",
    ]


# --- square brackets are text, never rich markup (issue 9, item 6) ------------------------------------


def one_line_error(result, message):
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    assert result.stderr.strip().splitlines() == [result.stderr.strip()]
    assert message in result.stderr, result.stderr


def test_file_names_with_brackets_are_printed_whole(tmp_path):
    result = invoke("perturb", tmp_path / "jsick[test].tsv")
    one_line_error(result, f"No such file: {tmp_path / 'jsick[test].tsv'} — check the path.")


def test_an_op_that_looks_like_markup_is_a_one_line_error():
    one_line_error(invoke("perturb", EXAMPLE, "--op", "[/]"), "unknown op '[/]'; valid ops:")


PERTURBED = (
    "pair_ID\tsentence_A_Ja\tsentence_B_Ja\tentailment_label_Ja\tsentence_A_Ja_origin\tmod_A\top\tpair\t"
    "rule\texpected_label\n"
    "1\tピアノを女性が弾いている\t女性が楽器を演奏している\tentailment\t女性がピアノを弾いている\tTrue\t"
    "scramble\tga-o\tscramble-fronting\tentailment\n"
    "1\t女性をピアノが弾いている\t女性が楽器を演奏している\tentailment\t女性がピアノを弾いている\tTrue\t"
    "particle-swap\tga-o\tparticle-swap\tneutral\n"
)


def test_missing_extra_hint_keeps_its_brackets_and_comes_before_the_work(tmp_path, monkeypatch, no_work):
    monkeypatch.setitem(sys.modules, "matplotlib.figure", None)
    result = invoke(
        "evaluate", "--perturbed", write(tmp_path / "p.tsv", PERTURBED), "--model", "python:tests.test_cli:always_entailment",
        "--html", tmp_path / "r.html",
    )  # fmt: skip
    one_line_error(result, "pip install 'stresskit[report]'")


def test_a_predicate_holding_markup_is_shown_as_text():
    result = invoke("explain", "猫が犬を追[/b]う")
    assert result.exit_code == 0, result.output
    assert "追[/b]う" in result.stdout
    assert "predicate  argument  case particle  role" in result.stdout


def test_written_report_names_keep_their_brackets(tmp_path):
    perturbed = write(tmp_path / "perturbed[1].tsv", PERTURBED)
    report = tmp_path / "report[1].json"
    result = invoke(
        "evaluate", "--perturbed", perturbed, "--model", "python:tests.test_cli:always_entailment",
        "--report", report,
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert f"wrote {report}" in result.stderr


def always_entailment(pairs):
    return ["entailment"] * len(pairs)


# --- output paths are checked before any work (issue 9, item 7) --------------------------------------


@pytest.fixture
def no_work(monkeypatch):
    """Fail the test if anything is parsed or predicted."""

    def refuse(*args, **kwargs):
        raise AssertionError("the work started before the output path was checked")

    from stresskit.evaluation import assembly  # imported first, so that it keeps the real score_stream

    monkeypatch.setattr(Parser, "parse", refuse)
    monkeypatch.setattr(runner, "score_stream", refuse)
    monkeypatch.setattr(assembly, "score_stream", refuse)  # what the evaluate command calls


@pytest.mark.parametrize(
    "command",
    [
        ("perturb", EXAMPLE, "-o", "{out}"),
        ("augment", EXAMPLE, "-o", "{out}"),
        ("generate", EXAMPLE, "-o", "{out}"),
        ("explain", "猫が犬を追いかけている", "--html", "{out}"),
        *(
            ("evaluate", "--perturbed", "{perturbed}", "--model", "python:tests.test_cli:always_entailment",
             option, "{out}")
            for option in ("--report", "--html", "--markdown", "--predictions")
        ),
    ],
)  # fmt: skip
def test_output_into_a_missing_directory_fails_before_the_work(tmp_path, no_work, command):
    out = tmp_path / "missing" / "out.tsv"
    perturbed = write(tmp_path / "p.tsv", PERTURBED)
    result = invoke(*(str(arg).format(out=out, perturbed=perturbed) for arg in command))
    one_line_error(result, f"Cannot write {out}: directory {out.parent} does not exist — create it first.")


@pytest.mark.parametrize("command", ["perturb", "generate"])
def test_dask_without_the_extra_and_the_input_as_output_fail_before_the_work(
    tmp_path, monkeypatch, no_work, command
):
    monkeypatch.setitem(sys.modules, "distributed", None)  # as if not installed
    result = invoke(command, EXAMPLE, "--dask", "local", "-o", tmp_path / "out.tsv")
    one_line_error(result, "--dask needs Dask distributed; install it with: pip install 'stresskit[dask]'")
    source = write(tmp_path / "in.tsv", Path(EXAMPLE).read_text(encoding="utf-8"))
    one_line_error(
        invoke(command, source, "-o", source),
        f"the output {source} is the input file {source}: writing it would replace the input",
    )


def test_output_into_a_read_only_directory_fails_before_the_work(read_only_dir, no_work):
    out = read_only_dir / "out.tsv"
    result = invoke("perturb", EXAMPLE, "-o", out)
    one_line_error(result, f"Cannot write {out} (Permission denied) — check the path and its permissions.")


def test_baseline_into_a_read_only_directory_fails_before_training(read_only_dir, monkeypatch):
    from stresskit.evaluation import baseline

    monkeypatch.setattr(baseline, "train_baseline", lambda *a, **k: pytest.fail("trained before the check"))
    out = read_only_dir / "model"
    result = invoke("baseline", "train", EXAMPLE, "-o", out)
    one_line_error(result, f"Cannot write {out} (Permission denied) — check the path and its permissions.")


def test_baseline_into_a_file_is_refused(tmp_path):
    out = write(tmp_path / "model", "not a directory")
    one_line_error(
        invoke("baseline", "train", EXAMPLE, "-o", out),
        f"Cannot write {out}: it is a file — give a directory.",
    )


# --- optional and baseline dependencies are checked before any work (issue 9, item 8) ----------------


@pytest.fixture
def without_scikit_learn(monkeypatch):
    monkeypatch.setitem(sys.modules, "sklearn", None)
    monkeypatch.delitem(sys.modules, "stresskit.evaluation.baseline", raising=False)


def test_baseline_model_without_scikit_learn_is_a_one_line_error(tmp_path, without_scikit_learn, no_work):
    (tmp_path / "baseline").mkdir()
    result = invoke(
        "evaluate", "--perturbed", write(tmp_path / "p.tsv", PERTURBED), "--model", f"baseline:{tmp_path / 'baseline'}"
    )  # fmt: skip
    one_line_error(result, "the built-in baseline needs scikit-learn and joblib (import of sklearn halted;")
    assert result.stderr.rstrip().endswith("pip install 'scikit-learn>=1.4,<2' 'joblib>=1.3'")


def test_baseline_training_without_scikit_learn_is_a_one_line_error(tmp_path, without_scikit_learn):
    result = invoke("baseline", "train", EXAMPLE, "-o", tmp_path / "baseline")
    one_line_error(result, "the built-in baseline needs scikit-learn and joblib")
    assert not (tmp_path / "baseline").exists()


# --- a damaged parse cache is moved aside and rebuilt (issue 9, item 9) ------------------------------

CACHED = ["猫が犬を追いかけている", "女性が公園に座っている"]


def damage_by_overwriting_a_page(data):
    return data[:4096] + b"\xab" * 4096 + data[8192:]


def damage_by_truncating(data):
    return data[: len(data) // 2]


def damage_by_replacing(data):
    return b"not a database at all\n" * 100


@pytest.mark.parametrize(
    ("damage", "problem"),
    [
        (
            damage_by_overwriting_a_page,
            "failed SQLite's check: Page 2: btreeInitPage() returns error code 11",
        ),
        (damage_by_truncating, "database disk image is malformed"),
        (damage_by_replacing, "file is not a database"),
    ],
)
def test_a_damaged_parse_cache_is_named_moved_aside_and_rebuilt(tmp_path, parser, capsys, damage, problem):
    docs = parser.parse(CACHED)
    DocCache(tmp_path, "m").store(docs)
    path = tmp_path / "parses-v5.sqlite3"
    damaged = damage(path.read_bytes())
    path.write_bytes(damaged)
    cache = DocCache(tmp_path, "m")
    [aside] = tmp_path.glob("parses-v5.sqlite3.corrupt-*")
    assert capsys.readouterr().err == (
        f"note: the parse cache {path} is damaged ({problem}); moved it to {aside} and starting a new one\n"
    )
    assert aside.read_bytes() == damaged
    assert cache.load(CACHED) == {}
    cache.store(docs)
    assert sorted(doc.text for doc in DocCache(tmp_path, "m").load(CACHED).values()) == sorted(CACHED)
    assert capsys.readouterr().err == ""


# --- summaries, progress, pairs an op has no rule for, unknown output extensions (issue 9, item 15) ---

EXCLUDED = "sentence_A_Ja\n男性が道を歩いている\n子供が公園を走っている\n男性が手を挙げている\n"


@pytest.mark.parametrize(
    ("reason", "kind"),
    [
        ("predicate 歩く is excluded by the rule", "predicate … is excluded by the rule"),
        ("the object 手 is excluded by the rule", "the object … is excluded by the rule"),
        ("the agent 海のそばの岩の上 is excluded by the rule", "the agent … is excluded by the rule"),
        (
            "predicate 歩く is excluded by the rule (path_verbs: Verbs of motion whose を marks the path (道を歩く))",
            "predicate … is excluded by the rule (path_verbs)",
        ),
        ("unsupported auxiliary verb そこなう", "unsupported auxiliary verb …"),
        ("no subject marked が/は/も", "no subject marked が/は/も"),
        ("no を-argument next to the subject", "no を-argument next to the subject"),
        ("premise longer than 2000 characters", "premise longer than 2000 characters"),
    ],
)
def test_reason_kind_hides_the_words_of_the_sentence(reason, kind):
    assert reason_kind(reason) == kind


def test_skip_table_has_one_line_per_kind_and_details_on_request(tmp_path):
    source = write(tmp_path / "in.tsv", EXCLUDED)
    args = ("perturb", source, "--op", "passive", "--pair", "ga-o", "-o", tmp_path / "out.tsv")
    grouped = invoke(*args)
    assert grouped.exit_code == 0, grouped.output
    assert table_rows(grouped.stderr, "skipped") == [
        ["predicate … is excluded by the rule (path_verbs)", "2"],
        ["the object … is excluded by the rule (body_parts)", "1"],
    ]
    assert "2 kinds of 3 reasons; --skip-details lists each reason" in grouped.stderr
    detailed = invoke(*args, "--skip-details")
    # Each reason ends with its lexicon's explanation, which the table wraps onto further lines.
    assert [(reason.split(" (")[0], count) for reason, count in table_rows(detailed.stderr, "skipped")] == [
        ("predicate 歩く is excluded by the rule", "1"),
        ("predicate 走る is excluded by the rule", "1"),
        ("the object 手 is excluded by the rule", "1"),
    ]


def table_rows(text, title):
    """The body rows of the rich table whose header starts with `title`."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("┃ " + title))
    rows = []
    for line in lines[start + 2 :]:
        if not line.startswith("│"):
            break
        cells = [cell.strip() for cell in line.strip("│").split("│")]
        if rows and not any(cells[1:]):  # a long first cell wrapped onto the next line
            rows[-1][0] += " " + cells[0]
        else:
            rows.append(cells)
    return rows


def test_progress_without_a_terminal_is_a_plain_line_every_interval(tmp_path, monkeypatch):
    monkeypatch.setattr(options, "PLAIN_PROGRESS_SECONDS", 0.0)
    result = invoke("perturb", EXAMPLE, "--op", "scramble", "-o", tmp_path / "out.tsv")
    assert result.exit_code == 0, result.output
    progress = [line for line in result.stderr.splitlines() if line.startswith("parsing: ")]
    assert progress[-1].startswith("parsing: 10/10 (")
    assert all(re.fullmatch(r"parsing: \d+/10 \(\d+ s\)", line) for line in progress), progress


def test_an_op_without_a_rule_for_the_pair_is_an_error():
    one_line_error(
        invoke("perturb", EXAMPLE, "--op", "scramble", "--pair", "ga"),
        "no op has a rule for pair ga: scramble runs on ga-o, ga-ni, ga-de",
    )


def test_an_op_without_a_rule_for_one_of_the_pairs_is_named(tmp_path):
    result = invoke(
        "perturb", EXAMPLE, "--op", "scramble,causative", "--pair", "ga", "-o", tmp_path / "o.tsv"
    )
    assert result.exit_code == 0, result.output
    assert "note: scramble has no rule for pair ga (it runs on ga-o, ga-ni, ga-de)" in result.stderr


@pytest.mark.parametrize(
    "command",
    [
        ("perturb", EXAMPLE, "-o", "{out}"),
        ("augment", EXAMPLE, "-o", "{out}"),
        ("evaluate", "--perturbed", "{perturbed}", "--model", "python:tests.test_cli:always_entailment",
         "--predictions", "{out}"),
    ],
)  # fmt: skip
def test_an_unknown_output_extension_is_refused_before_the_work(tmp_path, no_work, command):
    out = tmp_path / "out.xlsx"
    perturbed = write(tmp_path / "p.tsv", PERTURBED)
    result = invoke(*(str(arg).format(out=out, perturbed=perturbed) for arg in command))
    one_line_error(
        result,
        f"Unknown extension '.xlsx' of {out} — name the file .tsv, .txt, .csv, .jsonl or .ndjson, "
        "or give --format.",
    )
    assert not out.exists()


def test_hf_hint_keeps_its_brackets_and_comes_before_the_work(tmp_path, monkeypatch, no_work):
    monkeypatch.setitem(sys.modules, "torch", None)
    model = tmp_path / "bert"
    model.mkdir()
    write(model / "config.json", "{}")
    result = invoke("evaluate", "--perturbed", write(tmp_path / "p.tsv", PERTURBED), "--model", f"hf:{model}")
    one_line_error(result, "pip install 'stresskit[hf]'")
