"""The rules book: the contents on the left (each section a click), the chosen section's
page on the right, scrolled by the wheel or the keys, with the board's own pictures beside
the paragraphs they explain; a search field filters the contents to the sections holding
the words. Opened from the menus, or over a game at a tooltip's rule (F1): Back returns to
whatever lies below, untouched."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from ...text import has, rules_book, t
from ..fonts import font, text, wrap
from ..learn.rules_pictures import picture
from .card import Dialog

INK = (236, 230, 210)
DIM = (170, 166, 150)
GOLD = (236, 204, 120)
NO_MATCH = (255, 178, 160)
RULING = (176, 206, 236)          # this edition's own ruling, told apart from the rulebooks' text
MARGIN = 16


class RulesBook(Dialog):
    blocks_below = True

    def __init__(self, app, section: str | None = None) -> None:
        super().__init__(app)
        self.current = section if section in rules_book.BY_ID else rules_book.SECTIONS[0].id
        self.shown: list[rules_book.Section] = list(rules_book.SECTIONS)
        self.words = ""
        self.scroll = 0                  # the page's, in px
        self.list_scroll = 0             # the contents', in px
        self.entries: list[tuple[pygame.Rect, str]] = []
        self.placed: list[tuple[pygame.Rect, pygame.Rect, str]] = []   # text, its box
        self._page: tuple | None = None
        self._reveal = True              # scroll the contents to the open section
        self.pictures: list[pygame.Rect] = []                          # where they stand

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
        lw = int(min(max(c.w * 0.27, 230), 340))
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
        elif event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, sid in self.entries:
                if rect.collidepoint(event.pos):
                    self.app.sounds.play("click")
                    self.open_section(sid)
                    return
        elif event.type == pygame.MOUSEWHEEL:
            mouse = pygame.mouse.get_pos()
            if self.contents_rect.collidepoint(mouse):
                self.list_scroll -= event.y * 40
            else:
                self.scroll -= event.y * 40

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
        mouse = pygame.mouse.get_pos()
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
        if total > box.h:                   # more below or above: a thin bar says where
            self._scrollbar(surf, box, self.list_scroll, total)
        surf.set_clip(clip)

    def _scrollbar(self, surf, box: pygame.Rect, offset: int, total: int) -> None:
        bar_h = max(30, box.h * box.h // total)
        y = box.y + (box.h - bar_h) * offset // max(1, total - box.h)
        pygame.draw.rect(surf, (120, 116, 100), (box.right - 4, y, 4, bar_h), border_radius=2)

    def _layout(self, width: int) -> tuple[list, int]:
        """The page as (kind, thing, x, y) items, laid out once per section, width and
        language; and its height."""
        key = (self.current, width, t("rules.title"), self.words)
        if self._page is not None and self._page[0] == key:
            return self._page[1], self._page[2]
        big = self.big
        body, small, head = (17, 14, 26) if big else (15, 13, 22)
        items, y = [], 0
        if not self.shown:                        # nothing holds the words: say so
            for line in wrap(t("book.no_match", words=self.words.strip()), head - 4, width - 3,
                             True):
                items.append(("text", (line, head - 4, NO_MATCH, True), 0, y))
                y += font(head - 4).get_linesize()
            self._page = (key, items, y)
            return items, y
        s = rules_book.section(self.current)
        if self.words.strip():
            n = len(self.shown)
            note = t("book.matches", count=n, words=self.words.strip())
            for line in wrap(note, small, width - 3):
                items.append(("text", (line, small, DIM, False), 0, y))
                y += font(small).get_linesize()
            y += 4
        for line in wrap(s.title(), head, width - 3, True):
            items.append(("text", (line, head, GOLD, True), 0, y))
            y += font(head, True).get_linesize()
        y += 10
        pic_w = int(min(380 if big else 300, width * 0.46))
        line_h = font(body).get_linesize() + 2
        for p in s.paragraphs:
            img = picture(p.picture, pic_w) if p.picture else None
            text_w = (width - img.get_width() - 20 if img else width) - 3     # the shadow
            top = y
            for line in wrap(p.text(), body, text_w):       # a ruling: said so, in its colour
                items.append(("text", (line, body, RULING if p.ruling else INK, False), 0, y))
                y += line_h
            if img is not None:
                px = width - img.get_width()
                items.append(("picture", img, px, top))
                cy = top + img.get_height() + 4
                words = t(f"book.picture.{p.picture}") if has(f"book.picture.{p.picture}") \
                    else ""                       # an action's picture needs no caption
                for line in wrap(words, small, max(pic_w, img.get_width()) - 3):
                    items.append(("text", (line, small, DIM, False), width - pic_w, cy))
                    cy += font(small).get_linesize()
                y = max(y, cy)
            y += 12
        self._page = (key, items, y)
        return items, y

    def _draw_page(self, surf) -> None:
        box = self.page_rect
        width = box.w - 14
        items, total = self._layout(width)
        self.scroll = max(0, min(self.scroll, total - box.h + 20))
        clip = surf.get_clip()
        surf.set_clip(box)
        self.pictures = []
        for kind, thing, x, y in items:
            yy = box.y + y - self.scroll
            if kind == "picture":
                if yy < box.bottom and yy + thing.get_height() > box.y:
                    self.pictures.append(surf.blit(thing, (box.x + x, yy)).clip(box)
                                         and pygame.Rect((box.x + x, yy), thing.get_size()))
                continue
            line, size, colour, bold = thing
            if yy + size * 2 < box.y or yy > box.bottom:
                continue
            if self.words.strip() and colour is INK:     # the searched words, marked
                f = font(size, bold)
                for a, b in rules_book.found_in(self.words, line):
                    x0 = box.x + x + f.size(line[:a])[0]
                    mark = pygame.Rect(x0 - 1, yy, f.size(line[a:b])[0] + 2, f.get_linesize())
                    pygame.draw.rect(surf, (96, 78, 30), mark, border_radius=3)
            img = text(line, size, colour, bold=bold)
            self._place(surf, img, (box.x + x, yy), pygame.Rect(box.x, box.y, width, box.h),
                        line)
        if total > box.h:
            self._scrollbar(surf, box, self.scroll, total + 20)
        surf.set_clip(clip)

    # -- what a test (or a person) reads ------------------------------------------------
    def contents(self) -> list[str]:
        """The titles the contents list shows now."""
        return [s.title() for s in self.shown]

    def page_title(self) -> str | None:
        return rules_book.section(self.current).title() if self.shown else None
