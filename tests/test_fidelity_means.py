"""The で-gate on acts, plays and techniques (class 1 "non-argument" on news text): a で-phrase whose noun names an
act rather than a thing (2ランホームランで, 上手投げで, 3連打で, シュートで, ストライキで, 話し合いで) is a means or cause,
no case partner, while a katakana or listed thing (ナイフで, ボールで, ギターで, 栓抜きで) stays an instrument and a show
(ドッグショーで) a setting. Sentences are our own; each case pins the exact rewrite or the exact skip reason."""

from fidelity_cases import rewrite_and_skip_tests

from stresskit.parsing.clauses import adjunct_lexicons

GATE = (
    "the で-phrase {0} is not clearly a place or instrument (it may be a cause, means, manner, source or company で): "
    "no case partner"
)
ACT = (
    "the で-phrase {0}で names an act, play, technique or event ({1}: a means or cause), not a place or instrument: "
    "no case partner"
)

# (premise, op, pair, exact rewrite)
REWRITES = [
    # real instruments: a katakana thing, a listed tool, a tool named by a noun and a verb stem
    ("彼がナイフでパンを切った。", "scramble", "ga-de", "ナイフで彼がパンを切った。"),
    ("子供たちがボールで遊んでいる。", "scramble", "ga-de", "ボールで子供たちが遊んでいる。"),
    ("男性がギターで曲を弾いている。", "particle-swap", "ga-de", "男性でギターが曲を弾いている。"),
    ("母が栓抜きで瓶を開けた。", "scramble", "ga-de", "栓抜きで母が瓶を開けた。"),
    ("少年がバットでボールを打った。", "scramble", "ga-de", "バットで少年がボールを打った。"),
    # a message is a medium, like 手紙 and メール: an instrument
    (
        "天皇陛下がビデオメッセージでお気持ちを表明された。",
        "scramble",
        "ga-de",
        "ビデオメッセージで天皇陛下がお気持ちを表明された。",
    ),
    # a show or an event held somewhere is a setting, like 試合 and 公演 (JSICK-stress scrambles these)
    ("女性がドッグショーで犬を見せている", "scramble", "ga-de", "ドッグショーで女性が犬を見せている"),
    # a place is still a place
    ("選手たちがグラウンドで練習した。", "scramble", "ga-de", "グラウンドで選手たちが練習した。"),
]

# (premise, op, pair, exact skip reason)
SKIPS = [
    # (a) katakana plays, strokes, speeches and strikes, and katakana words ending in one
    (
        "田中選手が2ランホームランで試合を決めた。",
        "scramble",
        "ga-de",
        ACT.format("2ランホームラン", "2ランホームラン"),
    ),
    ("阿部がヘディングで押し込んだ。", "scramble", "ga-de", ACT.format("ヘディング", "ヘディング")),
    ("選手がヘディングでゴールを決めた。", "scramble", "ga-de", ACT.format("ヘディング", "ヘディング")),
    ("彼がシュートで同点にした。", "particle-swap", "ga-de", ACT.format("シュート", "シュート")),
    ("首相がスピーチで決意を述べた。", "np-swap", "ga-de", ACT.format("スピーチ", "スピーチ")),
    ("労組がストライキで抗議した。", "scramble", "ga-de", ACT.format("ストライキ", "ストライキ")),
    (
        "6回に田中が二塁打を放つと続く本間がヒットで田中を帰した。",
        "np-swap",
        "ga-de",
        ACT.format("ヒット", "ヒット"),
    ),
    # (b) deverbal nouns: kanji with the kana of a verb's 連用形, even when GiNZA tags the noun VERB (手投げ)
    ("横綱は上手投げで関脇を破った。", "scramble", "ga-de", ACT.format("上手投げ", "上手投げ")),
    ("大関が寄り切りで勝った。", "scramble", "ga-de", ACT.format("寄り切り", "寄り切り")),
    ("両国が話し合いで解決した。", "particle-swap", "ga-de", ACT.format("話し合い", "話し合い")),
    # a 連用形 noun of a state or feeling is no act, and Xでは may be a source: the general reason
    ("彼が軽い気持ちで仕事を引き受けた。", "scramble", "ga-de", GATE.format("軽い気持ちで")),
    ("警察の調べでは男が車を盗んだ。", "scramble", "ga-de", GATE.format("警察の調べでは")),
    # (c) a Sino-Japanese hit: 打 names a play, no longer a tool
    ("山田が本塁打で先制した。", "scramble", "ga-de", ACT.format("本塁打", "本塁打")),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)


def test_plays_are_acts_not_instruments():
    lexicons = adjunct_lexicons()
    plays = {"ホームラン", "シュート", "ヘディング", "パス", "タックル", "ゴール", "スピーチ", "ストライキ"}
    assert plays <= lexicons.act_nouns
    assert not plays & lexicons.instrument_nouns
    assert "打" in lexicons.act_suffixes and "打" not in lexicons.instrument_suffixes
    assert {"栓抜き", "缶切り", "爪切り"} <= lexicons.instrument_nouns
