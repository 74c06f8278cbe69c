"""Rewrite rules as data: load and validate the YAML files in rules/ (or a user's copy of them).

An op file names one transformation (scramble, particle-swap, ...), states its expected label effect and
lists its rules; each rule is a pattern over the clause view plus named operations (see operations.py).
`pairs.yaml` defines the case pairs (ga-o, ga-ni, ga-de) whose slots the patterns refer to.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

import yaml

from stresskit.errors import StresskitError
from stresskit.operations import OPERATIONS

PAIRS_FILE = "pairs.yaml"
LABELS = ("entailment", "neutral", "contradiction")
KEEP = "keep"


def builtin_rules_dir() -> Path:
    return Path(str(resources.files("stresskit") / "rules"))


@dataclass(frozen=True)
class SlotSpec:
    particles: frozenset[str]
    only_in_final_clause: frozenset[str]


@dataclass(frozen=True)
class PairSpec:
    name: str
    description: str
    slots: Mapping[str, SlotSpec]


@dataclass(frozen=True)
class Operation:
    name: str
    args: Mapping[str, Any]


@dataclass(frozen=True)
class Rule:
    id: str
    description: str
    order: tuple[str, ...] | None  # the slots' required surface order; None: either order
    operations: tuple[Operation, ...]


@dataclass(frozen=True)
class OpSpec:
    op: str
    description: str
    meaning: str
    expected_label: str | Mapping[str, str]  # KEEP, or gold label → expected label
    rules: tuple[Rule, ...]
    source: Path

    def expected_for(self, gold_label: str | None) -> str:
        """The label the perturbed pair should get; without a known gold label, the effect's name."""
        if self.expected_label == KEEP:
            return gold_label if gold_label in LABELS else "unchanged"
        if gold_label in self.expected_label:
            return self.expected_label[gold_label]
        targets = set(self.expected_label.values())
        return targets.pop() if len(targets) == 1 else "changed"

    @property
    def effect(self) -> str:
        """One line on the expected label effect, for listings."""
        if self.expected_label == KEEP:
            return "label kept"
        return ", ".join(f"{gold}→{new}" for gold, new in self.expected_label.items())


@dataclass(frozen=True)
class RuleSet:
    ops: Mapping[str, OpSpec]
    pairs: Mapping[str, PairSpec]


def load_rules(paths: Sequence[Path] = ()) -> RuleSet:
    """The built-in rules, with op files from `paths` (files or directories) replacing same-named ops."""
    builtin = builtin_rules_dir()
    pairs_file = builtin / PAIRS_FILE
    op_files = {spec.op: spec for spec in (_load_op(path) for path in sorted(builtin.glob("*.yaml")) if path.name != PAIRS_FILE)}
    for path in paths:
        if not path.exists():
            raise StresskitError(f"No such rule file or directory: {path} — check the --rules path.")
        files = sorted(path.glob("*.yaml")) if path.is_dir() else [path]
        for file in files:
            if file.name == PAIRS_FILE:
                pairs_file = file
            else:
                spec = _load_op(file)
                op_files[spec.op] = spec
    return RuleSet(ops=op_files, pairs=_load_pairs(pairs_file))


def _read_yaml(path: Path) -> dict[str, Any]:
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        reason = str(exc).splitlines()[0]
        raise StresskitError(f"cannot read rule file {path}: {reason}") from exc
    if not isinstance(data, dict):
        raise StresskitError(f"rule file {path} must hold a YAML mapping; see rules/scramble.yaml for an example")
    return data


def _require(data: Mapping[str, Any], key: str, path: Path, kind: type | tuple[type, ...]) -> Any:
    value = data.get(key)
    if not isinstance(value, kind):
        raise StresskitError(f"rule file {path}: '{key}' is missing or malformed; see rules/scramble.yaml")
    return value


def _load_pairs(path: Path) -> dict[str, PairSpec]:
    data = _read_yaml(path)
    pairs = {}
    for name, spec in _require(data, "pairs", path, dict).items():
        slots = {}
        for slot in ("subject", "partner"):
            slot_data = _require(spec, slot, path, dict)
            slots[slot] = SlotSpec(
                particles=frozenset(_require(slot_data, "particle", path, list)),
                only_in_final_clause=frozenset(slot_data.get("only_in_final_clause", [])),
            )
        pairs[name] = PairSpec(name, str(spec.get("description", "")), slots)
    return pairs


def _load_op(path: Path) -> OpSpec:
    data = _read_yaml(path)
    expected = data.get("expected_label")
    if expected != KEEP and not (isinstance(expected, dict) and set(expected) <= set(LABELS)):
        raise StresskitError(
            f"rule file {path}: expected_label must be 'keep' or a map from {', '.join(LABELS)} to a label"
        )
    rules = tuple(_load_rule(rule, path) for rule in _require(data, "rules", path, list))
    return OpSpec(
        op=_require(data, "op", path, str),
        description=" ".join(str(data.get("description", "")).split()),
        meaning=str(data.get("meaning", "")),
        expected_label=expected,
        rules=rules,
        source=path,
    )


def _load_rule(data: Any, path: Path) -> Rule:
    if not isinstance(data, dict):
        raise StresskitError(f"rule file {path}: each entry under 'rules' must be a mapping")
    rule_id = _require(data, "id", path, str)
    order = _require(data, "pattern", path, dict).get("order", "any")
    if order != "any" and not (isinstance(order, list) and sorted(order) == ["partner", "subject"]):
        raise StresskitError(f"rule file {path}, rule {rule_id}: pattern.order must be 'any' or [subject, partner]")
    operations = tuple(_load_operation(op, rule_id, path) for op in _require(data, "operations", path, list))
    return Rule(rule_id, str(data.get("description", "")), None if order == "any" else tuple(order), operations)


def _load_operation(data: Any, rule_id: str, path: Path) -> Operation:
    names = [key for key in data if key in OPERATIONS] if isinstance(data, dict) else []
    if len(names) != 1:
        raise StresskitError(
            f"rule file {path}, rule {rule_id}: each operation needs exactly one of {', '.join(OPERATIONS)}"
        )
    return Operation(names[0], dict(data))
