"""A stream's distinct sentences through a command's work (perturb's rewrites, generate's derivations),
each parsed once: in this process, or with an executor's workers (rewriting/workers.py), keeping a bounded
memo of results and reading or filling a store of earlier ones (perturb's rewrite cache)."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any, Generic, Protocol

from stresskit.errors import ParseInterrupted
from stresskit.parsing.parser import BATCH_SIZE, Parser
from stresskit.rewriting.workers import WORKER_BATCH, BatchResult, Executor, R, SentenceWork

# The results of this many distinct sentences are kept for reuse; cached ones are read this many at a time.
MEMO_SENTENCES = 20_000
CACHED_BATCH = 2048

# Called with (sentences just parsed or found in the cache, distinct sentences).
ParseProgress = Callable[[int, int], None]


# --- a stream's distinct sentences through the work ----------------------------------------------------------

Computed = Iterator[tuple[list[str], dict[str, R]]]  # (a batch of sentences, their results), batch by batch


class ResultStore(Protocol[R]):
    """Results kept on disk between runs (perturb's rewrite cache), by sentence."""

    def missing(self, texts: Iterable[str]) -> list[str]: ...

    def load(self, texts: Iterable[str]) -> dict[str, R]: ...

    def store(self, results: Mapping[str, R]) -> None: ...


class SentenceResults(Generic[R]):
    """A work's results for the distinct sentences of a stream, each sentence parsed once.

    `prepare` computes, batch by batch, the sentences the parse cache lacks (in this process or with the
    executor's workers; each batch's parses are committed to the cache, so Ctrl-C keeps them), then the other
    ones (from their cached parses, or read from the `store` of earlier results) while they fit in a bounded
    memo. `lookup` gives a chunk's results from the memo, and reads or computes those it no longer holds:
    memory holds the memo, not every sentence's results. New results go to the store too.
    """

    def __init__(
        self,
        work: SentenceWork[R],
        parser: Parser,
        executor: Executor | None = None,
        store: ResultStore[R] | None = None,
    ) -> None:
        self.work = work
        self.parser = parser
        self.executor = executor
        self.store = store
        self.parsed = 0
        self.memo_size = MEMO_SENTENCES
        self._memo: OrderedDict[str, R] = OrderedDict()

    def prepare(
        self,
        distinct: list[str],
        progress: ParseProgress | None = None,
        computed: Callable[[list[str]], Computed[R]] | None = None,
    ) -> None:
        """Compute the sentences (distinct, sorted); `computed` replaces `computed_results` for the missing ones."""
        unknown = self.store.missing(distinct) if self.store else distinct  # results not stored
        missing = self.parser.uncached(unknown)
        if progress:
            progress(len(distinct) - len(missing), len(distinct))
        try:
            for batch, results in (computed or self.computed_results)(missing):
                self.parsed += len(batch)
                self._keep(results)
                if progress:
                    progress(len(batch), len(distinct))
            # The other sentences are worked on (or their results read) now too, while they fit in the memo:
            # caches are read in large batches here, instead of a few sentences for each chunk of rows later.
            unparsed, made = set(missing), set(unknown)
            ready = [text for text in unknown if text not in unparsed]
            stored = [text for text in distinct if text not in made]
            for start in range(0, min(len(ready), self._room()), CACHED_BATCH):
                self._keep(self.work.results(ready[start : start + CACHED_BATCH], self.parser.parse))
            if self.store:
                for start in range(0, min(len(stored), self._room()), CACHED_BATCH):
                    self._remember(self.store.load(stored[start : start + CACHED_BATCH]))
        except KeyboardInterrupt:
            if self.executor is not None:
                self.executor.stop()
            cache = self.parser.cache
            cached = len(distinct) - len(self.parser.uncached(distinct)) if cache else self.parsed
            raise ParseInterrupted(cached, len(distinct), self.parser.cache is not None) from None
        finally:
            if self.executor is not None:
                self.executor.close()

    def computed(
        self, missing: list[str], work: SentenceWork[Any] | None = None
    ) -> Iterator[tuple[list[str], BatchResult[Any]]]:
        """The results of `work` (default: this one) for sentences not yet parsed, batch by batch, in this
        process or the executor's workers; each batch's parses are committed to the cache."""
        work = work or self.work
        if self.executor is None:
            for start in range(0, len(missing), BATCH_SIZE):
                batch = missing[start : start + BATCH_SIZE]
                yield batch, BatchResult(work.results(batch, self.parser.parse), None, len(batch))
            return
        batches = [missing[start : start + WORKER_BATCH] for start in range(0, len(missing), WORKER_BATCH)]
        for batch, result in zip(batches, self.executor.run(batches, work), strict=True):
            if self.parser.cache is not None and result.shard is not None:
                self.parser.cache.store_shard(result.shard)
            self.parser.parsed_count += result.parsed
            yield batch, result

    def computed_results(self, missing: list[str]) -> Computed[R]:
        return ((batch, result.outcomes) for batch, result in self.computed(missing))

    def lookup(self, distinct: Sequence[str]) -> dict[str, R]:
        """The results of these distinct sentences, from the memo or computed (their parses from the cache)."""
        known = {text: self._memo[text] for text in distinct if text in self._memo}
        needed = [text for text in distinct if text not in known]
        if needed and self.store:
            stored = self.store.load(needed)
            known.update(stored)
            self._remember(stored)
            needed = [text for text in needed if text not in stored]
        if needed:
            fresh = self.work.results(needed, self.parser.parse)
            known.update(fresh)
            self._keep(fresh)
        return known

    def _room(self) -> int:
        return max(0, self.memo_size - len(self._memo))

    def _keep(self, results: Mapping[str, R]) -> None:
        """Results just made: into the memo and the store."""
        self._remember(results)
        if self.store:
            self.store.store(results)

    def _remember(self, results: Mapping[str, R]) -> None:
        for text, found in results.items():
            self._memo[text] = found
            self._memo.move_to_end(text)
        while len(self._memo) > self.memo_size:
            self._memo.popitem(last=False)
