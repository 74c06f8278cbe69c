"""`stresskit export jaster`: the stress set as llm-jp-eval datasets (its "jaster" evaluation format).

One JSON file per task (the originals, each op × pair, or each phenomenon of `generate` output) in
llm-jp-eval's common evaluation format: an instruction, the answer length, the metric, the label list and
the samples (`input`: 前提 and 仮説, `output`: the label), as its JSICK, JaNLI and Jamp sets hold them.
A perturbed pair's sample is scored against the label its op expects. Beside each file,
`<dataset>.stresskit.jsonl` keeps each sample's pair id, op, pair and role, in the same order.
"""

from __future__ import annotations

import json
from pathlib import Path

from stresskit.errors import StresskitError
from stresskit.harness.items import StressSet
from stresskit.harness.lm_eval_utils import LABELS, ORIGINAL
from stresskit.tables import write_text

INSTRUCTION = (
    "前提と仮説の関係を entailment、contradiction、neutral の中から回答してください。"
    "それ以外には何も含めないでください。\n\n制約：\n"
    "- 前提が真であれば仮説も必ず真になる場合は entailment と出力\n"
    "- 前提が真であれば仮説が必ず偽になる場合は contradiction と出力\n"
    "- どちらでもない場合は neutral と出力"
)
OUTPUT_LENGTH = 3  # tokens: the longest label
SIDE_SUFFIX = ".stresskit.jsonl"


def export_jaster(stress: StressSet, directory: Path, name: str = "stresskit") -> list[tuple[Path, int]]:
    """Write one dataset JSON per task into `directory`; return each file with its sample count."""
    directory = Path(directory)
    if directory.exists() and not directory.is_dir():
        raise StresskitError(f"{directory} is a file: give a folder for the jaster datasets")
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for task in stress.tasks:
        dataset = f"{name}_{task.suffix}"
        # The originals task has one doc per pair; an op × pair task asks the perturbed pairs only here
        # (llm-jp-eval scores each sample on its own; the originals are their own dataset).
        docs = [doc for doc in task.docs if task.kind != "perturbed" or doc["role"] != ORIGINAL]
        payload = {
            "instruction": INSTRUCTION,
            "output_length": OUTPUT_LENGTH,
            "metrics": ["exact_match"],
            "few_shots": [],
            "samples": [
                {"input": f"前提：{doc['premise']}\n仮説：{doc['hypothesis']}", "output": doc["target_label"]}
                for doc in docs
            ],
            "label_list": list(LABELS),
        }
        path = directory / f"{dataset}.json"
        write_text(path, json.dumps(payload, ensure_ascii=False, indent=4) + "\n")
        side = [
            {key: doc.get(key) for key in ("doc_id", "pair_id", "role", "op", "pair", "phenomenon")}
            for doc in docs
        ]
        write_text(
            directory / f"{dataset}{SIDE_SUFFIX}",
            "".join(json.dumps(entry, ensure_ascii=False) + "\n" for entry in side),
        )
        written.append((path, len(docs)))
    return written
