"""`stresskit inoculate` on small tables the tests build: real GiNZA parses, the built-in baseline, and a
tiny random BERT for hf: fine-tuning."""

import json

import pytest
from typer.testing import CliRunner

from stresskit.cli.app import app
from stresskit.errors import StresskitError
from stresskit.evaluation.api import generate
from stresskit.evaluation.runner import Columns
from stresskit.research.inoculation import _generated_rows, generated_pairs_of, generated_pools, inoculate
from stresskit.research.learners import make_learner
from stresskit.rewriting.perturb import make_options
from stresskit.rules.loader import load_rules
from stresskit.tables import Table

E, N, C = "entailment", "neutral", "contradiction"
P, H, L = "sentence_A_Ja", "sentence_B_Ja", "entailment_label_Ja"
CLAUSES = [
    ("男性", "ギター", "弾いている"), ("女性", "本", "読んでいる"), ("子供", "ボール", "蹴っている"),
    ("猫", "魚", "食べている"), ("少年", "手紙", "書いている"), ("老人", "新聞", "読んでいる"),
    ("犬", "骨", "かじっている"), ("少女", "絵", "描いている"),
]  # fmt: skip
OTHERS = ("男の子", "女の子", "人")


def rows(start, count):
    """Pairs whose label the hypothesis decides: the same clause (E), its negation (C), another subject (N)."""
    out = []
    for i in range(start, start + count):
        subject, obj, verb = CLAUSES[i % len(CLAUSES)]
        label = (E, C, N)[i % 3]
        premise = f"{subject}が{obj}を{verb}"
        hypothesis = {
            E: premise,
            C: f"{subject}が{obj}を{verb.removesuffix('いる')}いない",
            N: f"{OTHERS[i % len(OTHERS)]}が{obj}を{verb}",
        }[label]
        out.append(
            {"pair_ID": str(i), P: premise, H: hypothesis, L: label, "semtag_short": "A" if i % 2 else "B"}
        )
    return Table(["pair_ID", P, H, L, "semtag_short"], out)


TRAIN, TEST = rows(0, 24), rows(100, 9)


def tsv(path, table):
    lines = ["\t".join(table.columns), *("\t".join(r[c] for c in table.columns) for r in table.rows)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def invoke(*args):
    return CliRunner().invoke(app, [str(arg) for arg in args])


def curve(parser, sizes=(0, 4, 12), learner="baseline", **options):
    rule_set = load_rules([])
    return inoculate(
        TRAIN, TEST, rule_set, make_options(rule_set, "scramble,particle-swap", "ga-o"), make_learner(learner),
        sizes, columns=Columns(), parser=parser, **options,
    )  # fmt: skip


def test_curve_points_per_size_and_op(parser):
    result = curve(parser)
    assert (result.train_size, result.test_size, result.sizes) == (24, 9, (0, 4, 12))
    head = [(p["size"], p["op"], p["added"], p["n"]) for p in result.points]
    # Every training row has a ga-o rewrite per op: 24 available, so 4 and 12 are added in full.
    assert head == [
        (0, "scramble", 0, 9), (0, "particle-swap", 0, 9),
        (4, "scramble", 4, 9), (4, "particle-swap", 4, 9),
        (12, "scramble", 12, 9), (12, "particle-swap", 12, 9),
    ]  # fmt: skip
    first = result.points[0]
    assert list(first) == [
        "size", "op", "added", "original_accuracy", "original_ci_low", "original_ci_high", "n", "consistency",
        "ci_low", "ci_high", "expectation_pass_rate", "pass_ci_low", "pass_ci_high",
    ]  # fmt: skip
    numbers = [(p["original_accuracy"], p["consistency"], p["expectation_pass_rate"]) for p in result.points]
    # Before inoculation the baseline changes its answer on 3 of 9 scrambled pairs and gives the expected
    # neutral on 6 of 9 swapped ones; 4 labelled rewrites per op teach it both: scrambles keep the label,
    # particle-swap → neutral (consistency falls to 3/9, the pass rate rises to 9/9).
    assert numbers == [
        (1.0, 6 / 9, 6 / 9), (1.0, 6 / 9, 6 / 9),
        (1.0, 1.0, 1.0), (1.0, 3 / 9, 1.0),
        (1.0, 1.0, 1.0), (1.0, 3 / 9, 1.0),
    ]  # fmt: skip
    for p in result.points:
        assert p["ci_low"] <= p["consistency"] <= p["ci_high"]
        assert p["pass_ci_low"] <= p["expectation_pass_rate"] <= p["pass_ci_high"]
    assert curve(parser).points == result.points  # seeded: the same curve again


def test_split_by_op_scores_seen_and_unseen_ops(parser):
    result = curve(parser, sizes=(0, 12), split_by="op", seen=["scramble"])
    assert [
        (p["seen_groups"], p["size"], p["op"], p["group"], p["seen"], p["added"]) for p in result.points
    ] == [
        (["scramble"], 0, "scramble", "scramble", True, 0),
        (["scramble"], 0, "particle-swap", "particle-swap", False, 0),
        (["scramble"], 12, "scramble", "scramble", True, 12),
        (["scramble"], 12, "particle-swap", "particle-swap", False, 0),
    ]
    # Trained on scrambles only, the model learns to ignore word order and so also keeps its answer on
    # swapped pairs: only the 3 neutral ones still pass (6 of 9 before), a gap of 2/3 against the seen op.
    gaps = [(g["size"], g["seen_pass_rate"], g["unseen_pass_rate"], g["gap"]) for g in result.gaps]
    assert gaps == [(0, 6 / 9, 6 / 9, 0.0), (12, 1.0, 3 / 9, pytest.approx(2 / 3))]
    gains = [(g["seen_gain"], g["unseen_gain"]) for g in result.gaps]
    assert gains == [(0.0, 0.0), (pytest.approx(1 / 3), pytest.approx(-1 / 3))]


def test_leave_one_group_out_by_phenomenon(parser):
    result = curve(parser, sizes=(0, 12), split_by="phenomenon")
    assert [(g["seen_groups"], g["unseen_groups"], g["size"], g["seen_n"], g["unseen_n"]) for g in result.gaps] == [
        (["B"], ["A"], 0, 10, 8), (["B"], ["A"], 12, 10, 8),
        (["A"], ["B"], 0, 8, 10), (["A"], ["B"], 12, 8, 10),
    ]  # fmt: skip
    # Only rows tagged with the seen phenomenon are added: 12 of each op's rewrites of B rows (12 exist).
    added = {(tuple(p["seen_groups"]), p["size"], p["op"]): p["added"] for p in result.points}
    assert added[(("B",), 12, "particle-swap")] == 12 and added[(("A",), 12, "scramble")] == 12


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"sizes": (-1,)}, "--sizes must be one or more numbers of at least 0"),
        ({"split_by": "op", "seen": ["passive"]}, "--seen names no op group of the data: passive"),
        ({"split_by": "pair"}, "needs at least two pair groups in the test perturbations, found ga-o"),
    ],
)
def test_bad_settings_are_named(parser, options, message):
    with pytest.raises(StresskitError, match=message):
        curve(parser, **options)


def test_cli_writes_the_same_curve_twice_with_json_and_html(tmp_path, parser):
    train, test = tsv(tmp_path / "train.tsv", TRAIN), tsv(tmp_path / "test.tsv", TEST)
    args = ("inoculate", train, test, "--op", "scramble,particle-swap", "--pair", "ga-o", "--sizes", "0,4")
    first = invoke(*args, "--report", tmp_path / "a.json", "--html", tmp_path / "a.html")
    assert first.exit_code == 0, first.output
    assert "│ 4    │ particle-swap │ 4     │ 100.0" in first.output
    second = invoke(*args, "--report", tmp_path / "b.json", "--html", tmp_path / "b.html")
    assert (tmp_path / "a.json").read_bytes() == (tmp_path / "b.json").read_bytes()
    assert (tmp_path / "a.html").read_bytes() == (tmp_path / "b.html").read_bytes()
    assert second.exit_code == 0
    payload = json.loads((tmp_path / "a.json").read_text(encoding="utf-8"))
    assert (payload["learner"], payload["sizes"], payload["split_by"]) == ("baseline", [0, 4], None)
    assert sorted(payload["provenance"]["rule_files"]) == [
        "builtin:pairs.yaml", "builtin:particle-swap.yaml", "builtin:scramble.yaml",
    ]  # fmt: skip
    assert [(p["size"], p["op"], p["consistency"]) for p in payload["points"]] == [
        (0, "scramble", 0.6667),
        (0, "particle-swap", 0.6667),
        (4, "scramble", 1.0),
        (4, "particle-swap", 0.3333),
    ]
    page = (tmp_path / "a.html").read_text(encoding="utf-8")
    assert "http://" not in page and "https://" not in page and page.count("data:image/png;base64,") == 1


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--sizes", "0,a"), "--sizes must be comma-separated whole numbers"),
        (("--seen", "scramble"), "--seen needs --split-by"),
        (("--split-by", "word"), "unknown --split-by 'word'"),
        (("--learner", "svm"), "unknown learner 'svm'"),
        (("--learner", "hf:/nowhere"), "/nowhere is not a transformers model directory"),
    ],
)
def test_cli_checks_options_before_parsing(tmp_path, args, message):
    train = tsv(tmp_path / "train.tsv", TRAIN)
    result = invoke("inoculate", train, train, *args, "--report", tmp_path / "curve.json")
    assert result.exit_code == 1
    assert message in " ".join(result.output.split())
    assert "Traceback" not in result.output and not (tmp_path / "curve.json").exists()


@pytest.fixture(scope="module")
def tiny_bert(tmp_path_factory):
    """A tiny random 3-way BERT classifier over this file's characters, saved like a real one."""
    from transformers import BertConfig, BertForSequenceClassification, BertTokenizer

    root = tmp_path_factory.mktemp("bert")
    characters = sorted({ch for table in (TRAIN, TEST) for row in table.rows for ch in row[P] + row[H]})
    (root / "vocab.txt").write_text(
        "\n".join(["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", *characters]) + "\n"
    )
    tokenizer = BertTokenizer(str(root / "vocab.txt"))
    config = BertConfig(
        vocab_size=tokenizer.vocab_size, hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
        intermediate_size=64, max_position_embeddings=64, num_labels=3,
        id2label={0: "entailment", 1: "neutral", 2: "contradiction"},
    )  # fmt: skip
    BertForSequenceClassification(config).save_pretrained(root / "nli")
    tokenizer.save_pretrained(root / "nli")
    return root / "nli"


def test_hf_learner_fine_tunes_reproducibly(parser, tiny_bert):
    from stresskit.research.learners import FineTuning, HuggingFaceLearner

    learner = HuggingFaceLearner(tiny_bert, FineTuning(epochs=2, batch_size=8, learning_rate=1e-3))
    pairs = [(row[P], row[H]) for row in TRAIN.rows]
    labels = [row[L] for row in TRAIN.rows]
    first = [p.probabilities for p in learner.fit(pairs, labels, seed=1).predict(pairs[:3])]
    again = [p.probabilities for p in learner.fit(pairs, labels, seed=1).predict(pairs[:3])]
    other = [p.probabilities for p in learner.fit(pairs, labels, seed=2).predict(pairs[:3])]
    untrained = [
        p.probabilities for p in make_learner(f"hf:{tiny_bert}").fit([], [], seed=1).predict(pairs[:3])
    ]
    assert first == again and first != other and first != untrained
    result = curve(parser, sizes=(0, 4), learner=f"hf:{tiny_bert}")
    assert result.learner == f"hf:{tiny_bert}"
    assert [(p["size"], p["op"], p["added"], p["n"]) for p in result.points] == [
        (0, "scramble", 0, 9),
        (0, "particle-swap", 0, 9),
        (4, "scramble", 4, 9),
        (4, "particle-swap", 4, 9),
    ]
    assert curve(parser, sizes=(0, 4), learner=f"hf:{tiny_bert}").points == result.points


def test_cli_split_prints_the_seen_unseen_matrix(tmp_path, parser):
    train, test = tsv(tmp_path / "train.tsv", TRAIN), tsv(tmp_path / "test.tsv", TEST)
    args = (
        "inoculate",
        train,
        test,
        "--op",
        "scramble,particle-swap",
        "--pair",
        "ga-o",
        "--sizes",
        "0,12",
        "--split-by",
        "op",
        "--seen",
        "scramble",
    )
    result = invoke(*args, "--report", tmp_path / "split.json", "--html", tmp_path / "split.html")
    assert result.exit_code == 0, result.output
    rows = [[cell.strip() for cell in line.strip("│").split("│")] for line in result.output.splitlines()]
    # The matrix rows: trained on, size, scramble, particle-swap, gap (numbers as in test_split_by_op_...).
    assert [row for row in rows if len(row) == 5 and row[0] == "scramble"] == [
        ["scramble", "0", "66.7*", "66.7", "+0.0"],
        ["scramble", "12", "100.0*", "33.3", "+66.7"],
    ]
    assert "<h2>Seen / unseen matrix</h2>" in (tmp_path / "split.html").read_text(encoding="utf-8")
    payload = json.loads((tmp_path / "split.json").read_text(encoding="utf-8"))
    assert payload["split_by"] == "op" and [g["gap"] for g in payload["gaps"]] == [0.0, 0.6667]


def test_cli_fine_tunes_an_hf_learner(tmp_path, parser, tiny_bert):
    train, test = tsv(tmp_path / "train.tsv", TRAIN), tsv(tmp_path / "test.tsv", TEST)
    args = (
        "inoculate", train, test, "--op", "scramble,particle-swap", "--pair", "ga-o", "--sizes", "0,4",
        "--learner", f"hf:{tiny_bert}",
    )  # fmt: skip
    result = invoke(
        *args,
        "--epochs",
        "2",
        "--batch-size",
        "8",
        "--learning-rate",
        "1e-3",
        "--report",
        tmp_path / "a.json",
    )
    assert result.exit_code == 0, result.output
    payload = json.loads((tmp_path / "a.json").read_text(encoding="utf-8"))
    assert payload["learner"] == f"hf:{tiny_bert}"
    assert [(p["size"], p["op"], p["added"], p["n"]) for p in payload["points"]] == [
        (0, "scramble", 0, 9), (0, "particle-swap", 0, 9), (4, "scramble", 4, 9), (4, "particle-swap", 4, 9),
    ]  # fmt: skip
    bad = invoke(*args, "--epochs", "0")
    assert bad.exit_code == 1 and "epochs and batch size must be at least 1" in bad.output


# Generated pairs (`stresskit generate` output) as the training additions.
@pytest.fixture(scope="module")
def derived(parser):
    """The scrambling and voice pairs derived from TRAIN's 8 premises: 16 + 16 and 8 + 4 (entailment, neutral).
    No voice-flip has a thing as its によって agent (×少年が手紙によって書かれている reads as a means): those pairs
    are skipped; a thing's passive of a native verb is kept in a scene described as it goes on, with a common noun
    as agent (本が女性によって読まれている)."""
    premises = sorted({row[P] for row in TRAIN.rows})
    result = generate(premises, "scrambling,voice", parser=parser)
    return Table(result.table.columns, result.table.rows)


def test_generated_pairs_train_one_model_per_phenomenon_and_one_with_all(parser, derived):
    result = curve(parser, generated=derived)
    assert (result.additions, result.train_size) == ("generated", 24)
    # Size 0 is the plain model; "all" adds up to k of each phenomenon (8 and 24 with two phenomena).
    numbers = [
        (p["group"], p["size"], p["op"], p["added"], p["consistency"], p["expectation_pass_rate"])
        for p in result.points
    ]
    assert numbers == [
        ("scrambling", 0, "scramble", 0, 6 / 9, 6 / 9), ("scrambling", 0, "particle-swap", 0, 6 / 9, 6 / 9),
        ("scrambling", 4, "scramble", 4, 1.0, 1.0), ("scrambling", 4, "particle-swap", 4, 6 / 9, 6 / 9),
        ("scrambling", 12, "scramble", 12, 1.0, 1.0), ("scrambling", 12, "particle-swap", 12, 6 / 9, 6 / 9),
        ("voice", 0, "scramble", 0, 6 / 9, 6 / 9), ("voice", 0, "particle-swap", 0, 6 / 9, 6 / 9),
        ("voice", 4, "scramble", 4, 7 / 9, 7 / 9), ("voice", 4, "particle-swap", 4, 3 / 9, 0.0),
        ("voice", 12, "scramble", 12, 8 / 9, 8 / 9), ("voice", 12, "particle-swap", 12, 3 / 9, 0.0),
        ("all", 0, "scramble", 0, 6 / 9, 6 / 9), ("all", 0, "particle-swap", 0, 6 / 9, 6 / 9),
        ("all", 4, "scramble", 8, 7 / 9, 7 / 9), ("all", 4, "particle-swap", 8, 7 / 9, 5 / 9),
        ("all", 12, "scramble", 24, 8 / 9, 8 / 9), ("all", 12, "particle-swap", 24, 5 / 9, 3 / 9),
    ]  # fmt: skip
    # (書く and 描く are verbs of creation: their derived passives mark the agent によって, 手紙が少年によって
    # 書かれている, which moved the "all" model's particle-swap point at k = 12 from 4/9, 2/9 to 5/9, 3/9. With the
    # thing flips and the native verbs' thing passives with a definite agent skipped, the voice pool holds 12 pairs,
    # not 16; the "all" points at k = 4 and 12 moved from 6/9, 6/9 and 7/9, 7/9 to 7/9, 5/9 and 8/9, 8/9, and the
    # voice model's scramble point at k = 12 from 7/9 to 8/9.)
    # Scrambled derived pairs teach the baseline to keep its answer on scrambles (6/9 → 9/9) but not that
    # swaps are neutral; the voice pairs mislead it on swaps (pass rate 6/9 → 0/9 at k = 12): a passive
    # changes the particles and still entails, so changed particles stop signalling neutral.
    assert all(p["original_accuracy"] == 1.0 and p["n"] == 9 for p in result.points)
    assert curve(parser, generated=derived).points == result.points


def test_generated_samples_are_label_balanced_and_the_same_alone_and_in_all(derived):
    pools = generated_pools(derived)
    assert {name: len(pool) for name, pool in pools.items()} == {"scrambling": 32, "voice": 12}
    alone = _generated_rows(pools, ("scrambling",), 5, seed=0)
    assert sorted(label for _, label in alone) == [E, E, E, N, N]
    together = _generated_rows(pools, ("scrambling", "voice"), 5, seed=0)
    assert together[:5] == alone and len(together) == 10
    assert _generated_rows(pools, ("scrambling",), 5, seed=1) != alone


def test_generated_pairs_are_checked(parser, derived):
    with pytest.raises(StresskitError, match="--generated-pairs and --split-by cannot be combined"):
        curve(parser, generated=derived, split_by="op")
    with pytest.raises(StresskitError, match="the generated pairs has no column 'phenomenon'"):
        generated_pairs_of(TRAIN)
    two_way = Table(derived.columns, [{**derived.rows[0], L: "non-entailment"}])
    with pytest.raises(
        StresskitError, match="the generated pairs, line 2: gold label 'non-entailment' is not"
    ):
        generated_pairs_of(two_way)


def test_cli_generated_pairs(tmp_path, parser, derived):
    train, test = tsv(tmp_path / "train.tsv", TRAIN), tsv(tmp_path / "test.tsv", TEST)
    pairs = tsv(tmp_path / "derived.tsv", derived)
    args = (
        "inoculate", train, test, "--op", "scramble,particle-swap", "--pair", "ga-o", "--sizes", "0,4",
        "--generated-pairs", pairs,
    )  # fmt: skip
    result = invoke(*args, "--report", tmp_path / "a.json", "--html", tmp_path / "a.html")
    assert result.exit_code == 0, result.output
    assert "│ voice      │ 4    │ particle-swap │ 4     │ 100.0" in result.output
    payload = json.loads((tmp_path / "a.json").read_text(encoding="utf-8"))
    assert payload["additions"] == "generated"
    assert [(p["group"], p["size"], p["op"], p["added"]) for p in payload["points"]][-2:] == [
        ("all", 4, "scramble", 8), ("all", 4, "particle-swap", 8),
    ]  # fmt: skip
    assert "generated pairs added per phenomenon" in (tmp_path / "a.html").read_text(encoding="utf-8")
    bad = invoke(*args, "--split-by", "op")
    assert bad.exit_code == 1 and "--generated-pairs and --split-by cannot be combined" in bad.output


TIMES = (
    "2019年に",
    "3時間",
    "7時に",
    "昨日",
    "2日間",
)  # date, duration (hours), clock, relative, duration (days)


def timed_rows(start, count):
    """rows(), each premise and hypothesis with a time phrase after the object (scramble needs the subject
    and the object next to each other), in five formats by turn."""
    table = rows(start, count)
    out = []
    for i, row in zip(range(start, start + count), table.rows, strict=True):
        time = TIMES[i % len(TIMES)]
        timed = {key: row[key].replace("を", f"を{time}", 1) for key in (P, H)}
        out.append({**row, **timed})
    return Table(table.columns, out)


def test_time_groups_of_a_text():
    from stresskit.parsing.timex import time_formats, time_spans

    assert time_formats("現在、2019年11月である。太郎は3年前まで大阪に住んでいた") == ("date", "relative")
    assert time_formats("太郎は3年以内に7時に起きた") == ("duration", "clock")
    assert time_formats("花子は3月までに5時間働いた") == ("date", "duration")
    assert time_formats("男性がギターを弾いている") == ()
    assert time_spans("30分以内に2日間、3か月、2年以上") == ("hours", "days", "months", "years")
    assert time_spans("2019年に7時に起きた") == ()  # a date and a clock time state no span


def test_split_by_time_format_and_time_span(parser):
    rule_set = load_rules([])
    options = make_options(rule_set, "scramble", "ga-o")

    def timed_curve(**split):
        return inoculate(
            timed_rows(0, 25), timed_rows(100, 10), rule_set, options, make_learner("baseline"), (0, 10),
            columns=Columns(), parser=parser, **split,
        )  # fmt: skip

    result = timed_curve(split_by="time-format", seen=["date", "clock"])
    # The test rows by format: 2 each (10 rows, five times by turn, two of them durations: 4 duration rows).
    assert [(p["size"], p["group"], p["seen"], p["n"], p["added"]) for p in result.points] == [
        (0, "date", True, 2, 0), (0, "duration", False, 4, 0), (0, "clock", True, 2, 0),
        (0, "relative", False, 2, 0),
        (10, "date", True, 2, 10), (10, "duration", False, 4, 10), (10, "clock", True, 2, 10),
        (10, "relative", False, 2, 10),
    ]  # fmt: skip
    # Only rows whose every time format is seen are added: 5 of the 25 training rows say 昨日.
    relative = timed_curve(split_by="time-format", seen=["relative"])
    assert {p["added"] for p in relative.points if p["size"] == 10} == {5}
    spans = timed_curve(split_by="time-span")
    assert [(g["seen_groups"], g["unseen_groups"], g["size"], g["seen_n"], g["unseen_n"]) for g in spans.gaps] == [
        (["days"], ["hours"], 0, 2, 2), (["days"], ["hours"], 10, 2, 2),
        (["hours"], ["days"], 0, 2, 2), (["hours"], ["days"], 10, 2, 2),
    ]  # fmt: skip
