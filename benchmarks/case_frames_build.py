"""Make the corpus-derived case-frame lexicon, stresskit/data/case_frames.tsv and case_frame_nouns.tsv (issue 20).

    nice -n 10 python benchmarks/case_frames_build.py TANAKA_TRAIN_JA WIKINEWS_FULL_TSV [--cap 90000] [--workers 2]

TANAKA_TRAIN_JA and WIKINEWS_FULL_TSV are the files benchmarks/heldout/sample.py reads (train.ja of
odashi/small_parallel_enja at 312408a; full-articles/origin.tsv.gz of tm4roon/jawikinews-headline-dataset at
4cd0f02, un-gzipped). Tokens are joined back as the held-out draws do. Left out: every sentence the held-out
draws leave out (benchmarks/corpora, tests/) and every sentence of every benchmarks/heldout*/*/sentences.tsv,
and every Wikinews article any of them drew from (benchmarks/heldout-b/sample.py's `earlier_sentences` and
`earlier_articles`, which read only the `sentence` and `source` columns). Kept: 6–80 characters ending in 。,
one sentence. At most `--cap` sentences (Tanaka first, then Wikinews in file order).

Each sentence is parsed by stresskit.parsing.Parser (cached under STRESSKIT_CACHE_DIR) in `--workers` processes,
and every case-marked phrase of every clause of the clause view is counted (stresskit.parsing.case_frames
.observations):
- per predicate key (lemma, する after a verbal noun, +passive/+causative), the clauses whose ARGUMENT phrases
  include one in が, を, に, で or a bare は/も topic (`case_frames.tsv`; predicates with >= --min-clauses);
- per (head noun lemma, case), over arguments and adjuncts alike, its occurrences, the number of distinct
  predicates it occurs with and the occurrences the clause view reads as adjuncts (`case_frame_nouns.tsv`; pairs
  with >= --min-noun occurrences).
`--raw PATH` also pickles the raw (predicate, noun, case, is-argument) counts (for benchmarks/case_frame_gate.py
--raw); `--from-raw PATH` writes the two files from such a pickle without parsing.
"""

from __future__ import annotations

import argparse
import csv
import importlib.util
import os
import pickle
import re
import sys
import time
from collections import Counter, defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from stresskit.parsing.case_frames import CASES, FRAMES_FILE, NOUNS_FILE, clause_observations  # noqa: E402

_spec = importlib.util.spec_from_file_location(
    "heldout_b_sample", ROOT / "benchmarks" / "heldout-b" / "sample.py"
)
second = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(second)
first = second.first

HELDOUT_SETS = sorted(path for path in (ROOT / "benchmarks").glob("heldout-*") if path.is_dir())
CHUNK = 2000


def _keep(text: str, seen: set[str]) -> bool:
    return 6 <= len(text) <= 80 and text.endswith("。") and text.count("。") == 1 and text not in seen


def corpus(tanaka: Path, wikinews: Path, cap: int) -> tuple[list[str], dict[str, int]]:
    """The sentences counted (distinct, in order) and how many came from each source."""
    seen = second.earlier_sentences(HELDOUT_SETS)
    used = second.earlier_articles(HELDOUT_SETS)
    texts: dict[str, None] = {}
    counts = Counter()
    for line in tanaka.read_text(encoding="utf-8").splitlines():
        text = first.join(line)
        if _keep(text, seen) and text not in texts:
            texts[text] = None
            counts["tanaka"] += 1
    csv.field_size_limit(sys.maxsize)
    with wikinews.open(encoding="utf-8") as handle:
        for row in csv.DictReader(handle, delimiter="\t"):
            if row["id"] in used:
                counts["wikinews articles left out"] += 1
                continue
            for piece in re.split(r"。", row["article"]):
                text = first.join(piece.strip() + " 。") if piece.strip() else ""
                if text and _keep(text, seen) and text not in texts:
                    texts[text] = None
                    counts["wikinews"] += 1
    ordered = list(texts)[:cap]
    counts["kept (cap)"] = len(ordered)
    return ordered, dict(counts)


def _count(chunk: list[str]) -> tuple[Counter, Counter, Counter, int]:
    from stresskit.parsing.clauses import clause_view
    from stresskit.parsing.parser import Parser

    parser = Parser(cache_dir=Path(os.environ["STRESSKIT_CACHE_DIR"]) / "case-frames")
    docs = parser.parse(chunk)
    clauses: Counter = Counter()
    slots: Counter = Counter()
    triples: Counter = Counter()  # (predicate, noun, case, is_argument)
    for text in chunk:
        for clause in clause_view(docs[text]):
            found = list(clause_observations(clause))
            for observation in found:
                triples[
                    (observation.predicate, observation.noun, observation.case, observation.argument)
                ] += 1
            cases = {observation.case for observation in found if observation.argument}
            if cases:
                clauses[found[0].predicate] += 1
                for case in cases:
                    slots[(found[0].predicate, case)] += 1
    return clauses, slots, triples, parser.parsed_count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tanaka", type=Path)
    parser.add_argument("wikinews", type=Path)
    parser.add_argument("--cap", type=int, default=90000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--min-clauses", type=int, default=10)
    parser.add_argument("--min-noun", type=int, default=5)
    parser.add_argument("--raw", type=Path, help="also pickle the raw (predicate, noun, case) counts here")
    parser.add_argument(
        "--from-raw", type=Path, help="write the lexicon from counts --raw pickled (no parse)"
    )
    args = parser.parse_args()
    started = time.monotonic()
    texts, counts = corpus(args.tanaka, args.wikinews, args.cap)
    print("corpus:", counts, flush=True)
    chunks = [texts[start : start + CHUNK] for start in range(0, len(texts), CHUNK)]
    clauses: Counter = Counter()
    slots: Counter = Counter()
    triples: Counter = Counter()
    parsed = 0
    if args.from_raw:
        raw = pickle.loads(args.from_raw.read_bytes())
        clauses, slots, triples = raw["clauses"], raw["slots"], raw["triples"]
    else:
        with ProcessPoolExecutor(args.workers) as pool:
            for number, (c, s, t, p) in enumerate(pool.map(_count, chunks), 1):
                clauses.update(c)
                slots.update(s)
                triples.update(t)
                parsed += p
                print(f"chunk {number}/{len(chunks)} ({time.monotonic() - started:.0f}s)", flush=True)
    if args.raw:
        args.raw.write_bytes(pickle.dumps({"clauses": clauses, "slots": slots, "triples": triples}))
    source = (
        f"# Made by benchmarks/case_frames_build.py from {len(texts)} sentences ({counts.get('tanaka', 0)} Tanaka "
        f"Corpus, {len(texts) - min(len(texts), counts.get('tanaka', 0))} Japanese Wikinews); see case_frames.md.\n"
    )
    with FRAMES_FILE.open("w", encoding="utf-8") as handle:
        handle.write(source)
        handle.write(
            "# clauses: clauses of the predicate with a case-marked argument; each case: those with one in it\n"
        )
        handle.write("\t".join(["predicate", "clauses", *CASES]) + "\n")
        for key, total in sorted(clauses.items(), key=lambda item: (-item[1], item[0])):
            if total >= args.min_clauses:
                handle.write(
                    "\t".join([key, str(total), *(str(slots[(key, case)]) for case in CASES)]) + "\n"
                )
    uses: Counter = Counter()
    adjuncts: Counter = Counter()
    spread: dict[tuple[str, str], set[str]] = defaultdict(set)
    for (predicate, noun, case, is_argument), count in triples.items():
        uses[(noun, case)] += count
        adjuncts[(noun, case)] += 0 if is_argument else count
        spread[(noun, case)].add(predicate)
    with NOUNS_FILE.open("w", encoding="utf-8") as handle:
        handle.write(source)
        handle.write(
            "# count: phrases (arguments and adjuncts) headed by the noun in the case; predicates: distinct "
            "predicates; adjunct: read as adjuncts by the clause view\n"
        )
        handle.write("noun\tcase\tcount\tpredicates\tadjunct\n")
        for (noun, case), count in sorted(uses.items(), key=lambda item: (-item[1], item[0])):
            if count >= args.min_noun:
                handle.write(
                    f"{noun}\t{case}\t{count}\t{len(spread[(noun, case)])}\t{adjuncts[(noun, case)]}\n"
                )
    print(
        f"parsed {parsed} sentences not in the cache; {len(texts)} counted; "
        f"{sum(1 for v in clauses.values() if v >= args.min_clauses)} predicates kept of {len(clauses)}; "
        f"{sum(1 for v in uses.values() if v >= args.min_noun)} noun rows kept of {len(uses)}; "
        f"{time.monotonic() - started:.0f}s"
    )


if __name__ == "__main__":
    main()
