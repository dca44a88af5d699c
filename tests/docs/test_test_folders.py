"""The tests stand in feature folders (docs/TESTS.md): none at the top of tests/, every
module name once across the folders, and every folder on pytest's pythonpath, so that a
test imports a helper or another test's module by its name from any folder."""

from __future__ import annotations

import tomllib
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TESTS = ROOT / "tests"
TOP = {"conftest.py", "hand_out.py"}      # the run's own: its fixtures and its order


def modules(tests: Path) -> list[Path]:
    """The Python files of the test folders (the golden games' recorders aside)."""
    return [p for p in tests.rglob("*.py")
            if "__pycache__" not in p.parts and p.relative_to(tests).parts[0] != "golden"]


def misplaced(tests: Path, on_path: list[str]) -> list[str]:
    """What breaks the folders' rules, in words."""
    found = modules(tests)
    wrong = [f"{p.name} stands at the top of tests/" for p in found
             if p.parent == tests and p.name not in TOP]
    names = Counter(p.name for p in found if p.name != "conftest.py")
    wrong += [f"{name} is in {n} folders" for name, n in names.items() if n > 1]
    folders = {p.parent.relative_to(tests.parent).as_posix() for p in found}
    wrong += [f"{f} is not on pytest's pythonpath" for f in sorted(folders - set(on_path))]
    return wrong


def test_every_test_stands_in_a_feature_folder_on_the_path():
    ini = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    on_path = ini["tool"]["pytest"]["ini_options"]["pythonpath"]
    assert misplaced(TESTS, on_path) == []


def test_the_folder_check_sees_a_stray_a_twin_and_a_folder_off_the_path(tmp_path):
    tests = tmp_path / "tests"
    for f in ("test_top.py", "engine/test_a.py", "net/test_a.py", "net/netkit.py"):
        (tests / f).parent.mkdir(parents=True, exist_ok=True)
        (tests / f).write_text("")
    assert misplaced(tests, ["tests", "tests/engine"]) == [
        "test_top.py stands at the top of tests/", "test_a.py is in 2 folders",
        "tests/net is not on pytest's pythonpath"]
