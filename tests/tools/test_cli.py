"""The command line: headless match, saving its log, replaying it in words."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _run(*args):
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)


def test_headless_match_prints_final_scores_and_winner(tmp_path):
    out = _run("--headless", "--players", "4", "--seed", "7", "--save",
               str(tmp_path / "g.luna"))
    assert out.returncode == 0, out.stderr
    assert "Final scores:" in out.stdout and "Winner:" in out.stdout
    again = _run("--headless", "--players", "4", "--seed", "7", "--quiet")
    result = out.stdout.split("Final scores:")[1].split("Saved to")[0]
    assert again.stdout.split("Final scores:")[1] == result
    rep = _run("--replay", str(tmp_path / "g.luna"))
    assert rep.returncode == 0, rep.stderr
    assert rep.stdout.split("Final scores:")[1] == result


def test_headless_solo_and_bad_replay(tmp_path):
    out = _run("--headless", "--players", "1", "--solo", "3", "--seed", "2", "--quiet")
    assert out.returncode == 0 and "Solo result" in out.stdout
    (tmp_path / "bad.luna").write_bytes(b"nonsense")
    rep = _run("--replay", str(tmp_path / "bad.luna"))
    assert rep.returncode == 1 and "bad.luna" in rep.stderr and "Traceback" not in rep.stderr


def test_missing_requirement_says_which_command_to_run(monkeypatch, capsys):
    import importlib.util

    from luna import __main__ as entry
    monkeypatch.setattr(entry, "REQUIRED", ("pygame", "no_such_package_xyz"))
    assert entry.main([]) == 1
    err = capsys.readouterr().err
    assert "no_such_package_xyz" in err and "pip install -r requirements.txt" in err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert importlib.util.find_spec("pygame") is not None


def test_screenshot_option_renders_a_saved_position(tmp_path):
    import random

    from luna.engine import new_game
    from luna.saves import save
    g = new_game(players=3, seed=5, setup="intro")
    rng = random.Random(5)
    for _ in range(30):
        g.apply(rng.choice(g.legal()))
    save(g, tmp_path / "p.luna")
    before = (tmp_path / "p.luna").read_bytes()
    env = {**__import__("os").environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    out = subprocess.run([sys.executable, "main.py", "--load", str(tmp_path / "p.luna"),
                          "--screenshot", str(tmp_path / "shot.png")], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    import pygame
    img = pygame.image.load(str(tmp_path / "shot.png"))
    assert img.get_size() == (1280, 800)
    assert (tmp_path / "p.luna").read_bytes() == before


def test_a_command_without_a_window_collects_as_ever(tmp_path, capsys):
    """main() holds the cycle collector for the window's start (luna/collector.py); a
    replay, a review, a headless match or the relay turn it back on before their work."""
    import gc

    from luna import collector
    from luna.cli import run
    (tmp_path / "bad.luna").write_bytes(b"nonsense")
    for words in (["--replay", str(tmp_path / "bad.luna")],
                  ["--review", str(tmp_path / "bad.luna"), "--save-dir", str(tmp_path)]):
        collector.hold()
        try:
            assert run(words) == 1
            assert gc.isenabled(), words
        finally:
            collector.release()
            gc.enable()
    capsys.readouterr()
