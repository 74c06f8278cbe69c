"""Warm runs equal cold runs: the parse cache restores every token attribute the engine reads."""

import ast
import inspect
from pathlib import Path

import ginza
import pytest
import spacy.attrs
from spacy.tokens import Doc, MorphAnalysis, Span, Token
from typer.testing import CliRunner

from stresskit.cli.app import app
from stresskit.evaluation.api import perturb
from stresskit.parsing import doc_cache
from stresskit.parsing.doc_cache import STORED_ATTRS, encode_shard

PACKAGE = Path(__file__).resolve().parents[1] / "stresskit"

# Token attributes computed from stored ones: reading them is safe when these are restored.
DERIVED = {
    "text": {"ORTH"},
    "orth": {"ORTH"},
    "orth_": {"ORTH"},
    "i": set(),
    "idx": {"ORTH", "SPACY"},
    "whitespace_": {"SPACY"},
    "text_with_ws": {"ORTH", "SPACY"},
    "head": {"HEAD"},
    "children": {"HEAD"},
    "subtree": {"HEAD"},
    "left_edge": {"HEAD"},
    "right_edge": {"HEAD"},
    "ancestors": {"HEAD"},
    "lefts": {"HEAD"},
    "rights": {"HEAD"},
    "n_lefts": {"HEAD"},
    "n_rights": {"HEAD"},
    "conjuncts": {"HEAD", "DEP"},
    "sent": {"SENT_START", "HEAD"},
    "is_sent_start": {"SENT_START"},
    "morph": {"MORPH"},
    "doc": set(),
    "vocab": set(),
}
# Lexeme attributes come from the vocabulary by ORTH (the cache restores ORTH), except NORM, which a
# pipeline sets per token (GiNZA puts Sudachi's normalised form there).
LEXICAL = {
    "LOWER",
    "SHAPE",
    "PREFIX",
    "SUFFIX",
    "LENGTH",
    "LANG",
    "CLUSTER",
    "PROB",
    "SENTIMENT",
    "ID",
    "RANK",
}

# Sentences whose tokens differ in every attribute the engine reads, potential verbs (NORM != LEMMA) among them.
SENTENCES = [
    "この店には好感が持てる",
    # An animate subject, so that the voice ops reach the potential-verb check (持てる: NORM 持つ) and do not stop
    # earlier at the animacy condition.
    "子供たちが重い荷物を持てる",
    "彼は英語が話せる",
    "子供たちが川で泳げる",
    "窓から山がよく見える",
    "男の子が犬を追いかけている",
    "女性が野菜を包丁で切っている",
    "先生が学生に本を読ませた",
    "財布が泥棒に盗まれた",
    "二人の男性が公園でサッカーをしている",
    "猫がソファーの上で寝ている",
    "お客様がお帰りになった",
    "建物が連った道路に人々が立っている",
    "フロントに人が多すぎる気がした",
    "Ａｐｐｌｅの社員が新しい製品を発表した。",
    "彼 は 本 を 読む",
]


def token_attributes_read() -> set[str]:
    """Every attribute name the package reads that is also a Token attribute (over-approximate: a str's
    .lower counts too, which is harmless)."""
    names = set(dir(Token))  # a call of a data attribute (torch.tensor(...), str.lower()) is no Token read
    found = set()
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        called = {id(node.func) for node in ast.walk(tree) if isinstance(node, ast.Call)}
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.ctx, ast.Load)
                and node.attr in names
                and not node.attr.startswith("__")
                and (id(node) not in called or inspect.ismethoddescriptor(getattr(Token, node.attr)))
            ):
                found.add(node.attr)
    return found


def needs(name: str) -> set[str]:
    """The stored attributes reading Token.<name> depends on; KeyError for a name this test cannot place."""
    if name in DERIVED:
        return DERIVED[name]
    key = name.rstrip("_").upper()
    if key in LEXICAL or key.startswith(("IS_", "LIKE_")):
        return {"ORTH"}
    if key in spacy.attrs.IDS:
        return {key}
    raise KeyError(name)


def test_the_scan_sees_the_attributes_the_engine_reads():
    read = token_attributes_read()
    assert {"lemma_", "pos_", "tag_", "dep_", "norm_", "whitespace_", "head", "morph", "children"} <= read


def test_every_token_attribute_the_engine_reads_is_restored_by_the_cache():
    unplaced = []
    missing = {}
    for name in sorted(token_attributes_read()):
        if name not in DERIVED and inspect.ismethoddescriptor(getattr(Token, name)):
            continue  # methods (nbor, similarity, ...) compute from the attributes checked here
        try:
            lacking = needs(name) - set(STORED_ATTRS)
        except KeyError:
            unplaced.append(name)
            continue
        if lacking:
            missing[name] = sorted(lacking)
    assert not unplaced, f"say in DERIVED what these token attributes are computed from: {unplaced}"
    assert not missing, f"the parse cache does not store what these attributes read: {missing}"


def comparable(value):
    if isinstance(value, Token):
        return value.i
    if isinstance(value, Span):
        return (value.start, value.end)
    if isinstance(value, MorphAnalysis):
        return str(value)
    if isinstance(value, Doc):
        return None
    if hasattr(value, "__next__"):
        return [comparable(v) for v in value]
    return value


@pytest.fixture(scope="module")
def fresh_and_restored(parser):
    fresh = parser.parse(SENTENCES)
    raw = {text: next(iter(parser.nlp.pipe([text]))) for text in SENTENCES}
    shard = encode_shard(raw)
    return raw, shard.docs(parser.vocab), fresh


def test_restored_tokens_read_the_same_as_fresh_ones(fresh_and_restored):
    raw, restored, _ = fresh_and_restored
    names = sorted(
        name
        for name in token_attributes_read()
        if name not in {"doc", "vocab"} and not callable(getattr(raw[SENTENCES[0]][0], name))
    )
    differences = []
    for text in SENTENCES:
        for a, b in zip(raw[text], restored[text], strict=True):
            for name in names:
                if comparable(getattr(a, name)) != comparable(getattr(b, name)):
                    differences.append((text, a.text, name, getattr(a, name), getattr(b, name)))
        for function in (ginza.bunsetu_spans, ginza.bunsetu_head_list):
            assert comparable(iter(function(raw[text]))) == comparable(iter(function(restored[text])))
    assert differences == []


def test_potential_verbs_keep_their_normalised_form_in_the_cache(fresh_and_restored):
    raw, restored, _ = fresh_and_restored
    verb = restored["この店には好感が持てる"][-1]
    assert (verb.lemma_, verb.norm_) == ("持てる", "持つ")
    assert raw["この店には好感が持てる"][-1].norm_ == "持つ"


def test_the_parser_hands_out_restored_docs_even_when_cold(fresh_and_restored):
    """Cold runs see the same Docs a warm run decodes from the cache, so no attribute can differ."""
    _, restored, fresh = fresh_and_restored
    for text in SENTENCES:
        assert fresh[text].to_bytes() == restored[text].to_bytes()


def test_the_cache_file_name_carries_the_format_version():
    assert doc_cache.CACHE_FILE == "parses-v5.sqlite3"


def test_cold_and_warm_perturb_are_byte_identical(tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    monkeypatch.setenv("STRESSKIT_CACHE_DIR", str(cache))
    source = tmp_path / "in.tsv"
    rows = [f"{i}\t{text}\t{text}\tentailment" for i, text in enumerate(SENTENCES)]
    source.write_text("pair_ID\tsentence_A_Ja\tsentence_B_Ja\tentailment_label_Ja\n" + "\n".join(rows) + "\n")

    def run():
        result = CliRunner().invoke(app, ["perturb", str(source), "--op", "all", "--keep-unchanged"])
        assert result.exit_code == 0, result.output
        # Without the rewrite cache, the warm run rewrites again from the cached parses.
        for path in cache.glob("rewrites-*"):
            path.unlink()
        return result.stdout

    cold = run()
    assert (cache / doc_cache.CACHE_FILE).exists()
    warm = run()
    assert warm == cold
    assert "potential verb 持てる ('can 持つ'): it has no passive or causative" in cold
    python_cold = perturb(SENTENCES, "all", cache_dir=tmp_path / "python", keep_unchanged=True).rows
    for path in (tmp_path / "python").glob("rewrites-*"):
        path.unlink()
    python_warm = perturb(SENTENCES, "all", cache_dir=tmp_path / "python", keep_unchanged=True).rows
    assert python_warm == python_cold
