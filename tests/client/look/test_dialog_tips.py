"""The New game dialog's hover texts say what their button is (issue 21, look9):
"Play it" had none (54_game_start), and "One figure per island"'s was headed just "On"
(53_hover_onefig: its words began "On: at the start…"). Hovered by a resting mouse on the
real loop at normal speed, as the player did."""

import pygame
from human import Person

from luna.client.widgets.overlays import headed
from luna.text import t


def _hover(person, button):
    person.point((5, 5))
    person.point(button.rect.center)
    person.wait(0.7)
    tips = person.app.ui.tips
    assert tips and tips[-1].rect is not None, f"no hover text on {button.text!r}"
    tip = tips[-1]
    assert not tip.rect.colliderect(button.rect)
    assert pygame.Rect(0, 0, *person.app.size).contains(tip.rect)
    return headed(tip.words)


def test_play_it_and_one_figure_have_hover_texts_headed_by_their_names(tmp_path):
    person = Person(tmp_path, size=(1280, 800))
    try:
        person.press(t("menu.new"))
        dialog = person.app.scene
        title, words = _hover(person, dialog.figure_btn)
        assert title == t("new.one_figure"), title
        assert words.lower().startswith(t("settings.on").lower()), words
        _, _, kind = dialog.rows[1]
        person.choose(kind, dialog.kind_word("sage"))          # another level: "Play it" shows
        assert dialog.use.visible
        title, words = _hover(person, dialog.use)
        assert title == t("profile.use"), title
        assert t(f"level.{dialog.level}") in words and t("colour.yellow") in words
        person.press(t("profile.use"))                # and does what it says
        assert all(k == dialog.level for k in dialog.kinds[1:dialog.players])
    finally:
        person.close()


def test_the_option_and_its_state_are_written_in_each_languages_way(tmp_path):
    """Fresh16: "Une figurine par île: désactivé" had no space before its colon where the
    French dialog's other words have one ("Ordinateur : Initié"). The button says the
    option and its state as its language writes them; its hover text is still headed by
    the option's name."""
    person = Person(tmp_path, size=(1280, 800), language="fr")
    try:
        person.press(t("menu.new"))
        dialog = person.app.scene
        assert dialog.figure_btn.text.startswith(t("new.one_figure") + "\u00a0: "), \
            dialog.figure_btn.text
        title, _ = _hover(person, dialog.figure_btn)
        assert title == t("new.one_figure"), title
    finally:
        person.close()
