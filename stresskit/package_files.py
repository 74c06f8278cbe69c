"""The files stresskit ships beside its code — rules, lexicons, derivation rules, data — checked once per run.

An install that lacks some of them (a wheel built with incomplete package data) must fail in one line,
never run with fewer rules and give an empty result. `data/package-files.txt` lists them; a test keeps the
list equal to the files under rules/ and stresskit/data, and another compares it with a built wheel.
"""

from __future__ import annotations

import functools
from importlib import resources
from pathlib import Path

from stresskit.errors import StresskitError

MANIFEST = "data/package-files.txt"  # relative to the package directory, like the names it lists


def package_root() -> Path:
    """The installed package's directory (builtin_rules/ and data/ are in it)."""
    return Path(str(resources.files("stresskit")))


def listed_files() -> list[str]:
    """The names in the manifest (paths relative to the package directory, "/"-separated)."""
    manifest = package_root() / MANIFEST
    try:
        text = manifest.read_text(encoding="utf-8")
    except OSError as error:
        raise _broken(f"its list of data files {manifest} is missing ({error.strerror or error})") from error
    return [line for line in text.splitlines() if line and not line.startswith("#")]


@functools.cache
def check_package_files() -> None:
    """Fail if a file the manifest lists is missing from the installed package (checked once per process)."""
    root = package_root()
    missing = [name for name in listed_files() if not (root / name).is_file()]
    if missing:
        more = f" and {len(missing) - 1} more" if len(missing) > 1 else ""
        raise _broken(f"{root / missing[0]}{more} of its built-in rule and data files are missing")


def _broken(problem: str) -> StresskitError:
    return StresskitError(
        f"this stresskit installation is incomplete: {problem} — reinstall it "
        "(pip install --force-reinstall stresskit) or report how it was built."
    )
