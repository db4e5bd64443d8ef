"""The vote zoo: how players write votes and unvotes (zoo.py), read by parse_post."""
