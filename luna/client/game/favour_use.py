"""A favour token in the hand clicked: what it is for and when, and the board's places
it can be used at lit (`scene`: the game screen)."""

from __future__ import annotations

from ...text.i18n import refusal
from ..board.targets import (
    Field,
    Group,
    Held,
    Island,
    Jetty,
    Tile,
)
from . import book_move
from .actions import (
    move_sources,
)


def favour_clicked(scene, target: Held) -> None:
    """A favour token in the panel clicked: where the player to move can spend it now,
    those places light (a click there opens the ring); beside it, in the hover texts'
    plate, a note says so, or that it cannot be spent now, or that its holder can on
    their own turn, with its rule (the engine's legal moves decide "now")."""
    now = target.player == scene.game.to_move and scene.table.may_act
    if now and target.favour == "book":          # the Book: guided on the board, or
        refused = scene.game.book_refusal(target.player)      # the engine's reason
        if refused is None and book_move.book_ends(scene, "to"):
            book_move.start_book_pick(scene)
            scene.app.sounds.play("click")
            return
        scene.acting.favour_why = refusal(refused) if refused is not None else None
    lit = now and favour_places(scene, target.favour)
    scene.acting.favour_note = (target, "favour.note.lit" if lit else
                        "favour.note.why" if scene.acting.favour_why else
                        "favour.note.not_now" if now else "favour.note.later")
    # the hover text is this token's now, even where the mouse came on the way to the
    # hover text of the token beside it (which stays while it is read)
    scene.hover, scene.tip_at = target, scene.mouse
    if not lit:
        scene.app.sounds.play("click")


def favour_places(scene, favour: str) -> bool:
    """Light where the favour can be used now (a click there opens the ring)."""
    me = scene.game.to_move
    out: set = set()
    sources = move_sources(scene.legal)
    for c in scene.legal:
        ct = c["type"]
        if ct == favour == "herbs":
            out.add(Group(c["island"], me, "inactive"))
        elif ct == favour == "book":
            out.add(Field(c["from"]))
        elif favour == "shrine" and ct == "build_shrine":
            out.add(Island(scene.snap["architect"]))
        elif favour == "bribery" and c.get("bribe"):
            out.add(Tile(c["tile"]))
        elif favour == "novice" and c.get("novice_token"):
            out.add(Island(c["island"] if "island" in c else
                           scene.snap["apostate" if ct == "banish" else "architect"]))
    if favour in ("tides", "sailboat"):
        for src, active in sources[favour]:
            out.add(Jetty(me) if src == "jetty" else
                    Group(src, me, "active" if active else "inactive"))
    if out:
        scene.acting.favour_lit = out
        scene.app.sounds.play("click")
    return bool(out)
