"""A confidence gate learned from the judged rows: does a small model on general features separate the rewrites
judged wrong from those judged right, on a set it was not fitted on? (issue 20)

    PYTHONPATH=. python benchmarks/confidence_gate.py [--sets heldout heldout-b ... heldout-f] [--model logistic|rules]
        [--l2 1.0] [--weights] [--write]

Data: every judged row of benchmarks/<set>/judgements.tsv whose rewrite today's rules still write. The premises are
parsed (cached), every rule op is run on them over every pair (the step `perturb` runs,
stresskit.rewriting.sentence.apply_ops), and a row is kept when its (op, premise, rewrite) is one of the rewrites
made; its features are those of the match that made it (stresskit.parsing.gate_features.rewrite_features, plus
the op), never the words or the sentence.

Models: an L2-regularised logistic regression (numpy + scipy's L-BFGS; features standardised on the training rows)
predicting "judged wrong", or a shallow decision list (`--model rules`: greedily, the single feature test that
refuses the most wrong rows per correct row on the training rows, until a rule would refuse more than the budget).

Evaluation: leave one SET out. For each set in turn the model is fitted on the other sets, and the threshold for
each operating point (the share of correct rows the gate may refuse: 1%, 2%, 3%, 5%, 10%) is chosen on the
training sets only, from out-of-fold scores (an inner leave-one-set-out over the training sets); the held-out set
then reports wrong rows refused and correct rows refused. The bar (issue 20, this round's brief): at least 25% of
the wrong rows refused at no more than 3% of the correct ones, on the held-out set of most folds.

`--write` refits on every set and writes stresskit/data/confidence_gate.json (deterministic: fixed feature order,
rounded weights); it refuses when the leave-one-set-out table does not clear the bar on most folds.
The measured result: docs/fidelity.md, "A confidence gate learned from the judged rows".
"""

from __future__ import annotations

import argparse
import csv
import importlib.util
import json
import os
import pickle
import sys
from collections import defaultdict
from pathlib import Path

import numpy as np
from scipy.optimize import minimize

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from stresskit.parsing.clauses import clause_view  # noqa: E402
from stresskit.parsing.gate_features import rewrite_features  # noqa: E402
from stresskit.parsing.parser import Parser  # noqa: E402
from stresskit.rewriting.perturb import pairs_for  # noqa: E402
from stresskit.rewriting.sentence import Applied, Task, apply_ops  # noqa: E402
from stresskit.rules.loader import load_rules  # noqa: E402

# Loaded by path (benchmarks/ is no package): the changed-span finder the other gate measurements share.
_spec = importlib.util.spec_from_file_location("case_frame_gate", ROOT / "benchmarks" / "case_frame_gate.py")
case_frame_gate = importlib.util.module_from_spec(_spec)
sys.modules["case_frame_gate"] = case_frame_gate
_spec.loader.exec_module(case_frame_gate)

SETS = ("heldout", "heldout-b", "heldout-c", "heldout-d", "heldout-e", "heldout-f")
OPS = (
    "scramble",
    "particle-swap",
    "particle-delete",
    "np-swap",
    "passive",
    "voice-flip",
    "active",
    "decausative",
    "causative",
)
POINTS = (0.01, 0.02, 0.03, 0.05, 0.10)
BAR_WRONG, BAR_CORRECT = 0.25, 0.03
GATE_FILE = ROOT / "stresskit" / "data" / "confidence_gate.json"


def judged_rows(sets: tuple[str, ...]) -> list[dict[str, str]]:
    rows = []
    for name in sets:
        with (ROOT / "benchmarks" / name / "judgements.tsv").open(encoding="utf-8") as handle:
            for row in csv.DictReader(handle, delimiter="\t"):
                if row["op"] in OPS and row["correct"] in {"yes", "no"}:
                    rows.append({**row, "set": name})
    return rows


def touched(doc, rewrite: str, clauses) -> tuple[object, dict] | None:
    """The clause and the phrases a rewrite changed, found from the text alone (as benchmarks/case_frame_gate.py
    does): the characters between the longest common prefix and suffix of premise and rewrite, and the phrases
    of the clause that overlap them most; the subject slot is the touched phrase marked が/は/も, if any."""
    start, end = case_frame_gate.changed_span(doc.text, rewrite)
    best = None
    for clause in clauses:
        hit = [p for p in clause.phrases if p.span.start_char < end and p.span.end_char > start]
        if hit and (best is None or (len(hit), sum(len(p.span.text) for p in hit)) > best[0]):
            best = ((len(hit), sum(len(p.span.text) for p in hit)), clause, hit)
    if best is None:
        return None
    clause, hit = best[1], best[2]
    subject = next((p for p in hit if p.is_subject), hit[0])
    others = [p for p in hit if p is not subject]
    slots = {"subject": subject, **({"partner": others[0]} if others else {})}
    return clause, slots


def featurised(rows: list[dict[str, str]]) -> list[dict]:
    """One record per judged (set, op, premise, rewrite): whether today's rules still write it, the features of
    the match that writes it (`match`, None when not written) and the features of the phrases the rewrite
    changed, found from the text (`touched`, for every row; None when no phrase is found)."""
    cache = os.environ.get("STRESSKIT_CACHE_DIR")
    parser = Parser(cache_dir=Path(cache) if cache else None)
    rules = load_rules()
    tasks = [Task(op, pair) for op in OPS for pair in pairs_for(op, rules, tuple(rules.pairs))]
    premises = list(dict.fromkeys(row["premise"] for row in rows))
    docs = parser.parse(premises)
    made: dict[tuple[str, str, str], dict[str, float]] = {}
    views = {}
    for premise in premises:
        doc = docs[premise]
        clauses = views[premise] = clause_view(doc)
        for result in apply_ops(doc, clauses, rules, tasks, strict=False):
            if isinstance(result, Applied) and result.matches:
                key = (premise, result.op, result.text)
                if key not in made:
                    match = result.matches[0]
                    features = rewrite_features(match.slots, match.clause, clauses)
                    made[key] = features
    records, seen = [], set()
    for row in rows:
        key = (row["premise"], row["op"], row["rewrite"])
        if (row["set"], *key) in seen:  # one judgement per rewrite per set
            continue
        seen.add((row["set"], *key))
        ops = {f"op_{op}": float(row["op"] == op) for op in OPS}
        found = touched(docs[row["premise"]], row["rewrite"], views[row["premise"]])
        records.append(
            {
                "row": row,
                "written": key in made,
                "match": {**ops, **made[key]} if key in made else None,
                "touched": {**ops, **rewrite_features(found[1], found[0], views[row["premise"]])}
                if found
                else None,
            }
        )
    return records


def matrix(features: list[dict[str, float]], names: list[str]) -> np.ndarray:
    return np.array([[f.get(name, 0.0) for name in names] for f in features], dtype=float)


class Logistic:
    """L2-regularised logistic regression on standardised features; the intercept is not penalised."""

    def __init__(self, l2: float) -> None:
        self.l2 = l2

    def fit(self, x: np.ndarray, y: np.ndarray) -> Logistic:
        self.mean = x.mean(axis=0)
        self.scale = x.std(axis=0)
        self.scale[self.scale == 0] = 1.0
        z = (x - self.mean) / self.scale
        n, d = z.shape

        def loss(w: np.ndarray) -> tuple[float, np.ndarray]:
            margin = z @ w[1:] + w[0]
            p = 1 / (1 + np.exp(-margin))
            value = np.sum(np.logaddexp(0, margin) - y * margin) / n + self.l2 * np.sum(w[1:] ** 2) / (2 * n)
            grad = np.empty(d + 1)
            grad[0] = np.sum(p - y) / n
            grad[1:] = (z.T @ (p - y) + self.l2 * w[1:]) / n
            return value, grad

        result = minimize(loss, np.zeros(d + 1), jac=True, method="L-BFGS-B", options={"maxiter": 2000})
        self.w = result.x
        return self

    def score(self, x: np.ndarray) -> np.ndarray:
        return ((x - self.mean) / self.scale) @ self.w[1:] + self.w[0]


class DecisionList:
    """A shallow decision list: each rule is one feature test (> or <= a cut); a row is refused when any rule
    fires. Rules are added greedily on the training rows, each the one refusing the most not-yet-refused wrong
    rows per correct row refused (at least 3 wrong rows, at most `budget` of the correct rows in all)."""

    def __init__(self, names: list[str], budget: float = 0.03, depth: int = 6) -> None:
        self.names = names
        self.budget = budget
        self.depth = depth
        self.rules: list[tuple[int, str, float]] = []

    def _fires(self, x: np.ndarray, rule: tuple[int, str, float]) -> np.ndarray:
        column, sense, cut = rule
        return x[:, column] > cut if sense == ">" else x[:, column] <= cut

    def fit(self, x: np.ndarray, y: np.ndarray) -> DecisionList:
        refused = np.zeros(len(y), dtype=bool)
        allowed = self.budget * np.sum(y == 0)
        for _ in range(self.depth):
            best = None
            for column in range(x.shape[1]):
                for cut in np.unique(x[:, column])[:-1]:
                    for sense in (">", "<="):
                        fires = self._fires(x, (column, sense, cut)) & ~refused
                        wrong = int(np.sum(fires & (y == 1)))
                        right = int(np.sum(fires & (y == 0)))
                        if wrong < 3 or np.sum(refused & (y == 0)) + right > allowed:
                            continue
                        key = ((wrong + 0.5) / (right + 0.5), wrong)
                        if best is None or key > best[0]:
                            best = (key, (column, sense, float(cut)))
            if best is None:
                break
            self.rules.append(best[1])
            refused |= self._fires(x, best[1])
        return self

    def score(self, x: np.ndarray) -> np.ndarray:
        """The rank of the first rule that fires, reversed (earlier rules are surer), 0 when none fires."""
        out = np.zeros(len(x))
        for rank, rule in enumerate(self.rules):
            out = np.where((out == 0) & self._fires(x, rule), len(self.rules) - rank, out)
        return out

    def describe(self) -> list[str]:
        return [f"{self.names[c]} {s} {cut:g}" for c, s, cut in self.rules]


def make_model(kind: str, names: list[str], l2: float, budget: float):
    return Logistic(l2) if kind == "logistic" else DecisionList(names, budget)


def threshold_for(scores: np.ndarray, y: np.ndarray, share: float) -> float:
    """The lowest cut that refuses (score > cut) at most `share` of the correct rows."""
    correct = np.sort(scores[y == 0])[::-1]
    allowed = int(np.floor(share * len(correct)))
    if allowed >= len(correct):
        return -np.inf
    cut = correct[allowed]  # refusing strictly above it refuses at most `allowed` correct rows
    return float(cut)


def out_of_fold(kind: str, names, x, y, groups, l2: float, budget: float) -> np.ndarray:
    scores = np.zeros(len(y))
    for group in sorted(set(groups)):
        test = groups == group
        model = make_model(kind, names, l2, budget).fit(x[~test], y[~test])
        scores[test] = model.score(x[test])
    return scores


def auc(scores: np.ndarray, y: np.ndarray) -> float:
    order = np.argsort(scores, kind="stable")
    ranks = np.empty(len(scores))
    ranks[order] = np.arange(1, len(scores) + 1)
    # average ranks of ties
    for value in np.unique(scores):
        tie = scores == value
        ranks[tie] = ranks[tie].mean()
    positive = y == 1
    n1, n0 = positive.sum(), (~positive).sum()
    return float((ranks[positive].sum() - n1 * (n1 + 1) / 2) / (n1 * n0)) if n1 and n0 else float("nan")


def percent(part: int, whole: int) -> str:
    return f"{part}/{whole} ({100 * part / whole:.1f}%)" if whole else "0/0"


def leave_one_set_out(kind, names, x, y, groups, evaluated, l2, budget) -> tuple[list[str], int]:
    """The table's lines, and how many folds clear the bar at the 3% operating point. Each fold fits on every
    row of the other sets and tests on the held-out set's `evaluated` rows (those today's rules still write);
    the thresholds are chosen on the training sets' evaluated rows, from inner out-of-fold scores."""
    lines = [
        "| held-out set | wrong / rows | AUC | AUC, every judged rewrite | "
        + " | ".join(f"≤{p:.0%}: wrong refused / correct refused" for p in POINTS)
        + " |",
        "|---|---|---|---|" + "---|" * len(POINTS),
    ]
    cleared = 0
    totals = defaultdict(lambda: [0, 0, 0, 0])
    for group in SETS:
        test = (groups == group) & evaluated
        if not test.any():
            continue
        train = groups != group
        inner = out_of_fold(kind, names, x[train], y[train], groups[train], l2, budget)
        chosen = evaluated[train]
        model = make_model(kind, names, l2, budget).fit(x[train], y[train])
        scores = model.score(x[test])
        n_wrong, n_right = int(np.sum(y[test] == 1)), int(np.sum(y[test] == 0))
        cells = []
        for share in POINTS:
            cut = threshold_for(inner[chosen], y[train][chosen], share)
            refused = scores > cut
            wrong = int(np.sum(refused & (y[test] == 1)))
            right = int(np.sum(refused & (y[test] == 0)))
            cells.append(f"{percent(wrong, n_wrong)} / {percent(right, n_right)}")
            total = totals[share]
            total[0] += wrong
            total[1] += n_wrong
            total[2] += right
            total[3] += n_right
            if (
                share == BAR_CORRECT
                and n_wrong
                and wrong / n_wrong >= BAR_WRONG
                and right / n_right <= BAR_CORRECT
            ):
                cleared += 1
        every = groups == group  # the set's judged rewrites no longer written too, when the rows include them
        every_auc = auc(model.score(x[every]), y[every]) if every.sum() > test.sum() else float("nan")
        lines.append(
            f"| {group} | {n_wrong}/{n_wrong + n_right} | {auc(scores, y[test]):.3f} | {every_auc:.3f} | "
            + " | ".join(cells)
            + " |"
        )
    lines.append(
        "| all folds pooled | | | | "
        + " | ".join(f"{percent(t[0], t[1])} / {percent(t[2], t[3])}" for t in (totals[p] for p in POINTS))
        + " |"
    )
    return lines, cleared


def separating(names: list[str], x: np.ndarray, y: np.ndarray, limit: int = 10) -> list[str]:
    """Per yes/no feature, pooled over the rows: the wrong rate when it holds, against the base rate. The most
    wrong-prone features (at least 3 wrong rows where they hold) and the safest (at least 30 rows)."""
    base = y.mean()
    found = []
    for i, name in enumerate(names):
        column = x[:, i]
        if not set(np.unique(column)) <= {0.0, 1.0} or column.all():
            continue
        on = column == 1
        found.append((name, int(y[on].sum()), int(on.sum()), float(y[on].mean()) if on.any() else 0.0))
    prone = sorted((f for f in found if f[1] >= 3), key=lambda f: (-f[3], f[0]))[:limit]
    safe = sorted((f for f in found if f[2] >= 30), key=lambda f: (f[3], -f[2], f[0]))[:limit]
    lines = [f"base rate: {int(y.sum())}/{len(y)} wrong ({100 * base:.1f}%)", ""]
    for title, chosen in (("most wrong-prone", prone), ("safest", safe)):
        lines += [f"| {title}: feature holds | wrong / rows | wrong rate | lift |", "|---|---|---|---|"]
        lines += [f"| {n} | {w}/{r} | {100 * rate:.1f}% | {rate / base:.2f} |" for n, w, r, rate in chosen]
        lines.append("")
    return lines


def gate_json(model: Logistic, names: list[str], cut: float, share: float) -> str:
    """The fitted weights as data, in raw feature units (weight / scale), rounded, in the features' order."""
    weights = {
        name: round(float(w / s), 6) for name, w, s in zip(names, model.w[1:], model.scale, strict=True)
    }
    intercept = round(float(model.w[0] - np.sum(model.w[1:] * model.mean / model.scale)), 6)
    data = {
        "about": "confidence gate: logistic regression predicting a judged-wrong rewrite (benchmarks/confidence_gate.py)",
        "threshold": round(cut, 6),
        "correct_refused_budget": share,
        "intercept": intercept,
        "weights": weights,
    }
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", nargs="+", default=list(SETS))
    parser.add_argument("--model", choices=("logistic", "rules"), default="logistic")
    parser.add_argument("--l2", type=float, default=10.0, help="L2 penalty of the logistic regression")
    parser.add_argument(
        "--budget", type=float, default=0.03, help="the decision list's share of correct rows"
    )
    parser.add_argument("--weights", action="store_true", help="print the weights fitted on every set")
    parser.add_argument("--write", action="store_true", help=f"refit on every set and write {GATE_FILE.name}")
    parser.add_argument(
        "--train-all",
        action="store_true",
        help="fit on every judged rewrite of the training sets, also those no longer written",
    )
    parser.add_argument(
        "--rows-cache", type=Path, help="keep the featurised rows in this pickle (for re-runs)"
    )
    args = parser.parse_args()
    if args.rows_cache and args.rows_cache.exists():
        records = pickle.loads(args.rows_cache.read_bytes())
    else:
        records = featurised(judged_rows(tuple(args.sets)))
        if args.rows_cache:
            args.rows_cache.write_bytes(pickle.dumps(records))
    written = [r for r in records if r["written"]]
    print(
        f"{len(records)} judged rewrites; today's rules still write {len(written)} of them "
        f"({sum(r['row']['correct'] == 'no' for r in written)} judged wrong); "
        f"{sum(r['row']['correct'] == 'no' for r in records)} judged wrong in all; model {args.model}"
        + (f" (L2 {args.l2:g})" if args.model == "logistic" else f" (budget {args.budget:.0%})")
        + "\n"
    )
    if args.train_all:
        # every judged rewrite, written or not, with the features of the phrases the rewrite changed
        records = [r for r in records if r["touched"] is not None]
        source = "touched"
    else:
        records = written
        source = "match"
    features = [r[source] for r in records]
    rows = [r["row"] for r in records]
    names = list(features[0])
    x = matrix(features, names)
    y = np.array([row["correct"] == "no" for row in rows], dtype=float)
    groups = np.array([row["set"] for row in rows])
    evaluated = np.array([r["written"] for r in records])
    print(
        f"Fitted on {len(rows)} rows ({int(y.sum())} wrong), {len(names)} features "
        f"({'every judged rewrite, features of the phrases it changed' if args.train_all else 'the rewrites still written, features of the match'}); "
        "tested on the held-out set's rows still written.\n"
    )
    print("\n## Leave one set out (thresholds chosen on the five training sets)\n")
    lines, cleared = leave_one_set_out(args.model, names, x, y, groups, evaluated, args.l2, args.budget)
    print("\n".join(lines))
    folds = len(set(groups[evaluated]))
    verdict = "clears" if cleared > folds / 2 else "does not clear"
    print(
        f"\nThe bar (≥{BAR_WRONG:.0%} of wrong rows refused at ≤{BAR_CORRECT:.0%} of correct ones, threshold chosen "
        f"on the training sets): cleared on {cleared} of {folds} folds — the gate {verdict} it."
    )
    print("\n## What separates, pooled over the rows still written\n")
    print("\n".join(separating(names, x[evaluated], y[evaluated])))
    model = make_model(args.model, names, args.l2, args.budget).fit(x, y)
    if args.weights:
        if isinstance(model, Logistic):
            order = np.argsort(-np.abs(model.w[1:]), kind="stable")
            print("\nStandardised weights fitted on every set (positive: more likely wrong):\n")
            for i in order[:25]:
                print(f"- {names[i]}: {model.w[1 + i]:+.3f}")
        else:
            print("\nRules fitted on every set:\n")
            print("\n".join(f"- {rule}" for rule in model.describe()))
    if args.write:
        if cleared <= folds / 2 or not isinstance(model, Logistic):
            sys.exit("not written: the logistic gate does not clear the bar on most folds")
        inner = out_of_fold(args.model, names, x, y, groups, args.l2, args.budget)
        cut = threshold_for(inner[evaluated], y[evaluated], BAR_CORRECT)
        GATE_FILE.write_text(gate_json(model, names, cut, BAR_CORRECT))
        print(f"\nwrote {GATE_FILE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
