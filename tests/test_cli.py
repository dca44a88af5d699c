"""The command line: headless match, saving its log, replaying it in words."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


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
    assert rep.returncode == 2 and "bad.luna" in rep.stderr and "Traceback" not in rep.stderr
