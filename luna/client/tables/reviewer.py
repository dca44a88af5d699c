"""The post-game review off the window's thread: in a process of its own (so that Cancel
ends it at once and the window never waits), or in a thread where there are no
processes (tests, frozen builds), stopped at the next command by a flag.

With `lessons`, the worker first draws each person's lesson (luna/ai/lessons.py: a
judge's verdict on each decision it weighs, up to a second of CPU for four persons) and
says it before the review starts; the review then finds those verdicts made. With
`review=False` it draws the lessons only.

`progress` is (done, total) in commands; `result` is the Review when it has ended;
`lessons` each person's lesson once `lessons_done` (None: it failed)."""

from __future__ import annotations

import multiprocessing as mp
import queue
import threading

from ...text import t

RESTARTS = 1                      # a worker that died is started again this many times


def _work(header: dict, log: list, persons: list[int], iterations: int,
          shown: dict[int, dict], parts: tuple[str, ...], outbox,
          stop: threading.Event | None = None) -> None:
    from ...ai.lessons import Stopped, lessons
    from ...ai.review import review

    def progress(done: int, total: int) -> bool:
        outbox.put(("progress", done, total))
        return not (stop and stop.is_set())

    if "lessons" in parts:
        try:
            outbox.put(("lessons", lessons(header, log, persons, iterations, shown,
                                           stop.is_set if stop else None), None))
        except Stopped:              # called off: told to nobody
            outbox.put(("done", None, None))
            return
        except Exception as exc:     # a damaged log: no lesson, never a crash
            outbox.put(("lessons", None, f"{type(exc).__name__}: {exc}"))
    if "review" not in parts or (stop and stop.is_set()):
        outbox.put(("done", None, None))
        return
    try:
        outbox.put(("done", review(header, log, persons, iterations, progress, shown),
                    None))
    except Exception as exc:     # a damaged log: said on the screen, never a crash
        outbox.put(("done", None, f"{type(exc).__name__}: {exc}"))


# every review under way, held till it ends: a thread's review whose screen was gone (and
# its Reviewer with it) was out of cancel_all's reach while kept weakly, and went on
# reviewing a whole game for nobody (a test's review thread ran 10 s into the next test)
_under_way: set = set()
_lock = threading.Lock()


def cancel_all() -> None:
    """Every review still under way stops at its next command (a window closing, a test
    ending: a thread of a screen gone went on reviewing a whole game for nobody)."""
    with _lock:
        under_way = list(_under_way)
    for one in under_way:
        one.cancel()


class Reviewer:
    def __init__(self, header: dict, log: list, persons: list[int], iterations: int,
                 use_process: bool = True, lessons: bool = False,
                 review: bool = True, shown: dict[int, dict] | None = None) -> None:
        self.progress = (0, max(1, len(log)))
        self.result = None
        self.error: str | None = None
        self.done = False
        self.reviews = review                 # False: the lessons only, no review
        self.lessons: dict | None = None
        self.lessons_done = not lessons
        self._proc = None
        self._stop = threading.Event()
        # the lessons by the review's judge, at its budget; `shown`: the Hints the
        # persons were shown (log index -> command), never blamed
        self._args = (header, list(log), list(persons), iterations, dict(shown or {}))
        self.persons, self.iterations = list(persons), iterations
        self.restarts = 0
        with _lock:
            _under_way.add(self)
        if not (use_process and self._in_process()):
            self._in_thread()

    def _in_process(self) -> bool:
        """Start the review in a worker process; False where there are none."""
        try:
            ctx = mp.get_context("spawn")
            self._out = ctx.Queue()
            self._proc = ctx.Process(target=_work, args=self._args + (self._parts(),
                                                                       self._out),
                                     daemon=True, name="luna-review")
            self._proc.start()
        except (OSError, ValueError, RuntimeError):
            self._proc = None
        return self._proc is not None

    def _in_thread(self) -> None:
        self._out = queue.Queue()
        threading.Thread(target=self._work_in_thread, daemon=True, name="luna-review").start()

    def _work_in_thread(self) -> None:
        try:
            _work(*self._args, self._parts(), self._out, self._stop)
        finally:
            self._forget()

    def _parts(self) -> tuple[str, ...]:
        """What the worker is still to do (a worker started again skips what it said)."""
        return (() if self.lessons_done else ("lessons",)) + (
            ("review",) if self.reviews else ())

    def _forget(self) -> None:
        with _lock:
            _under_way.discard(self)

    def poll(self) -> None:
        """Take in what the review has said since the last poll."""
        while not self.done:
            try:
                kind, a, b = self._out.get_nowait()
            except queue.Empty:
                self._outlived()
                return
            if kind == "progress":
                self.progress = (a, b)
            elif kind == "lessons":
                self.lessons, self.lessons_done = a, True
            else:
                self.result, self.error, self.done = a, b, True
                self._end()

    def _outlived(self) -> None:
        """A review process that died without its answer (killed, out of memory): a new
        worker starts it again, once; if that one dies too, the review stops with a
        message. Never in the window's own process, whose frames it would slow."""
        proc = self._proc
        if proc is None or proc.is_alive() or not self._out.empty():
            return
        proc.join(timeout=1)
        self._proc = None
        self.progress = (0, self.progress[1])
        if self.restarts < RESTARTS and self._in_process():
            self.restarts += 1
            return
        self.result, self.error, self.done = None, t("review.worker_died"), True
        self.lessons_done = True
        self._forget()

    def cancel(self) -> None:
        self._stop.set()
        self.done = self.lessons_done = True
        self._end()

    def _end(self) -> None:
        self._forget()
        if self._proc is not None:
            if self._proc.is_alive():
                self._proc.terminate()
            self._proc.join(timeout=1)
            self._proc = None
