"""Dutch UI strings (Nederlands), key for key after the English table in en.py."""

STRINGS: dict[str, str] = {
    # favour kinds and places
    "kind.shrine": "Altaar", "kind.herbs": "Kruiden", "kind.tides": "Getij",
    "kind.sailboat": "Zeilboot", "kind.bribery": "Omkoping", "kind.book": "Boek",
    "kind.novice": "Novice",
    "island.of": "het {kind}-eiland",
    "jetty": "de aanlegplaats",
    "jetty.label": "Aanlegplaats",
    "council.label": "Concilie",
    "temple.entrance": "Ingang",
    "state.active": "actief", "state.inactive": "inactief",
    "colour.yellow": "Geel", "colour.red": "Rood", "colour.blue": "Blauw",
    "colour.white": "Wit",
    "figure.priestess": "Maanpriesteres", "figure.architect": "Bouwmeester",
    "figure.apostate": "Ketter", "figure.guardian": "Tempelwachter",
    # command options
    "opt.place_shrine": "Zet je eerste altaar op {island}",
    "opt.place_pair": "Zet twee novices op {island}",
    "opt.solo_deactivate": "Leg de {count} novices van de automaat op {island} neer",
    "opt.solo_deactivate.one": "Leg de novice van de automaat op {island} neer",
    "opt.favour": "Neem het {kind}-gunstfiche",
    "opt.recruit": "Werf een novice",
    "opt.build_shrine": "Bouw hier een altaar",
    "opt.herbs": "Kruiden: {count} novices weer op {island}",
    "opt.herbs.one": "Kruiden: 1 novice weer op {island}",
    "opt.travel_start": "Reizen vanaf hier…",
    "opt.tides_start": "Getij vanaf hier…",
    "opt.sailboat_start": "Zeilboot vanaf hier…",
    "opt.travel_n": "Reizen met {count} novices",
    "opt.travel_n.one": "Reizen met 1 novice",
    "opt.tides_n": "Getij met {count} novices",
    "opt.tides_n.one": "Getij met 1 novice",
    "opt.from_source": "Vanaf {src} ({state})…",
    "opt.from_jetty": "Vanaf de aanlegplaats…",
    "opt.sailboat": "Zeilboot: {count} van {src} naar {dst}",
    "opt.appoint": "Benoeming: een novice naar tempeltegel {tile}",
    "opt.consecrate": "Tempeltegel {tile} inwijden",
    "opt.book": "Verplaats het boek van veld {src} naar veld {dst}",
    "opt.council": "Concilie: {seats} velden vooruit",
    "opt.council.one": "Concilie: 1 veld vooruit",
    "opt.banish": "Verbanning: de ketter gaat {steps} eilanden verder",
    "opt.banish.one": "Verbanning: de ketter gaat 1 eiland verder",
    "opt.meditate": "Mediteren (een tijdfiche omdraaien)",
    "opt.end_actions": "Beëindig de actiefase",
    "opt.with_token": " (met novice-gunstfiche)",
    "opt.with_bribe": " (omkoping)",
    # rules in one breath, for tooltips
    "rule.place_shrine": "Inzetronde: iedere speler zet één altaar op een eiland waar nog geen "
                         "altaar staat. Bij 2 spelers niet op het Kruiden-eiland.",
    "rule.place_pair": "Inzetronde: per beurt twee novices, vier keer, elk paar op een eiland "
                       "zonder eigen speelstukken.",
    "rule.solo_deactivate": "Begin van een soloronde: alle novices van de automaat op één eiland "
                            "gaan liggen en zijn conciliesteen gaat evenveel velden vooruit. "
                            "Daarna mag hij een vrijgegeven tegel inwijden.",
    "rule.favour": "Gunst van de priester: zet 2 actieve novices van één eiland in (1 met je "
                   "altaar daar) om het gunstfiche van dat eiland te nemen. Je hebt nooit twee van "
                   "dezelfde soort.",
    "rule.recruit": "Werving: zet 2 actieve novices van één eiland in; een novice uit je voorraad "
                    "komt er inactief naast het eiland bij.",
    "rule.build_shrine": "Altaar: leg een altaar-gunstfiche terug en zet 2 actieve novices in op "
                         "het eiland van de bouwmeester om daar een altaar te bouwen (4 "
                         "invloedspunten aan het eind; halveert daar Gunst en Benoeming; telt mee "
                         "bij de Maanpriesteres).",
    "rule.herbs": "Kruiden: leg het kruiden-gunstfiche terug; 1 of 2 van je inactieve novices "
                  "naast één eiland gaan er weer op staan. Niet op het Kruiden-eiland.",
    "rule.travel": "Reizen: een willekeurig aantal van je actieve novices gaat inactief naast "
                   "andere eilanden. Klik voor iedere novice een bestemming aan.",
    "rule.tides": "Getij: leg het getij-gunstfiche terug; novices naar keuze, actief, inactief of "
                  "op de aanlegplaats, gaan inactief naast andere eilanden.",
    "rule.sailboat": "Zeilboot: leg het zeilboot-gunstfiche terug; 1 of 2 novices van één eiland "
                     "(of van de aanlegplaats) varen naar één ander eiland en blijven actief.",
    "rule.appoint": "Benoeming: zet 2 actieve novices van één eiland in (1 met je altaar) om een "
                    "vrijgegeven tempeltegel met het symbool van dat eiland te bezetten; één "
                    "novice gaat op de tegel staan. Met omkoping bereik je de groep vlak voor de "
                    "tempelwachter.",
    "rule.consecrate": "Inwijding: je tegel en novice gaan de Tempel in; je krijgt de waarde onder "
                       "de tempelwachter. Aangrenzende novices van tegenspelers met een lager "
                       "getal en zonder boek worden naar de aanlegplaats verdreven (+1 per "
                       "novice).",
    "rule.book": "Boek: leg het boek-gunstfiche terug; verplaats een Boek der Wijsheid naar keuze "
                 "naar een van je novices in de Tempel die nog geen boek heeft (+1; bij 2 spelers "
                 "het eerste boek van de ronde +2). Een novice op een boek kan niet verdreven "
                 "worden.",
    "rule.council": "Concilie: zet novices van één eiland in; je conciliesteen gaat per novice één "
                    "veld vooruit, bovenop andere stenen. Op veld 10 komen latere stenen eronder.",
    "rule.banish": "Verbanning: zet actieve novices in van het eiland van de ketter; hij gaat per "
                   "novice één eiland kloksgewijs verder.",
    "rule.figures": "De spelregels verschillen: de Duitse en Nederlandse laten bij de start "
                    "meerdere karakters op één eiland toe, de Franse zetten één karakter per "
                    "eiland.",
    "rule.meditate": "Meditatie: draai een tijdfiche om (een kaars dooft) in plaats van een actie. "
                     "Wie de laatste omdraait, krijgt 1 en de acties van de ronde eindigen meteen.",
    "rule.end_actions": "Solo: de actiefase eindigt wanneer jij dat wilt. Daarna bouwt de automaat "
                        "een altaar op het eiland van de bouwmeester als hij daar een actieve "
                        "novice heeft.",
    # things under the mouse
    "tip.island": "Op {island} liggen nog {count} gunstfiches. Actieve novices staan op het "
                  "eiland, inactieve liggen ernaast.",
    "tip.island.one": "Op {island} ligt nog 1 gunstfiche. Actieve novices staan op het "
                      "eiland, inactieve liggen ernaast.",
    "tip.group_active": "{name}: {count} actieve novices op {island}",
    "tip.group_inactive": "{name}: {count} inactieve novices naast {island} (ze staan volgende "
                          "ronde weer op, met Kruiden al eerder)",
    "tip.group_active.one": "{name}: 1 actieve novice op {island}",
    "tip.group_inactive.one": "{name}: 1 inactieve novice naast {island} (die staat volgende "
                              "ronde weer op, met Kruiden al eerder)",
    "tip.island_favours": "Nog {count} {kind}-gunstfiches op het eiland",
    "tip.island_favours.one": "Nog 1 {kind}-gunstfiche op het eiland",
    "tip.figure.priestess": "Maanpriesteres: bij elke waardering krijgen de spelers met de meeste "
                            "actieve novices + altaren hier {pay}. Ze gaat elke ronde {step} "
                            "eilanden kloksgewijs verder.",
    "tip.figure.architect": "Bouwmeester: altaren worden op zijn eiland gebouwd. Hij gaat elke "
                            "ronde {step} eilanden kloksgewijs verder.",
    "tip.figure.apostate": "Ketter: bij elke waardering verliest iedereen met novices op of naast "
                           "zijn eiland dat aantal + 1. Verbanning zet hem verder.",
    "tip.figure.guardian": "Tempelwachter: tegels tussen hem en de aanlegplaats zijn vrijgegeven. "
                           "Een inwijding levert nu {value} op.",
    "tip.tile": "Tempeltegel {tile} ({kind}), {state}",
    "tip.tile.released": "vrijgegeven",
    "tip.tile.bribe": "bereikbaar met omkoping",
    "tip.tile.locked": "nog niet vrijgegeven",
    "tip.tile.claimed": "bezet door {name}",
    "tip.guardian_tile": "Wachtertegel: een inwijding levert {value} op zolang de tempelwachter "
                         "hier staat",
    "tip.field": "Tempelveld {field} ({kind})",
    "tip.field.novice": "novice van {name}",
    "tip.field.book": "beschermd door een Boek der Wijsheid",
    "tip.jetty": "De aanlegplaats: verdreven novices wachten hier op Getij of Zeilboot",
    "tip.council_seat": "Concilieveld {seat}: aan het eind {points} waard. Bij gelijke stand wint "
                        "het hogere veld, daarna de bovenste steen.",
    "tip.candles": "Meditatiekamer: {left} van {total} kaarsen branden nog",
    "tip.shrine": "Altaar van {name}: 4 invloedspunten aan het eind; halveert hier Gunst en "
                  "Benoeming",
    "tip.player": "{name}: nu {influence} invloedspunten; {projected} als het spel nu zou eindigen "
                  "(altaren, gunstfiches en Concilie meegeteld). Concilieveld {seat}. Voorraad: "
                  "{novices} novices, {shrines} altaren.",
    "tip.held": "{name} heeft het {kind}-gunstfiche (1 invloedspunt aan het eind als het "
                "ongebruikt blijft)",
    # panel and game screen
    "panel.influence": "Invloed",
    "panel.projected": "verwacht {score}",
    "panel.supply": "Voorraad",
    "panel.to_move": "aan zet",
    "panel.round": "Ronde {round} van 6",
    "panel.preliminary": "Inzetronde",
    "panel.log": "Spelverslag",
    "panel.thinking": "denkt na…",
    "phase.preliminary_shrine": "Inzetronde: zet je eerste altaar",
    "phase.preliminary_pairs": "Inzetronde: zet twee novices",
    "phase.solo_round_start": "Begin van de ronde: kies een eiland voor de automaat",
    "phase.actions": "Voer een actie uit",
    "phase.game_over": "Het spel is afgelopen",
    "btn.undo": "Ongedaan maken",
    "btn.redo": "Opnieuw",
    "btn.menu": "Menu",
    "btn.confirm": "Bevestigen",
    "btn.cancel": "Annuleren", "btn.end_actions": "Acties beëindigen", "btn.meditate": "Mediteren",
    "btn.speed": "Snelheid: {speed}",
    "btn.hint": "Tip",
    "hint.tip": "Vraag de Adept wat hij nu zou doen",
    "hint.says": "Tip: {move}",
    "speed.normal": "normaal", "speed.fast": "snel", "speed.off": "uit",
    "builder.travel": "Reizen: klik op een eiland om er een novice heen te sturen; klik elders op "
                      "je actieve novices om daar novices op te halen; rechtsklik neemt er een "
                      "terug",
    "builder.tides": "Getij: klik op een eiland om er een novice heen te sturen; klik op je "
                     "novices of op de aanlegplaats om daar novices op te halen; rechtsklik neemt "
                     "er een terug",
    "builder.sailboat": "Zeilboot: klik op het eiland waar je heen vaart (een- of tweemaal voor 1 "
                        "of 2 novices)",
    "builder.count": "{count} novices gepland",
    "builder.count.one": "1 novice gepland",
    "your_turn": "{name}, jij bent aan de beurt",
    "turn_of": "{name} is aan zet",
    "banner.round": "Ronde {round}",
    "banner.scoring": "Waardering",
    "banner.winner": "{name} wint!",
    "banner.solo_result": "Jouw resultaat: {result}",
    "illegal": "Niet toegestaan: {reason}",
    "bot.error": "De computerspeler struikelde ({error}); hij doet in plaats daarvan een "
                 "eenvoudige zet",
    "saved": "Opgeslagen in {path}",
    "screenshot": "Schermafbeelding opgeslagen: {path}",
    # first-run checks and saving problems
    "screenshot.failed": "De schermafbeelding kon niet worden opgeslagen: {problem}",
    "firstrun.no_display": (
        "Luna kan zijn venster niet openen omdat er geen beeldscherm is gevonden (geen "
        "$DISPLAY of $WAYLAND_DISPLAY): start het vanuit een bureaubladsessie, of speel in de"
        " terminal met --headless."),
    "firstrun.no_window": (
        "Luna kan zijn venster niet openen ({problem}): controleer het beeldscherm, of speel "
        "in de terminal met --headless."),
    "firstrun.no_sound": "Er is geen geluidsapparaat gevonden, dus Luna speelt zonder geluid.",
    "firstrun.read_only": (
        "Opslaan staat uit: in de map {folder} kan niet worden geschreven; start Luna met "
        "--save-dir MAP om spellen ergens anders te bewaren."),
    "firstrun.disk_full": (
        "Opslaan staat uit: de schijf met {folder} is vol; maak ruimte vrij en start Luna "
        "opnieuw."),
    "firstrun.unusable": (
        "Opslaan staat uit: de map {folder} is niet bruikbaar ({problem}); start Luna met "
        "--save-dir MAP om spellen ergens anders te bewaren."),
    # the game log
    "log.someone": "Iemand",
    "log.influence": "{who} {delta} invloed ({why})",
    "log.shrine_built": "{who} bouwt een altaar op {island}",
    "log.novices_placed": "{who} plaatst {count} novices op {island}",
    "log.novices_placed.one": "{who} plaatst 1 novice op {island}",
    "log.novices_used": "{who} zet {count} novices in op {island}",
    "log.novices_used.one": "{who} zet 1 novice in op {island}",
    "log.novice_recruited": "{who} werft een novice op {island}",
    "log.novices_woken": "{who}: {count} novices staan weer op {island}",
    "log.novices_woken.one": "{who}: 1 novice staat weer op {island}",
    "log.novices_moved": "{who} verplaatst {count} novices van {src} naar {dst}",
    "log.novices_moved.one": "{who} verplaatst 1 novice van {src} naar {dst}",
    "log.favour_taken": "{who} neemt een {kind}-gunstfiche",
    "log.favour_returned": "{who} legt het {kind}-gunstfiche terug",
    "log.tile_claimed": "{who} bezet tempeltegel {tile}",
    "log.tile_consecrated": "{who} wijdt tegel {tile} in de Tempel in",
    "log.novice_expelled": "De novice van {who} op veld {field} wordt verdreven door {by}",
    "log.book_moved": "{who} verplaatst een Boek der Wijsheid van veld {src} naar veld {dst}",
    "log.council_moved": "{who} gaat in het Concilie naar veld {dst}",
    "log.figure_moved": "De {figure} gaat naar {island}",
    "log.guardian_moved": "De tempelwachter gaat naar wachtertegel {value}",
    "log.time_marker": "{who} mediteert (kaars {turned} van {total})",
    "log.round_started": "— Ronde {round} — {who} begint",
    "log.round_scored": "Waardering van ronde {round}",
    "log.solo_deactivated": "De {count} novices van de automaat op {island} gaan liggen",
    "log.solo_deactivated.one": "De novice van de automaat op {island} gaat liggen",
    "log.solo_no_tile": "De automaat krijgt deze ronde geen tempeltegel",
    "log.novice_to_temple": "{who} stuurt een novice naar tempelveld {field}",
    "log.actions_ended": "{who} beëindigt de actiefase",
    "log.game_over": "Einde van het spel: {who} wint met {score}",
    "why.start": "start", "why.consecration": "inwijding", "why.expulsion": "verdrijving",
    "why.book": "Boek", "why.meditation": "meditatie", "why.priestess": "Maanpriesteres",
    "why.apostate": "ketter", "why.temple": "Tempel", "why.shrines": "altaren",
    "why.favours": "gunstfiches", "why.council": "Concilie",
    "panel.council": "Concilie {seat}",
    "panel.jetty": "aanlegplaats {count}",
    # menus and dialogs
    "menu.title": "Luna",
    "menu.subtitle": "naar Stefan Feld",
    "menu.new": "Nieuw spel", "menu.continue": "Doorgaan", "menu.load": "Laden",
    "menu.solo": "Solospel", "menu.rules": "Spelregels", "menu.settings": "Instellingen",
    "menu.quit": "Afsluiten", "menu.save": "Spel opslaan", "menu.resume": "Verder spelen",
    "menu.main": "Hoofdmenu",
    "menu.no_autosave": "Nog geen spel om mee door te gaan",
    "new.title": "Nieuw spel",
    "new.players": "Spelers",
    "new.seat": "Plaats {n}",
    "seat.human": "Mens",
    "seat.novice": "Computer: Novice",
    "seat.adept": "Computer: Adept",
    "seat.master": "Computer: Meester",
    "seat.tip": "De Novice speelt losjes, de Adept weegt elke zet af, de Meester rekent vooruit",
    "new.setup": "Opstelling",
    "new.setup.intro": "Voorgedrukt",
    "new.setup.random": "Willekeurig",
    "new.one_figure": "Eén karakter per eiland",
    "new.start": "Start",
    "new.error.colours": "Iedere speler heeft een andere kleur nodig",
    "new.back": "Terug",
    "solo.title": "Solospel",
    "solo.level": "Niveau {level}",
    "solo.you": "Jij",
    "solo.automaton": "Automaat",
    "solo.level1": "Niveau 1: de automaat volgens de spelregels",
    "solo.level2": "Niveau 2: de ketter blokkeert elke actie op zijn eiland behalve Verbanning",
    "solo.level3": "Niveau 3: bouwmeester en Maanpriesteres starten samen; de ketter blokkeert "
                   "alles",
    "load.title": "Spel laden",
    "load.empty": "Nog geen opgeslagen spellen",
    "load.error": "Dit opgeslagen spel kan niet worden geopend",
    "load.row": "{name} — {players} spelers, ronde {round} — {date}",
    "load.row_bad": "{name} — beschadigd: {error}",
    "save.title": "Spel opslaan",
    "save.name": "Naam",
    "settings.title": "Instellingen",
    "settings.language": "Taal",
    "settings.speed": "Animatiesnelheid",
    "settings.sound": "Geluid",
    "settings.think": "Meester denkt tot",
    "settings.seconds": "{n} s per zet",
    "settings.on": "aan", "settings.off": "uit",
    "results.title": "Eindwaardering",
    "results.total": "Totaal",
    "results.influence": "Invloed in het spel",
    "results.shrines": "Altaren",
    "results.favours": "Gunstfiches",
    "results.council": "Concilie",
    "results.replay": "Herhaling bekijken",
    "results.step": "Stap",
    "results.play": "Afspelen",
    "results.prev": "< Vorige",
    "results.next": "Volgende >",
    "rules.title": "Spelregels van Luna",
    "error.title": "Er ging iets mis",
    "ok": "OK",
}

STRINGS["rules.body"] = (
    "<font size=5><b>Het doel</b></font><br>"
    "Stuur je novices over de zeven Heilige Eilanden om de gunst van de Maanpriesteres te winnen. "
    "Na zes rondes mag de Orde met de meeste invloedspunten haar opvolgster leveren.<br><br>"
    "<font size=5><b>Het speelbord</b></font><br>"
    "Zeven Heilige Eilanden liggen rond het Tempeleiland. Elk eiland verleent één soort gunst: "
    "<b>altaar, kruiden, getij, zeilboot, omkoping, boek, novice</b>. Een novice die <b>op</b> een "
    "eiland staat, is <b>actief</b>; een die <b>naast</b> het eiland ligt, is <b>inactief</b>. "
    "Novices die je voor een actie inzet, leg je naast hun eiland. Aan het eind van een ronde "
    "staan ze allemaal weer op.<br><br>"
    "<font size=5><b>Een beurt</b></font><br>"
    "Vanaf de startspeler voert iedere speler kloksgewijs één actie uit, tot de laatste kaars in "
    "de meditatiekamer gedoofd is.<br>"
    "<b>Gunst van de priester</b>: 2 actieve novices van een eiland (1 met je altaar daar) nemen "
    "het gunstfiche van dat eiland. Je hebt nooit twee van dezelfde soort.<br>"
    "<b>Werving</b>: 2 actieve novices halen er een derde uit je voorraad bij.<br>"
    "<b>Altaar</b>: leg een altaar-gunstfiche terug en zet 2 novices in op het eiland van de "
    "bouwmeester. Een altaar is aan het eind 4 waard, halveert daar Gunst en Benoeming en telt mee "
    "bij de Maanpriesteres.<br>"
    "<b>Kruiden</b>: leg het fiche terug om 1 of 2 inactieve novices van één eiland weer op te "
    "zetten (niet op het Kruiden-eiland).<br>"
    "<b>Reizen</b>: een willekeurig aantal actieve novices gaat inactief naast andere "
    "eilanden.<br>"
    "<b>Getij</b>: leg het fiche terug; novices naar keuze, actief, inactief of op de "
    "aanlegplaats, gaan inactief naast andere eilanden.<br>"
    "<b>Zeilboot</b>: leg het fiche terug; 1 of 2 novices van één eiland of van de aanlegplaats "
    "varen naar één ander eiland en blijven actief.<br>"
    "<b>Benoeming</b>: 2 actieve novices van een eiland (1 met je altaar) bezetten een vrijgegeven "
    "tempeltegel met het symbool van dat eiland; één novice wacht op de tegel. Vrijgegeven tegels "
    "liggen tussen de tempelwachter en de aanlegplaats; met <b>omkoping</b> bereik je de groep "
    "vlak voor hem.<br>"
    "<b>Inwijding</b>: breng je bezette tegel met zijn novice naar de Tempel en krijg de waarde "
    "van de wachtertegel onder de tempelwachter. Aangrenzende novices van tegenspelers met een "
    "lager getal en zonder boek worden naar de aanlegplaats <b>verdreven</b>: +1 per novice.<br>"
    "<b>Boek</b>: leg het fiche terug om een Boek der Wijsheid naar keuze te verplaatsen naar een "
    "van je novices in de Tempel die nog geen boek heeft: +1 (2 spelers: het eerste boek van de "
    "ronde +2). Een novice op een boek kan niet verdreven worden.<br>"
    "<b>Concilie</b>: novices van één eiland zetten je conciliesteen elk één veld vooruit. Op het "
    "hoogste veld komen latere stenen eronder: wie er het eerst is, kan niet meer ingehaald "
    "worden.<br>"
    "<b>Verbanning</b>: novices van het eiland van de ketter sturen hem elk één eiland verder.<br>"
    "<b>Novice-gunstfiche</b>: leg het terug om bij een actie één novice te vervangen, maar nooit "
    "de novice die naar een tempeltegel gaat.<br>"
    "<b>Meditatie</b>: draai in plaats daarvan een tijdfiche om; een kaars dooft. Wie de laatste "
    "omdraait, krijgt 1, de acties eindigen en de speler links van hem begint de volgende "
    "ronde.<br><br>"
    "<font size=5><b>Waardering, elke ronde</b></font><br>"
    "<b>Maanpriesteres</b>: op haar eiland krijgen de spelers met de meeste actieve novices + "
    "altaren 6/3/1 (2–3 spelers: 5/2). Bij gelijke stand wint wie verder in het Concilie staat, "
    "daarna wie hoger in de stapel ligt.<br>"
    "<b>Ketter</b>: iedereen met novices op of naast zijn eiland verliest dat aantal + 1 (nooit "
    "onder 0).<br>"
    "<b>Tempel</b>: 1 voor elk van je novices in de Tempel.<br>"
    "Daarna gaat de Maanpriesteres 6 (of 5) eilanden verder, de bouwmeester 4, de ketter naar het "
    "volgende eiland met een novice en de tempelwachter één wachtertegel richting de "
    "Tempel.<br><br>"
    "<font size=5><b>Einde van het spel</b></font><br>"
    "Na de zesde waardering: +4 per altaar, +1 per ongebruikt gunstfiche, plus de punten van je "
    "veld in het Concilie. Wie de meeste invloedspunten heeft, wint; bij gelijke stand beslist de "
    "betere plaats in het Concilie.<br><br>"
    "<font size=5><b>Solospel</b></font><br>"
    "Je speelt het spel voor 2 spelers tegen een automaat die nooit zelf een beurt neemt. Aan het "
    "begin van elke ronde leg je al zijn novices op één eiland neer (zijn conciliesteen gaat "
    "evenveel velden vooruit) en wijdt hij de hoogste vrijgegeven tegel in die hij kan. Jij "
    "beëindigt de actiefase wanneer je wilt; daarna bouwt hij een altaar op het eiland van de "
    "bouwmeester als hij daar een actieve novice heeft. De ketter kost hem nooit iets. Je "
    "resultaat is "
    "jouw score min de zijne. Niveau 2: de ketter blokkeert elke actie op zijn eiland behalve "
    "Verbanning. Niveau 3: de bouwmeester en de Maanpriesteres starten samen en de ketter "
    "blokkeert alles.")

STRINGS.update({
    "menu.lan": "LAN-spel",
    "lan.title": "LAN-spel",
    "lan.your_name": "Je naam",
    "lan.host_head": "Een tafel openen op deze computer",
    "lan.host": "Openen",
    "lan.host_save": "Opgeslagen LAN-spel openen…",
    "lan.join_head": "Aanschuiven aan een tafel",
    "lan.search": "Netwerk doorzoeken",
    "lan.searching": "Zoeken…",
    "lan.none_found": "Nog geen tafel gevonden: zoek, of typ het adres van de gastheer",
    "lan.join": "Aanschuiven",
    "lan.cannot": "Het LAN-spel kan niet beginnen",
    "lan.no_relay": "Er is op deze computer geen poort vrij voor de relay",
    "lan.bad_address": "'{address}' is geen adres zoals 192.168.1.20:47470",
    "lan.no_answer": "Op {address} antwoordt geen Luna-tafel ({problem})",
    "lan.no_open_table": "Aan die tafel is geen plaats vrij",
    "lan.table_of": "Tafel van {name}",
    "lan.address": "Relay op {host}, poort {port}",
    "lan.this_machine": "deze computer",
    "lan.kind.lan": "Speler op het LAN",
    "lan.kind.local": "Speler bij de gastheer",
    "lan.kind.novice": "Computer: Novice",
    "lan.kind.adept": "Computer: Adept",
    "lan.kind.master": "Computer: Meester",
    "lan.kind.random": "Computer: Willekeurig",
    "lan.ready_yes": "Klaar",
    "lan.ready_no": "Niet klaar",
    "lan.state.waiting": "vrije plaats",
    "lan.state.away": "afwezig",
    "lan.open_seat": "(vrije plaats)",
    "lan.leave": "Verlaten",
    "lan.connecting": "Verbinden…",
    "lan.relay_gone": "De relay van de tafel is weg. Verlaat de tafel en sluit weer "
                      "aan als de gastheer terug is.",
    "net.not_sent": "De relay is niet bereikbaar; de zet is niet verstuurd",
    "net.error": "De relay meldt: {message}",
    "net.undo_declined": "Het ongedaan maken is geweigerd",
    "net.undo_asked": "{name} wil zetten terugnemen. Akkoord?",
    "net.unreadable": "Deze tafel stuurde iets wat we niet kunnen lezen",
    "net.disconnected": "Verbinding met de relay verbroken: opnieuw verbinden…",
    "net.reconnected": "Weer verbonden met de relay",
    "net.gave_up": "De relay is weg. Sla het spel op via het menu; de gastheer kan het "
                   "vanuit de opslag opnieuw starten",
    "net.waiting_for": "Wachten tot {name} terug is…",
    "net.hand_over": "Laat de computer spelen voor {name}",
    "net.undo_accept": "Terugnemen toestaan",
    "net.undo_decline": "Weigeren",
    "lan.watching": "Geen vrije plaats aan die tafel: je kijkt mee",
})

# --- Engine refusals and rules versions ------------------------------------------------
# `refusal.<code>`: one string for each code of luna/engine/refusals.py; `rules.*`: the
# rules version of a game that is not played by the newest rules (see en.py).
STRINGS.update({
    "refusal.game_over": "Het spel is voorbij",
    "refusal.not_now": "Niet nu: {phase}",
    "refusal.not_your_turn": "{to_move} is aan de beurt, niet {player}",
    "refusal.internal_error": "Interne fout bij {command}: {error}",
    "refusal.not_a_map": "Een opdracht moet een map met een 'type' zijn",
    "refusal.unknown_type": "Onbekende opdracht {command}",
    "refusal.bad_player": "'player' moet een plaatsnummer 0-{last} zijn",
    "refusal.missing_key": "Een opdracht {command} heeft '{name}' nodig",
    "refusal.bad_bool": "'{name}' moet waar of onwaar zijn",
    "refusal.bad_island": "'{name}' moet een eilandnummer 0-{last} zijn",
    "refusal.bad_count": "'{name}' moet een aantal novices zijn",
    "refusal.bad_tile_number": "'{name}' moet een tempeltegelnummer 1-28 zijn",
    "refusal.no_moves": "Kies minstens één novice om te verplaatsen",
    "refusal.too_many_moves": "Te veel verplaatsingen in één opdracht",
    "refusal.bad_move": "Elke verplaatsing noemt van, naar en aantal",
    "refusal.island_has_shrine": "Op {island} staat al een altaar",
    "refusal.no_shrine_on_herbs": "Met 2 spelers mag er geen altaar op het Kruiden-eiland",
    "refusal.pair_beside_own_piece": "Je hebt al een stuk op {island}: elk paar gaat naar een "
                                     "eiland zonder jouw stukken",
    "refusal.solo_no_meditation": "Het solospel heeft geen tijdfiches: beëindig in plaats "
                                  "daarvan je acties",
    "refusal.all_time_turned": "Alle tijdfiches zijn al omgedraaid",
    "refusal.not_solo": "Alleen in het solospel beëindig je de actiefase zelf",
    "refusal.no_favour": "Je hebt geen {favour}-gunstfiche",
    "refusal.no_novice_favour": "Je hebt geen Novice-gunstfiche om een novice te vervangen",
    "refusal.no_shrine_favour": "Je hebt geen Altaar-gunstfiche om een altaar te bouwen",
    "refusal.no_bribery_favour": "Je hebt geen Omkoping-gunstfiche om de tempelwachter om te "
                                 "kopen",
    "refusal.need_active_novices": "Je hebt {count} actieve novices op {island} nodig (je "
                                   "hebt er {have})",
    "refusal.need_active_novices.one": "Je hebt 1 actieve novice op {island} nodig (je hebt "
                                       "er {have})",
    "refusal.need_active_novices_token": "Je hebt {count} actieve novices op {island} nodig "
                                         "met het Novice-gunstfiche (je hebt er {have})",
    "refusal.need_active_novices_token.one": "Je hebt 1 actieve novice op {island} nodig met "
                                             "het Novice-gunstfiche (je hebt er {have})",
    "refusal.apostate_blocks": "De ketter blokkeert elke actie op {island} (soloniveau "
                               "{level})",
    "refusal.favour_held": "Je hebt al een {favour}-gunstfiche",
    "refusal.no_favour_left": "Op {island} ligt geen {favour}-gunstfiche meer",
    "refusal.token_for_novice_favour": "Het Novice-gunstfiche helpt niet om een "
                                       "Novice-gunstfiche te nemen",
    "refusal.no_novice_in_supply": "Je hebt geen novice meer in je voorraad om te werven",
    "refusal.shrine_there": "Je hebt al een altaar op {island}",
    "refusal.no_shrine_in_supply": "Je hebt geen altaar meer in je voorraad",
    "refusal.herbs_on_herbs": "Kruiden werken niet op het Kruiden-eiland zelf",
    "refusal.herbs_count": "Kruiden wekken 1 of 2 novices",
    "refusal.few_inactive": "Je hebt maar {count} inactieve novices naast {island}",
    "refusal.few_inactive.one": "Je hebt maar 1 inactieve novice naast {island}",
    "refusal.move_none": "Elke verplaatsing moet minstens één novice verplaatsen",
    "refusal.move_same_island": "Een novice moet naar een ander eiland",
    "refusal.few_active": "Je hebt maar {count} actieve novices op {island}",
    "refusal.few_active.one": "Je hebt maar 1 actieve novice op {island}",
    "refusal.few_on_jetty": "Je hebt maar {count} novices op de aanlegplaats",
    "refusal.few_on_jetty.one": "Je hebt maar 1 novice op de aanlegplaats",
    "refusal.sailboat_count": "De zeilboot vervoert 1 of 2 novices",
    "refusal.sailboat_same_island": "De zeilboot moet naar een ander eiland varen",
    "refusal.tile_not_on_path": "Tegel {tile} ligt niet op het pad",
    "refusal.tile_claimed": "Tegel {tile} is al bezet",
    "refusal.tile_is_yours": "Tegel {tile} is al van jou: wijd hem in",
    "refusal.wrong_symbol": "Tegel {tile} toont het {symbol}-symbool: benoem vanaf {island}",
    "refusal.released_no_bribe": "Tegel {tile} is al vrijgegeven: omkoping is niet nodig",
    "refusal.beyond_bribery": "Tegel {tile} is nog niet vrijgegeven en ligt voorbij de "
                              "volgende wachterstegel: zelfs omkoping reikt niet zo ver",
    "refusal.not_released_bribe": "Tegel {tile} is nog niet vrijgegeven (hij ligt vóór de "
                                  "tempelwachter): daarvoor is een Omkoping-gunstfiche nodig",
    "refusal.not_released_use_bribe": "Tegel {tile} is nog niet vrijgegeven (hij ligt vóór de "
                                      "tempelwachter): gebruik je Omkoping-gunstfiche",
    "refusal.token_not_on_tile": "Het Novice-gunstfiche vervangt niet de novice die op de "
                                 "tempeltegel gaat",
    "refusal.no_novice_on_tile": "Je hebt geen novice op tegel {tile} op het pad",
    "refusal.no_book_on_field": "Op tempelveld {field} ligt geen Boek der Wijsheid",
    "refusal.no_novice_on_field": "Je hebt geen novice op tempelveld {field}",
    "refusal.field_has_book": "Je novice op veld {field} heeft al een boek",
    "refusal.council_none": "Stuur minstens één novice naar het concilie",
    "refusal.council_top": "Je schijf staat al op het hoogste veld van het concilie",
    "refusal.council_room": "Boven jou zijn nog maar {room} velden vrij: stuur niet meer "
                            "novices",
    "refusal.banish_none": "Gebruik minstens één novice om de ketter te verbannen",
    "rules.version": "regels {version}",
    "rules.older": "Gespeeld met de oudere regels {version} (een spel houdt de regels "
                   "waarmee het begon)",
})

# --- reason.* : why a computer player chose its move (issue 14, branch wip-ai) ---
# One block on its own so it can be carried over to the gettext catalogues as is.
# {value} is signed points (+2.1), {island} an island's name, {tile} a tile number.
STRINGS.update({
    "reason.with": "{move} — {why}",
    "reason.influence": "gewonnen invloed: {value}",
    "reason.council": "een hogere zetel in het Concilie: {value}",
    "reason.favours": "gunstfiches bij de eindtelling: {value}",
    "reason.favour_use": "gunstfiches om later te gebruiken: {value}",
    "reason.shrine": "een altaar op {island}: {value}",
    "reason.priestess": "de meerderheid bij de Maanpriesteres op {island}: {value} verwacht",
    "reason.apostate": "novicen naast de Ketter op {island}: {value} verwacht",
    "reason.temple": "novicen in de tempel: {value} verwacht",
    "reason.tile": "tempeltegel {tile}: {value} verwacht",
    "reason.next_priestess":
        "het volgende eiland van de Maanpriesteres, {island}: {value} verwacht",
    "reason.active": "actieve novicen bewaard voor deze ronde: {value}",
    "reason.novices": "novicen op de eilanden voor de komende rondes: {value}",
    "reason.jetty": "novicen op de aanlegplaats voor de komende rondes: {value}",
    "reason.shrine_next": "een altaar waar de Bouwmeester hierna komt, {island}: {value}",
})
