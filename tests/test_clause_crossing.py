"""Clause membership across an embedded clause (heldout class 5, "a phrase of another clause paired with the
predicate"): a phrase that stands before an embedded clause whose own predicate could take it may belong to
that clause rather than to the predicate the parse gives it, and the argument ops skip it with a reason naming
both. The structural cases:
- a が-phrase followed by a comma, before a こと/の/か complement with no subject of its own (the comma after a
  topic still decides for the predicate above; the comma after が does not);
- a に-phrase (には) followed by a comma, before a complement whose predicate is one of existence (ある, ない)
  with no に-phrase of its own (Xには Yがない);
- a phrase at the left edge of a ということ complement (a complement, not a quotation): the predicate above
  こと may take it;
- a bare topic the parse put at the left edge of a relative clause: the rival analysis outranks the topic limit
  that would let it move.
Sentences are our own; each case pins the exact rewrite or the exact skip reason."""

from fidelity_cases import rewrite_and_skip_tests

# (premise, op, pair, exact rewrite)
REWRITES = [
    # a topic's comma decides for the predicate above the complement: the team is who confirmed
    (
        "その研究チームは、大量の水素を安全に貯蔵できることを確認した。",
        "scramble",
        "ga-o",
        "大量の水素を安全に貯蔵できることを、その研究チームは確認した。",
    ),
    # the complement has a subject of its own (住民が): 市の職員が can only be 報告した's
    (
        "市の職員が、住民が新しい施設に反対していることを報告した。",
        "scramble",
        "ga-o",
        "住民が新しい施設に反対していることを、市の職員が報告した。",
    ),
    # the parse gives 背景には to the outer ある: the ということ clause is the outer ある's が-phrase
    (
        "今回の値上げの背景には、原料の輸入が円安によるもので企業にかかる負担が大きいということがある。",
        "scramble",
        "ga-ni",
        "原料の輸入が円安によるもので企業にかかる負担が大きいということが、今回の値上げの背景にはある。",
    ),
    # には before a complement whose predicate (続く) is no predicate of existence: 生まれた keeps it
    (
        "両国の間には、長く続くことになる新しい協力関係が生まれた。",
        "scramble",
        "ga-ni",
        "長く続くことになる新しい協力関係が、両国の間には生まれた。",
    ),
    # a topic before a relative clause that the parse leaves to the main predicate: it moves as before
    (
        "広島は相手が送り込んだ投手を序盤に打ち崩した。",
        "scramble",
        "ga-o",
        "相手が送り込んだ投手を広島は序盤に打ち崩した。",
    ),
]

GA_COMMA = (
    "その研究チームが stands right before the embedded clause 大量の水素を安全に貯蔵できること, which has no "
    "subject of its own: it may be that clause's subject"
)
TOIU = "この制度の導入の背景には may belong to the clause of ある as well as to あるという: where it attaches is unclear"
NI_EXISTENCE = (
    "回収された車両には stands before the clause of 無い, which has no に-phrase of its own: it may belong to that "
    "clause, not to 確認されている"
)
TOPIC = "広島は may belong to the clause of 勝ち越した as well as to 追う: where it attaches is unclear"

# (premise, op, pair, exact skip reason)
SKIPS = [
    ("その研究チームが、大量の水素を安全に貯蔵できることを確認した。", "scramble", "ga-o", GA_COMMA),
    ("その研究チームが、大量の水素を安全に貯蔵できることを確認した。", "particle-delete", "ga-o", GA_COMMA),
    (
        "この制度の導入の背景には、高齢者の介護が家族によるもので家族にかかる負担があるということがある。",
        "scramble",
        "ga-ni",
        TOIU,
    ),
    (
        "この制度の導入の背景には、高齢者の介護が家族によるもので家族にかかる負担があるということがある。",
        "particle-swap",
        "ga-ni",
        TOIU,
    ),
    (
        "回収された車両には、乗客の安全に関わる部品の欠陥は一切無いことが、国により確認されている。",
        "np-swap",
        "ga-ni",
        NI_EXISTENCE,
    ),
    (
        "回収された車両には、乗客の安全に関わる部品の欠陥は一切無いことが、国により確認されている。",
        "scramble",
        "ga-ni",
        NI_EXISTENCE,
    ),
    ("広島は3点を追う7回表に代打の本塁打で同点とし、9回に勝ち越した。", "scramble", "ga-o", TOPIC),
    ("広島は3点を追う7回表に代打の本塁打で同点とし、9回に勝ち越した。", "particle-swap", "ga-o", TOPIC),
]


test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
