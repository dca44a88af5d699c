"""What a move changes in its player's score, in words: at the coming scoring part by
part, at the game's end, at once; each figure saying whose it is and which way (the
preview over Confirm, the ring's lines, the Hint's reason say them alike)."""

from __future__ import annotations

from ..ai.outlook import now_parts
from ..engine.rounds import is_last_round, markers_left_to_others
from .hint_does import (
    end_parts,
    now_split,
)
from .hint_does import points as points  # (moved there: the Hint's words sign it too)
from .i18n import has, lines, t


def scoring_parts(parts: dict, lying: int = 0, others=(), snap: dict | None = None) -> str:
    """What a move changes in its player's coming scoring, part by part, each figure
    saying whose it is and which way ("you get 5 less from the Moon Priestess, you lose 2
    less to the Apostate"): a bare "Moon Priestess −5, Apostate −2" was read as what the
    others lose or as the mover's loss alike. The Hint's reason names them as the preview
    over Confirm does. `parts`: the mover's change per part (the Apostate's as a loss:
    engine scoring_change); `lying`: the mover's novices the move lays beside the Moon
    Priestess's island, said as getting nothing from her for them (she counts only
    novices on her island: a preview naming the Apostate alone read as her island
    scoring too). Each figure is named once: her change and the novices lying beside
    her island are one part, the last (its reason after a colon ends the sentence);
    the gains before the losses, the move's payoff before its cost.
    `others`: the other players' changes at the Apostate ((player, points):
    ScoringChange.others), each named after the mover's (`snap`'s names): a Banish's
    preview spoke of the mover alone, though it sends him onto another's novices."""
    said, last = [], None
    for k, v in sorted(parts.items(), key=lambda kv: kv[1] < 0):   # (gains first)
        if not v or not has(f"scoring.part.{k}.gain"):
            continue
        key = f"scoring.part.{k}.{'gain' if v > 0 else 'loss'}"
        if k == "priestess" and lying > 0:
            last = t(f"{key}.lying", n=abs(int(v)), count=int(lying))
        else:
            said.append(t(key, n=abs(int(v))))
    if last is None and lying > 0:
        last = t("scoring.part.priestess.lying", count=int(lying))
    names = (snap or {}).get("names") or ()
    theirs = [t(f"scoring.part.apostate.other.{'gain' if v > 0 else 'loss'}", n=abs(int(v)),
                who=names[q] if 0 <= q < len(names) else t("log.someone"))
              for q, v in others or () if v]
    if theirs and not said and last is None:    # (the others' change alone read as the
        said.append(t("scoring.part.you.none"))     # mover's, or as the mover's left out)
    said += theirs
    return ", ".join(said + ([last] if last else []))


def coming_words(change, snap: dict | None = None) -> str | None:
    """What a move changes at the coming scoring (`change`: the engine's
    `ScoringChange`, the scoring counted as if it came after the move), part by part in
    the mover's words, then the others' at the Apostate (`snap`: their names); None
    where it changes nothing there and lays none of the mover's novices beside the Moon
    Priestess's island."""
    if change is None or not (change.parts or change.lying or change.others):
        return None
    parts = scoring_parts(change.parts, change.lying, change.others, snap)   # (as the
    #                                                             Hint's reason does)
    if change.total != sum(change.parts.values()):      # influence floored at 0
        return t("builder.scoring.floor", parts=parts, total=scoring_total(change.total))
    return t("builder.scoring", parts=parts)


def set_up_words(none: str, woken: int, snap: dict | None) -> str:
    """A move that changes nothing at the coming scoring (`none`: that said), with what
    it sets up where it wakes novices (woken_words). A preview saying "changes nothing"
    alone left the Herbs the Review named costliest looking harmless."""
    said = woken_words(woken, snap)
    return lines(none, said) if said else none


def woken_words(woken: int, snap: dict | None) -> str | None:
    """What waking `woken` novices (Herbs) sets up: only a later action of the mover's
    this round, since every lying novice stands up as the next round begins (rules:
    "Next round"); where the others could turn every time marker left before the
    mover's next turn (engine `markers_left_to_others`), that it then sets up nothing.
    None where it wakes none or no action phase stands."""
    if woken <= 0 or not isinstance(snap, dict) or snap.get("phase") != "actions":
        return None
    if markers_left_to_others(snap):
        key = "ring.sets.woken.late"
    else:
        key = "ring.sets.woken.last" if is_last_round(int(snap.get("round") or 0)) \
            else "ring.sets.woken"
    return t(key, count=int(woken))


def started_words(scored: int) -> str:
    """A move that starts the round's scoring (the last time marker turned): so, with
    what the scoring gives its mover (`scored`: the engine's dry run of it)."""
    if not scored:
        return t("ring.scoring_starts.none")
    return t("ring.scoring_starts.gain" if scored > 0 else "ring.scoring_starts.loss",
             n=abs(int(scored)))


def end_words(change) -> str | None:
    """What a move changes in its player's count at the game's end (`change`: the
    engine's `FinalChange`), part by part in the mover's words, each figure named as
    influence scored at the game's end, a council seat with what it then scores ("your
    council seat scores 4 influence at the game's end (2 more)": a bare "counts 4" did
    not say it is points at the end): a Council move's cost at the coming scoring said
    alone hid what it is for. None where it changes nothing there."""
    if change is None or not change.parts:
        return None
    said = end_parts(change.parts, change.worth)
    return t("ring.end", parts=said) if said else None


def now_words(influence: int, parts: dict | None = None, snap: dict | None = None
              ) -> str | None:
    """The influence a move gains (or costs) its player at once, in words, a
    consecration's by its parts (`parts`: ai.outlook.now_parts; now_split, as the Hint
    says them); None for none."""
    if not influence:
        return None
    if parts and influence > 0 and snap is not None:
        return t("ring.now.gain_parts", n=influence, parts=now_split(parts, snap))
    return t("ring.now.gain" if influence > 0 else "ring.now.loss", n=abs(int(influence)))


def scoring_total(total: int) -> str:
    """What a move changes in its player's coming scoring in all, saying which way ("you
    lose 7 influence in all"), never a bare signed figure."""
    if not total:
        return t("scoring.total.none")
    return t("scoring.total.gain" if total > 0 else "scoring.total.loss", n=abs(int(total)))


def signed(n: int) -> str:
    """A figure with its sign, the minus a true one ("+3", "−2")."""
    return f"+{n}" if n >= 0 else f"−{-n}"


def now_figures(parts: dict | None) -> str | None:
    """A consecration's gain now in figures, its parts in the game log's words ("+4
    consecration, +1 expulsion"): the log counts them apart, and a bare "+5 now" beside
    it read as the consecration alone worth 5. None where the move consecrates
    nothing."""
    if not parts:
        return None
    said = [f"{signed(int(parts.get('guardian') or 0))} {t('why.consecration')}"]
    expelled = len(parts.get("expelled") or ())
    if expelled:
        said.append(t("net.expulsions", n=signed(expelled), count=expelled))
    return ", ".join(said)


def net_words(eff, me: int, snap: dict | None = None) -> str | None:
    """A move's preview's first line, its net effect in figures ("+3 now · −2 at the
    scoring · −1 at the game's end · projected 13 to 12 · Red −4"): what it gains the
    mover at once, at the coming scoring (or the scoring it starts) and at the game's
    end, the mover's projection before and after it, then each other player's whose
    projection it moves (`eff`: the client's dry run, its figures the engine's). The
    sentences after it say why: read alone, "changes nothing at the coming scoring" beside
    "unused favours score 1 less" hid that the projection drops. None without figures."""
    if not eff.projected:
        return None
    was, will = (int(x[me]) for x in eff.projected)
    scoring = eff.scored if eff.scored is not None else \
        eff.scoring.total if eff.scoring is not None else 0
    end = sum(eff.end.parts.values()) if eff.end is not None else 0
    said = [t(f"net.{k}", n=signed(int(v)))
            for k, v in (("now", eff.influence), ("scoring", scoring), ("end", end)) if v]
    split = now_figures(now_parts(getattr(eff, "events", ()), me)) if eff.influence else None
    if split:
        said[0] = t("net.now.parts", now=said[0], parts=split)
    said.append(t("net.projected", was=was, will=will) if was != will
                else t("net.projected.same", was=was))
    names = (snap or {}).get("names") or ()
    said += [t("net.other", who=names[q] if q < len(names) else t("log.someone"),
               n=signed(int(b) - int(a)))
             for q, (a, b) in enumerate(zip(*eff.projected, strict=True)) if q != me and a != b]
    return " · ".join(said)
