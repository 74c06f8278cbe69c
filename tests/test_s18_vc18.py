"""Session 18 (vc18): passive classes found by judging main's unjudged voice rewrites on the dev sets.

- a phrase ending in a coordinating particle (や, とか) is the first half of a coordination the parse split
  (トラキアや、パオニア人達を): the passive moved the second half and left ×…トラキアや、アケメネス朝の部隊によって
  征服されました (heldout-c class 11): `passive` skips (`split_coordination`); a whole coordination keeps it, and the
  causative, which moves nothing, keeps it too;
- a means or a cause with によって in the clause (指紋によって): the agent would be a second によって (×身元は…機構によって
  指紋によって確認された, heldout-c class 4): the によって rules of `passive` skip;
- adverbials anchored on the subject (一人で 'alone', 若いころ 'when young'): the passive made them describe the new
  subject (×店が一人で店主によって切り盛りされている, ×若いころホテルは彼によって経営されていた, class 4): `passive`
  skips (`subject_depictive`);
- 私達, the kanji spelling of 私たち, was missing from first_person (Sudachi keeps it one word): ×トムは私達に
  リーダーとして尊敬されている, ×彼女は時たま私達に訪ねられる: `passive` skips as it does for 私たち;
- missing out on a title or a chance (世界一を逃す) is a loss, no act on the thing (×世界一はアメリカによって逃されて
  いる, class 4): 逃す joins loss_verbs; 逃がす 'set free' keeps its passive and flip.
"""

from fidelity_cases import rewrite_and_skip_tests

THRACE = "アケメネス朝の部隊は、ギリシャの沿岸都市であるトラキアや、パオニア人達を征服しました。"

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
    (
        "マドリードの国際警察機構は、この男性の身元を確認した。",
        "passive",
        "ga-o",
        "この男性の身元は、マドリードの国際警察機構によって確認された。",
    ),
    ("若い男性がホテルを経営していた。", "passive", "ga-o", "ホテルが若い男性によって経営されていた。"),
    (
        "みんなはトムをリーダーとして尊敬している。",
        "passive",
        "ga-o",
        "トムはみんなにリーダーとして尊敬されている。",
    ),
    ("少年は鳥を逃がした。", "passive", "ga-o", "鳥は少年に逃がされた。"),
    ("少年は鳥を逃がした。", "voice-flip", "ga-o", "少年は鳥に逃がされた。"),
]

# args18b's clause-view limit (every op) now refuses the split conjunct before the passive's own condition does.
SPLIT = (
    "パオニア人達を follows トラキアや, the first conjunct of a coordination the parse split from it: moving or"
    " re-casing the second conjunct alone breaks the coordination"
)
DEPICTIVE = (
    "the clause's {} is anchored on the subject (how the subject acts, as 一人で 'alone', or a stage of its life, as"
    " 若いころ): the passive makes the object the subject, so it would describe that (×店が一人で店主によって切り盛り"
    "されている)"
)
FIRST_PERSON = (
    "the subject 私達 is excluded by the rule (first_person: The speaker as the subject a passive demotes: a"
    ' first-person に-agent reads wrong in a plain passive (×カレーは私に頼まれました reads "curry was asked of me");'
    " Japanese keeps the speaker as subject)"
)
LOSS = (
    "predicate 逃す is excluded by the rule (loss_verbs: Verbs of losing (失う, 亡くす, なくす) and of missing out"
    " (逃す, 逸する): the subject suffers the loss, it does not act on what is lost, so the verb has no agentive"
    " passive and no role to reverse)"
)

# (premise, op, pair, skip reason)
SKIPS = [
    (THRACE, "passive", "ga-o", SPLIT),
    (
        "マドリードの国際警察機構は、この男性の身元を指紋によって確認した。",
        "passive",
        "ga-o",
        "clause has a means or cause marked によって/により",
    ),
    ("店主が一人で店を切り盛りしている。", "passive", "ga-o", DEPICTIVE.format("一人で")),
    ("若いころ彼はホテルを経営していた。", "passive", "ga-o", DEPICTIVE.format("若いころ")),
    ("私達はトムをリーダーとして尊敬している。", "passive", "ga-o", FIRST_PERSON),
    ("私達は時たま彼女を訪ねる。", "passive", "ga-o", FIRST_PERSON),
    ("またアメリカは3回目の女子世界一を逃している。", "passive", "ga-o", LOSS),
    ("彼はチャンスを逃した。", "voice-flip", "ga-o", LOSS),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
