"""Draw the third held-out set, benchmarks/heldout-c/, from its source files (seeded; see README.md there).

    python benchmarks/heldout-c/sample.py TANAKA_TRAIN_JA WIKINEWS_FULL_TSV PUD_CONLLU [--seed 20261127]
        [--size 300] [--pud-size 200]

The same source files, filter and layout as benchmarks/heldout-b/sample.py (imported, not copied). Left out as
well as everything that draw left out: every sentence of benchmarks/heldout-b/ and every Wikinews article either
earlier draw used. A seeded shuffle with a seed neither earlier draw used picks `--size` Tanaka sentences, one
sentence from each of `--size` Wikinews articles, and `--pud-size` PUD sentences.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SECOND = ROOT / "benchmarks" / "heldout-b"


# Loaded by path: the earlier draw's module is also named `sample`.
_spec = importlib.util.spec_from_file_location("heldout_b_sample", SECOND / "sample.py")
second = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(second)


def main() -> None:
    prefixes = {"tanaka": "tanc", "wikinews": "newsc", "pud": "pudc"}
    second.cli(HERE, __doc__.splitlines()[0], prefixes, seed=20261127, pud_size=200, sets=[SECOND])


if __name__ == "__main__":
    main()
