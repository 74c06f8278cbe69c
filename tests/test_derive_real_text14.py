"""generate's derived hypotheses, session 17 second pass: the classes of heldout-p's generate judgements built
broadly. Exact premises, hypotheses, labels and skip reasons; judged dev premises are marked, the rest are
written for these tests."""

import pytest
from fidelity_cases import derived_pairs as _pairs
from fidelity_cases import derived_skips as _skips

RC = "relative-clause"


def _rule(parser, sentence, phenomenon, rule):
    return [p for p in _pairs(parser, sentence, phenomenon) if p[0] == rule]


# ------------------------------------------------- 1. garden-path: the head may be the object of the clause


@pytest.mark.parametrize(
    ("sentence", "clause", "head", "subject"),
    [
        (  # heldout-p: the front did hold the prisoners, so ×neutral
            "西サハラで独立を求める武装組織ポリサリオ戦線が、最後まで拘留していたモロッコ人捕虜404人を18日解放した。",
            "拘留していた",
            "モロッコ人捕虜404人",
            "西サハラで独立を求める武装組織ポリサリオ戦線が",
        ),
        ("警察が長年監禁していた少女を保護した。", "監禁していた", "少女", "警察が"),
    ],
)
def test_no_garden_path_when_the_head_may_be_the_clause_object(parser, sentence, clause, head, subject):
    for rule in ("garden-path", "garden-path-topic"):
        assert _rule(parser, sentence, RC, rule) == []
        assert _skips(parser, sentence, RC)[rule] == (
            f"garden-path: {clause} has no object of its own and may take one: {head} may be its object and "
            f"{subject} its unexpressed subject, so the misreading may be true (the neutral label is unsure)"
        )


@pytest.mark.parametrize(
    ("sentence", "hypothesis"),
    [
        ("少女が泣いている子犬を抱き上げた", "少女が泣いている"),  # 泣く: no を in the case frames
        ("警察官が逃げている男を追いかけた", "警察官が逃げている"),  # the intransitive of 逃がす
        ("犬が走っている猫を見ている", "犬が走っている"),  # a path verb
        ("その警官はいなくなった少年を捜した。", "その警官はいなくなった"),  # heldout-e
    ],
)
def test_the_garden_path_of_an_intransitive_clause_stays(parser, sentence, hypothesis):
    assert ("garden-path", sentence, hypothesis, "neutral") in _pairs(parser, sentence, RC)


# ------------------------------------------------- 2. a built conditional takes in no source of the report

SUB = "subordination"
CONDITIONALS = (
    "built-conditional-ba",
    "built-conditional-tara",
    "built-conditional-nara",
    "built-conditional-nara-main",
    "built-conditional-nodenakereba",
)


@pytest.mark.parametrize(
    ("sentence", "source"),
    [
        ("朝日新聞よりウィキペディアに今年の漢字に関する記事があります。", "朝日新聞より"),  # heldout-p
        (  # heldout-i: ×…の発表では…予定していれば、ある人が喜ぶだろう
            "東武鉄道広報センターの発表では485系車両の運転再開は25日を予定している。",
            "発表では",
        ),
        ("26日16時現在の国土交通省の発表では3名が負傷した。", "発表では"),
        ("警察の調べでは男は容疑を認めている。", "調べでは"),
    ],
)
def test_no_built_conditional_takes_in_the_source_of_a_report(parser, sentence, source):
    pairs = _pairs(parser, sentence, SUB)
    skips = _skips(parser, sentence, SUB)
    for rule in CONDITIONALS:
        assert [p for p in pairs if p[0] == rule] == []
    # (a past sentence is skipped by the frames with a non-past condition first: a tense clash)
    for rule in CONDITIONALS[:3] if sentence.endswith("た。") else CONDITIONALS:
        assert skips[rule] == (
            f"embed: the sentence names its source ({source}): in a conditional frame the source would be read as "
            "part of the condition or of its consequence"
        )


def test_a_comparative_yori_is_no_source(parser):
    sentence = "彼は私より上手に英語を話す。"
    pairs = _pairs(parser, sentence, SUB)
    assert (
        "built-conditional-ba",
        "彼が私より上手に英語を話せば、ある人が喜ぶだろう",
        sentence,
        "neutral",
    ) in pairs
