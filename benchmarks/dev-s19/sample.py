"""Draw session 19's development pool, benchmarks/dev-s19/, from its source files (seeded; see README.md there).

    python benchmarks/dev-s19/sample.py TANAKA_TRAIN_JA WIKINEWS_FULL_TSV PUD_CONLLU [--seed 20261219] [--size 800]

Not a held-out set: fresh text of the two held-out sources for the rule authors of session 19 to judge and tune on
(every sentence of benchmarks/heldout*/ left out, heldout-r included). The filter and layout are those of
benchmarks/heldout-b/sample.py (imported, not copied; its `further_cli` is this command line).
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
    prefixes = {"tanaka": "tans19", "wikinews": "newss19"}
    second.further_cli(
        HERE, __doc__.splitlines()[0], prefixes, seed=20261219, letters="bcdefghijklmnopqr", size=800
    )


if __name__ == "__main__":
    main()
