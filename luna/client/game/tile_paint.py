"""The tray's tiles painted: a tile's glass and rim, its picture, its word, its badges'
row (what it uses and brings, how many novices a move may take), the Hint's star, the
novice favour's chip and a count's − / + (`ring`: the ActionRing of game/ring.py, which
knows where each stands)."""

from __future__ import annotations

import math

import pygame

from ...engine import Game
from ...text import island, t
from ..board import art
from ..board.action_art import (
    cost_badge,
    count_words,
    gain_badge,
    island_badge,
    seat_badge,
    theirs_badge,
)
from ..board.targets import Tile
from ..widgets import palette as P
from ..window import fonts
from ..window.fonts import fit, line_height, text, wrap
from .action_icons import action_picture
from .actions import Action, place_name
from .favour_chip import draw_chip
from .panel_art import area_glass
from .ring_place import word_band
from .tray_grid import CONDENSE, WORDS

TRAY = (*P.GLASS, 255)           # solid: nothing of the board shows through its buttons
CARD, CARD_HOVER = P.BUTTON, P.BUTTON_HOVER
RIM, INK, DIM, GOLD = P.RIM, P.INK, P.INK_OFF, P.GOLD
LINE = tuple((a * 2 + b * 5) // 7 for a, b in zip(P.RIM, P.GLASS, strict=True))  # faint brass
REFUSED, REFUSED_HOVER, REFUSED_RIM = (26, 31, 52), (40, 46, 72), (62, 66, 86)
ARMED = P.BUTTON_DOWN         # a tile whose next take spends a favour: pressed in
FOCUS = (130, 210, 255)       # the keyboard's button: not gold, which marks the Hint's
BARE_BELOW = 26               # px: a smaller picture is its drawing alone (no round badge)


def star(surf: pygame.Surface, centre, r: float, colour=GOLD) -> None:
    """The Hint's five-pointed star."""
    cx, cy = centre
    pts = [(cx + (r if k % 2 == 0 else r * 0.45) * math.cos(-math.pi / 2 + k * math.pi / 5),
            cy + (r if k % 2 == 0 else r * 0.45) * math.sin(-math.pi / 2 + k * math.pi / 5))
           for k in range(10)]
    pygame.draw.polygon(surf, (40, 30, 10), [(x + 1, y + 1) for x, y in pts])
    pygame.draw.polygon(surf, colour, pts)


def paint(ring, surf: pygame.Surface, snap: dict, game: Game, over,
          keys: bool) -> None:
    """The tray's glass, its tiles, their chips and steppers, the keyboard's tile."""
    area_glass(surf, ring.rect)
    for k, act in enumerate(ring.actions):
        tile(ring, surf, k, act, snap, game, over)
    for rect, k, part in ring.parts:
        if part == "chip":
            chip(ring, surf, rect, ring.actions[k], over == (k, part))
        elif part in ("minus", "plus"):
            stepper(ring, surf, rect, k, part, over == (k, part))
    if keys and ring.focus is not None and ring.focus < len(ring.cards):
        pygame.draw.rect(surf, FOCUS, ring.cards[ring.focus].inflate(6, 6), 3,
                         border_radius=12)
    ring.alone_said = alone_words(ring, surf, snap) if ring.alone else None


def alone_words(ring, surf: pygame.Surface, snap: dict) -> tuple | None:
    """A tray of one tile says in its empty room what it is ("Temple tile 12: only
    Consecration here; ...") where its words fit there whole, beside the tile or under
    it; where they stood and their lines (None: nowhere whole). The fuller words first,
    the plain ones where those fit nowhere."""
    size = ring.label_size
    high = line_height(size)
    for words, room in [(w, r) for w in alone_texts(ring.anchor, ring.actions[0].kind, snap)
                        for r in ring.alone]:
        lines = wrap(words, size, room.w - 8)
        if len(lines) * high > room.h:
            continue
        y = room.y + max(0, min(room.h, ring.cards[0].h) - len(lines) * high) // 2
        for line in lines:                          # (level with the tile where they fit)
            surf.blit(text(line, size, INK), (room.x + 4, y))
            y += high
        return room, lines
    return None


def alone_texts(anchor, kind: str, snap: dict) -> list[str]:
    """What a tray of one tile is, the fullest words first; a temple tile's Appointment
    names the one island it is made from, the island of the tile's symbol (another
    island's novices cannot claim it, however many stand there)."""
    place, action = place_name(anchor, snap), t(f"ring.{kind}")
    plain = t("ring.alone", place=place, action=action)
    if kind != "appoint" or not isinstance(anchor, Tile):
        return [plain]
    symbol = next((e.get("symbol") for e in snap["path"] if e.get("tile") == anchor.tile),
                  None)
    if symbol is None:
        return [plain]
    return [t("ring.alone.appoint", place=place, action=action, island=island(symbol)),
            plain]


def tile(ring, surf, k: int, act: Action, snap, game, over) -> None:
    """A tile in its one form (game/ring_place.py): its badges in their row, its picture
    in its zone, its word under it at the tray's one size, the Hint's star at the top
    of its left column. A refused action's tile is the same, dimmed (its picture
    greyed, its word in the disabled ink, no badges): the mouse on it says why, so it
    recedes and still teaches."""
    card = ring.cards[k]
    on = act.enabled
    hot = over is not None and over[0] == k
    primed = on and armed(act)
    if act.hinted and on:
        glow = art.glow(int(card.w * 0.75), GOLD, 150)
        surf.blit(glow, glow.get_rect(center=card.center))
    if primed:                  # pressed in, its rim bright: the next take plays it
        pygame.draw.rect(surf, ARMED, card, border_radius=P.RADIUS)
        pygame.draw.rect(surf, P.GOLD_BRIGHT, card, 2, border_radius=P.RADIUS)
    elif on:
        pygame.draw.rect(surf, CARD_HOVER if hot else CARD, card, border_radius=P.RADIUS)
        pygame.draw.rect(surf, GOLD if act.hinted else RIM, card,
                         2 if act.hinted or hot else 1, border_radius=P.RADIUS)
    else:
        pygame.draw.rect(surf, REFUSED_HOVER if hot else REFUSED, card,
                         border_radius=P.RADIUS)
        pygame.draw.rect(surf, DIM if hot else REFUSED_RIM, card, 1,
                         border_radius=P.RADIUS)
    cmd = act.command or act.about or {"island": snap.get("architect")}
    if act.builder:
        cmd = {"island": act.builder[1]}
    eff = act.effect(game) if on and act.kind == "solo_deactivate" else None
    who = eff.them if eff is not None and eff.them is not None else ring.me
    zone = ring.picture_slot(card)
    pic = action_picture(act.kind, cmd, snap, who, zone.w, greyed=not on,
                         bare=zone.w < BARE_BELOW)    # Lie down: the automaton's novices
    if pic is not None:
        surf.blit(pic, pic.get_rect(center=zone.center))
    row = ring.word_slot(card)
    words = word(ring, act.kind, row.w, INK if on else DIM,
                 t("ring.armed") if primed else None)
    top, high = word_band(ring.word_size, tuple(t(f"ring.{k}") for k in WORDS))
    band = pygame.Rect(0, top, words.get_width(), min(high, words.get_height() - top))
    x = row.x if ring.form.wide else row.centerx - band.w // 2   # (wide: beside the
    surf.blit(words, band.move(x, row.y - top).topleft, band)     # picture, as its badges)
    if on:
        badge_row(ring, surf, card, act, snap, game)
    box = ring.star_slot(card)
    if act.hinted and on and box.w:
        star(surf, box.center, box.w / 2)
        ring.stars.append(box.move(ring._at))
    if on:
        spent_coin(ring, surf, card, act, game)


def armed(act: Action) -> bool:
    """The tile's first take asked for a second (a move only a favour makes legal,
    `Acting.take`): it stands armed, pressed in and saying "Click again", till its
    variant changes or the tray closes."""
    return act.asked is not None and act.asked == act.choice and act.favour_only is not None


OWN_FAVOUR = ("herbs", "tides", "sailboat", "novice")   # the favour a tile is (its picture),
#                                                         or has its own chip for


def spent_coin(ring, surf, card: pygame.Rect, act: Action, game: Game) -> None:
    """The favour token the tile's command spends (the Bribery favour an Appointment or a
    consecration takes, the Shrine favour a shrine built with it), its coin in the slot
    of the novice favour's chip at the foot of the tile's left column (at the column's
    top, the Hint's star's, where the chip stands: none where the star does too): seen on
    the tile, not only in its hover text and the cost's small pill (F319)."""
    if act.builder or act.command is None:
        return
    eff = act.effect(game)
    kinds = [k for k in (eff.spends if eff is not None else ()) if k not in OWN_FAVOUR]
    if not kinds:
        return
    box = ring.star_slot(card) if ring._chip_in(act) else ring.chip_slot(card)
    if not box.w or (ring._chip_in(act) and act.hinted):
        return
    side = min(box.w, box.h)
    pic = art.favour_token(kinds[0], side)       # (within its slot, its shadow too)
    at = pic.get_rect(center=box.center)
    surf.blit(pic, at)
    ring.spent.append((at.move(ring._at), kinds[0]))


def word(ring, kind: str, room: int, ink=INK, said: str | None = None) -> pygame.Surface:
    """A tile's word as drawn, at the tray's one size, no wider than `room`: a word a
    little wider stands narrower (CONDENSE), its letters as tall; only past that cut
    with "…". (On its tile's face: a shadow only took its border's air.) `said`: other
    words in its place (an armed tile's "Click again")."""
    said = t(f"ring.{kind}") if said is None else said
    words = text(said, ring.word_size, ink, bold=True, shadow=False)
    w = words.get_width()
    if w <= room:
        return words
    if w * CONDENSE <= room:
        return fonts.narrower(words, room)
    return text(fit(said, ring.word_size, room, True), ring.word_size, ink, bold=True,
                shadow=False)


SEAT_LEAST = 0.8     # a Council's "seat 3" may stand this much narrower before its cost


def badge_row(ring, surf, card: pygame.Rect, act: Action, snap, game) -> None:
    """The badges' row: what it uses at its left (a red pill: "−2" and a novice, the
    favours it returns), at its right what it brings (a green pill: "+4" influence, a
    novice recruited, novices standing up), the seat a Council reaches (a stone seat
    with its number) or how many novices a move may take ("×1–7"); a lone one at the
    left too (one alignment for every pill). Every number at the body text's size (never
    shrunk to its tile, F048); where the two would meet, both grow a
    little narrower, as tall as before, the cost keeping its novice: never over the
    picture or the word."""
    row = ring.badge_slot(card)
    cost, gain = badges(ring, act, snap, game)
    count, ink = range_words(ring, act) if ring._range_in(act) else (None, None)
    gap = ring.form.gap
    if count is not None:                    # a move: its range at the right, whole
        room = row.w - ink.w - gap
        if cost is not None and cost.get_width() > room:
            cost = narrowed(cost, max(0.3, room / cost.get_width()))
        at = ink.copy()
        at.midright = (row.right, row.centery)
        ring.ranges.append(surf.blit(count, at, ink).move(ring._at))
    elif cost is not None and gain is not None and \
            cost.get_width() + gain.get_width() + gap > row.w:
        if act.kind == "council":     # the seat's words give way first (a word a little
            k = max(SEAT_LEAST, (row.w - gap - cost.get_width()) / gain.get_width())
            gain = narrowed(gain, k)  # narrower reads; a narrowed novice reads smaller)
        if cost.get_width() + gain.get_width() + gap > row.w:
            k = (row.w - gap) / (cost.get_width() + gain.get_width())
            cost, gain = (narrowed(b, k) for b in (cost, gain))
    elif gain is None and cost is not None and cost.get_width() > row.w:
        cost = narrowed(cost, row.w / cost.get_width())
    if gain is not None:
        ring.badge_rects.append(surf.blit(gain, gain.get_rect(
            midright=(row.right, row.centery))).move(ring._at))
    if cost is not None:
        box = cost.get_rect(midleft=(row.x, row.centery))   # at the left on every
        ring.badge_rects.append(surf.blit(cost, box).move(ring._at))   # tile, alone too


def range_words(ring, act: Action) -> tuple[pygame.Surface, pygame.Rect]:
    """How many novices a move may take ("×1–7": Travel and Tides gather them from
    any island), gold, its figures as large as the badges' numbers: the words and
    their ink."""
    words = text(count_words(1, act.most), ring.badge_size, GOLD, bold=True, shadow=False)
    ink = words.get_bounding_rect()
    return words, ink if ink.w and ink.h else words.get_rect()


def badges(ring, act: Action, snap, game, choice=None) -> tuple:
    """The button's badges (what it uses, what it brings or reaches) for its variant
    `choice` (the chosen one by default); None where it has none. A cost keeps its
    novice beside its number always (a bare "−2" beside the other tiles' "−2" and novice
    reads as another cost): where cost and gain would not stand
    side by side, both grow a little narrower (`_badges`)."""
    h, size = ring.badge_h, ring.badge_size
    icon = fonts.px(ring.word_size)    # (an icon never under the tile's words: beside
    #                                    its number where the pill is too low for it)
    colour = snap["colours"][ring.me] if ring.me < len(snap["colours"]) else None
    if act.builder:
        spends = () if act.kind == "travel" else (act.kind,)
        return cost_badge(0, spends, colour, h, size, icon=icon), None
    eff = act.effect(game, choice)
    if eff is None:
        return None, None
    if eff.them is not None:              # Lie down: the player spends nothing, the
        them = snap["colours"][eff.them]  # automaton's novices lie down
        return theirs_badge(t("ring.theirs_down", count=eff.theirs), them, h, size,
                            icon), None
    spends = tuple(k for k in eff.spends if k != "novice")
    if "novice" in eff.spends:                      # the favour standing in
        spends = ("novice",) + spends
    cost = cost_badge(eff.novices, spends, colour, h, size, icon=icon)
    if act.kind == "banish" and eff.apostate_to is not None:    # where he goes (never
        kind = snap["islands"][eff.apostate_to]["kind"]          # "− +" alone)
        return cost, island_badge(kind, h, size, icon)
    gain = gain_of(act, eff, colour, h, size, icon)
    return cost, gain


def gain_of(act: Action, eff, colour, h: int, size: int, icon: int = 0):
    gain = None
    if act.kind == "council" and eff.seat is not None:
        gain = seat_badge(t("ring.seat", seat=eff.seat), h, size)
    elif eff.influence:
        gain = gain_badge(eff.influence, "influence", colour, h, size)
    elif eff.woken:
        gain = gain_badge(eff.woken, "woken", colour, h, size, icon)
    elif eff.recruited:
        gain = gain_badge(eff.recruited, "novice", colour, h, size, icon)
    return gain


def chip(ring, surf, rect: pygame.Rect, act: Action, hot: bool) -> None:
    """The novice favour standing in: the token's own coin, a "+" while it may, a
    tick in its colour once it does (game/favour_chip.py), on a button of its own: a
    bordered pocket apart from the tile's face (a click meant for the tile that lands
    there spent the favour unseen)."""
    pocket = rect.inflate(6, 6)
    pygame.draw.rect(surf, TRAY, pocket, border_radius=8)
    pygame.draw.rect(surf, GOLD if hot else RIM, pocket, 2 if hot else 1, border_radius=8)
    draw_chip(surf, rect, act.choice.token, hot)


def stepper(ring, surf, rect: pygame.Rect, k: int, part: str,
            hot: bool) -> None:
    act = ring.actions[k]
    counts = act.counts
    can = act.choice.count > counts[0] if part == "minus" else act.choice.count < counts[-1]
    pygame.draw.rect(surf, CARD_HOVER if hot and can else CARD, rect, border_radius=6)
    pygame.draw.rect(surf, GOLD if hot and can else RIM if can else (70, 74, 90), rect,
                     1, border_radius=6)
    c, r = rect.center, rect.w * 0.28
    ink = INK if can else (90, 94, 110)
    thick = max(3, round(rect.w / 8))
    pygame.draw.line(surf, ink, (c[0] - r, c[1]), (c[0] + r, c[1]), thick)
    if part == "plus":
        pygame.draw.line(surf, ink, (c[0], c[1] - r), (c[0], c[1] + r), thick)
    if toward_hint(act, part):       # the Hint's count lies this way: its star, small,
        s = max(3.0, rect.w * 0.17)  # in the control's corner
        star(surf, (rect.right - s - 1, rect.top + s + 1), s)
        ring.count_stars.append(rect.move(ring._at))


def toward_hint(act: Action, part: str) -> bool:
    """The − (or +) of a tile the Hint names steps toward the Hint's count: another
    count stepped to on the Hint's tile, or the Hint of this turn whose arrow went (its
    tray opens on the plain count, game/actions.Action.default)."""
    hint = act.hint_choice
    if not (act.hinted or act.kept) or hint is None or act.choice is None or \
            hint.count == act.choice.count:
        return False
    return hint.count < act.choice.count if part == "minus" else \
        hint.count > act.choice.count


def narrowed(badge: pygame.Surface, k: float) -> pygame.Surface:
    """`badge` `k` as wide and as tall as it was: its number stays the body text's height
    (test_badges_at_a_glance) where a tile's row has not its whole width."""
    return pygame.transform.smoothscale(badge, (max(1, round(badge.get_width() * k)),
                                                badge.get_height()))
