"""Read and write the tables the toolkit works on: TSV (JSICK's layout, the default), CSV and JSONL."""

import atexit
import codecs
import csv
import errno
import glob
import io
import json
import math
import os
import re
import secrets
import shutil
import stat
import sys
import tempfile
import time
from collections import Counter, deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, TextIO, TypeVar, cast, get_args

from stresskit.errors import StresskitError, key
from stresskit.spill import SpilledMap

T = TypeVar("T")
TableFormat = Literal["tsv", "csv", "jsonl"]
FORMATS: tuple[str, ...] = get_args(TableFormat)
_BY_EXTENSION: dict[str, TableFormat] = {
    ".tsv": "tsv",
    ".txt": "tsv",
    ".csv": "csv",
    ".jsonl": "jsonl",
    ".ndjson": "jsonl",
}
_TSV_UNSAFE = re.compile(r"[\t\r\n]")  # what a TSV value can hold only quoted
_CSV_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)")


@dataclass(frozen=True)
class Table:
    """Column names in file order, and one column-to-value dict per data row (every value a str).

    `line_numbers`, for a table read from a file, holds the line each row starts on, for messages.
    """

    columns: list[str]
    rows: list[dict[str, str]]
    line_numbers: list[int] | None = field(default=None, compare=False)  # where rows came from, not data


def format_for(path: str | Path | None, explicit: str | None) -> TableFormat:
    """The format named by `explicit` if given, else the one the file extension implies (TSV by default)."""
    if explicit is not None:
        if explicit.lower() not in FORMATS:
            raise StresskitError(f"Unknown table format '{explicit}' — use one of: {', '.join(FORMATS)}.")
        return cast(TableFormat, explicit.lower())
    if path is None:
        return "tsv"
    return _BY_EXTENSION.get(Path(path).suffix.lower(), "tsv")


def output_format(path: str | Path | None, explicit: str | None) -> TableFormat:
    """Like `format_for`, but an unknown extension is refused: out.xlsx must not silently hold TSV."""
    suffix = Path(path).suffix.lower() if path is not None else ""
    if explicit is None and suffix and suffix not in _BY_EXTENSION:
        *others, last = _BY_EXTENSION
        raise StresskitError(
            f"Unknown extension '{suffix}' of {path} — name the file {', '.join(others)} or {last}, "
            f"or give {key('outputs.format')}."
        )
    return format_for(path, explicit)


def read_table(
    path: str | Path,
    required_columns: Sequence[str] = (),
    fmt: str | None = None,
    *,
    hint: str = "",
) -> Table:
    """Read a whole table; `hint` replaces the generic advice when a required column is missing."""
    source = TableFile(path, required_columns, fmt, hint=hint)
    numbered = list(source.numbered_rows())
    return Table(source.columns, [row for _, row in numbered], [number for number, _ in numbered])


class TableFile:
    """A table file read as a stream: the header when opened, the rows on demand, each pass re-reading the file.

    Opening checks the header (and reads a JSONL file once for its columns, the union of its records' keys);
    a bad row is reported when a pass reaches it, so a caller that must not fail half-way reads one pass
    (e.g. `count` its distinct premises) before it starts writing.
    """

    def __init__(
        self,
        path: str | Path,
        required_columns: Sequence[str] = (),
        fmt: str | None = None,
        *,
        hint: str = "",
    ) -> None:
        self.name = input_name(path)
        self.path = readable_path(path)
        self.format = format_for(path, fmt)
        if not any(line.strip() for _, line in _lines(self.path, self.name)):
            raise StresskitError(f"{self.name} is empty — give a table with a header line and data rows.")
        if self.format == "jsonl":
            columns: dict[str, None] = {}  # an insertion-ordered set
            for _, record in self._jsonl_records():
                columns.update(dict.fromkeys(record))
            self.columns = list(columns)
        else:
            self.columns = _header(next(iter(self._records())), self.name)
        require_columns(self, required_columns, self.name, hint or "check the column names.")

    def rows(self) -> Iterator[dict[str, str]]:
        """Every data row, in file order, as a column-to-value dict with every column present."""
        return (row for _, row in self.numbered_rows())

    def numbered_rows(self) -> Iterator[tuple[int, dict[str, str]]]:
        """Every data row with the line it starts on."""
        if self.format == "jsonl":
            # Records may leave keys out; a table has every column in every row, so those read as empty.
            for number, record in self._jsonl_records():
                yield number, {column: record.get(column, "") for column in self.columns}
            return
        records = self._records()
        next(records)  # the header
        for number, fields in records:
            if len(fields) != len(self.columns):
                raise StresskitError(
                    f"{self.name}, line {number}: expected {len(self.columns)} fields (as in the header), "
                    f"found {len(fields)} — every row needs one field per column, empty ones included."
                )
            yield number, dict(zip(self.columns, fields, strict=True))

    def _records(self) -> Iterator[tuple[int, list[str]]]:
        if self.format == "tsv":
            # Only truly empty lines are blank: an all-empty row of a JSICK file is a line of bare tabs.
            records, blank_record = _tsv_records(self.path, self.name), [""]
        else:
            records, blank_record = self._csv_records(), []
        # Blank records at the end of the file are dropped; inside the data they are rows (and errors).
        blank: list[tuple[int, list[str]]] = []
        for number, fields in records:
            if fields == blank_record:
                blank.append((number, fields))
                continue
            yield from blank
            blank.clear()
            yield number, fields

    def _csv_records(self) -> Iterator[tuple[int, list[str]]]:
        # strict: a stray or unclosed quote is an error instead of silently swallowing the rest of the file.
        reader = csv.reader(_csv_lines(self.path, self.name), strict=True)
        start = 1  # a quoted value may span lines; errors name the line where its record starts
        try:
            for fields in reader:
                yield start, fields
                start = reader.line_num + 1
        except csv.Error as error:
            raise StresskitError(f"{self.name}, line {start}: {error} — fix the CSV quoting.") from error

    def _jsonl_records(self) -> Iterator[tuple[int, dict[str, str]]]:
        for number, line in _lines(self.path, self.name):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as error:
                raise StresskitError(
                    f"{self.name}, line {number} is not valid JSON ({error.msg} at column {error.colno}) — "
                    "each line must hold one JSON object."
                ) from error
            except RecursionError as error:
                raise StresskitError(
                    f"{self.name}, line {number} is not valid JSON (nested too deeply) — "
                    "each line must hold one JSON object."
                ) from error
            if not isinstance(record, dict):
                raise StresskitError(
                    f"{self.name}, line {number} is not a JSON object — each line must hold one {{...}} record."
                )
            values = {key: _jsonl_value(value) for key, value in record.items()}
            for text in (*values, *values.values()):
                try:
                    text.encode("utf-8")
                except UnicodeEncodeError as error:
                    raise StresskitError(
                        f"{self.name}, line {number} is not valid JSON text: it escapes a lone surrogate "
                        f"(\\u{ord(text[error.start]):04x}), which is not a character — fix or drop that value."
                    ) from None
            yield number, values


def text_lines(path: str | Path) -> Iterator[str]:
    """The lines of a UTF-8 text file (a .txt of sentences) as str.splitlines() splits them, read as a stream,
    with the checks and messages of read_table."""
    for _, line in _lines(readable_path(path), input_name(path)):
        yield from f"{line}\n".splitlines()


STDIN = "-"  # as an input path: standard input
_SPILLED: dict[str, Path] = {}  # one-pass inputs already copied, by the path given


def input_name(path: str | Path) -> str:
    """How messages name an input: its path as given, "stdin" for `-`."""
    return "stdin" if str(path) == STDIN else str(path)


def readable_path(path: str | Path) -> Path:
    """A path that can be read more than once: the file itself, or, for `-` (stdin), a pipe, a FIFO or a
    process substitution (`<(…)`), a temporary copy of it made once (readers make two passes: one for the
    premises to parse, one for the rows). The copies are deleted when the process exits."""
    given = Path(path)
    if str(path) != STDIN:
        try:
            mode = given.stat().st_mode
        except OSError:
            return given  # reading it names the problem
        if stat.S_ISREG(mode) or stat.S_ISDIR(mode):
            return given
    # stdin is read once per stream (a test harness may swap sys.stdin between commands in one process).
    key = f"{path}\0{id(sys.stdin)}" if str(path) == STDIN else str(path)
    if key not in _SPILLED:
        _SPILLED[key] = _spill(path)
    return _SPILLED[key]


def _spill(path: str | Path) -> Path:
    name = input_name(path)
    copy: Path | None = None
    try:
        with tempfile.NamedTemporaryFile("wb", prefix="stresskit-input-", delete=False) as out:
            copy = Path(out.name)
            atexit.register(copy.unlink, missing_ok=True)
            if str(path) == STDIN:
                shutil.copyfileobj(sys.stdin.buffer, out, 1 << 20)
            else:
                with open(path, "rb") as source:
                    shutil.copyfileobj(source, out, 1 << 20)
    except OSError as error:
        if copy is not None:
            copy.unlink(missing_ok=True)
        where = tempfile.gettempdir()
        raise StresskitError(
            f"cannot keep a copy of {name} in {where} ({error.strerror or error}) — "
            "set TMPDIR to a directory with room, or give a regular file."
        ) from error
    return copy


def chunks(rows: Iterable[T], size: int) -> Iterator[list[T]]:
    """The rows in lists of `size` (the last one shorter), for a stream read and written chunk by chunk."""
    chunk: list[T] = []
    for row in rows:
        chunk.append(row)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def require_columns(table: Table | TableFile, required: Sequence[str], name: str, advice: str) -> None:
    """Fail naming the missing columns and the ones `table` has, followed by `advice` (or, for a TSV file whose
    header holds the columns separated by commas, the advice to read it as CSV)."""
    missing = [column for column in required if column not in table.columns]
    if missing:
        label = "column" if len(missing) == 1 else "columns"
        names = ", ".join(f"'{shown(column, 60)}'" for column in missing)
        have = shown(", ".join(shown(column, 60) for column in table.columns), 300) or "none"
        if _comma_separated(table, required):
            advice = (
                "it looks comma-separated: rename it to .csv (a .tsv or .txt file is read as tab-separated)."
            )
        raise StresskitError(f"{name} has no {label} {names} (columns: {have}); {advice}")


def _comma_separated(table: Table | TableFile, required: Sequence[str]) -> bool:
    """A TSV header of one tab-free field that, split at commas, has several names, the required ones among them."""
    if not isinstance(table, TableFile) or table.format != "tsv" or len(table.columns) != 1:
        return False
    names = [name.strip().strip('"') for name in table.columns[0].split(",")]
    return len(names) > 1 and all(column in names for column in required)


def shown(text: str, limit: int = 100, *, quote: bool = False) -> str:
    """`text` as an error line may echo it: at most `limit` characters, then "…" and how long it was — a
    20 MB one-line file must not come back whole in a one-line error. `quote`: the echoed part in Python
    quotes, the length outside them ('abc…' (2,000 characters))."""
    cut = text if len(text) <= limit else text[:limit] + "…"
    echoed = repr(cut) if quote else cut
    return echoed if len(text) <= limit else f"{echoed} ({len(text):,} characters)"


def require_unique(table: Table, key: Sequence[str], name: str, advice: str) -> None:
    """Fail naming the first value of the `key` columns that two rows share, and where they are.

    Tables without all the `key` columns, and rows whose first key column is empty, are not checked.
    """
    lines = table.line_numbers
    with UniqueRows(table.columns, key, name, advice, lines=lines is not None) as unique:
        for position, row in zip(lines or range(1, len(table.rows) + 1), table.rows, strict=True):
            unique.see(row, position)


class UniqueRows:
    """`require_unique` for rows that stream by: `see` each row with its line (`lines`) or row number.

    The values seen are kept in a temporary file (`SpilledMap`), so memory stays flat.
    """

    def __init__(
        self, columns: Sequence[str], key: Sequence[str], name: str, advice: str, *, lines: bool = True
    ) -> None:
        self.key, self.name, self.advice, self.lines = key, name, advice, lines
        self._seen = SpilledMap() if all(column in columns for column in key) else None

    def __enter__(self) -> "UniqueRows":
        return self

    def __exit__(self, *exc: object) -> None:
        if self._seen is not None:
            self._seen.close()

    def see(self, row: Mapping[str, str], position: int) -> None:
        if self._seen is None:
            return
        value = [row[column] for column in self.key]
        if not value[0]:
            return
        first = int(self._seen.setdefault(json.dumps(value, ensure_ascii=False), str(position)))
        if first != position:
            described = ", ".join(
                f"{column} {shown(part, quote=True)}" for column, part in zip(self.key, value, strict=True)
            )
            where = f"{'lines' if self.lines else 'rows'} {first} and {position}"
            raise StresskitError(f"{self.name} has {described} more than once ({where}): {self.advice}")


def refuse_overwriting_inputs(
    outputs: Sequence[str | Path | None], inputs: Sequence[str | Path | None]
) -> None:
    """Fail if an output path names one of the input files: writing it would destroy the input."""
    for output in outputs:
        for source in inputs:
            if output is not None and source is not None and _same_file(Path(output), Path(source)):
                raise StresskitError(
                    f"the output {output} is the input file {source}: writing it would replace the input — "
                    "choose another output file."
                )


def _same_file(a: Path, b: Path) -> bool:
    if a.resolve() == b.resolve():
        return True
    # Hard links and other spellings that resolve() cannot see.
    return a.exists() and b.exists() and os.path.samefile(a, b)


STDOUT = "-"  # `-o -`: standard output, as for most Unix tools


def is_stdout(path: str | Path | None) -> bool:
    """True when `path` means standard output: None (no -o) or "-"."""
    return path is None or str(path) == STDOUT


def write_table(table: Table, path: str | Path | None, fmt: str | None = None) -> None:
    """Write `table` to `path` (stdout when None or "-"), replacing the file only once the new one is complete."""
    write_rows(table.columns, table.rows, path, fmt)


def write_rows(
    columns: Sequence[str], rows: Iterable[dict[str, str]], path: str | Path | None, fmt: str | None = None
) -> None:
    """Write rows as they come (a stream): to stdout when `path` is None or "-", else to a temporary file
    renamed onto `path` once the last row is written (see `write_atomically`)."""
    if is_stdout(path):
        _write_stdout(lambda out: _write_rows(columns, rows, output_format(None, fmt), out))
        return
    resolved = output_format(path, fmt)
    write_atomically(path, lambda out: _write_rows(columns, rows, resolved, out))


def write_text(path: str | Path | None, text: str) -> None:
    """Write a text file (a report), replacing `path` only once the new content is complete ("-": stdout)."""
    if is_stdout(path):
        _write_stdout(lambda out: out.write(text))
        return
    write_atomically(path, lambda out: out.write(text))


def check_writable(path: str | Path | None) -> None:
    """Fail now if `path` (None or "-": stdout) cannot be written, so that no work is done for output that
    would be lost.

    Creates and removes a probe file beside it: permission bits alone do not tell (root, read-only mounts).
    A special file (/dev/null, a named pipe) is written in place, so only its permission is checked.
    """
    if is_stdout(path):
        return
    target = _checked_target(path)
    if _is_special(target):
        if not os.access(target, os.W_OK):
            raise _cannot_write(path, PermissionError(errno.EACCES, os.strerror(errno.EACCES)))
        return
    _probe(target, path)


def check_writable_directory(path: str | Path) -> None:
    """Fail now if directory `path` cannot be created or written (a model directory such as baseline train's)."""
    directory = Path(path)
    if directory.exists() and not directory.is_dir():
        raise StresskitError(f"Cannot write {path}: it is a file — give a directory.")
    existing = next(parent for parent in (directory, *directory.parents) if parent.exists())
    _probe(existing / "probe", path)


def _probe(target: Path, path: str | Path) -> None:
    """Create and remove a file beside `target`; a failure names `path`, the file the user gave."""
    probe = _temporary_beside(target)
    try:
        with open(probe, "x", encoding="utf-8"):
            pass
    except OSError as error:
        raise _cannot_write(path, error) from error
    finally:
        _remove_quietly(probe)


def _checked_target(path: str | Path) -> Path:
    """The file that writing `path` changes: a symbolic link is followed (the link stays, its target is
    replaced), and its directory must exist."""
    target = Path(os.path.realpath(path))
    if target.is_dir():
        raise StresskitError(f"Cannot write {path}: it is a directory — give a file name.")
    if not target.parent.is_dir():
        raise StresskitError(
            f"Cannot write {path}: directory {target.parent} does not exist — create it first."
        )
    return target


def _is_special(target: Path) -> bool:
    """A device, named pipe or socket: it must be written in place, never replaced by a regular file."""
    try:
        mode = target.stat().st_mode
    except OSError:
        return False  # a new file
    return not stat.S_ISREG(mode)


def _temporary_beside(target: Path) -> Path:
    # The writing process's id is in the name, so a later run can tell a killed run's file from a live one's.
    return target.with_name(f".{target.name}.{os.getpid()}-{secrets.token_hex(8)}.tmp")


STALE_SECONDS = 24 * 3600  # a temporary file without a process id (older versions) is stale after a day


def sweep_stale_temporaries(target: Path) -> int:
    """Remove the temporary files earlier runs left beside `target` when killed: only ours (named
    `.<name>.<pid>-<16 hex>.tmp`, or `.<name>.<16 hex>.tmp` by older versions), and only when the process
    that wrote one is gone (or, without a process id, when it is a day old). Returns how many went."""
    pattern = re.compile(rf"\.{re.escape(target.name)}\.(?:(\d+)-)?[0-9a-f]{{16}}\.tmp")
    removed = 0
    try:
        candidates = list(target.parent.glob(f".{glob.escape(target.name)}.*.tmp"))
    except OSError:
        return 0
    for path in candidates:
        match = pattern.fullmatch(path.name)
        if match is None:
            continue
        try:
            if match[1] is not None:
                if _alive(int(match[1])):
                    continue
            elif time.time() - path.lstat().st_mtime < STALE_SECONDS:
                continue
            path.unlink()
            removed += 1
        except OSError:
            continue  # gone already, or not ours to remove
    return removed


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except (ProcessLookupError, OverflowError):  # no such process (or no such process id)
        return False
    except PermissionError:
        return True  # another user's process: alive
    return True


def _remove_quietly(path: Path) -> None:
    """Remove a temporary file if it is there. Clean-up must never hide the error that caused it: on a
    read-only file system even unlinking a file that does not exist fails (EROFS)."""
    try:
        path.unlink(missing_ok=True)
    except OSError:
        pass


def _cannot_write(path: str | Path, error: OSError) -> StresskitError:
    if error.errno == errno.ENOSPC:
        return StresskitError(f"Cannot write {path}: disk full — free some space or write elsewhere.")
    if error.errno == errno.EROFS:
        return StresskitError(f"Cannot write {path}: read-only file system — write elsewhere.")
    return StresskitError(
        f"Cannot write {path} ({error.strerror or error}) — check the path and its permissions."
    )


class OutputSet:
    """The files one command writes, committed together: each is written to its temporary file, and only
    when the command has succeeded are they all renamed onto their names (`commit`). A command that fails
    half-way (a report that cannot be written, Ctrl-C) leaves every one of its outputs as it was.

    Use `output_set()`; while it is open, `write_atomically` (and so every writer here) joins it.
    """

    def __init__(self) -> None:
        self._pending: dict[Path, tuple[Path, str | Path]] = {}  # target -> (temporary, name given)

    def add(self, temporary: Path, target: Path, name: str | Path) -> None:
        earlier = self._pending.pop(target, None)
        if earlier is not None:  # the same file written twice: the last content wins
            _remove_quietly(earlier[0])
        self._pending[target] = (temporary, name)

    def commit(self) -> None:
        """Rename every temporary file onto its target, in the order they were written."""
        while self._pending:
            target, (temporary, name) = next(iter(self._pending.items()))
            try:
                _replace(temporary, target)
            except OSError as error:
                raise _cannot_write(name, error) from error
            del self._pending[target]

    def discard(self) -> None:
        for temporary, _ in self._pending.values():
            _remove_quietly(temporary)
        self._pending.clear()


_open_sets: list[OutputSet] = []


@contextmanager
def output_set() -> Iterator[OutputSet]:
    """Collect every file written inside the block and rename them all at its end; on an exception none is.

    Nested blocks join the outermost one.
    """
    if _open_sets:
        yield _open_sets[0]
        return
    outputs = OutputSet()
    _open_sets.append(outputs)
    try:
        yield outputs
        outputs.commit()
    finally:
        _open_sets.remove(outputs)
        outputs.discard()


def write_atomically(path: str | Path, write: Callable[[Any], object], *, binary: bool = False) -> None:
    """Run `write` on a temporary file beside `path` (a UTF-8 text file, or a binary one with `binary`),
    then rename it onto `path`: never a half-written file.

    Inside `output_set()` the rename waits for the end of the set. A symbolic link is followed and its
    target replaced; a special file (/dev/null, /dev/full, a named pipe) is written in place.
    """
    target = _checked_target(path)
    text: dict[str, Any] = {} if binary else {"encoding": "utf-8", "newline": ""}
    if _is_special(target):
        try:
            with open(target, "wb" if binary else "w", **text) as out:
                write(out)
        except OSError as error:
            raise _cannot_write(path, error) from error
        return
    swept = sweep_stale_temporaries(target)
    if swept:
        files = "file" if swept == 1 else "files"
        sys.stderr.write(f"note: removed {swept} temporary {files} that killed runs left beside {path}\n")
    temporary: Path | None = _temporary_beside(target)
    try:
        # open(..., "x") gives the file the usual umask permissions (tempfile.mkstemp would give 0600).
        with open(temporary, "xb" if binary else "x", **text) as out:
            write(out)
        if _open_sets:
            _open_sets[0].add(temporary, target, path)
            temporary = None  # the set owns it now
            return
        _replace(temporary, target)
    except OSError as error:
        raise _cannot_write(path, error) from error
    finally:
        # After a successful os.replace() the temporary name is gone and this does nothing.
        if temporary is not None:
            _remove_quietly(temporary)


def _replace(temporary: Path, target: Path) -> None:
    if target.exists():
        # Overwriting in place would have kept the file's mode; the replacement should too.
        shutil.copymode(target, temporary)
    os.replace(temporary, target)


def _lines(path: Path, name: str) -> Iterator[tuple[int, str]]:
    """The file's lines, numbered from 1, decoded as UTF-8 without their "\n" (and without a BOM)."""
    if path.is_dir():
        raise StresskitError(f"{name} is a directory, not a file — give the path of a table file.")
    try:
        handle = path.open("rb")
    except FileNotFoundError as error:
        raise StresskitError(f"No such file: {name} — check the path.") from error
    except OSError as error:
        raise StresskitError(
            f"Cannot read {name} ({error.strerror or error}) — check its permissions."
        ) from error
    with handle:
        for number, raw in enumerate(handle, start=1):
            if (number == 1 and raw.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE))) or (
                b"\0" in raw and _looks_like_utf16(path.read_bytes())
            ):
                raise StresskitError(
                    f"{name} is UTF-16 text, not UTF-8 — save it as UTF-8 (e.g. iconv -f UTF-16 -t UTF-8) first."
                )
            if b"\0" in raw:
                raise StresskitError(
                    f"{name} is not a UTF-8 text table (it contains NUL bytes) — give a TSV, CSV or JSONL file."
                )
            try:
                # utf-8-sig drops a BOM (as Excel writes) that would otherwise stick to the first column name.
                line = raw.decode("utf-8-sig" if number == 1 else "utf-8")
            except UnicodeDecodeError as error:
                raise StresskitError(
                    f"{name} is not a UTF-8 text table (undecodable bytes on line {number}) — "
                    "convert it to UTF-8 (e.g. from Shift_JIS) first."
                ) from error
            yield number, line.removesuffix("\n")


def _looks_like_utf16(data: bytes) -> bool:
    """A UTF-16 byte-order mark, or NUL bytes in data that decodes as UTF-16 lines without NUL characters
    (ASCII in UTF-16 is every other byte NUL); a binary file rarely passes both."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return True
    if b"\0" not in data or len(data) % 2:
        return False
    for codec in ("utf-16-le", "utf-16-be"):
        try:
            text = data.decode(codec)
        except UnicodeDecodeError:
            continue
        if "\0" not in text and "\n" in text:
            return True
    return False


def _tsv_records(path: Path, name: str) -> Iterator[tuple[int, list[str]]]:
    """Records of a TSV file: a tab always separates and a line break always ends a record (JSICK fields hold
    '"' literally), except in a field quoted as this module writes one holding a tab or a line break
    ("a<newline>b" with "" for a quote). Quoting is read only where the plain reading cannot be right (the
    wrong number of fields, or an odd number of quotes: one left open) and reading it gives the header's
    number of fields, so a JSICK row with its literal quotes is read as it always was.
    A quoted "\r\n" inside a value is read back as "\n".
    """
    lines = _tsv_lines(path, name)
    pending: deque[tuple[int, str]] = deque()  # lines read ahead for a quoted field that was not one

    def next_line() -> tuple[int, str] | None:
        return pending.popleft() if pending else next(lines, None)

    width: int | None = None
    while (item := next_line()) is not None:
        number, line = item
        # A trailing "\r" is a Windows line ending, never data (a value holding one is quoted).
        fields = line.removesuffix("\r").split("\t")
        if width is None:
            width = len(fields)
        elif '"' in line and (len(fields) != width or line.count('"') % 2):
            # Too few or too many fields, or a quote left open at the end of the line: a quoted value?
            quoted, read_ahead = _quoted_record(line, next_line, width)
            if quoted is not None:
                fields = quoted
            else:
                pending.extendleft(reversed(read_ahead))
        yield number, fields


_MAX_QUOTED_LINES = 1000  # how far a quoted field may span before the quote is taken as a literal '"'


def _quoted_record(
    first: str, next_line: Callable[[], tuple[int, str] | None], width: int
) -> tuple[list[str] | None, list[tuple[int, str]]]:
    """The record that starts with line `first` read with quoting (joining the next lines while a quote is
    open), if that gives `width` fields; else None. Also returns the lines it read ahead."""
    text, read_ahead = first.removesuffix("\r"), []
    while len(read_ahead) < _MAX_QUOTED_LINES:
        try:
            records = list(csv.reader(io.StringIO(text, newline=""), delimiter="\t", strict=True))
        except csv.Error as error:
            if "unexpected end of data" not in str(error):
                break  # e.g. text after a closing quote: the quote is a literal one
            following = next_line()  # a quote still open at the end: the record goes on on the next line
            if following is None:
                break
            read_ahead.append(following)
            text += "\n" + following[1].removesuffix("\r")
            continue
        if len(records) == 1 and len(records[0]) == width:
            return records[0], read_ahead
        break
    return None, read_ahead


def _tsv_lines(path: Path, name: str) -> Iterator[tuple[int, str]]:
    """The numbered lines of a TSV file without their line endings. A trailing "\r" is a Windows line ending,
    never data. A file saved with old Mac line endings ("\r" alone) has no "\n": its first line holds every
    "\r", and each ends a line."""
    number, mac = 0, None
    for _, line in _lines(path, name):
        line = line.removesuffix("\r")
        if mac is None:
            mac = "\r" in line
        for part in line.split("\r") if mac else (line,):
            number += 1
            yield number, part


def _csv_lines(path: Path, name: str) -> Iterator[str]:
    # As a file opened with newline="": "\r\n", "\r" and "\n" each end a line and stay on it.
    for _, line in _lines(path, name):
        yield from _CSV_LINE.findall(line + "\n")


def _header(record: tuple[int, list[str]], name: str) -> list[str]:
    _, columns = record
    if not "".join(columns).strip():
        raise StresskitError(f"{name} has no header: line 1 is blank — put the column names on line 1.")
    duplicates = [column for column, count in Counter(columns).items() if count > 1]
    if duplicates:
        names = shown(", ".join(f"'{column}'" for column in duplicates))
        raise StresskitError(
            f"{name} has duplicate column names in its header: {names} — give each column its own name."
        )
    return columns


def _jsonl_value(value: object) -> str:
    if isinstance(value, str):
        return value
    if value is None:
        return ""
    if isinstance(value, dict | list):
        # Nested data (e.g. MNLI's annotator_labels) is carried along as its JSON text, not refused.
        return json.dumps(value, ensure_ascii=False)
    return str(value)


def _write_stdout(write: Callable[[TextIO], object]) -> None:
    sys.stdout.flush()
    # Bypass the text layer: its encoding follows the locale (cp932 on Japanese Windows) and it may
    # translate "\n", but stdout must carry the same UTF-8 bytes as a file.
    out = io.TextIOWrapper(sys.stdout.buffer, encoding="utf-8", newline="")
    try:
        write(out)
        out.flush()
    finally:
        out.detach()  # leave sys.stdout open


def _write_rows(
    columns: Sequence[str], rows: Iterable[dict[str, str]], fmt: TableFormat, out: TextIO
) -> None:
    if fmt == "jsonl":
        _write_jsonl(columns, rows, out)
        return
    line = _tsv_line if fmt == "tsv" else _csv_line_maker()
    if fmt == "tsv":
        # The header is read before any row says how many fields there are, so it cannot be quoted: a tab or
        # line break in a column name becomes a space.
        out.write("\t".join(_TSV_UNSAFE.sub(" ", column) for column in columns) + "\n")
    else:
        out.write(line(list(columns)))
    for row in rows:
        out.write(line([str(row[column]) for column in columns]))


def _write_jsonl(columns: Sequence[str], rows: Iterable[dict[str, str]], out: TextIO) -> None:
    # A column's JSON type depends on all its values, so the rows go to a spill file first (memory stays
    # flat on a stream of any length), and are written once every column's type is known.
    kinds = {column: _ColumnKind() for column in columns}
    with tempfile.TemporaryFile("w+", encoding="utf-8") as spill:
        for row in rows:
            values = [str(row[column]) for column in columns]
            for column, value in zip(columns, values, strict=True):
                kinds[column].see(value)
            spill.write(json.dumps(values, ensure_ascii=False) + "\n")
        typers = [kinds[column].typer() for column in columns]
        spill.seek(0)
        for line in spill:
            values = json.loads(line)
            record = {c: typer(v) for c, typer, v in zip(columns, typers, values, strict=True)}
            out.write(json.dumps(record, ensure_ascii=False) + "\n")


class _ColumnKind:
    """How a column's values are written in JSONL, decided per column so that a column has one type.

    Values are text (as TSV has them); a column whose every non-empty value is True/False (mod_A, verified)
    is written as JSON booleans, one whose every non-empty value is a number in JSON's own spelling
    (pair_ID, scores) as numbers, with null for its empty values. Reading gives back the same text.
    """

    def __init__(self) -> None:
        self.filled = False
        self.booleans = True
        self.numbers = True

    def see(self, value: str) -> None:
        if value:
            self.filled = True
            self.booleans = self.booleans and value in _BOOLEANS
            self.numbers = self.numbers and _is_json_number(value)

    def typer(self) -> Callable[[str], object]:
        if self.filled and self.booleans:
            return lambda value: _BOOLEANS[value] if value else None
        if self.filled and self.numbers:
            return lambda value: json.loads(value) if value else None
        return str


_BOOLEANS = {"True": True, "False": False}


def _is_json_number(value: str) -> bool:
    """True for text that JSON writes back unchanged as a finite number: 12, -1, 4.5; not 007, 1e3 or NaN."""
    try:
        number = json.loads(value)
    except ValueError:
        return False
    return (
        isinstance(number, int | float)
        and not isinstance(number, bool)
        and math.isfinite(number)
        and json.dumps(number) == value
    )


def _tsv_line(fields: list[str]) -> str:
    # A value holding a tab or a line break is quoted (as Excel and pandas write and read TSV): unquoted it
    # would split the field or the row. Every other value is written as it is, quotes included (JSICK).
    if _TSV_UNSAFE.search("".join(fields)) is None:  # nearly every row: one search instead of one per field
        return "\t".join(fields) + "\n"
    return "\t".join(_tsv_field(field) for field in fields) + "\n"


def _tsv_field(value: str) -> str:
    """A value of a row that holds a quoted one: the reader reads that row with quoting, where a value that
    starts with a quote must be quoted too."""
    if _TSV_UNSAFE.search(value) is None and not value.startswith('"'):
        return value
    return '"' + value.replace('"', '""') + '"'


def _csv_line_maker() -> Callable[[list[str]], str]:
    buffer = io.StringIO()
    # The default "\r\n" terminator makes the writer quote values holding "\r" or "\n" (with "\n" as
    # terminator Python 3.11 leaves a lone "\r" unquoted); each row's "\r\n" then becomes our "\n".
    writer = csv.writer(buffer, lineterminator="\r\n")

    def line(fields: list[str]) -> str:
        buffer.seek(0)
        buffer.truncate()
        writer.writerow(fields)
        return buffer.getvalue().removesuffix("\r\n") + "\n"

    return line
