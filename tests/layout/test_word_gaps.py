"""Words stay apart and whole in the hover texts (issue 21: a fresh player read
"Tile 24is", "Temple field 14(Shrine)", "4Einflusspunkte" and the heading "KULTSTÄTT
EN-INSEL"). Hovering the real board at normal speed in en, de and fr, every space between
two words is a gap a reader sees, wider than any gap inside a word, and a heading in the
display face has no gap that is not a space."""

from __future__ import annotations

import pygame
import pytest
from positions import random_moves

from luna.client.board.targets import Field, Island, Tile
from luna.client.demo.driver import frames, make_app, target_rect
from luna.client.game import tooltips
from luna.client.opening import open_game
from luna.client.widgets import overlays
from luna.client.window import fonts


@pytest.fixture(autouse=True)
def no_drawn_notes_after():
    yield
    fonts.drawn = None


def gaps(surf: pygame.Surface) -> list[int]:
    """The widths of the blank column runs between a line's ink, left to right."""
    w, h = surf.get_size()
    inked = [any(surf.get_at((x, y)).a >= 96 for y in range(h)) for x in range(w)]
    first = inked.index(True)
    last = w - 1 - inked[::-1].index(True)
    out, run = [], 0
    for x in range(first, last + 1):
        if inked[x]:
            if run:
                out.append(run)
            run = 0
        else:
            run += 1
    return out


def _hover(app, scene, target) -> list[tuple[pygame.Surface, str, int]]:
    overlays._boxes.clear()                # the box is made anew, its words seen drawn
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 2)
    fonts.drawn = {}
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION,
                                         pos=target_rect(scene, target).center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 3)
    assert scene.hover == target and scene.tip_rect is not None, target
    drawn = list(fonts.drawn.values())
    fonts.drawn = None
    return drawn


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_words_in_hover_texts_stand_apart_and_whole(tmp_path, lang):
    app = make_app(tmp_path, speed="normal", menu=False)
    app.settings.language = lang
    app.save_settings()
    open_game(app, random_moves(2, 3, 10), autosave=False)
    frames(app, 30)
    scene = app.scene
    targets = list(dict.fromkeys(tg for _, tg in scene.board.hits
                                 if isinstance(tg, Tile | Field | Island)))
    shrine = [tg for tg in targets if isinstance(tg, Island)]
    lines_seen, spaced, headings, bad = 0, 0, 0, []
    for target in targets[:10] + shrine:
        try:
            target_rect(scene, target)
        except AssertionError:
            continue
        said = " ".join(overlays.headed(tooltips.tooltip(target, scene.snap) or "")[1]
                        .split())
        title = tooltips.tip_title(target, scene.snap) or ""
        for surf, words, size in _hover(app, scene, target):
            if not words.strip() or (words not in said and words != title):
                continue               # not the hover text's (the panel's, the board's)
            display = words == title
            g = gaps(surf)
            spaces = words.strip().count(" ")
            lines_seen += 1
            if display:
                headings += 1
                # a heading's gaps: none inside a word wider than its spaces' own
                wide = [x for x in g if x >= max(3, round(0.2 * size))]
                if len(wide) > spaces:
                    bad.append(f"{lang}: heading {words!r} splits inside a word: gaps {g}")
                continue
            if not spaces:
                continue
            spaced += 1
            # the `spaces` widest gaps are the word gaps; each is wider than every other
            ranked = sorted(g, reverse=True)
            word_gaps, letter_gaps = ranked[:spaces], ranked[spaces:]
            least = min(word_gaps)
            if least < max(3, round(0.2 * size)) or \
                    (letter_gaps and least <= max(letter_gaps)):
                bad.append(f"{lang}: {words!r}: its word gaps {sorted(word_gaps)} do not "
                           f"stand out from the letters' {sorted(set(letter_gaps))}")
    assert spaced >= 10 and headings >= 3, (lines_seen, spaced, headings)
    assert not bad, "\n".join(bad)


def test_a_space_after_a_figure_reads_as_one_space():
    """The guided card's "your claimed tile 6  and" and "+1  each" read as double spaces
    (a hair space went after every figure, though few figures' ink runs past their
    advance). Drawn at every size from 11 to 24 px, "tile N and" for every figure: the
    gap after the figure is never narrower than a pixel less than the gap before it, and
    more than a pixel wider in at most one line of ten (a "1", whose ink is narrow)."""
    pygame.init()
    wider, seen = 0, 0
    for px in range(11, 25):
        f = fonts.font(px)
        inside = max(gaps(f.render("tile", True, (255, 255, 255))), default=0)
        for digit in "0123456789":
            g = [x for x in gaps(f.render(f"tile {digit} and", True, (255, 255, 255)))
                 if x > inside]
            if len(g) != 2:               # (a letter's own gap as wide as a space)
                continue
            seen += 1
            before, after = g
            assert after >= before - 1, (px, digit, before, after)
            wider += after > before + 1
    assert seen >= 120 and wider <= seen // 10, (seen, wider)


def test_a_face_is_opened_once_for_its_pixel_size_across_text_sizes():
    """Each text size asks for its own sizes again: 13 pt at 150 % is 20 px, as 20 pt at
    100 %; the face opened for those pixels serves both (each opening measures its
    glyphs), and a switch of text size back and forth opens nothing anew. (From no face
    opened yet, as at a window's start: the tests before it on a worker leave some.)"""
    pygame.font.init()
    fonts.reset()
    fonts.set_text_size(100)
    first = fonts.font(13)
    fonts.set_text_size(150)
    big, big_px = fonts.font(13), fonts.px(13)
    fonts.set_text_size(100)
    assert fonts.font(13) is first
    assert big_px > fonts.px(13) and big.get_height() > first.get_height()
    assert fonts.font(big_px, scaled=False) is big      # the same pixels: the same face
