"""Fidelity of the argument ops on the general error classes heldout-f showed (issue 20, round 7): floated
quantifiers and wh-words with も. Sentences are our own; each case pins the exact rewrite or the exact skip
reason."""

from fidelity_cases import rewrite_and_skip_tests

WH_MO = (
    "{phrase} is a wh-word with も (a negative-polarity or universal quantifier): it is read with the negation or "
    "with the phrase it quantifies, so it stays in place"
)
STRANDED = (
    "the floated quantifier {q} counts {host}: moved, {host} would leave it after {first}, which it would then "
    "seem to count"
)
RECASED = "{phrase} is followed by the floated quantifier {q}{counts}: re-cased, the quantifier would count another noun"

SUPERLATIVE = (
    "{phrase} is the range of the superlative {adverb} (within which something is the most), not a place or means of "
    "the predicate: it may move, not change case or trade roles"
)
AMONG = (
    "{phrase} says among which a rank is reached (Ｘの中で 'among X'), not a place or means of the predicate: it may "
    "move, not change case or trade roles"
)
DOMAIN = (
    "{phrase} names no place (no place name, place noun or place suffix) and the clause has a subject of its own "
    "({subject}): では sets the domain ('as for {noun}'), not a place of the predicate, so it may move, not change "
    "case or trade roles"
)
GLUED = (
    "{phrase} starts right after the noun {noun} with nothing between: {compound} may be one compound noun, which a "
    "rewrite of the phrase would cut"
)
CLAUSE_END = "{phrase} holds the end of an adverbial clause ({end}): the parse took a clause and a phrase for one noun phrase"
VN_OBJECT = "{phrase} is the object of the verbal noun {noun} ({noun}{suffix}), not of the clause's predicate"
TOPIC_PP = (
    "{phrase} is a {pp}-phrase with は (a time, range, source or comparison set off as the topic), not a subject or "
    "a case partner"
)
AIDA = "{phrase} says when (間 'while' after の: a time span), not who or what takes part: no case partner"

# (premise, op, pair, exact rewrite)
REWRITES = [
    # class 1: a range, a domain or a period may still move whole
    ("アジア5チームの中で1位が確定した。", "scramble", "ga-de", "1位がアジア5チームの中で確定した。"),
    ("電話では彼女が丁寧に質問に答えた。", "scramble", "ga-de", "彼女が電話では丁寧に質問に答えた。"),
    # a place name with では keeps every rewrite; AとBの間 is a place (between)
    ("サハラでは飢饉が発生した。", "np-swap", "ga-de", "飢饉ではサハラが発生した。"),
    ("駅と学校の間に公園がある。", "scramble", "ga-ni", "公園が駅と学校の間にある。"),
    # class 11: a coordinated subject with 、 moves whole
    (
        "赤組の佐藤選手、白組の鈴木選手、青組の高橋両選手が記録を更新した。",
        "scramble",
        "ga-o",
        "記録を赤組の佐藤選手、白組の鈴木選手、青組の高橋両選手が更新した。",
    ),
    # class 5: the clause inside a conditional keeps its own rewrites
    (
        "3回に山田が安打を打つと続く鈴木が本塁打を放った。",
        "scramble",
        "ga-o",
        "3回に安打を山田が打つと続く鈴木が本塁打を放った。",
    ),
    # a relative clause's own subject before a noun with no として keeps its rewrites
    (
        "警察は、男が車を盗んだ疑いがあるとして調べている。",
        "scramble",
        "ga-o",
        "警察は、車を男が盗んだ疑いがあるとして調べている。",
    ),
    # なければならない 'must' is a modal ending, not the end of a conditional clause
    (
        "母は兄が家に帰らなければならないことを忘れていた。",
        "scramble",
        "ga-o",
        "兄が家に帰らなければならないことを母は忘れていた。",
    ),
    # a time adverb GiNZA tags ADV before the object is no compound (毎朝|公園)
    ("兄は毎朝公園を走る。", "scramble", "ga-o", "公園を兄は毎朝走る。"),
    # an adverbial noun (Sudachi 副詞可能) right before the phrase stays a word of its own unless the sentence
    # writes the two together elsewhere
    ("彼は毎週車を洗う。", "scramble", "ga-o", "車を彼は毎週洗う。"),
    # (without that evidence the parse's reading, 毎日 'every day', is followed)
    (
        "駅の近くでは毎日新聞の販売店が閉まった。",
        "scramble",
        "ga-de",
        "新聞の販売店が駅の近くでは毎日閉まった。",
    ),
    # class 2: a floated quantifier keeps counting the noun before it when only the particle goes
    ("生徒たちは先生をみな尊敬している。", "particle-delete", "ga-o", "生徒たち先生みな尊敬している。"),
    # a wh-word inside a phrase (誰の) or with が (誰が) is no quantifier: it moves
    ("誰が窓を割ったのか。", "scramble", "ga-o", "窓を誰が割ったのか。"),
    ("誰の車が道をふさいでいるのか。", "scramble", "ga-o", "道を誰の車がふさいでいるのか。"),
]

# (premise, op, pair, exact skip reason)
SKIPS = [
    # class 2: みな is 皆 in kana (Sudachi's normalised form); it floats off the object before it
    (
        "生徒たちは先生をみな尊敬している。",
        "scramble",
        "ga-o",
        STRANDED.format(q="みな", host="先生", first="生徒たちは"),
    ),
    (
        "生徒たちは先生をみな尊敬している。",
        "np-swap",
        "ga-o",
        RECASED.format(phrase="先生を", q="みな", counts=", which counts 先生"),
    ),
    # それぞれ 'each' floats off the topic before it
    (
        "兄弟はそれぞれ自転車を買った。",
        "particle-swap",
        "ga-o",
        RECASED.format(phrase="兄弟は", q="それぞれ", counts=""),
    ),
    # 全て written すべて (Sudachi's normalised form 全て) floats off the subject before it
    (
        "駅前では古いビルがすべて取り壊された。",
        "particle-swap",
        "ga-de",
        RECASED.format(phrase="古いビルが", q="すべて", counts=", which counts ビル"),
    ),
    # class 13 and 2: 誰も, 何も, いずれも never move or change
    ("誰もその手紙を読まなかった。", "scramble", "ga-o", WH_MO.format(phrase="誰も")),
    ("誰もその手紙を読まなかった。", "np-swap", "ga-o", WH_MO.format(phrase="誰も")),
    ("捕まった3人は、いずれも罪を認めた。", "scramble", "ga-o", WH_MO.format(phrase="いずれも")),
    ("捕まった3人は、いずれも罪を認めた。", "particle-delete", "ga-o", WH_MO.format(phrase="いずれも")),
    # class 1: the range of a superlative (もっとも, 一番) and an among-phrase in a ranking clause
    (
        "京都は日本でもっとも寺が多く集まる町だ。",
        "particle-delete",
        "ga-de",
        SUPERLATIVE.format(phrase="日本で", adverb="もっとも"),
    ),
    (
        "アジア5チームの中で1位が確定した。",
        "particle-swap",
        "ga-de",
        AMONG.format(phrase="アジア5チームの中で"),
    ),
    # では on a noun with no place evidence and a subject of its own: the domain, not a place
    (
        "電話では彼女が丁寧に質問に答えた。",
        "np-swap",
        "ga-de",
        DOMAIN.format(phrase="電話では", subject="彼女が", noun="電話"),
    ),
    # class 11: a phrase starting right after a noun may cut a compound (毎日|新聞: 毎日新聞, written together
    # once more in the sentence)
    (
        "毎日新聞によると、駅の近くでは毎日新聞の販売店が閉まった。",
        "scramble",
        "ga-de",
        GLUED.format(phrase="新聞の販売店が", noun="毎日", compound="毎日新聞"),
    ),
    # class 5: a conditional clause swallowed into the subject; a を-phrase of a verbal noun + 中
    # (ヒットで, a play, is no partner at all: tests/test_fidelity_means.py; an instrument keeps the pair)
    (
        "母が台所に入ると続く娘が包丁で野菜を切った。",
        "np-swap",
        "ga-de",
        CLAUSE_END.format(phrase="母が台所に入ると続く娘が", end="入ると"),
    ),
    (
        "彼は湖畔を散歩中に倒れた。",
        "particle-swap",
        "ga-o",
        VN_OBJECT.format(phrase="湖畔を", noun="散歩", suffix="中"),
    ),
    # class 5: the subject of a small clause 〜として before a relative clause's predicate
    (
        "専門家は雨が少なかったことが不作を招いた原因として指摘した。",
        "np-swap",
        "ga-o",
        "雨が少なかったことが stands before 招い, which describes 原因 followed by として: it may be the subject of "
        "that small clause (Ｘが…原因として), not of 招い",
    ),
    # class 1: a まで-phrase with は is no subject; beside the real subject, the reason is that they are not adjacent
    ("3年前までは東京に住んでいた。", "scramble", "ga-ni", TOPIC_PP.format(phrase="3年前までは", pp="まで")),
    (
        "弟は、3年前までは東京に住んでいた。",
        "scramble",
        "ga-ni",
        "no に-argument next to the subject (3年前までは stands between)",
    ),
    # time off is a period: Ｘの間に says when
    ("私は夏休みの間に祖母の家を訪ねた。", "np-swap", "ga-ni", AIDA.format(phrase="夏休みの間に")),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
