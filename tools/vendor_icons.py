"""Copy the few game-icons.net silhouettes Luna's action pictures use into assets/icons/,
from the npm package @iconify-json/game-icons (CC BY 3.0, see assets/CREDITS.md).

    python tools/vendor_icons.py PACKAGE_DIR     # the unpacked package (holds icons.json)
    python tools/vendor_icons.py                 # fetches it with `npm pack` first

Each icon becomes a standalone 512 x 512 SVG filled white, so the game can tint it; the
game reads these files and never the package (nothing is fetched at play time).
"""

from __future__ import annotations

import json
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "icons"
PACKAGE = "@iconify-json/game-icons"
VERSION = "1.2.4"
# the action each icon pictures (luna/client/board/action_art.py)
ICONS = {
    "boot-prints": "travel",
    "hourglass": "end_actions",
    "clockwise-rotation": "banish",
    "upgrade": "council",
    "claw-hammer": "build_shrine",
    "open-palm": "favour",
}


def fetch(into: Path) -> Path:
    """`npm pack` the package into `into` and unpack it; returns the package folder."""
    subprocess.run(["npm", "pack", f"{PACKAGE}@{VERSION}", "--silent"], cwd=into, check=True,
                   capture_output=True)
    tgz = next(into.glob("*.tgz"))
    with tarfile.open(tgz) as tar:
        tar.extractall(into, filter="data")
    return into / "package"


def svg(body: str, width: int, height: int) -> str:
    body = body.replace('fill="currentColor"', 'fill="#ffffff"')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}">{body}</svg>\n')


def main(argv: list[str]) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        package = Path(argv[1]) if len(argv) > 1 else fetch(Path(tmp))
        data = json.loads((package / "icons.json").read_text(encoding="utf-8"))
        w, h = data.get("width", 512), data.get("height", 512)
        OUT.mkdir(parents=True, exist_ok=True)
        for name in ICONS:
            icon = data["icons"][name]
            (OUT / f"{name}.svg").write_text(svg(icon["body"], icon.get("width", w),
                                                 icon.get("height", h)), encoding="utf-8")
            print(f"assets/icons/{name}.svg  ({ICONS[name]})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
