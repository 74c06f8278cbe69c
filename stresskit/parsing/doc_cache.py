"""A disk cache of parsed Docs, keyed by sentence text and the parser's name/version.

Docs are stored in shards (one spaCy DocBin per batch of newly parsed sentences) inside one SQLite file:
deserialising a shard shares its string table across all its Docs, which makes a warm run several times
faster than storing each Doc on its own. GiNZA's bunsetsu data is kept beside the DocBin as JSON because
DocBin's own user_data path looks up msgpack entry points once per Doc, which dominated warm runs.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import sys
from collections import defaultdict
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from spacy.tokens import Doc, DocBin
from spacy.vocab import Vocab, create_vocab

from stresskit.errors import StresskitError

# Every token attribute the engine reads (tests/test_cache_fidelity.py checks the source for reads of any
# other); NER and vectors are not needed. NORM is per token: GiNZA puts Sudachi's normalised form there
# (持てる → 持つ), which the potential-verb check compares with the lemma.
STORED_ATTRS = ["ORTH", "SPACY", "TAG", "POS", "MORPH", "LEMMA", "NORM", "HEAD", "DEP", "SENT_START"]
# GiNZA keeps its bunsetsu segmentation in Doc.user_data; the other keys are not used.
KEPT_USER_DATA = ("bunsetu_heads", "bunsetu_bi_labels", "bunsetu_position_types")

LOOKUP_CHUNK = 500  # keys per SELECT … IN (…): below SQLite's limit on bound parameters
CACHE_FILE = "parses-v3.sqlite3"  # v3 stores NORM: a v2 entry would read as an empty norm_
SCHEMA = """
CREATE TABLE IF NOT EXISTS shards (id INTEGER PRIMARY KEY, data BLOB NOT NULL, user_data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS docs (
    model TEXT NOT NULL, key TEXT NOT NULL, shard INTEGER NOT NULL, position INTEGER NOT NULL,
    PRIMARY KEY (model, key)
);
"""


def _open_checked(path: Path, schema: str) -> sqlite3.Connection:
    """The cache database with its tables, after SQLite's structural check of every page (~5 ms a MB)."""
    # The web app parses on its request threads, one at a time (serve.ExplainServer.lock).
    connection = sqlite3.connect(path, check_same_thread=False)
    try:
        (result,) = connection.execute("PRAGMA quick_check(1)").fetchone()
        if result != "ok":  # e.g. "*** in database main ***\nPage 2: btreeInitPage() returns error code 11"
            raise sqlite3.DatabaseError(f"failed SQLite's check: {result.splitlines()[-1]}")
        connection.executescript(schema)
    except sqlite3.Error:
        connection.close()
        raise
    return connection


def open_cache_database(path: Path, schema: str, name: str) -> sqlite3.Connection:
    """The cache database `name` ("the parse cache") in its directory, made if needed; a damaged one is
    moved aside and started anew."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            return _open_checked(path, schema)
        except sqlite3.DatabaseError as exc:
            # Caches can always be filled again: keep the damaged file for a look, start an empty one.
            aside = path.with_name(f"{path.name}.damaged")
            os.replace(path, aside)
            sys.stderr.write(
                f"note: {name} {path} is damaged ({exc}); moved it to {aside} and starting a new one\n"
            )
            return _open_checked(path, schema)
    except (OSError, sqlite3.Error) as exc:
        raise StresskitError(
            f"cannot use {name} {path} ({exc}); set STRESSKIT_CACHE_DIR or pass --no-cache"
        ) from exc


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
    def __init__(self, directory: Path, model_key: str) -> None:
        self.model_key = model_key
        self.path = directory / CACHE_FILE
        self.connection = open_cache_database(self.path, SCHEMA, "the parse cache")
        self.vocab = japanese_vocab()

    def load(self, texts: Iterable[str]) -> dict[str, Doc]:
        """The cached Docs among `texts`; texts not in the cache are absent from the result."""
        by_shard: dict[int, list[tuple[int, str]]] = defaultdict(list)
        for text, (shard, position) in self._locations(texts).items():
            by_shard[shard].append((position, text))
        docs: dict[str, Doc] = {}
        for shard, entries in by_shard.items():
            query = "SELECT data, user_data FROM shards WHERE id = ?"
            data, user_data = self.connection.execute(query, (shard,)).fetchone()
            shard_docs = decode_docs(data, user_data, self.vocab)
            for position, text in entries:
                docs[text] = shard_docs[position]
        return docs

    def missing(self, texts: Iterable[str]) -> list[str]:
        """The texts without a cached parse, in the order given."""
        texts = list(texts)
        found = self._locations(texts)
        return [text for text in texts if text not in found]

    def _locations(self, texts: Iterable[str]) -> dict[str, tuple[int, int]]:
        """(shard, position) of each cached text, looked up by the (model, key) primary-key index."""
        wanted = {text_key(text): text for text in texts}
        query = "SELECT key, shard, position FROM docs WHERE model = ? AND key IN"
        return {
            wanted[key]: (shard, position)
            for key, shard, position in rows_by_key(self.connection, query, (self.model_key,), list(wanted))
        }

    def store(self, docs: dict[str, Doc]) -> None:
        self.store_shard(encode_shard(docs))

    def store_shard(self, shard: Shard) -> None:
        """Commit one shard: its Docs are in the cache even if the run stops right after."""
        if not shard.texts:
            return
        with self.connection:
            cursor = self.connection.execute(
                "INSERT INTO shards (data, user_data) VALUES (?, ?)", (shard.data, shard.user_data)
            )
            self.connection.executemany(
                "INSERT OR REPLACE INTO docs (model, key, shard, position) VALUES (?, ?, ?, ?)",
                [(self.model_key, text_key(text), cursor.lastrowid, i) for i, text in enumerate(shard.texts)],
            )


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
