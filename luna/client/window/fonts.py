"""The two faces and every text size: the one place sizes come from.

Noto Sans (shipped with pygame-gui, a dependency) for text; Cinzel, an OFL display face
vendored in assets/fonts/ (tools/fetch_fonts.py), for titles and numbers. Every size a
screen asks for is multiplied by the player's text size (Settings.text_size: 100, 125 or
150 %) and by the window's growth beyond 1280x800 (a 1920x1080 window: 1.35, so the
panel, the menus and the dialogs grow with the board instead of standing small in a big
window; never below 1, so the smallest window keeps its layout), unless the text is part
of the board's picture (`scaled=False`), which grows with the board instead. pygame-gui's
widgets get the same faces and factor from widgets/theme.py.
"""

from __future__ import annotations

import math
import os
import re
import unicodedata

import pygame

from ...places import assets_dir
from . import caches
from .settings import TEXT_SIZES

try:
    import pygame_gui.data as _gui_data
    _DATA = os.path.dirname(_gui_data.__file__)
except ImportError:  # pragma: no cover - pygame-gui is a requirement
    _DATA = ""

REGULAR = os.path.join(_DATA, "NotoSans-Regular.ttf")
BOLD = os.path.join(_DATA, "NotoSans-Bold.ttf")
ITALIC = os.path.join(_DATA, "NotoSans-Italic.ttf")
DISPLAY = str(assets_dir() / "fonts" / "Cinzel-Regular.ttf")
DISPLAY_BOLD = str(assets_dir() / "fonts" / "Cinzel-Bold.ttf")

text_size = 1.0                       # the player's text size as a factor
window = 1.0                          # the window's growth beyond REFERENCE (1 to WINDOW_MAX)
scale = 1.0                           # both: what every scaled size is multiplied by
REFERENCE = (1280, 800)               # the window the sizes are chosen for
WINDOW_MAX = 1.5
SCALE_MAX = 1.75          # a large text size in a large window: large, not the board's room
_cache: dict[tuple, pygame.font.Font] = caches.kept({})
_faces: dict[tuple, Face] = caches.kept({})     # (path, px, display) -> the face: kept
# Test hook (the layout test): while a dict, every surface `text` makes is noted in it,
# id -> (surface, string, px), so a test can see where each text was really drawn.
drawn: dict[int, tuple] | None = None


def set_text_size(percent: int) -> None:
    """The player's text size (one of TEXT_SIZES; anything else is 100 %)."""
    global text_size
    text_size = (percent if percent in TEXT_SIZES else 100) / 100
    _rescale()


def window_factor(size: tuple[int, int]) -> float:
    """How much a window of `size` grows the text: as the board grows beyond REFERENCE
    (the smaller of width and height), in steps of 5 % so that dragging the window's edge
    does not measure every face anew; never below 1 nor above WINDOW_MAX."""
    k = min(size[0] / REFERENCE[0], size[1] / REFERENCE[1])
    return max(1.0, min(WINDOW_MAX, math.floor(k * 20 + 1e-9) / 20))


def set_window(size: tuple[int, int]) -> bool:
    """The window's size changed: True if the text's size changed with it (the widgets
    must be built again)."""
    global window
    window = window_factor(size)
    return _rescale()


def _rescale() -> bool:
    global scale
    new = round(max(text_size, min(text_size * window, SCALE_MAX)), 4)
    if new == scale:
        return False
    scale = new
    _cache.clear()                  # (both are keyed by the size asked for)
    _wrapped.clear()
    return True


GROWS = 18            # text up to this size grows by the factor; larger text by as many px


def px(size: float, scaled: bool = True) -> int:
    """`size` in pixels at the player's text size: body text grows by the factor, a
    title by as many pixels as body text (it reads already, and must leave room)."""
    if not scaled:
        return max(6, int(size))
    return max(6, round(size + min(size, GROWS) * (scale - 1)))


def font(size: float, bold: bool = False, italic: bool = False, display: bool = False,
         scaled: bool = True) -> pygame.font.Font:
    """A cached font; the cache is dropped when pygame's font module was restarted, since
    fonts made before a restart cannot render any more."""
    if not pygame.font.get_init():
        pygame.font.init()
        reset()
    key = (size, bold, italic, display, scaled)
    f = _cache.get(key)
    if f is None:
        size = px(size, scaled)
        path = (DISPLAY_BOLD if bold else DISPLAY) if display else \
            BOLD if bold else ITALIC if italic else REGULAR
        f = _cache[key] = _face(path, size, display)
    return f


def _face(path: str, size: int, display: bool) -> Face:
    """The face at `size` pixels, made once: another text size or window asks for the
    same pixel sizes again."""
    f = _faces.get((path, size, display))
    if f is None:
        try:
            f = Face(path, size, spaced=not display)
        except (OSError, FileNotFoundError):
            f = pygame.font.Font(None, int(size * 1.3))
        _faces[(path, size, display)] = f
    return f


WORD_GAP = "\u2004"       # a three-per-em space: Noto Sans has it, Cinzel does not
WORD_GAP_EM = 0.28        # a space narrower than this (of the pixel size) reads as none
AFTER_DIGIT = "\u200a"    # a hair more after a figure whose ink runs past its advance


SIZES_KEPT = 8192         # measured texts a face keeps
# A font file is opened a few times at most and each opening set to the size a face asks
# for: a pygame font holds about half a megabyte once it has drawn (its shaping and
# hinting tables) whatever its size, and a window's texts, fitted by trying sizes, ask for
# 20-40 sizes of one file. A few openings, not one: the board's numbers and the panel's
# words take turns at their sizes, and a change of size costs the next drawing ~0.2 ms.
OPENED = 3
_files: dict[str, list[list]] = caches.kept({})     # path -> [pygame font, its px], latest last


def _file(path: str, size: int) -> pygame.font.Font:
    """A pygame font of `path` at `size` pixels: one already at that size, else a new
    opening while there are fewer than OPENED, else the one least lately used set to it."""
    opened = _files.setdefault(path, [])
    for k, (f, px) in enumerate(opened):
        if px == size:
            if k != len(opened) - 1:
                opened.append(opened.pop(k))
            return f
    if len(opened) < OPENED:
        f = pygame.font.Font(path, size)
    else:
        f = opened.pop(0)[0]
        f.point_size = size
    opened.append([f, size])
    return f


class Face:
    """One face at one pixel size, drawn by its file's one pygame font; what it measured
    is kept. `spaced` (Noto Sans): a word gap that reads, since at small sizes the hinted
    space is 3 px and a digit's ink runs past its advance, so "Tile 24 is" drew as "Tile
    24is" and "4 Einflusspunkte" as "4Einflusspunkte". Where the space is that narrow,
    every space is drawn and measured (so wrapping and fitting agree) as a three-per-em
    space, a pixel or two wider."""

    def __init__(self, path: str, size: int, spaced: bool = True):
        self.path, self.px = path, size
        f = _file(path, size)
        self.widen, self._after = False, None
        if spaced:
            space = f.metrics(" ")[0]
            gap = f.metrics(WORD_GAP)[0]
            self.widen = bool(space and gap and gap[4] > space[4]
                              and space[4] < WORD_GAP_EM * size)
            # only the figures whose ink runs past their advance at this size get a hair
            # more (after every figure, "tile 6  and" read as a double space)
            over = "".join(d for d, m in zip("0123456789", f.metrics("0123456789"),
                                             strict=True) if m and m[1] > m[4])
            self._after = re.compile(f"(?<=[{over}]) ") if over else None
        self._sizes: dict = {}      # text -> its size: the same words are measured often
        self._line = (f.get_linesize(), f.get_height(), f.get_ascent(), f.get_descent())

    @property
    def font(self) -> pygame.font.Font:
        """The file's pygame font at this face's size."""
        return _file(self.path, self.px)

    def _spaced(self, s):
        if self.widen and isinstance(s, str):
            s = s.replace("\xa0", " ")
            if self._after is not None:
                s = self._after.sub(" " + AFTER_DIGIT, s)
            return s.replace(" ", WORD_GAP)
        return s

    def render(self, s, antialias, color, bgcolor=None, wraplength=0):
        return self.font.render(self._spaced(s), antialias, color, bgcolor, wraplength)

    def plain(self, s, antialias, color) -> pygame.Surface:
        """`s` drawn as the file draws it, without the word gap."""
        return self.font.render(s, antialias, color)

    def size(self, s):
        """Measured once per face (a tray's layout asks every word's width at many
        sizes; the face's own size, as pygame's, for anything but a string)."""
        if not isinstance(s, str):
            return self.font.size(self._spaced(s))
        found = self._sizes.get(s)
        if found is None:
            if len(self._sizes) >= SIZES_KEPT:
                self._sizes.clear()
            found = self._sizes[s] = self.font.size(self._spaced(s))
        return found

    def metrics(self, s):
        return self.font.metrics(s)

    def get_linesize(self) -> int:
        return self._line[0]

    def get_height(self) -> int:
        return self._line[1]

    def get_ascent(self) -> int:
        return self._line[2]

    def get_descent(self) -> int:
        return self._line[3]

    def __getattr__(self, name: str):
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self.font, name)


def drawable(s: str) -> str:
    """`s` with what pygame cannot draw (a NUL raises) or should not (controls, direction
    overrides) shown as U+FFFD: text from a save or the network never stops a frame. A
    space of another width is drawn (French "Jaune\u00a0:" read "Jaune\ufffd:")."""
    s = str(s)
    return s if s.isprintable() else "".join(
        c if c.isprintable() or unicodedata.category(c) == "Zs" else "\ufffd" for c in s)


def text(s: str, size: float, colour=(235, 232, 220), bold: bool = False,
         shadow: bool = True, display: bool = False, scaled: bool = True,
         shared: bool = False) -> pygame.Surface:
    """Antialiased text with a soft dark shadow so it reads on any background. Rendered
    once (the panel and the board ask for the same words every frame); each caller gets
    its own copy, free to change, but a `shared` one: the rendered words themselves, for
    a caller that only blits them (the panel's hundreds of words a frame)."""
    key = (str(s), size, tuple(colour), bold, shadow, display, scaled, scale)
    made = _rendered.pop(key, None)
    if made is None:
        if len(_rendered) >= RENDERED:          # the words least lately asked for go
            del _rendered[next(iter(_rendered))]
        made = _render(str(s), size, colour, bold, shadow, display, scaled)
    _rendered[key] = made                       # (the latest last)
    out = made if shared else made.copy()
    if drawn is not None:
        drawn[id(out)] = (out, drawable(key[0]), px(size, scaled))
    return out


def narrower(words: pygame.Surface, width: int) -> pygame.Surface:
    """Rendered `words` made `width` px wide, their letters as tall (a word a little too
    wide for its place, rather than one size smaller than its neighbours); still known
    as those words where texts are recorded (`drawn`)."""
    out = pygame.transform.smoothscale(words, (max(1, width), words.get_height()))
    if drawn is not None and id(words) in drawn:
        drawn[id(out)] = (out, *drawn[id(words)][1:])
    return out


def forget_rendered() -> None:
    """The rendered words dropped (a finished game's: its results show few of them)."""
    _rendered.clear()


RENDERED = 1536       # texts kept rendered (the words of a screen or two: a frame of the
#                       game asks for a few hundred)
_rendered: dict[tuple, pygame.Surface] = caches.kept({})


def _render(s: str, size: float, colour, bold: bool, shadow: bool, display: bool,
            scaled: bool) -> pygame.Surface:
    s = drawable(s)
    f = font(size, bold, display=display, scaled=scaled)
    draw = f.render
    if display and px(size, scaled) < FINE_BELOW:
        draw = _fine(f, size, bold, scaled, s)
    try:
        fg = draw(s, True, colour)
    except pygame.error:       # words that draw nothing ("Text has zero width"): a blank
        return pygame.Surface((1, f.get_linesize()), pygame.SRCALPHA)
    if not shadow:
        out = fg
    else:
        out = pygame.Surface((fg.get_width() + 2, fg.get_height() + 2), pygame.SRCALPHA)
        sh = draw(s, True, (5, 8, 20))
        sh.set_alpha(170)
        out.blit(sh, (2, 2))
        out.blit(fg, (0, 0))
    return out


FINE_BELOW = 28       # display text smaller than this (px) is drawn large and scaled down
FINE = 3


def _fine(f: pygame.font.Font, size: float, bold: bool, scaled: bool, s: str):
    """Cinzel's small capitals, hinted at a small size, snap apart inside a word ("KULTSTÄTT
    EN-INSEL", "T ILE"): drawn FINE times larger and scaled down to the small face's own
    measure, every letter keeps its true place, so a word stays whole and the layout that
    measured the small face still fits."""
    try:
        big = _face(DISPLAY_BOLD if bold else DISPLAY, px(size, scaled) * FINE, True)
    except (OSError, FileNotFoundError):
        return f.render
    w, h = f.size(s)

    def draw(words: str, aa: bool, colour) -> pygame.Surface:
        return pygame.transform.smoothscale(big.render(words, aa, colour), (max(1, w), h))
    return draw


BOARD_GROWS = 0.5     # the board's labels grow by this part of the text size's growth


def number_face(size: int) -> Face | pygame.font.Font:
    """Noto Sans Bold at `size` pixels, as the board's numbers are drawn (`Face.plain`)."""
    if not pygame.font.get_init():
        pygame.font.init()
        reset()
    return _face(BOLD, max(6, size), False)


def board_grow() -> float:
    """How much the player's text size grows the board's own labels (150 %: 1.25): less
    than the panel's words, since the board's pieces keep their size round them."""
    return 1 + (text_size - 1) * BOARD_GROWS


def board_text(s: str, size: float, colour=(235, 232, 220), bold: bool = False,
                shadow: bool = True) -> pygame.Surface:
    """A label that is part of the board's picture: sized with the board, not with the
    player's text size (the board's own layout keeps it clear of the pieces)."""
    return text(s, size, colour, bold, shadow, scaled=False)


def board_fit(s: str, size: float, width: int, bold: bool = False) -> str:
    """`fit` for a label of the board's picture."""
    return fit(s, size, width, bold, scaled=False)


def fit(s: str, size: float, width: int, bold: bool = False, display: bool = False,
        scaled: bool = True) -> str:
    """`s`, shortened with "…" if it is wider than `width` px (a last resort: names chosen
    for the board fit; a player's long name must not run into the next thing)."""
    f = font(size, bold, display=display, scaled=scaled)
    if f.size(s)[0] <= width:
        return s
    while s and f.size(s + "…")[0] > width:
        s = s[:-1]
    return s.rstrip() + "…"


generation = 0            # counts pygame's font restarts: what holds fonts asks it


def reset() -> None:
    """Forget cached fonts (after pygame was quit and started again)."""
    global generation
    generation += 1
    _cache.clear()
    _faces.clear()
    _files.clear()
    _wrapped.clear()


_wrapped: dict[tuple[str, float, int, bool, bool], list[str]] = caches.kept({})
WRAPPED_KEPT = 4096       # the log's lines, the panels' texts: measured once, not per frame


def wrap(s: str, size: float, width: int, bold: bool = False,
         display: bool = False) -> list[str]:
    """`s` in lines no wider than `width` pixels at `size` (a long word stands alone);
    `display`: in the display face (headings)."""
    key = (s, size, width, bold, display)
    lines = _wrapped.get(key)
    if lines is None:
        if len(_wrapped) >= WRAPPED_KEPT:
            _wrapped.clear()
        lines = _wrapped[key] = _wrap(s, size, width, bold, display)
    return list(lines)


def line_height(size: float, bold: bool = False, display: bool = False) -> int:
    """The height of a line of text at `size` (the player's text size applied)."""
    return font(size, bold, display=display).get_linesize()


_BREAKS = re.compile(r"[ \t\r\n]+")     # not str.split(): it breaks at a no-break space


_GLUED_BEFORE = tuple(":;?!»%")      # French (and German, before %) set a space before
#                                      these: it never breaks
_GLUED_AFTER = "«"
_LAST_NUMBER = re.compile(r"^[(+−-]?\d{1,3}[).,;:!?%]*$")   # "7", "7.", "(4)": the words'
#                                      last, it never stands alone ("Tempelplättchen / 7")
_CLAUSE_NUMBER = re.compile(r"^(\(\d{1,3}\)|\d{1,3}\)?)[.,;:!?]$")  # "1.", "7,", "(4).": ends
#                                      a clause there; "(17," opens a list, which breaks
#                                      before it ("tile (17, 19)" kept whole left "tile"
#                                      off a line with room for it)
_SIGNS = ("+", "−", "±")             # a sign standing alone joins its number ("+ 1":
# never "+" at a line's end, "1" alone: F056)


def _words(s: str) -> list[str]:
    """`s` cut where a line may break: at a space, but never at a no-break space nor at
    the space French puts before a colon, semicolon, ? or ! (or inside « »), written
    plain or not (F004), nor after a sign standing alone ("+ 1"); a number ending the
    words, or a clause ("…jetty: 1. Expelled…"), keeps the word before it (F056: never a
    number alone on the next line, nor a line "1. Expelled
    novices…" as a list's first point)."""
    words: list[str] = []
    glue = False
    for w in _BREAKS.split(s):
        if not w:
            continue
        if words and (glue or w.startswith(_GLUED_BEFORE) or _CLAUSE_NUMBER.match(w)):
            words[-1] = f"{words[-1]} {w}"
        else:
            words.append(w)
        glue = w.endswith(_GLUED_AFTER) or w in _SIGNS
    if len(words) > 1 and _LAST_NUMBER.match(words[-1]):
        words[-2:] = [f"{words[-2]} {words[-1]}"]
    return words


def units(s: str) -> list[str]:
    """The pieces of `s` a line never breaks inside, as `wrap` keeps them whole (a
    column measured by its words alone came out narrower than "Runde +15")."""
    return _words(s)


def _wrap(s: str, size: float, width: int, bold: bool, display: bool) -> list[str]:
    f = font(size, bold, display=display)
    words, lines, cur = _words(s), [], ""
    for w in words:
        trial = f"{cur} {w}".strip()
        if f.size(trial)[0] <= width or not cur:
            cur = trial
        else:
            lines.append(cur)
            cur = w
    if cur:
        lines.append(cur)
    return lines or [""]


_NO_GLYPH = "\U000F0000"          # a private-use character no bundled font draws


def missing_glyphs(s: str, bold: bool = False, display: bool = False) -> set[str]:
    """The characters of `s` the bundled font would draw as an empty box (the font's
    "no glyph" shape, told apart by drawing it)."""
    f = font(20, bold, display=display, scaled=False)

    def shape(ch: str) -> bytes:
        return pygame.image.tobytes(f.render(ch, True, (255, 255, 255)), "RGBA")
    box = shape(_NO_GLYPH)
    return {ch for ch in set(s) if not ch.isspace() and shape(ch) == box}
