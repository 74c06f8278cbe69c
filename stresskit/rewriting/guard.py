"""One sentence never aborts a run: an unexpected error in the per-sentence step becomes a skip.

The skip's reason, "internal error (ValueError); please report", is counted in the run's summary and listed
by --skip-details like any other; the rest of the run goes on and its output is written. `strict=True`
(--strict) lets the error through instead, with its traceback. Errors that are the user's to fix (a
StresskitError, e.g. from a Python op function) and running out of memory always go through.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from stresskit.errors import StresskitError

T = TypeVar("T")
INTERNAL_ERROR_PREFIX = "internal error ("


def internal_error(error: BaseException) -> str:
    """The skip reason for an unexpected error."""
    return f"{INTERNAL_ERROR_PREFIX}{type(error).__name__}); please report"


def is_internal_error(reason: str) -> bool:
    return reason.startswith(INTERNAL_ERROR_PREFIX)


def guarded(step: Callable[[], T], on_error: Callable[[str], T], *, strict: bool) -> T:
    """`step()`; on an unexpected error, `on_error(reason)` unless `strict`."""
    if strict:
        return step()
    try:
        return step()
    except (StresskitError, MemoryError):
        raise
    except Exception as error:  # noqa: BLE001 (the point: any bug in one sentence's step)
        return on_error(internal_error(error))
