"""Policies: memory that changes behaviour (DESIGN §6).

A policy turns evidence from memory into a structurally different request::

    policy = load_policy("coding-mentor")             # or a path to your own .yaml / .toml
    decision = await decide(memory, "maya", code_and_error, policy)
    system_prompt = decision.instructions + "\\n\\n" + context.text
    reply = ...                                        # the agent's LLM call
    await record_outcome(memory, "maya", decision, code_and_error)

Deterministic code decides: keyword rules classify (an optional LLM classifier only breaks
ties or fills gaps, and only names categories), the user's stored occurrences are counted, a
ladder maps each count to a mode and the most escalated mode picks the response schema.
"""

from muninn.policy.audit import audit_reply
from muninn.policy.classify import PROMPT_VERSION, classify_with_llm, parse_categories
from muninn.policy.engine import CategoryDecision, Decision, decide, record_outcome
from muninn.policy.loader import (
    builtin_names,
    list_policies,
    load_builtin,
    load_policy,
    load_policy_file,
    parse_policy,
)
from muninn.policy.model import POLICY_TAG, Category, Evidence, ModeSchema, Policy, Rung, Section, is_policy_evidence
from muninn.policy.render import check_reply, render_instructions
from muninn.policy.rules import classify_rules, collect_evidence, dominant_mode, mode_for

__all__ = [
    "POLICY_TAG",
    "PROMPT_VERSION",
    "Category",
    "CategoryDecision",
    "Decision",
    "Evidence",
    "ModeSchema",
    "Policy",
    "Rung",
    "Section",
    "audit_reply",
    "builtin_names",
    "check_reply",
    "classify_rules",
    "classify_with_llm",
    "collect_evidence",
    "decide",
    "dominant_mode",
    "is_policy_evidence",
    "list_policies",
    "load_builtin",
    "load_policy",
    "load_policy_file",
    "mode_for",
    "parse_categories",
    "parse_policy",
    "record_outcome",
    "render_instructions",
]
