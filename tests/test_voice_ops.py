"""The voice ops (passive, active, voice-flip, causative, decausative) on hand-written sentences.

Every case runs the real parser through `perturb`; the sentences of all cases are rewritten in one run per
module (one model load), and each test looks its rows up.
"""

from pathlib import Path

import pytest
import spacy
from voice_reasons import thing_passive

from stresskit.errors import StresskitError
from stresskit.evaluation.api import perturb
from stresskit.parsing.clauses import clause_view
from stresskit.rewriting.matcher import match_op
from stresskit.rewriting.perturb import make_options, run
from stresskit.rewriting.verification import verify_rewrite
from stresskit.rules.loader import load_rules
from stresskit.tables import Table

VOICE_OPS = ("passive", "active", "voice-flip", "causative", "decausative")

# (premise, op, pair, exact rewrite)
REWRITES = [
    # passive: 五段 rows (カ ガ サ タ バ マ ラ ワア), 上一段, 下一段, サ変 noun + する; た, ている, ていない
    ("料理人が魚を焼いた", "passive", "ga-o", "魚が料理人に焼かれた"),
    ("男性がナイフを研いでいる", "passive", "ga-o", "ナイフが男性に研がれている"),
    # a Sino-Japanese verbal noun of telling keeps its thing passive (a native one is in SKIPS)
    ("男性が状況を説明した", "passive", "ga-o", "状況が男性によって説明された"),
    ("男性がボールを打った", "passive", "ga-o", "ボールが男性に打たれた"),
    ("女性が犬を呼んでいる", "passive", "ga-o", "犬が女性に呼ばれている"),
    # (the マ row's 子供が水を飲んだ is in SKIPS since vc18b: a thing drunk by a person has no に-passive)
    ("男性が魚を釣っている", "passive", "ga-o", "魚が男性に釣られている"),
    ("女性が服を洗った", "passive", "ga-o", "服が女性に洗われた"),
    ("女性が本を閉じた", "passive", "ga-o", "本が女性に閉じられた"),
    ("女性がケーキを食べている", "passive", "ga-o", "ケーキが女性に食べられている"),
    ("女性が部屋を掃除している", "passive", "ga-o", "部屋が女性に掃除されている"),
    (
        "男の子が手紙を書いていない",
        "passive",
        "ga-o",
        "手紙が男の子によって書かれていない",
    ),  # creation: によって
    ("男性は車を運転していない", "passive", "ga-o", "車は男性に運転されていない"),
    # passive: a te-form clause, 連用形 clauses, an adjunct between subject and object (stays in place)
    (
        "男性がテレビを見ていて、子供が寝ている",
        "passive",
        "ga-o",
        "テレビが男性に見られていて、子供が寝ている",
    ),
    ("母親が野菜を切り、子供が皿を洗った", "passive", "ga-o", "野菜が母親に切られ、皿が子供に洗われた"),
    # a verbal noun + する keeps its によって passive (本が男性によって読まれ is skipped: see SKIPS)
    ("男性が本を注文し、女性が歌った", "passive", "ga-o", "本が男性によって注文され、女性が歌った"),
    ("男性が公園でボールを蹴った", "passive", "ga-o", "ボールが公園で男性に蹴られた"),
    # active: agents marked に and によって; に-object verbs (乗る); ていない; サ変
    ("魚が料理人に焼かれた", "active", "ga-o", "料理人が魚を焼いた"),
    ("本が学生に借りられた", "active", "ga-o", "学生が本を借りた"),
    ("部屋が女性に掃除されている", "active", "ga-o", "女性が部屋を掃除している"),
    ("ケーキが女性に食べられていない", "active", "ga-o", "女性がケーキを食べていない"),
    ("ギターはその男性によって弾かれている", "active", "ga-o", "その男性はギターを弾いている"),
    ("馬が男性に乗られている", "active", "ga-o", "男性が馬に乗っている"),
    # voice-flip: the phrases stay, the voice and the particles change
    ("料理人が魚を焼いた", "voice-flip", "ga-o", "料理人が魚に焼かれた"),
    (
        "男性がテレビを見ていて、子供が寝ている",
        "voice-flip",
        "ga-o",
        "男性がテレビに見られていて、子供が寝ている",
    ),
    ("魚が料理人に焼かれた", "voice-flip", "ga-o", "魚が料理人を焼いた"),
    ("馬が男性に乗られている", "voice-flip", "ga-o", "馬が男性に乗っている"),
    # causative, intransitive (ga): 五段 incl. 行く and ナ行, 下一段, カ変; causer at the clause's start
    ("男の子が笑っている", "causative", "ga", "ある人が男の子を笑わせている"),
    ("男の子が学校に行った", "causative", "ga", "ある人が男の子を学校に行かせた"),
    # the causer is a new noun, and a comma keeps 誰かがある人 from reading "a person someone has"
    ("ある人が座っている", "causative", "ga", "誰かが、ある人を座らせている"),
    ("犬が死んだ", "causative", "ga", "ある人が犬を死なせた"),
    ("子供が寝ている", "causative", "ga", "ある人が子供を寝させている"),
    ("友達が家に来た", "causative", "ga", "ある人が友達を家に来させた"),
    ("公園で男の子が走っている", "causative", "ga", "ある人が公園で男の子を走らせている"),
    # only the sentence's main predicate is causativised: one causer, never in the first conjunct too
    ("男の子が走り、女の子が歩いた", "causative", "ga", "男の子が走り、ある人が女の子を歩かせた"),
    ("観客が観ている", "causative", "ga", "ある人が観客に観させている"),  # object left out: causee に
    # causative, transitive (ga-o): 五段, 上一段, サ変 noun, light する; each clause under its own pair
    ("女性が手紙を読んだ", "causative", "ga-o", "ある人が女性に手紙を読ませた"),
    ("学生が本を借りた", "causative", "ga-o", "ある人が学生に本を借りさせた"),
    ("女性が部屋を掃除している", "causative", "ga-o", "ある人が女性に部屋を掃除させている"),
    ("子供たちがサッカーをしている", "causative", "ga-o", "ある人が子供たちにサッカーをさせている"),
    ("男性が道を歩いている", "causative", "ga-o", "ある人が男性に道を歩かせている"),
    (
        "男性がギターを弾いていて、女性が歌っている",
        "causative",
        "ga",
        "男性がギターを弾いていて、ある人が女性を歌わせている",
    ),
    # decausative: causer removed, causee takes its particle, causative morpheme gone
    ("先生が生徒を立たせている", "decausative", "ga", "生徒が立っている"),
    ("女性は犬を散歩させている", "decausative", "ga", "犬は散歩している"),
    ("母親が子供に野菜を食べさせた", "decausative", "ga-o", "子供が野菜を食べた"),
]

# (premise, op, pair, skip reason)
SKIPS = [
    # vc18b: with a thing as subject the に-passive of drinking reads as being swallowed up (酒に飲まれる)
    (
        "子供が水を飲んだ",
        "passive",
        "ga-o",
        "nothing shows that 水 names a person or an animal, and its agent 子供 is a person: with a thing as subject"
        " the に-passive of drinking or inhaling reads as being swallowed up or sucked in (酒に飲まれる), not as the"
        " person's act (×酒がカウンターで常連客に飲まれていた)",
    ),
    # a native verb of telling: a thing's passive with a specific agent reads as translationese (heldout-i)
    ("男性が秘密を話した", "passive", "ga-o", thing_passive("秘密", "話す", "男性")),
    ("男の子が走っている", "passive", "ga-o", "no object marked を in a clause with a subject"),
    # the first conjunct is not the sentence's main predicate: no causer is inserted into it
    ("男性がギターを弾いていて、女性が歌っている", "causative", "ga-o", "clause is not the main clause"),
    (
        "子供たちがサッカーをしている",
        "passive",
        "ga-o",
        "サッカーを is the noun of the light-verb predicate サッカーをする: する has no object of its own, so the "
        "phrase may move or lose its を but not change case or trade roles",
    ),
    (
        "男性が道を歩いている",
        "passive",
        "ga-o",
        "predicate 歩く is excluded by the rule (path_verbs: Verbs of motion whose を marks the path"
        " (道を歩く → 道が歩かれる reads wrong, 橋を渡る) or the place left (部屋を出る) or visited"
        " (市役所を訪れる), not an affected object)",
    ),
    (
        "女の子が手を振っている",
        "passive",
        "ga-o",
        "the object 手 is excluded by the rule (body_parts: Body parts: as a を-object they make odd passives"
        " (手が男性に振られている, 髪がとかされている))",
    ),
    ("男性が女性に花を渡した", "passive", "ga-o", "clause has a dative marked に"),
    (
        "男性がボールを蹴って、走っている",
        "passive",
        "ga-o",
        "男性が is also the subject of 走っている, which the te-form 蹴って chains to: a voice change of 蹴って alone"
        " would give 走っている another subject",
    ),
    (
        "男性がギターを弾きながら歌っている",
        "passive",
        "ga-o",
        "the parse links 弾き to 歌っ, which has no subject of its own in the parse: the tool takes the subject of "
        "弾き as that of 歌っ too, and a rewrite of one would change who does the other",
    ),
    ("先生が生徒を立たせている", "passive", "ga-o", "predicate is causative, not active"),
    ("男性が本を注文しよう", "passive", "ga-o", "unsupported form 意志推量形"),  # UnsupportedForm's reason
    # a thing's passive of a native verb with a person as agent reads as translationese (×本が男性によって読まれた)
    (
        "男性が本を読んだ",
        "passive",
        "ga-o",
        "nothing shows that 本 names a person or an animal, 読む is no Sino-Japanese verbal noun + する, and nothing"
        " shows that its agent 男性 is an organisation: a thing's passive with a specific agent would read as"
        " translationese (×高価な服は彼女によって買われた)",
    ),
    # with によって a thing as the flip's new agent reads as a cause or a means (×男性が本によって読まれた)
    (
        "男性が本を読んだ",
        "voice-flip",
        "ga-o",
        "nothing shows that the object 本 names a person or an animal, and the verb is no physical action, feeling or"
        " knowing: as the agent, with に it would read as a place, a state or a cause, and with によって as a cause or"
        " a means",
    ),
    ("魚が焼かれた", "active", "ga-o", "no agent marked に in a clause with a subject"),
    (
        "ギターはその男性によって弾かれている",
        "voice-flip",
        "ga-o",
        "no agent marked に in a clause with a subject",
    ),
    (
        "皿がテーブルの上に置かれた",
        "active",
        "ga-o",
        "the agent テーブルの上 is excluded by the rule (places: Relational and place nouns: に after them marks"
        " where something is (皿の上に置かれた), not an agent)",
    ),
    # an active clause: the voice is the reason, before any phrase (issue 20: reasons must be true)
    ("料理人が魚を焼いた", "active", "ga-o", "predicate is active, not passive"),
    ("男性が走っていない", "causative", "ga", "predicate is negated"),
    (
        "男性が公園にいる",
        "causative",
        "ga",
        "predicate いる is excluded by the rule (stative_verbs: Verbs of being, becoming and perceiving, which"
        " have no natural causative (いさせる, あらせる, 見えさせる))",
    ),
    ("犬が大きい", "causative", "ga", "unsupported inflection 形容詞"),
    ("女性が手紙を読んだ", "causative", "ga", "clause has an object marked を"),
    ("先生が生徒を立たせていない", "decausative", "ga", "predicate is negated"),
    (
        "先生が彼を来させた",
        "decausative",
        "ga",
        "ambiguous parse: 来させる (こさせる) read as 来す (きたす) + せる",
    ),
    # 焼く has the intransitive partner 焼ける, which is also its potential: no lexical decausative either
    (
        "料理人が魚を焼いた",
        "decausative",
        "ga",
        "焼ける is also the potential of 焼く ('can 焼く'): its が-phrase may be what someone can 焼く, not what changed",
    ),
    ("料理人が魚を食べた", "decausative", "ga", "predicate is active, not causative"),
]

# Round trips: the second op undoes the first.
ROUND_TRIPS = [
    ("料理人が魚を焼いた", "passive", "active"),
    ("女性が本を閉じた", "passive", "active"),
    ("女性が部屋を掃除している", "passive", "active"),
    ("男性がテレビを見ていて、子供が寝ている", "passive", "active"),
    ("男の子がケーキを食べていない", "passive", "active"),
    ("料理人が魚を焼いた", "voice-flip", "voice-flip"),
    ("男の子が笑っている", "causative", "decausative"),
    ("子供が寝ている", "causative", "decausative"),
    ("女性が手紙を読んだ", "causative", "decausative"),
    ("女性が部屋を掃除している", "causative", "decausative"),
]

# Rewrites whose re-parse GiNZA gets wrong (来させた read as 来す + せる), so verification fails.
UNVERIFIABLE = {("友達が家に来た", "causative", "ga")}


def _by_key(rows):
    return {(row["sentence_A_Ja_origin"], row["op"], row["pair"]): row for row in rows}


@pytest.fixture(scope="module")
def rows():
    sentences = sorted({case[0] for case in REWRITES + SKIPS + ROUND_TRIPS})
    result = perturb(sentences, ops=VOICE_OPS, pairs="all", cache=False, keep_unchanged=True, verify=True)
    return _by_key(result.rows)


@pytest.fixture(scope="module")
def round_trip_rows(rows):
    firsts = sorted(
        {
            rows[(premise, first, _pair(rows, premise, first))]["sentence_A_Ja"]
            for premise, first, _ in ROUND_TRIPS
        }
    )
    result = perturb(firsts, ops=VOICE_OPS, pairs="all", cache=False)
    return _by_key(result.rows)


def _pair(rows, premise, op):
    """The one pair under which `op` rewrote `premise`."""
    pairs = [
        pair
        for (text, name, pair), row in rows.items()
        if (text, name) == (premise, op) and row["mod_A"] == "True"
    ]
    assert len(pairs) == 1, (premise, op, pairs)
    return pairs[0]


@pytest.mark.parametrize(("premise", "op", "pair", "expected"), REWRITES)
def test_rewrite(rows, premise, op, pair, expected):
    row = rows[(premise, op, pair)]
    assert (row["mod_A"], row["sentence_A_Ja"], row["skip_reason"]) == ("True", expected, "")


@pytest.mark.parametrize(("premise", "op", "pair", "expected"), REWRITES)
def test_rewrite_is_verified_by_the_reparse(rows, premise, op, pair, expected):
    assert rows[(premise, op, pair)]["verified"] == str((premise, op, pair) not in UNVERIFIABLE)


@pytest.mark.parametrize(("premise", "op", "pair", "reason"), SKIPS)
def test_skip_reason(rows, premise, op, pair, reason):
    row = rows[(premise, op, pair)]
    assert (row["mod_A"], row["sentence_A_Ja"], row["skip_reason"]) == ("False", premise, reason)


@pytest.mark.parametrize(("premise", "first", "second"), ROUND_TRIPS)
def test_round_trip_gives_back_the_original(rows, round_trip_rows, premise, first, second):
    middle = rows[(premise, first, _pair(rows, premise, first))]["sentence_A_Ja"]
    assert middle != premise
    back = round_trip_rows[(middle, second, _pair(round_trip_rows, middle, second))]["sentence_A_Ja"]
    assert back == premise


def test_expected_labels(rows):
    def label(op, gold):
        return perturb(
            [
                {
                    "sentence_A_Ja": "料理人が魚を焼いた"
                    if op != "decausative"
                    else "先生が生徒を立たせている",
                    "entailment_label_Ja": gold,
                }
            ],
            ops=op,
            pairs="all",
            cache=False,
        ).rows[0]["expected_label"]

    assert [label("passive", gold) for gold in ("entailment", "contradiction")] == [
        "entailment",
        "contradiction",
    ]
    assert label("causative", "contradiction") == "contradiction"
    assert label("voice-flip", "entailment") == "neutral"
    assert label("decausative", "entailment") == "neutral"


def test_ops_run_only_for_the_pairs_their_rules_name():
    rules = load_rules()
    runs = {
        op: [pair for pair in rules.pairs if rules.ops[op].runs_for(rules.pairs[pair])] for op in rules.ops
    }
    assert runs["passive"] == runs["active"] == runs["voice-flip"] == ["ga-o"]
    assert runs["causative"] == runs["decausative"] == ["ga-o", "ga"]
    assert runs["scramble"] == ["ga-o", "ga-ni", "ga-de"]  # ga has no partner phrase
    assert (
        match_op([], rules.ops["passive"], rules.pairs["ga"]).skip_reason == "passive has no rule for pair ga"
    )


def test_multi_op_run_parses_each_premise_once(parser):
    premises = ["料理人が魚を焼いた", "男の子が笑っている", "女性が手紙を読んだ", "料理人が魚を焼いた"]
    before = parser.parsed_count
    result = perturb(premises, ops="scramble,passive,causative", pairs="all", parser=parser)
    assert parser.parsed_count - before == 3
    got = {(row["sentence_A_Ja_origin"], row["op"], row["pair"]): row["sentence_A_Ja"] for row in result.rows}
    assert got[("料理人が魚を焼いた", "scramble", "ga-o")] == "魚を料理人が焼いた"
    assert got[("料理人が魚を焼いた", "passive", "ga-o")] == "魚が料理人に焼かれた"
    assert got[("男の子が笑っている", "causative", "ga")] == "ある人が男の子を笑わせている"
    assert got[("女性が手紙を読んだ", "causative", "ga-o")] == "ある人が女性に手紙を読ませた"
    # 手紙が女性によって読まれた is skipped (a thing's passive of a native verb), so no row
    assert ("女性が手紙を読んだ", "passive", "ga-o") not in got
    # 焼いた (two input rows) under all three ops, 読んだ under scramble and causative, 笑っている (no partner for
    # scramble) once
    assert len(result.rows) == 2 * 3 + 2 + 1


def test_causer_comes_from_the_rules_variables(parser):
    rules = load_rules(variables={"causer": "先生"})
    options = make_options(rules, "causative", "all")
    table = Table(
        ["sentence_A_Ja"], [{"sentence_A_Ja": "男の子が笑っている"}, {"sentence_A_Ja": "女性が手紙を読んだ"}]
    )
    result = run(table, rules, options, parser)
    assert [row["sentence_A_Ja"] for row in result.rows] == [
        "先生が男の子を笑わせている",
        "先生が女性に手紙を読ませた",
    ]


@pytest.fixture(scope="module")
def nlp():
    return spacy.load("ja_ginza", exclude=["ner"])


def test_verification_checks_the_voice_and_the_particles(nlp):
    rules = load_rules()
    clauses = clause_view(nlp("料理人が魚を焼いた"))
    matches = match_op(clauses, rules.ops["passive"], rules.pairs["ga-o"]).matches
    assert verify_rewrite(matches, nlp("魚が料理人に焼かれた"))
    assert not verify_rewrite(matches, nlp("魚が料理人に焼いた"))  # no passive auxiliary
    assert not verify_rewrite(matches, nlp("魚を料理人に焼かれた"))  # object not promoted
    clauses = clause_view(nlp("母親が子供に野菜を食べさせた"))
    matches = match_op(clauses, rules.ops["decausative"], rules.pairs["ga-o"]).matches
    assert verify_rewrite(matches, nlp("子供が野菜を食べた"))
    assert not verify_rewrite(matches, nlp("子供が野菜を食べさせた"))  # causative morpheme kept
    assert not verify_rewrite(matches, nlp("母親が子供が野菜を食べた"))  # causer not removed


def write(path, text):
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("operations", "message"),
    [
        ("[{revoice: predicate, to: middle}]", "revoice 'to' must be one of active, passive, causative"),
        ("[{set_particle: agent, to: が}]", "operation set_particle refers to unknown slot 'agent'"),
        (
            "[{insert_phrase: c, text: '{nobody}', particle: が, before: subject}]",
            "'{nobody}' is not declared",
        ),
    ],
)
def test_rule_files_are_checked(tmp_path, operations, message):
    rule = write(
        tmp_path / "mine.yaml",
        "op: mine\nversion: 1\nexpected_label: keep\nrules:\n  - id: r\n    pattern:\n      pair: ga\n"
        f"      slots: {{subject: {{particle: [が]}}}}\n    operations: {operations}\n",
    )
    with pytest.raises(StresskitError, match=message.replace("{", r"\{").replace("(", r"\(")):
        load_rules([Path(rule)])


def test_a_pattern_naming_an_unknown_pair_is_refused(tmp_path):
    rule = write(
        tmp_path / "mine.yaml",
        "op: mine\nversion: 1\nexpected_label: keep\nrules:\n  - id: r\n    pattern: {pair: ga-wo, slots: {subject: {particle: [が]}}}\n"
        "    operations: [{revoice: predicate, to: passive}]\n",
    )
    with pytest.raises(StresskitError, match="unknown pair 'ga-wo'"):
        load_rules([Path(rule)])
