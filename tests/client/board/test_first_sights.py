"""Tips said the first time something stands on the board (game/first_sights.py): next
round's Moon Priestess, faint with a dashed line on her next island, was found only by
hovering it (F449). The first game opened says once where she stands and why, long
enough to read; never again, in this window or the next one on the same save folder.
The same tip then names the time markers and what they count (F728).
On the real loop at normal speed."""

from __future__ import annotations

import pygame
import pytest
from human import Person
from positions import blank, claim, empty_temple, play, random_moves, temple_novice

from luna.client.board.targets import Island
from luna.client.game import frame_state
from luna.client.game.first_sights import KEYS
from luna.client.opening import open_game
from luna.client.window.settings import load_settings
from luna.engine.rounds import priestess_next
from luna.text import island, t


def _opened(tmp_path, size, game, key: str) -> Person:
    """A person at `size` with `game` open on the board, the tips with `key` unsaid."""
    person = Person(tmp_path, size=size, menu=False)
    person.app.settings.tips_said = [k for k in KEYS if not k.startswith(key)]
    try:
        open_game(person.app, game, autosave=False)
        person.until(lambda: not person.scene.blocked, what="the board")
    except BaseException:
        person.close()
        raise
    return person


def test_next_rounds_moon_priestess_is_pointed_out_once(tmp_path):
    s = blank(players=3)
    nxt = priestess_next(s["round"], s["priestess"], 3)
    tip = t("tip.priestess_next.first", island=island(s["islands"][nxt]["kind"]), round=2,
            step=5) + " " + t("tip.time_markers.first", total=4)   # and the time markers
    for first in (True, False):
        person = Person(tmp_path, menu=False)
        # a new player's window: nothing said yet; the next one reads the folder's settings
        person.app.settings.tips_said = [] if first else load_settings(tmp_path).tips_said
        try:
            open_game(person.app, play(s), autosave=False)
            scene = person.scene
            person.until(lambda scene=scene: not scene.blocked, what="the board")
            person.wait(1.0)
            said = [m for m, _ in person.app.toasts if m == tip]
            assert said == ([tip] if first else []), person.app.toast_words()
            person.wait(5.0)                        # it stands to be read
            assert [m for m, _ in person.app.toasts if m == tip] == said
            person.app.toasts = []
            person.wait(0.5)                        # said once: not again this window
            assert tip not in [m for m, _ in person.app.toasts]
            assert "priestess_next" in load_settings(tmp_path).tips_said
        finally:
            person.close()


def test_the_first_tile_one_may_consecrate_is_pointed_out_once(tmp_path):
    """F834: a new player found the Consecration by chance in round 2-3. The first time
    the person to move may consecrate a tile of theirs (a seeded game played there), a
    tip says the Guardian has passed it and a click on its novice consecrates it; never
    again in the next window on the same save folder."""
    from positions import to_consecrate
    game = to_consecrate(players=3, seed=1)
    tile = next(c["tile"] for c in game.legal() if c["type"] == "consecrate")
    tip = t("tip.consecrate.first", tile=tile)
    _said_once(tmp_path, game, lambda: tip, "consecrate_ready")


def _said_once(tmp_path, game, tip_of, key: str, lang: str = "en") -> None:
    """The tip (`tip_of()`, in the window's language) said once at the person's turn in
    a window with `key` not yet said, and not in the next window on the same folder (the
    real loop at normal speed)."""
    for first in (True, False):
        person = Person(tmp_path, menu=False, language=lang)
        person.app.settings.tips_said = [k for k in KEYS if k != key] \
            if first else load_settings(tmp_path).tips_said
        try:
            open_game(person.app, game.clone(), autosave=False)
            scene = person.scene
            person.until(lambda scene=scene: not scene.blocked, what="the board")
            person.wait(1.0)
            tip = tip_of()
            said = [m for m, _ in person.app.toasts if m == tip]
            assert said == ([tip] if first else []), person.app.toast_words()
            assert key in load_settings(tmp_path).tips_said
        finally:
            person.close()


@pytest.mark.parametrize("lang", ["en", "de", "fr", "nl"])
def test_the_first_consecration_anyone_may_make_is_named_before_it_is_made(tmp_path, lang):
    """F1034: the computers consecrated for +6 each in round 1 while the person had not
    heard of the Consecration (the person's own tip comes with their own tile, later).
    The first time any player may consecrate (here another player's released tile, none
    of the person's), a tip at the person's turn names it with what it gains now (the
    value under the Guardian); never again in the next window on the same folder."""
    s = blank(players=3)
    released = next(i for i, e in enumerate(s["path"])
                    if i > s["guardian"] and "tile" in e)
    s["path"][released]["claimed_by"] = 1
    s["supply"]["novices"][1] -= 1
    game = play(s)
    points = s["path"][s["guardian"]]["guardian"]
    assert not any(c["type"] == "consecrate" for c in game.legal())     # not the person's
    _said_once(tmp_path, game, lambda: t("tip.consecration.first", points=points),
               "consecration", lang)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_first_warning_ring_on_the_persons_temple_novice_is_explained(tmp_path, lang):
    """The red ring on a temple novice of the person's (an opponent's next Consecration
    could expel it) said nothing until hovered, and the novice was expelled the next
    turn. The first time one stands, a tip says what it means: who may expel the novice
    on which field, by consecrating which tile (the engine's `consecration_threats`);
    never again in the next window on the same folder."""
    s = empty_temple(blank(4, seed=1))
    temple_novice(s, 5, 0)
    temple_novice(s, 23, 0)
    claim(s, 6, 1)
    game = play(s)
    assert game.to_move == 0
    _said_once(tmp_path, game,
               lambda: t("tip.threat.first", field=5, name=t("colour.red"), tile=6),
               "threat", lang)


def test_no_warning_tip_where_no_ring_stands(tmp_path):
    """A Book guards the person's novice beside the opponent's claimed tile: no ring, no
    tip, and the tip stays unsaid for a later ring."""
    s = empty_temple(blank(4, seed=1))
    temple_novice(s, 5, 0, book=True)
    claim(s, 6, 1)
    person = Person(tmp_path, menu=False)
    person.app.settings.tips_said = [k for k in KEYS if k != "threat"]
    try:
        open_game(person.app, play(s), autosave=False)
        person.until(lambda: not person.scene.blocked, what="the board")
        person.wait(1.0)
        assert person.scene.board.threatened == {}
        assert "threat" not in person.app.settings.tips_said
    finally:
        person.close()


def test_each_islands_first_tray_says_what_its_favour_does_and_how_it_is_taken(tmp_path):
    """F992: the Sailboat and Bribery islands' trays hold no tile of the island's own
    action; that their Favour tile brings it was learnt by chance. The first tray of a
    priest island (its tiles' badges said before, at the first tray of all) says in a
    tip that the Favour action there takes its favour and what that favour is for (its
    rule); the next tray of that island says it no more, another island's says its own.
    On the real loop at normal speed."""
    from luna.client.game.first_sights import FAVOUR_ISLANDS
    from luna.text import favour_use, kind
    game = random_moves(3, 1, 30)
    person = Person(tmp_path, menu=False)
    person.app.settings.tips_said = [k for k in KEYS if k not in FAVOUR_ISLANDS]
    try:
        open_game(person.app, game, autosave=False)
        scene = person.scene
        person.until(lambda: not scene.blocked, what="the board")
        person.wait(0.5)
        lit = sorted(tg for tg in frame_state.facts(scene).highlights
                     if isinstance(tg, Island))
        assert len(lit) >= 2, lit
        for n, tg in enumerate([lit[0], lit[0], lit[1]]):
            k = scene.snap["islands"][tg.island]["kind"]
            tip = t("tip.island_favour.first", island=island(k), kind=kind(k),
                    use=favour_use(k, scene.snap))
            person.app.toasts = []
            person.click_on(tg)
            assert scene.ring is not None, n
            person.wait(0.5)
            said = [m for m, _ in person.app.toasts if m == tip]
            assert said == ([] if n == 1 else [tip]), (n, person.app.toast_words())
            assert f"island_favour.{k}" in load_settings(tmp_path).tips_said
            person.key(pygame.K_ESCAPE)
            person.wait(0.25)
    finally:
        person.close()


def test_the_first_tray_of_all_says_its_badges_and_leaves_the_favour_for_later(tmp_path):
    """One tip stands at a time: the very first tray says its badges; its island's
    favour is said at that island's next tray."""
    from luna.client.game.first_sights import FAVOUR_ISLANDS
    game = random_moves(3, 1, 30)
    person = Person(tmp_path, menu=False)
    person.app.settings.tips_said = [k for k in KEYS
                                     if k not in FAVOUR_ISLANDS and k != "tray_badges"]
    try:
        open_game(person.app, game, autosave=False)
        scene = person.scene
        person.until(lambda: not scene.blocked, what="the board")
        person.wait(0.5)
        tg = min(tg for tg in frame_state.facts(scene).highlights if isinstance(tg, Island))
        k = scene.snap["islands"][tg.island]["kind"]
        person.click_on(tg)
        person.wait(0.5)
        assert scene.tip_key == "tray_badges", scene.tip_key
        person.key(pygame.K_ESCAPE)
        person.wait(0.25)
        person.click_on(tg)
        person.wait(0.5)
        assert scene.tip_key == f"island_favour.{k}", scene.tip_key
    finally:
        person.close()


# what a player may do, in each language's words: a first-use tip names what is allowed,
# never what to do (F930: a tip that told to consecrate read as advice the Review then
# called the costliest move)
MAY = {"en": " may ", "de": " darfst ", "fr": " pouvez ", "nl": " mag "}


@pytest.mark.parametrize("code", sorted(MAY))
def test_the_consecration_tip_says_what_may_be_done_not_what_to_do(code):
    from luna.text import set_language
    set_language(code)
    try:
        tip = t("tip.consecrate.first", tile=7)
        assert MAY[code] in tip, tip
        assert not any(order in tip for order in ("click its novice to", "Klicke",
                                                   "cliquez", "om hem in te wijden")), tip
    finally:
        set_language("en")


def lit_places(scene) -> list[pygame.Rect]:
    """Where the board's places lit for a click stand (the frame's highlights): their hit
    regions, a lit island's whole box and its name plate."""
    lit = frame_state.facts(scene).highlights
    out = [pygame.Rect(r) for r, tg in scene.board.hits if tg in lit]
    for tg in lit:
        if isinstance(tg, Island):
            out.append(pygame.Rect(scene.lay.islands[tg.island]))
            out += [pygame.Rect(r) for r, i in scene.board.name_plates() if i == tg.island]
    return out


def tip_box(person: Person, tip: str) -> pygame.Rect | None:
    """The tip's box as drawn in the last frame (None: not drawn)."""
    app = person.app
    shown = app.scene.toasts_at.floating.shown(app.toasts, app.toast_words())
    boxes = dict(zip(reversed(shown), app.toast_rects, strict=False))
    return boxes.get(tip)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
@pytest.mark.parametrize("key", ["priestess_next", "tray_badges", "consecrate_ready",
                                 "island_favour"])
def test_a_tip_stands_off_the_lit_places_and_the_scoring_plates_and_goes_on_a_move(
        tmp_path, size, key):
    """F890: a first-use tip covered a lit island, the middle of the board or an island's
    scoring plate, and stood on while the player went on. While it stands (the pointer
    resting, then on the panel's buttons) it covers none of the places lit for a click
    nor any plate of the coming scoring; the person's move played, it goes. One waiting
    for room in the panel (a tray's tip under its tray, F1071) is never drawn meanwhile
    and stays for the panel's room after the move."""
    from positions import to_consecrate
    if key == "consecrate_ready":
        game = to_consecrate(players=3, seed=1)
    else:                           # a board well on in a game: little open water
        game = random_moves(3, 1, 30)
    person = _opened(tmp_path, size, game, key)
    try:
        scene = person.scene
        if key in ("tray_badges", "island_favour"):   # a tray opened: its tip
            person.wait(0.5)
            person.click_on(min(tg for tg in frame_state.facts(scene).highlights
                                if isinstance(tg, Island)))
        person.until(lambda: scene.tip_said in dict(person.app.toasts), what="the tip")
        tip, seen, waited = scene.tip_said, 0, 0
        for k, at in enumerate([None] * 12 + [b.rect.center for b in person.buttons()
                                                if b.is_enabled][:4]):
            if at is not None:
                person.point(at)
            person.wait(0.25)
            box = tip_box(person, tip)
            if box is None:
                waited += scene.toasts_at.floating.unseen
                continue
            seen += 1
            lit = lit_places(scene)
            plates = [r for r, _ in scene.board.stakes.values()]
            assert lit, lit
            assert box.collidelist(lit) < 0, (k, box, [r for r in lit if box.colliderect(r)])
            assert box.collidelist(plates) < 0, (k, box, plates)
        assert seen or waited, "the tip was never drawn"
        if tip in dict(person.app.toasts) and not scene.toasts_at.floating.unseen:
            cmd = next(c for c in scene.legal if c["type"] != "pass")
            assert scene.play(cmd)
            person.wait(0.25)
            assert tip not in dict(person.app.toasts), person.app.toast_words()
    finally:
        person.close()


@pytest.mark.parametrize("size, lang, text_size", [
    ((1024, 700), "en", 100), ((1024, 700), "de", 150), ((1280, 800), "fr", 125),
    ((1920, 1080), "en", 100)], ids=["1024x700-en-100", "1024x700-de-150",
                                      "1280x800-fr-125", "1920x1080-en-100"])
def test_a_tip_keeps_off_the_temple_and_the_lit_places_as_the_hint_speaks(
        tmp_path, size, lang, text_size):
    """F937: after H the Moon Priestess's tip left the panel, where the Hint's words
    came, for the middle of the board, over the temple's tiles and path. With the
    Hint's words standing (H pressed as the tip stands), the tip covers none of the
    temple's places (its fields, path, council, candles, jetty) nor the places lit; where
    it finds no such room it waits unseen, its time to read held, and a move played
    while it waits leaves it to be said again."""
    from luna.client.game.tip_clear import temple_places
    s = blank(players=3)
    person = Person(tmp_path, size=size, language=lang, text_size=text_size, menu=False)
    person.app.settings.tips_said = [k for k in KEYS if k != "priestess_next"]
    try:
        open_game(person.app, play(s), autosave=False)
        scene = person.scene
        person.until(lambda: not scene.blocked, what="the board")
        person.until(lambda: scene.tip_said in dict(person.app.toasts), what="the tip")
        tip = scene.tip_said
        person.key(pygame.K_h)
        person.until(lambda: scene.hints.shown(scene.game, scene.table) is not None,
                     what="the Hint's words")
        seen = waited = 0
        for k in range(8):
            left = dict(person.app.toasts)[tip] - person.app.now
            person.wait(0.25)
            box = tip_box(person, tip)
            if box is None:                     # waiting: its time held
                waited += 1
                assert not k or dict(person.app.toasts)[tip] - person.app.now >= \
                    left - 0.05, k                      # (from the frame it waits)
                continue
            seen += 1
            temple = temple_places(scene.board.hits)
            assert box.collidelist(temple) < 0, (k, box, [r for r in temple
                                                          if box.colliderect(r)])
            lit = lit_places(scene)
            assert box.collidelist(lit) < 0, (k, box, [r for r in lit if box.colliderect(r)])
        assert seen or waited > 4, (seen, waited)
        cmd = next(c for c in scene.legal if c["type"] != "pass")
        assert scene.play(cmd)
        person.wait(0.5)        # it goes; one that waited is said anew, the Hint's words
        # (the same tip by its key: one said in parts, F1085, comes again from its first)
        again = scene.tip_key == "priestess_next" and scene.tip_said in dict(person.app.toasts)
        assert again == bool(waited), (tip, person.app.toast_words())
    finally:                                                    # gone with the move
        person.close()


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_a_tip_keeps_off_the_islands_the_planned_move_uses(tmp_path, size):
    """F978: the Travel's first-use tip stood over the Book island the person's novices
    were sent from (only the group leaving was kept clear, and the lit islands were
    given up where the open water held no room). A tip keeps off the islands in use,
    the planned move's (where it sends from, where it has sent to), as firmly as off
    the islands' names: where the only room left on the board is over the island sent
    from, it stands elsewhere or waits. On the real loop."""
    from luna.client.game import toast_place
    game = random_moves(3, 1, 30)               # a board well on: little open water
    person = Person(tmp_path, size=size, menu=False)
    try:
        open_game(person.app, game, autosave=False)
        scene = person.scene
        person.until(lambda: not scene.blocked, what="the board")
        travel = next(c for c in scene.legal if c["type"] == "travel")
        source, dest = travel["moves"][0]["from"], travel["moves"][0]["to"]
        person.wait(0.5)
        person.click_on(Island(source))
        rect, _ = person.card("travel")
        person.flick(rect.center)
        assert scene.builder is not None and scene.builder.source == source
        person.click_on(Island(dest))          # one novice sent there
        assert scene.builder.moves, "nothing sent"
        person.wait(0.25)
        tip = t("tip.pick_up")
        view = scene.view(screen=person.app.screen.get_size(),
                          drawn_move=scene.plan_drawn.drawn)
        used = [pygame.Rect(scene.lay.islands[i]) for i in (source, dest)]
        # the board taken (a card over it) but for a band across the island sent from,
        # as wide as the island and a tip's width more: no room there misses the island
        board, island_ = pygame.Rect(scene.lay.board), used[0]
        wide = board.w * 3 // 5
        band = pygame.Rect(island_.x - wide // 2, island_.y, island_.w + wide, island_.h)
        band = band.clip(board)
        cover = [pygame.Rect(board.x, board.y, board.w, band.y - board.y),
                 pygame.Rect(board.x, band.bottom, board.w, board.bottom - band.bottom),
                 pygame.Rect(board.x, band.y, band.x - board.x, band.h),
                 pygame.Rect(band.right, band.y, board.right - band.right, band.h)]
        cover = [r for r in cover if r.w > 0 and r.h > 0]
        place = toast_place.ToastPlace()
        place.lit = set(scene.toasts_at.lit)
        placed = place.clear_of([tip], view, scene.board_play, None, None, None, cover)
        if placed:
            boxes = placed[1]
            assert all(b.collidelist(used) < 0 for b in boxes), (boxes, used)
    finally:
        person.close()


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)])
def test_a_first_tip_stands_docked_in_the_panel_off_the_board(tmp_path, size):
    """F1045: first-use tips stood over the islands the person was about to use or read.
    The Moon Priestess's tip (the first tip of a game) stands docked in the side panel,
    in the log's room under the players' cards, off the board; the log's lines give up
    their room under it; its close mark, clicked, closes it. On the real loop."""
    game = random_moves(3, 1, 30)               # a board well on: little open water
    person = Person(tmp_path, size=size, menu=False)
    person.app.settings.tips_said = [k for k in KEYS if k != "priestess_next"]
    try:
        open_game(person.app, game, autosave=False)
        scene = person.scene
        person.until(lambda: not scene.blocked, what="the board")
        person.until(lambda: scene.tip_said in dict(person.app.toasts), what="the tip")
        tip = scene.tip_said
        person.wait(0.5)
        box = tip_box(person, tip)
        panel = pygame.Rect(scene.lay.panel)
        islands = [pygame.Rect(r) for r in scene.lay.islands]
        assert box is not None and panel.contains(box), (box, panel)
        assert box.collidelist(islands) < 0, box
        assert box.top >= scene.panel.log_rect.top, (box, scene.panel.log_rect)   # (the
        #                                                     players' cards above it)
        person.wait(2.0)                        # it stands to be read, docked
        assert tip in dict(person.app.toasts) and tip_box(person, tip) == box
        close = scene.toasts_at.close
        assert close is not None and box.contains(close), (close, box)
        person.click(close.center)              # closed by its mark
        person.wait(0.25)
        assert tip not in dict(person.app.toasts), person.app.toast_words()
    finally:
        person.close()


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
@pytest.mark.parametrize("key, then", [("tray_badges", "close"), ("island_favour", "close"),
                                       ("tray_badges", "play")])
def test_a_trays_first_tip_never_stands_on_the_board_and_docks_once_there_is_room(
        tmp_path, size, key, then):
    """F1071: where the panel had no room under an open tray, the tray's first tip (its
    badges, an island's favour) fell back onto the board, over the island just opened or
    the temple. It is never drawn over the board: while the panel has no room it waits,
    its time to read held, kept said; the tray closed (`close`), it stands docked in the
    panel, off the board; its move played (`play`), it goes unseen and is kept unsaid
    (F1086: said after the move it read as about the next one, or the next person's).
    On the real loop at normal speed."""
    game = random_moves(3, 1, 30)               # a board well on: little open water
    person = _opened(tmp_path, size, game, key)
    try:
        scene = person.scene
        person.wait(0.5)
        person.click_on(min(tg for tg in frame_state.facts(scene).highlights
                            if isinstance(tg, Island)))
        person.until(lambda: scene.tip_said in dict(person.app.toasts), what="the tip")
        tip, board = scene.tip_said, pygame.Rect(scene.lay.board)
        panel = pygame.Rect(scene.lay.panel)
        assert scene.ring is not None, "no tray open"
        for k in range(12):                     # the tray open: docked, or waiting
            person.wait(0.25)
            box = tip_box(person, tip)
            assert box is None or (panel.contains(box) and not box.colliderect(board)), \
                (k, box, board)
            assert tip in dict(person.app.toasts), (k, person.app.toast_words())
        if then == "close":
            person.key(pygame.K_ESCAPE)
            person.until(lambda: scene.ring is None, what="the tray closed")
        else:
            cmd = next(c for c in scene.legal if c["type"] != "pass")
            assert scene.play(cmd)
        boxes = []
        for _ in range(16):
            person.wait(0.25)
            box = tip_box(person, tip)
            assert box is None or not box.colliderect(board), (box, board)
            boxes += [box] if box is not None else []
        said = load_settings(tmp_path).tips_said
        if then == "play":
            assert not boxes, ("said after the move", boxes)
            assert not any(k.startswith(key) for k in said), said      # (comes again)
            return
        assert boxes, ("the tip never stood", person.app.toast_words())
        assert all(panel.contains(b) for b in boxes), (boxes, panel)
        assert any(k.startswith(key) for k in said), said
    finally:
        person.close()


def test_a_tip_taller_than_the_panel_is_said_in_parts_docked_one_after_another(tmp_path):
    """A tip taller than the panel's whole tip slot (the Moon Priestess's with its time
    markers' sentence, at 1024x700 150 %) stood on the board. It is said in parts that
    each fit the slot, marked "1/2", "2/2", each standing its own time docked in the
    panel, off the board, the next after the one before; the close mark closes all. On
    the real loop at normal speed."""
    person = Person(tmp_path, size=(1024, 700), text_size=150, menu=False)
    person.app.settings.tips_said = [k for k in KEYS if k != "priestess_next"]
    try:
        open_game(person.app, play(blank(players=3)), autosave=False)
        scene = person.scene
        board, panel = pygame.Rect(scene.lay.board), pygame.Rect(scene.lay.panel)
        person.until(lambda: not scene.blocked, what="the board")
        person.until(lambda: scene.tip_said in dict(person.app.toasts), what="the tip")
        seen: list[str] = []
        for _ in range(120):                    # 30 s: every part in turn
            person.wait(0.25)
            said = [m for m, _ in person.app.toasts if m == scene.tip_said]
            box = tip_box(person, said[0]) if said else None
            assert box is None or panel.contains(box) and not box.colliderect(board), \
                (box, said)
            if box is not None and said[0] not in seen:
                seen.append(said[0])
        n = len(seen)
        assert n >= 2 and [w.split()[0] for w in seen] == \
            [f"{k}/{n}" for k in range(1, n + 1)], seen     # in order, each seen docked
        assert t("tip.time_markers.first", total=4) in " ".join(seen), seen
    finally:
        person.close()


def test_the_close_mark_closes_every_part_of_a_tip(tmp_path):
    """The close mark of a tip said in parts closes them all: the next part never comes."""
    person = Person(tmp_path, size=(1024, 700), text_size=150, menu=False)
    person.app.settings.tips_said = [k for k in KEYS if k != "priestess_next"]
    try:
        open_game(person.app, play(blank(players=3)), autosave=False)
        scene = person.scene
        person.until(lambda: not scene.blocked, what="the board")
        person.until(lambda: scene.tip_said in dict(person.app.toasts), what="the tip")
        person.wait(0.5)
        assert scene.tip_said.startswith("1/"), scene.tip_said
        close = scene.toasts_at.close
        assert close is not None, person.app.toast_words()
        person.click(close.center)
        for _ in range(60):                     # 15 s: no part stands again
            person.wait(0.25)
            assert not person.app.toasts, person.app.toast_words()
    finally:
        person.close()
