"""Reading the YAML files of rules/: op files, pairs.yaml and lexicons."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

import yaml

from stresskit.errors import StresskitError

# libyaml's safe loader when PyYAML was built with it: the rule files load ~10x faster than in pure Python.
SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def read_yaml(path: Path, kind: str = "rule file") -> dict[str, Any]:
    """The file's top-level mapping; a one-line StresskitError when it cannot be read or is not one."""
    try:
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=SAFE_LOADER)
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        reason = str(exc).splitlines()[0]
        raise StresskitError(f"cannot read {kind} {path}: {reason}") from exc
    if not isinstance(data, dict):
        raise StresskitError(
            f"{kind} {path} must hold a YAML mapping; see rules/scramble.yaml for an example"
        )
    return data


def sha256_of(path: Path) -> str:
    """The file's content hash: what provenance records and what keys cached rewrites."""
    return hashlib.sha256(path.read_bytes()).hexdigest()
