"""stresskit: stress-test language models on Japanese."""
