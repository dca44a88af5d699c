"""Drive the real window with real pygame events: used by the UI tests (headless, with
SDL_VIDEODRIVER=dummy) and by the screenshot tour (a real window under Xvfb)."""

from __future__ import annotations

import pygame

from ..app import App
from ..settings import Settings


def make_app(save_dir, speed: str = "off", size=(1280, 800)) -> App:
    app = App(size=size, settings=Settings(speed=speed, sound=False), save_dir=save_dir,
              worker_process=False)
    app.open("menu")
    app.frame(1 / 60)
    return app


def frames(app: App, n: int = 2, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.frame(dt)


def click(app: App, pos, button: int = 1) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    frames(app, 3)


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
    """The live pygame-gui button showing `text`."""
    for el in app.ui.get_root_container().elements:
        if getattr(el, "text", None) == text and el.alive():
            return el
    names = [getattr(el, "text", None) for el in app.ui.get_root_container().elements]
    raise AssertionError(f"no button {text!r} among {names}")


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


def wait_frames(app: App, cond, seconds: float = 20.0) -> None:
    """Run frames until `cond()` holds (other threads or processes are involved)."""
    import time
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        frames(app, 1)
        if cond():
            return
        time.sleep(0.005)
    raise TimeoutError("condition not reached in time")


def play_turns_by_clicks(app: App, scene, until, on_choose=None) -> None:
    """Whenever one of this screen's seats is to move, click the first thing that offers
    a command (the candles last) and pick its first option, until `until()`."""
    import time

    from ..play.choices import options_for
    taken = 0
    while not until():
        frames(app, 1)
        if past_scoring(app, scene):           # a round's scoring: read, then Continue
            continue
        if not scene.table.may_act or scene.blocked:
            time.sleep(0.002)
            continue
        me, n = scene.game.to_move, len(scene.game.log)
        pick = None
        for tg in sorted(scene.clickable, key=lambda x: (x.what == "candles", repr(x))):
            opts = [o for o in options_for(tg, scene.legal, scene.snap, me) if o.command]
            if opts:
                pick = (tg, opts[0])
                break
        if pick is None:
            press_button(app, scene.buttons["act"])
        else:
            click(app, target_rect(scene, pick[0]).center)
            if on_choose:
                on_choose(taken)
            b = next((b for b, o in scene.menu_options.items()
                      if o and o.label == pick[1].label), None)
            if b is None:     # the table moved on under the click (a LAN echo animating):
                scene.close_menu()                 # look again, as a person would
                continue
            press_button(app, b)
        taken += 1
        wait_frames(app, lambda n=n: len(scene.game.log) > n or scene.game.is_over or until(),
                    60)
