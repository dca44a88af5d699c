"""The action ring: a tray of large picture buttons for the clicked island (or tile,
candles, jetty), one per action kind it may take now, each with its one-word
name, its picture (as large as the text size makes its words) and, inside its top edge,
the number it uses or gains; a count's − / + under it, the novice favour's chip over it,
the Hint's star on it. What the engine refuses recedes: a row of small dimmed chips under
the buttons (or a column beside them, where that makes the tray lower), its
picture only, the engine's reason in its hover text.

It stands in one fixed place, the panel's action area over the log (play/ring_place.py),
under a line naming its place, which glows on the board. Drawn by our code, in the
board's language (the panel's glass, its brass rim). It knows its buttons' places
(`parts`) and which one has the keyboard's focus; what a press does is the game screen's
business (play/acting.py).
"""

from __future__ import annotations

import math

import pygame

from ...engine import Game
from ...text import lines, t
from .. import fonts
from ..board import art
from ..board.action_art import cost_badge, count_words, gain_badge, seat_badge
from ..board.clearing import GAP
from ..board.layout import Layout
from ..board.targets import Ring, Target
from ..fonts import fit, font, text
from ..widgets import palette as P
from ..widgets.overlays import on_top, tip_box
from ..widgets.panel import area_glass
from .action_icons import action_picture
from .actions import Action
from .choices import label, rule_text
from .ring_place import COLUMN, Dock, in_rows, row_width

TRAY = (*P.GLASS, 255)           # solid: nothing of the board shows through its buttons
CARD, CARD_HOVER = P.BUTTON, P.BUTTON_HOVER
RIM, INK, DIM, GOLD = P.RIM, P.INK, P.INK_OFF, P.GOLD
LINE = tuple((a * 2 + b * 5) // 7 for a, b in zip(P.RIM, P.GLASS, strict=True))  # faint brass
FOOT = tuple((3 * a + b) // 4 for a, b in zip(P.BUTTON, P.GLASS, strict=True))  # a count's foot
REFUSED, REFUSED_HOVER, REFUSED_RIM = (26, 31, 52), (40, 46, 72), (62, 66, 86)
FOCUS = (130, 210, 255)       # the keyboard's button: not gold, which marks the Hint's
PAD = 5                       # the tray's edge to its buttons
COMPACT = 0.6                 # the compact form's unit: where no place beside it is clear
SMALL_GAP = 4                 # between two refused actions' chips
SEPARATION = 11               # the buttons to the refused chips, a faint line between
INSET = 5                     # a badge's inset from its button's edge: clear of its corner


def unit_of(lay: Layout) -> int:
    """A button's size: ~64 px at 1280x800, scaled with the board (smaller in a small
    window, where the board is crowded)."""
    return round(64 * max(0.75, min(1.3, lay.scale)))


def _apart(a: pygame.Rect, b: pygame.Rect) -> int:
    """How far apart two rects stand (0: they touch or overlap)."""
    dx = max(b.left - a.right, a.left - b.right, 0)
    dy = max(b.top - a.bottom, a.top - b.bottom, 0)
    return round(math.hypot(dx, dy))


def star(surf: pygame.Surface, centre, r: float, colour=GOLD) -> None:
    """The Hint's five-pointed star."""
    cx, cy = centre
    pts = [(cx + (r if k % 2 == 0 else r * 0.45) * math.cos(-math.pi / 2 + k * math.pi / 5),
            cy + (r if k % 2 == 0 else r * 0.45) * math.sin(-math.pi / 2 + k * math.pi / 5))
           for k in range(10)]
    pygame.draw.polygon(surf, (40, 30, 10), [(x + 1, y + 1) for x, y in pts])
    pygame.draw.polygon(surf, colour, pts)


def _headless(rule: str) -> str:
    """A rule's text without its head ("Banish: …" -> "Use …"): a hover text on the
    button named so says its action's name once (a fresh player read "Banish" twice)."""
    head, sep, rest = rule.partition(":")
    if not sep or len(head) > 40 or not rest.strip():
        return rule
    rest = rest.strip()
    return rest[0].upper() + rest[1:]


class ActionRing:
    def __init__(self, anchor: Target, actions: list[Action], me: int) -> None:
        self.anchor = anchor
        self.actions = actions
        self.me = me
        self.focus: int | None = None          # the keyboard's button
        self.parts: list[tuple[pygame.Rect, int, str]] = []   # card, minus, plus, chip
        self.cards: list[pygame.Rect] = []
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.anchor_rect = pygame.Rect(0, 0, 0, 0)
        self.dock: Dock | None = None          # the panel's action area (ring_place.py)
        self.name_line: tuple | None = None    # the name over it, as drawn (acting.py)
        self.unit = 64
        self.base = 64                         # the window's unit (the compact form's is less)
        self.lift = 0                          # the picture's step down under the number
        self._tips: dict[str, pygame.Surface] = {}
        self._state = None
        self.places: tuple | None = None     # the board places choosing variants (acting.py)
        self._image: pygame.Surface | None = None
        self._at = (0, 0)
        self.badge_rects: list[pygame.Rect] = []   # where its badges were drawn (screen)
        self.goals: list[pygame.Rect] = []     # where the hovered button's preview points
        self.divider: tuple | None = None      # the line between buttons and refused chips

    # -- where it stands ---------------------------------------------------------------------
    def place(self, lay: Layout, anchor_rect: pygame.Rect, log: pygame.Rect,
              snap: dict | None = None, game: Game | None = None) -> None:
        """Lay the buttons out in the panel's action area over `log` (the log's area,
        play/ring_place.py), under the line naming `anchor_rect`'s place: one grid of
        buttons of one width (the widest word's, a button's size at least) in the ring's
        fixed order, in as few rows as fit (three at most), else the compact form (each
        button its word's width, smaller pictures, the words as large) in as many as it
        needs; wider than the area, over the board's edge, where no form fits it (Dock.widen).
        The novice favour's chips in a band over a row, the counts (− / + or how many a
        move may take) in a band under it, each under its button."""
        self.anchor_rect = pygame.Rect(anchor_rect)
        self.base = self.unit = unit_of(lay)
        dock = self.dock = Dock(pygame.Rect(lay.panel), log,
                                font(self.label_size, True).get_linesize())
        found = None
        for unit, most in ((self.base, 3), (round(self.base * COMPACT), 6),
                           (round(self.base * COMPACT * 0.8), 9)):
            self.unit = unit
            shapes, form = self._shapes(dock.room, snap, game, most)
            found = dock.fit(shapes)
            if found is not None:
                break
        wide = pygame.Rect(0, 0, dock.log.right - 8, 0)
        for nameless in (False, True):   # wider than the area: over the board's edge too
            if found is not None:
                break
            if nameless:
                dock.nameless()
            for unit in (round(self.base * COMPACT), round(self.base * COMPACT * 0.8)):
                self.unit = unit
                shapes, form = self._shapes(wide, snap, game, 6)
                found = dock.widen(shapes, 8)
                if found is not None:
                    break
        if found is None:
            found = dock.squeeze(shapes)
        self.rect, (rows, heights, dim, beside, widths) = found
        body = dock.body
        ch, chip, counts, small, step = form
        self.lift = INSET + self.badge_h + 3
        self.cards = [pygame.Rect(0, 0, 0, 0)] * len(self.actions)
        self.parts = []
        y = body.y + PAD
        strip = len(dim) * step - SMALL_GAP + SEPARATION if beside else 0
        middle = self.rect.centerx - strip // 2         # the live buttons' middle
        left = middle - row_width(rows[0], widths) // 2 if rows else 0
        for row, row_h in zip(rows, heights, strict=True):
            x = left if self.unit == self.base else middle - row_width(row, widths) // 2
            top = y + (chip + 4 if any(self._chip_in(self.actions[k]) for k in row) else 0)
            for k in row:
                act, card = self.actions[k], pygame.Rect(x, top, widths[k], ch)
                self.cards[k] = card
                self.parts.append((card, k, "card"))
                if self._chip_in(act):
                    pill = pygame.Rect(0, 0, min(card.w, int(chip * 2.2)), chip)
                    pill.midbottom = (card.centerx, card.top - 3)
                    self.parts.append((pill, k, "chip"))
                if self._count_in(act):
                    self.parts.append((pygame.Rect(x + 3, card.bottom + 4, counts, counts),
                                       k, "minus"))
                    self.parts.append((pygame.Rect(card.right - counts - 3, card.bottom + 4,
                                                   counts, counts), k, "plus"))
                x += card.w + COLUMN
            y += row_h + GAP
        self.divider = None
        if beside:                       # the refused in columns right of the buttons
            x = self.rect.right - PAD - strip + SEPARATION
            self.divider = ((x - SEPARATION // 2, body.y + P.RADIUS_CARD),
                            (x - SEPARATION // 2, body.bottom - P.RADIUS_CARD))
            for col in dim:
                y = body.centery - (len(col) * step - SMALL_GAP) // 2
                for k in col:
                    self.cards[k] = pygame.Rect(x, y, small, small)
                    self.parts.append((self.cards[k], k, "card"))
                    y += step
                x += step
            return
        y += (SEPARATION - GAP) if rows else 0
        if rows and dim:
            line = y - SEPARATION // 2
            self.divider = ((self.rect.x + P.RADIUS_CARD, line),
                            (self.rect.right - P.RADIUS_CARD, line))
        for row in dim:                  # the refused, centred under the buttons
            x = self.rect.centerx - (len(row) * step - SMALL_GAP) // 2
            for k in row:
                self.cards[k] = pygame.Rect(x, y, small, small)
                self.parts.append((self.cards[k], k, "card"))
                x += step
            y += step

    def _shapes(self, board: pygame.Rect, snap: dict | None, game: Game | None,
                most_rows: int = 2):
        """The tray's shapes at the present unit, one row first (see `place`; up to
        `most_rows` rows), and the form they share: (a button's height, chip, counts,
        refused chip, step)."""
        u = self.unit
        f = font(self.label_size, True)
        widest = round(max(2 * self.base, 110) * fonts.scale)  # larger text: wider words
        live = [k for k, a in enumerate(self.actions) if a.enabled]
        refused = [k for k, a in enumerate(self.actions) if not a.enabled]
        # one width for all (the widest word's or badges'), on one grid; in the compact
        # form each its own (its word's or badges'), each row centred, as short as may be
        own = [max(round(u * 1.1), min(widest, f.size(t(f"ring.{a.kind}"))[0] + 14),
                   self.badges_width(a, snap, game, u < self.base and bool(a.builder))
                   if snap is not None else 0)
               if a.enabled else 0 for a in self.actions]
        widest_card = max(own, default=0) or round(u * 1.1)
        grid = [widest_card] * len(self.actions)
        chip = round(u * 0.34)
        counts = self.counts_size
        # a band of its own over the picture for the badges: a badge never touches the
        # picture's circle (larger text: a taller band, the picture lower), the word under
        self.lift = INSET + self.badge_h + 3
        ch = self.lift + self.picture_size + 2 + f.get_linesize() + 3
        n = len(live)
        small = self.refused_size
        shapes, taken = [], []
        step = small + SMALL_GAP
        for k in range(1, max(1, n) + 1):
            rows = [[live[i] for i in row] for row in in_rows(n, k)] if n else []
            widths = own if u < self.base else grid     # compact: each its own width
            inner = max((row_width(row, widths) for row in rows), default=0)
            heights = [self._row_height(row, ch, chip, counts) for row in rows]
            high = sum(heights) + GAP * (len(rows) - 1)
            # the refused: a row (or two) of small chips under the buttons ...
            per = max(1, min(len(refused) or 1, max(4, (inner + SMALL_GAP) // step)))
            dim = [refused[i:i + per] for i in range(0, len(refused), per)]
            wide = max(inner, max((len(d) * step - SMALL_GAP for d in dim), default=0))
            under = (2 * PAD + wide, 2 * PAD + high + ((SEPARATION if rows else 0) +
                                                      len(dim) * step - SMALL_GAP if dim else 0))
            if under[0] > board.w and k < n:
                continue
            taken.append(k)
            shapes.append((under, (rows, heights, dim, False, widths)))
            if refused and rows:      # ... or a column (or two) beside them: a lower tray
                per = max(1, (high + SMALL_GAP) // step)
                dim = [refused[i:i + per] for i in range(0, len(refused), per)]
                side = (2 * PAD + inner + SEPARATION + len(dim) * step - SMALL_GAP,
                        2 * PAD + max(high, min(per, len(refused)) * step - SMALL_GAP))
                if side[0] <= board.w:
                    shapes.append((side, (rows, heights, dim, True, widths)))
            if len(taken) == most_rows or k >= most_rows:    # one row, else two, ...
                break
        return shapes, (ch, chip, counts, small, step)

    def _row_height(self, row: list[int], ch: int, chip: int, foot: int) -> int:
        acts = [self.actions[k] for k in row]
        return ch + (chip + 4 if any(self._chip_in(a) for a in acts) else 0) + \
            (foot + 4 if any(self._count_in(a) or self._range_in(a) for a in acts) else 0)

    @property
    def refused_size(self) -> int:
        """A refused action's chip: its picture, small and dimmed, without words."""
        return max(28, round(self.picture_size * 0.62) + 8)

    @property
    def counts_size(self) -> int:
        """A count's − / +: no smaller in the compact form than in a small window's."""
        return round(max(self.unit, self.base * 0.75) * 0.38)

    @property
    def picture_size(self) -> int:
        """The button's picture: it grows with the text size, as its words do."""
        return int(self.unit * 0.6 * fonts.scale)

    @property
    def badge_h(self) -> int:
        return font(self.badge_size, True).get_height() + 2

    @staticmethod
    def _chip_in(act: Action) -> bool:
        return act.token_choice or act.token_needed

    @staticmethod
    def _count_in(act: Action) -> bool:
        return len(act.counts) > 1

    @staticmethod
    def _range_in(act: Action) -> bool:
        """A move built on the board: how many novices it may take, under the button."""
        return bool(act.builder) and act.enabled and act.most > 0

    @property
    def badge_size(self) -> int:
        return max(12, round(self.unit * 0.2))

    @property
    def count_text(self) -> int:
        return max(12, round(self.unit * 0.24))

    @property
    def label_size(self) -> int:
        """Its words: as large in the compact form (the window's unit, not the ring's)."""
        return max(12, round(self.base * 0.21))

    # -- the mouse and the keys -------------------------------------------------------------
    def part_at(self, pos) -> tuple[int, str] | None:
        for rect, k, part in reversed(self.parts):
            if rect.collidepoint(pos):
                return k, part
        return None

    def target_at(self, pos, snap: dict) -> Target | None:
        """The ring's button under the mouse, as a target with its hover text."""
        hit = self.part_at(pos)
        if hit is None:
            return Ring(-1, "tray", "") if self.rect.collidepoint(pos) else None
        k, part = hit
        return Ring(k, part, self.tip(k, part, snap))

    def move_focus(self, step: int) -> None:
        n = len(self.actions)
        self.focus = (step if step > 0 else n + step) % n if self.focus is None \
            else (self.focus + step) % n

    def tip(self, k: int, part: str, snap: dict) -> str:
        act = self.actions[k]
        if part == "chip":
            if act.token_needed:
                return t("ring.token_needed")
            return t("ring.token_on" if act.choice.token else "ring.token_off")
        if part in ("minus", "plus"):
            return t(f"ring.{part}", count=act.choice.count)
        rule = _headless(rule_text(act.kind))     # the button says its name: once
        if not act.enabled:
            return lines(act.refused, rule)
        if act.builder:
            return f"{t('ring.drag')}\n{rule}"
        words = label(act.command, snap)
        if act.kind == "appoint" and len(act.tiles) > 1:
            words += "\n" + t("ring.pick_tile")
        elif act.kind == "council" and len(act.counts) > 1:
            words += "\n" + t("ring.pick_seat")
        return f"{words}\n{rule}"

    def draw_tip(self, surf: pygame.Surface, target: Ring) -> pygame.Rect | None:
        """A button's hover text right beside its button (a fresh player found it far
        off): under it in the action area's veiled room where it fits there, else level
        with it beside the tray over the board; never over the panel's cards, turn line
        or buttons, nor over the tray, and, where it may, not over where the button's
        preview points."""
        if not target.words:
            return None
        box = self._tips.get(target.words)
        if box is None:                  # the hover texts' box, made once a button
            words = target.words[0].upper() + target.words[1:]
            box = self._tips[target.words] = tip_box([(words, P.INK)])
        card = self.cards[target.index] if 0 <= target.index < len(self.cards) else self.rect
        screen = surf.get_rect().inflate(-8, -8)
        panel = self.dock.panel if self.dock is not None else []
        w, h = box.get_size()
        right = self.dock.log.right if self.dock is not None else screen.right
        tries = [pygame.Rect(x, self.rect.bottom + 6, w, h).clamp(screen)   # under it
                 for x in (min(card.x, right - w), card.right - w)]
        for y in (card.y, card.bottom - h, *range(card.top - h + 8, card.bottom - 8, 8)):
            tries += [pygame.Rect(self.rect.left - 6 - w, y, w, h).clamp(screen),   # level
                      pygame.Rect(self.rect.right + 6, y, w, h).clamp(screen)]

        def hides(r, rects):
            return sum(r.clip(p).w * r.clip(p).h for p in rects)

        r = min(tries, key=lambda r: (hides(r, panel + [self.rect]), hides(r, self.goals),
                                      _apart(r, card)))
        return on_top(box, r)              # over everything, as every hover text

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface, snap: dict, game: Game, hover: Target | None,
             keys: bool) -> None:
        """`hover`: the target under the mouse; `keys`: the keyboard's focus shows. The
        ring is painted once into an image, again only when what it shows changes."""
        over = (hover.index, hover.part) if isinstance(hover, Ring) else None
        state = (over, self.focus if keys else None, [a.choice for a in self.actions])
        if state != self._state or self._image is None:
            self._state = state
            self._image, self._at = self._render(snap, game, over, keys)
        surf.blit(self._image, self._at)

    def _render(self, snap: dict, game: Game, over, keys: bool):
        """The ring painted into an image of its own (its places moved to the image's
        corner while it is painted); the image and where it goes."""
        area = self.rect.inflate(8, 8)
        img = pygame.Surface(area.size, pygame.SRCALPHA)
        self.badge_rects, self._at = [], area.topleft     # the badges as drawn, on screen
        kept = self.rect, self.cards, self.parts, self.anchor_rect, self.divider
        dx, dy = -area.x, -area.y
        self.divider = None if self.divider is None else \
            tuple((x + dx, y + dy) for x, y in self.divider)
        self.rect, self.anchor_rect = self.rect.move(dx, dy), self.anchor_rect.move(dx, dy)
        self.cards = [c.move(dx, dy) for c in self.cards]
        self.parts = [(r.move(dx, dy), k, p) for r, k, p in self.parts]
        try:
            self._paint(img, snap, game, over, keys)
        finally:
            self.rect, self.cards, self.parts, self.anchor_rect, self.divider = kept
        return img, area.topleft

    def _paint(self, surf: pygame.Surface, snap: dict, game: Game, over, keys: bool) -> None:
        area_glass(surf, self.rect)
        if self.divider is not None:          # the buttons, then what is refused
            pygame.draw.line(surf, LINE, *self.divider)
        for k in range(len(self.actions)):      # a count's foot, under its own button
            foot = self.foot(k)
            if foot is not None:
                pygame.draw.rect(surf, FOOT, foot, border_radius=P.RADIUS)
                pygame.draw.rect(surf, LINE, foot, 1, border_radius=P.RADIUS)
        for k, act in enumerate(self.actions):
            self._card(surf, k, act, snap, game, over)
        for k, act in enumerate(self.actions):
            if self._range_in(act):
                self._range(surf, k, act)
        for rect, k, part in self.parts:
            if part == "chip":
                self._chip(surf, rect, self.actions[k], over == (k, part))
            elif part in ("minus", "plus"):
                self._stepper(surf, rect, k, part, over == (k, part))
        if keys and self.focus is not None and self.focus < len(self.cards):
            pygame.draw.rect(surf, FOCUS, self.cards[self.focus].inflate(6, 6), 3,
                             border_radius=12)

    def foot(self, k: int) -> pygame.Rect | None:
        """The plate under button `k` that holds its count (− n + or "×1–n"): it hangs
        from the button, as wide as it, so a count is read as that button's (a fresh
        player saw the counts float under the wrong card). None: no count."""
        act, card = self.actions[k], self.cards[k]
        if not act.enabled or not (self._count_in(act) or self._range_in(act)):
            return None
        return pygame.Rect(card.x, card.centery, card.w,
                           card.bottom + 5 + self.counts_size - card.centery)

    def _refused(self, surf, k: int, act: Action, snap, hot: bool) -> None:
        """A refused action: a small dimmed chip, its picture only; the mouse on it says
        why (its hover text), so it recedes and still teaches."""
        card = self.cards[k]
        pygame.draw.rect(surf, REFUSED_HOVER if hot else REFUSED, card, border_radius=P.RADIUS)
        pygame.draw.rect(surf, DIM if hot else REFUSED_RIM, card, 1, border_radius=P.RADIUS)
        cmd = act.command or act.about or {"island": snap.get("architect")}
        # its drawing alone, filling the chip (inside its rim): a badge's circle in so
        # small a chip left the drawing too small to read at 1024x700
        pic = action_picture(act.kind, cmd, snap, self.me, card.w - 4, greyed=True, bare=True)
        if pic is not None:          # greyed, half seen: it recedes and still reads
            surf.blit(pic, pic.get_rect(center=card.center))

    def _card(self, surf, k: int, act: Action, snap, game, over) -> None:
        card = self.cards[k]
        on = act.enabled
        if not on:
            self._refused(surf, k, act, snap, over is not None and over[0] == k)
            return
        hot = on and over is not None and over[0] == k
        if act.hinted and on:
            glow = art.glow(int(card.w * 0.75), GOLD, 150)
            surf.blit(glow, glow.get_rect(center=card.center))
        pygame.draw.rect(surf, CARD_HOVER if hot else CARD, card, border_radius=P.RADIUS)
        pygame.draw.rect(surf, GOLD if act.hinted and on else RIM if on else (80, 84, 100),
                         card, 2 if act.hinted or hot else 1, border_radius=P.RADIUS)
        u = self.unit
        cmd = act.command or act.about or {"island": snap.get("architect")}
        if act.builder:
            cmd = {"island": act.builder[1]}
        pic = action_picture(act.kind, cmd, snap, self.me, self.picture_size, greyed=not on)
        if pic is not None:
            surf.blit(pic, pic.get_rect(midtop=(card.centerx, card.y + self.lift)))
        name = fit(t(f"ring.{act.kind}"), self.label_size, card.w - 6, True)
        words = text(name, self.label_size, INK if on else DIM, bold=True)
        surf.blit(words, words.get_rect(midbottom=(card.centerx, card.bottom - 3)))
        if on:
            self._badges(surf, card, act, snap, game)
        if act.hinted and on:
            star(surf, (card.x + 4, card.y + 4), u * 0.15)

    def _badges(self, surf, card: pygame.Rect, act: Action, snap, game) -> None:
        """Each meaning its own form, the same on every button: what it uses top left (a
        red pill: "−2" and a novice, the favours it returns), what it brings top right (a
        green pill: "+4" influence, a novice recruited, novices standing up) or, for the
        Council, the seat it reaches (a stone seat with its number)."""
        cost, gain = self.badges(act, snap, game)
        if gain is not None:
            self.badge_rects.append(surf.blit(gain, gain.get_rect(
                topright=(card.right - INSET, card.y + INSET))).move(self._at))
        if cost is not None:
            self.badge_rects.append(surf.blit(cost, (card.x + INSET, card.y + INSET)
                                              ).move(self._at))

    def badges(self, act: Action, snap, game, choice=None) -> tuple:
        """The button's badges (what it uses, what it brings or reaches) for its variant
        `choice` (the chosen one by default); None where it has none."""
        h, size = self.badge_h, self.badge_size
        colour = snap["colours"][self.me] if self.me < len(snap["colours"]) else None
        if act.builder:
            spends = () if act.kind == "travel" else (act.kind,)
            return cost_badge(0, spends, colour, h, size), None
        eff = act.effect(game, choice)
        if eff is None:
            return None, None
        spends = tuple(k for k in eff.spends if k != "novice")
        if "novice" in eff.spends:                      # the favour standing in
            spends = ("novice",) + spends
        cost = cost_badge(eff.novices, spends, colour, h, size)
        gain = None
        if act.kind == "council" and eff.seat is not None:
            gain = seat_badge(eff.seat, h, size)
        elif eff.influence:
            gain = gain_badge(eff.influence, "influence", colour, h, size)
        elif eff.woken:
            gain = gain_badge(eff.woken, "woken", colour, h, size)
        elif eff.recruited:
            gain = gain_badge(eff.recruited, "novice", colour, h, size)
        return cost, gain

    def badges_width(self, act: Action, snap, game, halves: bool = False) -> int:
        """How wide the button must be for its badges side by side, whatever variant;
        `halves`: each in its own half (a move's narrow button of the compact form: what
        it uses stays left, its right corner free as every move's)."""
        if not act.enabled or game is None:
            return 0
        most = 0
        for choice in (act.variants or [None]):
            cost, gain = self.badges(act, snap, game, choice)
            sizes = [b.get_width() for b in (cost, gain) if b is not None]
            most = max(most, sum(sizes), 2 * max(sizes, default=0) if halves else 0)
        return most + 2 * INSET + 3         # inset each side and 3 between

    def _range(self, surf, k: int, act: Action) -> None:
        """Under a move's button, where a count's − / + stand: how many novices the move
        may take ("×1–7": Travel and Tides gather them from any islands)."""
        card = self.cards[k]
        n = text(count_words(1, act.most), self.count_text, GOLD, bold=True, shadow=False)
        surf.blit(n, n.get_rect(center=(card.centerx, card.bottom + 4 + self.counts_size // 2)))

    def _chip(self, surf, rect: pygame.Rect, act: Action, hot: bool) -> None:
        """The novice favour standing in: its token lit with a tick when it does, faint
        with a small + when it may."""
        on = act.choice.token
        pygame.draw.rect(surf, (60, 54, 30) if on else (24, 28, 48), rect,
                         border_radius=rect.h // 2)
        pygame.draw.rect(surf, GOLD if on or hot else (96, 100, 120), rect,
                         2 if on else 1, border_radius=rect.h // 2)
        pic = art.favour_token("novice", rect.h - 4)
        if not on:
            pic = pic.copy()
            pic.set_alpha(110)
        r = surf.blit(pic, pic.get_rect(midleft=(rect.x + 4, rect.centery)))
        x, y, d = r.right + 4, rect.centery, rect.h * 0.22
        ink = GOLD if on else INK if hot else DIM
        if on:                                        # a tick
            pygame.draw.lines(surf, ink, False, [(x, y), (x + d * 0.8, y + d * 0.8),
                                                 (x + d * 2, y - d)], 3)
        else:                                         # a plus
            pygame.draw.line(surf, ink, (x, y), (x + 2 * d, y), 2)
            pygame.draw.line(surf, ink, (x + d, y - d), (x + d, y + d), 2)

    def _stepper(self, surf, rect: pygame.Rect, k: int, part: str, hot: bool) -> None:
        act = self.actions[k]
        counts = act.counts
        can = act.choice.count > counts[0] if part == "minus" else act.choice.count < counts[-1]
        pygame.draw.rect(surf, CARD_HOVER if hot and can else CARD, rect, border_radius=6)
        pygame.draw.rect(surf, RIM if can else (70, 74, 90), rect, 1, border_radius=6)
        c, r = rect.center, rect.w * 0.26
        ink = INK if can else (90, 94, 110)
        pygame.draw.line(surf, ink, (c[0] - r, c[1]), (c[0] + r, c[1]), 3)
        if part == "plus":
            pygame.draw.line(surf, ink, (c[0], c[1] - r), (c[0], c[1] + r), 3)
        if part == "minus":                          # the count between − and +
            n = text(str(act.choice.count), self.count_text, GOLD, bold=True, shadow=False)
            surf.blit(n, n.get_rect(center=(self.cards[k].centerx, rect.centery)))
