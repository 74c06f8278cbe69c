"""Argument-op classes from heldout-i: idiom chunks of the theatrical 幕 (幕を下ろす "come to an end") and of
〜にわたる "span" (広範囲にわたる, 多岐にわたる, 長期にわたる), while 渡る "pass to, cross to" keeps its goal; and
particle-delete glue (class 11): a person before a kanji noun of kin or relation (×社長部下), a locative など-phrase
before a noun (×住宅など被害), a に dropped before the verb ある (×商店街ある; not after a noun of position); and (class 5) a が-phrase right
before a noun predicate's relative clause (販売量が|世界最大である中国市場) may be that clause's subject; an
adverb of aspect opening a phrase before a non-past relative clause (既に|…募集する際の広告に) may be the main
predicate's, so the phrase is not moved or exchanged.
Sentences are our own; each case pins the exact skip reason or the exact rewrite that must still appear."""

from fidelity_cases import rewrite_and_skip_tests

SKIPS = [
    # class 10: 幕を下ろす "end": no curtain is lowered and no subject lowers one
    (
        "長い戦いがついに幕を下ろした。",
        "scramble",
        "ga-o",
        "幕を is part of the idiom 幕を下ろす, not an argument of its own",
    ),
    (
        "長い戦いがついに幕を下ろした。",
        "np-swap",
        "ga-o",
        "幕を is part of the idiom 幕を下ろす, not an argument of its own",
    ),
    # class 10: 〜にわたる "span": the に-noun is the extent, not a goal (広範囲, a na-adjective, is turned down
    # first as an adverb of manner since the で/に gate reads a head Sudachi tags as a noun: fix-means)
    (
        "豪雨の被害が広範囲に渡った。",
        "particle-swap",
        "ga-ni",
        "広範囲に is a na-adjective (広範囲) with に, an adverb of manner: no case partner",
    ),
    (
        "その交渉は長期にわたった。",
        "scramble",
        "ga-ni",
        "長期に is part of the idiom 長期にわたる, not an argument of its own",
    ),
    # class 5: a が-phrase right before a noun predicate's relative clause (Nである/Nであった + noun) may be its
    # inner subject (中国市場は販売量が世界最大である), not the main predicate's
    (
        "この会社は、販売量が世界最大である中国市場での事業を拡大している。",
        "scramble",
        "ga-o",
        "no を-argument next to the subject (販売量が stands between)",
    ),
    (
        "会社は、売り上げが業界一であった店舗を閉鎖した。",
        "np-swap",
        "ga-o",
        "no を-argument next to the subject (売り上げが stands between)",
    ),
    (
        "彼が世界最大である市場を開拓した。",
        "particle-swap",
        "ga-o",
        "彼が stands right before the relative clause 世界最大である, a noun predicate with no subject of its own: "
        "it may be that clause's subject",
    ),
    # class 11: an adverb of aspect opening a phrase before a non-past relative clause may be the main predicate's
    (
        "王はついに国を改革する自由を得た。",
        "scramble",
        "ga-o",
        "ついに国を改革する自由を opens with the adverb ついに, which may modify the main predicate rather than the "
        "clause inside the phrase: moved or exchanged, the phrase would take it along",
    ),
    (
        "兄は既に社員を募集する際の広告に誤りがあったとして処分された。",
        "np-swap",
        "ga-ni",
        "既に社員を募集する際の広告に opens with the adverb 既に, which may modify the main predicate rather than the "
        "clause inside the phrase: moved or exchanged, the phrase would take it along",
    ),
    # class 11: particle-delete glue
    (
        "会社の社長が部下を叱った。",
        "particle-delete",
        "ga-o",
        "dropping が would put 社長 right before 部下, a noun of kin or relation, which then reads as 社長の部下",
    ),
    (
        "台風で住宅などに被害が出た。",
        "particle-delete",
        "ga-ni",
        "dropping に would put 住宅など right before 被害; a noun after など reads as the thing it exemplifies, one "
        "noun phrase (住宅など被害)",
    ),
    (
        "事務所は、駅に近い商店街にある。",
        "particle-delete",
        "ga-ni",
        "dropping に would leave 商店街 right before the verb ある, where a bare noun reads as what exists, not where "
        "it is: a reader does not restore に",
    ),
]

REWRITES = [
    # 渡る "pass to" and "cross to" keep their goal: no idiom
    ("少年に財布が渡った。", "scramble", "ga-ni", "財布が少年に渡った。"),
    ("兄が米国に渡った。", "scramble", "ga-ni", "米国に兄が渡った。"),
    # a genitive superlative (世界最大の) is no relative clause; an inner subject already there leaves the outer one
    ("彼が世界最大の市場を開拓した。", "scramble", "ga-o", "世界最大の市場を彼が開拓した。"),
    ("兄が人口が最大である都市に住んでいる。", "scramble", "ga-ni", "人口が最大である都市に兄が住んでいる。"),
    # the clause's own past agrees with 既に: the adverb is the clause's, and the phrase moves with it
    (
        "姉が既に支払われていた代金を受け取った。",
        "scramble",
        "ga-o",
        "既に支払われていた代金を姉が受け取った。",
    ),
    # a noun of position keeps its place reading before ある; a dropped が after など is left to the reader
    ("学校は、駅の真向かいにある。", "particle-delete", "ga-ni", "学校、駅の真向かいある。"),
    ("台風で住宅などが被害を受けた。", "particle-delete", "ga-o", "台風で住宅など被害受けた。"),
    # a name with a kana noun of kin stays two words (judged right on heldout-b)
    (
        "スミス氏は子どもの成功を喜んでいます。",
        "particle-delete",
        "ga-o",
        "スミス氏子どもの成功喜んでいます。",
    ),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
