"""One cache directory shared by runs of different code, rules or parsers: each run gets the rows its own
code, rules and parser make, never another's, whether the runs are concurrent or one outlives an edit; a
writer killed mid-way leaves nothing that a later run reads.

Processes here are real: spawned interpreters with their own imports (a copy of the package where the code
differs), on the same cache directory under tmp_path.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
from multiprocessing import get_context
from pathlib import Path

import pytest

import stresskit
from stresskit.evaluation.api import perturb
from stresskit.parsing import parser as parser_module
from stresskit.parsing.parser import Parser
from stresskit.rewriting import rewrite_cache
from stresskit.rewriting.perturb import Options, run
from stresskit.rules.loader import builtin_rules_dir, load_rules
from stresskit.tables import Table

PACKAGE = Path(stresskit.__file__).resolve().parent
ROWS = [
    {
        "sentence_A_Ja": "猫が犬を追いかけている",
        "sentence_B_Ja": "猫が動いている",
        "entailment_label_Ja": "entailment",
    },
    {"sentence_A_Ja": "雨が降った", "sentence_B_Ja": "地面が濡れた", "entailment_label_Ja": "neutral"},
]
NO_OBJECT = "no を-argument of a predicate with a subject"
BUILTIN_ROWS = [
    ("scramble", "ga-o", "犬を猫が追いかけている", ""),
    ("scramble", "ga-o", "雨が降った", NO_OBJECT),
]
# The matcher's reason edited in a copy of the package (the code differs, the rules do not).
EDITED_REASON = NO_OBJECT + " (edited)"
EDITED_CODE_ROWS = [BUILTIN_ROWS[0], ("scramble", "ga-o", "雨が降った", EDITED_REASON)]
# A user's scramble.yaml whose fronting rule leaves 追いかける alone.
EDITED_RULE_ROWS = [
    ("scramble", "ga-o", "猫が犬を追いかけている", "predicate 追いかける is excluded by the rule"),
    ("scramble", "ga-o", "雨が降った", NO_OBJECT),
]


def _share_loaded_ginza(parser: Parser, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every Parser made in this process uses the session's loaded GiNZA (loading it is most of a run)."""
    nlp = parser.nlp
    monkeypatch.setattr(Parser, "nlp", property(lambda self: nlp))


def _rows(result) -> list[tuple[str, str, str, str]]:
    return [(row["op"], row["pair"], row["sentence_A_Ja"], row["skip_reason"]) for row in result.rows]


def _rules_dir(root: Path, excluded: bool) -> Path:
    """A --rules directory with a scramble.yaml: the built-in one, or one whose fronting rule excludes 追いかける."""
    root.mkdir(parents=True)
    text = (builtin_rules_dir() / "scramble.yaml").read_text(encoding="utf-8")
    if excluded:
        text = _exclude_chasing(text)
    (root / "scramble.yaml").write_text(text, encoding="utf-8")
    return root


def _exclude_chasing(text: str) -> str:
    fronting = "    pattern: {order: [subject, partner]}\n"
    assert text.count(fronting) == 1
    condition = (
        "    pattern: {order: [subject, partner], predicate: {head: {LEMMA: {NOT_IN: [追いかける]}}}}\n"
    )
    return text.replace(fronting, condition)


# --- concurrent processes with different rule files --------------------------------------------------------


def _perturb_rounds(rules: str, cache: str, rounds: int, barrier, results) -> None:
    """In a spawned process: `rounds` perturb runs on ROWS with the --rules directory, after the other
    process is ready too (so that they write the same cache at the same time)."""
    barrier.wait()
    found = []
    for _ in range(rounds):
        result = perturb(
            ROWS, ["scramble"], pairs="ga-o", rules=[rules], cache_dir=cache, keep_unchanged=True
        )
        found.append(_rows(result))
    results.put((rules, found))


def test_concurrent_processes_with_different_rule_files_each_get_their_own_rows(tmp_path):
    builtin = _rules_dir(tmp_path / "builtin", excluded=False)
    edited = _rules_dir(tmp_path / "edited", excluded=True)
    cache = tmp_path / "cache"
    context = get_context("spawn")
    barrier, results = context.Barrier(2), context.Queue()
    processes = [
        context.Process(target=_perturb_rounds, args=(str(rules), str(cache), 3, barrier, results))
        for rules in (builtin, edited)
    ]
    for process in processes:
        process.start()
    found = dict(results.get(timeout=600) for _ in processes)
    for process in processes:
        process.join(timeout=60)
        assert process.exitcode == 0
    assert found[str(builtin)] == [BUILTIN_ROWS] * 3
    assert found[str(edited)] == [EDITED_RULE_ROWS] * 3
    # Each rules directory's outcomes are stored under its own key, and a third run reads the right ones.
    assert _rows(
        perturb(ROWS, ["scramble"], pairs="ga-o", rules=[edited], cache_dir=cache, keep_unchanged=True)
    ) == (EDITED_RULE_ROWS)


# --- processes with different code ------------------------------------------------------------------------

RUN = """
import json, sys
import stresskit.rewriting.matcher  # the code this process runs is imported now
from stresskit.evaluation.api import perturb
assert stresskit.__file__.startswith(sys.argv[1]), stresskit.__file__
rows = json.loads(sys.argv[3])
print("imported", flush=True)
if sys.argv[4] == "wait":
    sys.stdin.readline()
for _ in range(int(sys.argv[5])):
    result = perturb(rows, ["scramble"], pairs="ga-o", cache_dir=sys.argv[2], keep_unchanged=True)
    found = [(r["op"], r["pair"], r["sentence_A_Ja"], r["skip_reason"]) for r in result.rows]
    print(json.dumps(found, ensure_ascii=False), flush=True)
"""


def _package_copy(root: Path, edited: bool) -> Path:
    """A copy of the stresskit package under `root` (its built-in rules the real ones); `edited`: the
    matcher's reason for a clause without the partner ends in " (edited)"."""
    shutil.copytree(PACKAGE, root / "stresskit", symlinks=True, ignore=shutil.ignore_patterns("__pycache__"))
    link = root / "stresskit" / "builtin_rules"
    link.unlink()
    link.symlink_to(builtin_rules_dir().resolve(), target_is_directory=True)
    if edited:
        _edit_matcher(root)
    return root


def _edit_matcher(root: Path) -> None:
    matcher = root / "stresskit" / "rewriting" / "matcher.py"
    text = matcher.read_text(encoding="utf-8")
    old = 'f"no {label}-argument of a predicate with a subject"'
    assert text.count(old) == 1
    matcher.write_text(
        text.replace(old, 'f"no {label}-argument of a predicate with a subject (edited)"'), "utf-8"
    )


def _start(root: Path, cache: Path, wait: bool = False, rounds: int = 1) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(root), "PYTHONDONTWRITEBYTECODE": "1"}
    args = [
        str(root),
        str(cache),
        json.dumps(ROWS, ensure_ascii=False),
        "wait" if wait else "go",
        str(rounds),
    ]
    return subprocess.Popen(
        [sys.executable, "-c", RUN, *args],
        cwd=root,  # `-c` puts the working directory first on sys.path
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
    )


def _finish(process: subprocess.Popen[str]) -> tuple[list[list[tuple[str, ...]]], str]:
    """The rows of each of the process's runs, and its stderr."""
    out, err = process.communicate(timeout=600)
    assert process.returncode == 0, err
    lines = [line for line in out.splitlines() if line != "imported"]
    return [[tuple(row) for row in json.loads(line)] for line in lines], err


def test_concurrent_processes_with_different_code_each_get_their_own_rows(tmp_path):
    original = _package_copy(tmp_path / "original", edited=False)
    edited = _package_copy(tmp_path / "edited", edited=True)
    cache = tmp_path / "cache"
    processes = [_start(original, cache, rounds=2), _start(edited, cache, rounds=2)]
    (original_runs, _), (edited_runs, _) = (_finish(process) for process in processes)
    assert original_runs == [BUILTIN_ROWS] * 2
    assert edited_runs == [EDITED_CODE_ROWS] * 2


def test_a_process_that_imported_the_code_before_an_edit_does_not_store_its_rows_for_the_edited_code(
    tmp_path,
):
    package = _package_copy(tmp_path / "package", edited=False)
    cache = tmp_path / "cache"
    old = _start(package, cache, wait=True)
    assert old.stdout is not None and old.stdin is not None
    assert old.stdout.readline() == "imported\n"
    _edit_matcher(package)  # while the old process runs: its code is the one it imported
    old.stdin.write("\n")
    old.stdin.flush()
    (old_rows,), old_err = _finish(old)
    assert old_rows == BUILTIN_ROWS  # what the code it runs writes
    # A process started after the edit makes its own rows: none were stored under the edited code's key.
    (new_rows,), _ = _finish(_start(package, cache))
    assert new_rows == EDITED_CODE_ROWS
    assert (
        f"note: stresskit's source changed since this process started ({package / 'stresskit'}); "
        "its rewrites are not stored in the rewrite cache" in old_err
    )


# --- rules loaded before their file was edited ------------------------------------------------------------


def test_a_rule_set_loaded_before_its_file_was_edited_keys_its_rows_by_what_it_loaded(
    tmp_path, parser, monkeypatch
):
    _share_loaded_ginza(parser, monkeypatch)
    rules = _rules_dir(tmp_path / "rules", excluded=False)
    cache = tmp_path / "cache"
    loaded = load_rules([rules])  # a long-lived process (a notebook, the web app) keeps this rule set
    (rules / "scramble.yaml").write_text(
        _exclude_chasing((rules / "scramble.yaml").read_text(encoding="utf-8")), encoding="utf-8"
    )
    options = Options(ops=("scramble",), pairs=("ga-o",), keep_unchanged=True)
    table = Table(list(ROWS[0]), ROWS)
    # The loaded rule set still rewrites as the file read then said.
    assert _rows(run(table, loaded, options, Parser(cache_dir=cache))) == BUILTIN_ROWS
    # A run that loads the edited file makes its rows from it, not from the rule set loaded before the edit.
    fresh = perturb(ROWS, ["scramble"], pairs="ga-o", rules=[rules], cache_dir=cache, keep_unchanged=True)
    assert _rows(fresh) == EDITED_RULE_ROWS


def test_a_lexicon_that_the_pairs_file_uses_keys_the_rows(tmp_path, parser, monkeypatch):
    _share_loaded_ginza(parser, monkeypatch)
    rules, cache = tmp_path / "rules", tmp_path / "cache"
    (rules / "lexicons").mkdir(parents=True)
    pairs = (builtin_rules_dir() / "pairs.yaml").read_text(encoding="utf-8")
    partner = "    partner: {particle: [を]}\n"
    assert pairs.count(partner) == 1
    kept = "    partner: {particle: [を], head: {LEMMA: {NOT_IN: [$kept_nouns]}}}\n"
    (rules / "pairs.yaml").write_text(pairs.replace(partner, kept), encoding="utf-8")
    lexicon = rules / "lexicons" / "kept_nouns.yaml"
    lexicon.write_text("version: 1\ndescription: nouns left in place\nwords: [犬]\n", encoding="utf-8")
    chasing = ROWS[:1]
    before = perturb(chasing, ["scramble"], pairs="ga-o", rules=[rules], cache_dir=cache, keep_unchanged=True)
    assert _rows(before) == [("scramble", "ga-o", "猫が犬を追いかけている", NO_OBJECT)]
    lexicon.write_text("version: 1\ndescription: nouns left in place\nwords: [魚]\n", encoding="utf-8")
    after = perturb(chasing, ["scramble"], pairs="ga-o", rules=[rules], cache_dir=cache, keep_unchanged=True)
    assert _rows(after) == [BUILTIN_ROWS[0]]


# --- a writer killed mid-way ------------------------------------------------------------------------------

KILLED_WRITER = """
import os, signal, sys
from pathlib import Path
from stresskit.rewriting.rewrite_cache import CACHE_FILE
import sqlite3
db = sqlite3.connect(Path(sys.argv[1]) / CACHE_FILE, isolation_level=None)
db.execute("BEGIN IMMEDIATE")
db.execute("DELETE FROM outcomes")
db.executemany(
    "INSERT INTO outcomes VALUES (?, ?, ?, ?)",
    [(work, "k%d" % i, "half-written", 0) for (work,) in db.execute("SELECT work FROM works") for i in range(50)],
)
os.kill(os.getpid(), signal.SIGKILL)
"""


def test_a_writer_killed_mid_transaction_leaves_nothing_and_the_next_run_reads_the_stored_rows(
    tmp_path, parser, monkeypatch
):
    _share_loaded_ginza(parser, monkeypatch)
    cache = tmp_path / "cache"
    first = perturb(ROWS, ["scramble"], pairs="ga-o", cache_dir=cache, keep_unchanged=True)
    assert _rows(first) == BUILTIN_ROWS
    killed = subprocess.run(
        [sys.executable, "-c", KILLED_WRITER, str(cache)],
        env={**os.environ, "PYTHONPATH": str(PACKAGE.parent)},
    )
    assert killed.returncode == -signal.SIGKILL
    assert (cache / f"{rewrite_cache.CACHE_FILE}-journal").exists()  # the killed writer's hot journal
    # The next run rolls the half-written transaction back and reads the outcomes stored before it.
    calls: list[object] = []
    monkeypatch.setattr(rewrite_cache, "decode_outcomes", _counted(rewrite_cache.decode_outcomes, calls))
    again = perturb(ROWS, ["scramble"], pairs="ga-o", cache_dir=cache, keep_unchanged=True)
    assert _rows(again) == BUILTIN_ROWS
    assert len(calls) == 2  # both premises' outcomes came from the cache
    assert not (cache / f"{rewrite_cache.CACHE_FILE}-journal").exists()


def _counted(function, calls: list[object]):
    def wrapper(*args, **kwargs):
        calls.append(args)
        return function(*args, **kwargs)

    return wrapper


# --- the parser's versions --------------------------------------------------------------------------------


def test_a_parse_made_with_another_dictionary_version_is_not_served(tmp_path, parser, monkeypatch):
    _share_loaded_ginza(parser, monkeypatch)
    cache = tmp_path / "cache"
    Parser(cache_dir=cache).parse(["雨が降った"])
    assert Parser(cache_dir=cache).uncached(["雨が降った"]) == []
    installed = parser_module.package_version

    def upgraded(package: str) -> str | None:
        return "29990101" if package == "SudachiDict-core" else installed(package)

    monkeypatch.setattr(parser_module, "package_version", upgraded)
    assert "SudachiDict-core-29990101" in Parser(cache_dir=cache).model_key.split()
    assert Parser(cache_dir=cache).uncached(["雨が降った"]) == ["雨が降った"]


@pytest.mark.parametrize("package", ["spacy", "ginza", "SudachiPy", "SudachiDict-core"])
def test_the_parse_key_names_each_package_that_shapes_a_parse(package, monkeypatch):
    from importlib import metadata

    assert f"{package}-{metadata.version(package)}" in Parser().model_key.split()
