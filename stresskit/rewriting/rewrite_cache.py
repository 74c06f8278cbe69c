"""Each premise's outcomes under one Work, kept on disk beside the parse cache.

Rebuilding clause views and matching rules is most of a run whose parses are cached; a run with the same
rules and options reads the outcomes instead. They are keyed by a fingerprint of everything they depend on:
the parser (model and version), the content of every rule file and lexicon behind the tasks, the rules'
variables (the causer candidates), the tasks themselves, --verify, and the source of the stresskit package,
so that an edited rule file or a new stresskit version never reads outcomes made by another. Runs with
Python function ops are not cached: a function's behaviour cannot be fingerprinted.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path

from stresskit.parsing.doc_cache import open_cache_database, rows_by_key, text_key
from stresskit.rewriting.outcomes import Outcome, decode_outcomes, encode_outcomes
from stresskit.rewriting.sentence import Work
from stresskit.rules.files import sha256_of

CACHE_FILE = "rewrites-v1.sqlite3"
KEPT_WORKS = 8  # the fingerprints whose outcomes are kept: the most recently used ones
SCHEMA = """
CREATE TABLE IF NOT EXISTS works (work TEXT PRIMARY KEY, used INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS outcomes (
    work TEXT NOT NULL, key TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (work, key)
);
"""


class RewriteCache:
    """The outcomes of one Work, by premise."""

    def __init__(self, directory: Path, work: Work, model_key: str) -> None:
        self.work_key = work_fingerprint(work, model_key)
        self.connection = open_cache_database(directory / CACHE_FILE, SCHEMA, "the rewrite cache")
        with self.connection:
            (latest,) = self.connection.execute("SELECT COALESCE(MAX(used), 0) FROM works").fetchone()
            self.connection.execute("INSERT OR REPLACE INTO works VALUES (?, ?)", (self.work_key, latest + 1))
            stale = "SELECT work FROM works ORDER BY used DESC LIMIT -1 OFFSET ?"
            self.connection.execute(f"DELETE FROM outcomes WHERE work IN ({stale})", (KEPT_WORKS,))
            self.connection.execute(f"DELETE FROM works WHERE work IN ({stale})", (KEPT_WORKS,))

    def missing(self, texts: Iterable[str]) -> list[str]:
        """The texts without cached outcomes, in the order given."""
        texts = list(texts)
        query = "SELECT key FROM outcomes WHERE work = ? AND key IN"
        keys = [text_key(text) for text in texts]
        found = {key for (key,) in rows_by_key(self.connection, query, (self.work_key,), keys)}
        return [text for text in texts if text_key(text) not in found]

    def load(self, texts: Iterable[str]) -> dict[str, tuple[Outcome, ...]]:
        """The cached outcomes among `texts`; texts without them are absent from the result."""
        wanted = {text_key(text): text for text in texts}
        query = "SELECT key, data FROM outcomes WHERE work = ? AND key IN"
        return {
            wanted[key]: decode_outcomes(data)
            for key, data in rows_by_key(self.connection, query, (self.work_key,), list(wanted))
        }

    def store(self, results: Mapping[str, tuple[Outcome, ...]]) -> None:
        with self.connection:
            self.connection.executemany(
                "INSERT OR REPLACE INTO outcomes VALUES (?, ?, ?)",
                [(self.work_key, text_key(text), encode_outcomes(found)) for text, found in results.items()],
            )


def cacheable(work: Work) -> bool:
    return all(task.function is None for task in work.tasks)


def work_fingerprint(work: Work, model_key: str) -> str:
    ops = [task.op for task in work.tasks]
    described = {
        "code": source_fingerprint(),
        "model": model_key,
        "rule_files": [sha256_of(path) for path in work.rules.files(ops)],
        "variables": {op: dict(sorted(work.rules.ops[op].variables.items())) for op in dict.fromkeys(ops)},
        "tasks": [(task.op, task.pair) for task in work.tasks],
        "verify": work.verify,
    }
    return hashlib.sha256(json.dumps(described, ensure_ascii=False, sort_keys=True).encode()).hexdigest()


@cache
def source_fingerprint() -> str:
    """A hash of the stresskit package's Python source and its data files (the clause view's word lists,
    the conjugation table): any change to them makes new outcomes."""
    package = Path(__file__).resolve().parents[1]  # stresskit/
    digest = hashlib.sha256()
    for path in sorted([*package.rglob("*.py"), *(package / "data").glob("*.yaml")]):
        digest.update(path.relative_to(package).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()
