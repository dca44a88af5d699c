"""Second review of issue 23: a fake table named seats its game does not have (a view of
one seat at a game of two, `waiting_for: 3` at a game of two, seats out of order) and
the window fell over with an IndexError in its first frame. A view must agree with
itself, and every seat a message names must be one of the game's."""

import pytest
from test_lan_ui import _frames_until, _join_from_menu, app  # noqa: F401 (fixture)
from test_net_flood_window import RID, _table

from luna.ai import RandomPlayer
from luna.client.demo.driver import frames
from luna.client.screens.game import GameScene
from luna.engine import new_game
from luna.net import NetClient
from luna.net.wire.messages import reply_problem
from luna.net.wire.protocol import msg


def _seat(k, name, colour):
    return {"seat": k, "kind": "lan", "name": name, "colour": colour, "ready": True,
            "claimed": True, "connected": True}


def _view(seats=((0, "Fake", "yellow"), (1, "Victim", "red")), players=2, **extra):
    return msg("room", room=RID, name="Fake", phase="playing", players=players,
               setup="intro", seats=[_seat(*s) for s in seats], **extra)


@pytest.mark.parametrize("view", [
    _view(seats=((0, "Fake", "yellow"),)),
    _view(seats=((1, "Victim", "red"), (0, "Fake", "yellow"))),
    _view(waiting_for=3),
    _view(undo={"id": 1, "seat": 2, "to": 0, "affected": [1], "accepted": []}),
], ids=["one seat of two", "out of order", "waiting for seat 3", "undo by seat 2"])
def test_a_view_that_does_not_agree_with_itself_is_unreadable(view):
    assert reply_problem(view) is not None
    assert reply_problem(_view(waiting_for=1)) is None


def _victim_to_move():
    g = new_game(players=2, seed=7, names=["Fake", "Victim"])
    while len(g.log) < 6 or g.to_move != 1:
        g.apply(RandomPlayer(3).choose(g))
    return g


def test_messages_naming_seats_the_game_does_not_have_are_not_acted_on():
    """Each message is well formed alone; against the game of two held, it names a seat
    of a bigger one (the window would index the game's seats with it)."""
    c = NetClient()
    game = _victim_to_move()
    c.seats = {1}
    c.inbox._process(msg("game", room=RID, header=game.header, total=0))
    four = _view(seats=[(k, f"P{k}", col) for k, col in
                        enumerate(("yellow", "red", "blue", "white"))], players=4)
    for m in (four, msg("undo_request", room=RID, id=1, seat=3, to=0, affected=[1],
                        accepted=[]), msg("seat_lost", room=RID, seat=2)):
        assert c.inbox._process(m)["type"] == "unreadable", m["type"]
    assert c.view is None and c.undo_request is None and c.seats == {1}
    assert c.inbox._process(_view())["type"] == "room" and c.view is not None
    four_game = new_game(players=4, seed=1)
    c.inbox._process(msg("game", room=RID, header=four_game.header, total=0))
    assert c.view is None                  # the view of two seats is not the new game's


@pytest.mark.parametrize("then", [
    [_view(seats=((0, "Fake", "yellow"),))],
    [_view(waiting_for=3)],
], ids=["one seat of two", "waiting for seat 3"])
def test_a_fake_table_naming_seats_it_has_not_cannot_crash_the_window(app, then):  # noqa: F811
    game, fake = _table(lambda g: then)      # our seat 1 is to move in its game
    try:
        _join_from_menu(app, fake.port, "Victim")
        _frames_until(app, lambda: isinstance(app.scene, GameScene), 10)
        frames(app, 30)
        assert app.running and isinstance(app.scene, GameScene)
        assert app.scene.table.client.game.log == game.log
    finally:
        fake.close()
