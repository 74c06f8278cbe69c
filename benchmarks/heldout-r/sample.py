"""Draw the eighteenth held-out set, benchmarks/heldout-r/, from its source files (seeded; see README.md there).

    python benchmarks/heldout-r/sample.py TANAKA_TRAIN_JA WIKINEWS_FULL_TSV PUD_CONLLU [--seed 20261209] [--size 400]

As for heldout-j … -q, this draw takes a further sentence (one no earlier set holds) from each of `--size` Wikinews
articles, whether or not an earlier set drew another sentence of the same article. UD_Japanese-PUD has no sentence
left (PUD_CONLLU is read only to keep the shared command line); the train file of UD_Japanese-GSD is not in the
stored snapshot and its dev file has 33 candidates, too few for a genre.

The source files, filter and layout of benchmarks/heldout-b/sample.py (imported, not copied; its `further_cli` is this command line). Left out as well as
everything the second draw left out: every sentence of every earlier held-out set (benchmarks/heldout*/).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

HERE = Path(__file__).resolve().parent

# Loaded by path: the earlier draw's module is also named `sample`.
_spec = importlib.util.spec_from_file_location("heldout_b_sample", HERE.parent / "heldout-b" / "sample.py")
second = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(second)


def main() -> None:
    prefixes = {"tanaka": "tanr", "wikinews": "newsr"}
    second.further_cli(HERE, __doc__.splitlines()[0], prefixes, seed=20261209, letters="bcdefghijklmnopq")


if __name__ == "__main__":
    main()
