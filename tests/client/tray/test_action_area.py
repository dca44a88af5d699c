"""One fixed place for every action tray (issue 21, F060: four fresh players in a row
named "the action tray has no fixed place" their first fault of the looks): every tray
docks in the side panel over the log's area, under a line naming its place, at one top
and one centre whatever was clicked, whole, over none of the players' cards, the turn
line or the panel's buttons; its buttons act by mouse and keys, a press on it never
reaches the log under it; a button's hover text stands right beside it and says its
action's name once; the guided game's card and the tray never hide each other. On the
real loop at normal speed."""

from __future__ import annotations

import pygame
import pytest
from guided_steps import NOTES, at_step
from layout_check import RecordingSurface
from test_layout import midgame
from test_ring_form import midgame as seeded_game

from luna.client.board.targets import Candles, Island, Jetty, JettyArea, LogLine, Player, Tile
from luna.client.demo.driver import click, frames, key, make_app, target_rect
from luna.client.game import tray_lay, tray_open
from luna.client.game.hover import LONG_LOOK
from luna.client.game.panel import indent_of, log_size
from luna.client.game.projection import shown as projected_shown
from luna.client.learn.lessons import STEPS, progress
from luna.client.opening import open_game
from luna.client.widgets import palette as P
from luna.client.widgets.overlays import widget_rects
from luna.client.window import fonts
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
    tray_open.close_tray(scene)
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


def _ink_rows(screen, card: pygame.Rect, lo: int, hi: int, fill, within: int = 40,
              xs: range | None = None) -> int:
    """How many pixel rows between `lo` and `hi` of the tile's middle third (or of the
    columns `xs`) hold something drawn (off the tile's `fill`)."""
    xs = xs or range(card.centerx - card.w // 6, card.centerx + card.w // 6)
    return sum(any(not _near(screen.get_at((x, y)), fill, within) for x in xs)
               for y in range(lo, hi))


@pytest.mark.long
def test_every_tray_is_one_grid_inside_the_panels_action_area(tmp_path):
    """Two fresh players: the tray changed shape from island to island (one big card, a
    2x2 grid, 3+2 small cards), spilled over the board in German at 1024x700 and became a
    strip across the board at 150 %. At 1024x700 and 1920x1080, three and four players,
    100 and 150 % text: every place's tray stands in the panel's action area (never over
    the board, the players' cards, the turn line or the buttons), under the gold line
    naming its place; its tiles of ONE size and in the SAME columns on every island of a
    window, each action in its place of the fixed order (a refused one too), the refused
    ones' words drawn;
    every picture at least a control and a half (its tile's columns beside it) or 36 % of
    its tile's height; its place glows. A covering, not the whole product: each window
    and text size with one of the games, every pair of window, text size and players
    met once (the four players at the smallest window's largest text)."""
    from luna.client.game.ring_place import area
    from luna.client.game.tile_paint import REFUSED
    bad = []
    def three():
        return seeded_game(7, 60)
    four = midgame
    try:
        for size, text_size, game in (((1024, 700), 100, three), ((1024, 700), 150, four),
                                      ((1920, 1080), 100, four), ((1920, 1080), 150, three)):
            app = _app(tmp_path / f"{size[0]}-{text_size}", size, text_size)
            open_game(app, game(), autosave=False)
            frames(app, 10)
            scene = app.scene
            where = f"{size} {text_size}% {len(scene.snap['colours'])}p"
            places, grids, refused = _places(scene), set(), 0
            for tg in places:
                _open(app, tg)
                ring = scene.ring
                if ring is None:
                    continue
                at = f"{where} {tg}"
                log, r = area(pygame.Rect(scene.lay.panel), scene.panel.log_rect), ring.rect
                if not log.contains(r) or r.top != log.top or r.x < scene.lay.panel[0]:
                    bad.append(f"{at}: the tray {r} off the action area {log}")
                bad += [f"{at}: the tray {r} over {name} {k}"
                        for name, k in _keep_off(scene) if r.colliderect(k)]
                name = ring.dock.docked
                gold = sum(_near(app.screen.get_at((x, y)), P.GOLD, 60)
                           for x in range(name.left, name.right, 2)
                           for y in range(name.top, name.bottom, 2))
                if not name.h or gold < 8 or name.bottom > min(c.top for c in ring.cards):
                    bad.append(f"{at}: no name in gold over the tray")   # (every tray)
                sizes = {c.size for c in ring.cards}
                xs = {c.x for c in ring.cards}
                grids.add((tuple(sizes), ring.origin))   # (the first slot's corner)
                if len(sizes) != 1:
                    bad.append(f"{at}: tiles of sizes {sizes} in columns {sorted(xs)}")
                live = [c for c, a in zip(ring.cards, ring.actions, strict=True) if a.enabled]
                dim = [c for c, a in zip(ring.cards, ring.actions, strict=True)
                       if not a.enabled]
                if [(c.y, c.x) for c in ring.cards] != sorted((c.y, c.x) for c in ring.cards):
                    bad.append(f"{at}: a tile out of the actions' fixed order")
                for card in live + dim:
                    h = card.h
                    if ring.picture_size < min(ring.least_picture, 0.36 * h):
                        bad.append(f"{at}: a picture {ring.picture_size} px on a {h} px tile")
                    fill = P.BUTTON if card in live else REFUSED
                    pic = ring.picture_slot(card)       # (in the window's tile form)
                    if _ink_rows(app.screen, card, pic.top, pic.bottom, fill,
                                 xs=range(pic.x + pic.w // 4, pic.right - pic.w // 4)) < \
                            0.6 * pic.h:
                        bad.append(f"{at}: the picture on {card} hardly drawn")
                for card in dim:                    # a refused tile's word: drawn
                    refused += 1
                    word = ring.word_slot(card)
                    if _ink_rows(app.screen, card, word.top, word.bottom, REFUSED, 30,
                                 xs=range(word.x, word.right)) < word.h // 3:
                        bad.append(f"{at}: the refused tile {card} has no word")
                i = getattr(tg, "island", None)
                if isinstance(tg, Island) and Island(i) not in scene.acting.lit(scene.view()):
                    bad.append(f"{at}: its island does not glow")
            if len(grids) != 1:
                bad.append(f"{where}: the trays' grids differ: {sorted(grids)}")
            if not refused:
                bad.append(f"{where}: no refused tile seen")   # (in its place, greyed)
    finally:
        fonts.set_text_size(100)
    assert not bad, "\n".join(bad[:20])


def test_the_docked_trays_buttons_act_and_a_press_never_reaches_the_log(tmp_path):
    """The tray over the log: − / + change a Council's count, the keyboard's Tab and
    Return play a button, a press on the tray's glass neither looks back at a log line
    nor closes the tray."""
    app = _app(tmp_path, (1280, 800), game=midgame())      # (four players: the panel full)
    scene = app.scene
    _open(app, Island(4))
    ring = scene.ring
    assert ring is not None and ring.rect.top == scene.panel.log_rect.top
    council = next(k for k, a in enumerate(ring.actions) if a.kind == "council")
    minus = next(r for r, k, p in ring.parts if k == council and p == "minus")
    was = ring.actions[council].choice.count             # (its most: − steps it down)
    click(app, minus.center)
    frames(app, 2)
    assert scene.ring is ring and ring.actions[council].choice.count == was - 1
    # a press on the glass between the buttons (the log's lines stand under the tray,
    # none under its glass)
    assert not [r for r, tg in scene.board.hits if isinstance(tg, LogLine)
                and ring.rect.colliderect(r)]
    free = [(x, y) for x in range(ring.rect.left + 2, ring.rect.right - 2, 4)
            for y in range(ring.rect.top + 2, ring.rect.bottom - 2, 4)
            if ring.part_at((x, y)) is None]
    assert free, "no glass between the tray's buttons"
    click(app, free[len(free) // 2])
    frames(app, 2)
    assert scene.ring is ring and scene.back is None
    # the keyboard: Tab onto a live button that plays at once, Return plays it
    n = len(scene.game.log)
    for _ in range(len(ring.actions) + 1):
        key(app, pygame.K_TAB)
        frames(app, 1)
        act = ring.actions[scene.keys.tile] if scene.keys.tile is not None else None
        if act is not None and act.enabled and not act.builder:
            break
    assert act is not None and act.enabled and not act.builder, scene.keys.tile
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
            frames(app, round(LONG_LOOK * 60) + 4)    # its whole text: resting on (F916)
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
    """The lesson card's lines drawn in its words' window, unscrolled, and its pinned
    instruction under it."""
    rec = RecordingSurface(app.screen.get_size())
    fonts.drawn = {}
    try:
        lv.draw(rec)
    finally:
        fonts.drawn = None
    return [d.words for d in rec.texts
            if lv.view.contains(d.rect) or lv.pin is not None and lv.pin.contains(d.rect)]


# the steps where a tray is opened, spread over the sizes (each checked once), the tides'
# (the tallest tray) and the Bribery favour's (the longest instruction) at every size
TRAY_STEPS = (0, 1, 2, 3, 5, 7, 8, 10, 11, 12, 14, 15, 16, 17, 18)


@pytest.mark.long
def test_the_guided_games_card_and_the_tray_never_hide_each_other(tmp_path):
    """The guided game at 1024x700 and 1280x800, at 100 % and 150 % (two fresh players:
    with a tray open the step's words shrank into a 3-line scrolling box that hid "click
    Sailboat, then Confirm"; at step 5 the card floated over the board, over the Shrine
    island, and the log was gone). At each step where the learner opens a tray (the lit
    place clicked, on the real loop at normal speed): the tray docks at the log's top; the
    card stands in the panel, in the tray's column, over none of the board, the tray or
    the panel's buttons, and what to choose in the tray (a German fresh player read
    "Click your tile 6" after that click) is drawn whole in it, unscrolled;
    Esc: the card stands whole where it stood before, the log's lines back under it
    where it leaves the latest entry room; a move built: the card in the panel, clear of
    Confirm and Cancel, pins what to click next, whole."""
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
            lit = scene.acting.lit(scene.view())
            for target in [tg for tg in lit if not isinstance(tg, Player)]:
                _open(app, target)
                if scene.ring is not None:
                    break
            if scene.ring is None:
                bad.append(f"{where}: no tray opened at {scene.acting.lit(scene.view())}")
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
            said = progress(STEPS[k], "tray")    # what to choose in the tray now
            said = said[:1].upper() + said[1:]
            shown = _card_lines(app, lv)
            if lv.overflow or " ".join(shown) != said:
                bad.append(f"{where}: {said!r} not whole: {shown} scrolls {lv.overflow}")
            key(app, pygame.K_ESCAPE)
            frames(app, 4)
            latest = max(2, len(fonts.wrap(scene.log.lines[-1][0], log_size(scene.panel._s),
                                           scene.panel.log_rect.w - 14 - indent_of(
                                               log_size(scene.panel._s))))) \
                if scene.log.lines else 2       # (an entry shown is shown whole)
            if scene.ring is not None or lv.box != before:
                bad.append(f"{where}: Esc: the card at {lv.box}, not back at {before}")
            elif lv.docked and scene.log.lines and before.bottom + 6 + (latest + 0.2) * \
                    scene.panel.log_row_height() < scene.panel.log_rect.bottom and not any(
                    r.top >= before.bottom for r, tg in scene.board.hits
                    if isinstance(tg, LogLine)):
                bad.append(f"{where}: Esc: no log line back under the card {before}")
            _open(app, target)                  # the action chosen: a move to build
            act = next(k for _, k, part in scene.ring.parts if part == "card"
                       and scene.ring.actions[k].enabled)
            click(app, scene.ring.cards[act].center)
            frames(app, 4)
            if scene.builder is not None:       # the card pins what to click next, whole,
                said = progress(STEPS[k], scene.guide.stage(scene.view()))    # clear of Confirm
                said = said[:1].upper() + said[1:]
                pinned = [d for d in _card_lines(app, lv) if d]
                bar = [b.rect for b in scene.builder_buttons]
                if not " ".join(pinned).endswith(said) or not panel.contains(lv.box) \
                        or lv.box.collidelistall(bar) or not lv.box.contains(lv.pin):
                    bad.append(f"{where}: building, the card {lv.box} (was {before}) pins "
                               f"{pinned!r}, not {said!r}")
        fonts.set_text_size(100)
    assert not bad, "\n".join(bad)
    assert opened >= set(TRAY_STEPS) | {4, 9}, sorted(opened)


def seeded_panel(tmp_path, size, code: str, text_size: int, players: int = 4):
    """A seeded mid-game (test_ring_form's) in `code` at `text_size`, on the real loop at
    normal speed, 20 frames in."""
    from test_ring_form import midgame as seeded_game
    app = make_app(tmp_path, speed="normal", size=size, menu=False)
    app.settings.language = code
    app.settings.text_size = text_size
    app.save_settings()
    open_game(app, seeded_game(7, 60, players=players), autosave=False)
    frames(app, 20)
    return app


def _fullest(app) -> Island:
    """The island whose tray holds the most tiles (opened last)."""
    scene, most = app.scene, None
    for isl_ in [tg for tg in _places(app.scene) if isinstance(tg, Island)]:
        _open(app, isl_)
        if scene.ring is not None and (most is None or len(scene.ring.actions) > most[1]):
            most = (isl_, len(scene.ring.actions))
    _open(app, most[0])
    _move(app, (2, 2))
    return most[0]


def test_small_window_large_text_cards_stand_as_a_scoreboard_that_a_tray_never_moves(
        tmp_path):
    """Fresh players at 1024x700, German, 150 %, four players: as a tray opened the cards
    "jumped" (compact, folded, a line each), its words ~9 px beside the panel's ~15 px,
    the last move gone. There the cards stand as a scoreboard (a line each: the piece, the
    name, the favours, the influence) whether a tray stands or not, never moved by it nor
    by the next player's turn; the
    tray's tiles keep their pictures (40 % of the tile) and badges (14 px), their words
    14 px but where the longest must be smaller to fit; the log's latest entry shows
    under the tray; no card over the tray; the card's hover text tells the rest."""
    from luna.client.board.targets import Held, PanelItem
    from luna.client.game.tooltips import tooltip
    app = _app(tmp_path, (1024, 700), 150)
    app.settings.language = "de"
    app.save_settings()
    open_game(app, seeded_game(7, 60, players=4), autosave=False)
    frames(app, 20)
    scene = app.scene

    def cards() -> list:
        return [pygame.Rect(r) for r, tg in scene.board.hits if isinstance(tg, Player)]
    before = cards()
    assert len(before) == 4 and all(c.h < 48 for c in before), before   # a line each
    #                               (42 px at the scale the toolbar's room leaves)
    supply = [r for r, tg in scene.board.hits if isinstance(tg, PanelItem)
              and tg.item == "supply"]          # no card's foot: the person's supply in
    assert len(supply) == 1 and supply[0].bottom <= min(c.top for c in before), supply
    #                                             the round's heading (test_sweep_panel)
    held = [tg for _, tg in scene.board.hits if isinstance(tg, Held)]
    assert held, "the favours stand in the scoreboard's line"
    tip = tooltip(Player(held[0].player), scene.snap)
    assert str(projected_shown(scene.snap, held[0].player)) in tip and "Gunstmarken" in tip
    _fullest(app)
    ring = scene.ring                  # (its refused tiles give way to the log here:
    assert ring is not None and len(ring.actions) >= 2     # test_tray_keeps_the_log.py)
    assert cards() == before, (before, cards())
    assert ring.rect.collidelist(before) < 0 and not ring.short
    w, h = ring.tile
    assert ring.picture_size >= ring.least_picture, ring.tile
    assert ring.word_size * fonts.scale >= 11 - 1e-6, ring.word_size   # (one size: the
    #                                          longest word's, "Missionierung" in its tile)
    drawn = [b for b in ring.badge_rects]
    assert drawn and all(b.h >= 14 for b in drawn), drawn
    lines = [pygame.Rect(r) for r, tg in scene.board.hits if isinstance(tg, LogLine)]
    under = [r for r in lines if r.top >= ring.rect.bottom and r.bottom <= scene.lay.buttons_top]
    row = scene.panel.log_row_height()
    # (the window's one tile form, the wide one here, planned for every slot of a tray
    # (game/tray_slots.py): the log's latest entry under it, whole, where it leaves rows)
    if under:
        assert max(r.h for r in under) <= 3 * row + 1     # the latest entry: whole, its
        #                             rows (one line cut with … under 4 rows of buttons)
        box = max(under, key=lambda r: r.bottom)
        lit = sum(max(app.screen.get_at((x, box.y + row // 2))[:3]) > 170
                  for x in range(box.x, box.right))      # (its first row's middle)
        assert lit > 10, "its words are drawn"
    tray_open.close_tray(scene)
    frames(app, 3)
    assert cards() == before
    who = scene.game.to_move                   # the next player's turn: the same form
    scene.play(next(c for c in scene.legal if c["type"] not in ("meditate", "book")))
    frames(app, 40)
    assert scene.game.to_move != who and cards() == before, (before, cards())
    fonts.set_text_size(100)


def test_at_1920x1080_a_tray_coming_and_going_moves_no_players_card(tmp_path):
    """A fresh player at 1920x1080, four players: as a tray opened a card closed up (110 to
    100 px, the next one 13 px higher) and opened again as it closed; the pointer's card
    moved under it, a click landed on another. Frame by frame while the fullest tray
    opens, stands and closes (Escape): every card where it stood with the tray open, and
    as it stood before once it has closed; the tray under them. (Every tray is planned
    for all its slots, game/tray_slots.py: here the cards fold a line each, in a fade,
    while a tray stands, as at 1280x800, so that no tile moves from turn to turn.)"""
    app = _app(tmp_path, (1920, 1080), game=seeded_game(7, 60, players=4))
    scene = app.scene

    def cards() -> list:
        return sorted((pygame.Rect(r) for r, tg in scene.board.hits if isinstance(tg, Player)),
                      key=lambda c: c.y)
    before = cards()
    assert len(before) == 4
    target = _fullest(app)
    tray_open.close_tray(scene)
    frames(app, 2)
    assert cards() == before, (before, cards())
    at = target_rect(scene, target).center
    _move(app, at)
    click(app, at)
    frames(app, 1)
    standing = cards()
    for _ in range(12):                        # opening and standing, at 60 Hz
        frames(app, 1)
        assert scene.ring is not None and cards() == standing, (standing, cards())
    assert scene.ring.rect.top >= standing[-1].bottom
    key(app, pygame.K_ESCAPE)
    for _ in range(6):
        frames(app, 1)
        assert scene.ring is None and cards() == before, (before, cards())


def test_a_moves_help_and_confirm_cancel_stand_in_the_panels_action_area(tmp_path):
    """A fresh player at 1024x700, German, 150 %: Travel's Cancel touched the window's edge
    and its help stood over two players' cards. Confirm and Cancel stand inside the
    panel's margins, the help in the action area under the cards, every word of it in its
    box; the same at 1920x1080 in French."""
    from luna.client.game.ring_place import MARGIN
    for size, lang in (((1024, 700), "de"), ((1920, 1080), "fr")):
        app = _app(tmp_path / lang, size, 150)
        app.settings.language = lang
        app.save_settings()
        open_game(app, seeded_game(7, 60, players=4), autosave=False)
        frames(app, 20)
        scene = app.scene
        started = False
        for isl_ in [tg for tg in _places(scene) if isinstance(tg, Island)]:
            _open(app, isl_)
            ring = scene.ring
            k = next((k for k, a in enumerate(ring.actions) if a.builder and a.enabled),
                     None) if ring is not None else None
            if k is not None:
                click(app, ring.cards[k].center)
                frames(app, 10)
                started = True
                break
        assert started and scene.builder
        panel = pygame.Rect(scene.lay.panel)
        buttons = [pygame.Rect(b.rect) for b in scene.builder_bar.buttons]
        assert len(buttons) == 2
        for b in buttons:
            assert b.left >= panel.left + MARGIN and b.right <= panel.right - MARGIN - 4, \
                (size, b, panel)
        assert buttons[0].right < buttons[1].left
        help_ = scene.move_help.rect
        cards = [pygame.Rect(r) for r, tg in scene.board.hits if isinstance(tg, Player)]
        assert help_ is not None and help_.collidelist(cards) < 0, (size, help_, cards)
        assert buttons[0].top > max(c.bottom for c in cards)   # (where the tray stood,
        assert help_.top > buttons[0].bottom                   # its words under them)
        assert help_.bottom < scene.lay.buttons_top
        assert panel.contains(help_)
    fonts.set_text_size(100)


def test_under_the_tray_the_logs_latest_lines_fill_the_room(tmp_path):
    """A fresh player at 1280x800, 100 %: an empty band between the tray and the panel's
    buttons. The log's latest lines stand there, drawn, under the tray and over the
    buttons, no band of more than two lines left empty; the cards and the tray as
    before."""
    app = _app(tmp_path, (1280, 800), 100)
    open_game(app, seeded_game(7, 60, players=3), autosave=False)
    frames(app, 20)
    scene = app.scene
    _fullest(app)
    ring = scene.ring
    lines = [pygame.Rect(r) for r, tg in scene.board.hits if isinstance(tg, LogLine)]
    under = [r for r in lines if r.top >= ring.rect.bottom and r.bottom <= scene.lay.buttons_top]
    assert len(under) >= 2, (ring.rect, lines)
    row = scene.panel.log_row_height()
    assert min(r.top for r in under) - ring.rect.bottom <= 2 * row
    assert scene.lay.buttons_top - max(r.bottom for r in under) <= 2 * row + 8
    for box in under:
        lit = sum(max(app.screen.get_at((x, box.y + row // 2))[:3]) > 150
                  for x in range(box.x, box.right))
        assert lit > 10, box


def test_the_scoreboards_line_shows_the_favours_of_the_one_to_move(tmp_path):
    """fresh20 (1280x800, 150 %): the scoreboard's "to move" pill stood where the favours
    of the one to move go, and none was drawn. Every favour held is drawn on the card:
    in its line, else at the right end of its foot (the supply and council seat kept)."""
    from positions import blank, give, isl, novices, play

    from luna.client.board.targets import Held, PanelItem
    from luna.client.game.panel_art import STRIP
    s = blank(players=3)
    for kind in ("book", "herbs", "tides"):
        give(s, 0, kind)
    for p in range(3):
        for kind in ("sailboat", "shrine", "bribery"):
            novices(s, isl(s, kind), p, active=3)
    app = _app(tmp_path, (1280, 800), 150, play(s))
    scene = app.scene
    cards = [pygame.Rect(r) for r, tg in scene.board.hits if isinstance(tg, Player)]
    assert cards and scene.panel.tray >= STRIP, cards      # the scoreboard's lines
    held = [(pygame.Rect(r), tg) for r, tg in scene.board.hits
            if isinstance(tg, Held) and tg.player == 0]
    assert scene.game.to_move == 0 and len(held) == 3, held
    assert all(cards[0].contains(r) for r, _ in held), (cards[0], held)
    if scene.panel.board_foot:                     # (the foot kept: the supply read too)
        supply = [tg.player for _, tg in scene.board.hits
                  if isinstance(tg, PanelItem) and tg.item == "supply"]
        assert sorted(supply) == [0, 1, 2], supply
    fonts.set_text_size(100)


def test_a_small_trays_glass_ends_under_its_rows_and_the_log_fills_the_rest(tmp_path):
    """A fresh player at 1280x800, French, 100 %: a tray of one tile stood in a glass box
    as tall as the largest tray, empty under its tile, while the log's lines under it were
    cut with "…". Every tray of a turn has one glass (issue 51: a tray that changed size
    from island to island took remembered clicks), its tiles each in its kind's place;
    under it the log's latest entries stand whole (wrapped, no "…"), filling the room
    down to the panel's buttons."""
    from layout_check import draw_recorded
    app = _app(tmp_path, (1280, 800), 100)
    app.settings.language = "fr"
    app.save_settings()
    open_game(app, seeded_game(7, 60, players=3), autosave=False)
    frames(app, 20)
    scene = app.scene
    _fullest(app)
    full_kinds = {a.kind: c for c, a in zip(scene.ring.cards, scene.ring.actions, strict=True)}
    full_glass = pygame.Rect(scene.ring.rect)
    fewest = None
    for tg in _places(scene):
        _open(app, tg)
        if scene.ring is not None and (fewest is None or len(scene.ring.actions) < fewest[1]):
            fewest = (tg, len(scene.ring.actions))
    _open(app, fewest[0])
    _move(app, (2, 2))
    frames(app, 10)
    ring = scene.ring
    assert len(ring.actions) < len(full_kinds)
    assert all(card == full_kinds[a.kind] for card, a in zip(ring.cards, ring.actions,
                                                             strict=True)
               if a.kind in full_kinds), (ring.cards, full_kinds)    # same size, places
    assert ring.rect == full_glass, (ring.rect, full_glass)   # one glass for the turn
    rec = draw_recorded(app)
    log = scene.panel.log_rect
    under = [d for d in rec.texts if log.contains(d.rect) and d.rect.top >= ring.rect.bottom
             and d.rect.bottom <= scene.lay.buttons_top]
    assert len(under) >= 3, [d.words for d in under]
    cut = [d.words for d in under if d.words.endswith("…")]
    assert not cut, cut
    row = scene.panel.log_row_height()
    assert scene.lay.buttons_top - max(d.rect.bottom for d in under) <= 2 * row + 8


def test_the_scoreboards_favours_never_shrink_to_dots(tmp_path):
    """The tour at 1280x800, French, 150 %: five favours of the one to move
    drawn 12 px, dots beside its 25 px name. The scoreboard's tokens stay at least three
    quarters of the line's size; those the line cannot hold are in the card's hover
    text."""
    from positions import blank, give, isl, novices, play

    from luna.client.board.targets import Held
    s = blank(players=3)
    give(s, 0, "book", "herbs", "tides", "shrine", "novice")
    for p in range(3):
        for kind in ("sailboat", "shrine", "bribery"):
            novices(s, isl(s, kind), p, active=3)
    app = _app(tmp_path, (1280, 800), 150, play(s))
    app.settings.language = "fr"
    app.save_settings()
    frames(app, 10)
    scene = app.scene
    assert tray_lay.steady_form(scene.acting, tray_open.tray_view(scene),
                                 scene.guide)                      # the scoreboard's lines
    held = [pygame.Rect(r) for r, tg in scene.board.hits
            if isinstance(tg, Held) and tg.player == 0]
    assert held and min(r.h for r in held) >= 18, held
    fonts.set_text_size(100)


def test_with_a_tray_open_a_held_favour_still_says_what_it_does(tmp_path):
    """A fresh player (1920x1080): with an island's tray open, pointing at a favour token
    held in the player's card showed nothing; only after Esc did its words come. With the
    tray open, the panel's own things keep their hover texts, standing clear of the
    tray; the board's other places stay quiet. Through the app's frames."""
    from luna.client.board.targets import Held, Island
    from luna.engine import new_game
    g = new_game(players=3, seed=1, setup="intro", seats=[{"kind": "human"}] * 3)
    app = _app(tmp_path, (1920, 1080), game=g)
    scene = app.scene
    me = scene.snap["to_move"]
    assert scene.snap["favours"][me], "the mover holds a favour"
    _open(app, Island(0))
    assert scene.ring is not None
    held = next(r for r, tg in scene.board.hits if isinstance(tg, Held) and tg.player == me)
    _move(app, held.center)
    frames(app, 45)
    assert scene.ring is not None, "pointing closes no tray"
    assert scene.tip_rect is not None, "the held token says what it does"
    assert not scene.tip_rect.colliderect(scene.ring.rect)
    far = scene.board.rect_of(Island(3))             # another island: quiet while choosing
    _move(app, far.center)
    frames(app, 45)
    assert scene.tip_rect is None


def test_a_low_tray_in_the_guided_game_keeps_its_badges_off_the_words(tmp_path):
    """A fresh player in German at 150 % in the smallest window, the guided game's Herbs
    step: the tray stood low under the step's card and each tile's badges, at the body
    text's size, covered its word ("…ilkr…" for Heilkräuter). Badges too tall for a low
    tile are drawn smaller, over none of the tiles' words. On the real loop."""
    app = _app(tmp_path, (1024, 700), 150)
    app.settings.language = "de"
    app.save_settings()
    open_game(app, at_step(3), autosave=False, tutorial={"seen": list(NOTES), "tips": True})
    frames(app, 6)
    scene = app.scene
    for target in [tg for tg in scene.acting.lit(scene.view()) if not isinstance(tg, Player)]:
        _open(app, target)
        if scene.ring is not None:
            break
    assert scene.ring is not None
    frames(app, 4)
    ring = scene.ring
    words = [pygame.Rect(c.x, c.bottom - ring.word_h - 3, c.w, ring.word_h)   # each word's
             for c in ring.cards]                                           # line, at the foot
    assert ring.badge_rects
    over = [(b, w) for b in ring.badge_rects for w in words if b.colliderect(w)]
    assert not over, (ring.tile, over)
