"""benchmarks/heldout_trend.py: the held-out (before) column of each fresh draw, counted from its sample-main.tsv and
its blind judgements, with exact numbers for a set whose judgements are fixed (heldout-l, judged at 4d9074a)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _trend():
    spec = importlib.util.spec_from_file_location("heldout_trend", ROOT / "benchmarks" / "heldout_trend.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_heldout_l_before_column_counts_its_judgements() -> None:
    counts = _trend().held_out_counts("l")
    assert counts[("tanaka", "scramble")] == [39, 40]
    assert counts[("tanaka", "particle-delete")] == [33, 35]
    assert counts[("wikinews", "np-swap")] == [35, 40]
    assert counts[("wikinews", "passive")] == [11, 14]
    assert counts[("tanaka", "causative")] == [36, 40]
    assert sum(judged for _, judged in counts.values()) == 368


def test_script_prints_each_set_and_the_pooled_figure() -> None:
    result = subprocess.run(
        [
            sys.executable,
            str(ROOT / "benchmarks" / "heldout_trend.py"),
            "--sets",
            "k",
            "l",
            "--genre",
            "wikinews",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    lines = result.stdout.splitlines()
    assert lines[0] == "| genre | op | heldout-k | heldout-l | pooled (95% Wilson) |"
    assert "| wikinews | scramble | 32/40 | 38/40 | 87.5% [78.5, 93.1] |" in lines
    assert "| scramble | 70/80 | 87.5% [78.5, 93.1] |" in lines


def test_a_set_without_its_files_is_one_line_not_a_traceback() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "heldout_trend.py"), "--sets", "x"],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 1
    assert result.stderr == (
        "benchmarks/heldout-x/judgements.tsv is missing: pass with --sets only sets judged before tuning"
        " (heldout-h on)\n"
    )


def test_heldout_m_before_column_counts_its_judgements() -> None:
    counts = _trend().held_out_counts("m")
    assert counts[("tanaka", "causative")] == [29, 40]
    assert counts[("tanaka", "passive")] == [7, 11]
    assert counts[("wikinews", "scramble")] == [36, 40]
    assert counts[("wikinews", "particle-delete")] == [2, 3]
    assert sum(judged for _, judged in counts.values()) == 392


def test_heldout_n_before_column_counts_its_judgements() -> None:
    counts = _trend().held_out_counts("n")
    assert counts[("tanaka", "particle-delete")] == [40, 40]
    assert counts[("tanaka", "causative")] == [36, 40]
    assert counts[("wikinews", "np-swap")] == [37, 40]
    assert counts[("wikinews", "passive")] == [9, 9]
    assert sum(judged for _, judged in counts.values()) == 359


def test_heldout_o_before_column_counts_its_judgements() -> None:
    counts = _trend().held_out_counts("o")
    assert counts[("tanaka", "particle-delete")] == [37, 40]
    assert counts[("tanaka", "causative")] == [37, 40]
    assert counts[("wikinews", "np-swap")] == [29, 40]
    assert counts[("wikinews", "passive")] == [7, 9]
    assert sum(judged for _, judged in counts.values()) == 379


def test_heldout_p_before_column_counts_its_judgements() -> None:
    counts = _trend().held_out_counts("p")
    assert counts[("tanaka", "particle-swap")] == [35, 40]
    assert counts[("tanaka", "causative")] == [37, 40]
    assert counts[("wikinews", "np-swap")] == [36, 40]
    assert counts[("wikinews", "passive")] == [6, 10]
    assert sum(judged for _, judged in counts.values()) == 361


def test_heldout_q_before_column_counts_its_judgements() -> None:
    counts = _trend().held_out_counts("q")
    assert counts[("tanaka", "scramble")] == [40, 40]
    assert counts[("tanaka", "causative")] == [34, 40]
    assert counts[("wikinews", "particle-swap")] == [36, 40]
    assert counts[("wikinews", "passive")] == [5, 5]
    assert sum(judged for _, judged in counts.values()) == 385


def test_heldout_r_before_column_counts_its_judgements() -> None:
    # heldout-r was judged on main as session 18 left it (b9aec1f), before session 19's tuning
    counts = _trend().held_out_counts("r")
    assert counts[("tanaka", "scramble")] == [37, 40]
    assert counts[("tanaka", "causative")] == [35, 40]
    assert counts[("wikinews", "scramble")] == [34, 40]
    assert counts[("wikinews", "particle-swap")] == [34, 40]
    assert counts[("wikinews", "passive")] == [9, 11]
    assert sum(judged for _, judged in counts.values()) == 373
