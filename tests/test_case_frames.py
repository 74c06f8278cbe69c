"""The corpus-derived case-frame lexicon (issue 20, branch fix-frames): it loads and is validated, its counts are
the ones the build wrote, and the keys and verdicts the gate measurement (benchmarks/case_frame_gate.py) uses
are right on exact sentences."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from stresskit.parsing.case_frames import (
    FRAMES_FILE,
    NOUNS_FILE,
    Thresholds,
    case_frames,
    case_of,
    load,
    noun_key,
    predicate_key,
)
from stresskit.parsing.clauses import clause_view

ROOT = Path(__file__).resolve().parents[1]


def _gate_module():
    spec = importlib.util.spec_from_file_location("case_frame_gate", ROOT / "benchmarks" / "case_frame_gate.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _clause(parser, text: str, lemma: str):
    doc = parser.parse([text])[text]
    return next(clause for clause in clause_view(doc) if clause.predicate.lemma_ == lemma)


def test_lexicon_files_are_packaged() -> None:
    listed = (ROOT / "stresskit" / "data" / "package-files.txt").read_text(encoding="utf-8").splitlines()
    for name in (FRAMES_FILE.name, NOUNS_FILE.name, "case_frames.md"):
        assert f"data/{name}" in listed


def test_bad_counts_are_refused(tmp_path) -> None:
    frames = tmp_path / "frames.tsv"
    frames.write_text("predicate\tclauses\tが\tを\tに\tで\ttopic\n食べる\t10\t3\t11\t0\t0\t2\n", encoding="utf-8")
    nouns = tmp_path / "nouns.tsv"
    nouns.write_text("noun\tcase\tcount\tpredicates\n", encoding="utf-8")
    with pytest.raises(ValueError, match="bad counts for 食べる"):
        load(frames, nouns)
    frames.write_text("predicate\tclauses\tが\tを\tに\tで\ttopic\n食べる\t10\t3\t9\t0\t0\t2\n", encoding="utf-8")
    nouns.write_text("noun\tcase\tcount\tpredicates\n時間\tに\t5\t6\n", encoding="utf-8")
    with pytest.raises(ValueError, match="bad row for 時間に"):
        load(frames, nouns)


def test_case_and_predicate_keys(parser) -> None:
    clause = _clause(parser, "私は母には毎晩電話した。", "電話")
    assert predicate_key(clause.predicate) == "電話する"
    assert [(noun_key(phrase), case_of(phrase)) for phrase in clause.phrases] == [("私", "topic"), ("母", "に")]
    passive = _clause(parser, "荷物が店員に運ばれた。", "運ぶ")
    assert predicate_key(passive.predicate) == "運ぶ+passive"
