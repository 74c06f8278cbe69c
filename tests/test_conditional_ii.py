"""いい (the colloquial 良い) and the compounds ending in it inflect on よ: the conditionals `generate` builds say
方がよければ / よかったら, never ×いければ / ×いかったら; an ordinary adjective ending in いい (かわいい) keeps its stem (a topic は becomes が inside the built clause).
Sentences written for this test; the class was judged wrong on heldout-j (×方がいければ, class 14)."""

from __future__ import annotations

import pytest
from fidelity_cases import derived_pairs as _pairs


@pytest.mark.parametrize(
    ("sentence", "rule", "premise"),
    [
        ("早く寝た方がいい。", "built-conditional-ba", "早く寝た方がよければ、ある人が喜ぶだろう"),
        ("早く寝た方がいい。", "built-conditional-tara", "早く寝た方がよかったら、ある人が喜ぶだろう"),
        ("その車はかっこいい。", "built-conditional-ba", "その車がかっこよければ、ある人が喜ぶだろう"),
        ("その猫はかわいい。", "built-conditional-ba", "その猫がかわいければ、ある人が喜ぶだろう"),
        ("その猫はかわいい。", "built-conditional-tara", "その猫がかわいかったら、ある人が喜ぶだろう"),
    ],
)
def test_ii_inflects_on_yo(parser, sentence, rule, premise):
    pairs = _pairs(parser, sentence, "subordination")
    assert [p for p in pairs if p[0] == rule] == [(rule, premise, sentence, "neutral")]
