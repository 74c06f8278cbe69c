"""Skip reasons true of the sentence (issue 20, session 18; reasons only, rewrites unchanged).

- "no に/で/を-argument of a predicate with a subject" was said of sentences that have such a phrase, which the parse
  puts off every clause the tool builds: hung on a word the tool builds no clause on (始発列車に → 間に合っ, 父の仕事に
  → the verbal noun 従事), read as a clause of its own (にわか雨に, tagged as an adjective, advcl of 会っ), or with its
  particle tagged as the copula's (他の検索ページでも: で+も; 最終的には: a na-adjective with に+は). The reason now
  names the phrase and where the parse puts it; a sentence with no such phrase keeps the old wording, and a phrase
  the tool does pair is still rewritten.
- "the sentence ends in だ (a copula or polite form)" was said of 読んだ, whose だ is the past tense た after a
  voiced stem: the reason now says so; a sentence ending in the copula or そうだ keeps the old wording.
"""

from __future__ import annotations

from fidelity_cases import derived_skips as _skips
from fidelity_cases import rewrite_and_skip_tests

REWRITES = [
    # near-miss: a plain に-argument of a predicate with a subject is still paired
    ("私は毎朝始発列車に乗った。", "scramble", "ga-ni", "始発列車に私は毎朝乗った。"),
    ("彼は昨日公園を歩いた。", "scramble", "ga-o", "公園を彼は昨日歩いた。"),
]

SKIPS = [
    # hung on a verb on which the tool builds no clause
    (
        "私は早く起きたので、始発列車に間に合った。",
        "scramble",
        "ga-ni",
        "the parse attaches the に-phrase 始発列車に to 間に合っ, which has no phrase the tool takes as its subject",
    ),
    # hung on the verbal noun of 従事する
    (
        "私は父の仕事に従事するつもりである。",
        "particle-delete",
        "ga-ni",
        "the parse attaches the に-phrase 父の仕事に to 従事, which has no phrase the tool takes as its subject",
    ),
    # read as a clause of its own
    (
        "私は今日の午後にわか雨に会った。",
        "scramble",
        "ga-ni",
        "the tool does not pair にわか雨に: the parse links it to 会っ as a clause of its own (advcl), not as a phrase"
        " of it",
    ),
    # で of でも tagged as the copula
    (
        "グーグルと提携した他の検索ページでも同じ現象がわかったという。",
        "scramble",
        "ga-de",
        "the parse tags the で of グーグルと提携した他の検索ページでも as the copula (だ), not as the case particle で: the"
        " tool does not take the phrase as a で-argument",
    ),
    # a na-adjective's に with a focus particle
    (
        "その後、最終的には両社の持株会社を統合するという。",
        "np-swap",
        "ga-ni",
        "最終的には is the na-adjective 最終的 with に and は, an adverbial, not a case partner",
    ),
    # near-miss: no に-phrase at all keeps the plain wording
    ("彼は昨日公園を歩いた。", "scramble", "ga-ni", "no に-argument of a predicate with a subject"),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)

PAST_DA = (
    "embed: the sentence ends in 読んだ, whose だ is the past tense た after a voiced stem; the tool does not tell it"
    " apart from the copula だ here and takes no sentence ending in だ as a plain predicate"
)


def test_the_past_da_is_not_called_a_copula(parser):
    assert _skips(parser, "彼は本を読んだ。", "factive")["factive-koto-kakujitsu"] == PAST_DA


def test_a_copula_ending_keeps_its_reason(parser):
    assert (
        _skips(parser, "明日は雨が降るそうだ。", "factive")["factive-koto-kakujitsu"]
        == "embed: the sentence ends in だ (a copula or polite form), not a plain predicate"
    )
