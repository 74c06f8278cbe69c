"""What identifies a model in the prediction cache and in provenance blocks.

Kept apart from models.py (the adapters) so that provenance, which the baseline adapter writes into its
metadata, can name a model without importing the adapters (no import cycle)."""

from __future__ import annotations

import hashlib
from typing import Protocol


class Identified(Protocol):
    name: str  # a model's spec; `fingerprint` (its weights, file or function), when it has one


def identity_name(model: Identified) -> str:
    """The name that identifies `model` in the cache: its spec, or the `cache_name` an adapter gives where
    the spec's spelling does not matter (baseline:./m and baseline:/abs/m are one model)."""
    return str(getattr(model, "cache_name", model.name))


def model_key(model: Identified) -> str:
    """A short name for what identifies `model` in the prediction cache (its name and fingerprint)."""
    identity = f"{identity_name(model)}\n{getattr(model, 'fingerprint', '')}"
    return hashlib.sha256(identity.encode()).hexdigest()[:12]
