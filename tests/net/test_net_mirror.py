"""The client's copy of the game: strict order, gaps asked for again, hashes, cuts."""

import random

from luna.engine import new_game
from luna.net.client.mirror import Mirror
from luna.net.wire.hashing import snapshot_hash
from luna.net.wire.protocol import HASH_EVERY, msg


def _reference(n=40, seed=2):
    g = new_game(players=3, seed=seed)
    rng = random.Random(seed)
    for _ in range(n):
        g.apply(rng.choice(g.legal()))
    return g


REF = _reference()


def _started(total=0):
    m = Mirror()
    assert m.handle(msg("game", room="r", header=REF.header, lan={}, total=total,
                        epoch=0)) == []
    return m


def _cmd(seq):
    return msg("command", room="r", seq=seq, command=REF.log[seq - 1], epoch=0)


def test_commands_in_order_give_the_same_game_and_events():
    m = _started()
    for seq in range(1, 11):
        message = _cmd(seq)
        m.handle(message)
        assert message["events"], "the view needs the events of each command"
    assert m.log == REF.log[:10]


def test_a_gap_is_asked_for_once_and_filled_from_the_buffer():
    m = _started()
    m.handle(_cmd(1))
    out = m.handle(_cmd(4))
    assert out == [msg("resend", **{"from": 2})]
    assert m.handle(_cmd(5)) == []            # same gap: not asked twice
    assert len(m.log) == 1
    m.handle(msg("log", start=2, commands=REF.log[1:3], total=5))
    assert m.log == REF.log[:5] and not m.pending


def test_duplicates_are_skipped_and_a_different_command_cuts_our_log():
    m = _started()
    for seq in range(1, 6):
        m.handle(_cmd(seq))
    m.handle(_cmd(3))
    assert m.log == REF.log[:5]
    other = _reference(seed=9)
    m2 = Mirror()
    m2.handle(msg("game", room="r", header=other.header, lan={}, total=0, epoch=0))
    m2.handle(msg("log", start=1, commands=other.log[:6], total=6))
    # the relay (restarted from an older save) says command 5 was something else
    from luna.engine import replay
    fork = replay(other.header, other.log[:4])
    different = next(c for c in fork.legal() if c != other.log[4])
    m2.handle(msg("log", start=5, commands=[different], total=5))
    assert m2.log == other.log[:4] + [different]


def test_a_command_that_does_not_apply_asks_for_the_whole_log():
    m = _started()
    m.handle(_cmd(1))
    bad = msg("command", room="r", seq=2, command={"type": "place_shrine", "player": 0,
                                                    "island": 0}, epoch=0)
    assert m.handle(bad) == [msg("resync")]
    assert m.resyncs == 1 and len(m.log) == 1


def test_a_hash_goes_to_the_relay_every_few_commands():
    m = _started()
    sent = []
    for seq in range(1, 2 * HASH_EVERY + 1):
        sent += m.handle(_cmd(seq))
    hashes = [s for s in sent if s["type"] == "hash"]
    assert [h["seq"] for h in hashes] == [HASH_EVERY, 2 * HASH_EVERY]
    assert hashes[-1]["sha"] == snapshot_hash(m.game)


def test_catching_up_hashes_only_where_it_ends_and_undo_cuts():
    m = _started(total=17)
    out = m.handle(msg("log", start=1, commands=REF.log[:16], total=17))
    assert out == []                                  # not at the end yet
    out = m.handle(msg("log", start=17, commands=REF.log[16:17], total=17))
    assert out == []                                  # 17 is no checkpoint
    m.handle(msg("undone", room="r", to=12, by=0, epoch=1))
    assert m.log == REF.log[:12] and m.epoch == 1


def test_a_new_game_message_keeps_a_matching_log_and_trims_a_longer_one():
    m = _started()
    for seq in range(1, 9):
        m.handle(_cmd(seq))
    game_before = m.game
    m.handle(msg("game", room="r", header=REF.header, lan={}, total=8, epoch=0))
    assert m.game is game_before                      # nothing to replay on rejoin
    m.handle(msg("game", room="r", header=REF.header, lan={}, total=6, epoch=0))
    assert m.log == REF.log[:6]


def test_garbage_from_the_relay_does_not_raise():
    m = _started()
    for bad in (msg("command", seq="x", command=None), msg("log", start=1),
                msg("undone", to="no"), msg("game", header={"players": 9}, total=0)):
        out = m.handle(bad)
        assert out in ([], [msg("resync")])
