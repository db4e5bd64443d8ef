"""The Events game fold (tally/events_game/): event lists to counts, on the DSL of ``dsl.py``."""
