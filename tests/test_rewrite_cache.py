"""The rewrite cache: a run with the same rules and options reads each premise's outcomes from disk, and
anything an outcome depends on (rule files, variables, tasks, --verify, the code) keys them apart."""

import shutil
import sqlite3

import numpy
import pytest
from thinc.api import NumpyOps

from stresskit.evaluation.api import perturb
from stresskit.parsing.parser import BlasOps, Parser, use_blas
from stresskit.rewriting import rewrite_cache, sentence
from stresskit.rewriting.outcomes import (
    CauserSlot,
    Rewritten,
    Skipped,
    SlotSpan,
    decode_outcomes,
    encode_outcomes,
)
from stresskit.rules.loader import builtin_rules_dir

PREMISES = [
    ("猫が犬を追いかけている", "動物が動いている", "entailment"),
    ("料理人が魚を焼いた", "ある人が魚を焼いた", "entailment"),
    ("子供が砂浜でボールを蹴っている", "子供が遊んでいる", "neutral"),
]
ROWS = [{"pair_ID": str(i), "sentence_A_Ja": p, "sentence_B_Ja": h, "entailment_label_Ja": g}
        for i, (p, h, g) in enumerate(PREMISES, start=1)]  # fmt: skip
OPS = ["scramble", "particle-swap", "causative"]


def _no_clause_view(monkeypatch):
    def refuse(doc):
        raise AssertionError(f"clause view rebuilt for {doc.text}")

    monkeypatch.setattr(sentence, "clause_view", refuse)


def _work_count(cache_dir):
    with sqlite3.connect(cache_dir / rewrite_cache.CACHE_FILE) as connection:
        return connection.execute("SELECT COUNT(DISTINCT work) FROM outcomes").fetchone()[0]


def test_a_second_run_reads_the_outcomes_and_writes_the_same_rows(tmp_path, monkeypatch):
    first = perturb(ROWS, OPS, cache_dir=tmp_path, keep_unchanged=True)
    _no_clause_view(monkeypatch)
    second = perturb(ROWS, OPS, cache_dir=tmp_path, keep_unchanged=True)
    assert second.rows == first.rows
    assert second.summary.parsed == 0
    causatives = [
        row["sentence_A_Ja"] for row in second.rows if row["op"] == "causative" and row["mod_A"] == "True"
    ]
    # The causer is still chosen per row: row 2's hypothesis uses ある人, so its premise gets 誰か.
    assert causatives == [
        "ある人が猫に犬を追いかけさせている",
        "誰かが料理人に魚を焼かせた",
        "ある人が子供に砂浜でボールを蹴らせている",
    ]


def test_no_cache_writes_no_rewrite_cache(tmp_path):
    perturb(ROWS, OPS, cache=False, cache_dir=tmp_path)
    assert not (tmp_path / rewrite_cache.CACHE_FILE).exists()


def test_an_edited_rule_file_is_not_answered_from_the_cache(tmp_path):
    rules = tmp_path / "rules"
    rules.mkdir()
    shutil.copy(builtin_rules_dir() / "scramble.yaml", rules / "scramble.yaml")
    cache = tmp_path / "cache"
    before = perturb(ROWS, ["scramble"], rules=[rules], cache_dir=cache)
    edited = (
        (rules / "scramble.yaml").read_text(encoding="utf-8").replace("version:", "# edited\nversion:", 1)
    )
    (rules / "scramble.yaml").write_text(edited, encoding="utf-8")
    after = perturb(ROWS, ["scramble"], rules=[rules], cache_dir=cache)
    assert after.rows == before.rows
    assert _work_count(cache) == 2  # the edit made a second fingerprint; outcomes were made again


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ({"ops": ["scramble"]}, {"ops": ["scramble", "particle-swap"]}),
        ({"ops": ["scramble"]}, {"ops": ["scramble"], "verify": True}),
        ({"ops": ["causative"]}, {"ops": ["causative"], "causer": "ある女性"}),
        ({"ops": ["scramble"], "pairs": ["ga-o"]}, {"ops": ["scramble"], "pairs": ["ga-ni"]}),
    ],
)
def test_options_that_change_outcomes_key_them_apart(tmp_path, first, second):
    perturb(ROWS, cache_dir=tmp_path, **first)
    result = perturb(ROWS, cache_dir=tmp_path, **second)
    assert _work_count(tmp_path) == 2
    if "causer" in second:
        assert {row["sentence_A_Ja"] for row in result.rows} == {
            "ある女性が料理人に魚を焼かせた",
            "ある女性が猫に犬を追いかけさせている",
            "ある女性が子供に砂浜でボールを蹴らせている",
        }


def test_only_the_most_recently_used_fingerprints_are_kept(tmp_path, monkeypatch):
    monkeypatch.setattr(rewrite_cache, "KEPT_WORKS", 2)
    for pair in ("ga-o", "ga-ni", "ga-de"):
        perturb(ROWS, ["scramble"], [pair], cache_dir=tmp_path)
    assert _work_count(tmp_path) == 2


def test_python_function_ops_are_not_cached(tmp_path):
    def shout(clauses):
        return clauses[0].predicate.doc.text + "！"

    result = perturb(ROWS, [shout], cache_dir=tmp_path)
    assert [row["sentence_A_Ja"] for row in result.rows] == [f"{p}！" for p, _, _ in PREMISES]
    assert not (tmp_path / rewrite_cache.CACHE_FILE).exists()


def test_a_damaged_rewrite_cache_is_moved_aside(tmp_path, capfd):
    path = tmp_path / rewrite_cache.CACHE_FILE
    path.write_bytes(b"not a database" * 100)
    result = perturb(ROWS, ["scramble"], cache_dir=tmp_path)
    assert len(result.rows) == 3
    err = capfd.readouterr().err
    assert f"note: the rewrite cache {path} is damaged" in err
    [aside] = tmp_path.glob(f"{path.name}.corrupt-*")
    assert aside.read_bytes() == b"not a database" * 100


def test_outcomes_survive_encoding():
    outcomes = (
        Skipped("scramble", "ga-o", "no を-argument next to the subject"),
        Rewritten("particle-swap", "ga-o", "犬が猫を追いかけている", ("swap-ga-o",),
                  (SlotSpan("subject", 0, 2), SlotSpan("partner", 2, 4)), verified=False),
        Rewritten("causative", "ga-o", "ある人が猫に犬を追いかけさせている", ("causative-transitive",), (),
                  verified=True, causer_slot=CauserSlot(("", "が猫に犬を追いかけさせている"), ("ある人", "誰か"))),
        Rewritten("scramble", "ga-o", "犬を猫が追いかけている", ("scramble",), ()),
    )  # fmt: skip
    assert decode_outcomes(encode_outcomes(outcomes)) == outcomes


@pytest.mark.parametrize(("trans1", "trans2"), [(False, False), (True, False), (False, True), (True, True)])
def test_blas_products_equal_thincs(trans1, trans2):
    rng = numpy.random.default_rng(0)
    x = rng.random((5, 7) if not trans1 else (7, 5), dtype=numpy.float32)
    y = rng.random((7, 3) if not trans2 else (3, 7), dtype=numpy.float32)
    expected = NumpyOps().gemm(x, y, trans1=trans1, trans2=trans2)
    numpy.testing.assert_allclose(BlasOps().gemm(x, y, trans1=trans1, trans2=trans2), expected, rtol=1e-5)
    out = numpy.zeros((5, 3), dtype=numpy.float32)
    assert BlasOps().gemm(x, y, out=out, trans1=trans1, trans2=trans2) is out
    numpy.testing.assert_allclose(out, expected, rtol=1e-5)


def test_every_layer_of_the_parser_uses_blas_and_parses_as_spacy_does(parser):
    import spacy

    from stresskit.parsing.parser import EXCLUDED_COMPONENTS

    plain = spacy.load("ja_ginza", exclude=list(EXCLUDED_COMPONENTS))
    texts = [p for p, _, _ in PREMISES] + ["男の子が赤いカーペットが敷かれた床の上に座っている"]
    ours = Parser().parse(texts)
    for doc in plain.pipe(texts):
        mine = ours[doc.text]
        assert [(t.text, t.tag_, t.pos_, t.lemma_, t.dep_, t.head.i) for t in mine] == [
            (t.text, t.tag_, t.pos_, t.lemma_, t.dep_, t.head.i) for t in doc
        ]
    blas = use_blas(plain)
    layers = [layer for _, pipe in blas.pipeline if hasattr(pipe, "model") for layer in pipe.model.walk()]
    assert layers and all(isinstance(layer.ops, BlasOps) for layer in layers)
