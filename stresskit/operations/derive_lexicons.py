"""The derivations' lexicons (stresskit/data/derive_lexicons.yaml), read and checked once per process.

Each entry has a `reason` and either `words` or `classes` (each class a `reason` and `words`); an entry's words
are the union of its classes'. A file that breaks this shape fails at load with the entry named.
"""

from __future__ import annotations

import importlib.resources
from functools import cache
from typing import Any

import yaml

from stresskit.errors import StresskitError

FILE = "derive_lexicons.yaml"
# The entries the derivations read; the file must define exactly these.
ENTRIES = (
    "adverbial_suru_nouns",
    "duration_adverbs",
    "once_only_events",
    "downward_predicates",
    "rarity_predicates",
    "modal_nouns",
    "same_time_anaphors",
    "adverbial_te_verbs",
    "emotion_adjectives",
    "generic_heads",
    "wish_verbs",
    "absorption_verbs",
    "contest_outcomes",
    "time_frame_words",
    "culmination_adverbs",
    "performative_formulas",
    "time_word_names",
    "hedges",
    "opening_connectives",
    "state_verbs",
    "resolve_verbs",
    "settled_acts",
    "gradual_changes",
    "complement_nouns",
    "partner_nouns",
    "activity_nouns",
)


def _words(value: Any, where: str) -> frozenset[str]:
    if not (isinstance(value, list) and value and all(isinstance(w, str) and w for w in value)):
        raise StresskitError(f"{where}: 'words' must be a non-empty list of words")
    if len(set(value)) != len(value):
        raise StresskitError(f"{where}: a word is listed twice")
    return frozenset(value)


def _reason(entry: dict[str, Any], where: str) -> None:
    reason = entry.get("reason")
    if not (isinstance(reason, str) and reason.strip()):
        raise StresskitError(f"{where}: every entry and class needs its 'reason'")


def parse_derive_lexicons(data: Any, source: str = FILE) -> dict[str, frozenset[str]]:
    """The entries' words by name, after checking the file's shape (module docstring)."""
    if not isinstance(data, dict) or data.get("version") != 1:
        raise StresskitError(f"{source}: expected a mapping with 'version: 1'")
    names = [name for name in data if name != "version"]
    if sorted(names) != sorted(ENTRIES):
        raise StresskitError(
            f"{source}: entries must be exactly {', '.join(ENTRIES)}; found {', '.join(names)}"
        )
    lexicons: dict[str, frozenset[str]] = {}
    for name in ENTRIES:
        entry, where = data[name], f"{source} {name}"
        if not isinstance(entry, dict) or set(entry) - {"reason", "words", "classes"}:
            raise StresskitError(f"{where}: an entry has 'reason' and 'words' or 'classes'")
        _reason(entry, where)
        if ("words" in entry) == ("classes" in entry):
            raise StresskitError(f"{where}: give either 'words' or 'classes'")
        if "words" in entry:
            lexicons[name] = _words(entry["words"], where)
            continue
        classes = entry["classes"]
        if not (isinstance(classes, list) and classes):
            raise StresskitError(f"{where}: 'classes' must be a non-empty list")
        words: set[str] = set()
        for n, item in enumerate(classes, 1):
            class_where = f"{where} class {n}"
            if not isinstance(item, dict) or set(item) != {"reason", "words"}:
                raise StresskitError(f"{class_where}: a class has exactly 'reason' and 'words'")
            _reason(item, class_where)
            class_words = _words(item["words"], class_where)
            if words & class_words:
                raise StresskitError(f"{class_where}: {sorted(words & class_words)[0]} is in two classes")
            words |= class_words
        lexicons[name] = frozenset(words)
    return lexicons


@cache
def derive_lexicons() -> dict[str, frozenset[str]]:
    """stresskit/data/derive_lexicons.yaml's entries by name, read once."""
    text = importlib.resources.files("stresskit.data").joinpath(FILE).read_text("utf-8")
    return parse_derive_lexicons(yaml.safe_load(text))


def derive_lexicon(name: str) -> frozenset[str]:
    """One entry's words (its classes' union)."""
    return derive_lexicons()[name]
