"""luna.net's modules by their paths since the split by role (`wire.framing`), found in an
older checkout at their flat paths (`framing`) too, so that a bench's --compare runs
the same code against a checkout from before the split."""

from __future__ import annotations

import importlib
from types import ModuleType

FLAT = {"client.link": "client_wire", "client.client": "client"}


def net_module(path: str) -> ModuleType:
    """luna.net's module at `path` ("wire.framing"), or where an older checkout has it."""
    try:
        return importlib.import_module(f"luna.net.{path}")
    except ModuleNotFoundError:
        flat = FLAT.get(path, path.rsplit(".", 1)[-1])
        return importlib.import_module(f"luna.net.{flat}")
