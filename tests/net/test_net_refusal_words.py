"""A move the relay refuses is explained in the player's own language: the relay sends the
engine's refusal code and parameters beside its English words, and every other error code
the relay can send has a sentence of its own in every language."""

from netkit import client, relay, until

from luna.net.wire.protocol import ERRORS, msg
from luna.text import TABLES, language, refusal, relay_error, set_language


def test_every_relay_error_code_has_a_sentence_in_every_language():
    for lang, table in TABLES.items():
        missing = [code for code in ERRORS if not table.get(f"net.error.{code}", "").strip()]
        assert not missing, f"{lang} has no words for {missing}"


def test_a_move_the_relay_refuses_is_explained_in_german():
    server = relay()
    c = client(server)
    before = language()
    try:
        c.create("Ann", players=2, seats=[{"kind": "local"}, {"kind": "random"}], seed=6)
        until(lambda: c.view is not None, [c])
        c.start()
        until(lambda: c.game is not None and c.my_turn, [c])
        me, n = c.game.to_move, len(c.log)
        tries = [{"type": "meditate", "player": me},
                 {"type": "herbs", "player": me, "island": 0, "count": 3},
                 {"type": "consecrate", "player": me, "tile": 1}]
        cmd = next(cmd for cmd in tries if c.game.refusal(cmd) is not None)
        expected = c.game.refusal(cmd)
        errors = c.error_count
        c.send(msg("play", seq=n + 1, command=cmd))     # past the window's own check
        until(lambda: c.error_count > errors, [c], what="the relay's refusal")
        m = c.errors[-1]
        assert m["code"] == "illegal" and m["message"] == expected.reason
        assert m["refusal"] == {"code": expected.code, "params": expected.params}
        set_language("de")
        german = relay_error(m)
        assert german == refusal(expected) and german != expected.reason
        without = {k: v for k, v in m.items() if k != "refusal"}     # an older relay
        assert relay_error(without) == TABLES["de"]["net.error.illegal"]
        assert len(c.log) == n
    finally:
        set_language(before)
        c.close()
        server.stop()


def test_other_relay_errors_are_said_in_the_players_language():
    before = language()
    try:
        set_language("fr")
        said = relay_error(msg("error", code="room_full", message="Seat 2 is not free"))
        assert said == TABLES["fr"]["net.error.room_full"] and "Seat" not in said
        odd = relay_error(msg("error", code="from_the_future", message="Something new"))
        assert "Something new" in odd          # a code we do not know keeps the relay's words
    finally:
        set_language(before)
