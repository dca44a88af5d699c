"""A network client's close never raises, whichever thread gets to its loop first."""
import threading

from luna.net import NetClient


def test_close_after_the_network_thread_has_ended_does_not_raise():
    """A Join's thread and the window both closed one client: the second close found
    the loop already closed and raised "Event loop is closed" (a red CI run)."""
    client = NetClient()
    client._start_loop("127.0.0.1", 9)
    loop, thread = client._loop, client._thread
    loop.call_soon_threadsafe(loop.stop)          # the other close's work, done
    thread.join(2.0)
    assert loop.is_closed()
    client.close()
    assert client._loop is None


def test_many_threads_closing_one_client_at_once():
    client = NetClient()
    client._start_loop("127.0.0.1", 9)
    errors = []

    def close() -> None:
        try:
            client.close()
        except Exception as e:                   # noqa: BLE001 (the test reports it)
            errors.append(e)
    threads = [threading.Thread(target=close) for _ in range(8)]
    for th in threads:
        th.start()
    for th in threads:
        th.join(5.0)
    assert errors == [] and client._loop is None
    assert not client._thread.is_alive()


def test_a_loop_stopped_at_once_leaves_no_task_unfinished():
    """The network thread's tasks (the heartbeat) end with its loop, whenever it stops:
    a loop stopped before the heartbeat's first step left a coroutine never awaited
    (a RuntimeWarning at the next collection) and a task destroyed pending."""
    import gc
    import warnings
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        for _ in range(20):
            client = NetClient()
            client._start_loop("127.0.0.1", 9)
            loop, thread = client._loop, client._thread
            loop.call_soon_threadsafe(loop.stop)
            thread.join(2.0)
            client.close()
            del client, loop, thread
        gc.collect()
    assert [str(w.message) for w in said if "never awaited" in str(w.message)] == []
