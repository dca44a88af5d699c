"""The window: pygame set-up, the scene stack and the fixed-timestep main loop."""

from __future__ import annotations

import argparse
import errno
import io
import os
import stat
import sys
import time
from pathlib import Path

import pygame

from .. import autosaves, collector
from .. import text as i18n
from ..files import take_notes, write_atomic
from ..places import save_dir_problem
from ..saves import SAVE_DIR, remove_stale_temps
from . import flow
from .board.art import kept
from .board.icon import icon
from .board.layout import MIN_SIZE
from .widgets import overlays
from .widgets import palette as P
from .widgets.theme import LunaUI
from .widgets.toasts import draw_notice, draw_toasts
from .window import caches, fonts
from .window.firstrun import NoWindow, draw_banner, open_window, saves_off_text
from .window.full_screen import fill_screen, leave_full_screen
from .window.loop import FixedStep
from .window.rest import BUSY, LOOK, Rest
from .window.settings import Settings, load_settings, save_settings
from .window.size import (
    canvas_size,
    desktop_size,
    opening_size,
    screen_room,
    smallest_size,
    usable_size,
)
from .window.sound import SoundBank

DEFAULT_SIZE = (1280, 800)
MAX_TOASTS = 3              # notes standing at once (the newest; older ones make way)


class App:
    def __init__(self, size: tuple[int, int] | None = DEFAULT_SIZE,
                 settings: Settings | None = None,
                 save_dir: Path | None = None, worker_process: bool = True,
                 keeps_autosave: bool = True) -> None:
        """`keeps_autosave` False: a window that plays no game of its own (a screenshot)
        claims none of the folder's autosaves (luna/autosaves.py)."""
        self.save_dir = Path(save_dir or SAVE_DIR)
        remove_stale_temps(self.save_dir)     # left behind by saves a crash interrupted
        self.settings = settings or load_settings(self.save_dir)
        i18n.set_language(self.settings.language)
        if not pygame.font.get_init():     # (restarted: the fonts made before are dead)
            pygame.font.init()
            fonts.reset()
        fonts.set_text_size(self.settings.text_size)
        # The window first: without one nothing else starts (nor fills the terminal with the
        # sound system's complaints before our one sentence).
        self.least = MIN_SIZE      # the window's least size (smaller on a small screen)
        if size is None:           # the player's window: as left, or fitting the screen
            remembered = self.settings.window
            desktop, usable = desktop_size(), usable_size()
            size = opening_size(desktop, tuple(remembered) if remembered else None, usable)
            self.least = smallest_size(screen_room(desktop, usable))
        size = (max(size[0], self.least[0]), max(size[1], self.least[1]))
        # the window (or NoWindow, with a sentence); the game drawn on `screen`: the window
        # itself, or where it is smaller than the smallest layout a canvas scaled into it
        self.window = open_window(size, pygame.RESIZABLE, icon)
        self.fit_canvas()
        fonts.set_window(self.size)
        keep_minimum_size(self.least)
        pygame.display.set_caption("Luna")
        pygame.init()              # the rest (sound, timers) once there is a window
        # saves off, with a warning on every screen, if the folder cannot take a file
        self.save_problem = save_dir_problem(self.save_dir)
        self.warning = (saves_off_text(self.save_problem, self.save_dir)
                        if self.save_problem else None)
        # this window's autosave: the folder's, unless another window keeps that
        mine = autosaves.kept(self.save_dir) if keeps_autosave and not self.save_problem \
            else None
        self.ui = LunaUI(self.size)
        self.sounds = SoundBank(muted=not self.settings.sound)
        self.loop = FixedStep()
        self.rest = Rest()                  # when the window draws (rest.py)
        self.scenes: list = []
        self.running = True
        self._entered = False               # the window just entered: its still motion
        self.windowed: tuple[int, int] | None = None     # full screen: the window's size
        self.filled_from: tuple[int, int] | None = None  # ... and place, where sized to it
        self.toasts: list[tuple[str, float]] = []     # (words, until), the newest last
        self.toast_said = -1.0                         # when the newest was said (s)
        self.toast_counts: dict[str, int] = {}        # words said again while they stood
        self.now = 0.0
        self.worker_process = worker_process
        self._thinker = None
        self.lan_name: str | None = self.settings.lan_name   # the name the LAN menu shows
        self.new_game_seats: dict | None = None     # the New game dialog's table as last
        #                                             left (dialogs.NewGameDialog)
        self.toast_rects: list[pygame.Rect] = []      # where the toasts stood last frame
        self.toasts_wait = False                       # ... none: they wait for room
        if mine is not None and autosaves.number(mine) != 1:   # (luna/autosaves.py)
            self.toast(i18n.t("files.own_autosave"), 10.0)

    @property
    def thinker(self):
        """The computer players' worker, started the first time one has to move."""
        if self._thinker is None:
            from .tables.thinker import Thinker
            self._thinker = Thinker(use_process=self.worker_process)
        return self._thinker

    # -- scene stack ---------------------------------------------------------------
    @property
    def scene(self):
        return self.scenes[-1] if self.scenes else None

    def push(self, scene) -> None:
        """Put a scene on top. The one below loses its buttons (an overlay still lets it
        be seen, never used) and gets them back when the top one is popped."""
        self._fresh = True
        if self.scene:
            self.scene.exit()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> None:
        if self.scenes:
            self.scenes.pop().exit()
            if self.scene:
                self.scene.enter()

    def replace(self, scene) -> None:
        """Clear the stack for `scene`; a game left this way is left for good (a LAN
        table closes its connection and stops its relay)."""
        while self.scenes:
            gone = self.scenes.pop()
            gone.exit()
            gone.leave()
        self.push(scene)

    # -- screens by name (flow.py) -------------------------------------------------
    def build(self, name: str, *args, **kwargs):
        """The screen called `name`, not shown yet."""
        return flow.build(self, name, *args, **kwargs)

    def open(self, name: str, *args, **kwargs):
        """Show the screen called `name` on top of this one (back with `pop`)."""
        scene = self.build(name, *args, **kwargs)
        self.push(scene)
        return scene

    def goto(self, name: str, *args, **kwargs):
        """Leave every screen for the one called `name`."""
        scene = self.build(name, *args, **kwargs)
        self.replace(scene)
        return scene

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def save_settings(self) -> None:
        save_settings(self.settings, self.save_dir)
        if i18n.language() != self.settings.language:
            i18n.set_language(self.settings.language)
            for scene in self.scenes:          # a game under the settings: its names too
                if hasattr(scene, "language_changed"):
                    scene.language_changed()
        self.sounds.muted = not self.settings.sound
        if fonts.text_size != self.settings.text_size / 100:
            self.restyle()

    def restyle(self) -> None:
        """The player's text size (or the window's, and the text with it) changed: every
        face and widget at the new size (the top screen's widgets built again by a new UI
        manager; the ones below build theirs when they come back on top)."""
        fonts.set_text_size(self.settings.text_size)
        fonts.set_window(self.size)
        if self.scene:
            self.scene.exit()
        self.ui = LunaUI(self.size, self.ui.pointer)        # the pointer stays where it is
        if self.scene:
            self.scene.enter()

    # -- feedback ------------------------------------------------------------------
    def toast(self, message: str, seconds: float = 3.5, ends: tuple[str, ...] = ()) -> None:
        """Show `message`; the notes in `ends`, no longer true, go at once. The same words
        again stand once, counted ("×3"), and at most MAX_TOASTS notes stand, the newest:
        a table sending thousands of refusals a second shows one note."""
        until = self.now + seconds
        self.toast_said = self.now
        kept = []
        for m, u in self.toasts:
            if m == message:
                until = max(until, u)
            elif m not in ends:
                kept.append((m, u))
        self.toast_counts[message] = self.toast_counts.get(message, 0) + 1 if any(
            m == message for m, _ in self.toasts) else 1
        self.toasts = (kept + [(message, until)])[-MAX_TOASTS:]
        self._count_standing()

    def drop_toast(self, message: str) -> None:
        """`message` goes at once: what it said is no longer true."""
        self.toasts = [(m, u) for m, u in self.toasts if m != message]
        self._count_standing()

    def _count_standing(self) -> None:
        standing = {m for m, _ in self.toasts}
        self.toast_counts = {m: k for m, k in self.toast_counts.items() if m in standing}

    def toast_words(self) -> list[str]:
        """The toasts as they read, the oldest first: a repeated one with its count."""
        return [m if self.toast_counts.get(m, 1) < 2 else f"{m}  ×{self.toast_counts[m]}"
                for m, _ in self.toasts]

    def save_failed(self, message: str) -> None:
        """An autosave failed: a folder that became full or read-only turns saves off with
        the lasting warning; anything else is told once, as it happened."""
        problem = save_dir_problem(self.save_dir)
        if problem:
            self.save_problem = problem
            self.warning = saves_off_text(problem, self.save_dir)
        elif not any(m == message for m, _ in self.toasts):
            self.toast(message)

    def check_sound(self) -> None:
        """Say once that there is no sound device, if the player wants sound."""
        if self.settings.sound and not self.sounds.available:
            self.toast(i18n.t("firstrun.no_sound"), 8.0)

    def screenshot(self, path: str | os.PathLike | None = None) -> Path:
        """The window as a PNG: at `path` (a name the player gave), else a new file in
        the save folder's `screenshots/`, which must be a folder of its own there (a
        link or a file in its place is refused: the picture never lands elsewhere),
        written whole and never through a link (luna/files.py)."""
        if path is None:
            folder = self.save_dir / "screenshots"
            folder.mkdir(parents=True, exist_ok=True)
            if not stat.S_ISDIR(os.lstat(folder).st_mode):
                raise OSError(errno.ENOTDIR, i18n.t("screenshot.not_a_folder"))
            stamp = time.strftime("luna-%Y%m%d-%H%M%S")
            path = folder / f"{stamp}.png"
            k = 1
            while os.path.lexists(path):
                path = folder / f"{stamp}-{k}.png"
                k += 1
        path = Path(path)
        picture = io.BytesIO()
        pygame.image.save(self.screen, picture, "png")
        return write_atomic(path, picture.getvalue(), sync=False)

    # -- the loop --------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.close_window()
            return
        if event.type == pygame.VIDEORESIZE:
            self._fresh = True                  # (its pictures drawn anew for the size)
            self.window = pygame.display.get_surface() or self.window    # (made anew by
            w, h = max(event.w, self.least[0]), max(event.h, self.least[1])   # full screen)
            if (w, h) != (event.w, event.h):
                self.window = pygame.display.set_mode((w, h), pygame.RESIZABLE)
            self.fit_canvas()
            w, h = self.size
            if fonts.window_factor((w, h)) != fonts.window:
                self.restyle()                  # the text grows or shrinks with the window
                return
            self.ui.set_window_resolution((w, h))
            for s in self.scenes:
                s.resize() if s is self.scene else None
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_full_screen()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_F12,) or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_p
                and not self.ui.get_focus_set()
                and not getattr(self.scene, "takes_typing", False)):
            try:
                path = self.screenshot()
            except (OSError, pygame.error) as exc:
                self.toast(i18n.t("screenshot.failed",
                                  problem=getattr(exc, "strerror", None) or exc))
            else:
                self.toast(i18n.t("screenshot", path=path))
            return
        event = self.on_canvas(event)
        if self._still_on_entering(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1 and self.scene \
                and not self.scene.own_f1:
            self.open("rules", section=self.scene.rules_section)
            return
        self.ui.process_events(event)
        focus = self.scene.key_focus if self.scene else None
        if focus is not None and focus.handle(event, self.scene):
            return
        if self.scene:
            self.scene.handle_event(event)

    def _still_on_entering(self, event: pygame.event.Event) -> bool:
        """The motion a window is sent as it opens (or the pointer comes in) where the
        pointer rests, unmoved and where the mouse is: no hover until it moves (a real
        window opened under a pointer left at the screen's centre lit the title's middle
        card). A motion posted elsewhere (the tour's, a test's) is a move."""
        if event.type == pygame.WINDOWENTER:
            self._entered = True
        elif event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            entered, self._entered = self._entered, False
            return entered and event.type == pygame.MOUSEMOTION \
                and tuple(event.rel) == (0, 0) and tuple(event.pos) == self.pointer()
        return False

    def close_window(self) -> None:
        """The window's close button ends the program; at a LAN table the player hosts
        with others at it, after the question Menu -> Main menu asks (closing it for
        them), asked once however often the button is pressed."""
        if getattr(self.scene, "closes_window", False):
            return
        table = next((s.table for s in reversed(self.scenes)
                      if hasattr(getattr(s, "table", None), "others")), None)
        if table is None:
            self.running = False
            return
        from .screens.pause import ask_before_closing
        asked = ask_before_closing(self, table, self.stop)
        if asked is not None:
            asked.closes_window = True

    def stop(self) -> None:
        """The loop ends after this frame (the tables left, the window's size kept)."""
        self.running = False

    def toggle_full_screen(self) -> None:
        """F11: the game over the whole screen, and back to its window as it was (a large
        monitor's window opens at four fifths of it; F11 fills it; with no window manager
        the window is sized to the screen: full_screen.py). The new size comes as the
        window's resize, which lays every screen out again."""
        try:
            window = display_window()
            if self.windowed is None:
                self.windowed = self.window.get_size()
                self.filled_from = fill_screen(window)
            else:
                size, self.windowed = self.windowed, None
                leave_full_screen(window, size, self.filled_from)
                self.filled_from = None
        except (pygame.error, AttributeError) as exc:
            self.windowed = self.filled_from = None
            self.toast(i18n.t("full_screen.failed", problem=exc))

    def tell_set_aside(self) -> None:
        """Each file found damaged (luna/files.py) is said once, in one sentence."""
        notes = take_notes()
        if not notes:           # (most frames: the import below looked up at each was
            return              # ~0.5 % of a window's CPU)
        from .opening import set_aside_words
        for note in notes:
            self.toast(set_aside_words(note), 10.0)

    def update(self, dt: float) -> None:
        self.tell_set_aside()
        self.now += dt
        if self.scene:
            self.scene.update(dt)
        if self.toasts_wait:            # none could stand clear of a dialog: they wait
            self.toasts = [(m, until + dt) for m, until in self.toasts]
        self.toasts = [(m, until) for m, until in self.toasts if until > self.now]
        self._count_standing()

    def draw(self, area: pygame.Rect | None = None) -> None:
        """One frame. `area`: drawn anew there only (a window at rest: where its screen's
        ambient motion lies, rest.py), the rest standing as last drawn."""
        self.screen.set_clip(area)
        try:
            self._compose()
        finally:
            self.screen.set_clip(None)
        if self.screen is not self.window:       # the smallest layout into a small window
            pygame.transform.smoothscale(self.screen, self.window.get_size(), self.window)
            pygame.display.flip()
        elif area is not None:
            pygame.display.update(area)
        else:
            pygame.display.flip()

    def _compose(self) -> None:
        """The frame, bottom up: the screens, pygame-gui's widgets, the hover texts the
        screens put on the top layer, the toasts (clear of every widget), the warning
        banner, and a widget's own hover text over all of it."""
        overlays.clear_top_layer()
        visible = []
        for s in reversed(self.scenes):
            visible.append(s)
            if s.blocks_below:
                break
        if not (visible and visible[-1].paints_window):   # a whole-window fill costs
            self.screen.fill(P.NIGHT)                     # ~0.5 ms at 1280x800
        self.preparing = None
        fresh = self._fresh
        self._as_it_stood = self.window.copy() if fresh else None
        kept.drawing = self._say_preparing if fresh else None
        try:
            for s in reversed(visible):
                s.draw(self.screen)
                if s is not self.scene:             # a screen under an overlay: its hover
                    overlays.clear_top_layer()      # text stays under the overlay too
        finally:
            kept.drawing = self._as_it_stood = None
            self._fresh = False
        if fresh:              # a new screen's pictures made: what making them freed goes
            caches.give_back()      # back to the system (~10 MB on a board; ~1 ms)
        self.ui.draw_ui(self.screen)
        if self.scene is not None and self.scene.key_focus is not None:
            self.scene.key_focus.draw(self.screen, self.scene)     # over the widgets
        overlays.draw_top_layer(self.screen)
        never = self.scene.toasts_never_over() if self.scene and self.toasts else []
        self.toast_rects = draw_toasts(
            self.screen, self.toast_words(),
            self.scene.toast_anchor() if self.scene else None,
            widget_rects(self.ui) + (self.scene.toasts_keep_clear() if self.scene else []),
            self.scene.toast_width() if self.scene else None,
            self.scene.toast_place if self.scene else None, never) if self.toasts else []
        self.toasts_wait = bool(never) and not self.toast_rects    # (their time held)
        if self.warning:
            draw_banner(self.screen, self.warning)
        if self.ui.tips:
            overlays.draw_widget_tip(self.screen, self.ui.tips[-1],
                                     self.scene.tips_keep_clear() if self.scene else (),
                                     self.scene.tips_never_over() if self.scene else ())

    preparing: pygame.Rect | None = None     # where this frame said it is busy
    _fresh = True              # the next frame is a screen's first, or the window's resized
    _as_it_stood: pygame.Surface | None = None  # ... the window before it, to say so over

    def _say_preparing(self) -> None:
        """A screen's first frame (or a resized window's) is about to draw the board's
        pictures (a new game's islands, a new window size: up to seconds on a slow
        machine): the window as it stood says so at once, dimmed, until the frame is
        drawn; the frame goes on from where it was (never a half-drawn board shown: islands
        without their pieces read as the game's state, F059)."""
        if self.preparing is not None or self._as_it_stood is None:
            return
        drawn = self.window.copy()
        self.preparing = draw_notice(self._as_it_stood, i18n.t("board.preparing"))
        self.window.blit(self._as_it_stood, (0, 0))
        pygame.display.flip()
        self.window.blit(drawn, (0, 0))

    def fit_canvas(self) -> None:
        """The surface the game is drawn on for the window as it is now: the window, or
        where it is smaller than the smallest layout (a small screen's) a canvas of that
        layout grown to the window's shape, scaled into it each frame."""
        size = canvas_size(self.window.get_size())
        if size == self.window.get_size():
            self.screen = self.window
        elif getattr(self, "screen", None) is None or self.screen is self.window \
                or self.screen.get_size() != size:
            self.screen = pygame.Surface(size).convert()

    def on_canvas(self, event: pygame.event.Event) -> pygame.event.Event:
        """A mouse event's place on the canvas the game is drawn on (the window's own
        where the two are one)."""
        if self.screen is self.window or event.type not in (
                pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return event
        kx, ky = self._canvas_scale()
        moved = dict(event.dict, pos=(int(event.pos[0] * kx), int(event.pos[1] * ky)))
        if "rel" in moved:
            moved["rel"] = (round(event.rel[0] * kx), round(event.rel[1] * ky))
        return pygame.event.Event(event.type, moved)

    def _canvas_scale(self) -> tuple[float, float]:
        (cw, ch), (ww, wh) = self.screen.get_size(), self.window.get_size()
        return cw / max(1, ww), ch / max(1, wh)

    def pointer(self) -> tuple[int, int]:
        """Where the mouse is, on the canvas the game is drawn on."""
        x, y = pygame.mouse.get_pos()
        if self.screen is self.window:
            return x, y
        kx, ky = self._canvas_scale()
        return int(x * kx), int(y * ky)

    def frame(self, frame_time: float, at_rest: bool = False, drawn: bool = True) -> None:
        """One frame: events, fixed-step updates, one draw. `at_rest` (rest.py): drawn
        only if an event came, a toast came or went, the screen stirred or its ambient
        motion's next frame is due (that one drawn anew where the motion lies). `drawn`
        False: not drawn (a driven window of which only some frames are looked at)."""
        events = pygame.event.get()
        for event in events:
            self.handle(event)
        if events:
            self.rest.input_at = self.rest.now
        standing = (self.toast_words(), list(self.ui.tips)) if at_rest else None
        ui_time = min(frame_time, 0.25)
        # at rest, with nothing moving after the events: game time in one step (rest.py)
        self.loop.advance(frame_time, self.update,
                          whole=at_rest and not events and self.still())
        self.ui.update(ui_time)
        self.rest.ticked_at = self.rest.now
        if not drawn:
            return
        area = None
        if at_rest and not events and standing == (self.toast_words(), self.ui.tips) \
                and self.still():
            if not self.rest.frame_due(self.scene.ambient_rate()):
                return
            area = self.rest.area(self.scene.ambient_area())
        self.draw(area)
        self.rest.drawn(area)

    def still(self) -> bool:
        """Nothing moves on the window but its screen's ambient motion: the top screen
        says so (Scene.at_rest), it has been drawn, no text field waits for typing (its
        caret blinks) and no hover text fades."""
        return self.scene is not None and not self._fresh and self.scene.at_rest() \
            and not self.ui.get_focus_set() \
            and not any(overlays.tip_fades(tip) for tip in self.ui.tips)

    def run(self, clock=time.perf_counter, wait=time.sleep) -> None:
        """The loop: 60 frames a second while anything moves, resting between frames
        where nothing does (rest.py); `clock` and `wait` are the wall clock's (a test's
        own clock drives the same loop)."""
        self.rest = Rest(*[clock()] * 5)
        last = clock()
        first = True
        rested = False
        while self.running:
            self.rest.now = clock()
            resting = self.rest.resting(self.still())
            if resting and not rested:    # what the motion and the first frame's work
                caches.give_back()          # freed goes back to the system (~8 MB of a
            rested = resting                # board at 1920x1080; ~1 ms, once a rest)
            if resting:
                wait(LOOK)
                self.rest.now = clock()
                if not pygame.event.peek() and not self.rest.tick_due():
                    continue
            else:
                wait(max(0.0, last + BUSY - clock()))
            self.rest.now = now = clock()
            dt, last = now - last, now
            if resting:
                self.frame(dt, at_rest=True)
            else:
                self.frame(dt)
            if first:
                first = False
                kept.write_held()         # the pictures drawn for it kept on disk, and
                collector.release()       # (luna/collector.py)
                self.sounds.preload()     # after the first frame, so start-up stays quick
                self.check_sound()
        if self._thinker is not None:
            self._thinker.close()
        for s in self.scenes:
            s.leave()
        self.keep_window_size()
        pygame.quit()

    def keep_window_size(self) -> None:
        """The window opens next time as the player leaves it now."""
        size = list(self.windowed or self.window.get_size())     # (full screen: the window's)
        if size != self.settings.window:
            self.settings.window = size
            save_settings(self.settings, self.save_dir)


def display_window():
    """The window the display module opened, as pygame-ce's Window (full screen, back)."""
    return pygame.Window.from_display_module()


def keep_minimum_size(size: tuple[int, int]) -> None:
    """Ask the window manager not to let the window be made smaller than the smallest
    layout (a VIDEORESIZE below it is answered by setting the size back as well)."""
    import warnings
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().minimum_size = size
    except (AttributeError, pygame.error):
        pass                                        # an older pygame: the resize rule only


def widget_rects(ui) -> list[pygame.Rect]:
    """Where pygame-gui's visible widgets stand (toasts keep off them)."""
    return [el.rect for el in ui.get_root_container().elements
            if el.alive() and el.visible and el.rect.w > 0]


def run_app(args: argparse.Namespace) -> int:
    from .start import open_initial
    try:
        # a --screenshot is a picture of a set size, whatever screen (or none) it is taken on
        size = DEFAULT_SIZE if getattr(args, "screenshot", None) else None
        app = App(size=size, save_dir=getattr(args, "save_dir", None),
                  keeps_autosave=not getattr(args, "screenshot", None))
    except NoWindow as exc:
        pygame.quit()
        print(exc, file=sys.stderr)
        return 1
    kept.hold_writes()                  # (kept once the first frame is shown: App.run)
    if open_initial(app, args):
        return 0
    app.run()
    return 0
