"""rows → parses → clause view → rule matches → rewrites → (verification) → output rows."""

from __future__ import annotations

import itertools
import math
import os
import re
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import platformdirs
from spacy.tokens import Doc

from stresskit.conventions import (
    ALL,
    DEFAULT_HYPOTHESIS_COL,
    DEFAULT_LABEL_COL,
    DEFAULT_PREMISE_COL,
    gold_label,
)
from stresskit.errors import StresskitError
from stresskit.operations.primitives import OPERATIONS, Rewrite
from stresskit.parsing.clauses import clause_view
from stresskit.parsing.parser import DEFAULT_MODEL, Parser
from stresskit.rewriting.matcher import Match, match_op
from stresskit.rewriting.verification import verify_rewrite
from stresskit.rules.loader import OpSpec, RuleSet, load_rules
from stresskit.tables import Table, require_columns

# Sudachi refuses inputs over ~49 KB, and no test sentence is this long; longer premises are skipped.
MAX_PREMISE_CHARS = 2000

ProgressCallback = Callable[[int], None]
# Added to every output row after the input's columns (with `<premise>_origin` first); an input column
# of the same name is kept as INPUT_PREFIX + name.
WRITTEN_COLUMNS = ("mod_A", "op", "pair", "rule", "expected_label", "verified", "skip_reason")
INPUT_PREFIX = "input_"
# Skip reasons quote the sentence (predicate 歩く is excluded by the rule); its kind keeps the template and the
# case particles, which belong to it (no を-argument next to the subject, no subject marked が/は/も).
_SENTENCE_WORDS = re.compile(r"[^\x00-\x7f]+")
_PARTICLES = frozenset(("が", "を", "に", "で", "と", "は", "も", "へ", "から", "より", "まで"))


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


@dataclass
class PerturbResult:
    """The output rows (as the CLI writes them) and the run's summary."""

    table: Table
    summary: Summary

    @property
    def rows(self) -> list[dict[str, str]]:
        return self.table.rows

    def to_pandas(self) -> Any:
        import pandas as pd

        return pd.DataFrame(self.table.rows, columns=self.table.columns)


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


def reason_kind(reason: str) -> str:
    """A skip reason with the words of the sentence replaced by …, so that reasons can be counted by kind."""
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
    ops: Sequence[str] | str,
    pairs: Sequence[str] | str,
    *,
    premise_col: str = DEFAULT_PREMISE_COL,
    label_col: str = DEFAULT_LABEL_COL,
    keep_unchanged: bool = False,
    verify: bool = False,
    verified_only: bool = False,
    hypothesis_col: str | None = None,
) -> Options:
    """Options checked against the rules; --verified-only implies --verify.

    Fails when no chosen op has a rule for any chosen pair: the run could only give empty output.
    """
    chosen_ops, chosen_pairs = resolve_ops(ops, rules), resolve_pairs(pairs, rules)
    if not any(pairs_for(op, rules, chosen_pairs) for op in chosen_ops):
        label = "pair" if len(chosen_pairs) == 1 else "pairs"
        runs = "; ".join(
            f"{op} runs on {', '.join(pairs_for(op, rules, tuple(rules.pairs)))}" for op in chosen_ops
        )
        raise StresskitError(f"no op has a rule for {label} {', '.join(chosen_pairs)}: {runs}")
    return Options(
        ops=chosen_ops,
        pairs=chosen_pairs,
        premise_col=premise_col,
        label_col=label_col,
        keep_unchanged=keep_unchanged,
        verify=verify or verified_only,
        verified_only=verified_only,
        hypothesis_col=hypothesis_col or DEFAULT_HYPOTHESIS_COL,
    )


def pairs_for(op: str, rules: RuleSet, pairs: Sequence[str]) -> list[str]:
    """The requested pairs the op has rules for: the two-phrase ops skip `ga`, the voice ops ga-ni/ga-de."""
    return [pair for pair in pairs if rules.ops[op].runs_for(rules.pairs[pair])]


def _split(requested: Sequence[str] | str) -> list[str]:
    items = [requested] if isinstance(requested, str) else list(requested)
    return [name.strip() for item in items for name in item.split(",") if name.strip()]


def run(
    table: Table, rules: RuleSet, options: Options, parser: Parser, progress: ProgressCallback | None = None
) -> PerturbResult:
    require_label_column(table, options.label_col, "the input table")
    table = keep_user_columns(table, options)
    summary = Summary(rows_read=len(table.rows))
    premises = [row.get(options.premise_col, "") for row in table.rows]
    parseable = {text for text in premises if _premise_problem(text) is None}
    summary.unique_premises = len(parseable)
    docs = parser.parse(parseable, progress)
    summary.parsed = parser.parsed_count

    rewrites: dict[tuple[str, str, str], tuple[str, tuple[Match, ...], CauserSlot | None] | str] = {}
    for text in sorted(parseable):
        clauses = clause_view(docs[text])
        for op in options.ops:
            spec = rules.ops[op]
            for pair in pairs_for(op, rules, options.pairs):
                result = match_op(clauses, spec, rules.pairs[pair])
                if result.skip_reason:
                    rewrites[(text, op, pair)] = result.skip_reason
                    continue
                finished = finish_rewrite(docs[text], result.matches, spec)
                if isinstance(finished, str):
                    rewrites[(text, op, pair)] = finished
                    continue
                rewritten = finished.rewrite.text()
                rewrites[(text, op, pair)] = (rewritten, result.matches, finished.slot, finished.causer)

    verified = _verify_all(rewrites, parser) if options.verify else {}
    return _output(table, premises, rewrites, verified, rules, options, summary)


def written_columns(options: Options) -> tuple[str, ...]:
    """The columns perturb adds to each row (whatever the options, so the layout never depends on them)."""
    return (f"{options.premise_col}_origin", *WRITTEN_COLUMNS)


def keep_user_columns(table: Table, options: Options) -> Table:
    """Rename input columns that perturb would overwrite to `input_<name>` (again if that is taken too).

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
    if written.isdisjoint(table.columns):
        return table
    taken = set(table.columns)
    renamed: dict[str, str] = {}
    for column in table.columns:
        if column in written:
            new = INPUT_PREFIX + column
            while new in taken:
                new = INPUT_PREFIX + new
            renamed[column] = new
            taken.add(new)
    return Table(
        [renamed.get(column, column) for column in table.columns],
        [{renamed.get(column, column): value for column, value in row.items()} for row in table.rows],
        table.line_numbers,
    )


def require_label_column(table: Table, label_col: str, name: str) -> None:
    """A gold label column the user named must exist; the default one may be absent (unlabelled data)."""
    if label_col != DEFAULT_LABEL_COL:
        require_columns(table, [label_col], name, "name the gold label column with --label-col (label_col=)")


def _premise_problem(text: str) -> str | None:
    if not text.strip():
        return "empty premise"
    if len(text) > MAX_PREMISE_CHARS:
        return f"premise longer than {MAX_PREMISE_CHARS} characters"
    return None


@dataclass(frozen=True)
class Finished:
    """A premise's rewrite, with its causer slot and the causer chosen for the premise (causative only)."""

    rewrite: Rewrite
    slot: CauserSlot | None = None
    causer: str | None = None


def finish_rewrite(doc: Doc, matches: Sequence[Match], spec: OpSpec) -> Finished | str:
    """The rewrite of `doc` by the matches, with the first causer the premise does not use; or why not."""
    rewrite = rewrite_for(doc, matches)
    slot = CauserSlot.of(rewrite, spec.variables.get(CAUSER, ""))
    causer = None
    if slot is not None:
        causer = slot.choose(doc.text)
        if causer is None:
            return slot.none_free("premise")
        slot.apply(rewrite, causer)
    separate_copula_lookalikes(rewrite)
    return Finished(rewrite, slot, causer)


def separate_copula_lookalikes(rewrite: Rewrite) -> None:
    """Put a comma between a case particle で/に and a following ある that the rewrite brought together.

    ナイフで|ある人が reads as ナイフである人 "a person who is a knife", テーブルの周りに|あるグループ as "the
    group that is around the table"; ナイフで、ある人が reads as meant. Pairs the premise already had stay."""
    pieces = rewrite.pieces()
    for (i, text), (j, following) in itertools.pairwise(pieces):
        particle = i < len(rewrite.doc) and rewrite.doc[i].pos_ == "ADP" and text in ("で", "に")
        if particle and following.startswith("ある") and j != i + 1:
            rewrite.texts[i] = text + "、"


def rewrite_for(doc: Doc, matches: Sequence[Match]) -> Rewrite:
    """The sentence after every match's operations, in rule order."""
    rewrite = Rewrite(doc)
    for match in matches:
        for operation in match.rule.operations:
            OPERATIONS[operation.name](rewrite, match.slots, operation.args)
    return rewrite


CAUSER = "causer"  # the variable naming the causer candidates (rules/causative.yaml)


@dataclass(frozen=True)
class CauserSlot:
    """A rewrite with inserted causer phrases, the causer chosen per row from the candidates.

    The causer must be a noun the premise and the row's hypothesis do not already use: ある人 is common in
    JSICK hypotheses, and ある人が…させている against a hypothesis about ある人 would say something else."""

    segments: tuple[str, ...]  # the rewritten sentence cut where each inserted causer noun goes
    candidates: tuple[str, ...]

    @classmethod
    def of(cls, rewrite: Rewrite, variable: str) -> CauserSlot | None:
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
        return cls((*segments, current), candidates) if segments else None

    def choose(self, *texts: str) -> str | None:
        """The first candidate that occurs in none of the texts."""
        return next((name for name in self.candidates if not any(name in text for text in texts)), None)

    def fill(self, causer: str) -> str:
        return causer.join(self.segments)

    def apply(self, rewrite: Rewrite, causer: str) -> None:
        """Put `causer` in place of the first candidate in the rewrite's inserted phrases."""
        for i in range(len(rewrite.doc), len(rewrite.texts)):
            if rewrite.texts[i].startswith(self.candidates[0]):
                rewrite.texts[i] = causer + rewrite.texts[i][len(self.candidates[0]) :]

    def none_free(self, where: str) -> str:
        return f"every causer candidate ({', '.join(self.candidates)}) already occurs in the {where}"


def _verify_all(rewrites: dict, parser: Parser) -> dict[tuple[str, str, str], bool]:
    done = {key: value for key, value in rewrites.items() if not isinstance(value, str)}
    new_docs = parser.parse(text for text, *_ in done.values())
    return {
        key: verify_rewrite(matches, new_docs[text], causer)
        for key, (text, matches, _, causer) in done.items()
    }


def _output(
    table: Table,
    premises: list[str],
    rewrites: dict,
    verified: dict[tuple[str, str, str], bool],
    rules: RuleSet,
    options: Options,
    summary: Summary,
) -> PerturbResult:
    origin_col = f"{options.premise_col}_origin"
    extra = [origin_col, "mod_A", "op", "pair", "rule", "expected_label"]
    extra += ["verified"] if options.verify else []
    extra += ["skip_reason"] if options.keep_unchanged else []
    columns = table.columns + [name for name in extra if name not in table.columns]
    rows = []
    for row, premise in zip(table.rows, premises, strict=True):
        for op in options.ops:
            spec = rules.ops[op]
            for pair in pairs_for(op, rules, options.pairs):
                outcome = _premise_problem(premise) or rewrites[(premise, op, pair)]
                if not isinstance(outcome, str) and outcome[2] is not None:  # a causer to choose per row
                    outcome = _with_row_causer(outcome, premise, row.get(options.hypothesis_col, ""))
                if isinstance(outcome, str):
                    summary.skipped[outcome] += 1
                    if options.keep_unchanged:
                        rows.append(
                            {
                                **row,
                                origin_col: premise,
                                "mod_A": "False",
                                "op": op,
                                "pair": pair,
                                "rule": "",
                                "expected_label": gold_label(row.get(options.label_col, "")),
                                "verified": "",
                                "skip_reason": outcome,
                            }
                        )
                    continue
                text, matches, *_ = outcome
                ok = verified.get((premise, op, pair), True)
                if not ok:
                    summary.verification_failed[(op, pair)] += 1
                    if options.verified_only:
                        continue
                summary.rewritten[(op, pair)] += 1
                rule_ids = "+".join(dict.fromkeys(match.rule.id for match in matches))
                rows.append(
                    {
                        **row,
                        options.premise_col: text,
                        origin_col: premise,
                        "mod_A": "True",
                        "op": op,
                        "pair": pair,
                        "rule": rule_ids,
                        "expected_label": spec.expected_for(gold_label(row.get(options.label_col))),
                        "verified": str(ok),
                        "skip_reason": "",
                    }
                )
    return PerturbResult(Table(columns, [{c: r.get(c, "") for c in columns} for r in rows]), summary)


def _with_row_causer(outcome: tuple, premise: str, hypothesis: str) -> tuple | str:
    """The rewrite with the first causer candidate that neither the premise nor the hypothesis uses."""
    _, matches, slot, premise_causer = outcome
    causer = slot.choose(premise, hypothesis)
    if causer is None:
        return slot.none_free("premise or the hypothesis")
    return slot.fill(causer), matches, slot, causer


def perturb(
    data: Any,
    ops: Sequence[str] | str = ("scramble", "particle-swap", "particle-delete"),
    pairs: Sequence[str] | str = ALL,
    *,
    premise_col: str = DEFAULT_PREMISE_COL,
    hypothesis_col: str = DEFAULT_HYPOTHESIS_COL,
    label_col: str = DEFAULT_LABEL_COL,
    rules: Sequence[str | Path] = (),
    keep_unchanged: bool = False,
    verify: bool = False,
    verified_only: bool = False,
    cache: bool = True,
    cache_dir: str | Path | None = None,
    model: str = DEFAULT_MODEL,
    parser: Parser | None = None,
    causer: str | None = None,
) -> PerturbResult:
    """Perturb premises from Python.

    `data` is a list of premise strings, a list of (premise, hypothesis) pairs, a list of row dicts, a pandas
    DataFrame, a Hugging Face `datasets.Dataset` or a `Table`; the result holds the same rows the CLI
    writes (`result.rows`, `result.to_pandas()`, or `datasets.Dataset.from_list(result.rows)`).
    """
    table = as_table(data, premise_col, hypothesis_col)
    rule_set = load_rules([Path(path) for path in rules], variables={"causer": causer} if causer else None)
    options = make_options(
        rule_set,
        ops,
        pairs,
        premise_col=premise_col,
        label_col=label_col,
        keep_unchanged=keep_unchanged,
        verify=verify,
        verified_only=verified_only,
        hypothesis_col=hypothesis_col,
    )
    if parser is None:
        directory = (Path(cache_dir) if cache_dir else default_cache_dir()) if cache else None
        parser = Parser(model, directory)
    return run(table, rule_set, options, parser)


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
