"""Computer players think in a worker process, so the window never waits for them.

The window sends the game's header and log with the bot's level and seed; the worker
replays the game, asks the bot, and sends back the command with the bot's own reason for
it (a plain dict, or None: the window never works a reason out again). A Hint is asked
the same way, of the judge (ai/judge.py) with its budget of iterations; its answer's
reason is the advice's reason and gain. Each request carries an id:
an answer to a request that an undo or a new game made stale is dropped, and a request
made stale before the worker begins it (cancelled, or another asked after it) is never
worked out: the worker reads the one request wanted from a flag shared with the window
(a Hint worked out ahead for a screen that was left never holds up the next question).
"""

from __future__ import annotations

import queue
import threading
from dataclasses import dataclass

HINT = "hint"       # the level asked for a Hint: the judge's advice, not a seat's bot


@dataclass
class Request:
    rid: int
    header: dict
    log: list
    level: str
    seed: int
    time_limit: float | None
    iterations: int | None = None      # a Hint's: the judge's budget
    in_hand: dict | None = None        # a Hint's: the move the person has planned
    plan: dict | None = None           # a Hint's: the previous Hint's plan (ai.plan)


def answer(req: Request) -> tuple[int, dict | None, str | None, dict | None]:
    """Run one request (in the worker, or inline as a fallback): the request's id, the
    command, an error, and the reason the bot chose the command (if it gives one)."""
    try:
        from ...ai import make_bot
        from ...engine import replay
        game = replay(req.header, req.log)
        if req.level == HINT:
            from ...ai.judge import advise
            advice = advise(game, req.iterations, req.in_hand, req.plan)
            return req.rid, advice.command, None, advice.as_dict()
        bot = make_bot(req.level, seed=req.seed, time_limit=req.time_limit)
        decide = getattr(bot, "decide", None)
        if decide is None:
            return req.rid, bot.choose(game), None, None
        decision = decide(game)
        why = decision.reason.as_dict() if decision.reason else None
        return req.rid, decision.command, None, why
    except Exception as exc:  # a bot must never take the window down with it
        return req.rid, None, f"{type(exc).__name__}: {exc}", None


class Wanted:
    """The id of the one request still wanted (0: none), where no process shares it (a
    thread's worker: the same object)."""

    def __init__(self) -> None:
        self.value = 0


def _worker(inbox, outbox, wanted=None) -> None:
    while True:
        req = inbox.get()
        if req is None:
            return
        if wanted is not None and req.rid != wanted.value:
            continue                      # stale before begun: its answer would be dropped
        outbox.put(answer(req))


class Thinker:
    """Asks computer players for moves without blocking; `poll()` hands answers back."""

    def __init__(self, use_process: bool = True) -> None:
        self._next = 0
        self.pending: int | None = None
        self.reason: dict | None = None      # the last answer's reason (see poll)
        self._proc = None
        if use_process:
            import multiprocessing  # (the worker alone needs it: never before a first frame)
            try:
                ctx = multiprocessing.get_context("spawn")
                self._in, self._out = ctx.Queue(), ctx.Queue()
                self._wanted = ctx.Value("q", 0, lock=False)   # (one writer: the window)
                self._proc = ctx.Process(target=_worker,
                                         args=(self._in, self._out, self._wanted),
                                         daemon=True, name="luna-thinker")
                self._proc.start()
            except (OSError, ValueError, RuntimeError):
                self._proc = None
        if self._proc is None:
            self._in, self._out = queue.Queue(), queue.Queue()
            self._wanted = Wanted()
            threading.Thread(target=_worker, args=(self._in, self._out, self._wanted),
                             daemon=True, name="luna-thinker").start()

    def ask(self, header: dict, log: list, level: str, seed: int,
            time_limit: float | None = None, iterations: int | None = None,
            in_hand: dict | None = None, plan: dict | None = None) -> int:
        """Start thinking about the position after `log` (a Hint: with the move the
        person has in hand, if any); returns the request id."""
        self._next += 1
        self.pending = self._wanted.value = self._next
        self._in.put(Request(self._next, header, list(log), level, seed, time_limit,
                             iterations, in_hand, plan))
        return self._next

    def cancel(self) -> None:
        """Forget the request under way (its answer will be dropped; not yet begun, it
        is never worked out)."""
        self.pending = None
        self._wanted.value = 0

    @property
    def busy(self) -> bool:
        return self.pending is not None

    def poll(self) -> tuple[dict | None, str | None] | None:
        """The answer to the current request, if it has arrived: (command, error); the
        bot's reason for that command is then in `self.reason`."""
        while True:
            try:
                rid, cmd, error, why = self._out.get_nowait()
            except queue.Empty:
                return None
            if rid == self.pending:
                self.pending = None
                self.reason = why
                return cmd, error

    def close(self) -> None:
        try:
            self._in.put(None)
        except (OSError, ValueError):
            pass
        if self._proc is not None:
            self._proc.join(timeout=1)
            if self._proc.is_alive():
                self._proc.terminate()
