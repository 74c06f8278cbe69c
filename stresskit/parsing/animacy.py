"""One animacy recogniser: does a phrase name a person, an animal, a vehicle or an organisation, and what shows it.

Every check that needs to know who can act reads this one module over one lexicon (rules/lexicons/animates.yaml
for people, animals.yaml, vehicles.yaml, organisations.yaml): the voice ops' `animate` conditions
(rules/conditions.py), the clause view's subject evidence (parsing/clauses.py `_RepairedTree.is_animate`,
`is_person_word`) and the derivations. It lives in the parsing layer so that every later layer can import it.

Evidence is positive only, and always about the phrase's head, the last word of its final noun compound (a
Japanese compound is headed by its last part: 記者会見 is an event, 子供部屋 a room):
  - the word is in a lexicon (人, 先生 · 犬 · 車 · 政府), or its plural or honorific form is (子供たち, 女将さん);
  - Sudachi tags it a person's name (名詞-固有名詞-人名) or a country (名詞-固有名詞-地名-国: a polity);
  - GiNZA's named-entity label on it says Person or Position_Vocation (運転手, 環境相), or an organisation;
  - it is a personal pronoun (彼, 私達) or a person suffix written as its own word (〜さん, 〜氏, 〜たち);
  - the compound ends in a person ending (記者, 店員, 弁護士, 画家, 犯人), 〜長 after the unit it heads (部長, 校長;
    not 身長), or 〜父母, or is made only of person nouns (祖父母, 孫娘);
  - the compound ends in an organisation ending (〜社, 〜党, 〜局, 〜省, 〜庁, 〜署, 〜軍, 〜隊, 〜委員会, 〜政府).
The kind is the caller's to weigh: the clause view counts people, animals and organisations as subjects of an
agentive verb; the voice ops take people, animals and vehicles as a に-agent or causee, and organisations only
as a passive's によって-agent.
"""

from __future__ import annotations

import importlib.resources
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, NamedTuple

import yaml

if TYPE_CHECKING:
    from spacy.tokens import Token

PERSON, ANIMAL, VEHICLE, ORGANISATION = "person", "animal", "vehicle", "organisation"
KINDS = (PERSON, ANIMAL, VEHICLE, ORGANISATION)
# The lexicon of each kind (rules/lexicons/<name>.yaml).
KIND_LEXICONS = {PERSON: "animates", ANIMAL: "animals", VEHICLE: "vehicles", ORGANISATION: "organisations"}

# Pronouns that refer to people (not これ, ここ, それ).
PERSON_PRONOUNS = frozenset(
    "彼 彼女 私 わたし わたくし 僕 ぼく 俺 おれ あなた 君 きみ 誰 だれ 我々 われわれ 我ら 私たち 私達 彼ら 彼女ら "
    "皆 みんな 自分".split()
)
# Suffixes that make a noun name people: honorifics, plurals, and 〜者/〜員/〜家 written as their own word.
PERSON_SUFFIXES = frozenset(
    "さん 様 さま 君 くん ちゃん 氏 殿 たち 達 ら 一家 夫妻 者 員 師 士 家 人 方".split()
)
# Plural and honorific endings Sudachi keeps in one word with the noun (子供たち, 男性達, 女将さん, 王様).
PERSON_WORD_SUFFIXES = ("たち", "達", "ら", "様", "さま", "さん", "ちゃん", "くん", "君", "殿")
# Final characters of a compound that names people (記者, 店員, 教師, 弁護士, 画家, 犯人, 乗客, 主婦, 市民, 教諭,
# 報道陣, 聴衆, 民族, 国王, 店主) …
PERSON_ENDINGS = (
    "者",
    "員",
    "師",
    "士",
    "家",
    "人",
    "官",
    "乗り",
    "客",
    "婦",
    "民",
    "諭",
    "陣",
    "衆",
    "族",
    "王",
    "主",
    "生",
)
# … except these, which name places, amounts, institutions, things or states.
NOT_PERSONS = frozenset(
    "定員 満員 欠員 人員 民家 実家 隣家 人家 空き家 空家 国家 生家 借家 貸家 商家 法人 人人 本家 分家 宗家 旧家 "
    "器官 五官 感覚器官 官 相乗り 先乗り 船乗り場 民主 自主 語族 水族 人生 一生 衛生 野生 厚生 平生 今生 余生 半生 "
    "終生 前生 後生 ".split()
)
# Heads of a unit: 〜長 after the unit it heads (部長, 課長, 校長, 店長, 議長, 委員長) names the person; after
# anything else (身長, 成長, 延長, 全長, 波長) it does not, so the character before 長 is the evidence.
HEADED_UNITS = frozenset("部課社校市町村区会局所院署店駅班隊船艦議学園館団組首総室係塾員家")
# 祖父母, 父母, 養父母: parents and grandparents (a bare 〜母 is not: 酵母, 分母, 空母).
KIN_ENDINGS = ("父母",)
# Final characters of a compound that names an organisation, an authority or a polity (新聞社, 自民党, 警察庁,
# 放送局, 外務省, 警察署, 米軍, 自衛隊, 楽団, 府警, 委員会, 協会, 日本政府, 地検) …
ORGANISATION_ENDINGS = (
    "委員会", "協議会", "議会", "連合", "連盟", "協会", "組合", "政府", "政権", "内閣", "当局", "財団", "機構", "府警", "県警",
    "道警", "地検", "高検", "本部", "社", "党", "局", "省", "庁", "署", "軍", "隊", "団",
)  # fmt: skip
# … except these, which are things, places or events (布団, 神社, 結局, 反省 are caught by their Sudachi tag).
NOT_ORGANISATIONS = frozenset(
    "布団 座布団 敷布団 掛け布団 神社 会社員 入社 出社 本社 支社 結社 仏閣 難局 時局 終局".split()
)
# Sudachi tags of nouns that name an event, a state or an adverbial (反省, 帰省, 結局): no organisation.
_EVENT_TAGS = ("名詞-普通名詞-サ変可能", "名詞-普通名詞-副詞可能", "名詞-普通名詞-形状詞可能")
# GiNZA's extended named-entity labels (Sekine's hierarchy) that name a person (N_Person: a number of people, 二人)
# or an organisation.
PERSON_ENTITIES = frozenset({"Person", "Position_Vocation", "N_Person"})
# Counters of people other than 人 (which is listed): after a number they name people (70名).
PERSON_COUNTERS = frozenset({"名"})
ORGANISATION_ENTITIES = frozenset(
    {
        "Organization_Other", "International_Organization", "Show_Organization", "Family", "Ethnic_Group_Other",
        "Nationality", "Sports_Organization", "Pro_Sports_Organization", "Sports_League", "Corporation_Other",
        "Company", "Company_Group", "Political_Organization_Other", "Government", "Political_Party", "Cabinet",
        "Military",
    }
)  # fmt: skip
NOMINAL_POS = frozenset({"NOUN", "PROPN", "PRON", "NUM"})


class Word(NamedTuple):
    """What the recogniser reads of one word: as written, its lemma, GiNZA's POS, Sudachi's tag, the NE label."""

    text: str
    lemma: str
    pos: str
    tag: str
    ent: str = ""

    @classmethod
    def of(cls, token: Token) -> Word:
        return cls(token.text, token.lemma_, token.pos_, token.tag_, token.ent_type_)


@dataclass(frozen=True)
class Animacy:
    """What a phrase names (`kind`: person, animal, vehicle or organisation) and the evidence, said for users."""

    kind: str
    evidence: str


@cache
def kind_words(kind: str) -> frozenset[str]:
    """The words of one kind's lexicon (rules/lexicons/animates.yaml for people, animals.yaml, vehicles.yaml,
    organisations.yaml), read as data: the rules layer comes after this one."""
    path = importlib.resources.files("stresskit").joinpath(
        "builtin_rules", "lexicons", f"{KIND_LEXICONS[kind]}.yaml"
    )
    return frozenset(str(word) for word in yaml.safe_load(path.read_text("utf-8"))["words"])


@cache
def animate_words() -> frozenset[str]:
    """People, animals and self-moving vehicles: the words that may act as a に-agent or a causee."""
    return kind_words(PERSON) | kind_words(ANIMAL) | kind_words(VEHICLE)


def _listed(form: str, extra: frozenset[str]) -> str | None:
    """The kind whose lexicon lists the word (the rule's own words count as people), or None."""
    for kind in KINDS:
        if form in kind_words(kind):
            return kind
    return PERSON if form in extra else None


def person_compound(text: str) -> bool:
    """The word is two or more person nouns written together (祖父母, 夫妻, 父母, 孫娘): a compound of people."""
    nouns = kind_words(PERSON)
    # pieces[k]: the fewest person nouns that spell text[:k] (None when none do)
    pieces: list[int | None] = [0] + [None] * len(text)
    for end in range(1, len(text) + 1):
        for start in range(end):
            if pieces[start] is not None and text[start:end] in nouns:
                count = pieces[start] + 1  # type: ignore[operator]
                if pieces[end] is None or count < pieces[end]:  # type: ignore[operator]
                    pieces[end] = count
    return pieces[-1] is not None and pieces[-1] >= 2


def _head_words(words: Sequence[Word]) -> list[Word]:
    """The words of the phrase without punctuation and a trailing focus particle (誰|か)."""
    kept = [word for word in words if word.pos not in ("PUNCT", "SYM")]
    while len(kept) > 1 and kept[-1].tag.startswith(("助詞-副助詞", "助詞-終助詞")):
        kept.pop()
    return kept


def _compound(words: Sequence[Word]) -> str:
    """The text of the final noun compound: the nominal words and suffixes before the phrase's end."""
    start = len(words)
    while start > 0 and (words[start - 1].pos in NOMINAL_POS or words[start - 1].tag.startswith("接尾辞")):
        start -= 1
    return "".join(word.text for word in words[start:])


def recognise(words: Iterable[Word], extra: frozenset[str] = frozenset()) -> Animacy | None:
    """What the phrase (its words, in order) names and what shows it, or None when nothing does.

    `extra`: more person nouns (a rule's own lexicon words: `animate: [$animates, 騎士]`)."""
    kept = _head_words(list(words))
    if not kept:
        return None
    last = kept[-1]
    for form in (last.lemma, last.text):
        kind = _listed(form, extra)
        if kind is not None:
            return Animacy(kind, f"{last.text} is listed as {_a(kind)}")
    for suffix in PERSON_WORD_SUFFIXES:
        stem = last.text.removesuffix(suffix)
        if stem and stem != last.text:
            kind = _listed(stem, extra)
            if kind in (PERSON, ANIMAL) or stem in PERSON_PRONOUNS or person_compound(stem):
                return Animacy(kind or PERSON, f"{last.text} is {stem} with the person suffix {suffix}")
    if last.tag.startswith("名詞-固有名詞-人名"):
        return Animacy(PERSON, f"{last.text} is a person's name")
    if last.pos == "PRON" and last.lemma in PERSON_PRONOUNS or last.text in PERSON_PRONOUNS:
        return Animacy(PERSON, f"{last.text} is a personal pronoun")
    if last.tag.startswith("接尾辞") and last.lemma in PERSON_SUFFIXES:
        return Animacy(PERSON, f"{last.text} is a person suffix")
    if last.pos not in NOMINAL_POS and not last.tag.startswith("接尾辞"):
        return None
    # 名 after a number is the counter of people (70名, 3名: heldout-o, a skip reason judged false), as 人 is
    if (
        last.text in PERSON_COUNTERS
        and len(kept) >= 2
        and (kept[-2].pos == "NUM" or kept[-2].tag.startswith("名詞-数詞"))
    ):
        return Animacy(
            PERSON, f"{kept[-2].text}{last.text} is a number with the counter of people {last.text}"
        )
    if last.ent in PERSON_ENTITIES and last.pos in ("NOUN", "PROPN"):
        return Animacy(PERSON, f"{last.text} names a person (named entity {last.ent})")
    compound = _compound(kept)
    if person_compound(last.text) or last.text.endswith(KIN_ENDINGS):
        return Animacy(PERSON, f"{last.text} names parents, grandparents or kin")
    if (
        len(compound) >= 2
        and compound.endswith(PERSON_ENDINGS)
        and last.text not in NOT_PERSONS
        and not compound.endswith(tuple(word for word in NOT_PERSONS if len(word) >= 2))
        and not last.tag.startswith("名詞-普通名詞-サ変可能")  # 発生, 誕生, 再生: events, not people
    ):
        return Animacy(PERSON, f"{compound} ends in a person suffix")
    if len(compound) >= 2 and compound.endswith("長") and compound[-2] in HEADED_UNITS:
        return Animacy(PERSON, f"{compound} is the head (〜長) of a {compound[-2]}")
    if last.tag.startswith("名詞-固有名詞-地名-国"):
        return Animacy(ORGANISATION, f"{last.text} is a country (a polity)")
    party = _party(kept, extra)
    if party is not None:
        return party
    if last.ent in ORGANISATION_ENTITIES and last.pos in ("NOUN", "PROPN"):
        return Animacy(ORGANISATION, f"{last.text} names an organisation (named entity {last.ent})")
    if (
        len(compound) >= 2
        and compound.endswith(ORGANISATION_ENDINGS)
        and not compound.endswith(tuple(NOT_ORGANISATIONS))
        and not last.tag.startswith(_EVENT_TAGS)
    ):
        return Animacy(ORGANISATION, f"{compound} ends in an organisation suffix")
    return _partitive(kept, extra)


# Nouns of a part or a proportion of a group (生徒の半数, 住民の一部, 参加者の大半, 学生のほとんど): of people they are
# people, of animals animals. Written as the phrase's last noun, after の (or のうち) and the group.
PARTITIVE_NOUNS = frozenset(
    "半数 過半数 一部 多く 大半 大多数 大部分 半分 多数 少数 全員 ほとんど 殆ど 残り 数人 何人 全部 全て すべて".split()
)
# Words after the part that bound its size (半数以上, 大半近く, 3割強).
_PARTITIVE_BOUNDS = frozenset("以上 以下 未満 近く 強 弱 超 余り ほど 程".split())


def _partitive(kept: Sequence[Word], extra: frozenset[str]) -> Animacy | None:
    """A part or a proportion of a group of people or animals (`PARTITIVE_NOUNS` after の or のうち: 参加した生徒の
    半数以上, 住民の一部, 生徒のうち大半) names people or animals: the group's kind, with the group as its evidence.
    A part of anything else (売り上げの一部) is none."""
    words = list(kept)
    while len(words) > 1 and words[-1].text in _PARTITIVE_BOUNDS:
        words.pop()
    if len(words) < 3 or words[-1].text not in PARTITIVE_NOUNS or words[-1].pos not in NOMINAL_POS | {"ADV"}:
        return None
    part = words[-1].text
    rest = words[:-1]
    if rest[-1].text == "うち" and len(rest) > 2:
        rest = rest[:-1]
    if rest[-1].text != "の" or not rest[-1].tag.startswith("助詞-格助詞"):
        return None
    group = recognise(rest[:-1], extra)
    if group is None or group.kind not in (PERSON, ANIMAL):
        return None
    return Animacy(group.kind, f"{part} is a part of {rest[-2].text}, {_a(group.kind)} ({group.evidence})")


# Proper-noun tags before 側 that name a party (ポルシェ側, ロシア側, 田中側): a name, an organisation or a country;
# not a place name (東京側 may be the Tokyo side of a river or border).
_PARTY_NAME_TAGS = ("名詞-固有名詞-一般", "名詞-固有名詞-人名", "名詞-固有名詞-組織", "名詞-固有名詞-地名-国")


def _party(kept: Sequence[Word], extra: frozenset[str]) -> Animacy | None:
    """〜側 written after a name or a party as its own word (ポルシェ|側, 被告|側, 会社|側): the side of that
    party in a dispute or a deal, an organisation. Not after a common noun that names no party (山|側, 窓|側: a place),
    nor one word (右側, 内側)."""
    if len(kept) < 2 or kept[-1].text != "側" or kept[-1].lemma not in ("側", "がわ"):
        return None
    before = kept[-2]
    if before.tag.startswith(_PARTY_NAME_TAGS):
        return Animacy(
            ORGANISATION, f"{before.text}{kept[-1].text} is the side of the name {before.text} (a party)"
        )
    owner = recognise(kept[:-1], extra)
    if owner is not None and owner.kind in (PERSON, ORGANISATION):
        return Animacy(
            ORGANISATION, f"{before.text}{kept[-1].text} is the side of {_a(owner.kind)} (a party)"
        )
    return None


def recognise_tokens(tokens: Iterable[Token], extra: frozenset[str] = frozenset()) -> Animacy | None:
    """`recognise` over spaCy tokens (a phrase's body)."""
    return recognise([Word.of(token) for token in tokens], extra)


def _a(kind: str) -> str:
    return {PERSON: "a person", ANIMAL: "an animal", VEHICLE: "a vehicle", ORGANISATION: "an organisation"}[
        kind
    ]


def describe(kind: str) -> str:
    """'a person', 'an animal', 'a vehicle', 'an organisation'."""
    return _a(kind)
