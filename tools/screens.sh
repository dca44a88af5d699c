#!/usr/bin/env bash
# The screenshot tour at the three window sizes in English and German, each in a real X
# window (Xvfb), into shots/tour/<lang>-<size>/ (git-ignored: only the README's pictures are
# kept, in docs/screens/); pngquant (if present) shrinks them.
#     PYTHON=.venv/bin/python tools/screens.sh
set -euo pipefail
cd "$(dirname "$0")/.."
py=${PYTHON:-python}
for lang in en de; do
  for size in 1024x700 1280x800 1920x1080; do
    out="shots/tour/$lang-$size"
    rm -rf "$out"
    xvfb-run -a -s "-screen 0 ${size}x24" "$py" -m luna.client.demo.tour "$out" --size "$size" --lang "$lang" >/dev/null
    if command -v pngquant >/dev/null; then
      pngquant --force --skip-if-larger --ext .png --quality 70-95 "$out"/*.png || true
    fi
    echo "$out: $(ls "$out" | wc -l) screens, $(du -sh "$out" | cut -f1)"
  done
done
