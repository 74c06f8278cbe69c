"""Draw the held-out sentences of benchmarks/heldout/ from their source files (seeded; see README.md there).

    python benchmarks/heldout/sample.py TANAKA_TRAIN_JA WIKINEWS_FULL_TSV [--seed 20261125] [--size 300]

TANAKA_TRAIN_JA: `train.ja` of github.com/odashi/small_parallel_enja (commit 312408a), KyTea-tokenised Tanaka
Corpus sentences, one a line. WIKINEWS_FULL_TSV: `full-articles/origin.tsv.gz` of
github.com/tm4roon/jawikinews-headline-dataset (commit 4cd0f02), un-gzipped: `id`, `article`, `headline`, the
article MeCab-tokenised. Tokens are joined back (the spaces are the tokenisers', not the authors'), sentences are
kept when they are 8–60 characters, end in 。, contain a case particle (が, を or に) and no bracket, list or
heading mark, and do not occur in benchmarks/corpora or tests/; a seeded shuffle picks `--size` of them (at most
one per Wikinews article).
"""

from __future__ import annotations

import argparse
import csv
import random
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
BANNED = re.compile(r"[()（）「」『』【】［］\[\]・:：;；?？!！/／〜~※＊*#＃]|^\W|[A-Za-zＡ-Ｚａ-ｚ]{2,}")
PARTICLES = re.compile(r" (が|を|に) ")


def join(tokens: str) -> str:
    text = re.sub(r"\s+", " ", tokens.strip())
    # Keep a space only between two Latin words (none survive the filter, but say so explicitly).
    return re.sub(r"(?<![A-Za-z0-9]) | (?![A-Za-z0-9])", "", text)


def keep(tokens: str, seen: set[str]) -> str | None:
    if not PARTICLES.search(f" {tokens} "):
        return None
    text = join(tokens)
    if not (8 <= len(text) <= 60) or not text.endswith("。") or text.count("。") != 1:
        return None
    if BANNED.search(text) or text in seen or "、、" in text:
        return None
    return text


def known_sentences() -> set[str]:
    seen: set[str] = set()
    for path in [*(ROOT / "benchmarks" / "corpora").rglob("*.txt"), *(ROOT / "tests").rglob("*")]:
        if path.is_file() and path.suffix in {".txt", ".tsv", ".py", ".json", ".csv"}:
            seen.update(re.findall(r"[^\s\t\"',]+。", path.read_text(encoding="utf-8", errors="ignore")))
    return seen


def tanaka(path: Path, seen: set[str]) -> list[tuple[str, str]]:
    found = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        text = keep(line, seen)
        if text:
            found.append((text, f"Tanaka Corpus via small_parallel_enja train.ja line {number}"))
    return found


def wikinews(path: Path, seen: set[str]) -> list[list[tuple[str, str]]]:
    articles = []
    csv.field_size_limit(sys.maxsize)
    with path.open(encoding="utf-8") as handle:
        for row in csv.DictReader(handle, delimiter="\t"):
            pieces = [piece.strip() + " 。" for piece in re.split(r"。", row["article"]) if piece.strip()]
            kept = [keep(piece, seen) for piece in pieces]
            headline = join(row["headline"])
            source = f"Japanese Wikinews article 「{headline}」 (dataset id {row['id']})"
            found = [(text, source) for text in dict.fromkeys(t for t in kept if t)]
            if found:
                articles.append(found)
    return articles


def write(path: Path, prefix: str, rows: list[tuple[str, str]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle, delimiter="\t", lineterminator="\n")
        writer.writerow(["id", "sentence", "source"])
        for number, (text, source) in enumerate(rows, 1):
            writer.writerow([f"{prefix}-{number:03d}", text, source])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tanaka", type=Path)
    parser.add_argument("wikinews", type=Path)
    parser.add_argument("--seed", type=int, default=20261125)
    parser.add_argument("--size", type=int, default=300)
    args = parser.parse_args()
    seen = known_sentences()
    spoken = tanaka(args.tanaka, seen)
    random.Random(args.seed).shuffle(spoken)
    write(HERE / "tanaka" / "sentences.tsv", "tan", spoken[: args.size])
    articles = wikinews(args.wikinews, seen)
    rng = random.Random(args.seed)
    rng.shuffle(articles)
    news = [rng.choice(found) for found in articles[: args.size]]
    write(HERE / "wikinews" / "sentences.tsv", "news", news)
    print(f"tanaka: {len(spoken)} candidates; wikinews: {len(articles)} articles with a candidate")


if __name__ == "__main__":
    main()
