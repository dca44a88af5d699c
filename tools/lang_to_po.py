"""Fold the old Python string tables (luna/client/lang/<code>.py, `STRINGS`) into the
gettext catalogues luna/text/locale/<code>.po. Re-runnable: a branch that still adds
strings to the Python tables is merged, then this script is run again.

    python tools/lang_to_po.py            # fold lang/*.py into the .po files
    python tools/lang_to_po.py --remove   # ... and delete lang/*.py afterwards

After merging such a branch (git reports lang/*.py "deleted in HEAD and modified"),
fold only what the branch changed since it left, so that older strings on the branch
never undo newer ones in the catalogues:

    git checkout MERGE_HEAD -- luna/client/lang/
    python tools/lang_to_po.py --base $(git merge-base HEAD MERGE_HEAD) --remove
    git rm -q --cached luna/client/lang/*.py; git add luna/text/locale

What it does, per language:
- every key of the Python table becomes an entry (the Python table wins over the .po
  for a key both have: it holds the newer edit; with --base REV only the keys whose
  text differs from the table at REV); keys only in the .po are kept;
- a key with a `key.one` companion becomes one plural entry: [form for one, form for
  many]. French uses its singular for 0 as well as 1 (plural rule n > 1), so a literal
  "1" in a French singular is written as {count};
- the English table's "# section" comments go to the first key of each section.
"""

from __future__ import annotations

import argparse
import re
import runpy
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from luna.text.po import Entry, read_po, write_po  # noqa: E402

LANG = ROOT / "luna" / "client" / "lang"
LOCALE = ROOT / "luna" / "text" / "locale"
NAMES = {"en": "English", "de": "Deutsch", "nl": "Nederlands", "fr": "Français"}
PLURAL_RULES = {"en": "nplurals=2; plural=(n != 1);", "de": "nplurals=2; plural=(n != 1);",
                "nl": "nplurals=2; plural=(n != 1);", "fr": "nplurals=2; plural=(n > 1);"}
SINGULAR_BEYOND_ONE = {"fr"}          # languages whose singular form also serves 0
LONE_ONE = re.compile(r"(?<![\w{.,])1(?![\w}.,])")


def header(code: str) -> str:
    return (f"Project-Id-Version: Luna\nLanguage: {code}\nMIME-Version: 1.0\n"
            f"Content-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: 8bit\n"
            f"Plural-Forms: {PLURAL_RULES[code]}\n")


def section_comments(source: str) -> dict[str, str]:
    """key -> the "# ..." comment line just above it in a table's source."""
    out, pending = {}, None
    for line in source.splitlines():
        m = re.match(r"\s+#\s*(.+)$", line)
        if m:
            pending = m.group(1)
            continue
        k = re.search(r'"([\w.]+)"\s*:', line)
        if k and pending:
            out[k.group(1)] = pending
            pending = None
    return out


def python_table(code: str) -> tuple[dict[str, str], dict[str, str]]:
    path = LANG / f"{code}.py"
    if not path.exists():
        return {}, {}
    table = runpy.run_path(str(path))["STRINGS"]
    return dict(table), section_comments(path.read_text(encoding="utf-8"))


def table_at(rev: str, code: str) -> dict[str, str]:
    """A Python string table as it was at git revision `rev` (empty if it was not there)."""
    shown = subprocess.run(["git", "show", f"{rev}:luna/client/lang/{code}.py"], cwd=ROOT,
                           capture_output=True, text=True)
    if shown.returncode:
        return {}
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(shown.stdout)
    try:
        return dict(runpy.run_path(f.name)["STRINGS"])
    finally:
        Path(f.name).unlink()


def entries_for(code: str, table: dict[str, str], old: list[Entry], order: list[str],
                comments: dict[str, str]) -> list[Entry]:
    flat: dict[str, str] = {}
    for e in old:                                    # what the .po holds today
        flat[e.key] = e.forms[-1]
        if e.plural:
            flat[e.key + ".one"] = e.forms[0]
    flat.update(table)
    keys = [k for k in order if k in flat or k + ".one" in flat]
    keys += [k for k in flat if k not in keys and not k.endswith(".one")]
    out = []
    for key in keys:
        if key.endswith(".one") and key[:-4] in flat:
            continue
        if key + ".one" in flat or key in PLURALS:
            one = flat.get(key + ".one", "")
            if code in SINGULAR_BEYOND_ONE:
                one = LONE_ONE.sub("{count}", one)
            forms, plural = [one, flat.get(key, "")], True
        else:
            forms, plural = [flat.get(key, "")], False
        note = [comments[key]] if key in comments else []
        out.append(Entry(key, forms, plural, note))
    return out


PLURALS: set[str] = set()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--remove", action="store_true", help="delete lang/*.py afterwards")
    ap.add_argument("--base", metavar="REV", help="fold only keys changed since git REV")
    args = ap.parse_args()
    LOCALE.mkdir(parents=True, exist_ok=True)
    en_table, comments = python_table("en")
    en_old = read_po((LOCALE / "en.po").read_text("utf-8"))[1] if (LOCALE / "en.po").exists() \
        else []
    order = [e.key for e in en_old]
    order += [k for k in en_table if k not in order and not k.endswith(".one")]
    PLURALS.update(e.key for e in en_old if e.plural)
    PLURALS.update(k[:-4] for k in en_table if k.endswith(".one"))
    for code, name in NAMES.items():
        po = LOCALE / f"{code}.po"
        old_comments = {}
        old: list[Entry] = []
        if po.exists():
            old = read_po(po.read_text("utf-8"))[1]
            old_comments = {e.key: e.comments[0] for e in old if e.comments}
        table, _ = python_table(code)
        if args.base:
            before = table_at(args.base, code)
            table = {k: v for k, v in table.items() if before.get(k) != v}
        entries = entries_for(code, table, old, order, {**old_comments, **comments})
        po.write_text(write_po(header(code), entries, f"Luna's strings in {name}."),
                      encoding="utf-8")
        print(f"{po.relative_to(ROOT)}: {len(entries)} entries"
              f" ({sum(e.plural for e in entries)} plural, "
              f"{sum(not e.translated for e in entries)} untranslated)")
    if args.remove:
        for path in sorted(LANG.glob("*.py")):
            path.unlink()
        if LANG.exists() and not any(LANG.iterdir()):
            LANG.rmdir()
    return 0


if __name__ == "__main__":
    sys.exit(main())
