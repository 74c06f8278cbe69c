"""The annotation kit: a blind, stratified sheet of perturbed or derived pairs for people to label, and the
human reference row computed from the filled sheets.

Export reads a file `stresskit perturb` wrote (perturbed pairs) or one `stresskit generate` wrote (derived
pairs), told apart by their columns. It draws up to `per_group` rows per stratum — perturbed: op × case pair ×
gold label (or per phenomenon tag); derived: phenomenon × heuristic × gold label (or per phenomenon) — each
stratum with its own seeded generator, shuffles them, and numbers them in sheet order. Annotators see only the
item id, the premise and the hypothesis; the rest goes to the key file (perturbed: op, pair, rule, gold and
expected label, original premise; derived: phenomenon, heuristic, rule, gold label).

Import reads the sheets (one per annotator, or several annotators in one sheet told apart by the annotator
column), takes each item's majority label (more than half of its labels; JSICK-stress: 2 of 3) and
naturalness, measures agreement with nltk's `AnnotationTask` (Krippendorff's α over all labels; Davies and
Fleiss' multi-κ over the items every annotator labelled), and summarises the items per op × pair × gold
label in the layout of the shipped JSICK-stress figures (derived pairs: per phenomenon × heuristic × gold
label, the phenomenon in the op's place and the heuristic in the pair's).
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, get_args

from stresskit.conventions import ALL, CORE_OPS, HEURISTICS
from stresskit.errors import StresskitError
from stresskit.evaluation.human_reference import HUMAN_COLUMNS, HumanFigure
from stresskit.evaluation.metrics import PAIR_ORDER
from stresskit.evaluation.models import normalise_label
from stresskit.evaluation.provenance import build_provenance
from stresskit.evaluation.runner import Columns
from stresskit.research.splits import row_groups
from stresskit.rewriting.generate import HEURISTIC_COL, PHENOMENON_COL, SOURCE_COL
from stresskit.tables import Table, require_columns, shorten

StratifyBy = Literal["op-pair-gold", "phenomenon-heuristic-gold", "phenomenon"]
STRATA: tuple[str, ...] = get_args(StratifyBy)
SHEET_COLUMNS = ("item_id", "annotator", "premise", "hypothesis", "label", "naturalness", "reason")
KEY_COLUMNS = (
    "item_id", "op", "pair", "rule", "gold_label", "expected_label", "phenomena", "source_id",
    "original_premise",
)  # fmt: skip
DERIVED_KEY_COLUMNS = ("item_id", "phenomenon", "heuristic", "rule", "gold_label", "source_id")
NATURAL = {"natural", "yes", "1", "自然", "true"}
UNNATURAL = {"unnatural", "no", "0", "不自然", "false"}
NO_GOLD = "(none)"
GOLD_ORDER = ("entailment", "contradiction", "neutral")


@dataclass(frozen=True)
class Layout:
    """Which kind of pairs a sheet asks about, and what its two grouping levels are called: perturbed pairs
    are grouped by op and case pair, derived pairs by phenomenon and heuristic (HumanFigure's `op` and `pair`
    hold the phenomenon and heuristic then)."""

    kind: str
    group: str
    subgroup: str
    default_strata: StratifyBy
    key_columns: tuple[str, ...]

    @property
    def human_columns(self) -> tuple[str, ...]:
        """The human reference TSV header: op, pair, … with this layout's names in their place."""
        return (self.group, self.subgroup, *HUMAN_COLUMNS[2:])


PERTURBED = Layout("perturbed", "op", "pair", "op-pair-gold", KEY_COLUMNS)
DERIVED = Layout("derived", "phenomenon", "heuristic", "phenomenon-heuristic-gold", DERIVED_KEY_COLUMNS)


def pairs_layout(table: Table, columns: Columns) -> Layout:
    """PERTURBED for `stresskit perturb` output, DERIVED for `stresskit generate` output, told by columns."""
    perturbed = [columns.premise, columns.hypothesis, columns.origin, "op", "pair", "expected_label"]
    derived = [columns.premise, columns.hypothesis, columns.label, PHENOMENON_COL, HEURISTIC_COL, "rule"]
    for layout, required in ((PERTURBED, perturbed), (DERIVED, derived)):
        if all(column in table.columns for column in required):
            return layout
    raise StresskitError(
        f"the pairs file is neither `stresskit perturb` output (columns {', '.join(perturbed)}) nor "
        f"`stresskit generate` output (columns {', '.join(derived)}); it has {shorten(', '.join(table.columns)) or 'none'}"
        " (name the columns with --premise-col / --hypothesis-col / --label-col)"
    )


@dataclass(frozen=True)
class Export:
    sheet: Table
    key: Table
    strata: dict[str, tuple[int, int]]  # stratum → (rows available, rows drawn)
    layout: Layout = PERTURBED


def export_sheet(
    pairs: Table, columns: Columns, *, per_group: int, by: StratifyBy | None = None, seed: int = 0
) -> Export:
    """The blind sheet and its key (see the module docstring); `by` defaults to the layout's strata."""
    if per_group < 1:
        raise StresskitError(f"--per-group must be at least 1, got {per_group}")
    if by is not None and by not in STRATA:
        raise StresskitError(f"unknown stratification {by!r}: use {', '.join(STRATA)}")
    layout = pairs_layout(pairs, columns)
    by = by or layout.default_strata
    if by != "phenomenon" and by != layout.default_strata:
        raise StresskitError(
            f"--by {by} does not apply to {layout.kind} pairs: use {layout.default_strata} or phenomenon"
        )
    strata: dict[str, list[dict[str, str]]] = defaultdict(list)
    for row in pairs.rows:
        if row.get("mod_A", "").strip().lower() == "false":
            continue  # perturb --keep-unchanged rows: nothing was perturbed
        for name in _strata_of(row, columns, by, layout):
            strata[name].append(row)
    if not strata:
        tagless = by == "phenomenon" and layout is PERTURBED
        raise StresskitError(
            f"no {layout.kind} rows to sample"
            + (f": no row has a tag in column '{columns.phenomena}'" if tagless else "")
        )
    drawn: list[tuple[str, dict[str, str]]] = []
    counts = {}
    for name in sorted(strata):
        rows = strata[name]
        chosen = random.Random(f"{seed}:{name}").sample(range(len(rows)), min(per_group, len(rows)))
        drawn += [(name, rows[i]) for i in sorted(chosen)]
        counts[name] = (len(rows), len(chosen))
    # A row in several phenomenon strata is asked about once.
    unique = list({id(row): row for _, row in drawn}.values())
    random.Random(f"{seed}:shuffle").shuffle(unique)
    width = len(str(len(unique)))
    sheet, key = Table(list(SHEET_COLUMNS), []), Table(list(layout.key_columns), [])
    for number, row in enumerate(unique, start=1):
        item = f"item-{number:0{width}d}"
        sheet.rows.append(
            dict(
                zip(
                    SHEET_COLUMNS,
                    (item, "", row[columns.premise], row[columns.hypothesis], "", "", ""),
                    strict=True,
                )
            )
        )
        key.rows.append({"item_id": item, **_answers(row, columns, layout)})
    return Export(sheet, key, counts, layout)


def _answers(row: dict[str, str], columns: Columns, layout: Layout) -> dict[str, str]:
    """What the key file says about a row, beside its item id."""
    gold = row.get(columns.label, "").strip()
    if layout is DERIVED:
        return {
            "phenomenon": row[PHENOMENON_COL],
            "heuristic": row[HEURISTIC_COL],
            "rule": row["rule"],
            "gold_label": gold,
            "source_id": row.get(SOURCE_COL, ""),
        }
    return {
        "op": row["op"],
        "pair": row["pair"],
        "rule": row.get("rule", ""),
        "gold_label": gold,
        "expected_label": row["expected_label"],
        "phenomena": row.get(columns.phenomena, ""),
        "source_id": row.get(columns.pair_id, ""),
        "original_premise": row[columns.origin],
    }


def _strata_of(row: dict[str, str], columns: Columns, by: StratifyBy, layout: Layout) -> tuple[str, ...]:
    gold = row.get(columns.label, "").strip() or NO_GOLD
    if layout is DERIVED:
        phenomenon = row[PHENOMENON_COL]
        return (phenomenon if by == "phenomenon" else f"{phenomenon} {row[HEURISTIC_COL]} {gold}",)
    if by == "phenomenon":
        return row_groups("phenomenon", "", "", "", row.get(columns.phenomena, ""))
    return (f"{row['op']} {row['pair']} {gold}",)


@dataclass(frozen=True)
class ItemJudgement:
    item_id: str
    op: str  # the phenomenon, for derived pairs
    pair: str  # the heuristic, for derived pairs
    gold_label: str
    labels: tuple[str, ...]
    majority_label: str | None  # None: no label has more than half
    natural: bool | None  # None: nobody judged naturalness


@dataclass(frozen=True)
class Agreement:
    annotators: tuple[str, ...]
    items: int
    krippendorff_alpha: float | None
    multi_kappa: float | None
    complete_items: int  # items every annotator labelled: what multi-κ is computed on


@dataclass
class ImportResult:
    judgements: list[ItemJudgement]
    agreement: Agreement
    figures: list[HumanFigure]
    unlabelled: Counter[str] = field(default_factory=Counter)  # annotator → rows left without a label
    layout: Layout = PERTURBED

    def to_dict(self) -> dict[str, Any]:
        group, subgroup = self.layout.group, self.layout.subgroup
        return {
            "pairs": self.layout.kind,
            "annotators": list(self.agreement.annotators),
            "items": self.agreement.items,
            "krippendorff_alpha": self.agreement.krippendorff_alpha,
            "multi_kappa": self.agreement.multi_kappa,
            "multi_kappa_items": self.agreement.complete_items,
            "unlabelled": dict(sorted(self.unlabelled.items())),
            "human_reference": [
                {
                    group: f.op,
                    subgroup: f.pair,
                    **{k: v for k, v in f.to_dict().items() if k not in ("op", "pair")},
                }
                for f in self.figures
            ],
            "judgements": [
                {
                    "item_id": j.item_id,
                    group: j.op,
                    subgroup: j.pair,
                    "gold_label": j.gold_label,
                    "labels": list(j.labels),
                    "majority_label": j.majority_label,
                    "natural": j.natural,
                }
                for j in self.judgements
            ],
            "provenance": build_provenance(),
        }


def import_sheets(sheets: Sequence[tuple[str, Table]], key: Table) -> ImportResult:
    """Majority labels, agreement and the human reference from filled sheets (name, table) and the key."""
    layout = key_layout(key)
    keyed = {row["item_id"]: row for row in key.rows}
    labels: dict[str, dict[str, str]] = defaultdict(dict)  # item → annotator → label
    natural: dict[str, list[bool]] = defaultdict(list)
    unlabelled: Counter[str] = Counter()
    for name, sheet in sheets:
        require_columns(
            sheet, ["item_id", "label"], name, "give a sheet written by `stresskit annotate export`"
        )
        for number, row in enumerate(sheet.rows, start=2):
            item, annotator = row["item_id"].strip(), row.get("annotator", "").strip() or name
            if item not in keyed:
                raise StresskitError(
                    f"{name} line {number}: item {item!r} is not in the key file: use the key of this sheet"
                )
            raw = row["label"].strip()
            if not raw:
                unlabelled[annotator] += 1
                continue
            label = normalise_label(raw, f"{name} line {number}")
            if annotator in labels[item]:
                raise StresskitError(f"{name} line {number}: {annotator} labelled {item} twice")
            labels[item][annotator] = label
            judged = _naturalness(row.get("naturalness", ""), f"{name} line {number}")
            if judged is not None:
                natural[item].append(judged)
    if not labels:
        raise StresskitError(
            "the sheets hold no labels: fill the label column (entailment, neutral or contradiction)"
        )
    judgements = [_judgement(keyed[item], labels[item], natural[item], layout) for item in sorted(labels)]
    return ImportResult(judgements, _agreement(labels), human_figures(judgements, layout), unlabelled, layout)


def key_layout(key: Table) -> Layout:
    """The layout whose key columns `key` has: perturbed or derived pairs."""
    for layout in (PERTURBED, DERIVED):
        if all(column in key.columns for column in layout.key_columns):
            return layout
    raise StresskitError(
        f"the key file has neither the perturbed pairs' columns ({', '.join(KEY_COLUMNS)}) nor the derived "
        f"pairs' ({', '.join(DERIVED_KEY_COLUMNS)}): give the .key file `stresskit annotate export` wrote"
    )


def _naturalness(value: str, where: str) -> bool | None:
    text = value.strip().lower()
    if not text:
        return None
    if text in NATURAL or text in UNNATURAL:
        return text in NATURAL
    raise StresskitError(f"{where}: naturalness {value!r} is not natural or unnatural (or 自然 / 不自然)")


def _judgement(
    key: dict[str, str], by_annotator: dict[str, str], natural: list[bool], layout: Layout
) -> ItemJudgement:
    counts = Counter(by_annotator.values())
    label, top = counts.most_common(1)[0]
    return ItemJudgement(
        item_id=key["item_id"],
        op=key[layout.group],
        pair=key[layout.subgroup],
        gold_label=key["gold_label"],
        labels=tuple(by_annotator[a] for a in sorted(by_annotator)),
        majority_label=label if 2 * top > len(by_annotator) else None,
        natural=None if not natural else 2 * sum(natural) > len(natural),
    )


def _agreement(labels: dict[str, dict[str, str]]) -> Agreement:
    from nltk.metrics.agreement import AnnotationTask  # lazy: only import needs nltk

    annotators = tuple(sorted({a for by in labels.values() for a in by}))
    data = [
        (annotator, item, label)
        for item, by in sorted(labels.items())
        for annotator, label in sorted(by.items())
    ]
    complete = [(a, item, label) for a, item, label in data if len(labels[item]) == len(annotators)]
    enough = len(annotators) >= 2
    alpha = _defined(lambda: AnnotationTask(data=data).alpha()) if enough else None
    kappa = _defined(lambda: AnnotationTask(data=complete).multi_kappa()) if enough and complete else None
    return Agreement(annotators, len(labels), alpha, kappa, len({item for _, item, _ in complete}))


def _defined(compute: Any) -> float | None:
    """The statistic, or None where it is undefined (every label the same: chance agreement is 1)."""
    try:
        value = float(compute())
    except ZeroDivisionError:
        return None
    return value if value == value else None  # NaN → None keeps the JSON valid


def human_figures(judgements: Sequence[ItemJudgement], layout: Layout = PERTURBED) -> list[HumanFigure]:
    """Per op × pair × gold label (derived pairs: phenomenon × heuristic × gold label), with `all` totals, as
    the shipped JSICK-stress figures are laid out."""
    derived = layout is DERIVED
    ops = _canonical({j.op for j in judgements}, () if derived else CORE_OPS)
    figures = []
    for op in ops:
        mine = [j for j in judgements if j.op == op and j.gold_label]
        pairs = _canonical({j.pair for j in mine}, HEURISTICS if derived else PAIR_ORDER)
        golds = [label for label in GOLD_ORDER if any(j.gold_label == label for j in mine)]
        for pair in [*pairs, ALL]:
            for gold in [*golds, ALL]:
                cell = [j for j in mine if pair in (ALL, j.pair) and gold in (ALL, j.gold_label)]
                if cell:
                    figures.append(_figure(op, pair, gold, cell))
    return figures


def _canonical(names: set[str], order: Sequence[str]) -> list[str]:
    """Known names in their usual order, then the others alphabetically (the sheet order is shuffled)."""
    return [name for name in order if name in names] + sorted(names - set(order))


def _figure(op: str, pair: str, gold: str, cell: Sequence[ItemJudgement]) -> HumanFigure:
    judged = [j.natural for j in cell if j.natural is not None]
    return HumanFigure(
        op=op,
        pair=pair,
        gold_label=gold,
        n=len(cell),
        same_label_rate=sum(j.majority_label == j.gold_label for j in cell) / len(cell),
        natural_rate=sum(judged) / len(judged) if judged else None,
    )
