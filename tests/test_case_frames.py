"""The corpus-derived case-frame lexicon (issue 20, branch fix-frames): it loads and is validated, its counts are
the ones the build wrote, and the keys and verdicts the gate measurement (benchmarks/case_frame_gate.py) uses
are right on exact sentences."""

from __future__ import annotations

import importlib.util
import sys
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
    spec = importlib.util.spec_from_file_location(
        "case_frame_gate", ROOT / "benchmarks" / "case_frame_gate.py"
    )
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
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
    frames.write_text(
        "predicate\tclauses\tが\tを\tに\tで\ttopic\n食べる\t10\t3\t11\t0\t0\t2\n", encoding="utf-8"
    )
    nouns = tmp_path / "nouns.tsv"
    nouns.write_text("noun\tcase\tcount\tpredicates\tadjunct\n", encoding="utf-8")
    with pytest.raises(ValueError, match="bad counts for 食べる"):
        load(frames, nouns)
    frames.write_text(
        "predicate\tclauses\tが\tを\tに\tで\ttopic\n食べる\t10\t3\t9\t0\t0\t2\n", encoding="utf-8"
    )
    nouns.write_text("noun\tcase\tcount\tpredicates\tadjunct\n時間\tに\t5\t6\t0\n", encoding="utf-8")
    with pytest.raises(ValueError, match="bad row for 時間に"):
        load(frames, nouns)
    nouns.write_text("noun\tcase\tcount\tpredicates\n時間\tに\t5\t4\n", encoding="utf-8")
    with pytest.raises(ValueError, match="lacks the column adjunct"):
        load(frames, nouns)


def test_case_and_predicate_keys(parser) -> None:
    clause = _clause(parser, "私は母には毎晩電話した。", "電話")
    assert predicate_key(clause.predicate) == "電話する"
    assert [(noun_key(phrase), case_of(phrase)) for phrase in clause.phrases] == [
        ("私", "topic"),
        ("母", "に"),
    ]
    passive = _clause(parser, "荷物が店員に運ばれた。", "運ぶ")
    assert predicate_key(passive.predicate) == "運ぶ+passive"


def test_lexicon_loads_with_its_counts() -> None:
    frames = case_frames()
    assert len(frames.frames) == 895
    assert len(frames.nouns) == 2621
    phone = frames.frames["電話する"]
    assert (phone.clauses, phone.counts) == (56, {"が": 3, "を": 0, "に": 48, "で": 0, "topic": 18})
    live = frames.frames["住む"]
    assert (live.clauses, live.counts["に"], live.counts["で"]) == (312, 274, 0)
    time_ni = frames.nouns[("時間", "に")]
    assert (time_ni.count, time_ni.predicates, time_ni.adjunct) == (23, 20, 16)
    mother_ni = frames.nouns[("母", "に")]
    assert (mother_ni.count, mother_ni.predicates, mother_ni.adjunct) == (21, 15, 0)


def test_verdicts_on_exact_phrases() -> None:
    frames = case_frames()
    frame_test = Thresholds(min_clauses=20, max_rate=0.03)
    # 電話する takes a に-partner in 48 of its 56 clauses: the frame test never refuses one.
    assert frames.verdict("電話する", "時間", "に", frame_test) is None
    assert frames.verdict("学ぶ", "学生", "が", frame_test) == (
        "が-phrase is not in 学ぶ's case frame (corpus evidence: 1 of 60 clauses of 学ぶ have one)"
    )
    adjunct_test = Thresholds(max_rate=0, min_noun=5, adjunct_share=0.5)
    assert frames.verdict("電話する", "時間", "に", adjunct_test) == (
        "時間に attaches to any predicate (corpus evidence: 20 distinct predicates in 23 occurrences, "
        "16 read as adjuncts)"
    )
    assert frames.verdict("電話する", "母", "に", adjunct_test) is None
    # A test restricted to に/で leaves a topic alone.
    oblique = Thresholds(min_clauses=20, max_rate=0.5, cases=("に", "で"))
    assert frames.verdict("泣く", "彼女", "topic", oblique) is None
    assert frames.verdict("泣く", "言葉", "に", oblique) is not None


def test_gate_finds_the_phrases_a_rewrite_touched(parser) -> None:
    gate = _gate_module()
    premise = "私は母には毎晩電話した。"
    doc = parser.parse([premise])[premise]
    touched = gate.touched_phrases(doc, "母には私は毎晩電話した。")
    assert [(t.predicate, t.text, t.case) for t in touched] == [
        ("電話する", "私は", "topic"),
        ("電話する", "母には", "に"),
    ]
    swapped = gate.touched_phrases(doc, "私に母は毎晩電話した。")
    assert [t.text for t in swapped] == ["私は", "母には"]
    adjunct_test = Thresholds(max_rate=0, min_noun=5, adjunct_share=0.5)
    assert gate.refused(case_frames(), touched, adjunct_test) is None
