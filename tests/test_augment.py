"""Augmentation: exact per-op counts, label balance, seeded sampling, label policies, the CLI."""

import json
from collections import Counter
from pathlib import Path

import pytest
from typer.testing import CliRunner

from stresskit.cli.app import app
from stresskit.conventions import LABELS
from stresskit.errors import StresskitError
from stresskit.evaluation.api import augment
from stresskit.rewriting.augment import balanced_quotas, merge_with_training
from stresskit.rewriting.perturb import keep_user_columns, make_options
from stresskit.rules.loader import load_rules
from stresskit.tables import Table, read_table

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "jsick_sample.tsv"
E, N, C = "entailment", "neutral", "contradiction"
# On the example, scramble and particle-swap each apply 9 times; the scrambled rows' gold labels are
# 6 entailment, 1 neutral and 2 contradiction.


def run(parser, **options):
    return augment(read_table(EXAMPLE), parser=parser, **{"ops": "scramble,particle-swap", **options})


@pytest.mark.parametrize(
    ("available", "total", "quotas"),
    [
        ({E: 6, N: 1, C: 2}, 4, {E: 2, N: 1, C: 1}),
        ({E: 6, N: 1, C: 2}, 7, {E: 4, N: 1, C: 2}),
        ({E: 5, N: 5, C: 5}, 9, {E: 3, N: 3, C: 3}),
        ({E: 5, N: 5, C: 5}, 10, {E: 4, N: 3, C: 3}),
        ({E: 2, N: 0, C: 1}, 10, {E: 2, N: 0, C: 1}),
    ],
)
def test_balanced_quotas(available, total, quotas):
    assert balanced_quotas(available, total) == quotas


def test_exact_counts_balanced_labels_and_input_columns(parser):
    result = run(parser, per_op=4)
    source = {row["pair_ID"]: row for row in read_table(EXAMPLE).rows}
    assert result.table.columns == [*read_table(EXAMPLE).columns, "op", "pair", "rule"]
    # particle-swap's expected labels follow the hypothesis: #6 猫を犬が追いかけている states 犬が猫を追いかけている
    # and #10 (ga-ni) leaves 犬が川で泳いでいて alone (entailment both); #3, #4 and #8 stay neutral; the 4 uncertain
    # pairs (#1, #7 ga-o; #2, #10 ga-de) are no candidates. 4 rows balanced: entailment, neutral, entailment, neutral.
    assert result.available == {"scramble": 9, "particle-swap": 5}
    assert result.labels == {"scramble": Counter({E: 2, N: 1, C: 1}), "particle-swap": Counter({E: 2, N: 2})}
    rows = result.table.rows
    assert [row["op"] for row in rows] == ["scramble"] * 4 + ["particle-swap"] * 4
    for row in rows:
        original = source[row["pair_ID"]]
        assert row["sentence_A_Ja"] != original["sentence_A_Ja"]
        assert row["sentence_B_Ja"] == original["sentence_B_Ja"]
        if row["op"] == "scramble":  # label-keeping: the gold label stays
            assert row["entailment_label_Ja"] == original["entailment_label_Ja"]


def test_fewer_rewrites_than_asked_gives_all_of_them(parser):
    result = run(parser, per_op=300)
    assert len(result.table.rows) == 9 + 5  # particle-swap: its 4 uncertain pairs are never training rows
    assert result.labels["scramble"] == Counter({E: 6, N: 1, C: 2})


def test_sampling_is_seeded_and_each_op_has_its_own_generator(parser):
    def chosen(result):
        return [(row["pair_ID"], row["op"], row["pair"]) for row in result.table.rows]

    first = chosen(run(parser, per_op=4, seed=0))
    assert chosen(run(parser, per_op=4, seed=0)) == first
    assert chosen(run(parser, per_op=4, seed=1)) != first
    # Dropping particle-swap leaves the scramble sample as it was.
    assert chosen(run(parser, per_op=4, seed=0, ops="scramble")) == first[:4]


def test_random_label_policy_relabels_only_label_changing_ops(parser):
    expected = run(parser, per_op=300)
    randomised = run(parser, per_op=300, label_policy="random")
    assert randomised.labels["scramble"] == expected.labels["scramble"]
    assert randomised.labels["particle-swap"] == Counter({E: 4, C: 3, N: 2})
    assert run(parser, per_op=300, label_policy="random").table == randomised.table
    # With random labels the balance rule applies to them: 4 rows are 2 + 1 + 1.
    assert run(parser, per_op=4, label_policy="random").labels["particle-swap"] == Counter({E: 2, N: 1, C: 1})
    assert set(randomised.labels["particle-swap"]) <= set(LABELS)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"per_op": 0}, "^per_op must be at least 1, got 0$"),
        ({"label_policy": "gold"}, "unknown label policy 'gold': use expected or random"),
        ({"label_col": "label"}, "has no column 'label'"),
    ],
)
def test_bad_options(parser, options, message):
    with pytest.raises(StresskitError, match=message):
        run(parser, **options)


def test_cli_writes_the_input_format_and_prints_counts(tmp_path, monkeypatch):
    monkeypatch.setenv("STRESSKIT_CACHE_DIR", str(tmp_path / "cache"))
    out = tmp_path / "extra.tsv"
    args = ["augment", str(EXAMPLE), "--op", "scramble,particle-swap", "--per-op", "3", "-o", str(out)]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    lines = out.read_text(encoding="utf-8").splitlines()
    assert lines[0] == EXAMPLE.read_text(encoding="utf-8").splitlines()[0] + "\top\tpair\trule"
    assert len(lines) == 1 + 6
    assert "particle-swap" in result.stderr and "rewrites" in result.stderr
    again = CliRunner().invoke(app, [*args[:-2], "--per-op", "20", "--label-policy", "random"])
    assert again.exit_code == 0
    assert "fewer than 20 rewrites to sample for: scramble, particle-swap" in again.stderr
    assert len(again.stdout.splitlines()) == 1 + 18


def test_particle_delete_rows_keep_the_gold_label_unless_the_paper_convention_is_chosen(parser):
    kept = run(parser, per_op=300, ops="particle-delete")
    source = {row["pair_ID"]: row for row in read_table(EXAMPLE).rows}
    # 4, not 9: on four others dropping both particles would glue two nouns (女性|公園: test_fidelity_chunks.py),
    # and ピアノを|髪の長い女性が would read as one phrase ピアノ髪の… (test_fidelity_chunks2.py)
    assert kept.available == {"particle-delete": 4}
    assert all(
        row["entailment_label_Ja"] == source[row["pair_ID"]]["entailment_label_Ja"] for row in kept.table.rows
    )
    assert kept.labels["particle-delete"] == Counter({E: 2, N: 1, C: 1})
    paper = Path(__file__).resolve().parents[1] / "rules" / "paper" / "particle-delete.yaml"
    neutral = augment(read_table(EXAMPLE), parser=parser, ops="particle-delete", per_op=300, rules=[paper])
    assert neutral.labels["particle-delete"] == Counter({N: 4})


def test_cli_follows_the_output_extension_and_merges_with_one_header(tmp_path, monkeypatch):
    monkeypatch.setenv("STRESSKIT_CACHE_DIR", str(tmp_path / "cache"))
    args = ["augment", str(EXAMPLE), "--op", "scramble,particle-swap", "--per-op", "3"]
    jsonl = tmp_path / "extra.jsonl"
    result = CliRunner().invoke(app, [*args, "-o", str(jsonl)])
    assert result.exit_code == 0, result.output
    records = [json.loads(line) for line in jsonl.read_text(encoding="utf-8").splitlines()]
    assert [(record["op"], record["pair"], record["pair_ID"]) for record in records] == [
        ("scramble", "ga-o", 3),
        ("scramble", "ga-o", 6),
        ("scramble", "ga-de", 10),
        # 3 of particle-swap's 5 labelled pairs, balanced: both entailments (#6, #10 ga-ni) and one of the
        # neutrals #3, #4, #8 (random.Random("0:particle-swap") draws the entailments' two, then #3).
        ("particle-swap", "ga-o", 3),
        ("particle-swap", "ga-o", 6),
        ("particle-swap", "ga-ni", 10),
    ]
    merged = tmp_path / "train_plus.tsv"
    result = CliRunner().invoke(app, [*args, "--merge", "-o", str(merged)])
    assert result.exit_code == 0, result.output
    train = EXAMPLE.read_text(encoding="utf-8").splitlines()
    lines = merged.read_text(encoding="utf-8").splitlines()
    assert lines[0] == train[0] + "\top\tpair\trule"
    assert lines[1:11] == [line + "\t\t\t" for line in train[1:]]
    assert len(lines) == 1 + 10 + 6
    assert read_table(merged).rows[10]["op"] == "scramble"
    assert "wrote 10 training rows and 6 augmented rows" in result.stderr


def test_a_training_column_named_op_is_kept_as_input_op(parser):
    source = read_table(EXAMPLE)
    table = Table([*source.columns, "op"], [{**row, "op": "human-written"} for row in source.rows])
    result = augment(table, parser=parser, ops="scramble", per_op=2)
    assert result.table.columns == [*source.columns, "input_op", "op", "pair", "rule"]
    assert [(row["input_op"], row["op"]) for row in result.table.rows] == [("human-written", "scramble")] * 2
    training = keep_user_columns(table, make_options(load_rules(), "scramble", "all"))
    merged = list(merge_with_training(training.rows, result.table))
    assert (merged[0]["input_op"], merged[0]["op"]) == ("human-written", "")
    assert len(merged) == len(source.rows) + 2
