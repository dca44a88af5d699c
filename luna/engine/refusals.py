"""Every reason the rules can refuse a command: a stable code, its parameters, and the
English text (the client has the same codes in every language, `refusal.<code>`).

Parameter names carry their meaning across languages: `island`, `favour` and `symbol`
are island kinds, `phase` a phase name; the rest are numbers or player names.
"""

from __future__ import annotations

REFUSALS: dict[str, str] = {
    # the flow of the game
    "game_over": "The game is over",
    "not_now": "Not now: it is time to {phase}",
    "not_your_turn": "It is {to_move}'s turn, not {player}'s",
    "internal_error": "Internal error on {command}: {error}",
    # the shape of a command
    "not_a_map": "A command must be a map with a 'type'",
    "unknown_type": "Unknown command type {command}",
    "bad_player": "'player' must be a seat number 0-{last}",
    "missing_key": "A {command} command needs '{name}'",
    "bad_bool": "'{name}' must be true or false",
    "bad_island": "'{name}' must be an island number 0-{last}",
    "bad_count": "'{name}' must be a number of novices",
    "bad_tile_number": "'{name}' must be a temple tile number 1-28",
    "no_moves": "Choose at least one novice to move",
    "too_many_moves": "Too many moves in one command",
    "bad_move": "Each move must say from, to and count",
    # the preliminary round and the solo game
    "island_has_shrine": "The {island} island already holds a shrine",
    "no_shrine_on_herbs": "In the preliminary round of a 2-player or solo game no shrine may "
                          "go on the Herbs island",
    "pair_beside_own_piece": "You already have a piece on the {island} island: each pair "
                             "goes to an island without your pieces",
    "solo_no_meditation": "The solo game has no time markers: end your actions instead",
    "all_time_turned": "Every time marker is turned already",
    "not_solo": "Only the solo game ends its action phase by choice",
    # favours and novices
    "no_favour": "You hold no {favour} favour",
    "no_novice_favour": "You hold no novice favour to stand in for a novice",
    "no_shrine_favour": "You hold no shrine favour to build a shrine",
    "no_bribery_favour": "You hold no bribery favour to bribe the Guardian",
    "need_active_novices": "You need {count} active novices on the {island} island "
                           "(you have {have})",
    "need_active_novices.one": "You need {count} active novice on the {island} island "
                               "(you have {have})",
    "need_active_novices_token": "You need {count} active novices on the {island} island "
                                 "with the novice favour (you have {have})",
    "need_active_novices_token.one": "You need {count} active novice on the {island} "
                                     "island with the novice favour (you have {have})",
    "apostate_blocks": "The Apostate blocks every action on the {island} island (solo "
                       "level {level})",
    # island actions
    "favour_held": "You already hold a {favour} favour",
    "no_favour_left": "No {favour} favour is left on the {island} island",
    "token_for_novice_favour": "The novice favour cannot be used to take a novice favour",
    "no_novice_in_supply": "You have no novice left in your supply to recruit",
    "shrine_there": "You already have a shrine on the {island} island",
    "no_shrine_in_supply": "You have no shrine left in your supply",
    "herbs_on_herbs": "Herbs cannot be used on the Herbs island itself",
    "herbs_count": "Herbs wakes 1 or 2 novices",
    "few_inactive": "Not enough inactive novices beside the {island} island: you have "
                    "{count}",
    # movement
    "move_none": "Each move must move at least one novice",
    "move_same_island": "A novice must move to a different island",
    "few_active": "Not enough active novices on the {island} island: you have {count}",
    "few_on_jetty": "Not enough novices on the jetty: you have {count}",
    "travel_none_here": "You have no active novices on the {island} island: Travel moves "
                        "your active novices from the islands where they stand to other "
                        "islands",
    "tides_none_here": "You have no novices on or beside the {island} island: the Tides "
                       "move your novices from the islands or the jetty where they stand "
                       "to other islands",
    "sailboat_none_here": "You have no active novices on the {island} island: the sailboat "
                          "carries 1 or 2 from the island (or the jetty) where they stand "
                          "to another island",
    "sailboat_count": "The sailboat carries 1 or 2 novices",
    "sailboat_same_island": "The sailboat must sail to a different island",
    # the temple
    "tile_not_on_path": "Tile {tile} is not on the path",
    "tile_claimed": "Tile {tile} is claimed already",
    "tile_is_yours": "Tile {tile} is yours already: consecrate it",
    "wrong_symbol": "Tile {tile} shows the {symbol} symbol: appoint from the {island} island",
    "released_no_bribe": "Tile {tile} is released already: no bribery needed",
    "beyond_bribery": "Tile {tile} is not released yet and lies beyond the next guardian "
                      "tile: not even bribery reaches it",
    "not_released_bribe": "Tile {tile} is not released yet (it lies before the Guardian): "
                          "it needs a bribery favour",
    "not_released_use_bribe": "Tile {tile} is not released yet (it lies before the "
                              "Guardian): use your bribery favour",
    "own_tile_not_released": "Tile {tile} is yours: consecrate it once the Guardian has "
                             "passed it, or now with a bribery favour",
    "own_tile_use_bribe": "Tile {tile} is yours: consecrate it with your bribery favour, or "
                          "once the Guardian has passed it",
    "token_not_on_tile": "The novice favour cannot stand in for the novice who goes onto "
                         "the temple tile",
    "no_novice_on_tile": "You have no novice on tile {tile} on the path",
    "no_book_on_field": "There is no Book of Wisdom on temple field {field}",
    "no_novice_on_field": "You have no novice on temple field {field}",
    "field_has_book": "Your novice on field {field} has a Book already",
    "book_no_novice": "You have no novice in the temple: a Book of Wisdom goes onto one "
                      "of your temple novices without one",
    "book_all_protected": "Each of your novices in the temple has a Book of Wisdom "
                          "already: a Book goes onto one of your temple novices without one",
    # the council and the Apostate
    "council_none": "Send at least one novice to the council",
    "council_top": "Your disc is already on the top seat of the council",
    "council_room": "Only {count} more seats are left above yours: nobody climbs past "
                    "seat 10",
    "council_room.one": "Only 1 more seat is left above yours: nobody climbs past seat 10",
    "banish_none": "Use at least one novice to banish the Apostate",
}

# English words for the phases in "Not now: it is time to …".
PHASE_WORDS = {
    "preliminary_shrine": "place your first shrine",
    "preliminary_pairs": "place a pair of novices",
    "solo_round_start": "choose the island where the automaton's novices lie down",
    "actions": "take an action",
    "game_over": "see the final scoring",
}
KIND_PARAMS = ("island", "favour", "symbol")
CODES = tuple(code for code in REFUSALS if not code.endswith(".one"))


def english(code: str, params: dict) -> str:
    """The English text of a refusal (the engine's `reason`); `count` 1 takes the
    singular form where there is one."""
    if params.get("count") == 1 and f"{code}.one" in REFUSALS:
        code = f"{code}.one"
    words = dict(params)
    if "island" in words:
        words["island"] = str(words["island"]).capitalize()
    if "phase" in words:
        words["phase"] = PHASE_WORDS.get(words["phase"], words["phase"])
    return REFUSALS[code].format(**words)
