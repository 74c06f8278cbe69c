"""Write the CLI reference page from the typer app at build time, so that it cannot drift from `--help`.

Run by the mkdocs-gen-files plugin (see mkdocs.yml); `python docs/scripts/gen_cli_reference.py` prints the page.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import typer

from stresskit.cli.app import app

RICH_TAG = re.compile(r"\[/?(?:bold|dim|italic|cyan|green|red|yellow|magenta|blue|b|i|u)\]")


def plain(text: str | None) -> str:
    """Help text without Rich markup, with escaped brackets (\\[) restored."""
    return RICH_TAG.sub("", text or "").replace("\\[", "[").strip()


def cell(text: str) -> str:
    return plain(text).replace("|", "\\|").replace("\n", " ")


def default_text(param: Any) -> str:
    if getattr(param, "is_flag", False) and not param.secondary_opts:
        return "off" if not param.default else "on"
    default = param.default
    if default is None or default == () or callable(default):
        return ""
    if isinstance(default, (list, tuple)):
        default = ",".join(str(x) for x in default)
    return f"`{default}`"


def command_page(name: str, command: Any, level: int) -> list[str]:
    context = typer.Context(command, info_name=name)
    out = [f"{'#' * level} `{name}`", ""]
    usage = " ".join(command.collect_usage_pieces(context))
    out += ["```", f"{name} {usage}".strip(), "```", ""]
    if command.help:
        out += [plain(command.help), ""]
    arguments = [p for p in command.params if p.param_type_name == "argument"]
    options = [p for p in command.params if p.param_type_name == "option" and not p.hidden]
    if arguments:
        out += ["| argument | required | help |", "|---|---|---|"]
        for p in arguments:
            helptext = getattr(p, "help", "") or ""
            out.append(
                f"| `{(p.metavar or p.name or '').upper()}` | {'yes' if p.required else 'no'} | {cell(helptext)} |"
            )
        out.append("")
    if options:
        out += ["| option | default | help |", "|---|---|---|"]
        for p in options:
            names = ", ".join(f"`{o}`" for o in [*p.opts, *p.secondary_opts])
            out.append(f"| {names} | {default_text(p)} | {cell(p.help or '')} |")
        out.append("")
    if command.epilog:
        out += [plain(command.epilog), ""]
    if hasattr(command, "commands"):
        for sub_name, sub in sorted(command.commands.items()):
            out += command_page(f"{name} {sub_name}", sub, level + 1)
    return out


def page() -> str:
    root = typer.main.get_command(app)
    lines = [
        "# Command line reference",
        "",
        "Generated from the `stresskit` command itself when the documentation is built; `stresskit COMMAND --help`",
        "prints the same.",
        "",
        plain(root.help),
        "",
    ]
    for name in root.list_commands(typer.Context(root)):
        lines += command_page(f"stresskit {name}", root.commands[name], 2)
    return "\n".join(lines).rstrip() + "\n"


try:
    import mkdocs_gen_files
except ImportError:  # run directly
    mkdocs_gen_files = None


def ops_page() -> str:
    """`stresskit ops` as it prints on the built-in rules."""
    from typer.testing import CliRunner

    result = CliRunner().invoke(app, ["ops"])
    if result.exit_code != 0:
        raise RuntimeError(f"stresskit ops failed: {result.output}")
    text = result.output.replace(str(BUILTIN), "builtin_rules")
    return (
        "# Built-in ops\n\nGenerated from `stresskit ops` when the documentation is built: every built-in op, its\n"
        "meaning, expected label effect and rules, the case pairs and the operations a rule file can use.\n\n"
        f"```text\n{text.rstrip()}\n```\n"
    )


def results_index(folder: Path) -> str:
    """The results pages the benchmarks wrote, each with its title and the command that regenerates it."""
    lines = [
        "# Results",
        "",
        "Every number in this documentation comes from a script in `benchmarks/`. Each script prints its numbers and",
        "writes them to one of the pages below with the command, the date and the machine it ran on (see",
        "`benchmarks/results_page.py`), so these pages are regenerated, never pasted. Benchmarks that need JSICK take",
        "its folder with `--shared DIR`.",
        "",
        "- [JSICK analyses](measured.md): a reading of every miss against the JSICK-stress reference and of the",
        "  precision audit on JSICK train.",
    ]
    for path in sorted(folder.glob("*.md")):
        if path.name in ("index.md", "measured.md"):
            continue
        text = path.read_text(encoding="utf-8")
        title = next((line[2:] for line in text.splitlines() if line.startswith("# ")), path.stem)
        command = next((line for line in text.splitlines() if line.startswith("- command: ")), "")
        lines.append(f"- [{title}]({path.name}){': ' + command[len('- command: ') :] if command else ''}")
    return "\n".join(lines) + "\n"


if mkdocs_gen_files is not None and __name__ != "__main__":
    from stresskit.rules.loader import builtin_rules_dir

    BUILTIN = builtin_rules_dir()
    with mkdocs_gen_files.open("reference/cli.md", "w") as handle:
        handle.write(page())
    with mkdocs_gen_files.open("reference/ops.md", "w") as handle:
        handle.write(ops_page())
    with mkdocs_gen_files.open("results/index.md", "w") as handle:
        handle.write(results_index(Path(__file__).resolve().parents[1] / "results"))
elif __name__ == "__main__":
    print(page())
