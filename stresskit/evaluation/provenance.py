"""The `provenance` block every JSON output of stresskit carries: what produced the numbers.

One builder for every command that writes JSON (evaluate's report.json, and any later command), so the
block has one shape everywhere. It records what a reader needs to reproduce or distrust a result:
package versions, the model and its cache key, a hash of each rule file used, the seed, how labels were
read, and how many predictions came from the cache. Parts of it (versions, cache counts) change between
otherwise identical runs, so determinism checks compare outputs without it (`without_provenance`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from importlib import metadata
from pathlib import Path
from typing import Any

from stresskit.conventions import LABELS, NON_ENTAILMENT
from stresskit.evaluation.identity import Identified, model_key
from stresskit.rules.loader import RuleSet, builtin_rules_dir

PROVENANCE_KEY = "provenance"
# The distributions whose versions change what stresskit writes: the rewriting engine, the parser, its
# Japanese pipeline and the pipeline's model package (distribution names, as pip lists them). Named here
# rather than imported from the parser, so that recording them never imports spaCy.
_PACKAGES = ("stresskit", "spacy", "ginza", "ja-ginza")


def build_provenance(
    *,
    rule_set: RuleSet | None = None,
    ops: Iterable[str] = (),
    model: Identified
    | None = None,  # a models.Model (not imported: the baseline adapter imports this module)
    predictions: Any = None,  # a prediction.PredictionRun, for the cache counts
    seed: int | None = None,
) -> dict[str, Any]:
    """The provenance block: give what the command used (the rules of `ops`, the model, the seed).

    Keys: `versions`, `model` (`spec`, `key`, `version`), `rule_files` (file → sha256), `rule_versions`
    (op → its file's `version:`), `seed`,
    `label_convention`, `cached_predictions` (`from_cache`, `distinct`, `cache`); absent parts are null.
    """
    reading = getattr(model, "reading", None)
    return {
        "versions": {package: _version(package) for package in _PACKAGES},
        "model": None
        if model is None
        else {"spec": model.name, "key": model_key(model), "version": getattr(model, "version", "") or None},
        "rule_files": None if rule_set is None else rule_file_hashes(rule_set, ops),
        "rule_versions": None
        if rule_set is None
        else {op: rule_set.ops[op].version for op in dict.fromkeys(ops) if op in rule_set.ops},
        "seed": seed,
        "label_convention": {
            "labels": list(LABELS),
            NON_ENTAILMENT: "matches neutral and contradiction",
            "task": getattr(reading, "task", "nli"),
            "label_order": list(reading.label_order) if reading and reading.label_order else None,
        },
        "cached_predictions": None
        if predictions is None
        else {
            "from_cache": predictions.from_cache,
            "distinct": predictions.distinct,
            "cache": "on" if predictions.cache_used else "off",
        },
    }


def rule_file_hashes(rule_set: RuleSet, ops: Iterable[str]) -> dict[str, str]:
    """sha256 of the pairs file, of each rule file behind `ops` and of the shared lexicons they use,
    built-in ones named `builtin:FILE` (`builtin:lexicons/FILE`)."""
    builtin = builtin_rules_dir()
    return {_rule_file_name(path, builtin): rule_set.digest(path) for path in rule_set.files(ops)}


def without_provenance(payload: Mapping[str, Any]) -> dict[str, Any]:
    """A JSON object minus its provenance block: what two runs with the same input must agree on."""
    return {key: value for key, value in payload.items() if key != PROVENANCE_KEY}


def _rule_file_name(path: Path, builtin: Path) -> str:
    if path.resolve().is_relative_to(builtin.resolve()):
        return f"builtin:{path.resolve().relative_to(builtin.resolve()).as_posix()}"
    return str(path)


def _version(package: str) -> str | None:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return None
