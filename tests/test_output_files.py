"""Where output goes (issue 18, items 4 and 9; issue 19, item 8): special files are written in place, a symbolic
link is followed, `-o -` is stdout, a read-only file system gives one line, and a command's outputs are
renamed together only when it succeeds."""

import errno
import os
import pathlib
import re
import shutil
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from typer.testing import CliRunner

from stresskit import tables
from stresskit.cli.app import app
from stresskit.errors import StresskitError
from stresskit.tables import Table, check_writable, output_set, write_table, write_text

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "jsick_sample.tsv"
MODEL = "python:tests.test_cli:always_entailment"
PERTURBED = (
    "pair_ID\tsentence_A_Ja\tsentence_B_Ja\tentailment_label_Ja\tsentence_A_Ja_origin\tmod_A\top\tpair\t"
    "rule\texpected_label\n"
    "1\tピアノを女性が弾いている\t女性が楽器を演奏している\tentailment\t女性がピアノを弾いている\tTrue\t"
    "scramble\tga-o\tscramble-fronting\tentailment\n"
)
TABLE = Table(["a", "b"], [{"a": "猫", "b": "1"}])
TABLE_BYTES = "a\tb\n猫\t1\n".encode()
PROGRESS = re.compile(r"\w+: \d+/\d+ \(\d+ s\)")


@pytest.fixture(autouse=True)
def cache_dir(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("STRESSKIT_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))


def invoke(*args):
    return CliRunner().invoke(app, [str(arg) for arg in args])


def one_line_error(result, message):
    """Exit 1 and one line of error (a slow run may have printed "parsing: 10/10 (11 s)" progress before it)."""
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    lines = [line for line in result.stderr.splitlines() if not PROGRESS.fullmatch(line)]
    assert len(lines) == 1 and message in lines[0], result.stderr


# --- special files are written in place (issue 18, item 4) --------------------------------------------


def test_dev_full_is_a_one_line_disk_full_error():
    with pytest.raises(StresskitError) as info:
        write_table(TABLE, "/dev/full")
    assert str(info.value) == "Cannot write /dev/full: disk full — free some space or write elsewhere."
    assert stat.S_ISCHR(os.stat("/dev/full").st_mode)


def test_perturb_to_dev_full_fails_in_one_line_and_dev_null_stays_a_device():
    one_line_error(
        invoke("perturb", EXAMPLE, "--op", "particle-swap", "-o", "/dev/full"),
        "error: Cannot write /dev/full: disk full — free some space or write elsewhere.",
    )
    result = invoke("perturb", EXAMPLE, "--op", "particle-swap", "-o", "/dev/null")
    assert result.exit_code == 0, result.output
    assert stat.S_ISCHR(os.stat("/dev/full").st_mode) and stat.S_ISCHR(os.stat("/dev/null").st_mode)
    assert not [name for name in os.listdir("/dev") if name.endswith(".tmp")]


def test_a_named_pipe_is_written_to_and_its_reader_gets_the_bytes(tmp_path):
    fifo = tmp_path / "pipe.tsv"
    os.mkfifo(fifo)
    received = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()))
    reader.start()
    check_writable(fifo)
    write_table(TABLE, fifo)
    reader.join(timeout=10)
    assert received == [TABLE_BYTES]
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    assert os.listdir(tmp_path) == ["pipe.tsv"]


def test_a_symbolic_link_is_followed_and_its_target_replaced(tmp_path):
    (tmp_path / "data").mkdir()
    target = tmp_path / "data" / "real.tsv"
    target.write_text("old\n", encoding="utf-8")
    target.chmod(0o640)
    link = tmp_path / "link.tsv"
    link.symlink_to(target)
    check_writable(link)
    write_table(TABLE, link)
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert target.read_bytes() == TABLE_BYTES
    assert target.stat().st_mode & 0o777 == 0o640
    assert sorted(os.listdir(tmp_path)) == ["data", "link.tsv"] and os.listdir(target.parent) == ["real.tsv"]


def test_a_dangling_symbolic_link_creates_its_target(tmp_path):
    link = tmp_path / "link.tsv"
    link.symlink_to(tmp_path / "new.tsv")
    write_text(link, "x\n")
    assert link.is_symlink() and (tmp_path / "new.tsv").read_text(encoding="utf-8") == "x\n"


def test_dash_means_standard_output(tmp_path, capsysbinary):
    write_table(TABLE, "-")
    write_text("-", "report\n")
    assert capsysbinary.readouterr().out == TABLE_BYTES + b"report\n"
    assert not Path("-").exists()


def test_perturb_dash_o_writes_the_same_bytes_as_no_o():
    to_stdout = invoke("perturb", EXAMPLE, "--op", "particle-swap")
    dash = invoke("perturb", EXAMPLE, "--op", "particle-swap", "-o", "-")
    assert dash.exit_code == 0, dash.output
    assert dash.stdout_bytes == to_stdout.stdout_bytes
    assert dash.stdout_bytes.count(b"\n") == 10  # the header and 9 rewrites
    assert not Path("-").exists()


# --- a read-only file system (issue 18, item 9) --------------------------------------------------------


@pytest.fixture
def read_only_fs(tmp_path, monkeypatch):
    """A directory that behaves as on a read-only mount: creating, replacing or removing anything in it fails
    with EROFS, even removing a file that is not there (as Linux does). Only this test process sees it:
    the real mount is tested by test_a_real_read_only_mount_gives_one_line below."""
    directory = tmp_path / "ro"
    directory.mkdir()

    def inside(path):
        return str(os.path.abspath(path)).startswith(str(directory))

    def refuse(path):
        raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))

    real_open, real_unlink, real_mkdir, real_replace = (
        open,
        pathlib.Path.unlink,
        pathlib.Path.mkdir,
        os.replace,
    )

    def fake_open(path, mode="r", *args, **kwargs):
        if inside(path) and any(flag in mode for flag in "wxa+"):
            refuse(path)
        return real_open(path, mode, *args, **kwargs)

    def fake_unlink(self, missing_ok=False):
        if inside(self):
            refuse(self)
        return real_unlink(self, missing_ok=missing_ok)

    def fake_mkdir(self, *args, **kwargs):
        if inside(self):
            refuse(self)
        return real_mkdir(self, *args, **kwargs)

    def fake_replace(source, destination):
        if inside(destination):
            refuse(destination)
        return real_replace(source, destination)

    monkeypatch.setattr(tables, "open", fake_open, raising=False)
    monkeypatch.setattr(pathlib.Path, "unlink", fake_unlink)
    monkeypatch.setattr(pathlib.Path, "mkdir", fake_mkdir)
    monkeypatch.setattr(tables.os, "replace", fake_replace)
    return directory


def _probe_tables(tmp_path):
    from tests.test_probe import TRAIN

    train = tmp_path / "train.tsv"
    lines = ["\t".join(TRAIN.columns), *("\t".join(row[c] for c in TRAIN.columns) for row in TRAIN.rows)]
    train.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return train


READ_ONLY_COMMANDS = {
    "perturb": ("perturb", EXAMPLE, "-o", "{out}/out.tsv"),
    "generate": ("generate", EXAMPLE, "-o", "{out}/out.tsv"),
    "augment": ("augment", EXAMPLE, "-o", "{out}/out.tsv"),
    "evaluate": ("evaluate", "--perturbed", "{perturbed}", "--model", MODEL, "--report", "{out}/r.json"),
    "diagnose": ("diagnose", "{perturbed}", "--model", MODEL, "--markdown", "{out}/r.md"),
    "explain": ("explain", "猫が犬を追いかけている", "--html", "{out}/e.html"),
    "probe": ("probe", "{train}", "{train}", "--report", "{out}/p.json"),
    "inoculate": ("inoculate", "{train}", "{train}", "--report", "{out}/c.json"),
    "annotate export": ("annotate", "export", "{perturbed}", "-o", "{out}/sheet.csv"),
    "baseline train": ("baseline", "train", EXAMPLE, "-o", "{out}/model"),
}


@pytest.mark.parametrize("command", READ_ONLY_COMMANDS)
def test_read_only_output_is_one_line_for_every_command(tmp_path, read_only_fs, command):
    perturbed = tmp_path / "p.tsv"
    perturbed.write_text(PERTURBED, encoding="utf-8")
    args = [
        str(arg).format(out=read_only_fs, perturbed=perturbed, train=_probe_tables(tmp_path))
        for arg in READ_ONLY_COMMANDS[command]
    ]
    written = Path(args[args.index("-o") + 1] if "-o" in args else args[-1])
    one_line_error(invoke(*args), f"Cannot write {written}: read-only file system — write elsewhere.")
    assert os.listdir(read_only_fs) == []


UNSHARE = shutil.which("unshare")


def _can_mount_read_only(tmp_path):
    mount = tmp_path / "probe"
    mount.mkdir()
    command = [UNSHARE, "-rm", "sh", "-c", f"mount -t tmpfs -o ro tmpfs {mount}"]
    return UNSHARE is not None and subprocess.run(command, capture_output=True).returncode == 0


def test_a_real_read_only_mount_gives_one_line(tmp_path):
    """The same on a real read-only tmpfs, mounted in a private mount namespace (unshare -rm: no root needed
    outside it). Where user namespaces are disabled this test cannot run; the mocked one above still does."""
    if not _can_mount_read_only(tmp_path):
        pytest.skip("this kernel does not allow a private read-only mount (unshare -rm)")
    mount = tmp_path / "ro"
    mount.mkdir()
    perturbed = tmp_path / "p.tsv"
    perturbed.write_text(PERTURBED, encoding="utf-8")
    stresskit = f"{sys.executable} -m stresskit"
    script = (
        f"mount -t tmpfs -o ro tmpfs {mount} && "
        f"{stresskit} perturb {EXAMPLE} -o {mount}/out.tsv; echo exit=$?; "
        f"{stresskit} evaluate --perturbed {perturbed} --model {MODEL} --predictions {mount}/p.tsv; echo exit=$?"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [UNSHARE, "-rm", "sh", "-c", script], capture_output=True, text=True, cwd=ROOT, env=env, timeout=300
    )
    assert done.stdout.splitlines() == ["exit=1", "exit=1"], done.stderr
    assert done.stderr.splitlines() == [
        f"error: Cannot write {mount}/out.tsv: read-only file system — write elsewhere.",
        f"error: Cannot write {mount}/p.tsv: read-only file system — write elsewhere.",
    ]


# --- a command's outputs are renamed together, at its end (issue 19, item 8) ---------------------------


def test_an_output_set_renames_nothing_when_it_fails(tmp_path):
    first, second = tmp_path / "a.tsv", tmp_path / "b.txt"
    first.write_text("old a\n", encoding="utf-8")
    with pytest.raises(RuntimeError, match="later failure"), output_set():
        write_table(TABLE, first)
        write_text(second, "new b\n")
        assert first.read_text(encoding="utf-8") == "old a\n" and not second.exists()  # not yet renamed
        raise RuntimeError("later failure")
    assert first.read_text(encoding="utf-8") == "old a\n" and not second.exists()
    assert os.listdir(tmp_path) == ["a.tsv"]


def test_an_output_set_renames_every_file_at_its_end(tmp_path):
    first, second = tmp_path / "a.tsv", tmp_path / "b.txt"
    first.write_text("old a\n", encoding="utf-8")
    with output_set():
        write_table(TABLE, first)
        write_text(second, "new b\n")
        write_text(second, "newer b\n")  # written twice: the last one wins, the first temporary is gone
    assert first.read_bytes() == TABLE_BYTES and second.read_text(encoding="utf-8") == "newer b\n"
    assert sorted(os.listdir(tmp_path)) == ["a.tsv", "b.txt"]


def test_a_failed_report_leaves_the_old_predictions(tmp_path):
    perturbed = tmp_path / "p.tsv"
    perturbed.write_text(PERTURBED, encoding="utf-8")
    predictions, report = tmp_path / "predictions.tsv", tmp_path / "report.json"
    predictions.write_text("the previous run's predictions\n", encoding="utf-8")
    report.write_text("the previous run's report\n", encoding="utf-8")
    args = ("evaluate", "--perturbed", perturbed, "--model", MODEL, "--predictions", predictions)
    result = invoke(*args, "--report", report, "--markdown", "/dev/full")
    assert result.exit_code == 1, result.output
    assert "error: Cannot write /dev/full: disk full — free some space or write elsewhere." in result.stderr
    assert "Traceback" not in result.output
    assert predictions.read_text(encoding="utf-8") == "the previous run's predictions\n"
    assert report.read_text(encoding="utf-8") == "the previous run's report\n"
    assert sorted(os.listdir(tmp_path)) == ["p.tsv", "predictions.tsv", "report.json"]
    done = invoke(*args, "--report", report)
    assert done.exit_code == 0, done.output
    assert predictions.read_text(encoding="utf-8").startswith("pair_ID\t")
    assert report.read_text(encoding="utf-8").startswith("{")


def test_a_failed_baseline_save_leaves_no_half_model(tmp_path, monkeypatch):
    from stresskit.evaluation import baseline

    out = tmp_path / "model"
    real = tables.write_text

    def fail_on_metadata(path, text):
        if Path(path).name == baseline.METADATA_FILE:
            raise StresskitError(f"Cannot write {path}: disk full — free some space or write elsewhere.")
        real(path, text)

    monkeypatch.setattr(baseline, "write_text", fail_on_metadata)
    one_line_error(invoke("baseline", "train", EXAMPLE, "-o", out), "disk full")
    assert os.listdir(out) == []  # the model file was never renamed into place
