"""What a sentence does not assert: the frames that put its content in someone else's mouth or under a modal.

A sentence that reports (共同通信によると、…; 警察は…とみている; …という) or hedges (…らしい, …ようだ, …だろう,
…かもしれない) does not say that its content is true: the reporter may be wrong, the speaker only infers it. A
derived hypothesis that keeps some of that content but drops the frame (共同通信によると、昨夜逮捕された男は… →
男が昨夜逮捕された) is then not entailed by the premise, and not contradicted by its opposite. `unasserted_frames`
finds the frames of a parsed sentence, each with the tokens it scopes over; `lost_frame` says which frame a
derived hypothesis dropped while keeping its content (generate then leaves the entailment or contradiction
pair out).

The frames are found by form and by a closed class, each with its reason:

- a source phrase: 〜によると, 〜によれば, 〜によりますと (the whole sentence is the source's report);
- a quoted complement (…と, …って) of the sentence's main predicate when that predicate is a verb of saying,
  reporting or believing (`REPORT_PREDICATES`: 伝える, 報じる, 述べる, みる, 考える, する of …とする/…とされる): the quote
  is the claim;
- a modal, evidential or hearsay ending of the sentence (`UNASSERTED_ENDING`: らしい, ようだ, そうだ, だろう,
  かもしれない, はずだ, 模様だ, 見込みだ, 予定だ, という, とのことだ): the speaker infers, expects, plans or has heard
  it. に違いない is left out: the project takes it to entail its sentence (rules/derive/modal-negation.yaml).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from spacy.tokens import Doc, Token

from stresskit.operations.rewrite import Rewrite

# Verbs (and サ変 nouns) of saying, reporting, judging and believing: a clause quoted by と before one of them is
# somebody's claim or belief, not the speaker's assertion (市長が辞任すると伝えた does not say the mayor resigns).
# Factive verbs (知る, 分かる, 判明, 確認, 認める) presuppose their complement and are not listed.
REPORT_PREDICATES = frozenset(
    {
        "言う",
        "いう",
        "述べる",
        "語る",
        "話す",
        "伝える",
        "報じる",
        "報道",
        "発表",
        "主張",
        "指摘",
        "説明",
        "強調",
        "証言",
        "供述",
        "回答",
        "答える",
        "表明",
        "声明",
        "コメント",
        "報告",
        "明かす",
        "訴える",
        "示唆",
        "書く",
        "記す",
        "見る",
        "みる",
        "考える",
        "思う",
        "信じる",
        "疑う",
        "推定",
        "推測",
        "推計",
        "予想",
        "予測",
        "見込む",
        "判断",
        "分析",
        "する",
        "為る",
    }
)

# The sentence-final forms that hedge or report what comes before them: evidential (らしい, ようだ, みたいだ,
# そうだ), inference and expectation (だろう, でしょう, かもしれない, はずだ), news evidentials and plans
# (模様だ, 見込みだ, 見通しだ, 予定だ, 方針だ, つもりだ) and hearsay (という, とのことだ).
UNASSERTED_ENDING = re.compile(
    r"(らしい|らしかった|らしいです|"
    r"(?:よう|みたい|そう|はず|模様|見込み|見通し|予定|方針|つもり)(?:だ|だった|です|でした|である)?|"
    r"だろう|でしょう|かもしれない|かもしれません|かも|"
    r"という|といいます|と言う|とのことだ|とのことです|とのこと)"
    r"[。．.！!]*$"
)

SOURCE_PHRASE = re.compile(r"によると|によれば|によりますと|によりますれば")


@dataclass(frozen=True)
class Frame:
    """A frame of the sentence: its own tokens, the tokens it scopes over, and what it is (for the reason)."""

    tokens: frozenset[int]
    scope: frozenset[int]
    description: str


def _tokens_in(doc: Doc, start: int, end: int) -> frozenset[int]:
    """The tokens overlapping the characters [start, end)."""
    return frozenset(t.i for t in doc if t.idx < end and t.idx + len(t.text) > start)


def _content(doc: Doc, exclude: frozenset[int]) -> frozenset[int]:
    return frozenset(t.i for t in doc if t.i not in exclude and t.pos_ != "PUNCT")


def _quoted_complement(doc: Doc) -> Frame | None:
    """The clause quoted by と/って before the sentence's main predicate, if that is a verb of saying, reporting
    or believing (…と伝えた, …とみている, …としている, …とされる)."""
    for token in doc:
        if token.dep_ != "ROOT":
            continue
        root = token
        if root.lemma_ not in REPORT_PREDICATES:
            continue
        for child in root.children:
            if child.i >= root.i or child.pos_ not in ("VERB", "ADJ", "AUX", "NOUN", "PROPN", "PRON"):
                continue
            quote = [
                t for t in child.children if t.i > child.i and t.text in ("と", "って") and t.pos_ == "ADP"
            ]
            if not quote or child.pos_ in ("NOUN", "PROPN", "PRON") and not _clause_like(child):
                continue
            scope = frozenset(t.i for t in child.subtree if t.pos_ != "PUNCT" and t.i < quote[0].i)
            end = max(t.i for t in doc if t.pos_ != "PUNCT") + 1
            ending = doc[quote[0].i : max(end, root.i + 1)].text
            return Frame(frozenset({root.i}), scope, f"the quoted claim of …{ending}")
    return None


def _clause_like(token: Token) -> bool:
    """A noun that ends a quoted clause as its predicate (…が原因と見られる: 原因 with its own subject)."""
    return any(c.dep_ in ("nsubj", "csubj") for c in token.children) or any(
        c.pos_ == "AUX" and c.i > token.i for c in token.children
    )


def unasserted_frames(doc: Doc) -> list[Frame]:
    """The frames of the sentence that report or hedge what it says (see the module docstring)."""
    frames = []
    for found in SOURCE_PHRASE.finditer(doc.text):
        tokens = _tokens_in(doc, found.start(), found.end())
        frames.append(Frame(tokens, _content(doc, tokens), f"the report of {found.group(0)}"))
    quoted = _quoted_complement(doc)
    if quoted is not None:
        frames.append(quoted)
    text = doc.text.rstrip()
    ending = UNASSERTED_ENDING.search(text)
    if ending is not None:
        tokens = _tokens_in(doc, ending.start(1), ending.end(1))
        # the ending must start a token of its own (not the tail of a noun: 様子だ is no ようだ)
        first = min(tokens) if tokens else None
        if first is not None and doc[first].idx == ending.start(1) and first > 0:
            frames.append(Frame(tokens, _content(doc, tokens), f"the ending {ending.group(1)}"))
    return frames


def _kept(rewrite: Rewrite) -> set[int]:
    """The source tokens a derived sentence still says (in its order, with a text of their own)."""
    size = len(rewrite.doc)
    return {i for i in rewrite.order if i < size and rewrite.texts[i].strip()}


def lost_frame(doc: Doc, premise: Rewrite, hypothesis: Rewrite) -> str | None:
    """The frame of the premise that the hypothesis drops while it keeps content the frame scopes over, as a
    skip reason, else None."""
    in_premise, in_hypothesis = _kept(premise), _kept(hypothesis)
    for frame in unasserted_frames(doc):
        if not frame.tokens <= in_premise or frame.tokens <= in_hypothesis:
            continue
        if frame.scope & in_hypothesis:
            return (
                f"the premise does not assert what the hypothesis keeps: it stands under {frame.description}, "
                "which the hypothesis drops"
            )
    return None
