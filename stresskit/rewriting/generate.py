"""Derived hypotheses: rows → parses → clause view → derivation rules → labelled premise–hypothesis pairs.

For each input sentence and each derivation rule of the chosen phenomena (rules/derive/*.yaml) the rule's
premise side and hypothesis side are computed from the sentence's tokens (stresskit.rules.derivations), and
every (premise, hypothesis) combination with different texts becomes one row with the rule's gold label.

Rows stream as in perturb: a first pass over the input finds the distinct sentences, which are parsed once
(in this process, in worker processes or on a Dask cluster: see execution.py) and derived from; a second pass
writes the rows in input order, chunk by chunk.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from spacy.tokens import Doc

from stresskit.conventions import (
    ALL,
    DEFAULT_HYPOTHESIS_COL,
    DEFAULT_ID_COL,
    DEFAULT_LABEL_COL,
    DEFAULT_PREMISE_COL,
    LABELS,
    NON_ENTAILMENT,
)
from stresskit.errors import StresskitError
from stresskit.operations.assertion import lost_frame
from stresskit.operations.derivation import Derived, copy_rewrite, ill_formed, opening_connective
from stresskit.operations.rewrite import Rewrite
from stresskit.parsing.clauses import Clause, clause_view
from stresskit.parsing.japanese import require_japanese
from stresskit.parsing.parser import Parser
from stresskit.rewriting.execution import ParseProgress, SentenceResults
from stresskit.rewriting.guard import guarded
from stresskit.rewriting.matcher import match_op
from stresskit.rewriting.perturb import MAX_PREMISE_CHARS
from stresskit.rewriting.sentence import Parse
from stresskit.rewriting.workers import Executor
from stresskit.rules.derivations import AUTO, COMPUTED, DeriveRule, Phenomenon, Step
from stresskit.rules.loader import RuleSet
from stresskit.tables import Table, chunks

SOURCE_COL = "source_id"
PHENOMENON_COL = "phenomenon"
HEURISTIC_COL = "heuristic"
LABEL_2WAY_COL = "label_2way"
OUTPUT_COLUMNS = [
    SOURCE_COL,
    DEFAULT_PREMISE_COL,
    DEFAULT_HYPOTHESIS_COL,
    DEFAULT_LABEL_COL,
    LABEL_2WAY_COL,
    PHENOMENON_COL,
    HEURISTIC_COL,
    "rule",
]
CHUNK_ROWS = 2048  # rows read and written at a time


@dataclass(frozen=True)
class DerivedPair:
    """One pair a rule derived from a sentence: texts only, a compact record that workers send back."""

    premise: str
    hypothesis: str
    heuristic: str
    label: str  # the rule's label, or the one its derivation computed for this pair


RuleOutcome = tuple[DerivedPair, ...] | str  # the pairs one rule derived from a sentence, or why none


@dataclass
class GenerateSummary:
    """What a run did: sentences read, pairs per (phenomenon, rule), skips per (rule, reason)."""

    rows_read: int = 0
    unique_sentences: int = 0
    parsed: int = 0
    derived: Counter[tuple[str, str]] = field(default_factory=Counter)
    skipped: Counter[tuple[str, str]] = field(default_factory=Counter)


@dataclass
class GenerateResult:
    table: Table
    summary: GenerateSummary

    @property
    def rows(self) -> list[dict[str, str]]:
        return self.table.rows

    def to_pandas(self) -> Any:
        import pandas as pd

        return pd.DataFrame(self.table.rows, columns=self.table.columns)


def resolve_phenomena(requested: Sequence[str] | str, phenomena: dict[str, Phenomenon]) -> list[Phenomenon]:
    names = [
        n.strip()
        for item in ([requested] if isinstance(requested, str) else requested)
        for n in item.split(",")
    ]
    names = [name for name in names if name]
    if names == [ALL]:
        return list(phenomena.values())
    unknown = [name for name in names if name not in phenomena]
    if unknown or not names:
        raise StresskitError(
            f"unknown phenomenon '{','.join(unknown)}'; valid phenomena: {', '.join(phenomena)} (or all)"
        )
    return [phenomena[name] for name in dict.fromkeys(names)]


def derive_pairs(
    doc: Doc, clauses: Sequence[Clause], rule: DeriveRule, ops: RuleSet
) -> tuple[DerivedPair, ...] | str:
    """The pairs one rule makes from one parsed sentence, or why it makes none."""
    premises = _side(rule.premise, doc, clauses, ops)
    if isinstance(premises, str):
        return premises
    hypotheses = _side(rule.hypothesis, doc, clauses, ops)
    if isinstance(hypotheses, str):
        return hypotheses
    for side in (*premises, *hypotheses):
        if side.rewrite.text().strip() == doc.text.strip():
            continue  # the sentence as given: only what a rule builds is checked
        problem = ill_formed(side.rewrite)
        if problem is not None:
            # A built sentence must be well-formed on both sides (×これらの平野はもあります).
            return f"the built sentence would be ill-formed: {problem}"
    pairs: dict[tuple[str, str], DerivedPair] = {}
    unasserted = ""
    for premise in premises:
        for hypothesis in hypotheses:
            if premise.clauses and hypothesis.clauses and premise.clauses != hypothesis.clauses:
                # Both sides ran ops, on different clauses (the causative premise changed one clause, the
                # causer hypothesis two): the pair would compare unrelated changes.
                continue
            p, h = premise.rewrite.text().strip(), hypothesis.rewrite.text().strip()
            label = rule.label if rule.label != COMPUTED else (hypothesis.label or premise.label)
            if label in (LABELS[0], LABELS[2]):  # entailment, contradiction
                # 共同通信によると、昨夜逮捕された男は… ⇏ 男が昨夜逮捕された: a reported or hedged premise does not
                # entail (or contradict) its content without the frame
                lost = lost_frame(doc, premise.rewrite, hypothesis.rewrite)
                if lost is not None:
                    unasserted = unasserted or lost
                    continue
            if p != h and (p, h) not in pairs and label is not None:
                tag = heuristic_of(hypothesis) if rule.heuristic == AUTO else rule.heuristic
                pairs[(p, h)] = DerivedPair(p, h, tag, label)
    return (
        tuple(pairs.values())
        or unasserted
        or "the hypothesis would equal the premise, or the two sides changed different clauses"
    )


def _side(steps: tuple[Step, ...], doc: Doc, clauses: Sequence[Clause], ops: RuleSet) -> list[Derived] | str:
    current = [Derived(Rewrite(doc))]
    for step in steps:
        if step.derivation is not None:
            outcome = step.derivation.apply(doc, clauses)
            if isinstance(outcome, str):
                return f"{step.derivation.name}: {outcome}"
            current = outcome
            continue
        assert step.op is not None
        made, reason = [], ""
        for derived in current:
            present = set(derived.rewrite.order)
            for pair in ops.pairs.values():
                if not step.op.runs_for(pair) or (step.pairs and pair.name not in step.pairs):
                    continue
                result = match_op(clauses, step.op, pair)
                # Matches on phrases an earlier step removed do not apply (the clause is gone).
                matches = [m for m in result.matches if all(a.head.i in present for a in m.slots.values())]
                if not matches:
                    reason = reason or result.skip_reason or "its clause was removed"
                    continue
                rewrite = copy_rewrite(derived.rewrite)
                for match in matches:
                    for operation in match.rule.operations:
                        operation.apply(rewrite, match.slots)
                moved = _moved_before_opening(doc, derived.rewrite, rewrite)
                if moved is not None:
                    reason = moved  # the op matched, and was refused: the reason says why
                    continue
                touched = derived.clauses | {match.clause.predicate.i for match in matches}
                made.append(Derived(rewrite, derived.constituent, frozenset(touched), derived.label))
        if not made:
            return f"{step.op.op}: {reason}"
        current = made
    return current


def _moved_before_opening(doc: Doc, before: Rewrite, after: Rewrite) -> str | None:
    """Why an op step moved a phrase in front of the connective the sentence opens with, else None. そこで, それで,
    また, しかし… link the sentence to what came before and must stay first: after a phrase they read otherwise
    (そこでセンターが調査した → ×センターがそこで調査した: 'there', no longer 'thereupon')."""
    opening = opening_connective(doc)
    if opening is None:
        return None
    first = opening.start

    def ahead(rewrite: Rewrite) -> set[int]:
        if first not in rewrite.order:
            return set()
        position = rewrite.order.index(first)
        return {i for i in rewrite.order[:position] if i < len(doc) and doc[i].pos_ != "PUNCT"}

    if ahead(after) - ahead(before):
        return (
            f"the sentence opens with the connective {opening.text}: a phrase moved before it would change "
            "what it links or how it reads"
        )
    return None


def heuristic_of(derived: Derived) -> str:
    """The JaNLI heuristic a hypothesis derived from the premise's own tokens invites.

    overlap-full: it uses every word of the premise; constituent: it is a whole clause of it; subsequence: a
    contiguous stretch that is not a clause; overlap-order: some of its words, in their order;
    overlap-nonorder: some of its words, in another order. Punctuation is ignored."""
    rewrite = derived.rewrite
    doc = rewrite.doc
    words = [token.i for token in doc if token.pos_ != "PUNCT"]
    used = [i for i in rewrite.order if i < len(doc) and doc[i].pos_ != "PUNCT"]
    if sorted(used) == words:
        return "overlap-full"
    if derived.constituent:
        return "constituent"
    if used != sorted(used):
        return "overlap-nonorder"
    first = words.index(used[0]) if used else 0
    return "subsequence" if words[first : first + len(used)] == used else "overlap-order"


@dataclass(frozen=True)
class GenerateOptions:
    phenomena: tuple[str, ...]
    premise_col: str = DEFAULT_PREMISE_COL
    id_col: str = DEFAULT_ID_COL
    first_line: int = 2  # the file line of the first data row (after a header), for source_id
    strict: bool = False  # an unexpected error in one sentence is raised, not made a skip


@dataclass(frozen=True)
class DeriveWork:
    """Every rule on each sentence (the `SentenceWork` the executors run); picklable, so workers get it once."""

    rules: tuple[DeriveRule, ...]
    ops: RuleSet
    strict: bool = False  # an unexpected error in one sentence's step is raised, not made a skip

    def results(self, texts: Sequence[str], parse: Parse) -> dict[str, tuple[RuleOutcome, ...]]:
        """Per sentence, one outcome per rule, in rule order (an internal error's skip reason for a rule
        that failed unexpectedly, see rewriting/guard.py)."""
        docs = parse(texts)
        return {
            text: guarded(
                lambda text=text: self._derived(docs[text]),  # type: ignore[misc]
                lambda reason: tuple(reason for _ in self.rules),
                strict=self.strict,
            )
            for text in dict.fromkeys(texts)
        }

    def _derived(self, doc: Doc) -> tuple[RuleOutcome, ...]:
        clauses = clause_view(doc)
        return tuple(
            guarded(
                lambda rule=rule: derive_pairs(doc, clauses, rule, self.ops),  # type: ignore[misc]
                lambda reason: reason,
                strict=self.strict,
            )
            for rule in self.rules
        )


class Generation:
    """One generate run over rows that arrive as a stream.

    `prepare` reads the sentences once and derives from each distinct one (parsed once, and cached batch by
    batch, in this process or with an executor's workers). `rows` then reads the rows again and yields the
    output rows in input order, chunk by chunk: memory holds a chunk of rows and a bounded memo of
    derivations, not the whole table.
    """

    def __init__(
        self,
        phenomena: Sequence[Phenomenon],
        ops: RuleSet,
        options: GenerateOptions,
        parser: Parser,
        executor: Executor | None = None,
    ) -> None:
        self.rules = tuple(rule for phenomenon in phenomena for rule in phenomenon.rules)
        self.options = options
        self.summary = GenerateSummary()
        for rule in self.rules:  # every rule gets a line in the summary, in rule order, even with no pairs
            self.summary.derived[(rule.phenomenon, rule.id)] = 0
        self.results = SentenceResults(DeriveWork(self.rules, ops, options.strict), parser, executor)

    def prepare(self, rows: Iterable[Mapping[str, str]], progress: ParseProgress | None = None) -> None:
        sentences = (self._sentence(row) for row in rows)
        distinct = sorted({text for text in sentences if _sentence_problem(text) is None})
        require_japanese(distinct, self.options.premise_col)
        self.summary.unique_sentences = len(distinct)
        try:
            self.results.prepare(distinct, progress)
        finally:
            self.summary.parsed = self.results.parsed

    def rows(self, rows: Iterable[Mapping[str, str]]) -> Iterator[dict[str, str]]:
        """Per input row, in input order, the pairs of each rule in rule order."""
        for chunk in chunks(rows, CHUNK_ROWS):
            sentences = [self._sentence(row) for row in chunk]
            distinct = [text for text in dict.fromkeys(sentences) if _sentence_problem(text) is None]
            known = self.results.lookup(distinct)
            for row, text in zip(chunk, sentences, strict=True):
                source = row.get(self.options.id_col) or str(self.summary.rows_read + self.options.first_line)
                self.summary.rows_read += 1
                problem = _sentence_problem(text)
                if problem is not None:
                    self.summary.skipped[("all rules", problem)] += 1
                    continue
                for rule, outcome in zip(self.rules, known[text], strict=True):
                    if isinstance(outcome, str):
                        self.summary.skipped[(rule.id, outcome)] += 1
                        continue
                    self.summary.derived[(rule.phenomenon, rule.id)] += len(outcome)
                    for pair in outcome:
                        yield _row(source, rule, pair)

    def _sentence(self, row: Mapping[str, str]) -> str:
        return row.get(self.options.premise_col, "").strip()


def _sentence_problem(text: str) -> str | None:
    if not text:
        return "empty sentence"
    if len(text) > MAX_PREMISE_CHARS:
        return f"sentence longer than {MAX_PREMISE_CHARS} characters"
    return None


def _row(source: str, rule: DeriveRule, pair: DerivedPair) -> dict[str, str]:
    return {
        SOURCE_COL: source,
        DEFAULT_PREMISE_COL: pair.premise,
        DEFAULT_HYPOTHESIS_COL: pair.hypothesis,
        DEFAULT_LABEL_COL: pair.label,
        LABEL_2WAY_COL: "entailment" if pair.label == "entailment" else NON_ENTAILMENT,
        PHENOMENON_COL: rule.phenomenon,
        HEURISTIC_COL: pair.heuristic,
        "rule": rule.id,
    }
