"""Bunsetsu trees as bracketed text (nltk.Tree), for slides and papers: 見ている (女の子が 小さな) 女性を.

Each bunsetsu heads the bracket of the bunsetsu that depend on it, in sentence order; a bunsetsu with no
dependents is a bare leaf. A sentence with several roots (GiNZA sometimes leaves a fragment unattached) gets
one bracket per root under a node named S.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from stresskit.errors import StresskitError
from stresskit.teaching.explain import Bunsetsu

ROOT_LABEL = "S"


def bunsetsu_tree(bunsetsu: Sequence[Bunsetsu]) -> Any:
    """The nltk.Tree of a sentence's bunsetsu; `str(tree)` is the bracketed form, `tree.pretty_print()` draws it."""
    try:
        from nltk import Tree  # lazy: only this export needs nltk
    except ImportError as error:
        raise StresskitError(f"bracketed trees need nltk ({error}): pip install 'stresskit[nltk]'") from error
    children: dict[int | None, list[Bunsetsu]] = {}
    for item in bunsetsu:
        children.setdefault(item.head, []).append(item)

    def build(item: Bunsetsu) -> Any:
        below = children.get(item.index, [])
        return Tree(item.text, [build(child) for child in below]) if below else item.text

    roots = [build(root) for root in children.get(None, [])]
    if len(roots) == 1 and isinstance(roots[0], Tree):
        return roots[0]
    return Tree(ROOT_LABEL, roots)


def bracketed(bunsetsu: Sequence[Bunsetsu]) -> str:
    """One line: (見ている (女の子が 小さな) 女性を)."""
    return bunsetsu_tree(bunsetsu).pformat(margin=10**6)
