"""Counted, dated and ordinal phrases are no case partners (news text, heldout-b … heldout-i class 1): a で-phrase
whose noun compound is a numeral with counters or a counted act or event (連続3大会で, 2ゴールで, 3分45秒2で, 第3戦で),
a noun with an ordinal or a date before it with の (2回目の会合で, 後半の2ゴールで), and a time noun with a date
(5月5日の祝日に) say when, how long, how often, how much or in what order, by the parse's morphology (Sudachi
名詞-数詞, 助数詞, サ変). Counted places and participants (2番線で, 1号車で, 3階で, 3人で) and counted or ordinal
things (15製品で, 2台のカメラで, 最初の駅で) are not this class. Sentences are our own."""

from fidelity_cases import rewrite_and_skip_tests

COUNTED = (
    "says when, how long, how often, how much or in what order (a counted or dated phrase), not who or what takes "
    "part: no case partner"
)

# (premise, op, pair, exact skip reason)
SKIPS = [
    # a word of order before a frame topic (今回の占いでは "according to this divination") names a source, not when:
    # the で-gate's general reason (heldout-j judged the counted reason false)
    (
        "今回の占いでは、健康への注意が必要との結果が出た。",
        "np-swap",
        "ga-de",
        "the で-phrase 今回の占いでは is not clearly a place or instrument (it may be a cause, means, manner, source or "
        "company で): no case partner",
    ),
    # a numeral with the event or act it counts
    ("米国は連続3大会で金メダルを取った。", "scramble", "ga-de", f"連続3大会で {COUNTED}"),
    ("米国は連続3大会で金メダルを取った。", "particle-swap", "ga-de", f"連続3大会で {COUNTED}"),
    ("チームは2ゴールで試合を決めた。", "scramble", "ga-de", f"2ゴールで {COUNTED}"),
    # a Sino-Japanese verbal noun keeps the reason that says more of it
    (
        "打者は3連打で2点を奪った。",
        "np-swap",
        "ga-de",
        "3連打で names an action or event (the verbal noun 連打 with で: an occasion, means or manner), not a place "
        "or instrument: no case partner",
    ),
    # a numeral with counters only: a time, a measure, a round
    ("彼は3分45秒2で世界記録を出した。", "particle-swap", "ga-de", f"3分45秒2で {COUNTED}"),
    ("選手は第3戦で相手を破った。", "scramble", "ga-de", f"第3戦で {COUNTED}"),
    ("彼は1万円で時計を買った。", "particle-delete", "ga-de", f"1万円で {COUNTED}"),
    # an ordinal or a date before the noun with の
    ("市は2回目の会合で計画を承認した。", "scramble", "ga-de", f"2回目の会合で {COUNTED}"),
    ("チームは後半の2ゴールで試合を決めた。", "scramble", "ga-de", f"後半の2ゴールで {COUNTED}"),
    ("彼女は5月5日の祝日に友人を訪ねた。", "particle-swap", "ga-ni", f"5月5日の祝日に {COUNTED}"),
    ("11月11日の大安吉日に彼は婚姻届を提出した。", "scramble", "ga-ni", f"11月11日の大安吉日に {COUNTED}"),
    # a counted company keeps its own reason
    (
        "彼らは3人で部屋を掃除した。",
        "scramble",
        "ga-de",
        "3人で says how many together (a number and counter with で), not where or with what: no case partner",
    ),
]

# (premise, op, pair, expected rewrite): numbered places, counted things and ordinal places stay partners
REWRITES = [
    ("乗客は2番線で電車を待った。", "scramble", "ga-de", "2番線で乗客は電車を待った。"),
    ("彼は1号車で弁当を食べた。", "scramble", "ga-de", "1号車で彼は弁当を食べた。"),
    # 3階: a number with a counter of place is place evidence for the で-gate
    ("社員は3階で会議を開いた。", "scramble", "ga-de", "3階で社員は会議を開いた。"),
    ("ニコチンが15製品で検出された。", "scramble", "ga-de", "15製品でニコチンが検出された。"),
    ("彼女は2台のカメラで写真を撮った。", "scramble", "ga-de", "2台のカメラで彼女は写真を撮った。"),
    ("彼は最初の駅で電車を降りた。", "scramble", "ga-de", "最初の駅で彼は電車を降りた。"),
    # a dated topic is a frame, not the subject: the subject and object move behind it
    ("5月5日の祝日は彼が店を開けた。", "scramble", "ga-o", "5月5日の祝日は店を彼が開けた。"),
    (
        "11月11日の大安吉日に彼は婚姻届を提出した。",
        "scramble",
        "ga-o",
        "11月11日の大安吉日に婚姻届を彼は提出した。",
    ),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
