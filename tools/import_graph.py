"""Check the import picture of the `luna` package, read from the source with `ast`
(imports inside functions count too):

- no circle of imports anywhere in `luna` (importing a submodule through its own package,
  `from . import council`, does not count as importing the package: it is loaded already);
- no screen module (`luna/client/screens/*`) imports another one (they meet in flow.py;
  the bases every screen builds on, `screens/__init__` and the dialog card, are no screens);
- imports point down the layers: engine <- ai/saves/seats/profiles <- net <- text <- client
  <- cli;
- inside the client, imports point down its folders: window <- tables, widgets <- board
  <- learn <- game <- screens <- demo, so the generic widgets never import the board and
  the window's services (settings, fonts, sound, size, loop, kept pictures) import no
  feature (the modules at the client's top, the app and the flow between screens, stand
  outside that order: the circle check keeps them honest);
- every import of a `luna` module names one that exists (a module moved and an import
  left pointing at its old place is caught here, not at run time);
- every folder of the client is one of those (a folder holds one feature, however many
  modules that takes: no cap by count, which split features in two);
- the network layer by role: every module of `luna/net` is in `wire/`, `relay/` or
  `client/` (the package's `__init__` aside); the wire imports neither of the others, and
  the relay and the client never import each other.

    python tools/import_graph.py        # prints the problems; exit status 1 if any
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LAYERS = {"engine": 0, "places": 0, "files": 0, "collector": 0, "ai": 1, "saves": 1, "autosaves": 1,
          "seats": 1, "profiles": 1, "net": 2, "narrate": 3, "text": 3, "client": 4, "cli": 5,
          "__init__": 0, "__main__": 5}


BASES = {"luna.client.screens.card"}
# The client's folders, lowest first; a folder imports only folders of a lower rank (two
# of one rank know nothing of each other).
FOLDERS = {"window": 0, "tables": 1, "widgets": 1, "board": 2, "learn": 3, "game": 4, "results": 4,
           "screens": 5, "demo": 6}


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules(root: Path = ROOT) -> set[str]:
    """Every `luna` module under `root`, by name."""
    return {module_name(p, root) for p in (root / "luna").rglob("*.py")}


def imports_of(path: Path, root: Path = ROOT, known: set[str] | None = None) -> set[str]:
    """The `luna` modules `path` imports, resolved to module names (`known`: the modules
    under `root`, where the caller has them)."""
    name = module_name(path, root)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    known = modules(root) if known is None else known
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
            subs = {f"{mod}.{a.name}" for a in node.names if f"{mod}.{a.name}" in known}
            # `from . import x` of a submodule needs no more of an ancestor package than
            # what importing this module already loaded
            if not (subs and len(subs) == len(node.names) and name.startswith(mod + ".")):
                out.add(mod)
            out |= subs
    return {m for m in out if m in known and m != name}


def missing(path: Path, root: Path = ROOT, known: set[str] | None = None) -> list[str]:
    """The `luna` modules `path` imports that do not exist."""
    name = module_name(path, root)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    known = modules(root) if known is None else known
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


def graph(root: Path = ROOT, known: set[str] | None = None) -> dict[str, set[str]]:
    files = sorted((root / "luna").rglob("*.py"))
    known = modules(root) if known is None else known
    return {module_name(p, root): imports_of(p, root, known) for p in files}


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


ROLES = ("wire", "relay", "client")
# the roles of luna.net a role may import (besides itself)
ROLE_IMPORTS = {"wire": (), "relay": ("wire",), "client": ("wire",)}


def role(mod: str) -> str | None:
    """The role of a module of luna.net (wire, relay, client), "" for one outside them."""
    parts = mod.split(".")
    if parts[:2] != ["luna", "net"] or len(parts) == 2:
        return None
    return parts[2] if parts[2] in ROLES else ""


def role_problems(g: dict[str, set[str]]) -> list[str]:
    out = []
    for m, deps in sorted(g.items()):
        rm = role(m)
        if rm == "":
            out.append(f"{m} is in none of luna.net's roles ({', '.join(ROLES)})")
        if not rm:
            continue
        for d in sorted(deps):
            rd = role(d)
            if rd and rd != rm and rd not in ROLE_IMPORTS[rm]:
                out.append(f"{m} ({rm}) imports {d} ({rd}): "
                           f"the {rm} imports only {' and '.join(ROLE_IMPORTS[rm]) or 'itself'}")
    return out


def problems(root: Path = ROOT) -> list[str]:
    known = modules(root)             # (found once: each file's look-up walked the tree)
    g = graph(root, known)
    out = [" -> ".join(c) for c in cycles(g, "luna")] + folder_problems(g, root) + \
        role_problems(g)
    for path in sorted((root / "luna").rglob("*.py")):
        out += missing(path, root, known)
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
    roles = ", ".join(f"{r} {sum(role(m) == r and m.count('.') > 2 for m in g)}"
                      for r in ROLES)
    print(f"{len(client)} modules in luna.client, {sum(len(g[m]) for m in client)} imports; "
          f"luna.net by role: {roles} modules; {len(cycles(g, 'luna'))} import circles in "
          f"luna: {'no problems' if not found else f'{len(found)} problems'}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
