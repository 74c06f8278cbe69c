"""One premise through every requested (op, pair): clause view → rule matches → rewrite, or a skip reason.

`apply_ops` is the per-sentence step that `perturb` and `explain` share; `outcomes` runs it over a batch of
premises (with the re-parse that verification needs) and returns compact `Outcome` records.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from spacy.tokens import Doc

from stresskit.operations.rewrite import Rewrite
from stresskit.parsing.clauses import Clause, clause_view
from stresskit.rewriting.function_ops import FunctionOp, Skip
from stresskit.rewriting.guard import guarded
from stresskit.rewriting.matcher import Match, match_op
from stresskit.rewriting.outcomes import CAUSER, CauserSlot, Outcome, Rewritten, Skipped, SlotSpan
from stresskit.rewriting.readings import rewrite_reading
from stresskit.rewriting.verification import verify_rewrite
from stresskit.rules.loader import OpSpec, RuleSet

Parse = Callable[[Iterable[str]], Mapping[str, Doc]]


@dataclass(frozen=True)
class Task:
    """One (op, pair) to try on every premise: a rule op, or a Python function op (pair FUNCTION_PAIR)."""

    op: str
    pair: str
    function: FunctionOp | None = None


@dataclass(frozen=True)
class Applied:
    """A rewrite with what made it: the rule matches (none for a function op) and the finished Rewrite."""

    op: str
    pair: str
    text: str
    matches: tuple[Match, ...]
    finished: Finished | None  # None for a function op

    @property
    def rewrite(self) -> Rewrite | None:
        return self.finished.rewrite if self.finished else None

    @property
    def causer(self) -> str | None:
        """The causer chosen for the premise (causative), which verification looks for."""
        return self.finished.causer if self.finished else None


@dataclass(frozen=True)
class Work:
    """What every premise goes through; picklable, so that worker processes get it once."""

    rules: RuleSet
    tasks: tuple[Task, ...]
    verify: bool = False
    strict: bool = False  # an unexpected error in one premise's step is raised, not made a skip

    def results(self, texts: Sequence[str], parse: Parse) -> dict[str, tuple[Outcome, ...]]:
        """Every task's outcome for each premise (the `SentenceWork` that the executors run)."""
        return outcomes(texts, parse, self)


def rewrite_for(doc: Doc, matches: Sequence[Match]) -> Rewrite:
    """The sentence after every match's operations, in rule order."""
    rewrite = Rewrite(doc)
    for match in matches:
        for operation in match.rule.operations:
            operation.apply(rewrite, match.slots)
    return rewrite


@dataclass(frozen=True)
class Finished:
    """A premise's rewrite, with its causer slot and the causer chosen for the premise (causative only)."""

    rewrite: Rewrite
    slot: CauserSlot | None = None
    causer: str | None = None


def finish_rewrite(doc: Doc, matches: Sequence[Match], spec: OpSpec) -> Finished | str:
    """The rewrite of `doc` by the matches, with the first causer the premise does not use; or why not."""
    rewrite = rewrite_for(doc, matches)
    # before the causer slot is cut, so that each row's causer keeps the comma after its が
    separate_copula_lookalikes(rewrite)
    slot = causer_slot(rewrite, spec.variables.get(CAUSER, ""))
    causer = None
    if slot is not None:
        causer = slot.choose(doc.text)
        if causer is None:
            return slot.none_free("premise")
        _put_causer(rewrite, slot, causer)
    return Finished(rewrite, slot, causer)


def causer_slot(rewrite: Rewrite, variable: str) -> CauserSlot | None:
    """Where the rewrite inserted the first causer candidate, if the op inserts causers at all."""
    candidates = tuple(name.strip() for name in variable.split(",") if name.strip())
    if not candidates:
        return None
    segments, current = [], ""
    for i, text in rewrite.pieces():
        if i >= len(rewrite.doc) and text.startswith(candidates[0]):
            segments.append(current)
            current = text[len(candidates[0]) :]
        else:
            current += text
    return CauserSlot((*segments, current), candidates) if segments else None


def _put_causer(rewrite: Rewrite, slot: CauserSlot, causer: str) -> None:
    """Put `causer` in place of the first candidate in the rewrite's inserted phrases."""
    for i in range(len(rewrite.doc), len(rewrite.texts)):
        if rewrite.texts[i].startswith(slot.candidates[0]):
            rewrite.texts[i] = causer + rewrite.texts[i][len(slot.candidates[0]) :]


def separate_copula_lookalikes(rewrite: Rewrite) -> None:
    """Put a comma between a case particle で/に and a following ある that the rewrite brought together.

    ナイフで|ある人が reads as ナイフである人 "a person who is a knife", テーブルの周りに|あるグループ as "the
    group that is around the table", 手紙が|ある人に as "a person who has a letter", and an inserted causer
    誰かが|ある人に as "a person someone has"; ナイフで、ある人が reads as meant. Only the determiner ある
    counts, never the verb. Pairs the premise already had stay."""
    pieces = rewrite.pieces()
    for (i, text), (j, following) in itertools.pairwise(pieces):
        particle = text in ("で", "に", "が") and i < len(rewrite.doc) and rewrite.doc[i].pos_ == "ADP"
        # an inserted phrase (the causer 誰かが before the causee ある人に: 誰かがある人 "someone who has …")
        particle = particle or (i >= len(rewrite.doc) and text.endswith(("で", "に", "が")))
        if particle and j != i + 1 and _is_determiner_aru(rewrite, j, following):
            rewrite.texts[i] = text + "、"


def _is_determiner_aru(rewrite: Rewrite, j: int, text: str) -> bool:
    """The piece is the determiner ある (ある人, ある男性), not the verb ある: only the determiner gets the comma,
    which before the verb would be stranded before the predicate (×本が机の上に、ある)."""
    if not text.startswith("ある"):
        return False
    if j >= len(rewrite.doc):
        return True  # an inserted phrase: ある人 (the causer)
    return rewrite.doc[j].pos_ == "DET" or rewrite.doc[j].tag_.startswith("連体詞")


def apply_ops(
    doc: Doc, clauses: list[Clause], rules: RuleSet, tasks: Sequence[Task], *, strict: bool = True
) -> list[Applied | Skipped]:
    """Each task's rewrite of the parsed premise (its clause view given), or why it does not apply; an
    unexpected error in one task is that task's skip unless `strict`."""
    return [
        guarded(
            lambda task=task: _apply_op(doc, clauses, rules, task),  # type: ignore[misc]
            lambda reason, task=task: Skipped(task.op, task.pair, reason),  # type: ignore[misc]
            strict=strict,
        )
        for task in tasks
    ]


def _apply_op(doc: Doc, clauses: list[Clause], rules: RuleSet, task: Task) -> Applied | Skipped:
    if task.function is not None:
        result = task.function.apply(clauses, doc.text)
        if isinstance(result, Skip):
            return Skipped(task.op, task.pair, result.reason)
        return Applied(task.op, task.pair, result, (), None)
    spec = rules.ops[task.op]
    match = match_op(clauses, spec, rules.pairs[task.pair])
    finished = match.skip_reason or finish_rewrite(doc, match.matches, spec)
    if isinstance(finished, str):
        return Skipped(task.op, task.pair, finished)
    return Applied(task.op, task.pair, finished.rewrite.text(), match.matches, finished)


def outcomes(texts: Sequence[str], parse: Parse, work: Work) -> dict[str, tuple[Outcome, ...]]:
    """Every task's outcome for each premise; with `work.verify`, rule rewrites are re-parsed and checked."""
    docs = parse(texts)
    applied = {
        text: guarded(
            lambda text=text: apply_ops(  # type: ignore[misc]
                docs[text], clause_view(docs[text]), work.rules, work.tasks, strict=work.strict
            ),
            lambda reason: [Skipped(task.op, task.pair, reason) for task in work.tasks],
            strict=work.strict,
        )
        for text in dict.fromkeys(texts)
    }
    records = {
        text: tuple(
            guarded(
                lambda result=result, text=text: _record(result, docs[text], work.rules),  # type: ignore[misc]
                lambda reason, result=result: Skipped(result.op, result.pair, reason),  # type: ignore[misc]
                strict=work.strict,
            )
            for result in results
        )
        for text, results in applied.items()
    }
    if not work.verify:
        return records
    checked = [result for results in applied.values() for result in results if _verifiable(result)]
    new_docs = parse(result.text for result in checked)  # type: ignore[union-attr]
    return {
        text: tuple(
            _verified(result, record, new_docs, work.strict)  # type: ignore[arg-type]
            if _verifiable(result) and isinstance(record, Rewritten)
            else record
            for result, record in zip(applied[text], records[text], strict=True)
        )
        for text in records
    }


def _verified(result: Applied, record: Rewritten, new_docs: Mapping[str, Doc], strict: bool) -> Outcome:
    """The record with the re-parse's verdict; a skip if checking it failed unexpectedly."""
    return guarded(
        lambda: replace(
            record, verified=verify_rewrite(result.matches, new_docs[result.text], result.causer)
        ),
        lambda reason: Skipped(record.op, record.pair, reason),
        strict=strict,
    )


def _verifiable(result: Applied | Skipped) -> bool:
    return isinstance(result, Applied) and bool(result.matches)


def _record(result: Applied | Skipped, doc: Doc, rules: RuleSet) -> Outcome:
    if isinstance(result, Skipped):
        return result
    spec = rules.ops.get(result.op)
    # The rewrite's clauses, for an op whose expected label follows the hypothesis (rules/label_rules.py).
    reading = (
        rewrite_reading(doc, result.matches) if spec and spec.hypothesis_label and result.matches else None
    )
    slots = tuple(
        SlotSpan(name, argument.span.start_char, argument.span.end_char)
        for match in result.matches
        for name, argument in match.slots.items()
    )
    rule_ids = tuple(dict.fromkeys(match.rule.id for match in result.matches))
    slot = result.finished.slot if result.finished else None
    return Rewritten(result.op, result.pair, result.text, rule_ids, slots, causer_slot=slot, reading=reading)
