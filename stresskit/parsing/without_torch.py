"""Starting a process that parses without importing PyTorch.

thinc, under spaCy, imports torch whenever it is installed (explosion/thinc#894), although GiNZA's ja_ginza
never uses it: about 2 s of start-up and 300 MB per process on the 2-core machine. A process that only parses
and rewrites marks torch as unavailable before spaCy is first imported, unless the spaCy model's package
requires a transformer (then torch is needed and is left alone). Processes that may run a torch model
(`evaluate` with an hf: model, the Python API in a user's session) never call this.
"""

from __future__ import annotations

import sys
from importlib import metadata

TRANSFORMER_PACKAGES = ("spacy-transformers", "spacy-curated-transformers")


def parse_without_torch(model: str) -> None:
    """Keep torch out of this process if spaCy is not loaded yet and `model` does not need it."""
    if "spacy" in sys.modules or "torch" in sys.modules or needs_torch(model):
        return
    sys.modules["torch"] = None  # type: ignore[assignment]  # `import torch` now raises ImportError


def needs_torch(model: str) -> bool:
    """The model package requires a transformer library (an unknown package is left to spaCy to report)."""
    try:
        requirements = metadata.requires(model.replace("_", "-")) or []
    except metadata.PackageNotFoundError:
        return False
    return any(requirement.lower().startswith(TRANSFORMER_PACKAGES) for requirement in requirements)
