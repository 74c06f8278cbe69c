"""The perturb loop's typed rows: what a rewrite and a skip carry, and the runner reading them in process."""

from dataclasses import replace

from stresskit.evaluation.api import perturb
from stresskit.evaluation.runner import Columns, collect_pairs, pairs_from_rows
from stresskit.parsing.propositions import Phrase, Proposition
from stresskit.rewriting.outcomes import Rewritten, Skipped, SlotSpan
from stresskit.rules.label_rules import RewriteReading


def cat(particle):
    return Phrase("猫", ("猫",), particle, "subject")


def dog(particle):
    return Phrase("犬", ("犬",), particle, "partner")


def test_a_rewrite_carries_its_rule_slots_spans_and_verification(parser):
    result = perturb(
        ["猫が犬を追いかけている", ""],
        ops="scramble,particle-swap",
        pairs="ga-o",
        keep_unchanged=True,
        verify=True,
        parser=parser,
    )
    slots = (
        SlotSpan("subject", 0, 2),  # 猫が
        SlotSpan("partner", 2, 4),  # 犬を
        SlotSpan("predicate", 4, 11),  # 追いかけている
        SlotSpan("clause_start", 0, 2),
    )
    outcomes = [row.outcome for row in result.perturbed]
    # particle-swap's expected label follows the hypothesis (rules/label_rules.py): its rewrite carries
    # what it says, read from the premise's parse; scramble declares no hypothesis_label.
    assert outcomes[0].reading is None
    assert outcomes[1].reading == RewriteReading(
        (
            (
                Proposition("追いかける", "active", False, (cat("が"), dog("を"))),
                Proposition("追いかける", "active", False, (cat("を"), dog("が"))),
            ),
        ),
        words=("猫", "犬", "追いかける"),
    )
    # No hypothesis column: the op's label map.
    assert [
        (row.premise, replace(row.outcome, reading=None) if i < 2 else row.outcome, row.expected_label)
        for i, row in enumerate(result.perturbed)
    ] == [
        (
            "猫が犬を追いかけている",
            Rewritten("scramble", "ga-o", "犬を猫が追いかけている", ("scramble-fronting",), slots, True),
            "unchanged",
        ),
        (
            "猫が犬を追いかけている",
            Rewritten("particle-swap", "ga-o", "猫を犬が追いかけている", ("particle-swap",), slots, True),
            "neutral",
        ),
        ("", Skipped("scramble", "ga-o", "empty premise"), ""),
        ("", Skipped("particle-swap", "ga-o", "empty premise"), ""),
    ]
    # The strings appear only in the rows written out.
    assert [(row["mod_A"], row["verified"], row["skip_reason"]) for row in result.rows] == [
        ("True", "True", ""),
        ("True", "True", ""),
        ("False", "", "empty premise"),
        ("False", "", "empty premise"),
    ]


def test_the_runner_reads_typed_rows_as_it_reads_the_written_table(parser):
    data = [
        {"pair_ID": "1", "sentence_A_Ja": "猫が犬を追いかけている", "sentence_B_Ja": "猫が動いている",
         "entailment_label_Ja": "entailment"},
        {"pair_ID": "2", "sentence_A_Ja": "料理人が魚を焼いた", "sentence_B_Ja": "魚が焼かれた",
         "entailment_label_Ja": "Neutral"},
    ]  # fmt: skip
    result = perturb(data, ops="scramble,particle-swap,particle-delete", parser=parser)
    typed = pairs_from_rows(result.perturbed, Columns())
    assert typed == collect_pairs(result.table, Columns())
    assert [(p.pair_id, p.op, p.perturbed_premise, p.expected_label) for p in typed] == [
        ("1", "scramble", "犬を猫が追いかけている", "entailment"),
        # 猫が動いている gives 猫 its old role (subject) with another predicate; the gold label is entailment:
        # whether the reversal keeps it is not for the rule to tell.
        ("1", "particle-swap", "猫を犬が追いかけている", "uncertain"),
        (
            "1",
            "particle-delete",
            "猫犬追いかけている",
            "entailment",
        ),  # deletion keeps the label (rules/particle-delete.yaml)
        ("2", "scramble", "魚を料理人が焼いた", "neutral"),
        # 魚が焼かれた relies on 魚 being what is grilled, which the rewrite reversed: neutral.
        ("2", "particle-swap", "料理人を魚が焼いた", "neutral"),
        ("2", "particle-delete", "料理人魚焼いた", "neutral"),
    ]
