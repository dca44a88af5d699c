"""The Book favour moved on the board: its field clicked, then the field it goes to,
or its move chosen from the menu and its ends clicked, the words over Cancel saying which
(`scene`: the game screen)."""

from __future__ import annotations

from ...text import t
from ..board.targets import (
    Field,
)
from . import tray_open
from .builder_view import book_choices
from .choices import label
from .intents import CloseTray, PickBook, Play, Sound


def start_book_pick(scene) -> None:
    """The Book's move chosen on the board, guided (a click on the token always leads
    somewhere: F062): the player's novices a Book can come to light, and the
    action area says what to click, over Cancel (Esc too), as an Appointment's tile."""
    tray_open.close_tray(scene)
    scene.acting.book_pick = True
    scene.builder_bar.build_cancel(scene.app.ui, scene.lay.panel, scene.lay.buttons_top)
    scene._sync_buttons()                         # Meditate waits for the fields


def book_ends(scene, end: str) -> list[int]:
    """The fields the engine's legal Book moves name as their `end` ("from": a Book
    that may move, "to": a novice of the player's it may go to), in order (`scene`:
    the game screen or its view: its legal moves)."""
    return sorted({c[end] for c in scene.legal if c["type"] == "book"})


def book_words(scene) -> str:
    """The Book's instruction in the action area for the step it stands at."""
    def fields(fs) -> str:
        return ", ".join(str(f) for f in sorted(fs))
    if scene.acting.book_from is None:
        return t("book.pick.novice", fields=fields(book_ends(scene, "to")))
    key = "book.pick.book" if scene.acting.book_from in book_ends(scene, "to") else "book.pick.to"
    return t(key, field=scene.acting.book_from, fields=fields(book_fields(scene)))


def book_tags(scene) -> set[int]:
    """The fields that wear their number on a tag now: the Book's lit fields."""
    if scene.acting.book_from is not None:
        return {scene.acting.book_from, *book_fields(scene)}
    if scene.acting.book_pick:
        return set(book_ends(scene, "to"))
    return {f for c in book_commands(scene) for f in (c["from"], c["to"])}


def book_tip(scene, target) -> str | None:
    """A lit field's hover text while the Book is chosen: what a click on it does."""
    if not scene.acting.book_pick or not isinstance(target, Field):
        return None
    f = target.field
    if scene.acting.book_from is None:
        return t("book.tip.novice", field=f) if f in book_ends(scene, "to") else None
    cmd = next((c for c in book_commands(scene) if f in (c["from"], c["to"])
                and f != scene.acting.book_from), None)
    return None if cmd is None else t("book.tip.move", move=label(cmd, scene.snap))


def book_fields(scene) -> list[int]:
    """The fields that finish the Book move begun at `book_from`."""
    return fields_from(scene.legal, scene.acting.book_from)


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


def pick_book(scene, f: int) -> None:
    """The Book's move begun at field `f` (guided on the board where it was not yet)."""
    if not scene.acting.book_pick:
        start_book_pick(scene)
    scene.acting.book_from = f


def book_commands(scene) -> list[dict]:
    """The Book moves that the open pick (or menu) names, for their fields' numbers."""
    if scene.acting.book_from is not None:
        return [c for c in scene.legal if c["type"] == "book"
                and scene.acting.book_from in (c["from"], c["to"])]
    return book_choices(scene.menu_options) if scene.menu else []


def book_under_mouse(scene) -> dict | None:
    """The Book move a lit field under the mouse would finish."""
    under = scene.board.target_at(scene.mouse) if scene.acting.book_from is not None else None
    f = getattr(under, "field", None) if getattr(under, "what", "") == "field" else None
    return next((c for c in book_commands(scene) if f is not None and
                 f in (c["from"], c["to"]) and f != scene.acting.book_from), None)
