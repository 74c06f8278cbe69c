"""The teaching view: explain's data, its text, JSON and HTML output, on hand-written sentences."""

import hashlib
import json
import re

import pytest
from typer.testing import CliRunner

import stresskit
from stresskit.cli.app import app
from stresskit.errors import StresskitError
from stresskit.evaluation.provenance import without_provenance
from stresskit.rules.loader import builtin_rules_dir, load_rules
from stresskit.teaching.explain import CHANGED, INSERTED, REMOVED, Segment, case_name, explain
from stresskit.teaching.html import page_html

GIRL = "小さな女の子が女性を見ている"
BOY = "男の子が公園で犬を走らせている"


@pytest.fixture(scope="module")
def rules():
    return load_rules()


@pytest.fixture(scope="module")
def girl(parser, rules):
    return explain([GIRL], rules, parser)[0]


@pytest.fixture(autouse=True)
def cache_dir(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("STRESSKIT_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))


def by_op(explanation):
    return {(t.op, t.pair): t for t in explanation.transformations}


def test_bunsetsu_tree_and_arguments(girl):
    assert [(b.text, b.head, b.relation) for b in girl.bunsetsu] == [
        ("小さな", 1, "amod"),
        ("女の子が", 3, "nsubj"),
        ("女性を", 3, "obj"),
        ("見ている", None, "ROOT"),
    ]
    assert [(a.predicate, a.phrase, a.case, a.role, a.colour) for a in girl.arguments] == [
        ("見ている", "小さな女の子が", "nominative が", "subject", 0),
        ("見ている", "女性を", "accusative を", "object", 1),
    ]


def test_every_rewrite_in_lesson_order(girl):
    assert [(t.op, t.pair, t.rules, t.rewritten) for t in girl.transformations] == [
        ("scramble", "ga-o", ("scramble-fronting",), "女性を小さな女の子が見ている"),
        ("particle-swap", "ga-o", ("particle-swap",), "小さな女の子を女性が見ている"),
        ("particle-delete", "ga-o", ("particle-delete",), "小さな女の子女性見ている"),
        ("np-swap", "ga-o", ("np-swap",), "女性が小さな女の子を見ている"),
        ("passive", "ga-o", ("passive",), "女性が小さな女の子に見られている"),
        ("voice-flip", "ga-o", ("flip-to-passive",), "小さな女の子が女性に見られている"),
        ("causative", "ga-o", ("causative-transitive",), "ある人が小さな女の子に女性を見させている"),
    ]


def test_meaning_and_label_effect(girl):
    assert [(t.op, t.meaning, t.label_effect) for t in girl.transformations] == [
        ("scramble", "kept", "label kept"),
        ("particle-swap", "roles reversed", "every label → neutral"),
        ("particle-delete", "particles dropped; readers restore them", "label kept"),
        ("np-swap", "roles reversed", "every label → neutral"),
        ("passive", "kept", "label kept"),
        ("voice-flip", "roles reversed", "every label → neutral"),
        ("causative", "caused event kept", "label kept"),
    ]


def test_reasons_for_ops_that_do_not_apply(girl):
    assert [(n.op, n.pair, n.reason) for n in girl.not_applicable] == [
        ("scramble", "ga-ni", "no に-argument of a predicate with a subject"),
        ("scramble", "ga-de", "no で-argument of a predicate with a subject"),
        ("particle-swap", "ga-ni", "no に-argument of a predicate with a subject"),
        ("particle-swap", "ga-de", "no で-argument of a predicate with a subject"),
        ("particle-delete", "ga-ni", "no に-argument of a predicate with a subject"),
        ("particle-delete", "ga-de", "no で-argument of a predicate with a subject"),
        ("np-swap", "ga-ni", "no に-argument of a predicate with a subject"),
        ("np-swap", "ga-de", "no で-argument of a predicate with a subject"),
        ("active", "ga-o", "predicate is active, not passive"),
        ("causative", "ga", "clause has an object marked を"),
        ("decausative", "ga-o", "predicate is active, not causative"),
        ("decausative", "ga", "predicate is active, not causative"),
    ]


def test_changes_are_spelled_out(girl):
    changes = {key: t.changes for key, t in by_op(girl).items()}
    assert changes[("scramble", "ga-o")] == ("女性を moved in front of 小さな女の子が",)
    assert changes[("particle-delete", "ga-o")] == (
        "小さな女の子が → 小さな女の子 (particle が dropped)",
        "女性を → 女性 (particle を dropped)",
    )
    assert changes[("np-swap", "ga-o")] == ("小さな女の子 ⇄ 女性 (the particles stay in place)",)
    assert changes[("passive", "ga-o")] == (
        "小さな女の子が ⇄ 女性を (whole phrases change places)",
        "女性を → 女性が",
        "小さな女の子が → 小さな女の子に",
        "見ている → 見られている (passive voice)",
    )


def test_moved_phrases_keep_their_colour(girl):
    scramble = by_op(girl)[("scramble", "ga-o")]
    assert scramble.original_segments == (
        Segment("小さな女の子が", 0),
        Segment("女性を", 1),
        Segment("見ている", None),
    )
    assert scramble.rewritten_segments == (
        Segment("女性を", 1),
        Segment("小さな女の子が", 0),
        Segment("見ている", None),
    )
    assert girl.segments == scramble.original_segments


def test_swapped_particles_are_marked_changed(girl):
    swap = by_op(girl)[("particle-swap", "ga-o")]
    assert swap.rewritten_segments == (
        Segment("小さな女の子", 0),
        Segment("を", 0, CHANGED),
        Segment("女性", 1),
        Segment("が", 1, CHANGED),
        Segment("見ている", None),
    )


def test_deleted_particles_are_marked_removed_in_the_original(girl):
    delete = by_op(girl)[("particle-delete", "ga-o")]
    assert delete.original_segments == (
        Segment("小さな女の子", 0),
        Segment("が", 0, REMOVED),
        Segment("女性", 1),
        Segment("を", 1, REMOVED),
        Segment("見ている", None),
    )
    assert [s.text for s in delete.rewritten_segments] == ["小さな女の子", "女性", "見ている"]


def test_particles_left_behind_by_np_swap_lose_the_colour(girl):
    swap = by_op(girl)[("np-swap", "ga-o")]
    assert swap.rewritten_segments == (
        Segment("女性", 1),
        Segment("が", None),
        Segment("小さな女の子", 0),
        Segment("を見ている", None),
    )


def test_inserted_causer_and_revoiced_predicate(girl):
    causative = by_op(girl)[("causative", "ga-o")]
    assert causative.rewritten_segments == (
        Segment("ある人が", 3, INSERTED),
        Segment("小さな女の子", 0),
        Segment("に", 0, CHANGED),
        Segment("女性を", None),
        Segment("見させている", 2, CHANGED),
    )
    # ている is emptied by the re-inflection, so it counts as part of the changed predicate.
    assert causative.original_segments[-1] == Segment("見ている", 2, CHANGED)


def test_removed_causer(parser, rules):
    (boy,) = explain([BOY], rules, parser, pairs="ga")
    (decausative,) = boy.transformations
    assert (decausative.op, decausative.rewritten) == ("decausative", "公園で犬が走っている")
    assert decausative.original_segments[0] == Segment("男の子が", 0, REMOVED)
    assert decausative.changes == (
        "男の子が removed",
        "犬を → 犬が",
        "走らせている → 走っている (active voice)",
    )


def test_rewrites_are_verified_by_reparsing(girl):
    assert {t.op: t.verified for t in girl.transformations} == {
        "scramble": True,
        "particle-swap": True,
        # GiNZA reads 小さな女の子女性 as one compound noun: the roles are gone, which is the point.
        "particle-delete": False,
        "np-swap": True,
        "passive": True,
        "voice-flip": True,
        "causative": True,
    }
    scramble = by_op(girl)[("scramble", "ga-o")]
    assert [(b.text, b.head) for b in scramble.rewritten_bunsetsu] == [
        ("女性を", 3),
        ("小さな", 2),
        ("女の子が", 3),
        ("見ている", None),
    ]


def test_case_names():
    assert case_name("が") == "nominative が"
    assert case_name("には") == "dative に + topic は"
    assert case_name("から") == "ablative から"
    assert case_name("とか") == "comitative と + か"
    assert case_name("") == "no particle"


@pytest.mark.parametrize(
    ("sentence", "message"),
    [
        ("  ", "the sentence is empty; give a Japanese sentence such as 小さな女の子が女性を見ている"),
        ("あ" * 201, "the sentence has 201 characters; explain takes one sentence of at most 200 characters"),
    ],
)
def test_unusable_sentences_are_refused(parser, rules, sentence, message):
    with pytest.raises(StresskitError) as error:
        explain([sentence], rules, parser)
    assert str(error.value) == message


def invoke(*args):
    return CliRunner().invoke(app, [str(arg) for arg in args])


EXPECTED_TEXT = """\
小さな女の子が女性を見ている
bunsetsu: 小さな | 女の子が | 女性を | 見ている
dependency tree between bunsetsu:
見ている  ROOT
├── 女の子が  nsubj
│   └── 小さな  amod
└── 女性を  obj
predicate  argument        case particle  role
見ている   小さな女の子が  nominative が  subject
見ている   女性を          accusative を  object

transformations that apply (7):
scramble (ga-o)  rule scramble-fronting
  小さな女の子が女性を見ている → 女性を小さな女の子が見ている
  - 女性を moved in front of 小さな女の子が
  meaning: kept; NLI: label kept
  parser reads the rewrite back as intended
particle-swap (ga-o)  rule particle-swap
  小さな女の子が女性を見ている → 小さな女の子を女性が見ている
  - 小さな女の子が → 小さな女の子を
  - 女性を → 女性が
  meaning: roles reversed; NLI: every label → neutral
  parser reads the rewrite back as intended
particle-delete (ga-o)  rule particle-delete
  小さな女の子が女性を見ている → 小さな女の子女性見ている
  - 小さな女の子が → 小さな女の子 (particle が dropped)
  - 女性を → 女性 (particle を dropped)
  meaning: particles dropped; readers restore them; NLI: label kept
  parser reads the rewrite differently (a misparse, or a rewrite to check)
np-swap (ga-o)  rule np-swap
  小さな女の子が女性を見ている → 女性が小さな女の子を見ている
  - 小さな女の子 ⇄ 女性 (the particles stay in place)
  meaning: roles reversed; NLI: every label → neutral
  parser reads the rewrite back as intended
passive (ga-o)  rule passive
  小さな女の子が女性を見ている → 女性が小さな女の子に見られている
  - 小さな女の子が ⇄ 女性を (whole phrases change places)
  - 女性を → 女性が
  - 小さな女の子が → 小さな女の子に
  - 見ている → 見られている (passive voice)
  meaning: kept; NLI: label kept
  parser reads the rewrite back as intended
voice-flip (ga-o)  rule flip-to-passive
  小さな女の子が女性を見ている → 小さな女の子が女性に見られている
  - 女性を → 女性に
  - 見ている → 見られている (passive voice)
  meaning: roles reversed; NLI: every label → neutral
  parser reads the rewrite back as intended
causative (ga-o)  rule causative-transitive
  小さな女の子が女性を見ている → ある人が小さな女の子に女性を見させている
  - ある人が added in front of 小さな女の子が
  - 小さな女の子が → 小さな女の子に
  - 見ている → 見させている (causative voice)
  meaning: caused event kept; NLI: label kept
  parser reads the rewrite back as intended

do not apply (12):
  scramble (ga-ni): no に-argument of a predicate with a subject
  scramble (ga-de): no で-argument of a predicate with a subject
  particle-swap (ga-ni): no に-argument of a predicate with a subject
  particle-swap (ga-de): no で-argument of a predicate with a subject
  particle-delete (ga-ni): no に-argument of a predicate with a subject
  particle-delete (ga-de): no で-argument of a predicate with a subject
  np-swap (ga-ni): no に-argument of a predicate with a subject
  np-swap (ga-de): no で-argument of a predicate with a subject
  active (ga-o): predicate is active, not passive
  causative (ga): clause has an object marked を
  decausative (ga-o): predicate is active, not causative
  decausative (ga): predicate is active, not causative

derived hypotheses (100):
  causative / built-causee-acts: premise ある人が小さな女の子に女性を見させている ⇒ 小さな女の子が女性を見ている  [entailment, overlap-order]
  causative / built-causer-acts: premise ある人が小さな女の子に女性を見させている ⇒ ある人が女性を見ている  [neutral, overlap-order]
  factive / factive-koto-kakujitsu: premise 小さな女の子が女性を見ていることは確実だ ⇒ 小さな女の子が女性を見ている  [entailment, constituent]
  factive / factive-kizuita: premise 小さな女の子が女性を見ていることに気づいた ⇒ 小さな女の子が女性を見ている  [entailment, constituent]
  factive / factive-wakatta: premise 小さな女の子が女性を見ていることがわかった ⇒ 小さな女の子が女性を見ている  [entailment, constituent]
  factive / factive-adverb-kakujitsu: premise 確実に小さな女の子が女性を見ている ⇒ 小さな女の子が女性を見ている  [entailment, constituent]
  factive / factive-adverb-akiraka: premise 明らかに小さな女の子が女性を見ている ⇒ 小さな女の子が女性を見ている  [entailment, constituent]
  factive / factive-adverb-machigainaku: premise 間違いなく小さな女の子が女性を見ている ⇒ 小さな女の子が女性を見ている  [entailment, constituent]
  factive / factive-adverb-tashikani: premise 確かに小さな女の子が女性を見ている ⇒ 小さな女の子が女性を見ている  [entailment, constituent]
  factive / factive-shitteiru: premise 小さな女の子が女性を見ていることを知っている ⇒ 小さな女の子が女性を見ている  [entailment, constituent]
  factive / factive-oboeteiru: premise 小さな女の子が女性を見ていることを覚えている ⇒ 小さな女の子が女性を見ている  [entailment, constituent]
  factive / nonfactive-iwareteiru: premise 小さな女の子が女性を見ていると言われている ⇒ 小さな女の子が女性を見ている  [neutral, constituent]
  factive / nonfactive-utagai: premise 小さな女の子が女性を見ているという疑いがある ⇒ 小さな女の子が女性を見ている  [neutral, constituent]
  factive / nonfactive-omowareteiru: premise 小さな女の子が女性を見ていると思われている ⇒ 小さな女の子が女性を見ている  [neutral, constituent]
  factive / nonfactive-adverb-osoraku: premise おそらく小さな女の子が女性を見ているだろう ⇒ 小さな女の子が女性を見ている  [neutral, constituent]
  factive / nonfactive-adverb-hyottoshitara: premise ひょっとしたら小さな女の子が女性を見ているかもしれない ⇒ 小さな女の子が女性を見ている  [neutral, constituent]
  factive / nonfactive-adverb-moshikasuruto: premise もしかすると小さな女の子が女性を見ているかもしれない ⇒ 小さな女の子が女性を見ている  [neutral, constituent]
  factive / nonfactive-adverb-tabun: premise たぶん小さな女の子が女性を見ているだろう ⇒ 小さな女の子が女性を見ている  [neutral, constituent]
  factive / nonfactive-shinjirareteiru: premise 小さな女の子が女性を見ていると信じられている ⇒ 小さな女の子が女性を見ている  [neutral, constituent]
  factive / nonfactive-uwasa: premise 小さな女の子が女性を見ているという噂がある ⇒ 小さな女の子が女性を見ている  [neutral, constituent]
  factive / nonfactive-shuchou: premise 小さな女の子が女性を見ているとある人が主張した ⇒ 小さな女の子が女性を見ている  [neutral, constituent]
  factive / factive-scrambled: premise 小さな女の子が女性を見ていることは確実だ ⇒ 女性を小さな女の子が見ている  [entailment, overlap-nonorder]
  factive / factive-koto-kakujitsu-frame-scrambled: premise 小さな女の子が女性を見ていることは確実だ ⇒ 女性を小さな女の子が見ていることは確実だ  [entailment, overlap-full]
  factive / factive-koto-kakujitsu-frame-swapped: premise 小さな女の子が女性を見ていることは確実だ ⇒ 女性が小さな女の子を見ていることは確実だ  [neutral, overlap-full]
  factive / factive-kizuita-frame-scrambled: premise 小さな女の子が女性を見ていることに気づいた ⇒ 女性を小さな女の子が見ていることに気づいた  [entailment, overlap-full]
  factive / factive-kizuita-frame-swapped: premise 小さな女の子が女性を見ていることに気づいた ⇒ 女性が小さな女の子を見ていることに気づいた  [neutral, overlap-full]
  factive / factive-wakatta-frame-scrambled: premise 小さな女の子が女性を見ていることがわかった ⇒ 女性を小さな女の子が見ていることがわかった  [entailment, overlap-full]
  factive / factive-wakatta-frame-swapped: premise 小さな女の子が女性を見ていることがわかった ⇒ 女性が小さな女の子を見ていることがわかった  [neutral, overlap-full]
  factive / factive-adverb-kakujitsu-frame-scrambled: premise 確実に小さな女の子が女性を見ている ⇒ 確実に女性を小さな女の子が見ている  [entailment, overlap-full]
  factive / factive-adverb-kakujitsu-frame-swapped: premise 確実に小さな女の子が女性を見ている ⇒ 確実に女性が小さな女の子を見ている  [neutral, overlap-full]
  factive / factive-adverb-akiraka-frame-scrambled: premise 明らかに小さな女の子が女性を見ている ⇒ 明らかに女性を小さな女の子が見ている  [entailment, overlap-full]
  factive / factive-adverb-akiraka-frame-swapped: premise 明らかに小さな女の子が女性を見ている ⇒ 明らかに女性が小さな女の子を見ている  [neutral, overlap-full]
  factive / factive-adverb-machigainaku-frame-scrambled: premise 間違いなく小さな女の子が女性を見ている ⇒ 間違いなく女性を小さな女の子が見ている  [entailment, overlap-full]
  factive / factive-adverb-machigainaku-frame-swapped: premise 間違いなく小さな女の子が女性を見ている ⇒ 間違いなく女性が小さな女の子を見ている  [neutral, overlap-full]
  factive / factive-adverb-tashikani-frame-scrambled: premise 確かに小さな女の子が女性を見ている ⇒ 確かに女性を小さな女の子が見ている  [entailment, overlap-full]
  factive / factive-adverb-tashikani-frame-swapped: premise 確かに小さな女の子が女性を見ている ⇒ 確かに女性が小さな女の子を見ている  [neutral, overlap-full]
  factive / factive-shitteiru-frame-scrambled: premise 小さな女の子が女性を見ていることを知っている ⇒ 女性を小さな女の子が見ていることを知っている  [entailment, overlap-full]
  factive / factive-shitteiru-frame-swapped: premise 小さな女の子が女性を見ていることを知っている ⇒ 女性が小さな女の子を見ていることを知っている  [neutral, overlap-full]
  factive / factive-oboeteiru-frame-scrambled: premise 小さな女の子が女性を見ていることを覚えている ⇒ 女性を小さな女の子が見ていることを覚えている  [entailment, overlap-full]
  factive / factive-oboeteiru-frame-swapped: premise 小さな女の子が女性を見ていることを覚えている ⇒ 女性が小さな女の子を見ていることを覚えている  [neutral, overlap-full]
  factive / nonfactive-iwareteiru-frame-scrambled: premise 小さな女の子が女性を見ていると言われている ⇒ 女性を小さな女の子が見ていると言われている  [entailment, overlap-full]
  factive / nonfactive-iwareteiru-frame-swapped: premise 小さな女の子が女性を見ていると言われている ⇒ 女性が小さな女の子を見ていると言われている  [neutral, overlap-full]
  factive / nonfactive-utagai-frame-scrambled: premise 小さな女の子が女性を見ているという疑いがある ⇒ 女性を小さな女の子が見ているという疑いがある  [entailment, overlap-full]
  factive / nonfactive-utagai-frame-swapped: premise 小さな女の子が女性を見ているという疑いがある ⇒ 女性が小さな女の子を見ているという疑いがある  [neutral, overlap-full]
  factive / nonfactive-omowareteiru-frame-scrambled: premise 小さな女の子が女性を見ていると思われている ⇒ 女性を小さな女の子が見ていると思われている  [entailment, overlap-full]
  factive / nonfactive-omowareteiru-frame-swapped: premise 小さな女の子が女性を見ていると思われている ⇒ 女性が小さな女の子を見ていると思われている  [neutral, overlap-full]
  factive / nonfactive-adverb-osoraku-frame-scrambled: premise おそらく小さな女の子が女性を見ているだろう ⇒ おそらく女性を小さな女の子が見ているだろう  [entailment, overlap-full]
  factive / nonfactive-adverb-osoraku-frame-swapped: premise おそらく小さな女の子が女性を見ているだろう ⇒ おそらく女性が小さな女の子を見ているだろう  [neutral, overlap-full]
  factive / nonfactive-adverb-hyottoshitara-frame-scrambled: premise ひょっとしたら小さな女の子が女性を見ているかもしれない ⇒ ひょっとしたら女性を小さな女の子が見ているかもしれない  [entailment, overlap-full]
  factive / nonfactive-adverb-hyottoshitara-frame-swapped: premise ひょっとしたら小さな女の子が女性を見ているかもしれない ⇒ ひょっとしたら女性が小さな女の子を見ているかもしれない  [neutral, overlap-full]
  factive / nonfactive-adverb-moshikasuruto-frame-scrambled: premise もしかすると小さな女の子が女性を見ているかもしれない ⇒ もしかすると女性を小さな女の子が見ているかもしれない  [entailment, overlap-full]
  factive / nonfactive-adverb-moshikasuruto-frame-swapped: premise もしかすると小さな女の子が女性を見ているかもしれない ⇒ もしかすると女性が小さな女の子を見ているかもしれない  [neutral, overlap-full]
  factive / nonfactive-adverb-tabun-frame-scrambled: premise たぶん小さな女の子が女性を見ているだろう ⇒ たぶん女性を小さな女の子が見ているだろう  [entailment, overlap-full]
  factive / nonfactive-adverb-tabun-frame-swapped: premise たぶん小さな女の子が女性を見ているだろう ⇒ たぶん女性が小さな女の子を見ているだろう  [neutral, overlap-full]
  factive / nonfactive-shinjirareteiru-frame-scrambled: premise 小さな女の子が女性を見ていると信じられている ⇒ 女性を小さな女の子が見ていると信じられている  [entailment, overlap-full]
  factive / nonfactive-shinjirareteiru-frame-swapped: premise 小さな女の子が女性を見ていると信じられている ⇒ 女性が小さな女の子を見ていると信じられている  [neutral, overlap-full]
  factive / nonfactive-uwasa-frame-scrambled: premise 小さな女の子が女性を見ているという噂がある ⇒ 女性を小さな女の子が見ているという噂がある  [entailment, overlap-full]
  factive / nonfactive-uwasa-frame-swapped: premise 小さな女の子が女性を見ているという噂がある ⇒ 女性が小さな女の子を見ているという噂がある  [neutral, overlap-full]
  factive / nonfactive-shuchou-frame-scrambled: premise 小さな女の子が女性を見ているとある人が主張した ⇒ 女性を小さな女の子が見ているとある人が主張した  [entailment, overlap-full]
  factive / nonfactive-shuchou-frame-swapped: premise 小さな女の子が女性を見ているとある人が主張した ⇒ 女性が小さな女の子を見ているとある人が主張した  [neutral, overlap-full]
  modal-negation / modal-kamoshirenai: premise 小さな女の子が女性を見ているかもしれない ⇒ 小さな女の子が女性を見ている  [neutral, constituent]
  modal-negation / modal-kanousei: premise 小さな女の子が女性を見ている可能性がある ⇒ 小さな女の子が女性を見ている  [neutral, constituent]
  modal-negation / modal-rashii: premise 小さな女の子が女性を見ているらしい ⇒ 小さな女の子が女性を見ている  [neutral, constituent]
  modal-negation / modal-youda: premise 小さな女の子が女性を見ているようだ ⇒ 小さな女の子が女性を見ている  [neutral, constituent]
  modal-negation / modal-nichigainai: premise 小さな女の子が女性を見ているに違いない ⇒ 小さな女の子が女性を見ている  [entailment, constituent]
  modal-negation / negation-wakedewanai: premise 小さな女の子が女性を見ているわけではない ⇒ 小さな女の子が女性を見ている  [contradiction, constituent]
  modal-negation / negation-nodewanai: premise 小さな女の子が女性を見ているのではない ⇒ 小さな女の子が女性を見ている  [contradiction, constituent]
  modal-negation / negation-wakedewaarimasen: premise 小さな女の子が女性を見ているわけではありません ⇒ 小さな女の子が女性を見ている  [contradiction, constituent]
  modal-negation / negation-nodewaarimasen: premise 小さな女の子が女性を見ているのではありません ⇒ 小さな女の子が女性を見ている  [contradiction, constituent]
  modal-negation / negation-scrambled: premise 小さな女の子が女性を見ているわけではない ⇒ 女性を小さな女の子が見ている  [contradiction, overlap-nonorder]
  modal-negation / modal-kamoshirenai-frame-scrambled: premise 小さな女の子が女性を見ているかもしれない ⇒ 女性を小さな女の子が見ているかもしれない  [entailment, overlap-full]
  modal-negation / modal-kamoshirenai-frame-swapped: premise 小さな女の子が女性を見ているかもしれない ⇒ 女性が小さな女の子を見ているかもしれない  [neutral, overlap-full]
  modal-negation / modal-kanousei-frame-scrambled: premise 小さな女の子が女性を見ている可能性がある ⇒ 女性を小さな女の子が見ている可能性がある  [entailment, overlap-full]
  modal-negation / modal-kanousei-frame-swapped: premise 小さな女の子が女性を見ている可能性がある ⇒ 女性が小さな女の子を見ている可能性がある  [neutral, overlap-full]
  modal-negation / modal-rashii-frame-scrambled: premise 小さな女の子が女性を見ているらしい ⇒ 女性を小さな女の子が見ているらしい  [entailment, overlap-full]
  modal-negation / modal-rashii-frame-swapped: premise 小さな女の子が女性を見ているらしい ⇒ 女性が小さな女の子を見ているらしい  [neutral, overlap-full]
  modal-negation / modal-youda-frame-scrambled: premise 小さな女の子が女性を見ているようだ ⇒ 女性を小さな女の子が見ているようだ  [entailment, overlap-full]
  modal-negation / modal-youda-frame-swapped: premise 小さな女の子が女性を見ているようだ ⇒ 女性が小さな女の子を見ているようだ  [neutral, overlap-full]
  modal-negation / modal-nichigainai-frame-scrambled: premise 小さな女の子が女性を見ているに違いない ⇒ 女性を小さな女の子が見ているに違いない  [entailment, overlap-full]
  modal-negation / modal-nichigainai-frame-swapped: premise 小さな女の子が女性を見ているに違いない ⇒ 女性が小さな女の子を見ているに違いない  [neutral, overlap-full]
  modal-negation / negation-wakedewanai-frame-scrambled: premise 小さな女の子が女性を見ているわけではない ⇒ 女性を小さな女の子が見ているわけではない  [entailment, overlap-full]
  modal-negation / negation-wakedewanai-frame-swapped: premise 小さな女の子が女性を見ているわけではない ⇒ 女性が小さな女の子を見ているわけではない  [neutral, overlap-full]
  modal-negation / negation-nodewanai-frame-scrambled: premise 小さな女の子が女性を見ているのではない ⇒ 女性を小さな女の子が見ているのではない  [entailment, overlap-full]
  modal-negation / negation-nodewanai-frame-swapped: premise 小さな女の子が女性を見ているのではない ⇒ 女性が小さな女の子を見ているのではない  [neutral, overlap-full]
  modal-negation / negation-wakedewaarimasen-frame-scrambled: premise 小さな女の子が女性を見ているわけではありません ⇒ 女性を小さな女の子が見ているわけではありません  [entailment, overlap-full]
  modal-negation / negation-wakedewaarimasen-frame-swapped: premise 小さな女の子が女性を見ているわけではありません ⇒ 女性が小さな女の子を見ているわけではありません  [neutral, overlap-full]
  modal-negation / negation-nodewaarimasen-frame-scrambled: premise 小さな女の子が女性を見ているのではありません ⇒ 女性を小さな女の子が見ているのではありません  [entailment, overlap-full]
  modal-negation / negation-nodewaarimasen-frame-swapped: premise 小さな女の子が女性を見ているのではありません ⇒ 女性が小さな女の子を見ているのではありません  [neutral, overlap-full]
  scrambling / scramble: 女性を小さな女の子が見ている  [entailment, overlap-full]
  scrambling / particle-swap: 小さな女の子を女性が見ている  [neutral, overlap-full]
  scrambling / np-swap: 女性が小さな女の子を見ている  [neutral, overlap-full]
  scrambling / object-topicalisation: 女性は小さな女の子が見ている  [entailment, overlap-full]
  subordination / built-conditional-ba: premise 小さな女の子が女性を見ていれば、ある人が喜ぶだろう ⇒ 小さな女の子が女性を見ている  [neutral, constituent]
  subordination / built-conditional-tara: premise 小さな女の子が女性を見ていたら、ある人が喜ぶだろう ⇒ 小さな女の子が女性を見ている  [neutral, constituent]
  subordination / built-conditional-nara: premise 小さな女の子が女性を見ているなら、ある人が喜ぶだろう ⇒ 小さな女の子が女性を見ている  [neutral, constituent]
  subordination / built-conditional-nara-main: premise ある人が来るなら、小さな女の子が女性を見ているだろう ⇒ 小さな女の子が女性を見ている  [neutral, constituent]
  subordination / built-conditional-nodenakereba: premise ある人が来るのでなければ、小さな女の子が女性を見ているはずだ ⇒ 小さな女の子が女性を見ている  [neutral, constituent]
  temporal / tense-aspect-present: 現在、小さな女の子が女性を見ている  [entailment, overlap-full]
  voice / passive: 女性が小さな女の子に見られている  [entailment, overlap-full]
  voice / voice-flip: 小さな女の子が女性に見られている  [neutral, overlap-full]
"""


def test_cli_text_view():
    result = invoke("explain", GIRL)
    assert result.exit_code == 0, result.output
    assert [line.rstrip() for line in result.stdout.splitlines()] == EXPECTED_TEXT.splitlines()


def test_cli_json_is_the_same_explanation(girl):
    result = invoke("explain", GIRL, "--json")
    assert result.exit_code == 0, result.output
    document = json.loads(result.stdout)
    assert without_provenance(document) == json.loads(json.dumps({"sentences": [girl.to_dict()]}))
    rule_files = document["provenance"]["rule_files"]
    # pairs.yaml, the nine ops' files (explain tries every op) and the thirty-five shared lexicons they use
    # (session 14 added labile_verbal_nouns, wh_words, measure_object_verbs)
    assert len(rule_files) == 45
    passive = (builtin_rules_dir() / "passive.yaml").read_bytes()
    assert rule_files["builtin:passive.yaml"] == hashlib.sha256(passive).hexdigest()
    body_parts = (builtin_rules_dir() / "lexicons" / "body_parts.yaml").read_bytes()
    assert rule_files["builtin:lexicons/body_parts.yaml"] == hashlib.sha256(body_parts).hexdigest()
    assert document["provenance"]["rule_versions"]["passive"] == "1"
    scramble = document["sentences"][0]["transformations"][0]
    assert scramble["rewritten_segments"] == [
        {"text": "女性を", "colour": 1, "mark": ""},
        {"text": "小さな女の子が", "colour": 0, "mark": ""},
        {"text": "見ている", "colour": None, "mark": ""},
    ]


def test_cli_html_page_is_self_contained_with_one_svg_per_tree(tmp_path):
    page = tmp_path / "page.html"
    result = invoke("explain", GIRL, BOY, "--html", page)
    assert result.exit_code == 0, result.output
    html = page.read_text(encoding="utf-8")
    assert html.count("<svg ") == (1 + 7) + (1 + 4)  # each sentence's tree, plus one per rewrite
    assert html.count('<section class="sentence">') == 2
    # Nothing fetched: no scripts, stylesheets, images, fonts or frames; the only URL is the SVG namespace.
    assert not re.search(r"<script|<link|<img|<iframe|@import|url\(|src=", html)
    assert set(re.findall(r"https?://[^\s\"']+", html)) == {"http://www.w3.org/2000/svg"}


def test_html_highlights_the_same_phrase_in_the_same_colour(girl):
    html = page_html([girl])
    scramble = html[html.index('data-op="scramble"') :]
    scramble = scramble[: scramble.index("</div>")]
    assert (
        '<span class="original"><span class="c0">小さな女の子が</span><span class="c1">女性を</span>見ている</span>'
        ' → <span class="rewritten"><span class="c1">女性を</span><span class="c0">小さな女の子が</span>見ている</span>'
    ) in scramble
    # In the rewrite's tree the moved phrase has the same colour class as in the sentence line.
    assert '<tspan class="c1">女性を</tspan>' in scramble
    swap = html[html.index('data-op="particle-swap"') :]
    assert '<span class="c0 changed">を</span>' in swap[: swap.index("</div>")]


def test_html_escapes_the_sentence(parser, rules):
    html = page_html(explain(["<b>猫</b>が犬を見た"], rules, parser))
    assert "<b>猫</b>" not in html
    assert "&lt;b&gt;猫&lt;/b&gt;" in html


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["explain", ""],
            "error: the sentence is empty; give a Japanese sentence such as 小さな女の子が女性を見ている",
        ),
        (["explain", GIRL, "--pair", "ga-x"], "error: unknown pair 'ga-x'"),
    ],
)
def test_cli_errors_are_one_line(args, message):
    result = invoke(*args)
    assert result.exit_code == 1
    assert result.stderr.strip().startswith(message)
    assert len(result.stderr.strip().splitlines()) == 1


def test_predicate_is_shown_without_punctuation(parser, rules):
    (guitar,) = explain(["男性が、ギターを弾いている。"], rules, parser)
    assert [(a.predicate, a.phrase) for a in guitar.arguments] == [
        ("弾いている", "男性が"),
        ("弾いている", "ギターを"),
    ]
    assert guitar.bunsetsu[-1].text == "弾いている。"


def test_python_api_takes_one_sentence_with_the_built_in_rules(parser):
    (explanation,) = stresskit.explain("猫が犬を追いかけている", parser=parser)
    assert [(t.op, t.rewritten) for t in explanation.transformations][:2] == [
        ("scramble", "犬を猫が追いかけている"),
        ("particle-swap", "猫を犬が追いかけている"),
    ]
