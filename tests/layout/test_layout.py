"""Every screen fits at 1024x700, 1280x800 and 1920x1080 in all four languages (issue 11,
point 17): every text drawn fits its box, no two board things under the mouse lie on top
of each other, the smallest text on the board is at least 13 px at 1280x800. Every screen
fits the smallest window too, and with the larger text sizes (issue 21, section 3: one
sweep per case of `LOOKS`, hover texts near every edge of the window included).

The texts are measured where they are really drawn (`layout_check`: the app draws a frame
onto a recording surface; pygame-gui's widgets are walked with their own fonts). The screens:
the menu, the new-game, solo, settings and pause dialogs (each drop-down opened), a
crowded board (three figures, four shrines, every player's novices on one island), a
mid-game board, the action menu of the busiest island and the move builder.

Also part of the layout checks: every string drawable by the bundled font (point 3,
`tests/client/look/test_glyphs.py`), the builder's instructions in full (point 9,
`tests/client/moves/test_builder_help.py`, here too with the board around them), the menu opaque
(point 15, `tests/client/screens/test_human_pace.py`).
"""

from __future__ import annotations

import random

import pygame
import pytest
from layout_check import (
    PANEL,
    board_problems,
    buttons_overlapping,
    draw_recorded,
    gui_problems,
    panel_problems,
    texts_outside,
)
from positions import blank, isl
from pygame_gui.elements import UIDropDownMenu

from luna import text as i18n
from luna.client.board.layout import MIN_SIZE
from luna.client.board.targets import Island, LogLine
from luna.client.demo.driver import button_named, click, frames, key, make_app, target_rect
from luna.client.game import planning, tray_open
from luna.client.opening import open_game
from luna.engine import from_snapshot, new_game, replay

# no test here reads a results screen's lessons or review
pytestmark = pytest.mark.usefixtures("lessons_unfinished")

SIZES = [(1024, 700), (1280, 800), (1920, 1080)]
CODES = list(i18n.LANGUAGE_NAMES)




def crowded():
    """One island with everything a player can put there: three figures, four shrines,
    every player's active and lying novices; tokens on every island; a full jetty."""
    snap = blank(players=4)
    book = isl(snap, "book")
    snap["priestess"] = snap["architect"] = snap["apostate"] = book
    here = snap["islands"][book]
    here["shrines"] = [True] * 4
    here["active"] = [3, 5, 2, 4]
    here["inactive"] = [2, 3, 1, 2]
    other = snap["islands"][isl(snap, "herbs")]
    other["active"] = [1, 2, 0, 3]
    other["inactive"] = [2, 0, 1, 0]
    snap["jetty"] = [2, 1, 3, 1]
    placed = [other["active"][p] + other["inactive"][p] + here["active"][p]
              + here["inactive"][p] + snap["jetty"][p] for p in range(4)]
    snap["supply"]["novices"] = [n - k for n, k in zip(snap["supply"]["novices"], placed,
                                                       strict=True)]
    snap["supply"]["shrines"] = [s - 1 for s in snap["supply"]["shrines"]]
    snap["council"] = [[0], [1], [2, 3]] + [[] for _ in range(8)]
    return from_snapshot(snap), book


def midgame():
    g = new_game(players=4, seed=3, setup="intro", seats=[{"kind": "human"}] * 4)
    rng = random.Random(3)
    for _ in range(70):
        g.apply(rng.choice(g.legal()))
    return g


def app_for(tmp_path, size, code, text_size: int = 100):
    app = make_app(tmp_path, speed="off", size=size, menu=False)    # (its menu: below)
    app.settings.language = code
    app.settings.text_size = text_size
    app.save_settings()
    app.goto("menu")
    # the menu's frames run undrawn: every test draws the screen it reads (`look` the menu
    # itself), and the menu drawn here for nobody was ~8 % of a case's CPU
    for _ in range(2):
        app.frame(1 / 60, drawn=False)
    return app


def look(app, where: str) -> list[str]:
    frames(app, 2)
    return gui_problems(app, where) + buttons_overlapping(app, where)


def dropdowns(app, where: str) -> list[str]:
    """Open each drop-down of the screen in turn and look at it open."""
    bad = []
    menus = [el for el in app.ui.get_sprite_group().sprites()
             if isinstance(el, UIDropDownMenu) and el.alive()]
    for dd in menus:
        click(app, dd.rect.center)
        frames(app, 2)
        assert dd.current_state is dd.menu_states["expanded"], f"{where}: did not open"
        bad += gui_problems(app, f"{where} (a list open)")
        click(app, dd.rect.center)
        frames(app, 2)
    return bad


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", CODES)
def test_the_menus_and_dialogs_fit(tmp_path, size, code):
    app = app_for(tmp_path, size, code)
    bad = look(app, "menu")
    for name in ("new_game", "solo", "settings", "profile"):
        app.open(name)
        bad += look(app, name) + dropdowns(app, name)
        app.pop()
    assert not bad, "\n".join(bad)


def board_look(app, where: str, size) -> list[str]:
    frames(app, 2)
    rec = draw_recorded(app)
    scene = app.scene
    return [f"{where}: {b}" for b in board_problems(
        scene, rec, 13 if size == (1280, 800) else 12)] + look(app, where)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", CODES)
def test_the_game_screen_fits(tmp_path, size, code):
    app = app_for(tmp_path, size, code)
    game, book = crowded()
    open_game(app, game, autosave=False)
    scene = app.scene
    bad = board_look(app, "crowded board", size)
    panel = pygame.Rect(scene.lay.panel)
    bad += [f"{b.text!r} {b.rect} leaves the panel {panel}" for b in scene.buttons.values()
            if not panel.contains(b.rect)]
    # the action menu of the busiest island (a right click's) stands beside it, not over it
    target = Island(book)
    click(app, target_rect(scene, target).center, button=3)
    frames(app, 2)
    assert scene.menu, "the island's menu did not open"
    menu = scene.menu[0].rect.unionall([b.rect for b in scene.menu])
    island = next(r for r, tg in scene.board.hits if tg == target)
    if menu.colliderect(island.inflate(-island.w // 3, -island.h // 3)):
        bad.append(f"the menu {menu} covers the island it belongs to {island}")
    bad += gui_problems(app, "action menu")
    scene.close_menu()
    for tile in sorted(t for t in scene.clickable if t.what in ("tile", "field")):
        rect = target_rect(scene, tile)
        click(app, rect.center, button=3)
        frames(app, 2)
        if scene.menu:
            menu = scene.menu[0].rect.unionall([b.rect for b in scene.menu])
            if menu.colliderect(scene.board.rect_of(tile)):
                bad.append(f"the menu {menu} covers {tile}")
        scene.close_menu()
    click(app, target_rect(scene, target).center, button=3)
    frames(app, 2)
    # the move builder: its instructions and Confirm leave the islands free
    pressed = next(b for b, o in scene.menu_options.items() if o and o.builder)
    click(app, pressed.rect.center)
    frames(app, 2)
    assert scene.builder is not None
    bad += board_look(app, "move builder", size)
    covers = [b.rect for b in scene.builder_buttons] + [scene.move_help.rect]
    bad += [f"move builder: {c} leaves the panel" for c in covers if not panel.contains(c)]
    for r, tg in scene.board.hits:
        if tg.what in ("player", "panel_item", "held"):
            continue
        for c in covers:
            if c is not None and c.colliderect(r):
                bad.append(f"move builder: {c} covers {tg}")
    key(app, pygame.K_ESCAPE)
    # the pause menu over the game
    planning.cancel(scene)
    app.open("pause", scene)
    bad += look(app, "pause")
    app.pop()
    assert not bad, "\n".join(dict.fromkeys(bad))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_midgame_board_fits(tmp_path, size):
    app = app_for(tmp_path, size, "de")
    open_game(app, midgame(), autosave=False)
    bad = board_look(app, "mid-game", size)
    assert not bad, "\n".join(dict.fromkeys(bad))


@pytest.mark.parametrize("size,text_size", [(s, 100) for s in SIZES] + [(MIN_SIZE, 150)],
                         ids=str)
def test_the_replay_lays_out_the_board_as_the_game_and_its_words_stand_in_the_panel(
        tmp_path, size, text_size):
    """Issue 21 (163_review_board: "a different, cramped layout"): the replay's
    board is the game screen's (the same layout, the same plates by their islands); its
    controls, its step counter and the reviewed moves' strips stand in the panel, over no
    island or piece, their words inside their boxes."""
    from luna.client.board.layout import compute
    app = app_for(tmp_path, size, "de", text_size)
    game = midgame()
    at = len(game.log) // 2
    moves = [c for c in replay(game.header, game.log[:at]).legal()]
    app.open("replay", game, at=at, marks=(game.log[at], moves[-1]))
    frames(app, 3)
    rec = draw_recorded(app)
    scene = app.scene
    snap = scene.view.snap
    same = compute(*size, snap["players"], len(snap["temple"]["rows"]))
    assert scene.view.lay == same, "the replay's board is laid out as no game's"
    panel = pygame.Rect(scene.view.lay.panel)
    bar = [b.rect for b in scene.buttons]
    assert len(bar) == 5 and all(panel.contains(b) for b in bar)
    assert len(scene.strips) == (2 if text_size == 100 else len(scene.strips)) >= 1
    assert all(panel.contains(r) for r in scene.strips)
    boxes = bar + scene.strips + [scene.counter]
    bad = [f"{tg} {r} lies under {b}" for r, tg in scene.view.board.hits
           if getattr(tg, "what", "") not in PANEL - {"player", "panel_item", "held"}
           for b in boxes if r.colliderect(b)]          # (nor a player's card)
    for r in scene.strips:
        bad += [f"{d.words!r} {d.rect} leaves its strip {r}" for d in rec.texts
                if d.rect.colliderect(r) and not r.contains(d.rect)]
    bad += [f"{a} overlaps {b}" for i, a in enumerate(boxes) for b in boxes[i + 1:]
            if a.colliderect(b)]
    logs = [r for r, tg in scene.view.board.hits if getattr(tg, "what", "") == "log_line"]
    bad += [f"a log line {r} under {b}" for r in logs for b in boxes if r.colliderect(b)]
    bad += gui_problems(app, "replay")
    assert not bad, "\n".join(dict.fromkeys(bad))


def scored_round():
    """4 players just after the first round's scoring (the panel at its fullest)."""
    g = new_game(players=4, seed=5, setup="intro", seats=[{"kind": "human"}] * 4)
    rng = random.Random(5)
    while g.snapshot()["round"] == 1:
        g.apply(rng.choice([c for c in g.legal() if c["type"] != "meditate"] or g.legal()))
    return g


# every size in every language at 100 %, and the two larger texts where a log line's hover
# text once stood over the log (German 150 % in the smallest window, French 125 %)
LOG_LOOKS = [(size, code, 100) for size in SIZES for code in CODES] + [
    ((1024, 700), "de", 150), ((1280, 800), "fr", 125)]


@pytest.mark.parametrize("size,code,text_size", LOG_LOOKS,
                         ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else str(v))
def test_a_log_line_looked_back_at_fits(tmp_path, size, code, text_size):
    """The board before a scoring line, the rule's box and the button back (issue 12,
    section 3): the box's words stay in the box, the box and the button in the panel
    above its buttons, the line looked at still in the log. Before it, a log line's
    hover text stands beside the panel, over no other log line."""
    app = app_for(tmp_path, size, code, text_size)
    open_game(app, scored_round(), autosave=False)
    scene = app.scene
    frames(app, 2)
    tips = log_tip_problems(app, scene, "the log")
    scoring = [k for k, c in enumerate(scene.log.causes)
               if c and c.event.get("why") in ("priestess", "apostate")]
    assert scoring
    # the longest explanation of the scoring: the box at its tallest
    from luna.client.game.why import explain
    from luna.engine import replay
    longest = max(scoring, key=lambda k: len(explain(
        scene.log.causes[k].event, scene.game.log[scene.log.causes[k].index],
        list(scene.log.causes[k].events),
        replay(scene.game.header, scene.game.log[:scene.log.causes[k].index]).snapshot()
    ).text))
    # the line scrolled into sight as a person would (the log's words at 12 px at least
    # show fewer lines at 1024x700), the wheel over the log
    for _ in range(len(scene.log.lines)):
        if any(tg == LogLine(longest) for _, tg in scene.board.hits):
            break
        at = scene.panel.log_rect.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
        frames(app, 2)
    click(app, target_rect(scene, LogLine(longest)).center)
    frames(app, 2)
    assert scene.back is not None
    bad = tips + board_look(app, "looking back", size)
    rec = draw_recorded(app)
    box = scene.back.box
    panel = pygame.Rect(scene.lay.panel)
    button = scene.back.button.rect
    if not panel.contains(box) or not panel.contains(button):
        bad.append(f"the box {box} or the button {button} leaves the panel {panel}")
    for b in scene.buttons.values():
        if b.rect.colliderect(box) or b.rect.colliderect(button):
            bad.append(f"{b.text!r} {b.rect} lies under the box {box} or the button")
    words = [d for d in rec.texts if box.colliderect(d.rect)]
    assert len(words) >= 2
    bad += [f"{d.words!r} {d.rect} leaves the box {box}" for d in words
            if not box.contains(d.rect)]
    if not any(tg == LogLine(scene.back.line) for _, tg in scene.board.hits):
        bad.append("the line looked at is not in the log")
    assert not bad, "\n".join(dict.fromkeys(bad))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", CODES)
def test_the_rules_book_fits(tmp_path, size, code):
    """Every page of the rules book: each line within the page's width (beside a picture,
    clear of it), each contents entry within the list, the pictures within the page, no
    text under 13 px at 1280x800; the title, search and Back fit as widgets. A picture's
    box with its caption stands whole in the page's first view (F729)."""
    from luna.text.rules_book import SECTIONS
    app = app_for(tmp_path, size, code)
    book = app.open("rules")
    bad = look(app, "rules book")
    smallest = 13 if size == (1280, 800) else 12
    for s in SECTIONS:
        book.open_section(s.id)
        frames(app, 1)
        bad += _boxes_cut(book, s.id)
        while True:
            frames(app, 1)
            for rect, box, words in book.placed:
                if rect.left < box.left or rect.right > box.right:
                    bad.append(f"{s.id}: {words!r} {rect} runs out of {box}")
                for pic in book.pictures:
                    if rect.colliderect(pic):
                        bad.append(f"{s.id}: {words!r} lies on a picture")
            for pic in book.pictures:
                if pic.left < book.page_rect.left or pic.right > book.page_rect.right:
                    bad.append(f"{s.id}: a picture {pic} runs out of the page")
            _, total = book._layout(book.page_rect.w - 14)
            if book.scroll >= total - book.page_rect.h + 20:
                break
            book.scroll += book.page_rect.h // 2           # the rest of a long page too
    rec = draw_recorded(app)
    small = [d.text for d in rec.texts if d.size < smallest]
    assert not small, f"under {smallest} px: {small[:5]}"
    assert not bad, "\n".join(bad[:20])


def _boxes_cut(book, section: str) -> list[str]:
    """A picture's box (its caption under it) that begins in the page's first view and
    ends past its foot (the fading edge of a page that scrolls), where the window holds
    it: its picture was not drawn down to the least height (rules_boxes.LEAST)."""
    from luna.client.learn.rules_boxes import LEAST
    page = book.page_rect
    items, _ = book._layout(page.w - 14)
    foot = book.faded_bottom.top if book.faded_bottom else book.view_rect.bottom
    out = []
    for k, (kind, thing, x, y) in enumerate(items):
        if kind == "box":
            img = next(it[1] for it in items[k:] if it[0] == "picture")
            box = pygame.Rect(page.x + x, page.y + y, *thing)
            if box.top < foot < box.bottom and img.get_height() > LEAST:
                out.append(f"{section}: a picture's box {box} cut at the view's foot {foot}")
    return out


@pytest.fixture(scope="module")
def round_end():
    """Four players one candle before round 2's scoring (with places tied on the council)."""
    from test_scoring_summary import before_a_round_end
    return before_a_round_end(["human"] * 4, seed=9, rounds=2)[0]


@pytest.fixture(scope="module")
def finished():
    g = new_game(players=4, seed=2, setup="intro", seats=[{"kind": "human"}] * 4)
    rng = random.Random(2)
    while not g.is_over:
        g.apply(rng.choice(g.legal()))
    return g


def words_apart(drawn, box: pygame.Rect, where: str) -> list[str]:
    """Each text inside `box` and clear of every other text."""
    bad = [f"{where}: {w!r} {r} leaves {box}" for w, r in drawn if not box.contains(r)]
    for i, (a, ra) in enumerate(drawn):
        for b, rb in drawn[i + 1:]:
            c = ra.inflate(-2, -2).clip(rb.inflate(-2, -2))
            if c.w > 1 and c.h > 1:
                bad.append(f"{where}: {a!r} and {b!r} overlap")
    return bad


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", CODES)
def test_the_round_summary_and_the_round_table_fit(tmp_path, size, code, round_end, finished):
    from luna.engine import replay
    app = app_for(tmp_path, size, code)
    open_game(app, replay(round_end.header, round_end.log), autosave=False)
    scene = app.scene
    click(app, scene.buttons["act"].rect.center)                  # the last candle
    for _ in range(60):
        frames(app, 1)
        if scene.summary is not None:
            break
    assert scene.summary is not None and any(r.tie for r in scene.summary.players)
    frames(app, 2)
    draw_recorded(app)
    box = scene.scoring.rect
    bad = words_apart(scene.scoring.drawn, box, "summary") + look(app, "summary")
    if not pygame.Rect(scene.lay.board).contains(box):
        bad.append(f"the summary {box} leaves the board {scene.lay.board}")
    if not box.contains(scene.scoring.button.rect):
        bad.append("Continue leaves the summary")
    app.open("results", finished, again=True)    # every button: Play again too
    frames(app, 2)
    bad += look(app, "results")
    click(app, button_named(app, i18n.t("results.rounds")).rect.center)
    frames(app, 2)
    draw_recorded(app)
    window = pygame.Rect(0, 0, *size)
    buttons = [b.rect for b in app.scene.buttons]
    bad += words_apart(app.scene.drawn, window, "round table") + look(app, "round table")
    bad += [f"round table: {w!r} runs under the buttons" for w, r in app.scene.drawn
            if any(r.colliderect(b) for b in buttons)]
    assert not bad, "\n".join(dict.fromkeys(bad))


# -- the smallest window and larger text (issue 21, section 3) ------------------------------
LOOKS = [(MIN_SIZE, "en", 100), (MIN_SIZE, "de", 150), (MIN_SIZE, "fr", 125),
         (MIN_SIZE, "nl", 150), ((1280, 800), "fr", 150), ((1920, 1080), "de", 125)]


def edge_tips(app, scene) -> list[str]:
    """Hover the things nearest each edge of the window (the board's and the panel's):
    each hover text stands wholly inside the window."""
    window = pygame.Rect(0, 0, *app.size)
    hits = [(r, tg) for r, tg in scene.board.hits if tg.what != "island"]
    bad = []
    for pick in (lambda r: r.x, lambda r: -r.right, lambda r: r.y, lambda r: -r.bottom):
        rect, target = min(hits, key=lambda h: pick(h[0]))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=target_rect(
            scene, target).center, rel=(0, 0), buttons=(0, 0, 0)))
        frames(app, 2)
        tip = scene.tip_rect
        if tip is not None and not window.contains(tip):
            bad.append(f"the hover text of {target} {tip} leaves the window")
    return bad


def left_over(app, where: str) -> list[str]:
    """A screen that says it paints the whole window is not cleared first (a whole-window
    fill is ~0.5 ms of every frame): it must cover every pixel itself, or what the last
    screen drew shows through. Points of a 9 px grid, one frame of the app's own path
    drawn over magenta, then over green, no time passing: the same picture."""
    if not app.scene.paints_window:
        return [f"{where}: does not paint the whole window"]
    w, h = app.screen.get_size()
    points = [(x, y) for x in range(0, w, 9) for y in range(0, h, 9)] + [(w - 1, h - 1)]
    seen = []
    for colour in ((255, 0, 255), (0, 255, 0)):
        app.screen.fill(colour)
        frames(app, 1, dt=0.0)
        seen.append([app.screen.get_at(p) for p in points])
    undrawn = [p for p, a, b in zip(points, *seen, strict=True) if a != b]
    return [f"{where}: {len(undrawn)} points undrawn, {undrawn[:3]}"] if undrawn else []


def log_tip_problems(app, scene, where: str) -> list[str]:
    """A log line's hover text ("Why? A click shows the board just before...") stands
    beside the panel, over no other log line (pointed at to read the log, it hid the
    lines being read): the first line in sight and the middle one pointed at."""
    panel = pygame.Rect(scene.lay.panel)
    lines = [r for r, tg in scene.board.hits if isinstance(tg, LogLine)]
    if len(lines) < 3:
        return [f"{where}: {len(lines)} log lines in sight"]
    bad = []
    for pointed in (lines[0], lines[len(lines) // 2]):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pointed.center,
                                             rel=(0, 0), buttons=(0, 0, 0)))
        frames(app, 30)                          # the pointer rests: its text comes
        tip = scene.tip_rect
        if tip is None:
            bad.append(f"{where}: the log line {pointed} says nothing of a click")
        elif tip.clip(panel).w > 4 or tip.collidelist([r for r in lines if r != pointed]) >= 0:
            bad.append(f"{where}: a log line's hover text {tip} over the panel {panel}")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 2)
    return bad


@pytest.mark.filterwarnings("error:Label Rect is too small for text")  # a word cut off
@pytest.mark.parametrize("size,code,text_size", LOOKS,
                         ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else str(v))
def test_every_screen_fits_the_smallest_window_and_larger_text(tmp_path, size, code,
                                                               text_size, finished):
    """The menu and the dialogs, the crowded board with its panel, the action menu, the
    pause menu, the results with their chart and the round table, the rules book: every
    word inside its box and the window, nothing on top of anything else; the menu, the
    board and the results each paint every pixel of the window."""
    app = app_for(tmp_path, size, code, text_size)
    assert app.size == (max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1]))
    bad = look(app, "menu") + texts_outside(draw_recorded(app), size, "menu")
    bad += left_over(app, "menu")
    for name in ("new_game", "solo", "settings", "load", "lan"):
        app.open(name)
        bad += look(app, name)
        if text_size == 150 and name == "settings":
            bad += dropdowns(app, name)
        app.pop()
    game, book = crowded()
    open_game(app, game, autosave=False)
    scene = app.scene
    bad += board_look(app, "crowded board", size)
    rec = draw_recorded(app)
    bad += panel_problems(scene, rec) + texts_outside(rec, size, "crowded board")
    bad += left_over(app, "crowded board")
    panel = pygame.Rect(scene.lay.panel)
    bad += [f"{b.text!r} {b.rect} leaves the panel {panel}" for b in scene.buttons.values()
            if not panel.contains(b.rect)]
    bad += edge_tips(app, scene)
    from test_direct_play_layout import ring_problems  # (it imports this module)
    click(app, target_rect(scene, Island(book)).center)    # the action ring
    frames(app, 2)
    bad += ring_problems(scene, "action ring")
    tray_open.close_tray(scene)
    click(app, target_rect(scene, Island(book)).center, button=3)   # the text menu
    frames(app, 2)
    assert scene.menu
    bad += gui_problems(app, "action menu")
    scene.close_menu()
    app.open("pause", scene)
    bad += look(app, "pause")
    app.pop()
    app.open("results", finished, again=True)    # every button: Play again too
    frames(app, 2)
    results = app.scene
    results.age = 99.0                              # the count-up done
    frames(app, 1)
    window = pygame.Rect(0, 0, *app.size)
    bad += look(app, "results") + words_apart(results.drawn, window, "results")
    bad += left_over(app, "results")
    bad += [f"results: {w!r} {r} runs under a button" for w, r in results.drawn
            for b in results.buttons if r.colliderect(b.rect)]
    if results.chart.plot.h < 60:
        bad.append(f"results: the chart has no room ({results.chart_rect})")
    click(app, button_named(app, i18n.t("results.rounds")).rect.center)
    frames(app, 2)
    bad += words_apart(results.drawn, window, "round table") + look(app, "round table")
    bad += [f"round table: {w!r} runs under the buttons" for w, r in results.drawn
            if any(r.colliderect(b.rect) for b in results.buttons)]
    app.open("rules")
    book_scene = app.scene
    frames(app, 2)
    bad += look(app, "rules book")
    bad += [f"rules: {words!r} {rect} runs out of {box}" for rect, box, words in
            book_scene.placed if rect.left < box.left or rect.right > box.right]
    assert not bad, "\n".join(dict.fromkeys(bad))
