"""`stresskit export lm-eval`: a task folder for EleutherAI's lm-evaluation-harness.

The folder holds, for a stress set (see `items`), one YAML file and one JSONL data file per task, a group
YAML per variant, and `utils.py` (a copy of `lm_eval_utils`):

- `<name>` (multiple choice: the log-likelihood of 含意/矛盾/中立 after the prompt) and `<name>_gen`
  (generation: the first label word the model writes) are the groups; `lm_eval --tasks <name>
  --include_path DIR` runs one.
- `<name>_original` asks the original pairs; `<name>_<op>_<pair>` asks each perturbed pair and its original
  (consistency needs both answers inside one task); for `generate` output, one task per phenomenon.

The data is read with the `json` loader of `datasets` from the JSONL beside each YAML (an absolute path,
since lm-eval resolves `data_files` against the directory it runs in): no loading script, no hub.
"""

from __future__ import annotations

import json
import re
import shutil
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from stresskit.errors import StresskitError
from stresskit.harness import lm_eval_utils
from stresskit.harness.items import GENERATED_KIND, StressSet, StressTask
from stresskit.harness.lm_eval_utils import CHOICES

DEFAULT_NAME = "stresskit"
GENERATION_SUFFIX = "_gen"
VERSION = 1.0
# lm-eval's JGLUE JNLI prompt (japanese_leaderboard), so scores sit beside the ones researchers know.
DESCRIPTION = (
    "以下は、タスクを説明する指示と、文脈のある入力の組み合わせです。要求を適切に満たす応答を書きなさい。\n\n"
)
PROMPT = (
    "### 指示：\n与えられた前提と仮説の関係を回答してください。\n\n出力は以下から選択してください：\n"
    + "\n".join(CHOICES)
    + "\n\n### 入力：\n前提：{{premise}}\n仮説：{{hypothesis}}\n\n### 応答："
)
MAX_GENERATED_TOKENS = 8
_PERTURBED_METRICS = ("original_accuracy", "consistency", "expectation_pass_rate")


@dataclass(frozen=True)
class _Function:
    """A `!function utils.NAME` value of a task YAML."""

    name: str


class _TaskDumper(yaml.SafeDumper):
    pass


def _text(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    # Prompts hold line breaks: one double-quoted line with \n reads as lm-eval's own task files do.
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style='"' if "\n" in value else None)


_TaskDumper.add_representer(
    _Function, lambda dumper, value: dumper.represent_scalar("!function", f"utils.{value.name}")
)
_TaskDumper.add_representer(str, _text)
_QUOTED_FUNCTION = re.compile(r"!function '(utils\.\w+)'")


@dataclass(frozen=True)
class ExportedFolder:
    """What `export_lm_eval` wrote: the folder, its groups and its task names."""

    directory: Path
    groups: tuple[str, ...]
    tasks: tuple[str, ...]


def export_lm_eval(stress: StressSet, directory: Path, name: str = DEFAULT_NAME) -> ExportedFolder:
    """Write the task folder for `stress` into `directory` (created; files of an earlier export replaced).

    The folder is written beside its target and renamed into place, so a failure leaves the old one whole.
    """
    _check_name(name)
    directory = Path(directory)
    if directory.exists() and not directory.is_dir():
        raise StresskitError(f"{directory} is a file: give a folder for the lm-eval tasks")
    if directory.is_dir() and any(directory.iterdir()) and not (directory / "utils.py").is_file():
        raise StresskitError(
            f"{directory} holds other files: give an empty or new folder (or one an earlier export wrote)"
        )
    final = directory.resolve()
    final.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{final.name}-", dir=final.parent))
    try:
        exported = _write_folder(stress, staging, final, name)
        if final.exists():
            shutil.rmtree(final)
        staging.rename(final)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return exported


def _check_name(name: str) -> None:
    if not name or not all(char.isascii() and (char.isalnum() or char in "_-") for char in name):
        raise StresskitError(f"the task group name {name!r} may hold only ASCII letters, digits, _ and -")


def _write_folder(stress: StressSet, staging: Path, final: Path, name: str) -> ExportedFolder:
    shutil.copyfile(lm_eval_utils.__file__, staging / "utils.py")
    names: list[str] = []
    for task in stress.tasks:
        task_name = f"{name}_{task.suffix}"
        data_file = f"{task_name}.jsonl"
        _write_jsonl(staging / data_file, _with_answers(task.docs))
        for generation in (False, True):
            full_name = task_name + (GENERATION_SUFFIX if generation else "")
            config = _task_config(task, full_name, final / data_file, generation, name)
            _write_yaml(staging / f"{full_name}.yaml", config)
        names.append(task_name)
    groups = (name, name + GENERATION_SUFFIX)
    for group, suffix in zip(groups, ("", GENERATION_SUFFIX), strict=True):
        _write_yaml(staging / f"_{group}.yaml", _group_config(group, [n + suffix for n in names], stress))
    return ExportedFolder(final, groups, tuple(names))


def _with_answers(docs: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for doc in docs:
        yield {**doc, "answer": CHOICES[doc["label"]]}


def _task_config(
    task: StressTask, full_name: str, data_file: Path, generation: bool, group: str
) -> dict[str, Any]:
    config: dict[str, Any] = {
        "task": full_name,
        "dataset_path": "json",
        "dataset_kwargs": {"data_files": {"test": str(data_file)}},
        "test_split": "test",
        "description": DESCRIPTION,
        "doc_to_text": PROMPT,
    }
    if generation:
        config |= {
            "output_type": "generate_until",
            "doc_to_target": "answer",
            "generation_kwargs": {
                "until": ["\n"],
                "do_sample": False,
                "max_gen_toks": MAX_GENERATED_TOKENS,
            },
        }
    else:
        config |= {
            "output_type": "multiple_choice",
            "doc_to_target": "label",
            "doc_to_choice": list(CHOICES),
            "target_delimiter": "\n",
        }
    if task.kind == "generated":
        config["process_results"] = _Function("process_generated")
        config["metric_list"] = [{"metric": "acc", "aggregation": "mean", "higher_is_better": True}]
    else:
        perturbed = task.kind == "perturbed"
        config["process_results"] = _Function("process_perturbed" if perturbed else "process_original")
        metrics = _PERTURBED_METRICS if perturbed else _PERTURBED_METRICS[:1]
        config["metric_list"] = [
            {"metric": metric, "aggregation": _Function(metric), "higher_is_better": True}
            for metric in metrics
        ]
    stress = {"group": group, "kind": task.kind} | ({"op": task.op, "pair": task.pair} if task.op else {})
    config["metadata"] = {"version": VERSION, "stresskit": stress}
    return config


def _group_config(group: str, tasks: list[str], stress: StressSet) -> dict[str, Any]:
    # The group averages the op × pair tasks' rates; accuracy on the originals is the originals task's own.
    metrics = ("acc",) if stress.kind == GENERATED_KIND else _PERTURBED_METRICS[1:]
    return {
        "group": group,
        "task": tasks,
        "aggregate_metric_list": [
            {"metric": metric, "aggregation": "mean", "weight_by_size": True} for metric in metrics
        ],
        "metadata": {"version": VERSION},
    }


def _write_yaml(path: Path, config: dict[str, Any]) -> None:
    text = yaml.dump(config, Dumper=_TaskDumper, allow_unicode=True, sort_keys=False, width=1000)
    text = _QUOTED_FUNCTION.sub(r"!function \1", text)
    path.write_text(text, encoding="utf-8")


def _write_jsonl(path: Path, docs: Iterator[dict[str, Any]]) -> None:
    with path.open("w", encoding="utf-8") as out:
        for doc in docs:
            out.write(json.dumps(doc, ensure_ascii=False) + "\n")
