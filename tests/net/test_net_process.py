"""Issue 23 §6: the command-line relay ends on Ctrl+C even when started from a shell
that ignores SIGINT, says its key's fingerprint, and `cryptography` is loaded only where
a key is made or a signature checked (a computer's worker never loads it)."""

import os
import queue
import random
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("early", [False, True], ids=["running", "as-it-says-so"])
def test_the_relay_ends_on_ctrl_c_when_its_shell_ignores_sigint(tmp_path, early):
    """Also a Ctrl+C as soon as it says "Ctrl+C stops it" (it was still printing its key's
    fingerprint, outside its loop: exit 130, 6 times in 8)."""
    env = dict(os.environ, LUNA_SAVE_DIR=str(tmp_path), PYTHONUNBUFFERED="1")
    proc = subprocess.Popen(
        [sys.executable, "main.py", "relay", "--port", "0", "--host", "127.0.0.1",
         "--no-discovery"], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True,
        stderr=subprocess.DEVNULL,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN))
    try:
        lines = [proc.stdout.readline() for _ in range(1 if early else 2)]
        assert "Ctrl+C stops it" in lines[0]
        if not early:
            assert "fingerprint" in lines[1] and (tmp_path / "relay-key").exists()
        proc.send_signal(signal.SIGINT)
        assert proc.wait(timeout=10) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_importing_the_net_package_does_not_load_cryptography():
    code = ("import sys, luna.net, luna.net.wire.protocol, luna.net.relay.seatbots, "
            "luna.net.relay.relay; "
            "print('cryptography' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert out.stdout.strip() == "False", out.stderr[-500:]


def test_a_relay_started_again_keeps_its_key(tmp_path):
    from luna.net import RelayServer
    first = RelayServer("127.0.0.1", 0, identity=tmp_path / "relay-key").relay.identity
    again = RelayServer("127.0.0.1", 0, identity=tmp_path / "relay-key").relay.identity
    assert first.public == again.public
    assert (tmp_path / "relay-key").stat().st_mode & 0o077 == 0      # the owner's only
    (tmp_path / "relay-key").write_text("not a key")
    third = RelayServer("127.0.0.1", 0, identity=tmp_path / "relay-key").relay.identity
    assert third.public != first.public and (tmp_path / "relay-key.damaged").exists()


def _children(pid: int) -> list[int]:
    out = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        out += [int(c) for c in (task / "children").read_text().split()]
    return out


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads /proc")
def test_an_idle_relay_starts_its_computers_workers_on_first_need(tmp_path):
    """Issue 52 §2: `luna relay` started two computer-player workers' worth of processes
    at once (48 MB idle, not 35): none until a table has a computer to move."""
    import re
    import time

    sys.path.insert(0, str(ROOT / "tests"))
    from netkit import until

    from luna.net import NetClient
    env = dict(os.environ, LUNA_SAVE_DIR=str(tmp_path), PYTHONUNBUFFERED="1")
    proc = subprocess.Popen(
        [sys.executable, "main.py", "relay", "--port", "0", "--host", "127.0.0.1",
         "--no-discovery"], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True,
        stderr=subprocess.DEVNULL)
    c = NetClient(reconnect=False)
    try:
        port = int(re.search(r"127\.0\.0\.1:(\d+)", proc.stdout.readline()).group(1))
        time.sleep(1.0)
        assert _children(proc.pid) == []
        c.connect("127.0.0.1", port)
        c.create("Ann", players=2, seats=[{"kind": "local"}, {"kind": "novice"}], seed=4)
        until(lambda: c.room is not None, [c])
        c.start()
        until(lambda: c.game is not None and c.game.to_move == 0, [c], timeout=5)
        c.play(random.Random(4).choice(c.game.legal()))
        until(lambda: any(m["player"] == 1 for m in c.log), [c], timeout=30,
              what="the computer's move")
        assert _children(proc.pid)
    finally:
        c.close()
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def _relay_process(tmp_path, *extra: str) -> tuple[subprocess.Popen, int, list[str]]:
    """`main.py relay` on 127.0.0.1 (default settings but `extra`), its port, and the
    lines it said at start."""
    import re
    env = dict(os.environ, LUNA_SAVE_DIR=str(tmp_path), PYTHONUNBUFFERED="1")
    proc = subprocess.Popen(
        [sys.executable, "main.py", "relay", "--port", "0", "--host", "127.0.0.1",
         "--no-discovery", *extra], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True,
        stderr=subprocess.DEVNULL)
    said: queue.Queue = queue.Queue()
    threading.Thread(target=lambda: [said.put(line) for line in proc.stdout],
                     daemon=True).start()
    lines = []
    for _ in range(3):                 # (at most 10 s for each: an old relay says two)
        try:
            lines.append(said.get(timeout=10))
        except queue.Empty:
            lines.append("")
    return proc, int(re.search(r"127\.0\.0\.1:(\d+)", lines[0]).group(1)), lines


def _stop(proc: subprocess.Popen) -> None:
    proc.send_signal(signal.SIGINT)
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def _open_lobbies(port: int, n: int) -> tuple[list, list[str]]:
    """`n` four-seat lobbies, two from each of 127.0.4.x's addresses (the per-address
    limits are the shipped ones): the sockets, and each create's answer."""
    import socket
    import time

    sys.path.insert(0, str(ROOT / "tests"))
    from netkit import Sealed
    from test_net_abuse import answers

    from luna.net.wire.framing import encode
    from luna.net.wire.protocol import msg
    socks, got = [], []
    for k in range(n):
        s = Sealed(socket.create_connection(("127.0.0.1", port), timeout=5,
                                            source_address=(f"127.0.4.{1 + k // 2}", 0)))
        socks.append(s)
        s.sendall(encode(msg("create", name=f"Host{k}", players=4,
                             seats=[{"kind": "local"}] + [{"kind": "lan"}] * 3)))
        frames, _ = answers(s, 5.0, until=lambda f: f["type"] in ("created", "error"))
        got += [f.get("code", f["type"]) for f in frames if f["type"] in ("created", "error")]
        if k % 8 == 7:
            time.sleep(0.05)         # (each address's handshakes are rate-limited)
    return socks, got


def test_the_shipped_relay_takes_the_tables_its_machine_allows(tmp_path):
    """Issue 52 §2: `luna relay` held 56 tables (64 rooms less 8 kept for reopening,
    256 connections), whatever the machine. Now its file-descriptor limit is raised to
    the hard one, it says how many tables it takes, and takes more than 56 (the
    per-address limits as they were: two lobbies an address)."""
    proc, port, lines = _relay_process(tmp_path)
    socks = []
    try:
        socks, got = _open_lobbies(port, 60)
        assert got == ["created"] * 60, got[50:]
        assert "tables of four" in lines[2], lines
        limits = Path(f"/proc/{proc.pid}/limits").read_text()
        soft, hard = next(line.split()[3:5] for line in limits.splitlines()
                          if line.startswith("Max open files"))
        assert soft == hard
    finally:
        for s in socks:
            s.close()
        _stop(proc)


def test_an_operator_may_ask_the_relay_for_fewer_tables(tmp_path):
    proc, port, lines = _relay_process(tmp_path, "--max-tables", "3")
    socks = []
    try:
        assert "up to 3 tables" in lines[2], lines
        socks, got = _open_lobbies(port, 4)
        assert got == ["created"] * 3 + ["full"]
    finally:
        for s in socks:
            s.close()
        _stop(proc)
