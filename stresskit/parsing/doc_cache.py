"""A disk cache of parsed Docs, keyed by sentence text and the parser's name/version.

Docs are stored in shards (one spaCy DocBin per batch of newly parsed sentences) inside one SQLite file:
deserialising a shard shares its string table across all its Docs, which makes a warm run several times
faster than storing each Doc on its own. GiNZA's bunsetsu data is kept beside the DocBin as JSON because
DocBin's own user_data path looks up msgpack entry points once per Doc, which dominated warm runs.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections import defaultdict
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from spacy.tokens import Doc, DocBin
from spacy.vocab import Vocab, create_vocab

from stresskit.cache_files import CacheFile, checksum

# Every token attribute the engine reads (tests/test_cache_fidelity.py checks the source for reads of any
# other); NER and vectors are not needed. NORM is per token: GiNZA puts Sudachi's normalised form there
# (持てる → 持つ), which the potential-verb check compares with the lemma.
STORED_ATTRS = [
    "ORTH",
    "SPACY",
    "TAG",
    "POS",
    "MORPH",
    "LEMMA",
    "NORM",
    "HEAD",
    "DEP",
    "SENT_START",
    "ENT_IOB",
    "ENT_TYPE",
]
# GiNZA keeps its bunsetsu segmentation in Doc.user_data; the other keys are not used.
KEPT_USER_DATA = ("bunsetu_heads", "bunsetu_bi_labels", "bunsetu_position_types")

SHARD_QUERY = "SELECT data, user_data, checksum FROM shards WHERE id = ?"
GONE = ("the cache file was replaced",)
LOOKUP_CHUNK = 500  # keys per SELECT … IN (…): below SQLite's limit on bound parameters
CACHE_FILE = (
    "parses-v5.sqlite3"  # v5: entity labels stored (the animacy recogniser reads them); v4: NORM, checksums
)
SCHEMA = """
CREATE TABLE IF NOT EXISTS shards (
    id INTEGER PRIMARY KEY, data BLOB NOT NULL, user_data TEXT NOT NULL, checksum INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS docs (
    model TEXT NOT NULL, key TEXT NOT NULL, shard INTEGER NOT NULL, position INTEGER NOT NULL,
    checksum INTEGER NOT NULL, PRIMARY KEY (model, key)
);
"""


def open_cache_database(path: Path, schema: str, name: str, pragmas: tuple[str, ...] = ()) -> CacheFile:
    """The cache database `name` ("the parse cache") in its directory, made if needed; a damaged one is
    moved aside and started anew."""
    return CacheFile(path, schema, name, pragmas)


def rows_by_key(
    connection: sqlite3.Connection, query: str, scope: tuple[str, ...], keys: Sequence[str]
) -> Iterator[tuple[Any, ...]]:
    """The rows of `query` (ending in `key IN`) for `keys`, looked up LOOKUP_CHUNK keys at a time through
    the table's primary-key index; `scope` binds the query's parameters before the keys."""
    for start in range(0, len(keys), LOOKUP_CHUNK):
        chunk = keys[start : start + LOOKUP_CHUNK]
        yield from connection.execute(f"{query} ({', '.join('?' * len(chunk))})", (*scope, *chunk))


def japanese_vocab() -> Vocab:
    """An empty vocabulary that computes lexical attributes (suffix, shape, is_alpha, ...) as the
    pipeline's does: a bare Vocab() would leave them empty on Docs read back from the cache."""
    from spacy.lang.ja import Japanese  # cheap: Sudachi loads only with a tokenizer

    return create_vocab("ja", Japanese.Defaults)


def text_key(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class DocCache:
    """Parsed Docs by text under one parser (`model_key`). Each shard and each text's location in it is
    stored with a checksum: a damaged one is dropped (its texts are parsed again) with one line saying so."""

    def __init__(self, directory: Path, model_key: str) -> None:
        self.model_key = model_key
        self.path = directory / CACHE_FILE
        self.file = open_cache_database(self.path, SCHEMA, "the parse cache")
        self.vocab = japanese_vocab()

    @property
    def connection(self) -> sqlite3.Connection:
        return self.file.connection

    def load(self, texts: Iterable[str]) -> dict[str, Doc]:
        """The cached Docs among `texts`; texts not in the cache are absent from the result."""
        by_shard: dict[int, list[tuple[int, str]]] = defaultdict(list)
        for text, (shard, position) in self._locations(texts).items():
            by_shard[shard].append((position, text))
        docs: dict[str, Doc] = {}
        damaged: dict[int, str] = {}
        for shard, entries in by_shard.items():
            row = self.file.read(lambda db, shard=shard: db.execute(SHARD_QUERY, (shard,)).fetchone(), GONE)
            if row is GONE:  # the file was damaged and has been replaced: nothing else is cached
                return {}
            try:
                if row is None:
                    raise ValueError("a shard is missing")
                data, user_data, stored = row
                if checksum(data, user_data) != stored:
                    raise ValueError("checksum mismatch")
                shard_docs = decode_docs(data, user_data, self.vocab)
                for position, text in entries:
                    docs[text] = shard_docs[position]
            except Exception as exc:  # any failure to decode a stored shard is damage, whatever raised it
                damaged[shard] = _problem(exc)
                for _, text in entries:
                    docs.pop(text, None)
        if damaged:
            self._drop(damaged)
        return docs

    def _drop(self, shards: Mapping[int, str]) -> None:
        """Delete damaged shards and every location pointing into them; say so in one line."""
        ids = list(shards)

        def delete(db: sqlite3.Connection) -> None:
            marks = ", ".join("?" * len(ids))
            db.execute(f"DELETE FROM docs WHERE shard IN ({marks})", ids)
            db.execute(f"DELETE FROM shards WHERE id IN ({marks})", ids)

        self.file.write(delete)
        problems = ", ".join(sorted(set(shards.values())))
        self.file.dropped(len(ids), problems, "parsing the sentences again")

    def missing(self, texts: Iterable[str]) -> list[str]:
        """The texts without a cached parse, in the order given."""
        texts = list(texts)
        found = self._locations(texts)
        return [text for text in texts if text not in found]

    def _locations(self, texts: Iterable[str]) -> dict[str, tuple[int, int]]:
        """(shard, position) of each cached text, looked up by the (model, key) primary-key index; a location
        whose checksum does not match is dropped."""
        wanted = {text_key(text): text for text in texts}
        query = "SELECT key, shard, position, checksum FROM docs WHERE model = ? AND key IN"

        def rows(db: sqlite3.Connection) -> list[tuple[Any, ...]]:
            return list(rows_by_key(db, query, (self.model_key,), list(wanted)))

        found: dict[str, tuple[int, int]] = {}
        damaged: list[str] = []
        for key, shard, position, stored in self.file.read(rows, []):
            if checksum(self.model_key, key, shard, position) == stored and key in wanted:
                found[wanted[key]] = (shard, position)
            else:
                damaged.append(key)
        if damaged:
            self.file.write(
                lambda db: db.executemany(
                    "DELETE FROM docs WHERE model = ? AND key = ?", [(self.model_key, key) for key in damaged]
                )
            )
            self.file.dropped(len(damaged), "checksum mismatch", "parsing the sentences again")
        return found

    def store(self, docs: dict[str, Doc]) -> None:
        self.store_shard(encode_shard(docs))

    def store_shard(self, shard: Shard) -> None:
        """Commit one shard: its Docs are in the cache even if the run stops right after."""
        if not shard.texts:
            return

        def insert(db: sqlite3.Connection) -> None:
            cursor = db.execute(
                "INSERT INTO shards (data, user_data, checksum) VALUES (?, ?, ?)",
                (shard.data, shard.user_data, checksum(shard.data, shard.user_data)),
            )
            rows = []
            for i, text in enumerate(shard.texts):
                key = text_key(text)
                rows.append(
                    (
                        self.model_key,
                        key,
                        cursor.lastrowid,
                        i,
                        checksum(self.model_key, key, cursor.lastrowid, i),
                    )
                )
            db.executemany("INSERT OR REPLACE INTO docs VALUES (?, ?, ?, ?, ?)", rows)

        self.file.write(insert)


def _problem(exc: BaseException) -> str:
    """A damaged entry's problem in a few words (the first line of spaCy's or json's message)."""
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return text if len(text) <= 100 else text[:99] + "…"


@dataclass(frozen=True)
class Shard:
    """Parsed sentences as bytes (a DocBin and GiNZA's bunsetsu data as JSON): how worker processes send
    parses back, and how the cache stores them."""

    texts: tuple[str, ...]
    data: bytes
    user_data: str

    def docs(self, vocab: Vocab) -> dict[str, Doc]:
        return dict(zip(self.texts, decode_docs(self.data, self.user_data, vocab), strict=True))


def encode_shard(docs: Mapping[str, Doc]) -> Shard:
    bin_ = DocBin(attrs=STORED_ATTRS)
    texts = tuple(sorted(docs))
    user_data = []
    for text in texts:
        bin_.add(docs[text])
        user_data.append({key: docs[text].user_data[key] for key in KEPT_USER_DATA})
    return Shard(texts, bin_.to_bytes(), json.dumps(user_data, ensure_ascii=False))


def decode_docs(data: bytes, user_data: str, vocab: Vocab) -> list[Doc]:
    docs = list(DocBin().from_bytes(data).get_docs(vocab))
    for doc, extra in zip(docs, json.loads(user_data), strict=True):
        doc.user_data.update(extra)
    return docs
