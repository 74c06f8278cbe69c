"""Is there Japanese text to rewrite at all? English premises parse, find no subject marked が, and would give an
empty result with exit 0; a run none of whose sentences holds a kana or kanji is a user error instead."""

from __future__ import annotations

import re
from collections.abc import Collection

from stresskit.errors import StresskitError, key
from stresskit.tables import shown
from stresskit.wording import counted

# Hiragana, katakana (full and half width), CJK ideographs (with extension A and the compatibility block).
_JAPANESE = re.compile("[\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]")


def has_japanese(text: str) -> bool:
    return _JAPANESE.search(text) is not None


def require_japanese(sentences: Collection[str], column: str) -> None:
    """Fail if there are sentences and not one of them holds Japanese text; `column` names where they came from."""
    if not sentences or any(has_japanese(text) for text in sentences):
        return
    example = shown(next(iter(sentences)), 60, quote=True)
    raise StresskitError(
        f"no Japanese text found: none of the {counted(len(sentences), 'distinct sentence')} in column "
        f"'{column}' holds kana or kanji (e.g. {example}) — stresskit rewrites Japanese sentences; "
        f"name the right column with {key('input.premise_col')}."
    )
