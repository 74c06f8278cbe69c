"""Rewrite rules as data: load and validate the YAML files in rules/ (or a user's copy of them).

An op file names one transformation (scramble, particle-swap, ...), states its expected label effect and
lists its rules; each rule is a pattern over the clause view plus named operations (see stresskit/operations/).
`pairs.yaml` defines the case pairs (ga-o, ga-ni, ga-de, ga) whose slots the patterns refer to.

A pattern either uses the pair's two slots, `subject` and `partner` (scramble, particle-swap, ...), or names
the pair it belongs to and declares its own slots, as the voice ops do (rules/passive.yaml):

    pattern:
      pair: ga-o                 # the rule runs only for this pair
      slots:                     # argument phrases to find, each marked by one of its particles
        subject: {particle: [が, は], only_in_final_clause: [は]}
        object: {particle: [を], not_head: [手]}   # also not_text: [texts], not_contains: [lemmas]
      absent:                    # phrases the clause must not have (rewriting/matcher.py: also stray ones)
        dative: {particle: [に]}
      order: any                 # or the slots' required surface order, e.g. [subject, object]
      adjacent: false            # true (the default): the slots' phrases stand next to each other
      predicate:                 # conditions on the clause's predicate
        voice: active            # active | passive | causative (conjugation.current_voice)
        lemma: [乗る]             # only these predicates
        not_lemma: [する]         # predicates the rule leaves alone
        negated: false           # false: only affirmative predicates (no ない/ず/ぬ); true: only negated
        adnominal: false         # false: not in a relative clause (…ている|男性); true: only there
        subject_shared: false    # false: skip a clause whose subject is also understood in another one

Word lists may nest, so that YAML anchors combine: `not_lemma: [*placing_verbs, *dative_verbs]`.

Two slot names are reserved: `predicate`, bound to the clause's predicate chain (verb + auxiliaries), which
`revoice` acts on, and `clause_start`, bound to the clause's first argument phrase, where `insert_phrase`
can put a new phrase. An op file may declare `variables` (name → default text) that
its operations and slots use as `{name}` placeholders; `load_rules(variables=...)` overrides the defaults.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

import yaml

from stresskit.conventions import KEEP, LABELS
from stresskit.errors import StresskitError
from stresskit.operations.primitives import OPERATIONS, RESERVED_SLOTS, problem, slot_names
from stresskit.parsing.conjugation import Voice

PAIRS_FILE = "pairs.yaml"


def builtin_rules_dir() -> Path:
    return Path(str(resources.files("stresskit") / "builtin_rules"))


@dataclass(frozen=True)
class SlotSpec:
    particles: frozenset[str]
    only_in_final_clause: frozenset[str]
    not_head: frozenset[str] = frozenset()  # head-word lemmas the phrase must not have
    not_text: frozenset[str] = frozenset()  # texts the phrase (without its particle) must not be
    not_contains: frozenset[str] = frozenset()  # lemmas no word of the phrase may have (自分)

    @property
    def label(self) -> str:
        """How reasons name the slot's particles: が/は."""
        return "/".join(sorted(self.particles))


@dataclass(frozen=True)
class PairSpec:
    name: str
    description: str
    slots: Mapping[str, SlotSpec]  # `subject`, and `partner` for the two-phrase pairs


@dataclass(frozen=True)
class PredicateSpec:
    """Conditions on a clause's predicate; None means no condition."""

    voice: Voice | None = None
    lemma: frozenset[str] | None = None
    not_lemma: frozenset[str] = frozenset()
    negated: bool | None = None
    adnominal: bool | None = None
    subject_shared: bool | None = None

    def __bool__(self) -> bool:
        return self != PredicateSpec()


@dataclass(frozen=True)
class Operation:
    name: str
    args: Mapping[str, Any]


@dataclass(frozen=True)
class Rule:
    id: str
    description: str
    order: tuple[str, ...] | None  # the slots' required surface order; None: any order
    operations: tuple[Operation, ...]
    pair: str | None = None  # the only pair the rule runs for; None: every pair with the rule's slots
    slots: Mapping[str, SlotSpec] | None = None  # None: the pair's subject and partner
    absent: Mapping[str, SlotSpec] = field(default_factory=dict)
    adjacent: bool = True
    predicate: PredicateSpec = PredicateSpec()

    def slots_for(self, pair: PairSpec) -> Mapping[str, SlotSpec] | None:
        """The slots the rule matches under `pair`, or None when the rule does not run for it."""
        if self.pair is not None and self.pair != pair.name:
            return None
        if self.slots is not None:
            return self.slots
        if {"subject", "partner"} <= set(pair.slots):
            return {"subject": pair.slots["subject"], "partner": pair.slots["partner"]}
        return None

    @property
    def plain(self) -> bool:
        """A two-slot pair pattern with no conditions beyond order (scramble, particle-swap, ...)."""
        return self.slots is None and not self.absent and not self.predicate


@dataclass(frozen=True)
class OpSpec:
    op: str
    description: str
    meaning: str
    expected_label: str | Mapping[str, str]  # KEEP, or gold label → expected label
    rules: tuple[Rule, ...]
    source: Path
    variables: Mapping[str, str] = field(default_factory=dict)  # placeholder → its text in this load

    def runs_for(self, pair: PairSpec) -> bool:
        """Whether any rule of the op runs for the pair (scramble has none for `ga`, passive none for ga-ni)."""
        return any(rule.slots_for(pair) is not None for rule in self.rules)

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


def load_rules(paths: Sequence[Path] = (), variables: Mapping[str, str] | None = None) -> RuleSet:
    """The built-in rules, with op files from `paths` (files or directories) replacing same-named ops.

    `variables` overrides the texts that op files declare for their `{name}` placeholders, e.g.
    {"causer": "ある女性"} for the causer phrase that the causative op inserts (default ある人)."""
    builtin = builtin_rules_dir()
    pairs_file = builtin / PAIRS_FILE
    op_files = {
        spec.op: spec
        for spec in (
            _load_op(path, variables) for path in sorted(builtin.glob("*.yaml")) if path.name != PAIRS_FILE
        )
    }
    for path in paths:
        if not path.exists():
            raise StresskitError(f"No such rule file or directory: {path} — check the --rules path.")
        files = sorted(path.glob("*.yaml")) if path.is_dir() else [path]
        for file in files:
            if file.name == PAIRS_FILE:
                pairs_file = file
            else:
                spec = _load_op(file, variables)
                op_files[spec.op] = spec
    pairs = _load_pairs(pairs_file)
    for spec in op_files.values():
        for rule in spec.rules:
            if rule.pair is not None and rule.pair not in pairs:
                raise StresskitError(
                    f"rule file {spec.source}, rule {rule.id}: unknown pair '{rule.pair}'; "
                    f"valid pairs: {', '.join(pairs)}"
                )
    return RuleSet(ops=op_files, pairs=pairs)


def read_yaml(path: Path) -> dict[str, Any]:
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        reason = str(exc).splitlines()[0]
        raise StresskitError(f"cannot read rule file {path}: {reason}") from exc
    if not isinstance(data, dict):
        raise StresskitError(
            f"rule file {path} must hold a YAML mapping; see rules/scramble.yaml for an example"
        )
    return data


def _require(data: Mapping[str, Any], key: str, path: Path, kind: type | tuple[type, ...]) -> Any:
    value = data.get(key)
    if not isinstance(value, kind):
        raise StresskitError(f"rule file {path}: '{key}' is missing or malformed; see rules/scramble.yaml")
    return value


def _slot_spec(data: Any, path: Path, variables: Mapping[str, str] | None = None) -> SlotSpec:
    if not isinstance(data, dict):
        raise StresskitError(f"rule file {path}: a slot must be a mapping such as {{particle: [を]}}")
    return SlotSpec(
        particles=_words(_require(data, "particle", path, list)),
        only_in_final_clause=_words(data.get("only_in_final_clause", [])),
        not_head=_words(data.get("not_head", [])),
        not_text=_words(_fill(data.get("not_text", []), variables or {}, f"rule file {path}")),
        not_contains=_words(data.get("not_contains", [])),
    )


def _words(items: Any) -> frozenset[str]:
    """A word list from YAML, flattening nested lists (anchors combined as [*a, *b])."""
    if isinstance(items, list):
        return frozenset(word for item in items for word in _words(item))
    return frozenset([str(items)])


def _load_pairs(path: Path) -> dict[str, PairSpec]:
    data = read_yaml(path)
    pairs = {}
    for name, spec in _require(data, "pairs", path, dict).items():
        slots = {"subject": _slot_spec(_require(spec, "subject", path, dict), path)}
        if "partner" in spec:  # one-phrase pairs (ga) have none
            slots["partner"] = _slot_spec(_require(spec, "partner", path, dict), path)
        pairs[name] = PairSpec(name, str(spec.get("description", "")), slots)
    return pairs


def _load_op(path: Path, variables: Mapping[str, str] | None = None) -> OpSpec:
    data = read_yaml(path)
    expected = data.get("expected_label")
    if expected != KEEP and not (isinstance(expected, dict) and set(expected) <= set(LABELS)):
        raise StresskitError(
            f"rule file {path}: expected_label must be 'keep' or a map from {', '.join(LABELS)} to a label"
        )
    declared = data.get("variables", {})
    if not isinstance(declared, dict) or not all(isinstance(v, str) and v for v in declared.values()):
        raise StresskitError(f"rule file {path}: 'variables' must map each name to a non-empty default text")
    texts = {name: (variables or {}).get(name, default) for name, default in declared.items()}
    rules = tuple(load_rule(rule, path, texts) for rule in _require(data, "rules", path, list))
    return OpSpec(
        op=_require(data, "op", path, str),
        description=" ".join(str(data.get("description", "")).split()),
        meaning=str(data.get("meaning", "")),
        expected_label=expected,
        rules=rules,
        source=path,
        variables=texts,
    )


def load_rule(data: Any, path: Path, variables: Mapping[str, str] | None = None) -> Rule:
    if not isinstance(data, dict):
        raise StresskitError(f"rule file {path}: each entry under 'rules' must be a mapping")
    rule_id = _require(data, "id", path, str)
    pattern = _require(data, "pattern", path, dict)
    where = f"rule file {path}, rule {rule_id}"
    slots = None
    if "slots" in pattern:
        if not isinstance(pattern.get("pair"), str):
            raise StresskitError(f"{where}: a pattern that declares its own slots must name its pair")
        declared = _require(pattern, "slots", path, dict)
        slots = {str(name): _slot_spec(spec, path, variables) for name, spec in declared.items()}
        if not slots or set(slots) & set(RESERVED_SLOTS):
            raise StresskitError(
                f"{where}: pattern.slots needs at least one slot, and {' and '.join(RESERVED_SLOTS)} are reserved"
            )
    names = sorted(slots) if slots is not None else ["partner", "subject"]
    order = pattern.get("order", "any")
    if order != "any" and not _is_order(order, names, slots is None):
        allowed = "[subject, partner]" if slots is None else f"a list of its slots ({', '.join(names)})"
        raise StresskitError(f"{where}: pattern.order must be 'any' or {allowed}")
    absent = {
        str(name): _slot_spec(spec, path, variables) for name, spec in pattern.get("absent", {}).items()
    }
    adjacent = pattern.get("adjacent", True)
    if not isinstance(adjacent, bool):
        raise StresskitError(f"{where}: pattern.adjacent must be true or false")
    operations = tuple(
        _load_operation(op, rule_id, path, variables or {}) for op in _require(data, "operations", path, list)
    )
    _check_slot_references(operations, names, where)
    return Rule(
        rule_id,
        str(data.get("description", "")),
        None if order == "any" else tuple(order),
        operations,
        pair=pattern.get("pair"),
        slots=slots,
        absent=absent,
        adjacent=adjacent,
        predicate=_predicate_spec(pattern.get("predicate", {}), where),
    )


def _is_order(order: Any, names: list[str], pair_slots: bool) -> bool:
    if not isinstance(order, list) or len(set(order)) != len(order) or len(order) < 2:
        return False
    return sorted(order) == names if pair_slots else set(order) <= set(names)


PREDICATE_CONDITIONS = ("voice", "lemma", "not_lemma", "negated", "adnominal", "subject_shared")


def _predicate_spec(data: Any, where: str) -> PredicateSpec:
    if not isinstance(data, dict) or set(data) - set(PREDICATE_CONDITIONS):
        raise StresskitError(f"{where}: pattern.predicate takes {', '.join(PREDICATE_CONDITIONS)}")
    voice = data.get("voice")
    if voice is not None and voice not in set(Voice):
        raise StresskitError(f"{where}: predicate voice must be one of {', '.join(Voice)}")
    for flag in ("negated", "adnominal", "subject_shared"):
        if data.get(flag) is not None and not isinstance(data[flag], bool):
            raise StresskitError(f"{where}: predicate {flag} must be true or false")
    return PredicateSpec(
        voice=None if voice is None else Voice(voice),
        lemma=_words(data["lemma"]) if "lemma" in data else None,
        not_lemma=_words(data.get("not_lemma", [])),
        negated=data.get("negated"),
        adnominal=data.get("adnominal"),
        subject_shared=data.get("subject_shared"),
    )


def _check_slot_references(operations: Sequence[Operation], names: Sequence[str], where: str) -> None:
    known = {*names, *RESERVED_SLOTS}
    for operation in operations:
        used, defined = slot_names(operation.name, operation.args)
        unknown = [name for name in used if name not in known]
        if unknown:
            raise StresskitError(
                f"{where}: operation {operation.name} refers to unknown slot '{unknown[0]}' "
                f"(slots: {', '.join(sorted(known))})"
            )
        if defined is not None:
            if defined in known:
                raise StresskitError(f"{where}: {operation.name} would redefine slot '{defined}'")
            known.add(defined)


def _load_operation(data: Any, rule_id: str, path: Path, variables: Mapping[str, str]) -> Operation:
    names = [key for key in data if key in OPERATIONS] if isinstance(data, dict) else []
    if len(names) != 1:
        raise StresskitError(
            f"rule file {path}, rule {rule_id}: each operation needs exactly one of {', '.join(OPERATIONS)}"
        )
    where = f"rule file {path}, rule {rule_id}"
    reason = problem(names[0], data)
    if reason is not None:
        raise StresskitError(f"{where}: {reason}")
    return Operation(names[0], _fill(dict(data), variables, where))


_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def _fill(value: Any, variables: Mapping[str, str], where: str) -> Any:
    """`value` with each `{name}` in its strings replaced by the op file's variable of that name."""
    if isinstance(value, dict):
        return {key: _fill(item, variables, where) for key, item in value.items()}
    if isinstance(value, list):
        return [_fill(item, variables, where) for item in value]
    if not isinstance(value, str):
        return value
    for name in _PLACEHOLDER.findall(value):
        if name not in variables:
            raise StresskitError(f"{where}: '{{{name}}}' is not declared under the file's 'variables'")
    # A variable may list alternatives separated by commas (causer: ある人,誰か,…): rules read the first, and
    # perturb picks per row the first one the row does not already use (rewriting/outcomes.py, CauserSlot).
    return _PLACEHOLDER.sub(lambda found: variables[found.group(1)].split(",")[0].strip(), value)
