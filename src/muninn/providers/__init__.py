"""Model providers: embeddings now; chat/completion providers share the same registry shape."""
