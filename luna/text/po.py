"""Gettext catalogues (.po), the format translators' tools read and write.

`read_po` turns a catalogue into entries; `write_po` writes entries back in a stable
order; `compile_mo` builds the binary form the standard library's `gettext` reads, so
the game compiles its catalogues in memory at start and needs no build step.

Each msgid is a key of the game ("opt.herbs"); a key with a form for one and a form
for many is a plural entry (msgid_plural repeats the key). Strings keep Python's
`{name}` placeholders ("python-brace-format").
"""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass, field

MO_MAGIC = 0x950412DE


@dataclass
class Entry:
    key: str
    forms: list[str]                       # one form, or one per plural form
    plural: bool = False
    comments: list[str] = field(default_factory=list)   # "#." lines, for translators

    @property
    def translated(self) -> bool:
        return all(self.forms)


ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "r": "\r"}
ESCAPE = re.compile(r"\\(.)")


def _unquote(s: str) -> str:
    s = s.strip()
    if len(s) < 2 or s[0] != '"' or s[-1] != '"':
        raise ValueError(f"not a quoted string: {s!r}")
    body = s[1:-1]
    if "\\" not in body:
        return body
    return ESCAPE.sub(lambda m: ESCAPES.get(m.group(1), m.group(1)), body)


def _quote(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t") \
        .replace("\r", "\\r").replace("\n", "\\n") + '"'


def read_po(text: str) -> tuple[str, list[Entry]]:
    """(header text, entries) of a catalogue; ValueError on a line it cannot read."""
    header = ""
    entries: list[Entry] = []
    cur: dict = {}
    comments: list[str] = []
    field_name: str | None = None

    def flush() -> None:
        nonlocal header, cur, comments
        if "msgid" in cur:
            if cur["msgid"] == "":
                header = cur.get("msgstr", "")
            else:
                forms = [cur[k] for k in sorted(cur) if k.startswith("msgstr[")] \
                    if "msgid_plural" in cur else [cur.get("msgstr", "")]
                entries.append(Entry(cur["msgid"], forms, "msgid_plural" in cur, comments))
        cur, comments = {}, []

    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        try:
            if not line:
                flush()
                field_name = None
            elif line.startswith("#."):
                comments.append(line[2:].strip())
            elif line.startswith("#"):
                continue
            elif line.startswith('"'):
                if field_name is None:
                    raise ValueError("a string continues nothing")
                cur[field_name] += _unquote(line)
            else:
                name, _, rest = line.partition(" ")
                if name == "msgid" and "msgid" in cur:
                    flush()
                if not (name in ("msgid", "msgid_plural", "msgstr", "msgctxt")
                        or name.startswith("msgstr[")):
                    raise ValueError(f"unknown keyword {name!r}")
                field_name = name
                cur[name] = _unquote(rest)
        except ValueError as exc:
            raise ValueError(f"line {n}: {exc}") from None
    flush()
    return header, entries


def write_po(header: str, entries: list[Entry], title: str) -> str:
    """The catalogue as text (long strings split after each newline)."""
    out = [f"# {title}", 'msgid ""', 'msgstr ""']
    out += [_quote(line) for line in header.splitlines(keepends=True)]
    for e in entries:
        out.append("")
        out += [f"#. {c}" for c in e.comments]
        if any("{" in f for f in e.forms):
            out.append("#, python-brace-format")
        out.append(f"msgid {_quote(e.key)}")
        if e.plural:
            out.append(f"msgid_plural {_quote(e.key)}")
        for k, form in enumerate(e.forms):
            name = f"msgstr[{k}]" if e.plural else "msgstr"
            parts = form.splitlines(keepends=True)
            if len(parts) > 1:
                out.append(f'{name} ""')
                out += [_quote(p) for p in parts]
            else:
                out.append(f"{name} {_quote(form)}")
    return "\n".join(out) + "\n"


def compile_mo(header: str, entries: list[Entry]) -> bytes:
    """The binary catalogue `gettext.GNUTranslations` reads: a table of original strings
    and one of translations, both sorted, each string NUL-terminated. Entries not (fully)
    translated are left out, so lookups fall back to the next catalogue."""
    pairs = {"": header}
    for e in entries:
        if not e.translated:
            continue
        key = f"{e.key}\0{e.key}" if e.plural else e.key
        pairs[key] = "\0".join(e.forms)
    keys = sorted(pairs, key=lambda k: k.encode())
    originals = [k.encode() for k in keys]
    translations = [pairs[k].encode() for k in keys]
    n = len(keys)
    start = 7 * 4                                       # after the fixed header
    orig_table, trans_table = start, start + 8 * n
    data = trans_table + 8 * n
    index, blob = [], b""
    for s in originals + translations:
        index.append((len(s), data + len(blob)))
        blob += s + b"\0"
    head = struct.pack("<7I", MO_MAGIC, 0, n, orig_table, trans_table, 0, 0)
    table = b"".join(struct.pack("<2I", length, offset) for length, offset in index)
    return head + table + blob
