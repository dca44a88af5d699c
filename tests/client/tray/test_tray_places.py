"""Each action keeps its place in every tray (fresh players: a click where Appoint stood on
one island hit Council on the next, where the Architect's Build shrine had pushed it on):
one slot per kind (game/tray_slots.py), the five every island offers first, the
figures' (Build shrine, Banish: taken only on their island, greyed with why elsewhere)
next, the held favours' last, each in its own slot on every island. On the real loop at
normal speed."""

from __future__ import annotations

import pygame
import pytest
from positions import blank, give, isl, novices, play, shrine
from test_ring_form import app_at

from luna.client.board.targets import Island
from luna.client.demo.driver import click, frames, target_rect
from luna.client.game import tray_open, tray_room
from luna.client.game.acting import Acting
from luna.client.game.actions import actions_at, island_of
from luna.client.game.greyed_slots import every_slot
from luna.client.game.intents import SayNo
from luna.client.game.tray_slots import SLOTS, slots_reached
from luna.text import t


def _tray(app, i: int) -> dict:
    """Island `i`'s tray opened by a click, the pointer away: {kind: its tile}."""
    tray_open.close_tray(app.scene)
    frames(app, 1)
    click(app, target_rect(app.scene, Island(i)).center)
    frames(app, 20)
    app.mouse = (2, 2)
    frames(app, 2)
    ring = app.scene.ring
    return {a.kind: pygame.Rect(c) for c, a in zip(ring.cards, ring.actions, strict=True)}


def test_each_action_keeps_its_place_on_every_islands_tray(tmp_path):
    s = blank(players=3)
    sailboat, herbs, novice = isl(s, "sailboat"), isl(s, "herbs"), isl(s, "novice")
    assert s["architect"] == sailboat and s["apostate"] == novice
    for i in (sailboat, herbs, novice):
        novices(s, i, 0, active=2, inactive=1)
    give(s, 0, "shrine", "herbs")
    app = app_at(tmp_path, (1024, 700), play(s))
    trays = {i: _tray(app, i) for i in (sailboat, herbs, novice)}
    first = ["favour", "recruit", "appoint", "council", "travel"]
    for i, tray in trays.items():
        assert list(tray)[:5] == first, (i, list(tray))
        assert all(tray[k] == trays[herbs][k] for k in first + ["herbs"]), i   # one place
    for i, tray in trays.items():                 # every slot on every island: the
        assert list(tray)[5:] == ["build_shrine", "banish", "herbs", "tides"], i   # figures',
        assert all(tray[k] == trays[herbs][k] for k in tray), i   # the favours', one place
    greyed = {i: {a.kind: a.refused for a in _acts(app, i)} for i in (sailboat, novice)}
    assert greyed[novice]["build_shrine"].startswith("Only on the island where the Architect")
    assert greyed[sailboat]["banish"].startswith("Only with active novices of the Apostate")
    banish = next(a for a in _acts(app, sailboat) if a.kind == "banish")   # a click or
    assert Acting.take(banish) == [SayNo(greyed[sailboat]["banish"])]     # Enter says why


def test_a_tray_of_one_tile_stands_where_the_first_tile_stands(tmp_path):
    """F536: a temple tile's tray was one tile (Consecrate) in a corner of an empty panel,
    in Council's slot. A tray of one tile stands in the first slot, where the steady
    tray's first tile (Favour) stands; its empty room says in words what the tray is
    (the glass empty round one tile looked broken)."""
    from positions import claim

    from luna.client.board.targets import Tile
    s = blank(players=3)
    tile = next(e["tile"] for e in s["path"][s["guardian"] + 1:] if "tile" in e)
    claim(s, tile, 0)
    novices(s, 0, 0, active=2)
    app = app_at(tmp_path, (1024, 700), play(s))
    steady = _tray(app, 0)
    tray_open.close_tray(app.scene)
    frames(app, 1)
    click(app, target_rect(app.scene, Tile(tile)).center)
    frames(app, 20)
    ring = app.scene.ring
    assert [a.kind for a in ring.actions] == ["consecrate"]
    assert ring.cards[0] == steady["favour"], (ring.cards[0], steady["favour"])
    assert ring.alone_said is not None, "the tray's empty room says nothing"
    room, lines = ring.alone_said
    assert " ".join(lines).split() == t("ring.alone", place=t("ring.place.tile", tile=tile),
                                        action=t("ring.consecrate")).split()
    assert ring.rect.contains(room) and not room.colliderect(ring.cards[0]), (room, ring.rect)


def test_a_temple_tiles_appointment_names_the_island_of_its_symbol(tmp_path):
    """A temple tile's tray of one Appointment says the one island it is made from, the
    island of the tile's symbol, where another island's novices stand as many (they
    cannot claim it: the player thought the game chose among them)."""
    from luna.client.board.targets import Tile
    from luna.text import island
    s = blank(players=3)
    entry = next(e for e in s["path"][s["guardian"] + 1:] if "tile" in e)
    home = isl(s, entry["symbol"])
    other = next(i for i, x in enumerate(s["islands"]) if i != home)
    for i in (home, other):
        novices(s, i, 0, active=3)
    app = app_at(tmp_path, (1024, 700), play(s))
    click(app, target_rect(app.scene, Tile(entry["tile"])).center)
    frames(app, 20)
    ring = app.scene.ring
    assert [a.kind for a in ring.actions] == ["appoint"]
    assert ring.alone_said is not None, "the tray's empty room says nothing"
    words = t("ring.alone.appoint", place=t("ring.place.tile", tile=entry["tile"]),
              action=t("ring.appoint"), island=island(entry["symbol"]))
    assert " ".join(ring.alone_said[1]).split() == words.split()


def test_a_greyed_tile_names_every_obstacle_standing_now():
    """Build shrine on the Architect's island where the player has a shrine and holds no
    shrine favour: its reason says the shrine stands there, and the favour too, so no
    turn is spent taking the favour only to be refused again."""
    s = blank(players=3)
    i = isl(s, "sailboat")
    assert s["architect"] == i
    novices(s, i, 0, active=2)
    shrine(s, i, 0)
    game = play(s)
    snap = game.snapshot()
    acts = every_slot(actions_at(Island(i), game.legal(), snap, 0, game), Island(i), snap,
                      0, game)
    why = next(a.refused for a in acts if a.kind == "build_shrine")
    assert why.startswith("You already have a shrine on "), why
    assert "no shrine favour" in why, why


def _acts(app, i: int) -> list:
    """Island `i`'s tray's actions (opened by a click, as _tray)."""
    _tray(app, i)
    return app.scene.ring.actions

COLOURS = ["white", "blue", "yellow", "red"]


def _positions(players: int, count: int) -> list:
    """`count` positions of seeded hot-seat games, the preliminary rounds' too (a random
    setup), each a game whose person to move has a choice; the same colours and names in
    each (the turn line's rows over the cards are the names' own)."""
    import random

    from luna.engine import new_game
    out = []
    for seed in range(1, 99):
        setup = "random" if seed % 2 else "intro"
        g = new_game(players=players, seed=seed, setup=setup, colours=COLOURS[:players],
                     seats=[{"kind": "human"}] * players)
        rng = random.Random(seed)
        for n in range(60):
            legal = g.legal()
            if g.is_over or not legal:
                break
            if n % 6 == 3:
                out.append(g.clone())
            g.apply(rng.choice([c for c in legal if c["type"] != "meditate"] or legal))
        if len(out) >= count:
            return out[:count]
    return out


def _held_or_not(game) -> list:
    """`game`'s moment twice, its player to move without and with the Sailboat favour
    (the token back on its island, or taken from it or from whoever holds it), each a
    game from that snapshot: no log, so the players' cards stand whole while a tray
    stands where the window has the room; none before the actions."""
    import copy

    from luna.engine import from_snapshot
    snap = game.snapshot()
    me = snap["to_move"]
    if snap["phase"] != "actions" or me is None:
        return []
    out = []
    for sailing in (False, True):
        s = copy.deepcopy(snap)
        home = next(i for i in s["islands"] if i["kind"] == "sailboat")
        if "sailboat" in s["favours"][me]:
            s["favours"][me].remove("sailboat")
            home["favours"] += 1
        if sailing:
            holder = next((held for held in s["favours"] if "sailboat" in held), None)
            if holder is not None:
                holder.remove("sailboat")
            else:
                home["favours"] -= 1
            s["favours"][me] = sorted(s["favours"][me] + ["sailboat"])
        out.append(from_snapshot(s))
    return out


def _two_players():
    """Two players, player 0 to move with two novices on the Shrine island, no favour
    held."""
    s = blank(players=2)
    novices(s, isl(s, "shrine"), 0, active=2)
    return play(s)


@pytest.mark.parametrize("size, text_size", [((1024, 700), 100), ((1024, 700), 150),
                                             ((1280, 800), 125), ((1920, 1080), 100)])
def test_each_kind_has_one_rectangle_in_every_tray_and_every_tray_one_size(
        tmp_path, size, text_size):
    """Over 32 positions of seeded games of three and of four (in two columns of three
    and a two players' game where nobody holds Tides), each also without and
    with its player to move holding the Sailboat favour, and every place a click opens
    a tray at, each action kind's tile stands in one rectangle at a number of players,
    whatever favours are held (F249), a tray of one tile in one too, the first slot's
    (F536), and the trays of a turn have one glass;
    on an island every slot of the glass holds its kind's tile, greyed with its reason
    where it cannot be taken there (Build shrine off the Architect's island, Banish off
    the Apostate's); Herbs and Tides on every island, greyed with the engine's reason
    where the favour is not held, the Sailboat's move where it is held."""
    from luna.client.demo.driver import make_app
    from luna.client.opening import open_game
    from luna.client.tables.table import Restarted
    app = make_app(tmp_path, size=size, text_size=text_size)
    seen: dict[tuple, set] = {}                   # (players, kind): its rectangles
    trays, islands, header, kinds = 0, 0, None, set()
    four = _positions(4, 16) if text_size < 150 else []   # (two columns, four players:
    #                      Herbs and Tides held move the rows' gap there, F258)
    two = [_two_players()] if text_size >= 150 else []    # (two columns, two players
    #                      none holding Tides: the Sailboat held moved the tray up, F718)
    turns = [(g, game.header) for game in two + _positions(3, 16) + four
             for g in (game, *_held_or_not(game))]
    for game, started in turns:
        if started != header:                     # each game on its own screen
            header = started
            open_game(app, game, autosave=False)
            frames(app, 1)
        scene = app.scene
        scene.table.game = game                   # its later positions in turn, as an
        scene.table._out.append(Restarted())      # undo replaces the game
        app.update(1 / 60)                        # (taken in; its board not drawn)
        glass = set()
        for target in sorted(scene.clickable, key=repr):
            if not tray_open.open_ring(scene, target):
                continue
            trays += 1
            glass.add(tuple(scene.ring.rect))
            assert scene.ring.rect.bottom <= tray_room.ring_log(
                scene.acting, tray_open.tray_view(scene)).bottom, target   # (its area)
            one = len(scene.ring.actions) == 1      # (a tray of one tile: in the first
            for card, act in zip(scene.ring.cards, scene.ring.actions, strict=True):  # slot)
                seen.setdefault((game.header["players"], act.kind + " alone" * one),
                                set()).add(tuple(card))
                assert not one or card.topleft == scene.ring.origin, (target, act.kind)
                kinds.add(act.kind)
                assert scene.ring.rect.contains(card), (target, act.kind)   # (drawn)
            if island_of(target, scene.snap) is not None and \
                    scene.snap["phase"] == "actions":        # every slot of the grid
                islands += 1                                 # its kind's button, greyed
                shown = [a.kind for a in scene.ring.actions]    # with its reason or not
                held = scene.snap["favours"][scene.ring.me]     # Herbs and Tides on
                reached = slots_reached(scene.snap, scene.ring.me, scene.ring.spare)
                want = [SLOTS[k][0] for k in range(min(reached, 9))] + \
                    ["sailboat"] * ("sailboat" in held)    # every island, held or not
                #                                            (in three columns or more)
                assert shown == want, (target, shown)
                assert all(a.enabled or a.refused for a in scene.ring.actions), target
                for act in scene.ring.actions:               # (the engine's reason)
                    if act.kind in ("herbs", "tides") and act.kind not in held:
                        assert act.refused.startswith("You hold no "), act.refused
            tray_open.close_tray(scene)
        assert len(glass) <= 1, (game.snapshot()["phase"], glass)
    assert trays >= 100 and islands >= 50 and {"favour", "recruit", "appoint", "council", "travel",
                             "build_shrine", "banish", "meditate", "sailboat"} <= kinds
    moved = {kind: rects for kind, rects in seen.items() if len(rects) > 1}
    assert not moved, moved


def _every_choice() -> dict:
    """Three players, player 0 to move after a move each (the log has lines), who
    may plan a Travel, Tides and Sailboat, choose an Appointment's tile (6, or 10 with the
    Bribery favour) and move a Book (its temple novices on 2, 18 with a Book, 28)."""
    from positions import empty_temple, temple_novice
    s = blank(players=3)
    novices(s, isl(s, "sailboat"), 0, active=3)
    novices(s, isl(s, "tides"), 0, active=3, inactive=2)
    novices(s, isl(s, "book"), 0, active=2)
    give(s, 0, "bribery", "tides", "sailboat", "book")
    empty_temple(s)
    for f in (2, 18, 28):
        temple_novice(s, f, 0, book=f == 18)
    novices(s, isl(s, "shrine"), 1, active=3)
    novices(s, isl(s, "herbs"), 2, active=3)
    g = play(s)
    for _ in range(3):                  # (player 0 has none to recruit: a Travel)
        g.apply(next(c for c in g.legal() if c["type"] in ("recruit", "travel")))
    return g


@pytest.mark.parametrize("size, language", [((1024, 700), "en"), ((1280, 800), "fr")])
def test_every_planned_moves_cancel_stands_in_one_place_over_one_log_top(tmp_path, size,
                                                                         language):
    """F654: a planned Travel's Confirm and Cancel stood where the tray stands, an
    Appointment's lone Cancel low in the panel, and the log moved each time. Every choice
    made on the board (Travel, Tides, Sailboat, an Appointment's tile, the Book's move)
    has its Cancel in one rectangle where the tray stood, and the log under its words
    begins at one line; Cancel lets each go."""
    from human import Person
    from test_scoring_summary import open_at

    from luna.client.board.targets import Held, LogLine
    person = Person(tmp_path, size=size, language=language)
    try:
        open_at(person, _every_choice())
        scene = person.scene
        sailboat, tides = isl(scene.snap, "sailboat"), isl(scene.snap, "tides")
        cancels, tops = {}, {}
        for kind, where in (("travel", sailboat), ("appoint", sailboat), ("tides", tides),
                            ("sailboat", sailboat), ("book", None)):
            if where is None:
                person.click_on(Held(0, "book"))
            else:
                person.click_on(Island(where))
                person.take(kind)
            assert scene.builder or scene.acting.tile_pick or scene.acting.book_pick, kind
            cancel = person.button(t("btn.cancel_move"))
            cancels[kind] = pygame.Rect(cancel.rect)
            tops[kind] = min(pygame.Rect(r).top for r, tg in scene.board.hits
                             if isinstance(tg, LogLine))
            assert cancel.rect.top < scene.move_help.rect.top < tops[kind], kind
            person.click(cancel.rect.center)
            assert not (scene.builder or scene.acting.tile_pick or scene.acting.book_pick)
        assert len(set(map(tuple, cancels.values()))) == 1, cancels
        assert len(set(tops.values())) == 1, tops
        assert len(scene.game.log) == 3                 # (nothing was played)
    finally:
        person.close()
