"""Rule files are validated data: the schema, the operation and condition registries, lexicons, plug-ins."""

import pickle
import sys
import textwrap
from pathlib import Path

import pytest
from typer.testing import CliRunner

from stresskit.cli.app import app
from stresskit.errors import StresskitError
from stresskit.evaluation.api import perturb
from stresskit.operations.base import OPERATIONS, Kind, Operation
from stresskit.operations.rewrite import Rewrite
from stresskit.parsing.clauses import clause_view
from stresskit.rewriting.matcher import match_op
from stresskit.rules.conditions import CONDITIONS, Condition, SlotCondition
from stresskit.rules.loader import load_rules

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
TOPICALIZE = EXAMPLES / "rules" / "topicalize.yaml"

GOOD = """\
op: mine
version: 3
expected_label: {entailment: neutral, contradiction: neutral, neutral: neutral}
rules:
  - id: mine-rule
    pattern:
      pair: ga-o
      order: [subject, object]
      slots:
        subject: {particle: [が]}
        object: {particle: [を], head: {LEMMA: {NOT_IN: [$body_parts]}}}
      predicate: {voice: active}
    operations:
      - {delete_particle: subject}
"""


def invoke(*args):
    return CliRunner().invoke(app, [str(arg) for arg in args])


def write(path, text):
    path.write_text(text, encoding="utf-8")
    return path


def test_the_good_file_loads_with_its_version(tmp_path):
    spec = load_rules([write(tmp_path / "mine.yaml", GOOD)]).ops["mine"]
    assert spec.version == "3"
    assert load_rules().ops["passive"].version == "1"


def test_rules_survive_pickling_for_worker_processes():
    rules = load_rules()
    copy = pickle.loads(pickle.dumps(rules))
    assert copy == rules
    assert copy.ops["passive"].rules[0].conditions[0] != rules.ops["passive"].rules[0].conditions[1]


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("      order:", "      ordr:", "rule mine-rule: pattern: unknown key 'ordr'; allowed: pair, slots"),
        (
            "head: {LEMMA",
            "not_heads: {LEMMA",
            "rule mine-rule: pattern.slots.object: unknown key 'not_heads'; allowed: particle",
        ),
        (
            "particle: [が]",
            "particle: が",
            "rule mine-rule: pattern.slots.subject.particle must be a list of words",
        ),
        (
            "voice: active",
            "voice: middle",
            "rule mine-rule: pattern.predicate.voice must be one of active, passive",
        ),
        (
            "voice: active",
            "negated: 'no'",
            "rule mine-rule: pattern.predicate.negated must be one of true, false",
        ),
        (
            "voice: active",
            "sentient: true",
            "rule mine-rule: pattern.predicate: unknown condition 'sentient'",
        ),
        (
            "voice: active",
            "animate: [男性]",
            "rule mine-rule: pattern.predicate: 'animate' is a condition written in a slot, not here",
        ),
        (
            "voice: active",
            "only_in_final_clause: [は]",
            "pattern.predicate: 'only_in_final_clause' is a condition written in a slot, not here",
        ),
        (
            "particle: [が]}",
            "particle: [が], negated: false}",
            "'negated' is a condition written under pattern.predicate",
        ),
        (
            "particle: [が]}",
            "particle: [が], only_in_final_clause: は}",
            "only_in_final_clause must be a list of particles",
        ),
        ("contradiction: neutral,", "contradiction: nuetral,", "expected_label: unknown label 'nuetral'"),
        ("contradiction: neutral, ", "", "expected_label: no expected label for gold 'contradiction'"),
        (
            "{delete_particle: subject}",
            "{delete_particle: [subject, object]}",
            "rule mine-rule: operation delete_particle 'delete_particle' must be one slot name, "
            "not a list [subject, object]",
        ),
        (
            "{delete_particle: subject}",
            "{delete_particle: subject, to: が}",
            "delete_particle has no argument 'to'",
        ),
        ("{delete_particle: subject}", "{negate: predicate}", "rule mine-rule: unknown operation 'negate'"),
        ("{delete_particle: subject}", "{delete_particle: agent}", "refers to unknown slot 'agent'"),
        ("$body_parts", "$bodyparts", "object.head.LEMMA.NOT_IN: unknown lexicon 'bodyparts'"),
        ("LEMMA: {NOT_IN", "LEMA: {NOT_IN", "object.head: unknown attribute 'LEMA'"),
        ("{NOT_IN:", "{NOT:", "object.head.LEMMA: unknown operator 'NOT'"),
        ("version: 3\n", "", "'version' is missing"),
        ("version: 3\n", "version: 3\nauthor: me\n", "unknown key 'author'"),
        ("      pair: ga-o", "      pair: ga-wo", "rule mine-rule: pattern.pair: unknown pair 'ga-wo'"),
    ],
)
def test_a_malformed_rule_file_is_one_line_naming_file_rule_and_key(tmp_path, old, new, message):
    assert old in GOOD
    rule = write(tmp_path / "mine.yaml", GOOD.replace(old, new, 1))
    for command in (["ops"], ["perturb", EXAMPLES / "jsick_sample.tsv", "--op", "mine"]):
        result = invoke(*command, "--rules", rule)
        assert result.exit_code == 1
        assert result.stderr.startswith(f"error: rule file {rule}")
        assert message in result.stderr
        assert len(result.stderr.strip().splitlines()) == 1
        assert "Traceback" not in result.output


def test_a_yaml_only_op_runs_through_rules_dir(tmp_path):
    directory = tmp_path / "my-rules"
    directory.mkdir()
    write(directory / "topicalize.yaml", TOPICALIZE.read_text(encoding="utf-8"))
    source = write(
        tmp_path / "in.tsv",
        "sentence_A_Ja\tentailment_label_Ja\n猫が犬を追いかけている\tentailment\n"
        "男の子が走っていて、猫が犬を追いかけている\tneutral\n自分の猫が寝ている\tneutral\n",
    )
    result = invoke("perturb", source, "--op", "topicalize", "--rules", directory)
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[1:] == [
        "猫は犬を追いかけている\tentailment\t猫が犬を追いかけている\tTrue\ttopicalize\tga\ttopicalize\tentailment",
        "男の子が走っていて、猫は犬を追いかけている\tneutral\t男の子が走っていて、猫が犬を追いかけている\tTrue\t"
        "topicalize\tga\ttopicalize\tneutral",
    ]


def test_a_rules_dir_brings_its_own_lexicons(tmp_path, parser):
    directory = tmp_path / "my-rules"
    (directory / "lexicons").mkdir(parents=True)
    write(directory / "lexicons" / "pets.yaml", "version: 1\ndescription: pets\nwords: [猫, 犬]\n")
    write(
        directory / "topicalize.yaml",
        TOPICALIZE.read_text(encoding="utf-8").replace("$reflexives", "$pets"),
    )
    result = perturb(["猫が寝ている", "男の子が寝ている"], ops="topicalize", rules=[directory], parser=parser)
    assert [row["sentence_A_Ja"] for row in result.rows] == ["男の子は寝ている"]


SENTENCES = ["ピアノが鳴っている", "白い猫が寝ている", "猫が逃げ出した", "白い猫が走っていて、猫が逃げ出した"]


@pytest.mark.parametrize(
    ("subject", "predicate", "expected"),
    [
        (
            "head: {TEXT: {REGEX: '^[ァ-ヶー]+$'}}",
            "",
            ["ピアノは鳴っている", "EXCLUDED 白い猫", "EXCLUDED 猫", "EXCLUDED 白い猫"],
        ),
        (
            "any_token: {POS: {IN: [ADJ]}}",
            "",
            ["EXCLUDED ピアノ", "白い猫は寝ている", "EXCLUDED 猫", "clause is not the main clause"],
        ),
        (
            "every_token: {TEXT: {NOT_IN: [猫]}}",
            "",
            ["ピアノは鳴っている", "EXCLUDED 白い猫", "EXCLUDED 猫", "EXCLUDED 白い猫"],
        ),
        (
            "",
            "head: {LEMMA: {REGEX: 'る$'}}",
            [
                "ピアノは鳴っている",
                "白い猫は寝ている",
                "predicate 逃げ出す does not match る$",
                "clause is not the main clause",
            ],
        ),
        (
            "",
            "head: {LEMMA: {NOT_IN: [鳴る]}}",
            [
                "predicate 鳴る is excluded by the rule",
                "白い猫は寝ている",
                "猫は逃げ出した",
                "白い猫が走っていて、猫は逃げ出した",
            ],
        ),
    ],
)
def test_attribute_tests_select_phrases_and_predicates(tmp_path, parser, subject, predicate, expected):
    text = TOPICALIZE.read_text(encoding="utf-8")
    text = text.replace(", every_token: {LEMMA: {NOT_IN: [$reflexives]}}", f", {subject}" if subject else "")
    text = text.replace(
        "main_clause: true", f"main_clause: true\n        {predicate}" if predicate else "main_clause: true"
    )
    rule = write(tmp_path / "t.yaml", text)
    result = perturb(SENTENCES, ops="topicalize", rules=[rule], parser=parser, keep_unchanged=True)
    got = [row["sentence_A_Ja"] if row["mod_A"] == "True" else row["skip_reason"] for row in result.rows]
    assert got == [
        f"the subject {item.split()[1]} is excluded by the rule" if item.startswith("EXCLUDED") else item
        for item in expected
    ]


REFLEXIVES = (
    " (reflexives: Reflexive nouns (自分の娘): bound by the subject, so moving or re-marking phrases would"
    " rebind them)"
)


def test_try_shows_the_rewrite_and_the_condition_that_rejected_each_clause():
    result = invoke("try", TOPICALIZE, "男の子が走っていて、猫が犬を追いかけている", "自分の猫が寝ている")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == [
        "topicalize (ga)  男の子が走っていて、猫が犬を追いかけている",
        "  → 男の子が走っていて、猫は犬を追いかけている",
        "  clause 走っていて, rule topicalize: rejected by pattern.predicate.main_clause: clause is not the main clause",
        "  clause 追いかけている, rule topicalize: matches",
        "topicalize (ga)  自分の猫が寝ている",
        "  does not apply: the subject 自分の猫 is excluded by the rule" + REFLEXIVES,
        "  clause 寝ている, rule topicalize: rejected by pattern.slots.subject.every_token.LEMMA.NOT_IN: "
        "the subject 自分の猫 is excluded by the rule" + REFLEXIVES,
    ]


def test_ops_lists_what_rule_files_can_use():
    lines = invoke("ops").stdout.splitlines()
    assert (
        "operations: move, set_particle, delete_particle, exchange_bodies, exchange_phrases, insert_phrase, remove_phrase, revoice,"
        " relexicalise" in lines
    )
    assert (
        "conditions: voice, negated, adnominal, subject_shared, main_clause, only_in_final_clause,"
        " only_in_final_or_controlled_clause, animate, agentive,"
        " not_animate, no_comitative, support_event, bearing_object, no_word_in_clause, reflexive_in_clause, subject_depictive, ni_agent, not_question, about_object, own_statement,"
        " specific_sought, own_attitude, heard_account, acted_event, owned_mind, specific_habitual, anaphor_after_subject,"
        " other_ni, subject_obligation, causer_obligation, potential_reading,"
        " floated_quantifier, stray_object, not_vehicle, figure_change, desiderative, disposition, resultative_creation, thing_by_agent, native_thing_passive, specific_agent_thing_passive, specific_agent_ni_thing_passive, bodily_subject,"
        " emotion_stimulus, natural_cause, stative_aspect, language_ability, correspondence, topic_occasion, copular_frame, held_trait, undergone, contest_opponent, made_relation, toll, measure_object, money_object, wh_agent, clinched_result,"
        " kept_record, role_object, role_taken, reaction, judged_feeling, known_intransitive,"
        " question_complement, crosses_quote, quoted_complement, compound_start, elided_addressee,"
        " shared_condition_subject, clear_start,"
        " single_subject, whole_phrases,"
        " intervening_clause, hands_on_subject, viewpoint_auxiliary, speaker_mood, symmetric_predicate, measured_subject, chance_adverb, arrival,"
        " evaluated_manner, elided_object, asking_chunk, acclaim, causer_relative, subject_evaluation, formal_register"
    ) in lines
    assert any(
        line.startswith(
            "lexicons: $achieved_states, $addressee_verbs, $affecting_verbs, $animals, $animates, $body_emissions, $body_parts,"
            " $clinched_results, $creation_verbs"
        )
        for line in lines
    )


def test_try_refuses_a_malformed_file_before_parsing(tmp_path):
    rule = write(tmp_path / "bad.yaml", TOPICALIZE.read_text(encoding="utf-8").replace("main_clause", "main"))
    result = invoke("try", rule, "猫が寝ている")
    assert result.exit_code == 1
    assert (
        "rule topicalize: pattern.predicate: unknown condition 'main'; allowed: head, voice" in result.stderr
    )


# --- registries --------------------------------------------------------------------------------------


def test_every_registered_operation_is_complete(parser):
    """Each class validates its example, names its slots, applies, describes itself and states a claim."""
    doc = parser.parse(["男性がボールを蹴っている"])["男性がボールを蹴っている"]
    [clause] = clause_view(doc)
    rules = load_rules()
    [match] = match_op([clause], rules.ops["np-swap"], rules.pairs["ga-o"]).matches
    slots = match.slots  # subject, partner, and the reserved predicate and clause_start
    assert set(OPERATIONS.names()) >= {
        "move", "set_particle", "delete_particle", "exchange_bodies", "exchange_phrases", "insert_phrase",
        "remove_phrase", "revoice",
    }  # fmt: skip
    # relexicalise needs a verb with a 自他 partner: つける (→ つく)
    pair_text = "男性が電気をつけた"
    pair_doc = parser.parse([pair_text])[pair_text]
    [pair_clause] = clause_view(pair_doc)
    [pair_match] = match_op([pair_clause], rules.ops["np-swap"], rules.pairs["ga-o"]).matches
    rewritten = {}
    for name in OPERATIONS.names():
        if name == "relexicalise":
            doc, slots = pair_doc, pair_match.slots
        cls = OPERATIONS.get(name)
        assert issubclass(cls, Operation) and cls.name == name and cls.__doc__
        assert name in cls.params and all(isinstance(param.kind, Kind) for param in cls.params.values())
        assert cls.problem(cls.example) is None
        operation = cls(cls.example)
        assert set(operation.slots_used()) <= set(slots)
        assert operation.check(slots) is None
        rewrite = Rewrite(doc)
        operation.apply(rewrite, slots)
        rewritten[name] = rewrite.text()
        assert operation.describe(slots)
    assert rewritten == {
        "move": "ボールを男性が蹴っている",
        "set_particle": "男性をボールを蹴っている",
        "delete_particle": "男性ボールを蹴っている",
        "exchange_bodies": "ボールが男性を蹴っている",
        "exchange_phrases": "ボールを男性が蹴っている",
        "insert_phrase": "ある人が男性がボールを蹴っている",
        "remove_phrase": "男性が蹴っている",
        "revoice": "男性がボールを蹴られている",
        "relexicalise": "男性が電気をついた",
    }


def test_every_registered_condition_is_complete(parser):
    doc = parser.parse(["男性はボールを蹴って走っている"])["男性はボールを蹴って走っている"]
    clauses = clause_view(doc)
    kicking = clauses[0]
    topic = kicking.arguments[0]
    assert (kicking.predicate.text, topic.span.text) == ("蹴っ", "男性は")
    for name in CONDITIONS.names():
        cls = CONDITIONS.get(name)
        assert issubclass(cls, Condition | SlotCondition) and cls.name == name and cls.__doc__
        assert cls.problem(cls.example) is None
        assert cls.problem("certainly not a value") is not None
        condition = cls(cls.example)
        if isinstance(condition, SlotCondition):
            assert condition.passes(topic, kicking) in (True, False)
        else:
            reason = condition.reason(kicking, clauses)
            assert reason is None or isinstance(reason, str)
    # the built-in conditions on the te-form clause of 男性はボールを蹴って走っている, one by one
    assert [
        CONDITIONS.get(name)(value).reason(kicking, clauses)
        for name, value in [
            ("voice", "passive"),
            ("negated", True),
            ("adnominal", True),
            ("subject_shared", False),
            ("main_clause", False),
        ]
    ] == [
        "predicate is active, not passive",
        "predicate is not negated",
        "clause does not modify a noun",
        "the parse links 蹴っ to 走っ, which has no subject of its own in the parse: the tool takes the subject of 蹴っ "
        "as that of 走っ too, and a rewrite of one would change who does the other",
        # a te-form link of the sentence-final chain whose last predicate has no subject counts as main
        "clause is the main clause",
    ]
    assert CONDITIONS.get("only_in_final_clause")(["は"]).passes(topic, kicking)


PLUGIN = '''
from stresskit.operations.base import OPERATIONS, Kind, Operation, Param
from stresskit.rules.conditions import Condition


class ReplaceBody(Operation):
    """`{replace_body: A, text: 子犬}`: the phrase's words, not its particle, become the text."""

    name = "replace_body"
    params = {"replace_body": Param(Kind.SLOT), "text": Param(Kind.TEXT)}
    example = {"replace_body": "subject", "text": "子犬"}

    def apply(self, rewrite, slots):
        body = slots[self.args["replace_body"]].body
        rewrite.replace(tuple(range(body.start, body.end)), self.args["text"])

    def describe(self, slots):
        return f"{slots[self.args['replace_body']].body.text} → {self.args['text']}"

    def expect(self, expected, original):
        slot = self.args["replace_body"]
        expected.claims[slot] = (self.args["text"], expected.claims[slot][1])


class Polite(Condition):
    """`polite: false`: the predicate has no ます."""

    name = "polite"
    values = (True, False)
    example = False

    def reason(self, clause, clauses):
        polite = any(token.lemma_ == "ます" for token in clause.predicate.doc[clause.predicate.i :])
        return None if polite is self.value else f"predicate is {'not ' if self.value else ''}polite"
'''


@pytest.fixture
def plugin_on_path(tmp_path, monkeypatch):
    """A package installed the way pip would leave it: a module plus a dist-info with entry_points.txt."""
    site = tmp_path / "site"
    site.mkdir()
    write(site / "stresskit_plugin_example.py", PLUGIN)
    info = site / "stresskit_plugin_example-0.1.dist-info"
    info.mkdir()
    write(info / "METADATA", "Metadata-Version: 2.1\nName: stresskit-plugin-example\nVersion: 0.1\n")
    write(
        info / "entry_points.txt",
        "[stresskit.operations]\nreplace_body = stresskit_plugin_example:ReplaceBody\n\n"
        "[stresskit.conditions]\npolite = stresskit_plugin_example:Polite\n",
    )
    monkeypatch.syspath_prepend(str(site))
    for registry in (OPERATIONS, CONDITIONS):
        monkeypatch.setattr(registry, "_entries", dict(registry._entries))
        monkeypatch.setattr(registry, "_plugins_loaded", False)
    yield site
    sys.modules.pop("stresskit_plugin_example", None)


def test_entry_point_operation_and_condition_work(tmp_path, plugin_on_path, parser):
    rule = write(
        tmp_path / "puppy.yaml",
        textwrap.dedent("""\
            op: puppy
            version: 1
            expected_label: {entailment: neutral, contradiction: neutral, neutral: neutral}
            rules:
              - id: puppy
                pattern:
                  pair: ga
                  slots: {subject: {particle: [が]}}
                  predicate: {polite: false}
                operations: [{replace_body: subject, text: 子犬}]
            """),
    )
    result = perturb(
        ["猫が寝ている", "猫が寝ています"],
        ops="puppy",
        rules=[rule],
        parser=parser,
        keep_unchanged=True,
        verify=True,
    )
    assert [(r["sentence_A_Ja"], r["mod_A"], r["verified"], r["skip_reason"]) for r in result.rows] == [
        ("子犬が寝ている", "True", "True", ""),
        ("猫が寝ています", "False", "", "predicate is polite"),
    ]


def test_a_plugin_whose_name_differs_from_its_entry_point_is_refused(tmp_path, plugin_on_path):
    entry_points = plugin_on_path / "stresskit_plugin_example-0.1.dist-info" / "entry_points.txt"
    entry_points.write_text(
        "[stresskit.operations]\nreplace = stresskit_plugin_example:ReplaceBody\n", encoding="utf-8"
    )
    with pytest.raises(StresskitError, match="the class's name is 'replace_body', not 'replace'"):
        OPERATIONS.get("move")
