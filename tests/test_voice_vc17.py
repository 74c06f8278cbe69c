"""Session 17 (vc17): voice and causative classes from the dev judgements (heldout-g … heldout-o).

- a reflexive anywhere in the clause (自ら 'personally', 自分で, 自分の庭で) is bound by the subject, and the passive
  makes the object the subject (×遺体の身元が自ら真澄氏によって確認された, heldout-g class 4): `passive` skips;
- a person as the object of 作る (友達を作る 'make friends'): a relation, nothing built (×友達は必ず彼によって作られる,
  heldout-k class 4): `passive` skips;
- a person or an occupation as the object of 担当 (日本代表のコーチを担当する 'serve as coach'): a role, no one acted on
  (×日本代表のコーチは…酒巻氏に担当されていた, heldout-g class 4): `passive` skips; a task keeps it;
- the opponent of a verb of defeating (下す, 破る, 負かす): one bout has one winner, so the flip says the opponent won,
  a contradiction of the premise, not the neutral the flip labels (朝青龍が琴欧州を下し → ×朝青龍が琴欧州に下され,
  heldout-o's voice-flip derivation judged contradiction): `voice-flip` skips; 約束を破る (no opponent) keeps it;
- 精通している 'is versed in' is knowledge held, like 熟知している (精通させている judged 2:2): `causative` skips it in
  〜ている and keeps 精通した;
- others' response the subject wins (人気を博す, 注目を集める): `causative` skips (×ある人がジョーンズ氏に人気を博させた);
  an outcome of the subject's own effort keeps it (ある人が彼に満点を取らせた);
- a first phrase opening with a relative clause with no subject and no object of its own, whose verb takes a を-object
  by the case frames (ネットで注文した|靴): the causer before it reads as that clause's subject (×ある人がネットで注文
  した靴を翌日に届けました, reviews class 6): `causative` skips; an intransitive, passive or complete relative clause
  keeps it (公園で遊んでいた子供, 新たに逮捕された熊谷容疑者, 赤い服を着た女性).
"""

from fidelity_cases import derived_pairs, rewrite_and_skip_tests

REFLEXIVE = (
    "the clause's {} holds the reflexive {}, which is bound by the subject: the passive makes the object the subject,"
    " so it would be bound by that (×遺体の身元が自ら真澄氏によって確認された)"
)
OPPONENT = (
    "the {} {} is excluded by the rule ({} is the opponent of a verb of defeating (下す, 破る 'beat'): one bout has"
    " one winner, so with the roles reversed the rewrite says the opponent won, which contradicts the premise rather"
    " than leaving it open, and the flip's neutral label would be wrong)"
)
STATE = (
    "the predicate {} is in 〜ている/〜ていた, which with this verb says a state the subject is in (覚えている"
    " 'remembers', 凝っている 'is into', 太っている 'is fat'), not an act in progress: the causative would make it an"
    " act someone makes them do (覚えさせている 'is making … memorise')"
)
ACCLAIM = (
    "the object {} is excluded by the rule ({} with this verb is others' response the subject wins or draws (人気を博す"
    " 'gain popularity', 反感を買う): how others see them, no act anyone makes them do)"
)

SUMO = "優勝決定戦では朝青龍が押し出しで琴欧州を下し、朝青龍の14度目の優勝が決まった。"

# (premise, op, pair, exact rewrite)
REWRITES = [
    ("男の子が犬を追いかけた。", "passive", "ga-o", "犬が男の子に追いかけられた。"),
    ("彼がその業務を担当している。", "passive", "ga-o", "その業務が彼によって担当されている。"),
    # a thing made by an organisation keeps its passive
    ("その会社が新しい車を作った。", "passive", "ga-o", "新しい車がその会社によって作られた。"),
    # the passive keeps the roles: 下す keeps it
    (
        SUMO,
        "passive",
        "ga-o",
        "優勝決定戦では琴欧州が押し出しで朝青龍に下され、朝青龍の14度目の優勝が決まった。",
    ),
    # no opponent: 約束を破る keeps its flip (judged a role reversal, heldout-j)
    ("彼は約束を破った。", "voice-flip", "ga-o", "彼は約束に破られた。"),
    ("彼は英語に精通した。", "causative", "ga", "ある人が彼を英語に精通させた。"),
    ("彼は満点を取った。", "causative", "ga-o", "ある人が彼に満点を取らせた。"),
    ("公園で遊んでいた子供が笑った。", "causative", "ga", "ある人が公園で遊んでいた子供を笑わせた。"),
    ("赤い服を着た女性が走っている。", "causative", "ga", "ある人が赤い服を着た女性を走らせている。"),
    (
        "なお新たに逮捕された熊谷容疑者は逮捕後代表権を返上した。",
        "causative",
        "ga-o",
        "なおある人が新たに逮捕された熊谷容疑者に逮捕後代表権を返上させた。",
    ),
]

RELATIVE = (
    "the clause's first phrase opens with the relative clause {}, whose verb {} may take a を-object and has neither"
    " subject nor object: the causer inserted before it would read as its subject (ある人がネットで注文した靴 'the"
    " shoes someone ordered')"
)

MADE = (
    "the object {} is excluded by the rule ({} names people: with this verb it says a relation the subject comes to have"
    " (友達を作る 'make friends'), nothing built, and the passive would say the person was manufactured)"
)

ROLE = (
    "the object {} is excluded by the rule ({} names a person or an occupation: with a verb of taking charge it is the"
    " role the subject serves in ('served as …'), no one acted on, and the passive would read as that person handled)"
)

# (premise, op, pair, skip reason)
SKIPS = [
    (
        "泰次さんの死因は一酸化炭素中毒で、真澄氏が自ら遺体の身元を確認した。",
        "passive",
        "ga-o",
        REFLEXIVE.format("自ら", "自ら"),
    ),
    ("社長が自ら新製品を発表した。", "passive", "ga-o", REFLEXIVE.format("自ら", "自ら")),
    ("犬が自分の庭で猫を追いかけた。", "passive", "ga-o", REFLEXIVE.format("自分の庭で", "自分")),
    ("どこへ行っても、彼は必ず友達を作る。", "passive", "ga-o", MADE.format("友達", "友達")),
    ("彼女は新しい友達を作った。", "passive", "ga-o", MADE.format("新しい友達", "新しい友達")),
    (
        "酒巻氏は1996年から4年間日本代表のコーチを担当していた。",
        "passive",
        "ga-o",
        ROLE.format("日本代表のコーチ", "日本代表のコーチ"),
    ),
    (SUMO, "voice-flip", "ga-o", OPPONENT.format("object", "琴欧州", "琴欧州")),
    ("朝青龍は琴欧州に下された。", "voice-flip", "ga-o", OPPONENT.format("agent", "琴欧州", "琴欧州")),
    ("彼は英語に精通している。", "causative", "ga", STATE.format("精通")),
    ("彼は仕事に精通していた。", "causative", "ga", STATE.format("精通")),
    ("ジョーンズ氏は端正なルックスから人気を博した。", "causative", "ga-o", ACCLAIM.format("人気", "人気")),
    (
        "ジョーンズ氏はメンバーで唯一イギリス出身の人物で、端正なルックスから人気を博した。",
        "causative",
        "ga-o",
        ACCLAIM.format("人気", "人気"),
    ),
    ("その歌手は大きな注目を集めた。", "causative", "ga-o", ACCLAIM.format("大きな注目", "大きな注目")),
    (
        "ネットで注文した靴が翌日に届きました。",
        "causative",
        "ga",
        RELATIVE.format("ネットで注文した", "注文"),
    ),
    ("昨日買った本が届いた。", "causative", "ga", RELATIVE.format("昨日買った", "買う")),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)


def test_generate_derives_no_neutral_flip_of_a_bout(parser):
    """The voice derivation writes the passive (entailment) but no voice-flip pair labelled neutral."""
    pairs = derived_pairs(parser, SUMO, ["voice"])
    assert [(rule, label) for rule, _, _, label in pairs] == [("passive", "entailment")]
