import json
import os

import pytest

from stresskit import tables
from stresskit.errors import StresskitError
from stresskit.tables import Table, check_writable, format_for, read_table, write_table

# JSICK-like: literal quotes, empty middle and trailing fields, Japanese text, no quoting anywhere.
JSICK_LIKE = (
    "pair_ID\tsentence_A_Ja\tsentence_B_Ja\tlabel\tnote\tsemtag\n"
    '1\t男性が"ギター"を弾いている\t男の人が楽器を演奏している\tentailment\t\t\n'
    '2\t"引用符\tだけ"\tneutral\tsay "hi"\tNegation;ない\n'
    "3\t\t\t\t\t\n"
)


def _write(tmp_path, name, content):
    path = tmp_path / name
    if isinstance(content, str):
        content = content.encode("utf-8")
    path.write_bytes(content)
    return path


def _error(path, *args, **kwargs):
    with pytest.raises(StresskitError) as info:
        read_table(path, *args, **kwargs)
    message = str(info.value)
    assert "\n" not in message
    return message


# --- format_for -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ("a.tsv", "tsv"),
        ("a.txt", "tsv"),
        ("a.csv", "csv"),
        ("dir.v2/A.CSV", "csv"),
        ("a.jsonl", "jsonl"),
        ("a.ndjson", "jsonl"),
        ("a.dat", "tsv"),
        ("noext", "tsv"),
        (None, "tsv"),
    ],
)
def test_format_for_extension(path, expected):
    assert format_for(path, None) == expected


def test_format_for_explicit_wins():
    assert format_for("a.csv", "jsonl") == "jsonl"
    assert format_for(None, "CSV") == "csv"


def test_format_for_unknown_explicit():
    with pytest.raises(StresskitError) as info:
        format_for("a.tsv", "xlsx")
    assert str(info.value) == "Unknown table format 'xlsx' — use one of: tsv, csv, jsonl."


# --- TSV --------------------------------------------------------------------------------------------


def test_tsv_read_contents(tmp_path):
    table = read_table(_write(tmp_path, "data.tsv", JSICK_LIKE))
    assert table.columns == ["pair_ID", "sentence_A_Ja", "sentence_B_Ja", "label", "note", "semtag"]
    assert table.rows == [
        {
            "pair_ID": "1",
            "sentence_A_Ja": '男性が"ギター"を弾いている',
            "sentence_B_Ja": "男の人が楽器を演奏している",
            "label": "entailment",
            "note": "",
            "semtag": "",
        },
        {
            "pair_ID": "2",
            "sentence_A_Ja": '"引用符',
            "sentence_B_Ja": 'だけ"',
            "label": "neutral",
            "note": 'say "hi"',
            "semtag": "Negation;ない",
        },
        {
            "pair_ID": "3",
            "sentence_A_Ja": "",
            "sentence_B_Ja": "",
            "label": "",
            "note": "",
            "semtag": "",
        },
    ]


def test_tsv_round_trip_is_byte_identical(tmp_path):
    source = _write(tmp_path, "data.tsv", JSICK_LIKE)
    out = tmp_path / "out.tsv"
    write_table(read_table(source), out)
    assert out.read_bytes() == source.read_bytes()


def test_tsv_header_only_is_an_empty_table(tmp_path):
    source = _write(tmp_path, "data.tsv", "a\tb\n")
    table = read_table(source)
    assert table == Table(["a", "b"], [])
    write_table(table, tmp_path / "out.tsv")
    assert (tmp_path / "out.tsv").read_bytes() == b"a\tb\n"


def test_tsv_without_final_newline_and_with_trailing_blank_lines(tmp_path):
    assert read_table(_write(tmp_path, "a.tsv", "a\tb\n1\t2")).rows == [{"a": "1", "b": "2"}]
    assert read_table(_write(tmp_path, "b.tsv", "a\tb\n1\t2\n\n\n")).rows == [{"a": "1", "b": "2"}]


def test_tsv_crlf_and_bom_are_accepted(tmp_path):
    source = _write(tmp_path, "data.tsv", "\ufeffa\tb\r\n1\t\r\n")
    assert read_table(source) == Table(["a", "b"], [{"a": "1", "b": ""}])


def test_tsv_write_quotes_tabs_and_line_breaks_and_reads_them_back(tmp_path):
    """Issue 18, item 11: a line break inside a value survives TSV output (it used to become a space)."""
    table = Table(["a\tb", "c", "d"], [{"a\tb": "x\ty", "c": 'one\ntwo "2"\nthree', "d": '"引用"'}])
    out = tmp_path / "out.tsv"
    write_table(table, out)
    assert out.read_bytes() == 'a b\tc\td\n"x\ty"\t"one\ntwo ""2""\nthree"\t"""引用"""\n'.encode()
    assert read_table(out) == Table(
        ["a b", "c", "d"], [{"a b": "x\ty", "c": 'one\ntwo "2"\nthree', "d": '"引用"'}]
    )
    write_table(read_table(out), tmp_path / "again.tsv")
    assert (tmp_path / "again.tsv").read_bytes() == out.read_bytes()


def test_tsv_quotes_are_literal_where_the_plain_reading_fits(tmp_path):
    # JSICK: a quote opens no quoted field when splitting at tabs gives the header's number of fields...
    source = _write(tmp_path, "j.tsv", 'a\tb\n"x\ty"\n"p\tq\n')
    assert read_table(source).rows == [{"a": '"x', "b": 'y"'}, {"a": '"p', "b": "q"}]
    # ...and an unclosed quote that would never fit stays an error naming its line.
    bad = _write(tmp_path, "bad.tsv", 'a\tb\n"x\n1\t2\n')
    assert _error(bad) == (
        f"{bad}, line 2: expected 2 fields (as in the header), found 1 — every row needs one field per column, "
        "empty ones included."
    )


# --- CSV --------------------------------------------------------------------------------------------


def test_csv_round_trip_is_byte_identical(tmp_path):
    content = 'id,text,note\n1,"a, b","say ""hi"""\n2,"二行\nの文",\n3,"cr\rhere",""\n'
    source = _write(tmp_path, "data.csv", content)
    table = read_table(source)
    assert table.rows == [
        {"id": "1", "text": "a, b", "note": 'say "hi"'},
        {"id": "2", "text": "二行\nの文", "note": ""},
        {"id": "3", "text": "cr\rhere", "note": ""},
    ]
    out = tmp_path / "out.csv"
    write_table(table, out)
    # Minimal quoting: the empty last field of row 3 comes back unquoted.
    assert out.read_bytes() == content.replace(',""\n', ",\n").encode("utf-8")
    write_table(read_table(out), tmp_path / "again.csv")
    assert (tmp_path / "again.csv").read_bytes() == out.read_bytes()


def test_csv_single_empty_value_survives(tmp_path):
    out = tmp_path / "out.csv"
    write_table(Table(["a"], [{"a": ""}, {"a": "x"}]), out)
    assert out.read_bytes() == b'a\n""\nx\n'
    assert read_table(out).rows == [{"a": ""}, {"a": "x"}]


def test_csv_bom_is_accepted(tmp_path):
    source = _write(tmp_path, "data.csv", b"\xef\xbb\xbfa,b\r\n1,2\r\n")
    assert read_table(source) == Table(["a", "b"], [{"a": "1", "b": "2"}])


def test_csv_bad_quoting_names_the_line(tmp_path):
    source = _write(tmp_path, "data.csv", 'a,b\n1,2\n3,"unclosed\n')
    assert _error(source) == f"{source}, line 3: unexpected end of data — fix the CSV quoting."


def test_csv_wrong_field_count_names_the_line_where_the_record_starts(tmp_path):
    source = _write(tmp_path, "data.csv", 'a,b\n1,"two\nlines"\n3,4,5\n')
    assert _error(source) == (
        f"{source}, line 4: expected 2 fields (as in the header), found 3 — "
        "every row needs one field per column, empty ones included."
    )


# --- JSONL ------------------------------------------------------------------------------------------


def test_jsonl_round_trip_is_byte_identical(tmp_path):
    content = '{"id": "a1", "text": "猫が\\"寝ている\\"\\tよ"}\n{"id": "a2", "text": ""}\n'
    source = _write(tmp_path, "data.jsonl", content)
    assert read_table(source).rows[0]["text"] == '猫が"寝ている"\tよ'
    out = tmp_path / "out.jsonl"
    write_table(read_table(source), out)
    assert out.read_bytes() == source.read_bytes()


def test_jsonl_values_columns_and_blank_lines(tmp_path):
    content = (
        '{"b": true, "a": 1.5}\n\n{"a": null, "c": 3, "b": false}\n   \n{"d": ["x", "ß"], "e": {"k": 1}}\n'
    )
    table = read_table(_write(tmp_path, "data.ndjson", content))
    assert table.columns == ["b", "a", "c", "d", "e"]
    assert table.rows == [
        {"b": "True", "a": "1.5", "c": "", "d": "", "e": ""},
        {"b": "False", "a": "", "c": "3", "d": "", "e": ""},
        {"b": "", "a": "", "c": "", "d": '["x", "ß"]', "e": '{"k": 1}'},
    ]


def test_jsonl_write_uses_column_order_and_keeps_non_ascii(tmp_path):
    out = tmp_path / "out.jsonl"
    write_table(Table(["z", "a"], [{"a": "日本", "z": "x"}]), out)
    assert out.read_bytes() == '{"z": "x", "a": "日本"}\n'.encode()


def test_jsonl_write_keeps_numbers_and_booleans_typed(tmp_path):
    columns = ["pair_ID", "score", "mod_A", "verified", "text", "code", "mixed"]
    rows = [
        {"pair_ID": "1", "score": "4.5", "mod_A": "True", "verified": "", "text": "猫", "code": "007", "mixed": "1"},
        {"pair_ID": "12", "score": "-1", "mod_A": "False", "verified": "False", "text": "2", "code": "1",
         "mixed": "True"},
    ]  # fmt: skip
    out = tmp_path / "out.jsonl"
    write_table(Table(columns, rows), out)
    assert out.read_text(encoding="utf-8").splitlines() == [
        '{"pair_ID": 1, "score": 4.5, "mod_A": true, "verified": null, "text": "猫", "code": "007", "mixed": "1"}',
        '{"pair_ID": 12, "score": -1, "mod_A": false, "verified": false, "text": "2", "code": "1", "mixed": "True"}',
    ]
    # Read back, every value is the text it was (null: empty), so TSV → JSONL → TSV loses nothing.
    assert read_table(out).rows == rows


def test_jsonl_typed_values_round_trip_byte_identically(tmp_path):
    content = '{"id": 1, "score": 4.5, "ok": true, "text": "猫"}\n{"id": 2, "score": null, "ok": false, "text": "犬"}\n'
    source = _write(tmp_path, "data.jsonl", content)
    out = tmp_path / "out.jsonl"
    write_table(read_table(source), out)
    assert out.read_text(encoding="utf-8") == content


@pytest.mark.parametrize("value", ["NaN", "Infinity", "1e3", "01", "-0", " 1", "1_000", "0x1"])
def test_jsonl_numbers_are_only_canonical_finite_numbers(tmp_path, value):
    out = tmp_path / "out.jsonl"
    write_table(Table(["v"], [{"v": value}]), out)
    assert json.loads(out.read_text(encoding="utf-8")) == {"v": value}


def test_jsonl_invalid_json_names_the_line(tmp_path):
    source = _write(tmp_path, "data.jsonl", '{"a": "1"}\n\n{"a": \n')
    assert _error(source) == (
        f"{source}, line 3 is not valid JSON (Expecting value at column 7) — "
        "each line must hold one JSON object."
    )


def test_jsonl_non_object_names_the_line(tmp_path):
    source = _write(tmp_path, "data.jsonl", '{"a": "1"}\n["a"]\n')
    assert _error(source) == (
        f"{source}, line 2 is not a JSON object — each line must hold one {{...}} record."
    )


# --- reading errors ---------------------------------------------------------------------------------


def test_missing_file(tmp_path):
    path = tmp_path / "data.tsv"
    assert _error(path) == f"No such file: {path} — check the path."


def test_directory_instead_of_file(tmp_path):
    assert _error(tmp_path) == f"{tmp_path} is a directory, not a file — give the path of a table file."


def test_unreadable_file(tmp_path, monkeypatch):
    source = _write(tmp_path, "data.tsv", "a\n1\n")

    def refuse(self, *args):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(tables.Path, "open", refuse)  # chmod 000 does not stop root
    assert _error(source) == f"Cannot read {source} (Permission denied) — check its permissions."


def test_nul_bytes(tmp_path):
    source = _write(tmp_path, "data.tsv", b"a\tb\n1\x002\n")
    assert _error(source) == (
        f"{source} is not a UTF-8 text table (it contains NUL bytes) — give a TSV, CSV or JSONL file."
    )


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be"])
def test_utf16_is_named(tmp_path, encoding):
    source = _write(tmp_path, "data.tsv", "pair_ID\tsentence_A_Ja\n1\t猫が寝ている\n".encode(encoding))
    assert _error(source) == (
        f"{source} is UTF-16 text, not UTF-8 — save it as UTF-8 (e.g. iconv -f UTF-16 -t UTF-8) first."
    )


def test_not_utf8(tmp_path):
    source = _write(tmp_path, "data.tsv", "a\tb\n1\t2\n猫\t犬\n".encode("shift_jis"))
    assert _error(source) == (
        f"{source} is not a UTF-8 text table (undecodable bytes on line 3) — "
        "convert it to UTF-8 (e.g. from Shift_JIS) first."
    )


@pytest.mark.parametrize("content", ["", " \n\t\n", "\n"])
@pytest.mark.parametrize("name", ["data.tsv", "data.csv", "data.jsonl"])
def test_empty_file(tmp_path, name, content):
    source = _write(tmp_path, name, content)
    assert _error(source) == f"{source} is empty — give a table with a header line and data rows."


@pytest.mark.parametrize("name", ["data.tsv", "data.csv"])
def test_blank_header_line(tmp_path, name):
    source = _write(tmp_path, name, "\na\n1\n")
    assert _error(source) == f"{source} has no header: line 1 is blank — put the column names on line 1."


@pytest.mark.parametrize(
    ("content", "line", "found"),
    [
        ("a\tb\tc\n1\t2\t3\n4\t5\t6\t7\n", 3, 4),
        ("a\tb\tc\n1\t2\t3\n4\t5\n", 3, 2),  # missing trailing empties: JSICK rows carry every tab
        ("a\tb\tc\n1\t2\t3\n\n4\t5\t6\n", 3, 1),  # a blank line inside the data
    ],
)
def test_tsv_wrong_field_count(tmp_path, content, line, found):
    source = _write(tmp_path, "data.tsv", content)
    assert _error(source) == (
        f"{source}, line {line}: expected 3 fields (as in the header), found {found} — "
        "every row needs one field per column, empty ones included."
    )


def test_duplicate_columns(tmp_path):
    source = _write(tmp_path, "data.tsv", "a\tb\ta\tc\tb\n1\t2\t3\t4\t5\n")
    assert _error(source) == (
        f"{source} has duplicate column names in its header: 'a', 'b' — give each column its own name."
    )


def test_required_columns_present(tmp_path):
    source = _write(tmp_path, "data.tsv", "a\tb\tc\n1\t2\t3\n")
    assert read_table(source, ["c", "a"]).columns == ["a", "b", "c"]


def test_required_column_missing_with_hint(tmp_path):
    source = _write(tmp_path, "data.tsv", "a\tb\tc\n1\t2\t3\n")
    message = _error(source, ["sentence_A_Ja"], hint="pick the premise column with --premise-col.")
    assert message == (
        f"{source} has no column 'sentence_A_Ja' (columns: a, b, c); "
        "pick the premise column with --premise-col."
    )


def test_required_columns_missing_without_hint(tmp_path):
    source = _write(tmp_path, "data.csv", "a,b\n1,2\n")
    assert _error(source, ["x", "a", "y"]) == (
        f"{source} has no columns 'x', 'y' (columns: a, b); check the column names."
    )


def test_explicit_format_overrides_extension(tmp_path):
    source = _write(tmp_path, "data.txt", "a,b\n1,2\n")
    assert read_table(source, fmt="csv") == Table(["a", "b"], [{"a": "1", "b": "2"}])


# --- writing ----------------------------------------------------------------------------------------


def test_write_is_deterministic(tmp_path):
    table = Table(["id", "text"], [{"id": "1", "text": "雨が降る"}, {"id": "2", "text": 'a "b", c'}])
    for suffix in ("tsv", "csv", "jsonl"):
        write_table(table, tmp_path / f"1.{suffix}")
        write_table(table, tmp_path / f"2.{suffix}")
        assert (tmp_path / f"1.{suffix}").read_bytes() == (tmp_path / f"2.{suffix}").read_bytes()
        assert read_table(tmp_path / f"1.{suffix}") == table


def test_write_to_stdout(capsysbinary):
    write_table(Table(["a", "b"], [{"a": "猫", "b": ""}]), None)
    assert capsysbinary.readouterr().out == "a\tb\n猫\t\n".encode()


def test_write_to_stdout_in_explicit_format(capsysbinary):
    write_table(Table(["a"], [{"a": "x,y"}]), None, fmt="csv")
    assert capsysbinary.readouterr().out == b'a\n"x,y"\n'


def test_write_into_missing_directory(tmp_path):
    target = tmp_path / "nope" / "out.tsv"
    with pytest.raises(StresskitError) as info:
        write_table(Table(["a"], []), target)
    assert str(info.value) == (
        f"Cannot write {target}: directory {tmp_path / 'nope'} does not exist — create it first."
    )


class _Unprintable:
    def __str__(self):
        raise RuntimeError("boom")


def test_failed_write_leaves_existing_file_and_no_temporary(tmp_path):
    target = _write(tmp_path, "out.tsv", "old\n")
    table = Table(["a"], [{"a": "fine"}, {"a": _Unprintable()}])
    with pytest.raises(RuntimeError, match="boom"):
        write_table(table, target)
    assert target.read_bytes() == b"old\n"
    assert os.listdir(tmp_path) == ["out.tsv"]


def test_os_error_while_writing_is_reported(tmp_path, monkeypatch):
    target = _write(tmp_path, "out.tsv", "old\n")

    def refuse(source, destination):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(tables.os, "replace", refuse)
    with pytest.raises(StresskitError) as info:
        write_table(Table(["a"], [{"a": "new"}]), target)
    assert str(info.value) == (
        f"Cannot write {target} (Permission denied) — check the path and its permissions."
    )
    assert target.read_bytes() == b"old\n"
    assert os.listdir(tmp_path) == ["out.tsv"]


def test_overwrite_keeps_file_mode(tmp_path):
    target = _write(tmp_path, "out.tsv", "old\n")
    target.chmod(0o640)
    write_table(Table(["a"], [{"a": "new"}]), target)
    assert target.read_bytes() == b"a\nnew\n"
    assert target.stat().st_mode & 0o777 == 0o640


# --- check_writable: output paths are checked before the work starts (issue 9, item 7) ---------------


def test_check_writable_accepts_new_and_existing_files(tmp_path):
    check_writable(tmp_path / "new.tsv")
    check_writable(_write(tmp_path, "old.tsv", "x\n"))
    check_writable(None)  # stdout
    assert os.listdir(tmp_path) == ["old.tsv"]  # the probe leaves nothing behind


def test_check_writable_names_a_missing_directory(tmp_path):
    target = tmp_path / "nope" / "out.tsv"
    with pytest.raises(StresskitError) as info:
        check_writable(target)
    assert str(info.value) == (
        f"Cannot write {target}: directory {tmp_path / 'nope'} does not exist — create it first."
    )


def test_check_writable_names_a_read_only_directory(read_only_dir):
    target = read_only_dir / "out.tsv"
    with pytest.raises(StresskitError) as info:
        check_writable(target)
    assert str(info.value) == (
        f"Cannot write {target} (Permission denied) — check the path and its permissions."
    )


def test_check_writable_refuses_a_directory(tmp_path):
    with pytest.raises(StresskitError) as info:
        check_writable(tmp_path)
    assert str(info.value) == f"Cannot write {tmp_path}: it is a directory — give a file name."


def test_text_lines_split_as_str_splitlines_and_chunks_keep_the_order(tmp_path):
    path = tmp_path / "s.txt"
    path.write_bytes("\ufeff猫が走る\r\n犬が歩く\r鳥が飛ぶ\n\n  \n最後の行".encode())
    assert list(tables.text_lines(path)) == ["猫が走る", "犬が歩く", "鳥が飛ぶ", "", "  ", "最後の行"]
    assert list(tables.chunks(range(5), 2)) == [[0, 1], [2, 3], [4]]
    with pytest.raises(StresskitError, match="No such file"):
        list(tables.text_lines(tmp_path / "missing.txt"))
