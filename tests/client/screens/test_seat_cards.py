"""New game and Solo as seat cards (issue 21: "a grid of stock drop-downs"): each
seat a card with the player's piece and symbol large in its colour, the name, the colour's
swatches (a colour another seat holds swaps with it) and the seat's kind; the number of
players a segmented choice. Driven as a person does, at normal speed."""

from __future__ import annotations

import pygame
import pytest
from human import Person

from luna.client.board import art
from luna.client.board.layout import MIN_SIZE
from luna.text import t


def _coloured(screen, rect: pygame.Rect, colour: str) -> int:
    """How many points of `rect` show the player's colour (within a small distance)."""
    rgb = art.PLAYER_RGB[colour]
    return sum(1 for x in range(rect.x, rect.right, 2) for y in range(rect.y, rect.bottom, 2)
               if sum(abs(a - b) for a, b in zip(screen.get_at((x, y))[:3], rgb,
                                                 strict=True)) < 60)


def _card(dialog, p: int) -> pygame.Rect:
    return dialog.at(*dialog.cards[p][1])


def _portrait(dialog, p: int) -> pygame.Rect:
    x, y, _, h = dialog.cards[p][1]
    return dialog.at(x + 10, y + 3, 84, h - 6)


def test_each_seat_is_a_card_with_its_piece_in_its_colour(tmp_path):
    person = Person(tmp_path, size=(1280, 800))
    try:
        person.press(t("menu.new"))
        dialog = person.scene
        assert len(dialog.cards) == 3
        seg = {b.text: b for b in dialog.counts}
        assert seg["3"].is_selected and not seg["4"].is_selected
        person.press("4")                                  # four players: four cards
        dialog = person.scene
        assert len(dialog.cards) == 4 and {b.text: b for b in dialog.counts}["4"].is_selected
        screen = person.app.screen
        for p, colour in enumerate(("yellow", "red", "blue", "white")):
            card = _card(dialog, p)
            assert dialog.card.contains(card)
            name, swatches, kind = dialog.rows[p]
            for el in [name, kind, *swatches]:
                assert card.contains(el.rect), (p, el)
            assert _coloured(screen, _portrait(dialog, p), colour) > 40, colour
        # seat 1 takes red: seat 2 (red) takes yellow, and the pictures follow at once
        red = next(b for b, c in dialog.rows[0][1].items() if c == "red")
        person.click(red.rect.center)
        person.wait(0.1)
        assert dialog.colours[:2] == ["red", "yellow"]
        assert _coloured(screen, _portrait(dialog, 0), "red") > 40
        assert _coloured(screen, _portrait(dialog, 1), "yellow") > 40
        dialog.seed = 3
        person.press(t("new.start"))
        person.until(lambda: hasattr(person.scene, "table"), what="the game screen")
        assert person.scene.game.header["colours"][:2] == ["red", "yellow"]
    finally:
        person.close()


def test_the_solo_card_shows_the_player_and_the_automaton(tmp_path):
    person = Person(tmp_path, size=(1280, 800))
    try:
        person.press(t("menu.solo"))
        dialog = person.scene
        blue = next(b for b, c in dialog.rows[0][1].items() if c == "blue")
        person.click(blue.rect.center)
        person.wait(0.1)
        card = _card(dialog, 0)
        screen = person.app.screen
        assert _coloured(screen, _portrait(dialog, 0), "blue") > 40
        right = pygame.Rect(card.right - card.w // 5, card.y, card.w // 5, card.h)
        assert _coloured(screen, right, "red") > 40           # the automaton's piece
        dialog.seed = 4
        person.press(t("new.start"))
        person.until(lambda: hasattr(person.scene, "table"), what="the game screen")
        assert person.scene.game.header["colours"] == ["blue", "red"]
    finally:
        person.close()


@pytest.mark.parametrize("size", [MIN_SIZE, (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", ["de", "fr"])
def test_four_seat_cards_fit_the_window(tmp_path, size, code):
    """Four cards, every widget inside its card and the dialog inside the window, no two
    widgets on each other, the kind's words inside their drop-down."""
    person = Person(tmp_path, size=size, language=code)
    try:
        person.press(t("menu.new"))
        person.press("4")
        dialog = person.scene
        window = pygame.Rect(0, 0, *person.app.size)
        assert window.contains(dialog.card)
        bad = []
        for p in range(4):
            card = _card(dialog, p)
            name, swatches, kind = dialog.rows[p]
            els = [name, kind, *swatches]
            bad += [f"{p}: {el} leaves its card" for el in els if not card.contains(el.rect)]
            bad += [f"{p}: {a} on {b}" for i, a in enumerate(els) for b in els[i + 1:]
                    if a.rect.colliderect(b.rect)]
            words = kind.selected_option[0]
            face = kind.ui_theme.get_font(kind.combined_element_ids)
            if face.size(words)[0] > kind.rect.w - 30:
                bad.append(f"{p}: {words!r} does not fit {kind.rect.w} px")
        assert not bad, "\n".join(bad)
    finally:
        person.close()
