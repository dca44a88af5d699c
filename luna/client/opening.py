"""Opening a game at this screen: a new or loaded game gets its `LocalTable` (seats from
its header, autosave) and the game screen; a damaged save shows its error instead."""

from __future__ import annotations

from pathlib import Path

from .. import autosaves
from ..engine import Game, new_game
from ..files import damaged, take_notes
from ..saves import (
    SaveError,
    hints_read,
    open_checked,
    read_save,
    reasons_read,
    tutorial_path,
)
from ..seats import seats_of
from ..text import seat_names, t
from .board import backdrop
from .tables.local import LocalTable


def open_game(app, game: Game, autosave: bool = True, tutorial: bool | dict = False,
              reasons: dict[int, dict] | None = None,
              hints: dict[int, dict] | None = None) -> None:
    """Open the game screen for `game`, autosaving every command (not for a one-off
    screenshot, which must never overwrite the player's autosave). A `tutorial` game
    gets the guided game's table (a dict: what its save remembers beside the log);
    `reasons`: the computers' reasons a resumed game's save kept (its log's why lines),
    `hints`: the Hints it kept as shown (its lessons weigh them)."""
    if app.save_problem:
        autosave = False                  # saves are off; the window says so
    speak_names(game)
    cls, path = LocalTable, None
    guided = tutorial is not False       # {} too: a guided game whose notes were damaged
    if guided:
        from .learn.guided_table import TutorialTable
        cls, path = TutorialTable, tutorial_path(app.save_dir)
    elif autosave:      # this window's autosave (luna/autosaves.py; None: others keep all)
        path = autosaves.kept(app.save_dir, playing=True)
        if path is not None:
            autosaves.keep_aside(path, {"header": game.header, "log": game.log})
    table = cls(game, seats_of(game.header), thinker=lambda: app.thinker,
                settings=app.settings, autosave_to=path if autosave and path else None,
                reasons=reasons, hints=hints)
    if guided:
        table.restore(tutorial if isinstance(tutorial, dict) else None)
    app.goto("game", table)
    backdrop.forget()               # the menus' picture: drawn again for them


def speak_names(game: Game) -> None:
    """A saved game's default names ("Yellow", "Gelb") in the player's language now; a
    name a person typed stays. The header too, so an undo's replay keeps them."""
    names = seat_names(game.header["names"], game.header["colours"])
    if names == list(game.header["names"]):
        return
    game.header["names"] = names
    if isinstance(game.header.get("start"), dict) and "names" in game.header["start"]:
        game.header["start"]["names"] = list(names)
    game.state.names = list(names)


def was_dealt(game: Game) -> bool:
    """A game dealt from a seed (not one continued from a position): it can be dealt
    again."""
    return game.header.get("setup") in ("intro", "random")


def deal_again(game: Game, seed: int) -> Game | None:
    """Play again: a new deal (`seed`) for the same seats, names, colours, levels, setup
    and options; None for a game that was not dealt (`was_dealt`)."""
    h = game.header
    if not was_dealt(game):
        return None
    seats = [{"kind": s["kind"]} if s.get("kind") == "human" else
             {**s, "seed": seed + p} for p, s in enumerate(h["seats"])] \
        if h.get("seats") else None
    return new_game(players=h["players"], seed=seed, setup=h["setup"],
                    solo_level=h.get("solo_level"), colours=list(h["colours"]),
                    names=list(h["names"]), options=dict(h.get("options") or {}), seats=seats)


def open_save(app, path: Path, autosave: bool = True) -> bool:
    """Load a save into the game screen through the files' boundary (saves.open_checked):
    a damaged save is set aside and said; one that is only partly damaged opens with its
    commands; a save of a newer Luna (or none) is explained and changes nothing."""
    try:
        opened = open_checked(path)
    except SaveError as exc:
        opened, problem = None, str(exc)
    else:
        problem = None
    if opened is None:
        notes = take_notes()
        if problem is None:
            problem = " ".join(set_aside_words(n) for n in notes) or t("load.error")
        if not app.scenes:                      # the first screen: the menu under it
            app.open("menu")
        app.open("message", t("load.error"), problem)
        app.sounds.play("error")
        return False
    doc, game = opened
    app.tell_set_aside()
    open_game(app, game, autosave, tutorial=doc["tutorial"] if "tutorial" in doc else False,
              reasons=reasons_read(doc), hints=hints_read(doc))
    return True


DEFAULTED = ("settings", "known_relays")     # files whose defaults stand in for them


def set_aside_words(note) -> str:
    """One sentence for a file set aside (luna/files.py), in the player's language: the
    defaults are said to stand in only for a file that has them (settings, known relays),
    never for a save or a profile."""
    kept = note.kept.name if note.kept else note.path.name
    key = "files.recovered" if note.recovered else \
        "files.set_aside" if note.kind in DEFAULTED else "files.set_aside_kept"
    return t(key, file=note.path.name, kept=kept)


def last_played(folder: Path) -> Path | None:
    """What Continue resumes (`last_game`'s file)."""
    last = last_game(folder)
    return last[0] if last else None


def last_game(folder: Path) -> tuple[Path, dict] | None:
    """What Continue resumes: the newest unfinished game, the autosave, one of this
    screen's LAN games or a game moved aside from the autosave, with its checked save
    map (read, not set aside: that waits for Continue itself). Of the autosaves, the one
    of the game played in this window; before it played one, any no other window keeps
    (luna/autosaves.py). An autosave whose content is damaged is set aside here and said:
    left, Continue stood greyed with no word and the next new game wrote over it."""
    mine = autosaves.played(folder)     # the game played in this window, else any left
    candidates = [mine] if mine else [     # by a window now closed
        p for p in autosaves.autosaves_in(folder) if not autosaves.kept_elsewhere(p)]
    candidates += [p for p in Path(folder).glob("lan-*.luna")    # (never the guided
                   if not p.stem.endswith("-previous")]           # game: Learn to play's)
    candidates += list(Path(folder).glob("luna-*.luna"))   # a game another took the
    #                             autosave from (autosaves.keep_aside), or saved so named
    best: tuple[float, Path, dict] | None = None
    for p in candidates:
        try:
            when = p.stat().st_mtime
            if best is not None and when <= best[0]:
                continue
            doc = read_save(p)
        except SaveError as exc:
            if exc.damaged and autosaves.number(p) is not None:
                damaged("autosave", p, exc.problem)
            continue
        except OSError:
            continue
        if not (doc.get("info") or {}).get("final"):
            best = (when, p, doc)
    return best[1:] if best else None


def continue_last(app) -> bool:
    """Continue: the last game played, a LAN table included (its host reopens it, a
    guest goes back to the address it joined); never the guided game, which keeps its
    own save and is resumed by Learn to play only."""
    path = last_played(app.save_dir)
    if path is None:
        return False
    if path.name.startswith("lan-"):
        from .tables.lan_open import go_back
        return go_back(app, path)
    if autosaves.number(path) is not None:
        autosaves.take(path)        # its autosave is this window's now: the game goes on in it
    return open_save(app, path)


def open_tutorial(app) -> None:
    """"Learn to play": resume the guided game from its own save, else start it."""
    from .learn.lessons import tutorial_game
    path = tutorial_path(app.save_dir)
    try:
        doc = read_save(path)
    except (SaveError, OSError):
        doc = {}
    if "tutorial" in doc and not (doc.get("info") or {}).get("final") \
            and open_save(app, path):
        return
    open_game(app, tutorial_game(offered_names(app, ["yellow"])[0]), tutorial=True)


def offered_names(app, colours) -> list[str]:
    """The names a dialog that asks them offers, seat by seat: those typed last (the
    settings' `names`, checked where the settings are read), else the seat's colour's
    own name in the language of the day (F382). Every dialog that asks names offers them
    so (New game, Solo)."""
    typed = list(app.settings.names) + [None] * len(colours)
    return [typed[p] or t(f"colour.{c}") for p, c in enumerate(colours)]
