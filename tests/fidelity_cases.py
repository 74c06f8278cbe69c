"""The two tests every fidelity file runs on its own cases: each case is perturbed on a real parse and must give
exactly the rewrite written there, or be skipped with exactly the reason written there.

    from fidelity_cases import rewrite_and_skip_tests

    test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)

REWRITES holds (premise, op, pair, expected rewrite), SKIPS (premise, op, pair, skip reason).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

from stresskit.evaluation.api import generate, perturb

Case = tuple[str, str, str, str]


def rewrite_and_skip_tests(rewrites: Sequence[Case], skips: Sequence[Case]) -> tuple[Callable, Callable]:
    """The parametrised `test_rewrite` and `test_skip` of one fidelity file (assign them to module names that
    start with test_, so pytest collects them there)."""

    @pytest.mark.parametrize(("premise", "op", "pair", "expected"), rewrites)
    def test_rewrite(parser, premise, op, pair, expected):
        result = perturb([premise], ops=[op], pairs=[pair], parser=parser)
        assert [row["sentence_A_Ja"] for row in result.rows] == [expected]

    @pytest.mark.parametrize(("premise", "op", "pair", "reason"), skips)
    def test_skip(parser, premise, op, pair, reason):
        result = perturb([premise], ops=[op], pairs=[pair], parser=parser, keep_unchanged=True)
        assert [(row["sentence_A_Ja"], row["skip_reason"]) for row in result.rows] == [(premise, reason)]

    return test_rewrite, test_skip


def derived_pairs(parser, sentence: str, phenomena) -> list[tuple[str, str, str, str]]:
    """(rule, premise, hypothesis, label) of every pair `generate` derives from the sentence."""
    rows = generate([sentence], phenomena, parser=parser).rows
    return [(r["rule"], r["sentence_A_Ja"], r["sentence_B_Ja"], r["entailment_label_Ja"]) for r in rows]


def derived_skips(parser, sentence: str, phenomena) -> dict[str, str]:
    """Skip reason per rule of `generate` on the sentence (the summary keys each skip by rule and reason)."""
    summary = generate([sentence], phenomena, parser=parser).summary
    return {rule: reason for (rule, reason) in summary.skipped}
