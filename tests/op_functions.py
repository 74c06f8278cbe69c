"""A Python function op for the tests: importable by module and name, so worker processes can run it."""

from stresskit.rewriting.function_ops import Skip, op_function


@op_function(expected_label="keep")
def topicalize(clauses):
    """The main clause's が-subject becomes a は-topic."""
    for clause in clauses:
        if clause.ends_sentence:
            for argument in clause.arguments:
                if argument.particle == "が":
                    token = argument.particle_tokens[-1]
                    doc = token.doc
                    return doc[: token.i].text_with_ws + "は" + token.whitespace_ + doc[token.i + 1 :].text
    return Skip("no が-subject in the main clause")
