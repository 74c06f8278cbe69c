"""Commands that only parse start without PyTorch (thinc imports it eagerly); those that may run a model keep it."""

import os
import subprocess
import sys
from importlib import metadata

from stresskit.parsing import without_torch
from stresskit.parsing.without_torch import needs_torch, parse_without_torch

PROBE = """
import sys
sys.argv = ["stresskit", *sys.argv[1:]]
from stresskit.cli.app import app
try:
    app()
except SystemExit:
    pass
from stresskit.parsing.without_torch import torch_blocked
print("torch:", "blocked" if torch_blocked() and "torch" not in sys.modules else "importable")
"""


def _command(tmp_path, *args):
    env = {**os.environ, "STRESSKIT_CACHE_DIR": str(tmp_path / "cache")}
    result = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True, env=env)
    return result.stdout.splitlines()[-1]


def test_perturb_parses_without_torch(tmp_path):
    source = tmp_path / "in.tsv"
    source.write_text(
        "pair_ID\tsentence_A_Ja\tentailment_label_Ja\n1\t猫が犬を追いかけている\tneutral\n", encoding="utf-8"
    )
    assert (
        _command(tmp_path, "perturb", source, "--op", "scramble", "-o", tmp_path / "out.tsv")
        == "torch: blocked"
    )
    assert (tmp_path / "out.tsv").read_text(encoding="utf-8").splitlines()[1].split("\t")[
        1
    ] == "犬を猫が追いかけている"


def test_evaluate_keeps_torch_importable(tmp_path):
    assert _command(tmp_path, "evaluate", "--help") == "torch: importable"


def test_a_model_that_requires_a_transformer_keeps_torch(monkeypatch):
    requirements = {
        "ja-ginza-electra": ["spacy-transformers>=1.2.2", "ginza>=5.2.0"],
        "ja-ginza": ["ginza>=5.2"],
    }

    def requires(name):
        if name not in requirements:
            raise metadata.PackageNotFoundError(name)
        return requirements[name]

    monkeypatch.setattr(without_torch.metadata, "requires", requires)
    assert needs_torch("ja_ginza_electra")
    assert not needs_torch("ja_ginza")
    assert not needs_torch("no_such_model")


def test_nothing_changes_once_spacy_is_loaded(monkeypatch):
    import spacy  # noqa: F401  (the test process has loaded it; blocking torch now would be too late)

    before = sys.modules.get("torch", "absent")
    parse_without_torch("ja_ginza")
    assert sys.modules.get("torch", "absent") is before and not without_torch.torch_blocked()


class TorchProbe:
    """A sentence work that answers, for each sentence, whether its process can import torch."""

    def results(self, texts, parse):
        parse(texts)
        return {text: without_torch.torch_blocked() and "torch" not in sys.modules for text in texts}


def test_worker_processes_parse_without_torch():
    from stresskit.rewriting.workers import make_executor

    executor = make_executor(2, None, "ja_ginza")
    try:
        results = list(executor.run([["猫が歩いている"], ["犬が走っている"]], TorchProbe()))
    finally:
        executor.close()
    assert [result.outcomes for result in results] == [{"猫が歩いている": True}, {"犬が走っている": True}]
    assert [result.parsed for result in results] == [1, 1]


def test_explain_bracketed_runs_with_torch_blocked(tmp_path):
    """nltk imports scipy.stats, whose array-API helpers look torch up in sys.modules: a `None` there
    crashed `explain --bracketed` (issue 18, item 8). Run as the installed command runs it."""
    env = {**os.environ, "STRESSKIT_CACHE_DIR": str(tmp_path / "cache")}
    result = subprocess.run(
        [sys.executable, "-c", PROBE, "explain", "小さな女の子が女性を見ている", "--bracketed"],
        capture_output=True,
        text=True,
        env=env,
    )
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    lines = result.stdout.splitlines()
    assert lines[-1] == "torch: blocked"
    assert lines[0] == "小さな女の子が女性を見ている\t(見ている (女の子が 小さな) 女性を)"
    assert lines[1] == "scramble (ga-o)\t女性を小さな女の子が見ている\t(見ている 女性を (女の子が 小さな))"


def test_a_blocked_torch_is_absent_not_none(monkeypatch):
    monkeypatch.setattr(sys, "meta_path", list(sys.meta_path))
    monkeypatch.delitem(sys.modules, "torch", raising=False)
    monkeypatch.delitem(sys.modules, "spacy", raising=False)
    monkeypatch.setattr(without_torch, "needs_torch", lambda model: False)
    parse_without_torch("ja_ginza")
    assert without_torch.torch_blocked() and "torch" not in sys.modules
    try:
        import torch  # noqa: F401
    except ModuleNotFoundError as error:
        assert error.name == "torch"
    else:
        raise AssertionError("torch was imported")
    assert "torch" not in sys.modules
