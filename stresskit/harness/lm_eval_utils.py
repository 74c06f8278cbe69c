"""The `utils.py` of an exported lm-evaluation-harness task folder (copied there verbatim).

It imports nothing from stresskit, so the folder runs wherever lm-eval does. `process_*` turn the model's
answer on one doc into records that keep the doc's pair id; the aggregations compute, within one task, the
rates stresskit reports: accuracy on the originals, consistency (the perturbed pair answered as its
original) and the expectation pass rate (the perturbed pair answered with the label the op expects).
stresskit reads the same records back from `--log_samples` output (`stresskit evaluate --harness-log`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

# The answers, in the order and wording of lm-eval's JGLUE JNLI task, and the NLI labels they stand for.
CHOICES = ("含意", "矛盾", "中立")
LABELS = ("entailment", "contradiction", "neutral")
ENGLISH = {"entailment": "entailment", "contradiction": "contradiction", "neutral": "neutral"}
NON_ENTAILMENT = "non-entailment"
ORIGINAL = "original"
PERTURBED = "perturbed"


def answer_label(text: str) -> str | None:
    """The NLI label a generated answer names first (含意/矛盾/中立, or the English label); None if none."""
    found = [(text.find(word), label) for word, label in zip(CHOICES, LABELS, strict=True) if word in text]
    lowered = text.lower()
    found += [(lowered.find(word), label) for word, label in ENGLISH.items() if word in lowered]
    return min(found)[1] if found else None


def chosen_label(results: Sequence[Any]) -> str | None:
    """The label of the choice with the highest log-likelihood (the first one on a tie)."""
    scores = [float(result[0]) if isinstance(result, list | tuple) else float(result) for result in results]
    if not scores:
        return None
    return LABELS[max(range(len(scores)), key=lambda index: (scores[index], -index))]


def prediction(results: Sequence[Any]) -> str | None:
    """The model's label for one doc: from log-likelihoods (multiple choice) or from generated text."""
    if len(results) == 1 and isinstance(results[0], str):
        return answer_label(results[0])
    return chosen_label(results)


def matches(predicted: str | None, target: str | None) -> bool:
    """Whether an answer counts as the target; a 2-way "non-entailment" covers neutral and contradiction."""
    if predicted is None or target is None:
        return False
    return predicted == target or (predicted == NON_ENTAILMENT and target != "entailment")


def record(doc: dict[str, Any], results: Sequence[Any]) -> list[Any]:
    """[pair id, role, predicted label, target label]: what every metric of a doc is computed from."""
    return [doc["pair_id"], doc["role"], prediction(results), doc["target_label"]]


def process_original(doc: dict[str, Any], results: Sequence[Any]) -> dict[str, Any]:
    """The metrics of a doc of the originals task."""
    return {"original_accuracy": record(doc, results)}


def process_perturbed(doc: dict[str, Any], results: Sequence[Any]) -> dict[str, Any]:
    """The metrics of a doc of an op × pair task (its originals and their perturbed pairs)."""
    kept = record(doc, results)
    return {"original_accuracy": kept, "consistency": kept, "expectation_pass_rate": kept}


def process_generated(doc: dict[str, Any], results: Sequence[Any]) -> dict[str, Any]:
    """The metrics of a doc of a phenomenon task (`stresskit generate` output)."""
    return {"acc": float(matches(prediction(results), doc["target_label"]))}


def _rate(hits: Sequence[bool]) -> float:
    return sum(hits) / len(hits) if hits else float("nan")


def original_accuracy(records: Sequence[Sequence[Any]]) -> float:
    """Share of original docs answered with their gold label."""
    return _rate([matches(r[2], r[3]) for r in records if r[1] == ORIGINAL])


def expectation_pass_rate(records: Sequence[Sequence[Any]]) -> float:
    """Share of perturbed docs answered with the label their op expects."""
    return _rate([matches(r[2], r[3]) for r in records if r[1] == PERTURBED])


def consistency(records: Sequence[Sequence[Any]]) -> float:
    """Share of perturbed docs answered as their original (same pair id); no answer is inconsistent."""
    originals = {r[0]: r[2] for r in records if r[1] == ORIGINAL}
    return _rate([r[2] is not None and originals.get(r[0]) == r[2] for r in records if r[1] == PERTURBED])
