"""What the inoculation workflow trains: a learner turns labelled pairs into a `Model` to evaluate.

`baseline` fits the built-in baseline in memory (seconds, offline). `hf:DIR` fine-tunes a local transformers
sequence-classification model (its config must name the NLI labels); each size starts again from DIR's
weights. Fine-tuning on a CPU is only practical for tiny models; real runs want a GPU.
"""

from __future__ import annotations

import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from stresskit.conventions import LABELS
from stresskit.errors import StresskitError
from stresskit.evaluation.models import (
    HuggingFaceModel,
    Model,
    OutputReading,
    Pair,
    PythonModel,
    import_transformers,
    normalise_label,
)

LEARNER_FORMS = "baseline, hf:DIR"


class Learner(Protocol):
    name: str

    def fit(self, pairs: Sequence[Pair], labels: Sequence[str], seed: int) -> Model: ...


@dataclass(frozen=True)
class FineTuning:
    """Settings of `hf:` fine-tuning."""

    epochs: int = 1
    batch_size: int = 16
    learning_rate: float = 2e-5


def make_learner(spec: str, fine_tuning: FineTuning | None = None) -> Learner:
    """The learner a spec names; checks the hf: directory and extras before any work is done."""
    if spec == "baseline":
        return BaselineLearner()
    scheme, _, rest = spec.partition(":")
    if scheme == "hf" and rest:
        return HuggingFaceLearner(Path(rest), fine_tuning or FineTuning())
    raise StresskitError(f"unknown learner {spec!r}: use one of {LEARNER_FORMS}")


class BaselineLearner:
    name = "baseline"

    def fit(self, pairs: Sequence[Pair], labels: Sequence[str], seed: int) -> Model:
        from stresskit.evaluation.baseline import fit_baseline

        model = fit_baseline(pairs, labels, seed=seed)
        return PythonModel(f"baseline trained on {len(pairs)} pairs", model.predict_proba)


class HuggingFaceLearner:
    def __init__(self, directory: Path, settings: FineTuning) -> None:
        if not (directory / "config.json").is_file():
            raise StresskitError(
                f"{directory} is not a transformers model directory (no config.json): give the folder "
                "saved with save_pretrained (models are never downloaded)"
            )
        if settings.epochs < 1 or settings.batch_size < 1 or settings.learning_rate <= 0:
            raise StresskitError("epochs and batch size must be at least 1 and the learning rate above 0")
        import_transformers()
        self.name = f"hf:{directory}"
        self._directory = directory
        self._settings = settings

    def fit(self, pairs: Sequence[Pair], labels: Sequence[str], seed: int) -> Model:
        torch, transformers = import_transformers()
        torch.manual_seed(seed)
        tokenizer = transformers.AutoTokenizer.from_pretrained(self._directory, local_files_only=True)
        model = transformers.AutoModelForSequenceClassification.from_pretrained(
            self._directory, local_files_only=True
        )
        ids = {
            normalise_label(name, f"{self.name} (config.id2label)"): index
            for index, name in model.config.id2label.items()
        }
        missing = [label for label in LABELS if label in labels and label not in ids]
        if missing:
            raise StresskitError(
                f"{self.name} has no output for {', '.join(missing)}: fine-tune a 3-way NLI model"
            )
        targets = torch.tensor([ids[label] for label in labels])
        optimizer = torch.optim.AdamW(model.parameters(), lr=self._settings.learning_rate)
        generator = torch.Generator().manual_seed(seed)
        size = self._settings.batch_size
        max_length = min(tokenizer.model_max_length, getattr(model.config, "max_position_embeddings", 512))
        model.train()
        for _ in range(self._settings.epochs):
            order = torch.randperm(len(pairs), generator=generator).tolist()
            for start in range(0, len(order), size):
                batch = order[start : start + size]
                encoded = tokenizer(
                    [pairs[i][0] for i in batch],
                    [pairs[i][1] for i in batch],
                    padding=True,
                    truncation=True,
                    max_length=max_length,
                    return_tensors="pt",
                )
                loss = model(**encoded, labels=targets[batch]).loss
                loss.backward()
                optimizer.step()
                optimizer.zero_grad()
        model.eval()
        # The adapter loads everything into memory, so the saved copy can go at once.
        with tempfile.TemporaryDirectory(prefix="stresskit-finetuned-") as saved:
            model.save_pretrained(saved)
            tokenizer.save_pretrained(saved)
            return HuggingFaceModel(
                f"{self.name} fine-tuned on {len(pairs)} pairs", Path(saved), OutputReading()
            )
