"""A LAN save keeps what it held when a relay's word cuts the game (an undo, or a fake
table): the `-previous` copy always holds the longest log this game ever had in the file,
so a second cut cannot overwrite the first backup (second review, N4)."""

from luna.ai import RandomPlayer
from luna.engine import new_game, replay
from luna.net.wire.lansave import load_lan, previous_path, save_lan

INFO = {"room": "c0ffee", "name": "Table", "seats": []}


def _played(n: int, seed: int = 5):
    g = new_game(players=2, seed=seed)
    for _ in range(n):
        g.apply(RandomPlayer(1).choose(g))
    return g


def test_a_second_cut_keeps_the_longest_log_aside(tmp_path):
    path = tmp_path / "lan-c0ffee.luna"
    real = _played(30)
    save_lan(real, INFO, path)
    other = replay(real.header, [])                 # a different first command...
    other.apply(next(c for c in other.legal() if c != real.log[0]))
    save_lan(other, INFO, path)
    assert load_lan(previous_path(path))[1]["log"] == real.log
    save_lan(replay(real.header, []), INFO, path)   # ...then everything undone
    assert load_lan(path)[1]["log"] == []
    assert load_lan(previous_path(path))[1]["log"] == real.log   # the 30 are still there


def test_a_longer_cut_log_replaces_a_shorter_backup(tmp_path):
    path = tmp_path / "lan-c0ffee.luna"
    short = _played(4)
    save_lan(short, INFO, path)
    save_lan(replay(short.header, []), INFO, path)
    assert load_lan(previous_path(path))[1]["log"] == short.log
    longer = _played(12)
    save_lan(longer, INFO, path)
    save_lan(replay(longer.header, longer.log[:2]), INFO, path)
    assert load_lan(previous_path(path))[1]["log"] == longer.log
