"""The one exception type that the CLI turns into a one-line message."""


class StresskitError(Exception):
    """A failure the user can fix; the message says what went wrong and what to do."""
