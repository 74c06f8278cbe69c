"""`stresskit ops`: the ops, their rules and the label effect each one expects."""

from __future__ import annotations

from rich.console import Console

from stresskit.cli.options import RulesOption, fail, load_rule_set
from stresskit.errors import StresskitError


def ops(rules: RulesOption = None) -> None:
    """List the ops, their rules and the label effect each one expects, and what rule files can use."""
    from stresskit.operations.base import OPERATIONS
    from stresskit.rules.conditions import CONDITIONS

    try:
        rule_set = load_rule_set(rules)
    except StresskitError as exc:
        fail(str(exc))
    console = Console(soft_wrap=True, highlight=False)
    for spec in rule_set.ops.values():
        console.print(f"[bold]{spec.op}[/]  meaning: {spec.meaning}; expected label: {spec.effect}")
        console.print(f"  {spec.description}")
        for rule in spec.rules:
            console.print(f"  rule [cyan]{rule.id}[/]: {rule.description}")
        console.print(f"  defined in {spec.source}")
    console.print("[bold]pairs[/]")
    for pair in rule_set.pairs.values():
        console.print(f"  [cyan]{pair.name}[/]: {pair.description}")
    # What a rule file can use (README, "Writing rules"); plug-ins from entry points included.
    console.print(f"[bold]operations[/]: {', '.join(OPERATIONS.names())}")
    console.print(f"[bold]conditions[/]: {', '.join(CONDITIONS.names())}")
    console.print(f"[bold]lexicons[/]: {', '.join(f'${name}' for name in sorted(rule_set.lexicons))}")
