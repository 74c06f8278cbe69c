"""Derivation primitives: build a hypothesis (or a premise) from a parsed sentence, JaNLI-style.

Where an op (primitives.py) rewrites a sentence in place, a derivation takes part of it: the relative clause
of 子供が走っている猫を追いかけた as 猫が走っていた, one conjunct of 猫と犬が走っている, one clause of
男性がギターを弾いていて、歌っている (re-inflected: 弾いている), or the embedded sentence of
…ことは確実だ; or it wraps a sentence in a frame (S → S ことは確実だ). Each primitive is a small class: its
arguments are validated when the rule file loads (`problem`), `apply` returns the derived sentences as
`Rewrite`s of the input's tokens (so a later op step, and the heuristic tag, still see which tokens went
where) or the reason it does not apply, and `describe` says what it does. `DERIVATIONS` is the registry
that rule files (rules/derive/*.yaml) name them through.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import ginza
from spacy.tokens import Doc, Span, Token

from stresskit.operations.derive_lexicons import derive_lexicon
from stresskit.operations.primitives import COMMAS
from stresskit.operations.rewrite import Rewrite
from stresskit.operations.verb_pairs import builtin_pairs
from stresskit.parsing.animacy import ANIMAL, ORGANISATION, PERSON, recognise_tokens
from stresskit.parsing.case_frames import case_frames, predicate_key
from stresskit.parsing.clauses import (
    NEGATIVE_AUXILIARIES,
    POSTPOSITIONAL_VERBS,
    SUBJECT_PARTICLES,
    Argument,
    Clause,
    clause_lexicons,
    compound_postpositions,
    is_adnominal,
    is_negated,
    lexicon_words,
    ni_gate_lexicons,
    rule_lexicon_words,
)
from stresskit.parsing.conjugation import (
    Finite,
    UnsupportedForm,
    Voice,
    current_voice,
    finite_form,
    finite_shape,
    is_humble_form,
    plain_form,
    predicate_chain,
)
from stresskit.parsing.script import DATE_COUNTERS
from stresskit.registry import Registry

SENTENCE_PLACEHOLDER = "{S}"  # where a frame puts the sentence it embeds
POLITE = ("ます", "です")  # the polite auxiliaries a predicate drops inside a plain frame


@dataclass(frozen=True)
class Derived:
    """One derived sentence: the input's tokens in a new order with new texts, and whether it is a whole clause."""

    rewrite: Rewrite
    constituent: bool = False
    clauses: frozenset[int] = frozenset()  # predicates of the clauses an op step rewrote
    label: str | None = None  # the label a derivation computed for this sentence (rules with label: computed)


Outcome = list[Derived] | str  # the derived sentences, or why the primitive does not apply


class Derivation(ABC):
    """A derivation primitive; `arguments` maps each argument a rule may give to its type."""

    name: ClassVar[str]
    summary: ClassVar[str]
    arguments: ClassVar[Mapping[str, type]] = {}
    required: ClassVar[tuple[str, ...]] = ()
    computes_label: ClassVar[bool] = False  # whether each Derived carries its own label

    def __init__(self, args: Mapping[str, Any]) -> None:
        # Word lists may nest, so that YAML anchors combine: not_head: [*places, 手, 足].
        self.args = {
            name: _flatten(value) if isinstance(value, list) else value for name, value in args.items()
        }

    @classmethod
    def problem(cls, args: Mapping[str, Any]) -> str | None:
        """What is wrong with the arguments as written in a rule file, or None."""
        unknown = sorted(set(args) - set(cls.arguments))
        if unknown:
            allowed = ", ".join(cls.arguments) or "none"
            return f"{cls.name} takes no argument '{unknown[0]}' (arguments: {allowed})"
        missing = [name for name in cls.required if name not in args]
        if missing:
            return f"{cls.name} needs '{missing[0]}'"
        for name, value in args.items():
            expected = cls.arguments[name]
            ok = (
                expected is list
                and isinstance(value, list)
                and all(isinstance(v, str) for v in _flatten(value))
            )
            if not (ok or (expected is not list and isinstance(value, expected))):
                return f"{cls.name}: '{name}' must be {'a list of words' if expected is list else expected.__name__}"
        return None

    def words(self, name: str) -> frozenset[str]:
        return frozenset(self.args.get(name, ()))

    def describe(self) -> str:
        return self.summary

    @abstractmethod
    def apply(self, doc: Doc, clauses: Sequence[Clause]) -> Outcome: ...


# ---------------------------------------------------------------------------------------------- helpers


def _flatten(items: list[Any]) -> list[Any]:
    return [word for item in items for word in (_flatten(item) if isinstance(item, list) else [item])]


def event_lemma(predicate: Token) -> str:
    """The lemma that names the predicate's event: the verbal noun before する (期待|する → 期待, 辞任|する → 辞任),
    else the predicate's own lemma."""
    doc = predicate.doc
    if predicate.lemma_ in ("する", "為る") and predicate.i > 0 and "サ変" in doc[predicate.i - 1].tag_:
        return doc[predicate.i - 1].lemma_
    return predicate.lemma_


def main_clause(doc: Doc, clauses: Sequence[Clause]) -> Clause | None:
    """The clause of the sentence's root predicate (its chain may start at a サ変 noun's する)."""
    root = next((token for token in doc if token.dep_ == "ROOT"), None)
    if root is None:
        return None
    return next((c for c in clauses if c.predicate.i == root.i), Clause(root, ()))


def clause_of(predicate: Token, clauses: Sequence[Clause]) -> Clause:
    return next((c for c in clauses if c.predicate.i == predicate.i), Clause(predicate, ()))


def subjects(clause: Clause) -> list[Argument]:
    return [argument for argument in clause.arguments if argument.particle in SUBJECT_PARTICLES]


def kept(doc: Doc, tokens: Sequence[int]) -> Rewrite:
    """A rewrite that keeps only `tokens`, in the given order."""
    rewrite = Rewrite(doc)
    rewrite.order = list(tokens)
    return rewrite


def copy_rewrite(rewrite: Rewrite) -> Rewrite:
    new = Rewrite(rewrite.doc)
    new.order, new.texts = list(rewrite.order), list(rewrite.texts)
    return new


def without_trailing_punctuation(doc: Doc, start: int, end: int) -> range:
    while end > start and doc[end - 1].pos_ == "PUNCT":
        end -= 1
    return range(start, end)


def _phrase_tokens(argument: Argument) -> list[int]:
    """An argument phrase without a comma that may follow it."""
    return list(range(argument.start, argument.end))


# ------------------------------------------------------------------------------------ relative clauses


@dataclass(frozen=True)
class RelativeClause:
    """A relative clause inside an argument phrase of the main clause (走っている|猫を)."""

    predicate: Token
    chain: Span
    start: int  # its first token: its first argument, or its predicate
    head_end: int  # one past the noun it modifies (走っている猫: 猫)
    host: Argument  # the main-clause phrase it stands in
    own_subject: bool
    bare_argument: bool = False  # a noun with no particle hangs on its verb (佐藤監督|率いる): role unmarked
    unsure: str = (
        ""  # why the clause's extent is unsure (two を-phrases, a passive with a を-phrase), if it is
    )


def relative_clauses(doc: Doc, clauses: Sequence[Clause], not_head: frozenset[str]) -> list[RelativeClause]:
    """The verbal relative clauses that modify a noun of a main-clause argument phrase."""
    main = main_clause(doc, clauses)
    if main is None:
        return []
    found = []
    main_heads = {argument.head.i for argument in main.arguments}
    for host in main.arguments:
        for token in host.body:
            chain = predicate_chain(token)
            if (
                chain.start != token.i and chain[0].i != token.i + 1
            ):  # not a chain's first word (サ変 noun + する)
                continue
            if token.dep_ in ("fixed", "aux", "compound") or not _is_verbal(token) or not is_adnominal(token):
                continue
            head = token.head
            # The clause modifies the phrase's own head noun, its last word (走っている|猫を); a head GiNZA
            # places elsewhere (座っている|水着を着た男の子: 水着) is a misattachment or a noun inside another
            # modifier, and 猫の飼い主 leaves it open which noun the clause modifies.
            if head.i != host.head.i or head.i != host.body.end - 1 or head.lemma_ in not_head:
                continue
            if (
                head.lemma_ in CLAUSE_NOUNS
                or head.norm_
                in CLAUSE_NOUNS  # a kana spelling (おぼえ, ため): Sudachi's normalised form 覚え
                or head.tag_ == "名詞-普通名詞-副詞可能"
            ):
                continue  # 雨が降った|せいで, 座っている|可能性が: the clause is the noun's content, not a modifier
            if any(t.text == "の" and t.pos_ == "ADP" for t in doc[chain.end : head.i]):
                continue  # ぼっちゃりした|顔の|男の子: the clause modifies the nearer noun, not the phrase's head
            own = clause_of(token, clauses)
            if token.lemma_ == "ある" and not own.arguments:  # ある人 "a certain person": not a clause
                continue
            # The clause's words: its arguments, and what GiNZA hangs on its verb that is not a main-clause phrase:
            # a の-subject (ロウソクの|付いた), which the clause view does not count as an argument, and a te-clause
            # (黒いシャツを着て|サングラスをかけた).
            left = [
                child
                for child in token.children
                if child.i < token.i
                and child.i not in main_heads
                and child.dep_ not in ("aux", "mark", "fixed", "punct")
            ]
            genitive_subjects = [child for child in left if child.dep_ == "nmod"]
            # A noun hung on the verb with no particle (佐藤監督|率いる, 死者|30人を超す): its role is unmarked.
            bare = [
                child for child in left if child.pos_ in ("NOUN", "PROPN", "PRON") and not _has_case(child)
            ]
            edges = [
                c.left_edge.i if c.dep_ == "nmod" or c in bare else _clause_start(c, clauses) for c in left
            ]
            start = min([chain.start, token.i, *(a.start for a in own.arguments), *edges])
            if any(_is_topic_marker(t) for t in doc[start : chain.start]):
                # 私は|駅で落とした財布, 代役などは|検討中とするコメント: a relative clause takes no は-topic, so the
                # topic is the main clause's or the clause is a quotation; where the clause starts is unclear.
                continue
            if (
                not genitive_subjects
            ):  # 四本の|ビール瓶の置かれた: then the quantity counts the clause's subject
                start = _after_quantity(doc, start, chain.start)
            if start < host.start:
                continue
            if start > 0 and doc[start].tag_.startswith("接尾辞"):
                # 修理業|者が|壊れた蛇口: the clause would start inside the word 修理業者 (its suffix 者 taken for the
                # clause's subject), and dropping it would split the word.
                continue
            if any(
                t.text in COMMAS and doc[t.i - 1].text in SUBJECT_PARTICLES
                for t in doc[start + 1 : chain.start]
            ):
                # シャツが、|草の中で横たわっている女の子に着られている: a subject and a comma open the main clause
                continue
            if any(t.lemma_ == head.lemma_ and t.pos_ == "NOUN" for t in doc[start : chain.start]):
                # …かけた男性と|黒いシャツを着て…かけた男性: the clause swallowed a coordinated noun phrase.
                continue
            if _unsure_clause_boundary(doc, start, chain, main_heads):
                continue
            # A が-phrase anywhere in the clause is its own subject, also where the parse hangs it on a verb
            # inside the clause (猿が|肩に乗って|歩いている|カップル: 猿が is 乗って's, and the couple does not walk).
            own_subject = (
                bool(subjects(own) or genitive_subjects)
                or any(a.particle == "の" for a in own.arguments)
                or any(t.text == "が" and t.pos_ == "ADP" for t in doc[start : chain.start])
            )
            found.append(
                RelativeClause(
                    token, chain, start, head.i + 1, host, own_subject, bool(bare), _unsure_extent(own, chain)
                )
            )
    return found


def _unsure_extent(own: Clause, chain: Span) -> str:
    """Why the parse's extent of a relative clause is unsure, else "": one clause takes one を-object (the double-を
    constraint), so two を-phrases given to it (主催試合の多くを|Jリーグ基準を…満たしている) mean one is the main
    verb's; and a passive clause rarely keeps a を-phrase other than a body part (足を踏まれた男性) (…ナイフを|犯行に
    使われた凶器と断定した: the knife is what was judged), so its を-phrase is most likely the main clause's too.
    Body parts are the voice ops' lexicon (rules/lexicons/body_parts.yaml)."""
    objects = [a for a in own.arguments if a.particle == "を"]
    if len(objects) > 1:
        return (
            f"the relative clause {chain.text} is given two を-phrases ({', '.join(a.span.text for a in objects)}): "
            "a clause takes one, so where it starts is unsure"
        )
    if (
        objects
        and current_voice(chain) is Voice.PASSIVE
        and objects[0].head.lemma_ not in ni_gate_lexicons().body_parts
    ):
        return (
            f"the passive relative clause {chain.text} is given a を-phrase ({objects[0].span.text}): it is more "
            "likely the main verb's, so where the clause starts is unsure"
        )
    return ""


def _unsure_clause_boundary(doc: Doc, start: int, chain: Span, main_heads: set[int]) -> bool:
    """Whether where a relative clause starts is unsure, so that dropping it or making its head the subject
    would leave part of it behind or take in part of the main clause.

    - A phrase before the clause hangs on a word inside it (2月の事件で|被告人にけられて怪我をした|主婦: the
      kicking happened in the incident): the clause's own dependent would be left behind.
    - A bare noun right before it (控えめな心|温まる|作品, 人生、自由、|幸福の追及を表す|代名詞): a noun+verb
      compound adjective (心温まる) or a conjunct of the clause's first phrase.
    - A comma inside it after anything but a te-form or 連用形 (周辺を捜した所、|…倒れていた|弘輝君): a
      subordinate clause of the main clause, not the relative clause's."""
    for token in doc[:start]:
        if token.pos_ != "PUNCT" and token.i not in main_heads and start <= token.head.i < chain.end:
            return True
    previous = start - 1
    while previous >= 0 and doc[previous].text in COMMAS:
        previous -= 1
    if previous >= 0 and doc[previous].pos_ in ("NOUN", "PROPN"):
        return True
    if previous >= 0 and doc[previous].pos_ in ("ADJ", "AUX") and _ends_in_renyo(doc[previous]):
        return True  # 素朴で|心温まる|物語: a coordinated modifier of the same noun, stranded by a drop
    for token in doc[start + 1 : chain.start]:
        before = doc[token.i - 1]
        if token.text not in COMMAS or (before.pos_ == "SCONJ" and before.text in ("て", "で", "ながら")):
            continue  # (着て、|サングラスをかけた: a te-form chains the clause's own verbs; a bare 連用形, 流され、|
            # 残る数人, more often ends a clause of the main sentence)
        before, after = doc[token.i - 1], doc[token.i + 1]
        if (
            before.pos_ == "NOUN"
            and before.tag_ != "名詞-普通名詞-副詞可能"
            and after.pos_ in ("NOUN", "PROPN")
        ):
            continue  # 米、野菜、果物の栽培を支える: conjuncts inside the clause's own phrase
        return True
    return False


# Predicates and auxiliaries that make a clause modal rather than asserted (できる, かもしれない, べき, たい).
NON_ASSERTING = frozenset(
    {
        "できる",
        "可能",
        "べき",
        "はず",
        "かもしれない",
        "たい",
        "ほしい",
        "欲しい",
        "だろう",
        "う",
        "よう",
        "必要",
    }
)


def _host_not_asserted(rc: RelativeClause) -> str | None:
    """The negated or modal predicate above the phrase a relative clause stands in, if any: 嘘をつく人とは|働く
    ことができない says nothing of whether such people exist, so neither 人が嘘をつく nor a drop follows."""
    token = rc.host.head
    doc = token.doc
    # what stands between the phrase and the predicate it hangs on (人たちとは|続けることができないことが|強調
    # された: the parse may hang the phrase past the negated clause it belongs to)
    between = [t for t in doc[rc.host.end : token.head.i] if t.pos_ == "AUX" or t.lemma_ in NON_ASSERTING]
    if any(t.lemma_ in NEGATIVE_AUXILIARIES for t in between):
        return f"negated ({doc[rc.host.end : token.head.i].text})"
    if any(t.lemma_ in NON_ASSERTING for t in between):
        return f"modal ({doc[rc.host.end : token.head.i].text})"
    while token.head.i != token.i:
        token = token.head
        if token.pos_ not in ("VERB", "ADJ", "AUX", "NOUN"):
            continue
        # its chain with what GiNZA hangs on it as function words (働く|ことが|でき|ない)
        ending = [token, *_function_words(token)]
        text = "".join(t.text for t in sorted(ending, key=lambda t: t.i))
        if any(t.pos_ == "AUX" and t.lemma_ in NEGATIVE_AUXILIARIES for t in ending):
            return f"negated ({text})"
        if any(t.lemma_ in NON_ASSERTING for t in ending):
            return f"modal ({text})"
    return None


def _function_words(token: Token) -> list[Token]:
    """The auxiliaries, fixed words and compounds after a predicate, and theirs (ことが|でき|ない)."""
    found = []
    for child in token.children:
        if child.i > token.i and child.dep_ in ("aux", "fixed", "compound", "mark"):
            found += [child, *_function_words(child)]
    return found


def _ends_in_renyo(token: Token) -> bool:
    """A te-form or a 連用形 (着て、 / 座り、), after which a comma may sit inside a clause."""
    if token.pos_ == "SCONJ" and token.text in ("て", "で", "ながら"):
        return True
    inflection = token.morph.get("Inflection")
    return bool(inflection) and "連用形" in inflection[0]


def _gap_is_subject(rc: RelativeClause, clauses: Sequence[Clause], resultative: frozenset[str]) -> bool:
    """Positive evidence that the head of a past relative clause is its subject: the clause has an object of
    its own (猫を追いかけた|犬), or its verb takes none (a passive, an unaccusative, motion or existence verb, a
    verb of posture or change of state: 倒れた|木, 来た|客)."""
    if any(a.particle == "を" for a in clause_of(rc.predicate, clauses).arguments):
        return True
    if current_voice(rc.chain) is Voice.PASSIVE:
        return True
    lexicons = clause_lexicons()
    verb = rc.predicate.lemma_
    intransitive = lexicons.unaccusative_verbs | lexicons.motion_verbs | EXISTENCE_VERBS
    return verb in intransitive or (verb in resultative and verb not in TRANSITIVE_RESULTATIVES)


def _head_is_clause_subject(
    rc: RelativeClause, clauses: Sequence[Clause], resultative: frozenset[str]
) -> bool:
    """Positive evidence that a relative clause's head is its subject, not an object whose subject is left
    unsaid: `_gap_is_subject`, or a verb that takes no を-object: the intransitive of a 自他 pair (なる, 逃げる),
    a verb of motion along a path (走る: rules/lexicons/path_verbs.yaml), or a verb that the corpus case frames
    (data/case_frames.tsv) saw in at least 10 clauses, under a tenth of them with a を-phrase (泣く: 0 of 76).
    A verb with no such evidence (拘留していた|捕虜) may have the head as its object."""
    if _gap_is_subject(rc, clauses, resultative):
        return True
    verb = rc.predicate
    if verb.lemma_ in builtin_pairs().intransitives() or verb.lemma_ in rule_lexicon_words("path_verbs"):
        return True
    frame = case_frames().frames.get(predicate_key(verb))
    return frame is not None and frame.clauses >= 10 and frame.rate("を") < 0.1


# Verbs of wearing and holding among the resultative verbs: they take an object (着た服 is the clothes worn).
TRANSITIVE_RESULTATIVES = frozenset(
    {"着る", "着ける", "身に着ける", "身につける", "かぶる", "被る", "履く", "はく", "はめる", "かける", "掛ける",
     "つける", "付ける", "持つ", "抱える", "抱く", "背負う", "くわえる", "咥える", "巻く", "結ぶ", "羽織る", "まとう",
     "生やす", "伸ばす", "染める"}
)  # fmt: skip


def _has_case(token: Token) -> bool:
    """Whether a noun phrase carries a particle of its own (a case or topic particle)."""
    return any(child.pos_ == "ADP" and child.dep_ in ("case", "fixed") for child in token.children)


def _is_topic_marker(token: Token) -> bool:
    """A topic は right after a noun (私は), not the contrastive は of a case particle (には, では, とは)."""
    if token.text != "は" or token.pos_ != "ADP" or token.i == 0:
        return False
    before = token.doc[token.i - 1]
    return before.pos_ in ("NOUN", "PROPN", "PRON", "NUM") or before.tag_.startswith("接尾辞")


# Nouns whose clause states their content or links it to the main clause (雨が降った|せいで, 男性が座っている|
# 可能性がある, 走っている|ところ): no gap in the clause, so the noun is no argument of it, and dropping the clause
# leaves debris (×せいで、…). Adverbial nouns (後, 前, 間, 時: 名詞-普通名詞-副詞可能) count as well.
CLAUSE_NOUNS = frozenset(
    {
        "せい", "おかげ", "ため", "場合", "可能性", "疑い", "噂", "事実", "こと", "の", "恐れ", "予定", "つもり",
        "はず", "わけ", "様子", "ところ", "所", "途中", "最中", "結果", "話", "知らせ", "ニュース", "考え", "夢",
        "気", "音", "匂い", "におい", "声", "心配", "理由", "証拠", "必要", "余裕", "暇", "習慣", "癖",
        # Formal nouns (Sudachi tags them 普通名詞 like any other noun): 行った|事がない, やる|たびに, 見た|
        # ものと同じ, 分ける|形で行われる. The clause is their content or a fixed frame; dropped, the noun strands.
        "事", "もの", "物", "たび", "度", "形",
        # Content nouns: the clause says what the purpose, freedom, policy, cause, prospect… is (観察する|目的,
        # 改革する|自由, 公務を行う|方針, 放棄させる|原因, 時間がかかる|見込み); the noun does not do the clause's
        # action, and without its clause it says nothing (×空間は目的で利用された).
        "目的", "自由", "方針", "原因", "要因", "見込み", "意向", "意図", "狙い", "権利", "義務", "機会", "チャンス",
        "方向", "目標", "約束", "決定", "決意", "覚悟", "傾向", "動き", "姿勢", "見通し", "余地", "効果",
        "役割", "能力", "手段", "条件", "方策", "対策", "計画", "案", "方式", "仕組み", "きっかけ", "恐怖", "不安",
        # Memory, experience and expectation: the clause is what is remembered, lived or expected (彼に会った|
        # 記憶がある, 雨が降る|予想だ); without it ×記憶がある reads as "has a memory (faculty)".
        "記憶", "思い出", "経験", "覚え", "予想", "予測", "予報", "見方", "見解", "意見", "主張", "感じ", "気持ち",
        "印象", "公算", "模様",
        # Comparison and advice: 行った|ほうがよい (×ほうがよい); 方 is in the rules' place list already.
        "ほう", "一方", "反面", "限り", "以上", "まま", "通り",
        # Position and state: the clause says which position or state (口座を管理する|立場にいた, ×立場にいた).
        "立場", "地位", "役目", "任務", "責任", "資格", "権限", "状態", "状況", "事態", "関係", "運び", "旨", "趣旨",
        # Content nouns of precedent, worth, trace and sign (外の関係: the clause is what the example, the worth,
        # the trace shows, never a gap of it): 延期された|例がある, 読む|価値がある, 侵入した|形跡がある. The noun
        # does no act of the clause (×例が延期された), and alone it says nothing (×例がある, ×価値がある).
        "例", "前例", "事例", "実例", "先例", "価値", "値打ち", "甲斐", "形跡", "痕跡", "跡", "兆候", "兆し", "気配",
        "必要性", "危険", "危険性", "恐怖心", "自信", "勇気", "意味", "意義",
        # Formal (bound) nouns that cannot stand without their modifier: 知らない|ふりをした (×彼はふりをした),
        # いない|者が悪者になる (×者が悪者になる, ×者がいない), 来た|方 (the honorific person: ×方が来た), 知らない|
        # うちに, 言った|ように. Kanji spellings of the kana formal nouns above, which Sudachi does not normalise
        # to them (訳, 筈, 為, 儘, 積もり).
        "ふり", "振り", "者", "方", "うち", "内", "よう", "様", "訳", "筈", "為", "儘", "積もり", "積り", "所存",
        # Stance, readiness and arrangement: the clause says what the stance is (トヨタを追撃する|態勢となる,
        # 監視する|体制を整えた); alone (×態勢となる) the noun says nothing of what is done. (Not a resolve: そこへ行く
        # 決心をした → 彼は決心をした was judged entailed.)
        "態勢", "体勢", "体制", "構え", "手筈", "手はず", "段取り", "方向性", "心積もり", "心づもり", "腹積もり",
        # A look, said with する (放心した|顔つきをしていた): the clause is the look; ×顔つきをしていた.
        "顔つき",
    }
)  # fmt: skip

# Nouns of a look or a shape that, with する (青ざめた|顔をしていた, 知らん|顔をした), say what a person looks like:
# the modifier is what is said, and the noun and する alone (×顔をしていた) say nothing.
LOOK_NOUNS = frozenset({"顔", "顔つき", "表情", "格好", "形", "姿", "目", "目つき", "色", "髪"})


# Words that open a quantity phrase (何人かの, 二人の, 多くの): such a phrase before a relative clause counts
# the modified noun (何人かの|年を取った|女性たち), whatever GiNZA attaches it to.
QUANTITY_WORDS = frozenset(
    {"多く", "たくさん", "沢山", "大勢", "複数", "数", "いくつ", "幾つ", "少数", "一部"}
)


def _after_quantity(doc: Doc, start: int, limit: int) -> int:
    """`start` moved past a determiner (その) or a quantity phrase ending in の that opens the relative clause."""
    first = doc[start]
    if first.tag_.startswith("連体詞") and start + 1 < limit and first.head.i >= limit:
        # その|青いカバーオールを着た|男の子: その is the noun's (but ある人の|手袋をはめた: ある is 人's)
        return _after_quantity(doc, start + 1, limit)
    counting = first.pos_ == "NUM" or first.lemma_.startswith("何") or first.lemma_ in QUANTITY_WORDS
    counting = counting or (
        first.tag_ == "名詞-普通名詞-副詞可能" and first.text[0] in "一二三四五六七八九十"
    )
    if not counting:
        return start
    for i in range(start, limit):
        if doc[i].text == "の" and doc[i].pos_ == "ADP":
            return i + 1
    return start


def _clause_start(token: Token, clauses: Sequence[Clause]) -> int:
    """The first word of the clause a word heads: its first argument phrase, or the word itself.

    A compound postposition (舗装道路に|沿って) has no clause of its own: its whole phrase counts."""
    if token.lemma_ in POSTPOSITIONAL_VERBS:
        return token.left_edge.i
    return min([token.i, *(a.start for a in clause_of(token, clauses).arguments)])


def _only_punctuation(doc: Doc, start: int, end: int) -> bool:
    return all(token.pos_ == "PUNCT" for token in doc[start:end])


def _has_any(doc: Doc, words: frozenset[str]) -> bool:
    """Whether the sentence contains one of the words (several tokens each, as 一人も)."""
    return any(word in doc.text for word in words)


def _is_verbal(token: Token) -> bool:
    if token.tag_.startswith("動詞"):
        return True
    following = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
    # A サ変 noun before する (回復|する): GiNZA tags it a noun and labels it NOUN or VERB.
    return token.pos_ in ("NOUN", "VERB") and following is not None and following.lemma_ == "する"


# Verbs of existence: what is somewhere is their subject, a thing as well as a person (机にある本 → 本が机にある).
EXISTENCE_VERBS = frozenset({"ある", "いる", "存在する", "位置する"})


def names_animate(doc: Doc, end: int) -> bool:
    """The noun compound ending before `end` names a person, an animal or an organisation: the one recogniser,
    parsing/animacy.py `recognise` (a lexicon word at its head, a person's name, a person suffix: 子供たち, 店員,
    女将さん)."""
    start = end
    while start > 0 and doc[start - 1].pos_ in ("NOUN", "PROPN", "PRON", "NUM"):
        start -= 1
    found = recognise_tokens(doc[start:end]) if start < end else None
    return found is not None and found.kind in (PERSON, ANIMAL, ORGANISATION)


def head_can_be_subject(doc: Doc, rc: RelativeClause) -> bool:
    """Whether the noun a relative clause modifies can be that clause's subject: it names a person or an
    animal, or the verb says something of a thing (a passive, an unaccusative or state verb, existence).

    Otherwise the gap is the object or an adjunct (ネットで注文した|靴: the shoes were ordered; 主人公が故郷へ
    帰る|場面: the scene is where the protagonist returns), and the noun is not who does it."""
    if names_animate(doc, rc.head_end):
        return True
    verb = rc.predicate.lemma_  # 注文|した: the サ変 noun
    if current_voice(rc.chain) is Voice.PASSIVE:
        return True
    # (Not the resultative verbs of wearing and attaching, 付ける, 着る: 翼端に付けていた|増槽 was attached.)
    return verb in clause_lexicons().unaccusative_verbs or verb in EXISTENCE_VERBS


def _state_of(
    rewrite: Rewrite,
    rc: RelativeClause,
    clauses: Sequence[Clause],
    words: Mapping[str, frozenset[str]],
) -> bool:
    """Restate an adnominal た of a change-of-state verb as the state (着た女性 = 着ている女性) in `rewrite`.

    So too a passive of covering, placing or making (草で覆われた → 覆われている) and a property said with
    する (浅黒い肌をした → 肌をしている). Any other verb keeps its past: 猫を追いかけた犬 chased the cat, it is
    not chasing it now. False when the state has no form the conjugation table makes."""
    last = rc.chain[-1]
    verb = rc.chain[0]
    passive = current_voice(rc.chain) is Voice.PASSIVE
    objects = [a.head for a in clause_of(rc.predicate, clauses).arguments if a.particle == "を"]
    state = (verb.lemma_ in words["passive"] if passive else verb.lemma_ in words["resultative"]) or (
        verb.lemma_ == "する"
        and any(o.lemma_ in words["properties"] or o.lemma_.endswith("色") for o in objects)
    )
    if len(rc.chain) > 1 and last.pos_ == "AUX" and last.lemma_ == "た" and state:
        if any(_is_time_token(t) for t in rc.chain.doc[rc.start : rc.chain.start]):
            return False  # 昨日壊れた時計: the time dates the change, and ×昨日壊れている is no state
        try:
            state = finite_form(rc.chain[:-1], Finite(progressive=True, past=False))
        except UnsupportedForm:
            return False
        rewrite.replace(tuple(range(rc.chain.start, rc.chain.end)), state)
    return True


def _relative_tense(rc: RelativeClause, main: Clause | None, lasting: frozenset[str]) -> str | None:
    """The relative clause's chain restated in the main clause's past, "" when it needs no change, None when
    it cannot be said.

    A non-past relative clause tells its time from the main predicate's: under a past one (泣いている赤ん坊に
    ミルクを飲ませた, 生きている彼を発見した) it held then, and a present 赤ん坊が泣いている asserts it now. A
    progressive (…ている) is restated in the past (赤ん坊が泣いていた); any other non-past (出場してくる馬もいた,
    提供する動物もいた, 話せる人に会った) may be habitual or after the main event, and has no safe past, unless its
    verb says a lasting location or relation (`lasting`: 那須塩原市にある牧場, リーグに所属する選手), which holds
    now as it did then."""
    if main is None or not finite_shape(predicate_chain(main.predicate)).past:
        return ""
    tokens = list(rc.chain)
    if finite_shape(rc.chain).past or tokens[-1].pos_ not in ("VERB", "AUX", "ADJ"):
        return ""
    if (
        len(tokens) > 2
        and tokens[-1].lemma_ == "いる"
        and tokens[-1].text == "いる"
        and tokens[-2].lemma_ in ("て", "で")
    ):
        return "".join(t.text for t in tokens[:-1]) + "いた"
    if rc.predicate.lemma_ in lasting and not any(t.lemma_ in ("ない", "ぬ", "ず") for t in tokens):
        return ""
    return None


def _state_words(derivation: Derivation) -> dict[str, frozenset[str]]:
    return {
        "resultative": derivation.words("resultative"),
        "passive": derivation.words("resultative_passive"),
        "properties": derivation.words("properties"),
    }


GENERIC_HEADS = derive_lexicon("generic_heads")


def _generic_statement(doc: Doc, rc: RelativeClause, main: Clause | None) -> str:
    """Why the relative clause describes a kind, not a referent, else "": a plain non-past clause (愛する) on
    a bare general or plural noun (人々, 人たち: data/derive_lexicons.yaml generic_heads) that is the topic
    (は, も) of a non-past main predicate (花を愛する人々は幸福である): the sentence speaks of whoever fits the
    clause and does not assert that anyone does what it says."""
    if main is None or rc.host.particle not in ("は", "も"):
        return ""
    clause_shape = finite_shape(rc.chain)
    if clause_shape.past or clause_shape.progressive or finite_shape(predicate_chain(main.predicate)).past:
        return ""
    if main.predicate.lemma_ in EXISTENCE_VERBS or main.predicate.lemma_ in ("多い", "大勢", "多数", "存在"):
        return ""  # 本を読む人たちも多い: an amount or existence predicate says there are such people
    words = [t.text for t in doc[rc.chain.end : rc.head_end]]
    # the head right after the clause (not 花を愛する|若い|人々), alone or with one plural suffix (人|たち)
    if not (words and len(words) <= 2 and all(w in GENERIC_HEADS for w in words)):
        return ""
    if rc.host.start < rc.start:
        return ""  # a determiner or possessor before the clause (その, 町の) makes the head particular
    return (
        f"{doc[rc.start : rc.head_end].text} is the topic of a non-past statement: it names a kind, and the "
        "sentence does not say that such a referent exists"
    )


class RelativeClauseHead(Derivation):
    """子供が走っている猫を追いかけた → 猫が走っていた: the modified noun is the relative clause's subject."""

    name = "relative-clause-head"
    summary = (
        "the noun a relative clause modifies becomes that clause's subject (走っている猫を → 猫が走っている)"
    )
    arguments: ClassVar[Mapping[str, type]] = {
        "not_head": list,
        "downward": list,
        "resultative": list,
        "resultative_passive": list,
        "properties": list,
        "lasting": list,
    }

    def _state_words(self) -> dict[str, frozenset[str]]:
        return _state_words(self)

    def apply(self, doc: Doc, clauses: Sequence[Clause]) -> Outcome:
        found = relative_clauses(doc, clauses, self.words("not_head"))
        if not found:
            return "no verbal relative clause in a main-clause phrase"
        main = main_clause(doc, clauses)
        if main is not None and is_negated(predicate_chain(main.predicate)):
            # …を切っている人は一人もいない: under a negated main predicate the head may not exist at all.
            return "main predicate is negated (the modified noun may not exist)"
        if _has_any(doc, self.words("downward")):
            return "a downward-monotone quantifier (一人も, すべての, …) in the sentence"
        downward = _downward_predicate(main) if main is not None else None
        if downward is not None:
            return (
                f"the main predicate {downward} denies or minimises existence: it does not say that such a "
                "referent exists"
            )
        mood = _main_mood(doc, main) if main is not None else None
        if mood is not None and mood[0] == "prohibition":
            return (
                f"the main predicate is a prohibition ({mood[1]}): its relative clause describes any such "
                "referent, and does not say that one exists"
            )
        derived = []
        skipped = ""
        for rc in found:
            if rc.unsure:
                skipped = rc.unsure
                continue
            if rc.own_subject:
                continue  # 猫が追いかけている犬: the head is the clause's object, not its subject
            modal = _host_not_asserted(rc)
            if modal:
                skipped = f"the phrase {rc.host.span.text} stands under a {modal} predicate: it does not say such {doc[rc.chain.end : rc.head_end].text} exist"
                continue
            generic = _generic_statement(doc, rc, main)
            if generic:
                skipped = generic
                continue
            if rc.bare_argument:
                # 佐藤監督率いるチーム: the bare noun is the subject, the head the object (×チームが佐藤監督率いる).
                skipped = f"a noun with no particle hangs on {rc.predicate.text}: the head's role in the clause is unmarked"
                continue
            if rc.start == rc.chain.start and rc.chain[-1].lemma_ == "た":
                # A bare past/resultative clause often has its gap in the object: 刻んだ野菜 (chopped vegetables).
                continue
            if rc.chain[-1].lemma_ in ("べし", "べき"):
                # 養うべき大家族, 読むべき本: a clause of what ought to be done has its gap mostly in the object, and
                # adnominal べき ends no sentence (×大家族が養うべき)
                skipped = (
                    f"{rc.chain.text} says what ought to be done to {doc[rc.head_end - 1].text}: the noun is mostly "
                    "its object, and adnominal べき ends no sentence"
                )
                continue
            if not head_can_be_subject(doc, rc):
                skipped = (
                    f"{doc[rc.head_end - 1].text} names no person or animal and {rc.predicate.lemma_} says no state "
                    "of a thing: the noun may be the clause's object or adjunct (注文した靴, 帰る場面)"
                )
                continue
            if rc.chain[-1].lemma_ == "た" and not _gap_is_subject(rc, clauses, self.words("resultative")):
                # 公園で会った女性: a past clause with no object of its own may have its gap in the object or the
                # partner (the woman was met), unless the verb takes no object (倒れた, 来た) or is a passive.
                skipped = (
                    f"{rc.chain.text} has no object of its own and may take one: "
                    f"{doc[rc.head_end - 1].text} may be its object (会った女性)"
                )
                continue
            shifted = _relative_tense(rc, main, self.words("lasting"))
            if shifted is None:
                verb_start = rc.chain.start
                while verb_start > rc.start and (doc[verb_start - 1].pos_ in ("VERB", "AUX", "SCONJ")):
                    verb_start -= 1
                skipped = (
                    f"{doc[verb_start : rc.chain.end].text} is non-past under the past main predicate "
                    f"{predicate_chain(main.predicate).text}: it says what held then or came after, and a present "
                    "sentence of it is not entailed"
                )
                continue
            rewrite = kept(doc, [*range(rc.chain.end, rc.head_end), *range(rc.start, rc.chain.end)])
            rewrite.texts[rc.head_end - 1] = doc[rc.head_end - 1].text + "が"
            if shifted:
                rewrite.replace(tuple(range(rc.chain.start, rc.chain.end)), shifted)
            if not _state_of(rewrite, rc, clauses, self._state_words()):
                continue
            derived.append(Derived(rewrite))
        return derived or skipped or "the relative clause has a subject of its own"


class GardenPath(Derivation):
    """子供が走っている猫を追いかけた → 子供が走っている: the main subject read as the relative clause's."""

    name = "garden-path"
    summary = "the main clause's subject with the relative clause right after it (子供が走っている)"
    arguments: ClassVar[Mapping[str, type]] = {
        "not_head": list,
        "not_lemma": list,
        "not_object": list,
        "scrambled": bool,
        "resultative": list,
        "resultative_passive": list,
        "properties": list,
        "topic": bool,
    }

    def _state_words(self) -> dict[str, frozenset[str]]:
        return _state_words(self)

    def apply(self, doc: Doc, clauses: Sequence[Clause]) -> Outcome:
        main = main_clause(doc, clauses)
        found = relative_clauses(doc, clauses, self.words("not_head"))
        if main is None or not found:
            return "no verbal relative clause in a main-clause phrase"
        derived = []
        unsure = ""
        scrambled = bool(self.args.get("scrambled"))
        for rc in found:
            if rc.unsure:
                continue  # the misreading would take in a phrase of the main clause
            main_subjects = subjects(main)
            if scrambled:
                # 泣いている犬を|子供が追いかけた: the subject right after the phrase of the relative clause.
                subject = next((s for s in main_subjects if s.start >= rc.host.end), None)
                gap = (rc.host.end, subject.start) if subject is not None else (0, 0)
            else:
                subject = next((s for s in main_subjects if s.end <= rc.start), None)
                gap = (subject.end, rc.start) if subject is not None else (0, 0)
            # The relative clause must sit in a non-subject phrase (…猫を): in 白い文字があしらわれた|シャツが the
            # first が-phrase is the clause's own subject, which the parse gave to the main clause.
            if subject is None or rc.own_subject or rc.host in main_subjects or len(main_subjects) > 1:
                continue
            if scrambled and rc.host.particle != "を":
                # 盗まれた募金箱には|約4,000円が入っていた, 死んだニワトリから|ウィルスが確認された: a subject after a
                # place or source phrase is in it or comes from it, so what the clause says of the host may hold of
                # the subject too (the money was stolen with the box): the misreading's neutral is unsure
                unsure = (
                    f"the relative clause's phrase ends in {rc.host.particle}, no object: the subject after it "
                    f"({subject.span.text}) may be in, at or from it, so what the clause says may hold of the "
                    "subject too (the misreading's neutral is unsure)"
                )
                continue
            if subject.head.lemma_ in CLAUSE_NOUNS:
                continue  # …できないことが|対抗している: a clause's nominaliser (こと, の) does no action
            if rc.predicate.lemma_ in self.words("not_lemma"):
                continue  # 児童が|屋内にある|壁を登っている: whoever is on the wall is indoors too
            if not head_can_be_subject(doc, rc):
                continue  # 主人公が故郷へ帰る|場面で泣いた: the first NP is the clause's own subject, no misreading
            if any(self._property(a) for a in clause_of(rc.predicate, clauses).arguments):
                continue  # 緑色をした|トウガラシ: a property, and 女性が緑色をした is no sentence
            if not _head_is_clause_subject(rc, clauses, self.words("resultative")):
                # …ポリサリオ戦線が、最後まで拘留していた|捕虜を解放した: the head is the object of a clause whose
                # unexpressed subject is the main subject, so the "misreading" is what the sentence says.
                unsure = (
                    f"{doc[min(rc.predicate.i, rc.chain.start) : rc.chain.end].text} has no object of its own and "
                    f"may take one: {doc[rc.chain.end : rc.head_end].text} may be its object and {subject.span.text} "
                    "its unexpressed subject, "
                    "so the misreading may be true (the neutral label is unsure)"
                )
                continue
            between = [t for t in doc[gap[0] : gap[1]] if not (t.pos_ == "PUNCT" and t.text in COMMAS)]
            if between:
                continue  # only a subject next to the relative clause's phrase invites the misreading
            rewrite = kept(doc, [*_phrase_tokens(subject), *range(rc.start, rc.chain.end)])
            if self.args.get("topic"):
                # 子供が泣いている犬を… → 子供は泣いている: the misreading with the first NP as the topic.
                if subject.particle != "が":
                    continue
                rewrite.replace(tuple(t.i for t in subject.particle_tokens), "は")
            # 赤い服を着た|女性: the misreading states the state too (男性が赤い服を着ている).
            if not _state_of(rewrite, rc, clauses, self._state_words()):
                continue
            derived.append(Derived(rewrite))
        return derived or unsure or "no subject next to a subjectless relative clause in a non-subject phrase"

    def _property(self, argument: Argument) -> bool:
        lemma = argument.head.lemma_
        return argument.particle == "を" and (lemma in self.words("not_object") or lemma.endswith("色"))


class DropRelativeClause(Derivation):
    """子供が走っている猫を追いかけた → 子供が猫を追いかけた, in upward-monotone contexts only."""

    name = "drop-relative-clause"
    summary = "the relative clause is removed (entailed only where the context is upward-monotone)"
    arguments: ClassVar[Mapping[str, type]] = {
        "not_head": list,
        "downward": list,
        "host_particles": list,
        "light_verbs": list,
    }

    def apply(self, doc: Doc, clauses: Sequence[Clause]) -> Outcome:
        main = main_clause(doc, clauses)
        found = relative_clauses(doc, clauses, self.words("not_head"))
        if main is None or not found:
            return "no verbal relative clause in a main-clause phrase"
        if is_negated(predicate_chain(main.predicate)):
            return "main predicate is negated (dropping a modifier is not entailed under negation)"
        if _has_any(doc, self.words("downward")):
            return "a downward-monotone quantifier (一人も, すべての, …) in the sentence"
        mood = _main_mood(doc, main)
        if mood is not None and mood[0] == "prohibition":
            return (
                f"the main predicate is a prohibition ({mood[1]}): a prohibition is downward-monotone, so dropping "
                "the relative clause is not entailed"
            )
        downward = _downward_predicate(main)
        if downward is not None:
            return (
                f"the main predicate {downward} denies or minimises existence (downward-monotone): dropping the "
                "relative clause is not entailed"
            )
        rare = next((t for t in doc if t.lemma_ in RARITY_PREDICATES or t.text in RARITY_PREDICATES), None)
        if rare is not None:
            return (
                f"{rare.text} says something is rare or unusual: dropping a modifier widens what it is said of, "
                "so the shorter sentence is not entailed"
            )
        words = [t for t in doc if t.pos_ != "PUNCT"]
        if words and words[-1].pos_ not in ("VERB", "AUX", "ADJ"):
            # 先に3勝したチームがリーグ優勝。, …人がいるほど。: a headline or a degree with no predicate of its own;
            # the clause is the condition the fragment states, and without it (×チームがリーグ優勝) nothing is said.
            return (
                f"the sentence ends in {words[-1].text}, not a predicate: the relative clause may be the condition "
                "the fragment states"
            )
        hosts = self.words("host_particles")
        derived = []
        skipped = ""
        for rc in found:
            if hosts and rc.host.particle not in hosts:
                continue
            if rc.unsure:
                skipped = rc.unsure
                continue
            adverb = _adverb_before(doc, rc)
            if adverb is not None:
                skipped = (
                    f"{adverb.text} stands right before the relative clause {rc.chain.text} and may modify it: "
                    "which clause it belongs to is unsure"
                )
                continue
            dated = _time_phrase_before(doc, rc, main)
            if dated is not None:
                # 1999年には|…初優勝を達成した|実力を持つ: the date may be the clause's (×1999年には実力を持つ)
                skipped = (
                    f"the time phrase {dated} stands right before the relative clause {doc[rc.start : rc.chain.end].text} and may date "
                    "it: which clause it belongs to is unsure"
                )
                continue
            adnominal = _adnominal_before_comma(doc, rc)
            if adnominal is not None:
                skipped = (
                    f"the modifier ending in {adnominal.text}、 before the relative clause may modify a noun "
                    "inside it: dropping the clause would hang it on the head"
                )
                continue
            if mood is not None and any(
                a.particle == "が" and _only_punctuation(doc, a.end, rc.start) for a in main.arguments
            ):
                subject = next(
                    a
                    for a in main.arguments
                    if a.particle == "が" and _only_punctuation(doc, a.end, rc.start)
                )
                skipped = (
                    f"{subject.span.text} stands before the relative clause of a request ({mood[1]}), whose own "
                    "subject is the unexpressed addressee: it is the relative clause's subject"
                )
                continue
            if _host_not_asserted(rc):
                continue  # 嘘をつく人とは働くことができない: no upward-monotone context
            light = rc.host.head.head
            if (
                rc.host.particle == "を"
                and light.lemma_ in self.words("light_verbs")
                and light.i == rc.host.end  # right after the を-phrase (not …を10人とする)
            ):
                # 彼はそこへ行く決心をした → ×決心を彼はした: without its clause the を-noun of a light verb is part
                # of the predicate (決心をする), and a later step that fronts it leaves an unnatural sentence.
                skipped = (
                    f"{rc.host.head.text}を{light.lemma_} is a light-verb predicate: without the relative clause "
                    f"{doc[rc.start : rc.chain.end].text}, {rc.host.head.text}を is part of the predicate and is "
                    "not moved alone"
                )
                continue
            if (
                rc.host.head.lemma_ in LOOK_NOUNS
                and rc.host.particle == "を"
                and rc.host.head.head.lemma_
                in (
                    "する",
                    "為る",
                )
            ):
                skipped = (
                    f"{rc.host.head.text}を{rc.host.head.head.text} says what one looks like by its modifier "
                    f"{rc.chain.text}: without it nothing is said"
                )
                continue
            if (
                rc.start > rc.host.start
                and doc[rc.start - 1].text == "の"
                and doc[rc.start - 1].pos_ == "ADP"
            ):
                continue  # ぼろ切れの入ったいくつかの|バケツの隣にいる|男の子: the の-phrase would fall on the head
            first_subject = next((a for a in main.arguments if a.particle in SUBJECT_PARTICLES), None)
            before = [
                a
                for a in main.arguments
                if a.end <= rc.start and (a.particle not in SUBJECT_PARTICLES or a is not first_subject)
            ]
            quoted = any(t.text == "と" and t.pos_ == "ADP" for t in doc[rc.start : rc.chain.start])
            previous = rc.start - 1
            while previous > 0 and doc[previous].text in COMMAS:
                previous -= 1
            if quoted and previous >= 0 and doc[previous].text == "は" and doc[previous].pos_ == "ADP":
                # 代役などは|検討中とする|コメント: a topic right before a quoting clause (…とする, …という) may be
                # the quote's own; dropping the clause would leave it on the main predicate.
                continue
            if (
                rc.start > rc.host.start
                and is_adnominal(doc[rc.start - 1])
                and (_is_verbal(doc[rc.start - 1]) or doc[rc.start - 1].pos_ in ("AUX", "ADJ"))
            ):
                # 乾燥大麻と見られる|粉末の付いた|ビニール袋: a modifier before the clause may modify a noun inside it
                # (the powder); dropping the clause would hang it on the head.
                continue
            if before and _only_punctuation(doc, before[-1].end, rc.start):
                # (市は|来年の予算などは|未定とする声明を: a second topic before the clause is the clause's own)
                # 女の子は|ジャージに|番号の付いた走者を: the phrase before the clause may be the clause's own.
                continue
            if _topic_may_be_clause_subject(rc, main, clauses):
                continue
            rewrite = Rewrite(doc)
            rewrite.remove(range(rc.start, rc.chain.end))
            derived.append(Derived(rewrite))
        return (
            derived
            or skipped
            or "the relative clause's phrase is marked by a particle the rule leaves alone, or may take in the phrase before it"
        )


# Main predicates that deny or minimise existence (医者がない, 友人が少ない): downward-monotone in their subject, like
# a negation (data/derive_lexicons.yaml `downward_predicates` says why).
DOWNWARD_PREDICATES = derive_lexicon("downward_predicates")
RARITY_PREDICATES = derive_lexicon("rarity_predicates")


def _downward_predicate(main: Clause) -> str | None:
    """The main predicate's words when it is one of `DOWNWARD_PREDICATES`, else None."""
    if main.predicate.lemma_ in DOWNWARD_PREDICATES and main.predicate.pos_ in ("ADJ", "AUX", "NOUN"):
        return predicate_chain(main.predicate).text
    return None


def _main_mood(doc: Doc, main: Clause) -> tuple[str, str] | None:
    """("prohibition" | "request", its words) when the main predicate ends the sentence in a prohibition (笑うな),
    a command or request (見せてください, 食べさせてくれ, 行け) or a proposal (行こう, 見ましょう), else None.

    Such a sentence asserts nothing of its relative clause's head: under a prohibition the head is generic (困っている
    人を笑うな: any such person) and the context is downward (×人を笑うな is not entailed); a request's main clause
    has the addressee as its unexpressed subject, so a が-phrase before a relative clause is that clause's own."""
    chain = predicate_chain(main.predicate)
    end = chain.end
    while end < len(doc) and doc[end].dep_ in ("aux", "fixed") and doc[end].pos_ in ("AUX", "VERB"):
        end += 1  # 食べさせて|くれ, 読んで|ごらん: a giving or trying verb after the te-form
    after = [t for t in doc[end:] if t.pos_ != "PUNCT"]
    if any(not t.tag_.startswith("助詞-終助詞") for t in after):
        return None  # not the end of the sentence
    words = doc[chain.start : end].text + "".join(t.text for t in after)
    last = doc[end - 1]
    inflection = "".join(last.morph.get("Inflection"))
    if after and after[0].text == "な" and "終止形" in inflection:
        return ("prohibition", words)
    if "命令形" in inflection or (last.text in ("て", "で") and last.pos_ == "SCONJ" and len(chain) > 1):
        return ("request", words)
    if "意志推量形" in inflection and last.lemma_ not in ("です", "だ"):
        return ("request", words)
    return None


def _adverb_before(doc: Doc, rc: RelativeClause) -> Token | None:
    """An adverb or adverbial noun right before a relative clause with no comma between (昨日|アメリカから来た学生に
    会った, いつも|怒っている上司に会った): it may modify the clause's verb as well as the main one, so which clause
    it belongs to is unsure, and a drop that keeps it (×昨日学生に会った) may say what the premise did not."""
    if rc.start == 0:
        return None
    before = doc[rc.start - 1]
    if before.pos_ == "ADV" or (before.tag_ == "名詞-普通名詞-副詞可能" and not _has_case(before)):
        return before
    return None


def _is_past(clause: Clause) -> bool:
    return finite_shape(predicate_chain(clause.predicate)).past


def _time_phrase_before(doc: Doc, rc: RelativeClause, main: Clause) -> str | None:
    """A time phrase (a date or a time noun with に, には, にも; or with は when the clause is past and the main
    predicate is not) right before a relative clause, with no comma between or hung by the parse on a word of the
    clause (1999年には|日本選手権大会初優勝を達成した|実力を持つ), else None: it may date the clause's event rather
    than the main one, and a drop would keep it (×1999年には実力を持つ)."""
    end = rc.start
    while end > 0 and doc[end - 1].text in COMMAS:
        end -= 1
    i = end
    while i > 0 and doc[i - 1].pos_ == "ADP" and doc[i - 1].text in ("に", "は", "も", "で"):
        i -= 1
    if i == end or i == 0 or not _is_time_token(doc[i - 1]):
        return None
    time = doc[i - 1]
    if end != rc.start and not rc.start <= time.head.i < rc.chain.end:
        return None  # 1999年には、…: a comma, and the parse hangs the date on the main verb
    past_clause = rc.chain[-1].text in ("た", "だ")
    if not any(t.text == "に" for t in doc[i:end]) and not (past_clause and not _is_past(main)):
        return None  # 5日は…投石する衝突が起こっている: a frame of the whole sentence, no date of the clause alone
    start = i - 1
    while start > 0 and (doc[start - 1].pos_ == "NUM" or _is_time_token(doc[start - 1])):
        start -= 1
    return doc[start:end].text


def _adnominal_before_comma(doc: Doc, rc: RelativeClause) -> Token | None:
    """A compound postposition before a comma that opens the relative clause (…ことに対する、|反発に対応した措置,
    …に関する、): it says what a noun is about, most often the nearest noun inside the clause (反発), and a drop
    would hang it on the head (×…ことに対する、措置). A verb's own clause there (法律に抗議する、|全国から集まった
    市民) stacks a second relative clause on the same head and is left alone."""
    previous = rc.start - 1
    if previous < 0 or doc[previous].text not in COMMAS:
        return None
    while previous >= 0 and doc[previous].text in COMMAS:
        previous -= 1
    if previous < 0:
        return None
    token = doc[previous]
    inflection = "".join(token.morph.get("Inflection"))
    if token.lemma_ in POSTPOSITIONAL_VERBS and "連体形" in inflection:
        return token
    if token.text == "の" and token.pos_ == "ADP" and previous > 0 and doc[previous - 1].text in ("て", "で"):
        return token  # についての、, としての、
    return None


def _topic_may_be_clause_subject(rc: RelativeClause, main: Clause, clauses: Sequence[Clause]) -> bool:
    """この女性は、[自宅で飼育していた]家禽が…死んだ: the main clause has a が-subject of its own (the clause's phrase),
    so a は/も-topic before the clause is not that subject; the clause has no subject, and its head is not shown to
    be it (飼育していた家禽 is what was kept): the topic is the clause's subject, and dropping the clause would leave
    it with no predicate of its own (×この女性は、家禽が…死んだ)."""
    if rc.own_subject or rc.host.particle != "が" or _gap_is_subject(rc, clauses, frozenset()):
        return False
    if any(a.particle in ("は", "も") and a.end <= rc.start for a in main.arguments):
        return True
    # その店は、…: the parse may hang the topic on the main predicate as a dislocated phrase, outside the arguments
    doc = rc.predicate.doc
    return any(
        t.head.i == main.predicate.i and any(c.text in ("は", "も") and c.dep_ == "case" for c in t.children)
        for t in doc[: rc.start]
    )


# ------------------------------------------------------------------------------------- coordination

# Light verbs whose object is an event noun (契約更新を行う, 交渉をする): a name と that noun is the partner of the
# event (ニッポン放送と契約更新を行った: with Nippon Broadcasting), not a second thing done.
EVENT_LIGHT_VERBS = frozenset(
    {"する", "行う", "おこなう", "やる", "実施", "進める", "続ける", "始める", "開始", "結ぶ"}
)

# Question words: 何か, 誰か are indefinites, not disjunctions.
# Wh-words: a phrase with one before か is an embedded question (彼がどんな人か私は知らない), not a disjunct.
INTERROGATIVES = frozenset(
    {
        "何",
        "誰",
        "どこ",
        "いくつ",
        "幾つ",
        "いつ",
        "どれ",
        "どちら",
        "いくら",
        "どんな",
        "どの",
        "どういう",
        "どう",
        "なぜ",
    }
)


# Verbal nouns whose と-phrase is their complement (末期がんと|診断を受けた) and the verbs whose objects are
# activities, with the deverbal activity nouns (data/derive_lexicons.yaml `complement_nouns`, `activity_nouns`);
# the verbs take nothing but an activity as object (carry on, press ahead with, begin, resume, finish).
COMPLEMENT_NOUNS = derive_lexicon("complement_nouns")
ACTIVITY_NOUNS = derive_lexicon("activity_nouns")
# Nouns of a relation whose と-phrase is the partner (性格と|関係がある: data/derive_lexicons.yaml `partner_nouns`).
PARTNER_NOUNS = derive_lexicon("partner_nouns")
ACTIVITY_VERBS = frozenset({"進める", "続ける", "急ぐ", "開始", "実施", "再開", "継続", "終える", "推進"})


def _is_activity(token: Token) -> bool:
    return "サ変" in token.tag_ or token.lemma_ in ACTIVITY_NOUNS


def _activity_mismatch(doc: Doc, main: Clause, first_head: Token, phrase: Argument) -> str | None:
    """Why A と B を V is no coordination of two objects, else None: V takes an activity (調べを進める) and only one
    of A and B is an activity noun (犯人の行方と|調べを進めている)."""
    if phrase.particle != "を" or event_lemma(main.predicate) not in ACTIVITY_VERBS:
        return None
    second = phrase.head
    if _is_activity(first_head) == _is_activity(second):
        return None
    return (
        f"{main.predicate.lemma_} takes an activity: of {first_head.text} and {second.text} only one is, so "
        "the と joins no two objects"
    )


class SplitCoordination(Derivation):
    """猫と犬が走っている → 猫が走っている, 犬が走っている; 猫か犬が走っている → 猫が走っている."""

    name = "split-coordination"
    summary = "one conjunct of a coordinated subject (A と B が / A か B が) stands alone"
    arguments: ClassVar[Mapping[str, type]] = {
        "conjunction": str,
        "not_lemma": list,
        "not_words": list,
        "particles": list,
    }
    required = ("conjunction",)

    def apply(self, doc: Doc, clauses: Sequence[Clause]) -> Outcome:
        main = main_clause(doc, clauses)
        if main is None:
            return "no main clause"
        conjunction = self.args["conjunction"]
        particles = self.words("particles") or SUBJECT_PARTICLES
        if is_negated(predicate_chain(main.predicate)) and particles.isdisjoint(SUBJECT_PARTICLES):
            return "the main predicate is negated (猫と犬を見ていない does not entail 犬を見ていない)"
        arguments = sorted(main.arguments, key=lambda a: a.start)
        for first, second in zip(arguments, arguments[1:], strict=False):
            # GiNZA splits 猫か|犬を into two phrases: the first "marked" by the conjunction itself.
            last = doc[first.end - 1]
            # (A separate と-phrase is a comitative: 男性と|女性が話している says nothing of 男性 alone; and in
            # 猫か|犬の飼い主を the disjunct may be inside the modifier.)
            if (
                conjunction == "か"
                and not any(t.text == "の" and t.pos_ == "ADP" for t in second.body)
                and last.text == conjunction
                and last.pos_ == "ADP"
                and last.i == first.head.i + 1
                and second.start == first.end
                and second.particle in particles
                and first.head.pos_ in ("NOUN", "PROPN")
                and not any(t.lemma_ in INTERROGATIVES for t in first.body)
            ):
                return self._split_pair(doc, first, second)
        for subject in (a for a in main.arguments if a.particle in particles):
            marks = [t for t in subject.body if t.text == conjunction and t.pos_ == "ADP"]
            if len(marks) != 1:
                continue
            mark = marks[0]
            first_head = doc[mark.i - 1]
            if first_head.head.i != subject.head.i or mark.i - 1 < subject.start:
                continue  # 猫と犬の飼い主: the conjuncts modify another noun
            if first_head.pos_ not in ("NOUN", "PROPN") or first_head.tag_.startswith("接尾辞"):
                continue  # 何人か|の人々: か closes an indefinite, not a disjunct
            if mark.tag_ == "助詞-接続助詞" or first_head.tag_.startswith(("動詞", "形容詞", "助動詞")):
                continue  # 1人あたりになおす|と借金は: a conditional と after a verb (GiNZA may tag it NOUN), no conjunct
            if doc[mark.i + 1].pos_ == "ADP" or any(t.lemma_ in INTERROGATIVES for t in subject.body):
                continue
            if any(
                t.dep_ == "fixed" and t.pos_ == "VERB" for t in subject.span[mark.i + 1 - subject.start :]
            ):
                continue  # 進路と速度に|よっ|ては: は after a compound postposition (depending on), no subject
            if doc[mark.i + 1].pos_ in ("VERB", "AUX") or doc[mark.i + 1].lemma_ in ("言う", "いう", "する"):
                continue  # アプリアと|いう名前, 言葉と|して: a quotative or complement と, no coordinator
            if doc[mark.i + 1].lemma_ in COMPLEMENT_NOUNS:
                # 末期がんと|診断を受けた: what the diagnosis says, no conjunct (×末期がんを受けた)
                return (
                    f"{first_head.text}と{doc[mark.i + 1].text}: と gives what the {doc[mark.i + 1].text} says, "
                    "a complement, not a conjunction"
                )
            if doc[mark.i + 1].lemma_ in PARTNER_NOUNS:
                # 性格と|関係がある: the partner of the relation, no conjunct (×彼の失敗は性格がありそうだ)
                return (
                    f"{first_head.text}と{doc[mark.i + 1].text}: と gives the partner of the {doc[mark.i + 1].text}, "
                    "a comitative, not a conjunction"
                )
            mismatch = _activity_mismatch(doc, main, first_head, subject)
            if mismatch is not None:
                return mismatch
            second = subject.body[mark.i + 1 - subject.start :]
            if (
                any(t.text == "の" and t.pos_ == "ADP" for t in second)
                and first_head.lemma_ != subject.head.lemma_
            ):
                continue  # 茶色と黒の犬: the conjunction is inside the modifier of one dog
            if conjunction == "と" and names_animate(doc, mark.i) != names_animate(doc, subject.body.end):
                # 先生と|英会話を練習している: a person と a thing is a comitative (with the teacher), not two conjuncts.
                return "a person or animal と a thing: the と may be a comitative (with …), not a conjunction"
            if (
                conjunction == "と"
                and event_lemma(main.predicate) in EVENT_LIGHT_VERBS
                and (first_head.pos_ == "PROPN" or names_animate(doc, mark.i))
                and subject.head.pos_ != "PROPN"
                and not names_animate(doc, subject.body.end)
            ):
                # ニッポン放送と|契約更新を行った: a name と the event noun a light verb does is the partner (with …)
                return (
                    f"a name と the event noun of {main.predicate.lemma_}: the と is a comitative (with …), "
                    "not a conjunction"
                )
            return self._split(doc, main, subject, mark.i)
        return f"no {'/'.join(sorted(particles))}-phrase coordinated with {conjunction}"

    def _split_pair(self, doc: Doc, first: Argument, second: Argument) -> Outcome:
        reason = self._collective(doc, range(first.start, second.body.end))
        if reason is not None:
            return reason
        mark = first.end - 1
        one = [i for i in range(len(doc)) if not (mark <= i < second.body.end)]
        other = [i for i in range(len(doc)) if not (first.start <= i < first.end)]
        return [Derived(kept(doc, one)), Derived(kept(doc, other))]

    def _collective(self, doc: Doc, phrase: range) -> str | None:
        lemmas = {token.lemma_ for token in doc if token.i not in phrase}
        if lemmas & self.words("not_lemma"):
            return "the predicate is collective or reciprocal (集まる, 出会う, …): not distributive"
        if any(token.lemma_ in self.words("not_words") for token in doc):
            return "the sentence says the conjuncts act together (一緒に, 互いに, …)"
        return None

    def _split(self, doc: Doc, main: Clause, subject: Argument, mark: int) -> Outcome:
        # The predicate and its other phrases (喧嘩をしている, キスをしている count as collective too).
        lemmas = {token.lemma_ for token in doc if not subject.start <= token.i < subject.end}
        if lemmas & self.words("not_lemma"):
            return "the predicate is collective or reciprocal (集まる, 出会う, …): not distributive"
        if any(token.lemma_ in self.words("not_words") for token in doc):
            return "the sentence says the conjuncts act together (一緒に, 互いに, …)"
        each = next((t for t in subject.body if t.text == "ずつ"), None)
        later = next((t for t in doc[subject.end : main.predicate.i] if t.text == "ずつ"), None)
        if each is None and later is not None:
            # 土曜日と祝日が各3試合ずつ、…である: a ずつ after the subject hands the number to each conjunct too
            # (×土曜日が各3試合ずつ distributes over nothing).
            each = later
            start = each.i - 1
            while (
                start > subject.end
                and doc[start - 1].pos_ in ("NUM", "NOUN", "PREFIX")
                and doc[start - 1].text != "、"
            ):
                start -= 1
            return f"{doc[start : each.i + 1].text} distributes a number over the conjuncts: one alone cannot keep it"
        if each is not None:
            # オスとメス一頭ずつを選ぶ: ずつ hands the number to each conjunct; one conjunct alone (×メス一頭ずつを)
            # keeps a "each" with nothing to distribute over.
            start = each.i - 1
            while start > subject.start and doc[start - 1].pos_ == "NUM":
                start -= 1
            return f"{doc[start : each.i + 1].text} distributes a number over the conjuncts: one alone cannot keep it"
        count = _count_over_conjuncts(doc, subject, mark)
        if count is not None:
            # 日本代表選手と役員約90人が参加した: 約90人 may count the players and officials together; the last
            # conjunct alone (×役員約90人が参加した) would take the whole count.
            return (
                f"{count} after the last conjunct may count all the conjuncts together: one conjunct alone "
                "cannot keep it"
            )
        respective = _respective_coordination(doc, subject)
        if respective is not None:
            # AとBは…世界第1位および第2位を占めている: A is first and B second; neither alone holds both ranks.
            return (
                f"a second coordination ({respective}) follows the conjuncts: they may pair with it respectively, "
                "so neither conjunct alone holds the whole"
            )
        body_end = subject.body.end
        before, after = range(0, subject.start), range(body_end, len(doc))
        first = [*before, *range(subject.start, mark), *after]
        second = [*before, *range(mark + 1, body_end), *after]
        if _points_back(doc, range(mark + 1, body_end)):
            # 前政権の汚職とその一掃が: その points at the first conjunct; the second alone (×その一掃が) loses it
            return [Derived(kept(doc, first))]
        if _clause_before_conjuncts(doc, subject.start, mark):
            # [映画で繰り広げられる]戦いと殴り合いは…: the relative clause may modify both conjuncts; the second alone
            # (殴り合いは…) would drop it and speak of any 殴り合い
            return [Derived(kept(doc, first))]
        return [Derived(kept(doc, first)), Derived(kept(doc, second))]


# Coordinators that join phrases in a written list (第1位および第2位, 東京及び大阪).
LIST_COORDINATORS = frozenset({"および", "及び", "並びに", "ならびに"})


def _count_over_conjuncts(doc: Doc, subject: Argument, mark: int) -> str | None:
    """The count (役員約90人: a number and a counter) that closes the last conjunct when the first conjunct has
    none, else None: such a count may number all the conjuncts together (日本代表選手と役員約90人)."""
    head = subject.head
    if not head.tag_.startswith("接尾辞") or head.i == 0 or doc[head.i - 1].pos_ != "NUM":
        return None
    if head.i <= mark or any(t.pos_ == "NUM" for t in doc[subject.start : mark]):
        return None  # 乗客1人と乗組員1人: each conjunct has its own count
    start = head.i - 1
    while start > mark + 1 and (
        doc[start - 1].pos_ == "NUM" or doc[start - 1].text in ("約", "およそ", "計")
    ):
        start -= 1
    while start > mark + 1 and doc[start - 1].pos_ in ("NOUN", "PROPN"):
        start -= 1
    return doc[start : head.i + 1].text


def _respective_coordination(doc: Doc, subject: Argument) -> str | None:
    """The second coordination after the coordinated phrase that the conjuncts may pair with respectively
    (AとBは…第1位および第2位を占める), else None: a list coordinator (および, 及び, 並びに) joining two phrases, or
    と between two numbered phrases (1位と2位)."""
    for token in doc[subject.end : len(doc) - 1]:
        before, after = doc[token.i - 1], doc[token.i + 1]
        listed = token.lemma_ in LIST_COORDINATORS or token.text in LIST_COORDINATORS
        numbered = (
            token.text == "と"
            and token.pos_ == "ADP"
            and (
                before.pos_ == "NUM" or (before.tag_.startswith("接尾辞") and doc[before.i - 1].pos_ == "NUM")
            )
            and (after.pos_ == "NUM" or after.text == "第")
        )
        if (listed or numbered) and before.pos_ not in ("PUNCT", "ADP"):
            end = token.i + 1
            while end + 1 < len(doc) and doc[end + 1].pos_ in ("NOUN", "NUM", "PROPN"):
                end += 1
            start = token.i - 1
            while start > subject.end and doc[start - 1].pos_ in ("NOUN", "NUM", "PROPN"):
                start -= 1
            return doc[start : end + 1].text
    return None


# Demonstratives and pronouns that point back (AとそのB: its B, the B of A; 同社 the same company).
_BACK_POINTERS = frozenset(
    {"その", "この", "あの", "それ", "これ", "あれ", "彼", "彼女", "彼ら", "同", "自身", "自ら"}
)


# 同 + a place, institution or person noun, as Sudachi keeps some in one word (同社 the same company, 同村, 同署,
# 同氏): the one an earlier phrase named.
SAME_REFERENT_ANAPHORS = frozenset(
    "同" + noun
    for noun in (
        "社 村 市 町 区 県 府 州 国 党 校 署 局 省 庁 大 大学 氏 容疑者 選手 チーム 病院 空港 駅 館 団 会 協会 委員会"
        " グループ"
    ).split()
)


def same_anaphor(doc: Doc, indices: Iterable[int], one_word: frozenset[str]) -> str | None:
    """The first 同-anaphor among the tokens at `indices` (同社, 同日, 同|大学: 同 prefixed to a noun, the one or the
    time an earlier phrase or sentence named), else None: a token of `one_word` (the 同+noun words Sudachi keeps
    whole), or 同 as a word of its own before a noun (同|署, 同|大学), given with that noun.

    The callers look for different anaphors, so each passes its own `one_word`: a conjunct pointing back to the
    first conjunct (`_points_back`) names a thing or a person (`SAME_REFERENT_ANAPHORS`: 同社, 同氏), a sentence
    whose built time context would change what it names (temporal's `_same_anaphor`) a time (`SAME_TIME_ANAPHORS`:
    同日, 同年)."""
    for i in indices:
        text = doc[i].text
        if text in one_word:
            return text
        following = doc[i + 1] if i + 1 < len(doc) else None
        if text == "同" and following is not None and following.pos_ in ("NOUN", "PROPN"):
            return text + following.text
    return None


def _points_back(doc: Doc, second: range) -> bool:
    """Whether the second conjunct holds a demonstrative or pronoun (その一掃, 彼の妻; 同 alone, before anything)
    or a 同-anaphor of a thing or a person (同社, 同|社) that may point at the first conjunct: standing alone it
    would lose what it points at."""
    return any(doc[i].text in _BACK_POINTERS for i in second) or (
        same_anaphor(doc, second, SAME_REFERENT_ANAPHORS) is not None
    )


def _clause_before_conjuncts(doc: Doc, start: int, mark: int) -> bool:
    """Whether a relative clause (a verb or adjective modifying a noun) opens the first conjunct, before the
    coordinator at `mark`."""
    return any(
        t.dep_ == "acl" and t.pos_ in ("VERB", "ADJ", "AUX") and start <= t.head.i < mark
        for t in doc[start:mark]
    )


# --------------------------------------------------------------------------- subordinate and coordinate clauses


@dataclass(frozen=True)
class LinkedClause:
    """S1 of 'S1 <link> S2': its tokens, its predicate chain, how it links, and the tokens of the link."""

    chain: Span
    start: int
    link: str  # ので, から, ため, けれども, が, たら, 場合, て (te-form), 連用形
    link_end: int  # one past the link and a comma after it


# Nouns that link a clause to the main clause: S1 ため(に)/せいで/おかげで/場合、S2.
LINK_NOUNS = ("ため", "場合", "せい", "おかげ")


def _link(doc: Doc, chain: Span) -> tuple[str, int] | None:
    """How the clause ending in `chain` attaches to what follows, and where the link ends."""
    last = chain[-1]
    i = chain.end
    words = []
    while i < len(doc) and ginza.bunsetu_bi_label(doc[i]) != "B" and doc[i].pos_ != "PUNCT":
        words.append(doc[i].text)
        i += 1
    link = "".join(words)
    if not link and i < len(doc) and doc[i].lemma_ in LINK_NOUNS and doc[i].pos_ == "NOUN":
        if i + 1 < len(doc) and doc[i + 1].text in ("も", "が", "は"):
            return None  # 見なされる|場合もある: "there are cases where", no link to a main clause
        link, i = doc[i].text, i + 1
        if i < len(doc) and doc[i].text in ("に", "で"):
            i += 1
    if not link:
        inflection = ";".join(last.morph.get("Inflection"))
        if last.pos_ == "SCONJ" and last.lemma_ in ("て", "で"):
            link = "て"
        elif last.pos_ == "AUX" and "仮定形" in inflection and last.lemma_ == "た":
            link = "たら"
        elif last.pos_ == "AUX" and last.text == "なら" and len(chain) > 1:
            link = "なら"  # 降る|なら: GiNZA puts the conditional copula inside the chain
        elif "連用形" in inflection and i < len(doc) and doc[i].text in COMMAS:
            link = "連用形"
    if not link:
        return None
    while i < len(doc) and doc[i].pos_ == "PUNCT" and doc[i].text in COMMAS:
        i += 1
    return link, i


def _lacks_usual_object(doc: Doc, s1: LinkedClause, start: int) -> bool:
    """Whether the clause's verb has no を-phrase though the corpus case frames saw one in most of its clauses
    (務める: 旗手は…選手が務め)."""
    verb = s1.chain[0]
    if s1.chain.start > 0 and verb.lemma_ == "する" and "サ変" in doc[s1.chain.start - 1].tag_:
        verb = doc[s1.chain.start - 1]
    if any(
        t.dep_ == "obj" and s1.chain.start - 1 <= t.head.i < s1.chain.end for t in doc[start : s1.chain.start]
    ):
        return False
    frame = case_frames().frames.get(predicate_key(verb))
    return frame is not None and frame.clauses >= 10 and frame.rate("を") >= 0.5


def _stray_topic(
    doc: Doc, tokens: Sequence[int], start: int, main_subjects: Sequence[Argument]
) -> Token | None:
    """A noun with は before the first clause that is kept but is no subject of the main clause (旗手は|…選手が
    務め、…役員約90人が参加した: what the player served as): it may belong to the first clause."""
    kept_tokens = set(tokens)
    return next(
        (
            t
            for t in doc[: max(start - 1, 0)]
            if t.i in kept_tokens
            and t.pos_ in ("NOUN", "PRON", "PROPN")
            and not t.tag_.startswith(("名詞-普通名詞-副詞可能", "名詞-普通名詞-助数詞可能", "接尾辞"))
            and not _is_time_token(t)
            and doc[t.i + 1].lemma_ == "は"
            and doc[t.i + 1].pos_ == "ADP"
            and not any(s.start <= t.i < s.end for s in main_subjects)
        ),
        None,
    )


def linked_clauses(doc: Doc, clauses: Sequence[Clause], main: Clause) -> list[LinkedClause]:
    """The clauses that attach to the main predicate through a connective (…ので、…て、…ため、…)."""
    found = []
    main_start = main.predicate.i
    taken = {i for argument in main.arguments for i in range(argument.start, argument.end)}
    for token in doc[:main_start]:
        if token.dep_ not in ("advcl", "acl") or token.lemma_ in POSTPOSITIONAL_VERBS:
            continue
        head = token.head
        if head.i != main.predicate.i and not (head.lemma_ in LINK_NOUNS and head.head.i == main.predicate.i):
            continue
        chain = predicate_chain(token)
        if chain[0].lemma_ == "する" and chain.start > 0 and doc[chain.start - 1].text == "と":
            continue  # 餌として: the postposition "as", not a clause
        if not token.tag_.startswith(("動詞", "形容詞", "助動詞", "形状詞")) and not _is_verbal(token):
            continue  # りんごか|みかんを: a disjoined noun, not a clause
        link = _link(doc, chain)
        if link is None:
            continue
        own = clause_of(token, clauses)
        # 寝坊|して: a サ変 noun the parse tags 名詞…可能 heads the clause but is left out of its chain; the clause
        # starts at it (×僕はした, ×僕は寝坊学校に遅刻した)
        start = min([chain.start, *(a.start for a in own.arguments)])
        # (a clause of the noun's own before it, …と|自認して, is left to the checks below)
        if token.i < start and token.left_edge.i in (token.i, start):
            start = token.i
        host = {i for a in main.arguments if a.start <= head.i < a.end for i in range(a.start, a.end)}
        while start in taken - host:  # a main-clause phrase that the raw parse hung inside this clause
            start += 1
        found.append(LinkedClause(chain, start, link[0], link[1]))
    return found


# Words after a te-form that make it one subordinate construction: 〜て以来 (since), 〜て初めて (not until),
# 〜てからというもの.
TE_SUBORDINATORS = frozenset({"以来", "初めて", "始めて", "以降"})

# Verbs that, right after a te-form, make one predicate with it (持って|いく, 連れて|くる, 食べて|しまう, 書いて|
# おく, 着て|みる, やって|くる): the te-form is no clause of its own, and the verb after it no clause start
# (×いくためには何が必要なのか).
TE_AUXILIARY_VERBS = frozenset(
    {"いく", "行く", "くる", "来る", "しまう", "仕舞う", "おく", "置く", "みる", "見る", "いる", "居る", "ある",
     "有る", "もらう", "貰う", "くれる", "呉れる", "あげる", "上げる", "やる", "遣る", "みせる", "見せる", "ちゃう",
     "じゃう", "とく", "どく", "ほしい", "欲しい"}
)  # fmt: skip

# Verbs that, after 〜て and a number, count the time since (結婚して二年になる, 来日して10年が経つ).
ELAPSE_VERBS = frozenset({"なる", "成る", "経つ", "たつ", "過ぎる", "経過"})


def _is_time_token(token: Token) -> bool:
    """A word that dates an event: a date counter after a number (2004|年), or a time noun (昨年, 当時)."""
    if token.text in DATE_COUNTERS and token.i > 0 and token.doc[token.i - 1].pos_ == "NUM":
        return True
    return token.tag_ == "名詞-普通名詞-副詞可能" and token.lemma_ in TEMPORAL_ADVERBIAL_NOUNS


# Time nouns: Sudachi's adverbial nouns of time (今年, 先月); the counters of a date are parsing.script's.
TEMPORAL_ADVERBIAL_NOUNS = frozenset(
    {"今年", "昨年", "去年", "来年", "先月", "今月", "来月", "先週", "今週", "来週", "昨日", "今日", "明日",
     "今朝", "当時", "現在", "以前", "今後", "戦後", "戦前", "毎年", "毎日", "翌年", "翌日", "前年", "同年"}
)  # fmt: skip


# Nouns that put a modal frame around the main clause (女性が走っている|はずだ).
MODAL_NOUNS = frozenset({"はず"})


def _without_ending(doc: Doc, tokens: list[int], endings: Sequence[str]) -> list[int]:
    """`tokens` without a final punctuation mark and a modal ending they finish with, word for word
    (…中止になる|だろう → …中止になる; 走っている|はず|だ → 走っている)."""
    content = list(tokens)
    while content and doc[content[-1]].pos_ == "PUNCT":
        content.pop()
    for ending in endings:
        text = ""
        for k in range(len(content) - 1, 0, -1):
            text = doc[content[k]].text + text
            if text == ending:
                return content[:k]
            if len(text) >= len(ending):
                break
    return tokens


# Predicates whose subject is a fact or a finding (明らかになる, 判明する, 発覚する, 分かる): after a te-clause
# the finding is what they are about, and the first clause's subject is not theirs.
FACT_PREDICATES = frozenset(
    {"明らか", "判明", "発覚", "明白", "確実", "浮き彫り", "分かる", "わかる", "露呈", "表面化"}
)


def _fact_predicate(doc: Doc) -> str | None:
    """The sentence's root predicate when it is a predicate of facts (明らか|に|なっ|た), else None."""
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is None:
        return None
    words = [
        root,
        *(c for c in root.children if c.dep_ in ("advcl", "obl", "compound") and c.i == root.i - 2),
    ]
    if root.lemma_ == "なる" and root.i >= 2 and doc[root.i - 1].text in ("に", "と"):
        words.append(doc[root.i - 2])
    if any(w.lemma_ in FACT_PREDICATES for w in words):
        return (
            predicate_chain(root).text
            if root.lemma_ != "なる"
            else doc[root.i - 2 : predicate_chain(root).end].text
        )
    return None


def _embedded_question_subject(
    doc: Doc, s1: LinkedClause, subjects: Sequence[Argument], disjunctions: frozenset[str]
) -> str | None:
    """Why S2 of 'S1 か S2' has no subject of its own, else None: the か runs straight on into the main predicate
    (no comma, no あるいは) and its only subjects are が-phrases before the か-clause's verb (ボブが時間どおりに
    来るか|疑わしい): the か-clause is an embedded question and the が-phrase its subject (×ボブが疑わしい)."""
    if s1.link != "か" or s1.link_end >= len(doc):
        return None
    tail = doc[s1.link_end :]
    if doc[s1.link_end - 1].pos_ == "PUNCT" or any(t.lemma_ in disjunctions for t in tail):
        return None  # 説教というか、アジテーションが…: a disjunction of two clauses
    before = [s for s in subjects if s.start < s1.chain.start]
    if not before or any(s.start >= s1.link_end for s in subjects):
        return None
    if any(s.particle != "が" for s in before):
        return None
    subject = before[0].body.text
    return (
        f"か closes an embedded question (…{doc[s1.chain.start : s1.link_end].text}{tail[0].text}): {subject}が "
        "before its verb is that clause's subject, and the main predicate has none of its own"
    )


# Predicates of feeling beyond the emotion adjectives (申し訳ない, 光栄だ, 感謝する): a te-clause before them is
# their cause.
FEELING_PREDICATES = frozenset(
    {"申し訳ない", "申し訳無い", "ありがたい", "有難い", "有り難い", "光栄", "幸い", "感謝"}
)


def _feeling_predicate(doc: Doc, main_chain: Span) -> str | None:
    """The main predicate's words when it says a feeling (うれしい, 残念だ, 申し訳ない, うれしく|思う), else None.
    思う / 感じる / 存じる with an adjective or a noun before に as its complement (気の毒に|思う, 不思議に|思う,
    誇りに|思う, 懐かしく|感じる) says how the subject feels about something, whatever the adjective: a feeling
    too."""
    words = list(main_chain)
    if main_chain[0].lemma_ in ("思う", "存じる", "感じる") and main_chain.start > 0:
        before = doc[main_chain.start - 1]
        words.insert(0, before)  # うれしく|思います
        if before.pos_ == "ADJ" and before.text.endswith("く"):
            return doc[before.i : main_chain.end].text  # 懐かしく|感じる
        if before.text == "に" and before.i > 0 and doc[before.i - 1].pos_ in ("ADJ", "NOUN"):
            return doc[before.i - 1 : main_chain.end].text  # 気の毒|に|思う, 誇り|に|思う
    if any(t.lemma_ in EMOTION_ADJECTIVES or t.lemma_ in FEELING_PREDICATES for t in words):
        return doc[words[0].i : main_chain.end].text
    return None


def _plain_oru(chain: Span, form: str) -> str:
    """A finite form of humble/written おる said with the plain いる (松井がおり、… → 松井がいた, not ×おった,
    which is dialectal or humble in a plain sentence)."""
    if not any(t.lemma_ == "おる" for t in chain):
        return form
    # (住んで|おり → 住んでいた: the subsidiary おる of 〜ておる too)
    return _ORU.sub(lambda m: m.group(1) + {"おっ": "い", "おら": "い", "おる": "いる"}[m.group(2)], form)


_ORU = re.compile(r"(^|[てで])(おっ|おら|おる)")


# Verbs that, in the te-form or 連用形 right after the particle, make a compound postposition (〜にかけて from…
# to, 〜として as, 〜にわたって over, 〜について about, 〜において in, 〜を通じて through): no clause of their own.
# One list with the clause view: data/clause_lexicons.yaml `compound_postpositions`.
COMPOUND_POSTPOSITIONS = {
    particle: compound_postpositions().after(particle) for particle in ("に", "を", "と")
}


def _compound_postposition(doc: Doc, chain: Span) -> str | None:
    """The particle and verb of a compound postposition the chain is (に|かけ|て), else None."""
    verb = chain[0]
    if verb.i == 0:
        return None
    particle = doc[verb.i - 1]
    if particle.pos_ != "ADP" or verb.lemma_ not in COMPOUND_POSTPOSITIONS.get(particle.text, ()):
        return None
    if verb.lemma_ in compound_postpositions().negative_only and not chain.text.endswith("ず"):
        return None  # 事件に関わって is the verb; only にかかわらず is the postposition
    return particle.text + chain.text


# サ変 nouns whose te-form with no argument is a lexicalised adverbial (大別して, 一貫して), and adverbs of a length
# of time before して (しばらくして): data/derive_lexicons.yaml says why, class by class.
ADVERBIAL_SURU_NOUNS = derive_lexicon("adverbial_suru_nouns")
DURATION_ADVERBS = derive_lexicon("duration_adverbs")
ADVERBIAL_TE_VERBS = derive_lexicon("adverbial_te_verbs")
STATE_VERBS = derive_lexicon("state_verbs")
# 合わせて, 併せて right before a number count a total (2試合合わせて8本の本塁打が出た: in all), even after a
# phrase of their own: no clause (×2試合合わせた).
TOTAL_TE_VERBS = frozenset({"合わせる", "併せる"})
# Words that place a state in the present (現在の展望スペースは…に位置し、…突破した: it lies there now).
PRESENT_WORDS = frozenset({"現在", "今", "現", "現に", "今日", "今なお", "今も"})
EMOTION_ADJECTIVES = derive_lexicon("emotion_adjectives")


def _noun_before(doc: Doc, marker: int, start: int) -> str:
    """The noun (with its number, prefix and suffix words) right before a particle at `marker`: 他5人|は."""
    first = marker - 1
    while first - 1 >= start and (
        doc[first - 1].pos_ in ("NOUN", "PROPN", "NUM")
        or doc[first - 1].tag_.startswith(("接頭辞", "接尾辞"))
    ):
        first -= 1
    return doc[first:marker].text


def _embedded_question(doc: Doc, s1: LinkedClause, main_chain: Span) -> str | None:
    """Why a か-clause is an embedded question, not a disjunct, else None: か followed by どうか (…するべきか
    どうか), or a question word made with 何 (何時, 何分) in the clause (…何時に着くか調べる). A yes-no clause
    (…約束を守るか疑っている) stays a disjunct: its clause alone is a sentence, neutral to the premise."""
    if s1.link != "か" or s1.link_end >= len(doc):
        return None
    if doc[s1.link_end - 1].text in COMMAS:
        return None
    after = doc[s1.link_end]
    if after.text == "どう" and s1.link_end + 1 < len(doc) and doc[s1.link_end + 1].text == "か":
        return "〜かどうか closes an embedded yes-no question, not a disjunct"
    wh = next((t for t in doc[s1.start : s1.chain.end] if t.text.startswith("何") and t.pos_ != "VERB"), None)
    if wh is not None:
        # 何時に着くか|調べる (何時, 何分, 何人: the question words the wh-word list does not hold)
        return f"か after the question word {wh.text} closes an embedded question, not a disjunct"
    return None


# Question words that are adverbs (どう, どうして, どうやって, いかに): with them a か-clause is an embedded
# question, like with the question words of `wh_words` (この機械がどのように動くか説明できますか asks how it works
# and takes for granted that it works: ×この機械が動く neutral).
WH_ADVERBS = frozenset({"どう", "どうして", "どうやって", "いかに", "如何", "如何に"})

# Predicates that, after 〜て (〜ても, 〜ては), say what is allowed or forbidden of the te-form's event (考えていい,
# 見てもいい, 帰っても構わない, 入ってはいけない, 忘れてはならない, 触ってはだめだ): one predicate with it, no
# clause of its own. The prohibitions need は or も before them (行ってはいけない); なる after a bare te-form is
# the verb of becoming.
TE_PERMISSION = frozenset({"いい", "良い", "よい", "宜しい", "よろしい", "構う", "かまう", "結構"})
TE_PROHIBITION = frozenset({"いける", "行ける", "なる", "成る", "駄目", "だめ", "ダメ"})


def _te_modal(doc: Doc, s1: LinkedClause, main_start: int) -> str | None:
    """The te-form and the modal predicate after it (考えて|いい, 入っては|いけない) when the te-form's clause is
    the complement of permission or prohibition, else None."""
    if s1.link != "て" or s1.chain.end >= min(main_start + 1, len(doc)):
        return None
    i = s1.chain.end
    particle = doc[i].text if doc[i].text in ("も", "は") and doc[i].pos_ == "ADP" else ""
    if particle:
        i += 1
    if i > main_start or i >= len(doc):
        return None
    word = doc[i]
    if word.lemma_ in TE_PERMISSION and word.pos_ in ("ADJ", "VERB", "NOUN", "ADV"):
        return f"{s1.chain.text}{particle}{word.text}"
    if word.lemma_ in TE_PROHIBITION and particle and word.pos_ in ("VERB", "AUX", "ADJ", "NOUN"):
        return f"{s1.chain.text}{particle}{word.text}"
    return None


def _adverbial_te(doc: Doc, s1: LinkedClause) -> str | None:
    """Why a te-form of する is no clause, else None: after a length of time (１週間して, しばらくして: after a
    week, a while) it says when what follows happened; after a noun of `ADVERBIAL_SURU_NOUNS` with no argument
    of its own (大別して) it is a lexicalised adverbial."""
    if s1.link == "て" and s1.chain[0].lemma_ in ADVERBIAL_TE_VERBS:
        if not any(s1.chain.start <= t.head.i < s1.chain.end for t in doc[s1.start : s1.chain.start]):
            return f"{s1.chain.text} is a lexicalised adverb (gladly, in a hurry, …) saying how, not a clause"
    if (
        s1.link == "て"
        and s1.chain[0].lemma_ == "始める"
        and s1.chain[0].text == "始め"
        and len(s1.chain) == 2
        and not any(c.dep_ == "obj" or any(g.text == "を" for g in c.children) for c in s1.chain[0].children)
        and s1.link_end == s1.chain.end < len(doc)
        and doc[s1.link_end].pos_ in ("VERB", "ADJ", "NOUN", "ADV", "PROPN")
    ):
        # 言葉が始めて|明らかにされた: 始める takes an object; 始めて with none, right before a predicate, is the
        # adverb 初めて (for the first time) in a common spelling (×教皇が最後に語った言葉が始めた)
        return f"{s1.chain.text} with no object before a predicate is the adverb 初めて (for the first time), not a clause"
    if (
        s1.link == "て"
        and s1.chain[0].lemma_ in TOTAL_TE_VERBS
        and s1.link_end < len(doc)
        and doc[s1.link_end].pos_ == "NUM"
    ):
        return f"{s1.chain.text} before a number counts a total (in all), not a clause"
    if s1.link != "て" or s1.chain[0].lemma_ not in ("する", "為る"):
        return None
    noun = doc[s1.chain.start - 1] if s1.chain.start > 0 else None
    if noun is None or noun.pos_ == "PUNCT":
        return None
    counted = noun.pos_ == "NUM" or "助数詞" in noun.tag_
    if counted or noun.lemma_ in DURATION_ADVERBS:
        first = noun.i
        while first > 0 and doc[first - 1].pos_ == "NUM":
            first -= 1  # １|週間|して
        words = doc[min(first, s1.start) : s1.chain.end].text
        return (
            f"〜して after a length of time ({words}) says when what follows happened: no clause of its own"
        )
    if noun.lemma_ in ADVERBIAL_SURU_NOUNS and s1.start >= noun.i:
        return (
            f"{noun.text}{s1.chain.text} is a lexicalised adverbial (broadly, on the whole, …), not a clause"
        )
    return None


def _relative_clause_after(doc: Doc, s1: LinkedClause, main_start: int) -> str | None:
    """Why a te-form or 連用形 first clause may be inside a relative clause, else None: the next predicate after
    the link (before the main one) modifies a noun and has no subject of its own (…提供者を募り、患者への斡旋を
    行う|公的機関として設置された: 募り and 行う are both what the 公的機関 does, and the sentence does not assert
    ×骨髄バンクは…募った)."""
    if s1.link not in ("て", "連用形"):
        return None
    for token in doc[s1.link_end : main_start]:
        if token.head.i != token.i and s1.chain.start <= token.head.i < s1.chain.end:
            continue
        if token.pos_ not in ("VERB", "ADJ") or token.dep_ in ("fixed", "aux", "compound"):
            continue
        if (
            token.pos_ != "VERB"
            or token.dep_ != "acl"
            or not (token.head.i > token.i and token.head.pos_ in ("NOUN", "PROPN"))
        ):
            return (
                None  # the next predicate is a clause of the main chain's: S1 is the main clause's conjunct
            )
        if any(c.dep_ in ("nsubj", "csubj") for c in token.children):
            return None
        noun = token.head
        if finite_shape(predicate_chain(token)).past:
            return None  # 訪れ、用意した|背番号…を: a past clause of its own, not the conjunct's partner
        copular = noun.i == main_start and any(
            t.lemma_ in ("だ", "です") and t.dep_ == "cop" for t in doc[noun.i + 1 : noun.i + 3]
        )
        if not (doc[noun.i + 1 : noun.i + 4].text.startswith("として") or copular):
            # (…提供者を募り、…を行う|公的機関として: the clause says what the subject is set up as; on an object
            # or a place, 長野の下を訪れ、…を|プレゼントした, the conjunct is the main clause's)
            return None
        return (
            f"the next predicate {token.text} modifies the noun {noun.text} and has no subject of its own: the "
            f"first clause may be part of that relative clause, which the sentence does not assert"
        )
    return None


def _conjunct_tense(
    doc: Doc, s1: LinkedClause, tokens: list[int], main_chain: Span, shape: Finite
) -> Finite | str:
    """The aspect and tense a te-form or 連用形 first clause is made finite with, or why none is sure.

    Mostly the main verb's; but a verb of a lasting state (`state_verbs`: 位置し, 所属し) is no event the main
    verb's past follows: with a past main verb only a clause that says it is current (現在の…) is stated, as
    ている non-past. A sentence ending in a bare verbal noun (…自粛し、8月2日に連盟に報告。, a news report's
    headline style) narrates in the past."""
    verb = s1.chain[0]
    noun = doc[s1.chain.start - 1] if s1.chain.start > 0 else None
    state = verb.lemma_ in STATE_VERBS or (
        verb.lemma_ in ("する", "為る") and noun is not None and noun.lemma_ in STATE_VERBS
    )
    if state:
        if not shape.past:
            return shape
        if any(doc[i].lemma_ in PRESENT_WORDS for i in tokens):
            return Finite(progressive=True, past=False)
        said = (noun.text if verb.lemma_ in ("する", "為る") and noun is not None else "") + s1.chain.text
        return (
            f"{said} names a lasting state, not an event the main verb's past follows: whether it still holds "
            "is not said"
        )
    last = main_chain[-1]
    after = [t for t in doc[main_chain.end :] if t.pos_ != "PUNCT"]
    if last.pos_ in ("NOUN", "VERB") and "サ変" in last.tag_ and last.tag_.startswith("名詞") and not after:
        # A headline may also announce a plan (同市が実施主体となり、…作業を委託。): past only when the sentence
        # narrates, with a past verb (把握した後) or a date (12月4日に, 2004年に) of its own.
        narrated = any("助動詞-タ" in ";".join(t.morph.get("Inflection")) for t in doc) or any(
            t.pos_ == "NUM" and t.i + 1 < len(doc) and doc[t.i + 1].text in ("年", "月", "日") for t in doc
        )
        if not narrated:
            return (
                f"the sentence ends in the bare verbal noun {last.text}, with no past verb or date: whether it "
                "narrates or announces a plan is not said"
            )
        return Finite(progressive=shape.progressive, past=True)
    if (
        last.pos_ in ("NOUN", "PROPN")
        and last.tag_.startswith("名詞")
        and not after
        and not any(t.pos_ == "AUX" for t in main_chain)
    ):
        return f"the sentence ends in the bare noun {last.text}: the first clause's tense is not said"
    return shape


def _quote_after(doc: Doc, s1: LinkedClause, main: Clause) -> Token | None:
    """A quotative と/って closing a clause between the first clause and the main predicate (…出て|行けと|命じた):
    the first clause may be part of what is quoted, which the sentence does not assert."""
    for token in doc[s1.link_end : main.predicate.i]:
        if token.text in ("と", "って") and token.tag_ == "助詞-格助詞" and token.i > 0:
            before = doc[token.i - 1]
            inflection = "".join(before.morph.get("Inflection"))
            # a predicate's final or imperative form (行け|と, 来る|と); not an adverb (わっ|と, ずっ|と)
            if before.tag_.startswith(("動詞", "助動詞", "形容詞")) and (
                "終止形" in inflection or "命令形" in inflection
            ):
                return token
    return None


def _shared_frame(doc: Doc, s1: LinkedClause, start: int, main: Clause) -> Span | None:
    """A frame-setting topic over a case particle that opens the first clause (彼には|知人は多いが、…; 東京では|…)
    when the second clause says a state, an amount or an existence (少ない, 弱かった, ある): both clauses are said of
    the frame, and the second has none of its own with that particle. (An action in the second clause, …これは愛情を
    表している, 噴煙が…流れていた, stands alone without it.)"""
    verb = main.predicate
    stative = (
        verb.pos_ == "ADJ"
        or verb.tag_.startswith(("形容詞", "形状詞"))
        or verb.lemma_ in EXISTENCE_VERBS
        or verb.lemma_ in DOWNWARD_PREDICATES
        or verb.lemma_ in ("多い", "無い")
    )
    if not stative:
        return None
    own_words = range(s1.chain.start - 1, s1.chain.end)
    for i in range(start, s1.chain.start - 1):
        first, second = doc[i], doc[i + 1]
        if i == 0 or not (
            own_words.start <= doc[i - 1].head.i < own_words.stop or doc[i - 1].head.i == verb.i
        ):
            continue  # a phrase inside another (美里町では|…参加していた中学生が): no frame of the clause
        if (
            first.text in ("に", "で")
            and first.pos_ == "ADP"
            and second.text in ("は", "も")
            and second.pos_ == "ADP"
        ):
            phrase_start = (
                max(start, doc[i - 1].left_edge.i) if i > 0 else i
            )  # 女性が働く|国では: its modifiers
            own = any(
                t.text == first.text and doc[t.i + 1].text in ("は", "も")
                for t in doc[s1.link_end : len(doc) - 1]
                if t.pos_ == "ADP"
            )
            return None if own else doc[phrase_start : i + 2]
    return None


def _is_conditional(token: Token) -> bool:
    """A conditional ending: ば, たら/だら, なら, or the conjunctive と after a predicate (引き抜くと)."""
    if token.text == "ば" or (token.text == "と" and token.tag_.startswith("助詞-接続助詞")):
        return True
    return token.pos_ == "AUX" and token.text in ("たら", "だら", "なら")


# Conjunctive particles of concession (認めたものの, 高いが, 来たけれど, 雨なのに; and the contrastive 一方で): the
# clause they close is granted, not part of what a later frame denies.
CONCESSIVE_PARTICLES = frozenset({"ものの", "が", "けれど", "けれども", "けど", "のに"})


def _is_concessive(token: Token) -> bool:
    """A conjunctive particle of concession closing a clause (…無いものの、, …大きいが、), not the case が.
    GiNZA splits ものの into もの (SCONJ) and a fixed の."""
    doc = token.doc
    if token.i == 0 or doc[token.i - 1].pos_ not in ("VERB", "AUX", "ADJ"):
        return False
    if token.text == "もの" and token.pos_ == "SCONJ":
        return token.i + 1 < len(doc) and doc[token.i + 1].text == "の" and doc[token.i + 1].dep_ == "fixed"
    if token.text == "一方":  # 伝える|一方|で、…も報じた: a contrast, granted like a concession
        return token.i + 1 < len(doc) and doc[token.i + 1].text in ("で", "、")
    return token.text in CONCESSIVE_PARTICLES and token.tag_.startswith("助詞-接続助詞")


def _concession(token: Token) -> str:
    """The concessive particle as written (もの|の → ものの, 一方|で → 一方で)."""
    if token.text == "もの":
        return "ものの"
    if token.text == "一方" and token.doc[token.i + 1].text == "で":
        return "一方で"
    return token.text


# Hedges (ある意味では, ある程度, 一応, 一見, ほぼ…; data/derive_lexicons.yaml): a clause kept without its hedge says
# more than the sentence.
HEDGES = derive_lexicon("hedges")
_HEDGES_LONGEST_FIRST = tuple(sorted(HEDGES, key=lambda word: (-len(word), word)))


def dropped_hedge(doc: Doc, dropped: Iterable[int]) -> str | None:
    """A hedge among the tokens a derivation drops (matched on the text of each run of them), or None."""
    runs: list[list[int]] = []
    for i in sorted(dropped):
        if runs and runs[-1][-1] == i - 1:
            runs[-1].append(i)
        else:
            runs.append([i])
    for run in runs:
        text = "".join(doc[i].text for i in run)
        found = next((hedge for hedge in _HEDGES_LONGEST_FIRST if hedge in text), None)
        if found is not None:
            return found
    return None


class ExtractClause(Derivation):
    """S1 ので、S2 → S1 (part: first) or S2 (part: second); a te-form or 連用形 S1 is made finite."""

    name = "extract-clause"
    summary = "one clause of 'S1 <link> S2' stands alone, with the subject the two share"
    arguments: ClassVar[Mapping[str, type]] = {
        "links": list,
        "part": str,
        "unless_negated": bool,
        "not_main_lemma": list,
        "drop_words": list,
        "drop_endings": list,
        "not_first_lemma": list,
    }
    required = ("links", "part")

    @classmethod
    def problem(cls, args: Mapping[str, Any]) -> str | None:
        found = super().problem(args)
        if found is None and args["part"] not in ("first", "second"):
            return "extract-clause: 'part' must be first or second"
        return found

    def apply(self, doc: Doc, clauses: Sequence[Clause]) -> Outcome:
        main = main_clause(doc, clauses)
        if main is None:
            return "no main clause"
        if main.predicate.lemma_ in MODAL_NOUNS:
            # 女性が走っている|はずだ: the clause under the modal noun is the main clause the first one links to.
            verb = next((c for c in main.predicate.children if c.dep_ == "acl" and _is_verbal(c)), None)
            if verb is None:
                return f"no verb under the modal noun {main.predicate.text}"
            main = clause_of(verb, clauses)
        links = self.words("links")
        candidates = [c for c in linked_clauses(doc, clauses, main) if c.link in links]
        if not candidates:
            return f"no clause linked by {'/'.join(sorted(links))}"
        main_chain = predicate_chain(main.predicate)
        if self.args.get("unless_negated") and is_negated(main_chain):
            return "the main predicate is negated (its scope may cover the first clause)"
        if main.predicate.lemma_ in self.words("not_main_lemma"):
            return f"the main predicate {main.predicate.lemma_} continues the first verb (走って|くる)"
        # (検討|する: the phrase starts at the サ変 noun before the chain's する)
        first = doc[min(main.predicate.i, main_chain.start)]
        if ginza.bunsetu_bi_label(first) != "B":
            return "the two verbs form one phrase"
        s1 = candidates[0]
        if s1.link in ("て", "連用形") and s1.chain.end == s1.link_end == min(
            main.predicate.i, main_chain.start
        ):
            # 注意して|見ている, 急いで|横切っている: a te-form right before the verb, no comma, says how.
            return "a te-form right before the main verb is a manner adverbial"
        if (
            s1.link == "か"
            and s1.chain[0].lemma_ in ("言う", "いう")
            and doc[s1.chain.start - 1].text == "と"
        ):
            # 説教というか、アジテーションが始まります: "or rather" asserts the second, it is no disjunction.
            return "AというかB rephrases (or rather B): not a disjunction"
        after = doc[s1.chain.end] if s1.chain.end < len(doc) else None
        if s1.link == "て" and after is not None and after.lemma_ in TE_SUBORDINATORS:
            # 行って|以来, 今朝になって|初めて: the te-form and the word after it are one subordinate construction
            # (since, not until), not a coordinated clause.
            return f"〜て{after.text} is one subordinate construction, not a coordinated clause"
        if (
            s1.link == "て"
            and main.predicate.lemma_ in ELAPSE_VERBS
            and any(t.pos_ == "NUM" for t in doc[s1.link_end : main.predicate.i])
        ):
            # 結婚して|二年になる, 来日して|10年が経つ: the main clause counts the time since the first; it says
            # nothing of the subject (×彼らは二年になる)
            return f"〜て…{main.predicate.text} counts the time since the first clause: no clause of its own"
        if s1.link == "か" and any(
            t.lemma_ in clause_lexicons().wh_words or t.lemma_ in WH_ADVERBS
            for t in doc[min(s1.start, s1.chain[0].left_edge.i) : s1.chain.end]
        ):
            # 彼がいつ来るか|よくわからない: a question word makes か an embedded question, not a disjunction.
            return "か after a question word closes an embedded question, not a disjunct"
        question = _embedded_question(doc, s1, main_chain)
        if question is not None:
            return question
        shape = finite_shape(s1.chain)
        if s1.link in ("ため", "ために") and not (shape.past or shape.progressive):
            return "ため after a plain non-past verb states a purpose, not a reason"
        main_subjects = subjects(main)
        s1_subjects = self._subjects_in(clauses, s1)
        if len([s for s in s1_subjects if s.particle == "が"]) > 1:
            # 少年が|雨が降っているのに、外で遊んでいる: one of the two が-phrases is the main clause's subject.
            return "the first clause has two が-subjects: one may be the main clause's"
        start = s1.start
        # Phrases before S1 that the parse gave to the main clause belong to S1 when S2 has a subject of its own
        # after the link (男性はピアノを弾いているけれども、女性は歌っている).
        if any(s.start >= s1.link_end for s in main_subjects):
            start = min([start, *(a.start for a in main.arguments if a.end <= s1.start)])
        if (
            self.args["part"] == "second"
            and (
                any(
                    s1.chain.start <= t.head.i < s1.chain.end
                    and t.pos_ != "PUNCT"
                    and t.lemma_ not in self.words("drop_words")  # もし, dropped anyway
                    for t in doc[:start]
                )
                or (
                    start > 0 and doc[start].lemma_ == "する" and "サ変" in doc[start - 1].tag_
                )  # 自認|している
            )
        ):
            # 向け直されるように|なり、…; 私は病院に行き、|人が怖くなり、…: words of the first clause stand before
            # where it starts, and dropping it would leave them dangling.
            return "words of the first clause stand before it: dropping it would leave them"
        if start > 0 and doc[start].pos_ == "CCONJ" and doc[start - 1].pos_ in ("NOUN", "PROPN", "PRON"):
            # 海上保安庁|および気象庁は…とみて、…: the parse split the coordinated phrase, and each clause would
            # keep half of it (×および気象庁は海底噴火とみている)
            return (
                f"the coordinated phrase {doc[start - 1].text}{doc[start].text}{doc[start + 1].text}… is split "
                "between the two clauses by the parse"
            )
        condition = next((t for t in doc[: s1.chain.start] if _is_conditional(t)), None)
        if condition is not None:
            # 法案が上院を通過すれば、…統合する必要があり、…; …引き抜くと、その分子が…形成するので: a conditional
            # before the first clause may hold over both clauses, and neither stands alone.
            return f"a conditional ({condition.text}) before the first clause may hold over both clauses"
        if self.args["part"] == "first" and s1.chain[0].lemma_ in self.words("not_first_lemma"):
            # 赤ちゃんを連れて|遊びに来た, 保護に向け、…: 赤ちゃんを連れた, 保護に向けた alone are not said.
            return f"the first verb {s1.chain[0].lemma_} says with whom or toward what (…を連れて, …に向けて): no clause alone"
        adverbial = _adverbial_te(doc, s1)
        if adverbial and (self.args["part"] == "first" or not adverbial.endswith("not a clause")):
            # (the second clause without a lexicalised adverbial, 彼らは計画に反対した, is entailed)
            return adverbial
        quote = _quote_after(doc, s1, main)
        if quote is not None:
            return (
                f"a quoted clause (…{doc[quote.i - 1].text}{quote.text}) follows the first clause: it may be part "
                "of what is quoted, which the sentence does not assert"
            )
        if (
            s1.link == "て"
            and after is not None  # (the word right after the te-form)
            and after.i < min(main.predicate.i, main_chain.start)
            and after.pos_ in ("VERB", "AUX", "ADJ")
            and after.lemma_ in TE_AUXILIARY_VERBS
            and "非自立可能" in after.tag_
        ):
            # 勝者に持って|いくためには…: the te-form and the verb after it are one predicate (持っていく), not two
            # clauses (×いくためには何が必要なのか)
            return f"〜て{after.lemma_} is one predicate ({s1.chain.text}{after.lemma_}), not two clauses"
        modal = _te_modal(doc, s1, min(main.predicate.i, main_chain.start))
        if modal is not None:
            # 将来のことを考えて|いい頃だ, 見ても|いい, 入っては|いけない: permission, obligation or prohibition on
            # the te-form, one predicate with it (×君も将来のことを考える, ×君もいい頃だ)
            return f"{modal} is one predicate of permission or prohibition, not two clauses"
        if self.args["part"] == "second":
            frame = _shared_frame(doc, s1, start, main)
            if frame is not None:
                return f"{frame.text} frames both clauses: the second clause alone would drop it"
        postposition = _compound_postposition(doc, s1.chain)
        if postposition:
            # 1886年11月から1887年6月に|かけて、…; 言葉と|して: a compound postposition, not a clause of its own
            return f"〜{postposition} is a compound postposition, not a clause"
        if self.args["part"] == "first":
            return self._first(doc, s1, start, s1_subjects, main_subjects, main_chain)
        return self._second(doc, s1, start, s1_subjects, main_subjects)

    @staticmethod
    def _subjects_in(clauses: Sequence[Clause], s1: LinkedClause) -> list[Argument]:
        predicate = next((c for c in clauses if s1.chain.start <= c.predicate.i < s1.chain.end), None)
        if predicate is None:  # サ変 noun + する: the clause's predicate is the noun before the chain
            predicate = next((c for c in clauses if c.predicate.i == s1.chain.start - 1), None)
        return subjects(predicate) if predicate is not None else []

    def _first(
        self,
        doc: Doc,
        s1: LinkedClause,
        start: int,
        s1_subjects: list[Argument],
        main_subjects: list[Argument],
        main_chain: Span,
    ) -> Outcome:
        tokens = list(range(start, s1.chain.end))
        own_ga = any(doc[i].text == "が" and doc[i].pos_ == "ADP" for i in tokens)
        topic = next(
            (
                t
                for t in doc[: max(start - 1, 0)]
                if t.pos_ in ("NOUN", "PRON", "PROPN")
                # not a time (当初は, 5月9日は): a frame of both clauses, no participant of either
                and not t.tag_.startswith(("名詞-普通名詞-副詞可能", "名詞-普通名詞-助数詞可能", "接尾辞"))
                and doc[t.i + 1].lemma_ in ("は", "も")
                and doc[t.i + 1].pos_ == "ADP"
                and (
                    main_chain.start <= t.head.i < main_chain.end or s1.chain.start <= t.head.i < s1.chain.end
                )
            ),
            None,
        )
        if (
            topic is None
            and own_ga
            and any(s.start >= s1.link_end and s.particle == "が" for s in main_subjects)
            and _lacks_usual_object(doc, s1, start)
        ):
            # 旗手は|…選手が務め、…役員約90人が参加した: both clauses have a が-subject of their own and the first
            # verb, which mostly takes a を-object (data/case_frames.tsv), has none: the topic before them may be
            # that object (what the player served as), and the clause without it is cut
            topic = _stray_topic(doc, range(len(doc)), start, main_subjects)
        if topic is not None and (own_ga or s1_subjects) and s1.link != "か":
            # 弟は|体が小さいけれど健康だ: the topic may be the first clause's own (弟は体が小さい, a topic over a
            # subject) or the main clause's alone (私は|雨が降ったけれど出かけた): neither ×体が小さい nor a guess
            said = topic.text + doc[topic.i + 1].text
            return f"the topic {said} before the first clause may belong to it or only to the main clause: which is unsure"
        stray = next(
            (
                t
                for t in doc[:start]
                if s1.chain.start <= t.head.i < s1.chain.end
                and t.lemma_ not in self.words("drop_words")
                and not any(s.start <= t.i < s.end for s in main_subjects)
                and (
                    # a quoted clause (…組織すると|いって) or the complement of なる (大きく|なって): no adjunct
                    (
                        t.pos_ in ("VERB", "ADJ", "AUX")
                        and t.i + 1 < len(doc)
                        and doc[t.i + 1].text in ("と", "って")
                    )
                    or (t.pos_ == "ADJ" and t.head.lemma_ in ("なる", "成る"))
                    or t.dep_ in ("obj", "iobj", "ccomp", "csubj")
                )
            ),
            None,
        )
        if stray is not None:
            # …組織すると|いって、大統領側を脅やかしている: the quotation before いって is the first verb's, but the
            # clause the parse gives starts after it (×大統領反対派はいっている)
            return f"{stray.text} before the first clause depends on its verb but is left out of it: the clause would be cut"
        if (
            not own_ga
            and not s1_subjects
            and not any(start <= s.start for s in main_subjects if s.end <= s1.chain.end)
        ):
            shared = [s for s in main_subjects if s.end <= start]
            if not shared:
                return "the first clause has no subject to state"
            tokens = [*_phrase_tokens(shared[0]), *tokens]
        drop = self.words("drop_words")
        tokens = [i for i in tokens if doc[i].lemma_ not in drop]
        if not tokens:  # the clause is only words the derivation drops, or the parse put it after its link
            return "the first clause has no words of its own"
        hedge = dropped_hedge(doc, [i for i in range(tokens[0]) if i not in tokens])
        if hedge is not None:
            # ある意味では君は正しいが、…: the hedge limits the first clause; without it (×君は正しい) the clause says
            # more than the sentence
            return (
                f"the hedge {hedge} before the first clause limits it: the clause without it is not entailed"
            )
        if all(i < start or s1.chain.start <= i for i in tokens) and s1.chain[0].lemma_ in ("する", "為る"):
            # 回復して…退院|し: the parse left the サ変 noun out of the clause, so it would be its subject and する
            # alone (×彼はした)
            return f"the first clause would keep only the subject and {s1.chain.text}: its noun is left out"
        rest = [t for t in doc[main_chain.end :] if t.pos_ != "PUNCT"]
        if (
            s1.link in ("て", "連用形")
            and rest
            and rest[0].i == main_chain.end
            and rest[0].pos_ == "VERB"
            and main_chain.start <= rest[0].head.i < main_chain.end
        ):
            # 降り|出した, 乗り|遅れた: the parse ends the main chain before the compound's second verb, which carries
            # the tense (×彼女は道に迷う from 道に迷い、…雨が降り出した)
            return f"the main predicate is a compound verb ({main_chain.text}{rest[0].text}…): its tense is on the second verb"
        if s1.link in ("て", "連用形") and rest and rest[0].lemma_ in ("こと", "事", "よう", "の"):
            # …支配者になり、…称号を得る|ことになった: the tense is on なった, not on the main verb's own chain
            return f"the main predicate goes on after {main_chain.text} ({''.join(t.text for t in rest)}): its tense is not the first clause's"
        relative = _relative_clause_after(doc, s1, min(main_chain.start, main_chain.root.i))
        # (a first clause with a subject of its own, …入り江が多数あり、…招きやすい地形である, is no gap's)
        if relative is not None and not own_ga:
            return relative
        shape = finite_shape(main_chain)
        feeling = _feeling_predicate(doc, main_chain) if s1.link == "て" and not shape.past else None
        if feeling is not None:
            # 先週あなたのお手伝いができて|うれしく思います: the cause is past, the feeling present
            # (×あなたのお手伝いができる)
            return (
                f"the te-clause gives the cause of the present feeling {feeling}: its event may be past, so its "
                "tense is unsure"
            )
        if s1.link in ("て", "連用形"):
            tense = _conjunct_tense(doc, s1, tokens, main_chain, shape)
            if isinstance(tense, str):
                return tense
            shape = tense
        rewrite = kept(doc, tokens)
        try:
            if s1.link in ("て", "連用形"):
                rewrite.replace(
                    tuple(range(s1.chain.start, s1.chain.end)),
                    _plain_oru(s1.chain, finite_form(s1.chain, shape)),
                )
            elif s1.link == "たら":
                last = s1.chain[-1]
                rewrite.texts[last.i] = "だ" if last.text.startswith("だ") else "た"
            elif s1.link == "なら":  # 降る|なら → 降る; 学生|なら → 学生だ
                last = s1.chain[-1]
                before = doc[last.i - 1]
                if before.pos_ in ("NOUN", "PROPN") or before.tag_.startswith("形状詞"):
                    rewrite.texts[last.i] = "だ"
                else:
                    rewrite.order = [i for i in rewrite.order if i != last.i]
            elif s1.link == "ば" and s1.chain[0].tag_.startswith("形容詞") and s1.chain.text.endswith("けれ"):
                rewrite.replace(
                    tuple(range(s1.chain.start, s1.chain.end)), s1.chain.text[:-2] + "い"
                )  # 良けれ|ば
            elif s1.link == "ば":  # 降れ|ば → 降る: the conditional form back to the plain non-past
                verb = s1.chain[0]
                if len(s1.chain) != 1 or "仮定形" not in ";".join(verb.morph.get("Inflection")):
                    return f"unsupported conditional form {s1.chain.text}ば"
                rewrite.replace((verb.i,), finite_form(s1.chain, Finite(progressive=False, past=False)))
        except UnsupportedForm as exc:
            return str(exc)
        if doc[tokens[-1]].pos_ == "PUNCT":
            rewrite.order = [i for i in rewrite.order if i != tokens[-1]]
        return [Derived(rewrite, constituent=True)]

    def _second(
        self,
        doc: Doc,
        s1: LinkedClause,
        start: int,
        s1_subjects: list[Argument],
        main_subjects: list[Argument],
    ) -> Outcome:
        fact = _fact_predicate(doc)
        if fact:
            # 委員が機体を発見して|明らかになった: what became clear is a fact the finding showed, not the finder
            return f"the second predicate {fact} says something of a fact, not of the first clause's subject"
        removed = set(range(start, s1.link_end))
        drop = self.words("drop_words")
        embedded = _embedded_question_subject(doc, s1, [*main_subjects, *s1_subjects], drop)
        if embedded is not None:
            return embedded
        tokens = [i for i in range(len(doc)) if i not in removed and doc[i].lemma_ not in drop]
        if not any(start > s.start or s.start >= s1.link_end for s in main_subjects):
            if not s1_subjects:
                return "the second clause has no subject to state"
            carried = s1_subjects[0]
            verb = next((t.lemma_ for t in doc if t.dep_ == "ROOT"), "")
            if verb in EMOTION_ADJECTIVES:
                # あなたがいなくてとても寂しい: the one who is lonely is the speaker, not あなた.
                return (
                    f"the second predicate {verb} says a feeling, whose experiencer is the speaker: the first "
                    f"clause's subject {carried.body.text} is not its subject"
                )
            if not names_animate(doc, carried.body.end) and not (
                verb in clause_lexicons().unaccusative_verbs or verb in EXISTENCE_VERBS
            ):
                # 電車が遅れて、会社に遅刻した: the one who was late is the writer, not the train.
                return (
                    f"the first clause's subject {carried.body.text} names no person or animal and the second "
                    "verb says no state of a thing: the second clause's subject may be another"
                )
            tokens = [*_phrase_tokens(carried), *tokens]
        elif any(s.particle == "が" for s in s1_subjects) and (
            any(s.end <= start and s.particle == "は" for s in main_subjects)
            or (
                not any(s.start >= s1.link_end and s.particle == "は" for s in main_subjects)
                and _stray_topic(doc, tokens, start, main_subjects) is not None
            )
        ):
            # ラーメンは|麺が細くて、スープによく合います: what suits the soup is the noodles, not the topic.
            return (
                "the first clause has a が-subject under the topic: the second clause's subject may be either"
            )
        else:
            topic = next((s for s in main_subjects if s.end <= start and s.particle == "は"), None)
            verb = next((t.lemma_ for t in doc if t.dep_ == "ROOT"), "")
            if (
                topic is not None
                and not names_animate(doc, topic.body.end)
                and not (verb in clause_lexicons().unaccusative_verbs or verb in EXISTENCE_VERBS)
            ):
                # 起源は13世紀にさかのぼり、…一新した; 容態は悪化し、入院治療を行っていた: a topic that names no person
                # or animal may be the first clause's alone; the second clause's subject may be another.
                return (
                    f"the topic {topic.body.text} names no person or animal and the second verb says no state of "
                    "a thing: it may be the first clause's topic alone"
                )
        # (a time or frame noun with は, 夜は, 午後は, sets a frame and is no topic of its own: 彼は…夜は働いた)
        own_topic = next(
            (
                t
                for t in doc[s1.link_end :]
                if _is_topic_marker(t)
                and "副詞可能" not in doc[t.i - 1].tag_
                and not _is_time_token(doc[t.i - 1])
            ),
            None,
        )
        kept_topic = next((i for i in tokens if i < s1.link_end and _is_topic_marker(doc[i])), None)
        if own_topic is not None and kept_topic is not None:
            # …女性は死亡が確認されたが、他3人は無事に救出された: ×…女性は他3人は無事に救出された
            return (
                f"the second clause has a topic of its own ({_noun_before(doc, own_topic.i, s1.link_end)}は): the "
                f"topic {_noun_before(doc, kept_topic, 0)}は before the first clause is not carried into it"
            )
        before = [t for t in doc[:start] if t.i in set(tokens)]
        if any(_is_time_token(t) for t in before) and any(_is_time_token(t) for t in doc[s1.link_end :]):
            # 2004年には…就任し、2006年から…達成していた: the first time phrase is the first clause's.
            return "a time phrase before the first clause belongs to it, and the second clause has its own"
        if not tokens:
            return "nothing is left of the second clause"
        tokens = _without_dangling_contrast(doc, tokens, removed)
        tokens = _without_ending(doc, tokens, self.args.get("drop_endings", ()))
        return [Derived(kept(doc, tokens), constituent=True)]


# Connectives of contrast ('on the other hand') whose contrast rests on the phrase that follows them (一方佐賀県
# 唐津市では…: Saga, as against the place the sentence before spoke of).
CONTRAST_CONNECTIVES = frozenset({"一方", "他方"})


def _without_dangling_contrast(doc: Doc, tokens: list[int], removed: set[int]) -> list[int]:
    """`tokens` without the sentence's opening contrast connective (一方, 他方) and its comma when the phrase
    right after it is dropped with the first clause: ×一方3人が負傷した keeps 'on the other hand' with nothing
    left of the place or time it contrasted (一方佐賀県唐津市では…、4棟が全半壊し、3人が負傷した)."""
    opening = opening_connective(doc)
    if opening is None or opening.text not in CONTRAST_CONNECTIVES:
        return tokens
    after = opening.end
    while after < len(doc) and doc[after].pos_ == "PUNCT":
        after += 1
    if after not in removed:
        return tokens
    dropped = set(range(opening.start, after))
    return [i for i in tokens if i not in dropped]


# ------------------------------------------------------------------------------------------- causatives


class CauseeState(Derivation):
    """母親が子供を眠らせた → 子供が眠っている: a past causative of a change of state leaves the causee in the
    resulting state (the aspect a reader infers); with the premise's other phrases kept and dropped."""

    name = "causee-state"
    summary = "the causee of a past causative is in the resulting state (眠らせた → 眠っている)"
    arguments: ClassVar[Mapping[str, type]] = {"resultative": list, "not_causee": list}
    required = ("resultative",)

    def apply(self, doc: Doc, clauses: Sequence[Clause]) -> Outcome:
        main = main_clause(doc, clauses)
        if main is None:
            return "no main clause"
        chain = predicate_chain(main.predicate)
        if current_voice(chain) is not Voice.CAUSATIVE or is_negated(chain):
            return "the main predicate is not an affirmative causative"
        shape = finite_shape(chain)
        if not shape.past or shape.progressive:
            return "not a plain past causative (a progressive one keeps its aspect: causee-acts)"
        verb = chain[0]
        if verb.lemma_ not in self.words("resultative"):
            return f"{verb.lemma_} is no change of state with a resulting state (眠る, 座る, 立つ, …)"
        causers = subjects(main)
        causees = [
            a
            for a in main.arguments
            if a.particle in ("を", "に") and a.head.lemma_ not in self.words("not_causee")
        ]
        if (
            len(causers) != 1
            or len(causees) != 1
            or any(a.particle == "を" for a in main.arguments if a is not causees[0])
        ):
            return "not one causer and one causee (or a transitive causee with its own object)"
        try:
            state = finite_form(doc[verb.i : verb.i + 1], Finite(progressive=True, past=False))
        except UnsupportedForm as exc:
            return str(exc)
        causer, causee = causers[0], causees[0]
        derived = []
        content = without_trailing_punctuation(doc, 0, len(doc))
        for tokens in (
            [i for i in content if not causer.start <= i < causer.end and i < chain.end],
            [*range(causee.start, causee.end), *range(chain.start, chain.end)],
        ):
            rewrite = kept(doc, tokens)
            rewrite.replace(tuple(t.i for t in causee.particle_tokens), "が")
            rewrite.replace(tuple(range(chain.start, chain.end)), state)
            if not derived or derived[0].rewrite.text() != rewrite.text():
                derived.append(Derived(rewrite))
        return derived


class DropAdjuncts(Derivation):
    """男の子が公園で子供を走らせている → 男の子が子供を走らせている: the main clause's adjunct phrases removed,
    for a later step to act on (the premise's adjuncts dropped, as JaNLI drops them). Not under negation."""

    name = "drop-adjuncts"
    summary = "the main clause's phrases marked by the given particles (で, へ, から, …) are removed"
    arguments: ClassVar[Mapping[str, type]] = {"particles": list}
    required = ("particles",)

    def apply(self, doc: Doc, clauses: Sequence[Clause]) -> Outcome:
        main = main_clause(doc, clauses)
        if main is None:
            return "no main clause"
        if is_negated(predicate_chain(main.predicate)):
            return "the main predicate is negated (dropping a phrase is not entailed under negation)"
        particles = self.words("particles")
        adjuncts = [a for a in main.arguments if a.particle in particles]
        if not adjuncts:
            return f"no {'/'.join(sorted(particles))}-phrase in the main clause"
        rewrite = Rewrite(doc)
        for adjunct in adjuncts:
            end = adjunct.end
            while end < len(doc) and doc[end].text in COMMAS:
                end += 1
            rewrite.remove(range(adjunct.start, end))
        return [Derived(rewrite)]


# Nouns that, after の or a past clause, make a reason adjunct (雪のために, 事故のせいで, 彼が来たおかげで).
REASON_NOUNS = frozenset({"ため", "為", "せい", "おかげ", "お陰"})


# Sentence-final particles that ask (行きますか, 来るかしら, 本当かい); の asks only with a question mark (行くの？).
QUESTION_PARTICLES = frozenset({"か", "かしら", "かい", "かな"})


def question_ending(doc: Doc) -> str | None:
    """The ending that makes the sentence a question (か, かしら, の？, a final ？), or None."""
    words = [t for t in doc if t.pos_ != "PUNCT"]
    if not words:
        return None
    last = words[-1]
    marks = doc[last.i + 1 :].text
    if "？" in marks or "?" in marks:
        return last.text + marks.strip("。")
    # The run of sentence-final particles at the end (か|な, か|い: Sudachi splits かな and かい) asks when it
    # starts with か or is one of the question particles.
    if not last.tag_.startswith("助詞-終助詞"):
        return None
    start = last.i
    while start > 0 and doc[start - 1].tag_.startswith("助詞-終助詞"):
        start -= 1
    ending = doc[start : last.i + 1].text
    if ending in QUESTION_PARTICLES or ending.startswith("か"):
        return ending
    return None


class CausablePremise(Derivation):
    """S unchanged, when a causer can be built onto it (op causative after this step): not when S gives its
    own cause (雪のために遅れた: ×ある人が私たちを雪のために遅れさせた) or says a wish (心から願う, 望む:
    ×ある人が私に…を願わせている), which no one else makes its subject have. (Feelings one can be made to have,
    悲しませる, 喜ばせる, and acts of attitude, 歓迎させる, 非難させる, are left to the op.)"""

    name = "causable"
    summary = "the sentence, when a causer can be built onto it (no cause of its own, no wish)"
    arguments: ClassVar[Mapping[str, type]] = {}

    def apply(self, doc: Doc, clauses: Sequence[Clause]) -> Outcome:
        main = main_clause(doc, clauses)
        if main is None:
            return "no main clause"
        question = question_ending(doc)
        if question is not None:
            # あなたは私があほだと思ってますか: a question asserts nothing, so the causative built on it
            # (ある人があなたに…思わせてますか) asks another question, and neither entails the other.
            return (
                f"the sentence is a question (…{question}): it asserts nothing, so the causative built on it "
                "would be a second question that neither entails nor is entailed by it"
            )
        verb = main.predicate
        lemma = event_lemma(verb)  # 期待|する → 期待
        if lemma in derive_lexicon("wish_verbs"):
            return (
                f"{lemma} says what its subject wishes: no causer makes them wish it, so no causative "
                "premise is built"
            )
        if lemma in derive_lexicon("absorption_verbs"):
            return (
                f"{lemma} says being absorbed in what one hears or sees, or a bird's own song: what draws the "
                "subject in is the thing itself, so no causative premise with a person as causer is built"
            )
        for token in doc[: verb.i]:
            if token.lemma_ not in REASON_NOUNS or token.i == 0 or token.head.i != verb.i:
                continue
            before = doc[token.i - 1]
            if before.text == "の" or (before.lemma_ == "た" and before.pos_ == "AUX"):
                phrase = doc[token.i : token.i + 2].text if token.i + 1 < verb.i else token.text
                return (
                    f"the sentence gives its own cause (…{before.text}{phrase}): a built causer would clash "
                    "with it"
                )
        return [Derived(Rewrite(doc))]


# ------------------------------------------------------------------------------------------- embedding


def finite_sentence(doc: Doc) -> str | None:
    """Why the sentence cannot be embedded as it stands (not ending in a plain finite predicate), or None."""
    content = [token for token in doc if token.pos_ != "PUNCT"]
    if not content:
        return "empty sentence"
    last = content[-1]
    inflection = ";".join(last.morph.get("Inflection"))
    if last.lemma_ == "だ" and "助動詞-タ" in inflection and last.i > 0:
        # 読んだ, 泳いだ: the past た spelt だ after a voiced stem, no copula; the check goes by the lemma だ all
        # the same, and says so (rewrites unchanged)
        word = f"{content[-2].text}{last.text}" if len(content) > 1 else last.text
        return (
            f"the sentence ends in {word}, whose だ is the past tense た after a voiced stem; the tool does not "
            "tell it apart from the copula だ here and takes no sentence ending in だ as a plain predicate"
        )
    if last.lemma_ in ("だ", "です", "ます") or "助動詞-ダ" in inflection or "助動詞-デス" in inflection:
        return f"the sentence ends in {last.text} (a copula or polite form), not a plain predicate"
    # A verb's or adjective's 連体形 is its 終止形 (走っている|ことは): the form before a frame's noun.
    if "終止形" not in inflection and "連体形-一般" not in inflection:
        return "the sentence does not end in a finite predicate"
    return None


def _frame_parts(frame: str) -> tuple[str, str]:
    prefix, _, suffix = frame.partition(SENTENCE_PLACEHOLDER)
    return prefix, suffix


CONDITIONAL_FORMS = ("ba", "tara")
# The 仮定形 of a verb: its final kana moved from the u-row to the e-row (走る → 走れ|ば, 書く → 書け|ば).
_E_ROW = dict(zip("うくぐすつぬぶむる", "えけげせてねべめれ", strict=True))


def _adjective_stem(plain: str, chain: Span) -> str:
    """The stem an い-adjective inflects on: its last い dropped (高い → 高), but いい, the colloquial 良い, and the
    compounds ending in it (かっこいい) inflect on よ (方がいい → 方がよければ, ×方がいければ). Sudachi tags these
    形容詞-非自立可能; かわいい, an ordinary adjective (形容詞-一般), keeps its い-stem (かわいければ)."""
    last = chain[-1]
    if plain.endswith("いい") and last.text.endswith("いい") and last.tag_.startswith("形容詞-非自立可能"):
        return plain[:-2] + "よ"
    return plain[:-1]


def conditional_form(plain: str, form: str, chain: Span) -> str:
    """The ば- or たら-conditional of a plain predicate (笑っている → 笑っていれば / 笑っていたら).

    Raises UnsupportedForm for what it cannot say: a past ば-conditional, a copula, a verb whose past the
    conjugation table does not make."""
    past = plain.endswith(("た", "だ"))
    if form == "ba":
        if past:
            raise UnsupportedForm(f"a past predicate ({plain}) has no ば-conditional of its own tense")
        if plain.endswith("い"):  # 高い → 高ければ, ない → なければ (no verb ends in い)
            return _adjective_stem(plain, chain) + "ければ"
        if plain[-1:] in _E_ROW and chain[0].tag_.startswith("動詞"):
            return plain[:-1] + _E_ROW[plain[-1]] + "ば"
        raise UnsupportedForm(f"no ば-conditional for {plain}")
    if past:
        return plain + "ら"
    if plain.endswith(("ている", "でいる")):
        return plain[:-2] + "いたら"
    if plain.endswith("い") and not chain[0].tag_.startswith("動詞"):
        return _adjective_stem(plain, chain) + "かったら"  # 高い → 高かったら, ない → なかったら
    if (
        chain[-1].pos_ == "AUX"
        and chain[-1].text in ("れる", "られる", "せる", "させる")
        and plain.endswith("る")
    ):
        # 実施される → 実施されたら, 行かせる → 行かせたら: the voice auxiliaries conjugate as 一段 verbs
        # (the table's past of the chain would be ×実施されるた).
        return plain[:-1] + "たら"
    past_form = finite_form(chain, Finite(progressive=False, past=True))
    if past_form[:1] != plain[:1] or not past_form.endswith(("た", "だ")) or past_form.endswith("るた"):
        raise UnsupportedForm(f"no たら-conditional for {plain}")
    return past_form + "ら"


# Formulas of thanks, apology, greeting and request (data/derive_lexicons.yaml `performative_formulas`).
PERFORMATIVE_FORMULAS = derive_lexicon("performative_formulas")


def _performative(doc: Doc, root: Clause | None) -> str | None:
    """Why the sentence is a speech act no frame can embed, else None: it ends in a set formula (ありがとう
    ございます, すみません), or its main predicate is a humble お/ご…する form (お待ちしています, ご連絡いたします),
    the speaker's own act offered to the hearer (×…お待ちしているだろう, ×お待ちしていることは確実だ)."""
    words = [t for t in doc if t.pos_ != "PUNCT"]
    while words and words[-1].tag_.startswith("助詞-終助詞"):
        words.pop()
    if words:
        text = doc[words[0].i : words[-1].i + 1].text
        formula = next(
            (f for f in sorted(PERFORMATIVE_FORMULAS, key=len, reverse=True) if text.endswith(f)), None
        )
        if formula is not None:
            return f"the sentence ends in the formula {formula}, a speech act: it asserts nothing a frame could embed"
    if root is None:
        return None
    head = root.predicate
    if is_humble_form(doc, head.i, prefix_tagged=True):
        return (
            f"the main predicate {doc[head.i - 1].text}{head.text}{doc[head.i + 1].text}… is a humble form, the"
            " speaker's own act offered to the hearer: a frame cannot embed it"
        )
    return None


# The last word of a news source's name (朝日新聞, 共同通信, 日刊スポーツ): より after it at the head of a sentence
# credits the report (朝日新聞より|ウィキペディアに…), no comparison.
MEDIA_NAME_ENDINGS = (
    "新聞",
    "通信",
    "新報",
    "日報",
    "日日",
    "報知",
    "スポーツ",
    "ニュース",
    "放送",
    "タイムズ",
    "ポスト",
)


def _exclaimed_clause(doc: Doc) -> str | None:
    """The predicate of the clause an exclamative なんて (or なんか) closes (早起きする|なんて珍しい), else None:
    なんて after a verb, an adjective or an auxiliary, not after a noun (私なんて: 'the likes of me')."""
    for token in doc[1:]:
        before = doc[token.i - 1]
        if token.text in ("なんて", "なんか") and before.pos_ in ("VERB", "ADJ", "AUX"):
            start = before.i
            while start > 0 and (doc[start].pos_ == "AUX" or "サ変" in doc[start - 1].tag_):
                start -= 1  # 早起き|する, 来|た
            return doc[start : token.i].text
    return None


def _source_phrase(doc: Doc) -> str | None:
    """The phrase by which a sentence names the source it is reported from, else None: a noun of a report, a
    statement or a text with では (…の発表では, 警察の調べでは: data/clause_lexicons.yaml source_frame_nouns),
    or a news source's name with より opening the sentence (朝日新聞より)."""
    sources = lexicon_words("source_frame_nouns")
    for token in doc[1:-1]:
        before, after = doc[token.i - 1], doc[token.i + 1]
        if (
            token.text == "で"
            and token.pos_ == "ADP"
            and after.text == "は"
            and before.pos_ in ("NOUN", "PROPN")
        ):
            if before.text in sources or before.lemma_ in sources:
                return f"{before.text}では"
        if (
            token.text == "より"
            and token.pos_ == "ADP"
            and before.text.endswith(MEDIA_NAME_ENDINGS)
            and all(t.pos_ in ("NOUN", "PROPN") for t in doc[: token.i])
            and after.pos_ in ("NOUN", "PROPN")
        ):
            return f"{doc[: token.i].text}より"
    return None


class Embed(Derivation):
    """S → S ことは確実だ / 確実に S / S かもしれない: the sentence inside a frame."""

    name = "embed"
    summary = "the sentence is embedded in a frame ({S}ことは確実だ)"
    arguments: ClassVar[Mapping[str, type]] = {
        "frame": str,
        "not_words": list,
        "topic_to_ga": bool,
        "inflect": str,
        "not_past": bool,
    }
    required = ("frame",)

    @classmethod
    def problem(cls, args: Mapping[str, Any]) -> str | None:
        found = super().problem(args)
        if found is None and args["frame"].count(SENTENCE_PLACEHOLDER) != 1:
            return f"embed: the frame must hold {SENTENCE_PLACEHOLDER} once"
        if found is None and args.get("inflect", "ba") not in CONDITIONAL_FORMS:
            return f"embed: 'inflect' must be one of {', '.join(CONDITIONAL_FORMS)}"
        return found

    def describe(self) -> str:
        return f"the sentence is embedded: {self.args['frame']}"

    def apply(self, doc: Doc, clauses: Sequence[Clause]) -> Outcome:
        root = main_clause(doc, clauses)
        chain = predicate_chain(root.predicate) if root is not None else None
        performative = _performative(doc, root)
        if performative is not None:
            return performative  # (before the negation: すみません is no negated statement)
        # 広く|なかった: the negative ない heads the chain of a negated adjective.
        if chain is not None and (is_negated(chain) or chain[0].lemma_ == "ない"):
            return "the sentence is negated (a frame around a negation reads poorly and flips scope)"
        mood = _main_mood(doc, root) if root is not None else None
        if mood is not None:
            # 出発しましょう, 買ってあげましょう, 見せてください: a proposal, offer or request asserts nothing, so no
            # frame can state, negate or infer it (×出発するのではありません contradicts no proposal).
            return f"the sentence is a proposal, request or command ({mood[1]}): it asserts nothing a frame could embed"
        historical = _historical_present(doc, chain)
        if historical is not None:
            return historical
        plain = None
        content = without_trailing_punctuation(doc, 0, len(doc))
        if any(token.text in ("。", "．") for token in doc[: content.stop]):
            return "several sentences: a frame would take in only the last"
        polite = [t.i for t in doc[: content.stop] if t.lemma_ in POLITE and t.pos_ == "AUX"]
        if polite and chain is not None:
            # A polite predicate never goes inside a plain frame (×泊まりましたことは確実だ): its plain form does,
            # from the main predicate to the sentence's end (運んでくれました has no plain form the table makes).
            if not chain.start < polite[-1] or chain.start >= content.stop:
                return "a polite predicate that is not the main predicate's"
            chain = doc[chain.start : content.stop]
            try:
                plain = plain_form(chain)
            except UnsupportedForm as exc:
                return f"a polite predicate with no plain form here: {exc}"
        elif polite:
            return "a polite predicate without a main clause"
        else:
            reason = finite_sentence(doc)
            if reason is not None:
                return reason
        if self.args.get("not_past") and chain is not None:
            past = (
                plain.endswith(("た", "だ"))
                if plain is not None
                else any(t.lemma_ == "た" and t.pos_ == "AUX" for t in doc[chain.start : content.stop])
            )
            if past:
                # ある人が来るなら、…送ってくれただろう: a past sentence after the frame's non-past condition
                # clashes in tense.
                return "the sentence is past, and the frame's condition is non-past (a tense clash)"
        blocked = self.words("not_words")
        if any(token.lemma_ in blocked or token.tag_ == "助詞-準体助詞" for token in doc):
            return "the sentence already embeds a clause or carries a frame"
        frame_problem = _frame_clash(doc, content, self.args["frame"])
        if frame_problem is not None:
            return frame_problem
        speaker = _speaker_inferred(doc, content, self.args["frame"])
        if speaker is not None:
            return speaker
        ending = _modal_ending(doc, content)
        if ending is not None:
            # ×見たものだったなら, ×使っているというようだ: a sentence already ending in a modal, evidential or
            # explanatory form (ものだ, という, のだ, わけだ, ようだ, らしい, そうだ) does not go into a frame.
            return f"the sentence ends in {ending}, a modal or evidential form that cannot be embedded"
        reported = REPORTED_ENDING.search(doc[content.start : content.stop].text)
        if reported is not None and not (
            NEGATION_FRAME.search(self.args["frame"]) or "こと" in self.args["frame"]
        ):
            # ×…影響したとみられるようだ: the sentence already reports what is believed or said.
            return (
                f"the sentence ends in {reported.group(0)}, a report of what is believed or said: a frame would "
                "stack a second one on it"
            )
        modal_noun = _modal_noun_predicate(doc)
        if modal_noun is not None:
            # ×…否認している模様であるわけではない, ×…おそれがあるという疑いがある: a second modal on the first.
            return (
                f"the sentence's predicate is made of the modal noun {modal_noun} (…{modal_noun}がある, "
                f"…{modal_noun}である): it asserts no plain fact, and a frame would stack a second modal on it"
            )
        opening = discourse_opening(doc)
        if opening is not None and (_frame_parts(self.args["frame"])[0] or "、" in self.args["frame"]):
            # (a frame after the sentence, …かもしれない, …わけではない, keeps the link at the front, where it reads)
            return f"{opening}: a frame would take the link inside"
        negation = _negation_frame_clash(doc, content, self.args["frame"], root)
        if negation is not None:
            return negation
        source = next(
            (t for t in doc if t.text in ("よる", "よれ") and t.i > 0 and doc[t.i - 1].text == "に"), None
        )
        if source is not None and source.i + 1 < len(doc) and doc[source.i + 1].text in ("と", "ば"):
            # 奈良日日によると…としている: a report with its source is a frame of its own.
            return "the sentence reports a source (…によると): a frame would take in the report"
        if (
            self.args.get("inflect") is not None
            and chain is not None
            and chain[0].lemma_ in ("よる", "因る", "依る")
            and chain.start > 0
            and doc[chain.start - 1].text == "に"
        ):
            # 試験の合否がどのくらい勉強するかによる → ×…勉強するかによれば、ある人が喜ぶだろう: Xによれば is the
            # set phrase 'according to X', so the built condition reads as a source, not as 'if it depends on X'.
            return (
                f"the main predicate is に{chain[0].text} (depends on, is due to): its conditional form (によれば, "
                "によったら) reads as the set phrase 'according to' or 'depending on', not as a condition"
            )
        exclaimed = _exclaimed_clause(doc) if self.args.get("inflect") is not None else None
        if exclaimed is not None:
            # 彼が早起きするなんて珍しい → ×彼が早起きするなんて珍しかったら、ある人が喜ぶだろう: an exclamation's
            # evaluation of a clause the speaker takes as fact does not inflect into a hypothetical condition.
            return (
                f"the sentence exclaims over a clause ({exclaimed}なんて …): its evaluating predicate does not "
                "inflect into a hypothetical condition (ば, たら)"
            )
        credit = _source_phrase(doc) if "、" in self.args["frame"] else None
        if credit is not None:
            # ×朝日新聞よりウィキペディアに…記事があれば、ある人が喜ぶだろう, ×…の発表では…予定していれば、…: the
            # source the sentence is reported from would be read inside the condition (or the consequence).
            return (
                f"the sentence names its source ({credit}): in a conditional frame the source would be read as "
                "part of the condition or of its consequence"
            )
        prefix, suffix = _frame_parts(self.args["frame"])
        several = any(token.text in COMMAS for token in doc[: content.stop])
        if prefix and several:
            # 確実に|雨が降ったせいで、試合が…: an adverb before two clauses may scope over the first alone.
            return "a frame adverb before a sentence of several clauses may scope over the first alone"
        if several and "、" in self.args["frame"]:
            return "a conditional frame around a sentence of several clauses"
        rewrite = Rewrite(doc)
        rewrite.order = list(content)
        if plain is not None and chain is not None:
            rewrite.replace(tuple(range(chain.start, chain.end)), plain)
        form = self.args.get("inflect")
        if form is not None:
            if chain is None:
                return "no main predicate to inflect"
            tail = range(chain.start, chain.end if plain is not None else content.stop)
            text = plain if plain is not None else doc[tail.start : tail.stop].text
            try:
                rewrite.replace(tuple(tail), conditional_form(text, form, chain))
            except UnsupportedForm as exc:
                return str(exc)
        if self.args.get("topic_to_ga") and root is not None:
            # Inside a こと-clause the topic は would be read as the frame's own subject
            # (婦人は肉をかき混ぜていることに気づいた: the woman noticed); the embedded subject takes が.
            turned = set()
            topics = [a for a in root.arguments if a.particle == "は"]
            subject = next(
                (
                    a
                    for a in root.arguments
                    if a.particle == "が"
                    # …教育する必要|が|ある, …可能性|が|ある: the が-noun right before ある is part of the predicate,
                    # not a second subject (私たちが…必要があることは確実だ reads well)
                    and not (root.predicate.lemma_ in ("ある", "有る") and a.end == root.predicate.i)
                ),
                None,
            )
            if topics and subject is not None:
                # オーストラリアは、非常に調子が良かった: the topic stands over a clause with a が-subject of its
                # own; turned to が, the frame's clause would have two が-subjects (×オーストラリアが…調子が良かった
                # ことは確実だ), and the frame would not say which is its subject.
                return (
                    f"the topic {topics[0].span.text} stands over a clause with its own subject "
                    f"{subject.span.text}: turned to が, the framed clause would have two が-subjects"
                )
            for topic in topics:
                marker = topic.particle_tokens[-1]
                if not _is_topic_marker(marker):
                    # この件に関しては, 交流戦としては: a complex postposition with は is no subject (×に関してが).
                    return f"the topic {topic.span.text} is a postposition with は, not a subject that can take が"
                rewrite.replace(tuple(t.i for t in topic.particle_tokens), "が")
                turned.add(marker.i)
            stray = [t for t in doc[: content.stop] if _is_topic_marker(t) and t.i not in turned]
            if stray:
                # 投資は…上昇して…になったら: a topic the parse hangs on an inner clause would stay は inside the
                # frame's clause, read as the whole sentence's topic.
                return f"a topic は ({doc[stray[0].i - 1].text}は) the main clause does not take: it would stay は inside the frame"
        for text, at_end in ((prefix, False), (suffix, True)):
            if text:
                rewrite.texts.append(text)
                position = len(rewrite.order) if at_end else 0
                rewrite.order.insert(position, len(rewrite.texts) - 1)
        return [Derived(rewrite)]


# Before this year a four-digit year is surely past for any text the tool meets (news of 2005 may still date
# a plan to 2008): a non-past verb dated to it is a chronology's historical present (1919年に…生まれる).
HISTORICAL_YEAR_BEFORE = 2000


def _historical_present(doc: Doc, chain: Span | None) -> str | None:
    """Why the sentence is a chronology's historical present (1919年にバイロイトで生まれる: a past year with a
    non-past event verb), else None: inside a frame (…生まれることは確実だ, …生まれるはずだ) the non-past reads as a
    future or a habit, not as the past event it records."""
    if chain is None or any(t.lemma_ == "た" and t.pos_ == "AUX" for t in chain.doc[chain.start :]):
        return None  # (従事して|きた: the past may follow the chain the parse ends early)
    if (
        not chain[0].tag_.startswith("動詞")
        or chain[0].lemma_ in EXISTENCE_VERBS
        or any(t.lemma_ in ("いる", "ある") for t in chain[1:])
    ):
        return None  # a state (住んでいる, ある) holds at any time
    verb = chain.text
    if chain[0].lemma_ in ("する", "為る") and chain.start > 0 and "サ変" in doc[chain.start - 1].tag_:
        verb = doc[chain.start - 1].text + verb  # 発表|する
    for token in doc[: chain.start]:
        if token.text == "年" and token.i > 0 and doc[token.i - 1].pos_ == "NUM":
            digits = doc[token.i - 1].text.translate(str.maketrans("０１２３４５６７８９", "0123456789"))
            if digits.isdigit() and len(digits) == 4 and int(digits) < HISTORICAL_YEAR_BEFORE:
                return (
                    f"a non-past {verb} dated to {digits}年 is a chronology's historical present: inside a "
                    "frame it would read as a future or a habit"
                )
    return None


# Desires said of the speaker (行きたい, 来てほしい): their subject is the one who speaks, and a frame that
# reports them (×君に行ってほしいことを知っている) makes a third person's knowledge of the speaker's wish.
SPEAKER_DESIRE = frozenset({"たい", "ほしい", "欲しい"})


# First-person pronouns: the speaker (私, 僕, 我々).
FIRST_PERSON = frozenset(
    {
        "私",
        "わたし",
        "あたし",
        "僕",
        "ぼく",
        "俺",
        "おれ",
        "我々",
        "われわれ",
        "私達",
        "私たち",
        "僕ら",
        "僕達",
    }
)

# Frames of inference from evidence (ようだ, らしい, みたいだ, はずだ, に違いない, そうだ): a speaker infers them of
# others, not of their own feelings, impressions or acts (×私は困惑したようだ, ×私には…思えるはずだ).
INFERENTIAL_FRAME = re.compile(r"\{S\}(ようだ|らしい|みたいだ|はずだ|に違いない|そうだ)$")


def _speaker_inferred(doc: Doc, content: range, frame: str) -> str | None:
    """Why an inferential frame cannot take the sentence: its subject, topic or experiencer is the speaker."""
    found = INFERENTIAL_FRAME.search(frame)
    if found is None:
        return None
    for token in doc[content.start : content.stop]:
        if token.lemma_ not in FIRST_PERSON and token.text not in FIRST_PERSON:
            continue
        marks = [c.text for c in token.children if c.pos_ == "ADP"]
        if token.i > 0 and doc[token.i - 1].text in FIRST_PERSON:
            continue
        if token.head.i == token.i or any(m in ("は", "が", "も") for m in marks):
            return (
                f"the speaker ({token.text}) is the sentence's subject or topic: {found.group(1)} infers from evidence, "
                "and a speaker does not infer their own feelings or acts"
            )
    return None


def _frame_clash(doc: Doc, content: range, frame: str) -> str | None:
    """Why the sentence cannot go into the frame though it is a plain finite sentence, else None: a speaker's
    desire, a negation or かもしれない ending a later clause of the sentence (…かもしれないが、…ではない under
    のではない), or a conditional inside a conditional frame (×ある人が来るなら、彼女なら…だろう)."""
    words = [t for t in doc[: content.stop] if t.pos_ != "PUNCT"]
    if not words:
        return None
    tail = words[-3:]
    if any(t.lemma_ in SPEAKER_DESIRE for t in tail):
        return "the sentence states the speaker's own desire (たい, ほしい): no frame can report it"
    if any(t.lemma_ in NEGATIVE_AUXILIARIES or t.lemma_ == "ない" for t in tail):
        return "the sentence ends negated (a frame around a negation reads poorly and flips scope)"
    if "かもしれ" in doc[: content.stop].text:
        return "the sentence already says かもしれない: a frame would stack a second modal"
    if "、" in frame and any(_is_conditional(t) or t.text == "なら" for t in words):
        return (
            "the sentence has a conditional (なら, ば, たら) of its own: a conditional frame would nest two"
        )
    return None


# Particles that cannot follow a topic or focus は/も directly (×平野はもあります, ×はが): case and binding particles.
_STACKABLE_AFTER_TOPIC = frozenset({"の"})


def ill_formed(rewrite: Rewrite) -> str | None:
    """Why a built sentence is not well-formed Japanese, else None (checked on every side a rule builds).

    A particle stacked right after は or も (×これらの平野はもあります: the predicate between them was cut),
    a sentence that opens or ends on a comma or ends on a case particle (a predicate-less remainder), and a
    conjunction stranded after a case-marked phrase (×自由化策がしかし、)."""
    doc = rewrite.doc
    pieces = rewrite.pieces()
    tokens = [doc[i] if i < len(doc) and text.strip() == doc[i].text else None for i, text in pieces]
    content = [
        t
        for t, (_, text) in zip(tokens, pieces, strict=True)
        if not (t is not None and t.text in ("。", "．"))
    ]
    content = [t for t in content if t is None or t.text.strip()]
    for before, after in zip(content, content[1:], strict=False):
        if before is None or after is None:
            continue
        if (
            before.text in ("は", "も")
            and before.tag_ == "助詞-係助詞"
            and after.pos_ == "ADP"
            and after.tag_.startswith(("助詞-格助詞", "助詞-係助詞"))
            and after.text not in _STACKABLE_AFTER_TOPIC
        ):
            return f"a particle stacked after {before.text} (×{before.text}{after.text})"
        if after.tag_ == "接続詞" and before.pos_ == "ADP" and before.tag_.startswith("助詞-格助詞"):
            return f"a conjunction stranded after a case-marked phrase (×{before.text}{after.text})"
        if (
            before.text in ("が", "を")
            and before.tag_ == "助詞-格助詞"
            and after.text in ("は", "も", "が", "を")
            and after.tag_.startswith(("助詞-格助詞", "助詞-係助詞"))
        ):
            # 特にリチャードが|顕著だが、|は歴史には: the cut clause stood between a case particle and a topic's
            return f"two case particles meet where a part was cut (×{before.text}{after.text})"
        if before.text in COMMAS and after.text in COMMAS:
            # 一例として、|太平洋のライン諸島と、|インド洋の…: a dropped conjunct left its comma behind
            return f"a double comma where a part was cut (×{before.text}{after.text})"
    for k, token in enumerate(content):
        # 札幌が|勝ち点91|、: a が-phrase and a number phrase before a comma are a gapped clause whose predicate
        # (…となり) was in the part that was cut.
        if token is None or token.text != "が" or token.pos_ != "ADP":
            continue
        run = []
        for following in content[k + 1 :]:
            if following is None or following.pos_ not in ("NOUN", "NUM"):
                break
            run.append(following)
        end = k + 1 + len(run)
        if (
            any(t.pos_ == "NUM" for t in run)
            and end < len(content)
            and content[end] is not None
            and content[end].text in COMMAS
        ):
            return f"a gapped clause without its predicate (×{token.text}{''.join(t.text for t in run)}、)"
    split = _splits_a_modifier(rewrite) or _cuts_a_compound(rewrite)
    if split:
        return split
    if content and content[0] is not None and content[0].text in COMMAS:
        return "the sentence opens on a comma"
    if content and content[-1] is not None:
        last = content[-1]
        if last.text in COMMAS:
            return "the sentence ends on a comma (a stranded clause)"
        if last.pos_ == "ADP" and last.tag_.startswith(("助詞-格助詞", "助詞-係助詞")):
            return f"the sentence ends on the particle {last.text}: its predicate is missing"
    return None


_TIME_WORD_NAMES = derive_lexicon("time_word_names")
_KANA = re.compile(r"^[\u3041-\u309f\u30a0-\u30ffー]+$")


def _compound_pair(first: Token, second: Token) -> bool:
    """Whether two adjacent tokens are parts of one noun compound or name (朝鮮|日報, イモ|州, ばんえい|頂点): a
    noun (no number) right before a noun or a noun suffix with nothing between, in one phrase (bunsetsu), or across
    phrases when the first is a kana word, which GiNZA often splits from the noun it names (イモ|州: read as an
    adverb); a time noun of the 副詞可能 kind only in one phrase with a plain noun (毎日|新聞)."""
    if first.tag_.startswith("感動詞") and _KANA.match(first.text) and first.i > 0:
        # ばん|えい|頂点: an interjection right before a noun mid-sentence is a word Sudachi did not know, cut up
        return _after_a_word(first) and second.tag_.startswith(("名詞-普通名詞", "名詞-固有名詞"))
    if not first.tag_.startswith(("名詞-普通名詞", "名詞-固有名詞")) or "助数詞" in first.tag_:
        return False
    if not second.tag_.startswith(("名詞-普通名詞", "名詞-固有名詞", "接尾辞-名詞的")):
        return False
    if second.tag_.startswith("名詞") and ("副詞可能" in second.tag_ or "助数詞" in second.tag_):
        return False  # 事件|当日, 彼女|自身, 昨日|午後 are not such compounds
    one_phrase = ginza.bunsetu_bi_label(second) == "I"
    if "副詞可能" in first.tag_:
        # 毎日|新聞 (the newspaper: data/derive_lexicons.yaml time_word_names, GiNZA reads 毎日 as an adverb), or
        # one phrase; a time noun before another phrase (昨日|東京で) dates it
        named = any(name.startswith(first.text + second.text) for name in _TIME_WORD_NAMES)
        return named or (one_phrase and second.tag_.startswith(("名詞-普通名詞-一般", "名詞-固有名詞")))
    return one_phrase or bool(_KANA.match(first.text))


def _after_a_word(token: Token) -> bool:
    """Whether the token before this one is no punctuation (an interjection after a comma may stand alone)."""
    return token.doc[token.i - 1].pos_ != "PUNCT"


def _cuts_a_compound(rewrite: Rewrite) -> str | None:
    """A noun compound or name that the rewrite cuts (×日報は… from 朝鮮日報は…, ×州の警察はイモ立ち入り捜査を…
    from イモ州の警察は…): one part kept without the other, or the two no longer side by side; else None."""
    doc = rewrite.doc
    pieces = rewrite.pieces()
    position = {i: k for k, (i, text) in enumerate(pieces) if i < len(doc) and text.strip() == doc[i].text}
    order = {i for i, _ in pieces}
    for first in doc[:-1]:
        second = doc[first.i + 1]
        if not _compound_pair(first, second):
            continue
        a, b = position.get(first.i), position.get(second.i)
        if a is None and b is None:
            continue
        if (a is None and first.i in order) or (b is None and second.i in order):
            continue  # a part rewritten in place (re-inflected, replaced), still there
        if a is None or b is None or b != a + 1:
            return f"the compound {first.text}{second.text} is cut"
    return None


def _splits_a_modifier(rewrite: Rewrite) -> str | None:
    """A phrase inserted between a modifier and its noun (×百人の技術者を含む、|ある人が|少なくとも三千人の会員を:
    the relative clause now says ある人 includes the engineers), else None."""
    doc = rewrite.doc
    pieces = rewrite.pieces()
    for k, (i, text) in enumerate(pieces):
        if i < len(doc) or not text.strip():
            continue
        if k == 0 or pieces[k - 1][0] >= len(doc) or doc[pieces[k - 1][0]].text not in COMMAS:
            # only where a comma stood between the modifier and its noun (含む、|少なくとも…会員): an insertion
            # right after a 連体形 may itself be the noun it modifies (終えた|後に)
            continue
        before = {j for j, _ in pieces[:k] if j < len(doc)}
        after = {j for j, _ in pieces[k + 1 :] if j < len(doc)}
        previous = [doc[j] for j, _ in pieces[:k] if j < len(doc) and doc[j].text not in COMMAS]
        following = [j for j, _ in pieces[k + 1 :] if j < len(doc) and doc[j].pos_ != "PUNCT"]
        if previous and following and previous[-1].pos_ in ("VERB", "ADJ", "AUX"):
            # …を含む、|ある人が: a predicate in the 連体形/終止形 right before the insertion modifies the noun after
            # it (GiNZA may hang it on the main verb); 連用形 and te-forms end a clause and may precede it
            inflection = ";".join(previous[-1].morph.get("Inflection"))
            if "連体形" in inflection or "終止形" in inflection:
                return f"an inserted {text.strip()} splits {previous[-1].text} from the noun it modifies"
        for j in sorted(before):
            token = doc[j]
            if token.dep_ in ("acl", "amod", "nmod", "det", "nummod") and token.head.i in after:
                return f"an inserted {text.strip()} splits {token.text} from the noun it modifies ({token.head.text})"
    return None


# Sentence endings that are modal, evidential or explanatory: they end the sentence as a speaker's stance and
# do not go into a frame (×見たものだったなら, ×使っているというようだ, ×来るのだことは確実だ).
MODAL_ENDING = re.compile(
    r"(もの|物|わけ|訳|よう|みたい|らしい|そう|はず|という|と言う|とのこと|の|ん)"
    r"(だ|だった|です|でした|である|であった|だろう|でしょう)?$"
)


def _modal_ending(doc: Doc, content: range) -> str | None:
    """The modal or evidential form the sentence ends in (ものだった, という, ようだ), else None.

    そう only as the evidential 形状詞 (降りそうだ, 来るそうだ), not the adverb of そう言った."""
    text = doc[content.start : content.stop].text
    found = MODAL_ENDING.search(text)
    if found is None:
        return None
    word = found.group(1)
    if word in ("の", "ん", "そう", "よう", "もの", "物", "わけ", "訳", "はず", "みたい"):
        # the word must be its own token at the end (not the last letter of a noun: 物の, ×本の)
        tail = [t for t in doc[content.start : content.stop] if t.pos_ != "PUNCT"]
        stem = [t for t in tail if t.idx - doc[content.start].idx >= found.start()]
        if not stem or stem[0].text != word or stem[0].i == content.start:
            return None
        if word in ("の", "ん") and not found.group(2):
            # a sentence ending in a bare の is a question or a noun phrase: left to the other checks
            return None
    return found.group(0)


EVIDENTIAL_MODAL_NOUNS = derive_lexicon("modal_nouns")
# Time anaphors of the written language (同日 the same day, 同年, 同月, 同夜): each names the time an earlier
# sentence gave (data/derive_lexicons.yaml).
SAME_TIME_ANAPHORS = derive_lexicon("same_time_anaphors")
# Adnominal demonstratives (この, その, あの): with a 副詞可能 noun and no case particle they make an anaphoric
# connective (このため, その後, そのうえ) that points back to an earlier sentence.
_DEMONSTRATIVES = frozenset({"この", "その", "あの"})
# (この日, その年, その際: a time the sentence names, which a frame keeps with it)
_TIME_UNITS = frozenset({"日", "年", "月", "時", "朝", "夜", "晩", "週", "頃", "際", "時期"})


# Connectives written as a demonstrative and a particle, or as an adverb, that open a sentence and link it to the
# one before (data/derive_lexicons.yaml opening_connectives); GiNZA tags most one-word connectives CCONJ.
OPENING_CONNECTIVES = derive_lexicon("opening_connectives")
_OPENING_CONNECTIVES_LONGEST_FIRST = tuple(sorted(OPENING_CONNECTIVES, key=lambda word: (-len(word), word)))


def _cconj_opening(doc: Doc, first: Token) -> Span | None:
    """The one-word connective GiNZA tags CCONJ that opens the sentence, with the particles it governs (それ|で|も,
    だ|が), or None."""
    if first.pos_ != "CCONJ":
        return None
    end = first.i + 1
    while end < len(doc) and doc[end].pos_ in ("ADP", "SCONJ") and doc[end].head.i == first.i:
        end += 1
    return doc[first.i : end]


def opening_connective(doc: Doc) -> Span | None:
    """The connective the sentence opens with (そこで, それで, また, しかし, このため…), or None."""
    words = [t for t in doc if t.pos_ != "PUNCT"]
    if not words:
        return None
    first = words[0]
    cconj = _cconj_opening(doc, first)
    if cconj is not None:
        return cconj
    text = doc.text[first.idx :]
    for connective in _OPENING_CONNECTIVES_LONGEST_FIRST:
        if not text.startswith(connective):
            continue
        end = next(
            (t.i + 1 for t in doc[first.i :] if t.idx + len(t.text) == first.idx + len(connective)), None
        )
        if end is None:
            continue  # the connective's text ends inside a word (それでは|ない…: no boundary there)
        after = doc[end] if end < len(doc) else None
        if after is not None and after.tag_.startswith("助詞-格助詞"):
            continue  # そこでの話, それでが: a case particle makes it a noun phrase, no connective
        return doc[first.i : end]
    return None


def discourse_opening(doc: Doc) -> str | None:
    """Why the sentence opens by linking itself to an earlier one, else None: a discourse connective (GiNZA's
    CCONJ first: また, しかし, さらに, 一方, それでも), an anaphoric connective made of この/その and a 副詞可能 noun
    with no case particle (このため, その後), or a time anaphor (同日). Inside a frame or a built conditional the
    link would point into the frame (×しかし…報じているなら, ×また同日…発見したら)."""
    words = [t for t in doc if t.pos_ != "PUNCT"]
    if not words:
        return None
    first = words[0]
    cconj = _cconj_opening(doc, first)
    if cconj is not None:
        return f"the sentence opens with the connective {cconj.text}, which links it to an earlier one"
    if first.text in _DEMONSTRATIVES and first.i + 1 < len(doc):
        noun = doc[first.i + 1]
        after = doc[noun.i + 1] if noun.i + 1 < len(doc) else None
        if (
            noun.text not in _TIME_UNITS
            and "副詞可能" in noun.tag_
            and (after is None or after.pos_ == "PUNCT" or after.tag_ != "助詞-格助詞")
        ):
            return (
                f"the sentence opens with {first.text}{noun.text}, which points back to an earlier sentence"
            )
    if (
        first.text[:2] in _DEMONSTRATIVES
        and first.text[2:]
        and first.text[2:] not in _TIME_UNITS
        and "副詞可能" in first.tag_
        and (first.i + 1 >= len(doc) or doc[first.i + 1].tag_ != "助詞-格助詞")
    ):
        # その後|は: GiNZA keeps その後 as one noun; like その|ため it links the sentence to an earlier one.
        return f"the sentence opens with {first.text}, which points back to an earlier sentence"
    if first.text in SAME_TIME_ANAPHORS:
        return f"the sentence opens with {first.text}, which points back to an earlier sentence's time"
    return None


# Frames that deny their sentence (わけではない, のではありません).
NEGATION_FRAME = re.compile(r"\{S\}(の|わけ)では(ない|ありません)$")


def _negation_frame_clash(doc: Doc, content: range, frame: str, root: Clause | None) -> str | None:
    """Why a negation frame cannot deny the sentence, else None: a conditional prediction (…すれば彼が来る:
    のではない over it reads as the cut-off question のではないか, not as its denial), or a も-phrase of the main
    clause (…場面もあった: its "also, even" is not denied by the frame, so the frame does not simply deny the
    sentence)."""
    found = NEGATION_FRAME.search(frame)
    if found is None:
        return None
    words = [t for t in doc[: content.stop] if t.pos_ != "PUNCT"]
    conditional = next((t for t in words if _is_conditional(t)), None)
    if conditional is not None:
        return (
            f"the sentence is a conditional (…{doc[conditional.i - 1].text}{conditional.text}): "
            f"{found.group(1)}では{found.group(2)} over it reads as a question, not as its denial"
        )
    concessive = next((t for t in words if _is_concessive(t)), None)
    if concessive is not None:
        # 命に別条は無いものの、…延期したのではない: the frame denies the last clause alone and leaves the
        # concession hanging ('though no life is in danger, it is not that they postponed').
        return (
            f"the sentence has a concessive or contrastive clause (…{doc[concessive.i - 1].text}{_concession(concessive)}): "
            f"{found.group(1)}では{found.group(2)} would deny its last clause alone and leave the concession hanging"
        )
    negative = _negative_renyo(doc, content)
    if negative is not None:
        # 包括契約に含まれず、…支払うわけではない, 女性運がなく、…独身であるのではない, …あるにもかかわらず、…: a
        # negation frame over a sentence with a clause in a negative 連用形 stacks a second negation, and which
        # clause it denies is unclear.
        return (
            f"the sentence has a clause in a negative 連用形 (…{negative}、): {found.group(1)}では{found.group(2)} "
            "would stack a second negation, and which clause it denies is unclear"
        )
    also = next((a for a in (root.arguments if root is not None else ()) if a.particle == "も"), None)
    if also is not None and root is not None and root.predicate.lemma_ in EXISTENCE_VERBS:
        return (
            f"the main clause has a も-phrase ({also.span.text}): its 'also, even' escapes the frame's negation, "
            "so the frame does not simply deny the sentence"
        )
    return None


def _negative_renyo(doc: Doc, content: range) -> str | None:
    """The words of a clause-closing negative 連用形 before a comma (含まれ|ず、, 運が|なく、, 食べ|ない|で、,
    来|なく|て、, …にもかかわら|ず、), else None."""
    for token in doc[content.start : content.stop]:
        if token.lemma_ not in ("ず", "ない", "無い") or token.i == 0:
            continue
        before = doc[token.i - 1]
        if before.lemma_ == "問う" or (
            before.text == "も" and token.i > 1 and doc[token.i - 2].text in ("間", "程", "ほど")
        ):
            continue  # 公私を|問わ|ず (regardless of), 越えて|間|も|なく (soon after): adverbials, no negated clause
        end = token.i + 1
        if end < len(doc) and doc[end].text in ("て", "で") and doc[end].pos_ == "SCONJ":
            end += 1
        if end < content.stop and doc[end].text in COMMAS:
            start = token.i - 1
            while start > content.start and doc[start].pos_ in ("AUX", "SCONJ"):
                start -= 1  # 含ま|れ|ず, ある|に|も|かかわら|ず: from the predicate's word
            if start > content.start and doc[start].pos_ == "ADP":
                start -= 1  # 運|が|なく
            return doc[start:end].text
    return None


# Endings that report a belief or a saying (…影響したとみられる, …原因とされる, …と思われる, …と考えられている):
# like という and らしい, the sentence asserts no plain fact of its own.
REPORTED_ENDING = re.compile(
    r"と(?:も)?(?:みられ|見られ|され|思われ|考えられ|言われ|いわれ)(?:る|ている|た|ていた)$"
)


def _modal_noun_predicate(doc: Doc) -> str | None:
    """The modal noun the sentence's predicate is made of (…否認している模様である, …氾濫するおそれがある), else
    None: the root itself (a copula sentence) or a noun argument of the root, heading an adnominal clause (a
    predicate right before it), or the root after a noun and の (…軽傷の模様である, 来春の見込みだ: the same
    evidential or prospect said of a noun)."""
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is None:
        return None
    for token in (root, *root.children):
        if token.lemma_ not in EVIDENTIAL_MODAL_NOUNS and token.text not in EVIDENTIAL_MODAL_NOUNS:
            continue
        before = doc[token.i - 1] if token.i > 0 else None
        if before is not None and before.tag_.startswith(("動詞", "助動詞", "形容詞")):
            return token.text
        if (
            token is root
            and before is not None
            and before.text == "の"
            and before.tag_ == "助詞-格助詞"
            and token.i >= 2
            and doc[token.i - 2].pos_ in ("NOUN", "PROPN", "NUM")
        ):
            return token.text
    return None


class Unwrap(Derivation):
    """S ことは確実だ → S: the sentence a frame embeds, from a premise that already has the frame."""

    name = "unwrap"
    summary = "the embedded sentence of a frame stands alone (…ことは確実だ → …)"
    arguments: ClassVar[Mapping[str, type]] = {"frames": list}
    required = ("frames",)

    def apply(self, doc: Doc, clauses: Sequence[Clause]) -> Outcome:
        content = without_trailing_punctuation(doc, 0, len(doc))
        text = doc[content.start : content.stop].text if content else ""
        for frame in self.args["frames"]:
            prefix, suffix = _frame_parts(frame)
            if not (text.startswith(prefix) and text.endswith(suffix)) or len(text) <= len(prefix) + len(
                suffix
            ):
                continue
            start = _token_at(doc, content, len(prefix))
            end = _token_at(doc, content, len(text) - len(suffix))
            if start is None or end is None or end <= start:
                continue
            main = main_clause(doc, clauses)
            # A matrix topic before the embedded sentence (男性は|女性が走っていることに気づいた) is not part of it.
            matrix = [
                a
                for a in (main.arguments if main else ())
                if a.particle == "は" and start <= a.start and a.end <= end
            ]
            outside = {i for a in matrix for i in range(a.start, a.end)}
            tokens = [i for i in range(start, end) if i not in outside]
            if not any(doc[i].text in SUBJECT_PARTICLES for i in tokens):
                tokens = list(range(start, end))  # the topic was the embedded sentence's own subject
            if tokens and finite_sentence(doc[tokens[0] : tokens[-1] + 1].as_doc()) is None:
                return [Derived(kept(doc, tokens), constituent=True)]
        return "the sentence is not embedded in one of the rule's frames"


def _token_at(doc: Doc, content: range, offset: int) -> int | None:
    """The token that starts at character `offset` (the end of `content` past its text), or None inside a token."""
    if content and offset == doc[content.stop - 1].idx + len(doc[content.stop - 1].text):
        return content.stop
    return next((token.i for token in doc if token.idx == offset), None)


# The registry rule files (rules/derive/) name derivations through; a package adds its own through the
# `stresskit.derivations` entry-point group, as for operations (stresskit/registry.py).
DERIVATIONS: Registry[type[Derivation]] = Registry(
    "derivation",
    Derivation,
    group="stresskit.derivations",
    builtins=("stresskit.operations.derivation", "stresskit.operations.temporal"),
)
for _derivation in (
    RelativeClauseHead,
    GardenPath,
    DropRelativeClause,
    SplitCoordination,
    ExtractClause,
    CauseeState,
    DropAdjuncts,
    CausablePremise,
    Embed,
    Unwrap,
):
    DERIVATIONS.register(_derivation)
