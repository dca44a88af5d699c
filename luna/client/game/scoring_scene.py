"""A round's end on the game screen, a part of `GameScene` (screens/game.py).

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

from ...text import island as island_name
from ...text import t
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
    Shrine,
    Tile,
)
from .pacing import split_scoring, staged
from .round_summary import RoundSummary, before_the_scoring, summary_of
from .scoring_view import places

PICTURE_SEA = (8, 17, 38)         # the open water round a covered island's picture

ALONE = 4.0              # a summary nobody at this screen must dismiss goes after 4 s
ROUND_END_NOTE = 8.0     # s: the note that the next meditation ends the round stands


def meditation_ends_round(game) -> bool:
    """Whether a meditation now would end the round: the engine's own events of it, on a
    copy of the game (none where no one may meditate: the solo game)."""
    cmd = next((c for c in game.legal() if c["type"] == "meditate"), None)
    return cmd is not None and any(e["type"] == "round_scored"
                                   for e in game.clone().apply(cmd))


class ScoringScene:
    summary: RoundSummary | None = None          # a round's scoring, shown
    summary_left: float | None = None            # its seconds left, if it goes alone
    stage: dict | None = None                    # the board as the round was scored

    def init_scoring(self) -> None:
        self._summary_due: tuple[RoundSummary, list[Anim]] | None = None   # after these
        self._after: tuple[list[dict], int] | None = None   # the round end's second part
        self._held: list[tuple[list[dict], int | None]] = []  # moves that came under it
        self.summaries = getattr(self.table, "shows_summaries", True)
        self.summary_since = float("-inf")    # when the standing summary came

    @property
    def nobody_here(self) -> bool:
        """No person plays at this screen (a watched game): summaries go by themselves."""
        return not any(s.is_human for s in self.table.seats)

    @property
    def summary_pending(self) -> bool:
        return self.summary is not None or self._summary_due is not None

    def round_end(self, events: list[dict], index: int | None) -> list[dict]:
        """The events to animate now: for a command that ends a round (`index`: its place
        in the log), its scoring, the board set as it was scored; else all of them."""
        head, tail = split_scoring(events)
        if not self.summaries or not tail or index is None:
            return events
        summary = summary_of(events, self.snap)
        if summary is None:
            return events
        before, play = before_the_scoring(self.game, index, head)
        self.stage = staged(before, head)
        self.stage_slots = path_slots(self.stage)
        self._summary_due = (summary.with_play(play), None)    # its animations follow
        self._after = (tail, index)
        return head

    def scoring_animated(self, anims: list[Anim]) -> None:
        """The animations of a round's scoring: its summary stands once they have ended."""
        due = self._summary_due
        if due is not None and due[1] is None:
            self._summary_due = (due[0], [a for a in anims if a.turn_of is None])

    def hold(self, events: list[dict], index: int | None) -> bool:
        """A move that came while a summary is due or stands: kept for after it."""
        if not self.summary_pending:
            return False
        self._held.append((events, index))
        return True

    def _show_summary(self, summary: RoundSummary) -> None:
        self._summary_due = None
        self.summary = summary
        self.summary_since = self.app.now     # a click already on its way does not dismiss
        self.summary_left = ALONE if self.nobody_here else None
        self.close_menu()
        self.close_ring()
        self.hover = None
        self.scoring.build(self.app.ui, summary, self.snap, self.lay.board,
                           self.temple_foot())
        self._sync_buttons()

    def dismiss_summary(self) -> None:
        """Continue: the summary goes, the figures move on, then the moves that came."""
        if self.summary is None:
            return
        self.summary, self.summary_left = None, None
        self.scoring.kill()
        self.stage = None
        self.tips_need_rest()         # what lies under Continue's place speaks only after a rest
        after, self._after = self._after, None
        if after is not None:
            self._animate(after[0], after[1], told=True)
        held, self._held = self._held, []
        for events, index in held:
            self._animate(events, index)
        self._sync_buttons()

    def drop_summary(self) -> None:
        """The game was replaced (undo, a LAN resync): no summary stands or is due."""
        self.summary, self.summary_left, self._summary_due = None, None, None
        self.stage, self._after, self._held = None, None, []
        self.scoring.kill()

    def summary_tick(self, dt: float, looking: bool) -> None:
        """Show a due summary once its scoring has played; count down one shown alone."""
        due = self._summary_due
        if due is not None and not looking and due[1] is not None and all(
                a.tween.done for a in due[1]):
            self._show_summary(due[0])                # (after a look back, not under it)
        if self.summary_left is not None:
            self.summary_left -= dt
            if self.summary_left <= 0:
                self.dismiss_summary()

    def temple_foot(self) -> int | None:
        """The foot of the temple's fields on the board (the scoring card keeps under it
        where it may, so the temple stays in sight): from the layout, as they are drawn."""
        fields = self.snap.get("temple", {}).get("fields", [])
        if not fields or not getattr(self.lay, "hex_w", 0):
            return None
        half = self.lay.hex_w / math.sqrt(3)             # a pointy-top field's half height
        return math.ceil(max(self.lay.field_centre(f["row"], f["col"])[1]
                             for f in fields) + half)

    def whole_things(self) -> list[pygame.Rect]:
        """What the card's edges must never cut in half: the board's names, pieces, counts
        and tokens (not the islands' land, the temple's stone, the water)."""
        out = [pygame.Rect(r) for r, tg in self.board.hits
               if isinstance(tg, Group | IslandFavours | Shrine | Figure | Field | Tile
                             | GuardianTile | Jetty | CouncilSeat | Candles)]
        out += [pygame.Rect(plate) for plate, _ in self.board.name_plates()]
        out += [pygame.Rect(rect) for rect, _ in self.board.hits.tops.values()]
        # and each path tile with room over it for a novice standing on it, whether one
        # stands there or not (its top edge went up and down round after round as the
        # path's novices came and went: one place all game)
        out += [pygame.Rect(r).inflate(0, r[3]).move(0, -r[3] // 2)
                for r, tg in self.board.hits if isinstance(tg, Tile | GuardianTile)]
        # and the islands' places for pieces, as fixed (grown islands at 1024x700: its top
        # edge 6 px from the board's top in rounds 1 and 3, 47 in round 2 as the top
        # island's pieces came and went)
        return out + self.board.piece_places(self.snap, self.lay)

    def warn_round_end(self, events: list[dict]) -> None:
        """After a time marker turned, a note when the next meditation ends the round and
        scores it (a fresh player: "no warning before a round ends"): the engine's dry
        run of that meditation says so, not a count here."""
        scored = [e["round"] for e in events if e.get("type") == "round_scored"]
        if scored:                 # (said: gone as the round is scored, not standing on
            for r in scored:       # over the scoring card's panel for its 8 s)
                self.app.drop_toast(t("scoring.last_marker", round=r))
            return
        if not self.summaries or not any(e.get("type") == "time_marker" for e in events):
            return
        if meditation_ends_round(self.game):
            self.app.toast(t("scoring.last_marker", round=self.game.snapshot()["round"]),
                           ROUND_END_NOTE)

    def peek_at_board(self, how: str, held: bool) -> None:
        """"See the board" held or let go (Tab, or the card's button held)."""
        self.scoring.peek(how, held)

    def draw_summary(self, surf: pygame.Surface) -> None:
        """The board dimmed, the places the round's scoring counted ringed, the table;
        while "see the board" is held, the card faded away and the board in full light."""
        marked = places(self.summary)
        if not self.scoring.placed:
            self.scoring.place(self.lay.board, self.whole_things())
        fade = self.scoring.fade_to(self.app.now)
        pictures = self.covered_islands(surf)
        self.scoring.shade(surf, self.lay.board, fade)
        self.marks.draw_places(surf, self.board.hits, marked, self.app.now)
        self.scoring.draw_faded(surf, self.summary, self.snap, self.summary_left,
                                self.app.now, pictures)

    def covered_islands(self, surf: pygame.Surface) -> tuple:
        """The Moon Priestess's and the Apostate's islands as the board shows them, each
        where the card covers it (None where it stands in sight): taken once a card,
        before the board is dimmed."""
        card = self.scoring.rect
        key = (id(self.summary), tuple(card) if card else None, tuple(self.lay.board))
        if self._covered[0] != key:
            out = []
            for k, i in enumerate((self.summary.priestess_island,
                                   self.summary.apostate_island)):
                rect = pygame.Rect(self.lay.islands[i]).unionall(   # (with its name)
                    [r for r, j in self.board.name_plates() if j == i]).inflate(
                    8, 8).clip(surf.get_rect())
                hidden = card is not None and rect.colliderect(card) and \
                    not (k and i == self.summary.priestess_island)     # (one island: once)
                out.append((island_name(self.snap["islands"][i]["kind"]),
                            self._island_alone(surf, rect, i) if hidden else None))
            self._covered = (key, tuple(out))
        return self._covered[1]

    _covered: tuple = (None, ())

    def _island_alone(self, surf: pygame.Surface, rect: pygame.Rect, i: int
                      ) -> pygame.Surface:
        """The board in `rect` where island `i`, its name plate and its pieces stand, open
        water elsewhere (a French fresh player at 1280x800 saw the picture cut the temple
        island's name, "res", and another island's plate at its edges)."""
        keep = pygame.Surface(rect.size, pygame.SRCALPHA)
        shape = self.board.hits.shapes.get(Island(i))
        if shape is not None and shape[0] == "outline":
            _, shore, _, _, x, y = shape
            land = [(x + a - rect.x, y + b - rect.y) for a, b in shore]
            pygame.draw.polygon(keep, (255, 255, 255), land)
            pygame.draw.lines(keep, (255, 255, 255), True, land, 9)    # (its beach's rim)
        else:
            keep.fill((255, 255, 255))
        own = [r for r, j in self.board.name_plates() if j == i]
        own += [r for r, tg in self.board.hits if getattr(tg, "island", None) == i
                and not isinstance(tg, Island)]
        own += [r for r, tg in self.board.hits if isinstance(tg, Figure)
                and self.snap.get(tg.name) == i]
        for r in own:
            keep.fill((255, 255, 255), pygame.Rect(r).inflate(6, 6).move(-rect.x, -rect.y))
        island = surf.subsurface(rect).convert_alpha()
        island.blit(keep, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        out = pygame.Surface(rect.size)
        out.fill(PICTURE_SEA)                     # (on open water: a picture, not the card)
        out.blit(island, (0, 0))
        return out
