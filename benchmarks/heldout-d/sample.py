"""Draw the fourth held-out set, benchmarks/heldout-d/, from its source files (seeded; see README.md there).

    python benchmarks/heldout-d/sample.py TANAKA_TRAIN_JA WIKINEWS_FULL_TSV PUD_CONLLU [--seed 20261128] [--size 300]
        [--pud-size 108]

The source files, filter and layout of benchmarks/heldout-b/sample.py (imported, not copied). Left out as well as everything the second draw left out: every sentence
of every earlier held-out set (benchmarks/heldout*/) and every Wikinews article one of them drew from.
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


def earlier_sets() -> list[Path]:
    return sorted(path for path in (ROOT / "benchmarks").glob("heldout*") if path.is_dir() and path != HERE)


def known_sentences() -> set[str]:
    """The second draw's exclusions and the sentences of every earlier held-out set."""
    seen = second.known_sentences()
    for directory in earlier_sets():
        for path in directory.glob("*/sentences.tsv"):
            seen.update(row["sentence"] for row in second._rows(path))
    return seen


def used_articles() -> set[str]:
    """The Wikinews dataset ids every earlier held-out set drew a sentence from."""
    ids: set[str] = set()
    for directory in earlier_sets():
        path = directory / "wikinews" / "sentences.tsv"
        if path.exists():
            for row in second._rows(path):
                match = second.ARTICLE_ID.search(row["source"])
                if match:
                    ids.add(match.group(1))
    return ids


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tanaka", type=Path)
    parser.add_argument("wikinews", type=Path)
    parser.add_argument("pud", type=Path)
    parser.add_argument("--seed", type=int, default=20261128)
    parser.add_argument("--size", type=int, default=300)
    parser.add_argument("--pud-size", type=int, default=108)
    args = parser.parse_args()
    sources = {"tanaka": args.tanaka, "wikinews": args.wikinews, "pud": args.pud}
    sizes = {"tanaka": args.size, "wikinews": args.size, "pud": args.pud_size}
    prefixes = {"tanaka": "tand", "wikinews": "newsd", "pud": "pudd"}
    print(second.draw(HERE, prefixes, sources, sizes, args.seed, known_sentences(), used_articles()))


if __name__ == "__main__":
    main()
