"""The BotF fold (tally/botf/): event lists to counts, on the DSL of ``dsl.py``."""
