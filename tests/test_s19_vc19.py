"""Session 19 (vc19): the passive's split-coordination condition folded into the clause view's limit.

- Two mechanisms refused a coordination the parse split (トラキアや、パオニア人達を): the passive's own condition
  `split_coordination` and the clause view's limit for every op, which fired first. The condition is gone; the limit
  took over its two coordinators it lacked (だの, なり), and a whole coordination (北の都市や南の村を) keeps the
  passive.
- とか cut by the tokenizer into case と + adverbial か (犯人と|か、共犯者を) was seen by neither: the passive wrote
  ×共犯者は犯人とか、警察によって逮捕された. After a noun the pair now counts as the coordinator, for every op; 何と|か
  'somehow' (a pronoun before it) does not.
"""

from fidelity_cases import rewrite_and_skip_tests

THRACE = "アケメネス朝の部隊は、ギリシャの沿岸都市であるトラキアや、パオニア人達を征服しました。"
SPLIT = (
    "{} follows {}, the first conjunct of a coordination the parse split from it: moving or re-casing the second"
    " conjunct alone breaks the coordination"
)

# (premise, op, pair, exact rewrite)
REWRITES = [
    (
        "その部隊は北の都市や南の村を征服した。",
        "passive",
        "ga-o",
        "北の都市や南の村はその部隊によって征服された。",
    ),
    (
        THRACE,
        "causative",
        "ga-o",
        "ある人がアケメネス朝の部隊に、ギリシャの沿岸都市であるトラキアや、パオニア人達を征服させました。",
    ),
    ("何とか、彼は仕事を終えた。", "scramble", "ga-o", "何とか、仕事を彼は終えた。"),
]

# (premise, op, pair, skip reason)
SKIPS = [
    (THRACE, "passive", "ga-o", SPLIT.format("パオニア人達を", "トラキアや")),
    (THRACE, "scramble", "ga-o", SPLIT.format("パオニア人達を", "トラキアや")),
    ("警察は犯人とか、共犯者を逮捕した。", "passive", "ga-o", SPLIT.format("共犯者を", "犯人とか")),
    ("警察は犯人とか共犯者を逮捕した。", "scramble", "ga-o", SPLIT.format("共犯者を", "犯人とか")),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
