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
from typing import Any

from stresskit.cache_files import CacheFile, checksum
from stresskit.evaluation.identity import identity_name
from stresskit.evaluation.models import Model, Pair, Prediction

# v2 names each row's model by the id of a row in `models`, not by its name and fingerprint (over
# 100 bytes): with the shorter key, in a table without rowids, rows take a third less time to write.
DATABASE_NAME = "predictions-v3.sqlite3"  # v3: each row has a checksum
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
    checksum INTEGER NOT NULL,
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
        # WAL with synchronous=NORMAL keeps commits safe against a crashed process without waiting
        # for the disk on each one.
        self.file = CacheFile(
            self.path,
            _SCHEMA,
            "the prediction cache",
            ("PRAGMA journal_mode=WAL", "PRAGMA synchronous=NORMAL"),
        )
        # Rows wait here, by model identity, rather than in an open transaction, which would lock out
        # other writers.
        self._pending: dict[tuple[str, str], list[_Row]] = {}
        self._last_commit = time.monotonic()

    def lookup(self, model: Model, pairs: Iterable[Pair]) -> dict[Pair, Prediction]:
        """The cached predictions of `model` for those of `pairs` it has already answered. A row whose
        checksum does not match or that does not decode is dropped (the model is asked again)."""
        self.commit()
        wanted = set(pairs)
        if self.refresh or not wanted:
            return {}
        identity = _identity(model)
        rows = self.file.read(lambda db: self._rows(db, identity, wanted), [])
        found: dict[Pair, Prediction] = {}
        damaged: list[tuple[Any, Any]] = []
        for model_id, premise, hypothesis, *answer, stored in rows:
            try:
                if checksum(*identity, premise, hypothesis, *answer) != stored:
                    raise ValueError("checksum mismatch")
                found[(premise, hypothesis)] = decode_prediction(tuple(answer))  # type: ignore[arg-type]
            except Exception:  # whatever fails to decode is damage
                damaged.append((model_id, premise, hypothesis))
        if damaged:
            self.file.write(
                lambda db: db.executemany(
                    "DELETE FROM predictions WHERE model = ? AND premise = ? AND hypothesis = ?", damaged
                )
            )
            self.file.dropped(len(damaged), "checksum mismatch", "asking the model again")
        return found

    @staticmethod
    def _rows(db: sqlite3.Connection, identity: tuple[str, str], wanted: set[Pair]) -> list[tuple[Any, ...]]:
        row = db.execute("SELECT id FROM models WHERE name = ? AND fingerprint = ?", identity).fetchone()
        if row is None:
            return []
        columns = "model, premise, hypothesis, label, probabilities, score, checksum"
        if len(wanted) <= POINT_LOOKUPS:
            query = f"SELECT {columns} FROM predictions WHERE model = ? AND premise = ? AND hypothesis = ?"
            return [answer for pair in wanted if (answer := db.execute(query, (row[0], *pair)).fetchone())]
        # Past a few thousand pairs, one scan of the model's rows is cheaper than one query per pair.
        query = f"SELECT {columns} FROM predictions WHERE model = ?"
        return [answer for answer in db.execute(query, (row[0],)) if (answer[1], answer[2]) in wanted]

    def store(self, model: Model, predictions: Mapping[Pair, Prediction]) -> None:
        """Save predictions of `model`, replacing older ones for the same pairs."""
        rows = self._pending.setdefault(_identity(model), [])
        rows += [(*pair, *encode_prediction(prediction)) for pair, prediction in predictions.items()]
        if time.monotonic() - self._last_commit >= COMMIT_INTERVAL_SECONDS:
            self.commit()

    def commit(self) -> None:
        """Write every stored prediction not yet on disk, in one transaction."""
        pending = self._pending

        def insert(db: sqlite3.Connection) -> None:
            for identity, rows in pending.items():
                db.execute("INSERT OR IGNORE INTO models (name, fingerprint) VALUES (?, ?)", identity)
                query = "SELECT id FROM models WHERE name = ? AND fingerprint = ?"
                (model_id,) = db.execute(query, identity).fetchone()
                db.executemany(
                    "INSERT OR REPLACE INTO predictions VALUES (?, ?, ?, ?, ?, ?, ?)",
                    [(model_id, *row, checksum(*identity, *row)) for row in rows],
                )

        if pending:
            self.file.write(insert)
        self._pending = {}
        self._last_commit = time.monotonic()

    def close(self) -> None:
        try:
            self.commit()
        finally:
            self.file.close()

    def __enter__(self) -> PredictionCache:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.close()


def _identity(model: Model) -> tuple[str, str]:
    # Models without a fingerprint (a hand-written Model) are cached under their name alone.
    fingerprint = str(getattr(model, "fingerprint", ""))
    return identity_name(model), hashlib.sha256(fingerprint.encode()).hexdigest()


def encode_prediction(prediction: Prediction) -> tuple[str | None, str | None, float | None]:
    probabilities = None if prediction.probabilities is None else json.dumps(prediction.probabilities)
    return prediction.label, probabilities, prediction.score


def decode_prediction(row: tuple[str | None, str | None, float | None]) -> Prediction:
    label, probabilities, score = row
    return Prediction(
        label=label, probabilities=None if probabilities is None else json.loads(probabilities), score=score
    )
