"""The caption of another player's move, shown on the board while the move plays: a small
plate beside where it happened with the action's picture, the player's symbol and the
action's word, and under them what happened in the game log's own words, read from the
engine's events of the move (the client decides nothing: it tells what the engine said).

Placed once, in one steady place: along the board's bottom edge, from its left corner, in
one row, on every screen and from move to move, so a player always knows where to look (F059);
slid along that edge, or in two-line form, only where it would hide one of the move's own places
or an island (never over the island they tell, F054); where every place
along that edge lies over an island's land or pieces (1024x700 at 150 %: the bottom row
of islands at the board's foot), across the panel's action area, over the log, as wide as
the area. It fades in and out with the move's show (game/pacing.py).
"""

from __future__ import annotations

import pygame

from ...text import has, t
from ...text.moves import player_name
from ...text.narrate import event_text, setup_of
from ..board import art
from ..board.clearing import covers
from ..board.layout import CAPTION_GAP, CAPTION_PAD, CAPTION_TITLE
from ..window.fonts import text, wrap
from .action_icons import action_picture

SIDE = ("novices_used", "favour_returned", "influence", "turn", "phase")   # told elsewhere
GLASS, RIM, INK, DIM = (16, 22, 44), (190, 178, 136), (236, 230, 210), (172, 180, 204)
TITLE, LINE, HINT = CAPTION_TITLE, 14, 12
WIDE = 380                    # a caption's widest line
NARROW = 230                  # or, where that hides less, this


def losses(events: list[dict], persons=()) -> list[dict]:
    """The move's expulsions of a novice of a person at this screen (`persons`) to the
    jetty, as the engine told them."""
    return [e for e in events if e.get("type") == "novice_expelled"
            and e.get("player") in persons and e.get("to") == "jetty"]


def expelled_line(ev: dict, events: list[dict], snap: dict, persons=()) -> str | None:
    """An expulsion of a person's novice said whole: who expelled it, by the Consecration
    of which tile (the engine's `tile_consecrated` of the expeller in the same move), from
    which field, to the jetty; "your novice" where one person plays at this screen. None
    where the move tells no such tile (the log's line then)."""
    tile = next((e["tile"] for e in events if e.get("type") == "tile_consecrated"
                 and e.get("player") == ev["by"]), None)
    if tile is None:
        return None
    words = {"by": player_name(snap, ev["by"]), "tile": tile, "field": ev["field"]}
    if len(persons) == 1:
        return t("show.expelled.yours", **words)
    return t("show.expelled", who=player_name(snap, ev["player"]), **words)


def caption_lines(events: list[dict], snap: dict, most: int = 3, persons=()) -> list[str]:
    """What the move did, as the log tells it: its main events' lines (the novices it used,
    the favours it spent and the influence it brought are told by the pieces' moves, the
    rising numbers and the log); the first line of any kind when it has no main one. An
    expulsion of a novice of a person at this screen (`persons`) comes first, said whole
    (`expelled_line`): the loss the person must not miss."""
    setup = setup_of(events)
    lost = [e for e in losses(events, persons) if expelled_line(e, events, snap, persons)]
    lines = [expelled_line(e, events, snap, persons) for e in lost]
    said = {e["by"] for e in lost}      # (their Consecration said in the same line)
    lines += [event_text(e, snap, setup) for e in events
              if e.get("type") not in SIDE and not any(e is x for x in lost)
              and not (e.get("type") == "tile_consecrated" and e.get("player") in said)]
    lines = [s for s in lines if s]
    if not lines:
        lines = [s for s in (event_text(e, snap, setup) for e in events) if s][:1]
    return lines[:most]


def title_of(kind: str) -> str:
    """The action's one word, as its button on the ring says it."""
    key = f"ring.{kind}" if has(f"ring.{kind}") else f"show.{kind}"
    return t(key) if has(key) else kind


CORNERS = ("bottom_left", "bottom_right", "top_right", "top_left")
EDGE = 12                     # kept between a caption and the board's edge
CHIP = 56                     # the "faster" chip's room at the board's top left
BOTTOM = ("bottom_left", "bottom_right")      # the caption's own edge
OFF_EDGE = 200_000            # what leaving the bottom edge costs (as much hidden as that)


SLIDE, SLIDES = 36, 4          # px a caption may slide from its corner along the edge


def corner_rect(size: tuple[int, int], corner: str, area: pygame.Rect,
                slide: int = 0) -> pygame.Rect:
    """A box of `size` in `corner` of the board `area` (the top left under the chip), slid
    `slide` px along the board's top or bottom edge towards its middle."""
    r = pygame.Rect((0, 0), size)
    inner = area.inflate(-2 * EDGE, -2 * EDGE)
    foot = area.bottom - CAPTION_GAP      # (the grown islands' land keeps off it: layout)
    if corner == "bottom_left":
        r.bottomleft = (inner.left + slide, foot)
    elif corner == "bottom_right":
        r.bottomright = (inner.right - slide, foot)
    elif corner == "top_right":
        r.topright = (inner.right - slide, inner.top)
    else:
        r.topleft = (inner.left + slide, area.top + CHIP)
    return r


BANDS = 12                     # places along the board's top and bottom edge (the sea there)


def corner_places(size: tuple[int, int], area: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
    """Every place a caption of `size` may stand: each corner, slid a little from it, or
    further along the board's top or bottom edge (where the sea between the islands is
    free: never over an island in the corner, F054)."""
    out = [(c, corner_rect(size, c, area, k * SLIDE)) for c in CORNERS for k in range(SLIDES)]
    room = area.w - 2 * EDGE - size[0]
    for k in range(1, BANDS):
        slide = SLIDES * SLIDE + round(k * (room - SLIDES * SLIDE) / BANDS)
        if slide < room:
            out += [(c, corner_rect(size, c, area, slide)) for c in ("bottom_left", "top_right")]
    return out


LAND = 10 ** 6                 # what each pixel of the board's play a caption lies over costs


def corner_spot(images: list[pygame.Surface], area: pygame.Rect, keep_clear,
                play: pygame.mask.Mask | None = None
                ) -> tuple[pygame.Rect, pygame.Surface, int]:
    """The place (and picture) for a caption: the board's bottom left corner in the first
    of `images` (the one row) while it hides nothing of `keep_clear` ((rect, cost)), else
    the place along the bottom edge that hides least, the nearer the corner the better;
    the top edge only where it hides much less; none over the board's `play` (its
    islands' land, names, temple and pieces: clearing.play_mask) where one stands clear
    of it. Nothing remembered from move to move or screen to screen: the same board, the
    same place. Returns the place, its picture and the pixels of play it lies over."""
    best = None
    for k, img in enumerate(images):
        for corner, r in corner_places(img.get_size(), area):
            slid = r.x - (area.x + EDGE)              # how far from the bottom left
            over = covers(play, r) if play is not None else 0
            cost = sum(w * r.clip(k_).w * r.clip(k_).h for k_, w in keep_clear) + LAND * over
            cost += (0 if corner in BOTTOM else OFF_EDGE) + 200 * k + 4 * slid \
                + (0 if area.contains(r) else 10 ** 9)
            if best is None or cost < best[0]:
                best = (cost, r, img, over)
    return best[1], best[2], best[3]



def _glass(size: tuple[int, int], rgb, bar: int) -> pygame.Surface:
    """A caption's pane: its shadow, glass and rim, and the mover's colour bar at its left
    (`bar` px from its top and bottom), for either form of caption."""
    img = pygame.Surface(size, pygame.SRCALPHA)
    box = img.get_rect()
    pygame.draw.rect(img, (3, 5, 14, 110), box.move(2, 3), border_radius=10)
    box = box.inflate(-3, -4).move(-1, -1)
    pygame.draw.rect(img, (*GLASS, 238), box, border_radius=10)
    pygame.draw.rect(img, (*RIM, 220), box, 1, border_radius=10)
    pygame.draw.rect(img, rgb, (box.x + 4, box.y + bar, 4, box.h - 2 * bar), border_radius=2)
    return img

def joined(body: str, line: str) -> str:
    """Two of a move's lines in one row, as two sentences (joined by "; " the second's
    capital read wrong, and French wants a space before ";": "…dans le Temple; Le Novice de
    Jaune…")."""
    return f"{body} {line}" if body.endswith((".", "!", "?", "…")) else f"{body}. {line}"


class Caption:
    """One move's caption: its picture, words and place (placed at its first drawing)."""

    def __init__(self, cmd: dict, events: list[dict], snap: dict, persons=()) -> None:
        self.player = cmd["player"]
        self.colour = snap["colours"][self.player]
        self.kind = cmd["type"]
        self.title = title_of(self.kind)
        self.lines = caption_lines(events, snap, persons=persons)
        self.loss = bool(losses(events, persons))     # a person's novice expelled
        self.picture = action_picture(self.kind, cmd, snap, self.player, 34)
        self.rect: pygame.Rect | None = None
        self.anchor: pygame.Rect | None = None
        self.docked = False             # standing in the panel's action area, over the log
        self.alpha = 0.0                # as faded in (or out) at its last drawing
        self._image: pygame.Surface | None = None
        self._after: pygame.Surface | None = None
        self._wide = self._docked_wide = WIDE      # its lines' width as placed
        self._strip = False             # placed as a band along the board's edge

    @property
    def image(self) -> pygame.Surface:
        """The caption as placed (its widest line as wide as its place allowed)."""
        if self._image is None:
            self._image = self.drawn(WIDE)
        return self._image

    def drawn(self, wide: int, least: int = 0, skip: bool = True, tall: int = 0
              ) -> pygame.Surface:
        """The caption drawn once for lines at most `wide`, the glass at least `least`
        wide and `tall` high: glass, a rim in the player's colour on the left, the
        picture, the symbol and the word, the lines, and how to skip the show (`skip`)."""
        rgb = art.PLAYER_RGB.get(self.colour, INK)
        lines = [s for line in self.lines for s in wrap(line, LINE, wide)]
        title = text(self.title, TITLE, rgb, bold=True, shadow=False)
        body = [text(s, LINE, INK, shadow=False) for s in lines]
        skips = [text(s, HINT, DIM, shadow=False) for s in wrap(t("show.skip"), HINT, wide)
                 ] if skip else []
        pic = self.picture.get_width() if self.picture else 0
        left = 14 + pic + 10
        w = max(least, left + max([title.get_width() + 26] + [b.get_width() for b in body]
                                  + [s.get_width() for s in skips]) + 14)
        h = 10 + title.get_height() + sum(b.get_height() for b in body) + \
            sum(s.get_height() for s in skips) + 14
        h = max(h, pic + 20, tall)
        img = _glass((w, h), rgb, 8)
        if self.picture is not None:
            img.blit(self.picture, (14, 10))
        y = 10
        sym = art.player_symbol(img, self.colour, (left + 8, y + title.get_height() // 2), 14)
        img.blit(title, (sym.right + 6, y))
        y += title.get_height()
        for b in body:
            img.blit(b, (left, y))
            y += b.get_height()
        for skip in skips:
            img.blit(skip, (left, y + 2))
            y += skip.get_height()
        return img

    def place(self, anchor: pygame.Rect, area: pygame.Rect, keep_clear,
              room: int | None = None, play: pygame.mask.Mask | None = None,
              dock: pygame.Rect | None = None, never: pygame.Rect | None = None
              ) -> pygame.Rect:
        """Along the board's bottom edge, in one row at most `room` wide, from its left
        corner while it hides none of `keep_clear` (the move's own places and islands
        first: the caption never stands over what it tells), else where along that edge
        (or in which of two boxed forms) it hides least. No tail: the lit places say
        where. Where every place along the bottom edge lies over the board's `play`
        (1024x700 at 150 %: the bottom row of islands reaches the board's foot, never over
        them), it stands across the panel's action area
        `dock`, over the log (which tells the same move), its lines as wide as the area:
        the bottom left corner or the panel, never a place anywhere on the board. Never
        under `never` (the "faster" chip: a caption over it hides its words, as "12" under
        "Rouge revendique la tuile Temple"): a place over it is
        as bad as one over the board's play."""
        if self.rect is None:
            strip = self.strip(room or area.w - 2 * EDGE)
            shapes = ([strip] if strip else []) + [self.drawn(WIDE), self.drawn(NARROW)]
            if never is not None:
                keep_clear = [*keep_clear, (pygame.Rect(never), LAND)]
            self.rect, self._image, over = corner_spot(shapes, area, keep_clear, play)
            self._strip = strip is not None and self._image is strip
            if not self._strip and self._image.get_width() < shapes[-2].get_width():
                self._wide = NARROW
            if never is not None and self.rect.colliderect(never):
                over = over or 1
            if (over or self.rect.bottom < area.bottom - CAPTION_GAP) and dock is not None:
                self.dock_in(dock)
            self.anchor = pygame.Rect(anchor)
        return self.rect

    def dock_in(self, dock: pygame.Rect) -> bool:
        """Stand across the panel's action area `dock`, over the log; False where it
        fits there nowhere."""
        img = self.docked_image(dock)
        if img is None:
            return False
        self.rect, self._image = img.get_rect(topleft=dock.topleft), img
        self.docked, self._wide, self._after = True, self._docked_wide, None
        return True

    def docked_image(self, dock: pygame.Rect) -> pygame.Surface | None:
        """The caption as wide as the panel's action area `dock` (its lines wrapped
        narrower till they fit; its glass no narrower, in line with the log and the
        cards: never short of them), or None where it
        stands in it nowhere."""
        pic = self.picture.get_width() if self.picture else 0
        for wide in range(dock.w - (14 + pic + 10) - 14, 60, -12):
            img = self.drawn(wide, dock.w)
            self._docked_wide = wide
            if img.get_width() <= dock.w:
                return img if img.get_height() <= dock.h else None
        return None

    def strip(self, room: int) -> pygame.Surface | None:
        """The caption as a band along the board's edge, at most `room` wide: the
        player's symbol, the action's word and what happened in one row (its lines that
        fit, the rest left to the log; without the action's word where the first line
        fits only so: the line names the action too; a size smaller where only that fits),
        else the first line in two rows beside the symbol (at 150 % in the smallest window:
        the steady place kept, not a box over the islands); None where even that does not
        fit."""
        rgb = art.PLAYER_RGB.get(self.colour, INK)
        title = text(self.title, TITLE, rgb, bold=True, shadow=False)
        row = title.get_height() + CAPTION_PAD
        x0 = 14 + row                               # the words start after the symbol
        found = None
        for size in (LINE, LINE - 2):
            for head in (title, None):
                start = x0 + (head.get_width() + 12 if head else 0)
                body = None
                for line in self.lines:
                    words = line if body is None else joined(body, line)
                    if start + text(words, size, INK, shadow=False).get_width() + 14 > room:
                        break
                    body = words
                if body is not None:
                    found = (head, start, size, [body])
                    break
            if found:
                break
        if found is None and self.lines:            # the first line in two rows
            full = text(self.lines[0], LINE, INK, shadow=False).get_width()
            rows = wrap(self.lines[0], LINE, min(room - x0 - 14, full * 3 // 5))
            if len(rows) <= 2 and all(x0 + text(r, LINE, INK, shadow=False).get_width()
                                      + 14 <= room for r in rows):
                found = (None, x0, LINE, rows)
        if found is None:
            return None
        head, start, size, rows = found
        imgs = [text(r, size, INK, shadow=False) for r in rows]
        line_h = imgs[0].get_height()
        h = row + line_h * (len(imgs) - 1)
        img = _glass((start + max(i.get_width() for i in imgs) + 14, h), rgb, 6)
        art.player_symbol(img, self.colour, (10 + row // 2, h // 2 - 1), 14)
        if head is not None:
            img.blit(head, (x0, (h - head.get_height()) // 2 - 1))
        y = (h - line_h * len(imgs)) // 2 - 1
        for i in imgs:
            img.blit(i, (start, y))
            y += line_h
        return img

    def after_show(self) -> pygame.Surface:
        """The docked caption once its show has played, standing on till the next move's
        (pacing.Show.held): the same card without how to skip a show no longer playing."""
        if self._after is None:
            self._after = self.drawn(self._wide, self.rect.w, False, self.rect.h)
        return self._after

    def standing(self) -> pygame.Surface:
        """The caption standing on after its show (game/since_turn.py): as placed, a band
        as it was, a box or docked without how to skip a show no longer playing."""
        if self._strip or self.rect is None:
            return self.image
        return self.after_show() if self.docked else self.drawn(self._wide, skip=False)

    def draw(self, surf: pygame.Surface, alpha: float, after: bool = False) -> None:
        self.alpha = alpha
        if self.rect is None:
            return
        a = max(0, min(255, int(255 * alpha)))
        img = self.after_show() if after else self.image
        img.set_alpha(a)
        surf.blit(img, self.rect)
