"""The exceptions the command line turns into one line: a failure the user can fix, and Ctrl-C while parsing."""


class StresskitError(Exception):
    """A failure the user can fix; the message says what went wrong and what to do."""


class ParseInterrupted(Exception):
    """Ctrl-C while parsing; every batch parsed before it is in the cache."""

    def __init__(self, cached: int, total: int, cache: bool) -> None:
        super().__init__(
            f"interrupted: {cached} of {total} sentences parsed and cached; run again to resume"
            if cache
            else f"interrupted: {cached} of {total} sentences parsed (--no-cache: nothing kept)"
        )
