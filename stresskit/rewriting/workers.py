"""Worker processes: `--workers N` on this machine or a Dask cluster, what runs in them, and the executors
that send them batches of sentences and give back their results in the order sent.

Each worker loads GiNZA once (parsing is the expensive step; Sudachi is not thread-safe, so processes, not
threads, and one parse at a time per process). Sentences travel as text; results come back as compact records
with the new parses as one cache `Shard` of bytes, never pickled Docs or the nlp object.

This module imports spaCy only inside its functions: a spawned worker imports it first, to run `start`, which
keeps PyTorch out of the process (see parsing/without_torch.py) before anything loads spaCy.
"""

from __future__ import annotations

import ctypes
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass
from multiprocessing import get_context
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from stresskit.errors import StresskitError, key
from stresskit.parsing.without_torch import parse_without_torch

if TYPE_CHECKING:
    from spacy.tokens import Doc

    from stresskit.parsing.doc_cache import Shard
    from stresskit.rewriting.sentence import Parse

R = TypeVar("R")

WORKER_BATCH = 64  # sentences per task sent to a worker: small enough to spread, large enough for nlp.pipe
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


PARENT_POLL_SECONDS = 0.5  # how often a worker checks that the process that started it is alive


def start(model: str) -> None:
    """The start of a `--workers` process: Ctrl-C left to the main process, gone when the main process is,
    no PyTorch, the parser loaded."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    exit_with_parent()
    parse_without_torch(model)
    load_worker(model)


def exit_with_parent(parent: int | None = None) -> None:
    """End this process soon after `parent` (default: the process that started it) ends.

    A worker waits on its task queue, whose pipe it holds both ends of: a killed main process (SIGKILL, a
    crash) never closes it, and the worker (and with it multiprocessing's resource tracker, and the stderr
    they share with the main process) would wait forever. A daemon thread polls the parent's pid instead:
    when the worker is orphaned, its parent changes (to init or a subreaper).
    """
    if parent is None:
        # The pid the spawning process passed down, not getppid(): that is init's if it died already.
        spawner = multiprocessing.parent_process()
        parent = spawner.pid if spawner is not None and spawner.pid is not None else os.getppid()
    _kill_with_parent()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_POLL_SECONDS)
        os._exit(1)

    threading.Thread(target=watch, name="stresskit-parent-watch", daemon=True).start()


PR_SET_PDEATHSIG = 1  # <linux/prctl.h>


def _kill_with_parent() -> None:
    """On Linux, also ask the kernel to SIGKILL this process when its parent ends: at once, even while this
    process is busy in C code that keeps the watching thread waiting for the GIL."""
    if not sys.platform.startswith("linux"):
        return
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    except (OSError, AttributeError):
        pass  # the polling thread still ends the process


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


class Executor(Protocol):
    workers: int

    def run(self, batches: Iterable[list[str]], work: SentenceWork[Any]) -> Iterator[BatchResult[Any]]: ...

    def close(self) -> None: ...

    def stop(self) -> None: ...


# --- the executors -----------------------------------------------------------------------------------------


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
    """N worker processes on this machine, started with `spawn` so that none inherits a loaded model."""

    def __init__(self, workers: int, model: str) -> None:
        self.workers = workers
        self.model = model
        self._pool: ProcessPoolExecutor | None = None

    def run(self, batches: Iterable[list[str]], work: SentenceWork[Any]) -> Iterator[BatchResult[Any]]:
        if self._pool is None:
            # Spawned workers copy this environment, and read it when they import numpy: set it here.
            limit_threads()
            self._pool = ProcessPoolExecutor(
                self.workers, mp_context=get_context("spawn"), initializer=start, initargs=(self.model,)
            )
        pool = self._pool
        # The work goes with each batch (a pickled perturb Work is ~25 KB): not in `initargs`, whose
        # unpickling would import spaCy before the worker's `start` keeps PyTorch out.
        yield from _in_order(
            batches,
            lambda batch: pool.submit(process_batch, batch, work),
            Future.result,
            self.workers * IN_FLIGHT_PER_WORKER,
        )

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None

    def stop(self) -> None:
        """Stop the workers now (Ctrl-C, SIGTERM): the batches they are parsing would be thrown away anyway,
        and waiting for them (or for a worker still loading GiNZA) would hold the command up for seconds."""
        if self._pool is None:
            return
        # The pool has no public way to end its workers (Python 3.14 adds terminate_workers).
        processes = list((getattr(self._pool, "_processes", None) or {}).values())
        for process in processes:
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
                f"{key('engine.dask')} needs Dask distributed; install it with: {DASK_EXTRA_HINT}"
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
                f"and workers with `dask worker tcp://HOST:8786`, or set {key('engine.dask')} to local"
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

    def stop(self) -> None:
        self.close()

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
        raise StresskitError(f"{key('engine.workers')} must be at least 1, got {workers}")
    if dask is not None:
        return DaskExecutor(dask, workers, model)
    return ProcessExecutor(workers, model) if workers > 1 else None
