"""One fixed place for every action tray (issue 21, look31: four fresh players in a row
named "the action tray has no fixed place" their first fault of the looks): every tray
docks in the side panel over the log's area, under a line naming its place, at one top
and one centre whatever was clicked, whole, over none of the players' cards, the turn
line or the panel's buttons; its buttons act by mouse and keys, a press on it never
reaches the log under it; a button's hover text stands right beside it and says its
action's name once; the guided game's card and the tray never hide each other. On the
real loop at normal speed."""

from __future__ import annotations

import pygame
from guided_steps import NOTES, at_step
from layout_check import RecordingSurface
from test_layout import midgame
from test_ring_form import midgame as seeded_game

from luna.client import fonts
from luna.client.board.layout import MIN_SIZE
from luna.client.board.targets import Candles, Island, Jetty, JettyArea, LogLine, Player, Tile
from luna.client.demo.driver import click, frames, key, make_app, target_rect
from luna.client.learn.lessons import STEPS, instruction
from luna.client.opening import open_game
from luna.client.widgets import palette as P
from luna.client.widgets.overlays import widget_rects
from luna.text import t


def _app(tmp_path, size, text_size=100, game=None):
    app = make_app(tmp_path, speed="normal", size=size)
    app.settings.text_size = text_size
    app.save_settings()
    if game is not None:
        open_game(app, game, autosave=False)
        frames(app, 20)
    return app


def _move(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 3)


def _open(app, target) -> None:
    scene = app.scene
    scene.close_ring()
    at = target_rect(scene, target).center
    _move(app, at)                       # (no hover text left standing where it clicks)
    click(app, at)
    frames(app, 4)


def _near(c, rgb, within: int = 12) -> bool:
    return all(abs(a - b) <= within for a, b in zip(c[:3], rgb, strict=True))


def _keep_off(scene) -> list[tuple[str, pygame.Rect]]:
    """What a tray or its hover text must never cover: the players' cards (the turn line
    over them) and the panel's buttons, as drawn."""
    panel = pygame.Rect(scene.lay.panel)
    cards = [pygame.Rect(r) for r, tg in scene.board.hits if isinstance(tg, Player)]
    head = pygame.Rect(panel.x, panel.y, panel.w, min(c.top for c in cards) - panel.y)
    out = [("the turn line", head)] + [("a player's card", c) for c in cards]
    return out + [("a panel button", r) for r in widget_rects(scene.app.ui) if
                  panel.colliderect(r)]


def _places(scene) -> list:
    """Every place that may open a tray: each island, a tile or two, the candles, the
    jetty."""
    kinds = (Island, Tile, Candles, Jetty, JettyArea)
    found = sorted({tg for tg in scene.clickable if isinstance(tg, kinds)}, key=repr)
    tiles = [tg for tg in found if isinstance(tg, Tile)][:2]
    return [tg for tg in found if not isinstance(tg, Tile)] + tiles


def test_every_tray_docks_in_one_place_whole_over_the_log(tmp_path):
    """At the three window sizes and the smallest, at each text size: every place's tray
    stands at one top and one centre, over the log's area (the log veiled), whole, under
    the gold line naming its place, off the players' cards, the turn line and the panel's
    buttons; full size where that fits in three rows, else its compact form; its place
    glows on the board."""
    from luna.client.play.builder_view import help_box
    from luna.client.play.ring_place import area
    bad = []
    try:
        for size, text_size in (((1024, 700), 100), ((1280, 800), 125),
                                ((1920, 1080), 150), (MIN_SIZE, 150)):
            app = _app(tmp_path / f"{size[0]}-{text_size}", size, text_size, midgame())
            scene, where = app.scene, f"{size} {text_size}%"
            places, spots = _places(scene), set()
            assert sum(isinstance(p, Island) for p in places) >= 4, places
            for tg in places:
                _open(app, tg)
                ring = scene.ring
                if ring is None:
                    continue
                # the log's area, the panel's width less its margins (a move's instructions
                # over Confirm stand there so too); wider only where no form fits (then at
                # the same top and right edge, over the board's edge beside the panel)
                log, r = area(pygame.Rect(scene.lay.panel), scene.panel.log_rect), ring.rect
                at = f"{where} {tg}"
                helps = help_box("x", scene.lay.panel, scene.lay.buttons_top)[0]
                if (helps.x, helps.w) != (log.x, log.w):
                    bad.append(f"{at}: a move's instructions {helps} beside the area {log}")
                spots.add((r.top, r.right) if r.w > log.w else (r.top, r.right, r.left))
                if not (r.top == log.top and r.right == log.right and r.w >= log.w
                        and r.bottom <= log.bottom):
                    bad.append(f"{at}: the tray {r} off the log's area {log}")
                if r.w > log.w:
                    room = ring.dock.room
                    for unit in (ring.base, ring.unit):
                        ring.unit = unit
                        shapes, _ = ring._shapes(room, scene.snap, scene.game, 9)
                        if any(w <= room.w and h <= room.h for (w, h), _ in shapes):
                            bad.append(f"{at}: wider than the log where a form fits it")
                bad += [f"{at}: the tray {r} over {name} {k}" for name, k in _keep_off(scene)
                        if r.colliderect(k)]
                if any(not r.contains(p) for p, _, _ in ring.parts):
                    bad.append(f"{at}: a button off the tray {r}")
                if not pygame.Rect(0, 0, *app.size).contains(r):
                    bad.append(f"{at}: the tray {r} leaves the window")
                name = ring.dock.docked
                if not (r.contains(name) and name.bottom <= min(c.top for c in ring.cards)):
                    bad.append(f"{at}: its name line {name} not over its buttons")
                gold = sum(_near(app.screen.get_at((x, y)), P.GOLD, 60)
                           for x in range(name.left, name.right, 2)
                           for y in range(name.top, name.bottom, 2))
                if gold < 8:
                    bad.append(f"{at}: no name in gold over the tray")
                glass = app.screen.get_at((r.x + 3, (name.bottom + r.bottom) // 2))
                if not _near(glass, P.GLASS):
                    bad.append(f"{at}: the tray's glass is {glass}")
                rows = {c.y for c, a in zip(ring.cards, ring.actions, strict=True)
                        if a.enabled}
                if ring.unit == ring.base and len(rows) > 3:
                    bad.append(f"{at}: {len(rows)} rows at full size")
                if ring.unit < ring.base:          # compact: only where full size cannot fit
                    unit, ring.unit = ring.unit, ring.base
                    shapes, _ = ring._shapes(ring.dock.room, scene.snap, scene.game, 3)
                    ring.unit = unit
                    room = ring.dock.room
                    if any(w <= room.w and h <= room.h for (w, h), _ in shapes):
                        bad.append(f"{at}: compact where full size fits")
                i = getattr(tg, "island", None)
                if isinstance(tg, Island) and Island(i) not in scene.lit():
                    bad.append(f"{at}: its island does not glow")
            if len({s[:2] for s in spots}) != 1 or len({s for s in spots if len(s) > 2}) > 1:
                bad.append(f"{where}: the tray stood at {sorted(spots)}")
    finally:
        fonts.set_text_size(100)
    assert not bad, "\n".join(bad[:20])


def test_the_docked_trays_buttons_act_and_a_press_never_reaches_the_log(tmp_path):
    """The tray over the log: − / + change a Council's count, the keyboard's Tab and
    Return play a button, a press on the tray's glass over a log line neither looks back
    at that line nor closes the tray."""
    app = _app(tmp_path, (1280, 800), game=midgame())      # (four players: the panel full)
    scene = app.scene
    _open(app, Island(4))
    ring = scene.ring
    assert ring is not None and ring.rect.top == scene.panel.log_rect.top
    council = next(k for k, a in enumerate(ring.actions) if a.kind == "council")
    plus = next(r for r, k, p in ring.parts if k == council and p == "plus")
    was = ring.actions[council].choice.count
    click(app, plus.center)
    frames(app, 2)
    assert scene.ring is ring and ring.actions[council].choice.count == was + 1
    # a press on the glass between the buttons, over where the log's lines are hit
    lines = [r for r, tg in scene.board.hits if isinstance(tg, LogLine)
             and ring.rect.colliderect(r)]
    free = [(x, y) for x in range(ring.rect.left + 2, ring.rect.right - 2, 4)
            for y in range(ring.rect.top + 2, ring.rect.bottom - 2, 4)
            if ring.part_at((x, y)) is None and any(r.collidepoint(x, y) for r in lines)]
    assert free, "no log line under the tray's glass"
    click(app, free[len(free) // 2])
    frames(app, 2)
    assert scene.ring is ring and scene.back is None
    # the keyboard: Tab onto a live button that plays at once, Return plays it
    n = len(scene.game.log)
    for _ in range(len(ring.actions) + 1):
        key(app, pygame.K_TAB)
        frames(app, 1)
        act = ring.actions[ring.focus] if ring.focus is not None else None
        if act is not None and act.enabled and not act.builder:
            break
    assert act is not None and act.enabled and not act.builder, ring.focus
    key(app, pygame.K_RETURN)
    frames(app, 4)
    assert len(scene.game.log) == n + 1 and scene.ring is None


def test_a_buttons_hover_text_stands_beside_it_and_names_it_once(tmp_path):
    """At 1024x700 and 1920x1080, each button of the busiest island's tray: its hover
    text right beside it (under it in the tray's room, or level with it beside the
    tray), inside the window, over neither the tray nor the panel's cards and buttons;
    its words say the action's name once ("Banish" was said twice)."""
    bad = []
    for size in ((1024, 700), (1920, 1080)):
        app = _app(tmp_path / str(size[0]), size, game=seeded_game(3, 40, 4))
        scene = app.scene
        _open(app, Island(6))                  # the Apostate's: Banish
        ring = scene.ring
        assert any(a.kind == "banish" for a in ring.actions)
        window = pygame.Rect(0, 0, *app.size)
        for card, act in zip(ring.cards, ring.actions, strict=True):
            _move(app, card.center)
            tip, at = scene.tip_rect, f"{size} {act.kind}"
            if tip is None:
                bad.append(f"{at}: no hover text")
                continue
            name = t(f"ring.{act.kind}").lower()      # (the button says it too)
            heads = [line for line in scene.hover.words.lower().split("\n")
                     if line.startswith(name)]
            if len(heads) > 1:
                bad.append(f"{at}: {name!r} said twice: {scene.hover.words!r}")
            if not window.contains(tip) or tip.colliderect(ring.rect):
                bad.append(f"{at}: the hover text {tip} off the window or over the tray")
            bad += [f"{at}: the hover text {tip} over {what}" for what, r in _keep_off(scene)
                    if tip.colliderect(r)]
            under = tip.top >= ring.rect.bottom and tip.left < card.right and \
                tip.right > card.left and tip.top - card.bottom <= 30
            level = tip.bottom > card.top and tip.top < card.bottom and \
                min(abs(tip.right - ring.rect.left), abs(tip.left - ring.rect.right)) <= 8
            if not (under or level):
                bad.append(f"{at}: the hover text {tip} far from its button {card}")
        _move(app, (5, 5))
    assert not bad, "\n".join(bad[:20])


def _card_lines(app, lv) -> list[str]:
    """The lesson card's lines drawn in its words' window, unscrolled."""
    rec = RecordingSurface(app.screen.get_size())
    fonts.drawn = {}
    try:
        lv.draw(rec)
    finally:
        fonts.drawn = None
    return [d.words for d in rec.texts if lv.view.contains(d.rect)]


# the steps where a tray is opened, spread over the sizes (each checked once), the tides'
# (the tallest tray) and the Bribery favour's (the longest instruction) at every size
TRAY_STEPS = (0, 1, 2, 3, 5, 7, 8, 10, 11, 12, 14, 15, 16, 17, 18)


def test_the_guided_games_card_and_the_tray_never_hide_each_other(tmp_path):
    """The guided game at 1024x700 and 1280x800, at 100 % and 150 % (two fresh players:
    with a tray open the step's words shrank into a 3-line scrolling box that hid "click
    Sailboat, then Confirm"; at step 5 the card floated over the board, over the Shrine
    island, and the log was gone). At each step where the learner opens a tray (the lit
    place clicked, on the real loop at normal speed): the tray docks at the log's top; the
    card stands in the panel, in the tray's column, over none of the board, the tray or
    the panel's buttons, and the step's instruction is drawn whole in it, unscrolled;
    Esc: the card stands whole where it stood before, the log's lines back under it."""
    configs = [((1024, 700), 100), ((1280, 800), 100), ((1024, 700), 150), ((1280, 800), 150)]
    bad, opened = [], set()
    for n, (size, text_size) in enumerate(configs):
        app = _app(tmp_path / f"{size[0]}_{text_size}", size, text_size)
        steps = (4, 9) + TRAY_STEPS[n::len(configs)]
        for k in steps:
            open_game(app, at_step(k), autosave=False,
                      tutorial={"seen": list(NOTES), "tips": True})
            frames(app, 6)
            scene, lv = app.scene, app.scene.lesson
            before, where = pygame.Rect(lv.box), f"{size} {text_size}% step {k + 1}"
            for target in [tg for tg in scene.lit() if not isinstance(tg, Player)]:
                _open(app, target)
                if scene.ring is not None:
                    break
            if scene.ring is None:
                bad.append(f"{where}: no tray opened at {scene.lit()}")
                continue
            opened.add(k)
            frames(app, 4)
            ring, card, panel = scene.ring.rect, lv.box, pygame.Rect(scene.lay.panel)
            log = scene.panel.log_area(scene.snap, scene.lay, scene.status_line())[0]
            if ring.top != log.top:
                bad.append(f"{where}: the tray {ring} not at the log's top {log.top}")
            if not panel.contains(card) or card.colliderect(scene.lay.board):
                bad.append(f"{where}: the card {card} out of the panel {panel}")
            if card.colliderect(ring) or card.left != log.left or card.w != log.w:
                bad.append(f"{where}: the card {card} not beside the tray {ring} ({log})")
            bad += [f"{where}: the card {card} over a panel button {r}" for r in
                    widget_rects(app.ui) if panel.colliderect(r) and card.colliderect(r)]
            said = instruction(STEPS[k])
            said = said[:1].upper() + said[1:]
            shown = _card_lines(app, lv)
            if lv.overflow or " ".join(shown) != said:
                bad.append(f"{where}: {said!r} not whole: {shown} scrolls {lv.overflow}")
            key(app, pygame.K_ESCAPE)
            frames(app, 4)
            if scene.ring is not None or lv.box != before:
                bad.append(f"{where}: Esc: the card at {lv.box}, not back at {before}")
            elif lv.docked and scene.log.lines and not any(
                    r.top >= before.bottom for r, tg in scene.board.hits
                    if isinstance(tg, LogLine)):
                bad.append(f"{where}: Esc: no log line back under the card {before}")
            _open(app, target)                  # the action chosen: a move to build
            act = next(k for _, k, part in scene.ring.parts if part == "card"
                       and scene.ring.actions[k].enabled)
            click(app, scene.ring.cards[act].center)
            frames(app, 4)
            if scene.help_rect is not None:     # its help under the card: what to do, whole
                shown = " ".join(_card_lines(app, lv))
                if lv.overflow or said not in shown or lv.box.topleft != before.topleft:
                    bad.append(f"{where}: building, the card {lv.box} (was {before}) shows "
                               f"{shown!r}, scrolls {lv.overflow}")
        fonts.set_text_size(100)
    assert not bad, "\n".join(bad)
    assert opened >= set(TRAY_STEPS) | {4, 9}, sorted(opened)
