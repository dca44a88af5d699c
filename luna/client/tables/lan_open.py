"""Getting to a LAN table from this screen: the host's own relay started (again, from a
LAN save, on the port it had), a guest connected to the address it joined with, the
relay's key checked against the ones this player met before. Used by the LAN menu and
by Continue; every failure ends in one sentence in the player's language."""

from __future__ import annotations

import errno
import socket
from pathlib import Path

from ...engine.names import name_problem
from ...net import DEFAULT_PORT, DISCOVERY_PORT, NetClient, RelayServer
from ...net.client.pins import Pins
from ...net.wire.lansave import lan_save_problem, load_lan
from ...net.wire.protocol import MAX_NAME, host_problem
from ...places import known_relays_path, relay_key_path
from ...saves import SaveError
from ...text import t

BIND = "0.0.0.0"                 # the host's relay listens on the LAN (tests: 127.0.0.1)
PORTS = (DEFAULT_PORT, 0)        # the usual port, else any free one (tests: any)


def pins(app) -> Pins:
    """The relays this player has met (kept in memory only while saves are off)."""
    if getattr(app, "_pins", None) is None:
        app._pins = Pins(None if app.save_problem else known_relays_path(app.save_dir))
    return app._pins


def new_client(app) -> NetClient:
    return NetClient(pins=pins(app))


def connection_words(exc: BaseException) -> str:
    """Why a connection failed, as a player reads it (never "[Errno 111] ...")."""
    if isinstance(exc, socket.gaierror):
        return t("net.conn.no_name")
    if isinstance(exc, ConnectionRefusedError):
        return t("net.conn.refused")
    if isinstance(exc, TimeoutError | socket.timeout):
        return t("net.conn.timeout")
    if isinstance(exc, OSError) and exc.errno in (errno.EHOSTUNREACH, errno.ENETUNREACH,
                                                  errno.EADDRNOTAVAIL):
        return t("net.conn.unreachable")
    if isinstance(exc, ConnectionError):
        return t("net.conn.lost")
    return t("net.conn.other")


def table_name(name: str) -> str:
    """The name of a table (and of its relay) hosted by the player called `name`: "Anna's
    table" in the player's language, or the name alone where those words do not make a
    name every relay and window takes ("Иван's table" mixes alphabets; a long name does
    not fit), so that a Cyrillic or Greek name hosts as well as any."""
    words = t("lan.table_of", name=name)
    if not name_problem(words, MAX_NAME, new=True):
        return words
    return name[:MAX_NAME]


def fail(app, problem: str) -> None:
    app.sounds.play("error")
    app.open("message", t("lan.cannot"), problem)


def start_relay(app, load: Path | None = None, prefer: int | None = None
                ) -> tuple[RelayServer, int] | None:
    """Our relay on `prefer` (the port a reopened table had, so its guests find it), else
    the usual port, else any; None when none can be opened."""
    key = None if app.save_problem else relay_key_path(app.save_dir)
    who = app.lan_name or app.settings.lan_name
    for port in ((prefer,) if prefer else ()) + PORTS:
        server = RelayServer(BIND, port, name=table_name(who) if who else t("lan.title"),
                             load=load, discovery_port=DISCOVERY_PORT if port else None,
                             bot_workers="process", identity=key)
        try:
            return server, server.start_in_thread()
        except (OSError, RuntimeError, TimeoutError):
            continue
    return None


def saved_address(path: Path) -> tuple[str, int] | None:
    """The relay address a LAN save of ours remembers (as we dialled it)."""
    try:
        _, _, lan = load_lan(path)
    except SaveError:
        return None
    where = (lan.get("mine") or {}).get("address") if isinstance(lan.get("mine"), dict) \
        else None
    if (isinstance(where, list) and len(where) == 2 and not host_problem(where[0])
            and isinstance(where[1], int)
            and not isinstance(where[1], bool) and 0 < where[1] < 65536):
        return where[0], where[1]
    return None


def _mine(path: Path) -> dict:
    """What a LAN save of ours keeps of its own (tokens, address), or {}."""
    try:
        _, _, lan = load_lan(path)
    except SaveError:
        return {}
    mine = lan.get("mine")
    return mine if isinstance(mine, dict) else {}


def is_hosts(path: Path) -> bool:
    """Whether a LAN save is the host's own (it holds the host token)."""
    return isinstance(_mine(path).get("host_token"), str)


def on_own_relay(path: Path) -> bool:
    """Whether the table of a LAN save of ours ran on this window's own relay (else on a
    relay elsewhere, a `luna relay` server say). A save of an older Luna does not say:
    the window's own relay was always dialled at 127.0.0.1."""
    mine = _mine(path)
    if "own_relay" in mine:
        return mine["own_relay"] is True
    where = saved_address(path)
    return where is not None and where[0] == "127.0.0.1"


def open_table(app, load: Path | None, then) -> bool:
    """Start our relay (from `load`, on the port its save remembers), connect, do
    `then(client)`, go to the lobby; any failure is said and undone."""
    where = saved_address(load) if load else None
    try:
        started = start_relay(app, load, where[1] if where else None)
    except Exception as exc:  # the save the relay continues is damaged: say so
        fail(app, str(exc))
        return False
    if started is None:
        fail(app, t("lan.no_relay"))
        return False
    server, port = started
    client = new_client(app)
    try:
        client.connect("127.0.0.1", port)
        then(client)
        client.own_relay = True           # (whatever a save it resumed said)
    except Exception as exc:  # a damaged or foreign save: say so, keep going
        client.close()
        server.stop()
        fail(app, connection_words(exc) if isinstance(exc, OSError) else str(exc))
        return False
    app.open("lobby", client, server, port)
    return True


def host_again(app, path: Path) -> bool:
    """The host reopens its table from its LAN save; its guests come back by themselves."""
    def resume(client: NetClient) -> None:
        client.resume(path)
        client.rejoin()
    return open_table(app, path, resume)


def back_to_relay(app, path: Path) -> bool:
    """Back to the table of a LAN save at the relay's address it remembers, without
    waiting for it (the lobby says "Connecting…", then when it tries again, with Cancel):
    a guest takes its seats again; a host whose table that relay no longer holds (a
    `luna relay` restarted) reopens it from its save (`NetClient.restore_held`)."""
    where = saved_address(path)
    if where is None:
        fail(app, t("lan.no_address"))
        return False
    client = new_client(app)
    try:
        client.resume(path)
        client.reach(*where)          # a host about to reopen: we wait for it, visibly
    except (SaveError, OSError) as exc:
        client.close()
        fail(app, str(exc) if isinstance(exc, SaveError) else connection_words(exc))
        return False
    app.open("lobby", client, None, where[1], where[0])
    return True


def go_back(app, path: Path) -> bool:
    """Continue a LAN game from our save of it: a host whose table ran on this window's
    relay starts it again; anyone else goes back to the relay it played on. A damaged
    save (its "lan" key too: `lansave.lan_problem`) is said, never opened."""
    why = lan_save_problem(path)
    if why:
        app.sounds.play("error")
        app.open("message", t("load.error"), why)
        return False
    if is_hosts(path) and on_own_relay(path):
        return host_again(app, path)
    return back_to_relay(app, path)
