"""The rules book: the contents on the left (each section a click), the chosen section's
page on the right, scrolled by the wheel or the keys, with the board's own pictures beside
the paragraphs they explain; a search field filters the contents to the sections holding
the words. Opened from the menus, or over a game at a tooltip's rule (F1): Back returns to
whatever lies below, untouched."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from ...engine.data import INTRO_RING
from ...text import rules_book, t
from ..learn.rules_boxes import DIM, GOLD, beside, under, view_foot
from ..learn.rules_pictures import picture
from ..widgets import palette as P
from ..widgets.overlays import draw_card
from ..widgets.scroll import draw_scroll_bar
from ..window import caches
from ..window.fonts import fit, font, px, text, wrap
from .card import Dialog

INK = (236, 230, 210)
NO_MATCH = (255, 178, 160)
RULING = (176, 206, 236)          # this edition's own ruling, told apart from the rulebooks' text
MARGIN = 16
CHIP_GAP = 8                      # between two chips of the chapter's sections


class RulesBook(Dialog):
    blocks_below = True
    takes_typing = True              # a letter typed here searches: no app key acts on it
    own_f1 = True                    # (F1 in the book: no second book over it)

    def __init__(self, app, section: str | None = None) -> None:
        super().__init__(app)
        self.current = section if section in rules_book.BY_ID else rules_book.SECTIONS[0].id
        self.shown: list[rules_book.Section] = list(rules_book.SECTIONS)
        self.words = ""
        self.scroll = 0                  # the page's, in px
        self.list_scroll = 0             # the contents', in px
        self._fades: dict = {}           # the edges' fading bands (made once per width)
        self.faded_bottom: pygame.Rect | None = None   # drawn: the foot's fade, if any
        self.foot_at = 0                 # where the page's foot begins in its layout
        self.view_rect: pygame.Rect | None = None
        self.entries: list[tuple[pygame.Rect, str]] = []
        self.placed: list[tuple[pygame.Rect, pygame.Rect, str]] = []   # text, its box
        self._page: tuple | None = None
        self._reveal = True              # scroll the contents to the open section
        self.pictures: list[pygame.Rect] = []                          # where they stand
        self.links: list[tuple[pygame.Rect, str]] = []      # a chip or the foot's links
        self.chips: list[tuple] = []     # drawn: each chip's rect, what shows of it, its id
        self.strip_page = 0              # the foot's row of chips: which run of whole chips
        self.strip_rect: pygame.Rect | None = None      # drawn: that row's window
        self._strip_reveal = False       # move the row to the open section's chip
        self.ring = board_ring(app)      # the islands' order its overview picture shows

    # -- geometry ---------------------------------------------------------------------
    @property
    def card(self) -> pygame.Rect:
        w, h = self.app.size
        cw, ch = min(w - 2 * MARGIN, 1500), min(h - 2 * MARGIN, 1000)
        return pygame.Rect(w // 2 - cw // 2, h // 2 - ch // 2, cw, ch)

    @property
    def big(self) -> bool:
        return self.app.size[0] >= 1200 and self.app.size[1] >= 760

    @property
    def contents_rect(self) -> pygame.Rect:
        c = self.card
        hint = font(15).size(t("book.search"))[0] + 30     # the search's words whole
        lw = int(min(max(c.w * 0.27, 230, hint), 340))
        top = self.top + self.search_h + 8
        return pygame.Rect(c.x + 20, top, lw, c.bottom - 74 - top)

    @property
    def page_rect(self) -> pygame.Rect:
        c, left = self.card, self.contents_rect
        return pygame.Rect(left.right + 24, self.top, c.right - 24 - (left.right + 24),
                           c.bottom - 20 - self.top)

    @property
    def top(self) -> int:
        """Where the search field and the page begin: under the title and its rule."""
        return self._title_rect().bottom + 10

    @property
    def search_h(self) -> int:
        return max(36, font(15).get_linesize() + 12)

    # -- the scene ---------------------------------------------------------------------
    def enter(self) -> None:
        c, left = self.card, self.contents_rect
        self.title(t("rules.title"))
        self.search = self.add(UITextEntryLine(pygame.Rect(left.x, self.top, left.w,
                                                           self.search_h),
                                               self.app.ui, placeholder_text=t("book.search")))
        self.search.set_text(self.words)
        self.back = self.button(t("new.back"), (c.x + 20, c.bottom - 60, 140,
                                                 max(44, font(15, True).get_linesize() + 14)))
        self._page = None

    def open_section(self, section_id: str) -> None:
        self.current = section_id
        self.scroll = 0
        self._page = None
        self._reveal = True

    def filter(self, words: str) -> None:
        """Show only the sections holding `words`; the page moves to the first of them if
        the one shown holds none."""
        self.words = words
        self.shown = rules_book.search(words)
        self.list_scroll = 0
        first = rules_book.best(words, self.shown) if words.strip() else None
        if first is not None:
            self.open_section(first.id)

    def handle_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back:
            self.app.sounds.play("click")
            self.app.pop()
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.search:
            self.filter(self.search.get_text())
        elif event.type == pygame.TEXTINPUT and not self.search.is_focused:
            self.type_into_search(event)
        elif event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, sid in self.entries + self.links:
                if rect.collidepoint(event.pos):
                    self.app.sounds.play("click")
                    if sid in ("<", ">"):             # the foot's row of chips moves on
                        self.strip_page += 1 if sid == ">" else -1
                    else:
                        self.open_section(sid)
                    return
        elif event.type == pygame.MOUSEWHEEL:
            mouse = self.app.pointer()
            if self.contents_rect.collidepoint(mouse):
                self.list_scroll -= event.y * 40
            elif self.strip_rect is not None and self.strip_rect.collidepoint(mouse):
                self.strip_page += 1 if (event.y or -event.x) < 0 else -1
            else:
                self.scroll -= event.y * 40

    def type_into_search(self, event) -> None:
        """Typing while the search field has no focus starts a search: the field takes the
        focus and the letter (letters never reach the game under it)."""
        self.app.ui.set_focus_set(self.search)
        self.app.ui.process_events(event)

    def _key(self, event) -> None:
        page = self.page_rect.h - 60
        if event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif event.key == pygame.K_PAGEDOWN:
            self.scroll += page
        elif event.key == pygame.K_PAGEUP:
            self.scroll -= page
        elif event.key in (pygame.K_DOWN, pygame.K_UP) and not self.search.is_focused:
            self.scroll += 40 if event.key == pygame.K_DOWN else -40
        elif event.key in (pygame.K_RIGHT, pygame.K_LEFT) and not self.search.is_focused:
            ids = [s.id for s in self.shown]
            if self.current in ids:
                k = ids.index(self.current) + (1 if event.key == pygame.K_RIGHT else -1)
                if 0 <= k < len(ids):
                    self.open_section(ids[k])

    # -- drawing ---------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)
        self.placed = []
        self._draw_contents(surf)
        self._draw_page(surf)

    def _place(self, surf, img, pos, box: pygame.Rect, s: str) -> None:
        r = surf.blit(img, pos)
        self.placed.append((pygame.Rect(pos, img.get_size()), box, s))
        return r

    def _draw_contents(self, surf) -> None:
        box = self.contents_rect
        size = 15 if self.big else 14
        line_h = font(size).get_linesize() + (6 if self.big else 3)
        self.entries = []
        ground = surf.get_at((box.x + 2, box.bottom - 2))[:3]     # the card under the list
        clip = surf.get_clip()
        surf.set_clip(box)
        head = text(t("book.contents"), size, GOLD, bold=True)
        y0 = box.y + 2
        # each entry in as many lines as its title needs (a long one wraps, never cut)
        text_w = box.w - 8 - 8 - 4                # the row, its left pad, the shadow
        laid = [(s, wrap(s.title(), size, text_w - 18 * s.level, True))
                for s in self.shown]
        top = head.get_height() + 6
        total = top + sum(len(lines) * (line_h - 4) + 4 for _, lines in laid)
        ids = [s.id for s in self.shown]
        if self._reveal and self.current in ids:
            k = ids.index(self.current)
            row_y = top + sum(len(lines) * (line_h - 4) + 4 for _, lines in laid[:k])
            if row_y + line_h > self.list_scroll + box.h or row_y < self.list_scroll:
                self.list_scroll = row_y - box.h // 3      # in view, a third down
        self._reveal = False
        self.list_scroll = max(0, min(self.list_scroll, total - box.h))
        y = y0 - self.list_scroll
        if y + head.get_height() > box.y:
            self._place(surf, head, (box.x + 4, y), box, t("book.contents"))
        y += top
        mouse = self.app.pointer()
        for s, lines in laid:
            indent = 18 * s.level
            chosen = s.id == self.current
            row = pygame.Rect(box.x, y, box.w - 8, len(lines) * (line_h - 4) + 4)
            if row.colliderect(box):
                if chosen:
                    pygame.draw.rect(surf, (44, 56, 96), row, border_radius=6)
                elif row.collidepoint(mouse):
                    pygame.draw.rect(surf, (30, 38, 70), row, border_radius=6)
                colour = GOLD if chosen else (INK if s.level else (226, 222, 206))
                ly = y + 2 + (line_h - 4 - font(size).get_linesize()) // 2
                for line in lines:
                    img = text(line, size, colour, bold=True if chosen or not s.level
                               else False)
                    self._place(surf, img, (box.x + 8 + indent, ly), row, line)
                    ly += line_h - 4
                self.entries.append((row.clip(box), s.id))
            y += row.h
        if total > box.h:                   # more below or above: a thin bar says where,
            fade = self._fade_image(ground, box.w - 8)     # and the list fades at that edge
            if self.list_scroll < total - box.h:
                surf.blit(fade, (box.x, box.bottom - fade.get_height()))
            if self.list_scroll > 0:
                surf.blit(pygame.transform.flip(fade, False, True), box.topleft)
            self._scrollbar(surf, box, self.list_scroll, total)
        surf.set_clip(clip)

    def _scrollbar(self, surf, box: pygame.Rect, offset: int, total: int) -> None:
        """The game's scroll bar (widgets/scroll.py), slim along the box's right edge."""
        draw_scroll_bar(surf, pygame.Rect(box.right - 6, box.y, 6, box.h), offset, total,
                        inset=1)

    def _layout(self, width: int) -> tuple[list, int]:
        """The page as (kind, thing, x, y) items, laid out once per section, width and
        language; and its height. A page: its heading band (the chapter above the title,
        the section's picture at its end); the paragraphs in a column, this edition's
        rulings in a box of their own; beside them the pictures, each in its box with its
        caption; then the chapter's other sections to open; at the foot the previous and
        the next section."""
        key = (self.current, width, t("rules.title"), self.words, self.page_rect.h)
        if self._page is not None and self._page[0] == key:
            self.foot_at = self._page[3]
            return self._page[1], self._page[2]
        big = self.big
        body, small, head = (17, 14, 26) if big else (15, 13, 22)
        items, y = [], 0
        if not self.shown:                        # nothing holds the words: say so
            for line in wrap(t("book.no_match", words=self.words.strip()), head - 4, width - 3,
                             True):
                items.append(("text", (line, head - 4, NO_MATCH, True), 0, y))
                y += font(head - 4).get_linesize()
            self.foot_at = y                      # (no foot)
            self._page = (key, items, y, y)
            return items, y
        s = rules_book.section(self.current)
        if self.words.strip():
            n = len(self.shown)
            note = t("book.matches", count=n, words=self.words.strip())
            for line in wrap(note, small, width - 3):
                items.append(("text", (line, small, DIM, False), 0, y))
                y += font(small).get_linesize()
            y += 4
        y = self._band(items, s, y, width, head, small)
        pics = [p.picture for p in s.paragraphs if p.picture]
        if any(not p.startswith("action:") for p in pics):   # (the band has the action's)
            pics = [p for p in pics if not p.startswith("action:")]
        line_h = font(body).get_linesize() + 2
        # the foot: the previous and the next, over them the chapter's chips (a long
        # page: in rows where it keeps half its height for the text, else in one row)
        foot, h = self._nav_height(small), self.page_rect.h
        chips = self._related([], s, 0, width, small)         # the chips' block's height
        row = self._related([], s, 0, width, small, strip=True)
        two = chips <= row + max(30, font(small).get_linesize() + 12) + CHIP_GAP and \
            h - 20 - foot - chips >= h // 2
        room = view_foot(h - 20 - foot, chips, row, two)   # a picture's box whole above
        # a short text: the pictures large under it, where they stand whole in the
        # first view; else in a column beside it
        below = bool(pics) and self._text(None, s, 0, width, body, line_h) < h * 0.3 and \
            under([], pics, self._text(None, s, y, width, body, line_h), width, small,
                  self.ring, room) <= room
        side_w = 0 if below or not pics else int(width * 0.4)
        text_w = width - side_w - (24 if side_w else 0)
        top = y
        y = self._text(items, s, y, text_w, body, line_h)
        if below:
            y = under(items, pics, y, width, small, self.ring, room) + 14
        else:
            y = max(y, beside(items, pics, width - side_w, top, side_w, small, self.ring,
                              room)) + 10
        if y + chips + 16 + foot <= h - 20:       # all of it fits: the chips over the
            self.foot_at = h - 20 - foot - chips  # foot, as on a long page: a chapter's
            y = self._related(items, s, self.foot_at, width, small)   # row stands still
        else:                                     # from page to page (F420)
            # a long page: the chips stand whole in its foot (which stays as the page
            # scrolls) over the previous and the next: a row of them cut by the scrolling
            # edge read as cut off; the arrows show the ones before or after a row
            row = chips if two else row
            self.foot_at = y = max(y + 16, h - 20 - foot - row)
            y = self._related(items, s, y, width, small, strip=not two)
            self._strip_reveal = not two
        self._nav(items, s, y, width, small)
        y += foot
        self._page = (key, items, y, self.foot_at)
        return items, y

    def _text(self, items: list | None, s, y: int, width: int, body: int, line_h: int
              ) -> int:
        """The paragraphs in a column `width` wide from `y` (a ruling said so, in its
        colour, in a box of its own); their foot. `items` None: only measured."""
        for p in s.paragraphs:
            lines = wrap(p.text(), body, width - (26 if p.ruling else 0) - 3)
            if p.ruling and items is not None:
                items.append(("ruling", (width, len(lines) * line_h + 12), 0, y))
            y += 6 if p.ruling else 0
            for line in lines:
                if items is not None:
                    items.append(("text", (line, body, RULING if p.ruling else INK, False),
                                  18 if p.ruling else 0, y))
                y += line_h
            y += 18 if p.ruling else 12
        return y

    def _band(self, items: list, s, y: int, width: int, head: int, small: int) -> int:
        """The page's heading band: the chapter's name over the title (the display face,
        gold), the section's own picture at its right end."""
        icon = next((p.picture for p in s.paragraphs if p.picture and
                     p.picture.startswith("action:")), None)
        icon_w = 0 if icon is None else int(head * 2.2)
        chapter = rules_book.chapter_of(s.id)
        lines = [ln for ln in wrap(s.title(), head, width - 36 - icon_w, True, True) if ln]
        title_h = font(head, True, display=True).get_linesize()
        h = 18 + (font(small).get_linesize() if chapter else 0) + len(lines) * title_h
        h = max(h, icon_w + 12)
        items.append(("band", h, 0, y))
        yy = y + 9
        if chapter:
            items.append(("text", (chapter.title().upper(), small, DIM, True), 18, yy))
            yy += font(small).get_linesize()
        for line in lines:
            items.append(("title", (line, head), 18, yy))
            yy += title_h
        if icon is not None:
            img = picture(icon, icon_w)
            items.append(("picture", img, width - icon_w - 12, y + (h - img.get_height()) // 2))
        return y + h + 16

    def _related(self, items: list, s, y: int, width: int, small: int,
                 strip: bool = False) -> int:
        """The chapter's sections (or this chapter's parts) to open next: a row of chips,
        each with its action's picture where it has one; wrapped into rows that fit, or
        (`strip`) in one row that the foot's arrows move sideways."""
        chapter = rules_book.chapter_of(s.id) or s
        parts = rules_book.parts_of(chapter.id)
        heading = chapter.title()
        # the same chips in the same places on the chapter's page and on each part's
        # (the chapter's own chip first: the row never shifts, F059)
        row = [chapter, *parts]
        if not parts:                             # a chapter alone: the book's chapters
            row = [x for x in rules_book.SECTIONS if x.level == 0]
            heading = t("book.contents")
        items.append(("rule", width, 0, y))
        y += 12
        items.append(("text", (heading.upper(), small, GOLD, True), 0, y))
        y += font(small, True).get_linesize() + 8
        chip_h = max(30, font(small).get_linesize() + 12)
        x = 0
        for part in row:
            icon = next((p.picture for p in part.paragraphs if p.picture and
                         p.picture.startswith("action:")), None)
            words = part.title()
            cw = font(small, True).size(words)[0] + 24 + (chip_h if icon else 0)
            cw = min(cw, width)
            if x and x + cw > width and not strip:
                x, y = 0, y + chip_h + CHIP_GAP
            items.append(("chip", (words, part.id, icon, cw, chip_h, part.id == s.id), x, y))
            x += cw + CHIP_GAP
        return y + chip_h + 8

    def _nav_height(self, small: int) -> int:
        return max(34, font(small, True).get_linesize() + 14)

    def _nav(self, items: list, s, y: int, width: int, small: int) -> None:
        """The foot: the previous section at the left, the next at the right."""
        ids = [x.id for x in rules_book.SECTIONS]
        k = ids.index(s.id)
        h = self._nav_height(small)
        items.append(("rule", width, 0, y))
        half = width // 2 - 8
        if k > 0:
            prev = rules_book.SECTIONS[k - 1]
            items.append(("nav", ("‹  " + fit(prev.title(), small, half - 20, True), prev.id,
                                  "left", half, h), 0, y + 6))
        if k + 1 < len(ids):
            nxt = rules_book.SECTIONS[k + 1]
            items.append(("nav", (fit(nxt.title(), small, half - 20, True) + "  ›", nxt.id,
                                  "right", half, h), width - half, y + 6))

    def _draw_page(self, surf) -> None:
        """The page, scrolled; on a long page the foot (the previous and the next section)
        stays at the page's foot and the text scrolls above it, fading at an edge that
        hides more."""
        box = self.page_rect
        width = box.w - 14
        items, total = self._layout(width)
        most = total - box.h + 20
        self.scroll = max(0, min(self.scroll, most))
        ground = surf.get_at((box.x + 2, box.bottom - 2))[:3]     # the card under the page
        clip = surf.get_clip()
        foot_h = total - self.foot_at
        pinned = most > 0
        view = pygame.Rect(box.x, box.y, box.w, box.h - 20 - foot_h) if pinned else box
        foot_top = view.bottom if pinned else box.y + self.foot_at - self.scroll
        self.view_rect = view                             # drawn: the part that scrolls
        surf.set_clip(view)
        self.pictures, self.links, self.chips = [], [], []
        self.faded_bottom = None
        mouse = self.app.pointer()
        frame = pygame.Rect(box.x, box.y, width, view.h)
        for kind, thing, x, y in items:
            if y >= self.foot_at:
                continue                                  # (the foot: drawn below)
            yy = box.y + y - self.scroll
            if kind == "picture":
                if yy < view.bottom and yy + thing.get_height() > box.y:
                    self.pictures.append(surf.blit(thing, (box.x + x, yy)).clip(view)
                                         and pygame.Rect((box.x + x, yy), thing.get_size()))
                continue
            if kind == "band":
                _band(surf, pygame.Rect(box.x, yy, width, thing))
                continue
            if kind == "box":
                draw_card(surf, pygame.Rect(box.x + x, yy, *thing), P.RADIUS + 2, 1, 150,
                          shadow=False, ground=P.WELL)
                continue
            if kind == "ruling":
                r = pygame.Rect(box.x + x, yy, *thing)
                draw_card(surf, r, P.RADIUS, 0, 70, shadow=False, ground=(40, 60, 96))
                pygame.draw.rect(surf, RULING, (r.x, r.y + 4, 4, r.h - 8), border_radius=2)
                continue
            if kind == "rule":
                pygame.draw.line(surf, (*P.RIM_OFF,), (box.x + x, yy), (box.x + x + thing, yy))
                continue
            if kind in ("chip", "nav"):
                self._link(surf, kind, thing, pygame.Rect(box.x + x, yy, 0, 0), frame, mouse)
                continue
            if kind == "title":
                line, size = thing
                img = text(line, size, GOLD, bold=True, display=True)
                self._place(surf, img, (box.x + x, yy), frame, line)
                continue
            line, size, colour, bold = thing
            if yy + size * 2 < box.y or yy > view.bottom:
                continue
            if self.words.strip() and colour in (INK, RULING):    # the searched words
                f = font(size, bold)
                for a, b in rules_book.found_in(self.words, line):
                    x0 = box.x + x + f.size(line[:a])[0]
                    mark = pygame.Rect(x0 - 1, yy, f.size(line[a:b])[0] + 2, f.get_linesize())
                    pygame.draw.rect(surf, (96, 78, 30), mark, border_radius=3)
            img = text(line, size, colour, bold=bold)
            self._place(surf, img, (box.x + x, yy), frame, line)
        if pinned:
            self._fade_edges(surf, view, width, ground, most)
            self._scrollbar(surf, view, self.scroll, self.foot_at)
        surf.set_clip(box)                                # the foot, where it stands
        frame = pygame.Rect(box.x, box.y, width, box.h)
        row: list = []
        for kind, thing, x, y in items:
            if y < self.foot_at:
                continue
            yy = foot_top + y - self.foot_at
            if kind == "rule":
                pygame.draw.line(surf, (*P.RIM_OFF,), (box.x + x, yy), (box.x + x + thing, yy))
            elif kind == "nav":
                self._link(surf, kind, thing, pygame.Rect(box.x + x, yy, 0, 0), frame, mouse)
            elif kind == "chip":
                row.append((thing, x, yy))
            elif kind == "text":                          # the chips' heading
                line, size, colour, bold = thing
                self._place(surf, text(line, size, colour, bold=bold), (box.x + x, yy), frame,
                            line)
        self.strip_rect = None
        if row:
            self._draw_strip(surf, row, box, width, ground, mouse)
        surf.set_clip(clip)

    def _draw_strip(self, surf, row: list, box: pygame.Rect, width: int, ground,
                    mouse) -> None:
        """The foot's chips: whole if they fit the page's width; else a run of whole chips
        between two arrow buttons that show the run before or after it (a chip cut at a
        faded edge reads as a fault): no chip is ever cut."""
        total = max(x + thing[3] for thing, x, _ in row)
        if total <= width:
            for thing, x, yy in row:
                self._link(surf, "chip", thing, pygame.Rect(box.x + x, yy, 0, 0),
                           pygame.Rect(box.x, box.y, width, box.h), mouse)
            return
        h, yy = row[0][0][4], row[0][2]
        inner = pygame.Rect(box.x + h + 8, yy, width - 2 * (h + 8), h)
        pages = strip_pages([thing[3] for thing, _, _ in row], inner.w, CHIP_GAP)
        if self._strip_reveal:
            here = next((k for k, (thing, _, _) in enumerate(row) if thing[5]), 0)
            self.strip_page = next(n for n, run in enumerate(pages) if here in run)
            self._strip_reveal = False
        self.strip_page = max(0, min(self.strip_page, len(pages) - 1))
        self.strip_rect = inner
        run = pages[self.strip_page]
        used = sum(row[k][0][3] for k in run) + CHIP_GAP * (len(run) - 1)
        x = inner.x + (inner.w - used) // 2                 # the run in the window's middle
        for k in run:
            thing = row[k][0]
            self._link(surf, "chip", thing, pygame.Rect(x, yy, 0, 0), inner, mouse)
            x += thing[3] + CHIP_GAP
        for side, on in (("<", self.strip_page > 0), (">", self.strip_page < len(pages) - 1)):
            r = pygame.Rect(box.x if side == "<" else box.x + width - h, yy, h, h)
            over = on and r.collidepoint(mouse)
            pygame.draw.circle(surf, P.BUTTON_HOVER if over else P.BUTTON if on
                               else P.BUTTON_OFF, r.center, h // 2)
            pygame.draw.circle(surf, P.GOLD if over else P.RIM_SOFT if on else P.RIM_OFF,
                               r.center, h // 2, 1)
            d, (cx, cy) = max(4, h // 6), r.center
            tip = -1 if side == "<" else 1
            pygame.draw.polygon(surf, P.GOLD_BRIGHT if over else P.INK if on else P.INK_OFF,
                                [(cx + tip * d * 2 // 3, cy), (cx - tip * d // 2, cy - d),
                                 (cx - tip * d // 2, cy + d)])
            if on:
                self.links.append((r, side))

    def _fade_edges(self, surf, view: pygame.Rect, width: int, ground, most: int) -> None:
        """More above or below: the page fades at that edge, no line sliced through."""
        fade = self._fade_image(ground, width)
        if self.scroll < most:
            self.faded_bottom = surf.blit(fade, (view.x, view.bottom - fade.get_height()))
        if self.scroll > 0:
            surf.blit(pygame.transform.flip(fade, False, True), view.topleft)

    def _fade_image(self, ground, width: int) -> pygame.Surface:
        """A band from clear to the card's colour (made once per colour and width)."""
        key = (tuple(ground), width, px(30))
        if key not in self._fades:
            h = key[2]
            img = pygame.Surface((width, h), pygame.SRCALPHA)
            for y in range(h):
                a = round(255 * min(1.0, (y + 1) / (h * 0.8)) ** 1.6)
                img.fill((*ground, a), (0, y, width, 1))
            if len(self._fades) > 8:
                self._fades.clear()
            self._fades[key] = img
        return self._fades[key]

    def _link(self, surf, kind: str, thing, at: pygame.Rect, frame: pygame.Rect,
              mouse) -> None:
        """A chip of the chapter's sections, or the foot's previous / next: a click opens
        that section."""
        small = 14 if self.big else 13
        if kind == "chip":
            words, sid, icon, w, h, here = thing
            r = pygame.Rect(at.x, at.y, w, h)
            if r.clip(frame).w and r.clip(frame).h:
                self.chips.append((r, r.clip(frame), sid))
            over = r.collidepoint(mouse) and frame.collidepoint(mouse)
            ground = P.BUTTON_DOWN if here else P.BUTTON_HOVER if over else P.BUTTON
            pygame.draw.rect(surf, ground, r, border_radius=h // 2)
            pygame.draw.rect(surf, P.GOLD if here or over else P.RIM_SOFT, r, 1,
                             border_radius=h // 2)
            x = r.x + 12
            if icon is not None:
                img = picture(icon, h - 6)
                surf.blit(img, img.get_rect(midleft=(r.x + 3, r.centery)))
                x = r.x + h + 4
            img = text(words, small, P.GOLD_BRIGHT if here or over else P.INK, bold=True)
            at_ = img.get_rect(midleft=(x, r.centery))
            self._place(surf, img, at_.topleft, frame, words)
        else:
            words, sid, side, w, h = thing
            r = pygame.Rect(at.x, at.y, w, h)
            over = r.collidepoint(mouse) and frame.collidepoint(mouse)
            img = text(words, small, P.GOLD_BRIGHT if over else P.GOLD, bold=True)
            pos = img.get_rect(midleft=(r.x + 4, r.centery)) if side == "left" else \
                img.get_rect(midright=(r.right - 4, r.centery))
            self._place(surf, img, pos.topleft, frame, words)
        if r.clip(frame).h > 4:
            self.links.append((r.clip(frame), sid))

    # -- what a test (or a person) reads ------------------------------------------------
    def contents(self) -> list[str]:
        """The titles the contents list shows now."""
        return [s.title() for s in self.shown]

    def page_title(self) -> str | None:
        return rules_book.section(self.current).title() if self.shown else None


def strip_pages(widths: list[int], room: int, gap: int) -> list[list[int]]:
    """The chips (by `widths`) in runs that each fit `room` whole, in order: what the
    foot's row shows at a time (a chip wider than the room alone in its run)."""
    pages: list[list[int]] = [[]]
    used = 0
    for k, w in enumerate(widths):
        if pages[-1] and used + gap + w > room:
            pages.append([])
        used = w if not pages[-1] else used + gap + w
        pages[-1].append(k)
    return pages


def board_ring(app) -> tuple[str, ...]:
    """The priest islands in the board's order (island 0 at the top, clockwise): the
    game's under the book, else the introductory setup's (the engine's, as a new game
    and the guided game lay them)."""
    for below in reversed(app.scenes):
        snap = getattr(below, "snap", None)
        if isinstance(snap, dict) and snap.get("islands"):
            return tuple(isl["kind"] for isl in snap["islands"])
    return INTRO_RING


def _band(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """The page's heading band: warm glass fading to the right, a gold line under it."""
    surf.blit(_band_image(rect.w, rect.h), rect.topleft)


_bands: dict[tuple[int, int], pygame.Surface] = caches.kept({})


def _band_image(w: int, h: int) -> pygame.Surface:
    img = _bands.get((w, h))
    if img is None:
        img = pygame.Surface((w, h), pygame.SRCALPHA)
        for x in range(w):
            f = x / max(1, w - 1)
            pygame.draw.line(img, (*P.BUTTON_DOWN, int(150 * (1 - f) ** 1.2 + 30)),
                             (x, 0), (x, h - 3))
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=P.RADIUS)
        img.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        for x in range(w):
            a = int(200 * (1 - x / max(1, w - 1)) ** 0.8)
            img.set_at((x, h - 2), (*P.GOLD, a))
        pygame.draw.rect(img, (*P.GOLD, 200), (0, 8, 4, h - 18), border_radius=2)
        if len(_bands) > 16:
            _bands.clear()
        _bands[(w, h)] = img
    return img
