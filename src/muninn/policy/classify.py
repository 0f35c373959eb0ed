"""The optional LLM classifier: a second opinion when the rules find nothing or tie.

It is its own call (telemetry purpose ``classify``) with a short prompt listing the policy's
categories, and it only names categories: the ladder, not the model, decides the mode. Small
models wrap JSON in fences, prose or ``<think>`` blocks; :func:`parse_categories` tolerates all
three and unknown names are dropped. A provider failure never fails the turn: the caller falls
back to the rules and says so in the decision's reason.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from muninn.errors import ProviderError
from muninn.policy.model import Policy
from muninn.providers.llm import ChatProvider, ChatRequest, Message
from muninn.providers.llm.think import strip_think

PROMPT_VERSION = "policy-classify-v1"
MAX_INPUT_CHARS = 4000
_FENCED = re.compile(r"```(?:json)?\s*(.*?)```", re.IGNORECASE | re.DOTALL)


class ClassifierAnswer(BaseModel):
    """The answer the prompt asks for: ``{"categories": ["loops"]}``."""

    categories: list[str]


def classify_messages(policy: Policy, text: str) -> list[Message]:
    """Prompt ``policy-classify-v1``: the categories, the rules of the answer, a worked example.

    Example, for the coding-mentor policy and the input ``for i in range(len(a)): print(a[i+1])
    → IndexError``, the expected answer is ``{"categories": ["loops", "indexing"]}``.
    """
    listing = "\n".join(f"- {name}: {cat.description or name}" for name, cat in policy.categories.items())
    first, second = [*policy.categories, policy.classifier.fallback][:2]
    system = (
        "You sort a user's message into categories. Known categories:\n"
        f"{listing}\n"
        f'Answer with JSON only, no prose: {{"categories": [...]}} with at most '
        f"{policy.classifier.max_categories} names from the list, most relevant first. "
        f'Use ["{policy.classifier.fallback}"] when nothing else fits.\n'
        f'Example answer: {{"categories": ["{first}", "{second}"]}}'
    )
    return [
        {"role": "system", "content": system},
        {"role": "user", "content": text[:MAX_INPUT_CHARS]},
    ]


def answer_schema(policy: Policy) -> dict[str, Any]:
    """JSON schema of the answer, for servers that constrain output."""
    return {
        "type": "object",
        "properties": {
            "categories": {
                "type": "array",
                "items": {"type": "string", "enum": list(policy.categories)},
                "maxItems": policy.classifier.max_categories,
            }
        },
        "required": ["categories"],
        "additionalProperties": False,
    }


def _candidates(text: str) -> list[str]:
    out = [m.group(1) for m in _FENCED.finditer(text)]
    for open_, close in (("{", "}"), ("[", "]")):
        start, end = text.find(open_), text.rfind(close)
        if 0 <= start < end:
            out.append(text[start : end + 1])
    return [*out, text]


def parse_categories(raw: str) -> list[str] | None:
    """The category names in a model's answer, or None when it holds no usable JSON.

    Accepts ``{"categories": [...]}``, ``{"category": "x"}`` or a bare list, after removing
    ``<think>`` blocks, markdown fences and prose around the JSON.
    """
    text = strip_think(raw).strip()
    for candidate in _candidates(text):
        try:
            value = json.loads(candidate)
        except ValueError:
            continue
        if isinstance(value, dict):
            value = value.get("categories", value.get("category"))
        if isinstance(value, str):
            value = [value]
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            return [v.strip().lower() for v in value if v.strip()]
    return None


@dataclass(frozen=True, slots=True)
class LlmVerdict:
    """The classifier's categories (known ones only, possibly empty) and what happened."""

    categories: tuple[str, ...]
    note: str


async def classify_with_llm(provider: ChatProvider, policy: Policy, text: str) -> LlmVerdict:
    """Ask ``provider`` for the input's categories; never raises for provider or parse failures."""
    request = ChatRequest(
        messages=classify_messages(policy, text),
        purpose="classify",
        temperature=0.0,
        max_tokens=256,
        json_schema=answer_schema(policy),
        metadata={"policy": policy.name, "prompt_version": PROMPT_VERSION},
    )
    try:
        response = await provider.complete(request)
    except ProviderError as exc:
        return LlmVerdict((), f"the classifier failed ({exc})")
    names = parse_categories(response.content)
    if names is None:
        return LlmVerdict((), "the classifier's answer held no usable JSON")
    known = tuple(dict.fromkeys(n for n in names if n in policy.categories))[: policy.classifier.max_categories]
    unknown = [n for n in names if n not in policy.categories]
    note = f"the classifier chose {', '.join(known) or 'nothing'}"
    if unknown:
        note += f" (dropped unknown {', '.join(repr(u) for u in unknown)})"
    return LlmVerdict(known, note)
