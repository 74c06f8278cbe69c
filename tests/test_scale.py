"""Scale: streaming output, worker processes, a Dask LocalCluster, the interruptible parse cache, and
Python function ops, each against the single-process, in-memory result; for perturb and for generate."""

import os
import re
import signal
import sqlite3
import subprocess
import sys
import time
from dataclasses import replace

import pytest
from op_functions import topicalize

from stresskit.evaluation.api import generate, perturb
from stresskit.evaluation.assembly import Overrides, assemble
from stresskit.evaluation.spec import (
    GENERATE_STAGES,
    PERTURB_STAGES,
    InputSpec,
    OutputSpec,
    RunSpec,
    SelectionSpec,
)
from stresskit.parsing.parser import Parser
from stresskit.rewriting import execution
from stresskit.rewriting import generate as generate_module
from stresskit.rewriting import perturb as perturb_module
from stresskit.rewriting.function_ops import Skip
from stresskit.tables import Table, TableFile, write_table

HEADER = "pair_ID\tsentence_A_Ja\tsentence_B_Ja\tentailment_label_Ja\n"
SENTENCES = [
    ("猫が犬を追いかけている", "動物が動いている", "entailment"),
    ("料理人が魚を焼いた", "魚が焼かれた", "entailment"),
    ("子供が砂浜でボールを蹴っている", "子供が遊んでいる", "neutral"),
    ("男性がギターを弾いていない", "男性がギターを弾いている", "contradiction"),
    ("料理をしている男性が笑っている", "男性が笑っている", "entailment"),
    ("猫が犬を追いかけている", "猫が走っている", "neutral"),  # a repeated premise
    ("", "空の前提", "neutral"),
]


def _fixture(tmp_path, rows=SENTENCES):
    path = tmp_path / "input.tsv"
    lines = [f"{i}\t{p}\t{h}\t{label}\n" for i, (p, h, label) in enumerate(rows, start=1)]
    path.write_text(HEADER + "".join(lines), encoding="utf-8")
    return path


def _cli(*args, cache, check=True):
    env = {**os.environ, "STRESSKIT_CACHE_DIR": str(cache)}
    command = [sys.executable, "-m", "stresskit", *map(str, args)]
    return subprocess.run(command, env=env, capture_output=True, text=True, check=check)


def test_streaming_output_equals_the_in_memory_table(tmp_path, parser, monkeypatch):
    source = _fixture(tmp_path)
    spec = RunSpec(
        stages=PERTURB_STAGES,
        input=InputSpec(data=str(source)),
        selection=SelectionSpec(ops=("all",), keep_unchanged=True, verify=True),
        outputs=OutputSpec(rows=str(tmp_path / "stream.tsv")),
    )
    in_memory = assemble(
        spec, overrides=Overrides(data=_table(source), parser=parser, collect=True)
    ).perturbed
    write_table(in_memory.table, tmp_path / "memory.tsv")
    # Chunks of two rows and a memo of one premise: outcomes are recomputed from parses, rows still match.
    monkeypatch.setattr(perturb_module, "CHUNK_ROWS", 2)
    monkeypatch.setattr(execution, "MEMO_SENTENCES", 1)
    summary = assemble(spec, overrides=Overrides(parser=parser)).summary
    assert (tmp_path / "stream.tsv").read_bytes() == (tmp_path / "memory.tsv").read_bytes()
    assert summary == in_memory.summary
    assert summary.rows_read == 7 and summary.unique_premises == 5


def _table(path):
    source = TableFile(path)
    return Table(source.columns, list(source.rows()))


def test_workers_give_the_single_process_output(tmp_path):
    source = _fixture(tmp_path)
    common = [source, "--op", "all", "--keep-unchanged", "--verify"]
    single = _cli("perturb", *common, "-o", tmp_path / "one.tsv", cache=tmp_path / "cache1")
    two = _cli("perturb", *common, "--workers", "2", "-o", tmp_path / "two.tsv", cache=tmp_path / "cache2")
    assert (tmp_path / "two.tsv").read_bytes() == (tmp_path / "one.tsv").read_bytes()
    assert "5 distinct premises, 5 parsed" in single.stderr and "5 distinct premises, 5 parsed" in two.stderr
    # The workers' parses were stored in this machine's cache: a rerun parses nothing.
    again = _cli("perturb", *common, "-o", tmp_path / "again.tsv", cache=tmp_path / "cache2")
    assert "5 distinct premises, 0 parsed" in again.stderr
    assert (tmp_path / "again.tsv").read_bytes() == (tmp_path / "one.tsv").read_bytes()


def test_dask_local_cluster_gives_the_single_process_output(tmp_path, parser):
    pytest.importorskip("distributed", reason="pip install 'stresskit[dask]'")
    data = [premise for premise, _, _ in SENTENCES]
    expected = perturb(data, ops="all", keep_unchanged=True, verify=True, parser=parser).rows
    on_dask = perturb(
        data,
        ops="all",
        keep_unchanged=True,
        verify=True,
        cache_dir=tmp_path / "cache",
        dask="local",
        workers=2,
    )
    assert on_dask.rows == expected
    assert on_dask.summary.parsed == 5
    assert Parser(cache_dir=tmp_path / "cache").uncached(data[:5]) == []  # the local cache was filled


def test_function_ops_in_process_and_in_workers(tmp_path, parser):
    def shout(clauses):  # a local function: runs in the main process, also when workers parse
        text = clauses[0].predicate.doc.text if clauses else ""
        return text + "！" if text.endswith("る") else Skip("does not end in る")

    data = ["猫が犬を追いかけている", "料理をしている男性が笑っている", "料理人が魚を焼いた"]
    ops = ["scramble", topicalize, shout, lambda clauses: Skip("never")]
    single = perturb(data, ops=ops, pairs="ga-o", keep_unchanged=True, parser=parser)
    rows = [
        (r["op"], r["pair"], r["sentence_A_Ja"], r["expected_label"], r["skip_reason"]) for r in single.rows
    ]
    assert rows[:4] == [
        ("scramble", "ga-o", "犬を猫が追いかけている", "unchanged", ""),
        ("topicalize", "any", "猫は犬を追いかけている", "unchanged", ""),
        ("shout", "any", "猫が犬を追いかけている！", "", ""),
        ("<lambda>", "any", "猫が犬を追いかけている", "", "never"),
    ]
    assert rows[5] == ("topicalize", "any", "料理をしている男性は笑っている", "unchanged", "")
    assert rows[10] == ("shout", "any", "料理人が魚を焼いた", "", "does not end in る")
    with_workers = perturb(data, ops=ops, pairs="ga-o", keep_unchanged=True, cache_dir=tmp_path, workers=2)
    assert with_workers.rows == single.rows


@pytest.mark.parametrize(
    ("command", "summary", "lines"),
    [
        (["perturb", "--op", "scramble"], "1400 distinct premises, {} parsed", 1 + 1400),  # one scramble each
        # scramble, particle-swap, np-swap and object-topicalisation of each premise
        (["generate", "--phenomena", "scrambling"], "(1400 distinct, {} parsed", 1 + 4 * 1400),
    ],
)
def test_ctrl_c_keeps_the_parsed_batches_and_the_rerun_parses_the_rest(tmp_path, command, summary, lines):
    subjects = ["男性", "女性", "子供", "猫", "犬", "料理人", "医者", "学生", "先生", "老人"]
    objects = ["ボール", "ギター", "魚", "本", "りんご", "車", "花", "手紙", "写真", "帽子"]
    verbs = ["見ている", "持っている", "運んでいる", "探している", "洗っている", "描いている", "売っている"]
    verbs += [
        "拾っている",
        "投げている",
        "買っている",
        "触っている",
        "選んでいる",
        "包んでいる",
        "並べている",
    ]
    rows = [(f"{s}が{o}を{v}", "何かがある", "neutral") for s in subjects for o in objects for v in verbs]
    # 1,400 distinct premises, six parse batches of 256: after the first batch is cached, several seconds of
    # parsing remain for the interrupt to land in, even on a loaded machine.
    source = _fixture(tmp_path, rows)
    cache = tmp_path / "cache"
    env = {**os.environ, "STRESSKIT_CACHE_DIR": str(cache)}
    output = tmp_path / "out.tsv"
    command = [sys.executable, "-m", "stresskit", *command, str(source), "-o", str(output)]
    # Python turns SIGINT into KeyboardInterrupt only if it is not ignored when Python starts; a test run started
    # in the background by a non-interactive shell (`pytest &`) ignores it, and its children would too.
    process = subprocess.Popen(
        command,
        env=env,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    deadline = time.monotonic() + 300
    while _cached(cache) == 0 and time.monotonic() < deadline and process.poll() is None:
        time.sleep(0.05)
    process.send_signal(signal.SIGINT)
    _, stderr = process.communicate(timeout=120)
    assert process.returncode == 130, stderr
    found = re.fullmatch(
        r"interrupted: (\d+) of 1400 sentences parsed and cached; run again to resume\n", stderr
    )
    assert found, stderr
    cached = int(found.group(1))
    assert 256 <= cached < 1400 and cached == _cached(cache)
    assert not output.exists()  # nothing half-written
    rerun = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
    assert summary.format(1400 - cached) in rerun.stderr
    assert len(output.read_text(encoding="utf-8").splitlines()) == lines


def _cached(cache):
    database = cache / "parses-v5.sqlite3"
    if not database.exists():
        return 0
    try:
        with sqlite3.connect(database) as connection:
            return connection.execute("SELECT count(*) FROM docs").fetchone()[0]
    except sqlite3.OperationalError:  # created but without its tables yet
        return 0


def test_dask_without_the_extra_names_it(monkeypatch):
    from stresskit.errors import StresskitError
    from stresskit.rewriting.workers import make_executor

    monkeypatch.setitem(sys.modules, "distributed", None)  # as if not installed
    with pytest.raises(StresskitError) as info:
        make_executor(2, "local", "ja_ginza")
    # A Python caller reads the argument (dask), the command line its flag (--dask), a spec file its key.
    assert str(info.value) == "dask needs Dask distributed; install it with: pip install 'stresskit[dask]'"
    assert info.value.keys == ("engine.dask",)
    assert info.value.named(str).startswith("engine.dask needs Dask distributed")


def test_function_op_mistakes_are_one_line_errors(parser):
    from stresskit import op_function
    from stresskit.errors import StresskitError

    with pytest.raises(StresskitError, match=r"^expected_label 'nuetral' is neither 'keep' nor one of"):
        op_function(expected_label="nuetral")

    def number(clauses):
        return 42

    with pytest.raises(StresskitError) as info:
        perturb(["猫が犬を追いかけている"], ops=[number], parser=parser)
    assert str(info.value) == (
        "op function number returned int for '猫が犬を追いかけている'; "
        "return the rewritten sentence (str) or stresskit.Skip(reason)"
    )

    def scramble(clauses):
        return ""

    with pytest.raises(StresskitError, match="^the function op scramble has the name of a rule op"):
        perturb(["猫が犬を追いかけている"], ops=["scramble", scramble], parser=parser)


# --- generate ----------------------------------------------------------------------------------------------


def test_generate_streaming_output_equals_the_in_memory_table(tmp_path, parser, monkeypatch):
    source = _fixture(tmp_path)
    spec = RunSpec(stages=GENERATE_STAGES, input=InputSpec(data=str(source), id_col="pair_ID"))

    def written(name):
        run = assemble(
            replace(spec, outputs=OutputSpec(rows=str(tmp_path / name))), overrides=Overrides(parser=parser)
        )
        return run.summary

    in_memory = assemble(
        spec, overrides=Overrides(data=_table(source), parser=parser, collect=True)
    ).generated
    write_table(in_memory.table, tmp_path / "memory.tsv")
    one_chunk = written("one.tsv")
    # Chunks of two rows and a memo of one sentence: derivations are recomputed from parses, rows still match.
    monkeypatch.setattr(generate_module, "CHUNK_ROWS", 2)
    monkeypatch.setattr(execution, "MEMO_SENTENCES", 1)
    summary = written("stream.tsv")
    expected = (tmp_path / "memory.tsv").read_bytes()
    assert (tmp_path / "stream.tsv").read_bytes() == expected == (tmp_path / "one.tsv").read_bytes()
    assert summary == in_memory.summary == one_chunk
    assert (summary.rows_read, summary.unique_sentences) == (7, 5)
    assert summary.skipped[("all rules", "empty sentence")] == 1
    written = [line.split("\t") for line in expected.decode("utf-8").splitlines()]
    # (196 of them keep a frame with the clause scrambled or its roles swapped: 56 for 猫が犬を追いかけている)
    assert len(written) == 1 + sum(summary.derived.values()) == 1 + 411
    # Rows in input order: the repeated premise (row 6) gives row 1's pairs again, under its own id.
    first = [row[1:] for row in written[1:] if row[0] == "1"]
    assert first == [row[1:] for row in written[1:] if row[0] == "6"] and len(first) == 100
    assert [row for row in first if row[-3] == "scrambling"][:2] == [
        ["猫が犬を追いかけている", "犬を猫が追いかけている", "entailment", "entailment", "scrambling",
         "overlap-full", "scramble"],
        ["猫が犬を追いかけている", "猫を犬が追いかけている", "neutral", "non-entailment", "scrambling",
         "overlap-full", "particle-swap"],
    ]  # fmt: skip
    assert [row[0] for row in written[1:]] == sorted((row[0] for row in written[1:]), key=int)


def test_generate_workers_give_the_single_process_output(tmp_path):
    source = _fixture(tmp_path)
    common = [source, "--phenomena", "scrambling,voice,relative-clause"]
    single = _cli("generate", *common, "-o", tmp_path / "one.tsv", cache=tmp_path / "cache1")
    two = _cli("generate", *common, "--workers", "2", "-o", tmp_path / "two.tsv", cache=tmp_path / "cache2")
    assert (tmp_path / "two.tsv").read_bytes() == (tmp_path / "one.tsv").read_bytes()
    assert "read 7 sentences (5 distinct, 5 parsed" in single.stderr
    assert "read 7 sentences (5 distinct, 5 parsed" in two.stderr
    lines = (tmp_path / "one.tsv").read_text(encoding="utf-8").splitlines()
    assert lines[1:3] == [
        "1\t猫が犬を追いかけている\t犬を猫が追いかけている\tentailment\tentailment\tscrambling\toverlap-full\tscramble",
        "1\t猫が犬を追いかけている\t猫を犬が追いかけている\tneutral\tnon-entailment\tscrambling\toverlap-full\tparticle-swap",
    ]
    assert len(lines) == 1 + 29  # no role swap with the で-adjunct 砂浜で (issue 22)
    # The workers' parses were stored in this machine's cache: a rerun parses nothing.
    again = _cli("generate", *common, "-o", tmp_path / "again.tsv", cache=tmp_path / "cache2")
    assert "read 7 sentences (5 distinct, 0 parsed" in again.stderr
    assert (tmp_path / "again.tsv").read_bytes() == (tmp_path / "one.tsv").read_bytes()


def test_generate_on_a_dask_local_cluster_gives_the_single_process_output(tmp_path, parser):
    pytest.importorskip("distributed", reason="pip install 'stresskit[dask]'")
    data = [premise for premise, _, _ in SENTENCES]
    expected = generate(data, parser=parser)
    on_dask = generate(data, cache_dir=tmp_path / "cache", dask="local", workers=2)
    assert on_dask.rows == expected.rows
    assert len(expected.rows) == 411
    assert on_dask.summary == expected.summary
    assert on_dask.summary.parsed == 5
    assert Parser(cache_dir=tmp_path / "cache").uncached(data[:5]) == []  # the local cache was filled


def test_generate_dask_without_the_extra_names_it(monkeypatch, parser):
    from stresskit.errors import StresskitError

    monkeypatch.setitem(sys.modules, "distributed", None)  # as if not installed
    with pytest.raises(StresskitError) as info:
        generate(["猫が犬を追いかけている"], parser=parser, dask="local")
    assert str(info.value) == "dask needs Dask distributed; install it with: pip install 'stresskit[dask]'"
