"""Re-inflect a Japanese predicate into another voice (active, passive, causative).

A predicate is the main verb plus the auxiliaries of its bunsetsu (焼か|れ|て|い|た).  Only the head — the
verb and its voice morpheme — is regenerated; tense, aspect, negation and politeness are copied, except
that て/た voice to で/だ (or back) when the head's 音便 changes (読んで → 読まれて).

The conjugation table is data (data/conjugation.yaml), keyed by Sudachi's own conjugation type and form
names, so every decision follows the parser's analysis and nothing is guessed from the surface.
"""

from __future__ import annotations

import importlib.resources
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import TYPE_CHECKING, Any

import yaml

from stresskit.parsing.script import has_kanji, is_kanji

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token


class Voice(StrEnum):
    """The voice a predicate is in; a str, so it reads from config and prints as its value."""

    ACTIVE = "active"  # plain: no passive/causative morpheme
    PASSIVE = "passive"  # (ら)れる
    CAUSATIVE = "causative"  # (さ)せる


class UnsupportedForm(Exception):
    """The predicate cannot be re-inflected.

    str(exc) is a short reason such as 'unsupported inflection 形容詞'; callers skip the predicate."""


# Pseudo-form for "whatever form this class attaches て/た to", which differs per class (書い, 読ん, 食べ).
_TE_TA = "て/た"


@dataclass(frozen=True)
class _Paradigm:
    """How a stem conjugates: Sudachi form name → ending, and what て/た attach to."""

    forms: Mapping[str, str]
    te_ta_form: str
    voiced_te_ta: bool

    def ending(self, slot: str) -> str:
        form = self.te_ta_form if slot == _TE_TA else slot
        if form not in self.forms:
            raise UnsupportedForm(f"unsupported form {slot}")
        return self.forms[form]


@dataclass(frozen=True)
class _VerbClass:
    inflection: str
    lemma_ending: str
    lemmas: frozenset[str]
    paradigm: _Paradigm
    voice_base: str
    voice_stems: Mapping[Voice, str]

    def matches(self, inflection_type: str, lemma: str) -> bool:
        type_matches = inflection_type == self.inflection or inflection_type.startswith(self.inflection + "-")
        lemma_matches = lemma.endswith(self.lemma_ending) and (not self.lemmas or lemma in self.lemmas)
        return type_matches and lemma_matches


@dataclass(frozen=True)
class _Table:
    verb_classes: tuple[_VerbClass, ...]
    voice_auxiliary: _Paradigm
    voice_auxiliaries: Mapping[str, Voice]
    form_aliases: Mapping[str, str]
    te_ta_types: frozenset[str]
    te_ta_lemmas: frozenset[str]
    voicing: Mapping[str, str]
    connectives: frozenset[str]
    subsidiary_verbs: frozenset[str]
    stative_verbs: frozenset[str]
    copula_types: frozenset[str]
    misread_causatives: Mapping[str, str]
    causative_bases: Mapping[str, tuple[str, str]]  # 住む → (住まう, 五段-ワア行): 住まわせる
    refusals: _Refusals


@dataclass(frozen=True)
class _Refusals:
    """Predicates whose voice must not change (data/conjugation.yaml, voice_refusals)."""

    potential_lemmas: frozenset[str]
    honorific_lemmas: frozenset[str]
    subsidiary: Mapping[str, str]
    intransitive_lemmas: frozenset[str]
    lexical_causatives: frozenset[str]


def _paradigm(raw: Mapping[str, Any]) -> _Paradigm:
    return _Paradigm(dict(raw["forms"]), raw["te_ta_form"], raw["voiced_te_ta"])


def _verb_class(raw: Mapping[str, Any]) -> _VerbClass:
    return _VerbClass(
        inflection=raw["inflection"],
        lemma_ending=raw["lemma_ending"],
        lemmas=frozenset(raw.get("lemmas", ())),
        paradigm=_paradigm(raw),
        voice_base=raw["voice_base"],
        voice_stems={Voice.PASSIVE: raw["passive"], Voice.CAUSATIVE: raw["causative"]},
    )


@cache
def _table() -> _Table:
    text = importlib.resources.files("stresskit.data").joinpath("conjugation.yaml").read_text("utf-8")
    raw = yaml.safe_load(text)
    return _Table(
        verb_classes=tuple(_verb_class(entry) for entry in raw["verb_classes"]),
        voice_auxiliary=_paradigm(raw["voice_auxiliary"]),
        voice_auxiliaries={lemma: Voice(voice) for lemma, voice in raw["voice_auxiliaries"].items()},
        form_aliases=dict(raw["form_aliases"]),
        te_ta_types=frozenset(raw["te_ta"]["types"]),
        te_ta_lemmas=frozenset(raw["te_ta"]["lemmas"]),
        voicing=dict(raw["te_ta"]["voicing"]),
        connectives=frozenset(raw["chain"]["connectives"]),
        subsidiary_verbs=frozenset(raw["chain"]["subsidiary_verbs"]),
        stative_verbs=frozenset(raw["chain"]["stative_verbs"]),
        copula_types=frozenset(raw["copula_types"]),
        misread_causatives=dict(raw["misread_causatives"]),
        causative_bases={lemma: (base[0], base[1]) for lemma, base in raw.get("causative_bases", {}).items()},
        refusals=_Refusals(
            potential_lemmas=frozenset(raw["voice_refusals"]["potential_lemmas"]),
            honorific_lemmas=frozenset(raw["voice_refusals"]["honorific_lemmas"]),
            subsidiary=dict(raw["voice_refusals"]["subsidiary"]),
            intransitive_lemmas=frozenset(raw["voice_refusals"]["intransitive_lemmas"]),
            lexical_causatives=frozenset(raw["voice_refusals"]["lexical_causatives"]),
        ),
    )


def _inflection(token: Token) -> tuple[str, str] | None:
    """Sudachi's (conjugation type, form), e.g. ('五段-カ行', '連用形-イ音便'); None for uninflected words."""
    values = token.morph.get("Inflection")
    if not values:
        return None
    inflection_type, _, form = values[0].partition(";")
    return inflection_type, form


def starts_bunsetsu(token: Token) -> bool:
    import ginza  # here, not at the top: loading rules must not load spaCy

    return ginza.bunsetu_bi_label(token) == "B"


def _chain_start(verb: Token) -> Token:
    # GiNZA heads a サ変 predicate (掃除している) with the noun and hangs する off it; only する inflects.
    doc = verb.doc
    if verb.tag_.startswith("名詞") and verb.i + 1 < len(doc):
        follower = doc[verb.i + 1]
        if follower.lemma_ == "する" and not starts_bunsetsu(follower):
            return follower
    return verb


def _continues_chain(token: Token) -> bool:
    if starts_bunsetsu(token):
        return False
    table = _table()
    if token.pos_ == "AUX" or token.tag_.startswith("接尾辞-動詞的"):
        return True  # 面白|がら|せた: the verb suffix がる and what follows it belong to the predicate
    if token.pos_ == "SCONJ":
        return token.lemma_ in table.connectives
    if token.pos_ != "VERB" or token.lemma_ not in table.subsidiary_verbs:
        return False
    # 運ばれて|いる: the parse sometimes hangs the いる of the same bunsetsu off the verb as a clause of its
    # own (advcl) rather than as `fixed`; right after the te-form it is the aspect auxiliary all the same.
    previous = token.doc[token.i - 1]
    return token.dep_ == "fixed" or (previous.pos_ == "SCONJ" and previous.lemma_ in table.connectives)


def predicate_chain(verb: Token) -> Span:
    """The tokens from the main verb to the end of its inflectional chain.

    That is the verb plus the following tokens of its own bunsetsu that are auxiliaries / て・で (SCONJ
    mark) / fixed いる・ある・おく・しまう / ない / た / ます, ending before punctuation or a following
    word of another bunsetsu. For a サ変 noun + する predicate (掃除している), the chain starts at する
    (the noun before it is not part of the chain), whether `verb` is the noun or する."""
    doc = verb.doc
    start = _chain_start(verb).i
    end = start + 1
    while end < len(doc) and _continues_chain(doc[end]):
        end += 1
    return doc[start:end]


def _voice_morphemes(chain: Span) -> list[Voice]:
    """The voices of the passive/causative auxiliaries right after the verb, in order.

    Usually zero or one; 読ま|せ|られ gives both."""
    voices = []
    for token in chain[1:]:
        if not voices and token.tag_.startswith("接尾辞-動詞的"):
            continue  # 面白|がら|せる: the verb suffix がる makes the verb; the voice after it is the verb's
        voice = _table().voice_auxiliaries.get(token.lemma_) if token.pos_ == "AUX" else None
        if voice is None:
            break
        voices.append(voice)
    return voices


def current_voice(chain: Span) -> Voice:
    """ACTIVE, PASSIVE or CAUSATIVE.

    PASSIVE is the verb followed by aux れる/られる (サ変: さ+れる), CAUSATIVE by せる/させる (サ変: さ+せる).
    A causative-passive (読ませられる) reports its outer voice, PASSIVE; revoice refuses it."""
    voices = _voice_morphemes(chain)
    return voices[-1] if voices else Voice.ACTIVE


def _not_a_verb_reason(chain: Span) -> str:
    for token in chain:
        inflection = _inflection(token)
        if inflection is not None and inflection[0] in _table().copula_types:
            return f"copula {token.lemma_}"
    return f"not a verb: {chain[0].text} ({chain[0].pos_})"


def _class_of(chain: Span) -> _VerbClass:
    verb = chain[0]
    inflection = _inflection(verb)
    if inflection is None:
        raise UnsupportedForm(_not_a_verb_reason(chain))
    for verb_class in _table().verb_classes:
        if verb_class.matches(inflection[0], verb.lemma_):
            return verb_class
    if len(chain) > 1 and chain[1].tag_.startswith("接尾辞-動詞的"):
        raise UnsupportedForm(
            f"{verb.text}{chain[1].lemma_} is the stem {verb.text} with the verb suffix {chain[1].lemma_}, which the tool "
            "does not conjugate"
        )
    raise UnsupportedForm(f"unsupported inflection {inflection[0]}")


def _stem(verb: Token, verb_class: _VerbClass) -> str:
    stem = verb.lemma_[: len(verb.lemma_) - len(verb_class.lemma_ending)]
    # The table appends kana to the lemma's stem; a surface in another script (lemma 焼く, surface やい)
    # would be silently respelled.
    if not verb.text.startswith(stem):
        raise UnsupportedForm(f"surface {verb.text} does not match lemma {verb.lemma_}")
    return stem


def _is_te_ta(token: Token) -> bool:
    table = _table()
    inflection = _inflection(token)
    if inflection is not None and inflection[0] in table.te_ta_types:
        return True
    # The case particle で (ADP) shares the lemma of the connective で.
    return token.pos_ != "ADP" and token.lemma_ in table.te_ta_lemmas


def _slot(chain: Span, head_length: int) -> str:
    """The form the new head must take: whatever the old head's last token was in, or _TE_TA."""
    follower_index = chain.start + head_length
    if follower_index < len(chain.doc) and _is_te_ta(chain.doc[follower_index]):
        return _TE_TA
    inflection = _inflection(chain[head_length - 1])
    if inflection is None:
        raise UnsupportedForm(f"uninflected {chain[head_length - 1].text}")
    return _table().form_aliases.get(inflection[1], inflection[1])


def _revoice_te_ta(text: str, voiced: bool) -> str:
    for unvoiced, voiced_start in _table().voicing.items():
        old, new = (unvoiced, voiced_start) if voiced else (voiced_start, unvoiced)
        if text.startswith(old):
            return new + text[len(old) :]
    return text


def _check_voices(chain: Span, target: Voice) -> list[Voice]:
    voices = _voice_morphemes(chain)
    if len(voices) > 1:
        raise UnsupportedForm("stacked voice " + "-".join(voice.value for voice in voices))
    current = voices[0] if voices else Voice.ACTIVE
    if current is target:
        raise UnsupportedForm(f"already {target.value}")
    misreading = _table().misread_causatives.get(chain[0].lemma_)
    if current is Voice.CAUSATIVE and misreading is not None:
        raise UnsupportedForm(f"ambiguous parse: {misreading}")
    return voices


def revoice(chain: Span, target: Voice) -> str:
    """The surface string that replaces the chain so that the predicate is in voice `target`.

    Tense, aspect, negation, politeness and the connective form are kept. Raises UnsupportedForm with a
    reason when it can't, including when the chain is already in `target`."""
    verb_class = _class_of(chain)
    head_length = 1 + len(_check_voices(chain, target))
    slot = _slot(chain, head_length)
    stem = _stem(chain[0], verb_class)
    base = _table().causative_bases.get(chain[0].lemma_) if target is Voice.CAUSATIVE else None
    if base is not None:  # 住む → 住まわせる: the causative of 住まう (data/conjugation.yaml causative_bases)
        verb_class = _class_for(*base)
        stem = base[0][: len(base[0]) - len(verb_class.lemma_ending)]
    if target is Voice.ACTIVE:
        paradigm = verb_class.paradigm
    else:
        stem += verb_class.paradigm.forms[verb_class.voice_base] + verb_class.voice_stems[target]
        paradigm = _table().voice_auxiliary
    return stem + paradigm.ending(slot) + _rest(chain, head_length, slot, paradigm.voiced_te_ta)


def _class_for(lemma: str, inflection_type: str) -> _VerbClass:
    for verb_class in _table().verb_classes:
        if verb_class.matches(inflection_type, lemma):
            return verb_class
    raise UnsupportedForm(f"unsupported inflection {inflection_type} of {lemma}")


def relexicalise(chain: Span, lemma: str, inflection_type: str) -> str:
    """The surface string that replaces an active chain with another verb, `lemma` of Sudachi conjugation
    type `inflection_type` ('五段-サ行', '下一段'), in the same form: 倒れた → 倒した, 点いています →
    点けています, 起きている → 起こしている.

    For a 自他 pair (a lexical causative and its intransitive). Tense, aspect, negation, politeness and the
    connective form are kept, and て/た voice to match the new verb's 音便 (落ちた → 落とした, 並んだ →
    並べた). Raises UnsupportedForm for a chain with a voice morpheme or a form the table lacks."""
    old_class = _class_of(chain)
    _stem(chain[0], old_class)  # the surface must be the lemma's own spelling
    if _voice_morphemes(chain):
        raise UnsupportedForm(f"{chain.text} is not in the active voice")
    new_class = _class_for(lemma, inflection_type)
    slot = _slot(chain, 1)
    stem = lemma[: len(lemma) - len(new_class.lemma_ending)]
    paradigm = new_class.paradigm
    return stem + paradigm.ending(slot) + _rest(chain, 1, slot, paradigm.voiced_te_ta)


def _rest(chain: Span, head_length: int, slot: str, voiced: bool) -> str:
    """The chain after the head, with a leading て/た voiced to match the new head."""
    rest = chain.doc[chain.start + head_length : chain.end].text
    if slot != _TE_TA:
        return rest
    if rest:
        return _revoice_te_ta(rest, voiced)
    # The て/た-family word lies outside the chain (たり is a particle); the replacement cannot reach it.
    outside = chain.doc[chain.end].text
    if _revoice_te_ta(outside, voiced) != outside:
        raise UnsupportedForm(f"{outside} after the chain would have to change")
    return rest


# Kana a 五段 verb's dictionary form ends in: a 下一段 verb normalised to one of these is its potential.
_GODAN_ENDINGS = tuple("うくぐすつぬぶむる")
_PREFIXES = frozenset({"お", "ご", "御"})
# Verbs that make an お/ご-prefixed 連用形 or サ変 noun a humble act of the speaker's (お待ちする, ご連絡いたします,
# ご案内申し上げる).
HUMBLE_SUPPORT_VERBS = frozenset({"する", "致す", "いたす", "申し上げる", "申しあげる"})


# The e-row kana of each 五段 ending: a 五段 verb's potential ends in it + る (遣る → やれる, 書く → 書ける).
_E_ROW = dict(zip("うくぐすつぬぶむる", "えけげせてねべめれ", strict=True))


def is_potential(verb: Token) -> bool:
    """A potential verb (学べる 'can learn', 泳げる): listed, or a 下一段 verb whose normal form is a 五段 verb's —
    spelt alike (学べる of 学ぶ) or in kana for a verb whose normal form is kanji and る-less stem (やれる of 遣る)."""
    inflection = _inflection(verb)
    if verb.lemma_ in _table().refusals.potential_lemmas:
        return True
    if inflection is None or not inflection[0].startswith("下一段") or verb.norm_ == verb.lemma_:
        return False
    if not (verb.norm_.endswith(_GODAN_ENDINGS) and verb.lemma_.endswith("る")):
        return False
    if verb.norm_[:-1] == verb.lemma_[: len(verb.norm_) - 1]:
        return True
    # やれる (norm 遣る): the normal form is a kanji stem + its 五段 ending, the lemma the kana potential of it;
    # 呉れる (norm of くれる) keeps a kana before る, so it is no 五段 verb's normal form.
    return (
        is_kanji(verb.norm_[:-1])
        and not has_kanji(verb.lemma_)
        and verb.lemma_.endswith(_E_ROW[verb.norm_[-1]] + "る")
    )


def voice_change_refusal(chain: Span, target: Voice) -> str | None:
    """Why the predicate must not change into voice `target` at all, or None.

    These are forms the table could inflect but whose voice change is wrong: potential, honorific and
    humble verbs, subsidiary-verb constructions (〜てある, 〜てもらう, 〜て来る, 〜たい), a voice stacked on
    a passive or causative, the adversative passive of an intransitive verb, and lexical せる verbs."""
    refusals = _table().refusals
    verb = chain[0]
    doc = chain.doc
    if is_potential(verb):
        gloss = f" ('can {verb.norm_}')" if verb.norm_ != verb.lemma_ else ""
        return f"potential verb {verb.lemma_}{gloss}: it has no passive or causative"
    prefix = _polite_prefix(chain)
    if verb.lemma_ in refusals.honorific_lemmas or prefix is not None:
        form = doc[prefix if prefix is not None else chain.start : chain.end].text
        return f"honorific or humble form {form}: its voice does not change"
    following = doc[chain.end] if chain.end < len(doc) else None
    after_chain = [following] if following is not None and not starts_bunsetsu(following) else []
    previous = None
    for token in [*chain[1:], *after_chain]:
        te_form = previous is not None and previous.pos_ == "SCONJ"
        # ほしい is an adjective (Sudachi 形容詞-非自立可能), tagged AUX or ADJ
        if token.pos_ in ("VERB", "AUX", "ADJ") and (te_form or token.lemma_ == "たい"):
            reason = refusals.subsidiary.get(token.lemma_)
            if reason is not None:
                return reason
        previous = token
    start = chain.start
    if start >= 1 and doc[start - 1].pos_ == "SCONJ" and verb.lemma_ in refusals.subsidiary:
        return refusals.subsidiary[verb.lemma_]  # the 来 of 走って|来た as a clause of its own
    voices = _voice_morphemes(chain)
    current = voices[-1] if voices else Voice.ACTIVE
    if current is not Voice.ACTIVE and target is not Voice.ACTIVE and current is not target:
        return f"already {current.value}: only its active voice can be formed"
    if current is Voice.PASSIVE and target is Voice.ACTIVE and verb.lemma_ in refusals.intransitive_lemmas:
        return f"passive of the intransitive verb {verb.lemma_}: an adversative passive has no active clause"
    if current is Voice.CAUSATIVE and target is Voice.ACTIVE and verb.lemma_ in refusals.lexical_causatives:
        return f"{verb.text}{chain[1].text} is a verb or idiom of its own, not the causative of {verb.lemma_}"
    return None


def _polite_prefix(chain: Span) -> int | None:
    """Where お/ご + 連用形 + になる (お読みになる, honorific) or + する (お持ちする, humble) starts, or None; also
    お/ご + 連用形 as the predicate itself, before です/だ or alone (お持ちですか, お待ちです, お待ちください: the
    honorific 〜です form, whose verb stem is a noun inside the frame: ×お持たせですか, お持たせ being a gift)."""
    doc = chain.doc
    start = chain.start
    if (
        start >= 1
        and chain[0].pos_ == "VERB"
        and doc[start - 1].text in _PREFIXES
        and doc[start - 1].tag_.startswith("接頭辞")
    ):
        return start - 1
    if chain[0].lemma_ == "なる" and start >= 2 and doc[start - 1].text == "に":
        if start >= 3 and doc[start - 3].text in _PREFIXES and doc[start - 3].tag_.startswith("接頭辞"):
            return start - 3
        if doc[start - 2].lemma_ in _table().refusals.honorific_lemmas:  # ご覧になる
            return start - 2
        noun = doc[start - 2]
        # ご利用になる, ご出席になる: Sudachi keeps ご in the noun (not お世話になる, an idiom)
        if len(noun.text) > 1 and noun.text[0] in ("ご", "御") and noun.tag_.startswith("名詞"):
            return start - 2
    if is_humble_form(doc, start - 1, support_verbs=frozenset({"する"})):
        return start - 2
    return None


def is_humble_form(
    doc: Doc, stem: int, support_verbs: frozenset[str] = HUMBLE_SUPPORT_VERBS, prefix_tagged: bool = False
) -> bool:
    """Whether the word at `stem` is the 連用形 or サ変 noun of a humble お/ご + stem + する form (お持ちする, ご連絡
    いたします, ご案内申し上げる): a prefix お, ご or 御 right before it, a verb of `support_verbs` right after it.

    `_polite_prefix` (a voice change refused) takes only する after the stem and asks the stem to be a verb or a
    noun; `prefix_tagged` (for derivation's `_performative`, whose stem is the clause's predicate) asks instead
    that Sudachi tag the prefix 接頭辞, whatever the stem's part of speech."""
    if stem < 1 or stem + 1 >= len(doc):
        return False
    prefix = doc[stem - 1]
    if prefix.text not in _PREFIXES or doc[stem + 1].lemma_ not in support_verbs:
        return False
    if prefix_tagged:
        return prefix.tag_.startswith("接頭辞")
    return doc[stem].pos_ in ("VERB", "NOUN")


@dataclass(frozen=True)
class Finite:
    """The aspect and tense a finite predicate ends in: 歌っている (progressive), 歌った (past), 歌っていた (both)."""

    progressive: bool
    past: bool


def finite_shape(chain: Span) -> Finite:
    """The aspect (…ている/…てる) and tense (…た) of a finite predicate chain."""
    table = _table()
    tokens = list(chain)
    progressive = any(
        token.lemma_ in ("いる", "てる", "でる")
        and (token.lemma_ != "いる" or tokens[k - 1].lemma_ in ("て", "で"))
        for k, token in enumerate(tokens)
        if k > 0
    )
    last = _inflection(tokens[-1])
    past = last is not None and last[0] in table.te_ta_types
    return Finite(progressive, past)


def finite_form(chain: Span, shape: Finite) -> str:
    """The text that replaces a conjunctive chain (te-form or 連用形) so that its clause ends finitely.

    A chain with its own ている keeps its aspect and takes `shape`'s tense (弾いていて → 弾いている / 弾いていた);
    a bare te-form or 連用形 takes `shape`'s aspect and tense (切り → 切る, 切った, 切っている, 切っていた).
    Raises UnsupportedForm for what the table cannot say (negated te-forms such as 弾かないで, adjectives).
    """
    table = _table()
    tokens = list(chain)
    if tokens[-1].pos_ == "SCONJ" and tokens[-1].lemma_ in table.connectives:
        tokens.pop()
    if not tokens or any(token.pos_ == "AUX" and token.lemma_ in ("ない", "ず", "ぬ") for token in tokens):
        raise UnsupportedForm(f"negated or empty conjunctive form {chain.text}")
    if len(tokens) > 2 and tokens[-1].lemma_ == "いる" and tokens[-2].lemma_ in ("て", "で"):
        return "".join(token.text for token in tokens[:-1]) + ("いた" if shape.past else "いる")
    head_length = 1 + len(_voice_morphemes(chain))
    if len(tokens) != head_length:
        raise UnsupportedForm(f"unsupported conjunctive chain {chain.text}")
    verb_class = _class_of(chain)
    if chain[0].lemma_ in table.stative_verbs and head_length == 1:
        shape = Finite(progressive=False, past=shape.past)  # いて → いる, not いている
    if head_length == 1:
        stem, paradigm = _stem(chain[0], verb_class), verb_class.paradigm
    else:  # 切られ: the voice auxiliary conjugates like a 下一段 verb whose 連用形 is its stem
        stem, paradigm = "".join(token.text for token in tokens), table.voice_auxiliary
    if not shape.progressive and not shape.past:
        return stem + paradigm.ending("終止形-一般")
    te, ta = ("で", "だ") if paradigm.voiced_te_ta else ("て", "た")
    if shape.progressive:
        return stem + paradigm.ending(_TE_TA) + te + ("いた" if shape.past else "いる")
    return stem + paradigm.ending(_TE_TA) + ta


def plain_form(chain: Span) -> str:
    """The plain form of a polite predicate chain, for a clause embedded in a plain frame.

    泊まりました → 泊まった, 弾いています → 弾いている, 読まれていました → 読まれていた,
    おいしかったです → おいしかった. Raises UnsupportedForm for what it cannot say: a negated ません (its
    plain form would need the negation re-inflected) and a copula です after a noun or a na-adjective
    (学生です needs である before a frame's noun, not だ)."""
    tokens = list(chain)
    lemmas = [token.lemma_ for token in tokens]
    if "ます" in lemmas:
        polite = lemmas.index("ます")
        rest = [token.text for token in tokens[polite + 1 :]]
        if polite == 0 or rest not in ([], ["た"]):
            raise UnsupportedForm(f"unsupported polite form {chain.text}")
        head = chain.doc[chain.start : chain.start + polite]
        return finite_form(head, Finite(progressive=False, past=rest == ["た"]))
    if "です" in lemmas:
        if lemmas[-1] != "です" or not tokens[0].tag_.startswith("形容詞"):
            raise UnsupportedForm(f"a copula です after a noun or na-adjective ({chain.text}) needs である")
        return "".join(token.text for token in tokens[:-1])
    return chain.text


@cache
def _sudachi() -> Any:
    """Sudachi's tokenizer over its core dictionary (installed with GiNZA), for the dictionary checks below."""
    from sudachipy import Dictionary

    return Dictionary(dict="core").create()


def dictionary_words(text: str) -> list[tuple[str, str, str]]:
    """The words Sudachi's core dictionary finds in `text` (its longest split, mode C): (surface, part-of-speech
    tag joined with '-', dictionary form). For checks of what a reader would take a written string to be."""
    from sudachipy import SplitMode

    return [
        (m.surface(), "-".join(p for p in m.part_of_speech()[:4] if p != "*"), m.dictionary_form())
        for m in _sudachi().tokenize(text, SplitMode.C)
    ]


# The i-row kana a 五段 verb's 連用形 ends in, and the u-row kana of its dictionary form (支払い → 支払う).
_I_TO_U = dict(zip("いきぎしちにびみり", "うくぐすつぬぶむる", strict=True))


def stem_verb(word: str) -> str | None:
    """The verb whose 連用形 `word` spells, by the dictionary (調べ ← 調べる, 支払い ← 支払う, 投げ ← 投げる): Sudachi
    reads the spelt-out 一段 (+る) or 五段 (i-row → u-row) form as one verb of that dictionary form; None otherwise."""
    candidates = [word + "る"]
    if word[-1:] in _I_TO_U:
        candidates.append(word[:-1] + _I_TO_U[word[-1]])
    for verb in candidates:
        words = dictionary_words(verb)
        if len(words) == 1 and words[0][1].startswith("動詞") and words[0][2] == verb:
            return verb
    return None


def _is_kana(text: str) -> bool:
    return bool(text) and all("\u3040" <= ch <= "\u30ff" or ch == "ー" for ch in text)


_U_TO_I = {u: i for i, u in _I_TO_U.items()}


def kana_stem_ambiguity(verb: Token) -> str | None:
    """The other verb a kana verb in its 連用形 may be, by Sudachi's dictionary, or None.

    A 五段 verb's 連用形 ends in an i-row kana, and so does a 上一段 verb's stem: おき|ます is 置きます (置く) or 起きます
    (起きる), かり|ます 借ります or 刈ります. Sudachi picks one (おきます → おく); the conjugation of the other is different
    (おかせる, 起きさせる), so a causative written from the picked one may be the wrong verb's."""
    values = verb.morph.get("Inflection")
    if not values or "連用形-一般" not in values[0] or not _is_kana(verb.text) or not verb.text:
        return None
    kind = values[0].split(";")[0]
    following = verb.doc[verb.i + 1] if verb.i + 1 < len(verb.doc) else None
    if following is not None and following.lemma_ in ("た", "て", "だ", "で") and verb.text[-1] != "し":
        return None  # a 五段 verb but for サ行 takes た and て in its 音便 form (置いた), so おきた is 起きた
    if kind.startswith("五段") and verb.text[-1] in _I_TO_U:
        other, wanted = verb.text + "る", "上一段"
    elif kind.startswith("上一段") and verb.text[-1] in _I_TO_U:
        other, wanted = verb.text[:-1] + _I_TO_U[verb.text[-1]], "五段"
    else:
        return None
    from sudachipy import SplitMode

    words = list(_sudachi().tokenize(other, SplitMode.C))
    if len(words) != 1 or words[0].part_of_speech()[0] != "動詞" or words[0].dictionary_form() != other:
        return None
    if not words[0].part_of_speech()[4].startswith(wanted):
        return None
    return words[0].normalized_form()


def causative_form_refusal(chain: Span, new: str) -> str | None:
    """Why the causative `new` of the predicate `chain` must not be written, or None.

    - A change of state made with an adjective's く-form and なる (亡くなる, なくなる, いなくなる) has no productive
      causative: ×亡くならせた; 'make die' or 'lose' is another verb (死なせる, 無くす), not this one's causative.
    - A verb written in kana only whose causative is, in Sudachi's dictionary, the form of another verb: the
      reader takes the other verb (すむ → すませる reads as 済ませる 'finish', あう → あわせる as 合わせる, みる →
      みせる as 見せる). Decided by the dictionary: the first word Sudachi finds in `new` has another
      dictionary form than the verb's."""
    verb = chain[0]
    if verb.pos_ not in ("VERB", "AUX") and not verb.tag_.startswith("動詞"):
        return None
    if verb.lemma_.endswith("くなる") and len(verb.lemma_) > 3:
        return (
            f"{verb.lemma_} is a change of state (an adjective's く-form with なる): it has no causative of its own"
            f" (×{new}); making it happen is another verb"
        )
    if not _is_kana(verb.text):
        return None
    other = kana_stem_ambiguity(verb)
    if other is not None:
        return (
            f"{verb.text} is written in kana and spells the 連用形 of both {verb.lemma_} and {other} (五段 and 一段"
            f" verbs share it): which verb it is, and so its causative ({new} or another), is not known"
        )
    from sudachipy import SplitMode

    first = next(iter(_sudachi().tokenize(new, SplitMode.C)), None)
    if first is None or first.part_of_speech()[0] != "動詞":
        return None
    if first.dictionary_form() != verb.lemma_ and first.normalized_form() != verb.norm_:
        return (
            f"{verb.text} is written in kana and its causative {new} is spelt like the verb"
            f" {first.normalized_form()} ({first.dictionary_form()}): it would read as that verb, not as"
            f" {verb.lemma_} made to happen"
        )
    return None
