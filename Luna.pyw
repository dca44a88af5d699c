"""Windows launcher: double-click to play Luna without a console window. Uses the
checkout's .venv (made by the README's play line) when there is one."""

import os
import runpy
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
venv = os.path.join(here, ".venv", "Scripts", "pythonw.exe")
if os.path.exists(venv) and os.path.normcase(sys.prefix) != os.path.normcase(
        os.path.join(here, ".venv")):
    subprocess.Popen([venv, os.path.join(here, "main.py")], cwd=here)
    sys.exit(0)
os.chdir(here)
sys.path.insert(0, here)
runpy.run_path(os.path.join(here, "main.py"), run_name="__main__")
