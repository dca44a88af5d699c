"""German UI strings (Deutsch), key for key after the English table in en.py."""

STRINGS: dict[str, str] = {
    # favour kinds and places
    "kind.shrine": "Kultstätte", "kind.herbs": "Heilkräuter", "kind.tides": "Gezeiten",
    "kind.sailboat": "Segelboot", "kind.bribery": "Bestechung", "kind.book": "Buch",
    "kind.novice": "Novize",
    "island.of": "{kind}-Insel",
    "jetty": "Bootssteg",
    "jetty.label": "Bootssteg",
    "council.label": "Priesterrat",
    "temple.entrance": "Eingang",
    "state.active": "aktiv", "state.inactive": "inaktiv",
    "colour.yellow": "Gelb", "colour.red": "Rot", "colour.blue": "Blau",
    "colour.white": "Weiß",
    "figure.priestess": "Mondpriesterin", "figure.architect": "Baumeister",
    "figure.apostate": "Abtrünniger", "figure.guardian": "Wächter",
    # command options
    "opt.place_shrine": "Erste Kultstätte auf die {island} setzen",
    "opt.place_pair": "Zwei Novizen auf die {island} setzen",
    "opt.solo_deactivate": "Die {count} Novizen des Automaten auf der {island} hinlegen",
    "opt.solo_deactivate.one": "Den Novizen des Automaten auf der {island} hinlegen",
    "opt.favour": "Gunstmarke {kind} nehmen",
    "opt.recruit": "Einen Novizen anwerben",
    "opt.build_shrine": "Hier eine Kultstätte errichten",
    "opt.herbs": "Heilkräuter: {count} Novizen zurück auf die {island}",
    "opt.herbs.one": "Heilkräuter: 1 Novize zurück auf die {island}",
    "opt.travel_start": "Reise von hier…",
    "opt.tides_start": "Gezeiten von hier…",
    "opt.sailboat_start": "Segelboot von hier…",
    "opt.travel_n": "Reise mit {count} Novizen",
    "opt.travel_n.one": "Reise mit 1 Novizen",
    "opt.tides_n": "Gezeiten mit {count} Novizen",
    "opt.tides_n.one": "Gezeiten mit 1 Novizen",
    "opt.from_source": "Ab {src} ({state})…",
    "opt.from_jetty": "Vom Bootssteg…",
    "opt.sailboat": "Segelboot ({count}): {src} → {dst}",
    "opt.appoint": "Ernennung: Novize auf Tempelplättchen {tile}",
    "opt.consecrate": "Tempelplättchen {tile} weihen",
    "opt.book": "Buch von Feld {src} auf Feld {dst} versetzen",
    "opt.council": "Priesterrat: {seats} Sitze vor",
    "opt.council.one": "Priesterrat: 1 Sitz vor",
    "opt.banish": "Vertreibung: der Abtrünnige zieht {steps} Inseln weiter",
    "opt.banish.one": "Vertreibung: der Abtrünnige zieht 1 Insel weiter",
    "opt.meditate": "Meditation (eine Zeitmarke umdrehen)",
    "opt.end_actions": "Aktionsphase beenden",
    "opt.with_token": " (mit Gunstmarke Novize)",
    "opt.with_bribe": " (Bestechung)",
    # rules in one breath, for tooltips
    "rule.place_shrine": "Vorbereitungsrunde: Jeder Spieler setzt eine Kultstätte auf eine Insel, "
                         "die noch keine hat. Bei 2 Spielern nicht auf die Heilkräuter-Insel.",
    "rule.place_pair": "Vorbereitungsrunde: zwei Novizen pro Zug, viermal, jedes Paar auf eine "
                       "Insel ohne eigene Spielfiguren.",
    "rule.solo_deactivate": "Rundenbeginn im Solospiel: Alle Novizen des Automaten auf einer Insel "
                            "werden hingelegt, und seine Zählscheibe rückt ebenso viele Sitze vor. "
                            "Danach darf er ein freigegebenes Plättchen weihen.",
    "rule.favour": "Gunst: 2 aktive Novizen einer Insel (1 mit deiner Kultstätte dort) einsetzen, "
                   "um ihre Gunstmarke zu nehmen. Von jeder Sorte besitzt du höchstens eine.",
    "rule.recruit": "Missionierung: 2 aktive Novizen einer Insel einsetzen; ein Novize aus deinem "
                    "Vorrat kommt inaktiv neben der Insel dazu.",
    "rule.build_shrine": "Kultstätte errichten: eine Gunstmarke Kultstätte abgeben und 2 aktive "
                         "Novizen auf der Insel des Baumeisters einsetzen, um dort eine Kultstätte "
                         "zu errichten (4 Einflusspunkte am Ende; halbiert dort Gunst und "
                         "Ernennung; zählt bei der Mondpriesterin).",
    "rule.herbs": "Heilkräuter: die Gunstmarke Heilkräuter abgeben; 1 oder 2 deiner inaktiven "
                  "Novizen neben einer Insel kommen wieder auf die Insel. Nicht auf der "
                  "Heilkräuter-Insel.",
    "rule.travel": "Reise: Beliebig viele deiner aktiven Novizen gehen inaktiv neben andere "
                   "Inseln. Klicke für jeden Novizen ein Ziel an.",
    "rule.tides": "Gezeiten: die Gunstmarke Gezeiten abgeben; beliebige deiner Novizen, aktiv, "
                  "inaktiv oder auf dem Bootssteg, gehen inaktiv neben andere Inseln.",
    "rule.sailboat": "Segelboot: die Gunstmarke Segelboot abgeben; 1 oder 2 Novizen einer Insel "
                     "(oder vom Bootssteg) segeln zu einer anderen Insel und bleiben aktiv.",
    "rule.appoint": "Ernennung: 2 aktive Novizen einer Insel (1 mit deiner Kultstätte) einsetzen, "
                    "um ein freigegebenes Tempelplättchen mit ihrem Symbol zu besetzen; ein Novize "
                    "stellt sich auf das Plättchen. Mit Bestechung erreichst du die Gruppe direkt "
                    "vor dem Wächter.",
    "rule.consecrate": "Weihe: Dein Plättchen und sein Novize kommen in den Tempel; du erhältst "
                       "den Wert unter dem Wächter. Benachbarte gegnerische Novizen mit "
                       "niedrigerer Nummer und ohne Buch werden auf den Bootssteg verdrängt (je "
                       "+1).",
    "rule.book": "Buch: die Gunstmarke Buch abgeben; ein beliebiges Buch der Weisen zu einem "
                 "deiner Novizen im Tempel legen, der noch keins hat (+1; bei 2 Spielern das erste "
                 "Buch der Runde +2). Ein Novize mit Buch kann nicht verdrängt werden.",
    "rule.council": "Priesterrat: Novizen einer Insel einsetzen; deine Zählscheibe rückt je Novize "
                    "einen Sitz vor, auf die anderen Scheiben. Auf Sitz 10 kommen spätere Scheiben "
                    "darunter.",
    "rule.banish": "Vertreibung: aktive Novizen der Insel des Abtrünnigen einsetzen; er zieht je "
                   "Novize eine Insel im Uhrzeigersinn weiter.",
    "rule.figures": "Die Regelhefte unterscheiden sich: Die deutschen und niederländischen Regeln "
                    "erlauben zu Beginn mehrere Figuren auf einer Insel, die französischen stellen "
                    "eine Figur je Insel.",
    "rule.meditate": "Meditation: statt einer Aktion eine Zeitmarke umdrehen (eine Kerze "
                     "erlischt). Wer die letzte umdreht, erhält 1, und die Aktionen der Runde "
                     "enden sofort.",
    "rule.end_actions": "Solo: Die Aktionsphase endet, wann du willst. Danach errichtet der "
                        "Automat eine Kultstätte auf der Insel des Baumeisters, falls er dort "
                        "einen aktiven Novizen hat.",
    # things under the mouse
    "tip.island": "{island}: noch {count} Gunstmarken. Aktive Novizen stehen auf der Insel, "
                  "inaktive liegen daneben.",
    "tip.island.one": "{island}: noch 1 Gunstmarke. Aktive Novizen stehen auf der Insel, "
                      "inaktive liegen daneben.",
    "tip.group_active": "{name}: {count} aktive Novizen auf der {island}",
    "tip.group_inactive": "{name}: {count} inaktive Novizen neben der {island} (sie stehen in der "
                          "nächsten Runde wieder auf, mit Heilkräutern schon früher)",
    "tip.group_active.one": "{name}: 1 aktiver Novize auf der {island}",
    "tip.group_inactive.one": "{name}: 1 inaktiver Novize neben der {island} (er steht in "
                              "der nächsten Runde wieder auf, mit Heilkräutern schon früher)",
    "tip.island_favours": "Noch {count} Gunstmarken {kind} auf der Insel",
    "tip.island_favours.one": "Noch 1 Gunstmarke {kind} auf der Insel",
    "tip.figure.priestess": "Mondpriesterin: Bei jeder Wertung erhalten die Spieler mit den "
                            "meisten aktiven Novizen + Kultstätten hier {pay}. Sie zieht jede "
                            "Runde {step} Inseln im Uhrzeigersinn weiter.",
    "tip.figure.architect": "Baumeister: Auf seiner Insel werden Kultstätten errichtet. Er zieht "
                            "jede Runde {step} Inseln im Uhrzeigersinn weiter.",
    "tip.figure.apostate": "Abtrünniger: Bei jeder Wertung verliert jeder mit Novizen auf oder "
                           "neben seiner Insel so viele Punkte + 1. Vertreibung zieht ihn weiter.",
    "tip.figure.guardian": "Wächter: Plättchen zwischen ihm und dem Bootssteg sind freigegeben. "
                           "Eine Weihe bringt jetzt {value}.",
    "tip.tile": "Tempelplättchen {tile} ({kind}), {state}",
    "tip.tile.released": "freigegeben",
    "tip.tile.bribe": "mit Bestechung erreichbar",
    "tip.tile.locked": "noch nicht freigegeben",
    "tip.tile.claimed": "besetzt von {name}",
    "tip.guardian_tile": "Wächterplättchen: Eine Weihe bringt {value}, solange der Wächter hier "
                         "steht",
    "tip.field": "Tempelfeld {field} ({kind})",
    "tip.field.novice": "Novize von {name}",
    "tip.field.book": "geschützt durch ein Buch der Weisen",
    "tip.jetty": "Der Bootssteg: Verdrängte Novizen warten hier auf Gezeiten oder Segelboot",
    "tip.council_seat": "Sitz {seat} im Priesterrat: am Ende {points} wert. Bei Gleichstand "
                        "gewinnt der höhere Sitz, dann die obere Scheibe.",
    "tip.candles": "Meditationsraum: {left} von {total} Kerzen brennen noch",
    "tip.shrine": "Kultstätte von {name}: 4 Einflusspunkte am Ende; halbiert hier Gunst und "
                  "Ernennung",
    "tip.player": "{name}: jetzt {influence} Einflusspunkte; {projected}, wenn das Spiel jetzt "
                  "endete (mit Kultstätten, Gunstmarken und Priesterrat). Sitz {seat} im "
                  "Priesterrat. Vorrat: {novices} Novizen, {shrines} Kultstätten.",
    "tip.held": "{name} besitzt die Gunstmarke {kind} (1 Einflusspunkt am Ende, falls unbenutzt)",
    # panel and game screen
    "panel.influence": "Einfluss",
    "panel.projected": "Prognose {score}",
    "panel.supply": "Vorrat",
    "panel.to_move": "am Zug",
    "panel.round": "Runde {round} von 6",
    "panel.preliminary": "Vorbereitungsrunde",
    "panel.log": "Spielverlauf",
    "panel.thinking": "überlegt…",
    "phase.preliminary_shrine": "Vorbereitungsrunde: Setze deine erste Kultstätte",
    "phase.preliminary_pairs": "Vorbereitungsrunde: Setze zwei Novizen",
    "phase.solo_round_start": "Rundenbeginn: Wähle eine Insel für den Automaten",
    "phase.actions": "Führe eine Aktion aus",
    "phase.game_over": "Das Spiel ist vorbei",
    "btn.undo": "Rückgängig",
    "btn.redo": "Wiederholen",
    "btn.menu": "Menü",
    "btn.confirm": "Bestätigen",
    "btn.cancel": "Abbrechen", "btn.end_actions": "Aktionen beenden", "btn.meditate": "Meditieren",
    "btn.speed": "Tempo: {speed}",
    "btn.hint": "Tipp",
    "hint.tip": "Frag den Adepten, was er jetzt tun würde",
    "hint.says": "Tipp: {move}",
    "speed.normal": "normal", "speed.fast": "schnell", "speed.off": "aus",
    "builder.travel": "Reise: Klicke eine Insel an, um einen Novizen dorthin zu schicken; klicke "
                      "deine aktiven Novizen anderswo an, um dort welche aufzunehmen; Rechtsklick "
                      "nimmt einen zurück",
    "builder.tides": "Gezeiten: Klicke eine Insel an, um einen Novizen dorthin zu schicken; klicke "
                     "deine Novizen oder den Bootssteg an, um dort welche aufzunehmen; Rechtsklick "
                     "nimmt einen zurück",
    "builder.sailboat": "Segelboot: Klicke die Zielinsel an (einmal oder zweimal für 1 oder 2 "
                        "Novizen)",
    "builder.count": "{count} Novizen geplant",
    "builder.count.one": "1 Novize geplant",
    "your_turn": "{name}, du bist am Zug",
    "turn_of": "{name} ist am Zug",
    "banner.round": "Runde {round}",
    "banner.scoring": "Wertung",
    "banner.winner": "{name} gewinnt!",
    "banner.solo_result": "Dein Ergebnis: {result}",
    "illegal": "Nicht erlaubt: {reason}",
    "bot.error": "Der Computerspieler ist gestolpert ({error}); er macht stattdessen einen "
                 "einfachen Zug",
    "saved": "Gespeichert unter {path}",
    "screenshot": "Bildschirmfoto gespeichert: {path}",
    # first-run checks and saving problems
    "screenshot.failed": "Das Bildschirmfoto konnte nicht gespeichert werden: {problem}",
    "firstrun.no_display": (
        "Luna kann sein Fenster nicht öffnen, weil kein Bildschirm gefunden wurde (kein "
        "$DISPLAY oder $WAYLAND_DISPLAY): starte es in einer Desktop-Sitzung oder spiele im "
        "Terminal mit --headless."),
    "firstrun.no_window": (
        "Luna kann sein Fenster nicht öffnen ({problem}): prüfe den Bildschirm oder spiele im"
        " Terminal mit --headless."),
    "firstrun.no_sound": "Es wurde kein Audiogerät gefunden, daher spielt Luna ohne Ton.",
    "firstrun.read_only": (
        "Speichern ist aus: In den Ordner {folder} kann nicht geschrieben werden; starte Luna"
        " mit --save-dir ORDNER, um Spiele anderswo abzulegen."),
    "firstrun.disk_full": (
        "Speichern ist aus: Der Datenträger mit {folder} ist voll; schaffe Platz und starte "
        "Luna neu."),
    "firstrun.unusable": (
        "Speichern ist aus: Der Ordner {folder} ist nicht nutzbar ({problem}); starte Luna "
        "mit --save-dir ORDNER, um Spiele anderswo abzulegen."),
    # the game log
    "log.someone": "Jemand",
    "log.influence": "{who} {delta} Einfluss ({why})",
    "log.shrine_built": "{who} errichtet eine Kultstätte auf der {island}",
    "log.novices_placed": "{who} setzt {count} Novizen auf die {island}",
    "log.novices_placed.one": "{who} setzt 1 Novizen auf die {island}",
    "log.novices_used": "{who} setzt {count} Novizen auf der {island} ein",
    "log.novices_used.one": "{who} setzt 1 Novizen auf der {island} ein",
    "log.novice_recruited": "{who} wirbt auf der {island} einen Novizen an",
    "log.novices_woken": "{who}: {count} Novizen stehen auf der {island} wieder auf",
    "log.novices_woken.one": "{who}: 1 Novize steht auf der {island} wieder auf",
    "log.novices_moved": "{who} bewegt {count} Novizen: {src} → {dst}",
    "log.novices_moved.one": "{who} bewegt 1 Novizen: {src} → {dst}",
    "log.favour_taken": "{who} nimmt eine Gunstmarke {kind}",
    "log.favour_returned": "{who} gibt die Gunstmarke {kind} ab",
    "log.tile_claimed": "{who} besetzt Tempelplättchen {tile}",
    "log.tile_consecrated": "{who} weiht Plättchen {tile} im Tempel",
    "log.novice_expelled": "Der Novize von {who} auf Feld {field} wird von {by} verdrängt",
    "log.book_moved": "{who} versetzt ein Buch der Weisen von Feld {src} auf Feld {dst}",
    "log.council_moved": "{who} rückt im Priesterrat auf Sitz {dst} vor",
    "log.figure_moved": "{figure} zieht auf die {island}",
    "log.guardian_moved": "Der Wächter zieht auf das Wächterplättchen {value}",
    "log.time_marker": "{who} meditiert (Kerze {turned} von {total})",
    "log.round_started": "— Runde {round} — {who} beginnt",
    "log.round_scored": "Wertung der Runde {round}",
    "log.solo_deactivated": "Die {count} Novizen des Automaten auf der {island} legen sich hin",
    "log.solo_deactivated.one": "Der Novize des Automaten auf der {island} legt sich hin",
    "log.solo_no_tile": "Der Automat bekommt in dieser Runde kein Tempelplättchen",
    "log.novice_to_temple": "{who} schickt einen Novizen auf Tempelfeld {field}",
    "log.actions_ended": "{who} beendet die Aktionsphase",
    "log.game_over": "Spielende: {who} gewinnt mit {score}",
    "why.start": "Start", "why.consecration": "Weihe", "why.expulsion": "Verdrängung",
    "why.book": "Buch", "why.meditation": "Meditation", "why.priestess": "Mondpriesterin",
    "why.apostate": "Abtrünniger", "why.temple": "Tempel", "why.shrines": "Kultstätten",
    "why.favours": "Gunstmarken", "why.council": "Priesterrat",
    "panel.council": "Priesterrat {seat}",
    "panel.jetty": "Bootssteg {count}",
    # menus and dialogs
    "menu.title": "Luna",
    "menu.subtitle": "nach Stefan Feld",
    "menu.new": "Neues Spiel", "menu.continue": "Fortsetzen", "menu.load": "Laden",
    "menu.solo": "Solospiel", "menu.rules": "Regeln", "menu.settings": "Einstellungen",
    "menu.quit": "Beenden", "menu.save": "Spiel speichern", "menu.resume": "Weiterspielen",
    "menu.main": "Hauptmenü",
    "menu.no_autosave": "Noch kein Spiel zum Fortsetzen",
    "new.title": "Neues Spiel",
    "new.players": "Spieler",
    "new.seat": "Platz {n}",
    "seat.human": "Mensch",
    "seat.novice": "Computer: Novize",
    "seat.adept": "Computer: Adept",
    "seat.master": "Computer: Meister",
    "seat.tip": "Der Novize spielt locker, der Adept wägt jeden Zug ab, der Meister rechnet voraus",
    "new.setup": "Aufbau",
    "new.setup.intro": "Vorgegeben",
    "new.setup.random": "Zufällig",
    "new.one_figure": "Eine Figur je Insel",
    "new.start": "Start",
    "new.error.colours": "Jeder Spieler braucht eine andere Farbe",
    "new.back": "Zurück",
    "solo.title": "Solospiel",
    "solo.level": "Stufe {level}",
    "solo.you": "Du",
    "solo.automaton": "Automat",
    "solo.level1": "Stufe 1: der Automat wie im Regelheft",
    "solo.level2": "Stufe 2: Der Abtrünnige blockiert auf seiner Insel jede Aktion außer "
                   "Vertreibung",
    "solo.level3": "Stufe 3: Baumeister und Mondpriesterin starten zusammen; der Abtrünnige "
                   "blockiert alles",
    "load.title": "Spiel laden",
    "load.empty": "Noch keine gespeicherten Spiele",
    "load.error": "Dieser Spielstand lässt sich nicht öffnen",
    "load.row": "{name} — {players} Spieler, Runde {round} — {date}",
    "load.row_bad": "{name} — beschädigt: {error}",
    "save.title": "Spiel speichern",
    "save.name": "Name",
    "settings.title": "Einstellungen",
    "settings.language": "Sprache",
    "settings.speed": "Animationstempo",
    "settings.sound": "Ton",
    "settings.think": "Meister denkt bis zu",
    "settings.seconds": "{n} s pro Zug",
    "settings.on": "an", "settings.off": "aus",
    "results.title": "Schlusswertung",
    "results.total": "Summe",
    "results.influence": "Einfluss im Spiel",
    "results.shrines": "Kultstätten",
    "results.favours": "Gunstmarken",
    "results.council": "Priesterrat",
    "results.replay": "Wiederholung ansehen",
    "results.step": "Schritt",
    "results.play": "Abspielen",
    "results.prev": "< Zurück",
    "results.next": "Weiter >",
    "rules.title": "Spielregeln von Luna",
    "error.title": "Etwas ist schiefgegangen",
    "ok": "OK",
}

STRINGS["rules.body"] = (
    "<font size=5><b>Das Ziel</b></font><br>"
    "Schicke deine Novizen über die sieben Priesterinseln, um die Gunst der Mondpriesterin zu "
    "gewinnen. Nach sechs Runden stellt der Orden mit den meisten Einflusspunkten ihre "
    "Nachfolgerin.<br><br>"
    "<font size=5><b>Der Spielplan</b></font><br>"
    "Sieben Priesterinseln umringen die Tempelinsel. Jede Insel gewährt eine Sorte Gunst: "
    "<b>Kultstätte, Heilkräuter, Gezeiten, Segelboot, Bestechung, Buch, Novize</b>. Ein Novize, "
    "der <b>auf</b> einer Insel steht, ist <b>aktiv</b>; einer, der <b>neben</b> ihr liegt, ist "
    "<b>inaktiv</b>. Novizen, die du für eine Aktion einsetzt, legst du neben ihre Insel. Am Ende "
    "der Runde stehen alle wieder auf.<br><br>"
    "<font size=5><b>Ein Zug</b></font><br>"
    "Vom Startspieler aus im Uhrzeigersinn führt jeder eine Aktion aus, bis die letzte Kerze im "
    "Meditationsraum erloschen ist.<br>"
    "<b>Gunst</b>: 2 aktive Novizen einer Insel (1 mit deiner Kultstätte dort) nehmen ihre "
    "Gunstmarke. Von jeder Sorte besitzt du höchstens eine.<br>"
    "<b>Missionierung</b>: 2 aktive Novizen holen einen dritten aus deinem Vorrat dazu.<br>"
    "<b>Kultstätte errichten</b>: Gib eine Gunstmarke Kultstätte ab und setze 2 Novizen auf der "
    "Insel des Baumeisters ein. Eine Kultstätte bringt am Ende 4, halbiert dort Gunst und "
    "Ernennung und zählt bei der Mondpriesterin.<br>"
    "<b>Heilkräuter</b>: Gib die Marke ab, um 1 oder 2 inaktive Novizen einer Insel wieder "
    "aufzustellen (nicht auf der Heilkräuter-Insel).<br>"
    "<b>Reise</b>: Beliebig viele aktive Novizen gehen inaktiv neben andere Inseln.<br>"
    "<b>Gezeiten</b>: Gib die Marke ab; beliebige Novizen, aktiv, inaktiv oder auf dem Bootssteg, "
    "gehen inaktiv neben andere Inseln.<br>"
    "<b>Segelboot</b>: Gib die Marke ab; 1 oder 2 Novizen einer Insel oder vom Bootssteg segeln zu "
    "einer anderen Insel und bleiben aktiv.<br>"
    "<b>Ernennung</b>: 2 aktive Novizen einer Insel (1 mit deiner Kultstätte) besetzen ein "
    "freigegebenes Tempelplättchen mit dem Symbol dieser Insel; ein Novize wartet auf dem "
    "Plättchen. Freigegebene Plättchen liegen zwischen Wächter und Bootssteg; mit "
    "<b>Bestechung</b> erreichst du die Gruppe direkt vor ihm.<br>"
    "<b>Weihe</b>: Bringe dein besetztes Plättchen samt Novize in den Tempel und erhalte den Wert "
    "des Wächterplättchens unter dem Wächter. Benachbarte gegnerische Novizen auf niedrigeren "
    "Nummern und ohne Buch werden auf den Bootssteg <b>verdrängt</b>: je +1.<br>"
    "<b>Buch</b>: Gib die Marke ab, um ein beliebiges Buch der Weisen zu einem deiner Novizen im "
    "Tempel zu legen, der noch keins hat: +1 (2 Spieler: das erste Buch der Runde +2). Ein Novize "
    "mit Buch kann nicht verdrängt werden.<br>"
    "<b>Priesterrat</b>: Novizen einer Insel ziehen deine Zählscheibe je einen Sitz vor. Auf dem "
    "obersten Sitz kommen spätere Scheiben darunter: Wer zuerst dort ist, kann nicht mehr überholt "
    "werden.<br>"
    "<b>Vertreibung</b>: Novizen der Insel des Abtrünnigen schicken ihn je eine Insel weiter.<br>"
    "<b>Gunstmarke Novize</b>: Gib sie ab, damit sie bei einer Aktion einen Novizen ersetzt, nie "
    "aber den, der auf ein Tempelplättchen geht.<br>"
    "<b>Meditation</b>: Drehe stattdessen eine Zeitmarke um, und eine Kerze erlischt. Wer die "
    "letzte umdreht, erhält 1, die Aktionen enden, und der linke Nachbar beginnt die nächste "
    "Runde.<br><br>"
    "<font size=5><b>Wertung in jeder Runde</b></font><br>"
    "<b>Mondpriesterin</b>: Auf ihrer Insel erhalten die Spieler mit den meisten aktiven Novizen + "
    "Kultstätten 6/3/1 (2–3 Spieler: 5/2). Bei Gleichstand gewinnt, wer im Priesterrat weiter vorn "
    "ist, dann wer höher im Stapel liegt.<br>"
    "<b>Abtrünniger</b>: Jeder mit Novizen auf oder neben seiner Insel verliert so viele Punkte + "
    "1 (nie unter 0).<br>"
    "<b>Tempel</b>: 1 für jeden deiner Novizen im Tempel.<br>"
    "Danach zieht die Mondpriesterin 6 (oder 5) Inseln weiter, der Baumeister 4, der Abtrünnige "
    "zur nächsten Insel mit einem Novizen und der Wächter ein Wächterplättchen Richtung "
    "Tempel.<br><br>"
    "<font size=5><b>Spielende</b></font><br>"
    "Nach der sechsten Wertung: +4 je Kultstätte, +1 je unbenutzte Gunstmarke, dazu die Punkte "
    "deines Sitzes im Priesterrat. Wer die meisten Einflusspunkte hat, gewinnt; bei Gleichstand "
    "entscheidet der bessere Platz im Priesterrat.<br><br>"
    "<font size=5><b>Solospiel</b></font><br>"
    "Du spielst das Spiel zu zweit gegen einen Automaten, der nie selbst am Zug ist. Zu Beginn "
    "jeder Runde legst du alle seine Novizen auf einer Insel hin (seine Scheibe rückt ebenso viele "
    "Sitze vor), und er weiht das höchste freigegebene Plättchen, das er kann. Du beendest die "
    "Aktionsphase, wann du willst; danach errichtet er eine Kultstätte auf der Insel des "
    "Baumeisters, wenn er dort einen aktiven Novizen hat. Der Abtrünnige kostet ihn nie "
    "etwas. Dein "
    "Ergebnis ist deine Punktzahl minus seine. Stufe 2: Der Abtrünnige blockiert auf seiner Insel "
    "jede Aktion außer Vertreibung. Stufe 3: Baumeister und Mondpriesterin starten zusammen, und "
    "der Abtrünnige blockiert alles.")

STRINGS.update({
    "menu.lan": "LAN-Spiel",
    "lan.title": "LAN-Spiel",
    "lan.your_name": "Dein Name",
    "lan.host_head": "Einen Tisch auf diesem Computer eröffnen",
    "lan.host": "Eröffnen",
    "lan.host_save": "Gespeichertes LAN-Spiel eröffnen…",
    "lan.join_head": "An einen Tisch setzen",
    "lan.search": "Im Netzwerk suchen",
    "lan.searching": "Suche läuft…",
    "lan.none_found": "Noch kein Tisch gefunden: suchen oder die Adresse des Gastgebers "
                      "eingeben",
    "lan.join": "Beitreten",
    "lan.cannot": "Das LAN-Spiel kann nicht beginnen",
    "lan.no_relay": "Auf diesem Computer ist kein Port für das Relais frei",
    "lan.bad_address": "„{address}“ ist keine Adresse wie 192.168.1.20:47470",
    "lan.no_answer": "Unter {address} antwortet kein Luna-Tisch ({problem})",
    "lan.no_open_table": "An diesem Tisch ist kein Platz frei",
    "lan.table_of": "Tisch von {name}",
    "lan.address": "Relais: {host}, Port {port}",
    "lan.this_machine": "dieser Computer",
    "lan.kind.lan": "Mensch im LAN",
    "lan.kind.local": "Mensch am Gastgeber",
    "lan.kind.novice": "Computer: Novize",
    "lan.kind.adept": "Computer: Adept",
    "lan.kind.master": "Computer: Meister",
    "lan.kind.random": "Computer: Zufall",
    "lan.ready_yes": "Bereit",
    "lan.ready_no": "Nicht bereit",
    "lan.state.waiting": "freier Platz",
    "lan.state.away": "abwesend",
    "lan.open_seat": "(freier Platz)",
    "lan.leave": "Verlassen",
    "lan.connecting": "Verbinde…",
    "lan.relay_gone": "Das Relais des Tisches ist weg. Verlasse den Tisch und tritt "
                      "wieder bei, wenn der Gastgeber zurück ist.",
    "net.not_sent": "Das Relais ist nicht erreichbar; der Zug wurde nicht gesendet",
    "net.error": "Das Relais meldet: {message}",
    "net.undo_declined": "Das Rückgängigmachen wurde abgelehnt",
    "net.undo_asked": "{name} möchte Züge zurücknehmen. Einverstanden?",
    "net.unreadable": "Dieser Tisch hat etwas geschickt, das wir nicht lesen können",
    "net.disconnected": "Verbindung zum Relais verloren: verbinde neu…",
    "net.reconnected": "Wieder mit dem Relais verbunden",
    "net.gave_up": "Das Relais ist weg. Speichere das Spiel im Menü; der Gastgeber kann es "
                   "aus dem Spielstand neu starten",
    "net.waiting_for": "Warte auf die Rückkehr von {name}…",
    "net.hand_over": "Computer spielt für {name}",
    "net.undo_accept": "Zurücknehmen erlauben",
    "net.undo_decline": "Ablehnen",
    "lan.watching": "Kein freier Platz an diesem Tisch: du schaust zu",
})

# --- Engine refusals and rules versions ------------------------------------------------
# `refusal.<code>`: one string for each code of luna/engine/refusals.py; `rules.*`: the
# rules version of a game that is not played by the newest rules (see en.py).
STRINGS.update({
    "refusal.game_over": "Das Spiel ist vorbei",
    "refusal.not_now": "Nicht jetzt: {phase}",
    "refusal.not_your_turn": "{to_move} ist am Zug, nicht {player}",
    "refusal.internal_error": "Interner Fehler bei {command}: {error}",
    "refusal.not_a_map": "Ein Befehl muss eine Zuordnung mit 'type' sein",
    "refusal.unknown_type": "Unbekannter Befehl {command}",
    "refusal.bad_player": "'player' muss eine Platznummer 0-{last} sein",
    "refusal.missing_key": "Ein Befehl {command} braucht '{name}'",
    "refusal.bad_bool": "'{name}' muss wahr oder falsch sein",
    "refusal.bad_island": "'{name}' muss eine Inselnummer 0-{last} sein",
    "refusal.bad_count": "'{name}' muss eine Anzahl Novizen sein",
    "refusal.bad_tile_number": "'{name}' muss eine Tempelplättchen-Nummer 1-28 sein",
    "refusal.no_moves": "Wähle mindestens einen Novizen zum Bewegen",
    "refusal.too_many_moves": "Zu viele Bewegungen in einem Befehl",
    "refusal.bad_move": "Jede Bewegung braucht von, nach und Anzahl",
    "refusal.island_has_shrine": "Auf der {island} steht schon eine Kultstätte",
    "refusal.no_shrine_on_herbs": "Zu zweit darf keine Kultstätte auf die Heilkräuter-Insel",
    "refusal.pair_beside_own_piece": "Du hast schon eine Figur auf der {island}: jedes Paar "
                                     "kommt auf eine Insel ohne deine Figuren",
    "refusal.solo_no_meditation": "Das Solospiel hat keine Zeitmarker: beende stattdessen "
                                  "deine Aktionen",
    "refusal.all_time_turned": "Alle Zeitmarker sind schon umgedreht",
    "refusal.not_solo": "Nur im Solospiel beendet man die Aktionsphase selbst",
    "refusal.no_favour": "Du hast keine Gunst „{favour}“",
    "refusal.no_novice_favour": "Du hast keine Gunst „Novize“, die einen Novizen ersetzt",
    "refusal.no_shrine_favour": "Du hast keine Gunst „Kultstätte“, um eine Kultstätte zu "
                                "bauen",
    "refusal.no_bribery_favour": "Du hast keine Gunst „Bestechung“, um den Wächter zu "
                                 "bestechen",
    "refusal.need_active_novices": "Du brauchst {count} aktive Novizen auf der {island} "
                                   "(du hast {have})",
    "refusal.need_active_novices.one": "Du brauchst 1 aktiven Novizen auf der {island} "
                                       "(du hast {have})",
    "refusal.need_active_novices_token": "Du brauchst {count} aktive Novizen auf der "
                                         "{island} mit der Gunst „Novize“ (du hast {have})",
    "refusal.need_active_novices_token.one": "Du brauchst 1 aktiven Novizen auf der "
                                             "{island} mit der Gunst „Novize“ (du hast "
                                             "{have})",
    "refusal.apostate_blocks": "Der Abtrünnige sperrt jede Aktion auf der {island} "
                               "(Sololevel {level})",
    "refusal.favour_held": "Du hast schon eine Gunst „{favour}“",
    "refusal.no_favour_left": "Auf der {island} liegt keine Gunst „{favour}“ mehr",
    "refusal.token_for_novice_favour": "Die Gunst „Novize“ hilft nicht, eine Gunst „Novize“ "
                                       "zu nehmen",
    "refusal.no_novice_in_supply": "Du hast keinen Novizen mehr im Vorrat zum Anwerben",
    "refusal.shrine_there": "Du hast schon eine Kultstätte auf der {island}",
    "refusal.no_shrine_in_supply": "Du hast keine Kultstätte mehr im Vorrat",
    "refusal.herbs_on_herbs": "Heilkräuter wirken nicht auf der Heilkräuter-Insel selbst",
    "refusal.herbs_count": "Heilkräuter wecken 1 oder 2 Novizen",
    "refusal.few_inactive": "Du hast nur {count} inaktive Novizen neben der {island}",
    "refusal.few_inactive.one": "Du hast nur 1 inaktiven Novizen neben der {island}",
    "refusal.move_none": "Jede Bewegung muss mindestens einen Novizen bewegen",
    "refusal.move_same_island": "Ein Novize muss auf eine andere Insel ziehen",
    "refusal.few_active": "Du hast nur {count} aktive Novizen auf der {island}",
    "refusal.few_active.one": "Du hast nur 1 aktiven Novizen auf der {island}",
    "refusal.few_on_jetty": "Du hast nur {count} Novizen auf dem Steg",
    "refusal.few_on_jetty.one": "Du hast nur 1 Novizen auf dem Steg",
    "refusal.sailboat_count": "Das Segelboot trägt 1 oder 2 Novizen",
    "refusal.sailboat_same_island": "Das Segelboot muss zu einer anderen Insel segeln",
    "refusal.tile_not_on_path": "Plättchen {tile} liegt nicht auf dem Weg",
    "refusal.tile_claimed": "Plättchen {tile} ist schon besetzt",
    "refusal.tile_is_yours": "Plättchen {tile} gehört schon dir: weihe es",
    "refusal.wrong_symbol": "Plättchen {tile} zeigt das Symbol „{symbol}“: ernenne von der "
                            "{island} aus",
    "refusal.released_no_bribe": "Plättchen {tile} ist schon freigegeben: keine Bestechung "
                                 "nötig",
    "refusal.beyond_bribery": "Plättchen {tile} ist noch nicht freigegeben und liegt hinter "
                              "dem nächsten Wächterplättchen: nicht einmal Bestechung "
                              "reicht so weit",
    "refusal.not_released_bribe": "Plättchen {tile} ist noch nicht freigegeben (es liegt vor "
                                  "dem Wächter): dafür braucht es eine Gunst „Bestechung“",
    "refusal.not_released_use_bribe": "Plättchen {tile} ist noch nicht freigegeben (es liegt "
                                      "vor dem Wächter): nutze deine Gunst „Bestechung“",
    "refusal.token_not_on_tile": "Die Gunst „Novize“ ersetzt nicht den Novizen, der auf das "
                                 "Tempelplättchen geht",
    "refusal.no_novice_on_tile": "Du hast keinen Novizen auf Plättchen {tile} auf dem Weg",
    "refusal.no_book_on_field": "Auf Tempelfeld {field} liegt kein Buch der Weisheit",
    "refusal.no_novice_on_field": "Du hast keinen Novizen auf Tempelfeld {field}",
    "refusal.field_has_book": "Dein Novize auf Feld {field} hat schon ein Buch",
    "refusal.council_none": "Schicke mindestens einen Novizen in den Rat",
    "refusal.council_top": "Deine Scheibe steht schon auf dem obersten Platz des Rates",
    "refusal.council_room": "Über dir sind nur noch {room} Plätze frei: schicke nicht mehr "
                            "Novizen",
    "refusal.banish_none": "Setze mindestens einen Novizen ein, um den Abtrünnigen zu "
                           "vertreiben",
    "rules.version": "Regeln {version}",
    "rules.older": "Gespielt nach den älteren Regeln {version} (ein Spiel behält die Regeln, "
                   "unter denen es begann)",
})

# --- reason.* : why a computer player chose its move (issue 14, branch wip-ai) ---
# One block on its own so it can be carried over to the gettext catalogues as is.
# {value} is signed points (+2.1), {island} an island's name, {tile} a tile number.
STRINGS.update({
    "reason.with": "{move} — {why}",
    "reason.influence": "gewonnener Einfluss: {value}",
    "reason.council": "ein höherer Sitz im Priesterrat: {value}",
    "reason.favours": "Gunstmarken bei der Schlusswertung: {value}",
    "reason.favour_use": "Gunstmarken für später: {value}",
    "reason.shrine": "eine Kultstätte auf {island}: {value}",
    "reason.priestess": "die Mehrheit bei der Mondpriesterin auf {island}: {value} erwartet",
    "reason.apostate": "Novizen beim Abtrünnigen auf {island}: {value} erwartet",
    "reason.temple": "Novizen im Tempel: {value} erwartet",
    "reason.tile": "Tempelplättchen {tile}: {value} erwartet",
    "reason.next_priestess": "die nächste Insel der Mondpriesterin, {island}: {value} erwartet",
    "reason.active": "aktive Novizen für diese Runde behalten: {value}",
    "reason.novices": "Novizen auf den Inseln für die kommenden Runden: {value}",
    "reason.jetty": "Novizen am Bootssteg für die kommenden Runden: {value}",
    "reason.shrine_next": "eine Kultstätte am nächsten Halt des Baumeisters, {island}: {value}",
})
