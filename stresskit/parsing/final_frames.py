"""Sentence-final frames after a clause: hearsay (〜という, 〜とのことだ), evidential or planned (〜模様だ, 〜予定だ)
and control (〜つもりだ, 〜方針だ) material that follows the predicate the sentence is about.

The parse makes the frame the sentence's root (つもり, いう, こと) and the predicate before it a dependent, so
the clause view would take that predicate's は-topic for a subordinate clause's (issue 20, heldout-f:
彼は音楽会に行くつもりだ, 警察署は…持ち主を探しているという). This module finds the frame from explicit evidence:
the frame words (data/clause_lexicons.yaml `final_frame_nouns`, `final_control_nouns`, `final_hearsay_endings`,
each with its reason), the predicate right before them, nothing after them but a copula and punctuation, and no
が-subject of the predicate's own (東京は雨が降る模様だ: the topic is no subject). It reads the clause view's
repaired tree (parsing/clauses.py `_RepairedTree`) through the small protocol below.
"""

from __future__ import annotations

import importlib.resources
from dataclasses import dataclass
from functools import cache
from typing import Protocol

import yaml

HEARSAY, PLAN, CONTROL = "hearsay", "plan", "control"
# Words that may follow the frame: punctuation, sentence-final particles, the copula and its forms (だ, です,
# でした, だった, である).
_TAIL_TAGS = ("補助記号", "助詞-終助詞", "助動詞")
_ARGUMENT_DEPS = frozenset({"nsubj", "nsubj:pass", "obj", "iobj", "obl", "csubj"})


class _Tree(Protocol):
    heads: list[int]
    text: list[str]
    lemma: list[str]
    tag: list[str]
    pos: list[str]
    dep: list[str]
    inflection: list[str]
    children: list[list[int]]

    def subtree(self, i: int) -> list[int]: ...

    def _particle_indices(self, head: int, end: int) -> list[int]: ...

    def _bunsetsu_end(self, i: int) -> int: ...


@dataclass(frozen=True)
class FinalFrame:
    """The frame after a clause's predicate: its words as written and its kind (hearsay, plan or control)."""

    words: str
    kind: str


@dataclass(frozen=True)
class _Lexicons:
    nouns: frozenset[str]
    control: frozenset[str]
    hearsay: frozenset[str]


@cache
def _lexicons() -> _Lexicons:
    text = importlib.resources.files("stresskit.data").joinpath("clause_lexicons.yaml").read_text("utf-8")
    raw = yaml.safe_load(text)

    def words(name: str) -> frozenset[str]:
        return frozenset(str(word) for word in raw[name]["words"])

    return _Lexicons(words("final_frame_nouns"), words("final_control_nouns"), words("final_hearsay_endings"))


def _particles(tree: _Tree, phrase: int) -> list[str]:
    return [tree.text[k] for k in tree._particle_indices(phrase, tree._bunsetsu_end(phrase))]


def _tail_is_copula(tree: _Tree, start: int) -> bool:
    """Nothing but punctuation, sentence-final particles and the copula (だ, です, で|ある) from `start` on."""
    for k in range(start, len(tree.text)):
        if tree.tag[k].startswith(_TAIL_TAGS):
            continue
        if tree.lemma[k] == "ある" and k > start and tree.text[k - 1] == "で":
            continue  # である
        return False
    return True


def _tail_is_final(tree: _Tree, start: int) -> bool:
    """Nothing but punctuation and sentence-final particles from `start` on."""
    return all(tree.tag[k].startswith(("補助記号", "助詞-終助詞")) for k in range(start, len(tree.text)))


def frame_after(tree: _Tree, i: int) -> tuple[FinalFrame, int] | None:
    """The frame right after predicate i and the frame's root token, when i hangs on the sentence's root and the
    root is the frame, or None. The clause of i must have no が-phrase of its own (the topic would be no subject)."""
    root = tree.heads[i]
    if root == i or tree.heads[root] != root or root < i:
        return None
    own = set(tree.subtree(i))
    k = i + 1
    # The predicate's own auxiliaries (た, て|いる, する) up to its first case particle or the frame.
    while k < root and k in own and not tree.tag[k].startswith(("助詞-格助詞", "補助記号")):
        k += 1
    lexicons = _lexicons()
    frame: FinalFrame | None = None
    if k == root and tree.pos[root] == "NOUN" and "連体形" in tree.inflection[k - 1]:
        if tree.lemma[root] in lexicons.nouns:
            frame = FinalFrame(tree.text[root], PLAN)
        elif tree.lemma[root] in lexicons.control:
            frame = FinalFrame(tree.text[root], CONTROL)
        if frame is None or not _tail_is_copula(tree, root + 1):
            return None
    elif tree.text[k] == "と" and tree.tag[k].startswith("助詞-格助詞"):
        if k + 1 == root and tree.text[root] == "いう" and "終止形" in tree.inflection[root]:
            if "という" not in lexicons.hearsay or not _tail_is_final(tree, root + 1):
                return None
            frame = FinalFrame("という", HEARSAY)
        elif k + 2 == root and tree.text[k + 1] == "の" and tree.lemma[root] in ("こと", "事"):
            if "とのこと" not in lexicons.hearsay or not _tail_is_copula(tree, root + 1):
                return None
            frame = FinalFrame("とのこと", HEARSAY)
        else:
            return None
    else:
        return None
    arguments = [a for a in tree.children[i] if tree.dep[a] in _ARGUMENT_DEPS]
    marked = [set(_particles(tree, a)) for a in arguments]
    if any("が" in particles for particles in marked) and any("は" in particles for particles in marked):
        return None  # 東京は雨が降る模様だ: the clause has a subject of its own, and the topic is none
    return frame, root


def topics_to_lower(tree: _Tree, i: int, frame: FinalFrame, root: int) -> list[int] | None:
    """The は-topics the parse hangs on the frame's root (私は|…訪れる|つもりです: 私 → つもり) that belong to
    predicate i: every argument of the root stands before i and is a は-topic, and i has no subject phrase of its own.
    None when the root has an argument that is not such a topic (彼は…といった: a sayer), [] when it has none."""
    root_arguments = [a for a in tree.children[root] if tree.dep[a] in _ARGUMENT_DEPS and a != i]
    if not root_arguments:
        return []
    if frame.words == "という":
        return None  # a phrase of いう's own is its sayer, not the clause's topic
    start = min(tree.subtree(i))
    if any(a >= start or _particles(tree, a) != ["は"] for a in root_arguments):
        return None
    own = [a for a in tree.children[i] if tree.dep[a] in _ARGUMENT_DEPS]
    if any(set(_particles(tree, a)) & {"が", "は", "も"} for a in own):
        return None
    return root_arguments
