"""Draw the thirteenth held-out set, benchmarks/heldout-m/, from its source files (seeded; see README.md there).

    python benchmarks/heldout-m/sample.py TANAKA_TRAIN_JA WIKINEWS_FULL_TSV PUD_CONLLU [--seed 20261204] [--size 400]

As for heldout-j, -k and -l, this draw takes a further sentence (one no earlier set holds) from each of `--size` Wikinews
articles, whether or not an earlier set drew another sentence of the same article. UD_Japanese-PUD has no sentence
left (PUD_CONLLU is read only to keep the shared command line); the train file of UD_Japanese-GSD is not in the
stored snapshot and its dev file has 33 candidates, too few for a genre.

The source files, filter and layout of benchmarks/heldout-b/sample.py (imported, not copied). Left out as well as
everything the second draw left out: every sentence of every earlier held-out set (benchmarks/heldout*/).
"""

from __future__ import annotations

import argparse
import importlib.util
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SECOND = ROOT / "benchmarks" / "heldout-b"


# Loaded by path: the earlier draw's module is also named `sample`.
_spec = importlib.util.spec_from_file_location("heldout_b_sample", SECOND / "sample.py")
second = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(second)


EARLIER = [
    ROOT / "benchmarks" / f"heldout-{letter}"
    for letter in ("b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l")
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tanaka", type=Path)
    parser.add_argument("wikinews", type=Path)
    parser.add_argument("pud", type=Path)
    parser.add_argument("--seed", type=int, default=20261204)
    parser.add_argument("--size", type=int, default=400)
    args = parser.parse_args()
    sources = {"tanaka": args.tanaka, "wikinews": args.wikinews}
    sizes = {"tanaka": args.size, "wikinews": args.size}
    prefixes = {"tanaka": "tanm", "wikinews": "newsm"}
    # No article is left out: every earlier set's sentences are (earlier_sentences), so each article drawn gives
    # a sentence nobody has judged.
    print(second.draw(HERE, prefixes, sources, sizes, args.seed, second.earlier_sentences(EARLIER), set()))


if __name__ == "__main__":
    main()
