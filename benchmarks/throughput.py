"""Cost of `stresskit perturb` relative to the raw GiNZA parse it cannot avoid.

In one run: (1) raw parse: load ja_ginza (NER excluded) and nlp.pipe JSICK test's unique premises, as spaCy
does it out of the box (matrix products by blis) and as stresskit's parser does it (by NumPy's BLAS, one
thread; see parsing/parser.py BlasOps); (2) perturb --op scramble,particle-swap,particle-delete --pair all with a fresh cache directory (cold);
(3) the same again (warm: every parse comes from the cache). Each perturb run includes loading the rules,
reading the input and writing the output file, as the CLI does. The two outputs must be identical.
Usage: python benchmarks/throughput.py [--shared ../shared]
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

import spacy
from threadpoolctl import threadpool_limits

from stresskit.parsing.parser import EXCLUDED_COMPONENTS, Parser, use_blas
from stresskit.rewriting.perturb import Options, run
from stresskit.rules.loader import load_rules
from stresskit.tables import read_table, write_table

OPS = ("scramble", "particle-swap", "particle-delete")
PAIRS = ("ga-o", "ga-ni", "ga-de")


def perturb_file(source: Path, target: Path, cache_dir: Path) -> tuple[float, int]:
    start = time.perf_counter()
    table = read_table(source, ["sentence_A_Ja"])
    parser = Parser(cache_dir=cache_dir)
    result = run(table, load_rules(), Options(ops=OPS, pairs=PAIRS), parser)
    write_table(result.table, target)
    return time.perf_counter() - start, parser.parsed_count


def raw_parse(premises: list[str], blas: bool) -> float:
    """Seconds to load ja_ginza and parse the premises with nlp.pipe, with one BLAS thread."""
    with threadpool_limits(1, user_api="blas"):
        start = time.perf_counter()
        nlp = spacy.load("ja_ginza", exclude=list(EXCLUDED_COMPONENTS))
        if blas:
            use_blas(nlp)
        for _ in nlp.pipe(premises, batch_size=256):
            pass
        return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=Path(__file__).resolve().parents[1].parent / "shared")
    source = parser.parse_args().shared / "data" / "jsick" / "test.tsv"
    premises = sorted({row["sentence_A_Ja"] for row in read_table(source).rows})

    raw = raw_parse(premises, blas=False)
    raw_blas = raw_parse(premises, blas=True)

    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        cold, cold_parsed = perturb_file(source, tmp_path / "cold.tsv", tmp_path / "cache")
        warm, warm_parsed = perturb_file(source, tmp_path / "warm.tsv", tmp_path / "cache")
        identical = (tmp_path / "cold.tsv").read_bytes() == (tmp_path / "warm.tsv").read_bytes()

    print(f"unique premises        {len(premises)}")
    print(f"raw parse (load+pipe)  {raw:7.2f} s   ({len(premises) / raw:.0f} sentences/s; spaCy as shipped)")
    print(
        f"raw parse, NumPy BLAS  {raw_blas:7.2f} s   ({len(premises) / raw_blas:.0f} sentences/s; as stresskit parses)"
    )
    print(
        f"perturb, cold cache    {cold:7.2f} s   ({cold / raw:.3f}x raw; {cold / raw_blas:.3f}x raw with NumPy BLAS; "
        f"parsed {cold_parsed})"
    )
    print(
        f"perturb, warm cache    {warm:7.2f} s   ({warm / raw:.3f}x raw; {warm / raw_blas:.3f}x raw with NumPy BLAS; "
        f"parsed {warm_parsed})"
    )
    print(f"outputs identical      {identical}")


if __name__ == "__main__":
    from results_page import record

    record("throughput", "Parse and perturb throughput", main)
