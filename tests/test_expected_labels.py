"""Expected labels that follow the hypothesis (rules/label_rules.py, the `hypothesis_label:` of an op file),
and how `uncertain` expectations are counted: written, shown in every report, never scored for expectation."""

import json
import re
from collections import Counter
from pathlib import Path

import pytest
from typer.testing import CliRunner

from stresskit.cli.app import app
from stresskit.errors import StresskitError
from stresskit.evaluation.api import perturb
from stresskit.evaluation.runner import Columns, pairs_from_rows
from stresskit.harness.items import UNCERTAIN_NOT_EXPORTED, stress_set
from stresskit.rules.label_rules import LabelCase
from stresskit.rules.loader import builtin_rules_dir, load_rules
from stresskit.tables import Table

E, N, C, U = "entailment", "neutral", "contradiction", "uncertain"


def labels(parser, premise, op, hypotheses, pair="ga-o"):
    """(rewrite, expected label) of `op` on `premise` for each (hypothesis, gold label)."""
    rows = [
        {"sentence_A_Ja": premise, "sentence_B_Ja": hypothesis, "entailment_label_Ja": gold}
        for hypothesis, gold in hypotheses
    ]
    result = perturb(rows, ops=op, pairs=pair, parser=parser)
    return [(row["sentence_A_Ja"], row["expected_label"]) for row in result.rows]


CHASE = "猫が犬を追いかけている"
CHASE_CASES = [
    ("犬が猫を追いかけている", C, E),  # the rewrite says just what the hypothesis says
    ("犬は猫を追いかけていない", N, C),  # ... and the hypothesis denies it
    ("猫が犬を追いかけている", E, N),  # the roles it relies on are reversed: the op's label map
    ("猫が走っている", E, U),  # 猫 in its old role with another predicate: the rule cannot tell
    ("犬が走っている", N, U),  # 犬 in the role the rewrite gave it: the rewrite may now say it
    ("猫が鳴いている", N, N),  # only old roles, and the premise said nothing either way: still neutral
]


@pytest.mark.parametrize(
    ("op", "rewrite"), [("particle-swap", "猫を犬が追いかけている"), ("np-swap", "犬が猫を追いかけている")]
)
def test_a_role_reversal_is_judged_against_the_hypothesis(parser, op, rewrite):
    found = labels(parser, CHASE, op, [(hypothesis, gold) for hypothesis, gold, _ in CHASE_CASES])
    assert found == [(rewrite, expected) for _, _, expected in CHASE_CASES]


@pytest.mark.parametrize(
    ("op", "rewrite"),
    [
        ("particle-swap", "男の子が歌っていて、女の子をボールが蹴っている"),
        ("np-swap", "男の子が歌っていて、ボールが女の子を蹴っている"),
    ],
)
def test_a_hypothesis_about_a_clause_the_rewrite_left_alone_keeps_its_gold_label(parser, op, rewrite):
    premise = "男の子が歌っていて、女の子がボールを蹴っている"
    hypotheses = [("男の子が歌っている", E), ("女の子がボールを蹴っている", E)]
    assert labels(parser, premise, op, hypotheses) == [(rewrite, E), (rewrite, N)]


def test_naming_no_rewritten_phrase_is_not_enough_for_the_gold_label(parser):
    # その人は食事をしている speaks of the rewritten clause in other words: no clause of the premise that the
    # rewrite left alone has its predicate, so the rule cannot tell.
    found = labels(parser, "男性が食べ物を食べている", "np-swap", [("その人は食事をしている", E)])
    assert found == [("食べ物が男性を食べている", U)]


def test_voice_flip_reads_the_passive_as_its_active(parser):
    hypotheses = [
        ("魚が料理人を焼いた", C, E),
        ("料理人が魚に焼かれた", N, E),  # the rewrite itself
        ("魚が料理人を焼かなかった", N, C),
        ("料理人が魚を焼いた", E, N),
        ("料理人が疲れている", E, U),
    ]
    found = labels(parser, "料理人が魚を焼いた", "voice-flip", [(h, g) for h, g, _ in hypotheses])
    assert found == [("料理人が魚に焼かれた", expected) for _, _, expected in hypotheses]
    back = labels(parser, "猫が犬に追いかけられている", "voice-flip", [("猫が犬を追いかけている", C)])
    assert back == [("猫が犬を追いかけている", E)]


def test_decausative_is_judged_against_the_hypothesis(parser):
    hypotheses = [
        ("生徒が立っている", E, E),
        ("生徒は立っていない", C, C),
        ("先生が生徒を立たせている", E, N),  # about the causer the rewrite removed
        ("生徒が疲れている", N, U),
        ("教室に机がある", N, N),
    ]
    found = labels(
        parser, "先生が生徒を立たせている", "decausative", [(h, g) for h, g, _ in hypotheses], "ga"
    )
    assert found == [("生徒が立っている", expected) for _, _, expected in hypotheses]
    other = labels(
        parser,
        "男の子が歌っていて、先生が生徒を立たせている",
        "decausative",
        [("男の子が歌っている", E)],
        "ga",
    )
    assert other == [("男の子が歌っていて、生徒が立っている", E)]


def test_without_a_hypothesis_the_label_map_applies(parser):
    result = perturb([CHASE], ops="particle-swap", pairs="ga-o", parser=parser)
    assert [row["expected_label"] for row in result.rows] == [N]


def test_the_label_cases_are_declared_in_the_op_files():
    rules = load_rules()
    reversal = (
        LabelCase("states_rewrite", E),
        LabelCase("denies_rewrite", C),
        LabelCase("relies_on_changed_role", "expected"),
        LabelCase("relies_on_original_roles", "expected"),
        LabelCase("about_untouched_content", "gold"),
        LabelCase("gives_new_role", U),
        LabelCase("otherwise", N, (N,)),
        LabelCase("otherwise", U),
    )
    for op in ("particle-swap", "np-swap", "voice-flip"):
        assert rules.ops[op].hypothesis_label == reversal
    assert [case.when for case in rules.ops["decausative"].hypothesis_label] == [
        "states_rewrite", "denies_rewrite", "mentions_removed", "about_untouched_content", "gives_new_role",
        "otherwise", "otherwise",
    ]  # fmt: skip
    assert all(not rules.ops[op].hypothesis_label for op in ("scramble", "passive", "particle-delete"))


def _op_file(tmp_path: Path, cases: str) -> Path:
    text = (builtin_rules_dir() / "np-swap.yaml").read_text(encoding="utf-8")
    start = text.index("hypothesis_label:")
    end = text.index("rules:")
    path = tmp_path / "np-swap.yaml"
    path.write_text(text[:start] + cases + text[end:], encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("cases", "message"),
    [
        ("hypothesis_label: {when: states_rewrite}\n", "hypothesis_label must be a list of"),
        (
            "hypothesis_label:\n  - {when: says_it, label: entailment}\n",
            "hypothesis_label, case 1: unknown condition 'says_it'; conditions: states_rewrite,",
        ),
        (
            "hypothesis_label:\n  - {when: states_rewrite, label: maybe}\n",
            "hypothesis_label, case 1: unknown label 'maybe'; labels: entailment, neutral, contradiction, "
            "gold, expected, uncertain",
        ),
        (
            "hypothesis_label:\n  - {when: otherwise, label: uncertain}\n  - {when: states_rewrite, label: entailment}\n",
            "hypothesis_label, case 1: 'otherwise' with no 'gold' must be the last case",
        ),
        (
            "hypothesis_label:\n  - {when: otherwise, gold: neutral, label: neutral}\n",
            "hypothesis_label, case 1: 'gold' must be a list of gold labels, e.g. [neutral]",
        ),
        (
            "hypothesis_label:\n  - {when: otherwise, gold: [unknown], label: neutral}\n",
            "hypothesis_label, case 1: gold: unknown label 'unknown'",
        ),
        (
            "hypothesis_label:\n  - {when: states_rewrite, label: entailment, if: 1}\n",
            "hypothesis_label, case 1: unknown key 'if'; allowed: when, label, gold",
        ),
    ],
)
def test_a_bad_label_case_is_refused_at_load_time(tmp_path, cases, message):
    with pytest.raises(StresskitError) as error:
        load_rules([_op_file(tmp_path, cases)])
    assert message in str(error.value)
    assert str(error.value).startswith(f"rule file {tmp_path / 'np-swap.yaml'}: ")


def test_an_op_file_may_declare_its_own_cases(tmp_path, parser):
    path = _op_file(tmp_path, "hypothesis_label:\n  - {when: otherwise, label: uncertain}\n")
    rows = [{"sentence_A_Ja": CHASE, "sentence_B_Ja": "犬が猫を追いかけている", "entailment_label_Ja": C}]
    result = perturb(rows, ops="np-swap", pairs="ga-o", rules=[path], parser=parser)
    assert [row["expected_label"] for row in result.rows] == [U]


# --- uncertain in scoring and reports -------------------------------------------------------------------

HEADER = "pair_ID\tsentence_A_Ja\tsentence_B_Ja\tentailment_label_Ja"
ROWS = [
    f"1\t{CHASE}\t犬が猫を追いかけている\tcontradiction",  # particle-swap: entailment
    f"2\t{CHASE}\t猫が走っている\tentailment",  # uncertain
    f"3\t{CHASE}\t猫が犬を追いかけている\tentailment",  # neutral
]
# Answers entailment whenever the premise has が: the swap keeps が, so every answer stays entailment.
MODEL = "def predict(pairs):\n    return ['entailment' if 'が' in p else 'neutral' for p, _ in pairs]\n"


def test_uncertain_pairs_are_counted_and_shown_in_every_report(tmp_path):
    (tmp_path / "data.tsv").write_text("\n".join([HEADER, *ROWS]) + "\n", encoding="utf-8")
    (tmp_path / "model.py").write_text(MODEL, encoding="utf-8")
    result = CliRunner().invoke(
        app,
        [
            "evaluate", str(tmp_path / "data.tsv"), "--model", f"python:{tmp_path / 'model.py'}:predict",
            "--op", "particle-swap", "--pair", "ga-o", "--report", str(tmp_path / "report.json"),
            "--markdown", str(tmp_path / "report.md"), "--html", str(tmp_path / "report.html"),
            "--predictions", str(tmp_path / "preds.tsv"),
        ],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    line = (
        "1 uncertain, not scored: 1 perturbed pair has the expected label uncertain (the op's rule cannot "
        "tell what the rewrite does to the hypothesis); counted in n and consistency, left out of the "
        "expectation pass rate."
    )
    assert line in " ".join(result.stdout.split())
    payload = json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))
    assert payload["n_uncertain"] == 1
    (overall,) = [r for r in payload["results"] if r["gold_label"] == "all"]
    # 3 pairs, all answered entailment as before: consistency 1. Scored for expectation: #1 (entailment,
    # passed) and #3 (neutral, failed): 1/2.
    assert (overall["n"], overall["n_uncertain"], overall["consistency"]) == (3, 1, 1.0)
    assert overall["expectation_pass_rate"] == 0.5
    markdown = (tmp_path / "report.md").read_text(encoding="utf-8")
    assert line in markdown
    assert "| particle-swap | ga-o | all | 3 | 1 | 100.0 |" in markdown
    html = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert line.replace("'", "&#x27;") in html
    predictions = (tmp_path / "preds.tsv").read_text(encoding="utf-8").splitlines()
    assert [p.split("\t")[4] for p in predictions[1:]] == [E, U, N]  # written with its expected label


def test_uncertain_rows_pass_through_the_runner_and_stay_out_of_harness_exports(parser):
    rows = [dict(zip(HEADER.split("\t"), row.split("\t"), strict=True)) for row in ROWS]
    result = perturb(rows, ops="particle-swap", pairs="ga-o", parser=parser)
    pairs = pairs_from_rows(result.perturbed, Columns())
    assert [p.expected_label for p in pairs] == [E, U, N]
    exported = stress_set(
        Table(HEADER.split("\t"), rows),
        load_rules(),
        Columns(),
        ops="particle-swap",
        pairs="ga-o",
        parser=parser,
    )
    assert exported.left_out == Counter({UNCERTAIN_NOT_EXPORTED: 1})
    targets = [
        doc["target_label"] for task in exported.tasks for doc in task.docs if doc["role"] == "perturbed"
    ]
    assert targets == [E, N]


def test_a_hypothesis_that_cannot_be_read_makes_its_rewrites_a_skip(parser, monkeypatch):
    import stresskit.rewriting.perturb as perturbing

    def broken(doc):
        raise RuntimeError("boom")

    monkeypatch.setattr(perturbing, "read_hypothesis", broken)
    rows = [{"sentence_A_Ja": CHASE, "sentence_B_Ja": "犬が走っている", "entailment_label_Ja": N}]
    result = perturb(rows, ops="scramble,particle-swap", pairs="ga-o", parser=parser)
    # scramble's label needs no hypothesis; particle-swap's rewrite is skipped and counted, the run goes on.
    assert [(row["op"], row["expected_label"]) for row in result.rows] == [("scramble", N)]
    assert result.summary.skipped == {"internal error (RuntimeError); please report": 1}
    with pytest.raises(RuntimeError, match="boom"):
        perturb(rows, ops="particle-swap", pairs="ga-o", parser=parser, strict=True)


def test_ops_says_which_ops_follow_the_hypothesis():
    result = CliRunner().invoke(app, ["ops"])
    assert result.exit_code == 0, result.output
    text = " ".join(result.stdout.split())  # the console may wrap long lines
    follows = "unless the hypothesis says otherwise (hypothesis_label: its cases, else uncertain)"
    ops = load_rules().ops
    starts = {op: re.search(rf"(?:^| ){re.escape(op)} meaning:", text).start() for op in ops}
    entries = {op: text[start:].split(" defined in ")[0] for op, start in starts.items()}
    assert sorted(op for op, entry in entries.items() if follows in entry) == [
        "decausative", "np-swap", "particle-swap", "voice-flip",
    ]  # fmt: skip
