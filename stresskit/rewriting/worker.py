"""What runs in a worker process of `--workers` or a Dask cluster: the parser loaded once, then batches of
sentences parsed and worked on, the results sent back with the new parses as one cache Shard.

This module imports spaCy only inside its functions: a spawned `--workers` process imports it first, to run
`start`, which keeps PyTorch out of the process (see parsing/without_torch.py) before anything loads spaCy.
"""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from stresskit.parsing.without_torch import parse_without_torch

if TYPE_CHECKING:
    from spacy.tokens import Doc

    from stresskit.parsing.doc_cache import Shard
    from stresskit.rewriting.sentence import Parse

R = TypeVar("R")


class SentenceWork(Protocol[R]):
    """What a command does with each distinct sentence; picklable, so that workers get it with each batch."""

    def results(self, texts: Sequence[str], parse: Parse) -> dict[str, R]:
        """One compact, picklable result per distinct text (no Docs), parsing them with `parse`."""
        ...


@dataclass(frozen=True)
class BatchResult(Generic[R]):
    outcomes: dict[str, R]  # per sentence, the result of the work sent (perturb: one Outcome per task)
    # Every sentence the worker parsed (the premises and, with verification, their rewrites); None when this
    # process parsed them, and the parser committed them to the cache already.
    shard: Shard | None
    parsed: int  # sentences parsed


_state: dict[str, Any] = {}
_worker_lock = threading.Lock()  # a Dask worker may run tasks on several threads; Sudachi must not


def limit_threads() -> None:
    # Each worker is one process of N: a BLAS or OpenMP pool per process would fight for the same cores.
    # The variable reaches processes started from here; a pool already loaded (a Dask worker imports
    # numpy before its plugins run) is limited through threadpoolctl.
    os.environ["OMP_NUM_THREADS"] = "1"
    from threadpoolctl import threadpool_limits

    threadpool_limits(1)


def start(model: str) -> None:
    """The start of a `--workers` process: Ctrl-C left to the main process, no PyTorch, the parser loaded."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parse_without_torch(model)
    load_worker(model)


def load_worker(model: str) -> None:
    """Load the parser into this worker process, once."""
    from stresskit.parsing.parser import Parser

    limit_threads()
    parser = Parser(model, None)
    parser.nlp  # noqa: B018  load now, not inside the first task
    _state["parser"] = parser


def forget_worker() -> None:
    _state.clear()


def process_batch(texts: list[str], work: SentenceWork[Any]) -> BatchResult[Any]:
    """Parse and work on one batch of sentences in a worker; the new parses go back as a Shard."""
    from stresskit.parsing.doc_cache import encode_shard

    parser = _state["parser"]
    fresh: dict[str, Doc] = {}

    def parse(sentences: Iterable[str]) -> dict[str, Doc]:
        fresh.update(parser.parse(text for text in sentences if text not in fresh))
        return fresh

    with _worker_lock:
        results = work.results(texts, parse)
    return BatchResult(results, encode_shard(fresh), len(texts))
