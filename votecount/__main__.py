"""``python -m votecount``: the same command as ``votecount``."""

import sys

from votecount.cli_start import main

sys.exit(main(prog_name="votecount"))
