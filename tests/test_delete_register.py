"""particle-delete's register gate (`formal_register: false`, stresskit/data/register.yaml): particle drop belongs to
casual speech, so a sentence written in formal written prose — a written connective, a date, a title after a name, a
figure, a reporting form, an anaphoric 同社, or dense Sino-Japanese compounds, with no polite or contracted form,
sentence-final particle or first- or second-person pronoun — is skipped with the evidence named; speech, polite
sentences and captions keep their rewrites. Sentences written for this test (before the gate each skipped one was
rewritten, or skipped with another reason)."""

from __future__ import annotations

import pytest
from fidelity_cases import rewrite_and_skip_tests

from stresskit.errors import StresskitError
from stresskit.rules.register import compounds, formal_evidence, parse_register

FORMAL = (
    "the sentence is formal written prose ({0}; no polite or contracted form, sentence-final particle or first- or "
    "second-person pronoun): particles are dropped in casual speech; in formal written prose the dropped form is no "
    "paraphrase a reader restores"
)

REWRITES = [
    # speech: a first-person pronoun, a sentence-final particle, a contraction, the polite form
    ("俺はその宿題をもう終わらせたんだ。", "particle-delete", "ga-o", "俺その宿題もう終わらせたんだ。"),
    ("僕はこのゲームを毎日やってる。", "particle-delete", "ga-o", "僕このゲーム毎日やってる。"),
    ("きのう、兄はそのゲームを買ったよ。", "particle-delete", "ga-o", "きのう、兄そのゲーム買ったよ。"),
    ("母はこの料理をよく作ります。", "particle-delete", "ga-o", "母この料理よく作ります。"),
    # casual evidence outweighs the written: a date or a title in speech
    ("5月10日、僕はその映画を見たよ。", "particle-delete", "ga-o", "5月10日、僕その映画見たよ。"),
    ("山田社長はその店をよく使うんですよ。", "particle-delete", "ga-o", "山田社長その店よく使うんですよ。"),
    # a plain sentence with little Sino-Japanese vocabulary is no evidence of formal prose
    ("彼女はそのスカーフを気に入った。", "particle-delete", "ga-o", "彼女そのスカーフ気に入った。"),
    ("警察はこの男をすぐに逮捕した。", "particle-delete", "ga-o", "警察この男すぐに逮捕した。"),
    # captions describe a scene in the non-past: compounds there (自動車, 運転) are no narrative of news
    ("男性が自動車をゆっくり運転している", "particle-delete", "ga-o", "男性自動車ゆっくり運転している"),
    ("子供がそのボールを投げている", "particle-delete", "ga-o", "子供そのボール投げている"),
]

SKIPS = [
    ("山田容疑者はその車をすぐに売った。", "particle-delete", "ga-o", FORMAL.format("the title 容疑者")),
    ("5月10日、警察はその男を逮捕した。", "particle-delete", "ga-o", FORMAL.format("the date 5月10日")),
    ("約300人の住民がその橋を渡った。", "particle-delete", "ga-o", FORMAL.format("the figure 300人")),
    (
        "警察によると、男はそのかばんを盗んだ。",
        "particle-delete",
        "ga-o",
        FORMAL.format("the written connective によると"),
    ),
    (
        "男はそのバッグを盗んだという。",
        "particle-delete",
        "ga-o",
        FORMAL.format("the reporting form という。"),
    ),
    (
        "政府はその法案をすでに国会に提出した。",
        "particle-delete",
        "ga-o",
        FORMAL.format("a narrative in the plain past with 4 kanji compounds (政府、法案、国会、提出)"),
    ),
    (
        "文部科学省はその報告書を都道府県に送る。",
        "particle-delete",
        "ga-o",
        FORMAL.format("3 compounds of three or more kanji (文部科学省、報告書、都道府県)"),
    ),
    # the plain forms of sentences the glue tests now write politely
    ("参加者が300人を超えた", "particle-delete", "ga-o", FORMAL.format("the figure 300人")),
    (
        "社長の田中氏がその事実を認めた。",
        "particle-delete",
        "ga-o",
        FORMAL.format("the title 氏"),
    ),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)


def test_gate_leaves_other_ops_alone(parser):
    """The gate is particle-delete's: scramble still rewrites a news sentence it skips."""
    from stresskit.evaluation.api import perturb

    result = perturb(["山田容疑者はその車をすぐに売った。"], ops=["scramble"], pairs=["ga-o"], parser=parser)
    assert [row["sentence_A_Ja"] for row in result.rows] == ["その車を山田容疑者はすぐに売った。"]


def test_evidence_is_what_the_sentence_shows():
    # a title standing alone as a noun, and a caption's attributive である, are no evidence
    assert formal_evidence("大統領は平和を望んでいる。") == []
    assert formal_evidence("男性が大きくてカラフルである鳥かごのそばに立っている") == []
    # 落としている is a verb, not the reporting …としている; 必要としている neither
    assert formal_evidence("女性がアイシャドウを落としている") == []
    assert formal_evidence("彼らは毎日の世話を必要としている。") == []
    # a single-digit headcount is everyday (子供2人); 私立 holds no pronoun, so the news sentence stays formal
    assert formal_evidence("子供2人を男性が連れている") == []
    assert formal_evidence("同社は私立大学を買った。") == ["the anaphoric name 同社"]
    # counts are no compounds
    assert compounds("二人の男性と三匹の犬が公園にいる", 2) == ["男性", "公園"]


def _register(**changes):
    raw = {
        "version": 1,
        "formal": [{"what": "the title", "pattern": "容疑者"}],
        "casual": [{"what": "the polite form", "pattern": "ます"}],
        "density": {"long": 3, "past": 4},
    }
    raw.update(changes)
    return raw


def test_the_register_file_is_read_with_its_evidence():
    evidence = parse_register(_register())
    assert [(e.what, e.pattern.pattern) for e in evidence.formal] == [("the title", "容疑者")]
    assert (evidence.long_compounds, evidence.past_compounds) == (3, 4)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"version": 2}, "register.yaml: expected a mapping with 'version: 1'"),
        (
            {"extra": []},
            "register.yaml: entries must be exactly formal, casual, density; found version, formal, casual, density, extra",
        ),
        ({"formal": []}, "register.yaml formal: expected a non-empty list of {what, pattern} entries"),
        (
            {"casual": [{"what": "x"}]},
            "register.yaml casual entry 1: an entry has exactly 'what' and 'pattern'",
        ),
        (
            {"formal": [{"what": "x", "pattern": "(unclosed"}]},
            "register.yaml formal entry 1: the pattern is no regular expression (missing ), unterminated subpattern at position 0)",
        ),
        (
            {"density": {"long": 0, "past": 4}},
            "register.yaml density: expected positive integers 'long' and 'past'",
        ),
    ],
)
def test_a_malformed_register_file_fails_at_load(changes, message):
    with pytest.raises(StresskitError) as raised:
        parse_register(_register(**changes))
    assert str(raised.value) == message
