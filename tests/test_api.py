"""The Python API takes the shapes a user has at hand and returns the rows the CLI writes."""

import pandas as pd
import pytest

from stresskit import perturb
from stresskit.errors import StresskitError


def test_dataframe_in_dataframe_out(parser):
    frame = pd.DataFrame(
        {
            "pair_ID": [1, 2],
            "sentence_A_Ja": ["猫が犬を追いかけている", "男の子が走っている"],
            "sentence_B_Ja": ["犬が走っている", "男の子が歩いている"],
            "entailment_label_Ja": ["neutral", "contradiction"],
        }
    )
    result = perturb(frame, ops="particle-swap", pairs="ga-o", parser=parser)
    out = result.to_pandas()
    assert list(out.columns) == [
        "pair_ID", "sentence_A_Ja", "sentence_B_Ja", "entailment_label_Ja",
        "sentence_A_Ja_origin", "mod_A", "op", "pair", "rule", "expected_label",
    ]  # fmt: skip
    # Typed: the input's int ids, mod_A a bool (tests/test_typed_frames.py). 犬が走っている gives 犬 the role
    # the swap gave it (the chaser): the rule cannot tell, so the expected label is uncertain.
    assert out.values.tolist() == [
        [1, "猫を犬が追いかけている", "犬が走っている", "neutral", "猫が犬を追いかけている", True,
         "particle-swap", "ga-o", "particle-swap", "uncertain"],
    ]  # fmt: skip
    assert result.summary.skipped == {"no を-argument of a predicate with a subject": 1}


def test_premise_hypothesis_pairs(parser):
    rows = perturb(
        [("女性が公園に座っている", "女性が座っている")], ops="scramble", pairs="all", parser=parser
    ).rows
    assert [(r["sentence_A_Ja"], r["sentence_B_Ja"], r["pair"], r["expected_label"]) for r in rows] == [
        ("公園に女性が座っている", "女性が座っている", "ga-ni", "unchanged"),
    ]


def test_custom_premise_column(parser):
    rows = perturb(
        [{"premise": "猫が犬を追いかけている"}],
        ops="np-swap",
        pairs="ga-o",
        premise_col="premise",
        parser=parser,
    ).rows
    assert rows == [
        {"premise": "犬が猫を追いかけている", "premise_origin": "猫が犬を追いかけている", "mod_A": "True",
         "op": "np-swap", "pair": "ga-o", "rule": "np-swap", "expected_label": "neutral"},
    ]  # fmt: skip


def test_missing_premise_column_and_unknown_pair_are_errors(parser):
    with pytest.raises(StresskitError, match="has no column 'sentence_A_Ja' \\(columns: text\\)"):
        perturb([{"text": "猫が犬を追いかけている"}], parser=parser)
    with pytest.raises(StresskitError, match="unknown pair 'ga-wo'; valid pairs: ga-o, ga-ni, ga-de"):
        perturb(["猫が犬を追いかけている"], pairs="ga-wo", parser=parser)
