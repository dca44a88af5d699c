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



def _solo_to_its_last_move():
    """A solo game of a person against the automaton, played to its last command (the
    person's End actions): the game one move short."""
    import random

    from luna.engine import replay
    from luna.engine.game import new_game
    whole = new_game(players=1, seed=4, solo_level=2, setup="intro",
                     seats=[{"kind": "human"}] * 2)
    rng = random.Random(4)
    while not whole.is_over:
        whole.apply(rng.choice(whole.legal()))
    assert whole.log[-1]["type"] == "end_actions"
    return replay(whole.header, whole.log[:-1])


def _continue_words(app) -> str:
    return next(b.text for b, n in app.scene.buttons.items() if n == "continue")


def test_a_finished_game_stays_loadable_after_a_new_game(tmp_path):
    """F247: after a new game, Load listed only the new game: the finished game's
    autosave had been written over, its results and Review were gone and its row in
    Profiles opened nothing. Through the menus: a solo game finished by the person's
    End actions, a new solo game, then Load (the finished game's row and its Review)
    and Profiles (its row opens its results); Continue resumes the new game from the
    one autosave."""
    import pygame
    from human import Person

    from luna.client.screens.files import LoadDialog
    from luna.client.screens.game import GameScene
    from luna.client.screens.profile import ProfileScene
    from luna.client.screens.results import ResultsScene
    from luna.client.screens.review import ReviewScene
    from luna.saves import autosave
    from luna.text import t

    autosave(_solo_to_its_last_move(), autosave_path(tmp_path))
    person = Person(tmp_path, size=(1280, 800))
    app = person.app
    try:
        person.press(_continue_words(app))
        person.until(lambda: isinstance(person.scene, GameScene), what="the game")
        person.settle()
        person.click(person.scene.buttons["act"].rect.center)       # End actions
        person.until_past_scoring(lambda: isinstance(person.scene, ResultsScene),
                                  seconds=60, what="the results")
        over = person.scene.game
        assert over.is_over and load(autosave_path(tmp_path)).log == over.log
        person.press(t("menu.main"))
        person.press(t("menu.solo"))
        person.press(person.scene.start.text)
        person.until(lambda: isinstance(person.scene, GameScene), what="the new game")
        new = person.scene.game
        assert not new.is_over and len(new.log) < len(over.log)
        assert len(load(autosave_path(tmp_path)).log) < len(over.log)   # Continue's
        person.key(pygame.K_ESCAPE)
        person.press(t("menu.main"))

        person.press(t("menu.load"))                 # the finished game, listed
        dialog = person.scene
        assert isinstance(dialog, LoadDialog)
        done = [e for e in dialog.entries if e.get("phase") == "game_over"]
        assert len(done) == 1 and load(done[0]["path"]).log == over.log
        row = next(r for r in dialog.list.item_list if r["text"] == dialog._row(done[0]))
        person.click(row["button_element"].rect.center)
        person.press(t("review.title"))              # and its Review
        assert isinstance(person.scene, ReviewScene)
        assert person.scene.game.log == over.log
        person.key(pygame.K_ESCAPE)
        assert isinstance(person.scene, LoadDialog)
        person.key(pygame.K_ESCAPE)

        person.press(t("menu.profile"))              # its row in Profiles opens it
        assert isinstance(person.scene, ProfileScene)
        ((band, played),) = person.scene.rows_at
        person.click(band.center)
        assert isinstance(person.scene, ResultsScene)
        assert person.scene.game.log == over.log
        person.press(t("menu.main"))
        Path(done[0]["path"]).unlink()               # deleted by the player: said
        person.press(t("menu.profile"))
        person.click(person.scene.rows_at[0][0].center)
        assert isinstance(person.scene, ProfileScene)
        assert t("profile.no_save") in app.toast_words()
        person.key(pygame.K_ESCAPE)

        person.press(_continue_words(app))           # the one autosave: the new game
        person.until(lambda: isinstance(person.scene, GameScene), what="the new game")
        assert person.scene.game.log[:len(new.log)] == new.log
        assert [p.name for p in autosaves.autosaves_in(tmp_path)] == ["autosave.luna"]
    finally:
        person.close()


def test_a_finished_autosave_moves_once_and_never_beside_a_copy(tmp_path):
    """The game in the autosave moves to a save of its own only when another game takes
    its autosave: not for the same game opened again, not when a save of it exists, never
    over a save of the name it would take; an unfinished one too."""
    from luna.engine import replay
    from luna.saves import autosave, save

    short = _solo_to_its_last_move()
    whole = replay(short.header, short.log)
    whole.apply({"type": "end_actions", "player": 0})
    assert whole.is_over
    path = autosave(whole, autosave_path(tmp_path))
    opening = {"header": short.header, "log": short.log}
    same = {"header": whole.header, "log": whole.log}
    assert autosaves.keep_aside(path, same) is None and path.exists()
    save(whole, tmp_path / "mine.luna")
    assert autosaves.keep_aside(path, opening) is None         # saved by hand
    (tmp_path / "mine.luna").unlink()
    moved = autosaves.keep_aside(path, opening)
    assert moved is not None and moved.name.startswith("luna-") and not path.exists()
    assert load(moved).log == whole.log
    autosave(whole, path)
    assert autosaves.keep_aside(path, opening) is None     # it has its own save
    moved.write_bytes(b"taken")           # its name taken by another file: the next one
    second = autosaves.keep_aside(path, opening)
    assert second is not None and second.name == moved.stem + "-2.luna"
    assert moved.read_bytes() == b"taken" and load(second).log == whole.log
    autosave(short, path)                   # an unfinished game there moves aside too
    kept = autosaves.keep_aside(path, {"header": whole.header, "log": []})
    assert kept is not None and load(kept).log == short.log and not path.exists()


def test_a_finished_game_loaded_over_a_game_in_progress_loses_nothing(tmp_path):
    """A game in progress in the autosave, then a finished game opened from Load, its
    results left for the main menu: the game in progress was written over (gone from
    Load and the folder, Continue greyed). It moves to a save of its own first, and
    Continue resumes it."""
    from luna.client.demo.driver import frames, make_app
    from luna.client.opening import last_played, open_game, open_save
    from luna.engine import new_game, replay
    from luna.saves import save

    app = make_app(tmp_path, speed="off")
    try:
        going = new_game(players=2, seed=11, seats=[{"kind": "human"}] * 2,
                         names=["Anna", "Ben"])
        open_game(app, going)
        frames(app, 3)
        for _ in range(3):
            app.scene.table.apply(app.scene.game.legal()[0])
            frames(app, 3)
        played = list(app.scene.game.log)
        short = _solo_to_its_last_move()
        done = replay(short.header, short.log)
        done.apply({"type": "end_actions", "player": 0})
        finished = save(done, tmp_path / "finished.luna")
        assert open_save(app, finished)
        frames(app, 10)
        app.goto("menu")
        frames(app, 3)
        kept = [p for p in tmp_path.glob("luna-*.luna") if load(p).log == played]
        assert len(kept) == 1, sorted(p.name for p in tmp_path.iterdir())
        assert last_played(tmp_path) == kept[0]
    finally:
        import pygame
        pygame.display.quit()
