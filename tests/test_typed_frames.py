"""Typed frames: `to_pandas()` keeps the input's dtypes, so a result merges with the user's own frame."""

import math

import numpy as np
import pandas as pd
import pytest

import stresskit
import stresskit.errors
from stresskit.evaluation.api import perturb

TEXT = str(pd.Series(["text"]).dtype)  # "object" before pandas 3, "str" from it
PREMISES = ["猫が犬を追いかけている", "女性が野菜を切っている", "男の子がボールを蹴っている"]


@pytest.fixture
def frame():
    return pd.DataFrame(
        {
            "pair_ID": np.array([10, 20, 30], dtype="int64"),
            "sentence_A_Ja": PREMISES,
            "sentence_B_Ja": ["猫が動いている", "人が料理をしている", "子供が遊んでいる"],
            "entailment_label_Ja": ["entailment", "neutral", "entailment"],
            "relatedness_score_Ja": [4.5, np.nan, 3.25],
            "checked": [True, False, True],
        }
    )


def test_perturb_to_pandas_keeps_the_input_dtypes(frame, parser):
    result = perturb(frame, "scramble,particle-swap", "ga-o", parser=parser, verify=True)
    typed = result.to_pandas()
    assert {column: str(dtype) for column, dtype in typed.dtypes.items()} == {
        "pair_ID": "int64",
        "sentence_A_Ja": TEXT,
        "sentence_B_Ja": TEXT,
        "entailment_label_Ja": TEXT,
        "relatedness_score_Ja": "float64",
        "checked": "bool",
        "sentence_A_Ja_origin": TEXT,
        "mod_A": "bool",
        "op": TEXT,
        "pair": TEXT,
        "rule": TEXT,
        "expected_label": TEXT,
        "verified": "boolean",
    }
    assert typed["pair_ID"].tolist() == [10, 10, 20, 20, 30, 30]
    scores = typed["relatedness_score_Ja"].tolist()
    assert (
        scores[:2] == [4.5, 4.5]
        and math.isnan(scores[2])
        and math.isnan(scores[3])
        and scores[4:] == [3.25, 3.25]
    )
    assert typed["checked"].tolist() == [True, True, False, False, True, True]
    assert typed["mod_A"].tolist() == [True] * 6


def test_a_result_merges_with_the_users_frame_on_pair_id(frame, parser):
    typed = perturb(frame, "scramble", "ga-o", parser=parser).to_pandas()
    merged = frame[["pair_ID", "relatedness_score_Ja"]].merge(
        typed[["pair_ID", "sentence_A_Ja"]], on="pair_ID", how="inner"
    )
    assert merged["pair_ID"].tolist() == [10, 20, 30]
    assert merged["sentence_A_Ja"].tolist() == [
        "犬を猫が追いかけている",
        "野菜を女性が切っている",
        "ボールを男の子が蹴っている",
    ]


def test_row_dicts_keep_their_python_types(parser):
    rows = [
        {"pair_ID": 1, "sentence_A_Ja": PREMISES[0], "weight": 0.5},
        {"pair_ID": 2, "sentence_A_Ja": PREMISES[1], "weight": None},
    ]
    typed = perturb(rows, "scramble", "ga-o", parser=parser, keep_unchanged=True).to_pandas()
    assert (str(typed["pair_ID"].dtype), str(typed["weight"].dtype), str(typed["mod_A"].dtype)) == (
        "int64",
        "float64",
        "bool",
    )
    assert typed["pair_ID"].tolist() == [1, 2]


def test_a_dataset_round_trip_keeps_its_class_label(parser):
    datasets = pytest.importorskip("datasets")
    features = datasets.Features(
        {
            "pair_ID": datasets.Value("int32"),
            "sentence_A_Ja": datasets.Value("string"),
            "sentence_B_Ja": datasets.Value("string"),
            "entailment_label_Ja": datasets.ClassLabel(names=["entailment", "neutral", "contradiction"]),
        }
    )
    dataset = datasets.Dataset.from_dict(
        {
            "pair_ID": [1, 2],
            "sentence_A_Ja": PREMISES[:2],
            "sentence_B_Ja": ["猫が動いている", "人が料理をしている"],
            "entailment_label_Ja": [0, 1],
        },
        features=features,
    )
    result = perturb(dataset, "scramble", "ga-o", parser=parser)
    back = result.to_dataset()
    assert back.features["entailment_label_Ja"] == features["entailment_label_Ja"]
    assert back.features["pair_ID"] == datasets.Value("int32")
    assert back.features["mod_A"] == datasets.Value("bool")
    assert back["entailment_label_Ja"] == [0, 1]
    assert back["sentence_A_Ja"] == ["犬を猫が追いかけている", "野菜を女性が切っている"]
    assert result.to_pandas()["entailment_label_Ja"].tolist() == [0, 1]


def test_report_to_pandas_has_numbers_typed(frame):
    report = stresskit.evaluate(
        frame, lambda pairs: ["entailment"] * len(pairs), ops="scramble", pairs="ga-o", cache=False
    )
    results = report.to_pandas()
    assert list(results["gold_label"]) == ["entailment", "neutral", "all"]
    assert results["n"].tolist() == [2, 1, 3]
    assert str(results["n"].dtype) == "int64"
    assert str(results["consistency"].dtype) == "float64"
    assert results["consistency"].tolist() == [1.0, 1.0, 1.0]
    with pytest.raises(stresskit.errors.StresskitError, match="no table 'nope'"):
        report.to_pandas("nope")
