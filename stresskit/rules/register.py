"""The register of a sentence (session 13): particle-delete's `formal_register` condition (rules/particle-delete.yaml).

Particle drop (助詞脱落: 私ご飯食べた) is a feature of casual speech, and readers restore a dropped particle there. In
formal written prose — news reports, encyclopaedic text — the dropped form is no paraphrase a reader restores: two
nouns side by side read as one compound (×容疑者車両, ×最高気温30度). The evidence is explicit and written in
stresskit/data/register.yaml: written connectives (である, によって, において), dates (11月8日), titles of news prose
(容疑者, 首相, 氏), figures with counters (30人, 5%), and a density of Sino-Japanese compounds; a polite or contracted
form, a sentence-final particle or a first- or second-person pronoun marks the sentence as speech and outweighs them.

Registered with the other conditions (stresskit/rules/conditions.py names this module among its builtins)."""

from __future__ import annotations

import importlib.resources
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

import yaml

from stresskit.errors import StresskitError
from stresskit.parsing.clauses import Clause
from stresskit.rules import volition  # noqa: F401  (registered first: CONDITIONS lists the builtins in their order)
from stresskit.rules.conditions import CONDITIONS, BooleanCondition


@dataclass(frozen=True)
class Evidence:
    """One kind of register evidence: what it is called in a reason, and the pattern that finds it."""

    what: str
    pattern: re.Pattern[str]

    def found(self, text: str) -> str | None:
        match = self.pattern.search(text)
        return match.group(0) if match else None


@dataclass(frozen=True)
class RegisterEvidence:
    """stresskit/data/register.yaml, compiled."""

    formal: tuple[Evidence, ...]
    casual: tuple[Evidence, ...]
    long_compounds: int  # compounds of ≥3 kanji that mark written prose on their own
    past_compounds: int  # compounds of ≥2 kanji that mark a news narrative in the plain past


FILE = "register.yaml"


def _evidence(entries: Any, where: str) -> tuple[Evidence, ...]:
    if not isinstance(entries, list) or not entries:
        raise StresskitError(f"{FILE} {where}: expected a non-empty list of {{what, pattern}} entries")
    found = []
    for n, entry in enumerate(entries, 1):
        if not (isinstance(entry, dict) and sorted(entry) == ["pattern", "what"]):
            raise StresskitError(f"{FILE} {where} entry {n}: an entry has exactly 'what' and 'pattern'")
        try:
            pattern = re.compile(str(entry["pattern"]))
        except re.error as error:
            raise StresskitError(
                f"{FILE} {where} entry {n}: the pattern is no regular expression ({error})"
            ) from None
        found.append(Evidence(str(entry["what"]), pattern))
    return tuple(found)


def parse_register(raw: Any) -> RegisterEvidence:
    """The evidence of register.yaml, after checking its shape: version 1, non-empty `formal` and `casual` lists of
    {what, pattern} with patterns that compile, and `density` with positive integers `long` and `past`."""
    if not isinstance(raw, dict) or raw.get("version") != 1:
        raise StresskitError(f"{FILE}: expected a mapping with 'version: 1'")
    if sorted(raw) != ["casual", "density", "formal", "version"]:
        raise StresskitError(
            f"{FILE}: entries must be exactly formal, casual, density; found {', '.join(map(str, raw))}"
        )
    density = raw["density"]
    if not (
        isinstance(density, dict)
        and sorted(density) == ["long", "past"]
        and all(isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in density.values())
    ):
        raise StresskitError(f"{FILE} density: expected positive integers 'long' and 'past'")
    return RegisterEvidence(
        formal=_evidence(raw["formal"], "formal"),
        casual=_evidence(raw["casual"], "casual"),
        long_compounds=density["long"],
        past_compounds=density["past"],
    )


@cache
def register_evidence() -> RegisterEvidence:
    """data/register.yaml, read once and checked (parse_register)."""
    text = importlib.resources.files("stresskit.data").joinpath(FILE).read_text("utf-8")
    return parse_register(yaml.safe_load(text))


# A run of kanji; a kanji numeral with at most one counter kanji after it (二人, 三匹, 一台) is a count, no compound.
_KANJI_RUN = re.compile(r"[\u4e00-\u9fff々]{2,}")
_COUNT = re.compile(r"[一二三四五六七八九十百千万億兆何数]+[\u4e00-\u9fff々]?")
# The sentence ends in the plain form た or だ (…を発表した。, …する方針だ。): a report, not a scene (…している).
_PLAIN_PAST_END = re.compile(r"[ただ][」』]?[。．]?$")


def compounds(text: str, length: int) -> list[str]:
    """The runs of `length` or more kanji of the text that are no count (記者会見, 容疑者; not 二人)."""
    return [run for run in _KANJI_RUN.findall(text) if len(run) >= length and not _COUNT.fullmatch(run)]


def formal_evidence(text: str) -> list[str]:
    """What marks the sentence as formal written prose ("the date 11月8日", "3 compounds of three or more kanji
    (…)"), or [] when nothing does or when casual evidence marks it as speech."""
    evidence = register_evidence()
    if any(item.found(text) for item in evidence.casual):
        return []
    found = [f"{item.what} {hit}" for item in evidence.formal if (hit := item.found(text))]
    long = compounds(text, 3)
    if len(long) >= evidence.long_compounds:
        found.append(f"{len(long)} compounds of three or more kanji ({'、'.join(long)})")
    elif _PLAIN_PAST_END.search(text.strip()):
        short = compounds(text, 2)
        if len(short) >= evidence.past_compounds:
            found.append(
                f"a narrative in the plain past with {len(short)} kanji compounds ({'、'.join(short)})"
            )
    return found


@CONDITIONS.register
class FormalRegister(BooleanCondition):
    """`formal_register: false`: skip a sentence written in formal written register (stresskit/data/register.yaml):
    one piece of written evidence (a written connective, a date, a title, a figure with its counter, or a density of
    Sino-Japanese compounds) and no casual evidence (a polite or contracted form, a sentence-final particle, a first-
    or second-person pronoun). Particle drop is a feature of casual speech; in formal written prose the dropped
    form reads as compounds glued together, no paraphrase a reader restores."""

    name = "formal_register"
    example = False
    present = ""  # the reason names the evidence (reason below)
    missing = "the sentence shows no evidence of formal written prose"

    def holds(self, clause: Clause, clauses: Sequence[Clause]) -> bool:
        return bool(formal_evidence(clause.predicate.doc.text))

    def reason(self, clause: Clause, clauses: Sequence[Clause]) -> str | None:
        found = formal_evidence(clause.predicate.doc.text)
        if bool(found) is self.value:
            return None
        if not found:
            return self.missing
        return (
            f"the sentence is formal written prose ({'; '.join(found)}; no polite or contracted form, sentence-final "
            "particle or first- or second-person pronoun): particles are dropped in casual speech; in formal written "
            "prose the dropped form is no paraphrase a reader restores"
        )
