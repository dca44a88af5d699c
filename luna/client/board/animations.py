"""Animations driven by the engine's events.

The engine state changes at once; the view catches up. Each animation hides its own
effect from the board until it lands (a `hides` map applied to the snapshot before
drawing), draws its moving sprite meanwhile, and says whether input must wait.
"""

from __future__ import annotations

import copy
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial

import pygame

from ...text import t
from ..window import fonts
from ..window.fonts import text
from . import art
from .banner import Banner
from .layout import Layout
from .tween import Tween, arc_point

Point = tuple[float, float]

# Settings -> Reduced motion, set by the game screen before it asks for a move's
# animations: what flies (pieces, tokens, figures round the ring) fades out where it was
# and in where it goes, and a score's number fades in and out in place, instead of
# sliding and rising. Their timing and what they hide stay as they are.
calm = False


@dataclass
class Anim:
    tween: Tween
    blocking: bool = True
    hides: dict = field(default_factory=dict)
    sound: str | None = None
    paint: Callable[[pygame.Surface, float], None] | None = None
    sounded: bool = False
    turn_of: int | None = None     # a "your turn" banner: dropped once the turn moves on
    words: str = ""                # a banner's words (what it tells, for what reads it)
    reveal: float = 1.0            # its effect shows from this part of its way on
    at: tuple | None = None        # a score's number: the place it rises from
    over_panel: float | None = None    # from this part of its way on drawn after the side
    #                                    panel (a score flying to its card: drawn under the
    #                                    panel it was cut at the panel's edge)

    @property
    def late(self) -> bool:
        """Drawn after the side panel now (`over_panel`)."""
        return self.over_panel is not None and self.tween.started and \
            self.tween.value >= self.over_panel

    @property
    def hiding(self) -> bool:
        return bool(self.hides) and self.tween.progress < self.reveal and not self.tween.done

    def draw(self, surf: pygame.Surface) -> None:
        if self.tween.started and not self.tween.done and self.paint:
            self.paint(surf, self.tween.value)


_shown: list = [None, (), None]     # the last (snapshot, its hiding animations, view)


def apply_hides(snap: dict, anims: list[Anim]) -> tuple[dict, set]:
    """The snapshot as the view should show it now, and the figures in flight: made again
    only when the snapshot or what hides part of it changes (a copy each frame was a
    sixth of an animated frame's time)."""
    pending = [a for a in anims if a.hiding]
    if not pending:
        return snap, set()
    now = tuple((a, a.tween.started) for a in pending)
    last_snap, last, shown = _shown
    if last_snap is snap and len(last) == len(now) \
            and all(a is b and s == t for (a, s), (b, t) in zip(last, now, strict=True)):
        return shown
    shown = _hidden(snap, pending)
    _shown[:] = [snap, now, shown]
    return shown


def _hidden(snap: dict, pending: list[Anim]) -> tuple[dict, set]:
    view = copy.deepcopy(snap)
    figures: set = set()
    for a in pending:
        for key, n in a.hides.items():
            what = key[0]
            if what == "woken":                     # still lying at the shore
                _, i, p = key
                view["islands"][i]["active"][p] = max(0, view["islands"][i]["active"][p] - n)
                if not a.tween.started:
                    view["islands"][i]["inactive"][p] += n
            elif what in ("active", "inactive"):
                _, i, p = key
                cell = view["islands"][i][what]
                cell[p] = max(0, cell[p] - n)
            elif what == "jetty":
                view["jetty"][key[1]] = max(0, view["jetty"][key[1]] - n)
            elif what == "island_favours":
                isl = view["islands"][key[1]]
                isl["favours"] = max(0, isl["favours"] - n)
            elif what == "held":
                _, p, kind = key
                if kind in view["favours"][p]:
                    view["favours"][p] = [k for k in view["favours"][p] if k != kind]
            elif what == "influence":             # (its projection with it: what the
                view["influence"][key[1]] -= n      # end adds stays what it is)
                if key[1] < len(view.get("projected") or ()):
                    view["projected"][key[1]] -= n
            elif what == "field":
                f = next(f for f in view["temple"]["fields"] if f["field"] == key[1])
                f["player"] = None
                f["book"] = False if n == "all" else f["book"]
            elif what == "expelled":                # still on its field until it flies
                _, number, p = key
                if not a.tween.started:
                    f = next(f for f in view["temple"]["fields"] if f["field"] == number)
                    f["player"] = p
            elif what == "book":
                f = next(f for f in view["temple"]["fields"] if f["field"] == key[1])
                f["book"] = False
            elif what == "claim":
                for e in view["path"]:
                    if e.get("tile") == key[1]:
                        e["claimed_by"] = None
            elif what == "shrine":
                _, i, p = key
                view["islands"][i]["shrines"][p] = False
            elif what == "figure":      # in flight; before it sets off, where it was
                if isinstance(n, int) and not isinstance(n, bool) and not a.tween.started:
                    view[key[1]] = n
                else:
                    figures.add(key[1])
    return view, figures


def shown_influence(snap: dict, anims: list[Anim]) -> list[int]:
    """The influence as the board shows it now: a change counts once its number has
    risen far enough (what the panel counts up to)."""
    out = list(snap["influence"])
    for a in anims:
        if a.hiding:
            for key, n in a.hides.items():
                if key[0] == "influence":
                    out[key[1]] -= n
    return out


class Anchors:
    """Screen points of the places events talk about."""

    def __init__(self, lay: Layout, snap: dict, panel_points: list[Point],
                 path_slot: Callable[[int], Point],
                 full_guardian_slots: list[int] | None = None, calm: bool = False,
                 score_points: list[Point] | None = None,
                 lines: list[pygame.Rect] | None = None) -> None:
        self.lay, self.snap, self.panel, self.path_slot = lay, snap, panel_points, path_slot
        self.scores = score_points if score_points is not None else []   # each player's
        #                                  score as the panel last drew it (its live list)
        self.lines = lines if lines is not None else []    # the panel's lines a flying
        #                                  score passes beside (its live list: the round's
        #                                  heading, the turn line)
        self.full_guardian_slots = full_guardian_slots or []
        self.calm = calm                    # reduced motion: no ripple spreads

    def island(self, i: int, inactive: bool = False) -> Point:
        x, y, w, h = self.lay.islands[i]
        return (x + w / 2, y + h * (0.86 if inactive else 0.52))

    def place(self, where, inactive: bool = False) -> Point:
        if where == "jetty":
            x, y, w, h = self.lay.jetty
            return (x + w / 2, y + h / 2)
        return self.island(where, inactive)

    def field(self, number: int) -> Point:
        f = next(f for f in self.snap["temple"]["fields"] if f["field"] == number)
        return self.lay.field_centre(f["row"], f["col"])

    def seat(self, seat: int) -> Point:
        x, y, w, h = self.lay.council[seat]
        return (x + w / 2, y + h / 2)

    def player(self, p: int) -> Point:
        return self.panel[p] if p < len(self.panel) else self.lay.centre

    def score(self, p: int) -> Point | None:
        """Where player `p`'s score begins in the panel, the middle of its left edge (as
        the panel drew it: a card a line each has it left of its projection; else up and
        right of the card's point that tokens fly to), None without the panel."""
        if p < len(self.scores):
            return self.scores[p]
        if p >= len(self.panel):
            return None
        x, y = self.panel[p]
        s = max(0.8, min(1.15, self.lay.panel[3] / 800 / fonts.window))
        return (x + 15, y - 22 * s)

    def guardian_step(self) -> tuple[Point, Point]:
        """Where the Guardian stood before the round's end, and where he stands now (the
        view keeps every guardian tile at its own slot of the path as laid)."""
        full = self.full_guardian_slots
        now = sum(1 for e in self.snap["path"] if "guardian" in e) - 1
        new = self.lay.path_slots[full[now]]
        old = self.lay.path_slots[full[min(now + 1, len(full) - 1)]]
        return old, new

    def ring(self, i: int) -> float:
        cx, cy = self.lay.centre
        x, y = self.lay.island_centres[i]
        return math.atan2(y - cy, x - cx)


def _fader(sprite: pygame.Surface, a: Point, b: Point) -> Callable:
    """Reduced motion: `sprite` fades out at `a`, then in at `b` (no slide)."""
    def paint(surf: pygame.Surface, v: float) -> None:
        at, k = (a, 1 - 2 * v) if v < 0.5 else (b, 2 * v - 1)
        pic = sprite.copy()
        pic.set_alpha(int(255 * max(0.0, min(1.0, k))))
        surf.blit(pic, pic.get_rect(center=(int(at[0]), int(at[1]))))
    return paint


def _flyer(sprite: pygame.Surface, a: Point, b: Point, lift: float):
    if calm:
        return _fader(sprite, a, b)

    def paint(surf: pygame.Surface, v: float) -> None:
        x, y = arc_point(a, b, v, lift)
        surf.blit(sprite, sprite.get_rect(center=(int(x), int(y))))
    return paint


EXPEL = 0.8            # an expulsion at normal speed: a flash at the field, then the flight
EXPEL_FLASH = 0.25     # the share of it the flash takes before the novice leaves


def _ring(surf: pygame.Surface, centre: Point, radius: float, rgb, alpha: int,
          width: int) -> None:
    if alpha <= 0 or radius < 2:
        return
    r = int(radius) + width
    img = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
    pygame.draw.circle(img, (*rgb[:3], alpha), (r + 1, r + 1), int(radius), width)
    surf.blit(img, (int(centre[0]) - r - 1, int(centre[1]) - r - 1))


def _expelled(sprite: pygame.Surface, field: Point, dest: Point, colour: str, hex_w: int,
              calm: bool) -> Callable:
    """A novice expelled from the temple: the field flashes in the player's colour (a
    ripple spreading from it, unless motion is reduced) and the novice, large, jumps off
    it and flies to the jetty (or its island), where a ripple shows it land; "−1
    expelled" rises over the field meanwhile, so the loss reads where it happens."""
    rgb = art.PLAYER_RGB[colour]
    flash = art.glow(max(8, int(hex_w * 0.9)), (255, 240, 200), 230)
    tilted = pygame.transform.rotate(sprite, 30)
    note = _loss_note(t("board.expelled"), max(14, hex_w // 3), rgb)

    def paint(surf: pygame.Surface, v: float) -> None:
        _lift_note(surf, note, field, hex_w, v, calm)
        t = v
        if t < EXPEL_FLASH:                          # the flash, the novice still there
            k = t / EXPEL_FLASH
            flash.set_alpha(int(255 * (1 - abs(2 * k - 1) * 0.6)))
            surf.blit(flash, flash.get_rect(center=(int(field[0]), int(field[1]))))
            grow = 0.35 if calm else 0.35 + 0.75 * k
            _ring(surf, field, hex_w * grow, rgb, int(255 * (1 - k * 0.5)), max(2, hex_w // 12))
            _ring(surf, field, hex_w * grow + 3, (20, 16, 26), int(200 * (1 - k * 0.5)), 2)
            hop = math.sin(k * math.pi) * hex_w * 0.15
            surf.blit(sprite, sprite.get_rect(midbottom=(int(field[0]),
                                                         int(field[1] + hex_w * 0.3 - hop))))
            return
        k = (t - EXPEL_FLASH) / (1 - EXPEL_FLASH)
        fade = int(220 * (1 - k))
        _ring(surf, field, hex_w * (0.5 if calm else 1.1 + 0.4 * k), rgb, fade // 2, 2)
        for back in (0.12, 0.06):                    # a short trail behind it
            if k > back:
                x, y = arc_point(field, dest, k - back, 70)
                ghost = tilted.copy()
                ghost.set_alpha(int(110 * (1 - back * 6)))
                surf.blit(ghost, ghost.get_rect(center=(int(x), int(y))))
        x, y = arc_point(field, dest, k, 70)
        surf.blit(tilted, tilted.get_rect(center=(int(x), int(y))))
        if k > 0.8:                                  # it lands
            j = (k - 0.8) / 0.2
            _ring(surf, dest, hex_w * (0.4 if calm else 0.3 + 0.5 * j), (255, 255, 255),
                  int(200 * (1 - j)), 2)
    return paint


LOSS_RGB = (255, 130, 120)     # a loss's words on the board (as a score's fall)


def _loss_note(words: str, size: int, rgb) -> pygame.Surface:
    """A small pill of a loss's words ("−1 expelled"), rimmed in its player's colour."""
    img = text(words, size, LOSS_RGB, bold=True)
    pill = pygame.Surface((img.get_width() + 12, img.get_height() + 4), pygame.SRCALPHA)
    radius = pill.get_height() // 2
    pygame.draw.rect(pill, (8, 10, 24, 200), pill.get_rect(), border_radius=radius)
    pygame.draw.rect(pill, rgb, pill.get_rect(), width=2, border_radius=radius)
    pill.blit(img, (6, 2))
    return pill


def _lift_note(surf: pygame.Surface, note: pygame.Surface, field: Point, hex_w: int,
               v: float, calm: bool) -> None:
    """The loss's words over the field it happens at: they rise a little as the novice
    leaves and fade (reduced motion: in place)."""
    alpha = max(0.0, min(1.0, v / 0.1, (1 - v) / 0.25))
    rise = 0 if calm else hex_w * 0.35 * min(1.0, v / 0.6)
    pic = note.copy()
    pic.set_alpha(int(255 * alpha))
    surf.blit(pic, pic.get_rect(midbottom=(int(field[0]), int(field[1] - hex_w * 0.55 - rise))))


POP = 0.28          # a score's number: its share of the way spent rising where it was made
LAND = 0.8          # and the share at which it reaches the player's score (the score counts)
RISE = 30           # px it rises where it was made
POPPED = 1.15       # its largest size as it pops up
LANDS_APART = 6     # px between a landing score's pill and the score it goes to


def _floater(label: str, pos: Point, colour, size: int = 26,
             score: Callable[[], Point | None] | None = None,
             player: str | None = None, lines: list[pygame.Rect] | None = None) -> Callable:
    """A score change rising from where it was made, then flying to the player's score in
    the panel (`score()`: where the panel draws it at each frame, as a scoreboard's line
    moves it when its projection's words change), where it fades as the score takes it:
    whose score changed is seen. It lands left of the score on its card's line, never over
    the figure counting nor another player's card (a "+1" fading over Blue's score hid
    it, F876). `player` (a colour): its novice beside the number and
    its colour round the pill, so whose it is reads before it flies (a grey "+2" is
    nobody's).
    `lines`: the panel's lines (live) it passes under and lands beside, never over (the
    turn line's "Round 1 is being scored" stays read while the scores come in).
    Reduced motion: it stands at the score, fading in and out (no flight)."""
    words = text(label, size, colour, bold=True)

    def pill(img: pygame.Surface, rim: bool) -> tuple[pygame.Surface, pygame.Surface]:
        back = pygame.Surface((img.get_width() + 14, img.get_height() + 2), pygame.SRCALPHA)
        radius = back.get_height() // 2
        pygame.draw.rect(back, (8, 10, 24, 150), back.get_rect(), border_radius=radius)
        if rim:
            pygame.draw.rect(back, art.PLAYER_RGB[player], back.get_rect(), width=2,
                             border_radius=radius)
        return back, img
    at_score = pill(words, False)        # on the score, whose it is the card says
    on_board = at_score
    if player is not None:
        piece = art.novice(player, words.get_height())
        img = pygame.Surface((piece.get_width() + 3 + words.get_width(), words.get_height()),
                             pygame.SRCALPHA)
        img.blit(piece, (0, 0))
        img.blit(words, (piece.get_width() + 3, 0))
        on_board = pill(img, True)
    def end() -> Point:
        at = score() if score is not None else None     # (left of the score's figure)
        return (at[0] - at_score[0].get_width() / 2 - LANDS_APART, at[1]) if at is not None \
            else (pos[0], pos[1] - 58)
    top = (pos[0], pos[1] - RISE)

    def blit(surf: pygame.Surface, at: Point, scale: float, alpha: int,
             layers: tuple = on_board) -> None:
        down = None                          # (the pill's own drop: its words with it)
        for layer in layers:
            pic = pygame.transform.smoothscale_by(layer, scale) if scale != 1 else layer.copy()
            pic.set_alpha(alpha)
            r = pic.get_rect(center=(int(at[0]), int(at[1])))
            down = beside(r) if down is None else down
            surf.blit(pic, r.move(0, down))

    def beside(r: pygame.Rect) -> int:
        """The px `r` moves down to stand under every line of the panel it would cover (a
        score lands under the turn line, on its card)."""
        moved = pygame.Rect(r)
        for line in sorted(lines or (), key=lambda b: b.top):
            if moved.colliderect(line):
                moved.top = line.bottom + 1
        return moved.top - r.top

    def still(surf: pygame.Surface, v: float) -> None:      # reduced motion: at the score
        blit(surf, end(), 1, int(255 * max(0.0, min(1.0, v / 0.15, (1 - v) / 0.3))), at_score)

    def paint(surf: pygame.Surface, v: float) -> None:
        if v < POP:                          # pops up and rises where it was made
            k = v / POP
            scale = 0.6 + 0.55 * min(1.0, k / 0.45) - 0.15 * max(0.0, min(1.0, (k - 0.45) / 0.3))
            blit(surf, (pos[0], pos[1] - RISE * (1 - (1 - k) ** 2)), scale, 255)
        elif v < LAND:                       # flies to the player's score
            k = (v - POP) / (LAND - POP)
            k = k * k * (3 - 2 * k)
            blit(surf, arc_point(top, end(), k, 40), 1.0 - 0.15 * k, 255)
        else:                                # lands on it and fades as the score counts
            k = (v - LAND) / (1 - LAND)
            blit(surf, end(), 0.85 + 0.2 * k, int(255 * (1 - k)), at_score)
    return still if calm else paint


GLIDE_LANDS = 0.8      # the share of a figure's glide after which it lands (a ripple)
GLIDE_RGB = (255, 236, 170)


def _ring_glide(name: str, anchors: Anchors, a: int, b: int, size: int) -> Callable:
    """A figure gliding clockwise round the ring of islands from island a to island b,
    a short trail behind it, and a ripple where it lands: where the Apostate or the Moon
    Priestess went is seen, not only read in the log (reduced motion: it fades out and in,
    the ripple standing still)."""
    cx, cy = anchors.lay.centre
    sprite = art.figure(name, size)
    ta, tb = anchors.ring(a), anchors.ring(b)
    if tb <= ta:
        tb += 2 * math.pi
    rx = (anchors.lay.board[2] / 2) * 0.80
    ry = (anchors.lay.board[3] / 2) * 0.74

    def at(th: float) -> Point:
        return (cx + rx * math.cos(th), cy + ry * math.sin(th))
    end = at(tb)

    def lands(surf: pygame.Surface, v: float) -> None:
        if v > GLIDE_LANDS:
            j = (v - GLIDE_LANDS) / (1 - GLIDE_LANDS)
            grow = 0.8 if calm else 0.5 + 0.6 * j
            _ring(surf, end, size * grow, GLIDE_RGB, int(230 * (1 - j * 0.7)),
                  max(2, size // 14))
    if calm:
        fade = _fader(sprite, at(ta), end)

        def still(surf: pygame.Surface, v: float) -> None:
            fade(surf, v)
            lands(surf, v)
        return still

    def paint(surf: pygame.Surface, v: float) -> None:
        for back in (0.1, 0.05):                     # a short trail behind it
            if v > back:
                ghost = sprite.copy()
                ghost.set_alpha(int(90 * (1 - back * 5)))
                pos = at(ta + (tb - ta) * (v - back))
                surf.blit(ghost, ghost.get_rect(center=(int(pos[0]), int(pos[1]))))
        pos = at(ta + (tb - ta) * v)
        surf.blit(sprite, sprite.get_rect(center=(int(pos[0]), int(pos[1]))))
        lands(surf, v)
    return paint


INFLUENCE_COLOURS = {True: (140, 240, 150), False: (255, 130, 120)}


def animations_for(events: list[dict], snap: dict, anchors: Anchors,
                   human_seats: set[int], announce_turns: bool | None = None) -> list[Anim]:
    """Turn one command's events into a timeline of animations (sequenced by delays).

    A person's turn is announced when several people share the screen, or on the LAN
    (`announce_turns`); alone against computers the panel says enough."""
    if announce_turns is None:
        announce_turns = len(human_seats) > 1
    lay = anchors.lay
    nov_size = int(30 * lay.scale)
    out: list[Anim] = []
    clock = 0.0

    def add(duration: float, paint=None, hides=None, blocking=True, sound=None,
            overlap: float = 0.65, reveal: float = 1.0) -> None:
        nonlocal clock
        out.append(Anim(Tween(duration, delay=clock), blocking, hides or {}, sound, paint,
                        reveal=reveal))
        clock += duration * overlap

    colours = snap["colours"]
    rising: list[pygame.Rect] = []      # where this command's scores rise (at once)
    landed = 0.0                        # when the tile consecrated by this command lands
    consecrated = None                  # and its field (where its influence rises)
    for ev in events:
        et = ev["type"]
        p = ev.get("player")
        if et == "novices_moved":
            src = anchors.place(ev["from"], inactive=not ev["from_active"])
            dst = anchors.place(ev["to"], inactive=not ev["to_active"])
            key = ("active" if ev["to_active"] else "inactive", ev["to"], p)
            add(0.55, _flyer(art.novice(colours[p], nov_size), src, dst, 60),
                {key: ev["count"]}, sound="novice")
        elif et == "favour_taken":
            add(0.55, _flyer(art.favour_token(ev["kind"], 30), anchors.island(ev["island"]),
                             anchors.player(p), 40), {("held", p, ev["kind"]): 1}, sound="token")
        elif et == "favour_returned":
            add(0.45, _flyer(art.favour_token(ev["kind"], 30), anchors.player(p),
                             anchors.island(ev["island"]), 40),
                {("island_favours", ev["island"]): 1}, sound="token")
        elif et == "novice_recruited":
            add(0.45, _flyer(art.novice(colours[p], nov_size), anchors.player(p),
                             anchors.island(ev["island"], True), 50),
                {("inactive", ev["island"], p): 1}, sound="novice")
        elif et == "shrine_built" and snap["phase"] != "preliminary_shrine":
            add(0.55, _flyer(art.shrine(colours[p], 26), anchors.player(p),
                             anchors.island(ev["island"]), 50), {("shrine", ev["island"], p): 1},
                sound="token")
        elif et == "tile_claimed":
            e_slot = anchors.path_slot(ev["tile"])
            add(0.5, _flyer(art.novice(colours[p], nov_size), anchors.island(ev["island"]),
                            e_slot, 70), {("claim", ev["tile"]): 1}, sound="novice")
        elif et == "tile_consecrated":
            sym = next(f["symbol"] for f in snap["temple"]["fields"] if f["field"] == ev["tile"])
            sprite = art.temple_tile(ev["tile"], sym, lay.tile_size, claimed_colour=colours[p],
                                     grow=fonts.board_grow())
            add(0.6, _flyer(sprite, anchors.path_slot(ev["tile"]), anchors.field(ev["tile"]),
                            50), {("field", ev["tile"]): 1}, sound="token")
            landed = out[-1].tween.delay + 0.6
            consecrated = ev["tile"]
        elif et == "novice_expelled":
            clock = max(clock, landed)               # once the new tile has landed
            dst = anchors.place(ev["to"], inactive=True)
            key = ("jetty", p) if ev["to"] == "jetty" else ("inactive", ev["to"], p)
            add(EXPEL, _expelled(art.novice(colours[p], int(nov_size * 1.25)),
                                 anchors.field(ev["field"]), dst, colours[p],
                                 int(lay.hex_w), anchors.calm),
                {key: 1, ("expelled", ev["field"], p): 1}, sound="expel", overlap=0.9)
        elif et == "book_moved":
            add(0.45, _flyer(art.book_marker(22), anchors.field(ev["from"]),
                             anchors.field(ev["to"]), 40), {("book", ev["to"]): 1},
                sound="token")
        elif et == "council_moved":
            add(0.45, _flyer(art.council_disc(colours[p], 28), anchors.seat(ev["from"]),
                             anchors.seat(ev["to"]), 30), {}, sound="token")
        elif et == "figure_moved":
            if ev["from"] == ev["to"]:
                continue
            add(0.9, _ring_glide(ev["figure"], anchors, ev["from"], ev["to"], int(54 * lay.scale)),
                {("figure", ev["figure"]): ev["from"]}, overlap=0.3)
        elif et == "solo_deactivated" and ev["count"]:    # the automaton's lie down
            i = ev["island"]
            add(0.4, _flyer(art.novice(colours[p], nov_size), anchors.island(i),
                            anchors.island(i, True), 20), {("inactive", i, p): ev["count"]},
                sound="novice")
        elif et == "novices_woken":
            i = ev["island"]
            add(0.4, _flyer(art.novice(colours[p], nov_size), anchors.island(i, True),
                            anchors.island(i), 20), {("woken", i, p): ev["count"]},
                sound="novice" if ev.get("why") != "round" else None, overlap=0.08)
        elif et == "guardian_moved" and anchors.full_guardian_slots:
            a, b = anchors.guardian_step()
            size = int(lay.tile_size * 1.2)
            add(0.8, _flyer(art.figure("guardian", size), (a[0], a[1] - size * 0.3),
                            (b[0], b[1] - size * 0.3), 24), {("figure", "guardian"): "away"},
                sound="novice", overlap=0.5)
        elif et == "influence" and ev["delta"]:
            sign = "+" if ev["delta"] > 0 else "−"
            label, size = f"{sign}{abs(ev['delta'])}", max(22, int(28 * lay.scale))
            pos = _clear_spot(_influence_spot(ev, snap, anchors, consecrated),
                              _pill_size(label, size, colours[p]), rising)
            add(1.6, _floater(label, pos, INFLUENCE_COLOURS[ev["delta"] > 0], size,
                              partial(anchors.score, p), colours[p], anchors.lines),
                {("influence", p): ev["delta"]}, blocking=False,
                sound="score" if ev["delta"] > 0 else "loss", overlap=0.04, reveal=LAND)
            out[-1].at, out[-1].over_panel = pos, 0.0 if calm else POP   # (calm: at the score)
        elif et == "round_started":
            add(1.3, Banner(t("banner.round", round=ev["round"])), sound="round",
                overlap=1.0)
        elif et == "phase" and ev["phase"] == "scoring":
            # the round's end is an event of its own, a beat before its scoring (the
            # meditation that turned the last time marker, or the solo End actions)
            words = t("banner.round_ends", round=ev["round"])
            add(1.0, Banner(words, t("banner.scoring")), overlap=1.0)
            out[-1].words = words
        elif et == "game_over":
            name = snap["names"][ev["winner"]]
            sub = ""
            if "solo_result" in ev:
                sub = t("banner.solo_result", result=f"{ev['solo_result']:+d}")
            add(2.2, Banner(t("banner.winner", name=name), sub), sound="victory",
                overlap=1.0)
        elif et == "turn" and p is not None and p in human_seats and announce_turns \
                and snap["phase"] != "game_over":
            add(0.9, Banner(t("your_turn", name=snap["names"][p])), blocking=False,
                sound="turn", overlap=0.0)
            out[-1].turn_of = p
    return out




def _pill_size(label: str, size: int, player: str) -> tuple[int, int]:
    """A score's pill on the board at its largest: its player's novice, the number, the
    rim's room (as _floater draws it)."""
    words = text(label, size, (255, 255, 255), bold=True)
    piece_w = art.novice(player, words.get_height()).get_width()
    return (round((piece_w + 3 + words.get_width() + 14) * POPPED),
            round((words.get_height() + 2) * POPPED))


def _clear_spot(spot: Point, size: tuple[int, int], rising: list[pygame.Rect]) -> Point:
    """Where a score rises: at `spot`, else beside or over the scores this command already
    raises there (two players' rises never heap on one spot, F049); noted in `rising`."""
    w, h = size
    x, y = spot
    for dx, dy in ((0, 0), (1, 0), (-1, 0), (0, -1), (1, -1), (-1, -1), (2, 0), (-2, 0),
                   (0, -2)):
        at = (x + dx * (w + 4), y + dy * (h + RISE + 4))
        room = pygame.Rect(0, 0, w, h + RISE)
        room.midbottom = (round(at[0]), round(at[1] + h / 2))
        if room.collidelist(rising) < 0:
            rising.append(room)
            return at
    rising.append(pygame.Rect(round(x - w / 2), round(y - h / 2 - RISE), w, h + RISE))
    return spot


def _influence_spot(ev: dict, snap: dict, anchors: Anchors,
                    consecrated: int | None = None) -> Point:
    why = ev["why"]
    if why == "consecration" and consecrated is not None:       # over the new tile
        x, y = anchors.field(consecrated)
        return (x, y - anchors.lay.hex_w * 0.3)
    if why == "priestess":
        return anchors.island(snap["priestess"])
    if why == "apostate":
        return anchors.island(snap["apostate"])
    if why == "meditation" and anchors.lay.candles:
        return anchors.lay.candles[-1]
    if why in ("consecration", "temple", "book"):
        mine = [f for f in snap["temple"]["fields"] if f["player"] == ev["player"]]
        if mine:
            x, y = anchors.field(mine[-1]["field"])
            return (x, y - anchors.lay.hex_w * 0.3)
        return (anchors.lay.centre[0], anchors.lay.temple_origin[1] - anchors.lay.hex_w)
    if why == "expulsion":
        x, y, w, h = anchors.lay.jetty
        return (x + w / 2, y)
    return anchors.player(ev["player"])
