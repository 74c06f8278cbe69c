"""Draw the third held-out set, benchmarks/heldout-c/, from its source files (seeded; see README.md there).

    python benchmarks/heldout-c/sample.py TANAKA_TRAIN_JA WIKINEWS_FULL_TSV PUD_CONLLU [--seed 20261127]
        [--size 300] [--pud-size 200]

The same source files, filter and layout as benchmarks/heldout-b/sample.py (imported, not copied). Left out as
well as everything that draw left out: every sentence of benchmarks/heldout-b/ and every Wikinews article either
earlier draw used. A seeded shuffle with a seed neither earlier draw used picks `--size` Tanaka sentences, one
sentence from each of `--size` Wikinews articles, and `--pud-size` PUD sentences.
"""

from __future__ import annotations

import argparse
import importlib.util
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SECOND = ROOT / "benchmarks" / "heldout-b"


def _second_draw():
    """benchmarks/heldout-b/sample.py as a module (loaded by path: its name is also `sample`)."""
    spec = importlib.util.spec_from_file_location("heldout_b_sample", SECOND / "sample.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


second = _second_draw()
first = second.first


def known_sentences() -> set[str]:
    """The second draw's exclusions and the sentences of benchmarks/heldout-b/."""
    seen = second.known_sentences()
    for path in SECOND.glob("*/sentences.tsv"):
        seen.update(row["sentence"] for row in second._rows(path))
    return seen


def used_articles() -> set[str]:
    """The Wikinews dataset ids benchmarks/heldout/ and benchmarks/heldout-b/ drew a sentence from."""
    ids = second.heldout_articles()
    for row in second._rows(SECOND / "wikinews" / "sentences.tsv"):
        match = second.ARTICLE_ID.search(row["source"])
        if match:
            ids.add(match.group(1))
    return ids


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tanaka", type=Path)
    parser.add_argument("wikinews", type=Path)
    parser.add_argument("pud", type=Path)
    parser.add_argument("--seed", type=int, default=20261127)
    parser.add_argument("--size", type=int, default=300)
    parser.add_argument("--pud-size", type=int, default=200)
    args = parser.parse_args()
    sources = {"tanaka": args.tanaka, "wikinews": args.wikinews, "pud": args.pud}
    sizes = {"tanaka": args.size, "wikinews": args.size, "pud": args.pud_size}
    prefixes = {"tanaka": "tanc", "wikinews": "newsc", "pud": "pudc"}
    print(second.draw(HERE, prefixes, sources, sizes, args.seed, known_sentences(), used_articles()))


if __name__ == "__main__":
    main()
