"""The rules book's pictures: small pieces of the board, drawn by the board's own code
(`board.BoardView`, `art`) from a position built for the picture, so a picture in the
book looks exactly like the table it explains (more scenes in rules_scenes.py)."""

from __future__ import annotations

import copy
from types import SimpleNamespace

import pygame

from ...engine import new_game
from ...text import t
from ..board import art
from ..board.action_art import picture as action_picture
from ..board.art.pieces import DISC_H, DISC_STEP, DISC_TOP
from ..board.layout import name_size
from ..board.temple_view import label as board_label
from ..board.view import BoardView
from ..window import caches
from ..window.fonts import text
from .rules_scenes import DRAW as SCENES
from .rules_scenes import action_scene

ARROW = (90, 70, 40)


def _snapshot(players: int = 2) -> dict:
    """A fresh introductory position, emptied for a picture to fill in."""
    snap = copy.deepcopy(new_game(players=players, seed=3, setup="intro").snapshot())
    for isl in snap["islands"]:
        isl["active"] = [0] * players
        isl["inactive"] = [0] * players
        isl["shrines"] = [False] * players
    return snap


def _stone(w: int, h: int) -> pygame.Surface:
    """A piece of the temple island's stone plateau, which these pieces stand on."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (178, 170, 152), surf.get_rect(), border_radius=10)
    pygame.draw.rect(surf, (120, 112, 98), surf.get_rect(), 2, border_radius=10)
    return surf


def island(width: int) -> pygame.Surface:
    """One island with each player's active novices on it and inactive ones beside it,
    the Moon Priestess and a shrine: what a round's actions use."""
    w, h = width, int(width * 0.8)
    snap = _snapshot(2)
    i = next(k for k, isl in enumerate(snap["islands"]) if isl["kind"] == "sailboat")
    snap["islands"][i].update(active=[3, 2], inactive=[2, 1], shrines=[True, False])
    snap["priestess"], snap["architect"], snap["apostate"] = i, (i + 3) % 7, (i + 5) % 7
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    lay = SimpleNamespace(islands={i: (0, 0, w, h)}, scale=max(0.9, width / 250))
    BoardView()._island(surf, snap, lay, i, set(), None, set())
    return surf


# The expulsion: the blue and white boards' first fields (field: row, column)
_FIELDS = {16: (0, 0), 28: (0, 1), 6: (0, 2), 13: (1, 0), 7: (1, 1)}


def _temple(size: int, novices: dict[int, str], books: set[int]) -> pygame.Surface:
    """Five temple fields of two rows, with novices (field -> colour) and Books."""
    snap = _snapshot(2)
    fields = {f["field"]: f for f in snap["temple"]["fields"]}
    rows = snap["temple"]["rows"]
    w, h = int(size * 3.2), int(size * 2.3)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    for number, (row, col) in _FIELDS.items():
        f = fields[number]
        cx = size * 0.6 + (col + row / 2) * size
        cy = h - size * 0.7 - row * size * 0.87
        hexs = art.hex_field(number, f["symbol"], rows[row], size, number in novices)
        r = hexs.get_rect(center=(int(cx), int(cy)))
        surf.blit(hexs, r)
        if number in novices:          # as the board draws them: below the number
            nov = art.novice(novices[number], int(size * 0.5))
            surf.blit(nov, nov.get_rect(midbottom=(r.centerx, r.bottom - size * 0.12)))
        if number in books:
            b = art.book_marker(int(size * 0.38))
            surf.blit(b, b.get_rect(center=(r.right - size * 0.22, r.bottom - size * 0.28)))
    return surf


def expulsion(width: int) -> pygame.Surface:
    """Before and after: yellow consecrates field 28; red's novice on the lower 6 beside
    it is expelled to the jetty, red's 7 keeps its Book of Wisdom, yellow's 16 is its own."""
    size = max(24, int(width / 7.4))
    before = _temple(size, {6: "red", 7: "red", 16: "yellow"}, {7})
    after = _temple(size, {28: "yellow", 7: "red", 16: "yellow"}, {7})
    gap = max(24, size // 2)
    jetty = art.jetty(int(size * 1.4), int(size * 0.5))
    out = _stone(before.get_width() * 2 + gap, before.get_height() + jetty.get_height() + 10)
    out.blit(before, (0, 0))
    out.blit(after, (before.get_width() + gap, 0))
    ax, ay = before.get_width() + 4, before.get_height() // 2
    pygame.draw.polygon(out, ARROW, [(ax, ay - 6), (ax + gap - 10, ay), (ax, ay + 6)])
    jr = jetty.get_rect(bottomright=(out.get_width() - 8, out.get_height() - 6))
    out.blit(jetty, jr)
    nov = art.novice("red", int(size * 0.45))
    out.blit(nov, nov.get_rect(midbottom=(jr.centerx, jr.bottom - 2)))
    if out.get_width() > width:
        out = pygame.transform.smoothscale(
            out, (width, int(out.get_height() * width / out.get_width())))
    return out


def council(width: int) -> pygame.Surface:
    """Seats 0 to 5 of the council: two discs on seat 3, blue on top of red (blue came
    later and is ahead), one disc on seat 1."""
    seats = 6
    seat_w = int((width - 16) / (seats * 1.1))
    snap = {"council": [[], [3], [], [1, 2], [], []], "colours": ["yellow", "red", "blue",
                                                                    "white"]}
    # room over the seats for the stack of two on seat 3, under them for the numbers
    # (under the discs' foot) and the council's name (nothing cut at the picture's top,
    # every seat numbered)
    y = 6 + int(seat_w * (DISC_STEP + DISC_TOP - 0.275))
    name = board_label(t("council.label"), name_size(SimpleNamespace(scale=0.9)),
                 bold=True).get_height()
    h = int(y + seat_w * (0.275 + DISC_H - DISC_TOP)) + 18 + name + 8
    surf = _stone(width, h)
    rects = [pygame.Rect(int(8 + k * seat_w * 1.08), int(y), seat_w, int(seat_w * 0.55))
             for k in range(seats)]
    lay = SimpleNamespace(council=rects, scale=0.9)
    BoardView()._council(surf, snap, lay, seats=True)
    return surf


def path(width: int) -> pygame.Surface:
    """The far end of the path: the Guardian on his tile, the released tiles behind him
    (one claimed by a novice) and the jetty; before him the group bribery reaches."""
    snap = _snapshot(2)
    # the tiles before guardian 5, he on it, the tiles after it (guardian 6 has left)
    part = copy.deepcopy([e for e in snap["path"][10:] if e.get("guardian") != 6])
    part[4]["claimed_by"] = 0                       # a claimed, released tile
    mini = {"path": part, "guardian": 2, "colours": snap["colours"]}
    n = len(part)
    size = max(18, int(width / (n * 1.12 + 1.6)))
    h = int(size * 1.7)
    surf = _stone(width, h)
    step = size * 1.12
    lay = SimpleNamespace(tile_size=size,
                          path_slots=[(size * 0.6 + k * step, h - size * 0.62)
                                      for k in range(n)])
    BoardView()._path(surf, mini, lay, set(), None, list(range(n)), set())
    jetty = art.jetty(int(width - (size * 0.6 + n * step) - 2), int(size * 0.7))
    surf.blit(jetty, jetty.get_rect(midleft=(int(size * 0.1 + n * step), int(h - size * 0.62))))
    return surf


def label(s: pygame.Surface, words: str, centre, colour, size: int) -> None:
    img = text(words, size, colour, bold=True, scaled=False)
    s.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))


def temple(width: int) -> pygame.Surface:
    """Temple fields with two of yellow's novices and one of red's: +2 and +1."""
    size = max(24, int(width / 4.6))
    fields = _temple(size, {16: "yellow", 28: "yellow", 7: "red"}, set())
    out = _stone(fields.get_width() + int(size * 1.6), fields.get_height() + 8)
    out.blit(fields, (4, 4))
    x = fields.get_width() + size * 0.8
    label(out, "+2", (x, out.get_height() * 0.32), (150, 100, 20), max(13, size // 2))
    label(out, "+1", (x, out.get_height() * 0.7), (150, 60, 50), max(13, size // 2))
    nov = art.novice("yellow", int(size * 0.4))
    out.blit(nov, nov.get_rect(midright=(int(x - size * 0.32), int(out.get_height() * 0.32))))
    nov = art.novice("red", int(size * 0.4))
    out.blit(nov, nov.get_rect(midright=(int(x - size * 0.32), int(out.get_height() * 0.7))))
    if out.get_width() > width:
        out = pygame.transform.smoothscale(
            out, (width, int(out.get_height() * width / out.get_width())))
    return out


DRAW = {"island": island, "expulsion": expulsion, "council": council, "path": path,
        "temple": temple, **SCENES}
_cache: dict[tuple[str, int], pygame.Surface] = caches.kept({})


def picture(name: str, width: int, ring: tuple[str, ...] | None = None) -> pygame.Surface:
    """The picture called `name`, at most `width` px wide (drawn once per width); an
    action's own picture (`action:<type>`) is the one the board and its menus show; the
    ring of islands in `ring`'s order (the board's; None: the introductory setup's)."""
    if name.startswith("action:"):
        return action_picture(name.split(":", 1)[1], min(width, 64), "white")
    ring = ring if name == "ring" else None
    key = (name, width, ring)
    if key not in _cache:
        surf = DRAW[name](width) if ring is None else DRAW[name](width, ring)
        _cache[key] = surf.subsurface(surf.get_bounding_rect()).copy()   # no empty rim
    return _cache[key]


def scene(name: str, width: int, ring: tuple[str, ...] | None = None) -> pygame.Surface:
    """A picture for a page's side: an action's own picture beside what it does where it
    is taken (drawn once per width), else the picture called `name` (`ring`: as there)."""
    if not name.startswith("action:"):
        return picture(name, width, ring)
    key = ("scene:" + name, width)
    if key not in _cache:
        action = name.split(":", 1)[1]
        img = action_scene(action, width)
        if img is None:
            img = action_picture(action, min(width, 110), "white")
        else:
            badge = action_picture(action, max(24, img.get_height() // 3), "yellow")
            img.blit(badge, (6, 6))
        _cache[key] = img
    return _cache[key]


def caption(s: str, size: int) -> pygame.Surface:
    return text(s, size, (206, 200, 176))
