"""Each GiNZA parse repair of the clause view (parsing/clauses.py _RepairedTree) on a sentence that needs it.

The second test switches the repair off and checks the clause view then comes out wrong, so a repair that
stops working, or stops being needed by the model, shows up here rather than only in benchmarks."""

import pytest

from stresskit.parsing import clauses
from stresskit.parsing.conjugation import predicate_chain

REPAIRS = [
    (
        # 敷かれた hangs on 男の子 (a bunsetsu to its left); it modifies 床.
        "_reattach_leftward_modifiers",
        "タキシードを着た男の子が赤いカーペットが敷かれた床の上に座っている",
        [
            ("着た", ["タキシードを"]),
            ("敷かれた", ["赤いカーペットが"]),
            ("座っている", ["タキシードを着た男の子が", "赤いカーペットが敷かれた床の上に"]),
        ],
    ),
    (
        # 打ち寄せる is labelled adverbial; in 連体形 before 波 it is a relative clause.
        "_reattach_adnominal_clauses",
        "三人の子供が打ち寄せる波の中で遊んでいる",
        [("遊んでいる", ["三人の子供が", "打ち寄せる波の中で"])],
    ),
    (
        # ニンジンを is attached to the adverbial adjective すばやく; it is the object of 切っている.
        "_reattach_objects_of_adjectives",
        "女性がニンジンをすばやく切っている",
        [("すばやく", ["女性が"]), ("切っている", ["ニンジンを"])],
    ),
    (
        # ある人が sinks into the object phrase (ある人が刻んだ肉を); it is the subject of 取り除いている.
        "_raise_sunken_subjects",
        "ある人が刻んだ肉をフライパンから取り除いている",
        [("取り除いている", ["ある人が", "刻んだ肉を", "フライパンから"])],
    ),
    (
        # ある人が is given to 座っている; it opens the te-form clause 帽子をかぶって, whose subject it is.
        "_lower_subjects_into_conjunctive_clauses",
        "ある人が帽子をかぶってベンチに座っている",
        [("かぶって", ["ある人が", "帽子を"]), ("座っている", ["ベンチに"])],
    ),
    (
        # 表面が is a second subject of 描いている; it belongs to the adjective 白い (the wall whose surface is white).
        "_lower_second_subjects_into_adnominals",
        "子供が表面が白い壁に絵を描いている",
        [("白い", ["表面が"]), ("描いている", ["子供が", "表面が白い壁に", "絵を"])],
    ),
    (
        # 姉は hangs on the control frame つもり; it is the subject of 訪れる, the predicate before the frame.
        "_lower_topics_into_final_frames",
        "姉は来週京都を訪れるつもりです",
        [("訪れる", ["姉は", "京都を"])],
    ),
]


def view(doc):
    return [
        (predicate_chain(clause.predicate).text, [argument.span.text for argument in clause.arguments])
        for clause in clauses.clause_view(doc)
    ]


@pytest.mark.parametrize(("repair", "sentence", "expected"), REPAIRS, ids=[r[0] for r in REPAIRS])
def test_repair_gives_the_clause_view(parser, repair, sentence, expected):
    assert view(parser.parse([sentence])[sentence]) == expected


@pytest.mark.parametrize(("repair", "sentence", "expected"), REPAIRS, ids=[r[0] for r in REPAIRS])
def test_without_the_repair_the_clause_view_is_wrong(parser, monkeypatch, repair, sentence, expected):
    monkeypatch.setattr(clauses._RepairedTree, repair, lambda self: None)
    assert view(parser.parse([sentence])[sentence]) != expected


def test_every_repair_is_tested():
    documented = [
        name for name in vars(clauses._RepairedTree) if name.startswith(("_reattach", "_raise", "_lower"))
    ]
    assert sorted(documented) == sorted(repair for repair, _, _ in REPAIRS)
