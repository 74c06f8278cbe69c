"""Cached answers of an in-process function are keyed on its code, not on its name."""

import pytest

import stresskit
from stresskit.errors import StresskitError
from stresskit.evaluation.identity import model_key
from stresskit.evaluation.runner import resolve_model

ROWS = [
    {
        "pair_ID": "1",
        "sentence_A_Ja": "男の子が犬を追いかけている",
        "sentence_B_Ja": "男の子が走っている",
        "entailment_label_Ja": "entailment",
    },
    {
        "pair_ID": "2",
        "sentence_A_Ja": "女性が野菜を切っている",
        "sentence_B_Ja": "女性が料理をしている",
        "entailment_label_Ja": "neutral",
    },
]


def three_predicts():
    """Three functions all called __main__.predict, in one file, answering differently."""
    functions = []
    for label in ("entailment", "neutral", "contradiction"):
        namespace = {"__name__": "__main__"}
        exec(f"def predict(pairs):\n    return [{label!r} for _ in pairs]\n", namespace)
        functions.append(namespace["predict"])
    assert {f.__qualname__ for f in functions} == {"predict"}
    assert {f.__module__ for f in functions} == {"__main__"}
    return functions


def test_three_functions_named_predict_have_three_keys():
    keys = {model_key(resolve_model(function)) for function in three_predicts()}
    assert len(keys) == 3


def test_the_same_code_twice_has_one_key():
    first, _, _ = three_predicts()
    again, _, _ = three_predicts()
    assert model_key(resolve_model(first)) == model_key(resolve_model(again))


def test_closures_and_defaults_are_part_of_the_key():
    def make(label):
        def predict(pairs):
            return [label for _ in pairs]

        return predict

    def with_default(pairs, label="entailment"):
        return [label for _ in pairs]

    def with_other_default(pairs, label="neutral"):
        return [label for _ in pairs]

    with_other_default.__qualname__ = with_default.__qualname__
    with_other_default.__code__ = with_default.__code__
    assert model_key(resolve_model(make("entailment"))) != model_key(resolve_model(make("neutral")))
    assert model_key(resolve_model(make("neutral"))) == model_key(resolve_model(make("neutral")))
    assert model_key(resolve_model(with_default)) != model_key(resolve_model(with_other_default))


def test_model_version_is_part_of_the_key():
    first, _, _ = three_predicts()
    assert model_key(resolve_model(first, model_version="a")) != model_key(
        resolve_model(first, model_version="b")
    )


def test_three_predicts_report_their_own_accuracy_with_the_cache_on(tmp_path, capsys):
    accuracies = [
        stresskit.evaluate(ROWS, function, ops="scramble", cache=True, cache_dir=tmp_path).original_accuracy
        for function in three_predicts()
    ]
    assert accuracies == [0.5, 0.5, 0.0]
    lines = [line for line in capsys.readouterr().err.splitlines() if "predictions from the cache" in line]
    assert len(lines) == 3
    assert all(line.startswith("0 of 4 predictions from the cache (model key ") for line in lines)
    assert len({line.split("model key ")[1] for line in lines}) == 3
    # Asked again, the first one's answers come from the cache, under its own key.
    first = three_predicts()[0]
    again = stresskit.evaluate(ROWS, first, ops="scramble", cache=True, cache_dir=tmp_path)
    assert again.original_accuracy == 0.5
    assert "4 of 4 predictions from the cache (model key " in capsys.readouterr().err


class Model:
    def __init__(self, label):
        self.label = label


def test_a_function_holding_unidentifiable_state_needs_model_version_to_be_cached(tmp_path):
    model = Model("entailment")

    def predict(pairs):
        return [model.label for _ in pairs]

    with pytest.raises(StresskitError, match=r"^cannot tell .*predict.* apart .* model_version="):
        stresskit.evaluate(ROWS, predict, ops="scramble", cache=True, cache_dir=tmp_path)
    report = stresskit.evaluate(
        ROWS, predict, ops="scramble", cache=True, cache_dir=tmp_path, model_version="v1"
    )
    assert report.original_accuracy == 0.5
    # Without the cache it needs no version.
    assert (
        stresskit.evaluate(ROWS, predict, ops="scramble", cache=False, cache_dir=tmp_path).original_accuracy
        == 0.5
    )


def test_a_callable_object_needs_model_version_to_be_cached(tmp_path):
    class Predictor:
        def __call__(self, pairs):
            return ["entailment" for _ in pairs]

    with pytest.raises(StresskitError, match="model_version="):
        stresskit.evaluate(ROWS, Predictor(), ops="scramble", cache=True, cache_dir=tmp_path)
