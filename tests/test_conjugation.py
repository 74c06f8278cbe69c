"""Voice re-inflection on real GiNZA parses: every verb class, voice and auxiliary chain."""

import pytest
import spacy
from spacy.tokens import Doc

from stresskit.parsing.conjugation import (
    Finite,
    UnsupportedForm,
    Voice,
    current_voice,
    finite_form,
    finite_shape,
    predicate_chain,
    revoice,
)

ACTIVE, PASSIVE, CAUSATIVE = Voice.ACTIVE, Voice.PASSIVE, Voice.CAUSATIVE


@pytest.fixture(scope="module")
def nlp():
    return spacy.load("ja_ginza", exclude=["ner"])


def _chain(nlp, sentence, lemma):
    """The chain of the first verb with `lemma`, or of the sentence root when lemma is None."""
    doc = nlp(sentence)
    verb = next(doc.sents).root if lemma is None else next(t for t in doc if t.lemma_ == lemma)
    return predicate_chain(verb)


def _rewrite(nlp, sentence, target, lemma=None):
    chain = _chain(nlp, sentence, lemma)
    new = revoice(chain, target)
    return new, sentence[: chain.start_char] + new + sentence[chain.end_char :]


# (sentence, verb lemma or None for the root, target, replacement, rewritten sentence)
REVOICE_CASES = [
    # 五段, every row, into the passive
    ("料理人が魚を焼いた。", None, PASSIVE, "焼かれた", "料理人が魚を焼かれた。"),
    ("彼がピアノを弾いていない。", None, PASSIVE, "弾かれていない", "彼がピアノを弾かれていない。"),
    ("手紙を書かなかった。", None, PASSIVE, "書かれなかった", "手紙を書かれなかった。"),
    ("子供が泳いだ。", None, PASSIVE, "泳がれた", "子供が泳がれた。"),
    ("彼が秘密を話す。", None, PASSIVE, "話される", "彼が秘密を話される。"),
    ("客が店で待っている。", None, PASSIVE, "待たれている", "客が店で待たれている。"),
    ("犬が死んだ。", None, PASSIVE, "死なれた", "犬が死なれた。"),
    ("子供が公園で遊んでいます。", None, PASSIVE, "遊ばれています", "子供が公園で遊ばれています。"),
    ("本を読んで、寝た。", "読む", PASSIVE, "読まれて", "本を読まれて、寝た。"),
    ("彼が木を切って、帰った。", "切る", PASSIVE, "切られて", "彼が木を切られて、帰った。"),
    ("彼が木を切り、帰った。", "切る", PASSIVE, "切られ", "彼が木を切られ、帰った。"),
    ("彼が廊下を走らない。", None, PASSIVE, "走られない", "彼が廊下を走られない。"),
    ("母が野菜を買います。", None, PASSIVE, "買われます", "母が野菜を買われます。"),
    ("彼が学校に行く。", None, PASSIVE, "行かれる", "彼が学校に行かれる。"),
    ("彼が手紙を書けば、", "書く", PASSIVE, "書かれれ", "彼が手紙を書かれれば、"),
    ("彼が焼く魚", "焼く", PASSIVE, "焼かれる", "彼が焼かれる魚"),
    # 一段, カ変, サ変 into the passive
    ("彼が本を借りた。", None, PASSIVE, "借りられた", "彼が本を借りられた。"),
    ("彼が窓を見ていて、", "見る", PASSIVE, "見られていて", "彼が窓を見られていて、"),
    ("彼が早く起きる。", None, PASSIVE, "起きられる", "彼が早く起きられる。"),
    ("子供が寝ていました。", None, PASSIVE, "寝られていました", "子供が寝られていました。"),
    ("友達が家に来た。", None, PASSIVE, "来られた", "友達が家に来られた。"),
    ("女性が部屋を掃除している。", None, PASSIVE, "されている", "女性が部屋を掃除されている。"),
    ("彼が仕事をした。", None, PASSIVE, "された", "彼が仕事をされた。"),
    ("彼が噂を信じた。", None, PASSIVE, "信じられた", "彼が噂を信じられた。"),
    ("彼が寒さを感じる。", None, PASSIVE, "感じられる", "彼が寒さを感じられる。"),
    ("彼が本を借りません。", None, PASSIVE, "借りられません", "彼が本を借りられません。"),
    ("彼が野菜を食べない。", None, PASSIVE, "食べられない", "彼が野菜を食べられない。"),
    ("彼が来ます。", None, PASSIVE, "来られます", "彼が来られます。"),
    ("彼が手紙を書いていた。", None, PASSIVE, "書かれていた", "彼が手紙を書かれていた。"),
    ("魚を焼いちゃった。", None, PASSIVE, "焼かれちゃった", "魚を焼かれちゃった。"),
    ("彼が本を読んでる。", None, PASSIVE, "読まれてる", "彼が本を読まれてる。"),
    # into the causative
    ("子供が泳いで、", "泳ぐ", CAUSATIVE, "泳がせて", "子供が泳がせて、"),
    ("彼が笑っている。", None, CAUSATIVE, "笑わせている", "彼が笑わせている。"),
    ("彼が本を読んだ。", None, CAUSATIVE, "読ませた", "彼が本を読ませた。"),
    ("彼が酒を飲んでいない。", None, CAUSATIVE, "飲ませていない", "彼が酒を飲ませていない。"),
    ("彼が手紙を書く。", None, CAUSATIVE, "書かせる", "彼が手紙を書かせる。"),
    ("彼が友達を呼ぶ。", None, CAUSATIVE, "呼ばせる", "彼が友達を呼ばせる。"),
    ("彼が駅で待って、", "待つ", CAUSATIVE, "待たせて", "彼が駅で待たせて、"),
    ("彼が学校に行った。", None, CAUSATIVE, "行かせた", "彼が学校に行かせた。"),
    ("子供が野菜を食べない。", None, CAUSATIVE, "食べさせない", "子供が野菜を食べさせない。"),
    ("彼が映画を見ました。", None, CAUSATIVE, "見させました", "彼が映画を見させました。"),
    ("友達が家に来た。", None, CAUSATIVE, "来させた", "友達が家に来させた。"),
    ("彼が掃除した。", None, CAUSATIVE, "させた", "彼が掃除させた。"),
    ("彼が宿題をする。", None, CAUSATIVE, "させる", "彼が宿題をさせる。"),
    ("彼が噂を信じた。", None, CAUSATIVE, "信じさせた", "彼が噂を信じさせた。"),
    ("彼が秘密を話します。", None, CAUSATIVE, "話させます", "彼が秘密を話させます。"),
    ("彼が廊下を走らない。", None, CAUSATIVE, "走らせない", "彼が廊下を走らせない。"),
    ("犬が死んでいる。", None, CAUSATIVE, "死なせている", "犬が死なせている。"),
    ("子供が寝ている。", None, CAUSATIVE, "寝させている", "子供が寝させている。"),
    ("彼が早く起き、", "起きる", CAUSATIVE, "起きさせ", "彼が早く起きさせ、"),
    ("友達が来ている。", None, CAUSATIVE, "来させている", "友達が来させている。"),
    ("彼が部屋を掃除していない。", None, CAUSATIVE, "させていない", "彼が部屋を掃除させていない。"),
    # back to the plain form, undoing 音便
    ("魚が料理人に焼かれた。", None, ACTIVE, "焼いた", "魚が料理人に焼いた。"),
    ("本が読まれて、", "読む", ACTIVE, "読んで", "本が読んで、"),
    ("子供に泳がれた。", None, ACTIVE, "泳いだ", "子供に泳いだ。"),
    ("先生が生徒を立たせている。", None, ACTIVE, "立っている", "先生が生徒を立っている。"),
    ("彼を駅で待たせた。", None, ACTIVE, "待った", "彼を駅で待った。"),
    ("犬を死なせた。", None, ACTIVE, "死んだ", "犬を死んだ。"),
    ("子供に本を買わせた。", None, ACTIVE, "買った", "子供に本を買った。"),
    ("彼を学校に行かせた。", None, ACTIVE, "行った", "彼を学校に行った。"),
    ("彼を学校に行かせて、", "行く", ACTIVE, "行って", "彼を学校に行って、"),
    ("木が切られ、", "切る", ACTIVE, "切り", "木が切り、"),
    ("手紙が書かれませんでした。", None, ACTIVE, "書きませんでした", "手紙が書きませんでした。"),
    ("彼に話させます。", None, ACTIVE, "話します", "彼に話します。"),
    ("子供を遊ばせない。", None, ACTIVE, "遊ばない", "子供を遊ばない。"),
    ("母親が子供に野菜を食べさせた。", None, ACTIVE, "食べた", "母親が子供に野菜を食べた。"),
    ("窓が見られていない。", None, ACTIVE, "見ていない", "窓が見ていない。"),
    ("部屋が女性に掃除されている。", None, ACTIVE, "している", "部屋が女性に掃除している。"),
    ("彼に仕事をさせた。", None, ACTIVE, "した", "彼に仕事をした。"),
    ("彼が来られた。", None, ACTIVE, "来た", "彼が来た。"),
    ("彼がこられた。", None, ACTIVE, "きた", "彼がきた。"),
    ("彼が噂を信じられた。", None, ACTIVE, "信じた", "彼が噂を信じた。"),
    ("子供に野菜を食べさせ、", "食べる", ACTIVE, "食べ", "子供に野菜を食べ、"),
    ("友達に来られて、", "来る", ACTIVE, "来て", "友達に来て、"),
    ("友達に来させている。", None, ACTIVE, "来ている", "友達に来ている。"),
    ("生徒に掃除させています。", None, ACTIVE, "しています", "生徒に掃除しています。"),
    ("本が読まれてる。", None, ACTIVE, "読んでる", "本が読んでる。"),
    # between the two marked voices
    ("魚が焼かれた。", None, CAUSATIVE, "焼かせた", "魚が焼かせた。"),
    ("母親が子供に野菜を食べさせた。", None, PASSIVE, "食べられた", "母親が子供に野菜を食べられた。"),
]


@pytest.mark.parametrize(("sentence", "lemma", "target", "replacement", "rewritten"), REVOICE_CASES)
def test_revoice(nlp, sentence, lemma, target, replacement, rewritten):
    assert _rewrite(nlp, sentence, target, lemma) == (replacement, rewritten)


@pytest.mark.parametrize(
    ("sentence", "lemma", "marked"),
    [
        ("魚を焼いた。", None, PASSIVE),
        ("本を読んで、寝た。", "読む", PASSIVE),
        ("部屋を掃除している。", None, PASSIVE),
        ("子供が泳いでいた。", None, PASSIVE),
        ("本を買わなかった。", None, PASSIVE),
        ("手紙を書きました。", None, PASSIVE),
        ("学校に行った。", None, CAUSATIVE),
        ("犬が死んだ。", None, CAUSATIVE),
        ("彼が待っていて、", "待つ", CAUSATIVE),
    ],
)
def test_marked_voice_then_plain_restores_the_sentence(nlp, sentence, lemma, marked):
    _, marked_sentence = _rewrite(nlp, sentence, marked, lemma)
    assert _rewrite(nlp, marked_sentence, ACTIVE, lemma)[1] == sentence


@pytest.mark.parametrize(
    ("sentence", "lemma", "target", "reason"),
    [
        ("空が青い。", None, PASSIVE, "unsupported inflection 形容詞"),
        ("彼は学生だ。", None, PASSIVE, "copula だ"),
        ("町は静かだ。", None, CAUSATIVE, "copula だ"),
        ("それは本。", None, PASSIVE, "not a verb: 本 (NOUN)"),
        ("魚が焼かれた。", None, PASSIVE, "already passive"),
        ("先生が生徒を立たせている。", None, CAUSATIVE, "already causative"),
        ("魚を焼いた。", None, ACTIVE, "already active"),
        ("彼が本を読ませられた。", None, ACTIVE, "stacked voice causative-passive"),
        ("本を読もう。", None, PASSIVE, "unsupported form 意志推量形"),
        ("本を読んだりした。", "読む", PASSIVE, "だり after the chain would have to change"),
        ("彼を来させた。", None, ACTIVE, "ambiguous parse: 来させる (こさせる) read as 来す (きたす) + せる"),
    ],
)
def test_unsupported_forms_are_refused_with_a_reason(nlp, sentence, lemma, target, reason):
    with pytest.raises(UnsupportedForm) as excinfo:
        revoice(_chain(nlp, sentence, lemma), target)
    assert str(excinfo.value) == reason


@pytest.mark.parametrize(
    ("sentence", "voice"),
    [
        ("魚を焼いた。", ACTIVE),
        ("魚が焼かれた。", PASSIVE),
        ("部屋が掃除されている。", PASSIVE),
        ("彼が来られた。", PASSIVE),
        ("生徒を立たせている。", CAUSATIVE),
        ("野菜を食べさせた。", CAUSATIVE),
        ("彼に仕事をさせた。", CAUSATIVE),
        ("彼が本を読ませられた。", PASSIVE),
    ],
)
def test_current_voice(nlp, sentence, voice):
    assert current_voice(_chain(nlp, sentence, None)) is voice


@pytest.mark.parametrize(
    ("sentence", "lemma", "chain"),
    [
        ("女性が部屋を掃除している。", None, "している"),
        ("本を読んで、寝た。", "読む", "読んで"),
        ("彼が見られていて、", "見る", "見られていて"),
        ("手紙を書きませんでした。", None, "書きませんでした"),
        ("本を読んでしまった。", None, "読んでしまった"),
        ("窓が開けてある。", None, "開けてある"),
        ("焼いた魚を食べる。", "焼く", "焼いた"),
    ],
)
def test_predicate_chain(nlp, sentence, lemma, chain):
    assert _chain(nlp, sentence, lemma).text == chain


def test_sahen_chain_starts_at_suru_even_from_the_noun(nlp):
    doc = nlp("女性が部屋を掃除している。")
    noun = next(t for t in doc if t.text == "掃除")
    chain = predicate_chain(noun)
    assert (chain[0].lemma_, chain.text) == ("する", "している")


def test_a_lemma_spelled_unlike_the_surface_is_refused(nlp):
    # Sudachi's dictionary form keeps the surface's script, but a pipeline storing normalised lemmas would
    # not, and appending kana to the lemma's stem would then respell the verb.
    doc = Doc(
        nlp.vocab,
        words=["やい", "た"],
        lemmas=["焼く", "た"],
        pos=["VERB", "AUX"],
        morphs=["Inflection=五段-カ行;連用形-イ音便", "Inflection=助動詞-タ;終止形-一般"],
    )
    with pytest.raises(UnsupportedForm) as excinfo:
        revoice(doc[0:2], PASSIVE)
    assert str(excinfo.value) == "surface やい does not match lemma 焼く"


# (sentence, verb lemma of the conjunctive clause, finite replacement) — the tense and aspect come from the root.
FINITE_CASES = [
    ("男性がギターを弾いていて、歌っている。", "弾く", "弾いている"),
    ("男性がギターを弾いていて、歌った。", "弾く", "弾いていた"),
    ("女性が野菜を切り、鍋に入れた。", "切る", "切った"),
    ("女性が野菜を切り、炒めている。", "切る", "切っている"),
    ("男性が本を読んで、寝た。", "読む", "読んだ"),
    ("男性が走って、休む。", "走る", "走る"),
    ("子供が叱られて、泣いている。", "叱る", "叱られている"),
    ("男性が掃除して、休んでいる。", "掃除", "している"),
    ("男の子が行って、遊んでいた。", "行く", "行っていた"),
    ("犬が泳いで、遊んだ。", "泳ぐ", "泳いだ"),
    ("犬が庭にいて、遊んでいる。", "いる", "いる"),
]


@pytest.mark.parametrize(("sentence", "lemma", "finite"), FINITE_CASES)
def test_finite_form_takes_the_main_clause_tense_and_aspect(nlp, sentence, lemma, finite):
    doc = nlp(sentence)
    root = next(doc.sents).root
    assert finite_form(_chain(nlp, sentence, lemma), finite_shape(predicate_chain(root))) == finite


def test_finite_form_refuses_negated_te_forms(nlp):
    chain = _chain(nlp, "男性が何も食べないで、寝た。", "食べる")
    with pytest.raises(UnsupportedForm, match="negated or empty conjunctive form"):
        finite_form(chain, Finite(progressive=False, past=True))
