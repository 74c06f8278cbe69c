"""Gapped coordination on news text (heldout-e/-i class 11, tuned): 東京23区で5㎝、多摩地方では10㎝が予想されている,
池田は…住宅地、泉州は…商業地を主な地盤としている. Two cases the gapped-conjunct limit missed: a compound postposition
(によると) in the first conjunct's stretch was taken for a predicate of its own, and the parse may glue the first
conjunct's bare noun and comma into the second conjunct's phrase (半姉にブラマンジェ、全妹に as one phrase). A verbal
noun with a case phrase of its own before a glued comma (…を編成、) closes a clause the parse glued in. The によると
sentences are written for this test; the glued ones are the dev sentences (no written sentence parses that way)."""

from __future__ import annotations

from fidelity_cases import rewrite_and_skip_tests

RAIN = "気象庁によると予想降水量は東京23区で5ミリ、多摩地方では10ミリが予想されている。"
RAIN_LIST = (
    "多摩地方では is the second conjunct of the gapped list 予想降水量は東京23区で5ミリ、多摩地方では…: the predicate "
    "is shared, and rewriting one conjunct breaks the parallel"
)
KIN = "更に親族をたどると、半姉にブラマンジェ、全妹にブチコが存在する。"
KIN_LIST = (
    "半姉にブラマンジェ、全妹に runs the two conjuncts of the gapped list 半姉にブラマンジェ、全妹に… into one phrase: "
    "the predicate is shared, and rewriting one conjunct breaks the parallel"
)
BASE = "朝日によると、池田は主に大阪府の北部や兵庫県東部の住宅地、泉州は大阪府の南部の商業地を主な地盤としている。"
# the glued phrase cannot be the subject, and 池田は is not next to the object
BASE_LIST = "no を-argument next to the subject (主に大阪府の北部や兵庫県東部の住宅地、泉州は stands between)"

REWRITES = [
    # one place and one amount, no list: the phrases move and swap as before
    (
        "予想降水量は多摩地方では10ミリが予想されている。",
        "scramble",
        "ga-de",
        "予想降水量は10ミリが多摩地方では予想されている。",
    ),
    (
        "さらに家系をたどると、末妹にハナコが存在する。",
        "particle-swap",
        "ga-ni",
        "さらに家系をたどると、末妹がハナコに存在する。",
    ),
    # a clause after a comma whose phrases bear other particles is no second conjunct
    (
        "警察は男を現場で逮捕、女が車を運転していた。",
        "scramble",
        "ga-o",
        "警察は男を現場で逮捕、車を女が運転していた。",
    ),
    # a verbal noun in a list of nouns (侵害、および…メール), with no case phrase of its own, is no clause
    (
        "最後に、侵害、および悪意のある電子メールを人々が簡単に報告できるようにする必要がある。",
        "particle-swap",
        "ga-o",
        "最後に、侵害、および悪意のある電子メールが人々を簡単に報告できるようにする必要がある。",
    ),
]

TEAM = (
    "チーム編成及び競走要領に関しては、チームを6人1組で編成、騎手1人を女性が行い、他5人がソリの曳き手となる。"
)
TEAM_GLUED = (
    "チームを6人1組で編成、騎手1人を runs across the comma after the verbal noun 編成, which closes a clause of its "
    "own: the parse glued that clause into the phrase"
)

SKIPS = [
    (TEAM, "scramble", "ga-o", TEAM_GLUED),
    (RAIN, "scramble", "ga-de", RAIN_LIST),
    (RAIN, "particle-swap", "ga-de", RAIN_LIST),
    (KIN, "particle-swap", "ga-ni", KIN_LIST),
    (KIN, "scramble", "ga-ni", KIN_LIST),
    (BASE, "scramble", "ga-o", BASE_LIST),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
