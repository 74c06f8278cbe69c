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
from pathlib import Path

from spacy.tokens import Doc, DocBin
from spacy.vocab import Vocab

from stresskit.errors import StresskitError

# Everything the clause view and the rewrites read; NER and vectors are not needed.
STORED_ATTRS = ["ORTH", "SPACY", "TAG", "POS", "MORPH", "LEMMA", "HEAD", "DEP", "SENT_START"]
# GiNZA keeps its bunsetsu segmentation in Doc.user_data; the other keys are not used.
KEPT_USER_DATA = ("bunsetu_heads", "bunsetu_bi_labels", "bunsetu_position_types")

CACHE_FILE = "parses-v2.sqlite3"
SCHEMA = """
CREATE TABLE IF NOT EXISTS shards (id INTEGER PRIMARY KEY, data BLOB NOT NULL, user_data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS docs (
    model TEXT NOT NULL, key TEXT NOT NULL, shard INTEGER NOT NULL, position INTEGER NOT NULL,
    PRIMARY KEY (model, key)
);
"""


def _open_checked(path: Path) -> sqlite3.Connection:
    """The cache database with its tables, after SQLite's structural check of every page (~5 ms a MB)."""
    # The web app parses on its request threads, one at a time (serve.ExplainServer.lock).
    connection = sqlite3.connect(path, check_same_thread=False)
    try:
        (result,) = connection.execute("PRAGMA quick_check(1)").fetchone()
        if result != "ok":  # e.g. "*** in database main ***\nPage 2: btreeInitPage() returns error code 11"
            raise sqlite3.DatabaseError(f"failed SQLite's check: {result.splitlines()[-1]}")
        connection.executescript(SCHEMA)
    except sqlite3.Error:
        connection.close()
        raise
    return connection


def text_key(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class DocCache:
    def __init__(self, directory: Path, model_key: str) -> None:
        self.model_key = model_key
        self.path = directory / CACHE_FILE
        try:
            directory.mkdir(parents=True, exist_ok=True)
            try:
                self.connection = _open_checked(self.path)
            except sqlite3.DatabaseError as exc:
                # Parses can always be made again: keep the damaged file for a look, start an empty one.
                aside = self.path.with_name(f"{CACHE_FILE}.damaged")
                os.replace(self.path, aside)
                sys.stderr.write(
                    f"note: the parse cache {self.path} is damaged ({exc}); moved it to {aside} "
                    "and starting a new one\n"
                )
                self.connection = _open_checked(self.path)
        except (OSError, sqlite3.Error) as exc:
            raise StresskitError(
                f"cannot use the parse cache {self.path} ({exc}); set STRESSKIT_CACHE_DIR or pass --no-cache"
            ) from exc
        self.vocab = Vocab()

    def load(self, texts: list[str]) -> dict[str, Doc]:
        """The cached Docs among `texts`; texts not in the cache are absent from the result."""
        wanted = {text_key(text): text for text in texts}
        by_shard: dict[int, list[tuple[int, str]]] = defaultdict(list)
        query = "SELECT key, shard, position FROM docs WHERE model = ?"
        for key, shard, position in self.connection.execute(query, (self.model_key,)):
            if key in wanted:
                by_shard[shard].append((position, wanted[key]))
        docs: dict[str, Doc] = {}
        for shard, entries in by_shard.items():
            query = "SELECT data, user_data FROM shards WHERE id = ?"
            data, user_data = self.connection.execute(query, (shard,)).fetchone()
            shard_docs = list(DocBin().from_bytes(data).get_docs(self.vocab))
            for doc, extra in zip(shard_docs, json.loads(user_data), strict=True):
                doc.user_data.update(extra)
            for position, text in entries:
                docs[text] = shard_docs[position]
        return docs

    def store(self, docs: dict[str, Doc]) -> None:
        bin_ = DocBin(attrs=STORED_ATTRS)
        texts = sorted(docs)
        user_data = []
        for text in texts:
            bin_.add(docs[text])
            user_data.append({key: docs[text].user_data[key] for key in KEPT_USER_DATA})
        row = (bin_.to_bytes(), json.dumps(user_data, ensure_ascii=False))
        with self.connection:
            cursor = self.connection.execute("INSERT INTO shards (data, user_data) VALUES (?, ?)", row)
            self.connection.executemany(
                "INSERT OR REPLACE INTO docs (model, key, shard, position) VALUES (?, ?, ?, ?)",
                [(self.model_key, text_key(text), cursor.lastrowid, i) for i, text in enumerate(texts)],
            )
