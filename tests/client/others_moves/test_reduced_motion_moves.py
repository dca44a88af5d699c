"""Reduced motion stills the decoration and turns the moves' large slides and rising
numbers into short fades in place (issue 21, 117_rm_anim: "made no visible
difference: tiles still slide, '+4' numbers still float up"). The setting says what it
stills, in its label and its hover text. A computer's moves watched on the real loop at
normal speed, with the setting off and on: what each animation draws, frame by frame."""

import math

import pygame
import pytest
from human import WATCH, Person

from luna.client.opening import open_game
from luna.engine import new_game
from luna.text import t


def _blot(paint, v, size) -> pygame.Rect | None:
    """Where an animation's painting at `v` lands (None: nothing drawn)."""
    s = pygame.Surface(size, pygame.SRCALPHA)
    paint(s, v)
    r = s.get_bounding_rect(min_alpha=40)
    return r if r.w and r.h else None


def _watch(reduced: bool, tmp_path):
    """Every drawn point of every animation of the computers' first moves: for each,
    its start, its end and where it stood between."""
    person = Person(tmp_path, size=(1280, 800))
    person.app.settings.reduced_motion = reduced
    game = new_game(players=2, seed=8, setup="intro",
                    seats=[{"kind": "adept", "seed": 3}, {"kind": "human"}])
    open_game(person.app, game, autosave=False)
    scene = person.scene
    seen: dict[int, tuple] = {}
    size = person.app.size
    for k in range(60 * 12):
        # each frame's animations read from the game's state and painted on a surface of
        # their own; the window's frames drawn one in WATCH, as a person glances
        person.frame(drawn=k % WATCH == 0)
        for a in scene.anims:
            if a.paint is None or a.turn_of is not None or a.blocking is None:
                continue
            if id(a) not in seen:
                seen[id(a)] = (a, _blot(a.paint, 0.0, size), _blot(a.paint, 1.0, size), [])
            if a.tween.started and not a.tween.done:
                seen[id(a)][3].append(_blot(a.paint, a.tween.value, size))
        if len(scene.game.log) >= 2 and not scene.anims:
            break
    person.close()
    return [v for v in seen.values() if v[1] is not None and v[2] is not None and v[3]]


def _wander(start, end, mids) -> float:
    """How far the painting went from both its start and its end on its way (px)."""
    far = 0.0
    for r in mids:
        if r is None:
            continue
        far = max(far, min(math.dist(r.center, start.center), math.dist(r.center, end.center)))
    return far


@pytest.mark.long
@pytest.mark.parametrize("reduced", [False, True], ids=["moving", "reduced"])
def test_moves_slide_and_numbers_rise_unless_motion_is_reduced(tmp_path, reduced):
    watched = _watch(reduced, tmp_path)
    assert watched, "no animation was seen"
    flights = [(a, s, e, m) for a, s, e, m in watched
               if math.dist(s.center, e.center) > 60 and not a.at]
    numbers = [(a, s, e, m) for a, s, e, m in watched if a.at]
    assert flights, "no piece went anywhere"
    wander = max(_wander(s, e, m) for _, s, e, m in flights)
    rise = max((max(abs(r.centery - s.centery) for r in m if r) for _, s, _, m in numbers),
               default=0)
    if reduced:                              # fades at its two ends, nothing on the way
        assert wander <= 4, f"a piece still slides ({wander:.0f} px from both ends)"
        assert rise <= 2, f"a number still rises ({rise} px)"
        for _, s, e, m in flights:           # both ends shown: the move stays readable
            assert any(r is not None and r.colliderect(s) for r in m)
            assert any(r is not None and r.colliderect(e) for r in m)
    else:
        assert wander > 30, "the pieces do not slide"
        assert not numbers or rise > 20, "the numbers do not rise"


def test_the_setting_says_what_it_stills(tmp_path):
    person = Person(tmp_path, size=(1280, 800))
    try:
        person.press(t("menu.settings"))
        label = next(el for el in person.app.ui.get_root_container().elements
                     if getattr(el, "text", None) == t("settings.motion"))
        assert label.rect.w > 0
        motion = person.app.scene.motion
        person.point(motion.rect.center)
        person.wait(0.7)
        tip = person.app.ui.tips[-1]
        assert tip.words == t("settings.motion.tip") and tip.rect is not None
        assert not tip.rect.colliderect(motion.rect)
    finally:
        person.close()
