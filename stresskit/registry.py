"""Name → implementation registries, spaCy/catalogue-style, with plug-ins through Python entry points.

stresskit has two: operations (stresskit.operations.registry.OPERATIONS: what a rule does to the matched
phrases) and conditions (stresskit.rules.conditions.CONDITIONS: what a clause or phrase must be for a rule
to match). Built-in entries register with a decorator when their module is imported:

    @OPERATIONS.register
    class Topicalize(Operation): name = "topicalize"; ...

A third-party package adds entries without stresskit knowing it, by declaring an entry point in its
pyproject.toml; the registry loads the group the first time a name is looked up:

    [project.entry-points."stresskit.operations"]
    negate = "my_package.ops:Negate"
    [project.entry-points."stresskit.conditions"]
    animate = "my_package.conditions:Animate"

The entry point's name must equal the class's `name`; an entry that fails to load, is not the registry's
kind or reuses a built-in name is refused with a one-line error naming the entry point.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from importlib import import_module, metadata
from typing import Generic, TypeVar

from stresskit.errors import StresskitError

T = TypeVar("T", bound=type)


class Written(ABC):
    """Base of registered classes whose instances are what one rule file wrote (an operation with its
    arguments, a condition with its value): they compare and print by that, so loaded rules compare equal
    after a round trip to a worker process."""

    @abstractmethod
    def written(self) -> object:
        """What the rule file wrote for this instance."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.written()!r})"

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and isinstance(other, Written) and other.written() == self.written()

    __hash__ = None  # type: ignore[assignment]


class Registry(Generic[T]):
    """Classes registered by their `name` attribute.

    The `builtins` modules are imported, and the entry points of `group` loaded, on the first lookup, so
    that defining a registry costs nothing and a built-in module needs no import elsewhere to count."""

    def __init__(self, kind: str, base: type, group: str, builtins: Sequence[str]) -> None:
        self.kind = kind
        self.base = base
        self.group = group
        self.builtins = tuple(builtins)  # modules whose classes register themselves when imported
        self._entries: dict[str, T] = {}
        self._plugins_loaded = False

    def register(self, cls: T) -> T:
        """Class decorator: register `cls` under `cls.name`."""
        self._add(cls, f"{cls.__module__}.{cls.__qualname__}")
        return cls

    def get(self, name: str) -> T:
        """The class registered as `name`; a StresskitError listing the known names otherwise."""
        self._load_plugins()
        if name not in self._entries:
            raise StresskitError(f"unknown {self.kind} '{name}'; known: {', '.join(self.names())}")
        return self._entries[name]

    def __contains__(self, name: object) -> bool:
        self._load_plugins()
        return name in self._entries

    def names(self) -> list[str]:
        self._load_plugins()
        return list(self._entries)

    def _add(self, cls: T, origin: str) -> None:
        if not (isinstance(cls, type) and issubclass(cls, self.base)):
            raise StresskitError(f"{origin} is not a {self.base.__name__}; it cannot be a {self.kind}")
        name = getattr(cls, "name", None)
        if not isinstance(name, str) or not name:
            raise StresskitError(f"{origin} has no 'name'; a {self.kind} is registered by its name")
        existing = self._entries.get(name)
        if existing is not None and existing is not cls:
            raise StresskitError(
                f"{origin}: {self.kind} '{name}' is already registered by {existing.__module__}"
            )
        self._entries[name] = cls

    def _load_plugins(self) -> None:
        if self._plugins_loaded:
            return
        self._plugins_loaded = True
        for module in self.builtins:
            import_module(module)
        for entry in sorted(metadata.entry_points(group=self.group), key=lambda e: e.name):
            origin = f"entry point {entry.name} = {entry.value} (group {self.group})"
            try:
                cls = entry.load()
            except Exception as exc:  # a broken plug-in must name itself, not crash with a traceback
                raise StresskitError(f"{origin} cannot be loaded: {exc}") from exc
            if getattr(cls, "name", None) != entry.name:
                raise StresskitError(
                    f"{origin}: the class's name is {getattr(cls, 'name', None)!r}, not {entry.name!r}"
                )
            self._add(cls, origin)
