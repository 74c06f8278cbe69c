"""Inspect tasks, registered through Inspect's `inspect_ai` entry point: `inspect eval stresskit/nli
-T data=test.tsv --model ...` after `pip install 'stresskit[inspect]'`.

The samples are the stress set of `data` (see `items`): each original pair once (op "original") and each
perturbed pair, with the JNLI-style prompt (含意/矛盾/中立). Each sample's metadata carries its pair id, op,
pair, role and whether it is an original, with every field the round trip needs (`stresskit evaluate
--harness-log LOG`). The scorer records the label the model named and whether it is the target (the gold
label for an original, the label the op expects for a perturbed pair); the metrics are accuracy grouped by
op, its standard error clustered by pair id (a pair's original and perturbed versions are not independent)
and consistency (perturbed pairs answered as their original).
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path
from typing import Any

from inspect_ai import Task, task
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.scorer import (
    CORRECT,
    INCORRECT,
    Metric,
    SampleScore,
    Score,
    Target,
    accuracy,
    grouped,
    metric,
    scorer,
    stderr,
)
from inspect_ai.solver import TaskState, generate

from stresskit.conventions import (
    ALL,
    DEFAULT_HYPOTHESIS_COL,
    DEFAULT_ID_COL,
    DEFAULT_LABEL_COL,
    DEFAULT_PREMISE_COL,
)
from stresskit.evaluation.runner import Columns
from stresskit.harness.items import ORIGINALS_TASK, StressSet, read_input, stress_set
from stresskit.harness.lm_eval import DESCRIPTION, PROMPT
from stresskit.harness.lm_eval_utils import ORIGINAL, PERTURBED, answer_label, matches
from stresskit.rules.loader import load_rules

ORIGINAL_OP = "original"  # the op an original sample is grouped under
PACKAGE = "stresskit"


def _registered_name(name: str) -> str:
    """The name to give `@task` so that Inspect registers it as `stresskit/<name>`.

    Inspect prefixes the package of an installed (or editable-installed) package itself; it does not when
    it finds the package's metadata elsewhere first (running from a source checkout that holds
    stresskit.egg-info), and then the prefix must be in the name."""
    try:
        from inspect_ai._util.package import get_installed_package_name
    except ImportError:  # a later Inspect: assume it prefixes installed packages, as documented
        return name
    return name if get_installed_package_name(_registered_name) == PACKAGE else f"{PACKAGE}/{name}"


# tiktoken's o200k_base encoding, which Inspect's token estimate loads (downloading it on first use).
O200K_URL = "https://openaipublic.blob.core.windows.net/encodings/o200k_base.tiktoken"


def tiktoken_cached(url: str = O200K_URL) -> bool:
    """Whether tiktoken has the encoding at `url` in its cache (TIKTOKEN_CACHE_DIR, DATA_GYM_CACHE_DIR or
    the temporary folder's data-gym-cache, as tiktoken.load looks), so that loading it needs no network."""
    directory = os.environ.get("TIKTOKEN_CACHE_DIR", os.environ.get("DATA_GYM_CACHE_DIR"))
    if directory is None:
        directory = os.path.join(tempfile.gettempdir(), "data-gym-cache")
    return bool(directory) and Path(directory, hashlib.sha1(url.encode()).hexdigest()).is_file()


def count_mock_tokens_offline() -> None:
    """Let Inspect's mock model count its usage without the network.

    `mockllm/model` fills in the token usage of every answer by Inspect's estimate, which loads tiktoken's
    o200k_base encoding; tiktoken downloads it on first use, so `inspect eval stresskit/nli --model
    mockllm/model` failed offline. Where the encoding is not cached, the mock model's text is counted as
    one token per character instead (its usage is made up anyway); a real model's counting is untouched."""
    if tiktoken_cached():
        return
    from inspect_ai.model._providers.mockllm import MockLLM

    async def count_text_tokens(self: MockLLM, text: str) -> int:
        return max(1, len(text))

    MockLLM.count_text_tokens = count_text_tokens  # type: ignore[method-assign]


def samples(stress: StressSet) -> list[Sample]:
    """The Inspect samples of a stress set: the originals once, then every perturbed pair."""
    found = []
    for stress_task in stress.tasks:
        for doc in stress_task.docs:
            if stress_task.suffix != ORIGINALS_TASK and doc["role"] == ORIGINAL:
                continue  # asked once, in the originals task
            metadata = {**doc, "is_original": doc["role"] == ORIGINAL}
            if doc["role"] == ORIGINAL:
                metadata["op"] = ORIGINAL_OP
                metadata["pair"] = ""
                metadata["stress_op"], metadata["stress_pair"] = doc["op"], doc["pair"]
            prompt = DESCRIPTION + PROMPT.replace("{{premise}}", doc["premise"]).replace(
                "{{hypothesis}}", doc["hypothesis"]
            )
            found.append(
                Sample(input=prompt, target=doc["target_label"], id=doc["doc_id"], metadata=metadata)
            )
    return found


@metric
def consistency() -> Metric:
    """Share of perturbed samples answered with the label the model gave their original (same original
    premise and hypothesis); a sample without a label is inconsistent."""

    def compute(scores: list[SampleScore]) -> float:
        originals: dict[tuple[str, str], Any] = {}
        perturbed: list[tuple[tuple[str, str], Any]] = []
        for sample_score in scores:
            data = sample_score.score.metadata or {}
            key = (data.get("original_premise", ""), data.get("hypothesis", ""))
            if data.get("role") == ORIGINAL:
                originals[key] = data.get("label")
            elif data.get("role") == PERTURBED:
                perturbed.append((key, data.get("label")))
        hits = [label is not None and originals.get(key) == label for key, label in perturbed]
        return sum(hits) / len(hits) if hits else 0.0

    return compute


@scorer(metrics=[grouped(accuracy(), "op"), stderr(cluster="pair_id"), consistency()])
def nli_label() -> Any:
    """The label the answer names first (含意/矛盾/中立 or English), scored against the sample's target."""

    async def score(state: TaskState, target: Target) -> Score:
        label = answer_label(state.output.completion)
        doc = state.metadata
        return Score(
            value=CORRECT if matches(label, target.text) else INCORRECT,
            answer=label or "",
            explanation=state.output.completion,
            metadata={
                "label": label,
                "role": doc["role"],
                "pair_id": doc["pair_id"],
                "original_premise": doc.get("original_premise", ""),
                "hypothesis": doc["hypothesis"],
            },
        )

    return score


@task(name=_registered_name("nli"))
def nli(
    data: str,
    ops: str = "",
    pairs: str = ALL,
    rules: str = "",
    premise_col: str = DEFAULT_PREMISE_COL,
    hypothesis_col: str = DEFAULT_HYPOTHESIS_COL,
    label_col: str = DEFAULT_LABEL_COL,
    id_col: str = DEFAULT_ID_COL,
) -> Task:
    """The stress test of `data` (an NLI table, perturbed here with `ops`, default the core ops; or a file
    `stresskit perturb` wrote, selected by `ops`). `rules`: extra rule files, comma-separated."""
    count_mock_tokens_offline()
    columns = Columns(premise_col, hypothesis_col, label_col, pair_id=id_col)
    table = read_input(Path(data), columns)
    rule_set = load_rules([Path(path) for path in rules.split(",") if path.strip()])
    stress = stress_set(table, rule_set, columns, ops=ops or None, pairs=pairs, name=data)
    if stress.kind != "perturbed":
        raise ValueError("stresskit/nli takes original or perturbed pairs, not `generate` output")
    return Task(
        dataset=MemoryDataset(samples(stress), name=Path(data).stem),
        solver=generate(),
        scorer=nli_label(),
        metadata={"stresskit": {"data": data, "ops": ops, "pairs": pairs}},
    )
