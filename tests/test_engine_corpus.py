"""No exception escapes any op or derivation, on a few thousand real sentences of three genres and on
random mutations of them (tests/data/engine_corpus/README.md says where the sentences come from).

The steps run with strict=True, so that an internal error is raised here instead of becoming a skip."""

import time
from pathlib import Path

import pytest

from stresskit.rewriting.generate import DeriveWork, resolve_phenomena
from stresskit.rewriting.outcomes import Rewritten, Skipped
from stresskit.rewriting.perturb import make_options
from stresskit.rewriting.sentence import Work, outcomes
from stresskit.rules.derivations import load_derivations
from stresskit.rules.loader import load_rules

CORPUS = Path(__file__).parent / "data" / "engine_corpus"
GENRES = ("gsd", "captions", "spontaneous")
BUDGET_SECONDS = 60.0  # the mutation test's whole run; it stops drawing new work after this


def read(genre: str) -> list[str]:
    return [line for line in (CORPUS / f"{genre}.txt").read_text(encoding="utf-8").splitlines() if line]


@pytest.fixture(scope="module")
def corpus() -> dict[str, list[str]]:
    return {genre: read(genre) for genre in GENRES}


@pytest.fixture(scope="module")
def rules():
    return load_rules()


@pytest.fixture(scope="module")
def every_op(rules) -> Work:
    options = make_options(rules, "all", "all", strict=True)
    return Work(rules, options.tasks(rules), verify=False, strict=True)


@pytest.fixture(scope="module")
def every_derivation(rules) -> DeriveWork:
    phenomena = resolve_phenomena("all", load_derivations(rules))
    return DeriveWork(tuple(rule for p in phenomena for rule in p.rules), rules, strict=True)


@pytest.fixture(scope="module")
def docs(parser, corpus):
    """Every corpus sentence parsed once for the module (~3,000 sentences)."""
    return parser.parse([text for texts in corpus.values() for text in texts])


def test_the_corpus_has_a_few_thousand_sentences_of_three_genres(corpus):
    assert {genre: len(texts) for genre, texts in corpus.items()} == {
        "gsd": 1050,
        "captions": 1500,
        "spontaneous": 51,
    }


def test_every_op_runs_on_every_corpus_sentence(docs, every_op):
    found = outcomes(list(docs), lambda texts: docs, every_op)
    assert len(found) == len(docs)
    rewritten = sum(isinstance(o, Rewritten) for results in found.values() for o in results)
    skipped = [o for results in found.values() for o in results if isinstance(o, Skipped)]
    assert not [o for o in skipped if o.reason.startswith("internal error")]
    assert rewritten > 1000  # the ops do apply to real text, not only skip it


def test_every_derivation_runs_on_every_corpus_sentence(docs, every_derivation):
    found = every_derivation.results(list(docs), lambda texts: docs)
    assert len(found) == len(docs)
    pairs = sum(
        len(outcome) for results in found.values() for outcome in results if not isinstance(outcome, str)
    )
    assert pairs > 1000


SYMBOLS = [
    "、",
    "，",
    ",",
    " ",
    "　",
    "・",
    "「",
    "」",
    "（",
    "）",
    "(",
    ")",
    "…",
    "！",
    "？",
    "!",
    "?",
    "★",
    "♪",
    "〜",
    "ー",
    "。",
    "『",
    "』",
    "#",
    "%",
    "&",
    "1",
    "２",
]


def mutated(draw, st, texts: list[str]) -> str:
    """A corpus sentence with symbols inserted at random places, or several joined into a long chain."""
    text = draw(st.sampled_from(texts))
    kind = draw(st.sampled_from(["insert", "chain", "spaces"]))
    if kind == "chain":
        more = draw(st.lists(st.sampled_from(texts), min_size=1, max_size=6))
        joiner = draw(st.sampled_from(["、", "。", "て、", "が、", " ", "ので", ""]))
        text = joiner.join([text, *more])
    elif kind == "spaces":
        text = draw(st.sampled_from([" ", "　"])).join(text)
    for _ in range(draw(st.integers(0, 8))):
        at = draw(st.integers(0, len(text)))
        text = text[:at] + draw(st.sampled_from(SYMBOLS)) + text[at:]
    return text[:2000]  # perturb's longest premise


def test_every_op_and_derivation_on_mutated_sentences(parser, corpus, rules, every_op, every_derivation):
    # hypothesis is in the test extra (pyproject.toml); the corpus tests above need nothing more.
    hypothesis = pytest.importorskip(
        "hypothesis", reason="pip install -e '.[test]' for the property-based test"
    )
    from hypothesis import strategies as st

    texts = [text for genre in GENRES for text in corpus[genre]]
    verified = Work(every_op.rules, every_op.tasks, verify=True, strict=True)
    started = time.monotonic()
    ran = []

    @hypothesis.settings(
        max_examples=300,
        deadline=None,
        derandomize=True,  # the same examples on every run
        suppress_health_check=[hypothesis.HealthCheck.too_slow, hypothesis.HealthCheck.data_too_large],
        database=None,
    )
    @hypothesis.given(st.composite(lambda draw: mutated(draw, st, texts))())
    def check(text: str) -> None:
        if time.monotonic() - started > BUDGET_SECONDS:
            return
        stripped = text.strip()
        if not stripped:
            return
        outcomes([stripped], parser.parse, verified)
        every_derivation.results([stripped], parser.parse)
        ran.append(stripped)

    check()
    assert len(ran) >= 20, f"only {len(ran)} mutated sentences ran within {BUDGET_SECONDS:.0f} s"
