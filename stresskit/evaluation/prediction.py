"""Run a model over pairs: each distinct pair asked once, in batches (concurrently for remote models),
through the prediction cache."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass

from stresskit.errors import StresskitError
from stresskit.evaluation.identity import model_key
from stresskit.evaluation.models import Model, Pair, Prediction, check_count
from stresskit.evaluation.prediction_cache import PredictionCache


@dataclass(frozen=True)
class PredictionRun:
    """Every pair's prediction in input order, and where the answers came from."""

    predictions: list[Prediction]
    distinct: int  # distinct pairs
    from_cache: int  # of them, answered from the prediction cache
    model_key: str  # `model_key(model)` once the model is identified
    cache_used: bool

    unparsed: int  # distinct pairs the model answered without a label or score


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
    """Predict every pair, in input order, asking the model once per distinct pair.

    Cached pairs are not asked again, and each batch is stored in the cache as soon as it is answered,
    so an interrupted run resumes where it stopped. A model with an `identify(pair)` method (an http
    server that may report its model) is first asked about one pair, so the cache is read under the
    key of the model that answers. Up to `model.concurrency` batches are asked at once (of at most
    `model.max_batch` pairs each); answers are put back in input order. `progress` is called with the
    number of input pairs (duplicates included) each step settled, so the calls add up to `len(pairs)`.
    """
    if batch_size < 1:
        raise StresskitError(f"batch size must be at least 1, got {batch_size}")
    wanted = Counter((premise, hypothesis) for premise, hypothesis in pairs)
    known: dict[Pair, Prediction] = {}
    identify = getattr(model, "identify", None)
    if cache is not None and identify is not None and wanted:
        first = next(iter(wanted))
        known[first] = identify(first)
        cache.store(model, known)
    cached = cache.lookup(model, [pair for pair in wanted if pair not in known]) if cache is not None else {}
    known.update(cached)
    _report(progress, wanted, known)
    missing = [pair for pair in wanted if pair not in known]
    size = min(batch_size, getattr(model, "max_batch", None) or batch_size)
    batches = [missing[start : start + size] for start in range(0, len(missing), size)]
    for fresh in _answers(model, batches, max(1, getattr(model, "concurrency", 1))):
        if cache is not None:
            cache.store(model, fresh)
        known.update(fresh)
        _report(progress, wanted, fresh)
    predictions = [known[(premise, hypothesis)] for premise, hypothesis in pairs]
    unparsed = sum(1 for pair in wanted if known[pair].unparsed)
    return PredictionRun(predictions, len(wanted), len(cached), model_key(model), cache is not None, unparsed)


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
    predictions = model.predict(batch)
    check_count(len(predictions), len(batch), model.name)
    return predictions


def _report(
    progress: Callable[[int], None] | None, wanted: Counter[Pair], done: Mapping[Pair, Prediction]
) -> None:
    if progress is not None and done:
        progress(sum(wanted[pair] for pair in done))
