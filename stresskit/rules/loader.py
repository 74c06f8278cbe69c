"""Rewrite rules as data: load and validate the YAML files in rules/ (or a user's copy of them).

An op file names one transformation (scramble, particle-swap, ...), states its version and expected label
effect and lists its rules; each rule is a pattern over the clause view plus operations (the registry in
stresskit/operations/base.py). `pairs.yaml` defines the case pairs (ga-o, ga-ni, ga-de, ga) whose slots the
patterns refer to; rules/lexicons/ holds the shared word lists (rules/lexicons.py).

Every key is checked: an unknown key, a value of the wrong type, an unknown label, operation, condition or
lexicon, an incomplete label map or an operation's wrong arguments stop the load with one line naming the
file, the rule and the key. The schema of an op file:

    op: passive                  # the op's name (--op passive)
    version: 2                   # the rule version, reported with the rows it produces
    description: ...             # optional; also `meaning:`
    expected_label: keep         # or a map from every gold label to the expected one
    hypothesis_label:            # optional: cases where the expected label follows the row's hypothesis
      - {when: states_rewrite, label: entailment}   # see rules/label_rules.py
    variables: {causer: ある人}   # optional: {causer} placeholders and their default texts
    lexicons: {looks: [顔, 表情]} # optional: word lists of this file only ($looks)
    rules:
      - id: passive
        description: ...
        pattern:                 # `{order: any}` alone: the pair's subject and partner, adjacent
          pair: ga-o             # the rule runs only for this pair
          slots:                 # argument phrases to find, each marked by one of its particles
            subject: {particle: [が, は], only_in_final_clause: [は]}
            object: {particle: [を], head: {LEMMA: {NOT_IN: [$body_parts]}}}   # see rules/conditions.py
          absent:                # phrases the clause must not have (rewriting/matcher.py: also stray ones)
            dative: {particle: [に]}
          order: any             # or the slots' required surface order, e.g. [subject, object]
          adjacent: false        # true (the default): the slots' phrases stand next to each other
          predicate:             # conditions on the clause's predicate, checked in this order
            voice: active        # a named condition (rules/conditions.py CONDITIONS)
            head: {LEMMA: {NOT_IN: [$light_verbs]}}   # an attribute test on the predicate word
        operations:
          - {exchange_phrases: [subject, object]}

Two slot names are reserved: `predicate`, bound to the clause's predicate chain (verb + auxiliaries), which
`revoice` acts on, and `clause_start`, bound to the clause's first argument phrase, where `insert_phrase`
can put a new phrase. `load_rules(variables=...)` overrides the defaults of an op file's `variables`.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from stresskit.conventions import ALL, KEEP, LABELS
from stresskit.errors import StresskitError
from stresskit.errors import key as spec_key
from stresskit.operations.base import OPERATIONS, RESERVED_SLOTS, Operation
from stresskit.package_files import check_package_files, package_root
from stresskit.parsing.clauses import Argument, Clause
from stresskit.rules.conditions import (
    ATTRIBUTES,
    CONDITIONS,
    OPERATORS,
    PHRASE_TARGETS,
    AttributeTest,
    Condition,
    NamedCondition,
    PhraseTest,
    PredicateTest,
    SlotCondition,
)
from stresskit.rules.files import read_yaml, sha256_of
from stresskit.rules.label_rules import CASE_KEYS, CASE_LABELS, LABEL_CONDITIONS, OTHERWISE, LabelCase
from stresskit.rules.lexicons import Lexicon, UsageRecorder, lexicon_reasons, load_lexicons, resolve_words

PAIRS_FILE = "pairs.yaml"
LEXICONS_DIR = "lexicons"
OP_KEYS = (
    "op", "version", "description", "meaning", "expected_label", "hypothesis_label", "variables", "lexicons",
    "rules",
)  # fmt: skip
RULE_KEYS = ("id", "description", "pattern", "operations")
PATTERN_KEYS = ("pair", "slots", "absent", "order", "adjacent", "predicate")
SLOT_KEYS = ("particle", *PHRASE_TARGETS)  # and the names of the registered slot conditions
PAIRS_KEYS = ("version", "pairs")
PAIR_KEYS = ("description", "subject", "partner")


def builtin_rules_dir() -> Path:
    """The built-in rules, after checking that the installation has every one of them (one-line error if not)."""
    check_package_files()
    return package_root() / "builtin_rules"


@dataclass(frozen=True)
class SlotSpec:
    particles: frozenset[str]
    tests: tuple[PhraseTest | SlotCondition, ...] = ()  # what the phrase must be besides its particle

    @cached_property  # skip reasons name it for every clause tried
    def label(self) -> str:
        """How reasons name the slot's particles: が/は; a stacked form (には) goes under its case particle (に)."""
        stacked = {p for p in self.particles if any(p != q and p.startswith(q) for q in self.particles)}
        return "/".join(sorted(self.particles - stacked))

    def marks(self, argument: Argument, clause: Clause) -> bool:
        """The phrase carries one of the slot's particles (where that particle counts)."""
        if argument.particle not in self.particles:
            return False
        return all(test.passes(argument, clause) for test in self.tests if test.marking)

    def fits(self, argument: Argument, clause: Clause) -> bool:
        """The phrase is marked as the slot wants and passes its tests."""
        return argument.particle in self.particles and all(
            test.passes(argument, clause) for test in self.tests
        )


@dataclass(frozen=True)
class PairSpec:
    name: str
    description: str
    slots: Mapping[str, SlotSpec]  # `subject`, and `partner` for the two-phrase pairs


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
    conditions: tuple[Condition, ...] = ()  # on the clause's predicate, checked in order

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
        return self.slots is None and not self.absent and not self.conditions

    @property
    def plain_slots(self) -> bool:
        """A two-slot pair pattern with no slots or absent phrases of its own; it may test its predicate
        (particle-swap's viewpoint_auxiliary)."""
        return self.slots is None and not self.absent


@dataclass(frozen=True)
class OpSpec:
    op: str
    description: str
    meaning: str
    expected_label: str | Mapping[str, str]  # KEEP, or gold label → expected label
    rules: tuple[Rule, ...]
    source: Path
    variables: Mapping[str, str] = field(default_factory=dict)  # placeholder → its text in this load
    version: str = ""  # the op file's `version:`
    lexicons: tuple[str, ...] = ()  # the shared lexicons (rules/lexicons/) its rules use
    # The cases where the expected label follows the row's hypothesis (rules/label_rules.py); () for none.
    hypothesis_label: tuple[LabelCase, ...] = ()

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
    lexicons: Mapping[str, frozenset[str]] = field(default_factory=dict)  # the shared ones, by name
    lexicon_files: Mapping[str, Path] = field(default_factory=dict)  # the file of each shared lexicon
    pairs_file: Path | None = None  # the pairs.yaml loaded (a --rules directory may replace the built-in one)
    digests: Mapping[Path, str] = field(default_factory=dict)  # sha256 of each file's content as loaded
    pairs_lexicons: tuple[str, ...] = ()  # the shared lexicons the pairs file uses

    def files(self, ops: Iterable[str]) -> list[Path]:
        """The files behind `ops`: the pairs file, each op's rule file and the shared lexicons they (and the
        pairs file) use."""
        specs = [self.ops[op] for op in dict.fromkeys(ops) if op in self.ops]
        lexicons = sorted({name for spec in specs for name in spec.lexicons} | set(self.pairs_lexicons))
        pairs_file = [self.pairs_file] if self.pairs_file is not None else []
        return [
            *pairs_file,
            *(spec.source for spec in specs),
            *(self.lexicon_files[name] for name in lexicons),
        ]

    def digest(self, path: Path) -> str:
        """sha256 of the file's content as this rule set loaded it: an edit made since does not change it
        (a rule set made without loading its files: the content now)."""
        return self.digests.get(path) or sha256_of(path)


def load_rules(paths: Sequence[Path] = (), variables: Mapping[str, str] | None = None) -> RuleSet:
    """The built-in rules, with op files from `paths` (files or directories) replacing same-named ops.

    A directory's `lexicons/` folder adds lexicons (replacing built-in ones of the same name) and its
    pairs.yaml replaces the built-in pairs. `variables` overrides the texts that op files declare for their
    `{name}` placeholders, e.g. {"causer": "ある女性"} for the causer phrase the causative op inserts."""
    builtin = builtin_rules_dir()
    for path in paths:
        if not path.exists():
            raise StresskitError(
                f"No such rule file or directory: {path} — check the {spec_key('rules.files')} path."
            )
    directories = [builtin, *(path for path in paths if path.is_dir())]
    digests: dict[Path, str] = {}
    lexicons, lexicon_files = load_lexicons(
        [d / LEXICONS_DIR for d in directories if (d / LEXICONS_DIR).is_dir()], digests
    )
    pairs_file = builtin / PAIRS_FILE
    op_files = [path for path in sorted(builtin.glob("*.yaml")) if path.name != PAIRS_FILE]
    for path in paths:
        for file in sorted(path.glob("*.yaml")) if path.is_dir() else [path]:
            if file.name == PAIRS_FILE:
                pairs_file = file
            else:
                op_files.append(file)
    used = UsageRecorder(lexicons)
    pairs = _load_pairs(pairs_file, used, digests)
    ops: dict[str, OpSpec] = {}
    for file in op_files:
        spec = _load_op(file, lexicons, variables or {}, digests)
        ops[spec.op] = spec
    for spec in ops.values():
        for rule in spec.rules:
            if rule.pair is not None and rule.pair not in pairs:
                raise StresskitError(
                    f"rule file {spec.source}, rule {rule.id}: pattern.pair: unknown pair '{rule.pair}'; "
                    f"valid pairs: {', '.join(pairs)}"
                )
    return RuleSet(
        ops=ops,
        pairs=pairs,
        lexicons=lexicons,
        lexicon_files=lexicon_files,
        pairs_file=pairs_file,
        digests=digests,
        pairs_lexicons=tuple(sorted(used.used)),
    )


def load_rule(data: Any, path: Path, variables: Mapping[str, str] | None = None) -> Rule:
    """One rule in the op-file format written outside an op file (the inline rules of rules/derive/),
    checked like any other and with the built-in shared lexicons."""
    lexicons, _ = load_lexicons([builtin_rules_dir() / LEXICONS_DIR])
    return _load_rule(data, f"rule file {path}", lexicons, variables or {})


def _check_keys(data: Mapping[str, Any], allowed: Sequence[str], where: str) -> None:
    unknown = [str(key) for key in data if key not in allowed]
    if unknown:
        raise StresskitError(f"{where}: unknown key '{unknown[0]}'; allowed: {', '.join(allowed)}")


def _require(data: Mapping[str, Any], key: str, where: str, kind: type | tuple[type, ...], what: str) -> Any:
    value = data.get(key)
    if key not in data:
        raise StresskitError(f"{where}: '{key}' is missing; it must be {what}")
    if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
        raise StresskitError(f"{where}: '{key}' must be {what}, not {_shown(value)}")
    return value


_OP_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*")
_VERSION = re.compile(r"\d+(\.\d+)*")


def _shown(value: Any) -> str:
    """A value as an error line shows it: its repr, cut to about 100 characters."""
    text = repr(value)
    return text if len(text) <= 100 else text[:99] + "…"


def _text(data: Mapping[str, Any], key: str, where: str) -> str:
    """An optional text value (description, meaning), checked before it is used: "" when absent."""
    value = data.get(key, "")
    if not isinstance(value, str | int | float) or isinstance(value, bool):
        raise StresskitError(f"{where}: '{key}' must be text, not {type(value).__name__}")
    return str(value)


def _load_pairs(
    path: Path, lexicons: Mapping[str, frozenset[str]], digests: dict[Path, str]
) -> dict[str, PairSpec]:
    data = read_yaml(path, digests=digests)
    where = f"rule file {path}"
    _check_keys(data, PAIRS_KEYS, where)
    pairs = {}
    for name, spec in _require(data, "pairs", where, dict, "a mapping of pair names").items():
        pair_where = f"{where}, pair {name}"
        if not isinstance(spec, dict):
            raise StresskitError(f"{pair_where}: a pair must be a mapping with a subject slot")
        _check_keys(spec, PAIR_KEYS, pair_where)
        slots = {"subject": _slot_spec(spec.get("subject"), f"{pair_where}, subject", lexicons, {})}
        if "partner" in spec:  # one-phrase pairs (ga) have none
            slots["partner"] = _slot_spec(spec["partner"], f"{pair_where}, partner", lexicons, {})
        pairs[str(name)] = PairSpec(str(name), _text(spec, "description", pair_where), slots)
    return pairs


def _load_op(
    path: Path, shared: Mapping[str, frozenset[str]], overrides: Mapping[str, str], digests: dict[Path, str]
) -> OpSpec:
    data = read_yaml(path, digests=digests)
    where = f"rule file {path}"
    _check_keys(data, OP_KEYS, where)
    op = _require(data, "op", where, str, "the op's name")
    if not _OP_NAME.fullmatch(op) or op == ALL:
        raise StresskitError(
            f"{where}: 'op' must be a name of letters, digits, '-' and '_' (not 'all'), not {_shown(op)}"
        )
    version = _require(data, "version", where, (int, float, str), "the rule version, e.g. 1")
    if isinstance(version, float) and not math.isfinite(version) or not _VERSION.fullmatch(str(version)):
        raise StresskitError(
            f"{where}: 'version' must be a version number such as 1 or 2.1, not {_shown(version)}"
        )
    expected = data.get("expected_label")
    if expected != KEEP:
        if not isinstance(expected, dict):
            raise StresskitError(
                f"{where}: 'expected_label' must be 'keep' or a map from {', '.join(LABELS)} to a label"
            )
        for gold, new in expected.items():
            if gold not in LABELS or new not in LABELS:
                bad = gold if gold not in LABELS else new
                raise StresskitError(
                    f"{where}: expected_label: unknown label '{bad}'; labels: {', '.join(LABELS)}"
                )
        missing = [label for label in LABELS if label not in expected]
        if missing:
            raise StresskitError(f"{where}: expected_label: no expected label for gold '{missing[0]}'")
    cases = _label_cases(data.get("hypothesis_label", []), where)
    declared = data.get("variables", {})
    if not isinstance(declared, dict) or not all(isinstance(v, str) and v for v in declared.values()):
        raise StresskitError(f"{where}: 'variables' must map each name to a non-empty default text")
    texts = {name: overrides.get(name, default) for name, default in declared.items()}
    own = data.get("lexicons", {})
    if not isinstance(own, dict):
        raise StresskitError(f"{where}: 'lexicons' must map each name to a list of words")
    lexicons = UsageRecorder(shared)
    for name, entry in own.items():
        lexicon_where = f"{where}: lexicons.{name}"
        description = ""
        if isinstance(entry, dict):  # {description: why these words, words: [...]}
            unknown = [key for key in entry if key not in ("description", "words")]
            if unknown:
                raise StresskitError(
                    f"{lexicon_where}: unknown key '{unknown[0]}'; allowed: description, words"
                )
            description, entry = str(entry.get("description", "")), entry.get("words")
        words = resolve_words(entry, lexicons, lexicon_where)
        dict.__setitem__(lexicons, str(name), Lexicon(words, str(name), description))
    rules = tuple(
        _load_rule(rule, where, lexicons, texts)
        for rule in _require(data, "rules", where, list, "a list of rules")
    )
    seen: set[str] = set()
    for rule in rules:
        if rule.id in seen:
            raise StresskitError(f"{where}: rule id '{rule.id}' is used twice; give each rule its own id")
        seen.add(rule.id)
    return OpSpec(
        op=op,
        description=" ".join(_text(data, "description", where).split()),
        meaning=_text(data, "meaning", where),
        expected_label=expected,
        rules=rules,
        source=path,
        variables=texts,
        version=str(version),
        lexicons=tuple(sorted(name for name in lexicons.used if name in shared and name not in own)),
        hypothesis_label=cases,
    )


def _label_cases(data: Any, where: str) -> tuple[LabelCase, ...]:
    """An op file's `hypothesis_label:` list, checked: each case one condition and one label."""
    where = f"{where}: hypothesis_label"
    if not isinstance(data, list):
        raise StresskitError(f"{where} must be a list of {{when: CONDITION, label: LABEL}} cases")
    cases = []
    for number, item in enumerate(data, start=1):
        case_where = f"{where}, case {number}"
        if not isinstance(item, dict):
            raise StresskitError(f"{case_where}: a case must be a mapping {{when: CONDITION, label: LABEL}}")
        _check_keys(item, CASE_KEYS, case_where)
        when = _require(item, "when", case_where, str, f"one of {', '.join(LABEL_CONDITIONS)}")
        label = _require(item, "label", case_where, str, f"one of {', '.join(CASE_LABELS)}")
        if when not in LABEL_CONDITIONS:
            raise StresskitError(
                f"{case_where}: unknown condition '{when}'; conditions: {', '.join(LABEL_CONDITIONS)}"
            )
        if label not in CASE_LABELS:
            raise StresskitError(f"{case_where}: unknown label '{label}'; labels: {', '.join(CASE_LABELS)}")
        golds = item.get("gold", [])
        if not isinstance(golds, list) or not golds and "gold" in item:
            raise StresskitError(f"{case_where}: 'gold' must be a list of gold labels, e.g. [neutral]")
        unknown = [str(g) for g in golds if g not in LABELS]
        if unknown:
            raise StresskitError(
                f"{case_where}: gold: unknown label '{unknown[0]}'; labels: {', '.join(LABELS)}"
            )
        if when == OTHERWISE and not golds and number != len(data):
            raise StresskitError(
                f"{case_where}: '{OTHERWISE}' with no 'gold' must be the last case; later ones never apply"
            )
        cases.append(LabelCase(when, label, tuple(golds)))
    return tuple(cases)


def _load_rule(
    data: Any, file_where: str, lexicons: Mapping[str, frozenset[str]], variables: Mapping[str, str]
) -> Rule:
    if not isinstance(data, dict):
        raise StresskitError(f"{file_where}: each entry under 'rules' must be a mapping with an id")
    rule_id = _require(data, "id", file_where, str, "the rule's id")
    where = f"{file_where}, rule {rule_id}"
    _check_keys(data, RULE_KEYS, where)
    pattern = _require(data, "pattern", where, dict, "a mapping")
    _check_keys(pattern, PATTERN_KEYS, f"{where}: pattern")
    slots = None
    if "slots" in pattern:
        if not isinstance(pattern.get("pair"), str):
            raise StresskitError(
                f"{where}: pattern.pair: a pattern that declares its own slots must name its pair"
            )
        declared = _require(pattern, "slots", f"{where}: pattern", dict, "a mapping of slot names")
        slots = {
            str(name): _slot_spec(spec, f"{where}: pattern.slots.{name}", lexicons, variables)
            for name, spec in declared.items()
        }
        if not slots or set(slots) & set(RESERVED_SLOTS):
            raise StresskitError(
                f"{where}: pattern.slots needs at least one slot, and {' and '.join(RESERVED_SLOTS)} are reserved"
            )
    if "pair" in pattern and not isinstance(pattern["pair"], str):
        raise StresskitError(f"{where}: pattern.pair must be a pair name, not {pattern['pair']!r}")
    names = sorted(slots) if slots is not None else ["partner", "subject"]
    order = pattern.get("order", "any")
    if order != "any" and not _is_order(order, names, slots is None):
        allowed = "[subject, partner]" if slots is None else f"a list of its slots ({', '.join(names)})"
        raise StresskitError(f"{where}: pattern.order must be 'any' or {allowed}")
    absent = (
        _require(pattern, "absent", f"{where}: pattern", dict, "a mapping of slots")
        if "absent" in pattern
        else {}
    )
    adjacent = pattern.get("adjacent", True)
    if not isinstance(adjacent, bool):
        raise StresskitError(f"{where}: pattern.adjacent must be true or false, not {adjacent!r}")
    operations = tuple(
        _load_operation(op, where, variables)
        for op in _require(data, "operations", where, list, "a list of operations")
    )
    _check_slot_references(operations, names, where)
    for operation in operations:
        operation.see_rule(operations)
    return Rule(
        rule_id,
        _text(data, "description", where),
        None if order == "any" else tuple(order),
        operations,
        pair=pattern.get("pair"),
        slots=slots,
        absent={
            str(name): _slot_spec(spec, f"{where}: pattern.absent.{name}", lexicons, variables)
            for name, spec in absent.items()
        },
        adjacent=adjacent,
        conditions=_conditions(pattern.get("predicate", {}), f"{where}: pattern.predicate", lexicons),
    )


def _slot_spec(
    data: Any, where: str, lexicons: Mapping[str, frozenset[str]], variables: Mapping[str, str]
) -> SlotSpec:
    if not isinstance(data, dict):
        raise StresskitError(f"{where}: a slot must be a mapping such as {{particle: [を]}}")
    if "particle" not in data:
        raise StresskitError(f"{where}: 'particle' is missing; it must list the particles that mark the slot")
    tests: list[PhraseTest | SlotCondition] = []
    for key, value in data.items():
        if key == "particle":
            continue
        if key in PHRASE_TARGETS:
            attributes = ("TEXT",) if key == "body" else tuple(ATTRIBUTES)
            filled = _fill(value, variables, where)
            tests += [
                PhraseTest(key, test)
                for test in _attribute_tests(filled, f"{where}.{key}", attributes, lexicons)
            ]
        else:
            cls = CONDITIONS.get(key) if key in CONDITIONS else None
            if cls is not None and cls.takes_words:  # animate: [$animates]
                value = sorted(resolve_words(value, lexicons, f"{where}.{key}"))
            tests.append(_named(key, value, SlotCondition, where))
    return SlotSpec(
        particles=resolve_words(data["particle"], lexicons, f"{where}.particle"), tests=tuple(tests)
    )


def _named(name: Any, value: Any, kind: type[NamedCondition], where: str) -> Any:
    """The registered condition `name: value`, checked to be of the kind the place takes (slot or clause)."""
    fixed = ", ".join(SLOT_KEYS) if kind is SlotCondition else "head"
    allowed = [n for n in CONDITIONS.names() if issubclass(CONDITIONS.get(n), kind)]
    if name not in CONDITIONS:
        what = "key" if kind is SlotCondition else "condition"
        raise StresskitError(f"{where}: unknown {what} '{name}'; allowed: {fixed}, {', '.join(allowed)}")
    cls = CONDITIONS.get(name)
    if not issubclass(cls, kind):
        place = "in a slot" if issubclass(cls, SlotCondition) else "under pattern.predicate"
        raise StresskitError(f"{where}: '{name}' is a condition written {place}, not here")
    reason = cls.problem(value)
    if reason is not None:
        raise StresskitError(f"{where}.{name} {reason}")
    return cls(value)


def _attribute_tests(
    data: Any, where: str, attributes: Sequence[str], lexicons: Mapping[str, frozenset[str]]
) -> list[AttributeTest]:
    """`{LEMMA: {NOT_IN: [...]}, POS: {IN: [...]}}` as tests, in the order written."""
    if not isinstance(data, dict) or not data:
        raise StresskitError(f"{where} must map an attribute ({', '.join(attributes)}) to a test")
    tests = []
    for attribute, test in data.items():
        if attribute not in attributes:
            raise StresskitError(
                f"{where}: unknown attribute '{attribute}'; allowed: {', '.join(attributes)}"
            )
        if not isinstance(test, dict) or not test:
            raise StresskitError(
                f"{where}.{attribute} must map an operator ({', '.join(OPERATORS)}) to a value"
            )
        for operator, value in test.items():
            key = f"{where}.{attribute}.{operator}"
            if operator not in OPERATORS:
                raise StresskitError(
                    f"{where}.{attribute}: unknown operator '{operator}'; allowed: {', '.join(OPERATORS)}"
                )
            if operator == "REGEX":
                if not isinstance(value, str):
                    raise StresskitError(f"{key} must be a regular expression, not {value!r}")
                try:
                    tests.append(AttributeTest(attribute, operator, regex=re.compile(value)))
                except re.error as exc:
                    raise StresskitError(f"{key}: bad regular expression: {exc}") from exc
            else:
                words = resolve_words(value, lexicons, key)
                reasons = lexicon_reasons(value, lexicons)
                tests.append(AttributeTest(attribute, operator, words=words, reasons=reasons))
    return tests


def _conditions(data: Any, where: str, lexicons: Mapping[str, frozenset[str]]) -> tuple[Condition, ...]:
    if not isinstance(data, dict):
        raise StresskitError(f"{where} must be a mapping of conditions")
    conditions: list[Condition] = []
    for name, value in data.items():
        if name == "head":
            tests = _attribute_tests(value, f"{where}.head", tuple(ATTRIBUTES), lexicons)
            conditions += [PredicateTest(test) for test in tests]
            continue
        cls = CONDITIONS.get(name) if name in CONDITIONS else None
        if (
            cls is not None and cls.takes_words
        ):  # ni_agent: [$affecting_verbs], emotion_stimulus: [$emotion_verbs]
            value = sorted(resolve_words(value, lexicons, f"{where}.{name}"))
        conditions.append(_named(name, value, Condition, where))
    return tuple(conditions)


def _is_order(order: Any, names: list[str], pair_slots: bool) -> bool:
    if not isinstance(order, list) or len(set(order)) != len(order) or len(order) < 2:
        return False
    return sorted(order) == names if pair_slots else set(order) <= set(names)


def _check_slot_references(operations: Sequence[Operation], names: Sequence[str], where: str) -> None:
    known = {*names, *RESERVED_SLOTS}
    for operation in operations:
        unknown = [name for name in operation.slots_used() if name not in known]
        if unknown:
            raise StresskitError(
                f"{where}: operation {operation.name} refers to unknown slot '{unknown[0]}' "
                f"(slots: {', '.join(sorted(known))})"
            )
        defined = operation.slot_created()
        if defined is not None:
            if defined in known:
                raise StresskitError(f"{where}: {operation.name} would redefine slot '{defined}'")
            known.add(defined)


def _load_operation(data: Any, where: str, variables: Mapping[str, str]) -> Operation:
    if not isinstance(data, dict) or not data:
        raise StresskitError(
            f"{where}: an operation must be a mapping such as {{move: partner, before: subject}}"
        )
    name = str(next(iter(data)))
    if name not in OPERATIONS:
        raise StresskitError(f"{where}: unknown operation '{name}'; known: {', '.join(OPERATIONS.names())}")
    cls = OPERATIONS.get(name)
    args = _fill(dict(data), variables, where)
    reason = cls.problem(args)
    if reason is not None:
        raise StresskitError(f"{where}: operation {reason}")
    return cls(args)


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
