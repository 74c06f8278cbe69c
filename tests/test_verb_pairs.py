"""The 自他 pair lexicon (rules/lexicons/lexical_causative_pairs.yaml): validated when the rules load, and the
conjugation engine re-inflecting a verb into its partner in the same form."""

import pytest

from stresskit.errors import StresskitError
from stresskit.operations.verb_pairs import builtin_pairs, parse_pairs
from stresskit.parsing.conjugation import predicate_chain, relexicalise
from stresskit.rules.loader import load_rules


def test_the_builtin_lexicon_has_the_common_pairs_each_with_its_source():
    table = builtin_pairs()
    kanji = {pair for pair in table.pairs if "\u4e00" <= pair.intransitive[0] <= "\u9fff"}
    assert len(table.pairs) == 145
    assert len(kanji) >= 60
    assert all(pair.source.startswith("Jacobsen class ") for pair in table.pairs)
    assert all(reason for reason in table.unsure.values())


@pytest.mark.parametrize(
    ("lemma", "to", "partner"),
    [
        ("点く", "transitive", "点ける"),
        ("つく", "transitive", "つける"),
        ("倒れる", "transitive", "倒す"),
        ("起きる", "transitive", "起こす"),
        ("起こる", "transitive", "起こす"),
        ("つける", "intransitive", "つく"),
        ("落とす", "intransitive", "落ちる"),
        # several partners, potential look-alikes and the file's own reasons: skipped with the reason
        (
            "起こす",
            "intransitive",
            "起こす has 2 intransitive partners, 起きる and 起こる: which one is meant is not certain",
        ),
        (
            "繋がる",
            "transitive",
            "繋がる has 2 transitive partners, 繋ぐ and 繋げる: which one is meant is not certain",
        ),
        (
            "割る",
            "intransitive",
            "割れる is also the potential of 割る ('can 割る'): its が-phrase may be what someone can 割る, not what changed",
        ),
        ("読む", "transitive", "読む has no transitive partner in the 自他 pair lexicon"),
    ],
)
def test_partner(lemma, to, partner):
    found = builtin_pairs().partner(lemma, to)
    assert (found if isinstance(found, str) else getattr(found, to)) == partner


GROUP = {"class": "一段/五段", "source": "Jacobsen class -re-/-s-", "words": ["倒れる/倒す"]}


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"pairs": []}, "lexicon file x: 'pairs' must be a non-empty list of groups (class, source, words)"),
        ({"pairs": [{**GROUP, "class": "五段"}]}, "pairs group 1: class must be two of 五段/一段"),
        ({"pairs": [{**GROUP, "source": " "}]}, "pairs group 1: 'source' must say where the pairs come from"),
        (
            {"pairs": [{**GROUP, "words": ["倒れる"]}]},
            "pairs group 1: '倒れる' is not written intransitive/transitive",
        ),
        (
            {"pairs": [{**GROUP, "words": ["倒れる/倒す", "倒れる/倒す"]}]},
            "pairs group 1: 倒れる/倒す is listed twice",
        ),
        (
            {"pairs": [{**GROUP, "class": "一段/一段"}]},
            "pairs group 1: 倒す is listed as 一段 but does not end in る",
        ),
        (
            {"pairs": [{**GROUP, "words": ["倒れる/倒す", "倒れ/倒す"]}]},
            "倒れ is listed as 一段 but does not end in る",
        ),
        ({"agentive": ["走る"]}, "lexicon file x: 走る is not a verb of any pair"),
        ({"unsure": {"倒す": ""}}, "lexicon file x: 'unsure' must map each verb to the reason it is skipped"),
        ({"words": ["倒れる"]}, "lexicon file x: unknown key 'words'"),
    ],
)
def test_a_malformed_pair_file_is_one_line(change, message):
    data = {"version": 1, "description": "pairs", "pairs": [GROUP], **change}
    with pytest.raises(StresskitError) as caught:
        parse_pairs(data, "lexicon file x")
    assert message in str(caught.value) and "\n" not in str(caught.value)


def test_the_rule_loader_validates_a_pair_file(tmp_path):
    (tmp_path / "lexicons").mkdir()
    bad = "version: 1\ndescription: pairs\npairs:\n  - {class: 一段/五段, source: s, words: [倒れる/倒す, 倒れる/倒す]}\n"
    (tmp_path / "lexicons" / "lexical_causative_pairs.yaml").write_text(bad, encoding="utf-8")
    with pytest.raises(StresskitError, match="pairs group 1: 倒れる/倒す is listed twice"):
        load_rules([tmp_path])


def test_the_pair_file_gives_three_word_lists():
    lexicons = load_rules().lexicons
    assert {"点く", "倒れる", "起きる"} <= lexicons["lexical_causative_pairs"]
    assert {"並ぶ", "入る"} <= lexicons["lexical_causative_pairs_agentive"]
    assert "並ぶ" not in lexicons["lexical_causative_pairs"]
    assert {"点ける", "倒す", "起こす"} <= lexicons["lexical_causative_pairs_transitive"]


@pytest.mark.parametrize(
    ("sentence", "lemma", "inflection", "expected"),
    [
        ("木が倒れていた", "倒す", "五段-サ行", "倒していた"),
        ("財布が落ちて", "落とす", "五段-サ行", "落として"),
        ("本が並んだ", "並べる", "下一段", "並べた"),  # だ → た: the new verb has no 撥音便
        ("電気を点けた", "点く", "五段-カ行", "点いた"),
        ("人が増えました", "増やす", "五段-サ行", "増やしました"),
        ("子供が起きない", "起こす", "五段-サ行", "起こさない"),
        ("子供を育てる", "育つ", "五段-タ行", "育つ"),
        ("水が冷えれば", "冷やす", "五段-サ行", "冷やせ"),  # ば is a particle outside the chain
    ],
)
def test_relexicalise_keeps_the_form(parser, sentence, lemma, inflection, expected):
    doc = parser.parse([sentence])[sentence]
    verb = next(token for token in doc if token.pos_ == "VERB")
    assert relexicalise(predicate_chain(verb), lemma, inflection) == expected
