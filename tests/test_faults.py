"""Fault injection (issue 19): damaged caches, caches that cannot be written, concurrent evictions, stale temp
files, one-pass inputs, hostile JSONL/TSV and rule files, options checked before any work.

Each test injects one fault and asserts what the user sees (one line) and that the rerun's output is
byte-identical to a run without the fault. The module runs in well under a minute.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from stresskit import cache_files, spill, tables
from stresskit.cli.app import app
from stresskit.evaluation import prediction_cache
from stresskit.parsing import doc_cache
from stresskit.parsing.parser import Parser
from stresskit.rewriting import rewrite_cache
from stresskit.rewriting.outcomes import Skipped

ROOT = Path(__file__).resolve().parents[1]
INPUT = (
    "pair_ID\tsentence_A_Ja\tsentence_B_Ja\tentailment_label_Ja\n"
    "1\t女性がピアノを弾いている\t女性が楽器を演奏している\tentailment\n"
    "2\t猫が犬を追いかけている\t犬が猫を追いかけている\tneutral\n"
    "3\t子供が砂浜でボールを蹴っている\t子供が遊んでいる\tentailment\n"
)


@pytest.fixture
def loaded_once(parser, monkeypatch):
    """Every Parser the commands make shares the session's loaded GiNZA (loading it is most of a run)."""
    nlp = parser.nlp
    monkeypatch.setattr(Parser, "nlp", property(lambda self: nlp))


@pytest.fixture
def cache_dir(tmp_path, monkeypatch, loaded_once):
    directory = tmp_path / "cache"
    monkeypatch.setenv("STRESSKIT_CACHE_DIR", str(directory))
    return directory


def invoke(*args: object):
    return CliRunner().invoke(app, [str(arg) for arg in args])


def perturb_to(tmp_path: Path, name: str, *extra: object) -> tuple[bytes, str]:
    """Run perturb on INPUT; the output file's bytes and stderr."""
    source = tmp_path / "in.tsv"
    source.write_text(INPUT, encoding="utf-8")
    output = tmp_path / name
    result = invoke("perturb", source, "--op", "scramble,particle-swap", "-o", output, *extra)
    assert result.exit_code == 0, result.output
    return output.read_bytes(), result.stderr


def notes(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if line.startswith("note:")]


def flip_inside(path: Path, value: bytes, offset: int | None = None) -> None:
    """Flip one byte of `value` where it is stored in the file (it must occur exactly once)."""
    data = bytearray(path.read_bytes())
    needle = value if len(value) <= 64 else value[len(value) // 2 : len(value) // 2 + 64]
    at = data.find(needle)
    assert at >= 0 and data.find(needle, at + 1) < 0, "the value must be stored once, in one piece"
    at += len(needle) // 2 if offset is None else offset
    data[at] ^= 0x5A
    path.write_bytes(bytes(data))


def flip_page_type(path: Path, page: int) -> None:
    """Flip the b-tree page type byte of page `page` (1-based; page 1 holds the header first)."""
    data = bytearray(path.read_bytes())
    size = int.from_bytes(data[16:18], "big")
    data[(page - 1) * size] ^= 0xFF
    path.write_bytes(bytes(data))


def one_value(path: Path, query: str) -> object:
    with sqlite3.connect(path) as connection:
        return connection.execute(query).fetchone()[0]


# --- 19.1: content damage in a cache is detected, dropped or moved aside, and the rerun succeeds ---------


@pytest.mark.parametrize("column", ["data", "user_data"])
def test_a_flipped_byte_in_a_cached_parse_is_dropped_and_parsed_again(tmp_path, cache_dir, column):
    clean, _ = perturb_to(tmp_path, "clean.tsv")
    parses = cache_dir / doc_cache.CACHE_FILE
    value = one_value(parses, f"SELECT {column} FROM shards")
    flip_inside(parses, value if isinstance(value, bytes) else value.encode())
    (cache_dir / rewrite_cache.CACHE_FILE).unlink()  # so that the parses are read, not the stored outcomes
    again, stderr = perturb_to(tmp_path, "again.tsv")
    assert again == clean
    assert notes(stderr) == [
        f"note: the parse cache {parses} had 1 damaged entry (checksum mismatch); dropped it, "
        "parsing the sentences again"
    ]
    third, stderr = perturb_to(tmp_path, "third.tsv")  # the new parses were stored: no note any more
    assert third == clean and notes(stderr) == []


def test_a_flipped_byte_in_a_stored_rewrite_is_dropped_and_rewritten_again(tmp_path, cache_dir):
    clean, _ = perturb_to(tmp_path, "clean.tsv")
    rewrites = cache_dir / rewrite_cache.CACHE_FILE
    # A byte inside a rewritten sentence: UTF-8 that no longer decodes (it crashed the read before).
    value = one_value(rewrites, "SELECT data FROM outcomes WHERE data LIKE '%ボールを%' LIMIT 1")
    flip_inside(rewrites, value.encode(), offset=value.encode()[:64].find("ボール".encode()))
    again, stderr = perturb_to(tmp_path, "again.tsv")
    assert again == clean
    assert notes(stderr) == [
        f"note: the rewrite cache {rewrites} had 1 damaged entry (checksum mismatch); dropped it, "
        "rewriting the premises again"
    ]


@pytest.mark.parametrize("cache_file", [doc_cache.CACHE_FILE, rewrite_cache.CACHE_FILE])
def test_a_damaged_page_moves_the_cache_file_aside(tmp_path, cache_dir, cache_file):
    clean, _ = perturb_to(tmp_path, "clean.tsv")
    path = cache_dir / cache_file
    flip_page_type(path, 2)
    damaged = path.read_bytes()
    again, stderr = perturb_to(tmp_path, "again.tsv")
    assert again == clean
    [aside] = cache_dir.glob(f"{cache_file}.corrupt-*")
    assert aside.read_bytes() == damaged
    name = "the parse cache" if cache_file == doc_cache.CACHE_FILE else "the rewrite cache"
    [line] = notes(stderr)
    assert line.startswith(f"note: {name} {path} is damaged (failed SQLite's check: ")
    assert line.endswith(f"moved it to {aside} and starting a new one")


EVALUATED = (
    "pair_ID\tsentence_A_Ja\tsentence_B_Ja\tentailment_label_Ja\tsentence_A_Ja_origin\tmod_A\top\tpair\t"
    "rule\texpected_label\n"
    "1\tピアノを女性が弾いている\t女性が楽器を演奏している\tentailment\t女性がピアノを弾いている\tTrue\t"
    "scramble\tga-o\tscramble-fronting\tentailment\n"
    "1\t女性をピアノが弾いている\t女性が楽器を演奏している\tentailment\t女性がピアノを弾いている\tTrue\t"
    "particle-swap\tga-o\tparticle-swap\tneutral\n"
)
ASKED: list[tuple[str, str]] = []


def by_premise(pairs):
    """A model whose answer depends on the premise, and which remembers what it was asked."""
    ASKED.extend(pairs)
    return ["entailment" if premise.startswith("ピアノ") else "neutral" for premise, _ in pairs]


def evaluate_to(tmp_path: Path, name: str) -> tuple[bytes, str]:
    perturbed = tmp_path / "perturbed.tsv"
    perturbed.write_text(EVALUATED, encoding="utf-8")
    output = tmp_path / name  # each pair's prediction (the report counts the answers read from the cache)
    result = invoke(
        "evaluate",
        "--perturbed",
        perturbed,
        "--model",
        "python:tests.test_faults:by_premise",
        "--predictions",
        output,
    )
    assert result.exit_code == 0, result.output
    return output.read_bytes(), result.stderr


def test_a_flipped_byte_in_a_cached_prediction_is_dropped_and_asked_again(tmp_path, cache_dir):
    clean, _ = evaluate_to(tmp_path, "clean.tsv")
    predictions = cache_dir / "predictions" / prediction_cache.DATABASE_NAME
    assert predictions.exists()
    one_value(predictions, "PRAGMA wal_checkpoint(TRUNCATE)")
    # "entailment" → "entailmdnt"... a label that still decodes: only the checksum tells.
    premise = "ピアノを女性が弾いている".encode()
    data = predictions.read_bytes()
    at = data.find(premise)
    label_at = data.find(b"entailment", at)
    assert at >= 0 and 0 < label_at - at < 200
    predictions.write_bytes(data[: label_at + 7] + b"d" + data[label_at + 8 :])
    asked = sys.modules["tests.test_faults"].ASKED  # the module as the python: spec imported it
    asked.clear()
    again, stderr = evaluate_to(tmp_path, "again.tsv")
    assert again == clean
    assert asked == [("ピアノを女性が弾いている", "女性が楽器を演奏している")]
    assert notes(stderr) == [
        f"note: the prediction cache {predictions} had 1 damaged entry (checksum mismatch); dropped it, "
        "asking the model again"
    ]


def test_a_damaged_prediction_cache_page_moves_the_file_aside(tmp_path, cache_dir):
    clean, _ = evaluate_to(tmp_path, "clean.tsv")
    predictions = cache_dir / "predictions" / prediction_cache.DATABASE_NAME
    one_value(predictions, "PRAGMA wal_checkpoint(TRUNCATE)")
    flip_page_type(predictions, 3)
    again, stderr = evaluate_to(tmp_path, "again.tsv")
    assert again == clean
    [aside] = predictions.parent.glob(f"{predictions.name}.corrupt-*")
    [line] = notes(stderr)
    assert line.startswith(f"note: the prediction cache {predictions} is damaged (")
    assert line.endswith(f"moved it to {aside} and starting a new one")


# --- 19.2: a cache that cannot be written: one line, and the run goes on without it ----------------------


def _limit_writes(monkeypatch, fault: str) -> None:
    """Every cache connection refuses writes the way a full disk (SQLite's own "database or disk is full":
    small pages, no more of them) or a read-only one does."""
    opened = cache_files.CacheFile._open_checked

    def limited(self):
        connection = opened(self)
        if fault == "full":
            connection.execute("PRAGMA page_size = 512")
            connection.execute("VACUUM")
            (pages,) = connection.execute("PRAGMA page_count").fetchone()
            connection.execute(f"PRAGMA max_page_count = {pages}")
        else:
            connection.execute("PRAGMA query_only = ON")
        return connection

    monkeypatch.setattr(cache_files.CacheFile, "_open_checked", limited)


@pytest.mark.parametrize(
    ("fault", "problem"),
    [("full", "disk full"), ("read-only", "read-only")],
)
def test_a_cache_that_cannot_be_written_is_named_once_and_the_run_goes_on(
    tmp_path, cache_dir, monkeypatch, fault, problem
):
    clean, _ = perturb_to(tmp_path, "clean.tsv", "--no-cache")
    _limit_writes(monkeypatch, fault)
    output, stderr = perturb_to(tmp_path, "out.tsv")
    assert output == clean
    assert sorted(notes(stderr)) == [  # each cache says so once, when it first tries to write
        f"note: cannot write the parse cache in {cache_dir}: {problem}; going on without storing to it "
        "(set STRESSKIT_CACHE_DIR or use --no-cache)",
        f"note: cannot write the rewrite cache in {cache_dir}: {problem}; going on without storing to it "
        "(set STRESSKIT_CACHE_DIR or use --no-cache)",
    ]


def test_a_cache_directory_that_is_a_file_is_one_line(tmp_path, monkeypatch):
    blocker = tmp_path / "cache-file"
    blocker.write_text("not a directory", encoding="utf-8")
    monkeypatch.setenv("STRESSKIT_CACHE_DIR", str(blocker))
    source = tmp_path / "in.tsv"
    source.write_text(INPUT, encoding="utf-8")
    result = invoke("perturb", source, "-o", tmp_path / "out.tsv")
    assert result.exit_code == 1
    assert result.stderr == (
        f"error: cannot write the parse cache in {blocker}: it is a file, not a directory; "
        "set STRESSKIT_CACHE_DIR or use --no-cache\n"
    )
    assert not (tmp_path / "out.tsv").exists()


def test_an_os_error_while_making_the_cache_directory_is_one_line(tmp_path, monkeypatch):
    def full(self, *args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(Path, "mkdir", full)
    with pytest.raises(cache_files.StresskitError) as raised:
        cache_files.CacheFile(tmp_path / "new" / "c.sqlite3", "", "the parse cache")
    assert str(raised.value) == (
        f"cannot write the parse cache in {tmp_path / 'new'}: No space left on device; "
        "set STRESSKIT_CACHE_DIR or use --no-cache"
    )


# --- 19.3: a run's eviction never leaves another run's outcomes without their work -----------------------


def test_outcomes_stored_after_another_run_evicted_their_work_are_not_orphaned(tmp_path, monkeypatch):
    monkeypatch.setattr(rewrite_cache, "work_fingerprint", lambda work, model_key: work)
    monkeypatch.setattr(rewrite_cache, "KEPT_WORKS", 1)
    outcome = {"猫が寝ている": (Skipped("scramble", "ga-o", "no を-argument next to the subject"),)}
    first = rewrite_cache.RewriteCache(tmp_path, "work-1", "m")  # run 1 starts (its own connection)
    second = rewrite_cache.RewriteCache(tmp_path, "work-2", "m")  # run 2 starts and evicts work-1
    path = tmp_path / rewrite_cache.CACHE_FILE
    assert one_value(path, "SELECT group_concat(work) FROM works") == "work-2"
    first.store(outcome)  # run 1 still writes
    second.store(outcome)
    orphans = "SELECT count(*) FROM outcomes WHERE work NOT IN (SELECT work FROM works)"
    assert one_value(path, orphans) == 0
    assert one_value(path, "SELECT count(*) FROM outcomes") == 2
    third = rewrite_cache.RewriteCache(tmp_path, "work-3", "m")  # the next eviction deletes both
    assert one_value(path, "SELECT count(*) FROM outcomes") == 0
    assert third.load(outcome) == {} and first.load(outcome) == {}


# --- 19.4: temporary files of killed runs are swept; a live run's are left alone ------------------------

WRITER = """
import sys, time
from stresskit.tables import write_atomically

def write(out):
    out.write("half")
    out.flush()
    print("writing", flush=True)
    time.sleep(60)

write_atomically(sys.argv[1], write)
"""


def test_a_killed_runs_temporary_file_is_swept_by_the_next_write(tmp_path, capsys):
    target = tmp_path / "out.tsv"
    writer = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(target)],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    try:
        assert writer.stdout.readline() == "writing\n"
        [left] = tmp_path.glob(".out.tsv.*.tmp")
        assert left.name.startswith(f".out.tsv.{writer.pid}-")
        assert tables.sweep_stale_temporaries(target) == 0  # its writer is alive: not touched
    finally:
        writer.kill()
        writer.wait()
    assert left.exists()  # SIGKILL leaves it behind
    live = tmp_path / f".out.tsv.{os.getpid()}-{'a' * 16}.tmp"  # a run still writing (this process)
    fresh_old_style = tmp_path / f".out.tsv.{'b' * 16}.tmp"  # an older version's, an hour old
    stale_old_style = tmp_path / f".out.tsv.{'c' * 16}.tmp"  # an older version's, two days old
    someone_elses = tmp_path / ".out.tsv.backup.tmp"
    for path in (live, fresh_old_style, stale_old_style, someone_elses):
        path.write_text("x", encoding="utf-8")
    os.utime(fresh_old_style, (time.time() - 3600,) * 2)
    os.utime(stale_old_style, (time.time() - 2 * 86400,) * 2)
    tables.write_text(target, "new\n")
    assert target.read_text(encoding="utf-8") == "new\n"
    assert sorted(path.name for path in tmp_path.iterdir()) == sorted(
        ["out.tsv", live.name, fresh_old_style.name, someone_elses.name]
    )
    assert (
        capsys.readouterr().err == f"note: removed 2 temporary files that killed runs left beside {target}\n"
    )


# --- 19.11: one-pass inputs (a pipe on stdin, `-`, a FIFO) are read like a file -------------------------


def test_a_pipe_on_dev_stdin_is_read_like_the_file(tmp_path, cache_dir):
    expected, _ = perturb_to(tmp_path, "from-file.tsv")
    output = tmp_path / "from-pipe.tsv"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "stresskit",
            "perturb",
            "/dev/stdin",
            "--op",
            "scramble,particle-swap",
            "-o",
            output,
        ],
        input=INPUT.encode(),
        capture_output=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        timeout=120,
    )
    assert result.returncode == 0, result.stderr.decode()
    assert output.read_bytes() == expected


def test_a_dash_reads_stdin(tmp_path, cache_dir):
    expected, _ = perturb_to(tmp_path, "from-file.tsv")
    output = tmp_path / "from-stdin.tsv"
    result = CliRunner().invoke(
        app, ["perturb", "-", "--op", "scramble,particle-swap", "-o", str(output)], input=INPUT.encode()
    )
    assert result.exit_code == 0, result.output
    assert output.read_bytes() == expected


def test_a_fifo_is_read_once_and_not_waited_on_again(tmp_path, cache_dir):
    expected, _ = perturb_to(tmp_path, "from-file.tsv")
    fifo = tmp_path / "in.fifo"
    os.mkfifo(fifo)

    def feed():
        with open(fifo, "w", encoding="utf-8") as pipe:  # blocks until the reader opens it
            pipe.write(INPUT)

    writer = threading.Thread(target=feed, daemon=True)
    writer.start()
    output = tmp_path / "from-fifo.tsv"
    result = invoke("perturb", fifo, "--op", "scramble,particle-swap", "-o", output)
    writer.join(timeout=10)
    assert result.exit_code == 0, result.output
    assert output.read_bytes() == expected


# --- 19.12: hostile JSONL lines are named; a TSV with "\r" line endings is read ----------------------------

FIRST_RECORD = '{"pair_ID": "1", "sentence_A_Ja": "猫が寝ている", "sentence_B_Ja": "猫が寝ている"}\n'


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        ("[" * 100_000, "is not valid JSON (nested too deeply)"),
        ('{"a": ' * 100_000, "is not valid JSON (nested too deeply)"),
        (
            '{"pair_ID": "2", "sentence_A_Ja": "\\ud800", "sentence_B_Ja": "x"}',
            "is not valid JSON text: it escapes a lone surrogate (\\ud800), which is not a character",
        ),
        (
            '{"pair_ID": "2", "sentence_A_Ja": "x", "sentence_B_Ja": "x", "\\udfff": "x"}',
            "is not valid JSON text: it escapes a lone surrogate (\\udfff), which is not a character",
        ),
    ],
)
def test_a_hostile_jsonl_line_is_named_in_one_line(tmp_path, line, problem):
    source = tmp_path / "in.jsonl"
    source.write_text(FIRST_RECORD + line + "\n", encoding="utf-8")
    result = invoke("perturb", source, "-o", tmp_path / "out.jsonl", "--no-cache")
    assert result.exit_code == 1
    assert result.stderr.startswith(f"error: {source}, line 2 {problem}")
    assert len(result.stderr.splitlines()) == 1
    assert not (tmp_path / "out.jsonl").exists()


def test_a_tsv_with_carriage_return_line_endings_is_read(tmp_path, cache_dir):
    expected, _ = perturb_to(tmp_path, "from-lf.tsv")
    source = tmp_path / "in-cr.tsv"
    source.write_bytes(INPUT.replace("\n", "\r").encode())
    output = tmp_path / "from-cr.tsv"
    result = invoke("perturb", source, "--op", "scramble,particle-swap", "-o", output)
    assert result.exit_code == 0, result.output
    assert output.read_bytes() == expected
    assert "read 3 rows" in result.stderr


# --- 19.13: hostile rule files: alias bombs, repeated keys, bad op names, ids and versions ---------------

RULE = """\
op: mine
version: 3
expected_label: keep
rules:
  - id: mine-rule
    pattern: {pair: ga-o}
    operations:
      - {exchange_phrases: [subject, partner]}
"""
LAUGHS = "\n".join(
    [
        "description:",
        "  a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]",
        *(f"  {b}: &{b} [{', '.join([f'*{a}'] * 9)}]" for a, b in zip("abcdefgh", "bcdefghi", strict=True)),
    ]
)
LIMITED = """
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, (1536 * 2**20, 1536 * 2**20))
sys.argv = ["stresskit", "ops", "--rules", sys.argv[1]]
from stresskit.cli.app import main
main()
"""


def test_a_billion_laughs_rule_file_is_refused_in_bounded_memory(tmp_path):
    bomb = tmp_path / "bomb.yaml"
    bomb.write_text(
        RULE.replace("expected_label: keep\n", f"expected_label: keep\n{LAUGHS}\n"), encoding="utf-8"
    )
    assert len(LAUGHS.encode()) < 600
    result = subprocess.run(
        [sys.executable, "-c", LIMITED, str(bomb)],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        timeout=60,
    )
    assert result.returncode == 1, result.stderr
    assert result.stderr == (
        f"error: cannot read rule file {bomb}: its aliases expand to more than 100,000 values; "
        "write the values out\n"
    )


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        (
            "version: 3\n",
            "version: 3\nop: yours\n",
            "cannot read rule file {rule}: duplicate key 'op' on line 3",
        ),
        (
            "operations:\n",
            "pattern: {pair: ga-o}\n    operations:\n",
            "cannot read rule file {rule}: duplicate key 'pattern' on line 7",
        ),
        ("op: mine", 'op: ""', "'op' must be a name of letters, digits, '-' and '_' (not 'all'), not ''"),
        (
            "op: mine",
            'op: "a,b"',
            "'op' must be a name of letters, digits, '-' and '_' (not 'all'), not 'a,b'",
        ),
        ("op: mine", "op: all", "'op' must be a name of letters, digits, '-' and '_' (not 'all'), not 'all'"),
        ("version: 3", "version: 1.0e+999", "'version' must be a version number such as 1 or 2.1, not inf"),
        ("version: 3", "version: 1e999", "'version' must be a version number such as 1 or 2.1, not '1e999'"),
        ("version: 3", "version: -1", "'version' must be a version number such as 1 or 2.1, not -1"),
        ("version: 3", f"version: '{'9' * 5000}x'", "not '" + "9" * 98 + "…"),
        (
            "expected_label: keep",
            "expected_label: keep\ndescription: {a: b}",
            "'description' must be text, not dict",
        ),
        (
            "rules:\n",
            "rules:\n  - {id: mine-rule, pattern: {pair: ga-o}, operations: [{delete_particle: subject}]}\n",
            "rule id 'mine-rule' is used twice; give each rule its own id",
        ),
    ],
)
def test_a_hostile_rule_file_is_refused_in_one_line(tmp_path, old, new, message):
    assert old in RULE
    rule = tmp_path / "mine.yaml"
    rule.write_text(RULE.replace(old, new, 1), encoding="utf-8")
    result = invoke("ops", "--rules", rule)
    assert result.exit_code == 1
    [line] = result.stderr.splitlines()
    assert line.startswith(f"error: rule file {rule}: " if "cannot read" not in message else "error: ")
    assert message.format(rule=rule) in line
    assert len(line) < 400


# --- 19.14: options and labels checked before any work; echoes cut short; one cache key per baseline -----


@pytest.mark.parametrize(
    ("option", "value", "message"),
    [
        ("--timeout", "nan", "--timeout must be a number of seconds above 0, not nan"),
        ("--timeout", "inf", "--timeout must be a number of seconds above 0, not inf"),
        ("--timeout", "0", "--timeout must be a number of seconds above 0, not 0.0"),
        ("--seed", "-1", "--seed must be a whole number from 0 up, not -1"),
    ],
)
def test_a_bad_timeout_or_seed_stops_evaluate_before_the_model_is_asked(tmp_path, option, value, message):
    perturbed = tmp_path / "perturbed.tsv"
    perturbed.write_text(EVALUATED, encoding="utf-8")
    report = tmp_path / "report.json"
    # A model that cannot even be imported: the option must be refused before the model is loaded or asked
    # (a negative seed used to fail only after every prediction).
    model = "python:no_such_module_anywhere:predict"
    result = invoke("evaluate", "--perturbed", perturbed, "--model", model, "--report", report, option, value)
    assert result.exit_code == 1
    assert result.stderr == f"error: {message}\n"
    assert not report.exists()


def test_a_misspelt_gold_label_is_named_with_its_line_before_any_output(tmp_path):
    source = tmp_path / "in.tsv"
    source.write_text(INPUT.replace("\tneutral\n", "\tentailmnet\n"), encoding="utf-8")
    output = tmp_path / "out.tsv"
    result = invoke("perturb", source, "--no-cache", "-o", output)
    assert result.exit_code == 1
    assert result.stderr == (
        f"error: {source}, line 3: unknown gold label 'entailmnet' in column entailment_label_Ja; "
        "labels: entailment, neutral, contradiction, non-entailment (or empty)\n"
    )
    assert not output.exists()


def test_an_error_line_does_not_echo_a_huge_header(tmp_path):
    source = tmp_path / "huge.tsv"
    source.write_text("h" * 5_000_000 + "\n" + "x\n", encoding="utf-8")
    result = invoke("perturb", source, "--no-cache")
    assert result.exit_code == 1
    [line] = result.stderr.splitlines()
    assert line.startswith(f"error: {source} has no column 'sentence_A_Ja' (columns: {'h' * 99}…); ")
    assert len(line) < 400


def test_the_baseline_hits_its_cache_however_its_path_is_spelt(tmp_path, cache_dir, monkeypatch):
    monkeypatch.chdir(tmp_path)
    trained = invoke("baseline", "train", ROOT / "examples" / "jsick_sample.tsv", "-o", "bl")
    assert trained.exit_code == 0, trained.output
    perturbed = tmp_path / "perturbed.tsv"
    perturbed.write_text(EVALUATED, encoding="utf-8")
    lines = []
    for spec in ("baseline:bl", f"baseline:{tmp_path / 'bl'}", "baseline:./bl/"):
        result = invoke("evaluate", "--perturbed", perturbed, "--model", spec)
        assert result.exit_code == 0, result.output
        [line] = [line for line in result.stderr.splitlines() if "predictions from the cache" in line]
        lines.append(line.split(" (")[0])
    assert lines == ["0 of 3 predictions from the cache", *["3 of 3 predictions from the cache"] * 2]


def test_a_full_temporary_directory_is_one_line(monkeypatch):
    connect = sqlite3.connect

    def small(*args, **kwargs):  # SQLite's own "database or disk is full" once the file has 3 pages
        connection = connect(*args, **kwargs)
        connection.execute("PRAGMA max_page_count = 3")
        return connection

    monkeypatch.setattr(spill.sqlite3, "connect", small)
    with spill.SpilledMap() as seen, pytest.raises(cache_files.StresskitError) as raised:
        seen.update((str(number), "x" * 100) for number in range(10_000))
    assert str(raised.value) == (
        f"cannot write temporary data in {tempfile.gettempdir()}: disk full; "
        "set TMPDIR (or SQLITE_TMPDIR) to a directory with room"
    )
