"""Starting a process that parses without importing PyTorch.

thinc, under spaCy, imports torch whenever it is installed (explosion/thinc#894), although GiNZA's ja_ginza
never uses it: about 2 s of start-up and 300 MB per process on the 2-core machine. A process that only parses
and rewrites marks torch as unavailable before spaCy is first imported, unless the spaCy model's package
requires a transformer (then torch is needed and is left alone). Processes that may run a torch model
(`evaluate` with an hf: model, the Python API in a user's session) never call this.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from importlib import metadata
from importlib.abc import MetaPathFinder
from importlib.machinery import ModuleSpec
from types import ModuleType

TRANSFORMER_PACKAGES = ("spacy-transformers", "spacy-curated-transformers")


def parse_without_torch(model: str) -> None:
    """Keep torch out of this process if spaCy is not loaded yet and `model` does not need it."""
    if "spacy" in sys.modules or "torch" in sys.modules or needs_torch(model) or torch_blocked():
        return
    sys.meta_path.insert(0, NoTorch())


class NoTorch(MetaPathFinder):
    """`import torch` raises ModuleNotFoundError, as if torch were not installed.

    A finder, not `sys.modules["torch"] = None`: with that entry, libraries that look torch up in sys.modules
    to ask "is this a torch tensor?" (scipy's array-API helpers, imported by nltk and scikit-learn) found
    None and crashed with "'NoneType' object has no attribute 'Tensor'". Blocked this way, torch is simply
    absent from sys.modules.
    """

    def find_spec(
        self, fullname: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if fullname == "torch" or fullname.startswith("torch."):
            raise ModuleNotFoundError(
                f"No module named '{fullname}' (this stresskit command parses without PyTorch)", name=fullname
            )
        return None


def torch_blocked() -> bool:
    """True once parse_without_torch has kept torch out of this process."""
    return any(isinstance(finder, NoTorch) for finder in sys.meta_path)


def needs_torch(model: str) -> bool:
    """The model package requires a transformer library (an unknown package is left to spaCy to report)."""
    try:
        requirements = metadata.requires(model.replace("_", "-")) or []
    except metadata.PackageNotFoundError:
        return False
    return any(requirement.lower().startswith(TRANSFORMER_PACKAGES) for requirement in requirements)
