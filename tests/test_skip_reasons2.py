"""Issue 20 (heldout-f skip judgements): true skip reasons and the safest recall.

1. A は-topic whose predicate is followed only by sentence-final hearsay, evidential, plan or control material
   (〜という, 〜とのことだ, 〜模様だ, 〜予定だ, 〜つもりだ: parsing/final_frames.py) is that predicate's subject; a control
   frame (つもり, 方針) lets the argument ops rewrite the clause but not the voice ops, with a reason that says so.
2. Named persons and organisations: a title of office only a person holds (〜総裁), and 〜側 after a name or a party.
3. Reasons that said something false of the sentence: (ら)れる read as "passive" when it may be honorific, and
   "unsupported inflection 形容詞" for a verb already causative through がる (面白がらせる).
"""

from __future__ import annotations

from fidelity_cases import rewrite_and_skip_tests

from stresskit.parsing.animacy import ORGANISATION, PERSON, Word, recognise
from stresskit.parsing.clauses import clause_view

CONTROL_REASON = (
    "{topic} is the topic of {verb} under つもり, which says what the topic intends: a voice change of {verb} "
    "would make another phrase the one who intends, so the op leaves the clause alone"
)
HONORIFIC_REASON = (
    "predicate carries れる, which is passive or honorific (尊敬, said of a respected subject: 先生が来られる) by "
    "form alike; the tool does not tell them apart, so the rule, which wants a predicate in the {voice} voice, "
    "leaves it alone"
)

REWRITES = [
    # 1. control frame: the argument ops rewrite the clause before つもり
    ("弟は京都の大学に通うつもりだ。", "scramble", "ga-ni", "京都の大学に弟は通うつもりだ。"),
    ("母は新しい車を買うつもりだ。", "np-swap", "ga-o", "新しい車は母を買うつもりだ。"),
    ("母は新しい車を買うつもりだ。", "particle-delete", "ga-o", "母新しい車買うつもりだ。"),
    # 1. hearsay という: the clause before it is the main clause, for every op
    ("消防は火事の原因を調べているという。", "scramble", "ga-o", "火事の原因を消防は調べているという。"),
    (
        "消防は火事の原因を調べているという。",
        "passive",
        "ga-o",
        "火事の原因は消防によって調べられているという。",
    ),
    (
        "消防は火事の原因を調べているという。",
        "causative",
        "ga-o",
        "ある人が消防に火事の原因を調べさせているという。",
    ),
    # 1. evidential 模様 and plan 予定: the clause before them is the main one and modifies no noun
    ("犯人は裏口から逃げた模様。", "causative", "ga", "ある人が犯人を裏口から逃げさせた模様。"),
    (
        "選手たちは成田空港に明日到着する予定だ。",
        "scramble",
        "ga-ni",
        "成田空港に選手たちは明日到着する予定だ。",
    ),
    # 2. a person name with a title of office; 〜側 after a name
    ("石井一郎総裁は辞意を表明した。", "np-swap", "ga-o", "辞意は石井一郎総裁を表明した。"),
    ("石井一郎総裁は辞意を表明した。", "passive", "ga-o", "辞意は石井一郎総裁によって表明された。"),
    ("パナソニック側は提案を受け入れた。", "np-swap", "ga-o", "提案はパナソニック側を受け入れた。"),
]

SKIPS = [
    # 1. control frame: no voice change of the controlled verb, said as such
    ("母は新しい車を買うつもりだ。", "passive", "ga-o", CONTROL_REASON.format(topic="母は", verb="買う")),
    ("弟は京都の大学に通うつもりだ。", "causative", "ga", CONTROL_REASON.format(topic="弟は", verb="通う")),
    # 1. no frame: the clause before 模様 has a が-subject of its own, so the topic is no subject of it
    (
        "東京は雨が降る模様だ。",
        "causative",
        "ga",
        "the subject 雨 is not recognised as a person, an animal, a vehicle or an organisation (no lexicon word, "
        "name suffix, person-name tag or entity label shows it), which this rule needs here",
    ),
    # 2. 〜側 after a common noun that names no party stays unrecognised
    (
        "山側は雪を被っている。",
        "np-swap",
        "ga-o",
        "the tool does not re-case the topic 山側は: it does not recognise its noun as a person, an animal or an "
        "organisation (no lexicon word, name suffix or Sudachi person-name tag shows it), and 被る is neither "
        "passive nor ある/いる; without such evidence a topic may be an object or a frame (夕食は部屋でいただいた "
        "has an object topic), so the tool only moves it",
    ),
    # 3. honorific or passive られる: the reason says the tool cannot tell
    ("先生はもう帰られましたか。", "decausative", "ga", HONORIFIC_REASON.format(voice="causative")),
    ("先生はもう帰られましたか。", "causative", "ga", HONORIFIC_REASON.format(voice="active")),
    # 3. a thing as the subject: no honorific, a passive
    ("強い揺れが各地で観測された。", "decausative", "ga", "predicate is passive, not causative"),
    # 3. 〜がらせる is causative already: said so, not "unsupported inflection 形容詞"
    ("姉は妹をうらやましがらせた。", "causative", "ga-o", "predicate is causative, not active"),
    (
        "姉は妹をうらやましがらせた。",
        "decausative",
        "ga",
        "うらやましがる is the stem うらやまし with the verb suffix がる, which the tool does not conjugate",
    ),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)


def frames(parser, sentence: str) -> list[tuple[str, str | None, str | None, bool]]:
    doc = parser.parse([sentence])[sentence]
    return [
        (
            clause.predicate.text,
            clause.final_frame.words if clause.final_frame else None,
            clause.final_frame.kind if clause.final_frame else None,
            clause.ends_sentence,
        )
        for clause in clause_view(doc)
    ]


def test_topic_on_the_frame_is_lowered_to_the_controlled_verb(parser):
    # the parse hangs 私は on つもり; it belongs to 訪れる, the clause before the frame
    doc = parser.parse(["私は来週奈良を訪れるつもりです。"])["私は来週奈良を訪れるつもりです。"]
    views = [
        (c.predicate.text, [a.span.text for a in c.arguments], c.under_control) for c in clause_view(doc)
    ]
    assert views == [("訪れる", ["私は", "奈良を"], True)]


def test_frames_found_and_refused(parser):
    assert frames(parser, "警察は落とし主を探しているとのことだ。") == [("探し", "とのこと", "hearsay", True)]
    assert frames(parser, "犯人は裏口から逃げた模様。") == [("逃げ", "模様", "plan", True)]
    # not a frame: a non-animate topic before a control noun says what the policy is
    assert frames(parser, "これは長年続けてきた方針だ。") == [("方針", None, None, True)]
    # not a frame: the clause has a が-subject besides the topic
    assert frames(parser, "東京は雨が降る模様だ。") == [("降る", None, None, False)]
    # not hearsay: いった is a verb of saying with its own sayer
    assert frames(parser, "彼は明日来ると言った。") == [("言っ", None, None, True)]


def test_party_side_and_titles():
    def words(*pairs: tuple[str, str]) -> list[Word]:
        return [Word(text, text, "NOUN", tag) for text, tag in pairs]

    found = recognise(words(("ポルシェ", "名詞-固有名詞-一般"), ("側", "名詞-普通名詞-一般")))
    assert found is not None and (found.kind, found.evidence) == (
        ORGANISATION,
        "ポルシェ側 is the side of the name ポルシェ (a party)",
    )
    found = recognise(words(("被告", "名詞-普通名詞-一般"), ("側", "名詞-普通名詞-一般")))
    assert found is not None and (found.kind, found.evidence) == (
        ORGANISATION,
        "被告側 is the side of a person (a party)",
    )
    assert recognise(words(("山", "名詞-普通名詞-一般"), ("側", "名詞-普通名詞-一般"))) is None
    assert recognise(words(("東京", "名詞-固有名詞-地名-一般"), ("側", "名詞-普通名詞-一般"))) is None
    found = recognise(words(("安倍", "名詞-固有名詞-人名-姓"), ("総裁", "名詞-普通名詞-サ変可能")))
    assert found is not None and (found.kind, found.evidence) == (PERSON, "総裁 is listed as a person")
