"""A rules-book page's pictures, each in its box: "On the board", the picture, its
caption; in a row under a short text, else in a column beside it. A box stands whole in
the page's first view where the window holds it: the picture is drawn smaller until the
box ends above the view's foot (the chapter's chips and the previous / next under it,
and the fading edge of a page that scrolls), never lower than LEAST px, and a row that
would not stand whole under the text stands beside it instead; a caption cut at the
view's foot needed scrolling to read."""

from __future__ import annotations

from ...text import has, t
from ..window.fonts import font, px, wrap
from .rules_pictures import scene

DIM = (170, 166, 150)
GOLD = (236, 204, 120)
PAD = 12
LEAST = 90                # px: the lowest a picture is drawn to keep its box in view
TRIES = 3                 # a picture's height is not quite proportional to its width


def view_foot(above_foot: int, chips: int, row: int, two: bool) -> int:
    """Where a page's first view ends (from the page's top) for a box to be read whole:
    `above_foot` where the previous / next begin, the chips over them (`chips` high in
    rows, `row` high as one row; `two`: whether a long page may keep them in rows), and
    the fading edge of a page that scrolls."""
    return above_foot - (chips if two else row) - px(30) - 6


def picture_box(items: list, name: str, x: int, y: int, w: int, small: int,
                ring: tuple[str, ...], tallest: float | None = None,
                foot: int | None = None) -> int:
    """The picture `name` in its box `w` wide at (x, y) as page items: the picture at
    most `tallest` px high and low enough that the box ends by `foot` (not below LEAST
    px). Returns the box's foot."""
    inner = w - 2 * PAD
    label_h = font(small, True).get_linesize()
    words = t(f"book.picture.{name}") if has(f"book.picture.{name}") else ""
    cap = wrap(words, small, inner - 3)
    around = PAD + label_h + 6 + (6 + len(cap) * font(small).get_linesize() if cap else 0) \
        + PAD
    high = float("inf") if tallest is None else tallest
    if foot is not None:
        high = min(high, max(LEAST, foot - y - around))
    img = scene(name, inner, ring)
    for _ in range(TRIES):
        if img.get_height() <= high:
            break
        inner = max(60, int(inner * high / img.get_height()))
        img = scene(name, inner, ring)
    h = around + img.get_height()
    items.append(("box", (w, h), x, y))
    items.append(("text", (t("book.side").upper(), small - 1, GOLD, True), x + PAD, y + PAD))
    py = y + PAD + label_h + 6
    items.append(("picture", img, x + (w - img.get_width()) // 2, py))
    cy = py + img.get_height() + 6
    for line in cap:
        items.append(("text", (line, small, DIM, False), x + PAD, cy))
        cy += font(small).get_linesize()
    return y + h



def under(items: list, pics: list[str], y: int, width: int, small: int,
          ring: tuple[str, ...], foot: int | None) -> int:
    """The pictures in a row under the text, from `y`, each at most a third of the
    page's width high; the row's foot."""
    gap = 16
    w = min((width - gap * (len(pics) - 1)) // len(pics), int(width * 0.62))
    x = (width - (w * len(pics) + gap * (len(pics) - 1))) // 2
    end = y
    for name in pics:
        end = max(end, picture_box(items, name, x, y, w, small, ring, width * 0.3, foot))
        x += w + gap
    return end


def beside(items: list, pics: list[str], x: int, y: int, w: int, small: int,
           ring: tuple[str, ...], foot: int | None) -> int:
    """The pictures in a column `w` wide at (x, y) beside the text; the column's foot."""
    for name in pics:
        y = picture_box(items, name, x, y, w, small, ring, None, foot) + 14
    return y
