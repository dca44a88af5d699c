"""Fonts from the packages we depend on (pygame-gui ships Noto Sans), cached by size."""

from __future__ import annotations

import os

import pygame

try:
    import pygame_gui.data as _gui_data
    _DATA = os.path.dirname(_gui_data.__file__)
except ImportError:  # pragma: no cover - pygame-gui is a requirement
    _DATA = ""

REGULAR = os.path.join(_DATA, "NotoSans-Regular.ttf")
BOLD = os.path.join(_DATA, "NotoSans-Bold.ttf")
ITALIC = os.path.join(_DATA, "NotoSans-Italic.ttf")


_cache: dict[tuple, pygame.font.Font] = {}
# Test hook (the layout test): while a dict, every surface `text` makes is noted in it,
# id -> (surface, string, size), so a test can see where each text was really drawn.
drawn: dict[int, tuple] | None = None


def font(size: int, bold: bool = False, italic: bool = False) -> pygame.font.Font:
    """A cached font; the cache is dropped when pygame's font module was restarted, since
    fonts made before a restart cannot render any more."""
    if not pygame.font.get_init():
        pygame.font.init()
        _cache.clear()
    key = (int(size), bold, italic)
    f = _cache.get(key)
    if f is None:
        path = BOLD if bold else ITALIC if italic else REGULAR
        try:
            f = pygame.font.Font(path, max(6, int(size)))
        except (OSError, FileNotFoundError):
            f = pygame.font.Font(None, max(6, int(size * 1.3)))
        _cache[key] = f
    return f


def drawable(s: str) -> str:
    """`s` with what pygame cannot draw (a NUL raises) or should not (controls, direction
    overrides) shown as U+FFFD: text from a save or the network never stops a frame."""
    s = str(s)
    return s if s.isprintable() else "".join(c if c.isprintable() else "\ufffd" for c in s)


def text(s: str, size: int, colour=(235, 232, 220), bold: bool = False,
         shadow: bool = True) -> pygame.Surface:
    """Antialiased text with a soft dark shadow so it reads on any background."""
    s = drawable(s)
    f = font(size, bold)
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
        drawn[id(out)] = (out, s, int(size))
    return out


def fit(s: str, size: int, width: int, bold: bool = False) -> str:
    """`s`, shortened with "…" if it is wider than `width` px (a last resort: names chosen
    for the board fit; a player's long name must not run into the next thing)."""
    f = font(size, bold)
    if f.size(s)[0] <= width:
        return s
    while s and f.size(s + "…")[0] > width:
        s = s[:-1]
    return s.rstrip() + "…"


def reset() -> None:
    """Forget cached fonts (after pygame was quit and started again)."""
    _cache.clear()
    _wrapped.clear()


_wrapped: dict[tuple[str, int, int, bool], list[str]] = {}
WRAPPED_KEPT = 4096       # the log's lines, the panels' texts: measured once, not per frame


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    """`s` in lines no wider than `width` pixels at `size` (a long word stands alone)."""
    key = (s, size, width, bold)
    lines = _wrapped.get(key)
    if lines is None:
        if len(_wrapped) >= WRAPPED_KEPT:
            _wrapped.clear()
        lines = _wrapped[key] = _wrap(s, size, width, bold)
    return list(lines)


def _wrap(s: str, size: int, width: int, bold: bool) -> list[str]:
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


def missing_glyphs(s: str, bold: bool = False) -> set[str]:
    """The characters of `s` the bundled font would draw as an empty box (the font's
    "no glyph" shape, told apart by drawing it)."""
    f = font(20, bold)

    def shape(ch: str) -> bytes:
        return pygame.image.tobytes(f.render(ch, True, (255, 255, 255)), "RGBA")
    box = shape(_NO_GLYPH)
    return {ch for ch in set(s) if not ch.isspace() and shape(ch) == box}
