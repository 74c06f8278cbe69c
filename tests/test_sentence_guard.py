"""One sentence never aborts a run: the crashes of issue 18 are fixed at their root, and any other
unexpected error in a sentence's step becomes a skip ("internal error (…); please report"), unless --strict."""

import textwrap

import pytest
from typer.testing import CliRunner

import stresskit
from stresskit.cli.app import app
from stresskit.operations.rewrite import RemovedAnchor, Rewrite
from stresskit.parsing.clauses import clause_view
from stresskit.rewriting import generate as generate_module
from stresskit.rewriting import sentence

REASON = "internal error (ZeroDivisionError); please report"
HEADER = "pair_ID\tsentence_A_Ja\tsentence_B_Ja\tentailment_label_Ja\n"


@pytest.fixture(autouse=True)
def cache_dir(tmp_path_factory, monkeypatch):
    directory = tmp_path_factory.mktemp("cache")
    monkeypatch.setenv("STRESSKIT_CACHE_DIR", str(directory))
    return directory


def nested(depth: int) -> str:
    text = "猫が犬を追いかけている"
    for _ in range(depth):
        text = f"男性が{text}ことを知っている"
    return text


# --- the root causes ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "pairs"),
    [
        # The causative step that crashed now stops at the voice ops' clause-start guard (a predicate of the
        # relative clause stands before the subject), so the sentence gets its other derivations.
        # (and the built conditionals: five, or two for a past sentence, which has no ば-conditional and no place
        # after ある人が来るなら / のでなければ; and the 28 frames kept with the に-phrase scrambled inside them)
        ("建物が連った道路に人々が立っている", 66),
        # フロントに with the stative 多すぎる has no に-evidence (the に-gate), so no scrambled frames: 32
        ("フロントに人が多すぎる気がした", 32),
    ],
)
def test_generate_derives_from_sentences_whose_causative_step_crashed(text, pairs):
    rows = stresskit.generate([text], cache=False, strict=True).rows
    assert [row["sentence_A_Ja"] for row in rows if row["phenomenon"] == "causative"] == []
    assert len(rows) == pairs


def test_generate_derives_from_nine_nested_koto_embeddings():
    rows = stresskit.generate([nested(9)], cache=False, strict=True).rows
    assert [row["phenomenon"] for row in rows] == [
        "factive",
        *["scrambling"] * 4,
        "temporal",
        # no voice pair: 知る is a verb of knowing (learning_verbs), whose passive of a thing reads wrong;
        # no causative: the causative of 知る is 知らせる 'inform' (lexical_causative_verbs)
    ]


def test_explain_a_sentence_whose_causative_step_crashed():
    result = CliRunner().invoke(app, ["explain", "建物が連った道路に人々が立っている"])
    assert result.exit_code == 0, result.output
    assert (
        "causative (ga): a predicate of another clause (っ) stands between the clause's start and its subject"
        in result.output
    )


def test_a_rewrite_anchors_at_the_first_token_still_there(parser):
    doc = parser.parse(["男の子が犬を追いかけている"])["男の子が犬を追いかけている"]
    rewrite = Rewrite(doc)
    rewrite.remove(range(0, 2))  # 男の子 が
    rewrite.insert_before("ある人が", range(0, 4))
    assert rewrite.text() == "ある人が犬を追いかけている"
    with pytest.raises(RemovedAnchor):
        rewrite.insert_before("誰かが", range(0, 2))


def test_a_subtree_as_deep_as_a_long_space_separated_sentence(parser):
    text = " ".join(["猫"] * 600) + " が 寝る"
    doc = parser.parse([text])[text]
    view = clause_view(doc)
    clauses = view if isinstance(view, list) else [view]
    assert clauses  # built without RecursionError
    result = stresskit.perturb([text], "all", verify=True, cache=False, strict=True, keep_unchanged=True)
    assert len(result.rows) == len({(row["op"], row["pair"]) for row in result.rows})


# --- the guard ----------------------------------------------------------------------------------------


def flat(text: str) -> str:
    """The text without spaces and line breaks: a table cell may wrap a reason."""
    return "".join(text.split())


def faulty(real):
    def view(doc):
        if "爆発" in doc.text:
            raise ZeroDivisionError("injected")
        return real(doc)

    return view


@pytest.fixture
def fault(monkeypatch):
    monkeypatch.setattr(sentence, "clause_view", faulty(sentence.clause_view))
    monkeypatch.setattr(generate_module, "clause_view", faulty(generate_module.clause_view))


def table(tmp_path):
    path = tmp_path / "in.tsv"
    path.write_text(
        HEADER + "1\t男の子が犬を追いかけている\t男の子が走っている\tentailment\n"
        "2\t爆発で男の子が犬を追いかけている\t男の子が走っている\tentailment\n"
        "3\t女性が野菜を切っている\t人が料理をしている\tneutral\n",
        encoding="utf-8",
    )
    return path


def test_perturb_skips_the_sentence_and_writes_the_rest(tmp_path, fault):
    out = tmp_path / "out.tsv"
    result = CliRunner().invoke(
        app, ["perturb", str(table(tmp_path)), "--op", "scramble", "-o", str(out), "--skip-details"]
    )
    assert result.exit_code == 0, result.output
    lines = out.read_text(encoding="utf-8").splitlines()
    assert [line.split("\t")[0] for line in lines[1:]] == ["1", "3"]
    assert flat(f"{REASON} │ 3") in flat(result.stderr)  # row 2 × scramble's three pairs
    assert "Traceback" not in result.output


def test_python_perturb_keeps_the_skip_with_its_reason(fault):
    rows = stresskit.perturb(
        ["爆発で男の子が犬を追いかけている", "女性が野菜を切っている"],
        "scramble",
        cache=False,
        keep_unchanged=True,
    ).rows
    assert [
        (row["op"], row["skip_reason"]) for row in rows if row["sentence_A_Ja_origin"].startswith("爆発")
    ] == [("scramble", REASON)] * 3  # its three pairs


def test_strict_makes_it_fatal(tmp_path, fault):
    with pytest.raises(ZeroDivisionError):
        stresskit.perturb(["爆発で男の子が犬を追いかけている"], "scramble", cache=False, strict=True)
    out = tmp_path / "out.tsv"
    result = CliRunner().invoke(
        app, ["perturb", str(table(tmp_path)), "--op", "scramble", "--strict", "-o", str(out)]
    )
    assert result.exit_code != 0
    assert isinstance(result.exception, ZeroDivisionError)
    assert not out.exists()


def test_generate_skips_the_sentence_and_writes_the_rest(tmp_path, fault):
    out = tmp_path / "pairs.tsv"
    result = CliRunner().invoke(
        app, ["generate", str(table(tmp_path)), "--phenomena", "scrambling", "-o", str(out), "--skip-details"]
    )
    assert result.exit_code == 0, result.output
    sources = {line.split("\t")[0] for line in out.read_text(encoding="utf-8").splitlines()[1:]}
    assert sources == {"1", "3"}
    assert "ZeroDivisionError);please" in flat(result.stderr)  # the table wraps the reason
    summary = stresskit.generate(
        [row.split("\t")[1] for row in table(tmp_path).read_text().splitlines()[1:]],
        "scrambling",
        cache=False,
    ).summary
    assert {reason: count for (_, reason), count in summary.skipped.items() if reason == REASON} == {
        REASON: 1
    }
    strict = CliRunner().invoke(
        app, ["generate", str(table(tmp_path)), "--phenomena", "scrambling", "--strict", "-o", str(out)]
    )
    assert isinstance(strict.exception, ZeroDivisionError)


def test_evaluate_skips_the_sentence(fault):
    rows = [
        {
            "sentence_A_Ja": "爆発で男の子が犬を追いかけている",
            "sentence_B_Ja": "男の子が走っている",
            "entailment_label_Ja": "neutral",
        },
        {
            "sentence_A_Ja": "女性が野菜を切っている",
            "sentence_B_Ja": "人が料理をしている",
            "entailment_label_Ja": "neutral",
        },
    ]
    report = stresskit.evaluate(rows, lambda pairs: ["entailment"] * len(pairs), ops="scramble", cache=False)
    assert [(r["op"], r["pair"], r["gold_label"], r["n"]) for r in report.results] == [
        ("scramble", "ga-o", "neutral", 1),
        ("scramble", "ga-o", "all", 1),
    ]
    with pytest.raises(ZeroDivisionError):
        stresskit.evaluate(
            rows, lambda pairs: ["entailment"] * len(pairs), ops="scramble", cache=False, strict=True
        )


SITECUSTOMIZE = textwrap.dedent(
    """
    # Loaded by every process started with this PYTHONPATH (the --workers processes too): the fault of the test.
    import stresskit.rewriting.sentence as sentence

    _real = sentence.clause_view


    def _view(doc):
        if "爆発" in doc.text:
            raise ZeroDivisionError("injected")
        return _real(doc)


    sentence.clause_view = _view
    """
)


def test_the_guard_holds_in_worker_processes(tmp_path, monkeypatch):
    hook = tmp_path / "hook"
    hook.mkdir()
    (hook / "sitecustomize.py").write_text(SITECUSTOMIZE, encoding="utf-8")
    import os

    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(hook), os.environ.get("PYTHONPATH", "")]))
    out = tmp_path / "out.tsv"
    result = CliRunner().invoke(
        app,
        ["perturb", str(table(tmp_path)), "--op", "scramble", "--workers", "2", "-o", str(out), "--no-cache"],
    )
    assert result.exit_code == 0, result.output
    lines = out.read_text(encoding="utf-8").splitlines()
    assert [line.split("\t")[0] for line in lines[1:]] == ["1", "3"]
    assert flat(f"{REASON} │ 3") in flat(result.stderr)


def test_explain_shows_an_internal_error_as_the_ops_reason(monkeypatch, parser):
    from stresskit.rewriting.outcomes import Skipped
    from stresskit.teaching.explain import explain

    real = sentence.match_op

    def failing(clauses, spec, pair):
        if spec.op == "particle-swap":
            raise KeyError("injected")
        return real(clauses, spec, pair)

    monkeypatch.setattr(sentence, "match_op", failing)
    (explanation,) = explain(["猫が犬を追いかけている"], parser=parser, pairs="ga-o")
    swap = [s for s in explanation.not_applicable if s.op == "particle-swap"]
    assert swap == [Skipped("particle-swap", "ga-o", "internal error (KeyError); please report")]
    assert "scramble" in {t.op for t in explanation.transformations}
    with pytest.raises(KeyError):
        explain(["猫が犬を追いかけている"], parser=parser, pairs="ga-o", strict=True)
