"""generate's derived hypotheses on real text, the error classes of the heldout-f generate audit (frames that
cannot embed their sentence, clause coordination, generic relative clauses, temporal), each on sentences
written for these tests: exact premises, hypotheses and labels, and the exact skip reasons. Also the
derivations' lexicons as data (stresskit/data/derive_lexicons.yaml)."""

import pytest
from fidelity_cases import derived_pairs as _pairs
from fidelity_cases import derived_skips as _skips

from stresskit.errors import StresskitError
from stresskit.operations.derive_lexicons import ENTRIES, derive_lexicons, parse_derive_lexicons

# ------------------------------------------------------------------ 6. lexicons as data


def test_the_derive_lexicons_are_read_from_data_with_their_classes():
    lexicons = derive_lexicons()
    assert sorted(lexicons) == [
        "absorption_verbs",
        "activity_nouns",
        "adverbial_suru_nouns",
        "adverbial_te_verbs",
        "complement_nouns",
        "contest_outcomes",
        "culmination_adverbs",
        "downward_predicates",
        "duration_adverbs",
        "emotion_adjectives",
        "generic_heads",
        "gradual_changes",
        "hedges",
        "modal_nouns",
        "once_only_events",
        "opening_connectives",
        "partner_nouns",
        "performative_formulas",
        "rarity_predicates",
        "resolve_verbs",
        "same_time_anaphors",
        "settled_acts",
        "state_verbs",
        "time_frame_words",
        "time_word_names",
        "wish_verbs",
    ]
    assert len(lexicons["once_only_events"]) == 78
    assert {"辞任", "死去", "絶滅", "確定", "入学", "名づける", "設立", "解散"} <= lexicons[
        "once_only_events"
    ]
    assert len(lexicons["rarity_predicates"]) == 17
    assert {"異例", "珍しい", "前代未聞"} <= lexicons["rarity_predicates"]
    assert len(lexicons["adverbial_suru_nouns"]) == 12
    assert lexicons["downward_predicates"] == frozenset({"ない", "無い", "少ない", "少い", "なし", "無し"})


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"version": 2}, "derive_lexicons.yaml: expected a mapping with 'version: 1'"),
        (
            {"version": 1, "adverbial_suru_nouns": {"reason": "r", "words": ["大別"]}},
            "derive_lexicons.yaml: entries must be exactly adverbial_suru_nouns, duration_adverbs, "
            "once_only_events, downward_predicates, rarity_predicates, modal_nouns, same_time_anaphors, "
            "adverbial_te_verbs, "
            "emotion_adjectives, generic_heads, wish_verbs, absorption_verbs, contest_outcomes, time_frame_words, culmination_adverbs, "
            "performative_formulas, time_word_names, hedges, opening_connectives, state_verbs, resolve_verbs, "
            "settled_acts, gradual_changes, complement_nouns, partner_nouns, activity_nouns; "
            "found adverbial_suru_nouns",
        ),
    ],
)
def test_a_malformed_lexicon_file_fails_at_load(data, message):
    with pytest.raises(StresskitError) as error:
        parse_derive_lexicons(data)
    assert str(error.value) == message


def _file(**entries):
    base = {name: {"reason": "r", "words": [name]} for name in ENTRIES}
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


# ------------------------------------------------------------------ 1. frames that cannot embed the sentence

FRAMES = ("modal-negation", "factive", "subordination")
EMBEDDING_RULES = (
    "modal-kamoshirenai",
    "negation-wakedewanai",
    "negation-nodewaarimasen",
    "factive-koto-kakujitsu",
    "nonfactive-utagai",
    "built-conditional-tara",
    "built-conditional-nara",
)


def _framed(pairs):
    """The pairs whose premise is a frame built around the sentence."""
    return [
        p for p in pairs if p[0] in EMBEDDING_RULES or p[0].endswith(("-frame-scrambled", "-frame-swapped"))
    ]


@pytest.mark.parametrize(
    ("sentence", "noun"),
    [
        ("両国の協議は難航している模様である。", "模様"),  # evidential: ×…模様であるわけではない
        ("大雨で川が氾濫するおそれがある。", "おそれ"),  # ×…おそれがあるという疑いがある
        ("工事は来月終わる見込みである。", "見込み"),
        # heldout-m: the evidential said of a noun (…軽傷の模様である): ×…軽傷の模様であるのではない
        ("このうち、三等陸尉は頭に重傷を負っており、残り3人は打撲などの軽傷の模様である。", "模様"),
    ],
)
def test_a_modal_noun_predicate_is_not_framed(parser, sentence, noun):
    assert _framed(_pairs(parser, sentence, FRAMES)) == []
    skips = _skips(parser, sentence, FRAMES)
    reason = (
        f"embed: the sentence's predicate is made of the modal noun {noun} (…{noun}がある, …{noun}である): it "
        "asserts no plain fact, and a frame would stack a second modal on it"
    )
    for rule in EMBEDDING_RULES:
        assert skips[rule] == reason


@pytest.mark.parametrize(
    ("sentence", "opening"),
    [
        (
            "また市は新しい公園を整備した。",
            "the sentence opens with the connective また, which links it to an earlier one",
        ),
        (
            "さらに市は予算を増やした。",
            "the sentence opens with the connective さらに, which links it to an earlier one",
        ),
        (
            "このため多くの便が欠航した。",
            "the sentence opens with このため, which points back to an earlier sentence",
        ),
        (
            "その後、両社は提携を発表した。",
            "the sentence opens with その後, which points back to an earlier sentence",
        ),
        (
            "同日、首相は記者会見を開いた。",
            "the sentence opens with 同日, which points back to an earlier sentence's time",
        ),
    ],
)
def test_a_sentence_linked_to_an_earlier_one_is_not_framed(parser, sentence, opening):
    pairs = _pairs(parser, sentence, FRAMES)
    assert [p for p in pairs if p[0].startswith(("built-conditional", "factive-adverb"))] == []
    skips = _skips(parser, sentence, FRAMES)
    for rule in ("factive-adverb-kakujitsu", "built-conditional-tara"):
        assert skips[rule] == f"embed: {opening}: a frame would take the link inside"


def test_a_frame_after_a_linked_sentence_keeps_the_link_in_front(parser):
    sentence = "また市は新しい公園を整備した。"
    pairs = _pairs(parser, sentence, FRAMES)
    assert ("modal-kamoshirenai", "また市は新しい公園を整備したかもしれない", sentence, "neutral") in pairs


def test_a_demonstrative_argument_is_no_connective(parser):
    pairs = _pairs(parser, "その店は駅前にある。", ("modal-negation",))
    assert (
        "negation-wakedewanai",
        "その店は駅前にあるわけではない",
        "その店は駅前にある。",
        "contradiction",
    ) in pairs


def test_a_negation_frame_does_not_deny_a_conditional(parser):
    sentence = "あと五分もすれば雨がやむ。"  # ×…雨がやむのではない: reads as のではないか
    pairs = _pairs(parser, sentence, ("modal-negation",))
    assert [p for p in pairs if p[0].startswith("negation-")] == []
    assert (
        "modal-kamoshirenai",
        "あと五分もすれば雨がやむかもしれない",
        "あと五分もすれば雨がやむ。",
        "neutral",
    ) in pairs
    skips = _skips(parser, sentence, ("modal-negation",))
    assert skips["negation-nodewanai"] == (
        "embed: the sentence is a conditional (…すれば): のではない over it reads as a question, not as its denial"
    )


def test_a_negation_frame_does_not_deny_a_mo_phrase(parser):
    sentence = "会場には笑顔を見せる選手もいた。"  # ×…選手もいたわけではない
    pairs = _pairs(parser, sentence, ("modal-negation",))
    assert [p for p in pairs if p[0].startswith("negation-")] == []
    skips = _skips(parser, sentence, ("modal-negation",))
    assert skips["negation-wakedewanai"] == (
        "embed: the main clause has a も-phrase (笑顔を見せる選手も): its 'also, even' escapes the frame's "
        "negation, so the frame does not simply deny the sentence"
    )


# ------------------------------------------------------------------ 2. clause coordination

CC = ("clause-coordination",)


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        (
            "駅まで何分かかるか確かめてください。",  # ×駅まで何分かかる
            "extract-clause: か after the question word 何分 closes an embedded question, not a disjunct",
        ),
        (
            "彼女は会議に出席するかどうか迷った。",  # ×彼女はどうか迷った
            "extract-clause: 〜かどうか closes an embedded yes-no question, not a disjunct",
        ),
    ],
)
def test_an_embedded_question_is_no_disjunct(parser, sentence, reason):
    assert _pairs(parser, sentence, CC) == []
    skips = _skips(parser, sentence, CC)
    assert skips["disjunct-clause"] == reason
    assert skips["disjunct-main-clause"] == reason


def test_a_disjunction_with_its_comma_still_splits(parser):
    assert _pairs(parser, "雨が降るか、あるいは雪が降る。", CC) == [
        ("disjunct-clause", "雨が降るか、あるいは雪が降る。", "雨が降る", "neutral"),
        ("disjunct-main-clause", "雨が降るか、あるいは雪が降る。", "雪が降る。", "neutral"),
    ]


def test_a_lexicalised_adverbial_te_form_is_no_clause(parser):
    sentence = "彼は急いで家を出た。"  # ×彼は急いだ: 急いで says how he left
    assert _pairs(parser, sentence, CC) == [("second-clause", sentence, "彼は家を出た。", "entailment")]
    assert _skips(parser, sentence, CC)["first-clause"] == (
        "extract-clause: 急いで is a lexicalised adverb (gladly, in a hurry, …) saying how, not a clause"
    )


def test_a_te_form_with_its_own_argument_is_a_clause(parser):
    sentence = "彼女は駅まで走って電車に乗った。"
    assert _pairs(parser, sentence, CC) == [
        ("first-clause", sentence, "彼女は駅まで走った", "entailment"),
        ("second-clause", sentence, "彼女は電車に乗った。", "entailment"),
    ]


def test_a_feeling_is_the_speakers_not_the_first_subjects(parser):
    sentence = "君がいなくて毎日とても寂しい。"  # ×君が毎日とても寂しい: the speaker is lonely
    assert _pairs(parser, sentence, CC) == []
    assert _skips(parser, sentence, CC)["second-clause"] == (
        "extract-clause: the second predicate 寂しい says a feeling, whose experiencer is the speaker: the first "
        "clause's subject 君 is not its subject"
    )


def test_a_topic_is_not_carried_into_a_clause_with_its_own(parser):
    sentence = "このうち2人の乗客は軽傷が確認されたが、他5人は無事に保護された。"
    assert (
        "second-clause",
        sentence,
        "このうち2人の乗客は他5人は無事に保護された。",
        "entailment",
    ) not in _pairs(parser, sentence, CC)
    assert _skips(parser, sentence, CC)["second-clause"] == (
        "extract-clause: the second clause has a topic of its own (他5人は): the topic 乗客は before the first "
        "clause is not carried into it"
    )


def test_a_frame_topic_in_the_second_clause_keeps_the_shared_topic(parser):
    sentence = "彼は朝早く起きて、夜は遅くまで働いた。"
    assert _pairs(parser, sentence, CC) == [
        ("first-clause", sentence, "彼は朝早く起きた", "entailment"),
        ("second-clause", sentence, "彼は夜は遅くまで働いた。", "entailment"),
    ]


# ------------------------------------------------------------------ 5. temporal

TEMPORAL = ("temporal",)


def test_a_frequency_word_with_a_case_particle_is_a_noun(parser):
    sentence = "毎日によると、市長は駅まで歩く。"  # 毎日 is the newspaper: ×毎週月曜日にによると
    assert [p for p in _pairs(parser, sentence, TEMPORAL) if p[0] == "habitual-frequency"] == []
    assert _skips(parser, sentence, TEMPORAL)["habitual-frequency"] == (
        "temporal-habitual: no frequency adverb (毎日, いつも, 毎週…曜日に, 決して) of the main predicate"
    )


def test_the_adverb_after_a_source_named_毎日_is_still_read(parser):
    sentence = "毎日によると、市長は毎日駅まで歩く。"
    assert (
        "habitual-frequency",
        sentence,
        "毎日によると、市長は毎週月曜日に駅まで歩く",
        "entailment",
    ) in _pairs(parser, sentence, TEMPORAL)


def test_a_headline_has_no_tense_to_reason_about(parser):
    sentence = "男は毎日駅前で客を待っていた疑いで逮捕。"
    assert [p for p in _pairs(parser, sentence, TEMPORAL) if p[0] == "habitual-frequency"] == []
    assert _skips(parser, sentence, TEMPORAL)["habitual-frequency"] == (
        "temporal-habitual: the sentence ends in the noun 逮捕 (a headline): no finite predicate with a tense"
    )


def test_no_date_is_built_before_a_sentence_linked_to_an_earlier_one(parser):
    sentence = "このため新しい市長が決まった。"
    assert [p for p in _pairs(parser, sentence, TEMPORAL) if p[0] == "time-point-deictic-built"] == []
    assert _skips(parser, sentence, TEMPORAL)["time-point-deictic-built"] == (
        "temporal-deictic: the sentence opens with このため, which points back to an earlier sentence: the built "
        "context sentence would come between them"
    )


def test_a_decision_is_a_once_only_event(parser):
    pairs = _pairs(parser, "新しい市長が決まった。", TEMPORAL)
    built = "今日は2019年11月5日である。新しい市長が昨日決まった"
    assert ("time-point-deictic-built", built, "新しい市長が2019年11月4日に決まった", "entailment") in pairs
    assert (
        "time-point-deictic-built",
        built,
        "新しい市長が2019年11月3日に決まった",
        "contradiction",
    ) in pairs


# ------------------------------------------------------------------ 3. a relative clause on a generic head

RC = ("relative-clause",)


@pytest.mark.parametrize(
    ("sentence", "phrase"),
    [
        ("音楽を愛する人々は幸せである。", "音楽を愛する人々"),  # ×人々が音楽を愛する
        ("毎朝走る人たちは健康だ。", "毎朝走る人たち"),
    ],
)
def test_a_generic_topic_asserts_no_referent(parser, sentence, phrase):
    assert [p for p in _pairs(parser, sentence, RC) if p[0] == "relative-clause-head"] == []
    assert _skips(parser, sentence, RC)["relative-clause-head"] == (
        f"relative-clause-head: {phrase} is the topic of a non-past statement: it names a kind, and the "
        "sentence does not say that such a referent exists"
    )


@pytest.mark.parametrize(
    ("sentence", "hypothesis"),
    [
        ("駅前に住む友人は医者だ。", "友人が駅前に住む"),  # a particular friend: not a general noun
        ("本を読む人たちも多い。", "人たちが本を読む"),  # 多い says there are such people
    ],
)
def test_a_particular_head_or_an_amount_keeps_the_clause(parser, sentence, hypothesis):
    assert ("relative-clause-head", sentence, hypothesis, "entailment") in _pairs(parser, sentence, RC)


# ------------------------------------------------------------------ 4. which sentences a causer is built onto

CAUSATIVE = ("causative",)
BUILT = ("built-causee-acts", "built-causer-acts")


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        (
            "子供たちはひどい渋滞のために学校に遅れた。",  # ×ある人が子供たちを…渋滞のために遅れさせた
            "causable: the sentence gives its own cause (…のために): a built causer would clash with it",
        ),
        (
            "私は友人の幸せを心から願っている。",  # ×ある人が私に友人の幸せを願わせている
            "causable: 願う says what its subject wishes: no causer makes them wish it, so no causative "
            "premise is built",
        ),
    ],
)
def test_no_causer_is_built_onto_a_cause_or_a_feeling(parser, sentence, reason):
    assert [p for p in _pairs(parser, sentence, CAUSATIVE) if p[0] in BUILT] == []
    skips = _skips(parser, sentence, CAUSATIVE)
    assert [skips[rule] for rule in BUILT] == [reason, reason]


def test_a_causer_is_still_built_onto_an_act(parser):
    assert [p for p in _pairs(parser, "子供が公園で走っている。", CAUSATIVE) if p[0] in BUILT] == [
        ("built-causee-acts", "ある人が子供を公園で走らせている。", "子供が公園で走っている。", "entailment"),
        ("built-causer-acts", "ある人が子供を公園で走らせている。", "ある人が公園で走っている。", "neutral"),
    ]


def test_no_now_before_a_connective(parser):
    sentence = "しかし彼は自宅で生活していた。"  # ×現在、しかし彼は自宅で生活している
    assert [p for p in _pairs(parser, sentence, TEMPORAL) if p[0] == "tense-aspect-present"] == []
    assert _skips(parser, sentence, TEMPORAL)["tense-aspect-present"] == (
        "temporal-present: the sentence opens with the connective しかし, which links it to an earlier one: 現在 "
        "cannot stand before it"
    )
    assert (
        "tense-aspect-present",
        "兄は自宅で生活していた。",
        "現在、兄は自宅で生活している",
        "neutral",
    ) in _pairs(parser, "兄は自宅で生活していた。", TEMPORAL)


@pytest.mark.parametrize(
    ("sentence", "ending"),
    [
        ("火事の原因はたばこの火だったとみられる。", "とみられる"),  # ×…とみられるようだ
        ("彼は駅へ向かったと考えられている。", "と考えられている"),
    ],
)
def test_a_reported_belief_is_not_framed(parser, sentence, ending):
    assert [p for p in _pairs(parser, sentence, ("modal-negation",)) if p[0].startswith("modal-")] == []
    assert _skips(parser, sentence, ("modal-negation",))["modal-kamoshirenai"] == (
        f"embed: the sentence ends in {ending}, a report of what is believed or said: a frame would stack a "
        "second one on it"
    )
