"""A round of three players that uses every action, scripted twice: as a person plays it
on the pieces (the action ring, lit places, drags) and as it was played before the ring,
through each place's text menu (now the right click's fallback).
`tests/client/moves/test_direct_play.py` plays the first at human pace; `bench/clicks.py` plays
both and compares clicks and mouse travel per action.
"""

from __future__ import annotations

from typing import NamedTuple

from positions import blank, give, isl, novices, play

from luna.client.board.targets import Candles, CouncilSeat, Field, Group, Island, Tile
from luna.client.game.actions import ring_targets
from luna.engine.data import COUNCIL_POINTS


def position():
    """Round 1 of a 3-player game, everyone's pieces where the round below needs them."""
    s = blank(players=3)
    herbs, shrine, tides = isl(s, "herbs"), isl(s, "shrine"), isl(s, "tides")
    book, sailboat, novice = isl(s, "book"), isl(s, "sailboat"), isl(s, "novice")
    novices(s, herbs, 0, active=2)
    novices(s, tides, 0, active=5)
    novices(s, shrine, 1, active=4)
    novices(s, novice, 1, active=3)
    novices(s, book, 1, active=2)
    novices(s, sailboat, 2, active=4)
    give(s, 0, "bribery", "tides")
    give(s, 1, "sailboat", "novice")
    give(s, 2, "shrine", "book")
    return play(s)


class Step(NamedTuple):
    """One move: what a person does on the pieces (`gesture`, its places) and the command
    the engine must receive."""
    gesture: str          # ring, seat, plus, tile, drag, ring_drag, chip, button, book_drag
    kind: str             # the action
    places: tuple         # the places the gesture uses, in order
    command: dict


def steps() -> list[Step]:
    """The round, move by move (players 0, 1, 2 in turn; the 4th candle ends it)."""
    herbs, shrine, sailboat, novice, tides, book = 2, 1, 3, 5, 6, 0
    return [
        Step("ring", "favour", (Group(herbs, 0, "active"),),
             {"type": "favour", "player": 0, "island": herbs, "novice_token": False}),
        Step("ring", "recruit", (Group(shrine, 1, "active"),),
             {"type": "recruit", "player": 1, "island": shrine, "novice_token": False}),
        Step("ring", "build_shrine", (Island(sailboat),),
             {"type": "build_shrine", "player": 2, "novice_token": False}),
        Step("seat", "council", (Group(tides, 0, "active"), CouncilSeat(2, COUNCIL_POINTS[2])),
             {"type": "council", "player": 0, "island": tides, "count": 2,
              "novice_token": False}),
        Step("plus", "banish", (Island(novice),),
             {"type": "banish", "player": 1, "count": 2, "novice_token": False}),
        Step("tile", "appoint", (Island(sailboat), Tile(6)),
             {"type": "appoint", "player": 2, "island": sailboat, "tile": 6, "bribe": False,
              "novice_token": False}),
        Step("ring", "herbs", (Group(tides, 0, "inactive"),),
             {"type": "herbs", "player": 0, "island": tides, "count": 2}),
        Step("drag", "travel", (Group(shrine, 1, "active"), Island(book)),
             {"type": "travel", "player": 1, "moves": [{"from": shrine, "to": book,
                                                        "count": 2}]}),
        Step("ring", "consecrate", (Tile(6),),
             {"type": "consecrate", "player": 2, "tile": 6, "bribe": False}),
        Step("drag", "tides", (Group(herbs, 0, "inactive"), Island(book)),
             {"type": "tides", "player": 0, "moves": [{"from": herbs, "active": False,
                                                       "to": book, "count": 2}]}),
        Step("ring_drag", "sailboat", (Group(novice, 1, "active"), Island(sailboat)),
             {"type": "sailboat", "player": 1, "from": novice, "to": sailboat, "count": 1}),
        Step("book_drag", "book", (Field(3), Field(6)),
             {"type": "book", "player": 2, "from": 3, "to": 6}),
        Step("tile", "appoint", (Island(tides), Tile(9)),
             {"type": "appoint", "player": 0, "island": tides, "tile": 9, "bribe": True,
              "novice_token": False}),
        Step("chip", "favour", (Island(book),),
             {"type": "favour", "player": 1, "island": book, "novice_token": True}),
        Step("button", "meditate", (), {"type": "meditate", "player": 2}),
        Step("ring", "meditate", (Candles(),), {"type": "meditate", "player": 0}),
        Step("ring", "meditate", (Candles(),), {"type": "meditate", "player": 1}),
        Step("button", "meditate", (), {"type": "meditate", "player": 2}),
    ]


# -- playing it -----------------------------------------------------------------------------------
def centre(person, target):
    from luna.client.demo.driver import target_rect
    return target_rect(person.scene, target).center


def on_the_pieces(person, step: Step) -> None:
    """The step as a person plays it now: on the pieces, through the action ring."""
    from luna.text import t
    g, places = step.gesture, step.places
    if g == "ring":
        person.act(places[0], step.kind)
    elif g in ("seat", "tile"):               # the ring open, a place of it chooses
        person.click_on(places[0])
        scene = person.scene
        assert places[1] in ring_targets(scene.ring, scene.game), f"{places[1]} does not choose"
        person.click_on(places[1])
        if step.command.get("bribe"):         # only the favour makes it legal: asked once
            person.click_on(places[1])        # more before it plays (F571)
    elif g in ("plus", "chip"):               # a control on the button, then the button
        person.click_on(places[0])
        person.click(person.ring_part(step.kind, g).center)
        person.take(step.kind)
    elif g == "drag":                         # drag, then Confirm
        person.drag(centre(person, places[0]), centre(person, places[1]))
        person.press(t("btn.confirm"))
    elif g == "ring_drag":                    # the move chosen on the ring, then dragged
        person.act(places[0], step.kind)
        person.drag(centre(person, places[0]), centre(person, places[1]))
        person.press(t("btn.confirm"))
    elif g == "book_drag":
        person.drag(centre(person, places[0]), centre(person, places[1]))
    elif g == "button":
        person.press(t(f"btn.{step.kind}"))
    else:
        raise ValueError(g)


def through_the_menu(person, step: Step) -> None:
    """The step as it was played before the ring: the place's text menu (a left click
    then, a right click now) and its entry; a move built by clicks, then Confirm."""
    from luna.client.demo.driver import target_rect
    from luna.text import t
    scene = person.scene
    cmd = step.command
    if step.gesture == "button":
        person.press(t(f"btn.{step.kind}"))
        return
    where = step.places[0]
    if cmd["type"] == "appoint":
        where = Island(cmd["island"])
    person.click(target_rect(scene, where).center, button=3)
    entries = scene.menu_options
    if step.kind in ("travel", "tides", "sailboat"):
        entry = next(b for b, o in entries.items() if o and o.builder
                     and o.builder[0] == step.kind)
        person.click(entry.rect.center)
        sent = cmd.get("count") or sum(m["count"] for m in cmd["moves"])
        for _ in range(sent):                 # a click a novice (a drop sends the group)
            person.click_on(step.places[1])
        person.press(t("btn.confirm"))
        return
    entry = next(b for b, o in entries.items() if o and o.command == cmd)
    person.click(entry.rect.center)


def menu_lines(person) -> int:
    """The entries of the text menu standing now (Cancel not counted)."""
    return max(0, len(person.scene.menu) - 1)
