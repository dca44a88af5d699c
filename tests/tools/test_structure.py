"""The client's shape: no circle of imports, screens never import screens, imports
point down the layers (checked over the source with tools/import_graph.py); the game
screen's input parts read the view, never the scene (tools/scene_reach.py)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import import_graph  # noqa: E402
import scene_reach  # noqa: E402


def test_luna_has_no_import_circle_screens_meet_only_in_the_flow_and_net_keeps_its_roles():
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


def test_the_checker_keeps_the_network_roles_apart_and_sees_a_circle_anywhere(tmp_path):
    net = tmp_path / "luna" / "net"
    for d in ("wire", "relay", "client", "engine"):
        (net.parent / d if d == "engine" else net / d).mkdir(parents=True)
    for d in (tmp_path / "luna", net, net / "wire", net / "relay", net / "client",
              tmp_path / "luna" / "engine"):
        (d / "__init__.py").write_text("")
    (net / "wire" / "frames.py").write_text("from ..relay import room\n")
    (net / "relay" / "room.py").write_text("from ..wire import frames\nfrom ..client import x\n")
    (net / "client" / "x.py").write_text("from ..relay.room import Room\n")
    (net / "flat.py").write_text("")
    (tmp_path / "luna" / "engine" / "a.py").write_text("from .b import f\n")
    (tmp_path / "luna" / "engine" / "b.py").write_text("from . import a\n")
    (tmp_path / "luna" / "engine" / "c.py").write_text("from . import a, b\n")
    found = import_graph.problems(tmp_path)
    assert any(p.startswith("luna.net.wire.frames (wire) imports luna.net.relay.room")
               for p in found)
    assert any(p.startswith("luna.net.relay.room (relay) imports luna.net.client.x")
               for p in found)
    assert any(p.startswith("luna.net.client.x (client) imports luna.net.relay.room")
               for p in found)
    assert not any(p.startswith("luna.net.relay.room (relay) imports luna.net.wire")
                   for p in found)
    assert "luna.net.flat is in none of luna.net's roles (wire, relay, client)" in found
    assert "luna.engine.a -> luna.engine.b -> luna.engine.a" in found
    assert not any(p.startswith("luna.engine -> ") or "luna.engine.c" in p for p in found)


def test_the_game_screens_input_parts_never_read_the_scene():
    assert scene_reach.offenders() == []


def test_the_reach_counter_sees_the_scene_and_a_reach_into_a_part(tmp_path):
    (tmp_path / "keys.py").write_text(
        "class A:\n"
        "    def f(self):\n"
        "        sc = self.scene\n"
        "        return self.scene.mouse, sc.acting.ring\n"
        "def g(scene, view):\n"
        "    return scene.keys.shown, view.ring\n")
    (tmp_path / "view_only.py").write_text("def g(view):\n    return view.scene\n")
    assert scene_reach.table(tmp_path) == [("keys.py", 3, 2)]
    assert scene_reach.offenders(tmp_path) == ["keys.py"]


def test_the_game_scene_is_small_and_no_part_of_the_game_screen_is_long():
    """The game screen is a small scene owning parts: the scene (screens/game.py) at most
    300 lines, each module of the game screen (game/) at most 500."""
    client = ROOT / "luna" / "client"

    def lines(path: Path) -> int:
        return len(path.read_text(encoding="utf-8").splitlines())
    assert lines(client / "screens" / "game.py") <= 300
    long = {p.name: lines(p) for p in (client / "game").glob("*.py") if lines(p) > 500}
    assert long == {}
