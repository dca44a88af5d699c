"""What a NetClient (client.py) asks of the relay (create, join, play, undo...), and its
LAN save: written at any time, resumed after a crash.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Any

from ...saves import SaveError
from ..wire.framing import encode
from ..wire.lansave import load_lan, save_lan
from ..wire.protocol import (
    NEW_NAME,
    SCHEMA,
    SEAT_TOKEN,
    TOKEN,
    msg,
    prove,
    room_id_ok,
)
from ..wire.secure import ChannelError

log = logging.getLogger("luna.net.client")


UNSENT = object()      # a move's wire until the network thread has written it (not "gone
#                        with a link": sent again, it was played twice)


class Requests:
    """The requests a window or a bot makes, and the save of the table (a NetClient has
    them: its methods of the same names call these)."""

    def __init__(self, client: Any) -> None:
        self.client = client        # the NetClient whose state this reads and changes

    # -- requests ------------------------------------------------------------------------
    def rooms(self, page: int = 0) -> bool:
        """Ask for one page of the relay's room list (16 rooms a page)."""
        return self.client.send(msg("rooms", page=page) if page else msg("rooms"))

    def create(self, name: str, players: int = 4, seats: list[dict] | None = None,
               **fields: Any) -> bool:
        """Open a room as its host. seats: [{"kind": "local" | "lan" | level, "name"?,
        "colour"?}]; fields: room_name, setup, seed, options."""
        self.client.name = name
        body = {"name": name, "players": players, **fields}
        if seats is not None:
            body["seats"] = seats
        return self.client.send(msg("create", **body))

    def join(self, room: str, name: str, seat: int | None = None,
             invite: str | None = None) -> bool:
        """Claim a free LAN seat (`seat`, or the first free one); `invite`: the code of a
        locked lobby, as its host told it (kept: should our seat be freed while we are
        away, we join by name again with it)."""
        self.client.name = name
        self.client.join_invite = invite
        body: dict[str, Any] = {"room": room, "name": name}
        if seat is not None:
            body["seat"] = seat
        if invite:
            body["invite"] = invite
        return self.client.send(msg("join", **body))

    def lock(self, locked: bool = True) -> bool:
        """Host, lobby: only those told the code (`invite`, the relay's answer) join."""
        return self.client.send(msg("lock", locked=locked))

    def rejoin(self) -> bool:
        plan = self.client._rejoin_plan()
        if plan is None:
            return False
        if plan[0] == "join":
            return self.client.proofs.join_proven(plan[1])
        return self.client.send(msg("watch", **plan[1]))

    def watch(self, room: str) -> bool:
        self.client.spectator = True
        self.client.room = room
        return self.client.send(msg("watch", room=room))

    def configure(self, **fields: Any) -> bool:
        return self.client.send(msg("configure", **fields))

    def ready(self, seat: int, ready: bool = True) -> bool:
        return self.client.send(msg("ready", seat=seat, ready=ready))

    def set_info(self, seat: int, name: str | None = None, colour: str | None = None) -> bool:
        body: dict[str, Any] = {"seat": seat}
        if name:
            body["name"] = name
        if colour:
            body["colour"] = colour
        return self.client.send(msg("set_info", **body))

    def start(self) -> bool:
        return self.client.send(msg("start"))

    def play(self, cmd: dict) -> bool:
        """Send a command for one of our seats, numbered after the log we hold."""
        if self.client._loop is None or not self.client.connected:
            return False
        move = {"seq": len(self.client.log) + 1, "command": cmd, "wire": UNSENT}
        self.client._move = move
        self.client._loop.call_soon_threadsafe(self.write_move, move)
        return True

    def write_move(self, move: dict) -> None:
        """(network thread) Send a move, noting the connection that carried it."""
        move["wire"] = self.client._wire
        self.client._write(encode(msg("play", seq=move["seq"], command=move["command"])), True)

    def settle_move(self, kind: str, m: dict) -> None:
        """Our last move, once the relay has it, refused it or moved on; a move whose
        connection died before the relay had it is sent again once we are back (the
        relay's log, caught up, still waits for it): no move is lost with a link. Any
        message on the new link after the relay's game was told on it may find us ready
        (the catch-up's "log" came before, once, and the move was never sent again; sent
        before the game was back, it was refused and lost for good)."""
        client = self.client
        move = client._move
        if move is None:
            return
        if len(client.log) >= move["seq"] or kind in ("undone", "resync") or (
                kind == "error" and m.get("ref") == "play"):
            client._move = None
        elif move["wire"] is not UNSENT and move["wire"] is not client._wire and \
                client._wire is not None and client._caught_up is client._wire and \
                client.my_turn and client.mirror.total == len(client.log) == move["seq"] - 1:
            client._move = None
            self.play(move["command"])

    def undo(self, seat: int, to: int | None = None) -> bool:
        body: dict[str, Any] = {"seat": seat}
        if to is not None:
            body["to"] = to
        return self.client.send(msg("undo", **body))

    def answer_undo(self, request_id: int, seat: int, accept: bool) -> bool:
        """Answer an undo request; an answer given while the link is down (or lost with
        it) is sent once more when we are back and the request still waits for it."""
        client = self.client
        client._undo_answer = {"id": request_id, "seat": seat, "accept": accept,
                               "wire": client._wire if client.connected else None}
        return client.send(msg("undo_answer", id=request_id, seat=seat, accept=accept))

    def answer_again(self, undo: dict | None) -> None:
        """The relay's open undo request (`undo` of a room view, None: none): our answer
        to it, if another link carried it (or none did) and the relay has not had it, is
        sent again, once; an answer to a request that is over is forgotten."""
        client = self.client
        answer = client._undo_answer
        if answer is None:
            return
        if undo is None or undo["id"] != answer["id"] or answer["seat"] in undo["accepted"]:
            client._undo_answer = None
        elif client._wire is not None and client._wire is not answer["wire"] and \
                answer["seat"] in undo["affected"]:
            client._undo_answer = None
            log.info("our answer to undo request %d went with a lost link: sent again",
                     answer["id"])
            client.send(msg("undo_answer", id=answer["id"], seat=answer["seat"],
                            accept=answer["accept"]))

    def hand_over(self, seat: int, level: str) -> bool:
        """Host: a computer of `level` plays `seat` ("lan" gives it back to its person)."""
        return self.client.send(msg("hand_over", seat=seat, level=level))

    def take_back(self, seat: int) -> bool:
        """The person at `seat` plays it again (a computer stood in while they were quiet)."""
        return self.client.send(msg("hand_over", seat=seat, level="lan"))

    def restore(self, name: str, path: str | os.PathLike) -> bool:
        """Host: reopen a LAN save's game on the relay we are connected to."""
        game, doc, lan = load_lan(path)
        self._adopt(lan)
        return self._send_restore(name, doc["header"], doc["log"], lan)

    def can_restore(self) -> bool:
        """We are the host of the game we hold (its token, the whole `lan` key): we can
        reopen it on a relay that does not hold it (a relay restarted, say)."""
        lan = self.client.mirror.lan
        return bool(self.client.host_token and self.client.game is not None and self.client.room
                    and isinstance(lan, dict) and not lan.get("partial")
                    and lan.get("room") == self.client.room and lan.get("host_sha256"))

    def restore_held(self) -> bool:
        """Host: reopen the game we hold (our header, log and `lan` key) on the relay we
        are connected to: what a relay restarted without our table needs to carry on."""
        if not self.can_restore():
            return False
        game = self.client.game
        names = game.header.get("names") or []
        mine = [names[k] for k in sorted(self.client.tokens) if k < len(names)]
        name = next((n for n in [self.client.name, *mine] if isinstance(n, str)
                     and not NEW_NAME(n)), "Host")
        return self._send_restore(name, game.header, list(game.log), self.client.mirror.lan)

    def _send_restore(self, name: str, header: dict, log_: list, lan: dict) -> bool:
        client = self.client
        save_doc = {"schema": SCHEMA, "header": header, "log": log_,
                    "lan": {k: v for k, v in lan.items() if k != "mine"}}
        if client._loop is None or not client.connected:
            return False
        host_token, room = client.host_token, str(lan.get("room"))
        client._restoring = True

        def act(relay: str, nonce: str) -> None:
            try:
                proof = {"host_proof": prove(host_token, client.proofs.context(relay, room, nonce))
                         } if host_token else {}
            except ChannelError:
                return
            client._asked.add("joined")         # the seats of ours the relay holds for us
            client._write(encode(client._expected(msg("create", name=name, save=save_doc,
                                                  **proof))))
        client._loop.call_soon_threadsafe(client.proofs.with_nonce, act)
        return True

    # -- saves ---------------------------------------------------------------------------
    def save(self, path: str | os.PathLike) -> Path:
        """Write the log we hold (with the seats' token digests and our own tokens)."""
        client = self.client
        game = client.game
        if game is None or client.mirror.lan is None:
            raise SaveError(path, "no LAN game to save yet")
        mine = {"host_token": client.host_token, "own_relay": client.own_relay,
                "address": list(client.address) if client.address else None,
                "tokens": [{"seat": k, "token": t} for k, t in sorted(client.tokens.items())],
                "other_tokens": [t for t in client.other_tokens if t not in client.refused]}
        return save_lan(game, client.mirror.lan, path, mine)

    def resume(self, path: str | os.PathLike) -> None:
        """Take the game and our tokens from our own LAN save, ready to `rejoin()`."""
        game, doc, lan = load_lan(path)
        self._adopt(lan)
        self.client.mirror.load(doc["header"], doc["log"], {k: v for k, v in lan.items()
                                                    if k != "mine"})

    def _adopt(self, lan: dict) -> None:
        self.client.proofs.learn_digests(lan)
        mine = lan.get("mine") or {}
        mine = mine if isinstance(mine, dict) else {}
        self.client.room = lan.get("room") if room_id_ok(lan.get("room")) else None
        self.client.own_relay = mine.get("own_relay") is True
        host_token = mine.get("host_token")
        if isinstance(host_token, str) and not TOKEN(host_token):
            self.client.host_token = host_token
        for t in mine.get("tokens") or []:
            if isinstance(t, dict) and not SEAT_TOKEN(t):
                self.client.tokens[t["seat"]] = t["token"]
        self.client.other_tokens += [t for t in mine.get("other_tokens") or []
                              if isinstance(t, str) and not TOKEN(t)
                              and t not in self.client.other_tokens][:5]
