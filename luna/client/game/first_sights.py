"""Tips said the first time something stands on the board (outside the guided game,
which shows it step by step): said once as a toast standing long enough to read, kept
said in the settings (`tips_said`), as the first Travel's (planning.first_tip); one tip
stands at a time (`say`). A tip of the board waits while the last move's caption stands on
at the person's turn (game/since_turn.py): what the others did first, then the tip."""

from __future__ import annotations

from ...engine.rounds import figure_step, priestess_next
from ...engine.temple import guardian_value, released_claims
from ...text import favour_use, island, kind, t
from ...text.i18n import FAVOUR_RULES
from ..board.threat_marks import persons, threats_of
from .actions import island_of
from .badge_words import tray_words
from .handover import HandOver

FAVOUR_ISLANDS = tuple(f"island_favour.{k}" for k in FAVOUR_RULES)   # one per island
KEYS = ("priestess_next", "tray_badges", "consecrate_ready",   # the tips said here (a
        "consecration", "threat", *FAVOUR_ISLANDS)              # driven window has them said)

TIP_SECONDS = 9.0               # a first-use tip stands this long (two lines to read)
MARKERS_SECONDS = 4.0           # and longer with the time markers' sentence after it


def next_priestess(scene) -> None:
    """The first time next round's Moon Priestess stands faint on her next island with
    the board free to look at (the action phase, nothing moving, no card over it), a tip
    points her out: which island, and that her place there is fixed now (she moves her
    value clockwise each round), while the player may still bring novices there. Where
    the game has time markers, the tip then names them once with what they count (the
    round's actions end when the last is turned): drawn as candles, they do not read as
    a countdown by themselves."""
    settings, snap = scene.app.settings, scene.snap
    if "priestess_next" in settings.tips_said or scene.lesson is not None \
            or snap.get("phase") != "actions":
        return
    view = scene.view()
    if view.blocked or view.round_pending or view.back is not None or view.covered \
            or HandOver.stands(view) or scene.tip_said in dict(scene.app.toasts) \
            or scene.show.stay.holds_tips():
        return
    nxt = priestess_next(snap["round"], snap["priestess"], snap["players"])
    if nxt is None:
        return
    settings.tips_said = [*settings.tips_said, "priestess_next"]
    scene.app.save_settings()
    words = t("tip.priestess_next.first", island=island(snap["islands"][nxt]["kind"]),
              round=snap["round"] + 1, step=figure_step("priestess", snap["players"]))
    total = snap.get("time_markers", {}).get("total", 0)
    if total:               # and what ends the round she waits for: the time markers
        words = f"{words} {t('tip.time_markers.first', total=total)}"
    say(scene, words, TIP_SECONDS + (MARKERS_SECONDS if total else 0), "priestess_next")


def consecration_tips(scene) -> None:
    """The person's own tile to consecrate pointed out, else the Consecration named; the
    first warning ring on a temple novice of the person's explained."""
    consecrate_ready(scene)
    consecration(scene)
    threat(scene)


def threat(scene) -> None:
    """The first time the board rings a temple novice of a person here in warning red
    (board/threat_marks.py: an opponent's next Consecration could expel it, by the
    engine's `consecration_threats`), a tip says what the ring means: who may expel the
    novice on which field, by consecrating which tile. The ring alone said nothing until
    hovered. Said once, after any tip standing, kept said in the settings."""
    settings, snap = scene.app.settings, scene.snap
    if "threat" in settings.tips_said or scene.lesson is not None \
            or snap.get("phase") != "actions" or scene.game.is_over:
        return
    view = scene.view()
    found = next(((field, *danger[0]) for p in persons(view)    # (the rings the board
                  for field, danger in sorted(threats_of(snap, p).items()) if danger),
                 None)                                          # draws, nothing moving)
    if found is None or view.blocked or view.round_pending or view.back is not None \
            or view.covered or HandOver.stands(view) \
            or scene.tip_said in dict(scene.app.toasts) or scene.show.stay.holds_tips():
        return
    field, opponent, tile = found
    settings.tips_said = [*settings.tips_said, "threat"]
    scene.app.save_settings()
    say(scene, t("tip.threat.first", field=field, name=snap["names"][opponent], tile=tile),
        TIP_SECONDS, "threat")


def consecrate_ready(scene) -> None:
    """The first time the person to move may consecrate a tile of theirs spending no
    favour (the engine's legal moves say so), a tip says the Guardian has passed it and
    that a click on its novice consecrates it (F834: a new player found it by chance in
    round 2-3, the novice on the tile read as nothing to click). Said once, after any tip
    standing (one at a time), kept said in the settings."""
    settings, snap = scene.app.settings, scene.snap
    if "consecrate_ready" in settings.tips_said or scene.lesson is not None \
            or snap.get("phase") != "actions" or not scene.table.may_act:
        return
    tile = next((c["tile"] for c in scene.legal if c["type"] == "consecrate"
                 and not c["bribe"]), None)
    view = scene.view() if tile is not None else None
    if view is None or view.blocked or view.back is not None or view.covered \
            or HandOver.stands(view) or scene.tip_said in dict(scene.app.toasts) \
            or scene.show.stay.holds_tips():
        return
    settings.tips_said = [*settings.tips_said, "consecrate_ready"]
    scene.app.save_settings()
    say(scene, t("tip.consecrate.first", tile=tile), key="consecrate_ready")


def consecration(scene) -> None:
    """The first time any player may consecrate (a claimed tile the Guardian has passed,
    the engine's `released_claims`) or has done it, with the board free to look at, a
    tip names the Consecration and what it gains (the value under the Guardian, +1 per
    novice expelled): the computers' first consecrations came before the person's own
    chance, and the tip of that chance (`consecrate_ready`) came a round late."""
    settings, snap, game = scene.app.settings, scene.snap, scene.game
    if "consecration" in settings.tips_said or scene.lesson is not None \
            or snap.get("phase") != "actions" or game.is_over:
        return
    done = any(c.get("type") == "consecrate" for c in getattr(game, "log", ()))
    if not done and not released_claims(game.state):
        return
    view = scene.view()
    if view.blocked or view.round_pending or view.back is not None or view.covered \
            or HandOver.stands(view) or scene.tip_said in dict(scene.app.toasts) \
            or scene.show.stay.holds_tips():
        return
    settings.tips_said = [*settings.tips_said, "consecration"]
    scene.app.save_settings()
    say(scene, t("tip.consecration.first", points=guardian_value(game.state)),
        TIP_SECONDS + MARKERS_SECONDS, "consecration")


def tray_badges(scene) -> bool:
    """The first tray a player opens (outside the guided game) says in a tip what its
    tiles' badges mean, the first tiles' in words ("Recruit: uses 2 active novices, 1
    novice from your supply joins, inactive"): the badges alone meant little until a
    tile was pointed at. Said once, kept said in the settings: the same tip over the
    next trays read as a nag, and pointing at a tile says its words whenever asked."""
    settings, ring = scene.app.settings, scene.ring
    if "tray_badges" in settings.tips_said or scene.lesson is not None or ring is None:
        return False
    words = tray_words(ring.actions, scene.game)
    if words is None:
        return False
    settings.tips_said = [*settings.tips_said, "tray_badges"]
    scene.app.save_settings()
    say(scene, words, key="tray_badges")
    return True


def island_favour(scene, target) -> None:
    """The first tray of each priest island (outside the guided game, after any tip of
    the same tray) says in a tip what its favour does and how it is taken: no tile of
    the island's tray plays the island's own action (a Sailboat, a Bribery are spent
    from the token, wherever the rules let it), so its tray alone does not teach that
    its Favour tile brings it. Said once per island, kept said in the settings."""
    settings, snap = scene.app.settings, scene.snap
    i = island_of(target, snap) if scene.lesson is None else None
    if i is None or snap.get("phase") != "actions":
        return
    k = snap["islands"][i]["kind"]
    key = f"island_favour.{k}"
    if key in settings.tips_said:
        return
    settings.tips_said = [*settings.tips_said, key]
    scene.app.save_settings()
    say(scene, t("tip.island_favour.first", island=island(k), kind=kind(k),
                 use=favour_use(k, snap)), TIP_SECONDS + MARKERS_SECONDS, key)


def acted(scene) -> None:
    """The person's move played: the tip standing goes. It told what to look at before
    a move; standing on over the board after it hid what the move changed. One still
    waiting unseen (game/floating.py `hold_tip`: no room in the panel while the tray or
    the move's words stood there, or the Hint's words took it) goes too, kept unsaid:
    said after the move it read as about the next move, or the next person's at one
    screen (F1086); it comes again the next time what it explains stands."""
    if scene.tip_said is None:
        return
    if scene.toasts_at.floating.unseen and scene.tip_key is not None:
        settings = scene.app.settings
        settings.tips_said = [k for k in settings.tips_said if k != scene.tip_key]
        scene.app.save_settings()
    scene.app.drop_toast(scene.tip_said)
    scene.toasts_at.floating.parts.drop()       # (its parts still to come too)


def say(scene, words: str, seconds: float = TIP_SECONDS, key: str | None = None) -> None:
    """`words` said as the one tip standing: the tip said before (a first-use tip, a
    planned move's count) goes. Tips stacked at once (the Moon Priestess's, a tray's
    badges, the first Travel's) found no room on the board and stood over the islands'
    names. A first-use tip still waiting unseen for room is said again at its next
    chance (kept unsaid in the settings)."""
    if scene.tip_key is not None and scene.toasts_at.floating.unseen:
        settings = scene.app.settings
        settings.tips_said = [k for k in settings.tips_said if k != scene.tip_key]
        scene.app.save_settings()
    scene.toasts_at.floating.parts.drop()   # (a tip said in parts: the rest of it)
    scene.app.toast(words, seconds=seconds, ends=(scene.tip_said,) if scene.tip_said else ())
    scene.tip_said, scene.tip_key = words, key      # (`key`: a first-use tip's, KEYS)
