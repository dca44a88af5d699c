"""A line never breaks at a no-break space (a fresh player met "tuile" at a line's end
and "6." alone on the next in the French guided card): the words it joins stay on one
line, and the space is drawn, not dropped."""

from luna.client.window import fonts


def test_a_no_break_space_keeps_its_words_on_one_line():
    joined = "tuile\u00a06"
    words = "Placez un Novice sur la " + joined + ". Puis cliquez sur l'Île."
    width = fonts.font(16).size("Placez un Novice sur la tuile")[0] + 2
    lines = fonts.wrap(words, 16, width)
    assert any(joined in line for line in lines), lines
    assert not any(line.endswith("tuile") for line in lines), lines
    assert "\u202f" in fonts.wrap("Prix\u202f: 3", 16, 10)[0]


def test_a_no_break_space_is_drawn_as_a_space_not_as_a_missing_sign():
    """French puts a no-break space before a colon: the results' lesson read "Jaune�:"."""
    assert fonts.drawable("Jaune\u00a0: 3") == "Jaune\u00a0: 3"
    assert fonts.drawable("1\u202f000") == "1\u202f000"
    assert fonts.drawable("a\x00b\u202ec") == "a\ufffdb\ufffdc"      # controls stay shown
    words = fonts.text("Jaune\u00a0: 3", 16)
    assert words.get_width() > fonts.text("Jaune: 3", 16).get_width()


def test_a_french_colon_never_starts_a_line():
    """"5 si la partie s'arrêtait maintenant / : Sanctuaires (+4 chacun)…" (a fresh player):
    the space before a French colon, semicolon, ? or ! never breaks, whether the catalogue
    wrote it plain or no-break, nor the space inside « »; every word stays."""
    from luna import text as i18n
    from luna.text import t
    i18n.set_language("fr")
    words = t("tip.council.worth", seats=t("tip.council.seat_points", seat=10, points=10))
    assert " : " in words or "\u00a0: " in words, words
    head = words[:words.index(":")].rstrip(" \u00a0")
    for extra in (0, 2, 6):
        width = fonts.font(16).size(head)[0] + extra
        lines = fonts.wrap(words, 16, width)
        assert not any(line.lstrip().startswith((":", ";", "?", "!", "»")) for line in lines), lines
        assert not any(line.rstrip().endswith("«") for line in lines), lines
        assert "".join(lines).replace(" ", "").replace("\u00a0", "") == \
            words.replace(" ", "").replace("\u00a0", ""), lines
    for said in ("Prix ; 3 points ? Oui !", "Il dit « bonjour » ici"):
        for width in range(20, 200, 7):
            lines = fonts.wrap(said, 16, width)
            assert not any(line.startswith((":", ";", "?", "!", "»")) for line in lines), lines
            assert not any(line.endswith("«") for line in lines), lines


def test_a_french_text_box_never_breaks_before_its_colon(tmp_path):
    """pygame-gui's text boxes wrap at plain spaces: a French message's space before its
    colon (or ; ? !, or inside « ») is a no-break one there; other languages unchanged."""
    from luna import text as i18n
    from luna.client.demo.driver import frames, make_app
    from luna.client.screens.card import MessageDialog
    from luna.text import unbroken
    i18n.set_language("en")
    assert unbroken("Note: yes? no!") == "Note: yes? no!"
    i18n.set_language("fr")
    assert unbroken("Note : oui ? « non » ; bien !") == \
        "Note\u00a0: oui\u00a0? «\u00a0non\u00a0»\u00a0; bien\u00a0!"
    app = make_app(tmp_path, size=(1024, 700), language="fr")
    words = "Il reste 2 tours : Sanctuaires (+4 chacun) ; Faveurs ? Oui !"
    app.push(MessageDialog(app, "Titre", words))
    frames(app, 2)
    boxes = [el for el in app.ui.get_root_container().elements
             if type(el).__name__ == "UITextBox"]
    assert boxes and all(" :" not in b.html_text and " ;" not in b.html_text
                         for b in boxes), [b.html_text for b in boxes]
    assert any(unbroken(words) in b.html_text for b in boxes)


def test_a_percent_sign_stays_on_its_numbers_line():
    """German and French set a space before % ("19 %"): a German fresh player read the
    results' "Deine Züge werden geprüft … 19" with "%" alone on the next line."""
    from luna import text as i18n
    from luna.text import t
    for code in ("de", "fr", "nl"):
        i18n.set_language(code)
        words = t("lesson.costly.working", percent=19)
        assert "19 %" in words, words
        head = words[:words.index("19 %") + 2]
        for extra in (0, 3, 8):
            lines = fonts.wrap(words, 16, fonts.font(16).size(head)[0] + extra)
            assert not any(line.lstrip().startswith("%") for line in lines), (code, lines)
    i18n.set_language("en")


def test_a_sign_standing_alone_stays_with_its_number():
    """The round's scoring card said "2 novices by him +" and "1" alone on the next line
    (an English fresh player): a lone + or − never ends a line (the card now writes
    "+1"; a text that sets the sign apart keeps it with its number all the same)."""
    for words in ("2 novices by him + 1 for having any", "2 Novizen bei ihm − 1 fürs Dabeisein",
                  "un Novice chez lui + 1 pour sa présence"):
        for width in range(30, fonts.font(14).size(words)[0] + 8, 3):
            lines = fonts.wrap(words, 14, width)
            assert not any(line.rstrip().endswith(("+", "−")) for line in lines), lines
            assert "".join(lines).replace(" ", "") == words.replace(" ", ""), lines


def test_a_number_ending_the_words_never_stands_alone_on_a_line():
    """"Rot besetzt Tempelplättchen" and "7" alone on the next line (a German fresh player at
    150 %, in the log and in a computer's caption; French "jusqu'à la case" / "2"): the
    last number keeps the word before it, the words otherwise wrapped as before."""
    from luna import text as i18n
    from luna.text import t
    try:
        for lang in ("de", "fr", "en", "nl"):
            i18n.set_language(lang)
            words = t("log.tile_claimed", who=t("colour.red"), tile=7)
            assert words.rstrip(".").endswith("7"), words
            for width in range(40, fonts.font(16).size(words)[0] + 8, 2):
                lines = fonts.wrap(words, 16, width)
                assert len(lines) == 1 or not lines[-1].strip(" .").isdigit(), (lang, lines)
                assert "".join(lines).replace(" ", "") == words.replace(" ", ""), lines
    finally:
        i18n.set_language("en")
    assert fonts.wrap("on seat 12 of 5 ok", 16, 10)[-1] == "ok"     # only the last number


def test_a_number_ending_a_clause_keeps_the_word_before_it():
    """An English fresh player's hover text over the jetty read "Yellow's novices waiting
    on the jetty:" and, on the next line, "1. Expelled novices wait there…", a list's
    first point to the eye. A number ending a clause keeps the word before it, in every
    language's jetty text, at every width."""
    from luna import text as i18n
    from luna.text import t
    try:
        for lang in ("de", "fr", "en", "nl"):
            i18n.set_language(lang)
            words = t("tip.item.jetty", name=t("colour.yellow"), jetty=1)
            for width in range(60, fonts.font(16).size(words)[0] + 8, 3):
                lines = fonts.wrap(words, 16, width)
                assert not any(line.startswith("1.") for line in lines), (lang, lines)
    finally:
        i18n.set_language("en")
    assert fonts.wrap("seat 3, then 4 more", 16, 10)[0] == "seat 3,"
