"""Python functions as ops: the escape hatch for a rewrite no rule file can say.

A function receives the parsed premise's clause view (a list of `Clause`) and returns the rewritten
sentence, or `Skip("why")` when it does not apply. Its rows carry the function's name as `op` and
`FUNCTION_PAIR` as `pair`; `@op_function(expected_label=...)` declares the label the rewrite should get
(as in a rule file: "keep", one label, or a map from gold label to label). A module-level function that
can be imported by name runs in worker processes too; any other function (a lambda, a local function,
one defined in `__main__`) runs in the main process, which worker processes send the parses back to.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from stresskit.conventions import KEEP, LABELS
from stresskit.errors import StresskitError
from stresskit.parsing.clauses import Clause
from stresskit.rules.loader import OpSpec

RewriteFunction = Callable[[list[Clause]], "str | Skip"]
EXPECTED_LABEL_ATTRIBUTE = "__stresskit_expected_label__"


@dataclass(frozen=True)
class Skip:
    """What a function op returns when it does not apply; `reason` goes to the row's skip_reason."""

    reason: str


def op_function(*, expected_label: str | Mapping[str, str]) -> Callable[[RewriteFunction], RewriteFunction]:
    """Declare the expected label of a function op: "keep", one NLI label, or {gold label: label}."""
    if isinstance(expected_label, str):
        if expected_label != KEEP and expected_label not in LABELS:
            raise StresskitError(
                f"expected_label {expected_label!r} is neither 'keep' nor one of {', '.join(LABELS)}"
            )
        declared = expected_label if expected_label == KEEP else dict.fromkeys(LABELS, expected_label)
    else:
        unknown = [label for pair in expected_label.items() for label in pair if label not in LABELS]
        if unknown:
            raise StresskitError(f"expected_label names {unknown[0]!r}; use {', '.join(LABELS)}")
        declared = dict(expected_label)

    def declare(function: RewriteFunction) -> RewriteFunction:
        setattr(function, EXPECTED_LABEL_ATTRIBUTE, declared)
        return function

    return declare


@dataclass(frozen=True)
class FunctionOp:
    name: str
    function: RewriteFunction
    spec: OpSpec | None  # the declared expected label; None: undeclared, rows get an empty expected_label

    @property
    def importable(self) -> bool:
        """Whether a worker process can import the function by its module and name (pickle's test)."""
        module = getattr(self.function, "__module__", None)
        qualname = getattr(self.function, "__qualname__", "")
        if module in (None, "__main__") or "<" in qualname:
            return False
        target: object = sys.modules.get(module)
        for part in qualname.split("."):
            target = getattr(target, part, None)
        return target is self.function

    def expected_for(self, gold_label: str | None) -> str:
        return self.spec.expected_for(gold_label) if self.spec is not None else ""

    def apply(self, clauses: list[Clause], premise: str) -> str | Skip:
        try:
            result = self.function(clauses)
        except Exception as error:  # a bug in user code: name it and the sentence, without a traceback
            raise StresskitError(
                f"op function {self.name} failed on {premise!r}: {type(error).__name__}: {error}"
            ) from error
        if not isinstance(result, str | Skip):
            raise StresskitError(
                f"op function {self.name} returned {type(result).__name__} for {premise!r}; "
                "return the rewritten sentence (str) or stresskit.Skip(reason)"
            )
        return result


def function_ops(requested: Sequence[object]) -> list[str | FunctionOp]:
    """Op names as they are; each callable as a FunctionOp named after it."""
    return [item if isinstance(item, str) else as_function_op(item) for item in requested]


def as_function_op(function: object) -> FunctionOp:
    if not callable(function):
        raise StresskitError(
            f"an op is a name or a function of the clause view, not {type(function).__name__}"
        )
    name = getattr(function, "__name__", type(function).__name__)
    declared = getattr(function, EXPECTED_LABEL_ATTRIBUTE, None)
    source = Path(getattr(sys.modules.get(getattr(function, "__module__", "")), "__file__", None) or ".")
    spec = (
        OpSpec(
            op=name,
            description=function.__doc__ or "",
            meaning="",
            expected_label=declared,
            rules=(),
            source=source,
        )
        if declared is not None
        else None
    )
    return FunctionOp(name, function, spec)  # type: ignore[arg-type]
