"""The rules book's pages feel full and designed (issue 21: "mostly empty below a
short text"): every section has a heading band, its picture in a box with "On the board"
(beside the text, or large under a short one), the chapter's sections to open as chips
and the previous and next section at the foot; no page is a short paragraph on an empty
panel at 1280x800. The rules' words are the book's, unchanged, line by line."""

from __future__ import annotations

import pygame
import pytest

from luna.client.demo.driver import click, frames, make_app
from luna.text import rules_book, t


def _book(tmp_path, code="en", size=(1280, 800), text_size: int = 100):
    app = make_app(tmp_path, speed="normal", size=size, menu=False)
    app.settings.language = code
    app.settings.text_size = text_size
    app.save_settings()
    app.goto("menu")
    return app, app.open("rules")


def _used(screen, page: pygame.Rect) -> float:
    """The share of the page's points that show something (not the page's own glass)."""
    ground = screen.get_at((page.right - 3, page.bottom - 3))[:3]
    pts = [(x, y) for x in range(page.x, page.right, 4) for y in range(page.y, page.bottom, 4)]
    return sum(1 for p in pts if sum(abs(a - b) for a, b in zip(
        screen.get_at(p)[:3], ground, strict=True)) > 30) / len(pts)


@pytest.mark.parametrize("code", ["en", "de"])
def test_every_page_is_designed_and_full(tmp_path, code):
    app, book = _book(tmp_path, code)
    bad = []
    for s in rules_book.SECTIONS:
        book.open_section(s.id)
        frames(app, 2)
        items, _ = book._layout(book.page_rect.w - 14)
        kinds = [k for k, *_ in items]
        if kinds[0] != "band":
            bad.append(f"{s.id}: no heading band")
        boxes = [(x, y, *size) for k, size, x, y in items if k == "box"]
        if not boxes:
            bad.append(f"{s.id}: no picture in a box")
        if "chip" not in kinds or "nav" not in kinds:
            bad.append(f"{s.id}: no sections to open next")
        content = max(y + (thing[1] if k in ("box", "ruling") else 20)
                      for k, thing, x, y in items if k in ("text", "box", "ruling"))
        if content < book.page_rect.h * 0.4:
            bad.append(f"{s.id}: its text and pictures end at {content} of "
                       f"{book.page_rect.h} px")
        used = _used(app.screen, book.page_rect)
        if used < 0.15:
            bad.append(f"{s.id}: only {used:.0%} of the page shows anything")
        # the words drawn are the book's own, whole and in order
        said = " ".join(thing[0] for k, thing, *_ in items if k == "text"
                        and thing[2] in (book_colours()))
        for words in s.texts():
            if " ".join(words.split()) not in said:
                bad.append(f"{s.id}: {words[:40]!r} is not said as written")
    assert not bad, "\n".join(bad)


def book_colours():
    from luna.client.screens.rules import INK, RULING
    return (INK, RULING)


def test_a_chip_and_the_foot_open_other_sections(tmp_path):
    app, book = _book(tmp_path)
    book.open_section("actions.tides")
    frames(app, 2)
    for _ in range(10):               # (a long page: its foot's row moved on by its arrow)
        chip = next((r for r, sid in book.links if sid == "actions.banish"), None)
        if chip is not None:
            break
        click(app, next(r for r, sid in book.links if sid == ">").center)
    click(app, chip.center)
    frames(app, 2)
    assert book.current == "actions.banish"
    nxt = [r for r, sid in book.links if sid == "actions.novice_favour"][-1]   # the foot's
    assert nxt.right > book.page_rect.centerx            # the next one, at the right
    click(app, nxt.center)
    frames(app, 2)
    assert book.current == "actions.novice_favour"
    assert book.page_title() == t("book.actions.novice_favour.title")


@pytest.mark.parametrize("size, code, text_size", [((1024, 700), "de", 150),
                                                    ((1280, 800), "en", 100),
                                                    ((1920, 1080), "fr", 100)])
def test_the_chips_at_a_long_pages_foot_stand_whole(tmp_path, size, code, text_size):
    """A fresh player read the chips' row at a long page's foot as cut off (first a row
    sliced by the page's scrolling edge, then chips cut at the row's faded ends): every
    chip drawn stands whole, inside the page; the arrows show the whole chips before or
    after (one stands only where there are more); walking the row from its start to its
    end shows every section of the chapter once, in order; a chip still opens its
    section."""
    app, book = _book(tmp_path, code, size, text_size)
    book.open_section("actions.consecration")
    frames(app, 2)
    chapter = ["actions", *[p.id for p in rules_book.parts_of("actions")]]

    def row() -> list[str]:
        for whole, shown, sid in book.chips:
            assert shown == whole, (sid, whole, shown)
            assert book.page_rect.contains(whole), sid
            if book.strip_rect is not None:
                assert book.strip_rect.contains(whole), sid
        return [sid for whole, _, sid in sorted(book.chips, key=lambda c: (c[0].y, c[0].x))]

    def side(way: str):
        return next((r for r, sid in book.links if sid == way), None)
    assert "actions.consecration" in row()
    for _ in range(20):               # to the row's start
        if side("<") is None:
            break
        click(app, side("<").center)
    seen = row()
    for _ in range(20):               # and on to its end
        if side(">") is None:
            break
        click(app, side(">").center)
        seen += row()
    assert seen == chapter
    whole, shown, sid = book.chips[0]
    click(app, shown.center)
    assert book.current == sid
