"""Every command in a documentation code block marked `<!-- runnable -->` runs on the bundled example.

A marked block holds commands (lines starting with `$ `) and, under each, the output it printed when the page was
written; every output line except `…` must appear in the command's standard output, in order, so a page whose
output has drifted from what the command prints fails here. Commands run from a temporary directory holding a copy
of `examples/`, with this interpreter's scripts first on PATH (`.venv/bin/stresskit` is that `stresskit`).
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MARK = "<!-- runnable -->"
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]


@dataclass
class Command:
    page: str
    line: int
    text: str
    output: list[str] = field(default_factory=list)


def runnable_commands(path: Path) -> list[Command]:
    lines = path.read_text(encoding="utf-8").splitlines()
    commands: list[Command] = []
    i = 0
    while i < len(lines):
        if lines[i].strip() == MARK:
            if i + 1 >= len(lines) or not lines[i + 1].startswith("```"):
                raise AssertionError(f"{path}:{i + 1}: {MARK} must stand right above a code block")
            i += 2
            while i < len(lines) and not lines[i].startswith("```"):
                line = lines[i]
                if line.startswith("$ "):
                    commands.append(Command(path.relative_to(ROOT).as_posix(), i + 1, line[2:]))
                elif commands and line.strip() and line.strip() != "…":
                    commands[-1].output.append(line)
                i += 1
        i += 1
    return commands


ALL = [command for page in PAGES for command in runnable_commands(page)]


def test_the_docs_mark_commands_as_runnable():
    pages = {command.page for command in ALL}
    assert "README.md" in pages
    assert "docs/getting-started.md" in pages


@pytest.mark.parametrize("command", ALL, ids=[f"{c.page}:{c.line}" for c in ALL])
def test_runnable_command(command: Command, tmp_path: Path):
    assert "pip install" not in command.text, "installing is not a runnable snippet: leave it unmarked"
    shutil.copytree(ROOT / "examples", tmp_path / "examples")
    scripts = Path(sys.executable).parent
    text = re.sub(r"(^|\s)\.venv/bin/", r"\1", command.text)
    env = {**os.environ, "PATH": f"{scripts}{os.pathsep}{os.environ.get('PATH', '')}", "COLUMNS": "200"}
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    result = subprocess.run(
        shlex.split(text), cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600, check=False
    )
    assert result.returncode == 0, f"{command.page}:{command.line}: {command.text}\n{result.stderr[-2000:]}"
    printed = result.stdout.splitlines()
    position = 0
    for expected in command.output:
        while position < len(printed) and printed[position].rstrip() != expected.rstrip():
            position += 1
        assert position < len(printed), (
            f"{command.page}:{command.line}: the page shows a line the command no longer prints: {expected!r}"
        )
        position += 1
