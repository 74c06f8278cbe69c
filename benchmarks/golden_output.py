"""Golden-output guard: `stresskit perturb` output on JSICK test, hashed per op × pair, must not change by accident.

Runs `stresskit perturb test.tsv --op all --pair all --keep-unchanged --verify` once as TSV and once as JSONL
(the CLI, so module moves cannot hide a change), then hashes each file as a whole, the rows of each
op × pair, and (TSV) each row, 3 bytes a row, so that a change can be counted in rows. Compares with
benchmarks/golden_output.json and prints every group whose hash changed with its count of changed rows;
exit 1 on any change. A change made on purpose is re-baselined with
`--update` (which prints the same comparison first), in the same commit, with the count of changed rows in the
CHANGELOG.
Usage: python benchmarks/golden_output.py [--shared ../shared] [--update]
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

GOLDEN = Path(__file__).with_name("golden_output.json")
FORMATS = ("tsv", "jsonl")


def perturb(source: Path, target: Path) -> None:
    command = ["stresskit", "perturb", str(source), "--op", "all", "--pair", "all"]
    command += ["--keep-unchanged", "--verify", "-o", str(target)]
    subprocess.run(command, check=True, stderr=subprocess.DEVNULL)


def group_key(line: str, header: list[str] | None) -> str:
    if header is None:  # JSONL
        row = json.loads(line)
        return f"{row.get('op')}/{row.get('pair')}"
    fields = line.split("\t")
    return f"{fields[header.index('op')]}/{fields[header.index('pair')]}"


def fingerprint(path: Path, fmt: str) -> dict[str, dict[str, object]]:
    lines = path.read_text(encoding="utf-8").splitlines()
    header = lines[0].split("\t") if fmt == "tsv" else None
    body = lines[1:] if fmt == "tsv" else lines
    groups: dict[str, list[str]] = defaultdict(list)
    for line in body:
        groups[group_key(line, header)].append(line)
    digest = {"file": {"rows": len(body), "sha256": hashlib.sha256(path.read_bytes()).hexdigest()}}
    for key in sorted(groups):
        text = "\n".join(groups[key]).encode("utf-8")
        digest[key] = {"rows": len(groups[key]), "sha256": hashlib.sha256(text).hexdigest()}
        if fmt == "tsv":
            row_hashes = b"".join(hashlib.sha256(line.encode("utf-8")).digest()[:3] for line in groups[key])
            digest[key]["row_hashes"] = base64.b64encode(row_hashes).decode("ascii")
    return digest


def row_hashes(group: dict[str, object] | None) -> Counter[bytes]:
    raw = base64.b64decode(str(group["row_hashes"])) if group and "row_hashes" in group else b""
    return Counter(raw[i : i + 3] for i in range(0, len(raw), 3))


def changed_rows(old: dict[str, object] | None, new: dict[str, object] | None) -> int:
    """Rows of the group that are not in the other version (the larger side of the multiset difference)."""
    before, after = row_hashes(old), row_hashes(new)
    return max(sum((before - after).values()), sum((after - before).values()))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=Path(__file__).resolve().parents[1].parent / "shared")
    parser.add_argument("--update", action="store_true", help="write the current output as the new baseline")
    args = parser.parse_args()
    source = args.shared / "data" / "jsick" / "test.tsv"
    current = {}
    with tempfile.TemporaryDirectory() as tmp:
        for fmt in FORMATS:
            target = Path(tmp) / f"out.{fmt}"
            perturb(source, target)
            current[fmt] = fingerprint(target, fmt)
    if not GOLDEN.exists():
        return write_baseline(current)
    golden = json.loads(GOLDEN.read_text())
    changes: Counter[str] = Counter()
    changed_total = 0
    for fmt in FORMATS:
        for key in sorted((set(golden[fmt]) | set(current[fmt])) - {"file"}):
            old, new = golden[fmt].get(key), current[fmt].get(key)
            if old != new:
                changes[fmt] += 1
                before = old["rows"] if old else 0
                after = new["rows"] if new else 0
                count = changed_rows(old, new) if fmt == "tsv" else 0
                changed_total += count
                detail = f", {count} rows changed" if fmt == "tsv" else ""
                print(f"{fmt:5} {key:28} {before} → {after} rows{detail}")
    for fmt in FORMATS:
        print(f"{fmt:5} {current[fmt]['file']['rows']} rows, {changes[fmt]} changed groups")
    print(f"changed rows (TSV): {changed_total}")
    if args.update:  # the changes above are the ones the new baseline accepts (for the CHANGELOG)
        return write_baseline(current)
    file_changed = any(golden[fmt]["file"] != current[fmt]["file"] for fmt in FORMATS)
    return 1 if changes or file_changed else 0


def write_baseline(current: dict[str, dict[str, dict[str, object]]]) -> int:
    GOLDEN.write_text(json.dumps(current, indent=1, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"baseline written: {GOLDEN.name} ({current['tsv']['file']['rows']} rows per format)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
