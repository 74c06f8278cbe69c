"""Worker processes: `--workers N` on this machine or a Dask cluster, what runs in them, and the executors
that send them batches of sentences and give back their results in the order sent.

Each worker loads GiNZA once (parsing is the expensive step; Sudachi is not thread-safe, so processes, not
threads, and one parse at a time per process). Sentences travel as text; results come back as compact records
with the new parses as one cache `Shard` of bytes, never pickled Docs or the nlp object.

This module imports spaCy only inside its functions, so that the command line can start the worker processes
before it loads the engine (they load theirs meanwhile), and a spawned worker, which imports this module first
to run `start`, keeps PyTorch out (see parsing/without_torch.py) before anything loads spaCy.
"""

from __future__ import annotations

import os
import signal
import threading
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass
from multiprocessing import get_context
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from stresskit.errors import StresskitError
from stresskit.parsing.without_torch import parse_without_torch

if TYPE_CHECKING:
    from spacy.tokens import Doc

    from stresskit.parsing.doc_cache import Shard
    from stresskit.rewriting.sentence import Parse

R = TypeVar("R")

WORKER_BATCH = 64  # sentences per task sent to a worker: small enough to spread, large enough for nlp.pipe
LAST_BATCH = 8  # the smallest batch, at the end of a run
IN_FLIGHT_PER_WORKER = 3  # batches queued per worker: keeps workers busy without holding every result
DASK_LOCAL = "local"
DASK_EXTRA_HINT = "pip install 'stresskit[dask]'"


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


def ready() -> None:
    """A task that does nothing: submitted once per worker so that the pool starts its processes now."""


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


class Executor(Protocol):
    workers: int

    def run(self, batches: Iterable[list[str]], work: SentenceWork[Any]) -> Iterator[BatchResult[Any]]: ...

    def close(self) -> None: ...


# --- the executors -----------------------------------------------------------------------------------------


def worker_batches(texts: Sequence[str], workers: int) -> list[list[str]]:
    """Batches of WORKER_BATCH sentences that shrink toward the end (to LAST_BATCH), so that the workers
    finish together instead of all but one waiting while the last full batch is parsed."""
    batches: list[list[str]] = []
    start = 0
    while start < len(texts):
        size = max(LAST_BATCH, min(WORKER_BATCH, (len(texts) - start) // (2 * workers)))
        batches.append(list(texts[start : start + size]))
        start += size
    return batches


def _in_order(
    batches: Iterable[list[str]],
    submit: Callable[[list[str]], Any],
    result: Callable[[Any], BatchResult[Any]],
    window: int,
) -> Iterator[BatchResult[Any]]:
    """Submit batches keeping at most `window` unfinished, and yield their results in submission order."""
    pending: deque[Any] = deque()
    for batch in batches:
        pending.append(submit(batch))
        if len(pending) >= window:
            yield result(pending.popleft())
    while pending:
        yield result(pending.popleft())


class ProcessExecutor:
    """N worker processes on this machine, started with `spawn` so that none inherits a loaded model.

    The processes start as the executor is made: they load GiNZA while this process loads its own modules
    and reads the input, which keeps the serial part of a run small."""

    def __init__(self, workers: int, model: str) -> None:
        self.workers = workers
        # Spawned workers copy this environment, and read it when they import numpy: set it first.
        limit_threads()
        self._pool: ProcessPoolExecutor | None = ProcessPoolExecutor(
            workers, mp_context=get_context("spawn"), initializer=start, initargs=(model,)
        )
        for _ in range(workers):  # the pool spawns a process for each task submitted while none is idle
            self._pool.submit(ready)
        self._used = False

    def run(self, batches: Iterable[list[str]], work: SentenceWork[Any]) -> Iterator[BatchResult[Any]]:
        if self._pool is None:
            raise RuntimeError("the worker processes were closed")
        pool = self._pool
        self._used = True
        # The work goes with each batch (a pickled perturb Work is ~25 KB): not in `initargs`, whose
        # unpickling would import spaCy before the worker's `start` keeps PyTorch out.
        yield from _in_order(
            batches,
            lambda batch: pool.submit(process_batch, batch, work),
            Future.result,
            self.workers * IN_FLIGHT_PER_WORKER,
        )

    def close(self) -> None:
        if self._pool is None:
            return
        if not self._used:
            # Nothing was sent (every sentence was cached, or the command stopped on an error): stop the
            # processes now instead of waiting ~2 s for them to finish loading a parser no one will use.
            # The pool has no public way to do this before Python 3.14 (terminate_workers).
            for process in list(self._pool._processes.values()):  # noqa: SLF001
                process.terminate()
        self._pool.shutdown(wait=True, cancel_futures=True)
        self._pool = None


class DaskExecutor:
    """The same work on a Dask distributed cluster: `tcp://host:8786`, or `local` for a LocalCluster of
    `workers` processes on this machine. A worker plugin loads the parser once per worker."""

    def __init__(self, address: str, workers: int, model: str) -> None:
        try:
            from distributed import Client, LocalCluster
        except ImportError as error:
            raise StresskitError(
                f"--dask needs Dask distributed; install it with: {DASK_EXTRA_HINT}"
            ) from error
        self._cluster = None
        try:
            if address == DASK_LOCAL:
                limit_threads()  # before the worker processes start, so that they inherit it
                self._cluster = LocalCluster(
                    n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None
                )
                self._client = Client(self._cluster)
            else:
                self._client = Client(address, timeout="10s")
        except (OSError, TimeoutError) as error:
            self.close()
            raise StresskitError(
                f"cannot reach the Dask scheduler at {address} ({error}); start one with `dask scheduler` "
                "and workers with `dask worker tcp://HOST:8786`, or use --dask local"
            ) from error
        from stresskit.rewriting.dask_plugin import ParserPlugin

        plugin = ParserPlugin(model, load_worker, forget_worker)
        self._client.register_plugin(plugin, name=f"stresskit-parser-{model}")
        self.workers = max(1, len(self._client.scheduler_info().get("workers", {})))

    def run(self, batches: Iterable[list[str]], work: SentenceWork[Any]) -> Iterator[BatchResult[Any]]:
        client = self._client
        [shared] = client.scatter([work], broadcast=True)
        yield from _in_order(
            batches,
            lambda batch: client.submit(process_batch, batch, shared, pure=False),
            lambda future: future.result(),
            self.workers * IN_FLIGHT_PER_WORKER,
        )

    def close(self) -> None:
        client = getattr(self, "_client", None)
        if client is not None:
            client.close()
            self._client = None
        if self._cluster is not None:
            self._cluster.close()
            self._cluster = None


def make_executor(workers: int, dask: str | None, model: str) -> Executor | None:
    """The executor the options ask for; None: this process alone."""
    if workers < 1:
        raise StresskitError(f"--workers must be at least 1, got {workers}")
    if dask is not None:
        return DaskExecutor(dask, workers, model)
    return ProcessExecutor(workers, model) if workers > 1 else None
