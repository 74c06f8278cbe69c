"""A text-to-text map kept in a temporary SQLite file, for maps that grow with the rows of a stream (ids seen,
each original pair's premise, each distinct pair's answer): memory stays flat however long the input."""

from __future__ import annotations

import sqlite3
import tempfile
from collections.abc import Callable, Iterable
from typing import TypeVar

from stresskit.cache_files import write_problem
from stresskit.errors import StresskitError

T = TypeVar("T")


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
        row = _guarded(lambda: self._db.execute("SELECT value FROM map WHERE key = ?", (key,)).fetchone())
        return None if row is None else row[0]

    def setdefault(self, key: str, value: str) -> str:
        """The value of `key`, set to `value` first if it has none."""
        insert = "INSERT OR IGNORE INTO map VALUES (?, ?)"
        if _guarded(lambda: self._db.execute(insert, (key, value)).rowcount):
            return value
        return self.get(key)  # type: ignore[return-value]

    def update(self, items: Iterable[tuple[str, str]]) -> None:
        """Set each key's value, replacing the old one."""
        _guarded(lambda: self._db.executemany("INSERT OR REPLACE INTO map VALUES (?, ?)", items))


def _guarded(action: Callable[[], T]) -> T:
    """`action`, with a full or unwritable temporary directory said in one line instead of a traceback."""
    try:
        return action()
    except sqlite3.OperationalError as error:
        problem = write_problem(error)
        if problem is None:
            raise
        raise StresskitError(
            f"cannot write temporary data in {tempfile.gettempdir()}: {problem}; "
            "set TMPDIR (or SQLITE_TMPDIR) to a directory with room"
        ) from error
