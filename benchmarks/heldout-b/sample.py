"""Draw the second held-out set, benchmarks/heldout-b/, from its source files (seeded; see README.md there).

    python benchmarks/heldout-b/sample.py TANAKA_TRAIN_JA WIKINEWS_FULL_TSV PUD_CONLLU [--seed 20261126]
        [--size 300] [--pud-size 200]

TANAKA_TRAIN_JA and WIKINEWS_FULL_TSV are the files benchmarks/heldout/sample.py reads (train.ja of
odashi/small_parallel_enja at 312408a; full-articles/origin.tsv.gz of tm4roon/jawikinews-headline-dataset at
4cd0f02, un-gzipped). PUD_CONLLU is ja_pud-ud-test.conllu of UniversalDependencies/UD_Japanese-PUD (commit
f992510); its sentences are the `# text =` lines, checked for a case particle on the treebank's own tokens.
The filter is benchmarks/heldout/sample.py's (imported, not copied): 8–60 characters, one sentence ending in 。,
a case particle が, を or に as a token, no bracket, quote, list or heading mark and no Latin word. Left out as well:
every sentence of benchmarks/heldout/, benchmarks/corpora/ and tests/, and every Wikinews article that
benchmarks/heldout/ drew from (its `source` column records the dataset id). A seeded shuffle (a seed the first draw
did not use) picks `--size` Tanaka sentences, one sentence from each of `--size` Wikinews articles, and
`--pud-size` PUD sentences.
"""

from __future__ import annotations

import argparse
import csv
import importlib.util
import random
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
HELDOUT = ROOT / "benchmarks" / "heldout"


# Loaded by path: the earlier draw's module is also named `sample`.
_spec = importlib.util.spec_from_file_location("heldout_sample", HELDOUT / "sample.py")
first = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(first)
ARTICLE_ID = re.compile(r"\(dataset id (\d+)\)$")


def _rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


def known_sentences() -> set[str]:
    """The first draw's exclusions (benchmarks/corpora/*.txt and tests/), the .tsv files of benchmarks/corpora/,
    and the sentences of benchmarks/heldout/."""
    seen = first.known_sentences()
    for path in (ROOT / "benchmarks" / "corpora").rglob("*.tsv"):
        seen.update(re.findall(r"[^\s\t\"',]+。", path.read_text(encoding="utf-8")))
    for path in HELDOUT.glob("*/sentences.tsv"):
        seen.update(row["sentence"] for row in _rows(path))
    return seen


def heldout_articles() -> set[str]:
    """The Wikinews dataset ids benchmarks/heldout/ drew a sentence from."""
    ids = set()
    for row in _rows(HELDOUT / "wikinews" / "sentences.tsv"):
        match = ARTICLE_ID.search(row["source"])
        if match:
            ids.add(match.group(1))
    return ids


def earlier_sentences(sets: list[Path]) -> set[str]:
    """This draw's exclusions (known_sentences) and the sentences of the held-out sets in `sets`."""
    seen = known_sentences()
    for directory in sets:
        for path in directory.glob("*/sentences.tsv"):
            seen.update(row["sentence"] for row in _rows(path))
    return seen


def earlier_articles(sets: list[Path]) -> set[str]:
    """The Wikinews dataset ids benchmarks/heldout/ and the held-out sets in `sets` drew a sentence from."""
    ids = heldout_articles()
    for directory in sets:
        path = directory / "wikinews" / "sentences.tsv"
        for row in _rows(path) if path.exists() else []:
            match = ARTICLE_ID.search(row["source"])
            if match:
                ids.add(match.group(1))
    return ids


def pud(path: Path, seen: set[str]) -> list[tuple[str, str]]:
    """The `# text =` sentences of a UD .conllu that pass the filter (checked on the treebank's tokens)."""
    found = []
    document = sent_id = text = ""
    forms: list[str] = []
    for line in [*path.read_text(encoding="utf-8").splitlines(), ""]:
        if line.startswith("# newdoc id ="):
            document = line.split("=", 1)[1].strip()
        elif line.startswith("# sent_id ="):
            sent_id = line.split("=", 1)[1].strip()
        elif line.startswith("# text ="):
            text = line.split("=", 1)[1].strip()
        elif line and not line.startswith("#"):
            columns = line.split("\t")
            if columns[0].isdigit():  # not a multiword range (1-2) nor an empty node (1.1)
                forms.append(columns[1])
        elif not line and forms:
            # keep() joins the tokens back; a sentence whose text is not its tokens joined is left out.
            if first.keep(" ".join(forms), seen) == text:
                found.append((text, f"UD_Japanese-PUD sentence {sent_id} (document {document})"))
            forms = []
    return found


def draw(
    here: Path,
    prefixes: dict[str, str],
    sources: dict[str, Path],
    sizes: dict[str, int],
    seed: int,
    seen: set[str],
    used: set[str],
) -> str:
    """Write `here/<genre>/sentences.tsv` for each genre in `prefixes` (tanaka, wikinews, pud): a seeded shuffle
    of the candidates not in `seen` picks `sizes[genre]` of them (one sentence from each Wikinews article whose
    dataset id is not in `used`). Returns one line counting the candidates."""
    counts = []
    for genre, prefix in prefixes.items():
        if genre == "wikinews":
            articles = [
                found
                for found in first.wikinews(sources[genre], seen)
                if ARTICLE_ID.search(found[0][1]).group(1) not in used
            ]
            rng = random.Random(seed)
            rng.shuffle(articles)
            rows = [rng.choice(found) for found in articles[: sizes[genre]]]
            counts.append(
                f"wikinews: {len(articles)} articles with a candidate ({len(used)} used articles left out)"
            )
        else:
            if genre == "tanaka":
                candidates = first.tanaka(sources[genre], seen)
            else:
                candidates = pud(sources[genre], seen)
            random.Random(seed).shuffle(candidates)
            rows = candidates[: sizes[genre]]
            counts.append(f"{genre}: {len(candidates)} candidates")
        first.write(here / genre / "sentences.tsv", prefix, rows)
    return "; ".join(counts)


def cli(
    here: Path,
    description: str,
    prefixes: dict[str, str],
    seed: int,
    pud_size: int,
    sets: list[Path],
    size: int = 300,
) -> None:
    """The command line every draw shares: TANAKA WIKINEWS PUD [--seed] [--size] [--pud-size]; `sets` are the
    earlier held-out sets (besides benchmarks/heldout/) whose sentences and Wikinews articles are left out."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("tanaka", type=Path)
    parser.add_argument("wikinews", type=Path)
    parser.add_argument("pud", type=Path)
    parser.add_argument("--seed", type=int, default=seed)
    parser.add_argument("--size", type=int, default=size)
    parser.add_argument("--pud-size", type=int, default=pud_size)
    args = parser.parse_args()
    sources = {"tanaka": args.tanaka, "wikinews": args.wikinews, "pud": args.pud}
    sizes = {"tanaka": args.size, "wikinews": args.size, "pud": args.pud_size}
    print(draw(here, prefixes, sources, sizes, args.seed, earlier_sentences(sets), earlier_articles(sets)))


def further_cli(
    here: Path, description: str, prefixes: dict[str, str], seed: int, letters: str, size: int = 400
) -> None:
    """The command line of the draws from heldout-j on: TANAKA WIKINEWS PUD [--seed] [--size]. Each takes a further
    sentence (one no earlier set holds) from each of `--size` Wikinews articles, whether or not an earlier set drew
    another sentence of the same article, so no article is left out; `letters` name the earlier sets (heldout-X)
    whose sentences are. PUD has no sentence left: its path is read only to keep the shared command line."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("tanaka", type=Path)
    parser.add_argument("wikinews", type=Path)
    parser.add_argument("pud", type=Path)
    parser.add_argument("--seed", type=int, default=seed)
    parser.add_argument("--size", type=int, default=size)
    args = parser.parse_args()
    sources = {"tanaka": args.tanaka, "wikinews": args.wikinews}
    sizes = {"tanaka": args.size, "wikinews": args.size}
    sets = [here.parent / f"heldout-{letter}" for letter in letters]
    print(draw(here, prefixes, sources, sizes, args.seed, earlier_sentences(sets), set()))


def main() -> None:
    prefixes = {"tanaka": "tanb", "wikinews": "newsb", "pud": "pud"}
    cli(HERE, __doc__.splitlines()[0], prefixes, seed=20261126, pud_size=200, sets=[])


if __name__ == "__main__":
    main()
