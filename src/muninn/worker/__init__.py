"""Background work: a durable job queue behind a small interface and the worker that drains it."""

from muninn.worker.queue import JobQueue, StoreQueue
from muninn.worker.runner import Handler, Worker

__all__ = ["Handler", "JobQueue", "StoreQueue", "Worker"]
