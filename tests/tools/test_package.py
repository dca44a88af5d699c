"""The wheel: built from the source as `pip install .` would build it, installed into a
fresh virtual environment in a temporary folder, and run from outside the checkout.

Speed: the wheel is built with pip's normal build isolation (that checks pyproject's
build requirements too) and installed with --no-deps into a venv made without pip; the
game's dependencies come from the environment running the tests through a .pth file,
so nothing big is downloaded or unpacked again. That the wheel declares those
dependencies is checked on its metadata instead.
"""

from __future__ import annotations

import os
import re
import select
import shutil
import socket
import subprocess
import sys
import sysconfig
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BIN = "Scripts" if os.name == "nt" else "bin"
SKIP = shutil.ignore_patterns(".git", ".venv", "build", "dist", "saves", "__pycache__",
                              ".hypothesis", ".pytest_cache", ".ruff_cache", "*.egg-info")


def game_requirements() -> list[str]:
    """The game's part of requirements.txt (the lines before '# The tests')."""
    text = (ROOT / "requirements.txt").read_text().split("# The tests")[0]
    return [ln.strip() for ln in text.splitlines() if ln.strip() and not ln.startswith("#")]


def test_pyproject_dependencies_are_the_games_requirements():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["dependencies"] == game_requirements()
    assert project["scripts"]["luna"] == "luna.__main__:main"
    assert project["gui-scripts"]["luna-window"] == "luna.__main__:window"


class Installed:
    def __init__(self, work: Path) -> None:
        self.work = work
        self.home = work / "home"
        self.outside = work / "elsewhere"
        self.outside.mkdir()
        src = work / "src"
        shutil.copytree(ROOT, src, ignore=SKIP)     # the build never writes into the checkout
        dist = work / "dist"
        subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w",
                        str(dist), str(src)], check=True, timeout=300, cwd=work)
        self.wheel = next(dist.glob("*.whl"))
        venv = work / "venv"
        subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True,
                       timeout=120)
        self.python = venv / BIN / ("python.exe" if os.name == "nt" else "python")
        site = Path(self.run_py("import sysconfig; print(sysconfig.get_paths()['purelib'])"))
        ours = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
        (site / "luna_test_dependencies.pth").write_text("\n".join(sorted(ours)) + "\n")
        subprocess.run([sys.executable, "-m", "pip", "--python", str(self.python), "install",
                        "-q", "--no-deps", "--no-index", str(self.wheel)], check=True,
                       timeout=300)
        self.package = Path(self.run_py("import luna, os; print(os.path.dirname(luna.__file__))"))
        self.luna = venv / BIN / "luna"

    def env(self, **extra: str) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items()
               if k not in ("PYTHONPATH", "LUNA_SAVE_DIR", "VIRTUAL_ENV")}
        env.update(HOME=str(self.home), XDG_DATA_HOME=str(self.home / "data"),
                   SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", **extra)
        return env

    def run_py(self, code: str) -> str:
        out = subprocess.run([str(self.python), "-c", code], capture_output=True, text=True,
                             cwd=self.work, env=self.env(),
                             timeout=60, check=True)
        return out.stdout.strip()

    def luna_cmd(self, *args: str, **env: str) -> subprocess.CompletedProcess:
        return subprocess.run([str(self.luna), *args], capture_output=True, text=True,
                              cwd=self.outside, env=self.env(**env), timeout=120)

    def package_files(self) -> set[str]:
        return {str(p.relative_to(self.package)) for p in self.package.rglob("*")}


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Installed:
    return Installed(tmp_path_factory.mktemp("wheel"))


@pytest.mark.long
def test_the_wheel_installed_outside_the_checkout(installed):
    """One test for the one wheel and its environment: spread over four, the workers of a
    run built and installed it two or three times (~5 s of CPU each)."""
    wheel_carries_the_assets_and_declares_the_dependencies(installed)
    installed_luna_plays_a_headless_game_outside_the_checkout(installed)
    installed_luna_uses_the_user_data_folder_and_never_its_own(installed)
    installed_window_entry_and_relay(installed)


def wheel_carries_the_assets_and_declares_the_dependencies(installed):
    with zipfile.ZipFile(installed.wheel) as whl:
        names = whl.namelist()
        meta = whl.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
    assert "luna/assets/theme.json" in names and "luna/client/app.py" in names
    icons = {f"luna/assets/icons/{p.name}" for p in (ROOT / "assets" / "icons").glob("*.svg")}
    assert icons and icons <= set(names) and "luna/assets/CREDITS.md" in names
    assert {"luna/assets/fonts/Cinzel-Regular.ttf", "luna/assets/fonts/Cinzel-Bold.ttf",
            "luna/assets/fonts/Cinzel-OFL.txt", "luna/assets/CREDITS.md"} <= set(names)
    assert {f"luna/text/locale/{code}.po" for code in ("en", "de", "nl", "fr")} <= set(names)
    assert not any(n.startswith(("tests/", "saves/", "assets/")) for n in names)
    requires = [ln.split(":", 1)[1].replace(" ", "") for ln in meta.splitlines()
                if ln.startswith("Requires-Dist:") and "extra==" not in ln.replace(" ", "")]
    assert [re.split("[<>=]", r)[0] for r in requires] == \
        [re.split("[<>=]", r)[0] for r in game_requirements()]


def installed_luna_plays_a_headless_game_outside_the_checkout(installed):
    assert not installed.package.is_relative_to(ROOT)
    out = installed.luna_cmd("--headless", "--players", "2", "--seed", "1")
    assert out.returncode == 0, out.stderr
    assert "Final scores:" in out.stdout and "Winner:" in out.stdout
    here = subprocess.run([sys.executable, "main.py", "--headless", "--players", "2",
                           "--seed", "1"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.stdout == here.stdout          # the same game, installed or not
    where = installed.run_py("from luna import places; print(places.from_checkout(), "
                             "places.assets_dir())")
    assert where == f"False {installed.package / 'assets'}"


def installed_luna_uses_the_user_data_folder_and_never_its_own(installed):
    before = installed.package_files()
    data = installed.home / "data" / "Luna"
    out = installed.luna_cmd("--help")
    assert out.returncode == 0 and str(data) in out.stdout
    made = installed.luna_cmd("--headless", "--players", "3", "--seed", "4", "--quiet",
                              "--save", str(data / "evening.luna"))
    assert made.returncode == 0, made.stderr
    rep = installed.luna_cmd("--replay", "evening")          # found in the data folder
    assert rep.returncode == 0, rep.stderr
    assert rep.stdout.split("Final scores:")[1] == made.stdout.split("Final scores:")[1] \
        .split("Saved to")[0]
    shot = installed.outside / "menu.png"
    win = installed.luna_cmd("--load", "evening", "--screenshot", str(shot))
    assert win.returncode == 0, win.stderr
    assert shot.stat().st_size > 10_000
    other = installed.work / "elsewhere-saves"
    assert str(other) in installed.luna_cmd("--help", LUNA_SAVE_DIR=str(other)).stdout
    assert installed.luna_cmd("--headless", "--players", "2", "--quiet", "--save",
                              str(other / "night.luna")).returncode == 0
    assert installed.luna_cmd("--replay", "night").returncode == 1     # not in the data folder
    assert installed.luna_cmd("--save-dir", str(other), "--replay", "night").returncode == 0
    assert installed.luna_cmd("--replay", "night", LUNA_SAVE_DIR=str(other)).returncode == 0
    assert installed.package_files() == before


def installed_window_entry_and_relay(installed):
    assert (installed.luna.parent / "luna-window").exists()
    proc = subprocess.Popen([str(installed.luna), "relay", "--host", "127.0.0.1", "--port", "0",
                             "--no-discovery", "--quiet"], cwd=installed.outside,
                            env=installed.env(), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        ready, _, _ = select.select([proc.stdout], [], [], 30)
        assert ready, "the relay printed nothing"
        port = int(re.search(r"127\.0\.0\.1:(\d+)", proc.stdout.readline()).group(1))
        socket.create_connection(("127.0.0.1", port), timeout=5).close()   # it listens
    finally:
        proc.kill()
        _, err = proc.communicate(timeout=30)
    assert "Traceback" not in err, err
