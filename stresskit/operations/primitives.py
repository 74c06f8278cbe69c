"""The named operations a rule can apply, Tsurgeon-style, to the phrases a pattern matched.

A `Rewrite` holds the sentence as an ordering of its tokens plus replacement texts, so operations from
several clauses of one sentence compose: a clause inside a moved phrase moves with it.

Operations name the slots they act on; besides the pattern's slots there are always `predicate`, the
clause's predicate chain (verb + auxiliaries, see conjugation.predicate_chain), and `clause_start`, the
clause's first argument phrase (whichever slot it fills, if any). An operation that can fail
on a particular clause (revoice: a verb form the conjugation table lacks) has a check that the matcher runs
first, so such a clause is skipped with the reason instead of being rewritten wrongly.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import ginza
from spacy.tokens import Doc, Token

from stresskit.parsing.clauses import Argument
from stresskit.parsing.conjugation import UnsupportedForm, Voice, revoice, voice_change_refusal

PREDICATE = "predicate"  # the reserved slot bound to the clause's predicate chain
CLAUSE_START = "clause_start"  # the reserved slot bound to the clause's first argument phrase
RESERVED_SLOTS = (PREDICATE, CLAUSE_START)
COMMAS = frozenset({"、", "，", ","})


class Rewrite:
    """A sentence being rewritten: token order and per-token replacement text."""

    def __init__(self, doc: Doc) -> None:
        self.doc = doc
        self.order = list(range(len(doc)))
        self.texts = [token.text_with_ws for token in doc]

    def text(self) -> str:
        return "".join(self.texts[i] for i in self.order)

    def pieces(self) -> list[tuple[int, str]]:
        """The sentence as (token index, text) in its new order; an index ≥ len(doc) is inserted text."""
        return [(i, self.texts[i]) for i in self.order if self.texts[i]]

    def move_before(self, tokens: range, anchor: range) -> None:
        """Move the tokens (kept in their current relative order) in front of the anchor's first token."""
        moving = set(tokens)
        kept = [i for i in self.order if i not in moving]
        moved = [i for i in self.order if i in moving]
        position = min(kept.index(i) for i in anchor)
        self.order = kept[:position] + moved + kept[position:]

    def exchange(self, first: range, second: range) -> None:
        """Swap the places of two disjoint token blocks, each contiguous in the current order."""
        positions = sorted(([self.order.index(i) for i in block] for block in (first, second)), key=min)
        (a_start, a_end), (b_start, b_end) = ((min(block), max(block) + 1) for block in positions)
        order = self.order
        self.order = (
            order[:a_start]
            + order[b_start:b_end]
            + order[a_end:b_start]
            + order[a_start:a_end]
            + order[b_end:]
        )

    def replace(self, tokens: tuple[int, ...], text: str) -> None:
        """Give the first token the new text and empty the rest; keeps trailing whitespace of the last."""
        trailing = self.doc[tokens[-1]].whitespace_
        for i in tokens:
            self.texts[i] = ""
        self.texts[tokens[0]] = text + trailing

    def insert_before(self, text: str, anchor: range) -> None:
        """Add new text, as a token of its own, in front of the anchor's first token."""
        self.texts.append(text)
        position = min(self.order.index(i) for i in anchor)
        self.order.insert(position, len(self.texts) - 1)

    def remove(self, tokens: range) -> None:
        """Drop the tokens from the sentence."""
        removed = set(tokens)
        self.order = [i for i in self.order if i not in removed]


Slots = Mapping[str, Argument]
OperationFunction = Callable[[Rewrite, Slots, Mapping[str, Any]], None]


def _token_range(argument: Argument) -> range:
    return range(argument.start, argument.end)


def _particle_indices(argument: Argument) -> tuple[int, ...]:
    return tuple(token.i for token in argument.particle_tokens)


def move(rewrite: Rewrite, slots: Slots, args: Mapping[str, Any]) -> None:
    """`{move: A, before: B}`: the whole phrase A goes immediately in front of phrase B."""
    rewrite.move_before(_token_range(slots[args["move"]]), _token_range(slots[args["before"]]))


def set_particle(rewrite: Rewrite, slots: Slots, args: Mapping[str, Any]) -> None:
    """`{set_particle: A, to: が}` or `{set_particle: A, to: {particle_of: B}}` (B's original particle)."""
    rewrite.replace(_particle_indices(slots[args["set_particle"]]), particle_text(args["to"], slots))


def delete_particle(rewrite: Rewrite, slots: Slots, args: Mapping[str, Any]) -> None:
    """`{delete_particle: A}`: the phrase loses its case particle(s)."""
    rewrite.replace(_particle_indices(slots[args["delete_particle"]]), "")


def exchange_bodies(rewrite: Rewrite, slots: Slots, args: Mapping[str, Any]) -> None:
    """`{exchange_bodies: [A, B]}`: the phrases without their particles swap places; particles stay."""
    first, second = (slots[name] for name in args["exchange_bodies"])
    rewrite.exchange(range(first.body.start, first.body.end), range(second.body.start, second.body.end))


def exchange_phrases(rewrite: Rewrite, slots: Slots, args: Mapping[str, Any]) -> None:
    """`{exchange_phrases: [A, B]}`: the whole phrases, particles included, swap places.

    Whatever stands between them stays where it is; set_particle then re-marks each phrase."""
    first, second = (slots[name] for name in args["exchange_phrases"])
    rewrite.exchange(_token_range(first), _token_range(second))


def particle_text(target: Any, slots: Slots) -> str:
    """A particle given as text (が) or as `{particle_of: B}`: B's original particle."""
    return slots[target["particle_of"]].particle if isinstance(target, dict) else str(target)


def insert_phrase(rewrite: Rewrite, slots: Slots, args: Mapping[str, Any]) -> None:
    """`{insert_phrase: C, text: ある人, particle: が, before: A}`: a new phrase C in front of phrase A.

    The text may be a placeholder such as "{causer}" that the op file declares under `variables`."""
    rewrite.insert_before(
        str(args["text"]) + particle_text(args["particle"], slots), _token_range(slots[args["before"]])
    )


def remove_phrase(rewrite: Rewrite, slots: Slots, args: Mapping[str, Any]) -> None:
    """`{remove_phrase: A}`: the whole phrase goes, with a comma (読点) right after it."""
    phrase = slots[args["remove_phrase"]]
    end = phrase.end
    doc = phrase.span.doc
    if end < len(doc) and doc[end].pos_ == "PUNCT" and doc[end].text in COMMAS:
        end += 1
    rewrite.remove(range(phrase.start, end))


def _new_predicate(slots: Slots, args: Mapping[str, Any]) -> str:
    return revoice(slots[args["revoice"]].span, Voice(args["to"]))


def revoice_predicate(rewrite: Rewrite, slots: Slots, args: Mapping[str, Any]) -> None:
    """`{revoice: predicate, to: passive}`: re-inflect the predicate chain into active/passive/causative.

    Tense, aspect, negation and the connective form are kept (conjugation.revoice)."""
    chain = slots[args["revoice"]]
    rewrite.replace(tuple(range(chain.start, chain.end)), _new_predicate(slots, args))


def _check_revoice(slots: Slots, args: Mapping[str, Any]) -> str | None:
    chain = slots[args["revoice"]].span
    refusal = voice_change_refusal(chain, Voice(args["to"]))
    if refusal is not None:
        return refusal
    doc = chain.doc
    following = doc[chain.end] if chain.end < len(doc) else None
    if following is not None and following.pos_ in ("VERB", "AUX") and not _starts_bunsetsu(following):
        # 放して|もらう, 滑り出て|くる: the chain the engine re-inflects is not the whole predicate, and which
        # verb the voice belongs to is not for the engine to guess.
        return f"unsupported auxiliary verb {following.lemma_}"
    for token in chain[1:]:
        # やり|そこなう: an auxiliary that is itself a verb; the voice could attach to either.
        if token.pos_ == "AUX" and token.tag_.startswith("動詞") and token.lemma_ != "する":
            return f"unsupported auxiliary verb {token.lemma_}"
    try:
        _new_predicate(slots, args)
    except UnsupportedForm as exc:
        return str(exc)
    return None


def _starts_bunsetsu(token: Token) -> bool:
    return ginza.bunsetu_bi_label(token) == "B"


OPERATIONS: dict[str, OperationFunction] = {
    "move": move,
    "set_particle": set_particle,
    "delete_particle": delete_particle,
    "exchange_bodies": exchange_bodies,
    "exchange_phrases": exchange_phrases,
    "insert_phrase": insert_phrase,
    "remove_phrase": remove_phrase,
    "revoice": revoice_predicate,
}


def _phrase(argument: Argument) -> str:
    return argument.span.text


def _describe_move(slots: Slots, args: Mapping[str, Any]) -> str:
    return f"{_phrase(slots[args['move']])} moved in front of {_phrase(slots[args['before']])}"


def _describe_set_particle(slots: Slots, args: Mapping[str, Any]) -> str:
    phrase = slots[args["set_particle"]]
    return f"{_phrase(phrase)} → {phrase.body.text}{particle_text(args['to'], slots)}"


def _describe_delete_particle(slots: Slots, args: Mapping[str, Any]) -> str:
    phrase = slots[args["delete_particle"]]
    return f"{_phrase(phrase)} → {phrase.body.text} (particle {phrase.particle} dropped)"


def _describe_exchange_bodies(slots: Slots, args: Mapping[str, Any]) -> str:
    first, second = (slots[name] for name in args["exchange_bodies"])
    return f"{first.body.text} ⇄ {second.body.text} (the particles stay in place)"


def _describe_exchange_phrases(slots: Slots, args: Mapping[str, Any]) -> str:
    first, second = (slots[name] for name in args["exchange_phrases"])
    return f"{_phrase(first)} ⇄ {_phrase(second)} (whole phrases change places)"


def _describe_insert_phrase(slots: Slots, args: Mapping[str, Any]) -> str:
    text = str(args["text"]) + particle_text(args["particle"], slots)
    return f"{text} added in front of {_phrase(slots[args['before']])}"


def _describe_remove_phrase(slots: Slots, args: Mapping[str, Any]) -> str:
    return f"{_phrase(slots[args['remove_phrase']])} removed"


def _describe_revoice(slots: Slots, args: Mapping[str, Any]) -> str:
    return f"{_phrase(slots[args['revoice']])} → {_new_predicate(slots, args)} ({args['to']} voice)"


# One line per operation saying what it did to the sentence, in the sentence's own words (explain).
DESCRIPTIONS: dict[str, Callable[[Slots, Mapping[str, Any]], str]] = {
    "move": _describe_move,
    "set_particle": _describe_set_particle,
    "delete_particle": _describe_delete_particle,
    "exchange_bodies": _describe_exchange_bodies,
    "exchange_phrases": _describe_exchange_phrases,
    "insert_phrase": _describe_insert_phrase,
    "remove_phrase": _describe_remove_phrase,
    "revoice": _describe_revoice,
}

# Operations that can fail on a particular clause: the check returns why, or None when it can apply.
CHECKS: dict[str, Callable[[Slots, Mapping[str, Any]], str | None]] = {"revoice": _check_revoice}

# The arguments that name existing slots, per operation; insert_phrase's own value names a new one.
_SLOT_ARGUMENTS: dict[str, tuple[str, ...]] = {
    "move": ("move", "before"),
    "set_particle": ("set_particle", "to"),
    "delete_particle": ("delete_particle",),
    "exchange_bodies": ("exchange_bodies",),
    "exchange_phrases": ("exchange_phrases",),
    "insert_phrase": ("before", "particle"),
    "remove_phrase": ("remove_phrase",),
    "revoice": ("revoice",),
}


_REQUIRED_ARGUMENTS: dict[str, tuple[str, ...]] = {
    "move": ("before",),
    "set_particle": ("to",),
    "insert_phrase": ("text", "particle", "before"),
    "revoice": ("to",),
}


def problem(name: str, args: Mapping[str, Any]) -> str | None:
    """What is wrong with an operation's arguments as written in a rule file, or None."""
    missing = [key for key in _REQUIRED_ARGUMENTS.get(name, ()) if key not in args]
    if missing:
        return f"{name} needs '{missing[0]}'"
    if name == "revoice" and args["to"] not in set(Voice):
        return f"revoice 'to' must be one of {', '.join(Voice)}"
    if name in ("exchange_bodies", "exchange_phrases"):
        value = args[name]
        if not (isinstance(value, list) and len(value) == 2):
            return f"{name} takes a list of two slots"
    return None


def check(name: str, slots: Slots, args: Mapping[str, Any]) -> str | None:
    """Why operation `name` cannot apply to these slots, or None."""
    checker = CHECKS.get(name)
    return checker(slots, args) if checker else None


def slot_names(name: str, args: Mapping[str, Any]) -> tuple[list[str], str | None]:
    """The slots an operation refers to, and the slot it creates (insert_phrase) or None."""
    used: list[str] = []
    for key in _SLOT_ARGUMENTS[name]:
        value = args.get(key)
        if isinstance(value, dict) and "particle_of" in value:
            used.append(str(value["particle_of"]))
        elif isinstance(value, list):
            used += [str(item) for item in value]
        elif isinstance(value, str) and key not in ("to", "particle"):
            used.append(value)
    return used, (str(args["insert_phrase"]) if name == "insert_phrase" else None)
