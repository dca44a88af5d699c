"""The LAN table's own save: it follows the log the relay sends, so a host who reopens
the table from it brings back exactly the game everyone agreed on; and it is written at
most once every SAVE_EVERY seconds (issue 23 §4: a fake table's stream rewrote it with
every message), and at once when the table closes."""

from luna.client.tables import lan
from luna.client.tables.lan import LanTable
from luna.engine import new_game


class FakeClient:
    """What LanTable reads of a NetClient: a game, a queue of messages, saves."""

    def __init__(self, game):
        self.game = game
        self.inbox: list[dict] = []
        self.saved = 0
        self.is_host, self.view, self.table_closed, self.retrying = False, None, False, None
        self.my_turn = False            # (whether a Hint may be worked out ahead: not here)

    @property
    def log(self):
        return self.game.log

    def close(self):
        pass

    def poll(self):
        out, self.inbox = self.inbox, []
        return out

    def save(self, path):
        self.saved += 1
        return path


def test_the_lan_save_follows_the_log_at_most_once_a_second(tmp_path, monkeypatch):
    game = new_game(2, seed=1)
    client = FakeClient(game)
    session = LanTable(client, tmp_path / "lan-x.luna")
    assert client.saved == 1                       # the log is kept from the start
    monkeypatch.setattr(lan, "SAVE_EVERY", 0.0)
    for kind in ("command", "undone", "game", "resync", "log"):
        before = client.saved
        game.apply(game.legal()[0])                # the relay's word changed the log
        client.inbox.append({"type": kind})
        session.poll()
        assert client.saved == before + 1, kind
    before = client.saved
    client.inbox.append({"type": "room"})          # seats and names: nothing to save
    session.poll()
    assert client.saved == before
    monkeypatch.setattr(lan, "SAVE_EVERY", 3600.0)
    for _ in range(5):                             # a stream of changes: not one write
        game.apply(game.legal()[0])
        client.inbox.append({"type": "command"})
        session.poll()
    assert client.saved == before
    session.close()                                # ... until the table closes
    assert client.saved == before + 1
