"""The settings say the truth, each understandable on its own, and the start's "no sound
device" note stands where it belongs.

Fresh players: "'Ton' reads 'an' although the game said it found no audio device" (German,
English); the start's "No sound device was found…" stood off-centre (English) and over the
menu card's frame (German, 1024x700 at 150 %); "'Gründe im Spielverlauf' has no hover
explanation"; "'Master's time per move' means nothing to a new player". Played on the
real loop at normal speed, hovered by a resting mouse."""

from __future__ import annotations

import re

import pygame
import pytest
from human import Person

from luna.client.widgets.overlays import headed
from luna.text import i18n, t


def no_sound_device(person: Person) -> None:
    """The mixer probed and found nothing (as on the players' machines)."""
    person.app.sounds._probed, person.app.sounds._mixer = True, None


def hover_words(person: Person, rect: pygame.Rect) -> tuple[str, str]:
    person.point((5, 5))
    person.point(rect.center)
    person.wait(0.7)
    tips = person.app.ui.tips
    assert tips and tips[-1].rect is not None, f"no hover text at {rect}"
    tip = tips[-1]
    assert not tip.rect.colliderect(rect)
    assert pygame.Rect(0, 0, *person.app.size).contains(tip.rect)
    return headed(tip.words)


@pytest.mark.parametrize("wanted", [True, False])
def test_without_a_sound_device_the_sound_switch_says_so_greyed(tmp_path, wanted):
    person = Person(tmp_path, language="de")
    try:
        person.app.settings.sound = wanted
        no_sound_device(person)
        person.press(t("menu.settings"))
        dialog = person.scene
        assert not dialog.heard
        person.wait(0.2)
        assert dict(dialog.states())[dialog.sound] is False    # drawn off, never "an"
        title, words = hover_words(person, dialog.sound.rect)
        assert f"{title}: {words}" == t("settings.sound.none")
        assert title == t("settings.sound") and "Audiogerät" in words
        person.click(dialog.sound.rect.center)                 # nothing to switch
        assert person.app.settings.sound is wanted
    finally:
        person.close()
        i18n.set_language("en")


def test_with_a_sound_device_the_switch_switches_and_says_what_it_plays(tmp_path):
    person = Person(tmp_path)
    try:
        person.app.sounds._probed, person.app.sounds._mixer = True, (44100, -16, 2)
        person.press(t("menu.settings"))
        dialog = person.scene
        assert dialog.heard
        person.click(dialog.sound.rect.center)
        assert person.app.settings.sound is True
        title, _ = hover_words(person, dialog.sound.rect)
        assert title == t("settings.sound")
    finally:
        person.close()


@pytest.mark.parametrize("size,language,text", [((1024, 700), "de", 150),
                                                ((1280, 800), "en", 100),
                                                ((1920, 1080), "fr", 125)])
def test_the_no_sound_note_stands_centred_under_the_menus_card(tmp_path, size, language,
                                                               text):
    person = Person(tmp_path, size=size, language=language)
    try:
        person.app.settings.text_size = text
        person.app.restyle()
        person.wait(0.2)
        person.app.toast(t("firstrun.no_sound"), 8.0)
        person.wait(0.3)
        (box,) = person.app.toast_rects
        menu = person.scene
        w, h = size
        assert abs(box.centerx - w // 2) <= 2, (box, w)
        assert not box.colliderect(menu.stage), (box, menu.stage)
        assert box.top > menu.stage.bottom and box.bottom <= h
        assert not any(box.colliderect(b.rect) for b in person.buttons())
    finally:
        person.close()
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "de", "fr", "nl"])
def test_every_setting_says_what_it_does_on_hover(tmp_path, language):
    person = Person(tmp_path, size=(1024, 700), language=language)
    try:
        person.press(t("menu.settings"))
        d = person.scene
        rows = {
            "language": (d.lang.rect, t("settings.language.tip")),
            "text": (next(b for b in d.text_size if not b.is_selected).rect,
                     t("settings.text_size.tip")),
            "speed": (d.speed.rect, t(f"settings.speed.{person.app.settings.speed}.tip")),
            "sound": (d.sound.rect, None),
            "think": (next(b for b in d.think if not b.is_selected).rect,
                      t("settings.think.tip")),
            "reasons": (d.reasons.rect, t("settings.reasons.tip")),
            "motion": (d.motion.rect, t("settings.motion.tip")),
        }
        for name, (rect, want) in rows.items():
            title, words = hover_words(person, rect)
            assert words, name
            if want is not None:
                assert want.lower().endswith(words.lower()), (name, words)
        # the Master's time is told as the strongest computer's, not by another level
        think = t("settings.think.tip")
        assert t("level.master") in think and "10" in think
        assert t("level.adept") not in think
    finally:
        person.close()
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "de", "fr", "nl"])
def test_each_levels_text_stands_on_its_own(language):
    """"The tooltip explains level 5 by level 6: 'The Disciple ranks the moves as the
    Adept does…'": a level's words name no other level."""
    from luna.ai.levels import LEVELS
    i18n.set_language(language)
    try:
        for k in LEVELS:
            about = t(f"level.{k}.about")
            assert t(f"level.{k}") in about
            others = [t(f"level.{j}") for j in LEVELS if j != k]
            assert not [o for o in others if re.search(rf"\b{re.escape(o)}\b", about)], \
                (k, about)
    finally:
        i18n.set_language("en")


def test_the_start_note_gives_way_to_the_sound_row(tmp_path):
    """At 1024x700 and 150 % the start's 8-second note stood over the Settings' Back
    button; the row says it now."""
    person = Person(tmp_path, size=(1024, 700), language="de")
    try:
        no_sound_device(person)
        person.app.settings.sound = True
        person.app.check_sound()
        assert t("firstrun.no_sound") in [m for m, _ in person.app.toasts]
        person.press(t("menu.settings"))
        assert not person.app.toasts and not person.app.toast_rects
    finally:
        person.close()
        i18n.set_language("en")


@pytest.mark.parametrize("code", ["de", "en"])
def test_each_settings_name_says_what_its_row_sets(tmp_path, code):
    """A German fresh player pointed at "Gründe im Spielverlauf" and "Meer, Mond, Flammen
    still", an English one at "Master's thinking time": the row's name said nothing (only
    its switch did). A resting pointer on a row's name shows the row's hover text, beside
    it and inside the window, and it goes when the pointer leaves."""
    person = Person(tmp_path, language=code)
    try:
        person.press(t("menu.settings"))
        dialog = person.scene
        person.wait(0.2)
        rows = dict((w, r) for r, w in dialog.named)
        for key in ("settings.reasons.tip", "settings.motion.tip", "settings.think.tip"):
            rect = rows[t(key)]
            title, words = hover_words(person, rect)
            said = f"{title}: {words}" if title else words
            assert said.lower() == t(key).lower(), (title, words)
        person.point((5, 5))
        person.wait(0.3)
        assert not person.app.ui.tips
    finally:
        person.close()
        i18n.set_language("en")


@pytest.mark.parametrize("size,language,text_size", [((1280, 800), "en", 100),
                                                      ((1920, 1080), "fr", 150)], ids=str)
def test_a_settings_hover_text_stands_off_the_rows_it_does_not_explain(
        tmp_path, size, language, text_size):
    """F244: the hover text of the Master's thinking time covered the names of the next
    two rows. Each row's name and field, pointed at: its hover text stands clear of
    every other row (their names and fields), wherever the window has room."""
    person = Person(tmp_path, size=size, language=language, text_size=text_size)
    try:
        person.press(t("menu.settings"))
        d = person.scene
        rows = [d.band_rect(y, h) for y, h in d.bands]
        pointed = [r for r, _ in d.named] + [next(iter(d.think)).rect, d.reasons.rect]
        for rect in pointed:
            person.point((5, 5))
            person.point((rect.x + 30, rect.centery))
            person.wait(0.7)
            tips = person.app.ui.tips
            assert tips and tips[-1].rect is not None, f"no hover text at {rect}"
            over = [k for k, row in enumerate(rows)
                    if row.colliderect(tips[-1].rect) and not row.colliderect(rect)]
            assert not over, (headed(tips[-1].words)[0], tips[-1].rect, over)
    finally:
        person.close()
        i18n.set_language("en")
