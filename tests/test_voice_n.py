"""The voice error classes found on heldout-n (session 16): a を-object Nのこと 'about N' made a passive's subject
(×家族のことは彼女によって自慢される, ×彼のことがみんなによってよく言われる: what the verb is about, no thing acted
on); a clause quoted by と with its own が-subject, which shares no subject with the reporting verb (現場検証が同署によって
実施されていると伝えた, judged rewritable); a part of a group of people (参加した生徒の半数以上) as a person; the reason for
a bare noun predicate (完食 with no する) says what is true of it; and an idiom chunk (風邪をひく) read from the shared
idiom resource. What is no member of these classes keeps its rewrite.
"""

from fidelity_cases import rewrite_and_skip_tests

ABOUT = (
    "the object {0} is excluded by the rule ({0} is a noun with のこと, 'about {1}': what the verb is about, no thing"
    " acted on, so as a passive's subject it reads as translated Japanese (×家族のことは彼女によって自慢される))"
)
REPORT = "同社の報道によれば背中を刺されたのは1回とみられ、同署が現場検証を実施していると伝えた。"
STUDENTS = "このとき、参加した生徒の半数以上がビールなどの酒類を飲んでいたという。"
KITTEN = "センターに保護された子猫は、けがもなく元気な様子で、職員の出したキャットフードを完食。"
KITTEN_REASON = (
    "nothing shows that 職員の出したキャットフード names a person or an animal, the predicate 完食 is a noun Sudachi tags"
    " 名詞-普通名詞-一般, not a verbal noun (サ変可能) and no する follows it, and nothing shows that its agent センターに"
    "保護された子猫 is an organisation: a thing's passive with a specific agent would read as translationese (×高価な服は"
    "彼女によって買われた)"
)
COLD = "風邪を is part of the idiom 風邪をひく, not an argument of its own"

# (premise, op, pair, exact rewrite)
REWRITES = [
    # the quoted clause keeps its own subject: the reporter (同社) is another (heldout-n, judged rewritable)
    (
        REPORT,
        "passive",
        "ga-o",
        "同社の報道によれば背中を刺されたのは1回とみられ、現場検証が同署によって実施されていると伝えた。",
    ),
    (
        "マニラ首都圏において、軍高官がクーデターを計画していたとされる。",
        "passive",
        "ga-o",
        "マニラ首都圏において、クーデターが軍高官によって計画されていたとされる。",
    ),
    # a part of a group of people is people (heldout-n, judged rewritable)
    (
        STUDENTS,
        "voice-flip",
        "ga-o",
        "このとき、参加した生徒の半数以上がビールなどの酒類に飲まれていたという。",
    ),
    (
        "生徒のほとんどがその先生を尊敬している。",
        "voice-flip",
        "ga-o",
        "生徒のほとんどがその先生に尊敬されている。",
    ),
    ("住民の一部が市長を批判した。", "passive", "ga-o", "市長が住民の一部に批判された。"),
    # a こと after a clause is no Nのこと: its passive is the news' own
    (
        "ペルー警察は、少なくとも40人が死亡したことを発表した。",
        "passive",
        "ga-o",
        "少なくとも40人が死亡したことは、ペルー警察によって発表された。",
    ),
]

# (premise, op, pair, exact skip reason)
SKIPS = [
    ("彼女は家族のことを自慢する。", "passive", "ga-o", ABOUT.format("家族のこと", "家族")),
    ("みんなが彼のことをよく言う。", "passive", "ga-o", ABOUT.format("彼のこと", "彼")),
    (
        "彼女は息子の試験のことを非常に心配している。",
        "passive",
        "ga-o",
        ABOUT.format("息子の試験のこと", "息子の試験"),
    ),
    (KITTEN, "passive", "ga-o", KITTEN_REASON),
    # a part of a thing is no person
    (
        "売り上げの一部が被災地を支援した。",
        "voice-flip",
        "ga-o",
        "the subject 売り上げの一部 is not recognised as a person, an animal or a vehicle (no lexicon word, name suffix,"
        " person-name tag or entity label shows it), which this rule needs here",
    ),
    # the voice ops read the shared idiom resource (data/clause_lexicons.yaml `idioms`)
    ("ジョンは先週風邪をひいた。", "passive", "ga-o", COLD),
    ("ジョンは先週風邪をひいた。", "voice-flip", "ga-o", COLD),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
