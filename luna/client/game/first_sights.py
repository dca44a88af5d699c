"""Tips said the first time something stands on the board (outside the guided game,
which shows it step by step): said once as a toast standing long enough to read, kept
said in the settings (`tips_said`), as the first Travel's (planning.first_tip); one tip
stands at a time (`say`)."""

from __future__ import annotations

from ...engine.rounds import figure_step, priestess_next
from ...text import island, t
from .badge_words import tray_words
from .handover import HandOver

KEYS = ("priestess_next", "tray_badges")   # the tips said here (a driven window has them
#                                           said)

TIP_SECONDS = 9.0               # a first-use tip stands this long (two lines to read)


def next_priestess(scene) -> None:
    """The first time next round's Moon Priestess stands faint on her next island with
    the board free to look at (the action phase, nothing moving, no card over it), a tip
    points her out: which island, and that her place there is fixed now (she moves her
    value clockwise each round), while the player may still bring novices there."""
    settings, snap = scene.app.settings, scene.snap
    if "priestess_next" in settings.tips_said or scene.lesson is not None \
            or snap.get("phase") != "actions":
        return
    view = scene.view()
    if view.blocked or view.round_pending or view.back is not None or view.covered \
            or HandOver.stands(view):
        return
    nxt = priestess_next(snap["round"], snap["priestess"], snap["players"])
    if nxt is None:
        return
    settings.tips_said = [*settings.tips_said, "priestess_next"]
    scene.app.save_settings()
    say(scene, t("tip.priestess_next.first", island=island(snap["islands"][nxt]["kind"]),
                 round=snap["round"] + 1, step=figure_step("priestess", snap["players"])))


def tray_badges(scene) -> None:
    """The first tray a player opens (outside the guided game) says in a tip what its
    tiles' badges mean, the first tiles' in words ("Recruit: uses 2 active novices, 1
    novice from your supply joins, inactive"): the badges alone meant little until a
    tile was pointed at. Said once, kept said in the settings: the same tip over the
    next trays read as a nag, and pointing at a tile says its words whenever asked."""
    settings, ring = scene.app.settings, scene.ring
    if "tray_badges" in settings.tips_said or scene.lesson is not None or ring is None:
        return
    words = tray_words(ring.actions, scene.game)
    if words is None:
        return
    settings.tips_said = [*settings.tips_said, "tray_badges"]
    scene.app.save_settings()
    say(scene, words)


def say(scene, words: str, seconds: float = TIP_SECONDS) -> None:
    """`words` said as the one tip standing: the tip said before (a first-use tip, a
    planned move's count) goes. Tips stacked at once (the Moon Priestess's, a tray's
    badges, the first Travel's) found no room on the board and stood over the islands'
    names."""
    scene.app.toast(words, seconds=seconds, ends=(scene.tip_said,) if scene.tip_said else ())
    scene.tip_said = words
