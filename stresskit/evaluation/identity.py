"""What identifies a model in the prediction cache and in provenance blocks.

Kept apart from models.py (the adapters) so that provenance, which the baseline adapter writes into its
metadata, can name a model without importing the adapters (no import cycle)."""

from __future__ import annotations

import hashlib
from typing import Protocol


class Identified(Protocol):
    name: str  # a model's spec; `fingerprint` (its weights, file or function), when it has one


def model_key(model: Identified) -> str:
    """A short name for what identifies `model` in the prediction cache (its name and fingerprint)."""
    identity = f"{model.name}\n{getattr(model, 'fingerprint', '')}"
    return hashlib.sha256(identity.encode()).hexdigest()[:12]
