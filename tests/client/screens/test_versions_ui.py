"""The window and the command line say which rules an older game is played by, and the
window shows the engine's refusals in the player's language."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from positions import blank, claim

from luna import text as i18n
from luna.client.board.targets import Tile
from luna.client.demo.driver import button_named, click, frames, make_app, press_button, target_rect
from luna.client.opening import open_game
from luna.client.screens import results
from luna.client.screens.results import ResultsScene
from luna.engine import from_snapshot
from luna.saves import load
from luna.text import t

ROOT = Path(__file__).resolve().parents[3]
GOLDEN = ROOT / "tests" / "golden"
OLD = GOLDEN / "games" / "r1-3p-random-plain.luna"       # written before rules versions
NEW = GOLDEN / "games" / "r2-3p-random-plain.luna"


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    yield a
    i18n.set_language("en")


def test_the_load_list_names_an_older_rules_version(app, tmp_path):
    shutil.copy(GOLDEN / "unfinished" / "3p-random-40.luna", tmp_path / "old.luna")
    shutil.copy(NEW, tmp_path / "new.luna")
    press_button(app, button_named(app, t("menu.load")))
    rows = {r["text"].split(" ")[0]: r["text"] for r in app.scene.list.item_list}
    assert rows["old"].endswith(" — " + t("rules.version", version=1))
    assert t("rules.version", version=2) not in rows["new"]


def test_the_results_screen_names_an_older_rules_version(app, monkeypatch):
    from luna.client.results import final_table, winner_line
    drawn = []
    real = results.text
    for part in (results, final_table, winner_line):     # the screen and its parts
        monkeypatch.setattr(part, "text",
                            lambda s, *a, **k: (drawn.append(s), real(s, *a, **k))[1])
    app.push(ResultsScene(app, load(OLD)))
    frames(app, 2)
    assert t("rules.older", version=1) in drawn
    drawn.clear()
    app.replace(ResultsScene(app, load(NEW)))
    frames(app, 2)
    assert drawn and not any("rules" in s.lower() for s in drawn)


def test_replay_in_words_names_an_older_rules_version():
    def run(path):
        return subprocess.run([sys.executable, "main.py", "--replay", str(path)], cwd=ROOT,
                              capture_output=True, text=True, timeout=60)
    old, new = run(OLD), run(NEW)
    assert old.returncode == new.returncode == 0
    assert old.stdout.startswith("Rules version 1 ")
    assert "Rules version" not in new.stdout


def test_a_click_on_your_own_unreleased_tile_explains_it_in_german(app):
    app.settings.language = "de"
    app.save_settings()
    snap = claim(blank(4), 12, 0)                  # within bribery's reach, no favour
    open_game(app, from_snapshot(snap), autosave=False)
    scene = app.scene
    frames(app, 2)
    click(app, target_rect(scene, Tile(12)).center)
    frames(app, 2)
    messages = [m for m, _ in app.toasts]
    assert any("Tempelplättchen 12 gehört dir" in m and "Wächter vorbeigezogen" in m
               and "Bestechung" in m for m in messages), messages      # (one's own tile)
