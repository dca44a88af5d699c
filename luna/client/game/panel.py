"""The side panel: every player's colour, name, influence, favours, supply, projected
score and whose turn it is; then the round, the phase and the game log in words."""

from __future__ import annotations

import time
from functools import lru_cache

import pygame

from ...text import i18n, t
from ...text.narrate import round_heading
from .. import fonts
from ..board import animations, art
from ..board.art.sketch import Sketch
from ..board.island_slots import label_size
from ..board.layout import Layout
from ..board.seat_card import portrait
from ..board.targets import Control, Held, LogLine, PanelItem, Player
from ..fonts import fit, font, wrap
from ..widgets import palette as P
from .game_log import badge, in_sight


def text(*words, **how) -> pygame.Surface:
    """The panel's words: it only blits them, so the rendered ones themselves (fonts.text
    copied each of its ~30 words a frame)."""
    return fonts.text(*words, shared=True, **how)


INK = (236, 230, 210)
DIM = (150, 160, 185)
ARROW_DIM = (118, 128, 155)   # the projection's arrow and dotted line: softer than its figure
_FADED_DOT = (150, 125, 70)          # an unlit thinking dot: the night ink half into gold
FOOT_DIM = (180, 188, 210)    # the footer's word: softer than the numbers, 4.5:1 on a lit card


def pill_baseline(r: pygame.Rect, s: float) -> int:
    """Where the thinking dots sit: on the word's baseline, as typed dots would."""
    return r.y + round(r.h * 0.7)


@lru_cache(maxsize=8)
def _glass(w: int, h: int) -> pygame.Surface:
    """The panel's glass on the window's night, once: an opaque picture is blitted each
    frame without blending (the glass over the night is the same every frame)."""
    out = pygame.Surface((w, h), 0, 32)
    out.fill(P.NIGHT)
    out.blit(art.panel_bg(w, h), (0, 0))
    return art.plain_copy(out)          # (copied the ordinary way: art.plain_copy)


class ScoreCounter:
    """The influence the panel shows, counting up (or down) to the real number a little
    after a score changes, so the eye sees it happen."""

    def __init__(self) -> None:
        self.shown: list[float] = []
        self.goal: list[int] = []

    def update(self, goal: list[int], dt: float, at_once: bool) -> None:
        """Step towards `goal` (the influence as the board shows it now)."""
        self.goal = list(goal)
        if at_once or len(self.shown) != len(goal):
            self.shown = [float(v) for v in goal]
            return
        for p, aim in enumerate(goal):
            gap = aim - self.shown[p]
            step = max(8.0, abs(gap) / 0.5) * dt       # at most half a second a change
            self.shown[p] = float(aim) if abs(gap) <= step else \
                self.shown[p] + (step if gap > 0 else -step)

    def reset(self) -> None:
        """The next scores are shown as they are (a move taken back, a game replaced)."""
        self.shown = []

    @property
    def counting(self) -> bool:
        """A score still counts up (or down) to its number."""
        return any(v != g for v, g in zip(self.shown, self.goal, strict=False))

    def value(self, p: int, fallback: int) -> tuple[int, int]:
        """What to show for player `p`, and which way it still moves (+1, -1, 0)."""
        if p >= len(self.shown):
            return fallback, 0
        aim = self.goal[p]
        return round(self.shown[p]), (aim > self.shown[p]) - (aim < self.shown[p])


COUNTING = {1: (150, 245, 160), -1: (255, 150, 140), 0: (250, 236, 190)}
GLOW = 7                  # the gold glow round the card of the player to move
GROW_MOST = 1.4           # the panel's own scale at most, grown into a tall panel's room
TALL = 960                # a panel this tall (a large window) grows into its room
LOG_PART = 0.34           # of which the log keeps this part
BESIDE_LABELS = 0.85      # grown so, the log's words at most this part of an island's name


@lru_cache(maxsize=16)
def _glow(w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((w + 2 * GLOW, h + 2 * GLOW), pygame.SRCALPHA)
    for k in range(GLOW, 0, -1):
        a = int(90 * (1 - k / (GLOW + 1)) ** 1.6)
        pygame.draw.rect(s, (*P.GOLD, a), (GLOW - k, GLOW - k, w + 2 * k, h + 2 * k),
                         border_radius=10 + k)
    return s


@lru_cache(maxsize=16)
def _line_token(nm: pygame.Surface, h: int) -> int:
    """A favour token's size in a scoreboard card's one line."""
    return max(10, min(nm.get_height() - 2, h - 6))


@lru_cache(maxsize=16)
def _arrow(h: int, colour: tuple) -> pygame.Surface:
    """A small arrow pointing right ("becomes"), `h` px high: the bundled face has no
    arrow glyph."""
    w = round(h * 1.3)
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    mid, stroke = h // 2, max(1, h // 5)
    pygame.draw.line(img, colour, (0, mid), (w - h // 2, mid), stroke)
    pygame.draw.polygon(img, colour, [(w - h // 2 - 1, 0), (w - 1, mid), (w - h // 2 - 1,
                                                                           h - 1)])
    return img


@lru_cache(maxsize=16)
def _dotted(w: int, colour: tuple, dot: int) -> pygame.Surface:
    """A dotted underline `w` px long (a word with a hover text that explains it, as a
    page marks an abbreviation): dots of `dot` px, as far apart."""
    img = pygame.Surface((w, dot), pygame.SRCALPHA)
    for x in range(0, w - dot + 1, 2 * dot):
        img.fill((*colour, 200), (x, 0, dot, dot))
    return img


@lru_cache(maxsize=4)
def _down(h: int, colour: tuple) -> pygame.Surface:
    """A small arrow pointing down ("below"), `h` px high (drawn: the face has none)."""
    img = pygame.Surface((h, h), pygame.SRCALPHA)
    pygame.draw.polygon(img, colour, [(0, h // 4), (h - 1, h // 4), (h // 2, h - 1)])
    return img


def _pill(w: int, h: int, radius: int) -> pygame.Surface:
    """The gold pill "to move" stands on (made once a size: a card is kept as blits)."""
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(img, P.GOLD, img.get_rect(), border_radius=radius)
    return img


@lru_cache(maxsize=8)
def _log_chip(h: int, shown: bool) -> pygame.Surface:
    """The log's chip in the round's line (the guided game, where the step takes the log's
    place): a small button with the log's picture, a written page (the toolbar's Menu is
    three bars); gold while the log stands there."""
    w = round(h * 1.3)
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, h // 4)
    pygame.draw.rect(img, (70, 62, 34) if shown else P.BUTTON, img.get_rect(),
                     border_radius=radius)
    pygame.draw.rect(img, P.GOLD if shown else P.RIM_SOFT, img.get_rect(), 1,
                     border_radius=radius)
    ink, stroke = (P.GOLD if shown else INK), max(1, round(h / 14))
    page = pygame.Rect(0, 0, round(h * 0.52), round(h * 0.66))
    page.center = (w // 2, h // 2)
    fold = max(3, page.w // 3)
    pygame.draw.polygon(img, ink, [page.topleft, (page.right - fold, page.top),
                                   (page.right, page.top + fold), page.bottomright,
                                   page.bottomleft], stroke + 1)
    pygame.draw.lines(img, ink, False, [(page.right - fold, page.top),
                                        (page.right - fold, page.top + fold),
                                        (page.right, page.top + fold)], stroke)
    for k in range(3):
        y = page.top + fold + round((page.h - fold) * (0.3 + 0.25 * k))
        pygame.draw.line(img, ink, (page.left + 3, y), (page.right - 4, y), stroke)
    return img


@lru_cache(maxsize=16)
def _line_box(w: int, h: int, chosen: bool) -> pygame.Surface:
    """Under a log line: the one looked back at (gold rimmed), or the one under the mouse."""
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    if chosen:
        pygame.draw.rect(img, (70, 62, 34), img.get_rect(), border_radius=4)
        pygame.draw.rect(img, (240, 214, 150), img.get_rect(), 1, border_radius=4)
    else:
        pygame.draw.rect(img, (48, 56, 92), img.get_rect(), border_radius=4)
    return img


class _Noted:
    """Stands in for the board while a card is sketched: notes its hit boxes."""

    def __init__(self) -> None:
        self.hits: list[tuple] = []

    def hit(self, rect, target, shape=None) -> None:
        self.hits.append((rect, target, shape))


def _sketched(size: tuple[int, int], draw) -> tuple[list, list]:
    """`draw(sketch, noted)`: what it blits, in one list, and the hit boxes it noted (a part
    of the panel without glows: shown again in one call)."""
    sketch, noted = Sketch(size), _Noted()
    draw(sketch, noted)
    return [b for blits, _ in sketch.parts for b in blits], noted.hits


def _show(surf: pygame.Surface, board, blits: list, hits: list) -> None:
    """A sketched part of the panel on `surf`, its hit boxes on the board."""
    for hit in hits:
        board.hit(*hit)
    surf.blits(blits, doreturn=False)


@lru_cache(maxsize=32)
def _card(w: int, h: int, colour: str, to_move: bool, foot_h: int) -> pygame.Surface:
    """A player's card: glass, its colour washed in from the left, a rim in its colour
    (gold and lighter for the one to move), the foot a shade darker."""
    box = pygame.Surface((w, h), pygame.SRCALPHA)
    rgb = art.PLAYER_RGB[colour]
    pygame.draw.rect(box, (255, 255, 255, 16 if to_move else 8), box.get_rect(),
                     border_radius=10)
    reach = max(1, w // 2)
    wash = pygame.Surface((w, h), pygame.SRCALPHA)
    for x in range(reach):
        pygame.draw.line(wash, (*rgb, int(22 * (1 - x / reach) ** 1.5)),
                         (x, 0), (x, h))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=10)
    wash.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    box.blit(wash, (0, 0))
    pygame.draw.rect(box, (0, 0, 0, 60), (3, h - foot_h - 3, w - 6, foot_h),
                     border_radius=7)
    if to_move:
        pygame.draw.rect(box, P.GOLD, box.get_rect(), 3, border_radius=10)
    else:
        pygame.draw.rect(box, (*rgb, 120), box.get_rect(), 1, border_radius=10)
    return box


@lru_cache(maxsize=4)
def _faint_moon(r: int) -> pygame.Surface:
    """The game's crescent moon in faint gold, where the log's page ends high in a tall
    panel: the empty glass under it reads as calm, not as a box left empty (drawn four
    times as large and shrunk: soft edges)."""
    r = max(4, r)
    big = pygame.Surface((8 * r, 8 * r), pygame.SRCALPHA)
    pygame.draw.circle(big, (*P.GOLD, 56), (4 * r, 4 * r), 4 * r)
    pygame.draw.circle(big, (0, 0, 0, 0), (4 * r + round(1.6 * r), 4 * r - r), round(3.4 * r))
    return pygame.transform.smoothscale(big, (2 * r, 2 * r))


@lru_cache(maxsize=8)
def _well(w: int, h: int) -> pygame.Surface:
    """The log's page: a shade darker than the panel, its edge faint."""
    well = pygame.Surface((w, max(1, h)), pygame.SRCALPHA)
    pygame.draw.rect(well, (0, 0, 0, 46), well.get_rect(), border_radius=8)
    pygame.draw.rect(well, (255, 255, 255, 14), well.get_rect(), 1, border_radius=8)
    return well


def area_glass(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """The panel's action area (an action ring, a move's instructions over Confirm): one
    glass, one brass rim, so the eye learns one place for "what you do now"."""
    pygame.draw.rect(surf, P.GLASS, rect, border_radius=P.RADIUS_CARD)
    pygame.draw.rect(surf, P.RIM, rect, 1, border_radius=P.RADIUS_CARD)


class PanelView:
    def __init__(self) -> None:
        self.counter = ScoreCounter()
        self.grows = True       # a tall panel grows into its room; not under the guided
        #                         game's card, which wants the log's room for its words
        self.scoring = False
        self.counting = False          # drawing the present: the scores as counted up
        self.badge_rect: pygame.Rect | None = None    # the "to move"/thinking pill drawn
        self.player_points: list[tuple[float, float]] = []
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self.buttons_top = 0
        self.scroll = 0           # the log scrolled back this many lines (mouse wheel)
        self._cards: dict = {}    # each player's card as last drawn (_kept_player)
        self.turn_line = True     # the turn line under the round's heading (the guided
        #                           game's tightest form gives its room to the step)
        self.log_chip: bool | None = None   # the log's chip in the round's line: the log
        #                                     shown (True) or the step there (False); None:
        #                                     no chip (the log stands in its place)
        self.past = False         # the board as it was: no "to move" pill
        self.tray = 0             # the action area holds a tray or a move: the cards close
        #                           up for it (1), their feet folded too where its tiles
        #                           want the room (FOLDED; tiles never cramped)

    def before_frame(self, surf: pygame.Surface, lay: Layout, form: tuple, now: float,
                     calm: bool) -> None:
        """Called before a frame draws anything, with the cards' `form` it will draw them
        in: where it differs from the last frame's (a tray opened: the cards a line each,
        or closed: whole again), the panel as the last frame left it, to fade out over
        the new one (`fade`): the cards change form in a blink, not a jump (a change of form
        in one frame reads as a glitch). None with
        reduced motion."""
        if self._form is not None and form != self._form and not calm \
                and fonts.drawn is None:
            area = pygame.Rect(lay.panel[0], lay.panel[1], lay.panel[2],
                               lay.buttons_top - lay.panel[1]).clip(surf.get_rect())
            self._faded = (surf.subsurface(area).copy(), area, now)
        self._form = form

    def fade(self, surf: pygame.Surface, now: float) -> None:
        """The last form's panel over the new one, fading out in FADE seconds."""
        if self._faded is None:
            return
        old, area, start = self._faded
        left = 1 - (now - start) / FADE
        if left <= 0 or fonts.drawn is not None:
            self._faded = None
            return
        old.set_alpha(round(255 * left))
        surf.blit(old, area)

    @property
    def fading(self) -> bool:
        return self._faded is not None

    _form: tuple | None = None     # the cards' form the last frame drew
    _faded: tuple | None = None    # (the panel as it was, where, since when) fading out

    def cover_log(self, surf: pygame.Surface, lay: Layout, until: int | None = None) -> None:
        """The log (its heading too) covered by the panel's bare glass, as last laid out,
        down to `until` (its latest lines show under it): an action ring stands there, and
        lines showing round it read as clutter."""
        px, py, pw, ph = lay.panel
        log = self.log_rect.clip(pygame.Rect(lay.panel))
        if until is not None:
            log.h = max(0, min(log.h, until - log.y))
        surf.blit(_glass(pw, ph), log, area=log.move(-px, -py))

    def scroll_log(self, lines: int, total: int) -> None:
        """Scroll the log back (lines > 0) or forward, by entries; never past its first.
        Scrolled back, `scroll` counts from the newest entry to the first one shown (new
        lines add to it: what is read stays in place); 0: the log follows its newest."""
        start = self.scroll or (self.first_shown if lines > 0 else 0)
        self.scroll = max(0, min(total, start + lines))

    first_shown = 0           # following: the first entry shown, so many from the newest

    def draw(self, surf: pygame.Surface, snap: dict, lay: Layout, board, log_lines: list,
             thinking: int | None, status: str, hover, causes: list | None = None,
             chosen: int | None = None, log_bottom: int | None = None,
             counting: bool = False, scoring: bool = False,
             log_top: int | None = None, log_head: int | None = None,
             supply_of: int | None = None, fallback: str | None = None,
             past: bool = False, own_supply: int | None = None) -> None:
        """`fallback`: `status` stands only in the turn line's rows as the game laid them
        out (looking back), this shorter form where it needs more (a look back never leaves
        a blank second row and every card lower for the rest of the game, F059); `supply_of`: in
        the turn line's room, that player's supply instead of its words (a tray stands, and the
        cards show no supply: one chooses what to recruit or build with the supply in sight);
        `causes`: beside the log's lines, which ones can be clicked (each gets a hit box, and
        lights up under the mouse); `chosen`: the line being looked back at;
        `log_bottom`: where the log stops (a box stands under it); `log_top`: where its
        lines begin (a box stands over them: the guided game's card); `log_head`: where
        its heading stands instead of over the log's area (under that card, over the
        lines it names; over the card it named the card); `counting`: the
        scores as `counter` counts them up (the live game), not the snapshot's;
        `scoring`: a round's scoring stands on the board, so nobody is "to move" yet;
        `past`: the board as it was (a log line looked back at, a replay): nobody acts
        there, so no card says "to move" (its card still lit: whose turn it was);
        `own_supply`: the cards show no supply, so this player's (the person's at this
        screen) stands at the round's heading's right end, tray or not, where it fits
        there (then the turn line keeps its words under a tray: the supply does not come and
        go with each tray, F059)."""
        self.counting = counting
        self.scoring = scoring
        self.past = past
        self.badge_rect = None
        px, py, pw, ph = lay.panel
        surf.blit(_glass(pw, ph), (px, py))
        s, players_y, self.log_rect = self._layout(snap, lay, status, log_bottom, fallback)
        y = py + 10
        head = round_heading(snap)
        title = text(head, head_size(s), (240, 214, 150), True)
        surf.blit(title, (px + 14, y))
        if own_supply is not None and self.log_chip is None and self._supply_line(
                surf, snap, own_supply, pygame.Rect(px + 14 + title.get_width() + 12, y,
                                                    pw - 28 - title.get_width() - 12,
                                                    title.get_height()), s, board, True):
            supply_of = None                    # (the turn line keeps its words)
        if self.log_chip is not None:
            chip = _log_chip(title.get_height(), self.log_chip)
            at = chip.get_rect(topright=(px + pw - 12, y))
            surf.blit(chip, at)
            board.hit(at, Control("log_chip", t("panel.log.hide" if self.log_chip
                                                  else "panel.log.show")))
        y += title.get_height() + 2
        rows = self._rows[1] if self._rows is not None else 3
        if not self.turn_line:
            rows = 0
        said = wrap(status, turn_size(s), pw - 28)
        if fallback is not None and len(said) > rows:
            said = wrap(fallback, turn_size(s), pw - 28)
        turn = [text(line, turn_size(s), DIM) for line in said[:rows]]
        if supply_of is not None and turn:        # (in the turn line's whole room)
            self._supply_line(surf, snap, supply_of, pygame.Rect(
                px + 14, y, pw - 28, sum(st.get_height() for st in turn)), s, board)
        else:
            for st in turn:
                surf.blit(st, (px + 14, y))
                y += st.get_height()
        y = players_y
        self.player_points = []
        cs = self.card_scale(s)
        block_h = self.block_height(cs)
        said = (pw, block_h, cs, fonts.scale, fonts.window, self.pictures, self.tray,
                self.compact, i18n.language(), tuple(snap["names"]), snap["to_move"], past,
                tuple(map(tuple, snap["favours"])), max(snap["influence"]),
                max(snap["projected"]))
        if self._said_kept is None or self._said_kept[0] != said:    # (once, not a frame)
            self._said_kept = (said, self.tray >= STRIP and all(
                self._says_projected(snap, q, pw - 16, block_h - self.air[2], cs)
                for q in range(snap["players"])))
        self.projected_said = self._said_kept[1]
        for p in range(snap["players"]):
            self._kept_player(surf, snap, p, (px + 8, y, pw - 16, block_h - self.air[2]), cs,
                              board, thinking)
            y += block_h
        self.buttons_top = lay.buttons_top
        self._kept_log(surf, log_lines, s, board, causes or [], chosen, hover,
                       snap["colours"], log_top, log_head)

    def _supply_line(self, surf, snap: dict, p: int, line: pygame.Rect, s: float, board,
                     right: bool = False) -> bool:
        """Player `p`'s supply in one line: its word, the novices and shrines pictured
        with their numbers, as on a card's foot; its hover text the card foot's. `right`:
        at the line's right end, without its word where only so it fits, and not at all
        where neither fits (False)."""
        colour, size = snap["colours"][p], turn_size(s)
        tall = max(8, min(line.h - 2, round(font(size).get_linesize() * 1.4)))
        parts = [(text(t("panel.supply"), size, DIM), 8),
                 (art.novice(colour, tall), 2),
                 (text(f"×{snap['supply']['novices'][p]}", size, INK, True), 10),
                 (art.shrine(colour, tall), 2),
                 (text(f"×{snap['supply']['shrines'][p]}", size, INK, True), 0)]
        x = line.x
        if right:
            for shown in (parts, parts[1:]):
                wide = sum(img.get_width() + gap for img, gap in shown)
                if wide <= line.w:
                    parts, x = shown, line.right - wide
                    break
            else:
                return False
        drawn = []
        for img, gap in parts:
            drawn.append(surf.blit(img, img.get_rect(midleft=(x, line.centery))))
            x += img.get_width() + gap
        board.hit(drawn[-4].unionall(drawn[-3:]), PanelItem(p, "supply"))
        return True

    def log_area(self, snap: dict, lay: Layout, status: str,
                 log_bottom: int | None = None) -> tuple[pygame.Rect, int]:
        """Where the log will stand (its heading included) and its heading's height,
        without drawing."""
        s, _, rect = self._layout(snap, lay, status, log_bottom)
        self._s = s
        return rect, text(t("panel.log"), turn_size(s), (240, 214, 150), True).get_height()

    def log_row_height(self) -> int:
        """A row of the log's words (at the scale `log_area` last found)."""
        return text("Ag", log_size(getattr(self, "_s", 1.0)), (0, 0, 0),
                    shadow=False).get_height()

    def latest_rows(self, lines: list) -> int:
        """The rows the log's latest entry takes (wrapped as the log wraps it), at
        least one."""
        if not lines or self.brief_log:
            return 1
        size = log_size(getattr(self, "_s", 1.0))
        return max(1, len(wrap(lines[-1][0], size, self.log_rect.w - 14 - indent_of(size))))

    def under_tray(self, rows: int, headed: bool = False) -> int:
        """The room (px) under an action tray for `rows` of the log's rows, `headed`:
        under its heading too (F061)."""
        head = text(t("panel.log"), turn_size(getattr(self, "_s", 1.0)), (240, 214, 150),
                    True).get_height() + 4 if headed else 0
        return rows * self.log_row_height() + head + 14

    def _layout(self, snap: dict, lay: Layout, status: str, log_bottom: int | None,
                fallback: str | None = None) -> tuple[float, int, pygame.Rect]:
        """The panel's scale, where the players' cards begin and the log's rectangle:
        found once for what it depends on (it was measured twice a frame)."""
        key = (snap["phase"], snap["round"], snap["players"], status, fallback is None,
               self._rows, self.turn_forms, self.turn_line, tuple(lay.panel),
               lay.buttons_top, lay.scale, log_bottom, self.grows, fonts.scale,
               fonts.window, i18n.language(), self.tray, self.board_s, self.board_foot)
        kept = self._laid
        if kept is not None and kept[0] == key:
            self.pictures, self.compact = kept[2]
            s, top, rect = kept[1]
            return s, top, pygame.Rect(rect)
        found = self._measure(snap, lay, status, log_bottom, fallback is None)
        self._laid = (key, (found[0], found[1], pygame.Rect(found[2])),
                      (self.pictures, self.compact))
        return found

    _laid = None              # (what the layout depends on, it, the cards' form)

    def _turn_rows(self, lay: Layout, snap: dict, s: float, status: str, counted: bool
                   ) -> int:
        """The turn line's rows the cards stand under, chosen for the window and the game,
        not per status: the most that the game's own statuses (`turn_forms`: whose turn
        in each phase, a round scored, a move planned) take in this window at this text
        size, or a status of the present has taken since (a LAN player away). A move's
        "1 novice planned" in one row after "White, your turn — take an action" in two
        made the cards jump a row up and back in one turn; the look back's status in two
        rows left them a row lower for the rest of a game (F059). `counted`: `status` is the
        present's (the look back's stands in the rows found, PanelView.draw's `fallback`)."""
        size, width = turn_size(s), lay.panel[2] - 28
        key = (tuple(lay.panel), fonts.scale, fonts.window, i18n.language(), snap["players"],
               self.turn_forms)
        kept = self._rows
        if kept is None or kept[0] != key:
            kept = (key, max((len(wrap(form, size, width)[:3]) for form in self.turn_forms),
                             default=0))
        rows = len(wrap(status, size, width)[:3])
        most = max(rows, kept[1]) if counted else max(kept[1], min(rows, 1))
        self._rows = (key, most)
        return most

    _rows = None              # (the window, text size, language and game, the turn line's most)
    turn_forms: tuple[str, ...] = ()   # the statuses the game may show (the game screen's)

    def _measure(self, snap: dict, lay: Layout, status: str, log_bottom: int | None,
                 counted: bool = True) -> tuple[float, int, pygame.Rect]:
        px, py, pw, ph = lay.panel
        s = self.fitting_scale(ph, snap["players"], lay.buttons_top - py,
                               most=round(label_size(lay.scale) * BESIDE_LABELS))
        head = round_heading(snap)
        y = py + 10 + text(head, head_size(s), (240, 214, 150), True).get_height() + 2 + \
            (self._turn_rows(lay, snap, s, status, counted) if self.turn_line else 0) \
            * text("Ag", turn_size(s), DIM).get_height() + 6
        top = y
        y += snap["players"] * self.block_height(self.card_scale(s))
        bottom = lay.buttons_top - 8 if log_bottom is None else log_bottom
        return s, top, pygame.Rect(px + 8, y + 4, pw - 16, bottom - y - 4)

    def fitting_scale(self, ph: int, players: int, room: int, most: int | None = None
                      ) -> float:
        """The panel's own scale: with the window's height, but never so large that the
        head, the players' boxes and three lines of the log overrun the buttons (a
        large text size in a small window: the panel's words grow as far as they can, never
        below their size at 100 %). A tall window's growth is in the text already
        (fonts.window): only what it leaves is the panel's own. `most`: the log's words
        grow into the room no larger than this (px: beside the board's labels, one
        family of sizes)."""
        s = max(0.8, min(1.15, ph / 800 / fonts.window))
        floor = s / fonts.scale
        self.pictures = 1.0
        self.compact = False
        tray, self.tray = self.tray, 0      # the words' scale as without a tray: kept

        def need(s: float, log_lines: int) -> int:
            head = font(head_size(s), True).get_height() + 2 \
                + 2 * font(turn_size(s)).get_height() + 16
            log = font(turn_size(s), True).get_height() \
                + log_lines * font(log_size(s)).get_linesize() + 20
            return head + players * self.block_height(s) + log

        while s > floor:
            if need(s, 3) <= room:
                break
            s -= 0.05
        # a tall panel with few players (a large window): the cards and the log's words
        # grow into the room while the log keeps a good part of it (no half-empty panel;
        # the guided game's card keeps the log's room: `grows`)
        while self.grows and ph >= TALL and s < GROW_MOST and need(s + 0.05, max(3, int(
                room * LOG_PART / font(log_size(s + 0.05)).get_linesize()))) <= room \
                and (most is None or fonts.px(log_size(s + 0.05)) <= most):
            s += 0.05
        # the words kept beside the board's labels: the cards' pictures and their air grow
        # on into the room instead (the players' cards fill the tall panel, as before)
        lines = max(3, int(room * LOG_PART / font(log_size(s)).get_linesize()))
        while self.grows and ph >= TALL and s * (self.pictures + 0.05) <= GROW_MOST + 1e-6:
            self.pictures += 0.05
            if need(s, lines) > room:
                self.pictures -= 0.05
                break
        s = max(s, floor)
        # a small window with many players and large words (1024x700, 4 players, German at
        # 150 %: never one move alone in the log, F061): the cards close up for the log's room
        self.compact = need(s, LOG_ENOUGH) > room
        self.tray = tray
        if self.tray:             # a tray or a move in the action area: the cards close up
            self.compact = True   # (their words kept) and give it their air
        if self.tray >= STRIP and self.board_s is not None:   # the scoreboard's room: the
            s = max(s, self.board_s)      # head's and log's words as large as its
        return s                          # (game/acting.py)

    def card_scale(self, s: float) -> float:
        """The players' cards' scale in a panel of scale `s`: the scoreboard's own where
        steady_form chose it (its words as large as a window's, or smaller for the log's
        rows under the fullest tray, never below the log's words: game/acting.py), the
        panel's head and log keeping theirs."""
        return self.board_s if self.tray >= STRIP and self.board_s is not None else s

    board_s: float | None = None    # the scoreboard's scale (steady_form: the fullest tray
    #                                 still whole under its cards)
    board_foot = False              # the scoreboard's cards keep their foot (the supply and
    #                                 the council seat) where the room allows (steady_form)

    pictures = 1.0            # the cards' pictures grown beyond the words (a tall panel)
    compact = False           # the cards closed up (less air, a smaller score): the log's room

    @property
    def air(self) -> tuple[int, int, int]:
        """A card's air: over its top line, above its footer, under it to the next card."""
        return (3, 1, 3) if self.compact else (6, 3, 6)

    @property
    def score_size(self) -> int:
        """The influence's words (px at the panel's scale 1)."""
        return 23 if self.compact else 30

    def block_height(self, s: float) -> int:
        """A player's card (and the gap under it): the piece beside the name's line and
        the favours' row, the influence and the projection on the right, the footer with
        the supply, the council seat and the jetty; as tall as the text size needs."""
        k = s * fonts.scale * self.pictures      # the pictures: with the window and text
        name = max(font(NAME * s, True).get_linesize(), int(22 * k))
        left = max(int(40 * k), name + 2 + int(24 * k))
        right = font(self.score_size * s, True).get_height() \
            + font(small_size(s, 11)).get_linesize()
        foot = self.foot_height(s, k)
        top, mid, gap = self.air
        if self.tray >= STRIP:              # a line each: the piece, name and influence
            return top + self.line_height(s) + gap + (foot + FOOT_AIR if foot else 2)
        least = 60 if self.tray >= FOLDED else 76 if self.compact else 88
        return max(int(least * s), top + max(left, right) + mid + foot + 3 + gap)

    def foot_height(self, s: float, k: float) -> int:
        """A card's foot (the supply, the council seat, the jetty): none while a tray wants
        its room (FOLDED; the board shows the seats and novices, the tiles what they use)."""
        if self.tray >= STRIP and self.board_foot:      # the scoreboard's: as its words,
            return font(max(LOG_LEAST, small_size(s))).get_linesize()   # the log's least
        if self.tray >= FOLDED:
            return 0
        return max(int(18 * k), font(small_size(s)).get_linesize()) + 3

    def line_height(self, s: float) -> int:
        """The scoreboard's line: the name's or the influence's height, the taller."""
        k = s * fonts.scale * self.pictures
        return max(font(NAME * s, True).get_linesize(), int(22 * k),
                   font(self.score_size * s, True).get_height())

    def _kept_player(self, surf, snap, p, rect, s, board, thinking) -> None:
        """Player `p`'s card as last drawn while nothing on it changed, else drawn anew into
        a sketch (a frame drew ~40 words and pictures of the cards, the same each time);
        drawn each frame while its score counts or its "thinking" dots move, and for the
        layout tests' recording surface."""
        counted = self.counter.value(p, snap["influence"][p]) if self.counting \
            else (snap["influence"][p], 0)
        if counted[1] or thinking == p or fonts.drawn is not None:
            self._player(surf, snap, p, rect, s, board, thinking)
            return
        key = (rect, s, fonts.scale, fonts.window, self.pictures, self.compact, self.tray,
               self.board_foot, self.projected_said,
               i18n.language(), snap["colours"][p], snap["names"][p], counted,
               snap["projected"][p], snap["to_move"] == p and not self.scoring, self.past,
               tuple(snap["favours"][p]), tuple(_foot_of(snap, q)
                                                 for q in range(snap["players"])))
        kept = self._cards.get(p)
        if kept is None or kept[0] != key:
            self.badge_rect = None
            blits, hits = _sketched(surf.get_size(), lambda sketch, noted: self._player(
                sketch, snap, p, rect, s, noted, thinking))
            kept = self._cards[p] = (key, blits, hits, self.badge_rect,
                                     self.player_points.pop())
        _, blits, hits, badge_rect, point = kept
        _show(surf, board, blits, hits)
        if badge_rect is not None:
            self.badge_rect = badge_rect
        self.player_points.append(point)

    def _player(self, surf, snap, p, rect, s, board, thinking) -> None:
        x, y, w, h = rect
        k = s * fonts.scale * self.pictures
        colour = snap["colours"][p]
        to_move = snap["to_move"] == p and not self.scoring
        foot_h = self.foot_height(s, k)
        if to_move:                               # the one to move: lit, in a gold glow
            glow = _glow(w, h)
            surf.blit(glow, (x - GLOW, y - GLOW))
        surf.blit(_card(w, h, colour, to_move, foot_h), (x, y))
        board.hit((x, y, w, h), Player(p))
        foot = pygame.Rect(x + 3, y + h - foot_h - 3, w - 6, foot_h)
        # the player's piece, its symbol at its foot
        face = portrait(colour, int(34 * k), min(int(42 * k), foot.y - y - 6))
        top = self.air[0]
        surf.blit(face, (x + 8, y + top - 1))
        left = x + 12 + face.get_width()
        name = snap["names"][p]
        nm = text(name, int(NAME * s), INK, bold=True)
        surf.blit(nm, (left, y + top - 1))
        # the influence, counting up, and the projection under it
        score, way = self.counter.value(p, snap["influence"][p]) if self.counting \
            else (snap["influence"][p], 0)
        big = self.score_size
        infl = text(str(score), int(big * s * (1.12 if way else 1)), COUNTING[way], bold=True)
        iy = y + max(1, top - 4)
        right = x + w - 10                # the influence's right edge (the scoreboard's
        if self.tray >= STRIP:            # projection stands right of it: "13 → 19")
            right -= self._projected_in_line(surf, snap, p, rect, score, infl, iy, to_move,
                                             board)
        surf.blit(infl, (right - infl.get_width(), iy))
        board.hit((right - infl.get_width(), iy, infl.get_width(), infl.get_height()),
                  PanelItem(p, "influence"))
        scores = x + w - right + infl.get_width()     # the line's scores' room (px)
        self.player_points.append((x + w - 40, y + h / 2))
        keep = 0                          # the scoreboard's line keeps its favours' room:
        if self.tray >= STRIP and snap["favours"][p] and self.turn_line:   # the pill goes
            keep = len(snap["favours"][p]) * (_line_token(nm, h) + 3) + 6   # first (the lit
        #   card and the turn line say it); with no turn line the favours give way (something
        #   always says whose turn it is)
        self._pill(surf, x, y, w, top, left, nm, scores, s, thinking == p, to_move, keep)
        if self.tray < STRIP:             # a line each while a tray wants the room: no more
            self._more(surf, snap, p, rect, s, board, score, iy, left, nm, infl, foot, k)
        else:                             # (the scoreboard: its favours in the line still,
            line = (x, y, w, h - (foot.h + 3 if foot.h else 0))              # clickable,
            self._held_in_line(surf, snap, p, line, board, left, nm, scores)  # its foot
            if foot.h:                                                        # where the
                self._footer(surf, snap, p, foot, s, k, board)               # room is)

    projected_said = False    # the scoreboard says "projected 11", not "→ 11" (every
    #                           card's line holds the word: _says_projected)
    _said_kept: tuple | None = None     # (what projected_said depends on, it)

    def _says_projected(self, snap, p, w, h, s) -> bool:
        """Whether card `p`'s one line holds the projection's word beside its name, its
        favours, its "to move" pill (the turn's show marks the mover by it) and its
        influence (an arrow to "11" beside "5" is unexplained until hovered: F057)."""
        name = text(snap["names"][p], int(NAME * s), INK, bold=True)
        k = s * fonts.scale * self.pictures
        left = 12 + portrait(snap["colours"][p], int(34 * k),
                             max(1, min(int(42 * k), h - self.air[0] - 6))).get_width()
        tok = max(12, round(_line_token(name, h) * 0.75))   # (as small as _held_in_line
        held = len(snap["favours"][p]) * (tok + 3) + 6 if snap["favours"][p] else 0   # goes)
        tags = (t("panel.to_move"), t("panel.thinking").rstrip("… ."))
        dots = 10 * max(2, round(1.8 * s)) + 2      # (as _pill: its word, its dots)
        pill = max(text(tag, int(12 * s), INK, bold=True, shadow=False).get_width()
                   for tag in tags) + dots + 18 if snap["to_move"] == p else 0   # (counted
        #   on the board as it was too, where no chip stands: one notation, "→ 22", in the
        #   look back as in play)
        score = text(str(max(snap["influence"])), int(self.score_size * s), INK, True)
        said = text(t("panel.projected", score=max(snap["projected"])), LOG_LEAST, INK)
        return left + name.get_width() + 8 + held + pill + score.get_width() + 5 \
            + said.get_width() + 5 + 10 <= w

    def _projected_in_line(self, surf, snap, p, rect, score, infl, iy, to_move, board
                           ) -> int:
        """The scoreboard's projection right of the influence, in the panel's least running
        words (LOG_LEAST at the text size; a hover text alone is not seen): "projected 11" where
        every card's line holds it, else an arrow and the figure (drawn, not a character of the
        font); its hover text says what it is. The room it takes (px)."""
        x, y, w, h = rect
        projected = score + snap["projected"][p] - snap["influence"][p]   # (as _more's)
        ink = INK if to_move else DIM
        if self.projected_said:
            fig = text(t("panel.projected", score=projected), LOG_LEAST, ink)
            wide = fig.get_width()
            at = x + w - 10 - wide
            base = iy + infl.get_height() - fig.get_height()
            surf.blit(fig, (at, base))
            board.hit((at, base, wide, fig.get_height()), PanelItem(p, "projected"))
            return wide + 5
        # the arrow and its figure are one thing to point at (the hover text on both): one hover
        # target as high as the influence's line, the arrow dimmer than the figure, a dotted line
        # under both inviting it
        fig = text(str(projected), LOG_LEAST, ink)
        arrow = _arrow(max(6, fig.get_height() // 2), ARROW_DIM)
        wide = arrow.get_width() + 3 + fig.get_width()
        at = x + w - 10 - wide
        base = iy + infl.get_height() - fig.get_height()      # on the influence's foot
        mid = base + fig.get_height() // 2 + 1
        surf.blit(arrow, arrow.get_rect(midleft=(at, mid)))
        surf.blit(fig, (at + arrow.get_width() + 3, base))
        dot = max(1, fig.get_height() // 12)
        under = min(base + fig.get_height() - fig.get_height() // 8, y + h - 2 - dot)
        surf.blit(_dotted(wide, ARROW_DIM, dot), (at, under))
        top = min(iy, base)
        board.hit((at - 2, top, wide + 4, under + dot + 1 - top), PanelItem(p, "projected"))
        return wide + 5

    def _held_in_line(self, surf, snap, p, rect, board, left, nm, scores) -> None:
        """The scoreboard's favours: small tokens in the card's one line, right of the name
        (and its "to move" pill), left of the `scores` (px from the card's right edge), as
        many as the line holds (a little smaller where that shows them all, the projection
        beside the influence too: no smaller, a dot does not read); the card's hover text
        names them all."""
        x, y, w, h = rect
        held = snap["favours"][p]
        if not held:
            return
        tok = _line_token(nm, h)
        start = max(left + nm.get_width() + 8,
                    self.badge_rect.right + 6 if self.badge_rect is not None
                    and self.badge_rect.y < y + h and self.badge_rect.bottom > y else 0)
        end = x + w - scores - 6
        tok = max(12, round(tok * 0.75), min(tok, (end - start + 3) // len(held) - 3))
        fy = y + (h - tok) // 2
        for kind in held[:max(0, (end - start + 3) // (tok + 3))]:
            surf.blit(art.favour_token(kind, tok), (start, fy))
            board.hit((start, fy, tok, tok), Held(p, kind))
            start += tok + 3

    def _more(self, surf, snap, p, rect, s, board, score, iy, left, nm, infl, foot, k
              ) -> None:
        """A card's projection, favours held and foot, under its name and influence."""
        x, y, w, h = rect
        top = self.air[0]
        to_move = snap["to_move"] == p and not self.scoring
        big = self.score_size
        # the projection moves with the counted score: what the end would add to it (a
        # penalty counted down read "25, projected 23" while its number flew)
        projected = score + snap["projected"][p] - snap["influence"][p]
        proj = text(t("panel.projected", score=projected), small_size(s, 11),
                    INK if to_move else DIM)         # (the lit card is lighter: dim is soft)
        py_ = iy + 2 + font(big * s, True).get_height()
        surf.blit(proj, (x + w - proj.get_width() - 10, py_))
        board.hit((x + w - proj.get_width() - 10, py_, proj.get_width(), proj.get_height()),
                  PanelItem(p, "projected"))
        # the favours held, as large as the row allows
        held = snap["favours"][p]
        fy = y + top + 1 + max(nm.get_height(), int(20 * k))
        room = x + w - 14 - max(proj.get_width(), infl.get_width()) - left
        tok = max(12, min(int(26 * k), (foot.y - 2 - fy), room // max(1, len(held)) - 3))
        fx = left
        for kind in held:
            surf.blit(art.favour_token(kind, tok), (fx, fy))
            board.hit((fx, fy, tok, tok), Held(p, kind))
            fx += tok + 3
        if foot.h:
            self._footer(surf, snap, p, foot, s, k, board)

    def _pill(self, surf, x, y, w, top, left, nm, scores, s, busy, to_move, keep=0) -> None:
        """"To move" (or thinking) on a gold pill beside the name of the one to move (none
        on the board as it was: no one is to move looking back)."""
        if to_move and not self.past:
            # thinking: the word whole, then three drawn dots that light in turn (a
            # typed "überlegt." read as a word cut off); all lit with reduced motion
            tag = t("panel.thinking").rstrip("… .") if busy else t("panel.to_move")
            pill = text(tag, int(12 * s), P.NIGHT, bold=True, shadow=False)
            dot = max(2, round(1.8 * s))              # a dot's radius; 3 radii apart
            extra = 10 * dot + 2 if busy else 0
            room = x + w - scores - 8 - (left + nm.get_width() + 8) - keep
            if pill.get_width() + extra + 12 <= room:
                r = pill.get_rect(midleft=(left + nm.get_width() + 14,
                                           y + top - 1 + nm.get_height() // 2))
                surf.blit(_pill(r.w + extra + 12, r.h + 4, r.h), (r.x - 6, r.y - 2))
                surf.blit(pill, r)
                if busy:
                    lit = 3 if animations.calm else 1 + int(time.monotonic() * 3) % 3
                    base = pill_baseline(r, s)
                    for i in range(3):
                        pygame.draw.circle(surf, P.NIGHT if i < lit else _FADED_DOT,
                                           (r.right + 3 * dot + i * 3 * dot, base), dot)
                self.badge_rect = pygame.Rect(r.x, r.y, r.w + extra, r.h).inflate(12, 4)

    def _footer(self, surf, snap, p, foot: pygame.Rect, s, k, board) -> None:
        """The card's foot: the supply's novices and shrines, the council seat (its disc)
        and the novices waiting on the jetty, each pictured with its number. It never runs
        past the card: where the row is too long (a large text size, a narrow panel) the
        council's word gives way to its number, the gaps close up, then the words and the
        pictures step down (never below FOOT_LEAST px; the scoreboard's foot never below
        the log's least words); every card alike (_foot_form)."""
        feet = tuple(_foot_of(snap, q) for q in range(snap["players"]))
        least = fonts.px(LOG_LEAST) if self.tray >= STRIP else FOOT_LEAST   # (the
        big = max(least, fonts.px(small_size(s)))             # scoreboard's: the log's least)
        size, pic, seat_words, gap = _foot_form(feet, foot.w - 14, big, k, foot.h - 2,
                                                t("panel.council", seat=0), least)
        row = _foot_row(*feet[p], size, pic, foot.h - 2, seat_words, gap)
        parts, _ = row[:-1], row[-1]
        x0, cy = foot.x + 8, foot.centery
        for img, dx, _group in parts:
            surf.blit(img, img.get_rect(midleft=(x0 + dx, cy)))
        for group, item in ((0, "supply"), (1, "council"), (2, "jetty")):
            xs = [(dx, dx + img.get_width()) for img, dx, g in parts if g == group]
            if not xs:
                continue
            left, right = min(a for a, _ in xs), max(b for _, b in xs)
            board.hit((x0 + left, foot.y + 2, right - left, foot.h - 4), PanelItem(p, item))

    def _kept_log(self, surf, lines, s, board, causes, chosen, hover, colours=(),
                  log_top: int | None = None, log_head: int | None = None) -> None:
        """The log as last drawn while none of its lines, its room or the line under the
        mouse changed, else drawn anew into a sketch (~20 lines' words a frame)."""
        if fonts.drawn is not None:
            self._log(surf, lines, s, board, causes, chosen, hover, colours, log_top,
                      log_head)
            return
        key = (tuple(self.log_rect), s, fonts.scale, i18n.language(), tuple(lines),
               tuple(causes), tuple(colours), chosen, self.brief_log, self.log_begun,
               hover if isinstance(hover, LogLine) else None, log_top, log_head,
               self.scroll)
        kept = self._log_kept
        if kept is None or kept[0] != key:
            kept = self._log_kept = (key, *_sketched(surf.get_size(), lambda sketch, noted:
                                                     self._log(sketch, lines, s, noted, causes,
                                                               chosen, hover, colours,
                                                               log_top, log_head)))
        _show(surf, board, *kept[1:])

    _log_kept = None          # (what the log's picture depends on, it, its hit boxes)
    brief_log = False         # the log's entries a line each (under a tray: the latest
    #                           moves at a glance in its little room; whole once it closes)
    log_begun = False         # under a tray: the latest entry's beginning where its rows
    #                           are fewer than the entry's (else the log gone, a bare band)

    def _log(self, surf, lines, s, board, causes, chosen, hover, colours=(),
             log_top: int | None = None, log_head: int | None = None) -> None:
        r = self.log_rect
        if r.h < 16:                        # (a line's room is measured below)
            return
        head = text(t("panel.log"), turn_size(s), (240, 214, 150), True)
        size = log_size(s)
        top = r.y + head.get_height() + 4
        if log_top is not None:              # a card stands over the log's first lines
            top = max(top, log_top)
        indent = indent_of(size)            # room for the player's symbol before a line
        row_h = text("Ag", size, (0, 0, 0), shadow=False).get_height()
        parts = [[fit(line, size, r.w - 14 - indent)] if self.brief_log else
                 wrap(line, size, r.w - 14 - indent) for line, _ in lines]
        latest = len(parts[-1]) * row_h if parts else row_h
        head_y, named = r.y, True
        if log_head is not None:             # the heading under it, over its lines, where
            head_y, top = log_head, max(top, log_head + head.get_height() + 4)   # the latest
            if r.bottom - 4 - top < latest:                # entry stands whole under it;
                top, named = max(r.y, log_head), False       # else the lines alone (a
        headed = r.bottom - 4 - top >= row_h                 # small window, large words)
        if not headed and log_top is None:  # a line's room without the heading (over a
            top = r.y + 4                   # move's help): the latest line alone
        room = r.bottom - 4 - top
        if self.log_begun and lines and self.scroll == 0 and chosen is None \
                and row_h <= room < latest:   # under a tray, rows fewer than the latest
            parts[-1] = list(begun(tuple(parts[-1]), room // row_h, size,   # entry's: its
                                   r.w - 14 - indent))   # beginning to a word's end and
            latest = len(parts[-1]) * row_h    # "…" (never the log gone with an empty band
        #                                        under every tray; whole once it closes:
        #                                        F061)
        if room < row_h or (lines and self.scroll == 0 and chosen is None
                            and latest > room):
            return                # not the latest entry's room whole (nor its heading
        #                           alone: an entry shown is shown whole, the oldest first
        #                           gone: F061)
        if headed and named:
            surf.blit(head, (r.x + 6, head_y))
        span = None if chosen is None or not 0 <= chosen < len(lines) else \
            in_sight([len(p) for p in parts], causes, chosen, room // max(1, row_h) - 1)
        first = self._scrolled_first(parts, span, room // max(1, row_h))
        if first is not None:               # scrolled back: from the entry read down,
            surf.blit(_well(r.w, room + 8), (r.x, top - 4))   # newer ones under it
            self._newer(surf, board, lines, parts, causes, first, top + 2, top + room,
                        chosen, hover, colours, size)
            return
        end = len(lines)                    # following: the newest lines
        if chosen is not None and 0 <= chosen < len(lines):   # the chosen one in sight
            rows = room // max(1, row_h)      # (with all its move's lines, where they fit)
            lo, hi = in_sight([len(p) for p in parts], causes, chosen, rows)
            after = sum(len(p) for p in parts[lo:])
            while after > rows and end > hi + 1:
                end -= 1
                after -= len(parts[end])
            if len(parts[chosen]) > rows:   # taller than the room: its beginning rows, to
                parts[chosen] = list(begun(tuple(parts[chosen]), rows, size,   # a word's
                                           r.w - 14 - indent))   # end and "…" (never a
                end = chosen + 1            # newer entry's first row in its place)
        # the newest entries that fit whole (no stray end of a line), standing from the
        # top of the log's room: no empty band over the first one
        first, need = end, 0
        while first > 0 and need + len(parts[first - 1]) * row_h <= room:
            first -= 1
            need += len(parts[first]) * row_h
        self.first_shown = len(lines) - first       # (entries from the newest: the wheel)
        # the log's own page as long as its entries (a tall panel early in the game: no
        # large empty box); the moon, faint, in the glass under it; under
        # the guided game's card down to the panel's foot (its room a few rows: bare glass
        # under them reads as a band left empty)
        page = min(room, max(need + 4, WELL_ROWS * row_h)) \
            if first == 0 and log_top is None else room
        surf.blit(_well(r.w, page + 8), (r.x, top - 4))
        moon = _faint_moon(min(r.w, room) // 8)          # in one place, till the page
        at = moon.get_rect(center=(r.centerx, r.bottom - room // 3))   # nears it
        if log_top is None and room >= MOON_ROOM * row_h and at.top - row_h > top + page:
            surf.blit(moon, at)
        y = top + min(2, room - need) + need
        for k in range(end - 1, first - 1, -1):
            y -= row_h * len(parts[k])
            self._entry(surf, board, lines, parts, causes, k, y, len(parts[k]), chosen,
                        hover, colours, size)
        if end < len(lines):                # the chosen line's newer ones wait below
            self._newer(surf, board, lines, parts, causes, end, y + need, top + room,
                        chosen, hover, colours, size)

    def _scrolled_first(self, parts: list, span: tuple[int, int] | None,
                        rows: int) -> int | None:
        """The log scrolled back (`scroll`: its first entry so many from the newest, the
        lines read kept in place as new ones come and the room changes): that entry,
        moved to keep the chosen lines (`span`, the first and last) in sight; None where
        the rest fits (the newest in sight: the log follows them again)."""
        if not self.scroll or not parts:
            return None
        first = max(0, len(parts) - self.scroll)
        if span is not None:
            lo, hi = span
            first = min(first, lo)
            while first < hi and sum(len(p) for p in parts[first:hi + 1]) > rows - 1:
                first += 1
        if sum(len(p) for p in parts[first:]) <= rows:
            self.scroll = 0
            return None
        return first

    def _entry(self, surf, board, lines, parts, causes, k, y, rows, chosen, hover, colours,
               size) -> None:
        """Entry `k`'s first `rows` rows (its wrapped `parts`) from `y`, its player's
        symbol before it, a hit box to click it."""
        r = self.log_rect
        row_h = text("Ag", size, (0, 0, 0), shadow=False).get_height()
        box = pygame.Rect(r.x + 2, y, r.w - 4, row_h * rows)
        cause = causes[k] if k < len(causes) else None
        if k == chosen or (cause is not None and hover == LogLine(k)):
            surf.blit(_line_box(box.w, box.h, k == chosen), box)
        if cause is not None:
            board.hit(box, LogLine(k))
        who = badge(cause, colours)
        if who is not None:
            art.player_symbol(surf, who, (r.x + 8 + size // 2, y + row_h // 2), size)
        for part in parts[k][:rows]:
            img = text(part, size, lines[k][1], shadow=False)
            surf.blit(img, (r.x + 8 + indent_of(size), y))
            y += row_h

    def _newer(self, surf, board, lines, parts, causes, k, y, bottom, chosen, hover,
               colours, size) -> None:
        """The log scrolled back: under its last entry down to its foot the newer entries'
        first rows (no empty band while newer lines wait: it reads as the log complete), and on
        its last row the mark that they wait there, a click on it back to the newest."""
        r = self.log_rect
        row_h = text("Ag", size, (0, 0, 0), shadow=False).get_height()
        mark = text(t("log.newer"), size, P.GOLD, bold=True, shadow=False)
        room = bottom - y - (mark.get_height() + 2 if bottom - y >= 2 * row_h else 0)
        while k < len(lines) and room >= row_h:
            rows = min(len(parts[k]), room // row_h)
            self._entry(surf, board, lines, parts, causes, k, y, rows, chosen, hover,
                        colours, size)
            y, room, k = y + rows * row_h, room - rows * row_h, k + 1
        if bottom - y < mark.get_height():
            return
        band = pygame.Rect(r.x + 2, bottom - mark.get_height() - 2, r.w - 4,
                           mark.get_height() + 3)
        surf.blit(_line_box(band.w, band.h, True), band)
        down = _down(max(6, mark.get_height() // 2), P.GOLD)
        surf.blit(down, down.get_rect(center=(band.x + 8 + size // 2, band.centery)))
        surf.blit(mark, (r.x + 8 + indent_of(size), band.y + 1))
        board.hit(band, Control("log_newer", t("log.newer_tip")))


FADE = 0.1              # s: the cards' last form fades out over their new one
FOLDED = 2              # the panel's tray form: its cards' feet folded for the tray's tiles
STRIP = 3               # ... and where that is not room enough: a line each (name, influence)
LOG_ENOUGH = 5          # the log's rows the cards close up for (two moves or three)
LOG_LEAST = 12          # the log's words: never smaller (px at 100 %), in any window
FOOT_AIR = 3            # the scoreboard's foot under its line (its words stood in the
#                         big influence figures' box: German's "Priesterrat 7" at 150 %)
FOOT_LEAST = 12         # the cards' small words (footer, projection): never smaller (px)
NAME = 17               # a card's name (px at the panel's scale 1)
WELL_ROWS = 3           # the log's page: at least this many rows long, else its entries'
MOON_ROOM = 8           # the faint moon under it in a log this many rows tall


def small_size(s: float, base: int = 12) -> float:
    """The cards' small words (the footer's numbers, the projection) at the panel's scale
    `s`: never below FOOT_LEAST px (a small window's 9 px did not read), nor, where a
    large text size in a small window keeps the panel's words at their 100 % size, larger
    than the name above them."""
    return max(FOOT_LEAST / fonts.scale, base * s)


def _foot_of(snap: dict, p: int) -> tuple:
    """What player `p`'s card's foot shows: colour, supply's novices and shrines, council
    seat, novices on the jetty."""
    seat = next(q for q, st in enumerate(snap["council"]) if p in st)
    return (snap["colours"][p], snap["supply"]["novices"][p], snap["supply"]["shrines"][p],
            seat, snap["jetty"][p])


@lru_cache(maxsize=16)
def _foot_form(feet: tuple, room: int, big: int, k: float, tall: int, word: str,
               least: int = FOOT_LEAST) -> tuple:
    """The one form every card's foot takes (no card alone drops the council's word): the largest
    words, with the council's word where every card's row fits with it, else its bare number, then
    closer gaps, then smaller words; as (size, pictures' scale, seat_words, gap). (`word`: the
    council's, in the language shown: a new language measures anew.)"""
    for size in range(big, least - 1, -1):
        pic = k * size / big                      # the pictures step down with the words
        for seat_words, gap in ((True, 1.0), (False, 1.0), (False, 0.5)):
            if all(_foot_row(*f, size, pic, tall, seat_words, gap)[-1] <= room for f in feet):
                return size, pic, seat_words, gap
    return least, k * least / big, False, 0.5


def _foot_row(colour: str, novices: int, shrines: int, seat: int, jetty: int, size: int,
              k: float, tall: int, seat_words: bool, gap: float) -> tuple:
    """A footer's pictures and words (`size` px) laid in a row: ((surface, x, group), ...,
    width); group 0 the supply, 1 the council seat, 2 the jetty."""
    parts, x = [], 0

    def put(img, group, after):
        nonlocal x
        parts.append((img, x, group))
        x += img.get_width() + after

    put(art.novice(colour, max(8, min(int(19 * k), tall))), 0, 2)
    put(text(f"×{novices}", size, INK, scaled=False), 0, round(10 * gap))
    put(art.shrine(colour, max(8, min(int(18 * k), tall))), 0, 2)
    put(text(f"×{shrines}", size, INK, scaled=False), 0, round(14 * gap))
    put(art.council_disc(colour, max(8, int(18 * k))), 1, 4)
    put(text(t("panel.council", seat=seat), size, FOOT_DIM, scaled=False) if seat_words
        else text(str(seat), size, INK, scaled=False), 1, round(12 * gap))
    if jetty:                     # the jetty pictured as one (planks on posts in water)
        put(art.jetty_icon(max(12, int(24 * k)), max(8, min(int(16 * k), tall))), 2, 2)
        put(text(f"×{jetty}", size, INK, scaled=False), 2, 0)
    else:
        x -= round(12 * gap)
    return (*parts, x)


def names_legible(s: float) -> bool:
    """The cards' names (17 px at the panel's scale `s`) no smaller than the log's least
    words: the scoreboard shrinks no further for the log's room under a tray."""
    return int(NAME * s) >= LOG_LEAST


def indent_of(size: int) -> int:
    """The log's lines stand this far in: room for the player's symbol before them."""
    return size + 4


@lru_cache(maxsize=16)
def begun(rows: tuple[str, ...], keep: int, size: int, width: int) -> tuple[str, ...]:
    """An entry's first `keep` of its wrapped `rows`, the last ending at a whole word with
    "…" where words follow (never a word cut in two: "ein neuer N…" read as a fault)."""
    if keep >= len(rows):
        return rows
    words = rows[keep - 1].split()
    f = font(size)
    while words and f.size(" ".join(words) + " …")[0] > width:
        words.pop()
    return (*rows[:keep - 1], " ".join(words + ["…"]))


def log_size(s: float) -> int:
    """The log's words at the panel's scale `s`."""
    return max(LOG_LEAST, int(12 * s))


def turn_size(s: float) -> int:
    """The turn line's and the log heading's words: never smaller than the log's (F048)."""
    return max(int(13 * s), log_size(s))


def head_size(s: float) -> int:
    """The round's heading over the panel: a step over the log's words at least."""
    return max(int(18 * s), log_size(s) + 2)
