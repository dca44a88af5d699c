"""French UI strings (Français), key for key after the English table in en.py."""

STRINGS: dict[str, str] = {
    # favour kinds and places
    "kind.shrine": "Sanctuaire", "kind.herbs": "Plantes", "kind.tides": "Marée",
    "kind.sailboat": "Voilier", "kind.bribery": "Corruption", "kind.book": "Livre",
    "kind.novice": "Novice",
    "island.of": "l'île {kind}",
    "jetty": "l'embarcadère",
    "jetty.label": "Embarcadère",
    "council.label": "Conseil des Prêtres",
    "temple.entrance": "Porte du Temple",
    "state.active": "actifs", "state.inactive": "inactifs",
    "colour.yellow": "Jaune", "colour.red": "Rouge", "colour.blue": "Bleu",
    "colour.white": "Blanc",
    "figure.priestess": "Prêtresse de la Lune", "figure.architect": "Architecte",
    "figure.apostate": "Apostat", "figure.guardian": "Gardien du Temple",
    # command options
    "opt.place_shrine": "Placer votre premier Sanctuaire sur {island}",
    "opt.place_pair": "Placer une paire de Novices sur {island}",
    "opt.solo_deactivate": "Coucher les {count} Novices de l'automate sur {island}",
    "opt.solo_deactivate.one": "Coucher le Novice de l'automate sur {island}",
    "opt.favour": "Prendre le jeton Faveur {kind}",
    "opt.recruit": "Recruter un Novice",
    "opt.build_shrine": "Construire un Sanctuaire ici",
    "opt.herbs": "Plantes : réactiver {count} Novices sur {island}",
    "opt.herbs.one": "Plantes : réactiver 1 Novice sur {island}",
    "opt.travel_start": "Déplacement depuis ici…",
    "opt.tides_start": "Marée depuis ici…",
    "opt.sailboat_start": "Voilier depuis ici…",
    "opt.travel_n": "Déplacement de {count} Novices",
    "opt.travel_n.one": "Déplacement d'un Novice",
    "opt.tides_n": "Marée avec {count} Novices",
    "opt.tides_n.one": "Marée avec 1 Novice",
    "opt.from_source": "Depuis {src} ({state})…",
    "opt.from_jetty": "Depuis l'embarcadère…",
    "opt.sailboat": "Voilier : {count} de {src} vers {dst}",
    "opt.appoint": "Promotion : un Novice sur la tuile {tile}",
    "opt.consecrate": "Sanctifier la tuile {tile}",
    "opt.book": "Déplacer le Livre de la case {src} à la case {dst}",
    "opt.council": "Conseil : avancer de {seats} cases",
    "opt.council.one": "Conseil : avancer d'une case",
    "opt.banish": "Expulsion : l'Apostat avance de {steps} îles",
    "opt.banish.one": "Expulsion : l'Apostat avance d'une île",
    "opt.meditate": "Méditer (retourner un jeton Temps)",
    "opt.end_actions": "Terminer la phase action",
    "opt.with_token": " (avec le jeton Novice)",
    "opt.with_bribe": " (corruption)",
    # rules in one breath, for tooltips
    "rule.place_shrine": "Tour préliminaire : chaque joueur place un Sanctuaire sur une île qui "
                         "n'en a pas encore. À 2 joueurs, pas sur l'île Plantes.",
    "rule.place_pair": "Tour préliminaire : une paire de Novices par tour, quatre fois, chaque "
                       "paire sur une île sans aucun de vos pions.",
    "rule.solo_deactivate": "Début de tour en solo : tous les Novices de l'automate sur une île se "
                            "couchent et son Membre du Conseil avance d'autant de cases. Ensuite, "
                            "il peut sanctifier une tuile accessible.",
    "rule.favour": "Faveur du Prêtre : utilisez 2 Novices actifs d'une île (1 si vous y avez un "
                   "Sanctuaire) pour prendre son jeton Faveur. Jamais deux jetons du même type.",
    "rule.recruit": "Recrutement : utilisez 2 Novices actifs d'une île ; un Novice de votre "
                    "réserve les rejoint, inactif, à côté de l'île.",
    "rule.build_shrine": "Sanctuaire : rendez un jeton Faveur Sanctuaire et utilisez 2 Novices "
                         "actifs sur l'île de l'Architecte pour y construire un Sanctuaire (4 "
                         "points d'influence en fin de partie ; Faveur et Promotion n'y demandent "
                         "plus qu'un Novice ; compte pour la Prêtresse de la Lune).",
    "rule.herbs": "Plantes : rendez le jeton Plantes ; 1 ou 2 de vos Novices inactifs à côté d'une "
                  "île s'y relèvent. Pas sur l'île Plantes.",
    "rule.travel": "Déplacement : autant de vos Novices actifs que vous voulez vont, inactifs, à "
                   "côté d'autres îles. Cliquez une destination pour chaque Novice.",
    "rule.tides": "Marée : rendez le jeton Marée ; les Novices de votre choix, actifs, inactifs ou "
                  "sur l'embarcadère, vont inactifs à côté d'autres îles.",
    "rule.sailboat": "Voilier : rendez le jeton Voilier ; 1 ou 2 Novices d'une île (ou de "
                     "l'embarcadère) naviguent vers une autre île et restent actifs.",
    "rule.appoint": "Promotion : utilisez 2 Novices actifs d'une île (1 avec votre Sanctuaire) "
                    "pour revendiquer une tuile Temple accessible portant son symbole ; un Novice "
                    "se place sur la tuile. La Corruption atteint le groupe juste avant le "
                    "Gardien.",
    "rule.consecrate": "Sanctification : votre tuile et son Novice entrent dans le Temple ; vous "
                       "gagnez la valeur sous le Gardien. Les Novices adverses adjacents, sur un "
                       "plus petit nombre et sans Livre, sont éjectés vers l'embarcadère (+1 "
                       "chacun).",
    "rule.book": "Érudition : rendez le jeton Livre ; placez un Livre de la Sagesse au choix sous "
                 "l'un de vos Novices du Temple qui n'en a pas (+1 ; à 2 joueurs, le premier Livre "
                 "du tour +2). Un Novice sur un Livre ne peut pas être éjecté.",
    "rule.council": "Conseil des Prêtres : utilisez des Novices d'une île ; votre Membre du "
                    "Conseil avance d'une case par Novice, par-dessus les autres. Sur la case 10, "
                    "les pions suivants vont dessous.",
    "rule.banish": "Expulsion : utilisez des Novices actifs de l'île de l'Apostat ; il avance "
                   "d'une île dans le sens horaire pour chacun.",
    "rule.figures": "Les règles diffèrent : en allemand et en néerlandais, plusieurs figurines "
                    "peuvent partager une île au départ ; la règle française place une figurine "
                    "par île.",
    "rule.meditate": "Méditation : retournez un jeton Temps (une bougie s'éteint) au lieu d'agir. "
                     "Celui qui retourne le dernier gagne 1 et les actions du tour s'arrêtent "
                     "aussitôt.",
    "rule.end_actions": "Solo : la phase action se termine quand vous le décidez. L'automate "
                        "construit alors un Sanctuaire sur l'île de l'Architecte s'il y a un "
                        "Novice actif.",
    # things under the mouse
    "tip.island": "Sur {island}, il reste {count} jetons Faveur. Les Novices actifs sont debout "
                  "sur l'île, les inactifs couchés à côté.",
    "tip.island.one": "Sur {island}, il reste 1 jeton Faveur. Les Novices actifs sont debout "
                      "sur l'île, les inactifs couchés à côté.",
    "tip.group_active": "{name} : {count} Novices actifs sur {island}",
    "tip.group_inactive": "{name} : {count} Novices inactifs à côté de {island} (ils se relèvent "
                          "au prochain tour, ou plus tôt avec Plantes)",
    "tip.group_active.one": "{name} : 1 Novice actif sur {island}",
    "tip.group_inactive.one": "{name} : 1 Novice inactif à côté de {island} (il se relève "
                              "au prochain tour, ou plus tôt avec Plantes)",
    "tip.island_favours": "Il reste {count} jetons Faveur {kind} sur l'île",
    "tip.island_favours.one": "Il reste 1 jeton Faveur {kind} sur l'île",
    "tip.figure.priestess": "Prêtresse de la Lune : à chaque décompte, les joueurs ayant le plus "
                            "de Novices actifs + Sanctuaires ici gagnent {pay}. Elle avance de "
                            "{step} îles dans le sens horaire à chaque tour.",
    "tip.figure.architect": "Architecte : les Sanctuaires se construisent sur son île. Il avance "
                            "de {step} îles dans le sens horaire à chaque tour.",
    "tip.figure.apostate": "Apostat : à chaque décompte, chaque joueur ayant des Novices sur son "
                           "île ou à côté perd autant de points + 1. L'Expulsion le fait avancer.",
    "tip.figure.guardian": "Gardien du Temple : les tuiles entre lui et l'embarcadère sont "
                           "accessibles. Une Sanctification rapporte maintenant {value}.",
    "tip.tile": "Tuile Temple {tile} ({kind}), {state}",
    "tip.tile.released": "accessible",
    "tip.tile.bribe": "accessible par corruption",
    "tip.tile.locked": "pas encore accessible",
    "tip.tile.claimed": "revendiquée par {name}",
    "tip.guardian_tile": "Tuile Gardien : une Sanctification rapporte {value} tant que le Gardien "
                         "est ici",
    "tip.field": "Case du Temple {field} ({kind})",
    "tip.field.novice": "Novice de {name}",
    "tip.field.book": "protégé par un Livre de la Sagesse",
    "tip.jetty": "L'embarcadère : les Novices éjectés y attendent la Marée ou le Voilier",
    "tip.council_seat": "Case {seat} du Conseil : vaut {points} en fin de partie. En cas "
                        "d'égalité, la case la plus haute l'emporte, puis le pion du dessus.",
    "tip.candles": "Chambre de Méditation : {left} bougies sur {total} brûlent encore",
    "tip.shrine": "Sanctuaire de {name} : 4 points d'influence en fin de partie ; Faveur et "
                  "Promotion n'y demandent qu'un Novice",
    "tip.player": "{name} : {influence} points d'influence maintenant ; {projected} si la partie "
                  "s'arrêtait maintenant (Sanctuaires, jetons Faveur et Conseil compris). Case "
                  "{seat} du Conseil. Réserve : {novices} Novices, {shrines} Sanctuaires.",
    "tip.held": "{name} possède le jeton Faveur {kind} (1 point d'influence en fin de partie s'il "
                "n'est pas utilisé)",
    # panel and game screen
    "panel.influence": "Influence",
    "panel.projected": "prévision {score}",
    "panel.supply": "Réserve",
    "panel.to_move": "à jouer",
    "panel.round": "Tour {round} sur 6",
    "panel.preliminary": "Tour préliminaire",
    "panel.log": "Journal",
    "panel.thinking": "réfléchit…",
    "phase.preliminary_shrine": "Tour préliminaire : placez votre premier Sanctuaire",
    "phase.preliminary_pairs": "Tour préliminaire : placez une paire de Novices",
    "phase.solo_round_start": "Début du tour : choisissez une île pour l'automate",
    "phase.actions": "Effectuez une action",
    "phase.game_over": "La partie est terminée",
    "btn.undo": "Défaire", "btn.redo": "Refaire", "btn.menu": "Menu", "btn.confirm": "Confirmer",
    "btn.cancel": "Annuler", "btn.end_actions": "Fin des actions", "btn.meditate": "Méditer",
    "btn.speed": "Vitesse : {speed}",
    "btn.hint": "Indice",
    "hint.tip": "Demander à l'Adepte ce qu'il ferait maintenant",
    "hint.says": "Indice : {move}",
    "speed.normal": "normale", "speed.fast": "rapide", "speed.off": "sans animation",
    "builder.travel": "Déplacement : cliquez sur une île pour y envoyer un Novice ; cliquez "
                      "ailleurs sur vos Novices actifs pour en prendre là ; clic droit pour en "
                      "retirer un",
    "builder.tides": "Marée : cliquez sur une île pour y envoyer un Novice ; cliquez sur vos "
                     "Novices ou sur l'embarcadère pour en prendre là ; clic droit pour en retirer "
                     "un",
    "builder.sailboat": "Voilier : cliquez sur l'île de destination (une ou deux fois pour 1 ou 2 "
                        "Novices)",
    "builder.count": "{count} Novices prévus",
    "builder.count.one": "1 Novice prévu",
    "your_turn": "{name}, à vous de jouer",
    "turn_of": "Au tour de {name}",
    "banner.round": "Tour {round}",
    "banner.scoring": "Décompte",
    "banner.winner": "{name} gagne !",
    "banner.solo_result": "Votre résultat : {result}",
    "illegal": "Interdit : {reason}",
    "bot.error": "L'ordinateur a trébuché ({error}) ; il joue un coup simple à la place",
    "saved": "Enregistré dans {path}",
    "screenshot": "Capture d'écran enregistrée : {path}",
    # first-run checks and saving problems
    "screenshot.failed": "La capture d'écran n'a pas pu être enregistrée : {problem}",
    "firstrun.no_display": (
        "Luna ne peut pas ouvrir sa fenêtre car aucun écran n'a été trouvé (ni $DISPLAY ni "
        "$WAYLAND_DISPLAY) : lancez-le depuis une session de bureau, ou jouez dans le "
        "terminal avec --headless."),
    "firstrun.no_window": (
        "Luna ne peut pas ouvrir sa fenêtre ({problem}) : vérifiez l'écran, ou jouez dans le "
        "terminal avec --headless."),
    "firstrun.no_sound": "Aucun périphérique audio n'a été trouvé : Luna se joue donc sans son.",
    "firstrun.read_only": (
        "Sauvegardes désactivées : impossible d'écrire dans le dossier {folder} ; lancez Luna"
        " avec --save-dir DOSSIER pour garder les parties ailleurs."),
    "firstrun.disk_full": (
        "Sauvegardes désactivées : le disque de {folder} est plein ; libérez de la place et "
        "relancez Luna."),
    "firstrun.unusable": (
        "Sauvegardes désactivées : le dossier {folder} est inutilisable ({problem}) ; lancez "
        "Luna avec --save-dir DOSSIER pour garder les parties ailleurs."),
    # the game log
    "log.someone": "Quelqu'un",
    "log.influence": "{who} {delta} influence ({why})",
    "log.shrine_built": "{who} construit un Sanctuaire sur {island}",
    "log.novices_placed": "{who} place {count} Novices sur {island}",
    "log.novices_placed.one": "{who} place 1 Novice sur {island}",
    "log.novices_used": "{who} utilise {count} Novices sur {island}",
    "log.novices_used.one": "{who} utilise 1 Novice sur {island}",
    "log.novice_recruited": "{who} recrute un Novice sur {island}",
    "log.novices_woken": "{who} : {count} Novices se relèvent sur {island}",
    "log.novices_woken.one": "{who} : 1 Novice se relève sur {island}",
    "log.novices_moved": "{who} déplace {count} Novices de {src} vers {dst}",
    "log.novices_moved.one": "{who} déplace 1 Novice de {src} vers {dst}",
    "log.favour_taken": "{who} prend un jeton Faveur {kind}",
    "log.favour_returned": "{who} rend le jeton Faveur {kind}",
    "log.tile_claimed": "{who} revendique la tuile Temple {tile}",
    "log.tile_consecrated": "{who} sanctifie la tuile {tile} dans le Temple",
    "log.novice_expelled": "Le Novice de {who} sur la case {field} est éjecté par {by}",
    "log.book_moved": "{who} déplace un Livre de la Sagesse de la case {src} à la case {dst}",
    "log.council_moved": "{who} avance au Conseil jusqu'à la case {dst}",
    "log.figure_moved": "La figurine {figure} va sur {island}",
    "log.guardian_moved": "Le Gardien du Temple avance sur la tuile Gardien {value}",
    "log.time_marker": "{who} médite (bougie {turned} sur {total})",
    "log.round_started": "— Tour {round} — {who} commence",
    "log.round_scored": "Décompte du tour {round}",
    "log.solo_deactivated": "Les {count} Novices de l'automate sur {island} se couchent",
    "log.solo_deactivated.one": "Le Novice de l'automate sur {island} se couche",
    "log.solo_no_tile": "L'automate ne reçoit pas de tuile Temple ce tour-ci",
    "log.novice_to_temple": "{who} envoie un Novice sur la case {field} du Temple",
    "log.actions_ended": "{who} termine la phase action",
    "log.game_over": "Fin de la partie : {who} gagne avec {score}",
    "why.start": "départ", "why.consecration": "Sanctification", "why.expulsion": "éjection",
    "why.book": "Livre", "why.meditation": "Méditation", "why.priestess": "Prêtresse de la Lune",
    "why.apostate": "Apostat", "why.temple": "Temple", "why.shrines": "Sanctuaires",
    "why.favours": "jetons Faveur", "why.council": "Conseil",
    "panel.council": "Conseil {seat}",
    "panel.jetty": "embarcadère {count}",
    # menus and dialogs
    "menu.title": "Luna",
    "menu.subtitle": "d'après Stefan Feld",
    "menu.new": "Nouvelle partie", "menu.continue": "Continuer", "menu.load": "Charger",
    "menu.solo": "Partie solo", "menu.rules": "Règles", "menu.settings": "Options",
    "menu.quit": "Quitter", "menu.save": "Sauvegarder", "menu.resume": "Reprendre",
    "menu.main": "Menu principal",
    "menu.no_autosave": "Aucune partie à continuer pour l'instant",
    "new.title": "Nouvelle partie",
    "new.players": "Joueurs",
    "new.seat": "Place {n}",
    "seat.human": "Humain",
    "seat.novice": "Ordinateur : Novice",
    "seat.adept": "Ordinateur : Adepte",
    "seat.master": "Ordinateur : Maître",
    "seat.tip": "Le Novice joue sans trop réfléchir, l'Adepte pèse chaque coup, le Maître calcule "
                "à l'avance",
    "new.setup": "Mise en place",
    "new.setup.intro": "Spécifique",
    "new.setup.random": "Aléatoire",
    "new.one_figure": "Une figurine par île",
    "new.start": "Commencer",
    "new.error.colours": "Chaque joueur doit avoir une couleur différente",
    "new.back": "Retour",
    "solo.title": "Partie solo",
    "solo.level": "Niveau {level}",
    "solo.you": "Vous",
    "solo.automaton": "Automate",
    "solo.level1": "Niveau 1 : l'automate tel que décrit dans la règle",
    "solo.level2": "Niveau 2 : l'Apostat bloque toute action sur son île sauf l'Expulsion",
    "solo.level3": "Niveau 3 : Architecte et Prêtresse partent ensemble ; l'Apostat bloque tout",
    "load.title": "Charger une partie",
    "load.empty": "Aucune partie sauvegardée",
    "load.error": "Impossible d'ouvrir cette sauvegarde",
    "load.row": "{name} — {players} joueurs, tour {round} — {date}",
    "load.row_bad": "{name} — endommagée : {error}",
    "save.title": "Sauvegarder la partie",
    "save.name": "Nom",
    "settings.title": "Options",
    "settings.language": "Langue",
    "settings.speed": "Vitesse des animations",
    "settings.sound": "Son",
    "settings.think": "Réflexion du Maître",
    "settings.seconds": "{n} s par coup",
    "settings.on": "activé", "settings.off": "désactivé",
    "results.title": "Décompte final",
    "results.total": "Total",
    "results.influence": "Influence en jeu",
    "results.shrines": "Sanctuaires",
    "results.favours": "Faveurs",
    "results.council": "Conseil",
    "results.replay": "Revoir la partie",
    "results.step": "Étape",
    "results.play": "Lecture",
    "results.prev": "< Précédent",
    "results.next": "Suivant >",
    "rules.title": "Règles de Luna",
    "error.title": "Une erreur s'est produite",
    "ok": "OK",
}

STRINGS["rules.body"] = (
    "<font size=5><b>Le but</b></font><br>"
    "Envoyez vos Novices sur les sept Îles Saintes pour gagner la faveur de la Prêtresse de la "
    "Lune. Après six tours, l'Ordre qui a le plus de points d'influence désignera la prochaine "
    "Prêtresse.<br><br>"
    "<font size=5><b>Le plateau</b></font><br>"
    "Sept Îles Saintes entourent l'Île du Temple. Chaque île accorde un type de faveur : "
    "<b>Sanctuaire, Plantes, Marée, Voilier, Corruption, Livre, Novice</b>. Un Novice debout "
    "<b>sur</b> une île est <b>actif</b> ; un Novice couché <b>à côté</b> est <b>inactif</b>. Les "
    "Novices utilisés pour une action se couchent à côté de leur île. À la fin du tour, ils se "
    "relèvent tous.<br><br>"
    "<font size=5><b>Un tour de jeu</b></font><br>"
    "En commençant par le premier joueur, puis dans le sens horaire, chacun effectue une action, "
    "jusqu'à ce que la dernière bougie de la chambre de Méditation soit éteinte.<br>"
    "<b>Faveur du Prêtre</b> : 2 Novices actifs d'une île (1 si vous y avez un Sanctuaire) "
    "prennent son jeton Faveur. Jamais deux jetons du même type.<br>"
    "<b>Recrutement</b> : 2 Novices actifs font venir un troisième de votre réserve.<br>"
    "<b>Sanctuaire</b> : rendez un jeton Faveur Sanctuaire et utilisez 2 Novices sur l'île de "
    "l'Architecte. Un Sanctuaire vaut 4 en fin de partie, réduit à un Novice la Faveur et la "
    "Promotion sur cette île et compte pour la Prêtresse de la Lune.<br>"
    "<b>Plantes</b> : rendez le jeton pour relever 1 ou 2 Novices inactifs d'une île (pas sur "
    "l'île Plantes).<br>"
    "<b>Déplacement</b> : autant de Novices actifs que vous voulez vont, inactifs, à côté d'autres "
    "îles.<br>"
    "<b>Marée</b> : rendez le jeton ; les Novices de votre choix, actifs, inactifs ou sur "
    "l'embarcadère, vont inactifs à côté d'autres îles.<br>"
    "<b>Voilier</b> : rendez le jeton ; 1 ou 2 Novices d'une île ou de l'embarcadère naviguent "
    "vers une autre île et restent actifs.<br>"
    "<b>Promotion</b> : 2 Novices actifs d'une île (1 avec votre Sanctuaire) revendiquent une "
    "tuile Temple accessible portant le symbole de l'île ; un Novice attend sur la tuile. Les "
    "tuiles accessibles se trouvent entre le Gardien et l'embarcadère ; avec la <b>Corruption</b>, "
    "vous atteignez le groupe juste avant lui.<br>"
    "<b>Sanctification</b> : amenez votre tuile revendiquée et son Novice dans le Temple et gagnez "
    "la valeur de la tuile Gardien sous le Gardien. Les Novices adverses adjacents, sur un plus "
    "petit nombre et sans Livre, sont <b>éjectés</b> vers l'embarcadère : +1 pour chacun.<br>"
    "<b>Érudition</b> : rendez le jeton Livre pour placer un Livre de la Sagesse au choix sous "
    "l'un de vos Novices du Temple qui n'en a pas : +1 (à 2 joueurs : le premier Livre du tour "
    "+2). Un Novice sur un Livre ne peut pas être éjecté.<br>"
    "<b>Conseil des Prêtres</b> : les Novices d'une île font avancer votre Membre du Conseil d'une "
    "case chacun. Sur la dernière case, les pions suivants vont dessous : le premier arrivé ne "
    "peut plus être dépassé.<br>"
    "<b>Expulsion</b> : les Novices de l'île de l'Apostat le font avancer d'une île chacun.<br>"
    "<b>Novice Virtuel</b> : rendez le jeton Novice pour remplacer un Novice lors d'une action, "
    "jamais celui qui va sur une tuile Temple.<br>"
    "<b>Méditation</b> : retournez plutôt un jeton Temps ; une bougie s'éteint. Celui qui retourne "
    "le dernier gagne 1, les actions s'arrêtent et le joueur à sa gauche commence le tour "
    "suivant.<br><br>"
    "<font size=5><b>Décompte, à chaque tour</b></font><br>"
    "<b>Prêtresse de la Lune</b> : sur son île, les joueurs ayant le plus de Novices actifs + "
    "Sanctuaires gagnent 6/3/1 (2–3 joueurs : 5/2). En cas d'égalité, le plus avancé au Conseil "
    "l'emporte, puis le plus haut dans la pile.<br>"
    "<b>Apostat</b> : chaque joueur ayant des Novices sur son île ou à côté perd autant de points "
    "+ 1 (jamais sous 0).<br>"
    "<b>Temple</b> : 1 pour chacun de vos Novices dans le Temple.<br>"
    "Ensuite, la Prêtresse avance de 6 (ou 5) îles, l'Architecte de 4, l'Apostat jusqu'à la "
    "prochaine île ayant un Novice, et le Gardien d'une tuile Gardien vers le Temple.<br><br>"
    "<font size=5><b>Fin de la partie</b></font><br>"
    "Après le sixième décompte : +4 par Sanctuaire, +1 par jeton Faveur non utilisé, plus les "
    "points de votre case au Conseil. Le joueur ayant le plus de points d'influence gagne ; en cas "
    "d'égalité, la meilleure place au Conseil l'emporte.<br><br>"
    "<font size=5><b>Partie solo</b></font><br>"
    "Vous jouez la partie à 2 joueurs contre un automate qui ne joue jamais de tour. Au début de "
    "chaque tour, vous couchez tous ses Novices d'une île (son pion monte d'autant de cases au "
    "Conseil) et il sanctifie la plus haute tuile accessible qu'il peut. Vous terminez la phase "
    "action quand vous voulez ; il construit alors un Sanctuaire sur l'île de l'Architecte s'il y "
    "a un Novice actif. L'Apostat ne lui coûte jamais rien. Votre résultat est votre score "
    "moins le "
    "sien. Niveau 2 : l'Apostat bloque toute action sur son île sauf l'Expulsion. Niveau 3 : "
    "l'Architecte et la Prêtresse partent ensemble et l'Apostat bloque tout.")

STRINGS.update({
    "menu.lan": "Partie en réseau",
    "lan.title": "Partie en réseau local",
    "lan.your_name": "Votre nom",
    "lan.host_head": "Ouvrir une table sur cet ordinateur",
    "lan.host": "Ouvrir",
    "lan.host_save": "Ouvrir une partie réseau sauvegardée…",
    "lan.join_head": "Rejoindre une table",
    "lan.search": "Chercher sur le réseau",
    "lan.searching": "Recherche…",
    "lan.none_found": "Aucune table trouvée : cherchez, ou tapez l'adresse de l'hôte",
    "lan.join": "Rejoindre",
    "lan.cannot": "Impossible de lancer la partie en réseau",
    "lan.no_relay": "Aucun port libre pour le relais sur cet ordinateur",
    "lan.bad_address": "« {address} » n'est pas une adresse comme 192.168.1.20:47470",
    "lan.no_answer": "Aucune table Luna ne répond à {address} ({problem})",
    "lan.no_open_table": "Cette table n'a plus de place libre",
    "lan.table_of": "Table de {name}",
    "lan.address": "Relais sur {host}, port {port}",
    "lan.this_machine": "cet ordinateur",
    "lan.kind.lan": "Joueur en réseau",
    "lan.kind.local": "Joueur chez l'hôte",
    "lan.kind.novice": "Ordinateur : Novice",
    "lan.kind.adept": "Ordinateur : Adepte",
    "lan.kind.master": "Ordinateur : Maître",
    "lan.kind.random": "Ordinateur : Hasard",
    "lan.ready_yes": "Prêt",
    "lan.ready_no": "Pas prêt",
    "lan.state.waiting": "place libre",
    "lan.state.away": "absent",
    "lan.open_seat": "(place libre)",
    "lan.leave": "Quitter",
    "lan.connecting": "Connexion…",
    "lan.relay_gone": "Le relais de la table a disparu. Quittez la table et revenez "
                      "quand l'hôte sera de retour.",
    "net.not_sent": "Le relais est injoignable ; le coup n'a pas été envoyé",
    "net.error": "Le relais signale : {message}",
    "net.undo_declined": "L'annulation a été refusée",
    "net.undo_asked": "{name} veut reprendre des coups. D'accord ?",
    "net.unreadable": "Cette table a envoyé quelque chose que nous ne savons pas lire",
    "net.disconnected": "Connexion au relais perdue : reconnexion…",
    "net.reconnected": "De nouveau connecté au relais",
    "net.gave_up": "Le relais a disparu. Sauvegardez la partie depuis le menu ; l'hôte peut "
                   "la relancer depuis la sauvegarde",
    "net.waiting_for": "En attente du retour de {name}…",
    "net.hand_over": "L'ordinateur joue pour {name}",
    "net.undo_accept": "Accepter l'annulation",
    "net.undo_decline": "Refuser",
    "lan.watching": "Plus de place à cette table : vous regardez la partie",
})

# --- Engine refusals and rules versions ------------------------------------------------
# `refusal.<code>`: one string for each code of luna/engine/refusals.py; `rules.*`: the
# rules version of a game that is not played by the newest rules (see en.py).
STRINGS.update({
    "refusal.game_over": "La partie est terminée",
    "refusal.not_now": "Pas maintenant : {phase}",
    "refusal.not_your_turn": "C'est au tour de {to_move}, pas de {player}",
    "refusal.internal_error": "Erreur interne sur {command} : {error}",
    "refusal.not_a_map": "Un ordre doit être une table avec un 'type'",
    "refusal.unknown_type": "Ordre inconnu {command}",
    "refusal.bad_player": "'player' doit être un numéro de place 0-{last}",
    "refusal.missing_key": "Un ordre {command} demande '{name}'",
    "refusal.bad_bool": "'{name}' doit être vrai ou faux",
    "refusal.bad_island": "'{name}' doit être un numéro d'île 0-{last}",
    "refusal.bad_count": "'{name}' doit être un nombre de Novices",
    "refusal.bad_tile_number": "'{name}' doit être un numéro de tuile du Temple 1-28",
    "refusal.no_moves": "Choisissez au moins un Novice à déplacer",
    "refusal.too_many_moves": "Trop de déplacements dans un seul ordre",
    "refusal.bad_move": "Chaque déplacement indique départ, arrivée et nombre",
    "refusal.island_has_shrine": "{island} porte déjà un Sanctuaire",
    "refusal.no_shrine_on_herbs": "À 2 joueurs, aucun Sanctuaire sur l'île Plantes",
    "refusal.pair_beside_own_piece": "Vous avez déjà une pièce sur {island} : chaque paire "
                                     "va sur une île sans vos pièces",
    "refusal.solo_no_meditation": "Le jeu solo n'a pas de jetons Temps : terminez plutôt vos "
                                  "actions",
    "refusal.all_time_turned": "Tous les jetons Temps sont déjà retournés",
    "refusal.not_solo": "Seul le jeu solo termine la phase action au choix",
    "refusal.no_favour": "Vous n'avez pas de jeton Faveur {favour}",
    "refusal.no_novice_favour": "Vous n'avez pas de jeton Faveur Novice pour remplacer un "
                                "Novice",
    "refusal.no_shrine_favour": "Vous n'avez pas de jeton Faveur Sanctuaire pour construire "
                                "un Sanctuaire",
    "refusal.no_bribery_favour": "Vous n'avez pas de jeton Faveur Corruption pour corrompre "
                                 "le Gardien",
    "refusal.need_active_novices": "Il vous faut {count} Novices actifs sur {island} (vous "
                                   "en avez {have})",
    "refusal.need_active_novices.one": "Il vous faut 1 Novice actif sur {island} (vous en "
                                       "avez {have})",
    "refusal.need_active_novices_token": "Il vous faut {count} Novices actifs sur {island} "
                                         "avec le jeton Novice (vous en avez {have})",
    "refusal.need_active_novices_token.one": "Il vous faut 1 Novice actif sur {island} avec "
                                             "le jeton Novice (vous en avez {have})",
    "refusal.apostate_blocks": "L'Apostat bloque toute action sur {island} (niveau solo "
                               "{level})",
    "refusal.favour_held": "Vous avez déjà un jeton Faveur {favour}",
    "refusal.no_favour_left": "Il ne reste plus de jeton Faveur {favour} sur {island}",
    "refusal.token_for_novice_favour": "Le jeton Novice ne sert pas à prendre un jeton "
                                       "Faveur Novice",
    "refusal.no_novice_in_supply": "Vous n'avez plus de Novice en réserve à recruter",
    "refusal.shrine_there": "Vous avez déjà un Sanctuaire sur {island}",
    "refusal.no_shrine_in_supply": "Vous n'avez plus de Sanctuaire en réserve",
    "refusal.herbs_on_herbs": "Les Plantes ne s'utilisent pas sur l'île Plantes elle-même",
    "refusal.herbs_count": "Les Plantes réactivent 1 ou 2 Novices",
    "refusal.few_inactive": "Vous n'avez que {count} Novices inactifs à côté de {island}",
    "refusal.few_inactive.one": "Vous n'avez qu'1 Novice inactif à côté de {island}",
    "refusal.move_none": "Chaque déplacement doit déplacer au moins un Novice",
    "refusal.move_same_island": "Un Novice doit aller sur une autre île",
    "refusal.few_active": "Vous n'avez que {count} Novices actifs sur {island}",
    "refusal.few_active.one": "Vous n'avez qu'1 Novice actif sur {island}",
    "refusal.few_on_jetty": "Vous n'avez que {count} Novices sur l'embarcadère",
    "refusal.few_on_jetty.one": "Vous n'avez qu'1 Novice sur l'embarcadère",
    "refusal.sailboat_count": "Le Voilier transporte 1 ou 2 Novices",
    "refusal.sailboat_same_island": "Le Voilier doit aller vers une autre île",
    "refusal.tile_not_on_path": "La tuile {tile} n'est pas sur le chemin",
    "refusal.tile_claimed": "La tuile {tile} est déjà occupée",
    "refusal.tile_is_yours": "La tuile {tile} est déjà à vous : sanctifiez-la",
    "refusal.wrong_symbol": "La tuile {tile} montre le symbole {symbol} : promouvez depuis "
                            "{island}",
    "refusal.released_no_bribe": "La tuile {tile} est déjà libérée : pas besoin de "
                                 "corruption",
    "refusal.beyond_bribery": "La tuile {tile} n'est pas encore libérée et se trouve "
                              "au-delà de la tuile Gardien suivante : même la corruption ne "
                              "l'atteint pas",
    "refusal.not_released_bribe": "La tuile {tile} n'est pas encore libérée (elle est avant "
                                  "le Gardien) : il faut un jeton Faveur Corruption",
    "refusal.not_released_use_bribe": "La tuile {tile} n'est pas encore libérée (elle est "
                                      "avant le Gardien) : utilisez votre jeton Corruption",
    "refusal.token_not_on_tile": "Le jeton Novice ne remplace pas le Novice qui va sur la "
                                 "tuile du Temple",
    "refusal.no_novice_on_tile": "Vous n'avez pas de Novice sur la tuile {tile} du chemin",
    "refusal.no_book_on_field": "Il n'y a pas de Livre de Sagesse sur la case {field} du "
                                "Temple",
    "refusal.no_novice_on_field": "Vous n'avez pas de Novice sur la case {field} du Temple",
    "refusal.field_has_book": "Votre Novice de la case {field} a déjà un Livre",
    "refusal.council_none": "Envoyez au moins un Novice au Conseil",
    "refusal.council_top": "Votre disque est déjà sur la plus haute case du Conseil",
    "refusal.council_room": "Il ne reste que {room} cases au-dessus de la vôtre : n'envoyez "
                            "pas plus de Novices",
    "refusal.banish_none": "Utilisez au moins un Novice pour expulser l'Apostat",
    "rules.version": "règles {version}",
    "rules.older": "Jouée avec les anciennes règles {version} (une partie garde les règles "
                   "de sa mise en place)",
})

# --- reason.* : why a computer player chose its move (issue 14, branch wip-ai) ---
# One block on its own so it can be carried over to the gettext catalogues as is.
# {value} is signed points (+2.1), {island} an island's name, {tile} a tile number.
STRINGS.update({
    "reason.with": "{move} — {why}",
    "reason.influence": "influence gagnée : {value}",
    "reason.council": "un siège plus haut au Conseil des Prêtres : {value}",
    "reason.favours": "jetons Faveur détenus au décompte final : {value}",
    "reason.favour_use": "jetons Faveur à utiliser plus tard : {value}",
    "reason.shrine": "un Sanctuaire sur {island} : {value}",
    "reason.priestess":
        "la majorité auprès de la Prêtresse de la Lune sur {island} : {value} attendus",
    'reason.apostate': "novices près de l'Apostat sur {island} : {value} attendus",
    "reason.temple": "novices dans le temple : {value} attendus",
    "reason.tile": "tuile de temple {tile} : {value} attendus",
    "reason.next_priestess":
        "la prochaine île de la Prêtresse de la Lune, {island} : {value} attendus",
    "reason.active": "novices actifs gardés pour cette manche : {value}",
    "reason.novices": "novices sur les îles pour les manches à venir : {value}",
    "reason.jetty": "novices sur l'embarcadère pour les manches à venir : {value}",
    'reason.shrine_next': "un Sanctuaire à la prochaine étape de l'Architecte, {island} : {value}",
})
