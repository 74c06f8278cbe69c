"""stresskit: stress-test language models on Japanese with linguistically exact rewrites."""

from stresskit.pipeline import PerturbResult, perturb

__all__ = ["PerturbResult", "perturb"]
