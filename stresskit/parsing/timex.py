"""Japanese time expressions: durations (3年, 三か月, 2週間, 5時間), dates (2019年11月5日) and the interval
arithmetic that labels temporal inferences.

A small normaliser of our own rather than a dependency: ja-timex (PyPI) recognises these expressions well,
but it reports no 以内/以上/ちょうど modifier (the part the labels depend on) and pulls in a pre-release of
pendulum; what temporal derivations need is the few patterns below, with exact arithmetic.

Amounts are compared exactly inside one family of units: calendar units in months (年 = 12, か月 = 1) and
clock units in minutes (週間, 日, 時間, 分). Across the families (1か月 vs 30日) the relation is undetermined,
and the comparison returns None, so that no pair is made.
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass

from stresskit.conventions import LABELS

ENTAILMENT, NEUTRAL, CONTRADICTION = LABELS

_KANJI_DIGITS = {"〇": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_KANJI_UNITS = {"十": 10, "百": 100, "千": 1000}
NUMBER = r"[0-9０-９]+|[〇一二三四五六七八九十百千]+"

# unit text → (family, size in the family's base unit)
CALENDAR, CLOCK = "calendar", "clock"
UNITS: dict[str, tuple[str, int]] = {
    "年": (CALENDAR, 12),
    "か月": (CALENDAR, 1),
    "ヶ月": (CALENDAR, 1),
    "カ月": (CALENDAR, 1),
    "ヵ月": (CALENDAR, 1),
    "箇月": (CALENDAR, 1),
    "週間": (CLOCK, 7 * 24 * 60),
    "日": (CLOCK, 24 * 60),
    "時間": (CLOCK, 60),
    "分": (CLOCK, 1),
}
# How a hypothesis writes an amount in each family's smaller unit (3年 → 36か月, 2日 → 48時間).
SMALLER_UNIT = {"年": "か月", "日": "時間", "時間": "分"}

# 以内(に): at most; 以上: at least; ちょうど N: exactly; a bare N年(間) with a durative verb: exactly.
WITHIN, AT_LEAST, EXACTLY = "以内", "以上", "ちょうど"
_UNIT_PATTERN = "|".join(sorted(map(re.escape, UNITS), key=len, reverse=True))
DURATION = re.compile(
    rf"(?P<exactly>ちょうど)?(?P<amount>{NUMBER})(?P<unit>{_UNIT_PATTERN})(?P<kan>間)?(?P<mod>以内|以上)?"
)
DATE = re.compile(rf"(?P<year>{NUMBER})年(?:(?P<month>{NUMBER})月(?:(?P<day>{NUMBER})日)?)?")
# A date whose year may be left to the context (3月, 3月5日), as deadlines often are (3月までに).
YEARLESS_DATE = re.compile(rf"(?P<month>{NUMBER})月(?:(?P<day>{NUMBER})日)?")
# A point counted back from a stated now (3年前, 2か月前, 5日前).
BEFORE_NOW = re.compile(rf"(?P<amount>{NUMBER})(?P<unit>年|か月|ヶ月|カ月|ヵ月|日)前")
# A clock time (7時, 午後3時半, 10時30分); not a span of hours (5時間).
CLOCK_TIME = re.compile(rf"(?:午前|午後)?(?:{NUMBER})時(?!間)(?:(?:{NUMBER})分|半)?")
DAY = "day"  # the family of points in time, in day ordinals (see Date.days)


def parse_number(text: str) -> int | None:
    """An arabic (half- or full-width) or kanji numeral (三, 十二, 二十四, 二〇一九) as an int, or None."""
    if not text:
        return None
    digits = text.translate(str.maketrans("０１２３４５６７８９", "0123456789"))
    if digits.isdigit():
        return int(digits)
    if all(c in _KANJI_DIGITS for c in text):  # 二〇一九: digit by digit
        return int("".join(str(_KANJI_DIGITS[c]) for c in text))
    total, current = 0, 0
    for char in text:
        if char in _KANJI_DIGITS:
            current = _KANJI_DIGITS[char]
        elif char in _KANJI_UNITS:
            total += (current or 1) * _KANJI_UNITS[char]
            current = 0
        else:
            return None
    return total + current


@dataclass(frozen=True)
class Duration:
    """An amount of one unit (3年, 36か月), as written."""

    amount: int
    unit: str

    @property
    def family(self) -> str:
        return UNITS[self.unit][0]

    @property
    def size(self) -> int:
        """The amount in its family's base unit (months or minutes)."""
        return self.amount * UNITS[self.unit][1]

    def text(self) -> str:
        return f"{self.amount}{self.unit}"


@dataclass(frozen=True)
class DurationPhrase:
    """A duration with what bounds it (以内, 以上, ちょうど, or none), at characters [start, end) of a text."""

    duration: Duration
    bound: str | None
    start: int
    end: int
    kan: bool  # written with 間 (2年間)

    def interval(self, durative: bool) -> Interval | None:
        """The set of amounts (in base units) the phrase allows; a bare amount means exactly that much only
        with a durative predicate (2年住んだ), otherwise None."""
        size = self.duration.size
        if self.bound == WITHIN:
            return Interval(self.duration.family, 0, size)
        if self.bound == AT_LEAST:
            return Interval(self.duration.family, size, None)
        if self.bound == EXACTLY or durative:
            return Interval(self.duration.family, size, size)
        return None


def find_durations(text: str) -> list[DurationPhrase]:
    """The duration phrases of a text, in order (3年以内, ちょうど2年, 5時間以上, 2年間)."""
    found = []
    for match in DURATION.finditer(text):
        amount = parse_number(match["amount"])
        if amount is None or amount == 0:
            continue
        if (
            match["unit"] == "年"
            and not (match["kan"] or match["mod"])
            and _is_year(amount, text, match.end())
        ):
            continue  # 2019年11月, 2015年から: a date, not a duration
        if not match["mod"] and text[match.end() : match.end() + 1] in ("前", "後"):
            continue  # 3年前, 2時間後に: a point counted from another, not a duration
        bound = match["mod"] or (EXACTLY if match["exactly"] else None)
        found.append(
            DurationPhrase(
                Duration(amount, match["unit"]), bound, match.start(), match.end(), bool(match["kan"])
            )
        )
    return found


def _is_year(amount: int, text: str, end: int) -> bool:
    """Whether N年 names a year (2015年から, 2019年11月) rather than a span of N years."""
    return amount >= 100 or re.match(rf"(?:{NUMBER})月", text[end:]) is not None


@dataclass(frozen=True)
class Interval:
    """A closed interval of amounts in one family's base unit; `high` None is unbounded."""

    family: str
    low: int
    high: int | None

    def contains(self, other: Interval) -> bool:
        upper = self.high is None or (other.high is not None and other.high <= self.high)
        return self.low <= other.low and upper

    def disjoint(self, other: Interval) -> bool:
        return (self.high is not None and self.high < other.low) or (
            other.high is not None and other.high < self.low
        )


def interval_label(premise: Interval, hypothesis: Interval) -> str | None:
    """The label of 'the amount is in `premise`' ⇒ 'the amount is in `hypothesis`': entailment when the
    hypothesis's interval contains the premise's, contradiction when they are disjoint, neutral when they
    overlap; None across unit families (1か月 vs 30日), where it is undetermined."""
    if premise.family != hypothesis.family:
        return None
    if hypothesis.contains(premise):
        return ENTAILMENT
    if premise.disjoint(hypothesis):
        return CONTRADICTION
    return NEUTRAL


@dataclass(frozen=True)
class Date:
    """A calendar date as precise as written: a year, a month of it, or a day. `year` is None for a date
    whose year the context gives (3月までに): such dates compare only with dates of the same unstated year."""

    year: int | None
    month: int | None = None
    day: int | None = None

    def days(self) -> Interval:
        """The days the date may name, as ordinals (every month 32 days long: the ordinals order and
        contain as the dates do, and no arithmetic across month lengths is needed)."""
        base = (self.year or 0) * 12 * 32
        if self.month is None:
            return Interval(DAY, base, base + 12 * 32 - 1)
        base += (self.month - 1) * 32
        if self.day is None:
            return Interval(DAY, base, base + 31)
        return Interval(DAY, base + self.day - 1, base + self.day - 1)

    def shifted(self, steps: int) -> Date | None:
        """The date `steps` of its own unit later (2019年 → 2020年, 3月 → 4月, 5日 → 6日), or None when that
        leaves an unstated year (12月 → 1月) or a month's days."""
        if self.month is None:
            return None if self.year is None else Date(self.year + steps)
        if self.day is None:
            index = (self.year or 0) * 12 + self.month - 1 + steps
            if self.year is None and not 0 <= index < 12:
                return None
            return Date(index // 12 if self.year is not None else None, index % 12 + 1)
        if not 1 <= self.day + steps <= 28:
            return None
        return Date(self.year, self.month, self.day + steps)

    def months(self) -> tuple[int, int]:
        """The first and last month (as year * 12 + month - 1) the date may fall in."""
        year = self.year or 0
        if self.month is None:
            return year * 12, year * 12 + 11
        return (year * 12 + self.month - 1,) * 2

    def text(self) -> str:
        return (
            (f"{self.year}年" if self.year is not None else "")
            + (f"{self.month}月" if self.month else "")
            + (f"{self.day}日" if self.day else "")
        )


def parse_date(text: str, *, yearless: bool = False) -> Date | None:
    """The date a whole text states (2019年11月, 2019年11月5日; with `yearless`, also 3月, 3月5日), or None."""
    match = DATE.fullmatch(text) or (YEARLESS_DATE.fullmatch(text) if yearless else None)
    if match is None:
        return None
    groups = match.groupdict()
    year = parse_number(groups["year"]) if groups.get("year") else None
    month = parse_number(match["month"]) if match["month"] else None
    day = parse_number(match["day"]) if match["day"] else None
    if (
        (year is None and "year" in groups)
        or (month is not None and not 1 <= month <= 12)
        or (day is not None and not 1 <= day <= 31)
    ):
        return None
    return Date(year, month, day)


def elapsed_months(start: Date, end: Date) -> Interval:
    """How many whole months may have passed from some day of `start` to some day of `end`.

    From month index s to month index n, between n - s - 1 (the last day of s to the first of n) and n - s
    whole months (the first day of s to the last of n), over every month each date allows."""
    first_start, last_start = start.months()
    first_end, last_end = end.months()
    return Interval(CALENDAR, max(0, first_end - last_start - 1), last_end - first_start)


def before_now(text: str, now: Date) -> Date | None:
    """The point a whole text counts back from `now` (3年前 → the year three years before now's; 2か月前 →
    that month), as precise as its unit, or None when `now` is not that precise or the text is no such point."""
    match = BEFORE_NOW.fullmatch(text)
    amount = parse_number(match["amount"]) if match else None
    if match is None or amount is None or now.year is None:
        return None
    if match["unit"] == "年":
        return Date(now.year - amount)
    if match["unit"] == "日":
        if now.month is None or now.day is None:
            return None
        day = datetime.date(now.year, now.month, now.day) - datetime.timedelta(days=amount)
        return Date(day.year, day.month, day.day)
    if now.month is None:
        return None
    index = now.year * 12 + now.month - 1 - amount
    return Date(index // 12, index % 12 + 1)


def state_label(since: Interval | None, until: Interval, point: Interval) -> str:
    """The label of 'a state held from some day of `since` (or from any earlier day) to some day of
    `until`' ⇒ 'it held on some day of `point`': entailment when every such stretch meets `point`,
    contradiction when none does (`point` after `until`, or before `since`), else neutral."""
    latest_start = since.high if since is not None else until.high
    assert until.high is not None and point.high is not None and latest_start is not None
    if latest_start <= point.high and until.low >= point.low:
        return ENTAILMENT
    if point.low > until.high or (since is not None and point.high < since.low):
        return CONTRADICTION
    return NEUTRAL


def deadline_label(deadline: Interval, point: Interval, *, by: bool) -> str:
    """The label of 'the event happened by (on or before some day of) `deadline`' ⇒ 'it happened by
    `point`' (`by`: entailment when `point` ends no earlier) or 'it happened in `point`' (contradiction
    when `point` starts after the deadline); otherwise neutral: the event may have been long before."""
    assert deadline.high is not None and point.high is not None
    if by:
        return ENTAILMENT if deadline.high <= point.high else NEUTRAL
    return CONTRADICTION if point.low > deadline.high else NEUTRAL


# The time formats a text may use (inoculate --split-by time-format), in the order groups are listed.
TIME_FORMATS = ("date", "duration", "clock", "relative")
RELATIVE_WORDS = re.compile(
    "一昨日|昨日|今日|明日|明後日|今朝|昨夜|今夜|先週|今週|来週|先月|今月|来月|去年|昨年|今年|来年|"
    rf"(?:{NUMBER})(?:年|か月|ヶ月|カ月|ヵ月|週間|日)前"
)
# The magnitude of the amounts a text states (inoculate --split-by time-span), smallest first.
TIME_SPANS = ("hours", "days", "months", "years")


def time_formats(text: str) -> tuple[str, ...]:
    """Which time formats a text uses: a date (2019年, 3月5日), a duration (3年以内, 5時間), a clock time (7時),
    a point relative to now (昨日, 先週, 3年前); in TIME_FORMATS order, none for a text without time words."""
    durations = find_durations(text)
    masked = list(text)
    for phrase in durations:
        masked[phrase.start : phrase.end] = " " * (phrase.end - phrase.start)
    rest = "".join(masked)
    relative = bool(RELATIVE_WORDS.search(rest))
    rest = RELATIVE_WORDS.sub(lambda m: " " * len(m[0]), rest)
    dates = [m for m in DATE.finditer(rest) if m["month"] or (parse_number(m["year"]) or 0) >= 100]
    found = {
        "date": bool(dates or YEARLESS_DATE.search(rest)),
        "duration": bool(durations),
        "clock": bool(CLOCK_TIME.search(rest)),
        "relative": relative,
    }
    return tuple(name for name in TIME_FORMATS if found[name])


def time_spans(text: str) -> tuple[str, ...]:
    """The magnitudes of a text's durations: under a day (hours, minutes), days and weeks, months (under a
    year), years; in TIME_SPANS order, none for a text that states no duration."""
    found = set()
    for phrase in find_durations(text):
        duration = phrase.duration
        if duration.family == CLOCK:
            found.add("hours" if duration.size < 24 * 60 else "days")
        else:
            found.add("months" if duration.size < 12 else "years")
    return tuple(name for name in TIME_SPANS if name in found)
