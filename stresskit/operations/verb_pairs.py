"""自他 pairs: intransitive verbs and their transitive partners (rules/lexicons/lexical_causative_pairs.yaml).

The causative op says "someone made the light go on" with the transitive partner (電気がついた → ある人が
電気をつけた), and the decausative op goes back (電気をつけた → 電気がついた): `relexicalise` in
operations/primitives.py re-inflects the verb into its partner with the conjugation engine. This module
reads and validates the pair file: every pair names its conjugation classes and a source, and a pair the op
cannot be sure of carries the reason it is skipped (several partners, a potential look-alike, or a reason
the file gives). The rule loader (rules/lexicons.py) checks the file with `parse_pairs` when the rules load.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import yaml

from stresskit.errors import StresskitError
from stresskit.package_files import package_root

PAIR_KEYS = ("version", "description", "pairs", "agentive", "activity", "unsure")
GROUP_KEYS = ("class", "source", "words")
GODAN, ICHIDAN = "五段", "一段"
# A 五段 verb's conjugation type, by the kana its dictionary form ends in (Sudachi's names).
GODAN_ROWS = {
    "う": "ワア行", "く": "カ行", "ぐ": "ガ行", "す": "サ行", "つ": "タ行",
    "ぬ": "ナ行", "ぶ": "バ行", "む": "マ行", "る": "ラ行",
}  # fmt: skip
# The e-row kana of each ending: the potential of 取る is 取れる, of 焼く 焼ける.
E_ROW = {
    "う": "え",
    "く": "け",
    "ぐ": "げ",
    "す": "せ",
    "つ": "て",
    "ぬ": "ね",
    "ぶ": "べ",
    "む": "め",
    "る": "れ",
}


@dataclass(frozen=True)
class VerbPair:
    """One 自他 pair in one spelling, with each verb's conjugation type for the conjugation engine."""

    intransitive: str
    transitive: str
    intransitive_type: str  # 五段-カ行, 下一段 (any 一段 conjugates alike)
    transitive_type: str
    source: str
    agentive: bool = False
    activity: bool = False  # the intransitive's ている is an event in progress, not a resulting state


@dataclass(frozen=True)
class PairTable:
    """The pairs, and why a verb's pair is not certain (verb → reason, for either verb of its pairs)."""

    pairs: tuple[VerbPair, ...]
    unsure: Mapping[str, str] = field(default_factory=dict)

    def intransitives(self, agentive: bool | None = None) -> frozenset[str]:
        return frozenset(
            pair.intransitive for pair in self.pairs if agentive is None or pair.agentive is agentive
        )

    def transitives(self) -> frozenset[str]:
        return frozenset(pair.transitive for pair in self.pairs)

    def partner(self, lemma: str, to: str) -> VerbPair | str:
        """The pair that takes `lemma` to its `to` ("transitive" or "intransitive") partner, or why none is
        certain."""
        source = "intransitive" if to == "transitive" else "transitive"
        found = [pair for pair in self.pairs if getattr(pair, source) == lemma]
        if not found:
            return f"{lemma} has no {to} partner in the 自他 pair lexicon"
        targets = sorted({getattr(pair, to) for pair in found})
        if len(targets) > 1:
            return f"{lemma} has {len(targets)} {to} partners, {' and '.join(targets)}: which one is meant is not certain"
        reason = self.unsure.get(lemma) or self.unsure.get(targets[0])
        return reason if reason is not None else found[0]


def _type(verb: str, conjugation: str, where: str) -> str:
    if conjugation == GODAN:
        if verb[-1] not in GODAN_ROWS:
            raise StresskitError(f"{where}: {verb} is listed as 五段 but does not end in a 五段 ending")
        return f"{GODAN}-{GODAN_ROWS[verb[-1]]}"
    if not verb.endswith("る") or len(verb) < 2:
        raise StresskitError(f"{where}: {verb} is listed as 一段 but does not end in る")
    return "下一段"  # the engine conjugates 上一段 and 下一段 alike


def _is_potential_of(intransitive: str, transitive: str, transitive_type: str) -> bool:
    """取れる is also the potential of 取る ('can take'), 焼ける of 焼く."""
    return (
        transitive_type.startswith(GODAN) and intransitive == transitive[:-1] + E_ROW[transitive[-1]] + "る"
    )


def parse_pairs(data: Any, where: str) -> PairTable:
    """The pair table of a loaded pair file; a malformed file stops with one line naming what is wrong."""
    if not isinstance(data, dict):
        raise StresskitError(f"{where}: must be a mapping with {', '.join(PAIR_KEYS)}")
    unknown = [key for key in data if key not in PAIR_KEYS]
    if unknown:
        raise StresskitError(f"{where}: unknown key '{unknown[0]}'; allowed: {', '.join(PAIR_KEYS)}")
    groups = data.get("pairs")
    if not isinstance(groups, list) or not groups:
        raise StresskitError(f"{where}: 'pairs' must be a non-empty list of groups ({', '.join(GROUP_KEYS)})")
    agentive = data.get("agentive", [])
    activity = data.get("activity", [])
    unsure = data.get("unsure", {})
    for key, words in (("agentive", agentive), ("activity", activity)):
        if not (isinstance(words, list) and all(isinstance(word, str) for word in words)):
            raise StresskitError(f"{where}: '{key}' must be a list of intransitive verbs")
    if not (isinstance(unsure, dict) and all(isinstance(v, str) and v for v in unsure.values())):
        raise StresskitError(f"{where}: 'unsure' must map each verb to the reason it is skipped")
    pairs: list[VerbPair] = []
    for number, group in enumerate(groups, 1):
        group_where = f"{where}: pairs group {number}"
        if not isinstance(group, dict) or sorted(group) != sorted(GROUP_KEYS):
            raise StresskitError(f"{group_where} must have exactly the keys {', '.join(GROUP_KEYS)}")
        classes = str(group["class"]).split("/")
        if len(classes) != 2 or not set(classes) <= {GODAN, ICHIDAN}:
            raise StresskitError(f"{group_where}: class must be two of 五段/一段 (intransitive/transitive)")
        source = group["source"]
        if not (isinstance(source, str) and source.strip()):
            raise StresskitError(f"{group_where}: 'source' must say where the pairs come from")
        words = group["words"]
        if not (isinstance(words, list) and words):
            raise StresskitError(
                f"{group_where}: 'words' must be a non-empty list of intransitive/transitive"
            )
        for word in words:
            verbs = str(word).split("/")
            if len(verbs) != 2 or not all(verbs) or verbs[0] == verbs[1]:
                raise StresskitError(f"{group_where}: '{word}' is not written intransitive/transitive")
            intransitive, transitive = verbs
            pair = VerbPair(
                intransitive,
                transitive,
                _type(intransitive, classes[0], group_where),
                _type(transitive, classes[1], group_where),
                source.strip(),
                agentive=intransitive in agentive,
                activity=intransitive in activity,
            )
            if any((p.intransitive, p.transitive) == (intransitive, transitive) for p in pairs):
                raise StresskitError(f"{group_where}: {word} is listed twice")
            pairs.append(pair)
    listed = {pair.intransitive for pair in pairs} | {pair.transitive for pair in pairs}
    strays = [word for word in [*agentive, *activity, *unsure] if word not in listed]
    if strays:
        raise StresskitError(f"{where}: {strays[0]} is not a verb of any pair")
    reasons = dict(unsure)
    for pair in pairs:
        if _is_potential_of(pair.intransitive, pair.transitive, pair.transitive_type):
            reasons.setdefault(
                pair.intransitive,
                f"{pair.intransitive} is also the potential of {pair.transitive} ('can {pair.transitive}'):"
                f" its が-phrase may be what someone can {pair.transitive}, not what changed",
            )
    return PairTable(tuple(pairs), reasons)


PAIRS_FILE = ("builtin_rules", "lexicons", "lexical_causative_pairs.yaml")


@cache
def builtin_pairs() -> PairTable:
    """The built-in pair table (the rule loader has validated the same file)."""
    path = package_root().joinpath(*PAIRS_FILE)
    return parse_pairs(yaml.safe_load(path.read_text(encoding="utf-8")), f"lexicon file {path}")
