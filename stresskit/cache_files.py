"""The SQLite files behind stresskit's caches (parses, rewrites, predictions): damage is detected, never fatal.

A cache can always be filled again, so whatever goes wrong with one costs time, not the run:

- every entry is stored with a checksum of its content (`checksum`), and an entry whose checksum does not
  match or that does not decode is damage: the cache drops it (the sentence is parsed again, the model asked
  again) and says so in one line;
- a file that fails SQLite's structural check when opened, or whose pages turn out malformed while it is
  read, is moved aside (`….corrupt-<timestamp>`, kept for a look) and a new one started, again with one line;
- a cache that cannot be written (disk full, read-only disk) is read as it is and no longer written, with
  one line naming the directory and what to do; results never depend on it.
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from stresskit.errors import StresskitError

T = TypeVar("T")

# SQLite's primary result codes (the low byte of an extended code).
SQLITE_READONLY = 8
SQLITE_IOERR = 10
SQLITE_CORRUPT = 11
SQLITE_FULL = 13
SQLITE_CANTOPEN = 14
SQLITE_NOTADB = 26
_DAMAGE = {SQLITE_CORRUPT, SQLITE_NOTADB}
_CANNOT_WRITE = {
    SQLITE_READONLY: "read-only",
    SQLITE_IOERR: "I/O error",
    SQLITE_FULL: "disk full",
    SQLITE_CANTOPEN: "cannot create files there",
}


def checksum(*parts: str | bytes | int | float | None) -> int:
    """A 64-bit checksum (as SQLite's signed INTEGER) of the parts: texts and numbers through their repr
    (which tells every value and type apart), blobs by their bytes."""
    shape = tuple(("blob", len(part)) if isinstance(part, bytes) else part for part in parts)
    digest = hashlib.blake2b(repr(shape).encode("utf-8", "surrogatepass"), digest_size=8)
    for part in parts:
        if isinstance(part, bytes):
            digest.update(part)
    return int.from_bytes(digest.digest(), "little", signed=True)


def _text(data: bytes) -> str:
    # A damaged byte in a TEXT value must reach the checksum, not stop the query with "Could not decode to
    # UTF-8": undecodable bytes become lone surrogates, which no stored text holds, so the checksum differs.
    return data.decode("utf-8", "surrogateescape")


def is_damage(error: BaseException) -> bool:
    """An sqlite3 error that means the file's pages are damaged (malformed image, not a database)."""
    if not isinstance(error, sqlite3.DatabaseError):
        return False
    code = getattr(error, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in _DAMAGE
    return not isinstance(error, sqlite3.OperationalError)


def write_problem(error: BaseException) -> str | None:
    """What stops writing (disk full, read-only…) when `error` is a failure to write, else None."""
    if isinstance(error, OSError):
        return error.strerror or str(error)
    code = getattr(error, "sqlite_errorcode", None)
    if isinstance(error, sqlite3.OperationalError) and code is not None:
        return _CANNOT_WRITE.get(code & 0xFF)
    return None


def aside_path(path: Path) -> Path:
    """Where a damaged cache file is moved: beside it, named with the time (UTC) it was found damaged."""
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
    aside = path.with_name(f"{path.name}.corrupt-{stamp}")
    number = 1
    while aside.exists():
        number += 1
        aside = path.with_name(f"{path.name}.corrupt-{stamp}-{number}")
    return aside


def note(message: str) -> None:
    sys.stderr.write(f"note: {message}\n")
    sys.stderr.flush()


class CacheFile:
    """One cache's SQLite file: its connection, and how damage and failed writes are handled.

    `name` is how messages call it ("the parse cache"); `pragmas` run on every connection opened.
    """

    def __init__(self, path: Path, schema: str, name: str, pragmas: tuple[str, ...] = ()) -> None:
        self.path = path
        self.schema = schema
        self.name = name
        self.pragmas = pragmas
        self.writable = True
        self.connection = self._open()

    def _open(self) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            try:
                return self._open_checked()
            except sqlite3.DatabaseError as exc:
                if not is_damage(exc) and not str(exc).startswith("failed SQLite's check"):
                    raise
                self._move_aside(exc)
                return self._open_checked()
        except (OSError, sqlite3.Error) as exc:
            problem = write_problem(exc) or str(exc)
            if self.path.parent.exists() and not self.path.parent.is_dir():
                problem = "it is a file, not a directory"
            raise StresskitError(
                f"cannot write {self.name} in {self.path.parent}: {problem}; "
                "set STRESSKIT_CACHE_DIR or use --no-cache"
            ) from exc

    def _open_checked(self) -> sqlite3.Connection:
        """The database with its tables, after SQLite's structural check of every page (~5 ms a MB)."""
        # The web app parses on its request threads, one at a time (serve.ExplainServer.lock).
        connection = sqlite3.connect(self.path, check_same_thread=False)
        connection.text_factory = _text
        try:
            (result,) = connection.execute("PRAGMA quick_check(1)").fetchone()
            if (
                result != "ok"
            ):  # e.g. "*** in database main ***\nPage 2: btreeInitPage() returns error code 11"
                raise sqlite3.DatabaseError(f"failed SQLite's check: {result.splitlines()[-1]}")
            for pragma in self.pragmas:
                connection.execute(pragma)
            connection.executescript(self.schema)
        except sqlite3.Error:
            connection.close()
            raise
        return connection

    def _move_aside(self, problem: BaseException | str) -> None:
        """Keep the damaged file for a look under another name and say so; the caller starts a new one."""
        aside = aside_path(self.path)
        os.replace(self.path, aside)
        for suffix in ("-wal", "-shm", "-journal"):  # SQLite's side files belong to the damaged database
            Path(f"{self.path}{suffix}").unlink(missing_ok=True)
        note(f"{self.name} {self.path} is damaged ({problem}); moved it to {aside} and starting a new one")

    def replace_damaged(self, problem: BaseException | str) -> None:
        """The open file turned out damaged: move it aside and go on with a new, empty one."""
        self.connection.close()
        try:
            self._move_aside(problem)
        except OSError:
            pass  # another run moved it first
        self.connection = self._open()

    def read(self, action: Callable[[sqlite3.Connection], T], fallback: T) -> T:
        """`action`'s result; `fallback` (nothing found) if the file turns out damaged, which is then replaced."""
        try:
            return action(self.connection)
        except sqlite3.DatabaseError as exc:
            if not is_damage(exc):
                raise StresskitError(
                    f"cannot read {self.name} {self.path} ({exc}); set STRESSKIT_CACHE_DIR or use --no-cache"
                ) from exc
            self.replace_damaged(exc)
            return fallback

    def write(self, action: Callable[[sqlite3.Connection], object]) -> bool:
        """Run `action` in one transaction; False if the cache cannot be written (said once, then skipped)."""
        if not self.writable:
            return False
        for attempt in range(2):
            try:
                with self.connection:
                    action(self.connection)
                return True
            except (OSError, sqlite3.DatabaseError) as exc:
                if attempt == 0 and is_damage(exc):
                    self.replace_damaged(exc)
                    continue
                problem = write_problem(exc)
                if problem is None:
                    raise StresskitError(
                        f"cannot write {self.name} {self.path} ({exc}); set STRESSKIT_CACHE_DIR or use --no-cache"
                    ) from exc
                self.give_up_writing(problem)
                return False
        return False

    def give_up_writing(self, problem: str) -> None:
        self.writable = False
        note(
            f"cannot write {self.name} in {self.path.parent}: {problem}; going on without storing to it "
            "(set STRESSKIT_CACHE_DIR or use --no-cache)"
        )

    def dropped(self, count: int, problem: str, redo: str) -> None:
        """Say that `count` damaged entries were dropped and what happens to them instead."""
        entries, them = ("entry", "it") if count == 1 else ("entries", "them")
        note(f"{self.name} {self.path} had {count} damaged {entries} ({problem}); dropped {them}, {redo}")

    def close(self) -> None:
        self.connection.close()
