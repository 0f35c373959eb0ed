"""The read path: hybrid search and context assembly. No LLM call happens here."""
