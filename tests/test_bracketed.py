"""Bracketed bunsetsu trees (nltk.Tree) for `stresskit explain --bracketed`."""

from typer.testing import CliRunner

from stresskit.cli.app import app
from stresskit.rules.loader import load_rules
from stresskit.teaching.bracketed import bracketed, bunsetsu_tree
from stresskit.teaching.explain import Bunsetsu, explain


def test_sentence_and_rewrites_as_brackets(parser):
    (explanation,) = explain(["小さな女の子が女性を見ている"], load_rules(), parser, "ga-o")
    assert bracketed(explanation.bunsetsu) == "(見ている (女の子が 小さな) 女性を)"
    trees = {t.op: bracketed(t.rewritten_bunsetsu) for t in explanation.transformations}
    assert trees["scramble"] == "(見ている 女性を (女の子が 小さな))"
    assert trees["particle-swap"] == "(見ている (女の子を 小さな) 女性が)"
    # Without particles GiNZA reads the two nouns as one phrase: the tree shows it.
    assert trees["particle-delete"] == "(見ている (女の子女性 小さな))"


def test_several_roots_go_under_s_and_a_lone_word_stays_a_tree():
    fragments = (
        Bunsetsu(0, "猫が", 0, 2, 1, "nsubj"),
        Bunsetsu(1, "寝ている", 2, 6, None, "ROOT"),
        Bunsetsu(2, "犬", 6, 7, None, "ROOT"),
    )
    assert bracketed(fragments) == "(S (寝ている 猫が) 犬)"
    assert str(bunsetsu_tree(fragments[2:])) == "(S 犬)"


def test_cli_prints_tab_separated_brackets(parser):
    result = CliRunner().invoke(
        app, ["explain", "小さな女の子が女性を見ている", "--pair", "ga-o", "--bracketed"]
    )
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == "小さな女の子が女性を見ている\t(見ている (女の子が 小さな) 女性を)"
    assert lines[1] == "scramble (ga-o)\t女性を小さな女の子が見ている\t(見ている 女性を (女の子が 小さな))"
    both = CliRunner().invoke(app, ["explain", "猫が寝ている", "--json", "--bracketed"])
    assert both.exit_code == 1 and "choose --json or --bracketed, not both" in both.output
