"""`stresskit ops`: the ops, their rules and the label effect each one expects."""

from __future__ import annotations

from rich.text import Text

from stresskit.cli.options import RulesOption, fail, load_rule_set, plain_console
from stresskit.errors import StresskitError


def ops(rules: RulesOption = None) -> None:
    """List the ops, their rules and the label effect each one expects, and what rule files can use."""
    from stresskit.operations.base import OPERATIONS
    from stresskit.rules.conditions import CONDITIONS

    try:
        rule_set = load_rule_set(rules)
    except StresskitError as exc:
        fail(exc)
    console = plain_console()
    for spec in rule_set.ops.values():
        effect = spec.effect
        if spec.hypothesis_label:
            effect += " unless the hypothesis says otherwise (hypothesis_label: its cases, else uncertain)"
        console.print(
            Text.assemble((spec.op, "bold"), f"  meaning: {spec.meaning}; expected label: {effect}")
        )
        console.print(f"  {spec.description}")
        for rule in spec.rules:
            console.print(Text.assemble("  rule ", (rule.id, "cyan"), f": {rule.description}"))
        console.print(f"  defined in {spec.source}")
    console.print(Text("pairs", style="bold"))
    for pair in rule_set.pairs.values():
        console.print(Text.assemble("  ", (pair.name, "cyan"), f": {pair.description}"))
    # What a rule file can use (README, "Writing rules"); plug-ins from entry points included.
    console.print(Text.assemble(("operations", "bold"), f": {', '.join(OPERATIONS.names())}"))
    console.print(Text.assemble(("conditions", "bold"), f": {', '.join(CONDITIONS.names())}"))
    console.print(
        Text.assemble(
            ("lexicons", "bold"), f": {', '.join(f'${name}' for name in sorted(rule_set.lexicons))}"
        )
    )
