"""Run a model over pairs: each distinct pair asked once, in batches (concurrently for remote models),
through the prediction cache."""

from __future__ import annotations

import json
from collections import Counter, OrderedDict
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Protocol, TypeVar

from stresskit.errors import ModelFailed, PredictionInterrupted, StresskitError, answers_kept
from stresskit.evaluation.identity import model_key
from stresskit.evaluation.models import Model, Pair, Prediction, check_count
from stresskit.evaluation.prediction_cache import PredictionCache, decode_prediction, encode_prediction
from stresskit.spill import SpilledMap

R = TypeVar("R")


@dataclass(frozen=True)
class PredictionCounts:
    """Where the answers of a run came from."""

    distinct: int  # distinct pairs
    from_cache: int  # of them, answered from the prediction cache
    model_key: str  # `model_key(model)` once the model is identified
    cache_used: bool
    unparsed: int  # distinct pairs the model answered without a label or score


@dataclass(frozen=True)
class PredictionRun(PredictionCounts):
    """Every pair's prediction in input order, and where the answers came from."""

    predictions: list[Prediction]


def predict_all(
    model: Model,
    pairs: Sequence[Pair],
    *,
    batch_size: int = 32,
    cache: PredictionCache | None = None,
    progress: Callable[[int], None] | None = None,
) -> list[Prediction]:
    """Every pair's prediction, in input order (see `predict_pairs`)."""
    return predict_pairs(model, pairs, batch_size=batch_size, cache=cache, progress=progress).predictions


def predict_pairs(
    model: Model,
    pairs: Sequence[Pair],
    *,
    batch_size: int = 32,
    cache: PredictionCache | None = None,
    progress: Callable[[int], None] | None = None,
) -> PredictionRun:
    """Predict every pair, in input order, asking the model once per distinct pair (see `Asker`)."""
    known: dict[Pair, Prediction] = {}
    asker = Asker(model, known, batch_size=batch_size, cache=cache, progress=progress)
    asker.ask(pairs)
    counts = asker.finish()
    return PredictionRun(**vars(counts), predictions=[known[pair] for pair in pairs])


class Answers(Protocol):
    """Where an `Asker` keeps each distinct pair's answer: a dict, or `SpilledAnswers` for long streams."""

    def __contains__(self, pair: object) -> bool: ...
    def __getitem__(self, pair: Pair) -> Prediction: ...
    def update(self, answers: Mapping[Pair, Prediction]) -> None: ...


class Asker:
    """Asks a model about pairs that arrive chunk after chunk, each distinct pair once, into `answers`.

    Cached pairs are not asked again, and each batch is stored in the cache as soon as it is answered,
    so an interrupted run resumes where it stopped. A model with an `identify(pair)` method (an http
    server that may report its model) is first asked about one pair, so the cache is read under the
    key of the model that answers. Pairs the cache lacks are asked in the order they first arrive, in
    batches of `batch_size` (at most `model.max_batch`), up to `model.concurrency` batches at once; a
    batch is sent once it is full, so chunks of any size make the same batches as one long list, and
    `finish` sends the last, partial one. `progress` is called with the number of asked pairs
    (duplicates included) each step settled, so the calls add up to the number of pairs asked.
    """

    def __init__(
        self,
        model: Model,
        answers: Answers,
        *,
        batch_size: int = 32,
        cache: PredictionCache | None = None,
        progress: Callable[[int], None] | None = None,
    ) -> None:
        if batch_size < 1:
            raise StresskitError(f"batch size must be at least 1, got {batch_size}")
        self.model = model
        self.answers = answers
        self.cache = cache
        self.progress = progress
        self.size = min(batch_size, getattr(model, "max_batch", None) or batch_size)
        self.concurrency = max(1, getattr(model, "concurrency", 1))
        # Pairs waiting for a full batch: how many asked pairs each settles, and the tag it was asked with.
        self._waiting: dict[Pair, tuple[int, str]] = {}
        self._identified = False
        self._distinct = self._from_cache = self._unparsed = 0
        self._scored_tags: set[str] = set()

    def ask(self, pairs: Iterable[Pair], tag: str = "") -> None:
        """Ask about `pairs` (answers of full batches arrive now, the rest by `finish`); `tag` names them
        for `scored`."""
        wanted = Counter(pairs)
        settled = 0
        fresh: list[Pair] = []
        for pair, count in wanted.items():
            if pair in self._waiting:
                waiting, first_tag = self._waiting[pair]
                self._waiting[pair] = (waiting + count, first_tag)
            elif pair in self.answers:
                settled += count
            else:
                fresh.append(pair)
        known: dict[Pair, Prediction] = {}
        identify = getattr(self.model, "identify", None)
        if self.cache is not None and identify is not None and fresh and not self._identified:
            self._identified = True
            with self._stopping():
                known[fresh[0]] = _model_call(identify, fresh[0])
            self.cache.store(self.model, known)
        if self.cache is not None:
            cached = self.cache.lookup(self.model, [pair for pair in fresh if pair not in known])
            self._from_cache += len(cached)
            known.update(cached)
        self._settle(known, tag)
        settled += sum(wanted[pair] for pair in known)
        if self.progress is not None and settled:
            self.progress(settled)
        for pair in fresh:
            if pair not in known:
                self._waiting[pair] = (wanted[pair], tag)
        self._send(full_only=True)

    def finish(self) -> PredictionCounts:
        """Ask about the pairs still waiting; where the answers came from."""
        self._send(full_only=False)
        return PredictionCounts(
            self._distinct, self._from_cache, model_key(self.model), self.cache is not None, self._unparsed
        )

    def scored(self, tag: str) -> bool:
        """Whether any pair first asked with `tag` was answered with a score."""
        return tag in self._scored_tags

    def _send(self, *, full_only: bool) -> None:
        waiting = list(self._waiting)
        end = len(waiting) - len(waiting) % self.size if full_only else len(waiting)
        batches = [waiting[start : min(start + self.size, end)] for start in range(0, end, self.size)]
        with self._stopping():
            for fresh in _answers(self.model, batches, self.concurrency):
                if self.cache is not None:
                    self.cache.store(self.model, fresh)
                counts = {pair: self._waiting.pop(pair) for pair in fresh}
                for (_, tag), prediction in zip(counts.values(), fresh.values(), strict=True):
                    if prediction.score is not None:
                        self._scored_tags.add(tag)
                self._settle(fresh, None)
                if self.progress is not None and fresh:
                    self.progress(sum(count for count, _ in counts.values()))

    @contextmanager
    def _stopping(self) -> Iterator[None]:
        """A model that fails, or Ctrl-C while it answers: say how many answers the cache keeps for the
        next run (each batch is stored as it arrives; the cache commits them when it is closed)."""
        try:
            yield
        except KeyboardInterrupt:
            raise PredictionInterrupted(self._distinct, self.cache is not None) from None
        except ModelFailed as error:
            raise ModelFailed(
                f"{error.template}; {answers_kept(self._distinct, self.cache is not None)}"
            ) from error

    def _settle(self, fresh: Mapping[Pair, Prediction], tag: str | None) -> None:
        self.answers.update(fresh)
        self._distinct += len(fresh)
        self._unparsed += sum(1 for prediction in fresh.values() if prediction.unparsed)
        if tag is not None and any(prediction.score is not None for prediction in fresh.values()):
            self._scored_tags.add(tag)


class SpilledAnswers:
    """`Answers` kept in a temporary file (`SpilledMap`), the `IN_MEMORY` most recently used also in memory:
    memory stays flat however many distinct pairs a stream holds. Use as a context manager."""

    IN_MEMORY = 20_000

    def __init__(self) -> None:
        self._spill = SpilledMap()
        self._recent: OrderedDict[Pair, Prediction] = OrderedDict()

    def __enter__(self) -> SpilledAnswers:
        return self

    def __exit__(self, *exc: object) -> None:
        self._spill.close()

    def __contains__(self, pair: object) -> bool:
        return pair in self._recent or self._spill.get(_key(pair)) is not None  # type: ignore[arg-type]

    def __getitem__(self, pair: Pair) -> Prediction:
        found = self._recent.get(pair)
        if found is None:
            value = self._spill.get(_key(pair))
            if value is None:
                raise KeyError(pair)
            found = decode_prediction(tuple(json.loads(value)))  # type: ignore[arg-type]
        self._remember(pair, found)
        return found

    def update(self, answers: Mapping[Pair, Prediction]) -> None:
        self._spill.update(
            (_key(pair), json.dumps(encode_prediction(prediction), ensure_ascii=False))
            for pair, prediction in answers.items()
        )
        for pair, prediction in answers.items():
            self._remember(pair, prediction)

    def _remember(self, pair: Pair, prediction: Prediction) -> None:
        self._recent[pair] = prediction
        self._recent.move_to_end(pair)
        if len(self._recent) > self.IN_MEMORY:
            self._recent.popitem(last=False)


def _key(pair: Pair) -> str:
    return json.dumps(pair, ensure_ascii=False)


def _answers(model: Model, batches: list[list[Pair]], concurrency: int) -> Iterator[dict[Pair, Prediction]]:
    """Each batch's answers, as a pair → prediction map, in the order they arrive."""
    if concurrency == 1:
        for batch in batches:
            yield dict(zip(batch, _predict_batch(model, batch), strict=True))
        return
    # Threads suffice: the work is waiting on the network. At most `concurrency` requests are in
    # flight, so a failure stops the run after the ones already sent, not after every batch.
    pool = ThreadPoolExecutor(max_workers=concurrency, thread_name_prefix="stresskit-model")
    pending: dict[Future[list[Prediction]], list[Pair]] = {}
    queue = iter(batches)
    try:
        while True:
            for batch in queue:
                pending[pool.submit(_predict_batch, model, batch)] = batch
                if len(pending) >= concurrency:
                    break
            if not pending:
                return
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                batch = pending.pop(future)
                yield dict(zip(batch, future.result(), strict=True))
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _predict_batch(model: Model, batch: list[Pair]) -> list[Prediction]:
    predictions = _model_call(model.predict, batch)
    _model_call(check_count, len(predictions), len(batch), model.name)
    return predictions


def _model_call(function: Callable[..., R], *args: object) -> R:
    """Call the model: the user-fixable errors it raises are the model's failure (`ModelFailed`)."""
    try:
        return function(*args)
    except ModelFailed:
        raise
    except StresskitError as error:
        raise ModelFailed(error.template) from error
