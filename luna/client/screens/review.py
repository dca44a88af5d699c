"""The Master's review of a finished (or saved) game: it runs off the window's thread
with a progress bar and Cancel, then shows each person's costliest decisions as cards in
the game's language — the round and move, the influence lost, the move played and the
better one each with its action's picture — in a list the mouse wheel, the game's scroll
bar or the arrow keys move through, each move read whole; a click on a card (or Enter)
opens the replay at that position with both moves marked on the board. After a person's
costly decisions come those off the coach's choice whose cost is not sure, each on its
card ("cost not sure", the coach's move never called better), opened the same way: a
count of decisions the player cannot find again says nothing."""

from __future__ import annotations

import re

import pygame
import pygame_gui

from ...ai.judge import budget
from ...engine import Game, replay
from ...seats import seats_of
from ...text import t
from ...text.i18n import whole
from ...text.moves import move_text
from ...text.review_text import (
    card_brief,
    none_text,
    replay_why,
    turn_text,
    unused_text,
    why_text,
)
from ..board import art
from ..board.action_art import FAVOURS
from ..board.action_art import picture as action_picture
from ..tables.reviewer import Reviewer
from ..widgets import palette as P
from ..widgets.overlays import draw_card, place, tip_box
from ..widgets.scroll import WIDTH as GROOVE_W
from ..widgets.scroll import draw_scroll_bar, offset_at
from ..window.fonts import fit, line_height, px, text, wrap
from .card import Dialog, draw_empty

BAR = P.GOLD
PLAYED, BETTER = (236, 128, 118), (130, 214, 150)      # the replay's marks' own colours
LOST = (255, 170, 150)
HEAD, BODY, SMALL, COST = 16, 15, 13, 26                 # the cards' words (display: HEAD)
GAP = 10                                                 # between two cards


# where a folded reason may end: after a clause's or a sentence's mark (a space follows)
CLAUSE_END = re.compile(r"[,;:.!?)](?= )")


def folded_lines(lines: list[str], n: int, width: int) -> list[str]:
    """A reason's wrapped `lines` folded to at most `n` lines at `width` px: cut after
    the last clause or sentence that ends on the last of them, else after the last whole
    word that leaves room, with "…" (never inside a word: "puts your move's cost a…"
    read as broken)."""
    said, kept = " ".join(lines[:n]), len(" ".join(lines[:n - 1]))
    clauses = [m.end() for m in CLAUSE_END.finditer(said + " ") if m.end() > kept][::-1]
    words = [k for k in range(len(said), 0, -1)
             if said[k - 1] != " " and (k == len(said) or said[k] == " ")]
    for end in clauses + words:
        head = said[:end].rstrip(",;:")
        cut = wrap(head + (" …" if head.endswith((".", "!", "?")) else "…"), SMALL, width)
        if len(cut) <= n:
            return cut
    return [fit(lines[0], SMALL, width)]


class Decision:
    """One reviewed decision as its card tells it (its words read once), and what its
    replay says (`replay_why`)."""

    def __init__(self, game: Game, m) -> None:
        h, log = game.header, game.log
        before = replay(h, log[:m.index]).snapshot()
        self.mistake = m
        self.colour = before["colours"][m.player]
        self.name = before["names"][m.player]
        self.head = turn_text(m, card=True)
        # "<1" without a sign ("−<1 influence lost" reads as a typo); a cost not sure
        # is never a figure
        self.sure = sure = getattr(m, "sure", True)
        self.cost = ("−" if round(abs(m.cost)) else "") + whole(m.cost) if sure else "?"
        self.lost = t("review.card.lost" if sure else "review.card.unsure")
        self.label = "review.card.better" if sure else "review.card.coach"
        self.played = move_text(m.played, before)
        self.better = move_text(m.preferred, before)
        self.pictures = (_action(m.played, before), _action(m.preferred, before))
        # every decision its why: the reason, both moves weighed on what each gained
        self.why = why_text(m, before)
        self.brief = card_brief(m, before)      # folded: its one plain sentence (F928)
        self.replay_why = replay_why(m, before)


def _action(cmd: dict, snap: dict) -> str:
    """The picture's name for a command: a favour's own kind where the island has one."""
    if cmd["type"] == "favour":
        kind = snap["islands"][cmd["island"]]["kind"]
        return f"favour:{kind}" if kind in FAVOURS else "favour"
    return cmd["type"]


class ReviewScene(Dialog):
    width, height = 900, 600

    def __init__(self, app, game: Game, iterations: int | None = None,
                 reviewer: Reviewer | None = None,
                 shown: dict[int, dict] | None = None) -> None:
        super().__init__(app)
        self.key_focus = None      # the arrows and Enter go over the cards: this screen's own
        self.game = game
        self.iterations = iterations or budget()      # the judge's, as the Hint's
        self.persons = [p for p, s in enumerate(seats_of(game.header)) if s.is_human]
        # the results screen's review, made once for both (it goes on, or is done)
        self.shared = reviewer is not None
        self.items: list = []
        self.decisions: list[Decision] = []
        self.cards: list[tuple[pygame.Rect, int]] = []    # drawn: each card and its item
        self.folded: set[int] = set()                     # drawn folded: the list's last
        self.scroll = 0
        self.hover: int | None = None                     # the card under the mouse/keys
        self._pictures: dict[tuple, pygame.Surface] = {}
        self._layout: tuple | None = None                 # the cards laid at a width
        self.reviewer: Reviewer | None = reviewer
        if reviewer is not None:
            self.persons = list(reviewer.persons)
            self.iterations = reviewer.iterations
        elif self.persons:      # (the Hints shown: never blamed, as the results' review)
            self.reviewer = Reviewer(game.header, game.log, self.persons, self.iterations,
                                     use_process=app.worker_process, shown=shown)

    @property
    def running(self) -> bool:
        return self.reviewer is not None and not self.reviewer.done

    def enter(self) -> None:
        self.title(t("review.title"))
        if self.running:
            self.cancel = self.button(t("btn.cancel"), self.at(24, -68, 160, 44))
            return
        (self.back,) = self.bar([t("new.back")], [])
        result = self.reviewer.result if self.reviewer else None
        if result is None:
            return
        if not self.decisions:
            doubts = getattr(result, "doubts", {})       # (a review made before them)
            self.items = [m for p in result.persons
                          for m in result.mistakes.get(p, []) + doubts.get(p, [])]
            self.decisions = [Decision(self.game, m) for m in self.items]

    def _rebuild(self) -> None:
        self.exit()
        self.enter()

    def leave(self) -> None:
        if self.running and not self.shared:
            self.reviewer.cancel()

    def update(self, dt: float) -> None:
        if self.running:
            self.reviewer.poll()
            if self.reviewer.done:
                self._rebuild()

    # -- the list of cards ---------------------------------------------------------------
    @property
    def area(self) -> pygame.Rect:
        """Where the cards stand: under the message, over the card's foot."""
        top = self.at(0, 68, 1, 1).y + line_height(17) + px(10)
        foot = self.at(0, -80, 1, 1).y
        left, right = self.at(24, 0, 1, 1).x, self.at(-24, 0, 1, 1).x
        return pygame.Rect(left, top, right - left, max(0, foot - top))

    def _laid(self) -> list[tuple[int, int, tuple]]:
        """Each card's top (in the list), height and words as laid at this width: a move
        too long for its line takes the lines it needs, its destination never cut off
        (F056), the reason too."""
        width = self.area.w - GROOVE_W - px(8)
        key = (width, px(100), t("review.card.lost"), t("review.card.unsure"))
        if self._layout is not None and self._layout[0] == key:
            return self._layout[1]
        pad, out, y = px(12), [], 0
        size = line_height(BODY) + px(2)
        label_w = max(text(t(k), SMALL, bold=True, shadow=False).get_width()
                      for k in ("review.card.played", "review.card.better",
                                "review.card.coach")) + px(10)
        for d in self.decisions:
            left = pad + px(34) + pad
            col = max([text(d.cost, COST, bold=True, display=True).get_width()] + [
                text(s, SMALL).get_width() for s in wrap(d.lost, SMALL, max(
                    text(d.cost, COST, bold=True, display=True).get_width(), px(96)))])
            room = width - pad - col - pad - (left + size + px(8) + label_w)
            moves = [wrap(words, BODY, room) for words in (d.played, d.better)]
            why = wrap(d.why, SMALL, width - pad - left) if d.why else []   # whole (F056)
            h = self._height((moves, label_w, col, why))
            out.append((y, h, (moves, label_w, col, why)))
            y += h + GAP
        self._layout = (key, out)
        return out

    @property
    def total(self) -> int:
        laid = self._laid()
        return laid[-1][0] + laid[-1][1] if laid else 0

    @property
    def overflow(self) -> int:
        """The farthest the list scrolls: the top of the first card from which the rest
        stand whole in the area (0: they all do)."""
        laid, total = self._laid(), self.total
        return next((top for top, _h, _ in laid if total - top <= self.area.h),
                    laid[-1][0] if laid else 0)

    def _groove(self) -> pygame.Rect | None:
        a = self.area
        return pygame.Rect(a.right - GROOVE_W, a.y, GROOVE_W, a.h) if self.overflow else None

    def scroll_by(self, px_: int) -> None:
        """The list scrolls by whole cards: it always starts at a card's top, so every
        card shown says its words whole (a card cut by the list's edge read as cut off);
        a move of any length goes one card at least in its direction."""
        last = self.overflow
        tops = [top for top, _h, _ in self._laid() if top <= last] or [0]
        want = max(0, min(last, self.scroll + px_))
        if px_ > 0:
            on = [top for top in tops if top > self.scroll]
            self.scroll = next((top for top in on if top >= want), on[-1] if on else last)
        elif px_ < 0:
            back = [top for top in tops if top < self.scroll]
            self.scroll = next((top for top in reversed(back) if top <= want),
                               back[0] if back else 0)
        else:
            self.scroll = max((top for top in tops if top <= min(self.scroll, last)),
                              default=0)

    def show(self, k: int) -> None:
        """Scroll card `k` into sight, whole."""
        laid = self._laid()
        top, h, _ = laid[k]
        if top < self.scroll:
            self.scroll = top
        elif top + h > self.scroll + self.area.h:
            self.scroll = next((t for t, _h, _ in laid if top + h - t <= self.area.h), top)
        self.scroll_by(0)

    def decision_at(self, pos) -> int | None:
        if not self.area.collidepoint(pos):
            return None
        return next((k for r, k in self.cards if r.collidepoint(pos)), None)

    # -- events ----------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if self.running and event.ui_element is self.cancel:
                self.reviewer.cancel()
                self._rebuild()
            elif not self.running and event.ui_element is self.back:
                self.app.pop()
        elif event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self.decision_at(event.pos)
        elif event.type == pygame.MOUSEWHEEL and self.area.collidepoint(self.app.ui.pointer):
            self.scroll_by(-event.y * px(60))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.decisions:
            groove = self._groove()
            if groove is not None and groove.collidepoint(event.pos):
                self.scroll = offset_at(groove, event.pos[1], self.total)
                return
            k = self.decision_at(event.pos)
            if k is not None:
                self._open(k)

    def _key(self, key: int) -> None:
        if key == pygame.K_ESCAPE:
            if self.running and not self.shared:      # (the results screen's goes on)
                self.reviewer.cancel()
            self.app.pop()
        elif key in (pygame.K_DOWN, pygame.K_UP) and self.decisions:
            step = 1 if key == pygame.K_DOWN else -1
            k = 0 if self.hover is None else self.hover + step
            self.hover = max(0, min(len(self.decisions) - 1, k))
            self.show(self.hover)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.hover is not None:
            self._open(self.hover)

    def _open(self, k: int) -> None:
        m = self.items[k]
        self.app.sounds.play("click")
        self.app.open("replay", self.game, at=m.index, marks=(m.played, m.preferred),
                      why=self.decisions[k].replay_why)

    # -- drawing ---------------------------------------------------------------------------
    def message(self) -> str:
        """What the card says above the list."""
        if not self.persons:
            return t("review.nobody")
        if self.running:
            done, total = self.reviewer.progress
            return t("review.working", done=done, total=total)
        if self.reviewer.error:
            return t("review.cannot", error=self.reviewer.error)
        if self.reviewer.result is None:
            return t("review.cancelled")
        # no decision measured as costly: the empty list's caption says so, once
        return t("review.pick") if self.items else ""

    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)
        c = self.card
        if words := self.message():
            surf.blit(text(words, 17, P.INK, shadow=False), self.at(28, 68, 1, 1).topleft)
        if self.running:
            done, total = self.reviewer.progress
            bar = pygame.Rect(c.x + 28, c.centery - 14, c.w - 56, 28)
            pygame.draw.rect(surf, P.ROW, bar, border_radius=P.RADIUS)
            fill = bar.copy()
            fill.w = max(0, int(bar.w * done / max(1, total)))
            pygame.draw.rect(surf, BAR, fill, border_radius=P.RADIUS)
            pygame.draw.rect(surf, P.RIM, bar, 2, border_radius=P.RADIUS)
            # what the bar measures, under it: a bar alone says nothing (F104)
            y = bar.bottom + px(14)
            for words in wrap(t("review.working.what"), 15, min(bar.w, px(640))):
                img = text(words, 15, P.INK_DIM, shadow=False)
                surf.blit(img, img.get_rect(midtop=(c.centerx, y)))
                y += line_height(15)
            return
        if self.reviewer is not None and self.reviewer.result is not None and not self.items:
            draw_empty(surf, self.area, self.empty_words(self.reviewer.result))
            return
        self._draw_cards(surf)

    def empty_words(self, result) -> str:
        """The page with no decision to list: none measured as costly, and each round
        another player's last time marker ended while a person waited with active
        novices after a Meditation (review_text.unused_text)."""
        snap = self.game.snapshot()
        return " ".join([none_text(sum(result.unsure.values()))] + [
            unused_text(u, snap) for p in result.persons
            for u in getattr(result, "unused", {}).get(p, [])])

    def _draw_cards(self, surf: pygame.Surface) -> None:
        area, groove = self.area, self._groove()
        self.scroll_by(0)
        width = area.w - GROOVE_W - px(8)
        clip = surf.get_clip()
        surf.set_clip(area)
        self.cards = []
        self.folded = set()
        for k, (d, (top, h, laid)) in enumerate(zip(self.decisions, self._laid(),
                                                    strict=True)):
            r = pygame.Rect(area.x, area.y + top - self.scroll, width, h)
            if r.top < area.y or (r.bottom > area.bottom and self.cards):
                # whole cards only (one taller than the list: its top); the next one that
                # would cross the list's edge stands folded where that fits, so the list
                # fills its space from the first frame (a lone card over an empty area
                # read as the only decision)
                laid = self._folded(laid, width, area.bottom - r.top, d.brief)
                r.h = h if laid is None else self._height(laid)
                if laid is None or r.top < area.y or r.bottom > area.bottom or \
                        self.folded:
                    continue
                self.folded.add(k)
            self._card(surf, r, d, laid, k == self.hover)
            self.cards.append((r.clip(area), k))
        surf.set_clip(clip)
        if groove is not None:
            draw_scroll_bar(surf, groove, self.scroll, self.total)
        self._whole_tip(surf)

    def _folded(self, laid: tuple, width: int, room: int, brief: str = "") -> tuple | None:
        """A card's words folded to the `room` (px) left under the list: its head and its
        two moves whole, its `brief` one plain sentence whole where it fits and is
        shorter than its reason (F928), else its reason's first lines (one at least) cut
        at a clause's end with "…" (folded_lines); the whole in its hover and on
        scrolling (None: its reason is too short to fold). A reason is never replaced by
        a line about where it is: the card says what it is about."""
        moves, label_w, col, why = laid
        if len(why) < 2:
            return None
        bare = self._height((moves, label_w, col, [])) + px(4)
        n = max(1, min(len(why) - 1, (room - bare) // line_height(SMALL)))
        left = px(12) + px(34) + px(12)
        said = wrap(brief, SMALL, width - px(12) - left) if brief else []
        if said and len(said) <= n:
            return moves, label_w, col, said
        return moves, label_w, col, folded_lines(why, n, width - px(12) - left)

    def _whole_tip(self, surf: pygame.Surface) -> None:
        """A folded card under the mouse: its whole reason beside the pointer."""
        if self.hover not in self.folded or not self.decisions[self.hover].why:
            return
        box = tip_box([(self.decisions[self.hover].why, P.INK)])
        surf.blit(box, place(box.get_size(), self.app.ui.pointer, surf.get_rect()))

    @staticmethod
    def _height(laid: tuple) -> int:
        """A card's height for its words as laid (as _laid measures it)."""
        moves, _label_w, _col, why = laid
        size = line_height(BODY) + px(2)
        return px(12) + line_height(HEAD, True) + px(4) + sum(
            max(size, len(lines) * line_height(BODY)) + px(4) for lines in moves) + (
            len(why) * line_height(SMALL) + px(4) if why else 0) + px(12)

    def _card(self, surf: pygame.Surface, r: pygame.Rect, d: Decision, laid: tuple,
              lit: bool) -> None:
        """A decision's card: the player's piece, the round and move, the influence lost
        large on the right, the move played and the better one each with its picture."""
        moves, label_w, col, why = laid
        draw_card(surf, r, radius=P.RADIUS + 2, rim=0, alpha=250, shadow=False,
                  ground=P.BUTTON_HOVER if lit else P.ROW)
        pygame.draw.rect(surf, P.GOLD if lit else P.RIM_OFF, r, 2 if lit else 1,
                         border_radius=P.RADIUS + 2)
        pad = px(12)
        piece = art.novice(d.colour, px(34))
        surf.blit(piece, piece.get_rect(midleft=(r.x + pad, r.centery)))
        x = r.x + pad + px(34) + pad
        right = r.right - pad - col
        cx = right + col // 2
        y = r.y + pad
        cost = text(d.cost, COST, LOST if d.sure else P.INK_DIM, bold=True, display=True,
                    shadow=False)
        surf.blit(cost, cost.get_rect(midtop=(cx, y)))
        ly = y + cost.get_height()
        for words in wrap(d.lost, SMALL, max(cost.get_width(), px(96))):
            img = text(words, SMALL, P.INK_DIM, shadow=False)
            surf.blit(img, img.get_rect(midtop=(cx, ly)))
            ly += line_height(SMALL)
        head = fit(f"{d.name} · {d.head}", HEAD, right - pad - x, bold=True)   # (the
        surf.blit(text(head, HEAD, P.GOLD, bold=True, shadow=False), (x, y))  # display
        y += line_height(HEAD, True) + px(4)          # face's 1 read as I: "Round I")
        size = line_height(BODY) + px(2)
        for lines, pic, key, colour in ((moves[0], d.pictures[0], "review.card.played",
                                         PLAYED),
                                        (moves[1], d.pictures[1], d.label, BETTER)):
            row = max(size, len(lines) * line_height(BODY))
            icon = self._picture(pic, size, d.colour)
            surf.blit(icon, (x, y + (row - size) // 2))
            label = text(t(key), SMALL, colour, bold=True, shadow=False)
            surf.blit(label, label.get_rect(midleft=(x + size + px(8), y + row // 2)))
            tx = x + size + px(8) + label_w
            ty = y + (row - len(lines) * line_height(BODY)) // 2
            for words in lines:
                surf.blit(text(words, BODY, P.INK, shadow=False), (tx, ty))
                ty += line_height(BODY)
            y += row + px(4)
        for words in why:                   # the reason whole, on as many lines as it needs
            surf.blit(text(words, SMALL, P.INK_DIM, shadow=False), (x, y))
            y += line_height(SMALL)

    def _picture(self, action: str, size: int, colour: str) -> pygame.Surface:
        key = (action, size, colour)
        pic = self._pictures.get(key)
        if pic is None:
            pic = self._pictures[key] = action_picture(action, size, colour)
        return pic
