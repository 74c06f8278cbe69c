"""generate precision on real text, second round: the error classes of the heldout-b generate audit, each on
sentences written for these tests (exact premises, hypotheses and labels, and the cases that must not fire)."""

import pytest
from fidelity_cases import derived_pairs as _pairs
from fidelity_cases import derived_skips as _skips

from stresskit.operations.derivation import ill_formed
from stresskit.operations.rewrite import Rewrite

# ------------------------------------------------------------------ 1. relative-clause heads that are no subject


@pytest.mark.parametrize(
    "sentence",
    [
        "彼は英語を学ぶ目的でイギリスに渡った。",  # 目的: content noun (×目的が英語を学ぶ, ×彼は目的で渡った)
        "彼女は自分の店を開く自由を手に入れた。",  # 自由: content noun
        "大雨が川の氾濫を引き起こす原因となった。",  # 原因: content noun (×大雨が原因となった)
        "兄は会うたびに文句を言った。",  # たび: formal noun (×兄はたびに文句を言った)
        "私は富士山に登った事がある。",  # 〜た事がある: formal noun
    ],
)
def test_a_content_or_formal_noun_is_no_relative_clause_head(parser, sentence):
    assert _pairs(parser, sentence, "relative-clause") == []


def test_a_head_with_a_bare_noun_subject_in_its_clause_is_not_made_the_subject(parser):
    # 佐藤監督率いるチーム: 佐藤監督 (no particle) leads the team; the clause is dropped whole, 佐藤 included.
    sentence = "佐藤監督率いるチームが優勝した。"
    assert _pairs(parser, sentence, "relative-clause") == [
        ("relative-clause-drop", sentence, "チームが優勝した。", "entailment")
    ]
    assert _skips(parser, sentence, "relative-clause")["relative-clause-head"] == (
        "relative-clause-head: a noun with no particle hangs on 率いる: the head's role in the clause is unmarked"
    )


@pytest.mark.parametrize(
    "sentence",
    [
        "市は来年の予算などは未定とする声明を出した。",  # 予算などは is inside the quoted clause
    ],
)
def test_a_topic_inside_a_relative_clause_span_leaves_the_clause_alone(parser, sentence):
    # a relative clause takes no は-topic: where the clause starts is unclear, so no rule touches it
    assert _pairs(parser, sentence, "relative-clause") == []


def test_a_past_clause_without_an_object_needs_evidence_its_head_is_the_subject(parser):
    sentence = "私は駅で落とした財布を見つけた。"  # ×財布が駅で落とした: the wallet was dropped
    assert _pairs(parser, sentence, "relative-clause") == [
        ("relative-clause-drop", sentence, "私は財布を見つけた。", "entailment"),
        # 私は before the open relative clause is the main clause's topic, so the drop may be scrambled too
        ("relative-clause-drop-scramble", sentence, "財布を私は見つけた。", "entailment"),
    ]
    sentence = "彼は公園で会った女性に手紙を書いた。"
    assert "relative-clause-head" not in [rule for rule, *_ in _pairs(parser, sentence, "relative-clause")]
    assert _skips(parser, sentence, "relative-clause")["relative-clause-head"] == (
        "relative-clause-head: 会った has no object of its own and may take one: 女性 may be its object (会った女性)"
    )
    # positive evidence: the clause has its own object, so the head is its subject
    assert (
        "relative-clause-head",
        "ボールを蹴った子供が笑った。",
        "子供がボールを蹴った",
        "entailment",
    ) in _pairs(parser, "ボールを蹴った子供が笑った。", "relative-clause")
    # a progressive clause of an animate head still fires (the JaNLI core example), in the main clause's past
    assert (
        "relative-clause-head",
        "走っている犬が猫を追いかけた。",
        "犬が走っていた",
        "entailment",
    ) in _pairs(parser, "走っている犬が猫を追いかけた。", "relative-clause")


def test_a_dated_change_is_not_restated_as_a_state(parser):
    # 昨日壊れた時計: ×時計が昨日壊れている, ×父は昨日壊れている
    rules = [rule for rule, *_ in _pairs(parser, "父は昨日壊れた時計を直した。", "relative-clause")]
    assert "relative-clause-head" not in rules
    assert "garden-path" not in rules


# ------------------------------------------------------------------------ 2. broken sentences, built or left


def _cut(parser, sentence, cut):
    """The sentence as a rewrite with the words of the substring `cut` removed."""
    doc = parser.parse([sentence])[sentence]
    start = sentence.index(cut)
    rewrite = Rewrite(doc)
    rewrite.remove(range(len(doc)))
    rewrite.order = [t.i for t in doc if not (start <= t.idx < start + len(cut))]
    return rewrite


def test_the_well_formedness_check(parser):
    # これらの平野は|サハラの一部と見なされる場合|もあります: cutting the middle stacks も after は.
    rewrite = _cut(
        parser, "これらの平野はサハラの一部と見なされる場合もあります。", "サハラの一部と見なされる場合"
    )
    assert rewrite.text() == "これらの平野はもあります。"
    assert ill_formed(rewrite) == "a particle stacked after は (×はも)"
    # a remainder that ends on a case particle has no predicate
    rewrite = _cut(parser, "男性が公園で走った。", "走った")
    assert rewrite.text() == "男性が公園で。"
    assert ill_formed(rewrite) == "the sentence ends on the particle で: its predicate is missing"
    # a gapped clause whose predicate was cut
    rewrite = _cut(
        parser, "順位は札幌が勝ち点91、東京が勝ち点89となり、札幌の優勝が決まった。", "東京が勝ち点89となり、"
    )
    assert rewrite.text() == "順位は札幌が勝ち点91、札幌の優勝が決まった。"
    assert ill_formed(rewrite) == "a gapped clause without its predicate (×が勝ち点91、)"
    # a conjunction stranded after a case-marked phrase
    doc = parser.parse(["しかし、新しい規則が決まった。"])["しかし、新しい規則が決まった。"]
    rewrite = Rewrite(doc)
    rewrite.order = [2, 3, 4, 0, 1, 5, 6, 7]
    assert rewrite.text() == "新しい規則がしかし、決まった。"
    assert ill_formed(rewrite) == "a conjunction stranded after a case-marked phrase (×がしかし)"
    # well-formed sentences pass
    assert ill_formed(Rewrite(doc)) is None
    assert ill_formed(_cut(parser, "男性は公園で走った。", "公園で")) is None


def test_baai_mo_aru_is_no_conditional(parser):
    # …見なされる場合もあります "there are cases where": no conditional clause to split off.
    assert (
        _pairs(parser, "雨が多いことから、この地域は湿地と見なされる場合もあります。", "subordination") == []
    )


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        (
            "私は大人になって初めて親の苦労を知った。",
            "extract-clause: 〜て初めて is one subordinate construction, not a coordinated clause",
        ),
        (
            "弟が東京へ引っ越して以来連絡がない。",
            "extract-clause: 〜て以来 is one subordinate construction, not a coordinated clause",
        ),
    ],
)
def test_te_constructions_are_no_coordination(parser, sentence, reason):
    assert _pairs(parser, sentence, "clause-coordination") == []
    assert _skips(parser, sentence, "clause-coordination")["first-clause"] == reason


def test_an_embedded_question_is_no_disjunction(parser):
    sentence = "彼女がいつ戻るかよくわからない。"
    assert _pairs(parser, sentence, "clause-coordination") == []
    assert _skips(parser, sentence, "clause-coordination")["disjunct-clause"] == (
        "extract-clause: か after a question word closes an embedded question, not a disjunct"
    )


@pytest.mark.parametrize(
    "sentence",
    [
        "平安時代には、貴族が和歌を詠んでいました。",
        "その僧侶は6世紀に寺を建てた。",
        "花子は兄と同じ年に大学を卒業した。",  # ×昨日兄と同じ年に卒業した
        "健は子供の頃に犬を飼った。",
    ],
)
def test_no_deictic_time_word_is_added_to_a_sentence_with_an_absolute_time(parser, sentence):
    assert _pairs(parser, sentence, "temporal") == []


def test_a_sentence_without_a_time_still_gets_deictic_time_words(parser):
    pairs = _pairs(parser, "その僧侶が寺を建てた。", "temporal")
    assert (
        "time-point-deictic-built",
        "今日は2019年11月5日である。その僧侶が昨日寺を建てた",
        "その僧侶が2019年11月4日に寺を建てた",
        "entailment",
    ) in pairs


# ------------------------------------------------------------------------------------ 3. phrase boundaries


def test_a_time_word_inside_a_name_is_no_time_word(parser):
    assert _pairs(parser, "毎日新聞によると、その選手は監督に謝罪する。", "temporal") == []
    assert (
        "habitual-frequency",
        "彼は毎日公園を走る。",
        "彼は毎週月曜日に公園を走る",
        "entailment",
    ) in _pairs(parser, "彼は毎日公園を走る。", "temporal")


def test_the_first_clauses_time_phrase_is_not_moved_into_the_second(parser):
    sentence = "2010年には新しい社長が就任し、2012年から海外に工場を建てていた。"
    assert "second-clause" not in [rule for rule, *_ in _pairs(parser, sentence, "clause-coordination")]
    assert _skips(parser, sentence, "clause-coordination")["second-clause"] == (
        "extract-clause: a time phrase before the first clause belongs to it, and the second clause has its own"
    )


@pytest.mark.parametrize(
    "sentence",
    [
        # 予定などは is the quote's topic (…は未定とする声明): dropping the quoting clause left it on 出している
        "テレビ局は事故の対応に追われ、今後の予定などは未定とする声明を出している。",
        "市は準備に追われ、開始の時期などは調整中とする発表を行った。",
        # 古いと思われる modifies 絵 inside the clause: dropped, it would fall on 皿 (×古いと思われる皿)
        "部屋から古いと思われる絵の描かれた皿が見つかった。",
    ],
)
def test_no_relative_clause_drop_that_strands_a_phrase_of_the_clause(parser, sentence):
    assert _pairs(parser, sentence, "relative-clause") == []


# ------------------------------------------------------------------------------------ 4. topics carried over


def test_an_inanimate_topic_is_not_carried_to_the_second_clause(parser):
    sentence = "この寺の歴史は八世紀にさかのぼり、戦後に再建された。"
    assert _pairs(parser, sentence, "clause-coordination") == [
        ("first-clause", sentence, "この寺の歴史は八世紀にさかのぼった", "entailment")
    ]
    # a person's topic is shared by both clauses
    assert _pairs(parser, "男性は雨の中を走り、駅に着いた。", "clause-coordination") == [
        ("first-clause", "男性は雨の中を走り、駅に着いた。", "男性は雨の中を走った", "entailment"),
        ("second-clause", "男性は雨の中を走り、駅に着いた。", "男性は駅に着いた。", "entailment"),
    ]


def test_a_complex_postposition_with_wa_does_not_become_ga(parser):
    sentence = "この問題に関しては専門家も意見を述べた。"
    premises = {
        premise for _, premise, _, _ in _pairs(parser, sentence, "factive,modal-negation,subordination")
    }
    assert not any("関してが" in p for p in premises)
    assert _skips(parser, sentence, "factive")["factive-koto-kakujitsu"] == (
        "embed: the topic この問題に関しては is a postposition with は, not a subject that can take が"
    )


def test_a_topic_outside_the_main_clause_blocks_a_ga_frame(parser):
    # 投資は hangs on the te-clause: it would stay は inside the built conditional.
    sentence = "この領域への投資は去年から大きく増えて百億円になった。"
    assert [r for r in _pairs(parser, sentence, "subordination") if "ある人が喜ぶ" in r[1]] == []


# ------------------------------------------------------------------------- 5. predicates that cannot be framed


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        (
            "祖父は若い頃よく川で釣りをしたものだった。",
            "embed: the sentence ends in ものだった, a modal or evidential form that cannot be embedded",
        ),
        (
            "その店は地元の野菜を使っているという。",
            "embed: the sentence ends in という, a modal or evidential form that cannot be embedded",
        ),
        (
            "彼は来月引っ越すらしい。",
            "embed: the sentence already embeds a clause or carries a frame",
        ),
        (
            "兄はその日も遅くまで働いたのだった。",
            "embed: the sentence already embeds a clause or carries a frame",
        ),
        # らしい and のだ were already left out as frames, endings in だ as no plain predicate
        (
            "明日は雨が降るそうだ。",
            "embed: the sentence ends in だ (a copula or polite form), not a plain predicate",
        ),
        (
            "彼は会議に来ないわけだ。",
            "embed: the sentence ends in だ (a copula or polite form), not a plain predicate",
        ),
    ],
)
def test_modal_and_evidential_endings_are_not_framed(parser, sentence, reason):
    framed = [
        r for r in _pairs(parser, sentence, "factive,subordination") if r[0].startswith(("factive", "built"))
    ]
    assert framed == []
    assert _skips(parser, sentence, "factive")["factive-koto-kakujitsu"] == reason
