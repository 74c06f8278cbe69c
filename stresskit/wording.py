"""Counts in messages: "1 item", "2 items" — never "1 items"."""


def counted(count: int, singular: str, plural: str | None = None) -> str:
    """`count` followed by the noun in the number it takes: counted(1, "row") == "1 row"."""
    return f"{count} {singular if count == 1 else plural or singular + 's'}"
