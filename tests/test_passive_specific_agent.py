"""Every passive rule's `specific_agent_thing_passive`: a thing's passive whose agent is one particular person — a
personal pronoun (彼, 彼女, 彼ら), a relative (叔父, お母さん) or a personal name (トム) — reads as translated
Japanese (×新しい車は彼に買われた), with に or with によって, native verb or verbal noun of feeling. Kept as the judges
of the dev sets kept them: a person's passive (彼は彼女にしかられた), a thing with a person as its possessor
(僕の忠告は彼女によって無視された), physical action with an agent that is no pronoun (車は父に洗われています), a native verb of feeling (その結果は彼に
喜ばれた), creation with its author (箱はクミによって作られませんでした), a Sino-Japanese verbal noun that is no
feeling (目的は彼女によって達成された), and a descriptive agent (本が男性によって渡されている). Exact rewrites and
exact reasons on real parses.
"""

from fidelity_cases import rewrite_and_skip_tests
from voice_reasons import specific_agent

# (premise, op, pair, exact rewrite)
REWRITES = [
    ("彼女は彼をしかった。", "passive", "ga-o", "彼は彼女にしかられた。"),
    ("彼女は僕の忠告を無視した。", "passive", "ga-o", "僕の忠告は彼女によって無視された。"),
    ("彼は私の手紙を送った。", "passive", "ga-o", "私の手紙は彼によって送られた。"),
    # a relative as the agent keeps physical action on a thing (a described scene)
    ("父は車を洗っています。", "passive", "ga-o", "車は父に洗われています。"),
    ("彼はその結果を喜んだ。", "passive", "ga-o", "その結果は彼に喜ばれた。"),
    ("クミは箱を作りませんでした。", "passive", "ga-o", "箱はクミによって作られませんでした。"),
    ("彼女は目的を達成した。", "passive", "ga-o", "目的は彼女によって達成された。"),
    ("男性が本を渡している。", "passive", "ga-o", "本が男性によって渡されている。"),
    # a verbal noun of feeling that is a public act of judging: the news' passive
    ("クリントン氏はその発言を非難した。", "passive", "ga-o", "その発言はクリントン氏に非難された。"),
    # a country or a group of countries is the affected party, as a person is
    ("彼は日本を非難した。", "passive", "ga-o", "日本は彼に非難された。"),
    (
        "チェンバレンはドイツとオーストリアの両国を非難した。",
        "passive",
        "ga-o",
        "ドイツとオーストリアの両国はチェンバレンに非難された。",
    ),
]

# (premise, op, pair, skip reason)
SKIPS = [
    # passive-by (giving) with a pronoun, a name, a relative
    (
        "彼は新しい車を買った。",
        "passive",
        "ga-o",
        specific_agent("新しい車", "彼", "彼 is a personal pronoun"),
    ),
    ("トムは手紙を送った。", "passive", "ga-o", specific_agent("手紙", "トム", "トム is a personal name")),
    (
        "私の叔父は古い本を売った。",
        "passive",
        "ga-o",
        specific_agent("古い本", "私の叔父", "叔父 names a relative"),
    ),
    (
        "お母さんはそのプレゼントを渡した。",
        "passive",
        "ga-o",
        specific_agent("そのプレゼント", "お母さん", "お母さん names a relative"),
    ),
    (
        "彼女はその知らせを伝えた。",
        "passive",
        "ga-o",
        specific_agent("その知らせ", "彼女", "彼女 is a personal pronoun"),
    ),
    # an inner feeling (信頼) with a pronoun
    (
        "彼女はその計画を信頼している。",
        "passive",
        "ga-o",
        specific_agent("その計画", "彼女", "彼女 is a personal pronoun"),
    ),
    # a verbal noun of undergoing (体験) with a name
    (
        "ボブは戦争中多くの危険を体験した。",
        "passive",
        "ga-o",
        specific_agent("多くの危険", "ボブ", "ボブ is a personal name"),
    ),
    # a pronoun as the agent of physical action on a thing: no longer kept (the thing's-passive gate)
    ("彼は車を洗っています。", "passive", "ga-o", specific_agent("車", "彼", "彼 is a personal pronoun")),
    # passive-thing: a verbal noun of feeling (心配) with に
    (
        "彼らはその結果を心配している。",
        "passive",
        "ga-o",
        specific_agent("その結果", "彼ら", "彼 is a personal pronoun"),
    ),
    (
        "彼女は息子の試験のことを非常に心配している。",
        "passive",
        "ga-o",
        # Nのこと 'about N' gives its own reason first (about_object, heldout-n; tests/test_voice_n.py)
        "the object 息子の試験のこと is excluded by the rule (息子の試験のこと is a noun with のこと, 'about 息子の試験': what"
        " the verb is about, no thing acted on, so as a passive's subject it reads as translated Japanese (×家族のことは"
        "彼女によって自慢される))",
    ),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
