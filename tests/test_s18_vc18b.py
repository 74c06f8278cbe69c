"""vc18b: a thing drunk or inhaled with a person as the に-agent (the passive rules'
`specific_agent_ni_thing_passive`). 〜に飲まれる reads as being swallowed up or overwhelmed (酒に飲まれる), so
×酒がカウンターで常連客に飲まれていた, whatever person is the agent (a person noun, people at large). An animal
drinking, eating (the captions' scenes) and a person's other physical acts are kept. Exact rewrites and reasons,
real parses.
"""

from fidelity_cases import rewrite_and_skip_tests


def ingested(theme: str, agent: str) -> str:
    return (
        f"nothing shows that {theme} names a person or an animal, and its agent {agent} is a person: with a"
        " thing as subject the に-passive of drinking or inhaling reads as being swallowed up or sucked in"
        " (酒に飲まれる), not as the person's act (×酒がカウンターで常連客に飲まれていた)"
    )


# (premise, op, pair, exact rewrite)
REWRITES = [
    # an animal eating: kept
    ("牛が草をゆっくり食べていた。", "passive", "ga-o", "草が牛にゆっくり食べられていた。"),
    ("子猫が新鮮なミルクを飲んでいる。", "passive", "ga-o", "新鮮なミルクが子猫に飲まれている。"),
    # eating is not drinking: the captions' scenes keep it
    ("男性がケーキを食べている。", "passive", "ga-o", "ケーキが男性に食べられている。"),
    # a person's physical act that is no drinking: kept
    ("店員が床を拭いていた。", "passive", "ga-o", "床が店員に拭かれていた。"),
    ("父がこのスマホを毎日使っています。", "passive", "ga-o", "このスマホが父に毎日使われています。"),
]

# (premise, op, pair, skip reason)
SKIPS = [
    ("常連客がカウンターで酒を飲んでいた。", "passive", "ga-o", ingested("酒", "常連客")),
    (
        "参加した生徒の半数以上がビールなどの酒類を飲んでいたという。",
        "passive",
        "ga-o",
        ingested("ビールなどの酒類", "参加した生徒の半数以上"),
    ),
    ("クラスの半数の生徒がコーヒーを飲む。", "passive", "ga-o", ingested("コーヒー", "クラスの半数の生徒")),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
