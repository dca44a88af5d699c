"""What the layout test measures: every text where it is really drawn, every widget's words
against its box, and the board's hit boxes against each other.

Board texts are caught at the blit: `fonts.drawn` notes each surface `fonts.text` makes,
and a `RecordingSurface` stands in for the window while the app draws one frame, so each
text is known with its string, its size and the rectangle it covers on the screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import pygame
from pygame_gui.elements import (
    UIButton,
    UIDropDownMenu,
    UILabel,
    UISelectionList,
    UITextBox,
)

from luna.client.board.targets import Island
from luna.client.window import fonts

CONTAINERS = {"island", "jetty_area"}               # hold other targets by design
PANEL = {"player", "panel_item", "held", "log_line"}           # the side panel's own hit boxes


class Drawn(NamedTuple):
    words: str
    size: int
    rect: pygame.Rect


class RecordingSurface(pygame.Surface):
    """A window stand-in that notes where every text surface lands."""

    def __init__(self, size) -> None:
        super().__init__(size)
        self.texts: list[Drawn] = []

    def blit(self, source, dest, area=None, special_flags=0):
        rect = super().blit(source, dest, area, special_flags)
        made = (fonts.drawn or {}).get(id(source))
        if made is not None and made[0] is source:
            self.texts.append(Drawn(made[1], made[2], pygame.Rect(rect)))
        return rect


def draw_recorded(app) -> RecordingSurface:
    """One whole frame of the app drawn onto a recording surface."""
    rec = RecordingSurface(app.screen.get_size())
    real, app.screen = app.screen, rec
    fonts.drawn = {}
    try:
        app.draw()
    finally:
        app.screen = real
        fonts.drawn = None
    return rec


def pixels(surf: pygame.Surface, rect, step: int = 1) -> list[tuple[int, int, int]]:
    """The (r, g, b) of every `step`-th pixel of `rect` across and down, row by row: the
    surface's bytes read at once (a pixel's own `get_at` costs ~40 times as much, and the
    sweeps' checks of light words and veils read tens of thousands a frame)."""
    sub = surf.subsurface(rect)
    w, h = sub.get_size()
    if not w or not h:
        return []
    rgb, out = pygame.image.tobytes(sub, "RGB"), []
    for y in range(0, h, step):
        row = rgb[3 * w * y:3 * w * (y + 1)]
        out += zip(row[0::3 * step], row[1::3 * step], row[2::3 * step], strict=True)
    return out


def ring_recorded(app, ring) -> RecordingSurface:
    """The open tray's tiles painted again onto a recording surface (each word with its
    place); its badges' places kept as the frame drew them."""
    badges = list(ring.badge_rects)
    rec = RecordingSurface(app.screen.get_size())
    fonts.drawn = {}
    try:
        ring._paint(rec, app.scene.snap, app.scene.game, None, False)
    finally:
        fonts.drawn = None
        ring.badge_rects = badges
    return rec


# -- pygame-gui ---------------------------------------------------------------------------
def _inner_width(el) -> int:
    """What a button or label leaves for its words: its width less borders, shadow and a
    little air (left-aligned menu entries also lose their padding, where the icon sits)."""
    border = getattr(el, "border_width", 1) or 0
    border = max(border.values()) if isinstance(border, dict) else int(border)
    shadow = int(getattr(el, "shadow_width", 0) or 0)
    room = el.rect.w - 2 * (border + shadow) - 8
    if getattr(el, "text_horiz_alignment", "center") == "left":
        room -= int(getattr(el, "text_horiz_alignment_padding", 0) or 0)
    return room


def _words_width(el) -> int:
    f = el.font if getattr(el, "font", None) is not None else el.ui_theme.get_font(
        el.combined_element_ids)
    return f.size(el.text)[0] if el.text else 0


def _words_height(el) -> int:
    """The height of the words' glyphs (a box shorter than that cuts them)."""
    f = el.font if getattr(el, "font", None) is not None else el.ui_theme.get_font(
        el.combined_element_ids)
    return f.size(el.text)[1] - 6 if el.text else 0


def _visible(el) -> bool:
    return el.alive() and el.visible


def gui_problems(app, where: str) -> list[str]:
    """Words wider than their button or label; a widget out of the window; a drop-down's
    list narrower than its button; a text box that needs a scroll bar."""
    w, h = app.screen.get_size()
    window = pygame.Rect(0, 0, w, h)
    bad = []
    for el in app.ui.get_sprite_group().sprites():
        if not hasattr(el, "rect") or not _visible(el):
            continue
        if type(el) in (UIButton, UILabel) and el.text:
            need, room = _words_width(el), _inner_width(el)
            if need > room:
                bad.append(f"{where}: {el.text!r} is {need} px in {room} px")
            tall = _words_height(el)
            if tall > el.rect.h:
                bad.append(f"{where}: {el.text!r} is {tall} px tall in {el.rect.h} px")
        if isinstance(el, (UIButton, UILabel, UIDropDownMenu, UITextBox)) \
                and not window.contains(el.rect):
            bad.append(f"{where}: {getattr(el, 'text', el)!r} at {el.rect} leaves the window")
        if isinstance(el, UITextBox) and getattr(el, "scroll_bar", None) is not None:
            bad.append(f"{where}: a text box needs a scroll bar at {el.rect}")
        if isinstance(el, UIDropDownMenu) and el.current_state is el.menu_states["expanded"]:
            sel = el.current_state.options_selection_list
            if isinstance(sel, UISelectionList) and sel.rect.w < el.rect.w:
                bad.append(f"{where}: a list {sel.rect.w} px under a {el.rect.w} px drop-down")
    return bad


def buttons_overlapping(app, where: str, allowed=()) -> list[str]:
    """Two live buttons on top of each other (a click would be ambiguous)."""
    bs = [el for el in app.ui.get_sprite_group().sprites()
          if type(el) is UIButton and _visible(el) and el not in allowed
          and el.ui_container is app.ui.get_root_container()]
    bad = []
    for i, a in enumerate(bs):
        for b in bs[i + 1:]:
            if a.rect.colliderect(b.rect):
                bad.append(f"{where}: buttons {a.text!r} and {b.text!r} overlap")
    return bad


# -- the board -----------------------------------------------------------------------------
def leaves(scene) -> list[tuple[pygame.Rect, object]]:
    """The board's hit boxes of single things (a piece, a field, a tile, a seat)."""
    return [(r, tg) for r, tg in scene.board.hits
            if tg.what not in CONTAINERS and tg.what not in PANEL]


def board_problems(scene, rec: RecordingSurface, min_font: int | None) -> list[str]:
    lay = scene.lay
    board = pygame.Rect(lay.board)
    hits = leaves(scene)
    islands = [(r, tg) for r, tg in scene.board.hits if tg.what == "island"]
    bad = []
    # no two things under the mouse on top of each other
    for i, (ra, a) in enumerate(hits):
        for rb, b in hits[i + 1:]:
            if {a.what, b.what} == {"guardian_tile", "figure"} and (
                    ra.contains(rb) or rb.contains(ra)):
                continue                    # the Guardian stands on its own tile
            if ra.clip(rb).w > 1 and ra.clip(rb).h > 1:
                bad.append(f"{a} and {b} overlap: {ra} {rb}")
    # the islands stand clear of one another, of the temple island and its pieces
    plateau = pygame.Rect(lay.plateau)
    for i, (ra, a) in enumerate(islands):
        for rb, b in islands[i + 1:]:
            if ra.colliderect(rb):
                bad.append(f"{a} and {b} overlap")
        if ra.colliderect(plateau):
            bad.append(f"{a} {ra} reaches onto the temple island {plateau}")
        for rb, b in hits:
            island_of = getattr(b, "island", None)
            if island_of is None and b.what != "figure" and ra.colliderect(rb):
                bad.append(f"{a} covers {b}")
    for rb, b in hits:                      # an island's pieces stay in its place
        i = getattr(b, "island", None)      # (its lying novices on its sandbank too)
        bank = scene.board.strands.get(i, (pygame.Rect(0, 0, 0, 0),))[0]
        if b.what == "group" and not b.active and bank.contains(rb):
            continue
        if b.what == "stake":       # the coming scoring's plate (all its parts): a
            whole = scene.board.stakes[i][0]        # label beside the island or its
            near = pygame.Rect(lay.islands[i])      # name, not on it
            plate = scene.board.name_plate(Island(i))
            near = near.union(plate) if plate is not None else near
            if not whole.colliderect(near.inflate(4 * whole.h, 4 * whole.h)):
                bad.append(f"{b} {whole} stands off its island {lay.islands[i]}")
            moon = scene.board.moon(lay)            # and off the moon's picture
            if whole.colliderect(moon):
                bad.append(f"{b} {whole} stands over the moon {moon}")
            continue
        if i is not None and not pygame.Rect(lay.islands[i]).contains(rb):
            bad.append(f"{b} {rb} leaves its island {lay.islands[i]}")
    for ra in [r for r, tg in scene.board.hits if tg.what == "jetty_area"]:
        for rb, b in hits:
            if b.what != "jetty" and ra.clip(rb).w > 1 and ra.clip(rb).h > 1:
                bad.append(f"the jetty {ra} covers {b} {rb}")
    # every text on the board: inside the board, clear of other texts and of any piece it
    # does not stand on (a badge stands inside its group: that is its box)
    texts = [d for d in rec.texts if d.rect.colliderect(board) and d.rect.x < board.right]
    for d in texts:
        if not board.contains(d.rect):
            bad.append(f"text {d.words!r} {d.rect} runs off the board {board}")
        if d.rect.colliderect(plateau) and not plateau.contains(d.rect):
            bad.append(f"text {d.words!r} {d.rect} runs over the temple island's edge")
        if min_font is not None and d.size < min_font:
            bad.append(f"text {d.words!r} is {d.size} px (at least {min_font})")
        glyphs = d.rect.inflate(-2, -2)
        owners = [tg for r, tg in hits if r.contains(glyphs)]
        for r, tg in hits:
            if tg in owners:
                continue
            c = glyphs.clip(r)
            if c.w > 2 and c.h > 2:
                bad.append(f"text {d.words!r} {d.rect} runs into {tg} {r}")
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            c = a.rect.inflate(-2, -2).clip(b.rect.inflate(-2, -2))
            if c.w > 1 and c.h > 1:
                bad.append(f"texts {a.words!r} and {b.words!r} overlap")
    return bad


def panel_problems(scene, rec: RecordingSurface) -> list[str]:
    """The side panel's words: inside the panel, clear of one another and of its buttons
    (a larger text size must not make them run together)."""
    panel = pygame.Rect(scene.lay.panel)
    texts = [d for d in rec.texts if d.rect.x >= panel.x - 2 and d.rect.colliderect(panel)]
    buttons = [b.rect for b in scene.buttons.values() if b.alive() and b.visible]
    bad = [f"panel: {d.words!r} {d.rect} leaves the panel {panel}" for d in texts
           if not panel.contains(d.rect)]
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            c = a.rect.inflate(-2, -2).clip(b.rect.inflate(-2, -2))
            if c.w > 1 and c.h > 1:
                bad.append(f"panel: {a.words!r} and {b.words!r} overlap")
        bad += [f"panel: {a.words!r} {a.rect} lies under a button {r}" for r in buttons
                if a.rect.inflate(-2, -2).colliderect(r)]
    return bad


def texts_outside(rec: RecordingSurface, size, where: str) -> list[str]:
    """Words drawn (partly) outside the window."""
    window = pygame.Rect(0, 0, *size)
    return [f"{where}: {d.words!r} {d.rect} leaves the window" for d in rec.texts
            if not window.contains(d.rect)]


def ring_over_panel(scene) -> str | None:
    """What is wrong where the open ring stands over the panel: None when it stands in
    the log's band only (its action area, the log veiled under it), never over the
    players' cards, the turn line or the panel's buttons."""
    ring, panel = scene.ring.rect, pygame.Rect(scene.lay.panel)
    over = ring.clip(panel)
    if not over.w or not over.h:
        return None
    log = scene.panel.log_rect
    if pygame.Rect(panel.x, log.y, panel.w, log.h).contains(over):
        return None
    return f"the ring {ring} stands over the panel beyond its log {scene.panel.log_rect}"


# -- the sweeps' named cases ---------------------------------------------------------------
class Look(NamedTuple):
    """A named case of a sweep: a window size, a language and a text size, and what is
    checked there (`check(window)`: the app, or a Person where `person`, driving it; at
    normal speed, or at `speed`)."""
    name: str
    size: tuple[int, int]
    language: str
    text_size: int
    check: Callable
    person: bool = False
    speed: str = "normal"
    menu: bool = True       # False: no main menu first, where `check` opens a game at once


def look_id(look: Look) -> str:
    return f"{look.name}-{look.size[0]}x{look.size[1]}-{look.language}-{look.text_size}"


def screen_problems(app, where: str) -> list[str]:
    """The rules every screen keeps: each text drawn inside the window, each widget's words
    inside its box and its box inside the window."""
    rec = draw_recorded(app)
    return texts_outside(rec, app.screen.get_size(), where) + gui_problems(app, where)


def run_look(tmp_path, look: Look) -> None:
    """One case of a sweep: its window opened on the real loop, its own check, then the
    rules every screen keeps on the screen the check leaves."""
    from human import Person

    from luna.client.demo.driver import make_app
    if look.person:
        window = Person(tmp_path, size=look.size, speed=look.speed, language=look.language,
                        text_size=look.text_size, menu=look.menu)
        app = window.app
    else:
        app = window = make_app(tmp_path, speed=look.speed, size=look.size,
                                language=look.language, text_size=look.text_size,
                                menu=look.menu)
    try:
        look.check(window)
        bad = screen_problems(app, look.name)
    finally:
        if look.person:
            window.close()
    assert not bad, "\n".join(bad)
