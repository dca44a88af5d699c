"""The LAN table's own save: it follows every change of the log the relay sends, so a
host who reopens the table from it brings back exactly the game everyone agreed on."""

from luna.client.tables.lan import LanTable
from luna.engine import new_game


class FakeClient:
    """What LanTable reads of a NetClient: a game, a queue of messages, saves."""

    def __init__(self, game):
        self.game = game
        self.inbox: list[dict] = []
        self.saved = 0

    def poll(self):
        out, self.inbox = self.inbox, []
        return out

    def save(self, path):
        self.saved += 1
        return path


def test_the_lan_save_is_written_on_opening_and_after_every_change_of_the_log(tmp_path):
    client = FakeClient(new_game(2, seed=1))
    session = LanTable(client, tmp_path / "lan-x.luna")
    assert client.saved == 1                       # the log is kept from the start
    for kind in ("command", "undone", "game", "resync", "log"):
        before = client.saved
        client.inbox.append({"type": kind})
        session.poll()
        assert client.saved == before + 1, kind
    before = client.saved
    client.inbox.append({"type": "room"})          # seats and names: nothing to save
    session.poll()
    assert client.saved == before
