"""The one floating text over the board: of the texts that would float over it at once
(the toasts: a refusal, a favour's ask, the planned move's count, a first-use tip, a note
of the table; the hover text, or the Hint's words or the keys' tile's in its place),
which one stands this frame. Several at once covered the island being planned for and
the temple. Kept by the toasts' place (`ToastPlace.floating`): the hover's place asks
it before drawing (`hover_may`), the toasts' place which of them it draws (`shown`).

Their order: the reply to what the person just did (a toast said since the pointer came
to its thing: a refusal, an ask) and the planned move's words, then a first-use tip, then
the hover text, then the other notes (they wait while a hover text stands); a hover
text the person asks for (the pointer on a thing that speaks) stands before a first-use
tip all the same, the tip stepping aside, its time to read held (F973). The last
move's caption standing on at the person's turn (game/since_turn.py) comes after the reply
and before the tip; before the hover text too till the pointer moves (a hover text left
from the person's last click hid it), after it once the person points at something. Of the
toasts, the first in that order stands, the newest of it; the others wait. While a piece
is dragged nothing floats (the pointer is on its way, its drop says what it did); a
refused drop's reason beside it stands alone."""

from __future__ import annotations

from ...text import t
from ..board.targets import Ring
from ..window import fonts
from . import tip_dock
from .tip_parts import Parts

REPLY, TIP, HOVER, NOTE = range(4)      # their order, the first standing


class Floating:
    """What floats this frame: the toast that may stand (`chosen`; False: none; None:
    not decided, as under a look back), and whether the hover's place may draw."""

    def __init__(self) -> None:
        self.chosen: str | None | bool = None    # the toast's message, False: none
        self.caption = False            # the last move's caption stands (since_turn.py)
        self.held: float | None = None  # since when a first-use tip waits (`hold_tip`)
        self.unseen = False     # it waits for the Hint's words to go (not only aside)
        self.room_for: tuple = (None, False)    # (tip, slot, scale): no room for it there
        self.parts, self.split_for = Parts(), None  # a tip too tall said in parts

    def begin(self) -> None:
        self.chosen, self.caption = None, False

    def hover_may(self, scene, view) -> bool:
        """Whether the hover's place may draw this frame: no piece dragged and no toast
        before it in the order (one the hover's own text says stands there alone: the
        tray tile's ask, F848)."""
        if dragged(scene) or noted(scene, view):
            return False
        stay = scene.show.stay
        if stay.floats() and not stay.moved:
            return False
        best = first(scene, view)
        return best is None or best[0] >= TIP      # (a tip steps aside: `settle`)

    def settle(self, scene, view, hovered: bool) -> None:
        """The toast that stands this frame, the hover's place drawn (`hovered`) or not:
        none while a piece is dragged, else the first in the order, where it comes
        before the hover text or none stands; or the last move's caption (`caption`),
        where no toast before it nor the hover text stands."""
        quiet = dragged(scene) or noted(scene, view)
        best = None if quiet else first(scene, view)
        self.caption = not quiet and not hovered and scene.show.stay.floats() and (
            best is None or best[0] > REPLY)
        aside = hovered and best is not None and best[0] == TIP
        self.chosen = best[1] if best is not None and (best[0] < HOVER or not hovered) \
            and not self.caption and not aside else False
        self.hold_tip(scene, view, aside)

    def hold_tip(self, scene, view, aside: bool = False) -> None:
        """A first-use tip waits unseen, its time to read held: while a hover text the
        person asked for stands (`aside`: the pointer on a thing that speaks, the tip
        stepping aside for it, F973), and where it has no room off the board's play while
        the Hint's words stand in the panel (they took its room there: on the board it
        stood over the temple and the lit places, F937), till they go; and wherever the
        panel's tip slot has no room for it (`roomless`: a tray or a move's words in the
        panel), till it has: a first-use tip is never drawn over the board."""
        self.in_parts(scene, view)
        tip, app = scene.tip_said, scene.app
        unseen = tip is not None and self.chosen == tip and (
            scene.toasts_at.on_play and scene.hints.docked(view) is not None
            or rank(scene, view, tip, False) == TIP and self.roomless(scene, view, tip))
        held = unseen or tip is not None and aside
        if held and self.held is not None:
            waited = view.now - self.held
            app.toasts = [(m, u + waited if m == tip else u) for m, u in app.toasts]
        self.held = view.now if held else None
        self.unseen = unseen or self.unseen and held     # (said anew: first_sights.acted)
        if held:
            self.chosen = False

    def in_parts(self, scene, view) -> None:
        """A first-use tip taller than the panel's whole tip slot said in parts that fit
        it (game/tip_parts.py), tried once per tip, slot and text size, not while the
        Hint's words stand (the tip waits for them: `hold_tip`); the next part standing
        once one's time is up."""
        self.parts.tick(scene)
        tip, standing = scene.tip_said, dict(scene.app.toasts)
        if tip is None or scene.tip_key is None or tip not in standing \
                or scene.hints.docked(view) is not None:    # (the log's room cut short)
            return
        free = tip_dock.slot(view._replace(ring=None, help_rect=None), None)
        key = (tip, free and tuple(free), fonts.scale)
        if free is None or self.split_for == key:
            return
        self.split_for = key
        self.parts.split(scene, tip, standing[tip] - scene.app.now,
                         lambda words: fits(words, free))

    def roomless(self, scene, view, tip: str) -> bool:
        """Whether the panel's tip slot has no room for `tip` whole now (a tray, a move's
        words or the Hint's card in it: game/tip_dock.py) but has once they go; found
        once per tip, slot and text size (one longer than its whole room is said in
        parts: `in_parts`)."""
        room = tip_dock.slot(view, scene.hints.docked(view))
        key = (tip, room and tuple(room), fonts.scale)
        if self.room_for[0] != key:
            free = tip_dock.slot(view._replace(ring=None, help_rect=None), None)
            self.room_for = key, not fits(tip, room) and fits(tip, free)
        return self.room_for[1]

    def shown(self, toasts: list[tuple], words: list[str]) -> list[str]:
        """Of the toasts standing (`toasts`: the app's, their `words` as read), those
        drawn: the one decided, else the newest."""
        if self.chosen is None:
            return words[-1:]
        return [w for (m, _), w in zip(toasts, words, strict=True) if m == self.chosen]


def docks(scene, view, messages: list[str]) -> bool:
    """Whether `messages` stand docked in the panel's tip slot (game/tip_dock.py): a
    first-use tip or a note, never a reply to what the person just did (a refusal, an
    ask, the planned move's words stand beside what they answer)."""
    toasts = scene.app.toasts
    newest = toasts[-1][0] if toasts else None
    return bool(messages) and all(rank(scene, view, m, m == newest) >= TIP for m in messages)


def fits(tip: str, room) -> bool:
    return room is not None and tip_dock.place([tip], room, []) is not None


def dragged(scene) -> bool:
    drag = scene.dragging.drag
    return drag is not None and drag.moving


def noted(scene, view) -> bool:
    """A refused drop's reason stands beside the drop (game/drag.py): it alone floats."""
    note = scene.dragging.note
    return note is not None and view.now <= note.until


def first(scene, view) -> tuple[int, str] | None:
    """The toast first in the order, the newest of its rank, and its rank; None where
    none stands (but those the hover's place says itself)."""
    app = scene.app
    said = asks_said(scene, view)
    toasts = [m for m, _ in app.toasts if m not in said]
    if not toasts:
        return None
    ranked = [(rank(scene, view, m, k == len(toasts) - 1), m) for k, m in enumerate(toasts)]
    top = min(r for r, _ in ranked)
    return top, [m for r, m in ranked if r == top][-1]


def rank(scene, view, message: str, newest: bool) -> int:
    """A toast's place in the order: the planned move's words, a favour's ask and the
    reply to the last thing done (the newest toast, said since the pointer came to what
    it rests on) first; then the first-use tip; else a note."""
    builder = scene.builder
    if builder is not None and message == builder.said or message in asks():
        return REPLY
    if message == scene.tip_said:
        return TIP
    if newest and (view.hover is None or scene.app.toast_said >= scene.hover_text.came[1]):
        return REPLY
    return NOTE


def asks() -> set[str]:
    """A favour's ask, as a tray's tile takes it (`Acting.take`)."""
    return {t("tray.favour_again", kind=t(f"kind.{f}")) for f in ("bribery", "novice")}


def asks_said(scene, view) -> set[str]:
    """The favour's asks the tray's asked tile says in its own hover text, where that
    stands (the pointer on the tile, or the keys' focus on it with the pointer on
    nothing): the ask in one place (F848)."""
    ring = view.ring
    if ring is None:
        return set()
    hover, keys = view.hover, scene.keys
    on = {hover.index} if isinstance(hover, Ring) and hover.part == "card" else set()
    if keys.shown and keys.tile is not None and hover is None:
        on.add(keys.tile)
    return {t("tray.favour_again", kind=t(f"kind.{a.favour_only}"))
            for k, a in enumerate(ring.actions) if k in on and a.favour_only is not None
            and a.asked is not None and a.asked == a.choice}
