"""Fetch the display face the game ships (Cinzel, SIL Open Font License 1.1) into
assets/fonts/, from its package in the npm registry, and check each file against the
digest recorded here; nothing is fetched at play time.

    python tools/fetch_fonts.py           # fetch, check, write assets/fonts/
    python tools/fetch_fonts.py --check   # only check the files already there

Noto Sans, the text face, comes with pygame-gui (a dependency) and is not vendored.
"""

from __future__ import annotations

import argparse
import hashlib
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "assets" / "fonts"
PACKAGE = "@expo-google-fonts/cinzel@0.4.2"
# file in the package -> (name in assets/fonts, sha256)
FILES = {
    "package/400Regular/Cinzel_400Regular.ttf": (
        "Cinzel-Regular.ttf",
        "6e67a440d19a22e7a14631e7fb8efb71cdf43fde8adf040b7935ac2b38519ab0"),
    "package/700Bold/Cinzel_700Bold.ttf": (
        "Cinzel-Bold.ttf",
        "f606ab3a8a0a75863022676ea496478bb0f4d520ae8c40b6050df3d6dbffad20"),
    "package/LICENSE_FONT": ("Cinzel-OFL.txt",
                             "f2b3029aba64c378bf0963b62945eee15e564fe4330b934c8f2eb058282b5e83"),
}


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def check() -> list[str]:
    """What is missing or not the recorded file."""
    bad = []
    for name, sha in FILES.values():
        path = FONTS / name
        if not path.is_file():
            bad.append(f"{path} is missing")
        elif digest(path) != sha:
            bad.append(f"{path} is not the recorded file")
    return bad


def fetch() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["npm", "pack", PACKAGE, "--silent"], cwd=tmp, check=True,
                       stdout=subprocess.DEVNULL)
        tgz = next(Path(tmp).glob("*.tgz"))
        with tarfile.open(tgz) as tar:
            for member, (name, _) in FILES.items():
                src = tar.extractfile(member)
                if src is None:
                    raise SystemExit(f"{member} is not in {PACKAGE}")
                FONTS.mkdir(parents=True, exist_ok=True)
                with open(FONTS / name, "wb") as out:
                    shutil.copyfileobj(src, out)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true")
    if not ap.parse_args().check:
        fetch()
    bad = check()
    print("\n".join(bad) or f"{len(FILES)} files in {FONTS.relative_to(ROOT)} as recorded")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
