"""Each language's words for the game, taken from that language's own rulebook: English
from the project's rules (LUNA_RULES.md), German from the online edition, Dutch from the
Dutch rulebook, French from the French one. Every string a player reads, the log, the
hover texts, the computers' reasons, the guided game and the rules book alike, says a
thing with its rulebook word and never with a synonym beside it.

A term holds the word (lower case; a stem where the word takes endings), where the
rulebook says it (its language's code and line in `/work/shared/rules`), the strings
that must use it, and the words that must never stand for it: regular expressions,
matched ignoring case unless they start with "(?-i)". tests/test_glossary.py checks all
of it against every catalogue, and the words against the rulebooks' lines.
"""

from __future__ import annotations

from typing import NamedTuple


class Term(NamedTuple):
    word: str
    source: str                      # "NL 160": the rulebook and its line ("": none has it)
    keys: tuple[str, ...] = ()       # strings that must say it
    avoid: tuple[str, ...] = ()      # what must never stand for it


GLOSSARY: dict[str, dict[str, Term]] = {
    "en": {
        "novice": Term("novice", "EN 17", ("tip.group_active", "reason.novices")),
        "shrine": Term("shrine", "EN 18", ("kind.shrine", "reason.shrine", "tip.shrine"),
                       (r"\baltar",)),
        "favour token": Term("favour token", "EN 19", ("tip.island",), (r"\bfavor\b",)),
        "moon priestess": Term("moon priestess", "EN 21",
                               ("figure.priestess", "reason.priestess")),
        "apostate": Term("apostate", "EN 23", ("figure.apostate", "reason.apostate"),
                         (r"\bheretic",)),
        "guardian": Term("guardian", "EN 24", ("figure.guardian",), (r"\bwarden",)),
        "temple tile": Term("temple tile", "EN 25", ("tip.tile", "reason.tile")),
        "jetty": Term("jetty", "EN 26", ("jetty", "tip.jetty"), (r"\bpier\b", r"\bdock\b")),
        "council": Term("council", "EN 27", ("council.label", "reason.council")),
        "recruit": Term("recruit", "EN 149", ("opt.recruit", "rule.recruit"), (r"\benlist",)),
        "banish": Term("banish", "EN 188", ("rule.banish", "act.banish")),
        "released": Term("released", "EN 170", ("tip.tile.released", "rule.appoint")),
    },
    "de": {
        "novice": Term("novize", "DE 46", ("tip.group_active", "reason.novices"),
                       (r"\bnovizin",)),
        "round": Term("runde", "DE 92", ("panel.round", "reason.when.now"), (r"\bdurchgang",)),
        "field": Term("feld", "DE 220", ("tip.field", "log.novice_expelled")),
        "seat": Term("sitz", "DE 245", ("tip.council_seat", "reason.council")),
        "shrine": Term("kultstätte", "DE 157", ("opt.build_shrine", "reason.shrine"),
                       (r"\bschrein", r"\baltar")),
        "favour token": Term("gunstmarke", "DE 129", ("tip.held", "reason.favours"),
                             (r"gunstplättchen", r"gunstkarte")),
        "influence": Term("einflusspunkt", "DE 53", ("tip.item.influence", "reason.council"),
                          (r"\bsiegpunkt",)),
        "moon priestess": Term("mondpriesterin", "DE 283",
                               ("figure.priestess", "reason.priestess")),
        "architect": Term("baumeister", "DE 157", ("figure.architect", "reason.shrine_next"),
                          (r"\barchitekt",)),
        "apostate": Term("abtrünnig", "DE 287", ("figure.apostate", "reason.apostate"),
                         (r"\bketzer",)),
        "guardian": Term("wächter", "DE 302", ("figure.guardian", "reason.tile")),
        "guardian tile": Term("wächterplättchen", "DE 302", ("tip.guardian_tile",)),
        "temple board": Term("tempelteil", "DE 57", ("tip.field.board", "book.setup.2"),
                             (r"tempeltafel",)),
        "temple tile": Term("tempelplättchen", "DE 59", ("tip.tile", "reason.tile"),
                            (r"tempelkachel",)),
        "jetty": Term("bootssteg", "DE 230", ("jetty", "tip.jetty", "reason.jetty"),
                      (r"\banleger", r"anlegestelle")),
        "council": Term("priesterrat", "DE 244", ("council.label", "reason.council"),
                        (r"ratsversammlung", r"\bkonzil")),
        "disc": Term("zählscheibe", "DE 245", ("look.council",)),
        "time marker": Term("zeitmarke", "DE 271", ("opt.meditate", "rule.meditate"),
                            (r"zeitplättchen", r"zeitmarker")),
        "book of wisdom": Term("buch der weisen", "DE 236", ("tip.field.book",),
                               (r"buch der weisheit",)),
        "preliminary round": Term("vorbereitungsrunde", "DE 103",
                                  ("rule.place_shrine", "look.favour_start"),
                                  (r"\bvorrunde",)),
        "start player": Term("startspieler", "DE 55", ("look.start_left",)),
        "level": Term("stufe", "", ("solo.level", "refusal.apostate_blocks"),
                      (r"\blevel",)),        # the online edition has no solo game
        "recruit": Term("missionier", "DE 150", ("opt.recruit", "rule.recruit"),
                        (r"anwerb", r"rekrut", r"\bwerben", r"\bwirbt")),
        "banish": Term("vertreib", "DE 254", ("rule.banish", "act.banish"),
                       (r"verbann", r"vertrieben")),
        "expel": Term("verdräng", "DE 223", ("log.novice_expelled", "rule.consecrate",
                                             "tutorial.consecrate", "tutorial.book")),
        "appointment": Term("ernennung", "DE 210", ("rule.appoint",)),
        "consecration": Term("weihe", "DE 219", ("rule.consecrate", "why.consecration")),
        "released": Term("freigegeben", "DE 211", ("tip.tile.released", "rule.appoint")),
    },
    "nl": {
        "novice": Term("novice", "NL 160", ("tip.group_active", "reason.novices"),
                       (r"\bnovicen\b", r"\bnovieten?\b")),
        "round": Term("ronde", "NL 121", ("panel.round", "reason.when.now")),
        "field": Term("veld", "NL 347", ("tip.council_seat", "reason.council"),
                      (r"\bzetel", r"\bvakje")),
        "shrine": Term("altaar", "NL 249", ("kind.shrine", "reason.shrine"), (r"heiligdom",)),
        "favour token": Term("gunstfiche", "NL 177", ("tip.held", "reason.favours"),
                             (r"gunstkaart", r"gunsttegel", r"gunstmarker")),
        "influence": Term("invloedspunt", "NL 63", ("tip.item.influence", "reason.council")),
        "moon priestess": Term("maanpriesteres", "NL 387",
                               ("figure.priestess", "reason.priestess")),
        "architect": Term("bouwmeester", "NL 249", ("figure.architect", "reason.shrine_next"),
                          (r"\barchitect", r"(?-i)de Bouwmeester")),
        "apostate": Term("ketter", "NL 393", ("figure.apostate", "reason.apostate"),
                         (r"afvallige", r"(?-i)de Ketter")),
        "guardian": Term("tempelwachter", "NL 418", ("figure.guardian", "reason.tile")),
        "guardian tile": Term("wachtertegel", "NL 418", ("tip.guardian_tile",)),
        "temple tile": Term("tempeltegel", "NL 29", ("tip.tile", "reason.tile")),
        "temple": Term("tempel", "NL 401", ("scoring.temple",), (r"(?-i)\bde tempel\b",)),
        "jetty": Term("aanlegplaats", "NL 325", ("jetty", "tip.jetty", "reason.jetty"),
                      (r"steiger",)),
        "council": Term("concilie", "NL 345", ("council.label", "reason.council"),
                        (r"priesterraad",)),
        "disc": Term("conciliesteen", "NL 347", ("look.council", "refusal.council_top")),
        "time marker": Term("tijdfiche", "NL 373", ("opt.meditate", "rule.meditate"),
                            (r"tijdsfiche", r"tijdmarker")),
        "meditation room": Term("meditatiekamer", "NL 75", ("tip.candles",),
                                (r"meditatieruimte",)),
        "book of wisdom": Term("boek der wijsheid", "NL 69", ("tip.field.book",)),
        "preliminary round": Term("inzetronde", "NL 134",
                                  ("rule.place_shrine", "look.favour_start"),
                                  (r"voorronde",)),
        "scoring": Term("waardering", "NL 381", ("tip.figure.priestess", "look.round_scored"),
                        (r"\btelling",)),
        "start player": Term("startspeler", "NL 375", ("look.start_left",)),
        "recruit": Term("werv", "NL 239", ("rule.recruit",), (r"rekrut", r"bekeren")),
        "banish": Term("verbanning", "NL 355", ("act.banish", "rule.banish")),
        "expel": Term("verdr", "NL 319", ("log.novice_expelled", "rule.consecrate")),
        "released": Term("vrijgegeven", "NL 299", ("tip.tile.released", "rule.appoint")),
    },
    "fr": {
        "novice": Term("novice", "FR 157", ("tip.group_active", "reason.novices"),
                       (r"(?-i)\bnovices?\b",)),
        "round": Term("tour", "FR 123", ("panel.round", "reason.when.now"), (r"\bmanches?\b",)),
        "field": Term("case", "FR 333", ("tip.council_seat", "reason.council"),
                      (r"\bsièges?\b",)),
        "shrine": Term("sanctuaire", "FR 231", ("kind.shrine", "reason.shrine"),
                       (r"\bautel", r"lieu de culte")),
        "favour token": Term("jeton faveur", "FR 213", ("tip.held", "reason.favours")),
        "influence": Term("points d'influence", "FR 380", ("tip.item.influence",
                                                            "reason.council")),
        "moon priestess": Term("prêtresse de la lune", "FR 380",
                               ("figure.priestess", "reason.priestess"),
                               (r"princesse de la lune",)),
        "architect": Term("architecte", "FR 231", ("figure.architect", "reason.shrine_next")),
        "apostate": Term("apostat", "FR 390", ("figure.apostate", "reason.apostate")),
        "guardian": Term("gardien du temple", "FR 415", ("figure.guardian",)),
        "guardian tile": Term("tuile gardien", "FR 297", ("tip.guardian_tile",)),
        "temple tile": Term("tuile temple", "FR 281", ("tip.tile", "reason.tile"),
                            (r"tuiles? de temple",)),
        "jetty": Term("embarcadère", "FR 307", ("jetty", "tip.jetty", "reason.jetty"),
                      (r"\bponton", r"\bquai")),
        "council": Term("conseil des prêtres", "FR 331", ("reason.council",)),
        "disc": Term("membre du conseil", "FR 333", ("look.council",),
                     (r"\b(votre|son|leur|un|les|ce) disques?\b",)),      # "le disque": a drive
        "time marker": Term("jeton temps", "FR 362", ("opt.meditate", "rule.meditate"),
                            (r"marqueur de temps",)),
        "meditation room": Term("chambre de méditation", "FR 75", ("tip.candles",),
                                (r"salle de méditation",)),
        "book of wisdom": Term("livre de la sagesse", "FR 305", ("tip.field.book",)),
        "preliminary round": Term("tour préliminaire", "FR 136",
                                  ("rule.place_shrine", "look.favour_start")),
        "scoring": Term("décompte", "FR 374", ("tip.figure.priestess", "look.round_scored")),
        "start player": Term("premier joueur", "FR 366", ("look.start_left",),
                             (r"joueur de départ",)),
        "recruit": Term("recrut", "FR 221", ("opt.recruit", "rule.recruit"), (r"enrôl",)),
        "banish": Term("expulsion", "FR 341", ("act.banish", "rule.banish"),
                       (r"\bbannir", r"bannissement")),
        "expel": Term("éject", "FR 325", ("log.novice_expelled", "rule.consecrate")),
        "released": Term("accessible", "FR 281", ("tip.tile.released", "rule.appoint")),
    },
}

# where each language's words come from (under /work/shared/rules)
SOURCES = {"EN": "LUNA_RULES.md", "DE": "originals/rules-de-online-edition.txt",
           "NL": "originals/rules-de-summary-and-nl.txt", "FR": "originals/rules-fr.txt"}
