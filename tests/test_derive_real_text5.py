"""generate's derived hypotheses on real text, the error classes of the heldout-f generate audit (frames that
cannot embed their sentence, clause coordination, generic relative clauses, temporal), each on sentences
written for these tests: exact premises, hypotheses and labels, and the exact skip reasons. Also the
derivations' lexicons as data (stresskit/data/derive_lexicons.yaml)."""

import pytest

from stresskit.errors import StresskitError
from stresskit.operations.derive_lexicons import derive_lexicons, parse_derive_lexicons

# ------------------------------------------------------------------ 6. lexicons as data


def test_the_derive_lexicons_are_read_from_data_with_their_classes():
    lexicons = derive_lexicons()
    assert sorted(lexicons) == [
        "adverbial_suru_nouns",
        "downward_predicates",
        "duration_adverbs",
        "once_only_events",
    ]
    assert len(lexicons["once_only_events"]) == 24
    assert {"辞任", "死去", "絶滅", "確定"} <= lexicons["once_only_events"]
    assert len(lexicons["adverbial_suru_nouns"]) == 12
    assert lexicons["downward_predicates"] == frozenset({"ない", "無い", "少ない", "少い", "なし", "無し"})


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"version": 2}, "derive_lexicons.yaml: expected a mapping with 'version: 1'"),
        (
            {"version": 1, "adverbial_suru_nouns": {"reason": "r", "words": ["大別"]}},
            "derive_lexicons.yaml: entries must be exactly adverbial_suru_nouns, duration_adverbs, "
            "once_only_events, downward_predicates; found adverbial_suru_nouns",
        ),
    ],
)
def test_a_malformed_lexicon_file_fails_at_load(data, message):
    with pytest.raises(StresskitError) as error:
        parse_derive_lexicons(data)
    assert str(error.value) == message


def _file(**entries):
    base = {
        name: {"reason": "r", "words": [name]}
        for name in ("adverbial_suru_nouns", "duration_adverbs", "once_only_events", "downward_predicates")
    }
    base.update(entries)
    return {"version": 1, **base}


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        (
            {"words": ["ない"]},
            "derive_lexicons.yaml downward_predicates: every entry and class needs its 'reason'",
        ),
        (
            {"reason": "r", "words": []},
            "derive_lexicons.yaml downward_predicates: 'words' must be a non-empty list of words",
        ),
        (
            {
                "reason": "r",
                "classes": [{"reason": "a", "words": ["ない"]}, {"reason": "b", "words": ["ない"]}],
            },
            "derive_lexicons.yaml downward_predicates class 2: ない is in two classes",
        ),
        (
            {"reason": "r", "classes": [{"words": ["ない"]}]},
            "derive_lexicons.yaml downward_predicates class 1: a class has exactly 'reason' and 'words'",
        ),
    ],
)
def test_every_entry_and_class_is_checked(entry, message):
    with pytest.raises(StresskitError) as error:
        parse_derive_lexicons(_file(downward_predicates=entry))
    assert str(error.value) == message
