#!/usr/bin/env bash
# Build the standalone app (tools/build_app.py) and check the built program itself: a
# headless game, then the window under SDL's dummy video driver rendering its first frame
# to a PNG. Prints the bundle's size and the program's start-to-first-frame time.
#   bash tools/check_app.sh            (needs: pip install -r requirements-app.txt)
set -euo pipefail
cd "$(dirname "$0")/.."
# The checkout's venv (as the README makes it) unless PYTHON names another; either way an
# absolute path, since the checks below run from a temporary folder.
PY=${PYTHON:-}
if [ -z "$PY" ]; then
    if [ -x .venv/bin/python ]; then PY=.venv/bin/python
    elif [ -x .venv/Scripts/python.exe ]; then PY=.venv/Scripts/python.exe
    else PY=python3; fi
fi
case "$PY" in
    */*) PY="$(cd "$(dirname "$PY")" && pwd)/$(basename "$PY")" ;;
    *) PY="$(command -v "$PY")" ;;
esac
"$PY" tools/build_app.py
BUNDLE=dist/Luna
EXE=luna
[ -f "$BUNDLE/luna.exe" ] && EXE=luna.exe
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
export LUNA_SAVE_DIR="$TMP/saves"      # never touch the player's own saves
cd "$TMP"                              # and run from outside the checkout

echo "== headless game"
"$OLDPWD/$BUNDLE/$EXE" --headless --players 2 --seed 1 --quiet | tee headless.txt
grep -q "^Winner: " headless.txt

echo "== window, first frame to a PNG"
"$PY" - "$OLDPWD/$BUNDLE/$EXE" <<'PYEOF'
import subprocess, sys, time
from pathlib import Path
times = []
for _ in range(3):        # the first start also warms the disk cache; report the median
    shot = Path("first-frame.png")
    shot.unlink(missing_ok=True)
    t = time.perf_counter()
    subprocess.run([sys.argv[1], "--screenshot", str(shot)], check=True, timeout=120)
    times.append(time.perf_counter() - t)
    assert shot.stat().st_size > 10_000, "the first frame is empty"
times.sort()
print(f"start to first frame saved (whole process): {times[1]:.2f} s "
      f"(runs: {', '.join(f'{x:.2f}' for x in times)})")
PYEOF
echo "== window, computer players moving (their worker process in the frozen app)"
PYTHONPATH="$OLDPWD" "$PY" - "$OLDPWD/$BUNDLE/$EXE" <<'PYEOF'
import json, os, subprocess, sys, time
from pathlib import Path
from luna.engine import new_game
from luna.saves import SaveError, read_save, save
folder = Path(os.environ["LUNA_SAVE_DIR"])
folder.mkdir(parents=True, exist_ok=True)
(folder / "settings.json").write_text(json.dumps({"speed": "fast", "sound": False}))
game = new_game(players=2, seed=5, seats=[{"kind": "adept", "seed": 1}, {"kind": "adept", "seed": 2}])
save(game, folder / "computers.luna")
proc = subprocess.Popen([sys.argv[1], "--load", "computers"])
moves, end = 0, time.monotonic() + 60
try:
    while moves < 5 and time.monotonic() < end and proc.poll() is None:
        time.sleep(0.5)
        try:
            moves = len(read_save(folder / "autosave.luna")["log"])
        except SaveError:
            pass
finally:
    proc.terminate()
    proc.wait(10)
print(f"computer moves autosaved: {moves}")
assert moves >= 5, "the computer players did not move"
PYEOF
cd "$OLDPWD"
echo "== bundle"
echo "size of $BUNDLE: $(du -sh "$BUNDLE" | cut -f1)"
[ -f "$BUNDLE/luna.desktop" ] && echo "desktop file: $BUNDLE/luna.desktop"
echo "check_app: OK"
