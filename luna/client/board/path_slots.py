"""Where each place of the temple path is drawn: the path shrinks as tiles are claimed,
but every tile and Guardian tile keeps its slot of the full path on the screen."""

from __future__ import annotations

from typing import NamedTuple

from ...engine.temple import full_path


class PathSlots(NamedTuple):
    for_index: dict[int, int]        # place on today's path -> slot of the full path
    of_tile: dict[int, int]          # tile number -> slot
    guardians: list[int]             # the Guardian tiles' slots, in order


def path_slots(snap: dict) -> PathSlots:
    full = full_path(snap["temple"]["rows"])
    tile_slot = {e["tile"]: k for k, e in enumerate(full) if "tile" in e}
    g_slots = [k for k, e in enumerate(full) if "guardian" in e]
    for_index = {}
    gi = 0
    for k, e in enumerate(snap["path"]):
        if "tile" in e:
            for_index[k] = tile_slot[e["tile"]]
        else:
            for_index[k] = g_slots[gi]
            gi += 1
    return PathSlots(for_index, tile_slot, g_slots)
