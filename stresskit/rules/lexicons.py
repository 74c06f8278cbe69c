"""Word lists that several rule files share (body parts, path verbs, …), each defined once.

A lexicon is a YAML file in rules/lexicons/ (or in a `lexicons/` folder next to a user's rule files,
which adds lexicons and replaces built-in ones of the same name); its name is the file name:

    # rules/lexicons/reflexives.yaml
    version: 1
    description: reflexive nouns, bound by the subject
    words: [自分, 自身]

An op file may also declare lexicons of its own under `lexicons:` (name → word list, or name →
{description, words}); they take precedence over the shared ones. Rules refer to a lexicon by `$name` inside
a word list: `NOT_IN: [$body_parts, 煙]`. A lexicon keeps its name and description, so a skip caused by one
of its words can say why (`lexicon_reasons`).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from stresskit.errors import StresskitError
from stresskit.operations.verb_pairs import parse_pairs
from stresskit.rules.files import read_yaml

LEXICON_KEYS = ("version", "description", "words")
REFERENCE = "$"


class Lexicon(frozenset[str]):
    """A lexicon's words, with its name and its description (the linguistic reason it exists)."""

    name: str
    description: str

    def __new__(cls, words: Any, name: str = "", description: str = "") -> Lexicon:
        lexicon = super().__new__(cls, words)
        lexicon.name = name
        lexicon.description = " ".join(description.split())
        return lexicon


class UsageRecorder(dict[str, frozenset[str]]):
    """Lexicons by name that remember which names were looked up (the ones an op file uses)."""

    def __init__(self, lexicons: Mapping[str, frozenset[str]]) -> None:
        super().__init__(lexicons)
        self.used: set[str] = set()

    def __getitem__(self, name: str) -> frozenset[str]:
        self.used.add(name)
        return super().__getitem__(name)


def load_lexicons(
    directories: list[Path], digests: dict[Path, str] | None = None
) -> tuple[dict[str, frozenset[str]], dict[str, Path]]:
    """The lexicons of the directories and the file each came from; later ones replace earlier ones.
    `digests` gets each file's content hash (rules/files.py read_yaml)."""
    lexicons: dict[str, frozenset[str]] = {}
    sources: dict[str, Path] = {}
    for directory in directories:
        for path in sorted(directory.glob("*.yaml")):
            data = read_yaml(path, "lexicon file", digests)
            if isinstance(data, dict) and "pairs" in data:
                for name, lexicon in _pair_lexicons(path, data).items():
                    lexicons[name], sources[name] = lexicon, path
                continue
            unknown = [key for key in data if key not in LEXICON_KEYS]
            if unknown:
                raise StresskitError(
                    f"lexicon file {path}: unknown key '{unknown[0]}'; allowed: {', '.join(LEXICON_KEYS)}"
                )
            words = data.get("words")
            if not (isinstance(words, list) and words and all(isinstance(w, str) and w for w in words)):
                raise StresskitError(f"lexicon file {path}: 'words' must be a non-empty list of words")
            lexicons[path.stem] = Lexicon(words, path.stem, str(data.get("description", "")))
            sources[path.stem] = path
    return lexicons, sources


def _pair_lexicons(path: Path, data: dict[str, Any]) -> dict[str, Lexicon]:
    """A 自他 pair file (operations/verb_pairs.py) as three word lists: NAME, its intransitives that are no act of
    their subject's own; NAME_agentive, the others; NAME_transitive, their transitive partners."""
    table = parse_pairs(data, f"lexicon file {path}")
    description = str(data.get("description", ""))
    name = path.stem
    agentive = (
        f"{description.rstrip().rstrip('.')}; the intransitive is also an act of its subject's own, so a"
        " person or an animal is made to do it with させる, and only a thing takes the transitive partner"
    )
    return {
        name: Lexicon(table.intransitives(agentive=False), name, description),
        f"{name}_agentive": Lexicon(table.intransitives(agentive=True), f"{name}_agentive", agentive),
        f"{name}_transitive": Lexicon(
            table.transitives(), f"{name}_transitive", "Transitive partners of the 自他 pairs in " + name
        ),
    }


def resolve_words(value: Any, lexicons: Mapping[str, frozenset[str]], where: str) -> frozenset[str]:
    """A word list from a rule file: words and `$lexicon` references, as one set."""
    if not isinstance(value, list) or not all(isinstance(item, str) and item for item in value):
        raise StresskitError(f"{where} must be a list of words (or $lexicon names), not {value!r}")
    words: set[str] = set()
    for item in value:
        if item.startswith(REFERENCE):
            name = item[len(REFERENCE) :]
            if name not in lexicons:
                known = ", ".join(sorted(lexicons)) or "none"
                raise StresskitError(f"{where}: unknown lexicon '{name}'; known lexicons: {known}")
            words |= lexicons[name]
        else:
            words.add(item)
    return frozenset(words)


def lexicon_reasons(value: Any, lexicons: Mapping[str, frozenset[str]]) -> dict[str, str]:
    """For each word a `$lexicon` reference of the word list brings in: that lexicon's name and description.

    Words written in the list itself have none; a word in several lexicons gets the first one's."""
    reasons: dict[str, str] = {}
    for item in value if isinstance(value, list) else ():
        if not (isinstance(item, str) and item.startswith(REFERENCE)):
            continue
        lexicon = lexicons.get(item[len(REFERENCE) :])
        if lexicon is None:
            continue
        name = getattr(lexicon, "name", "") or item[len(REFERENCE) :]
        description = getattr(lexicon, "description", "")
        reason = f"{name}: {description.rstrip('.')}" if description else name
        for word in sorted(lexicon):
            reasons.setdefault(word, reason)
    return reasons
