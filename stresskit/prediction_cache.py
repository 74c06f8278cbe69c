"""On-disk cache of model predictions, so a rerun or an interrupted run does not recompute them.

Rows live in one SQLite file inside the directory given, keyed by the model's identity and the
(premise, hypothesis) pair. A model's identity is its name plus its optional `fingerprint`
attribute, which the adapters in `stresskit.models` derive from what would change the answers
(model files, source code, endpoint and prompt), so an edited model is never served stale results.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Iterable, Mapping
from pathlib import Path
from types import TracebackType

from stresskit.errors import StresskitError
from stresskit.models import Model, Pair, Prediction

DATABASE_NAME = "predictions.sqlite3"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS predictions (
    model TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    premise TEXT NOT NULL,
    hypothesis TEXT NOT NULL,
    label TEXT,
    probabilities TEXT,
    score REAL,
    PRIMARY KEY (model, fingerprint, premise, hypothesis)
)
"""


class PredictionCache:
    """Predictions stored under `directory`; every `store` is committed at once."""

    def __init__(self, directory: Path | str) -> None:
        self.path = Path(directory) / DATABASE_NAME
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path)
            # Commits happen after every batch so an interrupted run resumes; WAL with synchronous=NORMAL
            # keeps them safe against a crashed process without waiting for the disk on each one.
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute(_SCHEMA)
        except (OSError, sqlite3.Error) as error:
            raise self._error("cannot open", error) from error

    def lookup(self, model: Model, pairs: Iterable[Pair]) -> dict[Pair, Prediction]:
        """The cached predictions of `model` for those of `pairs` it has already answered."""
        identity = _identity(model)
        wanted = set(pairs)
        query = "SELECT premise, hypothesis, label, probabilities, score FROM predictions WHERE model = ? AND fingerprint = ?"
        found: dict[Pair, Prediction] = {}
        try:
            # One scan of the model's rows is far cheaper than one query per pair.
            for premise, hypothesis, *row in self._db.execute(query, identity):
                if (premise, hypothesis) in wanted:
                    found[(premise, hypothesis)] = _decode(tuple(row))
        except sqlite3.Error as error:
            raise self._error("cannot read", error) from error
        return found

    def store(self, model: Model, predictions: Mapping[Pair, Prediction]) -> None:
        """Save (and commit) predictions of `model`, replacing older ones for the same pairs."""
        identity = _identity(model)
        rows = [(*identity, *pair, *_encode(prediction)) for pair, prediction in predictions.items()]
        try:
            with self._db:
                self._db.executemany("INSERT OR REPLACE INTO predictions VALUES (?, ?, ?, ?, ?, ?, ?)", rows)
        except sqlite3.Error as error:
            raise self._error("cannot write to", error) from error

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> PredictionCache:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.close()

    def _error(self, action: str, error: Exception) -> StresskitError:
        return StresskitError(
            f"{action} the prediction cache {self.path} ({error}): "
            "delete it or choose another cache directory"
        )


def _identity(model: Model) -> tuple[str, str]:
    # Models without a fingerprint (a hand-written Model) are cached under their name alone.
    fingerprint = str(getattr(model, "fingerprint", ""))
    return model.name, hashlib.sha256(fingerprint.encode()).hexdigest()


def _encode(prediction: Prediction) -> tuple[str | None, str | None, float | None]:
    probabilities = None if prediction.probabilities is None else json.dumps(prediction.probabilities)
    return prediction.label, probabilities, prediction.score


def _decode(row: tuple[str | None, str | None, float | None]) -> Prediction:
    label, probabilities, score = row
    return Prediction(
        label=label, probabilities=None if probabilities is None else json.loads(probabilities), score=score
    )
