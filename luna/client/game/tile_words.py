"""The words of a tray tile's hover text (game/ring.py): what its action does, uses and
gives, why it is greyed, its rule; a chip's, a −'s and a +'s."""

from __future__ import annotations

from ...ai.outlook import coming_of
from ...engine import Game
from ...engine.council import ahead_on_top
from ...engine.temple import guarded_from, lower_neighbours
from ...engine.temple_actions import appointment_threats, consecrated_threats, consecration_gain
from ...text import kind, lines, t
from ...text.hint_does import sets_text
from ...text.moves import place_name
from ...text.score_words import end_words, net_words, woken_words
from ...text.tie_words import under_words
from ..board.action_art import count_words
from .actions import Action, coming_line, effect_of, gives
from .choices import command_rule, label, rule_text
from .tile_paint import toward_hint
from .tooltips import arrival, headless, tooltip


def tile_words(act: Action, part: str, snap: dict, game: Game | None = None,
               range_in: bool = False, keys: bool = False) -> str:
    """A tray tile's hover text (its `part`: "card", "chip", "minus", "plus"); `range_in`:
    its badge says how many novices it may send; `game`: the favours its command spends
    are said, as the engine's dry run of it returns them; `keys`: the keys' focus stands
    on it, and its words name the key that acts, never a click (`keyed`)."""
    if part == "chip":
        if act.token_needed:
            return t("ring.token_needed")
        return t("ring.token_on" if act.choice.token else "ring.token_off")
    if part in ("minus", "plus"):
        step = t(f"ring.{part}", count=act.choice.count)
        if toward_hint(act, part):        # the way to the Hint's count (its star)
            return lines(step, t("ring.hint_count", count=act.hint_choice.count))
        return step
    rule = headless(rule_text(act.kind, snap))   # the button says its name: once
    if not act.enabled:
        return lines(act.refused, rule)
    if act.hints_choice:          # the Hint's move, chosen whole: what one click does
        key = "ring.hint_plan" if act.builder else "ring.hint_move"
        return lines(t(keyed(key, keys)), card_words(act, snap, game, range_in, rule, keys))
    if part == "card" and act.favour_only is not None and act.asked is not None \
            and act.asked == act.choice:  # asked: the ask and the move, the rule read once
        asked = t("tray.favour_again", kind=t(f"kind.{act.favour_only}"))
        return lines(asked, card_words(act, snap, game, range_in, "", keys))
    return card_words(act, snap, game, range_in, rule, keys)


KEYED = ("ring.hint_move", "ring.hint_plan", "ring.drag", "ring.pick_tile",
         "ring.pick_seat", "pick.appoint")   # the words that say how it is used: each has
#                                              a form naming the keys ("….keys")


def keyed(key: str, keys: bool) -> str:
    """The words `key` as the keys' focus says them: a text under a key's focus names
    the key that acts ("Enter plays it"), the pointer's names the click."""
    return f"{key}.keys" if keys and key in KEYED else key


def card_words(act: Action, snap: dict, game: Game | None, range_in: bool,
               rule: str, keys: bool = False) -> str:
    """A usable tile's own words: its net line (score_words.net_words), its move, what it
    uses and gives (a Consecration: whom it expels), its rule (`keys`: as `keyed`)."""
    if act.builder:           # its badge "×1–8" said: how many novices it can send
        eff = act.sampled(game) if game is not None else None   # (a favour returned:
        end = end_words(eff.end) if eff is not None else None   # a point less at the end)
        return lines(t(keyed("ring.drag", keys)), *most_words(act, range_in),
                     arrival(act.kind, snap), *([end] if end else []), rule)
    words = label(act.command, snap)
    if act.command.get("novice_token") or act.kind == "favour":   # (and what the
        rule = headless(command_rule(act.command, snap))      # token taken is for)
    # the tile chosen on the board after, but for the Hint's, which one click plays
    picked = act.kind == "appoint" and len(act.tiles) > 1 and not act.hints_choice
    if picked:
        words = t(keyed("ring.pick_tile", keys), tiles=tiles_listed(act))
        coming = tiles_coming(act, game) if game is not None else None
        words = lines(words, coming) if coming else words
    elif act.kind == "council" and len(act.counts) > 1:
        words += "\n" + t(keyed("ring.pick_seat", keys))
    eff = act.effect(game) if game is not None else None
    if eff is not None and not picked:
        spends = [k for k in eff.spends    # (the novice favour standing in: its label
                  if not (k == "novice" and act.command.get("novice_token"))]  # says it)
        words = lines(words, *(t("ring.uses_favour", kind=kind(k)) for k in spends),
                      *gives(eff, snap, act.command["player"]), *worth(act.command, game),
                      *recruit_words(act.command, snap, game),
                      *beware(act.command, snap, game), *expels(act.command, eff, snap, game))
        net = net_line(act.command, snap, game, eff)        # (the figures first, the
        words = lines(net, *under(act.command, snap, game), words) if net else words
    return f"{words}\n{rule}" if rule else words


def net_line(cmd: dict, snap: dict, game: Game, eff=None) -> str | None:
    """A move's preview line, its net effect in figures (score_words.net_words on the
    engine's dry run, `eff` where it is run already): the tray's tile and the text
    menu's entry say it alike (the menu's entry said the rule alone, not what its move
    gives)."""
    return net_words(effect_of(game, cmd) if eff is None else eff, cmd["player"], snap)


def tile_brief(act: Action, part: str, snap: dict, game: Game | None = None,
               range_in: bool = False) -> str | None:
    """A tray tile's hover text at first sight: its net line, one sentence of what its
    move does, the warnings of who could expel the novice it places (F885: what players
    asked for), and that the rest follows on a longer look (`ring.more`); a text of 8-12
    lines was read by none. None where the whole text is no longer (a chip's, a −'s, a
    greyed tile's: short already)."""
    if part != "card" or not act.enabled:
        return None
    if act.builder:
        said = [t("ring.drag"), *most_words(act, range_in)]
    else:
        picked = act.kind == "appoint" and len(act.tiles) > 1 and not act.hints_choice
        eff = act.effect(game) if game is not None and not picked else None
        net = net_line(act.command, snap, game, eff) if eff is not None else None
        said = [*([net] if net else []),
                *(under(act.command, snap, game) if eff is not None else []),
                *(recruit_words(act.command, snap, game) if eff is not None else []),
                t("ring.pick_tile", tiles=", ".join(
            str(x) for x in act.tiles)) if picked else label(act.command, snap),
            *(beware(act.command, snap, game) if eff is not None else []),
            *(set_up(eff, snap) if eff is not None else [])]
    if act.hints_choice:          # the Hint's move, chosen whole: what one click does
        said.insert(0, t("ring.hint_plan" if act.builder else "ring.hint_move"))
    whole = tile_words(act, part, snap, game, range_in)
    return lines(*said, t("ring.more")) if whole.count("\n") + 1 > len(said) else None


def under(cmd: dict, snap: dict, game: Game, within: bool = False) -> list[str]:
    """A Council move's line after its net line where its disc reaches the top seat with
    others there: it goes under them, and they win ties before it (`ahead_on_top`, by
    the engine's tie order); the rule stood in the rules book alone. `within`: its form
    inside the Hint's first sentence."""
    if cmd.get("type") != "council":
        return []
    said = under_words(ahead_on_top(game.state, cmd["player"], cmd["count"] +
                                    int(bool(cmd.get("novice_token")))), snap, within)
    return [said] if said else []


def set_up(eff, snap: dict) -> list[str]:
    """What a move that changes nothing at the coming scoring sets up, where it wakes
    novices (score_words.woken_words): the brief text says it, its net line alone read
    as a harmless move."""
    if eff.scored is not None or eff.scoring is None or eff.scoring.parts or \
            eff.scoring.lying or eff.scoring.others:
        return []
    said = woken_words(eff.woken, snap)
    return [said] if said else []


def most_words(act: Action, range_in: bool) -> list[str]:
    """A move built on the board: how many novices it can send, where its badge ("×1–8")
    says it."""
    return [t(range_key(act.kind, act.most), badge=count_words(1, act.most),
              most=act.most)] if range_in else []


def recruit_words(cmd: dict, snap: dict, game: Game) -> list[str]:
    """What a Recruit changes where the projection may not show it (the engine's dry
    run): on the Moon Priestess's island this round, the active novices it leaves the
    mover there (its 2 used lie down: a rival's move may then outnumber them); the
    novice it brings beside an island where she stands in a later round, with what the
    mover then counts there (hint_does.sets_text, as a planned move says it). A preview
    of "projected unchanged" alone read as a move that changes nothing."""
    if cmd.get("type") != "recruit":
        return []
    said, i, p = [], cmd["island"], cmd["player"]
    if snap["phase"] == "actions" and snap["priestess"] == i:
        after = game.clone()
        after.apply(cmd)
        left = after.state.active[i][p] + int(bool(after.state.shrines[i][p]))
        said.append(t("ring.recruit.leaves", count=left,
                      island=place_name(snap, i)))
    sets = sets_text(coming_of(game, cmd), snap)
    return said + ([t("builder.sets", sets=sets)] if sets else [])


def worth(cmd: dict, game: Game) -> list[str]:
    """An Appointment's tile's worth when consecrated, as the engine counts that
    Consecration now (the coming scoring's "changes nothing" said alone hid it)."""
    if cmd.get("type") != "appoint":
        return []
    return [t("ring.appoint.worth",
              points=consecration_gain(game.state, cmd["player"], cmd["tile"]))]


def beware(cmd: dict, snap: dict, game: Game) -> list[str]:
    """An Appointment's or a Consecration's warning: the opponents whose next Consecration
    would expel the novice it places once on its field (the engine's `appointment_threats`,
    `consecrated_threats`); learned only from the log, an expulsion came as a surprise."""
    ct = cmd.get("type")
    if ct not in ("appoint", "consecrate"):
        return []
    found = (appointment_threats if ct == "appoint" else consecrated_threats)(game.state, cmd)
    names = snap["names"]
    if len(found) == 1:
        q, tile = found[0]
        return [t(f"ring.{ct}.threat", name=names[q], tile=tile)]
    return [t(f"ring.{ct}.threats", who=", ".join(
        t("ring.appoint.threat.by", name=names[q], tile=tile) for q, tile in found))] \
        if found else []


def expels(cmd: dict, eff, snap: dict, game: Game) -> list[str]:
    """A Consecration's novices it expels, by the engine's dry run (`eff`), beside the
    fields it could expel from (adjacent, lower: `lower_neighbours`), then each novice
    there a Book of Wisdom keeps: the rule said alone ("adjacent lower novices are
    expelled") read as every lower novice near it going."""
    if cmd.get("type") != "consecrate":
        return []
    me, number, s = cmd["player"], cmd["tile"], game.state
    names = snap["names"]
    on = lambda f, q: t("consecrate.on", name=names[q], field=f)  # noqa: E731
    out = [on(e["field"], e["player"]) for e in eff.events
           if e["type"] == "novice_expelled" and e.get("by") == me]
    below = ", ".join(map(str, lower_neighbours(s, number)))
    said = [t("consecrate.expels", who=", ".join(out), tile=number, fields=below) if out
            else t("consecrate.expels.none", tile=number, fields=below) if below
            else t("consecrate.expels.alone", tile=number)]
    return said + [t("consecrate.guarded", who=on(f, s.fields[f]["player"]))
                   for f in guarded_from(s, number, me)]


def tiles_listed(act: Action) -> str:
    """An Appointment's tiles to choose from, those its commands reach only by bribing
    the Guardian named as spending the bribery favour (the engine's commands say which):
    a favour spent unasked cannot be had back, so the tray's tile and the board's prompt
    both say it before the click."""
    bribed = [x for x in act.tiles if all(cmd.get("bribe") for c, cmd in
                                           act.variants.items() if c.tile == x)]
    tiles = ", ".join(str(x) for x in act.tiles if x not in bribed)
    if bribed:
        said = t("pick.bribed", count=len(bribed), tiles=", ".join(map(str, bribed)))
        tiles = f"{tiles}; {said}" if tiles else said
    return tiles


def tiles_coming(act: Action, game: Game) -> str | None:
    """An Appointment whose tile is chosen on the board after: what it changes at the
    coming scoring, as every tile's move of the chosen favours changes it (the engine's
    dry run of each); where the tiles differ there, that each tile's hover says it."""
    chosen = act.choice
    said = {coming_line(act.effect(game, v)) for v in act.variants
            if chosen is None or v.token == chosen.token}
    said.discard(None)
    if len(said) > 1:
        return t("ring.coming.by_tile")
    return next(iter(said), None)


def pick_words(act: Action, choice, tile, snap: dict, shown: dict, game: Game) -> str:
    """A lit temple tile's hover text while the Appointment `act` chooses its tile on the
    board (`tile`: its target, `choice`: the variant a click there plays): its net line,
    the move, the favour it spends and what it gives, from the engine's dry run, as a one-tile
    Appointment's tray tile says them; then what the tile is (`shown`: the position as
    drawn)."""
    cmd, eff = picked(act, choice, game)
    what = tooltip(tile, shown)
    net = net_line(cmd, snap, game, eff)               # (the figures first)
    return lines(*([net] if net else []), label(cmd, snap),
                 *(t("ring.uses_favour", kind=kind(k)) for k in eff.spends),
                 *gives(eff, snap, cmd["player"]), *worth(cmd, game),
                 *beware(cmd, snap, game), *([what] if what else []))


def pick_brief(act: Action, choice, tile, snap: dict, shown: dict, game: Game) -> str:
    """A lit temple tile's hover text at first sight while the Appointment `act` chooses
    its tile (as `tile_brief`): its net line, the move, who could expel its novice, that
    more follows on a longer look (`pick_words`)."""
    cmd, eff = picked(act, choice, game)
    net = net_line(cmd, snap, game, eff)
    return lines(*([net] if net else []), label(cmd, snap), *beware(cmd, snap, game),
                 t("ring.more"))


def picked(act: Action, choice, game: Game) -> tuple[dict, object]:
    """The Appointment's command a click on a lit tile plays (`choice`) and its effect."""
    cmd = act.variant(**choice._asdict())
    key = next(c for c, v in act.variants.items() if v == cmd)
    return cmd, act.effect(game, key)


def asked_first(act: Action, part: str, words: str) -> str:
    """A tile's hover text as it stands: where its first take asked for a second (a move
    only a favour makes legal, `Acting.take`), the ask leads it. The pointer rests on the
    tile as it is clicked, its text beside it: the ask said only at the board's foot went
    unseen, and the click seemed lost."""
    favour = act.favour_only if part == "card" and act.asked is not None \
        and act.asked == act.choice else None
    if favour is None:
        return words
    asked = t("tray.favour_again", kind=t(f"kind.{favour}"))
    return words if words.startswith(asked) else lines(asked, words)


def range_key(kind: str, most: int) -> str:
    """The words of a move's badge of novices: a Travel gathers its novices from every
    island and a Tides from every island and the jetty (F444: "1 to 9" beside an island
    where the player had 2 read as wrong); a Sailboat carries them from one place."""
    if most == 1:
        return "ring.range_one"
    return f"ring.range.{kind}" if kind in ("travel", "tides") else "ring.range"
