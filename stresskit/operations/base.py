"""What an operation is: one class holding everything about one primitive, and the registry of them.

A rule file writes an operation as a mapping whose first key is the operation's name and holds its main
argument, e.g. `{move: partner, before: subject}`. The class registered under that name (OPERATIONS) says

- `params`: its arguments and their kinds (a slot, two slots, a new slot, a particle, a text, a choice),
  from which the loader validates the mapping and learns which slots it reads and creates;
- `check(slots)`: why it cannot apply to a particular clause (a verb form it cannot inflect), or None;
- `apply(rewrite, slots)`: what it does to the sentence (see rewrite.Rewrite);
- `describe(slots)`: one line, in the sentence's own words, for `stresskit explain`;
- `expect(expectation, original)`: what re-parsing the rewrite should find (rewriting/verification.py).

An instance is the operation as written in one rule: `Move({"move": "partner", "before": "subject"})`.
Slots are bound by the pattern; `predicate` (the clause's predicate chain) and `clause_start` (its first
argument phrase) are always there. A new operation subclasses Operation, sets `name`, `params` and an
`example`, implements the four methods and registers with `@OPERATIONS.register`; a new built-in module
of operations (say operations/derivation.py) is added to OPERATIONS' `builtins` below, so that it is
imported on the first lookup. A package outside stresskit registers its operations through the
`stresskit.operations` entry-point group (see stresskit/registry.py).
Steps that build a hypothesis from a premise (drop a modifier, extract a relative clause, re-inflect to a
finite form) fit the same shape: their slots are the phrases they keep or drop, `apply` removes, moves or
re-inflects tokens of the Rewrite, and `expect` states what the re-parse must show.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar

from stresskit.registry import Registry, Written

if TYPE_CHECKING:
    from stresskit.operations.rewrite import Rewrite
    from stresskit.parsing.clauses import Argument
    from stresskit.parsing.conjugation import Voice

PREDICATE = "predicate"  # the reserved slot bound to the clause's predicate chain
CLAUSE_START = "clause_start"  # the reserved slot bound to the clause's first argument phrase
RESERVED_SLOTS = (PREDICATE, CLAUSE_START)

Slots = Mapping[str, "Argument"]
Claims = dict[str, tuple[str, str]]  # slot → (phrase body text, particle)


@dataclass
class Expectation:
    """What the re-parse of one rewritten clause must show (rewriting/verification.py checks it)."""

    claims: Claims  # slot → (body, particle) that must be an argument of the clause
    removed: set[str] = field(default_factory=set)  # phrase bodies no longer arguments of the clause
    voice: Voice | None = None  # the predicate's voice after the rewrite; None: not checked


class Kind(StrEnum):
    """What an operation argument holds, as written in a rule file."""

    SLOT = "slot"  # the name of a slot the pattern binds (or predicate / clause_start)
    SLOT_PAIR = "two slots"  # a list of two such names
    NEW_SLOT = "new slot"  # a name for a phrase the operation creates
    PARTICLE = "particle"  # a particle (が) or {particle_of: SLOT}, that slot's original particle
    TEXT = "text"  # any text; may hold the op file's {variable} placeholders


@dataclass(frozen=True)
class Param:
    kind: Kind
    required: bool = True
    choices: tuple[str, ...] = ()  # for TEXT: the only values allowed


def particle_text(target: Any, particles: Mapping[str, str]) -> str:
    """A PARTICLE argument as text: given directly (が) or `{particle_of: B}`, B's original particle."""
    return particles[target["particle_of"]] if isinstance(target, dict) else str(target)


class Operation(Written, ABC):
    """One operation primitive; an instance is the operation with the arguments one rule gives it."""

    name: ClassVar[str]
    params: ClassVar[Mapping[str, Param]]  # includes the argument named like the operation itself
    example: ClassVar[Mapping[str, Any]]  # a valid rule-file entry over the slots subject and partner

    def __init__(self, args: Mapping[str, Any]) -> None:
        self.args = dict(args)

    def written(self) -> Mapping[str, Any]:
        return self.args

    @classmethod
    def problem(cls, args: Mapping[str, Any]) -> str | None:
        """What is wrong with the arguments as written in a rule file (the first problem), or None."""
        unknown = [key for key in args if key not in cls.params]
        if unknown:
            return f"{cls.name} has no argument '{unknown[0]}' (it takes {', '.join(cls.params)})"
        for key, param in cls.params.items():
            if key not in args:
                if param.required:
                    return f"{cls.name} needs '{key}'"
                continue
            reason = _kind_problem(args[key], param)
            if reason is not None:
                return f"{cls.name} '{key}' must be {reason}"
        return None

    def slots_used(self) -> list[str]:
        """The existing slots the operation refers to, in argument order."""
        used: list[str] = []
        for key, param in self.params.items():
            value = self.args.get(key)
            if param.kind is Kind.SLOT and value is not None:
                used.append(str(value))
            elif param.kind is Kind.SLOT_PAIR and value is not None:
                used += [str(item) for item in value]
            elif param.kind is Kind.PARTICLE and isinstance(value, dict):
                used.append(str(value["particle_of"]))
        return used

    def slot_created(self) -> str | None:
        """The slot the operation creates (insert_phrase), or None."""
        return next((str(self.args[key]) for key, p in self.params.items() if p.kind is Kind.NEW_SLOT), None)

    def see_rule(self, operations: Sequence[Operation]) -> None:
        """Called once the rule's whole list of operations is loaded (this one among them): an operation whose
        check depends on what the others do (two particles dropped side by side) notes it here."""

    def check(self, slots: Slots) -> str | None:
        """Why the operation cannot apply to these phrases, or None; the matcher skips such a clause."""
        return None

    @abstractmethod
    def apply(self, rewrite: Rewrite, slots: Slots) -> None:
        """Change the sentence."""

    @abstractmethod
    def describe(self, slots: Slots) -> str:
        """One line saying what the operation did, in the sentence's own words."""

    @abstractmethod
    def expect(self, expected: Expectation, original: Claims) -> None:
        """Update what the re-parse must show; `original` is each slot's (body, particle) before any change."""


def _kind_problem(value: Any, param: Param) -> str | None:
    kind = param.kind
    if kind in (Kind.SLOT, Kind.NEW_SLOT) and not isinstance(value, str):
        return f"one slot name, not {_shown(value)}"
    if kind is Kind.SLOT_PAIR and not (
        isinstance(value, list) and len(value) == 2 and all(isinstance(item, str) for item in value)
    ):
        return f"a list of two slot names, not {_shown(value)}"
    if kind is Kind.PARTICLE and not (
        isinstance(value, str) or (isinstance(value, dict) and set(value) == {"particle_of"})
    ):
        return f"a particle or {{particle_of: SLOT}}, not {_shown(value)}"
    if kind is Kind.TEXT and not isinstance(value, str):
        return f"a text, not {_shown(value)}"
    if param.choices and value not in param.choices:
        return f"one of {', '.join(param.choices)}, not {_shown(value)}"
    return None


def _shown(value: Any) -> str:
    if isinstance(value, list):
        return f"a list {value}".replace("'", "")
    if isinstance(value, dict):
        return f"a mapping {value}".replace("'", "")
    return repr(value)


OPERATIONS: Registry[type[Operation]] = Registry(
    "operation", Operation, group="stresskit.operations", builtins=("stresskit.operations.primitives",)
)
