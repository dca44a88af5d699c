import gc
import os
import shutil
import sys
import tempfile

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# the judge of the Hint and the review (luna/ai/judge.py) on a small budget: a Hint asked in
# a test costs a few look-ahead games, not a player's eight (tests that weigh the judge's
# own choices pass their budget)
os.environ.setdefault("LUNA_JUDGE_ITERATIONS", "2")
# the collector's youngest generation looked at every 2,000 new objects, not 700: a UI
# test makes and drops thousands each frame, and a worker spent 6-9 % of its time in ~1,000
# collections a minute (4 UI files: 1.14 s of 12.3 s; at 2,000: 0.25 s, the same peak memory)
GC_FIRST = 2000
gc.set_threshold(GC_FIRST, *gc.get_threshold()[1:])
sys.path.insert(0, os.path.dirname(__file__))


MEMORY = "/dev/shm"      # a folder in memory, where the system has one (Linux)


def _memory() -> str | None:
    """The folder in memory the run's files go to, or None (another system): a test's saves
    are synced to the disk as a player's are (luna/files.py: ~3,400 syncs a run, 3 ms each
    on an idle disk and tens of ms with three workers writing); the same code runs, and
    its files go where a sync costs nothing."""
    return MEMORY if os.path.isdir(MEMORY) and os.access(MEMORY, os.W_OK) else None


@pytest.hookimpl(tryfirst=True)     # before pytest's own tmp_path factory reads basetemp
def pytest_configure(config):
    """One folder of kept pictures (luna/client/board/art/kept.py) for the whole run, shared
    by its workers and removed after it: the islands and the temple drawn once per run, as
    once per player's machine, and never into the player's own cache folder."""
    from luna.client.board.art import kept
    if not hasattr(config, "workerinput") and not os.environ.get(kept.ENV):
        os.environ[kept.ENV] = config._luna_art = tempfile.mkdtemp(
            prefix="luna-art-", dir=_memory())
    if not hasattr(config, "workerinput") and _memory() and not os.environ.get("LUNA_TEST_TMP"):
        # tmp_path's folders and every other temporary file of the run (its workers' and
        # their subprocesses': tempfile reads TMPDIR) in memory
        if config.option.basetemp is None:
            config.option.basetemp = config._luna_tmp = tempfile.mkdtemp(
                prefix="luna-tests-", dir=_memory())
        os.environ["TMPDIR"] = os.environ["LUNA_TEST_TMP"] = config._luna_tmpdir = \
            tempfile.mkdtemp(prefix="luna-tmp-", dir=_memory())
        tempfile.tempdir = None
    # the run's folder keeps all it draws: the suite's windows of many sizes and text sizes
    # draw more than a player's KEPT pictures, and at that cap the oldest went and were drawn
    # again (11 UI files in one process: 525 drawings of 410 pictures); nor a bound in bytes
    kept.KEPT = RUN_KEPT
    kept.KEPT_BYTES = RUN_KEPT_BYTES
    # ... and so do the windows the tests start in a process of their own (a window
    # started with a player's bounds pruned the run's folder: 691 pictures, ~4 s, drawn
    # again by the tests after it)
    os.environ.setdefault("LUNA_ART_KEPT", str(RUN_KEPT))
    os.environ.setdefault("LUNA_ART_KEPT_BYTES", str(RUN_KEPT_BYTES))
    os.environ.setdefault("LUNA_SLOTS_KEPT", str(RUN_KEPT))
    # and the islands' piece places kept beside them (slots_kept.py): a run writes more
    # than a player's 256 (tests/client/tray alone 426), and past it the oldest went, the
    # folder sorted by time at every write, and were laid out again
    from luna.client.board import slots_kept
    slots_kept.KEPT = RUN_KEPT
    # and the temple island's layers that its names and text size leave alike
    # (art/temple._parts): a worker draws one window size in many of them, a player not
    from luna.client.board.art import temple
    temple.PARTS_KEPT = TEMPLE_PARTS_KEPT
    # and the menus' backdrop (2 window sizes, 4-8 MB each) kept while a game's screen
    # stands: dropped there, the next test's menu or results screen drew it again from
    # the kept sea and islands (~11 ms; 0.46 s of CPU in a sample of 100 window tests)
    from luna.client.board import backdrop
    backdrop.FORGET = False
    if not hasattr(config, "workerinput"):
        _compiled_once()
        _rewritten_once(config)


def _compiled_once() -> None:
    """The game's modules compiled once, before the workers start, and kept compiled for
    the run's processes (its workers, the subprocesses of the CLI, package and network
    tests): where the environment says PYTHONDONTWRITEBYTECODE, every one of them parsed
    and compiled all 44,000 lines again (a worker's collection: 6.2 s of CPU with
    nothing kept, 2.6 s with). The test files' own caches are pytest's (its assertions)."""
    import compileall
    sys.dont_write_bytecode = False
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    compileall.compile_dir(os.path.join(root, "luna"), quiet=1, workers=0)


def _rewritten_once(config) -> None:
    """The test files the workers will collect rewritten for pytest's assertions once,
    before they start (tests/hand_out.py): each rewrote all it collected itself."""
    tx = getattr(config.option, "tx", None) or []
    if getattr(config.option, "dist", "no") == "no" or len(tx) < 2:
        return
    from pathlib import Path

    from hand_out import files_to_rewrite, rewritten_once
    paths = []
    for arg in config.args:
        path = Path(arg.split("::")[0])
        if not path.is_absolute():
            path = config.invocation_params.dir / path
        paths.append(path)
    patterns = [*config.getini("python_files"), "conftest.py"]     # pytest rewrites both
    rewritten_once(config, files_to_rewrite(paths, patterns))


RUN_KEPT = 100_000
RUN_KEPT_BYTES = 1 << 40
TEMPLE_PARTS_KEPT = 1          # ~25 MB at most (1280x800: 4 layers of 6 MB)


@pytest.fixture(autouse=True)
def _reviews_end_with_their_test():
    """A results screen a test opened starts the game's review and lessons in a thread;
    the test over, they stop at the judge's next verdict (they went on for seconds of CPU
    through the next tests), as when a player leaves the screen."""
    yield
    from luna.client.tables.reviewer import cancel_all
    cancel_all()


class _LessonsUnfinished:
    """A results screen's review worker whose lessons are never done: the screen as it
    stands while they are worked out, with no thread working them out."""

    def __init__(self, header, log, persons, iterations, use_process=True, lessons=False,
                 review=True, shown=None) -> None:
        self.progress = (0, max(1, len(log)))
        self.result, self.error, self.done, self.reviews = None, None, False, review
        self.lessons, self.lessons_done = None, not lessons
        self.persons, self.iterations = list(persons), iterations

    def poll(self) -> None:
        pass

    def cancel(self) -> None:
        self.done = self.lessons_done = True


@pytest.fixture
def lessons_unfinished(monkeypatch):
    """The results screens of a test that never reads their lessons nor their review:
    the lesson card stays in its working state (as it stood in the frames such a test
    draws, ~1 s before the lessons come), and no thread works them out for nobody (up to
    a second of CPU a screen, shared with the test's frames, until its end stopped it)."""
    from luna.client.screens import results
    monkeypatch.setattr(results, "Reviewer", _LessonsUnfinished)


_NET_CLIENTS: list = []          # every NetClient a test opened (weakly), in order


def _track_net_clients() -> None:
    import weakref

    from luna.net.client.client import NetClient
    made = NetClient.__init__

    def __init__(self, *a, **k):
        made(self, *a, **k)
        _NET_CLIENTS.append(weakref.ref(self))
    NetClient.__init__ = __init__


@pytest.fixture(autouse=True)
def _net_clients_close_with_their_test():
    """A network client a test opened and left open closes with its test: left, its
    thread went on for the worker's whole run, pinging, and one whose relay was gone
    tried to reconnect for 30 minutes (one worker ended the suite with 55 such threads,
    ~1.5 % of a core). Clients a module's fixture opened before the test stay open."""
    if not getattr(_track_net_clients, "done", False):
        _track_net_clients()
        _track_net_clients.done = True
    before = len(_NET_CLIENTS)
    yield
    opened = [ref() for ref in _NET_CLIENTS[before:]]
    del _NET_CLIENTS[before:]
    for client in opened:
        if client is not None and client._loop is not None:
            client.close()


def pytest_unconfigure(config):
    for made in (getattr(config, "_luna_art", None), getattr(config, "_luna_tmp", None),
                 getattr(config, "_luna_tmpdir", None)):
        if made:
            shutil.rmtree(made, ignore_errors=True)


def pytest_xdist_auto_num_workers(config):
    """`-n auto`: one worker a core. Each worker draws its own first pictures at every
    window size, text size and language and keeps its own caches: a worker more than the
    cores paid them once more (2 cores, 4,651 tests, the same clone, nothing else
    running: three workers 7 min 0 s and ~775 s of CPU, two 7 min 18 s and 707.6 s)."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return cores or 1


def pytest_collection_modifyitems(config, items):
    """The long tests first (`@pytest.mark.long`: whole games, matches), shared out among
    the workers: they run beside the short ones instead of alone on one worker at the end.
    pytest-xdist's first hand-out gives each worker the next quarter of its share of the
    list in one piece (xdist/scheduler/load.py): sorted to the front alone, every long test
    went to the first worker."""
    from hand_out import shared_out
    workers = getattr(config, "workerinput", {}).get("workercount", 1)
    items[:] = shared_out(items, lambda item: item.get_closest_marker("long") is not None,
                          workers)



@pytest.fixture(autouse=True)
def english_after():
    """Every test: the language, the text size and the window's share of it set back
    after it, so the next test on this worker starts in English at 100 % as if in a
    1280x800 window (a test that left them changed made another fail, by its order)."""
    yield
    from luna import text as i18n
    from luna.client.window import fonts
    i18n.set_language("en")
    fonts.set_text_size(100)
    fonts.set_window(fonts.REFERENCE)


# a worker past this many bytes in memory drops the client's caches after the test: each
# window test's sizes, text sizes and languages filled them, and a worker kept ~9 MB a window
# test (1.9 GB after 20 UI files in one process, 6.8 GB in a whole run's worker; with the
# caches dropped there, under 1 GB). Dropped after every test instead, the next tests draw
# everything again: twice the CPU. A test past the budget grows a worker by up to ~250 MB
# more, so 1 GiB keeps every worker under the 1.5 GiB bound; each drop costs the next
# tests their pictures again (tests/client/board + look, 662 tests, -n 0: at 768 MB one
# drop and 129 s of user CPU, at 1,152 MB none and 121 s)
CACHES_BUDGET = 1024 * 2**20


def _resident() -> int | None:
    """This process's resident memory in bytes (None where /proc does not say it)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return None


def _give_back() -> None:
    """The freed memory handed back to the system (glibc keeps it for the process)."""
    import ctypes
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass


# glibc's malloc: blocks up to this size come from the heap (by default one over 128 KB,
# or over the largest freed so far, is its own mapping, given back when freed), and
# this much free at the heap's top is kept, not handed back
MALLOC_MMAP_THRESHOLD = 32 * 2**20
MALLOC_TRIM_THRESHOLD = 256 * 2**20


def _memory_reused() -> None:
    """A worker reuses the memory it freed instead of handing it back and asking for it
    again: every page asked for anew is zeroed by the system, and that was most of the
    run's system time (~130 s of ~860 s). The window hands its freed memory back after
    each new screen's pictures (caches.give_back, as a player's game should); here only
    past CACHES_BUDGET, as the budget's fixture does. Two UI files in one process
    (test_crowded_islands, test_log_room): 1.54 M page faults and 5.1 s of system time
    before, 0.15 M and 1.6 s after, the same peak memory."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallopt(-3, MALLOC_MMAP_THRESHOLD)       # M_MMAP_THRESHOLD
        libc.mallopt(-1, MALLOC_TRIM_THRESHOLD)       # M_TRIM_THRESHOLD
    except (OSError, AttributeError):                 # another C library: as it is
        return
    from luna.client.window import caches

    def give_back() -> None:
        rss = _resident()
        if rss is not None and rss > CACHES_BUDGET:
            _give_back()
    caches.give_back = give_back


_memory_reused()


# the cyclic collector runs after 100,000 allocations, not 700: a worker's heap holds
# the run's pictures, fonts and modules, and each collection walked them again (tests/ai,
# a hint and a layout file, -n 0: 78.8 s of user CPU at Python's thresholds, 73.6 s at
# these). A test that asks what memory a thing keeps collects first itself.
gc.set_threshold(100_000, 50, 100)


@pytest.fixture(autouse=True)
def _client_caches_within_budget():
    """The client's caches emptied after a test that left the worker over CACHES_BUDGET
    (luna/client/window/caches.py: the one way the client drops them)."""
    yield
    caches = sys.modules.get("luna.client.window.caches")
    rss = _resident()
    if caches is not None and rss is not None and rss > CACHES_BUDGET:
        caches.clear_all()
        gc.collect()
        _give_back()


@pytest.fixture(autouse=True)
def _no_notes_left_over():
    """A file another test set aside on this worker is that test's news: the window of
    the next test must not say it (luna/files.py keeps its notes for the window)."""
    from luna.files import take_notes
    take_notes()
    yield
