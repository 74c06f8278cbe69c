import os
from pathlib import Path

import pytest

from stresskit.parsing.parser import Parser


@pytest.fixture(scope="session")
def parser() -> Parser:
    """One loaded GiNZA model for the whole run, without a disk cache."""
    return Parser()


@pytest.fixture
def read_only_dir(tmp_path):
    """A directory this process cannot create files in (root ignores mode bits: /sys refuses even root)."""
    directory = tmp_path / "locked"
    directory.mkdir()
    directory.chmod(0o555)
    yield directory if not os.access(directory, os.W_OK) else Path("/sys")
    directory.chmod(0o755)
