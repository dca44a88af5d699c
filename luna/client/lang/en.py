"""English UI strings: the reference table every other language follows."""

STRINGS: dict[str, str] = {
    # favour kinds and places
    "kind.shrine": "Shrine", "kind.herbs": "Herbs", "kind.tides": "Tides",
    "kind.sailboat": "Sailboat", "kind.bribery": "Bribery", "kind.book": "Book",
    "kind.novice": "Novice",
    "island.of": "the {kind} island",
    "jetty": "the jetty",
    "jetty.label": "Jetty",
    "council.label": "Council of priests",
    "temple.entrance": "Entrance",
    "state.active": "active", "state.inactive": "inactive",
    "colour.yellow": "Yellow", "colour.red": "Red", "colour.blue": "Blue",
    "colour.white": "White",
    "figure.priestess": "Moon Priestess", "figure.architect": "Architect",
    "figure.apostate": "Apostate", "figure.guardian": "Temple Guardian",
    # command options
    "opt.place_shrine": "Place your first shrine on {island}",
    "opt.place_pair": "Place a pair of novices on {island}",
    "opt.solo_deactivate": "Lay down the automaton's {count} novices on {island}",
    "opt.solo_deactivate.one": "Lay down the automaton's novice on {island}",
    "opt.favour": "Take the {kind} favour",
    "opt.recruit": "Recruit a novice",
    "opt.build_shrine": "Build a shrine here",
    "opt.herbs": "Herbs: {count} novices stand up on {island}",
    "opt.herbs.one": "Herbs: 1 novice stands up on {island}",
    "opt.travel_start": "Travel from here…",
    "opt.tides_start": "Tides from here…",
    "opt.sailboat_start": "Sailboat from here…",
    "opt.travel_n": "Travel with {count} novices",
    "opt.travel_n.one": "Travel with 1 novice",
    "opt.tides_n": "Tides with {count} novices",
    "opt.tides_n.one": "Tides with 1 novice",
    "opt.from_source": "From {src} ({state})…",
    "opt.from_jetty": "From the jetty…",
    "opt.sailboat": "Sailboat: {count} from {src} to {dst}",
    "opt.appoint": "Appoint a novice to tile {tile}",
    "opt.consecrate": "Consecrate tile {tile}",
    "opt.book": "Move the Book from field {src} to field {dst}",
    "opt.council": "Council: {seats} seats up",
    "opt.council.one": "Council: 1 seat up",
    "opt.banish": "Banish: the Apostate moves {steps} islands",
    "opt.banish.one": "Banish: the Apostate moves 1 island",
    "opt.meditate": "Meditate (turn a candle)",
    "opt.end_actions": "End the action phase",
    "opt.with_token": " (novice favour stands in)",
    "opt.with_bribe": " (bribery)",
    # rules in one breath, for tooltips
    "rule.place_shrine": "Preliminary round: each player puts one shrine on an island that has "
                         "none yet. With 2 players not on the Herbs island.",
    "rule.place_pair": "Preliminary round: one pair of novices per turn, four times, each pair on "
                       "an island without your own pieces.",
    "rule.solo_deactivate": "Solo round start: all the automaton's novices on one island lie down "
                            "and its council disc advances that many seats. Then it may "
                            "consecrate a released tile.",
    "rule.favour": "Favour: use 2 active novices of one island (1 with your shrine there) to take "
                   "its favour token. You never hold two of a kind.",
    "rule.recruit": "Recruit: use 2 active novices of one island; a novice from your supply "
                    "joins them, inactive, beside the island.",
    "rule.build_shrine": "Build shrine: return a shrine favour and use 2 active novices on the "
                         "Architect's island to build a shrine there (4 influence at the end; "
                         "halves Favour and Appointment there; counts for the Moon Priestess).",
    "rule.herbs": "Herbs: return the herbs favour; 1 or 2 of your inactive novices beside one "
                  "island stand up on it. Not on the Herbs island.",
    "rule.travel": "Travel: any number of your active novices go, inactive, beside other "
                   "islands. Click a destination for each novice.",
    "rule.tides": "Tides: return the tides favour; any of your novices, active or inactive or "
                  "on the jetty, go inactive beside other islands.",
    "rule.sailboat": "Sailboat: return the sailboat favour; 1 or 2 novices from one island (or "
                     "the jetty) sail to one other island and stay active.",
    "rule.appoint": "Appointment: use 2 active novices of one island (1 with your shrine) to "
                    "claim a released tile with its symbol; one novice stands on the tile. "
                    "Bribery reaches the group just before the Guardian.",
    "rule.consecrate": "Consecration: your tile and novice enter the temple; gain the value "
                       "under the Guardian. Adjacent lower opponents without a Book are "
                       "expelled to the jetty (+1 each).",
    "rule.book": "Book: return the book favour; move any Book of Wisdom onto one of your "
                 "temple novices without one (+1; with 2 players the round's first Book +2). "
                 "A novice on a Book cannot be expelled.",
    "rule.council": "Council: use novices of one island; your disc moves one seat each, on top "
                    "of others. On seat 10 later discs go underneath.",
    "rule.banish": "Banish: use active novices of the Apostate's island; he moves one island "
                   "clockwise for each.",
    "rule.figures": "The rulebooks differ: German and Dutch let figures share an island at the "
                    "start, the French rules put one figure per island.",
    "rule.meditate": "Meditation: turn a candle instead of acting. Whoever turns the last one "
                     "gains 1 and the round's actions end at once.",
    "rule.end_actions": "Solo: the action phase ends when you say so. The automaton then builds "
                        "a shrine on the Architect's island if it has an active novice there.",
    # things under the mouse
    "tip.island": "{island}: {count} favour tokens left. Active novices stand on it, "
                  "inactive ones lie beside it.",
    "tip.island.one": "{island}: 1 favour token left. Active novices stand on it, "
                      "inactive ones lie beside it.",
    "tip.group_active": "{name}: {count} active novices on {island}",
    "tip.group_inactive": "{name}: {count} inactive novices beside {island} (they stand up "
                          "next round, or with Herbs)",
    "tip.group_active.one": "{name}: 1 active novice on {island}",
    "tip.group_inactive.one": "{name}: 1 inactive novice beside {island} (it stands up "
                              "next round, or with Herbs)",
    "tip.island_favours": "{count} {kind} favour tokens left on the island",
    "tip.island_favours.one": "1 {kind} favour token left on the island",
    "tip.figure.priestess": "Moon Priestess: at each scoring, most active novices + shrines "
                            "here gain {pay}. She moves {step} islands clockwise each round.",
    "tip.figure.architect": "Architect: shrines are built on his island. He moves {step} "
                            "islands clockwise each round.",
    "tip.figure.apostate": "Apostate: at each scoring everyone with novices on or beside his "
                           "island loses that many + 1. Banish moves him on.",
    "tip.figure.guardian": "Temple Guardian: tiles between him and the jetty are released. A "
                           "consecration now gains {value}.",
    "tip.tile": "Temple tile {tile} ({kind}), {state}",
    "tip.tile.released": "released",
    "tip.tile.bribe": "reachable with bribery",
    "tip.tile.locked": "not yet released",
    "tip.tile.claimed": "claimed by {name}",
    "tip.guardian_tile": "Guardian tile: a consecration pays {value} while the Guardian stands "
                         "here",
    "tip.field": "Temple field {field} ({kind})",
    "tip.field.novice": "{name}'s novice",
    "tip.field.book": "protected by a Book of Wisdom",
    "tip.jetty": "The jetty: expelled novices wait here for Tides or the Sailboat",
    "tip.council_seat": "Council seat {seat}: worth {points} at the end. Ties go to the higher "
                        "seat, then the disc on top.",
    "tip.candles": "Meditation room: {left} of {total} candles still burn",
    "tip.shrine": "{name}'s shrine: 4 influence at the end; halves Favour and Appointment here",
    "tip.player": "{name}: {influence} influence now; {projected} if the game ended now "
                  "(shrines, favours and council counted). Council seat {seat}. Supply: "
                  "{novices} novices, {shrines} shrines.",
    "tip.held": "{name} holds the {kind} favour (1 influence at the end if unspent)",
    # panel and game screen
    "panel.influence": "Influence",
    "panel.projected": "projected {score}",
    "panel.supply": "Supply",
    "panel.to_move": "to move",
    "panel.round": "Round {round} of 6",
    "panel.preliminary": "Preliminary round",
    "panel.log": "Game log",
    "panel.thinking": "thinking…",
    "phase.preliminary_shrine": "Preliminary round: place your first shrine",
    "phase.preliminary_pairs": "Preliminary round: place a pair of novices",
    "phase.solo_round_start": "Round start: choose an island for the automaton",
    "phase.actions": "Take an action",
    "phase.game_over": "The game is over",
    "btn.undo": "Undo", "btn.redo": "Redo", "btn.menu": "Menu", "btn.confirm": "Confirm",
    "btn.cancel": "Cancel", "btn.end_actions": "End actions", "btn.meditate": "Meditate",
    "btn.speed": "Speed: {speed}",
    "btn.hint": "Hint",
    "hint.tip": "Ask the Adept what it would do now",
    "hint.says": "Hint: {move}",
    "speed.normal": "normal", "speed.fast": "fast", "speed.off": "off",
    "builder.travel": "Travel: click an island to send a novice there; click your active "
                      "novices elsewhere to pick up from there; right-click takes one back",
    "builder.tides": "Tides: click an island to send a novice there; click your novices or "
                     "the jetty to pick up from there; right-click takes one back",
    "builder.sailboat": "Sailboat: click the island to sail to (once or twice for 1 or 2 "
                        "novices)",
    "builder.count": "{count} novices planned",
    "builder.count.one": "1 novice planned",
    "your_turn": "{name}, your turn",
    "turn_of": "{name} to move",
    "banner.round": "Round {round}",
    "banner.scoring": "Scoring",
    "banner.winner": "{name} wins!",
    "banner.solo_result": "Your result: {result}",
    "illegal": "Not allowed: {reason}",
    "bot.error": "The computer player stumbled ({error}); it plays a plain move instead",
    "saved": "Saved to {path}",
    "screenshot": "Screenshot saved: {path}",
    # first-run checks and saving problems
    "screenshot.failed": "The screenshot could not be saved: {problem}",
    "firstrun.no_display": (
        "Luna cannot open its window because no display was found (no $DISPLAY or "
        "$WAYLAND_DISPLAY): start it from a desktop session, or play in the terminal with "
        "--headless."),
    "firstrun.no_window": (
        "Luna cannot open its window ({problem}): check the display, or play in the terminal "
        "with --headless."),
    "firstrun.no_sound": "No sound device was found, so Luna plays without sound.",
    "firstrun.read_only": (
        "Saves are off: the folder {folder} cannot be written to; start Luna with --save-dir "
        "DIR to keep games elsewhere."),
    "firstrun.disk_full": (
        "Saves are off: the disk holding {folder} is full; free some space and start Luna "
        "again."),
    "firstrun.unusable": (
        "Saves are off: the folder {folder} cannot be used ({problem}); start Luna with "
        "--save-dir DIR to keep games elsewhere."),
    # the game log
    "log.someone": "Someone",
    "log.influence": "{who} {delta} influence ({why})",
    "log.shrine_built": "{who} builds a shrine on {island}",
    "log.novices_placed": "{who} places {count} novices on {island}",
    "log.novices_placed.one": "{who} places 1 novice on {island}",
    "log.novices_used": "{who} uses {count} novices on {island}",
    "log.novices_used.one": "{who} uses 1 novice on {island}",
    "log.novice_recruited": "{who} recruits a novice on {island}",
    "log.novices_woken": "{who}: {count} novices stand up on {island}",
    "log.novices_woken.one": "{who}: 1 novice stands up on {island}",
    "log.novices_moved": "{who} moves {count} novices from {src} to {dst}",
    "log.novices_moved.one": "{who} moves 1 novice from {src} to {dst}",
    "log.favour_taken": "{who} takes a {kind} favour",
    "log.favour_returned": "{who} spends the {kind} favour",
    "log.tile_claimed": "{who} claims temple tile {tile}",
    "log.tile_consecrated": "{who} consecrates tile {tile} in the temple",
    "log.novice_expelled": "{who}'s novice on field {field} is expelled by {by}",
    "log.book_moved": "{who} moves a Book of Wisdom from field {src} to field {dst}",
    "log.council_moved": "{who} advances in the council to seat {dst}",
    "log.figure_moved": "The {figure} moves to {island}",
    "log.guardian_moved": "The Temple Guardian steps onto guardian tile {value}",
    "log.time_marker": "{who} meditates (candle {turned} of {total})",
    "log.round_started": "— Round {round} — {who} starts",
    "log.round_scored": "Round {round} is scored",
    "log.solo_deactivated": "The automaton's {count} novices on {island} lie down",
    "log.solo_deactivated.one": "The automaton's novice on {island} lies down",
    "log.solo_no_tile": "The automaton gets no temple tile this round",
    "log.novice_to_temple": "{who} sends a novice to temple field {field}",
    "log.actions_ended": "{who} ends the action phase",
    "log.game_over": "Game over: {who} wins with {score}",
    "why.start": "start", "why.consecration": "consecration", "why.expulsion": "expulsion",
    "why.book": "Book", "why.meditation": "meditation", "why.priestess": "Moon Priestess",
    "why.apostate": "Apostate", "why.temple": "temple", "why.shrines": "shrines",
    "why.favours": "favours", "why.council": "council",
    "panel.council": "council {seat}",
    "panel.jetty": "jetty {count}",
    # LAN play
    "net.not_sent": "The relay cannot be reached; the move was not sent",
    "net.error": "The relay says: {message}",
    "net.undo_declined": "The undo was declined",
    "net.unreadable": "This table sent something we cannot read",
    "net.disconnected": "Connection to the relay lost: reconnecting…",
    "net.reconnected": "Back with the relay",
    "net.gave_up": "The relay is gone. Save the game from the menu; the host can restart "
                   "it from a save",
    "net.waiting_for": "Waiting for {name} to come back…",
    "net.hand_over": "Let a computer play {name}",
    "net.undo_accept": "Accept the undo",
    "net.undo_decline": "Decline",
    "net.undo_asked": "{name} asks to take back moves; do you agree?",
    "lan.title": "LAN game",
    "lan.your_name": "Your name",
    "lan.host_head": "Host a table on this computer",
    "lan.host": "Host",
    "lan.host_save": "Host a saved LAN game…",
    "lan.join_head": "Join a table",
    "lan.search": "Search the network",
    "lan.searching": "Searching…",
    "lan.none_found": "No table found yet: search, or type the host's address",
    "lan.join": "Join",
    "lan.cannot": "Cannot start the LAN game",
    "lan.no_relay": "No port is free for the relay on this computer",
    "lan.bad_address": "'{address}' is not an address like 192.168.1.20:47470",
    "lan.no_answer": "No Luna table answers at {address} ({problem})",
    "lan.no_open_table": "That table has no free seat",
    "lan.table_of": "{name}'s table",
    "lan.address": "Relay at {host}, port {port}",
    "lan.this_machine": "this computer",
    "lan.kind.lan": "Person on the LAN",
    "lan.kind.local": "Person at the host",
    "lan.kind.novice": "Computer: Novice",
    "lan.kind.adept": "Computer: Adept",
    "lan.kind.master": "Computer: Master",
    "lan.kind.random": "Computer: Random",
    "lan.ready_yes": "Ready",
    "lan.ready_no": "Not ready",
    "lan.state.waiting": "open seat",
    "lan.state.away": "away",
    "lan.open_seat": "(free seat)",
    "lan.leave": "Leave",
    "lan.connecting": "Connecting…",
    "lan.relay_gone": "The table's relay is gone. Leave, and join again when the host is back.",
    "lan.watching": "No free seat at that table: you watch the game",
    "menu.lan": "LAN game",
    # menus and dialogs
    "menu.title": "Luna",
    "menu.subtitle": "after Stefan Feld",
    "menu.new": "New game", "menu.continue": "Continue", "menu.load": "Load",
    "menu.solo": "Solo game", "menu.rules": "Rules", "menu.settings": "Settings",
    "menu.quit": "Quit", "menu.save": "Save game", "menu.resume": "Resume",
    "menu.main": "Main menu",
    "menu.no_autosave": "No game to continue yet",
    "new.title": "New game",
    "new.players": "Players",
    "new.seat": "Seat {n}",
    "seat.human": "Person",
    "seat.novice": "Computer: Novice",
    "seat.adept": "Computer: Adept",
    "seat.master": "Computer: Master",
    "seat.tip": "Novice plays loosely, Adept weighs every move, Master searches ahead",
    "new.setup": "Setup",
    "new.setup.intro": "Introductory",
    "new.setup.random": "Random",
    "new.one_figure": "One figure per island",
    "new.start": "Start",
    "new.error.colours": "Every player needs a different colour",
    "new.back": "Back",
    "solo.title": "Solo game",
    "solo.level": "Level {level}",
    "solo.you": "You",
    "solo.automaton": "Automaton",
    "solo.level1": "Level 1: the automaton as printed",
    "solo.level2": "Level 2: the Apostate blocks every action on his island but Banish",
    "solo.level3": "Level 3: Architect and Priestess start together; the Apostate blocks all",
    "load.title": "Load a game",
    "load.empty": "No saved games yet",
    "load.error": "Cannot open this save",
    "load.row": "{name} — {players} players, round {round} — {date}",
    "load.row_bad": "{name} — damaged: {error}",
    "save.title": "Save game",
    "save.name": "Name",
    "settings.title": "Settings",
    "settings.language": "Language",
    "settings.speed": "Animation speed",
    "settings.sound": "Sound",
    "settings.think": "Master thinks up to",
    "settings.seconds": "{n} s per move",
    "settings.on": "on", "settings.off": "off",
    "results.title": "Final scoring",
    "results.total": "Total",
    "results.influence": "Influence in play",
    "results.shrines": "Shrines",
    "results.favours": "Favours",
    "results.council": "Council",
    "results.replay": "Watch the replay",
    "results.step": "Step",
    "results.play": "Play",
    "results.prev": "< Back",
    "results.next": "Step >",
    "rules.title": "Rules of Luna",
    "error.title": "Something went wrong",
    "ok": "OK",
}

STRINGS["rules.body"] = (
    "<font size=5><b>The aim</b></font><br>"
    "Send your novices across the seven priest islands to win favour with the Moon "
    "Priestess. After six rounds the player with the most influence becomes her successor's "
    "order.<br><br>"
    "<font size=5><b>The board</b></font><br>"
    "Seven priest islands ring the temple island. Each island grants one kind of favour: "
    "<b>shrine, herbs, tides, sailboat, bribery, book, novice</b>. A novice standing "
    "<b>on</b> an island is <b>active</b>; one lying <b>beside</b> it is <b>inactive</b>. "
    "Novices you use for an action lie down beside their island. At the end of a round all "
    "of them stand up again.<br><br>"
    "<font size=5><b>A turn</b></font><br>"
    "From the start player clockwise, each player takes one action, until the last candle "
    "in the meditation room is out.<br>"
    "<b>Favour</b>: 2 active novices of an island (1 with your shrine there) take its "
    "favour token. You never hold two of a kind.<br>"
    "<b>Recruit</b>: 2 active novices bring a third from your supply.<br>"
    "<b>Build shrine</b>: return a shrine favour and use 2 novices on the Architect's island. "
    "A shrine is worth 4 at the end, halves Favour and Appointment there and counts for the "
    "Moon Priestess.<br>"
    "<b>Herbs</b>: return it to stand up 1 or 2 inactive novices of one island (not the "
    "Herbs island).<br>"
    "<b>Travel</b>: any active novices go inactive beside other islands.<br>"
    "<b>Tides</b>: return it; any novices, active, inactive or on the jetty, go inactive "
    "beside other islands.<br>"
    "<b>Sailboat</b>: return it; 1 or 2 novices from one island or the jetty sail to one "
    "other island and stay active.<br>"
    "<b>Appointment</b>: 2 active novices of an island (1 with your shrine) claim a released "
    "temple tile with that island's symbol; one novice waits on the tile. Released tiles lie "
    "between the Guardian and the jetty; with <b>bribery</b> you reach the group just before "
    "him.<br>"
    "<b>Consecration</b>: bring your claimed tile and its novice into the temple and gain the "
    "value of the guardian tile under the Guardian. Opponents' novices next to it on lower "
    "numbers and without a Book are <b>expelled</b> to the jetty: +1 for each.<br>"
    "<b>Book</b>: return it to move any Book of Wisdom onto one of your temple novices "
    "without one: +1 (2 players: the round's first Book +2). A novice on a Book cannot be "
    "expelled.<br>"
    "<b>Council</b>: novices of one island move your disc one seat each. On the top seat "
    "later discs go underneath: the first there cannot be overtaken.<br>"
    "<b>Banish</b>: novices of the Apostate's island send him one island on each.<br>"
    "<b>Novice favour</b>: return it to stand in for one novice of an action, never for "
    "the one who goes onto a temple tile.<br>"
    "<b>Meditate</b>: blow out a candle instead. Whoever blows out the last gains 1, the "
    "actions end and the player on their left starts the next round.<br><br>"
    "<font size=5><b>Scoring, every round</b></font><br>"
    "<b>Moon Priestess</b>: on her island, most active novices + shrines gain 6/3/1 (2–3 "
    "players: 5/2). Ties go further along the council, then higher in the stack.<br>"
    "<b>Apostate</b>: everyone with novices on or beside his island loses that many + 1 "
    "(never below 0).<br>"
    "<b>Temple</b>: 1 for each of your novices in the temple.<br>"
    "Then the Priestess moves on 6 (or 5) islands, the Architect 4, the Apostate to the next "
    "island with a novice, and the Guardian one guardian tile toward the temple.<br><br>"
    "<font size=5><b>The end</b></font><br>"
    "After the sixth scoring: +4 per shrine, +1 per unspent favour, plus your council seat's "
    "points. Most influence wins; ties go to the better council place.<br><br>"
    "<font size=5><b>Solo game</b></font><br>"
    "You play the two-player game against an automaton that never takes a turn. At each "
    "round start you lay down all its novices on one island (its disc climbs that many "
    "seats) and it consecrates the highest released tile it can. You end the action phase "
    "when you like; it then builds a shrine on the Architect's island if it has an active "
    "novice there. The Apostate never costs it anything. Your result is your score minus its "
    "score. Level 2: the Apostate blocks every action on his island but Banish. Level 3: "
    "the Architect and the Priestess start together and the Apostate blocks all.")

# --- Engine refusals and rules versions ------------------------------------------------
# `refusal.<code>`: one string for each code of luna/engine/refusals.py (a test checks
# every language has them all). Parameters: {island} an island's name, {favour} and
# {symbol} a favour kind, {phase} what the phase asks for; the rest are numbers or names.
# `rules.*`: the rules version of a game that is not played by the newest rules.
STRINGS.update({
    "refusal.game_over": "The game is over",
    "refusal.not_now": "Not now: {phase}",
    "refusal.not_your_turn": "It is {to_move}'s turn, not {player}'s",
    "refusal.internal_error": "Internal error on {command}: {error}",
    "refusal.not_a_map": "A command must be a map with a 'type'",
    "refusal.unknown_type": "Unknown command type {command}",
    "refusal.bad_player": "'player' must be a seat number 0-{last}",
    "refusal.missing_key": "A {command} command needs '{name}'",
    "refusal.bad_bool": "'{name}' must be true or false",
    "refusal.bad_island": "'{name}' must be an island number 0-{last}",
    "refusal.bad_count": "'{name}' must be a number of novices",
    "refusal.bad_tile_number": "'{name}' must be a temple tile number 1-28",
    "refusal.no_moves": "Choose at least one novice to move",
    "refusal.too_many_moves": "Too many moves in one command",
    "refusal.bad_move": "Each move must say from, to and count",
    "refusal.island_has_shrine": "{island} already holds a shrine",
    "refusal.no_shrine_on_herbs": "With 2 players no shrine may go on the Herbs island",
    "refusal.pair_beside_own_piece": "You already have a piece on {island}: each pair goes "
                                     "to an island without your pieces",
    "refusal.solo_no_meditation": "The solo game has no time markers: end your actions "
                                  "instead",
    "refusal.all_time_turned": "Every time marker is turned already",
    "refusal.not_solo": "Only the solo game ends its action phase by choice",
    "refusal.no_favour": "You hold no {favour} favour",
    "refusal.no_novice_favour": "You hold no novice favour to stand in for a novice",
    "refusal.no_shrine_favour": "You hold no shrine favour to build a shrine",
    "refusal.no_bribery_favour": "You hold no bribery favour to bribe the Guardian",
    "refusal.need_active_novices": "You need {count} active novices on {island} (you have "
                                   "{have})",
    "refusal.need_active_novices.one": "You need 1 active novice on {island} (you have "
                                       "{have})",
    "refusal.need_active_novices_token": "You need {count} active novices on {island} with "
                                         "the novice favour (you have {have})",
    "refusal.need_active_novices_token.one": "You need 1 active novice on {island} with the "
                                             "novice favour (you have {have})",
    "refusal.apostate_blocks": "The Apostate blocks every action on {island} (solo level "
                               "{level})",
    "refusal.favour_held": "You already hold a {favour} favour",
    "refusal.no_favour_left": "No {favour} favour is left on {island}",
    "refusal.token_for_novice_favour": "The novice favour cannot be used to take a novice "
                                       "favour",
    "refusal.no_novice_in_supply": "You have no novice left in your supply to recruit",
    "refusal.shrine_there": "You already have a shrine on {island}",
    "refusal.no_shrine_in_supply": "You have no shrine left in your supply",
    "refusal.herbs_on_herbs": "Herbs cannot be used on the Herbs island itself",
    "refusal.herbs_count": "Herbs wakes 1 or 2 novices",
    "refusal.few_inactive": "You have only {count} inactive novices beside {island}",
    "refusal.few_inactive.one": "You have only 1 inactive novice beside {island}",
    "refusal.move_none": "Each move must move at least one novice",
    "refusal.move_same_island": "A novice must move to a different island",
    "refusal.few_active": "You have only {count} active novices on {island}",
    "refusal.few_active.one": "You have only 1 active novice on {island}",
    "refusal.few_on_jetty": "You have only {count} novices on the jetty",
    "refusal.few_on_jetty.one": "You have only 1 novice on the jetty",
    "refusal.sailboat_count": "The sailboat carries 1 or 2 novices",
    "refusal.sailboat_same_island": "The sailboat must sail to a different island",
    "refusal.tile_not_on_path": "Tile {tile} is not on the path",
    "refusal.tile_claimed": "Tile {tile} is claimed already",
    "refusal.tile_is_yours": "Tile {tile} is yours already: consecrate it",
    "refusal.wrong_symbol": "Tile {tile} shows the {symbol} symbol: appoint from {island}",
    "refusal.released_no_bribe": "Tile {tile} is released already: no bribery needed",
    "refusal.beyond_bribery": "Tile {tile} is not released yet and lies beyond the next "
                              "guardian tile: not even bribery reaches it",
    "refusal.not_released_bribe": "Tile {tile} is not released yet (it lies before the "
                                  "Guardian): it needs a bribery favour",
    "refusal.not_released_use_bribe": "Tile {tile} is not released yet (it lies before the "
                                      "Guardian): use your bribery favour",
    "refusal.token_not_on_tile": "The novice favour cannot stand in for the novice who goes "
                                 "onto the temple tile",
    "refusal.no_novice_on_tile": "You have no novice on tile {tile} on the path",
    "refusal.no_book_on_field": "There is no Book of Wisdom on temple field {field}",
    "refusal.no_novice_on_field": "You have no novice on temple field {field}",
    "refusal.field_has_book": "Your novice on field {field} has a Book already",
    "refusal.council_none": "Send at least one novice to the council",
    "refusal.council_top": "Your disc is already on the top seat of the council",
    "refusal.council_room": "Only {room} more seats are left above yours: do not send more "
                            "novices than that",
    "refusal.banish_none": "Use at least one novice to banish the Apostate",
    "rules.version": "rules {version}",
    "rules.older": "Played by the older rules {version} (this game keeps the rules it was "
                   "dealt under)",
})

# --- reason.* : why a computer player chose its move (issue 14, branch wip-ai) ---
# One block on its own so it can be carried over to the gettext catalogues as is.
# {value} is signed points (+2.1), {island} an island's name, {tile} a tile number.
STRINGS.update({
    "reason.with": "{move} — {why}",
    "reason.influence": "influence won: {value}",
    "reason.council": "a higher seat in the council: {value}",
    "reason.favours": "favours held at the final count: {value}",
    "reason.favour_use": "favours to use later: {value}",
    "reason.shrine": "a shrine on {island}: {value}",
    "reason.priestess": "the Moon Priestess majority on {island}: {value} expected",
    "reason.apostate": "novices beside the Apostate on {island}: {value} expected",
    "reason.temple": "novices in the temple: {value} expected",
    "reason.tile": "temple tile {tile}: {value} expected",
    'reason.next_priestess': "the Moon Priestess's next island, {island}: {value} expected",
    "reason.active": "active novices kept for this round: {value}",
    "reason.novices": "novices on the islands for the rounds to come: {value}",
    "reason.jetty": "novices on the jetty for the rounds to come: {value}",
    "reason.shrine_next": "a shrine where the Architect goes next, {island}: {value}",
})
