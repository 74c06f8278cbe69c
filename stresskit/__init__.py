"""stresskit: stress-test language models on Japanese with linguistically exact rewrites.

The public API is imported on first use, so that `import stresskit` does not load spaCy, GiNZA or pandas.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from stresskit.evaluation.assembly import evaluate
    from stresskit.evaluation.metrics import Report
    from stresskit.evaluation.runner import prediction_map
    from stresskit.rewriting.function_ops import Skip, op_function
    from stresskit.rewriting.generate import GenerateResult, generate
    from stresskit.rewriting.perturb import PerturbResult, perturb
    from stresskit.teaching.explain import Explanation, explain

_PUBLIC = {
    "Explanation": "stresskit.teaching.explain",
    "GenerateResult": "stresskit.rewriting.generate",
    "PerturbResult": "stresskit.rewriting.perturb",
    "Report": "stresskit.evaluation.metrics",
    "Skip": "stresskit.rewriting.function_ops",
    "evaluate": "stresskit.evaluation.assembly",
    "explain": "stresskit.teaching.explain",
    "generate": "stresskit.rewriting.generate",
    "op_function": "stresskit.rewriting.function_ops",
    "perturb": "stresskit.rewriting.perturb",
    "prediction_map": "stresskit.evaluation.runner",
}
__all__ = [
    "Explanation",
    "GenerateResult",
    "PerturbResult",
    "Report",
    "Skip",
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
