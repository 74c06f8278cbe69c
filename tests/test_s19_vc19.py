"""Session 19 (vc19): the passive's split-coordination condition folded into the clause view's limit.

- Two mechanisms refused a coordination the parse split (トラキアや、パオニア人達を): the passive's own condition
  `split_coordination` and the clause view's limit for every op, which fired first. The condition is gone; the limit
  took over its two coordinators it lacked (だの, なり), and a whole coordination (北の都市や南の村を) keeps the
  passive.
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
]

# (premise, op, pair, skip reason)
SKIPS = [
    (THRACE, "passive", "ga-o", SPLIT.format("パオニア人達を", "トラキアや")),
    (THRACE, "scramble", "ga-o", SPLIT.format("パオニア人達を", "トラキアや")),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
