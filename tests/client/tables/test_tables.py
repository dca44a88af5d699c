"""Tables without a window: one seat vocabulary and one move seed with the relay, and the
hook a guided game uses to allow only its lesson's moves."""

import time

import msgpack
import pytest

from luna.client.tables.local import LocalTable
from luna.client.tables.table import CommandApplied, SaveFailed
from luna.client.tables.thinker import Thinker
from luna.client.window.settings import Settings
from luna.engine import IllegalCommand, new_game, replay
from luna.net.relay import seatbots
from luna.net.relay.room import Room
from luna.net.wire.framing import decode
from luna.net.wire.lansave import save_lan
from luna.net.wire.messages import typed_request
from luna.net.wire.protocol import msg
from luna.saves import load
from luna.seats import HUMAN, Seat, move_seed, seats_of


class Conn:
    def __init__(self):
        self.room, self.seats, self.host, self.inbox = None, set(), False, []

    def send(self, message):
        self.inbox.append(msgpack.unpackb(msgpack.packb(message)))

    def send_frame(self, frame):
        self.inbox.append(decode(frame[4:]))

    def close(self, code, reason):
        pass


def _lan_save_after_some_moves(path, moves=12):
    """A relay's game (one person, two Novice computers) saved as the relay saves it."""
    room = Room("r1", "Test", players=3, seats=[{"kind": "local"}, {"kind": "novice"},
                                                 {"kind": "novice"}], seed=5)
    host = Conn()
    room.new_host_token("Hana")
    room.bind_host(host)
    room.lobby.start(host)
    while len(room.game.log) < moves:
        job = room.bot_job()
        if job:
            e, n, k, level, seed = job
            room.bot_play(e, n, k, seatbots.choose(room.game, level, seed))
        else:
            room.play(host, typed_request(msg("play", seq=len(room.game.log) + 1,
                                              command=room.game.legal()[0])))
    return save_lan(room.game, room.lan_info(), path)


def _relay_continues(game, seats, n):
    """What the relay would have played next: its computers, the person's first option."""
    g = replay(game.header, game.log)
    while len(g.log) < n and not g.is_over:
        seat = seats[g.to_move]
        g.apply(g.legal()[0] if seat.is_human else seatbots.choose(g, seat.kind, seat.seed))
    return g.log


def test_a_lan_save_continued_here_makes_the_relays_computer_moves(tmp_path):
    path = _lan_save_after_some_moves(tmp_path / "lan-r1.luna")
    game = load(path)
    seats = seats_of(game.header)
    assert [s.kind for s in seats] == [HUMAN, "novice", "novice"]
    assert all(s.seed for s in seats[1:])            # the relay's seeds came along
    want = _relay_continues(game, seats, len(game.log) + 30)
    thinker = Thinker(use_process=False)
    try:
        table = LocalTable(game, seats, thinker=lambda: thinker,
                           settings=Settings(speed="off", sound=False))
        end = time.monotonic() + 60
        while len(table.game.log) < len(want) and time.monotonic() < end:
            if table.may_act:
                table.apply(table.game.legal()[0])
            table.poll(0.1, idle=True)
            time.sleep(0.001)
        assert table.game.log == want
    finally:
        thinker.close()


def test_the_move_seed_is_one_formula_for_relay_and_window():
    assert move_seed(5, 7) == (5 * 1_000_003 + 7) & 0x7FFFFFFF
    assert move_seed(1 << 30, 3) < 1 << 31           # fits every bot's seed


def test_seats_from_a_header_keep_levels_and_seeds_and_read_odd_ones_safely():
    g = new_game(3, seed=1, seats=[{"kind": "human"}, {"kind": "adept", "seed": 9},
                                   {"kind": "master", "seed": 2}])
    assert seats_of(g.header) == [Seat(HUMAN), Seat("adept", 9), Seat("master", 2)]
    odd = dict(g.header, seats=[{"kind": "human"}, {"kind": "grandmaster", "seed": True},
                                {"kind": "novice", "seed": "x"}])
    assert seats_of(odd) == [Seat(HUMAN), Seat(HUMAN), Seat("novice", 0)]
    solo = new_game(players=1, seed=3, solo_level=1)
    assert [s.kind for s in seats_of(solo.header)] == [HUMAN, "automaton"]


class LessonTable(LocalTable):
    """The shape of a guided game: only the lesson's command is allowed."""

    def __init__(self, game, allowed):
        super().__init__(game, seats_of(game.header))
        self.allowed = allowed

    def refuse(self, cmd):
        return None if cmd == self.allowed else "The lesson asks for another move."


def test_a_table_may_allow_only_a_lessons_moves_and_says_why():
    g = new_game(2, seed=4, setup="intro")
    first, other = g.legal()[0], g.legal()[1]
    table = LessonTable(g, first)
    with pytest.raises(IllegalCommand, match="lesson"):
        table.apply(other)
    assert table.game.log == [] and table.poll() == []
    table.apply(first)
    assert table.game.log == [first]
    (applied,) = table.poll()
    assert isinstance(applied, CommandApplied) and applied.events


def test_an_autosave_that_fails_is_said_not_swallowed(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    g = new_game(2, seed=4, setup="intro")
    table = LocalTable(g, seats_of(g.header), autosave_to=blocker / "autosave.luna")
    table.apply(g.legal()[0])
    assert any(isinstance(e, SaveFailed) for e in table.poll())


def test_a_table_without_a_worker_waits_for_its_computers_and_never_crashes():
    g = new_game(2, seed=4, setup="intro", seats=[{"kind": "adept", "seed": 1},
                                                  {"kind": "human"}])
    table = LocalTable(g, seats_of(g.header))
    assert table.thinking_for == g.to_move == 0 and not table.may_act
    assert table.poll(1.0, idle=True) == [] and table.game.log == []


def test_every_table_shows_the_whole_face_the_game_screen_uses():
    from luna.client.tables.lan import LanTable
    from luna.client.tables.local import ReplayTable
    from luna.client.tables.table import Table
    face = [n for n in dir(Table) if not n.startswith("_")]
    assert {"may_act", "apply", "undo", "redo", "poll", "close", "offers"} <= set(face)
    for cls in (LocalTable, LanTable, ReplayTable):
        missing = [n for n in face if not hasattr(cls, n)]
        assert not missing, (cls.__name__, missing)


class _Worker:
    """A computers' worker that answers each request at once, as `answers` says."""

    def __init__(self, answers: list) -> None:
        self.answers, self.pending, self.busy, self._n = answers, None, False, 0

    def ask(self, *args, **kwargs) -> int:
        self._n += 1
        self.pending = self._n
        return self._n

    def poll(self):
        self.pending = None
        return self.answers.pop(0)

    def cancel(self) -> None:
        self.pending = None


def test_a_hint_asked_with_a_move_in_hand_that_fails_keeps_the_plain_hint_as_plain():
    """A Hint asked again with a move in hand whose answer failed leaves the plain Hint
    standing for the position without a move in hand, never as if it had priced that
    move (it was kept under the move in hand's name)."""
    from luna.client.tables.table import HintReady, Hints, Notice
    from luna.engine import new_game
    game = new_game(players=2, seed=5, seats=[{"kind": "human"}] * 2)
    cmd = game.legal()[0]
    planned = game.legal()[1]
    worker = _Worker([(cmd, None), (None, "the worker stopped")])
    hints = Hints(lambda: worker)
    assert hints.ask(game)
    assert isinstance(hints.poll(game), HintReady)
    assert hints.ask(game, in_hand=planned)
    assert isinstance(hints.poll(game), Notice)            # said once, as it failed
    assert hints.worked_out(game) and not hints.worked_out(game, planned)


def test_a_hint_after_one_that_gave_a_plan_is_asked_with_that_plan():
    """F652: the Hint after one that gave a plan ("…; next: …") is asked with that plan
    (the Hint's move, the planned one, where it was given), so the judge can say what
    changed where the new Hint leaves it (ai.plan); one with no plan asks with none."""
    from luna.client.tables.table import HintReady, Hints
    from luna.engine import new_game
    game = new_game(players=2, seed=5, seats=[{"kind": "human"}] * 2)
    cmd, then = game.legal()[0], game.legal()[1]

    class Asked(_Worker):
        def ask(self, *args, **kwargs) -> int:
            self.kwargs = kwargs
            return super().ask(*args, **kwargs)
    worker = Asked([(cmd, None)])
    worker.reason = {"account": {"then": then}}
    hints = Hints(lambda: worker)
    assert hints.ask(game) and "plan" not in worker.kwargs
    assert isinstance(hints.poll(game), HintReady)
    at = len(game.log)
    game.apply(cmd)
    assert hints.ask(game)
    assert worker.kwargs["plan"] == {"command": cmd, "then": then, "at": at}
    worker.reason = {}
    worker.answers.append((game.legal()[0], None))     # (a move of this position)
    assert isinstance(hints.poll(game), HintReady)
    game.apply(game.legal()[0])
    assert hints.ask(game) and "plan" not in worker.kwargs
