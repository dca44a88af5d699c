"""Issue 23 §6: tools/check_app.sh run as the README says (`bash tools/check_app.sh` in a
checkout with its .venv) uses the checkout's Python, also after it moves to a temporary
folder. Run here against stand-ins for the Python and the bundle (no build)."""

import os
import shutil
import stat
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _stub(path: Path, body: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/usr/bin/env bash\n" + body)
    path.chmod(path.stat().st_mode | stat.S_IXUSR)


@pytest.mark.parametrize("python", [None, ".venv/bin/python"],
                         ids=["as the README says", "PYTHON relative"])
def test_check_app_uses_the_checkouts_python_from_any_folder(tmp_path, python):
    if shutil.which("bash") is None:
        pytest.skip("no bash")
    checkout = tmp_path / "luna"
    (checkout / "tools").mkdir(parents=True)
    shutil.copy(ROOT / "tools" / "check_app.sh", checkout / "tools" / "check_app.sh")
    calls = tmp_path / "calls"
    _stub(checkout / ".venv" / "bin" / "python", f'echo "$0" >> {calls}; cat > /dev/null\n')
    _stub(checkout / "dist" / "Luna" / "luna", 'echo "Winner: Stub"\n')
    env = {k: v for k, v in os.environ.items() if k != "PYTHON"}
    if python:
        env["PYTHON"] = python
    done = subprocess.run(["bash", "tools/check_app.sh"], cwd=checkout, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    used = calls.read_text().split()
    assert len(used) == 3                        # the build and the two checks in Python
    assert all(Path(u).is_absolute() and Path(u).resolve() ==
               (checkout / ".venv" / "bin" / "python").resolve() for u in used)
