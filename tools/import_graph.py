"""Check the import picture of the `luna` package, read from the source with `ast`
(imports inside functions count too):

- no circle of imports among the modules of `luna/client`;
- no screen module (`luna/client/screens/*`) imports another one (they meet in flow.py;
  the bases every screen builds on, `screens/__init__` and the dialog card, are no screens);
- imports point down the layers: engine <- ai/saves/seats/profiles <- net <- text <- client
  <- cli;
- inside the client, imports point down its folders: tables, widgets <- board <- learn <-
  game <- screens <- demo, so the generic widgets never import the board (the modules at
  the client's top, the window and its services, stand outside that order: the circle
  check keeps them honest);
- every import of a `luna` module names one that exists (a module moved and an import
  left pointing at its old place is caught here, not at run time);
- every folder of the client is one of those (a folder holds one feature, however many
  modules that takes: no cap by count, which split features in two).

    python tools/import_graph.py        # prints the problems; exit status 1 if any
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LAYERS = {"engine": 0, "places": 0, "files": 0, "ai": 1, "saves": 1, "seats": 1,
          "profiles": 1, "net": 2, "narrate": 3, "text": 3, "client": 4, "cli": 5,
          "__init__": 0, "__main__": 5}


BASES = {"luna.client.screens.card"}
# The client's folders, lowest first; a folder imports only folders of a lower rank (two
# of one rank know nothing of each other).
FOLDERS = {"tables": 0, "widgets": 0, "board": 1, "learn": 2, "game": 3, "screens": 4,
           "demo": 5}


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path, root: Path = ROOT) -> set[str]:
    """The `luna` modules `path` imports, resolved to module names."""
    name = module_name(path, root)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    known = {module_name(p, root) for p in (root / "luna").rglob("*.py")}
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            out.add(mod)
            out |= {f"{mod}.{a.name}" for a in node.names if f"{mod}.{a.name}" in known}
    return {m for m in out if m in known and m != name}


def missing(path: Path, root: Path = ROOT) -> list[str]:
    """The `luna` modules `path` imports that do not exist."""
    name = module_name(path, root)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    known = {module_name(p, root) for p in (root / "luna").rglob("*.py")}
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = package.split(".")
            base = base[:len(base) - node.level + 1]
            mod = ".".join(base + ([node.module] if node.module else []))
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("luna"):
            mod = node.module
        else:
            continue
        if mod not in known:
            out.append(f"{name} imports {mod}, which does not exist")
    return out


def graph(root: Path = ROOT) -> dict[str, set[str]]:
    files = sorted((root / "luna").rglob("*.py"))
    return {module_name(p, root): imports_of(p, root) for p in files}


def cycles(g: dict[str, set[str]], within: str) -> list[list[str]]:
    """Circles of imports among the modules under `within` (one path per circle found)."""
    nodes = {m for m in g if m == within or m.startswith(within + ".")}
    found, state, stack = [], {}, []

    def visit(m: str) -> None:
        state[m] = "open"
        stack.append(m)
        for n in sorted(g[m] & nodes):
            if state.get(n) == "open":
                found.append(stack[stack.index(n):] + [n])
            elif n not in state:
                visit(n)
        stack.pop()
        state[m] = "done"
    for m in sorted(nodes):
        if m not in state:
            visit(m)
    return found


def layer(mod: str) -> int | None:
    parts = mod.split(".")
    return LAYERS.get(parts[1]) if len(parts) > 1 else 0


def folder(mod: str) -> str | None:
    """The client folder a module lives in (None at the client's top or outside it)."""
    parts = mod.split(".")
    return parts[2] if len(parts) > 3 and parts[1] == "client" else None


def folder_problems(g: dict[str, set[str]], root: Path = ROOT) -> list[str]:
    out = []
    for m, deps in sorted(g.items()):
        fm = folder(m)
        for d in sorted(deps):
            fd = folder(d)
            if fm and fd and fm != fd and FOLDERS.get(fd, 99) >= FOLDERS.get(fm, 99):
                out.append(f"{m} ({fm}) imports {d} ({fd}): the client's folders point down")
    for d in sorted(p for p in (root / "luna" / "client").glob("*/") if p.is_dir()):
        if d.name not in FOLDERS and any(d.glob("*.py")):
            out.append(f"luna/client/{d.name} is not among the client's folders")
    return out


def problems(root: Path = ROOT) -> list[str]:
    g = graph(root)
    out = [" -> ".join(c) for c in cycles(g, "luna.client")] + folder_problems(g, root)
    for path in sorted((root / "luna").rglob("*.py")):
        out += missing(path, root)
    scenes = "luna.client.screens."
    for m, deps in sorted(g.items()):
        for d in sorted(deps):
            if m.startswith(scenes) and d.startswith(scenes) and d not in BASES:
                out.append(f"screen {m} imports screen {d}")
            lm, ld = layer(m), layer(d)
            if lm is not None and ld is not None and ld > lm:
                out.append(f"{m} (layer {lm}) imports {d} (layer {ld}): imports point down")
    return out


def main() -> int:
    found = problems()
    for p in found:
        print(p)
    g = graph()
    client = [m for m in g if m.startswith("luna.client")]
    print(f"{len(client)} modules in luna.client, {sum(len(g[m]) for m in client)} imports: "
          f"{'no problems' if not found else f'{len(found)} problems'}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
