"""Plug-ins for the evaluation harnesses researchers already run: lm-evaluation-harness task folders,
Inspect tasks, llm-jp-eval (jaster) datasets, and the reader that turns their logs into stresskit's report."""
