"""A click on a favour token in the panel (issue 21, F062: "clicking one's own favour
token does nothing"). Where the player to move can spend it now, its places light and a
note beside it says to click one; where no move spends it now, the note says so; another
player's token says its holder can spend it on their own turn; an island's favour stack
where none can be taken says the engine's reason. Each note stands in the
hover texts' plate beside the token, inside the window, with the favour's rule and its
worth when unspent, and goes when the mouse leaves. Played through the real loop at
normal speed, in English and German."""

from __future__ import annotations

import pygame
import pytest
from human import Person
from positions import blank, give, play
from test_scoring_summary import open_at

from luna.client.board.targets import Held, IslandFavours, Jetty
from luna.client.game import frame_state
from luna.client.game.tooltips import favour_note
from luna.client.widgets import overlays
from luna.client.window import fonts
from luna.text import t
from luna.text.i18n import refusal


def _note_words(person) -> list[str]:
    """The words of the plate drawn over the board this frame (made afresh)."""
    overlays._boxes.clear()
    fonts.drawn = {}
    try:
        person.wait(1 / 30)
        return [w for _, w, _ in fonts.drawn.values()]
    finally:
        fonts.drawn = None


@pytest.mark.parametrize("size,code", [((1280, 800), "en"), ((1024, 700), "de")], ids=str)
def test_a_click_on_a_favour_token_lights_its_places_or_says_when_it_can_be_used(
        tmp_path, size, code):
    person = Person(tmp_path, size=size, language=code)
    try:
        s = blank(players=2)
        s["jetty"] = [2, 0]
        s["supply"]["novices"][0] -= 2
        give(s, 0, "tides")                     # spendable now: from the jetty
        give(s, 0, "herbs")                     # not now: no inactive novice of player 0
        give(s, 1, "book")                      # the other player's
        open_at(person, play(s))
        scene = person.scene
        window = pygame.Rect(0, 0, *size)
        # (the tides token right of the herbs one: from its note, the mouse goes left, on
        # the way to the note beside the panel, where a hover text stays while it is read)
        for target, status, lit in ((Held(0, "tides"), "favour.note.lit", {Jetty(0)}),
                                    (Held(0, "herbs"), "favour.note.not_now", set()),
                                    (Held(1, "book"), "favour.note.later", set())):
            person.click_on(target)
            assert scene.acting.favour_note == (target, status)
            assert (scene.acting.favour_lit or set()) == lit
            words = _note_words(person)
            said = " ".join(words)
            assert t(status, name=scene.snap["names"][target.player])[:25] in said, said
            assert t("favour.note.end")[:20] in said
            if lit:     # the lit places named: a jetty's ring is missed under the Hint's arrow
                plate = scene.acting.tip_words(
                    target, scene.view(frame=frame_state.facts(scene)))
                assert t("favour.note.lit", places=t("jetty.label")) in plate, plate
            token = scene.board.rect_of(target)      # (the panel's: beside the panel)
            tip = scene.tip_rect
            assert tip is not None and window.contains(tip)
            assert not tip.colliderect(token), (tip, token)       # beside it, not over it
            gap = max(tip.left - token.right, token.left - tip.right,
                      tip.top - token.bottom, token.top - tip.bottom)
            near = gap < 120    # (within 120 px on both axes: beside the holder's card
            #                     as a whole, F1081, which its tokens' row may stand above)
            assert near, f"the note {tip} stands far from its token {token}"
            note = favour_note(target, status, scene.snap)
            assert note.startswith(t("favour.note.title", kind=t(f"kind.{target.favour}")))
        # the mouse leaves: the note goes (the lit places stay until a click elsewhere)
        person.point((scene.lay.panel[0] // 2, 8))
        person.wait(0.1)
        assert scene.acting.favour_note is None
        assert not any(t("favour.note.end")[:20] in w for w in _note_words(person))
        # an island's favour stack where none can be taken: the engine's reason, said
        herbs = next(i for i, x in enumerate(scene.snap["islands"]) if x["kind"] == "herbs")
        person.click_on(IslandFavours(herbs))
        why = scene.game.refusal({"type": "favour", "player": 0, "island": herbs,
                                  "novice_token": False})
        assert why is not None and scene.ring is None
        assert any(refusal(why) in words for words, _ in person.app.toasts)
    finally:
        person.close()


def _ringed(person, token: pygame.Rect) -> bool:
    """The armed ring's bright gold drawn round the token (just above its top), as
    shown."""
    from luna.client.widgets import palette as P
    shot = person.app.screen
    return any(sum(abs(a - b) for a, b in zip(shot.get_at((token.centerx, y))[:3],
                                              P.GOLD_BRIGHT, strict=True)) < 60
               for y in range(token.top - 8, token.top + 1))


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)], ids=str)
def test_a_clicked_favour_token_stands_armed_while_its_places_are_lit(tmp_path, size):
    """A click on a favour token lit places far off on the board and left the small
    token itself unchanged, read as no answer: the token whose places are lit stands
    armed, a bright ring round it, till its places go (Esc); a token that cannot be
    spent now lights nothing and arms nothing."""
    person = Person(tmp_path, size=size)
    try:
        s = blank(players=2)
        s["jetty"] = [2, 0]
        s["supply"]["novices"][0] -= 2
        give(s, 0, "tides", "herbs")            # tides: from the jetty; herbs: not now
        open_at(person, play(s))
        scene = person.scene
        tides, herbs = Held(0, "tides"), Held(0, "herbs")
        token = scene.board.rect_of(tides)
        assert not _ringed(person, token)
        person.click_on(herbs)
        assert scene.acting.favour_armed is None and not scene.acting.favour_lit
        person.click_on(tides)
        assert scene.acting.favour_armed == tides and scene.acting.favour_lit == {Jetty(0)}
        person.point((scene.lay.panel[0] // 2, 8))      # the mouse off it: it stays armed
        person.wait(0.3)
        assert _ringed(person, scene.board.rect_of(tides)), size
        person.key(pygame.K_ESCAPE)
        person.wait(0.3)
        assert scene.acting.favour_armed is None
        assert not _ringed(person, scene.board.rect_of(tides))
    finally:
        person.close()
