"""Drive the real window with real pygame events: used by the UI tests (headless, with
SDL_VIDEODRIVER=dummy) and by the screenshot tour (a real window under Xvfb)."""

from __future__ import annotations

import pygame

from ..app import App
from ..game import first_sights, tray_open
from ..window.settings import Settings


def make_app(save_dir, speed: str = "off", size=(1280, 800), language: str = "en",
             text_size: int = 100, hand_over: bool = False, menu: bool = True,
             hint_nudge: bool = False) -> App:
    """A window for a driven game (`hand_over`: the hot seat's card between persons, off
    where one driver plays every person's clicks; `hint_nudge`: the Hint's nudge first, off
    (the whole Hint at once) where a driver asks for the Hint's move), its menu open and its
    first frame run but not drawn: most drivers open a game at once, and the menu drawn for
    nobody at each window and text size was ~6 % of a sample's CPU (`frames` draws it when
    asked). A returning player's: the tips said the first time something stands on the board
    (game/first_sights.py) said already, as they would stand over what a driver looks at;
    their own tests clear them.
    `menu` False: no menu, for a driver that opens a game at once (`open_game` leaves every
    screen: the menu's buttons were built and killed for nobody, ~6 ms a window)."""
    app = App(size=size, settings=Settings(speed=speed, sound=False, language=language,
                                           hand_over=hand_over, hint_nudge=hint_nudge,
                                           tips_said=list(first_sights.KEYS)),
              save_dir=save_dir, worker_process=False)
    if text_size != 100:                  # as the settings' screen sets it
        app.settings.text_size = text_size
        app.save_settings()
    if menu:
        app.open("menu")
    app.frame(1 / 60, drawn=False)
    return app


def frames(app: App, n: int = 2, dt: float = 1 / 60, every: bool = False) -> None:
    """`n` frames of the app, each with its events and updates; the last drawn (`every`:
    each of them), as what is read after them is what the last one shows."""
    for k in range(n):
        app.frame(dt, drawn=every or k == n - 1)


def click(app: App, pos, button: int = 1, every: bool = False) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    frames(app, 3, every=every)


def press_button(app: App, element) -> None:
    assert element.is_enabled, f"button {element.text!r} is disabled"
    click(app, element.rect.center)


def key(app: App, k: int, mod: int = 0, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode,
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode,
                                         scancode=0))
    frames(app, 2)


def button_named(app: App, text: str):
    """The live pygame-gui button showing `text`, or called so (its `spoken` name: the
    act button's "Meditate" while it says that it ends the round)."""
    for el in app.ui.get_root_container().elements:
        if text in (getattr(el, "text", None), getattr(el, "spoken", None)) and el.alive():
            return el
    names = [getattr(el, "text", None) for el in app.ui.get_root_container().elements]
    raise AssertionError(f"no button {text!r} among {names}")


def menu_button(app: App, name: str):
    """The main menu's button called `name` ("continue": its words say which game)."""
    return next(b for b, n in app.scene.buttons.items() if n == name)


def past_scoring(app: App, scene) -> bool:
    """A round's scoring summary stands: press its Continue (True), as a person would."""
    if getattr(scene, "summary", None) is None:
        return False
    press_button(app, scene.scoring.button)
    return True


def through_the_last_scoring(app: App, scene, seconds: float = 30.0) -> None:
    """Run frames until the game screen `scene` has handed over (to the results), pressing
    Continue on the last round's summary on the way."""
    wait_frames(app, lambda: past_scoring(app, scene) and False or app.scene is not scene,
                seconds)


def target_rect(scene, target):
    """A small rect around a point where a click reaches `target` (not something on top)."""
    for rect, tg in reversed(scene.board.hits):
        if tg == target:
            for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
                for fx in (0.5, 0.3, 0.7, 0.15, 0.85):
                    pt = (int(rect.x + rect.w * fx), int(rect.y + rect.h * fy))
                    if scene.board.target_at(pt) == target:
                        return pygame.Rect(pt[0], pt[1], 1, 1)
    raise AssertionError(f"{target} is not on screen")


WATCH = 10        # wait_frames: a frame in WATCH drawn while it waits


def frames_until(app: App, cond, n: int = 600) -> bool:
    """Up to `n` frames until `cond()` holds after one (in game time alone: nothing
    waited for in another thread); each with its events and updates, a frame in WATCH
    drawn, and the frame `cond()` held on drawn. Whether it held."""
    for k in range(1, n + 1):
        drawn = k % WATCH == 0
        app.frame(1 / 60, drawn=drawn)
        if cond():
            if not drawn:
                app.draw()
            return True
    return False


def wait_frames(app: App, cond, seconds: float = 20.0) -> None:
    """Run frames until `cond()` holds (other threads or processes are involved): each
    with its events and updates, a frame in WATCH drawn while it waits, and the frame
    `cond()` held on drawn before it returns."""
    import time
    end = time.monotonic() + seconds
    k = 0
    while time.monotonic() < end:
        k += 1
        drawn = k % WATCH == 0
        app.frame(1 / 60, drawn=drawn)
        if cond():
            if not drawn:
                app.draw()
            return
        time.sleep(0.005)
    raise TimeoutError("condition not reached in time")


def first_action(scene):
    """The first lit place whose ring offers an action played at once (the candles last;
    none that only a favour makes legal: its first take asks), and that action's kind;
    None when nothing on the board does."""
    from ..game.actions import actions_at
    me = scene.game.to_move
    for tg in sorted(scene.clickable, key=lambda x: (x.what == "candles", repr(x))):
        if tg.what == "field":
            continue
        acts = [a for a in actions_at(tg, scene.legal, scene.snap, me)
                if a.enabled and not a.builder and a.favour_only is None]
        if acts:
            return tg, acts[0].kind
    return None


def ring_card(scene, kind: str):
    """The open ring's button of `kind`, if it is there."""
    ring = scene.ring
    if ring is None:
        return None
    return next((ring.cards[k] for k, a in enumerate(ring.actions)
                 if a.kind == kind and a.enabled), None)


def pick_a_tile(app: App, scene) -> None:
    """An Appointment that asks for its tile: click the first lit tile, as a person
    would (nothing while no tile is asked for)."""
    tiles = sorted(scene.acting.pick_targets(scene.view()), key=repr)
    if scene.acting.tile_pick is not None and tiles:
        try:
            at = target_rect(scene, tiles[0]).center
        except AssertionError:                 # the game moved on meanwhile
            return
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        frames(app, 1)
        click(app, at)


def play_turns_by_clicks(app: App, scene, until, on_choose=None, seconds: float = 300.0
                         ) -> None:
    """Whenever one of this screen's seats is to move, click the first lit place whose
    ring offers an action played at once and that action's button (two clicks), or
    Meditate, until `until()`. A LAN game may move on between two clicks (an undo, a
    resync): then the move is looked for again, never guessed. TimeoutError after
    `seconds` (a click that opened another screen, say the rules book from a hover box
    under the target, would else click on for ever)."""
    import time
    taken = 0
    deadline = time.monotonic() + seconds
    while not until():
        if time.monotonic() > deadline:
            raise TimeoutError(f"still playing by clicks after {seconds:g} s "
                               f"(the screen is {type(app.scene).__name__})")
        frames(app, 1)
        if past_scoring(app, scene):           # a round's scoring: read, then Continue
            continue
        if not scene.table.may_act or scene.blocked:
            time.sleep(0.002)
            continue
        n = len(scene.game.log)
        pick = first_action(scene)
        if pick is None:
            act = scene.buttons.get("act")
            if act is None or not act.is_enabled:
                continue
            press_button(app, act)
        else:
            try:
                at = target_rect(scene, pick[0]).center
            except AssertionError:             # no longer on the board: look again
                continue
            # the pointer arrives first, as a hand's would: the hover box of the last
            # target moves away with it instead of taking this click (the rules book)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0),
                                                 buttons=(0, 0, 0)))
            frames(app, 1)
            click(app, at)
            if on_choose:
                on_choose(taken)
            card = ring_card(scene, pick[1])
            if card is None:                   # the game moved on meanwhile
                tray_open.close_tray(scene)
                continue
            click(app, card.center)
            frames(app, 1)
            pick_a_tile(app, scene)
        taken += 1
        try:
            wait_frames(app, lambda n=n: len(scene.game.log) > n or scene.game.is_over
                        or until() or not scene.table.may_act, 60)
        except TimeoutError:
            continue
