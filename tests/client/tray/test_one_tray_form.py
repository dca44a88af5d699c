"""One tile form for every tray of a window (issue 21, fresh players in German at
1024x700 with 150 % text and in French at 1920x1080 with 125 %): the guided game showed
large two-column picture tiles, the real game three columns of ~11 px words at one click
and two wide columns at the next; in French four, two or three columns as the situation
went, so no button stayed in its place. On the real loop at normal speed, over the guided
game's steps and real games of two, three and four players: every tray of a window has
its tiles in the same columns, of one size and one form (fewer tiles where it has fewer
actions), its words at least 13 px at 150 % in the smallest window, none touching its
tile's border, no chip, − or + over the picture, a badge or another control."""

from __future__ import annotations

import pygame
import pytest
from guided_steps import NOTES, at_step
from layout_check import ring_recorded
from positions import play, random_moves
from test_tray_tiles import tray_position

from luna.client.board.targets import Player
from luna.client.demo.driver import click, frames, make_app, target_rect
from luna.client.game import tray_open
from luna.client.game.tray_slots import slots_reached
from luna.client.learn.lessons import STEPS
from luna.client.opening import open_game
from luna.client.window import fonts
from luna.text import t

AIR = 3          # px: a word's least room to its tile's border


def _trays(app, limit: int):
    """The trays of the lit places, each opened by a click as a person does."""
    scene = app.scene
    seen = 0
    for tg in sorted(scene.clickable, key=repr):
        if isinstance(tg, Player) or seen >= limit:
            continue
        tray_open.close_tray(scene)
        frames(app, 2)
        click(app, target_rect(scene, tg).center)
        frames(app, 6)
        app.mouse = (2, 2)
        frames(app, 3)
        if scene.ring is not None:
            seen += 1
            yield scene.ring
    tray_open.close_tray(scene)


def _faults(app, ring, where: str) -> list[str]:
    bad = []
    badges = list(ring.badge_rects)              # (as the frame drew them, on the screen)
    rec = ring_recorded(app, ring)
    names = {t(f"ring.{a.kind}"): card for a, card in zip(ring.actions, ring.cards,
                                                          strict=True)}
    for d in rec.texts:
        card = names.get(d.words)
        if card is None:
            continue
        if min(d.rect.left - card.left, card.right - d.rect.right) < \
                max(AIR, ring.form.margin):          # (7-8 px at 1920x1080)
            bad.append(f"{where}: {d.words!r} {d.rect} against its tile's border {card}")
    for i, b in enumerate(badges):            # a badge: inside its tile, clear of its
        card = next((c for c in ring.cards if c.colliderect(b)), None)   # border, of the
        if card is None or not card.inflate(-2 * AIR, -2 * AIR).contains(b):   # picture,
            bad.append(f"{where}: a badge {b} against its tile's border {card}")  # the word
            continue                                                   # and the others
        if b.colliderect(ring.picture_slot(card)) or b.colliderect(ring.word_slot(card)):
            bad.append(f"{where}: a badge {b} over its tile's picture or word")
        bad += [f"{where}: a badge {b} over a badge {o}" for o in badges[i + 1:]
                if b.colliderect(o)]
    for rect, k, part in ring.parts:
        if part == "card":
            continue
        card = ring.cards[k]
        if rect.colliderect(ring.picture_slot(card)):
            bad.append(f"{where}: a {part} {rect} over the picture")
        bad += [f"{where}: a {part} {rect} over a badge {b}" for b in badges
                if rect.colliderect(b)]
        bad += [f"{where}: a {part} {rect} over a {q} {r}" for r, j, q in ring.parts
                if j == k and q not in ("card", part) and rect.colliderect(r)]
    return bad


@pytest.mark.long
@pytest.mark.parametrize("size, lang, text_size, least", [
    ((1024, 700), "de", 150, 13), ((1280, 800), "en", 100, 12),
    ((1920, 1080), "fr", 125, 13)],
    ids=["1024x700-de-150", "1280x800-en-100", "1920x1080-fr-125"])
def test_every_tray_of_a_window_keeps_one_tile_form(tmp_path, size, lang, text_size, least):
    app = make_app(tmp_path, speed="normal", size=size, language=lang)
    app.settings.text_size = text_size
    app.save_settings()
    forms, bad, trays = {}, [], 0
    try:
        games = [(f"step {k + 1}", at_step(k), True) for k in range(len(STEPS))]
        games += [("four players", play(tray_position()[0]), False),
                  ("three players", random_moves(3, 1, 20), False),
                  ("two players", random_moves(2, 2, 30), False)]
        for name, game, guided in games:
            open_game(app, game, autosave=False,
                      **({"tutorial": {"seen": list(NOTES), "tips": True}} if guided else {}))
            frames(app, 10)
            for ring in _trays(app, 2):
                trays += 1
                where = f"{name}, {len(ring.actions)} tiles"
                sizes = {c.size for c in ring.cards}
                form = (ring.cols, tuple(sizes), ring.form, ring.word_size)
                forms.setdefault(form, where)
                if fonts.px(ring.word_size) < least:
                    bad.append(f"{where}: words of {fonts.px(ring.word_size)} px")
                bad += _faults(app, ring, where)
    finally:
        fonts.set_text_size(100)
    assert trays >= 10, trays
    assert len(forms) == 1, "\n".join(f"{f[:2]} {f[2].wide and 'wide' or ''} "
                                      f"{fonts.px(f[3])} px: {w}" for f, w in forms.items())
    assert not bad, "\n".join(bad[:20])


def nine_tiles(players: int):
    """Player 0 with the novice, Herbs and Tides favours, the Architect and the Apostate
    on the Shrine island where three of its novices stand: that island's tray holds nine
    tiles, the most a tray shows."""
    from positions import blank, give, isl, novices
    s = blank(players=players)
    shrine = isl(s, "shrine")
    novices(s, shrine, 0, active=3, inactive=1)
    s["architect"] = s["apostate"] = shrine
    give(s, 0, "novice", "herbs", "tides")
    return play(s), shrine


@pytest.mark.parametrize("players", [2, 4])
def test_the_fullest_tray_keeps_the_tile_form_inside_the_action_area(tmp_path, players):
    """The fullest tray (nine tiles) at 1024x700, German, 150 %: the window's tiles, words
    of 13 px and more, inside the panel's action area, over none of its buttons or cards
    (the cards a line each and, with four players, the turn line giving way: the tray
    took the Undo and Hint buttons' row)."""
    from luna.client.board.targets import Island
    from luna.client.game.ring_place import area
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de")
    app.settings.text_size = 150
    app.save_settings()
    try:
        forms = set()
        for game, shrine in (nine_tiles(players), (play(tray_position()[0]),
                                                   tray_position()[1]["shrine"])):
            open_game(app, game, autosave=False)
            frames(app, 20)
            scene = app.scene
            click(app, target_rect(scene, Island(shrine)).center)
            frames(app, 10)
            app.mouse = (2, 2)
            frames(app, 3)
            ring = scene.ring
            assert ring is not None
            forms.add((ring.cols, ring.tile, ring.form))
            assert fonts.px(ring.word_size) >= 13, ring.word_size
            log = area(pygame.Rect(scene.lay.panel), scene.panel.log_rect)
            assert log.contains(ring.rect), (ring.rect, log)
            assert ring.rect.bottom <= scene.lay.buttons_top, (ring.rect, scene.lay.buttons_top)
            cards = [pygame.Rect(r) for r, tg in scene.board.hits if isinstance(tg, Player)]
            assert cards and ring.rect.collidelist(cards) < 0, (ring.rect, cards)
            assert not _faults(app, ring, f"{players}p {len(ring.actions)} tiles")
        assert len(forms) == 1, forms
        assert len(scene.ring.actions) == slots_reached(scene.snap, scene.ring.me,
                                                        scene.ring.spare)   # (F131)
    finally:
        fonts.set_text_size(100)


@pytest.mark.parametrize("size", [(1024, 700), (1264, 760), (1280, 800), (1920, 1080)],
                         ids=str)
def test_a_windows_tray_stands_at_one_height_whatever_the_number_of_players(tmp_path,
                                                                          size):
    """With two players the tray stood lower in the panel than with three, so a hand
    used to the three-player tray aimed at the wrong tiles. In new games of two, three
    and four players in one window, each tray opened by a click on the real loop at
    normal speed: the tray's top and its tiles' stand at the same height, under every
    card, inside the panel's action area over the buttons. (At 1024x700 the four
    players' tray stands higher: lower, the log's last row would go under it, and the
    others' whole cards would have to become a scoreboard to rise to it.) A game of two
    is planned as one of three: its two cards spread down to three's top, and every
    tile of a kind stands where three's does (at 1264x760 two players' tray stood a
    card's height, 51 px, higher than three's: a remembered click hit Banish)."""
    from luna.client.board.targets import Island
    from luna.client.game.ring_place import area
    from luna.engine import new_game
    tops, tiles, bad = {}, {}, []
    for players in (2, 3, 4):
        app = make_app(tmp_path / str(players), speed="normal", size=size, menu=False)
        open_game(app, new_game(players=players, seed=1, setup="intro",
                                seats=[{"kind": "human"}] * players), autosave=False)
        frames(app, 10)
        scene = app.scene
        place = next(tg for tg in sorted(scene.clickable, key=repr) if isinstance(tg, Island))
        click(app, target_rect(scene, place).center)
        frames(app, 10)
        app.mouse = (2, 2)
        frames(app, 3)
        ring = scene.ring
        assert ring is not None, players
        tops[players] = (ring.rect.top, min(c.top for c in ring.cards))
        tiles[players] = {a.kind: tuple(c) for a, c in zip(ring.actions, ring.cards,
                                                             strict=True)}
        cards = [pygame.Rect(r) for r, tg in scene.board.hits if isinstance(tg, Player)]
        log = area(pygame.Rect(scene.lay.panel), scene.panel.log_rect)
        if not (cards and max(c.bottom for c in cards) <= ring.rect.top):
            bad.append(f"{players}p: the tray {ring.rect} over the cards {cards}")
        if not (log.contains(ring.rect) and ring.rect.bottom <= scene.lay.buttons_top):
            bad.append(f"{players}p: the tray {ring.rect} off the action area {log}")
    same = (2, 3) if size in ((1024, 700), (1264, 760)) else (2, 3, 4)
    assert len({tops[n] for n in same}) == 1, tops
    for n in same:
        bad += [f"{n}p: its {kind} tile at {rect}, {same[0]}p's at {tiles[same[0]][kind]}"
                for kind, rect in tiles[n].items()
                if tiles[same[0]].get(kind, rect) != rect]
    assert not bad, "\n".join(bad)


def test_the_windows_tray_top_is_found_between_the_games_own_ends(tmp_path):
    """F524: at 1280x800 in Dutch the tray stood at y 305 with two and four players and
    at 242 with three: the window's top was looked for only at each game's own top and
    highest reach, while all three stand whole from 256 to 275. The tops between are
    tried too: every number of players lays its fullest tray whole at the window's."""
    from luna.client.game import tray_top
    from luna.engine import new_game
    app = make_app(tmp_path, speed="normal", size=(1280, 800), language="nl", menu=False)
    open_game(app, new_game(players=3, seed=1, setup="intro",
                            seats=[{"kind": "human"}] * 3), autosave=False)
    frames(app, 2)
    view = tray_open.tray_view(app.scene)
    top = tray_top.window_top(view)
    panel = view.panel
    was = tray_top.saved(panel)
    try:
        owns = {n: tray_top._own(tray_top._probe_view(view, n)) for n in tray_top.PLAYERS}
        whole = {n: o.top == top or o.at(top) is not None for n, o in owns.items()}
    finally:
        tray_top.restore(panel, was)
    assert all(whole.values()), (top, whole)


def test_a_windows_trays_stand_alike_whatever_game_was_shown_before(tmp_path):
    """F709: in one window a game's tray and the planned move's help under it stood 32 px
    lower after a game in its preliminary round had been shown: the window's tray
    budget, found once for the window, was measured on the first game's panel (its
    statuses, the turn line's rows it had kept). A game shown after another in one
    window lays its panel as it does shown first."""
    from luna.client.game import tray_room, tray_top
    from luna.engine import new_game

    def shown(app, game) -> tuple:
        open_game(app, game, autosave=False)
        view = tray_open.tray_view(app.scene)
        return tray_room.tray_budget(view), tray_top.window_top(view)

    def game(players: int, preliminary: bool):
        return new_game(players=players, seed=1, setup="random" if preliminary else "intro",
                        seats=[{"kind": "human"}] * players)
    app = make_app(tmp_path, speed="normal", size=(1920, 1080), language="fr",
                   text_size=125, menu=False)
    try:
        tray_room._budgets.clear()
        tray_top._tops.clear()
        alone = shown(app, game(3, False))
        tray_room._budgets.clear()
        tray_top._tops.clear()
        shown(app, game(3, True))
        assert shown(app, game(3, False)) == alone
    finally:
        fonts.set_text_size(100)
