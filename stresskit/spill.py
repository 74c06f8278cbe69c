"""A text-to-text map kept in a temporary SQLite file, for maps that grow with the rows of a stream (ids seen,
each original pair's premise, each distinct pair's answer): memory stays flat however long the input."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable


class SpilledMap:
    """A str → str map on disk; use as a context manager, or call `close()`, to delete the file."""

    def __init__(self) -> None:
        # "" is SQLite's private temporary on-disk database: deleted on close, paged out past its cache.
        self._db = sqlite3.connect("")
        self._db.execute("CREATE TABLE map (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID")

    def __enter__(self) -> SpilledMap:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._db.close()

    def get(self, key: str) -> str | None:
        row = self._db.execute("SELECT value FROM map WHERE key = ?", (key,)).fetchone()
        return None if row is None else row[0]

    def setdefault(self, key: str, value: str) -> str:
        """The value of `key`, set to `value` first if it has none."""
        if self._db.execute("INSERT OR IGNORE INTO map VALUES (?, ?)", (key, value)).rowcount:
            return value
        return self.get(key)  # type: ignore[return-value]

    def update(self, items: Iterable[tuple[str, str]]) -> None:
        """Set each key's value, replacing the old one."""
        self._db.executemany("INSERT OR REPLACE INTO map VALUES (?, ?)", items)
