"""The council's name stands in one place all game, and no stack grows into it (issue 21:
a German fresh player at 1024x700, 150 %, four players, saw it jump: on the track in
round 1, left of it in round 2, under the candles in round 3, as stacks grew). Its place
comes from the stacks every seat may hold with this number of players (all their discs),
not from those on the seats now. Watched on the real loop, frame by frame at 60 Hz at
normal speed, while a stack grows from none to four on the seats' middle, by the candles
and by the jetty."""

from __future__ import annotations

import pytest
from human import Person
from positions import blank, play

from luna.client.board.targets import CouncilName
from luna.client.opening import open_game


def stacks(seat: int, players: int = 4):
    """A stack of 0 to `players` discs growing on `seat`, the other discs on seat 0 (the
    start; on seat 1 where the stack grows on seat 0)."""
    rest = 1 if seat == 0 else 0
    for k in range(players + 1):
        council = [[] for _ in range(11)]
        council[seat] = list(range(k))
        council[rest] += list(range(k, players))
        yield council


@pytest.mark.parametrize("size, lang, text", [((1024, 700), "de", 150),
                                              ((1280, 800), "fr", 125)],
                         ids=["1024x700-de-150", "1280x800-fr-125"])
def test_the_councils_name_stands_still_while_stacks_grow(tmp_path, size, lang, text):
    person = Person(tmp_path, size=size, language=lang, text_size=text)
    try:
        places, bad = set(), []
        for seat in (5, 0, 3, 10):
            for council in stacks(seat):
                snap = blank(4)
                snap["council"] = council
                open_game(person.app, play(snap), autosave=False)
                for frame in range(12):              # a fifth of a second, every frame
                    person.wait(1 / 60)
                    board = person.scene.board
                    name = board.rect_of(CouncilName())
                    places.add(tuple(name))
                    under = [(d, p) for d, p in board.discs
                             if d.colliderect(name.inflate(-2, -2))]
                    if under:
                        bad.append(f"seat {seat} {council[seat]} frame {frame}: "
                                   f"{name} under {under}")
        assert len(places) == 1, f"the council's name moved: {sorted(places)}"
        assert not bad, "\n".join(bad)
    finally:
        person.close()
