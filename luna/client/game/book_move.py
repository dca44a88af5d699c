"""The Book favour moved on the board: its field clicked, then the field it goes to,
or its move chosen from the menu and its ends clicked, the words over Cancel saying which;
read from the view and the Book's state (`book_from`, `book_pick`: the tray's part keeps
them; tray_open.py begins the pick on the screen)."""

from __future__ import annotations

from ...text import t
from ..board.targets import (
    Field,
)
from .builder_view import book_choices
from .choices import label
from .intents import CloseTray, PickBook, Play, Sound


def book_ends(view, end: str) -> list[int]:
    """The fields the engine's legal Book moves name as their `end` ("from": a Book
    that may move, "to": a novice of the player's it may go to), in order."""
    return sorted({c[end] for c in view.legal if c["type"] == "book"})


def book_words(view, book_from: int | None) -> str:
    """The Book's instruction in the action area for the step it stands at
    (`book_from`: the field its move was begun at, None: not yet)."""
    def fields(fs) -> str:
        return ", ".join(str(f) for f in sorted(fs))
    if book_from is None:
        return t("book.pick.novice", fields=fields(book_ends(view, "to")))
    key = "book.pick.book" if book_from in book_ends(view, "to") else "book.pick.to"
    return t(key, field=book_from, fields=fields(fields_from(view.legal, book_from)))


def book_tags(view, book_from: int | None, book_pick: bool) -> set[int]:
    """The fields that wear their number on a tag now: the Book's lit fields."""
    if book_from is not None:
        return {book_from, *fields_from(view.legal, book_from)}
    if book_pick:
        return set(book_ends(view, "to"))
    return {f for c in book_commands(view, book_from) for f in (c["from"], c["to"])}


def book_tip(view, book_from: int | None, book_pick: bool, target) -> str | None:
    """A lit field's hover text while the Book is chosen: what a click on it does."""
    if not book_pick or not isinstance(target, Field):
        return None
    f = target.field
    if book_from is None:
        return t("book.tip.novice", field=f) if f in book_ends(view, "to") else None
    cmd = next((c for c in book_commands(view, book_from) if f in (c["from"], c["to"])
                and f != book_from), None)
    return None if cmd is None else t("book.tip.move", move=label(cmd, view.snap))


def fields_from(legal: list, f: int) -> list[int]:
    """The fields that finish a Book move begun at field `f`."""
    return [c["to"] if c["from"] == f else c["from"] for c in legal
            if c["type"] == "book" and f in (c["from"], c["to"])]


def book_click(view, book_from: int | None, f: int) -> list | None:
    """A click on a temple field (`book_from`: where the Book's move was begun): the
    move finished, or begun or changed there; None where the click is not the Book's."""
    books = [c for c in view.legal if c["type"] == "book"]
    if book_from is not None:
        done = next((c for c in books if (c["from"], c["to"]) in (
            (book_from, f), (f, book_from))), None)
        if done is not None:
            return [CloseTray(), Sound("click"), Play(done)]
    if any(f in (c["from"], c["to"]) for c in books):
        return [PickBook(f), Sound("click")]
    return None


def book_commands(view, book_from: int | None) -> list[dict]:
    """The Book moves that the open pick (or the text menu) names, for their fields'
    numbers."""
    if book_from is not None:
        return [c for c in view.legal if c["type"] == "book"
                and book_from in (c["from"], c["to"])]
    return book_choices(view.menu.options) if view.menu is not None else []


def book_under_mouse(view, book_from: int | None) -> dict | None:
    """The Book move a lit field under the mouse would finish."""
    under = view.board.target_at(view.mouse) if book_from is not None else None
    f = getattr(under, "field", None) if getattr(under, "what", "") == "field" else None
    return next((c for c in book_commands(view, book_from) if f is not None and
                 f in (c["from"], c["to"]) and f != book_from), None)
