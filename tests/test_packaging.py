"""The wheel and the sdist carry every rule, lexicon and data file (issue 18, item 1), and an installation
that lacks one fails in one line instead of running with fewer rules and writing an empty result."""

import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest
from typer.testing import CliRunner

from stresskit import package_files
from stresskit.cli.app import app

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "stresskit"
EXAMPLE = ROOT / "examples" / "jsick_sample.tsv"


def files_on_disk() -> list[str]:
    """Every file under rules/ (installed as stresskit/builtin_rules/) and every data file of stresskit/data."""
    rules = [
        f"builtin_rules/{path.relative_to(ROOT / 'rules').as_posix()}" for path in (ROOT / "rules").rglob("*")
    ]
    data = [f"data/{path.name}" for path in (PACKAGE / "data").iterdir()]
    return sorted(
        name
        for name in rules + data
        if (PACKAGE / name).is_file()
        and not name.endswith((".py", ".pyc"))
        and name != package_files.MANIFEST
    )


def test_the_manifest_lists_every_rule_and_data_file():
    assert package_files.listed_files() == files_on_disk()
    # Not an empty comparison: the ops, derive/ (missing from the old wheel), lexicons/ and paper/ are all there.
    folders = {name.split("/")[1] for name in files_on_disk() if name.count("/") == 2}
    assert folders == {"derive", "lexicons", "paper"}
    assert {"builtin_rules/derive/causative.yaml", "builtin_rules/scramble.yaml"} <= set(files_on_disk())
    package_files.check_package_files()


def _build(hook: str, source: Path, out: Path) -> Path:
    """Run setuptools' PEP 517 hook (what pip and `python -m build` call) in `source`, without network."""
    out.mkdir(exist_ok=True)
    code = f"from setuptools import build_meta; print(build_meta.{hook}({str(out)!r}))"
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=source, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return out / done.stdout.strip().splitlines()[-1]


def _copy_of_the_checkout(target: Path) -> Path:
    target.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, target / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info")
    shutil.copytree(ROOT / "rules", target / "rules", ignore=ignore)
    shutil.copytree(PACKAGE, target / "stresskit", symlinks=True, ignore=ignore)  # builtin_rules stays a link
    return target


def test_the_sdist_and_the_wheels_built_from_it_and_from_the_checkout_carry_every_file(tmp_path):
    expected = {f"stresskit/{name}" for name in [*files_on_disk(), package_files.MANIFEST]}
    source = _copy_of_the_checkout(tmp_path / "checkout")
    sdist = _build("build_sdist", source, tmp_path / "dist")
    with tarfile.open(sdist) as archive:
        top = f"{sdist.name.removesuffix('.tar.gz')}/"
        members = {member.name.removeprefix(top) for member in archive.getmembers() if member.isfile()}
        assert expected <= members, sorted(expected - members)
        archive.extractall(tmp_path / "unpacked", filter="data")
    for origin in (source, tmp_path / "unpacked" / top):
        wheel = _build("build_wheel", origin, tmp_path / f"wheel-{origin.name}")
        with zipfile.ZipFile(wheel) as archive:
            shipped = {
                name for name in archive.namelist() if not name.endswith(".py") and ".dist-info/" not in name
            }
        assert shipped == expected, (sorted(expected - shipped), sorted(shipped - expected))


@pytest.fixture
def installed_copy(tmp_path, monkeypatch):
    """The package's data as an installation would have it, in a directory the test may break."""
    root = tmp_path / "site-packages" / "stresskit"
    shutil.copytree(PACKAGE / "builtin_rules", root / "builtin_rules")
    shutil.copytree(PACKAGE / "data", root / "data", ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(package_files, "package_root", lambda: root)
    package_files.check_package_files.cache_clear()
    yield root
    package_files.check_package_files.cache_clear()


def test_a_complete_installation_runs(installed_copy):
    result = CliRunner().invoke(app, ["ops"])
    assert result.exit_code == 0, result.output
    assert "particle-swap" in result.stdout


def test_missing_derivation_rules_are_a_one_line_error_not_an_empty_result(installed_copy, tmp_path):
    for path in (installed_copy / "builtin_rules" / "derive").glob("*.yaml"):
        path.unlink()  # the wheel of issue 18, item 1
    out = tmp_path / "pairs.tsv"
    result = CliRunner().invoke(app, ["generate", str(EXAMPLE), "-o", str(out)])
    assert result.exit_code == 1, result.output
    assert result.stderr.strip().splitlines() == [
        f"error: this stresskit installation is incomplete: {installed_copy}/builtin_rules/derive/causative.yaml "
        "and 9 more of its built-in rule and data files are missing — reinstall it (pip install "
        "--force-reinstall stresskit) or report how it was built."
    ]
    assert not out.exists()


def test_a_missing_manifest_is_a_one_line_error(installed_copy):
    (installed_copy / package_files.MANIFEST).unlink()
    result = CliRunner().invoke(app, ["perturb", str(EXAMPLE)])
    assert result.exit_code == 1, result.output
    assert "error: this stresskit installation is incomplete: its list of data files" in result.stderr
    assert "Traceback" not in result.output
