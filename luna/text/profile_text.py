"""A person's profile (luna/profiles) in the player's language: what the rating is and how
sure it is yet, in words, never a bare "± 700" (F008), each game
played (solo games and games among persons too: a profile says something from the first
game on) and its day as the language writes a date (not "2026-11-25")."""

from __future__ import annotations

from ..profiles import Played, Profile
from ..profiles.suggestion import still_why, suggestion
from .i18n import names, t

SURE = ((200.0, "profile.sure.wide"), (100.0, "profile.sure.settling"),
        (0.0, "profile.sure.firm"))     # the rating's deviation down to which each is said


def day_text(when: str, short: bool = False) -> str:
    """A game's day ("2026-11-25") as the language writes a date ("25 Nov 2026"; `short`:
    without its year, "25 Nov")."""
    try:
        year, month, day = (int(part) for part in when.split("-"))
    except ValueError:
        return when
    if not 1 <= month <= 12:
        return when
    return t("date.day_month" if short else "date.full", day=day,
             month=t(f"month.{month}"), year=year)


def rating_words(profile: Profile) -> str:
    """The rating as a number a player can place: "Rating 1280"."""
    return t("profile.rating", rating=f"{profile.rating.value:.0f}")


def sureness(profile: Profile) -> str:
    """How sure the rating is yet, in words: a first guess before any game against a
    computer level, then still uncertain, settling, fairly sure (by its deviation)."""
    rated = len(profile.rated())
    if not rated:
        return t("profile.sure.none")
    key = next(k for least, k in SURE if profile.rating.deviation > least or least == 0)
    return t(key, count=rated)


def unmoved_text(profile: Profile) -> str | None:
    """Why the rating has not moved over its latest rated games, where it has not, as the
    rating code has it (profiles/record.py): a clear win over a level measured at its
    table always raises it, so such a win left it only where the Hint led the game (its
    moves on most of the person's turns: only a loss then counts); a game with only
    levels not measured at its table size is not rated. Two wins over the Initiate left
    "Rating 1280" and a flat chart, said nowhere. None where the rating moved, or where
    the reason cannot be told apart (a tie against a level of the same rating)."""
    why = [still_why(g) for g in profile.unmoved()]
    if not why or why[-1] is None:
        return None
    run = len(why) - next((k for k in range(len(why) - 1, -1, -1) if why[k] != why[-1]), -1) - 1
    return t(f"profile.still.{why[-1]}", count=run)


def suggestion_text(profile: Profile, who: str, players: int = 0) -> tuple[str, str]:
    """The level `who`'s profile suggests and, in one line, why (suggestion.py): before
    any rated game, the first game's level (suggestion.FIRST); after a clear win, or a
    win the Hint led, by how much, and the level to try; after a Hint's win over a
    weaker level, that the Hint led it (said without why, the level kept read as the win
    not counted at all); after a clear loss that lowered it, by how much and at which
    table size; else, for a table of `players` where no rated game was played yet, that
    none was (the one rating comes from other sizes)."""
    s = suggestion(profile)
    level = level_name(s.level)
    if s.why == "first":
        return s.level, t("profile.match.first", who=who, level=level)
    if s.why == "lost":         # names its table size already
        return s.level, t("profile.match.lost", who=who, level=level, points=-s.margin,
                          players=s.players)
    if s.why in ("won", "hint_won", "hinted"):
        return s.level, t(f"profile.match.{s.why}", who=who, level=level, points=s.margin)
    sizes = {g.players for g in profile.rated()}
    if players and sizes and players not in sizes:
        return s.level, t("profile.match.size", who=who, level=level, players=players)
    return s.level, t("profile.match", who=who, level=level)


def suggestion_why(profile: Profile) -> str:
    """Why the level is suggested, in a line of its own under the suggestion, where its
    line does not say it: before any rated game, that the first game's level is the one
    where a game with the Hint's help is close (suggestion.FIRST, F1017), the hover's reason
    seen without hovering (a newcomer read "Adept suggested" as given without one);
    "" where the suggestion's own line says why (a result, the rating)."""
    return t("profile.match.first.why") if suggestion(profile).why == "first" else ""


def use_tip(profile: Profile, who: str, level: str) -> str:
    """The hover of "Use this level" for `level`: the level nearest `who`'s rating, or
    before any rated game the one suggested for a first game (no rating measured yet)."""
    key = "profile.use.tip.first" if suggestion(profile).why == "first" else "profile.use.tip"
    return t(key, level=level_name(level), who=who)


def level_name(level: str) -> str:
    return t(f"level.{level}")


def against(g: Played) -> str:
    """Whom a game was played against: the automaton (solo), the computer levels, or
    persons only."""
    if g.players == 1:
        return t("profile.vs.solo")
    if g.levels:
        return t("profile.vs.levels", levels=names([level_name(lv) for lv in g.levels]))
    return t("profile.vs.persons", count=g.players)


def score_words(g: Played) -> str:
    """The score against the best other's ("80 to 79")."""
    return t("profile.score", score=g.score, other=g.best_other)


def outcome(g: Played) -> str:
    """Won or lost, and by how many points against the best other ("won by 12"), or on
    the council where level on points: a margin, never signed like a rating's change
    (F344)."""
    ahead = abs(g.score - g.best_other)
    key = "profile.won" if g.won else "profile.lost"
    return t(key, points=ahead) if ahead else t(key + ".tie")


def best_line(profile: Profile) -> str | None:
    g = profile.best_game()
    if g is None:
        return None
    if not g.won:       # no win yet: the highest score, never "Best game" over a loss (F009)
        return t("profile.top", score=g.score, other=g.best_other, day=day_text(g.when))
    if len(g.levels) == 1 and g.players <= 2:       # the one opponent (or the automaton)
        # the one opponent's level (at a table of several, the best other score may be
        # another's, so no level is named beside it: F010)
        return t("profile.best_vs", score=g.score, other=g.best_other,
                 level=level_name(g.levels[0]), day=day_text(g.when))
    return t("profile.best", score=g.score, other=g.best_other, day=day_text(g.when))
