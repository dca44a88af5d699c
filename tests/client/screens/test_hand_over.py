"""Hot seat: when the turn passes from one person to another at one screen, the board waits
for the next person's click or key (a card names them) before it takes input, so a click
of the person who just played is never played as the next person's move. Driven through
the app's own frame loop (60 Hz game time) at normal animation speed."""

import pygame
import pytest
from human import STEP, Person

from luna.client.demo.driver import first_action


def test_a_click_as_the_turn_passes_is_not_the_next_persons_move(table, first_move):
    p = table()
    scene = p.scene
    first = scene.game.to_move
    assert scene.handover.held == first             # its card taken as the game opened
    first_move(p)
    nxt = scene.game.to_move
    assert nxt == 1 - first and scene.handover.waiting == nxt
    told = len(scene.game.log)
    target, kind = first_action(scene)           # the next person's first place
    for _ in range(3):                           # the last person clicks on, fast
        p.flick(target_centre(scene, target))
        assert scene.ring is None and len(scene.game.log) == told
    p.until(lambda: scene.handover.rect is not None, what="the hand-over's card")
    names = scene.snap["names"]
    assert scene.handover.rect.collidepoint(scene.lay.board[0] + scene.lay.board[2] // 2,
                                            scene.lay.board[1] + scene.lay.board[3] // 2)
    p.key(pygame.K_RETURN)                       # one key: the seat taken
    assert scene.handover.waiting is None and scene.handover.rect is None, names
    p.click_on(target)                           # and the board is the next person's
    assert scene.ring is not None
    rect, _ = p.card(kind)
    p.flick(rect.center)
    assert len(scene.game.log) > told and scene.game.log[told]["player"] == nxt


def test_a_new_hot_seat_game_opens_on_the_first_persons_card(table):
    """F431: the first turn of a hot-seat game showed no hand-over card, only later
    turns did: whoever sat at the screen had the board. The first person's turn shows
    the card too; the board is theirs once it is taken."""
    from layout_check import draw_recorded

    from luna.text import t
    p = table(seated=False)
    scene = p.scene
    first = scene.game.to_move
    assert scene.handover.waiting == first, "the game opened with no card"
    p.until(lambda: scene.handover.rect is not None, what="the first person's card")
    said = [d.words for d in draw_recorded(p.app).texts]
    assert t("handover.title", name=scene.snap["names"][first]) in said, said
    assert not scene.buttons["act"].is_enabled   # the board nobody's yet
    p.wait(0.6)
    p.key(pygame.K_RETURN)
    assert scene.handover.waiting is None and scene.handover.held == first
    target, _ = first_action(scene)
    p.click_on(target)
    assert scene.ring is not None                # the board is the first person's


def test_one_click_takes_the_seat_once_the_card_has_stood(card_up):
    p = card_up
    scene = p.scene
    nxt = scene.game.to_move
    centre = scene.handover.rect.center
    p.flick(centre)                              # just as it came: the last person's
    assert scene.handover.waiting == nxt
    p.wait(0.6)
    p.flick(centre)                              # one click, once it stood: taken
    assert scene.handover.waiting is None
    p.wait(STEP * 3)
    assert scene.handover.rect is None


def test_a_double_enter_never_takes_the_next_persons_card(table, first_move):
    """F953: a quick double Enter took the next person's card too, who never saw it. The
    card takes a key only once it has stood GRACE seconds unbroken (a screen over it
    counts it again from when it is back), and a key held down as it came (the second
    Enter, its repeats) is not its answer till let go."""
    from luna.client.game.handover import GRACE
    from luna.text import t
    p = table()
    scene = p.scene
    first_move(p)
    nxt = scene.game.to_move
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=0))   # held as it comes
    p.until(lambda: scene.handover.rect is not None, what="the hand-over's card")
    p.wait(GRACE + 0.2)
    for _ in range(3):                           # the held key's repeats
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                             unicode="\r", scancode=0))
        p.wait(0.05)
    assert scene.handover.waiting == nxt, "a key held from before took the card"
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=0))
    p.wait(0.05)
    p.click(scene.buttons["undo"].rect.center)   # a question over the card a while
    assert p.scene is not scene
    p.wait(1.0)
    p.press(t("undo.other_no"))
    assert p.scene is scene
    p.key(pygame.K_RETURN)                       # at once: the card is back, unread
    assert scene.handover.waiting == nxt, "the card went as it came back"
    p.wait(GRACE)
    p.key(pygame.K_RETURN)                       # once it stood: the seat taken
    assert scene.handover.waiting is None and scene.handover.held == nxt


def test_the_card_takes_one_enter_after_the_window_rested(card_up, monkeypatch):
    """The real loop at rest (game time in steps of a tenth of a second, rest.py): the
    card stood a while, untouched, takes the next person's one Enter."""
    from test_rest import run_for
    p = card_up
    scene = p.scene
    nxt = scene.game.to_move

    def enter(app) -> None:
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=pygame.K_RETURN, mod=0,
                                                 unicode="\r", scancode=0))
    run_for(p.app, monkeypatch, 4.0, at={3.0: enter})
    assert scene.handover.waiting is None and scene.handover.held == nxt


def test_never_against_a_computer(table, first_move):
    p = table(computer=True)
    scene = p.scene
    seen, me = [], scene.game.to_move
    if me != 0:                                  # the computer began: its move first
        p.until(lambda: scene.game.to_move == 0 and not scene.blocked, seconds=60)
    first_move(p)
    p.until(lambda: seen.append(scene.handover.waiting) or
            (scene.game.to_move == 0 and not scene.blocked), seconds=60,
            what="the computer's move")
    assert set(seen) == {None} and scene.handover.rect is None
    target, _ = first_action(scene)
    p.click_on(target)
    assert scene.ring is not None                # the board answers the first click


def test_the_setting_turns_it_off(table, first_move):
    p = table(hand_over=False)
    scene = p.scene
    first_move(p)
    p.until(lambda: not scene.blocked, what="the move shown")
    assert scene.handover.waiting is None
    target, _ = first_action(scene)
    p.click_on(target)
    assert scene.ring is not None and scene.handover.rect is None


def target_centre(scene, target):
    from luna.client.demo.driver import target_rect
    return target_rect(scene, target).center


def test_its_setting_is_a_switch_said_in_every_language(tmp_path):
    from luna.client.window.settings import load_settings
    from luna.text import i18n, t
    p = Person(tmp_path, hand_over=True)
    try:
        settings = p.app.open("settings")
        p.wait(STEP * 3)
        p.click(settings.hand_over.rect.center)
        assert not p.app.settings.hand_over and not load_settings(tmp_path).hand_over
        for lang in ("en", "de", "fr", "nl"):
            i18n.set_language(lang)
            words = [t("settings.hand_over"), t("settings.hand_over.tip"), t("handover.take"),
                     t("handover.title", name="Ben")]
            assert all(w and "." not in w[:12] for w in words) and "Ben" in words[3], lang
    finally:
        i18n.set_language("en")
        p.close()


def test_a_click_on_the_panels_action_button_under_the_card_is_never_played(card_up):
    """The panel's action button (Meditate) is the next person's too: greyed while the
    card waits, so the click that takes the seat never presses it as it comes up."""
    p = card_up
    scene = p.scene
    told = len(scene.game.log)
    act = scene.buttons["act"]
    assert not act.is_enabled
    p.flick(act.rect.center)                     # at once: nothing
    p.wait(0.6)
    p.flick(act.rect.center)                     # once it stood: the seat, no more
    p.wait(STEP * 3)
    assert scene.handover.waiting is None and len(scene.game.log) == told


def test_esc_on_the_card_neither_takes_the_seat_nor_opens_the_menu(card_up):
    """The card names the keys that take the seat (Enter, Space) and a click; Esc, a key
    that cancels, and any other key do nothing: the board stays the card's."""
    p = card_up
    scene = p.scene
    nxt = scene.game.to_move
    p.wait(0.6)                                  # it stood: a taking key would take it
    for key in (pygame.K_ESCAPE, pygame.K_a, pygame.K_3):
        p.key(key)
        assert p.scene is scene, "Esc opened the menu over the card"
        assert scene.handover.waiting == nxt and scene.handover.rect is not None, key
    p.key(pygame.K_SPACE, unicode=" ")           # a key the card names: taken
    assert scene.handover.waiting is None


def test_nothing_of_the_card_stays_on_the_board_once_taken(table, first_move):
    """The "your turn" banner played under the card and, the seat taken as soon as it
    may be, faded on over the board: a box with the card's own words. The card is the
    turn's announcement: no banner for that person is drawn, frame by frame, from the
    move played to a second after the seat was taken."""
    p = table()
    scene = p.scene
    first_move(p)
    nxt = scene.game.to_move
    banners = []
    p.until(lambda: banners.extend(a for a in scene.anims if a.turn_of == nxt)
            or scene.handover.rect is not None, what="the hand-over's card")
    p.wait(0.55)                                   # taken as soon as it may be
    p.key(pygame.K_SPACE, unicode=" ")
    assert scene.handover.waiting is None
    for _ in range(60):
        p.wait(STEP)
        banners += [a for a in scene.anims if a.turn_of == nxt]
    drawn = [a for a in banners if a.tween.started]
    assert not drawn, "a banner with the card's words over the board"


def undo_keys(p):
    p.key(pygame.K_z, mod=pygame.KMOD_CTRL, unicode="\x1a")


def test_undo_of_the_other_persons_move_asks_first(card_up):
    """Hot seat: the next person's Undo would take back the last person's move; it asks
    (Take back / Keep) before it does. Keep, or Esc, leaves the game as it was."""
    from luna.text import t
    p = card_up
    scene = p.scene
    nxt = scene.game.to_move
    p.wait(0.6)
    p.key(pygame.K_RETURN)                       # the next person takes the seat
    assert scene.handover.held == nxt
    told = list(scene.game.log)
    undo_keys(p)
    assert list(scene.game.log) == told, "the other person's move went unasked"
    assert p.scene is not scene
    name = scene.snap["names"][1 - nxt]
    assert t("undo.other_head", name=name) in p.texts()
    p.press(t("undo.other_no"))                  # Keep: nothing changed
    assert p.scene is scene and list(scene.game.log) == told
    undo_keys(p)
    assert p.scene is not scene
    p.key(pygame.K_ESCAPE)                       # Esc is Keep
    assert p.scene is scene and list(scene.game.log) == told
    p.click(scene.buttons["undo"].rect.center)   # the toolbar's Undo asks alike
    p.press(t("undo.other_yes"))                 # Take back: undone
    assert p.scene is scene and len(scene.game.log) < len(told)
    assert scene.game.to_move == 1 - nxt


def test_the_undo_questions_default_answer_is_keep(card_up):
    """Hot seat: the next person's Enter on "Take back X's move?" keeps the move, and the
    answer in the default's looks (what Enter presses before any key) is Keep, never
    Take back: one Enter by the wrong person never undoes another's move."""
    from luna.client.widgets.key_focus import DEFAULTS
    from luna.text import t
    p = card_up
    scene = p.scene
    p.wait(0.6)
    p.key(pygame.K_RETURN)                       # the next person takes the seat
    told = list(scene.game.log)
    undo_keys(p)
    asked = p.scene
    assert asked is not scene
    looks = {b.text: b.object_ids[-1] for b in asked.focus_order()}
    assert looks[t("undo.other_no")] in DEFAULTS, looks
    assert looks[t("undo.other_yes")] not in DEFAULTS, looks
    assert asked.focus_default() is not None
    assert asked.focus_default().text == t("undo.other_no")
    p.key(pygame.K_RETURN)                       # Enter before any key: Keep
    assert p.scene is scene and list(scene.game.log) == told


def test_undo_on_the_card_asks_alike_by_button_and_by_key(card_up):
    """While the card stands the screen is nobody's: the toolbar's Undo and Ctrl+Z both
    ask "Take back X's move?" for the move just played; Keep (or Esc) changes nothing,
    Take back undoes it and the card hands the screen to the mover."""
    from luna.text import t
    p = card_up
    scene = p.scene
    first, nxt = 1 - scene.game.to_move, scene.game.to_move
    told = list(scene.game.log)
    asked = t("undo.other_head", name=scene.snap["names"][first])
    p.click(scene.buttons["undo"].rect.center)   # the toolbar's Undo: free under the card
    assert list(scene.game.log) == told, "the move went back unasked"
    assert p.scene is not scene and asked in p.texts()
    p.press(t("undo.other_no"))                  # Keep: nothing changed
    assert p.scene is scene and list(scene.game.log) == told
    assert scene.handover.waiting == nxt
    undo_keys(p)                                 # Ctrl+Z: the same question
    assert p.scene is not scene and asked in p.texts(), "Ctrl+Z on the card did nothing"
    p.key(pygame.K_ESCAPE)                       # Esc is Keep
    assert p.scene is scene and list(scene.game.log) == told
    undo_keys(p)
    p.press(t("undo.other_yes"))                 # Take back: undone
    assert p.scene is scene and len(scene.game.log) < len(told)
    assert scene.game.to_move == first
    handed_back(p, first)


def handed_back(p, seat):
    """The card names `seat` and, until one key once it stood, the board is nobody's."""
    scene = p.scene
    assert scene.handover.waiting == seat, "the turn changed hands without the card"
    p.until(lambda: scene.handover.rect is not None, what="the hand-over's card")
    assert not scene.buttons["act"].is_enabled
    target, _ = first_action(scene)
    p.flick(target_centre(scene, target))        # the other person's click: used up
    assert scene.ring is None and scene.handover.waiting == seat
    p.wait(0.6)
    p.key(pygame.K_RETURN)
    assert scene.handover.waiting is None and scene.handover.held == seat


def test_a_hot_seat_game_resumed_with_continue_opens_on_the_movers_card(tmp_path,
                                                                       first_move):
    """F346: a hot-seat game resumed with Continue showed no hand-over card: the board
    was the first click's, whoever sat down. Resumed at a person's turn it shows that
    person's card first; a key other than Enter or Space leaves it, Enter takes it."""
    from luna.client.opening import open_game
    from luna.engine import new_game
    from luna.text import t
    p = Person(tmp_path, hand_over=True, menu=False)
    try:
        open_game(p.app, new_game(players=2, seed=3, seats=[{"kind": "human"}] * 2))
        p.settle()
        first_move(p)
        p.until(lambda: p.scene.handover.rect is not None, what="the hand-over's card")
        told = list(p.scene.game.log)
    finally:
        p.close()
    p = Person(tmp_path, hand_over=True)
    try:
        p.press(t("menu.continue"))
        scene = p.scene
        assert list(scene.game.log) == told
        mover = scene.game.to_move
        assert scene.handover.waiting == mover, "resumed with the board nobody was given"
        p.until(lambda: scene.handover.rect is not None, what="the resumed game's card")
        assert not scene.buttons["act"].is_enabled
        p.key(pygame.K_a)                            # not a key the card names
        assert scene.handover.waiting == mover and scene.ring is None
        p.wait(0.6)
        p.key(pygame.K_RETURN)                       # the seat taken
        assert scene.handover.waiting is None and scene.handover.held == mover
        target, _ = first_action(scene)
        p.click_on(target)
        assert scene.ring is not None                # the board is the mover's
    finally:
        p.close()


def test_redo_that_gives_the_turn_on_hands_the_screen_on(card_up):
    """An undo that gives the turn back says so on the card ("your move was taken
    back"); a Redo that gives it on again hands the screen on the same way."""
    from luna.text import t
    p = card_up
    scene = p.scene
    first, nxt = 1 - scene.game.to_move, scene.game.to_move
    p.click(scene.buttons["undo"].rect.center)
    p.press(t("undo.other_yes"))
    assert scene.game.to_move == first and scene.handover.undone
    p.until(lambda: scene.handover.rect is not None, what="the hand-over's card")
    from layout_check import draw_recorded
    said = [d.words for d in draw_recorded(p.app).texts]
    assert t("handover.title", name=scene.snap["names"][first]) in said, said
    assert any(w in t("handover.undone") for w in said if len(w) > 8), said
    p.wait(0.6)
    p.key(pygame.K_RETURN)                       # the first person has the screen
    p.click(scene.buttons["redo"].rect.center)   # and plays their move again by Redo
    assert scene.game.to_move == nxt
    handed_back(p, nxt)
    assert not scene.handover.undone


def test_the_take_back_question_stands_over_the_board_sized_to_its_words(card_up):
    """F127: "Take back X's move?" stood over an empty sea with an oversized empty text
    box. It stands over the board it speaks of, the game in sight round it, its card no
    taller than its words and answers need."""
    from luna.client.screens.move_question import BODY, HEAD_H
    from luna.client.window.fonts import line_height, px
    p = card_up
    scene = p.scene
    p.wait(0.6)
    p.key(pygame.K_RETURN)                       # the next person takes the seat
    p.wait(STEP)
    before = p.app.screen.copy()
    undo_keys(p)
    p.wait(2 * STEP)
    q = p.scene
    card, board = q.card, pygame.Rect(scene.lay.board)
    assert board.contains(card), (card, board)
    words_end = q.at(0, HEAD_H, 1, 1).y + len(q.lines()) * line_height(BODY)
    answers = min(b.rect.top for b in (q.ok, q.yes))
    assert words_end <= answers <= words_end + px(24), (words_end, answers)
    assert card.bottom - max(b.rect.bottom for b in (q.ok, q.yes)) <= px(24)
    # round the card, the board as it stood (a little dimmer), not another picture
    spots = [(x, y) for x in range(board.x + 5, board.right - 5, 23)
             for y in range(board.y + 5, board.bottom - 5, 19)
             if not card.inflate(16, 16).collidepoint(x, y)]
    a = [sum(before.get_at(s)[:3]) for s in spots]
    b = [sum(p.app.screen.get_at(s)[:3]) for s in spots]
    ma, mb = sum(a) / len(a), sum(b) / len(b)
    cov = sum((x - ma) * (y - mb) for x, y in zip(a, b, strict=True))
    r = cov / (sum((x - ma) ** 2 for x in a) * sum((y - mb) ** 2 for y in b)) ** 0.5
    assert r > 0.95 and mb <= ma, (r, ma, mb)


def test_the_take_back_question_never_shows_the_cards_words_through(card_up):
    """F243: the Undo question stood over the hand-over card, whose words showed through
    round it. The card waits for the answer: under the question the game is drawn
    without it (its words nowhere), and after Keep it stands again."""
    from layout_check import draw_recorded

    from luna.client.widgets import palette as P
    from luna.text import t
    p = card_up
    scene = p.scene
    first = 1 - scene.game.to_move
    title = t("handover.title", name=scene.snap["names"][scene.game.to_move])
    assert title in [d.words for d in draw_recorded(p.app).texts]
    p.click(scene.buttons["undo"].rect.center)
    q = p.scene
    assert q is not scene
    q.ground, q.blocks_below, q.paints_window = None, False, False   # its first frame again
    said = [d.words for d in draw_recorded(p.app).texts]
    assert t("undo.other_head", name=scene.snap["names"][first]) in p.texts()
    assert title not in said and not any(w in t("handover.take") for w in said
                                         if len(w) > 8), said
    p.wait(0.1)                                  # and its card hides what is under it
    card = q.card
    margin = [p.app.screen.get_at((card.x + 8, y))[:3]
              for y in range(card.y + 20, card.bottom - 20, 3)]
    assert set(margin) == {tuple(P.GLASS)}, set(margin)
    p.press(t("undo.other_no"))
    p.wait(0.1)
    assert p.scene is scene and title in [d.words for d in draw_recorded(p.app).texts]


@pytest.mark.parametrize("size,language,text_size,name", [
    ((1024, 700), "de", 150, "WWWWMMMMWWWWMMMM"),          # as long as a typed name goes
    ((1920, 1080), "fr", 125, "Maximilienne-Wilhelmina"),
    ((1024, 700), "en", 100, "Bartholomew " * 5)], ids=str)   # a save's, 60 characters
def test_the_take_back_questions_card_grows_with_its_title(tmp_path, first_move, size,
                                                           language, text_size, name):
    """F257: a long typed name outgrew the take-back question's title (pygame-gui cut it).
    The card is as wide as its title needs; where the window is narrower, the name is
    shortened with "…" in the title and the rest stands whole."""
    from luna.client.opening import open_game
    from luna.client.screens.move_question import MoveQuestion
    from luna.engine import new_game
    from luna.text import i18n, t
    name = name.strip()
    p = Person(tmp_path, size=size, language=language, text_size=text_size, hand_over=True,
               menu=False)
    try:
        open_game(p.app, new_game(players=2, seed=3, names=["Ben", name],
                                  seats=[{"kind": "human"}] * 2), autosave=False)
        p.settle()
        assert p.scene.game.to_move == 1            # (the long name plays first)
        first_move(p)
        p.until(lambda: p.scene.handover.rect is not None, what="the hand-over's card")
        p.click(p.scene.buttons["undo"].rect.center)
        q = p.scene
        assert isinstance(q, MoveQuestion)
        head = t("undo.other_head", name=name)
        (label,) = [el for el in p.app.ui.get_root_container().elements
                    if getattr(el, "text", None) == q.head]
        assert p.app.ui.width_of(q.head, "#title") <= label.rect.w
        assert q.card.contains(label.rect)
        assert pygame.Rect((0, 0), size).inflate(-2 * 16, -2 * 16).contains(q.card)
        prefix, suffix = head.split(name)
        if size[0] >= 1920:                        # room for the whole title
            assert q.head == head
        elif q.head != head:                       # shortened only where it must be:
            assert q.card.w > 700                  # the card wider than ever before, the
            assert q.head.startswith(prefix) and q.head.endswith(suffix)   # question
            assert "…" in q.head                   # whole, the name cut
    finally:
        p.close()
        i18n.set_language("en")


def ended_a_round(seed: int = 1):
    """A two-person hot-seat game played at random just past its first round's scoring,
    and the lines of that scoring's command."""
    import random

    from luna.engine import new_game
    game = new_game(players=2, seed=3, names=["Ben", "Wilhelmina"],
                    seats=[{"kind": "human"}] * 2)
    rng = random.Random(seed)
    while True:
        events = game.apply(rng.choice(game.legal()))
        if any(ev["type"] == "round_scored" for ev in events):
            return game, events


def test_the_card_tells_everything_since_the_persons_last_move(tmp_path):
    """F585: the card repeated the log's last 3 lines: the next person missed the other's
    move, the round's scoring and where the Moon Priestess went. It tells all since that
    person's own last move, a new round after a gap, each player's scoring in one line,
    and fits the board at 1024x700 with text at 150 %."""
    from layout_check import draw_recorded

    from luna.client.game.game_log import told_events
    from luna.client.opening import open_game
    from luna.text import i18n, t
    game, events = ended_a_round()
    p = Person(tmp_path, language="de", text_size=150, hand_over=True, menu=False)
    try:
        open_game(p.app, game, autosave=False)
        p.settle()
        scene = p.scene
        seat = scene.game.to_move
        p.until(lambda: scene.handover.rect is not None, what="the hand-over's card")
        rec = draw_recorded(p.app)
        card, board = scene.handover.rect, pygame.Rect(scene.lay.board)
        assert board.contains(card)
        title = next(k for k, d in enumerate(rec.texts)      # the card's first words
                     if d.words in t("handover.title", name=scene.snap["names"][seat]))
        on_card = [d for d in rec.texts[title:] if card.colliderect(d.rect)]
        assert all(card.contains(d.rect) for d in on_card), (card, on_card)
        said = " ".join(" ".join(d.words.split()) for d in on_card)
        told = [(w, ev) for (w, _), ev in told_events(events, scene.snap)]
        priestess = next(w for w, ev in told if ev["type"] == "figure_moved"
                         and "Mondpriesterin" in w)
        own = max(k for k, c in enumerate(scene.game.log) if c["player"] == seat)
        theirs = next(w for (w, _), c in zip(scene.log.lines, scene.log.causes, strict=True)
                      if c is not None and c.index > own)
        for words in (theirs, priestess, t("log.round_scored", round=1), told[-1][0]):
            assert " ".join(words.split()) in said, (words, said)
        assert said.count("Einfluss (") <= 2, said       # one scoring line a player
        # more than the board holds (a longer stretch, three persons): the oldest fold
        # into one line that sends to the game log, the newest stand whole
        from luna.client.game.handover import SMALL, told_rows
        from luna.client.game.handover_lines import since
        from luna.client.widgets import palette as P
        from luna.client.window.fonts import text, wrap
        inner, room = card.w - 48, card.h // 2
        lines = since(scene.view(), seat) * 4
        rows = told_rows(lines, inner, room, 8)
        assert sum(r.get_height() + pad for r, pad in rows) <= room
        earlier = text(wrap(t("handover.earlier"), SMALL, inner)[0], SMALL, P.INK_DIM)
        assert rows[0][0].get_size() == earlier.get_size()        # the fold line first
        newest = told_rows(lines[-2:], inner, room, 8)
        assert [r.get_size() for r, _ in rows[-len(newest):]] == \
            [r.get_size() for r, _ in newest]
    finally:
        p.close()
        i18n.set_language("en")



@pytest.mark.parametrize("size,language", [
    ((1264, 760), "en"), ((1024, 700), "de"), ((1920, 1080), "fr"), ((1440, 900), "nl")],
    ids=str)
def test_the_card_cuts_no_island_name_and_none_of_its_lines(tmp_path, first_move, size,
                                                           language):
    """F976: at 1264x760 the card stood over half of the Herbs island's name plate ("rbs"
    showed). No name of the board stands half under the card (it clears them, or covers
    one whole), and its lines stand whole inside it."""
    from layout_check import draw_recorded

    from luna.client.opening import open_game
    from luna.engine import new_game
    from luna.text import i18n
    p = Person(tmp_path, size=size, language=language, hand_over=True, menu=False)
    try:
        open_game(p.app, new_game(players=2, seed=3, names=["Ben", "Yellow"],
                                  seats=[{"kind": "human"}] * 2), autosave=False)
        p.settle()
        first_move(p)
        scene = p.scene
        p.until(lambda: scene.handover.rect is not None, what="the hand-over's card")
        card = scene.handover.rect
        halved = [tuple(r) for r in scene.board.labels
                  if card.colliderect(r) and not card.contains(r)]
        assert not halved, (card, halved)
        rec = draw_recorded(p.app)
        on_card = [d for d in rec.texts if card.colliderect(d.rect)
                   and not any(pygame.Rect(r).contains(d.rect) for r in scene.board.labels)]
        assert on_card and all(card.contains(d.rect) for d in on_card), (card, on_card)
    finally:
        p.close()
        i18n.set_language("en")
