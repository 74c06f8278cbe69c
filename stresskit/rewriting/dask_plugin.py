"""The Dask worker plugin that loads GiNZA once in each worker (imported only with --dask)."""

from __future__ import annotations

from collections.abc import Callable

from distributed import Worker, WorkerPlugin


class ParserPlugin(WorkerPlugin):
    """Runs `load(model)` when a worker joins and `forget()` when it leaves (execution.py's functions,
    passed in so that this module does not import the one that imports it)."""

    def __init__(self, model: str, load: Callable[[str], None], forget: Callable[[], None]) -> None:
        self.model = model
        self.load = load
        self.forget = forget

    def setup(self, worker: Worker) -> None:
        self.load(self.model)

    def teardown(self, worker: Worker) -> None:
        self.forget()
