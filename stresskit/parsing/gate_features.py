"""General features of a candidate rewrite for a confidence gate (issue 20): what the clause view knows of the
phrases a rule matched and of their predicate, with no word identity and no sentence id.

`rewrite_features` reads a match's slots (the phrases an op rewrites: the `subject` and the other slot, and the
predicate) and returns named numbers: the phrases' particles, their heads' POS and Sudachi tags (副詞可能,
サ変可能, 固有名詞, 数詞, 形状詞可能), animacy (stresskit/parsing/animacy.py), size and inner structure (bunsetsu,
a relative clause, a coordination), distances, the predicate's class (light verb, stative, 〜ている, adjective,
copula, non-final, adnominal, voice, negation, politeness), idiom chunks and case-frame counts
(stresskit/parsing/case_frames.py), and the sentence's size. `benchmarks/confidence_gate.py` measures whether a
model on them separates judged-wrong from judged-correct rewrites (docs/fidelity.md).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from stresskit.parsing.animacy import ANIMAL, ORGANISATION, PERSON, VEHICLE, recognise_tokens
from stresskit.parsing.case_frames import case_frames, case_of, noun_key, predicate_key
from stresskit.parsing.clauses import Argument, Clause, is_adnominal, is_idiom, is_negated
from stresskit.parsing.conjugation import Voice, current_voice, predicate_chain

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

# The reserved slots of a match (operations/base.py): not phrases the op rewrites.
RESERVED = frozenset({"predicate", "clause_start"})
STATIVE = frozenset(
    {"ある", "有る", "いる", "居る", "できる", "出来る", "分かる", "わかる", "要る", "見える", "聞こえる"}
)
LIGHT = frozenset({"する", "なる", "為る", "成る"})
# A frame counts only when the lexicon saw its predicate this often, and a (noun, case) use this often.
MIN_FRAME_CLAUSES = 20
MIN_NOUN_USES = 5
PHRASE_PREFIXES = ("a", "b")


def phrase_slots(slots: Mapping[str, Argument]) -> tuple[Argument | None, Argument | None]:
    """The two phrases a match rewrites: `a` the subject slot (or the first slot), `b` the next slot."""
    names = [name for name in slots if name not in RESERVED]
    first = "subject" if "subject" in names else (names[0] if names else None)
    rest = [name for name in names if name != first]
    return (slots[first] if first else None, slots[rest[0]] if rest else None)


def _bunsetsu(body: Span) -> int:
    """Bunsetsu in the phrase's body: a content word after a function word or punctuation starts one."""
    count = 0
    previous_function = True
    for token in body:
        function = token.pos_ in ("ADP", "AUX", "PART", "SCONJ", "PUNCT", "CCONJ") or token.tag_.startswith(
            "接尾辞"
        )
        if not function and previous_function:
            count += 1
        previous_function = function
    return max(count, 1)


def _particle_class(argument: Argument) -> str:
    particle = argument.particle
    if particle in ("は", "も"):
        return "topic"
    if len(argument.particle_tokens) > 1 and argument.particle_tokens[-1].text in ("は", "も"):
        return "stacked"
    return {"が": "ga", "を": "wo", "に": "ni", "で": "de"}.get(particle, "other")


def _phrase(prefix: str, argument: Argument | None, clause: Clause, chain: Span) -> dict[str, float]:
    names = (
        "present topic ga wo ni de stacked other pron propn num adverbial sahen keiyo suffix person "
        "organisation animal bunsetsu tokens relative coordination after_bare_noun to_predicate first idiom "
        "frame_known frame_rate noun_known noun_adjunct noun_spread"
    ).split()
    features = dict.fromkeys((f"{prefix}_{name}" for name in names), 0.0)
    if argument is None:
        return features
    doc = argument.span.doc
    head = argument.head
    body = argument.body
    f = {name: 0.0 for name in names}
    f["present"] = 1.0
    f[_particle_class(argument)] = 1.0
    f["pron"] = float(head.pos_ == "PRON")
    f["propn"] = float(head.pos_ == "PROPN" or "固有名詞" in head.tag_)
    f["num"] = float(head.pos_ == "NUM" or "数詞" in head.tag_)
    f["adverbial"] = float("副詞可能" in head.tag_)
    f["sahen"] = float("サ変可能" in head.tag_)
    f["keiyo"] = float("形状詞可能" in head.tag_)
    f["suffix"] = float(len(body) > 0 and body[-1].tag_.startswith("接尾辞"))
    animacy = recognise_tokens(body) if len(body) else None
    kind = animacy.kind if animacy else ""
    f["person"] = float(kind == PERSON)
    f["organisation"] = float(kind == ORGANISATION)
    f["animal"] = float(kind in (ANIMAL, VEHICLE))
    f["bunsetsu"] = float(min(_bunsetsu(body), 5)) if len(body) else 0.0
    f["tokens"] = math.log1p(len(body))
    inner = body[:-1] if len(body) else body
    f["relative"] = float(any(t.pos_ in ("VERB", "ADJ", "AUX") or t.tag_.startswith("形状詞") for t in inner))
    f["coordination"] = float(
        any(t.text == "、" or (t.text in ("と", "や") and t.pos_ in ("ADP", "CCONJ")) for t in inner)
    )
    before = doc[argument.start - 1] if argument.start > 0 else None
    f["after_bare_noun"] = float(before is not None and before.pos_ in ("NOUN", "PROPN", "PRON", "NUM"))
    gap = max(chain.start - argument.end, 0) if argument.end <= chain.start else 0
    f["to_predicate"] = math.log1p(gap)
    f["first"] = float(argument.start == 0)
    particle = argument.particle_tokens[0].text if argument.particle_tokens else ""
    f["idiom"] = float(bool(particle) and is_idiom(head, particle, clause.predicate) is not None)
    case = case_of(argument)
    frames = case_frames()
    frame = frames.frames.get(predicate_key(clause.predicate))
    if case is not None and frame is not None and frame.clauses >= MIN_FRAME_CLAUSES:
        f["frame_known"] = 1.0
        f["frame_rate"] = frame.rate(case)
    use = frames.nouns.get((noun_key(argument), case)) if case is not None else None
    if use is not None and use.count >= MIN_NOUN_USES:
        f["noun_known"] = 1.0
        f["noun_adjunct"] = use.adjunct / use.count
        f["noun_spread"] = use.predicates / use.count
    return {f"{prefix}_{name}": value for name, value in f.items()}


def _depth(token: Token) -> int:
    depth = 0
    while token.head.i != token.i and depth < 50:
        token = token.head
        depth += 1
    return depth


def _predicate(clause: Clause, clauses: Sequence[Clause], chain: Span) -> dict[str, float]:
    predicate = clause.predicate
    doc = predicate.doc
    following = doc[predicate.i + 1] if predicate.i + 1 < len(doc) else None
    lemmas = [t.lemma_ for t in chain]
    try:
        voice = current_voice(chain)
    except Exception:  # a chain conjugation.py cannot read
        voice = Voice.ACTIVE
    teiru = any(
        t.lemma_ in ("いる", "居る") and t.i > chain.start and doc[t.i - 1].text in ("て", "で")
        for t in chain
    )
    return {
        "pred_light": float(
            predicate.lemma_ in LIGHT or (following is not None and following.lemma_ == "する")
        ),
        "pred_stative": float(predicate.lemma_ in STATIVE),
        "pred_teiru": float(teiru),
        "pred_adjective": float(predicate.tag_.startswith(("形容詞", "形状詞"))),
        "pred_copula": float(predicate.pos_ in ("NOUN", "PROPN", "PRON", "NUM")),
        "pred_nonfinal": float(not clause.ends_sentence),
        "pred_adnominal": float(is_adnominal(predicate)),
        "pred_root": float(predicate.dep_ == "ROOT"),
        "pred_depth": float(min(_depth(predicate), 6)),
        "pred_passive": float(voice == Voice.PASSIVE),
        "pred_causative": float(voice == Voice.CAUSATIVE),
        "pred_negated": float(is_negated(chain)),
        "pred_polite": float(any(lemma in ("ます", "です") for lemma in lemmas)),
        "clause_arguments": float(min(len(clause.arguments), 5)),
        "clause_adjuncts": float(min(len(clause.adjuncts), 5)),
        "sentence_clauses": float(min(len(clauses), 8)),
        "sentence_tokens": math.log1p(len(doc)),
        "sentence_commas": float(min(sum(t.text == "、" for t in doc), 5)),
    }


def _pair(a: Argument | None, b: Argument | None) -> dict[str, float]:
    if a is None or b is None:
        return {"pair_gap": 0.0, "pair_adjacent": 0.0, "pair_punct": 0.0, "pair_b_first": 0.0}
    left, right = sorted((a, b), key=lambda x: x.start)
    between = left.span.doc[left.end : right.start] if left.end <= right.start else left.span.doc[0:0]
    return {
        "pair_gap": math.log1p(len(between)),
        "pair_adjacent": float(len(between) == 0),
        "pair_punct": float(any(t.pos_ == "PUNCT" for t in between)),
        "pair_b_first": float(b.start < a.start),
    }


def rewrite_features(
    slots: Mapping[str, Argument], clause: Clause, clauses: Sequence[Clause]
) -> dict[str, float]:
    """The named features of one match (its slots, its clause, the sentence's clauses), in a fixed order."""
    chain = predicate_chain(clause.predicate)
    a, b = phrase_slots(slots)
    return {
        **_phrase("a", a, clause, chain),
        **_phrase("b", b, clause, chain),
        **_pair(a, b),
        **_predicate(clause, clauses, chain),
    }
