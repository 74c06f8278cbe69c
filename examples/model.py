"""A toy NLI model for the Quick start: `--model python:examples/model.py:predict`.

It compares bags of characters, so it cannot see which noun a case particle marks: it answers a
particle-swapped premise as it answered the original (consistent, and wrong), which is what the stress
test is built to show. Replace it with a function that calls your own model.
"""

from __future__ import annotations

NEGATIONS = ("ない", "ません", "いない")


def predict(pairs: list[tuple[str, str]]) -> list[str]:
    """One label per (premise, hypothesis) pair: entailment, neutral or contradiction."""
    labels = []
    for premise, hypothesis in pairs:
        negated = any(word in premise for word in NEGATIONS) != any(word in hypothesis for word in NEGATIONS)
        shared = len(set(hypothesis) & set(premise)) / max(len(set(hypothesis)), 1)
        if negated and shared >= 0.6:
            labels.append("contradiction")
        elif shared >= 0.8:
            labels.append("entailment")
        else:
            labels.append("neutral")
    return labels
