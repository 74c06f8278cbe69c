"""The positive-evidence gate for に-partners (issue 20, class "non-argument"): a に-phrase is a case partner only
with evidence that it fills a に-slot of its predicate (a verb that takes a に-phrase, a person or place noun, a
passive or causative predicate), and never when its noun is a time, order or manner word by its form. Sentences
are our own; each case pins the exact skip reason, or the exact rewrite that must still appear (the caption
rewrites the gate must keep)."""

import yaml
from fidelity_cases import rewrite_and_skip_tests

from stresskit.parsing.clauses import ni_gate_lexicons

NO_PARTNER = "no case partner"

# (premise, op, pair, exact skip reason)
SKIPS = [
    # a lexicalised event noun with a time suffix (作業中, 帰宅時): when, even before a verb with a に-slot (かける)
    (
        "作業中に男性が電話をかけた。",
        "particle-swap",
        "ga-ni",
        f"作業中に says when (作業中: a noun with the time suffix 中), not who or what takes part: {NO_PARTNER}",
    ),
    (
        "作業中に男性が電話をかけた。",
        "scramble",
        "ga-ni",
        f"作業中に says when (作業中: a noun with the time suffix 中), not who or what takes part: {NO_PARTNER}",
    ),
    # formal, aspectual and order nouns (次, 先, 際): in what order or on what occasion
    (
        "次に男性が箱を開けた。",
        "particle-swap",
        "ga-ni",
        f"次に says when, in what order or on what occasion (次: a formal, aspectual or time noun): {NO_PARTNER}",
    ),
    (
        "先に姉が部屋を出た。",
        "scramble",
        "ga-ni",
        f"先に says when, in what order or on what occasion (先: a formal, aspectual or time noun): {NO_PARTNER}",
    ),
    # suffixes of recurrence and degree (日毎, 平均並): how often, how
    (
        "女性が日毎に元気を取り戻した。",
        "particle-swap",
        "ga-ni",
        f"日毎に says how often, in what order or how (日毎: a suffix of recurrence, order or degree): {NO_PARTNER}",
    ),
    (
        "男性が平均並に給料をもらった。",
        "scramble",
        "ga-ni",
        f"平均並に says how often, in what order or how (平均並: a suffix of recurrence, order or degree): "
        f"{NO_PARTNER}",
    ),
    # a demonstrative before 前 (a time_after_verb noun) says when, unlike その上に below
    (
        "女性がその前に化粧をした。",
        "scramble",
        "ga-ni",
        f"その前に says when, in what order or on what occasion (前: a formal, aspectual or time noun): {NO_PARTNER}",
    ),
    # 間 after a span with まで…の is a time, not the place between two things
    (
        "彼は2001年から2005年までの間に三冊の本を書いた。",
        "scramble",
        "ga-ni",
        # the formal-adverbial check (間 'while') fires before the gate, with a reason as true
        "2001年から2005年までの間に says when (間 'while' after の: a time span), not who or what takes part: no case "
        "partner",
    ),
    # no evidence: neither the noun (no person, no place) nor the verb (not known to take に) says it is a partner
    (
        "男性が記念に写真を撮った。",
        "particle-swap",
        "ga-ni",
        "no evidence that 記念に is an argument of 撮る (an adverbial に?): the tool does not recognise its noun as a "
        "person or a place, and 撮る is not in its lexicons of verbs that take a に-phrase",
    ),
    (
        "女性が趣味に時間を使った。",
        "scramble",
        "ga-ni",
        "no evidence that 趣味に is an argument of 使う (an adverbial に?): the tool does not recognise its noun as a "
        "person or a place, and 使う is not in its lexicons of verbs that take a に-phrase",
    ),
]

# (premise, op, pair, expected rewrite): each kind of evidence keeps its rewrites
REWRITES = [
    # a person: the agent of a passive
    ("子供が母親に抱かれている。", "particle-swap", "ga-ni", "子供に母親が抱かれている。"),
    # verbs with a に-slot: placement and attachment, goal of motion, response
    ("男性が馬に乗っている。", "scramble", "ga-ni", "馬に男性が乗っている。"),
    ("女性が壁に絵を掛けている。", "particle-swap", "ga-ni", "女性に壁が絵を掛けている。"),
    ("猫が箱に入っている。", "scramble", "ga-ni", "箱に猫が入っている。"),
    ("学生が試験に合格した。", "scramble", "ga-ni", "試験に学生が合格した。"),
    ("男性が友人に電話をかけている。", "particle-swap", "ga-ni", "男性に友人が電話をかけている。"),
    # a compound verb ending in a verb with a に-slot (飛び込む: 込む)
    ("少年が川に飛び込んだ。", "particle-swap", "ga-ni", "少年に川が飛び込んだ。"),
    # a place noun with a verb; 中 after a noun with の is a place, not 'during'
    ("犬が庭に穴を掘った。", "scramble", "ga-ni", "庭に犬が穴を掘った。"),
    ("男性が箱の中に鍵を隠した。", "particle-swap", "ga-ni", "男性に箱の中が鍵を隠した。"),
    # a spatial noun after a demonstrative (その上), or after a noun with と…の (姉と私との間)
    ("猫がその上に寝ている。", "scramble", "ga-ni", "その上に猫が寝ている。"),
    ("姉と私との間には秘密がない。", "scramble", "ga-ni", "秘密が姉と私との間にはない。"),
    # a body part with a verb (する is no verb of placement, but 手に says where the ring is)
    ("女性が手に指輪をしている。", "scramble", "ga-ni", "手に女性が指輪をしている。"),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)


def test_every_ni_gate_lexicon_says_why():
    from importlib.resources import files

    raw = yaml.safe_load(files("stresskit.data").joinpath("clause_lexicons.yaml").read_text("utf-8"))
    for key in ("ni_argument_verbs", "ni_compound_verb_ends", "ni_adverbial_heads", "ni_adverbial_suffixes"):
        assert raw[key]["reason"].strip() and raw[key]["words"]
    assert raw["ni_time_suffixes"]["reason"].strip()


def test_gate_reuses_the_voice_ops_verb_lexicons():
    verbs = ni_gate_lexicons().verbs
    # addressee_verbs, giving_verbs, placing_verbs, dative_verbs, and the clause view's change_verbs
    assert {"頼む", "渡す", "置く", "乗る", "変わる"} <= verbs
