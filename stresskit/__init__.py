"""stresskit: stress-test language models on Japanese with linguistically exact rewrites.

The public API is imported on first use, so that `import stresskit` does not load spaCy, GiNZA or pandas.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

# Before any other module of the package: stamp its source as this process imports it (source_files.py).
from stresskit import source_files as _source_files  # noqa: F401

if TYPE_CHECKING:
    from stresskit.evaluation.api import augment, evaluate, generate, perturb
    from stresskit.evaluation.metrics import Report
    from stresskit.evaluation.runner import prediction_map
    from stresskit.rewriting.augment import AugmentResult
    from stresskit.rewriting.function_ops import Skip, op_function
    from stresskit.rewriting.generate import GenerateResult
    from stresskit.rewriting.perturb import PerturbResult
    from stresskit.teaching.explain import Explanation, explain

_PUBLIC = {
    "AugmentResult": "stresskit.rewriting.augment",
    "Explanation": "stresskit.teaching.explain",
    "GenerateResult": "stresskit.rewriting.generate",
    "PerturbResult": "stresskit.rewriting.perturb",
    "Report": "stresskit.evaluation.metrics",
    "Skip": "stresskit.rewriting.function_ops",
    "augment": "stresskit.evaluation.api",
    "evaluate": "stresskit.evaluation.api",
    "explain": "stresskit.teaching.explain",
    "generate": "stresskit.evaluation.api",
    "op_function": "stresskit.rewriting.function_ops",
    "perturb": "stresskit.evaluation.api",
    "prediction_map": "stresskit.evaluation.runner",
}
__all__ = [
    "AugmentResult",
    "Explanation",
    "GenerateResult",
    "PerturbResult",
    "Report",
    "Skip",
    "augment",
    "evaluate",
    "explain",
    "generate",
    "op_function",
    "perturb",
    "prediction_map",
]


def __getattr__(name: str) -> Any:
    if name not in _PUBLIC:
        raise AttributeError(f"module 'stresskit' has no attribute {name!r}")
    value = getattr(import_module(_PUBLIC[name]), name)
    globals()[name] = value  # later lookups skip this function
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_PUBLIC])
