"""How the suite runs: its long tests are shared out among pytest-xdist's workers from the
start (tests/hand_out.py): handed out by xdist's own scheduler, each worker's first piece
holds its share of them, so no worker ends the run alone with the whole games; and its
garbage is collected in fewer, larger rounds (tests/conftest.py); its test files are
rewritten for pytest's assertions once, before the workers start, not by each worker."""

from __future__ import annotations

from hand_out import files_to_rewrite, rewritten_once, shared_out
from xdist.scheduler.load import LoadScheduling


class _Worker:
    def __init__(self, k: int) -> None:
        self.shutting_down = False
        self.gateway = type("Gateway", (), {"id": f"gw{k}"})
        self.given: list[int] = []

    def send_runtest_some(self, indices) -> None:
        self.given += indices


def _first_hand_out(names: list[str], workers: int) -> list[list[str]]:
    """What xdist's load scheduler gives each worker before any test has run."""
    sched = LoadScheduling.__new__(LoadScheduling)
    sched.numnodes, sched.maxschedchunk, sched.collection = workers, None, None
    sched.node2collection, sched.node2pending, sched.pending = {}, {}, []
    sched.log = lambda *args: None
    nodes = [_Worker(k) for k in range(workers)]
    for node in nodes:
        sched.add_node(node)
        sched.add_node_collection(node, names)
    sched.schedule()
    return [[names[i] for i in node.given] for node in nodes]


def test_each_worker_starts_with_its_share_of_the_long_tests():
    names = [f"long{i}" if i % 120 == 7 else f"short{i}" for i in range(2400)]   # 20 long
    order = shared_out(names, lambda n: n.startswith("long"), 3)
    assert sorted(order) == sorted(names)                       # every test, once
    given = _first_hand_out(order, 3)
    assert [sum(n.startswith("long") for n in g) for g in given] == [7, 7, 6]
    assert all(g[0].startswith("long") for g in given)          # each starts with one


def test_the_run_collects_its_garbage_in_fewer_larger_rounds():
    """A UI test makes and drops thousands of objects a frame: at Python's 700 a worker
    ran ~1,000 collections a minute (tests/conftest.py)."""
    import gc

    assert gc.get_threshold()[0] >= 2000


def test_the_test_files_are_rewritten_once_for_every_worker(tmp_path, pytestconfig):
    """What the run's first process rewrites, a worker's import finds in pytest's cache."""
    from _pytest.assertion import rewrite

    (tmp_path / "sub").mkdir()
    made = [tmp_path / "test_one.py", tmp_path / "sub" / "test_two.py"]
    for path in made:
        path.write_text("def test_it():\n    assert 1 + 1 == 2\n")
    (tmp_path / "helper.py").write_text("X = 1\n")
    files = files_to_rewrite([tmp_path], pytestconfig.getini("python_files"))
    assert files == sorted(made)                            # not the helper
    assert rewritten_once(pytestconfig, files) == 2
    for path in made:
        pyc = rewrite.get_cache_dir(path) / (path.name[:-3] + rewrite.PYC_TAIL)
        code = rewrite._read_pyc(path, pyc)
        assert code is not None and "@py_builtins" in code.co_names   # rewritten
    assert rewritten_once(pytestconfig, files) == 0         # found rewritten
