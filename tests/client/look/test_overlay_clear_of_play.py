"""Overlays never over the board's play (issue 21, "LOOKS >= 8 at every size"): a fresh
player (German, 1024x700, 150 % text, four players) saw the Hint's box and arrow, a
computer's caption and a 3-line "Nicht erlaubt ..." over the islands; an English one
(1280x800) the Hint's box over names and tiles. On the real loop at normal speed, in a
four-player game of random moves: the Hint, a refusal and a computer's caption each stand
inside the window, over no island's land (nor its sandbank), no name plate, and none of
them over another."""

from __future__ import annotations

import pygame
import pytest
from positions import random_moves
from test_island_crowd import sand_and_land

from luna import text as i18n
from luna.client.board.targets import Island
from luna.client.demo.driver import click, frames, make_app, wait_frames
from luna.client.game import hint_ask
from luna.client.game.choices import refused_here
from luna.client.opening import open_game
from luna.seats import LEVELS

CASES = [((1024, 700), 150, "de"), ((1280, 800), 100, "en")]


def _game(seed: int, moves: int):
    """Four players after `moves` random moves: the one to move a person, the others
    computers (Beginner)."""
    game = random_moves(4, seed, moves)
    me = game.to_move
    seats = [{"kind": "human"} if p == me else {"kind": LEVELS[0], "seed": p}
             for p in range(4)]
    game.header["seats"] = seats
    return game, me


def _app(tmp_path, size, text_size, lang):
    app = make_app(tmp_path, speed="normal", size=size, language=lang)
    app.worker_process = False
    app.settings.text_size = text_size
    app.settings.language = lang
    app.save_settings()
    i18n.set_language(lang)
    app.goto("menu")
    frames(app, 2)
    return app


def land_of(scene, size) -> pygame.mask.Mask:
    """Every priest island's land and sandbank on the window."""
    out = pygame.mask.Mask(size)
    for i in range(len(scene.lay.islands)):
        out.draw(sand_and_land(scene.board, scene.lay, scene.snap, i, size), (0, 0))
    return out


def _clear(scene, size, name: str, rect: pygame.Rect, others: dict) -> None:
    window = pygame.Rect((0, 0), size)
    assert window.contains(rect), (name, rect)
    box = pygame.mask.Mask(rect.size, fill=True)
    land = land_of(scene, size)
    over = land.overlap_area(box, rect.topleft)
    assert over == 0, f"{size}: the {name} {rect} over {over} px of an island's land"
    for plate, i in scene.board.name_plates():
        assert not rect.colliderect(plate), f"{size}: the {name} {rect} over island {i}'s name"
    for other, r in others.items():
        assert not rect.colliderect(r), f"{size}: the {name} {rect} over the {other} {r}"


def _mouse_off(app) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 2)


def _refused_at(scene, me) -> tuple[int, int]:
    """A point on an island (nothing of it over it) where the person may do nothing
    (none of the person's novices there)."""
    hits = list(scene.board.hits)
    for r, tg in hits:
        if not isinstance(tg, Island) or not refused_here(tg, scene.game, scene.snap, me):
            continue
        island = scene.snap["islands"][tg.island]
        if island["active"][me] or island["inactive"][me]:
            continue
        for y in range(r.top + 4, r.bottom - 4, 6):
            for x in range(r.left + 4, r.right - 4, 6):
                if next(t for q, t in reversed(hits) if q.collidepoint(x, y)) == tg:
                    return x, y
    raise AssertionError("no island to refuse")


def _standing(app, scene) -> dict[str, pygame.Rect]:
    """The overlays on the screen now: the Hint's words, the toasts, the caption."""
    out = {}
    if scene.view().hint is not None and scene.marks.label_rect is not None:
        out["Hint's words"] = pygame.Rect(scene.marks.label_rect)
    for k, r in enumerate(app.toast_rects):
        out[f"refusal {k}"] = pygame.Rect(r)
    caption = scene.show.caption
    if caption is not None and caption.rect is not None:
        out["caption"] = pygame.Rect(caption.rect)
    return out


def _all_clear(app, scene, size) -> dict[str, pygame.Rect]:
    shown = _standing(app, scene)
    for name, rect in shown.items():
        _clear(scene, size, name, rect, {k: r for k, r in shown.items() if k != name})
    return shown


@pytest.mark.parametrize("size,text_size,lang", CASES, ids=lambda c: str(c))
@pytest.mark.parametrize("seed,moves", [(3, 24), (8, 40), (15, 50)],
                         ids=["early", "later", "round2"])
def test_the_hint_a_refusal_and_a_caption_stand_clear_of_the_islands(
        tmp_path, size, text_size, lang, seed, moves):
    app = _app(tmp_path, size, text_size, lang)
    game, me = _game(seed, moves)
    open_game(app, game, autosave=False)
    scene = app.scene
    frames(app, 10)
    _mouse_off(app)
    hint_ask.ask_hint(scene)                                    # the Hint
    wait_frames(app, lambda: scene.view().hint is not None)
    frames(app, 20)
    assert "Hint's words" in _all_clear(app, scene, size)
    cmd = scene.hints.hint.command
    click(app, _refused_at(scene, me))                  # a refusal
    _mouse_off(app)
    frames(app, 4)
    assert any(k.startswith("refusal") for k in _all_clear(app, scene, size)), \
        "the refusal is said"
    hint_ask.ask_hint(scene)                                    # the Hint again, over it
    wait_frames(app, lambda: scene.view().hint is not None)
    frames(app, 4)
    shown = _all_clear(app, scene, size)
    assert "Hint's words" in shown and any(k.startswith("refusal") for k in shown), shown
    scene.table.apply(cmd)              # the person plays it; a computer answers
    wait_frames(app, lambda: scene.show.caption is not None
                and scene.show.caption.rect is not None, 40)
    frames(app, 12)
    assert "caption" in _all_clear(app, scene, size)
    click(app, _refused_at(scene, me))  # a refusal while the caption stands
    frames(app, 4)
    if scene.show.caption is not None:
        _all_clear(app, scene, size)
    pygame.display.quit()


def _hinted_then_travel(app, hint_cmd: dict):
    """The council game at 1920x1080 in French at 125 %, the Hint standing for
    `hint_cmd`; the person opens the tray of their novices on the first island and
    chooses Travel there (a move built on the board)."""
    from test_hint_place import council_game, hint_of

    from luna.client.board.targets import Group
    from luna.client.demo.driver import ring_card, target_rect
    game, me = council_game(6)
    hint_cmd = {**hint_cmd, "player": me}
    open_game(app, game, autosave=False)
    scene = app.scene
    frames(app, 6)
    _mouse_off(app)
    scene.hints.hint = hint_of(game, hint_cmd)
    frames(app, 10)
    assert scene.marks.label_rect is not None            # the Hint stands
    click(app, target_rect(scene, Group(0, me, "active")).center)
    frames(app, 6)
    assert scene.ring is not None and scene.marks.label_rect is not None   # its island
    click(app, ring_card(scene, "travel").center)
    frames(app, 6)
    assert scene.builder is not None and scene.builder.ctype == "travel"
    return scene


def test_the_hints_words_go_when_an_action_starts(tmp_path):
    """A French fresh player (1920x1080) saw the Hint's box stand on once its action was
    chosen (over an island's foot, as the move's words took the panel): the Hint says
    Travel and the person chooses Travel: its words go, its marks stay to show where.
    The Hint says Council and the person chooses Travel instead: its words and marks go,
    and are not back when the Travel is cancelled."""
    from luna.client.demo.driver import key
    app = _app(tmp_path, (1920, 1080), 125, "fr")
    scene = _hinted_then_travel(app, {"type": "travel", "moves": [
        {"from": 0, "to": 3, "count": 1}]})
    assert scene.marks.drawn, "its marks say where"
    assert scene.marks.label_rect is None, "the Hint's words stand on"
    scene = _hinted_then_travel(app, {"type": "council", "island": 0, "count": 2,
                                      "novice_token": False})
    assert scene.marks.label_rect is None and not scene.marks.drawn, "the Hint stands on"
    key(app, pygame.K_ESCAPE)
    frames(app, 6)
    assert scene.builder is None
    assert scene.marks.label_rect is None and scene.view().hint is None
    pygame.display.quit()
