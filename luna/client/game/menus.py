"""The text menu of a click (the fallback to acting on the board: every option in
words, refused ones greyed with the engine's reason) and the Confirm / Cancel bar of a
move being built."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ...text import lines as sentences
from ...text import t
from ..board.art import favour_token
from ..board.layout import BUILDER_H
from ..widgets import palette as P
from ..widgets.overlays import TIP_SIZE, draw_card, on_top, tip_box
from ..widgets.row_widths import share
from ..window import fonts
from ..window.fonts import font, line_height, px, text, wrap
from .choices import Option
from .game_buttons import ROW_GAP
from .intents import Cancel, CloseTray, Confirm, MenuFocus, Sound, TakeOption
from .tile_paint import star

WIDEST = 380             # px at 100 %: the menu's widest (a line longer wraps, whole)
WIDEST_SHARE = 0.56      # ... and never more than this share of the window's width
NARROW = 230             # px at 100 %: a column's words at least, where there are several
EDGE = 8                 # px kept between the menu and the window's edge
PAD = 6                  # px: the plate's edge to its entries (times the text size)
FOCUS = (130, 210, 255)  # the keyboard's entry (as the tray's focus)
LINE = tuple((a + 3 * b) // 4 for a, b in zip(P.RIM, P.GLASS, strict=True))   # between
HAIR = tuple((a + 2 * b) // 3 for a, b in zip(P.RIM, P.GLASS, strict=True))   # entries


def even(heights: list[int], cols: int) -> int:
    """The least height of the tallest of `cols` columns the rows `heights` fill in
    their order (each column as many rows as fit under it)."""
    def columns(most: int) -> int:
        n, y = 1, 0
        for h in heights:
            if y and y + h > most:
                n, y = n + 1, 0
            y += h
        return n
    low, high = max(heights), sum(heights)
    while low < high:
        mid = (low + high) // 2
        if columns(mid) <= cols:
            high = mid
        else:
            low = mid + 1
    return low


def picture_side() -> int:
    """An entry's picture: as high as a line of its words and a little more."""
    return line_height(TIP_SIZE) + px(2)


@dataclass(eq=False)
class Entry:
    """One entry of the menu: its words (`text`, one line as a person would read it
    out: the option, an action that cannot be taken with its reason, or Cancel), its
    place on the screen, whether it may be taken."""

    text: str
    rect: pygame.Rect
    option: Option | None
    picture: pygame.Surface | None
    lines: list[tuple[str, tuple]]          # as drawn: (words, ink), wrapped whole
    chip: bool = False                      # the novice favour's chip of the entry before
    hinted: bool = False                    # the Hint's move: starred as in the tray

    @property
    def is_enabled(self) -> bool:
        return self.option is None or not self.option.refused


class ContextMenu:
    """The options of a clicked target, and Cancel: a plate in the board's hover-text
    style (its glass and brass rim), at the click beside the clicked thing, as wide as
    its longest entry needs up to WIDEST, each entry's words wrapped whole (never a list
    across the whole window, its reasons cut with "…"), each with its
    action's picture; always inside the window. The mouse or the keyboard (the arrows or
    Tab, Enter) takes an entry."""

    def __init__(self) -> None:
        self.buttons: list[Entry] = []         # (named so for the tests' person)
        self.pictures: list[pygame.Surface] = []
        self.options: dict = {}
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.focus: int | None = None
        self._plate: pygame.Surface | None = None
        self._state: tuple | None = None
        self.beside: pygame.Rect | None = None     # the clicked thing
        self._look = (0, 0)
        self._size = (0, 0)

    @staticmethod
    def handle(event, view):
        """The menu open (`view.menu`): a click on it takes the entry under it (a greyed
        one, or a click beside its entries: nothing); its own keys (key); its buttons.
        None: not the menu's."""
        menu = view.menu
        if menu is None:
            return None
        if event.type == pygame.KEYDOWN:
            return ContextMenu.key(event, view)
        if event.type == pygame.MOUSEBUTTONDOWN and menu.rect.collidepoint(event.pos):
            entry = menu.entry_at(event.pos) if event.button == 1 else None
            if entry is not None and entry.is_enabled:      # (a greyed one: nothing)
                return [TakeOption(entry.option)]
            return []
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in menu.options:
            return [TakeOption(menu.options[event.ui_element])]
        return None

    @staticmethod
    def key(event, view):
        """The text menu open: the arrows and Tab move over its entries, Enter takes the
        outlined one (else the one under the mouse); Esc closes it (screen_keys.escape)."""
        k = event.key
        back = k in (pygame.K_LEFT, pygame.K_UP) or \
            (k == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
        if k in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP):
            return MenuFocus(-1 if back else 1)
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            entry = view.menu.chosen(view.mouse)
            return MenuFocus(1) if entry is None else TakeOption(entry.option)
        return None

    def open(self, ui, opts: list[Option], pos, size, icons: list | None = None,
             beside: pygame.Rect | None = None, starred: list | None = None) -> None:
        """`icons`: a picture (or None) for each option, drawn at the entry's left;
        `beside`: the clicked thing, which the menu stands beside (at the click's height)
        and never covers where it has room. Every option is listed (a refused action
        too, with its reason); an option that the novice favour may play too has that
        one as a chip at its right (the tray's chip: half the lines). Where one column
        would leave the window, it stands in two or three. `starred`: whether each
        option is the Hint's move, its entry starred in gold as the tray's tile is."""
        self.close()
        hinted = {id(o) for o, s in zip(opts, starred or [], strict=False) if s}
        pics = list(icons or []) + [None] * len(opts)
        suffix = t("opt.with_token")
        rows: list[list] = []                # [option, picture, the favour's twin]
        for opt, picture in zip(opts, pics, strict=False):
            twin = next((r for r in rows if opt.command and suffix and r[0] is not None
                         and r[0].command and r[2] is None
                         and opt.label == r[0].label + suffix), None)
            if twin is not None:
                twin[2] = opt
            else:
                rows.append([opt, picture, None])
        rows.append([None, None, None])                              # Cancel
        window = pygame.Rect(0, 0, *size).inflate(-2 * EDGE, -2 * EDGE)
        pad, gap, pic, f = px(PAD), px(6), picture_side(), font(TIP_SIZE)
        chip = pic + gap         # a twin's chip: after its entry's words (alone at the
        #                          plate's far edge it reads as stray)

        def said(opt: Option | None) -> list[tuple[str, tuple]]:
            if opt is None:
                return [(t("btn.cancel_move"), P.INK)]
            if opt.refused:                  # the reason under the name, whole
                return [(opt.label, P.INK_OFF)] + [(part, P.INK_DIM) for part in
                                                    opt.refused.split("\n") if part]
            return [(opt.label, P.INK)]
        natural = max(f.size(w)[0] for r in rows for w, _ in said(r[0]))

        def laid(cols: int, inner: int) -> tuple[list, int, int]:
            """The rows' lines and heights in `cols` columns of `inner` px words, the
            columns as even in height as the rows' order allows: (rows, the column's
            width, the tallest column's height)."""
            made = []
            for opt, picture, twin in rows:
                room = inner - chip if twin is not None else inner   # (its chip after them)
                lines = [(line, ink) for words, ink in said(opt)
                         for line in wrap(words, TIP_SIZE, room)]
                h = max(pic, len(lines) * line_height(TIP_SIZE)) + 2 * px(3)
                made.append((h, opt, picture, twin, lines))
            tall = even([m[0] for m in made], cols)
            out, col, y = [], 0, 0
            for h, opt, picture, twin, lines in made:
                if y and y + h > tall:
                    col, y = col + 1, 0
                out.append((col, y, h, opt, picture, twin, lines))
                y += h
            return out, pic + gap + inner, tall
        widest = min(round(WIDEST * fonts.scale), round(window.w * WIDEST_SHARE)) \
            - 2 * pad - pic - gap
        chosen = None            # as few columns as keep it inside the window, each as
        for cols in (1, 2, 3):   # narrow as keeps it there and off the clicked thing
            most = (window.w - 2 * pad - (cols - 1) * gap) // cols - pic - gap
            top = max(40, min(natural, widest, most))
            tries = [top] if cols == 1 else \
                list(range(min(top, round(NARROW * fonts.scale)), top, px(20))) + [top]
            for inner in tries:
                laid_out, col_w, tall = laid(cols, inner)
                if tall + 2 * pad > window.h:
                    continue
                used = max(c for c, *_ in laid_out) + 1
                size = (2 * pad + used * col_w + (used - 1) * gap, tall + 2 * pad)
                spot, clear = self._where(size, pos, window, beside)
                if chosen is None or clear and not chosen[3]:
                    chosen = (laid_out, col_w, size, clear, spot)
                if clear:
                    break
            if chosen is not None and chosen[3]:
                break
        if chosen is None:                  # (never: three columns hold any island's)
            chosen = (laid_out, col_w, size, False, self._where(size, pos, window, None)[0])
        laid_out, col_w, (w, h), _, (x, top) = chosen
        self.rect, self.beside = pygame.Rect(x, top, w, h), beside
        entries = []
        token = favour_token("novice", max(8, pic - px(8)))
        for col, y, eh, opt, picture, twin, lines in laid_out:
            rect = pygame.Rect(x + pad + col * (col_w + gap), top + pad + y, col_w, eh)
            entries.append(Entry(menu_words(opt), rect, opt, picture, lines,
                                 hinted=id(opt) in hinted))
            if twin is not None:            # the same, the novice favour standing in: its
                line = line_height(TIP_SIZE)    # chip right after the words' last line
                first = rect.y + px(3) + max(0, (pic - len(lines) * line) // 2)
                box = pygame.Rect(rect.x + pic + 2 * gap + f.size(lines[-1][0])[0],
                                  first + (len(lines) - 1) * line + (line - pic) // 2,
                                  pic, pic).clamp(rect)
                entries.append(Entry(menu_words(twin), box, twin, token, [], chip=True,
                                     hinted=id(twin) in hinted))
        self.buttons = entries
        self.options = {e: e.option for e in entries}
        self.pictures = [e.picture for e in entries if e.picture is not None]
        self._look = (pic, gap)

    @staticmethod
    def _where(size, pos, window: pygame.Rect, beside: pygame.Rect | None) -> tuple:
        """At the click: beside the clicked thing (right of it, else left), its top at
        the click's height; where neither side has room, under or over it; else at the
        click itself. Inside the window: (its top left, whether it leaves the clicked
        thing's middle clear)."""
        w, h = size
        top = min(max(window.top, pos[1] - px(12)), window.bottom - h)
        left = min(max(window.left, pos[0] - w // 2), window.right - w)
        tries = []
        if beside is not None:
            tries += [(beside.right + EDGE, top), (beside.left - EDGE - w, top),
                      (left, beside.bottom + 4), (left, beside.top - 4 - h)]
        for x, y in tries:
            r = pygame.Rect(x, y, w, h)
            if window.contains(r):
                return r.topleft, True
        r = pygame.Rect(pos[0] + px(12), top, w, h).clamp(window)
        middle = beside.inflate(-beside.w // 3, -beside.h // 3) if beside else None
        return r.topleft, middle is None or not r.colliderect(middle)

    def _paint(self, hot: int | None, keyed: int | None) -> pygame.Surface:
        """The plate with every entry drawn, the one under the mouse lit and the
        keyboard's outlined under their words (made again only when those change)."""
        entries, (pic, gap) = self.buttons, self._look
        plate = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        draw_card(plate, plate.get_rect(), P.RADIUS, 1, 255, shadow=False)
        inner = plate.get_rect().inflate(-6, -6)              # the hover texts' hairline
        pygame.draw.rect(plate, HAIR, inner, 1, border_radius=max(2, P.RADIUS - 3))
        line = line_height(TIP_SIZE)
        for k, e in enumerate(entries):
            r = e.rect.move(-self.rect.x, -self.rect.y)
            if k and entries[k - 1].rect.x == e.rect.x:       # (a column's first: none)
                pygame.draw.line(plate, LINE, (r.x + 4, r.y), (r.right - 4, r.y))
            if k == hot:
                pygame.draw.rect(plate, P.BUTTON_HOVER, r, border_radius=6)
            if k == keyed:
                pygame.draw.rect(plate, FOCUS, r, 2, border_radius=6)
            if e.hinted:               # the Hint's: the tray's gold rim and star
                pygame.draw.rect(plate, P.GOLD, r, 2 if e.chip else 1, border_radius=6)
            if e.chip:
                self._chip(plate, r, k == hot)
                continue
            if e.picture is not None:
                img = e.picture
                if not e.is_enabled:
                    img = img.copy()
                    img.set_alpha(120)
                plate.blit(img, img.get_rect(center=(r.x + pic // 2, r.y + px(3) + pic // 2)))
            if e.hinted:                               # (at the picture's top left)
                star(plate, (r.x + pic * 0.3, r.y + pic * 0.3 + 1), pic * 0.3)
            y = r.y + px(3) + max(0, (pic - len(e.lines) * line) // 2)
            for words, ink in e.lines:
                plate.blit(text(words, TIP_SIZE, ink, shadow=False), (r.x + pic + gap, y))
                y += line
        return plate

    @staticmethod
    def _chip(plate: pygame.Surface, r: pygame.Rect, hot: bool) -> None:
        """The novice favour's chip: the same option with the favour standing in (the
        tray's chip: its token and a +)."""
        pygame.draw.rect(plate, P.BUTTON_HOVER if hot else P.BUTTON, r, border_radius=6)
        pygame.draw.rect(plate, P.GOLD if hot else P.RIM, r, 1, border_radius=6)
        token = favour_token("novice", max(8, r.h - px(8)))
        plate.blit(token, token.get_rect(center=r.center))
        d = max(3.0, r.h * 0.17)
        x, y = r.right - 2 * d - 3, r.bottom - d - 3
        pygame.draw.circle(plate, (14, 18, 34), (x + d, y), d * 1.5)
        thick = max(2, round(r.h / 11))
        pygame.draw.line(plate, P.INK, (x, y), (x + 2 * d, y), thick)
        pygame.draw.line(plate, P.INK, (x + d, y - d), (x + d, y + d), thick)

    # -- the mouse and the keys --------------------------------------------------------------
    def entry_at(self, pos) -> Entry | None:
        """The entry under `pos` (a chip before the entry whose words it follows)."""
        return next((e for e in self.buttons if e.chip and e.rect.collidepoint(pos)), None) \
            or next((e for e in self.buttons if e.rect.collidepoint(pos)), None)

    def command_at(self, pos) -> dict | None:
        """The command of the entry under the mouse (to preview it on the board)."""
        e = self.entry_at(pos)
        if e is None and self.focus is not None and self.focus < len(self.buttons):
            e = self.buttons[self.focus]
        return e.option.command if e is not None and e.option is not None and \
            e.option.command else None

    def move_focus(self, step: int) -> None:
        """The keyboard's entry: the next one that may be taken (Cancel too)."""
        usable = [k for k, e in enumerate(self.buttons) if e.is_enabled]
        if not usable:
            return
        if self.focus not in usable:
            self.focus = usable[0] if step > 0 else usable[-1]
        else:
            self.focus = usable[(usable.index(self.focus) + step) % len(usable)]

    def chosen(self, mouse) -> Entry | None:
        """What Enter takes: the keyboard's entry, else the one under the mouse."""
        if self.focus is not None and self.focus < len(self.buttons):
            return self.buttons[self.focus]
        e = self.entry_at(mouse)
        return e if e is not None and e.is_enabled else None

    def draw(self, surf: pygame.Surface, mouse) -> pygame.Rect | None:
        """On the top layer: the plate, the entry under the mouse lit, the keyboard's
        outlined; the hovered entry's rule in a hover text beside the menu. Returns the
        hover text's place."""
        if not self.buttons:
            return None
        under = self.entry_at(mouse)
        hot = under if under is not None and under.is_enabled else None
        keyed = self.buttons[self.focus] if self.focus is not None and \
            self.focus < len(self.buttons) else None
        state = (None if hot is None else self.buttons.index(hot), self.focus)
        if state != self._state or self._plate is None:
            self._state, self._plate = state, self._paint(*state)
        on_top(self._plate, self.rect)
        rule = self.words_of(under or keyed)
        if not rule:
            return None
        about = under or keyed
        box = tip_box([(rule, P.INK)])
        window = surf.get_rect().inflate(-2 * EDGE, -2 * EDGE)
        bw, bh = box.get_size()
        menu, keep = self.rect, [self.rect] + ([self.beside] if self.beside else [])
        tries = [pygame.Rect(menu.right + EDGE, about.rect.y, bw, bh),       # beside it,
                 pygame.Rect(menu.x, menu.bottom + EDGE, bw, bh),            # under, over,
                 pygame.Rect(menu.x, menu.top - EDGE - bh, bw, bh),          # on its left:
                 pygame.Rect(menu.left - EDGE - bw, about.rect.y, bw, bh)]   # over neither
        for r in tries:                                   # the menu nor the clicked thing
            r = r.clamp(window)
            if r.collidelist(keep) < 0:
                return on_top(box, r)
        return None

    @staticmethod
    def words_of(about: Entry | None) -> str | None:
        """The hover text of entry `about`: an enabled move's net line (its tray tile's,
        tile_words.net_line), then its rule; a chip's what it plays first."""
        rule = about.option.rule if about is not None and about.option is not None else None
        if not rule:
            return None
        if about.option.preview and about.is_enabled:  # its net line first, as the tray's
            rule = sentences(about.option.preview, rule)
        if about.chip:                                # the chip: what it plays, then why
            rule = f"{about.text}\n{rule}"
        return rule

    def close(self) -> None:
        self.buttons, self.pictures = [], []
        self.options = {}
        self.focus = None
        self._plate = self._state = None
        self.rect = pygame.Rect(0, 0, 0, 0)

    def __bool__(self) -> bool:
        return bool(self.buttons)


def menu_words(opt: Option | None) -> str:
    """A menu entry: the option, an action that cannot be taken with its reason, or Cancel."""
    if opt is None:
        return t("btn.cancel_move")
    if opt.refused:
        return f"{opt.label} — {opt.refused}"
    return opt.label


class BuilderBar:
    """Confirm and Cancel while a move is built: in the panel, above its own buttons (a
    planned move's: in the action area where the tray stood, `place`), so nothing stands
    over the islands the player is clicking."""

    def __init__(self) -> None:
        self.buttons: list[UIButton] = []
        self.y: int | None = None       # a planned move's bar's top (None: over the buttons)
        self._foot = 0                  # ... just over the panel's buttons

    def place(self, y: int | None) -> None:
        """Confirm and Cancel moved to stand from `y` down (None: just over the panel's
        buttons, where `build` lays them), kept there as they are built again."""
        if y == self.y:
            return
        was, self.y = self.y, y
        for b in self.buttons:
            if was is not None or y is not None:
                b.set_position((b.rect.x, y if y is not None else self._foot))

    @staticmethod
    def handle(event, view):
        """A press on Confirm or Cancel (pygame-gui's press: the mouse's on them is taken,
        nothing more): a planned move confirmed or let go; a tile's or the Book's choice
        closed; End actions asked, confirmed or not. None: not the bar's."""
        bar = list(view.builder_buttons)
        if event.type == pygame.MOUSEBUTTONDOWN:
            return [] if any(b.rect.collidepoint(event.pos) for b in bar) else None
        if event.type != pygame_gui.UI_BUTTON_PRESSED or event.ui_element not in bar:
            return None
        element = event.ui_element
        if view.tile_pick is not None or view.book_pick:
            return [Sound("click"), CloseTray()]
        if view.end_asked:
            return [Sound("click"), Confirm() if element is bar[0] else CloseTray()]
        if element in bar[:1]:
            return [Confirm()]
        if element in bar[1:2]:        # (a tile's question has no second: the Hint
            return [Cancel(click=False)]    # pressed then reached here)
        return None

    def build(self, ui, panel: tuple, top: int, reason: str | None,
              tip: str | None, words: str | None = None) -> None:
        """`top`: where the panel's own buttons begin; `words`: Confirm's own (what it
        does) where not "Confirm"."""
        self._drop()
        words = words or t("btn.confirm")
        first, second = self._rects(panel, top, words)
        confirm = UIButton(first, words, ui, object_id="#confirm")
        cancel = UIButton(second, t("btn.cancel_move"), ui)
        self.buttons = [confirm, cancel]
        if reason is None:
            confirm.enable()
            confirm.tool_tip_text = tip
        else:
            confirm.disable()
            confirm.tool_tip_text = reason

    def _rects(self, panel: tuple, top: int, words: str) -> tuple[pygame.Rect, pygame.Rect]:
        """Confirm's (showing `words`) and Cancel's rectangles, side by side."""
        px, _, pw, _ = panel
        f = font(15, bold=True)
        needs = [f.size(w)[0] + 30 for w in (words, t("btn.cancel_move"))]
        room = pw - 24 - ROW_GAP
        w1, w2 = share(needs, room)
        if w1 + w2 > room:            # large words: shared out, Cancel inside the panel's
            w1 = room * needs[0] // sum(needs)       # margin (never touching
            w2 = room - w1                           # the window's edge)
        self._foot = top - BUILDER_H + 2
        y = self._foot if self.y is None else self.y
        return pygame.Rect(px + 12, y, w1, 38), pygame.Rect(px + 12 + w1 + ROW_GAP, y, w2, 38)

    def build_cancel(self, ui, panel: tuple, top: int) -> None:
        """Cancel alone, in Cancel's own rectangle beside Confirm's (one place for every
        choice's Cancel: a hand finds it where a planned move's stood): a choice made by
        one click on the board (an Appointment's tile, the Book's fields) needs no
        Confirm."""
        self.kill()
        self.buttons = [UIButton(self._rects(panel, top, t("btn.confirm"))[1],
                                 t("btn.cancel_move"), ui)]

    def kill(self) -> None:
        self._drop()
        self.y = None

    def _drop(self) -> None:
        for x in self.buttons:
            x.kill()
        self.buttons = []
