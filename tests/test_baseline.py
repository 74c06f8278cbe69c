import csv
import json
import os
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

from stresskit.conventions import LABELS
from stresskit.errors import StresskitError
from stresskit.evaluation.baseline import load_baseline, train_baseline

COLUMNS = {
    "premise_col": "sentence_A_Ja",
    "hypothesis_col": "sentence_B_Ja",
    "label_col": "entailment_label_Ja",
}

# (premise, hypothesis, label): entailments drop a modifier, contradictions negate, neutrals change topic.
FIXTURE = [
    ("若い男性がギターを弾いている", "男性がギターを弾いている", "entailment"),
    ("白い猫が窓の外を見ている", "猫が窓の外を見ている", "entailment"),
    ("二人の子供が公園で走っている", "子供が公園で走っている", "entailment"),
    ("女性が台所で玉ねぎを切っている", "女性が玉ねぎを切っている", "entailment"),
    ("黒い犬が芝生の上で跳んでいる", "犬が芝生の上で跳んでいる", "entailment"),
    ("男の子が元気よく自転車に乗っている", "男の子が自転車に乗っている", "entailment"),
    ("年配の男性がベンチに座っている", "男性がベンチに座っている", "entailment"),
    ("小さな女の子が海辺で砂遊びをしている", "女の子が海辺で砂遊びをしている", "entailment"),
    ("茶色の馬が草原を走っている", "馬が草原を走っている", "entailment"),
    ("男性が静かに本を読んでいる", "男性が本を読んでいる", "entailment"),
    ("男性がギターを弾いている", "男性がギターを弾いていない", "contradiction"),
    ("猫が窓の外を見ている", "窓の外を見ている猫は一匹もいない", "contradiction"),
    ("子供が公園で走っている", "公園で走っている子供は一人もいない", "contradiction"),
    ("女性が玉ねぎを切っている", "女性は玉ねぎを切っていない", "contradiction"),
    ("犬が芝生の上で跳んでいる", "芝生の上で跳んでいる犬はいない", "contradiction"),
    ("男の子が自転車に乗っている", "誰も自転車に乗っていない", "contradiction"),
    ("男性がベンチに座っている", "ベンチに座っている男性は一人もいない", "contradiction"),
    ("女の子が海辺で砂遊びをしている", "女の子は海辺で砂遊びをしていない", "contradiction"),
    ("馬が草原を走っている", "草原を走っている馬は一匹もいない", "contradiction"),
    ("男性が本を読んでいる", "男性は本を読んでいない", "contradiction"),
    ("男性がギターを弾いている", "女性が料理をしている", "neutral"),
    ("猫が窓の外を見ている", "子供たちがサッカーをしている", "neutral"),
    ("子供が公園で走っている", "男性が車を洗っている", "neutral"),
    ("女性が玉ねぎを切っている", "犬がボールを追いかけている", "neutral"),
    ("犬が芝生の上で跳んでいる", "女性が電話で話している", "neutral"),
    ("男の子が自転車に乗っている", "老人が新聞を読んでいる", "neutral"),
    ("男性がベンチに座っている", "鳥が空を飛んでいる", "neutral"),
    ("女の子が海辺で砂遊びをしている", "男性がピアノを演奏している", "neutral"),
    ("馬が草原を走っている", "女の子が歌を歌っている", "neutral"),
    ("男性が本を読んでいる", "料理人が肉を焼いている", "neutral"),
]


def write_fixture(path: Path) -> Path:
    """A JSICK-format TSV: header line, tab-separated, no quoting, empty optional columns."""
    header = ["pair_ID", "sentence_A_Ja", "sentence_B_Ja", "entailment_label_Ja", "relatedness_score_Ja"]
    lines = ["\t".join([*header, "semtag_short"])]
    for i, (premise, hypothesis, label) in enumerate(FIXTURE, start=1):
        lines.append("\t".join([str(i), premise, hypothesis, label, "3.0", ""]))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def read_fixture(path: Path) -> pd.DataFrame:
    return pd.read_csv(path, sep="\t", quoting=csv.QUOTE_NONE, dtype=str, keep_default_na=False)


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    root = tmp_path_factory.mktemp("baseline")
    rows = read_fixture(write_fixture(root / "train.tsv"))
    metrics = train_baseline(rows, root / "model", seed=0, **COLUMNS)
    return root / "model", metrics


def pairs_of(rows):
    return [(premise, hypothesis) for premise, hypothesis, _ in rows]


def test_training_saves_model_and_metadata(trained):
    model_dir, metrics = trained
    assert metrics["training_size"] == 30
    assert metrics["labels"] == list(LABELS)
    assert metrics["training_accuracy"] >= 0.9
    metadata = json.loads((model_dir / "metadata.json").read_text(encoding="utf-8"))
    assert metadata["training_size"] == 30
    assert metadata["label_counts"] == {"entailment": 10, "neutral": 10, "contradiction": 10}
    assert metadata["feature_config"]["ngram_max"] == 3
    assert metadata["columns"]["premise"] == "sentence_A_Ja"
    assert metadata["provenance"]["seed"] == 0 and metadata["provenance"]["versions"]["stresskit"]


def test_loaded_model_predicts_clear_training_cases(trained):
    model = load_baseline(trained[0])
    clear = [FIXTURE[0], FIXTURE[1], FIXTURE[10], FIXTURE[11], FIXTURE[20], FIXTURE[21]]
    assert model.name == "char-ngram-logreg"
    assert model.predict(pairs_of(clear)) == [label for _, _, label in clear]


def test_predict_proba_is_a_distribution_matching_predict(trained):
    model = load_baseline(trained[0])
    pairs = pairs_of(FIXTURE[::3])
    probabilities = model.predict_proba(pairs)
    assert all(list(p) == list(LABELS) for p in probabilities)
    assert all(sum(p.values()) == pytest.approx(1.0) for p in probabilities)
    assert [max(p, key=p.get) for p in probabilities] == model.predict(pairs)
    assert model.predict([]) == [] and model.predict_proba([]) == []


def test_rows_may_be_plain_dicts(tmp_path):
    rows = [{"sentence_A_Ja": p, "sentence_B_Ja": h, "entailment_label_Ja": label} for p, h, label in FIXTURE]
    assert train_baseline(rows, tmp_path, **COLUMNS)["training_size"] == 30


def test_same_seed_gives_byte_identical_outputs(trained, tmp_path):
    rows = read_fixture(write_fixture(tmp_path / "train.tsv"))
    train_baseline(rows, tmp_path / "again", seed=0, **COLUMNS)
    first, again = load_baseline(trained[0]), load_baseline(tmp_path / "again")
    probe = pairs_of(FIXTURE) + [("男性が海で泳いでいる", "海で泳いでいる男性はいない")]
    assert repr(first.predict_proba(probe)) == repr(again.predict_proba(probe))
    assert first.predict(probe) == again.predict(probe)


def test_outputs_do_not_depend_on_the_string_hash_seed(tmp_path):
    # Character n-grams pass through sets; a fresh process with another hash seed must agree.
    fixture = write_fixture(tmp_path / "train.tsv")
    script = (
        "import sys, pandas as pd, csv; from stresskit.evaluation.baseline import train_baseline, load_baseline\n"
        "rows = pd.read_csv(sys.argv[1], sep='\\t', quoting=csv.QUOTE_NONE, dtype=str, keep_default_na=False)\n"
        f"train_baseline(rows, sys.argv[2], **{COLUMNS!r})\n"
        "m = load_baseline(sys.argv[2]); print(repr(m.predict_proba(list(zip(rows.sentence_A_Ja, rows.sentence_B_Ja)))))\n"
    )
    outputs = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        args = [sys.executable, "-c", script, str(fixture), str(tmp_path / hash_seed)]
        outputs.append(subprocess.run(args, env=env, capture_output=True, text=True, check=True).stdout)
    assert outputs[0] == outputs[1]


def test_missing_model_dir_is_a_one_line_error(tmp_path):
    with pytest.raises(StresskitError) as info:
        load_baseline(tmp_path / "nowhere")
    message = str(info.value)
    assert "not found" in message and "nowhere" in message and "\n" not in message


def copy_model(source: Path, target: Path) -> Path:
    target.mkdir()
    for name in ("model.joblib", "metadata.json"):
        (target / name).write_bytes((source / name).read_bytes())
    return target


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        (lambda d: (d / "model.joblib").write_bytes(b"\x80\x04not a pickle\n\x00"), ""),
        (lambda d: (d / "model.joblib").unlink(), "model.joblib"),
        (lambda d: (d / "metadata.json").unlink(), "metadata.json"),
        (lambda d: (d / "metadata.json").write_text("{broken", encoding="utf-8"), "JSONDecodeError"),
        (lambda d: (d / "metadata.json").write_text('{"format_version": 99}', encoding="utf-8"), "99"),
    ],
)
def test_corrupt_model_dir_is_a_one_line_error(trained, tmp_path, damage, reason):
    model_dir = copy_model(trained[0], tmp_path / "model")
    damage(model_dir)
    with pytest.raises(StresskitError) as info:
        load_baseline(model_dir)
    message = str(info.value)
    assert "unreadable" in message and reason in message and "\n" not in message


def test_bad_training_rows_are_errors(tmp_path):
    with pytest.raises(StresskitError, match="unknown label 'entails'"):
        train_baseline(
            [{"sentence_A_Ja": "a", "sentence_B_Ja": "b", "entailment_label_Ja": "entails"}],
            tmp_path,
            **COLUMNS,
        )
    with pytest.raises(StresskitError, match="lacks column"):
        train_baseline([{"sentence_A_Ja": "a"}], tmp_path, **COLUMNS)
    with pytest.raises(StresskitError, match="two different labels"):
        rows = [{"sentence_A_Ja": "a", "sentence_B_Ja": "b", "entailment_label_Ja": "neutral"}] * 3
        train_baseline(rows, tmp_path, **COLUMNS)
