"""The exceptions the command line turns into one line: a failure the user can fix, and an interruption
(Ctrl-C or SIGTERM) that says what is kept."""


class StresskitError(Exception):
    """A failure the user can fix; the message says what went wrong and what to do."""


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
        return f"{answered} answers (--no-cache: nothing kept)"
    return f"{answered} answers cached; run again to resume"


class PredictionInterrupted(Interrupted):
    """Ctrl-C while the model answered; every answer received before it is in the prediction cache."""

    def __init__(self, answered: int, cache: bool) -> None:
        super().__init__(f"interrupted: {answers_kept(answered, cache)}")


class WriteInterrupted(Interrupted):
    """Ctrl-C while the rows were rewritten and written: an output file is left as it was (its temporary file is
    removed), standard output holds part of the rows; the parses are in the cache."""

    def __init__(self, target: object, cache: bool) -> None:
        written = "standard output got part of the rows" if target is None else f"{target} was left as it was"
        kept = "; the parses are cached; run again to resume" if cache else " (--no-cache: nothing kept)"
        super().__init__(f"interrupted while writing: {written}{kept}")
