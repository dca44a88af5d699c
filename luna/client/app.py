"""The window: pygame set-up, the scene stack and the fixed-timestep main loop."""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

import pygame
import pygame_gui

from .. import text as i18n
from ..places import assets_dir, save_dir_problem
from ..saves import SAVE_DIR, remove_stale_temps
from . import flow, fonts
from .board.icon import icon
from .firstrun import NoWindow, draw_banner, open_window, saves_off_text
from .fonts import text
from .loop import FixedStep
from .settings import Settings, load_settings, save_settings
from .sound import SoundBank

ASSETS = assets_dir()
DEFAULT_SIZE = (1280, 800)


class App:
    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE, settings: Settings | None = None,
                 save_dir: Path | None = None, worker_process: bool = True) -> None:
        self.save_dir = Path(save_dir or SAVE_DIR)
        remove_stale_temps(self.save_dir)     # left behind by saves a crash interrupted
        self.settings = settings or load_settings(self.save_dir)
        i18n.set_language(self.settings.language)
        pygame.font.init()
        fonts.reset()
        # The window first: without one nothing else starts (nor fills the terminal with the
        # sound system's complaints before our one sentence).
        self.screen = open_window(size, pygame.RESIZABLE, icon)  # or NoWindow, with a sentence
        pygame.display.set_caption("Luna")
        pygame.init()              # the rest (sound, timers) once there is a window
        # saves off, with a warning on every screen, if the folder cannot take a file
        self.save_problem = save_dir_problem(self.save_dir)
        self.warning = (saves_off_text(self.save_problem, self.save_dir)
                        if self.save_problem else None)
        self.ui = pygame_gui.UIManager(size, str(ASSETS / "theme.json"))
        self.sounds = SoundBank(muted=not self.settings.sound)
        self.loop = FixedStep()
        self.scenes: list = []
        self.running = True
        self.toasts: list[tuple[str, float]] = []
        self.now = 0.0
        self.worker_process = worker_process
        self._thinker = None
        self.lan_name: str | None = None      # the name last given in the LAN menu

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
        i18n.set_language(self.settings.language)
        self.sounds.muted = not self.settings.sound

    # -- feedback ------------------------------------------------------------------
    def toast(self, message: str, seconds: float = 3.5) -> None:
        self.toasts.append((message, self.now + seconds))

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
        if path is None:
            folder = self.save_dir / "screenshots"
            folder.mkdir(parents=True, exist_ok=True)
            stamp = time.strftime("luna-%Y%m%d-%H%M%S")
            path = folder / f"{stamp}.png"
            k = 1
            while path.exists():
                path = folder / f"{stamp}-{k}.png"
                k += 1
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))
        return path

    # -- the loop --------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE:
            w, h = max(event.w, 960), max(event.h, 640)
            if (w, h) != (event.w, event.h):
                self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
            self.ui.set_window_resolution((w, h))
            for s in self.scenes:
                s.resize() if s is self.scene else None
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_F12,) or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_p
                and not self.ui.get_focus_set()):
            try:
                path = self.screenshot()
            except (OSError, pygame.error) as exc:
                self.toast(i18n.t("screenshot.failed",
                                  problem=getattr(exc, "strerror", None) or exc))
            else:
                self.toast(i18n.t("screenshot", path=path))
            return
        self.ui.process_events(event)
        if self.scene:
            self.scene.handle_event(event)

    def update(self, dt: float) -> None:
        self.now += dt
        if self.scene:
            self.scene.update(dt)
        self.toasts = [(m, until) for m, until in self.toasts if until > self.now]

    def draw(self) -> None:
        self.screen.fill((8, 12, 28))
        visible = []
        for s in reversed(self.scenes):
            visible.append(s)
            if s.blocks_below:
                break
        for s in reversed(visible):
            s.draw(self.screen)
        self.ui.draw_ui(self.screen)
        self._draw_toasts()
        if self.warning:
            draw_banner(self.screen, self.warning)
        pygame.display.flip()

    def _draw_toasts(self) -> None:
        w, h = self.screen.get_size()
        x, y = w // 2 - 140, h - 16             # under the board, clear of the side panel
        where = self.scene.toast_anchor() if self.scene else None
        if where is not None:                   # a screen with buttons along the bottom
            x, y = where
        for message, _ in reversed(self.toasts[-3:]):
            img = text(message, 15, (250, 240, 210))
            box = pygame.Rect(0, 0, img.get_width() + 28, img.get_height() + 12)
            box.midbottom = (x, y)
            pygame.draw.rect(self.screen, (12, 18, 40), box, border_radius=10)
            pygame.draw.rect(self.screen, (180, 170, 130), box, 1, border_radius=10)
            self.screen.blit(img, img.get_rect(center=box.center))
            y = box.top - 6

    def frame(self, frame_time: float) -> None:
        """One frame: events, fixed-step updates, one draw."""
        for event in pygame.event.get():
            self.handle(event)
        ui_time = min(frame_time, 0.25)
        self.loop.advance(frame_time, self.update)
        self.ui.update(ui_time)
        self.draw()

    def run(self) -> None:
        clock = pygame.time.Clock()
        first = True
        while self.running:
            dt = clock.tick(60) / 1000.0
            self.frame(dt)
            if first:
                first = False
                self.sounds.preload()     # after the first frame, so start-up stays quick
                self.check_sound()
        if self._thinker is not None:
            self._thinker.close()
        for s in self.scenes:
            s.leave()
        pygame.quit()


def run_app(args: argparse.Namespace) -> int:
    from .start import open_initial
    try:
        app = App(save_dir=getattr(args, "save_dir", None))
    except NoWindow as exc:
        pygame.quit()
        print(exc, file=sys.stderr)
        return 1
    app.open("menu")
    if open_initial(app, args):
        return 0
    app.run()
    return 0
