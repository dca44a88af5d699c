"""The two faces and every text size: the one place sizes come from.

Noto Sans (shipped with pygame-gui, a dependency) for text; Cinzel, an OFL display face
vendored in assets/fonts/ (tools/fetch_fonts.py), for titles and numbers. Every size a
screen asks for is multiplied by the player's text size (Settings.text_size: 100, 125 or
150 %) unless the text is part of the board's picture (`scaled=False`), which grows with
the board instead. pygame-gui's widgets get the same faces and factor from widgets/theme.py.
"""

from __future__ import annotations

import os

import pygame

from ..places import assets_dir
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

scale = 1.0                           # the player's text size as a factor
_cache: dict[tuple, pygame.font.Font] = {}
# Test hook (the layout test): while a dict, every surface `text` makes is noted in it,
# id -> (surface, string, px), so a test can see where each text was really drawn.
drawn: dict[int, tuple] | None = None


def set_text_size(percent: int) -> None:
    """The player's text size (one of TEXT_SIZES; anything else is 100 %)."""
    global scale
    new = (percent if percent in TEXT_SIZES else 100) / 100
    if new != scale:
        scale = new
        _cache.clear()                  # (both are keyed by the size asked for)
        _wrapped.clear()


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
        _cache.clear()
    key = (size, bold, italic, display, scaled)
    f = _cache.get(key)
    if f is None:
        size = px(size, scaled)
        path = (DISPLAY_BOLD if bold else DISPLAY) if display else \
            BOLD if bold else ITALIC if italic else REGULAR
        try:
            f = pygame.font.Font(path, size)
        except (OSError, FileNotFoundError):
            f = pygame.font.Font(None, int(size * 1.3))
        _cache[key] = f
    return f


def drawable(s: str) -> str:
    """`s` with what pygame cannot draw (a NUL raises) or should not (controls, direction
    overrides) shown as U+FFFD: text from a save or the network never stops a frame."""
    s = str(s)
    return s if s.isprintable() else "".join(c if c.isprintable() else "\ufffd" for c in s)


def text(s: str, size: float, colour=(235, 232, 220), bold: bool = False,
         shadow: bool = True, display: bool = False, scaled: bool = True) -> pygame.Surface:
    """Antialiased text with a soft dark shadow so it reads on any background."""
    s = drawable(s)
    f = font(size, bold, display=display, scaled=scaled)
    fg = f.render(s, True, colour)
    if not shadow:
        out = fg
    else:
        out = pygame.Surface((fg.get_width() + 2, fg.get_height() + 2), pygame.SRCALPHA)
        sh = f.render(s, True, (5, 8, 20))
        sh.set_alpha(170)
        out.blit(sh, (2, 2))
        out.blit(fg, (0, 0))
    if drawn is not None:
        drawn[id(out)] = (out, s, px(size, scaled))
    return out


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


def reset() -> None:
    """Forget cached fonts (after pygame was quit and started again)."""
    _cache.clear()
    _wrapped.clear()


_wrapped: dict[tuple[str, float, int, bool], list[str]] = {}
WRAPPED_KEPT = 4096       # the log's lines, the panels' texts: measured once, not per frame


def wrap(s: str, size: float, width: int, bold: bool = False) -> list[str]:
    """`s` in lines no wider than `width` pixels at `size` (a long word stands alone)."""
    key = (s, size, width, bold)
    lines = _wrapped.get(key)
    if lines is None:
        if len(_wrapped) >= WRAPPED_KEPT:
            _wrapped.clear()
        lines = _wrapped[key] = _wrap(s, size, width, bold)
    return list(lines)


def line_height(size: float, bold: bool = False, display: bool = False) -> int:
    """The height of a line of text at `size` (the player's text size applied)."""
    return font(size, bold, display=display).get_linesize()


def _wrap(s: str, size: float, width: int, bold: bool) -> list[str]:
    f = font(size, bold)
    words, lines, cur = s.split(), [], ""
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
