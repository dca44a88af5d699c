"""What hovering a thing says: its name, its state and the rule that applies."""

from __future__ import annotations

from ..engine.data import ARCHITECT_STEP, priestess_payout
from .i18n import island, kind, t


def tooltip(target: tuple | None, snap: dict) -> str | None:
    """None for nothing, or for a target that is no longer on the board."""
    if not target:
        return None
    what = target[0]
    names = snap["names"]
    if what == "island":
        i = target[1]
        isl = snap["islands"][i]
        return t("tip.island", island=island(isl["kind"]), count=isl["favours"])
    if what == "group":
        _, i, p, state = target
        isl = snap["islands"][i]
        return t(f"tip.group_{state}", name=names[p], count=isl[state][p],
                 island=island(isl["kind"]))
    if what == "island_favours":
        isl = snap["islands"][target[1]]
        return t("tip.island_favours", count=isl["favours"], kind=kind(isl["kind"]))
    if what == "figure":
        name = target[1]
        pay = "/".join(str(v) for v in priestess_payout(snap["players"]))
        value = snap["path"][snap["guardian"]]["guardian"]
        return t(f"tip.figure.{name}", pay=pay, step=ARCHITECT_STEP if name == "architect"
                 else priestess_payout(snap["players"])[0], value=value)
    if what == "tile":
        found = next(((k, e) for k, e in enumerate(snap["path"])
                      if e.get("tile") == target[1]), None)
        if found is None:          # the tile left the path since the mouse last moved
            return None
        k, e = found
        g = snap["guardian"]
        prev = max((j for j in range(g) if "guardian" in snap["path"][j]), default=-1)
        if e["claimed_by"] is not None:
            state = t("tip.tile.claimed", name=names[e["claimed_by"]])
        elif k > g:
            state = t("tip.tile.released")
        elif prev < k < g:
            state = t("tip.tile.bribe")
        else:
            state = t("tip.tile.locked")
        return t("tip.tile", tile=e["tile"], kind=kind(e["symbol"]), state=state)
    if what == "guardian_tile":
        return t("tip.guardian_tile", value=snap["path"][target[1]]["guardian"])
    if what == "field":
        f = next((f for f in snap["temple"]["fields"] if f["field"] == target[1]), None)
        if f is None:
            return None
        parts = [t("tip.field", field=f["field"], kind=kind(f["symbol"]))]
        if f["player"] is not None:
            parts.append(t("tip.field.novice", name=names[f["player"]]))
        if f["book"]:
            parts.append(t("tip.field.book"))
        return " — ".join(parts)
    if what == "jetty":
        return t("tip.jetty")
    if what == "council_seat":
        return t("tip.council_seat", seat=target[1], points=target[2])
    if what == "candles":
        tm = snap["time_markers"]
        return t("tip.candles", left=tm["total"] - tm["turned"], total=tm["total"]) + \
            "\n" + t("rule.meditate")
    if what == "shrine":
        return t("tip.shrine", name=names[target[2]])
    if what == "held":
        return t("tip.held", name=names[target[1]], kind=kind(target[2])) + "\n" + \
            t(f"rule.{_rule_for(target[2])}")
    if what == "player":
        p = target[1]
        seat = next((k for k, st in enumerate(snap["council"]) if p in st), "–")
        return t("tip.player", name=names[p], influence=snap["influence"][p],
                 projected=snap["projected"][p], seat=seat,
                 novices=snap["supply"]["novices"][p], shrines=snap["supply"]["shrines"][p])
    return None


def _rule_for(favour: str) -> str:
    return {"shrine": "build_shrine", "herbs": "herbs", "tides": "tides",
            "sailboat": "sailboat", "bribery": "appoint", "book": "book",
            "novice": "favour"}[favour]
