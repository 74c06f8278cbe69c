"""Run a model over pairs: each distinct pair asked once, in batches, through the prediction cache."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence

from stresskit.errors import StresskitError
from stresskit.evaluation.models import Model, Pair, Prediction, check_count
from stresskit.evaluation.prediction_cache import PredictionCache


def predict_all(
    model: Model,
    pairs: Sequence[Pair],
    *,
    batch_size: int = 32,
    cache: PredictionCache | None = None,
    progress: Callable[[int], None] | None = None,
) -> list[Prediction]:
    """Predict every pair, in input order, asking the model once per distinct pair.

    Cached pairs are not asked again, and each batch is stored in the cache as soon as it is answered,
    so an interrupted run resumes where it stopped. `progress` is called with the number of input
    pairs (duplicates included) each step settled, so the calls add up to `len(pairs)`.
    """
    if batch_size < 1:
        raise StresskitError(f"batch size must be at least 1, got {batch_size}")
    wanted = Counter((premise, hypothesis) for premise, hypothesis in pairs)
    known = cache.lookup(model, list(wanted)) if cache is not None else {}
    _report(progress, wanted, known)
    missing = [pair for pair in wanted if pair not in known]
    for start in range(0, len(missing), batch_size):
        batch = missing[start : start + batch_size]
        fresh = dict(zip(batch, _predict_batch(model, batch), strict=True))
        if cache is not None:
            cache.store(model, fresh)
        known.update(fresh)
        _report(progress, wanted, fresh)
    return [known[(premise, hypothesis)] for premise, hypothesis in pairs]


def _predict_batch(model: Model, batch: list[Pair]) -> list[Prediction]:
    predictions = model.predict(batch)
    check_count(len(predictions), len(batch), model.name)
    return predictions


def _report(
    progress: Callable[[int], None] | None, wanted: Counter[Pair], done: Mapping[Pair, Prediction]
) -> None:
    if progress is not None and done:
        progress(sum(wanted[pair] for pair in done))
