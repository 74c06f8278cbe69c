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


def _run_audit(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    """benchmarks/precision_audit.py run as a script with its own cache under tmp_path."""
    return subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "precision_audit.py"), *args],
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
    result = _run_audit(
        tmp_path,
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
    )
    row = "| heldout-news | scramble | 1/1 | 1 | 1 | 1 | 100.0% | [20.7%, 100.0%] | – | 0 | 0 | 0/0 | – |"
    assert row in result.stdout.splitlines()
    assert "unjudged rewrites: 0, unjudged skips: 0" in result.stdout
    text = page.read_text(encoding="utf-8")
    assert text.startswith(f"# Precision audit on {corpora}\n")
    assert row in text.splitlines()


def test_audit_pools_each_op_over_its_domains(tmp_path: Path) -> None:
    corpora = tmp_path / "heldout"
    _write(
        corpora / "news" / "sentences.tsv",
        ["id", "sentence", "source"],
        [["n1", "犬が猫を追いかけた。", "x"]],
    )
    _write(
        corpora / "chat" / "sentences.tsv",
        ["id", "sentence", "source"],
        [["c1", "猫が犬を追いかけた。", "x"]],
    )
    judgements = tmp_path / "j.tsv"
    _write(
        judgements,
        ["domain", "premise", "op", "rewrite", "correct", "error_class", "note"],
        [
            ["heldout-news", "犬が猫を追いかけた。", "scramble", "猫を犬が追いかけた。", "yes", "", ""],
            ["heldout-chat", "猫が犬を追いかけた。", "scramble", "犬を猫が追いかけた。", "no", "5", "a test"],
        ],
    )
    skips = tmp_path / "s.tsv"
    _write(skips, ["domain", "premise", "op", "reason", "rewritable", "reason_true", "note"], [])
    result = _run_audit(
        tmp_path,
        *("--corpora", str(corpora), "--judgements", str(judgements), "--skip-judgements", str(skips)),
        *("--ops", "scramble"),
    )
    lines = result.stdout.splitlines()
    assert "Pooled over the 2 domains (every judged sampled rewrite counts once):" in lines
    assert "| scramble | 2 | 1 | 50.0% | [9.5%, 90.5%] | 5×1 |" in lines, result.stdout


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
    result = _run_audit(
        tmp_path,
        *("--corpora", str(corpora), "--judgements", str(judgements), "--skip-judgements", str(skips)),
        *("--ops", "scramble"),
    )
    row = "| heldout-chat | scramble | 0/1 | 0 | 0 | 0 | – | – | – | 1 | 0 | 1/1 | – |"
    assert row in result.stdout.splitlines(), result.stdout


def test_generate_audit_counts_pairs_samples_and_judgements_per_phenomenon() -> None:
    audit = _audit()
    pairs = {
        "factive": {
            ("おそらく猫が寝ただろう", "猫が寝ました。", "neutral"): "nonfactive-adverb-osoraku",
            ("猫が寝たことは確実だ", "猫が寝ました。", "entailment"): "factive-kakujitsu",
            ("猫が寝ましたかもしれない", "猫が寝ました。", "neutral"): "modal-kamoshirenai",
        },
        "scrambling": {
            ("学生が本を読んだ。", "本を学生が読んだ。", "entailment"): "scramble",
            ("学生が本を読んだ。", "本が学生を読んだ。", "neutral"): "np-swap",
        },
    }
    sources = {"factive": {"1", "2"}, "scrambling": {"2"}}
    judgements = {
        ("猫が寝たことは確実だ", "猫が寝ました。", "entailment"): {"correct": "yes", "error_class": ""},
        ("猫が寝ましたかもしれない", "猫が寝ました。", "neutral"): {"correct": "no", "error_class": "14"},
        ("学生が本を読んだ。", "本を学生が読んだ。", "entailment"): {"correct": "yes", "error_class": ""},
        ("学生が本を読んだ。", "本が学生を読んだ。", "neutral"): {"correct": "yes", "error_class": ""},
    }
    lines, sampled, unjudged, weighted = audit.generate_audit(
        "heldout-x", 3, pairs, sources, judgements, 5, 10
    )
    assert lines == [
        "| heldout-x | factive | 3 | 2/3 | 3 | 2 | 1 | 50.0% | [9.5%, 90.5%] | 14×1 |",
        "| heldout-x | scrambling | 2 | 1/3 | 2 | 2 | 2 | 100.0% | [34.2%, 100.0%] | – |",
        "| heldout-x | all | 5 | 2/3 | 5 | 4 | 3 | 75.0% | [30.1%, 95.4%] | 14×1 |",
    ]
    assert len(sampled) == 5
    # Each phenomenon's precision weighted by its pairs: (3 × 1/2 + 2 × 2/2) / 5.
    assert weighted == pytest.approx(0.7)
    assert unjudged == [
        {
            "domain": "heldout-x",
            "premise": "おそらく猫が寝ただろう",
            "phenomenon": "factive",
            "rule": "nonfactive-adverb-osoraku",
            "hypothesis": "猫が寝ました。",
            "label": "neutral",
        }
    ]
    # The sample is seeded and ranked per item: one pair per phenomenon, the same for the same seed.
    lines, sampled, _, _ = audit.generate_audit("heldout-x", 3, pairs, sources, judgements, 5, 1)
    again = audit.generate_audit("heldout-x", 3, pairs, sources, judgements, 5, 1)[1]
    assert [row["phenomenon"] for row in sampled] == ["factive", "scrambling"]
    assert sampled == again
    assert lines[-1].startswith("| heldout-x | all | 5 | 2/3 | 2 | ")


def test_generate_mode_runs_generate_on_a_folder_and_writes_the_unjudged_pairs(tmp_path: Path) -> None:
    corpora = tmp_path / "heldout"
    premise = "学生が本を読んだ。"
    _write(corpora / "news" / "sentences.tsv", ["id", "sentence", "source"], [["n1", premise, "x"]])
    judgements = tmp_path / "j.tsv"
    domain = ["heldout-news", premise, "scrambling"]
    _write(
        judgements,
        _audit().GENERATE_FIELDS,
        [
            [*domain, "scramble", "本を学生が読んだ。", "entailment", "yes", "", ""],
            [*domain, "np-swap", "本が学生を読んだ。", "neutral", "yes", "", "grammatical, nonsensical"],
            [*domain, "particle-swap", "学生を本が読んだ。", "neutral", "yes", "", ""],
        ],
    )
    unjudged = tmp_path / "u.tsv"
    page = tmp_path / "page.md"
    result = _run_audit(
        tmp_path,
        *("--generate", "--phenomena", "scrambling", "--per-phenomenon", "10", "--seed", "5"),
        *("--corpora", str(corpora), "--judgements", str(judgements), "--unjudged", str(unjudged)),
        *("--write", str(page)),
    )
    row = "| heldout-news | scrambling | 4 | 1/1 | 4 | 3 | 3 | 100.0% | [43.8%, 100.0%] | – |"
    assert row in result.stdout.splitlines(), result.stdout
    assert "unjudged pairs: 1" in result.stdout
    assert "heldout-news: precision weighted by pairs per phenomenon 100.0% (3 judged)" in result.stdout
    assert _rows(unjudged) == [
        {
            "domain": "heldout-news",
            "premise": "学生が本を読んだ。",
            "phenomenon": "scrambling",
            "rule": "object-topicalisation",
            "hypothesis": "本は学生が読んだ。",
            "label": "entailment",
            "correct": "",
            "error_class": "",
            "note": "",
        }
    ]
    text = page.read_text(encoding="utf-8")
    assert text.startswith(f"# Generate audit on {corpora}\n")
    assert row in text.splitlines()


HELDOUT_B = ROOT / "benchmarks" / "heldout-b"


@pytest.mark.parametrize(("genre", "size"), [("tanaka", 300), ("wikinews", 300), ("pud", 200)])
def test_heldout_b_genre_is_as_documented(genre: str, size: int) -> None:
    rows = _rows(HELDOUT_B / genre / "sentences.tsv")
    assert len(rows) == size
    assert len({row["id"] for row in rows}) == size
    assert len({row["sentence"] for row in rows}) == size
    assert all(8 <= len(row["sentence"]) <= 60 and row["sentence"].endswith("。") for row in rows)
    assert all(row["sentence"].count("。") == 1 for row in rows)
    assert all(row["source"] for row in rows)
    assert (HELDOUT_B / genre / "LICENSE.txt").exists()


def test_heldout_b_shares_no_sentence_and_no_wikinews_article_with_heldout() -> None:
    first = {
        row["sentence"]
        for genre in ("tanaka", "wikinews")
        for row in _rows(HELDOUT / genre / "sentences.tsv")
    }
    second = [
        row["sentence"]
        for genre in ("tanaka", "wikinews", "pud")
        for row in _rows(HELDOUT_B / genre / "sentences.tsv")
    ]
    assert len(second) == 800
    assert not first & set(second)

    def articles(folder: Path) -> list[str]:
        return [
            row["source"].rsplit("dataset id ", 1)[1] for row in _rows(folder / "wikinews" / "sentences.tsv")
        ]

    assert len(set(articles(HELDOUT_B))) == 300
    assert not set(articles(HELDOUT)) & set(articles(HELDOUT_B))


def test_heldout_b_generate_judgements_are_the_sampled_pairs_judged() -> None:
    audit = _audit()
    judged = _rows(HELDOUT_B / "generate_judgements.tsv")
    sampled = _rows(HELDOUT_B / "unjudged-generate.tsv")
    key = ("domain", "premise", "phenomenon", "rule", "hypothesis", "label")
    assert list(judged[0]) == audit.GENERATE_FIELDS
    # every pair of the first draw (main at 44f97db) is judged; pairs the fixed rules brought into the sample since
    # were judged after them and appended
    assert {tuple(row[k] for k in key) for row in sampled} <= {tuple(row[k] for k in key) for row in judged}
    assert len(judged) == len({tuple(row[k] for k in key) for row in judged}) == 319
    classes = {str(n) for n in range(1, 16)}
    for row in judged:
        assert row["domain"] in {"heldout-b-pud", "heldout-b-tanaka", "heldout-b-wikinews"}
        assert row["correct"] in {"yes", "no"}
        assert (row["correct"] == "no") == (row["error_class"] in classes), row
        assert row["correct"] == "yes" or row["note"], row


def test_heldout_b_draw_keeps_pud_sentences_by_the_first_draws_filter(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("heldout_b_sample", HELDOUT_B / "sample.py")
    sample = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(sample)

    def sentence(sent_id: str, forms: list[str], text: str | None = None) -> str:
        tokens = [f"{n}\t{form}\t_\t_\t_\t_\t0\t_\t_\t_" for n, form in enumerate(forms, 1)]
        return "\n".join([f"# sent_id = {sent_id}", f"# text = {text or ''.join(forms)}", *tokens, ""])

    conllu = tmp_path / "pud.conllu"
    conllu.write_text(
        "\n".join(
            [
                "# newdoc id = n01",
                sentence("n01-1", ["学生", "が", "本", "を", "読ん", "だ", "。"]),
                sentence("n01-2", ["今日", "は", "晴れ", "です", "。"]),  # no case particle
                sentence("n01-3", ["犬", "が", "走る", "。"]),  # 5 characters: too short
                "# newdoc id = n02",
                sentence("n02-1", ["猫", "が", "魚", "を", "食べ", "た", "。"]),  # already known
                sentence("n02-2", ["私", "は", "「", "本", "」", "を", "買っ", "た", "。"]),  # a quote mark
                sentence(
                    "n02-3", ["彼", "に", "手紙", "を", "書い", "た", "よ", "。"], "彼に手紙を書いたよ 。"
                ),
            ]
        ),
        encoding="utf-8",
    )
    found = sample.pud(conllu, {"猫が魚を食べた。"})
    assert found == [("学生が本を読んだ。", "UD_Japanese-PUD sentence n01-1 (document n01)")]
