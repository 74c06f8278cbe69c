"""Small facts about written Japanese that several layers read: which script a word is written in, and the
counters of time, in three lists for three different jobs.

- `DURATION_COUNTERS`: a number with one of them says how long something lasted (1日, 3時間, 2週間); a noun of
  an event right before it reads as that long (停電1日 'a one-day outage').
- `ADVERBIAL_COUNTERS`: a number with one of them is an adverbial of the clause — a date or time (1967年, 6月),
  a length, a frequency (6回, 2度) or an age (30歳) — never a quantity floated off a phrase (学生が二人).
- `DATE_COUNTERS`: a number with one of them names a point or period in time that dates an event (2004年,
  13世紀, 1990年代, 6月, 5日, 江戸時代).
"""

from __future__ import annotations


def is_kanji(text: str) -> bool:
    """Every character is a CJK ideograph (工場, 人命); False for the empty string."""
    return bool(text) and all("\u4e00" <= char <= "\u9fff" for char in text)


def has_kanji(text: str) -> bool:
    """At least one character is a CJK ideograph (支払い, 調べ)."""
    return any("\u4e00" <= char <= "\u9fff" for char in text)


def is_katakana(text: str) -> bool:
    """Every character is katakana (ボール, テニス); False for the empty string."""
    return bool(text) and all("\u30a0" <= char <= "\u30ff" for char in text)


def is_hiragana(text: str) -> bool:
    """Every character is hiragana; False for the empty string."""
    return bool(text) and all("\u3040" <= char <= "\u309f" for char in text)


# Counters of a length of time: 停電|1日 reads as 'a one-day outage'.
DURATION_COUNTERS = frozenset(
    {"日", "日間", "月", "か月", "ヶ月", "カ月", "年", "年間", "時", "時間", "週", "週間", "分", "秒"}
)
# Counters of a date, a length, a frequency or an age: 1967年、 6回 are adverbials of the clause, not floated off
# a phrase.
ADVERBIAL_COUNTERS = frozenset(
    "年 月 日 時 分 秒 世紀 年代 年間 時間 週 週間 日間 か月 ヶ月 カ月 ヵ月 回 度 歳 才".split()
)
# Counters of a date (2004年, 13世紀, 6月): a number with one of them dates an event.
DATE_COUNTERS = ("年", "世紀", "年代", "月", "日", "時代")
