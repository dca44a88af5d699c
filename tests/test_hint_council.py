"""The Hint's marks on the board where the engine's move goes (issue 21, look23): a fresh
player saw the arrow of a Council hint from seat 8 to 10 end at seat 6 (it went to the
middle of the whole council); it ends on the seat the engine's dry run reaches. On the
real loop at normal speed."""

from __future__ import annotations

import copy

import pygame

from luna.client.board.targets import CouncilSeat
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.engine import new_game
from luna.engine.game import from_snapshot


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
    from luna.client.board.marks import Hint
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
        scene.hint = Hint(cmd, len(game.log), scene._why(cmd))
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
