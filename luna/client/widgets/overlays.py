"""What stands over everything, in the board's one visual language: the glass card (dialogs,
the results, toasts), the hover text beside the mouse (the board's and the widgets'), the
shadow under a menu.

Hover texts are drawn last, over pygame-gui's widgets: a screen's `draw_tooltip` puts its
box on the top layer (`on_top`), the app draws that layer after the widgets
(`draw_top_layer`), then a widget's own hover text. Every box is placed inside the window.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import NamedTuple

import pygame

from ..window import caches
from ..window.fonts import px, text, wrap
from . import palette as P

RULES_LINK = P.LINK
TIP_SIZE = 13                 # the hover texts' words (times the player's text size)
TIP_WIDTH = 330               # their widest line, px at 100 %
BRIEF_WIDTH = 210             # a short one's, kept off a move being built
FIELD_WIDTH = 460             # a temple field's: wide and low, off the temple's fields
GAP = 6                       # kept between a box and the window's edge

_top: list[tuple[pygame.Surface, tuple[int, int]]] = []


def draw_shadow(surf: pygame.Surface, rect: pygame.Rect, depth: int = P.SHADOW_DEPTH,
                radius: int = P.RADIUS) -> None:
    """A soft shadow under a menu or a card (drawn before it), so it stands above the
    board and the panel."""
    for k in range(depth, 0, -2):
        surf.blit(_shade(rect.w + 2 * k, rect.h + 2 * k, k + radius),
                  (rect.x - k + depth // 2, rect.y - k + depth // 2))


def _shade(w: int, h: int, radius: int) -> pygame.Surface:
    """One ring of a shadow (not kept: a card's shadow is drawn once, with the card, and
    _card keeps the card)."""
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(shade, (*P.SHADOW, 34), shade.get_rect(), border_radius=radius)
    return shade


def draw_card(surf: pygame.Surface, rect, radius: int = P.RADIUS_CARD, rim: int = 2,
              alpha: int = P.GLASS_ALPHA, shadow: bool = True,
              ground: P.RGB = P.GLASS) -> pygame.Rect:
    """The glass card every dialog, table and toast stands on: night glass, a brass rim,
    a faint light along its top edge, a soft shadow."""
    rect = pygame.Rect(rect)
    if rect.w <= 0 or rect.h <= 0:
        return rect
    img = _card(rect.w, rect.h, radius, rim, alpha, shadow, tuple(ground))
    surf.blit(img, (rect.x - P.SHADOW_DEPTH if shadow else rect.x,
                    rect.y - P.SHADOW_DEPTH if shadow else rect.y))
    return rect


@lru_cache(maxsize=32)        # (a screen's cards and toasts: dozens of sizes, not hundreds)
def _card(w: int, h: int, radius: int, rim: int, alpha: int, shadow: bool,
          ground: P.RGB) -> pygame.Surface:
    """A card drawn once per size and look (a frame only blits it)."""
    d = P.SHADOW_DEPTH if shadow else 0
    out = pygame.Surface((w + 2 * d, h + 2 * d), pygame.SRCALPHA)
    if shadow:
        draw_shadow(out, pygame.Rect(d, d, w, h), radius=radius)
    card = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(card, (*ground, alpha), card.get_rect(), border_radius=radius)
    if w > 2 * radius + 4:
        pygame.draw.line(card, (255, 255, 255, 22), (radius, rim + 1), (w - radius, rim + 1))
    if rim:
        pygame.draw.rect(card, P.RIM, card.get_rect(), rim, border_radius=radius)
    out.blit(card, (d, d))
    return out


TITLE_SIZE = 14               # a hover text's title line (the display face, gold)
SOLID = 255                   # its glass: nothing under it shows through (F054: the board's
#                               # labels never show through the words)
_boxes: dict[tuple, pygame.Surface] = caches.kept({})


def headed(words: str, title: str | None = None) -> tuple[str | None, str]:
    """A hover text as a title and its body: `title` if given, else a short name before a
    colon on the first line ("Moon Priestess: at each scoring…" -> "Moon Priestess" and
    "At each scoring…"); None when the words have no such name."""
    words = words.strip()
    if title is None:
        first, _, rest = words.partition("\n")
        name, colon, said = first.partition(":")
        name = name.strip()
        if colon and said.strip() and 0 < len(name) <= 30 and len(name.split()) <= 4 \
                and "." not in name and "(" not in name:
            title, first = name, said.strip()
            words = first[0].upper() + first[1:] + ("\n" + rest if rest else "")
    elif words.lower().startswith(title.lower() + ":"):        # said once, as the title
        words = words[len(title) + 1:].strip()
        words = words[0].upper() + words[1:] if words else words
    return title, words


def tip_box(lines: list[tuple[str, P.RGB]], title: str | None = None,
            width: int = TIP_WIDTH) -> pygame.Surface:
    """The hover text's plate: its title (if any) in the display face over a thin gold rule,
    then its lines (each wrapped to `width` px at 100 %), on the glass with the board's
    brass rim, solid. Made once per text and size."""
    from ..window import fonts
    key = (tuple(lines), title, fonts.scale, width)
    box = _boxes.get(key)
    if box is not None:
        return box
    heads = [text(title, TITLE_SIZE, P.GOLD, bold=True, shadow=False, display=True)] \
        if title else []                # its title on one line (never
    widest = px(max(width, TIP_WIDTH))  # "L'ÎLE DU / SANCTUAIRE" in a narrow box), the
    if heads and heads[0].get_width() > widest:     # box as wide as it; a title too long
        heads = [text(s, TITLE_SIZE, P.GOLD, bold=True, shadow=False, display=True)   # for
                 for s in wrap(title, TITLE_SIZE, widest, True, display=True)]  # the widest
    body_w = max([px(width)] + [h.get_width() for h in heads])   # in its own face's lines
    imgs = []
    for words, colour in lines:
        for para in words.split("\n"):
            imgs += [text(s, TIP_SIZE, colour, shadow=False)
                     for s in wrap(para, TIP_SIZE, body_w)]
    pad_x, pad_y = px(10), px(6)
    rule = px(7) if heads else 0
    w = max(i.get_width() for i in imgs + heads) + 2 * pad_x
    h = sum(i.get_height() for i in imgs + heads) + 2 * pad_y + rule
    box = pygame.Surface((w, h), pygame.SRCALPHA)
    draw_card(box, box.get_rect(), P.RADIUS, 1, SOLID, shadow=False)
    inner = box.get_rect().inflate(-6, -6)             # the board frame's inner hairline
    pygame.draw.rect(box, (*P.RIM, 60), inner, 1, border_radius=max(2, P.RADIUS - 3))
    y = pad_y
    for img in heads:
        box.blit(img, (pad_x, y))
        y += img.get_height()
    if heads:
        rule_y = y + rule // 2 - 1
        for x in range(pad_x, w - pad_x):              # fading towards the right
            a = int(150 * (1 - (x - pad_x) / max(1, w - 2 * pad_x)) ** 0.8)
            box.set_at((x, rule_y), (*P.GOLD, a))
        y += rule
    for img in imgs:
        box.blit(img, (pad_x, y))
        y += img.get_height()
    if len(_boxes) > 256:
        _boxes.clear()
    _boxes[key] = box
    return box


def place(size: tuple[int, int], mouse, window: pygame.Rect,
          keep_clear: pygame.Rect | None = None) -> pygame.Rect:
    """Where a box of `size` stands beside the mouse: right of and below it, else left of
    or above it (never under the pointer, nor over `keep_clear`), always inside `window`."""
    w, h = size
    mx, my = int(mouse[0]), int(mouse[1])
    area = window.inflate(-2 * GAP, -2 * GAP)
    xs = (mx + 18, mx - 12 - w)
    ys = (my + 20, my - 12 - h)
    if keep_clear is not None:
        ys = (keep_clear.bottom + 4, keep_clear.top - 4 - h)
    for y in ys:
        for x in xs:
            r = pygame.Rect(x, y, w, h)
            if area.contains(r) and (keep_clear is None or not r.colliderect(keep_clear)):
                return r
    return pygame.Rect(xs[0], ys[0], w, h).clamp(area)      # (too big: at least inside)


SIDES = ("right", "left", "below", "above")
BESIDE = 8                    # kept between a hover text and what it describes


SLID = 6                      # further places along a side tried where the first hides some
SOFT = 0.25                   # what hiding a `soft` thing costs beside hiding an `avoid` one
FAR = 1                       # what each pixel between a hover text and its thing costs
NEVER = 10 ** 7               # what hiding any of a `never` thing costs: any place else
DEAR = 5000                   # what hiding any of a `dear` thing costs (a move's arrow): more
#                               than lying wholly over an `avoid` one (the temple, while a
#                               move is built: a box hid its ghost rather than the temple)


_placed: dict[tuple, pygame.Rect] = caches.kept({})
PLACED_KEPT = 256             # a hover text's place is weighed once, not every frame


class Play(NamedTuple):
    """The board's play under a hover text (`clearing.play_mask`: the islands' land and
    sandbanks, the name plates, the temple island, the pieces), as dear as `avoid`
    things, so it stands in the open water where there is room; `edge`: the side
    panel's left edge, which a box never straddles where it can (F054)."""
    mask: pygame.mask.Mask
    key: tuple
    edge: int | None = None
    way: tuple = ()           # a move's way being built: dearer still than a `dear` thing
    names: tuple = ()         # other islands' name plates: NAMES for any bit of them
    pieces: tuple = ()        # and their pieces: PIECES for any bit (F054: never over
    #                           another island's pieces while open water is free)


def beside(size: tuple[int, int], rect: pygame.Rect, mouse, window: pygame.Rect,
           avoid=(), sides=SIDES, soft=(), dear=(), far: float = FAR,
           near: bool = True, parts=(), free: int = 0, play: Play | None = None,
           never=()) -> pygame.Rect:
    """`_beside`, remembered: the same question while the pointer rests (each frame) is
    answered from the last answer (a hover text's search took ~1 ms of every frame)."""
    key = (tuple(size), tuple(pygame.Rect(rect)), (int(mouse[0]), int(mouse[1])),
           tuple(window), tuple(tuple(pygame.Rect(a)) for a in avoid), tuple(sides),
           tuple(tuple(pygame.Rect(a)) for a in soft),
           tuple(tuple(pygame.Rect(a)) for a in dear), far, near, px(REACH),
           tuple(tuple(pygame.Rect(a)) for a in parts), free,
           None if play is None else (play.key, play.edge,
                                      tuple(tuple(pygame.Rect(a)) for a in play.way),
                                      tuple(tuple(pygame.Rect(a)) for a in play.names),
                                      tuple(tuple(pygame.Rect(a)) for a in play.pieces)),
           tuple(tuple(pygame.Rect(a)) for a in never))
    found = _placed.get(key)
    if found is None:
        if len(_placed) >= PLACED_KEPT:
            _placed.clear()
        found = _placed[key] = _beside(size, rect, mouse, window, avoid, sides, soft, dear,
                                       far, near, parts, free, play, never)
    return pygame.Rect(found)


def _beside(size: tuple[int, int], rect: pygame.Rect, mouse, window: pygame.Rect,
            avoid=(), sides=SIDES, soft=(), dear=(), far: float = FAR,
            near: bool = True, parts=(), free: int = 0,
            play: Play | None = None, never=()) -> pygame.Rect:
    """Where a box of `size` stands beside `rect` (the thing it describes), never over it:
    on the first of `sides` with room that hides none of `avoid` (the screen's buttons,
    say; else past them, else the least of them, `soft` things a quarter as dear), slid
    along that side towards the pointer, or further along it where that hides less (an
    island's text toward the open sea, past its neighbours); a box over any bit of a
    `dear` thing (a move's arrow: small, but what the player works on; a button) dearer
    than one wholly over an `avoid` one; each pixel away from `rect` costing `far` (the
    first `free` px nothing); always inside `window`; where `near`, always close
    (`close`: by the pointer, or along a side of the thing, not past what is in the way
    nor slid off its corner, never far from its thing, F054; a button's may stand past its row of
    buttons). `parts`: the thing's own parts drawn beside it (an island's name plate): never under
    the box either, a box passes them as it passes what is in the way, and one along
    their side is close (never over the name it explains). A
    thing too large to stand beside: the box goes beside the pointer. `play`: the board's
    play, dear as `avoid`, and the panel's edge, never straddled if it can be helped.
    `never`: what the box stands over only where no place beside the thing is clear of
    it, close or not (the guided game's step card)."""
    w, h = size
    rect = pygame.Rect(rect)
    mx, my = int(mouse[0]), int(mouse[1])
    area = window.inflate(-2 * GAP, -2 * GAP)
    avoid = [pygame.Rect(a) for a in avoid if pygame.Rect(a) != rect]
    soft = [pygame.Rect(a) for a in soft]
    weigh = (avoid, soft, [pygame.Rect(a) for a in dear], far, near,
             [pygame.Rect(a) for a in parts], free, play, [pygame.Rect(a) for a in never])
    def search(strict: bool) -> tuple:
        best, best_cost = None, None
        for slid in (False, True):
            if slid and (best is None or best_cost < 40 * len(sides)):
                break                            # the first places hide nothing: no search
            for rank, side in enumerate(sides):
                if side in ("right", "left"):
                    x = rect.right + BESIDE if side == "right" else rect.left - BESIDE - w
                    y = min(max(my - h // 3, area.top), area.bottom - h)
                    starts = [(x, y)] if not slid else [
                        (x, round(area.top + k * (area.h - h) / SLID)) for k in range(SLID + 1)]
                else:
                    y = rect.bottom + BESIDE if side == "below" else rect.top - BESIDE - h
                    x = min(max(mx - w // 3, area.left), area.right - w)
                    starts = [(x, y)] if not slid else [
                        (round(area.left + k * (area.w - w) / SLID), y) for k in range(SLID + 1)]
                    if play is not None and play.edge is not None and x < play.edge < x + w:
                        starts.append((play.edge - BESIDE - w, y))    # (or on the board's
                        #  side of the panel's edge: a grown island at the board's right edge)
                for x, y in starts:
                    best, best_cost = _hops(x, y, w, h, side, rank, rect, area, weigh,
                                            (best, best_cost), (mx, my), slid, strict)
        return best, best_cost
    # abreast of the thing (F323), unless every such place hides another island's pieces
    # that a place close to it but not abreast leaves clear
    best, best_cost = search(True)
    if near and (best_cost is None or best_cost >= PIECES):   # (cheaper: none can beat it)
        loose, loose_cost = search(False)
        if loose_cost is not None and (best_cost is None or loose_cost + PIECES <= best_cost):
            best, best_cost = loose, loose_cost
    if near and best_cost is not None and best_cost >= NEVER:   # no close place clear of
        return _beside(size, rect, mouse, window, avoid, sides, soft, dear, far,  # what it
                       False, parts, free, play, never)     # never hides: further off
    if best is not None:
        return best
    return place(size, mouse, window, keep_clear=rect if rect.w < window.w // 2 else None)


REACH = 24                    # px at 100 %: a hover text this near the pointer stands by it


def close(r: pygame.Rect, rect: pygame.Rect, mouse) -> bool:
    """Whether a hover text at `r` stands close to the thing at `rect` the pointer is on:
    within REACH of the pointer, or along one of the thing's sides (no more than REACH
    off it, sharing a stretch of that side: not off its corner)."""
    dx = max(r.left - mouse[0], 0, mouse[0] - r.right + 1)
    dy = max(r.top - mouse[1], 0, mouse[1] - r.bottom + 1)
    reach = px(REACH)
    if math.hypot(dx, dy) <= reach:
        return True
    off = max(r.left - rect.right, rect.left - r.right, r.top - rect.bottom,
              rect.top - r.bottom, 0)
    share = max(min(r.right, rect.right) - max(r.left, rect.left),
                min(r.bottom, rect.bottom) - max(r.top, rect.top))
    return off <= reach and share >= min(px(12), max(1, min(rect.w, rect.h) // 2))


def abreast(r: pygame.Rect, rect: pygame.Rect, mouse) -> bool:
    """Whether a box at `r` stands abreast of the thing at `rect` the pointer is on: by
    the pointer (within REACH), or sharing a third of the narrower's width or height with
    the thing: near its name plate or a corner alone is not beside it (F323)."""
    dx = max(r.left - mouse[0], 0, mouse[0] - r.right + 1)
    dy = max(r.top - mouse[1], 0, mouse[1] - r.bottom + 1)
    return math.hypot(dx, dy) <= px(REACH) \
        or min(r.right, rect.right) - max(r.left, rect.left) >= min(r.w, rect.w) // 3 \
        or min(r.bottom, rect.bottom) - max(r.top, rect.top) >= min(r.h, rect.h) // 3


def _hops(x, y, w, h, side, rank, rect, area, weigh, best, mouse, slid, strict=True):
    """The places from (x, y) on `side`, past the things in the way (four hops at most,
    while still close to the pointer or the thing), weighed against the `best` (place,
    cost) so far (`weigh`: the avoid, soft and dear things); `slid`: slid away from the
    pointer's own place (that place only), each pixel off it a little dearer; `parts`
    (in `weigh`): the thing's own, never under it, passed like what is in the way."""
    avoid, soft, dear, per_px, near, parts, free, play, never = weigh
    best, best_cost = best
    for _hop in range(4):
        r = pygame.Rect(x, y, w, h)
        if not area.contains(r) or r.colliderect(rect) or near and not (
                (abreast(r, rect, mouse) or not strict)
                and any(close(r, p, mouse) for p in [rect, *parts])):
            break
        own = [a for a in parts if r.colliderect(a)]
        if own:                                        # over its own part: past it
            x, y = _past(own, side, x, y, w, h)
            continue
        hit = [a for a in avoid if r.colliderect(a)] + [a for a in dear if r.colliderect(a)]
        far = max(r.left - rect.right, rect.left - r.right, r.top - rect.bottom,
                  rect.top - r.bottom, 0)
        cost = hiding(r, avoid, soft, dear) + 40 * rank + per_px * max(0, far - free)
        if play is not None:
            cost += over_play(r, play)
        if never and r.collidelist(never) >= 0:
            cost += NEVER
        if slid:
            cost += 0.2 * math.dist(r.center, mouse)
        if best_cost is None or cost < best_cost:
            best, best_cost = r, cost
        if not hit or slid:                            # slid along: beside it, no hops
            break
        x, y = _past(hit, side, x, y, w, h)
    return best, best_cost


def hiding(r: pygame.Rect, avoid, soft=(), dear=()) -> float:
    """What a box at `r` costs by what it hides: the share of it over `avoid` things (a
    `soft` one's a quarter), and DEAR over any bit of a `dear` one."""
    hidden = sum(r.clip(a).w * r.clip(a).h for a in avoid if r.colliderect(a)) + SOFT * sum(
        r.clip(a).w * r.clip(a).h for a in soft if r.colliderect(a))
    return 4000 * hidden / max(1, r.w * r.h) + (DEAR if r.collidelist(list(dear)) >= 0 else 0)


def over_play(r: pygame.Rect, play: Play) -> float:
    """What a box at `r` costs by the board's play it lies over (as `avoid` things do),
    and DEAR where it straddles the panel's edge, DEAR more over a move's way."""
    box = pygame.mask.Mask(r.size, fill=True)
    cost = 4000 * play.mask.overlap_area(box, r.topleft) / max(1, r.w * r.h)
    if play.edge is not None and r.left < play.edge < r.right:
        cost += DEAR
    if play.way and r.collidelist(list(play.way)) >= 0:
        cost += 4 * DEAR                # (over another island's name rather than this)
    if play.names and r.collidelist(list(play.names)) >= 0:
        cost += NAMES
    if play.pieces and r.collidelist(list(play.pieces)) >= 0:
        cost += PIECES
    return cost


NAMES = 6000                  # any bit of another island's name under a hover text
PIECES = 500                  # any bit of another island's pieces (their land costs too)


def _past(hit: list[pygame.Rect], side: str, x: int, y: int, w: int, h: int
          ) -> tuple[int, int]:
    """A box's next place on `side`, past the things it `hit`."""
    if side == "right":
        return max(a.right for a in hit) + BESIDE, y
    if side == "left":
        return min(a.left for a in hit) - BESIDE - w, y
    if side == "below":
        return x, max(a.bottom for a in hit) + BESIDE
    return x, min(a.top for a in hit) - BESIDE - h


def on_top(box: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
    """Put `box` on the top layer of the frame being drawn: the app draws it after the
    widgets (`draw_top_layer`)."""
    _top.append((box, rect.topleft))
    return rect


def draw_top_layer(surf: pygame.Surface) -> None:
    """The boxes put on the top layer this frame, over everything else."""
    for box, pos in _top:
        surf.blit(box, pos)
    _top.clear()


def clear_top_layer() -> None:
    """A frame begins: nothing left over from one drawn elsewhere."""
    _top.clear()


def widget_rects(ui) -> list[pygame.Rect]:
    """Where the screen's widgets stand (a hover text hides none of them if it can)."""
    return [pygame.Rect(el.rect) for el in ui.get_root_container().elements
            if el.alive() and el.visible]


def widget_marks(ui) -> list[pygame.Rect]:
    """What a widget's hover text keeps clear of: the screen's widgets but a label with
    no words (nothing drawn to hide: the New game dialog's empty line under its option
    left the option's text no close place, and it stood up in a far corner)."""
    from pygame_gui.elements import UILabel
    return [pygame.Rect(el.rect) for el in ui.get_root_container().elements
            if el.alive() and el.visible and not (
                isinstance(el, UILabel) and not str(el.text).strip())]


BY_WIDGET = 20                # what each pixel past REACH costs a widget's hover text:
#                               over a fifth of a neighbour rather than 90 px off, past its
#                               row; past the panel's edge by its button still
COVER_STAYS = 4.0             # s a widget's hover text may stand over what it should not
COVER_FADE = 0.6              # then it fades away (until the mouse leaves the widget)


NARROWER = (TIP_WIDTH, TIP_WIDTH * 4 // 5, TIP_WIDTH * 2 // 3, TIP_WIDTH // 2)   # a widget's
#                               hover text's widths, tried in turn where it hides a `never`


def fitting_box(lines: list[tuple[str, P.RGB]], title: str | None, width: int,
                window: pygame.Rect) -> pygame.Surface:
    """The hover text's plate at `width` (px at 100 %), or wider, a quarter of TIP_WIDTH
    at a time, where that is taller than the window: a long text at a large text size
    (a level's card in German at 150 %) stands whole, never cut at the window's edges;
    as wide as the window at most."""
    area = window.inflate(-2 * GAP, -2 * GAP)
    box = tip_box(lines, title, width)
    while box.get_height() > area.h:
        wider = width + TIP_WIDTH // 4
        if tip_box(lines, title, wider).get_width() > area.w:
            break                           # the widest the window holds
        width = wider
        box = tip_box(lines, title, width)
    return box


def tip_fades(tip) -> bool:
    """A widget's hover text over what it should not cover, not yet faded away."""
    return bool(getattr(tip, "covers", False)) \
        and tip.ui.clock - tip.born < COVER_STAYS + COVER_FADE


def draw_widget_tip(surf: pygame.Surface, tip, keep_clear=(), never=()) -> pygame.Rect | None:
    """A widget's hover text (a `theme.Tip`): the same plate, beside the widget (never
    over it) where it hides no other widget nor what the screen keeps clear
    (`keep_clear`: the game's panel, its log and buttons; `never`: the guided game's step
    card, kept clear wherever it can be), inside the window, and by it:
    each pixel away costs BY_WIDGET (a colour chip's "Blue" stood under the third row of
    seats, 200 px from the first row's chip, rather than over a bit of the next). Where it
    cannot help covering some of them it fades after COVER_STAYS seconds: the pointer
    resting on a button does not hide the log for good. Returns where it stands (None:
    faded). The words are the widget's as they are now: a button greyed or woken while
    pointed at says so at once ("Wait a moment" never outstays the wait); a widget gone,
    hidden or with no words now has no hover text."""
    el = getattr(tip, "element", None)
    if el is not None:
        now = getattr(el, "tool_tip_text", None)
        if not now or not el.alive() or not el.visible:
            tip.rect = None
            return None
        tip.words = str(now)
    title, words = headed(tip.words)
    avoid = widget_marks(tip.ui) + [pygame.Rect(r) for r in keep_clear]
    placed = []
    for width in NARROWER if never else NARROWER[:1]:   # narrower, taller, where only
        box = fitting_box([(words, P.INK)], title, width,  # that stands clear of `never`
                          surf.get_rect())
        placed.append((box, beside(box.get_size(), tip.widget, tip.mouse, surf.get_rect(),
                                   avoid, ("below", "above", "right", "left"), far=BY_WIDGET,
                                   near=False, free=px(REACH), never=never)))
        if placed[-1][1].collidelist([pygame.Rect(r) for r in never]) < 0:
            break
    else:
        placed.append(placed[0])           # nowhere clear: as wide as ever
    box, rect = placed[-1]
    covers = any(rect.colliderect(a) for a in avoid if a != tip.widget)
    shown = 1.0
    if covers:
        age = tip.ui.clock - tip.born
        shown = max(0.0, min(1.0, 1 - (age - COVER_STAYS) / COVER_FADE))
    tip.covers = covers
    if shown <= 0:
        tip.rect = None
        return None
    if shown < 1:
        box = box.copy()
        box.set_alpha(int(255 * shown))
    tip.rect = surf.blit(box, rect.topleft)
    return tip.rect
