"""The stresskit package's source as this process imported it: what keys the rewrite cache's outcomes.

Python reads a module's source once, when it is imported. `stresskit/__init__.py` imports this module first
of all, so `IMPORTED` stamps every .py file and data .yaml of the package (path, size, modification time) as
they were before any other module was imported. A process whose files change afterwards (an edit, a
checkout, a reinstall while a notebook or a long run is open) runs code that the files no longer describe:
`fingerprint()` is then None and the rewrite cache neither keys nor stores its outcomes, which would
otherwise be filed under the new code's fingerprint and read by every later run of the new code.
"""

from __future__ import annotations

import hashlib
import os
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent

Stamp = tuple[tuple[str, int, int], ...]


def source_files() -> list[Path]:
    """The package's Python files (symlinked folders such as builtin_rules/ not followed) and the data
    files the code reads (the clause view's word lists, the conjugation table)."""
    found = [
        Path(folder) / name for folder, _, names in os.walk(PACKAGE) for name in names if name.endswith(".py")
    ]
    return sorted([*found, *(PACKAGE / "data").glob("*.yaml")])


def stamp() -> Stamp:
    """Each source file's path (relative to the package), size and modification time, now."""
    stamps = []
    for path in source_files():
        try:
            status = path.stat()
        except FileNotFoundError:  # deleted while listed: missing from the stamp, so it differs
            continue
        stamps.append((path.relative_to(PACKAGE).as_posix(), status.st_size, status.st_mtime_ns))
    return tuple(stamps)


IMPORTED: Stamp = stamp()


def changed_since_import() -> bool:
    """Whether any source file was added, removed or written since the package was imported."""
    return stamp() != IMPORTED


@cache
def fingerprint() -> str | None:
    """A hash of the package's source as this process imported it; None when the files have changed since,
    and no hash of them describes the code this process runs."""
    if changed_since_import():
        return None
    digest = hashlib.sha256()
    for path in source_files():
        digest.update(path.relative_to(PACKAGE).as_posix().encode())
        digest.update(path.read_bytes())
    # Written while being read: the hash may mix two versions.
    return None if changed_since_import() else digest.hexdigest()
