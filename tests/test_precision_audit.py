"""benchmarks/precision_audit.py on a folder of its own (--corpora, --judgements, --skip-judgements), and the shape
of the held-out corpus and its judgements under benchmarks/heldout/."""

from __future__ import annotations

import csv
import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
HELDOUT = ROOT / "benchmarks" / "heldout"


def _audit():
    spec = importlib.util.spec_from_file_location(
        "precision_audit", ROOT / "benchmarks" / "precision_audit.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


def _write(path: Path, header: list[str], rows: list[list[str]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = ["\t".join(header), *("\t".join(row) for row in rows)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_domains_of_another_folder_are_prefixed_and_leave_captions_out(tmp_path: Path) -> None:
    audit = _audit()
    shared = tmp_path / "shared"
    _write(shared / "data" / "jsick" / "train.tsv", ["sentence_A_Ja"], [["男性が走っている。"]])
    corpora = tmp_path / "heldout"
    _write(corpora / "news" / "sentences.tsv", ["id", "sentence", "source"], [["n1", "犬が猫を追う。", "x"]])
    (corpora / "chat").mkdir()
    (corpora / "chat" / "sentences.txt").write_text("猫が寝ている。\n\n", encoding="utf-8")
    (corpora / "empty").mkdir()
    assert audit.domains(shared, corpora) == {
        "heldout-chat": ["猫が寝ている。"],
        "heldout-news": ["犬が猫を追う。"],
    }
    # The default folder keeps its unprefixed names and the captions.
    default = audit.domains(shared)
    assert list(default) == ["captions", "blog", "reviews", "wiki"]
    assert default["captions"] == ["男性が走っている。"]


def test_judgements_come_from_the_files_given(tmp_path: Path) -> None:
    audit = _audit()
    path = tmp_path / "j.tsv"
    _write(
        path,
        audit.DOMAIN_FIELDS,
        [["heldout-news", "犬が猫を追う。", "scramble", "猫を犬が追う。", "yes", "", ""]],
    )
    judged = audit.read_judgements((path,))
    assert list(judged) == [("犬が猫を追う。", "scramble", "猫を犬が追う。")]
    skips = tmp_path / "s.tsv"
    _write(skips, audit.SKIP_FIELDS, [["heldout-news", "猫が寝ている。", "scramble", "r", "no", "yes", ""]])
    assert list(audit.read_skip_judgements(skips)) == [("猫が寝ている。", "scramble")]


def test_audit_runs_on_a_folder_with_its_own_judgements(tmp_path: Path) -> None:
    corpora = tmp_path / "heldout"
    _write(
        corpora / "news" / "sentences.tsv",
        ["id", "sentence", "source"],
        [["n1", "犬が猫を追いかけた。", "x"]],
    )
    judgements = tmp_path / "j.tsv"
    _write(
        judgements,
        ["domain", "premise", "op", "rewrite", "correct", "error_class", "note"],
        [["heldout-news", "犬が猫を追いかけた。", "scramble", "猫を犬が追いかけた。", "yes", "", ""]],
    )
    skips = tmp_path / "s.tsv"
    _write(skips, ["domain", "premise", "op", "reason", "rewritable", "reason_true", "note"], [])
    page = tmp_path / "page.md"
    result = subprocess.run(
        [
            sys.executable,
            str(ROOT / "benchmarks" / "precision_audit.py"),
            "--corpora",
            str(corpora),
            "--judgements",
            str(judgements),
            "--skip-judgements",
            str(skips),
            "--ops",
            "scramble",
            "--write",
            str(page),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={
            "PYTHONPATH": str(ROOT),
            "STRESSKIT_CACHE_DIR": str(tmp_path / "cache"),
            "PATH": "/usr/bin:/bin",
        },
        check=True,
    )
    row = "| heldout-news | scramble | 1/1 | 1 | 1 | 1 | 100.0% | [20.7%, 100.0%] | – | 0 | 0 | 0/0 | – |"
    assert row in result.stdout.splitlines()
    assert "unjudged rewrites: 0, unjudged skips: 0" in result.stdout
    text = page.read_text(encoding="utf-8")
    assert text.startswith(f"# Precision audit on {corpora}\n")
    assert row in text.splitlines()


@pytest.mark.parametrize("genre", ["tanaka", "wikinews"])
def test_heldout_genre_is_as_documented(genre: str) -> None:
    rows = _rows(HELDOUT / genre / "sentences.tsv")
    assert len(rows) == 300
    assert len({row["id"] for row in rows}) == 300
    assert len({row["sentence"] for row in rows}) == 300
    assert all(8 <= len(row["sentence"]) <= 60 and row["sentence"].endswith("。") for row in rows)
    assert all(row["source"] for row in rows)
    assert (HELDOUT / genre / "LICENSE.txt").exists()


def test_heldout_judgements_name_sentences_of_their_genre() -> None:
    genres = {
        f"heldout-{g}": {r["sentence"] for r in _rows(HELDOUT / g / "sentences.tsv")}
        for g in ("tanaka", "wikinews")
    }
    judgements = _rows(HELDOUT / "judgements.tsv")
    assert judgements
    for row in judgements:
        assert row["premise"] in genres[row["domain"]]
        assert row["correct"] in {"yes", "no"}
        assert (row["correct"] == "no") == (row["error_class"] in {str(n) for n in range(1, 14)})
    for row in _rows(HELDOUT / "skip_judgements.tsv"):
        assert row["premise"] in genres[row["domain"]]
        assert row["rewritable"] in {"yes", "no"} and row["reason_true"] in {"yes", "no"}


def test_a_skip_judged_again_for_a_new_reason_counts_with_the_reason_printed(tmp_path: Path) -> None:
    corpora = tmp_path / "heldout"
    _write(corpora / "chat" / "sentences.tsv", ["id", "sentence", "source"], [["c1", "早く寝なさい。", "x"]])
    judgements = tmp_path / "j.tsv"
    _write(judgements, ["domain", "premise", "op", "rewrite", "correct", "error_class", "note"], [])
    reason = "ga-o: no subject marked が/は/も | ga-ni: no subject marked が/は/も | ga-de: no subject marked が/は/も"
    header = ["domain", "premise", "op", "reason", "rewritable", "reason_true", "note"]
    rows = [
        ["heldout-chat", "早く寝なさい。", "scramble", "an older reason", "no", "no", ""],
        ["heldout-chat", "早く寝なさい。", "scramble", reason, "no", "yes", ""],
        ["heldout-chat", "早く寝なさい。", "scramble", "a later, other reason", "no", "no", ""],
    ]
    skips = tmp_path / "s.tsv"
    _write(skips, header, rows)
    result = subprocess.run(
        [
            sys.executable,
            str(ROOT / "benchmarks" / "precision_audit.py"),
            *("--corpora", str(corpora), "--judgements", str(judgements), "--skip-judgements", str(skips)),
            *("--ops", "scramble"),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={
            "PYTHONPATH": str(ROOT),
            "STRESSKIT_CACHE_DIR": str(tmp_path / "cache"),
            "PATH": "/usr/bin:/bin",
        },
        check=True,
    )
    row = "| heldout-chat | scramble | 0/1 | 0 | 0 | 0 | – | – | – | 1 | 0 | 1/1 | – |"
    assert row in result.stdout.splitlines(), result.stdout
