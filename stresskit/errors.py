"""The exceptions the command line turns into one line: a failure the user can fix, and an interruption
(Ctrl-C or SIGTERM) that says what is kept."""

import re
from collections.abc import Callable

from stresskit.wording import counted

_MARK = "\x1f"  # the unit separator, which no message text holds, brackets a run-spec key in a message
_KEYED = re.compile(f"{_MARK}([a-z_.]+){_MARK}")


def key(name: str) -> str:
    """A run-spec key (`input.label_col`) for an error message: `str(error)` shows it as the Python argument
    (`label_col`), the command line as its flag (`--label-col`), `stresskit run` as the key itself."""
    return f"{_MARK}{name}{_MARK}"


def python_name(name: str) -> str:
    """The Python argument of a spec key: its last part (input.label_col → label_col)."""
    return name.rpartition(".")[2]


class StresskitError(Exception):
    """A failure the user can fix; the message says what went wrong and what to do.

    The message may name run-spec keys (see `key`): `keys` lists them, `named` shows them as a front door
    names them, and `str()` as Python arguments."""

    @property
    def template(self) -> str:
        """The message with its spec keys marked, for an error that wraps this one."""
        return str(self.args[0]) if self.args else ""

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(_KEYED.findall(self.template))

    def named(self, name: Callable[[str], str]) -> str:
        return _KEYED.sub(lambda match: name(match[1]), self.template)

    def __str__(self) -> str:
        return self.named(python_name)


class ModelFailed(StresskitError):
    """The model failed while answering (a python: model raised or exited, a server kept failing, an answer
    did not fit); the message names the model and its error."""


class Interrupted(Exception):
    """Ctrl-C (or SIGTERM) while a command worked; the message says what is kept for the next run."""


class ParseInterrupted(Interrupted):
    """Ctrl-C while parsing; every batch parsed before it is in the cache."""

    def __init__(self, cached: int, total: int, cache: bool) -> None:
        super().__init__(
            f"interrupted: {cached} of {total} sentences parsed and cached; run again to resume"
            if cache
            else f"interrupted: {cached} of {total} sentences parsed (--no-cache: nothing kept)"
        )


def answers_kept(answered: int, cache: bool) -> str:
    """What a stopped prediction run keeps: its answers so far are in the prediction cache, or nowhere."""
    if not cache:
        return f"{counted(answered, 'answer')} (--no-cache: nothing kept)"
    return f"{counted(answered, 'answer')} cached; run again to resume"


class PredictionInterrupted(Interrupted):
    """Ctrl-C while the model answered; every answer received before it is in the prediction cache."""

    def __init__(self, answered: int, cache: bool) -> None:
        super().__init__(f"interrupted: {answers_kept(answered, cache)}")


class WriteInterrupted(Interrupted):
    """Ctrl-C while the rows were rewritten and written: an output file is left as it was (its temporary file is
    removed), standard output holds part of the rows; the parses are in the cache."""

    def __init__(self, target: object, cache: bool, *, streamed: bool = False) -> None:
        if target is None:
            written = "standard output got part of the rows"
        elif streamed:  # a device or named pipe, written in place
            written = f"{target} got part of the rows"
        else:
            written = f"{target} was left as it was"
        kept = "; the parses are cached; run again to resume" if cache else " (--no-cache: nothing kept)"
        super().__init__(f"interrupted while writing: {written}{kept}")
