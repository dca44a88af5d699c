"""The round's scoring card names the islands it scored ("Moon Priestess on the Bribery
island · Apostate on the Sailboat island"). Fresh players at 1920x1080 and 1280x800 read
that with the island under the card. Now each scored island the card covers is pictured
in the card's room at its table's right, as the board shows it (its name plate in the
picture), the Moon Priestess's over the Apostate's whichever are shown; one in sight
is not. On the real loop at normal speed."""

from __future__ import annotations

import pygame
import pytest
import test_scoring_summary as summaries
from human import LOOK, Person
from test_scoring_card_look import ground_share
from test_scoring_summary import before_a_round_end, open_at

from luna.client.game.round_end import PICTURE_SEA
from luna.client.game.scoring_view import PICTURE_LEAST
from luna.engine import new_game
from luna.text import t


def _card_of_a_random_board(p: Person, seed: int, monkeypatch) -> None:
    monkeypatch.setattr(summaries, "new_game",
                        lambda **k: new_game(**{**k, "setup": "random"}))
    game, _ = before_a_round_end(["human"] * 4, seed=seed, rounds=2)
    open_at(p, game)
    p.press(t("btn.meditate"))
    p.until(lambda: p.scoring_shown, what="the summary")
    p.wait(LOOK)


@pytest.mark.parametrize("size,language,text", [((1920, 1080), "en", 100),
                                                ((1280, 800), "fr", 125)], ids=str)
def test_the_scored_islands_under_the_card_are_pictured_beside_its_table(
        tmp_path, monkeypatch, size, language, text):
    p = Person(tmp_path, size=size, language=language, text_size=text)
    try:
        _card_of_a_random_board(p, 5, monkeypatch)      # both islands under the card
        scene = p.scene
        view, card = scene.scoring, pygame.Rect(scene.scoring.rect)
        summary = scene.summary
        for i in (summary.priestess_island, summary.apostate_island):
            assert pygame.Rect(scene.lay.islands[i]).colliderect(card)
        for _ in range(20):                             # a third of a second, each frame
            p.wait(1 / 60)
            pictures = view.pictures
            assert len(pictures) == 2, pictures
            buttons = [pygame.Rect(b.rect) for b in (view.button, view.peek_button)]
            for pic in pictures:
                assert card.contains(pic) and pic.w >= PICTURE_LEAST, (pic, card)
                assert not pic.colliderect(view.rule) and pic.collidelist(buttons) < 0
                assert not any(pic.colliderect(r) for r in view.row_rects)
                assert ground_share(p.app.screen, pic) < 0.2    # a picture, not the card
            # one side whatever is pictured (a picture left one round and right the
            # next read as the card shifting): the table's right, hers over his
            assert view.rule.right < min(pictures[0].left, pictures[1].left), pictures
            assert pictures[0].bottom < pictures[1].top, pictures
            assert pictures[0].centerx == pictures[1].centerx, pictures
        for pic, key in zip(pictures, ("scoring.priestess", "scoring.apostate"),
                            strict=True):                # its figure's name under it (143)
            under = " ".join(w for w, r in view.drawn if pic.bottom < r.top < pic.bottom + 60
                             and abs(r.centerx - pic.centerx) <= 2)
            assert under.replace("  ", " ") == t(key), (under, t(key))
    finally:
        p.close()


def test_a_scored_island_in_sight_is_not_pictured(tmp_path, monkeypatch):
    p = Person(tmp_path, size=(1920, 1080))
    try:
        _card_of_a_random_board(p, 3, monkeypatch)      # the Priestess's island in sight
        scene = p.scene
        card = pygame.Rect(scene.scoring.rect)
        isles = (scene.summary.priestess_island, scene.summary.apostate_island)
        seen = [pygame.Rect(scene.lay.islands[i]).colliderect(card) for i in isles]
        assert isles[0] != isles[1] and seen == [False, True], (isles, seen)
        p.wait(LOOK)
        assert len(scene.scoring.pictures) == 1          # the Apostate's, at the right,
        pic = scene.scoring.pictures[0]                  # in his slot under hers
        assert pic.left > scene.scoring.rule.right
        assert pic.top > scene.scoring.rule.top + PICTURE_LEAST, pic
    finally:
        p.close()


def test_a_picture_shows_its_island_alone(tmp_path, monkeypatch):
    """A French fresh player at 1280x800, 125 %: the picture cut the temple island's name
    ("res") and another island's plate at its edges. Where another island's name plate or
    the temple's words reach into the picture's box, the picture is open water; its own
    island's land and plate are in it."""
    p = Person(tmp_path, size=(1280, 800), language="fr", text_size=125)
    try:
        _card_of_a_random_board(p, 5, monkeypatch)
        scene = p.scene
        summary, met = scene.summary, 0
        for (name, pic), i in zip(scene.round_end._covered[1], (summary.priestess_island,
                                                      summary.apostate_island), strict=True):
            if pic is None:
                continue
            plates = scene.board.name_plates()
            box = pygame.Rect(scene.lay.islands[i]).unionall(
                [r for r, j in plates if j == i]).inflate(8, 8).clip(p.app.screen.get_rect())
            own = next(r for r, j in plates if j == i).move(-box.x, -box.y)
            assert tuple(pic.get_at(own.center))[:3] != PICTURE_SEA, name
            words = [(pygame.Rect(r), None) for r, _ in scene.board.hits.tops.values()]
            for r, j in plates + words:
                cut = pygame.Rect(r).clip(box)
                if j == i or not cut.w or not cut.h or cut.colliderect(
                        pygame.Rect(scene.lay.islands[i])):
                    continue
                met += 1
                cut.move_ip(-box.x, -box.y)
                seen = {tuple(pic.get_at((x, y)))[:3] for x in range(cut.left, cut.right, 2)
                        for y in range(cut.top, cut.bottom, 2)}
                assert seen == {PICTURE_SEA}, (name, r, j, seen)
        assert met, "no other name reached into a picture"
    finally:
        p.close()
