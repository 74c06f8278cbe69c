"""Derivation rules as data: load rules/derive/*.yaml, one file per phenomenon (see rules/derive/README.md).

A derivation rule makes one premise–hypothesis pair from an input sentence S, with its gold label and
heuristic tag. Each side is S itself (`input`) or a list of steps applied to S's tokens:

    {derive: relative-clause-head, not_head: [...]}   a derivation primitive (operations/derivation.py)
    {op: particle-swap}                               an op of rules/*.yaml, on every pair it has rules for
    {op: np-swap, pairs: [ga-o, ga-ni]}               … or only on the pairs listed
    {rule: {pattern: ..., operations: ...}}           an inline rule in the op-file format (rules/passive.yaml),
                                                      with the shared lexicons of rules/lexicons/

A derive step comes first; op and rule steps act on what the steps before them made (their rewrites share
S's tokens, so 子供が走っている猫を追いかけた → drop the relative clause → swap the particles gives
子供を猫が追いかけた).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from stresskit.conventions import HEURISTICS, KEEP, LABELS
from stresskit.errors import StresskitError, key
from stresskit.operations.derivation import DERIVATIONS, Derivation
from stresskit.rules.files import read_yaml
from stresskit.rules.loader import OpSpec, RuleSet, builtin_rules_dir, load_rule

DERIVE_DIR = "derive"
INPUT = "input"  # a side that is the input sentence itself
AUTO = "auto"  # a heuristic tag computed from which of the premise's words the hypothesis keeps
COMPUTED = "computed"  # a label each pair's derivation computes (temporal arithmetic), not the rule's own


@dataclass(frozen=True)
class Step:
    """A derivation primitive, or an op (a built-in one or an inline rule) applied to the sentence so far."""

    derivation: Derivation | None = None
    op: OpSpec | None = None
    pairs: tuple[str, ...] = ()  # the case pairs an op step runs for (all it has rules for when empty)

    def describe(self) -> str:
        if self.derivation is not None:
            return self.derivation.describe()
        assert self.op is not None
        return f"op {self.op.op}"


@dataclass(frozen=True)
class DeriveRule:
    id: str
    description: str
    phenomenon: str
    label: str  # the gold label of every pair the rule makes, or 'computed' (each pair's own)
    heuristic: str  # one of HEURISTICS, or AUTO
    premise: tuple[Step, ...]  # () = the input sentence
    hypothesis: tuple[Step, ...]


@dataclass(frozen=True)
class Phenomenon:
    name: str
    description: str
    rules: tuple[DeriveRule, ...]
    source: Path


def builtin_derive_dir() -> Path:
    return builtin_rules_dir() / DERIVE_DIR


def load_derivations(ops: RuleSet, paths: Sequence[Path] = ()) -> dict[str, Phenomenon]:
    """The built-in phenomena (rules/derive/*.yaml), with files from `paths` replacing same-named ones.

    `ops` resolves `{op: NAME}` steps (load_rules() with the user's --rules)."""
    files = sorted(builtin_derive_dir().glob("*.yaml"))
    for path in paths:
        if not path.exists():
            raise StresskitError(
                f"No such derivation rule file or directory: {path} — check the {key('rules.derive_files')} path."
            )
        files += sorted(path.glob("*.yaml")) if path.is_dir() else [path]
    phenomena: dict[str, Phenomenon] = {}
    for file in files:
        phenomenon = _load_phenomenon(file, ops)
        phenomena[phenomenon.name] = phenomenon
    return phenomena


def _load_phenomenon(path: Path, ops: RuleSet) -> Phenomenon:
    data = read_yaml(path)
    name = data.get("phenomenon")
    if not isinstance(name, str) or not isinstance(data.get("rules"), list):
        raise StresskitError(
            f"derivation file {path}: needs 'phenomenon' and a list of 'rules'; see rules/derive/"
        )
    variables = data.get("variables", {})
    rules = tuple(_load_rule(rule, name, path, ops, variables) for rule in data["rules"])
    ids = [rule.id for rule in rules]
    if len(set(ids)) != len(ids):
        raise StresskitError(f"derivation file {path}: rule ids must be unique")
    return Phenomenon(name, " ".join(str(data.get("description", "")).split()), rules, path)


def _load_rule(
    data: Any, phenomenon: str, path: Path, ops: RuleSet, variables: Mapping[str, str]
) -> DeriveRule:
    if not isinstance(data, dict) or not isinstance(data.get("id"), str):
        raise StresskitError(f"derivation file {path}: each rule needs an 'id'")
    where = f"derivation file {path}, rule {data['id']}"
    label = data.get("label")
    if label not in (*LABELS, COMPUTED):
        raise StresskitError(f"{where}: 'label' must be one of {', '.join(LABELS)} or {COMPUTED}")
    premise = _side(data.get("premise", INPUT), where, path, ops, variables)
    hypothesis = _side(data.get("hypothesis", INPUT), where, path, ops, variables)
    if label == COMPUTED and not any(
        step.derivation is not None and step.derivation.computes_label for step in (*premise, *hypothesis)
    ):
        raise StresskitError(
            f"{where}: label '{COMPUTED}' needs a derivation that computes labels (a temporal-… one)"
        )
    if not premise and not hypothesis:
        raise StresskitError(f"{where}: premise and hypothesis cannot both be the input sentence")
    heuristic = data.get("heuristic", AUTO)
    if heuristic not in (*HEURISTICS, AUTO):
        raise StresskitError(f"{where}: 'heuristic' must be one of {', '.join(HEURISTICS)} or {AUTO}")
    if heuristic == AUTO and premise:
        raise StresskitError(f"{where}: a rule that builds its premise must name its heuristic")
    return DeriveRule(
        data["id"],
        " ".join(str(data.get("description", "")).split()),
        phenomenon,
        label,
        heuristic,
        premise,
        hypothesis,
    )


def _side(data: Any, where: str, path: Path, ops: RuleSet, variables: Mapping[str, str]) -> tuple[Step, ...]:
    if data == INPUT:
        return ()
    steps = data if isinstance(data, list) else [data]
    loaded = tuple(_step(step, where, path, ops, variables) for step in steps)
    if any(step.derivation is not None for step in loaded[1:]):
        raise StresskitError(f"{where}: a derive step must come first")
    return loaded


def _step(data: Any, where: str, path: Path, ops: RuleSet, variables: Mapping[str, str]) -> Step:
    kinds = [key for key in ("derive", "op", "rule") if isinstance(data, dict) and key in data]
    if len(kinds) != 1:
        raise StresskitError(
            f"{where}: each step needs exactly one of derive, op, rule (or the word {INPUT})"
        )
    if kinds[0] == "derive":
        name = data["derive"]
        if name not in DERIVATIONS:
            raise StresskitError(
                f"{where}: unknown derivation '{name}'; known: {', '.join(DERIVATIONS.names())}"
            )
        args = {key: value for key, value in data.items() if key != "derive"}
        reason = DERIVATIONS.get(name).problem(args)
        if reason is not None:
            raise StresskitError(f"{where}: {reason}")
        return Step(derivation=DERIVATIONS.get(name)(args))
    if "pairs" in data and (
        kinds[0] == "derive"
        or not isinstance(data["pairs"], list)
        or not all(isinstance(p, str) for p in data["pairs"])
    ):
        raise StresskitError(
            f"{where}: 'pairs' must be a list of case pairs (ga-o, ga-ni, …) on an op or rule step"
        )
    pairs = tuple(data.get("pairs", ()))
    if kinds[0] == "op":
        if data["op"] not in ops.ops:
            raise StresskitError(f"{where}: unknown op '{data['op']}'; known: {', '.join(ops.ops)}")
        unknown = [p for p in pairs if p not in ops.pairs]
        if unknown:
            raise StresskitError(f"{where}: unknown case pair '{unknown[0]}'; known: {', '.join(ops.pairs)}")
        return Step(op=ops.ops[data["op"]], pairs=pairs)
    if not isinstance(data["rule"], dict):
        raise StresskitError(f"{where}: 'rule' must be a mapping with a pattern and operations")
    rule = load_rule({"id": where.rpartition(" ")[2], **data["rule"]}, path, variables)
    return Step(op=OpSpec(rule.id, rule.description, "", KEEP, (rule,), path, variables), pairs=pairs)
