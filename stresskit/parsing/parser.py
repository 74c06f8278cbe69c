"""Parse each unique sentence once with GiNZA, reusing parses cached on disk.

The parser is loaded lazily: a run whose sentences are all cached never pays for loading it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import cached_property
from importlib import metadata
from pathlib import Path

import numpy
import spacy
from spacy.language import Language
from spacy.tokens import Doc
from spacy.vocab import Vocab
from thinc.api import NumpyOps
from threadpoolctl import threadpool_limits

from stresskit.conventions import DEFAULT_MODEL
from stresskit.errors import StresskitError
from stresskit.parsing.doc_cache import DocCache, encode_shard, japanese_vocab

# NER is not used by any rule and costs ~40% of parse time.
EXCLUDED_COMPONENTS = ("ner",)
BATCH_SIZE = 256
# Besides the model's own package, the packages whose versions shape a parse: spaCy, GiNZA (the bunsetsu and
# compound components), Sudachi and its dictionary, which the tokenizer's words, tags and lemmas come from.
PARSE_PACKAGES = ("spacy", "ginza", "SudachiPy", "SudachiDict-core")

ProgressCallback = Callable[[int], None]


class BlasOps(NumpyOps):
    """thinc's CPU operations with matrix products computed by NumPy's BLAS instead of blis.

    GiNZA's tok2vec layer spends three quarters of the parse in matrix products; with one thread each,
    NumPy's OpenBLAS computes them about 3x faster than the blis build thinc ships (measured with
    benchmarks/throughput.py), and every parse of JSICK's sentences came out the same either way."""

    name = "stresskit-blas"

    def gemm(
        self,
        x: numpy.ndarray,
        y: numpy.ndarray,
        out: numpy.ndarray | None = None,
        trans1: bool = False,
        trans2: bool = False,
    ) -> numpy.ndarray:
        left = x.T if trans1 else x
        right = y.T if trans2 else y
        if out is None:
            return numpy.matmul(left, right)
        numpy.matmul(left, right, out=out)
        return out


def use_blas(nlp: Language) -> Language:
    """Point every layer of the pipeline at BlasOps (layers call `self.ops.gemm`)."""
    ops = BlasOps()
    for _, component in nlp.pipeline:
        model = getattr(component, "model", None)
        if model is not None:
            for layer in model.walk():
                layer.ops = ops
    return nlp


def package_version(package: str) -> str | None:
    """The installed version of a package; None when it is not installed."""
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return None


def model_version(model: str) -> str:
    """The model's name and installed package version, and those of PARSE_PACKAGES, read without loading the
    model: what keys cached parses, so that an upgraded dictionary or spaCy never reads the parses of another."""
    version = spacy.util.get_package_version(model)
    if version is None:
        raise StresskitError(
            f"spaCy model '{model}' is not installed; install it with: pip install {model.replace('_', '-')}"
        )
    others = (f"{package}-{package_version(package) or 'none'}" for package in PARSE_PACKAGES)
    return " ".join([f"{model}-{version}", *others])


class Parser:
    """GiNZA behind a disk cache keyed by sentence text and the versions of the model and the packages that
    shape its parses (model_version)."""

    def __init__(self, model: str = DEFAULT_MODEL, cache_dir: Path | None = None) -> None:
        self.model = model
        self.model_key = model_version(model)
        self.cache = DocCache(cache_dir, self.model_key) if cache_dir is not None else None
        self.parsed_count = 0
        self._vocab = self.cache.vocab if self.cache else japanese_vocab()

    @cached_property
    def nlp(self) -> Language:
        try:
            return use_blas(spacy.load(self.model, exclude=list(EXCLUDED_COMPONENTS)))
        except OSError as exc:
            raise StresskitError(
                f"cannot load spaCy model '{self.model}'; install it with: pip install ja-ginza"
            ) from exc

    def parse(self, texts: Iterable[str], progress: ProgressCallback | None = None) -> dict[str, Doc]:
        """Map each distinct text to its parse; texts missing from the cache are parsed in batches, each
        committed to the cache as soon as it is parsed (an interrupted run keeps what it parsed)."""
        unique = sorted(set(texts))
        docs = self.cache.load(unique) if self.cache else {}
        if progress and docs:
            progress(len(docs))
        missing = [text for text in unique if text not in docs]
        for start in range(0, len(missing), BATCH_SIZE):
            # A cold run works on the Docs a warm run would read back from the cache, not on the
            # pipeline's own: what the cache does not keep cannot make the two runs differ.
            shard = encode_shard(self.parse_uncached(missing[start : start + BATCH_SIZE], progress))
            docs.update(shard.docs(self.vocab))
            if self.cache:
                self.cache.store_shard(shard)
        return docs

    @property
    def vocab(self) -> Vocab:
        """The vocabulary that Docs decoded from cache shards share."""
        return self._vocab

    def uncached(self, texts: Iterable[str]) -> list[str]:
        """The texts the cache does not hold (all of them without a cache), in the order given."""
        return self.cache.missing(texts) if self.cache else list(texts)

    def parse_uncached(
        self, texts: Sequence[str], progress: ProgressCallback | None = None
    ) -> dict[str, Doc]:
        parsed: dict[str, Doc] = {}
        # One BLAS thread: one parse uses one core (--workers uses more), and the sums come out in the
        # same order whatever the machine's core count.
        with threadpool_limits(1, user_api="blas"):
            for text, doc in zip(texts, self.nlp.pipe(texts, batch_size=BATCH_SIZE), strict=True):
                parsed[text] = doc
                if progress:
                    progress(1)
        self.parsed_count += len(parsed)
        return parsed
