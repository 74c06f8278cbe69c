"""Signals and processes: SIGTERM and SIGKILL of a `perturb --workers 2` run leave no process behind, and
SIGINT / SIGTERM at each stage (parsing, writing, predicting) print the "interrupted: …" line.

Each test runs the real command in a subprocess of its own process group, and reads /proc (Linux) to find
what is left of it."""

from __future__ import annotations

import itertools
import os
import select
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from stresskit.parsing.doc_cache import CACHE_FILE

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc (Linux)")

SUBJECTS = ["男性", "女性", "子供", "少年", "少女", "老人", "学生", "先生", "料理人", "医者"]
OBJECTS = ["ピアノ", "ボール", "本", "花", "野菜", "ギター", "手紙", "写真", "魚", "パン"]
VERBS = ["弾いている", "持っている", "見ている", "運んでいる", "洗っている", "描いている"]
PLACES = ["公園で", "部屋で", "台所で", "庭で", "駅で", "海辺で"]


def write_corpus(path: Path, rows: int, hypothesis: str = "人が何かをしている") -> None:
    """`rows` distinct premises (a subject, a place, an object, a verb), enough to keep workers busy."""
    sentences = (
        f"{subject}が{place}{thing}を{verb}"
        for subject, place, thing, verb in itertools.product(SUBJECTS, PLACES, OBJECTS, VERBS)
    )
    lines = ["pair_ID\tsentence_A_Ja\tsentence_B_Ja\tentailment_label_Ja"]
    lines += [
        f"{number}\t{sentence}\t{hypothesis}\tneutral"
        for number, sentence in enumerate(itertools.islice(sentences, rows), 1)
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def start(args: list[str], directory: Path, **env: str) -> subprocess.Popen[bytes]:
    """`python -m stresskit ARGS` in `directory`, in a new session (its process group is its pid)."""
    environment = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "STRESSKIT_CACHE_DIR": str(directory / "cache"),
        **env,
    }
    return subprocess.Popen(
        [sys.executable, "-m", "stresskit", *args],
        cwd=directory,
        env=environment,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )


def stat(pid: int) -> tuple[int, int] | None:
    """(parent pid, process group) of a live process, or None."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text.rsplit(")", 1)[1].split()  # after "pid (name)": state, ppid, pgrp, session, …
    if fields[0] == "Z":
        return None  # a zombie holds nothing open
    return int(fields[1]), int(fields[2])


def processes() -> dict[int, tuple[int, int]]:
    found = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit() and (info := stat(int(entry))) is not None:
            found[int(entry)] = info
    return found


def left_of(group: int) -> list[int]:
    """Live processes of the process group `group`, or descended from its leader."""
    table = processes()
    family = {pid for pid, (_, pgrp) in table.items() if pgrp == group}
    grew = True
    while grew:
        more = {pid for pid, (ppid, _) in table.items() if ppid in family | {group}} - family
        family |= more
        grew = bool(more)
    return sorted(family)


def children(pid: int) -> list[int]:
    return [child for child, (ppid, _) in processes().items() if ppid == pid]


def wait_for(condition, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"waited {timeout} s for {what}"
        time.sleep(0.1)


def workers_parsing(process: subprocess.Popen[bytes], directory: Path) -> bool:
    """Both workers started (and the resource tracker), and a batch of parses is in the cache."""
    assert process.poll() is None, process.communicate()
    if len(children(process.pid)) < 3:
        return False
    try:
        with sqlite3.connect(f"file:{directory / 'cache' / CACHE_FILE}?mode=ro", uri=True) as db:
            return db.execute("SELECT count(*) FROM docs").fetchone()[0] > 0
    except sqlite3.Error:
        return False  # not created yet


class StderrReader:
    """Reads a pipe to its end in a thread: `ended` is set at EOF, when no process holds it open any more."""

    def __init__(self, pipe) -> None:
        self.text = b""
        self.ended = threading.Event()
        self._pipe = pipe
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for chunk in iter(lambda: self._pipe.read1(65536), b""):
            self.text += chunk
        self.ended.set()


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    write_corpus(tmp_path / "corpus.tsv", 3_600)
    return tmp_path / "corpus.tsv"


def test_sigterm_stops_a_workers_run_like_ctrl_c_and_leaves_no_process(corpus, tmp_path):
    process = start(["perturb", corpus.name, "--workers", "2", "-o", "out.tsv"], tmp_path)
    errors = StderrReader(process.stderr)
    try:
        wait_for(lambda: workers_parsing(process, tmp_path), 120, "the workers to parse")
        stopped = time.monotonic()
        process.send_signal(signal.SIGTERM)  # to the main process only, as `kill PID` does
        assert process.wait(timeout=10) == 143
        assert errors.ended.wait(10 - (time.monotonic() - stopped)), "stderr still open"
        wait_for(lambda: not left_of(process.pid), 10 - (time.monotonic() - stopped), "the workers to end")
    finally:
        os.killpg(process.pid, signal.SIGKILL) if left_of(process.pid) else None
    lines = errors.text.decode().splitlines()
    assert lines[-1].startswith("interrupted: ") and lines[-1].endswith(
        " of 3600 sentences parsed and cached; run again to resume"
    )
    assert "Traceback" not in errors.text.decode()
    assert sorted(path.name for path in tmp_path.iterdir()) == ["cache", "corpus.tsv"]  # no out.tsv, no .tmp


def test_workers_end_soon_after_the_main_process_is_killed(corpus, tmp_path):
    process = start(["perturb", corpus.name, "--workers", "2", "-o", "out.tsv"], tmp_path)
    errors = StderrReader(process.stderr)
    try:
        wait_for(lambda: workers_parsing(process, tmp_path), 120, "the workers to parse")
        workers = children(process.pid)
        killed = time.monotonic()
        process.kill()
        process.wait(timeout=5)
        # The workers and the resource tracker go, and with them the last holders of stderr's pipe.
        assert errors.ended.wait(10), f"stderr still open; left: {left_of(process.pid)}"
        wait_for(lambda: not left_of(process.pid), 10 - (time.monotonic() - killed), "the workers to end")
        assert all(stat(pid) is None for pid in workers)
    finally:
        os.killpg(process.pid, signal.SIGKILL) if left_of(process.pid) else None


def test_ctrl_c_while_perturb_writes_keeps_the_parses_and_says_so(tmp_path):
    # Long rows (a 400-character hypothesis), so that a few hundred fill a pipe's buffer.
    write_corpus(tmp_path / "corpus.tsv", 360, "人が何かをしている。" * 40)
    # Standard output is a pipe nobody reads: once its buffer is full, the command waits mid-write.
    process = start(["perturb", "corpus.tsv"], tmp_path)
    try:
        ready, _, _ = select.select([process.stdout], [], [], 120)
        assert ready, "no output"
        time.sleep(0.5)
        assert process.poll() is None, "the output fitted in the pipe"
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=20)
    finally:
        process.kill()
    assert process.returncode == 130
    assert err.decode().splitlines()[-1] == (
        "interrupted while writing: standard output got part of the rows; the parses are cached; "
        "run again to resume"
    )
    assert out.startswith(b"pair_ID\tsentence_A_Ja\t") and "Traceback" not in err.decode()


def test_ctrl_c_anywhere_else_is_one_line_and_exit_130(monkeypatch):
    from typer.testing import CliRunner

    from stresskit.cli import ops
    from stresskit.cli.app import app

    def interrupt(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(ops, "load_rule_set", interrupt)  # a stage with nothing to keep
    result = CliRunner().invoke(app, ["ops"])
    assert (result.exit_code, result.stderr, result.stdout) == (130, "interrupted\n", "")


def test_ctrl_c_while_perturb_writes_a_file_leaves_the_old_file(tmp_path, monkeypatch):
    from typer.testing import CliRunner

    from stresskit.cli.app import app
    from stresskit.evaluation import assembly as perturb  # the write stage

    write_corpus(tmp_path / "corpus.tsv", 6)
    (tmp_path / "out.tsv").write_text("the old output\n", encoding="utf-8")
    real_write_rows = perturb.write_rows

    def interrupted_after_two_rows(columns, rows, target, fmt=None):
        def two_then_ctrl_c():
            yield from itertools.islice(rows, 2)
            raise KeyboardInterrupt

        real_write_rows(columns, two_then_ctrl_c(), target, fmt)

    monkeypatch.setattr(perturb, "write_rows", interrupted_after_two_rows)
    monkeypatch.setenv("STRESSKIT_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(app, ["perturb", "corpus.tsv", "-o", "out.tsv"])
    assert result.exit_code == 130
    assert result.stderr.splitlines()[-1] == (
        "interrupted while writing: out.tsv was left as it was; the parses are cached; run again to resume"
    )
    assert (tmp_path / "out.tsv").read_text(encoding="utf-8") == "the old output\n"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["cache", "corpus.tsv", "out.tsv"]
