"""benchmarks/jsick_stress_agreement.py: the adjudicated share of a file's rows (no ../shared needed)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _benchmark():
    sys.path.insert(0, str(ROOT / "benchmarks"))
    spec = importlib.util.spec_from_file_location(
        "jsick_stress_agreement", ROOT / "benchmarks" / "jsick_stress_agreement.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


PREMISES = {
    "1": "男性がギターを弾いている",
    "2": "女性がナイフで野菜を切っている",
    "3": "犬がボールを追っている",
}
REFERENCE = {"1": "ギターを男性が弾いている", "2": "ナイフである人が野菜を切っている"}
OURS = {
    "1": "ギターを男性が弾いている",
    "2": "ナイフで、女性が野菜を切っている",
    "3": "ボールを犬が追っている",
}


def test_a_differing_row_leaves_the_share_open_until_it_is_judged():
    module = _benchmark()
    share, waiting = module.adjudicate("scrum_ga_de", REFERENCE, OURS, ["3"], {}, PREMISES)
    assert share == "–"
    assert [(row["pair_ID"], row["reference"], row["ours"]) for row in waiting] == [
        ("2", "ナイフである人が野菜を切っている", "ナイフで、女性が野菜を切っている"),
        ("3", "—", "ボールを犬が追っている"),
    ]


def test_judged_rows_count_as_right_or_wrong():
    module = _benchmark()
    judged = {("scrum_ga_de", "2", OURS["2"]): "yes", ("scrum_ga_de", "3", OURS["3"]): "no"}
    assert module.adjudicate("scrum_ga_de", REFERENCE, OURS, ["3"], judged, PREMISES) == ("66.7%", [])
    # A judgement of another rewrite of the same pair does not count for this one.
    stale = {
        ("scrum_ga_de", "2", "ナイフで女性が野菜を切っている"): "yes",
        ("scrum_ga_de", "3", OURS["3"]): "no",
    }
    share, waiting = module.adjudicate("scrum_ga_de", REFERENCE, OURS, ["3"], stale, PREMISES)
    assert (share, [row["pair_ID"] for row in waiting]) == ("–", ["2"])


def test_the_shipped_adjudications_file_reads_only_yes_and_no(tmp_path):
    module = _benchmark()
    path = tmp_path / "adjudicated.tsv"
    path.write_text(
        "\t".join(module.COLUMNS)
        + "\n"
        + "\t".join(["ex_ga_o", "7", "p", "r", "o", "yes", ""])
        + "\n"
        + "\t".join(["ex_ga_o", "8", "p", "r", "o2", "", "not judged yet"])
        + "\n",
        encoding="utf-8",
    )
    assert module.read_adjudications(path) == {("ex_ga_o", "7", "o"): "yes"}
    assert module.read_adjudications(tmp_path / "missing.tsv") == {}
