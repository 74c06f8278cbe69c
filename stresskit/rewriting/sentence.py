"""One premise through every requested (op, pair): clause view → rule matches → rewrite, or a skip reason.

`apply_ops` is the per-sentence step that `perturb` and `explain` share; `outcomes` runs it over a batch of
premises (with the re-parse that verification needs) and returns compact `Outcome` records.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from spacy.tokens import Doc

from stresskit.operations.primitives import OPERATIONS, Rewrite
from stresskit.parsing.clauses import Clause, clause_view
from stresskit.rewriting.function_ops import FunctionOp, Skip
from stresskit.rewriting.matcher import Match, match_op
from stresskit.rewriting.outcomes import Outcome, Rewritten, Skipped, SlotSpan
from stresskit.rewriting.verification import verify_rewrite
from stresskit.rules.loader import RuleSet

Parse = Callable[[Iterable[str]], Mapping[str, Doc]]


@dataclass(frozen=True)
class Task:
    """One (op, pair) to try on every premise: a rule op, or a Python function op (pair FUNCTION_PAIR)."""

    op: str
    pair: str
    function: FunctionOp | None = None


@dataclass(frozen=True)
class Applied:
    """A rewrite with what made it: the rule matches (none for a function op) and the Rewrite itself."""

    op: str
    pair: str
    text: str
    matches: tuple[Match, ...]
    rewrite: Rewrite | None


@dataclass(frozen=True)
class Work:
    """What every premise goes through; picklable, so that worker processes get it once."""

    rules: RuleSet
    tasks: tuple[Task, ...]
    verify: bool = False


def rewrite_for(doc: Doc, matches: Sequence[Match]) -> Rewrite:
    """The sentence after every match's operations, in rule order."""
    rewrite = Rewrite(doc)
    for match in matches:
        for operation in match.rule.operations:
            OPERATIONS[operation.name](rewrite, match.slots, operation.args)
    return rewrite


def apply_ops(
    doc: Doc, clauses: list[Clause], rules: RuleSet, tasks: Sequence[Task]
) -> list[Applied | Skipped]:
    """Each task's rewrite of the parsed premise (its clause view given), or why it does not apply."""
    results: list[Applied | Skipped] = []
    for task in tasks:
        if task.function is not None:
            result = task.function.apply(clauses, doc.text)
            results.append(
                Skipped(task.op, task.pair, result.reason)
                if isinstance(result, Skip)
                else Applied(task.op, task.pair, result, (), None)
            )
            continue
        match = match_op(clauses, rules.ops[task.op], rules.pairs[task.pair])
        if match.skip_reason is not None:
            results.append(Skipped(task.op, task.pair, match.skip_reason))
        else:
            rewrite = rewrite_for(doc, match.matches)
            results.append(Applied(task.op, task.pair, rewrite.text(), match.matches, rewrite))
    return results


def outcomes(texts: Sequence[str], parse: Parse, work: Work) -> dict[str, tuple[Outcome, ...]]:
    """Every task's outcome for each premise; with `work.verify`, rule rewrites are re-parsed and checked."""
    docs = parse(texts)
    applied = {
        text: apply_ops(docs[text], clause_view(docs[text]), work.rules, work.tasks)
        for text in dict.fromkeys(texts)
    }
    records = {text: tuple(_record(result) for result in results) for text, results in applied.items()}
    if not work.verify:
        return records
    checked = [result for results in applied.values() for result in results if _verifiable(result)]
    new_docs = parse(result.text for result in checked)  # type: ignore[union-attr]
    return {
        text: tuple(
            replace(record, verified=verify_rewrite(result.matches, new_docs[result.text]))
            if _verifiable(result)
            else record
            for result, record in zip(applied[text], records[text], strict=True)
        )
        for text in records
    }


def _verifiable(result: Applied | Skipped) -> bool:
    return isinstance(result, Applied) and bool(result.matches)


def _record(result: Applied | Skipped) -> Outcome:
    if isinstance(result, Skipped):
        return result
    slots = tuple(
        SlotSpan(name, argument.span.start_char, argument.span.end_char)
        for match in result.matches
        for name, argument in match.slots.items()
    )
    rule_ids = tuple(dict.fromkeys(match.rule.id for match in result.matches))
    return Rewritten(result.op, result.pair, result.text, rule_ids, slots)
