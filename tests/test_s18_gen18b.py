"""generate's np-coordination on heldout-q's judged errors (gen18b): 揃って left on one conjunct (×Bは、揃って…);
a "respectively" coordination (AとBは…第1位および第2位を占めている: neither alone holds both ranks); a count after
the last conjunct that may count both (日本代表選手と役員約90人: ×役員約90人が参加した). Exact premises, hypotheses,
labels and skip reasons; premises from heldout-q are marked, the near misses are written for these tests."""

from fidelity_cases import derived_pairs as _pairs
from fidelity_cases import derived_skips as _skips

NP = "np-coordination"


def _rule(parser, sentence, rule):
    return [p for p in _pairs(parser, sentence, NP) if p[0] == rule]


def test_together_soroite_is_not_left_on_one_conjunct(parser):
    # heldout-q-wikinews
    sentence = "経営統合を交渉中のキリンホールディングスとサントリーホールディングスは、揃って売上高の過去最高を更新した。"
    assert _rule(parser, sentence, "and-conjunct") == []
    assert _skips(parser, sentence, NP)["and-conjunct"] == (
        "split-coordination: the sentence says the conjuncts act together (一緒に, 互いに, …)"
    )


def test_without_soroite_the_conjuncts_split(parser):
    sentence = "キリンホールディングスとサントリーホールディングスは、売上高の過去最高を更新した。"
    assert _rule(parser, sentence, "and-conjunct") == [
        ("and-conjunct", sentence, "キリンホールディングスは、売上高の過去最高を更新した。", "entailment"),
        (
            "and-conjunct",
            sentence,
            "サントリーホールディングスは、売上高の過去最高を更新した。",
            "entailment",
        ),
    ]


def test_respective_coordination_is_skipped(parser):
    # heldout-q-wikinews
    sentence = "アメリカ合衆国と中国は、代表的な温室効果ガスである二酸化炭素の排出量で世界第1位および第2位を占めている。"
    assert _rule(parser, sentence, "and-conjunct") == []
    assert _skips(parser, sentence, NP)["and-conjunct"] == (
        "split-coordination: a second coordination (世界第1位および第2位) follows the conjuncts: they may pair "
        "with it respectively, so neither conjunct alone holds the whole"
    )


def test_without_a_second_coordination_the_conjuncts_split(parser):
    sentence = "アメリカ合衆国と中国は、二酸化炭素の排出量で世界の上位を占めている。"
    assert _rule(parser, sentence, "and-conjunct") == [
        (
            "and-conjunct",
            sentence,
            "アメリカ合衆国は、二酸化炭素の排出量で世界の上位を占めている。",
            "entailment",
        ),
        ("and-conjunct", sentence, "中国は、二酸化炭素の排出量で世界の上位を占めている。", "entailment"),
    ]


def test_count_after_the_last_conjunct_is_skipped(parser):
    # heldout-q-wikinews
    sentence = "旗手はスピードスケート女子の岡崎朋美選手が務め、日本代表選手と役員約90人が参加した。"
    assert _rule(parser, sentence, "and-conjunct") == []
    assert _skips(parser, sentence, NP)["and-conjunct"] == (
        "split-coordination: 役員約90人 after the last conjunct may count all the conjuncts together: one "
        "conjunct alone cannot keep it"
    )


def test_a_count_on_each_conjunct_still_splits(parser):
    # heldout-k-wikinews (judged right before)
    sentence = (
        "連絡を受けた海上保安庁はヘリコプターや巡視船で乗客7人と乗員21人全員を救助したが、"
        "乗客1人と乗組員1人が軽傷を負った。"
    )
    prefix = "連絡を受けた海上保安庁はヘリコプターや巡視船で乗客7人と乗員21人全員を救助したが、"
    assert _rule(parser, sentence, "and-conjunct") == [
        ("and-conjunct", sentence, prefix + "乗客1人が軽傷を負った。", "entailment"),
        ("and-conjunct", sentence, prefix + "乗組員1人が軽傷を負った。", "entailment"),
    ]


def test_without_a_count_the_conjuncts_split(parser):
    sentence = "日本代表選手と役員が参加した。"
    assert _rule(parser, sentence, "and-conjunct") == [
        ("and-conjunct", sentence, "日本代表選手が参加した。", "entailment"),
        ("and-conjunct", sentence, "役員が参加した。", "entailment"),
    ]


CC = "clause-coordination"


def _cc(parser, sentence, rule):
    return [p for p in _pairs(parser, sentence, CC) if p[0] == rule]


def test_contrast_connective_goes_with_the_dropped_phrase(parser):
    # heldout-q-wikinews: ×一方3人が負傷した
    sentence = "一方佐賀県唐津市では午前10時45分ごろ、土石流のため、4棟が全半壊し、3人が負傷した。"
    assert _cc(parser, sentence, "second-clause") == [
        ("second-clause", sentence, "3人が負傷した。", "entailment")
    ]


def test_contrast_connective_with_a_comma_goes_too(parser):
    # heldout-b-wikinews: ×一方、停電が起こった
    sentence = "一方、遠く北に離れたオークランドでも、悪天候のため、オタフフ変電所のアース線が切れて、停電が起こった。"
    assert _cc(parser, sentence, "second-clause") == [
        ("second-clause", sentence, "停電が起こった。", "entailment")
    ]


def test_other_connectives_are_kept(parser):
    # heldout-k-wikinews (judged right): また is no contrast resting on a dropped phrase
    sentence = "また2台の車が洪水のため流されたが、6人が救助された。"
    assert _cc(parser, sentence, "second-clause") == [
        ("second-clause", sentence, "また6人が救助された。", "entailment")
    ]


SUB = "subordination"


def test_exclamative_nante_is_not_inflected_into_a_condition(parser):
    sentence = "彼が早起きするなんて珍しい。"  # heldout-q-tanaka: ×…なんて珍しかったら、ある人が喜ぶだろう
    skips = _skips(parser, sentence, SUB)
    for rule in ("built-conditional-ba", "built-conditional-tara"):
        assert skips[rule] == (
            "embed: the sentence exclaims over a clause (早起きするなんて …): its evaluating predicate does not "
            "inflect into a hypothetical condition (ば, たら)"
        )
    # the echoic なら takes the exclamation as said (judged acceptable on heldout-q)
    assert [p for p in _pairs(parser, sentence, SUB) if p[0] == "built-conditional-nara"] == [
        (
            "built-conditional-nara",
            "彼が早起きするなんて珍しいなら、ある人が喜ぶだろう",
            "彼が早起きするなんて珍しい。",
            "neutral",
        )
    ]


def test_a_plain_sentence_is_still_inflected(parser):
    sentence = "彼が早起きした。"
    assert [p for p in _pairs(parser, sentence, SUB) if p[0] == "built-conditional-tara"] == [
        ("built-conditional-tara", "彼が早起きしたら、ある人が喜ぶだろう", "彼が早起きした。", "neutral")
    ]
