"""Session 19 (vc19): the passive's split-coordination condition folded into the clause view's limit.

- Two mechanisms refused a coordination the parse split (トラキアや、パオニア人達を): the passive's own condition
  `split_coordination` and the clause view's limit for every op, which fired first. The condition is gone; the limit
  took over its two coordinators it lacked (だの, なり), and a whole coordination (北の都市や南の村を) keeps the
  passive.
- とか cut by the tokenizer into case と + adverbial か (犯人と|か、共犯者を) was seen by neither: the passive wrote
  ×共犯者は犯人とか、警察によって逮捕された. After a noun the pair now counts as the coordinator, for every op; 何と|か
  'somehow' (a pronoun before it) does not.
- an animal watched (見る, 眺める, 観察) by one particular agent, outside a scene told as it goes on: watching does
  nothing to it, and the passive reads as a thing's translated one (×そこで奇妙な動物は彼らに見られた, ×多くの動物は
  途中で彼女に見られた, dev-s19 class 4): `passive` skips. A person watched, an animal acted on, a scene (猫は彼女に
  見られている) and a Sino-Japanese verbal noun with によって (その鳥はダーウィンによって観察された) keep it.
- 構え 'a stance' and one's own will or resolve (意思, 意志, 決意, 覚悟) shown (示す, 見せる) join own_attitudes
  (×この指摘を否定する構えはトーゴ政府によって示されている, dev-s19 class 10): `passive` and `voice-flip` skip.
- 代行 'act for' with a post as object (経済相を代行する 'serve as acting economy minister') is a verb of taking charge
  like 担当: ×当面は経済相が首相によって代行される (dev-s19 class 4); a minister's post ends in the suffix 相. A task
  keeps it (業務が外部の業者によって代行されている).
"""

from fidelity_cases import rewrite_and_skip_tests

THRACE = "アケメネス朝の部隊は、ギリシャの沿岸都市であるトラキアや、パオニア人達を征服しました。"
SPLIT = (
    "{} follows {}, the first conjunct of a coordination the parse split from it: moving or re-casing the second"
    " conjunct alone breaks the coordination"
)

WATCHED = (
    "動物 names an animal, but watching (見る) does nothing to it: with one particular agent ({}) and no scene told"
    " as it goes on, the passive reads as a thing's translated one (×そこで奇妙な動物は彼らに見られた)"
)
OWN = (
    "the object {} is excluded by the rule ({} is the subject's own attitude or feeling that the verb shows or"
    " holds: no thing acted on, so its passive is unnatural and it is no agent)"
)

ROLE = (
    "the object {} is excluded by the rule ({} names a person or an occupation: with a verb of taking charge it is the"
    " role the subject serves in ('served as …'), no one acted on, and the passive would read as that person handled)"
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
    ("彼は犬を追いかけた。", "passive", "ga-o", "犬は彼に追いかけられた。"),
    ("彼女は猫を見ている。", "passive", "ga-o", "猫は彼女に見られている。"),
    ("その男の人は少女を見た。", "passive", "ga-o", "少女はその男の人に見られた。"),
    ("ダーウィンはその鳥を観察した。", "passive", "ga-o", "その鳥はダーウィンによって観察された。"),
    ("外部の業者が業務を代行している。", "passive", "ga-o", "業務が外部の業者によって代行されている。"),
    ("彼らはそこで奇妙な動物を見た。", "voice-flip", "ga-o", "彼らはそこで奇妙な動物に見られた。"),
]

# (premise, op, pair, skip reason)
SKIPS = [
    (THRACE, "passive", "ga-o", SPLIT.format("パオニア人達を", "トラキアや")),
    (THRACE, "scramble", "ga-o", SPLIT.format("パオニア人達を", "トラキアや")),
    ("警察は犯人とか、共犯者を逮捕した。", "passive", "ga-o", SPLIT.format("共犯者を", "犯人とか")),
    ("警察は犯人とか共犯者を逮捕した。", "scramble", "ga-o", SPLIT.format("共犯者を", "犯人とか")),
    ("彼らはそこで奇妙な動物を見た。", "passive", "ga-o", WATCHED.format("彼ら")),
    ("彼女は途中で多くの動物を見た。", "passive", "ga-o", WATCHED.format("彼女")),
    (
        "トーゴ政府はこの指摘を否定する構えを示している。",
        "passive",
        "ga-o",
        OWN.format("この指摘を否定する構え", "構え"),
    ),
    ("彼は強い決意を示した。", "voice-flip", "ga-o", OWN.format("強い決意", "決意")),
    ("当面は首相が経済相を代行する。", "passive", "ga-o", ROLE.format("経済相", "経済相")),
    ("副社長が社長を代行する。", "passive", "ga-o", ROLE.format("社長", "社長")),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
