"""Scripted chat, memory and judge models for the eval tests: answers that depend on the prompt,
so a reply shows what its context held (memory on or off) and runs are deterministic."""

from __future__ import annotations

import json
import re

from muninn.domain.markers import BLOCK_CLOSE, BLOCK_OPEN
from muninn.eval.runner import Models
from muninn.providers.llm import ChatRequest, ScriptedProvider
from muninn.read.retrieval import FOLLOW_UP_INSTRUCTION

_HEADER = re.compile(r"^\d+\. ([A-Z][A-Z0-9 '—-]+:)", re.MULTILINE)


def chat_answer(request: ChatRequest) -> str:
    """Quotes the memory block's lines, asks a follow-up when told to, writes the policy's headers."""
    system = request.messages[0].get("content", "")
    start, end = system.find(BLOCK_OPEN), system.find(BLOCK_CLOSE)
    block = system[start:end] if start >= 0 else ""
    remembered = [line.strip(' -"') for line in re.findall(r'"([^"]{3,})"', block)]
    parts = []
    if FOLLOW_UP_INSTRUCTION in system:
        parts.append("How did your exam go?")
    parts.append("I remember: " + "; ".join(remembered) + "." if remembered else "Tell me more.")
    headers = _HEADER.findall(system)
    parts += [f"{h}\nSomething useful." for h in headers]
    return "\n".join(parts)


def memory_answer(request: ChatRequest) -> str:
    """Extraction keeps every user line as a fact; consolidation adds; summaries are one sentence."""
    if request.purpose == "extract":
        text = request.messages[-1].get("content", "")
        lines = re.findall(r"^\[[^\]]+\] user: (.+)$", text, re.MULTILINE)
        facts = [
            {"content": f"User said: {line[:200]}", "kind": "fact", "tags": [], "importance": 0.8} for line in lines
        ]
        return json.dumps({"facts": facts})
    if request.purpose == "consolidate":
        return json.dumps({"action": "add", "target": None, "content": None, "reason": "new"})
    return json.dumps({"summary": "The user talked about their plans and problems."})


def judge_answer(request: ChatRequest) -> str:
    """Continuity 5 when the reply says it remembers something, else 2; the rest fixed. Pairwise:
    the reply that says it remembers something, else always the first (a position-biased judge)."""
    content = request.messages[-1].get("content", "")
    if "REPLY A:" in content:
        first, second = content.split("REPLY A:", 1)[1].split("REPLY B:", 1)
        return json.dumps({"better": "B" if "I remember:" in second and "I remember:" not in first else "A"})
    reply = content.split("REPLY TO GRADE:", 1)[-1]
    continuity = 5 if "I remember:" in reply else 2
    scores = {"naturalness": 4, "continuity": continuity, "strategy": 3, "premature_advice": 4, "tone": 4}
    return "```json\n" + json.dumps({k: {"score": v, "reason": f"scripted {k}"} for k, v in scores.items()}) + "\n```"


def models(*, judge: bool = True) -> Models:
    """Fresh scripted providers for chat, memory and judge."""
    return Models(
        chat=ScriptedProvider(fallback=chat_answer, model="scripted-chat"),
        memory=ScriptedProvider(fallback=memory_answer, model="scripted-memory"),
        judge=ScriptedProvider(fallback=judge_answer, model="scripted-judge") if judge else None,
        use_judge=judge,
    )
