"""Start clicked, the board's pictures drawn for the first time (a new game's islands, a
new window size): up to a second here and several on a slow machine, while the window
showed the dialog as it stood, as if the click had been lost (two fresh players: "Start
gives ~5 s with no sign"). Now the window dims and says it is preparing the board the
moment the drawing begins, and the board stands in its place when it is drawn. Driven
by a person at human pace through the real loop; what the window showed at each
`display.flip` is what a person saw."""

from __future__ import annotations

import pygame
from human import STEP, Person

from luna.client.board.art import kept
from luna.client.widgets.toasts import draw_notice
from luna.client.window import fonts
from luna.text import t


class Flips:
    """What the window showed at each `display.flip`: whether the notice stood in it
    (`said`), and a copy of each flip it stood in and of the flip before it (`frames`),
    not of every flip (1,300 copies of a 1280x800 window held 5.6 GB)."""

    def __init__(self) -> None:
        self.said: list[bool] = []
        self.frames: dict[int, pygame.Surface] = {}
        self._last: pygame.Surface | None = None

    def seen(self, frame: pygame.Surface) -> None:
        k = len(self.said)
        self.said.append(_says_it(frame))
        if self.said[k]:
            self.frames[k] = frame.copy()
            if self._last is not None:
                self.frames[k - 1] = self._last
        # the flip before a notice is kept until the first notice (a second one fails
        # the count whatever it stood over)
        self._last = frame.copy() if not any(self.said) else None


def _watch_flips(monkeypatch) -> Flips:
    shown = Flips()
    flip = pygame.display.flip

    def flipped():
        shown.seen(pygame.display.get_surface())
        flip()
    monkeypatch.setattr(pygame.display, "flip", flipped)
    return shown


def _start(person: Person) -> None:
    person.press(t("menu.new"))
    person.scene.seed = 5
    person.press(t("new.start"))


def test_the_window_says_it_prepares_the_board_while_its_pictures_are_drawn(
        tmp_path, monkeypatch):
    monkeypatch.setenv(kept.ENV, str(tmp_path / "art"))     # nothing kept yet: a first game
    person = Person(tmp_path / "saves", size=(1280, 800), language="de",
                    every_frame=True)     # every flip looked at
    shown = _watch_flips(monkeypatch)
    _start(person)
    person.until(lambda: hasattr(person.scene, "table"), what="the game screen")
    person.every_frame = False          # the computers move on (new sandbanks, new
    for _ in range(120):                # pieces): 20 s, a frame in 10 drawn, as a
        person.wait(10 * STEP)          # notice can only come in a drawn frame
    noticed = [k for k in range(1, len(shown.said)) if shown.said[k]]
    assert len(noticed) == 1, f"the notice stood in {len(noticed)} flips"
    k = noticed[0]
    assert _same(shown.frames[k], _with_notice(shown.frames[k - 1]),
                 pygame.Rect((0, 0), (1280, 800))), \
        "the window under the notice is the dialog as it stood, dimmed (no half-drawn board)"
    assert not shown.said[k + 1], "the next flip is the game's board, the notice gone"
    assert hasattr(person.scene, "table")
    # a second game on the same islands: its pictures are kept, nothing to prepare
    person.app.open("menu")
    person.wait(0.5)
    before = len(shown.said)
    _start(person)
    person.until(lambda: hasattr(person.scene, "table"), what="the second game")
    assert not any(shown.said[before:])


_NOTICE: dict[tuple, tuple[pygame.Rect, bytes]] = {}     # its card's inside, drawn alone


def _says_it(frame: pygame.Surface) -> bool:
    """The notice's card stands in the window's middle (its inside: the card is opaque).
    The card alone is drawn once for a window size, words and text size: every flip is
    compared with the same pixels (drawn again at each of ~1,400 flips, it was 60 % of
    the flips' watching)."""
    key = (frame.get_size(), t("board.preparing"), fonts.scale)
    if key not in _NOTICE:
        alone = pygame.Surface(frame.get_size())
        box = draw_notice(alone, key[1]).inflate(-16, -16)
        _NOTICE[key] = box, pygame.image.tobytes(alone.subsurface(box), "RGB")
    box, pixels = _NOTICE[key]
    return pygame.image.tobytes(frame.subsurface(box), "RGB") == pixels


def _with_notice(frame: pygame.Surface) -> pygame.Surface:
    out = frame.copy()
    draw_notice(out, t("board.preparing"))
    return out


def _same(a: pygame.Surface, b: pygame.Surface, box: pygame.Rect) -> bool:
    return pygame.image.tobytes(a.subsurface(box), "RGB") == \
        pygame.image.tobytes(b.subsurface(box), "RGB")
