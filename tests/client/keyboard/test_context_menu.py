"""The right click's list (a fresh German player at 1024x700, 150 %: a list across the
whole window, over the board and the panel, its reasons cut with "…"; the Bribery island's
list without Build shrine, so he learnt only later why he could not build). A plate in the
board's hover-text style at the click, beside the clicked island, as wide as it needs up
to a sensible share of the window, each entry's words and reason wrapped whole, inside the
window, each entry with its action's picture; every action of the island listed, the
refused ones with the engine's reason (Build shrine and Banish away from their figure's
island with where they are taken); the mouse and the keyboard take an entry. At 1024x700
German 150 %, 1280x800 English, 1920x1080 French 125 %, on the real loop."""

from __future__ import annotations

import pygame
import pytest
from human import Person
from test_tray_tiles import at, tray_position

from luna.client.board.targets import Island
from luna.client.demo.driver import click, frames, target_rect
from luna.client.widgets import palette as P
from luna.client.widgets.overlays import TIP_SIZE
from luna.client.window import fonts
from luna.client.window.fonts import font
from luna.text import island, lines, refusal, t

SHARE = 0.56              # the list's widest share of the window (one column)
CASES = [((1024, 700), "de", 150), ((1280, 800), "en", 100), ((1920, 1080), "fr", 125)]


def right_click(app, where: Island):
    scene = app.scene
    scene.close_menu()
    frames(app, 2)
    click(app, target_rect(scene, where).center, button=3)
    frames(app, 5)
    return scene.context


@pytest.mark.parametrize("size,lang,text_size", CASES, ids=str)
def test_the_list_stands_whole_at_the_click_with_every_action(tmp_path, size, lang,
                                                              text_size):
    snap, where = tray_position()
    app = at(tmp_path, size, lang, text_size, snap)
    scene = app.scene
    try:
        bribery = Island(where["bribery"])
        menu = right_click(app, bribery)
        assert menu, "no list"
        entries = list(menu.buttons)
        plate = getattr(menu, "rect", None) or entries[0].rect.unionall(
            [e.rect for e in entries])
        window = pygame.Rect(0, 0, *app.size)
        assert window.inflate(-8, -8).contains(plate), (plate, app.size)
        # at the click: beside the island, over none of its middle
        isle = scene.board.rect_of(bribery)
        assert not plate.colliderect(isle.inflate(-isle.w // 3, -isle.h // 3)), \
            (plate, isle)
        if size[0] > 1024:        # (one column, a share of the window: never across it)
            assert plate.w <= SHARE * size[0] + 1, plate
            assert len({e.rect.x for e in entries if not getattr(e, "chip", False)}) == 1
        # every entry whole: its lines are its words, none cut, each inside its entry
        f = font(TIP_SIZE)
        for e in entries:
            assert "…" not in e.text, e.text
            assert plate.contains(e.rect), (e.text, e.rect, plate)
            if getattr(e, "chip", False):
                continue
            said = " ".join(w for w, _ in e.lines).split()
            whole = e.text.replace(" — ", " ").split()
            assert said == whole, (said, whole)
            assert all(f.size(w)[0] <= e.rect.w for w, _ in e.lines), e.lines
        assert not [(a.text, b.text) for i, a in enumerate(entries) for b in entries[i + 1:]
                    if a.rect.colliderect(b.rect) and not (     # (a chip stands after its
                        getattr(b, "chip", False) and b is entries[i + 1])]   # entry's words)
        # a picture beside every entry but Cancel
        assert all(e.picture is not None for e in entries if e.option is not None)
        # every action of the island: the refused with the engine's reason, Build shrine
        # where the Architect stands (the Shrine island), the player holding no shrine favour
        me = scene.game.to_move
        refused = {e.option.about["type"]: e.option.refused for e in entries
                   if e.option is not None and e.option.refused}
        assert {"appoint", "build_shrine"} <= set(refused), refused
        shrine = {"type": "build_shrine", "player": me}
        assert refused["build_shrine"].startswith(
            t("ring.elsewhere.build_shrine", island=island("shrine")))
        assert refusal(scene.game.refusal(shrine)) in refused["build_shrine"]
        appoint = next(e.option.about for e in entries if e.option is not None
                       and e.option.refused and e.option.about["type"] == "appoint")
        assert refused["appoint"] == refusal(scene.game.refusal(appoint))
        kinds = {(e.option.command or e.option.about or {}).get("type")
                 or e.option.builder[0] for e in entries if e.option is not None}
        assert {"favour", "recruit", "appoint", "council", "banish", "travel", "herbs",
                "build_shrine"} <= kinds, kinds
        # drawn as the board's hover texts: its glass inside, its brass rim round it
        app.mouse = (2, 2)
        frames(app, 2)
        screen = app.screen
        inside = screen.get_at((plate.right - 2, plate.centery))[:3]
        assert max(abs(a - b) for a, b in zip(inside, P.GLASS, strict=True)) < 12, inside
        rim = screen.get_at((plate.centerx, plate.top))[:3]
        assert max(abs(a - b) for a, b in zip(rim, P.RIM, strict=True)) < 40, rim
    finally:
        fonts.set_text_size(100)


def test_the_list_is_taken_by_the_mouse_and_the_keyboard(tmp_path):
    """A click on an entry plays it; its novice favour's chip plays the same with the
    favour standing in; the menu key on the focused island opens it, the arrows move over
    its entries (outlined), Enter plays the outlined one; Esc closes it."""
    snap, where = tray_position()
    person = Person(tmp_path, language="de")
    try:
        from positions import play

        from luna.client.opening import open_game
        open_game(person.app, play(snap), autosave=False)
        person.wait(0.4)
        person.settle()
        scene = person.scene
        book = Island(where["book"])
        person.click(target_rect(scene, book).center, button=3)
        menu = scene.context
        chip = next(e for e in menu.buttons if getattr(e, "chip", False))
        plain = menu.buttons[menu.buttons.index(chip) - 1]
        assert chip.option.command["novice_token"] and not plain.option.command.get(
            "novice_token")
        n = len(scene.game.log)
        person.click(chip.rect.center)
        person.until(lambda: len(scene.game.log) > n, what="the chip's move")
        assert scene.game.log[n]["type"] == chip.option.command["type"]
        assert scene.game.log[n]["novice_token"] and not scene.menu
        person.key(pygame.K_z, pygame.KMOD_CTRL)               # undo, the keyboard's turn
        person.press(t("undo.other_yes"))      # hot seat: the last move was another person's
        person.settle()
        while getattr(scene.keys.focus, "island", None) != book.island:
            person.key(pygame.K_TAB)
        person.key(pygame.K_F10, pygame.KMOD_SHIFT)
        assert scene.menu and menu.focus is not None
        first = menu.buttons[menu.focus]
        assert first.is_enabled
        person.key(pygame.K_DOWN)
        second = menu.buttons[menu.focus]
        assert second is not first and second.is_enabled
        n = len(scene.game.log)
        person.key(pygame.K_RETURN)
        if second.option is not None and second.option.command:
            person.until(lambda: len(scene.game.log) > n, what="the outlined entry")
            played = scene.game.log[n]
            assert all(played.get(k) == v for k, v in second.option.command.items())
        person.key(pygame.K_ESCAPE)
        assert not scene.menu
    finally:
        person.close()


def _at_the_shrine(tmp_path):
    """A window on the tray position's game, settled: (the person, the game screen, the
    island of the person's shrine)."""
    from positions import play

    from luna.client.opening import open_game
    snap, where = tray_position()
    person = Person(tmp_path)
    open_game(person.app, play(snap), autosave=False)
    person.wait(0.4)
    person.settle()
    return person, person.scene, Island(where["shrine"])


def test_the_list_stars_the_hints_entry_as_the_tray_stars_its_tile(tmp_path):
    """F727: the right click's list did not star the Hint's choice, though the tray did.
    The list marks the Hint's entry (its very move; a move built on the board: its kind
    begun at that island) with the tray's gold rim and star, and no other."""
    person, scene, shrine = _at_the_shrine(tmp_path)
    try:
        from luna.client.board.marks import Hint
        n = len(scene.game.log)
        council = next(c for c in scene.legal if c["type"] == "council" and
                       c["island"] == shrine.island and c["count"] == 2 and
                       not c["novice_token"])
        travel = next(c for c in scene.legal if c["type"] == "travel" and
                      c["moves"][0]["from"] == shrine.island)
        for cmd in (council, travel):
            scene.hints.hint = Hint(cmd, n)
            person.click(target_rect(scene, shrine).center, button=3)
            assert scene.menu
            starred = [e for e in scene.context.buttons if e.hinted]
            assert len(starred) == 1, [e.text for e in starred]
            opt = starred[0].option
            assert opt.command == cmd if opt.command else opt.builder[0] == cmd["type"]
            person.wait(0.1)
            e, pic = starred[0], scene.context._look[0]
            gold = person.app.screen.get_at((round(e.rect.x + pic * 0.3),   # its star
                                             round(e.rect.y + pic * 0.3 + 1)))
            assert max(abs(a - b) for a, b in zip(gold[:3], P.GOLD, strict=True)) < 40
            person.key(pygame.K_ESCAPE)
            assert not scene.menu
            person.click(target_rect(scene, shrine).center)       # the tray: the same
            assert [a.kind for a in scene.ring.actions if a.hinted] == [cmd["type"]]
            person.key(pygame.K_ESCAPE)
    finally:
        person.close()


def test_each_entrys_hover_leads_with_its_trays_net_line(tmp_path):
    """F999: the right click's entries showed the rule only, not the preview in points
    the tray's tiles give. Each enabled entry's hover text leads with its move's net
    line, the tray tile's own (tile_words.net_line for both): the same words as the
    tray's tile of that very move says first; a refused entry's says no figures."""
    person, scene, shrine = _at_the_shrine(tmp_path)
    try:
        from luna.client.game.tile_words import net_line
        person.click(target_rect(scene, shrine).center)        # the tray: each tile's
        trays = {}                                             # first line, by its move
        for act in scene.ring.actions:
            if act.enabled and not act.builder:
                rect, _ = person.card(act.kind)
                person.point(rect.center)
                person.wait(0.6)
                trays[repr(act.command)] = scene.hover.words.split("\n")[0]
        person.key(pygame.K_ESCAPE)
        person.wait(0.2)
        person.click(target_rect(scene, shrine).center, button=3)
        menu = scene.context
        compared = 0
        for e in [e for e in menu.buttons if e.option is not None]:
            person.point(e.rect.center)
            person.wait(0.2)
            words = menu.words_of(e)
            cmd = e.option.command
            if not e.is_enabled or cmd is None:
                assert not e.option.preview, e.text
                continue
            net = net_line(cmd, scene.snap, scene.game)
            assert net and words.split("\n")[int(e.chip)] == lines(net), (e.text, words)
            if repr(cmd) in trays:
                assert trays[repr(cmd)] == lines(net), (trays[repr(cmd)], net)
                compared += 1
        assert compared >= 3, compared
    finally:
        person.close()
