"""Domain types and pure helpers shared by every layer."""
