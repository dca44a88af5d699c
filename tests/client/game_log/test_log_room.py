"""The game log in the panel reads (round 4, t14/t76: an empty band over its entries;
s03_game1024: its words about 10 px at 1024x700): its entries stand from the top of the
room they have, the newest whole entries that fit, and its words are at least 12 px at
every window size. Drawn by the real loop at normal speed."""

from __future__ import annotations

import random
import time

import pygame
import pytest
from layout_check import draw_recorded
from test_board_look import midgame

from luna.client.board.targets import LogLine, Player
from luna.client.demo.driver import click, frames, make_app, target_rect, wait_frames
from luna.client.game import log_page, tray_lay, tray_open
from luna.client.game.intents import BackToPresent, LookBack
from luna.client.opening import open_game
from luna.client.window import fonts
from luna.engine import new_game
from luna.seats import LEVELS
from luna.text import t


@pytest.mark.parametrize("size,code", [((1024, 700), "de"), ((1280, 800), "en"),
                                       ((1920, 1080), "de")], ids=str)
def test_the_logs_entries_stand_from_its_top_in_words_of_12_px(tmp_path, size, code):
    app = make_app(tmp_path, speed="normal", size=size)
    app.settings.language = code
    app.save_settings()
    bad = []
    for seed, moves in ((3, 40), (3, 41), (5, 60), (6, 100), (8, 70), (11, 33)):
        g = new_game(players=4, seed=seed, setup="intro", seats=[{"kind": "human"}] * 4)
        rng = random.Random(seed)
        for _ in range(moves):
            g.apply(rng.choice(g.legal()))
        open_game(app, g, autosave=False)
        frames(app, 20)
        rec = draw_recorded(app)
        r = app.scene.panel.log_rect
        head = next(d for d in rec.texts if d.words == t("panel.log") and r.collidepoint(
            d.rect.topleft))
        lines = [d for d in rec.texts if r.contains(d.rect) and d.rect.top >= head.rect.bottom]
        assert len(lines) >= 3, f"{seed}/{moves}: the log shows {len(lines)} lines"
        small = [d for d in lines if d.size < 12]
        if small:
            bad.append(f"{seed}/{moves}: {small[0].words!r} at {small[0].size} px")
        gap = min(d.rect.top for d in lines) - head.rect.bottom
        if gap > 10:
            bad.append(f"{seed}/{moves}: an empty band of {gap} px over the log's lines")
        if max(d.rect.bottom for d in lines) > r.bottom:
            bad.append(f"{seed}/{moves}: a line runs under the log's foot")
    assert not bad, "\n".join(bad)


def test_a_small_window_with_four_players_and_large_words_keeps_room_for_moves(tmp_path):
    """Fresh9 (m19): 1024x700, German, 4 players, text at 150 %: the log had room for one
    entry (three rows), the other players' moves went unseen. The cards close up: at
    least five rows of the log (two or three moves), the cards whole, apart, over it."""
    app = make_app(tmp_path, speed="normal", size=(1024, 700))
    app.settings.language = "de"
    g = new_game(players=4, seed=5, setup="intro", seats=[{"kind": "human"}] * 4)
    rng = random.Random(5)
    for _ in range(30):
        g.apply(rng.choice(g.legal()))
    bad = []
    for percent in (125, 150):
        app.settings.text_size = percent
        app.save_settings()
        open_game(app, g, autosave=False)
        frames(app, 20)
        rec = draw_recorded(app)
        sc = app.scene
        r = sc.panel.log_rect
        head = next(d for d in rec.texts if d.words == t("panel.log") and r.collidepoint(
            d.rect.topleft))
        lines = [d for d in rec.texts if r.contains(d.rect) and d.rect.top >= head.rect.bottom]
        row = sc.panel.log_row_height()
        room = (r.bottom - 4 - min((d.rect.top for d in lines), default=r.bottom)) // row
        if room < 5 or len({d.rect.top for d in lines}) < 3:     # (at 150 % it had 3 rows:
            bad.append(f"{percent} %: the log has room for {room} rows, shows "   # one move)
                       f"{len(lines)} lines")
        cards = sorted((rect for rect, tg in sc.board.hits if isinstance(tg, Player)),
                       key=lambda c: c.y)
        panel = pygame.Rect(sc.lay.panel)
        for a, b in zip(cards, cards[1:], strict=False):
            if a.bottom > b.top:
                bad.append(f"{percent} %: cards {a} and {b} overlap")
        if cards[-1].bottom > head.rect.top or not all(panel.contains(c) for c in cards):
            bad.append(f"{percent} %: a card over the log or out of the panel")
        inside = [d for d in rec.texts if any(c.colliderect(d.rect) for c in cards)]
        if any(not any(c.contains(d.rect) for c in cards) for d in inside):
            bad.append(f"{percent} %: a card's words cut by its edge")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("size,code,text_size,players", [
    ((1280, 800), "fr", 150, 4), ((1024, 700), "fr", 125, 4), ((1024, 700), "en", 150, 3),
    ((1920, 1080), "en", 150, 4),
    pytest.param((1920, 1080), "de", 100, 4, marks=pytest.mark.xfail(
        strict=True, reason="F105 open: the cards closed up turn a line each as a tray "
        "opens, to keep the latest two entries under the steady tray")),
    ((1024, 700), "de", 100, 4)],
    ids=str)
def test_beside_the_fullest_tray_the_latest_entry_reads_whole(tmp_path, size, code,
                                                             text_size, players):
    """All five fresh players (1280x800 at 150 %, 1024x700 at 125 %; at 1920x1080 and
    1024x700 at 100 % the tray took the log's whole room): while a tray stood, the log
    under it was one line cut with "…" or none, nobody could see what just happened. Under
    the fullest tray the latest entry stands whole (wrapped, no "…"), drawn; the cards'
    names no smaller than the log's words; where the cards stand as a scoreboard, a tray
    moves none of them."""
    from test_action_area import _fullest, seeded_panel

    from luna.client.board.targets import LogLine
    from luna.client.game.panel import LOG_LEAST
    from luna.client.window import fonts
    app = seeded_panel(tmp_path, size, code, text_size, players)
    sc = app.scene
    cards = sorted((r for r, tg in sc.board.hits if isinstance(tg, Player)), key=lambda c: c.y)
    _fullest(app)
    frames(app, 10)
    assert sc.ring is not None
    rec = draw_recorded(app)
    latest = len(sc.log.lines) - 1
    box = next((pygame.Rect(r) for r, tg in sc.board.hits if tg == LogLine(latest)), None)
    assert box is not None and box.top >= sc.ring.rect.bottom, (box, sc.ring.rect)
    words = [d for d in rec.texts if box.contains(d.rect)]
    assert " ".join(d.words for d in words).split() == sc.log.lines[latest][0].split(), \
        [d.words for d in words]
    assert box.bottom <= sc.panel.log_rect.bottom
    lit = sum(max(app.screen.get_at((x, words[-1].rect.centery))[:3]) > 150
              for x in range(box.x, box.right))
    assert lit > 10, "its words are drawn"
    now = [r for r, tg in sc.board.hits if isinstance(tg, Player)]
    names = [d for d in rec.texts if d.words in sc.snap["names"]
             and any(c.contains(d.rect) for c in now)]
    assert len(names) == players and min(d.size for d in names) >= fonts.px(LOG_LEAST), \
        [(d.words, d.size) for d in names]
    if tray_lay.steady_form(sc.acting, tray_open.tray_view(sc), sc.guide):
        assert sorted((r for r, tg in sc.board.hits if isinstance(tg, Player)),
                      key=lambda c: c.y) == cards
    fonts.set_text_size(100)


def test_a_tall_panels_log_early_in_the_game_is_no_large_empty_box(tmp_path):
    """Fresh players at 1920x1080: early in the game the log stood as a large dark box
    round one line. Its page ends a few rows under its entries, the glass under it bare
    but for a faint moon; once the game has told more, the page runs to the log's foot
    and the moon is gone under it."""
    from test_ring_form import midgame as seeded_game
    app = make_app(tmp_path, speed="normal", size=(1920, 1080))
    g = new_game(players=4, seed=7, setup="intro", seats=[{"kind": "human"}] * 4)
    open_game(app, g, autosave=False)
    frames(app, 20)
    sc, screen = app.scene, app.screen
    r, panel = sc.panel.log_rect, pygame.Rect(sc.lay.panel)
    row = sc.panel.log_row_height()
    rec = draw_recorded(app)
    lines = [d for d in rec.texts if r.contains(d.rect) and d.words != t("panel.log")]
    assert lines and r.bottom - max(d.rect.bottom for d in lines) > 8 * row   # (early)
    low = range(max(d.rect.bottom for d in lines) + 4 * row, r.bottom - 4)

    def bare(x: int, y: int) -> bool:
        """The panel's glass alone there (as beside the log, where nothing stands)."""
        a, b = screen.get_at((x, y)), screen.get_at((panel.x + 4, y))
        return all(abs(p - q) <= 3 for p, q in zip(a[:3], b[:3], strict=True))
    assert all(bare(r.x + 12, y) and bare(r.right - 12, y) for y in low), \
        "the log's page runs on under its entries"
    moon = {y for y in low for x in range(r.centerx - r.w // 8, r.centerx + 1, 3)
            if not bare(x, y)}
    assert len(moon) > 2 * row, "no moon in the empty glass"
    open_game(app, seeded_game(7, 60, players=4), autosave=False)      # later: a full log
    frames(app, 20)
    r = app.scene.panel.log_rect
    assert not bare(r.x + 12, r.bottom - 8), "the page does not reach the log's foot"


@pytest.mark.parametrize("size,code", [((1280, 800), "fr"), ((1024, 700), "de")], ids=str)
def test_under_the_fullest_tray_of_the_game_a_log_row_stays(tmp_path, size, code):
    """The tours at 1280x800, French, and 1024x700, German, 150 %, three players in round
    3: an island of eight actions filled the panel's whole action area, not a
    line of the log under it. The scoreboard's cards stand smaller for it (their names
    never smaller than the log's words): under the fullest tray this game can show, a row
    of the log's room stays; a tray opened shows the log's latest lines under it. In the
    smallest window at 150 % a tile's − / + and favour chip come first (fresh players met
    12 px ones): three rows of tiles with them at full size take most of the area there;
    a tray of fewer tiles (the candles') stands in the same glass as the fullest (issue 51:
    one tray size on every island) and the log's latest lines show under it."""
    from test_action_area import _fullest
    from test_ring_form import midgame as seeded_game

    from luna.client.board.targets import Candles
    from luna.client.game.panel import LOG_LEAST
    from luna.client.game.tray_grid import most_actions
    from luna.client.window import fonts
    app = make_app(tmp_path, speed="normal", size=size)
    app.settings.language = code
    app.settings.text_size = 150
    app.save_settings()
    g = seeded_game(7, 120, players=3)
    acting = dict(g.snapshot(), phase="actions")
    assert max(most_actions(acting, p) for p in range(3)) >= 8
    open_game(app, g, autosave=False)
    frames(app, 20)
    sc = app.scene
    _fullest(app)
    frames(app, 5)
    ring, row = sc.ring, sc.panel.log_row_height()
    assert ring is not None and len(ring.actions) < 8 and not ring.short
    if size[0] > 1024:
        assert sc.panel.log_rect.bottom - 4 - (ring.fullest.bottom + 8) >= row, \
            (ring.fullest, sc.panel.log_rect)
    else:
        assert min(r.w for r, _, p in ring.parts if p != "card") >= 21, ring.parts
        tray_open.close_tray(sc)
        click(app, target_rect(sc, Candles()).center)
        frames(app, 10)
        app.mouse = (2, 2)
        frames(app, 3)
        ring = sc.ring
        assert ring is not None and len(ring.actions) < 3 and ring.rect == ring.fullest
    rec = draw_recorded(app)
    under = [d for d in rec.texts if sc.panel.log_rect.contains(d.rect)
             and d.rect.top >= ring.rect.bottom]
    assert under, "no log line under the tray"
    cards = [r for r, tg in sc.board.hits if isinstance(tg, Player)]
    names = [d for d in rec.texts if d.words in sc.snap["names"]
             and any(c.contains(d.rect) for c in cards)]
    assert len(names) == 3 and min(d.size for d in names) >= fonts.px(LOG_LEAST)
    fonts.set_text_size(100)


@pytest.mark.parametrize("size,code,text_size,players", [
    ((1024, 700), "de", 150, 3), ((1024, 700), "fr", 150, 3), ((1024, 700), "de", 100, 3),
    ((1280, 800), "de", 150, 4), ((1280, 800), "fr", 150, 3), ((1280, 800), "fr", 100, 4),
    ((1280, 800), "de", 150, 3), ((1024, 700), "fr", 100, 4)], ids=str)
def test_under_a_tray_the_latest_two_entries_stand_whole(tmp_path, size, code, text_size,
                                                        players):
    """Fresh players at 150 % (German, 1024x700 and 1280x800): under an open tray the log
    was one line cut short ("Blau rückt im Priesterrat au…"), and the scoreboard's foot
    ran into its influence figures ("Priesterrat 7" under "16"). With the fullest tray
    open the latest two entries stand whole under it (every word, in its rows, inside
    the log's area; at 1024x700 and 150 % the latest), no line of the log is cut, and
    nothing in the panel overlaps."""
    from layout_check import panel_problems
    from test_action_area import _fullest, seeded_panel

    from luna.client.window import fonts
    app = seeded_panel(tmp_path, size, code, text_size, players)
    scene = app.scene
    _fullest(app)
    frames(app, 5)
    rec = draw_recorded(app)
    fonts.set_text_size(100)
    r, tray = scene.panel.log_rect, scene.ring.rect
    under = sorted((d for d in rec.texts if d.rect.colliderect(r) and d.rect.top >= tray.bottom),
                   key=lambda d: (d.rect.y, d.rect.x))
    shown = " ".join(d.words for d in under).split()
    whole = 0                         # the latest entries shown whole, newest first
    for entry in reversed(scene.log.lines):
        words = entry[0].split()
        if shown[len(shown) - len(words):] != words:
            break
        shown, whole = shown[:len(shown) - len(words)], whole + 1
    # the latest two; a 1024x700 window at 150 % under a tray of tiles whose badges are
    # as tall as its words has room for one row of the log: the latest entry's first
    # line, cut where it must (the whole entry is in the log once the tray closes)
    # (issue 21: at 1280x800 and 150 % the window's one tile form, the wide one, keeps
    # its height under the fullest tray: the latest entry whole, the one before where
    # the room holds it)
    tight = size[1] < 800 and text_size > 100
    snug = size[1] <= 800 and (text_size > 100 or players == 4)   # (1280x800, four
    #   players: the place's name over every tray, the log's heading over its latest entry)
    # the steady tray keeps a slot for every action kind, so at 1280x800, 150 % and four
    # players its glass leaves two rows: a German entry of three begins there, cut, and
    # stands whole once the tray closes (F072: one glass for every tray of a turn)
    tight = tight or (size[1] == 800 and text_size > 100 and players == 4)
    assert whole >= (0 if tight else 1 if snug else 2), \
        f"{whole} whole entries under the tray: {shown}"
    assert under, "no line of the log under the tray"
    assert all(r.contains(d.rect) for d in under), [d.rect for d in under]
    if not tight:
        assert not [d.words for d in under if d.words.endswith("…")]
    bad = panel_problems(scene, rec)
    assert not bad, "\n".join(bad)


def test_under_a_tray_in_a_small_window_at_150_the_latest_entry_begins(tmp_path):
    """Fresh players 91 and 92 (German, 1024x700, 150 %, four players): with a tray open
    the log vanished, a 64 px empty band under every tray (the latest entry three rows,
    its room two). Its beginning stands there now, to a word's end and "…" (no word cut),
    the band under it less than a row; whole in the log once the tray closes."""
    from test_action_area import _fullest, seeded_panel

    from luna.client.window import fonts
    app = seeded_panel(tmp_path, (1024, 700), "de", 150, 4)
    scene = app.scene
    _fullest(app)
    frames(app, 5)
    rec = draw_recorded(app)
    r, tray = scene.panel.log_rect, scene.ring.rect
    under = sorted((d for d in rec.texts if r.contains(d.rect) and d.rect.top >= tray.bottom),
                   key=lambda d: d.rect.y)
    latest = scene.log.lines[-1][0].split()
    fonts.set_text_size(100)
    assert under, "the log gone under the tray"
    shown = " ".join(d.words for d in under).split()
    assert shown[-1] == "…" and shown[:-1] == latest[:len(shown) - 1], (shown, latest)
    assert r.bottom - under[-1].rect.bottom < scene.panel.log_row_height(), \
        (under[-1].rect, r)
    tray_open.close_tray(scene)
    frames(app, 5)
    rec = draw_recorded(app)
    assert " ".join(d.words for d in sorted((d for d in rec.texts if r.contains(d.rect)),
                                            key=lambda d: d.rect.y)).endswith(
        " ".join(latest)), "the latest entry not whole once the tray closed"


def test_every_entry_the_log_shows_begins_where_it_begins(tmp_path, monkeypatch):
    """The log shows whole entries only: an entry wrapped over two rows is drawn with both
    or not at all (a lone "auf" stood at the top of the German log, the end of an entry
    whose beginning had scrolled away)."""
    app = make_app(tmp_path, speed="normal", size=(1024, 700), menu=False)
    open_game(app, midgame(), autosave=False)
    frames(app, 10)
    scene = app.scene
    entries = [line for line, _ in scene.log.lines]
    assert any(len(e) > 40 for e in entries)          # some wrap at this width
    drawn: list[str] = []
    in_log = []
    real_text, real_log = log_page.text, log_page.log

    def text(s, *a, **k):
        if in_log:
            drawn.append(s)
        return real_text(s, *a, **k)

    def log(*a, **k):
        in_log.append(1)
        try:
            return real_log(*a, **k)
        finally:
            in_log.clear()
    monkeypatch.setattr(log_page, "text", text)
    monkeypatch.setattr(log_page, "log", log)
    tops = set()
    for back in range(len(entries)):
        scene.panel.scroll = back
        drawn.clear()
        frames(app, 1)
        shown = [s for s in drawn if s.strip() and any(s in e for e in entries)]
        if not shown:
            continue
        tops.add(shown[-1])
        for before, row in zip([""] + shown[:-1], shown, strict=True):   # newest entry first
            if any(e.startswith(row) for e in entries):
                continue                  # an entry's first row
            assert any(before in e and e.find(row) > e.find(before) for e in entries), \
                f"scrolled back {back}: {row!r} is drawn without its entry's beginning"
    assert len(tops) > 3


def test_the_entry_looked_back_at_stands_in_the_log_from_its_beginning(tmp_path):
    """Where the log shows any line while looking back, the chosen entry is there, lit:
    its beginning rows (to a word's end and "…") where it is taller than the room (at
    1024x700, German, 150 % the room over the look back's box is a row or two, and a
    newer entry's first row stood in the place of a three-row entry). Each line of a
    game's log looked back at, on the real loop at normal speed."""
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de", text_size=150)
    try:
        g = new_game(players=4, seed=4, setup="intro", seats=[{"kind": "human"}] * 4)
        rng = random.Random(4)
        for _ in range(16):
            g.apply(rng.choice([c for c in g.legal() if c["type"] != "meditate"]
                               or g.legal()))
        open_game(app, g, autosave=False)
        frames(app, 30)
        scene = app.scene
        cut = 0
        for k, cause in enumerate(scene.log.causes):
            if cause is None:
                continue
            scene.play(LookBack(k))             # (what a click on line k does)
            frames(app, 3)
            assert scene.back is not None and scene.back.line == k
            shown = {tg.line: pygame.Rect(r) for r, tg in scene.board.hits
                     if isinstance(tg, LogLine)}
            if shown:
                assert k in shown, (k, scene.log.lines[k][0], sorted(shown))
                rec = draw_recorded(app)
                said = [d.words for d in sorted(rec.texts, key=lambda d: d.rect.y)
                        if shown[k].collidepoint(d.rect.center)]
                whole = scene.log.lines[k][0]
                assert said and whole.startswith(said[0].rstrip(" …")), (said, whole)
                cut += said[-1].endswith("…")
            scene.play(BackToPresent())
            frames(app, 2)
        assert cut, "no entry taller than the log's room here: the test sees nothing"
    finally:
        fonts.set_text_size(100)
        pygame.display.quit()


def log_rows(app) -> list:
    """The log's rows as drawn (its heading left out), top to bottom."""
    rec = draw_recorded(app)
    r = app.scene.panel.log_rect
    return sorted((d for d in rec.texts if r.contains(d.rect) and d.words.strip()
                   and d.words != t("panel.log")), key=lambda d: d.rect.top)


def test_scrolled_back_the_log_keeps_its_place_and_says_newer_moves_wait(tmp_path):
    """The log follows its newest entry unless scrolled back on purpose (it stopped at an
    older line with empty space under it, the latest moves hidden). Scrolled back, the
    lines read stay in sight while moves come, newer lines fill the log down to a mark
    that they wait below, and a click on it brings the newest back. On the real loop at
    normal speed, computers playing (1024x700, German, 150 %)."""
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de")
    app.settings.text_size = 150
    app.save_settings()
    seats = [{"kind": "human"}] + [{"kind": LEVELS[0], "seed": k} for k in (1, 2, 3)]
    game = new_game(players=4, seed=4, setup="intro", seats=seats)
    game.header["seats"] = seats
    rng = random.Random(4)
    while len(game.log) < 40 or game.to_move != 1 or game.snapshot()["phase"] != "actions":
        game.apply(rng.choice(game.legal()))
    open_game(app, game, autosave=False)
    scene = app.scene
    frames(app, 2)
    at = scene.panel.log_rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    for _ in range(2):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    frames(app, 2)
    read = [d.words for d in log_rows(app)][:3]
    moves = len(scene.game.log)
    end = time.monotonic() + 30
    wait_frames(app, lambda: scene.table.may_act and not scene.blocked
                or time.monotonic() > end, 40)
    assert scene.table.may_act and len(scene.game.log) > moves, "no computer moved"
    rows = log_rows(app)
    assert [d.words for d in rows][:3] == read, "the lines read slid away"
    mark = [d for d in rows if d.words == t("log.newer")]
    assert mark, "no mark that newer moves wait below"
    row_h = scene.panel.log_row_height()
    above = max(d.rect.bottom for d in rows if d is not mark[0])
    assert mark[0].rect.top - above <= row_h, "an empty row over the newer moves' mark"
    click(app, mark[0].rect.center)
    frames(app, 2)
    newest = scene.log.lines[-1][0]
    assert scene.panel.scroll == 0
    assert any(newest.startswith(d.words) for d in log_rows(app)), newest
    pygame.display.quit()
