"""One data lexicon per linguistic class (session 14, clean-lexicons): the intransitive verbal nouns that the
garden-path check of the argument ops and the causative's `known_intransitive` both read
(rules/lexicons/intransitive_verbal_nouns.yaml); the labile verbal nouns only the causative reads beside them
(labile_verbal_nouns.yaml); the intransitive ones whose を marks a place left or gone along, which the garden path
still sees (data/clause_lexicons.yaml `place_wo_verbal_nouns`); and the two classes of group words, kept apart since
they say different things (`group_de_nouns`: 家族で 'as a family'; `nonspecific_agent_words`: 多くの人, みんな, 誰
name no one in particular). Sentences written for this test; every lexicon is checked when it is read."""

from __future__ import annotations

import pytest
from fidelity_cases import rewrite_and_skip_tests

from stresskit.errors import StresskitError
from stresskit.parsing.clauses import _checked_words, _lexicon_file, lexicon_words, rule_lexicon_words

GARDEN = (
    "{0}を would stand right before {1}, which opens with the clause {2}: its verb may take a を-object and has "
    "none, so a reader attaches {0}を to it"
)
NOT_INTRANSITIVE = (
    "the predicate {0}する is a verbal noun not known to be intransitive: if it takes an object left unsaid (告訴する,"
    " 覚悟する), its causee takes に, and を would read as that object (×男性を告訴させた 'had someone sue the man'),"
    " which the op cannot tell"
)
GROUP_DE = (
    "{0}で would be a group of people with で after the topic ここは, which says who does it (together, or among "
    "themselves), not a place or an instrument: the roles would not be reversed"
)

REWRITES = [
    # 下校する takes no object (one of the causative's list, now the garden path's too): 子供たちを is not read as
    # its object, so the swap is kept (the garden-path check skipped it while it read its own shorter list)
    ("子供たちは下校した生徒を見送った。", "particle-swap", "ga-o", "子供たちを下校した生徒が見送った。"),
    # 登場する, of the garden path's list, is now the causative's too: its causee takes を
    ("彼は舞台に登場した。", "causative", "ga", "ある人が彼を舞台に登場させた。"),
    # a labile verbal noun (移動: 車を移動する / 社員が移動する): the causee is what moves whichever reading を gets
    ("社員たちはすぐに移動した。", "causative", "ga", "ある人が社員たちをすぐに移動させた。"),
    # みんな names no one in particular (nonspecific_agent_words): a thing's passive with it as agent is kept
    ("みんながそのケーキを食べた。", "passive", "ga-o", "そのケーキがみんなに食べられた。"),
]

SKIPS = [
    # 退職 takes no object, but its を is the place left (会社を退職する): 会社を is read as that place, a garden path
    # (the union of the lists would have let it through), so the check holds for place_wo_verbal_nouns
    (
        "会社は退職した社員を表彰した。",
        "particle-swap",
        "ga-o",
        GARDEN.format("会社", "退職した社員", "退職した").replace(
            "a を-object", "a を of the place left or gone along"
        ),
    ),
    # and for 卒業, of the garden path's own former list (大学を卒業する)
    (
        "大学は卒業した学生を招待した。",
        "particle-swap",
        "ga-o",
        GARDEN.format("大学", "卒業した学生", "卒業した").replace(
            "a を-object", "a を of the place left or gone along"
        ),
    ),
    # 移転 is labile (本社を移転する): 人々を may be read as what was relocated, so the garden-path check holds
    ("人々は移転した店を探した。", "particle-swap", "ga-o", GARDEN.format("人々", "移転した店", "移転した")),
    # 開業 takes an object of its own (医院を開業する): no longer listed as intransitive, so its causee's case is unknown
    ("彼は昨年開業した。", "causative", "ga", NOT_INTRANSITIVE.format("開業")),
    # 家族 and 仲間 are group nouns (group_de_nouns): with で they say who does it, the roles kept
    ("家族は明日ここで会議を開く。", "np-swap", "ga-de", GROUP_DE.format("家族")),
    ("仲間たちは毎週ここでサッカーをする。", "np-swap", "ga-de", GROUP_DE.format("仲間たち")),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)


def test_the_intransitive_verbal_nouns_are_one_list():
    assert "intransitive_verbal_nouns" not in _lexicon_file()  # the clause lexicons' copy is gone
    intransitive = rule_lexicon_words("intransitive_verbal_nouns")
    # the garden path's own words joined the list; words that commonly take a を-object of their own left it
    assert {"混雑", "増加", "発生", "登場", "下校", "結婚"} <= intransitive
    assert not {"笑顔", "開業", "廃業", "合唱", "我慢"} & intransitive
    labile = rule_lexicon_words("labile_verbal_nouns")
    assert labile == {"停止", "移動", "移転", "解散", "始動", "回復", "停車"}
    assert not labile & intransitive
    assert not intransitive & rule_lexicon_words("transitive_verbal_nouns")
    # the verbal nouns whose を is a place left or gone along are intransitive ones (the garden path's exception)
    assert lexicon_words("place_wo_verbal_nouns") <= intransitive
    assert {"退職", "卒業", "離脱", "飛行"} <= lexicon_words("place_wo_verbal_nouns")


def test_the_two_group_classes_are_kept_apart():
    group_de, nonspecific = lexicon_words("group_de_nouns"), lexicon_words("nonspecific_agent_words")
    assert {"家族", "仲間", "夫婦", "友達"} <= group_de - nonspecific  # a relative is a particular agent
    assert {"多く", "半数", "人々", "誰", "観客"} <= nonspecific - group_de  # no group that does it together
    assert {"みんな", "全員"} <= group_de & nonspecific


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        (["家族"], "clause_lexicons.yaml x: expected a mapping with 'reason' and 'words'"),
        ({"words": ["家族"]}, "clause_lexicons.yaml x: needs its 'reason' (why the words are listed)"),
        (
            {"reason": " ", "words": ["家族"]},
            "clause_lexicons.yaml x: needs its 'reason' (why the words are listed)",
        ),
        ({"reason": "r", "words": []}, "clause_lexicons.yaml x: 'words' must be a non-empty list of words"),
        (
            {"reason": "r", "words": ["家族", 3]},
            "clause_lexicons.yaml x: 'words' must be a non-empty list of words",
        ),
        (
            {"reason": "r", "words": "家族"},
            "clause_lexicons.yaml x: 'words' must be a non-empty list of words",
        ),
    ],
)
def test_a_malformed_lexicon_entry_fails_at_load(entry, message):
    with pytest.raises(StresskitError) as error:
        _checked_words(entry, "clause_lexicons.yaml x", "reason")
    assert str(error.value) == message
