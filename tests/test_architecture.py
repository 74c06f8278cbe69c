"""The package layout is the architecture: each layer imports only from earlier ones, with no cycles."""

import ast
import subprocess
import sys
from pathlib import Path

import stresskit

PACKAGE = Path(stresskit.__file__).parent
# Earlier layers first. Top-level modules (conventions, errors, tables, registry) come before everything;
# the package's __init__ (the lazy public API) and __main__ sit on top, with the CLI.
LAYERS = (
    "", "parsing", "operations", "rules", "rewriting", "evaluation", "research", "reports", "teaching", "harness",
    "cli",
)  # fmt: skip
FACADE = {"stresskit", "stresskit.__main__"}


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> set[str]:
    """Every stresskit module the file imports, at the top, inside functions or under TYPE_CHECKING."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found |= {f"{node.module}.{alias.name}" for alias in node.names} | {node.module}
    return {name for name in found if name.split(".")[0] == "stresskit"}


MODULES = {_module_name(path): path for path in PACKAGE.rglob("*.py")}


def _known(name: str) -> str | None:
    """The module an imported name refers to (`stresskit.rules.loader.load_rules` → its module)."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _layer(module: str) -> int:
    if module in FACADE:
        return len(LAYERS)
    parts = module.split(".")
    return LAYERS.index(parts[1]) if len(parts) > 2 and parts[1] in LAYERS else 0


GRAPH = {
    module: {target for name in _imports(path) if (target := _known(name)) and target != module}
    for module, path in MODULES.items()
}


def test_every_module_is_in_a_layer():
    folders = {path.parent.name for path in PACKAGE.rglob("*.py")} - {"stresskit", "data"}
    assert folders <= set(LAYERS)
    assert [path.name for path in (PACKAGE / "data").glob("*.py")] == ["__init__.py"]  # data files only


def test_each_layer_imports_only_from_earlier_layers():
    upward = sorted(
        f"{module} → {target}"
        for module, targets in GRAPH.items()
        for target in targets
        if target not in FACADE and _layer(target) > _layer(module)
    )
    assert upward == []


def test_no_import_cycles():
    cycles = []
    state: dict[str, int] = {}  # 1: on the current path, 2: done

    def visit(module, path):
        state[module] = 1
        for target in sorted(GRAPH[module]):
            if state.get(target) == 1:
                cycles.append(" → ".join([*path[path.index(target) :], target]))
            elif target not in state:
                visit(target, [*path, target])
        state[module] = 2

    for module in sorted(GRAPH):
        if module not in state:
            visit(module, [module])
    assert cycles == []


def test_the_test_sees_an_upward_import(tmp_path):
    """The checks above would pass vacuously if the graph were empty."""
    assert "stresskit.operations.base" in GRAPH["stresskit.rules.loader"]
    assert (
        _layer("stresskit.rules.loader") > _layer("stresskit.operations.base") > _layer("stresskit.registry")
    )


def test_import_stresskit_loads_neither_spacy_nor_pandas():
    code = "import stresskit, sys; assert not {'spacy', 'ginza', 'pandas', 'torch'} & set(sys.modules)"
    subprocess.run([sys.executable, "-c", code], check=True)


def test_loading_the_rules_does_not_load_spacy():
    """`stresskit ops` and rule authors' tools validate rules without the parser."""
    code = (
        "import sys; from stresskit.rules.loader import load_rules; rules = load_rules(); "
        "assert len(rules.ops) >= 9; assert 'spacy' not in sys.modules, 'spacy imported'"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
