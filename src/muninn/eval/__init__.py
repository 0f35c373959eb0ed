"""Evaluation: does memory make replies better? (DESIGN §10)

- :mod:`~muninn.eval.sets`: transcript sets (YAML) with planted facts and expected behaviour;
- :mod:`~muninn.eval.checks`: checks that need no model, each with a reason;
- :mod:`~muninn.eval.judge`: the versioned LLM rubric and its calibration on labelled replies;
- :mod:`~muninn.eval.runner`: a set under a configuration (:mod:`~muninn.eval.config`), or two
  paired per conversation with bootstrap intervals (:mod:`~muninn.eval.stats`);
- :mod:`~muninn.eval.report`: JSON, markdown and self-contained HTML;
- :mod:`~muninn.eval.locomo`: LoCoMo question answering through the real write path.

A front end: it uses the public façade (:class:`~muninn.service.AsyncMemory`) like any caller.
"""

from muninn.eval.config import PRESETS, EvalConfig, load_config
from muninn.eval.runner import Models, compare_sets, run_set
from muninn.eval.sets import TranscriptSet, builtin_sets, load_set

__all__ = [
    "PRESETS",
    "EvalConfig",
    "Models",
    "TranscriptSet",
    "builtin_sets",
    "compare_sets",
    "load_config",
    "load_set",
    "run_set",
]
