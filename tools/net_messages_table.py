"""The table of every LAN message's fields and limits, made from the registry
(luna/net/wire/messages.py), as docs/NET_PROTOCOL.md holds it between its
`<!-- messages:begin -->` and `<!-- messages:end -->` lines (a test keeps them equal).

    python tools/net_messages_table.py           # prints the table
    python tools/net_messages_table.py --write   # writes it into docs/NET_PROTOCOL.md
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from luna.net.wire.messages import REPLIES, REQUESTS  # noqa: E402
from luna.net.wire.protocol import never  # noqa: E402

DOC = ROOT / "docs" / "NET_PROTOCOL.md"
BEGIN, END = "<!-- messages:begin -->", "<!-- messages:end -->"


def limit(check) -> str:
    """A field's limit in words: what its check says of a value of no kind it takes."""
    for value in (object(), [], {}):
        why = check(value)
        if why:
            return why.removeprefix("must ").removeprefix("be ")
    return "anything"


def table() -> str:
    rows = ["| sent by | type | class | field | | limit |", "|---|---|---|---|---|---|"]
    for side, registry in (("client", REQUESTS), ("relay", REPLIES)):
        for kind, cls in registry.items():
            spec = cls.SPEC or {"—": None}
            for k, (key, entry) in enumerate(spec.items()):
                head = f"| {side} | `{kind}` | `{cls.__name__}` |" if k == 0 else "| | | |"
                if entry is None:
                    rows.append(f"{head} — | | |")
                    continue
                check, required = entry
                need = "refused" if check is never else \
                    "required" if required else "optional"
                words = "never sent: a token is proven" if check is never else limit(check)
                rows.append(f"{head} `{key}` | {need} | {words} |")
    return "\n".join(rows)


def in_doc(text: str) -> str:
    """The table as `text` (the document) holds it."""
    return text.split(BEGIN, 1)[1].split(END, 1)[0].strip()


def main() -> int:
    if "--write" in sys.argv:
        text = DOC.read_text(encoding="utf-8")
        head, rest = text.split(BEGIN, 1)
        DOC.write_text(f"{head}{BEGIN}\n{table()}\n{END}{rest.split(END, 1)[1]}",
                       encoding="utf-8")
    else:
        print(table())
    return 0


if __name__ == "__main__":
    sys.exit(main())
