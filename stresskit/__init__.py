"""stresskit: stress-test language models on Japanese with linguistically exact rewrites."""

from stresskit.explain import Explanation, explain
from stresskit.metrics import Report
from stresskit.pipeline import PerturbResult, perturb
from stresskit.runner import evaluate, prediction_map

__all__ = ["Explanation", "PerturbResult", "Report", "evaluate", "explain", "perturb", "prediction_map"]
