"""Particle deletion that would glue two nominals, and the code the fix touched (issue 20, heldout-c classes 11
"phrase boundary / glue"): a count before a noun, a noun before a phrase that keeps its particle, an inanimate noun
before a noun, a の-nominal losing its particle, and で dropped before a passive. Sentences are our own; each case
pins the exact rewrite or the exact skip reason."""

from fidelity_cases import rewrite_and_skip_tests

from stresskit.parsing.clauses import adjunct_lexicons, clause_lexicons
from stresskit.rules.lexicons import load_lexicons
from stresskit.rules.loader import builtin_rules_dir

KEEPS = "dropping {0} would put {1} right before {2}, a phrase that keeps its particle: the two read as one noun phrase ({1}{2})"
INANIMATE = (
    "dropping {0} would put {1} right before {2}; {1} names no person, animal or organisation, so the two read as "
    "one noun phrase ({1}{2})"
)
COUNT = "dropping {0} would put the count {1} right before {2}, which it then reads as counting ({1}{2})"
POSSESSIVE = "dropping {0} would leave {1} right before {2}, which it then reads as possessing ({1}{2})"
COPULA_COMMA = (
    "{0}、 right after {1} names no place and has the form X{2} Yで、 of the copula's te-form (X is Y, and …): "
    "whether {0} is a means or the copula is not for the engine to guess"
)
COMMA_LIMIT = "{0}、 follows {1} directly: re-cased or swapped, the two take the form Xは Yで、 of the copula's te-form (X is Y, and …)"
DESCRIBES = (
    "{0}で stands right before the subject {1} and {2}: it may be the copula's te-form describing the subject ({0} "
    "being what it is), not a place or means"
)
PASSIVE = "dropping で before the passive {0} would let {1} read as its subject ({1}が), not as the place or means it was"

# (premise, op, pair, exact rewrite)
REWRITES = [
    # a place で-phrase before a comma may move (its case stays); a place before a subject is a place
    ("社長は記者会見で、新しい計画を発表した", "scramble", "ga-de", "記者会見で社長は、新しい計画を発表した"),
    ("子供たちは公園で、ボールを蹴っていた", "scramble", "ga-de", "公園で子供たちは、ボールを蹴っていた"),
    ("公園でジョンが走っている", "scramble", "ga-de", "ジョンが公園で走っている"),
    # an event noun holding a person word (記者) before a subject stays a place
    ("記者会見で様々な質問が出された。", "scramble", "ga-de", "様々な質問が記者会見で出された。"),
    # a katakana tool before a subject with no name in it stays an instrument
    ("ボールで子供たちが遊んでいる", "scramble", "ga-de", "子供たちがボールで遊んでいる"),
    # the caption rewrites stay: a person or animal before the partner's noun, both particles dropped
    ("男性がギターを弾いている", "particle-delete", "ga-o", "男性ギター弾いている"),
    ("女性が魚を切っている", "particle-delete", "ga-o", "女性魚切っている"),
    ("先生は彼の名前を呼んだ", "particle-delete", "ga-o", "先生彼の名前呼んだ"),
    # (polite: the plain 参加者が300人を超えた is formal written prose, which particle-delete skips: test_delete_register)
    ("参加者が300人を超えました", "particle-delete", "ga-o", "参加者300人超えました"),
    # a の-nominal before a comma: nothing follows for it to possess
    ("私のは、机の上にある", "particle-delete", "ga-ni", "私の、机の上ある"),
]

# (premise, op, pair, exact skip reason)
SKIPS = [
    # the next noun opens a phrase (here inside the partner's relative clause) that keeps its particle
    (
        "警察は犯人を追跡する新しい方法を考えました",  # polite: the plain form is news prose, skipped as such
        "particle-delete",
        "ga-o",
        KEEPS.format("は", "警察", "犯人を"),
    ),
    # an inanimate noun before the partner's noun: a compound or a modifier (pump water, roadway, machine parts)
    ("ポンプが水を汲み上げている", "particle-delete", "ga-o", INANIMATE.format("が", "ポンプ", "水")),
    ("雨が窓をたたいている", "particle-delete", "ga-o", INANIMATE.format("が", "雨", "窓")),
    ("機械が部品を運んでいる", "particle-delete", "ga-o", INANIMATE.format("が", "機械", "部品")),
    # a count before a noun counts it
    ("選手3人を監督が選んだ", "particle-delete", "ga-o", COUNT.format("を", "選手3人", "監督")),
    ("子供2人を男性が連れている", "particle-delete", "ga-o", COUNT.format("を", "子供2人", "男性")),
    # a の-nominal ("mine", "hers") losing は possesses the next noun
    ("私のは机の上にある", "particle-delete", "ga-ni", POSSESSIVE.format("は", "私の", "机")),
    ("彼女のは駅の近くにある", "particle-delete", "ga-ni", POSSESSIVE.format("は", "彼女の", "駅")),
    # で before a passive: the bare noun reads as the passive's subject
    (
        "その写真は、多くの雑誌で使われた",
        "particle-delete",
        "ga-de",
        PASSIVE.format("使われた", "多くの雑誌"),
    ),
    ("その歌は、映画で使われた", "particle-delete", "ga-de", PASSIVE.format("使われた", "映画")),
]

# copula te-form で (heldout-c class 9): X は Y で、 with Y no place, and N1 で right before a subject it describes
COPULA_SKIPS = [
    (
        "首相はラジオ放送で、来月の選挙を発表した",
        "np-swap",
        "ga-de",
        COPULA_COMMA.format("ラジオ放送で", "首相は", "は"),
    ),
    ("彼はテレビで、その事件を知った", "scramble", "ga-de", COPULA_COMMA.format("テレビで", "彼は", "は")),
    (
        "社長は記者会見で、新しい計画を発表した",
        "np-swap",
        "ga-de",
        COMMA_LIMIT.format("記者会見で", "社長は"),
    ),
    (
        "子供たちは公園で、ボールを蹴っていた",
        "particle-swap",
        "ga-de",
        COMMA_LIMIT.format("公園で", "子供たちは"),
    ),
    (
        "大手のメーカーや、投資ファンドでイギリスのペルミラなどが買収に名乗りを上げた。",
        "np-swap",
        "ga-de",
        DESCRIBES.format(
            "投資ファンド",
            "イギリスのペルミラなどが",
            "names no place nor listed tool, and the subject holds a name",
        ),
    ),
    (
        "同業大手の東芝や、投資会社でアメリカのカーライルなどが買収に名乗りを上げた。",
        "scramble",
        "ga-de",
        DESCRIBES.format("投資会社", "アメリカのカーライルなどが", "names a person or an organisation"),
    ),
]

# phrase boundaries in np-swap and scramble (heldout-c class 11): a degree adverb left behind or brought before
# another phrase, an adjunct the parse took into the body, a comitative と read as a conjunction, a complement
# clause's topic left behind
BOUNDARY_REWRITES = [
    # a conjunction of two people stays one phrase; a degree adverb inside the phrase moves with it
    ("男性と女性が犬を連れている", "np-swap", "ga-o", "犬が男性と女性を連れている"),
    ("もっと大きな箱を彼が運んだ", "scramble", "ga-o", "彼がもっと大きな箱を運んだ"),
]
BOUNDARY_SKIPS = [
    (
        "さらに南の地域では強い雨が降っている。",
        "scramble",
        "ga-de",
        "the degree adverb さらに right before 南の地域では may modify its first word (さらに南): the moved phrase "
        "would come between them",
    ),
    (
        "さらに南の地域では強い雨が降っている。",
        "np-swap",
        "ga-de",
        "the degree adverb さらに right before 南の地域では may modify its first word (さらに南): the phrase would "
        "move without it",
    ),
    (
        "イラクのバグダッドで、橋の上で押し合いが起こり、数百人が死亡した。",
        "np-swap",
        "ga-de",
        "the phrase 橋の上で押し合い holds the で-phrase 橋の上で, which hangs on its noun with no verb after it: an "
        "adjunct the parse took into the phrase",
    ),
    (
        "友達と電話で兄が話している。",
        "np-swap",
        "ga-de",
        "友達と in 友達と電話 may be the predicate's comitative (with 友達), not a conjunct of 電話",
    ),
    (
        "その国は核兵器を持つべきではないことを彼は主張した。",
        "scramble",
        "ga-o",
        "その国は right before the complement clause 核兵器を持つべきではないこと may be its topic: the phrase would "
        "move without it",
    ),
    (
        "その国は核兵器を持つべきではないことを彼は主張した。",
        "np-swap",
        "ga-o",
        "その国は right before the complement clause 核兵器を持つべきではないこと may be its topic: the phrase would "
        "move without it",
    ),
]

test_rewrite, test_skip = rewrite_and_skip_tests(
    REWRITES + BOUNDARY_REWRITES, SKIPS + COPULA_SKIPS + BOUNDARY_SKIPS
)


def test_reflexives_are_one_list_for_the_clause_view_and_the_voice_ops():
    lexicons, _ = load_lexicons([builtin_rules_dir() / "lexicons"])
    assert clause_lexicons().reflexives == lexicons["reflexives"] == {"自分", "自身", "自ら"}


def test_place_suffixes_that_are_nouns_are_listed_once_and_count_as_both():
    places = adjunct_lexicons()
    assert {"島", "駅", "国", "港", "店"} <= places.place_nouns
    assert {"島", "駅", "国", "港", "店"} <= set(places.place_suffixes)
    assert "場" in places.place_suffixes and "場" not in places.place_nouns
