"""Each premise's outcomes under one Work, kept on disk beside the parse cache.

Rebuilding clause views and matching rules is most of a run whose parses are cached; a run with the same
rules and options reads the outcomes instead. They are keyed by a fingerprint of everything they depend on:
the parser (model and version), the content of every rule file and lexicon behind the tasks, the rules'
variables (the causer candidates), the tasks themselves, --verify, and the source of the stresskit package,
so that an edited rule file or a new stresskit version never reads outcomes made by another. Rule files are
keyed by the content the rule set loaded, the source by what this process imported (source_files.py): a
process whose package files change while it runs stores nothing more, since its outcomes would be filed
under code it does not run. Runs with Python function ops are not cached: a function's behaviour cannot be
fingerprinted.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Iterable, Mapping
from pathlib import Path

from stresskit.cache_files import checksum, note
from stresskit.parsing.doc_cache import open_cache_database, rows_by_key, text_key
from stresskit.rewriting.outcomes import Outcome, decode_outcomes, encode_outcomes
from stresskit.rewriting.sentence import Work
from stresskit.source_files import PACKAGE, changed_since_import, fingerprint

CACHE_FILE = "rewrites-v2.sqlite3"  # v2: each premise's outcomes have a checksum
KEPT_WORKS = 8  # the fingerprints whose outcomes are kept: the most recently used ones
SCHEMA = """
CREATE TABLE IF NOT EXISTS works (work TEXT PRIMARY KEY, used INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS outcomes (
    work TEXT NOT NULL, key TEXT NOT NULL, data TEXT NOT NULL, checksum INTEGER NOT NULL,
    PRIMARY KEY (work, key)
);
"""
# Registers a work as used unless it is registered already (then its place in the order stays).
REGISTER = "INSERT OR IGNORE INTO works VALUES (?, (SELECT COALESCE(MAX(used), 0) + 1 FROM works))"


class RewriteCache:
    """The outcomes of one Work, by premise.

    Outcomes are stored in the same transaction that registers their work: another run's eviction (which
    deletes a work's outcomes with its row, in one transaction) either happened before, and the work is
    registered again, or comes after and deletes both, so no outcome is ever left without its work.
    """

    def __init__(self, directory: Path, work: Work, model_key: str) -> None:
        self.work_key = work_fingerprint(work, model_key)
        self.file = open_cache_database(directory / CACHE_FILE, SCHEMA, "the rewrite cache")
        self.file.write(self._use)

    @classmethod
    def opened(cls, directory: Path, work: Work, model_key: str) -> RewriteCache | None:
        """The cache of `work`'s outcomes; None (said once) when the package's source has changed since this
        process imported it, so that no fingerprint names the code it runs."""
        if fingerprint() is None:
            _source_changed()
            return None
        return cls(directory, work, model_key)

    @property
    def connection(self) -> sqlite3.Connection:
        return self.file.connection

    def _use(self, db: sqlite3.Connection) -> None:
        """Mark this work the most recently used; forget the outcomes of all but the KEPT_WORKS latest."""
        db.execute("DELETE FROM works WHERE work = ?", (self.work_key,))
        db.execute(REGISTER, (self.work_key,))
        stale = "SELECT work FROM works ORDER BY used DESC LIMIT -1 OFFSET ?"
        db.execute(f"DELETE FROM outcomes WHERE work IN ({stale})", (KEPT_WORKS,))
        db.execute(f"DELETE FROM works WHERE work IN ({stale})", (KEPT_WORKS,))

    def missing(self, texts: Iterable[str]) -> list[str]:
        """The texts without cached outcomes, in the order given."""
        texts = list(texts)
        query = "SELECT key FROM outcomes WHERE work = ? AND key IN"
        keys = [text_key(text) for text in texts]
        found = set(
            self.file.read(lambda db: [key for (key,) in rows_by_key(db, query, (self.work_key,), keys)], [])
        )
        return [text for text in texts if text_key(text) not in found]

    def load(self, texts: Iterable[str]) -> dict[str, tuple[Outcome, ...]]:
        """The cached outcomes among `texts`; texts without them are absent from the result. Damaged
        entries are dropped (their premises are rewritten again), with one line saying so."""
        wanted = {text_key(text): text for text in texts}
        query = "SELECT key, data, checksum FROM outcomes WHERE work = ? AND key IN"
        rows = self.file.read(lambda db: list(rows_by_key(db, query, (self.work_key,), list(wanted))), [])
        found: dict[str, tuple[Outcome, ...]] = {}
        damaged: dict[str, str] = {}
        for key, data, stored in rows:
            try:
                if checksum(self.work_key, key, data) != stored or key not in wanted:
                    raise ValueError("checksum mismatch")
                found[wanted[key]] = decode_outcomes(data)
            except Exception as exc:  # whatever fails to decode is damage
                damaged[key] = str(exc).splitlines()[0][:100] if str(exc) else type(exc).__name__
        if damaged:
            self.file.write(
                lambda db: db.executemany(
                    "DELETE FROM outcomes WHERE work = ? AND key = ?",
                    [(self.work_key, key) for key in damaged],
                )
            )
            problems = ", ".join(sorted(set(damaged.values())))
            self.file.dropped(len(damaged), problems, "rewriting the premises again")
        return found

    def store(self, results: Mapping[str, tuple[Outcome, ...]]) -> None:
        """Store the outcomes, unless the package's source has changed since this process imported it (then
        they were made by code its fingerprint no longer names, maybe workers spawned after the change)."""
        if changed_since_import():
            _source_changed()
            return
        rows = []
        for text, found in results.items():
            key, data = text_key(text), encode_outcomes(found)
            rows.append((self.work_key, key, data, checksum(self.work_key, key, data)))

        def insert(db: sqlite3.Connection) -> None:
            db.execute(REGISTER, (self.work_key,))  # evicted by another run since: registered again
            db.executemany("INSERT OR REPLACE INTO outcomes VALUES (?, ?, ?, ?)", rows)

        self.file.write(insert)


def cacheable(work: Work) -> bool:
    return all(task.function is None for task in work.tasks)


def work_fingerprint(work: Work, model_key: str) -> str:
    ops = [task.op for task in work.tasks]
    described = {
        "code": fingerprint(),
        "model": model_key,
        "rule_files": [work.rules.digest(path) for path in work.rules.files(ops)],
        "variables": {op: dict(sorted(work.rules.ops[op].variables.items())) for op in dict.fromkeys(ops)},
        "tasks": [(task.op, task.pair) for task in work.tasks],
        "verify": work.verify,
        # A strict run must meet the error again, not read the skip a lenient run stored.
        "strict": work.strict,
    }
    return hashlib.sha256(json.dumps(described, ensure_ascii=False, sort_keys=True).encode()).hexdigest()


_said: list[bool] = []  # whether this process said that its source changed


def _source_changed() -> None:
    if not _said:
        _said.append(True)
        note(
            f"stresskit's source changed since this process started ({PACKAGE}); "
            "its rewrites are not stored in the rewrite cache"
        )
