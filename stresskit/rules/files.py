"""Reading the YAML files of rules/: op files, pairs.yaml and lexicons."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

import yaml

from stresskit.errors import StresskitError

# libyaml's safe loader when PyYAML was built with it: the rule files load ~10x faster than in pure Python.
SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
# The most values a file may hold once its aliases (*name) are expanded: the built-in files hold a few
# hundred; nested aliases ("billion laughs") would otherwise grow without bound wherever a value is walked.
MAX_VALUES = 100_000
_MERGE = "tag:yaml.org,2002:merge"


class RuleFileLoader(SAFE_LOADER):  # type: ignore[misc, valid-type]
    """The safe loader, refusing a mapping that repeats a key (YAML would keep the last one silently)."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: set[str] = set()
        for key_node, _ in node.value:
            if isinstance(key_node, yaml.ScalarNode) and key_node.tag != _MERGE:
                if key_node.value in seen:
                    raise yaml.constructor.ConstructorError(
                        None, None, f"duplicate key '{key_node.value}' on line {key_node.start_mark.line + 1}"
                    )
                seen.add(key_node.value)
        return super().construct_mapping(node, deep=deep)


def read_yaml(path: Path, kind: str = "rule file", digests: dict[Path, str] | None = None) -> dict[str, Any]:
    """The file's top-level mapping; a one-line StresskitError when it cannot be read, is not one, repeats a
    key or expands (through aliases) to more than MAX_VALUES values. `digests` gets the sha256 of the bytes
    read (what keys cached rewrites: the content loaded, whatever the file holds later)."""
    try:
        raw = path.read_bytes()
        # Universal newlines, as read_text gives them.
        text = raw.decode("utf-8").replace("\r\n", "\n").replace("\r", "\n")
        data = yaml.load(text, Loader=RuleFileLoader)
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        reason = str(exc).splitlines()[0]
        raise StresskitError(f"cannot read {kind} {path}: {reason}") from exc
    if not isinstance(data, dict):
        raise StresskitError(
            f"{kind} {path} must hold a YAML mapping; see rules/scramble.yaml for an example"
        )
    try:
        _expanded_size(data, {}, set())
    except _TooLarge as exc:
        raise StresskitError(f"cannot read {kind} {path}: {exc}") from None
    except RecursionError:
        raise StresskitError(f"cannot read {kind} {path}: its values are nested too deeply") from None
    if digests is not None:
        digests[path] = hashlib.sha256(raw).hexdigest()
    return data


class _TooLarge(Exception):
    pass


def _expanded_size(value: Any, sizes: dict[int, int], open_: set[int]) -> int:
    """How many values `value` holds with every alias expanded, counting each shared part once per use
    (memoised by identity, so a bomb is measured without being expanded)."""
    if not isinstance(value, dict | list):
        return 1
    key = id(value)
    if key in sizes:
        return sizes[key]
    if key in open_:
        raise _TooLarge("an alias refers to a value that contains it")
    open_.add(key)
    items = [*value.keys(), *value.values()] if isinstance(value, dict) else value
    total = 1
    for item in items:
        total += _expanded_size(item, sizes, open_)
        if total > MAX_VALUES:
            raise _TooLarge(f"its aliases expand to more than {MAX_VALUES:,} values; write the values out")
    open_.discard(key)
    sizes[key] = total
    return total


def sha256_of(path: Path) -> str:
    """The file's content hash: what provenance records and what keys cached rewrites."""
    return hashlib.sha256(path.read_bytes()).hexdigest()
