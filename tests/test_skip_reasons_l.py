"""Skip reasons judged false on heldout-l (session 14): a で/に-phrase the clause view has as no phrase of a predicate
with a subject was reported as "no で-argument of a predicate with a subject", though the sentence has one. The
reason now says where the parse puts the phrase (inside the subject, on a noun), which is true of the parse; a
を-phrase inside a subject's relative clause keeps the plain reason, true of it (料理をしている男性が)."""

from __future__ import annotations

import pytest

from stresskit.evaluation.api import perturb


def _reasons(sentence: str) -> dict[str, str]:
    result = perturb([sentence], ops=["particle-swap"], pairs="all", keep_unchanged=True)
    return {row["pair"]: row["skip_reason"] for row in result.rows}


@pytest.mark.parametrize(
    ("sentence", "pair", "reason"),
    [
        (
            "また、ロイターによればフランス本土でも似た症状が見られている。",
            "ga-de",
            "the parse puts フランス本土でも inside the phrase フランス本土でも似た症状が (on 似), so the tool does not "
            "take it as a phrase of a predicate the op rewrites",
        ),
        (
            "所属事務所や公式ホームページによると、詩音容疑者は2004年に横浜市で音楽活動を開始。",
            "ga-de",
            "the parse attaches 横浜市で to 開始 as a noun's modifier, so the tool does not take it as a phrase of a "
            "predicate the op rewrites",
        ),
        (
            "また産経新聞によると、大阪市の阪神百貨店でこの記録達成を祝うセレモニーがあり、同百貨店製作の号外が配布された。",
            "ga-de",
            "the parse hangs the で-phrase 大阪市の阪神百貨店で on 祝う inside the subject "
            "大阪市の阪神百貨店でこの記録達成を祝うセレモニーが, not on the subject's predicate",
        ),
        ("料理をしている男性が笑った。", "ga-o", "no を-argument of a predicate with a subject"),
    ],
)
def test_reason_says_where_the_parse_puts_the_partner(sentence: str, pair: str, reason: str) -> None:
    assert _reasons(sentence)[pair] == reason


def test_compound_postposition_is_not_taken_for_a_partner() -> None:
    # ロイターによれば: に starts the compound postposition によれば, not a に-phrase
    reasons = _reasons("また、ロイターによればフランス本土でも似た症状が見られている。")
    assert reasons["ga-ni"] == "no に-argument of a predicate with a subject"
