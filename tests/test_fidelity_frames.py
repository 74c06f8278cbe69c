"""Frame topics and frame-setting phrases (heldout-c/-i class 1): a では-phrase on a text, a report, a rule or a body
of thought (報道では, 従来の理論では, 京都議定書では, 日本国憲法では) says by which source or standard the statement
holds, never where the predicate takes place, even when a place name is part of the noun (京都議定書, 天津条約); and
a では-topic the parse hangs on a clause that modifies a noun (…では|71歳の女性が避難する際に…) frames the whole
statement: a topic は stands outside such a clause, so it may move but not trade roles with the clause's subject.
What stays: 記者会見で (an event, a place of what is done there), a では before a clause chained in its continuative
form (…では与党が候補者を立てられず…), には-phrases of existence. Each case pins the exact skip reason or rewrite."""

from fidelity_cases import rewrite_and_skip_tests


def _not_clearly_place(phrase: str) -> str:
    return (
        f"the で-phrase {phrase} is not clearly a place or instrument (it may be a cause, means, manner, source or "
        "company で): no case partner"
    )


OITA = "読売新聞によれば、大分市岩田町では71歳の女性が避難する際に玄関で転倒して骨折したことも分かっている。"
OITA_REASON = (
    "大分市岩田町では is a frame topic before 71歳の女性が, and the clause of 避難 modifies a noun (避難する際), which "
    "holds no topic: 大分市岩田町では sets the scene for the whole statement, not a place argument of 避難; swapping "
    "it with the subject makes no reversed roles"
)

SKIPS = [
    # a text named after a place is no place: 京都 and 日本 are Sudachi 地名, the head noun is a document
    (
        "京都議定書では、先進国が温室効果ガスを削減することが定められた。",
        "particle-swap",
        "ga-de",
        _not_clearly_place("京都議定書では"),
    ),
    (
        "京都議定書では、先進国が温室効果ガスを削減することが定められた。",
        "np-swap",
        "ga-de",
        _not_clearly_place("京都議定書では"),
    ),
    ("日本国憲法では、国民が主権を持つ。", "particle-swap", "ga-de", _not_clearly_place("日本国憲法では")),
    # heldout-i class 1: the では-topic frames the report, not the clause of 避難する際
    (OITA, "particle-swap", "ga-de", OITA_REASON),
    (OITA, "np-swap", "ga-de", OITA_REASON),
]

REWRITES = [
    # the frame may move (judged right on heldout-i)
    (
        OITA,
        "scramble",
        "ga-de",
        "読売新聞によれば、71歳の女性が大分市岩田町では避難する際に玄関で転倒して骨折したことも分かっている。",
    ),
    # a source frame leaves the clause's own place phrase a partner
    (
        "会社の話では、工場で火災が発生した。",
        "particle-swap",
        "ga-de",
        "会社の話では、工場が火災で発生した。",
    ),
    # a press conference is an event, the place of what is done there
    ("記者会見で多くの質問が出された。", "particle-swap", "ga-de", "記者会見が多くの質問で出された。"),
    # a clause in its continuative form (立てられず) modifies no noun: the では is its own
    (
        "この地区では与党が候補者を立てられず選挙が無投票になった。",
        "np-swap",
        "ga-de",
        "与党ではこの地区が候補者を立てられず選挙が無投票になった。",
    ),
    # には of existence keeps its swap (judged right on heldout-b)
    ("私の部屋にはテレビがある。", "np-swap", "ga-ni", "テレビには私の部屋がある。"),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
