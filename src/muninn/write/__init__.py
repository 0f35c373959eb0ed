"""The write path: turning conversations into distilled memories, in the background."""
