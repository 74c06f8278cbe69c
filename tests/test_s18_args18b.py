"""Argument-op classes of heldout-q's judged errors (session 18, second pass, args18b): time phrases (半時間前に
after a clause, a season 冬季には, a count of sumo tournaments 1場所で), the complex postposition の前に 'in the face
of' before a verb of yielding, a wh-word fused with a counter (何人の生徒), the second conjunct of a coordination the
parse split (著名人や|…らも), and the に of a passive dropped by particle-delete. Each with a near miss that is still
rewritten. Real parses."""

from __future__ import annotations

from fidelity_cases import rewrite_and_skip_tests

ADVERBIAL = "the tool reads the に-phrase {0} as an adverbial of {1}, not as a case partner"
TIME = "{0} says when, how long or how often (a time phrase), not who or what takes part: no case partner"
WH = "{0} holds the wh-word {1}: it cannot take the topic or focus particle には"
FACE = "{0} before {1} is the complex postposition の前に 'in the face of' (against whom or what), not a place: no case partner"
PASSIVE_NI = (
    "dropping に before the passive {0} would leave {1} bare, where it reads as a subject or an object; a reader does"
    " not restore the に of the passive's agent"
)
SPLIT = (
    "{0} follows {1}, the first conjunct of a coordination the parse split from it: moving or re-casing the second"
    " conjunct alone breaks the coordination"
)

SKIPS = [
    # heldout-q class 1: ×私たちに列車の出る半時間前が駅へ来た
    (
        "私たちは列車の出る半時間前に駅へ来た。",
        "particle-swap",
        "ga-ni",
        ADVERBIAL.format("列車の出る半時間前に", "来"),
    ),
    (
        "彼は会議の始まる半時間前に部屋へ入った。",
        "np-swap",
        "ga-ni",
        ADVERBIAL.format("会議の始まる半時間前に", "入っ"),
    ),
    # heldout-q class 1: a season, ×また流氷が冬季にはみられ
    ("また冬季には流氷がみられ、海面が凍結する。", "scramble", "ga-ni", TIME.format("冬季には")),
    ("冬季には雪が見られる。", "particle-swap", "ga-ni", TIME.format("冬季には")),
    # heldout-q class 1: a count of tournaments, ×琴光喜で1場所が関脇復帰を果たした
    ("また西関脇には琴光喜が1場所で関脇復帰を果たした。", "particle-swap", "ga-de", TIME.format("1場所で")),
    # heldout-q class 1: ×投手陣の前が打線に沈黙し
    ("彼は敵の前に屈した。", "particle-swap", "ga-ni", FACE.format("敵の前に", "屈し")),
    # heldout-q class 13: ×君の学校が何人の生徒にはいますか
    ("君の学校には何人の生徒がいますか。", "particle-swap", "ga-ni", WH.format("何人の生徒", "何人")),
    ("君の学校には何人の生徒がいますか。", "np-swap", "ga-ni", WH.format("何人の生徒", "何人")),
    # heldout-q class 11: ×著名人や列に各テレビ局のアナウンサーらも並んだ
    (
        "また日刊スポーツの別の記事によると、この傍聴券を求めては著名人や各テレビ局のアナウンサーらも列に並んだという。",
        "scramble",
        "ga-ni",
        SPLIT.format("各テレビ局のアナウンサーらも", "著名人や"),
    ),
    # heldout-q class 1: ×若い女性その老人追いかけられる
    (
        "若い女性はその老人に追いかけられる。",
        "particle-delete",
        "ga-ni",
        PASSIVE_NI.format("追いかけられる", "その老人"),
    ),
    (
        "彼はその村の全ての人に知られている。",
        "particle-delete",
        "ga-ni",
        PASSIVE_NI.format("知られ", "その村の全ての人"),
    ),
]

REWRITES = [
    # 家の前に with a verb of place or motion is a place
    ("私たちは家の前に集まった。", "scramble", "ga-ni", "家の前に私たちは集まった。"),
    # a coordination the parse keeps in one phrase moves whole
    ("本やノートが机に置いてある。", "scramble", "ga-ni", "机に本やノートが置いてある。"),
    # the active sentence still drops its particles
    ("その老人が若い女性を追いかける。", "particle-delete", "ga-o", "その老人若い女性追いかける。"),
    # a place with で and no count stays a partner
    ("彼は工場で働く。", "scramble", "ga-de", "工場で彼は働く。"),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
