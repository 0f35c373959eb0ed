"""muninn over the Model Context Protocol: memory tools for any MCP client.

``muninn mcp`` serves them over stdio (:mod:`muninn.mcp.stdio`); ``muninn serve`` at ``/mcp``
over streamable HTTP, behind its API keys (:mod:`muninn.server.mcp`). The tools live in
:mod:`muninn.mcp.tools`, the server factory in :mod:`muninn.mcp.server`.
"""
