"""The side panel's sweep: the panel's words at the window sizes, languages and text sizes
where they are tightest, each case on the real loop at normal speed, and every case's
screen keeps the rules every screen keeps (`layout_check.run_look`). Its named cases:

- turn-pill: where the turn line gives way (the fullest tray needs its rows), the "to
  move" pill stands on the mover's card before the favours held.
- turn-line: the turn line and the "to move" pill follow what the board shows: while
  another player's move plays, that player is the one named until it has been shown.
- menu-tip: the Menu button's hover text says what Esc does (the key and the menu it
  opens), stands whole in the window, and the key does it.
- supply: the person's supply stands at the round's heading's right end, tray or not,
  in one place with the same numbers; the turn line keeps its words either way.
- loaded-names: a loaded game's default names speak the window's language, a typed name
  stays; the thinking badge shows its word whole, its dots drawn.
- menu-not-lit: at a round's scoring the usable Menu stands on the greyed tools' ground
  (a lighter one reads as selected); the pointer on it lights it.
- speed-word: the speed button is its picture alone in every language (its word showed
  in English and not in German or French at the same window), the speed in its hover
  text.
- hint-scoring: the Hint's card whose reason carries the coming scoring's projection
  (F337: "…, but at the coming scoring this move gives Moon Priestess −6, …: −3 in all"),
  the longest a reason says, four players: the card stands in the panel's action area
  inside the window, each line within it, and where it says less than its whole words
  the pointer on it shows them whole, every word of them drawn inside the window.
- confirm-place: a planned Travel's Confirm and Cancel stand where the tray stood (in its
  glass, at its first row of tiles: where the hand just took the move), its words under
  them, over the toolbar.
- hint-short: the whole Hint (H, H again) on a card of six lines at most at 1280x800,
  its offered moves each on a line in its headline's form.
- hint-trial: the same of the longest reason drawn from the coach's trial games (where
  nothing the move does alone bears one out: the parts of the score its look-ahead
  games end ahead in, with their figures).
- favour-tokens: the person's four favours held all stand on their card, each at least
  16 px (12 px ones were not found), the "to move" pill giving way where the card has
  no foot; the pointer on one shows its hover text, in the window, naming it and what
  it is for, off its holder's card (what it explains).
"""

from __future__ import annotations

import time

import pygame
import pytest
from human import LOOK, STEP, Person
from layout_check import Look, draw_recorded, look_id, panel_problems, run_look
from positions import blank, give, isl, novices, play, random_moves
from test_action_area import _fullest
from test_board_look import midgame
from test_layout_hover import _move

from luna import text as i18n
from luna.client.board.targets import Group, Island, PanelItem, Player
from luna.client.demo.driver import click, frames, key, ring_card, target_rect, wait_frames
from luna.client.game.hint_card import ended
from luna.client.opening import open_game, open_save
from luna.engine import new_game
from luna.saves import save
from luna.seats import LEVELS
from luna.text import seat_names, set_language, t


def marked_card(app) -> int | None:
    """Whose card wears the "to move" pill, as drawn."""
    rec = draw_recorded(app)
    cards = [(r, tg.player) for r, tg in app.scene.board.hits if isinstance(tg, Player)]
    words = {t("panel.to_move"), t("panel.thinking").rstrip("… .")}
    for d in rec.texts:
        if d.words in words:
            return next((p for r, p in cards if r.collidepoint(d.rect.center)), None)
    return None


def fullest_tray(app, wait: int) -> tuple:
    """A four-player table whose mover's tray on the Book island is the fullest (nine
    tiles), opened by a click on their novices there: (scene, snapshot, mover)."""
    snap = blank(4)
    book = isl(snap, "book")
    snap["architect"] = snap["apostate"] = book
    me = snap["to_move"]
    give(snap, me, "herbs", "tides", "sailboat")
    novices(snap, book, me, active=3)
    open_game(app, play(snap), autosave=False)
    frames(app, 6)
    scene = app.scene
    click(app, target_rect(scene, Group(book, me, "active")).center)
    frames(app, wait)
    return scene, snap, me


def the_pill_says_whose_turn(app) -> None:
    scene, _, me = fullest_tray(app, 30)                    # a tray, then none
    key(app, pygame.K_ESCAPE)
    frames(app, 30)
    assert not scene.panel.turn_line and scene.ring is None
    assert marked_card(app) == me, "no pill on the mover's card"


def the_turn_line_names_the_move_shown(app) -> None:
    seats = [{"kind": LEVELS[0], "seed": k} for k in (1, 2, 3)] + [{"kind": "human"}]
    game = new_game(players=4, seed=4, setup="intro", seats=seats)
    game.header["seats"] = seats
    open_game(app, game, autosave=False)
    scene = app.scene
    names = scene.snap["names"]
    seen, ahead, lit, end = 0, 0, 0, time.monotonic() + 40
    while seen < 3 and time.monotonic() < end:
        frames(app, 1)
        mover = scene.show.mover()
        if mover is None or scene.summary is not None:
            continue
        seen += 1
        ahead += scene.game.to_move != mover        # the engine is on already
        assert scene.status_line() == t("turn_of", name=names[mover])
        marked = marked_card(app)
        assert marked in (mover, None), (marked, mover)
        lit += marked == mover
        frames(app, 20)
    assert seen >= 3 and ahead and lit, (seen, ahead, lit)


def the_menu_tip_says_what_esc_does(app) -> None:
    open_game(app, midgame(5, 40), autosave=False)
    frames(app, 4)
    scene = app.scene
    menu = scene.panel_buttons.buttons["menu"]
    _move(app, menu.rect.center)
    frames(app, 60)
    tip = app.ui.tips[-1] if app.ui.tips else None
    assert tip is not None and tip.rect is not None, "no hover text"
    words = tip.words
    assert words == i18n.t("btn.menu.tip"), words
    assert words.split()[0].rstrip(":") in ("Esc", "Échap"), words
    assert i18n.t("btn.menu").lower() in words.lower(), f"{words!r}: no menu"
    assert len(words.split()) >= 3, f"a bare key: {words!r}"
    assert pygame.Rect(app.screen.get_rect()).contains(tip.rect), tip.rect
    _move(app, (2, 2))
    key(app, pygame.K_ESCAPE)                 # and the key does what it says
    frames(app, 4)
    assert app.scene is not scene, "Esc opened no menu"


def _panel_top(app, me: int) -> tuple:
    """The supply's hit box, the words in it and every word over the players' cards."""
    scene = app.scene
    rec = draw_recorded(app)
    box = next((pygame.Rect(r) for r, tg in scene.board.hits if tg == PanelItem(me, "supply")),
               None)
    cards = min(r.top for r, tg in scene.board.hits if isinstance(tg, Player))
    panel = pygame.Rect(scene.lay.panel)
    over = sorted((d.words, tuple(d.rect)) for d in rec.texts
                  if panel.contains(d.rect) and d.rect.bottom <= cards)
    words = {d.words for d in rec.texts if box is not None and box.collidepoint(d.rect.center)}
    return box, words, over, rec


def the_supply_stands_in_one_place(app) -> None:
    """The start screen's game (a person and three computers at Initiate), at the
    person's first turn."""
    seats = [{"kind": "human"}] + [{"kind": "initiate", "seed": k} for k in (2, 3, 4)]
    game = new_game(players=4, seed=4, setup="intro", seats=seats)
    game.header["seats"] = seats
    open_game(app, game, autosave=False)
    scene = app.scene
    wait_frames(app, lambda: scene.table.may_act and not scene.show.busy, 60)
    frames(app, 10)
    me, snap = scene.game.to_move, scene.snap
    want = {f"×{snap['supply']['novices'][me]}", f"×{snap['supply']['shrines'][me]}"}
    box, words, over, _ = _panel_top(app, me)
    assert box is not None, "no supply in the panel without a tray"
    assert want <= words, (words, want)
    _fullest(app)
    frames(app, 5)
    assert scene.ring is not None and scene.ring.me == me
    tray = _panel_top(app, me)
    assert tray[:3] == (box, words, over), ("with a tray", tray[:3], (box, words, over))
    assert not box.colliderect(scene.ring.rect), (box, scene.ring.rect)
    bad = panel_problems(scene, tray[3])
    assert not bad, "\n".join(bad)
    key(app, pygame.K_ESCAPE)
    frames(app, 5)
    assert scene.ring is None
    assert _panel_top(app, me)[:3] == (box, words, over), "the tray closed"


def a_loaded_game_speaks_the_windows_language(app) -> None:
    """An English three-player game saved at a computer's turn, a name typed by a person,
    loaded in a German window."""
    game = new_game(3, seed=5, setup="intro", names=["Yellow", "Anna", "Blue"],
                    seats=[{"kind": "human"}, {"kind": "adept", "seed": 1},
                           {"kind": "human"}])
    while game.to_move != 1:
        game.apply(game.legal()[0])
    set_language("en")
    path = save(game, app.save_dir / "en.luna")
    set_language("de")                   # the window speaks German from here on
    assert open_save(app, path, autosave=False)
    scene = app.scene
    frames(app, 3)
    snap = scene.table.game.snapshot()
    assert snap["names"] == ["Gelb", "Anna", "Blau"]
    assert scene.table.thinking_for == 1
    rec = draw_recorded(app)
    words = [d.words.strip() for d in rec.texts]
    assert "Gelb" in words and "Blau" in words and "Anna" in words
    assert not {"Yellow", "Red", "Blue"} & set(words), words
    badge = scene.panel.badge_rect
    assert badge is not None, "Anna's card shows no thinking badge"
    said = [d for d in rec.texts if d.rect.colliderect(badge)]
    assert [d.words for d in said] == ["denkt nach"], said
    assert badge.contains(said[0].rect)
    # the dots are drawn in the pill, right of the word
    px = pygame.PixelArray(app.screen)
    try:
        right = [px[x, y] for x in range(said[0].rect.right + 2, badge.right - 2)
                 for y in range(badge.top + 2, badge.bottom - 2)]
    finally:
        px.close()
    assert len(set(right)) > 2, "no dots beside the word"


def _ground(person, name: str) -> tuple:
    b = person.scene.panel_buttons.buttons[name]
    return tuple(person.app.screen.get_at((b.rect.x + 5, b.rect.centery)))[:3]


def the_menu_is_not_lit_among_greyed_tools(person: Person) -> None:
    open_game(person.app, random_moves(4, 3, 35), autosave=False)   # round 1's last
    person.wait(1)
    person.point((10, 10))
    person.press(t("btn.meditate"))
    person.until(lambda: person.scoring_shown, 30, what="the round's scoring")
    person.wait(1.0)
    buttons = person.scene.panel_buttons.buttons
    assert not buttons["undo"].is_enabled and buttons["menu"].is_enabled
    assert _ground(person, "menu") == _ground(person, "undo") == _ground(person, "hint")
    person.point(buttons["menu"].rect.center)            # the pointer lights it
    person.wait(0.5)
    lit = _ground(person, "menu")
    assert sum(lit) > sum(_ground(person, "undo")) + 30, lit


def the_speed_is_its_picture_its_word_in_the_hover_text(app) -> None:
    open_game(app, midgame(5, 40), autosave=False)
    frames(app, 4)
    button = app.scene.panel_buttons.buttons["speed"]
    face = button.normal_images[0]            # what the button draws on its ground
    assert face.get_width() <= button.rect.h, \
        f"the speed button shows a word beside its picture ({face.get_width()} px)"
    _move(app, button.rect.center)
    frames(app, 60)
    tip = app.ui.tips[-1] if app.ui.tips else None
    assert tip is not None and t(f"speed.{app.settings.speed}") in tip.words, tip
    _move(app, (2, 2))


def the_hints_scoring_clause_stands_whole(person: Person) -> None:
    from luna.text.score_words import scoring_parts
    parts = {"priestess": -6, "apostate": 3, "temple": -1}      # every part, the longest
    whole = _the_hint_stands_whole(person, lambda cmd: {
        "term": "apostate", "value": 2.0, "island": cmd["island"], "tile": None,
        "count": 2, "ahead": None, "coming": {"parts": parts, "total": -4}})
    assert scoring_parts(parts) in whole, whole


def the_hints_trial_stands_whole(person: Person) -> None:
    """The longest reason drawn from the coach's trial games (judge.trial_reason) in the
    window's language: its two longest parts, ahead or behind, or the even case's one."""
    from luna.ai.trial import PARTS
    from luna.text.reason_words import trial_text
    from luna.text.score_words import points
    snap = {"round": 1}
    # (the others' influence is said only alone: beside a part of the mover's own, not)
    longest = sorted((k for k in PARTS if k != "others"),
                     key=lambda k: -len(t(f"hint.trial.part.{k}", points="+10", n=10)))
    tries = [{"term": term, "value": 3.0, "ahead": 1,
              "trial": {longest[0]: -10, longest[1]: 10}}
             for term in ("trial", "trial_behind")] + [
        {"term": "trial_even", "value": 0.0, "ahead": 1, "trial": {k: 10}} for k in PARTS] + [
        {"term": "trial", "value": 3.0, "ahead": 1, "trial": {"others": -10}}]
    why = max(tries, key=lambda w: len(trial_text(w, snap) or ""))
    whole = _the_hint_stands_whole(person, lambda cmd: why)
    (k, v), *_ = why["trial"].items()
    assert t("hint.trial.part." + k, points=points(v), n=abs(v))[:6] in whole, whole


def _the_hint_stands_whole(person: Person, why_of) -> str:
    """The Hint's card with the reason `why_of(command)` on a four-player board stands in
    the panel's action area inside the window, each line within it, and where it says
    less than its whole words the pointer on it shows them whole; its whole words."""
    from luna.client.board.marks import Hint
    from luna.client.game.hint_card import lines
    from luna.client.game.hinting import WORDS_SIZE
    from luna.client.window import fonts
    from luna.client.window.fonts import px
    game = random_moves(4, 3, 40)
    open_game(person.app, game, autosave=False)
    person.wait(1)
    scene = person.scene
    person.point((scene.lay.board[0] + 4, scene.lay.board[1] + 4))
    cmd = next(c for c in game.legal() if c["type"] == "appoint" and not c["bribe"])
    scene.hints.hint = Hint(cmd, len(game.log), why_of(cmd), 12.4)  # (the judge's answer)
    person.wait(0.5)
    whole = scene.hints.words(scene.hints.hint, scene.snap)
    box, said = scene.marks.label_rect, scene.marks.label
    window = person.app.screen.get_rect()
    assert box is not None and window.contains(box), box
    assert box.bottom <= scene.lay.buttons_top and box.colliderect(scene.lay.panel), box
    size = next(n for n in (WORDS_SIZE, 13, 12)          # each line within the card
                if len(lines(said, n, box.w - 2 * px(10))) * fonts.line_height(n) <= box.h)
    assert all(fonts.font(size).size(line)[0] <= box.w - 2 * px(10)     # (its paragraphs
               for line in lines(said, size, box.w - 2 * px(10))), said  # each wrapped)
    if said != ended(whole, whole):     # the whole words on hover, whole in the window
        person.point(box.center)
        person.wait(0.5)
        tip = scene.tip_rect
        assert tip is not None and scene.hints.tip, "the whole words stand"
        assert window.contains(tip) and not tip.colliderect(box), (tip, box)
        assert scene.marks.label_rect == box, "the card stays"
    return whole


def the_whole_hint_is_a_short_card(person: Person) -> None:
    """H, then H again: the whole Hint's card takes MOST_LINES lines at most (its
    headline, its offers, one line of why), every offered line in the headline's form."""
    from test_hint_card import drawn_lines

    from luna.client.game.hint_goal import SEEN
    from luna.client.game.hinting import MOST_LINES
    open_game(person.app, random_moves(3, 6, 40), autosave=False)
    person.wait(LOOK)
    scene = person.scene
    person.point((scene.lay.board[0] + 4, scene.lay.board[1] + 4))
    person.key(pygame.K_h)
    person.until(lambda: scene.hints.hint is not None, what="the Hint")
    if scene.view().hint_goal:
        person.wait(SEEN)
        person.key(pygame.K_h)
        person.until(lambda: not scene.view().hint_goal, what="the whole Hint")
    person.wait(1.0)
    said, box = scene.marks.label, scene.marks.label_rect
    assert box is not None and drawn_lines(said, box) <= MOST_LINES, said
    offered = [line for line in said.split("\n") if line[:2] in ("2:", "3:")]
    assert offered and all(" to " not in line for line in offered), said


def confirm_stands_where_the_tray_stood(app) -> None:
    scene, snap, _ = fullest_tray(app, 20)
    shrine = isl(snap, "shrine")
    glass, first = pygame.Rect(scene.ring.rect), pygame.Rect(scene.ring.cards[0])
    click(app, ring_card(scene, "travel").center)
    frames(app, 10)
    click(app, target_rect(scene, Island(shrine)).center)
    frames(app, 20)
    bar = [pygame.Rect(b.rect) for b in scene.view().builder_buttons]
    assert scene.builder is not None and len(bar) == 2
    for b in bar:                  # in the steady tray's glass, at its first row of tiles
        assert glass.contains(b), (b, glass)
        assert first.top - 8 <= b.top <= first.bottom - b.h, (b, first)
    helped = scene.move_help.rect      # the move's words under them, over the toolbar
    assert helped is not None and helped.top >= max(b.bottom for b in bar)
    assert helped.bottom <= scene.lay.buttons_top, (helped, scene.lay.buttons_top)


def the_favours_read_at_a_glance(person: Person) -> None:
    from luna.client.board.targets import Held
    from luna.client.game.tooltips import tooltip
    s = blank(4)
    me = s["to_move"]
    give(s, me, "herbs", "tides", "sailboat", "book")
    open_game(person.app, play(s), autosave=False)
    person.wait(0.3)
    scene = person.scene
    card = next(r for r, tg in scene.board.hits if tg == Player(me))
    held = {tg: r for r, tg in scene.board.hits if isinstance(tg, Held) and tg.player == me}
    assert sorted(h.favour for h in held) == sorted(scene.snap["favours"][me]), held
    for target, r in held.items():
        assert card.contains(r) and r.w >= 16, (target, r, card)
    target = Held(me, "tides")
    person.point(held[target].center)
    person.wait(1.0)
    window = pygame.Rect(0, 0, *person.app.screen.get_size())
    assert scene.hover == target and scene.tip_rect is not None
    assert window.contains(scene.tip_rect), scene.tip_rect
    assert not scene.tip_rect.colliderect(card), (scene.tip_rect, card)   # off its card
    said = tooltip(target, scene.snap)
    assert t("tip.held", name=scene.snap["names"][me], kind=i18n.kind("tides")) in said


LOOKS = [
    Look("turn-pill", (1024, 700), "de", 150, the_pill_says_whose_turn),
    Look("turn-line", (1024, 700), "de", 150, the_turn_line_names_the_move_shown),
    Look("menu-tip", (1024, 700), "de", 100, the_menu_tip_says_what_esc_does),
    Look("menu-tip", (1024, 700), "fr", 100, the_menu_tip_says_what_esc_does),
    Look("supply", (1024, 700), "de", 150, the_supply_stands_in_one_place),
    Look("supply", (1280, 800), "fr", 125, the_supply_stands_in_one_place),
    Look("loaded-names", (1920, 1080), "de", 100, a_loaded_game_speaks_the_windows_language),
    Look("menu-not-lit", (1920, 1080), "en", 100, the_menu_is_not_lit_among_greyed_tools,
         person=True, menu=False),
    Look("speed-word", (1280, 800), "en", 100, the_speed_is_its_picture_its_word_in_the_hover_text),
    Look("speed-word", (1280, 800), "fr", 100, the_speed_is_its_picture_its_word_in_the_hover_text),
    Look("hint-scoring", (1024, 700), "de", 150, the_hints_scoring_clause_stands_whole,
         person=True, menu=False),
    Look("hint-scoring", (1280, 800), "de", 150, the_hints_scoring_clause_stands_whole,
         person=True, menu=False),
    Look("hint-trial", (1024, 700), "de", 150, the_hints_trial_stands_whole,
         person=True, menu=False),
    Look("hint-trial", (1024, 700), "fr", 150, the_hints_trial_stands_whole,
         person=True, menu=False),
    Look("hint-short", (1280, 800), "en", 100, the_whole_hint_is_a_short_card,
         person=True, menu=False),
    Look("confirm-place", (1024, 700), "de", 150, confirm_stands_where_the_tray_stood),
    Look("confirm-place", (1280, 800), "en", 100, confirm_stands_where_the_tray_stood),
    Look("confirm-place", (1920, 1080), "fr", 125, confirm_stands_where_the_tray_stood),
    Look("favour-tokens", (1024, 640), "de", 150, the_favours_read_at_a_glance,
         person=True, menu=False),
    Look("favour-tokens", (1280, 800), "en", 100, the_favours_read_at_a_glance,
         person=True, menu=False),
    Look("favour-tokens", (1280, 800), "fr", 150, the_favours_read_at_a_glance,
         person=True, menu=False),
    Look("favour-tokens", (1920, 1080), "nl", 100, the_favours_read_at_a_glance,
         person=True, menu=False),
]


@pytest.mark.parametrize("look", LOOKS, ids=look_id)
def test_the_panel_says_its_words(tmp_path, look):
    run_look(tmp_path, look)


def test_default_names_follow_the_language_typed_ones_stay():
    colours = ["yellow", "red", "blue"]
    try:
        set_language("de")
        assert seat_names(["Yellow", "Anna", "Bleu"], colours) == ["Gelb", "Anna", "Blau"]
        set_language("fr")
        assert seat_names(["Gelb", "Rot", "Blue"], colours) == \
            [t("colour.yellow"), t("colour.red"), t("colour.blue")]
        assert seat_names(["Red", "Yellow"], ["yellow", "red"]) == ["Red", "Yellow"]
    finally:
        set_language("en")


def hints_over_tiles(person: Person, players: int, held: tuple = ()) -> list[str]:
    """Every island's tray opened in turn, a Hint standing (the island's own first move,
    then a Build shrine on the Architect's island), the favours `held` by the one to move
    (the Sailboat's: a tray of every slot, to the toolbar at 1024x700, 150 %): where its
    card covers a tile of the tray or a player's score, or no card stands and its words
    stand not by its tile either."""
    from test_hint_place import hint_of

    from luna.client.game import tray_open
    s = blank(players=players)
    for i in range(len(s["islands"])):              # a move on every island, two novices
        novices(s, i, 0, active=2 if i == s["architect"] else 1)  # where the Architect
    give(s, 0, *held)
    open_game(person.app, play(s), autosave=False)                 # stands (a shrine)
    person.wait(LOOK)
    scene, bad = person.scene, []
    for i, place in enumerate(s["islands"]):
        with person.unseen():           # (an island does not move: one aim)
            person.click(target_rect(scene, Island(i)).center)
        person.look()                   # the tray open: where the pointer goes next
        with person.unseen():
            person.point((scene.lay.board[0] + 4, scene.lay.board[1] + 4))   # (and rests)
        hinted = [c for c in scene.legal if c.get("island") == i][:1] + \
            [c for c in scene.legal if c["type"] == "build_shrine"][:1]
        for cmd in hinted:
            scene.hints.hint = hint_of(scene.game, cmd)
            tray_open.hint_into_tray(scene)
            for _ in range(round(0.1 / STEP)):      # a tenth of a second, its last frame
                person.frame(drawn=False)           # drawn once: recorded, the card placed
            drawn = draw_recorded(person.app)
            box, where = scene.marks.label_rect, f"{place['kind']}, Hint {cmd['type']}"
            if box is None:         # no line off the players' scores (F802): its words
                if scene.hints.untold(scene.view()) is None:     # by its starred tile
                    bad.append(f"{where}: no card")
                continue
            bad += [f"{where}: the card {box} covers a score {row}"
                    for row in scene.panel.score_rows if box.colliderect(row)]
            bad += [f"{where}: the card {box} covers {a.kind} {card}"
                    for a, card in zip(scene.ring.actions, scene.ring.cards, strict=True)
                    if box.colliderect(card)]
            log = scene.panel.log_rect          # the log under the tray: its latest entry
            rows = {d.rect.top for d in drawn.texts                         # whole at
                    if log.contains(d.rect) and d.rect.top >= scene.ring.rect.bottom
                    and d.words != t("panel.log") and not box.colliderect(d.rect)}  # least,
            latest = scene.panel.latest_rows(scene.log.lines)   # or none (F322)
            if 0 < len(rows) < latest:
                bad.append(f"{where}: {len(rows)} of the latest entry's {latest} rows")
        scene.hints.hint = None
        with person.unseen():
            person.key(pygame.K_ESCAPE)
        person.look()                   # the board again, where the next island is aimed at
    return bad


# every window size at every text size, each language at two or more of them (a cover:
# the card's place follows the tray's fullness, which the size and text size set)
HINT_OVER_TRAY = [((1024, 700), "de", 150), ((1024, 700), "fr", 125), ((1024, 700), "nl", 100),
                  ((1280, 800), "en", 150), ((1280, 800), "de", 125), ((1280, 800), "fr", 100),
                  ((1920, 1080), "fr", 150), ((1920, 1080), "nl", 125),
                  ((1920, 1080), "en", 100)]


@pytest.mark.parametrize("size,language,text_size", HINT_OVER_TRAY,
                         ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else str(v))
def test_the_hints_card_covers_no_tray_button(tmp_path, size, language, text_size):
    bad = []
    for players, held in ((2, ()), (4, ()), (4, ("sailboat", "herbs"))):
        person = Person(tmp_path / f"{players}{len(held)}", size=size, language=language,
                        text_size=text_size, menu=False)
        try:
            bad += [f"{players} players, {held} held: {b}"
                    for b in hints_over_tiles(person, players, held)]
        finally:
            person.close()
    assert not bad, "\n".join(bad)
