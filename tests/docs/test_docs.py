"""The README and docs stand alone: every file they point at is in the repository, and
CI runs exactly the test line the README gives a new player."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "README.md", ROOT / "bench" / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
LINK = re.compile(r"\]\(([^)\s]+)\)")
CODE = re.compile(r"`([^`\n]+)`")
FENCE = re.compile(r"```\n(.*?)```", re.S)
TOP = ("docs/", "luna/", "tests/", "tools/", "bench/", "assets/", ".ci/", ".github/")


def pointers(text: str) -> list[str]:
    """Link targets, and code spans that name a path in the repository (a test's id,
    `file.py::test`, names its file)."""
    found = LINK.findall(text)
    for span in CODE.findall(text):
        word = span.split()[0].split("::")[0] if span.split() else ""
        if word.startswith(("../", "/")) or word.startswith(TOP):
            found.append(word)
    return found


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_no_pointer_leaves_the_repository(doc):
    for target in pointers(doc.read_text(encoding="utf-8")):
        assert not target.startswith(("http:", "https:", "/")), target
        path = (doc.parent / target if doc.parent != ROOT and not target.startswith(TOP)
                else ROOT / target).resolve()
        assert path.is_relative_to(ROOT), f"{doc.name}: {target} is outside the repository"
        assert path.exists(), f"{doc.name}: {target} does not exist"


def test_pointer_finder_sees_a_link_out():
    text = "see [the contract](../shared/CONTRACT.md) and `../shared/rules.md`, `docs/X.md`"
    assert pointers(text) == ["../shared/CONTRACT.md", "../shared/rules.md", "docs/X.md"]
    assert pointers("`tests/a.py::test_b` and `tests/c.py::D::e[x]`") == \
        ["tests/a.py", "tests/c.py"]


def readme_block_after(heading: str, n: int = 0) -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text[text.index(heading):]
    return FENCE.findall(section)[n].strip()


def test_ci_runs_the_readme_test_line():
    line = readme_block_after("## Test")
    ci = [ln.strip() for ln in (ROOT / ".ci" / "run").read_text().splitlines()
          if ln.strip() and not ln.startswith(("#", "set ", "cd "))]
    assert ci == [line]
    assert "venv" in line and "requirements.txt" in line and "pytest" in line


def test_play_and_test_lines_share_the_environment():
    play, test = readme_block_after("## Play"), readme_block_after("## Test")
    setup = "python3 -m venv .venv && .venv/bin/python -m pip install -r requirements.txt"
    assert play.startswith(setup) and test.startswith(setup)
    assert play.endswith("main.py")


ORIGINALS = Path("/work/shared/rules/originals")
BOOKS = {"DE": "rules-de-online-edition.txt", "NL": "rules-de-summary-and-nl.txt",
         "FR": "rules-fr.txt"}
CITATION = re.compile(r"\b(DE|NL|FR) (\d+)(?:–(\d+))?")
QUOTED = re.compile(r"\s*“([^”]+)”")


def _plain(s: str) -> str:
    return " ".join(s.replace("**", "").replace("*", "").split()).casefold()


def test_every_citation_in_the_rulings_quotes_the_line_it_names():
    """docs/RULINGS.md cites the originals by line (issue 22: several were a line off or
    named the wrong language): each citation quotes its words, and they stand there."""
    if not ORIGINALS.exists():
        pytest.skip("the original rulebooks are not on this machine")
    text = (ROOT / "docs" / "RULINGS.md").read_text(encoding="utf-8")
    books = {k: (ORIGINALS / v).read_text(encoding="utf-8").split("\n")
             for k, v in BOOKS.items()}
    wrong, cited = [], 0
    for m in CITATION.finditer(text):
        book, first = m.group(1), int(m.group(2))
        last = int(m.group(3) or first)
        quote = QUOTED.match(text, m.end())
        if quote is None:
            wrong.append(f"{m.group()} quotes nothing")
            continue
        lines = _plain(" ".join(books[book][first - 1:last]))
        if _plain(quote.group(1)) not in lines:
            wrong.append(f"{m.group()} does not say “{quote.group(1)}”: {lines[:120]!r}")
        cited += 1
    assert cited >= 30 and not wrong, "\n".join(wrong)


def test_the_repository_keeps_only_the_readmes_pictures():
    """Pictures in git are for ever: the README's only, at most 12 and 3 MB together, all
    under docs/screens/ (the tour goes to a folder git ignores)."""
    import subprocess
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shown = set(re.findall(r"\]\((docs/screens/[^)\s]+\.png)\)", readme))
    assert shown and all((ROOT / p).is_file() for p in shown), shown
    kept = {p.relative_to(ROOT).as_posix() for p in (ROOT / "docs" / "screens").glob("*.png")}
    assert kept == shown, kept ^ shown
    assert len(kept) <= 12 and sum((ROOT / p).stat().st_size for p in kept) <= 3_000_000
    tracked = subprocess.run(["git", "ls-files", "*.png"], cwd=ROOT, capture_output=True,
                             text=True)
    if tracked.returncode == 0:                # (a copy without git has nothing tracked)
        assert set(tracked.stdout.split()) <= shown, set(tracked.stdout.split()) - shown


def test_every_finding_the_code_cites_is_in_the_findings():
    """A comment states the rule and may cite the finding behind it by id (`F012`): the
    id stands in docs/FINDINGS.md, with what was seen and the rule adopted."""
    listed = set(re.findall(r"^\| (F\d{3}) \|", (ROOT / "docs" / "FINDINGS.md").read_text(
        encoding="utf-8"), re.M))
    cited = {(m, path.relative_to(ROOT).as_posix())
             for path in (ROOT / "luna").rglob("*.py")
             for m in re.findall(r"\bF\d{3}\b", path.read_text(encoding="utf-8"))}
    assert cited and not {(m, p) for m, p in cited if m not in listed}


STORY = re.compile(r"\bfresh(?:\s|#)+players?\b|\bfresh\d+\b|\btesters?\b", re.I)


def stories(text: str) -> list[str]:
    """Comments that tell who saw what ("a fresh player saw…", "fresh9: …") instead of
    the rule: the story belongs in docs/FINDINGS.md, the code cites its id."""
    return [m.group() for m in STORY.finditer(text)]


def test_story_finder_sees_a_story_across_a_comment_line():
    assert stories("x = 1  # (a German fresh\n    #   player saw it)") != []
    assert stories("(fresh9: two moves)\n(a tester saw it)") == ["fresh9", "tester"]
    assert stories("a fresh nonce, a fresh rest of the pointer") == []


def test_the_code_states_rules_not_stories():
    told = {path.relative_to(ROOT).as_posix(): found
            for path in (ROOT / "luna").rglob("*.py")
            if (found := stories(path.read_text(encoding="utf-8")))}
    assert not told, told


def test_the_readme_says_the_first_start_installs_for_a_minute():
    """The README's play line installs the packages before the window opens: 25-40 s
    with nothing to see read as a hang. The paragraph under the line says, in one plain
    sentence, that the first start installs for about a minute."""
    text = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    play = text[text.index("## Play"):text.index("![")]
    said = re.findall(r"[^.]*first start[^.]*\.", play)
    assert len(said) == 1 and "about a minute" in said[0], said


def test_the_readme_says_which_actions_one_click_plays():
    """The tray plays an action needing no further choice at the click on its button;
    an Appointment with several tiles asks for its tile, the moves are built on the board
    (acting.take). The README names the one-click actions as the game has them, and the
    moves as opening their choice; it never says every action takes two clicks."""
    from luna.client.game.actions import MOVES, ORDER
    from luna.text import set_language, t
    set_language("en")
    text = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    assert "two clicks an action" not in text
    listed = re.search(r"played by one click on its button: ([^(.]+)", text)
    assert listed, "the README does not say which actions one click plays"
    named = {w.strip() for w in listed.group(1).split(",")}
    asks = MOVES + ("appoint",)                     # their choice comes after the click
    setup = ("place_shrine", "place_pair", "solo_deactivate", "end_actions")
    assert named == {t(f"ring.{k}") for k in ORDER if k not in asks + setup}
    after = text[listed.end():]
    opened = after[after.index("The others open their choice"):][:400]
    for k in asks:
        assert t(f"ring.{k}") in opened, k


def test_the_readme_names_the_focus_rings_colours_the_window_draws():
    """The menus' keyboard focus ring is gold (`KeyFocus.draw`), the game's light blue
    (`focus_mark.FOCUS`: gold marks the Hint's move there); the README names each as
    drawn, so a player looking for a gold ring on the board finds the blue one."""
    import colorsys

    from luna.client.game.focus_mark import FOCUS
    from luna.client.widgets.palette import GOLD
    text = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    menus = re.search(r"in the menus and dialogs [^.]*? move an? ([a-z ]+?) ring", text)
    game = re.search(r"In a game an? ([a-z ]+?) ring marks what the keys are on", text)
    assert menus and game, "the README does not name the focus rings' colours"
    for said, rgb in ((menus.group(1), GOLD), (game.group(1), FOCUS)):
        hue, light, _ = colorsys.rgb_to_hls(*(c / 255 for c in rgb))
        named = "gold" if 0.08 < hue < 0.17 else "blue" if 0.5 < hue < 0.7 else None
        assert named is not None and said.endswith(named), (said, rgb)
        assert ("light" in said) == (named == "blue" and light > 0.6), (said, rgb)


def test_the_readme_says_how_small_the_window_goes_and_what_a_smaller_screen_gets():
    """The README's least window is the smallest layout's (MIN_SIZE); a screen with less
    room (a 1024x700 one: its window 1008x660) gets a smaller window showing the whole
    game scaled down, and the README says so."""
    from luna.client.window.size import MIN_SIZE, canvas_size, opening_size
    text = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    least = f"as small as {MIN_SIZE[0]}×{MIN_SIZE[1]}"
    assert least in text
    after = text[text.index(least):][:400]
    said = re.findall(r"[^.]*smaller[^.]*screen[^.]*\.|[^.]*screen with less room[^.]*\.",
                      after)
    assert said and "whole game" in said[0] and "scaled down" in said[0], after
    window = opening_size((1024, 700), None, (1024, 700))
    assert window[0] < MIN_SIZE[0] and window[1] < MIN_SIZE[1]
    canvas = canvas_size(window)
    assert canvas[0] >= MIN_SIZE[0] and canvas[1] >= MIN_SIZE[1]
