"""Every disc of a council stack shows its colour and its symbol (fresh14: stacked discs
hid each other, and at 1920x1080 the council's name stood over a stack's top disc). Four
discs on one seat beside the seats' middle: each lower disc shows its row of symbols
round its edge (most of it, on the screen, under no other disc and no name) and a part
of its face in its colour with most of its large symbol (fresh players at 1024x700 saw
a lower disc's crescent only), the top one its symbol whole. Played on the real loop at
normal speed at the smallest window and a large one, in English and in German at 150 %."""

from __future__ import annotations

import pygame
import pytest
from positions import blank, play
from test_drop_says import person  # noqa: F401 (fixture)
from test_scoring_summary import open_at

from luna.client.board import art
from luna.client.board.art.pieces import DISC_RY, DISC_TOP
from luna.client.board.art.players import _mark_ink
from luna.client.board.targets import Candles, CouncilSeat
from luna.client.demo.driver import frames, make_app
from luna.client.game.tooltips import tooltip
from luna.client.opening import open_game
from luna.engine.data import COUNCIL_POINTS
from luna.text import lines, t


def position():
    snap = blank(4)
    snap["council"] = [[], [], [], [2, 0, 3, 1]] + [[] for _ in range(7)]
    snap["time_markers"]["turned"] = 1
    snap["jetty"] = [2, 1, 3, 0]
    for p, n in enumerate(snap["jetty"]):
        snap["supply"]["novices"][p] -= n
    return play(snap)


def _near(a, b, tol: int) -> bool:
    return sum(abs(x - y) for x, y in zip(a[:3], b[:3], strict=True)) <= tol


def _check(app, where: str) -> None:
    scene, shot = app.scene, app.screen
    discs = scene.board.discs
    assert [p for _, p in discs] == [2, 0, 3, 1], discs
    names = [r.inflate(10, -2) for r in scene.board.labels]          # their signs
    for k, (rect, p) in enumerate(discs):
        colour = scene.snap["colours"][p]
        pic = art.council_disc(colour, rect.w)
        body = pygame.mask.from_surface(pic, 200)
        shown = body.copy()                       # under no disc above it, nor a name
        for up, _ in discs[k + 1:]:
            shown.erase(pygame.mask.from_surface(art.council_disc("red", up.w), 200),
                        (up.x - rect.x, up.y - rect.y))
        for r in names:
            shown.erase(pygame.mask.Mask(r.size, fill=True), (r.x - rect.x, r.y - rect.y))
        ink = _mark_ink(colour)
        marks = [(x, y) for x in range(rect.w) for y in range(rect.h)
                 if body.get_at((x, y)) and _near(pic.get_at((x, y)), ink, 60)]
        face = [(x, y) for x in range(rect.w) for y in range(rect.h)
                if body.get_at((x, y)) and _near(pic.get_at((x, y)), art.PLAYER_RGB[colour], 40)]
        seen = [(x, y) for x, y in marks if shown.get_at((x, y))
                and _near(shot.get_at((rect.x + x, rect.y + y)), pic.get_at((x, y)), 60)]
        own = [q for q in face if shown.get_at(q)]
        top = k == len(discs) - 1
        assert len(seen) >= (0.95 if top else 0.5) * len(marks), \
            f"{where}: {colour}'s disc shows {len(seen)} of its symbols' {len(marks)} px"
        assert len(own) >= (0.95 if top else 0.4) * len(face), \
            f"{where}: {colour}'s disc shows {len(own)} of its face's {len(face)} px"


def test_every_disc_of_a_stack_shows_its_symbol_and_colour(tmp_path):
    for size, lang in [((1024, 700), "en"), ((1920, 1080), "en"), ((1920, 1080), "de")]:
        app = make_app(tmp_path / f"{size[0]}{lang}", speed="normal", size=size,
                       language=lang, menu=False)
        open_game(app, position(), autosave=False)
        try:
            for ts in (100, 150) if lang == "de" else (100,):
                app.settings.text_size = ts
                app.save_settings()
                frames(app, 8)
                _check(app, f"{size} {lang} {ts} %")
        finally:
            app.settings.text_size = 100
            app.save_settings()


def _face_symbol_shown(app, where: str) -> None:
    """Every disc of the stack shows the large symbol on its top face (fresh players at
    1024x700: a lower disc showed only a crescent of its face, its symbol under the disc
    above it), most of it on the screen as its picture has it."""
    scene, shot = app.scene, app.screen
    for rect, p in scene.board.discs:
        colour = scene.snap["colours"][p]
        pic = art.council_disc(colour, rect.w)
        ink = _mark_ink(colour)
        face_h = round(rect.w * (DISC_TOP + DISC_RY * 0.6))    # its face, not its edge
        symbol = [(x, y) for x in range(rect.w) for y in range(min(rect.h, face_h))
                  if pic.get_at((x, y)).a > 200 and _near(pic.get_at((x, y)), ink, 60)]
        shown = [(x, y) for x, y in symbol
                 if _near(shot.get_at((rect.x + x, rect.y + y)), pic.get_at((x, y)), 60)]
        assert symbol, f"{where}: {colour}'s disc has no symbol on its face"
        assert len(shown) >= 0.8 * len(symbol), \
            f"{where}: {colour}'s disc shows {len(shown)} of its face symbol's {len(symbol)} px"


def test_every_disc_of_a_stack_shows_its_face_symbol(tmp_path):
    """Four discs on seat 3, and on seat 0 under the candles' altar as at the game's start
    (there the stack fans out to the right, clear of the altar)."""
    for size in [(1024, 700), (1280, 800), (1920, 1080)]:
        for name, game in [("seat 3", position()), ("start", play(blank(4)))]:
            app = make_app(tmp_path / f"{size[0]}{name}", speed="normal", size=size, menu=False)
            open_game(app, game, autosave=False)
            frames(app, 8)
            _face_symbol_shown(app, f"{size} {name}")
            candles = app.scene.board.rect_of(Candles())
            for rect, p in app.scene.board.discs:
                assert not rect.colliderect(candles), f"{size} {name}: disc {p} on the candles"


def _plate_air(app) -> int:
    """The least room (px) between the council's name plate (its sign) and any disc's
    picture as drawn."""
    from layout_check import draw_recorded

    from luna.text import t
    rec = draw_recorded(app)
    plate = next(d.rect for d in rec.texts if d.words == t("council.label")).inflate(10, -2)
    least = 99
    for rect, p in app.scene.board.discs:
        pic = art.council_disc(app.scene.snap["colours"][p], rect.w)
        box = pygame.mask.from_surface(pic, 128).get_bounding_rects()[0].move(rect.topleft)
        least = min(least, max(plate.left - box.right, box.left - plate.right,
                               plate.top - box.bottom, box.top - plate.bottom))
    return least


@pytest.mark.long
@pytest.mark.parametrize("size", [(1024, 700), (1200, 700), (1280, 800), (1280, 1024),
                                  (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_tall_stack_on_seat_0_keeps_apart_from_the_councils_name(tmp_path, size):
    """The stack on seat 0 grew up into the council's name plate (1-3 px apart it reads
    as one). Four discs on seat 0 (the game's start), or three there and one further on,
    at every window size (a case each: the five in one test took over 30 s on a loaded
    machine) and text size: the plate keeps 4 px at least from every disc, as drawn (the
    frames before run undrawn: the recorded frame is the one read)."""
    starts = [blank(4), blank(4)]
    starts[1]["council"] = [[2, 0, 1]] + [[] for _ in range(10)]
    starts[1]["council"][3].append(3)
    bad = []
    app = make_app(tmp_path, speed="normal", size=size, menu=False)
    for lang, ts in [("en", 100), ("fr", 125), ("de", 150)]:
        app.settings.language, app.settings.text_size = lang, ts
        app.save_settings()
        for k, snap in enumerate(starts):
            open_game(app, play(snap), autosave=False)
            for _ in range(3):
                app.frame(1 / 60, drawn=False)
            air = _plate_air(app)
            if air < 4:
                bad.append(f"{size} {lang} {ts} % start {k}: {air} px")
    assert not bad, "\n".join(bad)


def test_a_seats_hover_says_whose_disc_is_on_top_and_that_it_wins_ties(person):  # noqa: F811
    """Seat 3 holds two discs, the fourth player's on top; on seat 10 the first player's
    came first, then the second's went underneath (rules: on seat 10 a disc goes under
    those there, the first to reach it cannot be overtaken). Hovering a seat says whose
    disc is on top and that it wins ties; seat 10's that the first there stays on top."""
    snap = blank(4)
    snap["council"] = [[], [], [], [2, 3]] + [[] for _ in range(7)]
    snap["council"][10] = [1, 0]                    # the second underneath, the first on top
    open_at(person, play(snap))
    scene, board = person.scene, person.scene.board
    names = scene.snap["names"]
    seats = {tg.seat: pygame.Rect(r) for r, tg in board.hits if isinstance(tg, CouncilSeat)}
    person.point(seats[10].center)
    person.until(lambda: scene.hover == CouncilSeat(10, COUNCIL_POINTS[10])
                 and scene.hover_text.rect is not None, what="seat 10's hover text")
    assert tooltip(scene.hover, scene.snap) == lines(
        t("tip.council_seat", seat=10, points=COUNCIL_POINTS[10]),
        t("tip.council_seat.last_top", name=names[0], seat=10))
    said = tooltip(CouncilSeat(3, COUNCIL_POINTS[3]), scene.snap)
    assert said.endswith(t("tip.council_seat.top", name=names[3])), said
    # an empty last seat says who would stay on top there; a lone disc needs no words
    snap["council"][10] = []
    snap["council"][5] = [0]
    snap["council"][6] = [1]
    alone = play(snap).snapshot()
    assert tooltip(CouncilSeat(10, COUNCIL_POINTS[10]), alone).endswith(
        t("tip.council_seat.last", seat=10))
    assert tooltip(CouncilSeat(5, COUNCIL_POINTS[5]), alone) == \
        t("tip.council_seat", seat=5, points=COUNCIL_POINTS[5])


@pytest.mark.parametrize("size,code,text_size", [((1280, 800), "en", 100),
                                                 ((1024, 700), "fr", 150),
                                                 ((1024, 700), "de", 150)])
def test_the_councils_hover_says_what_each_seat_scores_at_the_end(tmp_path, size, code,
                                                                 text_size):
    """A new player saw council seats give the others 10 points and him 1 only at the
    game's end (F836): the council's name's hover says, after its rule, what each seat
    scores at the game's end (House data, `COUNCIL_POINTS`: seat 10 = 10, seat 9 = 8 …
    seat 0 = 0), and a card's council seat (where the card has room for it) what its own
    seat scores; each text stands
    inside the window, at 1024x700 and 150 % too. On the real loop."""
    from human import Person

    from luna.client.board.targets import CouncilName, PanelItem
    snap = blank(3)
    snap["council"] = [[0, 2]] + [[] for _ in range(8)] + [[1], []]     # Red on seat 9
    who = Person(tmp_path, size=size, language=code, text_size=text_size, menu=False)
    try:
        open_at(who, play(snap))
        scene, window = who.scene, who.app.screen.get_rect()
        for target, words in (
                (CouncilName(), [t("tip.council.seat_points", seat=k, points=v)
                                 for k, v in enumerate(COUNCIL_POINTS)]),
                (PanelItem(1, "council"), [t("tip.seat_worth", seat=9, points=t(
                    "n.influence", count=COUNCIL_POINTS[9]))])):
            box = next((r for r, tg in scene.board.hits if tg == target), None)
            if box is None:             # (a small window's card: no room for its seat)
                assert size != (1280, 800) and isinstance(target, PanelItem), target
                continue
            who.point(pygame.Rect(box).center)
            who.until(lambda target=target: scene.hover == target
                         and scene.hover_text.rect is not None, what=f"{target}'s text")
            said = tooltip(scene.hover, scene.snap)
            assert all(w in said for w in words) and "{" not in said, said
            assert window.contains(scene.hover_text.rect), (target, scene.hover_text.rect)
            who.point((window.centerx, 3))
            who.wait(0.3)
        seat_ten = t("tip.council.seat_points", seat=10, points=10)
        assert COUNCIL_POINTS[10] == 10 and seat_ten in tooltip(CouncilName(), scene.snap)
    finally:
        who.close()
