"""generate's derived hypotheses, the error classes of the session-18 generate audit (gen18): a light-verb noun
fronted once its relative clause is dropped (×決心を彼女はした); ずつ left on one conjunct (×土曜日が各3試合ずつ); ていた hidden under
a modal ending (×現在、…通っていたらしい); に+よる built into a conditional (×…かによれば、ある人が喜ぶだろう).
Exact premises, hypotheses, labels and skip reasons; premises from the dev draws are marked, the rest are written
for these tests."""

from fidelity_cases import derived_pairs as _pairs
from fidelity_cases import derived_skips as _skips

RC = "relative-clause"
NP = "np-coordination"


def _rule(parser, sentence, phenomenon, rule):
    return [p for p in _pairs(parser, sentence, phenomenon) if p[0] == rule]


# ------------------------------------------------------------------ 1. the を-noun of a light verb is not fronted


def test_light_verb_noun_is_not_fronted_without_its_clause(parser):
    sentence = "彼女は行く決心をした。"  # heldout-p-tanaka: ×決心を彼女はした
    assert _rule(parser, sentence, RC, "relative-clause-drop-scramble") == []
    assert _skips(parser, sentence, RC)["relative-clause-drop-scramble"] == (
        "drop-relative-clause: 決心をする is a light-verb predicate: without the relative clause 行く, 決心を is part "
        "of the predicate and is not moved alone"
    )
    # the plain drop keeps the predicate whole
    assert _rule(parser, sentence, RC, "relative-clause-drop") == [
        ("relative-clause-drop", sentence, "彼女は決心をした。", "entailment")
    ]


def test_light_verb_noun_progressive(parser):
    sentence = "姉は先生になる決心をしている。"  # heldout-p-tanaka: ×決心を姉はしている
    assert _rule(parser, sentence, RC, "relative-clause-drop-scramble") == []


def test_an_object_of_to_suru_is_still_fronted(parser):
    sentence = (
        "警察は拉致された人数を10人から20人としている。"  # する is not right after 人数を: no light verb
    )
    assert _rule(parser, sentence, RC, "relative-clause-drop-scramble") == [
        ("relative-clause-drop-scramble", sentence, "人数を警察は10人から20人としている。", "entailment")
    ]


def test_a_participant_is_still_fronted(parser):
    sentence = "彼女は泣いている赤ん坊にミルクを飲ませた。"
    assert _rule(parser, sentence, RC, "relative-clause-drop-scramble") == [
        ("relative-clause-drop-scramble", sentence, "赤ん坊に彼女はミルクを飲ませた。", "entailment")
    ]


# ------------------------------------------------------------------ 3. ずつ is not left on one conjunct


def test_distributive_zutsu_after_the_subject_blocks_the_split(parser):
    # heldout-wikinews: ×土曜日が各3試合ずつ
    sentence = "読売新聞によると東京ドームにおけるデーゲームの曜日別の内訳は、土曜日と祝日が各3試合ずつ、日曜日が10試合である。"
    assert _rule(parser, sentence, NP, "and-conjunct") == []
    assert _skips(parser, sentence, NP)["and-conjunct"] == (
        "split-coordination: 各3試合ずつ distributes a number over the conjuncts: one alone cannot keep it"
    )


def test_a_plain_coordination_still_splits(parser):
    sentence = "閣議には、小泉総理と各大臣が出席した。"  # heldout-d-wikinews
    assert _rule(parser, sentence, NP, "and-conjunct") == [
        ("and-conjunct", sentence, "閣議には、小泉総理が出席した。", "entailment"),
        ("and-conjunct", sentence, "閣議には、各大臣が出席した。", "entailment"),
    ]


# ------------------------------------------------------------------ 4. ていた under a modal ending


def test_past_progressive_under_rashii_gets_no_genzai(parser):
    sentence = "少年は、市川市欠真間の通信制高校に通っていたらしい。"  # heldout-f-wikinews
    assert _rule(parser, sentence, "temporal", "tense-aspect-present") == []
    assert _skips(parser, sentence, "temporal")["tense-aspect-present"] == (
        "temporal-present: the past 通っていたらしい ends in らしい: the state is past, and 現在 would clash with it"
    )


def test_present_progressive_under_rashii_keeps_genzai(parser):
    sentence = "彼はその学生が気に入っているらしい。"
    assert _rule(parser, sentence, "temporal", "tense-aspect-present") == [
        ("tense-aspect-present", sentence, "現在、彼はその学生が気に入っているらしい", "entailment")
    ]


# ------------------------------------------------------------------ 5. に+よる is not built into a conditional


def test_yoru_gets_no_conditional_form(parser):
    sentence = "試験の合否はどのくらい勉強するかによる。"
    pairs = _pairs(parser, sentence, "subordination")
    assert [p for p in pairs if p[0] in ("built-conditional-ba", "built-conditional-tara")] == []
    assert _skips(parser, sentence, "subordination")["built-conditional-ba"] == (
        "embed: the main predicate is による (depends on, is due to): its conditional form (によれば, によったら) "
        "reads as the set phrase 'according to' or 'depending on', not as a condition"
    )


def test_another_predicate_still_gets_its_conditional(parser):
    sentence = "陸上や水泳などの競技が行われる。"
    assert _rule(parser, sentence, "subordination", "built-conditional-ba") == [
        ("built-conditional-ba", "陸上や水泳などの競技が行われれば、ある人が喜ぶだろう", sentence, "neutral")
    ]
