"""A name that draws nothing stops nobody's window, and a name that only looks like
another is told apart (issue 23, fourth attacker's review: g01-g03). A stranger joined
an open lobby as three U+FE0F variation selectors: every name check passed, and the
host's window ended at its next frame with pygame's "Text has zero width", its relay and
table with it; a save naming such a player ended the window at --load; a table named
"Anna's table" + U+FE0F drew exactly like the friend's and got no "(2)"."""

from __future__ import annotations

import os

import pytest
from netkit import client, relay, until

from luna.engine.names import name_problem, names_alike
from luna.net.wire.protocol import NAME

INVISIBLE = ["\ufe0f" * 3, "\u034f" * 3, "\U000e0100" * 2, " \ufe0f ", "\u200d\ufe0f"]


@pytest.mark.parametrize("name", INVISIBLE, ids=lambda s: "+".join(f"U{ord(c):04X}" for c in s))
def test_a_name_that_draws_nothing_is_refused_on_every_path(name):
    assert name_problem(name, 24) is not None              # a save's names, a snapshot's
    assert name_problem(name, 24, new=True) is not None    # a name being chosen
    assert NAME(name) is not None                          # the network's


@pytest.mark.parametrize("name", ["Anna", "Zoë", "❤️ Ben", "Иван", "李雷", "Ngô"])
def test_real_names_still_pass(name):
    assert name_problem(name, 24, new=True) is None


def test_names_that_look_alike_are_told_alike():
    assert names_alike("Anna's table\ufe0f", "Anna's table")
    assert names_alike("ANNA\u034f", "anna")
    assert names_alike("Ａｎｎａ", "Anna")          # full-width letters
    assert names_alike("Anna  Bell", "Anna Bell")
    assert not names_alike("Zoë", "Zoe")                 # an accent is seen
    assert not names_alike("Anna", "Anne")


@pytest.mark.parametrize("one, other", [
    ("ВОВА", "BOBA"),            # Cyrillic capitals that draw as Latin ones
    ("Рaul", "Paul"),            # one Cyrillic Р among Latin letters
    ("ΑΝΝΑ", "ANNA"),            # Greek capitals
    ("Al", "AI"),                # a small L and a capital i
    ("Copa", "COPA"),            # case alone, with a letter whose capital looks like a digit
    ("Bill", "BILL"),
    ("Olga", "olga"),
    ("Io", "IO"),
])
def test_names_that_look_alike_across_scripts_or_cases_are_alike(one, other):
    assert names_alike(one, other)


@pytest.mark.parametrize("one, other", [("Вова", "Boba"), ("Иван", "Ivan"), ("Zoë", "Zoe")])
def test_names_that_only_sound_alike_are_told_apart(one, other):
    assert not names_alike(one, other)


def test_words_that_draw_nothing_draw_as_a_blank_not_an_error():
    """The last guard: whatever reached a frame (a name of an older relay, a save made
    elsewhere), the text code draws a blank of one line's height."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from luna.client.window import fonts
    pygame.font.init()
    for words in INVISIBLE:
        for shadow in (True, False):
            pic = fonts.text(words, 17, shadow=shadow)
            assert pic.get_height() >= fonts.font(17).get_linesize()


def test_a_table_named_like_anothers_but_for_an_invisible_mark_gets_its_number():
    server = relay(rooms_per_address=8, lobbies_per_address=8)
    hosts = []
    try:
        for name in ("Anna's table", "Anna's table\ufe0f", "ANNA'S TABLE"):
            c = client(server)
            c.create("Anna", players=2, seats=[{"kind": "local"}, {"kind": "lan"}],
                     room_name=name)
            until(lambda c=c: c.view is not None or c.errors, [c], what="a lobby")
            assert not c.errors, c.errors
            hosts.append(c)
        listing = server.call(lambda: server.relay.room_list())
        assert [r["name"] for r in listing["rooms"]] == [
            "Anna's table", "Anna's table\ufe0f (2)", "ANNA'S TABLE (3)"]
    finally:
        for c in hosts:
            c.close()
        server.stop()


@pytest.mark.parametrize("host, guest", [("Anna", "ANNA\ufe0f"), ("BOBA", "ВОВА"),
                                         ("Copa", "COPA")],
                         ids=["invisible mark", "Cyrillic look-alike", "case alone"])
def test_a_seat_named_like_anothers_is_refused(host, guest):
    server = relay()
    try:
        h = client(server)
        h.create(host, players=3, seats=[{"kind": "local"}, {"kind": "lan"},
                                           {"kind": "lan"}])
        until(lambda: h.view is not None, [h], what="the lobby")
        s = client(server)
        s.join(h.room, guest)
        until(lambda: s.errors or s.seats, [s, h], what="an answer")
        assert [e["code"] for e in s.errors] == ["name_taken"] and not s.seats
        s.close()
        h.close()
    finally:
        server.stop()
