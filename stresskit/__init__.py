"""stresskit: stress-test language models on Japanese with linguistically exact rewrites."""

from stresskit.metrics import Report
from stresskit.pipeline import PerturbResult, perturb
from stresskit.runner import evaluate, prediction_map

__all__ = ["PerturbResult", "Report", "evaluate", "perturb", "prediction_map"]
