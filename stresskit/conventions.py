"""The names every layer shares: NLI labels, default columns, and the words options use.

Kept free of heavy imports so that the command line can build its help from them without loading spaCy.
"""

from __future__ import annotations

LABELS = ("entailment", "neutral", "contradiction")  # the 3-way NLI labels, in this order everywhere
NON_ENTAILMENT = "non-entailment"  # the 2-way collapse of neutral and contradiction
# The expected label of a rewrite whose effect on the row's hypothesis its op's rule cannot tell
# (rules/label_rules.py): written as such, left out of the expectation pass rate, counted in every report.
UNCERTAIN = "uncertain"
KEEP = "keep"  # an op's expected label: the perturbed pair keeps the original gold label
ALL = "all"  # `--op all`, `--pair all`, and the totals rows of reports


def gold_label(value: str | None) -> str | None:
    """A gold label as read from data: `Neutral`, `ENTAILMENT ` and `neutral` are one label.

    Values that are no NLI label are returned stripped, as given, for the caller to judge.
    """
    if value is None:
        return None
    key = value.strip().lower()
    return key if key in LABELS else value.strip()


DEFAULT_PREMISE_COL = "sentence_A_Ja"
DEFAULT_HYPOTHESIS_COL = "sentence_B_Ja"
DEFAULT_LABEL_COL = "entailment_label_Ja"
DEFAULT_SCORE_COL = "relatedness_score_Ja"
DEFAULT_PHENOMENA_COL = "semtag_short"
DEFAULT_ID_COL = "pair_ID"

# The heuristics of JaNLI (Yanaka & Mineshima 2021) that a derived hypothesis invites: what a model relying
# on word overlap would conclude. See rules/derive/README.md for their definitions.
HEURISTICS = ("overlap-full", "overlap-order", "overlap-nonorder", "subsequence", "constituent")

CORE_OPS = ("scramble", "particle-swap", "particle-delete")  # the JSICK stress test's three ops
DEFAULT_MODEL = "ja_ginza"  # the spaCy model the command line parses with

DEFAULT_HOST = "127.0.0.1"  # `serve` keeps the page on this machine unless --host says otherwise
DEFAULT_PORT = 8000
FUNCTION_PAIR = "any"  # the `pair` of rows made by a Python function op, which is not tied to a case pair
