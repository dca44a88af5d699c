"""Issue 23 §3: a relay shared by many tables. Seats in lobbies are limited per address
and a host frees a seat from its holder; computers think in a bounded pool that serves
addresses in turn, so one address's rooms of Masters cannot crowd out anyone else's."""

import threading
import time

from netkit import LOCAL, client, relay, until

from luna.net import NetClient, RelayServer
from luna.net.relay.botpool import BotPool


def test_one_address_cannot_take_every_free_seat_and_the_host_frees_one():
    server = relay(lobby_seats_per_address=2)
    try:
        hosts = []
        for k in range(2):
            h = client(server)
            h.create(f"H{k}", players=4, seats=[{"kind": "local"}] + [{"kind": "lan"}] * 3)
            until(lambda h=h: h.view is not None, [h])
            hosts.append(h)
        squatters = []
        for k in range(3):
            s = client(server)
            s.join(hosts[k % 2].room, f"S{k}")
            squatters.append(s)
            until(lambda s=s: s.seats or s.errors, [s], what="an answer to the join")
        until(lambda: squatters[2].errors, squatters, what="the third seat refused")
        assert squatters[2].errors[-1]["code"] == "full" and not squatters[2].seats
        assert squatters[0].seats == {1}
        hosts[0].remove(1)                      # the host gives the seat to someone else
        until(lambda: not squatters[0].connected and squatters[0].errors, squatters + hosts,
              timeout=5)
        assert squatters[0].errors[-1]["code"] == "removed" and not squatters[0].reconnect
        until(lambda: hosts[0].view["seats"][1]["claimed"] is False, hosts)
        friend = client(server)
        friend.join(hosts[0].room, "Friend")    # the quota counts seats held now
        until(lambda: friend.seats == {1}, [friend])
        for c in hosts + squatters + [friend]:
            c.close()
    finally:
        server.stop()


def test_only_the_host_removes_and_only_in_the_lobby():
    server = relay()
    try:
        h = client(server)
        h.create("H", players=2, seats=[{"kind": "local"}, {"kind": "lan"}])
        until(lambda: h.view is not None, [h])
        g = NetClient()
        g.connect(LOCAL, server.port, "G", room=h.room)
        until(lambda: g.seats == {1}, [g])
        g.remove(1)
        until(lambda: g.errors, [g])
        assert g.errors[-1]["code"] == "not_host" and g.seats == {1}
        h.remove(0)
        until(lambda: h.errors, [h])
        assert h.errors[-1]["code"] == "bad_state"
        h.close(), g.close()
    finally:
        server.stop()


def test_the_pool_serves_addresses_in_turn_and_within_their_share():
    """Three rooms of one address queue behind each other on their share of the workers;
    another address's job starts as soon as a worker is free, not after all three."""
    pool = BotPool(workers=2, processes=False)
    started: list[str] = []
    gates = {name: threading.Event() for name in ("a1", "a2", "a3", "honest")}
    lock = threading.Lock()

    def job(name):
        with lock:
            started.append(name)
        gates[name].wait(5)
        return name

    finished = []

    def done(address, room):
        def on(fut):
            finished.append(fut.result())
            pool.release(address, room)      # (the relay does this on its loop)
        return on
    for name in ("a1", "a2", "a3"):
        pool.submit("10.0.0.1", name, job, (name,), done("10.0.0.1", name))
    pool.submit("10.0.0.2", "honest", job, ("honest",), done("10.0.0.2", "honest"))
    end = time.monotonic() + 5
    while len(started) < 2 and time.monotonic() < end:
        time.sleep(0.01)
    assert sorted(started) == ["a1", "honest"]      # one worker each; a2, a3 wait
    assert pool.waiting() == 2
    gates["honest"].set()             # honest ends first: a1 then holds its worker longer
    while "honest" not in finished and time.monotonic() < end:
        time.sleep(0.01)
    time.sleep(0.05)
    gates["a1"].set()
    while len(started) < 3 and time.monotonic() < end:
        time.sleep(0.01)
    assert started[2] == "a2"
    assert pool.used("10.0.0.1") > pool.used("10.0.0.2")
    pool.submit("10.0.0.2", "honest2", job, ("honest",), done("10.0.0.2", "honest2"))
    gates["honest"].clear()
    gates["a2"].set()          # a worker frees: the address that used least goes first
    while len(started) < 4 and time.monotonic() < end:
        time.sleep(0.01)
    assert started[3] == "honest"
    gates["honest"].set(), gates["a3"].set()
    while len(finished) < 5 and time.monotonic() < end:
        time.sleep(0.01)
    assert sorted(finished) == ["a1", "a2", "a3", "honest", "honest"]
    pool.shutdown()


def test_a_master_queued_behind_others_thinks_one_second(monkeypatch):
    """Issue 23, fourth review, F16: the docs said "while jobs wait, a Master thinks 1 s
    instead of 2", but every computer got no time limit. A Master whose job is asked for
    while the workers are busy now thinks 1 s; one alone its own 2 s."""
    from luna.net.relay import seatbots
    from luna.net.relay.computer_seats import BUSY_MASTER_TIME
    asked: list = []
    gate = threading.Event()
    real = seatbots.decide

    def decide(game, level, seed, time_limit=None):
        asked.append(time_limit)
        gate.wait(10)
        return real(game, "random", seed)
    monkeypatch.setattr(seatbots, "decide", decide)
    server = RelayServer("127.0.0.1", 0, bot_count=1)
    server.start_in_thread()
    hosts = []
    try:
        for name in ("Ann", "Bea"):
            h = client(server)
            h.create(name, players=2, seats=[{"kind": "master"}, {"kind": "master"}])
            until(lambda h=h: h.view is not None, [h])
            h.start()
            until(lambda h=h: h.game is not None, [h])
            hosts.append(h)
            jobs = len(hosts)
            until(lambda n=jobs: len(asked) >= 1 and server.call(
                lambda: server.relay.pool.running + server.relay.pool.waiting()) >= n,
                hosts, what="the job asked for")
        gate.set()
        until(lambda: len(asked) >= 2, hosts, what="the second Master thinking")
        assert asked[:2] == [None, BUSY_MASTER_TIME]
        for h in hosts:
            h.close()
    finally:
        gate.set()
        server.stop()
