"""The Hint's marks on the board (issue 21): a fresh player saw the arrow of a
Council hint from seat 8 to 10 end at seat 6 (it went to the middle of the whole
council): it ends on the seat the engine's dry run reaches. (Its words beside their
marks on the board, their tail, the places weighed round them: replaced by their one
home in the panel over its toolbar, tests/client/hint/test_hint_card.py.) On the real loop at
normal speed."""

from __future__ import annotations

import copy
import math
import sys
from pathlib import Path

import pygame

from luna.client.board.targets import (
    CouncilSeat,
    Group,
    Island,
)
from luna.client.demo.driver import frames, make_app, wait_frames
from luna.client.game import hint_ask, tray_open
from luna.client.opening import open_game
from luna.client.window import fonts
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
        app = make_app(tmp_path, speed="normal", size=size, menu=False)
        open_game(app, game, autosave=False)
        scene = app.scene
        frames(app, 5)
        scene.hints.hint = hint_of(game, cmd)
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


def test_a_council_hints_arrow_starts_at_the_movers_own_piece(tmp_path):
    """F805: the Hint's Council arrow on an island where the mover had no novice (the
    novice favour standing in) started at the island's middle, on another player's
    novices. It starts at the mover's own piece: the novice favour it spends."""
    from luna.client.board.marks import Hint
    from luna.client.board.targets import Held
    game, me = council_game(4)
    s = copy.deepcopy(game.snapshot())
    for isl in s["islands"]:
        s["supply"]["novices"][me] += isl["active"][me]
        isl["active"][me] = 0
    other = (me + 1) % 3
    s["islands"][2]["active"][other] += 3
    s["supply"]["novices"][other] -= 3
    s["favours"][me].append("novice")
    s["islands"][[i["kind"] for i in s["islands"]].index("novice")]["favours"] -= 1
    game = from_snapshot(s)
    game.header["seats"] = [{"kind": "human"}] * 3
    cmd = {"type": "council", "player": me, "island": 2, "count": 0, "novice_token": True}
    assert game.is_legal(cmd), game.why_illegal(cmd)
    for size in ((1280, 800), (1024, 700)):
        app = make_app(tmp_path, speed="normal", size=size, menu=False)
        open_game(app, game, autosave=False)
        scene = app.scene
        frames(app, 5)
        scene.hints.hint = Hint(cmd, len(game.log))
        frames(app, 20)
        (goal, a, _, _), = scene.marks.routes
        assert isinstance(goal, CouncilSeat)
        assert scene.board.target_at(a) == Held(me, "novice"), (size, scene.board.target_at(a))
        pygame.display.quit()


def stands(scene, box) -> bool:
    """The Hint's words in their one home (tests/client/hint/test_hint_card.py): a card in the
    panel, over its toolbar, never on the board."""
    panel = pygame.Rect(scene.lay.panel)
    return box is not None and panel.contains(box) and box.bottom <= scene.lay.buttons_top \
        and not box.colliderect(pygame.Rect(scene.lay.board))


def _hint_shown(app, game):
    """`game` opened, the pointer off the board, the Hint asked and shown for a moment."""
    open_game(app, game, autosave=False)
    scene = app.scene
    frames(app, 3)
    app.mouse = (2, 2)
    hint_ask.ask_hint(scene)
    wait_frames(app, lambda: scene.view().hint is not None)
    frames(app, 10)
    return scene


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


def test_the_hints_arrow_goes_as_another_island_is_chosen(tmp_path):
    """Fresh players saw an old Hint's arrow stay on the board after they had chosen
    another island: a click on an island the Hint is not about, allowed or refused
    ("Not allowed …"), takes its arrow and words away at once; a click on its own island
    keeps them (its ring shows the Hint's star). On the real loop at normal speed, at a
    small window at 150 % and a large one."""
    from luna.client.demo.driver import click, target_rect
    from luna.client.game.actions import island_of
    sys.path.insert(0, str(Path(__file__).parent))
    from positions import random_moves
    for size, text_size in (((1024, 700), 150), ((1920, 1080), 100)):
        app = make_app(tmp_path, speed="normal", size=size, menu=False)
        app.settings.text_size = text_size
        app.save_settings()
        app.goto("menu")
        refused = 0
        for seed, n in ((1, 45), (2, 4)):
            scene = _hint_shown(app, random_moves(3, seed, n))
            hint = scene.hints.hint
            marks = scene.hints.marks_of(hint, scene.view())
            about = {island_of(tg, scene.snap) for tg in marks.goals + marks.pieces}
            own = min(about - {None})
            click(app, target_rect(scene, Island(own)).center)
            frames(app, 10)
            assert scene.view().hint is hint and scene.marks.tips, (size, seed, "own")
            tray_open.close_tray(scene)
            frames(app, 4)
            other = next(i for i in range(len(scene.snap["islands"])) if i not in about)
            at = target_rect(scene, Island(other)).center
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0),
                                                 buttons=(0, 0, 0)))
            frames(app, 6)
            click(app, at)
            frames(app, 10)
            refused += bool(app.toasts) and scene.ring is None
            assert scene.view().hint is None, (size, seed, other, app.toast_words())
            assert not scene.marks.tips and scene.marks.label_rect is None, (size, seed)
            app.goto("menu")
        assert refused, "no refused click met"
        fonts.set_text_size(100)
        pygame.display.quit()




def _click_opens_the_hints_tray(person, place, cmd: dict) -> None:
    """A click on `place` the Hint lights opens its tray, as an unlit place's does, the
    Hint's tile focused; nothing is played until that tile is taken (F430: a click on a
    place never plays a move unseen); a click on the tile plays the Hint's move `cmd`."""
    n = len(person.scene.game.log)
    person.click_on(place)
    _the_hints_tray_then_its_tile(person, n, cmd)


def _the_hints_tray_then_its_tile(person, n: int, cmd: dict) -> None:
    """After a click on what the Hint lights: its tray stands, nothing played, the
    Hint's tile focused; a click on that tile plays `cmd`."""
    scene = person.scene
    person.until(lambda: len(scene.game.log) > n or scene.ring is not None, seconds=5,
                 what="the Hint's tray")
    assert scene.ring is not None and len(scene.game.log) == n, "played at the click"
    k = scene.ring.focus
    assert k is not None and scene.ring.actions[k].hinted, "the Hint's tile focused"
    person.click(scene.ring.cards[k].center)
    if scene.ring is not None and scene.ring.actions[k].favour_only:   # only its favour
        person.wait(0.2)                            # makes it legal: asked once more
        assert len(scene.game.log) == n, "a favour spent at one click (F571)"
        person.click(scene.ring.cards[k].center)
    person.until(lambda: len(scene.game.log) > n, seconds=5, what="the Hint's move")
    assert scene.game.log[n] == cmd


def test_a_click_on_the_seat_the_hint_lights_opens_its_councils_tray(tmp_path):
    """No island chosen, the Hint's Council lights the seat its disc reaches: a click there
    opens the tray of the Hint's move, its tile (its count) focused, as a click on its
    island does; a click on the tile plays it (F430: once played at the click, unseen)."""
    from human import Person
    from positions import blank, isl, novices, play
    from test_scoring_summary import open_at

    from luna.client.board.marks import Hint
    from luna.client.game.actions import council_seat
    person = Person(tmp_path)
    try:
        s = blank(players=3)
        book = isl(s, "book")
        novices(s, book, 0, active=3)
        open_at(person, play(s))
        scene = person.scene
        cmd = next(c for c in scene.legal if c["type"] == "council"
                   and c["count"] == 3 and not c["novice_token"])
        to = next(e["to"] for e in scene.game.clone().apply(cmd)
                  if e["type"] == "council_moved")
        n = len(scene.game.log)
        scene.hints.hint = Hint(cmd, n)
        person.wait(0.3)
        seat = council_seat(to)
        assert seat in scene.hints.marks_of(scene.view().hint, scene.view()).goals
        person.click_on(seat)
        _the_hints_tray_then_its_tile(person, n, cmd)
    finally:
        person.close()


def test_a_click_on_the_temple_tile_the_hint_lights_opens_its_appointments_tray(tmp_path):
    """The Hint's Appointment lights its temple tile; the tray a click there opens holds
    nothing but the Hint's move: it opens all the same, its tile saying what it gives,
    and a click on the tile plays it (F430, once F202)."""
    from human import Person
    from positions import random_moves

    from luna.client.board.marks import Hint
    from luna.client.board.targets import Tile
    from luna.client.opening import open_game
    person = Person(tmp_path, speed="normal", menu=False)
    try:
        open_game(person.app, random_moves(2, 1, 0), autosave=False)
        person.settle()
        scene = person.scene
        cmd = next(c for c in scene.legal if c["type"] == "appoint" and c["tile"] == 12)
        assert {c["type"] for c in scene.legal if c.get("tile") == 12} == {"appoint"}
        scene.hints.hint = Hint(cmd, len(scene.game.log))
        person.wait(0.3)
        assert Tile(12) in scene.hints.marks_of(scene.view().hint, scene.view()).goals
        _click_opens_the_hints_tray(person, Tile(12), cmd)
    finally:
        person.close()


def test_a_click_on_the_island_a_hints_travel_goes_to_plans_it_whole(tmp_path):
    """The Hint's Travel lights the island its novices go to; a click there planned the
    Travel with no novice on its way ("0 novices planned"), and a second click or key was
    needed. The click plans it whole: every novice sent, Enter plays it (F317)."""
    from human import Person
    from positions import blank, isl, novices, play

    from luna.client.board.marks import Hint
    person = Person(tmp_path)
    try:
        s = blank(players=2)
        book, shrine, tides = isl(s, "book"), isl(s, "shrine"), isl(s, "tides")
        novices(s, book, 0, active=3)
        novices(s, shrine, 0, active=2)
        open_at_turn(person, play(s))
        scene = person.scene
        cmd = {"type": "travel", "player": 0,
               "moves": [{"from": shrine, "to": tides, "count": 2}]}
        assert scene.game.is_legal(cmd), scene.game.why_illegal(cmd)
        n = len(scene.game.log)
        scene.hints.hint = Hint(cmd, n)
        person.wait(0.3)
        person.click_on(Island(tides))
        assert scene.builder is not None and scene.builder.moves == cmd["moves"], \
            scene.builder and scene.builder.moves
        assert scene.builder.reason(scene.game) is None        # Confirm usable
        from luna.text import t
        from luna.text.moves import move_text
        person.wait(0.2)                       # over it: Enter plays it (not "next step")
        assert scene.hints.under_way(scene.view())[0] == t(
            "hint.under_way_whole", move=move_text(cmd, scene.snap))
        person.key(pygame.K_RETURN)
        person.until(lambda: len(scene.game.log) > n, seconds=5, what="the Hint's Travel")
        assert scene.game.log[n]["moves"] == cmd["moves"]
    finally:
        person.close()


def test_a_click_on_the_novices_a_hints_sailboat_moves_opens_their_tray(tmp_path):
    """The Hint's Sailboat from the jetty lit the player's novices there; a click on them
    planned the Hint's whole move to its island, chosen for the player (F532). The click
    opens their tray, the Sailboat's tile starred; taken, the starred tile starts the
    move empty for the person to build (F1043), Enter planning the Hint's whole."""
    from human import Person
    from positions import blank, give, isl, play

    from luna.client.board.marks import Hint
    from luna.client.board.targets import Jetty
    person = Person(tmp_path)
    try:
        s = blank(players=2)
        s["jetty"] = [2, 0]
        s["supply"]["novices"][0] -= 2
        give(s, 0, "sailboat")
        shrine = isl(s, "shrine")
        open_at_turn(person, play(s))
        scene = person.scene
        cmd = {"type": "sailboat", "player": 0, "from": "jetty", "to": shrine, "count": 2}
        assert scene.game.is_legal(cmd), scene.game.why_illegal(cmd)
        scene.hints.hint = Hint(cmd, len(scene.game.log))
        person.wait(0.3)
        person.click_on(Jetty(0))
        assert scene.builder is None, "the Hint's move planned by a click on its novices"
        _, act = person.card("sailboat")
        assert act.hinted
        person.take("sailboat")             # the person builds it (F1043)
        assert scene.builder is not None and scene.builder.moves == []
        person.key(pygame.K_RETURN)         # Enter: the Hint's move planned whole
        assert scene.builder is not None and scene.builder.holds(cmd)
        assert scene.builder.reason(scene.game) is None
    finally:
        person.close()


def test_a_click_on_the_temple_tile_a_hints_consecration_lights_opens_its_tray(tmp_path):
    """The Hint's consecration lights the temple tile it consecrates; a click on the tile
    opens its tray of the Hint's move, as every place's (F430; F318 played it at once,
    unseen): a click on its tile plays it."""
    from human import Person
    from positions import random_moves

    from luna.client.board.marks import Hint
    from luna.client.board.targets import Tile
    person = Person(tmp_path, menu=False)
    try:
        open_game(person.app, random_moves(2, 1, 9), autosave=False)
        person.settle()
        scene = person.scene
        cmd = next(c for c in scene.legal if c["type"] == "consecrate")
        assert {c["type"] for c in scene.legal if c.get("tile") == cmd["tile"]} == \
            {"consecrate"}
        scene.hints.hint = Hint(cmd, len(scene.game.log))
        person.wait(0.3)
        _click_opens_the_hints_tray(person, Tile(cmd["tile"]), cmd)
    finally:
        person.close()


def test_a_click_on_what_the_hints_move_sends_away_plays_nothing(tmp_path):
    """The Hint's consecration lights the novices it would expel and where they go; they
    are not the mover's places: a click on an expelled novice's field (another player's
    piece) or on the jetty they go to never plays the Hint's move."""
    from human import Person
    from positions import random_moves

    from luna.client.board.marks import Hint
    from luna.client.board.targets import Field, JettyArea
    from luna.client.game.actions import effect_of
    person = Person(tmp_path)
    try:
        game = random_moves(2, 1, 64)
        game.header["seats"] = [{"kind": "human"}] * 2
        open_at_turn(person, game)
        scene = person.scene
        cmd, out = next((c, ex) for c in scene.legal if c["type"] == "consecrate" and (
            ex := [e for e in effect_of(scene.game, c).events
                   if e["type"] == "novice_expelled"]))
        n = len(scene.game.log)
        scene.hints.hint = Hint(cmd, n)
        person.wait(0.3)
        for away in (Field(out[0]["field"]), JettyArea()):
            if scene.board.rect_of(away) is None or away in scene.clickable:
                continue
            person.click_on(away)
            person.wait(0.5)
            assert len(scene.game.log) == n, (away, scene.game.log[n:])
            assert scene.builder is None, away
    finally:
        person.close()


def open_at_turn(person, game) -> None:
    """`game` opened at `person`'s window, its board at rest and the turn theirs."""
    open_game(person.app, game, autosave=False)
    scene = person.scene
    person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
    person.wait(0.2)


def test_a_hints_arrow_goes_straight_one_arrow_a_move(tmp_path):
    """F321, F125: a Hint's Council arrow from the Tides island to its seat looped round
    the board's left side over other islands, and a consecration Hint drew two arrows
    (its tile's, and its expelled novices'). On the real loop at normal speed: the arrow
    goes straight from the place that acts to its target (bowed at most a fifth of its
    length, as the board's own arrow), one arrow a move."""
    from positions import random_moves
    sys.path.insert(0, str(Path(__file__).parents[1] / "moves"))
    from test_arrow_off_numbers import bow_of

    from luna.client.board.marks import Hint
    for size in ((1280, 800), (1024, 700)):
        app = make_app(tmp_path, speed="normal", size=size)
        game, me = council_game(4)
        s = copy.deepcopy(game.snapshot())
        tides = [i["kind"] for i in s["islands"]].index("tides")
        for isl in s["islands"]:
            s["supply"]["novices"][me] += isl["active"][me]
            isl["active"][me] = 0
        s["islands"][tides]["active"][me] = 3
        s["supply"]["novices"][me] -= 3
        game = from_snapshot(s)
        game.header["seats"] = [{"kind": "human"}] * 3
        cmd = {"type": "council", "player": me, "island": tides, "count": 2,
               "novice_token": False}
        assert game.is_legal(cmd), game.why_illegal(cmd)
        open_game(app, game, autosave=False)
        scene = app.scene
        frames(app, 5)
        scene.hints.hint = Hint(cmd, len(game.log))
        frames(app, 20)
        (goal, a, b, away), = scene.marks.routes
        assert isinstance(goal, CouncilSeat) and bow_of(a, b, away) <= 0.2, (size, away)
        # a consecration that sends a novice away: one arrow, from its tile to its field
        game = random_moves(2, 1, 64)
        game.header["seats"] = [{"kind": "human"}] * 2
        open_game(app, game, autosave=False)
        scene = app.scene
        frames(app, 5)
        cmd = next(c for c in game.legal() if c["type"] == "consecrate")
        marks = hint_marks_of(scene, cmd)
        assert len(marks.pieces) + len(marks.goals) > 2, marks     # expelled novices lit
        frames(app, 20)
        assert len(scene.marks.routes) == 1, scene.marks.routes
        assert bow_of(*scene.marks.routes[0][1:]) <= 0.2, (size, scene.marks.routes)
        pygame.display.quit()


def hint_marks_of(scene, cmd):
    """The Hint for `cmd` standing: what it marks."""
    from luna.client.board.marks import Hint
    scene.hints.hint = Hint(cmd, len(scene.game.log))
    return scene.hints.marks_of(scene.hints.hint, scene.view())


def test_a_click_on_the_island_the_hints_move_goes_to_opens_that_island(tmp_path):
    """The Hint's Travel to an island of the player's own (its tray holds other moves),
    and a Banish. A click on the player's own novices standing on the island the move
    goes to takes the Hint's move (its Travel planned whole, Enter plays it: F394); a
    click on that island's land opened no tray but planned the Hint's move, where the
    player meant the island's own moves: it opens the island's tray (F1076), as an
    island the Hint does not light does."""
    from human import Person
    from positions import blank, isl, novices, play

    from luna.client.board.marks import Hint
    person = Person(tmp_path)
    try:
        s = blank(players=2)
        book, tides, boat = isl(s, "book"), isl(s, "tides"), isl(s, "sailboat")
        herbs, bribery = isl(s, "herbs"), isl(s, "bribery")
        novices(s, book, 0, active=2)
        novices(s, tides, 0, active=1)
        novices(s, boat, 0, active=2)
        novices(s, herbs, 0, active=1)
        s["apostate"] = boat
        open_at_turn(person, play(s))
        scene = person.scene
        assert Island(boat) in scene.clickable and Island(herbs) in scene.clickable
        cmd = {"type": "travel", "player": 0,
               "moves": [{"from": book, "to": boat, "count": 2},
                         {"from": tides, "to": boat, "count": 1}]}
        assert scene.game.is_legal(cmd), scene.game.why_illegal(cmd)
        n = len(scene.game.log)
        scene.hints.hint = Hint(cmd, n)
        person.wait(0.3)
        person.click_on(Island(boat))            # the island's land: its own tray
        person.wait(0.3)
        assert scene.builder is None, scene.builder.moves
        assert scene.ring is not None and scene.ring.anchor == Island(boat), scene.ring
        assert len(scene.game.log) == n
        tray_open.close_tray(scene)
        # the player's own novices standing on it: the Hint's move planned whole
        scene.hints.hint = Hint(cmd, n)
        person.wait(0.3)
        person.click_on(Group(boat, 0, "active"))
        person.wait(0.3)
        assert scene.ring is None, "the island's own tray"
        assert scene.builder is not None and scene.builder.moves == cmd["moves"], \
            scene.builder and scene.builder.moves
        person.key(pygame.K_RETURN)
        person.until(lambda game=scene.game: len(game.log) > n, seconds=5,
                     what="the Hint's Travel")
        assert scene.game.log[n]["moves"] == cmd["moves"]
        # a Banish of the Apostate from the Sailboat island to Bribery, one island on
        scene, cmd, n, bribery, herbs = _banish_hinted(person)
        assert Island(bribery) in scene.clickable
        person.click_on(Island(herbs))          # not lit: its own tray, as before
        person.wait(0.3)
        assert scene.ring is not None and len(scene.game.log) == n
        tray_open.close_tray(scene)
        scene.hints.hint = Hint(cmd, n)
        person.wait(0.3)
        person.click_on(Island(bribery))        # lit: its own tray too
        person.wait(0.3)
        assert scene.ring is not None and scene.ring.anchor == Island(bribery), scene.ring
        assert len(scene.game.log) == n
    finally:
        person.close()


def test_a_click_on_the_hints_arrow_head_just_off_its_island_takes_the_move(tmp_path):
    """A Banish's Hint draws the Apostate's arrow to Bribery, its head just short of the
    island; a click on that head, off the island, did nothing. A click on the head as it
    is drawn counts as a click on where it points (F394's handling: the Banish's tray
    opened, its tile focused)."""
    from human import Person

    from luna.client.board.arrows import inside
    person = Person(tmp_path)
    try:
        scene, cmd, n, bribery, _ = _banish_hinted(person)
        head = next(h for goal, h in scene.marks.heads if goal == Island(bribery))
        xs, ys = [p[0] for p in head], [p[1] for p in head]
        off = [(x, y) for x in range(int(min(xs)), int(max(xs)) + 1, 2)
               for y in range(int(min(ys)), int(max(ys)) + 1, 2)
               if inside(head, (x, y)) and scene.board.target_at((x, y)) != Island(bribery)]
        assert off, "the head lies on its island"
        tip = head[1]
        person.click(min(off, key=lambda p: (p[0] - tip[0]) ** 2 + (p[1] - tip[1]) ** 2))
        _the_hints_tray_then_its_tile(person, n, cmd)
    finally:
        person.close()


def _banish_hinted(person):
    """Two players; the Apostate on the Sailboat island beside the mover's two novices,
    one novice on Bribery and one on Herbs; the Hint a Banish that sends him to Bribery.
    The scene, the Banish, the log's length and the two islands' indices."""
    from positions import blank, isl, novices, play

    from luna.client.board.marks import Hint
    s = blank(players=2)
    boat, bribery, herbs = isl(s, "sailboat"), isl(s, "bribery"), isl(s, "herbs")
    novices(s, boat, 0, active=2)
    novices(s, bribery, 0, active=1)
    novices(s, herbs, 0, active=1)
    s["apostate"] = boat
    open_at_turn(person, play(s))
    scene = person.scene
    cmd = {"type": "banish", "player": 0, "count": 1, "novice_token": False}
    assert scene.game.is_legal(cmd), scene.game.why_illegal(cmd)
    n = len(scene.game.log)
    scene.hints.hint = Hint(cmd, n)
    person.wait(0.3)
    return scene, cmd, n, bribery, herbs


def test_a_hints_arrow_is_seen_to_start_at_the_novices_that_move(tmp_path):
    """F974: the Hint's arrow for a Council move from the Book island left the mover's
    novice under the Architect standing beside it: the figure, drawn over the arrow's
    first stretch, read as the one that moves. Leaving its piece the arrow goes over the
    other figures and pieces there: along its first stretch its own gold shows over them,
    as far as its piece is wide and half again."""
    from positions import blank, isl, novices, play

    from luna.client.board.arrows import lead_stretch
    from luna.client.board.marks import START, Hint
    from luna.client.board.targets import Figure, Shrine
    s = blank(players=3)
    herbs, me = isl(s, "herbs"), s["to_move"]
    for p in range(3):                  # each player's novices on it, the Architect too
        novices(s, herbs, p, active=1 + p)
    s["architect"] = herbs
    # a novice on the island clockwise after the Apostate's: his next island (his ghost,
    # which takes a place among the pieces there) is not the Herbs island
    novices(s, (s["apostate"] + 1) % len(s["islands"]), 1, active=1)
    game = play(s)
    cmd = next(c for c in game.legal() if c["type"] == "council" and c["island"] == herbs)
    for size in ((1920, 1080), (1536, 864), (1280, 800)):
        app = make_app(tmp_path, speed="normal", size=size, menu=False)
        open_game(app, game, autosave=False)
        scene = app.scene
        frames(app, 5)
        app.mouse = (2, 2)
        scene.hints.hint = Hint(cmd, len(game.log))
        frames(app, 20)
        (_, a, b, away), = scene.marks.routes
        own = Group(herbs, me, "active")
        rect = next(r for r, tg in scene.board.hits if tg == own)
        assert rect.collidepoint(a), (size, "the arrow's start off the mover's novices")
        way = lead_stretch(a, b, away, START + max(rect.w, rect.h) * 1.5)
        crossed = [(tg, q) for r, tg in scene.board.hits if tg != own
                   and isinstance(tg, Figure | Group | Shrine)
                   for q in way if r.collidepoint(q) and not rect.collidepoint(q)
                   and math.dist(q, a) > START + 4]
        under = [(tg, q) for tg, q in crossed
                 if not _gold(app.screen.get_at((round(q[0]), round(q[1]))))]
        assert crossed, (size, "the arrow leaves past no figure here")
        assert not under, (size, under)
        pygame.display.quit()


def _gold(c) -> bool:
    """A pixel of the Hint's arrow (its gold, or the light stripe along its middle)."""
    return c.r > 200 and c.g > 150 and c.b < 200
