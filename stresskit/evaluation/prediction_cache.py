"""On-disk cache of model predictions, so a rerun or an interrupted run does not recompute them.

Rows live in one SQLite file inside the directory given, keyed by the model's identity and the
(premise, hypothesis) pair. A model's identity is its name plus its optional `fingerprint`
attribute, which the adapters in `stresskit.evaluation.models` derive from what would change the answers
(the content of model files and source code, the endpoint, the model an http server reports, the prompt,
the user's --model-version), so an edited model is not served stale results. What a model loads behind
the adapter's back (a checkpoint read by a python file) cannot be seen: every run says how many answers
came from the cache, and `refresh=True` (--refresh) asks the model again.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import time
from collections.abc import Iterable, Mapping
from pathlib import Path
from types import TracebackType

from stresskit.errors import StresskitError
from stresskit.evaluation.models import Model, Pair, Prediction

# v2 names each row's model by the id of a row in `models`, not by its name and fingerprint (over
# 100 bytes): with the shorter key, in a table without rowids, rows take a third less time to write.
DATABASE_NAME = "predictions-v2.sqlite3"
# A commit costs about half a millisecond however few rows it holds, more than a fast model needs
# for a batch, so committing every batch made such evaluations mostly commits. Stored answers are
# committed once this many seconds have passed since the last commit, and on close: a killed run
# loses at most about this much of the model's work, and an exception or Ctrl-C nothing.
COMMIT_INTERVAL_SECONDS = 1.0
# A streamed evaluation looks up a chunk of pairs at a time: that many by the primary key, pair by pair.
POINT_LOOKUPS = 5_000

_SCHEMA = """
CREATE TABLE IF NOT EXISTS models (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    UNIQUE (name, fingerprint)
);
CREATE TABLE IF NOT EXISTS predictions (
    model INTEGER NOT NULL REFERENCES models (id),
    premise TEXT NOT NULL,
    hypothesis TEXT NOT NULL,
    label TEXT,
    probabilities TEXT,
    score REAL,
    PRIMARY KEY (model, premise, hypothesis)
) WITHOUT ROWID;
"""

_Row = tuple[str, str, str | None, str | None, float | None]  # premise, hypothesis, encoded prediction


class PredictionCache:
    """Predictions stored under `directory`, committed in batches (see `COMMIT_INTERVAL_SECONDS`).

    With `refresh`, lookups find nothing, so every pair is asked again and the new answers replace the old.
    """

    def __init__(self, directory: Path | str, *, refresh: bool = False) -> None:
        self.path = Path(directory) / DATABASE_NAME
        self.refresh = refresh
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path)
            # WAL with synchronous=NORMAL keeps commits safe against a crashed process without waiting
            # for the disk on each one.
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.executescript(_SCHEMA)
        except (OSError, sqlite3.Error) as error:
            raise self._error("cannot open", error) from error
        # Rows wait here, by model identity, rather than in an open transaction, which would lock out
        # other writers.
        self._pending: dict[tuple[str, str], list[_Row]] = {}
        self._last_commit = time.monotonic()

    def lookup(self, model: Model, pairs: Iterable[Pair]) -> dict[Pair, Prediction]:
        """The cached predictions of `model` for those of `pairs` it has already answered."""
        self.commit()
        wanted = set(pairs)
        if self.refresh or not wanted:
            return {}
        found: dict[Pair, Prediction] = {}
        try:
            row = self._db.execute(
                "SELECT id FROM models WHERE name = ? AND fingerprint = ?", _identity(model)
            ).fetchone()
            if row is None:
                return {}
            if len(wanted) <= POINT_LOOKUPS:
                query = (
                    "SELECT label, probabilities, score FROM predictions "
                    "WHERE model = ? AND premise = ? AND hypothesis = ?"
                )
                for pair in wanted:
                    answer = self._db.execute(query, (row[0], *pair)).fetchone()
                    if answer is not None:
                        found[pair] = decode_prediction(answer)
                return found
            # Past a few thousand pairs, one scan of the model's rows is cheaper than one query per pair.
            query = "SELECT premise, hypothesis, label, probabilities, score FROM predictions WHERE model = ?"
            for premise, hypothesis, *answer in self._db.execute(query, (row[0],)):
                if (premise, hypothesis) in wanted:
                    found[(premise, hypothesis)] = decode_prediction(tuple(answer))
        except sqlite3.Error as error:
            raise self._error("cannot read", error) from error
        return found

    def store(self, model: Model, predictions: Mapping[Pair, Prediction]) -> None:
        """Save predictions of `model`, replacing older ones for the same pairs."""
        rows = self._pending.setdefault(_identity(model), [])
        rows += [(*pair, *encode_prediction(prediction)) for pair, prediction in predictions.items()]
        if time.monotonic() - self._last_commit >= COMMIT_INTERVAL_SECONDS:
            self.commit()

    def commit(self) -> None:
        """Write every stored prediction not yet on disk, in one transaction."""
        try:
            with self._db:
                for identity, rows in self._pending.items():
                    self._db.execute(
                        "INSERT OR IGNORE INTO models (name, fingerprint) VALUES (?, ?)", identity
                    )
                    query = "SELECT id FROM models WHERE name = ? AND fingerprint = ?"
                    (model_id,) = self._db.execute(query, identity).fetchone()
                    self._db.executemany(
                        "INSERT OR REPLACE INTO predictions VALUES (?, ?, ?, ?, ?, ?)",
                        [(model_id, *row) for row in rows],
                    )
        except sqlite3.Error as error:
            raise self._error("cannot write to", error) from error
        self._pending = {}
        self._last_commit = time.monotonic()

    def close(self) -> None:
        try:
            self.commit()
        finally:
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


def encode_prediction(prediction: Prediction) -> tuple[str | None, str | None, float | None]:
    probabilities = None if prediction.probabilities is None else json.dumps(prediction.probabilities)
    return prediction.label, probabilities, prediction.score


def decode_prediction(row: tuple[str | None, str | None, float | None]) -> Prediction:
    label, probabilities, score = row
    return Prediction(
        label=label, probabilities=None if probabilities is None else json.loads(probabilities), score=score
    )
