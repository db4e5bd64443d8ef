"""``python -m votecount``: the same command as ``votecount``."""

from votecount.cli_start import main

main(prog_name="votecount")
