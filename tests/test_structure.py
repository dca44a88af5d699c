"""The client's shape: no circle of imports, screens never import screens, imports
point down the layers (checked over the source with tools/import_graph.py)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import import_graph  # noqa: E402


def test_the_client_has_no_import_circle_screens_meet_only_in_the_flow_and_text_is_below():
    assert import_graph.problems() == []


def test_the_checker_sees_a_circle_and_a_screen_importing_a_screen(tmp_path):
    pkg = tmp_path / "luna" / "client" / "screens"
    pkg.mkdir(parents=True)
    for d in (tmp_path / "luna", tmp_path / "luna" / "client", pkg):
        (d / "__init__.py").write_text("")
    (tmp_path / "luna" / "client" / "a.py").write_text("from . import b\n")
    (tmp_path / "luna" / "client" / "b.py").write_text("def f():\n    from .a import x\n")
    (pkg / "menu.py").write_text("from .game import GameScene\n")
    (pkg / "game.py").write_text("")
    (tmp_path / "luna" / "text").mkdir()
    (tmp_path / "luna" / "text" / "__init__.py").write_text("from ..client import a\n")
    found = import_graph.problems(tmp_path)
    assert any("luna.client.a -> luna.client.b -> luna.client.a" in p for p in found)
    assert "screen luna.client.screens.menu imports screen luna.client.screens.game" in found
    assert any(p.startswith("luna.text (layer 3) imports luna.client") for p in found)


def test_the_checker_sees_a_folder_importing_upwards_not_one_by_its_count(tmp_path):
    """Generic widgets never import the board; a folder of many modules is one feature."""
    client = tmp_path / "luna" / "client"
    for d in ("board", "game", "tables", "widgets"):
        (client / d).mkdir(parents=True)
        (client / d / "__init__.py").write_text("")
    for d in (tmp_path / "luna", client):
        (d / "__init__.py").write_text("")
    (client / "board" / "view.py").write_text("from ..game.ring import Ring\n")
    (client / "game" / "ring.py").write_text("from ..board import view\n")
    (client / "tables" / "local.py").write_text("from ..board import view\n")
    (client / "widgets" / "card.py").write_text("from ..board import view\n")
    (client / "game" / "moved.py").write_text("from ...board import art\n")  # (a level too far)
    for k in range(16):
        (client / "game" / f"m{k}.py").write_text("")
    found = import_graph.problems(tmp_path)
    assert any(p.startswith("luna.client.board.view (board) imports luna.client.game.ring")
               for p in found)
    assert not any(p.startswith("luna.client.game.ring (game) imports") for p in found)
    assert any(p.startswith("luna.client.tables.local (tables) imports") for p in found)
    assert any(p.startswith("luna.client.widgets.card (widgets) imports") for p in found)
    assert "luna.client.game.moved imports luna.board, which does not exist" in found
    assert not any("luna/client/game" in p for p in found)   # 17 modules: one feature
