"""Count how much each module of the game screen reaches into the scene, read from the
source with `ast`: every attribute read off the scene (`self.scene.x`, or `scene.x` /
`sc.x` where a function is handed the scene or names it), and of those the reads that
go on into another part's field (`scene.acting.ring`, `scene.keys.shown`: a part
reaching past the view into its neighbour).

A part of the game screen reads the view it is handed and answers with intents
(docs/GAME_SCREEN.md), so a part's module should count none; the scene's own functions
(asked.py, key_moves.py, ...) are handed the scene on purpose.

    python tools/scene_reach.py               # a table: module, scene reads, part reaches
    python tools/scene_reach.py --check       # exit status 1 if a view-only part reads it
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "luna" / "client" / "game"
# the parts: they read only the view and answer with intents (each one the scene asks
# in turn with `handle(event, view)`, and the functions they draw and lay out with)
VIEW_ONLY = ("keys.py", "drag.py", "handover.py", "look_back.py", "hover.py",
             "round_end.py", "acting.py", "tray_draw.py", "book_move.py", "favour_use.py",
             "tray_room.py", "log_lines.py", "screen_keys.py", "lesson.py", "menus.py",
             "game_buttons.py", "pacing.py", "board_part.py", "side_panel.py",
             "move_help.py", "builder_view.py", "hinting.py")


def scene_names(tree: ast.AST) -> set[str]:
    """The names that stand for the scene in a module: a parameter or name `scene`, and
    any plain name given `self.scene` or `scene` (`sc = self.scene`)."""
    names = {"scene"}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and \
                isinstance(node.targets[0], ast.Name) and is_scene(node.value, names):
            names.add(node.targets[0].id)
    return names


def is_scene(node: ast.AST, names: set[str]) -> bool:
    """`self.scene`, or a name that stands for the scene."""
    if isinstance(node, ast.Attribute) and node.attr == "scene":
        return isinstance(node.value, ast.Name) and node.value.id == "self"
    return isinstance(node, ast.Name) and node.id in names


def count(path: Path) -> tuple[int, int]:
    """(the attribute reads off the scene, those that go on into a part's field)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = scene_names(tree)
    reads = reaches = 0
    parents: dict[ast.AST, ast.AST] = {}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parents[child] = node
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and is_scene(node.value, names):
            reads += 1
            up = parents.get(node)
            if isinstance(up, ast.Attribute) and up.value is node:
                reaches += 1             # scene.part.field (or scene.part.method)
    return reads, reaches


def table(game: Path = GAME) -> list[tuple[str, int, int]]:
    """(module, scene reads, part reaches) for each module of `game` that reads it."""
    rows = []
    for path in sorted(game.glob("*.py")):
        reads, reaches = count(path)
        if reads:
            rows.append((path.name, reads, reaches))
    return rows


def offenders(game: Path = GAME) -> list[str]:
    """The view-only parts' modules that read the scene."""
    return [name for name, _, _ in table(game) if name in VIEW_ONLY]


def main(argv: list[str]) -> int:
    rows = table()
    width = max(len(r[0]) for r in rows) if rows else 10
    print(f"{'module':<{width}}  scene reads  part reaches")
    for name, reads, reaches in rows:
        print(f"{name:<{width}}  {reads:>11}  {reaches:>12}")
    print(f"{'total':<{width}}  {sum(r[1] for r in rows):>11}  {sum(r[2] for r in rows):>12}")
    if "--check" in argv:
        bad = offenders()
        for name in bad:
            print(f"{name}: a view-only part reads the scene")
        return 1 if bad else 0
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
