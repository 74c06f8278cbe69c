"""Train the char-n-gram baseline on JSICK train, evaluate on JSICK test.

    python benchmarks/baseline_accuracy.py [--shared ../shared] [--seed 0] [--out DIR]

The model is saved and reloaded before evaluation, so the number covers the persisted artefact.
"""

import argparse
import csv
import tempfile
import time
from pathlib import Path

import pandas as pd
from sklearn.metrics import accuracy_score, f1_score

from stresskit.conventions import LABELS
from stresskit.evaluation.baseline import load_baseline, train_baseline

REPO = Path(__file__).resolve().parent.parent
PREMISE, HYPOTHESIS, LABEL = "sentence_A_Ja", "sentence_B_Ja", "entailment_label_Ja"


def read_jsick(path: Path) -> pd.DataFrame:
    return pd.read_csv(path, sep="\t", quoting=csv.QUOTE_NONE, dtype=str, keep_default_na=False)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=REPO.parent / "shared", help="holds data/jsick/")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, help="where to keep the model (default: a temporary directory)")
    args = parser.parse_args()

    data_dir = args.shared / "data" / "jsick"
    train = read_jsick(data_dir / "train.tsv")
    test = read_jsick(data_dir / "test.tsv")
    with tempfile.TemporaryDirectory() as tmp:
        out = args.out or Path(tmp)
        started = time.perf_counter()
        metrics = train_baseline(
            train, out, premise_col=PREMISE, hypothesis_col=HYPOTHESIS, label_col=LABEL, seed=args.seed
        )
        wall = time.perf_counter() - started
        model = load_baseline(out)
        predictions = model.predict(list(zip(test[PREMISE], test[HYPOTHESIS], strict=True)))

    gold = test[LABEL].tolist()
    majority = test[LABEL].value_counts(normalize=True).max()
    print(f"train pairs: {metrics['training_size']}  test pairs: {len(gold)}")
    print(f"training time: {metrics['train_seconds']:.1f}s fit, {wall:.1f}s incl. features/save")
    print(f"training accuracy: {metrics['training_accuracy']:.4f}")
    print(f"test accuracy: {accuracy_score(gold, predictions):.4f}  (majority class: {majority:.4f})")
    print(f"test macro F1: {f1_score(gold, predictions, labels=list(LABELS), average='macro'):.4f}")
    for label, f1 in zip(LABELS, f1_score(gold, predictions, labels=list(LABELS), average=None), strict=True):
        print(f"  F1 {label:<13} {f1:.4f}")


if __name__ == "__main__":
    from results_page import record

    record("baseline-accuracy", "The built-in baseline on JSICK", main)
