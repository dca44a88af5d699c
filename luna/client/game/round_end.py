"""A round's end on the game screen: `RoundEnd`, a part the scene owns.

The command that ends a round is told in two parts. First its scoring, on the board as it
was scored: the position before the command (the figures on the islands where they
counted, the novices where they stood) with its last candle and its influence — the
`stage` — while the scores rise from their places; then the round's summary stands over
it (scoring_view.py), its "This round" holding every change of the round. Only once the
summary is dismissed do the figures move on, the novices stand up and the next round
begin (the command's `tail`). A LAN move that comes meanwhile is held and shown after.
"""

from __future__ import annotations

import math

import pygame
import pygame_gui

from ...text import island as island_name
from ...text import t
from ...text.score_words import net_words
from ..board.animations import Anim
from ..board.layout import path_slots
from ..board.targets import (
    Candles,
    CouncilSeat,
    Field,
    Figure,
    Group,
    GuardianTile,
    Island,
    IslandFavours,
    Jetty,
    NextPlace,
    Shrine,
    Tile,
)
from .actions import effect_of
from .after_card import Hush
from .intents import Dismiss, Intent, Taken
from .last_turn import LastTurn
from .pacing import split_scoring, staged
from .round_summary import RoundSummary, before_the_scoring, summary_of
from .scoring_view import ScoringView, places

PICTURE_SEA = (8, 17, 38)         # the open water round a covered island's picture

ALONE = 4.0              # a summary nobody at this screen must dismiss goes after 4 s
ROUND_END_NOTE = 8.0     # s: the note that the next meditation ends the round stands
PEEK_KEY = pygame.K_TAB  # held while a round's scoring card stands: the board under it
PEEK_CLICK = 0.35        # s: "see the board" let go sooner is a click (it keeps the board)
DISMISS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE)
SUMMARY_GRACE = 1.0      # seconds a round's summary stands before a click on its card or a
#                         key ends it


def meditation_ends(game, legal: list[dict] | None = None) -> str | None:
    """What a meditation now would end, by the engine's own events of it on a copy of
    the game: "game" (the last round's, its final scoring after), "round", or None (it
    ends nothing; none where no one may meditate: the solo game; `legal`: the commands
    legal now, when known)."""
    cmd = next((c for c in (game.legal() if legal is None else legal)
                if c["type"] == "meditate"), None)
    if cmd is None:
        return None
    events = game.clone().apply(cmd)
    if not any(e["type"] == "round_scored" for e in events):
        return None
    return "game" if any(e["type"] == "game_over" for e in events) else "round"


def meditation_net(game, snap: dict, legal: list[dict]) -> str | None:
    """A meditation's net line now (score_words.net_words on the engine's dry run: the
    mover's figures and projection before and after it, the others' that it moves), as
    every move's preview leads with one: the Meditate button's hover says it first. None
    where no meditation is legal (`legal`: the commands legal now, asked again of the
    engine: an Undo moves the game before the screen reads its legal moves anew)."""
    cmd = next((c for c in legal if c["type"] == "meditate"), None)
    if cmd is None or game.refusal(cmd) is not None:
        return None
    return net_words(effect_of(game, cmd), cmd["player"], snap)


def meditation_ends_round(game, legal: list[dict] | None = None) -> bool:
    """Whether a meditation now would end the round (the last one's too)."""
    return meditation_ends(game, legal) is not None


def last_marker_words(round_: int, ends: str | None) -> str:
    """The note that the next meditation ends round `round_`, and the game with it where
    `ends` is "game"."""
    return t("scoring.last_marker_game" if ends == "game" else "scoring.last_marker",
             round=round_)


class RoundEnd:
    """A round's end: its scoring staged on the board, then its card (`card`, the
    ScoringView) over it till dismissed; moves that came meanwhile held for after."""

    def __init__(self, shows_summaries: bool = True) -> None:
        self.card = ScoringView()
        self.summary: RoundSummary | None = None        # a round's scoring, shown
        self.summary_left: float | None = None          # its seconds left, if it goes alone
        self.stage: dict | None = None                  # the board as the round was scored
        self.stage_slots = None
        self.due: tuple[RoundSummary, list[Anim] | None] | None = None   # after these
        self.after: tuple[list[dict], int] | None = None   # the round end's second part
        self.held: list[tuple[list[dict], int | None]] = []   # moves that came under it
        self.summaries = shows_summaries
        self.summary_since = float("-inf")    # when the standing summary came
        self._pinned_at_press = False         # "see the board" pinned as its button went down
        self._covered: tuple = (None, ())
        self.taken: list = []                # (island, the board rect its picture took)
        self.last_turn = LastTurn()          # the round may end before a person's next turn
        self.hush = Hush(DISMISS_KEYS)       # the keys just after its card closed

    def card_rects(self) -> list[pygame.Rect]:
        """Where the round's card and its buttons stand while it does (what a toast
        stands clear of); none where no card stands."""
        card = self.card
        if self.summary is None or card.rect is None:
            return []
        return [pygame.Rect(card.rect)] + [pygame.Rect(b.rect) for b in (
            card.button, card.peek_button) if b is not None and b.alive()]

    @staticmethod
    def nobody_here(table) -> bool:
        """No person plays at this screen (a watched game): summaries go by themselves."""
        return not any(s.is_human for s in table.seats)

    @property
    def pending(self) -> bool:
        return self.summary is not None or self.due is not None

    def scoring_round(self):
        """The round summary standing or due on the board (None: play goes on)."""
        return self.summary or (self.due or (None,))[0]

    def split(self, events: list[dict], index: int | None, view) -> list[dict]:
        """The events to animate now: for a command that ends a round (`index`: its place
        in the log), its scoring, the board set as it was scored; else all of them."""
        head, tail = split_scoring(events)
        if not self.summaries or not tail or index is None:
            return events
        summary = summary_of(events, view.snap)
        if summary is None:
            return events
        before, play = before_the_scoring(view.game, index, head)
        self.stage = staged(before, head)
        self.stage_slots = path_slots(self.stage)
        self.due = (summary.with_play(play), None)      # its animations follow
        self.after = (tail, index)
        return head

    def animated(self, anims: list[Anim]) -> None:
        """The animations of a round's scoring: its summary stands once they have ended."""
        due = self.due
        if due is not None and due[1] is None:
            self.due = (due[0], [a for a in anims if a.turn_of is None])

    def hold(self, events: list[dict], index: int | None) -> bool:
        """A move that came while a summary is due or stands: kept for after it."""
        if not self.pending:
            return False
        self.held.append((events, index))
        return True

    def due_now(self) -> None:
        """A round scored while the player looked back: its card stands at the next
        frame (its scoring's animations were settled)."""
        if self.due is not None:
            self.due = (self.due[0], [])

    def ready(self, looking: bool) -> bool:
        """A due summary's scoring has played: its card may stand (not under a look back)."""
        due = self.due
        return due is not None and not looking and due[1] is not None and all(
            a.tween.done for a in due[1])

    def stand(self, now: float, table) -> None:
        """The due summary stands (its card built next, once the scene closed what it
        covers)."""
        summary, self.due = self.due[0], None
        self.summary = summary
        self.summary_since = now          # a click already on its way does not dismiss
        self.summary_left = ALONE if self.nobody_here(table) else None

    def build(self, view) -> None:
        self.card.build(view.ui, self.summary, view.snap, view.lay.board,
                        self.temple_foot(view))

    def tick(self, dt: float) -> Intent | None:
        """Count down a card shown alone: Dismiss once its time is up."""
        if self.summary_left is not None:
            self.summary_left -= dt
            if self.summary_left <= 0:
                return Dismiss()
        return None

    def dismiss(self) -> list[tuple[list[dict], int | None, bool]]:
        """Continue: the card goes; what to animate now (events, index, told): the
        figures moving on, then the moves that came."""
        if self.summary is None:
            return []
        self.summary, self.summary_left = None, None
        self.card.kill()
        self.card.hint_kept = False
        self.stage = None
        after, self.after = self.after, None
        held, self.held = self.held, []
        return ([(after[0], after[1], True)] if after is not None else []) + \
            [(events, index, False) for events, index in held]

    def drop(self) -> None:
        """The game was replaced (undo, a LAN resync): no summary stands or is due."""
        self.summary, self.summary_left, self.due = None, None, None
        self.stage, self.after, self.held = None, None, []
        self.card.kill()
        self.card.hint_kept = False

    def handle(self, event, view) -> Intent | None:
        """A round's summary stands: only a deliberate answer dismisses it (its Continue,
        a click on its card, Enter, Space or Esc); a click elsewhere, meant for a button or
        the board, does nothing but nudge its Continue (Taken: the event is used up)."""
        if self.summary is None:
            return self.hush.handle(event)      # (its closing key: not the board's yet)
        if event.type in (pygame.KEYDOWN, pygame.KEYUP):
            self.hush.handle(event)             # (the keys held as it closes)
        card, now = self.card, view.now
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is card.button:
                return Dismiss()
            return Taken() if event.ui_element is card.peek_button else None   # (held)
        if event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key == PEEK_KEY:
            card.peek("key", event.type == pygame.KEYDOWN)   # Tab held: the board
            return Taken()
        if event.type == pygame.MOUSEBUTTONUP and "mouse" in card.peeking:
            card.peek("mouse", False)
            if now - card.pressed_at < PEEK_CLICK:          # a click: the board stays
                card.pin(not self._pinned_at_press)         # (or the card comes back)
            return Taken()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                card.peek_button is not None and card.peek_button.rect.collidepoint(event.pos):
            card.pressed_at, self._pinned_at_press = now, "pin" in card.peeking
            card.peek("mouse", True)            # its button held: the board, till let go
            return Taken()
        if "pin" in card.peeking and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            card.pin(False)                     # the board looked at: any click or key
            return Taken()                      # brings the card back, and only that
        if event.type == pygame.KEYDOWN and event.key in DISMISS_KEYS:
            if now - self.summary_since >= SUMMARY_GRACE:
                self.hush.card_closed()         # (its key: not the board's for a moment)
                return Dismiss()                # (a key just after it came was meant for
            card.nudge(now)                     #  the move, not the card: F046)
            return Taken()
        if event.type == pygame.MOUSEBUTTONDOWN:
            if any(b.rect.collidepoint(event.pos) for n, b in view.buttons.items()
                   if b.alive() and (b.is_enabled or n == "hint")):
                return None                     # the panel's Menu, Speed: as ever; the
            #                                     Hint, greyed, keeps its ask (F399)
            if view.lesson is not None and view.lesson.button_at(event.pos):
                return None                     # a lesson's note on the summary: read on
            if card.button is not None and card.button.rect.collidepoint(event.pos):
                return None                     # its Continue: pygame-gui presses it
            on_card = card.rect is not None and card.rect.collidepoint(event.pos)
            if on_card and now - self.summary_since >= SUMMARY_GRACE:
                return Dismiss()                # (a click just after it came is not read
            card.nudge(now)                     #  as "go on": it was meant for the board)
            return Taken()
        return None

    @staticmethod
    def temple_foot(view) -> int | None:
        """The foot of the temple's fields on the board (the scoring card keeps under it
        where it may, so the temple stays in sight): from the layout, as they are drawn."""
        lay = view.lay
        fields = view.snap.get("temple", {}).get("fields", [])
        if not fields or not getattr(lay, "hex_w", 0):
            return None
        half = lay.hex_w / math.sqrt(3)             # a pointy-top field's half height
        return math.ceil(max(lay.field_centre(f["row"], f["col"])[1]
                             for f in fields) + half)

    @staticmethod
    def whole_things(view) -> list[pygame.Rect]:
        """What the card's edges must never cut in half: the board's names, pieces, counts
        and tokens (not the islands' land, the temple's stone, the water)."""
        board = view.board
        out = [pygame.Rect(r) for r, tg in board.hits
               if isinstance(tg, Group | IslandFavours | Shrine | Figure | NextPlace | Field | Tile
                             | GuardianTile | Jetty | CouncilSeat | Candles)]
        out += [pygame.Rect(plate) for plate, _ in board.name_plates()]
        out += [pygame.Rect(rect) for rect, _ in board.hits.tops.values()]
        # and each path tile with room over it for a novice standing on it, whether one
        # stands there or not (its top edge went up and down round after round as the
        # path's novices came and went: one place all game)
        out += [pygame.Rect(r).inflate(0, r[3]).move(0, -r[3] // 2)
                for r, tg in board.hits if isinstance(tg, Tile | GuardianTile)]
        # and the islands' places for pieces, as fixed (grown islands at 1024x700: its top
        # edge 6 px from the board's top in rounds 1 and 3, 47 in round 2 as the top
        # island's pieces came and went)
        return out + board.piece_places(view.snap, view.lay)

    def warnings(self, events: list[dict], game) -> list[tuple[str, float | None]]:
        """After a time marker turned, a note when the next meditation ends the round and
        scores it (a round never ends unannounced): the engine's dry
        run of that meditation says so, not a count here. (words, seconds): a toast to
        say; seconds None: one to take away (said, gone as the round is scored, not
        standing on over the scoring card's panel for its 8 s)."""
        scored = [e["round"] for e in events if e.get("type") == "round_scored"]
        if scored:
            over = "game" if any(e.get("type") == "game_over" for e in events) else None
            return [(last_marker_words(r, over), None) for r in scored]
        if not self.summaries or not any(e.get("type") == "time_marker" for e in events):
            return []
        if ends := meditation_ends(game):
            return [(last_marker_words(game.snapshot()["round"], ends), ROUND_END_NOTE)]
        return []

    def draw(self, surf: pygame.Surface, view) -> None:
        """The board dimmed, the places the round's scoring counted ringed, the table;
        while "see the board" is held, the card faded away and the board in full light
        (none while no round's card stands)."""
        if self.summary is None:
            return
        card = self.card
        marked = places(self.summary)
        if not card.placed:
            card.place(view.lay.board, self.whole_things(view))
        fade = card.fade_to(view.now)
        pictures = self.covered_islands(surf, view)
        card.shade(surf, view.lay.board, fade)
        view.marks.draw_places(surf, view.board.hits, marked, view.now)
        card.draw_faded(surf, self.summary, view.snap, self.summary_left, view.now, pictures)

    def covered_islands(self, surf: pygame.Surface, view) -> tuple:
        """The Moon Priestess's and the Apostate's islands as the board shows them, each
        where the card covers it (None where it stands in sight): taken once a card,
        before the board is dimmed."""
        card, summary, lay = self.card.rect, self.summary, view.lay
        key = (id(summary), tuple(card) if card else None, tuple(lay.board))
        if self._covered[0] != key:
            out = []
            self.taken = []
            for k, i in enumerate((summary.priestess_island, summary.apostate_island)):
                rect = pygame.Rect(lay.islands[i]).unionall(   # (with its name, its plates)
                    [r.inflate(6, 6) for r in self._own(view, i)]).inflate(
                    8, 8).clip(surf.get_rect())
                hidden = card is not None and rect.colliderect(card) and \
                    not (k and i == summary.priestess_island)     # (one island: once)
                out.append((island_name(view.snap["islands"][i]["kind"]),
                            self._island_alone(surf, rect, i, view) if hidden else None))
                if hidden:
                    self.taken.append((i, rect))
            self._covered = (key, tuple(out))
        return self._covered[1]

    def _island_alone(self, surf: pygame.Surface, rect: pygame.Rect, i: int, view
                      ) -> pygame.Surface:
        """The board in `rect` where island `i`, its name plate and its pieces stand, open
        water elsewhere (the picture never cuts a name or a plate at its edges)."""
        keep = pygame.Surface(rect.size, pygame.SRCALPHA)
        shape = view.board.hits.shapes.get(Island(i))
        if shape is not None and shape[0] == "outline":
            _, shore, _, _, x, y = shape
            land = [(x + a - rect.x, y + b - rect.y) for a, b in shore]
            pygame.draw.polygon(keep, (255, 255, 255), land)
            pygame.draw.lines(keep, (255, 255, 255), True, land, 9)    # (its beach's rim)
        else:
            keep.fill((255, 255, 255))
        for r in self._own(view, i):
            keep.fill((255, 255, 255), pygame.Rect(r).inflate(6, 6).move(-rect.x, -rect.y))
        island = surf.subsurface(rect).convert_alpha()
        island.blit(keep, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        out = pygame.Surface(rect.size)
        out.fill(PICTURE_SEA)                     # (on open water: a picture, not the card)
        out.blit(island, (0, 0))
        return out

    @staticmethod
    def _own(view, i: int) -> list[pygame.Rect]:
        """Island `i`'s name plate, its pieces, figures and the coming scoring's plates
        beside it (its words: the picture takes each whole, never "nor" for "none yet")."""
        own = [pygame.Rect(r) for r, j in view.board.name_plates() if j == i]
        own += [pygame.Rect(r) for r, tg in view.board.hits
                if getattr(tg, "island", None) == i and not isinstance(tg, Island)]
        own += [pygame.Rect(r) for r, tg in view.board.hits if isinstance(tg, Figure)
                and view.snap.get(tg.name) == i]
        return own
