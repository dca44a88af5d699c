"""A person at the window, at human pace, for the UI tests.

`Person` plays through the real app loop: game time moves on the app's own fixed-step
clock and animations run and end by themselves (nothing is finished by hand). A wait's
drawn frame is one `app.frame(1/60)`; the frames before it, drawn for no one, go in
strides of a few frames' time (`every_frame`: each of them a frame, drawn). The mouse
moves to a widget or a board place, rests there, presses and lets go, with pauses a
person would take. What the tests then read is what a person sees: the buttons' words
and whether they are usable, the status line, the log.

Every wait is bounded twice: in game time (what a person would put up with) and in wall
time (so a broken test fails instead of hanging the suite).
"""

from __future__ import annotations

import contextlib
import html
import math
import time

import pygame
from pygame_gui.elements import UIButton, UILabel, UITextBox

from luna.client.app import App
from luna.client.demo.driver import target_rect
from luna.client.game import first_sights
from luna.client.window.settings import Settings

STEP = 1 / 60            # one frame of a 60 Hz screen
HOVER = 0.25             # the mouse rests on a thing before it is pressed
PRESS = 0.08             # a button held down
LOOK = 0.25              # a look at what happened before the next move
WATCH = 10               # every_frame False: a wait's frames drawn at 6 a second
# every_frame False: a wait's frames before its last run in strides of this many frames'
# game time (each stride all its fixed-step updates, so every animation runs at its speed;
# one event pass and one widgets' update a stride: nothing is drawn in between to see them)
STRIDE = 4


def unseen_frame(app: App, dt: float = STEP) -> None:
    """`App.frame` without its drawing: the events, the fixed-step updates, the widgets'
    update."""
    app.frame(dt, drawn=False)


class TooSlow(AssertionError):
    """What a person waited for never came."""


class Person:
    def __init__(self, save_dir, size=(1024, 700), speed: str = "normal",
                 language: str = "en", text_size: int = 100, every_frame: bool = False,
                 hand_over: bool = False, hint_nudge: bool = False,
                 menu: bool = True) -> None:
        # (`hand_over`: the hot seat's card between persons; off where one Person plays
        # every person's clicks, on where the card itself is tried; `hint_nudge`: the
        # Hint's nudge first, its whole card on a second ask: off (the "whole Hint at once"
        # setting, not a new profile's) where a test asks for the Hint's whole card, on
        # where the two steps are tried, tests/client/hint/test_hint_goal.py;
        # `menu` False: no main menu, for a test that opens a game at once: the menu's
        # buttons built and drawn for nobody were ~14 ms of CPU a window)
        # (a returning player's window: the first-sight tips, game/first_sights.py, said
        # already, as they would stand over what a test looks at; their own test clears them)
        self.app = App(size=size, settings=Settings(speed=speed, sound=False,
                                                    language=language, hand_over=hand_over,
                                                    hint_nudge=hint_nudge,
                                                    tips_said=list(first_sights.KEYS)),
                       save_dir=save_dir, worker_process=False)
        if text_size != 100:              # as the settings' screen sets it
            self.app.settings.text_size = text_size
            self.app.save_settings()
        if menu:
            self.app.open("menu")
        self.game_time = 0.0
        # False: a wait's frames run their events and updates, and only its last is drawn
        # (a test reads what stands after each wait); True: every frame drawn, for a test
        # that looks at the frames in between
        self.every_frame = every_frame
        self._unseen = False          # within `unseen()`: no wait draws
        self.clicks = 0               # presses of a mouse button, counted
        self.travel = 0.0             # pixels the mouse moved, counted
        self._at: tuple[int, int] | None = None
        if menu:
            self._quiet(LOOK)

    # -- time ---------------------------------------------------------------------------
    def wait(self, seconds: float) -> None:
        """Let `seconds` of game time pass; its last frame drawn (`every_frame`: each)."""
        n = max(1, round(seconds / STEP))
        if self.every_frame:
            for _ in range(n):
                self.app.frame(STEP, drawn=not self._unseen)
                self.game_time += STEP
            return
        self._stride(n - 1)
        if self._unseen:
            self._unseen_frame()
        else:
            self.app.frame(STEP)
        self.game_time += STEP

    def _stride(self, n: int) -> None:
        """`n` frames' game time undrawn, in strides of STRIDE frames."""
        while n > 0:
            m = min(STRIDE, n)
            unseen_frame(self.app, m * STEP)
            self.game_time += m * STEP
            n -= m

    def _quiet(self, seconds: float) -> None:
        """A wait whose screen no test reads (a button or key held down, the menu before
        the first move): undrawn but with `every_frame`."""
        if self.every_frame:
            self.wait(seconds)
            return
        self._stride(max(1, round(seconds / STEP)))

    @contextlib.contextmanager
    def unseen(self):
        """Steps whose screens no one reads (a press held, the pointer resting on its
        way): their waits' frames run their events and updates, none drawn; what is read
        after them needs a drawn frame (`look`)."""
        self._unseen = True
        try:
            yield
        finally:
            self._unseen = False

    def look(self) -> None:
        """The screen as it stands drawn (after `unseen` steps), no game time passing."""
        self.app.draw()

    def frame(self, drawn: bool = True) -> None:
        """One frame of game time; `drawn` False: its events and updates only (a test
        that reads the game's state frame by frame, not the screen, draws a few)."""
        if drawn:
            self.app.frame(STEP)
        else:
            self._unseen_frame()
        self.game_time += STEP

    def _pass(self, n: int) -> None:
        """`n` frames on the way (the mouse moving, a drag held): drawn with `every_frame`,
        else not looked at."""
        for _ in range(n):
            if self.every_frame:
                self.app.frame(STEP)
            else:
                self._unseen_frame()
            self.game_time += STEP

    def _unseen_frame(self) -> None:
        unseen_frame(self.app)

    def until(self, cond, seconds: float = 30.0, wall: float = 20.0, what: str = "") -> None:
        """Watch the screen until `cond()` holds; at most `seconds` of game time (with
        `every_frame` False, a frame in WATCH drawn while it waits, and the one it
        waited for)."""
        end, wall_end = self.game_time + seconds, time.monotonic() + wall
        k = 0
        while not cond():
            if self.game_time > end or time.monotonic() > wall_end:
                raise TooSlow(f"waited {seconds:.0f}s for {what or cond}; "
                              f"status: {self.status()!r}")
            started = time.monotonic()
            k += 1
            if self.every_frame or k % WATCH == 0:
                self.wait(STEP)
            else:
                self._unseen_frame()
                self.game_time += STEP
            if self.reviewing or self.computing:     # work in a thread: a frame lasts as
                time.sleep(max(0.001, STEP - (time.monotonic() - started)))    # on a screen
            elif self.thinking:
                time.sleep(0.001)      # the computers (the Hint) think in a thread: let it run
        if not self.every_frame and k % WATCH:       # the frame it waited for, drawn
            self.app.draw()

    def settle(self, seconds: float = 20.0) -> None:
        """Wait until nothing on the screen is moving any more (and look a moment)."""
        self.until(lambda: not getattr(self.scene, "anims", None), seconds,
                   what="the animations to end")
        self.wait(LOOK)

    # -- the mouse ------------------------------------------------------------------------
    def _post(self, kind, pos, **extra) -> None:
        pygame.event.post(pygame.event.Event(kind, pos=pos, **extra))

    def point(self, pos) -> None:
        """Move the mouse there (along the way, a frame every ~150 px, as a hand moves
        it over what lies between), and rest on it."""
        pos = (int(pos[0]), int(pos[1]))
        if self._at is not None:
            way = math.dist(self._at, pos)
            self.travel += way
            steps = int(way // 150)
            for k in range(1, steps + 1):
                x = self._at[0] + (pos[0] - self._at[0]) * k / (steps + 1)
                y = self._at[1] + (pos[1] - self._at[1]) * k / (steps + 1)
                self._post(pygame.MOUSEMOTION, (int(x), int(y)), rel=(0, 0), buttons=(0, 0, 0))
                self._pass(1)
        self._at = pos
        self._post(pygame.MOUSEMOTION, pos, rel=(0, 0), buttons=(0, 0, 0))
        self.wait(HOVER)

    def click(self, pos, button: int = 1) -> None:
        """Move there, rest, press, let go, look."""
        pos = (int(pos[0]), int(pos[1]))
        self.point(pos)
        self.clicks += 1
        self._post(pygame.MOUSEBUTTONDOWN, pos, button=button)
        self._quiet(PRESS)
        self._post(pygame.MOUSEBUTTONUP, pos, button=button)
        self.wait(LOOK)

    def flick(self, pos, button: int = 1) -> None:
        """Move there and click at once, with no rest: the move and the press reach the
        window in the same frame (a quick hand, or a driven pointer), then look."""
        pos = (int(pos[0]), int(pos[1]))
        if self._at is not None:
            self.travel += math.dist(self._at, pos)
        self._at = pos
        self.clicks += 1
        self._post(pygame.MOUSEMOTION, pos, rel=(0, 0), buttons=(0, 0, 0))
        self._post(pygame.MOUSEBUTTONDOWN, pos, button=button)
        self._quiet(PRESS)
        self._post(pygame.MOUSEBUTTONUP, pos, button=button)
        self.wait(LOOK)

    def drag(self, start, end, steps: int = 12, held=None) -> None:
        """Press at `start`, move the mouse to `end` in steps (a person's drag takes about
        half a second), let go there, look (`held()`: what is seen before letting go)."""
        start, end = (int(start[0]), int(start[1])), (int(end[0]), int(end[1]))
        self.point(start)
        self.clicks += 1
        self._post(pygame.MOUSEBUTTONDOWN, start, button=1)
        self._quiet(PRESS)
        for k in range(1, steps + 1):
            pos = (round(start[0] + (end[0] - start[0]) * k / steps),
                   round(start[1] + (end[1] - start[1]) * k / steps))
            self._post(pygame.MOUSEMOTION, pos, rel=(0, 0), buttons=(1, 0, 0))
            self._pass(2)
        self.travel += math.dist(start, end)
        self._at = end
        self.wait(PRESS)
        if held is not None:
            held()
        self._post(pygame.MOUSEBUTTONUP, end, button=1)
        self.wait(LOOK)

    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        """Press a key and let it go, look a moment."""
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode,
                                             scancode=0))
        self._quiet(PRESS)
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode,
                                             scancode=0))
        self.wait(HOVER)

    # -- the action ring -----------------------------------------------------------------
    def ring_kinds(self) -> list[str]:
        ring = getattr(self.scene, "ring", None)
        return [a.kind for a in ring.actions] if ring is not None else []

    def card(self, kind: str):
        """The ring's button of `kind` (its rectangle) and its action."""
        ring = self.scene.ring
        assert ring is not None, "no action ring is open"
        k = next((i for i, a in enumerate(ring.actions) if a.kind == kind), None)
        assert k is not None, f"no {kind!r} button among {self.ring_kinds()}"
        return ring.cards[k], ring.actions[k]

    def take(self, kind: str) -> None:
        """Click the ring's button of `kind`."""
        rect, _ = self.card(kind)
        self.click(rect.center)

    def ring_part(self, kind: str, part: str):
        ring = self.scene.ring
        k = next(i for i, a in enumerate(ring.actions) if a.kind == kind)
        return next(r for r, i, p in ring.parts if i == k and p == part)

    def act(self, target, kind: str) -> None:
        """Two clicks: the place, then its ring's button of `kind`."""
        self.click_on(target)
        self.take(kind)

    def press(self, words: str) -> None:
        """Click the button that shows `words`; a person cannot use a greyed one."""
        b = self.button(words)
        assert b.is_enabled, f"{words!r} is greyed; usable: {self.usable()}"
        self.click(b.rect.center)

    def choose(self, dropdown, words: str) -> None:
        """Open a drop-down list and click the entry that shows `words`."""
        before = {id(b) for b in self.buttons()}
        self.click(dropdown.rect.center)
        entries = [b for b in self.buttons() if id(b) not in before and b.text == words]
        assert entries, f"{words!r} is not in the list"
        self.click(entries[0].rect.center)

    def click_on(self, target) -> None:
        """Click a thing on the board (where it is drawn, not under something else); if it
        moved while the mouse went there (a log line scrolled up by a move told meanwhile),
        aim again, as a hand does."""
        for _ in range(3):
            pos = target_rect(self.scene, target).center
            self.point(pos)
            if self.scene.board.target_at(pos) == target:
                break
        self.click(pos)

    # -- a round's scoring summary ---------------------------------------------------------
    @property
    def scoring_shown(self) -> bool:
        """A round's scoring summary stands over the board."""
        return getattr(self.scene, "summary", None) is not None

    def read_the_scoring(self, seconds: float = 30.0):
        """Wait for the round's summary, read it a moment, press Continue; the summary
        read (round_summary.RoundSummary)."""
        self.until(lambda: self.scoring_shown, seconds, what="the round's scoring summary")
        summary = self.scene.summary
        self.wait(LOOK)
        self.press(self.app.scene.scoring.button.text)
        assert not self.scoring_shown, "Continue left the summary standing"
        return summary

    def until_past_scoring(self, cond, seconds: float = 30.0, what: str = "") -> None:
        """`until(cond)`, reading each round's scoring summary that comes on the way
        (Continue pressed) — for a wait that may cross a round's end."""
        while True:
            self.until(lambda: self.scoring_shown or cond(), seconds, what=what)
            if not self.scoring_shown:
                return
            self.read_the_scoring()

    # -- what a person sees ----------------------------------------------------------------
    @property
    def scene(self):
        return self.app.scene

    @property
    def thinking(self) -> bool:
        """A computer chooses its move, or the judge works out a Hint (asked, or ahead
        of its asking), in a thread."""
        table = getattr(self.scene, "table", None)
        return getattr(table, "thinking_for", None) is not None or \
            bool(getattr(table, "hint_pending", False)) or \
            bool(getattr(getattr(table, "hints", None), "under_way", False))

    @property
    def computing(self) -> bool:
        """A computer's move or the asked Hint being worked out in the thread right now
        (not the pause after it): frames drawn faster than a screen's took the processor
        from it, the move came later and the frames were drawn for nothing."""
        thinker = self.app._thinker
        return self.thinking and thinker is not None and thinker.busy

    @property
    def reviewing(self) -> bool:
        """A review runs, or a results screen's lessons are worked out: work off the
        window's thread, which a person watches in real time (so the frames leave it the
        processor, as the real window does; frames run flat out while a results screen's
        lessons were worked out starved their thread, a wait of 90 s of game time passed
        in a second and the lessons had not come)."""
        if getattr(self.scene, "running", False):
            return True
        reviewer = getattr(self.scene, "reviewer", None)
        return reviewer is not None and not (reviewer.lessons_done and (
            reviewer.done or not reviewer.reviews))

    def _shown(self):
        """Every live, visible element, those inside containers (drop-down lists) too."""
        todo = list(self.app.ui.get_root_container().elements)
        while todo:
            el = todo.pop(0)
            if el.alive() and el.visible:
                yield el
                todo.extend(getattr(el, "elements", ()))

    def buttons(self) -> list:
        """Every button a person sees: pygame-gui's, and a right click's menu entries
        (drawn by the game: each with its words, its place and whether it may be taken)."""
        menu = list(getattr(self.scene, "menu", None) or [])
        return menu + [el for el in self._shown() if isinstance(el, UIButton)]

    def button(self, words: str):
        found = [b for b in self.buttons() if named(b) == words]
        assert found, f"no button {words!r} among {[named(b) for b in self.buttons()]}"
        return found[0]

    def usable(self) -> set[str]:
        return {named(b) for b in self.buttons() if b.is_enabled}

    def greyed(self) -> set[str]:
        return {named(b) for b in self.buttons() if not b.is_enabled}

    def texts(self) -> list[str]:
        """The words of every label and text box on the screen."""
        return [html.unescape(el.html_text) if isinstance(el, UITextBox) else el.text
                for el in self._shown() if isinstance(el, UITextBox | UILabel)]

    def status(self) -> str:
        line = getattr(self.scene, "status_line", None)
        return line() if line else ""

    def log(self) -> list[str]:
        log = getattr(self.scene, "log", None)
        return [line for line, _ in log.lines] if log is not None else []

    def close(self) -> None:
        if self.app._thinker is not None:
            self.app._thinker.close()
        for s in self.app.scenes:
            s.leave()


def named(b) -> str:
    """What a person calls a button: its words, or a toolbar picture's name (its hover
    text says it)."""
    return getattr(b, "spoken", None) or b.text


def tiles_kept(ring, snap) -> list:
    """The tray's tiles the Hint's card may not cover: every one, a greyed one too (a
    button whose reason its hover and focus read; only a slot without a tile is free)."""
    return list(ring.cards)
