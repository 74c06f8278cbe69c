"""rows → parses → clause view → rule matches → rewrites → (verification) → output rows."""

from __future__ import annotations

import math
import os
import re
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path
from typing import Any

import platformdirs

from stresskit.conventions import (
    ALL,
    DEFAULT_HYPOTHESIS_COL,
    DEFAULT_LABEL_COL,
    DEFAULT_PREMISE_COL,
    FUNCTION_PAIR,
    LABELS,
    NON_ENTAILMENT,
    gold_label,
)
from stresskit.errors import StresskitError, key
from stresskit.parsing.japanese import require_japanese
from stresskit.parsing.parser import Parser
from stresskit.parsing.propositions import HypothesisReading, read_hypothesis
from stresskit.rewriting.execution import ParseProgress, SentenceResults
from stresskit.rewriting.frames import InputTypes, typed_dataset, typed_frame
from stresskit.rewriting.function_ops import FunctionOp, function_ops
from stresskit.rewriting.guard import guarded
from stresskit.rewriting.outcomes import Outcome, Rewritten, Skipped
from stresskit.rewriting.rewrite_cache import RewriteCache, cacheable
from stresskit.rewriting.rows import PerturbedRow, RowSchema
from stresskit.rewriting.sentence import Task, Work, outcomes
from stresskit.rewriting.workers import BatchResult, Executor
from stresskit.rules.label_rules import case_label
from stresskit.rules.loader import RuleSet
from stresskit.tables import Table, TableFile, chunks, require_columns

# Sudachi refuses inputs over ~49 KB, and no test sentence is this long; longer premises are skipped.
MAX_PREMISE_CHARS = 2000

CHUNK_ROWS = 2048  # rows read and written at a time

ProgressCallback = Callable[[int], None]
# Added to every output row after the input's columns (with `<premise>_origin` first); an input column
# of the same name is kept as INPUT_PREFIX + name.
WRITTEN_COLUMNS = ("mod_A", "op", "pair", "rule", "expected_label", "verified", "skip_reason")
INPUT_PREFIX = "input_"
# Skip reasons quote the sentence (predicate 歩く is excluded by the rule); its kind keeps the template and the
# case particles, which belong to it (no を-argument next to the subject, no subject marked が/は/も).
_SENTENCE_WORDS = re.compile(r"[^\x00-\x7f]+")
_LEXICON_REASON = re.compile(r" \(([a-z_]+): .*\)$")
_PARTICLES = frozenset(("が", "を", "に", "で", "と", "は", "も", "へ", "から", "より", "まで"))


# A space (ASCII or ideographic) between two non-ASCII characters: how pre-tokenised Japanese separates words.
_TOKEN_SPACE = re.compile(r"(?<=[^\x00-\x7f])[ \u3000]+(?=[^\x00-\x7f])")


def joined_tokens(text: str) -> str:
    """A pre-tokenised premise (男性 が ギター を 弾い て いる, as some NLI sets ship) with its tokens joined
    (男性がギターを弾いている); any other text unchanged. Two or more spaces between Japanese characters mark
    it; spaces between Latin words (New York) stay."""
    if len(_TOKEN_SPACE.findall(text)) < 2:
        return text
    return _TOKEN_SPACE.sub("", text)


def default_cache_dir() -> Path:
    return Path(os.environ.get("STRESSKIT_CACHE_DIR") or platformdirs.user_cache_dir("stresskit"))


@dataclass
class Summary:
    """What a run did: rows read, rewrites per (op, pair), skips per reason."""

    rows_read: int = 0
    unique_premises: int = 0
    parsed: int = 0
    rewritten: Counter[tuple[str, str]] = field(default_factory=Counter)
    skipped: Counter[str] = field(default_factory=Counter)
    verification_failed: Counter[tuple[str, str]] = field(default_factory=Counter)
    pretokenised: int = 0  # distinct premises given as space-separated tokens, joined before parsing


@dataclass
class PerturbResult:
    """The output rows (typed, and as the CLI writes them) and the run's summary."""

    perturbed: list[PerturbedRow]
    schema: RowSchema
    summary: Summary
    input_types: InputTypes | None = None  # the input's column types, which to_pandas gives back

    @cached_property
    def table(self) -> Table:
        return Table(self.schema.columns, [self.schema.record(row) for row in self.perturbed])

    @property
    def rows(self) -> list[dict[str, str]]:
        return self.table.rows

    def to_pandas(self) -> Any:
        """The rows as a DataFrame with the input's column types (ids int, scores float with NaN where
        missing, booleans bool, a Dataset's class labels as ids), `mod_A` bool and `verified` boolean."""
        return typed_frame(self.table.columns, self.table.rows, self.input_types)

    def to_dataset(self) -> Any:
        """The rows as a `datasets.Dataset`; a Dataset input's features, ClassLabel too, are kept."""
        return typed_dataset(self.table.columns, self.table.rows, self.input_types)


@dataclass(frozen=True)
class Options:
    ops: tuple[str, ...]
    pairs: tuple[str, ...]
    premise_col: str = DEFAULT_PREMISE_COL
    label_col: str = DEFAULT_LABEL_COL
    keep_unchanged: bool = False
    verify: bool = False
    verified_only: bool = False
    # The hypothesis column: an inserted causer must not be a noun the row's hypothesis already uses.
    hypothesis_col: str = DEFAULT_HYPOTHESIS_COL
    functions: Mapping[str, FunctionOp] = field(default_factory=dict)  # ops given as Python functions
    strict: bool = False  # an unexpected error in one premise is raised, not made a skip (rewriting/guard.py)

    def schema(self, input_columns: Sequence[str]) -> RowSchema:
        """The output columns for an input with these columns."""
        return RowSchema(input_columns, self.premise_col, self.verify, self.keep_unchanged)

    def tasks(self, rules: RuleSet) -> tuple[Task, ...]:
        """Every (op, pair) to try on each premise, in output order: the rule ops, then the function ops."""
        return tuple(
            Task(op, pair, self.functions.get(op))
            for op in self.ops
            for pair in pairs_for(op, rules, self.pairs, self)
        )


def reason_kind(reason: str) -> str:
    """A skip reason with the words of the sentence replaced by …, so that reasons can be counted by kind.

    A lexicon's explanation at the end (… is excluded by the rule (path_verbs: Verbs of motion …)) is cut
    to the lexicon's name: the kind is "predicate … is excluded by the rule (path_verbs)"."""
    reason = _LEXICON_REASON.sub(r" (\1)", reason)
    return _SENTENCE_WORDS.sub(lambda words: words[0] if words[0] in _PARTICLES else "…", reason)


def resolve_ops(requested: Sequence[str] | str, rules: RuleSet) -> tuple[str, ...]:
    return _resolve(requested, tuple(rules.ops), "op")


def resolve_pairs(requested: Sequence[str] | str, rules: RuleSet) -> tuple[str, ...]:
    return _resolve(requested, tuple(rules.pairs), "pair")


def _resolve(requested: Sequence[str] | str, valid: tuple[str, ...], kind: str) -> tuple[str, ...]:
    """Names from a comma-separated option (or 'all'), checked against the valid ones, duplicates dropped."""
    names = _split(requested)
    if names == [ALL]:
        return valid
    unknown = [name for name in names if name not in valid]
    if unknown or not names:
        raise StresskitError(
            f"unknown {kind} '{','.join(unknown)}'; valid {kind}s: {', '.join(valid)} (or all)"
        )
    return tuple(dict.fromkeys(names))


def make_options(
    rules: RuleSet,
    ops: Sequence[str | Callable[..., Any]] | str,
    pairs: Sequence[str] | str,
    *,
    premise_col: str = DEFAULT_PREMISE_COL,
    label_col: str = DEFAULT_LABEL_COL,
    keep_unchanged: bool = False,
    verify: bool = False,
    verified_only: bool = False,
    hypothesis_col: str | None = None,
    strict: bool = False,
) -> Options:
    """Options checked against the rules; --verified-only implies --verify. `ops` may hold Python functions
    (see rewriting/function_ops.py) beside op names.

    Fails when no chosen op has a rule for any chosen pair: the run could only give empty output.
    """
    items = [ops] if isinstance(ops, str) else list(ops)
    functions = {op.name: op for op in function_ops(items) if isinstance(op, FunctionOp)}
    clashes = [name for name in functions if name in rules.ops]
    if clashes:
        raise StresskitError(f"the function op {clashes[0]} has the name of a rule op; rename the function")
    names = [item for item in items if isinstance(item, str)]
    chosen_ops = resolve_ops(names, rules) if names or not functions else ()
    chosen_pairs = resolve_pairs(pairs, rules)
    if chosen_ops and not functions and not any(pairs_for(op, rules, chosen_pairs) for op in chosen_ops):
        label = "pair" if len(chosen_pairs) == 1 else "pairs"
        runs = "; ".join(
            f"{op} runs on {', '.join(pairs_for(op, rules, tuple(rules.pairs)))}" for op in chosen_ops
        )
        raise StresskitError(f"no op has a rule for {label} {', '.join(chosen_pairs)}: {runs}")
    return Options(
        ops=chosen_ops + tuple(functions),  # the rule ops in their order, then the functions in theirs
        pairs=chosen_pairs,
        premise_col=premise_col,
        label_col=label_col,
        keep_unchanged=keep_unchanged,
        verify=verify or verified_only,
        verified_only=verified_only,
        functions=functions,
        hypothesis_col=hypothesis_col or DEFAULT_HYPOTHESIS_COL,
        strict=strict,
    )


def pairs_for(op: str, rules: RuleSet, pairs: Sequence[str], options: Options | None = None) -> list[str]:
    """The requested pairs the op has rules for: the two-phrase ops skip `ga`, the voice ops ga-ni/ga-de.
    A function op has the one pair FUNCTION_PAIR."""
    if options is not None and op in options.functions:
        return [FUNCTION_PAIR]
    return [pair for pair in pairs if rules.ops[op].runs_for(rules.pairs[pair])]


def _split(requested: Sequence[str] | str) -> list[str]:
    items = [requested] if isinstance(requested, str) else list(requested)
    return [name.strip() for item in items for name in item.split(",") if name.strip()]


class Perturbation:
    """One perturb run over rows that arrive as a stream.

    `prepare` reads the premises once: it parses (and caches, batch by batch) the distinct ones the cache
    lacks, in this process or with an executor's workers. `rows` then reads the rows again and yields the
    typed output rows in input order, chunk by chunk, taking each premise's outcomes from a bounded memo or
    the parse cache: memory holds a chunk of rows and the memo, not the whole table.
    """

    def __init__(
        self, rules: RuleSet, options: Options, parser: Parser, executor: Executor | None = None
    ) -> None:
        self.rules = rules
        self.options = options
        self.parser = parser
        self.executor = executor
        self.work = Work(rules, options.tasks(rules), options.verify, options.strict)
        rewrites = (
            RewriteCache.opened(parser.cache.path.parent, self.work, parser.model_key)
            if parser.cache is not None and cacheable(self.work)
            else None
        )
        self.summary = Summary()
        self.results = SentenceResults(self.work, parser, executor, rewrites)

    def prepare(self, premises: Iterable[str], progress: ParseProgress | None = None) -> None:
        given = {text for text in premises if _premise_problem(text) is None}
        require_japanese(sorted(given), self.options.premise_col)
        distinct = sorted({joined_tokens(text) for text in given})
        self.summary.unique_premises = len(given)
        self.summary.pretokenised = sum(joined_tokens(text) != text for text in given)
        try:
            self.results.prepare(distinct, progress, self._computed)
        finally:
            self.summary.parsed = self.results.parsed

    def _computed(self, missing: list[str]) -> Iterator[tuple[list[str], dict[str, tuple[Outcome, ...]]]]:
        """Outcomes of premises not yet parsed, batch by batch; function ops that workers cannot import
        run here, on the parses the workers send back."""
        remote = tuple(
            task
            for task in self.work.tasks
            if self.executor is None or task.function is None or task.function.importable
        )
        local = tuple(task for task in self.work.tasks if task not in remote)
        for batch, result in self.results.computed(missing, replace(self.work, tasks=remote)):
            yield batch, self._merged(result, remote, local)

    def _merged(
        self, result: BatchResult[tuple[Outcome, ...]], remote: tuple[Task, ...], local: tuple[Task, ...]
    ) -> dict[str, tuple[Outcome, ...]]:
        """The worker's outcomes with those of functions only this process can run, in task order."""
        if not local:
            return result.outcomes
        assert result.shard is not None  # local tasks exist only with workers, which send their parses
        docs = result.shard.docs(self.parser.vocab)
        mine = outcomes(list(result.outcomes), lambda texts: docs, replace(self.work, tasks=local))
        merged = {}
        for text, theirs in result.outcomes.items():
            by_task = {(o.op, o.pair): o for o in (*theirs, *mine[text])}
            merged[text] = tuple(by_task[(task.op, task.pair)] for task in self.work.tasks)
        return merged

    def rows(self, rows: Iterable[Mapping[str, str]]) -> Iterator[PerturbedRow]:
        """The output rows in input order: per input row, one per task (see Options.tasks) that is kept."""
        for chunk in chunks(rows, CHUNK_ROWS):
            premises = [row.get(self.options.premise_col, "") for row in chunk]
            distinct = [
                joined_tokens(text) for text in dict.fromkeys(premises) if _premise_problem(text) is None
            ]
            known = self.results.lookup(list(dict.fromkeys(distinct)))
            readings = self._hypothesis_readings(chunk, premises, known)
            for row, premise in zip(chunk, premises, strict=True):
                self.summary.rows_read += 1
                problem = _premise_problem(premise)
                found = (
                    tuple(Skipped(task.op, task.pair, problem) for task in self.work.tasks)
                    if problem is not None
                    else known[joined_tokens(premise)]
                )
                hypothesis = readings.get(joined_tokens(row.get(self.options.hypothesis_col) or ""))
                for outcome in found:
                    perturbed = self._row(row, premise, outcome, hypothesis)
                    if perturbed is not None:
                        yield perturbed

    def _hypothesis_readings(
        self,
        chunk: Sequence[Mapping[str, str]],
        premises: Sequence[str],
        known: Mapping[str, tuple[Outcome, ...]],
    ) -> dict[str, HypothesisReading | str]:
        """The parsed hypotheses of the chunk's rows that an op's `hypothesis_label` cases read: rows with a
        rewrite whose op has such cases (rules/label_rules.py)."""
        wanted = set()
        for row, premise in zip(chunk, premises, strict=True):
            hypothesis = joined_tokens(row.get(self.options.hypothesis_col) or "")
            if not hypothesis.strip() or _premise_problem(hypothesis) is not None:
                continue
            found = known.get(joined_tokens(premise), ()) if _premise_problem(premise) is None else ()
            if any(isinstance(outcome, Rewritten) and outcome.reading is not None for outcome in found):
                wanted.add(hypothesis)
        if not wanted:
            return {}
        docs = self.parser.parse(sorted(wanted))
        # A hypothesis that cannot be read makes its rows' rewrites the skip "internal error (…)", as an
        # unexpected error in a premise does (rewriting/guard.py).
        return {
            text: guarded(
                lambda doc=doc: read_hypothesis(doc),  # type: ignore[misc]
                lambda reason: reason,
                strict=self.options.strict,
            )
            for text, doc in docs.items()
        }

    def _row(
        self,
        row: Mapping[str, str],
        premise: str,
        outcome: Outcome,
        hypothesis: HypothesisReading | str | None = None,
    ) -> PerturbedRow | None:
        if isinstance(outcome, Rewritten) and outcome.causer_slot is not None:
            outcome = _with_row_causer(outcome, premise, row.get(self.options.hypothesis_col, ""))
        gold = gold_label(row.get(self.options.label_col))
        key = (outcome.op, outcome.pair)
        expected = ""
        if isinstance(outcome, Rewritten):
            expected = self._expected(outcome, gold, hypothesis)
            if isinstance(expected, Skipped):
                outcome = expected
        if isinstance(outcome, Skipped):
            self.summary.skipped[outcome.reason] += 1
            return PerturbedRow(row, premise, outcome, gold or "") if self.options.keep_unchanged else None
        if outcome.verified is False:
            self.summary.verification_failed[key] += 1
            if self.options.verified_only:
                return None
        self.summary.rewritten[key] += 1
        assert isinstance(expected, str)
        return PerturbedRow(row, premise, outcome, expected)

    def _expected(
        self, outcome: Rewritten, gold: str | None, hypothesis: HypothesisReading | str | None
    ) -> str | Skipped:
        """The rewrite's expected label: the op's map, or its hypothesis_label cases on the row's hypothesis."""
        function = self.options.functions.get(outcome.op)
        if function is not None:
            return function.expected_for(gold)
        spec = self.rules.ops[outcome.op]
        expected = spec.expected_for(gold)
        if outcome.reading is None or hypothesis is None or not spec.hypothesis_label:
            return expected
        if isinstance(hypothesis, str):  # the hypothesis could not be read: the reason
            return Skipped(outcome.op, outcome.pair, hypothesis)
        reading = outcome.reading
        return guarded(
            lambda: case_label(spec.hypothesis_label, reading, hypothesis, gold, expected),
            lambda reason: Skipped(outcome.op, outcome.pair, reason),
            strict=self.options.strict,
        )


def _with_row_causer(outcome: Rewritten, premise: str, hypothesis: str) -> Outcome:
    """The rewrite with the first causer candidate that neither the premise nor the hypothesis uses."""
    slot = outcome.causer_slot
    assert slot is not None
    causer = slot.choose(premise, hypothesis)
    if causer is None:
        return Skipped(outcome.op, outcome.pair, slot.none_free("premise or the hypothesis"))
    return replace(outcome, text=slot.fill(causer))


def run(
    table: Table,
    rules: RuleSet,
    options: Options,
    parser: Parser,
    progress: ParseProgress | None = None,
    executor: Executor | None = None,
) -> PerturbResult:
    """Perturb a table held in memory (`stream` does the same for a file, row by row)."""
    perturbation, table = prepared(table, rules, options, parser, progress, executor)
    perturbed = list(perturbation.rows(table.rows))
    return PerturbResult(perturbed, options.schema(table.columns), perturbation.summary)


def prepared(
    table: Table,
    rules: RuleSet,
    options: Options,
    parser: Parser,
    progress: ParseProgress | None = None,
    executor: Executor | None = None,
) -> tuple[Perturbation, Table]:
    """A `Perturbation` of a table held in memory with its premises parsed, and the table as its `rows`
    reads it (input columns perturb would overwrite renamed)."""
    require_label_column(table, options.label_col, "the input table")
    table = keep_user_columns(table, options)
    perturbation = Perturbation(rules, options, parser, executor)
    perturbation.prepare((row.get(options.premise_col, "") for row in table.rows), progress)
    return perturbation, table


def written_columns(options: Options) -> tuple[str, ...]:
    """The columns perturb adds to each row (whatever the options, so the layout never depends on them)."""
    return (f"{options.premise_col}_origin", *WRITTEN_COLUMNS)


def keep_user_columns(table: Table, options: Options) -> Table:
    """The table with input columns that perturb would overwrite renamed (see `user_columns`)."""
    renamed = user_columns(table.columns, options)
    if not renamed:
        return table
    return Table(
        [renamed.get(column, column) for column in table.columns],
        [_renamed(row, renamed) for row in table.rows],
        table.line_numbers,
    )


def user_columns(columns: Sequence[str], options: Options) -> dict[str, str]:
    """New names for input columns that perturb would overwrite: `input_<name>` (again if that is taken too).

    A file that went through a stress pipeline before (JSICK-stress, or perturb's own output) holds
    columns such as op or mod_A: the user's values are kept, and the new ones get the usual names.
    """
    written = set(written_columns(options))
    for role, column in (("premise", options.premise_col), ("gold label", options.label_col)):
        if column in written:
            raise StresskitError(
                f"the {role} column {column!r} has a name stresskit writes ({', '.join(sorted(written))}): "
                "rename it in the data"
            )
    taken = set(columns)
    renamed: dict[str, str] = {}
    for column in columns:
        if column in written:
            new = INPUT_PREFIX + column
            while new in taken:
                new = INPUT_PREFIX + new
            renamed[column] = new
            taken.add(new)
    return renamed


def _renamed(row: Mapping[str, str], renamed: Mapping[str, str]) -> dict[str, str]:
    return {renamed.get(column, column): value for column, value in row.items()}


@dataclass(frozen=True)
class InputRows:
    """An input file as perturb reads it, pass after pass: columns it would overwrite renamed."""

    source: TableFile
    renamed: Mapping[str, str]

    @classmethod
    def of(cls, source: TableFile, options: Options) -> InputRows:
        require_label_column(source, options.label_col, "the input table")
        return cls(source, user_columns(source.columns, options))

    @property
    def columns(self) -> list[str]:
        return [self.renamed.get(column, column) for column in self.source.columns]

    def rows(self) -> Iterator[dict[str, str]]:
        rows = self.source.rows()
        return (_renamed(row, self.renamed) for row in rows) if self.renamed else rows


KNOWN_GOLD_LABELS = (*LABELS, NON_ENTAILMENT)


def check_gold_label(value: str | None, name: str, line: int, column: str) -> None:
    """Fail naming the line of a gold label that is no NLI label (a typo would silently expect `unchanged`);
    an empty one is an unlabelled row."""
    if value is None or not value.strip():
        return
    if value.strip().lower() not in KNOWN_GOLD_LABELS:
        shown = value if len(value) <= 100 else value[:99] + "…"
        raise StresskitError(
            f"{name}, line {line}: unknown gold label {shown!r} in column {column}; "
            f"labels: {', '.join(KNOWN_GOLD_LABELS)} (or empty)"
        )


def require_label_column(table: Table | TableFile, label_col: str, name: str) -> None:
    """A gold label column the user named must exist; the default one may be absent (unlabelled data)."""
    if label_col != DEFAULT_LABEL_COL:
        require_columns(table, [label_col], name, f"name the gold label column with {key('input.label_col')}")


def _premise_problem(text: str) -> str | None:
    if not text.strip():
        return "empty premise"
    if len(text) > MAX_PREMISE_CHARS:
        return f"premise longer than {MAX_PREMISE_CHARS} characters"
    return None


def as_table(data: Any, premise_col: str, hypothesis_col: str) -> Table:
    """Accept the shapes a Python user has at hand and turn them into one Table."""
    hf_datasets = sys.modules.get("datasets")  # a Dataset's module is loaded already: never import it here
    if isinstance(data, Table):
        table = data
    elif hf_datasets is not None and isinstance(data, hf_datasets.DatasetDict):
        raise StresskitError(f"give one split of the DatasetDict ({', '.join(data)}), e.g. data['test']")
    elif hf_datasets is not None and isinstance(data, hf_datasets.Dataset):
        table = _dataset_table(data)
    elif hasattr(data, "to_dict") and hasattr(data, "columns"):
        columns = [str(column) for column in data.columns]
        # Missing values (NaN, None, pd.NA) are empty text, as an empty TSV field: an empty premise is
        # then skipped with its reason, instead of the float NaN reaching the parser or the model.
        records = data.astype(object).where(data.notna(), "").to_dict(orient="records")
        table = Table(columns, [{str(k): str(v) for k, v in record.items()} for record in records])
    else:
        items = list(data)
        if all(isinstance(item, str) for item in items):
            table = Table([premise_col], [{premise_col: item} for item in items])
        elif all(isinstance(item, tuple | list) and len(item) == 2 for item in items):
            table = Table(
                [premise_col, hypothesis_col],
                [{premise_col: _text(p), hypothesis_col: _text(h)} for p, h in items],
            )
        elif all(isinstance(item, dict) for item in items):
            columns = list(dict.fromkeys(str(key) for item in items for key in item))
            table = Table(columns, [{c: _text(item.get(c)) for c in columns} for item in items])
        else:
            raise StresskitError(
                "perturb() takes sentences, (premise, hypothesis) pairs, dicts, a DataFrame or a datasets.Dataset"
            )
    require_columns(table, [premise_col], "the data", "pass premise_col=")
    return table


def _text(value: object) -> str:
    """A cell as text; None and NaN (a missing value) are empty."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return ""
    return str(value)


def _dataset_table(dataset: Any) -> Table:
    """A `datasets.Dataset` as a Table, class-label ids as their names (gold labels are read by name)."""
    columns = list(dataset.column_names)
    values = dataset.to_dict()
    for column, feature in dataset.features.items():
        if hasattr(feature, "int2str"):  # a ClassLabel; -1 marks an unlabelled row (a hidden test split)
            values[column] = [
                None if label in (None, -1) else feature.int2str(label) for label in values[column]
            ]
    rows = zip(*(values[column] for column in columns), strict=True)
    return Table(
        columns, [{c: "" if v is None else str(v) for c, v in zip(columns, row, strict=True)} for row in rows]
    )
