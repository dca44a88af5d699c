"""The Hint's marks and words on the board (issue 21, look23): a fresh player saw the
arrow of a Council hint from seat 8 to 10 end at seat 6 (it went to the middle of the
whole council): it ends on the seat the engine's dry run reaches; and its words far from
their arrow, or over another island's favour count: they stand by the move's goal or its
start, a tail to it where they do not touch it, over no island's pieces or counts. On
the real loop at normal speed."""

from __future__ import annotations

import copy
import math
import sys
from pathlib import Path

import pygame

from luna.client import fonts
from luna.client.board.targets import (
    Candles,
    CouncilSeat,
    Field,
    Figure,
    Group,
    Island,
    IslandFavours,
    JettyArea,
    Shrine,
    Tile,
)
from luna.client.demo.driver import frames, make_app, wait_frames
from luna.client.opening import open_game
from luna.engine import new_game
from luna.engine.game import from_snapshot

GAIN = 3.4        # a Hint's gain over the next-best move


def hint_of(game, cmd: dict):
    """`cmd` as a Hint stands for it: a look-ahead's reason (the judge's kind, here the
    move's own gain against the position before it) and a gain over the next-best move,
    so its words are as long as a real Hint's."""
    from luna.ai.adept import gain_reason
    from luna.client.board.marks import Hint
    why = gain_reason(game, cmd)
    return Hint(cmd, len(game.log), {**why.as_dict(), "ahead": 1} if why else None, GAIN)


def council_game(seat: int, others: tuple[int, int] = (1, 3)):
    """Three hot-seat players; the one to move has its disc on `seat` and two active
    novices on the first island, the others' discs on `others`."""
    g = new_game(players=3, seed=1, setup="intro", seats=[{"kind": "human"}] * 3)
    s = copy.deepcopy(g.snapshot())
    me = s["to_move"]
    a, b = [p for p in range(3) if p != me]
    s["council"] = [[] for _ in range(11)]
    s["council"][seat].append(me)
    s["council"][others[0]].append(a)
    s["council"][others[1]].append(b)
    isl = s["islands"][0]
    isl["active"][me] += 2
    s["supply"]["novices"][me] -= 2
    game = from_snapshot(s)
    game.header["seats"] = [{"kind": "human"}] * 3
    return game, me


def test_a_council_hints_arrow_ends_on_the_seat_the_disc_reaches(tmp_path):
    for size, seat in (((1024, 700), 8), ((1280, 800), 4), ((1920, 1080), 6)):
        game, me = council_game(seat)
        cmd = {"type": "council", "player": me, "island": 0, "count": 2,
               "novice_token": False}
        assert game.is_legal(cmd), game.why_illegal(cmd)
        to = next(e["to"] for e in game.clone().apply(cmd) if e["type"] == "council_moved")
        app = make_app(tmp_path, speed="normal", size=size)
        open_game(app, game, autosave=False)
        scene = app.scene
        frames(app, 5)
        scene.hint = hint_of(game, cmd)
        frames(app, 10)
        seat = next(r for r, tg in scene.board.hits
                    if isinstance(tg, CouncilSeat) and tg.seat == to)
        assert scene.marks.tips, "the hint draws its arrow"
        (goal, tip), = scene.marks.tips
        assert isinstance(goal, CouncilSeat) and goal.seat == to
        assert seat.collidepoint(tip), (size, to, seat, tip)
        # the arrow's head is drawn there: gold over the seat
        gold = [app.screen.get_at((x, y)) for x in range(seat.left, seat.right)
                for y in range(seat.top, seat.bottom)]
        assert any(c.r > 200 and c.g > 160 and c.b < 140 for c in gold), (size, to)
        pygame.display.quit()


def stands(scene, box) -> bool:
    """The Hint's box inside the board, or across the panel's action area (where the
    board has no room clear for its whole words: 1024x700)."""
    dock = scene.hint_dock()
    return box is not None and (pygame.Rect(scene.lay.board).contains(box)
                                or dock is not None and dock.contains(box))


def docked(scene, box) -> bool:
    dock = scene.hint_dock()
    return dock is not None and box is not None and dock.contains(box)


def _near(box: pygame.Rect, r: pygame.Rect) -> float:
    return math.hypot(max(0, r.left - box.right, box.left - r.right),
                      max(0, r.top - box.bottom, box.top - r.bottom))


def _hint_shown(app, game):
    """`game` opened, the pointer off the board, the Hint asked and shown for a moment."""
    open_game(app, game, autosave=False)
    scene = app.scene
    frames(app, 3)
    app.mouse = (2, 2)
    scene.ask_hint()
    wait_frames(app, lambda: scene.hint_shown() is not None)
    frames(app, 10)
    return scene


def test_the_hints_words_stand_by_their_marks_over_no_islands_pieces(tmp_path):
    """The Adept's own hints in three games: the words touch a mark of the move, or
    their tail runs from the box's edge to one; they stand over no island's novices,
    favour count, shrine or figure."""
    sys.path.insert(0, str(Path(__file__).parent))
    from positions import random_moves
    for size, seed, n in (((1024, 700), 3, 20), ((1024, 700), 7, 60), ((1920, 1080), 5, 40)):
        app = make_app(tmp_path, speed="normal", size=size)
        scene = _hint_shown(app, random_moves(3, seed, n))
        box, pts = scene.marks.label_rect, scene.marks.label_tail
        assert box is not None, (size, seed)
        marks = scene.hint_marks_of(scene.hint)
        marked = [r for tg in marks.goals + marks.pieces for r in scene.rects_of(tg)]
        if docked(scene, box):                  # the panel's action area: no tail
            assert pts is None, (size, seed)
        elif pts is None and min(_near(box, r) for r in marked) > 12:
            from luna.client.board.clearing import crossed
            # away from its marks without a tail only where a tail would cross a name
            # plate or a temple field (the arrow and the lights say where)
            strong = [r.inflate(12, 12) for r in scene.board.labels] + \
                [r for r, tg in scene.board.hits if isinstance(
                    tg, Field | Tile | CouncilSeat | Candles | JettyArea | Island | Group
                    | IslandFavours | Shrine | Figure)]
            assert all(crossed(box, r, strong) for r in marked), (size, seed, box, marked)
        else:
            tip = pts[1]
            assert any(r.inflate(4, 4).collidepoint(tip) for r in marked), (size, seed, tip)
            for x, y in (pts[0], pts[2]):       # its base on the box's edge
                assert box.inflate(2, 2).collidepoint(x, y), (size, seed, pts, box)
            assert math.dist(box.center, tip) < 0.45 * scene.lay.board[2], (size, seed)
            # drawn: the box's dark fill along the tail's middle
            mid = ((pts[0][0] + pts[2][0]) / 2 * 0.5 + tip[0] * 0.5,
                   (pts[0][1] + pts[2][1]) / 2 * 0.5 + tip[1] * 0.5)
            assert sum(app.screen.get_at((round(mid[0]), round(mid[1])))[:3]) < 120, mid
        pieces = [(r, tg) for r, tg in scene.board.hits
                  if isinstance(tg, Group | IslandFavours | Shrine | Figure)]
        assert not [tg for r, tg in pieces if box.colliderect(r)], (size, seed, box)


def test_another_players_council_move_lights_the_seat_its_disc_reaches(tmp_path,
                                                                       monkeypatch):
    """A computer's Council move, shown on the real loop: its light and arrow go to the
    seat its disc reached (the engine's event), not to the whole council."""
    import luna.ai
    from luna.seats import LEVELS
    game, me = council_game(8)
    cmd = {"type": "council", "player": me, "island": 0, "count": 2, "novice_token": False}

    class Council:
        def choose(self, g):
            return cmd if g.is_legal(cmd) else g.legal()[0]

    monkeypatch.setattr(luna.ai, "make_bot", lambda *a, **k: Council())
    game.header["seats"] = [{"kind": "human"} if p != me else {"kind": LEVELS[0], "seed": 1}
                            for p in range(3)]
    app = make_app(tmp_path, speed="normal", size=(1280, 800))
    app.worker_process = False
    open_game(app, game, autosave=False)
    scene = app.scene
    wait_frames(app, lambda: any(isinstance(tg, CouncilSeat) for tg in scene.show.lit))
    frames(app, 20)
    seats = [tg for tg in scene.show.lit if isinstance(tg, CouncilSeat)]
    assert [s.seat for s in seats] == [10], seats


def test_the_hints_box_stands_clear_of_what_it_lights_and_its_arrow(tmp_path):
    """A fresh player found the Hint's box over what it pointed at (1024x700 and 150 %
    text): its box meets neither the light round the pieces and places it marks nor its
    arrow's start and head (its middle only where the board has no other room: 1024x700
    at 150 %), and stands inside the board, at 100 % and 150 %, small and large."""
    from luna.client.board.arrows import curve
    from luna.client.board.marks import COUNCIL
    from luna.client.play.hinting import ENDS, glow_rect
    sys.path.insert(0, str(Path(__file__).parent))
    from positions import random_moves
    for size, text_size, cases in (((1024, 700), 150, ((1, 45), (2, 4))),
                                   ((1920, 1080), 150, ((1, 0), (1, 45))),
                                   ((1920, 1080), 100, ((1, 45),)),
                                   ((1024, 700), 100, ((1, 45),))):
        app = make_app(tmp_path, speed="normal", size=size)
        app.settings.text_size = text_size
        app.save_settings()
        app.goto("menu")
        for seed, n in cases:
            scene = _hint_shown(app, random_moves(3, seed, n))
            box, board = scene.marks.label_rect, pygame.Rect(scene.lay.board)
            assert stands(scene, box), (size, seed, n, box)
            marks = scene.hint_marks_of(scene.hint)
            hits = scene.board.hits
            lit = [s for tg in marks.goals + marks.pieces
                   for s in ([s for _, s in hits if isinstance(s, CouncilSeat)]
                             if tg == COUNCIL else [tg])]
            for tg in lit:
                light = glow_rect(hits, tg)
                assert light is None or not box.colliderect(light), (size, seed, n, tg)
            for a, b in marks.ways:
                ra, rb = scene.rects_of(a), scene.rects_of(b)
                way = curve(ra[0].center, rb[0].center, board.center) if ra and rb else []
                ends = [p for k, p in enumerate(way) if not ENDS < k / len(way) < 1 - ENDS]
                assert not any(box.inflate(6, 6).collidepoint(p) for p in ends), \
                    (size, seed, n, a, b, box)
            # drawn: the box's dark ground inside its left edge
            assert sum(app.screen.get_at((box.x + 4, box.centery))[:3]) < 160, (size, seed, n)
            app.goto("menu")
        pygame.display.quit()


def test_the_hints_box_is_wide_and_short_over_no_island_name_or_field(tmp_path):
    """fresh17: at 1920x1080 the Hint's box stood as a tall narrow column, and at times
    over an island or its name. Now a wide box of a few lines, over the sea or the
    temple island's free grass: over no island, name plate, temple field or path tile,
    inside the board; at three sizes, English, German and French, 100 % and 150 % (not
    1024x700 at 150 %: no place there stands clear of every island for a box)."""
    sys.path.insert(0, str(Path(__file__).parent))
    from positions import random_moves
    for size, lang, text_size in (((1920, 1080), "en", 100), ((1280, 800), "de", 150),
                                  ((1024, 700), "fr", 100)):
        app = make_app(tmp_path, speed="normal", size=size, language=lang)
        app.settings.text_size = text_size
        app.save_settings()
        app.goto("menu")
        for seed, n in ((1, 45), (2, 4)):
            scene = _hint_shown(app, random_moves(3, seed, n))
            box, board = scene.marks.label_rect, pygame.Rect(scene.lay.board)
            assert stands(scene, box), (size, lang, seed, box)
            if not docked(scene, box):      # (the panel's action area: its own width)
                assert box.w >= 3 * box.h, (size, lang, seed, box)      # wide and short
                assert box.h <= 0.16 * board.h, (size, lang, seed, box)  # a few lines
            hidden = [tg for r, tg in scene.board.hits
                      if isinstance(tg, Island | Field | Tile) and box.colliderect(r)]
            assert not hidden, (size, lang, seed, box, hidden)
            names = [r for r in scene.board.labels if box.colliderect(r)]
            assert not names, (size, lang, seed, box, names)
            # drawn: the box's dark ground inside its left edge, its gold rim above it
            assert sum(app.screen.get_at((box.x + 4, box.centery))[:3]) < 160, (size, seed)
            app.goto("menu")
        pygame.display.quit()


def test_the_pointer_on_a_short_hint_shows_its_whole_words(tmp_path):
    """Where the Hint's box says less than the whole hint (its short form: the action's
    word, its marks saying what and where), the pointer on the box shows the whole words
    beside it, the box still standing; gone as it leaves."""
    sys.path.insert(0, str(Path(__file__).parent))
    from positions import random_moves
    app = make_app(tmp_path, speed="normal", size=(1280, 800))
    scene = _hint_shown(app, random_moves(3, 8, 10))    # (its words have no room whole
    box, words = scene.marks.label_rect, scene.marks.label      # beside its marks)
    assert box is not None and words != scene.hint_words(scene.hint), words
    assert scene.tip_rect is None
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=box.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 8)
    tip = scene.tip_rect
    assert tip is not None and scene.hint_tip, "the whole words stand"
    assert scene.marks.label_rect == box, "the box stays"
    assert not tip.colliderect(box) and app.screen.get_rect().contains(tip), (tip, box)
    assert tip.w * tip.h > box.w * box.h        # more words than the box's
    # drawn: light ink on the text's dark plate
    ink = [app.screen.get_at((x, y)) for x in range(tip.x, tip.right, 3)
           for y in range(tip.y, tip.bottom, 3)]
    assert any(sum(c[:3]) > 600 for c in ink)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 4)
    assert scene.tip_rect is None and scene.marks.label_rect == box
    pygame.display.quit()


def test_the_hints_arrow_goes_as_another_island_is_chosen(tmp_path):
    """Fresh players saw an old Hint's arrow stay on the board after they had chosen
    another island: a click on an island the Hint is not about, allowed or refused
    ("Not allowed …"), takes its arrow and words away at once; a click on its own island
    keeps them (its ring shows the Hint's star). On the real loop at normal speed, at a
    small window at 150 % and a large one."""
    from luna.client.demo.driver import click, target_rect
    from luna.client.play.actions import island_of
    sys.path.insert(0, str(Path(__file__).parent))
    from positions import random_moves
    for size, text_size in (((1024, 700), 150), ((1920, 1080), 100)):
        app = make_app(tmp_path, speed="normal", size=size)
        app.settings.text_size = text_size
        app.save_settings()
        app.goto("menu")
        refused = 0
        for seed, n in ((1, 45), (2, 4)):
            scene = _hint_shown(app, random_moves(3, seed, n))
            hint = scene.hint
            marks = scene.hint_marks_of(hint)
            about = {island_of(tg, scene.snap) for tg in marks.goals + marks.pieces}
            own = min(about - {None})
            click(app, target_rect(scene, Island(own)).center)
            frames(app, 10)
            assert scene.hint_shown() is hint and scene.marks.tips, (size, seed, "own")
            scene.close_ring()
            frames(app, 4)
            other = next(i for i in range(len(scene.snap["islands"])) if i not in about)
            at = target_rect(scene, Island(other)).center
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0),
                                                 buttons=(0, 0, 0)))
            frames(app, 6)
            click(app, at)
            frames(app, 10)
            refused += bool(app.toasts) and scene.ring is None
            assert scene.hint_shown() is None, (size, seed, other, app.toast_words())
            assert not scene.marks.tips and scene.marks.label_rect is None, (size, seed)
            app.goto("menu")
        assert refused, "no refused click met"
        fonts.set_text_size(100)
        pygame.display.quit()


def test_the_hints_box_stands_over_no_name_plate_at_large_text(tmp_path):
    """The Hint's box over no island's name plate at every size at 150 % (and 1280x800
    at 100 %), in English, German and French; inside the board."""
    sys.path.insert(0, str(Path(__file__).parent))
    from positions import random_moves
    for size, lang, text_size in (((1024, 700), "fr", 150), ((1920, 1080), "de", 150),
                                  ((1280, 800), "en", 100), ((1280, 800), "fr", 150)):
        app = make_app(tmp_path, speed="normal", size=size, language=lang)
        app.settings.text_size = text_size
        app.save_settings()
        app.goto("menu")
        for seed, n in ((1, 45), (2, 4), (3, 20), (5, 40)):
            scene = _hint_shown(app, random_moves(3, seed, n))
            box = scene.marks.label_rect
            assert stands(scene, box), (size, lang, seed, box)
            names = [r for r in scene.board.labels if box.colliderect(r)]
            assert not names, (size, lang, text_size, seed, box, names)
            app.goto("menu")
        fonts.set_text_size(100)
        pygame.display.quit()


def test_the_hints_words_stand_near_their_mark_never_across_the_board(tmp_path):
    """Fresh players: the Hint's words stood at the board's far side, a line (or
    nothing) across the whole board to the place they were about. A Travel hint at
    1024x700 (German, 150 %) and a Recruit hint at 1920x1080: the words stand within a
    quarter of the board of what they mark (434 and 482 px off before), their tail as
    short; where only the action and its estimate would stand clear near it, the whole
    words stand in the panel's action area instead, with no line across the board."""
    sys.path.insert(0, str(Path(__file__).parent))
    from positions import random_moves
    for size, ts, lang, seed, n, kind in (((1024, 700), 150, "de", 11, 30, "travel"),
                                          ((1920, 1080), 100, "en", 7, 60, "recruit")):
        app = make_app(tmp_path / f"{size[0]}", speed="normal", size=size)
        app.settings.language, app.settings.text_size = lang, ts
        app.save_settings()
        open_game(app, random_moves(3, seed, n), autosave=False)
        frames(app, 3)
        app.mouse = (2, 2)
        scene = app.scene
        cmd = next(c for c in scene.game.legal() if c["type"] == kind)
        scene.hint = hint_of(scene.game, cmd)
        frames(app, 3)
        box, pts = scene.marks.label_rect, scene.marks.label_tail
        marks = scene.hint_marks_of(scene.hint)
        marked = [r for tg in marks.goals + marks.pieces for r in scene.rects_of(tg)]
        board = scene.lay.board
        if scene.docked_hint() is not None:     # no room clear for the whole words near
            assert box == scene.docked_hint() and pts is None     # the mark: the panel's
            assert not box.colliderect(board)   # action area has them, with no line across
            assert scene.marks.label.startswith(scene.hint_words(scene.hint)[:20])
            continue
        most = 0.3 * min(board[2], board[3])
        assert min(_near(box, r) for r in marked) <= most, (size, box, marked)
        if pts is not None:
            assert math.dist(pts[0], pts[1]) <= most + 20, (size, pts)
