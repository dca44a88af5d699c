"""Two windows on one save folder (issue 53, part 3; luna/autosaves.py): two people at one
computer, or a LAN game tried on one machine. Each window keeps its own autosave, never
writes over the other's, and Continue in each resumes its own game; the autosave of a
window that was killed is the next window's."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from luna import autosaves
from luna.saves import autosave_path, load

ROOT = Path(__file__).resolve().parents[2]
needs_kill = pytest.mark.skipif(sys.platform == "win32", reason="no kill -9")

WINDOW = """
import json, sys
from pathlib import Path
from luna import autosaves
from luna.client.demo.driver import frames, make_app
from luna.client.opening import continue_last, open_game
from luna.engine import new_game
from luna.text import t
app = make_app(Path(sys.argv[1]), speed="off", size=(1024, 700))
told = t("files.own_autosave") in app.toast_words()    # another window keeps the folder's

def said():
    table = getattr(app.scene, "table", None)
    game = app.scene.game
    print(json.dumps({"autosave": table.autosave_to.name, "seed": game.header["seed"],
                      "log": len(game.log)}), flush=True)
print("ready", int(told), autosaves.kept(app.save_dir).name, flush=True)
for line in sys.stdin:
    what, *rest = line.split()
    if what == "new":
        seed, moves = int(rest[0]), int(rest[1])
        open_game(app, new_game(players=2, seed=seed, setup="intro",
                                seats=[{"kind": "human"}] * 2))
        for _ in range(moves):
            app.scene.play(app.scene.game.legal()[0])
        frames(app, 2)
        said()
    elif what == "continue":
        app.goto("menu")
        frames(app, 2)
        assert continue_last(app), "nothing to continue"
        frames(app, 2)
        said()
"""


class Window:
    """A game window in its own process, on `folder`, told what to do line by line (the
    windows work side by side: `tell`, then `answer`)."""

    def __init__(self, folder: Path) -> None:
        env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
        self.proc = subprocess.Popen([sys.executable, "-c", WINDOW, str(folder)], cwd=ROOT,
                                     env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True)

    def ready(self) -> tuple[bool, str]:
        """Started: whether it told its player that another window keeps the folder's
        autosave, and the autosave it keeps."""
        word, told, mine = self._line().split()
        assert word == "ready"
        return told == "1", mine

    def _line(self) -> str:
        line = self.proc.stdout.readline()
        if not line:
            self.proc.kill()
            pytest.fail(self.proc.communicate(timeout=30)[1][-1500:])
        return line.strip()

    def tell(self, what: str) -> None:
        self.proc.stdin.write(what + "\n")
        self.proc.stdin.flush()

    def answer(self) -> dict:
        return json.loads(self._line())

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.communicate(timeout=30)

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.communicate(timeout=30)


@needs_kill
def test_two_windows_keep_their_own_autosaves_and_continue_their_own_games(tmp_path):
    """Two windows started on one folder wrote one `autosave.luna`, each over the
    other's game at every move, and Continue in both resumed whichever moved last. A
    window resumes the game played in it; one that has played none, the newest autosave
    no other window keeps (a killed window's)."""
    windows = []
    try:
        first = Window(tmp_path)
        windows.append(first)
        assert first.ready() == (False, "autosave.luna")     # the folder's autosave
        second = Window(tmp_path)
        windows.append(second)
        first.tell("new 3 3")
        assert second.ready() == (True, "autosave-2.luna")   # told it keeps its own
        second.tell("new 4 5")
        a, b = first.answer(), second.answer()
        assert a["autosave"] == "autosave.luna" and b["autosave"] == "autosave-2.luna"
        assert load(tmp_path / a["autosave"]).header["seed"] == 3
        assert len(load(tmp_path / b["autosave"]).log) == b["log"]
        first.tell("continue")
        second.tell("continue")
        assert (first.answer(), second.answer()) == (a, b)       # each its own game
        first.kill()                    # its autosave is free again: the next window's
        later = time.time() + 60        # (and the newest: still not the second's game)
        os.utime(tmp_path / "autosave.luna", (later, later))
        third = Window(tmp_path)
        windows.append(third)
        second.tell("continue")
        assert third.ready() == (False, "autosave.luna")
        third.tell("continue")
        assert third.answer() == a      # not the second's game: that one is open there
        assert second.answer() == b
    finally:
        for w in windows:
            w.close()


def test_a_window_keeps_the_first_free_autosave_and_passes_over_one_kept_elsewhere(
        tmp_path):
    """In one process (one window): the folder's autosave, kept; one whose lock another
    process holds is kept elsewhere until that process ends (killed -9 too: no stale
    lock); a link at a lock's name is set aside, never written through."""
    assert autosaves.kept(tmp_path) == autosave_path(tmp_path)
    assert autosaves.kept(tmp_path) == autosave_path(tmp_path)        # the same, kept
    assert not autosaves.kept_elsewhere(autosave_path(tmp_path))        # (its own)
    other = tmp_path / "other"
    other.mkdir()
    victim = tmp_path / "victim"
    victim.write_text("mine")
    (other / ".autosave.luna.lock").symlink_to(victim)
    assert autosaves.kept(other) == autosave_path(other)
    assert victim.read_text() == "mine"
    assert autosaves.take(autosaves.slot(other, 2))                  # Continue moves it
    assert autosaves.kept(other) == autosaves.slot(other, 2)
    assert autosaves.number(autosaves.slot(other, 2)) == 2
    assert autosaves.number(other / "autosave-x.luna") is None
    third = autosaves.slot(other, 3)
    holder = subprocess.Popen(                  # another window: it holds the third's lock
        [sys.executable, "-c", "import sys; from luna import autosaves\n"
         "assert autosaves.take(sys.argv[1]); print('held', flush=True); sys.stdin.read()",
         str(third)], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline() == "held\n"
        assert autosaves.kept_elsewhere(third) and not autosaves.take(third)
    finally:
        holder.kill()                               # kill -9: no lock to clear by hand
        holder.communicate(timeout=30)
    assert not autosaves.kept_elsewhere(third)
    assert autosaves.take(third) and (other / ".autosave-3.luna.lock").read_text() == \
        f"{os.getpid()}\n"
    autosaves.let_go(other)
    autosaves.let_go(tmp_path)


def test_the_load_list_names_a_second_windows_autosave_as_an_autosave():
    from luna.text import t
    from luna.text.i18n import save_name
    assert save_name("autosave-2") == t("load.autosave_window", n=2)
    assert save_name("autosave") == t("load.autosave")
    assert save_name("autosave-x") == "autosave-x"


def test_a_screenshot_claims_no_autosave(tmp_path):
    """`main.py --load SAVE --screenshot PNG` beside a window playing on the folder: it
    took the next autosave and drew the second window's note into the picture."""
    from luna.client.app import App
    from luna.client.opening import open_game
    from luna.engine import new_game
    app = App(size=(1024, 700), save_dir=tmp_path, worker_process=False,
              keeps_autosave=False)
    open_game(app, new_game(players=2, seed=1), autosave=False)
    assert not list(tmp_path.glob(".*.lock")) and not app.toast_words()


@pytest.mark.parametrize("damage", ["cut", "garbage"])
def test_a_damaged_autosave_is_set_aside_and_said_not_written_over(tmp_path, damage):
    """An autosave whose header no longer reads left Continue greyed with no word, and
    the next new game wrote over it: it is set aside as soon as the menu looks for a
    game to continue, said in one sentence, and kept."""
    from luna.client.demo.driver import frames, make_app
    from luna.engine import new_game
    from luna.saves import save
    from luna.text import t
    path = autosave_path(tmp_path)
    save(new_game(players=2, seed=1), path)
    whole = path.read_bytes()
    bad = whole[:len(whole) // 3] if damage == "cut" else b"\x81\xa6schema\x01garbage"
    path.write_bytes(bad)
    app = make_app(tmp_path)
    frames(app, 5)
    kept = tmp_path / "autosave.luna.damaged"
    assert kept.read_bytes() == bad and not path.exists()
    said = t("files.set_aside_kept", file="autosave.luna", kept="autosave.luna.damaged")
    assert said in [m for m, _ in app.toasts]
