"""The window at rest (luna/client/window/rest.py): the program's own loop (App.run) driven by
a clock of the test's, 60 Hz while anything moves; with nothing moving a frame only at
the ambient motion's low rate, none but a slow one with a still sea or on the menu."""

import random

import pygame
import pytest

from luna.client.demo.driver import make_app
from luna.client.opening import open_game
from luna.client.window import rest
from luna.client.window.rest import AMBIENT, LOOK, QUIET, SLOW
from luna.engine import new_game


def midgame():
    g = new_game(players=4, seed=3, setup="intro", seats=[{"kind": "human"}] * 4)
    rng = random.Random(3)
    for _ in range(70):
        g.apply(rng.choice(g.legal()))
    return g


def run_for(app, monkeypatch, seconds: float, at=None, areas=None) -> list[float]:
    """Run the real loop for `seconds` of the test's clock; the times frames were shown.
    `at`: {second: what to do then} (an input, a move); `areas`: a list to note each
    frame's time and where it was shown (None: the whole window)."""
    now, shown, todo = [0.0], [], dict(at or {})
    areas = [] if areas is None else areas

    def show(area=None) -> None:
        shown.append(now[0])
        areas.append((now[0], None if area is None else pygame.Rect(area)))
    monkeypatch.setattr(pygame.display, "flip", show)
    monkeypatch.setattr(pygame.display, "update", show)
    monkeypatch.setattr(pygame, "quit", lambda: None)     # other tests' fonts stay valid

    def wait(s: float) -> None:
        now[0] += max(s, 1e-4)
        for when in [w for w in todo if w <= now[0]]:
            todo.pop(when)(app)
        if now[0] >= seconds:
            app.running = False
    app.run(clock=lambda: now[0], wait=wait)
    return shown


def shown_between(shown, a, b) -> int:
    return sum(1 for t in shown if a <= t < b)


def test_the_menu_left_alone_draws_next_to_nothing(tmp_path, monkeypatch):
    app = make_app(tmp_path, speed="normal")
    shown = run_for(app, monkeypatch, 15.0)
    assert shown_between(shown, 0, 0.5) >= 25           # 60 Hz while it may still move
    assert shown_between(shown, 5, 15) <= 10 / SLOW + 1  # at rest: a slow frame at most


@pytest.mark.parametrize("still", [False, True])
def test_an_idle_board_draws_its_sea_at_a_low_rate(tmp_path, monkeypatch, still):
    app = make_app(tmp_path, speed="normal", menu=False)
    app.settings.reduced_motion = still
    open_game(app, midgame(), autosave=False)
    shown = run_for(app, monkeypatch, 15.0)
    rate = shown_between(shown, 5, 15) / 10
    assert rate <= (1 / SLOW if still else AMBIENT) + 0.2
    assert rate > 0                        # (the sea still moves, slowly; a clock ticks)


def test_an_idle_board_draws_its_sea_anew_on_the_board_alone(tmp_path, monkeypatch):
    """At rest the sea's frames are drawn anew on the board only (the side panel stands
    as drawn), the whole window once in SLOW seconds; such a frame reads as a whole one."""
    app = make_app(tmp_path, speed="normal", menu=False)
    open_game(app, midgame(), autosave=False)
    areas = []
    run_for(app, monkeypatch, 15.0, areas=areas)
    board = pygame.Rect(app.scene.lay.board)
    resting = [area for t, area in areas if 5 <= t < 15]
    assert len(resting) >= 0.9 * 10 * AMBIENT
    assert sum(area is None for area in resting) <= 10 / SLOW + 1
    assert all(area == board for area in resting if area is not None)
    app.draw()
    app.update(0.4)                                     # (the sea moved on)
    app.draw(board)
    part = pygame.image.tobytes(app.screen, "RGB")
    app.draw()
    assert part == pygame.image.tobytes(app.screen, "RGB")


def test_an_idle_board_advances_game_time_once_a_tick(tmp_path, monkeypatch):
    """At rest game time goes on at its pace, in one step a tick (rest.TICK), not in the
    hundred and twenty steps a second a moving screen takes."""
    from luna.client.app import App
    app = make_app(tmp_path, speed="normal", menu=False)
    open_game(app, midgame(), autosave=False)
    calls, real = [], App.update
    monkeypatch.setattr(App, "update", lambda self, dt: (
        calls.append((app.rest.now, dt)), real(self, dt)))
    run_for(app, monkeypatch, 15.0)
    resting = [dt for t, dt in calls if 5 <= t < 15]
    assert sum(resting) == pytest.approx(10, abs=0.2)
    assert len(resting) <= 10 / rest.TICK + 2


def test_a_move_at_rest_plays_at_sixty_frames(tmp_path, monkeypatch):
    """A move coming while the window rests (a computer's, a table's) is drawn whole at
    60 Hz, and the window rests again once it has played."""
    app = make_app(tmp_path, speed="normal", menu=False)
    open_game(app, midgame(), autosave=False)
    scene = app.scene
    shown = run_for(app, monkeypatch, 14.0,
                    {6.0: lambda a: scene.play(scene.game.legal()[0])})
    assert shown_between(shown, 6.0, 6.5) >= 0.5 * 60 * 0.9
    assert shown_between(shown, 11, 14) <= 3 * AMBIENT + 1


def test_input_at_rest_is_drawn_at_once(tmp_path, monkeypatch):
    app = make_app(tmp_path, speed="normal")
    moved = (app.size[0] // 2, 40)
    post = lambda a: pygame.event.post(pygame.event.Event(           # noqa: E731
        pygame.MOUSEMOTION, pos=moved, rel=(3, 3), buttons=(0, 0, 0)))
    shown = run_for(app, monkeypatch, 10.0, {6.0: post})
    after = [t for t in shown if t >= 6.0]
    assert after and after[0] - 6.0 <= LOOK + 1e-3
    assert shown_between(shown, 6.0, 6.0 + QUIET) >= 0.9 * 60 * QUIET * 0.9


def test_a_tables_question_counting_seconds_is_drawn_each_second(tmp_path, monkeypatch):
    """With a still sea the board at rest still shows a question's seconds ("let a
    computer play Gus in 21 s") go down: a frame a second."""
    from luna.client.tables.table import Offer
    from luna.text import t
    app = make_app(tmp_path, speed="normal", menu=False)
    app.settings.reduced_motion = True
    open_game(app, midgame(), autosave=False)
    left = [30]
    app.scene.table.offers = lambda: [Offer("hand_over_wait", "", t(
        "net.hand_over_in", name="Gus", seconds=max(0, left[0] - int(app.now))))]
    shown = run_for(app, monkeypatch, 15.0)
    assert 0.8 <= shown_between(shown, 5, 15) / 10 <= 1.5


def test_a_driven_window_draws_only_the_frames_its_driver_reads(tmp_path, monkeypatch):
    """A driven window (luna/client/demo/driver.py) runs its menu's first frame undrawn
    (most drivers open a game at once: the menu was drawn for nobody at every window and
    text size), and `frames` draws the last of its frames."""
    from luna.client.app import App
    from luna.client.demo.driver import frames
    drawn = []
    real = App.draw
    monkeypatch.setattr(App, "draw", lambda self, area=None: (
        drawn.append(self.scene), real(self, area)))
    app = make_app(tmp_path, size=(1024, 700))
    assert drawn == [] and app.scene is not None
    frames(app, 3)
    assert len(drawn) == 1


def test_the_window_hands_back_what_it_freed_as_it_comes_to_rest(tmp_path, monkeypatch):
    """What a move's frames and the first frame's work freed goes back to the system
    once the window rests (~8 MB of a board at 1920x1080), once a rest, not each frame."""
    from luna.client.window import caches
    app = make_app(tmp_path, speed="normal", menu=False)
    open_game(app, midgame(), autosave=False)
    scene = app.scene
    given = []
    monkeypatch.setattr(caches, "give_back", lambda: given.append(app.rest.now))
    shown = run_for(app, monkeypatch, 14.0, {6.0: lambda a: scene.play(scene.game.legal()[0])})
    rests = [t for t in given if t > 0.5]                # (the first frame's own: a screen's)
    assert len(rests) == 2, given
    assert QUIET <= rests[0] < QUIET + 0.5
    busy = [t for t in shown if t > 6.0 and shown_between(shown, t, t + 0.1) >= 5]
    assert busy and busy[-1] < rests[1] < 14.0


def test_a_click_on_the_tray_while_the_window_rests_takes(tmp_path, monkeypatch):
    """The pointer resting on the Council's + of an open tray (a Hint standing, its
    hover text up) till the window rests, then a click whose press and release come in
    one look for input (as a driven pointer's), then another just after: each steps the
    count from the Hint's 2 (no press is dropped or taken as something else while the
    loop sleeps)."""
    from positions import blank, isl, novices, play

    from luna.client.board.marks import Hint
    from luna.client.board.targets import Island
    from luna.client.demo.driver import target_rect
    app = make_app(tmp_path, speed="normal", size=(1024, 700), menu=False)
    s = blank(players=3)
    book = isl(s, "book")
    novices(s, book, 0, active=4)
    open_game(app, play(s), autosave=False)
    scene, seen = app.scene, {}
    monkeypatch.setattr(rest, "QUIET", 0.3)     # (it rests sooner: fewer frames drawn)

    def click(pos) -> None:
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))

    def open_tray(_) -> None:
        cmd = next(c for c in scene.legal if c["type"] == "council" and c["count"] == 2
                   and c["island"] == book and not c["novice_token"])
        scene.hints.hint = Hint(cmd, len(scene.game.log))
        click(target_rect(scene, Island(book)).center)

    def to_plus(_) -> None:
        seen["plus"] = next(r for r, k, p in scene.ring.parts
                            if p == "plus" and scene.ring.actions[k].kind == "council")
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=seen["plus"].center,
                                             rel=(2, 2), buttons=(0, 0, 0)))

    def counted(_) -> None:
        seen.setdefault("counts", []).append(
            next(a for a in scene.ring.actions if a.kind == "council").choice.count)
    run_for(app, monkeypatch, 1.1, {
        0.05: open_tray, 0.1: to_plus,
        0.7: lambda a: (counted(a), seen.setdefault("rests", a.rest.resting(a.still())),
                        seen.setdefault("text", scene.tip_rect), click(seen["plus"].center)),
        0.8: lambda a: click(seen["plus"].center), 1.0: counted})
    assert seen["rests"] and seen["text"] is not None, "no rest, or no hover text up"
    assert scene.hover is not None and scene.hover.part == "plus"
    assert seen["counts"] == [2, 4], seen["counts"]    # (the Hint's tile opens on its 2)


def test_a_tiles_whole_hover_text_comes_on_a_whole_frame_at_rest(tmp_path, monkeypatch):
    """F948: the pointer resting on a tray tile till the window rested, its whole hover
    text came on a frame drawn on the board alone, and its brief one ("More: keep
    pointing at it") stood on beside it over the log. The window does not rest while a
    brief text waits for its whole: the frame that brings it is the whole window's."""
    from positions import blank, isl, novices, play

    from luna.client.board.targets import Island
    from luna.client.demo.driver import target_rect
    from luna.client.game.hover import LONG_LOOK
    from luna.text import t
    app = make_app(tmp_path, speed="normal", size=(1024, 700), menu=False)
    s = blank(players=3)
    book = isl(s, "book")
    novices(s, book, 0, active=4)
    open_game(app, play(s), autosave=False)
    scene, seen, areas = app.scene, {}, []
    monkeypatch.setattr(rest, "QUIET", 0.3)     # (it rests sooner: fewer frames drawn)

    def open_tray(_) -> None:
        pos = target_rect(scene, Island(book)).center
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))

    def to_tile(_) -> None:
        k = next(k for k, a in enumerate(scene.ring.actions) if a.kind == "council")
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION,
                                             pos=scene.ring.cards[k].center,
                                             rel=(2, 2), buttons=(0, 0, 0)))

    def brief(a) -> None:
        seen["brief"] = scene.ring.tip_said
        seen["rests"] = a.rest.resting(True)
    looked = scene.hover_text.looked

    def noted(tip, now) -> bool:                 # when the whole text is drawn
        whole = looked(tip, now)
        if whole:
            seen.setdefault("whole", app.rest.now)
        return whole
    monkeypatch.setattr(scene.hover_text, "looked", noted)
    run_for(app, monkeypatch, 2.0, {0.05: open_tray, 0.1: to_tile, 0.9: brief}, areas)
    assert seen["rests"] and t("ring.more") in seen["brief"], seen
    assert t("ring.more") not in scene.ring.tip_said, scene.ring.tip_said
    assert 1.0 < seen["whole"] - 0.1 < LONG_LOOK + 0.1, seen
    assert (seen["whole"], None) in areas, (seen["whole"], areas[-8:])   # all of it shown
