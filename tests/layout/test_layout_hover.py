"""The hover texts' sweep: a hover text stands beside what it describes, never over it
(issue 21, F054: the Book island's text covered its own novices, a panel button's its
button): every thing on the board and in the panel, and the panel's buttons, at the
three window sizes and the smallest, each in another language and text size, on the
real loop at normal speed. The text stays inside the window.

Its named cases (`test_a_hover_text_stands_off_what_it_explains`), each where it is
tightest:
- field-tip: a temple field's text stands off the field and its neighbours, in 11 lines
  at most.
- island-tip: an island's text covers none of its name plate, groups, favours, shrines.
- council-tip: a seat's text and the tray's Council button's stand off the council's
  seats, the text's dark plate drawn.
- shrine-tip: with a tray open, a shrine's text stands beside it, off the tray and the
  temple's fields (and says whose shrine it is and what it gives, in every language).
- still-pointer: a new screen under a pointer that has not moved shows no hover text
  until the pointer moves.
- near-pointer: a text stands within REACH of the pointer or along a side of its thing
  (an island's: of it or its name plate), over none of it.
- solid-tip: an island's hover text is solid: the theme's night glass down its left edge.
- tip-while-building: while a Travel is built, an island's text is short, off the
  arrow, its ghost and the panel's buttons, and off the temple where the sea has room.
- island-tip-neighbours: an island's text stands toward the open sea, over no other
  island's land, pieces or name plate, nor its own name plate, its dark plate drawn.
- island-tip-temple: near its island (80 px at most), over none of the temple's fields
  (at 100 % none of its path and council either), nor the panel's buttons.
- island-tip-no-room: with no sea room (the smallest window, German at 150 %) the short
  text stays by its island, not across the board.
- favour-tip: a favour stack's text stands beside its stack, over none of the players'
  cards.
"""

from __future__ import annotations

import math
from functools import partial

import pygame
import pytest
from layout_check import Look, look_id, run_look
from positions import blank, give, isl, novices, play, random_moves, shrine
from test_hint_place import council_game
from test_ring_form import midgame

from luna import text as i18n
from luna.client.board.arrows import curve, width_for
from luna.client.board.layout import MIN_SIZE
from luna.client.board.targets import (
    CouncilSeat,
    Field,
    Group,
    GuardianTile,
    Island,
    IslandFavours,
    PanelItem,
    Player,
    Shrine,
    Stake,
    Tile,
)
from luna.client.demo.driver import (
    click,
    frames,
    frames_until,
    make_app,
    ring_card,
    target_rect,
    wait_frames,
)
from luna.client.game import tooltips
from luna.client.game.tooltips import tooltip
from luna.client.opening import open_game
from luna.client.widgets import palette as P
from luna.client.widgets.overlays import (
    REACH,
    TIP_SIZE,
    beside,
    close,
    headed,
    tip_box,
    widget_rects,
)
from luna.client.widgets.palette import GOLD
from luna.client.window import fonts
from luna.client.window.fonts import font, px
from luna.engine.data import SHRINE_POINTS
from luna.engine.scoring import priestess_places
from luna.engine.temple import neighbours
from luna.text import t

PRIESTESS = {"en": "Moon Priestess", "de": "Mondpriesterin", "fr": "Prêtresse de la Lune",
             "nl": "Maanpriesteres"}

# each window size in another language and text size (the smallest in English at 100 %,
# as a first start; the tightest, 1024x700, in German at 150 %)
LOOKS = [(MIN_SIZE, "en", 100), ((1024, 700), "de", 150), ((1280, 800), "fr", 125),
         ((1920, 1080), "nl", 150)]




def _move(app, pos, n: int = 2) -> None:
    """The pointer at `pos` for `n` frames, the last drawn."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, n)


def _off(app, n: int = 2) -> None:
    """The pointer off everything for `n` frames, none of them drawn (none is read)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    for _ in range(n):
        app.frame(1 / 60, drawn=False)


@pytest.mark.long
@pytest.mark.parametrize("size,code,text_size", LOOKS,
                         ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else str(v))
def test_a_hover_text_never_covers_the_thing_it_describes(tmp_path, size, code, text_size):
    app = make_app(tmp_path, speed="normal", size=size, language=code, text_size=text_size,
                   menu=False)
    open_game(app, random_moves(4, 3, 70), autosave=False)
    frames(app, 30)
    scene = app.scene
    window = pygame.Rect(0, 0, *app.size)
    seen, bad = 0, []
    targets = list(dict.fromkeys(tg for _, tg in scene.board.hits))
    for target in targets:
        try:
            point = target_rect(scene, target).center
        except AssertionError:                # wholly under something drawn later
            continue
        _off(app)                             # off everything: no text stays
        _move(app, point)
        if scene.hover != target or scene.tip_rect is None:
            continue
        seen += 1
        own = scene.board.rect_of(target)
        tip = scene.tip_rect
        if tip.colliderect(own):
            bad.append(f"{target}: its text {tip} covers it {own}")
        if not window.contains(tip):
            bad.append(f"{target}: its text {tip} leaves the window")
    assert seen >= 40, f"only {seen} hover texts seen"
    # the panel's buttons: their hover text beside them, on no other button if it can
    for name, button in scene.buttons.items():
        if not button.visible or not button.is_enabled or not button.tool_tip_text:
            continue
        _off(app)
        _move(app, button.rect.center, 42)    # past the theme's delay
        tips = app.ui.tips
        assert tips and tips[-1].rect is not None, name
        r = tips[-1].rect
        if r.colliderect(button.rect) or not window.contains(r):
            bad.append(f"the {name} button's text {r} covers it or leaves the window")
        others = [b.rect for n, b in scene.buttons.items() if n != name and b.visible]
        if any(r.colliderect(o) for o in others):
            bad.append(f"the {name} button's text {r} covers another button")
    assert not bad, "\n".join(bad)


def test_the_side_with_room_is_taken():
    """Beside a thing by the window's right edge the text flips to its left; by the
    bottom edge, a widget's text stands above it."""
    window = pygame.Rect(0, 0, 1024, 680)
    thing = pygame.Rect(900, 300, 100, 60)
    r = beside((300, 120), thing, thing.center, window)
    assert r.right <= thing.left and window.contains(r)
    button = pygame.Rect(400, 630, 160, 40)
    r = beside((300, 80), button, button.center, window, (),
               ("below", "above", "right", "left"))
    assert r.bottom <= button.top and window.contains(r)
    # a neighbour to avoid: the text goes where it hides none
    neighbour = pygame.Rect(380, 540, 200, 80)
    r = beside((300, 80), button, button.center, window, [neighbour],
               ("below", "above", "right", "left"), near=False)
    assert not r.colliderect(neighbour) and not r.colliderect(button)


def test_a_hover_text_has_a_title_line_in_the_display_face():
    """A thing's name before the colon becomes the title (said once), in gold."""
    pygame.font.init()
    title, body = headed("Moon Priestess: at each scoring, most gain 6/3/1.\nRules")
    assert title == "Moon Priestess" and body.startswith("At each scoring")
    assert headed("2 favour tokens left. Active novices stand on it.")[0] is None
    plain = tip_box([(body, (236, 230, 210))])
    titled = tip_box([(body, (236, 230, 210))], title)
    assert titled.get_height() > plain.get_height()
    top = [titled.get_at((x, y))[:3] for x in range(titled.get_width())
           for y in range(4, 4 + fonts.font(14, True, display=True).get_height())]
    assert any(sum(abs(a - b) for a, b in zip(c, GOLD, strict=True)) < 60 for c in top)


def a_fields_text_stands_off_it_and_its_neighbours(app) -> None:
    open_game(app, midgame(7, 60, players=4), autosave=False)
    frames(app, 20)
    sc = app.scene
    fields = [(r, tg) for r, tg in sc.board.hits if isinstance(tg, Field)]
    longest = sorted(fields, key=lambda rt: -len(tooltip(rt[1], sc.snap) or ""))[:4]
    for rect, tg in longest:
        _off(app, 30)
        _move(app, rect.center, 30)
        tip = sc.tip_rect
        assert sc.hover == tg and tip is not None, tg
        close = set(neighbours(sc.snap, tg.field))
        kept = [r for r, f in fields if f == tg or f.field in close]
        assert tip.collidelist(kept) < 0, (tg, tip, kept)
        assert app.screen.get_rect().contains(tip)
        rows = (tip.h - fonts.px(12)) / font(TIP_SIZE).get_linesize()
        assert rows <= 11, (tg, rows)          # (and the rules' line before)
    _off(app)


def an_islands_text_covers_none_of_its_name_and_pieces(app) -> None:
    bad = []
    for moves in (40, 100):
        open_game(app, random_moves(4, 3, moves), autosave=False)
        frames(app, 10)
        scene = app.scene
        for i in range(7):
            at = target_rect(scene, Island(i)).center
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0),
                                                 buttons=(0, 0, 0)))
            frames(app, 40)
            hovered, tip = scene.hover, scene.tip_rect
            if not isinstance(hovered, Island) or tip is None:
                continue
            own = hovered.island
            plate = scene.board.name_plate(hovered)
            pieces = [r for r, tg in scene.board.hits if isinstance(
                tg, Group | IslandFavours | Shrine) and tg.island == own]
            if plate is not None and tip.colliderect(plate):
                bad.append(f"{moves} moves, island {own}: over its name {plate}")
            bad += [f"{moves} moves, island {own}: over its piece {r} ({tip})"
                    for r in pieces if tip.colliderect(r)]
    assert not bad, "\n".join(bad)


def a_council_text_stands_beside_the_council(app) -> None:
    game, _ = council_game(4, others=(4, 7))
    open_game(app, game, autosave=False)
    scene = app.scene
    frames(app, 10)
    seats = [(r, tg) for r, tg in scene.board.hits if isinstance(tg, CouncilSeat)]
    window = pygame.Rect((0, 0), app.size)
    for k in (1, 4, 9):                          # a seat's own hover text
        rect = next(r for r, tg in seats if tg.seat == k)
        _move(app, rect.center, 30)
        tip = scene.tip_rect
        assert tip is not None and window.contains(tip), (k, tip)
        over = [tg.seat for r, tg in seats if tip.colliderect(r)]
        assert not over, (k, tip, over)
    # the tray's Council button: its text over none of the council's seats
    click(app, target_rect(scene, Island(0)).center)
    frames(app, 20)
    card = ring_card(scene, "council")
    assert card is not None
    _move(app, card.center, 30)
    tip = scene.tip_rect
    assert tip is not None and window.contains(tip), tip
    over = [tg.seat for r, tg in seats if tip.colliderect(r)]
    assert not over, (tip, over)
    # drawn there: the hover text's dark plate along its left margin
    plate = [sum(app.screen.get_at((tip.x + 6, y))[:3])
             for y in range(tip.y + 6, tip.bottom - 6)]
    assert sorted(plate)[len(plate) // 2] < 150, tip


def _shrines():
    """Player 0 to move, with a shrine and two novices on the Herbs island; player 1's
    shrine on the Book island, where the Moon Priestess stands."""
    s = blank(players=4)
    herbs, book = isl(s, "herbs"), isl(s, "book")
    novices(s, herbs, 0, active=2)
    shrine(s, herbs, 0)
    shrine(s, book, 1)
    novices(s, book, 2, active=1)
    s["priestess"] = book
    return s, herbs, book


def a_shrine_speaks_with_a_tray_open(person) -> None:
    s, herbs, _ = _shrines()
    open_game(person.app, play(s), autosave=False)
    person.wait(0.5)
    scene = person.app.scene
    person.click_on(Island(herbs))
    assert scene.ring is not None, "the tray opened"
    rect = next(r for r, tg in scene.board.hits if tg == Shrine(herbs, 0))
    person.point(rect.center)
    person.wait(0.5)
    assert scene.ring is not None and scene.hover == Shrine(herbs, 0)
    tip = scene.tip_rect
    assert tip is not None, "no text at the shrine"
    assert not tip.colliderect(rect) and not tip.colliderect(scene.ring.rect), tip
    assert person.app.screen.get_rect().contains(tip)
    fields = [r for r, tg in scene.board.hits if isinstance(tg, Field)]
    assert tip.collidelist(fields) < 0, "over the temple's fields"


def no_tip_under_a_still_pointer(p) -> None:
    p.press(t("menu.new"))
    p.press("4")                                 # four players
    start = p.button(t("new.start"))
    at = start.rect.center
    p.press(t("new.start"))
    p.until(lambda: hasattr(p.scene, "table"), what="the game screen")
    under = [el for el in p.app.ui.get_root_container().elements
             if el.alive() and el.visible and el.rect.collidepoint(at)
             and getattr(el, "tool_tip_text", None)]
    assert under, "a widget with a hover text opened under the pointer"
    p.wait(2.0)                                  # the pointer rests, still
    assert not p.app.ui.tips, [getattr(tip, "words", tip) for tip in p.app.ui.tips]
    p.point((at[0] + 30, at[1]))                 # moved: hover texts as ever
    p.point(under[0].rect.center)
    p.wait(2.0)
    assert p.app.ui.tips


def _from_pointer(r: pygame.Rect, mouse) -> float:
    dx = max(r.left - mouse[0], 0, mouse[0] - r.right + 1)
    dy = max(r.top - mouse[1], 0, mouse[1] - r.bottom + 1)
    return math.hypot(dx, dy)


def island_texts_stand_by_the_pointer(app) -> None:
    """Each island (by every edge of the board, the panel's too), its novices, shrines
    and favours, and the scoreboard's figures."""
    size = app.screen.get_size()
    open_game(app, random_moves(3, 2, 30), autosave=False)
    scene = app.scene
    frames(app, 3)
    window = app.screen.get_rect()
    kinds = Island | Group | Shrine | IslandFavours | PanelItem
    seen, bad = set(), []
    for _, tg in list(scene.board.hits):      # each island's, one of a kind
        if not isinstance(tg, kinds) or tg in seen or any(
                type(o) is type(tg) and getattr(o, "island", -1) == getattr(
                    tg, "island", -1) for o in seen if not isinstance(o, Island)):
            continue
        seen.add(tg)
        try:
            at = target_rect(scene, tg).center
        except AssertionError:            # wholly under something drawn later
            continue
        _off(app, 1)
        _move(app, at, 1)
        tip, own = scene.tip_rect, scene.board.rect_of(tg)
        if scene.hover != tg or tip is None:
            continue
        parts = [own, *filter(None, [scene.board.name_plate(tg)])]   # an island
        plates = [r for r, st in scene.board.hits if isinstance(st, Stake) and not
                  isinstance(tg, Island | PanelItem) and st.island == tg.island]
        #          (its pieces' text passes their island's plates: F805, close beside)
        if not any(close(tip, p, at) for p in parts + plates) \
                or not window.contains(tip) or tip.collidelist(parts + plates) >= 0:
            bad.append((size, tg, at, tuple(own), tuple(tip),
                        round(_from_pointer(tip, at))))
    assert len(seen) > 20, seen
    assert not bad, "\n".join(map(str, bad))


def _three_midgame(app) -> None:
    """A mid-game of three, its board settled."""
    open_game(app, random_moves(3, 2, 30), autosave=False)
    frames(app, 10)


def an_islands_hover_text_is_solid(app) -> None:
    _three_midgame(app)
    scene = app.scene
    for k in (2, 4):
        _off(app)
        _move(app, target_rect(scene, Island(k)).center, 5)
        tip = scene.tip_rect
        assert tip is not None, k
        colours = {tuple(app.screen.get_at((tip.x + 5, y))[:3])
                   for y in range(tip.y + 12, tip.bottom - 12)}
        assert colours == {P.GLASS}, (k, tip, sorted(colours)[:5])


def island_texts_keep_off_a_travel_being_built(app, temple_too: bool) -> None:
    _three_midgame(app)
    scene = app.scene
    me = scene.game.to_move
    source = next(g for g in sorted(scene.clickable, key=repr) if g.what == "group"
                  and g.player == me and scene.dragging.draggable(g, scene.view()))
    start = target_rect(scene, source).center
    dest = next(i for i in range(7) if i != source.island)
    end = target_rect(scene, Island(dest)).center
    drag_by_hand(app, start, end)
    drawn = scene.plan_drawn.drawn
    assert scene.builder is not None and drawn.arrows
    w = width_for(scene.lay.scale)
    way = [pygame.Rect(round(x - w / 2), round(y - w / 2), w, w)
           for (a, b), away in zip(drawn.arrows, drawn.aways, strict=True)
           for x, y in curve(a, b, away)]
    ghosts = [r for _, g, b in drawn.ghosts for r in (g, b)]
    temple = [(r, tg) for r, tg in scene.board.hits
              if isinstance(tg, Field | Tile | GuardianTile | CouncilSeat)]
    buttons = widget_rects(app.ui)
    for k in range(7):
        _off(app)
        _move(app, target_rect(scene, Island(k)).center, 5)
        tip = scene.tip_rect
        assert scene.hover == Island(k) and tip is not None, k
        assert app.screen.get_rect().contains(tip), (k, tip)
        assert scene.tip_link is None, (k, "not short")
        assert tip.collidelist(way) < 0 and tip.collidelist(ghosts) < 0, \
            (k, tip, "over the move's arrow")
        over = [tg for r, tg in temple if tip.colliderect(r)]
        assert not over or not temple_too, (k, tip, over)
        assert tip.collidelist(buttons) < 0, (k, tip, "over a button")


def an_island_lit_through_a_favour_says_so(app) -> None:
    """No active novice of the player's anywhere, the novice favour held: every island
    glows through the favour, and each says so in its hover text."""
    s = blank(players=3)
    novices(s, isl(s, "herbs"), 0, inactive=2)
    give(s, 0, "novice")
    open_game(app, play(s), autosave=False)
    frames(app, 10)
    scene = app.scene
    said = t("tip.lit_through", kind=t("kind.novice"))
    boxed, real = [], tooltips.tip_box

    def noted(lines, *args, **kw):           # (the words of each hover text drawn)
        boxed.append(" ".join(words for words, _ in lines))
        return real(lines, *args, **kw)
    tooltips.tip_box = noted
    try:
        for k in (isl(s, "book"), isl(s, "tides")):
            assert Island(k) in scene.glowing, k
            _off(app)
            boxed.clear()
            _move(app, target_rect(scene, Island(k)).center, 5)
            assert scene.tip_rect is not None and boxed, k
            assert said in boxed[-1], (k, boxed)
    finally:
        tooltips.tip_box = real


def an_island_says_its_part_in_the_move_planned(app) -> None:
    """F458: a novice dragged to the Novice island, its hover said "Lit only through
    your Novice favour: acting here spends it", which is not what it is in the move.
    While a move is planned an island's hover text says its part in it (the novices
    sent there, those taken from there), never the favour that lights it for another
    action; one with no part in it says its favours, as ever."""
    s = blank(players=3)
    book, novice = isl(s, "book"), isl(s, "novice")
    novices(s, book, 0, active=2)
    give(s, 0, "novice")
    open_game(app, play(s), autosave=False)
    frames(app, 10)
    scene = app.scene
    lit = t("tip.lit_through", kind=t("kind.novice"))
    start = target_rect(scene, Group(book, 0, "active")).center
    end = target_rect(scene, Island(novice)).center
    drag_by_hand(app, start, end)
    assert scene.builder is not None and scene.builder.moves, scene.builder
    boxed, real = [], tooltips.tip_box

    def noted(lines, *args, **kw):           # (the words of each hover text drawn)
        boxed.append(" ".join(words for words, _ in lines))
        return real(lines, *args, **kw)
    tooltips.tip_box = noted
    other = isl(s, "shrine")
    try:
        favours = t("tip.island_favours", count=s["islands"][other]["favours"],
                    kind=t("kind.shrine"))
        for k, said in ((novice, t("tip.plan_to", count=2)),     # (the group goes
                        (book, t("tip.plan_from", count=2)), (other, favours)):   # whole)
            _off(app)
            boxed.clear()
            _move(app, target_rect(scene, Island(k)).center, 5)
            assert scene.tip_rect is not None and boxed, k
            assert said in boxed[-1] and lit not in boxed[-1], (k, boxed[-1])
    finally:
        tooltips.tip_box = real


def _clear_of_its_name(scene, k: int, tip) -> None:
    """The text over none of its island's name plate."""
    plate = scene.board.name_plate(Island(k))
    assert plate is not None and not tip.colliderect(plate), (k, tip, plate, "its name")


def _island_tip(app, scene, k: int):
    """The pointer comes to island `k` from the corner: its hover text (inside the
    window, over none of the island's own name plate) and the island's rect."""
    _off(app)
    _move(app, target_rect(scene, Island(k)).center, 5)
    tip, own = scene.tip_rect, scene.board.rect_of(Island(k))
    assert tip is not None and app.screen.get_rect().contains(tip), (k, tip)
    _clear_of_its_name(scene, k, tip)
    return tip, own


def an_islands_text_hides_none_of_its_neighbours(app) -> None:
    open_game(app, random_moves(3, 2, 30), autosave=False)
    scene = app.scene
    frames(app, 5)
    islands = {tg.island: r for r, tg in scene.board.hits if isinstance(tg, Island)}
    for k in (0, 4, 6):             # the Book, Bribery and Tides islands
        _off(app)
        _move(app, target_rect(scene, Island(k)).center)
        wait_frames(app, lambda s=scene: s.tip_rect is not None, 5)
        frames(app, 3)
        tip = scene.tip_rect
        assert scene.hover == Island(k) and tip is not None, k
        assert app.screen.get_rect().contains(tip), (k, tip)
        # another island's land (its middle: its rect's corners are sea), pieces, name
        lands = [k for k, r in islands.items() if k != k
                 and tip.colliderect(r.inflate(-r.w * 0.3, -r.h * 0.3))]
        pieces = [tg for r, tg in scene.board.hits if tip.colliderect(r) and isinstance(
            tg, Group | IslandFavours | Shrine) and tg.island != k]
        names = [r for r in scene.board.labels if tip.colliderect(r)     # their plates
                 and not r.colliderect(islands[k].inflate(80, 80)) and any(
                     r.colliderect(o.inflate(80, 80)) for o in islands.values())]
        assert not lands and not pieces and not names, (k, tip, lands, pieces)
        _clear_of_its_name(scene, k, tip)
        # drawn: the plate's dark ground inside its left edge
        assert sum(app.screen.get_at((tip.x + 6, tip.centery))[:3]) < 200, k


def an_islands_text_stands_by_it_off_the_temple(app) -> None:
    """Where its whole text finds no room there, the short one (its favours left, the
    rule a click away)."""
    text_size = app.settings.text_size
    open_game(app, random_moves(3, 2, 30), autosave=False)
    scene = app.scene
    frames(app, 5)
    fields = [r for r, tg in scene.board.hits if isinstance(tg, Field)]
    temple = [r for r, tg in scene.board.hits
              if isinstance(tg, Field | Tile | GuardianTile | CouncilSeat)]
    buttons = widget_rects(app.ui)
    for k in range(7):
        tip, own = _island_tip(app, scene, k)
        assert tip.collidelist(fields) < 0, (k, tip, "over the fields")
        if text_size == 100:
            assert tip.collidelist(temple) < 0, (k, tip, "over the temple")
        far = max(tip.left - own.right, own.left - tip.right, tip.top - own.bottom,
                  own.top - tip.bottom)
        assert far < 80, (k, tip, own, "far from its island")
        assert tip.collidelist(buttons) < 0, (k, tip, "over a button")


def a_short_island_text_with_no_room_stays_by_its_island(app) -> None:
    open_game(app, random_moves(3, 2, 30), autosave=False)
    frames(app, 5)
    scene = app.scene
    for k in range(7):
        tip, own = _island_tip(app, scene, k)
        far = max(tip.left - own.right, own.left - tip.right, tip.top - own.bottom,
                  own.top - tip.bottom)
        assert far < 80, (k, tip, own, "far from its island")


def a_favours_text_keeps_off_the_players_cards(app) -> None:
    open_game(app, random_moves(3, 2, 30), autosave=False)
    frames(app, 5)
    scene = app.scene
    cards = [r for r, tg in scene.board.hits if isinstance(tg, Player)]
    stacks = [tg for _, tg in scene.board.hits if isinstance(tg, IslandFavours)]
    assert len(cards) == 3 and len(stacks) >= 5, (cards, stacks)
    for stack in stacks:
        _off(app)
        _move(app, target_rect(scene, stack).center, 5)
        tip = scene.tip_rect
        assert scene.hover == stack and tip is not None, stack
        assert tip.collidelist(cards) < 0, (stack, tip, "over the cards")
        assert not tip.colliderect(scene.board.rect_of(stack)), (stack, tip)


THINGS = [
    Look("field-tip", (1024, 700), "de", 150, a_fields_text_stands_off_it_and_its_neighbours),
    Look("field-tip", (1280, 800), "fr", 125, a_fields_text_stands_off_it_and_its_neighbours),
    Look("field-tip", (1920, 1080), "en", 100, a_fields_text_stands_off_it_and_its_neighbours),
    Look("island-tip", (1024, 700), "de", 150, an_islands_text_covers_none_of_its_name_and_pieces),
    Look("island-tip", (1280, 800), "en", 100, an_islands_text_covers_none_of_its_name_and_pieces),
    Look("island-tip", (1280, 800), "fr", 125, an_islands_text_covers_none_of_its_name_and_pieces),
    Look("council-tip", (1024, 700), "en", 150, a_council_text_stands_beside_the_council),
    Look("council-tip", (1920, 1080), "en", 100, a_council_text_stands_beside_the_council),
    Look("shrine-tip", (1024, 700), "de", 150, a_shrine_speaks_with_a_tray_open,
         person=True, menu=False),
    Look("still-pointer", (1024, 700), "de", 150, no_tip_under_a_still_pointer, person=True),
    *(Look("near-pointer", size, "en", 100, island_texts_stand_by_the_pointer)
      for size in [(1024, 700), (1280, 800)]),
    Look("solid-tip", (1280, 800), "en", 150, an_islands_hover_text_is_solid),
    Look("lit-through-tip", (1280, 800), "de", 100, an_island_lit_through_a_favour_says_so),
    *(Look("plan-part-tip", size, lang, text, an_island_says_its_part_in_the_move_planned)
      for size, lang, text in [((1280, 800), "en", 100), ((1024, 700), "fr", 150)]),
    *(Look("tip-while-building", size, lang, 150,
           partial(island_texts_keep_off_a_travel_being_built, temple_too=temple_too))
      for size, lang, temple_too in [((1280, 800), "en", True), ((1920, 1080), "fr", True),
                                     ((1024, 700), "de", False)]),
    Look("island-tip-neighbours", (1280, 800), "en", 100,
         an_islands_text_hides_none_of_its_neighbours),
    Look("island-tip-neighbours", (1920, 1080), "de", 100,
         an_islands_text_hides_none_of_its_neighbours),
    Look("island-tip-temple", (1280, 800), "en", 150, an_islands_text_stands_by_it_off_the_temple),
    Look("island-tip-temple", (1280, 800), "en", 100, an_islands_text_stands_by_it_off_the_temple),
    Look("island-tip-no-room", (1024, 700), "de", 150,
         a_short_island_text_with_no_room_stays_by_its_island),
    *(Look("favour-tip", size, "de", 150, a_favours_text_keeps_off_the_players_cards)
      for size in [(1024, 700), (1280, 800)]),
]


@pytest.mark.parametrize("look", THINGS, ids=look_id)
def test_a_hover_text_stands_off_what_it_explains(tmp_path, look):
    run_look(tmp_path, look)


@pytest.mark.parametrize("code", list(PRIESTESS))
def test_a_shrines_text_says_whose_it_is_and_what_it_gives(code):
    """In every language: its owner, the engine's points for a shrine, the halved cost
    and the Moon Priestess; and the engine counts it so (one shrine, no novice: a count
    of 1 for the Priestess)."""
    s, _, book = _shrines()
    game = play(s)
    snap = game.snapshot()
    assert (1, 1) in [(p, n) for p, n, _ in priestess_places(game.state)]   # (the engine:
    #                                                    its shrine alone counts 1)
    i18n.set_language(code)
    words = tooltip(Shrine(book, 1), snap)
    assert words.startswith(t("tip.shrine", name=snap["names"][1], points=SHRINE_POINTS))
    assert snap["names"][1] in words and str(SHRINE_POINTS) in words
    assert PRIESTESS[code] in words, words
    assert words.count("\n") == 1 and all(line.rstrip().endswith(".")
                                          for line in words.split("\n")), words


def test_a_text_by_a_panel_to_avoid_flips_to_the_pointers_other_side():
    """A small thing by a panel that should stay clear: its text stands beside it, over
    the panel's edge at worst, not 300 px off beyond the panel; by the window's right
    edge it takes the thing's left."""
    window = pygame.Rect(0, 0, 1280, 800)
    panel = pygame.Rect(960, 0, 320, 800)
    figure = pygame.Rect(1243, 67, 19, 43)             # the scoreboard's influence
    r = beside((270, 74), figure, figure.center, window, [panel])
    assert window.contains(r) and not r.colliderect(figure)
    assert r.right <= figure.left                      # flipped: the window ends right
    assert _from_pointer(r, figure.center) <= px(REACH), r
    # the old way, past the things in the way, is a widget's (its row of buttons)
    far = beside((270, 74), figure, figure.center, window, [panel], near=False)
    assert far.right <= panel.left


def test_close_is_by_the_pointer_or_along_a_side():
    thing = pygame.Rect(400, 300, 140, 90)
    assert close(pygame.Rect(548, 300, 200, 100), thing, (470, 345))       # its right
    assert not close(pygame.Rect(552, 160, 200, 100), thing, (470, 345))   # off its corner
    assert not close(pygame.Rect(100, 320, 200, 100), thing, (470, 345))  # 100 px off
    assert close(pygame.Rect(100, 320, 200, 100), thing, (310, 340))      # by the pointer


def drag_by_hand(app, start, end) -> None:
    """A press at `start`, dragged across to `end` in ten steps as a hand does, let go
    there, half a second of frames after, and the words its drop said read (the planned
    move's count and first-use tip float before any hover text: F852)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    frames(app, 2)
    for k in range(1, 11):
        pygame.event.post(pygame.event.Event(
            pygame.MOUSEMOTION, pos=(start[0] + (end[0] - start[0]) * k / 10,
                                     start[1] + (end[1] - start[1]) * k / 10),
            rel=(0, 0), buttons=(1, 0, 0)))
        frames(app, 2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    frames(app, 30)
    frames_until(app, lambda: not app.toasts, 900)
