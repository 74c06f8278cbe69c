"""Draw the ninth held-out set, benchmarks/heldout-i/, from its source files (seeded; see README.md there).

    python benchmarks/heldout-i/sample.py TANAKA_TRAIN_JA WIKINEWS_FULL_TSV PUD_CONLLU [--seed 20261130] [--size 400]

UD_Japanese-PUD has no sentence left that no earlier set drew, so this draw has two genres (PUD_CONLLU is read only
to keep the shared command line).

The source files, filter and layout of benchmarks/heldout-b/sample.py (imported, not copied). Left out as well as
everything the second draw left out: every sentence of every earlier held-out set (benchmarks/heldout*/) and every
Wikinews article one of them drew from.
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


EARLIER = [
    ROOT / "benchmarks" / name
    for name in ("heldout-b", "heldout-c", "heldout-d", "heldout-e", "heldout-f", "heldout-g", "heldout-h")
]


def main() -> None:
    prefixes = {"tanaka": "tani", "wikinews": "newsi"}
    second.cli(HERE, __doc__.splitlines()[0], prefixes, seed=20261130, pud_size=0, sets=EARLIER, size=400)


if __name__ == "__main__":
    main()
