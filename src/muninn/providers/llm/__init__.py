"""Chat/completion providers behind one small interface, looked up by a string key.

``get_chat_provider("test", script=[...])`` gives the scripted fake used in tests; real
providers (OpenAI-compatible HTTP, the embedded local model) register their own prefixes.
"""

from muninn.providers.llm.base import (
    ChatProvider,
    ChatRequest,
    ChatResponse,
    Message,
    ToolCall,
    get_chat_provider,
    register_chat_provider,
)
from muninn.providers.llm.scripted import ScriptedProvider

__all__ = [
    "ChatProvider",
    "ChatRequest",
    "ChatResponse",
    "Message",
    "ScriptedProvider",
    "ToolCall",
    "get_chat_provider",
    "register_chat_provider",
]
