"""``muninn policies …``: list the policies, show one, and explain a decision for a user."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from muninn.cli.common import JsonOpt, TenantOpt, UserOpt, console, print_json, service
from muninn.policy import Decision, Rung, decide, list_policies, load_policy
from muninn.policy.render import seen
from muninn.providers.llm import get_chat_provider

app = typer.Typer(help="Policies: how memory changes the agent's behaviour.", no_args_is_help=True)

NameArg = Annotated[str, typer.Argument(help="A built-in policy name (coding-mentor, coach) or a policy file path.")]


@app.command("list")
def list_(
    path: Annotated[
        list[Path] | None, typer.Option("--path", "-p", help="Also list this policy file or directory (repeatable).")
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """The built-in policies and any found under --path."""
    policies = list_policies(path or [])
    if as_json:
        print_json([p.model_dump(include={"name", "version", "source", "description"}) for p in policies])
        return
    table = Table(title=f"{len(policies)} policies")
    for column in ("name", "version", "modes", "source", "description"):
        table.add_column(column, overflow="fold")
    for p in policies:
        table.add_row(p.name, str(p.version), " → ".join(p.modes), Text(p.source), Text(p.description))
    console.print(table)


def _ladder(rungs: list[Rung]) -> str:
    return ", ".join(f"{r.at}+ → {r.mode}" for r in rungs)


@app.command("show")
def show(name: NameArg, as_json: JsonOpt = False) -> None:
    """The ladder, the categories and their rules, and each mode's response schema."""
    policy = load_policy(name)
    if as_json:
        print_json(policy)
        return
    console.print(f"[bold]{policy.name}[/bold] v{policy.version} ({escape(policy.source)})", highlight=False)
    console.print(policy.description, highlight=False, markup=False)
    console.print(f"ladder: {_ladder(policy.ladder)}; combine: {policy.combine}", highlight=False, markup=False)
    evidence = policy.evidence
    window = f", last {evidence.window_days:g} days" if evidence.window_days else ""
    console.print(
        f"evidence: memories of kind {evidence.kind} tagged {policy.tag} and category:<name>{window}",
        highlight=False,
    )
    table = Table(title="categories")
    for column in ("category", "keywords and patterns", "ladder", "reset by"):
        table.add_column(column, overflow="fold")
    for cat_name, category in policy.categories.items():
        rules = ", ".join([*category.keywords, *(f"/{p}/" for p in category.patterns)]) or "-"
        fallback = " (fallback)" if cat_name == policy.classifier.fallback else ""
        ladder = _ladder(policy.ladder_for(cat_name))
        table.add_row(cat_name + fallback, Text(rules), ladder, ", ".join(category.reset_by) or "-")
    console.print(table)
    for mode_name, mode in policy.modes.items():
        console.rule(escape(f"mode {mode_name}: {mode.summary}"))
        for i, section in enumerate(mode.sections, 1):
            console.print(f"{i}. [bold]{escape(section.header)}[/bold] {escape(section.guidance)}", highlight=False)
        console.print(f"format: {mode.format}", highlight=False, markup=False)
        for rule in mode.tone:
            console.print(f"tone: {rule}", highlight=False, markup=False)
        console.print(f"length: at most {mode.max_words} words", highlight=False)


@app.command("explain")
def explain(
    name: NameArg,
    user: UserOpt,
    text: Annotated[str, typer.Option("--input", "-i", help="The user's message to classify.")],
    classifier: Annotated[
        str | None, typer.Option(help="Chat provider key for the LLM classifier (default: rules only).")
    ] = None,
    tenant: TenantOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Decide how a user's message would be answered, and why (reads memory, writes nothing)."""
    policy = load_policy(name)
    provider = None if classifier is None else get_chat_provider(classifier)
    with service(tenant) as memory:
        # The store calls behind decide() are loop-agnostic; a short private loop runs them.
        decision: Decision = asyncio.run(
            decide(memory.core.runtime.records, memory.core.scope(user), text, policy, classifier=provider)
        )
    if as_json:
        print_json(decision)
        return
    table = Table(title=f"{policy.name} for {user}")
    for column in ("category", "past occurrences", "mode", "matched", "evidence"):
        table.add_column(column, overflow="fold")
    for c in decision.categories:
        hits = Text(", ".join(c.hits) or "-")
        table.add_row(c.category, seen(c.count), c.mode, hits, ", ".join(c.evidence_ids) or "-")
    console.print(table)
    console.print(
        f"[bold]dominant mode[/bold]: {decision.dominant_mode} (from {', '.join(decision.driving_categories)}); "
        f"classified by {decision.classified_by}",
        highlight=False,
    )
    console.print("[bold]reason[/bold]: ", end="")
    console.print(decision.reason, highlight=False, markup=False)
    console.rule("instructions injected into the system prompt")
    console.print(decision.instructions, highlight=False, markup=False)
