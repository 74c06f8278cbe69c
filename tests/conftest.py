import pytest

from stresskit.parsing.parser import Parser


@pytest.fixture(scope="session")
def parser() -> Parser:
    """One loaded GiNZA model for the whole run, without a disk cache."""
    return Parser()
