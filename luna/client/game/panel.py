"""The side panel: every player's colour, name, influence, favours, supply, projected
score and whose turn it is; then the round, the phase and the game log in words."""

from __future__ import annotations

import pygame

from ...text import i18n, t
from ...text.narrate import round_heading
from ..board.island_slots import label_size
from ..board.layout import Layout
from ..board.targets import Control, PanelItem
from ..window import caches, fonts
from ..window.fonts import font, wrap
from . import log_page, panel_scale, player_cards, projection
from .panel_art import (
    BESIDE_LABELS,
    DIM,
    FADE,
    FOLDED,
    FOOT_AIR,
    LOG_LEAST,
    NAME,
    STRIP,
    _glass,
    _log_chip,
    head_size,
    indent_of,
    log_size,
    small_size,
    text,
    turn_size,
)
from .tray_measures import HEAD_GAP


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


_measured: dict[tuple, tuple] = caches.kept({})   # PanelView._layout's, by its key
MEASURED_KEPT = 512


class PanelView:
    def __init__(self) -> None:
        self.counter = ScoreCounter()
        self.grows = True       # a tall panel grows into its room; not under the guided
        #                         game's card, which wants the log's room for its words
        self.scoring = False
        self.counting = False          # drawing the present: the scores as counted up
        self.badge_rect: pygame.Rect | None = None    # the "to move"/thinking pill drawn
        self.player_points: list[tuple[float, float]] = []
        self.score_points: list[tuple[float, float]] = []   # each card's influence, as
        #                         drawn: its left edge's middle (a score lands left of it)
        self.score_rows: list[tuple] = []   # each card's score as last drawn
        self.lines_drawn: list[pygame.Rect] = []   # the round's heading and the turn line
        #                                            as drawn: a flying score passes beside
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self.buttons_top = 0
        self.scroll = 0           # the log scrolled back this many lines (mouse wheel)
        self.anchor: int | None = None   # the chosen line's top where it was clicked
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
        self.floor: int | None = None   # the action area's top, the window's whatever the
        #                           number of players (game/tray_top.py): under fewer or
        #                           smaller cards the log begins there (a tray higher with 3
        #                           players than with 2 sends a hand used to one to the
        #                           wrong tile)

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
             past: bool = False, own_supply: int | None = None,
             whole: dict | None = None) -> None:
        """`whole`: the position `snap` shows with pieces in flight (what the projection's
        coming scoring is counted from: game/projection.py). `fallback`: `status` stands
        only in the turn line's rows as the game laid them out (looking back), this
        shorter form where it needs more (a look back never leaves a blank second row
        and every card lower for the rest of the game, F059); `supply_of`: in
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
        self.coming = projection.coming(snap if whole is None else whole)
        self.past = past
        self.badge_rect = None
        px, py, pw, ph = lay.panel
        surf.blit(_glass(pw, ph), (px, py))
        s, players_y, self.log_rect = self._layout(snap, lay, status, log_bottom, fallback)
        y = py + 10
        head = round_heading(snap)
        title = text(head, head_size(s), (240, 214, 150), True)
        surf.blit(title, (px + 14, y))
        self.lines_drawn.clear()        # (in place: a flying score reads it as it flies)
        self.lines_drawn.append(title.get_rect(topleft=(px + 14, y)))
        if own_supply is not None and self.log_chip is None and player_cards.supply_line(self,
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
            player_cards.supply_line(self, surf, snap, supply_of, pygame.Rect(
                px + 14, y, pw - 28, sum(st.get_height() for st in turn)), s, board)
        else:
            for st in turn:
                self.lines_drawn.append(surf.blit(st, (px + 14, y)))
                y += st.get_height()
        y = players_y
        self.player_points = []
        self.score_points.clear()       # (in place: a flying score reads it as it flies)
        cs = self.card_scale(s)
        block_h = self.block_height(cs)
        said = (pw, block_h, cs, fonts.scale, fonts.window, self.pictures, self.tray,
                self.compact, i18n.language(), tuple(snap["names"]),
                tuple(map(tuple, snap["favours"])), max(snap["influence"]),
                projection.most(snap, self.coming), self.turn_line)
        # the board as it was (a look back, a replay's step) keeps the notation of play
        # at the same window, text size and language: one notation for the cards (F311)
        kept = self._said_kept
        if (kept is None or kept[0] != said) and not (
                past and kept is not None and kept[0][:10] == said[:10]):   # (once, not a frame)
            self._said_kept = (said, self.tray >= STRIP and self._lines_say(snap, pw, cs))
        self.projected_said = self._said_kept[1]
        # the cards stand together, each in its own form: the room fewer cards leave
        # over the action area's top (`floor`) stands under the last one, never as gaps
        # between them (two cards apart read as a missing one)
        for p in range(snap["players"]):
            player_cards.kept_player(self, surf, snap, p,
                                     (px + 8, y, pw - 16, block_h - self.air[2]), cs,
                                     board, thinking)
            y += block_h
        self.score_rows = [tuple(r) for r, tg in board.hits    # (the Hint's line over a
                           if isinstance(tg, PanelItem) and tg.item == "influence"]  # tray
        self.buttons_top = lay.buttons_top                      # keeps off them)
        log_page.kept_log(self, surf, log_lines, s, board, causes or [], chosen, hover,
                       snap["colours"], log_top, log_head)

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
        under its heading too (F061), the heading closed up under the tray and over
        its rows (HEAD_GAP) so that it costs no more than its own height and a row's
        gap (the tray's tiles kept, the log still named under it)."""
        if not headed:
            return rows * self.log_row_height() + 14
        head = text(t("panel.log"), turn_size(getattr(self, "_s", 1.0)), (240, 214, 150),
                    True).get_height()
        return rows * self.log_row_height() + head + HEAD_GAP + 8

    def _layout(self, snap: dict, lay: Layout, status: str, log_bottom: int | None,
                fallback: str | None = None) -> tuple[float, int, pygame.Rect]:
        """The panel's scale, where the players' cards begin and the log's rectangle:
        found once for what it depends on (it was measured twice a frame)."""
        key = (snap["phase"], snap["round"], snap["players"], self.planned, status,
               fallback is None,
               self._rows, self.turn_forms, self.turn_line, tuple(lay.panel),
               lay.buttons_top, lay.scale, log_bottom, self.grows, fonts.scale,
               fonts.window, i18n.language(), self.tray, self.board_s, self.board_foot,
               self.floor)
        kept = self._laid
        if kept is not None and kept[0] == key:
            self.pictures, self.compact = kept[2]
            s, top, rect = kept[1]
            return s, top, pygame.Rect(rect)
        # what a measure finds and leaves (the cards' form, the turn line's rows) follows
        # from the key alone: kept for every panel, as each game screen's steady_form
        # lays its probe trays out over the same few forms again
        known = _measured.get((key, fonts.generation))
        if known is None:
            found = self._measure(snap, lay, status, log_bottom, fallback is None)
            known = ((found[0], found[1], pygame.Rect(found[2])),
                     (self.pictures, self.compact), self._rows)
            if len(_measured) >= MEASURED_KEPT:
                _measured.clear()
            _measured[(key, fonts.generation)] = known
        self.pictures, self.compact = known[1]
        self._rows = known[2]
        self._laid = (key, known[0], known[1])
        s, top, rect = known[0]
        return s, top, pygame.Rect(rect)

    _laid = None              # (what the layout depends on, it, the cards' form)

    def _turn_rows(self, lay: Layout, snap: dict, s: float, status: str, counted: bool
                   ) -> int:
        """The turn line's rows the cards stand under, chosen for the window and the game,
        not per status: the most that the game's own statuses (`turn_forms`: whose turn
        in each phase, a round scored, a move planned) take in this window at this text
        size, or a status of the present has taken since (a LAN player away). A move's
        "1 novice planned" in one row after "White, your turn — take an action" in two
        would make the cards jump a row up and back in one turn; a look back's status in
        two rows would leave them a row lower for the rest of the game (F059). `counted`:
        `status` is the present's (the look back's stands in the rows found, PanelView.draw's
        `fallback`)."""
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

    def turn_fits(self, snap: dict, lay: Layout, status: str) -> bool:
        """Whether `status` stands in the turn line's rows the game's own statuses take
        (`turn_forms`) in this window: shown, it moves no card nor the tray."""
        key = (status, tuple(lay.panel), lay.buttons_top, fonts.scale, fonts.window,
               i18n.language(), snap["players"], self.turn_forms)
        if self._fits is None or self._fits[0] != key:
            s = self.fitting_scale(lay.panel[3], snap["players"], lay.buttons_top - lay.panel[1],
                                   most=round(label_size(lay.scale) * BESIDE_LABELS))
            size, width = turn_size(s), lay.panel[2] - 28
            most = max((len(wrap(form, size, width)[:3]) for form in self.turn_forms),
                       default=0)
            self._fits = (key, len(wrap(status, size, width)) <= most)
        return self._fits[1]

    _fits = None              # (the status and window asked, whether it fits)
    _rows = None              # (the window, text size, language and game, the turn line's most)
    turn_forms: tuple[str, ...] = ()   # the statuses the game may show (the game screen's)

    def _measure(self, snap: dict, lay: Layout, status: str, log_bottom: int | None,
                 counted: bool = True) -> tuple[float, int, pygame.Rect]:
        px, py, pw, ph = lay.panel
        cards = max(snap["players"], self.planned)
        s = self.fitting_scale(ph, cards, lay.buttons_top - py,
                               most=round(label_size(lay.scale) * BESIDE_LABELS))
        head = round_heading(snap)
        y = py + 10 + text(head, head_size(s), (240, 214, 150), True).get_height() + 2 + \
            (self._turn_rows(lay, snap, s, status, counted) if self.turn_line else 0) \
            * text("Ag", turn_size(s), DIM).get_height() + 6
        top = y
        y += cards * self.block_height(self.card_scale(s))
        if self.floor is not None:       # the log (a tray) at the window's action area
            y = max(y, self.floor - 4)
        bottom = lay.buttons_top - 8 if log_bottom is None else log_bottom
        return s, top, pygame.Rect(px + 8, y + 4, pw - 16, bottom - y - 4)

    def fitting_scale(self, ph: int, players: int, room: int, most: int | None = None
                      ) -> float:
        """The panel's own scale for the window's height (game/panel_scale.py)."""
        return panel_scale.fitting_scale(self, ph, players, room, most)

    def _lines_say(self, snap: dict, pw: int, cs: float, pill: bool | None = None) -> bool:
        """Every card's line holds "projected 11" in words (player_cards.says_projected),
        its cards at scale `cs` in a panel `pw` wide, whoever is to move (the "to move"
        pill beside a name takes room): one form on every turn, never an arrow to 23 on the
        player's turn and "9 projected 19" on the others' (F442). `pill`: its room
        counted or not (player_cards.says_projected)."""
        h = self.block_height(cs) - self.air[2]
        n = snap["players"]
        return all(player_cards.says_projected(self, dict(snap, to_move=mover), q, pw - 16,
                                               h, cs, pill)
                   for mover in range(n) for q in range(n))

    def projected_in_words(self, snap: dict, lay: Layout, status: str) -> bool:
        """The scoreboard as now laid out says every card's projection in words while
        its player is to move, two-figure scores and no favours held: the same for
        every moment of a game (the scale steady_form chooses keeps the words where it
        may, and one scale the whole game: no tile moves as favours come and go)."""
        s = self._layout(snap, lay, status, None)[0]
        n = snap["players"]
        return self._lines_say(dict(snap, favours=[[]] * n, influence=[99] * n,
                                    projected=[99] * n, **{projection.SCORED: [99] * n}),
                               lay.panel[2], self.card_scale(s),
                               pill=True)        # (the pill counted: the form chosen so)

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

    planned = 0               # the cards a form is planned for, the game's more (a game
    #                           of two planned as three: game/tray_lay.py's steady_form)
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

    coming: list | tuple = ()     # what the coming scoring adds to each projection
    projected_said = False    # the scoreboard says "projected 11", not "→ 11" (every
    #                           card's line holds the word: _says_projected)
    _said_kept: tuple | None = None     # (what projected_said depends on, it)

    _log_kept = None          # (what the log's picture depends on, it, its hit boxes)
    latest_entry: pygame.Rect | None = None    # where the log's newest entry stands
    brief_log = False         # the log's entries a line each (under a tray: the latest
    #                           moves at a glance in its little room; whole once it closes)
    log_begun = False         # under a tray: the latest entry's beginning where its rows
    #                           are fewer than the entry's (else the log gone, a bare band)
