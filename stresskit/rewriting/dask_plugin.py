"""The Dask worker plugin that loads GiNZA once in each worker (imported only with --dask)."""

from __future__ import annotations

from distributed import Worker, WorkerPlugin

from stresskit.rewriting import execution


class ParserPlugin(WorkerPlugin):
    def __init__(self, model: str) -> None:
        self.model = model

    def setup(self, worker: Worker) -> None:
        execution.load_worker(self.model)

    def teardown(self, worker: Worker) -> None:
        execution.forget_worker()
