"""A scripted walk through every screen, saving a screenshot of each.

    xvfb-run -a python -m luna.client.demo.tour OUTDIR [--size 1024x700] [--lang de] [--text 150]

Used to look at the game (and to refresh the pictures in docs/). It clicks through the
window with real pygame events, like a player would.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

import pygame

from ...text import t
from ..board.targets import Island
from ..game import planning, tray_open
from .driver import (
    button_named,
    click,
    frames,
    key,
    make_app,
    past_scoring,
    press_button,
    target_rect,
    through_the_last_scoring,
)


def _shot(app, out: Path, name: str) -> None:
    frames(app, 2)
    app.screenshot(out / f"{name}.png")
    print(out / f"{name}.png")


def tour(out: Path, size=(1280, 800), language: str = "en", text_size: int = 100) -> None:
    out.mkdir(parents=True, exist_ok=True)
    save_dir = Path(tempfile.mkdtemp(prefix="luna-tour-"))
    app = make_app(save_dir, speed="normal", size=size)
    app.settings.language = language
    app.settings.text_size = text_size
    app.save_settings()
    app.goto("menu")
    _shot(app, out, "01-menu")
    press_button(app, button_named(app, t("menu.new")))
    _shot(app, out, "02-new-game")
    dialog = app.scene
    dialog.seed = 4
    dialog.setup = "random"
    press_button(app, dialog.start)
    scene = app.scene
    frames(app, 90)
    _shot(app, out, "03-preliminary")
    # play on by clicks: the first option of the first highlighted thing, with the bots
    app.settings.speed = "off"
    played = 0
    summary_shot = False
    while scene.snap["round"] < 3 and not scene.game.is_over and played < 400:
        frames(app, 1)
        if scene.summary is not None and not summary_shot:
            frames(app, 8)             # (the cards' last form faded out: panel.FADE)
            _shot(app, out, "03b-round-scoring")        # a round's summary over the board
            summary_shot = True
        if past_scoring(app, scene):
            continue
        if scene.table.may_act and not scene.blocked:
            tg = sorted(scene.clickable, key=repr)[played % len(scene.clickable)]
            click(app, target_rect(scene, tg).center)
            while app.scene is not scene:        # (a figure's click opens its rule: back)
                app.pop()
            cards = [c for c, a in zip(scene.ring.cards, scene.ring.actions, strict=True)
                     if a.enabled and not a.builder] if scene.ring else []
            if cards:
                click(app, cards[0].center)
            else:
                tray_open.close_tray(scene)
                scene.acting.book_from = None
            played += 1
    app.settings.speed = "normal"
    while not scene.table.may_act or scene.blocked:
        frames(app, 1)
        past_scoring(app, scene)
    frames(app, 120)
    _shot(app, out, "04-board-midgame")
    _move_mouse(app, scene.buttons["undo"].rect.center)   # a toolbar tool: its name, key
    frames(app, 40)
    _shot(app, out, "04b-toolbar-tip")
    press_button(app, scene.buttons["hint"])   # the Hint: its tool's dots while it thinks,
    if scene.table.hint_pending:               # then its marks and words on the board
        _shot(app, out, "04c-hint-thinking")
    while scene.view().hint is None:
        frames(app, 1)
    _move_mouse(app, (2, 2))
    frames(app, 30)
    _shot(app, out, "04d-hint")
    scene.hints.hint = None                          # the tour goes on without it
    scene.table.hints.wanted.clear()
    tg = next(x for x in sorted(scene.clickable, key=repr) if x.what == "island")
    r = target_rect(scene, tg)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 2)
    _shot(app, out, "05-hover-tooltip")
    key(app, pygame.K_F1)                   # the hover text's rule in the rules book
    frames(app, 10)
    _shot(app, out, "05b-rules-from-hover")
    press_button(app, button_named(app, t("new.back")))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 2)
    click(app, r.center)
    frames(app, 6)                 # (the cards' last form faded out: panel.FADE)
    _shot(app, out, "06-action-ring")
    ring_tour(app, out, scene, tg)
    frames(app, 12)
    _shot(app, out, "08-animation")
    for _ in range(400):                    # the next player's move, told on the board
        frames(app, 1)
        cap = scene.show.caption
        if cap is not None and cap.rect is not None:
            frames(app, 24)
            _shot(app, out, "08b-others-move")
            break
    frames(app, 200)
    key(app, pygame.K_ESCAPE)
    _shot(app, out, "09-pause")
    press_button(app, button_named(app, t("menu.rules")))
    _shot(app, out, "10-rules")
    rules_tour(app, out)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    # finish the game quickly and show the results
    app.settings.speed = "off"
    while not scene.game.is_over:
        frames(app, 1)
        if past_scoring(app, scene):
            continue
        if scene.table.may_act and not scene.blocked:
            scene.play(scene.legal[-1])
    through_the_last_scoring(app, scene)
    frames(app, 150)                        # the totals counted up, the lines drawn
    _shot(app, out, "11-results")
    press_button(app, button_named(app, t("results.rounds")))
    _shot(app, out, "11b-round-by-round")
    press_button(app, button_named(app, t("results.title")))
    press_button(app, button_named(app, t("results.replay")))
    for _ in range(40):
        app.scene.forward()
    app.settings.speed = "normal"
    frames(app, 20)
    _shot(app, out, "12-replay")
    key(app, pygame.K_ESCAPE)
    press_button(app, button_named(app, t("menu.main")))
    press_button(app, button_named(app, t("menu.solo")))
    press_button(app, button_named(app, t("solo.level", level=2)))
    _shot(app, out, "13-solo-dialog")
    press_button(app, app.scene.start)
    scene = app.scene
    while scene.snap["phase"].startswith("preliminary"):
        frames(app, 1)
        scene.play(scene.legal[len(scene.legal) // 2])
    frames(app, 150)
    _shot(app, out, "14-solo-round-start")
    press_button(app, app.scene.buttons["menu"])
    press_button(app, button_named(app, t("menu.settings")))
    _shot(app, out, "15-settings")
    app.goto("menu")
    tutorial_tour(app, out)


def _move_mouse(app, pos, held: bool = False) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])),
                                         rel=(0, 0), buttons=(1 if held else 0, 0, 0)))
    frames(app, 2)


def ring_tour(app, out: Path, scene, tg) -> None:
    """The ring with a button's hover text, the keyboard's focus on it, the text menu of
    a right click (the fallback), then a Travel dragged to another island (mid-drag and
    dropped: the preview and Confirm), played."""
    ring = scene.ring
    k = next(i for i, a in enumerate(ring.actions) if a.enabled)
    _move_mouse(app, ring.cards[k].center)
    _shot(app, out, "06a-ring-hover")
    tray_open.close_tray(scene)
    _move_mouse(app, (8, app.size[1] - 8))
    for _ in range(12):                     # Tab to an island of the player's
        key(app, pygame.K_TAB)
        if getattr(scene.keys.focus, "what", "") in ("island", "group"):
            break
    _shot(app, out, "06b-keyboard-focus")
    key(app, pygame.K_RETURN)
    key(app, pygame.K_TAB)
    _shot(app, out, "06c-keyboard-ring")
    key(app, pygame.K_ESCAPE)
    click(app, target_rect(scene, tg).center, button=3)
    _shot(app, out, "06d-text-menu")
    scene.close_menu()
    me = scene.game.to_move
    source = next((g for g in sorted(scene.clickable, key=repr)
                   if g.what == "group" and g.player == me
                   and scene.dragging.move_kind(g, scene.view())), None)
    if source is None:
        return
    start = target_rect(scene, source).center
    dest = next(i for i in range(7) if i != source.island)
    end = target_rect(scene, Island(dest)).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    frames(app, 2)
    for s in range(1, 11):
        _move_mouse(app, (start[0] + (end[0] - start[0]) * s / 10,
                          start[1] + (end[1] - start[1]) * s / 10), held=True)
    _shot(app, out, "07-drag")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    frames(app, 3)
    _move_mouse(app, (scene.lay.board[0] + 4, scene.lay.board[3] - 4))   # off the islands
    frames(app, 20)
    _shot(app, out, "07b-travel-builder")
    if scene.builder_buttons and scene.builder_buttons[0].is_enabled:
        press_button(app, scene.builder_buttons[0])
    else:
        planning.cancel(scene)


def rules_tour(app, out: Path) -> None:
    """A page of the rules book with its picture, then a search (and one that finds
    nothing)."""
    book = app.scene
    entry = next((r for r, sid in book.entries if sid == "actions.consecration"), None)
    if entry is not None:
        click(app, entry.center)
    else:                                   # (large text: the entry is further down)
        book.open_section("actions.consecration")
        frames(app, 2)
    _shot(app, out, "10b-rules-picture")
    click(app, book.search.rect.center)
    for word in (t("figure.apostate"), " qqxz"):
        for ch in word:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
            frames(app, 1)
        _shot(app, out, "10c-rules-search" if word != " qqxz" else "10d-rules-no-match")


def tutorial_tour(app, out: Path) -> None:
    """The guided game: its opening note, first step, the note on round 1's scoring, a
    middle and its last step ("Skip this step" between), then free play with a tip."""
    press_button(app, button_named(app, t("menu.tutorial")))
    scene = app.scene
    table = scene.table
    total = table.steps_total

    def rest() -> None:
        while scene.anims or not (table.may_act or table.note is not None):
            frames(app, 1)
        frames(app, 30)

    def read_notes() -> None:
        while table.note is not None:
            rest()
            if "continue" not in scene.lesson.buttons:   # the round's scoring comes first
                past_scoring(app, scene) or frames(app, 1)
                continue
            if table.note.key in NOTE_SHOTS:
                _shot(app, out, NOTE_SHOTS[table.note.key])
            click(app, scene.lesson.buttons["continue"].center)
            frames(app, 2)

    def at_step(k: int) -> None:
        while True:
            read_notes()
            if table.may_act and table.step_index == k and not scene.blocked:
                break
            frames(app, 1)
            past_scoring(app, scene)          # a round's end on the way: Continue
        frames(app, 30)

    at_step(0)
    _shot(app, out, "17-tutorial-first")
    for k, name in ((total // 2, "20-tutorial-middle"), (total - 1, "21-tutorial-last"),
                    (total, None)):
        while table.step_index < k:
            at_step(table.step_index)
            click(app, scene.lesson.buttons["skip"].center)
        at_step(k)
        if name:
            _shot(app, out, name)
    while scene.view().hint is None:          # free play: the tip for this turn
        frames(app, 1)
    frames(app, 30)
    _shot(app, out, "22-tutorial-tip")


NOTE_SHOTS = {"intro": "16-tutorial-intro", "scoring": "18-tutorial-scoring",
              "figures": "19-tutorial-figures"}


def main(argv: list[str]) -> None:
    ap = argparse.ArgumentParser(prog="python -m luna.client.demo.tour")
    ap.add_argument("out", nargs="?", default="shots/tour")
    ap.add_argument("--size", default="1280x800", help="window size, WIDTHxHEIGHT")
    ap.add_argument("--lang", default="en", choices=["en", "de", "nl", "fr"])
    ap.add_argument("--text", type=int, default=100, choices=[100, 125, 150],
                    help="text size, per cent")
    args = ap.parse_args(argv)
    w, h = (int(x) for x in args.size.lower().split("x"))
    tour(Path(args.out), (w, h), args.lang, args.text)


if __name__ == "__main__":
    main(sys.argv[1:])
