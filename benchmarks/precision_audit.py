"""Precision and recall of the ops per text domain, against hand judgements kept in benchmarks/.

Domains: `captions` (JSICK train from ../shared/data/jsick/train.tsv, or `--shared`, when it exists) and one per directory of
benchmarks/corpora/ (Wikipedia, reviews, blog: see benchmarks/corpora/README.md). Per domain × op the script takes
a seeded sample of `--per-op` distinct rewrites (ranked by a seeded hash of op, premise and rewrite, so a rule
change that adds or removes other rewrites does not reshuffle the sample) and looks each up in the judgements by
(premise, op, rewrite): benchmarks/precision_judgements.tsv (captions) and
benchmarks/precision_judgements_domains.tsv (the other domains, with a `domain` column). A judgement survives
rule changes as long as the rewrite is the same; a sampled rewrite without one counts in neither direction.

A judgement says whether the rewrite is grammatical Japanese, does what the op claims on real case arguments of
the predicate (the right phrases, the right particles, the right voice) and carries the right expected label;
`error_class` names the class of a wrong one (1 non-argument, 2 quantifier, 3 voice form, 4 unnatural passive,
5 parse, 6 causer, 7 label, 8 topic that is not the subject, 9 copula/adjectival で, 10 idiom chunk,
11 phrase boundary, 12 punctuation, 13 a wh-word given the topic は or も).

Skips are judged too: per domain × op, a seeded sample of `--skips` premises the op did not rewrite at all, looked
up by (premise, op) in benchmarks/skip_judgements.tsv: `rewritable` says whether a careful linguist would have
rewritten the sentence with the op, `reason_true` whether the skip reason printed is true of it (judged for the
reason as written there; a changed reason counts as unjudged until a row with the new reason is added, and then
that row counts; `--unjudged-skips` lists it, with the new reason, for judging). Recall per domain × op is
estimated as p·R / (p·R + m·S): R premises rewritten, S skipped, p the judged precision, m the judged share of
rewritable skips.

`--generate` audits `stresskit generate` instead, on the same domains: per domain × phenomenon it draws
`--per-phenomenon` distinct (premise, hypothesis, label) pairs (ranked by the same seeded hash) and looks each up
by (premise, hypothesis, label) in `--judgements` (default benchmarks/generate_judgements.tsv; columns domain,
premise, phenomenon, rule, hypothesis, label, correct, error_class, note). A pair is correct when the sentences
generate wrote are grammatical Japanese (the hypothesis, and the premise when a rule built it) and the label is
right given the premise; error classes as above (7 label, 2 quantifier, 11 phrase boundary, 12 punctuation …),
and 14 a predicate wrongly inflected in its frame (a polite form embedded: ×泊まりましたことは確実だ),
15 debris or a broken sentence left by a clause extracted, dropped or built.

`--baseline FILE` keeps, per domain × op, the rewrites judged correct in a saved sample (`--save-sample`) and
reports how many of them the current rules still write ("retained").

    python benchmarks/precision_audit.py [--ops scramble,np-swap] [--per-op 40] [--seed 11] [--skips 15]
        [--unjudged unjudged.tsv] [--unjudged-skips skips.tsv] [--errors] [--write docs/results/precision.md]
    python benchmarks/precision_audit.py --generate [--phenomena factive,voice] [--per-phenomenon 20] [--seed 11]
        [--corpora benchmarks/heldout-b] [--judgements FILE] [--unjudged FILE] [--errors] [--write FILE]
"""

from __future__ import annotations

import argparse
import csv
import datetime
import hashlib
import math
import os
import platform
import sys
from collections import defaultdict
from pathlib import Path

from stresskit.evaluation.api import generate, perturb
from stresskit.parsing.parser import Parser
from stresskit.rewriting.perturb import default_cache_dir

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
CORPORA = ROOT / "benchmarks" / "corpora"
JUDGEMENTS = ROOT / "benchmarks" / "precision_judgements.tsv"
DOMAIN_JUDGEMENTS = ROOT / "benchmarks" / "precision_judgements_domains.tsv"
SKIP_JUDGEMENTS = ROOT / "benchmarks" / "skip_judgements.tsv"
OPS = ("scramble", "particle-swap", "particle-delete", "np-swap", "passive", "active", "voice-flip")
OPS += ("causative", "decausative")
FIELDS = ["premise", "op", "rewrite", "correct", "error_class", "note"]
DOMAIN_FIELDS = ["domain", *FIELDS]
SKIP_FIELDS = ["domain", "premise", "op", "reason", "rewritable", "reason_true", "note"]
PREMISE = "sentence_A_Ja"
HYPOTHESIS = "sentence_B_Ja"
LABEL = "entailment_label_Ja"
GENERATE_JUDGEMENTS = ROOT / "benchmarks" / "generate_judgements.tsv"
GENERATE_FIELDS = ["domain", "premise", "phenomenon", "rule", "hypothesis", "label", "correct", "error_class"]
GENERATE_FIELDS += ["note"]
OPS_EXPLANATION = (
    "`rewritten`: premises the op rewrote / premises in the domain. `precision`: judged-correct share of the",
    "sampled rewrites, with its 95% Wilson interval. `recall`: p·R / (p·R + m·S) from the judged sample of",
    "skipped premises (m: the share a careful linguist would have rewritten). `reason true`: skip reasons judged",
    "true of the sentence / judged. Error classes: see benchmarks/precision_audit.py.",
)
GENERATE_EXPLANATION = (
    "`pairs`: distinct (premise, hypothesis, label) pairs `generate` derived for the phenomenon; `from sentences`:",
    "the domain's sentences that gave at least one. `precision`: judged-correct share of the sampled pairs (correct:",
    "every sentence generate wrote is grammatical and the label is right), with its 95% Wilson interval; `all` pools",
    "the domain's samples (as many per phenomenon, however many pairs it has); the weighted precision below the",
    "table weights each phenomenon's precision by its pairs. Error classes: see benchmarks/precision_audit.py.",
)


def wilson(correct: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = correct / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (centre - half, centre + half)


def domains(shared: Path, corpora: Path = CORPORA) -> dict[str, list[str]]:
    """Each domain's premises, in file order (captions: JSICK train's, when `shared` has it).

    Domains come from the directories of `corpora`, each with `sentences.txt` (one a line) or `sentences.tsv`
    (a `sentence` column). For a folder other than benchmarks/corpora (e.g. benchmarks/heldout) the domains are
    named `<folder>-<genre>` and captions are left out.
    """
    found: dict[str, list[str]] = {}
    train = shared / "data" / "jsick" / "train.tsv"
    prefix = ""
    if corpora.resolve() == CORPORA.resolve():
        if train.exists():
            with train.open(encoding="utf-8") as handle:
                found["captions"] = [row["sentence_A_Ja"] for row in csv.DictReader(handle, delimiter="\t")]
    else:
        prefix = f"{corpora.resolve().name}-"
    for directory in sorted(path for path in corpora.iterdir() if path.is_dir()):
        if (directory / "sentences.tsv").exists():
            lines = [row["sentence"] for row in _read(directory / "sentences.tsv")]
        elif (directory / "sentences.txt").exists():
            lines = (directory / "sentences.txt").read_text(encoding="utf-8").splitlines()
        else:
            continue
        found[prefix + directory.name] = [line.strip() for line in lines if line.strip()]
    return found


class Outcomes:
    """Per op: the distinct (premise, rewrite) pairs written, and per premise the skip reasons of every pair."""

    def __init__(self, premises: list[str], ops: tuple[str, ...], parser: Parser) -> None:
        unique = list(dict.fromkeys(premises))
        result = perturb(unique, ops=ops, pairs="all", parser=parser, keep_unchanged=True)
        self.rewrites: dict[str, set[tuple[str, str]]] = defaultdict(set)
        self.reasons: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
        for row in result.rows:
            premise = row[f"{PREMISE}_origin"]
            if row["skip_reason"]:
                self.reasons[row["op"]][premise].append(f"{row['pair']}: {row['skip_reason']}")
            else:
                self.rewrites[row["op"]].add((premise, row[PREMISE]))
        self.premises = unique

    def rewritten(self, op: str) -> set[str]:
        return {premise for premise, _ in self.rewrites[op]}

    def skipped(self, op: str) -> list[str]:
        rewritten = self.rewritten(op)
        return [premise for premise in self.premises if premise not in rewritten]


def _rank(seed: int, op: str, *parts: str) -> str:
    return hashlib.sha256("\t".join((str(seed), op, *parts)).encode()).hexdigest()


def draw(
    items: set[tuple[str, ...]] | list[tuple[str, ...]], seed: int, key: str, size: int
) -> list[tuple[str, ...]]:
    """A seeded sample of `size` items, ranked by a hash of (seed, key, item): a rule change that adds or removes
    other items does not reshuffle it."""
    return sorted(items, key=lambda item: _rank(seed, key, *item))[:size]


def precision_cells(judged: list[dict[str, str]]) -> tuple[int, float | None, list[str]]:
    """Correct count, precision and the table cells (judged, correct, precision, Wilson, errors by class)."""
    correct = sum(j["correct"] == "yes" for j in judged)
    low, high = wilson(correct, len(judged))
    wrong = [j for j in judged if j["correct"] != "yes"]
    classes = sorted({j["error_class"] for j in wrong})
    by_class = ", ".join(f"{c}×{sum(j['error_class'] == c for j in wrong)}" for c in classes)
    precision = correct / len(judged) if judged else None
    cells = [
        str(len(judged)),
        str(correct),
        _percent(precision),
        f"[{low:.1%}, {high:.1%}]" if judged else "–",
        by_class or "–",
    ]
    return correct, precision, cells


JUDGED_COLUMNS = ["judged", "correct", "precision", "95% Wilson", "errors by class"]


def table_head(columns: list[str]) -> list[str]:
    header = "| " + " | ".join(columns) + " |"
    return [header, "|" + "---|" * len(columns)]


def table_row(cells: list[str]) -> str:
    return "| " + " | ".join(cells) + " |"


def _read(path: Path) -> list[dict[str, str]]:
    if not path.exists():
        return []
    with path.open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


def read_judgements(
    paths: tuple[Path, ...] = (JUDGEMENTS, DOMAIN_JUDGEMENTS),
) -> dict[tuple[str, str, str], dict[str, str]]:
    rows = [row for path in paths for row in _read(path)]
    return {(r["premise"], r["op"], r["rewrite"]): r for r in rows}


def read_skip_judgements(path: Path = SKIP_JUDGEMENTS) -> dict[tuple[str, str], dict[str, str]]:
    return {(r["premise"], r["op"]): r for r in _read(path)}


def _percent(value: float | None) -> str:
    return "–" if value is None else f"{value:.1%}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ops", default=",".join(OPS), help="comma-separated ops (default: all nine)")
    parser.add_argument("--shared", type=Path, default=SHARED, help="the shared data directory (../shared)")
    parser.add_argument("--domains", default="", help="comma-separated domains (default: every one found)")
    parser.add_argument(
        "--corpora",
        type=Path,
        default=CORPORA,
        help="a folder of <genre>/sentences.txt|tsv (benchmarks/heldout)",
    )
    parser.add_argument(
        "--judgements", type=Path, help="the rewrite judgements (default: the two in benchmarks/)"
    )
    parser.add_argument("--skip-judgements", type=Path, default=SKIP_JUDGEMENTS, help="the skip judgements")
    parser.add_argument("--per-op", type=int, default=40)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--skips", type=int, default=15, help="skipped premises sampled per domain × op")
    parser.add_argument("--unjudged", type=Path, help="write the sampled rewrites without a judgement here")
    parser.add_argument(
        "--unjudged-skips", type=Path, help="write the sampled skips without a judgement here"
    )
    parser.add_argument("--errors", action="store_true", help="also print the sampled rewrites judged wrong")
    parser.add_argument(
        "--save-sample", type=Path, help="write the sampled rewrites (domain, op, premise, rewrite)"
    )
    parser.add_argument("--baseline", type=Path, help="a --save-sample file: how many correct ones are kept")
    parser.add_argument(
        "--write", type=Path, help="also write the table as Markdown (docs/results/precision.md)"
    )
    parser.add_argument(
        "--generate",
        action="store_true",
        help="audit `generate` per domain × phenomenon instead of the ops (judgements: --judgements, by default "
        "benchmarks/generate_judgements.tsv)",
    )
    parser.add_argument("--phenomena", default="all", help="with --generate: comma-separated phenomena")
    parser.add_argument(
        "--per-phenomenon", type=int, default=20, help="with --generate: pairs sampled per phenomenon"
    )
    args = parser.parse_args()
    texts = domains(args.shared, args.corpora)
    if args.domains:
        texts = {name: texts[name] for name in args.domains.split(",") if name in texts}
    if args.generate:
        main_generate(args, texts)
        return
    ops = tuple(op for op in args.ops.split(",") if op)
    judgements = read_judgements((args.judgements,)) if args.judgements else read_judgements()
    skip_judgements = read_skip_judgements(args.skip_judgements)
    # A premise may be judged again when a rule change prints another reason: the row with the reason printed wins.
    skip_by_reason = {(r["premise"], r["op"], r["reason"]): r for r in _read(args.skip_judgements)}
    text_parser = Parser(cache_dir=default_cache_dir())
    baseline = defaultdict(set)
    for row in _read(args.baseline) if args.baseline else []:
        baseline[(row["domain"], row["op"])].add((row["premise"], row["rewrite"]))

    columns = ["domain", "op", "rewritten", "sampled", *JUDGED_COLUMNS]
    columns += [
        "skips judged",
        "rewritable",
        "reason true",
        "recall",
        *(["retained"] if args.baseline else []),
    ]
    lines = table_head(columns)
    unjudged, unjudged_skips, errors, sample_rows = [], [], [], []
    pooled: dict[str, list[dict[str, str]]] = defaultdict(list)
    for domain, premises in texts.items():
        outcomes = Outcomes(premises, ops, text_parser)
        for op in ops:
            drawn = draw(outcomes.rewrites[op], args.seed, op, args.per_op)
            sample_rows += [{"domain": domain, "op": op, "premise": p, "rewrite": r} for p, r in drawn]
            judged = [judgements[(p, op, r)] for p, r in drawn if (p, op, r) in judgements]
            unjudged += [
                {"domain": domain, "premise": p, "op": op, "rewrite": r}
                for p, r in drawn
                if (p, op, r) not in judgements
            ]
            correct, precision, judged_cells = precision_cells(judged)
            pooled[op] += judged
            errors += [(domain, op, j) for j in judged if j["correct"] != "yes"]
            # Skips: premises with no rewrite by the op for any pair.
            skipped = outcomes.skipped(op)
            skip_sample = [
                p for p, _ in draw([(p, "") for p in skipped], args.seed, f"skip {op}", args.skips)
            ]
            skip_judged, rewritable, reason_judged, reason_true = 0, 0, 0, 0
            for premise in skip_sample:
                reason = " | ".join(outcomes.reasons[op][premise])
                judgement = skip_by_reason.get((premise, op, reason)) or skip_judgements.get((premise, op))
                if judgement is None:
                    unjudged_skips.append({"domain": domain, "premise": premise, "op": op, "reason": reason})
                    continue
                skip_judged += 1
                rewritable += judgement["rewritable"] == "yes"
                if judgement["reason"] == reason:
                    reason_judged += 1
                    reason_true += judgement["reason_true"] == "yes"
                else:  # judged under another reason: whether the new one is true is still to be judged
                    unjudged_skips.append({"domain": domain, "premise": premise, "op": op, "reason": reason})
            missed = rewritable / skip_judged if skip_judged else None
            recall = None
            if precision is not None and missed is not None:
                found = precision * len(outcomes.rewritten(op))
                lost = missed * len(skipped)
                recall = found / (found + lost) if found + lost else None
            cells = [
                domain,
                op,
                f"{len(outcomes.rewritten(op))}/{len(outcomes.premises)}",
                str(len(drawn)),
                *judged_cells,
                str(skip_judged),
                str(rewritable),
                f"{reason_true}/{reason_judged}",
                _percent(recall),
            ]
            if args.baseline:
                kept = [
                    (p, r)
                    for p, r in baseline[(domain, op)]
                    if judgements.get((p, op, r), {}).get("correct") == "yes"
                ]
                still = sum((p, r) in outcomes.rewrites[op] for p, r in kept)
                cells.append(f"{still}/{len(kept)}")
            lines.append(table_row(cells))
    if len(texts) > 1:
        lines += ["", f"Pooled over the {len(texts)} domains (every judged sampled rewrite counts once):", ""]
        lines += table_head(["op", *JUDGED_COLUMNS])
        lines += [table_row([op, *precision_cells(pooled[op])[2]]) for op in ops if pooled[op]]
    print("\n".join(lines))
    print(f"unjudged rewrites: {len(unjudged)}, unjudged skips: {len(unjudged_skips)}")
    if args.errors:
        for domain, op, j in errors:
            print(f"{domain}\t{op}\t{j['premise']} → {j['rewrite']}\tclass {j['error_class']}: {j['note']}")
    if args.unjudged:
        _write(args.unjudged, DOMAIN_FIELDS, unjudged)
    if args.unjudged_skips:
        _write(args.unjudged_skips, SKIP_FIELDS, unjudged_skips)
    if args.save_sample:
        _write(args.save_sample, ["domain", "op", "premise", "rewrite"], sample_rows)
    if args.write:
        _write_markdown(args.write, lines, args.corpora)


def generated_pairs(
    premises: list[str], phenomena: str, parser: Parser
) -> tuple[dict[str, dict[tuple[str, str, str], str]], dict[str, set[str]]]:
    """Run `generate` on the distinct premises: per phenomenon, the distinct (premise, hypothesis, label) pairs
    with the rule that first wrote each, and the sentences (source ids) that gave at least one pair."""
    result = generate(list(dict.fromkeys(premises)), phenomena=phenomena, parser=parser)
    pairs: dict[str, dict[tuple[str, str, str], str]] = defaultdict(dict)
    sources: dict[str, set[str]] = defaultdict(set)
    for row in result.rows:
        pairs[row["phenomenon"]].setdefault((row[PREMISE], row[HYPOTHESIS], row[LABEL]), row["rule"])
        sources[row["phenomenon"]].add(row["source_id"])
    return pairs, sources


def generate_audit(
    domain: str,
    sentences: int,
    pairs: dict[str, dict[tuple[str, str, str], str]],
    sources: dict[str, set[str]],
    judgements: dict[tuple[str, str, str], dict[str, str]],
    seed: int,
    per_phenomenon: int,
) -> tuple[list[str], list[dict[str, str]], list[dict[str, str]], float | None]:
    """One domain's table rows (one per phenomenon, then `all`), its sampled pairs, the sampled pairs without a
    judgement, and the precision of each phenomenon weighted by its pairs (the `all` row pools the samples, which
    are the same size for a phenomenon with 4,000 pairs as for one with 40). `judgements` is keyed by (premise,
    hypothesis, label)."""
    lines, sampled, total = [], [], []
    weight, weighted = 0, 0.0
    for phenomenon in sorted(pairs):
        made = pairs[phenomenon]
        drawn = draw(set(made), seed, phenomenon, per_phenomenon)
        sampled += [
            {"domain": domain, "premise": p, "phenomenon": phenomenon, "rule": made[(p, h, label)]}
            | {"hypothesis": h, "label": label}
            for p, h, label in drawn
        ]
        judged = [judgements[item] for item in drawn if item in judgements]
        total += judged
        cells = [
            domain,
            phenomenon,
            str(len(made)),
            f"{len(sources[phenomenon])}/{sentences}",
            str(len(drawn)),
        ]
        _, precision, judged_cells = precision_cells(judged)
        lines.append(table_row(cells + judged_cells))
        if precision is not None:
            weight += len(made)
            weighted += len(made) * precision
    made_all = sum(len(made) for made in pairs.values())
    given = len(set().union(*sources.values())) if sources else 0
    cells = [domain, "all", str(made_all), f"{given}/{sentences}", str(len(sampled))]
    lines.append(table_row(cells + precision_cells(total)[2]))
    unjudged = [row for row in sampled if (row["premise"], row["hypothesis"], row["label"]) not in judgements]
    return lines, sampled, unjudged, weighted / weight if weight else None


def read_generate_judgements(path: Path) -> dict[tuple[str, str, str], dict[str, str]]:
    return {(r["premise"], r["hypothesis"], r["label"]): r for r in _read(path)}


def main_generate(args: argparse.Namespace, texts: dict[str, list[str]]) -> None:
    judgements = read_generate_judgements(args.judgements or GENERATE_JUDGEMENTS)
    text_parser = Parser(cache_dir=default_cache_dir())
    lines = table_head(["domain", "phenomenon", "pairs", "from sentences", "sampled", *JUDGED_COLUMNS])
    sampled, unjudged, notes = [], [], []
    for domain, premises in texts.items():
        pairs, sources = generated_pairs(premises, args.phenomena, text_parser)
        rows, drawn, missing, weighted = generate_audit(
            domain, len(set(premises)), pairs, sources, judgements, args.seed, args.per_phenomenon
        )
        lines += rows
        sampled += drawn
        unjudged += missing
        judged = len(drawn) - len(missing)
        notes.append(
            f"{domain}: precision weighted by pairs per phenomenon {_percent(weighted)} ({judged} judged)"
        )
    print("\n".join(lines))
    print("\n".join(notes))
    print(f"unjudged pairs: {len(unjudged)}")
    if args.errors:
        for row in sampled:
            j = judgements.get((row["premise"], row["hypothesis"], row["label"]))
            if j and j["correct"] != "yes":
                print(
                    f"{row['domain']}\t{row['phenomenon']}\t{row['rule']}\t{row['premise']} ⇒ {row['hypothesis']} "
                    f"({row['label']})\tclass {j['error_class']}: {j['note']}"
                )
    if args.unjudged:
        _write(args.unjudged, GENERATE_FIELDS, unjudged)
    if args.save_sample:
        _write(args.save_sample, GENERATE_FIELDS[:6], sampled)
    if args.write:
        _write_markdown(
            args.write, [*lines, "", *notes], args.corpora, GENERATE_EXPLANATION, "Generate audit"
        )


def _write(path: Path, fields: list[str], rows: list[dict[str, str]]) -> None:
    with path.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fields, delimiter="\t", extrasaction="ignore")
        writer.writeheader()
        writer.writerows(rows)


def _write_markdown(
    path: Path,
    lines: list[str],
    corpora: Path = CORPORA,
    explanation: tuple[str, ...] = OPS_EXPLANATION,
    name: str = "Precision audit",
) -> None:
    command = "python benchmarks/precision_audit.py " + " ".join(sys.argv[1:])
    now = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
    machine = (
        f"{platform.node()}, {platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}"
    )
    title = f"# {name}"
    if corpora.resolve() != CORPORA.resolve():
        title += f" on {corpora.resolve().relative_to(ROOT) if corpora.resolve().is_relative_to(ROOT) else corpora}"
    text = [
        title,
        "",
        f"Written by `{command}` on {now} ({machine}).",
        "",
        *explanation,
        "",
        *lines,
        "",
    ]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(text), encoding="utf-8")


if __name__ == "__main__":
    main()
