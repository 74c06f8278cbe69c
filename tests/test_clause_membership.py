"""Clause membership of a が-phrase that stands before an embedded clause (heldout class 5): the parse may give the
phrase to the embedded clause when it is the matrix predicate's subject, or the reverse. Where the matrix predicate
has no subject of its own and the phrase could be it, the argument ops skip with a reason naming both predicates;
where something else names the matrix subject (a topic, an authority's では) or the clause is no quotation (the
concessive 〜ようと, 〜とともに, hearsay という), they rewrite. Sentences are our own, in the style of
benchmarks/corpora/; each case pins the exact rewrite or the exact skip reason."""

from fidelity_cases import rewrite_and_skip_tests

# (premise, op, pair, exact rewrite)
REWRITES = [
    # the concessive of a volitional (何を言おうと: whatever she says) is no quotation: its が-phrase is its own
    ("彼女が何を言おうと気にしない。", "scramble", "ga-o", "何を彼女が言おうと気にしない。"),
    # sentence-final という is hearsay (it is said that…), with no subject of its own
    ("首相が新しい計画を承認したという。", "scramble", "ga-o", "新しい計画を首相が承認したという。"),
    # 〜とともに (as well as) links two clauses of one subject; it quotes nothing
    (
        "投手が相手打線を無得点に抑えるとともに、自ら決勝打を放った。",
        "scramble",
        "ga-o",
        "相手打線を投手が無得点に抑えるとともに、自ら決勝打を放った。",
    ),
    # an authority's では (警察では) is the one who judges (みている): the quotation's が-phrase is the quotation's
    (
        "警察では、運転手が信号を見落としたとみている。",
        "scramble",
        "ga-o",
        "警察では、信号を運転手が見落としたとみている。",
    ),
    # a passive verb of saying (と伝えられている) reports impersonally: no sayer in the sentence to rival the
    # quotation's own subject
    (
        "逃げた男が店員に暴行したと伝えられている。",
        "particle-swap",
        "ga-ni",
        "逃げた男に店員が暴行したと伝えられている。",
    ),
    # a caption: the relative clause 泣いている has no subject, but 男性が is the main clause's, as the parse says
    ("男性が泣いている子供を抱いている。", "scramble", "ga-o", "泣いている子供を男性が抱いている。"),
]

# (premise, op, pair, exact skip reason)
SKIPS = [
    # the parse puts 大手メーカーが inside the relative clause 開かれた (展示会); 発表した has no subject of its own
    # (昨年の春には is a time, no subject), so the が-phrase may be the main clause's
    (
        "昨年の春には、大手メーカーが都内で開かれた展示会で新型車を発表した。",
        "particle-swap",
        "ga-de",
        "大手メーカーが may belong to the clause of 発表した as well as to 開かれた: where it attaches is unclear",
    ),
    (
        "昨年の春には、大手メーカーが都内で開かれた展示会で新型車を発表した。",
        "scramble",
        "ga-de",
        "大手メーカーが may belong to the clause of 発表した as well as to 開かれた: where it attaches is unclear",
    ),
    # a person's が-phrase opening a quotation whose verb (答えた) has no subject may be the one who answers
    (
        "アンケートでは、半数の住民が計画に反対すると答えた。",
        "scramble",
        "ga-ni",
        "半数の住民が may belong to the clause of 答えた as well as to 反対すると: where it attaches is unclear",
    ),
    (
        "アンケートでは、半数の住民が計画に反対すると答えた。",
        "np-swap",
        "ga-ni",
        "半数の住民が may belong to the clause of 答えた as well as to 反対すると: where it attaches is unclear",
    ),
]


test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
