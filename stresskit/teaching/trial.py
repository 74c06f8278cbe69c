"""Try rule files on sentences, for rule authors: before/after, and per clause which condition said no."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from stresskit.parsing.clauses import clause_view
from stresskit.parsing.conjugation import predicate_chain
from stresskit.parsing.parser import Parser
from stresskit.rewriting.matcher import Failure, match_op, rule_outcomes
from stresskit.rewriting.perturb import pairs_for, resolve_pairs
from stresskit.rewriting.sentence import rewrite_for
from stresskit.rules.loader import RuleSet


@dataclass(frozen=True)
class ClauseOutcome:
    predicate: str  # the clause's predicate word
    rule: str
    matched: bool
    condition: str  # the pattern key that rejected the clause; "" when it matched
    reason: str  # why not, in the words of a skip reason; "" when it matched


@dataclass(frozen=True)
class Trial:
    sentence: str
    op: str
    pair: str
    rewritten: str | None  # None: the op does not apply
    skip_reason: str | None
    clauses: tuple[ClauseOutcome, ...]


def ops_from(rules: RuleSet, paths: Sequence[Path]) -> list[str]:
    """The ops the given rule files (or directories) define, in load order."""
    sources = [path.resolve() for path in paths]
    return [
        name
        for name, spec in rules.ops.items()
        if any(
            spec.source.resolve() == source or source in spec.source.resolve().parents for source in sources
        )
    ]


def try_rules(
    sentences: Iterable[str], rules: RuleSet, ops: Sequence[str], parser: Parser, pairs: str = "all"
) -> list[Trial]:
    """Each op on each sentence, for each pair it has rules for."""
    wanted = resolve_pairs(pairs, rules)
    texts = list(dict.fromkeys(sentences))
    docs = parser.parse(texts)
    trials = []
    for text in texts:
        doc = docs[text]
        clauses = clause_view(doc)
        for op in ops:
            spec = rules.ops[op]
            for pair in pairs_for(op, rules, wanted):
                result = match_op(clauses, spec, rules.pairs[pair])
                rewritten = rewrite_for(doc, result.matches).text() if result.matches else None
                outcomes = tuple(
                    ClauseOutcome(
                        predicate_chain(clause.predicate).text,
                        rule.id,
                        not isinstance(outcome, Failure),
                        outcome.condition if isinstance(outcome, Failure) else "",
                        outcome.reason if isinstance(outcome, Failure) else "",
                    )
                    for clause, rule, outcome in rule_outcomes(clauses, spec, rules.pairs[pair])
                )
                trials.append(Trial(text, op, pair, rewritten, result.skip_reason, outcomes))
    return trials
