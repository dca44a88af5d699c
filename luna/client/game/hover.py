"""The hover text of the game screen: what the pointer rests on, told beside it, where
it stands clear of what is being read (the log, the cards, the tray, a move's way), and
how it is read (the pointer on its way to a text that names a rule keeps it; a click on
it opens the rule). A part the scene owns (`HoverText`); it reads the view state."""

from __future__ import annotations

import pygame

from ...engine.temple import neighbours
from ...text import kind, lines, t
from ..board.clearing import play_of
from ..board.targets import (
    CouncilSeat,
    Field,
    Group,
    Held,
    Island,
    IslandFavours,
    LogLine,
    PanelItem,
    Player,
    Shrine,
    Stake,
    Tile,
)
from ..board.view import OWN_NAME
from ..widgets import overlays
from ..widgets.overlays import BRIEF_WIDTH, FIELD_WIDTH, TIP_WIDTH, widget_rects
from .choices import lit_through
from .intents import Hover, OpenRules, Point
from .pacing import chip_at
from .plan import highlights
from .tip_clear import move_way, temple_board, temple_places
from .tooltips import brief, draw_tooltip, rule_section, tooltip

TIP_SEEN = 0.2          # s a hover text stands before the pointer may be on its way to it
#                         (the pointer swept over the council on its way to an island: the
#                         council's text, there a frame, held it and took the island's click)
CARDS_WEIGH = 4          # a board thing's hover text over the players' cards: each pixel of
#                          them hidden counts this many times (a neighbour's land: once)
FRESH_REST = 0.2         # s the pointer rests, after it moved, before a hover text comes back
#                         once a card, an overlay or another screen closed (the council seat
#                         under Continue's place spoke at once after each round's scoring; a
#                         token's text stood on after the rules book, the mouse moved away)
OWN_TIPS = (Held, PanelItem, Player, Shrine)    # a tray open: these still tell their text
LONG_LOOK = 1.2          # s a tray tile's brief hover text stands before its whole one
#                         (its net line, its move, its warnings first: 8-12 lines at once
#                         were read by none)
LOOK_HELD = 0.5          # s past LONG_LOOK the window waits at most for the whole drawn


class HoverText:
    """The hover text standing: where (`rect`, its "Rules: F1" line `link`), where the
    pointer was as it came (`at`), and whether the pointer came onto it to read it."""

    def __init__(self) -> None:
        self.at = (0, 0)                        # where it stands (pinned while read)
        self.rect: pygame.Rect | None = None
        self.link: pygame.Rect | None = None    # its "Rules: F1" line
        self.reached: pygame.Rect | None = None  # the text the pointer came onto to read
        self.of: tuple = (None, 0.0)            # the thing whose text shows, and since when
        self.came: tuple = (None, 0.0)          # the thing pointed at, and since when
        self.asleep = False       # a card or screen closed: no text till a fresh rest
        self.moved_at: float | None = None      # when the pointer last moved (None: not since)
        self.look: tuple = (None, 0.0, True)    # the tile whose text stands, since when,
        #                                         and whether its whole was drawn

    def clear(self) -> None:
        self.rect = self.link = None

    def handle(self, event, view):
        """The pointer moved: where it is and what it is on (unless the text standing is
        being read: it stays, and so does what is pointed at; the keys' focus goes with
        the pointer where one may act); a left click on the text opens its rule. None:
        not the hover text's."""
        if event.type == pygame.MOUSEMOTION:
            pos = event.pos
            if self.follow(pos, view, view.on_card(pos), lambda p: target_at(p, view)):
                return [Point(pos)]
            return [Point(pos), Hover(target_at(pos, view),
                                      focus=view.table.may_act and not view.blocked)]
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.on_tip(event.pos, view) and not view.ui.get_hovering_any_element():
            return [OpenRules()]
        return None

    def rest(self) -> None:
        """A card, an overlay or another screen over this one closed: what the pointer
        rests on now was not pointed at here; its hover text waits for the pointer to
        move and rest again (`FRESH_REST`), never carried over nor shown at once."""
        self.asleep, self.moved_at = True, None
        self.clear()

    def moved(self, now: float) -> None:
        if self.asleep:
            self.moved_at = now

    def awake(self, now: float) -> bool:
        """Whether hover texts may stand: not asleep, or the pointer moved since and has
        rested FRESH_REST (then they are awake again, as ever)."""
        if self.asleep and self.moved_at is not None and now - self.moved_at >= FRESH_REST:
            self.asleep = False
        return not self.asleep

    def follow(self, pos, view, under_card: bool, target_at) -> bool:
        """The pointer moved to `pos`: True while it reads the text standing (it stays
        where it is), else the text follows the pointer (the scene takes what is under it)."""
        self.moved(view.now)
        reading = self.reading(pos, view, under_card, target_at)
        self.reached = self.rect if reading and self.rect is not None \
            and self.rect.collidepoint(pos) else None
        if not reading:
            self.at = pos
        return reading

    def reading(self, pos, view, under_card: bool, target_at) -> bool:
        """The mouse is on its way to a hover text that names a rule, or on it: on its
        rules line, in the way from the thing it describes straight across to it
        (whatever lies in that gap), or over the text (or between it and where the mouse
        was) where the board under it (`target_at`) is the same thing or nothing;
        elsewhere another thing takes the hover as usual (a thing under the text too: a
        click reaches it). `under_card`: the guided game's card is on top there."""
        tip = self.rect
        if tip is None or rule_section(view.hover, view.snap) is None or under_card:
            return False
        if self.of[0] != view.hover or view.now - self.of[1] < TIP_SEEN:
            return False        # a text the pointer swept past, not seen: no reach for it
        if self.link is not None and self.link.collidepoint(pos):
            return True
        near = view.board.rect_of(view.hover) if view.hover is not None else None
        way = _between(near, tip) if near is not None else None
        if way is not None and way.collidepoint(pos):
            return True
        if not tip.union(pygame.Rect(self.at, (1, 1))).collidepoint(pos):
            return False
        return target_at(pos) in (None, view.hover)

    def on_tip(self, pos, view) -> bool:
        """Whether a click at `pos` is the hover text's (it opens its rule): the pointer
        came onto the text to read it and the text still stands there. A text the pointer
        left, or only swept over on its way to what lies under it, catches no click: the
        thing under it takes it (a click never lands on a text that has gone)."""
        tip = self.rect
        return tip is not None and tip == self.reached and tip.collidepoint(pos) \
            and rule_section(view.hover, view.snap) is not None

    def looked(self, tip, now: float) -> bool:
        """Whether the text of `tip` (a tray tile's the pointer rests on) has stood
        LONG_LOOK: its whole words then, its brief ones till then (since it came)."""
        if tip != self.look[0]:          # (a text with no brief form: whole at once)
            self.look = (tip, now, getattr(tip, "brief", None) is None
                         and not isinstance(tip, Tile))
        whole = now - self.look[1] >= LONG_LOOK
        if whole and not self.look[2]:
            self.look = (tip, self.look[1], True)       # (its whole drawn)
        return whole

    def waiting(self, now: float) -> bool:
        """A text pointed at may still turn from its brief words to its whole (`looked`):
        the screen is not at rest till the whole is drawn, so the frame that brings it
        draws the whole window (a frame at rest draws the board alone, and the brief
        stood on beside the whole over the log: one hover text at a time, F948); a text
        no longer drawn (a menu over it) holds the window a moment at most."""
        return self.look[0] is not None and not self.look[2] \
            and now - self.look[1] < LONG_LOOK + LOOK_HELD

    def pointed(self, tip, now: float) -> None:
        """The pointer is on `tip` this frame (its text drawn or not): since when, kept
        while it stays there (`came`: game/floating.py weighs a note against it)."""
        if tip != self.came[0]:
            self.came = (tip, now)

    def toast_newer(self, tip, view) -> bool:
        """A toast said since the pointer came to `tip` stands: the newer of the two
        wins (a refusal and the clicked island's text stood over each other), until the
        pointer comes to another thing."""
        if tip != self.of[0]:
            self.of = (tip, view.now)
        return tip is not None and view.toasts and view.toast_said >= self.of[1]

    @staticmethod
    def player_cards(board) -> list[pygame.Rect]:
        """Where the panel's player cards stand (each player's score and pieces)."""
        return [r for r, tg in board.hits if isinstance(tg, Player)]

    def draw(self, surf: pygame.Surface, view, tip, words: str | None) -> None:
        """The text of `tip` (its `words` where the screen says them: a favour's note, a
        Book's field), placed clear of what is being read; `view.shown` is the position
        as drawn this frame. With the tray open, a tray's button says its own."""
        if view.ring is not None and getattr(tip, "what", "") == "ring":
            self.rect = view.ring.draw_tip(surf, tip, self.looked(tip, view.now))
            self.link = None
            return
        if self.toast_newer(tip, view) or tip is None and words is None:  # "Not allowed …"
            self.clear()        # said since: it alone stands (nothing pointed at, nothing
            return              # said: no text to place)
        board, shown = view.board, view.shown
        near = board.rect_of(tip) if tip is not None else None
        if isinstance(tip, Stake) and near is not None:     # a coming scoring's: beside
            island = board.rect_of(Island(tip.island))     # it and its island, what it
            near = near.union(island) if island is not None else near   # tells of
        if isinstance(tip, Held) and near is not None:     # a held favour's: off its
            card = board.rect_of(Player(tip.player))       # holder's card, what it
            near = near.union(card) if card is not None else near   # explains
        avoid, cards = widget_rects(view.ui), []
        panel = pygame.Rect(view.lay.panel)
        if near is not None and panel.contains(near):   # the panel's own things: the
            avoid.append(panel)                         # text beside the panel, over
            cards = list(board.labels)     # no bit of an island's name (F054),
            #                 else over
            #                 the panel (the other cards least: `soft`, below)
        else:                   # a board thing's: off the players' cards, read beside
            avoid += self.player_cards(board) * CARDS_WEIGH   # it (a favour's hid them at
            #                                              150 %), dearer than the land
            if not view.builder:            # any bit of one as dear as a button
                cards = self.player_cards(board)     # (while a move is built: its arrow)
        if view.lesson_box is not None:     # the guided game's card: a hover text never
            avoid.append(pygame.Rect(view.lesson_box))  # over it
        if isinstance(tip, CouncilSeat):                # a seat's: beside the council,
            avoid += council_rects(board.hits)             # over none of its seats or discs
        if isinstance(tip, Field) and near is not None:    # a temple field's: beside
            close = set(neighbours(view.snap, tip.field))  # it and its neighbours (the
            near = near.unionall([r for r, tg in board.hits   # engine's), over
                                  if isinstance(tg, Field) and tg.field in close])
            avoid += [r for r, _ in board.name_plates()]   # nor islands' names,
            avoid += [r for r, tg in board.hits    # none of the fields (F054),
                      if isinstance(tg, Field)]         # wide and
            #                   low (FIELD_WIDTH), in the sea or over the panel's edge
        soft, short, firm, parts = [], None, [], []
        width = FIELD_WIDTH if isinstance(tip, Field) else None
        if near is not None and panel.contains(near):
            soft = [r for r in self.player_cards(board) if r != near]
        if isinstance(tip, Island | IslandFavours | Shrine | Group | Stake):   # an
            # island's (or its pieces', its coming scoring's): over none of its
            # neighbours, their names and pieces (F054),
            avoid += neighbours_of(board, Island(tip.island))      # the panel less
            plate = board.name_plate(Island(tip.island))    # and its own name:
            if plate is not None:       # an island's text beside it (never
                (parts if isinstance(tip, Island) else avoid).append(plate)  # over
                #                         the name), its pieces' off it too
            if isinstance(tip, Island):     # and its own pieces (no text
                parts += [r for r, tg in board.hits    # over its favours' foot:
                          if isinstance(tg, Group | IslandFavours | Shrine)   # F054)
                          and tg.island == tip.island]
            if not isinstance(tip, Stake):  # its coming scoring's plates: never under
                plates = [r for r, tg in board.hits   # its pieces' text (a text of its
                          if isinstance(tg, Stake) and tg.island == tip.island]  # novices
                #  hid the Moon Priestess's plate beside them), the island's own as dear
                #  as the players' cards (its whole text, wide, beside it first)
                (avoid if isinstance(tip, Island) else parts).extend(
                    plates * (CARDS_WEIGH if isinstance(tip, Island) else 1))
            soft = [r for r, tg in board.hits if isinstance(tg, Field)]
            # the panel (its log read) as dear as the land, where a text beside the
            # island is free to choose; while a move is built only a little, so its
            # arrow, dearer, stays in sight
            (soft if view.builder else avoid).append(panel)
            if isinstance(tip, Stake):      # its coming scoring's: off the island and
                avoid += [r for r, tg in board.hits   # its pieces, what it tells of
                          if isinstance(tg, Island | Group | IslandFavours | Shrine)
                          and tg.island == tip.island]
            if isinstance(tip, Shrine | Group | Stake):     # its pieces': off the temple's
                avoid += [r for r, tg in board.hits     # fields too (F054)
                          if isinstance(tg, Field)]
            # lit only through a favour: said (F130); while a move is planned, its part
            # in the move, in its short form in place of its favours (it stays small,
            # off the move's way)
            lit = lit_line(tip, view)
            if lit is not None and not (view.builder and view.drawn_move is not None):
                words = lines(words or tooltip(tip, shown), lit)
            part = plan_line(view.builder, tip.island, may=False) \
                if view.builder and isinstance(tip, Island) else None
            short = part or (lines(brief(tip, shown), lit) if lit and not view.builder
                             else brief(tip, shown))
            #                              an island's: off the temple too, short where
            if short is not None:        # its whole text finds no room beside it (never
                firm = temple_board(view.lay, board.hits)  # over the temple, what
                #                            one is working on)
        # the panel's buttons and the guided game's card: never, if it can
        dear = widget_rects(view.ui) + cards
        if view.ring is not None:           # an open tray: the text never over it
            dear.append(pygame.Rect(view.ring.rect))
        if isinstance(tip, LogLine):        # a log line's: beside the panel, over none
            dear = [*widget_rects(view.ui), panel]   # of the log it helps to read
        #                  ("Why?" never over the next lines and the instructions), an
        #                  island's name under it for a moment
        if view.book_moving:   # a Book being moved: off
            dear += [r for r, tg in board.hits        # the fields to click next
                     if isinstance(tg, Field) and tg != tip]   # (the clicked field's text
            #                           never hides the lit ones)
        if view.lesson_box is not None:
            dear.append(pygame.Rect(view.lesson_box))
        if isinstance(tip, Tile) and view.tile_pick is not None:   # an Appointment's
            lit = {Tile(k) for k in view.tile_pick.tiles} - {tip}   # tile: off the other
            dear += [r for r, tg in board.hits if tg in lit]   # lit ones, to compare them
        if isinstance(tip, PanelItem):      # a figure's: over none of the others (the
            dear += [r for r, tg in board.hits       # pointer on its way to the
                     if isinstance(tg, PanelItem) and tg != tip]   # next met this one's)
        if view.builder and view.drawn_move is not None:    # A move being built:
            dear += move_way(view.drawn_move, view.lay)      # off its way and the
            avoid += temple_board(view.lay, board.hits) * 2    # temple (twice as
            #                 dear as a neighbour's land: the open water first, issue 21;
            dear += temple_places(board.hits)   # its places as dear as the way: a
            #                                     planned Travel's text stood over them)
            if words is None and short is not None:             # short and narrow
                words, width, firm = short, BRIEF_WIDTH, []
        play = None             # a player card's, an island's while a move is built:
        if near is not None and (view.builder and isinstance(      # in the open water,
                tip, Island | IslandFavours | Shrine | Group) or panel.contains(near)):
            way = tuple(move_way(view.drawn_move, view.lay)) \
                if view.builder and view.drawn_move is not None else ()
            own = getattr(tip, "island", None)      # never astride the panel's edge nor
            names = tuple(r for r, i in board.name_plates() if i != own)  # over
            theirs = tuple(r for r, tg in board.hits if isinstance(     # (nor its
                tg, Group | IslandFavours | Shrine) and tg.island != own)    # pieces)
            play = overlays.Play(*play_of(board, view.lay, view.snap,    # another island's
                                 view.screen),        # name (F054)
                        panel.left, way, names, theirs)
        never = [pygame.Rect(view.lesson_box)] if view.lesson_box is not None else []
        if view.builder and isinstance(tip, Island):       # a planned move's Confirm and
            never += [pygame.Rect(b.rect) for b in view.builder_buttons]  # Cancel, where the
        #                                        tray stood: the hand's next stop
        self.rect, self.link = draw_tooltip(
            surf, tip, shown, self.at, near, avoid, words, soft, dear,
            width or TIP_WIDTH, brief=width == BRIEF_WIDTH, short=short, firm=firm,
            parts=parts, play=play, never=never)


def lit_line(tip, view) -> str | None:
    """Why an island is lit where only a favour lights it (the novice favour standing
    in, Bribery): a line of its hover text; while a move is planned, what the island is
    in that move (`plan_line`: the favours that light it for other actions are not what
    a click there does now); None elsewhere, and while a tray stands."""
    if not isinstance(tip, Island) or view.ring is not None:
        return None
    if view.builder is not None:
        return plan_line(view.builder, tip.island)
    if tip not in view.clickable:
        return None
    favour = lit_through(view.legal, tip.island)
    return t("tip.lit_through", kind=kind(favour)) if favour is not None else None


def plan_line(plan, island: int, may: bool = True) -> str | None:
    """What island `island` is in the move planned (`plan`, game/plan.py): where it
    sends novices and how many, where it takes them from, (`may`) where it may send one
    (a click there sends one); None where it has no part in the move."""
    to = sum(m["count"] for m in plan.moves if m["to"] == island)
    away = sum(m["count"] for m in plan.moves if m["from"] == island)
    said = [t("tip.plan_to", count=to)] if to else []
    if away:
        said.append(t("tip.plan_from", count=away))
    elif plan.source == island:
        said.append(t("tip.plan_source"))
    if may and not said and plan.source is not None and Island(island) in highlights(plan):
        said.append(t("tip.plan_may"))
    return lines(*said) if said else None


def council_rects(hits) -> list[pygame.Rect]:
    """The council, all its seats: one rectangle round them."""
    seats = [r for r, tg in hits if isinstance(tg, CouncilSeat)]
    return [seats[0].unionall(seats[1:])] if seats else []


def neighbours_of(board, isl: Island) -> list[pygame.Rect]:
    """The other islands, each with its name plate and pieces, where an island's hover
    text should not stand."""
    own = board.rect_of(isl)
    mine = [p for p, w in board.keep_clear(own) if w == OWN_NAME]
    theirs = [r for r, tg in board.hits if getattr(tg, "island", None) is not None
              and tg.island != isl.island and not isinstance(tg, Stake)]   # (a coming
    #                     scoring's plate: less dear than the temple's fields under it)
    lands = [r.inflate(80, 80) for r, tg in board.hits
             if isinstance(tg, Island) and tg != isl]
    return theirs + [r for r in board.labels      # their name plates (the
                     if r not in mine and r.collidelist(lands) >= 0]   # temple's: not)


def _between(near: pygame.Rect, tip: pygame.Rect) -> pygame.Rect | None:
    """The straight way from a thing to its hover text beside it: the gap between them,
    as wide (or tall) as both share."""
    top, bottom = max(near.top, tip.top), min(near.bottom, tip.bottom)
    left, right = max(near.left, tip.left), min(near.right, tip.right)
    if tip.left >= near.right and bottom > top:
        return pygame.Rect(near.right, top, tip.left - near.right + 1, bottom - top)
    if tip.right <= near.left and bottom > top:
        return pygame.Rect(tip.right - 1, top, near.left - tip.right + 1, bottom - top)
    if tip.top >= near.bottom and right > left:
        return pygame.Rect(left, near.bottom, right - left, tip.top - near.bottom + 1)
    if tip.bottom <= near.top and right > left:
        return pygame.Rect(left, tip.bottom - 1, right - left, near.top - tip.bottom + 1)
    return None


def target_at(pos, view):
    """What is under the pointer at `pos`: the tray's buttons, the guided game's card
    (it hides what is under it; its Skip sign has a hover text), the faster chip, then
    the board."""
    if view.ring is not None:
        hit = view.ring.target_at(pos, view.snap, view.game)
        if hit is not None:
            return hit
    if view.on_card(pos):
        return view.lesson.control_at(pos)
    return chip_at(view.chip, pos) or view.board.target_at(pos)
